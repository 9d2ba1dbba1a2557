//! Interop: the file formats the chess world already uses (FIDE TRF in and out, the FIDE
//! rating list, CSV rosters) and the printouts people read (HTML, CSV, plain text). Each
//! format's specification is cited in its module.
//!
//! The rating list and roster imports turn a local file into ordinary [`Command`]s
//! (`AddTeam`, `AddPlayer`, `EditPlayer`, `MovePlayer`) applied one by one through a
//! [`CommandSink`]; `app::import` runs them on a copy of the state and hands the store all
//! of them as one change.

pub mod captain_cards;
pub mod captain_pages;
pub mod columns;
pub mod csv;
pub mod fide_list;
pub mod html;
pub mod report;
pub mod site;
pub mod table_csv;
pub mod text;
pub mod trf;

use std::io::{BufRead, Read as _};
use std::path::Path;

use crate::core::lineup::fold_name;
use crate::core::{Applied, Command, CommandError, Player, PlayerData, Tournament, apply};
use crate::i18n::{Lang, Msg, Text};

/// The most bytes kup reads of a TRF or a CSV roster: a hundred times an Olympiad's TRF
/// (200 teams over 14 rounds, some 400 KB). A file past it, or a device that never ends
/// such as `/dev/zero`, is refused there rather than read until memory runs out.
pub const MOST_FILE_BYTES: u64 = 64 << 20;

/// Why a file to import was not read.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    #[error("cannot be read: {0}")]
    Io(std::io::Error),
    /// The file runs past the limit (bytes) for its kind.
    #[error("the file runs past {} MiB, the most kup reads of such a file", .0 >> 20)]
    TooLong(u64),
}

impl ReadError {
    /// The error in the reader's words; the system's own message stays as it is.
    pub fn text(&self) -> Text {
        match self {
            ReadError::Io(source) => Text::new(Msg::ImportUnreadable).arg("problem", source),
            ReadError::TooLong(limit) => {
                Text::new(Msg::ImportFileTooLong).arg("limit", limit >> 20)
            }
        }
    }
}

impl From<ReadError> for Text {
    fn from(e: ReadError) -> Text {
        e.text()
    }
}

/// The whole file at `path`, if it holds at most `limit` bytes; no more than one byte past
/// the limit is ever read.
pub fn read_bounded(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let file = std::fs::File::open(path).map_err(ReadError::Io)?;
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(ReadError::Io)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLong(limit));
    }
    Ok(bytes)
}

/// Appends to `buf` what `reader` holds up to and including `delimiter`, as
/// `BufRead::read_until` does, but reads at most `limit` bytes: `Ok(None)` when that many
/// came without the delimiter, `Ok(Some(0))` at the end of the file.
pub fn read_until_bounded(
    reader: &mut (impl BufRead + ?Sized),
    delimiter: u8,
    buf: &mut Vec<u8>,
    limit: usize,
) -> std::io::Result<Option<usize>> {
    let read = std::io::Read::take(&mut *reader, limit as u64).read_until(delimiter, buf)?;
    let cut = read == limit && buf.last() != Some(&delimiter);
    Ok((!cut).then_some(read))
}

/// Where an import sends its commands.
pub trait CommandSink {
    fn state(&self) -> &Tournament;
    /// Applies one command; the error says why it was refused.
    fn execute(&mut self, command: Command) -> Result<Applied, CommandError>;
}

/// In memory, for tests and previews.
impl CommandSink for Tournament {
    fn state(&self) -> &Tournament {
        self
    }
    fn execute(&mut self, command: Command) -> Result<Applied, CommandError> {
        apply(self, command)
    }
}

/// The field of a line a problem is in: its column (1-based: the character where a
/// fixed-width field starts, the place of a CSV cell in its row, where an XML element's
/// text starts) and its name as the file writes it (a header word, a CSV column, an XML
/// element), when the file names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Column {
    pub number: usize,
    pub name: Option<String>,
}

impl Column {
    pub fn named(number: usize, name: impl Into<String>) -> Column {
        Column {
            number,
            name: Some(name.into()),
        }
    }
}

/// "line 7, column 114 (SRtng): …", or "line 7: …" when the problem is in no one field.
pub fn at_place(line: u64, column: Option<&Column>, problem: Text) -> Text {
    let text = match column {
        None => Text::new(Msg::ImportAtLine),
        Some(Column {
            number,
            name: Some(name),
        }) => Text::new(Msg::ImportAtLineColumn)
            .arg("column", number)
            .arg("field", name),
        Some(Column { number, name: None }) => {
            Text::new(Msg::ImportAtLineColumnNumber).arg("column", number)
        }
    };
    text.arg("line", line).arg_text("problem", problem)
}

/// An input line that was not imported, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Skipped {
    /// 1-based line number in the file.
    pub line: u64,
    /// The field the problem is in, when it is in one.
    pub column: Option<Column>,
    pub problem: Text,
}

impl Skipped {
    /// "line 7, column 114 (SRtng): …", to be said in the reader's language.
    pub fn text(&self) -> Text {
        at_place(self.line, self.column.as_ref(), self.problem.clone())
    }
}

impl std::fmt::Display for Skipped {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.text())
    }
}

/// What an import did: one line per change, the lines skipped, and what stayed as it was,
/// as catalogue texts ([`ImportReport::render`] says them in the reader's language).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ImportReport {
    /// The file read, named before each line skipped (empty: bytes given in memory).
    pub file: String,
    pub changes: Vec<Text>,
    pub skipped: Vec<Skipped>,
    /// Players the file confirms without a change.
    pub unchanged: usize,
    /// Remarks that are not errors (players the list does not know, order not applied).
    pub notes: Vec<Text>,
}

impl ImportReport {
    /// The report's lines in `lang`: the changes, the notes, the lines skipped, the counts.
    pub fn lines(&self, lang: Lang) -> Vec<String> {
        let mut lines: Vec<String> = self.changes.iter().map(|c| c.render(lang)).collect();
        lines.extend(self.notes.iter().map(|note| {
            Text::new(Msg::ImportNote)
                .arg_text("note", note.clone())
                .render(lang)
        }));
        lines.extend(self.skipped.iter().map(|skipped| {
            let said = Text::new(Msg::ImportSkipped).arg_text("place", skipped.text());
            match self.file.as_str() {
                "" => said.render(lang),
                file => Text::new(Msg::ImportInFile)
                    .arg("path", file)
                    .arg_text("problem", said)
                    .render(lang),
            }
        }));
        lines.push(
            Text::new(Msg::ImportTotals)
                .arg("changes", self.changes.len())
                .arg("unchanged", self.unchanged)
                .arg("skipped", self.skipped.len())
                .render(lang),
        );
        lines
    }

    /// The whole report in `lang`, one line each.
    pub fn render(&self, lang: Lang) -> String {
        self.lines(lang).join("\n")
    }
}

/// English, for logs and tests.
impl std::fmt::Display for ImportReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}

/// Texts in English, as the journal has them (for the importers' tests).
#[cfg(test)]
pub(crate) fn english(texts: &[Text]) -> Vec<String> {
    texts.iter().map(ToString::to_string).collect()
}

/// Takes the name from another source unless it differs only by case or diacritics: the
/// FIDE list and many spreadsheets write "Saric" for "Šarić", and the spelling with the
/// diacritics is the one to keep.
pub fn take_name(data: &mut PlayerData, surname: &str, given_name: &str) {
    let full = |s: &str, g: &str| fold_name(&format!("{s}, {g}"));
    if full(surname, given_name) != full(&data.surname, &data.given_name) {
        data.surname = surname.to_string();
        data.given_name = given_name.to_string();
    }
}

/// The differences between a player and new data, in words: "FIDE rating 2100 → 2115".
pub fn describe_changes(old: &Player, new: &PlayerData) -> Vec<Text> {
    let before = PlayerData::from(old);
    let mut changes = Vec::new();
    let mut field = |name: Msg, a: String, b: String| {
        if a != b {
            let shown = |s: String| if s.is_empty() { "—".to_string() } else { s };
            changes.push(
                Text::new(Msg::ImportChange)
                    .arg_text("field", Text::new(name))
                    .arg("old", shown(a))
                    .arg("new", shown(b)),
            );
        }
    };
    let number = |n: Option<u16>| n.map_or(String::new(), |n| n.to_string());
    field(
        Msg::ImportFieldName,
        old.full_name(),
        format!("{}, {}", new.surname, new.given_name)
            .trim_end_matches(", ")
            .to_string(),
    );
    field(
        Msg::FieldFideId,
        before.fide_id.map_or(String::new(), |n| n.to_string()),
        new.fide_id.map_or(String::new(), |n| n.to_string()),
    );
    field(
        Msg::FieldFideRating,
        number(before.fide_rating),
        number(new.fide_rating),
    );
    field(
        Msg::FieldNationalRating,
        number(before.national_rating),
        number(new.national_rating),
    );
    field(Msg::FieldTitle, before.title, new.title.clone());
    field(
        Msg::FieldFederation,
        before.federation,
        new.federation.clone(),
    );
    field(
        Msg::FieldCitizenship,
        before.citizenship,
        new.citizenship.clone(),
    );
    field(
        Msg::ImportFieldBorn,
        before.birth_year.map_or(String::new(), |y| y.to_string()),
        new.birth_year.map_or(String::new(), |y| y.to_string()),
    );
    if before.registered != new.registered {
        let yes_no = |b: bool| Text::new(if b { Msg::ImportYes } else { Msg::ImportNo });
        changes.push(
            Text::new(Msg::ImportChange)
                .arg_text("field", Text::new(Msg::ImportFieldRegistered))
                .arg_text("old", yes_no(before.registered))
                .arg_text("new", yes_no(new.registered)),
        );
    }
    changes
}
