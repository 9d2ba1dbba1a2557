//! A broken rule, as `kup check` and the Rosters tab show it: which rule, in the
//! regulation's words, and the teams and players it concerns. The roster and lineup rules
//! (`lineup`) find them here; `app::check` collects them with the pairing's.

use super::model::{PlayerId, TeamId};
use crate::i18n::{Lang, Text};

/// Which rule a violation breaks, so a screen can mark a row with the rule's short name in
/// the reader's language (the full wording is in [`Violation::rule`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub enum RuleKind {
    RosterSize,
    BoardOrder,
    ForeignPlayers,
    BirthYear,
    Registration,
    /// The same player on two teams of the event.
    TwoTeams,
    /// A lineup handed in late or seated contrary to the lineup.
    Lineup,
    /// A pairing that breaks an absolute criterion.
    Pairing,
}

/// One broken rule, said as catalogue texts (the core knows no reader): the screen and
/// `kup check` render it in the reader's language ([`Violation::render`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    pub kind: RuleKind,
    /// The rule, as the regulation states it.
    pub rule: Text,
    /// Who and where, in words.
    pub detail: Text,
    /// The teams it concerns.
    pub teams: Vec<TeamId>,
    /// The players it concerns (empty when it is about a team as a whole).
    pub players: Vec<PlayerId>,
}

impl Violation {
    /// "rule: who and where" in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        format!("{}: {}", self.rule.render(lang), self.detail.render(lang))
    }
}

/// English, for logs and tests.
impl std::fmt::Display for Violation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.rule, self.detail)
    }
}
