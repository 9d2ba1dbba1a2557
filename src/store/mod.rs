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
//!
//! The rooms, each on the floors below it and none reaching back up (tests/it/architecture.rs
//! holds this): the ground floor names the files (`names.rs`), says what went wrong
//! (`error.rs`) and writes a file durably (`files.rs`); above it the formats (`snapshot.rs`,
//! `journal.rs`, `audit.rs`), the lock (`lock.rs`), the history of checkpoints
//! (`history.rs`), then the open store (`state.rs`) and one room per thing done with it:
//! writing the snapshot (`writer.rs`), recovering a broken one (`recover.rs`), undo and redo
//! (`undo.rs`), the commit of a change (`commit.rs`) and opening (`open.rs`).
//!
//! The plain path (ARCHITECTURE.md) reads on its own; what makes it fast sits beside it and
//! can be switched off (`accelerators.rs`): the writer thread (`behind.rs`), the JSON cache
//! (`cache.rs`), buffer reuse (`buffers.rs`), files kept open (`kept.rs`) and the fast RON
//! writer (`ron_writer.rs`).

mod accelerators;
pub mod audit;
mod behind;
mod buffers;
mod cache;
mod commit;
mod damage;
mod error;
mod fault;
mod files;
mod history;
mod identity;
mod journal;
mod kept;
mod lock;
mod names;
mod open;
mod position;
mod recover;
mod ron_writer;
mod snapshot;
mod state;
mod undo;
mod writer;

pub use accelerators::{Accelerators, PLAIN_PATH_ENV};
pub(crate) use error::io_error;
pub use error::{Lost, StoreError};
pub(crate) use files::refuse_link;
pub use files::{create_private_dir, write_durably};
pub use history::CHECKPOINT_EVERY;
pub use lock::{LockHolder, WriterLock};
pub use names::{CURRENT, HISTORY_DIR, JOURNAL, JOURNAL_FILE};
pub use recover::{Filed, Recovered};
pub use snapshot::{MAX_SNAPSHOT_BYTES, Snapshot, SnapshotError, label_as_written};
pub use state::Store;
