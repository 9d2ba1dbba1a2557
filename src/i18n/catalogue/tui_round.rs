//! The Round tab: its keys, hints, prompts and confirmations, and the lineup window.

macro_rules! tui_round {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
        RoundLocked {
            en: " read-only: L unlocks ",
            hr: " samo za čitanje: L otključava ",
            sl: " samo za branje: L odklene ",
        }
        RoundHasNoMatches {
            en: "Round {round} has no matches.",
            hr: "{round}. kolo nema mečeva.",
            sl: "{round}. kolo nima dvobojev.",
        }
        NoPlayer { en: "(no player)", hr: "(nema igrača)", sl: "(ni igralca)" }
        HintResult { en: "result", hr: "rezultat", sl: "rezultat" }
        HintForfeit { en: "forfeit", hr: "kontumacija", sl: "brez igre" }
        HintClear { en: "clear", hr: "briši", sl: "briši" }
        HintTable { en: "table", hr: "stol", sl: "miza" }
        HintRound { en: "round", hr: "kolo", sl: "kolo" }
        HintHelp { en: "help", hr: "pomoć", sl: "pomoč" }
        KeyFirstWins {
            en: "the left player (the first-named team's) wins",
            hr: "pobjeđuje lijevi igrač (prvoimenovane ekipe)",
            sl: "zmaga levi igralec (prve ekipe)",
        }
        HelpRoundReading {
            en: "A board reads as its row: the first-named team's player on the left, each with his colour (W, B), and the result in that order, so 1 is a win of the left player whatever his colour. \"pen\" beside a result: a penalty decided the game, as the match score counts it.",
            hr: "Ploča se čita kao redak: igrač prvoimenovane ekipe lijevo, svaki sa svojom bojom (B, C), a rezultat tim redom, pa je 1 pobjeda lijevog igrača kojom god bojom igrao. \"kaz\" uz rezultat: partiju je odlučila kazna, kako je broji rezultat meča.",
            sl: "Deska se bere kot vrstica: igralec prve ekipe levo, vsak s svojo barvo (B, Č), izid pa v tem vrstnem redu, zato je 1 zmaga levega igralca, ne glede na barvo. \"kaz\" ob izidu: partijo je odločila kazen, kot jo šteje izid dvoboja.",
        }
        KeySecondWins { en: "the right player wins", hr: "pobjeđuje desni igrač", sl: "zmaga desni igralec" }
        KeyDraw { en: "draw", hr: "remi", sl: "remi" }
        KeyFirstForfeitWin {
            en: "the left player wins by forfeit (+-)",
            hr: "lijevi igrač pobjeđuje kontumacijom (+-)",
            sl: "levi igralec zmaga brez igre (+-)",
        }
        KeySecondForfeitWin {
            en: "the right player wins by forfeit (-+)",
            hr: "desni igrač pobjeđuje kontumacijom (-+)",
            sl: "desni igralec zmaga brez igre (-+)",
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
        KeyMatchScore {
            en: "score of the cursor's match when its boards are not known, first-named team first (e.g. 2.5-1.5; nothing typed clears it)",
            hr: "rezultat označenog meča kad rezultati ploča nisu poznati, prvo navedena ekipa prva (npr. 2,5-1,5; prazno briše)",
            sl: "rezultat izbranega dvoboja, ko izidi desk niso znani, prvo navedena ekipa prva (npr. 2,5-1,5; prazno izbriše)",
        }
        PromptMatchScore {
            en: "match score, first-named team first: {typed}_  (e.g. 2.5-1.5; Enter saves, Esc cancels)",
            hr: "rezultat meča, prvo navedena ekipa prva: {typed}_  (npr. 2,5-1,5; Enter sprema, Esc odustaje)",
            sl: "rezultat dvoboja, prvo navedena ekipa prva: {typed}_  (npr. 2,5-1,5; Enter shrani, Esc prekliče)",
        }
        ConfirmScoreOverBoards {
            en: "table {table} has {boards} {boards:one=board|other=boards} with a result; the match score replaces them. {yes} = save, any other key = no",
            hr: "stol {table} ima {boards} {boards:one=ploču|few=ploče|other=ploča} s rezultatom; rezultat meča ih zamjenjuje. {yes} = spremi, druga tipka = ne",
            sl: "miza {table} ima {boards} {boards:one=desko|two=deski|few=deske|other=desk} z izidom; rezultat dvoboja jih nadomesti. {yes} = shrani, druga tipka = ne",
        }
        KeyPairByHand {
            en: "pair the next round by hand (starting numbers; asks about a rematch, a forbidden pairing or a team short of players)",
            hr: "ručno sparivanje sljedećeg kola (startni brojevi; pita za ponovljeni susret, zabranjeni par ili ekipu bez dovoljno igrača)",
            sl: "ročni pari naslednjega kola (štartne številke; vpraša ob ponovnem srečanju, prepovedanem paru ali ekipi s premalo igralci)",
        }
        ManualPairingTitle {
            en: "Pairing of round {round} by hand",
            hr: "Ručno sparivanje {round}. kola",
            sl: "Ročni pari {round}. kola",
        }
        ManualPairingHow {
            en: "First-named team first, pairs by starting number, a lone number for the bye: 1-5,2-6,3-7,4",
            hr: "Prvo navedena ekipa prva, parovi startnim brojevima, sam broj je slobodna ekipa: 1-5,2-6,3-7,4",
            sl: "Prvo navedena ekipa prva, pari s štartnimi številkami, sama številka je prosta ekipa: 1-5,2-6,3-7,4",
        }
        ManualPairingPairs { en: "pairs", hr: "parovi", sl: "pari" }
        ManualPairingPoints { en: "{points} MP", hr: "{points} MB", sl: "{points} MT" }
        ManualPairingKeys {
            en: " Enter save · Esc cancel · ←→ Home End Del edit ",
            hr: " Enter spremi · Esc odustani · ←→ Home End Del uređivanje ",
            sl: " Enter shrani · Esc prekliči · ←→ Home End Del urejanje ",
        }
        KeyPenalties {
            en: "penalties: the list in force, impose one at the cursor's match, lift one",
            hr: "kazne: popis važećih, izreci kaznu za označeni meč, ukini kaznu",
            sl: "kazni: seznam veljavnih, izreci kazen za izbrani dvoboj, odpravi kazen",
        }
        PenaltiesTitle {
            en: "Penalties (round {round})",
            hr: "Kazne ({round}. kolo)",
            sl: "Kazni ({round}. kolo)",
        }
        PenaltiesKeys {
            en: " Enter impose · Tab field · ↑↓ penalty · Ctrl-X lift · Esc close ",
            hr: " Enter izreci · Tab polje · ↑↓ kazna · Ctrl-X ukini · Esc zatvori ",
            sl: " Enter izreci · Tab polje · ↑↓ kazen · Ctrl-X odpravi · Esc zapri ",
        }
        PenaltyRules {
            en: "rule: 1 phone · 2 early draw (both teams) · 3 forfeit (say why) · 4 unregistered player · 5 barred from the next round (player by roster no.)",
            hr: "pravilo: 1 mobitel · 2 prerani remi (obje ekipe) · 3 kontumacija (navedite zašto) · 4 neregistrirani igrač · 5 zabrana nastupa u sljedećem kolu (igrač po broju na popisu)",
            sl: "pravilo: 1 telefon · 2 prezgodnji remi (obe ekipi) · 3 brez boja (navedite zakaj) · 4 neregistriran igralec · 5 prepoved nastopa v naslednjem kolu (igralec po številki na seznamu)",
        }
        PenaltyFieldRule { en: "rule", hr: "pravilo", sl: "pravilo" }
        PenaltyFieldTeam { en: "team", hr: "ekipa", sl: "ekipa" }
        PenaltyFieldBoard { en: "board", hr: "ploča", sl: "deska" }
        /// The third field when the rule is a bar from the next round: the player's roster position.
        PenaltyFieldPlayer { en: "player", hr: "igrač", sl: "igralec" }
        PenaltyPlayerNumber {
            en: "player: '{typed}' is not a roster position",
            hr: "igrač: '{typed}' nije mjesto na popisu",
            sl: "igralec: '{typed}' ni mesto na seznamu",
        }
        PenaltyFieldNote { en: "note", hr: "napomena", sl: "opomba" }
        PenaltyRuleNumber {
            en: "rule: '{typed}' is not a rule's number (1 to 5)",
            hr: "pravilo: '{typed}' nije broj pravila (1 do 5)",
            sl: "pravilo: '{typed}' ni številka pravila (1 do 5)",
        }
        PenaltyBoardNumber {
            en: "board: '{typed}' is not a board number",
            hr: "ploča: '{typed}' nije broj ploče",
            sl: "deska: '{typed}' ni številka deske",
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
        KeyNextLineups {
            en: "lineups of the next round, before its pairing",
            hr: "sastavi sljedećeg kola, prije sparivanja",
            sl: "postave naslednjega kola, pred žrebom parov",
        }
        LineupsAfterPairing {
            en: "this regulation takes a lineup once its round is paired: pair round {round} (p), then l on its table",
            hr: "ovaj pravilnik prima sastav kad je kolo spareno: sparite {round}. kolo (p), zatim l na njegovom stolu",
            sl: "ta pravilnik sprejme postavo, ko so pari kola določeni: določite pare {round}. kola (p), nato l na njegovi mizi",
        }
        LineupsNoTeam {
            en: "no team plays the next round: add the teams in Rosters first",
            hr: "nijedna ekipa ne igra sljedeće kolo: najprije dodajte ekipe u Prijavama",
            sl: "nobena ekipa ne igra naslednjega kola: najprej dodajte ekipe v zavihku Ekipe",
        }
        KeyExportPairings {
            en: "print: write the pairings as HTML and text next to the tournament",
            hr: "ispis: parovi kao HTML i tekst uz turnir",
            sl: "izpis: pari kot HTML in besedilo ob turnirju",
        }
        HintPairNext { en: "pair the next round", hr: "sparivanje sljedećeg kola", sl: "pari naslednjega kola" }
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
        /// Beside a board's result that a penalty decided, in the Round tab's 9-cell column.
        PenalisedBoardFlag { en: "pen", hr: "kaz", sl: "kaz" }
        ConfirmPair {
            en: "pair round {round} now? {yes} = pair, any other key = no",
            hr: "spariti {round}. kolo sada? {yes} = sparivanje, druga tipka = ne",
            sl: "določi pare {round}. kola zdaj? {yes} = pari, druga tipka = ne",
        }
        ConfirmDiscard {
            en: "discard the pairing of round {round}? {yes} = discard, any other key = no",
            hr: "poništiti sparivanje {round}. kola? {yes} = poništi, druga tipka = ne",
            sl: "zavreči pare {round}. kola? {yes} = zavrzi, druga tipka = ne",
        }
        StepCancelled { en: "cancelled: nothing changed", hr: "otkazano: ništa nije promijenjeno", sl: "preklicano: nič se ni spremenilo" }
        ExplainTitle {
            en: "Pairing of round {round}",
            hr: "Sparivanje {round}. kola",
            sl: "Pari {round}. kola",
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
        /// A change handed in before the regulation's window for it opened.
        LineupEarly {
            en: "EARLY: the window opens at {opens}",
            hr: "PRERANO: predaja počinje u {opens}",
            sl: "PREZGODAJ: oddaja se začne ob {opens}",
        }
        LineupLate {
            en: "LATE: due by {due}",
            hr: "KASNI: rok je bio {due}",
            sl: "PREPOZNO: rok je bil {due}",
        }
        /// Beside a team in the Round view whose lineup came in after the deadline.
        LineupLateFlag { en: "late lineup", hr: "sastav kasni", sl: "postava prepozno" }
        LineupDue { en: "Due by {due}.", hr: "Rok predaje: {due}.", sl: "Rok oddaje: {due}." }
        LineupBoard { en: "board {board}", hr: "ploča {board}", sl: "deska {board}" }
        /// Beside a player barred from the round (kzz-2015 čl. 14, hss-kadeti-2009 čl. 15).
        LineupBarred { en: "barred", hr: "zabrana", sl: "prepoved" }
        LineupKeys {
            en: "Space choose  Enter save  ←→ team  t handed in  o seating  Esc close",
            hr: "Razmaknica odaberi  Enter spremi  ←→ ekipa  t predano  o sjedenje  Esc zatvori",
            sl: "Preslednica izberi  Enter shrani  ←→ ekipa  t oddano  o sedenje  Esc zapri",
        }
        /// Under the lineup: the time it will be saved as handed in, or "now".
        LineupHandedAt { en: "handed in: {handed}", hr: "predano: {handed}", sl: "oddano: {handed}" }
        LineupHandedNow { en: "now", hr: "sada", sl: "zdaj" }
        /// The field of the time the captain handed the lineup in, on the round's day.
        FieldLineupHandedIn { en: "handed in at (HH:MM)", hr: "predano u (SS:MM)", sl: "oddano ob (HH:MM)" }
        LineupSeatingKeys {
            en: "SEATING: choose in the order they sat, board 1 first  Enter save  o lineup",
            hr: "SJEDENJE: odaberite redom kako su sjeli, od 1. ploče  Enter spremi  o sastav",
            sl: "SEDENJE: izberite po vrsti, kot so sedli, od 1. deske  Enter shrani  o postava",
        }
    } };
}
