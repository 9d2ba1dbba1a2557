//! Rounds: their schedule, the teams absent from them, and their pairing, set by hand,
//! computed automatically or changed while the round has no results.

use chrono::{DateTime, FixedOffset};

use super::lookup::{
    checked_text, has_any_result, planned_round, round_entry, unknown_team, without_results,
};
use super::lots::each_of_round_one_once;
use super::{CommandError, ComputedPairing, refuse};
use crate::core::calendar::planned_rounds;
use crate::core::model::{GameResult, LotPurpose, Match, Round, TeamId, Tournament, home_colour};
use crate::i18n::{Msg, Text};

pub(super) fn schedule(
    t: &mut Tournament,
    round: u32,
    start: Option<DateTime<FixedOffset>>,
    venue: String,
) -> Result<Text, CommandError> {
    set_plan(t, round, start, venue)?;
    Ok(text!(Msg::DidSchedule, round = round))
}

/// Sets a round's start and venue. One round at a time is not checked against the others:
/// moving every round a week on passes through an order that is not yet right.
pub(super) fn set_plan(
    t: &mut Tournament,
    round: u32,
    start: Option<DateTime<FixedOffset>>,
    venue: String,
) -> Result<(), CommandError> {
    let total = crate::core::calendar::calendar_rounds(t);
    if round == 0 || round > total {
        return refuse(Msg::FieldRound, text!(Msg::RefuseOutOfRange, most = total));
    }
    let venue = checked_text(Msg::FieldVenue, venue)?;
    if start != crate::core::clock::scheduled_start(t, round) && has_results(t, round) {
        return refuse(
            Msg::FieldSchedule,
            text!(Msg::RefuseStartOfPlayedRound, round = round),
        );
    }
    let entry = round_entry(t, round);
    entry.scheduled_start = start;
    entry.venue = venue;
    Ok(())
}

/// Whether a board or a match of `round` has its result: the round was played as
/// scheduled, and a new start would move its default time under the forfeits and arrivals
/// already judged by it.
fn has_results(t: &Tournament, round: u32) -> bool {
    t.rounds
        .get(round as usize - 1)
        .is_some_and(|r| r.matches.iter().any(has_any_result))
}

/// A team announced it will not come to a round (GHR 3.3): a Swiss does not pair it, a
/// round robin records its match of the table as lost by forfeit; either way the absence
/// must be known before the round is paired.
pub(super) fn set_absent(
    t: &mut Tournament,
    round: u32,
    team: TeamId,
    absent: bool,
) -> Result<Text, CommandError> {
    let name = t.team(team).ok_or_else(|| unknown_team(team))?.name.clone();
    planned_round(t, round)?;
    let entry = round_entry(t, round);
    if entry.is_paired() && absent {
        return refuse(
            Msg::FieldAbsence,
            text!(Msg::RefuseAbsentAfterPairing, round = round),
        );
    }
    entry.absent.retain(|a| *a != team);
    if absent {
        entry.absent.push(team);
        let said = match t.is_round_robin() {
            true => Msg::DidMarkAbsentRoundRobin,
            false => Msg::DidMarkAbsent,
        };
        Ok(text!(said, team = name, round = round))
    } else {
        Ok(text!(Msg::DidUnmarkAbsent, team = name, round = round))
    }
}

pub(super) fn set_pairing(
    t: &mut Tournament,
    round: u32,
    matches: Vec<(TeamId, TeamId)>,
    bye: Option<TeamId>,
) -> Result<Text, CommandError> {
    record_pairing(t, round, matches, bye)?;
    Ok(text!(Msg::DidPairByHand, round = round))
}

/// Discards the pairing of the newest round while it has no results.
pub(super) fn clear_pairing(t: &mut Tournament, round: u32) -> Result<Text, CommandError> {
    let newest = t.paired_rounds() as u32;
    if round == 0 || round != newest {
        return refuse(
            Msg::FieldRound,
            text!(Msg::RefuseOnlyNewestDiscarded, newest = newest),
        );
    }
    without_results(t, round)?;
    let entry = &mut t.rounds[round as usize - 1];
    entry.matches.clear();
    entry.bye = None;
    Ok(text!(Msg::DidDiscardPairing, round = round))
}

/// Records a round's automatic pairing, checked as a manual one, with the lots it drew and
/// their seed.
pub(super) fn pair(
    t: &mut Tournament,
    round: u32,
    seed: u64,
    pairing: Option<ComputedPairing>,
) -> Result<Text, CommandError> {
    let Some(pairing) = pairing else {
        return refuse(
            Msg::FieldPairing,
            text!(Msg::RefusePairingNotComputed, round = round),
        );
    };
    record_pairing(t, round, pairing.matches, pairing.bye)?;
    for draw in &pairing.lots {
        if draw.purpose == LotPurpose::PairingNumbers {
            each_of_round_one_once(t, &draw.order)?;
        }
    }
    let drew = !pairing.lots.is_empty();
    t.lots.extend(pairing.lots);
    if round == 1 || t.initial_colour.is_none() {
        t.initial_colour = pairing.initial_colour;
    }
    t.rounds[round as usize - 1].seed = drew.then_some(seed);
    Ok(if drew {
        text!(Msg::DidPairAutomaticallyWithLot, round = round, seed = seed)
    } else {
        text!(Msg::DidPairAutomatically, round = round)
    })
}

/// Exchanges two teams between the matches (or the bye) of the newest round.
pub(super) fn swap_teams(
    t: &mut Tournament,
    round: u32,
    first: TeamId,
    second: TeamId,
) -> Result<Text, CommandError> {
    let entry = newest_unplayed_round(t, round)?;
    let (mut matches, mut bye) = pairs_of(entry);
    let named =
        |team: TeamId| bye == Some(team) || matches.iter().any(|(h, a)| *h == team || *a == team);
    if first == second || !named(first) || !named(second) {
        return refuse(Msg::FieldSwap, text!(Msg::RefuseSwapTeams, round = round));
    }
    let swap = |team: TeamId| {
        if team == first {
            second
        } else if team == second {
            first
        } else {
            team
        }
    };
    for (home, away) in matches.iter_mut() {
        *home = swap(*home);
        *away = swap(*away);
    }
    bye = bye.map(swap);
    record_pairing(t, round, matches, bye)?;
    let name = |id: TeamId| t.team(id).map(|x| x.name.clone()).unwrap_or_default();
    Ok(text!(
        Msg::DidSwapTeams,
        round = round,
        first = name(first),
        second = name(second)
    ))
}

/// Exchanges the colours (which team is first-named) of one match of the newest round.
pub(super) fn flip_colours(
    t: &mut Tournament,
    round: u32,
    table: usize,
) -> Result<Text, CommandError> {
    let entry = newest_unplayed_round(t, round)?;
    let tables = entry.matches.len();
    if table == 0 || table > tables {
        return refuse(
            Msg::FieldTable,
            text!(Msg::RefuseTables, round = round, tables = tables),
        );
    }
    let (mut matches, bye) = pairs_of(entry);
    let (home, away) = matches[table - 1];
    matches[table - 1] = (away, home);
    record_pairing(t, round, matches, bye)?;
    Ok(text!(Msg::DidFlipColours, round = round, table = table))
}

/// The pairing of a round as (first-named, second-named) and the bye.
fn pairs_of(entry: &Round) -> (Vec<(TeamId, TeamId)>, Option<TeamId>) {
    let matches = entry.matches.iter().map(|m| (m.home, m.away)).collect();
    (matches, entry.bye)
}

/// The round, if it is the newest paired round and has no results (a pairing may change).
fn newest_unplayed_round(t: &Tournament, round: u32) -> Result<&Round, CommandError> {
    let newest = t.paired_rounds() as u32;
    if round == 0 || round != newest {
        return refuse(
            Msg::FieldRound,
            text!(Msg::RefuseOnlyNewestChanged, newest = newest),
        );
    }
    without_results(t, round)?;
    Ok(&t.rounds[round as usize - 1])
}

/// Checks a whole-round pairing and records it: the round is the next one to pair or the
/// newest without results, and every team that plays in it is named exactly once.
fn record_pairing(
    t: &mut Tournament,
    round: u32,
    matches: Vec<(TeamId, TeamId)>,
    bye: Option<TeamId>,
) -> Result<(), CommandError> {
    pairable_round(t, round)?;
    let absent = t
        .rounds
        .get(round as usize - 1)
        .map(|r| r.absent.clone())
        .unwrap_or_default();
    let named: Vec<TeamId> = matches
        .iter()
        .flat_map(|(a, b)| [*a, *b])
        .chain(bye)
        .collect();
    let round_robin = t.is_round_robin();
    // A round robin's absent team keeps its fixed match, lost by forfeit; a Swiss leaves
    // it out (GHR 3.3), and nobody absent takes a bye.
    let not_paired: Vec<TeamId> = absent
        .iter()
        .copied()
        .filter(|a| !round_robin || bye == Some(*a))
        .collect();
    each_named_once(t, round, &named, &not_paired)?;
    let missing: Vec<String> = t
        .teams
        .iter()
        .filter(|x| x.plays_in_round(round) && !absent.contains(&x.id) && !named.contains(&x.id))
        .map(|x| t.starting_number(x.id).unwrap_or(0).to_string())
        .collect();
    // In a round robin the Berger table leaves a team without a match when its opponent
    // is the free number, absent or withdrawn.
    if !missing.is_empty() && !round_robin {
        return refuse(
            Msg::FieldPairing,
            text!(Msg::RefuseTeamsNotPaired, numbers = missing.join(", ")),
        );
    }
    let boards = usize::from(t.regulation.boards);
    let entry = round_entry(t, round);
    entry.matches = matches
        .into_iter()
        .map(|(home, away)| {
            let mut m = Match::new(home, away, boards);
            forfeit_absent_sides(&mut m, &absent);
            m
        })
        .collect();
    entry.bye = bye;
    Ok(())
}

/// A team that announced its absence from a match of a round robin's fixed table loses
/// every board by forfeit, so its opponent wins the match by forfeit with the regulation's
/// award (as mzz-2012 ¶14 awards a match a team did not come to: "rezultat meča je 4:0").
fn forfeit_absent_sides(m: &mut Match, absent: &[TeamId]) {
    let (home, away) = (absent.contains(&m.home), absent.contains(&m.away));
    if !home && !away {
        return;
    }
    for (board, game) in m.boards.iter_mut().enumerate() {
        let seen_from_home = match (home, away) {
            (true, true) => GameResult::DoubleForfeit,
            (true, false) => GameResult::BlackForfeitWin,
            _ => GameResult::WhiteForfeitWin,
        };
        game.result = seen_from_home.seen_from(home_colour(board));
    }
}

/// A pairing may be set for the next round to pair, or replace the newest round's while
/// it has no results; rounds before it stay as they were played.
fn pairable_round(t: &Tournament, round: u32) -> Result<(), CommandError> {
    let paired = t.paired_rounds() as u32;
    let total = planned_rounds(t);
    if round == 0 || round > total {
        return refuse(Msg::FieldRound, text!(Msg::RefuseOutOfRange, most = total));
    }
    if round > paired + 1 {
        return refuse(
            Msg::FieldRound,
            text!(Msg::RefusePairFirst, round = paired + 1),
        );
    }
    if round < paired {
        return refuse(
            Msg::FieldRound,
            text!(Msg::RefuseFollowedByPairedRounds, round = round),
        );
    }
    if round == paired {
        without_results(t, round)?;
    }
    Ok(())
}

/// Every team named in a pairing exists, is named once, plays in the round (entered, not
/// withdrawn) and has not announced its absence.
fn each_named_once(
    t: &Tournament,
    round: u32,
    named: &[TeamId],
    absent: &[TeamId],
) -> Result<(), CommandError> {
    for (i, &team) in named.iter().enumerate() {
        let entry = t.team(team).ok_or_else(|| unknown_team(team))?;
        let number = t.starting_number(team).unwrap_or(0);
        let rule = if named[..i].contains(&team) {
            text!(Msg::RefusePairedTwice, number = number, team = &entry.name)
        } else if !entry.plays_in_round(round) {
            text!(
                Msg::RefuseDoesNotPlay,
                number = number,
                team = &entry.name,
                round = round
            )
        } else if absent.contains(&team) {
            text!(
                Msg::RefuseAnnouncedAbsence,
                number = number,
                team = &entry.name,
                round = round
            )
        } else {
            continue;
        };
        return refuse(Msg::FieldPairing, rule);
    }
    Ok(())
}
