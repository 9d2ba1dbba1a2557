//! Opening a tournament directory: the snapshot read (from its cache when that names the
//! same bytes), the journal's records after it replayed, and a crash's leftovers repaired
//! by the lock's holder; and following another kup's changes.

use std::path::Path;
use std::time::Duration;

use super::accelerators::Accelerators;
use super::behind::{self, WriteBehind};
use super::buffers;
use super::cache;
use super::damage;
use super::error::StoreError;
use super::files::{create_private_dir, current_user, refuse_link, require_snapshot};
use super::history::{self, Base, Line, lost_error, redo_end};
use super::identity::FileIdentity;
use super::journal::{self, Journal, Kind, Record};
use super::lock::{SharedLock, WriterLock};
use super::names::{CURRENT, HISTORY_DIR, JOURNAL_FILE};
use super::recover::refusal;
use super::snapshot::{Snapshot, SnapshotError, read_bounded};
use super::state::{Store, Unsaved};
use crate::core::{Tournament, next_state};
use crate::i18n::{Msg, Text};

/// Reads a snapshot and the identity of the very file read, then runs `after`. The cache
/// is read and parsed on two cores meanwhile, as it is most of an opening's time; it is
/// taken only if it names the bytes read. `after` runs once those bytes are in hand, so
/// that a journal it reads holds every record they name: a writer appends its record
/// before it renames its snapshot.
fn read_with_identity<T>(
    path: &Path,
    after: impl FnOnce() -> T,
) -> (Result<(Snapshot, Option<FileIdentity>), SnapshotError>, T) {
    let dir = path.parent().unwrap_or(Path::new("."));
    let (cached, (read, then)) = cache::read_beside(dir, || {
        let read = read_bounded(path);
        (read, after())
    });
    let snapshot = read.and_then(|(bytes, file)| {
        buffers::expect_length(bytes.len());
        let snapshot = match cached.and_then(|cached| cached.of(&bytes)) {
            Some(snapshot) => snapshot,
            None => Snapshot::from_bytes(&bytes)?,
        };
        buffers::give_back(bytes);
        Ok((snapshot, FileIdentity::of(file)))
    });
    (snapshot, then)
}

impl Store {
    /// Creates a new tournament directory (owner-only permissions) with its first snapshot.
    pub fn create(dir: &Path, tournament: Tournament) -> Result<Store, StoreError> {
        if dir.join(CURRENT).exists() {
            return Err(StoreError::Exists {
                path: dir.to_path_buf(),
            });
        }
        create_private_dir(dir)?;
        create_private_dir(&dir.join(HISTORY_DIR))?;
        let lock = WriterLock::acquire(dir)?;
        let mut store = Store {
            dir: dir.to_path_buf(),
            state: tournament,
            seq: 0,
            label: Msg::SnapshotCreated.into(),
            newest: 0,
            lock: Some(lock),
            read_only: false,
            shared: None,
            identity: None,
            revision: 0,
            journal_n: 0,
            journal_len: 0,
            records: Vec::new(),
            journal_file: journal::kept_open(dir),
            unsaved: None,
            notice: None,
            behind: None,
        };
        let (label, state) = (store.label.clone(), store.state.clone());
        store.write_snapshot(0, 0, &label, &state, |_| Ok(()))??;
        store
            .audit(&store.label.to_string(), "", &current_user())
            .map_err(|e| StoreError::Unfinished(Box::new(e)))?;
        Ok(Store {
            identity: FileIdentity::of_path(&dir.join(CURRENT)),
            ..store
        })
    }

    /// Opens a tournament for writing; fails with [`StoreError::Locked`] naming the holder
    /// when another kup has it.
    pub fn open(dir: &Path) -> Result<Store, StoreError> {
        Store::open_waiting(dir, Duration::ZERO)
    }

    /// Like [`Store::open`], but waits up to `patience` for another kup to release the lock
    /// (a command-line run holds it for milliseconds).
    pub fn open_waiting(dir: &Path, patience: Duration) -> Result<Store, StoreError> {
        // Checked before the lock so that a mistyped directory gets no lock file.
        require_snapshot(dir)?;
        let lock = WriterLock::acquire_within(dir, patience)?;
        refuse_link(&dir.join(HISTORY_DIR))?;
        behind::remove_stale_temps(dir);
        let mut store = Store::load(dir, true)?;
        store.lock = Some(lock);
        store.save_replayed()?;
        store.repair_history()?;
        Ok(store)
    }

    /// Opens a tournament that several kups keep open at once (two arbiters at two
    /// terminals). No lock is held between changes: each change waits up to `patience` for
    /// the lock, first re-reads the snapshot if another kup wrote meanwhile, then applies
    /// and commits; [`Store::reload_if_changed`] lets a screen follow the other's changes.
    /// A change is durable once its journal record is: `tournament.ron` and the audit
    /// trail are written behind it by a thread (`behind.rs`), and are current again when
    /// the store is dropped. The lock file and the journal stay open between changes
    /// (`kept.rs`); the lock itself is let go of after each.
    pub fn open_shared(dir: &Path, patience: Duration) -> Result<Store, StoreError> {
        let mut store = Store::open_waiting(dir, patience)?;
        store.lock = None;
        store.shared = Some(SharedLock::new(dir, patience));
        if Accelerators::current().write_behind {
            store.behind = Some(WriteBehind::start(dir, patience));
        }
        Ok(store)
    }

    /// Opens a tournament to look at, without the lock; commands are refused.
    pub fn open_read_only(dir: &Path) -> Result<Store, StoreError> {
        let mut store = Store::load(dir, false)?;
        store.read_only = true;
        Ok(store)
    }

    /// Reads the current snapshot; `locked` when the caller holds the writer's lock, which
    /// alone may set a broken file aside.
    pub(super) fn load(dir: &Path, locked: bool) -> Result<Store, StoreError> {
        Store::load_with(dir, locked, false)
    }

    /// [`Store::load`]; `past_loss` as in [`Store::from_snapshot`].
    pub(super) fn load_with(
        dir: &Path,
        locked: bool,
        past_loss: bool,
    ) -> Result<Store, StoreError> {
        require_snapshot(dir)?;
        let current = dir.join(CURRENT);
        let (read, journal) = read_with_identity(&current, || journal::read(dir));
        let (snapshot, identity) = read.map_err(|e| refusal(dir, e, locked))?;
        Store::from_snapshot(dir, snapshot, identity, journal?, locked, past_loss)
    }

    /// The tournament of `snapshot` brought up to the last record of `journal`, read
    /// after it. Damage the snapshot covers is passed over, named; records it does not
    /// hold are lost and refused, or, when `past_loss` (`kup recover`), left out with every
    /// record after them, as those were made on them.
    pub(super) fn from_snapshot(
        dir: &Path,
        snapshot: Snapshot,
        identity: Option<FileIdentity>,
        mut journal: Journal,
        locked: bool,
        past_loss: bool,
    ) -> Result<Store, StoreError> {
        let contained = snapshot.journal.unwrap_or(0);
        let verdict = damage::judge(&journal, contained);
        // Numbers are never used twice, not even those of records left out.
        let numbered = journal
            .last_n()
            .max(contained)
            .max(verdict.lost.as_ref().map_or(0, |lost| lost.last));
        if let Some(lost) = verdict.lost {
            if !past_loss {
                return Err(StoreError::JournalLost {
                    lost,
                    recovered: None,
                });
            }
            journal.records.retain(|record| record.n < lost.first);
        }
        let tail_dropped = verdict.drop_tail && locked && !past_loss;
        if tail_dropped {
            journal::drop_torn_tail(dir, &journal)?;
        }
        let notice = verdict.notice;
        let newest = Line::of(&journal.records, numbered)
            .newest()
            .unwrap_or_else(|| redo_end(dir, snapshot.seq))
            .max(snapshot.seq);
        let mut store = Store {
            dir: dir.to_path_buf(),
            label: snapshot.label(),
            seq: snapshot.seq,
            newest,
            lock: None,
            read_only: false,
            shared: None,
            identity,
            revision: 0,
            journal_n: numbered,
            journal_len: journal.whole + if tail_dropped { 0 } else { journal.torn },
            unsaved: None,
            notice,
            behind: None,
            records: Vec::new(),
            journal_file: journal::kept_open(dir),
            state: snapshot.tournament,
        };
        if let Some(contained) = snapshot.journal {
            store.replay(&journal, contained)?;
        }
        store.records = journal.records;
        Ok(store)
    }

    /// Brings the state up to the journal's last record: the records after `contained`
    /// (the last one the snapshot holds). When they are changes only, they are applied to
    /// the snapshot; after an undo or redo among them the last record's state is rebuilt
    /// ([`history::rebuild`], the snapshot in hand one of its bases).
    fn replay(&mut self, journal: &Journal, contained: u64) -> Result<(), StoreError> {
        let pending: Vec<&Record> = journal.records.iter().filter(|r| r.n > contained).collect();
        let Some(last) = pending.last() else {
            return Ok(());
        };
        let line = Line::of(&journal.records, contained.max(journal.last_n()));
        let on_line = line.holds(self.seq, Some(contained));
        if on_line && pending.iter().all(|r| r.kind == Kind::Do) {
            return self.apply_records(journal, &pending);
        }
        let base = Base {
            seq: self.seq,
            journal: Some(contained),
            state: &self.state,
            label: &self.label,
        };
        match history::rebuild(&self.dir, &line, last.seq, Some(base))? {
            Ok(rebuilt) => {
                self.state = rebuilt.state;
                self.label = rebuilt.label;
                self.seq = last.seq;
                self.unsaved = Some(match last.kind {
                    Kind::Do => Unsaved::Applied,
                    Kind::Undo | Kind::Redo => Unsaved::Moved,
                });
            }
            // The snapshot is still a state of the line: the tournament opens there, and
            // the lock's holder writes it naming the last record, which is not tried again.
            // Changes after a record that cannot be rebuilt would be replaced too, so only a
            // last record is passed over.
            Err(lost) if on_line => {
                let lost = lost_error(&line, self.seq, last.seq, lost);
                self.notice = Some(
                    Text::new(Msg::StoreMoveLost)
                        .arg_text("lost", lost.text())
                        .arg("n", last.n)
                        .arg("file", JOURNAL_FILE)
                        .arg("seq", self.seq),
                );
                self.unsaved = Some(Unsaved::Moved);
            }
            Err(lost) => return Err(lost_error(&line, self.seq, last.seq, lost)),
        }
        Ok(())
    }

    /// Applies journal records of changes to the state, each following the one before.
    fn apply_records(&mut self, journal: &Journal, changes: &[&Record]) -> Result<(), StoreError> {
        for record in changes {
            let line = journal_line(journal, record.n);
            let command = record
                .command()
                .ok_or_else(|| history::unreadable(line, record.n))?;
            if Some(record.seq) != self.seq.checked_add(1) {
                return Err(StoreError::Journal {
                    line,
                    problem: Text::new(Msg::StoreJournalGap)
                        .arg("n", record.n)
                        .arg("to", record.seq)
                        .arg("seq", self.seq),
                });
            }
            let (next, applied) =
                next_state(&self.state, command.clone()).map_err(|e| StoreError::Journal {
                    line,
                    problem: Text::new(Msg::StoreJournalRefused)
                        .arg("n", record.n)
                        .arg_text("problem", e.text()),
                })?;
            self.state = next;
            self.label = applied.summary;
            self.seq = record.seq;
            self.unsaved = Some(Unsaved::Applied);
        }
        Ok(())
    }

    /// Re-reads the snapshot if another process changed it; true when it did. Costs one
    /// `stat` when nothing changed, so a screen may call it on every tick.
    /// A snapshot written behind a change that failed is said here, once, as
    /// [`StoreError::Unfinished`]: the change is in the journal.
    pub fn reload_if_changed(&mut self) -> Result<bool, StoreError> {
        if let Some(failed) = self.behind.as_ref().and_then(WriteBehind::take_failure) {
            return Err(StoreError::Unfinished(Box::new(failed)));
        }
        self.catch_up(false)
    }

    /// [`Store::reload_if_changed`]; `locked` when this process holds the writer's lock.
    pub(super) fn catch_up(&mut self, locked: bool) -> Result<bool, StoreError> {
        let current = self.dir.join(CURRENT);
        if let Some(ours) = self.behind.as_ref().and_then(|b| b.adopt(&current)) {
            self.identity = Some(ours);
        }
        if self
            .identity
            .as_ref()
            .is_some_and(|seen| seen.is_at(&current))
            && journal::length(&self.dir) == self.journal_len
        {
            return Ok(false);
        }
        let fresh = Store::load(&self.dir, locked)?;
        let same =
            fresh.journal_n == self.journal_n && fresh.seq == self.seq && fresh.label == self.label;
        // Without file identities (not Unix), the journal and the snapshot stand in.
        if same && fresh.identity.is_none() {
            return Ok(false);
        }
        // Another kup's snapshot written behind its change, which this one has already
        // read from the journal, is no change.
        if same && fresh.state == self.state {
            self.identity = fresh.identity;
            return Ok(false);
        }
        self.newest = fresh.newest;
        self.label = fresh.label;
        self.state = fresh.state;
        self.revision += 1;
        self.seq = fresh.seq;
        self.identity = fresh.identity;
        self.journal_n = fresh.journal_n;
        self.journal_len = fresh.journal_len;
        self.records = fresh.records;
        self.unsaved = fresh.unsaved;
        self.notice = fresh.notice;
        Ok(true)
    }
}

/// The line of `journal.ron` that holds record `n` (records are numbered without gaps).
fn journal_line(journal: &Journal, n: u64) -> usize {
    journal
        .records
        .iter()
        .position(|r| r.n == n)
        .map_or(0, |index| index + 1)
}
