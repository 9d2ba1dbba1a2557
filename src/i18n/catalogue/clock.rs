//! The clock: `kup late`, `kup forfeits`, an arrival's summary, and the errors of the fake
//! clock and of typed times (`wallclock`).

macro_rules! clock {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
        /// `kup late`'s first line; `{times}` lists [`Msg::LateScheduled`], [`Msg::LateStarted`]
        /// and [`Msg::LateDefaultTime`] or [`Msg::LateNoDefaultTime`].
        LateHeading {
            en: "Round {round} at {time}, {times}",
            hr: "{round}. kolo u {time}: {times}",
            sl: "{round}. kolo ob {time}: {times}",
        }
        LateScheduled { en: "scheduled {time}", hr: "zakazano za {time}", sl: "načrtovano ob {time}" }
        LateStarted { en: "started {time}", hr: "počelo u {time}", sl: "začetek ob {time}" }
        LateDefaultTime {
            en: "default time {time}",
            hr: "dopušteno zakašnjenje do {time}",
            sl: "dovoljena zamuda do {time}",
        }
        LateNoDefaultTime {
            en: "no default time (no schedule, not started)",
            hr: "bez roka za zakašnjenje (nije zakazano ni započeto)",
            sl: "brez roka za zamudo (ni načrtovano ne začeto)",
        }
        LateEveryoneSeated {
            en: "Everyone has sat down.",
            hr: "Svi su igrači za pločama.",
            sl: "Vsi igralci so za deskami.",
        }
        /// `{left}` is [`Msg::ClockExpired`], [`Msg::LateTimeLeft`], [`Msg::LateDueOn`] or
        /// [`Msg::LateNoDefaultTimeLeft`];
        /// `{deduction}` is [`Msg::LateMinusOnClock`] or empty.
        LateMissing {
            en: "  table {table} board {board} {colour}: {player} — {left}{deduction}",
            hr: "  stol {table} ploča {board} {colour}: {player} — {left}{deduction}",
            sl: "  miza {table} deska {board} {colour}: {player} — {left}{deduction}",
        }
        LateTimeLeft { en: "{time} left", hr: "još {time}", sl: "še {time}" }
        /// A default time on another day than the time asked about: its day and time.
        LateDueOn { en: "until {time}", hr: "do {time}", sl: "do {time}" }
        LateNoDefaultTimeLeft { en: "no default time", hr: "bez roka", sl: "brez roka" }
        /// A default time of 0 minutes before the round has started (FIDE Laws 2012 art. 6.6a).
        LateAtTheStart { en: "must be at the board at the start", hr: "mora biti za pločom na početku", sl: "mora biti za desko ob začetku" }
        LateDefaultTimeAtStart {
            en: "default time 0 minutes: at the start, not yet",
            hr: "zakašnjenje 0 minuta: do početka, koji još nije",
            sl: "zamuda 0 minut: do začetka, ki ga še ni",
        }
        LateMinusOnClock {
            en: ", −{minutes} min on the clock",
            hr: ", −{minutes} min na satu",
            sl: ", −{minutes} min na uri",
        }
        /// szs-2018 6.7.2: "se igralcu, ki ob začetku seanse ni prisoten za šahovnico, na uri
        /// takoj odvzame 15 minut".
        LateClockDeduction {
            en: "A player absent when the round starts loses {minutes} minutes on his clock at once ({regulation}).",
            hr: "Igraču koji na početku kola nije za pločom odmah se na satu oduzima {minutes} minuta ({regulation}).",
            sl: "Igralcu, ki ob začetku kola ni prisoten za šahovnico, se na uri takoj odvzame {minutes} minut ({regulation}).",
        }
        LateArrivedAfterDefaultTime {
            en: "  table {table} board {board} {colour}: {player} arrived {time}, after the default time",
            hr: "  stol {table} ploča {board} {colour}: {player} stigao u {time}, nakon isteka dopuštenog zakašnjenja",
            sl: "  miza {table} deska {board} {colour}: {player} prišel ob {time}, po poteku dovoljene zamude",
        }
        LateForfeitsDue {
            en: "{due} {due:one=forfeit|other=forfeits} due: `kup forfeits DIR --apply` enters them.",
            hr: "Dospjele kontumacije: {due}; `kup forfeits DIR --apply` ih upisuje.",
            sl: "Dospele izgube brez igre: {due}; `kup forfeits DIR --apply` jih vpiše.",
        }
        ForfeitsNoneDue {
            en: "Round {round}: no forfeit is due at {time}.",
            hr: "{round}. kolo: u {time} nije dospjela nijedna kontumacija.",
            sl: "{round}. kolo: ob {time} ni dospela nobena izguba brez igre.",
        }
        ForfeitsDueAt {
            en: "Round {round}: forfeits due at {time} (enter them with --apply):",
            hr: "{round}. kolo: kontumacije dospjele u {time} (upišite ih s --apply):",
            sl: "{round}. kolo: izgube brez igre, dospele ob {time} (vpišite jih z --apply):",
        }
        ForfeitsDueOnBoard {
            en: "  table {table} board {board}: {result}",
            hr: "  stol {table} ploča {board}: {result}",
            sl: "  miza {table} deska {board}: {result}",
        }
        /// `{outcome}` is [`Msg::ForfeitsBothAbsent`] or [`Msg::ForfeitsMatchLost`].
        ForfeitsTeamAbsent {
            en: "  {team} is absent at table {table}: {outcome}",
            hr: "  {team} nije došla za stol {table}: {outcome}",
            sl: "  {team} ni prišla za mizo {table}: {outcome}",
        }
        ForfeitsBothAbsent {
            en: "neither team came, both lose the match",
            hr: "nije došla nijedna ekipa, obje gube meč",
            sl: "ni prišla nobena ekipa, obe izgubita dvoboj",
        }
        ForfeitsMatchLost {
            en: "the match is forfeited, the opponent scores {match_points} MP and {game_points}:{opponent_game_points}",
            hr: "meč je izgubljen kontumacijom, protivnik dobiva {match_points} MB i {game_points}:{opponent_game_points}",
            sl: "dvoboj je izgubljen brez igre, nasprotnik dobi {match_points} MT in {game_points}:{opponent_game_points}",
        }
        WallClockBadSpeed {
            en: "--clock-speed: {speed} is not a speed; give a number above 0 (1 = real time, 60 = a minute a second)",
            hr: "--clock-speed: {speed} nije brzina; navedite broj veći od 0 (1 = stvarno vrijeme, 60 = minuta u sekundi)",
            sl: "--clock-speed: {speed} ni hitrost; navedite število, večje od 0 (1 = dejanski čas, 60 = minuta v sekundi)",
        }
        WallClockBadStart {
            en: "--clock: '{value}' is not a date and time such as 2015-02-15T09:30",
            hr: "--clock: '{value}' nije datum i vrijeme kao 2015-02-15T09:30",
            sl: "--clock: '{value}' ni datum in čas, kot je 2015-02-15T09:30",
        }
        WallClockBadTime {
            en: "{option}: '{value}' is not a time such as 09:42 or 2015-02-15T09:42",
            hr: "{option}: '{value}' nije vrijeme kao 09:42 ili 2015-02-15T09:42",
            sl: "{option}: '{value}' ni čas, kot je 09:42 ali 2015-02-15T09:42",
        }
        ClockExpired { en: "EXPIRED", hr: "ISTEKLO", sl: "POTEKLO" }
        ClockEmptyBoard { en: "(empty board)", hr: "(prazna ploča)", sl: "(prazna deska)" }
        ArrivalCleared { en: "arrival cleared", hr: "dolazak obrisan", sl: "prihod izbrisan" }
        ArrivedBeforeStart { en: "arrived {time}", hr: "stigao u {time}", sl: "prišel ob {time}" }
        ArrivedAfterStart {
            en: "arrived {time}, after the start",
            hr: "stigao u {time}, nakon početka",
            sl: "prišel ob {time}, po začetku",
        }
        ArrivedAfterStartClockDeduction {
            en: "arrived {time}, after the start: {minutes} minutes off his clock",
            hr: "stigao u {time}, nakon početka: {minutes} minuta manje na satu",
            sl: "prišel ob {time}, po začetku: {minutes} minut manj na uri",
        }
        ArrivedAfterDefaultTime {
            en: "arrived {time}, after the default time {limit}: the game is lost by default",
            hr: "stigao u {time}, nakon isteka dopuštenog zakašnjenja {limit}: partija je izgubljena kontumacijom",
            sl: "prišel ob {time}, po poteku dovoljene zamude {limit}: partija je izgubljena brez igre",
        }
    } };
}
