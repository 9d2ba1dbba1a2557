//! Scoring: match results, standings, tiebreaks and their explanations. Pure functions of
//! the tournament state.

pub mod boards;
pub mod crosstable;
pub mod explain;
pub mod match_score;
pub mod outcomes;
pub mod standings;
pub mod tiebreak;

pub use match_score::{Forfeit, RoundOutcome, Totals, round_outcome, totals};
pub use outcomes::Outcomes;
pub use standings::{Row, Standings, standings};
pub use tiebreak::Value;
