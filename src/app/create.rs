//! Creating a tournament. A regulation is written for one year's event: a new event takes
//! from it the rounds and their times of day, and its dates from the arbiter, so no event
//! starts life on the calendar of the year its regulation was written.

use std::path::Path;

use chrono::{Datelike, NaiveDate};
use chrono_tz::Tz;

use super::exit::{Exit, Failure};
use crate::core::calendar::{dated, federation_zone, in_zone, round_dates};
use crate::core::rules::SwissPairing;
use crate::core::{Command, CommandError, Regulation, Tournament, TournamentInfo, apply};
use crate::i18n::{Msg, Text};
use crate::store::Store;

/// What the arbiter says about a new event.
#[derive(Debug, Clone)]
pub struct NewEvent {
    pub regulation: Regulation,
    /// The event's name (default: [`event_name`] of the regulation's title).
    pub name: Option<String>,
    /// The organiser's federation (default: the regulation's).
    pub federation: Option<String>,
    /// The hall's time zone (default: the federation's).
    pub time_zone: Option<Tz>,
    /// The date of round 1.
    pub first_day: NaiveDate,
    /// The dates of rounds 2, 3, …, one each, when the arbiter gives them.
    pub later_days: Option<Vec<NaiveDate>>,
    /// Days between rounds instead of the regulation's own spacing.
    pub days_between: Option<u32>,
    pub swiss_pairing: Option<SwissPairing>,
}

/// The name a new event starts with: the regulation's title, its years moved on to the
/// new event's (a title names one year's event, "Kup Krapinsko-zagorske županije 2015",
/// or one season's, "2015/2016"): no sheet of the new event prints an old year.
pub fn event_name(title: &str, first_day: NaiveDate) -> String {
    let runs = digit_runs(title);
    let Some(first) = runs.iter().find_map(|run| year_of(run)) else {
        return title.to_string();
    };
    let shift = first_day.year() - first;
    runs.iter()
        .map(|run| year_of(run).map_or_else(|| run.to_string(), |y| (y + shift).to_string()))
        .collect()
}

/// A run of digits that reads as a year of this or the last century.
fn year_of(run: &str) -> Option<i32> {
    let plausible = run.len() == 4 && (run.starts_with("19") || run.starts_with("20"));
    plausible.then(|| run.parse().ok()).flatten()
}

/// `text` cut where digits start or end: "Kup 2015" is "Kup ", "2015".
fn digit_runs(text: &str) -> Vec<&str> {
    let mut runs = Vec::new();
    let mut from = 0;
    let mut chars = text.char_indices().peekable();
    while let Some((_, c)) = chars.next() {
        let next = chars.peek().map(|&(i, n)| (i, n.is_ascii_digit()));
        if let Some((at, digit)) = next
            && digit != c.is_ascii_digit()
        {
            runs.push(&text[from..at]);
            from = at;
        }
    }
    runs.push(&text[from..]);
    runs
}

/// A regulation file (RON): an edited copy of a preset, or an organiser's own.
pub fn regulation_file(path: &Path) -> Result<Regulation, Failure> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        Failure::with(
            Exit::Io,
            Text::new(Msg::CliRegulationUnreadable)
                .arg("path", path.display())
                .arg("problem", e),
        )
    })?;
    Regulation::from_ron(&text).map_err(|e| {
        let bad = Text::new(Msg::CliRegulationBad)
            .arg("path", path.display())
            .arg_text("problem", e.text());
        Failure::with(Exit::Io, bad)
    })
}

/// The regulation the arbiter names: a preset's id, else the path of a regulation file.
pub fn regulation_named(name: &str) -> Result<Regulation, Failure> {
    let path = Path::new(name);
    match Regulation::preset(name) {
        Ok(regulation) => Ok(regulation),
        Err(_) if path.is_file() => regulation_file(path),
        Err(unknown) => Err(Failure::said(unknown.text())),
    }
}

/// The new event's time zone: the one the arbiter gave, else its federation's. `None`
/// when neither names one: then it must be asked for, never taken from the machine.
pub fn time_zone(new: &NewEvent) -> Option<Tz> {
    let federation = new
        .federation
        .as_deref()
        .unwrap_or(&new.regulation.federation);
    new.time_zone.or_else(|| federation_zone(federation))
}

/// The new event's state: the regulation's schedule on the arbiter's dates, read in the
/// hall's time zone on each day (whatever the zone of the machine), and the event's first
/// and last day from them.
pub fn tournament(new: NewEvent) -> Result<Tournament, CommandError> {
    let zone = time_zone(&new);
    let regulation = new.regulation;
    let days = round_dates(
        &regulation.schedule,
        new.first_day,
        new.later_days.as_deref(),
        new.days_between,
    )?;
    let info = TournamentInfo {
        name: new
            .name
            .unwrap_or_else(|| event_name(&regulation.title, new.first_day)),
        time_control: regulation.time_control.clone(),
        federation: new
            .federation
            .unwrap_or_else(|| regulation.federation.clone()),
        time_zone: zone,
        start_date: days.first().copied(),
        end_date: days.last().copied(),
        ..TournamentInfo::default()
    };
    let mut t = Tournament::new(TournamentInfo::default(), regulation);
    apply(&mut t, Command::SetInfo(Box::new(info)))?;
    // The facts are checked first, so a wrong federation is named as such.
    let zone = zone
        .ok_or_else(|| CommandError::new(Msg::FieldTimeZone, Text::new(Msg::RefuseNoTimeZone)))?;
    t.regulation.schedule = dated(&t.regulation.schedule, &days, |local, _| {
        *in_zone(zone, local).offset()
    });
    if let Some(pairing) = new.swiss_pairing {
        apply(&mut t, Command::SetSwissPairing { pairing })?;
    }
    Ok(t)
}

/// Creates the tournament directory `dir` for the new event.
pub fn create(dir: &Path, new: NewEvent) -> Result<Tournament, Failure> {
    let t = tournament(new)?;
    Store::create(dir, t.clone())?;
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_events_name_carries_its_own_year_not_the_regulations() {
        let day = NaiveDate::from_ymd_opt(2026, 12, 7).unwrap();
        let cases = [
            (
                "Kup Krapinsko-zagorske županije 2015",
                "Kup Krapinsko-zagorske županije 2026",
            ),
            (
                "Pokalno prvenstvo Slovenije 2018",
                "Pokalno prvenstvo Slovenije 2026",
            ),
            ("Liga 2015/2016", "Liga 2026/2027"),
            ("Kup 64 polja", "Kup 64 polja"),
            ("Memorijal 12345", "Memorijal 12345"),
        ];
        for (title, name) in cases {
            assert_eq!(event_name(title, day), name, "{title}");
        }
    }
}
