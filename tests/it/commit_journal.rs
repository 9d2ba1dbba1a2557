//! The journal `journal.ron` as the commit point: its records carry the resolved change,
//! so that replaying one never draws a lot or pairs again; a change a crash cut short is
//! said in the reader's language; a directory written before the journal opens unchanged.

use std::fs;
use std::path::{Path, PathBuf};

use kup::core::{Command, GameResult, TeamId, Tournament, next_state};
use kup::store::{CURRENT, HISTORY_DIR, JOURNAL_FILE, Snapshot};

use crate::common::{kup, open_store};
use crate::reliability::{fixture, ok, opened, path, stderr};

const BEFORE_THE_JOURNAL: &str = "tests/fixtures/format-1-main";

fn last_record(dir: &Path) -> String {
    let journal = fs::read_to_string(dir.join(JOURNAL_FILE)).unwrap();
    journal.lines().last().unwrap().to_string()
}

/// `line` with its checksum made to match its text again, as an edit with the
/// checksum's rule in hand would leave it.
fn resealed(line: &str) -> String {
    let open = line
        .strip_suffix(')')
        .unwrap()
        .rsplit_once(",check:")
        .unwrap()
        .0;
    format!("{open},check:{})", crc32fast::hash(open.as_bytes()))
}

fn replace_last_record(dir: &Path, line: &str) {
    let journal = fs::read_to_string(dir.join(JOURNAL_FILE)).unwrap();
    let mut lines: Vec<&str> = journal.lines().collect();
    *lines.last_mut().unwrap() = line;
    fs::write(dir.join(JOURNAL_FILE), lines.join("\n") + "\n").unwrap();
}

fn history(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir.join(HISTORY_DIR))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    files.sort();
    files
}

fn order_drawn(t: &Tournament, teams: &[TeamId], seed: u64) -> Vec<TeamId> {
    let lot = Command::DrawLots {
        teams: teams.to_vec(),
        seed,
        order: None,
    };
    let (after, _) = next_state(t, lot).unwrap();
    after.lots.last().unwrap().order.clone()
}

/// A crash right after the commit point leaves the lot in the journal only; by the next
/// opening the seed reads differently (as a newer kup's lot, or an edited seed, would
/// draw another order). Replay keeps the order the arbiter saw drawn.
#[test]
fn a_lot_is_replayed_as_drawn_whatever_its_seed_would_draw_now() {
    let (_scratch, dir) = fixture();
    let snapshot_before = fs::read(dir.join(CURRENT)).unwrap();
    let history_before = history(&dir);
    let mut store = open_store(&dir);
    let before = store.state().clone();
    let teams: Vec<TeamId> = before.teams.iter().map(|team| team.id).collect();
    store
        .execute(Command::DrawLots {
            teams: teams.clone(),
            seed: 7,
            order: None,
        })
        .unwrap();
    let drawn = store.state().lots.last().unwrap().order.clone();
    drop(store);
    let record = last_record(&dir);
    assert!(
        record.contains("DrawLots(") && record.contains("order:Some(["),
        "{record}"
    );
    // The snapshot and history file of the draw were never written.
    fs::write(dir.join(CURRENT), snapshot_before).unwrap();
    for file in history(&dir) {
        if !history_before.contains(&file) {
            fs::remove_file(file).unwrap();
        }
    }
    let other = (8..)
        .find(|seed| order_drawn(&before, &teams, *seed) != drawn)
        .unwrap();
    replace_last_record(
        &dir,
        &resealed(&record.replace("seed:7,", &format!("seed:{other},"))),
    );
    let (seq, replayed) = opened(&dir);
    assert_eq!(seq, 9);
    let lot = replayed.lots.last().unwrap();
    assert_eq!((lot.seed, &lot.order), (other, &drawn));
    assert_eq!(current_of(&dir).tournament, replayed, "written back whole");
}

fn current_of(dir: &Path) -> Snapshot {
    Snapshot::read(&dir.join(CURRENT)).unwrap()
}

/// A lot whose recorded order names other teams than it was drawn among is refused.
#[test]
fn a_recorded_lot_must_order_exactly_its_teams() {
    let (_scratch, dir) = fixture();
    let mut store = open_store(&dir);
    let state = store.state().clone();
    let teams: Vec<TeamId> = state.teams.iter().map(|team| team.id).collect();
    let error = store
        .execute(Command::DrawLots {
            teams: teams.clone(),
            seed: 7,
            order: Some(teams[..2].to_vec()),
        })
        .unwrap_err();
    assert!(
        error
            .to_string()
            .contains("the order drawn must name exactly the teams"),
        "{error}"
    );
    assert_eq!(store.state(), &state);
}

/// The automatic pairing is journaled as made: replaying the record does not pair again.
#[test]
fn a_pairing_is_journaled_as_made() {
    let (_scratch, dir) = fixture();
    let d = path(&dir);
    ok(kup(&[
        "result", d, "--round", "1", "--match", "1", "--board", "2", "1-0",
    ]));
    for (table, board) in [(1, 3), (1, 4), (2, 1), (2, 2), (2, 3), (2, 4)] {
        let (table, board) = (table.to_string(), board.to_string());
        ok(kup(&[
            "result", d, "--round", "1", "--match", &table, "--board", &board, "1/2",
        ]));
    }
    ok(kup(&["pair", d, "--round", "2"]));
    let record = last_record(&dir);
    assert!(
        record.contains("PairRound(") && record.contains("pairing:Some("),
        "{record}"
    );
}

/// The opening that drops a torn record says so on stderr in the reader's language; the
/// command itself goes through.
#[test]
fn a_dropped_record_is_said_on_stderr_in_the_readers_language() {
    for (lang, said) in [
        ("hr", "prekinuo je pad programa prije potvrde"),
        ("sl", "je prekinil zlom programa pred potrditvijo"),
    ] {
        let (_scratch, dir) = fixture();
        let d = path(&dir);
        let journal = dir.join(JOURNAL_FILE);
        let mut torn = fs::read(&journal).unwrap();
        torn.extend_from_slice(b"(n:9,seq:9,time:\"2026-12-05T22:00:00.000+01:00\",who:\"ana");
        fs::write(&journal, torn).unwrap();
        let out = kup(&[
            "result", d, "--lang", lang, "--round", "1", "--match", "2", "--board", "3", "0-1",
        ]);
        assert!(
            out.status.success() && stderr(&out).contains(said),
            "{}",
            stderr(&out)
        );
        let (seq, t) = opened(&dir);
        let result = t.rounds[0].matches[1].boards[2].result;
        assert_eq!((seq, result), (9, GameResult::BlackWins));
    }
}

fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        match entry.file_type().unwrap().is_dir() {
            true => copy_dir(&entry.path(), &target),
            false => drop(fs::copy(entry.path(), target).unwrap()),
        }
    }
}

/// A directory main's kup wrote before the journal (format 1: `tournament.ron`, a full
/// snapshot per change in `history/`, `journal.log`; see its README) opens to the state
/// it saved, prints as that kup printed it, keeps its undo history, and takes new changes.
#[test]
fn a_directory_written_before_the_journal_opens_to_the_same_state() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path().join("cup");
    copy_dir(Path::new(BEFORE_THE_JOURNAL), &dir);
    let d = path(&dir);
    let written = current_of(&dir);
    assert_eq!((written.format_version, written.seq), (1, 9));
    let (seq, state) = opened(&dir);
    assert_eq!((seq, &state), (9, &written.tournament));
    let shown = fs::read_to_string(Path::new(BEFORE_THE_JOURNAL).join("show.txt")).unwrap();
    assert_eq!(ok(kup(&["show", d])), shown);
    // The undone result is one redo away, and undo reaches back to the creation.
    ok(kup(&["redo", d]));
    let (_, redone) = opened(&dir);
    assert_eq!(
        redone.rounds[0].matches[1].boards[2].result,
        GameResult::BlackWins
    );
    for _ in 0..10 {
        ok(kup(&["undo", d]));
    }
    let (seq, start) = opened(&dir);
    assert_eq!((seq, start.teams.len()), (0, 0));
    let out = kup(&["undo", d]);
    assert!(!out.status.success(), "nothing before the creation");
    for _ in 0..9 {
        ok(kup(&["redo", d]));
    }
    assert_eq!(opened(&dir), (9, written.tournament.clone()));
    ok(kup(&[
        "result", d, "--round", "1", "--match", "2", "--board", "4", "1-0",
    ]));
    let (seq, changed) = opened(&dir);
    assert_eq!(seq, 10);
    assert_eq!(
        changed.rounds[0].matches[1].boards[3].result,
        GameResult::WhiteWins
    );
    assert!(last_record(&dir).contains("SetResult("));
}

/// The file an undo makes current names the undo's record: opening it afterwards replays
/// nothing and rewrites nothing (it once rewrote `tournament.ron` on every opening).
#[test]
fn after_an_undo_opening_rewrites_nothing() {
    use std::os::unix::fs::MetadataExt;
    let (_scratch, dir) = fixture();
    ok(kup(&["undo", path(&dir)]));
    let inode = || fs::metadata(dir.join(CURRENT)).unwrap().ino();
    let before = inode();
    let (seq, _) = opened(&dir);
    assert_eq!((seq, inode()), (7, before));
}

/// A record whose checksum holds but whose change this kup cannot read (one a newer kup
/// wrote) is a confirmed change: an opening that must replay it refuses, naming the line
/// and the record, and never drops it as a record a crash cut short.
#[test]
fn a_whole_record_this_kup_cannot_read_is_refused_when_replayed_never_dropped() {
    let (_scratch, dir) = fixture();
    let before = fs::read(dir.join(CURRENT)).unwrap();
    open_store(&dir)
        .execute(Command::SetResult {
            round: 1,
            table: 2,
            board: 1,
            result: GameResult::Draw,
        })
        .unwrap();
    let record = last_record(&dir);
    let novel = resealed(&record.replacen("change:Do(SetResult(", "change:Do(Novelty(", 1));
    replace_last_record(&dir, &novel);
    let journal = fs::read(dir.join(JOURNAL_FILE)).unwrap();
    // The snapshot before the record, so that opening must replay it.
    fs::write(dir.join(CURRENT), before).unwrap();
    let line = String::from_utf8_lossy(&journal).lines().count();
    let n = novel
        .strip_prefix("(n:")
        .and_then(|rest| rest.split(',').next())
        .unwrap()
        .to_string();
    for args in [vec!["show", path(&dir)], vec!["undo", path(&dir)]] {
        let out = kup(&args);
        assert!(!out.status.success(), "{args:?}");
        let said = stderr(&out);
        assert!(
            said.contains(&format!(
                "journal.ron, line {line}: record {n} is whole, but this kup cannot read the change in it"
            )),
            "{said}"
        );
    }
    assert_eq!(fs::read(dir.join(JOURNAL_FILE)).unwrap(), journal, "kept");
}
