//! Drawings of lots the arbiter records: round-robin pairing numbers drawn at the captains'
//! meeting, and the final-ranking lot among teams the whole chain leaves tied.

use super::lookup::{before_round_one, unknown_team};
use super::{CommandError, refuse};
use crate::core::lot::Lot;
use crate::core::model::{Colour, LotDraw, LotPurpose, TeamId, Tournament};
use crate::core::rules::Tiebreak;
use crate::i18n::{Msg, Text};

/// Round-robin pairing numbers, team of number 1 first (before round 1): every team of
/// round 1's field once.
pub(super) fn set_pairing_numbers(
    t: &mut Tournament,
    order: Vec<TeamId>,
) -> Result<Text, CommandError> {
    before_round_one(t, Msg::FieldPairingNumbers, Msg::RefusePairingNumbersFixed)?;
    each_of_round_one_once(t, &order)?;
    t.lots.push(LotDraw {
        purpose: LotPurpose::PairingNumbers,
        seed: 0,
        order,
        entered_by_arbiter: true,
    });
    Ok(Text::new(Msg::DidSetPairingNumbers))
}

/// The initial-colour of a Swiss (C.04.6 4.1: drawn by lot before round 1), recorded once
/// and kept: a different colour after it is recorded would give the later rounds other
/// colours than the ones already played under it.
pub(super) fn set_initial_colour(t: &mut Tournament, colour: Colour) -> Result<Text, CommandError> {
    if t.is_round_robin() {
        return refuse(Msg::FieldInitialColour, Msg::RefuseInitialColourRoundRobin);
    }
    if let Some(kept) = t.initial_colour
        && kept != colour
    {
        return refuse(
            Msg::FieldInitialColour,
            Text::new(Msg::RefuseInitialColourKept)
                .arg_text("colour", kept.initial_colour_label().into()),
        );
    }
    t.initial_colour = Some(colour);
    Ok(
        Text::new(Msg::DidSetInitialColour)
            .arg_text("colour", colour.initial_colour_label().into()),
    )
}

/// Pairing numbers name every team of round 1's field once, whether the arbiter entered
/// them or a pairing drew them.
pub(super) fn each_of_round_one_once(t: &Tournament, order: &[TeamId]) -> Result<(), CommandError> {
    let field: Vec<TeamId> = t
        .teams
        .iter()
        .filter(|team| team.joins_at_round.is_none_or(|r| r <= 1))
        .map(|team| team.id)
        .collect();
    let mut given = order.to_vec();
    given.sort();
    let mut expected = field.clone();
    expected.sort();
    if given != expected {
        return refuse(
            Msg::FieldPairingNumbers,
            text!(Msg::RefusePairingNumbersEach, teams = field.len()),
        );
    }
    Ok(())
}

/// The teams of a final-ranking lot, checked before anything is drawn: the chain ends in
/// lots, and at least two teams are named, each once and each entered. Their starting
/// numbers, in the order named. That the teams are tied is checked above the core
/// (`app::lots`), which reads the standings.
pub fn lots_request(t: &Tournament, teams: &[TeamId]) -> Result<Vec<usize>, CommandError> {
    let chain = t.chain();
    if chain.last() != Some(&Tiebreak::Lots) {
        return refuse(Msg::FieldLots, Msg::RefuseNoLotsInChain);
    }
    if teams.len() < 2 {
        return refuse(Msg::FieldLots, Msg::RefuseLotsNeedTwo);
    }
    let mut numbers = Vec::new();
    for (i, team) in teams.iter().enumerate() {
        if teams[..i].contains(team) {
            return refuse(
                Msg::FieldLots,
                text!(Msg::RefuseTeamNamedTwice, id = team.0),
            );
        }
        numbers.push(
            t.starting_number(*team)
                .ok_or_else(|| unknown_team(*team))?,
        );
    }
    Ok(numbers)
}

/// Draws the lot among `teams` with `seed` and records the draw.
/// The order a lot with `seed` draws among `teams`.
pub(super) fn drawn_order(t: &Tournament, teams: &[TeamId], seed: u64) -> Vec<TeamId> {
    // Starting-number order first, so that the order the teams were named in does not
    // change the draw.
    let mut order = teams.to_vec();
    order.sort_by_key(|id| t.starting_number(*id));
    Lot::new(seed).shuffle(&mut order);
    order
}

/// `order`, a lot drawn earlier, if it orders exactly `teams`.
fn same_teams(teams: &[TeamId], order: Vec<TeamId>) -> Result<Vec<TeamId>, CommandError> {
    let (mut named, mut ordered) = (teams.to_vec(), order.clone());
    named.sort_unstable();
    ordered.sort_unstable();
    if named != ordered {
        return refuse(Msg::FieldTeams, Msg::RefuseLotOrderOtherTeams);
    }
    Ok(order)
}

pub(super) fn draw(
    t: &mut Tournament,
    teams: Vec<TeamId>,
    seed: u64,
    drawn: Option<Vec<TeamId>>,
) -> Result<Text, CommandError> {
    let mut numbers = lots_request(t, &teams)?;
    let order = match drawn {
        Some(order) => same_teams(&teams, order)?,
        None => drawn_order(t, &teams, seed),
    };
    let drawn: Vec<String> = order
        .iter()
        .map(|id| t.starting_number(*id).unwrap_or(0).to_string())
        .collect();
    t.lots.push(LotDraw {
        purpose: LotPurpose::FinalRanking,
        seed,
        order,
        entered_by_arbiter: false,
    });
    numbers.sort_unstable();
    let numbers: Vec<String> = numbers.iter().map(usize::to_string).collect();
    Ok(text!(
        Msg::DidDrawLots,
        seed = seed,
        teams = numbers.join(", "),
        order = drawn.join(", ")
    ))
}
