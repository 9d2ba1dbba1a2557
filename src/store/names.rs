//! The names of the files in a tournament directory (the ground floor: every room names
//! its files from here).

/// The current snapshot.
pub const CURRENT: &str = "tournament.ron";
/// The undo history's checkpoints.
pub const HISTORY_DIR: &str = "history";
/// The audit trail, one line of text per change.
pub const JOURNAL: &str = "journal.log";
/// The journal of every change, the commit point.
pub const JOURNAL_FILE: &str = "journal.ron";
/// The next `tournament.ron`, written and fsynced before it is renamed over it.
pub(crate) const TEMP: &str = "tournament.ron.tmp";
/// A journal started again by `kup recover`, renamed into place when whole.
pub(crate) const JOURNAL_TEMP: &str = "journal.ron.tmp";
/// The next checkpoint, written before the commit and renamed into place after it.
pub(crate) const HISTORY_TEMP: &str = "next.ron.tmp";

/// The file name of history snapshot `seq`.
pub(crate) fn history_name(seq: u64) -> String {
    format!("{seq:06}.ron")
}
