//! What can go wrong with a tournament directory, said in the reader's language.

use std::path::{Path, PathBuf};
use std::time::Duration;

use super::names::{CURRENT, JOURNAL_FILE};
use crate::core::CommandError;
use crate::i18n::{Lang, Msg, Text};
use chrono::{DateTime, FixedOffset};

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
    LaterHistory {
        seq: u64,
        newest: u64,
        /// The history files above `seq`, as paths within the directory (none: the journal
        /// alone records the later states).
        files: Vec<String>,
    },
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
    /// The audit trail is a link, a pipe or a device: its line was not written there.
    #[error("{}", self.text())]
    AuditNotAFile { path: PathBuf },
    /// The journal's records `lost` are damaged and no snapshot holds them: refused at an
    /// opening; after `kup recover` (`recovered`: the snapshot reached, the damaged journal
    /// set aside) what it could not do.
    #[error("{}", self.text())]
    JournalLost {
        lost: Lost,
        recovered: Option<(u64, Text, PathBuf)>,
    },
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
            StoreError::LaterHistory { seq, newest, files } => {
                let text = if files.is_empty() {
                    Text::new(Msg::StoreLaterJournal)
                } else {
                    Text::new(Msg::StoreLaterHistory).arg("files", files.join(", "))
                };
                text.arg("file", CURRENT)
                    .arg("seq", seq)
                    .arg("newest", newest)
            }
            StoreError::LastNumber { seq } => Text::new(Msg::StoreLastNumber)
                .arg("file", CURRENT)
                .arg("seq", seq),
            StoreError::Link { path } => Text::new(Msg::StoreLink).arg("path", path.display()),
            StoreError::AuditNotAFile { path } => {
                Text::new(Msg::StoreAuditNotAFile).arg("path", path.display())
            }
            StoreError::JournalLost { lost, recovered } => {
                let text = match recovered {
                    None => Text::new(Msg::StoreJournalLost)
                        .arg("line", lost.line)
                        .arg("snapshot", CURRENT),
                    Some((seq, label, aside)) => Text::new(Msg::StoreJournalNotRecovered)
                        .arg("seq", seq)
                        .arg_text("label", label.clone())
                        .arg("aside", aside.display()),
                };
                text.arg("file", JOURNAL_FILE)
                    .arg("records", lost.numbers())
                    .arg_text("when", lost.when())
            }
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

/// Records the journal lost: damaged or missing, and held by no snapshot.
#[derive(Debug, Clone)]
pub struct Lost {
    /// The journal's line where they are (1 = the first).
    pub line: usize,
    pub first: u64,
    pub last: u64,
    /// When the first of them was made, as far as the journal tells.
    pub time: Option<DateTime<FixedOffset>>,
    /// `time` is the record's before them: they were made after it.
    pub after: bool,
}

impl Lost {
    /// The records' numbers, `12` or `12–14`.
    pub fn numbers(&self) -> String {
        numbers(self.first, self.last)
    }

    /// When the first of them was made, in the reader's words.
    pub fn when(&self) -> Text {
        match self.time {
            Some(at) if self.after => Text::new(Msg::StoreJournalAfter).arg_date_time("time", at),
            Some(at) => Text::new(Msg::StoreJournalAt).arg_date_time("time", at),
            None => Text::new(Msg::StoreJournalNoTime),
        }
    }
}

/// Record numbers `first` to `last`: `12` or `12–14`.
pub(super) fn numbers(first: u64, last: u64) -> String {
    if first == last {
        first.to_string()
    } else {
        format!("{first}–{last}")
    }
}
