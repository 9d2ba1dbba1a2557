//! How often the C.04.6 upfloater search (`pairing::swiss`, art. 3.5) stops at its cap of
//! sets per bracket, measured by hand for `docs/figures.md#upfloater-cap`: EVENTS generated C.04.6
//! events (default 5,000; `kup engine --generate`'s generator, every regulation variant it draws)
//! of 2 to 200 teams and up to 11 rounds, every round re-paired from the state before it and its
//! explanation read for the cap's line. Prints the figures every 100 events. `nice cargo run
//! --release --example upfloater_cap -- [EVENTS [FIRST]]`: seeds FIRST (default 1) on, so that a
//! long run can be split.

use std::time::Instant;

use kup::core::lot::Lot;
use kup::i18n::Msg;
use kup::pairing::engine::{EngineSystem, state_before};
use kup::pairing::generate::{Spec, generate};
use kup::pairing::pair_round;

/// The event of one seed, drawn from it: 2 to 200 teams, a Swiss of 1 to 11 rounds, at
/// most half the teams plus one (more often has no legal pairing left).
fn spec(seed: u64) -> Spec {
    let mut lot = Lot::new(seed);
    let teams = 2 + lot.below(199) as usize;
    let most = (teams / 2 + 1).min(teams - 1).min(11) as u64;
    Spec {
        system: EngineSystem::TeamSwiss,
        teams,
        rounds: 1 + lot.below(most) as u32,
        seed,
    }
}

fn main() {
    let events: u64 = std::env::args()
        .nth(1)
        .map_or(5000, |n| n.parse().expect("EVENTS: a number"));
    let first: u64 = std::env::args()
        .nth(2)
        .map_or(1, |n| n.parse().expect("FIRST: a number"));
    let started = Instant::now();
    let (mut rounds, mut brackets_capped, mut rounds_capped, mut unpairable) = (0, 0, 0, 0);
    for seed in first..first + events {
        let t = match generate(&spec(seed)) {
            Ok(t) => t,
            Err(_) => {
                unpairable += 1;
                continue;
            }
        };
        for round in 1..=t.paired_rounds() as u32 {
            let before = state_before(&t, round);
            let proposal =
                pair_round(&before, round, 0, t.initial_colour).expect("paired once already");
            let capped = proposal
                .explanation
                .lines
                .iter()
                .filter(|line| line.msg == Msg::PairingWhySetsCapped)
                .count();
            rounds += 1;
            brackets_capped += capped;
            rounds_capped += usize::from(capped > 0);
        }
        if seed % 100 == 0 || seed + 1 == first + events {
            println!(
                "{seed} events ({unpairable} unpairable), {rounds} rounds: the cap reached in \
                 {brackets_capped} brackets of {rounds_capped} rounds; {:.0} s",
                started.elapsed().as_secs_f64()
            );
        }
    }
}
