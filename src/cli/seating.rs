//! `kup seating`: the order a team's players actually sat in, once the games started.

use clap::Args;

use super::{CliResult, DirArg, execute, read_state, team_id};
use crate::app::typed::roster_positions;
use crate::core::Command;
use crate::i18n::Lang;

#[derive(Debug, Args)]
pub struct SeatingArgs {
    #[command(flatten)]
    pub dir: DirArg,
    /// The round.
    #[arg(long)]
    pub round: u32,
    /// Starting number of the team.
    #[arg(long)]
    pub team: usize,
    /// Roster positions in the order the players sat, board 1 first, e.g. 2,1,3,4.
    #[arg(long)]
    pub players: String,
}

pub fn seating(args: SeatingArgs, lang: Lang) -> CliResult {
    let t = read_state(&args.dir)?;
    let team = team_id(&t, args.team)?;
    let players = roster_positions(&t, team, &args.players)?;
    execute(
        &args.dir,
        Command::RecordSeating {
            round: args.round,
            team,
            players,
        },
        lang,
    )
}
