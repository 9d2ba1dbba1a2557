//! Who took part in which round: withdrawals, late entries and absences the rounds imply,
//! and each round's pairing recorded.

use std::collections::HashMap;

use super::rounds::{RoundPlan, Status};
use super::{Builder, in_round, refused};

use crate::core::model::{TeamId, Tournament};
use crate::core::rules::System;
use crate::core::{Command, apply};
use crate::i18n::{Msg, Text};
use crate::interop::trf::ImportError;

impl Builder {
    /// Which rounds each team took part in, read off the plans: a team that starts late
    /// entered late, one that stops early withdrew, a round missed between is an absence.
    /// A round robin's idle rounds by the table are none of these.
    pub(super) fn attendance(
        &mut self,
        t: &mut Tournament,
        plans: &[RoundPlan],
        rounds: u32,
    ) -> Attendance {
        let mut attendance = Attendance::default();
        let idle = idle_by_table(t, plans);
        for ti in 0..self.teams.len() {
            let present: Vec<u32> = (1..=rounds)
                .filter(|r| Self::status(&plans[*r as usize - 1], ti) != Status::Out)
                .collect();
            let name = self.teams[ti].name.clone();
            let idle_in = |r: u32| idle.get(r as usize - 1).is_some_and(|i| i.contains(&ti));
            let (Some(&(mut first)), Some(&(mut last))) = (present.first(), present.last()) else {
                if rounds > 0 {
                    self.note(None, Text::new(Msg::TrfPlaysNoRound).arg("team", &name));
                    attendance.withdraw_from.entry(1).or_default().push(ti);
                }
                continue;
            };
            // Idle by the table is neither a late entry nor a withdrawal.
            while first > 1 && idle_in(first - 1) {
                first -= 1;
            }
            while last < rounds && idle_in(last + 1) {
                last += 1;
            }
            if first > 1 {
                self.note(
                    None,
                    Text::new(Msg::TrfLateEntry)
                        .arg("team", &name)
                        .arg("round", first),
                );
                t.teams[ti].joins_at_round = Some(first);
            }
            if last < rounds {
                self.note(
                    None,
                    Text::new(Msg::TrfWithdrawn)
                        .arg("team", &name)
                        .arg("last", last)
                        .arg("from", last + 1),
                );
                attendance
                    .withdraw_from
                    .entry(last + 1)
                    .or_default()
                    .push(ti);
            }
            for r in first..last {
                if !present.contains(&r) && !idle_in(r) {
                    self.note(
                        None,
                        Text::new(Msg::TrfGapAbsence)
                            .arg("team", &name)
                            .arg("round", r),
                    );
                    attendance.gaps.entry(r).or_default().push(ti);
                }
            }
        }
        attendance
    }

    /// The round's pairing, first-named team first in table order (tables by the smaller
    /// team index); a pair whose colours no record gives is noted. The pairs, by team
    /// index.
    pub(super) fn record_pairing(
        &mut self,
        t: &mut Tournament,
        round: u32,
        plan: &RoundPlan,
        team_ids: &[TeamId],
    ) -> Result<Vec<(usize, usize)>, ImportError> {
        let mut pairs: Vec<(usize, usize)> = plan
            .opponent
            .iter()
            .filter(|(a, b)| a < b)
            .map(|(&a, &b)| {
                let home = plan.home.get(&a).copied().unwrap_or(a);
                if home == a { (a, b) } else { (b, a) }
            })
            .collect();
        pairs.sort_by_key(|(a, b)| (*a).min(*b));
        for (a, b) in &pairs {
            if !plan.home.contains_key(&(*a).min(*b)) {
                let names = (self.teams[*a].name.clone(), self.teams[*b].name.clone());
                self.note(
                    None,
                    Text::new(Msg::TrfNoColourKnown)
                        .arg("round", round)
                        .arg("home", names.0)
                        .arg("away", names.1),
                );
            }
        }
        apply(
            t,
            Command::SetPairing {
                round,
                matches: pairs
                    .iter()
                    .map(|(a, b)| (team_ids[*a], team_ids[*b]))
                    .collect(),
                bye: plan.bye.map(|b| team_ids[b]),
            },
        )
        .map_err(refused(in_round(round)))?;
        Ok(pairs)
    }

    /// Absences record 240 announces for rounds the file has not reached; one refused is
    /// noted.
    pub(super) fn absences_to_come(
        &mut self,
        t: &mut Tournament,
        rounds: u32,
        team_ids: &[TeamId],
    ) {
        let future: Vec<_> = self
            .p
            .absences
            .iter()
            .filter(|a| a.1 > rounds)
            .cloned()
            .collect();
        for (line, round, tpn) in future {
            let Some(ti) = self.tpn_index(tpn) else {
                continue;
            };
            if let Err(e) = apply(
                t,
                Command::SetAbsent {
                    round,
                    team: team_ids[ti],
                    absent: true,
                },
            ) {
                self.note(
                    Some(line),
                    Text::new(Msg::TrfAbsenceNotImported).arg_text("refusal", e.text()),
                );
            }
        }
    }
}

/// The withdrawals and the absences between a team's first and last round that the
/// rounds as read imply, by round.
#[derive(Debug, Default)]
pub(super) struct Attendance {
    withdraw_from: HashMap<u32, Vec<usize>>,
    gaps: HashMap<u32, Vec<usize>>,
}

impl Attendance {
    /// The withdrawals from `round` on and the round's absences, recorded before the
    /// round's pairing (which they leave out).
    pub(super) fn record(
        &self,
        t: &mut Tournament,
        round: u32,
        plan: &RoundPlan,
        team_ids: &[TeamId],
    ) -> Result<(), ImportError> {
        for ti in self.withdraw_from.get(&round).into_iter().flatten() {
            apply(
                t,
                Command::Withdraw {
                    team: team_ids[*ti],
                    from_round: Some(round),
                },
            )
            .map_err(refused(in_round(round)))?;
        }
        for ti in plan
            .absent
            .iter()
            .chain(self.gaps.get(&round).into_iter().flatten())
        {
            apply(
                t,
                Command::SetAbsent {
                    round,
                    team: team_ids[*ti],
                    absent: true,
                },
            )
            .map_err(refused(in_round(round)))?;
        }
        Ok(())
    }
}

/// In a round robin, the teams (index in TRF order, which is the pairing-number order)
/// that have no match in each round by the Berger table itself: paired with the free
/// number of an odd field, or with a team announced absent (C.05 Annex 1; GHR 3.3). Such
/// a round is neither a late entry, a withdrawal nor an absence of theirs.
fn idle_by_table(t: &Tournament, plans: &[RoundPlan]) -> Vec<Vec<usize>> {
    let teams = t.teams.len();
    if !t.is_round_robin() || teams < 2 {
        return Vec::new();
    }
    let cycles = match t.regulation.system {
        System::RoundRobin { cycles } => cycles,
        _ => 1,
    };
    let schedule = crate::pairing::berger::berger_schedule(teams, cycles);
    schedule
        .iter()
        .zip(plans)
        .map(|(table, plan)| {
            let out = |number: usize| number > teams || plan.absent.contains(&(number - 1));
            table
                .iter()
                .flat_map(|&(white, black)| [(white, black), (black, white)])
                .filter(|&(me, other)| me <= teams && out(other))
                .map(|(me, _)| me - 1)
                .collect()
        })
        .collect()
}
