//! Undo and redo: a state of the line rebuilt from the nearest checkpoint and made
//! current, committed by its journal record; and the history repaired after a crash.

use super::error::StoreError;
use super::files::{create_private_dir, current_user, sync_dir};
use super::history::{self, Base, Line, drop_history, history_seqs, is_checkpoint, lost_error};
use super::identity::FileIdentity;
use super::journal::{Change, Kind};
use super::names::{CURRENT, HISTORY_DIR, history_name};
use super::recover::refusal;
use super::snapshot::{Snapshot, read_bounded};
use super::state::Store;
use crate::i18n::Text;

impl Store {
    /// Whether undo has a state to go back to: the journal leads to the one before from a
    /// checkpoint filed at or below it (whether that checkpoint reads is known on the undo).
    pub fn can_undo(&self) -> bool {
        let Some(target) = self.seq.checked_sub(1) else {
            return false;
        };
        let low = Line::of(&self.records, self.journal_n).lowest_leading_to(target);
        history_seqs(&self.dir)
            .iter()
            .any(|seq| (low..=target).contains(seq))
    }

    pub fn can_redo(&self) -> bool {
        self.newest > self.seq
    }

    /// Steps back one snapshot; returns the summary of the change undone.
    pub fn undo(&mut self) -> Result<Text, StoreError> {
        let _turn = self.take_turn()?;
        // Without a checkpoint to rebuild from, undo is refused saying what was lost when
        // the journal made the current state, and there is nothing to undo otherwise. A
        // journal whose last records were damaged and passed over made it too.
        let passed_over = self.records.last().map_or(0, |r| r.n) < self.journal_n;
        let made = passed_over || Line::of(&self.records, self.journal_n).made(self.seq);
        if self.seq == 0 || !(self.can_undo() || made) {
            return Err(StoreError::NothingToUndo);
        }
        let undone = self.label.clone();
        self.move_to(self.seq - 1, Change::Undo)?;
        self.audit(&format!("undo: {undone}"), "", &current_user())
            .map_err(|e| StoreError::Unfinished(Box::new(e)))?;
        Ok(undone)
    }

    /// Steps forward again after an undo; returns the summary of the change redone.
    pub fn redo(&mut self) -> Result<Text, StoreError> {
        let _turn = self.take_turn()?;
        if !self.can_redo() {
            return Err(StoreError::NothingToRedo);
        }
        self.move_to(self.seq + 1, Change::Redo)?;
        self.audit(&format!("redo: {}", self.label), "", &current_user())
            .map_err(|e| StoreError::Unfinished(Box::new(e)))?;
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

    /// State `target` of the line, rebuilt from the nearest checkpoint at or before it (the
    /// state in hand among them) for undo and redo.
    pub(super) fn rebuild(&self, target: u64) -> Result<history::Rebuilt, StoreError> {
        let line = Line::of(&self.records, self.journal_n);
        let base = Base {
            seq: self.seq,
            journal: Some(self.journal_n),
            state: &self.state,
            label: &self.label,
        };
        history::rebuild(&self.dir, &line, target, Some(base))?
            .map_err(|lost| lost_error(&line, self.seq, target, lost))
    }

    /// Finishes a change's write that a crash cut short after `tournament.ron` was
    /// replaced (its checkpoint not yet filed, the redo line it replaced not yet dropped),
    /// so that undo and redo find only states of the line; and files the current state
    /// when no checkpoint leads to it (a snapshot put in by hand, the one kept when the
    /// last record's state was lost), so that undo can come back to it.
    pub(super) fn repair_history(&mut self) -> Result<(), StoreError> {
        let (replaced, checkpoint) = match self.records.split_last() {
            Some((last, before)) if last.kind == Kind::Do && last.seq == self.seq => {
                let replaced = Line::of(before, before.last().map_or(0, |r| r.n))
                    .newest()
                    .unwrap_or(self.seq);
                (replaced, is_checkpoint(self.seq))
            }
            _ => (self.seq, false),
        };
        let filed = history_seqs(&self.dir);
        let stale = filed.iter().any(|&seq| seq > self.seq && seq <= replaced);
        let low = Line::of(&self.records, self.journal_n).lowest_leading_to(self.seq);
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
            snapshot.seq == self.seq
                && Line::of(&self.records, self.journal_n).holds(self.seq, snapshot.journal)
        }))
    }
}
