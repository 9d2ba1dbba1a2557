//! A round robin's whole table is known before round 1 (FIDE C.05 Annex 1,
//! `docs/rules/fide-c05.md#rules`: "Round-robin pairings use the Berger tables of Annex 1", under
//! pairing numbers "drawn by lot ... before round 1"): its later rounds are paired, printed and
//! published ahead of the results, from the command line and the full-screen program alike, while
//! the clock keeps to the round in play. A Swiss still waits for the scores (C.04.6 1.2).

use std::path::Path;

use chrono::{DateTime, Duration, FixedOffset};
use ratatui::crossterm::event::KeyCode;

use crate::common::{
    assert_saved, five_team_cup, hall_app, kup, new_event, ok, on_disk, press, screen,
    teams_of_players, type_keys,
};
use kup::core::clock::{current_round, scheduled_start};
use kup::core::{TeamId, Tournament};
use kup::i18n::Lang;

/// The hss-kadeti-2009 final (a single round robin, 4 boards) with six teams: 5 rounds.
fn six_team_final(dir: &Path) {
    let d = dir.to_str().expect("utf-8 path");
    new_event(d, "hss-kadeti-2009");
    for name in ["Zagreb", "Split", "Rijeka", "Osijek", "Zadar", "Pula"] {
        ok(&["team", "add", d, "--name", name]);
    }
}

/// The published table for 5 or 6 teams, White first (C.05 Annex 1,
/// `docs/rules/fide-c05.md#tables`).
const SIX_TEAMS: [[(usize, usize); 3]; 5] = [
    [(1, 6), (2, 5), (3, 4)],
    [(6, 4), (5, 3), (1, 2)],
    [(2, 6), (3, 1), (4, 5)],
    [(6, 5), (1, 4), (2, 3)],
    [(3, 6), (4, 2), (5, 1)],
];

/// Round `round`'s matches as (first-named, second-named) teams.
fn matches(t: &Tournament, round: usize) -> Vec<(TeamId, TeamId)> {
    t.rounds[round - 1]
        .matches
        .iter()
        .map(|m| (m.home, m.away))
        .collect()
}

/// Round `round` of the published table under the pairing numbers drawn before round 1.
fn table(t: &Tournament, round: usize) -> Vec<(TeamId, TeamId)> {
    let numbers = &kup::pairing::pairing_numbers(t).expect("drawn").order;
    SIX_TEAMS[round - 1]
        .iter()
        .map(|&(white, black)| (numbers[white - 1], numbers[black - 1]))
        .collect()
}

fn minutes_after_start(t: &Tournament, round: u32, minutes: i64) -> DateTime<FixedOffset> {
    scheduled_start(t, round).expect("a schedule") + Duration::minutes(minutes)
}

#[test]
fn c05_a_round_robin_is_paired_ahead_by_its_berger_table_without_the_results_before() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    six_team_final(dir.path());
    ok(&["pair", d, "--seed", "7"]);
    // No result is entered: the table does not depend on any.
    for _ in 2..=5 {
        ok(&["pair", d]);
    }
    let t = on_disk(dir.path());
    assert_eq!(t.paired_rounds(), 5);
    for round in 1..=5 {
        assert_eq!(matches(&t, round), table(&t, round), "round {round}");
    }
    // There is no sixth round, and the refusal says so, not that scores are missing.
    let refused = kup(&["pair", d]);
    assert!(!refused.status.success());
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(!said.contains("C.04.6"), "{said}");
    assert!(said.contains("5 rounds"), "{said}");
    // Printed ahead: round 4's pairings.
    let printed = ok(&["pairings", d, "--round", "4"]);
    let name = |id: TeamId| t.team(id).unwrap().name.clone();
    for (home, away) in table(&t, 4) {
        let line = printed
            .lines()
            .find(|l| l.contains(&name(home)))
            .unwrap_or_else(|| panic!("{printed}"));
        assert!(line.contains(&name(away)), "{printed}");
    }
}

#[test]
fn c04_6_a_swiss_still_waits_for_the_scores_of_the_round_before() {
    // C.04.6 1.2: the scores decide the pairing, so round 2 waits for round 1's results.
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    five_team_cup(dir.path());
    ok(&["pair", d, "--seed", "7"]);
    let refused = kup(&["pair", d]);
    assert!(!refused.status.success());
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(
        said.contains("has no result yet") && said.contains("C.04.6 1.2"),
        "{said}"
    );
    assert_eq!(on_disk(dir.path()).paired_rounds(), 1);
}

#[test]
fn the_clock_watches_the_round_in_play_not_a_round_paired_ahead() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    six_team_final(dir.path());
    ok(&["pair", d, "--seed", "7"]);
    ok(&["pair", d]);
    ok(&["pair", d]);
    let t = on_disk(dir.path());
    assert_eq!(current_round(&t), Some(1));
    // Two hours into round 1, nobody recorded at a board: round 1's 12 boards are due as
    // forfeits; rounds 2 and 3, paired ahead, are not watched at all.
    let late = |at: DateTime<FixedOffset>| -> serde_json::Value {
        let at = at.to_rfc3339();
        serde_json::from_str(&ok(&["late", d, "--at", &at, "--format", "json"])).unwrap()
    };
    let during_round_one = minutes_after_start(&t, 1, 120);
    let report = late(during_round_one);
    assert_eq!(report["round"], 1);
    assert_eq!(report["forfeits_due"], 12);
    // Round 1 decided: the clock moves to round 2, whose default time is still ahead, so
    // nothing of it is due.
    for table in ["1", "2", "3"] {
        ok(&[
            "result", d, "--round", "1", "--match", table, "--score", "2-2",
        ]);
    }
    let t = on_disk(dir.path());
    assert_eq!(current_round(&t), Some(2));
    let report = late(during_round_one);
    assert_eq!(report["round"], 2);
    assert_eq!(report["forfeits_due"], 0);
    let expired = report["missing"].as_array().unwrap().iter();
    assert!(expired.filter(|m| m["expired"] == true).count() == 0);
    // Round 3 is reached only when round 2 is decided.
    assert!(minutes_after_start(&t, 3, 0) > minutes_after_start(&t, 2, 0));
}

#[test]
fn p_pairs_a_round_robin_ahead_in_the_full_screen_program() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    six_team_final(dir.path());
    ok(&["pair", d, "--seed", "7"]);
    let t = on_disk(dir.path());
    let mut app = hall_app(dir.path(), minutes_after_start(&t, 1, 10), Lang::En);
    // Round 1 has no result, and the question is asked all the same (naming the teams
    // entered without players, as every pairing does).
    type_keys(&mut app, "p");
    let asked = &app.status().text;
    assert!(
        asked.starts_with("pair round 2 now? ") && asked.ends_with(", any other key = no"),
        "{asked}"
    );
    type_keys(&mut app, "y");
    assert_saved(&app);
    let t = on_disk(dir.path());
    assert_eq!(t.paired_rounds(), 2);
    assert_eq!(matches(&t, 2), table(&t, 2));
    // The round just paired is shown under the header, which stays on the round in play.
    let shown = screen(&mut app, 80, 24);
    assert!(shown.contains("Round 1 of 5"), "{shown}");
    assert!(shown.contains("Round 2 of 5"), "{shown}");
    let name = |id: TeamId| t.team(id).unwrap().name.clone();
    let (home, away) = table(&t, 2)[0];
    let first_row = shown
        .lines()
        .find(|l| l.contains(&name(home)))
        .unwrap_or_else(|| panic!("{shown}"));
    assert!(first_row.contains(&name(away)), "{shown}");
    // `[` and `]` walk between the round in play and the round paired ahead.
    press(&mut app, KeyCode::Char('['));
    assert!(!screen(&mut app, 80, 24).contains("Round 2 of 5"));
    press(&mut app, KeyCode::Char(']'));
    assert!(screen(&mut app, 80, 24).contains("Round 2 of 5"));
    press(&mut app, KeyCode::Char(']'));
    assert_eq!(app.status().text, "round: rounds 1 to 2 are paired");
    // The Clock tab watches round 1.
    press(&mut app, KeyCode::F(3));
    let clock = screen(&mut app, 80, 24);
    assert!(
        clock.contains("Round 1: players not yet at the board"),
        "{clock}"
    );
}

#[test]
fn szs_2_a_round_paired_ahead_is_not_yet_played_by_its_base_lineup() {
    // szs-pokal-2018 točka 2: "V članski ekipi lahko nastopajo ... največ en tujec" (at most
    // one foreigner may play for a team). Team 1's base lineup has a foreigner on board 1;
    // for round 1 it fields another foreigner instead. Rounds 2 to 5, paired ahead, have
    // not been played, so the first foreigner has not played for the team.
    use kup::app::pair::pair_command;
    use kup::core::{Command, TournamentInfo, apply};
    let info = TournamentInfo {
        name: "Pokal".into(),
        federation: "SLO".into(),
        ..Default::default()
    };
    let mut t = teams_of_players(info, "szs-pokal-2018", (6, 5), |n, p, data| {
        let foreign = n == 1 && (p == 1 || p == 5);
        data.citizenship = if foreign { "CRO" } else { "SLO" }.into();
    });
    for round in 1..=5 {
        let pair = pair_command(&t, round, 7, None).unwrap();
        apply(&mut t, pair).unwrap();
    }
    let roster = &t.teams[0].roster;
    let lineup = Command::SetLineup {
        round: 1,
        team: t.teams[0].id,
        players: vec![roster[1].id, roster[2].id, roster[3].id, roster[4].id],
        handed_in: None,
    };
    if let Err(e) = apply(&mut t, lineup) {
        panic!("{}", e.render(Lang::En));
    }
}
