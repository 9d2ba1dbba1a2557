//! The headless CLI, driven as an arbiter would drive it: create a tournament from every
//! preset, fill it, pair by hand, enter results, undo and redo, and read the state back
//! from disk.

use std::path::Path;

use crate::common::{five_team_cup, kup, new_event, ok, on_disk, preset_day, s};

use kup::core::{GameResult, HalfPoints};
use kup::store::CURRENT;

/// Runs kup and requires failure with `phrase` on stderr and the tournament file unchanged.
fn fails(dir: &Path, args: &[&str], phrase: &str) {
    let before = std::fs::read(dir.join(CURRENT)).expect("snapshot");
    let out = kup(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "kup {args:?} should fail");
    assert!(
        stderr.contains(phrase),
        "kup {args:?}: '{stderr}' lacks '{phrase}'"
    );
    assert_eq!(
        std::fs::read(dir.join(CURRENT)).expect("snapshot"),
        before,
        "a refused command changed the file"
    );
}

#[test]
fn presets_lists_the_five_regulations() {
    let out = ok(&["presets"]);
    for id in [
        "kzz-2015",
        "mzz-2012",
        "bpz-2025",
        "hss-kadeti-2009",
        "szs-pokal-2018",
    ] {
        assert!(out.contains(id), "{id} missing from:\n{out}");
    }
    // A preset printed as RON reads back as the same regulation (the arbiter's custom copy).
    let text = ok(&["regulation", "szs-pokal-2018"]);
    let copy = kup::core::Regulation::from_ron(&text).expect("printed preset parses");
    assert_eq!(
        copy,
        kup::core::Regulation::preset("szs-pokal-2018").expect("preset")
    );
}

#[test]
fn a_tournament_from_every_preset_runs_a_round_from_the_command_line() {
    let tmp = tempfile::tempdir().expect("tmp");
    for preset in [
        "kzz-2015",
        "mzz-2012",
        "bpz-2025",
        "hss-kadeti-2009",
        "szs-pokal-2018",
    ] {
        let dir = tmp.path().join(preset);
        let d = s(&dir);
        ok(&[
            "new",
            d,
            "--preset",
            preset,
            "--date",
            preset_day(preset),
            "--name",
            "Kup Čakovec",
        ]);
        for team in ["ŠK Đakovo", "ŠK Čazma", "ŠK Žminj"] {
            ok(&["team", "add", d, "--name", team, "--city", "Zagreb"]);
        }
        for team in ["1", "2", "3"] {
            for (i, name) in ["Čolak, Ivan", "Ćosić, Ana", "Đurić, Luka", "Šimić, Željko"]
                .iter()
                .enumerate()
            {
                let rating = (2100 - 50 * i).to_string();
                ok(&[
                    "player",
                    "add",
                    d,
                    "--team",
                    team,
                    "--name",
                    name,
                    "--fide-rating",
                    &rating,
                    "--fed",
                    "CRO",
                    "--born",
                    "1995",
                ]);
            }
        }
        ok(&["pair", d, "--round", "1", "--manual", "1-3,2"]);
        for (board, result) in ["1-0", "1/2", "0-1", "+-"].iter().enumerate() {
            let b = (board + 1).to_string();
            ok(&[
                "result", d, "--round", "1", "--match", "1", "--board", &b, result,
            ]);
        }
        let t = on_disk(&dir);
        assert_eq!(t.info.name, "Kup Čakovec");
        assert_eq!(t.regulation.id, preset);
        assert_eq!(t.teams[0].roster[1].full_name(), "Ćosić, Ana");
        let m = &t.rounds[0].matches[0];
        assert_eq!((m.home, m.away), (t.teams[0].id, t.teams[2].id));
        assert_eq!(t.rounds[0].bye, Some(t.teams[1].id));
        let results: Vec<GameResult> = m.boards.iter().map(|b| b.result).collect();
        assert_eq!(
            results,
            vec![
                GameResult::WhiteWins,
                GameResult::Draw,
                GameResult::BlackWins,
                GameResult::WhiteForfeitWin
            ]
        );
        let shown = ok(&["show", d]);
        assert!(shown.contains("1-0 ½-½ 0-1 +-"), "{shown}");
        assert!(shown.contains("bye: ŠK Čazma"), "{shown}");
    }
}

#[test]
fn undo_and_redo_walk_the_history_across_processes() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = tmp.path().join("cup");
    let d = s(&dir);
    ok(&["new", d, "--preset", "kzz-2015", "--date", "2015-02-15"]);
    ok(&["team", "add", d, "--name", "ŠK Zabok"]);
    ok(&["team", "add", d, "--name", "ŠK Krapina"]);
    assert_eq!(
        ok(&["undo", d]).trim(),
        "undone: team ŠK Krapina added as number 2"
    );
    assert_eq!(on_disk(&dir).teams.len(), 1);
    assert_eq!(
        ok(&["redo", d]).trim(),
        "redone: team ŠK Krapina added as number 2"
    );
    assert_eq!(on_disk(&dir).teams.len(), 2);
    fails(&dir, &["redo", d], "nothing to redo");
    ok(&["undo", d]);
    // A new change after an undo discards what could have been redone.
    ok(&["team", "add", d, "--name", "ŠK Oroslavje"]);
    fails(&dir, &["redo", d], "nothing to redo");
    let names: Vec<String> = on_disk(&dir).teams.iter().map(|t| t.name.clone()).collect();
    assert_eq!(names, ["ŠK Zabok", "ŠK Oroslavje"]);
    // Back past both teams to the tournament as created: there the history begins.
    ok(&["undo", d]);
    ok(&["undo", d]);
    fails(&dir, &["undo", d], "nothing to undo");
    assert!(on_disk(&dir).teams.is_empty());
}

#[test]
fn match_scores_and_board_edits_from_the_command_line() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = tmp.path().join("cup");
    let d = s(&dir);
    new_event(d, "hss-kadeti-2009");
    ok(&["team", "add", d, "--name", "ŠK Podravka"]);
    ok(&["team", "add", d, "--name", "ŠK Podsused"]);
    ok(&["pair", d, "--round", "1", "--manual", "2-1"]);
    ok(&[
        "result", d, "--round", "1", "--match", "1", "--score", "2½-1½",
    ]);
    let score = on_disk(&dir).rounds[0].matches[0]
        .score_only
        .expect("score");
    assert_eq!((score.home, score.away), (HalfPoints(5), HalfPoints(3)));
    ok(&[
        "result", d, "--round", "1", "--match", "1", "--score", "1,5-2,5",
    ]);
    let score = on_disk(&dir).rounds[0].matches[0]
        .score_only
        .expect("score");
    assert_eq!((score.home, score.away), (HalfPoints(3), HalfPoints(5)));
    ok(&[
        "result", d, "--round", "1", "--match", "1", "--score", "clear",
    ]);
    assert_eq!(on_disk(&dir).rounds[0].matches[0].score_only, None);
}

#[test]
fn bad_input_is_refused_with_the_field_and_the_rule() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = tmp.path().join("cup");
    let d = s(&dir);
    let out = kup(&["new", d, "--preset", "kzz-2016"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown preset 'kzz-2016'"));
    assert!(!dir.exists(), "nothing is created for an unknown preset");
    ok(&["new", d, "--preset", "kzz-2015", "--date", "2015-02-15"]);
    let out = kup(&["new", d, "--preset", "kzz-2015", "--date", "2015-02-15"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("already holds a tournament"));
    ok(&["team", "add", d, "--name", "ŠK Zabok"]);
    ok(&["team", "add", d, "--name", "ŠK Krapina"]);
    fails(
        &dir,
        &["team", "add", d, "--name", "šk zabok"],
        "team name: another team is already called",
    );
    fails(
        &dir,
        &["player", "add", d, "--team", "3", "--name", "Horvat, Ivo"],
        "no team has starting number 3",
    );
    fails(
        &dir,
        &[
            "player",
            "add",
            d,
            "--team",
            "1",
            "--name",
            "Horvat, Ivo",
            "--fed",
            "Croatia",
        ],
        "federation",
    );
    fails(
        &dir,
        &[
            "player", "move", d, "--team", "1", "--player", "1", "--to", "2",
        ],
        "roster positions 1 to 0",
    );
    fails(
        &dir,
        &["pair", d, "--manual", "1-x"],
        "'x' in '1-x' is not a starting number",
    );
    fails(
        &dir,
        &["pair", d, "--manual", "1,2"],
        "only one team can have the bye",
    );
    fails(&dir, &["pair", d, "--manual", "1-1"], "is paired twice");
    ok(&["pair", d, "--manual", "1-2"]);
    fails(
        &dir,
        &[
            "result", d, "--round", "1", "--match", "1", "--board", "1", "2-0",
        ],
        "'2-0' is not a result",
    );
    fails(
        &dir,
        &[
            "result", d, "--round", "1", "--match", "2", "--board", "1", "1-0",
        ],
        "table: round 1 has tables 1 to 1",
    );
    fails(
        &dir,
        &[
            "result", d, "--round", "1", "--match", "1", "--score", "3-2",
        ],
        "more than 4 boards",
    );
    fails(
        &dir,
        &[
            "result", d, "--round", "1", "--match", "1", "--score", "abc",
        ],
        "not a match score",
    );
    fails(
        &dir,
        &["lineup", d, "--round", "1", "--team", "1", "--players", "1"],
        "roster positions are 1 to 0",
    );
    let missing = tmp.path().join("nowhere");
    let out = kup(&["show", s(&missing)]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("holds no tournament"));
}

#[test]
fn check_reports_violations_with_exit_status_one() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = tmp.path().join("cup");
    let d = s(&dir);
    ok(&["new", d, "--preset", "kzz-2015", "--date", "2015-02-15"]);
    ok(&["team", "add", d, "--name", "ŠK Zabok"]);
    let out = kup(&["check", d]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("team 1 (ŠK Zabok) has 0"), "{stdout}");
    for i in 0..4 {
        ok(&[
            "player",
            "add",
            d,
            "--team",
            "1",
            "--name",
            &format!("Igrač {i}"),
            "--national-rating",
            "1500",
        ]);
    }
    let out = kup(&["check", d]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
}

/// Five teams of kzz-2015 (a Swiss), 1 and 3 of one club kept apart. Round 1 by hand
/// (C.04.6): the bye to 5 (3.4: all on 0, none played, largest TPN); the bracket 1-4 in
/// identifier order would be 1-3, 2-4 (identifier 1 2 3 4), forbidden, so 1-4, 2-3
/// (1 2 4 3); colours by 4.3.1 with the initial-colour White: 1 (odd) White, in 2-3 the
/// first-team 2 (even) Black, so 3-2; tables by GHR 3.6 (equal scores: smaller TPN first).
#[test]
fn pairings_as_tsv_and_the_explanation_of_a_round_with_teams_kept_apart() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = tmp.path().join("cup");
    let d = s(&dir);
    five_team_cup(&dir);
    assert_eq!(ok(&["forbid", d]), "no forbidden pairings\n");
    ok(&["forbid", d, "--teams", "1,3"]);
    assert_eq!(ok(&["forbid", d]), "rounds 1-: 1 ŠK Zabok, 3 ŠK Čakovec\n");
    fails(&dir, &["forbid", d, "--teams", "3,1"], "already kept apart");
    ok(&["pair", d, "--initial-colour", "white"]);
    assert_eq!(
        ok(&["pairings", d, "--format", "tsv"]),
        "round\ttable\twhite_no\tblack_no\twhite\tblack\tscore\n\
         1\t1\t1\t4\tŠK Zabok\tŠK Ludbreg\t\n\
         1\t2\t3\t2\tŠK Čakovec\tŠK Đakovo\t\n\
         1\t\t5\t\tŠK Žminj\t\tbye\n"
    );
    let explained = ok(&["pair", d, "--explain", "--round", "1"]);
    for line in [
        "Bye: team 5 (C.04.6 3.4",
        "Scoregroup 0 MP: teams 1, 2, 3, 4",
        "  pairs 1-4, 2-3 (identifier 1 2 4 3, C.04.6 3.6)",
        "pair teams kept apart (record 260)",
        "Colours 1-4: 4.3.1",
        "Colours 3-2: 4.3.1",
    ] {
        assert!(explained.contains(line), "'{line}' missing:\n{explained}");
    }
    assert!(!explained.contains("differs"), "{explained}");
    // Once every board is decided the score column has the game points, first-named team
    // first: Zabok White on 1 and 3 wins both, draws board 2, and wins board 4 with White's
    // opponent losing (0-1 is a Black win, and Zabok has Black there): 3.5-0.5.
    for (board, result) in [("1", "1-0"), ("2", "1/2"), ("3", "1-0"), ("4", "0-1")] {
        ok(&[
            "result", d, "--round", "1", "--match", "1", "--board", board, result,
        ]);
    }
    let tsv = ok(&["pairings", d, "--format", "tsv", "--round", "1"]);
    assert!(
        tsv.contains("1\t1\t1\t4\tŠK Zabok\tŠK Ludbreg\t3.5-0.5\n"),
        "{tsv}"
    );
    // Cleared, and the clearing undone: the ban is back.
    ok(&["forbid", d, "--teams", "1,3", "--clear"]);
    assert!(on_disk(&dir).kept_apart.is_empty());
    ok(&["undo", d]);
    assert_eq!(on_disk(&dir).kept_apart.len(), 1);
}

#[test]
fn the_legacy_team_mode_is_chosen_at_creation_or_before_round_one_and_then_fixed() {
    use kup::core::rules::SwissPairing;
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = tmp.path().join("cup");
    let d = s(&dir);
    ok(&[
        "new",
        d,
        "--preset",
        "kzz-2015",
        "--date",
        "2015-02-15",
        "--swiss-pairing",
        "dutch",
    ]);
    assert_eq!(
        on_disk(&dir).regulation.swiss_pairing,
        SwissPairing::DutchLegacy
    );
    assert_eq!(
        ok(&["swiss-pairing", d]),
        "legacy team mode: the FIDE Dutch system (C.04.3) applied to teams by match points\n"
    );
    // Changed back and forth before round 1: one command each, undone like any other.
    assert_eq!(
        ok(&["swiss-pairing", d, "team-swiss"]),
        "pairing system: FIDE Swiss team pairing system (C.04.6)\n"
    );
    assert_eq!(
        on_disk(&dir).regulation.swiss_pairing,
        SwissPairing::TeamSwiss
    );
    ok(&["undo", d]);
    assert_eq!(
        on_disk(&dir).regulation.swiss_pairing,
        SwissPairing::DutchLegacy
    );
    for name in ["ŠK Zabok", "ŠK Krapina", "ŠK Đakovo"] {
        ok(&["team", "add", d, "--name", name]);
    }
    ok(&["pair", d, "--seed", "1"]);
    let explained = ok(&["pair", d, "--round", "1", "--explain"]);
    assert!(
        explained.contains("legacy team mode: FIDE C.04.3"),
        "{explained}"
    );
    // Once round 1 is paired the system is fixed, in the reader's language too.
    fails(
        &dir,
        &["swiss-pairing", d, "team-swiss"],
        "pairing system: the pairing system is fixed once round 1 is paired",
    );
    fails(
        &dir,
        &["--lang", "hr", "swiss-pairing", d, "team-swiss"],
        "sustav sparivanja: sustav sparivanja utvrđen je kad je 1. kolo spareno",
    );
    // A round robin is paired by the Berger tables: nothing to choose.
    let rr = tmp.path().join("rr");
    let out = kup(&[
        "new",
        s(&rr),
        "--preset",
        "hss-kadeti-2009",
        "--date",
        "2009-12-27",
        "--swiss-pairing",
        "dutch",
    ]);
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("pairing system: a round robin is paired by the Berger tables"),
        "{out:?}"
    );
    assert!(!rr.exists(), "nothing is created for a refused choice");
}

/// The journal names who made a change by the account's name in the system's user
/// database, also where the session's environment has no `$USER` (some SSH set-ups).
#[test]
fn the_journal_names_the_account_without_user_in_the_environment() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = tmp.path().join("cup");
    five_team_cup(&dir);
    let account = std::process::Command::new("id")
        .arg("-un")
        .output()
        .expect("id runs");
    let account = String::from_utf8_lossy(&account.stdout).trim().to_string();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_kup"))
        .env_remove("USER")
        .env_remove("LOGNAME")
        .env("LC_ALL", "C")
        .env("KUP_CONFIG", "/nonexistent/kup-config.ron")
        .args(["undo", s(&dir)])
        .output()
        .expect("kup runs");
    assert!(out.status.success(), "{out:?}");
    let journal = std::fs::read_to_string(dir.join(kup::store::JOURNAL_FILE)).expect("the journal");
    let last = journal.lines().last().expect("a record");
    assert!(last.contains(&format!("who:\"{account}\"")), "{last}");
    assert!(
        !account.is_empty() && !last.contains("who:\"unknown\""),
        "{last}"
    );
}

/// Entering the result a board already has changes nothing, so nothing is journaled and
/// `kup undo` undoes the change before it, as the full-screen program refuses the same key.
#[test]
fn a_result_the_board_already_has_is_no_change_and_is_not_journaled() {
    let dir = crate::common::sample_copy("kzz-2015");
    let d = s(dir.path());
    let board = ["result", d, "--round", "1", "--match", "1", "--board", "1"];
    let journal = || std::fs::read_to_string(dir.path().join(kup::store::JOURNAL_FILE)).unwrap();
    ok(&[&board[..], &["0-1"]].concat());
    let before = journal();
    let said = ok(&[&board[..], &["0-1"]].concat());
    assert_eq!(
        said,
        "round 1, table 1, board 1 already reads 0-1: nothing changed\n"
    );
    assert_eq!(journal(), before, "no record for a no-op");
    let undone = ok(&["undo", d]);
    assert!(undone.contains("round 1"), "{undone}");
    ok(&[&board[..], &["0-1"]].concat());
    assert_ne!(journal(), before, "after the undo, 0-1 is a change again");
}
