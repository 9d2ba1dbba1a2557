//! `kup forbid`: teams the organiser keeps apart (TRF-2026 record 260).

use clap::Args;

use super::out::TextOrJson;
use super::{CliResult, DirArg, Failure, execute, read_state};
use crate::app::teams::{by_numbers, kept_apart_lines, round_range};
use crate::core::{Command, Tournament};
use crate::i18n::{Lang, Msg};

#[derive(Debug, Args)]
pub struct ForbidArgs {
    #[command(flatten)]
    pub dir: DirArg,
    /// Starting numbers of the teams to keep apart, e.g. 3,7 (none of them is paired with
    /// another); without it, the forbidden pairings are listed.
    #[arg(long)]
    pub teams: Option<String>,
    /// Rounds the ban holds for: "3-5", "3-" (to the end) or "4"; default: from the next
    /// round to pair to the end.
    #[arg(long, requires = "teams", conflicts_with = "clear")]
    pub rounds: Option<String>,
    /// Take back the forbidden pairing that names exactly these teams.
    #[arg(long, requires = "teams")]
    pub clear: bool,
    /// How the list prints (without --teams): text for people, json for programs.
    #[command(flatten)]
    pub format: TextOrJson,
}

pub fn forbid(args: ForbidArgs, lang: Lang) -> CliResult {
    let t = read_state(&args.dir)?;
    let Some(text) = args.teams else {
        return args.format.print(
            || {
                let mut lines = kept_apart_lines(&t, lang).join("\n");
                lines.push('\n');
                lines
            },
            || records(&t),
        );
    };
    let teams = by_numbers(&t, Msg::FieldTeams, &text).map_err(Failure::said)?;
    if args.clear {
        return execute(&args.dir, Command::AllowPairings { teams }, lang);
    }
    let next = t.paired_rounds() as u32 + 1;
    let (first_round, last_round) = match args.rounds {
        None => (next, None),
        Some(text) => round_range(&text).map_err(Failure::said)?,
    };
    execute(
        &args.dir,
        Command::ForbidPairings {
            teams,
            first_round,
            last_round,
        },
        lang,
    )
}

/// A forbidden pairing as `kup forbid DIR --format json` writes it: the teams by starting
/// number, and the rounds it holds for (`last_round` null: to the end).
#[derive(serde::Serialize)]
struct KeptApartRecord {
    teams: Vec<usize>,
    first_round: u32,
    last_round: Option<u32>,
}

fn records(t: &Tournament) -> Vec<KeptApartRecord> {
    t.kept_apart
        .iter()
        .map(|group| KeptApartRecord {
            teams: group
                .teams
                .iter()
                .filter_map(|id| t.starting_number(*id))
                .collect(),
            first_round: group.first_round,
            last_round: group.last_round,
        })
        .collect()
}
