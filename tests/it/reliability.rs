//! Reliability and safety and the store's guarantees: corrupt and
//! hostile files, two arbiters, a full or unwritable disk, undo and redo across restarts,
//! file permissions, links planted in the tournament directory, and the proptest fuzzers of
//! the snapshot loader and the command line. The random kill harness is in `crash.rs`.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command as Process, Output, Stdio};

use kup::core::{BoardGame, Command, GameResult, PlayerId, TeamId, Tournament};
use kup::store::{CURRENT, HISTORY_DIR, Snapshot, Store, StoreError, label_as_written};

const KUP: &str = env!("CARGO_BIN_EXE_kup");

pub(crate) fn kup_with(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut process = Process::new(KUP);
    process.args(args);
    for (key, value) in env {
        process.env(key, value);
    }
    process.output().unwrap()
}

pub(crate) fn kup(args: &[&str]) -> Output {
    kup_with(args, &[])
}

pub(crate) fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

pub(crate) fn ok(output: Output) -> String {
    assert!(output.status.success(), "kup failed: {}", stderr(&output));
    String::from_utf8_lossy(&output.stdout).into_owned()
}

pub(crate) fn path(dir: &Path) -> &str {
    dir.to_str().unwrap()
}

/// A kzz-2015 tournament (4 boards) with four teams, round 1 paired 1-2, 3-4, and one
/// result: snapshots 0 (created) to 8 (the result).
pub(crate) fn fixture() -> (tempfile::TempDir, PathBuf) {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path().join("cup");
    let d = path(&dir);
    ok(kup(&[
        "new",
        d,
        "--preset",
        "kzz-2015",
        "--date",
        "2015-02-15",
    ]));
    for name in ["ŠK Zabok", "ŠK Krapina", "ŠK Oroslavje", "ŠK Đurmanec"] {
        ok(kup(&["team", "add", d, "--name", name]));
    }
    ok(kup(&[
        "player",
        "add",
        d,
        "--team",
        "1",
        "--name",
        "Čolak, Ivan",
    ]));
    ok(kup(&[
        "player",
        "add",
        d,
        "--team",
        "2",
        "--name",
        "Žužić, Ana",
    ]));
    ok(kup(&["pair", d, "--round", "1", "--manual", "1-2,3-4"]));
    ok(kup(&[
        "result", d, "--round", "1", "--match", "1", "--board", "1", "1-0",
    ]));
    (scratch, dir)
}

pub(crate) fn current(dir: &Path) -> Snapshot {
    Snapshot::read(&dir.join(CURRENT)).unwrap()
}

/// The sequence number and state as the next kup opens them: the snapshot and the journal
/// records after it.
pub(crate) fn opened(dir: &Path) -> (u64, Tournament) {
    let store = crate::common::open_store(dir);
    (store.seq(), store.state().clone())
}

fn board(t: &Tournament, round: usize, table: usize, board: usize) -> GameResult {
    t.rounds[round - 1].matches[table - 1].boards[board - 1].result
}

pub(crate) fn set_aside_files(dir: &Path) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_str().unwrap().contains(".broken-"))
        .collect();
    found.sort();
    found
}

// ---- the kill between temp write and rename, and the other store guarantees ----

/// The journal record is the commit point: a write stopped anywhere after it (before the
/// fsync a kill keeps what was written; a power cut is the torn tail below) has the change
/// whole on the next open, which brings `tournament.ron` up to the journal and completes
/// history so that undo and redo work.
#[test]
fn a_write_stopped_at_each_point_after_the_journal_record_keeps_the_change() {
    for point in [
        "after-append",
        "after-journal-sync",
        "after-temp-write",
        "after-temp-fsync",
        "after-rename",
        "after-history-link",
    ] {
        let (_scratch, dir) = fixture();
        let d = path(&dir);
        let out = kup_with(
            &[
                "result", d, "--round", "1", "--match", "2", "--board", "3", "1/2",
            ],
            &[("KUP_FAULT", point)],
        );
        assert!(
            out.status.code().is_none(),
            "{point}: kup must die at the fault point"
        );
        let (seq, after) = opened(&dir);
        assert_eq!(seq, 9, "{point}");
        assert_eq!(board(&after, 1, 2, 3), GameResult::Draw, "{point}");
        assert_eq!(
            current(&dir).tournament,
            after,
            "{point}: the snapshot caught up"
        );
        // Undo goes back to snapshot 8 (board 1 of table 1 won by White).
        ok(kup(&["undo", d]));
        let undone = current(&dir);
        assert_eq!(undone.seq, 8, "{point}");
        assert_eq!(board(&undone.tournament, 1, 2, 3), GameResult::NotPlayed);
        assert_eq!(board(&undone.tournament, 1, 1, 1), GameResult::WhiteWins);
        ok(kup(&["redo", d]));
        assert_eq!(board(&current(&dir).tournament, 1, 2, 3), GameResult::Draw);
    }
}

/// A record a crash cut short (a power cut before its fsync) was never confirmed: the next
/// open says so, drops it, and the tournament is the last confirmed state; kup carries on.
/// A reader says so too and changes nothing.
#[test]
fn a_torn_journal_record_is_dropped_and_said_so() {
    let (_scratch, dir) = fixture();
    let d = path(&dir);
    let journal = dir.join(kup::store::JOURNAL_FILE);
    let whole = fs::read(&journal).unwrap();
    let before = fs::read(dir.join(CURRENT)).unwrap();
    let mut torn = whole.clone();
    torn.extend_from_slice(
        b"(n:10,seq:9,time:\"2026-12-05T22:00:00.000+01:00\",who:\"ana\",change:Do(SetRes",
    );
    fs::write(&journal, &torn).unwrap();
    let mut reader = Store::open_read_only(&dir).unwrap();
    let said = reader.take_notice().expect("said").to_string();
    assert!(
        said.contains("cut short by a crash before it was confirmed")
            && said.contains(&format!("({} bytes dropped)", torn.len() - whole.len())),
        "{said}"
    );
    assert_eq!(fs::read(&journal).unwrap(), torn, "a reader cuts nothing");
    let mut store = crate::common::open_store(&dir);
    assert!(store.take_notice().is_some());
    assert!(store.take_notice().is_none(), "said once");
    assert_eq!(store.seq(), 8);
    drop(store);
    assert_eq!(fs::read(&journal).unwrap(), whole);
    assert_eq!(fs::read(dir.join(CURRENT)).unwrap(), before);
    ok(kup(&[
        "result", d, "--round", "1", "--match", "2", "--board", "3", "0-1",
    ]));
    let (seq, next) = opened(&dir);
    assert_eq!((seq, board(&next, 1, 2, 3)), (9, GameResult::BlackWins));
}

/// An undone change whose replacement was cut short after the rename: history still holds
/// the undone snapshot under the same number. The next open files the new one and drops
/// the stale redo line, so redo cannot bring back the change that was replaced.
#[test]
fn a_change_after_undo_cut_short_after_the_rename_drops_the_stale_redo() {
    let (_scratch, dir) = fixture();
    let d = path(&dir);
    ok(kup(&[
        "result", d, "--round", "1", "--match", "1", "--board", "2", "1-0",
    ]));
    ok(kup(&["undo", d]));
    ok(kup(&["undo", d])); // now at snapshot 8 - 1 = 7: round 1 paired, no result
    let out = kup_with(
        &[
            "result", d, "--round", "1", "--match", "2", "--board", "4", "0-1",
        ],
        &[("KUP_FAULT", "after-rename")],
    );
    assert!(out.status.code().is_none());
    let redo = kup(&["redo", d]);
    assert!(
        stderr(&redo).contains("nothing to redo"),
        "{}",
        stderr(&redo)
    );
    let t = current(&dir).tournament;
    assert_eq!(board(&t, 1, 2, 4), GameResult::BlackWins);
    assert_eq!(board(&t, 1, 1, 1), GameResult::NotPlayed);
    assert_eq!(board(&t, 1, 1, 2), GameResult::NotPlayed);
}

#[test]
fn undo_and_redo_work_across_process_restarts() {
    let (_scratch, dir) = fixture();
    let d = path(&dir);
    ok(kup(&[
        "result", d, "--round", "1", "--match", "2", "--board", "2", "0-1",
    ]));
    // Each line below is a new kup process.
    assert_eq!(
        ok(kup(&["undo", d])).trim(),
        "undone: round 1, table 2, board 2: B 1-0 W"
    );
    assert_eq!(
        ok(kup(&["undo", d])).trim(),
        "undone: round 1, table 1, board 1: W 1-0 B"
    );
    let t = current(&dir).tournament;
    assert_eq!(board(&t, 1, 1, 1), GameResult::NotPlayed);
    assert_eq!(board(&t, 1, 2, 2), GameResult::NotPlayed);
    assert_eq!(
        ok(kup(&["redo", d])).trim(),
        "redone: round 1, table 1, board 1: W 1-0 B"
    );
    let t = current(&dir).tournament;
    assert_eq!(board(&t, 1, 1, 1), GameResult::WhiteWins);
    assert_eq!(board(&t, 1, 2, 2), GameResult::NotPlayed);
    // A new change drops what could still be redone.
    ok(kup(&[
        "result", d, "--round", "1", "--match", "2", "--board", "1", "1/2",
    ]));
    let redo = kup(&["redo", d]);
    assert_eq!(redo.status.code(), Some(3));
    assert!(stderr(&redo).contains("nothing to redo"));
    // Undo walks back through every snapshot to the created tournament, then stops.
    for _ in 0..9 {
        ok(kup(&["undo", d]));
    }
    assert_eq!(current(&dir).seq, 0);
    assert!(stderr(&kup(&["undo", d])).contains("nothing to undo"));
}

#[test]
fn two_writers_cannot_hold_the_lock_at_once_and_the_second_is_told_who_holds_it() {
    let (_scratch, dir) = fixture();
    let first = Store::open(&dir).unwrap();
    let Err(error @ StoreError::Locked { .. }) = Store::open(&dir) else {
        panic!("a second writer got the lock");
    };
    let message = error.to_string();
    let me = format!("pid {}", std::process::id());
    assert!(message.contains(&me), "{message}");
    // Another process waits (here 0.3 s), then names the holder; the state is unchanged.
    let before = fs::read(dir.join(CURRENT)).unwrap();
    let out = kup_with(
        &[
            "result",
            path(&dir),
            "--round",
            "1",
            "--match",
            "1",
            "--board",
            "2",
            "1-0",
        ],
        &[("KUP_LOCK_WAIT", "0.3")],
    );
    assert_eq!(out.status.code(), Some(5));
    let text = stderr(&out);
    assert!(
        text.contains(&me) && text.contains("waited 0.3 s"),
        "{text}"
    );
    assert_eq!(fs::read(dir.join(CURRENT)).unwrap(), before);
    // A reader is let in while the writer holds the lock.
    ok(kup(&["show", path(&dir)]));
    drop(first);
    ok(kup(&[
        "result",
        path(&dir),
        "--round",
        "1",
        "--match",
        "1",
        "--board",
        "2",
        "1-0",
    ]));
}

/// Two (here eight) arbiters enter results on different boards at the same moment: each
/// kup waits its turn for the lock, reloads what the others wrote, and none is lost.
#[test]
fn results_entered_at_once_from_eight_processes_are_all_kept() {
    let (_scratch, dir) = fixture();
    // A holder keeps the lock while all eight start, so they really contend for it.
    let holder = Store::open(&dir).unwrap();
    // Board 1 reads 1-0 in the fixture: each of the eight results is a change.
    let results = ["1/2", "0-1", "1/2", "+-", "-+", "--", "1-0", "0-1"];
    let children: Vec<_> = (0..8)
        .map(|i| {
            let (table, board) = (i / 4 + 1, i % 4 + 1);
            Process::new(KUP)
                .args([
                    "result",
                    path(&dir),
                    "--round",
                    "1",
                    "--match",
                    &table.to_string(),
                    "--board",
                    &board.to_string(),
                    results[i],
                ])
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    std::thread::sleep(std::time::Duration::from_millis(200));
    drop(holder);
    for child in children {
        ok(child.wait_with_output().unwrap());
    }
    let t = current(&dir).tournament;
    let expected = [
        GameResult::Draw,
        GameResult::BlackWins,
        GameResult::Draw,
        GameResult::WhiteForfeitWin,
        GameResult::BlackForfeitWin,
        GameResult::DoubleForfeit,
        GameResult::WhiteWins,
        GameResult::BlackWins,
    ];
    for (i, want) in expected.iter().enumerate() {
        assert_eq!(board(&t, 1, i / 4 + 1, i % 4 + 1), *want, "board {i}");
    }
    // The fixture's 8 snapshots and one per process.
    assert_eq!(current(&dir).seq, 16);
}

/// Regression (found by `every_state_apply_reaches_is_loadable`): a team removed before
/// round 1 left its announced absence behind, naming a team that no longer exists, and the
/// next open set the whole tournament aside as impossible.
#[test]
fn a_removed_team_leaves_nothing_behind_that_stops_the_tournament_loading() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path().join("cup");
    let regulation = kup::core::Regulation::preset("kzz-2015").unwrap();
    let info = kup::core::TournamentInfo {
        name: "Kup".into(),
        ..Default::default()
    };
    let mut store = Store::create(&dir, Tournament::new(info, regulation)).unwrap();
    for name in ["A", "B"] {
        store
            .execute(Command::AddTeam {
                name: name.into(),
                club: String::new(),
                city: String::new(),
            })
            .unwrap();
    }
    let absent = Command::SetAbsent {
        round: 1,
        team: TeamId(2),
        absent: true,
    };
    store.execute(absent).unwrap();
    store
        .execute(Command::RemoveTeam { team: TeamId(2) })
        .unwrap();
    drop(store);
    // Waiting a little, as a process forked by another test may briefly share the lock.
    let reopened = Store::open_waiting(&dir, std::time::Duration::from_secs(10)).unwrap();
    assert!(reopened.state().rounds[0].absent.is_empty());
}

fn set_result(round: u32, table: usize, board: usize, result: GameResult) -> Command {
    Command::SetResult {
        round,
        table,
        board,
        result,
    }
}

/// Two arbiters keep the tournament open at once (`Store::open_shared`, for the full-screen
/// kup) while a third enters a result from the command line: each change waits for the
/// lock, catches up with the others' changes first, and none is lost; each view follows the
/// others with `reload_if_changed`.
#[test]
fn two_shared_views_and_a_command_line_all_stay_live_and_lose_nothing() {
    use GameResult::*;
    let (_scratch, dir) = fixture();
    let patience = std::time::Duration::from_millis(500);
    let mut first = Store::open_shared(&dir, patience).unwrap();
    let mut second = Store::open_shared(&dir, patience).unwrap();
    first.execute(set_result(1, 1, 2, Draw)).unwrap();
    second.execute(set_result(1, 2, 1, BlackWins)).unwrap();
    assert_eq!(
        board(second.state(), 1, 1, 2),
        Draw,
        "second caught up first"
    );
    assert!(first.reload_if_changed().unwrap());
    assert_eq!(
        board(first.state(), 1, 2, 1),
        BlackWins,
        "first follows second"
    );
    assert!(!first.reload_if_changed().unwrap());
    ok(kup(&[
        "result",
        path(&dir),
        "--round",
        "1",
        "--match",
        "1",
        "--board",
        "3",
        "1-0",
    ]));
    // Undo takes back the newest change, whoever made it: the command line's.
    assert_eq!(
        first.undo().unwrap().to_string(),
        "round 1, table 1, board 3: W 1-0 B"
    );
    second.execute(set_result(1, 2, 4, DoubleForfeit)).unwrap();
    let on_disk = current(&dir);
    assert_eq!(on_disk.seq, 11); // 8 + first + second + CLI - undo + second
    let t = &on_disk.tournament;
    let boards = [(1, 1), (1, 2), (1, 3), (2, 1), (2, 4)].map(|(m, b)| board(t, 1, m, b));
    assert_eq!(
        boards,
        [WhiteWins, Draw, NotPlayed, BlackWins, DoubleForfeit]
    );
    assert!(first.reload_if_changed().unwrap());
    assert_eq!(first.state(), t);
}

/// The other kup's change is noticed even when it has the same sequence number and the
/// same summary (an undo and a different change of the same kind): the file, not its
/// label, tells.
#[test]
fn a_change_with_the_same_number_and_summary_is_still_noticed() {
    let (_scratch, dir) = fixture();
    let patience = std::time::Duration::from_millis(500);
    let mut first = Store::open_shared(&dir, patience).unwrap();
    let mut second = Store::open_shared(&dir, patience).unwrap();
    let info = |name: &str| {
        Command::SetInfo(Box::new(kup::core::TournamentInfo {
            name: name.to_string(),
            ..Default::default()
        }))
    };
    first.execute(info("Kup A")).unwrap();
    second.undo().unwrap();
    second.execute(info("Kup B")).unwrap();
    assert_eq!((first.seq(), first.label()), (second.seq(), second.label()));
    assert!(first.reload_if_changed().unwrap());
    assert_eq!(first.state().info.name, "Kup B");
}

#[test]
fn a_shared_view_is_told_who_holds_the_lock_and_changes_nothing() {
    let (_scratch, dir) = fixture();
    let mut shared = Store::open_shared(&dir, std::time::Duration::from_millis(100)).unwrap();
    let before = shared.state().clone();
    // Waiting a little: a process another test forks at this moment briefly shares the
    // lock the shared view just let go of (flock is per open file, and fork copies it).
    let holder = Store::open_waiting(&dir, std::time::Duration::from_secs(10)).unwrap();
    let error = shared
        .execute(set_result(1, 1, 2, GameResult::Draw))
        .unwrap_err();
    assert!(
        error
            .to_string()
            .contains(&format!("pid {}", std::process::id())),
        "{error}"
    );
    assert_eq!(shared.state(), &before);
    drop(holder);
    shared
        .execute(set_result(1, 1, 2, GameResult::Draw))
        .unwrap();
}

// ---- corrupt and hostile files ----

/// What kup says about a damaged tournament.ron: exit 4 (never a panic's 101), the problem
/// named, the newest good snapshot offered. `kup show`, a reader, leaves the file where it
/// is; a command that would change the tournament, holding the lock, sets it aside with its
/// bytes kept; and `kup recover` brings the newest good snapshot back.
fn assert_set_aside_and_recovered(dir: &Path, damaged: &[u8], problem: &str, newest_good: u64) {
    let d = path(dir);
    let offered = format!("the newest good snapshot is number {newest_good} ");
    let out = kup(&["show", d]);
    let text = stderr(&out);
    assert_eq!(out.status.code(), Some(4), "{problem}: {text}");
    assert!(text.contains(problem), "expected '{problem}' in: {text}");
    assert!(text.contains("it is left as it is"), "{text}");
    assert!(text.contains(&offered), "{text}");
    assert!(set_aside_files(dir).is_empty(), "a reader renames nothing");
    assert_eq!(fs::read(dir.join(CURRENT)).unwrap(), damaged);
    let out = kup(&[
        "result", d, "--round", "1", "--match", "1", "--board", "2", "1-0",
    ]);
    let text = stderr(&out);
    assert_eq!(out.status.code(), Some(4), "{problem}: {text}");
    assert!(text.contains(problem), "expected '{problem}' in: {text}");
    assert!(text.contains("set aside as"), "{text}");
    assert!(text.contains(&offered), "{text}");
    let aside = set_aside_files(dir);
    assert_eq!(aside.len(), 1, "{problem}");
    assert_eq!(
        fs::read(&aside[0]).unwrap(),
        damaged,
        "the damaged file is kept as it was"
    );
    assert!(!dir.join(CURRENT).exists());
    // No command writes over the broken file's place until the arbiter recovers.
    let refused = kup(&[
        "result", d, "--round", "1", "--match", "1", "--board", "2", "1-0",
    ]);
    assert_eq!(refused.status.code(), Some(4));
    assert_eq!(fs::read(&aside[0]).unwrap(), damaged);
    assert_eq!(
        ok(kup(&["recover", d])).split_whitespace().nth(1),
        Some(newest_good.to_string().as_str())
    );
    assert_eq!(current(dir).seq, newest_good);
    ok(kup(&[
        "result", d, "--round", "1", "--match", "1", "--board", "2", "1-0",
    ]));
}

/// Replaces tournament.ron by a new file (its history link keeps the good snapshot).
pub(crate) fn replace_current(dir: &Path, bytes: &[u8]) {
    fs::remove_file(dir.join(CURRENT)).unwrap();
    fs::write(dir.join(CURRENT), bytes).unwrap();
}

#[test]
fn a_truncated_snapshot_is_set_aside_never_overwritten_and_the_previous_one_offered() {
    let (_scratch, dir) = fixture();
    let whole = fs::read(dir.join(CURRENT)).unwrap();
    // Truncated in place, as a failing disk would: snapshot 8 is an independent copy in
    // history, so the last confirmed change survives.
    let cut = &whole[..whole.len() / 2];
    fs::OpenOptions::new()
        .write(true)
        .open(dir.join(CURRENT))
        .unwrap()
        .set_len(cut.len() as u64)
        .unwrap();
    assert_set_aside_and_recovered(&dir, cut, "not a kup snapshot", 8);
}

#[test]
fn empty_random_and_versioned_files_are_named_and_set_aside() {
    let good = || fs::read_to_string(fixture().1.join(CURRENT)).unwrap();
    let mut noise = vec![0u8; 4096];
    let mut x: u32 = 2026;
    for byte in &mut noise {
        x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
        *byte = (x >> 16) as u8;
    }
    let cases: Vec<(Vec<u8>, &str)> = vec![
        (Vec::new(), "the file is empty"),
        (b"\n \n".to_vec(), "the file is empty"),
        (noise, "not UTF-8 text"),
        (b"(format_version: 1, seq: [".to_vec(), "not a kup snapshot"),
        (
            good()
                .replacen("format_version: 2", "format_version: 0", 1)
                .into_bytes(),
            "format_version 0 is no kup snapshot format",
        ),
        (
            good()
                .replacen("format_version: 2", "format_version: 7", 1)
                .into_bytes(),
            "written by a newer kup (format 7, this kup reads up to 2)",
        ),
    ];
    for (bytes, problem) in cases {
        let (_scratch, dir) = fixture();
        replace_current(&dir, &bytes);
        assert_set_aside_and_recovered(&dir, &bytes, problem, 8);
    }
}

#[test]
fn valid_ron_with_impossible_data_is_named_and_set_aside() {
    type Damage = fn(&mut Tournament);
    let cases: [(Damage, &str); 7] = [
        (
            |t| t.rounds[0].matches[0].boards.push(BoardGame::default()),
            "round 1, table 1: 5 boards recorded, the regulation has 4",
        ),
        (|t| t.teams[1].id = t.teams[0].id, "team id 1 is duplicated"),
        (
            |t| t.rounds[0].matches[1].away = TeamId(99),
            "round 1 pairs team id 99, which does not exist",
        ),
        (
            |t| t.rounds[0].matches[1].away = t.rounds[0].matches[0].home,
            "round 1 pairs team id 1 twice",
        ),
        (
            |t| {
                t.teams[0].roster[0].fide_id = Some(14_512_345);
                t.teams[1].roster[0].fide_id = Some(14_512_345);
            },
            "FIDE ID 14512345 is held by two players",
        ),
        (
            |t| t.rounds[0].absent.push(t.teams[2].id),
            "round 1 marks team id 3 absent and pairs it",
        ),
        (
            |t| {
                let lineup = kup::core::Lineup {
                    team: t.teams[0].id,
                    players: vec![t.teams[0].roster[0].id; 2],
                    handed_in: None,
                    seated: None,
                    from_phone: false,
                };
                t.rounds[0].lineups.push(lineup);
            },
            "round 1: the lineup of ŠK Zabok names a player twice",
        ),
    ];
    for (damage, problem) in cases {
        let (_scratch, dir) = fixture();
        let mut snapshot = current(&dir);
        damage(&mut snapshot.tournament);
        let text = Snapshot::render(snapshot.seq, &snapshot.label(), &snapshot.tournament);
        replace_current(&dir, text.as_bytes());
        assert_set_aside_and_recovered(
            &dir,
            text.as_bytes(),
            &format!("impossible data: {problem}"),
            8,
        );
    }
}

/// Regression (found by `the_fide_list_importer_survives_damaged_files`): a header word of
/// five bytes holding a multi-byte character ("ab\u{FFFD}") made the month-column test
/// slice inside the character and panic. Now the list is read (or refused) calmly.
#[test]
fn a_fide_list_header_with_a_multibyte_word_does_not_panic() {
    let scratch = tempfile::tempdir().unwrap();
    let file = scratch.path().join("players_list_foa.txt");
    fs::write(&file, "ID Number      Name   Fed ab\u{FFFD} SRtng B-day\n").unwrap();
    let mut t = Tournament::new(
        kup::core::TournamentInfo {
            name: "Kup".into(),
            ..Default::default()
        },
        kup::core::Regulation::preset("kzz-2015").unwrap(),
    );
    // A header and no player: refused as no list, calmly.
    let refused = kup::interop::fide_list::import(&mut t, &file);
    assert!(
        matches!(refused, Err(kup::interop::fide_list::ListError::NoPlayer)),
        "{refused:?}"
    );
}

// ---- full disk, unwritable disk ----

#[test]
fn a_full_disk_is_reported_and_nothing_changes() {
    let (_scratch, dir) = fixture();
    let d = path(&dir);
    let before = fs::read(dir.join(CURRENT)).unwrap();
    let out = kup_with(
        &[
            "result", d, "--round", "1", "--match", "1", "--board", "2", "1-0",
        ],
        &[("KUP_FAULT", "disk-full")],
    );
    assert_eq!(out.status.code(), Some(4));
    let text = stderr(&out);
    assert!(
        text.contains("could not write") && text.contains("journal.ron"),
        "{text}"
    );
    assert_eq!(fs::read(dir.join(CURRENT)).unwrap(), before);
    ok(kup(&[
        "result", d, "--round", "1", "--match", "1", "--board", "2", "1-0",
    ]));
}

/// Root ignores file modes, so the disk is made unwritable where kup commits: a directory
/// stands where the journal goes. The command fails, the state in memory and on disk
/// stays at the last saved one, and once the disk is writable again the same open store
/// carries on.
#[test]
fn a_failed_write_leaves_memory_and_disk_at_the_last_saved_state_and_kup_carries_on() {
    let (_scratch, dir) = fixture();
    let mut store = Store::open(&dir).unwrap();
    let (state, seq) = (store.state().clone(), store.seq());
    let on_disk = fs::read(dir.join(CURRENT)).unwrap();
    let journal = dir.join(kup::store::JOURNAL_FILE);
    let kept = dir.join("journal.kept");
    fs::rename(&journal, &kept).unwrap();
    let blocker = journal.clone();
    fs::create_dir(&blocker).unwrap();
    let result = Command::SetResult {
        round: 1,
        table: 2,
        board: 1,
        result: GameResult::Draw,
    };
    let error = store.execute(result.clone()).unwrap_err();
    assert!(error.to_string().contains("journal.ron"), "{error}");
    assert_eq!((store.state(), store.seq()), (&state, seq));
    assert_eq!(fs::read(dir.join(CURRENT)).unwrap(), on_disk);
    fs::remove_dir(&blocker).unwrap();
    fs::rename(&kept, &journal).unwrap();
    store.execute(result).unwrap();
    assert_eq!(store.seq(), seq + 1);
    assert_eq!(board(&current(&dir).tournament, 1, 2, 1), GameResult::Draw);
}

/// A failure after the commit point (here a directory stands where the new snapshot is
/// filed in history): the change is on disk, so it is in memory too, and the error says it
/// was saved.
#[test]
fn a_failure_after_the_commit_point_keeps_memory_equal_to_disk() {
    let (_scratch, dir) = fixture();
    let mut store = Store::open(&dir).unwrap();
    let blocker = dir.join(HISTORY_DIR).join("000009.ron");
    fs::create_dir(&blocker).unwrap();
    fs::write(blocker.join("keep"), b"a directory is not replaced").unwrap();
    let error = store
        .execute(Command::SetResult {
            round: 1,
            table: 2,
            board: 1,
            result: GameResult::Draw,
        })
        .unwrap_err();
    assert!(matches!(error, StoreError::Unfinished(_)), "{error}");
    assert!(
        error.to_string().starts_with("the change was saved, but"),
        "{error}"
    );
    assert_eq!(store.state(), &current(&dir).tournament);
    assert_eq!(board(store.state(), 1, 2, 1), GameResult::Draw);
}

// ---- safety ----

fn mode(path: &Path) -> u32 {
    fs::metadata(path).unwrap().permissions().mode() & 0o777
}

#[test]
fn tournament_files_are_owner_only() {
    let (_scratch, dir) = fixture();
    ok(kup(&["undo", path(&dir)]));
    assert_eq!(mode(&dir), 0o700);
    assert_eq!(mode(&dir.join(HISTORY_DIR)), 0o700);
    for file in [CURRENT, "journal.log", "lock"] {
        assert_eq!(mode(&dir.join(file)), 0o600, "{file}");
    }
    for entry in fs::read_dir(dir.join(HISTORY_DIR)).unwrap() {
        let entry = entry.unwrap().path();
        assert_eq!(mode(&entry), 0o600, "{}", entry.display());
    }
}

/// A link planted in the tournament directory (by another user of a shared machine, or a
/// careless copy) does not make kup write outside the directory the arbiter named.
#[test]
fn links_planted_in_the_tournament_directory_are_not_followed() {
    let (scratch, dir) = fixture();
    let d = path(&dir);
    let outside = scratch.path().join("precious.txt");
    fs::write(&outside, "keep me").unwrap();
    let result = [
        "result", d, "--round", "1", "--match", "1", "--board", "2", "1-0",
    ];

    // The temp file is replaced; the audit trail is not written through, which is said.
    std::os::unix::fs::symlink(&outside, dir.join("tournament.ron.tmp")).unwrap();
    fs::remove_file(dir.join("journal.log")).unwrap();
    std::os::unix::fs::symlink(&outside, dir.join("journal.log")).unwrap();
    let out = kup(&result);
    assert_eq!(out.status.code(), Some(6), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("not a regular file"),
        "{}",
        stderr(&out)
    );
    assert_eq!(fs::read_to_string(&outside).unwrap(), "keep me");
    fs::remove_file(dir.join("journal.log")).unwrap();

    // The lock and the history directory: refused by name.
    for (name, target) in [
        ("lock", outside.clone()),
        (HISTORY_DIR, scratch.path().to_path_buf()),
    ] {
        let aside = dir.join(format!("{name}.real"));
        fs::rename(dir.join(name), &aside).unwrap();
        std::os::unix::fs::symlink(&target, dir.join(name)).unwrap();
        let out = kup(&result);
        assert_eq!(out.status.code(), Some(4), "{name}");
        assert!(
            stderr(&out).contains("is a symbolic link"),
            "{}",
            stderr(&out)
        );
        fs::remove_file(dir.join(name)).unwrap();
        fs::rename(&aside, dir.join(name)).unwrap();
    }
    assert_eq!(fs::read_to_string(&outside).unwrap(), "keep me");
    assert_eq!(
        fs::read_dir(scratch.path()).unwrap().count(),
        2,
        "nothing written beside"
    );
}

// ---- fuzzing (bounded, runs in CI) ----

mod fuzz {
    use super::*;
    use clap::Parser;
    use kup::cli::{Cli, Run, arguments, run};
    use kup::core::validate::check_integrity;
    use kup::core::{HalfPoints, MatchScore, apply};
    use proptest::prelude::*;

    /// Cases per fuzz target in CI; `docs/proofs.md#fuzzing` records these figures.
    const LOADER_CASES: u32 = 2000;
    const COMMAND_CASES: u32 = 256;
    const CLI_CASES: u32 = 256;

    fn good_snapshot() -> String {
        let sample = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("sample-data/hss-kadeti-2009/tournament.ron");
        fs::read_to_string(sample).unwrap()
    }

    /// Damage done to a good snapshot: cut it, flip bytes, splice in bytes.
    #[derive(Debug, Clone)]
    enum Damage {
        Truncate(usize),
        Flip(usize, u8),
        Insert(usize, Vec<u8>),
        Delete(usize, usize),
    }

    fn damaged(mut bytes: Vec<u8>, damages: Vec<Damage>) -> Vec<u8> {
        for d in damages {
            let len = bytes.len();
            let at = |i: usize| i % (len + 1);
            match d {
                Damage::Truncate(i) => bytes.truncate(at(i)),
                Damage::Flip(i, b) => {
                    if len > 0 {
                        bytes[i % len] ^= b.max(1)
                    }
                }
                Damage::Insert(i, extra) => {
                    let i = at(i);
                    bytes.splice(i..i, extra);
                }
                Damage::Delete(i, n) => {
                    let i = at(i);
                    bytes.drain(i..(i + n).min(len));
                }
            }
        }
        bytes
    }

    fn damage() -> impl Strategy<Value = Damage> {
        prop_oneof![
            any::<usize>().prop_map(Damage::Truncate),
            (any::<usize>(), any::<u8>()).prop_map(|(i, b)| Damage::Flip(i, b)),
            (any::<usize>(), proptest::collection::vec(any::<u8>(), 1..8))
                .prop_map(|(i, b)| Damage::Insert(i, b)),
            (any::<usize>(), 1usize..64).prop_map(|(i, n)| Damage::Delete(i, n)),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(LOADER_CASES))]

        /// The loader never panics on a damaged snapshot, and what it accepts is sound.
        #[test]
        fn the_snapshot_loader_survives_damaged_files(damages in proptest::collection::vec(damage(), 1..4)) {
            let bytes = damaged(good_snapshot().into_bytes(), damages);
            if let Ok(text) = String::from_utf8(bytes)
                && let Ok(snapshot) = Snapshot::parse(&text)
            {
                prop_assert!(check_integrity(&snapshot.tournament).is_ok());
            }
        }

        /// Arbitrary text (not derived from a snapshot) is refused without a panic.
        #[test]
        fn the_snapshot_loader_survives_arbitrary_text(text in "\\PC{0,200}") {
            let _ = Snapshot::parse(&text);
        }
    }

    /// Cases per importer fuzz target in CI.
    const IMPORT_CASES: u32 = 256;

    fn sample() -> Tournament {
        Snapshot::parse(&good_snapshot()).unwrap().tournament
    }

    /// The sample's rosters as the CSV a captain hands in (`;`-separated).
    fn sample_csv() -> String {
        let t = sample();
        let mut out =
            "team;board;name;fide_id;fide_rating;national_rating;federation;born\n".to_string();
        for team in &t.teams {
            for (i, p) in team.roster.iter().enumerate() {
                let opt = |v: Option<String>| v.unwrap_or_default();
                out.push_str(&format!(
                    "{};{};{};{};{};{};{};{}\n",
                    team.name,
                    i + 1,
                    p.full_name(),
                    opt(p.fide_id.map(|x| x.to_string())),
                    opt(p.fide_rating.map(|x| x.to_string())),
                    opt(p.national_rating.map(|x| x.to_string())),
                    p.federation,
                    opt(p.birth_year.map(|x| x.to_string())),
                ));
            }
        }
        out
    }

    /// The sample's FIDE-rated players as a FIDE rating list in the TXT layout
    /// (`docs/rules/fide-rating-list.md#columns`: fixed columns, widths in characters).
    fn sample_fide_list() -> String {
        const HEADER: &str = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag";
        let widths = [15, 61, 4, 4, 5, 5, 15, 4, 6, 4, 3, 6, 4, 3, 6, 4, 3, 6, 4];
        let mut out = format!("{HEADER}\n");
        for p in sample().teams.iter().flat_map(|t| &t.roster) {
            let Some(id) = p.fide_id else { continue };
            let rating = p.fide_rating.map_or(String::new(), |r| (r + 7).to_string());
            let born = p.birth_year.map_or(String::new(), |y| y.to_string());
            let cells = [
                id.to_string(),
                p.full_name(),
                "CRO".into(),
                "M".into(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                rating,
                "0".into(),
                "20".into(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                born,
                String::new(),
            ];
            for (cell, width) in cells.iter().zip(widths) {
                out.push_str(&format!("{cell:<width$}"));
            }
            out.push('\n');
        }
        out
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(IMPORT_CASES))]

        /// The TRF importer never panics on a damaged export, and what it accepts is a
        /// tournament kup can store and load.
        #[test]
        fn the_trf_importer_survives_damaged_files(
            trf16 in any::<bool>(),
            damages in proptest::collection::vec(damage(), 0..4),
        ) {
            use kup::interop::trf;
            let t = sample();
            let version = if trf16 { trf::TrfVersion::Trf16 } else { trf::TrfVersion::Trf2026 };
            let bytes = damaged(trf::export(&t, version).text.into_bytes(), damages);
            if let Ok(text) = String::from_utf8(bytes)
                && let Ok(imported) = trf::import(&text, t.regulation.clone())
            {
                let sound = check_integrity(&imported.tournament);
                prop_assert!(sound.is_ok(), "{:?}", sound);
            }
        }

        /// The CSV roster importer never panics, and leaves a sound tournament.
        #[test]
        fn the_csv_roster_importer_survives_damaged_files(damages in proptest::collection::vec(damage(), 0..4)) {
            let mut t = sample();
            let bytes = damaged(sample_csv().into_bytes(), damages);
            let _ = kup::interop::csv::import_bytes(&mut t, &bytes);
            let sound = check_integrity(&t);
            prop_assert!(sound.is_ok(), "{:?}", sound);
        }

        /// The FIDE rating list importer (TXT, and XML when the damage makes the file start
        /// with `<`) never panics, and leaves a sound tournament.
        #[test]
        fn the_fide_list_importer_survives_damaged_files(
            xml in any::<bool>(),
            damages in proptest::collection::vec(damage(), 0..4),
        ) {
            let base = if xml {
                "<playerslist>\n<player><fideid>14512345</fideid><name>Šarić, Đuro</name><country>CRO</country><rating>2215</rating><birthday>1988</birthday></player>\n</playerslist>\n".to_string()
            } else {
                sample_fide_list()
            };
            let scratch = tempfile::tempdir().unwrap();
            let file = scratch.path().join("players_list_foa.txt");
            fs::write(&file, damaged(base.into_bytes(), damages)).unwrap();
            let mut t = sample();
            let _ = kup::interop::fide_list::import(&mut t, &file);
            let sound = check_integrity(&t);
            prop_assert!(sound.is_ok(), "{:?}", sound);
        }
    }

    /// A command drawn at random over a small tournament: most are refused, some change it.
    fn command() -> impl Strategy<Value = Command> {
        let team = (0u32..7).prop_map(TeamId);
        let result = prop_oneof![
            Just(GameResult::WhiteWins),
            Just(GameResult::Draw),
            Just(GameResult::BlackWins),
            Just(GameResult::WhiteForfeitWin),
            Just(GameResult::DoubleForfeit),
            Just(GameResult::NotPlayed),
        ];
        prop_oneof![
            "[ŠA-Z][a-zčćž]{0,6}".prop_map(|name| Command::AddTeam {
                name,
                club: String::new(),
                city: String::new()
            }),
            (team.clone(), "[A-Z][a-z]{0,5}").prop_map(|(team, surname)| Command::AddPlayer {
                team,
                data: kup::core::PlayerData {
                    surname,
                    registered: true,
                    ..Default::default()
                },
            }),
            (
                0u32..4,
                proptest::collection::vec((team.clone(), team.clone()), 0..4),
                proptest::option::of(team.clone())
            )
                .prop_map(|(round, matches, bye)| Command::SetPairing {
                    round,
                    matches,
                    bye
                }),
            (0u32..4, 0usize..4, 0usize..6, result).prop_map(|(round, table, board, result)| {
                Command::SetResult {
                    round,
                    table,
                    board,
                    result,
                }
            }),
            (0u32..4, 0usize..4, 0u32..10, 0u32..10).prop_map(|(round, table, h, a)| {
                Command::SetMatchScore {
                    round,
                    table,
                    score: Some(MatchScore {
                        home: HalfPoints(h),
                        away: HalfPoints(a),
                    }),
                }
            }),
            (team.clone(), proptest::option::of(0u32..5))
                .prop_map(|(team, from_round)| Command::Withdraw { team, from_round }),
            (0u32..4, team.clone(), any::<bool>()).prop_map(|(round, team, absent)| {
                Command::SetAbsent {
                    round,
                    team,
                    absent,
                }
            }),
            (team.clone(), 0usize..6)
                .prop_map(|(team, to_number)| Command::MoveTeam { team, to_number }),
            team.clone().prop_map(|team| Command::RemoveTeam { team }),
            (
                0u32..4,
                team,
                proptest::collection::vec((1u32..6).prop_map(PlayerId), 0..5)
            )
                .prop_map(|(round, team, players)| Command::SetLineup {
                    round,
                    team,
                    players,
                    handed_in: None
                }),
            (1u32..6).prop_map(|p| Command::RemovePlayer {
                player: PlayerId(p)
            }),
            (0u32..4).prop_map(|round| Command::ClearPairing { round }),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(COMMAND_CASES))]

        /// Whatever sequence of commands is applied, every state `apply` lets through passes
        /// the integrity check the loader applies and survives the snapshot round trip, so a
        /// tournament kup wrote is never set aside as impossible.
        #[test]
        fn every_state_apply_reaches_is_loadable(commands in proptest::collection::vec(command(), 1..40)) {
            let mut t = Tournament::new(
                kup::core::TournamentInfo { name: "Fuzz".into(), ..Default::default() },
                kup::core::Regulation::preset("szs-pokal-2018").unwrap(),
            );
            for (i, c) in commands.into_iter().enumerate() {
                let before = t.clone();
                if apply(&mut t, c).is_err() {
                    prop_assert_eq!(&t, &before, "a refused command changed the state");
                    continue;
                }
                let text = Snapshot::render(i as u64, &label_as_written("fuzz"), &t);
                let back = Snapshot::parse(&text);
                prop_assert!(back.is_ok(), "{:?}", back.err());
                prop_assert_eq!(&back.unwrap().tournament, &t);
            }
        }
    }

    /// Words the command-line fuzzer builds argument lists from: subcommands, flags, and
    /// values good and bad. `@` stands for the tournament directory.
    const WORDS: &[&str] = &[
        "team",
        "player",
        "add",
        "edit",
        "remove",
        "move",
        "withdraw",
        "pair",
        "lineup",
        "result",
        "undo",
        "redo",
        "show",
        "check",
        "presets",
        "regulation",
        "@",
        "@",
        "--team",
        "--player",
        "--name",
        "--round",
        "--match",
        "--board",
        "--score",
        "--manual",
        "--players",
        "--to",
        "--from-round",
        "--fide-id",
        "--fide-rating",
        "--born",
        "--override-lock",
        "--read-only",
        "--",
        "-+",
        "+-",
        "1-0",
        "1/2",
        "clear",
        "0",
        "1",
        "2",
        "3",
        "9",
        "-1",
        "99999999999",
        "1-2,3-4",
        "1-2,3",
        "2.5-1.5",
        "4-4",
        "1,2,3,4",
        "Čolak, Ivan",
        "",
        " ",
        "ŠK",
        "kzz-2015",
        "x\u{0}y",
        "\u{202e}",
    ];

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(CLI_CASES))]

        /// Random command lines over a real tournament: clap parses or refuses, the command
        /// runs or is refused; never a panic, and the tournament stays loadable.
        #[test]
        fn the_command_line_survives_random_arguments(picks in proptest::collection::vec(0..WORDS.len(), 1..9)) {
            let (_scratch, dir) = fixture_in_process();
            let mut args = vec![std::ffi::OsString::from("kup")];
            args.extend(picks.iter().map(|&i| match WORDS[i] {
                "@" => dir.clone().into_os_string(),
                word => word.into(),
            }));
            if let Ok(cli) = Cli::try_parse_from(arguments(args))
                && let Run::Command(command) = cli.run
            {
                let _ = run(command, kup::i18n::Lang::En);
            }
            let snapshot = Snapshot::read(&dir.join(CURRENT));
            prop_assert!(snapshot.is_ok(), "{:?}", snapshot.err());
        }
    }

    /// The fixture built in-process (no kup processes): cheaper for hundreds of cases.
    fn fixture_in_process() -> (tempfile::TempDir, PathBuf) {
        let scratch = tempfile::tempdir().unwrap();
        let dir = scratch.path().join("cup");
        let regulation = kup::core::Regulation::preset("kzz-2015").unwrap();
        let info = kup::core::TournamentInfo {
            name: "Fuzz".into(),
            ..Default::default()
        };
        let mut store = Store::create(&dir, Tournament::new(info, regulation)).unwrap();
        for name in ["A", "B", "C"] {
            store
                .execute(Command::AddTeam {
                    name: name.into(),
                    club: String::new(),
                    city: String::new(),
                })
                .unwrap();
        }
        store
            .execute(Command::AddPlayer {
                team: TeamId(1),
                data: kup::core::PlayerData {
                    surname: "Čolak".into(),
                    registered: true,
                    ..Default::default()
                },
            })
            .unwrap();
        (scratch, dir)
    }
}

// ---- dropped terminal ----

/// The pid of the kup holding the tournament's lock, once it has taken it (the lock file
/// names the holder; it still names the last CLI run until the new holder writes itself).
fn holder_pid(dir: &Path, not: &str) -> Option<u32> {
    let text = fs::read_to_string(dir.join("lock")).ok()?;
    let pid: u32 = text.split_whitespace().nth(1)?.parse().ok()?;
    (text != not && Path::new(&format!("/proc/{pid}")).exists()).then_some(pid)
}

/// Whether process `pid` is gone (or only a zombie waiting to be reaped). Every thread is
/// looked at: the first one turns zombie while another may still be ending (in an fsync,
/// say), and the process's files, its lock among them, close only with the last.
fn is_gone(pid: u32) -> bool {
    let Ok(threads) = fs::read_dir(format!("/proc/{pid}/task")) else {
        return true;
    };
    threads.flatten().all(|thread| {
        fs::read_to_string(thread.path().join("stat")).map_or(true, |stat| {
            stat.rsplit(')')
                .next()
                .unwrap_or("")
                .trim_start()
                .starts_with('Z')
        })
    })
}

fn wait_for<T>(what: &str, mut probe: impl FnMut() -> Option<T>) -> T {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        if let Some(found) = probe() {
            return found;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "timed out waiting for {what}"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

/// The full-screen kup in a tmux pane loses its terminal three ways: the pane is closed
/// (tmux kill-session: the pty goes, SIGHUP), SIGHUP alone, SIGTERM. Each time the process
/// is gone within seconds (no orphan spinning on a dead terminal), the lock is free, and the
/// tournament opens with its state as saved.
#[test]
fn a_dropped_terminal_leaves_the_state_saved_and_the_process_gone() {
    if Process::new("tmux").arg("-V").output().is_err() {
        eprintln!("tmux is not installed; CI installs it (.ci/run)");
        return;
    }
    for (case, how) in ["kill-session", "HUP", "TERM"].iter().enumerate() {
        let (_scratch, dir) = fixture();
        let saved = fs::read(dir.join(CURRENT)).unwrap();
        let stale_lock = fs::read_to_string(dir.join("lock")).unwrap();
        // A server of our own, so that no one else's tmux is touched.
        let socket = format!("kup-test-{}-{case}", std::process::id());
        let tmux = |args: &[&str]| {
            Process::new("tmux")
                .args(["-L", &socket])
                .args(args)
                .output()
                .unwrap()
        };
        let shell = format!("TERM=xterm-256color {KUP} {}", path(&dir));
        let started = tmux(&[
            "new-session",
            "-d",
            "-s",
            "kup",
            "-x",
            "80",
            "-y",
            "24",
            &shell,
        ]);
        assert!(started.status.success(), "{}", stderr(&started));
        let pid = wait_for("the full-screen kup to take the lock", || {
            holder_pid(&dir, &stale_lock)
        });
        match *how {
            "kill-session" => assert!(tmux(&["kill-session", "-t", "kup"]).status.success()),
            signal => {
                let sent = Process::new("kill")
                    .args([&format!("-{signal}"), &pid.to_string()])
                    .status()
                    .unwrap();
                assert!(sent.success());
            }
        }
        wait_for("kup to exit", || is_gone(pid).then_some(()));
        tmux(&["kill-server"]);
        let store = Store::open(&dir).expect("the lock is free and the tournament opens");
        assert_eq!(fs::read(dir.join(CURRENT)).unwrap(), saved, "{how}");
        assert_eq!(store.seq(), 8, "{how}");
    }
}

/// The store's test modules, run again by [`the_store_tests_pass_with_each_accelerator_switched_off`].
const STORE_TESTS: [&str; 6] = [
    "journal::",
    "store_edges::",
    "kept_open::",
    "write_behind::",
    "commit_journal::",
    "reliability::",
];

/// The plain path keeps every promise the fast one does: the store's tests again, with each
/// accelerator switched off in a run of this test binary of its own (the accelerators are
/// read once per process).
#[test]
fn the_store_tests_pass_with_each_accelerator_switched_off() {
    use kup::store::{Accelerators, PLAIN_PATH_ENV};
    let this = std::env::current_exe().unwrap();
    // All at once: the runs mostly wait on fsync, which overlaps.
    let runs: Vec<_> = Accelerators::NAMES
        .into_iter()
        .map(|name| {
            let run = Process::new(&this)
                .args(STORE_TESTS)
                .args(["--skip", "the_store_tests_pass_with_each_accelerator"])
                .args(["--skip", "reliability::fuzz", "-q"])
                .env(PLAIN_PATH_ENV, name)
                .stdout(Stdio::piped())
                .stderr(Stdio::null())
                .spawn()
                .unwrap();
            (name, run)
        })
        .collect();
    for (name, run) in runs {
        let run = run.wait_with_output().unwrap();
        assert!(
            run.status.success(),
            "with {name} off:\n{}",
            String::from_utf8_lossy(&run.stdout)
        );
    }
}
