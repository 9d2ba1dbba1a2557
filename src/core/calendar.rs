//! The calendar of an event. A regulation is written for one year's event, so its schedule
//! carries that year's dates; a new event keeps only what the regulation decides (the
//! number of rounds, each round's time of day, the lineup window's distance from the
//! start) and takes its dates from the arbiter. Every local time of an event is read in
//! the hall's time zone, a named zone with its summer time that the event carries: never
//! the zone of the machine kup runs on (often a server set to UTC, reached over SSH).

use chrono::{DateTime, Duration, FixedOffset, NaiveDate, NaiveDateTime, TimeZone};
use chrono_tz::Tz;

use serde::{Deserialize, Serialize};

use super::clock::{ArrivalTiming, arrival_timing, open_seats, scheduled_start};
use super::lineup;
use super::model::Tournament;
use super::refusal::CommandError;
use super::rules::ScheduledRound;
use crate::i18n::{Msg, Text};

/// The time zone of the halls of a federation's events: `CRO` and `SLO`, the federations
/// whose regulations kup carries, and their neighbours.
pub fn federation_zone(federation: &str) -> Option<Tz> {
    let zone = match federation.trim().to_ascii_uppercase().as_str() {
        "CRO" => Tz::Europe__Zagreb,
        "SLO" => Tz::Europe__Ljubljana,
        "BIH" => Tz::Europe__Sarajevo,
        "SRB" => Tz::Europe__Belgrade,
        "MNE" => Tz::Europe__Podgorica,
        "MKD" => Tz::Europe__Skopje,
        "AUT" => Tz::Europe__Vienna,
        "HUN" => Tz::Europe__Budapest,
        "ITA" => Tz::Europe__Rome,
        "GER" => Tz::Europe__Berlin,
        _ => return None,
    };
    Some(zone)
}

/// The hall's time zone: the event's own, else its federation's (an event written before
/// events carried a zone), else the regulation's, else the zone of round 1's offset
/// (`Etc/GMT-1` for +01:00), else UTC.
pub fn hall_zone(t: &Tournament) -> Tz {
    t.info
        .time_zone
        .or_else(|| federation_zone(&t.info.federation))
        .or_else(|| federation_zone(&t.regulation.federation))
        .or_else(|| scheduled_start(t, 1).and_then(|at| offset_zone(*at.offset())))
        .unwrap_or(Tz::UTC)
}

/// The `Etc` zone of a whole-hour offset (whose names count the other way: `Etc/GMT-1` is
/// one hour east).
fn offset_zone(offset: FixedOffset) -> Option<Tz> {
    let seconds = offset.local_minus_utc();
    if seconds % 3600 != 0 {
        return None;
    }
    format!("Etc/GMT{:+}", -seconds / 3600).parse().ok()
}

/// A local time of the hall, in the offset its zone has then (summer time included); a
/// time the spring clock change skips is read an hour on, as the clock then shows it.
pub fn in_zone(zone: Tz, local: NaiveDateTime) -> DateTime<FixedOffset> {
    zone.from_local_datetime(&local)
        .earliest()
        .or_else(|| {
            zone.from_local_datetime(&(local + Duration::hours(1)))
                .earliest()
        })
        .unwrap_or_else(|| zone.from_utc_datetime(&local))
        .fixed_offset()
}

/// An instant as the hall's clock shows it.
pub fn in_hall(zone: Tz, at: DateTime<FixedOffset>) -> DateTime<FixedOffset> {
    at.with_timezone(&zone).fixed_offset()
}

/// The regulation's schedule read anew in `zone`: every round keeps the local times it
/// shows (09:30 stays 09:30), now in the new zone's offset on its day. For an event whose
/// zone the arbiter corrects.
pub fn rezoned(schedule: &[ScheduledRound], zone: Tz) -> Vec<ScheduledRound> {
    let dates: Vec<NaiveDate> = schedule.iter().map(|s| s.start.date_naive()).collect();
    dated(schedule, &dates, |local, _| *in_zone(zone, local).offset())
}

/// A round's place in the calendar: when it starts and where.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoundPlan {
    pub start: Option<DateTime<FixedOffset>>,
    pub venue: String,
}

/// What a change of the calendar (`before` to `after`) makes wrong that was right: a
/// lineup rule newly broken (a lineup now handed in late, or before its window opened), a
/// player who sat down in time and now came after the default time. The arbiter is asked
/// before such a change is saved.
pub fn made_wrong(before: &Tournament, after: &Tournament) -> Vec<Text> {
    let was = lineup::violations(before);
    let mut wrong: Vec<Text> = lineup::violations(after)
        .into_iter()
        .filter(|v| !was.contains(v))
        .map(|v| {
            Text::new(Msg::MadeWrongRule)
                .arg_text("rule", v.rule)
                .arg_text("detail", v.detail)
        })
        .collect();
    let late = |t: &Tournament, round: u32, at| {
        matches!(
            arrival_timing(t, round, at),
            ArrivalTiming::AfterDefaultTime { .. }
        )
    };
    for round in 1..=after.paired_rounds() as u32 {
        for seat in open_seats(after, round) {
            let Some(at) = seat.arrived else { continue };
            if late(after, round, at) && !late(before, round, at) {
                wrong.push(
                    text!(
                        Msg::MadeWrongArrival,
                        round = round,
                        table = seat.table,
                        board = seat.board
                    )
                    .arg_date_time("at", at),
                );
            }
        }
    }
    wrong
}

/// Rounds the event will have, from the regulation and the field of round 1 (late entries
/// do not change the system).
pub fn planned_rounds(t: &Tournament) -> u32 {
    t.regulation
        .system
        .rounds(t.round_one_field())
        .max(t.rounds.len() as u32)
}

/// The rounds a calendar is kept for: those the event plans, or the regulation's schedule
/// when it names more (a round robin's count waits for the teams).
pub fn calendar_rounds(t: &Tournament) -> u32 {
    planned_rounds(t).max(t.regulation.schedule.len() as u32)
}

/// The plan of `round` (1-based) as it stands: the arbiter's own start and venue where set,
/// else the regulation's schedule.
pub fn plan(t: &Tournament, round: u32) -> RoundPlan {
    let index = round.saturating_sub(1) as usize;
    let own = t.rounds.get(index).map(|r| r.venue.as_str()).unwrap_or("");
    let venue = match own {
        "" => t.regulation.schedule.get(index).map(|s| s.venue.clone()),
        own => Some(own.to_string()),
    };
    RoundPlan {
        start: scheduled_start(t, round),
        venue: venue.unwrap_or_default(),
    }
}

/// The dates of the rounds of a regulation's schedule: `first` for round 1, then `later`
/// (one date per later round) when given, else `days_between` days apart, else the
/// regulation's own spacing (kzz-2015: two rounds a day, a week apart) moved to `first`.
pub fn round_dates(
    template: &[ScheduledRound],
    first: NaiveDate,
    later: Option<&[NaiveDate]>,
    days_between: Option<u32>,
) -> Result<Vec<NaiveDate>, CommandError> {
    let rounds = template.len().max(1);
    let dates: Vec<NaiveDate> = match (later, days_between) {
        (Some(later), _) => {
            if later.len() + 1 != rounds {
                return Err(CommandError::new(
                    Msg::FieldRoundDates,
                    text!(Msg::RefuseRoundDatesCount, later = rounds - 1),
                ));
            }
            std::iter::once(first)
                .chain(later.iter().copied())
                .collect()
        }
        (None, Some(days)) => (0..rounds)
            .map(|i| first + Duration::days(i64::from(days) * i as i64))
            .collect(),
        (None, None) => {
            let origin = template.first().map(|s| s.start.date_naive());
            (0..rounds)
                .map(|i| {
                    let offset = origin
                        .zip(template.get(i))
                        .map_or(0, |(o, s)| (s.start.date_naive() - o).num_days());
                    first + Duration::days(offset)
                })
                .collect()
        }
    };
    in_order(&dates)?;
    Ok(dates)
}

/// Refused when a round's date comes before the date of the round before it.
fn in_order(dates: &[NaiveDate]) -> Result<(), CommandError> {
    match dates.windows(2).position(|pair| pair[1] < pair[0]) {
        Some(i) => Err(CommandError::new(
            Msg::FieldRoundDates,
            text!(
                Msg::RefuseRoundBeforePrevious,
                round = i + 2,
                previous = i + 1
            ),
        )),
        None => Ok(()),
    }
}

/// The regulation's schedule moved to `dates` (one per round, as [`round_dates`] gives
/// them): each round keeps its time of day, its venue and its lineup window's distance
/// from the start, read in the offset `offset` gives for that local time and the
/// regulation's offset (the hall's time zone, summer time included, so 09:30 stays 09:30).
pub fn dated(
    template: &[ScheduledRound],
    dates: &[NaiveDate],
    offset: impl Fn(NaiveDateTime, FixedOffset) -> FixedOffset,
) -> Vec<ScheduledRound> {
    template
        .iter()
        .zip(dates)
        .map(|(round, date)| {
            let shift = *date - round.start.date_naive();
            let moved = |at: DateTime<FixedOffset>| {
                let local = at.naive_local() + shift;
                offset(local, *at.offset())
                    .from_local_datetime(&local)
                    .single()
                    .expect("a fixed offset maps every local time once")
            };
            ScheduledRound {
                start: moved(round.start),
                venue: round.venue.clone(),
                lineup_window: round
                    .lineup_window
                    .map(|(open, close)| (moved(open), moved(close))),
                lineup_due: round.lineup_due.map(moved),
            }
        })
        .collect()
}

/// The regulation's schedule on the dates a file gives: a round's own date where known
/// (`known[i]` for round i + 1), else the regulation's spacing from the event's `days`
/// (first, last), in the regulation's offset (a file names no time zone). Dates that do not
/// fit the event's days or come out of order leave no calendar at all: nothing of the
/// regulation's own year is kept, and nothing is guessed.
pub fn on_known_dates(
    template: &[ScheduledRound],
    days: (Option<NaiveDate>, Option<NaiveDate>),
    known: &[Option<NaiveDate>],
) -> Vec<ScheduledRound> {
    let (first, last) = days;
    let Some(start) = first.or_else(|| known.first().copied().flatten()) else {
        return Vec::new();
    };
    let spaced = round_dates(template, start, None, None).unwrap_or_default();
    let dates: Vec<NaiveDate> = spaced
        .iter()
        .enumerate()
        .map(|(i, d)| known.get(i).copied().flatten().unwrap_or(*d))
        .collect();
    let fits = |d: &NaiveDate| first.is_none_or(|f| *d >= f) && last.is_none_or(|l| *d <= l);
    if in_order(&dates).is_err() || !dates.iter().all(fits) {
        return Vec::new();
    }
    dated(template, &dates, |_, regulation| regulation)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Regulation;

    fn day(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
    }

    fn cet(_: NaiveDateTime, _: FixedOffset) -> FixedOffset {
        FixedOffset::east_opt(3600).unwrap()
    }

    /// kzz-2015 (`docs/rules/kzz-2015.md#cl-7`): "R1 09:30 and R2 16:00 on 15 Feb; R3 09:30 and R4
    /// 16:00 on 22 Feb; R5 10:00 on 1 Mar 2015": moved to 5 Dec 2026, the same days apart and
    /// times.
    #[test]
    fn a_new_event_keeps_the_times_of_day_and_takes_the_arbiters_dates() {
        let template = Regulation::preset("kzz-2015").unwrap().schedule;
        let dates = round_dates(&template, day("2026-12-05"), None, None).unwrap();
        assert_eq!(
            dates,
            [
                "2026-12-05",
                "2026-12-05",
                "2026-12-12",
                "2026-12-12",
                "2026-12-19"
            ]
            .map(day)
        );
        let schedule = dated(&template, &dates, cet);
        let starts: Vec<String> = schedule
            .iter()
            .map(|s| s.start.format("%Y-%m-%d %H:%M").to_string())
            .collect();
        assert_eq!(
            starts,
            [
                "2026-12-05 09:30",
                "2026-12-05 16:00",
                "2026-12-12 09:30",
                "2026-12-12 16:00",
                "2026-12-19 10:00"
            ]
        );
        // The lineup window of round 5, "09:30-09:45", moves with its round.
        let (open, close) = schedule[4].lineup_window.unwrap();
        assert_eq!(
            open.format("%Y-%m-%d %H:%M").to_string(),
            "2026-12-19 09:30"
        );
        assert_eq!(close.format("%H:%M").to_string(), "09:45");
    }

    #[test]
    fn the_days_between_or_the_later_dates_replace_the_regulations_spacing() {
        let template = Regulation::preset("kzz-2015").unwrap().schedule;
        let weekly = round_dates(&template, day("2026-12-05"), None, Some(7)).unwrap();
        assert_eq!(weekly[4], day("2027-01-02"));
        let later = ["2026-12-06", "2026-12-07", "2026-12-08", "2026-12-09"].map(day);
        let given = round_dates(&template, day("2026-12-05"), Some(&later), None).unwrap();
        assert_eq!(given[1..], later);
        let short = round_dates(&template, day("2026-12-05"), Some(&later[..2]), None);
        assert_eq!(short.unwrap_err().field, Msg::FieldRoundDates);
        let backwards = ["2026-12-06", "2026-12-04", "2026-12-08", "2026-12-09"].map(day);
        let refused = round_dates(&template, day("2026-12-05"), Some(&backwards), None);
        assert_eq!(
            refused.unwrap_err().rule,
            text!(Msg::RefuseRoundBeforePrevious, round = 3, previous = 2)
        );
    }

    /// An event made in the wrong zone (a server's UTC): naming the hall's zone keeps every
    /// round at the local time the regulation gives, 09:30 in Zagreb's winter.
    #[test]
    fn a_corrected_time_zone_keeps_the_rounds_local_times() {
        use crate::core::{Command, TournamentInfo, apply};
        let mut regulation = Regulation::preset("kzz-2015").unwrap();
        regulation.schedule = rezoned(&regulation.schedule, Tz::UTC);
        let info = TournamentInfo {
            name: "Kup".into(),
            time_zone: Some(Tz::UTC),
            ..Default::default()
        };
        let mut t = Tournament::new(info.clone(), regulation);
        assert_eq!(
            t.regulation.schedule[0].start.to_rfc3339(),
            "2015-02-15T09:30:00+00:00"
        );
        let hall = TournamentInfo {
            time_zone: Some(Tz::Europe__Zagreb),
            ..info
        };
        apply(&mut t, Command::SetInfo(Box::new(hall))).unwrap();
        let (open, close) = t.regulation.schedule[0].lineup_window.unwrap();
        assert_eq!(
            [t.regulation.schedule[0].start, open, close].map(|at| at.to_rfc3339()),
            [
                "2015-02-15T09:30:00+01:00",
                "2015-02-15T09:00:00+01:00",
                "2015-02-15T09:15:00+01:00"
            ]
        );
    }

    /// The hall's offset at each local time: 09:30 in July is 09:30 summer time.
    #[test]
    fn each_round_takes_the_offset_of_its_own_day() {
        let template = Regulation::preset("kzz-2015").unwrap().schedule;
        let dates = round_dates(&template, day("2026-07-04"), None, None).unwrap();
        let summer = |_: NaiveDateTime, _: FixedOffset| FixedOffset::east_opt(7200).unwrap();
        let schedule = dated(&template, &dates, summer);
        assert_eq!(schedule[0].start.to_rfc3339(), "2026-07-04T09:30:00+02:00");
    }
}
