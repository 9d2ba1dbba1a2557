//! Every user-facing string, in English, Croatian and Slovenian.
//!
//! One entry per message: a stable key (a [`Msg`] variant) and its three texts. The macro
//! refuses to compile an entry without all three languages; the tests check that the
//! placeholders (`{name}`) agree between the languages and that every key is used.
//!
//! Terms follow the regulations kup ships (`shared/seeds/`): hr meč-bodovi, pojedinačni
//! bodovi, ploča, pričuva, kontumacija, ždrijeb, kolo, sastav; sl meč točke, osnovne točke,
//! deska, rezerva, žreb, kolo, postava.

use super::Lang;

macro_rules! catalogue {
    ($( $(#[$doc:meta])* $key:ident { en: $en:literal, hr: $hr:literal, sl: $sl:literal $(,)? } )*) => {
        /// The key of a user-facing message; [`Lang::text`] gives its text.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Msg {
            $( $(#[$doc])* $key, )*
        }

        impl Msg {
            /// Every key, in catalogue order.
            pub const ALL: &[Msg] = &[$( Msg::$key, )*];

            /// The key's identifier, as written in the source (`"TiebreakLots"`).
            pub fn key(self) -> &'static str {
                match self {
                    $( Msg::$key => stringify!($key), )*
                }
            }

            pub fn text(self, lang: Lang) -> &'static str {
                let [en, hr, sl] = match self {
                    $( Msg::$key => [$en, $hr, $sl], )*
                };
                match lang {
                    Lang::En => en,
                    Lang::Hr => hr,
                    Lang::Sl => sl,
                }
            }
        }
    };
}

catalogue! {
    // Tiebreak names (FIDE C.07; the regulations' wording, shared/seeds/).
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

    // The full-screen program, engineer `tui`'s block: following another kup, the Standings
    // sub-views, the Rosters, Clock and Tiebreaks views and their key help.
    /// Another kup (`kup result` in another shell) changed the tournament; `{what}` is its
    /// change's summary.
    StatusChangedElsewhere {
        en: "changed by another kup: {what}",
        hr: "promijenio drugi kup: {what}",
        sl: "spremenil drug kup: {what}",
    }

    // The full-screen program: tabs, header, status line.
    TabRosters { en: "Rosters", hr: "Prijave", sl: "Ekipe" }
    TabRound { en: "Round", hr: "Kolo", sl: "Kolo" }
    TabClock { en: "Clock", hr: "Sat", sl: "Ura" }
    TabStandings { en: "Standings", hr: "Poredak", sl: "Lestvica" }
    TabTiebreaks { en: "Tiebreaks", hr: "Dodatni kriteriji", sl: "Kriteriji" }
    RoundOf {
        en: "Round {round} of {rounds}",
        hr: "{round}. kolo od {rounds}",
        sl: "{round}. kolo od {rounds}",
    }
    NextRoundAt {
        en: "next: round {round} at {when}",
        hr: "sljedeće: {round}. kolo u {when}",
        sl: "naslednje: {round}. kolo ob {when}",
    }
    StatusKeys {
        en: "? help  : commands  u undo  q quit",
        hr: "? pomoć  : naredbe  u poništi  q izlaz",
        sl: "? pomoč  : ukazi  u razveljavi  q izhod",
    }
    StatusReadOnly {
        en: "read-only: another kup holds this tournament; nothing can be changed",
        hr: "samo za čitanje: turnir drži drugi kup; ništa se ne može mijenjati",
        sl: "samo za branje: turnir drži drug kup; ničesar ni mogoče spremeniti",
    }

    // Round and Standings views.
    RoundLocked {
        en: " read-only: L unlocks ",
        hr: " samo za čitanje: L otključava ",
        sl: " samo za branje: L odklene ",
    }
    NoRoundPaired {
        en: "No round is paired yet.",
        hr: "Još nijedno kolo nije spareno.",
        sl: "Nobeno kolo še nima parov.",
    }
    RoundHasNoMatches {
        en: "Round {round} has no matches.",
        hr: "{round}. kolo nema mečeva.",
        sl: "{round}. kolo nima dvobojev.",
    }
    Bye { en: "bye", hr: "slobodna", sl: "prosta" }
    Absent { en: "absent", hr: "odsutna", sl: "odsotna" }
    ColumnTable { en: "Tbl", hr: "Stol", sl: "Miza" }
    ColumnFirstNamedTeam { en: "First-named team", hr: "Prvoimenovana ekipa", sl: "Prva ekipa" }
    ColumnScore { en: "Score", hr: "Rezultat", sl: "Rezultat" }
    ColumnSecondNamedTeam { en: "Second-named team", hr: "Drugoimenovana ekipa", sl: "Druga ekipa" }
    /// Match points, as a column heading (the crosstables' "MB").
    ColumnMatchPoints { en: "MP", hr: "MB", sl: "MT" }
    /// Game points, as a column heading (the crosstables' "Bod.").
    ColumnGamePoints { en: "GP", hr: "Bod.", sl: "Toč." }
    ColumnRank { en: "Rk", hr: "Mj.", sl: "Mes." }
    ColumnNumber { en: "No", hr: "Br.", sl: "Št." }
    ColumnTeam { en: "Team", hr: "Ekipa", sl: "Ekipa" }
    NoPlayer { en: "(no player)", hr: "(nema igrača)", sl: "(ni igralca)" }
    /// The initial of White on a board row.
    WhiteInitial { en: "W", hr: "B", sl: "B" }
    /// The initial of Black on a board row.
    BlackInitial { en: "B", hr: "C", sl: "Č" }
    HintResult { en: "result", hr: "rezultat", sl: "rezultat" }
    HintForfeit { en: "forfeit", hr: "kontumacija", sl: "brez igre" }
    HintClear { en: "clear", hr: "briši", sl: "briši" }
    HintTable { en: "table", hr: "stol", sl: "miza" }
    HintRound { en: "round", hr: "kolo", sl: "kolo" }
    HintPick { en: "pick", hr: "odaberi", sl: "izberi" }
    HintTiedForPrizes { en: "tied for 1-3", hr: "izjednačeni za 1.-3.", sl: "izenačeni za 1.-3." }
    HintTerms { en: "terms", hr: "članovi", sl: "členi" }
    HintHelp { en: "help", hr: "pomoć", sl: "pomoč" }
    StandingsAfterRound {
        en: " Standings after round {round} ",
        hr: " Poredak nakon {round}. kola ",
        sl: " Lestvica po {round}. kolu ",
    }
    StandingsNoRound {
        en: " Standings: no round paired yet ",
        hr: " Poredak: još nijedno kolo nije spareno ",
        sl: " Lestvica: nobeno kolo še nima parov ",
    }

    // CLI: forbidden pairings (`kup forbid`, TRF-2026 record 260).
    ForbidNone {
        en: "no forbidden pairings",
        hr: "nema zabranjenih parova",
        sl: "ni prepovedanih parov",
    }
    /// One group kept apart: `{rounds}` is "3-5" or "3-" (to the end), `{teams}` the teams.
    ForbidGroup {
        en: "rounds {rounds}: {teams}",
        hr: "kola {rounds}: {teams}",
        sl: "kola {rounds}: {teams}",
    }

    // TUI: the key help of the global and Round tables, and what the Round tab says about
    // pairing, lineups, printouts and quitting (the `round` engineer's block).
    KeyNextView { en: "next view", hr: "sljedeći prikaz", sl: "naslednji pogled" }
    KeyPreviousView { en: "previous view", hr: "prethodni prikaz", sl: "prejšnji pogled" }
    KeyHelp {
        en: "help: every key of this view",
        hr: "pomoć: sve tipke ovog prikaza",
        sl: "pomoč: vse tipke tega pogleda",
    }
    KeyPalette { en: "command palette", hr: "popis naredbi", sl: "seznam ukazov" }
    KeyUndo { en: "undo the last change", hr: "poništi zadnju promjenu", sl: "razveljavi zadnjo spremembo" }
    KeyRedo { en: "redo", hr: "ponovi", sl: "ponovi" }
    KeyQuit {
        en: "quit (everything is already saved)",
        hr: "izlaz (sve je već spremljeno)",
        sl: "izhod (vse je že shranjeno)",
    }
    KeyWhiteWins { en: "White wins", hr: "pobjeda bijelog", sl: "zmaga belega" }
    KeyBlackWins { en: "Black wins", hr: "pobjeda crnog", sl: "zmaga črnega" }
    KeyDraw { en: "draw", hr: "remi", sl: "remi" }
    KeyWhiteForfeitWin {
        en: "White wins by forfeit (+-)",
        hr: "bijeli pobjeđuje kontumacijom (+-)",
        sl: "beli zmaga brez igre (+-)",
    }
    KeyBlackForfeitWin {
        en: "White loses by forfeit (-+)",
        hr: "bijeli gubi kontumacijom (-+)",
        sl: "beli izgubi brez igre (-+)",
    }
    KeyDoubleForfeit {
        en: "double forfeit (--)",
        hr: "obostrana kontumacija (--)",
        sl: "oba brez igre (--)",
    }
    KeyClearResult { en: "clear the board's result", hr: "briši rezultat ploče", sl: "briši izid deske" }
    KeyPreviousBoard { en: "previous board", hr: "prethodna ploča", sl: "prejšnja deska" }
    KeyNextBoard { en: "next board", hr: "sljedeća ploča", sl: "naslednja deska" }
    KeyPreviousMatch { en: "previous match", hr: "prethodni meč", sl: "prejšnji dvoboj" }
    KeyNextMatch { en: "next match", hr: "sljedeći meč", sl: "naslednji dvoboj" }
    KeyFirstBoard { en: "first board of table 1", hr: "prva ploča 1. stola", sl: "prva deska 1. mize" }
    KeyLastBoard {
        en: "last board of the last table",
        hr: "zadnja ploča zadnjeg stola",
        sl: "zadnja deska zadnje mize",
    }
    KeyJumpToTable {
        en: "jump to table n (digits alone enter results)",
        hr: "skok na stol n (same znamenke upisuju rezultate)",
        sl: "skok na mizo n (same števke vpisujejo izide)",
    }
    KeyExpandAll {
        en: "show the boards of every match, or only the cursor's",
        hr: "prikaži ploče svih mečeva ili samo označenog",
        sl: "pokaži deske vseh dvobojev ali le izbranega",
    }
    KeyPreviousRound { en: "previous round", hr: "prethodno kolo", sl: "prejšnje kolo" }
    KeyNextRound { en: "next round", hr: "sljedeće kolo", sl: "naslednje kolo" }
    KeyUnlock {
        en: "unlock (or lock) corrections of an earlier round",
        hr: "otključaj (ili zaključaj) ispravke ranijeg kola",
        sl: "odkleni (ali zakleni) popravke prejšnjega kola",
    }
    KeyPairNext {
        en: "pair the next round (asks first)",
        hr: "sparivanje sljedećeg kola (uz potvrdu)",
        sl: "pari naslednjega kola (s potrditvijo)",
    }
    KeyDiscard {
        en: "discard the pairing of the newest round, while it has no results (asks first)",
        hr: "poništi sparivanje zadnjeg kola dok nema rezultata (uz potvrdu)",
        sl: "zavrzi pare zadnjega kola, dokler nima izidov (s potrditvijo)",
    }
    KeySwap {
        en: "swap two teams between matches (starting numbers)",
        hr: "zamijeni dvije ekipe između mečeva (startni brojevi)",
        sl: "zamenjaj ekipi med dvoboji (štartni številki)",
    }
    KeyFlip {
        en: "exchange the colours of the cursor's match",
        hr: "zamijeni boje označenog meča",
        sl: "zamenjaj barvi izbranega dvoboja",
    }
    KeyExplain {
        en: "explain the pairing of this round",
        hr: "objašnjenje sparivanja ovog kola",
        sl: "razlaga parov tega kola",
    }
    KeyLineups {
        en: "lineups of the cursor's match",
        hr: "sastavi označenog meča",
        sl: "postavi izbranega dvoboja",
    }
    KeyExportPairings {
        en: "print: write the pairings as HTML and text next to the tournament",
        hr: "ispis: parovi kao HTML i tekst uz turnir",
        sl: "izpis: pari kot HTML in besedilo ob turnirju",
    }
    HelpTitle {
        en: "Help: Up/Down scroll, any other key closes",
        hr: "Pomoć: gore/dolje pomiče, druga tipka zatvara",
        sl: "Pomoč: gor/dol premika, druga tipka zapre",
    }
    HelpKeysOf { en: "Keys of {view}", hr: "Tipke prikaza {view}", sl: "Tipke pogleda {view}" }
    HelpEverywhere { en: "Everywhere", hr: "Svugdje", sl: "Povsod" }
    KeyDoesNothing {
        en: "{key} does nothing in {view}: ? lists the keys",
        hr: "{key} ne radi ništa u prikazu {view}: ? daje popis tipki",
        sl: "{key} v pogledu {view} ne naredi ničesar: ? našteje tipke",
    }
    HintPairNext { en: "pair the next round", hr: "sparivanje sljedećeg kola", sl: "pari naslednjega kola" }
    QuitWhileRunning {
        en: "the clock is running for missing players: quit anyway? y = quit, any other key = stay",
        hr: "sat teče za igrače koji nisu stigli: ipak izaći? y = izlaz, druga tipka = ostani",
        sl: "ura teče za manjkajoče igralce: vseeno končati? y = izhod, druga tipka = ostani",
    }
    QuitCancelled { en: "not quitting", hr: "izlaz otkazan", sl: "izhod preklican" }
    ExportWritten {
        en: "wrote {html} and {txt} in {dir}",
        hr: "zapisano {html} i {txt} u {dir}",
        sl: "zapisano {html} in {txt} v {dir}",
    }
    RoundEarlierLocked {
        en: "round {round} is an earlier round: press L to unlock corrections",
        hr: "{round}. kolo je ranije kolo: L otključava ispravke",
        sl: "{round}. kolo je prejšnje kolo: L odklene popravke",
    }
    RoundsPaired {
        en: "round: rounds 1 to {rounds} are paired",
        hr: "kolo: sparena su kola 1 do {rounds}",
        sl: "kolo: pare imajo kola 1 do {rounds}",
    }
    RoundsUnlocked {
        en: "earlier rounds unlocked: results may be corrected",
        hr: "ranija kola otključana: rezultati se mogu ispraviti",
        sl: "prejšnja kola odklenjena: izide je mogoče popraviti",
    }
    RoundsLocked { en: "earlier rounds locked", hr: "ranija kola zaključana", sl: "prejšnja kola zaklenjena" }
    PromptTable {
        en: "table: {typed}_  (Enter jumps, Esc cancels)",
        hr: "stol: {typed}_  (Enter skače, Esc odustaje)",
        sl: "miza: {typed}_  (Enter skoči, Esc prekliče)",
    }
    JumpedToTable { en: "table {table}", hr: "stol {table}", sl: "miza {table}" }
    NotATable {
        en: "table: '{typed}' is not a table of this round (1 to {tables})",
        hr: "stol: '{typed}' nije stol ovog kola (1 do {tables})",
        sl: "miza: '{typed}' ni miza tega kola (1 do {tables})",
    }
    PromptSwap {
        en: "swap the teams with starting numbers: {typed}_  (e.g. 3,7; Enter swaps, Esc cancels)",
        hr: "zamijeni ekipe sa startnim brojevima: {typed}_  (npr. 3,7; Enter mijenja, Esc odustaje)",
        sl: "zamenjaj ekipi s štartnima številkama: {typed}_  (npr. 3,7; Enter zamenja, Esc prekliče)",
    }
    SwapNeedsTwoTeams {
        en: "swap: '{typed}' does not name two teams by starting number (1 to {teams}), e.g. 3,7",
        hr: "zamjena: '{typed}' ne navodi dvije ekipe startnim brojem (1 do {teams}), npr. 3,7",
        sl: "zamenjava: '{typed}' ne navaja dveh ekip s štartno številko (1 do {teams}), npr. 3,7",
    }
    ConfirmPair {
        en: "pair round {round} now? y = pair, any other key = no",
        hr: "spariti {round}. kolo sada? y = sparivanje, druga tipka = ne",
        sl: "določi pare {round}. kola zdaj? y = pari, druga tipka = ne",
    }
    ConfirmDiscard {
        en: "discard the pairing of round {round}? y = discard, any other key = no",
        hr: "poništiti sparivanje {round}. kola? y = poništi, druga tipka = ne",
        sl: "zavreči pare {round}. kola? y = zavrzi, druga tipka = ne",
    }
    StepCancelled { en: "cancelled: nothing changed", hr: "otkazano: ništa nije promijenjeno", sl: "preklicano: nič se ni spremenilo" }
    ExplainTitle {
        en: "Pairing of round {round}: Up/Down scroll, any other key closes",
        hr: "Sparivanje {round}. kola: gore/dolje pomiče, druga tipka zatvara",
        sl: "Pari {round}. kola: gor/dol premika, druga tipka zapre",
    }
    ExplainSetByHand {
        en: "The recorded pairing differs from this automatic pairing: it was set or changed by hand (see kup check).",
        hr: "Zapisano sparivanje razlikuje se od ovog automatskog: postavljeno je ili promijenjeno ručno (vidi kup check).",
        sl: "Zapisani pari se razlikujejo od teh samodejnih: določeni ali spremenjeni so bili ročno (glej kup check).",
    }
    LineupTitle {
        en: "Lineup, round {round}: {team}",
        hr: "Sastav, {round}. kolo: {team}",
        sl: "Postava, {round}. kolo: {team}",
    }
    LineupBase {
        en: "No lineup handed in: the base lineup plays.",
        hr: "Sastav nije predan: igra osnovni sastav.",
        sl: "Postava ni oddana: igra osnovna postava.",
    }
    LineupHandedIn { en: "Handed in at {when}.", hr: "Predan u {when}.", sl: "Oddana ob {when}." }
    LineupEntered { en: "Lineup entered.", hr: "Sastav upisan.", sl: "Postava vpisana." }
    LineupLate {
        en: "LATE: due by {due}",
        hr: "KASNI: rok je bio {due}",
        sl: "PREPOZNO: rok je bil {due}",
    }
    /// Beside a team in the Round view whose lineup came in after the deadline.
    LineupLateFlag { en: "late lineup", hr: "sastav kasni", sl: "postava prepozno" }
    LineupDue { en: "Due by {due}.", hr: "Rok predaje: {due}.", sl: "Rok oddaje: {due}." }
    LineupBoard { en: "board {board}", hr: "ploča {board}", sl: "deska {board}" }
    LineupKeys {
        en: "Space choose  Enter save  Left/Right other team  Esc close",
        hr: "Razmak odaberi  Enter spremi  lijevo/desno druga ekipa  Esc zatvori",
        sl: "Presledek izberi  Enter shrani  levo/desno druga ekipa  Esc zapri",
    }

    // CLI: history.
    /// `kup undo`: `{what}` is the summary of the change undone.
    Undone {
        en: "undone: {what}",
        hr: "poništeno: {what}",
        sl: "razveljavljeno: {what}",
    }
    Redone {
        en: "redone: {what}",
        hr: "ponovljeno: {what}",
        sl: "ponovljeno: {what}",
    }
    Recovered {
        en: "snapshot {number} ({what}) is current",
        hr: "snimka {number} ({what}) je sada važeća",
        sl: "posnetek {number} ({what}) je zdaj veljaven",
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::path::Path;

    use super::*;

    /// The placeholder names (`{name}`) of a text.
    fn placeholders(text: &str) -> BTreeSet<&str> {
        text.split('{')
            .skip(1)
            .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
            .collect()
    }

    #[test]
    fn every_key_has_a_text_in_every_language_with_the_same_placeholders() {
        for msg in Msg::ALL {
            let english = placeholders(msg.text(Lang::En));
            for lang in Lang::ALL {
                let text = msg.text(lang);
                assert!(
                    !text.trim().is_empty(),
                    "{} has no {} text",
                    msg.key(),
                    lang.code()
                );
                assert_eq!(
                    placeholders(text),
                    english,
                    "{} in {} has other placeholders than in English",
                    msg.key(),
                    lang.code()
                );
            }
        }
    }

    #[test]
    fn keys_are_unique_and_all_listed() {
        let keys: BTreeSet<&str> = Msg::ALL.iter().map(|m| m.key()).collect();
        assert_eq!(keys.len(), Msg::ALL.len());
    }

    fn sources(dir: &Path, out: &mut Vec<(String, String)>) {
        for entry in std::fs::read_dir(dir).expect("src is readable") {
            let path = entry.expect("directory entry").path();
            if path.is_dir() {
                sources(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).expect("source is UTF-8");
                out.push((path.display().to_string(), text));
            }
        }
    }

    /// A key is used when some source file other than this catalogue names it as
    /// `Msg::Key` (a whole identifier: `Msg::Undone` does not count for `Msg::Undo`).
    #[test]
    fn every_key_is_used_outside_the_catalogue() {
        let mut files = Vec::new();
        sources(
            &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
            &mut files,
        );
        let code: Vec<&str> = files
            .iter()
            .filter(|(path, _)| !path.ends_with("i18n/catalogue.rs"))
            .map(|(_, text)| text.as_str())
            .collect();
        let is_used = |key: &str| {
            let needle = format!("Msg::{key}");
            code.iter().any(|text| {
                text.match_indices(&needle).any(|(at, _)| {
                    !text[at + needle.len()..]
                        .starts_with(|c: char| c.is_alphanumeric() || c == '_')
                })
            })
        };
        let unused: Vec<&str> = Msg::ALL
            .iter()
            .map(|m| m.key())
            .filter(|key| !is_used(key))
            .collect();
        assert!(unused.is_empty(), "unused catalogue keys: {unused:?}");
    }
}
