//! `kup start`, `kup arrive`, `kup late`, `kup forfeits`: the first half hour of a round
//! from the command line. "Now" comes from the [`WallClock`] (`--clock` fakes it); `--at`
//! names another time.

use std::path::Path;

use chrono::{DateTime, FixedOffset};
use clap::Args;

use super::clock_json::{ForfeitsRecord, LateRecord};
use super::out::TextOrJson;
use super::{CliResult, DirArg, Failure, execute, read_state, team_id};
use crate::core::calendar::hall_zone;
use crate::core::clock::{
    self, ArrivalTiming, Missing, Urgency, absent_teams, arrival_timing, countdown,
    proposed_forfeits,
};
use crate::core::{Colour, Command, Side, Tournament, home_colour};
use crate::i18n::{Lang, Msg, Text, format};
use crate::scoring::{RoundOutcome, round_outcome};
use crate::tr;
use crate::wallclock::{WallClock, parse_at};

/// The hall clock's options, for the runs that read it ("now", or the day of a bare
/// time of day): the full-screen program, `schedule`, `start`, `arrive`, `late`,
/// `forfeits` and `serve --captains`.
#[derive(Debug, Args)]
pub struct ClockArgs {
    /// Run on a fake clock starting at this hall time (e.g. 2015-02-15T09:30), for rehearsal
    /// and tests.
    #[arg(long, value_name = "TIME")]
    pub clock: Option<String>,
    /// Speed of the clock: fake seconds per real second (60 = a minute a second).
    #[arg(long, value_name = "N")]
    pub clock_speed: Option<f64>,
}

impl ClockArgs {
    /// The clock the options ask for: the system clock, or a fake one.
    pub fn wall_clock(&self) -> Result<WallClock, Failure> {
        WallClock::from_options(self.clock.as_deref(), self.clock_speed).map_err(Failure::said)
    }
}

#[derive(Debug, Args)]
pub struct StartArgs {
    #[command(flatten)]
    pub dir: DirArg,
    #[command(flatten)]
    pub clock: ClockArgs,
    /// Round (default: the round in play).
    #[arg(long)]
    pub round: Option<u32>,
    /// When the clocks were started: 09:32 (on the round's day), 2015-02-15T09:32
    /// (default: now).
    #[arg(long)]
    pub at: Option<String>,
}

#[derive(Debug, Args)]
pub struct ArriveArgs {
    #[command(flatten)]
    pub dir: DirArg,
    #[command(flatten)]
    pub clock: ClockArgs,
    /// Round (default: the round in play).
    #[arg(long)]
    pub round: Option<u32>,
    /// Starting number of the player's team.
    #[arg(long)]
    pub team: usize,
    /// Board of the player, 1-based.
    #[arg(long)]
    pub board: usize,
    /// When the player sat down: 09:42 (on the round's day), 2015-02-15T09:42 (default:
    /// now).
    #[arg(long, conflicts_with = "clear")]
    pub at: Option<String>,
    /// Take a mistaken arrival back: the player counts as not arrived.
    #[arg(long)]
    pub clear: bool,
}

#[derive(Debug, Args)]
pub struct LateArgs {
    #[command(flatten)]
    pub dir: DirArg,
    #[command(flatten)]
    pub clock: ClockArgs,
    /// Round (default: the round in play).
    #[arg(long)]
    pub round: Option<u32>,
    /// The time to measure against (default: now).
    #[arg(long)]
    pub at: Option<String>,
    #[command(flatten)]
    pub format: TextOrJson,
}

#[derive(Debug, Args)]
pub struct ForfeitsArgs {
    #[command(flatten)]
    pub dir: DirArg,
    #[command(flatten)]
    pub clock: ClockArgs,
    /// Round (default: the round in play).
    #[arg(long)]
    pub round: Option<u32>,
    /// Only this table (match).
    #[arg(long = "match")]
    pub table: Option<usize>,
    /// The time to measure against (default: now).
    #[arg(long)]
    pub at: Option<String>,
    /// Enter the forfeits due as results (one change, undone as one); without it, only list.
    #[arg(long, conflicts_with = "json")]
    pub apply: bool,
    /// How the list prints (without --apply): text for people, json for programs.
    #[command(flatten)]
    pub format: TextOrJson,
}

/// The round and time a clock subcommand works on.
struct Moment {
    t: Tournament,
    round: u32,
    at: DateTime<FixedOffset>,
}

fn moment(
    dir: &Path,
    round: Option<u32>,
    at: Option<&str>,
    wall: &WallClock,
) -> Result<Moment, Failure> {
    let t = read_state(dir)?;
    let paired = t.paired_rounds();
    let round = match round.or_else(|| clock::current_round(&t)) {
        Some(r) if r >= 1 && (r as usize) <= paired => r,
        Some(r) => {
            return Err(Failure::said(
                Text::new(Msg::CliRoundNotPaired)
                    .arg("round", r)
                    .arg("paired", paired),
            ));
        }
        None => return Err(Failure::said(Msg::CliNoRoundPaired.into())),
    };
    let now = wall.now_in(&t);
    // A bare time of day is on the round's day, so arrivals can be entered afterwards.
    let day = clock::scheduled_start(&t, round)
        .unwrap_or(now)
        .date_naive();
    let at = match at {
        Some(text) => parse_at("--at", text, day, hall_zone(&t)).map_err(Failure::said)?,
        None => now,
    };
    Ok(Moment { t, round, at })
}

pub fn start(wall: WallClock, args: StartArgs, lang: Lang) -> CliResult {
    let m = moment(&args.dir, args.round, args.at.as_deref(), &wall)?;
    execute(
        &args.dir,
        Command::StartRound {
            round: m.round,
            at: m.at,
        },
        lang,
    )
}

pub fn arrive(wall: WallClock, args: ArriveArgs, lang: Lang) -> CliResult {
    let m = moment(&args.dir, args.round, args.at.as_deref(), &wall)?;
    let team = team_id(&m.t, args.team)?;
    let round = &m.t.rounds[m.round as usize - 1];
    let Some((index, game)) = round.match_of(team) else {
        return Err(Failure::said(
            Text::new(Msg::CliNoMatchInRound)
                .arg("number", args.team)
                .arg("round", m.round),
        ));
    };
    let side = if game.home == team {
        Side::Home
    } else {
        Side::Away
    };
    let colour = match (side, home_colour(args.board.saturating_sub(1))) {
        (Side::Home, colour) => colour,
        (Side::Away, Colour::White) => Colour::Black,
        (Side::Away, Colour::Black) => Colour::White,
    };
    execute(
        &args.dir,
        Command::RecordArrival {
            round: m.round,
            table: index + 1,
            board: args.board,
            colour,
            at: (!args.clear).then_some(m.at),
        },
        lang,
    )
}

pub fn late(wall: WallClock, args: LateArgs, lang: Lang) -> CliResult {
    let m = moment(&args.dir, args.round, args.at.as_deref(), &wall)?;
    args.format.print(
        || late_report(&m.t, m.round, m.at, lang),
        || LateRecord::new(&m.t, m.round, m.at),
    )
}

pub fn forfeits(wall: WallClock, args: ForfeitsArgs, lang: Lang) -> CliResult {
    let m = moment(&args.dir, args.round, args.at.as_deref(), &wall)?;
    if args.apply {
        return execute(
            &args.dir,
            Command::DeclareForfeits {
                round: m.round,
                table: args.table,
                at: m.at,
                forfeits: None,
            },
            lang,
        );
    }
    args.format.print(
        || forfeits_due(&m, args.table, lang),
        || ForfeitsRecord::new(&m.t, m.round, m.at, args.table),
    )
}

/// The forfeits due at `m` (on table `only`, if given) and the matches they decide, in
/// `lang`.
fn forfeits_due(m: &Moment, only: Option<usize>, lang: Lang) -> String {
    let due: Vec<_> = proposed_forfeits(&m.t, m.round, m.at)
        .into_iter()
        .filter(|f| only.is_none_or(|x| x == f.table))
        .collect();
    let time = m.at.format("%H:%M:%S");
    if due.is_empty() {
        return tr!(lang, Msg::ForfeitsNoneDue, round = m.round, time = time) + "\n";
    }
    let mut out = tr!(lang, Msg::ForfeitsDueAt, round = m.round, time = time) + "\n";
    for f in &due {
        out += &tr!(
            lang,
            Msg::ForfeitsDueOnBoard,
            table = f.table,
            board = f.board,
            result = f.result.notation()
        );
        out.push('\n');
    }
    // What the opponent is announced to score is what scoring records once the forfeits
    // are entered, read from the same boards.
    let mut after = m.t.clone();
    after.rounds[m.round as usize - 1].matches = clock::with_forfeits(&m.t, m.round, &due);
    let absent = absent_teams(&m.t, m.round, &due);
    for &(table, team) in &absent {
        let both = absent.iter().filter(|(x, _)| *x == table).count() == 2;
        let won = after.rounds[m.round as usize - 1].matches[table - 1]
            .opponent_of(team)
            .map(|opponent| round_outcome(&after, m.round, opponent));
        let outcome = match won {
            Some(RoundOutcome::Played {
                game_points,
                opponent_game_points,
                match_points,
                ..
            }) if !both => Text::new(Msg::ForfeitsMatchLost)
                .arg("match_points", match_points)
                .arg("game_points", game_points)
                .arg("opponent_game_points", opponent_game_points),
            _ => Text::new(Msg::ForfeitsBothAbsent),
        };
        let line = Text::new(Msg::ForfeitsTeamAbsent)
            .arg("team", team_name(&m.t, team))
            .arg("table", table)
            .arg_text("outcome", outcome);
        out += &line.render(lang);
        out.push('\n');
    }
    out
}

/// The missing list as `kup late` prints it, in `lang`.
pub fn late_report(t: &Tournament, round: u32, at: DateTime<FixedOffset>, lang: Lang) -> String {
    let mut out = String::new();
    let mut line = |text: Text| {
        out += &text.render(lang);
        out.push('\n');
    };
    // A time on another day than `at` carries its date.
    let hm = |d: DateTime<FixedOffset>| format::moment(lang, d, at);
    let mut times = Vec::new();
    if let Some(s) = clock::scheduled_start(t, round) {
        times.push(Text::new(Msg::LateScheduled).arg("time", hm(s)));
    }
    if let Some(s) = t.rounds[round as usize - 1].actual_start {
        times.push(Text::new(Msg::LateStarted).arg("time", hm(s)));
    }
    times.push(match clock::default_time(t, round) {
        Some(limit) => Text::new(Msg::LateDefaultTime).arg("time", hm(limit)),
        None if clock::at_the_start(&t.regulation) => Msg::LateDefaultTimeAtStart.into(),
        None => Text::new(Msg::LateNoDefaultTime),
    });
    line(
        Text::new(Msg::LateHeading)
            .arg("round", round)
            .arg("time", at.format("%H:%M:%S"))
            .arg_list("times", times, ", "),
    );
    let missing = clock::missing(t, round, at);
    if missing.is_empty() {
        line(Msg::LateEveryoneSeated.into());
    }
    let due_on = clock::default_time(t, round)
        .filter(|limit| !clock::same_day(*limit, at))
        .map(|limit| format::date_time(lang, limit));
    for entry in &missing {
        line(missing_line(t, entry, due_on.as_deref(), lang));
    }
    if let Some(minutes) = t.regulation.late_clock_deduction_minutes
        && !missing.is_empty()
    {
        line(
            Text::new(Msg::LateClockDeduction)
                .arg("minutes", minutes)
                .arg("regulation", &t.regulation.id),
        );
    }
    let late: Vec<_> = clock::open_seats(t, round)
        .into_iter()
        .filter_map(|seat| {
            let arrived = seat.arrived?;
            matches!(
                arrival_timing(t, round, arrived),
                ArrivalTiming::AfterDefaultTime { .. }
            )
            .then(|| (seat, arrived))
        })
        .collect();
    for (seat, arrived) in late {
        line(
            Text::new(Msg::LateArrivedAfterDefaultTime)
                .arg("table", seat.table)
                .arg("board", seat.board)
                .arg_text("colour", seat.colour.label().into())
                .arg("player", player_name(t, seat.team, seat.player, lang))
                .arg("time", arrived.format("%H:%M:%S")),
        );
    }
    let due = proposed_forfeits(t, round, at).len();
    if due > 0 {
        line(Text::new(Msg::LateForfeitsDue).arg("due", due));
    }
    out
}

/// A missing player's line; `due_on` is the day and time of a default time on another
/// day, said instead of thousands of minutes left.
fn missing_line(t: &Tournament, entry: &Missing, due_on: Option<&str>, lang: Lang) -> Text {
    let seat = entry.seat;
    let left = match (entry.urgency, entry.time_left, due_on) {
        (Urgency::Expired, ..) => Msg::ClockExpired.into(),
        (_, Some(_), Some(day)) => Text::new(Msg::LateDueOn).arg("time", day),
        (_, Some(left), None) => Text::new(Msg::LateTimeLeft).arg("time", countdown(left)),
        (Urgency::AtTheStart, None, _) => Msg::LateAtTheStart.into(),
        (_, None, _) => Msg::LateNoDefaultTimeLeft.into(),
    };
    let deduction = entry
        .clock_deduction_minutes
        .map(|minutes| Text::new(Msg::LateMinusOnClock).arg("minutes", minutes));
    Text::new(Msg::LateMissing)
        .arg("table", seat.table)
        .arg("board", seat.board)
        .arg_text("colour", seat.colour.label().into())
        .arg("player", player_name(t, seat.team, seat.player, lang))
        .arg_text("left", left)
        .arg_list("deduction", deduction.into_iter().collect(), "")
}

fn team_name(t: &Tournament, team: crate::core::TeamId) -> String {
    t.team(team)
        .map_or_else(|| "?".to_string(), |x| x.name.clone())
}

/// "Novak, Ivan (ŠK Zabok)", or the empty board's words in `lang`.
fn player_name(
    t: &Tournament,
    team: crate::core::TeamId,
    player: Option<crate::core::PlayerId>,
    lang: Lang,
) -> String {
    let player = player.and_then(|p| t.team(team)?.player(p)).map_or_else(
        || lang.text(Msg::ClockEmptyBoard).to_string(),
        |p| p.full_name(),
    );
    format!("{player} ({})", team_name(t, team))
}
