//! Seeded drawing of lots for the pairing. The seed is recorded in the tournament
//! (`Tournament::lots`, `Round::seed`) so every draw can be shown and reproduced; the one
//! generator of kup is [`crate::core::command::shuffled`] (SplitMix64, Fisher-Yates), also
//! used for the final-ranking lot.

use crate::core::Colour;
use crate::core::command::shuffled;

/// The initial-colour (C.04.6 art. 4.1) drawn by lot with `seed`.
pub fn initial_colour(seed: u64) -> Colour {
    shuffled(vec![Colour::White, Colour::Black], seed)[0]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_initial_colours_occur_and_a_seed_always_draws_the_same() {
        let colours: Vec<Colour> = (0..32).map(initial_colour).collect();
        assert!(colours.contains(&Colour::White) && colours.contains(&Colour::Black));
        assert!((0..32).all(|seed| initial_colour(seed) == colours[seed as usize]));
    }
}
