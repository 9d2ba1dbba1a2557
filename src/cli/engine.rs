//! `kup engine`: kup's pairing engine as other programs and FIDE's verification use it
//! (C.02.03 §7, `docs/rules/fide-checker.md#c02-03`): a TRF in, the next round's pairs out.
//!
//! Output of a pairing (the customary engine format): the number of pairs on the first
//! line, then one `white black` pair per line by team starting number (the first-named
//! team, White on board 1, first), `N 0` for the pairing-allocated bye. Exit status 0 on
//! success, 4 when the file is refused, 3 when no pairing follows the rules, 2 when the
//! request is (the message names the line or field and the rule).

use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};

use super::interop::{command_failed, print_notes, read_trf, trf_failed};
use super::{CliResult, Exit, Failure, out};
use crate::app::export::Mode;
use crate::core::rules::{SwissPairing, System, Tiebreak};
use crate::core::{Regulation, TeamId, Tournament};
use crate::i18n::{Lang, Msg, Text};
use crate::interop::trf::{self, Imported, TrfVersion};
use crate::pairing::engine::{self, Difference, EnginePairing, EngineSystem};
use crate::pairing::{dutch, generate};
use crate::tr;

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SystemArg {
    /// FIDE Swiss team pairing system (C.04.6).
    TeamSwiss,
    /// The FIDE Dutch system (C.04.3) applied to teams by match points: the legacy team
    /// mode, as Swiss-Manager paired team events before C.04.6.
    Dutch,
    /// Berger round-robin tables (C.05 Annex 1); the teams' TRF numbers are their pairing
    /// numbers.
    Berger,
}

impl SystemArg {
    /// The Swiss pairing system it pairs by; `None` for the Berger tables.
    fn swiss_pairing(self) -> Option<SwissPairing> {
        match self {
            SystemArg::TeamSwiss => Some(SwissPairing::TeamSwiss),
            SystemArg::Dutch => Some(SwissPairing::DutchLegacy),
            SystemArg::Berger => None,
        }
    }
}

impl From<SystemArg> for EngineSystem {
    fn from(system: SystemArg) -> EngineSystem {
        match system {
            SystemArg::TeamSwiss => EngineSystem::TeamSwiss,
            SystemArg::Dutch => EngineSystem::Dutch,
            SystemArg::Berger => EngineSystem::Berger,
        }
    }
}

#[derive(Debug, Args)]
pub struct EngineArgs {
    /// The pairing system (for --check, default: from record 192).
    #[arg(long, value_enum)]
    pub system: Option<SystemArg>,
    /// The TRF (TRF-2026 or TRF16, team records 310/013) whose next round to pair.
    pub input: Option<PathBuf>,
    /// Write the pairing to this file instead of standard output (`-`: standard output; a
    /// device or a FIFO is written to as it is).
    #[arg(short = 'p', long = "pairings", value_name = "OUTPUT")]
    pub pairings: Option<PathBuf>,
    /// Pairings and tie-breaks checker: re-pair every round of the file, recompute its
    /// standings; exit status 1 when anything differs.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["input", "pairings"])]
    pub check: Option<PathBuf>,
    /// Random tournament generator: write a tournament of --teams teams and --rounds rounds
    /// paired by the engine under --system (default team-swiss), drawn from --seed (a
    /// team-swiss event its regulation too: colour preferences, primary score, bye award,
    /// teams kept apart, withdrawals, late entries), as a TRF-2026 file (-o) the checker
    /// reads.
    #[arg(long, requires = "output", conflicts_with_all = ["input", "pairings", "check"])]
    pub generate: bool,
    /// Teams of the generated tournament.
    #[arg(long, requires = "generate", default_value_t = 10)]
    pub teams: usize,
    /// Rounds of the generated tournament (default: a Swiss of 5, the whole round robin).
    #[arg(long, requires = "generate")]
    pub rounds: Option<u32>,
    /// Seed of the generated tournament: the same seed writes the same file.
    #[arg(long, requires = "generate", default_value_t = 1)]
    pub seed: u64,
    /// The TRF file the generator writes.
    #[arg(short = 'o', long, value_name = "FILE", requires = "generate")]
    pub output: Option<PathBuf>,
    /// Regulation preset for what a TRF does not state (awards of forfeits and absences;
    /// default kzz-2015); the file's own facts (boards, rounds, bye, 192, 362) win. The
    /// generator writes its own event, so it takes none.
    #[arg(long, conflicts_with = "generate")]
    pub preset: Option<String>,
}

pub fn run(args: EngineArgs, lang: Lang) -> CliResult {
    if let Some(file) = &args.check {
        return check(file, args.system, args.preset.as_deref(), lang);
    }
    if let Some(output) = args.output.as_deref().filter(|_| args.generate) {
        return generate(&args, output);
    }
    let (Some(input), Some(system)) = (&args.input, args.system) else {
        return Err(Failure::said(Msg::EngineUsage.into()));
    };
    let text = read_trf(input, "engine")?;
    let individual = !text
        .lines()
        .any(|line| line.starts_with("310") || line.starts_with("013"));
    if system == SystemArg::Dutch && individual {
        // Its players' own records are all it is paired from: a preset would go unused.
        if args.preset.is_some() {
            return Err(Failure::said(Msg::EnginePresetForTeams.into()));
        }
        return pair_individual(input, &text, args.pairings.as_deref(), lang);
    }
    let imported = import(input, &text, system, args.preset.as_deref(), lang)?;
    let t = &imported.tournament;
    let refused = |problem: Text| Failure::with(Exit::Io, trf_failed("engine", input, problem));
    if system != SystemArg::Berger && imported.stated.rounds.is_none() {
        return Err(refused(trf::rounds_missing(match system {
            SystemArg::Dutch => Msg::TrfRoundsRuleDutch,
            _ => Msg::TrfRoundsRuleSwiss,
        })));
    }
    let round = t.paired_rounds() as u32 + 1;
    let pairing = engine::pair(system.into(), t, round)
        .map_err(|e| refused_in_round(input, round, e.text()))?;
    write_output(&engine_output(t, &pairing), args.pairings.as_deref())
}

/// The pairing to `-p OUTPUT`, else (or for `-`) to standard output.
fn write_output(text: &str, path: Option<&Path>) -> CliResult {
    out::deliver(path, text.as_bytes(), Mode::Umask).map(|_| ())
}

/// `--system dutch` on an individual file (`001` records only): C.04.3 on the players
/// ([`trf::individual_dutch_input`]), pairs by TRF starting number.
fn pair_individual(input: &Path, text: &str, output: Option<&Path>, lang: Lang) -> CliResult {
    let refused = |problem: Text| Failure::with(Exit::Io, trf_failed("engine", input, problem));
    let (field, notes) = trf::individual_dutch_input(text).map_err(|e| refused(e.into()))?;
    print_notes(input, &notes, lang);
    let pairing =
        dutch::pair(&field).map_err(|e| refused_in_round(input, field.round, e.text()))?;
    write_output(&dutch_output(&pairing), output)
}

/// A C.04.3 pairing of players in the customary output format (module documentation),
/// by TRF starting number in board order: byte for byte what bbpPairings and JaVaFo write.
pub fn dutch_output(pairing: &dutch::DutchPairing) -> String {
    output_text(pairing.pairs.iter().copied(), pairing.bye)
}

/// "engine: FILE: round 4: why", the engine's refusal to pair a round of the file at
/// `input`: no pairing follows the rules.
fn refused_in_round(input: &Path, round: u32, why: Text) -> Failure {
    let refusal = Text::new(Msg::TrfRefused)
        .arg_text("where", Text::new(Msg::TrfWhereRound).arg("round", round))
        .arg_text("refusal", why);
    Failure::with(Exit::Refused, trf_failed("engine", input, refusal))
}

/// `--generate`: a random tournament ([`generate::generate`]) written as TRF-2026.
fn generate(args: &EngineArgs, output: &Path) -> CliResult {
    let system: EngineSystem = args.system.unwrap_or(SystemArg::TeamSwiss).into();
    let rounds = args.rounds.unwrap_or(match system {
        EngineSystem::Berger => System::RoundRobin { cycles: 1 }.rounds(args.teams),
        _ => 5,
    });
    let spec = generate::Spec {
        system,
        teams: args.teams,
        rounds,
        seed: args.seed,
    };
    let t = generate::generate(&spec).map_err(|problem| command_failed("engine", problem))?;
    let text = trf::export(&t, TrfVersion::Trf2026).text;
    out::deliver(Some(output), text.as_bytes(), Mode::Umask).map(|_| ())
}

/// The engine's pairing in the customary output format (module documentation).
pub fn engine_output(t: &Tournament, pairing: &EnginePairing) -> String {
    let number = |id: TeamId| t.starting_number(id).unwrap_or(0);
    output_text(
        pairing
            .matches
            .iter()
            .map(|&(white, black)| (number(white), number(black))),
        pairing.bye.map(number),
    )
}

/// The customary output of (white, black) pairs by number and the bye.
fn output_text(pairs: impl Iterator<Item = (usize, usize)>, bye: Option<usize>) -> String {
    let mut lines: Vec<String> = pairs
        .map(|(white, black)| format!("{white} {black}"))
        .collect();
    lines.extend(bye.map(|bye| format!("{bye} 0")));
    let mut text = format!("{}\n", lines.len());
    for line in lines {
        text.push_str(&line);
        text.push('\n');
    }
    text
}

/// The base regulation for `system`: the preset with the system set, which the file's own
/// facts then override.
fn regulation(system: SystemArg, preset: Option<&str>) -> Result<Regulation, Text> {
    let mut reg = Regulation::preset(preset.unwrap_or("kzz-2015"))
        .map_err(|e| Text::new(Msg::EnginePreset).arg_text("problem", e.text()))?;
    reg.system = match system {
        SystemArg::TeamSwiss | SystemArg::Dutch => System::Swiss {
            rounds: match reg.system {
                System::Swiss { rounds } => rounds,
                System::RoundRobinUpTo { swiss_rounds, .. } => swiss_rounds,
                System::RoundRobin { .. } => 5,
            },
        },
        SystemArg::Berger => System::RoundRobin { cycles: 1 },
    };
    if let Some(pairing) = system.swiss_pairing() {
        reg.swiss_pairing = pairing;
    }
    reg.round_robin_tiebreaks = None;
    Ok(reg)
}

/// Reads a TRF's text under `system`; the importer's notes go to stderr.
fn import(
    path: &Path,
    text: &str,
    system: SystemArg,
    preset: Option<&str>,
    lang: Lang,
) -> Result<Imported, Failure> {
    let failed = |problem: Text| trf_failed("engine", path, problem);
    let regulation = regulation(system, preset).map_err(|e| Failure::said(failed(e)))?;
    let imported = trf::import_paired_by(text, regulation, system.swiss_pairing())
        .map_err(|e| Failure::with(Exit::Io, failed(e.into())))?;
    print_notes(path, &imported.notes, lang);
    Ok(imported)
}

/// The checker (C.02.03 §7, `docs/rules/fide-checker.md#c02-03`): every round re-paired from the
/// state before it and compared with the file (pairs, colours, bye), then the standings after the
/// last round recomputed with the file's tie-breaks (record 212, else 202) and compared with the
/// match points, game points and ranks of records 310. One line per difference on standard output,
/// then a summary; exit status 1 when there is any.
fn check(path: &Path, system: Option<SystemArg>, preset: Option<&str>, lang: Lang) -> CliResult {
    let text = read_trf(path, "engine")?;
    let (notes, report) = check_text(&text, system, preset)
        .map_err(|problem| Failure::with(Exit::Io, trf_failed("engine", path, problem)))?;
    print_notes(path, &notes, lang);
    for line in &report.lines {
        out::line(line.render(lang))?;
    }
    if report.lines.is_empty() {
        out::line(tr!(lang, Msg::EngineNoDifference, rounds = report.rounds))
    } else {
        Err(Failure::with(
            Exit::Violations,
            Text::new(Msg::EngineDifferences)
                .arg("count", report.lines.len())
                .arg("path", path.display()),
        ))
    }
}

/// The checker on the text of a TRF: under `system`, else the one record 192 names (a
/// `..._ROUNDROBIN` type is Berger, `CUSTOM_TEAM_SWISS` or `..._MP` the legacy team mode
/// (`docs/rules/fide-trf.md#record-192`: Swiss-Manager's legacy team Swiss), any other team type
/// C.04.6). Gives the importer's notes and the report; an error when the file cannot be read as a
/// tournament.
pub fn check_text(
    text: &str,
    system: Option<SystemArg>,
    preset: Option<&str>,
) -> Result<(Vec<trf::Note>, CheckReport), Text> {
    let asked = system;
    let system = system.unwrap_or_else(|| {
        let code = text
            .lines()
            .find_map(|line| line.strip_prefix("192 "))
            .map(|code| code.trim().to_uppercase());
        match code.as_deref() {
            Some(code) if code.contains("ROUNDROBIN") => SystemArg::Berger,
            Some(code) if trf::is_legacy_team_swiss(code) => SystemArg::Dutch,
            _ => SystemArg::TeamSwiss,
        }
    });
    let paired_by = asked.and_then(SystemArg::swiss_pairing);
    let imported = trf::import_paired_by(text, regulation(system, preset)?, paired_by)?;
    let report = check_report(&imported, system);
    Ok((imported.notes, report))
}

/// What the checker found in one file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckReport {
    /// Rounds re-paired.
    pub rounds: u32,
    /// One line per difference (empty: the file is what the engine would write), for the
    /// reader's language to render.
    pub lines: Vec<Text>,
}

/// The checker's findings for a file read by the TRF importer.
pub fn check_report(imported: &Imported, system: SystemArg) -> CheckReport {
    let t = &imported.tournament;
    let rounds = t.paired_rounds() as u32;
    let mut lines = Vec::new();
    let (rule, colour_rule, bye_rule) = match system {
        SystemArg::TeamSwiss => (
            Msg::EngineRuleSwissPairs,
            Msg::EngineRuleSwissColours,
            Msg::EngineRuleSwissBye,
        ),
        SystemArg::Dutch => (
            Msg::EngineRuleDutchPairs,
            Msg::EngineRuleDutchColours,
            Msg::EngineRuleDutchBye,
        ),
        SystemArg::Berger => (
            Msg::EngineRuleBerger,
            Msg::EngineRuleBerger,
            Msg::EngineRuleBerger,
        ),
    };
    let number = |id: TeamId| t.starting_number(id).unwrap_or(0);
    let pair = |(a, b): (TeamId, TeamId)| format!("{}-{}", number(a), number(b));
    let with = |team: TeamId, opponent: Option<TeamId>| match opponent {
        Some(o) => Text::new(Msg::EngineTeamAgainst)
            .arg("team", number(team))
            .arg("opponent", number(o)),
        None => Text::new(Msg::EngineTeamUnpaired).arg("team", number(team)),
    };
    let bye_to = |team: Option<TeamId>| match team {
        Some(id) => Text::new(Msg::EngineTeamNumber).arg("number", number(id)),
        None => Msg::EngineNoTeam.into(),
    };
    for round in 1..=rounds {
        for d in engine::differences(system.into(), t, round) {
            let what = match d {
                Difference::Refused(why) => Text::new(Msg::EngineRefused)
                    .arg_text("field", why.field.into())
                    .arg_text("why", why.rule),
                Difference::Pair {
                    file,
                    engine_opponents,
                } => Text::new(Msg::EnginePairDiffers)
                    .arg("file", pair(file))
                    .arg_text("first", with(file.0, engine_opponents.0))
                    .arg_text("second", with(file.1, engine_opponents.1))
                    .arg_text("rule", rule.into()),
                Difference::Unpaired { engine } => Text::new(Msg::EngineUnpairedDiffers)
                    .arg("pair", pair(engine))
                    .arg_text("rule", rule.into()),
                Difference::Colours { file } => Text::new(Msg::EngineColoursDiffer)
                    .arg("file", pair(file))
                    .arg("engine", pair((file.1, file.0)))
                    .arg_text("rule", colour_rule.into()),
                Difference::Bye { file, engine } => Text::new(Msg::EngineByeDiffers)
                    .arg_text("file", bye_to(file))
                    .arg_text("engine", bye_to(engine))
                    .arg_text("rule", bye_rule.into()),
            };
            lines.push(
                Text::new(Msg::EngineRoundDiffers)
                    .arg("round", round)
                    .arg_text("what", what),
            );
        }
    }
    lines.extend(standings_differences(imported, rounds));
    CheckReport { rounds, lines }
}

/// The standings the file states (records 212/202 and 310) against kup's, after `rounds`.
fn standings_differences(imported: &Imported, rounds: u32) -> Vec<Text> {
    let t = &imported.tournament;
    let stated = &imported.stated;
    let Some((line, codes)) = &stated.tiebreaks else {
        return vec![Msg::EngineNoTiebreaks.into()];
    };
    let primary = t.regulation.primary_score;
    let mut chain = Vec::new();
    for (k, code) in codes.iter().enumerate() {
        match trf::tiebreak_of_code(code, primary) {
            // The primary score (PTS) ranks first anyway.
            Some(_) if k == 0 && code.trim().eq_ignore_ascii_case("PTS") => {}
            Some(tb) => chain.push(tb),
            None => {
                return vec![
                    Text::new(Msg::EngineTiebreakUnsupported)
                        .arg("code", code)
                        .arg("line", line),
                ];
            }
        }
    }
    let mut ranked = t.clone();
    ranked.regulation.tiebreaks = chain;
    ranked.regulation.round_robin_tiebreaks = None;
    let ours = crate::scoring::standings(&ranked, rounds);
    let mut lines = Vec::new();
    for (team, said) in t.teams.iter().zip(&stated.teams) {
        let Some(row) = ours.row_of(team.id) else {
            continue;
        };
        let who = Text::new(Msg::EngineStandingsTeam)
            .arg("round", rounds)
            .arg("number", row.number)
            .arg("team", &team.name)
            .arg("line", said.line);
        let mp = crate::core::HalfPoints::from_points(row.match_points);
        if let Some(file) = said.match_points.filter(|file| *file != mp) {
            lines.push(
                Text::new(Msg::EngineMatchPointsDiffer)
                    .arg_text("who", who.clone())
                    .arg("file", file)
                    .arg("kup", mp),
            );
        }
        if let Some(file) = said.game_points.filter(|file| *file != row.game_points) {
            lines.push(
                Text::new(Msg::EngineGamePointsDiffer)
                    .arg_text("who", who.clone())
                    .arg("file", file)
                    .arg("kup", row.game_points),
            );
        }
        if let Some(file) = said.rank.filter(|file| *file != row.rank as usize) {
            let criterion = ours
                .rows
                .get(file - 1)
                .and_then(|other| {
                    crate::scoring::explain::compare(
                        &ranked.regulation,
                        &ours,
                        &[team.id, other.team],
                    )
                })
                .and_then(|c| c.decided_by)
                .map_or(Msg::EngineChainLeavesTied.into(), |code| {
                    // Named as record 212 names it.
                    let fide = Tiebreak::ALL
                        .into_iter()
                        .find(|tb| tb.code() == code)
                        .map_or(code, trf::tiebreak_code);
                    Text::new(Msg::EngineDecidedAgainst)
                        .arg("number", ours.rows[file - 1].number)
                        .arg("code", fide)
                });
            lines.push(
                Text::new(Msg::EngineRankDiffers)
                    .arg_text("who", who.clone())
                    .arg("file", file)
                    .arg("kup", row.rank)
                    .arg_text("why", criterion),
            );
        }
    }
    lines
}
