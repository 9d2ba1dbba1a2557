//! Who won a play-off: its board results read by the regulation's format
//! (`Regulation::playoff_format`) and tie rule (`Regulation::playoff_tie`). Pure arithmetic
//! over a [`PlayoffRecord`]; the standings rank by it (`scoring::standings`).

use serde::Serialize;

use super::calendar::planned_rounds;
use super::model::{
    Colour, GameResult, HalfPoints, Match, PlayoffRecord, TeamId, Tournament, home_colour,
};
use super::rules::{PlayoffTie, Regulation};

/// How a play-off was won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum PlayoffWin {
    /// More game points in the match.
    GamePoints,
    /// The match drawn on game points, the better result on this board (1-based), the
    /// highest board whose games differ.
    HigherBoard { board: usize },
    /// Every game drawn: the team with Black on board 1.
    BlackOnBoardOne,
}

/// A decided play-off: who won, in which match (1-based), with what score and how.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PlayoffOutcome {
    pub winner: TeamId,
    pub loser: TeamId,
    pub match_number: usize,
    /// The winner's game points, then the loser's, in the deciding match.
    pub score: (HalfPoints, HalfPoints),
    pub how: PlayoffWin,
}

/// One match read on its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Verdict {
    /// A board has no result yet (or the boards level without every game drawn, which
    /// neither text decides: double forfeits).
    Open,
    /// Won by the first-named team (`true`) or the second, and how.
    Won {
        home: bool,
        how: PlayoffWin,
    },
    AllDrawn,
}

/// The game points of both teams on each board, first-named team first; `None` while a
/// board has no result.
fn board_points(m: &Match) -> Option<Vec<(HalfPoints, HalfPoints)>> {
    m.boards
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let (white, black) = b.result.points()?;
            Some(match home_colour(i) {
                Colour::White => (white, black),
                Colour::Black => (black, white),
            })
        })
        .collect()
}

/// The match by game points, then "bolji rezultat na višoj ploči" (the better result on
/// the higher board), board 1 first.
fn verdict(m: &Match) -> Verdict {
    let Some(points) = board_points(m) else {
        return Verdict::Open;
    };
    let home: HalfPoints = points.iter().map(|p| p.0).sum();
    let away: HalfPoints = points.iter().map(|p| p.1).sum();
    if home != away {
        return Verdict::Won {
            home: home > away,
            how: PlayoffWin::GamePoints,
        };
    }
    if let Some(board) = points.iter().position(|(h, a)| h != a) {
        return Verdict::Won {
            home: points[board].0 > points[board].1,
            how: PlayoffWin::HigherBoard { board: board + 1 },
        };
    }
    if m.boards.iter().all(|b| b.result == GameResult::Draw) {
        Verdict::AllDrawn
    } else {
        Verdict::Open
    }
}

/// How many matches the regulation's format plays at most (an empty format is one match).
pub fn matches_in_format(regulation: &Regulation) -> usize {
    regulation.playoff_format.len().max(1)
}

/// Whether the newest match of `record` is drawn in every game and the tie rule sends the
/// teams to another match of the format (szs-pokal-2018 točka 5: "v primeru samih remijev
/// še »zlati hitropotezni dvoboj«").
pub fn next_match_due(regulation: &Regulation, record: &PlayoffRecord) -> bool {
    let last = record.matches.last().expect("a play-off has a match");
    regulation.playoff_tie == PlayoffTie::HigherBoardThenNextMatch
        && verdict(last) == Verdict::AllDrawn
        && record.matches.len() < matches_in_format(regulation)
}

/// The outcome of `record` under `regulation`, `None` while it is undecided: its newest
/// match decides, by game points, then the highest board whose games differ, then, with
/// every game drawn, the team with Black on board 1 (hss-kadeti-2009 čl. 13: "remi s
/// crnim figurama na višoj ploči ukoliko dođe do četiri remija"; szs-pokal-2018 točka 5, in
/// the last match: "ekipi s črnimi figurami na prvi plošči zadoščajo sami remiji").
pub fn outcome(regulation: &Regulation, record: &PlayoffRecord) -> Option<PlayoffOutcome> {
    let m = record.matches.last()?;
    let (home, how) = match verdict(m) {
        Verdict::Open => return None,
        Verdict::Won { home, how } => (home, how),
        Verdict::AllDrawn if next_match_due(regulation, record) => return None,
        // The first-named team has White on board 1, so the other one has Black there.
        Verdict::AllDrawn => (false, PlayoffWin::BlackOnBoardOne),
    };
    let points = board_points(m)?;
    let home_points: HalfPoints = points.iter().map(|p| p.0).sum();
    let away_points: HalfPoints = points.iter().map(|p| p.1).sum();
    let (winner, loser, score) = match home {
        true => (m.home, m.away, (home_points, away_points)),
        false => (m.away, m.home, (away_points, home_points)),
    };
    Some(PlayoffOutcome {
        winner,
        loser,
        match_number: record.matches.len(),
        score,
        how,
    })
}

/// The play-offs of `t` decided so far, for the standings after `after_round`: none before
/// the last round, after which they are played (hss-kadeti-2009 čl. 13: "Doigravanje će se
/// održati poslije završetka posljednjeg kola").
pub fn decided(t: &Tournament, after_round: u32) -> Vec<PlayoffOutcome> {
    if after_round < planned_rounds(t) {
        return Vec::new();
    }
    t.playoffs
        .iter()
        .filter_map(|p| outcome(&t.regulation, p))
        .collect()
}

/// Whether a decided play-off between `a` and `b` is among `decided`.
pub fn played_off(decided: &[PlayoffOutcome], a: TeamId, b: TeamId) -> bool {
    decided
        .iter()
        .any(|p| (p.winner, p.loser) == (a, b) || (p.winner, p.loser) == (b, a))
}

/// A group the chain leaves tied, ordered by the play-offs decided among its teams, best
/// first; teams the play-offs do not separate stay together. Both texts describe a match of
/// two teams (hss-kadeti-2009 čl. 13 "dodatni meč", szs-pokal-2018 točka 5 "dvoboj") and
/// say nothing of three or more: kup's reading is that the arbiter has pairs of them play
/// off, all pairs (a mini round robin) or a knock-out, as he chooses, and that
/// * a team is above the rest when it beat every other one, directly or through a team it
///   beat (the winner of a knock-out), and none of them so beat it;
/// * failing that, once every pair has played (a mini round robin), the play-offs won
///   among them rank them, and the same again within each part still level;
/// * the teams left level share the place until another play-off or, once every pair of
///   them has played, the drawing of lots (`Tiebreak::Lots`) decides.
pub fn order_by_playoffs(group: &[TeamId], decided: &[PlayoffOutcome]) -> Vec<Vec<TeamId>> {
    if group.len() < 2 {
        return vec![group.to_vec()];
    }
    let beat = |a: TeamId, b: TeamId| decided.iter().any(|p| (p.winner, p.loser) == (a, b));
    let n = group.len();
    // Who is above whom through the play-offs: the transitive closure of "beat".
    let mut above: Vec<Vec<bool>> = (0..n)
        .map(|i| (0..n).map(|j| i != j && beat(group[i], group[j])).collect())
        .collect();
    for k in 0..n {
        for i in 0..n {
            for j in 0..n {
                if above[i][k] && above[k][j] {
                    above[i][j] = true;
                }
            }
        }
    }
    let tops: Vec<usize> = (0..n)
        .filter(|&i| (0..n).all(|j| i == j || (above[i][j] && !above[j][i])))
        .collect();
    if let &[top] = &tops[..] {
        let rest: Vec<TeamId> = (0..n).filter(|&j| j != top).map(|j| group[j]).collect();
        let mut tiers = vec![vec![group[top]]];
        tiers.extend(order_by_playoffs(&rest, decided));
        return tiers;
    }
    if !every_pair_played_off(group, decided) {
        return vec![group.to_vec()];
    }
    let wins = |i: usize| (0..n).filter(|&j| beat(group[i], group[j])).count();
    let mut by_wins: Vec<usize> = (0..n).collect();
    by_wins.sort_by_key(|&i| std::cmp::Reverse(wins(i)));
    let mut levels: Vec<Vec<TeamId>> = Vec::new();
    for (k, &i) in by_wins.iter().enumerate() {
        match levels.last_mut() {
            Some(level) if k > 0 && wins(by_wins[k - 1]) == wins(i) => level.push(group[i]),
            _ => levels.push(vec![group[i]]),
        }
    }
    if levels.len() == 1 {
        return levels;
    }
    levels
        .iter()
        .flat_map(|level| order_by_playoffs(level, decided))
        .collect()
}

/// Whether every pair of `group` has a decided play-off: the play-offs can say no more
/// about it, and only lots are left.
pub fn every_pair_played_off(group: &[TeamId], decided: &[PlayoffOutcome]) -> bool {
    group
        .iter()
        .enumerate()
        .all(|(i, &a)| group[i + 1..].iter().all(|&b| played_off(decided, a, b)))
}
