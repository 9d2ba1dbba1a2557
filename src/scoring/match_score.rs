//! Scoring of one match and of a team's rounds: game points per board, the match score,
//! match points per the regulation, the awards for byes, absences and forfeited matches, and
//! the penalties the regulation imposes.

use crate::core::model::{HalfPoints, Match, PenaltyKind, TeamId, Tournament, home_colour};
use crate::core::rules::Award;
use crate::core::{Colour, Side};

/// What one team got from one round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoundOutcome {
    /// A match whose boards are all decided (or whose match score is known).
    Played {
        opponent: TeamId,
        table: usize,
        side: Side,
        game_points: HalfPoints,
        opponent_game_points: HalfPoints,
        match_points: u32,
        /// The opponent did not appear: every board was won by forfeit (award of the
        /// regulation, e.g. mzz-2012 2 MP and 4:0).
        forfeit: Option<Forfeit>,
    },
    /// Paired, but not every board has a result yet.
    Pending { opponent: TeamId, table: usize },
    /// The pairing-allocated bye (C.04.6 1.4), scored per the regulation.
    Bye { award: Award },
    /// Announced absence (GHR 3.3), scored per the regulation.
    Absent { award: Award },
    /// Not in the event this round (withdrawn, not yet entered, or the round not paired).
    NotPaired,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Forfeit {
    /// This team won because the opponent did not appear.
    Won,
    /// This team did not appear.
    Lost,
    /// Neither team appeared.
    Both,
}

impl RoundOutcome {
    pub fn match_points(&self) -> u32 {
        match *self {
            RoundOutcome::Played { match_points, .. } => match_points,
            RoundOutcome::Bye { award } | RoundOutcome::Absent { award } => award.match_points,
            RoundOutcome::Pending { .. } | RoundOutcome::NotPaired => 0,
        }
    }

    pub fn game_points(&self) -> HalfPoints {
        match *self {
            RoundOutcome::Played { game_points, .. } => game_points,
            RoundOutcome::Bye { award } | RoundOutcome::Absent { award } => award.game_points,
            RoundOutcome::Pending { .. } | RoundOutcome::NotPaired => HalfPoints::ZERO,
        }
    }

    /// The opponent of a match that was paired (played, forfeited or pending).
    pub fn opponent(&self) -> Option<TeamId> {
        match *self {
            RoundOutcome::Played { opponent, .. } | RoundOutcome::Pending { opponent, .. } => {
                Some(opponent)
            }
            _ => None,
        }
    }
}

/// A board whose game a penalty decided (`PenaltyKind::GameLost`): whose player lost it,
/// and whether the penalised result is a rated game or a forfeit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PenalisedGame {
    pub home_lost: bool,
    pub away_lost: bool,
    /// The game was on the board when the penalty fell (`Penalty::forfeit` says why that
    /// makes it rated); `false` when it was not played or a penalty calls it a forfeit.
    pub rated: bool,
}

impl PenalisedGame {
    /// The points of the first-named and second-named team's player: a penalised player
    /// scores 0; his opponent the win unless penalised too.
    pub fn points(self) -> (HalfPoints, HalfPoints) {
        let win = |lost: bool| {
            if lost {
                HalfPoints::ZERO
            } else {
                HalfPoints(2)
            }
        };
        (win(self.home_lost), win(self.away_lost))
    }

    /// One player's result as TRF §4.3 codes it: `1`, `0` for a rated game, `+`, `-` for a
    /// forfeit.
    pub fn code(self, lost: bool) -> char {
        match (self.rated, lost) {
            (true, false) => '1',
            (true, true) => '0',
            (false, false) => '+',
            (false, true) => '-',
        }
    }

    /// The result with the first-named team's player first (`0-1`, `0-0`, `-+`, `--`).
    pub fn read(self) -> String {
        self.written(self.home_lost, self.away_lost)
    }

    /// The result in chess notation, White first, when the first-named team's player has
    /// `home` on this board.
    pub fn notation(self, home: Colour) -> String {
        match home {
            Colour::White => self.written(self.home_lost, self.away_lost),
            Colour::Black => self.written(self.away_lost, self.home_lost),
        }
    }

    fn written(self, first_lost: bool, second_lost: bool) -> String {
        let (first, second) = (self.code(first_lost), self.code(second_lost));
        if self.rated {
            format!("{first}-{second}")
        } else {
            format!("{first}{second}")
        }
    }
}

/// The penalised game on `board` (0-based) of `m` in `round`, if a penalty decided it.
pub fn penalised_game(
    t: &Tournament,
    round: u32,
    m: &Match,
    board: usize,
) -> Option<PenalisedGame> {
    let on_board = |team: TeamId| {
        t.penalties.iter().filter(move |p| {
            p.round == round
                && p.team == team
                && p.kind == PenaltyKind::GameLost { board: board + 1 }
        })
    };
    let (home_lost, away_lost) = (
        on_board(m.home).next().is_some(),
        on_board(m.away).next().is_some(),
    );
    if !home_lost && !away_lost {
        return None;
    }
    let forfeit = on_board(m.home).chain(on_board(m.away)).any(|p| p.forfeit)
        || m.boards.get(board).is_some_and(|g| g.result.is_forfeit());
    Some(PenalisedGame {
        home_lost,
        away_lost,
        rated: !forfeit,
    })
}

/// The points of the first-named and second-named team on each board, after penalties;
/// `None` for a board without a result.
pub fn board_points(
    t: &Tournament,
    round: u32,
    m: &Match,
) -> Vec<Option<(HalfPoints, HalfPoints)>> {
    m.boards
        .iter()
        .enumerate()
        .map(|(i, game)| {
            if let Some(penalised) = penalised_game(t, round, m, i) {
                return Some(penalised.points());
            }
            let (white, black) = game.result.points()?;
            Some(match home_colour(i) {
                Colour::White => (white, black),
                Colour::Black => (black, white),
            })
        })
        .collect()
}

/// Match points for game points `ours` against `theirs`: more than the opponent wins.
fn match_points_for(t: &Tournament, ours: HalfPoints, theirs: HalfPoints) -> u32 {
    let mp = t.regulation.match_points;
    match ours.cmp(&theirs) {
        std::cmp::Ordering::Greater => mp.win,
        std::cmp::Ordering::Equal => mp.draw,
        std::cmp::Ordering::Less => mp.loss,
    }
}

/// What `team` got in round `round` (1-based).
pub fn round_outcome(t: &Tournament, round: u32, team: TeamId) -> RoundOutcome {
    let Some(r) = round.checked_sub(1).and_then(|i| t.rounds.get(i as usize)) else {
        return RoundOutcome::NotPaired;
    };
    if r.bye == Some(team) {
        return RoundOutcome::Bye {
            award: t.regulation.bye,
        };
    }
    // A round robin keeps an absent team's fixed match, lost by forfeit.
    if let Some((index, m)) = r.match_of(team) {
        return match_outcome(t, round, index, m, team);
    }
    if r.absent.contains(&team) {
        return RoundOutcome::Absent {
            award: t.regulation.absent,
        };
    }
    RoundOutcome::NotPaired
}

/// What `team` got from the match at table `index + 1` of round `round` (1-based).
pub fn match_outcome(
    t: &Tournament,
    round: u32,
    index: usize,
    m: &Match,
    team: TeamId,
) -> RoundOutcome {
    let side = if m.home == team {
        Side::Home
    } else {
        Side::Away
    };
    let opponent = m.opponent_of(team).expect("team is in the match");
    let table = index + 1;
    let ours = |home: HalfPoints, away: HalfPoints| match side {
        Side::Home => (home, away),
        Side::Away => (away, home),
    };
    if let Some(score) = m.score_only {
        let (gp, opp) = ours(score.home, score.away);
        return RoundOutcome::Played {
            opponent,
            table,
            side,
            game_points: gp,
            opponent_game_points: opp,
            match_points: match_points_for(t, gp, opp),
            forfeit: None,
        };
    }
    let boards = board_points(t, round, m);
    if boards.iter().any(Option::is_none) {
        return RoundOutcome::Pending { opponent, table };
    }
    let (home_absent, away_absent) = m.absent_sides();
    if home_absent || away_absent {
        let (we_absent, they_absent) = match side {
            Side::Home => (home_absent, away_absent),
            Side::Away => (away_absent, home_absent),
        };
        let award = t.regulation.forfeit_win;
        let (forfeit, gp, opp, mp) = match (we_absent, they_absent) {
            (false, true) => (
                Forfeit::Won,
                award.game_points,
                HalfPoints::ZERO,
                award.match_points,
            ),
            (true, false) => (
                Forfeit::Lost,
                HalfPoints::ZERO,
                award.game_points,
                t.regulation.match_points.loss,
            ),
            _ => (
                Forfeit::Both,
                HalfPoints::ZERO,
                HalfPoints::ZERO,
                t.regulation.match_points.loss,
            ),
        };
        return RoundOutcome::Played {
            opponent,
            table,
            side,
            game_points: gp,
            opponent_game_points: opp,
            match_points: mp,
            forfeit: Some(forfeit),
        };
    }
    let (home, away) = boards
        .iter()
        .flatten()
        .fold((HalfPoints::ZERO, HalfPoints::ZERO), |(h, a), (bh, ba)| {
            (h + *bh, a + *ba)
        });
    let (gp, opp) = ours(home, away);
    RoundOutcome::Played {
        opponent,
        table,
        side,
        game_points: gp,
        opponent_game_points: opp,
        match_points: match_points_for(t, gp, opp),
        forfeit: None,
    }
}

/// Match points and game points of a team after `after_round` rounds, with the
/// "loses all match points" penalty applied.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Totals {
    pub match_points: u32,
    pub game_points: HalfPoints,
}

pub fn totals(t: &Tournament, team: TeamId, after_round: u32) -> Totals {
    let mut sum = Totals::default();
    for round in 1..=after_round {
        let outcome = round_outcome(t, round, team);
        sum.match_points += outcome.match_points();
        sum.game_points += outcome.game_points();
    }
    let disqualified = t.penalties.iter().any(|p| {
        p.team == team && p.kind == PenaltyKind::AllMatchPointsLost && p.round <= after_round
    });
    if disqualified {
        sum.match_points = 0;
    }
    sum
}
