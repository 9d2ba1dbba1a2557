//! `kup check`: every rule violation in a tournament, each naming the rule and the people
//! involved. Other modules add their checks to [`check`].

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

/// All violations, in a stable order (teams by starting number, then rounds).
pub fn check(t: &Tournament) -> Vec<Violation> {
    let mut found = Vec::new();
    roster_sizes(t, &mut found);
    found
}

fn roster_sizes(t: &Tournament, found: &mut Vec<Violation>) {
    let max = t.regulation.max_roster();
    let boards = usize::from(t.regulation.boards);
    for (i, team) in t.teams.iter().enumerate() {
        let n = team.roster.len();
        if n > max {
            found.push(Violation {
                rule: format!(
                    "roster size: at most {boards} players and {} reserves",
                    t.regulation.max_reserves
                ),
                detail: format!("team {} ({}) has {n} players", i + 1, team.name),
            });
        }
        if n < boards {
            found.push(Violation {
                rule: format!("roster size: a team needs at least {boards} players"),
                detail: format!("team {} ({}) has {n}", i + 1, team.name),
            });
        }
    }
}
