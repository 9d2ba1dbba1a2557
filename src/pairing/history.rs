//! What the pairing rules need to know of each team before a round: scores, opponents met,
//! played colours, byes, floats. Built once from the tournament state.

use crate::core::rules::PrimaryScore;
use crate::core::{Colour, Match, TeamId, Tournament};
use crate::scoring::{Forfeit, RoundOutcome, round_outcome, totals};

/// A match counts as played (a meeting for C1, a colour for C.04.6 1.6.1, a match for
/// 3.4.3) when at least one board was played over the board, or only its score is known
/// (historic data). Register A3/A4/A5: a match lost by default on every board is none of
/// these (GHR 3.5: teams that were paired but did not play may meet again).
pub fn was_played(m: &Match) -> bool {
    m.score_only.is_some() || m.boards.iter().any(|b| b.result.is_played())
}

/// One team as the pairing of round `round` sees it.
#[derive(Debug, Clone)]
pub struct TeamHistory {
    pub id: TeamId,
    /// Starting number (TPN, C.04.6 1.1); kept for absent teams (register A13).
    pub tpn: usize,
    /// Primary score (C.04.6 1.2): match points, or game points in halves.
    pub score: u32,
    /// The other score, used for the first-team of 4.2.2.
    pub secondary: u32,
    /// Opponents of played matches (C1).
    pub met: Vec<TeamId>,
    /// Board-1 colours of played matches, oldest first, unplayed rounds squeezed out
    /// (GHR 3.4).
    pub colours: Vec<Colour>,
    /// Already had the pairing-allocated bye or won a match by forfeit (C2).
    pub bye_barred: bool,
    /// Floated in the previous round: played an opponent with a different score (1.5);
    /// a bye or a forfeit is no float (register A9).
    pub floated_last_round: bool,
}

impl TeamHistory {
    /// Colour difference (1.6.2): matches with White minus matches with Black.
    pub fn colour_difference(&self) -> i32 {
        self.colours
            .iter()
            .map(|c| if *c == Colour::White { 1 } else { -1 })
            .sum()
    }

    pub fn has_met(&self, other: TeamId) -> bool {
        self.met.contains(&other)
    }
}

/// Primary and secondary score of `team` after `after_round` rounds (C.04.6 1.2).
fn scores(t: &Tournament, team: TeamId, after_round: u32) -> (u32, u32) {
    let sum = totals(t, team, after_round);
    match t.regulation.primary_score {
        PrimaryScore::MatchPoints => (sum.match_points, sum.game_points.0),
        PrimaryScore::GamePoints => (sum.game_points.0, sum.match_points),
    }
}

/// The history of every team before round `round` (1-based), in starting-number order.
pub fn histories(t: &Tournament, round: u32) -> Vec<TeamHistory> {
    let played_rounds = round - 1;
    t.teams
        .iter()
        .enumerate()
        .map(|(index, team)| {
            let (score, secondary) = scores(t, team.id, played_rounds);
            let mut history = TeamHistory {
                id: team.id,
                tpn: index + 1,
                score,
                secondary,
                met: Vec::new(),
                colours: Vec::new(),
                bye_barred: false,
                floated_last_round: false,
            };
            for r in 1..=played_rounds {
                let entry = &t.rounds[r as usize - 1];
                match round_outcome(t, r, team.id) {
                    RoundOutcome::Bye { .. } => history.bye_barred = true,
                    RoundOutcome::Played {
                        forfeit: Some(Forfeit::Won),
                        ..
                    } => history.bye_barred = true,
                    _ => {}
                }
                let Some((_, m)) = entry.match_of(team.id) else {
                    continue;
                };
                if !was_played(m) {
                    continue;
                }
                let opponent = m.opponent_of(team.id).expect("team is in its match");
                history.met.push(opponent);
                history.colours.push(if m.home == team.id {
                    Colour::White
                } else {
                    Colour::Black
                });
                if r == played_rounds {
                    history.floated_last_round =
                        scores(t, team.id, r - 1).0 != scores(t, opponent, r - 1).0;
                }
            }
            history
        })
        .collect()
}
