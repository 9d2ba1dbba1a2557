//! The domain: types, regulations and the one command type. No I/O, no terminal.

pub mod check;
pub mod clock;
pub mod command;
pub mod lineup;
pub mod model;
pub mod ron_error;
pub mod rules;
pub mod validate;

pub use command::{Applied, Command, CommandError, PlayerData, apply};
pub use model::*;
pub use rules::Regulation;
