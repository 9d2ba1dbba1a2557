//! `kup presets`, `kup regulation`, `kup swiss-pairing`, `kup show`, `kup check`.

use std::fmt::Write as _;

use clap::{Args, ValueEnum};

use super::out::TextOrJson;
use super::{CliResult, DirArg, Exit, Failure, execute, out, read_state};
use crate::app::check::check as find_violations;
use crate::app::open::read_state_noticed;
use crate::core::command::swiss_pairing_name;
use crate::core::lineup::describe_penalty;
use crate::core::rules::{PRESETS, SwissPairing, System};
use crate::core::violation::{RuleKind, Violation};
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
pub fn presets(format: TextOrJson, lang: Lang) -> CliResult {
    let regulations = PRESETS
        .iter()
        .map(|preset| Regulation::preset(preset.id).map_err(|e| Failure::said(e.text())))
        .collect::<Result<Vec<_>, _>>()?;
    format.print(
        || presets_text(&regulations, lang),
        || {
            regulations
                .iter()
                .map(|regulation| PresetRecord {
                    id: &regulation.id,
                    title: &regulation.title,
                    system: &regulation.system,
                    boards: regulation.boards,
                    max_reserves: regulation.max_reserves,
                })
                .collect::<Vec<_>>()
        },
    )
}

/// A preset as `kup presets --format json` writes it.
#[derive(serde::Serialize)]
struct PresetRecord<'a> {
    id: &'a str,
    title: &'a str,
    system: &'a System,
    boards: u8,
    max_reserves: u8,
}

fn presets_text(regulations: &[Regulation], lang: Lang) -> String {
    let mut listing = String::new();
    for regulation in regulations {
        let boards = Text::new(Msg::PresetBoards)
            .arg("boards", regulation.boards)
            .arg("reserves", regulation.max_reserves);
        listing += &format!("{:<16} {}\n", regulation.id, regulation.title);
        for line in [system_text(&regulation.system), boards] {
            listing += &format!("{:<16} {}\n", "", line.render(lang));
        }
    }
    listing
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

/// The arguments of `kup show` and `kup check`.
#[derive(Debug, Args)]
pub struct ReportArgs {
    #[command(flatten)]
    pub dir: DirArg,
    #[command(flatten)]
    pub format: TextOrJson,
}

/// `kup show`: the summary for people, or the whole tournament as JSON (the fields of the
/// state file, as `serde` names them).
pub fn show(args: ReportArgs, lang: Lang) -> CliResult {
    let (t, notice) = read_state_noticed(&args.dir)?;
    if let Some(notice) = notice {
        eprintln!("{}", notice.render(lang));
    }
    args.format.print(|| summary(&t, lang), || &t)
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

/// `kup check` in `lang`: the penalties in force, then every rule violation; exit status 1
/// when there is any.
pub fn check(args: ReportArgs, lang: Lang) -> CliResult {
    let t = read_state(&args.dir)?;
    let violations = find_violations(&t);
    args.format.print(
        || check_text(&t, &violations, lang),
        || CheckRecord::new(&t, &violations, lang),
    )?;
    if violations.is_empty() {
        return Ok(());
    }
    Err(Failure::with(
        Exit::Violations,
        Text::new(Msg::CheckViolations).arg("count", violations.len()),
    ))
}

fn check_text(t: &Tournament, violations: &[Violation], lang: Lang) -> String {
    let mut report = String::new();
    for p in &t.penalties {
        let penalty = describe_penalty(t, p).render(lang);
        report += &tr!(lang, Msg::CheckPenaltyInForce, penalty = penalty);
        report.push('\n');
    }
    if violations.is_empty() {
        report += lang.text(Msg::CheckNoViolations);
        report.push('\n');
    }
    for v in violations {
        report += &v.render(lang);
        report.push('\n');
    }
    report
}

/// `kup check --format json`: the penalties in force and the violations, each said in the
/// reader's language, with the rule's kind and the teams' starting numbers for a program.
#[derive(serde::Serialize)]
struct CheckRecord {
    penalties: Vec<String>,
    violations: Vec<ViolationRecord>,
}

#[derive(serde::Serialize)]
struct ViolationRecord {
    kind: RuleKind,
    rule: String,
    detail: String,
    teams: Vec<usize>,
}

impl CheckRecord {
    fn new(t: &Tournament, violations: &[Violation], lang: Lang) -> CheckRecord {
        CheckRecord {
            penalties: t
                .penalties
                .iter()
                .map(|p| describe_penalty(t, p).render(lang))
                .collect(),
            violations: violations
                .iter()
                .map(|v| ViolationRecord {
                    kind: v.kind,
                    rule: v.rule.render(lang),
                    detail: v.detail.render(lang),
                    teams: v
                        .teams
                        .iter()
                        .filter_map(|id| t.starting_number(*id))
                        .collect(),
                })
                .collect(),
        }
    }
}
