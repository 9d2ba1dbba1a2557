//! `kup engine`: kup's pairing engine as other programs and FIDE's verification use it
//! (C.02.03 §7, rules.md §6.2): a TRF in, the next round's pairs out.
//!
//! Output of a pairing (the customary engine format): the number of pairs on the first
//! line, then one `white black` pair per line by team starting number (the first-named
//! team, White on board 1, first), `N 0` for the pairing-allocated bye. Exit status 0 on
//! success, 2 when the file or the request is refused (the message names the line or
//! field and the rule).

use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};

use super::{CliResult, Failure};
use crate::core::rules::System;
use crate::core::{Regulation, TeamId, Tournament};
use crate::interop::trf::{self, Imported};
use crate::pairing::engine::{self, EnginePairing, EngineSystem};

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SystemArg {
    /// FIDE Swiss team pairing system (C.04.6).
    TeamSwiss,
    /// Berger round-robin tables (C.05 Annex 1); the teams' TRF numbers are their pairing
    /// numbers.
    Berger,
}

impl From<SystemArg> for EngineSystem {
    fn from(system: SystemArg) -> EngineSystem {
        match system {
            SystemArg::TeamSwiss => EngineSystem::TeamSwiss,
            SystemArg::Berger => EngineSystem::Berger,
        }
    }
}

#[derive(Debug, Args)]
pub struct EngineArgs {
    /// The pairing system.
    #[arg(long, value_enum)]
    pub system: Option<SystemArg>,
    /// The TRF (TRF-2026 or TRF16, team records 310/013) whose next round to pair.
    pub input: Option<PathBuf>,
    /// Write the pairing to this file instead of standard output.
    #[arg(short = 'p', long = "pairings", value_name = "OUTPUT")]
    pub pairings: Option<PathBuf>,
    /// Regulation preset for what a TRF does not state (awards of forfeits and absences;
    /// default kzz-2015); the file's own facts (boards, rounds, bye, 192, 362) win.
    #[arg(long)]
    pub preset: Option<String>,
}

pub fn run(args: EngineArgs) -> CliResult {
    let (Some(input), Some(system)) = (&args.input, args.system) else {
        return Err(Failure::usage(
            "engine: give --system team-swiss|berger and the TRF to pair",
        ));
    };
    let imported = read(input, system, args.preset.as_deref())?;
    let t = &imported.tournament;
    if system == SystemArg::TeamSwiss && imported.stated.rounds.is_none() {
        return Err(Failure::usage(format!(
            "engine: {}: record 142 (or XXR) is missing: a Swiss is paired knowing its number of rounds (C.04.6 2.3.4 and 2.3.7 lapse in the last two)",
            input.display()
        )));
    }
    let round = t.paired_rounds() as u32 + 1;
    let pairing = engine::pair(system.into(), t, round)
        .map_err(|e| Failure::usage(format!("engine: {}: round {round}: {e}", input.display())))?;
    let text = engine_output(t, &pairing);
    match &args.pairings {
        Some(path) => super::interop::write_file(path, text.as_bytes()),
        None => {
            print!("{text}");
            Ok(())
        }
    }
}

/// The engine's pairing in the customary output format (module documentation).
pub fn engine_output(t: &Tournament, pairing: &EnginePairing) -> String {
    let number = |id: TeamId| t.starting_number(id).unwrap_or(0);
    let mut lines: Vec<String> = pairing
        .matches
        .iter()
        .map(|&(white, black)| format!("{} {}", number(white), number(black)))
        .collect();
    lines.extend(pairing.bye.map(|bye| format!("{} 0", number(bye))));
    let mut text = format!("{}\n", lines.len());
    for line in lines {
        text.push_str(&line);
        text.push('\n');
    }
    text
}

/// The base regulation for `system`: the preset with the system set, which the file's own
/// facts then override.
fn regulation(system: SystemArg, preset: Option<&str>) -> Result<Regulation, Failure> {
    let mut reg = Regulation::preset(preset.unwrap_or("kzz-2015"))
        .map_err(|e| Failure::usage(format!("engine: --preset: {e}")))?;
    reg.system = match system {
        SystemArg::TeamSwiss => System::Swiss {
            rounds: match reg.system {
                System::Swiss { rounds } => rounds,
                System::RoundRobinUpTo { swiss_rounds, .. } => swiss_rounds,
                System::RoundRobin { .. } => 5,
            },
        },
        SystemArg::Berger => System::RoundRobin { cycles: 1 },
    };
    reg.round_robin_tiebreaks = None;
    Ok(reg)
}

fn read_text(path: &Path) -> Result<String, Failure> {
    let bytes = std::fs::read(path)
        .map_err(|e| Failure::usage(format!("engine: cannot read {}: {e}", path.display())))?;
    String::from_utf8(bytes).map_err(|e| {
        Failure::usage(format!(
            "engine: {} is not UTF-8 text (byte {}); TRF-2026 files are UTF-8",
            path.display(),
            e.utf8_error().valid_up_to()
        ))
    })
}

/// Reads a TRF under `system`; the importer's notes go to stderr.
fn read(path: &Path, system: SystemArg, preset: Option<&str>) -> Result<Imported, Failure> {
    let text = read_text(path)?;
    let imported = trf::import(&text, regulation(system, preset)?)
        .map_err(|e| Failure::usage(format!("engine: {}: {e}", path.display())))?;
    for note in &imported.notes {
        eprintln!("{}: {note}", path.display());
    }
    Ok(imported)
}
