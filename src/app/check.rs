//! `kup check`: every rule violation in a tournament, each naming the rule and the people
//! involved. Collected here, above the pairing, because the pairing's absolute criteria
//! (teams kept apart, rematches, a second bye) are among them.

use crate::core::Tournament;
use crate::core::violation::Violation;
use crate::core::{eligibility, lineup};

/// All violations, in a stable order: roster rules team by team (by starting number), then
/// a player on two teams, then lineups round by round, then who may play
/// (`core::eligibility`), then pairings round by round.
pub fn check(t: &Tournament) -> Vec<Violation> {
    let mut found = lineup::violations(t);
    found.extend(eligibility::violations(t));
    found.extend(crate::pairing::violations(t));
    found
}
