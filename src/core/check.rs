//! `kup check`: every rule violation in a tournament, each naming the rule and the people
//! involved. Other modules add their checks to [`check`].

use super::lineup;
use super::model::Tournament;

/// One broken rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// The rule, as the regulation states it.
    pub rule: String,
    /// Who and where, in words.
    pub detail: String,
}

impl std::fmt::Display for Violation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.rule, self.detail)
    }
}

/// All violations, in a stable order: roster rules team by team (by starting number), then
/// a player on two teams, then lineups round by round.
pub fn check(t: &Tournament) -> Vec<Violation> {
    let mut found = lineup::roster_violations(t);
    found.extend(lineup::lineup_violations(t));
    found.extend(crate::pairing::violations(t));
    found
}
