//! Which later snapshots a change may drop. After undo, history holds snapshots above the
//! current one (the redo line), and the next change drops them. An older `tournament.ron`
//! put back by hand looks the same by its numbers, but dropping what stands above it would
//! delete confirmed changes. The two are told apart by `history/undone`: the stamps (length
//! and CRC-32 of the content, which names the snapshot's number and journal record) of the
//! files that undo, redo and a change after them made current, recorded before the rename
//! that makes each current, so that a crash between the two leaves `tournament.ron` one of
//! them. A redo line belongs to the current snapshot only while `tournament.ron` holds such
//! a content; beside any other it is later history, kept, and a change is refused. Being
//! content, a stamp holds in any faithful copy of the directory (`cp -a`, `tar`, a backup
//! restored, a `touch`), where a file's device, inode or time would not.

use std::fs;
use std::path::Path;

use super::error::{StoreError, io_error};
use super::files::{remove_if_present, sync_dir, write_durably};
use super::names::{CURRENT, HISTORY_DIR};
use crate::i18n::Msg;

const UNDONE: &str = "undone";
const UNDONE_TEMP: &str = "undone.tmp";

/// A file's length and the CRC-32 of its content, as one line of `history/undone`; none
/// for what is not a regular file (a pipe would block the read).
fn stamp(path: &Path) -> Option<String> {
    if !fs::symlink_metadata(path).ok()?.is_file() {
        return None;
    }
    let bytes = fs::read(path).ok()?;
    Some(format!("{} {:08x}", bytes.len(), crc32fast::hash(&bytes)))
}

/// Records, before `next` is renamed over `tournament.ron`, that the current file and
/// `next` are files kup made current with a redo line above them.
pub(super) fn record(dir: &Path, next: &Path) -> Result<(), StoreError> {
    let lines: Vec<String> = [dir.join(CURRENT).as_path(), next]
        .into_iter()
        .filter_map(stamp)
        .collect();
    let history = dir.join(HISTORY_DIR);
    let temp = history.join(UNDONE_TEMP);
    write_durably(&temp, lines.join("\n").as_bytes())?;
    let record = history.join(UNDONE);
    fs::rename(&temp, &record).map_err(io_error(Msg::StoreActionReplace, &record))?;
    sync_dir(&history)
}

/// Whether `tournament.ron` holds what undo, redo or a change after them made current.
pub(super) fn recorded(dir: &Path) -> bool {
    let Some(current) = stamp(&dir.join(CURRENT)) else {
        return false;
    };
    fs::read_to_string(dir.join(HISTORY_DIR).join(UNDONE))
        .is_ok_and(|text| text.lines().any(|line| line == current))
}

/// Once no redo line stands above the current snapshot, the record has served; true when
/// there was one.
pub(super) fn forget(history_dir: &Path) -> Result<bool, StoreError> {
    remove_if_present(&history_dir.join(UNDONE))
}
