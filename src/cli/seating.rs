//! `kup seating`: the order a team's players actually sat in, once the games started.

use clap::Args;

use super::{CliResult, TeamRoundArgs, execute, read_state, team_id};
use crate::app::typed::roster_positions;
use crate::core::Command;
use crate::i18n::Lang;

#[derive(Debug, Args)]
pub struct SeatingArgs {
    #[command(flatten)]
    pub of: TeamRoundArgs,
    /// Roster positions in the order the players sat, board 1 first, e.g. 2,1,3,4.
    #[arg(long)]
    pub players: String,
}

pub fn seating(args: SeatingArgs, lang: Lang) -> CliResult {
    let t = read_state(&args.of.dir)?;
    let team = team_id(&t, args.of.team)?;
    let players = roster_positions(&t, team, &args.players)?;
    execute(
        &args.of.dir,
        Command::RecordSeating {
            round: args.of.round,
            team,
            players,
        },
        lang,
    )
}
