//! `kup new`, `kup event`, `kup schedule`: creating an event on the arbiter's dates, and
//! showing or changing its facts and the plan of its rounds.

use std::io::{IsTerminal, Write as _};
use std::path::PathBuf;

use chrono::{NaiveDate, NaiveTime};
use chrono_tz::Tz;
use clap::Args;

use super::clock::ClockArgs;
use super::show::SwissPairingArg;
use super::{CliResult, DirArg, Failure, execute, out, read_state};
use crate::app::create::{NewEvent, create, regulation_file, time_zone};
use crate::core::Tournament;
use crate::core::calendar::{calendar_rounds, hall_zone, in_zone, plan};
use crate::core::{Command, Regulation};
use crate::i18n::{Lang, Msg, Text, format};
use crate::scoring::tiebreak::C07Edition;
use crate::tr;
use crate::wallclock::{WallClock, parse_at};

#[derive(Debug, Args)]
pub struct NewArgs {
    /// Directory to create.
    pub dir: PathBuf,
    /// Regulation preset (see `kup presets`).
    #[arg(long, conflicts_with = "regulation")]
    pub preset: Option<String>,
    /// A regulation file (RON), e.g. an edited copy of a preset.
    #[arg(long)]
    pub regulation: Option<PathBuf>,
    /// Date of round 1, YYYY-MM-DD (asked for on a terminal when not given). The
    /// regulation gives the rounds and their times of day, never its own year's dates.
    #[arg(long, value_name = "YYYY-MM-DD")]
    pub date: Option<String>,
    /// Dates of rounds 2, 3, … (comma-separated) instead of the regulation's spacing.
    #[arg(long, value_delimiter = ',', conflicts_with = "days_between")]
    pub round_dates: Vec<String>,
    /// Days between one round and the next instead of the regulation's spacing.
    #[arg(long, value_name = "DAYS")]
    pub days_between: Option<u32>,
    /// Name of the tournament (default: the regulation's title).
    #[arg(long)]
    pub name: Option<String>,
    /// The organiser's FIDE federation, e.g. CRO (default: the regulation's); players of
    /// another federation count as foreign.
    #[arg(long)]
    pub federation: Option<String>,
    /// The hall's time zone, e.g. Europe/Zagreb (default: the federation's; asked for on a
    /// terminal when the federation names none). Every time of the event is the hall's,
    /// whatever the zone of the machine kup runs on.
    #[arg(long, value_name = "ZONE")]
    pub time_zone: Option<String>,
    /// How the Swiss is paired (default team-swiss, FIDE C.04.6; dutch: the legacy team mode).
    #[arg(long, value_enum)]
    pub swiss_pairing: Option<SwissPairingArg>,
}

#[derive(Debug, Args)]
pub struct EventArgs {
    #[command(flatten)]
    pub dir: DirArg,
    /// Name of the tournament.
    #[arg(long)]
    pub name: Option<String>,
    /// The event's first day, YYYY-MM-DD.
    #[arg(long, value_name = "YYYY-MM-DD")]
    pub first_day: Option<String>,
    /// The event's last day, YYYY-MM-DD.
    #[arg(long, value_name = "YYYY-MM-DD")]
    pub last_day: Option<String>,
    /// Where the event is played (a round's own venue: `kup schedule --venue`).
    #[arg(long)]
    pub venue: Option<String>,
    /// City of the event (TRF record 022).
    #[arg(long)]
    pub city: Option<String>,
    /// Three-letter FIDE code, e.g. CRO.
    #[arg(long)]
    pub federation: Option<String>,
    /// The hall's time zone, e.g. Europe/Zagreb; the planned rounds keep their times of day.
    #[arg(long, value_name = "ZONE")]
    pub time_zone: Option<String>,
    /// Chief arbiter (TRF record 102).
    #[arg(long)]
    pub chief_arbiter: Option<String>,
    /// Deputy arbiters separated by semicolons ("Babić, Ivo; Car, Eva"); an empty value
    /// removes them all.
    #[arg(long, value_delimiter = ';')]
    pub deputies: Option<Vec<String>>,
    /// Time control as printed, e.g. "90 min + 30 s/move".
    #[arg(long)]
    pub time_control: Option<String>,
}

#[derive(Debug, Args)]
pub struct ScheduleArgs {
    #[command(flatten)]
    pub dir: DirArg,
    #[command(flatten)]
    pub clock: ClockArgs,
    /// Round to plan (it need not be paired yet); without it the schedule is printed.
    #[arg(long)]
    pub round: Option<u32>,
    /// Scheduled start: 2015-02-15T09:30 (in the hall's time) or with an offset; "clear"
    /// goes back to the regulation's schedule.
    #[arg(long, conflicts_with_all = ["date", "time"])]
    pub start: Option<String>,
    /// Date of the round, YYYY-MM-DD (the time of day stays).
    #[arg(long, value_name = "YYYY-MM-DD")]
    pub date: Option<String>,
    /// Time of day of the round's start, HH:MM (the date stays).
    #[arg(long, value_name = "HH:MM")]
    pub time: Option<String>,
    /// Venue of the round.
    #[arg(long)]
    pub venue: Option<String>,
}

/// A date typed for `option`, or an error naming the option and the value.
fn day(option: &str, text: &str) -> Result<NaiveDate, Failure> {
    NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d").map_err(|_| {
        Failure::said(
            Text::new(Msg::CliNotADate)
                .arg("option", option)
                .arg("value", text.trim()),
        )
    })
}

/// A time zone typed for `option` (an IANA name such as Europe/Zagreb), or an error naming
/// the option and the value.
fn zone(option: &str, text: &str) -> Result<Tz, Failure> {
    text.trim().parse().map_err(|_| {
        Failure::said(
            Text::new(Msg::CliNotATimeZone)
                .arg("option", option)
                .arg("value", text.trim()),
        )
    })
}

/// The hall's time zone of a new event: `--time-zone`, else the federation's, else asked
/// for on a terminal, else refused (the machine's zone is not the hall's).
fn new_time_zone(typed: Option<&str>, new: &NewEvent, lang: Lang) -> Result<Option<Tz>, Failure> {
    if let Some(text) = typed {
        return zone("--time-zone", text).map(Some);
    }
    if time_zone(new).is_some() || !std::io::stdin().is_terminal() {
        return Ok(None);
    }
    let typed = ask(
        lang.text(Msg::CliAskTimeZone),
        "--time-zone",
        Msg::CliNotATimeZone,
    )?;
    zone("--time-zone", &typed).map(Some)
}

/// A line typed on the terminal after `question`, asked for `option` (which a failed read
/// names, with `not` the option's own error).
fn ask(question: &str, option: &str, not: Msg) -> Result<String, Failure> {
    // A prompt nobody can see is no failure: the answer is still read.
    let _ = write!(std::io::stderr(), "{question} ");
    let mut line = String::new();
    std::io::stdin()
        .read_line(&mut line)
        .map_err(|e| Failure::said(Text::new(not).arg("option", option).arg("value", e)))?;
    Ok(line)
}

/// The date of round 1: `--date`, else asked for on a terminal, else refused (the
/// regulation's own year is never taken for the event's).
fn first_day(date: Option<&str>, lang: Lang) -> Result<NaiveDate, Failure> {
    if let Some(text) = date {
        return day("--date", text);
    }
    if !std::io::stdin().is_terminal() {
        return Err(Failure::said(Msg::CliNewNeedsDate.into()));
    }
    let typed = ask(lang.text(Msg::CliAskFirstDay), "--date", Msg::CliNotADate)?;
    day("--date", &typed)
}

fn regulation(args: &NewArgs) -> Result<Regulation, Failure> {
    match (&args.preset, &args.regulation) {
        (Some(id), None) => Regulation::preset(id).map_err(|e| Failure::said(e.text())),
        (None, Some(path)) => regulation_file(path),
        _ => Err(Failure::said(Text::new(Msg::CliNewNeedsRegulation))),
    }
}

/// `kup new`: the directory created, and the schedule it holds, said in `lang`.
pub fn new(args: NewArgs, lang: Lang) -> CliResult {
    let regulation = regulation(&args)?;
    let first_day = first_day(args.date.as_deref(), lang)?;
    let later_days = match args.round_dates.as_slice() {
        [] => None,
        typed => Some(
            typed
                .iter()
                .map(|d| day("--round-dates", d))
                .collect::<Result<Vec<_>, _>>()?,
        ),
    };
    let mut new = NewEvent {
        regulation,
        name: args.name,
        federation: args.federation,
        time_zone: None,
        first_day,
        later_days,
        days_between: args.days_between,
        swiss_pairing: args.swiss_pairing.map(Into::into),
    };
    new.time_zone = new_time_zone(args.time_zone.as_deref(), &new, lang)?;
    let t = create(&args.dir, new)?;
    let created = tr!(lang, Msg::CliCreated, dir = args.dir.display());
    out::saved_print(format!("{created}\n{}", schedule_text(&t, lang)))
}

/// One line per planned round: its number, start and venue.
fn schedule_text(t: &Tournament, lang: Lang) -> String {
    let mut text = String::new();
    for round in 1..=calendar_rounds(t) {
        let plan = plan(t, round);
        let when = plan
            .start
            .map_or_else(|| "-".to_string(), |at| format::date_time(lang, at));
        let line = tr!(lang, Msg::CliScheduleLine, round = round, when = when);
        text.push_str(format!("{line} {}", plan.venue).trim_end());
        text.push('\n');
    }
    text
}

impl EventArgs {
    /// Whether any fact is given to be set (else the facts are printed).
    pub fn sets_anything(&self) -> bool {
        let typed = [
            &self.name,
            &self.venue,
            &self.city,
            &self.federation,
            &self.time_zone,
            &self.chief_arbiter,
            &self.time_control,
            &self.first_day,
            &self.last_day,
        ];
        typed.iter().any(|o| o.is_some()) || self.deputies.is_some()
    }
}

/// `kup event DIR`: the facts printed, or changed as the options say (one change).
pub fn event(args: EventArgs, lang: Lang) -> CliResult {
    let t = read_state(&args.dir)?;
    let mut info = t.info.clone();
    if !args.sets_anything() {
        return out::print(event_text(&t, lang));
    }
    let set = |field: &mut String, value: Option<String>| {
        if let Some(value) = value {
            *field = value;
        }
    };
    set(&mut info.name, args.name);
    set(&mut info.venue, args.venue);
    set(&mut info.city, args.city);
    set(&mut info.federation, args.federation);
    set(&mut info.chief_arbiter, args.chief_arbiter);
    set(&mut info.time_control, args.time_control);
    if let Some(deputies) = args.deputies {
        info.deputy_arbiters = deputies;
    }
    if let Some(text) = &args.time_zone {
        info.time_zone = Some(zone("--time-zone", text)?);
    }
    if let Some(text) = &args.first_day {
        info.start_date = Some(day("--first-day", text)?);
    }
    if let Some(text) = &args.last_day {
        info.end_date = Some(day("--last-day", text)?);
    }
    execute(&args.dir, Command::SetInfo(Box::new(info)), lang)
}

/// Every fact of the event under its field's name, the edition of the tie-break rules
/// its first day puts it under, then the schedule.
fn event_text(t: &Tournament, lang: Lang) -> String {
    let info = &t.info;
    let date = |d: Option<NaiveDate>| d.map(|d| format::date(lang, d)).unwrap_or_default();
    let lines = [
        (Msg::FieldName, info.name.clone()),
        (Msg::FieldStartDate, date(info.start_date)),
        (Msg::FieldEndDate, date(info.end_date)),
        (Msg::FieldVenue, info.venue.clone()),
        (Msg::FieldCity, info.city.clone()),
        (Msg::FieldFederation, info.federation.clone()),
        (Msg::FieldTimeZone, hall_zone(t).name().to_string()),
        (Msg::FieldChiefArbiter, info.chief_arbiter.clone()),
        (Msg::FieldDeputyArbiters, info.deputy_arbiters.join("; ")),
        (Msg::FieldTimeControl, info.time_control.clone()),
    ];
    let edition = C07Edition::explained(&t.regulation, info.start_date).render(lang);
    let mut text = String::new();
    for (field, value) in lines
        .into_iter()
        .chain([(Msg::FieldTiebreakEdition, edition)])
    {
        text.push_str(&format!("{}: {}\n", lang.text(field), value));
    }
    text + &schedule_text(t, lang)
}

/// `kup schedule DIR`: the schedule printed, or one round's start or venue changed.
pub fn schedule(wall: WallClock, args: ScheduleArgs, lang: Lang) -> CliResult {
    let t = read_state(&args.dir)?;
    let Some(round) = args.round else {
        return out::print(schedule_text(&t, lang));
    };
    let now = plan(&t, round);
    let start = match (args.start.as_deref().map(str::trim), &args.date, &args.time) {
        (Some("clear"), ..) => None,
        (Some(text), ..) => {
            // The round's planned day gives the day of a bare time.
            let day = now.start.unwrap_or_else(|| wall.now_in(&t)).date_naive();
            Some(parse_at("--start", text, day, hall_zone(&t)).map_err(Failure::said)?)
        }
        (None, None, None) => now.start,
        (None, date, time) => Some(moved(
            &t,
            now.start,
            date.as_deref(),
            time.as_deref(),
            &wall,
        )?),
    };
    let venue = args.venue.unwrap_or(now.venue);
    execute(
        &args.dir,
        Command::SetSchedule {
            round,
            start,
            venue,
        },
        lang,
    )
}

/// A round's start with its date or time of day replaced, in the hall's zone on that day.
fn moved(
    t: &Tournament,
    start: Option<chrono::DateTime<chrono::FixedOffset>>,
    date: Option<&str>,
    time: Option<&str>,
    wall: &WallClock,
) -> Result<chrono::DateTime<chrono::FixedOffset>, Failure> {
    let was = start.unwrap_or_else(|| wall.now_in(t)).naive_local();
    let date = date.map(|d| day("--date", d)).transpose()?;
    let time = match time {
        Some(text) => Some(
            NaiveTime::parse_from_str(text.trim(), "%H:%M").map_err(|_| {
                Failure::said(
                    Text::new(Msg::CliNotATime)
                        .arg("option", "--time")
                        .arg("value", text.trim()),
                )
            })?,
        ),
        None => None,
    };
    let local = date
        .unwrap_or(was.date())
        .and_time(time.unwrap_or(was.time()));
    Ok(in_zone(hall_zone(t), local))
}
