//! Forbidden pairings: teams kept apart (e.g. two teams of one club), an absolute
//! criterion of the Swiss (C.04.6 art. 2.1, beside C1); TRF-2026 record 260.

use super::lookup::unknown_team;
use super::{CommandError, refuse};
use crate::core::calendar::planned_rounds;
use crate::core::model::{KeptApart, TeamId, Tournament};
use crate::i18n::{Msg, Text};

/// Records a forbidden pairing. A round robin pairs by fixed tables in which every team
/// meets every other (C.05 Annex 1), so there it cannot apply and is refused.
pub(super) fn forbid(
    t: &mut Tournament,
    teams: Vec<TeamId>,
    first_round: u32,
    last_round: Option<u32>,
) -> Result<Text, CommandError> {
    let numbers = distinct_team_numbers(t, &teams)?;
    if t.is_round_robin() {
        return refuse(Msg::FieldTeams, Msg::RefuseForbidInRoundRobin);
    }
    let total = planned_rounds(t);
    if first_round == 0 || first_round > total {
        return refuse(
            Msg::FieldFirstRound,
            text!(Msg::RefuseOutOfRange, most = total),
        );
    }
    if let Some(last) = last_round
        && !(first_round..=total).contains(&last)
    {
        return refuse(
            Msg::FieldLastRound,
            text!(Msg::RefuseLastRound, first = first_round, most = total),
        );
    }
    if t.kept_apart.iter().any(|k| same_teams(&k.teams, &teams)) {
        return refuse(
            Msg::FieldTeams,
            text!(Msg::RefuseAlreadyKeptApart, teams = numbers.join(", ")),
        );
    }
    t.kept_apart.push(KeptApart {
        teams,
        first_round,
        last_round,
    });
    let rounds = match last_round {
        Some(last) if last == first_round => text!(Msg::KeptApartInRound, round = first_round),
        Some(last) => text!(Msg::KeptApartInRounds, first = first_round, last = last),
        None if first_round == 1 => Text::new(Msg::KeptApartEveryRound),
        None => text!(Msg::KeptApartFromRound, round = first_round),
    };
    Ok(text!(Msg::DidForbidPairings, teams = numbers.join(", ")).arg_text("rounds", rounds))
}

/// Takes back the forbidden pairings that name exactly `teams`.
pub(super) fn allow(t: &mut Tournament, teams: Vec<TeamId>) -> Result<Text, CommandError> {
    let numbers = distinct_team_numbers(t, &teams)?;
    let before = t.kept_apart.len();
    t.kept_apart.retain(|k| !same_teams(&k.teams, &teams));
    if t.kept_apart.len() == before {
        return refuse(
            Msg::FieldTeams,
            text!(
                Msg::RefuseNoSuchForbiddenPairing,
                teams = numbers.join(", ")
            ),
        );
    }
    Ok(text!(Msg::DidAllowPairings, teams = numbers.join(", ")))
}

/// Whether two lists name the same teams, in whatever order.
fn same_teams(a: &[TeamId], b: &[TeamId]) -> bool {
    let mut a = a.to_vec();
    let mut b = b.to_vec();
    a.sort();
    b.sort();
    a == b
}

/// The starting numbers of `teams`, refused unless there are at least two, each once.
fn distinct_team_numbers(t: &Tournament, teams: &[TeamId]) -> Result<Vec<String>, CommandError> {
    if teams.len() < 2 {
        return refuse(Msg::FieldTeams, Msg::RefuseForbidNeedsTwo);
    }
    let mut numbers = Vec::new();
    for (i, team) in teams.iter().enumerate() {
        let number = t
            .starting_number(*team)
            .ok_or_else(|| unknown_team(*team))?;
        if teams[..i].contains(team) {
            return refuse(
                Msg::FieldTeams,
                text!(Msg::RefuseTeamNumberTwice, number = number),
            );
        }
        numbers.push(number.to_string());
    }
    Ok(numbers)
}
