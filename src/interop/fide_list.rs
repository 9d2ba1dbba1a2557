//! The FIDE rating list, read from a local file (`docs/rules/fide-rating-list.md`): the fixed-width
//! TXT (`players_list_foa.txt`, the single-type lists, the legacy `players_list.txt`) and the XML
//! (`<playerslist><player>…`). The file is streamed once; only the players whose FIDE IDs the
//! tournament holds are decoded in full, so importing for ten teams costs one read of the file.
//! Name, federation, title, birth year and standard rating are refreshed by FIDE ID through
//! `EditPlayer` commands, all of them one change (`app::import::import_as_one_change`).
//!
//! What is refused whole and what is skipped: a file that is not a rating list (no list
//! header, an XML whose root is not `<playerslist>`, such as the HTML error page a failed
//! download saves, a list holding no player) and a list cut short (its last line ends
//! without a line end before the columns end; an XML without `</playerslist>`) are refused,
//! and nothing is imported: a cut list is missing players the arbiter would only see as
//! "not in the list". A malformed line (an ID that is not a FIDE ID, a line ending before
//! the last column kup reads, a number that is not one, a value kup refuses such as rating
//! 50) is reported with the file, its line and the column of the field (an XML element's
//! text: where it starts) and skipped, and that player keeps what kup has:
//! the list is the world's, and one bad line among a million must not stop the refresh of
//! the players it does not concern.
//!
//! TXT columns are found from the header line, never from fixed numbers
//! (`docs/rules/fide-rating-list.md#files`): each field runs from the start of its header word
//! to the start of the next. A line whose `OTit` list runs into the next column (three lines in
//! the 2026 list) has the fields after `OTit` shifted by as much; blanks after the last column
//! are no shift. A line with text past the last column (once so shifted) does not fit the
//! header and is reported and skipped, as a line that ends early is.

use std::collections::{HashMap, HashSet};
use std::fs::File;
use std::io::{BufRead, BufReader};
use std::path::Path;

use super::{
    Column, CommandSink, ImportReport, Skipped, describe_changes, read_until_bounded, take_name,
};
use crate::core::{Command, Player, PlayerData};
use crate::i18n::{Msg, Text};

/// One player of the list, as far as kup uses it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FideRecord {
    pub id: u64,
    pub surname: String,
    pub given_name: String,
    pub federation: String,
    /// `Tit`, else `WTit` (`docs/rules/fide-rating-list.md#use`).
    pub title: String,
    /// `None` when the list gives 0 (unknown).
    pub birth_year: Option<i32>,
    /// Standard rating; `None` when unrated (0 or blank).
    pub rating: Option<u16>,
    /// The line of the file the record was read from (for an XML player, where it ends).
    pub line: u64,
    /// Where each field kup reads stands in the file, so that a value kup refuses is
    /// reported at its line and column.
    pub places: Vec<FieldAt>,
}

/// Where a field of a record stands: kup's name of the field (`rating`, the XML element's
/// name), its line and its column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldAt {
    pub field: &'static str,
    pub line: u64,
    pub column: Column,
}

/// The fields of a record kup reads, by their XML element names (the TXT columns are
/// named so in [`Columns`]).
const FIELDS: [&str; 7] = [
    "fideid", "name", "country", "title", "w_title", "rating", "birthday",
];

/// A problem in one field of an entry: the field (one of [`FIELDS`]) and what is wrong.
type FieldProblem = (&'static str, Text);

/// The list's field a refusal of kup's concerns (a rating of 50 is the rating's).
fn field_of_refusal(field: Msg) -> Option<&'static str> {
    match field {
        Msg::FieldFideRating => Some("rating"),
        Msg::FieldBirthYear => Some("birthday"),
        Msg::FieldSurname | Msg::FieldGivenName | Msg::FieldName => Some("name"),
        Msg::FieldFederation => Some("country"),
        Msg::FieldTitle => Some("title"),
        Msg::FieldFideId => Some("fideid"),
        _ => None,
    }
}

/// What one pass over a list found.
#[derive(Debug, Default)]
pub struct ListRead {
    pub records: HashMap<u64, FideRecord>,
    pub skipped: Vec<Skipped>,
    pub lines: u64,
    /// Entries with a FIDE ID, wanted or not: a list without one is no rating list.
    pub players: u64,
}

#[derive(Debug, thiserror::Error)]
pub enum ListError {
    #[error("cannot be read: {0}")]
    Io(std::io::Error),
    #[error("line 1: not a FIDE rating list: its header needs the columns {0}")]
    Header(String),
    /// An XML file whose first element is not `<playerslist>` (an HTML error page).
    #[error("not a FIDE rating list: its first element is <{0}>, a rating list's is <playerslist>")]
    NotAList(String),
    /// A list with a header but not one player line.
    #[error("not a FIDE rating list: it holds no player")]
    NoPlayer,
    /// The file ends in the middle of a line.
    #[error(
        "line {line}: the file ends at column {column}, in the middle of {field}: the list is cut short"
    )]
    Cut {
        line: u64,
        column: usize,
        /// The header word of the field the file ends in.
        field: String,
    },
    /// The XML ends before `</playerslist>`.
    #[error(
        "line {line}: the file ends at column {column}, before </playerslist>: the list is cut short"
    )]
    XmlCut { line: u64, column: usize },
    /// A TXT line runs past [`MOST_LINE_BYTES`] without its end (`/dev/zero`, a binary file).
    #[error("line {line} runs past {limit} bytes without its end: not a FIDE rating list")]
    LineTooLong { line: u64, limit: usize },
    /// An XML tag or text runs past [`MOST_XML_BYTES`].
    #[error("line {line}: a tag or a text runs past {limit} bytes: not a FIDE rating list")]
    XmlTooLong { line: u64, limit: usize },
}

/// The most bytes of one TXT line kup reads: a list's lines hold some 160 characters, a
/// few of them two bytes each.
const MOST_LINE_BYTES: usize = 4096;

/// The most bytes of one XML tag or one text between tags kup reads: a list's hold a few
/// dozen.
const MOST_XML_BYTES: usize = 64 * 1024;

/// The error in the reader's words; the system's own message (I/O) stays as it is.
impl From<ListError> for Text {
    fn from(e: ListError) -> Text {
        match e {
            ListError::Io(source) => Text::new(Msg::ImportUnreadable).arg("problem", source),
            ListError::Header(columns) => {
                Text::new(Msg::ImportNotAListHeader).arg("columns", columns)
            }
            ListError::NotAList(found) => Text::new(Msg::ImportNotAListRoot).arg("found", found),
            ListError::NoPlayer => Text::new(Msg::ImportListHoldsNoPlayer),
            ListError::Cut {
                line,
                column,
                field,
            } => Text::new(Msg::ImportListCut)
                .arg("line", line)
                .arg("column", column)
                .arg("field", field),
            ListError::XmlCut { line, column } => Text::new(Msg::ImportXmlListCut)
                .arg("line", line)
                .arg("column", column),
            ListError::LineTooLong { line, limit } => Text::new(Msg::ImportListLineTooLong)
                .arg("line", line)
                .arg("limit", limit),
            ListError::XmlTooLong { line, limit } => Text::new(Msg::ImportXmlTooLong)
                .arg("line", line)
                .arg("limit", limit),
        }
    }
}

/// Reads the records of the `wanted` FIDE IDs from a list file, TXT or XML (an XML file
/// starts with `<`).
pub fn read_file(path: &Path, wanted: &HashSet<u64>) -> Result<ListRead, ListError> {
    let mut reader = BufReader::with_capacity(1 << 16, File::open(path).map_err(ListError::Io)?);
    let xml = reader
        .fill_buf()
        .map_err(ListError::Io)?
        .iter()
        .find(|b| !b.is_ascii_whitespace())
        == Some(&b'<');
    let read = if xml {
        read_xml(reader, wanted)?
    } else {
        read_txt(reader, wanted)?
    };
    if read.players == 0 {
        return Err(ListError::NoPlayer);
    }
    Ok(read)
}

/// Refreshes every player of the tournament whose FIDE ID the list holds.
pub fn import(sink: &mut dyn CommandSink, path: &Path) -> Result<ImportReport, ListError> {
    let wanted: HashSet<u64> = sink
        .state()
        .teams
        .iter()
        .flat_map(|t| &t.roster)
        .filter_map(|p| p.fide_id)
        .collect();
    let list = read_file(path, &wanted)?;
    let mut report = ImportReport {
        file: path.display().to_string(),
        skipped: list.skipped,
        ..ImportReport::default()
    };
    let players: Vec<Player> = sink
        .state()
        .teams
        .iter()
        .flat_map(|t| t.roster.iter().cloned())
        .filter(|p| p.fide_id.is_some())
        .collect();
    for player in players {
        let id = player.fide_id.expect("filtered");
        let Some(record) = list.records.get(&id) else {
            report.notes.push(
                Text::new(Msg::ImportNotInList)
                    .arg("player", player.full_name())
                    .arg("id", id),
            );
            continue;
        };
        let data = refreshed(&player, record);
        let changes = describe_changes(&player, &data);
        if changes.is_empty() {
            report.unchanged += 1;
            continue;
        }
        let name = player.full_name();
        let edit = Command::EditPlayer {
            player: player.id,
            data,
        };
        if let Err(problem) = sink.execute(edit) {
            // The line's values break one of kup's rules: the player keeps what kup has.
            let place = field_of_refusal(problem.field)
                .and_then(|field| record.places.iter().find(|at| at.field == field));
            report.skipped.push(Skipped {
                line: place.map_or(record.line, |at| at.line),
                column: place.map(|at| at.column.clone()),
                problem: Text::new(Msg::ImportListPlayerChanged)
                    .arg("player", name)
                    .arg("id", id)
                    .arg_text("changes", problem.text()),
            });
            continue;
        }
        report.changes.push(
            Text::new(Msg::ImportListPlayerChanged)
                .arg("player", name)
                .arg("id", id)
                .arg_list("changes", changes, ", "),
        );
    }
    Ok(report)
}

/// The player's data with the list's facts. The name is kept when it differs from the
/// list's only by diacritics or case (the list writes "Saric" for "Šarić"); an unknown
/// birth year in the list keeps the one kup has.
pub fn refreshed(player: &Player, record: &FideRecord) -> PlayerData {
    let mut data = PlayerData::from(player);
    take_name(&mut data, &record.surname, &record.given_name);
    if !record.federation.is_empty() {
        data.federation = record.federation.clone();
    }
    data.title = record.title.clone();
    data.birth_year = record.birth_year.or(player.birth_year);
    data.fide_rating = record.rating;
    data
}

/// "Last, First" as the list writes it.
fn split_name(name: &str) -> (String, String) {
    match name.split_once(',') {
        Some((surname, given)) => (surname.trim().to_string(), given.trim().to_string()),
        None => (name.trim().to_string(), String::new()),
    }
}

/// A rating or year field: blank or 0 is `None`.
fn optional_number<T: std::str::FromStr + Default + PartialEq>(
    field: &'static str,
    text: &str,
) -> Result<Option<T>, FieldProblem> {
    if text.is_empty() {
        return Ok(None);
    }
    let value: T = text
        .parse()
        .map_err(|_| (field, Text::new(Msg::ImportNotANumber).arg("text", text)))?;
    Ok((value != T::default()).then_some(value))
}

/// Builds the record of `line` from its fields, checking the numbers; `places` says where
/// each field stands.
fn record(
    id: u64,
    line: u64,
    field: impl Fn(&str) -> String,
    places: Vec<FieldAt>,
) -> Result<FideRecord, FieldProblem> {
    let (surname, given_name) = split_name(&field("name"));
    if surname.is_empty() {
        return Err(("name", Text::new(Msg::ImportNoName).arg("id", id)));
    }
    let title = match field("title") {
        t if t.is_empty() => field("w_title"),
        t => t,
    };
    Ok(FideRecord {
        id,
        surname,
        given_name,
        federation: field("country").to_uppercase(),
        title,
        birth_year: optional_number("birthday", &field("birthday"))?,
        rating: optional_number("rating", &field("rating"))?,
        line,
        places,
    })
}

fn parse_id(text: &str) -> Result<u64, Text> {
    match text.parse::<u64>() {
        Ok(id) if id > 0 => Ok(id),
        _ => Err(Text::new(Msg::ImportNotAFideId).arg("text", text)),
    }
}

/// Column starts (in characters) of the fields kup reads, from the header line.
struct Columns {
    /// (field, start) in order of start.
    starts: Vec<(&'static str, usize)>,
    /// The header word of each entry of `starts`.
    words: Vec<String>,
    /// Start of `OTit`: fields after it shift on an overflowing line.
    other_titles: usize,
    width: usize,
}

impl Columns {
    fn from_header(header: &str) -> Result<Columns, String> {
        let mut words = Vec::new();
        let mut start = None;
        for (i, c) in header.char_indices().chain([(header.len(), ' ')]) {
            match (c.is_whitespace(), start) {
                (false, None) => start = Some(i),
                (true, Some(s)) => {
                    words.push((&header[s..i], s));
                    start = None;
                }
                _ => {}
            }
        }
        // By bytes: a five-byte word may hold a multi-byte character, where slicing the
        // text at 3 would panic (found by the fuzzer in tests/reliability.rs).
        let is_month = |w: &str| {
            let b = w.as_bytes();
            b.len() == 5
                && b[..3].iter().all(u8::is_ascii_uppercase)
                && b[3..].iter().all(u8::is_ascii_digit)
        };
        let mut starts = Vec::new();
        let mut names = Vec::new();
        for (index, &(word, at)) in words.iter().enumerate() {
            // "ID Number" is one column of two words.
            if word == "Number" && index > 0 && words[index - 1].0 == "ID" {
                continue;
            }
            let field = match word {
                "ID" => "fideid",
                "Name" => "name",
                "Fed" => "country",
                "Tit" => "title",
                "WTit" => "w_title",
                "SRtng" => "rating",
                "B-day" => "birthday",
                w if is_month(w) => "rating",
                _ => "",
            };
            // Every header word bounds the field before it, even those kup does not read.
            starts.push((field, at));
            names.push(match words.get(index + 1) {
                Some(("Number", _)) if word == "ID" => "ID Number".to_string(),
                _ => word.to_string(),
            });
        }
        let needed = ["fideid", "name", "country", "rating", "birthday"];
        if !needed.iter().all(|n| starts.iter().any(|(f, _)| f == n)) {
            return Err("ID Number, Name, Fed, SRtng (OCT26), B-day".to_string());
        }
        let other_titles = words
            .iter()
            .find(|(w, _)| *w == "OTit")
            .map_or(usize::MAX, |(_, at)| *at);
        Ok(Columns {
            starts,
            words: names,
            other_titles,
            width: header.trim_end().len(),
        })
    }

    /// Where the line ends (its length in characters) and the header word of the field kup
    /// reads that it does not hold whole, with the column that field ends at, if any. The
    /// list's lines are fixed width (`docs/rules/fide-rating-list.md#files`), so a shorter one was
    /// cut, and its missing fields would read as blank: unrated and untitled.
    fn unfinished(&self, line: &[u8]) -> Option<(usize, &str, usize)> {
        let length = if line.is_ascii() {
            line.len()
        } else {
            String::from_utf8_lossy(line).chars().count()
        };
        (0..self.starts.len())
            .filter(|&i| !self.starts[i].0.is_empty())
            .map(|i| {
                let end = self.starts.get(i + 1).map_or(self.starts[i].1 + 1, |s| s.1);
                (i, end)
            })
            .find(|&(_, end)| length < end)
            .map(|(i, end)| (length, self.words[i].as_str(), end))
    }

    /// How far the fields after `OTit` stand to the right on `line`: the characters its
    /// comma list runs into the next column (`docs/rules/fide-rating-list.md#files`, a line
    /// of 163 characters), never more than the line is longer than the header. Blanks after
    /// the last column move nothing: a line with four more is read as it is laid out.
    fn overflow(&self, line: &[char]) -> usize {
        let Some(next) = (self.starts.iter())
            .map(|&(_, at)| at)
            .find(|&at| at > self.other_titles)
        else {
            return 0;
        };
        let list = line
            .iter()
            .skip(self.other_titles)
            .take_while(|c| !c.is_whitespace())
            .count();
        let past = (self.other_titles + list).saturating_sub(next);
        past.min(line.len().saturating_sub(self.width))
    }

    /// The column (1-based) of the first character of `line` past the header's last
    /// column once the fields after `OTit` have moved by `excess`: a line that does not
    /// fit the header's columns, whose fields kup would read from the wrong places.
    fn past_the_end(&self, line: &[char], excess: usize) -> Option<usize> {
        let end = self.width + excess;
        (line.iter().skip(end))
            .position(|c| !c.is_whitespace())
            .map(|i| end + i + 1)
    }

    /// The start `at` of a field on a line `excess` characters longer than the header:
    /// the fields after `OTit` move by the excess.
    fn shift(&self, at: usize, excess: usize) -> usize {
        if at > self.other_titles {
            at + excess
        } else {
            at
        }
    }

    /// Where `field` starts on a line `excess` characters longer than the header: its
    /// column, named by its header word.
    fn column(&self, field: &str, excess: usize) -> Option<Column> {
        let index = self.starts.iter().position(|(f, _)| *f == field)?;
        let start = self.shift(self.starts[index].1, excess);
        Some(Column::named(start + 1, &self.words[index]))
    }

    /// The text of `field` in `line` (as chars), shifted by `excess` after `OTit`.
    fn field(&self, line: &[char], field: &str, excess: usize) -> String {
        let Some(index) = self.starts.iter().position(|(f, _)| *f == field) else {
            return String::new();
        };
        let start = self.shift(self.starts[index].1, excess);
        let end = self
            .starts
            .get(index + 1)
            .map_or(line.len(), |(_, at)| self.shift(*at, excess));
        line.get(start.min(line.len())..end.min(line.len()))
            .map_or(String::new(), |s| {
                s.iter().collect::<String>().trim().to_string()
            })
    }
}

fn read_txt(mut reader: impl BufRead, wanted: &HashSet<u64>) -> Result<ListRead, ListError> {
    let mut raw = Vec::with_capacity(256);
    let next_line = |reader: &mut dyn BufRead, raw: &mut Vec<u8>, number: u64| {
        raw.clear();
        read_until_bounded(reader, b'\n', raw, MOST_LINE_BYTES)
            .map_err(ListError::Io)?
            .ok_or(ListError::LineTooLong {
                line: number,
                limit: MOST_LINE_BYTES,
            })
    };
    next_line(&mut reader, &mut raw, 1)?;
    let header = String::from_utf8_lossy(&raw).trim_end().to_string();
    let columns = Columns::from_header(&header).map_err(ListError::Header)?;
    let id_end = columns
        .starts
        .iter()
        .skip_while(|(f, _)| *f != "fideid")
        .nth(1)
        .map_or(usize::MAX, |(_, at)| *at);
    let mut read = ListRead {
        lines: 1,
        ..ListRead::default()
    };
    loop {
        if next_line(&mut reader, &mut raw, read.lines + 1)? == 0 {
            break;
        }
        read.lines += 1;
        let ended = raw.ends_with(b"\n");
        let line = trim_line_end(&raw);
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        let unfinished = columns.unfinished(line);
        if let (false, Some((column, field, _))) = (ended, unfinished) {
            return Err(ListError::Cut {
                line: read.lines,
                column,
                field: field.to_string(),
            });
        }
        // The ID comes first and is ASCII: decode it without decoding the line.
        let id_text = std::str::from_utf8(&line[..id_end.min(line.len())])
            .unwrap_or("")
            .trim();
        let id = match parse_id(id_text) {
            Ok(id) => id,
            Err(problem) => {
                read.skipped.push(Skipped {
                    line: read.lines,
                    column: columns.column("fideid", 0),
                    problem,
                });
                continue;
            }
        };
        read.players += 1;
        if !wanted.contains(&id) {
            continue;
        }
        if let Some((column, field, end)) = unfinished {
            let problem = Text::new(Msg::ImportLineEndsEarly)
                .arg("column", column)
                .arg("field", field)
                .arg("end", end);
            // The problem names the column the line ends at.
            read.skipped.push(Skipped {
                line: read.lines,
                column: None,
                problem,
            });
            continue;
        }
        let chars: Vec<char> = String::from_utf8_lossy(line).chars().collect();
        let excess = columns.overflow(&chars);
        if let Some(beyond) = columns.past_the_end(&chars, excess) {
            read.skipped.push(Skipped {
                line: read.lines,
                column: None,
                problem: Text::new(Msg::ImportLineTooLong)
                    .arg("column", beyond)
                    .arg("end", columns.width + excess),
            });
            continue;
        }
        let places = FIELDS
            .iter()
            .filter_map(|&field| {
                let column = columns.column(field, excess)?;
                Some(FieldAt {
                    field,
                    line: read.lines,
                    column,
                })
            })
            .collect();
        match record(id, read.lines, |f| columns.field(&chars, f, excess), places) {
            Ok(r) => {
                read.records.insert(id, r);
            }
            Err((field, problem)) => read.skipped.push(Skipped {
                line: read.lines,
                column: columns.column(field, excess),
                problem,
            }),
        }
    }
    Ok(read)
}

fn trim_line_end(raw: &[u8]) -> &[u8] {
    let mut end = raw.len();
    while end > 0 && matches!(raw[end - 1], b'\n' | b'\r') {
        end -= 1;
    }
    &raw[..end]
}

/// A streaming reader of the list's XML: `<playerslist>`, then `<player>` elements whose
/// children hold one text each (`docs/rules/fide-rating-list.md#xml`). Written by hand because the
/// format is this small: tags, text, the five predefined entities and numeric character references.
/// A file whose first element is another (an HTML page) is not a list; one that ends before
/// `</playerslist>` is cut short.
fn read_xml(mut reader: impl BufRead, wanted: &HashSet<u64>) -> Result<ListRead, ListError> {
    let mut read = ListRead::default();
    let mut at = Position::default();
    let mut text = Vec::new();
    let mut tag = Vec::new();
    let mut fields: HashMap<String, Cell> = HashMap::new();
    let mut in_player = false;
    let mut root = None;
    let mut closed = false;
    loop {
        let too_long = |at: &Position| ListError::XmlTooLong {
            line: at.line,
            limit: MOST_XML_BYTES,
        };
        text.clear();
        read_until_bounded(&mut reader, b'<', &mut text, MOST_XML_BYTES)
            .map_err(ListError::Io)?
            .ok_or_else(|| too_long(&at))?;
        let body = text.strip_suffix(b"<").unwrap_or(&text);
        let value_at = at.after(&body[..body.len() - body.trim_ascii_start().len()]);
        at.advance(&text);
        tag.clear();
        let read_tag = read_until_bounded(&mut reader, b'>', &mut tag, MOST_XML_BYTES)
            .map_err(ListError::Io)?
            .ok_or_else(|| too_long(&at))?;
        if read_tag == 0 {
            break;
        }
        at.advance(&tag);
        let line = at.line;
        let tag_text = String::from_utf8_lossy(tag.strip_suffix(b">").unwrap_or(&tag));
        if tag_text.starts_with(['?', '!']) {
            continue;
        }
        let (closing, name) = match tag_text.strip_prefix('/') {
            Some(name) => (true, name.trim()),
            None => (false, tag_text.split_whitespace().next().unwrap_or("")),
        };
        let root = root.get_or_insert_with(|| name.to_string());
        if root != "playerslist" {
            return Err(ListError::NotAList(root.clone()));
        }
        match (closing, name) {
            (false, "player") => {
                in_player = true;
                fields.clear();
            }
            (true, "player") if in_player => {
                in_player = false;
                player_from_fields(&fields, wanted, line, &mut read);
            }
            (true, field) if in_player => {
                let cell = Cell {
                    text: unescape(&String::from_utf8_lossy(body)).trim().to_string(),
                    line: value_at.0,
                    column: value_at.1,
                };
                fields.insert(field.to_string(), cell);
            }
            (true, "playerslist") => closed = true,
            _ => {}
        }
    }
    read.lines = at.line;
    if !closed {
        return Err(ListError::XmlCut {
            line: at.last.0,
            column: at.last.1,
        });
    }
    Ok(read)
}

/// Where the reader is: the line, the characters read on it, and the line and column
/// (1-based) of the last character read that is not a line end, where a file cut short
/// ends.
#[derive(Debug, Clone, Copy)]
struct Position {
    line: u64,
    column: usize,
    last: (u64, usize),
}

impl Default for Position {
    fn default() -> Position {
        Position {
            line: 1,
            column: 0,
            last: (1, 1),
        }
    }
}

impl Position {
    fn advance(&mut self, bytes: &[u8]) {
        for c in String::from_utf8_lossy(bytes).chars() {
            if c == '\n' {
                self.line += 1;
                self.column = 0;
                continue;
            }
            self.column += 1;
            if c != '\r' {
                self.last = (self.line, self.column);
            }
        }
    }

    /// The line and column of the character that follows `bytes` read from here.
    fn after(&self, bytes: &[u8]) -> (u64, usize) {
        let mut then = *self;
        then.advance(bytes);
        (then.line, then.column + 1)
    }
}

/// The text of an XML element in a player's entry, and where it starts.
struct Cell {
    text: String,
    line: u64,
    column: usize,
}

impl Cell {
    /// Where the element's text stands, for `field` of [`FIELDS`].
    fn place(&self, field: &'static str) -> FieldAt {
        FieldAt {
            field,
            line: self.line,
            column: Column::named(self.column, format!("<{field}>")),
        }
    }
}

fn player_from_fields(
    fields: &HashMap<String, Cell>,
    wanted: &HashSet<u64>,
    line: u64,
    read: &mut ListRead,
) {
    // A problem is said where its element stands, else where the player ends.
    let skip = |field: &'static str, problem: Text| match fields.get(field) {
        Some(cell) => {
            let at = cell.place(field);
            Skipped {
                line: at.line,
                column: Some(at.column),
                problem,
            }
        }
        None => Skipped {
            line,
            column: None,
            problem: Text::new(Msg::ImportXmlPlayerEnding).arg_text("problem", problem),
        },
    };
    let id_text = fields.get("fideid").map_or("", |cell| cell.text.as_str());
    let id = match parse_id(id_text) {
        Ok(id) => id,
        Err(problem) => {
            read.skipped.push(skip("fideid", problem));
            return;
        }
    };
    read.players += 1;
    if !wanted.contains(&id) {
        return;
    }
    let field = |name: &str| fields.get(name).map_or(String::new(), |c| c.text.clone());
    let places = FIELDS
        .iter()
        .filter_map(|&f| fields.get(f).map(|cell| cell.place(f)))
        .collect();
    match record(id, line, field, places) {
        Ok(r) => {
            read.records.insert(id, r);
        }
        Err((field, problem)) => read.skipped.push(skip(field, problem)),
    }
}

/// The predefined entities and numeric references; anything else is kept as written.
fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        let after = &rest[at..];
        let Some(end) = after.find(';') else {
            out.push_str(after);
            return out;
        };
        let entity = &after[1..end];
        let decoded = match entity {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            _ => entity
                .strip_prefix("#x")
                .and_then(|hex| u32::from_str_radix(hex, 16).ok())
                .or_else(|| entity.strip_prefix('#').and_then(|d| d.parse().ok()))
                .and_then(char::from_u32),
        };
        match decoded {
            Some(c) => out.push(c),
            None => out.push_str(&after[..=end]),
        }
        rest = &after[end + 1..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::core::{PlayerData, Regulation, Tournament, TournamentInfo, apply};
    use crate::i18n::Lang;
    use crate::interop::english;

    /// The header of `players_list_foa.txt`, exactly as `docs/rules/fide-rating-list.md#columns`
    /// gives it.
    pub const HEADER: &str = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag";

    /// A line laid out by the documented columns (`docs/rules/fide-rating-list.md#columns`,
    /// 1-based): ID 1–15, Name 16–76, Fed 77–80, Sex 81–84, Tit 85–89, WTit 90–94, OTit 95–109, FOA
    /// 110–113, SRtng 114–119, SGm 120–123, SK 124–126, RRtng 127–132, RGm 133–136, Rk 137–139,
    /// BRtng 140–145, BGm 146–149, BK 150–152, B-day 153–158, Flag 159–162. Widths count
    /// characters, so a UTF-8 name keeps the columns.
    pub fn line(
        id: &str,
        name: &str,
        fed: &str,
        tit: &str,
        other: &str,
        rating: &str,
        born: &str,
    ) -> String {
        let cells = [
            (id, 15),
            (name, 61),
            (fed, 4),
            ("M", 4),
            (tit, 5),
            ("", 5),
            (other, 15),
            ("", 4),
            (rating, 6),
            ("0", 4),
            ("20", 3),
            ("", 6),
            ("", 4),
            ("", 3),
            ("", 6),
            ("", 4),
            ("", 3),
            (born, 6),
            ("", 4),
        ];
        cells
            .iter()
            .map(|(text, width)| format!("{text:<width$}"))
            .collect()
    }

    fn wanted(ids: &[u64]) -> HashSet<u64> {
        ids.iter().copied().collect()
    }

    #[test]
    fn the_documented_header_puts_the_fields_where_the_documented_columns_are() {
        let columns = Columns::from_header(HEADER).unwrap();
        let start = |f: &str| columns.starts.iter().find(|(n, _)| *n == f).unwrap().1 + 1;
        assert_eq!(
            [
                start("fideid"),
                start("name"),
                start("country"),
                start("title"),
                start("w_title"),
                start("rating"),
                start("birthday")
            ],
            [1, 16, 77, 85, 90, 114, 153]
        );
        assert_eq!(columns.width, 162);
        assert_eq!(line("1", "A", "", "", "", "", "").chars().count(), 162);
    }

    #[test]
    fn the_real_sample_line_of_the_fide_list_reads_as_carlsen() {
        let sample = "1503014        Carlsen, Magnus                                              NOR M   GM                           2823  0   10 2801  12  10 2860  0   10 1990      ";
        let file = format!("{HEADER}\r\n{sample}\r\n");
        let read = read_txt(file.as_bytes(), &wanted(&[1503014])).unwrap_or_else(|_| panic!());
        let mut carlsen = read.records[&1503014].clone();
        let places = std::mem::take(&mut carlsen.places);
        assert_eq!(
            carlsen,
            FideRecord {
                id: 1503014,
                surname: "Carlsen".into(),
                given_name: "Magnus".into(),
                federation: "NOR".into(),
                title: "GM".into(),
                birth_year: Some(1990),
                rating: Some(2823),
                line: 2,
                places: Vec::new(),
            }
        );
        // Where `docs/rules/fide-rating-list.md#columns` puts the fields, named by the header's
        // words.
        let place = |field: &str| {
            let at = places.iter().find(|at| at.field == field).unwrap();
            (at.line, at.column.number, at.column.name.clone().unwrap())
        };
        assert_eq!(place("fideid"), (2, 1, "ID Number".to_string()));
        assert_eq!(place("rating"), (2, 114, "SRtng".to_string()));
        assert_eq!(place("birthday"), (2, 153, "B-day".to_string()));
    }

    /// Croatian and Slovenian players, missing fields, a malformed line and an
    /// overflowing OTit (`docs/rules/fide-rating-list.md#files`).
    pub fn txt_fixture() -> String {
        [
            HEADER.to_string(),
            line("14512345", "Šarić, Đuro", "CRO", "FM", "", "2215", "1988"),
            line("14599999", "Kovač, Ana", "CRO", "", "", "", "0"),
            "abc            Broken, Line".to_string(),
            line(
                "14600000",
                "Žagar, Čedomir",
                "SLO",
                "",
                "IA,FA,NA,IO,FTX",
                "1904",
                "1975",
            )
            .replacen("IA,FA,NA,IO,FTX", "IA,FA,NA,IO,FTX,", 1),
            line("14700000", "Other, Player", "AUT", "IM", "", "2400", "1999"),
        ]
        .join("\r\n")
            + "\r\n"
    }

    #[test]
    fn txt_fields_are_read_by_the_header_and_bad_lines_are_reported() {
        let read = read_txt(
            txt_fixture().as_bytes(),
            &wanted(&[14512345, 14599999, 14600000]),
        )
        .unwrap_or_else(|_| panic!());
        assert_eq!(read.lines, 6);
        let saric = &read.records[&14512345];
        assert_eq!(
            (saric.surname.as_str(), saric.given_name.as_str()),
            ("Šarić", "Đuro")
        );
        assert_eq!((saric.rating, saric.birth_year), (Some(2215), Some(1988)));
        assert_eq!(saric.title, "FM");
        // Blank rating and birth year 0: unrated, year unknown.
        let kovac = &read.records[&14599999];
        assert_eq!((kovac.rating, kovac.birth_year), (None, None));
        // OTit one character too long: the fields after it are shifted by one.
        let zagar = &read.records[&14600000];
        assert_eq!((zagar.rating, zagar.birth_year), (Some(1904), Some(1975)));
        assert_eq!(zagar.federation, "SLO");
        // Only the wanted players are decoded; the malformed line is reported.
        assert!(!read.records.contains_key(&14700000));
        let skipped: Vec<String> = read.skipped.iter().map(ToString::to_string).collect();
        assert_eq!(
            skipped,
            ["line 4, column 1 (ID Number): 'abc' is not a FIDE ID"]
        );
    }

    pub fn xml_fixture() -> String {
        "<playerslist>\n\
         <player><fideid>14512345</fideid><name>Šarić, Đuro</name><country>CRO</country><sex>M</sex><title>FM</title><w_title></w_title><o_title></o_title><foa_title></foa_title><rating>2215</rating><games>0</games><k>20</k><rapid_rating>0</rapid_rating><rapid_games>0</rapid_games><rapid_k>0</rapid_k><blitz_rating>0</blitz_rating><blitz_games>0</blitz_games><blitz_k>0</blitz_k><birthday>1988</birthday><flag></flag></player>\n\
         <player>\n  <fideid>x1</fideid>\n  <name>Broken, Entry</name>\n</player>\n\
         <player><fideid>14599999</fideid><name>O&apos;Kovač, Ana</name><country>CRO</country><sex>F</sex><title></title><w_title>WFM</w_title><rating></rating><birthday>0</birthday></player>\n\
         <player><fideid>14600000</fideid><name>Žagar, Čedomir</name><country>SLO</country><title/><rating>1904</rating><birthday>1975</birthday></player>\n\
         </playerslist>\n"
            .to_string()
    }

    #[test]
    fn xml_players_are_read_with_entities_and_bad_entries_are_reported() {
        let read = read_xml(
            xml_fixture().as_bytes(),
            &wanted(&[14512345, 14599999, 14600000]),
        )
        .unwrap();
        let saric = &read.records[&14512345];
        assert_eq!(saric.surname, "Šarić");
        assert_eq!(
            (saric.rating, saric.birth_year, saric.title.as_str()),
            (Some(2215), Some(1988), "FM")
        );
        let kovac = &read.records[&14599999];
        assert_eq!(kovac.surname, "O'Kovač");
        // No Tit: the women's title stands in (`docs/rules/fide-rating-list.md#use`); empty rating:
        // unrated.
        assert_eq!(
            (kovac.title.as_str(), kovac.rating, kovac.birth_year),
            ("WFM", None, None)
        );
        assert_eq!(read.records[&14600000].rating, Some(1904));
        let skipped: Vec<String> = read.skipped.iter().map(ToString::to_string).collect();
        assert_eq!(
            skipped,
            ["line 4, column 11 (<fideid>): 'x1' is not a FIDE ID"]
        );
    }

    fn event_with(players: Vec<PlayerData>) -> Tournament {
        let info = TournamentInfo {
            name: "Kup".into(),
            federation: "CRO".into(),
            ..TournamentInfo::default()
        };
        let mut t = Tournament::new(info, Regulation::preset("kzz-2015").unwrap());
        apply(
            &mut t,
            Command::AddTeam {
                name: "ŠK Zabok".into(),
                club: String::new(),
                city: String::new(),
            },
        )
        .unwrap();
        let team = t.teams[0].id;
        for data in players {
            apply(&mut t, Command::AddPlayer { team, data }).unwrap();
        }
        t
    }

    #[test]
    fn import_refreshes_by_fide_id_and_keeps_the_diacritics() {
        let dir = tempfile::tempdir().unwrap();
        // The list writes ASCII: same width, "Saric, Djuro" for "Šarić, Đuro ".
        let ascii = txt_fixture().replace("Šarić, Đuro ", "Saric, Djuro");
        let path = dir.path().join("players_list_foa.txt");
        std::fs::write(&path, ascii).unwrap();
        let known = |surname: &str, given: &str, id: u64, rating: Option<u16>| PlayerData {
            surname: surname.into(),
            given_name: given.into(),
            fide_id: Some(id),
            fide_rating: rating,
            national_rating: Some(2000),
            ..PlayerData::default()
        };
        let mut t = event_with(vec![
            known("Šarić", "Đuro", 14512345, Some(2150)),
            known("Zagar", "Cedo", 14600000, Some(1904)),
            known("Nepoznat", "Igor", 14800000, None),
        ]);
        let report = import(&mut t, &path).unwrap();
        let roster = &t.teams[0].roster;
        // Šarić keeps his spelling; rating, federation, title and year come from the list.
        assert_eq!(roster[0].full_name(), "Šarić, Đuro");
        assert_eq!(roster[0].fide_rating, Some(2215));
        assert_eq!(
            (
                roster[0].title.as_str(),
                roster[0].federation.as_str(),
                roster[0].birth_year
            ),
            ("FM", "CRO", Some(1988))
        );
        assert_eq!(roster[0].national_rating, Some(2000));
        // "Zagar, Cedo" is not "Žagar, Čedomir" folded: the list's name wins.
        assert_eq!(roster[1].full_name(), "Žagar, Čedomir");
        assert_eq!(
            english(&report.changes),
            vec![
                "Šarić, Đuro (FIDE ID 14512345): FIDE rating 2150 → 2215, title — → FM, federation — → CRO, born — → 1988".to_string(),
                "Zagar, Cedo (FIDE ID 14600000): name Zagar, Cedo → Žagar, Čedomir, federation — → SLO, born — → 1975".to_string(),
            ]
        );
        assert_eq!(
            english(&report.notes),
            vec!["Nepoznat, Igor (FIDE ID 14800000) is not in the list".to_string()]
        );
        // In the reader's words: hr rejting, titula, savez, godište; sl rating lista.
        assert_eq!(
            report.changes[0].render(Lang::Hr),
            "Šarić, Đuro (FIDE ID 14512345): FIDE rejting 2150 → 2215, titula — → FM, \
             savez — → CRO, godište — → 1988"
        );
        let sl = report.lines(Lang::Sl);
        assert!(
            sl.contains(
                &"opomba: Nepoznat, Igor (FIDE ID 14800000) ni na rating listi".to_string()
            ),
            "{sl:?}"
        );
        let hr = report.lines(Lang::Hr);
        assert!(
            hr.iter().any(|l| l.ends_with(
                "players_list_foa.txt: preskočen 4. redak, 1. stupac (ID Number): 'abc' nije FIDE ID"
            )),
            "{hr:?}"
        );
        assert_eq!(report.skipped.len(), 1);
        // A second import finds nothing to change.
        let again = import(&mut t, &path).unwrap();
        assert!(again.changes.is_empty());
        assert_eq!(again.unchanged, 2);
    }
}
