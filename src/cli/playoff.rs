//! `kup playoff`: the play-off for a place the chain leaves tied (`Regulation::playoff_places`):
//! without `--results` it pairs two teams, colours by lot (three or more tied play off a
//! pair at a time); with them it enters a match's board results.

use clap::Args;

use super::{CliResult, DirArg, execute, execute_with, read_state};
use crate::app::pair::seed_or_clock;
use crate::app::playoff::pair_playoff;
use crate::app::typed::{parse_board_results, starting_numbers};
use crate::core::Command;
use crate::i18n::Lang;

#[derive(Debug, Args)]
pub struct PlayoffArgs {
    #[command(flatten)]
    pub dir: DirArg,
    /// Starting numbers of the two teams of the play-off match, e.g. 3,7 (three or more tied: one pair at a time).
    #[arg(long)]
    pub teams: String,
    /// Seed of the lot for the colours (default: drawn from the clock); shown and kept.
    #[arg(long, conflicts_with = "results")]
    pub seed: Option<u64>,
    /// A match's results, board 1 first, White's score first: "1-0 1/2 1/2 0-1".
    #[arg(long, allow_hyphen_values = true)]
    pub results: Option<String>,
    /// The play-off match the results are for: 1, or 2 for a match that follows.
    #[arg(long = "match", default_value_t = 1, requires = "results")]
    pub match_number: usize,
}

/// `kup playoff`: pair the play-off, or enter a match's results.
pub fn run_playoff(args: PlayoffArgs, lang: Lang) -> CliResult {
    let t = read_state(&args.dir)?;
    let teams = starting_numbers(&t, &args.teams)?;
    match &args.results {
        None => {
            let seed = seed_or_clock(args.seed);
            execute_with(&args.dir, |t| pair_playoff(t, teams, seed), lang)
        }
        Some(text) => {
            let command = Command::SetPlayoffResults {
                teams,
                match_number: args.match_number,
                results: parse_board_results(text)?,
            };
            execute(&args.dir, command, lang)
        }
    }
}
