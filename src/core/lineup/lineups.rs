//! The lineup rules of each paired round: a lineup handed in late, players seated
//! contrary to their lineup, and a player barred from the round who plays in it.

use super::{
    earliness, lateness, lineup_deadline, next_round_bar_rule, player_name, team_text, wrong_boards,
};
use crate::core::model::{Lineup, PenaltyKind, PlayerId, Team, Tournament};
use crate::core::rules::LateLineup;
use crate::core::violation::{RuleKind, Violation};
use crate::i18n::{Msg, Text};

/// Lineup rules per paired round: late lineups and seating contrary to the lineup.
pub(super) fn lineup_violations(t: &Tournament) -> Vec<Violation> {
    let mut found = Vec::new();
    for (r, round) in t.rounds.iter().enumerate().filter(|(_, r)| r.is_paired()) {
        for lineup in &round.lineups {
            let Some(team) = t.team(lineup.team) else {
                continue;
            };
            late_lineup(t, r, team, lineup, &mut found);
            early_lineup(t, r, team, lineup, &mut found);
            seating(t, r, team, lineup, &mut found);
        }
    }
    barred_players(t, &mut found);
    found
}

/// A player barred from a round (kzz-2015 čl. 14, hss-kadeti-2009 čl. 15) who is on his
/// team's boards in it: by the base lineup, by a lineup handed in before the bar, or seated.
fn barred_players(t: &Tournament, found: &mut Vec<Violation>) {
    for penalty in &t.penalties {
        let PenaltyKind::BarredNextRound { player } = penalty.kind else {
            continue;
        };
        // The round after the offence, 0-based.
        let next = penalty.round as usize;
        let plays = t.rounds.get(next).and_then(|r| r.match_of(penalty.team));
        let board = t
            .effective_lineup(next, penalty.team)
            .iter()
            .position(|p| *p == player);
        let (Some(_), Some(board), Some(team), Some(rule)) =
            (plays, board, t.team(penalty.team), next_round_bar_rule(t))
        else {
            continue;
        };
        found.push(Violation {
            kind: RuleKind::Lineup,
            rule,
            detail: Text::new(Msg::ViolationBarredPlays)
                .arg_text("team", team_text(t, team))
                .arg("round", next + 1)
                .arg("board", board + 1)
                .arg("player", player_name(t, player))
                .arg("offence", penalty.round),
            teams: vec![team.id],
            players: vec![player],
        });
    }
}

fn late_lineup(t: &Tournament, r: usize, team: &Team, lineup: &Lineup, found: &mut Vec<Violation>) {
    let Some((handed_in, due)) = lateness(t, r, lineup) else {
        return;
    };
    // szs-pokal-2018 točka 3 says what happens to a late change (`SetLineup` refuses one
    // now; this is one recorded before); kzz-2015 čl. 6 and the others do not.
    let detail = match t.regulation.late_lineup {
        LateLineup::BaseLineupPlays => Msg::ViolationLineupLateBaseLineup,
        LateLineup::Flagged => Msg::ViolationLineupLate,
    };
    found.push(Violation {
        kind: RuleKind::Lineup,
        rule: text!(Msg::ViolationLineupDeadline, regulation = &t.regulation.id)
            .arg_date_time("due", due),
        detail: Text::new(detail)
            .arg_text("team", team_text(t, team))
            .arg("round", r + 1)
            .arg_date_time("at", handed_in),
        teams: vec![team.id],
        players: Vec::new(),
    });
}

/// A change handed in before its window opened. The texts that set a window (kzz-2015 čl. 6,
/// hss-kadeti-2009 čl. 5, bpz-2025 čl. 7) name no consequence: it is flagged for the chief
/// arbiter, as a late one is where the text is silent.
fn early_lineup(
    t: &Tournament,
    r: usize,
    team: &Team,
    lineup: &Lineup,
    found: &mut Vec<Violation>,
) {
    let (Some((handed_in, opens)), Some(due)) = (earliness(t, r, lineup), lineup_deadline(t, r))
    else {
        return;
    };
    found.push(Violation {
        kind: RuleKind::Lineup,
        rule: text!(Msg::ViolationLineupWindow, regulation = &t.regulation.id)
            .arg_date_time("opens", opens)
            .arg_date_time("due", due),
        detail: Text::new(Msg::ViolationLineupEarly)
            .arg_text("team", team_text(t, team))
            .arg("round", r + 1)
            .arg_date_time("at", handed_in),
        teams: vec![team.id],
        players: Vec::new(),
    });
}

fn seating(t: &Tournament, r: usize, team: &Team, lineup: &Lineup, found: &mut Vec<Violation>) {
    let Some(seated) = &lineup.seated else {
        return;
    };
    let wrong = wrong_boards(&lineup.players, seated);
    if wrong.is_empty() {
        return;
    }
    let name = |p: Option<&PlayerId>| match p.and_then(|id| team.player(*id)) {
        Some(player) => Text::new(Msg::ViolationPlayerName).arg("name", player.full_name()),
        None => Text::new(Msg::ViolationNobody),
    };
    let describe = |board: usize| {
        Text::new(Msg::ViolationSeatedOnBoard)
            .arg("board", board)
            .arg_text("seated", name(seated.get(board - 1)))
            .arg_text("listed", name(lineup.players.get(board - 1)))
    };
    if !t.regulation.wrong_board_loses {
        found.push(Violation {
            kind: RuleKind::Lineup,
            rule: Text::new(Msg::ViolationSeatingOrder),
            detail: Text::new(Msg::ViolationSeatedInRound)
                .arg_text("team", team_text(t, team))
                .arg("round", r + 1)
                .arg_list("boards", wrong.iter().map(|b| describe(*b)).collect(), "; "),
            teams: vec![team.id],
            players: Vec::new(),
        });
        return;
    }
    let round = r as u32 + 1;
    for board in wrong {
        let imposed = t.penalties.iter().any(|p| {
            p.round == round && p.team == team.id && p.kind == PenaltyKind::GameLost { board }
        });
        if !imposed {
            found.push(Violation {
                kind: RuleKind::Lineup,
                rule: text!(Msg::ViolationWrongBoardLoses, regulation = &t.regulation.id),
                detail: Text::new(Msg::ViolationWrongBoardNotPenalised)
                    .arg_text("team", team_text(t, team))
                    .arg("round", round)
                    .arg_text("board", describe(board)),
                teams: vec![team.id],
                players: seated.get(board - 1).copied().into_iter().collect(),
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::fixtures::*;
    use crate::core::model::{Lineup, PenaltyKind};
    use crate::core::{Command, apply};
    use crate::i18n::Lang;

    #[test]
    fn playing_out_of_order_loses_every_game_on_a_wrong_board() {
        let (mut t, home, _) = bpz_round_one();
        let lineup = ids(&t, home, &[1, 2, 3, 5]);
        apply(
            &mut t,
            Command::SetLineup {
                round: 1,
                team: home,
                players: lineup,
                handed_in: None,
            },
        )
        .unwrap();
        let seated = ids(&t, home, &[1, 2, 5, 3]);
        let before_start = Command::RecordSeating {
            round: 1,
            team: home,
            players: seated.clone(),
        };
        let refused = apply(&mut t, before_start.clone()).unwrap_err();
        assert!(
            refused.rule.to_string().contains("have not started"),
            "{refused}"
        );

        apply(
            &mut t,
            Command::StartRound {
                round: 1,
                at: at("2025-01-18T09:00:00+01:00"),
            },
        )
        .unwrap();
        let applied = apply(&mut t, before_start).unwrap();
        assert!(
            applied
                .summary
                .to_string()
                .contains("boards 3, 4 contrary to the lineup"),
            "{applied:?}"
        );
        let lost: Vec<PenaltyKind> = t.penalties.iter().map(|p| p.kind).collect();
        assert_eq!(
            lost,
            vec![
                PenaltyKind::GameLost { board: 3 },
                PenaltyKind::GameLost { board: 4 }
            ]
        );
        // Each lost game goes to the opponent whatever the board's result (scored in
        // `scoring::match_score`; tests/it/scoring.rs `penalties_enter_the_standings`).
        // The seating also shows who played.
        assert_eq!(t.effective_lineup(0, home), seated);
        assert_eq!(rules_broken(&t), Vec::<String>::new());

        // The arbiter corrects the seating: kup's penalties go with it.
        let corrected = ids(&t, home, &[1, 2, 3, 5]);
        apply(
            &mut t,
            Command::RecordSeating {
                round: 1,
                team: home,
                players: corrected,
            },
        )
        .unwrap();
        assert!(t.penalties.is_empty());
    }

    #[test]
    fn without_a_lineup_the_base_lineup_is_the_reference_and_other_rules_only_flag_it() {
        let mut t = event("kzz-2015");
        let home = add_team(&mut t, "ŠK Krapina", rated([2000, 1950, 1900, 1850]));
        let away = add_team(&mut t, "ŠK Zabok", rated([1990, 1940, 1890, 1840]));
        apply(
            &mut t,
            Command::SetPairing {
                round: 1,
                matches: vec![(home, away)],
                bye: None,
            },
        )
        .unwrap();
        apply(
            &mut t,
            Command::StartRound {
                round: 1,
                at: at("2015-02-15T09:30:00+01:00"),
            },
        )
        .unwrap();
        let swapped = ids(&t, away, &[2, 1, 3, 4]);
        apply(
            &mut t,
            Command::RecordSeating {
                round: 1,
                team: away,
                players: swapped,
            },
        )
        .unwrap();
        // kzz-2015 names no such penalty: nothing imposed, the check reports it.
        assert!(t.penalties.is_empty());
        let found = rules_broken(&t);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].contains(
            "board 1 Kovačević, Ana (the lineup puts Horvat, Ivan there); board 2 Horvat, Ivan (the lineup puts Kovačević, Ana there)"
        ));
        assert_eq!(
            rules_broken_in(&t, Lang::Sl),
            vec![
                "postava: igralci sedijo na deskah po vrstnem redu osnovne postave: ekipa 2 \
                 (ŠK Zabok), 1. kolo: 1. deska Kovačević, Ana (po postavi: Horvat, Ivan); \
                 2. deska Horvat, Ivan (po postavi: Kovačević, Ana)"
            ]
        );
        assert!(rules_broken_in(&t, Lang::Hr)[0].starts_with(
            "sastav: igrači sjede na pločama po redoslijedu osnovnog sastava: ekipa 2 \
             (ŠK Zabok), 1. kolo: 1. ploča Kovačević, Ana (po sastavu: Horvat, Ivan)"
        ));
    }

    fn handed_in(preset: &str, time: &str) -> Vec<String> {
        handed_in_in(preset, time, Lang::En)
    }

    /// Team A's change (its reserve on board 4) recorded as handed in at `time`: recorded
    /// directly, as a file holds it, since szs-pokal-2018 refuses a late change on entry.
    fn handed_in_in(preset: &str, time: &str, lang: Lang) -> Vec<String> {
        let mut t = event(preset);
        let mut players = rated([2000, 1950, 1900, 1850]);
        players.push(player("Zrinski, Petar", Some(1845), None));
        let home = add_team(&mut t, "ŠK A", players);
        let away = add_team(&mut t, "ŠK B", rated([1990, 1940, 1890, 1840]));
        apply(
            &mut t,
            Command::SetPairing {
                round: 1,
                matches: vec![(home, away)],
                bye: None,
            },
        )
        .unwrap();
        let players = ids(&t, home, &[1, 2, 3, 5]);
        t.rounds[0].lineups.push(Lineup {
            team: home,
            players,
            handed_in: Some(at(time)),
            seated: None,
            from_phone: false,
        });
        rules_broken_in(&t, lang)
    }

    #[test]
    fn a_lineup_after_the_window_closes_is_late() {
        // kzz-2015 čl. 6: changes for morning rounds from 9:00 to 9:15.
        assert_eq!(
            handed_in("kzz-2015", "2015-02-15T09:15:00+01:00"),
            Vec::<String>::new()
        );
        let found = handed_in("kzz-2015", "2015-02-15T09:16:00+01:00");
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(
            found[0].contains("handed in by 2015-02-15 09:15"),
            "{found:?}"
        );
        assert!(
            found[0].contains(
                "team 1 (ŠK A): the lineup for round 1 was handed in at 2015-02-15 09:16"
            )
        );
        // The dates in the reader's style.
        let hr = handed_in_in("kzz-2015", "2015-02-15T09:16:00+01:00", Lang::Hr);
        assert!(hr[0].contains("predaje se do 15. 2. 2015. 09:15"), "{hr:?}");
        assert!(hr[0].contains("predan je u 15. 2. 2015. 09:16"), "{hr:?}");
        let sl = handed_in_in("kzz-2015", "2015-02-15T09:16:00+01:00", Lang::Sl);
        assert!(sl[0].contains("oddati do 15. 2. 2015 09:15"), "{sl:?}");
        assert!(sl[0].contains("oddana ob 15. 2. 2015 09:16"), "{sl:?}");
    }

    #[test]
    fn a_lineup_less_than_30_minutes_before_the_start_is_late_in_slovenia() {
        // szs-pokal-2018: round 1 at 17:00, changes 30 minutes before: by 16:30.
        assert_eq!(
            handed_in("szs-pokal-2018", "2018-06-01T16:30:00+02:00"),
            Vec::<String>::new()
        );
        let found = handed_in("szs-pokal-2018", "2018-06-01T16:31:00+02:00");
        assert_eq!(found.len(), 1, "{found:?}");
        // točka 3 in its words: no "unless the chief arbiter accepts it".
        assert!(
            found[0].ends_with("the team must play the match with its base lineup"),
            "{found:?}"
        );
    }
}
