//! The real `kup` binary in a real terminal (`common::tmux`): the tests type keys, read the
//! screen and read `tournament.ron` on disk after every key, and check that the terminal
//! is restored. Skipped (with a message) where tmux is missing; `.ci/run` installs it.

use std::process::Command;

use crate::common::saved;
use crate::common::tmux::{Session, tmux_available};
use kup::core::GameResult;
use kup::store::{CURRENT, Snapshot, Store};

/// Table 5 (ŠK Pregrada against ŠK Mače) has no results in the sample. Four keys enter
/// its four boards, each on disk when its key has been handled; then undo, every tab, a
/// resize below 80x24 and back, and quit with the terminal as it was.
#[test]
fn four_keys_enter_a_match_in_the_real_binary() {
    if !tmux_available() {
        eprintln!("tmux is not installed: end-to-end test skipped");
        return;
    }
    // A minute past the default time: the countdown has stopped, so q quits at once
    // (at 10:00:00 itself whether q asks depended on how fast the keys went in).
    let s = Session::start_with_clock("--clock 2015-02-15T10:01:00+01:00");
    s.wait_for_text("ŠK Pregrada");
    assert_eq!(s.format("#{alternate_on}"), "1");
    s.keys(&["g", "5", "Enter"]);
    s.wait_for_text("table 5");

    let output = s.path().join("output");
    s.tmux(&[
        "pipe-pane",
        "-o",
        "-t",
        "0",
        &format!("cat >> {}", output.display()),
    ]);
    use GameResult::*;
    let mut expected = vec![NotPlayed; 4];
    let mut first_key_bytes = 0;
    // A key and the status read as the board's row, Pregrada's player first with his
    // colour; on disk the result is in chess notation (White first).
    for (i, (key, result, notation)) in [
        ("1", WhiteWins, "W 1-0 B"),
        ("0", WhiteWins, "B 0-1 W"),
        ("=", Draw, "W ½-½ B"),
        ("+", BlackForfeitWin, "B +- W"),
    ]
    .into_iter()
    .enumerate()
    {
        let before = s.settled_bytes();
        s.keys(&[key]);
        expected[i] = result;
        s.wait_for_text(&format!(
            "saved: round 1, table 5, board {}: {notation}",
            i + 1
        ));
        assert_eq!(s.results(5), expected, "on disk after key {key}");
        if i == 0 {
            first_key_bytes = s.settled_bytes() - before;
        }
    }
    eprintln!("bytes written to the terminal for one result key: {first_key_bytes}");
    // A full repaint of 80x24 is more than 1920 bytes; ratatui's diff sends the changed
    // cells only (the board row, the match score, the cursor and the status line).
    assert!(
        first_key_bytes > 0 && first_key_bytes < 1920,
        "{first_key_bytes}"
    );
    let pregrada = s
        .screen()
        .lines()
        .find(|l| l.contains("ŠK Pregrada"))
        .unwrap()
        .to_string();
    assert!(
        pregrada.contains("2½ : 1½") && pregrada.contains("2:0"),
        "{pregrada}"
    );

    s.keys(&["u"]);
    s.wait_for_text("undone: round 1, table 5, board 4: B +- W");
    expected[3] = NotPlayed;
    assert_eq!(s.results(5), expected);

    for (key, text) in [
        ("F1", "Teams (10)"),
        ("F3", "players not yet at the board"),
        ("F4", "Standings after round 1"),
        ("F5", "Tiebreak chain"),
        ("Tab", "Teams (10)"),
        ("BTab", "Tiebreak chain"),
        ("F2", "ŠK Pregrada"),
    ] {
        s.keys(&[key]);
        s.wait_for_text(text);
    }

    s.tmux(&["resize-window", "-t", "0", "-x", "70", "-y", "20"]);
    s.wait_for_text("please enlarge it");
    s.tmux(&["resize-window", "-t", "0", "-x", "100", "-y", "30"]);
    s.wait_for_text("ŠK Pregrada");

    s.keys(&["q"]);
    s.assert_terminal_restored();
    assert_eq!(s.exit_status().as_deref(), Some("0"));
}

/// The SSH link drops: SIGHUP. The result entered is on disk, the terminal is restored, and
/// the tournament can be opened again at once (the writer's lock went with the process).
#[test]
fn sighup_during_a_session_loses_nothing() {
    if !tmux_available() {
        eprintln!("tmux is not installed: end-to-end test skipped");
        return;
    }
    let s = Session::start();
    s.wait_for_text("ŠK Pregrada");
    s.keys(&["g", "5", "Enter", "1"]);
    s.wait_for_text("saved: round 1, table 5, board 1: W 1-0 B");
    let shell = s.format("#{pane_pid}");
    let children =
        std::fs::read_to_string(format!("/proc/{shell}/task/{shell}/children")).unwrap_or_default();
    let kup = children
        .split_whitespace()
        .next()
        .expect("kup runs under the shell");
    let status = Command::new("kill").args(["-HUP", kup]).status().unwrap();
    assert!(status.success());
    s.assert_terminal_restored();
    // 128 + SIGHUP (1).
    assert_eq!(s.exit_status().as_deref(), Some("129"));
    assert_eq!(s.results(5)[0], GameResult::WhiteWins);
    Store::open(&s.path()).expect("the lock is free again");
}

/// The first countdown ("0:42") on the Clock tab.
fn first_countdown(screen: &str) -> Option<String> {
    screen
        .lines()
        .filter(|l| l.contains("ŠK Pregrada") || l.contains("ŠK Mače"))
        .find_map(|l| {
            l.split_whitespace()
                .find(|w| {
                    w.len() >= 4
                        && w.contains(':')
                        && w.chars().all(|c| c.is_ascii_digit() || c == ':')
                })
                .map(str::to_string)
        })
}

#[test]
fn the_clock_tab_counts_down_on_a_fast_clock_and_one_key_enters_the_forfeits() {
    if !tmux_available() {
        eprintln!("tmux is not installed: end-to-end test skipped");
        return;
    }
    // The kzz-2015 sample: round 1 is scheduled for 09:30, so the default time is 10:00;
    // table 5 (ŠK Pregrada v ŠK Mače) has no result and nobody at the board. The clock
    // starts at 09:59:00 and runs ten times fast: expiry is six real seconds away.
    let s = Session::start_with_clock("--clock 2015-02-15T09:59:00+01:00 --clock-speed 10");
    s.wait_for_text("ŠK Pregrada");
    s.keys(&["F3"]);
    s.wait_for_text("players not yet at the board");
    assert!(
        s.screen().contains("8 missing, next expiry 10:00"),
        "{}",
        s.screen()
    );

    // The countdown runs without a key being pressed.
    let first = first_countdown(&s.screen()).expect("a countdown");
    s.wait_until("the countdown to move", |s| {
        first_countdown(&s.screen()).is_some_and(|now| now != first)
    });

    // `a`: the cursor's player (table 5, board 1, White) is at the board, before 10:00.
    s.keys(&["a"]);
    let arrived = || saved(&s.path()).and_then(|t| t.rounds[0].matches[4].boards[0].white_arrived);
    s.wait_until("the arrival on disk", |_| arrived().is_some());
    let limit = chrono::DateTime::parse_from_rfc3339("2015-02-15T10:00:00+01:00").unwrap();
    assert!(arrived().unwrap() < limit);

    // After 10:00 the four boards are due (board 1: Black absent; 2-4: both); `f` enters
    // them in one change.
    s.wait_for_text("EXPIRED");
    s.wait_for_text("4 forfeits due");
    s.keys(&["f"]);
    use GameResult::*;
    let expected = vec![WhiteForfeitWin, DoubleForfeit, DoubleForfeit, DoubleForfeit];
    s.wait_until("the forfeits on disk", |s| s.results(5) == expected);
    s.wait_for_text("Nobody is missing");
    assert!(!s.screen().contains("missing, "), "{}", s.screen());

    // One undo takes the whole confirmation back.
    s.keys(&["u"]);
    s.wait_until("the forfeits undone", |s| {
        s.results(5) == vec![NotPlayed; 4]
    });
    s.keys(&["q"]);
    s.assert_terminal_restored();
}

/// The next round paired from the keyboard: finish table 5 of round 1, `p`, then `y`;
/// `tournament.ron` holds round 2 with its seed, and with no countdown running (round 2 has
/// not started) `q` quits at once.
#[test]
fn p_then_y_pairs_the_next_round_in_the_real_binary() {
    if !tmux_available() {
        eprintln!("tmux is not installed: end-to-end test skipped");
        return;
    }
    let s = Session::start();
    s.wait_for_text("ŠK Pregrada");
    s.keys(&["g", "5", "Enter"]);
    s.wait_for_text("table 5");
    for (board, key) in ["1", "=", "0", "1"].into_iter().enumerate() {
        s.keys(&[key]);
        s.wait_for_text(&format!("saved: round 1, table 5, board {}", board + 1));
    }
    let paired = |s: &Session| saved(&s.path());
    s.keys(&["p"]);
    s.wait_for_text("pair round 2 now? y = pair");
    assert_eq!(paired(&s).unwrap().paired_rounds(), 1, "nothing before y");
    s.keys(&["y"]);
    s.wait_for_text("saved: round 2 paired automatically");
    let t = paired(&s).unwrap();
    assert_eq!(t.paired_rounds(), 2);
    assert_eq!(t.rounds[1].matches.len(), 5);
    assert!(t.rounds[1].seed.is_some(), "the lot's seed is recorded");
    assert!(s.screen().contains("Round 2 of 5"));
    s.keys(&["q"]);
    s.assert_terminal_restored();
    assert_eq!(s.exit_status().as_deref(), Some("0"));
}

/// The tournament form in a real terminal: Ctrl-E from the Round tab, the venue edited
/// with the cursor keys (Home, an arrow, Delete at the cursor), Enter; the venue is on disk
/// once the status line says saved.
#[test]
fn the_tournament_form_edits_the_venue_with_the_cursor_keys() {
    if !tmux_available() {
        eprintln!("tmux is not installed: end-to-end test skipped");
        return;
    }
    // Past the default time, so that q quits at once.
    let s = Session::start_with_clock("--clock 2015-02-15T10:01:00+01:00");
    s.wait_for_text("ŠK Pregrada");
    s.keys(&["C-e"]);
    s.wait_for_text("Enter save");
    // Name, the first and last day, the venue ("Zabok").
    s.keys(&["Down", "Down", "Home"]);
    s.keys(&["-l", "Dom kulturx "]);
    // The cursor is before "Zabok": two to the left stands on the "x", which Delete takes.
    s.keys(&["Left", "Left", "Delete", "e"]);
    s.wait_for_text("Dom kulture Zabok");
    s.keys(&["Enter"]);
    s.wait_for_text("saved: tournament details and schedule entered");
    let venue = saved(&s.path()).unwrap().info.venue;
    assert_eq!(venue, "Dom kulture Zabok");
    s.keys(&["q"]);
    s.assert_terminal_restored();
}

/// `kup DIR` on a tournament whose file is broken (its five changes are in no checkpoint,
/// only in the journal): before the screen opens, kup names the checkpoint recovery
/// restores and that journal.ron brings back the changes confirmed after it, so nothing is
/// lost; `d` (Croatian yes) recovers by `kup recover`'s code and opens the event, saying so.
#[test]
fn the_door_offers_recovery_of_a_broken_file_and_opens_the_event() {
    if !tmux_available() {
        eprintln!("tmux is not installed: end-to-end test skipped");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    crate::common::five_team_cup(dir.path());
    // Created (0, the one checkpoint) and five teams added: ŠK Žminj, the fifth, made 5.
    std::fs::write(dir.path().join(CURRENT), "(format_version: 1, seq: 5, lab").unwrap();
    let s = Session::start_in(dir, "--lang hr --clock 2015-02-15T09:00:00+01:00");
    s.wait_for_text("Vratiti snimku 5 i otvoriti turnir? [D/n]");
    let offer = s.screen();
    assert!(offer.contains("premješten je u"), "{offer}");
    assert!(offer.contains("Oporavak vraća snimku 0"), "{offer}");
    assert!(
        offer.contains("journal.ron vraća 5 potvrđenih promjena nakon nje, do snimke 5."),
        "{offer}"
    );
    assert!(!offer.contains("Gubi se"), "{offer}");
    assert!(
        !s.path().join(CURRENT).exists(),
        "nothing restored before the answer"
    );
    s.keys(&["d", "Enter"]);
    s.wait_for_text("snimka 5");
    let t = Snapshot::read(&s.path().join(CURRENT)).unwrap();
    assert_eq!(t.seq, 5);
    assert_eq!(t.tournament.teams.len(), 5);
    let set_aside = std::fs::read_dir(s.path())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("tournament.ron.broken-")
        })
        .count();
    assert_eq!(set_aside, 1, "the broken file is kept beside");
    assert!(s.screen().contains("ŠK Žminj"), "{}", s.screen());
    s.keys(&["q"]);
    s.assert_terminal_restored();
    assert_eq!(s.exit_status().as_deref(), Some("0"));
}
