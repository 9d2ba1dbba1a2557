//! How an error in a RON file kup reads (a snapshot, a regulation, the configuration, a
//! theme) reads to the arbiter: the line and column where the parser stopped (the end of
//! the offending token; ron's own text names a span), the field it was reading as a path
//! (`tournament.teams[2].roster[0].fide_rating`), and what is wrong, in the reader's
//! language. ron's advice to programmers (raise `recursion_limit`) never reaches them.

use ron::error::Error;
use serde::de::DeserializeOwned;

use crate::i18n::{Msg, Text};

/// Where a RON file went wrong and how.
#[derive(Debug, Clone, PartialEq)]
pub struct RonError {
    pub line: usize,
    pub column: usize,
    /// The path of the field being read (`teams[2].name`); empty outside any field.
    pub field: String,
    pub code: Error,
}

/// How deep a file kup reads may nest, as ron counts (a value and each bracket around it
/// count apart): ron's default, far above any file kup writes (a snapshot nests some ten
/// levels), low enough that the parser's stack stays small.
pub const NESTING_LIMIT: usize = 128;

/// Reads `text` as a `T` under `options`, with the field an error was found in. Read
/// first without following the path (following it costs a sixth of an Olympiad
/// snapshot's parse), and again with it only to name the field of an error.
pub fn from_str<T: DeserializeOwned>(text: &str, options: &ron::Options) -> Result<T, RonError> {
    let options = options.clone().with_recursion_limit(NESTING_LIMIT);
    match options.from_str(text) {
        Ok(value) => Ok(value),
        Err(_) => with_field(text, &options),
    }
}

/// [`from_str`] following the path of the field being read, to name it in an error.
fn with_field<T: DeserializeOwned>(text: &str, options: &ron::Options) -> Result<T, RonError> {
    let mut de = ron::Deserializer::from_str_with_options(text, options)
        .map_err(|e| RonError::new(e, String::new()))?;
    let value = serde_path_to_error::deserialize(&mut de).map_err(|e| {
        let field = e.path().to_string();
        let spanned = de.span_error(e.into_inner());
        RonError::new(spanned, field)
    })?;
    de.end()
        .map_err(|e| RonError::new(de.span_error(e), String::new()))?;
    Ok(value)
}

impl RonError {
    fn new(spanned: ron::error::SpannedError, field: String) -> RonError {
        // A path of a hundred nested levels names nothing a person looks for; "." is
        // serde_path_to_error's name for no field at all.
        let field = match spanned.code {
            Error::ExceededRecursionLimit => String::new(),
            _ if field == "." => String::new(),
            _ => field,
        };
        RonError {
            line: spanned.span.end.line,
            column: spanned.span.end.col,
            field,
            code: spanned.code,
        }
    }

    /// "line 3, column 17, field boards: …" in the reader's language.
    pub fn text(&self) -> Text {
        let place = if self.field.is_empty() {
            Text::new(Msg::RonAt)
        } else {
            Text::new(Msg::RonAtField).arg("field", &self.field)
        };
        place
            .arg("line", self.line)
            .arg("column", self.column)
            .arg_text("problem", problem(&self.code))
    }
}

/// English, for logs and tests.
impl std::fmt::Display for RonError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.text())
    }
}

impl std::error::Error for RonError {}

/// Where `text` writes the field at `path`, a path as [`RonError::field`] names one
/// (`boards`, `tournament.rounds[0].lineups[1].players[2]`): the line and column of the
/// field's name, or of the element an index ends on, so that a value refused after parsing
/// is found as a parse error is. Strings and comments are passed over, `Some(…)` and a
/// variant's name looked through; `None` when the file does not write it.
pub fn field_position(text: &str, path: &str) -> Option<(usize, usize)> {
    let mut value = 0;
    let mut found = None;
    for step in path.split('.') {
        let (name, indices) = step.split_at(step.find('[').unwrap_or(step.len()));
        if !name.is_empty() {
            let (start, inner) = child(text, value, Step::Field(name))?;
            (found, value) = (Some(start), inner);
        }
        for index in indices.split('[').skip(1) {
            let index = index.strip_suffix(']')?.parse().ok()?;
            let (start, inner) = child(text, value, Step::Index(index))?;
            (found, value) = (Some(start), inner);
        }
    }
    let at = found?;
    let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let line = text[..at].matches('\n').count() + 1;
    Some((line, text[line_start..at].chars().count() + 1))
}

/// One step of a field path: a struct's field, or a sequence's element.
#[derive(Clone, Copy)]
enum Step<'a> {
    Field(&'a str),
    Index(usize),
}

/// The child `step` of the value at byte `value`: where the child is written (its name,
/// or the element) and where its value starts.
fn child(text: &str, value: usize, step: Step) -> Option<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut at = skip_blank(text, value);
    // A struct's or variant's name before its bracket is passed over; `Some(…)` is opened
    // to the value inside it.
    loop {
        let name = identifier(&text[at..]);
        at = skip_blank(text, at + name.len());
        if !matches!(bytes.get(at), Some(b'(' | b'[' | b'{')) {
            return None;
        }
        at = skip_blank(text, at + 1);
        if name != "Some" {
            break;
        }
    }
    let mut index = 0;
    loop {
        at = skip_blank(text, at);
        if matches!(bytes.get(at), None | Some(b')' | b']' | b'}')) {
            return None;
        }
        let name = identifier(&text[at..]);
        let colon = skip_blank(text, at + name.len());
        let named = !name.is_empty() && bytes.get(colon) == Some(&b':');
        match step {
            Step::Field(field) if named && name == field => return Some((at, colon + 1)),
            Step::Index(wanted) if wanted == index => return Some((at, at)),
            _ => {}
        }
        at = skip_value(text, at);
        if bytes.get(at) != Some(&b',') {
            return None;
        }
        at += 1;
        index += 1;
    }
}

/// The identifier at the start of `text` (empty when there is none).
fn identifier(text: &str) -> &str {
    let end = text
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(text.len());
    &text[..end]
}

/// The first byte from `at` that is neither white space nor in a comment.
fn skip_blank(text: &str, mut at: usize) -> usize {
    loop {
        let rest = &text[at.min(text.len())..];
        let trimmed = rest.trim_start();
        at += rest.len() - trimmed.len();
        if trimmed.starts_with("//") {
            at += trimmed.find('\n').unwrap_or(trimmed.len());
        } else if trimmed.starts_with("/*") {
            at += trimmed.find("*/").map_or(trimmed.len(), |end| end + 2);
        } else {
            return at;
        }
    }
}

/// The end of the value (or `name: value`) at `at`: the comma or closing bracket after it,
/// or the end of the text. Strings, characters and comments are passed over whole.
fn skip_value(text: &str, mut at: usize) -> usize {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    while let Some(&b) = bytes.get(at) {
        match b {
            b'"' | b'\'' => {
                at += 1;
                while let Some(&c) = bytes.get(at) {
                    at += if c == b'\\' { 2 } else { 1 };
                    if c == b {
                        break;
                    }
                }
                continue;
            }
            b'/' if matches!(bytes.get(at + 1), Some(b'/' | b'*')) => {
                at = skip_blank(text, at);
                continue;
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' if depth == 0 => return at,
            b')' | b']' | b'}' => depth -= 1,
            b',' if depth == 0 => return at,
            _ => {}
        }
        at += 1;
    }
    at
}

/// What is wrong, in words: the parser's few codes a hand-edited or damaged file meets
/// are in the catalogue; the rest (RON extensions and attributes, byte strings, which kup
/// never writes) keep ron's English.
fn problem(code: &Error) -> Text {
    let expected = |what: &str| Text::new(Msg::RonExpected).arg("what", what);
    let expected_a = |what: Msg| Text::new(Msg::RonExpected).arg_text("what", what.into());
    match code {
        Error::ExceededRecursionLimit => Msg::RonTooDeep.into(),
        Error::Eof => Msg::RonEof.into(),
        Error::TrailingCharacters => Msg::RonTrailing.into(),
        Error::UnexpectedChar(c) => Text::new(Msg::RonUnexpectedChar).arg("char", c.escape_debug()),
        Error::NoSuchStructField {
            expected, found, ..
        } => Text::new(Msg::RonUnknownField)
            .arg("found", found)
            .arg("expected", expected.join(", ")),
        Error::MissingStructField { field, .. } => {
            Text::new(Msg::RonMissingField).arg("field", field)
        }
        Error::DuplicateStructField { field, .. } => {
            Text::new(Msg::RonDuplicateField).arg("field", field)
        }
        Error::NoSuchEnumVariant {
            expected, found, ..
        } => Text::new(Msg::RonUnknownVariant)
            .arg("found", found)
            .arg("expected", expected.join(", ")),
        Error::InvalidValueForType { expected, found } => Text::new(Msg::RonInvalidValue)
            .arg("expected", expected)
            .arg("found", found),
        Error::ExpectedDifferentLength { expected, found } => Text::new(Msg::RonLength)
            .arg("expected", expected)
            .arg("found", found),
        Error::IntegerOutOfBounds => Msg::RonOutOfRange.into(),
        Error::InvalidIntegerDigit { digit, .. } => {
            Text::new(Msg::RonNotADigit).arg("char", digit.escape_debug())
        }
        Error::InvalidEscape(_) => Msg::RonEscape.into(),
        Error::UnclosedBlockComment | Error::UnclosedLineComment => Msg::RonComment.into(),
        Error::ExpectedArray => expected("["),
        Error::ExpectedArrayEnd => expected("]"),
        Error::ExpectedComma => expected(","),
        Error::ExpectedMap => expected("{"),
        Error::ExpectedMapColon => expected(":"),
        Error::ExpectedMapEnd => expected("}"),
        Error::ExpectedStructLike | Error::ExpectedNamedStructLike(_) => expected("("),
        Error::ExpectedStructLikeEnd | Error::ExpectedOptionEnd => expected(")"),
        Error::ExpectedOption => expected("Some(…) / None"),
        Error::ExpectedUnit => expected("()"),
        Error::ExpectedBoolean => expected("true / false"),
        Error::ExpectedInteger | Error::ExpectedFloat | Error::FloatUnderscore => {
            expected_a(Msg::RonWhatNumber)
        }
        Error::ExpectedString | Error::ExpectedStringEnd | Error::ExpectedChar => {
            expected_a(Msg::RonWhatText)
        }
        Error::ExpectedIdentifier | Error::InvalidIdentifier(_) => expected_a(Msg::RonWhatName),
        Error::Utf8Error(_) => Msg::RonNotUtf8.into(),
        other => Text::new(Msg::RonOther).arg("problem", other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[derive(serde::Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Team {
        name: String,
        boards: u8,
    }

    fn error(text: &str) -> RonError {
        from_str::<Vec<Team>>(text, &ron::Options::default()).expect_err("not a team list")
    }

    #[test]
    fn names_where_the_parser_stopped_and_the_field() {
        let e = error("[\n  (name: \"A\", boards: 4),\n  (name: \"B\", boards: 400)]");
        // "400" is columns 23-25; ron's span ends after it.
        assert_eq!((e.line, e.column), (3, 26));
        assert_eq!(e.field, "[1].boards");
        assert_eq!(
            e.text().render(Lang::En),
            "line 3, column 26, field [1].boards: the number is too large or too small for this field"
        );
        assert_eq!(
            e.text().render(Lang::Hr),
            "3. redak, 26. stupac, polje [1].boards: broj je prevelik ili premalen za ovo polje"
        );
    }

    #[test]
    fn a_file_nested_too_deep_says_so_without_the_parsers_advice() {
        let deep = format!("{}{}", "[".repeat(200), "]".repeat(200));
        let e = from_str::<ron::Value>(&deep, &ron::Options::default()).expect_err("too deep");
        assert_eq!(e.field, "");
        for lang in [Lang::En, Lang::Hr, Lang::Sl] {
            let said = e.text().render(lang);
            assert!(!said.contains("recursion_limit"), "{said}");
            assert!(!said.contains("serde_stacker"), "{said}");
        }
        // Each `[` is a sequence and one of its values: two levels, so the 65th stops it.
        assert_eq!(
            e.text().render(Lang::En),
            "line 1, column 66: the file nests its brackets too deep, far deeper than any file kup writes; it is not read"
        );
    }

    #[test]
    fn an_unknown_field_is_named_with_the_fields_there_are() {
        let e = error("[(name: \"A\", bords: 4)]");
        assert_eq!(
            e.text().render(Lang::En),
            "line 1, column 19, field [0].bords: 'bords' is no field here; the fields are: name, boards"
        );
    }

    #[test]
    fn a_top_level_field_is_found_past_strings_comments_and_nested_namesakes() {
        let text =
            "(\n  note: \"boards: 9\", // boards: 8\n  inner: (boards: 7),\n  boards: 40,\n)";
        assert_eq!(field_position(text, "boards"), Some((4, 3)));
        assert_eq!(field_position(text, "board"), None);
        assert_eq!(field_position(text, "absent"), None);
    }

    #[test]
    fn a_path_is_found_through_sequences_options_and_variants() {
        let text = "(\n seq: 3,\n tournament: (\n  rounds: [\n   (lineups: []),\n   (\n    \
                    note: \"players: [9]\",\n    lineups: [\n     (team: (1), players: [(4), (5)]),\n     \
                    (team: (2), seated: Some([(7), /* (8), */ (9)])),\n    ],\n   ),\n  ],\n  \
                    penalties: [(kind: GameLost(board: 9))],\n ),\n)";
        let at = |path| field_position(text, path);
        assert_eq!(
            at("tournament.rounds[1].lineups[0].players[1]"),
            Some((9, 33))
        );
        assert_eq!(
            at("tournament.rounds[1].lineups[1].seated[1]"),
            Some((10, 48))
        );
        assert_eq!(at("tournament.rounds[1].lineups[1]"), Some((10, 6)));
        assert_eq!(at("tournament.penalties[0].kind.board"), Some((14, 31)));
        assert_eq!(at("tournament.rounds[2]"), None);
        assert_eq!(at("tournament.rounds[1].lineups[1].players"), None);
    }

    #[test]
    fn text_after_the_value_is_refused() {
        let e = error("[] x");
        assert_eq!((e.line, e.column, e.field.as_str()), (1, 4, ""));
        assert_eq!(
            e.text().render(Lang::En),
            "line 1, column 4: text after the end of the value"
        );
    }
}
