//! A team that announces it will miss a round. bpz-2025 čl. 7: "Ekipe koje su se prijavile
//! za natjecanja, ako u nekom kolu neće biti nazočne i to prijave glavnom sucu prije
//! početka toga kola neće se sparivati" (teams that will not be present in a round and say
//! so to the chief arbiter before it starts are not paired). The other four texts have no
//! such rule; every preset says what kup does, and that is what it does.

use crate::common::teams_of_players;
use kup::app::pair::pair_command;
use kup::core::rules::Source;
use kup::core::{Command, TeamId, Tournament, TournamentInfo, apply};
use kup::i18n::Lang;
use kup::scoring::standings::standings;

const PRESETS: [&str; 5] = [
    "kzz-2015",
    "mzz-2012",
    "bpz-2025",
    "hss-kadeti-2009",
    "szs-pokal-2018",
];

fn event(preset: &str, teams: u32) -> Tournament {
    let info = TournamentInfo {
        name: "Test".into(),
        ..Default::default()
    };
    teams_of_players(info, preset, (teams, 6), |_, _, _| {})
}

fn absent(t: &mut Tournament, round: u32, team: u32) -> Result<(), String> {
    let command = Command::SetAbsent {
        round,
        team: TeamId(team),
        absent: true,
    };
    apply(t, command)
        .map(|_| ())
        .map_err(|e| e.render(Lang::En))
}

#[test]
fn bpz_7_a_team_that_announced_its_absence_is_not_paired_and_scores_nothing() {
    let mut t = event("bpz-2025", 7);
    absent(&mut t, 1, 7).unwrap();
    let pair = pair_command(&t, 1, 7, None).unwrap();
    apply(&mut t, pair).unwrap();
    let round = &t.rounds[0];
    assert!(round.match_of(TeamId(7)).is_none(), "{round:?}");
    assert_eq!(round.matches.len(), 3, "the six others play");
    assert_eq!(round.bye, None, "six teams left: no bye");
    let row = standings(&t, 1)
        .rows
        .into_iter()
        .find(|r| r.team == TeamId(7))
        .unwrap();
    assert_eq!((row.match_points, row.game_points.as_f64()), (0, 0.0));
    let source = t.regulation.sources.get("absent");
    assert!(
        matches!(source, Some(Source::Assumption(why)) if why.contains("neće se sparivati")),
        "{source:?}"
    );
}

/// Every preset says where its rule for an absent team comes from (`kup regulation` prints
/// it), and a Swiss round leaves the absent team out and scores it the preset's award.
#[test]
fn every_preset_states_and_applies_its_absence_rule() {
    for preset in PRESETS {
        // Seven teams: a Swiss under every preset (szs-pokal-2018 točka 3: a round robin
        // "do vključno 6 ekip"), hss-kadeti-2009's final excepted, which is a round robin.
        let mut t = event(preset, 7);
        assert!(
            t.regulation.sources.contains_key("absent"),
            "{preset}: no source for the absence award"
        );
        if t.regulation.system.is_round_robin(7) {
            continue;
        }
        absent(&mut t, 1, 7).unwrap_or_else(|e| panic!("{preset}: {e}"));
        let pair = pair_command(&t, 1, 7, None).unwrap();
        apply(&mut t, pair).unwrap();
        assert!(t.rounds[0].match_of(TeamId(7)).is_none(), "{preset}");
        let row = standings(&t, 1)
            .rows
            .into_iter()
            .find(|r| r.team == TeamId(7))
            .unwrap();
        let award = t.regulation.absent;
        assert_eq!(
            (row.match_points, row.game_points.as_f64()),
            (award.match_points, award.game_points.as_f64()),
            "{preset}"
        );
    }
}

/// A round robin's rounds are paired ahead (C.05 Annex 1): an absence announced for a round
/// already paired cannot take the team out of the table, so it is refused, saying how the
/// match is decided instead, and nothing changes.
#[test]
fn szs_3_an_absence_for_a_round_paired_ahead_is_refused_with_the_way_out() {
    let mut t = event("szs-pokal-2018", 6);
    for round in 1..=2 {
        let pair = pair_command(&t, round, 7, None).unwrap();
        apply(&mut t, pair).unwrap();
    }
    let before = t.clone();
    let refused = absent(&mut t, 2, 6).unwrap_err();
    assert_eq!(t, before);
    assert!(
        refused.contains("round 2 is already paired") && refused.contains("enter a forfeit"),
        "{refused}"
    );
}

/// szs-pokal-2018 with four teams under pairing numbers 1-4 in entry order: the Berger
/// table (C.05 Annex 1) pairs R1 1-4, 2-3; R2 4-3, 1-2; R3 2-4, 3-1.
fn four_team_cup() -> Tournament {
    let mut t = event("szs-pokal-2018", 4);
    let order = t.teams.iter().map(|x| x.id).collect();
    apply(&mut t, Command::SetPairingNumbers { order }).unwrap();
    t
}

/// The preset's rule, quoted: "in the round robin (Berger) its match is fixed by the
/// table, so the absent team loses it by forfeit and its opponent wins it with the forfeit
/// award (2 MP, 4:0), as mzz-2012 awards a match a team did not come to" (mzz-2012 ¶14:
/// "Ekipa koja ... ne pristupi meču ... gubi meč, a rezultat meča je 4:0").
#[test]
fn szs_a_team_absent_from_a_round_robin_round_loses_its_fixed_match_by_forfeit() {
    let mut t = four_team_cup();
    let pair = pair_command(&t, 1, 7, None).unwrap();
    apply(&mut t, pair).unwrap();
    absent(&mut t, 2, 3).unwrap();
    let pair = pair_command(&t, 2, 7, None).unwrap();
    apply(&mut t, pair).unwrap();
    // R2 4-3: team 4 first-named, team 3 absent; 1-2 as the table says.
    let pairs: Vec<(u32, u32)> = t.rounds[1]
        .matches
        .iter()
        .map(|m| (m.home.0, m.away.0))
        .collect();
    assert_eq!(pairs, [(4, 3), (1, 2)]);
    // Every board of team 3's is lost by forfeit: team 4 wins the match 4:0 and 2 MP,
    // team 3 scores nothing.
    let forfeits = &t.rounds[1].matches[0];
    assert_eq!(forfeits.absent_sides(), (false, true));
    let row = |team: u32| {
        standings(&t, 2)
            .rows
            .into_iter()
            .find(|r| r.team == TeamId(team))
            .unwrap()
    };
    let won = row(4);
    let lost = row(3);
    // Round 1 (1-4, 2-3) has no results yet: only round 2 counts so far.
    assert_eq!((won.match_points, won.game_points.as_f64()), (2, 4.0));
    assert_eq!((lost.match_points, lost.game_points.as_f64()), (0, 0.0));
    let o = kup::scoring::Outcomes::new(&t, 2);
    let cell = |team: usize| kup::scoring::crosstable::round_cell(&o, team - 1, 1, Lang::En);
    assert_eq!((cell(4), cell(3)), ("3w +4-0".into(), "4b -0-4".into()));
    assert!(
        kup::app::check::check(&t).is_empty(),
        "{:?}",
        kup::app::check::check(&t)
    );
}

/// A file paired before kup kept the fixed match (the absent team and its table opponent
/// both left without one) is not clean: `kup check` names the round, both teams and the
/// preset's rule.
#[test]
fn kup_check_reports_a_round_robin_opponent_left_without_its_match() {
    let mut t = four_team_cup();
    let pair = pair_command(&t, 1, 7, None).unwrap();
    apply(&mut t, pair).unwrap();
    absent(&mut t, 2, 3).unwrap();
    let (one, two) = (TeamId(1), TeamId(2));
    let by_hand = Command::SetPairing {
        round: 2,
        matches: vec![(one, two)],
        bye: None,
    };
    apply(&mut t, by_hand).unwrap();
    let found = kup::app::check::check(&t);
    assert_eq!(found.len(), 1, "{found:?}");
    let said = format!(
        "{} {}",
        found[0].rule.render(Lang::En),
        found[0].detail.render(Lang::En)
    );
    assert!(
        said.contains("round 2: team 3 is absent and team 4 has no match")
            && said.contains("szs-pokal-2018"),
        "{said}"
    );
}
