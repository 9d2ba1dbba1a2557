//! Rosters, lineups and penalties: the rules of the regulation a roster, a lineup or a
//! seating can break (`core::lineup`), as `kup check` and the Rosters tab say them in the
//! regulations' wording (`docs/rules/`), and the penalties kup records and their reasons
//! (`Penalty::worded`). hr ploča, pričuva; sl deska, rezerva.

macro_rules! rosters {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
        RuleRosterSize { en: "roster size", hr: "broj igrača", sl: "število igralcev" }
        RuleBoardOrder { en: "board order", hr: "redoslijed ploča", sl: "vrstni red desk" }
        RuleForeignPlayers { en: "foreign players", hr: "strani igrači", sl: "tuji igralci" }
        RuleBirthYear { en: "age", hr: "dob", sl: "starost" }
        RuleRegistration { en: "registration", hr: "registracija", sl: "registracija" }
        RuleTwoTeams { en: "on two teams", hr: "u dvije ekipe", sl: "v dveh ekipah" }
        RuleLineup { en: "lineup", hr: "sastav", sl: "postava" }
        RulePairing { en: "pairing", hr: "parovi", sl: "pari" }
        ViolationTeam { en: "team {number} ({name})", hr: "ekipa {number} ({name})", sl: "ekipa {number} ({name})" }
        /// A player on a board of the roster, with the rating the board order counts.
        ViolationBoardPlayer {
            en: "board {board} {player} ({rating})",
            hr: "{board}. ploča {player} ({rating})",
            sl: "{board}. deska {player} ({rating})",
        }
        ViolationRatingFide { en: "FIDE {rating}", hr: "FIDE {rating}", sl: "FIDE {rating}" }
        ViolationRatingNational { en: "national {rating}", hr: "nacionalni {rating}", sl: "nacionalni {rating}" }
        ViolationUnrated { en: "unrated", hr: "bez rejtinga", sl: "brez ratinga" }
        ViolationRosterPlace {
            en: "roster position {position} {player}",
            hr: "{position}. mjesto na popisu, {player}",
            sl: "{position}. mesto na seznamu, {player}",
        }
        ViolationRosterTooLarge {
            en: "roster size: at most {boards} players and {reserves} reserves",
            hr: "broj igrača: članova ekipe {boards}, pričuva najviše {reserves}",
            sl: "število igralcev: članov ekipe {boards}, rezerv največ {reserves}",
        }
        ViolationRosterHas {
            en: "{team} has {count} players",
            hr: "{team}: na popisu {count} igrača",
            sl: "{team}: na seznamu {count} igralcev",
        }
        ViolationRosterTooSmall {
            en: "roster size: a team needs at least {boards} players",
            hr: "broj igrača: ekipa treba najmanje {boards} igrača",
            sl: "število igralcev: ekipa potrebuje igralcev najmanj {boards}",
        }
        ViolationRosterHasOnly { en: "{team} has {count}", hr: "{team} ih ima {count}", sl: "{team} jih ima {count}" }
        ViolationBoardOrderGroups {
            en: "board order ({regulation}): players with a FIDE rating first, then those with only a national rating, unrated players last",
            hr: "redoslijed ploča ({regulation}): najprije igrači s međunarodnim (ELO) rejtingom, zatim igrači sa samo nacionalnim rejtingom, igrači bez rejtinga posljednji",
            sl: "vrstni red desk ({regulation}): najprej igralci s FIDE ratingom, nato igralci s samo nacionalnim ratingom, igralci brez ratinga zadnji",
        }
        ViolationBoardOrderUnratedLast {
            en: "board order ({regulation}): unrated players play on the last boards",
            hr: "redoslijed ploča ({regulation}): igrači bez rejtinga igraju na posljednjim pločama",
            sl: "vrstni red desk ({regulation}): igralci brez ratinga igrajo na zadnjih deskah",
        }
        ViolationBoardAbove { en: "{team}: {upper} is above {lower}", hr: "{team}: {upper} je iznad {lower}", sl: "{team}: {upper} je nad {lower}" }
        /// kzz-2015 and bpz-2025 čl. 6: a gap of `gap` points is already too much.
        ViolationBoardOrderGapOrMore {
            en: "board order ({regulation}): a player must not be rated {gap} or more points below a player on any lower board",
            hr: "redoslijed ploča ({regulation}): igrač koji igra na višoj ploči ne smije imati za {gap} ili više bodova niži rejting od igrača koji igra na bilo kojoj nižoj ploči",
            sl: "vrstni red desk ({regulation}): igralec na višji deski ne sme imeti za {gap} ali več točk nižjega ratinga od igralca na kateri koli nižji deski",
        }
        /// szs-pokal-2018 art. 3: a gap of `gap` points is still allowed.
        ViolationBoardOrderGapMoreThan {
            en: "board order ({regulation}): a player must not be rated more than {gap} points below a player on any lower board",
            hr: "redoslijed ploča ({regulation}): igrač koji igra na višoj ploči ne smije imati za više od {gap} bodova niži rejting od igrača koji igra na bilo kojoj nižoj ploči",
            sl: "vrstni red desk ({regulation}): igralec ima lahko na poljubni deski največ {gap} točk nižji rating od igralca na kateri koli nižji deski",
        }
        ViolationBoardBelow {
            en: "{team}: {upper} is {points} points below {lower}",
            hr: "{team}: {upper} ima za {points} bodova niži rejting nego {lower}",
            sl: "{team}: {upper} ima za {points} točk nižji rating kot {lower}",
        }
        ViolationForeignLimit {
            en: "foreign players ({regulation}): at most {max} per team",
            hr: "strani igrači ({regulation}): za pojedinu ekipu najviše {max}",
            sl: "tuji igralci ({regulation}): v ekipi največ {max}",
        }
        ViolationForeignHostUnknown {
            en: "{team}: the organiser's federation (tournament info) is not set, so its foreign players cannot be counted",
            hr: "{team}: federacija organizatora (podaci o turniru) nije upisana, pa se strani igrači ne mogu prebrojati",
            sl: "{team}: zveza organizatorja (podatki o turnirju) ni vpisana, zato tujcev ni mogoče prešteti",
        }
        ViolationForeignRule {
            en: "foreign players ({regulation}): at most {max} per team; foreign = a foreign citizen or a player FIDE registers under a federation other than {host}",
            hr: "strani igrači ({regulation}): za pojedinu ekipu najviše {max}; stranim igračima smatraju se strani državljani i igrači koje FIDE na rejting listi vodi pod federacijom koja nije {host}",
            sl: "tuji igralci ({regulation}): v ekipi največ {max}; tujec je tuj državljan ali igralec, ki ga FIDE rating lista vodi pod zvezo, ki ni {host}",
        }
        /// kzz-2015 čl. 6, szs-pokal-2018 2, hss-kadeti-2009 čl. 5: the limit counts the
        /// players who play for the team, not the roster.
        ViolationForeignPlayRule {
            en: "foreign players ({regulation}): at most {max} may play for a team; foreign = a foreign citizen or a player FIDE registers under a federation other than {host}",
            hr: "strani igrači ({regulation}): za pojedinu ekipu može nastupiti najviše {max}; stranim igračima smatraju se strani državljani i igrači koje FIDE na rejting listi vodi pod federacijom koja nije {host}",
            sl: "tujci ({regulation}): v ekipi lahko nastopa največ {max}; tujec je tuj državljan ali igralec, ki ga FIDE rating lista vodi pod zvezo, ki ni {host}",
        }
        ViolationForeignPlayed {
            en: "{team}: {count} {count:one=has|other=have} played: {players}",
            hr: "{team}: nastupili su ({count}): {players}",
            sl: "{team}: nastopili so ({count}): {players}",
        }
        RefuseLineupForeign {
            en: "foreign players who may play for a team: at most {max} ({regulation}); with this lineup, those who have played for {team} would be {count}: {players}",
            hr: "stranih igrača koji mogu nastupiti za pojedinu ekipu: najviše {max} ({regulation}); s ovim sastavom za ekipu {team} nastupilo bi ih {count}: {players}",
            sl: "tujcev, ki lahko nastopijo za ekipo: največ {max} ({regulation}); s to postavo bi jih za ekipo {team} nastopilo {count}: {players}",
        }
        ViolationForeignHas { en: "{team} has {count}: {players}", hr: "{team} ih ima {count}: {players}", sl: "{team} jih ima {count}: {players}" }
        /// A foreign player and why he counts as one.
        ViolationForeignPlayer { en: "{player} ({reasons})", hr: "{player} ({reasons})", sl: "{player} ({reasons})" }
        ViolationCitizenOf { en: "citizen of {country}", hr: "državljanstvo {country}", sl: "državljanstvo {country}" }
        ViolationFideFederation { en: "FIDE federation {federation}", hr: "FIDE federacija {federation}", sl: "FIDE zveza {federation}" }
        ViolationBornFrom {
            en: "eligibility ({regulation}): players born {year} or later",
            hr: "pravo nastupa ({regulation}): igrači rođeni {year}. godine i kasnije",
            sl: "pravica nastopa ({regulation}): igralci, rojeni leta {year} ali pozneje",
        }
        ViolationBornIn { en: "{team}: {player} is born {year}", hr: "{team}: {player}, godište {year}.", sl: "{team}: {player}, letnik {year}" }
        ViolationBirthYearUnknown {
            en: "{team}: {player}: birth year unknown",
            hr: "{team}: {player}: godina rođenja nije upisana",
            sl: "{team}: {player}: leto rojstva ni vpisano",
        }
        ViolationRegistration {
            en: "registration: only players registered for the club this season may play",
            hr: "registracija: nastupiti mogu samo igrači registrirani za klub za tekuću godinu",
            sl: "registracija: nastopajo lahko le igralci, pravilno registrirani za svoj klub za tekoče leto",
        }
        ViolationNotRegistered {
            en: "{team}: {player} is not registered",
            hr: "{team}: {player}, bez registracije za klub",
            sl: "{team}: {player}, brez registracije za klub",
        }
        /// bpz-2025 čl. 5.
        ViolationUnregisteredLosesAll {
            en: "registration ({regulation}): a team that fielded an unregistered player loses all its match points",
            hr: "registracija ({regulation}): ekipa za koju je igrao igrač koji nije registriran za klub kažnjava se gubitkom svih osvojenih meč-bodova",
            sl: "registracija ({regulation}): ekipa, za katero je igral neregistriran igralec, izgubi vse meč točke",
        }
        ViolationUnregisteredPlayed {
            en: "{team}: {player} played in round {round}; the penalty is not imposed (kup penalty unregistered)",
            hr: "{team}: {player}, nastup u {round}. kolu; kazna nije izrečena (kup penalty unregistered)",
            sl: "{team}: {player}, nastop v {round}. kolu; kazen ni izrečena (kup penalty unregistered)",
        }
        ViolationOneTeamOnly {
            en: "eligibility: a player plays for one team only",
            hr: "pravo nastupa: igrač može nastupiti samo za jednu ekipu",
            sl: "pravica nastopa: igralec lahko nastopa le za eno ekipo",
        }
        ViolationSameFideId { en: "FIDE ID {id}", hr: "FIDE ID {id}", sl: "FIDE ID {id}" }
        ViolationSameNameAndYear { en: "{name} born {year}", hr: "{name}, godište {year}.", sl: "{name}, letnik {year}" }
        ViolationPlayerOfTeam { en: "{player} in {team}", hr: "{player} — {team}", sl: "{player} — {team}" }
        ViolationOnTwoTeams { en: "{identity}: {players}", hr: "{identity}: {players}", sl: "{identity}: {players}" }
        ViolationLineupDeadline {
            en: "lineup deadline ({regulation}): a lineup change is handed in by {due}",
            hr: "rok za sastav ({regulation}): izmjena osnovnog sastava predaje se do {due}",
            sl: "rok za postavo ({regulation}): spremembo postave je treba oddati do {due}",
        }
        ViolationLineupLate {
            en: "{team}: the lineup for round {round} was handed in at {at}",
            hr: "{team}: sastav za {round}. kolo predan je u {at}",
            sl: "{team}: postava za {round}. kolo je bila oddana ob {at}",
        }
        /// kzz-2015 čl. 6: "Predaja izmjena osnovnih sastava vrši se od 9,00 do 9,15 sati".
        ViolationLineupWindow {
            en: "lineup window ({regulation}): a lineup change is handed in from {opens} to {due}",
            hr: "predaja izmjena sastava ({regulation}): od {opens} do {due}",
            sl: "oddaja sprememb postave ({regulation}): od {opens} do {due}",
        }
        ViolationLineupEarly {
            en: "{team}: the lineup change for round {round} was handed in at {at}, before the window opened",
            hr: "{team}: izmjena sastava za {round}. kolo predana je u {at}, prije početka predaje",
            sl: "{team}: sprememba postave za {round}. kolo je bila oddana ob {at}, pred začetkom oddaje",
        }
        /// szs-pokal-2018 art. 3: "sicer mora ekipa dvoboj igrati z osnovno postavo".
        ViolationLineupLateBaseLineup {
            en: "{team}: the lineup for round {round} was handed in at {at}; the team must play the match with its base lineup",
            hr: "{team}: sastav za {round}. kolo predan je u {at}; ekipa mora meč igrati u osnovnom sastavu",
            sl: "{team}: postava za {round}. kolo je bila oddana ob {at}; ekipa mora dvoboj igrati z osnovno postavo",
        }
        /// Who sat on a wrong board, and whom the lineup put there.
        ViolationSeatedOnBoard {
            en: "board {board} {seated} (the lineup puts {listed} there)",
            hr: "{board}. ploča {seated} (po sastavu: {listed})",
            sl: "{board}. deska {seated} (po postavi: {listed})",
        }
        /// A player on a board, as the other choice to [`Msg::ViolationNobody`].
        ViolationPlayerName { en: "{name}", hr: "{name}", sl: "{name}" }
        ViolationNobody { en: "nobody", hr: "nitko", sl: "nihče" }
        ViolationSeatingOrder {
            en: "lineup: players sit on the boards in roster order",
            hr: "sastav: igrači sjede na pločama po redoslijedu osnovnog sastava",
            sl: "postava: igralci sedijo na deskah po vrstnem redu osnovne postave",
        }
        ViolationSeatedInRound { en: "{team}, round {round}: {boards}", hr: "{team}, {round}. kolo: {boards}", sl: "{team}, {round}. kolo: {boards}" }
        /// bpz-2025 čl. 6.
        ViolationWrongBoardLoses {
            en: "lineup ({regulation}): every player on a wrong board loses the game",
            hr: "sastav ({regulation}): partije gube svi igrači koji su igrali na pločama suprotno prijavi osnovnog sastava ili izmjeni iste",
            sl: "postava ({regulation}): vsak igralec, ki je igral na napačni deski, izgubi partijo",
        }
        ViolationWrongBoardNotPenalised {
            en: "{team}, round {round}: {board}; the game-lost penalty is missing",
            hr: "{team}, {round}. kolo: {board}; kazna gubitka partije nije upisana",
            sl: "{team}, {round}. kolo: {board}; kazen izgubljene partije ni vpisana",
        }
        /// `{note}` is the arbiter's own words, as typed.
        PenaltyReasonNoted { en: "{rule}; {note}", hr: "{rule}; {note}", sl: "{rule}; {note}" }
        /// A reason a file keeps as plain English words rather than a text (one kup did not
        /// word): shown as it stands, since it has no key to translate by.
        PenaltyReasonAsWritten { en: "{reason}", hr: "{reason}", sl: "{reason}" }
        PenaltyRulePhone {
            en: "mobile phone in the playing venue: the game is lost (FIDE Laws 11.3.2.2)",
            hr: "mobilni telefon u prostoru za igru: partija je izgubljena (Pravila šaha FIDE 11.3.2.2)",
            sl: "mobilni telefon v igralnem prostoru: partija je izgubljena (Pravila šaha FIDE 11.3.2.2)",
        }
        /// An event before the 2018 Laws: `{article}` is "12.3 b" (Laws of 2009, in force
        /// to 30 June 2014) or "11.3 b" (Laws of 2014, to the end of 2017).
        PenaltyRulePhoneLawsOf {
            en: "mobile phone in the playing venue: the game is lost (FIDE Laws of {year}, art. {article})",
            hr: "mobilni telefon u prostoru za igru: partija je izgubljena (Pravila šaha FIDE iz {year}., čl. {article})",
            sl: "mobilni telefon v igralnem prostoru: partija je izgubljena (Pravila šaha FIDE iz leta {year}, čl. {article})",
        }
        PenaltyRuleForfeit {
            en: "game lost by forfeit",
            hr: "partija izgubljena kontumacijom",
            sl: "partija izgubljena brez igre",
        }
        PenaltyRuleEarlyDraw {
            en: "draw agreed before move {move} ({regulation}): both players lose",
            hr: "remi dogovoren prije {move}. poteza ({regulation}): oba igrača gube partiju",
            sl: "remi dogovorjen pred {move}. potezo ({regulation}): oba igralca izgubita partijo",
        }
        /// bpz-2025 čl. 5: "ekipa će se kazniti gubitkom svih osvojenih meč bodova".
        PenaltyRuleUnregistered {
            en: "fielded a player not registered for the club ({regulation}): all match points lost",
            hr: "za ekipu je igrao igrač koji nije registriran za klub ({regulation}): gubi sve osvojene meč-bodove",
            sl: "za ekipo je igral igralec, ki ni registriran za klub ({regulation}): izgubi vse osvojene meč točke",
        }
        /// bpz-2025 čl. 6, quoted in the regulation's own words in every language.
        PenaltyRuleWrongBoard {
            en: "played on a board contrary to the lineup (bpz-2025 čl. 6: \"partije gube svi igrači koji su igrali na pločama suprotno prijavi osnovnog sastava ili izmjeni iste\")",
            hr: "igrao na ploči suprotno prijavi sastava (bpz-2025 čl. 6: \"partije gube svi igrači koji su igrali na pločama suprotno prijavi osnovnog sastava ili izmjeni iste\")",
            sl: "igral na deski v nasprotju s prijavljeno postavo (bpz-2025 čl. 6: \"partije gube svi igrači koji su igrali na pločama suprotno prijavi osnovnog sastava ili izmjeni iste\")",
        }
        PenaltyNone { en: "no penalties", hr: "nema kazni", sl: "ni kazni" }
        /// A penalty in force (`kup show`, `kup check`, `kup explain`); `{player}` is " (name)" or empty.
        PenaltyInForceGameLost {
            en: "round {round}, {team}: board {board}{player} loses the game — {reason}",
            hr: "{round}. kolo, {team}: ploča {board}{player} gubi partiju — {reason}",
            sl: "{round}. kolo, {team}: deska {board}{player} izgubi partijo — {reason}",
        }
        PenaltyInForceAllLost {
            en: "round {round}, {team}: loses all match points of the event — {reason}",
            hr: "{round}. kolo, {team}: gubi sve meč-bodove natjecanja — {reason}",
            sl: "{round}. kolo, {team}: izgubi vse meč točke tekmovanja — {reason}",
        }
        PenaltyGameLost {
            en: "round {round}, {team}, board {board}: game lost ({reason})",
            hr: "{round}. kolo, {team}, ploča {board}: partija izgubljena ({reason})",
            sl: "{round}. kolo, {team}, deska {board}: partija izgubljena ({reason})",
        }
        PenaltyAllMatchPointsLost {
            en: "{team} loses all match points (round {round}: {reason})",
            hr: "{team} gubi sve meč-bodove ({round}. kolo: {reason})",
            sl: "{team} izgubi vse meč točke ({round}. kolo: {reason})",
        }
    } };
}
