//! The core's refusals (`core::command`): a refusal is "field: rule", both from the
//! catalogue, and the journal keeps the English.

macro_rules! refusals {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
        /// A refused command: the field and the rule (`CommandError::text`).
        Refusal { en: "{field}: {rule}", hr: "{field}: {rule}", sl: "{field}: {rule}" }
        /// `{regulation}`: the article that orders the start list.
        RefuseStartListOrder {
            en: "round 1 is paired by the start list, which {regulation} orders by team rating, and the teams are not in that order; sort them first (kup team sort, or S in the Rosters tab)",
            hr: "1. kolo sparuje se po startnoj listi, koju {regulation} određuje po rejtingu ekipe, a ekipe nisu tim redom; najprije ih poredajte (kup team sort ili S na kartici Prijave)",
            sl: "1. kolo se žreba po startni listi, ki jo {regulation} določa po ratingu ekipe, ekipe pa niso v tem vrstnem redu; najprej jih razvrstite (kup team sort ali S na zavihku Ekipe)",
        }
        /// A refused step of an import: nothing of the import is applied.
        RefuseImportStep {
            en: "{rule} (change {step} of {steps} from {source}; nothing was imported)",
            hr: "{rule} ({step}. od {steps} promjena iz {source}; ništa nije uvezeno)",
            sl: "{rule} ({step}. od {steps} sprememb iz {source}; nič ni uvoženo)",
        }
        RefuseNoName { en: "the tournament needs a name", hr: "turnir mora imati naziv", sl: "turnir mora imeti naziv" }
        RefuseEndBeforeStart {
            en: "the event cannot end before it starts",
            hr: "turnir ne može završiti prije nego što počne",
            sl: "turnir se ne more končati, preden se začne",
        }
        /// szs-pokal-2018 točka 3: "Morebitne zamudniške ekipe se lahko sprejmejo v turnir,
        /// vendar se vključijo v naslednji krog", under a system decided at round 1.
        RefuseLateTeamRoundRobin {
            en: "round 1 is paired and the round robin's Berger table holds the teams of round 1 only (C.05 Annex 1): a late team has no next round to join ({regulation})",
            hr: "1. kolo je sparivano, a Bergerova tablica turnira svatko sa svakim ima samo ekipe 1. kola (C.05 Annex 1): ekipa koja kasni nema sljedeće kolo u koje bi ušla ({regulation})",
            sl: "1. kolo je žrebano, Bergerjeva tabela krožnega turnirja pa ima le ekipe 1. kola (C.05 Annex 1): zamudniška ekipa nima naslednjega kroga, v katerega bi se vključila ({regulation})",
        }
        RefuseNoLateEntries {
            en: "round 1 is paired and this regulation admits no late entries",
            hr: "parovi 1. kola su određeni, a ovaj pravilnik ne dopušta naknadne prijave",
            sl: "pari 1. kola so določeni, ta pravilnik pa ne dovoljuje naknadnih prijav",
        }
        RefuseRemoveAfterRoundOne {
            en: "a team cannot be removed once round 1 is paired; withdraw it instead",
            hr: "ekipa se ne može ukloniti kad su parovi 1. kola određeni; umjesto toga je povucite",
            sl: "ekipe ni mogoče odstraniti, ko so pari 1. kola določeni; namesto tega jo umaknite",
        }
        RefuseStartingNumbersFixed {
            en: "starting numbers are fixed once round 1 is paired (C.04.6 1.1.3)",
            hr: "startni brojevi se ne mijenjaju kad su parovi 1. kola određeni (C.04.6 1.1.3)",
            sl: "startne številke se ne spreminjajo, ko so pari 1. kola določeni (C.04.6 1.1.3)",
        }
        RefuseOutOfRange { en: "must be between 1 and {most}", hr: "mora biti između 1 i {most}", sl: "mora biti med 1 in {most}" }
        RefuseRosterFull {
            en: "{team} already has {players} players, the most this regulation allows",
            hr: "{team} već ima {players} igrača, najviše što ovaj pravilnik dopušta",
            sl: "{team} že ima {players} igralcev, največ, kar ta pravilnik dovoljuje",
        }
        RefuseFideIdTaken {
            en: "already on the roster of {team}: a player plays for one team only",
            hr: "već je na popisu ekipe {team}: igrač igra samo za jednu ekipu",
            sl: "že je na seznamu ekipe {team}: igralec igra samo za eno ekipo",
        }
        RefusePlayerHasPlayed {
            en: "has played or is in a lineup; the record must stay",
            hr: "igrao je ili je u sastavu; zapis mora ostati",
            sl: "igral je ali je v postavi; zapis mora ostati",
        }
        RefuseBaseLineupFixed {
            en: "the base lineup is fixed once round 1 is paired; an arbiter's override is needed",
            hr: "osnovni sastav se ne mijenja kad su parovi 1. kola određeni; potrebna je odluka sudca",
            sl: "osnovna postava se ne spreminja, ko so pari 1. kola določeni; potrebna je odločitev sodnika",
        }
        RefuseOnlyNewestDiscarded {
            en: "only the newest paired round ({newest}) can be discarded",
            hr: "poništiti se mogu samo parovi posljednjeg kola ({newest})",
            sl: "razveljaviti je mogoče le pare zadnjega kola ({newest})",
        }
        RefuseOnlyNewestChanged {
            en: "only the newest paired round ({newest}) can be changed",
            hr: "mijenjati se mogu samo parovi posljednjeg kola ({newest})",
            sl: "spreminjati je mogoče le pare zadnjega kola ({newest})",
        }
        RefuseRoundHasResults {
            en: "round {round} has results; clear them first",
            hr: "{round}. kolo ima rezultate; najprije ih obrišite",
            sl: "{round}. kolo ima rezultate; najprej jih izbrišite",
        }
        RefuseSwapTeams {
            en: "both teams must be in the pairing of round {round}, and differ",
            hr: "obje ekipe moraju biti u parovima {round}. kola i biti različite",
            sl: "obe ekipi morata biti v parih {round}. kola in biti različni",
        }
        RefuseTables {
            en: "round {round} has tables 1 to {tables}",
            hr: "{round}. kolo ima stolove od 1 do {tables}",
            sl: "{round}. kolo ima mize od 1 do {tables}",
        }
        RefuseBoards {
            en: "a match has boards 1 to {boards}",
            hr: "meč ima ploče od 1 do {boards}",
            sl: "meč ima deske od 1 do {boards}",
        }
        RefuseInitialColourRoundRobin {
            en: "a round robin has no initial colour: its colours come from the Berger tables (FIDE C.05 Annex 1)",
            hr: "turnir po Bergeru nema početnu boju: boje daju Bergerove tablice (FIDE C.05, Prilog 1)",
            sl: "turnir po Bergerju nima začetne barve: barve dajo Bergerjeve tabele (FIDE C.05, Priloga 1)",
        }
        RefuseInitialColourKept {
            en: "the initial colour is already {colour} and is kept for the whole event (FIDE C.04.6 4.1)",
            hr: "početna boja već je {colour} i vrijedi za cijeli turnir (FIDE C.04.6 4.1)",
            sl: "začetna barva je že {colour} in velja za ves turnir (FIDE C.04.6 4.1)",
        }
        RefusePairingNumbersFixed {
            en: "pairing numbers are fixed once round 1 is paired",
            hr: "ždrijebni brojevi se ne mijenjaju kad su parovi 1. kola određeni",
            sl: "žrebne številke se ne spreminjajo, ko so pari 1. kola določeni",
        }
        RefusePairingNumbersEach {
            en: "must name each of the {teams} teams exactly once",
            hr: "mora navesti svaku od {teams} ekipa točno jednom",
            sl: "mora navesti vsako od {teams} ekip natanko enkrat",
        }
        RefuseTooManyPlayers {
            en: "at most {boards} players, one per board",
            hr: "najviše {boards} igrača, jedan po ploči",
            sl: "največ {boards} igralcev, eden na desko",
        }
        RefuseAllBoardsRequired {
            en: "this regulation requires all {boards} boards filled",
            hr: "ovaj pravilnik traži popunjene sve ploče ({boards})",
            sl: "ta pravilnik zahteva zasedene vse deske ({boards})",
        }
        RefuseDecidedBoardLosesPlayer {
            en: "round {round}, table {table}, board {board} has a result ({result}) and would be left without a player; a board with a result keeps its player (clear the result first)",
            hr: "{round}. kolo, stol {table}, ploča {board} ima rezultat ({result}) i ostala bi bez igrača; ploča s rezultatom zadržava svog igrača (najprije obrišite rezultat)",
            sl: "{round}. kolo, miza {table}, deska {board} ima izid ({result}) in bi ostala brez igralca; deska z izidom obdrži svojega igralca (najprej izbrišite izid)",
        }
        RefuseNoPlayerNamed { en: "names no player", hr: "ne navodi nijednog igrača", sl: "ne navaja nobenega igralca" }
        RefuseNotOnRoster {
            en: "board {board}: the player is not on the roster of {team}",
            hr: "ploča {board}: igrač nije na popisu ekipe {team}",
            sl: "deska {board}: igralec ni na seznamu ekipe {team}",
        }
        RefuseSamePlayerTwice {
            en: "board {board}: the same player twice",
            hr: "ploča {board}: isti igrač dvaput",
            sl: "deska {board}: isti igralec dvakrat",
        }
        RefuseNoPenaltyNamed { en: "names no penalty", hr: "ne navodi nijednu kaznu", sl: "ne navaja nobene kazni" }
        RefuseNoSuchPenalty {
            en: "no such penalty in round {round}",
            hr: "takve kazne nema u {round}. kolu",
            sl: "take kazni v {round}. kolu ni",
        }
        RefuseScoresTooHigh {
            en: "the two scores add up to more than {boards} boards",
            hr: "zbroj obaju rezultata veći je od broja ploča ({boards})",
            sl: "vsota obeh rezultatov presega število desk ({boards})",
        }
        /// A default time of 0 minutes (FIDE Laws 2012 art. 6.6a) counts from the actual start.
        RefuseNotStartedAtTheStart {
            en: "round {round} has not started: with a default time of 0 minutes only a player not at the board when it starts loses",
            hr: "{round}. kolo nije počelo: uz zakašnjenje od 0 minuta gubi samo igrač koji nije za pločom kad kolo počne",
            sl: "{round}. kolo se še ni začelo: pri zamudi 0 minut izgubi le igralec, ki ni za desko, ko se kolo začne",
        }
        RefuseNoDefaultTime {
            en: "round {round} has no scheduled start, so no default time",
            hr: "{round}. kolo nema zakazan početak, pa ni vrijeme dopuštenog zakašnjenja",
            sl: "{round}. kolo nima določenega začetka, zato tudi ne časa dovoljene zamude",
        }
        RefuseDefaultTimeNotPassed {
            en: "none is due: the default time ({limit}) has not passed at {now}",
            hr: "nijedna nije na redu: vrijeme dopuštenog zakašnjenja ({limit}) u {now} još nije isteklo",
            sl: "nobena ni na vrsti: čas dovoljene zamude ({limit}) ob {now} še ni potekel",
        }
        RefuseEveryoneSeated {
            en: "none is due: every player sat down in time or the board has a result",
            hr: "nijedna nije na redu: svaki je igrač sjeo na vrijeme ili ploča ima rezultat",
            sl: "nobena ni na vrsti: vsak igralec je pravočasno sedel ali pa ima deska rezultat",
        }
        RefuseAbsentAfterPairing {
            en: "round {round} is already paired; discard the pairing or enter a forfeit",
            hr: "parovi {round}. kola već su određeni; poništite parove ili upišite kontumaciju",
            sl: "pari {round}. kola so že določeni; razveljavite pare ali vpišite izgubo brez igre",
        }
        RefuseRoundsFromOne { en: "rounds are numbered from 1", hr: "kola se broje od 1", sl: "kola se štejejo od 1" }
        RefuseNoLotsInChain {
            en: "this regulation ends its chain without a drawing of lots (a play-off decides)",
            hr: "ovaj pravilnik nema ždrijeb na kraju dodatnih kriterija (odlučuje dodatni meč)",
            sl: "ta pravilnik nima žreba na koncu dodatnih kriterijev (odloča dodatni dvoboj)",
        }
        RefuseLotsNeedTwo {
            en: "a drawing of lots needs at least two teams",
            hr: "za ždrijeb su potrebne barem dvije ekipe",
            sl: "za žreb sta potrebni vsaj dve ekipi",
        }
        RefuseLotOrderOtherTeams {
            en: "the order drawn must name exactly the teams the lots are drawn among",
            hr: "izvučeni redoslijed mora navesti točno ekipe među kojima je ždrijeb",
            sl: "izžrebani vrstni red mora navesti natanko ekipe, med katerimi je žreb",
        }
        RefuseTeamNamedTwice {
            en: "team id {id} is named twice",
            hr: "ekipa s oznakom {id} navedena je dvaput",
            sl: "ekipa z oznako {id} je navedena dvakrat",
        }
        RefuseNotTied {
            en: "these teams are not tied after every criterion before the lots",
            hr: "ove ekipe nisu izjednačene po svim kriterijima prije ždrijeba",
            sl: "te ekipe niso izenačene po vseh kriterijih pred žrebom",
        }
        RefuseLotsWholeGroup {
            en: "the lots rank a tied group as a whole: name also the teams tied with these ({teams})",
            hr: "ždrijeb određuje poredak cijele izjednačene skupine: navedite i ekipe izjednačene s ovima ({teams})",
            sl: "žreb razvrsti celotno izenačeno skupino: navedite še ekipe, izenačene s temi ({teams})",
        }
        RefuseEmpty { en: "must not be empty", hr: "ne smije biti prazno", sl: "ne sme biti prazno" }
        RefuseTooLong {
            en: "must not be longer than {most} characters",
            hr: "smije imati najviše {most} znakova",
            sl: "sme imeti največ {most} znakov",
        }
        RefuseControlCharacters {
            en: "must not contain control characters",
            hr: "ne smije sadržavati kontrolne znakove",
            sl: "ne sme vsebovati kontrolnih znakov",
        }
        RefuseTeamNameTaken {
            en: "another team is already called {name}",
            hr: "druga se ekipa već zove {name}",
            sl: "druga ekipa se že imenuje {name}",
        }
        RefuseRating {
            en: "{rating} is outside 100..3500",
            hr: "{rating} nije između 100 i 3500",
            sl: "{rating} ni med 100 in 3500",
        }
        RefuseCountryCode {
            en: "'{code}' is not a three-letter code such as CRO or SLO",
            hr: "'{code}' nije troslovna oznaka kao CRO ili SLO",
            sl: "'{code}' ni trimestna oznaka, kot sta CRO ali SLO",
        }
        RefuseBirthYear {
            en: "{year} is not a plausible year of birth",
            hr: "{year} nije vjerojatna godina rođenja",
            sl: "{year} ni verjetno leto rojstva",
        }
        RefuseFideIdZero { en: "0 is not a FIDE ID", hr: "0 nije FIDE ID", sl: "0 ni FIDE ID" }
        RefuseNoTeamWithId { en: "no team with id {id}", hr: "nema ekipe s oznakom {id}", sl: "ni ekipe z oznako {id}" }
        RefuseNoPlayerWithId { en: "no player with id {id}", hr: "nema igrača s oznakom {id}", sl: "ni igralca z oznako {id}" }
        RefuseRoundNotPaired {
            en: "round {round} is not paired (paired rounds: {paired})",
            hr: "parovi {round}. kola nisu određeni (kola s parovima: {paired})",
            sl: "pari {round}. kola niso določeni (kola s pari: {paired})",
        }
        RefuseNoMatch {
            en: "{team} has no match in round {round}",
            hr: "{team} nema meč u {round}. kolu",
            sl: "{team} nima dvoboja v {round}. kolu",
        }
        RefuseSeatingBeforeStart {
            en: "the games of round {round} have not started; before the start a lineup goes on the boards in roster order (kup lineup)",
            hr: "partije {round}. kola nisu počele; prije početka sastav sjeda za ploče redom s popisa (kup lineup)",
            sl: "partije {round}. kola se niso začele; pred začetkom postava sede za deske po vrstnem redu seznama (kup lineup)",
        }
        RefuseNoReason {
            en: "say which rule was broken and what happened",
            hr: "navedite koje je pravilo prekršeno i što se dogodilo",
            sl: "navedite, katero pravilo je bilo kršeno in kaj se je zgodilo",
        }
        RefuseNoGameToLose {
            en: "{team} has no match in round {round}, so no game to lose",
            hr: "{team} nema meč u {round}. kolu, pa ni partiju koju bi izgubila",
            sl: "{team} nima dvoboja v {round}. kolu, zato tudi ne partije, ki bi jo izgubila",
        }
        RefuseNoAllMatchPointsPenalty {
            en: "regulation {regulation} does not take all match points away",
            hr: "pravilnik {regulation} ne oduzima sve meč-bodove",
            sl: "pravilnik {regulation} ne odvzame vseh meč točk",
        }
        RefusePenaltyTwice {
            en: "{team} already has this penalty in round {round}",
            hr: "{team} već ima ovu kaznu u {round}. kolu",
            sl: "{team} že ima to kazen v {round}. kolu",
        }
        RefusePairFirst {
            en: "round {round} must be paired first",
            hr: "najprije treba odrediti parove {round}. kola",
            sl: "najprej je treba določiti pare {round}. kola",
        }
        /// A `PairRound` without its pairing (a journal line from before it carried one).
        RefusePairingNotComputed {
            en: "the automatic pairing of round {round} was not computed; pair the round again",
            hr: "automatski parovi {round}. kola nisu izračunati; ponovno odredite parove kola",
            sl: "samodejni pari {round}. kola niso izračunani; znova določite pare kola",
        }
        RefuseFollowedByPairedRounds {
            en: "round {round} is followed by paired rounds; only the newest can be re-paired",
            hr: "nakon {round}. kola slijede kola s parovima; ponovno se mogu odrediti samo parovi posljednjeg",
            sl: "za {round}. kolom so kola s pari; znova je mogoče določiti le pare zadnjega",
        }
        RefusePairedTwice {
            en: "team {number} ({team}) is paired twice",
            hr: "ekipa {number} ({team}) je u parovima dvaput",
            sl: "ekipa {number} ({team}) je v parih dvakrat",
        }
        RefuseDoesNotPlay {
            en: "team {number} ({team}) does not play in round {round} (withdrawn or not yet entered)",
            hr: "ekipa {number} ({team}) ne igra u {round}. kolu (povučena ili još nije prijavljena)",
            sl: "ekipa {number} ({team}) ne igra v {round}. kolu (umaknjena ali še ni prijavljena)",
        }
        RefuseAnnouncedAbsence {
            en: "team {number} ({team}) announced its absence from round {round}",
            hr: "ekipa {number} ({team}) najavila je izostanak iz {round}. kola",
            sl: "ekipa {number} ({team}) je napovedala odsotnost v {round}. kolu",
        }
        RefuseTeamsNotPaired {
            en: "teams not paired: {numbers}",
            hr: "ekipe bez para: {numbers}",
            sl: "ekipe brez para: {numbers}",
        }
        /// szs-pokal-2018 točka 3: "sicer mora ekipa dvoboj igrati z osnovno postavo".
        RefuseLineupLateBaseLineup {
            en: "{team} plays with its base lineup: the change for round {round} was handed in at {at}, after {due} ({regulation}: otherwise the team must play the match with its base lineup)",
            hr: "{team} igra u osnovnom sastavu: izmjena za {round}. kolo predana je u {at}, nakon {due} ({regulation}: inače ekipa mora meč igrati u osnovnom sastavu)",
            sl: "{team} igra z osnovno postavo: sprememba za {round}. kolo je bila oddana ob {at}, po {due} ({regulation}: sicer mora ekipa dvoboj igrati z osnovno postavo)",
        }
        RefuseLineupLocked {
            en: "the arbiter has locked the lineup of {team} for round {round}: hand a change to the arbiter",
            hr: "sudac je zaključao sastav ekipe {team} za {round}. kolo: izmjenu predajte sucu",
            sl: "sodnik je zaklenil postavo ekipe {team} za {round}. kolo: spremembo oddajte sodniku",
        }
        RefusePhoneLineupEarly {
            en: "the lineup window ({regulation}) opens at {opens} and closes at {due}: hand it in from the phone then",
            hr: "predaja sastava ({regulation}) počinje u {opens} i završava u {due}: predajte ga s telefona tada",
            sl: "oddaja postave ({regulation}) se začne ob {opens} in konča ob {due}: oddajte jo s telefona takrat",
        }
        RefusePhoneLineupLate {
            en: "the lineup window ({regulation}) closed at {due}: a later change is handed to the arbiter",
            hr: "predaja sastava ({regulation}) završila je u {due}: kasniju izmjenu predajte sucu",
            sl: "oddaja postave ({regulation}) se je končala ob {due}: poznejšo spremembo oddajte sodniku",
        }
        RefuseNoLineupToDrop {
            en: "{team} has handed in no lineup for round {round}",
            hr: "ekipa {team} nije predala sastav za {round}. kolo",
            sl: "ekipa {team} ni oddala postave za {round}. kolo",
        }
        RefusePendingResult {
            en: "round {round}, table {table} has no result yet: scores decide the pairing (C.04.6 1.2)",
            hr: "{round}. kolo, stol {table} još nema rezultat: bodovi određuju parove (C.04.6 1.2)",
            sl: "{round}. kolo, miza {table} še nima rezultata: točke določajo pare (C.04.6 1.2)",
        }
        RefuseEventRounds {
            en: "the event has {rounds} rounds",
            hr: "turnir ima {rounds} kola",
            sl: "turnir ima {rounds} kol",
        }
        RefuseRoundRobinNeedsTwo {
            en: "a round robin needs at least 2 teams",
            hr: "za turnir svatko sa svakim potrebne su barem 2 ekipe",
            sl: "za turnir vsak z vsakim sta potrebni vsaj 2 ekipi",
        }
        RefuseRoundRobinRounds {
            en: "the round robin has {rounds} rounds",
            hr: "turnir svatko sa svakim ima {rounds} kola",
            sl: "turnir vsak z vsakim ima {rounds} kol",
        }
        RefuseNoLegalPairing {
            en: "no legal pairing exists (C.04.6 3.3.3): the teams cannot all be paired without a rematch or a forbidden pairing; the chief arbiter pairs this round by hand",
            hr: "ne postoje dopušteni parovi (C.04.6 3.3.3): ekipe se ne mogu sve spariti bez ponovljenog susreta ili zabranjenog para; glavni sudac ručno određuje parove ovog kola",
            sl: "dovoljenih parov ni (C.04.6 3.3.3): vseh ekip ni mogoče združiti v pare brez ponovnega srečanja ali prepovedanega para; glavni sodnik ročno določi pare tega kola",
        }
        RefuseNoLegalBye {
            en: "no legal pairing exists (C.04.6 3.3.3): no team can take the bye and leave the others pairable; the chief arbiter pairs this round by hand",
            hr: "ne postoje dopušteni parovi (C.04.6 3.3.3): nijedna ekipa ne može biti slobodna tako da se ostale mogu spariti; glavni sudac ručno određuje parove ovog kola",
            sl: "dovoljenih parov ni (C.04.6 3.3.3): nobena ekipa ne more biti prosta tako, da bi bilo ostale mogoče združiti v pare; glavni sodnik ročno določi pare tega kola",
        }
        RefuseNoLegalPairingInGroup {
            en: "no legal pairing exists for the scoregroup of {score} (C.04.6 3.3.3); the chief arbiter pairs this round by hand",
            hr: "ne postoje dopušteni parovi za bodovnu skupinu s {score} (C.04.6 3.3.3); glavni sudac ručno određuje parove ovog kola",
            sl: "dovoljenih parov za točkovno skupino s {score} ni (C.04.6 3.3.3); glavni sodnik ročno določi pare tega kola",
        }
        RefuseNoLegalPairingDutch {
            en: "no legal pairing exists (C.04.3 C.4): the teams cannot all be paired without a rematch (C.1), a second bye (C.2), two equal absolute colour preferences meeting (C.3) or a forbidden pairing; the chief arbiter pairs this round by hand",
            hr: "ne postoje dopušteni parovi (C.04.3 C.4): ekipe se ne mogu sve spariti bez ponovljenog susreta (C.1), drugog slobodnog kola (C.2), susreta dviju jednakih apsolutnih želja za bojom (C.3) ili zabranjenog para; glavni sudac ručno određuje parove ovog kola",
            sl: "dovoljenih parov ni (C.04.3 C.4): vseh ekip ni mogoče združiti v pare brez ponovnega srečanja (C.1), drugega prostega kola (C.2), srečanja dveh enakih absolutnih barvnih želja (C.3) ali prepovedanega para; glavni sodnik ročno določi pare tega kola",
        }
        RefuseDutchBracketTooWide {
            en: "the scoregroup of {score} match points has more distinct score differences than kup's pairing of C.04.3 C.6 can weigh; the chief arbiter pairs this round by hand",
            hr: "skupina s {score} meč-bodova ima više različitih razlika u bodovima nego što kupovo sparivanje po C.04.3 C.6 može odvagnuti; glavni sudac ručno određuje parove ovog kola",
            sl: "skupina s {score} meč točkami ima več različnih razlik v točkah, kot jih kupovo žrebanje po C.04.3 C.6 lahko pretehta; glavni sodnik ročno določi pare tega kola",
        }
        RefuseSwissPairingFixed {
            en: "the pairing system is fixed once round 1 is paired: every round of a Swiss is paired by one system",
            hr: "sustav sparivanja utvrđen je kad je 1. kolo spareno: sva kola švicarskog sustava sparuju se istim sustavom",
            sl: "sistem žrebanja je določen, ko je 1. kolo izžrebano: vsa kola švicarskega sistema se žrebajo po istem sistemu",
        }
        RefuseSwissPairingRoundRobin {
            en: "a round robin is paired by the Berger tables (C.05 Annex 1); the pairing system applies to a Swiss only",
            hr: "turnir svatko sa svakim sparuje se po Bergerovim tablicama (C.05, Dodatak 1); sustav sparivanja vrijedi samo za švicarski sustav",
            sl: "turnir vsak z vsakim se žreba po Bergerjevih tablicah (C.05, Dodatek 1); sistem žrebanja velja le za švicarski sistem",
        }
        RefuseLegacyNeedsMatchPoints {
            en: "the legacy team mode (C.04.3 applied to teams) pairs by match points; the regulation's primary score is game points",
            hr: "stari ekipni način (C.04.3 primijenjen na ekipe) sparuje po meč-bodovima; glavni kriterij pravilnika su pojedinačni bodovi",
            sl: "stari ekipni način (C.04.3 za ekipe) žreba po meč točkah; glavno merilo pravilnika so osnovne točke",
        }
        RefuseNoSuchForbiddenPairing {
            en: "no forbidden pairing names exactly teams {teams} (kup forbid DIR lists them)",
            hr: "nijedan zabranjeni par ne navodi točno ekipe {teams} (kup forbid DIR ih ispisuje)",
            sl: "noben prepovedan par ne navaja natanko ekip {teams} (kup forbid DIR jih izpiše)",
        }
        RefuseRoundRobinNeedsPairingNumbers {
            en: "a round robin needs its pairing numbers (C.05 Annex 1); none are recorded",
            hr: "turnir svatko sa svakim treba ždrijebne brojeve (C.05, Dodatak 1); nijedan nije upisan",
            sl: "turnir vsak z vsakim potrebuje žrebne številke (C.05, Dodatek 1); nobena ni vpisana",
        }
        RefuseForbidNeedsTwo {
            en: "name at least two teams: a forbidden pairing keeps teams apart (TRF-2026 record 260)",
            hr: "navedite barem dvije ekipe: zabranjeni par drži ekipe razdvojene (TRF-2026, zapis 260)",
            sl: "navedite vsaj dve ekipi: prepovedan par drži ekipe narazen (TRF-2026, zapis 260)",
        }
        RefuseTeamNumberTwice {
            en: "team {number} is named twice",
            hr: "ekipa {number} navedena je dvaput",
            sl: "ekipa {number} je navedena dvakrat",
        }
        RefuseForbidInRoundRobin {
            en: "a round robin pairs by the Berger tables (C.05 Annex 1), where every team meets every other: teams cannot be kept apart",
            hr: "turnir svatko sa svakim sparuje se po Bergerovim tablicama (C.05, Dodatak 1), u kojima svaka ekipa igra sa svakom: ekipe se ne mogu razdvojiti",
            sl: "turnir vsak z vsakim se pari po Bergerjevih tabelah (C.05, Dodatek 1), kjer vsaka ekipa igra z vsako: ekip ni mogoče držati narazen",
        }
        RefuseLastRound {
            en: "must be between the first round ({first}) and {most}",
            hr: "mora biti između prvog kola ({first}) i {most}",
            sl: "mora biti med prvim kolom ({first}) in {most}",
        }
        RefuseAlreadyKeptApart {
            en: "teams {teams} are already kept apart; clear that first to change its rounds",
            hr: "ekipe {teams} već su razdvojene; najprije to uklonite da biste promijenili kola",
            sl: "ekipe {teams} so že narazen; najprej to odstranite, da spremenite kola",
        }
    } };
}
