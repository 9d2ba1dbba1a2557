//! Pairing the next round with a recorded seed: the pairing is computed here, above the
//! core, and handed to it as data in `Command::PairRound`.

use crate::core::rules::Source;
use crate::core::{Colour, Command, CommandError, Tournament};
use crate::i18n::{Msg, Text};

/// The seed of a lot: the one given, or else drawn from the system clock. The faces, not
/// the core, read the clock, and the seed is recorded either way so the draw can be
/// repeated.
pub fn seed_or_clock(seed: Option<u64>) -> u64 {
    seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
    })
}

/// `Command::PairRound` for `round` of `t`, carrying the pairing the engine computes with
/// `seed` (and `initial_colour`, if chosen). A round the engine cannot pair is refused
/// here, with the engine's reason.
pub fn pair_command(
    t: &Tournament,
    round: u32,
    seed: u64,
    initial_colour: Option<Colour>,
) -> Result<Command, CommandError> {
    // The Berger tables give the colours; a colour asked for would be left unused.
    if initial_colour.is_some() && t.is_round_robin() {
        return Err(CommandError::new(
            Msg::FieldInitialColour,
            Msg::RefuseInitialColourRoundRobin,
        ));
    }
    start_list_in_order(t, round)?;
    let proposal = crate::pairing::pair_round(t, round, seed, initial_colour)?;
    Ok(Command::PairRound {
        round,
        seed,
        initial_colour,
        pairing: Some(proposal.pairing),
    })
}

/// Round 1 of a Swiss is paired by the starting numbers (C.04.6 1.3), and where the
/// regulation's text orders the start list by team rating (mzz-2012 ¶8 "Startna lista
/// ekipa određuje se prema prosječnom nacionalnom rejtingu 4 prijavljena igrača s
/// najvećim rejtingom"; bpz-2025 čl. 8 "Kriterij za startnu listu je rejting ekipe")
/// a round 1 under another order is refused, saying how to sort. Where kup assumes the
/// rule, the arbiter's order stands.
fn start_list_in_order(t: &Tournament, round: u32) -> Result<(), CommandError> {
    let named = matches!(
        t.regulation.sources.get("team_rating"),
        Some(Source::Article(_))
    );
    if round != 1 || !named || t.is_round_robin() || t.paired_rounds() > 0 {
        return Ok(());
    }
    let order = crate::core::rating::starting_order(t);
    if t.teams.iter().map(|team| team.id).eq(order) {
        return Ok(());
    }
    Err(CommandError::new(
        Msg::FieldStartingNumber,
        Text::new(Msg::RefuseStartListOrder).arg("regulation", t.regulation.cite("team_rating")),
    ))
}
