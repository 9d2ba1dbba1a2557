//! The snapshot writer: `tournament.ron` written whole to a temp file, fsynced, renamed
//! over the current one and the directory fsynced; every 200th state filed as a checkpoint
//! in `history/` as well.

use std::fs;
use std::path::Path;

use super::buffers;
use super::cache::{self, Mirrors};
use super::error::{StoreError, io_error};
use super::fault::{self, Fault};
use super::files::{remove_if_present, sync_dir, write_durably};
use super::history::{Line, drop_history, file_staged, is_checkpoint, redo_end};
use super::identity::FileIdentity;
use super::names::{CURRENT, HISTORY_DIR, HISTORY_TEMP, TEMP, history_name};
use super::position;
use super::snapshot::{Fresh, Snapshot};
use super::state::{Store, Unsaved};
use crate::core::Tournament;
use crate::i18n::{Msg, Text};

impl Store {
    /// Writes what replaying the journal brought into `tournament.ron`, as the change cut
    /// short would have: under the lock only.
    pub(super) fn save_replayed(&mut self) -> Result<(), StoreError> {
        match self.unsaved.take() {
            None => return Ok(()),
            Some(Unsaved::Applied) => {
                let (label, state) = (self.label.clone(), self.state.clone());
                self.write_snapshot(self.seq, self.journal_n, &label, &state, |_| Ok(()))??;
            }
            Some(Unsaved::Moved) => drop(self.make_moved_current()?),
        }
        self.newest = Line::of(&self.records, self.journal_n)
            .newest()
            .unwrap_or_else(|| redo_end(&self.dir, self.seq));
        self.identity = FileIdentity::of_path(&self.dir.join(CURRENT));
        Ok(())
    }

    /// Writes `state` as snapshot `seq`, naming journal record `journal_n`, and stages its
    /// checkpoint when `seq` takes one; `first`, a change's commit, runs meanwhile, and
    /// nothing is written unless it succeeds. The snapshot and its cache are rendered on
    /// other cores: the two renderings are most of a command-line change's time, and a
    /// rendering touches no file, so the commit stays first on disk.
    /// The outer error is `first`'s, nothing written; the inner one that the snapshot's
    /// write failed after it, or a step after the rename did.
    pub(super) fn write_snapshot(
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

    /// Writes the state an undo or redo made current as `tournament.ron`, recording first
    /// that the redo line above it was left by undo; returns the bytes written.
    pub(super) fn make_moved_current(&self) -> Result<String, StoreError> {
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

    /// Files `state`, snapshot `seq`, as a checkpoint in history, naming the journal's last
    /// record, and makes that durable. A change whose `tournament.ron` is written behind
    /// files its checkpoint so, under the lock and after its commit: `tournament.ron` can
    /// lag the journal, a checkpoint cannot (an opening that replays the change files it).
    pub(super) fn file_checkpoint(
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
}

/// Makes a history snapshot's bytes current: a new file renamed over, never a link to the
/// history file, so that the two stay independent copies.
pub(super) fn replace_current_with(dir: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    let temp = dir.join(TEMP);
    write_durably(&temp, bytes)?;
    make_current(dir, &temp)
}

/// Renames a written and fsynced `temp` over `tournament.ron` and makes that durable.
pub(super) fn make_current(dir: &Path, temp: &Path) -> Result<(), StoreError> {
    fs::rename(temp, dir.join(CURRENT))
        .map_err(io_error(Msg::StoreActionReplace, &dir.join(CURRENT)))?;
    sync_dir(dir)
}
