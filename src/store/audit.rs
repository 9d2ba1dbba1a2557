//! The audit trail `journal.log`: one line per change, undo and redo (time, user, the
//! sequence number it made current, the summary in English, the command), appended beside
//! the durable journal (by the writer thread of a store opened shared, `behind.rs`). Read
//! back only to say what a recovery would lose.

use std::io::Write;
use std::path::Path;

use chrono::{DateTime, FixedOffset};

use crate::i18n::Msg;

use super::error::{StoreError, io_error};
use super::files::private_options;
use super::names::JOURNAL;

/// One line of the journal as read back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JournalEntry {
    /// When it was written (`None` for a line whose time does not read).
    pub at: Option<DateTime<FixedOffset>>,
    /// The snapshot the change made current.
    pub seq: u64,
    /// The change's summary, in the journal's English.
    pub summary: String,
}

/// The journal line of a change: time, user, sequence, summary, command.
pub(super) fn line(seq: u64, user: &str, summary: &str, command: &str) -> String {
    format!(
        "{}\t{}\t{}\t{}\t{}\n",
        chrono::Local::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, false),
        user,
        seq,
        summary.replace(['\t', '\n'], " "),
        command
    )
}

/// Appends `lines` to the audit trail of `dir`. It is beside the durable journal, so a
/// failure here never undoes a saved change, but it is said: the caller reports the change
/// saved and the line not written. Only a regular file is written: a link planted there is
/// not followed, and a pipe neither blocks the change (holding the lock) nor takes the line.
pub(super) fn append(dir: &Path, lines: &str) -> Result<(), StoreError> {
    let path = dir.join(JOURNAL);
    let not_a_file = || StoreError::AuditNotAFile { path: path.clone() };
    let mut options = private_options();
    options.append(true).create(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
    }
    let mut file = match options.open(&path) {
        Ok(file) => file,
        // A link (not followed) or a pipe that no one reads.
        #[cfg(unix)]
        Err(e) if matches!(e.raw_os_error(), Some(libc::ELOOP | libc::ENXIO)) => {
            return Err(not_a_file());
        }
        Err(e) => return Err(io_error(Msg::StoreActionWrite, &path)(e)),
    };
    let meta = file
        .metadata()
        .map_err(io_error(Msg::StoreActionWrite, &path))?;
    if !meta.is_file() {
        return Err(not_a_file());
    }
    file.write_all(lines.as_bytes())
        .map_err(io_error(Msg::StoreActionWrite, &path))
}

fn parse(line: &str) -> Option<JournalEntry> {
    let mut fields = line.split('\t');
    let at = DateTime::parse_from_rfc3339(fields.next()?).ok();
    let _user = fields.next()?;
    let seq = fields.next()?.parse().ok()?;
    let summary = fields.next()?.to_string();
    Some(JournalEntry { at, seq, summary })
}

/// The entries the journal records after snapshot `seq` was last made current: the
/// newest lines, back to the last one that left the tournament at `seq` or before. What
/// they did is not in snapshot `seq`, so making it current again loses them. Empty when
/// the journal is missing or unreadable (it is best effort).
pub fn after(dir: &Path, seq: u64) -> Vec<JournalEntry> {
    let Ok(text) = std::fs::read_to_string(dir.join(JOURNAL)) else {
        return Vec::new();
    };
    let mut later: Vec<JournalEntry> = text
        .lines()
        .rev()
        .filter_map(parse)
        .take_while(|entry| entry.seq > seq)
        .collect();
    later.reverse();
    later
}

#[cfg(test)]
mod tests {
    use super::*;

    fn journal(lines: &[(u64, &str)]) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        let text: String = lines
            .iter()
            .map(|(seq, summary)| line(*seq, "arbiter", summary, ""))
            .collect();
        std::fs::write(dir.path().join(JOURNAL), text).unwrap();
        dir
    }

    fn summaries(dir: &Path, seq: u64) -> Vec<String> {
        after(dir, seq).into_iter().map(|e| e.summary).collect()
    }

    #[test]
    fn the_changes_after_the_last_return_to_a_snapshot_are_lost() {
        let dir = journal(&[
            (0, "created"),
            (1, "team A added"),
            (2, "team B added"),
            (1, "undo: team B added"),
            (2, "team C added"),
            (3, "team D added"),
        ]);
        assert_eq!(summaries(dir.path(), 3), Vec::<String>::new());
        assert_eq!(summaries(dir.path(), 2), ["team D added"]);
        // The undo left the tournament at 1: what came after it is lost, not team B.
        assert_eq!(summaries(dir.path(), 1), ["team C added", "team D added"]);
        assert!(after(dir.path(), 2)[0].at.is_some());
    }

    #[test]
    fn no_journal_loses_nothing_known() {
        let dir = tempfile::tempdir().unwrap();
        assert!(after(dir.path(), 0).is_empty());
    }
}
