//! Where the CLI and the TUI get `now` from: the system clock, or a fake one started at a
//! given hall time and running at a given speed (`--clock "2015-02-15T09:30"
//! --clock-speed 60`), so a round can be played through in seconds. The core never reads a
//! clock; it is handed the time this module gives.
//!
//! Times are the hall's local time with its offset (`DateTime<FixedOffset>`), to the
//! second, in the event's time zone (`core::calendar::hall_zone`): the machine's own zone
//! (a server's UTC, an arbiter's laptop abroad) never enters.

use std::time::Instant;

use chrono::{DateTime, Duration, FixedOffset, NaiveDate, NaiveDateTime, NaiveTime, Timelike, Utc};
use chrono_tz::Tz;

use crate::core::Tournament;
use crate::core::calendar::{hall_zone, in_hall, in_zone};
use crate::i18n::{Msg, Text};

/// The source of `now`.
#[derive(Debug, Clone)]
pub struct WallClock {
    /// Where a fake clock started; `None` for the system clock at normal speed.
    start: Option<Start>,
    /// When the fake clock was started, in real time.
    real_start: Instant,
    /// Fake seconds per real second.
    speed: f64,
}

#[derive(Debug, Clone, Copy)]
enum Start {
    /// A time without an offset: read in the hall's offset when asked.
    Hall(NaiveDateTime),
    Fixed(DateTime<FixedOffset>),
}

impl WallClock {
    pub fn system() -> Self {
        WallClock {
            start: None,
            real_start: Instant::now(),
            speed: 1.0,
        }
    }

    /// From the `--clock` and `--clock-speed` options: a fake clock when either is given.
    /// `start` is "2015-02-15T09:30", "2015-02-15 09:30:15" or RFC 3339 with an offset.
    pub fn from_options(start: Option<&str>, speed: Option<f64>) -> Result<Self, Text> {
        let speed = speed.unwrap_or(1.0);
        if !(speed.is_finite() && speed > 0.0 && speed <= 100_000.0) {
            return Err(Text::new(Msg::WallClockBadSpeed).arg_number("speed", speed));
        }
        let start = match start {
            Some(text) => Some(parse_start(text)?),
            None if speed != 1.0 => Some(Start::Fixed(Utc::now().fixed_offset())),
            None => None,
        };
        Ok(WallClock {
            start,
            real_start: Instant::now(),
            speed,
        })
    }

    /// A clock running at normal speed from `at`: the bundled sample's own hall time, so
    /// its round is seen as it was played.
    pub fn starting_at(at: DateTime<FixedOffset>) -> Self {
        WallClock {
            start: Some(Start::Fixed(at)),
            real_start: Instant::now(),
            speed: 1.0,
        }
    }

    /// Whether this clock is faked (for the status line, so nobody mistakes it for the hall's).
    pub fn is_fake(&self) -> bool {
        self.start.is_some()
    }

    /// Fake seconds per real second.
    pub fn speed(&self) -> f64 {
        self.speed
    }

    /// The time now in `zone` (the hall's), to the whole second.
    pub fn now(&self, zone: Tz) -> DateTime<FixedOffset> {
        let now = match self.start {
            None => in_hall(zone, Utc::now().fixed_offset()),
            Some(start) => {
                let origin = match start {
                    Start::Fixed(at) => at,
                    Start::Hall(naive) => in_zone(zone, naive),
                };
                let elapsed = self.real_start.elapsed().as_secs_f64() * self.speed;
                in_hall(
                    zone,
                    origin + Duration::milliseconds((elapsed * 1000.0) as i64),
                )
            }
        };
        now.with_nanosecond(0).unwrap_or(now)
    }

    /// The time now in the hall of `t`.
    pub fn now_in(&self, t: &Tournament) -> DateTime<FixedOffset> {
        self.now(hall_zone(t))
    }
}

fn parse_start(text: &str) -> Result<Start, Text> {
    let text = text.trim();
    if let Ok(at) = DateTime::parse_from_rfc3339(text) {
        return Ok(Start::Fixed(at));
    }
    parse_naive(text)
        .map(Start::Hall)
        .ok_or_else(|| Text::new(Msg::WallClockBadStart).arg("value", text))
}

fn parse_naive(text: &str) -> Option<NaiveDateTime> {
    [
        "%Y-%m-%dT%H:%M:%S",
        "%Y-%m-%dT%H:%M",
        "%Y-%m-%d %H:%M:%S",
        "%Y-%m-%d %H:%M",
    ]
    .iter()
    .find_map(|format| NaiveDateTime::parse_from_str(text, format).ok())
}

fn parse_time_of_day(text: &str) -> Option<NaiveTime> {
    ["%H:%M:%S", "%H:%M", "%H.%M"]
        .iter()
        .find_map(|format| NaiveTime::parse_from_str(text, format).ok())
}

/// Reads a time typed by the arbiter: "09:42" or "09:42:10" (on `day`),
/// "2015-02-15T09:42", or RFC 3339 with an offset; times without an offset are the hall's
/// (`zone`), and every time comes back as the hall's clock shows it. The error names
/// `option`.
pub fn parse_at(
    option: &str,
    text: &str,
    day: NaiveDate,
    zone: Tz,
) -> Result<DateTime<FixedOffset>, Text> {
    let text = text.trim();
    if let Ok(at) = DateTime::parse_from_rfc3339(text) {
        return Ok(in_hall(zone, at));
    }
    parse_naive(text)
        .or_else(|| parse_time_of_day(text).map(|time| day.and_time(time)))
        .map(|naive| in_zone(zone, naive))
        .ok_or_else(|| {
            Text::new(Msg::WallClockBadTime)
                .arg("option", option)
                .arg("value", text)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hall() -> Tz {
        Tz::Europe__Zagreb
    }

    #[test]
    fn a_fake_clock_starts_where_it_is_told_in_the_halls_offset() {
        let clock = WallClock::from_options(Some("2015-02-15T09:30"), None).unwrap();
        let now = clock.now(hall());
        // Real time passes while the test runs, but not a minute.
        assert_eq!(
            now.format("%Y-%m-%d %H:%M %z").to_string(),
            "2015-02-15 09:30 +0100"
        );
        assert!(clock.is_fake());
    }

    #[test]
    fn a_fast_fake_clock_runs_ahead() {
        let clock =
            WallClock::from_options(Some("2015-02-15T09:30:00+01:00"), Some(3600.0)).unwrap();
        std::thread::sleep(std::time::Duration::from_millis(20));
        // 20 ms at 3600x is at least 72 fake seconds.
        let expected = DateTime::parse_from_rfc3339("2015-02-15T09:31:12+01:00").unwrap();
        assert!(clock.now(hall()) >= expected, "{}", clock.now(hall()));
    }

    #[test]
    fn bad_options_name_the_option() {
        let err = WallClock::from_options(Some("half past nine"), None).unwrap_err();
        assert!(err.to_string().starts_with("--clock:"), "{err}");
        let err = WallClock::from_options(None, Some(0.0)).unwrap_err();
        assert!(err.to_string().starts_with("--clock-speed:"), "{err}");
    }

    #[test]
    fn at_times_are_read_on_the_given_day_in_the_halls_zone() {
        let day = NaiveDate::from_ymd_opt(2018, 6, 1).unwrap();
        let zone = Tz::Europe__Ljubljana;
        let expected = DateTime::parse_from_rfc3339("2018-06-01T17:04:00+02:00").unwrap();
        assert_eq!(parse_at("--at", "17:04", day, zone), Ok(expected));
        assert_eq!(
            parse_at("--at", "2018-06-01T17:04", day, zone),
            Ok(expected)
        );
        // A time given in UTC is kept as the hall's clock shows it.
        let utc = parse_at("--at", "2018-06-01T15:04:00Z", day, zone).unwrap();
        assert_eq!(utc.to_rfc3339(), "2018-06-01T17:04:00+02:00");
        assert!(
            parse_at("--at", "noon", day, zone)
                .unwrap_err()
                .to_string()
                .starts_with("--at:")
        );
    }
}
