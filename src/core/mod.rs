//! The domain: types, regulations and the one command type. No I/O, no terminal.

/// `Text::new(msg)` with the arguments `name = value`: `text!(Msg::DidSaveTeam, team = name)`.
/// Defined before the modules so that every one of them can say its texts this way.
macro_rules! text {
    ($msg:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::Text::new($msg)$(.arg(stringify!($name), $value))*
    };
}

pub mod calendar;
pub mod clock;
pub mod command;
pub mod eligibility;
pub mod lineup;
pub mod lot;
pub mod model;
pub mod playoff;
pub mod points;
pub mod rating;
pub mod refusal;
pub mod ron_error;
pub mod rules;
pub mod shared;
pub mod validate;
pub mod violation;

pub use command::{Applied, Command, ComputedPairing, apply, next_state, resolve};
pub use model::*;
pub use refusal::CommandError;
pub use rules::Regulation;
pub use shared::Shared;
