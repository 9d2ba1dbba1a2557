//! `kup pair`, `kup lineup`, `kup result`.

use std::path::PathBuf;

use clap::Args;

use chrono::DateTime;

use super::penalty::roster_positions;
use super::{CliResult, Failure, execute, read_state, team_id};
use crate::core::{Command, GameResult, HalfPoints, MatchScore, TeamId, Tournament};

#[derive(Debug, Args)]
pub struct PairArgs {
    /// Tournament directory.
    pub dir: PathBuf,
    /// Round to pair (default: the next one).
    #[arg(long)]
    pub round: Option<u32>,
    /// The pairing by hand, by starting numbers, first-named team first:
    /// "1-5,2-6,3-7,4" (a lone number is the bye).
    #[arg(long)]
    pub manual: Option<String>,
}

#[derive(Debug, Args)]
pub struct LineupArgs {
    /// Tournament directory.
    pub dir: PathBuf,
    #[arg(long)]
    pub round: u32,
    /// Starting number of the team.
    #[arg(long)]
    pub team: usize,
    /// Roster positions of the players, e.g. 1,2,3,5; they go on the boards in roster order.
    #[arg(long)]
    pub players: String,
    /// When the captain handed the lineup in (RFC 3339), checked against the regulation's
    /// window or deadline.
    #[arg(long)]
    pub handed_in: Option<String>,
}

#[derive(Debug, Args)]
pub struct ResultArgs {
    /// Tournament directory.
    pub dir: PathBuf,
    #[arg(long)]
    pub round: u32,
    /// Table (match) number in the round.
    #[arg(long = "match")]
    pub table: usize,
    /// Board number; give the result after it: 1-0, 0-1, 1/2, +-, -+, -- (or "clear").
    #[arg(long, requires = "outcome")]
    pub board: Option<usize>,
    /// The board result (with --board). `-+` and `--` are taken as results, not options
    /// (see [`super::arguments`]).
    #[arg(id = "outcome", allow_hyphen_values = true)]
    pub outcome: Option<String>,
    /// The match score only, first-named team first, e.g. 2.5-1.5 (or "clear").
    #[arg(long, conflicts_with = "board")]
    pub score: Option<String>,
}

pub fn pair(args: PairArgs) -> CliResult {
    let t = read_state(&args.dir)?;
    let round = args.round.unwrap_or(t.paired_rounds() as u32 + 1);
    match args.manual {
        Some(text) => {
            let (matches, bye) = parse_manual(&t, &text)?;
            execute(
                &args.dir,
                Command::SetPairing {
                    round,
                    matches,
                    bye,
                },
            )
        }
        None => Err(Failure::usage(
            "pair: automatic pairing is not available yet; give the pairing with --manual",
        )),
    }
}

/// Matches (first-named, second-named) and the bye of a pairing typed by hand.
pub type ManualPairing = (Vec<(TeamId, TeamId)>, Option<TeamId>);

/// Reads "1-5,2-6,3-7,4": pairs of starting numbers, a lone number for the bye.
pub fn parse_manual(t: &Tournament, text: &str) -> Result<ManualPairing, Failure> {
    let mut matches = Vec::new();
    let mut bye = None;
    for item in text.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let number = |s: &str| {
            s.trim().parse::<usize>().map_err(|_| {
                Failure::usage(format!(
                    "manual: '{s}' in '{item}' is not a starting number"
                ))
            })
        };
        match item.split_once('-') {
            Some((a, b)) => matches.push((team_id(t, number(a)?)?, team_id(t, number(b)?)?)),
            None if bye.is_none() => bye = Some(team_id(t, number(item)?)?),
            None => return Err(Failure::usage("manual: only one team can have the bye")),
        }
    }
    Ok((matches, bye))
}

pub fn lineup(args: LineupArgs) -> CliResult {
    let t = read_state(&args.dir)?;
    let team = team_id(&t, args.team)?;
    let players = roster_positions(&t, team, &args.players)?;
    let handed_in = args
        .handed_in
        .map(|text| {
            DateTime::parse_from_rfc3339(&text).map_err(|_| {
                Failure::usage(format!(
                    "handed-in: '{text}' is not a time such as 2025-01-18T08:45:00+01:00"
                ))
            })
        })
        .transpose()?;
    execute(
        &args.dir,
        Command::SetLineup {
            round: args.round,
            team,
            players,
            handed_in,
        },
    )
}

pub fn result(args: ResultArgs) -> CliResult {
    let command = match (args.board, args.outcome, args.score) {
        (Some(board), Some(text), None) => {
            let result = GameResult::parse(&text).ok_or_else(|| {
                Failure::usage(format!(
                    "result: '{text}' is not a result; use 1-0, 0-1, 1/2, +-, -+, -- or clear"
                ))
            })?;
            Command::SetResult {
                round: args.round,
                table: args.table,
                board,
                result,
            }
        }
        (None, None, Some(text)) => Command::SetMatchScore {
            round: args.round,
            table: args.table,
            score: parse_score(&text)?,
        },
        _ => {
            return Err(Failure::usage(
                "result: give --board B with a result, or --score",
            ));
        }
    };
    execute(&args.dir, command)
}

/// Reads "2.5-1.5", "2½-1½", "2,5-1,5" or "clear".
pub fn parse_score(text: &str) -> Result<Option<MatchScore>, Failure> {
    if text.trim() == "clear" {
        return Ok(None);
    }
    let bad = || {
        Failure::usage(format!(
            "score: '{text}' is not a match score such as 2.5-1.5"
        ))
    };
    let points = |s: &str| -> Result<HalfPoints, Failure> {
        let s = s.trim().replace(',', ".");
        let (whole, half) = match s.strip_suffix('½') {
            Some("") => (0.0, 0.5),
            Some(w) => (w.parse::<f64>().map_err(|_| bad())?, 0.5),
            None => (s.parse::<f64>().map_err(|_| bad())?, 0.0),
        };
        HalfPoints::from_f64(whole + half).ok_or_else(bad)
    };
    let (home, away) = text.split_once('-').ok_or_else(bad)?;
    Ok(Some(MatchScore {
        home: points(home)?,
        away: points(away)?,
    }))
}
