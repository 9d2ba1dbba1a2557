//! Scoring: match results, standings, tiebreaks and their explanations. Pure functions of
//! the tournament state.

pub mod match_score;

pub use match_score::{Forfeit, RoundOutcome, Totals, round_outcome, totals};
