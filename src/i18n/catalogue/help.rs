//! The command line's help (`cli::help`): headings, global options, every subcommand.

macro_rules! help {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
        HelpUsage {
            en: "Usage:",
            hr: "Uporaba:",
            sl: "Uporaba:",
        }
        HelpCommands {
            en: "Commands",
            hr: "Naredbe",
            sl: "Ukazi",
        }
        HelpArguments {
            en: "Arguments",
            hr: "Argumenti",
            sl: "Argumenti",
        }
        HelpOptions {
            en: "Options",
            hr: "Opcije",
            sl: "Možnosti",
        }
        HelpFlagHelp {
            en: "Print help",
            hr: "Ispiši pomoć",
            sl: "Izpiši pomoč",
        }
        HelpFlagVersion {
            en: "Print version",
            hr: "Ispiši inačicu",
            sl: "Izpiši različico",
        }
        HelpSubcommandAbout {
            en: "Print this message or the help of the given command",
            hr: "Ispiši ovu poruku ili pomoć za navedenu naredbu",
            sl: "Izpiši to sporočilo ali pomoč za navedeni ukaz",
        }
        HelpArgDir {
            en: "Tournament directory to open in the full-screen program (default: a copy of the bundled sample)",
            hr: "Mapa turnira koju otvara program preko cijelog zaslona (zadano: kopija priloženog primjera)",
            sl: "Mapa turnirja, ki jo odpre celozaslonski program (privzeto: kopija priloženega primera)",
        }
        HelpArgReadOnly {
            en: "Open without taking the writer's lock: look, change nothing",
            hr: "Otvori bez zaključavanja za pisanje: samo gledaj, ništa ne mijenjaj",
            sl: "Odpri brez zaklepa za pisanje: le glej, nič ne spreminjaj",
        }
        HelpArgTheme {
            en: "Colour theme of the full-screen program: default, light, high-contrast, mono, or the path of a theme file (`NO_COLOR` set means mono)",
            hr: "Boje programa preko cijelog zaslona: default, light, high-contrast, mono ili put do datoteke s bojama (uz `NO_COLOR` mono)",
            sl: "Barve celozaslonskega programa: default, light, high-contrast, mono ali pot do datoteke z barvami (z `NO_COLOR` mono)",
        }
        HelpArgAscii {
            en: "Draw borders and separators with ASCII characters only",
            hr: "Okviri i crte samo ASCII znakovima",
            sl: "Okvirji in črte samo z znaki ASCII",
        }
        HelpArgClock {
            en: "Run on a fake clock starting at this hall time (e.g. 2015-02-15T09:30), for rehearsal and tests",
            hr: "Rad na lažnom satu od ovog vremena u dvorani (npr. 2015-02-15T09:30), za vježbu i testove",
            sl: "Delo na lažni uri od tega časa v dvorani (npr. 2015-02-15T09:30), za vajo in teste",
        }
        HelpArgClockSpeed {
            en: "Speed of the clock: fake seconds per real second (60 = a minute a second)",
            hr: "Brzina sata: lažnih sekundi u stvarnoj sekundi (60 = minuta u sekundi)",
            sl: "Hitrost ure: lažnih sekund v pravi sekundi (60 = minuta v sekundi)",
        }
        HelpArgLang {
            en: "Language of messages (default: `lang` in the configuration file, then the locale from LC_ALL, LC_MESSAGES or LANG, then English)",
            hr: "Jezik poruka (zadano: `lang` u konfiguracijskoj datoteci, zatim jezik okoline iz LC_ALL, LC_MESSAGES ili LANG, zatim engleski)",
            sl: "Jezik sporočil (privzeto: `lang` v nastavitveni datoteki, nato jezik okolja iz LC_ALL, LC_MESSAGES ali LANG, nato angleščina)",
        }
        HelpAbout {
            en: "Run a team chess tournament from the terminal",
            hr: "Vođenje ekipnog šahovskog turnira iz terminala",
            sl: "Vodenje ekipnega šahovskega turnirja iz terminala",
        }
        HelpOpen {
            en: "Open a tournament in the full-screen program (without a directory: a copy of the bundled sample)",
            hr: "Otvori turnir u programu preko cijelog zaslona (bez mape: kopiju priloženog primjera)",
            sl: "Odpri turnir v celozaslonskem programu (brez mape: kopijo priloženega primera)",
        }
        HelpPresets {
            en: "List the regulation presets that ship with kup",
            hr: "Popis predložaka pravilnika koji dolaze s kupom",
            sl: "Seznam predlog pravilnikov, ki so priložene kupu",
        }
        HelpRegulation {
            en: "Write a preset's regulation as RON, to copy and edit as a custom regulation",
            hr: "Ispis pravilnika iz predloška kao RON, za kopiju i vlastite izmjene",
            sl: "Izpis pravilnika iz predloge kot RON, za kopijo in lastne spremembe",
        }
        HelpNew {
            en: "Create a new tournament directory from a preset or a regulation file, on the dates you give",
            hr: "Novi turnir (mapa) iz predloška ili datoteke pravilnika",
            sl: "Nov turnir (mapa) iz predloge ali datoteke pravilnika",
        }
        HelpTeam {
            en: "Add, edit, remove or move teams",
            hr: "Dodavanje, izmjena, brisanje i premještanje ekipa",
            sl: "Dodajanje, urejanje, brisanje in premikanje ekip",
        }
        HelpTeamAdd {
            en: "Add a team; it gets the next starting number",
            hr: "Dodaj ekipu; dobiva sljedeći startni broj",
            sl: "Dodaj ekipo; dobi naslednjo startno številko",
        }
        HelpTeamEdit {
            en: "Change a team's name, club or city",
            hr: "Promijeni naziv, klub ili grad ekipe",
            sl: "Spremeni ime, klub ali kraj ekipe",
        }
        HelpTeamRemove {
            en: "Remove a team (only before round 1 is paired)",
            hr: "Obriši ekipu (samo prije sparivanja 1. kola)",
            sl: "Odstrani ekipo (samo pred pari 1. kola)",
        }
        HelpTeamMove {
            en: "Give a team another starting number (only before round 1 is paired)",
            hr: "Daj ekipi drugi startni broj (samo prije sparivanja 1. kola)",
            sl: "Daj ekipi drugo startno številko (samo pred pari 1. kola)",
        }
        HelpTeamSort {
            en: "Give the teams their starting numbers by the regulation's team rating (before round 1)",
            hr: "Startni brojevi ekipa prema rejtingu ekipe iz pravilnika (prije 1. kola)",
            sl: "Startne številke ekip po ratingu ekipe iz pravilnika (pred 1. kolom)",
        }
        HelpTeamNumbers {
            en: "Enter the round-robin pairing numbers drawn at the captains' meeting (before round 1)",
            hr: "Upis ždrijebnih brojeva za turnir svatko sa svakim, izvučenih na sastanku kapetana (prije 1. kola)",
            sl: "Vpis žrebnih številk za turnir vsak z vsakim, izžrebanih na sestanku kapetanov (pred 1. kolom)",
        }
        HelpTeamWithdraw {
            en: "Withdraw a team from a round on (it is not paired again)",
            hr: "Povuci ekipu od nekog kola nadalje (više se ne sparuje)",
            sl: "Umakni ekipo od nekega kola naprej (ni več v parih)",
        }
        HelpTeamAbsent {
            en: "Record that a team announced it will not come to a round (GHR 3.3): it is not paired in that round",
            hr: "Upiši da je ekipa najavila da neće doći na kolo (GHR 3.3): u tom se kolu ne sparuje",
            sl: "Vpiši, da je ekipa napovedala, da ne pride na kolo (GHR 3.3): v tem kolu ni v parih",
        }
        HelpPlayer {
            en: "Add, edit, remove or move players on a team's roster",
            hr: "Dodavanje, izmjena, brisanje i premještanje igrača na popisu ekipe",
            sl: "Dodajanje, urejanje, brisanje in premikanje igralcev na seznamu ekipe",
        }
        HelpPlayerAdd {
            en: "Add a player at the end of a team's roster (the base lineup order)",
            hr: "Dodaj igrača na kraj popisa ekipe (redoslijed osnovnog sastava)",
            sl: "Dodaj igralca na konec seznama ekipe (vrstni red osnovne postave)",
        }
        HelpPlayerEdit {
            en: "Replace a player's details",
            hr: "Zamijeni podatke igrača",
            sl: "Zamenjaj podatke igralca",
        }
        HelpPlayerRemove {
            en: "Remove a player who has not played",
            hr: "Obriši igrača koji nije igrao",
            sl: "Odstrani igralca, ki ni igral",
        }
        HelpPlayerMove {
            en: "Move a player to another roster position",
            hr: "Premjesti igrača na drugo mjesto popisa",
            sl: "Premakni igralca na drugo mesto seznama",
        }
        HelpPair {
            en: "Pair the next round automatically (`--manual` by hand; `--explain`, `--swap`, `--flip`, `--discard`)",
            hr: "Automatsko sparivanje sljedećeg kola (`--manual` ručno; `--explain`, `--swap`, `--flip`, `--discard`)",
            sl: "Samodejni pari naslednjega kola (`--manual` ročno; `--explain`, `--swap`, `--flip`, `--discard`)",
        }
        HelpForbid {
            en: "Keep teams apart in the pairing (e.g. two teams of one club), or list or clear that",
            hr: "Zabrana sparivanja ekipa (npr. dviju ekipa istog kluba), popis ili brisanje zabrane",
            sl: "Prepoved parov med ekipami (npr. dveh ekip istega kluba), seznam ali preklic prepovedi",
        }
        HelpPairings {
            en: "Print a round's pairings (text, tsv or json)",
            hr: "Ispis parova kola (text, tsv ili json)",
            sl: "Izpis parov kola (text, tsv ali json)",
        }
        HelpLineup {
            en: "Set the lineup of a team for a round, by roster positions",
            hr: "Sastav ekipe za kolo, po mjestima na popisu",
            sl: "Postava ekipe za kolo, po mestih na seznamu",
        }
        HelpSeating {
            en: "Record the order a team's players actually sat in, once the games started",
            hr: "Stvarni raspored igrača ekipe za pločama, nakon početka partija",
            sl: "Dejanski razpored igralcev ekipe za deskami po začetku partij",
        }
        HelpPenalty {
            en: "Impose, lift or list penalties under the regulation",
            hr: "Izricanje, ukidanje i popis kazni prema pravilniku",
            sl: "Izrekanje, preklic in seznam kazni po pravilniku",
        }
        HelpPenaltyPhone {
            en: "A player had a mobile phone in the playing venue: he loses the game",
            hr: "Igrač je imao mobitel u prostoru za igru: gubi partiju",
            sl: "Igralec je imel mobilni telefon v igralnem prostoru: izgubi partijo",
        }
        HelpPenaltyEarlyDraw {
            en: "A draw agreed before the move the regulation allows: both players lose where the regulation says so (kzz-2015 čl. 5; early_draw_forfeits)",
            hr: "Remi dogovoren prije poteza koji pravilnik dopušta: oba igrača gube gdje to pravilnik kaže (kzz-2015 čl. 5; early_draw_forfeits)",
            sl: "Remi, dogovorjen pred potezo, ki jo pravilnik dovoljuje: oba igralca izgubita, kjer tako pravi pravilnik (kzz-2015 čl. 5; early_draw_forfeits)",
        }
        HelpPenaltyForfeit {
            en: "A game lost by forfeit for another reason (say which with --note)",
            hr: "Partija izgubljena kontumacijom iz drugog razloga (koji, kaže --note)",
            sl: "Partija, izgubljena brez igre iz drugega razloga (katerega, pove --note)",
        }
        HelpPenaltyUnregistered {
            en: "The team fielded an unregistered player: it loses all its match points (bpz-2025)",
            hr: "Ekipa je nastupila s neregistriranim igračem: gubi sve meč-bodove (bpz-2025)",
            sl: "Ekipa je nastopila z neregistriranim igralcem: izgubi vse meč točke (bpz-2025)",
        }
        HelpPenaltyBar {
            en: "A player not playing in the round (kzz-2015: or whose game was over) had a phone in the hall: he may not play the next round (kzz-2015 čl. 14, hss-kadeti-2009 čl. 15)",
            hr: "Igrač koji u kolu ne nastupa (kzz-2015: ili je završio partiju) imao je mobitel u dvorani: nema pravo nastupa u sljedećem kolu (kzz-2015 čl. 14, hss-kadeti-2009 čl. 15)",
            sl: "Igralec, ki v kolu ne igra (kzz-2015: ali je partijo končal), je imel v dvorani telefon: v naslednjem kolu ne sme nastopiti (kzz-2015 čl. 14, hss-kadeti-2009 čl. 15)",
        }
        HelpPenaltyLift {
            en: "Lift a penalty, by its number in `kup penalty list`",
            hr: "Ukini kaznu, po njezinu broju u `kup penalty list`",
            sl: "Prekliči kazen, po njeni številki v `kup penalty list`",
        }
        HelpPenaltyList {
            en: "List the penalties in force, numbered",
            hr: "Popis kazni na snazi, s brojevima",
            sl: "Seznam veljavnih kazni, oštevilčenih",
        }
        HelpResult {
            en: "Enter the result of a board, or the score of a match",
            hr: "Upis rezultata ploče ili rezultata meča",
            sl: "Vpis izida deske ali rezultata dvoboja",
        }
        HelpSchedule {
            en: "Show the schedule, or set a round's date, time or venue (the default time counts from its start)",
            hr: "Raspored kola, ili datum, vrijeme i mjesto igre jednog kola (od početka se računa dopušteno zakašnjenje)",
            sl: "Razpored kol, ali datum, čas in prizorišče enega kola (od začetka se šteje dovoljena zamuda)",
        }
        HelpEvent {
            en: "Show or set the event's name, days, venue, city, federation and arbiters",
            hr: "Naziv, dani, mjesto igre, grad, savez i suci turnira: prikaz ili izmjena",
            sl: "Ime, dnevi, prizorišče, kraj, zveza in sodniki turnirja: prikaz ali sprememba",
        }
        HelpStart {
            en: "Record that the clocks of a round were started",
            hr: "Upis da su satovi kola pokrenuti",
            sl: "Vpis, da so bile ure kola pognane",
        }
        HelpArrive {
            en: "Record that a player sat down at his board",
            hr: "Upis da je igrač sjeo za svoju ploču",
            sl: "Vpis, da je igralec sedel za svojo desko",
        }
        HelpLate {
            en: "The players who have not sat down yet, with the time left to the default time",
            hr: "Igrači koji još nisu sjeli, s vremenom preostalim do isteka dopuštenog zakašnjenja",
            sl: "Igralci, ki še niso sedli, s časom do izteka dovoljene zamude",
        }
        HelpForfeits {
            en: "The forfeits the default time has made due; `--apply` enters them",
            hr: "Kontumacije koje je donio istek dopuštenog zakašnjenja; `--apply` ih upisuje",
            sl: "Izgube brez igre po izteku dovoljene zamude; `--apply` jih vpiše",
        }
        HelpUndo {
            en: "Undo the last change",
            hr: "Poništi zadnju promjenu",
            sl: "Razveljavi zadnjo spremembo",
        }
        HelpRedo {
            en: "Redo the last undone change",
            hr: "Ponovi zadnju poništenu promjenu",
            sl: "Ponovi zadnjo razveljavljeno spremembo",
        }
        HelpRecover {
            en: "Make the newest readable snapshot current after a broken file was set aside",
            hr: "Vrati najnoviju čitljivu snimku stanja nakon što je oštećena datoteka premještena",
            sl: "Obnovi najnovejši berljiv posnetek stanja, ko je bila okvarjena datoteka umaknjena",
        }
        HelpShow {
            en: "Print a readable summary of the tournament",
            hr: "Ispis pregleda turnira",
            sl: "Izpis pregleda turnirja",
        }
        HelpCheck {
            en: "List every rule violation; exit status 1 if there is any",
            hr: "Popis svih kršenja pravila; izlazni status 1 ako ih ima",
            sl: "Seznam vseh kršitev pravil; izhodni status 1, če jih je kaj",
        }
        HelpStandings {
            en: "Standings after a round with every tie-break of the regulation's chain",
            hr: "Poredak nakon kola sa svim dodatnim kriterijima pravilnika",
            sl: "Lestvica po kolu z vsemi dodatnimi kriteriji pravilnika",
        }
        HelpCrosstable {
            en: "Crosstable of a round robin, round-by-round table of a Swiss",
            hr: "Tablica susreta turnira svatko sa svakim, tablica po kolima švicarskog sustava",
            sl: "Tabela srečanj turnirja vsak z vsakim, tabela po kolih švicarskega sistema",
        }
        HelpBoards {
            en: "Individual results per board, ranked for the board prizes",
            hr: "Pojedinačni rezultati po pločama, poredak za nagrade po pločama",
            sl: "Posamični rezultati po deskah, vrstni red za nagrade po deskah",
        }
        HelpExplain {
            en: "Why teams stand where they do: the criterion that separates them, each value's terms",
            hr: "Zašto su ekipe gdje jesu: kriterij koji ih razdvaja i članovi svake vrijednosti",
            sl: "Zakaj so ekipe, kjer so: kriterij, ki jih loči, in členi vsake vrednosti",
        }
        HelpDrawLots {
            en: "Draw lots among teams the whole chain leaves tied (seed shown and kept)",
            hr: "Ždrijeb među ekipama koje su izjednačene po svim kriterijima (sjeme se prikazuje i čuva)",
            sl: "Žreb med ekipami, izenačenimi po vseh kriterijih (seme se pokaže in shrani)",
        }
        HelpPlayoff {
            en: "Pair the play-off of two teams the chain leaves tied (colours by lot), or enter its results",
            hr: "Odredi doigravanje dviju ekipa izjednačenih po svim kriterijima (boje ždrijebom) ili upiši rezultate",
            sl: "Določi dodatni dvoboj dveh ekip, izenačenih po vseh kriterijih (barve z žrebom), ali vpiši izide",
        }
        HelpExport {
            en: "Write the event for FIDE (TRF) or for people (HTML, CSV, text, a web site)",
            hr: "Zapis turnira za FIDE (TRF) ili za ljude (HTML, CSV, tekst, web stranice)",
            sl: "Zapis turnirja za FIDE (TRF) ali za ljudi (HTML, CSV, besedilo, spletne strani)",
        }
        HelpServe {
            en: "Serve the event's web pages, read-only, following every change, until Ctrl-C",
            hr: "Web stranice turnira, samo za čitanje, prate svaku promjenu, do Ctrl-C",
            sl: "Spletne strani turnirja, samo za branje, sledijo vsaki spremembi, do Ctrl-C",
        }
        HelpImport {
            en: "Build a tournament from another program's file, or fill one from a FIDE rating list or a CSV roster",
            hr: "Turnir iz datoteke drugog programa, ili dopuna s FIDE rejting-liste ili CSV popisa",
            sl: "Turnir iz datoteke drugega programa ali dopolnitev s FIDE ratinške liste ali seznama CSV",
        }
        HelpImportTrf {
            en: "Build a tournament directory from a FIDE TRF (TRF-2026 or TRF16) of a team event",
            hr: "Turnir (mapa) iz FIDE TRF datoteke (TRF-2026 ili TRF16) ekipnog natjecanja",
            sl: "Turnir (mapa) iz datoteke FIDE TRF (TRF-2026 ali TRF16) ekipnega tekmovanja",
        }
        HelpImportFideList {
            en: "Refresh the players' name, federation, title, birth year and FIDE rating by FIDE ID from a FIDE rating list file",
            hr: "Osvježi ime, federaciju, titulu, godinu rođenja i FIDE rejting igrača po FIDE ID-u iz datoteke FIDE rejting-liste",
            sl: "Osveži ime, zvezo, naziv, leto rojstva in FIDE rating igralcev po FIDE ID iz datoteke FIDE ratinške liste",
        }
        HelpImportRosterCsv {
            en: "Add or update teams and players from a CSV roster (columns: see `src/interop/csv.rs`; team and name are required)",
            hr: "Dodaj ili osvježi ekipe i igrače iz CSV popisa (stupci: vidi `src/interop/csv.rs`; obvezni su team i name)",
            sl: "Dodaj ali osveži ekipe in igralce iz seznama CSV (stolpci: glej `src/interop/csv.rs`; obvezna sta team in name)",
        }
        HelpEngine {
            en: "The pairing engine for other programs: pair the next round of a TRF",
            hr: "Program za sparivanje za druge programe: parovi sljedećeg kola iz TRF-a",
            sl: "Program za pare za druge programe: pari naslednjega kola iz TRF",
        }
        HelpCompletions {
            en: "Print the completion script for a shell (bash, zsh, fish, powershell, elvish)",
            hr: "Ispis skripte za dovršavanje naredbi za ljusku (bash, zsh, fish, powershell, elvish)",
            sl: "Izpis skripte za dopolnjevanje ukazov za lupino (bash, zsh, fish, powershell, elvish)",
        }
        HelpMan {
            en: "Print kup's manual page (roff), or write a page per subcommand into a directory",
            hr: "Ispis stranice priručnika za kup (roff) ili zapis po jedne stranice za svaku naredbu u mapu",
            sl: "Izpis strani priročnika za kup (roff) ali zapis po ene strani za vsak ukaz v mapo",
        }
        ManCannotWrite {
            en: "man: cannot write {path}: {problem}",
            hr: "man: ne mogu zapisati {path}: {problem}",
            sl: "man: ne morem zapisati {path}: {problem}",
        }
        HelpSwissPairing {
            en: "Show or choose how the Swiss is paired: team-swiss (FIDE C.04.6) or dutch (the legacy team mode, C.04.3 by match points), before round 1",
            hr: "Prikaz ili izbor sustava sparivanja švicarskog sustava: team-swiss (FIDE C.04.6) ili dutch (stari ekipni način, C.04.3 po meč-bodovima), prije 1. kola",
            sl: "Prikaz ali izbira sistema žrebanja švicarskega sistema: team-swiss (FIDE C.04.6) ali dutch (stari ekipni način, C.04.3 po meč točkah), pred 1. kolom",
        }
        /// The heading of the exit statuses after `kup --help`.
        HelpExitStatus { en: "Exit status:", hr: "Izlazni status:", sl: "Izhodni status:" }
        HelpExitOk {
            en: "done (also when the reader stopped reading, as in kup show DIR | head -1)",
            hr: "gotovo (i kad čitatelj prestane čitati, kao u kup show MAPA | head -1)",
            sl: "končano (tudi ko bralec neha brati, kot v kup show MAPA | head -1)",
        }
        HelpExitViolations {
            en: "kup check found rule violations (kup engine --check: differences)",
            hr: "kup check je našao kršenja pravila (kup engine --check: razlike)",
            sl: "kup check je našel kršitve pravil (kup engine --check: razlike)",
        }
        HelpExitUsage {
            en: "the command line is wrong (an unknown option, a value no command takes)",
            hr: "naredbeni redak je pogrešan (nepoznata opcija, vrijednost koju nijedna naredba ne prima)",
            sl: "ukazna vrstica je napačna (neznana možnost, vrednost, ki je noben ukaz ne sprejme)",
        }
        HelpExitRefused {
            en: "a rule or the tournament's state refuses the command; nothing changed",
            hr: "pravilo ili stanje turnira odbija naredbu; ništa nije promijenjeno",
            sl: "pravilo ali stanje turnirja zavrne ukaz; nič ni spremenjeno",
        }
        HelpExitIo {
            en: "a file could not be read or written, or kup cannot read it; nothing changed",
            hr: "datoteka se ne može pročitati ili zapisati, ili je kup ne zna čitati; ništa nije promijenjeno",
            sl: "datoteke ni mogoče prebrati ali zapisati, ali je kup ne zna brati; nič ni spremenjeno",
        }
        HelpExitBusy {
            en: "another kup holds the tournament (after waiting KUP_LOCK_WAIT seconds, 5 by default)",
            hr: "drugi kup drži turnir (nakon čekanja od KUP_LOCK_WAIT sekundi, zadano 5)",
            sl: "drug kup drži turnir (po čakanju KUP_LOCK_WAIT sekund, privzeto 5)",
        }
        HelpExitSaved {
            en: "the change WAS saved, but a step after it failed: do not run it again",
            hr: "promjena JE spremljena, ali korak nakon nje nije uspio: ne pokrećite je ponovno",
            sl: "sprememba JE shranjena, vendar korak po njej ni uspel: ne zaganjajte je znova",
        }
    } };
}
