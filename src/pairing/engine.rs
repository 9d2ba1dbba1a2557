//! The pairing engine as other programs use it (`kup engine`, FIDE C.02.03 §7): the state
//! of an event before round R in, the pairs of round R out. One function per pairing
//! system; a new system is one more arm of [`pair`].

use crate::core::{Colour, CommandError, TeamId, Tournament};
use crate::i18n::Msg;

/// The pairing systems the engine offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EngineSystem {
    /// FIDE Swiss team pairing system, C.04.6.
    TeamSwiss,
    /// Berger tables, C.05 Annex 1 (pairing numbers = starting numbers unless drawn).
    Berger,
}

/// A round's pairing: (first-named, second-named) in table order, and the
/// pairing-allocated bye.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EnginePairing {
    pub matches: Vec<(TeamId, TeamId)>,
    pub bye: Option<TeamId>,
}

/// The event as it stood before round `round` was paired: rounds 1 to `round − 1` with
/// their results, the absences announced for `round` (GHR 3.3), penalties of earlier
/// rounds; no later round. Withdrawals and late entries are facts of the teams and stay.
pub fn state_before(t: &Tournament, round: u32) -> Tournament {
    let mut before = t.clone();
    let kept = round.saturating_sub(1) as usize;
    if let Some(next) = before.rounds.get_mut(kept) {
        let absent = std::mem::take(&mut next.absent);
        *next = crate::core::Round {
            absent,
            ..Default::default()
        };
    }
    before.rounds.truncate(kept + 1);
    before.penalties.retain(|p| p.round < round);
    before
}

/// Pairs round `round` of `before` (see [`state_before`]) by `system`. The
/// initial-colour is the recorded one, else White (TRF-2026 record 152's default is the
/// colour the top team got, which only exists once round 1 is paired). Nothing is drawn
/// by lot: the engine must give the same pairing for the same file.
pub fn pair(
    system: EngineSystem,
    before: &Tournament,
    round: u32,
) -> Result<EnginePairing, CommandError> {
    let proposal = match system {
        EngineSystem::TeamSwiss | EngineSystem::Berger => {
            let round_robin = system == EngineSystem::Berger;
            if round_robin && super::pairing_numbers(before).is_none() {
                return Err(CommandError::new(
                    Msg::FieldPairingNumbers,
                    Msg::RefuseRoundRobinNeedsPairingNumbers,
                ));
            }
            let initial = before.initial_colour.unwrap_or(Colour::White);
            super::pair_round(before, round, 0, Some(initial))?
        }
    };
    Ok(EnginePairing {
        matches: proposal.matches,
        bye: proposal.bye,
    })
}
