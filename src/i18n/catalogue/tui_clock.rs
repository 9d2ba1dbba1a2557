//! The Clock tab: who is missing, when the default time falls, the forfeits due.

macro_rules! tui_clock {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
        KeyClockPresent {
            en: "the cursor's player is at the board now",
            hr: "označeni igrač sada je za pločom",
            sl: "izbrani igralec je zdaj za desko",
        }
        KeyClockForfeits {
            en: "enter the forfeits due at the cursor's table",
            hr: "upiši dospjele kontumacije označenog stola",
            sl: "vpiši dospele izgube brez igre izbrane mize",
        }
        KeyClockStart {
            en: "the round starts now (record the actual start)",
            hr: "kolo počinje sada (upiši stvarni početak)",
            sl: "kolo se začne zdaj (vpiši dejanski začetek)",
        }
        KeyClockPreviousPlayer { en: "previous player", hr: "prethodni igrač", sl: "prejšnji igralec" }
        KeyClockNextPlayer { en: "next player", hr: "sljedeći igrač", sl: "naslednji igralec" }
        KeyClockFirstPlayer { en: "first player", hr: "prvi igrač", sl: "prvi igralec" }
        KeyClockLastPlayer { en: "last player", hr: "posljednji igrač", sl: "zadnji igralec" }
        ClockConfirmRestart {
            en: "round {round}'s clocks started at {started}; again at {now}? {yes} = yes, other = no",
            hr: "satovi {round}. kola krenuli su u {started}; opet u {now}? {yes} = da, ostalo = ne",
            sl: "ure {round}. kola so tekle od {started}; znova ob {now}? {yes} = da, drugo = ne",
        }
        ClockConfirmFinished {
            en: "round {round} has every result; start its clocks all the same? {yes} = yes, other = no",
            hr: "{round}. kolo ima sve rezultate; ipak pokrenuti satove? {yes} = da, ostalo = ne",
            sl: "{round}. kolo ima vse izide; vseeno zaženem ure? {yes} = da, drugo = ne",
        }
        ClockConfirmOtherDay {
            en: "round {round} is due {when}; start it now? {yes} = yes, other = no",
            hr: "{round}. kolo je za {when}; početi ga sada? {yes} = da, ostalo = ne",
            sl: "{round}. kolo je načrtovano za {when}; začnem zdaj? {yes} = da, drugo = ne",
        }
        ClockConfirmLateStart {
            en: "round {round}'s default time was {limit}; start it now? {yes} = yes, other = no",
            hr: "zakašnjenje za {round}. kolo isteklo je {limit}; ipak početi? {yes} = da, ostalo = ne",
            sl: "zamuda za {round}. kolo je potekla {limit}; vseeno začnem? {yes} = da, drugo = ne",
        }
        ClockNoSchedule { en: "no schedule", hr: "nije zakazano", sl: "ni načrtovano" }
        /// A default time of 0 minutes before the round starts: the player must be at the
        /// board when it does (FIDE Laws 2012 art. 6.6a).
        ClockAtTheStart { en: "at the start", hr: "na početku", sl: "ob začetku" }
        /// `{limit}` of [`Msg::ClockTimes`] for a default time of 0 before the start.
        ClockLimitAtTheStart { en: "at the start", hr: "početka", sl: "začetka" }
        ClockCame { en: "came {time}", hr: "došao {time}", sl: "prišel {time}" }
        ClockNoRound {
            en: "clock: no round is paired yet",
            hr: "sat: još nijedno kolo nije spareno",
            sl: "ura: nobeno kolo še nima parov",
        }
        ClockAlreadyCame {
            en: "arrival: this player has already come (after the default time)",
            hr: "dolazak: ovaj je igrač već došao (nakon isteka dopuštenog zakašnjenja)",
            sl: "prihod: ta igralec je že prišel (po izteku dovoljene zamude)",
        }
        ClockNobodyToEnter {
            en: "clock: every player of the open games is at the board",
            hr: "sat: svi igrači nezavršenih partija su za pločama",
            sl: "ura: vsi igralci odprtih partij so za deskami",
        }
        ClockTimes {
            en: "Scheduled {scheduled}   started {started}   default time {limit}   now {now}",
            hr: "Zakazano {scheduled}   počelo {started}   zakašnjenje do {limit}   sada {now}",
            sl: "Načrtovano {scheduled}   začetek {started}   zamuda do {limit}   zdaj {now}",
        }
        ClockDeduction {
            en: "Absent at the start: {minutes} minutes off his clock at once ({regulation})",
            hr: "Odsutan na početku: odmah mu se oduzima {minutes} minuta ({regulation})",
            sl: "Odsoten ob začetku: takoj se mu odšteje {minutes} minut ({regulation})",
        }
        ClockForfeitsDue {
            en: "{due} {due:one=forfeit|other=forfeits} due: f on a table enters them (u takes them back)",
            hr: "dospjele kontumacije: {due}; f na stolu ih upisuje (u ih vraća)",
            sl: "dospele izgube brez igre: {due}; f na mizi jih vpiše (u jih vrne)",
        }
        ClockTitle {
            en: " Round {round}: players not yet at the board ",
            hr: " {round}. kolo: igrači koji još nisu za pločom ",
            sl: " {round}. kolo: igralci, ki še niso za desko ",
        }
        ClockNobodyMissing {
            en: "Nobody is missing at the boards still in play.",
            hr: "Za pločama nezavršenih partija nitko ne nedostaje.",
            sl: "Za deskami odprtih partij nihče ne manjka.",
        }
        /// The colour column of the Clock view (five columns wide).
        ClockWhite { en: "White", hr: "bij.", sl: "beli" }
        ClockBlack { en: "Black", hr: "crni", sl: "črni" }
        ClockColumnLeft { en: "Left", hr: "Preostalo", sl: "Preostalo" }
        ClockCountMissing { en: "{missing} missing", hr: "nedostaje {missing}", sl: "manjka {missing}" }
        ClockCountNextExpiry {
            en: ", next expiry {time}",
            hr: ", istek {time}",
            sl: ", iztek {time}",
        }
        ClockCountForfeits {
            en: ", {due} {due:one=forfeit|other=forfeits} due",
            hr: ", kontumacije: {due}",
            sl: ", brez igre: {due}",
        }
    } };
}
