//! The journal `journal.ron`: one line per change, appended and fsynced before kup says the
//! change is done (the commit point). A line is one RON record (its number, the snapshot
//! sequence it makes current, time, who, the change) ending in a CRC-32 of the text before
//! it, so that a line cut short by a crash, or damaged, is told from a whole one.

use std::fs;
use std::io::Write;
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::fault::{self, Fault};
use super::snapshot::{SnapshotError, read_bounded};
use super::{StoreError, io_error, private_options, refuse_link, sync_dir};
use crate::core::Command;
use crate::i18n::{Msg, Text};

pub const JOURNAL_FILE: &str = "journal.ron";

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

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// The record's number: one more than the record before, never reused.
    pub n: u64,
    /// The snapshot sequence number that is current after it.
    pub seq: u64,
    /// When, in the machine's time zone (RFC 3339).
    pub time: String,
    pub who: String,
    pub change: Change,
    /// CRC-32 of the line's text before `,check:`.
    pub check: u32,
}

/// The record of `change` as made now, and its line as written (`\n` included).
fn line(n: u64, seq: u64, change: &Change) -> (Record, String) {
    #[derive(Serialize)]
    struct Unchecked<'a> {
        n: u64,
        seq: u64,
        time: &'a str,
        who: &'a str,
        change: &'a Change,
    }
    let time = chrono::Local::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, false);
    let who = super::current_user();
    let text = ron::to_string(&Unchecked {
        n,
        seq,
        time: &time,
        who: &who,
        change,
    })
    .expect("a change always serialises");
    let open = text.strip_suffix(')').expect("a struct ends in ')'");
    let check = crc32fast::hash(open.as_bytes());
    let line = format!("{open},check:{check})\n");
    let record = Record {
        n,
        seq,
        time,
        who,
        change: change.clone(),
        check,
    };
    (record, line)
}

/// A line read back, if it is whole: its checksum matches and it parses.
fn parse_line(text: &str) -> Option<Record> {
    let (open, check) = text.strip_suffix(')')?.rsplit_once(",check:")?;
    if check.parse::<u32>().ok()? != crc32fast::hash(open.as_bytes()) {
        return None;
    }
    ron::from_str(text).ok()
}

/// Appends the record of `change` and makes it durable: the commit point of a change. A
/// journal created by this append is made durable in the directory as well. Returns the
/// record as written.
pub(crate) fn append(dir: &Path, n: u64, seq: u64, change: &Change) -> Result<Record, StoreError> {
    let path = dir.join(JOURNAL_FILE);
    refuse_link(&path)?;
    let created = fs::symlink_metadata(&path).is_err();
    let mut file = private_options()
        .append(true)
        .create(true)
        .open(&path)
        .map_err(io_error(Msg::StoreActionWrite, &path))?;
    let before = file
        .metadata()
        .map_err(io_error(Msg::StoreActionWrite, &path))?
        .len();
    let (record, text) = line(n, seq, change);
    let written = fault::disk_full()
        .and_then(|()| file.write_all(text.as_bytes()))
        .map_err(io_error(Msg::StoreActionWrite, &path))
        .and_then(|()| {
            fault::crash_point(Fault::AfterAppend);
            file.sync_data()
                .map_err(io_error(Msg::StoreActionSync, &path))
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
    Ok(record)
}

/// The journal as read: its whole records, and what follows the last of them.
#[derive(Debug, Default)]
pub(crate) struct Journal {
    pub records: Vec<Record>,
    /// Bytes up to the end of the last whole record.
    pub whole: u64,
    /// Bytes after it: a record a crash cut short, never confirmed.
    pub torn: u64,
}

impl Journal {
    pub fn last_n(&self) -> u64 {
        self.records.last().map_or(0, |r| r.n)
    }
}

/// Reads the journal (none yet: empty). A crash can cut short only the record being
/// appended, which was never confirmed: what follows the last whole record is reported as
/// `torn` when it holds at most that one line. A bad line with whole records after it is
/// damage to confirmed changes, and refused.
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
    let mut at = 0usize;
    for (index, piece) in bytes.split_inclusive(|&b| b == b'\n').enumerate() {
        let record = piece
            .strip_suffix(b"\n")
            .and_then(|text| std::str::from_utf8(text).ok())
            .and_then(parse_line);
        match record {
            Some(record) if record.n == journal.last_n() + 1 || journal.records.is_empty() => {
                at += piece.len();
                journal.records.push(record);
            }
            Some(record) => {
                return Err(damaged(
                    index + 1,
                    Text::new(Msg::StoreJournalOutOfOrder)
                        .arg("n", record.n)
                        .arg("expected", journal.last_n() + 1),
                ));
            }
            None if at + piece.len() == bytes.len() => break,
            None => return Err(damaged(index + 1, Msg::StoreJournalBadLine.into())),
        }
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
        let (written, text) = line(4, 3, &change());
        assert!(text.ends_with(")\n") && text.matches('\n').count() == 1);
        let record = parse_line(text.trim_end()).expect("whole");
        assert_eq!((record.n, record.seq, record.change), (4, 3, change()));
        assert_eq!((written.check, written.time), (record.check, record.time));
        for at in 0..text.len() - 1 {
            let mut bytes = text.trim_end().as_bytes().to_vec();
            bytes[at] ^= 0x01;
            if let Ok(damaged) = std::str::from_utf8(&bytes) {
                assert!(parse_line(damaged).is_none(), "byte {at}: {damaged}");
            }
        }
    }

    #[test]
    fn a_cut_last_line_is_torn_and_a_bad_line_before_a_whole_one_is_damage() {
        let scratch = tempfile::tempdir().unwrap();
        let dir = scratch.path();
        let whole = line(1, 1, &change()).1 + &line(2, 2, &Change::Undo).1;
        let third = line(3, 1, &Change::Redo).1;
        for cut in [1, third.len() / 2, third.len() - 1] {
            fs::write(dir.join(JOURNAL_FILE), whole.clone() + &third[..cut]).unwrap();
            let journal = read(dir).unwrap();
            assert_eq!(journal.records.len(), 2, "cut at {cut}");
            assert_eq!(journal.whole, whole.len() as u64);
            assert_eq!(journal.torn, cut as u64);
        }
        let bad = whole.replacen("Undo", "Redo", 1) + &third;
        fs::write(dir.join(JOURNAL_FILE), bad).unwrap();
        assert!(matches!(
            read(dir),
            Err(StoreError::Journal { line: 2, .. })
        ));
        let skipped = line(1, 1, &change()).1 + &line(3, 1, &Change::Redo).1;
        fs::write(dir.join(JOURNAL_FILE), skipped).unwrap();
        assert!(matches!(
            read(dir),
            Err(StoreError::Journal { line: 2, .. })
        ));
    }
}
