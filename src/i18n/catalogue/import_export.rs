//! Importing a FIDE rating list or a roster (`interop::fide_list`, `interop::csv`): the
//! report's lines and the files' errors, naming the file, line, column and rule; and
//! `kup export`'s warnings and refusals.

macro_rules! import_export {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
        /// One field of a player changed by an import: "FIDE rating 2180 → 2191".
        ImportChange { en: "{field} {old} → {new}", hr: "{field} {old} → {new}", sl: "{field} {old} → {new}" }
        ImportFieldName { en: "name", hr: "ime", sl: "ime" }
        ImportFieldBorn { en: "born", hr: "godište", sl: "letnik" }
        ImportFieldRegistered { en: "registered", hr: "registriran", sl: "registriran" }
        ImportYes { en: "yes", hr: "da", sl: "da" }
        ImportNo { en: "no", hr: "ne", sl: "ne" }
        ImportListPlayerChanged { en: "{player} (FIDE ID {id}): {changes}", hr: "{player} (FIDE ID {id}): {changes}", sl: "{player} (FIDE ID {id}): {changes}" }
        ImportRosterPlayerChanged { en: "{player}: {changes}", hr: "{player}: {changes}", sl: "{player}: {changes}" }
        ImportNotInList {
            en: "{player} (FIDE ID {id}) is not in the list",
            hr: "{player} (FIDE ID {id}) nije na rejting listi",
            sl: "{player} (FIDE ID {id}) ni na rating listi",
        }
        ImportColumnIgnored {
            en: "column '{column}' is not one kup reads; ignored",
            hr: "stupac '{column}' kup ne čita; zanemaren je",
            sl: "stolpca '{column}' kup ne bere; prezrt je",
        }
        ImportOrderNotApplied {
            en: "board order of {team} not applied: {problem}",
            hr: "redoslijed ploča ekipe {team} nije primijenjen: {problem}",
            sl: "vrstni red desk ekipe {team} ni uveljavljen: {problem}",
        }
        ImportNote { en: "note: {note}", hr: "napomena: {note}", sl: "opomba: {note}" }
        /// `{place}` is [`Msg::ImportAtLine`] or [`Msg::ImportAtLineColumn`]: "line 7, column 114 (SRtng): …".
        ImportSkipped { en: "skipped {place}", hr: "preskočen {place}", sl: "preskočena {place}" }
        ImportTotals {
            en: "{changes} {changes:one=change|other=changes}, {unchanged} unchanged, {skipped} {skipped:one=line|other=lines} skipped",
            hr: "promjena {changes}, bez promjene {unchanged}, preskočenih redaka {skipped}",
            sl: "sprememb {changes}, nespremenjenih {unchanged}, preskočenih vrstic {skipped}",
        }
        ImportAtLine { en: "line {line}: {problem}", hr: "{line}. redak: {problem}", sl: "{line}. vrstica: {problem}" }
        /// A problem in one field of a line: its column (1-based) and its name as the file
        /// writes it (a header word, a CSV column, an XML element).
        ImportAtLineColumn {
            en: "line {line}, column {column} ({field}): {problem}",
            hr: "{line}. redak, {column}. stupac ({field}): {problem}",
            sl: "{line}. vrstica, {column}. stolpec ({field}): {problem}",
        }
        ImportAtLineColumnNumber {
            en: "line {line}, column {column}: {problem}",
            hr: "{line}. redak, {column}. stupac: {problem}",
            sl: "{line}. vrstica, {column}. stolpec: {problem}",
        }
        ImportCannotRead {
            en: "could not read {path}: {problem}",
            hr: "datoteka {path} ne može se pročitati: {problem}",
            sl: "datoteke {path} ni mogoče prebrati: {problem}",
        }
        ImportNothingImported { en: "{problem}; nothing was imported", hr: "{problem}; ništa nije uvezeno", sl: "{problem}; nič ni uvoženo" }
        ImportNotAListHeader {
            en: "line 1: not a FIDE rating list: its header needs the columns {columns}",
            hr: "1. redak: nije FIDE rejting lista: zaglavlje treba stupce {columns}",
            sl: "1. vrstica: ni FIDE rating lista: glava potrebuje stolpce {columns}",
        }
        ImportNotAListRoot {
            en: "not a FIDE rating list: its first element is <{found}>, a rating list's is <playerslist>",
            hr: "nije FIDE rejting lista: prvi element je <{found}>, a rejting liste je <playerslist>",
            sl: "ni FIDE rating lista: prvi element je <{found}>, rating liste pa <playerslist>",
        }
        ImportListHoldsNoPlayer {
            en: "not a FIDE rating list: it holds no player",
            hr: "nije FIDE rejting lista: nema nijednog igrača",
            sl: "ni FIDE rating lista: nima nobenega igralca",
        }
        /// A list whose download stopped: the file ends inside a line or before the list's end.
        ImportListCut {
            en: "line {line}: the file ends at column {column}, in the middle of {field}: the list is cut short; download it again",
            hr: "{line}. redak: datoteka završava u {column}. stupcu, usred stupca {field}: lista je odrezana; preuzmite je ponovno",
            sl: "{line}. vrstica: datoteka se konča v {column}. stolpcu, sredi stolpca {field}: lista je odrezana; prenesite jo znova",
        }
        ImportXmlListCut {
            en: "line {line}: the file ends at column {column}, before </playerslist>: the list is cut short; download it again",
            hr: "{line}. redak: datoteka završava u {column}. stupcu, prije </playerslist>: lista je odrezana; preuzmite je ponovno",
            sl: "{line}. vrstica: datoteka se konča v {column}. stolpcu, pred </playerslist>: lista je odrezana; prenesite jo znova",
        }
        ImportLineEndsEarly {
            en: "the line ends at column {column}, before {field} ends at column {end}",
            hr: "redak završava u {column}. stupcu, prije kraja stupca {field} u {end}. stupcu",
            sl: "vrstica se konča v {column}. stolpcu, pred koncem stolpca {field} v {end}. stolpcu",
        }
        ImportLineTooLong {
            en: "the line has text at column {column}, past the list's last column {end}: its fields do not fit the header's columns",
            hr: "redak ima tekst u {column}. stupcu, iza posljednjeg stupca popisa ({end}.): njegova polja ne odgovaraju stupcima zaglavlja",
            sl: "vrstica ima besedilo v {column}. stolpcu, za zadnjim stolpcem seznama ({end}.): njena polja se ne ujemajo s stolpci glave",
        }
        ImportFileTooLong {
            en: "the file runs past {limit} MiB, the most kup reads of such a file: is it the right file?",
            hr: "datoteka je veća od {limit} MiB, najviše što kup čita od takve datoteke: je li to prava datoteka?",
            sl: "datoteka je večja od {limit} MiB, največ, kar kup prebere od take datoteke: je to prava datoteka?",
        }
        ImportListLineTooLong {
            en: "line {line} runs past {limit} bytes without its end, when a rating list's line holds some 160: not a FIDE rating list",
            hr: "{line}. redak prelazi {limit} bajtova a da ne završi, a redak popisa rejtinga ima oko 160: ovo nije FIDE popis rejtinga",
            sl: "{line}. vrstica preseže {limit} bajtov brez konca, vrstica seznama ratingov pa jih ima okoli 160: to ni FIDE seznam ratingov",
        }
        ImportXmlTooLong {
            en: "line {line}: a tag or a text runs past {limit} bytes, when a rating list's hold a few dozen: not a FIDE rating list",
            hr: "{line}. redak: oznaka ili tekst prelazi {limit} bajtova, a u popisu rejtinga imaju nekoliko desetaka: ovo nije FIDE popis rejtinga",
            sl: "{line}. vrstica: oznaka ali besedilo preseže {limit} bajtov, v seznamu ratingov jih imajo nekaj deset: to ni FIDE seznam ratingov",
        }
        ImportUnreadable {
            en: "cannot be read: {problem}",
            hr: "ne može se pročitati: {problem}",
            sl: "ni je mogoče prebrati: {problem}",
        }
        /// An import's refusal after the file's name.
        ImportInFile { en: "{path}: {problem}", hr: "{path}: {problem}", sl: "{path}: {problem}" }
        ImportNotANumber { en: "'{text}' is not a number", hr: "'{text}' nije broj", sl: "'{text}' ni število" }
        ImportNoName { en: "FIDE ID {id} has no name", hr: "FIDE ID {id} nema ime", sl: "FIDE ID {id} nima imena" }
        ImportNotAFideId { en: "'{text}' is not a FIDE ID", hr: "'{text}' nije FIDE ID", sl: "'{text}' ni FIDE ID" }
        ImportXmlPlayerEnding {
            en: "player ending here: {problem}",
            hr: "igrač koji ovdje završava: {problem}",
            sl: "igralec, ki se konča tukaj: {problem}",
        }
        ImportCsvHeader {
            en: "line 1: the header needs the columns 'team' and 'name' (found: {found})",
            hr: "1. redak: zaglavlje treba stupce 'team' i 'name' (nađeni: {found})",
            sl: "1. vrstica: glava potrebuje stolpca 'team' in 'name' (najdeni: {found})",
        }
        ImportCsvUnreadable { en: "not readable as CSV: {problem}", hr: "nije čitljivo kao CSV: {problem}", sl: "ni berljivo kot CSV: {problem}" }
        ImportFieldCount {
            en: "{fields} fields, the header has {header}",
            hr: "polja {fields}, a zaglavlje ih ima {header}",
            sl: "polj {fields}, glava pa jih ima {header}",
        }
        ImportEmptyCell {
            en: "the cell is empty, and every player needs a {column}",
            hr: "ćelija je prazna, a stupac {column} obavezan je za svakog igrača",
            sl: "celica je prazna, stolpec {column} pa je obvezen za vsakega igralca",
        }
        ImportNotYesOrNo {
            en: "'{value}' is neither yes nor no",
            hr: "'{value}' nije ni da ni ne",
            sl: "'{value}' ni ne da ne ne",
        }
        ImportFideIdElsewhere {
            en: "FIDE ID {id} is {player} of {team}: a player plays for one team only",
            hr: "FIDE ID {id} je {player} iz ekipe {team}: igrač može nastupiti samo za jednu ekipu",
            sl: "FIDE ID {id} je {player} iz ekipe {team}: igralec lahko nastopa le za eno ekipo",
        }
        /// An export's warning or refusal: `{problem}` says what.
        ExportProblem { en: "export: {problem}", hr: "izvoz: {problem}", sl: "izvoz: {problem}" }
        ExportTrfIsWholeEvent {
            en: "export: a TRF is the whole event; --what and --round are for html, csv and txt",
            hr: "izvoz: TRF je cijeli turnir; --what i --round su za html, csv i txt",
            sl: "izvoz: TRF je ves turnir; --what in --round sta za html, csv in txt",
        }
        ExportPlayersHaveNoRound {
            en: "export: the list of players is the same after every round; --round is for pairings, standings, crosstable and boards",
            hr: "izvoz: popis igrača isti je nakon svakog kola; --round je za pairings, standings, crosstable i boards",
            sl: "izvoz: seznam igralcev je enak po vsakem kolu; --round je za pairings, standings, crosstable in boards",
        }
        ExportModeNeedsFile {
            en: "export: --mode sets the permissions of a file; standard output (-o -) has none",
            hr: "izvoz: --mode postavlja dozvole datoteke; standardni izlaz (-o -) ih nema",
            sl: "izvoz: --mode nastavi dovoljenja datoteke; standardni izhod (-o -) jih nima",
        }
        ExportWhatNeeded {
            en: "export: --what pairings|standings|crosstable|boards|players is needed for html, csv and txt",
            hr: "izvoz: html, csv i txt trebaju --what pairings|standings|crosstable|boards|players",
            sl: "izvoz: html, csv in txt potrebujejo --what pairings|standings|crosstable|boards|players",
        }
        ExportCannotCreate {
            en: "export: cannot create a file next to {path}: {problem}",
            hr: "izvoz: ne mogu stvoriti datoteku uz {path}: {problem}",
            sl: "izvoz: ne morem ustvariti datoteke ob {path}: {problem}",
        }
        ExportCannotWrite {
            en: "export: cannot write {path}: {problem}",
            hr: "izvoz: ne mogu zapisati {path}: {problem}",
            sl: "izvoz: ne morem zapisati {path}: {problem}",
        }
        ExportNamesNoFile {
            en: "export: {path} names no file",
            hr: "izvoz: {path} ne imenuje datoteku",
            sl: "izvoz: {path} ne imenuje datoteke",
        }
        ExportWrote { en: "wrote {path}", hr: "zapisano {path}", sl: "zapisano {path}" }
    } };
}
