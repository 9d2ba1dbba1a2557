//! Sanctions under the regulation (a phone, an early draw, a forfeit, an unregistered
//! player, a player barred from the next round), imposed and lifted by the arbiter.

use super::lookup::{checked_text, existing_round, unknown_team};
use super::{CommandError, refuse};
use crate::core::lineup::{next_round_bar_rule, player_name};
use crate::core::model::{GameResult, Penalty, PenaltyKind, PlayerId, TeamId, Tournament};
use crate::core::rules::NextRoundBar;
use crate::i18n::{Msg, Text};

/// Imposes the penalties together: an early draw penalises both teams of a board at once.
pub(super) fn impose(t: &mut Tournament, penalties: Vec<Penalty>) -> Result<Text, CommandError> {
    if penalties.is_empty() {
        return refuse(Msg::FieldPenalty, Msg::RefuseNoPenaltyNamed);
    }
    let mut done = Vec::new();
    for penalty in penalties {
        valid_penalty(t, &penalty)?;
        done.push(describe_kind(t, &penalty));
        t.penalties.push(penalty);
    }
    Ok(Text::new(Msg::DidImposePenalty).arg_list("penalties", done, "; "))
}

pub(super) fn lift(
    t: &mut Tournament,
    round: u32,
    team: TeamId,
    kind: PenaltyKind,
) -> Result<Text, CommandError> {
    let index = t
        .penalties
        .iter()
        .position(|p| p.round == round && p.team == team && p.kind == kind)
        .ok_or_else(|| {
            CommandError::new(
                Msg::FieldPenalty,
                text!(Msg::RefuseNoSuchPenalty, round = round),
            )
        })?;
    let lifted = t.penalties.remove(index);
    Ok(Text::new(Msg::DidLiftPenalty).arg_text("penalty", describe_kind(t, &lifted)))
}

/// A penalty must concern a paired round, a team with a match in it and a real board; the
/// loss of all match points only where the regulation imposes it (bpz-2025 čl. 5), a bar
/// from the next round only where it bars (kzz-2015 čl. 14, hss-kadeti-2009 čl. 15).
fn valid_penalty(t: &Tournament, penalty: &Penalty) -> Result<(), CommandError> {
    let round = penalty.round;
    let entry = existing_round(t, round)?;
    let name = &t
        .team(penalty.team)
        .ok_or_else(|| unknown_team(penalty.team))?
        .name;
    if penalty.reason.trim().is_empty() {
        return refuse(Msg::FieldReason, Msg::RefuseNoReason);
    }
    checked_text(Msg::FieldReason, penalty.reason.clone())?;
    match penalty.kind {
        PenaltyKind::GameLost { board } => {
            let boards = usize::from(t.regulation.boards);
            if board == 0 || board > boards {
                return refuse(Msg::FieldBoard, text!(Msg::RefuseBoards, boards = boards));
            }
            if entry.match_of(penalty.team).is_none() {
                return refuse(
                    Msg::FieldTeam,
                    text!(Msg::RefuseNoGameToLose, team = name, round = round),
                );
            }
        }
        PenaltyKind::AllMatchPointsLost => {
            if !t.regulation.unregistered_loses_all_mp {
                return refuse(
                    Msg::FieldPenalty,
                    text!(
                        Msg::RefuseNoAllMatchPointsPenalty,
                        regulation = &t.regulation.id
                    ),
                );
            }
        }
        PenaltyKind::BarredNextRound { player } => barrable(t, round, penalty.team, player)?,
    }
    if t.penalties
        .iter()
        .any(|p| p.round == round && p.team == penalty.team && p.kind == penalty.kind)
    {
        return refuse(
            Msg::FieldPenalty,
            text!(Msg::RefusePenaltyTwice, team = name, round = round),
        );
    }
    Ok(())
}

/// A player may be barred from the next round for a phone in the hall when he is one of
/// the team's and the regulation bars him: under hss-kadeti-2009 čl. 15 one who does not
/// play in the round, under kzz-2015 čl. 14 also one whose game is over. A player whose
/// game is on loses it instead (`PenaltyKind::GameLost`, FIDE Laws 11.3.2.2).
fn barrable(
    t: &Tournament,
    round: u32,
    team: TeamId,
    player: PlayerId,
) -> Result<(), CommandError> {
    let Some(rule) = next_round_bar_rule(t) else {
        return refuse(
            Msg::FieldPenalty,
            text!(Msg::RefuseNoNextRoundBar, regulation = &t.regulation.id),
        );
    };
    let Some(entry) = t.team(team) else {
        return Err(unknown_team(team));
    };
    if entry.player(player).is_none() {
        return refuse(
            Msg::FieldPlayer,
            text!(Msg::RefuseBarNotOnTeam, team = &entry.name),
        );
    }
    // `valid_penalty` found the round paired.
    let index = round as usize - 1;
    let Some((_, m)) = t.rounds[index].match_of(team) else {
        return Ok(());
    };
    let Some(board) = t
        .effective_lineup(index, team)
        .iter()
        .position(|p| *p == player)
    else {
        return Ok(());
    };
    let over = m
        .boards
        .get(board)
        .is_some_and(|b| b.result != GameResult::NotPlayed);
    if over && t.regulation.next_round_bar == NextRoundBar::NotPlayingOrFinished {
        return Ok(());
    }
    // Under hss-kadeti-2009 a player whose game is over was no player "koji ne igra".
    let said = match over {
        true => Msg::RefuseBarPlayed,
        false => Msg::RefuseBarPlays,
    };
    refuse(
        Msg::FieldPlayer,
        Text::new(said)
            .arg("player", player_name(t, player))
            .arg("board", board + 1)
            .arg("round", round)
            .arg_text("rule", rule),
    )
}

fn describe_kind(t: &Tournament, penalty: &Penalty) -> Text {
    let name = t.team(penalty.team).map_or("?", |x| x.name.as_str());
    match penalty.kind {
        PenaltyKind::GameLost { board } => text!(
            Msg::PenaltyGameLost,
            round = penalty.round,
            team = name,
            board = board
        ),
        PenaltyKind::AllMatchPointsLost => text!(
            Msg::PenaltyAllMatchPointsLost,
            team = name,
            round = penalty.round
        ),
        PenaltyKind::BarredNextRound { player } => text!(
            Msg::PenaltyBarred,
            team = name,
            round = penalty.round,
            player = player_name(t, player),
            next = penalty.round + 1
        ),
    }
    .arg_text("reason", penalty.reason_text())
}
