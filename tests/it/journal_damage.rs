//! A damaged journal never takes the event down: a record the snapshot holds is passed
//! over and named, one it does not hold is named as lost with its number and time, and
//! `kup recover` starts the journal again, keeping the damaged one aside.

use std::fs;
use std::path::Path;

use kup::core::GameResult;
use kup::store::{CURRENT, JOURNAL_FILE};

use crate::reliability::{fixture, kup, ok, opened, path, stderr};

/// The journal's lines, each with its `\n`.
fn lines(dir: &Path) -> Vec<Vec<u8>> {
    fs::read(dir.join(JOURNAL_FILE))
        .unwrap()
        .split_inclusive(|&b| b == b'\n')
        .map(<[u8]>::to_vec)
        .collect()
}

/// The journal with one byte of line `line` (1 = the first) flipped inside its change.
fn flip_in_line(dir: &Path, line: usize) {
    let mut lines = lines(dir);
    let at = lines[line - 1].len() / 2;
    lines[line - 1][at] ^= 0x04;
    fs::write(dir.join(JOURNAL_FILE), lines.concat()).unwrap();
}

fn result_on(dir: &Path, table: usize, board: usize) -> GameResult {
    opened(dir).1.rounds[0].matches[table - 1].boards[board - 1].result
}

#[test]
fn a_flipped_byte_inside_the_journal_is_passed_over_by_name_and_every_command_goes_on() {
    let (_scratch, dir) = fixture();
    let d = path(&dir);
    flip_in_line(&dir, 3);
    let shown = kup(&["show", d]);
    assert!(shown.status.success(), "{}", stderr(&shown));
    let said = stderr(&shown);
    assert!(
        said.contains("journal.ron: passed over as damaged: line 3 (change no. 3)")
            && said.contains("tournament.ron holds those changes, so nothing is lost"),
        "{said}"
    );
    let written = kup(&[
        "result", d, "--round", "1", "--match", "2", "--board", "3", "0-1",
    ]);
    assert!(written.status.success(), "{}", stderr(&written));
    assert!(stderr(&written).contains("line 3 (change no. 3)"));
    assert_eq!(result_on(&dir, 2, 3), GameResult::BlackWins);
    assert_eq!(opened(&dir).0, 9);
    ok(kup(&["undo", d]));
    assert_eq!(result_on(&dir, 2, 3), GameResult::NotPlayed);
}

/// The snapshot holds the last record: it was confirmed, so it is named as damaged and
/// held, never as cut short by a crash; the next change is numbered so that the journal
/// opens again.
#[test]
fn a_damaged_last_record_the_snapshot_holds_is_never_called_unconfirmed_and_the_journal_opens_after_the_next_change()
 {
    for cut in [false, true] {
        let (_scratch, dir) = fixture();
        let d = path(&dir);
        let mut all = lines(&dir);
        let last = all.len();
        if cut {
            // A copy taken mid-append, or a sector lost at the end: the line's end is gone.
            let keep = all[last - 1].len() / 2;
            all[last - 1].truncate(keep);
        } else {
            let at = all[last - 1].len() / 2;
            all[last - 1][at] ^= 0x04;
        }
        fs::write(dir.join(JOURNAL_FILE), all.concat()).unwrap();
        let written = kup(&[
            "result", d, "--round", "1", "--match", "2", "--board", "3", "0-1",
        ]);
        let said = stderr(&written);
        assert!(written.status.success(), "{said}");
        assert!(!said.contains("cut short by a crash"), "{said}");
        assert!(
            said.contains(&format!("line {last} (change no. {last})")),
            "{said}"
        );
        for _ in 0..2 {
            let shown = kup(&["show", d]);
            assert!(shown.status.success(), "{}", stderr(&shown));
        }
        assert_eq!(result_on(&dir, 1, 1), GameResult::WhiteWins);
        assert_eq!(result_on(&dir, 2, 3), GameResult::BlackWins);
    }
}

#[test]
fn show_names_a_damaged_last_record_and_changes_nothing() {
    let (_scratch, dir) = fixture();
    let d = path(&dir);
    let last = lines(&dir).len();
    flip_in_line(&dir, last);
    let before = fs::read(dir.join(JOURNAL_FILE)).unwrap();
    for (lang, said) in [
        (
            "en",
            format!("passed over as damaged: line {last} (change no. {last})"),
        ),
        (
            "hr",
            format!("preskočeno kao oštećeno: redak {last} (promjena br. {last})"),
        ),
        (
            "sl",
            format!("preskočeno kot poškodovano: vrstica {last} (sprememba št. {last})"),
        ),
    ] {
        let shown = kup(&["show", d, "--lang", lang]);
        assert!(shown.status.success(), "{}", stderr(&shown));
        assert!(stderr(&shown).contains(&said), "{}", stderr(&shown));
    }
    assert_eq!(fs::read(dir.join(JOURNAL_FILE)).unwrap(), before);
}

/// A record no snapshot holds (the snapshot put back from before it) is lost when its
/// line is damaged: named with its number and time, and nothing opens it silently;
/// `kup recover` brings the tournament to the state before it, keeps the damaged journal
/// aside and exits non-zero saying what it could not recover.
#[test]
fn a_damaged_record_no_snapshot_holds_is_named_as_lost_and_recover_says_it_could_not_bring_it_back()
{
    let (_scratch, dir) = fixture();
    let d = path(&dir);
    let older = fs::read(dir.join(CURRENT)).unwrap();
    ok(kup(&[
        "result", d, "--round", "1", "--match", "2", "--board", "3", "0-1",
    ]));
    fs::write(dir.join(CURRENT), older).unwrap();
    let last = lines(&dir).len();
    flip_in_line(&dir, last);
    for args in [vec!["show", d], vec!["undo", d]] {
        let refused = kup(&args);
        let said = stderr(&refused);
        assert_eq!(refused.status.code(), Some(4), "{said}");
        assert!(
            said.contains(&format!(
                "journal.ron, line {last}: change no. {last}, made at "
            )) && said.contains("is damaged and tournament.ron does not hold it, so it is lost"),
            "{said}"
        );
    }
    let recovered = kup(&["recover", d]);
    let said = stderr(&recovered);
    assert_eq!(recovered.status.code(), Some(4), "{said}");
    assert!(
        said.contains(&format!("change no. {last}, made at "))
            && said.contains("could not be recovered")
            && said.contains("journal.ron.damaged-"),
        "{said}"
    );
    let shown = kup(&["show", d]);
    assert!(shown.status.success(), "{}", stderr(&shown));
    assert_eq!(stderr(&shown), "");
    assert_eq!(result_on(&dir, 1, 1), GameResult::WhiteWins);
    assert_eq!(result_on(&dir, 2, 3), GameResult::NotPlayed);
    ok(kup(&[
        "result", d, "--round", "1", "--match", "2", "--board", "3", "1/2",
    ]));
    assert_eq!(result_on(&dir, 2, 3), GameResult::Draw);
}

/// After the repair, a change made later is undone back to the state recovery reached;
/// undo past it needs the damaged record, and says which snapshot it stops at.
#[test]
fn recover_starts_a_damaged_journal_again_keeping_it_aside_and_undo_comes_back_to_it() {
    let (_scratch, dir) = fixture();
    let d = path(&dir);
    flip_in_line(&dir, 2);
    let damaged = fs::read(dir.join(JOURNAL_FILE)).unwrap();
    let recovered = ok(kup(&["recover", d]));
    assert!(
        recovered.contains("the damaged journal is kept as")
            && recovered.contains("a new one goes on from snapshot 8"),
        "{recovered}"
    );
    let aside: Vec<_> = fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.starts_with("journal.ron.damaged-"))
        .collect();
    assert_eq!(aside.len(), 1);
    assert_eq!(fs::read(dir.join(&aside[0])).unwrap(), damaged);
    let shown = kup(&["show", d]);
    assert!(
        shown.status.success() && stderr(&shown).is_empty(),
        "{}",
        stderr(&shown)
    );
    ok(kup(&[
        "result", d, "--round", "1", "--match", "2", "--board", "3", "0-1",
    ]));
    ok(kup(&["undo", d]));
    assert_eq!(result_on(&dir, 2, 3), GameResult::NotPlayed);
    assert_eq!(result_on(&dir, 1, 1), GameResult::WhiteWins);
    assert_eq!(opened(&dir).0, 8);
    let refused = kup(&["undo", d]);
    assert!(!refused.status.success(), "{}", stderr(&refused));
    assert!(
        stderr(&refused).contains("snapshot 8"),
        "{}",
        stderr(&refused)
    );
}
