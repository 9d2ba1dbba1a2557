//! The starting rank (C.04.6 art. 1.1.2: "the competition rules say how"): teams ordered by
//! the regulation's [`TeamRating`].

use std::cmp::Ordering;

use crate::core::lineup::is_foreign;
use crate::core::rules::TeamRating;
use crate::core::{Player, Team, TeamId, Tournament};
use crate::i18n::collate::{self, Alphabet};

/// The rating each roster player contributes under `rating`, highest first. A player
/// without the rating the formula asks for contributes nothing.
fn contributions(t: &Tournament, team: &Team, rating: TeamRating) -> Vec<u32> {
    let foreign = |p: &Player| is_foreign(p, &t.info.federation);
    let mut values: Vec<u32> = team
        .roster
        .iter()
        .filter_map(|p| match rating {
            // mzz-2012: national rating; a foreign player (by citizenship or by the FIDE
            // federation he is registered under, as the roster rule judges) counts with his
            // FIDE rating.
            TeamRating::AverageTopNational { .. } if foreign(p) => p.fide_rating,
            TeamRating::AverageTopNational { .. } => p.national_rating,
            TeamRating::SumTopFide { .. } => p.fide_rating,
            TeamRating::AverageTopFideElseNational { .. } => p.fide_rating.or(p.national_rating),
        })
        .map(u32::from)
        .collect();
    values.sort_unstable_by(|a, b| b.cmp(a));
    values
}

fn count(rating: TeamRating) -> usize {
    match rating {
        TeamRating::AverageTopNational { count }
        | TeamRating::SumTopFide { count }
        | TeamRating::AverageTopFideElseNational { count } => usize::from(count),
    }
}

/// The team rating under the regulation: the sum of the `count` best contributions, or
/// their average over `count` (a missing player counts 0, so a team with fewer rated
/// players than `count` is not favoured by a smaller divisor).
pub fn team_rating(t: &Tournament, team: &Team) -> f64 {
    let rating = t.regulation.team_rating;
    let n = count(rating);
    let sum: u32 = contributions(t, team, rating).iter().take(n).sum();
    match rating {
        TeamRating::SumTopFide { .. } => f64::from(sum),
        _ if n == 0 => 0.0,
        _ => f64::from(sum) / n as f64,
    }
}

/// Compares two teams for the starting rank, stronger first. Tie rule (stated here, as
/// C.04.6 1.1.2 leaves it to the competition): equal team ratings are decided by the
/// further roster players' ratings in descending order (the 5th best, then the 6th, ...,
/// as the Olympiad rules decide by the 5th player), then by team name in the event's
/// alphabet ([`Alphabet::of_event`]: the same for every reader, so the pairing is), then by
/// entry order.
fn stronger_first(t: &Tournament, a: &Team, b: &Team) -> Ordering {
    let rating = t.regulation.team_rating;
    let (ca, cb) = (contributions(t, a, rating), contributions(t, b, rating));
    let n = count(rating);
    let top = |c: &[u32]| c.iter().take(n).sum::<u32>();
    top(&cb)
        .cmp(&top(&ca))
        .then_with(|| {
            let rest = |c: &[u32]| c.iter().skip(n).copied().collect::<Vec<u32>>();
            // A longer list of further ratings compares greater when the common part ties.
            rest(&cb).cmp(&rest(&ca))
        })
        .then_with(|| collate::compare_in(Alphabet::of_event(&t.info.federation), &a.name, &b.name))
        .then_with(|| a.id.cmp(&b.id))
}

/// The teams in starting-rank order under the regulation's team rating.
pub fn starting_order(t: &Tournament) -> Vec<TeamId> {
    let mut teams: Vec<&Team> = t.teams.iter().collect();
    teams.sort_by(|a, b| stronger_first(t, a, b));
    teams.iter().map(|team| team.id).collect()
}
