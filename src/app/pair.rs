//! Pairing the next round with a recorded seed.

use crate::core::{Colour, Command};

/// `Command::PairRound` for `round`, the lot's seed the one given or else drawn from the
/// system clock: the faces, not the core, read the clock, and the seed is recorded either
/// way so the draw can be repeated.
pub fn pair_command(round: u32, seed: Option<u64>, initial_colour: Option<Colour>) -> Command {
    let seed = seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
    });
    Command::PairRound {
        round,
        seed,
        initial_colour,
    }
}
