//! Drawing lots among teams the whole chain leaves tied (the regulations' last criterion,
//! "ždrijeb"/"žreb"). Whether they are tied is a question for the standings, which the core
//! does not compute, so it is asked here before the draw is handed to the core.

use crate::core::command::lots_request;
use crate::core::{Command, CommandError, TeamId, Tournament};
use crate::i18n::{Msg, Text};
use crate::scoring::explain::playoffs_due;

/// `Command::DrawLots` for `teams` with `seed`, refused unless the teams are tied after
/// every criterion before the lots, and are every team so tied: the lots rank a tied group
/// as a whole, so a drawing among part of it would be kept and rank nobody. Refused too
/// for a place the regulation decides by play-off: szs-pokal-2018 točka 5 ends its chain
/// with "žreb", yet "Če katero od prvih treh mest ni odločeno po nobenem od teh
/// kriterijev, se igra naknadni pospešeni dvoboj" (a play-off, `app::playoff`), until every
/// pair of the teams the play-offs leave tied has played off. (After the
/// core's own checks of the request, so a request it would refuse anyway is refused for
/// that reason first.)
pub fn draw_lots(t: &Tournament, teams: Vec<TeamId>, seed: u64) -> Result<Command, CommandError> {
    lots_request(t, &teams)?;
    let criteria = t.chain().len();
    let standings = crate::scoring::standings(t, t.paired_rounds() as u32);
    let before_lots = &standings.stages[criteria - 1];
    let groups: Vec<u32> = teams
        .iter()
        .map(|id| before_lots[standings.position_of(*id).expect("every team is ranked")])
        .collect();
    if groups.iter().any(|g| *g != groups[0]) {
        return Err(CommandError::new(Msg::FieldLots, Msg::RefuseNotTied));
    }
    let due = playoffs_due(&t.regulation, &standings);
    if due
        .iter()
        .any(|p| p.teams.iter().any(|x| teams.contains(x)))
    {
        return Err(CommandError::new(
            Msg::FieldLots,
            Text::new(Msg::RefuseLotsPlayoff)
                .arg("places", t.regulation.playoff_places)
                .arg("regulation", t.regulation.cite("playoff_places")),
        ));
    }
    let left_out: Vec<String> = standings
        .rows
        .iter()
        .zip(before_lots)
        .filter(|(row, group)| **group == groups[0] && !teams.contains(&row.team))
        .filter_map(|(row, _)| t.starting_number(row.team))
        .map(|n| n.to_string())
        .collect();
    if !left_out.is_empty() {
        return Err(CommandError::new(
            Msg::FieldLots,
            Text::new(Msg::RefuseLotsWholeGroup).arg("teams", left_out.join(", ")),
        ));
    }
    Ok(Command::DrawLots {
        teams,
        seed,
        order: None,
    })
}
