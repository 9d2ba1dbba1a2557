//! The commit of a change: the command applied in memory, its journal record appended and
//! fsynced (the commit point), then the snapshot written (`writer.rs`), or handed to the
//! writer thread when one runs (`behind.rs`).

use super::audit;
use super::behind::Job;
use super::error::StoreError;
use super::files::current_user;
use super::history::{history_seqs, is_checkpoint};
use super::identity::FileIdentity;
use super::journal::{self, Change};
use super::lock::Turn;
use super::names::{CURRENT, HISTORY_DIR, history_name};
use super::position;
use super::state::Store;
use crate::core::{Applied, Command, CommandError, Tournament, next_state, resolve};

impl Store {
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
    pub(super) fn take_turn(&mut self) -> Result<Option<Turn>, StoreError> {
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
                files: history_seqs(&self.dir)
                    .into_iter()
                    .filter(|&seq| seq > self.seq)
                    .map(|seq| format!("{HISTORY_DIR}/{}", history_name(seq)))
                    .collect(),
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
        let audited = self.audit(&applied.summary.to_string(), &journal_entry, who);
        self.label = applied.summary.clone();
        snapshot
            .and(audited)
            .map_err(|e| StoreError::Unfinished(Box::new(e)))?;
        Ok(applied)
    }

    /// Appends the record of `change`, which makes snapshot `seq` current, and makes it
    /// durable: the commit point. On an error nothing is committed.
    pub(super) fn commit(
        &mut self,
        seq: u64,
        change: &Change,
        who: &str,
    ) -> Result<(), StoreError> {
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

    /// Appends one line to the audit trail: time, `who`, sequence, what, and the command.
    /// A store opened shared leaves it to the writer thread, off the key's path.
    pub(super) fn audit(&self, summary: &str, command: &str, who: &str) -> Result<(), StoreError> {
        let line = audit::line(self.seq, who, summary, command);
        match &self.behind {
            Some(behind) => behind.audit(line),
            None => audit::append(&self.dir, &line),
        }
    }
}
