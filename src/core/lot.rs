//! Seeded drawing of lots. The seed is recorded in the tournament (`Tournament::lots`,
//! `Round::seed`) so every draw can be shown and reproduced; the generator is SplitMix64,
//! written out here so that a draw never changes with a dependency's version.

use crate::core::Colour;

/// A reproducible stream of random numbers from one seed.
pub struct Lot {
    state: u64,
}

impl Lot {
    pub fn new(seed: u64) -> Self {
        Lot { state: seed }
    }

    fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform number in `0..n` (rejection sampling, so no value is favoured).
    pub fn below(&mut self, n: u64) -> u64 {
        let limit = u64::MAX - u64::MAX % n;
        loop {
            let x = self.next_u64();
            if x < limit {
                return x % n;
            }
        }
    }

    /// Puts `items` in an order drawn by lot (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }
}

/// The initial colour (C.04.6 art. 4.1) drawn by lot with `seed`.
pub fn initial_colour(seed: u64) -> Colour {
    if Lot::new(seed).below(2) == 0 {
        Colour::White
    } else {
        Colour::Black
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shuffle_is_a_permutation_and_reproducible() {
        let mut a: Vec<u32> = (1..=16).collect();
        let mut b = a.clone();
        Lot::new(7).shuffle(&mut a);
        Lot::new(7).shuffle(&mut b);
        assert_eq!(a, b);
        let mut sorted = a.clone();
        sorted.sort();
        assert_eq!(sorted, (1..=16).collect::<Vec<_>>());
        let mut c: Vec<u32> = (1..=16).collect();
        Lot::new(8).shuffle(&mut c);
        assert_ne!(a, c, "another seed draws another order");
    }

    #[test]
    fn both_initial_colours_occur() {
        let colours: Vec<Colour> = (0..32).map(initial_colour).collect();
        assert!(colours.contains(&Colour::White) && colours.contains(&Colour::Black));
    }
}
