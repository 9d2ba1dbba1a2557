//! The help of each subcommand's arguments and options, and of their values (`cli::help`).
//! The English text is the doc comment, word for word: the command line finds an entry by
//! it, so a doc comment changed without its entry here fails a test.

macro_rules! help_args {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
        ArgHelpRegulationFile {
            en: "A regulation file (RON), e.g. an edited copy of a preset",
            hr: "Datoteka pravilnika (RON), npr. uređena kopija predloška",
            sl: "Datoteka pravilnika (RON), npr. urejena kopija predloge",
        }
        ArgHelpAdmitOverride {
            en: "Add him although the regulation closes the roster at the start (the chief arbiter's decision; `kup check` reports it)",
            hr: "Dodaj ga iako pravilnik zatvara popis na početku (odluka glavnog suca; `kup check` to javlja)",
            sl: "Dodaj ga, čeprav pravilnik zapre seznam ob začetku (odločitev glavnega sodnika; `kup check` to sporoči)",
        }
        ArgHelpAfterRound {
            en: "After this round (default: the round in play)",
            hr: "Nakon ovog kola (zadano: kolo koje je u tijeku)",
            sl: "Po tem kolu (privzeto: kolo, ki poteka)",
        }
        ArgHelpBoardInMatch {
            en: "Board number in the match",
            hr: "Broj ploče u meču",
            sl: "Številka deske v dvoboju",
        }
        ArgHelpBoardInTeamMatch {
            en: "Board number in the team's match",
            hr: "Broj ploče u meču ekipe",
            sl: "Številka deske v dvoboju ekipe",
        }
        ArgHelpBoardThenResult {
            en: "Board number and its result, White's first as on a scoresheet, whichever team's player has White: 1-0, 0-1, 1/2, +-, -+, -- (or \"clear\")",
            hr: "Broj ploče i njezin rezultat, najprije bijeli kao na zapisniku, koje god ekipe igrač imao bijele: 1-0, 0-1, 1/2, +-, -+, -- (ili \"clear\")",
            sl: "Številka deske in njen izid, najprej beli kot na zapisniku, ne glede na to, katere ekipe igralec ima bele: 1-0, 0-1, 1/2, +-, -+, -- (ali \"clear\")",
        }
        ArgHelpPlayerBoard {
            en: "Board of the player, 1-based",
            hr: "Ploča igrača, od 1",
            sl: "Deska igralca, od 1",
        }
        ArgHelpLineupOverride {
            en: "Change the base lineup although round 1 is paired (recorded in the journal)",
            hr: "Promijeni osnovni sastav iako je 1. kolo sparivano (bilježi se u dnevnik)",
            sl: "Spremeni osnovno postavo, čeprav je 1. kolo žrebano (zapiše se v dnevnik)",
        }
        ArgHelpChiefArbiter {
            en: "Chief arbiter (TRF record 102)",
            hr: "Glavni sudac (TRF zapis 102)",
            sl: "Glavni sodnik (zapis TRF 102)",
        }
        ArgHelpInitialColour {
            en: "Choose the initial colour of a Swiss instead of drawing it: white or black. With --manual it is recorded for the later rounds",
            hr: "Odaberi početnu boju švicarskog sustava umjesto ždrijeba: white ili black. Uz --manual bilježi se za kasnija kola",
            sl: "Izberi začetno barvo švicarskega sistema namesto žreba: white ali black. Z --manual se zapiše za poznejša kola",
        }
        ArgHelpCitizenship {
            en: "Citizenship code, if not the organiser's country",
            hr: "Oznaka državljanstva, ako nije zemlja organizatora",
            sl: "Oznaka državljanstva, če ni država organizatorja",
        }
        ArgHelpEventCity {
            en: "City of the event (TRF record 022)",
            hr: "Grad događaja (TRF zapis 022)",
            sl: "Kraj dogodka (zapis TRF 022)",
        }
        ArgHelpFirstRoundDate {
            en: "Date of round 1, YYYY-MM-DD (asked for on a terminal when not given). The regulation gives the rounds and their times of day, never its own year's dates",
            hr: "Datum 1. kola, GGGG-MM-DD (na terminalu se pita ako nije zadan). Pravilnik daje kola i njihova doba dana, nikad datume svoje godine",
            sl: "Datum 1. kola, LLLL-MM-DD (na terminalu se vpraša, če ni podan). Pravilnik da kola in njihove ure, nikoli datumov svojega leta",
        }
        ArgHelpRoundDate {
            en: "Date of the round, YYYY-MM-DD (the time of day stays)",
            hr: "Datum kola, GGGG-MM-DD (doba dana ostaje)",
            sl: "Datum kola, LLLL-MM-DD (ura ostane)",
        }
        ArgHelpLaterRoundDates {
            en: "Dates of rounds 2, 3, … (comma-separated) instead of the regulation's spacing",
            hr: "Datumi 2., 3., … kola (odvojeni zarezom) umjesto razmaka iz pravilnika",
            sl: "Datumi 2., 3., … kola (ločeni z vejico) namesto razmika iz pravilnika",
        }
        ArgHelpRoundSpacing {
            en: "Days between one round and the next instead of the regulation's spacing",
            hr: "Broj dana između dva kola umjesto razmaka iz pravilnika",
            sl: "Število dni med dvema koloma namesto razmika iz pravilnika",
        }
        ArgHelpDeputies {
            en: "Deputy arbiters separated by semicolons (\"Babić, Ivo; Car, Eva\"); an empty value removes them all",
            hr: "Zamjenici suca odvojeni točkom sa zarezom (\"Babić, Ivo; Car, Eva\"); prazna vrijednost briše sve",
            sl: "Namestniki sodnika, ločeni s podpičjem (\"Babić, Ivo; Car, Eva\"); prazna vrednost izbriše vse",
        }
        ArgHelpDirToCreate {
            en: "Directory to create",
            hr: "Mapa koju treba stvoriti",
            sl: "Mapa, ki naj se ustvari",
        }
        ArgHelpUnpair {
            en: "Discard the pairing of the newest round (while it has no results)",
            hr: "Poništi sparivanje najnovijeg kola (dok nema rezultata)",
            sl: "Razveljavi žreb najnovejšega kola (dokler nima rezultatov)",
        }
        ArgHelpApplyForfeits {
            en: "Enter the forfeits due as results (one change, undone as one); without it, only list",
            hr: "Upiši dospjele kontumacije kao rezultate (jedna promjena, poništava se kao jedna); bez toga samo popis",
            sl: "Vpiši zapadle kontumacije kot rezultate (ena sprememba, razveljavi se kot ena); brez tega le seznam",
        }
        ArgHelpFlipColours {
            en: "Exchange the colours of a table of the newest round",
            hr: "Zamijeni boje za stolom najnovijeg kola",
            sl: "Zamenjaj barvi pri mizi najnovejšega kola",
        }
        ArgHelpSwapTeams {
            en: "Exchange two teams between matches of the newest round: \"3,7\" (starting numbers)",
            hr: "Zamijeni dvije ekipe između mečeva najnovijeg kola: \"3,7\" (startni brojevi)",
            sl: "Zamenjaj ekipi med dvoboji najnovejšega kola: \"3,7\" (startni številki)",
        }
        ArgHelpExplainCriterion {
            en: "Explain only this criterion (its code, e.g. OSB57), term by term",
            hr: "Objasni samo ovaj kriterij (njegova oznaka, npr. OSB57), član po član",
            sl: "Pojasni le ta kriterij (njegova oznaka, npr. OSB57), člen za členom",
        }
        ArgHelpExplainPairing {
            en: "Explain the pairing of --round: scoregroups, floaters, the criteria that decided",
            hr: "Objasni sparivanje kola --round: skupine po bodovima, plutajući, kriteriji koji su odlučili",
            sl: "Pojasni žreb kola --round: točkovne skupine, plavajoči, merila, ki so odločila",
        }
        ArgHelpFideId {
            en: "FIDE ID",
            hr: "FIDE ID",
            sl: "FIDE ID",
        }
        ArgHelpFederation {
            en: "FIDE federation code, e.g. CRO, SLO",
            hr: "Oznaka FIDE saveza, npr. CRO, SLO",
            sl: "Oznaka zveze FIDE, npr. CRO, SLO",
        }
        ArgHelpFideRating {
            en: "FIDE rating (Elo)",
            hr: "FIDE rejting (Elo)",
            sl: "Rating FIDE (Elo)",
        }
        ArgHelpFideTitle {
            en: "FIDE title, e.g. GM, IM, WFM",
            hr: "FIDE naslov, npr. GM, IM, WFM",
            sl: "Naziv FIDE, npr. GM, IM, WFM",
        }
        ArgHelpFirstMissedRound {
            en: "First round the team misses",
            hr: "Prvo kolo koje ekipa propušta",
            sl: "Prvo kolo, ki ga ekipa izpusti",
        }
        ArgHelpSwissMode {
            en: "How the Swiss is paired (default team-swiss, FIDE C.04.6; dutch: the legacy team mode)",
            hr: "Kako se sparuje švicarski sustav (zadano team-swiss, FIDE C.04.6; dutch: stari ekipni način)",
            sl: "Kako se žreba švicarski sistem (privzeto team-swiss, FIDE C.04.6; dutch: stari ekipni način)",
        }
        ArgHelpFormatTextJson {
            en: "How to print: text for people, json for programs",
            hr: "Kako ispisati: text za ljude, json za programe",
            sl: "Kako izpisati: text za ljudi, json za programe",
        }
        ArgHelpFormatTextTsvJson {
            en: "How to print: text for people, tsv or json for programs",
            hr: "Kako ispisati: text za ljude, tsv ili json za programe",
            sl: "Kako izpisati: text za ljudi, tsv ali json za programe",
        }
        ArgHelpFormatExact {
            en: "How to print: text for people; tsv or json for programs (the records of `kup export --format csv`, every cell exact)",
            hr: "Kako ispisati: text za ljude; tsv ili json za programe (zapisi iz `kup export --format csv`, svaka ćelija točna)",
            sl: "Kako izpisati: text za ljudi; tsv ali json za programe (zapisi iz `kup export --format csv`, vsaka celica natančna)",
        }
        ArgHelpTournamentNameDefault {
            en: "Name of the tournament (default: the regulation's title)",
            hr: "Naziv turnira (zadano: naslov pravilnika)",
            sl: "Ime turnirja (privzeto: naslov pravilnika)",
        }
        ArgHelpTournamentName {
            en: "Name of the tournament",
            hr: "Naziv turnira",
            sl: "Ime turnirja",
        }
        ArgHelpNationalRating {
            en: "National rating",
            hr: "Nacionalni rejting",
            sl: "Nacionalni rating",
        }
        ArgHelpNewRosterPosition {
            en: "New roster position (1 = board 1 of the base lineup)",
            hr: "Novo mjesto na popisu (1 = 1. ploča osnovnog sastava)",
            sl: "Novo mesto na seznamu (1 = 1. deska osnovne postave)",
        }
        ArgHelpOnlyTable {
            en: "Only this table (match)",
            hr: "Samo ovaj stol (meč)",
            sl: "Samo ta miza (dvoboj)",
        }
        ArgHelpEngineCheck {
            en: "Pairings and tie-breaks checker: re-pair every round of the file, recompute its standings; exit status 1 when anything differs",
            hr: "Provjera sparivanja i dodatnih kriterija: ponovno sparuje svako kolo datoteke, ponovno računa poredak; izlazni status 1 kad se išta razlikuje",
            sl: "Preverjanje žreba in dodatnih meril: ponovno žreba vsako kolo datoteke, ponovno izračuna vrstni red; izhodni status 1, ko se kaj razlikuje",
        }
        ArgHelpExportMode {
            en: "Permissions of a file the export creates, in octal (600: the owner's alone, since an export holds the players' birth years and ratings). By default the umask decides, as for every Unix tool. Only with -o: standard output has no permissions to set",
            hr: "Dozvole datoteke koju izvoz stvara, oktalno (600: samo vlasnikova, jer izvoz sadrži godine rođenja i rejtinge igrača). Zadano odlučuje umask, kao za svaki Unix alat. Samo uz -o: standardni izlaz nema dozvola",
            sl: "Dovoljenja datoteke, ki jo ustvari izvoz, osmiško (600: le lastnikova, ker izvoz vsebuje letnice rojstva in ratinge igralcev). Privzeto odloči umask, kot za vsako orodje Unix. Samo z -o: standardni izhod nima dovoljenj",
        }
        ArgHelpPresetToPrint {
            en: "Preset to print",
            hr: "Predložak za ispis",
            sl: "Predloga za izpis",
        }
        ArgHelpEngineGenerate {
            en: "Random tournament generator: write a tournament of --teams teams and --rounds rounds paired by the engine under --system (default team-swiss), drawn from --seed (a team-swiss event its regulation too: colour preferences, primary score, bye award, teams kept apart, withdrawals, late entries), as a TRF-2026 file (-o) the checker reads",
            hr: "Generator slučajnih turnira: zapiše turnir od --teams ekipa i --rounds kola koji motor sparuje po sustavu --system (zadano team-swiss), izvučen iz --seed (za team-swiss izvlači se i pravilnik: preferencije boja, primarni bodovi, bodovi za slobodnog, razdvojene ekipe, odustajanja, kasne prijave), kao TRF-2026 datoteku (-o) koju provjera čita",
            sl: "Generator naključnih turnirjev: zapiše turnir s --teams ekipami in --rounds koli, ki ga pogon žreba po sistemu --system (privzeto team-swiss), izžreban iz --seed (za team-swiss se izžreba tudi pravilnik: barvne preference, primarne točke, točke za prostega, ločene ekipe, odstope, pozne prijave), kot datoteko TRF-2026 (-o), ki jo preverjanje prebere",
        }
        ArgHelpPreset {
            en: "Regulation preset (see `kup presets`)",
            hr: "Predložak pravilnika (vidi `kup presets`)",
            sl: "Predloga pravilnika (glej `kup presets`)",
        }
        ArgHelpEnginePreset {
            en: "Regulation preset for what a TRF does not state (awards of forfeits and absences; default kzz-2015); the file's own facts (boards, rounds, bye, 192, 362) win. The generator writes its own event, so it takes none",
            hr: "Predložak pravilnika za ono što TRF ne navodi (bodovi za kontumacije i izostanke; zadano kzz-2015); činjenice same datoteke (ploče, kola, slobodan, 192, 362) imaju prednost. Generator piše svoj događaj, pa ga ne uzima",
            sl: "Predloga pravilnika za tisto, česar TRF ne navaja (točke za kontumacije in odsotnosti; privzeto kzz-2015); dejstva same datoteke (deske, kola, prost, 192, 362) imajo prednost. Generator piše svoj dogodek, zato je ne vzame",
        }
        ArgHelpImportPreset {
            en: "Regulation preset that ranks the event (see `kup presets`); the event's facts the file states (boards, match points, bye, rounds) override it",
            hr: "Predložak pravilnika po kojem se rangira (vidi `kup presets`); činjenice događaja koje datoteka navodi (ploče, meč-bodovi, slobodan, kola) imaju prednost",
            sl: "Predloga pravilnika, po kateri se razvršča (glej `kup presets`); dejstva dogodka, ki jih datoteka navaja (deske, meč točke, prost, kola), imajo prednost",
        }
        ArgHelpRosterPosition {
            en: "Roster position of the player (1-based)",
            hr: "Mjesto igrača na popisu (od 1)",
            sl: "Mesto igralca na seznamu (od 1)",
        }
        ArgHelpSeatingOrder {
            en: "Roster positions in the order the players sat, board 1 first, e.g. 2,1,3,4",
            hr: "Mjesta na popisu redom kojim su igrači sjeli, od 1. ploče, npr. 2,1,3,4",
            sl: "Mesta na seznamu v vrstnem redu, kot so igralci sedli, od 1. deske, npr. 2,1,3,4",
        }
        ArgHelpLineupPositions {
            en: "Roster positions of the players, e.g. 1,2,3,5; they go on the boards in roster order",
            hr: "Mjesta igrača na popisu, npr. 1,2,3,5; idu na ploče redom popisa",
            sl: "Mesta igralcev na seznamu, npr. 1,2,3,5; sedejo na deske v vrstnem redu seznama",
        }
        ArgHelpRoundDefaultNewest {
            en: "Round (default: the round in play)",
            hr: "Kolo (zadano: kolo koje je u tijeku)",
            sl: "Kolo (privzeto: kolo, ki poteka)",
        }
        ArgHelpRoundToPair {
            en: "Round to pair (default: the next one)",
            hr: "Kolo za sparivanje (zadano: sljedeće)",
            sl: "Kolo za žreb (privzeto: naslednje)",
        }
        ArgHelpRoundToPlan {
            en: "Round to plan (it need not be paired yet); without it the schedule is printed",
            hr: "Kolo koje se planira (ne mora biti sparivano); bez njega ispisuje se raspored",
            sl: "Kolo, ki se načrtuje (ni nujno že žrebano); brez njega se izpiše razpored",
        }
        ArgHelpRoundToPrint {
            en: "Round to print (default: the round in play)",
            hr: "Kolo za ispis (zadano: kolo koje je u tijeku)",
            sl: "Kolo za izpis (privzeto: kolo, ki poteka)",
        }
        ArgHelpGeneratedRounds {
            en: "Rounds of the generated tournament (default: a Swiss of 5, the whole round robin)",
            hr: "Kola generiranog turnira (zadano: švicarski od 5, cijeli kružni)",
            sl: "Kola ustvarjenega turnirja (privzeto: švicarski s 5, ves krožni)",
        }
        ArgHelpBanRounds {
            en: "Rounds the ban holds for: \"3-5\", \"3-\" (to the end) or \"4\"; default: from the next round to pair to the end",
            hr: "Kola na koja se zabrana odnosi: \"3-5\", \"3-\" (do kraja) ili \"4\"; zadano: od sljedećeg kola za sparivanje do kraja",
            sl: "Kola, za katera velja prepoved: \"3-5\", \"3-\" (do konca) ali \"4\"; privzeto: od naslednjega kola za žreb do konca",
        }
        ArgHelpScheduledStart {
            en: "Scheduled start: 2015-02-15T09:30 (in the hall's time) or with an offset; \"clear\" goes back to the regulation's schedule",
            hr: "Početak po rasporedu: 2015-02-15T09:30 (vrijeme dvorane) ili s pomakom; \"clear\" vraća raspored iz pravilnika",
            sl: "Začetek po razporedu: 2015-02-15T09:30 (čas v dvorani) ali z zamikom; \"clear\" vrne razpored iz pravilnika",
        }
        ArgHelpLotSeedRepeatable {
            en: "Seed of the draw (default: drawn from the clock); shown and kept, so the draw can be repeated",
            hr: "Sjeme ždrijeba (zadano: iz sata); prikazuje se i čuva, pa se ždrijeb može ponoviti",
            sl: "Seme žreba (privzeto: iz ure); prikaže se in shrani, zato se žreb lahko ponovi",
        }
        ArgHelpGeneratorSeed {
            en: "Seed of the generated tournament: the same seed writes the same file",
            hr: "Sjeme generiranog turnira: isto sjeme piše istu datoteku",
            sl: "Seme ustvarjenega turnirja: isto seme zapiše isto datoteko",
        }
        ArgHelpPairingLotSeed {
            en: "Seed of the lot (initial colour of a Swiss, pairing numbers of a round robin); drawn from the clock when not given, and recorded either way",
            hr: "Sjeme ždrijeba (početna boja švicarskog sustava, brojevi za sparivanje kružnog); iz sata ako nije zadano, i u oba slučaja se bilježi",
            sl: "Seme žreba (začetna barva švicarskega sistema, številke za žreb krožnega); iz ure, če ni podano, in v obeh primerih se zapiše",
        }
        ArgHelpStandingsAfter {
            en: "Standings after this round (default: the round in play)",
            hr: "Poredak nakon ovog kola (zadano: kolo koje je u tijeku)",
            sl: "Vrstni red po tem kolu (privzeto: kolo, ki poteka)",
        }
        ArgHelpPlayersTeam {
            en: "Starting number of the player's team",
            hr: "Startni broj igračeve ekipe",
            sl: "Startna številka igralčeve ekipe",
        }
        ArgHelpTeam {
            en: "Starting number of the team",
            hr: "Startni broj ekipe",
            sl: "Startna številka ekipe",
        }
        ArgHelpTiedTeams {
            en: "Starting numbers of the teams still tied, e.g. 3,7",
            hr: "Startni brojevi ekipa koje su još izjednačene, npr. 3,7",
            sl: "Startne številke ekip, ki so še izenačene, npr. 3,7",
        }
        ArgHelpPlayoffTeams {
            en: "Starting numbers of the two teams of the play-off match, e.g. 3,7 (three or more tied: one pair at a time)",
            hr: "Startni brojevi dviju ekipa u meču doigravanja, npr. 3,7 (tri ili više izjednačenih: par po par)",
            sl: "Startni številki ekip v dodatnem dvoboju, npr. 3,7 (tri ali več izenačenih: par za parom)",
        }
        ArgHelpPlayoffSeed {
            en: "Seed of the lot for the colours (default: drawn from the clock); shown and kept",
            hr: "Sjeme ždrijeba boja (zadano: iz sata); prikazuje se i čuva",
            sl: "Seme žreba barv (privzeto: iz ure); prikaže se in shrani",
        }
        ArgHelpPlayoffResults {
            en: "A match's results, board 1 first, White's score first: \"1-0 1/2 1/2 0-1\"",
            hr: "Rezultati meča, od 1. ploče, prvo bodovi bijelog: \"1-0 1/2 1/2 0-1\"",
            sl: "Izidi dvoboja, od 1. deske, najprej točke belega: \"1-0 1/2 1/2 0-1\"",
        }
        ArgHelpPlayoffMatch {
            en: "The play-off match the results are for: 1, or 2 for a match that follows",
            hr: "Meč doigravanja na koji se rezultati odnose: 1, ili 2 za meč koji slijedi",
            sl: "Dvoboj, na katerega se izidi nanašajo: 1 ali 2 za dvoboj, ki sledi",
        }
        ArgHelpCompareTeams {
            en: "Starting numbers of the teams to compare, e.g. 3,7 (one number: explain its values)",
            hr: "Startni brojevi ekipa za usporedbu, npr. 3,7 (jedan broj: objasni njegove vrijednosti)",
            sl: "Startne številke ekip za primerjavo, npr. 3,7 (ena številka: pojasni njene vrednosti)",
        }
        ArgHelpForbidTeams {
            en: "Starting numbers of the teams to keep apart, e.g. 3,7 (none of them is paired with another); without it, the forbidden pairings are listed",
            hr: "Startni brojevi ekipa koje treba razdvojiti, npr. 3,7 (nijedna se ne sparuje s drugom); bez toga ispisuju se zabranjena sparivanja",
            sl: "Startne številke ekip, ki naj bodo ločene, npr. 3,7 (nobena ne igra z drugo); brez tega se izpišejo prepovedani pari",
        }
        ArgHelpPairingNumbers {
            en: "Starting numbers, the team with pairing number 1 first, e.g. 3,1,4,2",
            hr: "Startni brojevi, prvo ekipa s brojem za sparivanje 1, npr. 3,1,4,2",
            sl: "Startne številke, najprej ekipa z žrebno številko 1, npr. 3,1,4,2",
        }
        ArgHelpTable {
            en: "Table (match) number in the round",
            hr: "Broj stola (meča) u kolu",
            sl: "Številka mize (dvoboja) v kolu",
        }
        ArgHelpUndoArrival {
            en: "Take a mistaken arrival back: the player counts as not arrived",
            hr: "Povuci pogrešan dolazak: igrač se vodi kao da nije stigao",
            sl: "Prekliči napačen prihod: igralec velja, kot da ni prišel",
        }
        ArgHelpLiftForbid {
            en: "Take back the forbidden pairing that names exactly these teams",
            hr: "Povuci zabranu sparivanja koja navodi točno ove ekipe",
            sl: "Prekliči prepoved para, ki navaja natanko te ekipe",
        }
        ArgHelpClearAbsence {
            en: "Take the announcement back: the team is paired in that round again",
            hr: "Povuci najavu: ekipa se u tom kolu ponovno sparuje",
            sl: "Prekliči najavo: ekipa je v tem kolu spet žrebana",
        }
        ArgHelpGeneratedTeams {
            en: "Teams of the generated tournament",
            hr: "Ekipe generiranog turnira",
            sl: "Ekipe ustvarjenega turnirja",
        }
        ArgHelpEngineInput {
            en: "The TRF (TRF-2026 or TRF16, team records 310/013) whose next round to pair",
            hr: "TRF (TRF-2026 ili TRF16, ekipni zapisi 310/013) čije sljedeće kolo treba spariti",
            sl: "TRF (TRF-2026 ali TRF16, ekipni zapisi 310/013), katerega naslednje kolo naj se izžreba",
        }
        ArgHelpGeneratorOutput {
            en: "The TRF file the generator writes",
            hr: "TRF datoteka koju generator piše",
            sl: "Datoteka TRF, ki jo zapiše generator",
        }
        ArgHelpTrfFile {
            en: "The TRF file",
            hr: "TRF datoteka",
            sl: "Datoteka TRF",
        }
        ArgHelpReason {
            en: "The arbiter's words: what happened",
            hr: "Riječi suca: što se dogodilo",
            sl: "Besede sodnika: kaj se je zgodilo",
        }
        ArgHelpClub {
            en: "The club the team plays for",
            hr: "Klub za koji ekipa igra",
            sl: "Klub, za katerega igra ekipa",
        }
        ArgHelpEventFirstDay {
            en: "The event's first day, YYYY-MM-DD",
            hr: "Prvi dan događaja, GGGG-MM-DD",
            sl: "Prvi dan dogodka, LLLL-MM-DD",
        }
        ArgHelpEventLastDay {
            en: "The event's last day, YYYY-MM-DD",
            hr: "Zadnji dan događaja, GGGG-MM-DD",
            sl: "Zadnji dan dogodka, LLLL-MM-DD",
        }
        ArgHelpFileFormat {
            en: "The file format",
            hr: "Format datoteke",
            sl: "Oblika datoteke",
        }
        ArgHelpMatchScore {
            en: "The match score only, first-named team first, e.g. 2.5-1.5 (or \"clear\")",
            hr: "Samo rezultat meča, prvo prvonavedena ekipa, npr. 2.5-1.5 (ili \"clear\")",
            sl: "Samo izid dvoboja, najprej prva navedena ekipa, npr. 2.5-1.5 (ali \"clear\")",
        }
        ArgHelpNewStartingNumber {
            en: "The new starting number",
            hr: "Novi startni broj",
            sl: "Nova startna številka",
        }
        ArgHelpOrganiserFederation {
            en: "The organiser's FIDE federation, e.g. CRO (default: the regulation's); players of another federation count as foreign",
            hr: "FIDE savez organizatora, npr. CRO (zadano: iz pravilnika); igrači drugog saveza računaju se kao strani",
            sl: "Zveza FIDE organizatorja, npr. CRO (privzeto: iz pravilnika); igralci druge zveze štejejo za tuje",
        }
        ArgHelpNewTimeZone {
            en: "The hall's time zone, e.g. Europe/Zagreb (default: the federation's; asked for on a terminal when the federation names none). Every time of the event is the hall's, whatever the zone of the machine kup runs on",
            hr: "Vremenska zona dvorane, npr. Europe/Zagreb (zadano: zona saveza; na terminalu se pita kad je savez ne određuje). Sva vremena turnira su vremena dvorane, bez obzira na zonu računala na kojem kup radi",
            sl: "Časovni pas dvorane, npr. Europe/Ljubljana (privzeto: pas zveze; na terminalu se vpraša, ko ga zveza ne določa). Vsi časi turnirja so časi dvorane, ne glede na pas računalnika, na katerem teče kup",
        }
        ArgHelpTimeZone {
            en: "The hall's time zone, e.g. Europe/Zagreb; the planned rounds keep their times of day",
            hr: "Vremenska zona dvorane, npr. Europe/Zagreb; zakazana kola zadržavaju svoja vremena",
            sl: "Časovni pas dvorane, npr. Europe/Ljubljana; načrtovana kola obdržijo svoje ure",
        }
        ArgHelpManualPairing {
            en: "The pairing by hand, by starting numbers, first-named team first: \"1-5,2-6,3-7,4\" (a lone number is the bye)",
            hr: "Sparivanje ručno, po startnim brojevima, prvo prvonavedena ekipa: \"1-5,2-6,3-7,4\" (broj sam za sebe je slobodan)",
            sl: "Žreb ročno, po startnih številkah, najprej prva navedena ekipa: \"1-5,2-6,3-7,4\" (samostojna številka je prost)",
        }
        ArgHelpCheckSystem {
            en: "The pairing system (for --check, default: from record 192)",
            hr: "Sustav sparivanja (za --check, zadano: iz zapisa 192)",
            sl: "Sistem žreba (za --check, privzeto: iz zapisa 192)",
        }
        ArgHelpPenaltyNumber {
            en: "The penalty's number in `kup penalty list`",
            hr: "Broj kazne u `kup penalty list`",
            sl: "Številka kazni v `kup penalty list`",
        }
        ArgHelpUnregistered {
            en: "The player is not registered with the federation for this club and season",
            hr: "Igrač nije registriran u savezu za ovaj klub i sezonu",
            sl: "Igralec ni registriran pri zvezi za ta klub in sezono",
        }
        ArgHelpPositionOnRoster {
            en: "The player's position on the team's roster",
            hr: "Mjesto igrača na popisu ekipe",
            sl: "Mesto igralca na seznamu ekipe",
        }
        ArgHelpRatingList {
            en: "The rating list (TXT or XML, unzipped)",
            hr: "Rejting lista (TXT ili XML, raspakirana)",
            sl: "Ratinška lista (TXT ali XML, razpakirana)",
        }
        ArgHelpRosterFile {
            en: "The roster file",
            hr: "Datoteka s popisom",
            sl: "Datoteka s seznamom",
        }
        ArgHelpAbsentRound {
            en: "The round the team will not come to",
            hr: "Kolo na koje ekipa neće doći",
            sl: "Kolo, na katero ekipa ne bo prišla",
        }
        ArgHelpRound {
            en: "The round",
            hr: "Kolo",
            sl: "Kolo",
        }
        ArgHelpExportRound {
            en: "The round: its pairings, or the standings after it (default: the round in play)",
            hr: "Kolo: njegova sparivanja ili poredak nakon njega (zadano: kolo koje je u tijeku)",
            sl: "Kolo: njegov žreb ali vrstni red po njem (privzeto: kolo, ki poteka)",
        }
        ArgHelpShell {
            en: "The shell: bash, zsh, fish, powershell or elvish",
            hr: "Ljuska: bash, zsh, fish, powershell ili elvish",
            sl: "Lupina: bash, zsh, fish, powershell ali elvish",
        }
        ArgHelpSwissSystem {
            en: "The system to pair the Swiss by (before round 1); without it, the current one is printed",
            hr: "Sustav po kojem se sparuje švicarski (prije 1. kola); bez njega ispisuje se trenutni",
            sl: "Sistem, po katerem se žreba švicarski (pred 1. kolom); brez njega se izpiše trenutni",
        }
        ArgHelpTeamCity {
            en: "The team's city",
            hr: "Grad ekipe",
            sl: "Kraj ekipe",
        }
        ArgHelpTeamName {
            en: "The team's name",
            hr: "Naziv ekipe",
            sl: "Ime ekipe",
        }
        ArgHelpMeasureAt {
            en: "The time to measure against (default: now)",
            hr: "Vrijeme prema kojem se mjeri (zadano: sada)",
            sl: "Čas, glede na katerega se meri (privzeto: zdaj)",
        }
        ArgHelpFederationCode {
            en: "Three-letter FIDE code, e.g. CRO",
            hr: "Troslovna FIDE oznaka, npr. CRO",
            sl: "Tričrkovna oznaka FIDE, npr. CRO",
        }
        ArgHelpTimeControl {
            en: "Time control as printed, e.g. \"90 min + 30 s/move\"",
            hr: "Tempo igre kako se ispisuje, npr. \"90 min + 30 s/potez\"",
            sl: "Tempo igre, kot se izpiše, npr. \"90 min + 30 s/potezo\"",
        }
        ArgHelpRoundTime {
            en: "Time of day of the round's start, HH:MM (the date stays)",
            hr: "Doba dana početka kola, HH:MM (datum ostaje)",
            sl: "Ura začetka kola, HH:MM (datum ostane)",
        }
        ArgHelpTournamentDirToCreate {
            en: "Tournament directory to create",
            hr: "Mapa turnira koju treba stvoriti",
            sl: "Mapa turnirja, ki naj se ustvari",
        }
        ArgHelpTournamentDir {
            en: "Tournament directory",
            hr: "Mapa turnira",
            sl: "Mapa turnirja",
        }
        ArgHelpRoundVenue {
            en: "Venue of the round",
            hr: "Mjesto igranja kola",
            sl: "Prizorišče kola",
        }
        ArgHelpPrintoutKind {
            en: "What to print (html, csv, txt)",
            hr: "Što ispisati (html, csv, txt)",
            sl: "Kaj izpisati (html, csv, txt)",
        }
        ArgHelpLineupHandedIn {
            en: "When the captain handed the lineup in (RFC 3339), checked against the regulation's window or deadline",
            hr: "Kad je kapetan predao sastav (RFC 3339), provjerava se prema roku ili prozoru iz pravilnika",
            sl: "Kdaj je kapetan oddal postavo (RFC 3339), preveri se glede na rok ali okno iz pravilnika",
        }
        ArgHelpClocksStarted {
            en: "When the clocks were started: 09:32 (on the round's day), 2015-02-15T09:32 (default: now)",
            hr: "Kad su satovi pokrenuti: 09:32 (na dan kola), 2015-02-15T09:32 (zadano: sada)",
            sl: "Kdaj so bile ure pognane: 09:32 (na dan kola), 2015-02-15T09:32 (privzeto: zdaj)",
        }
        ArgHelpPlayerSatDown {
            en: "When the player sat down: 09:42 (on the round's day), 2015-02-15T09:42 (default: now)",
            hr: "Kad je igrač sjeo: 09:42 (na dan kola), 2015-02-15T09:42 (zadano: sada)",
            sl: "Kdaj je igralec sedel: 09:42 (na dan kola), 2015-02-15T09:42 (privzeto: zdaj)",
        }
        ArgHelpEventVenue {
            en: "Where the event is played (a round's own venue: `kup schedule --venue`)",
            hr: "Gdje se događaj igra (vlastito mjesto kola: `kup schedule --venue`)",
            sl: "Kje se dogodek igra (prizorišče posameznega kola: `kup schedule --venue`)",
        }
        ArgHelpManDir {
            en: "Write a page per subcommand (kup.1, kup-pair.1, ...) into this directory instead of kup's own page to standard output",
            hr: "Zapiši stranicu za svaku naredbu (kup.1, kup-pair.1, ...) u ovu mapu umjesto kupove stranice na standardni izlaz",
            sl: "Zapiši stran za vsak ukaz (kup.1, kup-pair.1, ...) v to mapo namesto kupove strani na standardni izhod",
        }
        ArgHelpPairingOutput {
            en: "Write the pairing to this file instead of standard output (`-`: standard output; a device or a FIFO is written to as it is)",
            hr: "Zapiši sparivanje u ovu datoteku umjesto na standardni izlaz (`-`: standardni izlaz; uređaj ili FIFO piše se kakav jest)",
            sl: "Zapiši žreb v to datoteko namesto na standardni izhod (`-`: standardni izhod; v napravo ali FIFO se piše, kakršna je)",
        }
        ArgHelpOutput {
            en: "Write to this file instead of standard output (`-`: standard output). A file is replaced whole (a symbolic link there is replaced, never followed); a device or a FIFO is written to as it is",
            hr: "Piši u ovu datoteku umjesto na standardni izlaz (`-`: standardni izlaz). Datoteka se zamjenjuje cijela (simbolička veza na tom mjestu se zamjenjuje, nikad ne slijedi); u uređaj ili FIFO piše se kakav jest",
            sl: "Piši v to datoteko namesto na standardni izhod (`-`: standardni izhod). Datoteka se zamenja v celoti (simbolna povezava na tem mestu se zamenja, nikoli ne sledi); v napravo ali FIFO se piše, kakršna je",
        }
        ArgHelpBirthYear {
            en: "Year of birth",
            hr: "Godina rođenja",
            sl: "Leto rojstva",
        }
        ArgHelpPlayerName {
            en: "\"Surname, Given name\"",
            hr: "\"Prezime, Ime\"",
            sl: "\"Priimek, Ime\"",
        }
        ValueHelpBerger {
            en: "Berger round-robin tables (C.05 Annex 1); the teams' TRF numbers are their pairing numbers",
            hr: "Bergerove tablice kružnog sustava (C.05, prilog 1); TRF brojevi ekipa su njihovi brojevi za sparivanje",
            sl: "Bergerjeve tablice krožnega sistema (C.05, priloga 1); številke ekip v TRF so njihove žrebne številke",
        }
        ValueHelpCrosstable {
            en: "Crosstable (round robin) or round-by-round table (Swiss)",
            hr: "Križna tablica (kružni) ili tablica po kolima (švicarski)",
            sl: "Križna tabela (krožni) ali tabela po kolih (švicarski)",
        }
        ValueHelpEnglish {
            en: "English, the fallback",
            hr: "engleski, kad drugog nema",
            sl: "angleščina, ko drugega ni",
        }
        ValueHelpPlayers {
            en: "Every player in alphabetical order (the event's alphabet: Č after C, Dž after D)",
            hr: "Svi igrači abecednim redom (abeceda događaja: Č iza C, Dž iza D)",
            sl: "Vsi igralci po abecedi (abeceda dogodka: Č za C, Dž za D)",
        }
        ValueHelpTeamSwiss {
            en: "FIDE Swiss team pairing system (C.04.6)",
            hr: "FIDE švicarski sustav za ekipe (C.04.6)",
            sl: "Švicarski sistem FIDE za ekipe (C.04.6)",
        }
        ValueHelpTeamSwissDefault {
            en: "FIDE Swiss team pairing system, C.04.6 (the default)",
            hr: "FIDE švicarski sustav za ekipe, C.04.6 (zadano)",
            sl: "Švicarski sistem FIDE za ekipe, C.04.6 (privzeto)",
        }
        ValueHelpTrf {
            en: "FIDE TRF-2026 with the team records (the whole event; --what is not used)",
            hr: "FIDE TRF-2026 s ekipnim zapisima (cijeli događaj; --what se ne koristi)",
            sl: "FIDE TRF-2026 z ekipnimi zapisi (ves dogodek; --what se ne uporabi)",
        }
        ValueHelpTrf16 {
            en: "FIDE TRF16 with team line 013, for older readers",
            hr: "FIDE TRF16 s ekipnim retkom 013, za starije čitače",
            sl: "FIDE TRF16 z ekipno vrstico 013, za starejše bralnike",
        }
        ValueHelpBoards {
            en: "Individual results board by board, for the board prizes",
            hr: "Pojedinačni rezultati po pločama, za nagrade po pločama",
            sl: "Posamični rezultati po deskah, za nagrade po deskah",
        }
        ValueHelpHtml {
            en: "One printable HTML file (A4, UTF-8)",
            hr: "Jedna HTML datoteka za ispis (A4, UTF-8)",
            sl: "Ena datoteka HTML za tisk (A4, UTF-8)",
        }
        ValueHelpCsv {
            en: "One row per record, columns documented in `interop::table_csv`",
            hr: "Jedan redak po zapisu, stupci opisani u `interop::table_csv`",
            sl: "Ena vrstica na zapis, stolpci opisani v `interop::table_csv`",
        }
        ValueHelpTxt {
            en: "Plain text in 80 columns",
            hr: "Običan tekst u 80 stupaca",
            sl: "Navadno besedilo v 80 stolpcih",
        }
        ValueHelpStandings {
            en: "Standings with the regulation's tie-break columns",
            hr: "Poredak sa stupcima dodatnih kriterija iz pravilnika",
            sl: "Vrstni red s stolpci dodatnih meril iz pravilnika",
        }
        ValueHelpDutch {
            en: "The FIDE Dutch system (C.04.3) applied to teams by match points: the legacy team mode, as Swiss-Manager paired team events before C.04.6",
            hr: "FIDE nizozemski sustav (C.04.3) primijenjen na ekipe po meč-bodovima: stari ekipni način, kako je Swiss-Manager sparivao ekipna natjecanja prije C.04.6",
            sl: "Nizozemski sistem FIDE (C.04.3) za ekipe po meč točkah: stari ekipni način, kot je Swiss-Manager žrebal ekipna tekmovanja pred C.04.6",
        }
        ValueHelpDutchLegacy {
            en: "The legacy team mode: the FIDE Dutch system C.04.3 applied to teams by match points",
            hr: "Stari ekipni način: FIDE nizozemski sustav C.04.3 primijenjen na ekipe po meč-bodovima",
            sl: "Stari ekipni način: nizozemski sistem FIDE C.04.3 za ekipe po meč točkah",
        }
        ValueHelpPairings {
            en: "The pairings and results of a round",
            hr: "Parovi i rezultati kola",
            sl: "Pari in izidi kola",
        }
        ValueHelpSite {
            en: "The event's web pages as a folder (-o), in every language, to upload to a web host (--what and --round are not used)",
            hr: "Web stranice turnira kao mapa (-o), na svim jezicima, za postavljanje na web poslužitelj (--what i --round se ne koriste)",
            sl: "Spletne strani turnirja kot mapa (-o), v vseh jezikih, za objavo na spletnem strežniku (--what in --round se ne uporabljata)",
        }
        ArgHelpBind {
            en: "Address and port to listen at; 0.0.0.0:8080 lets the phones of the hall's network in",
            hr: "Adresa i vrata na kojima se sluša; 0.0.0.0:8080 pušta telefone iz mreže dvorane",
            sl: "Naslov in vrata, na katerih se posluša; 0.0.0.0:8080 spusti telefone iz omrežja dvorane",
        }
        HelpPossibleValues {
            en: "Possible values",
            hr: "Moguće vrijednosti",
            sl: "Možne vrednosti",
        }
        HelpDefault {
            en: "default",
            hr: "zadano",
            sl: "privzeto",
        }
    } };
}
