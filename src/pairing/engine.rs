//! The pairing engine as other programs use it (`kup engine`, FIDE C.02.03 §7): the state
//! of an event before round R in, the pairs of round R out. One function per pairing
//! system; a new system is one more arm of [`pair`].

use std::borrow::Cow;

use crate::core::rules::SwissPairing;
use crate::core::{Colour, CommandError, TeamId, Tournament};
use crate::i18n::Msg;

/// The pairing systems the engine offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EngineSystem {
    /// FIDE Swiss team pairing system, C.04.6.
    TeamSwiss,
    /// The legacy team mode: the FIDE Dutch system C.04.3 applied to teams by match points
    /// (`pairing::legacy`).
    Dutch,
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
        *next = crate::core::Round {
            absent: next.absent.clone(),
            ..Default::default()
        }
        .into();
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
        EngineSystem::TeamSwiss | EngineSystem::Dutch | EngineSystem::Berger => {
            let round_robin = system == EngineSystem::Berger;
            if round_robin && super::pairing_numbers(before).is_none() {
                return Err(CommandError::new(
                    Msg::FieldPairingNumbers,
                    Msg::RefuseRoundRobinNeedsPairingNumbers,
                ));
            }
            // The system asked for wins over the one the file's record 192 implied.
            let swiss_pairing = if system == EngineSystem::Dutch {
                SwissPairing::DutchLegacy
            } else {
                SwissPairing::TeamSwiss
            };
            let mut state = Cow::Borrowed(before);
            if state.regulation.swiss_pairing != swiss_pairing {
                state.to_mut().regulation.swiss_pairing = swiss_pairing;
            }
            let initial = state.initial_colour.unwrap_or(Colour::White);
            super::pair_round(&state, round, 0, Some(initial))?
        }
    };
    Ok(EnginePairing {
        matches: proposal.pairing.matches,
        bye: proposal.pairing.bye,
    })
}

/// One way a recorded round differs from the engine's pairing of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Difference {
    /// The engine could not pair the round at all.
    Refused(CommandError),
    /// Two teams the file pairs that the engine does not; with the engine's opponents.
    Pair {
        file: (TeamId, TeamId),
        engine_opponents: (Option<TeamId>, Option<TeamId>),
    },
    /// A pair of the engine's whose teams the file leaves both without a match.
    Unpaired { engine: (TeamId, TeamId) },
    /// The same two teams, the other team first-named (White on board 1).
    Colours { file: (TeamId, TeamId) },
    /// The pairing-allocated bye.
    Bye {
        file: Option<TeamId>,
        engine: Option<TeamId>,
    },
}

/// Re-pairs round `round` of `t` from the state before it ([`state_before`]) and lists
/// how the recorded pairing differs (C.02.03 §7: the pairings checker).
pub fn differences(system: EngineSystem, t: &Tournament, round: u32) -> Vec<Difference> {
    let engine = match pair(system, &state_before(t, round), round) {
        Ok(pairing) => pairing,
        Err(e) => return vec![Difference::Refused(e)],
    };
    let Some(recorded) = t.rounds.get(round as usize - 1) else {
        return Vec::new();
    };
    let opponent = |team: TeamId| {
        engine.matches.iter().find_map(|&(a, b)| {
            (a == team)
                .then_some(b)
                .or_else(|| (b == team).then_some(a))
        })
    };
    let mut found = Vec::new();
    for m in &recorded.matches {
        let file = (m.home, m.away);
        if engine.matches.contains(&file) {
            continue;
        }
        found.push(if engine.matches.contains(&(m.away, m.home)) {
            Difference::Colours { file }
        } else {
            Difference::Pair {
                file,
                engine_opponents: (opponent(m.home), opponent(m.away)),
            }
        });
    }
    let paired_in_file = |team: TeamId| {
        recorded
            .matches
            .iter()
            .any(|m| m.opponent_of(team).is_some())
    };
    for &(a, b) in &engine.matches {
        if !paired_in_file(a) && !paired_in_file(b) {
            found.push(Difference::Unpaired { engine: (a, b) });
        }
    }
    if recorded.bye != engine.bye {
        found.push(Difference::Bye {
            file: recorded.bye,
            engine: engine.bye,
        });
    }
    found
}
