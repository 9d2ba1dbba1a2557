//! `kup forbid`: teams the organiser keeps apart (TRF-2026 record 260).

use clap::Args;

use super::{CliResult, DirArg, Failure, execute, out, read_state};
use crate::app::teams::{by_numbers, kept_apart_lines, round_range};
use crate::core::Command;
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
}

pub fn forbid(args: ForbidArgs, lang: Lang) -> CliResult {
    let t = read_state(&args.dir)?;
    let Some(text) = args.teams else {
        let mut lines = kept_apart_lines(&t, lang).join("\n");
        lines.push('\n');
        return out::print(lines);
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
