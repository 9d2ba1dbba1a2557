//! `kup presets`, `kup regulation`, `kup new`, `kup show`, `kup check`.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};

use super::{CliResult, Failure, execute, read_state};
use crate::core::check::check as find_violations;
use crate::core::command::swiss_pairing_name;
use crate::core::lineup::describe_penalty;
use crate::core::rules::{PRESETS, SwissPairing};
use crate::core::{Command, Regulation, Tournament, TournamentInfo, apply};
use crate::i18n::Lang;
use crate::store::Store;

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
    /// Tournament directory.
    pub dir: PathBuf,
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
    /// Name of the tournament (default: the regulation's title).
    #[arg(long)]
    pub name: Option<String>,
    /// The organiser's FIDE federation, e.g. CRO (default: the regulation's); players of
    /// another federation count as foreign.
    #[arg(long)]
    pub federation: Option<String>,
    /// How the Swiss is paired (default team-swiss, FIDE C.04.6; dutch: the legacy team mode).
    #[arg(long, value_enum)]
    pub swiss_pairing: Option<SwissPairingArg>,
}

pub fn presets() -> CliResult {
    for preset in PRESETS {
        let regulation =
            Regulation::preset(preset.id).map_err(|e| Failure::usage(e.to_string()))?;
        println!("{:<16} {}", preset.id, regulation.title);
    }
    Ok(())
}

pub fn regulation(args: RegulationArgs) -> CliResult {
    let regulation = Regulation::preset(&args.preset).map_err(|e| Failure::usage(e.to_string()))?;
    print!("{}", regulation.to_ron());
    Ok(())
}

pub fn new(args: NewArgs) -> CliResult {
    let regulation = match (&args.preset, &args.regulation) {
        (Some(id), None) => Regulation::preset(id),
        (None, Some(path)) => {
            let text = std::fs::read_to_string(path).map_err(|e| {
                Failure::usage(format!("regulation: cannot read {}: {e}", path.display()))
            })?;
            Regulation::from_ron(&text)
        }
        _ => {
            return Err(Failure::usage(
                "new: give --preset NAME or --regulation FILE",
            ));
        }
    }
    .map_err(|e| Failure::usage(e.to_string()))?;
    let federation = args
        .federation
        .unwrap_or_else(|| regulation.federation.clone())
        .trim()
        .to_uppercase();
    if !(federation.is_empty()
        || federation.len() == 3 && federation.chars().all(|c| c.is_ascii_uppercase()))
    {
        return Err(Failure::usage(format!(
            "federation: '{federation}' is not a three-letter code such as CRO or SLO"
        )));
    }
    let info = TournamentInfo {
        name: args.name.unwrap_or_else(|| regulation.title.clone()),
        time_control: regulation.time_control.clone(),
        federation,
        ..TournamentInfo::default()
    };
    let mut t = Tournament::new(info, regulation);
    if let Some(system) = args.swiss_pairing {
        apply(
            &mut t,
            Command::SetSwissPairing {
                pairing: system.into(),
            },
        )?;
    }
    Store::create(&args.dir, t)?;
    println!("created {}", args.dir.display());
    Ok(())
}

/// `kup swiss-pairing DIR [SYSTEM]`: print or choose the pairing system of the Swiss.
pub fn swiss_pairing(args: SwissPairingArgs, lang: Lang) -> CliResult {
    let Some(system) = args.system else {
        let t = read_state(&args.dir)?;
        println!(
            "{}",
            swiss_pairing_name(t.regulation.swiss_pairing).render(lang)
        );
        return Ok(());
    };
    execute(
        &args.dir,
        Command::SetSwissPairing {
            pairing: system.into(),
        },
        lang,
    )
}

pub fn show(dir: &Path) -> CliResult {
    print!("{}", summary(&read_state(dir)?));
    Ok(())
}

/// A readable summary: the event, the teams with their rosters, the rounds with results.
pub fn summary(t: &Tournament) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}", t.info.name);
    let _ = writeln!(
        out,
        "regulation: {} ({})",
        t.regulation.id, t.regulation.title
    );
    let _ = writeln!(out, "teams: {}", t.teams.len());
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
        let _ = writeln!(out, "round {}", r + 1);
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
            let _ = writeln!(
                out,
                "  bye: {}",
                t.team(bye).map_or("?", |x| x.name.as_str())
            );
        }
    }
    if !t.penalties.is_empty() {
        let _ = writeln!(out, "penalties");
        for (i, p) in t.penalties.iter().enumerate() {
            let _ = writeln!(out, "  {:>2}. {}", i + 1, describe_penalty(t, p));
        }
    }
    out
}

pub fn check(dir: &Path, lang: Lang) -> CliResult {
    let t = read_state(dir)?;
    let violations = find_violations(&t);
    for p in &t.penalties {
        println!("penalty in force: {}", describe_penalty(&t, p));
    }
    if violations.is_empty() {
        println!("no rule violations");
        return Ok(());
    }
    for v in &violations {
        println!("{}", v.render(lang));
    }
    Err(Failure {
        status: 1,
        ..Failure::usage(format!("{} rule violation(s)", violations.len()))
    })
}
