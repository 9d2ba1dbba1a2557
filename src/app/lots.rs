//! Drawing lots among teams the whole chain leaves tied (the regulations' last criterion,
//! "ždrijeb"/"žreb"). Whether they are tied is a question for the standings, which the core
//! does not compute, so it is asked here before the draw is handed to the core.

use crate::core::command::lots_request;
use crate::core::{Command, CommandError, TeamId, Tournament};
use crate::i18n::Msg;

/// `Command::DrawLots` for `teams` with `seed`, refused unless the teams are tied after
/// every criterion before the lots (after the core's own checks of the request, so a
/// request it would refuse anyway is refused for that reason first).
pub fn draw_lots(t: &Tournament, teams: Vec<TeamId>, seed: u64) -> Result<Command, CommandError> {
    lots_request(t, &teams)?;
    let criteria = t.regulation.chain(t.teams.len()).len();
    let standings = crate::scoring::standings(t, t.paired_rounds() as u32);
    let before_lots = &standings.stages[criteria - 1];
    let groups: Vec<u32> = teams
        .iter()
        .map(|id| before_lots[standings.position_of(*id).expect("every team is ranked")])
        .collect();
    if groups.iter().any(|g| *g != groups[0]) {
        return Err(CommandError::new(Msg::FieldLots, Msg::RefuseNotTied));
    }
    Ok(Command::DrawLots { teams, seed })
}
