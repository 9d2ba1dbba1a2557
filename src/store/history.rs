//! The undo history: the line of states undo and redo walk, the checkpoints filed in
//! `history/`, and a state of the line rebuilt from them. A change is committed by its
//! journal record, so `history/` needs a full snapshot only now and then: any state of the
//! line is the nearest checkpoint at or before it with the journal's changes after it
//! applied again.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use super::error::{StoreError, io_error};
use super::files::remove_if_present;
use super::journal;
use super::journal::{Kind, Record};
use super::names::{HISTORY_DIR, HISTORY_TEMP, history_name};
use super::snapshot::SnapshotError;
use super::snapshot::{Snapshot, read_bounded};
use crate::core::{Tournament, next_state};
use crate::i18n::{Msg, Text};

/// A change files a full snapshot in `history/` (a checkpoint) when the snapshot number it
/// makes is a multiple of this, as is the created tournament (0). At 200, 10,000 changes
/// to an Olympiad (200 teams, 11 rounds, 936 KB a snapshot) leave 51 checkpoints, 45.6 MiB,
/// and the whole directory under 50 MiB with the journal, where a snapshot per change took
/// 896 MiB for the last 1,000 alone; undo's worst case is one checkpoint read and 199
/// changes applied again (0.17 s there, `docs/figures.md#undo-history`). A smaller number costs
/// disk in proportion (100: some 91 MiB, past the 50 MiB the directory should stay under), a larger
/// one the worst undo's time (400: some 0.35 s, long for a key).
pub const CHECKPOINT_EVERY: u64 = 200;

/// Whether a change making snapshot `seq` files a checkpoint.
pub(super) fn is_checkpoint(seq: u64) -> bool {
    seq.is_multiple_of(CHECKPOINT_EVERY)
}

/// The line of states as the journal's records define it: state `k` is what the last `Do`
/// record making snapshot `k` applied to state `k - 1`. A `Do` replaces every state from
/// its own number up; an undo or a redo only moves along the line.
pub(super) struct Line<'a> {
    records: &'a [Record],
    /// The `Do` record that made each state of the line, in the order of the states. A
    /// list, not a map: a journal is read on every opening and an event's holds thousands
    /// of records, each of which would otherwise cost a map's split.
    made_by: Vec<&'a Record>,
}

impl<'a> Line<'a> {
    /// The line after `records` (a journal's, in order), of which `last` should be the
    /// last. Where numbers are missing (a damaged line passed over), a change missing
    /// there may have replaced any state before it: none made before is trusted after it.
    pub fn of(records: &'a [Record], last: u64) -> Line<'a> {
        let mut made_by: Vec<&Record> = Vec::new();
        let mut before: Option<u64> = None;
        for record in records {
            if before.is_some_and(|n| record.n > n + 1) {
                made_by.clear();
            }
            before = Some(record.n);
            if record.kind == Kind::Do {
                while made_by.last().is_some_and(|last| last.seq >= record.seq) {
                    made_by.pop();
                }
                made_by.push(record);
            }
        }
        if before.is_some_and(|n| n < last) {
            made_by.clear();
        }
        Line { records, made_by }
    }

    /// The last state of the line, when the journal made any (redo reaches up to it).
    pub fn newest(&self) -> Option<u64> {
        self.made_by.last().map(|record| record.seq)
    }

    /// Whether the journal records the change that made state `seq`.
    pub fn made(&self, seq: u64) -> bool {
        self.record_making(seq).is_some()
    }

    /// The `Do` record that made state `seq`, if the journal holds it.
    fn record_making(&self, seq: u64) -> Option<&'a Record> {
        self.made_by
            .binary_search_by_key(&seq, |record| record.seq)
            .ok()
            .map(|index| self.made_by[index])
    }

    /// Whether a snapshot of state `seq`, written when `journal` was the last record (none:
    /// before the journal), is still the line's state `seq`: no change since replaced it.
    pub fn holds(&self, seq: u64, journal: Option<u64>) -> bool {
        let after = journal.unwrap_or(0);
        !self
            .records
            .iter()
            .any(|r| r.n > after && r.seq <= seq && r.kind == Kind::Do)
    }

    /// The lowest state from which the journal's changes lead up to `target` without a gap.
    pub fn lowest_leading_to(&self, target: u64) -> u64 {
        let mut low = target;
        while low > 0 && self.made(low) {
            low -= 1;
        }
        low
    }

    /// The journal's line (1 = the first) of record `n`, to name it in an error.
    pub fn journal_line(&self, n: u64) -> usize {
        self.records
            .iter()
            .position(|r| r.n == n)
            .map_or(0, |index| index + 1)
    }
}

/// A state the rebuild may start from besides the checkpoints: the snapshot in hand.
pub(super) struct Base<'s> {
    pub seq: u64,
    /// The last journal record the snapshot contains (none: written before the journal).
    pub journal: Option<u64>,
    pub state: &'s Tournament,
    pub label: &'s Text,
}

/// A state of the line, rebuilt.
pub(super) struct Rebuilt {
    pub state: Tournament,
    pub label: Text,
}

/// Why a state cannot be rebuilt: the nearest checkpoint it needed and why it failed (read
/// error, missing, no good snapshot), and how far back undo reaches now.
#[derive(Debug)]
pub(super) struct Unreachable {
    pub path: PathBuf,
    pub problem: Text,
}

/// State `target` of `line`, from the nearest checkpoint at or before it that can be read
/// (or `base`, if it is still on the line), with the journal's changes after it applied
/// again. A checkpoint that cannot be read or is no good snapshot is passed over for an
/// older one, so a lost checkpoint costs time, not undo depth, while an older one is left.
/// The outer error is damage to the journal (a change it holds is refused).
pub(super) fn rebuild(
    dir: &Path,
    line: &Line,
    target: u64,
    base: Option<Base>,
) -> Result<Result<Rebuilt, Unreachable>, StoreError> {
    let low = line.lowest_leading_to(target);
    let base = base.filter(|b| (low..=target).contains(&b.seq) && line.holds(b.seq, b.journal));
    let filed: BTreeSet<u64> = history_seqs(dir)
        .into_iter()
        .filter(|seq| (low..=target).contains(seq))
        .chain((low..=target).filter(|&seq| is_checkpoint(seq)))
        .chain(base.as_ref().map(|b| b.seq))
        .collect();
    let mut nearest_lost = None;
    for seq in filed.into_iter().rev() {
        if let Some(b) = base.as_ref().filter(|b| b.seq == seq) {
            return replay(line, seq, b.state.clone(), b.label.clone(), target).map(Ok);
        }
        let path = dir.join(HISTORY_DIR).join(history_name(seq));
        let problem = match read_history(&path) {
            Err(StoreError::Io { source, .. }) => SnapshotError::Io(source).text(),
            Err(other) => return Err(other),
            Ok(Err(bad)) => bad.text(),
            Ok(Ok((_, snapshot))) if snapshot.seq == seq && line.holds(seq, snapshot.journal) => {
                let label = snapshot.label();
                return replay(line, seq, snapshot.tournament, label, target).map(Ok);
            }
            // A snapshot of a state the line no longer has, or a copy under another number.
            Ok(Ok(_)) => continue,
        };
        nearest_lost.get_or_insert(Unreachable { path, problem });
    }
    let below = target - target % CHECKPOINT_EVERY;
    // A checkpoint below `low` is there, but the journal no longer leads from it: the
    // change that made `low` was on a damaged line, passed over.
    let problem = if below < low && history_seqs(dir).contains(&below) {
        Text::new(Msg::StoreCheckpointCutOff).arg("seq", low)
    } else {
        Msg::StoreCheckpointMissing.into()
    };
    Ok(Err(nearest_lost.unwrap_or_else(|| Unreachable {
        path: dir.join(HISTORY_DIR).join(history_name(below)),
        problem,
    })))
}

/// The error for record `n` on journal line `line` (1 = the first), whose checksum holds
/// and whose command this kup cannot read, found when the change is replayed.
pub(super) fn unreadable(line: usize, n: u64) -> StoreError {
    StoreError::Journal {
        line,
        problem: Text::new(Msg::StoreJournalUnreadable).arg("n", n),
    }
}

/// Applies the line's changes after state `from` up to `target` again.
fn replay(
    line: &Line,
    from: u64,
    mut state: Tournament,
    mut label: Text,
    target: u64,
) -> Result<Rebuilt, StoreError> {
    for seq in from + 1..=target {
        let record = line
            .record_making(seq)
            .expect("the line makes every state above its lowest leading to the target");
        let command = record
            .command()
            .ok_or_else(|| unreadable(line.journal_line(record.n), record.n))?;
        let (next, applied) =
            next_state(&state, command.clone()).map_err(|e| StoreError::Journal {
                line: line.journal_line(record.n),
                problem: Text::new(Msg::StoreJournalRefused)
                    .arg("n", record.n)
                    .arg_text("problem", e.text()),
            })?;
        state = next;
        label = applied.summary;
    }
    Ok(Rebuilt { state, label })
}

/// The numbers of the files in `history/`, ascending.
pub(super) fn history_seqs(dir: &Path) -> Vec<u64> {
    let Ok(entries) = fs::read_dir(dir.join(HISTORY_DIR)) else {
        return Vec::new();
    };
    let mut seqs: Vec<u64> = entries
        .filter_map(|e| e.ok())
        .filter_map(|e| e.file_name().to_str()?.strip_suffix(".ron")?.parse().ok())
        .collect();
    seqs.sort_unstable();
    seqs
}

/// Where the redo line above `seq` ends: the highest number up to which history holds every
/// snapshot after `seq` (`seq` itself when it holds none). A file numbered beyond a gap (a
/// backup named by its date, `20261204.ron`) is no part of it, so no write walks the
/// numbers up to it.
pub(super) fn redo_end(dir: &Path, seq: u64) -> u64 {
    let filed: std::collections::BTreeSet<u64> = history_seqs(dir).into_iter().collect();
    let mut end = seq;
    while let Some(next) = end.checked_add(1)
        && filed.contains(&next)
    {
        end = next;
    }
    end
}

/// Removes the history files numbered `from ..= to`, newest first, so that a crash
/// part-way leaves a line without gaps; true when it removed any. Only the numbers filed
/// are visited, never every number of the range.
pub(super) fn drop_history(dir: &Path, from: u64, to: u64) -> Result<bool, StoreError> {
    let mut removed = false;
    for stale in history_seqs(dir)
        .into_iter()
        .rev()
        .filter(|seq| (from..=to).contains(seq))
    {
        removed |= remove_if_present(&dir.join(HISTORY_DIR).join(history_name(stale)))?;
    }
    Ok(removed)
}

/// Renames the staged copy in `history_dir` to the history file of `seq`, replacing a stale
/// file of that number.
pub(super) fn file_staged(history_dir: &Path, seq: u64) -> Result<(), StoreError> {
    let filed = history_dir.join(history_name(seq));
    fs::rename(history_dir.join(HISTORY_TEMP), &filed)
        .map_err(io_error(Msg::StoreActionReplace, &filed))
}

/// A history snapshot's bytes and content. The outer error is a read error (the file may
/// hold a confirmed change that a retry, or a better disk, reads); the inner one a file
/// that was read whole and is no good snapshot.
pub(super) fn read_history(
    path: &Path,
) -> Result<Result<(Vec<u8>, Snapshot), SnapshotError>, StoreError> {
    match read_bounded(path) {
        Err(SnapshotError::Io(source)) => Err(StoreError::Io {
            action: Msg::StoreActionRead,
            path: path.to_path_buf(),
            source,
        }),
        Err(other) => Ok(Err(other)),
        Ok((bytes, _)) => Ok(Snapshot::from_bytes(&bytes).map(|s| (bytes, s))),
    }
}

/// The newest history snapshot that is good: read whole, parsed, numbered as its file is
/// (a copy put into `history/` under another name is no snapshot of this line) and still
/// a state of the journal's line. One that cannot be read now stops the search with its
/// name: a history without a journal has no other copy of the change it holds.
pub(super) fn newest_good(dir: &Path) -> Result<Option<(u64, Vec<u8>, Snapshot)>, StoreError> {
    // A journal that cannot be read names no line; opening the snapshot then says why.
    let journal = journal::read(dir).unwrap_or_default();
    let line = Line::of(&journal.records, journal.last_n());
    for seq in history_seqs(dir).into_iter().rev() {
        if let Ok((bytes, snapshot)) = read_history(&dir.join(HISTORY_DIR).join(history_name(seq)))?
            && snapshot.seq == seq
            && line.holds(seq, snapshot.journal)
        {
            return Ok(Some((seq, bytes, snapshot)));
        }
    }
    Ok(None)
}

/// Snapshot `target` of `line` cannot be rebuilt from snapshot `seq`; when it lies below,
/// undo stops at `seq` and the changes the journal leads through before it are lost to it.
pub(super) fn lost_error(line: &Line, seq: u64, target: u64, lost: Unreachable) -> StoreError {
    StoreError::LostHistory {
        target,
        path: lost.path,
        problem: lost.problem,
        depth: Some((seq, seq - line.lowest_leading_to(seq)))
            .filter(|&(_, count)| target < seq && count > 0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A journal line as kup writes it; a `Do`'s command is not read by the line.
    fn written(n: u64, seq: u64, change: &str) -> String {
        let open = format!(
            r#"(n:{n},seq:{seq},time:"2026-12-06T23:50:00.000+00:00",who:"arbiter",change:{change}"#
        );
        format!("{open},check:{})\n", crc32fast::hash(open.as_bytes()))
    }

    /// A change on a damaged line may have replaced states made before it (a `Do` after
    /// an undo): the line trusts none of them, so undo never rebuilds a replaced state.
    #[test]
    fn no_state_made_before_a_missing_record_is_trusted_after_it() {
        let scratch = tempfile::tempdir().unwrap();
        let done = "Do(Novelty(round:1))";
        let text = written(1, 1, done)
            + &written(2, 2, done)
            + &written(3, 1, "Undo")
            + &written(5, 3, done);
        fs::write(scratch.path().join(super::super::names::JOURNAL_FILE), text).unwrap();
        let journal = journal::read(scratch.path()).unwrap();
        assert_eq!(journal.records.len(), 4);
        let whole = Line::of(&journal.records, 5);
        assert!(whole.made(3) && !whole.made(2) && !whole.made(1));
        assert!(
            !Line::of(&journal.records[..3], 4).made(2),
            "a missing last record is a gap too"
        );
        assert!(Line::of(&journal.records[..3], 3).made(2));
    }
}
