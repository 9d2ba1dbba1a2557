//! The exit statuses `kup --help` documents, one test each on the real binary, and a reader
//! that stops reading: a script tells by the status whether to retry, report or stop.

use std::process::{Command, Output, Stdio};

use crate::common::{five_team_cup, kup, new_event, ok, on_disk, s};
use kup::core::GameResult;
use kup::store::{CURRENT, Store};

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// kup in English with its standard output going to `stdout`.
fn kup_to(args: &[&str], stdout: impl Into<Stdio>) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kup"))
        .env("LC_ALL", "C")
        .env("KUP_CONFIG", "/nonexistent/kup-config.ron")
        .args(args)
        .stdin(Stdio::null())
        .stdout(stdout)
        .output()
        .expect("kup runs")
}

/// kup writing into a pipe whose reader is gone before it starts, as `| head -1` leaves
/// it once head has its line: every write fails with a broken pipe.
fn kup_into_closed_pipe(args: &[&str]) -> Output {
    let (reader, writer) = std::io::pipe().expect("pipe");
    drop(reader);
    kup_to(args, writer)
}

/// A five-team cup with round 1 paired, in a temp dir.
fn paired_cup() -> (tempfile::TempDir, std::path::PathBuf) {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = tmp.path().join("cup");
    five_team_cup(&dir);
    ok(&["pair", s(&dir)]);
    (tmp, dir)
}

#[test]
fn a_reader_that_stops_reading_ends_the_run_quietly_with_status_0() {
    let (_tmp, dir) = paired_cup();
    let d = s(&dir);
    for args in [
        vec!["show", d],
        vec!["standings", d],
        vec!["pairings", d, "--format", "json"],
        vec!["presets"],
        vec!["man"],
    ] {
        let out = kup_into_closed_pipe(&args);
        assert_eq!(out.status.code(), Some(0), "kup {args:?}: {out:?}");
        assert_eq!(stderr(&out), "", "kup {args:?}");
    }
    // A change whose confirmation nobody reads is made all the same.
    let out = kup_into_closed_pipe(&[
        "result", d, "--round", "1", "--match", "1", "--board", "1", "1-0",
    ]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_ne!(
        on_disk(&dir).rounds[0].matches[0].boards[0].result,
        GameResult::NotPlayed
    );
}

#[test]
fn exit_status_0_when_the_command_is_done() {
    let (_tmp, dir) = paired_cup();
    let out = kup(&["show", s(&dir)]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(!out.stdout.is_empty());
}

#[test]
fn exit_status_1_when_check_finds_rule_violations() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = tmp.path().join("cup");
    five_team_cup(&dir);
    // Teams without players break the regulation's minimum roster.
    let out = kup(&["check", s(&dir)]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(stderr(&out).contains("rule violation"), "{}", stderr(&out));
}

#[test]
fn exit_status_2_for_a_command_line_no_command_takes() {
    let (_tmp, dir) = paired_cup();
    let d = s(&dir);
    let before = std::fs::read(dir.join(CURRENT)).expect("snapshot");
    for args in [
        vec!["standings", d, "--no-such-option"],
        vec!["standings"],
        vec!["player", "add", d, "--team", "x", "--name", "Horvat, Ivo"],
        vec![
            "result", d, "--round", "1", "--match", "1", "--board", "1", "3-0",
        ],
    ] {
        let out = kup(&args);
        assert_eq!(out.status.code(), Some(2), "kup {args:?}: {out:?}");
    }
    assert_eq!(std::fs::read(dir.join(CURRENT)).expect("snapshot"), before);
}

#[test]
fn exit_status_3_when_a_rule_refuses_the_command_and_nothing_changes() {
    let (_tmp, dir) = paired_cup();
    let d = s(&dir);
    let before = std::fs::read(dir.join(CURRENT)).expect("snapshot");
    // A late entry kzz-2015 does not admit; a result for a round not paired.
    for (args, phrase) in [
        (
            vec!["team", "add", d, "--name", "ŠK Krapina"],
            "admits no late entries",
        ),
        (
            vec![
                "result", d, "--round", "3", "--match", "1", "--board", "1", "1-0",
            ],
            "round",
        ),
    ] {
        let out = kup(&args);
        assert_eq!(out.status.code(), Some(3), "kup {args:?}: {out:?}");
        assert!(stderr(&out).contains(phrase), "{}", stderr(&out));
    }
    assert_eq!(std::fs::read(dir.join(CURRENT)).expect("snapshot"), before);
    let fresh = tempfile::tempdir().expect("tmp");
    let cup = fresh.path().join("cup");
    new_event(s(&cup), "kzz-2015");
    ok(&["team", "add", s(&cup), "--name", "ŠK Zabok"]);
    let out = kup(&["team", "add", s(&cup), "--name", "šk zabok"]);
    assert_eq!(out.status.code(), Some(3), "{out:?}");
    assert!(stderr(&out).contains("already called"), "{}", stderr(&out));
    assert_eq!(kup(&["redo", s(&cup)]).status.code(), Some(3));
}

#[test]
fn exit_status_4_when_a_file_cannot_be_read_or_written() {
    let (tmp, dir) = paired_cup();
    let missing = tmp.path().join("no-such-cup");
    let out = kup(&["show", s(&missing)]);
    assert_eq!(out.status.code(), Some(4), "{out:?}");
    assert!(stderr(&out).contains("no-such-cup"), "{}", stderr(&out));
    let nowhere = tmp.path().join("no-such-dir").join("standings.txt");
    let out = kup(&[
        "export",
        s(&dir),
        "--format",
        "txt",
        "--what",
        "standings",
        "-o",
        s(&nowhere),
    ]);
    assert_eq!(out.status.code(), Some(4), "{out:?}");
    let broken = tmp.path().join("broken.trf");
    std::fs::write(&broken, "012 not a team event\n").expect("write");
    let out = kup(&[
        "import",
        "trf",
        s(&broken),
        s(&tmp.path().join("imported")),
        "--preset",
        "kzz-2015",
    ]);
    assert_eq!(out.status.code(), Some(4), "{out:?}");
    // Output that cannot be written, with no change behind it.
    let full = std::fs::File::create("/dev/full").expect("/dev/full");
    let out = kup_to(&["show", s(&dir)], full);
    assert_eq!(out.status.code(), Some(4), "{out:?}");
    assert!(stderr(&out).contains("standard output"), "{}", stderr(&out));
}

/// Neither output can be written: nobody is told, and the status still says what
/// happened (4: the output failed; 6: the change behind it was saved), never a panic's 101.
#[test]
fn a_run_whose_outputs_both_fail_ends_with_its_documented_status() {
    let (_tmp, dir) = paired_cup();
    let d = s(&dir);
    let both_full = |args: &[&str]| {
        let full = || std::fs::File::create("/dev/full").expect("/dev/full");
        Command::new(env!("CARGO_BIN_EXE_kup"))
            .env("LC_ALL", "C")
            .env("KUP_CONFIG", "/nonexistent/kup-config.ron")
            .args(args)
            .stdin(Stdio::null())
            .stdout(full())
            .stderr(full())
            .status()
            .expect("kup runs")
    };
    assert_eq!(both_full(&["show", d]).code(), Some(4));
    let entered = both_full(&[
        "result", d, "--round", "1", "--match", "1", "--board", "1", "1-0",
    ]);
    assert_eq!(entered.code(), Some(6));
    let board = on_disk(&dir).rounds[0].matches[0].boards[0].result;
    assert_eq!(board, kup::core::GameResult::WhiteWins);
}

#[test]
fn exit_status_5_when_another_kup_holds_the_tournament() {
    let (_tmp, dir) = paired_cup();
    let d = s(&dir);
    let holder = Store::open(&dir).expect("this test takes the lock");
    let out = Command::new(env!("CARGO_BIN_EXE_kup"))
        .env("LC_ALL", "C")
        .env("KUP_CONFIG", "/nonexistent/kup-config.ron")
        .env("KUP_LOCK_WAIT", "0")
        .args(["team", "add", d, "--name", "ŠK Krapina"])
        .output()
        .expect("kup runs");
    assert_eq!(out.status.code(), Some(5), "{out:?}");
    drop(holder);
    assert!(!on_disk(&dir).teams.iter().any(|t| t.name == "ŠK Krapina"));
}

/// A script that retries a failed command would enter a saved change twice. The
/// change is on disk; stderr says so in the reader's language.
#[test]
fn exit_status_6_when_the_output_fails_after_the_change_was_saved() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = tmp.path().join("cup");
    five_team_cup(&dir);
    let d = s(&dir);
    for (lang, team, said) in [
        (
            "en",
            "ŠK Krapina",
            "the change WAS saved; do not enter it again",
        ),
        (
            "hr",
            "ŠK Čazma",
            "promjena JE spremljena; ne unosite je ponovno",
        ),
        (
            "sl",
            "ŠK Šoštanj",
            "sprememba JE shranjena; ne vnašajte je znova",
        ),
    ] {
        let full = std::fs::File::create("/dev/full").expect("/dev/full");
        let args = ["--lang", lang, "team", "add", d, "--name", team];
        let out = kup_to(&args, full);
        assert_eq!(out.status.code(), Some(6), "{out:?}");
        assert!(stderr(&out).contains(said), "{lang}: {}", stderr(&out));
        assert!(on_disk(&dir).teams.iter().any(|t| t.name == team), "{lang}");
    }
}

#[test]
fn the_help_and_the_man_page_list_every_exit_status() {
    let help = ok(&["--help"]);
    let man = ok(&["man"]);
    for line in [
        "  0  done",
        "  1  kup check found rule violations",
        "  2  the command line is wrong",
        "  3  a rule or the tournament",
        "  4  a file could not be read or written",
        "  5  another kup holds the tournament",
        "  6  the change WAS saved",
    ] {
        assert!(help.contains(line), "{line}\n{help}");
        assert!(man.contains(line), "{line}");
    }
    let hr = crate::common::ok_lang(&["--lang", "hr", "--help"]);
    assert!(hr.contains("Izlazni status:") && hr.contains("  6  promjena JE spremljena"));
}
