//! The event as a whole: its facts and how its Swiss is paired.

use super::lookup::{before_round_one, checked_text};
use super::rounds::set_plan;
use super::{CommandError, refuse};
use crate::core::calendar::{RoundPlan, calendar_rounds, hall_zone, in_zone, plan, rezoned};
use crate::core::model::{Tournament, TournamentInfo};
use crate::core::rules::{PrimaryScore, SwissPairing, System};
use crate::i18n::{Msg, Text};

pub(super) fn set_info(t: &mut Tournament, info: TournamentInfo) -> Result<Text, CommandError> {
    take_info(t, checked_info(info)?);
    Ok(Text::new(Msg::DidSaveInfo))
}

/// The facts taken. When they move the event to another time zone, every planned start
/// keeps the local time it shows (09:30 stays 09:30 in the new hall): the zone was wrong,
/// not the regulation's hours. What was recorded (starts, arrivals, hand-ins) happened
/// when it happened and stays.
fn take_info(t: &mut Tournament, info: TournamentInfo) {
    let was = hall_zone(t);
    t.info = info;
    let zone = hall_zone(t);
    if zone == was {
        return;
    }
    t.regulation.schedule = rezoned(&t.regulation.schedule, zone);
    for round in t.rounds.iter_mut() {
        if let Some(start) = round.scheduled_start {
            round.scheduled_start = Some(in_zone(zone, start.naive_local()));
        }
    }
}

/// The facts trimmed, each field checked by its own rule; empty deputies dropped.
fn checked_info(mut info: TournamentInfo) -> Result<TournamentInfo, CommandError> {
    if info.name.trim().is_empty() {
        return refuse(Msg::FieldName, Msg::RefuseNoName);
    }
    if let (Some(start), Some(end)) = (info.start_date, info.end_date)
        && end < start
    {
        return refuse(Msg::FieldEndDate, Msg::RefuseEndBeforeStart);
    }
    info.federation = info.federation.trim().to_uppercase();
    let code = &info.federation;
    if !(code.is_empty() || code.len() == 3 && code.chars().all(|c| c.is_ascii_uppercase())) {
        return refuse(
            Msg::FieldFederation,
            text!(Msg::RefuseFederationCode, federation = code),
        );
    }
    info.deputy_arbiters.retain(|d| !d.trim().is_empty());
    let texts = [
        (Msg::FieldName, &mut info.name),
        (Msg::FieldVenue, &mut info.venue),
        (Msg::FieldCity, &mut info.city),
        (Msg::FieldChiefArbiter, &mut info.chief_arbiter),
        (Msg::FieldTimeControl, &mut info.time_control),
    ];
    let deputies = info
        .deputy_arbiters
        .iter_mut()
        .map(|d| (Msg::FieldDeputyArbiters, d));
    for (field, value) in texts.into_iter().chain(deputies) {
        *value = checked_text(field, std::mem::take(value))?;
    }
    Ok(info)
}

/// The tournament form's save, one change: the facts, every round's plan that differs from
/// what the round has, and the pairing system only when it differs (it is fixed once round
/// 1 is paired, and an unchanged one must not be refused for that).
pub(super) fn set_event(
    t: &mut Tournament,
    info: TournamentInfo,
    rounds: Vec<RoundPlan>,
    pairing: SwissPairing,
) -> Result<Text, CommandError> {
    take_info(t, checked_info(info)?);
    for (round, wanted) in (1..).zip(rounds) {
        if plan(t, round) != wanted {
            set_plan(t, round, wanted.start, wanted.venue)?;
        }
    }
    if pairing != t.regulation.swiss_pairing {
        set_swiss_pairing(t, pairing)?;
    }
    calendar_in_order(t)?;
    Ok(Text::new(Msg::DidSaveEvent))
}

/// The form's whole calendar at once: refused when a round starts before the round before
/// it, or on a day outside the event's first and last day.
fn calendar_in_order(t: &Tournament) -> Result<(), CommandError> {
    let starts: Vec<_> = (1..=calendar_rounds(t))
        .map(|round| (round, plan(t, round).start))
        .collect();
    for pair in starts.windows(2) {
        if let [(previous, Some(before)), (round, Some(after))] = pair
            && after < before
        {
            return refuse(
                Msg::FieldSchedule,
                text!(
                    Msg::RefuseRoundBeforePrevious,
                    round = round,
                    previous = previous
                ),
            );
        }
    }
    let (first, last) = (t.info.start_date, t.info.end_date);
    for (round, start) in starts {
        let Some(start) = start else {
            continue;
        };
        let day = start.date_naive();
        if first.is_some_and(|f| day < f) || last.is_some_and(|l| day > l) {
            return refuse(
                Msg::FieldSchedule,
                text!(Msg::RefuseRoundOutsideEvent, round = round).arg_date_time("when", start),
            );
        }
    }
    Ok(())
}

/// Every round of a Swiss is paired by one system, so it is chosen before round 1; the
/// legacy team mode ranks by match points and needs them as the primary score.
pub(super) fn set_swiss_pairing(
    t: &mut Tournament,
    pairing: SwissPairing,
) -> Result<Text, CommandError> {
    before_round_one(t, Msg::FieldSwissPairing, Msg::RefuseSwissPairingFixed)?;
    if matches!(t.regulation.system, System::RoundRobin { .. }) {
        return refuse(Msg::FieldSwissPairing, Msg::RefuseSwissPairingRoundRobin);
    }
    if pairing == SwissPairing::DutchLegacy
        && t.regulation.primary_score != PrimaryScore::MatchPoints
    {
        return refuse(Msg::FieldSwissPairing, Msg::RefuseLegacyNeedsMatchPoints);
    }
    t.regulation.swiss_pairing = pairing;
    Ok(Text::new(Msg::DidSetSwissPairing).arg_text("system", swiss_pairing_name(pairing)))
}

/// The name of a Swiss pairing system, for the summary and `kup swiss-pairing`.
pub fn swiss_pairing_name(pairing: SwissPairing) -> Text {
    Text::new(match pairing {
        SwissPairing::TeamSwiss => Msg::SwissPairingTeamSwiss,
        SwissPairing::DutchLegacy => Msg::SwissPairingDutchLegacy,
    })
}
