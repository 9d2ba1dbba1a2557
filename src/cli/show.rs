//! `kup presets`, `kup regulation`, `kup swiss-pairing`, `kup show`, `kup check`.

use std::fmt::Write as _;
use std::path::Path;

use clap::{Args, ValueEnum};

use super::{CliResult, DirArg, Exit, Failure, execute, out, read_state};
use crate::app::check::check as find_violations;
use crate::core::command::swiss_pairing_name;
use crate::core::lineup::describe_penalty;
use crate::core::rules::{PRESETS, SwissPairing, System};
use crate::core::{Command, Regulation, Tournament};
use crate::i18n::{Lang, Msg, Text};
use crate::tr;

/// How the Swiss is paired (`Regulation::swiss_pairing`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SwissPairingArg {
    /// FIDE Swiss team pairing system, C.04.6 (the default).
    TeamSwiss,
    /// The legacy team mode: the FIDE Dutch system C.04.3 applied to teams by match points.
    Dutch,
}

impl From<SwissPairingArg> for SwissPairing {
    fn from(arg: SwissPairingArg) -> SwissPairing {
        match arg {
            SwissPairingArg::TeamSwiss => SwissPairing::TeamSwiss,
            SwissPairingArg::Dutch => SwissPairing::DutchLegacy,
        }
    }
}

#[derive(Debug, Args)]
pub struct SwissPairingArgs {
    #[command(flatten)]
    pub dir: DirArg,
    /// The system to pair the Swiss by (before round 1); without it, the current one is
    /// printed.
    #[arg(value_enum)]
    pub system: Option<SwissPairingArg>,
}

#[derive(Debug, Args)]
pub struct RegulationArgs {
    /// Preset to print.
    pub preset: String,
}

/// `kup presets`: each preset's identifier and title (in the language of its seed, as the
/// organiser wrote it), and under it the system and the boards in `lang`, each on a line of
/// its own so that 80 columns hold them.
pub fn presets(lang: Lang) -> CliResult {
    let mut listing = String::new();
    for preset in PRESETS {
        let regulation = Regulation::preset(preset.id).map_err(|e| Failure::said(e.text()))?;
        let boards = Text::new(Msg::PresetBoards)
            .arg("boards", regulation.boards)
            .arg("reserves", regulation.max_reserves);
        listing += &format!("{:<16} {}\n", preset.id, regulation.title);
        for line in [system_text(&regulation.system), boards] {
            listing += &format!("{:<16} {}\n", "", line.render(lang));
        }
    }
    out::print(listing)
}

/// How a regulation plays the event, in the regulations' words (hr švicarski sustav,
/// Bergerov sustav; sl švicarski sistem, Bergerjev sistem).
fn system_text(system: &System) -> Text {
    match *system {
        System::Swiss { rounds } => Text::new(Msg::PresetSwiss).arg("rounds", rounds),
        System::RoundRobin { cycles: 2 } => Text::new(Msg::PresetDoubleRoundRobin),
        System::RoundRobin { .. } => Text::new(Msg::PresetRoundRobin),
        System::RoundRobinUpTo {
            max_teams,
            swiss_rounds,
        } => Text::new(Msg::PresetRoundRobinUpTo)
            .arg("teams", max_teams)
            .arg("rounds", swiss_rounds),
    }
}

/// `kup regulation NAME`: the preset as RON an organiser can copy and edit, every field
/// that has a recorded source preceded by a comment saying it in `lang` (the article, or
/// kup's assumption); comments leave the file readable as it was.
pub fn regulation(args: RegulationArgs, lang: Lang) -> CliResult {
    let regulation = Regulation::preset(&args.preset).map_err(|e| Failure::said(e.text()))?;
    out::print(with_sources(&regulation, lang))
}

fn with_sources(regulation: &Regulation, lang: Lang) -> String {
    let mut text = String::new();
    for line in regulation.to_ron().lines() {
        let field = line
            .strip_prefix("    ")
            .filter(|rest| !rest.starts_with(' '))
            .and_then(|rest| rest.split_once(':'))
            .map(|(name, _)| name);
        if let Some(source) = field.and_then(|name| regulation.sources.get(name)) {
            let _ = writeln!(text, "    // {}", source.text().render(lang));
        }
        let _ = writeln!(text, "{line}");
    }
    text
}

/// `kup swiss-pairing DIR [SYSTEM]`: print or choose the pairing system of the Swiss.
pub fn swiss_pairing(args: SwissPairingArgs, lang: Lang) -> CliResult {
    let Some(system) = args.system else {
        let t = read_state(&args.dir)?;
        return out::line(swiss_pairing_name(t.regulation.swiss_pairing).render(lang));
    };
    execute(
        &args.dir,
        Command::SetSwissPairing {
            pairing: system.into(),
        },
        lang,
    )
}

pub fn show(dir: &Path, lang: Lang) -> CliResult {
    out::print(summary(&read_state(dir)?, lang))
}

/// A readable summary in `lang`: the event, the teams with their rosters, the rounds with
/// results, the penalties.
pub fn summary(t: &Tournament, lang: Lang) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}", t.info.name);
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            Msg::ShowRegulation,
            id = t.regulation.id,
            title = t.regulation.title
        )
    );
    let _ = writeln!(out, "{}", tr!(lang, Msg::ShowTeams, count = t.teams.len()));
    for (i, team) in t.teams.iter().enumerate() {
        let _ = writeln!(out, "{:>3}. {}", i + 1, team.name);
        for (position, p) in team.roster.iter().enumerate() {
            let rating = p
                .fide_rating
                .or(p.national_rating)
                .map_or(String::new(), |r| r.to_string());
            let _ = writeln!(
                out,
                "       {:>2} {} {}",
                position + 1,
                p.full_name(),
                rating
            );
        }
    }
    for (r, round) in t.rounds.iter().enumerate().filter(|(_, r)| r.is_paired()) {
        let _ = writeln!(out, "{}", tr!(lang, Msg::ShowRound, round = r + 1));
        for (table, m) in round.matches.iter().enumerate() {
            let number = |id| t.starting_number(id).unwrap_or(0);
            let name = |id| t.team(id).map_or("?", |x| x.name.as_str());
            let results: Vec<&str> = m
                .boards
                .iter()
                .map(|b| {
                    if b.result.notation().is_empty() {
                        "."
                    } else {
                        b.result.notation()
                    }
                })
                .collect();
            let score = m
                .score_only
                .map_or(String::new(), |s| format!(" {}-{}", s.home, s.away));
            let _ = writeln!(
                out,
                "  {:>2}. {} {} - {} {}  {}{score}",
                table + 1,
                number(m.home),
                name(m.home),
                number(m.away),
                name(m.away),
                results.join(" ")
            );
        }
        if let Some(bye) = round.bye {
            let team = t.team(bye).map_or("?", |x| x.name.as_str());
            let _ = writeln!(out, "{}", tr!(lang, Msg::ShowBye, team = team));
        }
    }
    if !t.penalties.is_empty() {
        let _ = writeln!(out, "{}", lang.text(Msg::ShowPenalties));
        for (i, p) in t.penalties.iter().enumerate() {
            let _ = writeln!(
                out,
                "  {:>2}. {}",
                i + 1,
                describe_penalty(t, p).render(lang)
            );
        }
    }
    out
}

/// `kup check` in `lang`: the penalties in force, then every rule violation.
pub fn check(dir: &Path, lang: Lang) -> CliResult {
    let t = read_state(dir)?;
    let violations = find_violations(&t);
    let mut report = String::new();
    for p in &t.penalties {
        let penalty = describe_penalty(&t, p).render(lang);
        report += &tr!(lang, Msg::CheckPenaltyInForce, penalty = penalty);
        report.push('\n');
    }
    if violations.is_empty() {
        report += lang.text(Msg::CheckNoViolations);
        return out::line(report);
    }
    for v in &violations {
        report += &v.render(lang);
        report.push('\n');
    }
    out::print(report)?;
    Err(Failure::with(
        Exit::Violations,
        Text::new(Msg::CheckViolations).arg("count", violations.len()),
    ))
}
