//! Automatic pairing: pure functions of the tournament state. `app::pair` computes a
//! round's pairing here and hands it to `core::apply` in `Command::PairRound`; nothing
//! here reads a clock, a file or a random source (lots are drawn from a seed the command
//! carries and the tournament records).

pub mod berger;
pub mod dutch;
mod dutch_bracket;
pub mod engine;
pub mod generate;
pub mod history;
pub mod legacy;
pub mod matching;
pub mod swiss;

use crate::core::lot;
use crate::core::rules::{PrimaryScore, SwissPairing, System};
use crate::core::{Colour, CommandError, ComputedPairing, LotDraw, LotPurpose, TeamId, Tournament};
use crate::i18n::{Msg, Text};
use crate::scoring::{RoundOutcome, round_outcome};

pub use swiss::Explanation;

/// A pairing computed for a round, with the lots it drew, and why it is as it is: the
/// pairing goes to `core::apply` in `Command::PairRound`, the explanation to the reader.
#[derive(Debug, Clone, PartialEq)]
pub struct Proposal {
    pub pairing: ComputedPairing,
    pub explanation: Explanation,
}

fn refuse<T>(rule: impl Into<Text>) -> Result<T, CommandError> {
    Err(CommandError::new(Msg::FieldPairing, rule))
}

/// The teams to pair in `round`: entered, not withdrawn (GHR 3.2), not announced absent
/// (GHR 3.3), in starting-number order.
pub fn present_teams(t: &Tournament, round: u32) -> Vec<TeamId> {
    let absent = t
        .rounds
        .get(round as usize - 1)
        .map(|r| r.absent.as_slice())
        .unwrap_or_default();
    t.teams
        .iter()
        .filter(|team| team.plays_in_round(round) && !absent.contains(&team.id))
        .map(|team| team.id)
        .collect()
}

/// The pairing numbers of a round robin: the latest recorded drawing, team of number 1 first.
pub fn pairing_numbers(t: &Tournament) -> Option<&LotDraw> {
    t.lots
        .iter()
        .rev()
        .find(|l| l.purpose == LotPurpose::PairingNumbers)
}

/// Pairs round `round` automatically: Berger tables for a round robin, C.04.6 for a Swiss,
/// or C.04.3 applied to teams in the legacy team mode (`Regulation::swiss_pairing`).
/// `seed` draws what is drawn by lot (pairing numbers before round 1 of a round robin, the
/// initial-colour of a Swiss unless `initial_colour` is chosen).
pub fn pair_round(
    t: &Tournament,
    round: u32,
    seed: u64,
    initial_colour: Option<Colour>,
) -> Result<Proposal, CommandError> {
    if round == 0 {
        return refuse(Msg::RefuseRoundsFromOne);
    }
    // A Swiss pairs by the scores (C.04.6 1.2), so every earlier result must be in. A round
    // robin's rounds are the Berger table's under the pairing numbers drawn before round 1
    // (C.05 Annex 1): known in advance, so they can be paired and published ahead.
    let by_scores = !t.is_round_robin();
    for earlier in 1..round {
        let entry = t.rounds.get(earlier as usize - 1);
        if !entry.is_some_and(|r| r.is_paired()) {
            return refuse(Text::new(Msg::RefusePairFirst).arg("round", earlier));
        }
        for team in t.teams.iter().filter(|_| by_scores) {
            if let RoundOutcome::Pending { table, .. } = round_outcome(t, earlier, team.id) {
                return refuse(
                    Text::new(Msg::RefusePendingResult)
                        .arg("round", earlier)
                        .arg("table", table),
                );
            }
        }
    }
    if t.is_round_robin() {
        pair_round_robin(t, round, seed)
    } else {
        let present = present_teams(t, round);
        let total = t.regulation.system.rounds(t.round_one_field());
        if round > total {
            return refuse(Text::new(Msg::RefuseEventRounds).arg("rounds", total));
        }
        let (initial, lots) = match (t.initial_colour, initial_colour) {
            // Chosen before round 1, or at the first automatic round after a manual one.
            (fixed, Some(chosen)) if round == 1 || fixed.is_none() => (chosen, Vec::new()),
            (Some(fixed), Some(chosen)) if chosen != fixed => {
                return Err(CommandError::new(
                    Msg::FieldInitialColour,
                    Text::new(Msg::RefuseInitialColourKept)
                        .arg_text("colour", fixed.initial_colour_label().into()),
                ));
            }
            (Some(fixed), _) => (fixed, Vec::new()),
            _ => (
                lot::initial_colour(seed),
                vec![LotDraw {
                    purpose: LotPurpose::InitialColour,
                    seed,
                    order: Vec::new(),
                    entered_by_arbiter: false,
                }],
            ),
        };
        let legacy = t.regulation.swiss_pairing == SwissPairing::DutchLegacy;
        if legacy && t.regulation.primary_score != PrimaryScore::MatchPoints {
            return refuse(Msg::RefuseLegacyNeedsMatchPoints);
        }
        let swiss = if legacy {
            legacy::pair_legacy(t, round, &present, total, initial)
        } else {
            swiss::pair_swiss(t, round, &present, total, initial)
        }
        .map_err(|rule| CommandError::new(Msg::FieldPairing, rule))?;
        let mut explanation = swiss.explanation;
        let initial_name: Text = initial.initial_colour_label().into();
        let heading = if legacy {
            Text::new(Msg::PairingWhyLegacyRound)
                .arg("round", round)
                .arg("total", total)
                .arg_text("initial", initial_name)
        } else {
            let mut details: Vec<Text> = Vec::new();
            if round + 1 >= total {
                details.push(Msg::PairingWhyLastTwoRounds.into());
            }
            details.push(
                match t.regulation.colour_preferences {
                    crate::core::rules::ColourPreferences::TypeA => Msg::PairingWhyTypeA,
                    crate::core::rules::ColourPreferences::TypeB => Msg::PairingWhyTypeB,
                    crate::core::rules::ColourPreferences::None => Msg::PairingWhyNoPreferences,
                }
                .into(),
            );
            if !t.regulation.first_team_by_secondary_score {
                details.push(Msg::PairingWhyFirstTeamWithoutSecondary.into());
            }
            Text::new(Msg::PairingWhySwissRound)
                .arg("round", round)
                .arg("total", total)
                .arg_text("initial", initial_name)
                .arg_list("details", details, "; ")
        };
        explanation.lines.insert(0, heading);
        Ok(Proposal {
            pairing: ComputedPairing {
                matches: swiss.matches,
                bye: swiss.bye,
                lots,
                initial_colour: Some(initial),
            },
            explanation,
        })
    }
}

/// A round of the Berger tables (C.05 Annex 1) under the recorded pairing numbers, drawn by
/// lot with `seed` before round 1 if the arbiter has not entered them. A team whose table
/// opponent is the dummy (odd field) or withdrawn has no match that round. A team that
/// announced its absence keeps its place in the table: the round's fixed opponent wins that
/// match by forfeit (`core::apply` records it so), as a team that did not come loses it.
/// Forbidden pairings (record 260) cannot apply to fixed tables in which every team meets
/// every other: `Command::ForbidPairings` is refused in a round robin, and one recorded
/// before the field made the event a round robin (szs-pokal-2018) is named as not applied.
fn pair_round_robin(t: &Tournament, round: u32, seed: u64) -> Result<Proposal, CommandError> {
    let mut lots = Vec::new();
    let numbers: Vec<TeamId> = match pairing_numbers(t) {
        Some(draw) => draw.order.clone(),
        None => {
            let mut order: Vec<TeamId> = t
                .teams
                .iter()
                .filter(|team| team.joins_at_round.is_none_or(|r| r <= 1))
                .map(|team| team.id)
                .collect();
            lot::Lot::new(seed).shuffle(&mut order);
            lots.push(LotDraw {
                purpose: LotPurpose::PairingNumbers,
                seed,
                order: order.clone(),
                entered_by_arbiter: false,
            });
            order
        }
    };
    if numbers.len() < 2 {
        return refuse(Msg::RefuseRoundRobinNeedsTwo);
    }
    let cycles = match t.regulation.system {
        System::RoundRobin { cycles } => cycles,
        _ => 1,
    };
    let schedule = berger::berger_schedule(numbers.len(), cycles);
    let Some(table) = schedule.get(round as usize - 1) else {
        return refuse(Text::new(Msg::RefuseRoundRobinRounds).arg("rounds", schedule.len()));
    };
    let team = |number: usize| {
        numbers
            .get(number - 1)
            .copied()
            .filter(|id| t.team(*id).is_some_and(|team| team.plays_in_round(round)))
    };
    let mut explanation = Explanation::default();
    explanation.lines.push(
        Text::new(if cycles == 2 {
            Msg::PairingWhyBergerDouble
        } else {
            Msg::PairingWhyBerger
        })
        .arg("round", round)
        .arg("rounds", schedule.len())
        .arg("teams", numbers.len()),
    );
    if !t.kept_apart.is_empty() {
        explanation
            .lines
            .push(Msg::PairingWhyForbiddenNotApplied.into());
    }
    let mut matches = Vec::new();
    for &(white, black) in table {
        match (team(white), team(black)) {
            (Some(w), Some(b)) => matches.push((w, b)),
            (Some(alone), None) | (None, Some(alone)) => {
                let number = t.starting_number(alone).unwrap_or(0);
                explanation.lines.push(
                    Text::new(Msg::PairingWhyNoMatch)
                        .arg("team", number)
                        .arg("number", if team(white).is_some() { black } else { white }),
                );
            }
            (None, None) => {}
        }
    }
    Ok(Proposal {
        pairing: ComputedPairing {
            matches,
            bye: None,
            lots,
            initial_colour: None,
        },
        explanation,
    })
}

/// The absolute FIDE criteria a pairing breaks (for `kup check`, mainly after manual
/// pairings): a rematch in a Swiss (C.04.6 C1) and a second pairing-allocated bye or a bye
/// after a forfeit win (C2), and a pairing the organiser forbade (record 260). A round robin
/// meets every team a fixed number of times, so none of these applies to it.
pub fn violations(t: &Tournament) -> Vec<crate::core::violation::Violation> {
    use crate::core::violation::{RuleKind, Violation};
    use crate::i18n::{Msg, Text};
    let mut found = Vec::new();
    if t.is_round_robin() {
        found.extend(round_robin_absences(t));
        return found;
    }
    let number = |id: TeamId| t.starting_number(id).unwrap_or(0);
    for round in 1..=t.paired_rounds() as u32 {
        let before = history::histories(t, round);
        let of = |id: TeamId| before.iter().find(|h| h.id == id).expect("every team");
        let entry = &t.rounds[round as usize - 1];
        for (i, m) in entry.matches.iter().enumerate() {
            let at_table = |rule: Msg, detail: Msg| Violation {
                kind: RuleKind::Pairing,
                rule: Text::new(rule),
                detail: Text::new(detail)
                    .arg("round", round)
                    .arg("table", i + 1)
                    .arg("home", number(m.home))
                    .arg("away", number(m.away)),
                teams: vec![m.home, m.away],
                players: Vec::new(),
            };
            if t.kept_apart(round, m.home, m.away) {
                found.push(at_table(
                    Msg::ViolationForbiddenPairing,
                    Msg::ViolationForbiddenPaired,
                ));
            }
            if of(m.home).has_met(m.away) {
                found.push(at_table(Msg::ViolationRematch, Msg::ViolationMetBefore));
            }
        }
        if let Some(bye) = entry.bye
            && of(bye).bye_barred
        {
            found.push(Violation {
                kind: RuleKind::Pairing,
                rule: Text::new(Msg::ViolationByeBarred),
                detail: Text::new(Msg::ViolationByeAgain)
                    .arg("round", round)
                    .arg("team", number(bye)),
                teams: vec![bye],
                players: Vec::new(),
            });
        }
    }
    found
}

/// The rounds of a round robin paired with an absent team left out of its fixed match (as
/// kup once paired them): its table opponent has no match either, where the absent team
/// should have lost the match by forfeit and the opponent won it.
fn round_robin_absences(t: &Tournament) -> Vec<crate::core::violation::Violation> {
    use crate::core::violation::{RuleKind, Violation};
    let Some(numbers) = pairing_numbers(t).map(|draw| &draw.order) else {
        return Vec::new();
    };
    let cycles = match t.regulation.system {
        System::RoundRobin { cycles } => cycles,
        _ => 1,
    };
    let schedule = berger::berger_schedule(numbers.len(), cycles);
    let mut found = Vec::new();
    for (r, (round, table)) in t.rounds.iter().zip(&schedule).enumerate() {
        let round_number = r as u32 + 1;
        let unpaired = |id: TeamId| round.match_of(id).is_none() && round.bye != Some(id);
        for &(white, black) in table {
            let (Some(&a), Some(&b)) = (numbers.get(white - 1), numbers.get(black - 1)) else {
                continue;
            };
            for (absent, opponent) in [(a, b), (b, a)] {
                let opponent_plays = t
                    .team(opponent)
                    .is_some_and(|x| x.plays_in_round(round_number));
                if round.is_paired()
                    && round.absent.contains(&absent)
                    && !round.absent.contains(&opponent)
                    && opponent_plays
                    && unpaired(absent)
                    && unpaired(opponent)
                {
                    let number = |id: TeamId| t.starting_number(id).unwrap_or(0);
                    found.push(Violation {
                        kind: RuleKind::Pairing,
                        rule: Text::new(Msg::ViolationRoundRobinAbsence)
                            .arg("regulation", t.regulation.cite("absent")),
                        detail: Text::new(Msg::ViolationAbsentWithoutForfeit)
                            .arg("round", round_number)
                            .arg("team", number(absent))
                            .arg("opponent", number(opponent)),
                        teams: vec![absent, opponent],
                        players: Vec::new(),
                    });
                }
            }
        }
    }
    found
}
