//! Individual results per board, ranked for the board prizes (hss-kadeti-2009 art. on
//! prizes: medals for the best three on each board).
//!
//! The regulations give the medals to "najuspješniji pojedinci po pojedinim pločama
//! (troje najuspješnijih)" (hss-kadeti-2009: the three most successful players on each
//! board, `docs/rules/hss-kadeti-2009.md#cl-12`) and fix no ranking, so kup's is: more
//! points first, then fewer games (the higher percentage), then the higher rating
//! performance. Success is what a player did at the board: a game counts when it was
//! played over the board, with its result after any penalty; a forfeit is no game and
//! scores nothing here (it still counts for the team), so a player with forfeits only is
//! not listed. The rating performance (FIDE B.02 8.1: average opponent rating + dp) only
//! uses games against a rated opponent. Percentages are written with one decimal, so that
//! 33.3 and 50.0 line up.

use serde::Serialize;

use crate::core::model::{HalfPoints, PlayerId, TeamId, Tournament};
use crate::i18n::collate::{self, Alphabet};

use super::match_score::{board_points, penalised_game};

/// One player's results on one board.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BoardLine {
    /// Place among the players of this board (shared places have the same number).
    pub rank: u32,
    pub player: PlayerId,
    pub name: String,
    pub team: TeamId,
    pub team_name: String,
    pub rating: Option<u16>,
    pub points: HalfPoints,
    pub games: u32,
    pub percentage: f64,
    /// Games played over the board against a rated opponent, and their performance.
    pub rated_games: u32,
    pub performance: Option<i32>,
}

impl BoardLine {
    /// Place, player, team, rating, points, games, percentage, performance, as printed.
    pub fn cells(&self) -> Vec<String> {
        vec![
            self.rank.to_string(),
            self.name.clone(),
            self.team_name.clone(),
            self.rating.map_or(String::new(), |r| r.to_string()),
            self.points.to_string(),
            self.games.to_string(),
            format!("{:.1}", self.percentage),
            self.performance.map_or(String::new(), |p| p.to_string()),
        ]
    }
}

/// The FIDE dp table (B.02 8.1.1) for p = 0.50, 0.51, ..., 1.00.
const DP: [i32; 51] = [
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158,
    166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
    383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/// Rating difference for a score fraction (FIDE B.02 8.1.1), p rounded to two decimals.
pub fn rating_difference(fraction: f64) -> i32 {
    let hundredths = (fraction.clamp(0.0, 1.0) * 100.0).round() as i32;
    if hundredths >= 50 {
        DP[(hundredths - 50) as usize]
    } else {
        -DP[(50 - hundredths) as usize]
    }
}

#[derive(Default)]
struct Tally {
    points: HalfPoints,
    games: u32,
    rated_points: HalfPoints,
    rated_games: u32,
    opponent_ratings: u32,
}

/// Every board's players after `after_round` rounds, board 1 first, each board ranked.
pub fn board_results(t: &Tournament, after_round: u32) -> Vec<Vec<BoardLine>> {
    let boards = usize::from(t.regulation.boards);
    let mut tallies: Vec<Vec<(PlayerId, Tally)>> = (0..boards).map(|_| Vec::new()).collect();
    let rating = |p: PlayerId| {
        t.find_player(p).and_then(|(team, pos)| {
            team.roster[pos]
                .fide_rating
                .or(team.roster[pos].national_rating)
        })
    };
    for (r, round) in t.rounds.iter().take(after_round as usize).enumerate() {
        let number = r as u32 + 1;
        for m in round.matches.iter().filter(|m| m.score_only.is_none()) {
            let home = t.effective_lineup(r, m.home);
            let away = t.effective_lineup(r, m.away);
            for (b, points) in board_points(t, number, m).into_iter().enumerate() {
                // A forfeit, or a board without a result, is no game of the player's.
                let Some((home_points, away_points)) = points else {
                    continue;
                };
                let played = match penalised_game(t, number, m, b) {
                    Some(penalised) => penalised.rated,
                    None => m.boards[b].result.is_played(),
                };
                if !played {
                    continue;
                }
                for (players, opponents, scored) in
                    [(&home, &away, home_points), (&away, &home, away_points)]
                {
                    let Some(&player) = players.get(b) else {
                        continue;
                    };
                    let list = &mut tallies[b];
                    let index = match list.iter().position(|(p, _)| *p == player) {
                        Some(i) => i,
                        None => {
                            list.push((player, Tally::default()));
                            list.len() - 1
                        }
                    };
                    let tally = &mut list[index].1;
                    tally.points += scored;
                    tally.games += 1;
                    let opponent_rating = opponents.get(b).and_then(|o| rating(*o));
                    if let Some(r) = opponent_rating {
                        tally.rated_points += scored;
                        tally.rated_games += 1;
                        tally.opponent_ratings += u32::from(r);
                    }
                }
            }
        }
    }
    // Equal results list by name, in the event's alphabet (the same for every reader).
    let alphabet = Alphabet::of_event(&t.info.federation);
    tallies
        .into_iter()
        .map(|list| {
            let mut lines: Vec<BoardLine> = list
                .into_iter()
                .filter_map(|(player, tally)| line(t, player, &tally))
                .collect();
            lines.sort_by(|a, b| {
                b.points
                    .cmp(&a.points)
                    .then(a.games.cmp(&b.games))
                    .then(b.performance.cmp(&a.performance))
                    .then_with(|| collate::compare_in(alphabet, &a.name, &b.name))
            });
            for i in 0..lines.len() {
                let tied = i > 0 && {
                    let (a, b) = (&lines[i - 1], &lines[i]);
                    (a.points, a.games, a.performance) == (b.points, b.games, b.performance)
                };
                lines[i].rank = if tied {
                    lines[i - 1].rank
                } else {
                    i as u32 + 1
                };
            }
            lines
        })
        .collect()
}

fn line(t: &Tournament, player: PlayerId, tally: &Tally) -> Option<BoardLine> {
    let (team, position) = t.find_player(player)?;
    let p = &team.roster[position];
    let performance = (tally.rated_games > 0).then(|| {
        let average = f64::from(tally.opponent_ratings) / f64::from(tally.rated_games);
        let fraction = tally.rated_points.as_f64() / f64::from(tally.rated_games);
        average.round() as i32 + rating_difference(fraction)
    });
    Some(BoardLine {
        rank: 0,
        player,
        name: p.full_name(),
        team: team.id,
        team_name: team.name.clone(),
        rating: p.fide_rating.or(p.national_rating),
        points: tally.points,
        games: tally.games,
        percentage: if tally.games == 0 {
            0.0
        } else {
            100.0 * tally.points.as_f64() / f64::from(tally.games)
        },
        rated_games: tally.rated_games,
        performance,
    })
}
