//! One round as the file reads: who played whom with which colours, byes, absences and
//! forfeits, from the players' records or the team records 300/310.

use std::collections::HashMap;

use super::{Builder, no_such_team};

use crate::core::model::{Colour, home_colour};
use crate::i18n::{Msg, Text};
use crate::interop::trf::parse::TeamRound;

/// How a team took part in one round of the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Status {
    Paired,
    Bye,
    Absent,
    Out,
}

/// One round as read from the file, by team index.
#[derive(Debug, Default)]
pub(super) struct RoundPlan {
    pub(super) opponent: HashMap<usize, usize>,
    /// The first-named team of each pair, keyed by the pair's smaller team index.
    pub(super) home: HashMap<usize, usize>,
    pub(super) bye: Option<usize>,
    pub(super) absent: Vec<usize>,
}

impl Builder {
    fn pair(&mut self, plan: &mut RoundPlan, round: u32, a: usize, b: usize, line: usize) {
        if a == b {
            self.note(
                Some(line),
                Text::new(Msg::TrfPairedWithItself)
                    .arg("round", round)
                    .arg("team", &self.teams[a].name),
            );
            return;
        }
        for (x, y) in [(a, b), (b, a)] {
            if let Some(&other) = plan.opponent.get(&x)
                && other != y
            {
                let names = (
                    self.teams[x].name.clone(),
                    self.teams[other].name.clone(),
                    self.teams[y].name.clone(),
                );
                self.note(
                    Some(line),
                    Text::new(Msg::TrfPairedTwice)
                        .arg("round", round)
                        .arg("team", names.0)
                        .arg("first", names.1)
                        .arg("second", names.2),
                );
                return;
            }
        }
        plan.opponent.insert(a, b);
        plan.opponent.insert(b, a);
    }

    fn vote_home(
        &mut self,
        plan: &mut RoundPlan,
        round: u32,
        a: usize,
        b: usize,
        home: usize,
        line: usize,
    ) {
        let key = a.min(b);
        match plan.home.get(&key) {
            Some(&earlier) if earlier != home => {
                let name = self.teams[earlier].name.clone();
                self.note(
                    Some(line),
                    Text::new(Msg::TrfColoursDisagree)
                        .arg("round", round)
                        .arg("team", name),
                );
            }
            Some(_) => {}
            None => {
                plan.home.insert(key, home);
            }
        }
    }

    /// Who played whom in `round`, who had the bye and who was absent, from every record
    /// that says so: the players' games, the forfeits, the team rounds, record 320, the
    /// TRF16 `U` results and the absences. A record that contradicts an earlier one is
    /// noted and left out.
    pub(super) fn plan_round(&mut self, round: u32) -> RoundPlan {
        let mut plan = RoundPlan::default();
        self.pair_by_games(&mut plan, round);
        self.pair_by_forfeits(&mut plan, round);
        self.pair_by_team_rounds(&mut plan, round);
        self.take_pairing_bye(&mut plan, round);
        self.pair_forfeit_without_opponent(&mut plan, round);
        if plan.bye.is_none() {
            // TRF16 has no team bye record: the bye team's players carry `U`.
            plan.bye = (0..self.teams.len()).find(|ti| {
                !plan.opponent.contains_key(ti)
                    && self.teams[*ti]
                        .players
                        .iter()
                        .any(|n| self.entry(*n, round).result == 'U')
            });
        }
        self.take_absences(&mut plan, round);
        plan
    }

    /// The pairs the players' games make, each game a vote for which team was first-named
    /// (White on odd boards, `model::home_colour`).
    fn pair_by_games(&mut self, plan: &mut RoundPlan, round: u32) {
        for ti in 0..self.teams.len() {
            let lineup = self.lineup(round, ti).to_vec();
            for (board, player) in lineup.iter().enumerate() {
                let Some(player) = *player else { continue };
                let e = self.entry(player, round);
                if e.opponent == 0 {
                    continue;
                }
                let line = self.p.players[&player].line;
                let Some(&tj) = self.team_of_player.get(&e.opponent) else {
                    self.note(
                        Some(line),
                        Text::new(Msg::TrfOpponentInNoTeam)
                            .arg("round", round)
                            .arg("opponent", e.opponent),
                    );
                    continue;
                };
                self.pair(plan, round, ti, tj, line);
                if plan.opponent.get(&ti) == Some(&tj) && matches!(e.colour, 'w' | 'b') {
                    let white_here = e.colour == 'w';
                    let home = if white_here == (home_colour(board) == Colour::White) {
                        ti
                    } else {
                        tj
                    };
                    self.vote_home(plan, round, ti, tj, home, line);
                }
            }
        }
    }

    /// The forfeited matches of the round, first-named team first.
    fn pair_by_forfeits(&mut self, plan: &mut RoundPlan, round: u32) {
        let forfeits: Vec<_> = self
            .p
            .forfeits
            .iter()
            .filter(|f| f.0 == round)
            .cloned()
            .collect();
        for (_, white, black, line, _) in forfeits {
            match (self.tpn_index(white), self.tpn_index(black)) {
                (Some(w), Some(b)) => {
                    self.pair(plan, round, w, b, line);
                    self.vote_home(plan, round, w, b, w, line);
                }
                _ => self.note(
                    Some(line),
                    Text::new(Msg::TrfForfeitNoSuchTeam)
                        .arg("white", white)
                        .arg("black", black),
                ),
            }
        }
    }

    /// The pairs the out-of-order records and the team rounds name, and a team round's
    /// pairing-allocated bye.
    fn pair_by_team_rounds(&mut self, plan: &mut RoundPlan, round: u32) {
        let mut team_rounds: Vec<_> = self
            .p
            .team_rounds
            .iter()
            .filter(|((_, r), _)| *r == round)
            .map(|((tpn, _), (line, tr))| (*tpn, *line, *tr))
            .collect();
        team_rounds.sort_by_key(|x| x.0);
        let orders: Vec<_> = self
            .p
            .out_of_order
            .iter()
            .filter(|((r, _), _)| *r == round)
            .map(|((_, tpn), (line, opponent, _))| (*tpn, *line, *opponent))
            .collect();
        for (tpn, line, opponent) in orders {
            if let (Some(a), Some(b)) = (self.tpn_index(tpn), self.tpn_index(opponent)) {
                self.pair(plan, round, a, b, line);
            }
        }
        for (tpn, line, tr) in team_rounds {
            let Some(a) = self.tpn_index(tpn) else {
                self.note(
                    Some(line),
                    Text::new(Msg::TrfTeamRoundNoSuchTeam).arg("team", tpn),
                );
                continue;
            };
            match tr {
                TeamRound::Match {
                    opponent, white, ..
                } => self.pair_by_team_round(plan, round, a, opponent, white, line),
                TeamRound::PairingBye if !plan.opponent.contains_key(&a) => {
                    plan.bye.get_or_insert(a);
                }
                _ => {}
            }
        }
    }

    /// One team round's match: team `a` against the team of starting rank `opponent`,
    /// with White on board 1 if `white` says so.
    fn pair_by_team_round(
        &mut self,
        plan: &mut RoundPlan,
        round: u32,
        a: usize,
        opponent: u32,
        white: Option<bool>,
        line: usize,
    ) {
        let Some(b) = self.tpn_index(opponent) else {
            self.note(
                Some(line),
                Text::new(Msg::TrfTeamRoundNoSuchOpponent)
                    .arg("round", round)
                    .arg("opponent", opponent),
            );
            return;
        };
        self.pair(plan, round, a, b, line);
        if let Some(white) = white {
            self.vote_home(plan, round, a, b, if white { a } else { b }, line);
        }
    }

    /// The pairing-allocated bye record 320 gives the round, unless the team is paired or
    /// another team already has the bye.
    fn take_pairing_bye(&mut self, plan: &mut RoundPlan, round: u32) {
        let Some((line, _, teams)) = self.p.pab.clone() else {
            return;
        };
        let Some(&tpn) = teams.get(round as usize - 1).filter(|t| **t != 0) else {
            return;
        };
        match self.tpn_index(tpn) {
            Some(a) if plan.opponent.contains_key(&a) => self.note(
                Some(line),
                Text::new(Msg::TrfByeAlsoPaired)
                    .arg("round", round)
                    .arg("team", tpn),
            ),
            Some(a) => {
                if plan.bye.is_some_and(|b| b != a) {
                    self.note(Some(line), Text::new(Msg::TrfSecondBye).arg("round", round));
                } else {
                    plan.bye = Some(a);
                }
            }
            None => self.note(Some(line), no_such_team("320", round, tpn)),
        }
    }

    /// The teams record 240 says were absent, unless the round pairs them.
    fn take_absences(&mut self, plan: &mut RoundPlan, round: u32) {
        let absences: Vec<_> = self
            .p
            .absences
            .iter()
            .filter(|a| a.1 == round)
            .cloned()
            .collect();
        for (line, _, tpn) in absences {
            match self.tpn_index(tpn) {
                Some(a) if plan.opponent.contains_key(&a) || plan.bye == Some(a) => self.note(
                    Some(line),
                    Text::new(Msg::TrfAbsentButPaired)
                        .arg("round", round)
                        .arg("team", tpn),
                ),
                Some(a) => plan.absent.push(a),
                None => self.note(Some(line), no_such_team("240", round, tpn)),
            }
        }
    }

    /// TRF16 has no record for a forfeited match: the team that came has forfeit wins
    /// against no one (`0000 - +`). When exactly one such team and one team without any
    /// game are left, they were the pair.
    fn pair_forfeit_without_opponent(&mut self, plan: &mut RoundPlan, round: u32) {
        let unpaired = |b: &Builder, plan: &RoundPlan, with_games: bool| -> Vec<usize> {
            (0..b.teams.len())
                .filter(|ti| !plan.opponent.contains_key(ti) && plan.bye != Some(*ti))
                .filter(|ti| b.lineups.contains_key(&(round, *ti)) == with_games)
                .filter(|ti| {
                    with_games
                        || b.teams[*ti]
                            .players
                            .iter()
                            .all(|n| b.entry(*n, round).result != 'U')
                })
                .collect()
        };
        let winners = unpaired(self, plan, true);
        if winners.is_empty() {
            return;
        }
        let others: Vec<usize> = unpaired(self, plan, false)
            .into_iter()
            .filter(|ti| {
                !self
                    .p
                    .absences
                    .iter()
                    .any(|a| a.1 == round && a.2 == self.teams[*ti].tpn)
            })
            .collect();
        let names = |b: &Builder, teams: &[usize]| {
            teams
                .iter()
                .map(|t| b.teams[*t].name.clone())
                .collect::<Vec<_>>()
                .join(", ")
        };
        if let ([winner], [other]) = (winners.as_slice(), others.as_slice()) {
            let (w, o) = (
                self.teams[*winner].name.clone(),
                self.teams[*other].name.clone(),
            );
            self.note(
                None,
                Text::new(Msg::TrfForfeitOpponentTaken)
                    .arg("round", round)
                    .arg("winner", w)
                    .arg("other", o),
            );
            let line = self.teams[*winner].line;
            self.pair(plan, round, *winner, *other, line);
        } else {
            let (w, o) = (names(self, &winners), names(self, &others));
            self.note(
                None,
                Text::new(Msg::TrfForfeitOpponentUnknown)
                    .arg("round", round)
                    .arg("winners", w)
                    .arg("others", o),
            );
        }
    }

    pub(super) fn status(plan: &RoundPlan, team: usize) -> Status {
        if plan.opponent.contains_key(&team) {
            Status::Paired
        } else if plan.bye == Some(team) {
            Status::Bye
        } else if plan.absent.contains(&team) {
            Status::Absent
        } else {
            Status::Out
        }
    }
}
