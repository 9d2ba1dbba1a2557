//! The full-screen kup (`Store::open_shared`) saves a change by its journal record and
//! writes `tournament.ron` behind it on a thread: what it opens to is never behind, its own
//! snapshot is not taken for another kup's change, a snapshot written behind never replaces
//! a newer one another kup saved, and the snapshot is current once the program is gone.

use std::path::Path;
use std::time::{Duration, Instant};

use kup::core::{Command, GameResult};
use kup::store::{CURRENT, HISTORY_DIR, JOURNAL, Store};

use crate::common::tmux::{Session, tmux_available};
use crate::reliability::{current, fixture, opened};

/// Board `board` of table 1 in round 1, the key the tests press.
pub(crate) fn result(board: usize, result: GameResult) -> Command {
    Command::SetResult {
        round: 1,
        table: 1,
        board,
        result,
    }
}

/// Waits until `tournament.ron` holds snapshot `seq` (the writer thread is done with it).
fn snapshot_reaches(dir: &Path, seq: u64) {
    let started = Instant::now();
    while current(dir).seq != seq {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "the snapshot never reached {seq}"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn a_change_is_there_for_the_next_kup_at_once_and_in_the_snapshot_after_quitting() {
    let (_scratch, dir) = fixture();
    let mut view = Store::open_shared(&dir, Duration::from_secs(10)).unwrap();
    view.execute(result(2, GameResult::Draw)).unwrap();
    let (seq, state) = opened(&dir);
    assert_eq!((seq, &state), (view.seq(), view.state()));
    let expected = view.state().clone();
    drop(view);
    let snapshot = current(&dir);
    assert_eq!((snapshot.seq, &snapshot.tournament), (seq, &expected));
}

#[test]
fn the_views_own_snapshot_is_not_taken_for_another_kups_change() {
    let (_scratch, dir) = fixture();
    let mut view = Store::open_shared(&dir, Duration::from_secs(10)).unwrap();
    view.execute(result(2, GameResult::Draw)).unwrap();
    snapshot_reaches(&dir, view.seq());
    let revision = view.revision();
    assert!(!view.reload_if_changed().unwrap());
    assert_eq!(view.revision(), revision, "nothing was read in again");
}

/// The audit trail is written behind the keys too, and is whole, in the order of the
/// changes, once the program is gone.
#[test]
fn the_audit_trail_holds_every_change_in_order_once_the_view_is_gone() {
    let (_scratch, dir) = fixture();
    let mut view = Store::open_shared(&dir, Duration::from_secs(10)).unwrap();
    let seq = view.seq();
    view.execute(result(2, GameResult::Draw)).unwrap();
    view.execute(result(3, GameResult::BlackWins)).unwrap();
    view.execute(result(4, GameResult::WhiteWins)).unwrap();
    view.undo().unwrap();
    view.redo().unwrap();
    drop(view);
    let trail = std::fs::read_to_string(dir.join(JOURNAL)).unwrap();
    let lines: Vec<&str> = trail.lines().collect();
    let last: Vec<(u64, String)> = lines[lines.len() - 5..]
        .iter()
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            (fields[2].parse().unwrap(), fields[3].to_string())
        })
        .collect();
    assert_eq!(
        last.iter().map(|(n, _)| *n).collect::<Vec<_>>(),
        [seq + 1, seq + 2, seq + 3, seq + 2, seq + 3]
    );
    assert_eq!(last[3].1, format!("undo: {}", last[2].1));
    assert_eq!(last[4].1, format!("redo: {}", last[2].1));
}

/// Another kup takes the lock the moment the view's change is committed, while the view's
/// thread is still writing that change's snapshot, and saves a later change: the thread's
/// older state must not replace it.
#[test]
fn a_snapshot_written_behind_never_replaces_a_newer_one_another_kup_saved() {
    let (_scratch, dir) = fixture();
    let mut view = Store::open_shared(&dir, Duration::from_secs(10)).unwrap();
    view.execute(result(2, GameResult::Draw)).unwrap();
    let mut other = Store::open_waiting(&dir, Duration::from_secs(10)).unwrap();
    other.execute(result(3, GameResult::BlackWins)).unwrap();
    let (seq, state) = (other.seq(), other.state().clone());
    drop(other);
    drop(view);
    let snapshot = current(&dir);
    assert_eq!((snapshot.seq, &snapshot.tournament), (seq, &state));
    assert_eq!(opened(&dir), (seq, state));
}

/// The full-screen kup dies (`KUP_FAULT`: as under SIGKILL) while its thread writes the
/// snapshot behind a result key, after the temp file is fsynced and before the rename: the
/// result, committed by its journal record, is there when the tournament is next opened,
/// and the dead process's temp file is cleared away by the next kup that takes the lock.
#[test]
fn a_kill_while_the_snapshot_is_written_behind_loses_no_saved_change() {
    if !tmux_available() {
        eprintln!("tmux is not installed: end-to-end test skipped");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join(HISTORY_DIR)).unwrap();
    let sample = Path::new(env!("CARGO_MANIFEST_DIR")).join("sample-data/kzz-2015/tournament.ron");
    std::fs::copy(sample, dir.path().join(CURRENT)).unwrap();
    // A first change from the command line, before the fault is armed: it files the first
    // checkpoint and starts the journal, which the full-screen kup's changes then follow.
    crate::common::open_store(dir.path())
        .execute(Command::SetResult {
            round: 1,
            table: 5,
            board: 2,
            result: GameResult::Draw,
        })
        .unwrap();
    let s = Session::start_on_with_env(
        dir.path(),
        "--clock 2015-02-15T10:01:00+01:00",
        &[("KUP_FAULT", "after-temp-fsync")],
    );
    s.wait_for_text("ŠK Pregrada");
    s.keys(&["g", "5", "Enter"]);
    s.wait_for_text("table 5");
    s.keys(&["1"]);
    s.wait_until("kup to die in the snapshot's write", |s| {
        s.exit_status().is_some()
    });
    assert_ne!(s.exit_status().as_deref(), Some("0"));
    let temps = || {
        std::fs::read_dir(dir.path())
            .unwrap()
            .filter_map(|entry| entry.unwrap().file_name().into_string().ok())
            .filter(|name| name.starts_with("tournament.ron.") && name.ends_with(".tmp"))
            .count()
    };
    assert_eq!(temps(), 1, "killed after the temp file's fsync");
    assert_eq!(
        current(dir.path()).seq,
        82,
        "the snapshot as before the key"
    );
    let result = |t: &kup::core::Tournament| t.rounds[0].matches[4].boards[0].result;
    assert_eq!(result(&opened(dir.path()).1), GameResult::WhiteWins);
    assert_eq!(temps(), 0, "the next kup with the lock clears it away");
}
