//! The open store: the one value every room of `store/` works on, and what a screen asks
//! of it.

use std::path::{Path, PathBuf};

use super::behind::WriteBehind;
use super::identity::FileIdentity;
use super::journal::Record;
use super::kept::KeptOpen;
use super::lock::{LockHolder, SharedLock, WriterLock};
use crate::core::Tournament;
use crate::i18n::Text;

/// An open tournament directory with its in-memory state.
pub struct Store {
    pub(super) dir: PathBuf,
    pub(super) state: Tournament,
    /// Sequence number of the current snapshot (0 = as created).
    pub(super) seq: u64,
    /// What made the current snapshot (the last command's summary).
    pub(super) label: Text,
    /// Highest sequence number in history (above `seq` after an undo: what redo can reach).
    pub(super) newest: u64,
    pub(super) lock: Option<WriterLock>,
    /// Opened with [`Store::open_read_only`]: every change is refused.
    pub(super) read_only: bool,
    /// Opened with [`Store::open_shared`]: the lock taken for each change.
    pub(super) shared: Option<SharedLock>,
    /// Which file `tournament.ron` was when last read or written (see [`FileIdentity`]).
    pub(super) identity: Option<FileIdentity>,
    /// Counts the changes of the in-memory state in this process, so that a screen can
    /// keep what it derived from the state until the next change.
    pub(super) revision: u64,
    /// Number of the last journal record (0: none yet).
    pub(super) journal_n: u64,
    /// The journal's length when last read or written, to notice another kup's appends.
    pub(super) journal_len: u64,
    /// The journal's whole records, which define the line undo and redo walk.
    pub(super) records: Vec<Record>,
    /// The journal, kept open for the next record.
    pub(super) journal_file: KeptOpen,
    /// Journal records replayed over `tournament.ron` that it does not show yet.
    pub(super) unsaved: Option<Unsaved>,
    /// What the arbiter should be told about the opening (a change a crash cut short).
    pub(super) notice: Option<Text>,
    /// Opened with [`Store::open_shared`]: `tournament.ron` is written behind the change.
    pub(super) behind: Option<WriteBehind>,
}

/// What replaying the journal left for the lock's holder to write into `tournament.ron`.
pub(super) enum Unsaved {
    /// Changes applied: the state is written as a change's is.
    Applied,
    /// The state is one undo or redo made current (or the one kept when the last one's
    /// could not be rebuilt): written as theirs is.
    Moved,
}

impl Store {
    /// What the arbiter should be told about the opening or the last catching up, if
    /// anything (a change a crash cut short, dropped); said once, so taken.
    pub fn take_notice(&mut self) -> Option<Text> {
        self.notice.take()
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
}
