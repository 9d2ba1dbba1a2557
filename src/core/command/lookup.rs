//! What several command families look up: a team, a player, a round, a table or a board
//! named by a command, refused with the field and the rule when it does not exist.

use super::{CommandError, refuse};
use crate::core::Shared;
use crate::core::calendar::planned_rounds;
use crate::core::model::{
    BoardGame, GameResult, Match, Player, PlayerId, Round, Team, TeamId, Tournament,
};
use crate::i18n::Msg;

/// `round` as a round of the event (1 to the planned rounds).
pub(super) fn planned_round(t: &Tournament, round: u32) -> Result<(), CommandError> {
    let total = planned_rounds(t);
    if round == 0 || round > total {
        return refuse(Msg::FieldRound, text!(Msg::RefuseOutOfRange, most = total));
    }
    Ok(())
}

/// The most characters a text field takes: far above any name, venue or reason, far below
/// a text that would make every later change write megabytes.
pub const TEXT_LIMIT: usize = 500;

/// The text trimmed, refused when holding control characters or longer than [`TEXT_LIMIT`].
pub(super) fn checked_text(field: Msg, text: String) -> Result<String, CommandError> {
    let trimmed = text.trim();
    if trimmed.len() > TEXT_LIMIT && trimmed.chars().count() > TEXT_LIMIT {
        return refuse(field, text!(Msg::RefuseTooLong, most = TEXT_LIMIT));
    }
    if trimmed.chars().any(char::is_control) {
        return refuse(field, Msg::RefuseControlCharacters);
    }
    Ok(trimmed.to_string())
}

/// As [`checked_text`], and refused when empty.
pub(super) fn required_text(field: Msg, text: String) -> Result<String, CommandError> {
    let text = checked_text(field, text)?;
    if text.is_empty() {
        return refuse(field, Msg::RefuseEmpty);
    }
    Ok(text)
}

pub(super) fn unknown_team(team: TeamId) -> CommandError {
    CommandError::new(Msg::FieldTeam, text!(Msg::RefuseNoTeamWithId, id = team.0))
}

pub(super) fn team_index(t: &Tournament, team: TeamId) -> Result<usize, CommandError> {
    t.teams
        .iter()
        .position(|x| x.id == team)
        .ok_or_else(|| unknown_team(team))
}

pub(super) fn team_mut(t: &mut Tournament, team: TeamId) -> Result<&mut Team, CommandError> {
    let index = team_index(t, team)?;
    Ok(&mut t.teams[index])
}

/// The team whose roster holds `player`.
pub(super) fn owner_of(t: &Tournament, player: PlayerId) -> Result<TeamId, CommandError> {
    t.find_player(player)
        .map(|(team, _)| team.id)
        .ok_or_else(|| {
            CommandError::new(
                Msg::FieldPlayer,
                text!(Msg::RefuseNoPlayerWithId, id = player.0),
            )
        })
}

/// The roster of the team that holds `player`, and the player's index in it.
pub(super) fn roster_of(
    t: &mut Tournament,
    player: PlayerId,
) -> Result<(&mut Team, usize), CommandError> {
    let team = owner_of(t, player)?;
    let entry = team_mut(t, team)?;
    let index = entry
        .roster
        .iter()
        .position(|p| p.id == player)
        .expect("owner holds player");
    Ok((entry, index))
}

pub(super) fn player_mut(
    t: &mut Tournament,
    player: PlayerId,
) -> Result<&mut Player, CommandError> {
    let (entry, index) = roster_of(t, player)?;
    Ok(&mut entry.roster[index])
}

/// Refused with `rule` once round 1 is paired.
pub(super) fn before_round_one(t: &Tournament, field: Msg, rule: Msg) -> Result<(), CommandError> {
    if t.paired_rounds() > 0 {
        return refuse(field, rule);
    }
    Ok(())
}

/// The round entry, created (with the ones before it) if the event has not reached it yet.
pub(super) fn round_entry(t: &mut Tournament, round: u32) -> &mut Round {
    let index = round as usize - 1;
    if t.rounds.len() <= index {
        t.rounds.resize_with(index + 1, Shared::default);
    }
    &mut t.rounds[index]
}

/// The round, refused unless it is paired.
pub(super) fn existing_round(t: &Tournament, round: u32) -> Result<&Round, CommandError> {
    let paired = t.paired_rounds();
    round
        .checked_sub(1)
        .and_then(|i| t.rounds.get(i as usize))
        .map(|r| &**r)
        .filter(|r| r.is_paired())
        .ok_or_else(|| {
            CommandError::new(
                Msg::FieldRound,
                text!(Msg::RefuseRoundNotPaired, round = round, paired = paired),
            )
        })
}

pub(super) fn match_mut(
    t: &mut Tournament,
    round: u32,
    table: usize,
) -> Result<&mut Match, CommandError> {
    let tables = existing_round(t, round)?.matches.len();
    if table == 0 || table > tables {
        return refuse(
            Msg::FieldTable,
            text!(Msg::RefuseTables, round = round, tables = tables),
        );
    }
    Ok(&mut t.rounds[round as usize - 1].matches[table - 1])
}

pub(super) fn board_mut(
    t: &mut Tournament,
    round: u32,
    table: usize,
    board: usize,
) -> Result<&mut BoardGame, CommandError> {
    let boards = usize::from(t.regulation.boards);
    let entry = match_mut(t, round, table)?;
    if board == 0 || board > boards {
        return refuse(Msg::FieldBoard, text!(Msg::RefuseBoards, boards = boards));
    }
    Ok(&mut entry.boards[board - 1])
}

pub(super) fn has_any_result(m: &Match) -> bool {
    m.score_only.is_some() || m.boards.iter().any(|b| b.result != GameResult::NotPlayed)
}

/// Refused when a match of `round` already has a result (its pairing may no longer change).
pub(super) fn without_results(t: &Tournament, round: u32) -> Result<(), CommandError> {
    if t.rounds[round as usize - 1]
        .matches
        .iter()
        .any(has_any_result)
    {
        return refuse(
            Msg::FieldRound,
            text!(Msg::RefuseRoundHasResults, round = round),
        );
    }
    Ok(())
}

/// The players of a lineup or a seating, board 1 first: no more than the boards, each on
/// `team`'s roster and named once; refused with `field`.
pub(super) fn valid_players(
    t: &Tournament,
    field: Msg,
    team: &Team,
    players: &[PlayerId],
) -> Result<(), CommandError> {
    let boards = usize::from(t.regulation.boards);
    if players.len() > boards {
        return refuse(field, text!(Msg::RefuseTooManyPlayers, boards = boards));
    }
    for (i, p) in players.iter().enumerate() {
        if team.player(*p).is_none() {
            return refuse(
                field,
                text!(Msg::RefuseNotOnRoster, board = i + 1, team = &team.name),
            );
        }
        if players[..i].contains(p) {
            return refuse(field, text!(Msg::RefuseSamePlayerTwice, board = i + 1));
        }
    }
    Ok(())
}
