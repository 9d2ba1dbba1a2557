//! A play-off for a place the regulation decides by play-off (`Regulation::playoff_places`):
//! whether the teams are tied there after the last round is a question for the standings,
//! which the core does not compute, so it is asked here before the colours are drawn.

use crate::core::calendar::planned_rounds;
use crate::core::clock::open_seats;
use crate::core::command::playoff_request;
use crate::core::{Command, CommandError, TeamId, Tournament};
use crate::i18n::{Msg, Text};
use crate::scoring::explain::playoffs_due;

/// `Command::PairPlayoff` for `teams` with `seed`, refused unless every round is played
/// ("Doigravanje će se održati poslije završetka posljednjeg kola", hss-kadeti-2009 čl. 13)
/// and the two teams are of one group the chain and the play-offs so far leave tied for a
/// place the regulation decides by play-off: with three or more, the arbiter has each pair
/// play off (a mini round robin) or a knock-out (`core::playoff::order_by_playoffs`).
/// (After the core's own checks of the request.)
pub fn pair_playoff(
    t: &Tournament,
    teams: Vec<TeamId>,
    seed: u64,
) -> Result<Command, CommandError> {
    playoff_request(t, &teams)?;
    let rounds = planned_rounds(t);
    let unfinished =
        (1..=rounds).find(|&r| r as usize > t.paired_rounds() || !open_seats(t, r).is_empty());
    if let Some(round) = unfinished {
        return Err(CommandError::new(
            Msg::FieldPlayoff,
            Text::new(Msg::RefusePlayoffBeforeLastRound)
                .arg("round", round)
                .arg("regulation", t.regulation.cite("playoff_format")),
        ));
    }
    let s = crate::scoring::standings(t, rounds);
    let tied_together = playoffs_due(&t.regulation, &s)
        .into_iter()
        .any(|p| teams.iter().all(|team| p.teams.contains(team)));
    if !tied_together {
        return Err(CommandError::new(
            Msg::FieldPlayoff,
            Text::new(Msg::RefusePlayoffNotTied)
                .arg("places", t.regulation.playoff_places)
                .arg("regulation", t.regulation.cite("playoff_places")),
        ));
    }
    Ok(Command::PairPlayoff {
        teams,
        seed,
        white: None,
    })
}
