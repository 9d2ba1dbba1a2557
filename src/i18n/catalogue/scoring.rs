//! Tie-break criteria (FIDE C.07) by name and by column heading, and why teams rank as they
//! do (`scoring::explain`: `kup explain`, the Tiebreaks tab).
//!
//! A criterion's column heading in standings (the TUI, `kup standings`, printouts for people):
//! in English the codes of `Tiebreak::code`, which the TSV and CSV keep in every language; in
//! Croatian and Slovenian the regulations' own abbreviations, MB meč-bodovi, Bod./PB
//! pojedinačni bodovi, MBP meč-bodovi protivnika, MS međusobni susret, Ždr. ždrijeb; MT meč
//! točke, Toč./OT osnovne točke, MTN meč točke nasprotnikov, MR medsebojni rezultat. Kept as
//! they are: SB and BH (the regulations say Sonneborn-Berger and Buchholz koeficient), the FIDE
//! C.07 codes (EMMSB, SSSC, EDE, BH-C1), and the Swiss-Manager numbers the regulations cite
//! ("kriterij broj 57 u Swiss-Manageru").

macro_rules! scoring {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
        TiebreakMatchPoints {
            en: "Match points",
            hr: "Meč-bodovi",
            sl: "Meč točke",
        }
        TiebreakGamePoints {
            en: "Game points",
            hr: "Pojedinačni bodovi",
            sl: "Osnovne točke",
        }
        TiebreakOlympiadSonnebornBerger {
            en: "Olympiad Sonneborn-Berger",
            hr: "Olimpijski Sonneborn-Berger",
            sl: "Olimpijski Sonneborn-Berger",
        }
        TiebreakOlympiadSonnebornBergerKhantyMansiysk {
            en: "Olympiad Sonneborn-Berger (Khanty-Mansiysk)",
            hr: "Olimpijski Sonneborn-Berger (Hanti-Mansijsk)",
            sl: "Olimpijski Sonneborn-Berger (Hanti-Mansijsk)",
        }
        TiebreakOpponentsMatchPointsCut1 {
            en: "Opponents' match points without the lowest",
            hr: "Zbroj meč-bodova protivnika bez najslabijeg rezultata",
            sl: "Vsota meč točk nasprotnikov brez najslabšega rezultata",
        }
        TiebreakOpponentsMatchPointsCut1KhantyMansiysk {
            en: "Opponents' match points without the lowest (Khanty-Mansiysk)",
            hr: "Zbroj meč-bodova protivnika bez najslabijeg rezultata (Hanti-Mansijsk)",
            sl: "Vsota meč točk nasprotnikov brez najslabšega rezultata (Hanti-Mansijsk)",
        }
        TiebreakOpponentsMatchPoints {
            en: "Opponents' match points",
            hr: "Zbroj meč-bodova svih protivnika",
            sl: "Vsota meč točk vseh nasprotnikov",
        }
        TiebreakSonnebornBergerGamePoints {
            en: "Sonneborn-Berger with real points",
            hr: "Sonneborn-Bergerov koeficijent prema stvarnim pojedinačnim bodovima",
            sl: "Sonneborn-Berger koeficient po dejanskih osnovnih točkah",
        }
        TiebreakSonnebornBergerProportional {
            en: "FIDE Sonneborn-Berger (proportional)",
            hr: "Sonneborn-Bergerov koeficijent razmjerno postignutom rezultatu (FIDE)",
            sl: "FIDE Sonneborn-Berger koeficient (sorazmerni)",
        }
        TiebreakDirectEncounter {
            en: "Direct encounter (match points)",
            hr: "Međusobni susret (meč-bodovi)",
            sl: "Medsebojni rezultat po meč točkah",
        }
        TiebreakDirectEncounterGamePoints {
            en: "Direct encounter (game points)",
            hr: "Međusobni susret (pojedinačni bodovi)",
            sl: "Medsebojni rezultat po osnovnih točkah",
        }
        TiebreakDirectEncounterCupSystem {
            en: "Direct encounter (game points, cup system: a drawn match goes to the first board that differs)",
            hr: "Međusobni susret (pojedinačni bodovi, kup-sustav: neriješen meč odlučuje prva ploča s različitim ishodom)",
            sl: "Medsebojni rezultat po osnovnih točkah (po pokalnem sistemu: neodločen dvoboj odloči prva plošča z različnim izidom)",
        }
        TiebreakBuchholzGamePoints {
            en: "Buchholz by game points",
            hr: "Buchholz po pojedinačnim bodovima",
            sl: "Buchholz koeficient po osnovnih točkah",
        }
        TiebreakSonnebornBergerByGamePoints {
            en: "Sonneborn-Berger by game points",
            hr: "Sonneborn-Berger po pojedinačnim bodovima",
            sl: "Sonneborn-Berger koeficient po osnovnih točkah",
        }
        TiebreakBoardResults {
            en: "Board results (board 1, then 2, 3, 4)",
            hr: "Rezultat po pločama (1. ploča, zatim 2., 3., 4.)",
            sl: "Rezultat po deskah (1. deska, nato 2., 3., 4.)",
        }
        TiebreakBuchholzMatchPointsCut1 {
            en: "Buchholz by match points without the lowest",
            hr: "Buchholz po meč-bodovima bez najslabijeg rezultata",
            sl: "Buchholz koeficient po meč točkah brez najslabšega rezultata",
        }
        TiebreakBuchholzGamePointsCut1 {
            en: "Buchholz by game points without the lowest",
            hr: "Buchholz po pojedinačnim bodovima bez najslabijeg rezultata",
            sl: "Buchholz koeficient po osnovnih točkah brez najslabšega rezultata",
        }
        TiebreakExtendedSonnebornBergerMatchMatch {
            en: "Extended Sonneborn-Berger (MP x MP)",
            hr: "Prošireni Sonneborn-Berger (meč-bodovi x meč-bodovi)",
            sl: "Razširjeni Sonneborn-Berger (meč točke x meč točke)",
        }
        TiebreakExtendedSonnebornBergerMatchMatchCut1 {
            en: "Extended Sonneborn-Berger (MP x MP) without the lowest",
            hr: "Prošireni Sonneborn-Berger (meč-bodovi x meč-bodovi) bez najslabijeg rezultata",
            sl: "Razširjeni Sonneborn-Berger (meč točke x meč točke) brez najslabšega rezultata",
        }
        TiebreakExtendedSonnebornBergerGameMatch {
            en: "Extended Sonneborn-Berger (opponent GP x MP)",
            hr: "Prošireni Sonneborn-Berger (pojedinačni bodovi protivnika x meč-bodovi)",
            sl: "Razširjeni Sonneborn-Berger (osnovne točke nasprotnika x meč točke)",
        }
        TiebreakExtendedSonnebornBergerMatchGame {
            en: "Extended Sonneborn-Berger (opponent MP x GP)",
            hr: "Prošireni Sonneborn-Berger (meč-bodovi protivnika x pojedinačni bodovi)",
            sl: "Razširjeni Sonneborn-Berger (meč točke nasprotnika x osnovne točke)",
        }
        TiebreakExtendedSonnebornBergerGameGame {
            en: "Extended Sonneborn-Berger (GP x GP)",
            hr: "Prošireni Sonneborn-Berger (pojedinačni bodovi x pojedinačni bodovi)",
            sl: "Razširjeni Sonneborn-Berger (osnovne točke x osnovne točke)",
        }
        TiebreakExtendedSonnebornBergerMatchGameCut1 {
            en: "Extended Sonneborn-Berger (opponent MP x GP) without the lowest",
            hr: "Prošireni Sonneborn-Berger (meč-bodovi protivnika x pojedinačni bodovi) bez najslabijeg rezultata",
            sl: "Razširjeni Sonneborn-Berger (meč točke nasprotnika x osnovne točke) brez najslabšega rezultata",
        }
        TiebreakExtendedSonnebornBergerGameMatchCut1 {
            en: "Extended Sonneborn-Berger (opponent GP x MP) without the lowest",
            hr: "Prošireni Sonneborn-Berger (pojedinačni bodovi protivnika x meč-bodovi) bez najslabijeg rezultata",
            sl: "Razširjeni Sonneborn-Berger (osnovne točke nasprotnika x meč točke) brez najslabšega rezultata",
        }
        TiebreakExtendedSonnebornBergerGameGameCut1 {
            en: "Extended Sonneborn-Berger (GP x GP) without the lowest",
            hr: "Prošireni Sonneborn-Berger (pojedinačni bodovi x pojedinačni bodovi) bez najslabijeg rezultata",
            sl: "Razširjeni Sonneborn-Berger (osnovne točke x osnovne točke) brez najslabšega rezultata",
        }
        TiebreakOlympiadSonnebornBergerChennai {
            en: "Olympiad Sonneborn-Berger without the lowest (Chennai 2022)",
            hr: "Olimpijski Sonneborn-Berger bez najslabijeg rezultata (Chennai 2022.)",
            sl: "Olimpijski Sonneborn-Berger brez najslabšega rezultata (Chennai 2022)",
        }
        TiebreakOpponentsMatchPointsCut1Chennai {
            en: "Opponents' adjusted match points without the lowest (Chennai 2022)",
            hr: "Zbroj prilagođenih meč-bodova protivnika bez najslabijeg rezultata (Chennai 2022.)",
            sl: "Vsota prilagojenih meč točk nasprotnikov brez najslabšega rezultata (Chennai 2022)",
        }
        TiebreakScoreStrengthCombination {
            en: "Score and schedule strength combination",
            hr: "Kombinacija rezultata i jačine protivnika",
            sl: "Kombinacija rezultata in moči nasprotnikov",
        }
        TiebreakExtendedDirectEncounter {
            en: "Extended direct encounter",
            hr: "Prošireni međusobni susret",
            sl: "Razširjeni medsebojni rezultat",
        }
        TiebreakLots {
            en: "Drawing of lots",
            hr: "Ždrijeb",
            sl: "Žreb",
        }
        TiebreakHeadingMatchPoints { en: "MP", hr: "MB", sl: "MT" }
        TiebreakHeadingGamePoints { en: "GP", hr: "Bod.", sl: "Toč." }
        TiebreakHeadingOlympiadSonnebornBerger { en: "OSB50", hr: "OSB50", sl: "OSB50" }
        TiebreakHeadingOlympiadSonnebornBergerKhantyMansiysk { en: "OSB57", hr: "OSB57", sl: "OSB57" }
        TiebreakHeadingOpponentsMatchPointsCut1 { en: "OMP-1_49", hr: "MBP-1_49", sl: "MTN-1_49" }
        TiebreakHeadingOpponentsMatchPointsCut1KhantyMansiysk { en: "OMP-1_56", hr: "MBP-1_56", sl: "MTN-1_56" }
        TiebreakHeadingOpponentsMatchPoints { en: "OMP48", hr: "MBP48", sl: "MTN48" }
        TiebreakHeadingSonnebornBergerGamePoints { en: "SB7", hr: "SB7", sl: "SB7" }
        TiebreakHeadingSonnebornBergerProportional { en: "SB35", hr: "SB35", sl: "SB35" }
        TiebreakHeadingDirectEncounter { en: "DE", hr: "MS", sl: "MR" }
        TiebreakHeadingDirectEncounterGamePoints { en: "DE-GP", hr: "MS-PB", sl: "MR-OT" }
        TiebreakHeadingDirectEncounterCupSystem { en: "DE-CUP", hr: "MS-KUP", sl: "MR-POK" }
        TiebreakHeadingBuchholzGamePoints { en: "BH-GP", hr: "BH-PB", sl: "BH-OT" }
        TiebreakHeadingSonnebornBergerByGamePoints { en: "SB-GP", hr: "SB-PB", sl: "SB-OT" }
        TiebreakHeadingBoardResults { en: "BRES", hr: "Ploče", sl: "Deske" }
        TiebreakHeadingBuchholzMatchPointsCut1 { en: "BH-C1", hr: "BH-C1", sl: "BH-C1" }
        TiebreakHeadingBuchholzGamePointsCut1 { en: "BH-C1-GP", hr: "BH-C1-PB", sl: "BH-C1-OT" }
        TiebreakHeadingExtendedSonnebornBergerMatchMatch { en: "EMMSB", hr: "EMMSB", sl: "EMMSB" }
        TiebreakHeadingExtendedSonnebornBergerMatchMatchCut1 { en: "EMMSB-C1", hr: "EMMSB-C1", sl: "EMMSB-C1" }
        TiebreakHeadingExtendedSonnebornBergerGameMatch { en: "EGMSB", hr: "EGMSB", sl: "EGMSB" }
        TiebreakHeadingExtendedSonnebornBergerMatchGame { en: "EMGSB", hr: "EMGSB", sl: "EMGSB" }
        TiebreakHeadingExtendedSonnebornBergerGameGame { en: "EGGSB", hr: "EGGSB", sl: "EGGSB" }
        TiebreakHeadingExtendedSonnebornBergerMatchGameCut1 { en: "EMGSB-C1", hr: "EMGSB-C1", sl: "EMGSB-C1" }
        TiebreakHeadingExtendedSonnebornBergerGameMatchCut1 { en: "EGMSB-C1", hr: "EGMSB-C1", sl: "EGMSB-C1" }
        TiebreakHeadingExtendedSonnebornBergerGameGameCut1 { en: "EGGSB-C1", hr: "EGGSB-C1", sl: "EGGSB-C1" }
        TiebreakHeadingOlympiadSonnebornBergerChennai { en: "OSB74", hr: "OSB74", sl: "OSB74" }
        TiebreakHeadingOpponentsMatchPointsCut1Chennai { en: "OMP-1_75", hr: "MBP-1_75", sl: "MTN-1_75" }
        TiebreakHeadingScoreStrengthCombination { en: "SSSC", hr: "SSSC", sl: "SSSC" }
        TiebreakHeadingExtendedDirectEncounter { en: "EDE", hr: "EDE", sl: "EDE" }
        TiebreakHeadingLots { en: "LOT", hr: "Ždr.", sl: "Žr." }
        ScoreWhyNotANumber {
            en: "teams: '{part}' is not a starting number (write e.g. 3,7)",
            hr: "ekipe: '{part}' nije startni broj (piši npr. 3,7)",
            sl: "ekipe: '{part}' ni startna številka (piši npr. 3,7)",
        }
        ScoreWhyUnknownCriterion {
            en: "criterion: unknown code '{code}'; the codes are {codes}",
            hr: "kriterij: nepoznata oznaka '{code}'; oznake su {codes}",
            sl: "merilo: neznana oznaka '{code}'; oznake so {codes}",
        }
        ScoreWhyValue {
            en: "{criterion} ({code}) of {team}: {value}",
            hr: "{criterion} ({code}) ekipe {team}: {value}",
            sl: "{criterion} ({code}) ekipe {team}: {value}",
        }
        ScoreWhyNotComputed {
            en: "not computed (only among teams still tied, or lots not drawn)",
            hr: "nije izračunato (samo među ekipama koje su još izjednačene, ili ždrijeb nije izvučen)",
            sl: "ni izračunano (samo med ekipami, ki so še izenačene, ali žreb ni bil izveden)",
        }
        /// In the column of the boards ("Ploče", "Deske"), so hr and sl need not name them.
        ValueNoBoardResults {
            en: "no board results",
            hr: "bez rezultata",
            sl: "brez rezultatov",
        }
        ScoreWhyCupReading {
            en: "  cup system (szs-pokal-2018 point 5): kup's reading, as Slovenian team cups and the text's play-off decide a drawn match: game points first, then the first board that differs, board 1 first",
            hr: "  kup-sustav (szs-pokal-2018 točka 5): kup ga čita kako slovenski ekipni kupovi i doigravanje iz istog teksta odlučuju neriješen meč: prvo pojedinačni bodovi, zatim prva ploča s različitim ishodom, počevši od 1. ploče",
            sl: "  pokalni sistem (szs-pokal-2018 točka 5): kup ga bere tako, kot slovenski ekipni pokali in naknadni dvoboj iz istega besedila odločijo neodločen dvoboj: najprej osnovne točke, nato prva plošča z različnim izidom, začenši s 1. ploščo",
        }
        ScoreWhyCupBoard {
            en: "  round {round}: {who}, drawn on game points: board {board} decides, {outcome}",
            hr: "  {round}. kolo: {who}, neriješeno po pojedinačnim bodovima: odlučuje {board}. ploča, {outcome}",
            sl: "  {round}. kolo: {who}, neodločeno po osnovnih točkah: odloči {board}. plošča, {outcome}",
        }
        ScoreWhyCupWon { en: "won", hr: "dobiveno", sl: "dobljeno" }
        ScoreWhyCupLost { en: "lost", hr: "izgubljeno", sl: "izgubljeno" }
        ScoreWhyCupNone {
            en: "  no match drawn on game points with a board that differs",
            hr: "  nema meča neriješenog po pojedinačnim bodovima s pločom različitog ishoda",
            sl: "  ni dvoboja, neodločenega po osnovnih točkah, s ploščo z različnim izidom",
        }
        ScoreWhyUnplayed { en: "  unplayed rounds: {model}", hr: "  neodigrana kola: {model}", sl: "  neodigrana kola: {model}" }
        ScoreModelOlympiad2008 {
            en: "2008 Olympiad rules (bye = drawn match against the team itself, forfeit = won 3-1)",
            hr: "pravila Olimpijade 2008. (slobodna = neriješen meč protiv same sebe, kontumacija = pobjeda 3-1)",
            sl: "pravila olimpijade 2008 (prosto kolo = neodločen dvoboj proti sami sebi, brez igre = zmaga 3-1)",
        }
        ScoreModelOlympiad2010 {
            en: "Khanty-Mansiysk 2010 Olympiad rules (drawn match against a virtual opponent)",
            hr: "pravila Olimpijade u Hanti-Mansijsku 2010. (neriješen meč protiv virtualnog protivnika)",
            sl: "pravila olimpijade v Hanti-Mansijsku 2010 (neodločen dvoboj proti virtualnemu nasprotniku)",
        }
        ScoreModelVirtual2022 {
            en: "FIDE C.07 (2022): virtual opponent",
            hr: "FIDE C.07 (2022.): virtualni protivnik",
            sl: "FIDE C.07 (2022): virtualni nasprotnik",
        }
        ScoreModelOlympiad2022 {
            en: "Chennai 2022 Olympiad rules (FIDE C.07 2022: opponents' unplayed matches drawn, virtual opponent)",
            hr: "pravila Olimpijade u Chennaiju 2022. (FIDE C.07 2022.: neodigrani mečevi protivnika neriješeni, virtualni protivnik)",
            sl: "pravila olimpijade v Chennaiju 2022 (FIDE C.07 2022: neodigrani dvoboji nasprotnikov neodločeni, virtualni nasprotnik)",
        }
        ScoreModelDummy2023 {
            en: "FIDE C.07 (2023/2024) Art. 16: dummy opponent",
            hr: "FIDE C.07 (2023./2024.) čl. 16: fiktivni protivnik",
            sl: "FIDE C.07 (2023/2024) čl. 16: fiktivni nasprotnik",
        }
        ScoreModelCapped2026 {
            en: "FIDE C.07 (2026) Art. 16: capped dummy opponent",
            hr: "FIDE C.07 (2026.) čl. 16: fiktivni protivnik s ograničenim rezultatom",
            sl: "FIDE C.07 (2026) čl. 16: fiktivni nasprotnik z omejenim rezultatom",
        }
        /// One term of an opponent-based criterion; `{dropped}` is [`Msg::ScoreWhyDropped`] or empty.
        ScoreWhyTerm {
            en: "  round {round}: {who}: {opponent} x {own} = {contribution}{dropped}",
            hr: "  {round}. kolo: {who}: {opponent} x {own} = {contribution}{dropped}",
            sl: "  {round}. kolo: {who}: {opponent} x {own} = {contribution}{dropped}",
        }
        ScoreWhyDropped {
            en: "  (dropped: least significant value)",
            hr: "  (izostavljeno: najmanje značajna vrijednost)",
            sl: "  (izpuščeno: najmanj pomembna vrednost)",
        }
        ScoreWhyDummy { en: "dummy opponent (C.07 16.4)", hr: "fiktivni protivnik (C.07 16.4)", sl: "fiktivni nasprotnik (C.07 16.4)" }
        ScoreWhyItself { en: "the team itself (bye)", hr: "sama ekipa (slobodna)", sl: "ekipa sama (prosto kolo)" }
        ScoreWhyOpponent { en: "opponent", hr: "protivnik", sl: "nasprotnik" }
        ScoreWhyAfterRound { en: "after round {round}: {teams}", hr: "nakon {round}. kola: {teams}", sl: "po {round}. kolu: {teams}" }
        /// One stage of a comparison: the criterion's code (padded), its name, the values.
        ScoreWhyStep { en: "  {code} {name}: {values}", hr: "  {code} {name}: {values}", sl: "  {code} {name}: {values}" }
        ScoreWhyDecidedBy { en: "decided by {code}", hr: "odlučuje {code}", sl: "odloča {code}" }
        ScoreWhyStillTied {
            en: "still tied after the whole chain: the place is shared",
            hr: "izjednačene i nakon svih kriterija: mjesto je dijeljeno",
            sl: "izenačene tudi po vseh merilih: mesto je deljeno",
        }
        ScoreWhyPlayoff {
            en: "play-off due for places {first}-{last}: {rule}",
            hr: "za {first}.-{last}. mjesto igra se doigravanje: {rule}",
            sl: "za {first}.-{last}. mesto se igra dodatni dvoboj: {rule}",
        }
        ScoreWhyPlayoffDue {
            en: "play-off due: places {first}-{last} (teams {teams}): {rule}",
            hr: "doigravanje: {first}.-{last}. mjesto (ekipe {teams}): {rule}",
            sl: "dodatni dvoboj: {first}.-{last}. mesto (ekipe {teams}): {rule}",
        }
        /// How a game lost by penalty changed a match.
        ScoreWhyPenaltyEffect {
            en: "{penalties}: match {before} without the penalty, {after} with it; match points {points_before} → {points_after}",
            hr: "{penalties}: meč {before} bez kazne, {after} s kaznom; meč-bodovi {points_before} → {points_after}",
            sl: "{penalties}: dvoboj {before} brez kazni, {after} s kaznijo; meč točke {points_before} → {points_after}",
        }
        ScoreWhyAllLost {
            en: "{penalty}: match points {earned} → 0",
            hr: "{penalty}: meč-bodovi {earned} → 0",
            sl: "{penalty}: meč točke {earned} → 0",
        }
        ScoreWhyPenaltyFor { en: "penalty, for {team}: {effect}", hr: "kazna ({team}): {effect}", sl: "kazen ({team}): {effect}" }
    } };
}
