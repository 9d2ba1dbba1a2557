//! Why a round is paired as it is: the pairing recomputed from the state before it.

use crate::core::{CommandError, TeamId, Tournament};
use crate::i18n::Text;

/// How a round was (or would be) paired, for `kup pair --explain` and the TUI.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explained {
    /// The pairing's own report (score groups, floaters, the criteria that decided).
    pub lines: Vec<Text>,
    /// The recorded pairing is not the automatic one: it was set or changed by hand.
    pub set_by_hand: bool,
}

/// The explanation of round `round` (1-based): the pairing computed from the state before
/// it, and whether the recorded pairing differs (a manual change).
pub fn explanation(t: &Tournament, round: u32) -> Result<Explained, CommandError> {
    let index = round.saturating_sub(1) as usize;
    let mut before = t.clone();
    for later in before.rounds.iter_mut().skip(index) {
        later.matches.clear();
        later.bye = None;
    }
    // The lots and initial colour recorded at round 1 are reused, so the same draw results.
    let seed = t.rounds.get(index).and_then(|r| r.seed).unwrap_or(0);
    let proposal = crate::pairing::pair_round(&before, round, seed, t.initial_colour)?;
    let set_by_hand = t
        .rounds
        .get(index)
        .filter(|r| r.is_paired())
        .is_some_and(|entry| {
            let recorded: Vec<(TeamId, TeamId)> =
                entry.matches.iter().map(|m| (m.home, m.away)).collect();
            recorded != proposal.pairing.matches || entry.bye != proposal.pairing.bye
        });
    Ok(Explained {
        lines: proposal.explanation.lines,
        set_by_hand,
    })
}
