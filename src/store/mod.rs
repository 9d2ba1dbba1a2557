//! A tournament on disk: one directory holding the current snapshot `tournament.ron`, the
//! earlier snapshots under `history/` (what undo, redo and crash recovery stand on), the
//! audit trail `journal.log` and the writer's lock `lock`.
//!
//! Every successful command is durable before [`Store::execute`] returns: the new state is
//! written to a temp file, fsynced, hard-linked into `history/`, renamed over
//! `tournament.ron`, and both directories are fsynced.

mod lock;
mod snapshot;

pub use lock::{LockHolder, WriterLock};
pub use snapshot::{Snapshot, SnapshotError};

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::core::{Applied, Command, CommandError, Tournament, apply};

pub const CURRENT: &str = "tournament.ron";
pub const HISTORY_DIR: &str = "history";
pub const JOURNAL: &str = "journal.log";
const TEMP: &str = "tournament.ron.tmp";

/// How many earlier snapshots are kept for undo (the oldest beyond it are deleted).
pub const DEFAULT_HISTORY_LIMIT: u64 = 1000;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("{0}")]
    Command(#[from] CommandError),
    #[error("could not {action} {path}: {source}")]
    Io {
        action: &'static str,
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path} already holds a tournament")]
    Exists { path: PathBuf },
    #[error("{path} holds no tournament ({CURRENT} is missing)")]
    Missing { path: PathBuf },
    #[error(
        "{CURRENT} could not be read ({problem}); it was set aside as {}{}",
        set_aside.display(),
        match newest_good { Some(s) => format!("; the newest good snapshot is number {} ({}), restore it with `kup recover`", s.0, s.1), None => "; no earlier snapshot is readable".to_string() }
    )]
    Broken {
        problem: String,
        set_aside: PathBuf,
        /// Sequence number and label of the newest readable history snapshot.
        newest_good: Option<(u64, String)>,
    },
    #[error("the tournament is open read-only (another kup holds the lock: {holder})")]
    ReadOnly { holder: String },
    #[error("{0}")]
    Locked(String),
    #[error("nothing to undo")]
    NothingToUndo,
    #[error("nothing to redo")]
    NothingToRedo,
}

pub(crate) fn io_error(
    action: &'static str,
    path: &Path,
) -> impl FnOnce(std::io::Error) -> StoreError {
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
    label: String,
    /// Highest sequence number in history (above `seq` after an undo: what redo can reach).
    newest: u64,
    lock: Option<WriterLock>,
    read_only_holder: Option<String>,
    pub history_limit: u64,
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
            label: "created".to_string(),
            newest: 0,
            lock: Some(lock),
            read_only_holder: None,
            history_limit: DEFAULT_HISTORY_LIMIT,
        };
        store.write_snapshot(0, "created", &store.state.clone())?;
        store.journal("created", "");
        Ok(store)
    }

    /// Opens a tournament for writing; fails with [`StoreError::Locked`] naming the holder
    /// when another kup has it.
    pub fn open(dir: &Path) -> Result<Store, StoreError> {
        let lock = WriterLock::acquire(dir)?;
        let mut store = Store::load(dir)?;
        store.lock = Some(lock);
        Ok(store)
    }

    /// Opens a tournament to look at, without the lock; commands are refused.
    pub fn open_read_only(dir: &Path) -> Result<Store, StoreError> {
        let mut store = Store::load(dir)?;
        store.read_only_holder =
            Some(LockHolder::read(dir).map_or_else(|| "unknown".to_string(), |h| h.to_string()));
        Ok(store)
    }

    fn load(dir: &Path) -> Result<Store, StoreError> {
        let current = dir.join(CURRENT);
        if !current.exists() {
            return Err(StoreError::Missing {
                path: dir.to_path_buf(),
            });
        }
        let snapshot = match Snapshot::read(&current) {
            Ok(s) => s,
            Err(problem) => return Err(set_aside(dir, &problem.to_string())),
        };
        let newest = history_seqs(dir)?
            .last()
            .copied()
            .unwrap_or(snapshot.seq)
            .max(snapshot.seq);
        Ok(Store {
            dir: dir.to_path_buf(),
            state: snapshot.tournament,
            seq: snapshot.seq,
            label: snapshot.label,
            newest,
            lock: None,
            read_only_holder: None,
            history_limit: DEFAULT_HISTORY_LIMIT,
        })
    }

    /// Makes the newest readable history snapshot current again, after a broken
    /// `tournament.ron` was set aside. Returns its sequence number and label.
    pub fn recover(dir: &Path) -> Result<(u64, String), StoreError> {
        let _lock = WriterLock::acquire(dir)?;
        if let Ok(s) = Snapshot::read(&dir.join(CURRENT)) {
            return Ok((s.seq, s.label));
        }
        if dir.join(CURRENT).exists() {
            set_aside(dir, "unreadable");
        }
        let (seq, snapshot) = newest_good(dir)?.ok_or_else(|| StoreError::Missing {
            path: dir.to_path_buf(),
        })?;
        let history = dir.join(HISTORY_DIR).join(history_name(seq));
        replace_current_with(dir, &history)?;
        Ok((seq, snapshot.label))
    }

    pub fn state(&self) -> &Tournament {
        &self.state
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    pub fn seq(&self) -> u64 {
        self.seq
    }

    /// What the current snapshot was made by (the last command's summary).
    pub fn label(&self) -> &str {
        &self.label
    }

    pub fn is_read_only(&self) -> bool {
        self.read_only_holder.is_some()
    }

    pub fn can_undo(&self) -> bool {
        self.seq > 0
            && self
                .dir
                .join(HISTORY_DIR)
                .join(history_name(self.seq - 1))
                .exists()
    }

    pub fn can_redo(&self) -> bool {
        self.newest > self.seq
    }

    fn writable(&self) -> Result<(), StoreError> {
        match &self.read_only_holder {
            Some(holder) => Err(StoreError::ReadOnly {
                holder: holder.clone(),
            }),
            None => Ok(()),
        }
    }

    /// Applies a command and makes the result durable. On any error, the in-memory state and
    /// the files are as before.
    pub fn execute(&mut self, command: Command) -> Result<Applied, StoreError> {
        self.writable()?;
        let mut next = self.state.clone();
        let journal_entry = ron::to_string(&command).unwrap_or_default();
        let applied = apply(&mut next, command)?;
        let seq = self.seq + 1;
        self.write_snapshot(seq, &applied.summary, &next)?;
        // Redo is gone once a new change is made after an undo.
        for stale in seq + 1..=self.newest {
            let _ = fs::remove_file(self.dir.join(HISTORY_DIR).join(history_name(stale)));
        }
        if seq > self.history_limit {
            let _ = fs::remove_file(
                self.dir
                    .join(HISTORY_DIR)
                    .join(history_name(seq - self.history_limit - 1)),
            );
        }
        self.state = next;
        self.seq = seq;
        self.newest = seq;
        self.label = applied.summary.clone();
        self.journal(&applied.summary, &journal_entry);
        Ok(applied)
    }

    /// Steps back one snapshot; returns the summary of the change undone.
    pub fn undo(&mut self) -> Result<String, StoreError> {
        self.writable()?;
        if !self.can_undo() {
            return Err(StoreError::NothingToUndo);
        }
        let undone = self.label.clone();
        self.move_to(self.seq - 1)?;
        self.journal(&format!("undo: {undone}"), "");
        Ok(undone)
    }

    /// Steps forward again after an undo; returns the summary of the change redone.
    pub fn redo(&mut self) -> Result<String, StoreError> {
        self.writable()?;
        if !self.can_redo() {
            return Err(StoreError::NothingToRedo);
        }
        self.move_to(self.seq + 1)?;
        self.journal(&format!("redo: {}", self.label), "");
        Ok(self.label.clone())
    }

    fn move_to(&mut self, seq: u64) -> Result<(), StoreError> {
        let path = self.dir.join(HISTORY_DIR).join(history_name(seq));
        let snapshot = Snapshot::read(&path).map_err(|e| StoreError::Broken {
            problem: e.to_string(),
            set_aside: path.clone(),
            newest_good: None,
        })?;
        replace_current_with(&self.dir, &path)?;
        self.state = snapshot.tournament;
        self.seq = snapshot.seq;
        self.label = snapshot.label;
        Ok(())
    }

    /// Re-reads the snapshot if another process changed it; true when it did.
    pub fn reload_if_changed(&mut self) -> Result<bool, StoreError> {
        let snapshot = Snapshot::read(&self.dir.join(CURRENT))
            .map_err(|e| set_aside_if_broken(&self.dir, e))?;
        if snapshot.seq == self.seq && snapshot.label == self.label {
            return Ok(false);
        }
        self.newest = self.newest.max(snapshot.seq);
        self.state = snapshot.tournament;
        self.seq = snapshot.seq;
        self.label = snapshot.label;
        Ok(true)
    }

    fn write_snapshot(
        &mut self,
        seq: u64,
        label: &str,
        state: &Tournament,
    ) -> Result<(), StoreError> {
        let text = Snapshot::render(seq, label, state);
        let temp = self.dir.join(TEMP);
        write_durably(&temp, text.as_bytes())?;
        let history_dir = self.dir.join(HISTORY_DIR);
        let history = history_dir.join(history_name(seq));
        let _ = fs::remove_file(&history);
        if fs::hard_link(&temp, &history).is_err() {
            fs::copy(&temp, &history).map_err(io_error("copy snapshot to", &history))?;
        }
        fs::rename(&temp, self.dir.join(CURRENT))
            .map_err(io_error("rename snapshot over", &self.dir.join(CURRENT)))?;
        sync_dir(&history_dir)?;
        sync_dir(&self.dir)
    }

    /// Appends one line to the audit journal: time, user, sequence, what, and the command.
    fn journal(&self, summary: &str, command: &str) {
        let line = format!(
            "{}\t{}\t{}\t{}\t{}\n",
            chrono::Local::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, false),
            current_user(),
            self.seq,
            summary.replace(['\t', '\n'], " "),
            command
        );
        // The journal is an audit trail beside the durable snapshot; a failure to append to
        // it must not undo a saved change, so it is best effort.
        let _ = private_options()
            .append(true)
            .create(true)
            .open(self.dir.join(JOURNAL))
            .and_then(|mut f| f.write_all(line.as_bytes()));
    }
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

fn history_seqs(dir: &Path) -> Result<Vec<u64>, StoreError> {
    let history = dir.join(HISTORY_DIR);
    let Ok(entries) = fs::read_dir(&history) else {
        return Ok(Vec::new());
    };
    let mut seqs: Vec<u64> = entries
        .filter_map(|e| e.ok())
        .filter_map(|e| e.file_name().to_str()?.strip_suffix(".ron")?.parse().ok())
        .collect();
    seqs.sort_unstable();
    Ok(seqs)
}

fn newest_good(dir: &Path) -> Result<Option<(u64, Snapshot)>, StoreError> {
    for seq in history_seqs(dir)?.into_iter().rev() {
        if let Ok(snapshot) = Snapshot::read(&dir.join(HISTORY_DIR).join(history_name(seq))) {
            return Ok(Some((seq, snapshot)));
        }
    }
    Ok(None)
}

/// Moves a broken `tournament.ron` aside (never overwriting it) and names the newest
/// readable history snapshot.
fn set_aside(dir: &Path, problem: &str) -> StoreError {
    let stamp = chrono::Local::now().format("%Y%m%d-%H%M%S%.3f");
    let aside = dir.join(format!("{CURRENT}.broken-{stamp}"));
    if let Err(source) = fs::rename(dir.join(CURRENT), &aside) {
        return StoreError::Io {
            action: "set aside the broken snapshot",
            path: dir.join(CURRENT),
            source,
        };
    }
    let newest_good = newest_good(dir)
        .ok()
        .flatten()
        .map(|(seq, s)| (seq, s.label));
    StoreError::Broken {
        problem: problem.to_string(),
        set_aside: aside,
        newest_good,
    }
}

fn set_aside_if_broken(dir: &Path, error: SnapshotError) -> StoreError {
    match error {
        SnapshotError::Io(source) => StoreError::Io {
            action: "read",
            path: dir.join(CURRENT),
            source,
        },
        other => set_aside(dir, &other.to_string()),
    }
}

/// Makes a history snapshot current: link it to the temp name, rename over, fsync.
fn replace_current_with(dir: &Path, history: &Path) -> Result<(), StoreError> {
    let temp = dir.join(TEMP);
    let _ = fs::remove_file(&temp);
    if fs::hard_link(history, &temp).is_err() {
        fs::copy(history, &temp).map_err(io_error("copy", history))?;
    }
    fs::rename(&temp, dir.join(CURRENT))
        .map_err(io_error("rename snapshot over", &dir.join(CURRENT)))?;
    sync_dir(dir)
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
        .map_err(io_error("create directory", dir))
}

/// Writes a whole file and fsyncs it before returning.
pub fn write_durably(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    let mut file = private_options()
        .write(true)
        .create(true)
        .truncate(true)
        .open(path)
        .map_err(io_error("create", path))?;
    file.write_all(bytes).map_err(io_error("write", path))?;
    file.sync_all().map_err(io_error("fsync", path))
}

fn sync_dir(dir: &Path) -> Result<(), StoreError> {
    fs::File::open(dir)
        .and_then(|d| d.sync_all())
        .map_err(io_error("fsync directory", dir))
}
