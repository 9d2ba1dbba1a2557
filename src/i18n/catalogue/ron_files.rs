//! A RON file kup reads (a snapshot, a regulation, the configuration, a theme) that does
//! not parse: where (`core::ron_error::RonError::text`) and what, in words an arbiter
//! editing the file by hand can act on. A field keeps the name the file writes.

macro_rules! ron_files {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
        RonAt {
            en: "line {line}, column {column}: {problem}",
            hr: "{line}. redak, {column}. stupac: {problem}",
            sl: "{line}. vrstica, {column}. stolpec: {problem}",
        }
        /// `{field}` is the path of the field as the file writes it (`teams[2].name`).
        RonAtField {
            en: "line {line}, column {column}, field {field}: {problem}",
            hr: "{line}. redak, {column}. stupac, polje {field}: {problem}",
            sl: "{line}. vrstica, {column}. stolpec, polje {field}: {problem}",
        }
        RonTooDeep {
            en: "the file nests its brackets too deep, far deeper than any file kup writes; it is not read",
            hr: "datoteka ugnježđuje zagrade preduboko, mnogo dublje od ijedne datoteke koju kup zapisuje; ne čita se",
            sl: "datoteka gnezdi oklepaje pregloboko, mnogo globlje od katerekoli datoteke, ki jo zapiše kup; ne bere se",
        }
        RonEof {
            en: "the file ends in the middle of a value (is it cut short?)",
            hr: "datoteka završava usred vrijednosti (je li odrezana?)",
            sl: "datoteka se konča sredi vrednosti (je odrezana?)",
        }
        RonTrailing {
            en: "text after the end of the value",
            hr: "tekst iza kraja vrijednosti",
            sl: "besedilo za koncem vrednosti",
        }
        RonUnexpectedChar {
            en: "the character '{char}' does not belong here",
            hr: "znak '{char}' ne pripada ovamo",
            sl: "znak '{char}' ne sodi sem",
        }
        /// `{expected}` lists the fields the file may write there.
        RonUnknownField {
            en: "'{found}' is no field here; the fields are: {expected}",
            hr: "'{found}' ovdje nije polje; polja su: {expected}",
            sl: "'{found}' tu ni polje; polja so: {expected}",
        }
        RonMissingField {
            en: "the field '{field}' is missing",
            hr: "nedostaje polje '{field}'",
            sl: "manjka polje '{field}'",
        }
        RonDuplicateField {
            en: "the field '{field}' is given twice",
            hr: "polje '{field}' navedeno je dvaput",
            sl: "polje '{field}' je navedeno dvakrat",
        }
        RonUnknownVariant {
            en: "'{found}' is not one of: {expected}",
            hr: "'{found}' nije ništa od navedenog: {expected}",
            sl: "'{found}' ni nič od naštetega: {expected}",
        }
        /// `{found}` and `{expected}` are the deserializer's words (English: "a string").
        RonInvalidValue {
            en: "{found} where {expected} belongs",
            hr: "{found} gdje pripada {expected}",
            sl: "{found}, kjer sodi {expected}",
        }
        RonLength {
            en: "{found} values where {expected} belong",
            hr: "vrijednosti: {found}, a pripada ih: {expected}",
            sl: "vrednosti: {found}, sodi pa jih: {expected}",
        }
        RonOutOfRange {
            en: "the number is too large or too small for this field",
            hr: "broj je prevelik ili premalen za ovo polje",
            sl: "število je preveliko ali premajhno za to polje",
        }
        RonNotADigit {
            en: "'{char}' is not a digit",
            hr: "'{char}' nije znamenka",
            sl: "'{char}' ni števka",
        }
        RonEscape {
            en: "a backslash in quotes that starts no known escape",
            hr: "obrnuta kosa crta u navodnicima ne započinje poznati niz",
            sl: "poševnica nazaj v narekovajih ne začne znanega zaporedja",
        }
        RonComment {
            en: "a comment that is never closed",
            hr: "komentar koji nije zatvoren",
            sl: "komentar, ki ni zaprt",
        }
        /// `{what}` is a RON token (`[`, `,`) or one of the `RonWhat…` words.
        RonExpected {
            en: "expected {what} here",
            hr: "ovdje se očekuje {what}",
            sl: "tu se pričakuje {what}",
        }
        RonWhatNumber { en: "a number", hr: "broj", sl: "število" }
        RonWhatText { en: "a text in quotes", hr: "tekst u navodnicima", sl: "besedilo v narekovajih" }
        RonWhatName { en: "a name", hr: "naziv", sl: "ime" }
        RonNotUtf8 {
            en: "the text is not UTF-8",
            hr: "tekst nije u kodiranju UTF-8",
            sl: "besedilo ni v kodiranju UTF-8",
        }
        /// The parser's own message (English): what kup never writes (RON extensions,
        /// attributes, byte strings) or a field's own check.
        RonOther { en: "{problem}", hr: "{problem}", sl: "{problem}" }
    } };
}
