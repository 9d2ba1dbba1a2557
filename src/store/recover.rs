//! Recovery of a broken `tournament.ron`: set aside, and the newest good checkpoint made
//! current again with the journal's records after it replayed.

use std::fs;
use std::path::{Path, PathBuf};

use super::damage;
use super::error::{StoreError, io_error};
use super::history::newest_good;
use super::journal;
use super::lock::WriterLock;
use super::names::{CURRENT, HISTORY_DIR, history_name};
use super::snapshot::{Snapshot, SnapshotError};
use super::state::{Store, Unsaved};
use super::writer::replace_current_with;
use crate::i18n::{Msg, Text};

/// What recovery made current, and where it kept a damaged journal, if it started one again.
#[derive(Debug)]
pub struct Recovered {
    pub seq: u64,
    pub label: Text,
    pub journal_aside: Option<PathBuf>,
}

/// A history snapshot as recovery names it: its number, what made it, when it was filed.
#[derive(Debug, Clone)]
pub struct Filed {
    pub seq: u64,
    pub label: Text,
    pub filed: Option<chrono::DateTime<chrono::FixedOffset>>,
    /// The snapshot number the journal's records after it bring the tournament to.
    pub replayed_to: u64,
    /// How many of the journal's records come after it.
    pub replayed: u64,
}

impl Store {
    /// Makes the newest readable checkpoint current again, after a broken
    /// `tournament.ron` was set aside, and replays the journal's records after it; a
    /// damaged journal is started again from the state reached (`journal::start_again`),
    /// the damaged one kept aside. Records lost with it are said as
    /// [`StoreError::JournalLost`], the repair done.
    pub fn recover(dir: &Path) -> Result<Recovered, StoreError> {
        if !dir.join(HISTORY_DIR).is_dir() {
            return Err(StoreError::Missing {
                path: dir.to_path_buf(),
            });
        }
        let _lock = WriterLock::acquire(dir)?;
        let current = dir.join(CURRENT);
        let restore = match Snapshot::read(&current) {
            Ok(_) => false,
            Err(SnapshotError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => true,
            // Unreadable now is not bad: it may hold the newest confirmed change.
            Err(SnapshotError::Io(source)) => {
                return Err(StoreError::Io {
                    action: Msg::StoreActionRead,
                    path: current,
                    source,
                });
            }
            Err(_) => {
                set_aside(dir)?;
                true
            }
        };
        if restore {
            let (_, bytes, _) = newest_good(dir)?.ok_or_else(|| StoreError::Missing {
                path: dir.to_path_buf(),
            })?;
            replace_current_with(dir, &bytes)?;
        }
        let contained = Snapshot::read(&current).ok().and_then(|s| s.journal);
        let journal = journal::read(dir)?;
        let verdict = damage::judge(&journal, contained.unwrap_or(0));
        let damaged = journal.damaged.iter().any(|d| d.unread)
            || journal.tail_records > 0
            || verdict.lost.is_some();
        // The journal holds every confirmed change: those after the snapshot restored are
        // replayed over it, so recovery loses only what the journal lost too.
        let mut store = Store::load_with(dir, true, true)?;
        if !damaged {
            store.save_replayed()?;
            return Ok(Recovered {
                seq: store.seq,
                label: store.label,
                journal_aside: None,
            });
        }
        // Written naming the highest number there was, so that the new journal's records
        // follow every one the damaged journal held.
        store.unsaved.get_or_insert(Unsaved::Applied);
        store.save_replayed()?;
        let aside = journal::start_again(dir, &store.records)?;
        // Undo rebuilds a state from a checkpoint and the records after it: filed here, the
        // state reached is one a later change's undo comes back to past the damage.
        store.file_checkpoint(store.seq, &store.label, &store.state)?;
        if let Some(lost) = verdict.lost {
            return Err(StoreError::JournalLost {
                lost,
                recovered: Some((store.seq, store.label, aside)),
            });
        }
        Ok(Recovered {
            seq: store.seq,
            label: store.label,
            journal_aside: Some(aside),
        })
    }

    /// What [`Store::recover`] would make current in `dir`, read without changing
    /// anything: the newest good history snapshot. `None` when history holds none.
    pub fn recovery_candidate(dir: &Path) -> Result<Option<Filed>, StoreError> {
        let Some((seq, _, snapshot)) = newest_good(dir)? else {
            return Ok(None);
        };
        let filed = fs::metadata(dir.join(HISTORY_DIR).join(history_name(seq)))
            .and_then(|meta| meta.modified())
            .ok()
            .map(|at| chrono::DateTime::<chrono::Local>::from(at).fixed_offset());
        let label = snapshot.label();
        let contained = snapshot.journal;
        let reached = Store::from_snapshot(dir, snapshot, None, journal::read(dir)?, false, true)?;
        let replayed = contained.map_or(0, |n| {
            reached.records.iter().filter(|r| r.n > n).count() as u64
        });
        Ok(Some(Filed {
            seq,
            label,
            filed,
            replayed_to: reached.seq,
            replayed,
        }))
    }
}

/// Moves a broken `tournament.ron` aside, never over another file; returns where to.
pub(super) fn set_aside(dir: &Path) -> Result<PathBuf, StoreError> {
    let stamp = chrono::Local::now().format("%Y%m%d-%H%M%S%.3f");
    let aside = dir.join(format!("{CURRENT}.broken-{stamp}"));
    fs::rename(dir.join(CURRENT), &aside)
        .map_err(io_error(Msg::StoreActionSetAside, &dir.join(CURRENT)))?;
    Ok(aside)
}

/// Why `tournament.ron` cannot be taken up. A read error names the file and the system's
/// reason and leaves the file be (it may read next time). A file that is no good snapshot
/// is broken: set aside when the caller holds the lock (`locked`), else left where it is,
/// and the newest good history snapshot named.
pub(super) fn refusal(dir: &Path, error: SnapshotError, locked: bool) -> StoreError {
    if let SnapshotError::Io(source) = error {
        return StoreError::Io {
            action: Msg::StoreActionRead,
            path: dir.join(CURRENT),
            source,
        };
    }
    let set_aside = if locked && error.read_whole() {
        match set_aside(dir) {
            Ok(aside) => Some(aside),
            Err(failed) => return failed,
        }
    } else {
        None
    };
    // Named as recovery leaves it: the checkpoint with the journal's records after it.
    let newest_good = newest_good(dir).ok().flatten().map(|(seq, _, snapshot)| {
        let label = snapshot.label();
        journal::read(dir)
            .and_then(|journal| Store::from_snapshot(dir, snapshot, None, journal, false, true))
            .map_or((seq, label), |reached| (reached.seq, reached.label))
    });
    StoreError::Broken {
        path: dir.join(CURRENT),
        problem: error.text(),
        set_aside,
        newest_good,
    }
}
