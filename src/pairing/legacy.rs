//! The legacy team mode (`SwissPairing::DutchLegacy`): the FIDE (Dutch) System C.04.3
//! ([`super::dutch`]) applied to teams, as Swiss-Manager paired team events before the
//! Swiss Team Pairing System C.04.6 existed. What C.04.3 says of a player is read of a team:
//!
//! - **Score** (A.1, A.3 scoregroups): the team's match points before the round, penalties
//!   included ([`scoring::totals`]); the "one point" of A.8 and the maximum per round of A.7
//!   are the match points of a won match. Game points play no part: C.04.3 A.2 orders by
//!   score, then pairing number, and no text of the mode says otherwise (the old Olympiad
//!   Pairing Rules D.II.02 ranked by MP, GP, pairing number, but they are another system,
//!   and Swiss-Manager's own team order is not documented:
//!   `docs/rules/fide-c04-6.md#before-c04-6`).
//! - **Pairing number** (A.2.b): the starting number, i.e. the initial ranking by the
//!   regulation's team rating (`core::rating::starting_order`, `Command::SortTeamsByRating`).
//! - **Colour** (A.6, E): the colour of the team's board-1 player, of played matches
//!   only, as C.04.6 1.6.1 counts it (`history::TeamHistory::colours`).
//! - **Games** (C.1): played matches; a match lost by default on every board is none, so
//!   the teams may meet again (GHR 3.5). The organiser's forbidden pairings (record 260)
//!   are absolute like C.1.
//! - **Bye** (A.5, C.2): a team that had the pairing-allocated bye, or won a match by
//!   forfeit, does not get it again.
//! - **Floats** (A.4) are derived from the recorded rounds, not stored: a team that played
//!   a team with fewer match points before that round floated down, with more up; a team
//!   that did not play (bye, absence, a match not played, before its late entry) floated
//!   down (A.4.b).

use super::dutch::{self, DutchError, DutchInput, Entrant, Float};
use super::history::{histories, was_played};
use super::swiss::{Explanation, SwissPairing};
use crate::core::{Colour, TeamId, Tournament};
use crate::i18n::{Msg, Text};
use crate::scoring::totals;

/// The teams as C.04.3 entrants before `round`, pairing number = starting number; those in
/// `present` are to be paired.
pub fn entrants(t: &Tournament, round: u32, present: &[TeamId]) -> Vec<Entrant> {
    let played_rounds = round - 1;
    // `points_before[r][i]`: match points of team `i` before round `r + 1`.
    let points_before: Vec<Vec<u32>> = (0..round)
        .map(|r| {
            t.teams
                .iter()
                .map(|team| totals(t, team.id, r).match_points)
                .collect()
        })
        .collect();
    histories(t, round)
        .into_iter()
        .enumerate()
        .map(|(i, h)| {
            let number = |id: TeamId| t.starting_number(id).expect("a team of the event");
            let floats = (1..=played_rounds)
                .map(|r| {
                    let played = t.rounds[r as usize - 1]
                        .match_of(h.id)
                        .filter(|(_, m)| was_played(m))
                        .and_then(|(_, m)| m.opponent_of(h.id));
                    let Some(opponent) = played else {
                        return Float::Down;
                    };
                    let before = &points_before[r as usize - 1];
                    Float::of_game(before[i], before[number(opponent) - 1])
                })
                .collect();
            Entrant {
                number: h.tpn,
                score: points_before[played_rounds as usize][i],
                opponents: h.met.iter().map(|&id| number(id)).collect(),
                forbidden: t
                    .teams
                    .iter()
                    .filter(|other| other.id != h.id && t.kept_apart(round, h.id, other.id))
                    .map(|other| number(other.id))
                    .collect(),
                colours: h.colours,
                floats,
                bye_barred: h.bye_barred,
                present: present.contains(&h.id),
                // A team keeps its starting number whether it has played or not.
                arrived: true,
            }
        })
        .collect()
}

/// Pairs round `round` of a Swiss of `total_rounds` in the legacy team mode: the first-named
/// team of each match (White on board 1) is the one C.04.3 E gives White.
pub fn pair_legacy(
    t: &Tournament,
    round: u32,
    present: &[TeamId],
    total_rounds: u32,
    initial: Colour,
) -> Result<SwissPairing, Text> {
    let input = DutchInput {
        entrants: entrants(t, round, present),
        round,
        total_rounds,
        win: t.regulation.match_points.win,
        initial,
    };
    let pairing = dutch::pair(&input).map_err(|e| match e {
        DutchError::NotARound { total_rounds, .. } => {
            Text::new(Msg::RefuseEventRounds).arg("rounds", total_rounds)
        }
        DutchError::TooManyScoreDifferences { score, .. } => {
            Text::new(Msg::RefuseDutchBracketTooWide).arg("score", score)
        }
        DutchError::NoLegalPairing => Text::new(Msg::RefuseNoLegalPairingDutch),
    })?;
    let team = |number: usize| t.teams[number - 1].id;
    let score = |number: usize| input.entrants[number - 1].score;
    let mut explanation = Explanation::default();
    for &(white, black) in &pairing.pairs {
        explanation.lines.push(
            Text::new(Msg::PairingWhyLegacyPair)
                .arg("white", white)
                .arg("white_score", score(white))
                .arg("black", black)
                .arg("black_score", score(black)),
        );
    }
    if let Some(bye) = pairing.bye {
        explanation.lines.push(
            Text::new(Msg::PairingWhyLegacyBye)
                .arg("team", bye)
                .arg("score", score(bye)),
        );
    }
    Ok(SwissPairing {
        matches: pairing
            .pairs
            .iter()
            .map(|&(white, black)| (team(white), team(black)))
            .collect(),
        bye: pairing.bye.map(team),
        explanation,
    })
}
