//! Results: a board's game, or only a match's score where the boards are not known.

use super::lookup::{board_mut, match_mut};
use super::{CommandError, refuse};
use crate::core::model::{GameResult, HalfPoints, MatchScore, Tournament};
use crate::i18n::{Msg, Text};

/// A board result replaces a match score entered alone.
pub(super) fn set_result(
    t: &mut Tournament,
    round: u32,
    table: usize,
    board: usize,
    result: GameResult,
) -> Result<Text, CommandError> {
    let game = board_mut(t, round, table, board)?;
    game.result = result;
    let entry = &mut t.rounds[round as usize - 1].matches[table - 1];
    entry.score_only = None;
    Ok(if result == GameResult::NotPlayed {
        text!(
            Msg::DidClearResult,
            round = round,
            table = table,
            board = board
        )
    } else {
        text!(
            Msg::DidSetResult,
            round = round,
            table = table,
            board = board
        )
        .arg_text("result", result.on_board(board - 1))
    })
}

/// Only the match score is known (historic data): it clears any board results.
pub(super) fn set_match_score(
    t: &mut Tournament,
    round: u32,
    table: usize,
    score: Option<MatchScore>,
) -> Result<Text, CommandError> {
    let boards = t.regulation.boards;
    let entry = match_mut(t, round, table)?;
    if let Some(s) = score
        && s.home + s.away > HalfPoints::from_points(u32::from(boards))
    {
        return refuse(
            Msg::FieldMatchScore,
            text!(Msg::RefuseScoresTooHigh, boards = boards),
        );
    }
    entry.score_only = score;
    if score.is_some() {
        entry
            .boards
            .iter_mut()
            .for_each(|b| b.result = GameResult::NotPlayed);
    }
    Ok(match score {
        Some(s) => text!(
            Msg::DidSetMatchScore,
            round = round,
            table = table,
            home = s.home,
            away = s.away
        ),
        None => text!(Msg::DidClearMatchScore, round = round, table = table),
    })
}
