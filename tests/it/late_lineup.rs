//! A lineup change handed in late. szs-pokal-2018 točka 3: "spremembo ekipe za posamezna
//! kola pa je potrebno pisno oddati glavnemu sodniku 30 minut pred začetkom tega kola –
//! sicer mora ekipa dvoboj igrati z osnovno postavo" (the change for a round is handed to
//! the chief arbiter in writing 30 minutes before it starts; otherwise the team must play
//! the match with its base lineup). The county cups set windows for changes and say
//! nothing of a late one (kzz-2015 čl. 6): there it is kept and flagged.

use chrono::{DateTime, FixedOffset};

use crate::common::teams_of_players;
use kup::app::pair::pair_command;
use kup::core::rules::LateLineup;
use kup::core::{Command, Tournament, TournamentInfo, apply};
use kup::i18n::Lang;

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
