//! The full-screen program's frame: tabs, header and status line, the keys that work in
//! every view and their names, help, the pager, forms, exports from a view, the theme and quitting.

macro_rules! tui {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
        /// Another kup (`kup result` in another shell) changed the tournament; `{what}` is its
        /// change's summary.
        StatusChangedElsewhere {
            en: "changed by another kup: {what}",
            hr: "promijenio drugi kup: {what}",
            sl: "spremenil drug kup: {what}",
        }
        FormKeys {
            en: " Tab next field · Enter saves · Esc cancels ",
            hr: " Tab dalje · Enter sprema · Esc odustaje ",
            sl: " Tab naprej · Enter shrani · Esc prekliče ",
        }
        FormNotAWholeNumber {
            en: "'{value}' is not a whole number (leave it empty if unknown)",
            hr: "'{value}' nije cijeli broj (ostavite prazno ako nije poznato)",
            sl: "'{value}' ni celo število (pustite prazno, če ni znano)",
        }
        FormNotYesOrNo {
            en: "'{value}' is neither y nor n",
            hr: "'{value}' nije ni d ni n",
            sl: "'{value}' ni ne d ne n",
        }
        FormNoFile {
            en: "give the path of the file to import",
            hr: "upišite putanju datoteke za uvoz",
            sl: "vpišite pot do datoteke za uvoz",
        }
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
        /// Opened with `--read-only` while another kup holds the tournament: `{holder}` names it.
        StatusReadOnly {
            en: "read-only: another kup holds this tournament ({holder}); nothing can be changed",
            hr: "samo za čitanje: turnir drži drugi kup ({holder}); ništa se ne može mijenjati",
            sl: "samo za branje: turnir drži drug kup ({holder}); ničesar ni mogoče spremeniti",
        }
        /// Opened with `--read-only`, no other kup holding the tournament.
        StatusReadOnlyLooking {
            en: "read-only, as asked (--read-only): nothing can be changed",
            hr: "samo za čitanje, kako je zatraženo (--read-only): ništa se ne može mijenjati",
            sl: "samo za branje, kot je bilo zahtevano (--read-only): ničesar ni mogoče spremeniti",
        }
        StatusEverySaved {
            en: "every change is saved as it is made",
            hr: "svaka se promjena sprema odmah",
            sl: "vsaka sprememba se shrani takoj",
        }
        WindowTooSmall {
            en: "kup needs a window of at least 80 x 24.",
            hr: "kup treba prozor od najmanje 80 x 24.",
            sl: "kup potrebuje okno vsaj 80 x 24.",
        }
        WindowIsOnly {
            en: "This one is {width} x {height}: please enlarge it.",
            hr: "Ovaj je {width} x {height}: povećajte ga.",
            sl: "To je {width} x {height}: povečajte ga.",
        }
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
        HelpTitle { en: "Help", hr: "Pomoć", sl: "Pomoč" }
        KeyMessages {
            en: "messages: every message since kup was opened, whole, newest first",
            hr: "poruke: sve poruke otkad je kup otvoren, cijele, najnovija prva",
            sl: "sporočila: vsa sporočila, odkar je kup odprt, cela, najnovejše prvo",
        }
        MessagesTitle { en: "Messages", hr: "Poruke", sl: "Sporočila" }
        /// After a status message cut to the width of the screen: the log has it whole.
        StatusCutMarker { en: " [Ctrl-L: whole]", hr: " [Ctrl-L: cijela]", sl: " [Ctrl-L: celo]" }
        /// After the title of a long text over a view (`views::pager`).
        PagerKeys {
            en: "Up/Down scroll, any other key closes",
            hr: "gore/dolje pomiče, druga tipka zatvara",
            sl: "gor/dol premika, druga tipka zapre",
        }
        HelpKeysOf { en: "Keys of {view}", hr: "Tipke prikaza {view}", sl: "Tipke pogleda {view}" }
        HelpEverywhere { en: "Everywhere", hr: "Svugdje", sl: "Povsod" }
        /// Under the keys of every view: why recovery has no key.
        HelpRecoverAtTheDoor {
            en: "A broken tournament.ron is recovered as kup opens: kup DIR offers it (kup recover runs the same). An open event's file is whole, so no key here.",
            hr: "Oštećeni tournament.ron vraća se pri otvaranju: kup DIR to nudi (kup recover čini isto). Datoteka otvorenog turnira je ispravna, pa ovdje nema tipke za to.",
            sl: "Okvarjen tournament.ron se obnovi ob odpiranju: kup DIR to ponudi (kup recover naredi isto). Datoteka odprtega turnirja je veljavna, zato tu ni tipke za to.",
        }
        KeyDoesNothing {
            en: "{key} does nothing in {view}: ? lists the keys",
            hr: "{key} ne radi ništa u prikazu {view}: ? daje popis tipki",
            sl: "{key} v pogledu {view} ne naredi ničesar: ? našteje tipke",
        }
        KeyNameUp { en: "Up", hr: "Gore", sl: "Gor" }
        KeyNameDown { en: "Down", hr: "Dolje", sl: "Dol" }
        KeyNameLeft { en: "Left", hr: "Lijevo", sl: "Levo" }
        KeyNameRight { en: "Right", hr: "Desno", sl: "Desno" }
        KeyNameSpace { en: "Space", hr: "Razmaknica", sl: "Preslednica" }
        FormYes { en: "y", hr: "d", sl: "d" }
        ExportFilePairings { en: "pairings-round-{round}", hr: "parovi-kolo-{round}", sl: "pari-kolo-{round}" }
        ExportFileStandings { en: "standings-round-{round}", hr: "poredak-kolo-{round}", sl: "lestvica-kolo-{round}" }
        ExportFileCrosstable { en: "crosstable-round-{round}", hr: "tablica-kolo-{round}", sl: "tabela-kolo-{round}" }
        ExportFileBoards { en: "boards-round-{round}", hr: "ploce-kolo-{round}", sl: "deske-kolo-{round}" }
        ExportFilePlayers { en: "players-round-{round}", hr: "igraci-kolo-{round}", sl: "igralci-kolo-{round}" }
        FormNo { en: "n", hr: "n", sl: "n" }
        ThemeUnknown {
            en: "theme: '{name}' is neither a built-in theme ({names}) nor a readable file ({problem})",
            hr: "tema: '{name}' nije ni ugrađena tema ({names}) ni datoteka koja se može čitati ({problem})",
            sl: "tema: '{name}' ni ne vgrajena tema ({names}) ne berljiva datoteka ({problem})",
        }
        ThemeBad {
            en: "theme {name}: {problem}",
            hr: "tema {name}: {problem}",
            sl: "tema {name}: {problem}",
        }
        TerminalFailed {
            en: "terminal: {problem}",
            hr: "terminal: {problem}",
            sl: "terminal: {problem}",
        }
        QuitWhileRunning {
            en: "the clock is running for missing players: quit anyway? {yes} = quit, any other key = stay",
            hr: "sat teče za igrače koji nisu stigli: ipak izaći? {yes} = izlaz, druga tipka = ostani",
            sl: "ura teče za manjkajoče igralce: vseeno končati? {yes} = izhod, druga tipka = ostani",
        }
        QuitCancelled { en: "not quitting", hr: "izlaz otkazan", sl: "izhod preklican" }
        KeyExportMenu {
            en: "export: TRF for FIDE, a printout as HTML, CSV and text, or the web pages",
            hr: "izvoz: TRF za FIDE, ispis kao HTML, CSV i tekst ili web-stranice",
            sl: "izvoz: TRF za FIDE, izpis kot HTML, CSV in besedilo ali spletne strani",
        }
        ExportMenuTitle {
            en: "Export into the tournament's directory",
            hr: "Izvoz u mapu turnira",
            sl: "Izvoz v mapo turnirja",
        }
        ExportMenuKeys {
            en: " Enter or 1-8 writes, Esc closes ",
            hr: " Enter ili 1-8 zapisuje, Esc zatvara ",
            sl: " Enter ali 1-8 zapiše, Esc zapre ",
        }
        ExportMenuTrf {
            en: "the whole event for FIDE, TRF-2026",
            hr: "cijeli turnir za FIDE, TRF-2026",
            sl: "ves turnir za FIDE, TRF-2026",
        }
        ExportMenuTrf16 {
            en: "the whole event for older programs, TRF16",
            hr: "cijeli turnir za starije programe, TRF16",
            sl: "ves turnir za starejše programe, TRF16",
        }
        ExportMenuPairings {
            en: "pairings of round {round}: HTML, CSV, text",
            hr: "parovi {round}. kola: HTML, CSV, tekst",
            sl: "pari {round}. kola: HTML, CSV, besedilo",
        }
        ExportMenuStandings {
            en: "standings after round {round}: HTML, CSV, text",
            hr: "poredak nakon {round}. kola: HTML, CSV, tekst",
            sl: "lestvica po {round}. kolu: HTML, CSV, besedilo",
        }
        ExportMenuCrosstable {
            en: "crosstable after round {round}: HTML, CSV, text",
            hr: "tablica nakon {round}. kola: HTML, CSV, tekst",
            sl: "tabela po {round}. kolu: HTML, CSV, besedilo",
        }
        ExportMenuBoards {
            en: "board results after round {round}: HTML, CSV, text",
            hr: "rezultati po pločama nakon {round}. kola: HTML, CSV, tekst",
            sl: "rezultati po deskah po {round}. kolu: HTML, CSV, besedilo",
        }
        ExportMenuPlayers {
            en: "players in alphabetical order: HTML, CSV, text",
            hr: "igrači abecednim redom: HTML, CSV, tekst",
            sl: "igralci po abecedi: HTML, CSV, besedilo",
        }
        ExportMenuSite {
            en: "the event's web pages, to upload: site/ (en, hr, sl)",
            hr: "web-stranice turnira za objavu: site/ (en, hr, sl)",
            sl: "spletne strani turnirja za objavo: site/ (en, hr, sl)",
        }
        ExportFileTrf { en: "tournament", hr: "turnir", sl: "turnir" }
        ExportWroteFiles {
            en: "wrote {files} in {dir}",
            hr: "zapisano {files} u {dir}",
            sl: "zapisano {files} v {dir}",
        }
        ExportWritten {
            en: "wrote {html} and {txt} in {dir}",
            hr: "zapisano {html} i {txt} u {dir}",
            sl: "zapisano {html} in {txt} v {dir}",
        }
        /// The TUI's status line after a change was made durable; `{what}` is the command's
        /// summary (`Did…`), which therefore never says "saved" itself.
        StatusSaved { en: "saved: {what}", hr: "spremljeno: {what}", sl: "shranjeno: {what}" }
    } };
}
