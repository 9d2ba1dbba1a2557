//! The calendar of an event. A regulation is written for one year's event, so its schedule
//! carries that year's dates; a new event keeps only what the regulation decides (the
//! number of rounds, each round's time of day, the lineup window's distance from the
//! start) and takes its dates from the arbiter. The core reads no clock and no time zone:
//! the hall's offset at a local time is handed in.

use chrono::{DateTime, Duration, FixedOffset, NaiveDate, NaiveDateTime, TimeZone};

use serde::{Deserialize, Serialize};

use super::clock::scheduled_start;
use super::command::{CommandError, planned_rounds};
use super::model::Tournament;
use super::rules::ScheduledRound;
use crate::i18n::Msg;

/// A round's place in the calendar: when it starts and where.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoundPlan {
    pub start: Option<DateTime<FixedOffset>>,
    pub venue: String,
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
