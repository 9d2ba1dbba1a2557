//! What every team got in every round up to a given round, computed once from the
//! tournament so that standings and all tie-breaks read plain arrays (the 200-team bench
//! depends on it). Team indices are starting numbers minus one.

use std::collections::HashMap;

use crate::core::model::{HalfPoints, PenaltyKind, TeamId, Tournament};
use crate::core::rules::{C07Edition, MatchPoints, PrimaryScore};

use super::match_score::{Forfeit, RoundOutcome, board_points, match_outcome};

/// How a team's round ended, as the tie-break rules distinguish rounds (C.07 Art. 16.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Played over the board (at least one board not forfeited by the whole team).
    Played,
    /// The opponent did not appear (C.07 16.2.2).
    ForfeitWon,
    /// This team did not appear (C.07 16.2.4, a voluntary unplayed round).
    ForfeitLost,
    /// Neither team appeared: both lose (C.07 16.2.4 for both).
    DoubleForfeit,
    /// The pairing-allocated bye (C.07 16.2.1).
    Bye,
    /// Announced absence (GHR 3.3): a requested bye scored as the regulation says
    /// (C.07 16.2.3 / 16.2.5).
    Absent,
    /// Not in the event this round (withdrawn or not yet entered): a zero-point bye
    /// (C.07 16.1 "any round after a participant withdraws is a zero-point-bye").
    NotPaired,
    /// A round robin's free round: the team's table opponent is the free number of an odd
    /// field (C.05 Annex 1 "the highest number counts as a bye") or withdrawn. Every team
    /// rests alike, so it is no unplayed round of the C.07 16 kinds: it scores nothing,
    /// enters no criterion and is never counted as a draw in an opponent's score.
    Rest,
    /// Paired, result not complete yet: counts for nothing until it is.
    Pending,
}

impl Kind {
    /// A voluntary unplayed round (C.07 16.1: a requested bye or a forfeit loss).
    pub fn is_voluntary_unplayed(self) -> bool {
        matches!(
            self,
            Kind::ForfeitLost | Kind::DoubleForfeit | Kind::Absent | Kind::NotPaired
        )
    }

    /// Any round without a game against an opponent over the board.
    pub fn is_unplayed(self) -> bool {
        !matches!(self, Kind::Played | Kind::Pending)
    }
}

/// One team's round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    pub kind: Kind,
    /// The scheduled opponent (also for forfeits); `None` for byes and absences.
    pub opponent: Option<usize>,
    /// Table number (1-based) of the match, 0 without one.
    pub table: usize,
    /// First-named team of the match (White on board 1).
    pub home: bool,
    pub match_points: u32,
    pub game_points: HalfPoints,
    pub opponent_game_points: HalfPoints,
    /// For a match drawn on game points with every board's result: the highest board
    /// (board 1 first) where the two games differ, as the cup system decides a drawn match.
    pub cup_board: Option<CupBoard>,
}

/// The board that decides a drawn match under the cup system, and whether this team won it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CupBoard {
    /// 1-based.
    pub board: usize,
    pub won: bool,
}

impl Entry {
    fn unpaired(kind: Kind) -> Self {
        Entry {
            kind,
            opponent: None,
            table: 0,
            home: false,
            match_points: 0,
            game_points: HalfPoints::ZERO,
            opponent_game_points: HalfPoints::ZERO,
            cup_board: None,
        }
    }
}

/// Everything the tie-breaks need to know about one team.
#[derive(Debug, Clone, PartialEq)]
pub struct TeamRecord {
    pub id: TeamId,
    pub name: String,
    /// One entry per round 1..=after_round.
    pub rounds: Vec<Entry>,
    /// Final match points, after the "loses all match points" penalty.
    pub match_points: u32,
    pub game_points: HalfPoints,
    /// Scores as an opponent sees them under C.07 16.3: requested byes and withdrawal
    /// rounds after the last round that was not voluntarily unplayed count as draws.
    pub adjusted_match_points: f64,
    pub adjusted_game_points: f64,
    /// Own points per board over the event, board 1 first, from the matches with board
    /// results; `None` while the team has none (every match of it entered as a score only,
    /// or none played).
    pub board_points: Option<Vec<HalfPoints>>,
}

impl TeamRecord {
    /// The totals of the rounds scored, the "loses all match points" penalty applied, and
    /// the scores as an opponent sees them (C.07 16.3).
    fn total(&mut self, t: &Tournament, after_round: u32) {
        let draw_match = f64::from(t.regulation.match_points.draw);
        let draw_game = f64::from(t.regulation.boards) / 2.0;
        self.match_points = self.rounds.iter().map(|e| e.match_points).sum();
        self.game_points = self.rounds.iter().map(|e| e.game_points).sum();
        let disqualified = t.penalties.iter().any(|p| {
            p.team == self.id && p.kind == PenaltyKind::AllMatchPointsLost && p.round <= after_round
        });
        if disqualified {
            self.match_points = 0;
        }
        // C.07 16.3 / 16.2.5: only rounds without an opponent after the last round that
        // was not voluntarily unplayed count as draws; forfeits stay as scored. A round
        // robin's rest is no round of the team's at all.
        let last_taken = self
            .rounds
            .iter()
            .rposition(|e| !e.kind.is_voluntary_unplayed() && e.kind != Kind::Rest);
        let trailing = self
            .rounds
            .iter()
            .skip(last_taken.map_or(0, |i| i + 1))
            .filter(|e| matches!(e.kind, Kind::Absent | Kind::NotPaired));
        let (mut mp, mut gp) = (f64::from(self.match_points), self.game_points.as_f64());
        for e in trailing {
            if !disqualified {
                mp += draw_match - f64::from(e.match_points);
            }
            gp += draw_game - e.game_points.as_f64();
        }
        self.adjusted_match_points = mp;
        self.adjusted_game_points = gp;
    }
}

/// The outcomes of all teams after `after_round` rounds, with the scales they are read in.
#[derive(Debug, Clone, PartialEq)]
pub struct Outcomes {
    pub after_round: u32,
    pub boards: u8,
    pub scale: MatchPoints,
    pub primary: PrimaryScore,
    pub round_robin: bool,
    /// Which C.07 edition's unplayed-round rules the FIDE-coded criteria follow.
    pub edition: C07Edition,
    pub teams: Vec<TeamRecord>,
    index: HashMap<TeamId, usize>,
}

impl Outcomes {
    /// Scores every round up to `after_round` (clamped to the rounds that exist).
    pub fn new(t: &Tournament, after_round: u32) -> Outcomes {
        let after_round = after_round.min(t.rounds.len() as u32);
        let boards = usize::from(t.regulation.boards);
        let round_robin = t.is_round_robin();
        let index: HashMap<TeamId, usize> =
            t.teams.iter().enumerate().map(|(i, x)| (x.id, i)).collect();
        let mut teams: Vec<TeamRecord> = t
            .teams
            .iter()
            .map(|x| TeamRecord {
                id: x.id,
                name: x.name.clone(),
                rounds: Vec::with_capacity(after_round as usize),
                match_points: 0,
                game_points: HalfPoints::ZERO,
                adjusted_match_points: 0.0,
                adjusted_game_points: 0.0,
                board_points: None,
            })
            .collect();
        for (r, round) in t.rounds.iter().take(after_round as usize).enumerate() {
            let number = r as u32 + 1;
            let mut entries = vec![Entry::unpaired(Kind::NotPaired); teams.len()];
            if let Some(i) = round.bye.and_then(|b| index.get(&b)) {
                entries[*i] = award_entry(
                    Kind::Bye,
                    &RoundOutcome::Bye {
                        award: t.regulation.bye,
                    },
                );
            }
            for i in round.absent.iter().filter_map(|a| index.get(a)) {
                entries[*i] = award_entry(
                    Kind::Absent,
                    &RoundOutcome::Absent {
                        award: t.regulation.absent,
                    },
                );
            }
            for (table, m) in round.matches.iter().enumerate() {
                let (Some(&home), Some(&away)) = (index.get(&m.home), index.get(&m.away)) else {
                    continue;
                };
                for (me, them, id) in [(home, away, m.home), (away, home, m.away)] {
                    entries[me] = Entry {
                        home: me == home,
                        ..match_entry(match_outcome(t, number, table, m, id), them)
                    };
                }
                if m.score_only.is_none() && entries[home].kind != Kind::Pending {
                    let points = board_points(t, number, m);
                    for (b, points) in points.iter().enumerate() {
                        if let Some((h, a)) = points {
                            for (team, scored) in [(home, *h), (away, *a)] {
                                teams[team]
                                    .board_points
                                    .get_or_insert_with(|| vec![HalfPoints::ZERO; boards])[b] +=
                                    scored;
                            }
                        }
                    }
                    if entries[home].kind == Kind::Played
                        && entries[home].game_points == entries[home].opponent_game_points
                    {
                        let board = cup_board(&points);
                        entries[home].cup_board = board;
                        entries[away].cup_board = board.map(|b| CupBoard { won: !b.won, ..b });
                    }
                }
            }
            for ((team, record), mut entry) in t.teams.iter().zip(&mut teams).zip(entries) {
                if entry.kind == Kind::NotPaired && round_robin && team.plays_in_round(number) {
                    entry.kind = Kind::Rest;
                }
                record.rounds.push(entry);
            }
        }
        for team in &mut teams {
            team.total(t, after_round);
        }
        Outcomes {
            after_round,
            boards: t.regulation.boards,
            scale: t.regulation.match_points,
            primary: t.regulation.primary_score,
            round_robin,
            edition: C07Edition::for_event(&t.regulation, t.info.start_date),
            teams,
            index,
        }
    }

    /// The index (starting number - 1) of a team.
    pub fn index_of(&self, team: TeamId) -> Option<usize> {
        self.index.get(&team).copied()
    }

    /// A team's primary score (C.04.6 1.2.1), as a number.
    pub fn primary_score(&self, team: usize) -> f64 {
        let record = &self.teams[team];
        match self.primary {
            PrimaryScore::MatchPoints => f64::from(record.match_points),
            PrimaryScore::GamePoints => record.game_points.as_f64(),
        }
    }
}

/// The highest board whose games differ, seen from the first-named team; `None` when a
/// board has no result (nothing can be decided on it) or every game is alike.
fn cup_board(points: &[Option<(HalfPoints, HalfPoints)>]) -> Option<CupBoard> {
    for (i, p) in points.iter().enumerate() {
        let (home, away) = (*p)?;
        if home != away {
            return Some(CupBoard {
                board: i + 1,
                won: home > away,
            });
        }
    }
    None
}

fn award_entry(kind: Kind, outcome: &RoundOutcome) -> Entry {
    Entry {
        match_points: outcome.match_points(),
        game_points: outcome.game_points(),
        ..Entry::unpaired(kind)
    }
}

fn match_entry(outcome: RoundOutcome, opponent: usize) -> Entry {
    match outcome {
        RoundOutcome::Played {
            table,
            game_points,
            opponent_game_points,
            match_points,
            forfeit,
            ..
        } => Entry {
            kind: match forfeit {
                None => Kind::Played,
                Some(Forfeit::Won) => Kind::ForfeitWon,
                Some(Forfeit::Lost) => Kind::ForfeitLost,
                Some(Forfeit::Both) => Kind::DoubleForfeit,
            },
            opponent: Some(opponent),
            table,
            home: false,
            match_points,
            game_points,
            opponent_game_points,
            cup_board: None,
        },
        RoundOutcome::Pending { table, .. } => Entry {
            opponent: Some(opponent),
            table,
            ..Entry::unpaired(Kind::Pending)
        },
        other => award_entry(Kind::NotPaired, &other),
    }
}
