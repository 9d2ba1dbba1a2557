//! A tournament on disk: one directory holding the current snapshot `tournament.ron`, the
//! journal `journal.ron` of every change, the checkpoints under `history/` (what undo, redo
//! and crash recovery rebuild a state from, `history.rs`), the audit trail `journal.log`
//! and the writer's lock `lock`.
//!
//! Every successful command is durable before [`Store::execute`] returns: its journal
//! record is appended and fsynced (the commit point), then the new state is written to a
//! temp file, fsynced and renamed over `tournament.ron`, and the directory is fsynced. The
//! journal and the snapshot are independent copies of the confirmed change. A store opened
//! with [`Store::open_shared`] (the full-screen program) leaves the snapshot to a writer
//! thread instead (`behind.rs`): its change is durable once the record is. Every
//! [`CHECKPOINT_EVERY`] changes a second copy is renamed into `history/` after the
//! commit, so that `history/` never holds a snapshot that was not current at some time;
//! a crash between the two is repaired when the tournament is next opened for writing
//! ([`Store::open`]).

pub mod audit;
mod behind;
mod buffers;
mod cache;
mod fault;
mod history;
mod journal;
mod kept;
mod lock;
mod position;
mod ron_writer;
mod snapshot;

pub use history::CHECKPOINT_EVERY;
pub use journal::JOURNAL_FILE;

pub use lock::{LockHolder, WriterLock};
pub use snapshot::{MAX_SNAPSHOT_BYTES, Snapshot, SnapshotError, label_as_written};

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use behind::{Job, WriteBehind};
use cache::Mirrors;
use fault::Fault;
use history::{Base, Line, Unreachable, is_checkpoint};
use journal::{Change, Journal, Kind, Record};
use kept::KeptOpen;
use lock::{SharedLock, Turn};
use snapshot::{Fresh, read_bounded};

use crate::core::{Applied, Command, CommandError, Tournament, next_state, resolve};
use crate::i18n::{Lang, Msg, Text};

pub const CURRENT: &str = "tournament.ron";
pub const HISTORY_DIR: &str = "history";
pub const JOURNAL: &str = "journal.log";
const TEMP: &str = "tournament.ron.tmp";
/// The next checkpoint, written before the commit and renamed into place after it.
const HISTORY_TEMP: &str = "next.ron.tmp";

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

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("{0}")]
    Command(#[from] CommandError),
    /// What could not be done to `path` (`action`, a `StoreAction*` key) and the operating
    /// system's reason, which stays in its English.
    #[error("{}", self.text())]
    Io {
        action: Msg,
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{}", self.text())]
    Exists { path: PathBuf },
    #[error("{}", self.text())]
    Missing { path: PathBuf },
    /// `tournament.ron` is no good snapshot: moved aside (`set_aside`) when a writer found
    /// it, left where it is when a reader did (only the lock's holder renames).
    #[error("{}", self.text())]
    Broken {
        /// The file, `tournament.ron` in the tournament's directory.
        path: PathBuf,
        problem: Text,
        set_aside: Option<PathBuf>,
        /// Sequence number and label of the newest readable history snapshot.
        newest_good: Option<(u64, Text)>,
    },
    /// `journal.ron` cannot be taken up at `line` (1 = the first).
    #[error("{}", self.text())]
    Journal { line: usize, problem: Text },
    /// Snapshot `target` cannot be rebuilt: `path`, the nearest checkpoint it needs, is
    /// missing, unreadable or no good snapshot, and so is every older one. `depth` is the
    /// snapshot undo now stops at and how many changes before it can no longer be undone.
    #[error("{}", self.text())]
    LostHistory {
        target: u64,
        path: PathBuf,
        problem: Text,
        depth: Option<(u64, u64)>,
    },
    /// History holds snapshots above the current one that no undo left there (an older
    /// `tournament.ron` put back): a change would drop them, so it is refused.
    #[error("{}", self.text())]
    LaterHistory { seq: u64, newest: u64 },
    /// The current snapshot's number is the largest there is: a change after it would wrap
    /// round to 0 and take the numbers of the history already filed.
    #[error("{}", self.text())]
    LastNumber { seq: u64 },
    /// The tournament was opened to look at; `holder` is the kup holding the writer's
    /// lock at the refusal, if any.
    #[error("{}", self.text())]
    ReadOnly { holder: Option<Text> },
    /// Another kup holds the writer's lock (past the wait, if any).
    #[error("{}", self.text())]
    Locked {
        dir: PathBuf,
        holder: Text,
        waited: Option<Duration>,
    },
    #[error("{}", self.text())]
    Link { path: PathBuf },
    /// The change is current on disk (and in memory) but a step after the commit failed.
    #[error("{}", self.text())]
    Unfinished(Box<StoreError>),
    #[error("{}", self.text())]
    NothingToUndo,
    #[error("{}", self.text())]
    NothingToRedo,
}

impl StoreError {
    /// The error in `lang`; the operating system's and the parser's own messages inside it
    /// stay in English.
    pub fn render(&self, lang: Lang) -> String {
        self.text().render(lang)
    }

    /// The error as a catalogue text (`Display` is its English).
    pub fn text(&self) -> Text {
        match self {
            StoreError::Command(refusal) => refusal.text(),
            StoreError::Io {
                action,
                path,
                source,
            } => Text::new(Msg::StoreIo)
                .arg_text("action", (*action).into())
                .arg("path", path.display())
                .arg("problem", source),
            StoreError::Exists { path } => Text::new(Msg::StoreExists).arg("path", path.display()),
            StoreError::Missing { path } => Text::new(Msg::StoreMissing)
                .arg("path", path.display())
                .arg("file", CURRENT),
            StoreError::Broken {
                path,
                problem,
                set_aside,
                newest_good,
            } => {
                let broken = match set_aside {
                    Some(aside) => Text::new(Msg::StoreBroken).arg("aside", aside.display()),
                    None => Text::new(Msg::StoreBrokenLeft),
                }
                .arg("file", path.display())
                .arg_text("problem", problem.clone());
                let next = match newest_good {
                    Some((seq, label)) => Text::new(Msg::StoreNewestGood)
                        .arg("number", seq)
                        .arg_text("what", label.clone()),
                    None => Msg::StoreNoGoodSnapshot.into(),
                };
                broken.arg_text("next", next)
            }
            StoreError::ReadOnly {
                holder: Some(holder),
            } => Text::new(Msg::StoreReadOnly).arg_text("holder", holder.clone()),
            StoreError::ReadOnly { holder: None } => Msg::StoreReadOnlyLooking.into(),
            StoreError::Locked {
                dir,
                holder,
                waited,
            } => {
                let waited = waited.map(|patience| {
                    Text::new(Msg::StoreLockWaited)
                        .arg_number("seconds", format!("{:.1}", patience.as_secs_f64()))
                });
                Text::new(Msg::StoreLocked)
                    .arg("dir", dir.display())
                    .arg_text("holder", holder.clone())
                    .arg_list("waited", waited.into_iter().collect(), "")
            }
            StoreError::LostHistory {
                target,
                path,
                problem,
                depth,
            } => lost_history(*target, path, problem, *depth),
            StoreError::Journal { line, problem } => Text::new(Msg::StoreJournal)
                .arg("file", JOURNAL_FILE)
                .arg("line", line)
                .arg_text("problem", problem.clone()),
            StoreError::LaterHistory { seq, newest } => Text::new(Msg::StoreLaterHistory)
                .arg("file", CURRENT)
                .arg("seq", seq)
                .arg("newest", newest),
            StoreError::LastNumber { seq } => Text::new(Msg::StoreLastNumber)
                .arg("file", CURRENT)
                .arg("seq", seq),
            StoreError::Link { path } => Text::new(Msg::StoreLink).arg("path", path.display()),
            StoreError::Unfinished(after) => {
                Text::new(Msg::StoreUnfinished).arg_text("problem", after.text())
            }
            StoreError::NothingToUndo => Msg::StoreNothingToUndo.into(),
            StoreError::NothingToRedo => Msg::StoreNothingToRedo.into(),
        }
    }
}

/// Why snapshot `target` cannot be rebuilt, and what undo depth that costs.
fn lost_history(target: u64, path: &Path, problem: &Text, depth: Option<(u64, u64)>) -> Text {
    Text::new(Msg::StoreRebuildLost)
        .arg("path", path.display())
        .arg_text("problem", problem.clone())
        .arg("target", target)
        .arg_list(
            "depth",
            depth.map(undo_depth_lost).into_iter().collect(),
            "",
        )
}

/// Snapshot `target` of `line` cannot be rebuilt from snapshot `seq`; when it lies below,
/// undo stops at `seq` and the changes the journal leads through before it are lost to it.
fn lost_error(line: &Line, seq: u64, target: u64, lost: Unreachable) -> StoreError {
    StoreError::LostHistory {
        target,
        path: lost.path,
        problem: lost.problem,
        depth: Some((seq, seq - line.lowest_leading_to(seq)))
            .filter(|&(_, count)| target < seq && count > 0),
    }
}

/// Undo stops at snapshot `seq`: the `count` changes before it can no longer be undone.
fn undo_depth_lost((seq, count): (u64, u64)) -> Text {
    Text::new(Msg::StoreUndoDepthLost)
        .arg("seq", seq)
        .arg("count", count)
}

pub(crate) fn io_error(action: Msg, path: &Path) -> impl FnOnce(std::io::Error) -> StoreError {
    let path = path.to_path_buf();
    move |source| StoreError::Io {
        action,
        path,
        source,
    }
}

/// An open tournament directory with its in-memory state.
pub struct Store {
    dir: PathBuf,
    state: Tournament,
    /// Sequence number of the current snapshot (0 = as created).
    seq: u64,
    /// What made the current snapshot (the last command's summary).
    label: Text,
    /// Highest sequence number in history (above `seq` after an undo: what redo can reach).
    newest: u64,
    lock: Option<WriterLock>,
    /// Opened with [`Store::open_read_only`]: every change is refused.
    read_only: bool,
    /// Opened with [`Store::open_shared`]: the lock taken for each change.
    shared: Option<SharedLock>,
    /// Which file `tournament.ron` was when last read or written (see [`FileIdentity`]).
    identity: Option<FileIdentity>,
    /// Counts the changes of the in-memory state in this process, so that a screen can
    /// keep what it derived from the state until the next change.
    revision: u64,
    /// Number of the last journal record (0: none yet).
    journal_n: u64,
    /// The journal's length when last read or written, to notice another kup's appends.
    journal_len: u64,
    /// The journal's whole records, which define the line undo and redo walk.
    records: Vec<Record>,
    /// The journal, kept open for the next record.
    journal_file: KeptOpen,
    /// Journal records replayed over `tournament.ron` that it does not show yet.
    unsaved: Option<Unsaved>,
    /// What the arbiter should be told about the opening (a change a crash cut short).
    notice: Option<Text>,
    /// Opened with [`Store::open_shared`]: `tournament.ron` is written behind the change.
    behind: Option<WriteBehind>,
}

/// What replaying the journal left for the lock's holder to write into `tournament.ron`.
enum Unsaved {
    /// Changes applied: the state is written as a change's is.
    Applied,
    /// The state is one undo or redo made current (or the one kept when the last one's
    /// could not be rebuilt): written as theirs is.
    Moved,
}

/// Which file `tournament.ron` was (device and inode), with that file kept open. Every
/// write, undo and redo renames a new file over `tournament.ron`, and while the old file
/// is open its inode is not given to another file: a changed identity means the tournament
/// changed.
struct FileIdentity {
    id: (u64, u64),
    _held: fs::File,
}

impl FileIdentity {
    fn of(file: fs::File) -> Option<FileIdentity> {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            let meta = file.metadata().ok()?;
            Some(FileIdentity {
                id: (meta.dev(), meta.ino()),
                _held: file,
            })
        }
        #[cfg(not(unix))]
        {
            let _ = file;
            None
        }
    }

    fn of_path(path: &Path) -> Option<FileIdentity> {
        fs::File::open(path).ok().and_then(FileIdentity::of)
    }

    /// Whether `path` still names this file.
    fn is_at(&self, path: &Path) -> bool {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            fs::metadata(path).is_ok_and(|meta| (meta.dev(), meta.ino()) == self.id)
        }
        #[cfg(not(unix))]
        {
            let _ = path;
            false
        }
    }
}

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
        store.journal(&store.label.to_string(), "", &current_user());
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
        if !dir.join(CURRENT).exists() {
            return Err(StoreError::Missing {
                path: dir.to_path_buf(),
            });
        }
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
        store.behind = Some(WriteBehind::start(dir, patience));
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
    fn load(dir: &Path, locked: bool) -> Result<Store, StoreError> {
        let current = dir.join(CURRENT);
        if fs::symlink_metadata(&current).is_err() {
            return Err(StoreError::Missing {
                path: dir.to_path_buf(),
            });
        }
        let (read, journal) = read_with_identity(&current, || journal::read(dir));
        let (snapshot, identity) = read.map_err(|e| refusal(dir, e, locked))?;
        Store::from_snapshot(dir, snapshot, identity, journal?, locked)
    }

    /// The tournament of `snapshot` brought up to the last record of `journal`, read
    /// after it.
    fn from_snapshot(
        dir: &Path,
        snapshot: Snapshot,
        identity: Option<FileIdentity>,
        journal: Journal,
        locked: bool,
    ) -> Result<Store, StoreError> {
        let mut notice = None;
        if journal.torn > 0 {
            notice = Some(
                Text::new(Msg::StoreJournalTorn)
                    .arg("file", JOURNAL_FILE)
                    .arg("bytes", journal.torn),
            );
            if locked {
                journal::drop_torn_tail(dir, &journal)?;
            }
        }
        let newest = Line::of(&journal.records)
            .newest()
            .unwrap_or_else(|| redo_end(dir, snapshot.seq));
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
            journal_n: journal.last_n().max(snapshot.journal.unwrap_or(0)),
            journal_len: journal.whole + if locked { 0 } else { journal.torn },
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
        let line = Line::of(&journal.records);
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

    /// Writes what replaying the journal brought into `tournament.ron`, as the change cut
    /// short would have: under the lock only.
    fn save_replayed(&mut self) -> Result<(), StoreError> {
        match self.unsaved.take() {
            None => return Ok(()),
            Some(Unsaved::Applied) => {
                let (label, state) = (self.label.clone(), self.state.clone());
                self.write_snapshot(self.seq, self.journal_n, &label, &state, |_| Ok(()))??;
            }
            Some(Unsaved::Moved) => drop(self.make_moved_current()?),
        }
        self.newest = Line::of(&self.records)
            .newest()
            .unwrap_or_else(|| redo_end(&self.dir, self.seq));
        self.identity = FileIdentity::of_path(&self.dir.join(CURRENT));
        Ok(())
    }

    /// State `target` of the line, rebuilt from the nearest checkpoint at or before it (the
    /// state in hand among them) for undo and redo.
    fn rebuild(&self, target: u64) -> Result<history::Rebuilt, StoreError> {
        let line = Line::of(&self.records);
        let base = Base {
            seq: self.seq,
            journal: Some(self.journal_n),
            state: &self.state,
            label: &self.label,
        };
        history::rebuild(&self.dir, &line, target, Some(base))?
            .map_err(|lost| lost_error(&line, self.seq, target, lost))
    }

    /// Writes the state an undo or redo made current as `tournament.ron`, recording first
    /// that the redo line above it was left by undo; returns the bytes written.
    fn make_moved_current(&self) -> Result<String, StoreError> {
        let fresh = Fresh::new(self.seq, Some(self.journal_n), &self.label, &self.state);
        let bytes = fresh.to_ron();
        let temp = self.dir.join(TEMP);
        write_durably(&temp, bytes.as_bytes())?;
        position::record(&self.dir, &temp)?;
        make_current(&self.dir, &temp)?;
        cache::write(
            &self.dir,
            Mirrors::bytes(bytes.as_bytes()),
            cache::body(&fresh),
        );
        Ok(bytes)
    }

    /// What the arbiter should be told about the opening or the last catching up, if
    /// anything (a change a crash cut short, dropped); said once, so taken.
    pub fn take_notice(&mut self) -> Option<Text> {
        self.notice.take()
    }

    /// Makes the newest readable checkpoint current again, after a broken
    /// `tournament.ron` was set aside, and replays the journal's records after it. Returns
    /// the sequence number and label reached.
    pub fn recover(dir: &Path) -> Result<(u64, Text), StoreError> {
        if !dir.join(HISTORY_DIR).is_dir() {
            return Err(StoreError::Missing {
                path: dir.to_path_buf(),
            });
        }
        let _lock = WriterLock::acquire(dir)?;
        let current = dir.join(CURRENT);
        match Snapshot::read(&current) {
            Ok(s) => return Ok((s.seq, s.label())),
            Err(SnapshotError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => {}
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
            }
        }
        let (_, bytes, _) = newest_good(dir)?.ok_or_else(|| StoreError::Missing {
            path: dir.to_path_buf(),
        })?;
        replace_current_with(dir, &bytes)?;
        // The journal holds every confirmed change: those after the snapshot restored are
        // replayed over it, so recovery loses only what the journal lost too.
        let mut store = Store::load(dir, true)?;
        store.save_replayed()?;
        Ok((store.seq, store.label))
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
        let reached = Store::from_snapshot(dir, snapshot, None, journal::read(dir)?, false)?;
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

    pub fn state(&self) -> &Tournament {
        &self.state
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Changes of the in-memory state so far (commands, undo, redo, another kup's change
    /// read in); equal revisions mean the same state.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    pub fn seq(&self) -> u64 {
        self.seq
    }

    /// What the current snapshot was made by (the last command's summary).
    pub fn label(&self) -> &Text {
        &self.label
    }

    pub fn is_read_only(&self) -> bool {
        self.read_only
    }

    /// The kup holding the writer's lock now, named, or `None` when no kup holds it.
    pub fn lock_holder(&self) -> Option<Text> {
        LockHolder::holding(&self.dir)
    }

    /// Whether undo has a state to go back to: the journal leads to the one before from a
    /// checkpoint filed at or below it (whether that checkpoint reads is known on the undo).
    pub fn can_undo(&self) -> bool {
        let Some(target) = self.seq.checked_sub(1) else {
            return false;
        };
        let low = Line::of(&self.records).lowest_leading_to(target);
        history_seqs(&self.dir)
            .iter()
            .any(|seq| (low..=target).contains(seq))
    }

    pub fn can_redo(&self) -> bool {
        self.newest > self.seq
    }

    fn writable(&self) -> Result<(), StoreError> {
        if self.read_only {
            return Err(StoreError::ReadOnly {
                holder: self.lock_holder(),
            });
        }
        Ok(())
    }

    /// Before a change: refuses it when read-only; in a shared store takes the lock (held
    /// until the returned guard drops) and catches up with what another kup wrote.
    fn take_turn(&mut self) -> Result<Option<Turn>, StoreError> {
        self.writable()?;
        let Some(shared) = self.shared.as_mut() else {
            return Ok(None);
        };
        let turn = shared.take()?;
        if self.catch_up(true)? {
            self.save_replayed()?;
            self.repair_history()?;
        }
        Ok(Some(turn))
    }

    /// Applies a command and makes the result durable. On an error before the new snapshot
    /// replaced `tournament.ron`, the in-memory state and the files are as before. On an
    /// error after it ([`StoreError::Unfinished`]) the in-memory state is the new one, so
    /// that memory never runs ahead of, nor lags behind, what is on disk.
    pub fn execute(&mut self, command: Command) -> Result<Applied, StoreError> {
        self.execute_with(|_| Ok(command))
    }

    /// As [`Store::execute`], with the command made from the state it applies to: what
    /// is computed above the core (a pairing, a lot's tie) is computed from the state
    /// after catching up with another kup's change, under the same lock as the write.
    pub fn execute_with(
        &mut self,
        make: impl FnOnce(&Tournament) -> Result<Command, CommandError>,
    ) -> Result<Applied, StoreError> {
        self.execute_by(&current_user(), make)
    }

    /// As [`Store::execute_with`], made by `who` (a captain's phone through `kup serve`)
    /// rather than the user running kup: the journal and the audit trail name them.
    pub fn execute_by(
        &mut self,
        who: &str,
        make: impl FnOnce(&Tournament) -> Result<Command, CommandError>,
    ) -> Result<Applied, StoreError> {
        let _turn = self.take_turn()?;
        let seq = self
            .seq
            .checked_add(1)
            .ok_or(StoreError::LastNumber { seq: self.seq })?;
        if self.newest > self.seq && !position::recorded(&self.dir) {
            return Err(StoreError::LaterHistory {
                seq: self.seq,
                newest: self.newest,
            });
        }
        // Resolved, so that the journal's record is what was applied and replays alike.
        let command = resolve(&self.state, make(&self.state)?);
        let journal_entry = ron::to_string(&command).unwrap_or_default();
        let (next, applied) = next_state(&self.state, command.clone())?;
        // A change that drops a redo line writes its history on the spot; so does the first
        // record's change, as a snapshot of a kup before the journal names no record for an
        // opening to replay after.
        let on_the_spot = self.newest != self.seq || self.records.is_empty();
        let change = Change::Do(command);
        let snapshot = if self.behind.is_some() && !on_the_spot {
            self.commit(seq, &change, who)?;
            let filed = if is_checkpoint(seq) {
                self.file_checkpoint(seq, &applied.summary, &next)
            } else {
                Ok(())
            };
            if let Some(behind) = &self.behind {
                behind.hand(Job {
                    seq,
                    journal_n: self.journal_n,
                    journal_len: self.journal_len,
                    label: applied.summary.clone(),
                    state: next.clone(),
                });
            }
            filed
        } else {
            // The record the commit appends; should there be none, nothing is written.
            let journal_n = self.journal_n.saturating_add(1);
            let written =
                self.write_snapshot(seq, journal_n, &applied.summary, &next, |store| {
                    store.commit(seq, &change, who)
                })?;
            self.identity = FileIdentity::of_path(&self.dir.join(CURRENT));
            written
        };
        // Committed: whatever failed after the commit, memory holds what the journal holds.
        self.state = next;
        self.revision += 1;
        self.seq = seq;
        self.newest = seq;
        // The journal's readable trail is English, whoever reads the screen.
        self.journal(&applied.summary.to_string(), &journal_entry, who);
        self.label = applied.summary.clone();
        snapshot.map_err(|e| StoreError::Unfinished(Box::new(e)))?;
        Ok(applied)
    }

    /// Appends the record of `change`, which makes snapshot `seq` current, and makes it
    /// durable: the commit point. On an error nothing is committed.
    fn commit(&mut self, seq: u64, change: &Change, who: &str) -> Result<(), StoreError> {
        let n = self
            .journal_n
            .checked_add(1)
            .ok_or(StoreError::LastNumber { seq: self.seq })?;
        let (record, length) =
            journal::append(&mut self.journal_file, &self.dir, n, seq, change, who)?;
        self.records.push(record);
        self.journal_n = n;
        self.journal_len = length;
        Ok(())
    }

    /// Files `state`, snapshot `seq`, as a checkpoint in history, naming the journal's last
    /// record, and makes that durable. A change whose `tournament.ron` is written behind
    /// files its checkpoint so, under the lock and after its commit: `tournament.ron` can
    /// lag the journal, a checkpoint cannot (an opening that replays the change files it).
    fn file_checkpoint(
        &self,
        seq: u64,
        label: &Text,
        state: &Tournament,
    ) -> Result<(), StoreError> {
        let history_dir = self.dir.join(HISTORY_DIR);
        let bytes = Snapshot::render_in_journal(seq, Some(self.journal_n), label, state);
        write_durably(&history_dir.join(HISTORY_TEMP), bytes.as_bytes())?;
        file_staged(&history_dir, seq)?;
        sync_dir(&history_dir)
    }

    /// Steps back one snapshot; returns the summary of the change undone.
    pub fn undo(&mut self) -> Result<Text, StoreError> {
        let _turn = self.take_turn()?;
        // Without a checkpoint to rebuild from, undo is refused saying what was lost when
        // the journal made the current state, and there is nothing to undo otherwise.
        let made = Line::of(&self.records).made(self.seq);
        if self.seq == 0 || !(self.can_undo() || made) {
            return Err(StoreError::NothingToUndo);
        }
        let undone = self.label.clone();
        self.move_to(self.seq - 1, Change::Undo)?;
        self.journal(&format!("undo: {undone}"), "", &current_user());
        Ok(undone)
    }

    /// Steps forward again after an undo; returns the summary of the change redone.
    pub fn redo(&mut self) -> Result<Text, StoreError> {
        let _turn = self.take_turn()?;
        if !self.can_redo() {
            return Err(StoreError::NothingToRedo);
        }
        self.move_to(self.seq + 1, Change::Redo)?;
        self.journal(&format!("redo: {}", self.label), "", &current_user());
        Ok(self.label.clone())
    }

    /// Makes state `seq` of the line current by an undo or redo (`change`): rebuilt first,
    /// then committed in the journal.
    fn move_to(&mut self, seq: u64, change: Change) -> Result<(), StoreError> {
        let rebuilt = self.rebuild(seq)?;
        self.commit(seq, &change, &current_user())?;
        self.label = rebuilt.label;
        self.state = rebuilt.state;
        self.revision += 1;
        self.seq = seq;
        let current = self.make_moved_current();
        self.identity = FileIdentity::of_path(&self.dir.join(CURRENT));
        current
            .map(drop)
            .map_err(|e| StoreError::Unfinished(Box::new(e)))
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
    fn catch_up(&mut self, locked: bool) -> Result<bool, StoreError> {
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

    /// Writes `state` as snapshot `seq`, naming journal record `journal_n`, and stages its
    /// checkpoint when `seq` takes one; `first`, a change's commit, runs meanwhile, and
    /// nothing is written unless it succeeds. The snapshot and its cache are rendered on
    /// other cores: the two renderings are most of a command-line change's time, and a
    /// rendering touches no file, so the commit stays first on disk.
    /// The outer error is `first`'s, nothing written; the inner one that the snapshot's
    /// write failed after it, or a step after the rename did.
    fn write_snapshot(
        &mut self,
        seq: u64,
        journal_n: u64,
        label: &Text,
        state: &Tournament,
        first: impl FnOnce(&mut Store) -> Result<(), StoreError>,
    ) -> Result<Result<(), StoreError>, StoreError> {
        let fresh = Fresh::new(seq, Some(journal_n), label, state);
        let dir = self.dir.clone();
        std::thread::scope(|scope| {
            let (fresh, dir) = (&fresh, &dir);
            let (ron_made, ron) = std::sync::mpsc::sync_channel(1);
            scope.spawn(move || {
                let body = cache::body(fresh);
                if let Ok(ron) = ron.recv() {
                    cache::write(dir, ron, body);
                }
            });
            let rendering = scope.spawn(move || fresh.to_ron());
            first(self)?;
            let bytes = rendering
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            let _ = ron_made.send(Mirrors::bytes(bytes.as_bytes()));
            let written = self.make_written_current(seq, &bytes);
            buffers::give_back(bytes.into_bytes());
            Ok(written.and_then(|after_rename| after_rename))
        })
    }

    /// Writes `bytes`, snapshot `seq`, durably and renames them over `tournament.ron`:
    /// [`Store::write_snapshot`]'s errors.
    fn make_written_current(
        &self,
        seq: u64,
        bytes: &str,
    ) -> Result<Result<(), StoreError>, StoreError> {
        let temp = self.dir.join(TEMP);
        let staged = self.dir.join(HISTORY_DIR).join(HISTORY_TEMP);
        let current = self.dir.join(CURRENT);
        let committed = write_durably(&temp, bytes.as_bytes())
            .and_then(|()| {
                if is_checkpoint(seq) {
                    write_durably(&staged, bytes.as_bytes())
                } else {
                    Ok(())
                }
            })
            .and_then(|()| {
                // So that a crash after the rename still finds the redo line undone.
                if self.newest > self.seq {
                    position::record(&self.dir, &temp)
                } else {
                    Ok(())
                }
            })
            .and_then(|()| {
                fs::rename(&temp, &current).map_err(io_error(Msg::StoreActionReplace, &current))
            });
        if let Err(refused) = committed {
            // Best effort: what is left of the temp files only takes space.
            let _ = fs::remove_file(&temp);
            let _ = fs::remove_file(&staged);
            return Err(refused);
        }
        fault::crash_point(Fault::AfterRename);
        Ok(self.file_in_history(seq, self.newest))
    }

    /// After the rename: makes it durable, drops what history holds of the states snapshot
    /// `seq` replaces (its own number up to `replaced`, the redo line), and files the
    /// staged checkpoint. `history/` is fsynced only when it changed.
    fn file_in_history(&self, seq: u64, replaced: u64) -> Result<(), StoreError> {
        sync_dir(&self.dir)?;
        let history_dir = self.dir.join(HISTORY_DIR);
        // A history of a kup before checkpoints holds a snapshot of every state.
        let replaced = replaced.max(redo_end(&self.dir, seq.saturating_sub(1)));
        let mut changed = drop_history(&self.dir, seq.saturating_add(1), replaced)?;
        if is_checkpoint(seq) {
            file_staged(&history_dir, seq)?;
            changed = true;
        } else {
            changed |= remove_if_present(&history_dir.join(history_name(seq)))?;
        }
        changed |= position::forget(&history_dir)?;
        fault::crash_point(Fault::AfterHistoryLink);
        if changed {
            sync_dir(&history_dir)?;
        }
        Ok(())
    }

    /// Finishes a change's write that a crash cut short after `tournament.ron` was
    /// replaced (its checkpoint not yet filed, the redo line it replaced not yet dropped),
    /// so that undo and redo find only states of the line; and files the current state
    /// when no checkpoint leads to it (a snapshot put in by hand, the one kept when the
    /// last record's state was lost), so that undo can come back to it.
    fn repair_history(&mut self) -> Result<(), StoreError> {
        let (replaced, checkpoint) = match self.records.split_last() {
            Some((last, before)) if last.kind == Kind::Do && last.seq == self.seq => {
                let replaced = Line::of(before).newest().unwrap_or(self.seq);
                (replaced, is_checkpoint(self.seq))
            }
            _ => (self.seq, false),
        };
        let filed = history_seqs(&self.dir);
        let stale = filed.iter().any(|&seq| seq > self.seq && seq <= replaced);
        let low = Line::of(&self.records).lowest_leading_to(self.seq);
        let unreached = !filed.iter().any(|seq| (low..=self.seq).contains(seq));
        let file = unreached || (checkpoint && !self.checkpoint_filed()?);
        if !stale && !file {
            return Ok(());
        }
        let history_dir = self.dir.join(HISTORY_DIR);
        create_private_dir(&history_dir)?;
        sync_dir(&self.dir)?;
        drop_history(&self.dir, self.seq.saturating_add(1), replaced)?;
        if file {
            // Naming the last record, as the state in hand is the line's as of it (a
            // snapshot put in by hand may name none).
            return self.file_checkpoint(self.seq, &self.label, &self.state);
        }
        sync_dir(&history_dir)
    }

    /// Whether history holds the checkpoint of the current state (the same bytes as
    /// `tournament.ron`, or a snapshot of the same state of the line).
    fn checkpoint_filed(&self) -> Result<bool, StoreError> {
        let filed = self.dir.join(HISTORY_DIR).join(history_name(self.seq));
        let Ok((filed, _)) = read_bounded(&filed) else {
            return Ok(false);
        };
        let (current, _) =
            read_bounded(&self.dir.join(CURRENT)).map_err(|e| refusal(&self.dir, e, true))?;
        if filed == current {
            return Ok(true);
        }
        Ok(Snapshot::from_bytes(&filed).is_ok_and(|snapshot| {
            snapshot.seq == self.seq && Line::of(&self.records).holds(self.seq, snapshot.journal)
        }))
    }

    /// Appends one line to the audit journal: time, user, sequence, what, and the command.
    /// A store opened shared leaves it to the writer thread, off the key's path.
    fn journal(&self, summary: &str, command: &str, who: &str) {
        let line = audit::line(self.seq, who, summary, command);
        match &self.behind {
            Some(behind) => behind.audit(line),
            None => audit::append(&self.dir, &line),
        }
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

/// Who is at the keyboard, for the journal and the lock: `$USER`, else `$LOGNAME`.
pub(crate) fn current_user() -> String {
    std::env::var("USER")
        .or_else(|_| std::env::var("LOGNAME"))
        .unwrap_or_else(|_| "unknown".to_string())
}

fn history_name(seq: u64) -> String {
    format!("{seq:06}.ron")
}

/// The numbers of the files in `history/`, ascending.
fn history_seqs(dir: &Path) -> Vec<u64> {
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
fn redo_end(dir: &Path, seq: u64) -> u64 {
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
fn drop_history(dir: &Path, from: u64, to: u64) -> Result<bool, StoreError> {
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
fn file_staged(history_dir: &Path, seq: u64) -> Result<(), StoreError> {
    let filed = history_dir.join(history_name(seq));
    fs::rename(history_dir.join(HISTORY_TEMP), &filed)
        .map_err(io_error(Msg::StoreActionReplace, &filed))
}

/// A history snapshot's bytes and content. The outer error is a read error (the file may
/// hold a confirmed change that a retry, or a better disk, reads); the inner one a file
/// that was read whole and is no good snapshot.
fn read_history(path: &Path) -> Result<Result<(Vec<u8>, Snapshot), SnapshotError>, StoreError> {
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
fn newest_good(dir: &Path) -> Result<Option<(u64, Vec<u8>, Snapshot)>, StoreError> {
    // A journal that cannot be read names no line; opening the snapshot then says why.
    let journal = journal::read(dir).unwrap_or_default();
    let line = Line::of(&journal.records);
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

/// Moves a broken `tournament.ron` aside, never over another file; returns where to.
fn set_aside(dir: &Path) -> Result<PathBuf, StoreError> {
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
fn refusal(dir: &Path, error: SnapshotError, locked: bool) -> StoreError {
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
            .and_then(|journal| Store::from_snapshot(dir, snapshot, None, journal, false))
            .map_or((seq, label), |reached| (reached.seq, reached.label))
    });
    StoreError::Broken {
        path: dir.join(CURRENT),
        problem: error.text(),
        set_aside,
        newest_good,
    }
}

/// Makes a history snapshot's bytes current: a new file renamed over, never a link to the
/// history file, so that the two stay independent copies.
fn replace_current_with(dir: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    let temp = dir.join(TEMP);
    write_durably(&temp, bytes)?;
    make_current(dir, &temp)
}

/// Renames a written and fsynced `temp` over `tournament.ron` and makes that durable.
fn make_current(dir: &Path, temp: &Path) -> Result<(), StoreError> {
    fs::rename(temp, dir.join(CURRENT))
        .map_err(io_error(Msg::StoreActionReplace, &dir.join(CURRENT)))?;
    sync_dir(dir)
}

/// Removes `path` if it is there; true when it was.
fn remove_if_present(path: &Path) -> Result<bool, StoreError> {
    match fs::remove_file(path) {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(StoreError::Io {
            action: Msg::StoreActionRemove,
            path: path.to_path_buf(),
            source: e,
        }),
    }
}

/// Refuses a symbolic link where kup expects its own file or directory, so that a link
/// planted in the tournament directory cannot make kup write elsewhere.
pub(crate) fn refuse_link(path: &Path) -> Result<(), StoreError> {
    match fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => Err(StoreError::Link {
            path: path.to_path_buf(),
        }),
        _ => Ok(()),
    }
}

fn private_options() -> fs::OpenOptions {
    let mut options = fs::OpenOptions::new();
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    options
}

pub fn create_private_dir(dir: &Path) -> Result<(), StoreError> {
    let mut builder = fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        builder.mode(0o700);
    }
    builder
        .create(dir)
        .map_err(io_error(Msg::StoreActionCreateDirectory, dir))
}

/// Writes a whole new file and fsyncs it before returning. Whatever stood at `path` (a
/// leftover temp file, or a link planted there) is removed first and the file is created
/// exclusively, so the write never goes through a link. A write that fails removes what it
/// wrote, which would otherwise hold the last free space of a full disk.
pub fn write_durably(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    remove_if_present(path)?;
    let mut file = private_options()
        .write(true)
        .create_new(true)
        .open(path)
        .map_err(io_error(Msg::StoreActionCreate, path))?;
    let written = fault::disk_full()
        .and_then(|()| file.write_all(bytes))
        .map_err(io_error(Msg::StoreActionWrite, path))
        .and_then(|()| {
            fault::crash_point(Fault::AfterTempWrite);
            file.sync_all()
                .map_err(io_error(Msg::StoreActionSync, path))
        });
    if written.is_err() {
        drop(file);
        let _ = fs::remove_file(path);
    }
    written?;
    fault::crash_point(Fault::AfterTempFsync);
    Ok(())
}

fn sync_dir(dir: &Path) -> Result<(), StoreError> {
    fs::File::open(dir)
        .and_then(|d| d.sync_all())
        .map_err(io_error(Msg::StoreActionSyncDirectory, dir))
}
