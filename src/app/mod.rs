//! The use cases both faces run: the CLI and the TUI call these, never each other, so a
//! round is paired, explained, printed, exported and imported the same way from either.
//! Below this layer are the store and the file formats; above it only parsing keys or
//! arguments and drawing or printing.

pub mod captains;
pub mod check;
pub mod create;
pub mod exit;
pub mod explain;
pub mod export;
pub mod import;
pub mod lots;
pub mod open;
pub mod pair;
pub mod penalty;
pub mod playoff;
pub mod print;
pub mod recover;
pub mod serve;
pub mod teams;
pub mod typed;
