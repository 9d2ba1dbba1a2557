//! The slips of a tired arbiter's keys, in the real binary at 80x24 (`common::tmux`): a
//! result lands on the board the arbiter means, a result entered already is never replaced
//! unasked, and a change that moves results or rests on a replaced one says so first.
//! Each test reads the journal (what was committed) and the screen.

use std::path::Path;

use crate::common::tmux::{Session, tmux_available};
use crate::common::{ok, on_disk};
use kup::core::GameResult;
use kup::store::CURRENT;

/// The records of `journal.ron`, one a line (absent before the first change).
fn journal(dir: &Path) -> Vec<String> {
    std::fs::read_to_string(dir.join("journal.ron"))
        .map(|text| text.lines().map(str::to_string).collect())
        .unwrap_or_default()
}

/// The sample at 10:01, a minute past the default time, so that no countdown runs and `q`
/// quits at once; `None` where tmux is missing.
fn sample() -> Option<Session> {
    if !tmux_available() {
        eprintln!("tmux is not installed: end-to-end test skipped");
        return None;
    }
    let s = Session::start_with_clock("--clock 2015-02-15T10:01:00+01:00");
    s.wait_for_text("ŠK Pregrada");
    Some(s)
}

/// Enters table 5 of the sample's round 1 (the only one without results), key by key.
fn finish_round_one(s: &Session) {
    s.keys(&["g", "5", "Enter"]);
    s.wait_for_text("table 5");
    for (board, key) in ["1", "=", "0", "1"].into_iter().enumerate() {
        s.keys(&[key]);
        s.wait_for_text(&format!("saved: round 1, table 5, board {}", board + 1));
    }
}

/// `p` and `y`: round 2 paired.
fn pair_round_two(s: &Session) {
    s.keys(&["p"]);
    s.wait_for_text("pair round 2 now?");
    s.keys(&["y"]);
    s.wait_for_text("saved: round 2 paired automatically");
}

/// The line of the screen holding `text`.
fn line_with(s: &Session, text: &str) -> String {
    let screen = s.screen();
    screen
        .lines()
        .find(|l| l.contains(text))
        .unwrap_or_else(|| panic!("no line with {text}:\n{screen}"))
        .to_string()
}

/// The key that enters `result` (chess notation) on an odd board, where the first-named
/// team's player has White and the row reads as the notation.
fn key_for(result: GameResult) -> &'static str {
    match result {
        GameResult::WhiteWins => "1",
        GameResult::BlackWins => "0",
        GameResult::Draw => "=",
        GameResult::WhiteForfeitWin => "+",
        GameResult::BlackForfeitWin => "-",
        GameResult::DoubleForfeit => "*",
        other => panic!("no key for {other:?}"),
    }
}

/// Round 1 of the sample has results on tables 1 to 4: opened, the cursor is on table 5
/// board 1, the first board without one, so the first key enters it there and table 1's
/// result stands.
#[test]
fn the_round_tab_opens_on_the_first_board_without_a_result() {
    let Some(s) = sample() else { return };
    let table_1 = s.results(1);
    s.keys(&["1"]);
    s.wait_for_text("saved: round 1, table 5, board 1: W 1-0 B");
    assert_eq!(s.results(1), table_1);
    let records = journal(&s.path());
    assert_eq!(records.len(), 1, "{records:?}");
    assert!(
        records[0].contains("SetResult(round:1,table:5,board:1,result:WhiteWins)"),
        "{}",
        records[0]
    );
}

/// A round whose boards all have results: from table 1 board 1, a run of keys asks before
/// the first replacement and replaces nothing unless `y` answers; the result a board has
/// already changes nothing (no record, nothing to undo) and the cursor moves on; a
/// correction answered with `y` is saved and the cursor moves on to the next board.
#[test]
fn keys_on_a_complete_round_do_not_overwrite_its_results_in_a_run() {
    let Some(s) = sample() else { return };
    finish_round_one(&s);
    let records = journal(&s.path()).len();
    let table_1 = s.results(1);
    s.keys(&["Home"]);
    for _ in 0..4 {
        s.keys(&["*"]);
    }
    s.wait_for_text("cancelled: nothing changed");
    s.keys(&["*"]);
    s.wait_for_text("correction: round 1, table 1, board 1 reads");
    s.keys(&["n"]);
    s.wait_for_text("cancelled: nothing changed");
    assert_eq!(s.results(1), table_1, "no result replaced");
    assert_eq!(journal(&s.path()).len(), records);

    // The result board 1 has: no change, and the cursor on board 2.
    s.keys(&[key_for(table_1[0])]);
    s.wait_for_text("round 1, table 1, board 1 already reads");
    assert_eq!(
        journal(&s.path()).len(),
        records,
        "a no-op is not journaled"
    );
    s.keys(&["*"]);
    s.wait_for_text("correction: round 1, table 1, board 2 reads");
    s.keys(&["y"]);
    s.wait_for_text("saved: round 1, table 1, board 2: B -- W");
    let now = journal(&s.path());
    assert_eq!(now.len(), records + 1);
    assert!(
        now[records].contains("board:2,result:DoubleForfeit"),
        "{}",
        now[records]
    );
    // On to board 3: its correction is asked about, not board 2's again.
    s.keys(&["*"]);
    s.wait_for_text("correction: round 1, table 1, board 3 reads");
    // Esc alone: with the next key it would read as Alt and that key.
    s.keys(&["Escape"]);
    s.wait_until("the question to close", |s| {
        !s.screen().contains("board 3 reads")
    });
    s.keys(&["q"]);
    s.assert_terminal_restored();
}

/// Round 2 paired, the cursor put on table 3, then `[` and `]` (and another tab and back):
/// entering round 2 again puts the cursor on its first board without a result, so the
/// next key enters table 1 board 1, not table 3's.
#[test]
fn entering_a_round_puts_the_cursor_on_its_first_board_without_a_result() {
    let Some(s) = sample() else { return };
    finish_round_one(&s);
    pair_round_two(&s);
    for leave in [["[", "]"], ["F1", "F2"]] {
        s.keys(&["g", "3", "Enter"]);
        s.wait_for_text("table 3");
        s.keys(&[leave[0]]);
        s.keys(&[leave[1]]);
        s.wait_for_text("Round 2 of 5");
        s.keys(&["1"]);
        s.wait_for_text("saved: round 2, table 1, board 1: W 1-0 B");
        s.keys(&["u"]);
        s.wait_for_text("undone: round 2, table 1, board 1");
    }
    let records = journal(&s.path());
    assert!(
        records
            .iter()
            .filter(|r| r.contains("SetResult(round:2"))
            .all(|r| r.contains("table:1,board:1,")),
        "{records:#?}"
    );
    s.keys(&["q"]);
    s.assert_terminal_restored();
}

/// Every match's boards shown (Enter) and the cursor at the end of round 1, then round 2
/// paired: the Round tab shows round 2 from its top, table 1's row included.
#[test]
fn after_pairing_the_round_tab_shows_table_1() {
    let Some(s) = sample() else { return };
    finish_round_one(&s);
    s.keys(&["Enter", "End"]);
    s.wait_for_text("ŠK Mače");
    pair_round_two(&s);
    let t = on_disk(&s.path());
    let first = t.rounds[1].matches[0].home;
    let name = &t.team(first).unwrap().name;
    let row = line_with(&s, &format!(") {name}"));
    assert!(row.trim_start_matches('│').starts_with("1 "), "{row}");
    assert_eq!(
        journal(&s.path()).last().map(|r| r.contains("PairRound")),
        Some(true)
    );
    s.keys(&["q"]);
    s.assert_terminal_restored();
}

/// Round 2 paired, then a round-1 board corrected so that the match's score changes: the
/// status line names the round paired on the old result and whose score changed, and
/// offers to discard it; `y` discards it and asks to pair it again, and `y` pairs it.
#[test]
fn a_correction_under_a_paired_round_says_so_and_offers_to_pair_again() {
    let Some(s) = sample() else { return };
    finish_round_one(&s);
    pair_round_two(&s);
    s.keys(&["[", "L"]);
    s.wait_for_text("earlier rounds unlocked");
    // Table 2: ŠK Klanjec 1-3 ŠK Krapina; board 1 turned the other way.
    s.keys(&["g", "2", "Enter"]);
    let board_1 = on_disk(&s.path()).rounds[0].matches[1].boards[0].result;
    let other = if board_1 == GameResult::BlackWins {
        "1"
    } else {
        "0"
    };
    s.keys(&[other]);
    s.wait_for_text("correction: round 1, table 2, board 1");
    s.keys(&["y"]);
    s.wait_for_text("Round 2 was paired on the old result");
    // The status line wraps: read it as one text.
    let said = s
        .screen()
        .split('\n')
        .skip(20)
        .collect::<Vec<_>>()
        .join(" ");
    for part in [
        "ŠK Krapina 2→1 MP, 3→2 GP",
        "ŠK Klanjec 0→1 MP, 1→2 GP",
        "discard its pairing",
    ] {
        assert!(said.contains(part), "{part}: {said}");
    }
    let records = journal(&s.path()).len();
    s.keys(&["y"]);
    s.wait_for_text("pair round 2 now?");
    let after = journal(&s.path());
    assert_eq!(after.len(), records + 1);
    assert!(
        after[records].contains("ClearPairing(round:2)"),
        "{}",
        after[records]
    );
    s.keys(&["y"]);
    s.wait_for_text("saved: round 2 paired automatically");
    assert_eq!(on_disk(&s.path()).paired_rounds(), 2);
    s.keys(&["q"]);
    s.assert_terminal_restored();
}

/// A phone penalty on board 1 of table 1, which ŠK Zabok's player had won: the board's
/// row reads the result the match score counts, marked as a penalty's.
#[test]
fn a_penalty_shows_on_its_board() {
    if !tmux_available() {
        eprintln!("tmux is not installed: end-to-end test skipped");
        return;
    }
    let dir = crate::common::sample_copy("kzz-2015");
    let d = dir.path().to_str().unwrap();
    let t = on_disk(dir.path());
    assert_eq!(
        t.rounds[0].matches[0].boards[0].result,
        GameResult::WhiteWins
    );
    ok(&[
        "penalty", "phone", d, "--round", "1", "--team", "1", "--board", "1",
    ]);
    let s = Session::start_in(dir, "--clock 2015-02-15T10:01:00+01:00");
    s.wait_for_text("ŠK Pregrada");
    s.keys(&["g", "1", "Enter"]);
    s.wait_for_text("table 1");
    let board = line_with(&s, "│  1 ");
    assert!(board.contains("0-1 pen"), "{board}");
    let table = line_with(&s, "ŠK Zabok");
    assert!(table.contains("1½ : 2½"), "{table}");
    assert!(
        journal(&s.path())
            .iter()
            .any(|r| r.contains("ImposePenalty"))
    );
    s.keys(&["q"]);
    s.assert_terminal_restored();
}

/// Table 5's lineups saved at 09:15; at 09:40 the same lineup saved again changes nothing
/// (its hand-in time stands, no record); a changed one asks which time holds, and `1`
/// keeps 09:15.
#[test]
fn saving_a_lineup_again_keeps_when_it_was_handed_in() {
    if !tmux_available() {
        eprintln!("tmux is not installed: end-to-end test skipped");
        return;
    }
    let dir = crate::common::sample_copy("kzz-2015");
    let path = dir.path().to_path_buf();
    let handed = |path: &Path| {
        let t = on_disk(path);
        let pregrada = t.rounds[0].matches[4].home;
        t.rounds[0].lineup(pregrada).and_then(|l| l.handed_in)
    };
    let s = Session::start_on(&path, "--clock 2015-02-15T09:15:00+01:00");
    s.wait_for_text("ŠK Pregrada");
    s.keys(&["g", "5", "Enter", "l"]);
    s.wait_for_text("Lineup, round 1");
    s.keys(&["Enter"]);
    s.wait_for_text("lineup of ŠK Pregrada for round 1 entered");
    let first = handed(&path).expect("a hand-in time");
    quit_from_lineup(&s);
    let records = journal(&path).len();
    drop(s);

    let s = Session::start_on(&path, "--clock 2015-02-15T09:40:00+01:00");
    s.wait_for_text("ŠK Pregrada");
    s.keys(&["g", "5", "Enter", "l"]);
    s.wait_for_text("Lineup, round 1");
    s.keys(&["Enter"]);
    s.wait_for_text("the lineup is the one saved: nothing changed");
    assert_eq!(journal(&path).len(), records);
    assert_eq!(handed(&path), Some(first));
    // Board 4's player out, the first reserve in.
    s.keys(&["Down", "Down", "Down", " ", "Down", " ", "Enter"]);
    s.wait_for_text("this changes the lineup handed in at 09:15: 1 = the change");
    assert_eq!(journal(&path).len(), records);
    s.keys(&["1"]);
    s.wait_for_text("lineup of ŠK Pregrada for round 1 entered");
    assert_eq!(journal(&path).len(), records + 1);
    assert_eq!(handed(&path), Some(first), "the hand-in time asked for");
    quit_from_lineup(&s);
    assert!(dir.path().join(CURRENT).exists());
}

/// Table 1 of round 1 has its results: a seating (`o`) that puts ŠK Zabok's board-1
/// player on board 4 names the results that change hands and saves only on `y`, as a
/// lineup (`l`) does.
#[test]
fn a_seating_that_moves_results_asks_first() {
    let Some(s) = sample() else { return };
    let records = journal(&s.path()).len();
    s.keys(&["g", "1", "Enter", "l"]);
    s.wait_for_text("Lineup, round 1: (1) ŠK Zabok");
    s.keys(&["o"]);
    s.wait_for_text("SEATING: choose");
    // The board-1 player out and in again: now the last.
    s.keys(&[" ", " ", "Enter"]);
    s.wait_for_text("round 1 has results; this seating gives them to other players: board 1:");
    assert_eq!(journal(&s.path()).len(), records);
    s.keys(&["n"]);
    s.wait_for_text("cancelled: nothing changed");
    assert_eq!(journal(&s.path()).len(), records);
    s.keys(&["Enter"]);
    s.wait_for_text("this seating gives them to other players");
    s.keys(&["y"]);
    s.wait_for_text("saved:");
    let after = journal(&s.path());
    assert_eq!(after.len(), records + 1);
    assert!(
        after[records].contains("RecordSeating"),
        "{}",
        after[records]
    );
    quit_from_lineup(&s);
}

/// Closes the lineup editor and quits (`q` asks while a round's countdown runs). Esc is sent alone: with the next key it would read as Alt and that key.
fn quit_from_lineup(s: &Session) {
    s.keys(&["Escape"]);
    s.wait_until("the lineup editor to close", |s| {
        !s.screen().contains("Lineup, round 1")
    });
    s.keys(&["q"]);
    s.wait_until("kup to quit or ask", |s| {
        s.exit_status().is_some() || s.screen().contains("quit anyway?")
    });
    if s.exit_status().is_none() {
        s.keys(&["y"]);
    }
    s.assert_terminal_restored();
}

/// Five teams entered without players: `p` names the teams it would seat with fewer
/// players than boards before it pairs, as `M` and `s` do, and pairs only on `y`.
#[test]
fn pairing_a_team_short_of_players_asks_first() {
    if !tmux_available() {
        eprintln!("tmux is not installed: end-to-end test skipped");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    crate::common::five_team_cup(dir.path());
    let s = Session::start_in(dir, "--clock 2015-02-15T08:00:00+01:00");
    s.wait_for_text("No round is paired yet");
    let records = journal(&s.path()).len();
    s.keys(&["p"]);
    s.wait_for_text("pair round 1 now? ŠK");
    let screen = s.screen();
    assert!(screen.contains("has 0 players for 4 boards"), "{screen}");
    assert_eq!(journal(&s.path()).len(), records);
    s.keys(&["n"]);
    s.wait_for_text("cancelled: nothing changed");
    assert_eq!(journal(&s.path()).len(), records);
    s.keys(&["p"]);
    s.wait_for_text("pair round 1 now?");
    s.keys(&["y"]);
    s.wait_for_text("saved: round 1 paired automatically");
    let after = journal(&s.path());
    assert_eq!(after.len(), records + 1);
    assert!(after[records].contains("PairRound"), "{}", after[records]);
    s.keys(&["q"]);
    s.assert_terminal_restored();
}

/// From the Clock tab the palette finds the commands of every view: "withdraw" finds the
/// Rosters tab's key with its description whole (wrapped, not cut) and its tab; Ctrl-U
/// clears the query; "penal" then runs the Round tab's penalties key there. Nothing is
/// written.
#[test]
fn the_palette_finds_every_views_commands_and_goes_to_their_view() {
    let Some(s) = sample() else { return };
    let records = journal(&s.path()).len();
    s.keys(&["F3"]);
    s.wait_for_text("players not yet at the board");
    s.keys(&[":"]);
    s.wait_for_text(" : _ ");
    s.type_text("withdraw");
    s.wait_for_text(" : withdraw_ ");
    let screen = s.screen();
    assert!(screen.contains("F1 Rosters"), "{screen}");
    assert!(
        screen.contains("withdrawal back"),
        "the description whole:\n{screen}"
    );
    s.keys(&["C-u"]);
    s.wait_for_text(" : _ ");
    s.type_text("penal");
    s.wait_for_text(" : penal_ ");
    s.keys(&["Enter"]);
    s.wait_for_text("Penalties (round 1)");
    assert_eq!(journal(&s.path()).len(), records);
    s.keys(&["Escape"]);
    s.wait_until("the panel to close", |s| {
        !s.screen().contains("Penalties (round 1)")
    });
    s.keys(&["q"]);
    s.assert_terminal_restored();
}

/// ŠK Mače (10) withdrawn from round 2: Rosters, the Round tab's match row, the Standings
/// and Tiebreaks tabs and `kup standings` mark it, in the reader's language.
#[test]
fn a_withdrawn_team_is_marked_wherever_teams_are_listed() {
    if !tmux_available() {
        eprintln!("tmux is not installed: end-to-end test skipped");
        return;
    }
    let dir = crate::common::sample_copy("kzz-2015");
    let d = dir.path().to_str().unwrap();
    ok(&["team", "withdraw", d, "--team", "10", "--from-round", "2"]);
    let text = ok(&["standings", d]);
    let row = text.lines().find(|l| l.contains("ŠK Mače")).unwrap();
    assert!(row.contains("ŠK Mače (withdrawn)"), "{text}");
    let hr = ok(&["standings", d, "--lang", "hr"]);
    assert!(hr.contains("ŠK Mače (povučena)"), "{hr}");
    let records = journal(dir.path()).len();
    let s = Session::start_in(dir, "--clock 2015-02-15T10:01:00+01:00 --lang hr");
    s.wait_for_text("ŠK Pregrada");
    assert!(line_with(&s, "ŠK Mače").contains("ŠK Mače povučena"));
    for key in ["F1", "F4", "F5"] {
        let before = s.screen();
        s.keys(&[key]);
        s.wait_until(key, |s| {
            s.screen() != before && s.screen().contains("ŠK Mače")
        });
        let row = line_with(&s, "ŠK Mače");
        assert!(row.contains("povučena"), "{key}: {row}");
    }
    assert_eq!(journal(&s.path()).len(), records);
    s.keys(&["q"]);
    s.assert_terminal_restored();
}
