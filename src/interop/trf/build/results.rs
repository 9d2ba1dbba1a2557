//! The boards of each match and the adjustments of records 300/310, and the file's own
//! team results checked against the games.

use std::collections::HashMap;

use super::Builder;

use crate::core::model::{
    Colour, GameResult, HalfPoints, Lineup, MatchScore, Penalty, PenaltyKind, PlayerId, TeamId,
    Tournament, home_colour,
};
use crate::core::{Command, apply};
use crate::i18n::{Msg, Text};
use crate::interop::trf::parse::TeamRound;
use crate::interop::trf::{ImportError, at_line, format_points};
use crate::scoring::{RoundOutcome, round_outcome, totals};

impl Builder {
    /// Record 299 as kup's penalties: a player's line (no match points) is his game lost on
    /// the board he played in that round; a team line that takes only match points away
    /// (none, for a team that had none) is the loss of all match points (where the
    /// regulation imposes it). A team line with
    /// game points is the consequence of the players' lines and is checked through the
    /// totals (310, 802) like every other figure of the file.
    pub(super) fn impose_adjustments(&mut self, t: &mut Tournament, team_ids: &[TeamId]) {
        let both_lost = std::mem::take(&mut self.both_lost);
        if !both_lost.is_empty()
            && let Err(e) = apply(
                t,
                Command::ImposePenalty {
                    penalties: both_lost,
                },
            )
        {
            self.note(
                None,
                Text::new(Msg::TrfPenaltyNotImported).arg_text("refusal", e.text()),
            );
        }
        for a in std::mem::take(&mut self.p.adjustments) {
            let reason = Text::new(Msg::TrfPenaltyReason).arg("line", a.line);
            let mut penalties = Vec::new();
            match a.match_points {
                None => {
                    for &number in a.ids.iter().filter(|n| **n != 0) {
                        let ti = self.team_of_player.get(&number).copied();
                        let board = ti.and_then(|ti| {
                            self.lineups
                                .get(&(a.round, ti))
                                .and_then(|l| l.iter().position(|x| *x == Some(number)))
                        });
                        match (ti, board) {
                            (Some(ti), Some(board)) => {
                                let penalty = Penalty::worded(
                                    a.round,
                                    team_ids[ti],
                                    PenaltyKind::GameLost { board: board + 1 },
                                    &reason,
                                );
                                // A game both lost is already a penalty of each side.
                                let known = |p: &Penalty| {
                                    (p.round, p.team, p.kind)
                                        == (penalty.round, penalty.team, penalty.kind)
                                };
                                if t.penalties.iter().any(known) {
                                    continue;
                                }
                                // The `001` result the penalty gave the game: `-` is a
                                // forfeit, anything else a game played (and rated).
                                penalties.push(if self.entry(number, a.round).result == '-' {
                                    penalty.as_forfeit()
                                } else {
                                    penalty
                                });
                            }
                            _ => self.note(
                                Some(a.line),
                                Text::new(Msg::TrfAdjustmentNoBoard)
                                    .arg("number", number)
                                    .arg("round", a.round),
                            ),
                        }
                    }
                }
                Some(mp) if mp <= 0 && a.points == 0 => {
                    for &tpn in a.ids.iter().filter(|n| **n != 0) {
                        match self.tpn_index(tpn) {
                            Some(ti) => penalties.push(Penalty::worded(
                                a.round,
                                team_ids[ti],
                                PenaltyKind::AllMatchPointsLost,
                                &reason,
                            )),
                            None => self.note(
                                Some(a.line),
                                Text::new(Msg::TrfAdjustmentNoSuchTeam).arg("team", tpn),
                            ),
                        }
                    }
                }
                Some(_) => {}
            }
            if penalties.is_empty() {
                continue;
            }
            if let Err(e) = apply(t, Command::ImposePenalty { penalties }) {
                self.note(
                    Some(a.line),
                    Text::new(Msg::TrfPenaltyNotImported).arg_text("refusal", e.text()),
                );
            }
        }
    }

    pub(super) fn fill_match(
        &mut self,
        t: &mut Tournament,
        round: u32,
        table: usize,
        (home, away): (usize, usize),
        team_ids: &[TeamId],
        player_ids: &HashMap<u32, PlayerId>,
    ) -> Result<(), ImportError> {
        let boards = usize::from(t.regulation.boards);
        let lh = self.lineup(round, home).to_vec();
        let la = self.lineup(round, away).to_vec();
        for (ti, lineup) in [(home, &lh), (away, &la)] {
            let mut players: Vec<PlayerId> = lineup
                .iter()
                .flatten()
                .filter_map(|n| player_ids.get(n).copied())
                .collect();
            if players.is_empty() {
                continue;
            }
            let name = self.teams[ti].name.clone();
            if let Some(hole) = lineup.iter().position(Option::is_none)
                && lineup[hole..].iter().any(Option::is_some)
            {
                self.note(
                    None,
                    Text::new(Msg::TrfEmptyBoard)
                        .arg("round", round)
                        .arg("board", hole + 1)
                        .arg("team", &name),
                );
            }
            if players.len() > boards {
                self.note(
                    None,
                    Text::new(Msg::TrfTooManyPlayers)
                        .arg("round", round)
                        .arg("team", &name)
                        .arg("players", players.len())
                        .arg("boards", boards),
                );
                players.truncate(boards);
            }
            t.rounds[round as usize - 1].lineups.push(Lineup {
                team: team_ids[ti],
                players,
                handed_in: None,
                seated: None,
                from_phone: false,
            });
        }
        // The board results are written straight into the match `SetPairing` has just
        // created (round, table and board exist by construction; `check_integrity` runs at
        // the end): going through `apply`, which copies the whole event per command, made
        // an Olympiad-size import take seconds.
        let set = |t: &mut Tournament, board: usize, result: GameResult| {
            t.rounds[round as usize - 1].matches[table - 1].boards[board].result = result;
            Ok::<(), ImportError>(())
        };
        if lh.iter().chain(&la).all(Option::is_none) {
            return self.fill_unplayed_match(t, round, table, (home, away), set);
        }
        for board in 0..boards {
            let hp = lh.get(board).copied().flatten();
            let ap = la.get(board).copied().flatten();
            let he = hp.map(|n| self.entry(n, round));
            let ae = ap.map(|n| self.entry(n, round));
            let mine = match (he, ae) {
                (Some(h), Some(a)) if (h.result, a.result) == ('0', '0') => {
                    let line = self.p.players[&hp.expect("home player")].line;
                    self.both_lost(round, [team_ids[home], team_ids[away]], board, line);
                    continue;
                }
                (Some(h), Some(a)) => {
                    let home_view = Mine::from_code(h.result, Some(a.result));
                    let away_view = Mine::from_code(a.result, Some(h.result)).map(Mine::flipped);
                    let line = self.p.players[&hp.expect("home player")].line;
                    let expected = match home_colour(board) {
                        Colour::White => 'w',
                        Colour::Black => 'b',
                    };
                    if home_view != away_view {
                        self.note(
                            Some(line),
                            Text::new(Msg::TrfResultsDisagree)
                                .arg("round", round)
                                .arg("board", board + 1)
                                .arg("first", h.result)
                                .arg("second", a.result),
                        );
                    }
                    if h.opponent != ap.unwrap_or(0) || h.colour != expected {
                        self.note(
                            Some(line),
                            Text::new(Msg::TrfOpponentMismatch)
                                .arg("round", round)
                                .arg("board", board + 1)
                                .arg("opponent", h.opponent)
                                .arg("colour", h.colour)
                                .arg("player", ap.unwrap_or(0))
                                .arg("expected", expected),
                        );
                    }
                    home_view
                }
                (Some(h), None) => Mine::from_code(h.result, None),
                (None, Some(a)) => Mine::from_code(a.result, None).map(Mine::flipped),
                (None, None) => Some(Mine::DoubleForfeit),
            };
            let result = mine.unwrap_or(Mine::Pending).as_result(home_colour(board));
            if result != GameResult::NotPlayed {
                set(t, board, result)?;
            }
        }
        Ok(())
    }

    /// A rated game both players lost (`0` against `0`, written at `line`): no game
    /// result says it, the penalties of both sides do (an early draw forfeited, kzz-2015
    /// čl. 5); they are imposed with the file's other penalties.
    fn both_lost(&mut self, round: u32, teams: [TeamId; 2], board: usize, line: usize) {
        let reason = Text::new(Msg::TrfBothLostReason).arg("line", line);
        for team in teams {
            self.both_lost.push(Penalty::worded(
                round,
                team,
                PenaltyKind::GameLost { board: board + 1 },
                &reason,
            ));
        }
    }

    /// A match where no player of either team sat down: a forfeited match (record 330) or
    /// a match known only by its score (record 802).
    fn fill_unplayed_match(
        &mut self,
        t: &mut Tournament,
        round: u32,
        table: usize,
        (home, away): (usize, usize),
        set: impl Fn(&mut Tournament, usize, GameResult) -> Result<(), ImportError>,
    ) -> Result<(), ImportError> {
        let (home_tpn, away_tpn) = (self.teams[home].tpn, self.teams[away].tpn);
        let forfeit = self.p.forfeits.iter().find(|f| {
            f.0 == round
                && ((f.1, f.2) == (home_tpn, away_tpn) || (f.1, f.2) == (away_tpn, home_tpn))
        });
        if let Some((_, white, _, _, kind)) = forfeit {
            let home_view = match (kind.as_str(), *white == home_tpn) {
                ("--", _) => Mine::DoubleForfeit,
                ("+-", true) | ("-+", false) => Mine::ForfeitWin,
                _ => Mine::ForfeitLoss,
            };
            for board in 0..usize::from(t.regulation.boards) {
                set(t, board, home_view.as_result(home_colour(board)))?;
            }
            return Ok(());
        }
        let points = |tpn: u32| match self.p.team_rounds.get(&(tpn, round)) {
            Some((_, TeamRound::Match { game_points, .. })) => *game_points,
            _ => None,
        };
        match (points(home_tpn), points(away_tpn)) {
            (Some(h), Some(a)) => {
                apply(
                    t,
                    Command::SetMatchScore {
                        round,
                        table,
                        score: Some(MatchScore { home: h, away: a }),
                    },
                )
                .map_err(|e| {
                    let refusal = Text::new(Msg::TrfRefused)
                        .arg_text(
                            "where",
                            Text::new(Msg::TrfWhereRoundTable)
                                .arg("round", round)
                                .arg("table", table),
                        )
                        .arg_text("refusal", e.text());
                    // Said at the first-named team's record 802, which gives the score.
                    match self.p.team_rounds.get(&(home_tpn, round)) {
                        Some((line, _)) => ImportError(at_line(*line, refusal)),
                        None => ImportError(refusal),
                    }
                })?;
            }
            _ => {
                let names = (self.teams[home].name.clone(), self.teams[away].name.clone());
                self.note(
                    None,
                    Text::new(Msg::TrfNoResult)
                        .arg("round", round)
                        .arg("home", names.0)
                        .arg("away", names.1),
                );
            }
        }
        Ok(())
    }

    /// The file's own totals (records 310, 802) against kup's scoring under the preset.
    pub(super) fn cross_check(&mut self, t: &Tournament, rounds: u32) {
        for (ti, team) in self.teams.clone().iter().enumerate() {
            let id = t.teams[ti].id;
            let ours = totals(t, id, rounds);
            if let Some((mp, gp)) = self.p.team_points.get(&team.tpn).copied() {
                let our_mp = HalfPoints::from_points(ours.match_points);
                if mp.is_some_and(|mp| mp != our_mp) || gp.is_some_and(|gp| gp != ours.game_points)
                {
                    let stated =
                        |points: Option<HalfPoints>| points.map_or("?".to_string(), format_points);
                    self.note(
                        Some(team.line),
                        Text::new(Msg::TrfTotalsDiffer)
                            .arg("team", &team.name)
                            .arg_number("file_mp", stated(mp))
                            .arg_number("file_gp", stated(gp))
                            .arg_number("mp", ours.match_points)
                            .arg_number("gp", format_points(ours.game_points))
                            .arg("preset", &t.regulation.id),
                    );
                }
            }
            for round in 1..=rounds {
                if let Some((
                    line,
                    TeamRound::Match {
                        game_points: Some(gp),
                        ..
                    },
                )) = self.p.team_rounds.get(&(team.tpn, round)).copied()
                    && let RoundOutcome::Played { game_points, .. } = round_outcome(t, round, id)
                    && game_points != gp
                {
                    self.note(
                        Some(line),
                        Text::new(Msg::TrfRoundPointsDiffer)
                            .arg("team", &team.name)
                            .arg("round", round)
                            .arg_number("file", format_points(gp))
                            .arg_number("kup", format_points(game_points)),
                    );
                }
            }
        }
    }
}

/// What a player's `001` field says about his own game, from his side of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mine {
    Win,
    Draw,
    Loss,
    ForfeitWin,
    ForfeitLoss,
    DoubleForfeit,
    Pending,
}

impl Mine {
    /// From a `001` result code; `other` is the opponent's code when he is in the file.
    /// `W D L` (a game of less than one move) count as won, drawn, lost.
    fn from_code(code: char, other: Option<char>) -> Option<Mine> {
        Some(match code {
            '1' | 'W' => Mine::Win,
            '=' | 'D' => Mine::Draw,
            '0' | 'L' => Mine::Loss,
            '+' => Mine::ForfeitWin,
            '-' if other == Some('+') => Mine::ForfeitLoss,
            '-' => Mine::DoubleForfeit,
            ' ' => Mine::Pending,
            _ => return None,
        })
    }

    fn flipped(self) -> Mine {
        match self {
            Mine::Win => Mine::Loss,
            Mine::Loss => Mine::Win,
            Mine::ForfeitWin => Mine::ForfeitLoss,
            Mine::ForfeitLoss => Mine::ForfeitWin,
            other => other,
        }
    }

    /// The board result (White first) when the first-named team's player has `colour`.
    fn as_result(self, colour: Colour) -> GameResult {
        let white = colour == Colour::White;
        match (self, white) {
            (Mine::Win, true) | (Mine::Loss, false) => GameResult::WhiteWins,
            (Mine::Win, false) | (Mine::Loss, true) => GameResult::BlackWins,
            (Mine::Draw, _) => GameResult::Draw,
            (Mine::ForfeitWin, true) | (Mine::ForfeitLoss, false) => GameResult::WhiteForfeitWin,
            (Mine::ForfeitWin, false) | (Mine::ForfeitLoss, true) => GameResult::BlackForfeitWin,
            (Mine::DoubleForfeit, _) => GameResult::DoubleForfeit,
            (Mine::Pending, _) => GameResult::NotPlayed,
        }
    }
}
