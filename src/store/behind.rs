//! `tournament.ron` written behind the key, for a program that keeps the tournament open
//! (the full-screen kup). A change is committed by its journal record; rendering and
//! writing the whole snapshot (most of a key's time at Olympiad size) is left to a writer
//! thread. It writes the newest state handed to it, skipping those in between, once the keys
//! rest for [`CALM`], or [`AT_MOST_BEHIND`] after the first of a run of keys. Opening replays
//! the journal's records after the snapshot, so a snapshot behind the journal loses nothing.
//!
//! The audit trail's line of each change (`journal.log`, best effort by design) is handed
//! to the thread as well and appended within [`AUDIT_LAG`], in the order of the changes;
//! dropping the store writes what is left.
//!
//! The thread writes its own temp file without the lock, and takes the writer's lock only
//! to rename it over `tournament.ron`: then, if the journal has grown since its change (a
//! later change of this process, or another kup's), its state is older than what is
//! current and it is dropped, so it never replaces a newer snapshot.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::cache::Mirrors;
use super::error::{StoreError, io_error};
use super::fault::{self, Fault};
use super::files::{sync_dir, write_durably};
use super::identity::FileIdentity;
use super::lock::WriterLock;
use super::names::CURRENT;
use super::snapshot::Fresh;
use super::{audit, cache, journal};
use crate::core::Tournament;
use crate::i18n::{Msg, Text};

/// A state committed by its journal record, for the thread to write.
pub(super) struct Job {
    pub seq: u64,
    /// The journal record it is the state after.
    pub journal_n: u64,
    /// The journal's length just after that record was appended.
    pub journal_len: u64,
    pub label: Text,
    pub state: Tournament,
}

/// What the thread is to do next.
enum Work {
    /// Append these lines to the audit trail.
    Audit(String),
    Snapshot(Box<Job>),
}

/// The writer thread and what it shares with the program.
pub(super) struct WriteBehind {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

struct Shared {
    dir: PathBuf,
    /// How long the thread waits for the lock (the program's own patience).
    patience: Duration,
    slot: Mutex<Slot>,
    wake: Condvar,
}

/// How long the keys must rest before the thread writes: a snapshot's write and fsync
/// share the disk with the next key's journal fsync, so under a run of keys each key
/// would wait behind a whole snapshot.
const CALM: Duration = Duration::from_millis(100);

/// The most a run of keys keeps the snapshot behind its journal.
const AT_MOST_BEHIND: Duration = Duration::from_secs(1);

/// The most an audit line waits while a snapshot is pending: the thread then looks for lines
/// this often rather than be woken for each key (a wake-up was a tenth of a key's time).
const AUDIT_LAG: Duration = Duration::from_millis(10);

#[derive(Default)]
struct Slot {
    /// The newest state handed over and not yet taken up.
    pending: Option<Job>,
    /// When it was handed over.
    handed_at: Option<Instant>,
    /// When the first state not yet written was handed over.
    first_handed_at: Option<Instant>,
    /// Lines for the audit trail not yet appended, in the order of their changes.
    audit: String,
    /// The file the thread last renamed into place, so that the program does not take it
    /// for another kup's change. Set under this mutex together with the rename.
    written: Option<FileIdentity>,
    /// A write that failed: the change is in the journal, the snapshot behind it.
    failed: Option<StoreError>,
    closing: bool,
}

impl WriteBehind {
    pub fn start(dir: &Path, patience: Duration) -> WriteBehind {
        let shared = Arc::new(Shared {
            dir: dir.to_path_buf(),
            patience,
            slot: Mutex::new(Slot::default()),
            wake: Condvar::new(),
        });
        let thread = {
            let shared = Arc::clone(&shared);
            std::thread::Builder::new()
                .name("kup snapshot".to_string())
                .spawn(move || shared.run())
                .ok()
        };
        WriteBehind { shared, thread }
    }

    /// Hands over the newest committed state, replacing one not yet taken up.
    pub fn hand(&self, job: Job) {
        if self.thread.is_none() {
            // No thread could be started: written on the spot, as without one.
            return self.shared.write_reporting(job);
        }
        let mut slot = self.shared.slot();
        let now = Instant::now();
        let waiting = slot.pending.replace(job).is_none();
        slot.handed_at = Some(now);
        slot.first_handed_at.get_or_insert(now);
        drop(slot);
        // With a state pending, the thread wakes when it is due and sees the calm moved on.
        if waiting {
            self.shared.wake.notify_one();
        }
    }

    /// Hands over a line for the audit trail (`journal.log`), appended by the thread within
    /// [`AUDIT_LAG`], and before it goes.
    pub fn audit(&self, line: String) -> Result<(), StoreError> {
        if self.thread.is_none() {
            return audit::append(&self.shared.dir, &line);
        }
        let mut slot = self.shared.slot();
        // With lines or a state pending, the thread looks for lines without a wake-up.
        let waiting = slot.audit.is_empty() && slot.pending.is_none();
        slot.audit.push_str(&line);
        drop(slot);
        if waiting {
            self.shared.wake.notify_one();
        }
        Ok(())
    }

    /// The file at `current` when the thread renamed it there (it is this program's
    /// state, not another kup's change).
    pub fn adopt(&self, current: &Path) -> Option<FileIdentity> {
        let mut slot = self.shared.slot();
        if slot
            .written
            .as_ref()
            .is_some_and(|ours| ours.is_at(current))
        {
            return slot.written.take();
        }
        None
    }

    /// The error of a write that failed since last asked, said once.
    pub fn take_failure(&self) -> Option<StoreError> {
        self.shared.slot().failed.take()
    }
}

impl Drop for WriteBehind {
    /// Writes what is still pending before the program goes, so that the snapshot is
    /// current and the audit trail whole when it quits.
    fn drop(&mut self) {
        self.shared.slot().closing = true;
        self.shared.wake.notify_one();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Shared {
    fn slot(&self) -> MutexGuard<'_, Slot> {
        // A panic on the writer thread leaves the slot's data whole.
        self.slot.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn run(&self) {
        while let Some(work) = self.next_work() {
            match work {
                Work::Audit(lines) => {
                    if let Err(failed) = audit::append(&self.dir, &lines) {
                        self.slot().failed = Some(failed);
                    }
                }
                Work::Snapshot(job) => self.write_reporting(*job),
            }
        }
    }

    /// What the thread does next, once it is due: audit lines as soon as it sees them; the
    /// newest state after a calm after the last key, or at most a second after the first.
    /// `None` once the program is going and nothing is left.
    fn next_work(&self) -> Option<Work> {
        let mut slot = self.slot();
        loop {
            if !slot.audit.is_empty() {
                return Some(Work::Audit(std::mem::take(&mut slot.audit)));
            }
            let due = match (slot.handed_at, slot.first_handed_at) {
                (Some(last), Some(first)) if slot.pending.is_some() => {
                    Some((last + CALM).min(first + AT_MOST_BEHIND))
                }
                _ => None,
            };
            let rest = due.map(|due| due.saturating_duration_since(Instant::now()));
            if slot.closing || rest.is_some_and(|rest| rest.is_zero()) {
                slot.first_handed_at = None;
                return slot.pending.take().map(|job| Work::Snapshot(Box::new(job)));
            }
            slot = match rest {
                Some(rest) => {
                    self.wake
                        .wait_timeout(slot, rest.min(AUDIT_LAG))
                        .unwrap_or_else(PoisonError::into_inner)
                        .0
                }
                None => self.wake.wait(slot).unwrap_or_else(PoisonError::into_inner),
            };
        }
    }

    fn write_reporting(&self, job: Job) {
        if let Err(failed) = self.write(job) {
            self.slot().failed = Some(failed);
        }
    }

    /// Writes `job` as `tournament.ron` unless a later change is committed.
    fn write(&self, job: Job) -> Result<(), StoreError> {
        let fresh = Fresh::new(job.seq, Some(job.journal_n), &job.label, &job.state);
        let bytes = fresh.to_ron();
        let temp = temp_path(&self.dir, std::process::id());
        write_durably(&temp, bytes.as_bytes())?;
        let renamed = WriterLock::acquire_within(&self.dir, self.patience).and_then(|_lock| {
            if journal::length(&self.dir) != job.journal_len {
                return Ok(false);
            }
            let current = self.dir.join(CURRENT);
            let mut slot = self.slot();
            fs::rename(&temp, &current).map_err(io_error(Msg::StoreActionReplace, &current))?;
            slot.written = FileIdentity::of_path(&current);
            Ok(true)
        });
        match renamed {
            Ok(true) => {
                fault::crash_point(Fault::AfterRename);
                cache::write(
                    &self.dir,
                    Mirrors::bytes(bytes.as_bytes()),
                    cache::body(&fresh),
                );
                sync_dir(&self.dir)
            }
            outdone_or_failed => {
                // Best effort: what is left of the temp file only takes space.
                let _ = fs::remove_file(&temp);
                outdone_or_failed.map(drop)
            }
        }
    }
}

/// The writer thread's temp file: one per process, as two programs may keep the same
/// tournament open and each writes its own without the lock.
fn temp_path(dir: &Path, pid: u32) -> PathBuf {
    dir.join(format!("{CURRENT}.{pid}.tmp"))
}

/// Removes the temp files of writer threads and cache writes whose process is gone (killed
/// while writing).
/// Where the running processes cannot be listed (no `/proc`), they are left.
pub(super) fn remove_stale_temps(dir: &Path) {
    let proc = Path::new("/proc");
    if !proc.join("self").exists() {
        return;
    }
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name();
        let pid = name
            .to_str()
            .and_then(|name| {
                [CURRENT, cache::CACHE_FILE]
                    .into_iter()
                    .find_map(|file| name.strip_prefix(file)?.strip_prefix('.'))
            })
            .and_then(|rest| rest.strip_suffix(".tmp")?.parse::<u32>().ok());
        if let Some(pid) = pid
            && !proc.join(pid.to_string()).exists()
        {
            let _ = fs::remove_file(entry.path());
        }
    }
}
