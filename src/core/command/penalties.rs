//! Sanctions under the regulation (a phone, an early draw, a forfeit, an unregistered
//! player), imposed and lifted by the arbiter.

use super::lookup::{existing_round, unknown_team};
use super::{CommandError, refuse};
use crate::core::model::{Penalty, PenaltyKind, TeamId, Tournament};
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
/// loss of all match points only where the regulation imposes it (bpz-2025 čl. 5).
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
    }
    .arg_text("reason", penalty.reason_text())
}
