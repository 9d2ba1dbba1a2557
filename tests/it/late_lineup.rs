//! A lineup change handed in late. szs-pokal-2018 točka 3: "spremembo ekipe za posamezna
//! kola pa je potrebno pisno oddati glavnemu sodniku 30 minut pred začetkom tega kola –
//! sicer mora ekipa dvoboj igrati z osnovno postavo" (the change for a round is handed to
//! the chief arbiter in writing 30 minutes before it starts; otherwise the team must play
//! the match with its base lineup). The county cups set windows for changes and say
//! nothing of a late one (kzz-2015 čl. 6): there it is kept and flagged.

use chrono::{DateTime, FixedOffset};

use crate::common::{
    ctrl, hall_app, on_disk, press, sample_copy, screen, teams_of_players, type_keys,
};
use kup::app::pair::pair_command;
use kup::core::lineup::lineup_deadline;
use kup::core::rules::LateLineup;
use kup::core::{Command, Tournament, TournamentInfo, apply};
use kup::i18n::Lang;
use kup::tui::views::StatusKind;
use ratatui::crossterm::event::KeyCode;

fn at(text: &str) -> DateTime<FixedOffset> {
    DateTime::parse_from_rfc3339(text).unwrap()
}

/// Six teams of six players under `preset`, round 1 paired.
fn event(preset: &str) -> Tournament {
    let info = TournamentInfo {
        name: "Test".into(),
        ..Default::default()
    };
    let mut t = teams_of_players(info, preset, (6, 6), |_, _, _| {});
    let pair = pair_command(&t, 1, 7, None).unwrap();
    apply(&mut t, pair).unwrap();
    t
}

/// The lineup of team 1 for round 1: roster positions `positions` (1-based).
fn lineup(t: &Tournament, positions: &[usize], handed_in: &str) -> Command {
    let team = &t.teams[0];
    Command::SetLineup {
        round: 1,
        team: team.id,
        players: positions.iter().map(|p| team.roster[p - 1].id).collect(),
        handed_in: Some(at(handed_in)),
    }
}

#[test]
fn szs_3_a_change_handed_in_after_the_deadline_is_refused_and_the_base_lineup_plays() {
    let mut t = event("szs-pokal-2018");
    assert_eq!(t.regulation.late_lineup, LateLineup::BaseLineupPlays);
    // Round 1 starts on 1 June 2018 at 17:00: a change is due by 16:30.
    let before = t.clone();
    let refused = apply(
        &mut t,
        lineup(&before, &[1, 2, 3, 5], "2018-06-01T16:45:00+02:00"),
    )
    .expect_err("a late change");
    assert_eq!(t, before, "the state is unchanged");
    let said = refused.render(Lang::En);
    assert!(said.starts_with("lineup: "), "{said}");
    assert!(said.contains("szs-pokal-2018 točka 3"), "{said}");
    assert!(said.contains("ŠK 1 plays with its base lineup"), "{said}");
    assert!(!said.contains("chief arbiter"), "{said}");
    let sl = refused.render(Lang::Sl);
    assert!(
        sl.contains("sicer mora ekipa dvoboj igrati z osnovno postavo"),
        "{sl}"
    );
    // What plays is the base lineup: the first four of the roster.
    let team = t.teams[0].id;
    assert_eq!(t.effective_lineup(0, team), t.base_lineup(team));
    // The base lineup handed in late changes nothing, so it is no late change.
    apply(
        &mut t,
        lineup(&before, &[1, 2, 3, 4], "2018-06-01T16:45:00+02:00"),
    )
    .unwrap();
    // A change handed in by 16:30 plays.
    let mut t = before.clone();
    apply(
        &mut t,
        lineup(&before, &[1, 2, 3, 5], "2018-06-01T16:30:00+02:00"),
    )
    .unwrap();
    let fifth = t.teams[0].roster[4].id;
    assert!(t.effective_lineup(0, team).contains(&fifth));
}

/// szs-pokal-2018 točka 3 in the full-screen program: a change handed in on time but typed
/// in after the deadline keeps the time the arbiter types for it (`t`, as `kup lineup
/// --handed-in`), and is not refused as if it had come when it was typed.
#[test]
fn szs_3_a_form_typed_in_after_the_deadline_keeps_the_time_it_was_handed_in() {
    let event = sample_copy("szs-pokal-2018");
    let mut app = hall_app(event.path(), at("2018-06-01T16:50:00+02:00"), Lang::En);
    press(&mut app, KeyCode::F(2));
    // ŠK Komenda's lineup (table 1; the cursor opens on the first board without a
    // result): board 4's player out, the fifth of the roster in.
    press(&mut app, KeyCode::Home);
    type_keys(&mut app, "ljjj j ");
    press(&mut app, KeyCode::Enter);
    let status = app.status();
    assert_eq!(status.kind, StatusKind::Error, "{}", status.text);
    assert!(
        status.text.contains("plays with its base lineup"),
        "{}",
        status.text
    );
    let before = on_disk(event.path());
    // No time of day is refused, naming the field, and the field stays open.
    type_keys(&mut app, "t");
    ctrl(&mut app, 'u');
    type_keys(&mut app, "16:2x");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.status().text,
        "handed in at (HH:MM): '16:2x' is not a time of day such as 09:30"
    );
    assert_eq!(on_disk(event.path()), before, "nothing saved");
    press(&mut app, KeyCode::Backspace);
    type_keys(&mut app, "0");
    press(&mut app, KeyCode::Enter);
    let shown = screen(&mut app, 80, 24);
    assert!(shown.contains(" handed in: 16:20 "), "{shown}");
    // The match has results, so the change of board 4 is asked about first.
    press(&mut app, KeyCode::Enter);
    type_keys(&mut app, "y");
    assert_eq!(
        app.status().kind,
        StatusKind::Saved,
        "{}",
        app.status().text
    );
    let t = on_disk(event.path());
    let komenda = &t.teams[0];
    let lineup = t.rounds[0].lineup(komenda.id).expect("handed in");
    assert_eq!(lineup.handed_in, Some(at("2018-06-01T16:20:00+02:00")));
    assert!(
        t.effective_lineup(0, komenda.id)
            .contains(&komenda.roster[4].id)
    );
}

#[test]
fn kzz_6_a_late_change_is_kept_and_flagged_for_the_chief_arbiter() {
    // kzz-2015 čl. 6: "Predaja izmjena osnovnih sastava vrši se od 9,00 do 9,15 sati" for
    // the morning rounds, and nothing about a change handed in after.
    let mut t = event("kzz-2015");
    assert_eq!(t.regulation.late_lineup, LateLineup::Flagged);
    let change = lineup(&t, &[1, 2, 3, 5], "2015-02-15T09:20:00+01:00");
    apply(&mut t, change).unwrap();
    let team = t.teams[0].id;
    let fifth = t.teams[0].roster[4].id;
    assert!(t.effective_lineup(0, team).contains(&fifth));
    let found: Vec<String> = kup::app::check::check(&t)
        .iter()
        .map(|v| v.render(Lang::En))
        .collect();
    let late = found
        .iter()
        .find(|v| v.contains("was handed in at"))
        .unwrap_or_else(|| panic!("{found:?}"));
    assert!(!late.contains("base lineup"), "{late}");
}

/// Team 1's lineup for round 1 handed in at `at`, accepted.
fn hand_in(t: &mut Tournament, positions: &[usize], at: &str) {
    let command = lineup(t, positions, at);
    apply(t, command).unwrap();
}

/// What `kup check` says of team 1's lineups.
fn lineup_findings(t: &Tournament) -> Vec<String> {
    kup::app::check::check(t)
        .iter()
        .map(|v| v.render(Lang::En))
        .filter(|v| v.contains("lineup"))
        .collect()
}

#[test]
fn kzz_6_a_change_handed_in_before_the_window_opens_is_flagged() {
    // kzz-2015 čl. 6: "Predaja izmjena osnovnih sastava vrši se od 9,00 do 9,15 sati za kola
    // koja su na rasporedu u jutarnjem terminu": round 1 starts at 9:30, its window is
    // 9:00 to 9:15, and a change at 8:55 is outside it as much as one at 9:20.
    let mut t = event("kzz-2015");
    hand_in(&mut t, &[1, 2, 3, 5], "2015-02-15T08:55:00+01:00");
    let found = lineup_findings(&t);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].contains("before the window opened")
            && found[0].contains("from 2015-02-15 09:00 to 2015-02-15 09:15"),
        "{found:?}"
    );
    hand_in(&mut t, &[1, 2, 3, 5], "2015-02-15T09:05:00+01:00");
    assert_eq!(lineup_findings(&t), Vec::<String>::new());
}

#[test]
fn kzz_6_the_base_lineup_handed_in_outside_the_window_is_no_change() {
    // kzz-2015 čl. 6: "Ako ekipa ne nastupa u osnovnom sastavu, kapetan ... obvezan je ...
    // predati izmjenu osnovnog sastava": only a change is due in the window.
    let mut t = event("kzz-2015");
    for at in ["2015-02-15T08:30:00+01:00", "2015-02-15T09:25:00+01:00"] {
        hand_in(&mut t, &[1, 2, 3, 4], at);
        assert_eq!(lineup_findings(&t), Vec::<String>::new(), "handed in {at}");
    }
}

#[test]
fn kzz_6_a_moved_round_takes_its_window_along() {
    // Round 1 moved from 9:30 to 10:30: the window "od 9,00 do 9,15" keeps its distance
    // from the start, 10:00 to 10:15.
    let mut t = event("kzz-2015");
    let moved = Command::SetSchedule {
        round: 1,
        start: Some(at("2015-02-15T10:30:00+01:00")),
        venue: String::new(),
    };
    apply(&mut t, moved).unwrap();
    assert_eq!(
        lineup_deadline(&t, 0),
        Some(at("2015-02-15T10:15:00+01:00"))
    );
    hand_in(&mut t, &[1, 2, 3, 5], "2015-02-15T10:05:00+01:00");
    assert_eq!(lineup_findings(&t), Vec::<String>::new());
    hand_in(&mut t, &[1, 2, 3, 5], "2015-02-15T09:05:00+01:00");
    let found = lineup_findings(&t);
    assert!(
        found.len() == 1 && found[0].contains("before the window opened"),
        "{found:?}"
    );
}

#[test]
fn bpz_6_a_change_for_round_5_is_due_before_the_match() {
    // bpz-2025 čl. 7 gives round 5 no time for lineups ("od 11,45 sati do 13,45 sati peto
    // kolo"), so čl. 6 holds: "kapetan je obvezan sucu prije meča predati izmjenu osnovnog
    // sastava", by the match's start, moved with it.
    let mut t = event("bpz-2025");
    assert_eq!(
        lineup_deadline(&t, 4),
        Some(at("2025-01-19T11:45:00+01:00"))
    );
    let moved = Command::SetSchedule {
        round: 5,
        start: Some(at("2025-01-19T12:15:00+01:00")),
        venue: String::new(),
    };
    apply(&mut t, moved).unwrap();
    assert_eq!(
        lineup_deadline(&t, 4),
        Some(at("2025-01-19T12:15:00+01:00"))
    );
}

#[test]
fn bpz_7_round_1_sets_a_last_moment_and_no_opening() {
    // bpz-2025 čl. 7: "do 08,50 sati prijava sastava ekipe za prvo kolo": a change at any
    // time before 8:50 is in time, one at 8:55 late.
    let mut t = event("bpz-2025");
    hand_in(&mut t, &[1, 2, 3, 5], "2025-01-17T20:00:00+01:00");
    assert_eq!(lineup_findings(&t), Vec::<String>::new());
    hand_in(&mut t, &[1, 2, 3, 5], "2025-01-18T08:55:00+01:00");
    let found = lineup_findings(&t);
    assert!(
        found.len() == 1 && found[0].contains("was handed in at 2025-01-18 08:55"),
        "{found:?}"
    );
}
