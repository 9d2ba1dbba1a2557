//! The journal `journal.ron`: one line per change, appended and fsynced before kup says the
//! change is done (the commit point). A line is one RON record (its number, the snapshot
//! sequence it makes current, time, who, the change) ending in a CRC-32 of the text before
//! it, so that a line cut short by a crash, or damaged, is told from a whole one.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::error::{StoreError, io_error};
use super::fault::{self, Fault};
use super::files::{private_options, sync_dir, write_durably};
use super::kept::KeptOpen;
use super::names::{JOURNAL_FILE, JOURNAL_TEMP};
use super::snapshot::{SnapshotError, read_bounded};
use crate::core::Command;
use crate::i18n::{Msg, Text};

/// What a record did. A change carries the command as resolved before it was applied (the
/// pairing made, the seed of a lot), so that replaying it computes nothing anew.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Change {
    Do(Command),
    /// Made state `seq` of the line current again, one step back.
    Undo,
    /// Made state `seq` of the line current again, one step forward.
    Redo,
}

impl Change {
    /// The kind of change, and a `Do`'s command.
    fn into_parts(self) -> (Kind, Option<Command>) {
        match self {
            Change::Do(command) => (Kind::Do, Some(command)),
            Change::Undo => (Kind::Undo, None),
            Change::Redo => (Kind::Redo, None),
        }
    }
}

/// What kind of change a record is, read without its command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Do,
    Undo,
    Redo,
}

/// A record as read back: its number, the state it makes current and its kind. A `Do`'s
/// command is parsed from the line only when it is replayed: an opening reads every record
/// of the event, and ron's parse of each command was most of an opening late in an event
/// (3,737 records: 61 % of a `kup show` at Olympiad size).
#[derive(Debug, Clone)]
pub struct Record {
    /// The record's number: one more than the record before, never reused.
    pub n: u64,
    /// The snapshot sequence number that is current after it.
    pub seq: u64,
    pub kind: Kind,
    /// The whole line, checksum verified, from which a `Do`'s command is parsed.
    text: Box<str>,
    /// A `Do`'s command once parsed (None: the line does not parse).
    command: OnceLock<Option<Command>>,
}

/// A line as written, all of its fields (the journal's format).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Written {
    n: u64,
    seq: u64,
    #[serde(rename = "time")]
    _time: String,
    #[serde(rename = "who")]
    _who: String,
    change: Change,
    #[serde(rename = "check")]
    _check: u32,
}

impl Record {
    /// A `Do`'s command, parsed on the first call; None for an undo or a redo, and for a
    /// line whose command this kup cannot read (then the replay that needs it refuses,
    /// naming the line).
    pub fn command(&self) -> Option<&Command> {
        self.command
            .get_or_init(|| match ron::from_str::<Written>(&self.text) {
                Ok(Written {
                    change: Change::Do(command),
                    ..
                }) => Some(command),
                _ => None,
            })
            .as_ref()
    }
}

/// The record of `change` as made now by `who`, and its line as written (`\n` included).
fn line(n: u64, seq: u64, change: &Change, who: &str) -> (Record, String) {
    #[derive(Serialize)]
    struct Unchecked<'a> {
        n: u64,
        seq: u64,
        time: &'a str,
        who: &'a str,
        change: &'a Change,
    }
    let time = chrono::Local::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, false);
    let text = ron::to_string(&Unchecked {
        n,
        seq,
        time: &time,
        who,
        change,
    })
    .expect("a change always serialises");
    let open = text.strip_suffix(')').expect("a struct ends in ')'");
    let check = crc32fast::hash(open.as_bytes());
    let line = format!("{open},check:{check})\n");
    let (kind, command) = change.clone().into_parts();
    let record = Record {
        n,
        seq,
        kind,
        text: line.trim_end().into(),
        command: OnceLock::from(command),
    };
    (record, line)
}

/// A line read back, if it is whole: its checksum matches, and its number, state and kind
/// read. A line as kup writes it is read from its head and tail (`(n:N,seq:S,` ...
/// `,change:Undo`); any other is parsed whole.
fn parse_line(text: &str) -> Option<Record> {
    let (open, check) = text.strip_suffix(')')?.rsplit_once(",check:")?;
    if check.parse::<u32>().ok()? != crc32fast::hash(open.as_bytes()) {
        return None;
    }
    let record = |n, seq, kind, command| Record {
        n,
        seq,
        kind,
        text: text.into(),
        command,
    };
    if let Some((n, seq, kind)) = head_and_tail(open) {
        return Some(record(n, seq, kind, OnceLock::new()));
    }
    let written: Written = ron::from_str(text).ok()?;
    let (kind, command) = written.change.into_parts();
    Some(record(
        written.n,
        written.seq,
        kind,
        OnceLock::from(command),
    ))
}

/// The number, state and kind of a line as kup writes it (`open`: up to `,check:`). The
/// change is the last field, so an undo or redo is the end of the line and a `Do`'s
/// command ends in `)`; a name in the line cannot make one look like another.
fn head_and_tail(open: &str) -> Option<(u64, u64, Kind)> {
    let number = |text: &str| -> Option<(u64, usize)> {
        let digits = text.find(|c: char| !c.is_ascii_digit())?;
        Some((text[..digits].parse().ok()?, digits))
    };
    let rest = open.strip_prefix("(n:")?;
    let (n, end) = number(rest)?;
    let rest = rest[end..].strip_prefix(",seq:")?;
    let (seq, end) = number(rest)?;
    rest[end..].strip_prefix(",time:\"")?;
    let kind = if open.ends_with(",change:Undo") {
        Kind::Undo
    } else if open.ends_with(",change:Redo") {
        Kind::Redo
    } else if open.contains(",change:Do(") && open.ends_with(')') {
        Kind::Do
    } else {
        return None;
    };
    Some((n, seq, kind))
}

/// The journal kept open for appending between changes.
pub(crate) fn kept_open(dir: &Path) -> KeptOpen {
    let mut options = private_options();
    options.append(true).create(true);
    KeptOpen::new(dir.join(JOURNAL_FILE), options, Msg::StoreActionWrite)
}

/// Appends the record of `change` to the journal of `dir` (`journal`, kept open) and makes
/// it durable: the commit point of a change. A journal created by this append is made
/// durable in the directory as well. Returns the record as written and the journal's
/// length after it.
pub(crate) fn append(
    journal: &mut KeptOpen,
    dir: &Path,
    n: u64,
    seq: u64,
    change: &Change,
    who: &str,
) -> Result<(Record, u64), StoreError> {
    let named = journal.named()?;
    let (created, before, path, mut file) = (named.created, named.len, named.path, &**named.file);
    let (record, text) = line(n, seq, change, who);
    let written = fault::disk_full()
        .and_then(|()| file.write_all(text.as_bytes()))
        .map_err(io_error(Msg::StoreActionWrite, path))
        .and_then(|()| {
            fault::crash_point(Fault::AfterAppend);
            file.sync_data()
                .map_err(io_error(Msg::StoreActionSync, path))
        });
    if written.is_err() {
        // Best effort: a part of a line left behind would be taken for a crash's torn
        // record, and the next record would not start on a line of its own.
        let _ = file.set_len(before);
    }
    written?;
    if created {
        sync_dir(dir)?;
    }
    fault::crash_point(Fault::AfterJournalSync);
    Ok((record, before + text.len() as u64))
}

/// The journal as read: its whole records, the damage between them, and what follows the
/// last of them.
#[derive(Debug, Default)]
pub(crate) struct Journal {
    pub records: Vec<Record>,
    /// Bytes up to the end of the last whole record.
    pub whole: u64,
    /// Bytes after it: a record a crash cut short, or a damaged last record.
    pub torn: u64,
    /// Lines between whole records that do not read, or numbers missing between them.
    pub damaged: Vec<Damage>,
    /// The lines after the last whole record, when there are any: a record a crash cut
    /// short before it was confirmed, or a damaged one (`store/damage.rs` tells which).
    pub tail: Option<Damage>,
    /// How many records the tail's ended lines begin: a crash leaves none, only a line
    /// with no end.
    pub tail_records: u64,
}

/// Where the journal does not read: the records whose lines are damaged or missing there.
#[derive(Debug, Clone)]
pub(crate) struct Damage {
    /// The first line that does not read (1 = the first), or the whole one after a gap.
    pub line: usize,
    /// The numbers of the records missing there, `first` to `last` included (`last` below
    /// `first`: a stray line, no record missing).
    pub first: u64,
    pub last: u64,
    /// When the first of them was made, as its damaged line still says, or else when the
    /// record before it was (`after`).
    pub time: Option<String>,
    pub after: bool,
    /// Whether a line there does not read (else only numbers are missing, as a repair
    /// leaves them).
    pub unread: bool,
}

impl Journal {
    pub fn last_n(&self) -> u64 {
        self.records.last().map_or(0, |r| r.n)
    }

    /// The damage found after the last whole record read so far, from `line`.
    fn damage_from(&self, line: usize, time: Option<String>, last: u64, unread: bool) -> Damage {
        let after = time.is_none();
        Damage {
            line,
            first: self.last_n() + 1,
            last,
            time: time.or_else(|| self.records.last().and_then(Record::time).map(String::from)),
            after,
            unread,
        }
    }
}

impl Record {
    /// When the record was made, as its line says.
    pub fn time(&self) -> Option<&str> {
        time_in(&self.text)
    }
}

/// The time a line names (`time:"…"`), if it still reads as one.
fn time_in(text: &str) -> Option<&str> {
    let from = text.find("time:\"")? + "time:\"".len();
    let time = &text[from..from + text[from..].find('"')?];
    chrono::DateTime::parse_from_rfc3339(time).ok()?;
    Some(time)
}

/// Reads the journal (none yet: empty). A line that does not read is damage (a flipped
/// byte, a bad sector) or, as the last line, a record a crash cut short: both are read
/// past, noting which records are missing, and judged against the snapshot by the store
/// (`damage.rs`). Only whole records out of order are refused: they are no journal kup wrote.
pub(crate) fn read(dir: &Path) -> Result<Journal, StoreError> {
    let path = dir.join(JOURNAL_FILE);
    let bytes = match read_bounded(&path) {
        Ok((bytes, _)) => bytes,
        Err(SnapshotError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => {
            return Ok(Journal::default());
        }
        Err(SnapshotError::Io(source)) => {
            return Err(StoreError::Io {
                action: Msg::StoreActionRead,
                path,
                source,
            });
        }
        Err(other) => return Err(damaged(1, other.text())),
    };
    let mut journal = Journal::default();
    let (mut at, mut end) = (0usize, 0usize);
    // The first line since the last whole record that did not read, the time it names,
    // and how many ended lines since begin a record.
    let mut bad: Option<(usize, Option<String>, u64)> = None;
    for (index, piece) in bytes.split_inclusive(|&b| b == b'\n').enumerate() {
        end += piece.len();
        let text = piece.strip_suffix(b"\n").map(String::from_utf8_lossy);
        let Some(record) = text.as_deref().and_then(parse_line) else {
            let first = bad.is_none();
            if first {
                let time = time_in(&String::from_utf8_lossy(piece)).map(String::from);
                bad = Some((index + 1, time, 0));
            }
            if let Some((_, _, records)) = bad.as_mut()
                && piece.ends_with(b"\n")
                && (first || piece.starts_with(b"(n:"))
            {
                *records += 1;
            }
            continue;
        };
        if !journal.records.is_empty() && record.n <= journal.last_n() {
            return Err(damaged(
                index + 1,
                Text::new(Msg::StoreJournalOutOfOrder)
                    .arg("n", record.n)
                    .arg("expected", journal.last_n() + 1),
            ));
        }
        let gap = record.n > journal.last_n() + 1 && !journal.records.is_empty();
        match bad.take() {
            Some((line, time, _)) => {
                let damage = journal.damage_from(line, time, record.n - 1, true);
                journal.damaged.push(damage);
            }
            None if gap => {
                let damage = journal.damage_from(index + 1, None, record.n - 1, false);
                journal.damaged.push(damage);
            }
            None => {}
        }
        at = end;
        journal.records.push(record);
    }
    if let Some((line, time, records)) = bad {
        let next = journal.last_n() + 1;
        journal.tail = Some(journal.damage_from(line, time, next, true));
        journal.tail_records = records;
    }
    journal.whole = at as u64;
    journal.torn = (bytes.len() - at) as u64;
    Ok(journal)
}

fn damaged(line: usize, problem: Text) -> StoreError {
    StoreError::Journal { line, problem }
}

/// Cuts the torn tail off, so that the next record starts on a line of its own. Only the
/// lock's holder does this.
pub(crate) fn drop_torn_tail(dir: &Path, journal: &Journal) -> Result<(), StoreError> {
    let path = dir.join(JOURNAL_FILE);
    let file = fs::OpenOptions::new()
        .write(true)
        .open(&path)
        .map_err(io_error(Msg::StoreActionWrite, &path))?;
    file.set_len(journal.whole)
        .and_then(|()| file.sync_all())
        .map_err(io_error(Msg::StoreActionSync, &path))
}

/// Starts the journal again with `records` (its whole ones that the state holds), keeping
/// the damaged one aside under its name with `.damaged-` and the time; returns where. The
/// new journal replaces the old in one rename, so a crash leaves one or the other.
pub(crate) fn start_again(dir: &Path, records: &[Record]) -> Result<PathBuf, StoreError> {
    let path = dir.join(JOURNAL_FILE);
    let stamp = chrono::Local::now().format("%Y%m%d-%H%M%S%.3f");
    let aside = dir.join(format!("{JOURNAL_FILE}.damaged-{stamp}"));
    let temp = dir.join(JOURNAL_TEMP);
    let text: String = records.iter().map(|r| format!("{}\n", r.text)).collect();
    write_durably(&temp, text.as_bytes())?;
    fs::hard_link(&path, &aside)
        .or_else(|_| fs::copy(&path, &aside).map(drop))
        .map_err(io_error(Msg::StoreActionSetAside, &path))?;
    fs::rename(&temp, &path).map_err(io_error(Msg::StoreActionReplace, &path))?;
    sync_dir(dir)?;
    Ok(aside)
}

/// The journal's length now, to notice another kup's appends with one `stat`.
pub(crate) fn length(dir: &Path) -> u64 {
    fs::symlink_metadata(dir.join(JOURNAL_FILE)).map_or(0, |m| m.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::GameResult;

    fn change() -> Change {
        Change::Do(Command::SetResult {
            round: 1,
            table: 2,
            board: 3,
            result: GameResult::Draw,
        })
    }

    #[test]
    fn a_line_reads_back_and_any_flipped_byte_is_caught() {
        let (written, text) = line(4, 3, &change(), "arbiter");
        assert!(text.ends_with(")\n") && text.matches('\n').count() == 1);
        let record = parse_line(text.trim_end()).expect("whole");
        let Change::Do(command) = change() else {
            unreachable!()
        };
        assert_eq!((record.n, record.seq, record.kind), (4, 3, Kind::Do));
        assert_eq!(record.command(), Some(&command));
        assert_eq!(record.text, written.text);
        for at in 0..text.len() - 1 {
            let mut bytes = text.trim_end().as_bytes().to_vec();
            bytes[at] ^= 0x01;
            if let Ok(damaged) = std::str::from_utf8(&bytes) {
                assert!(parse_line(damaged).is_none(), "byte {at}: {damaged}");
            }
        }
    }

    /// The head and tail of a line say what a whole parse says, whatever the names in it: a
    /// team named like the end of an undo is still in a `Do`.
    #[test]
    fn a_line_read_from_its_head_and_tail_is_the_line_parsed_whole() {
        let named = Change::Do(Command::AddTeam {
            name: "ŠK Đakovo,change:Undo".to_string(),
            club: "),change:Redo".to_string(),
            city: "Čakovec".to_string(),
        });
        for (change, kind) in [
            (change(), Kind::Do),
            (named, Kind::Do),
            (Change::Undo, Kind::Undo),
            (Change::Redo, Kind::Redo),
        ] {
            let text = line(12, 11, &change, "arbiter").1;
            let open = text.trim_end().rsplit_once(",check:").unwrap().0;
            assert_eq!(head_and_tail(open), Some((12, 11, kind)), "{text}");
            let whole: Written = ron::from_str(text.trim_end()).unwrap();
            assert_eq!((whole.n, whole.seq, &whole.change), (12, 11, &change));
            let record = parse_line(text.trim_end()).unwrap();
            match change {
                Change::Do(command) => assert_eq!(record.command(), Some(&command)),
                _ => assert_eq!(record.command(), None),
            }
        }
    }

    /// A line whose checksum holds but whose change this kup does not know (a newer kup's)
    /// is a confirmed record: it is read, never taken for a torn one, and only its command
    /// is missing, which the replay that needs it reports.
    #[test]
    fn a_whole_line_with_a_change_this_kup_cannot_read_is_kept() {
        let scratch = tempfile::tempdir().unwrap();
        let open = r#"(n:2,seq:2,time:"2026-12-06T23:50:00.000+00:00",who:"arbiter",change:Do(Novelty(round:1))"#;
        let novel = format!("{open},check:{})\n", crc32fast::hash(open.as_bytes()));
        let first = line(1, 1, &change(), "arbiter").1;
        fs::write(scratch.path().join(JOURNAL_FILE), first + &novel).unwrap();
        let journal = read(scratch.path()).unwrap();
        assert_eq!((journal.records.len(), journal.torn), (2, 0));
        let last = &journal.records[1];
        assert_eq!((last.n, last.seq, last.kind), (2, 2, Kind::Do));
        assert_eq!(last.command(), None);
    }

    #[test]
    fn a_cut_last_line_is_a_tail_and_a_bad_line_before_a_whole_one_is_damage_read_past() {
        let scratch = tempfile::tempdir().unwrap();
        let dir = scratch.path();
        let whole = line(1, 1, &change(), "arbiter").1 + &line(2, 2, &Change::Undo, "arbiter").1;
        let third = line(3, 1, &Change::Redo, "arbiter").1;
        for cut in [1, third.len() / 2, third.len() - 1] {
            fs::write(dir.join(JOURNAL_FILE), whole.clone() + &third[..cut]).unwrap();
            let journal = read(dir).unwrap();
            assert_eq!(journal.records.len(), 2, "cut at {cut}");
            assert_eq!(journal.whole, whole.len() as u64);
            assert_eq!(journal.torn, cut as u64);
            assert_eq!(
                journal.tail_records, 0,
                "a line with no end begins no record"
            );
            assert_eq!(
                journal.tail.as_ref().map(|t| (t.line, t.first)),
                Some((3, 3))
            );
        }
        let bad = whole.replacen("Undo", "Redo", 1) + &third;
        fs::write(dir.join(JOURNAL_FILE), bad).unwrap();
        let journal = read(dir).unwrap();
        let numbers: Vec<u64> = journal.records.iter().map(|r| r.n).collect();
        assert_eq!(numbers, [1, 3]);
        let damage = &journal.damaged[0];
        assert_eq!(
            (damage.line, damage.first, damage.last, damage.unread),
            (2, 2, 2, true)
        );
        assert!(
            damage.time.is_some() && !damage.after,
            "the time still reads"
        );
        let skipped = line(1, 1, &change(), "arbiter").1 + &line(3, 1, &Change::Redo, "arbiter").1;
        fs::write(dir.join(JOURNAL_FILE), skipped).unwrap();
        let journal = read(dir).unwrap();
        let gap = &journal.damaged[0];
        assert_eq!(
            (gap.line, gap.first, gap.last, gap.unread),
            (2, 2, 2, false)
        );
        let backwards =
            line(2, 1, &change(), "arbiter").1 + &line(1, 1, &Change::Redo, "arbiter").1;
        fs::write(dir.join(JOURNAL_FILE), backwards).unwrap();
        assert!(matches!(
            read(dir),
            Err(StoreError::Journal { line: 2, .. })
        ));
    }
}
