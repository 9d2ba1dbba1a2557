//! Play-offs (`Regulation::playoff_places`): the match between two teams the chain leaves
//! tied, its colours drawn by lot, and its board results. That the teams are so tied is
//! checked above the core (`app::playoff`), which reads the standings.

use super::lookup::{team_index, unknown_team};
use super::{CommandError, refuse};
use crate::core::lot::Lot;
use crate::core::model::{GameResult, Match, PlayoffRecord, TeamId, Tournament};
use crate::core::playoff::{next_match_due, outcome};
use crate::i18n::{Msg, Text};

/// The two teams of a play-off, checked before anything is drawn: the regulation decides a
/// place by play-off, two different teams are named, and no play-off between them is
/// recorded yet.
pub fn playoff_request(t: &Tournament, teams: &[TeamId]) -> Result<[TeamId; 2], CommandError> {
    if t.regulation.playoff_places == 0 {
        return refuse(
            Msg::FieldPlayoff,
            text!(Msg::RefuseNoPlayoff, regulation = &t.regulation.id),
        );
    }
    let &[a, b] = teams else {
        return refuse(
            Msg::FieldPlayoff,
            text!(
                Msg::RefusePlayoffTwoTeams,
                regulation = t.regulation.cite("playoff_format")
            ),
        );
    };
    team_index(t, a)?;
    team_index(t, b)?;
    if a == b {
        return refuse(
            Msg::FieldPlayoff,
            text!(Msg::RefuseTeamNamedTwice, id = a.0),
        );
    }
    if t.playoffs.iter().any(|p| p.between(a, b)) {
        return refuse(Msg::FieldPlayoff, Msg::RefusePlayoffRecorded);
    }
    Ok([a, b])
}

/// The team with White on board 1 of the first match, drawn by lot with `seed` from the
/// two teams in starting-number order, so that the order they were named in does not
/// change the draw.
pub(super) fn drawn_white(t: &Tournament, teams: &[TeamId], seed: u64) -> Option<TeamId> {
    let mut order = teams.to_vec();
    order.sort_by_key(|id| t.starting_number(*id));
    Lot::new(seed).shuffle(&mut order);
    order.first().copied()
}

/// Records the play-off between `teams`: its first match, White on board 1 for `white` (the
/// lot's draw, as `resolve` recorded it) or for the team the lot with `seed` draws.
pub(super) fn pair(
    t: &mut Tournament,
    teams: Vec<TeamId>,
    seed: u64,
    white: Option<TeamId>,
) -> Result<Text, CommandError> {
    let [a, b] = playoff_request(t, &teams)?;
    let white = match white {
        Some(team) if team == a || team == b => team,
        Some(team) => return Err(unknown_team(team)),
        None => drawn_white(t, &teams, seed).expect("two teams"),
    };
    let black = if white == a { b } else { a };
    let boards = usize::from(t.regulation.boards);
    t.playoffs.push(PlayoffRecord {
        seed,
        matches: vec![Match::new(white, black, boards)],
    });
    Ok(text!(
        Msg::DidPairPlayoff,
        seed = seed,
        white = team_name(t, white),
        black = team_name(t, black)
    ))
}

/// The board results of match `match_number` (1-based) of the play-off between `teams`,
/// board 1 first. A match left drawn in every game where the tie rule calls for another
/// adds that match, colours reversed; a corrected match that no longer is drops the ones
/// after it.
pub(super) fn set_results(
    t: &mut Tournament,
    teams: Vec<TeamId>,
    match_number: usize,
    results: Vec<GameResult>,
) -> Result<Text, CommandError> {
    let boards = usize::from(t.regulation.boards);
    let regulation = t.regulation.clone();
    let index = match &teams[..] {
        &[a, b] => t.playoffs.iter().position(|p| p.between(a, b)),
        _ => None,
    }
    .ok_or_else(|| CommandError::new(Msg::FieldPlayoff, Msg::RefuseNoSuchPlayoff))?;
    let record = &mut t.playoffs[index];
    if match_number == 0 || match_number > record.matches.len() {
        return refuse(
            Msg::FieldPlayoffMatch,
            text!(Msg::RefuseOutOfRange, most = record.matches.len()),
        );
    }
    if results.len() != boards {
        return refuse(
            Msg::FieldPlayoffResults,
            text!(Msg::RefusePlayoffResultsCount, boards = boards),
        );
    }
    for (game, result) in record.matches[match_number - 1]
        .boards
        .iter_mut()
        .zip(results)
    {
        game.result = result;
    }
    let mut up_to_this = record.clone();
    up_to_this.matches.truncate(match_number);
    if !next_match_due(&regulation, &up_to_this) {
        record.matches.truncate(match_number);
    } else if record.matches.len() == match_number {
        let last = &record.matches[match_number - 1];
        let reversed = Match::new(last.away, last.home, boards);
        record.matches.push(reversed);
    }
    let record = &t.playoffs[index];
    let said = match outcome(&regulation, record) {
        Some(won) => text!(Msg::DidPlayoffWon, team = team_name(t, won.winner)),
        None if record.matches.len() > match_number => {
            text!(Msg::DidPlayoffNextMatch, number = record.matches.len())
        }
        None => Text::new(Msg::DidPlayoffOpen),
    };
    Ok(Text::new(Msg::DidSetPlayoffResults)
        .arg("number", match_number)
        .arg_text("outcome", said))
}

fn team_name(t: &Tournament, team: TeamId) -> String {
    let number = t.starting_number(team).unwrap_or(0);
    let name = t.team(team).map_or("", |x| x.name.as_str());
    format!("{number} {name}")
}
