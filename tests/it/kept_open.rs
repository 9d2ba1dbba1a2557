//! The full-screen kup (`Store::open_shared`) keeps the lock file and the journal open from
//! one key to the next, and is still exactly as safe as when it opened them for every key:
//! it holds the file, not the lock, so another kup takes the lock between two keys; a
//! journal or lock file replaced under it is opened again, so a key lands in the file the
//! name stands for; a link planted in their place is refused, never written through.

use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::time::Duration;

use kup::core::GameResult;
use kup::store::{JOURNAL_FILE, LockHolder, Store, StoreError};

use crate::reliability::{fixture, opened};
use crate::write_behind::result;

fn shared(dir: &Path) -> Store {
    Store::open_shared(dir, Duration::from_secs(10)).unwrap()
}

/// A tournament open in a view that has made one key, so that its files are open.
fn view_after_a_key() -> (tempfile::TempDir, PathBuf, Store) {
    let (scratch, dir) = fixture();
    let mut view = shared(&dir);
    view.execute(result(2, GameResult::Draw)).unwrap();
    (scratch, dir, view)
}

fn lines(path: &Path) -> usize {
    fs::read_to_string(path).unwrap().lines().count()
}

#[test]
fn another_kup_takes_the_lock_between_two_keys_and_not_during_one() {
    let (_scratch, dir, mut view) = view_after_a_key();
    assert_eq!(LockHolder::holding(&dir), None, "free between keys");
    // Without waiting: the lock is free the moment the key is done.
    let mut other = Store::open(&dir).unwrap();
    other.execute(result(3, GameResult::BlackWins)).unwrap();
    drop(other);
    let mut during = None;
    view.execute_with(|_| {
        during = Some((LockHolder::holding(&dir), Store::open(&dir).err()));
        Ok(result(4, GameResult::WhiteWins))
    })
    .unwrap();
    let (holder, refusal) = during.unwrap();
    let pid = std::process::id().to_string();
    assert!(holder.is_some_and(|h| h.to_string().contains(&pid)));
    assert!(matches!(refusal, Some(StoreError::Locked { .. })));
    assert_eq!(LockHolder::holding(&dir), None, "let go of after the key");
    // The view caught up with the other kup's change before its own.
    assert_eq!(opened(&dir), (view.seq(), view.state().clone()));
    let board = |n: usize| view.state().rounds[0].matches[0].boards[n - 1].result;
    assert_eq!(
        (board(2), board(3), board(4)),
        (
            GameResult::Draw,
            GameResult::BlackWins,
            GameResult::WhiteWins
        )
    );
}

/// The lock file removed between two keys and made anew by another kup that holds it: the
/// view's next key waits for that lock, not for the old file it had open.
#[test]
fn a_lock_file_made_anew_by_another_kup_is_the_lock() {
    let (_scratch, dir) = fixture();
    let mut view = Store::open_shared(&dir, Duration::from_millis(100)).unwrap();
    view.execute(result(2, GameResult::Draw)).unwrap();
    fs::remove_file(dir.join("lock")).unwrap();
    let other = Store::open(&dir).unwrap();
    let refused = view.execute(result(3, GameResult::BlackWins));
    assert!(
        matches!(refused, Err(StoreError::Locked { .. })),
        "{refused:?}"
    );
    drop(other);
    view.execute(result(3, GameResult::BlackWins)).unwrap();
}

/// The journal put back from a copy between two keys (a new file under the old name): the
/// next key is appended to the new file, not to the old one the view had open.
#[test]
fn a_journal_replaced_under_an_open_store_takes_the_next_key() {
    let (scratch, dir, mut view) = view_after_a_key();
    let journal = dir.join(JOURNAL_FILE);
    let old = scratch.path().join("the file the view had open");
    fs::hard_link(&journal, &old).unwrap();
    let copy = dir.join("journal.copy");
    fs::copy(&journal, &copy).unwrap();
    fs::rename(&copy, &journal).unwrap();
    let before = lines(&journal);
    view.execute(result(3, GameResult::BlackWins)).unwrap();
    assert_eq!(lines(&journal), before + 1);
    assert_eq!(lines(&old), before, "nothing written to the replaced file");
    drop(view);
    let (_, state) = opened(&dir);
    assert_eq!(
        state.rounds[0].matches[0].boards[2].result,
        GameResult::BlackWins
    );
}

/// A record cut short in the journal under the open view (a crash of another kup mid
/// append): the next key drops it and starts on a line of its own in the same file.
#[test]
fn a_torn_tail_cut_under_an_open_store_leaves_the_next_key_whole() {
    let (_scratch, dir, mut view) = view_after_a_key();
    let journal = dir.join(JOURNAL_FILE);
    let whole = fs::read(&journal).unwrap();
    let mut torn = whole.clone();
    torn.extend_from_slice(b"(n:99,seq:99,time:\"2026-12-05T22:00:00.000+01:00\",who:\"ana");
    fs::OpenOptions::new()
        .append(true)
        .open(&journal)
        .unwrap()
        .write_all(&torn[whole.len()..])
        .unwrap();
    view.execute(result(3, GameResult::BlackWins)).unwrap();
    let written = fs::read(&journal).unwrap();
    assert!(written.starts_with(&whole) && written.len() > whole.len());
    assert!(
        !written.windows(5).any(|w| w == b"n:99,"),
        "the torn record is gone"
    );
    let mut next = crate::common::open_store(&dir);
    assert_eq!(next.take_notice(), None, "nothing left torn");
    assert_eq!((next.seq(), next.state()), (view.seq(), view.state()));
}

/// Links planted in place of the lock file and of the journal between two keys: the key is
/// refused and nothing is written through them.
#[test]
fn links_planted_under_an_open_store_are_refused() {
    let (scratch, dir) = fixture();
    let outside = scratch.path().join("precious.txt");
    fs::write(&outside, "keep me").unwrap();
    for name in ["lock", JOURNAL_FILE] {
        let mut view = shared(&dir);
        view.execute(result(2, GameResult::Draw)).unwrap();
        let real = dir.join(format!("{name}.real"));
        fs::rename(dir.join(name), &real).unwrap();
        std::os::unix::fs::symlink(&outside, dir.join(name)).unwrap();
        let refused = view.execute(result(3, GameResult::BlackWins));
        assert!(refused.is_err(), "{name}");
        if name == "lock" {
            assert!(matches!(refused, Err(StoreError::Link { .. })), "{name}");
        }
        assert_eq!(fs::read_to_string(&outside).unwrap(), "keep me", "{name}");
        drop(view);
        fs::remove_file(dir.join(name)).unwrap();
        fs::rename(&real, dir.join(name)).unwrap();
    }
}
