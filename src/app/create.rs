//! Creating a tournament. A regulation is written for one year's event: a new event takes
//! from it the rounds and their times of day, and its dates from the arbiter, so no event
//! starts life on the calendar of the year its regulation was written.

use std::path::Path;

use chrono::NaiveDate;

use super::exit::Failure;
use crate::core::calendar::{dated, round_dates};
use crate::core::rules::SwissPairing;
use crate::core::{Command, CommandError, Regulation, Tournament, TournamentInfo, apply};
use crate::store::Store;
use crate::wallclock::local_offset_at;

/// What the arbiter says about a new event.
#[derive(Debug, Clone)]
pub struct NewEvent {
    pub regulation: Regulation,
    /// The event's name (default: the regulation's title).
    pub name: Option<String>,
    /// The organiser's federation (default: the regulation's).
    pub federation: Option<String>,
    /// The date of round 1.
    pub first_day: NaiveDate,
    /// The dates of rounds 2, 3, …, one each, when the arbiter gives them.
    pub later_days: Option<Vec<NaiveDate>>,
    /// Days between rounds instead of the regulation's own spacing.
    pub days_between: Option<u32>,
    pub swiss_pairing: Option<SwissPairing>,
}

/// The new event's state: the regulation's schedule on the arbiter's dates, read in this
/// machine's time zone on each day, and the event's first and last day from them.
pub fn tournament(new: NewEvent) -> Result<Tournament, CommandError> {
    let mut regulation = new.regulation;
    let days = round_dates(
        &regulation.schedule,
        new.first_day,
        new.later_days.as_deref(),
        new.days_between,
    )?;
    regulation.schedule = dated(&regulation.schedule, &days, |local, _| {
        local_offset_at(local)
    });
    let info = TournamentInfo {
        name: new.name.unwrap_or_else(|| regulation.title.clone()),
        time_control: regulation.time_control.clone(),
        federation: new
            .federation
            .unwrap_or_else(|| regulation.federation.clone()),
        start_date: days.first().copied(),
        end_date: days.last().copied(),
        ..TournamentInfo::default()
    };
    let mut t = Tournament::new(TournamentInfo::default(), regulation);
    apply(&mut t, Command::SetInfo(info))?;
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
