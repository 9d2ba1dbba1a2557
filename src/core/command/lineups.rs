//! Lineups: the players a team hands in for a round, and the order they actually sat in,
//! with the wrong-board penalties the seating calls for (bpz-2025 čl. 6).

use chrono::{DateTime, FixedOffset};

use super::lookup::{
    existing_round, has_any_result, planned_round, round_entry, unknown_team, valid_players,
};
use super::{CommandError, refuse};
use crate::core::lineup::{
    bar_from, in_roster_order, lineup_deadline, lineup_over_foreign_limit, lineup_window_opens,
    next_round_bar_rule, player_name, wrong_boards,
};
use crate::core::model::{
    BoardGame, GameResult, Lineup, Penalty, PenaltyKind, PlayerId, TeamId, Tournament,
};
use crate::core::rules::LateLineup;
use crate::i18n::{Msg, Text};

/// Stores the lineup in roster order (reserves on the last boards); a seating recorded
/// before stays beside it. `from_phone`: the captain handed it in from a phone.
pub(super) fn set(
    t: &mut Tournament,
    round: u32,
    team: TeamId,
    players: Vec<PlayerId>,
    handed_in: Option<DateTime<FixedOffset>>,
    from_phone: bool,
) -> Result<Text, CommandError> {
    lineup_round(t, round)?;
    let boards = usize::from(t.regulation.boards);
    let entry = t.team(team).ok_or_else(|| unknown_team(team))?;
    if players.len() < boards && t.regulation.all_boards_required {
        return refuse(
            Msg::FieldLineup,
            text!(Msg::RefuseAllBoardsRequired, boards = boards),
        );
    }
    if players.is_empty() {
        return refuse(Msg::FieldLineup, Msg::RefuseNoPlayerNamed);
    }
    valid_players(t, Msg::FieldLineup, entry, &players)?;
    not_barred(t, round, &players)?;
    if let Some(rule) = lineup_over_foreign_limit(t, entry, round as usize - 1, &players) {
        return refuse(Msg::FieldLineup, rule);
    }
    let ordered = in_roster_order(entry, &players);
    not_too_late(t, round, team, &ordered, handed_in)?;
    let name = entry.name.clone();
    let lineups = &mut round_entry(t, round).lineups;
    let seated = lineups
        .iter()
        .find(|l| l.team == team)
        .and_then(|l| l.seated.clone());
    lineups.retain(|l| l.team != team);
    lineups.push(Lineup {
        team,
        players: ordered,
        handed_in,
        seated,
        from_phone,
    });
    refresh_wrong_board_penalties(t, round, team);
    every_decided_board_has_its_player(t, round, team, Msg::FieldLineup)?;
    Ok(text!(Msg::DidSetLineup, team = name, round = round))
}

/// A lineup the captain hands in from a phone at `at`: the rules of [`set`], and besides
/// none while the arbiter has locked the team's lineup of the round, and none outside the
/// regulation's window (before it opens, after it closes), where the regulation wants
/// the form on the arbiter's table: a captain late or early goes to the arbiter, who
/// decides as on paper. A regulation whose own late rule refuses the change says so in
/// its words first.
pub(super) fn set_from_phone(
    t: &mut Tournament,
    round: u32,
    team: TeamId,
    players: Vec<PlayerId>,
    at: DateTime<FixedOffset>,
) -> Result<Text, CommandError> {
    let entry = existing_round(t, round)?;
    let name = t.team(team).ok_or_else(|| unknown_team(team))?.name.clone();
    if entry.locked_lineups.contains(&team) {
        return refuse(
            Msg::FieldLineup,
            text!(Msg::RefuseLineupLocked, team = name, round = round),
        );
    }
    let index = round as usize - 1;
    let regulation = t.regulation.id.clone();
    if let Some(opens) = lineup_window_opens(t, index).filter(|opens| at < *opens) {
        let due = lineup_deadline(t, index).unwrap_or(opens);
        return refuse(
            Msg::FieldLineup,
            Text::new(Msg::RefusePhoneLineupEarly)
                .arg("regulation", regulation)
                .arg_date_time("opens", opens)
                .arg_date_time("due", due),
        );
    }
    let due = lineup_deadline(t, index);
    if let Some(due) = due.filter(|due| at > *due) {
        let ordered = t
            .team(team)
            .map(|entry| in_roster_order(entry, &players))
            .unwrap_or_default();
        not_too_late(t, round, team, &ordered, Some(at))?;
        return refuse(
            Msg::FieldLineup,
            Text::new(Msg::RefusePhoneLineupLate)
                .arg("regulation", regulation)
                .arg_date_time("due", due),
        );
    }
    set(t, round, team, players, Some(at), true)
}

/// Locks (`locked`) or unlocks a team's lineup of a round against a captain's phone.
pub(super) fn lock(
    t: &mut Tournament,
    round: u32,
    team: TeamId,
    locked: bool,
) -> Result<Text, CommandError> {
    existing_round(t, round)?;
    let name = t.team(team).ok_or_else(|| unknown_team(team))?.name.clone();
    let entry = &mut t.rounds[round as usize - 1];
    entry.locked_lineups.retain(|id| *id != team);
    if locked {
        entry.locked_lineups.push(team);
        return Ok(text!(Msg::DidLockLineup, team = name, round = round));
    }
    Ok(text!(Msg::DidUnlockLineup, team = name, round = round))
}

/// Refuses a team's lineup of a round: the team plays its base lineup, as though none had
/// been handed in; a seating recorded stays.
pub(super) fn drop(t: &mut Tournament, round: u32, team: TeamId) -> Result<Text, CommandError> {
    let entry = existing_round(t, round)?;
    let name = t.team(team).ok_or_else(|| unknown_team(team))?.name.clone();
    if entry.lineup(team).is_none() {
        return refuse(
            Msg::FieldLineup,
            text!(Msg::RefuseNoLineupToDrop, team = name, round = round),
        );
    }
    let base = t.base_lineup(team);
    let lineups = &mut t.rounds[round as usize - 1].lineups;
    match lineups.iter_mut().find(|l| l.team == team) {
        Some(lineup) if lineup.seated.is_some() => {
            lineup.players = base;
            lineup.handed_in = None;
            lineup.from_phone = false;
        }
        _ => lineups.retain(|l| l.team != team),
    }
    refresh_wrong_board_penalties(t, round, team);
    every_decided_board_has_its_player(t, round, team, Msg::FieldLineup)?;
    Ok(text!(Msg::DidDropLineup, team = name, round = round))
}

/// A round that takes lineups: a paired one, or the next one where the regulation collects
/// lineups before it pairs (`Regulation::lineups_before_pairing`).
fn lineup_round(t: &Tournament, round: u32) -> Result<(), CommandError> {
    let next = t.paired_rounds() as u32 + 1;
    if t.regulation.lineups_before_pairing && round == next {
        return planned_round(t, round);
    }
    existing_round(t, round).map(|_| ())
}

/// A change of the base lineup handed in after its deadline, where the regulation says the
/// base lineup then plays (szs-pokal-2018 točka 3, [`LateLineup::BaseLineupPlays`]): refused,
/// so the base lineup stays on the boards. The base lineup itself is no change.
fn not_too_late(
    t: &Tournament,
    round: u32,
    team: TeamId,
    ordered: &[PlayerId],
    handed_in: Option<DateTime<FixedOffset>>,
) -> Result<(), CommandError> {
    let index = round as usize - 1;
    let (Some(at), Some(due)) = (handed_in, lineup_deadline(t, index)) else {
        return Ok(());
    };
    let base = t.base_lineup(team);
    if t.regulation.late_lineup != LateLineup::BaseLineupPlays || at <= due || ordered == base {
        return Ok(());
    }
    refuse(
        Msg::FieldLineup,
        text!(
            Msg::RefuseLineupLateBaseLineup,
            regulation = t.regulation.cite("late_lineup"),
            round = round,
            team = t.team(team).map_or("", |x| x.name.as_str())
        )
        .arg_date_time("at", at)
        .arg_date_time("due", due),
    )
}

/// A lineup names no player barred from the round: he "nema pravo nastupa za svoju ekipu u
/// sljedećem kolu" (kzz-2015 čl. 14, hss-kadeti-2009 čl. 15). The seating, which records
/// what happened, is not refused; `kup check` reports a barred player who sat.
fn not_barred(t: &Tournament, round: u32, players: &[PlayerId]) -> Result<(), CommandError> {
    let barred = players
        .iter()
        .find_map(|p| bar_from(t, round, *p).map(|bar| (p, bar)));
    let (Some((player, bar)), Some(rule)) = (barred, next_round_bar_rule(t)) else {
        return Ok(());
    };
    refuse(
        Msg::FieldLineup,
        Text::new(Msg::RefuseLineupBarred)
            .arg("player", player_name(t, *player))
            .arg("round", round)
            .arg("offence", bar.round)
            .arg_text("rule", rule),
    )
}

/// A board whose game has a result keeps a player of `team` after a lineup or seating:
/// otherwise the result would count for nobody and the board prizes would change unseen.
fn every_decided_board_has_its_player(
    t: &Tournament,
    round: u32,
    team: TeamId,
    field: Msg,
) -> Result<(), CommandError> {
    let index = round as usize - 1;
    let Some((table, m)) = t.rounds[index].match_of(team) else {
        return Ok(());
    };
    let players = t.effective_lineup(index, team).len();
    let emptied = m
        .boards
        .iter()
        .enumerate()
        .find(|(board, game)| *board >= players && game.result != GameResult::NotPlayed);
    match emptied {
        Some((board, game)) => refuse(
            field,
            text!(
                Msg::RefuseDecidedBoardLosesPlayer,
                round = round,
                table = table + 1,
                board = board + 1
            )
            .arg_text("result", game.result.on_board(board)),
        ),
        None => Ok(()),
    }
}

/// Records the order in which a team's players actually sat, found once the games have
/// started, and brings kup's own wrong-board penalties up to date.
pub(super) fn record_seating(
    t: &mut Tournament,
    round: u32,
    team: TeamId,
    players: Vec<PlayerId>,
) -> Result<Text, CommandError> {
    let entry = existing_round(t, round)?;
    let started = entry.actual_start.is_some()
        || entry
            .match_of(team)
            .is_some_and(|(_, m)| has_any_result(m) || m.boards.iter().any(has_arrival));
    let team_entry = t.team(team).ok_or_else(|| unknown_team(team))?;
    let name = team_entry.name.clone();
    if entry.match_of(team).is_none() {
        return refuse(
            Msg::FieldSeating,
            text!(Msg::RefuseNoMatch, team = name, round = round),
        );
    }
    if !started {
        return refuse(
            Msg::FieldSeating,
            text!(Msg::RefuseSeatingBeforeStart, round = round),
        );
    }
    valid_players(t, Msg::FieldSeating, team_entry, &players)?;
    let registered = t.registered_lineup(round as usize - 1, team);
    let wrong = wrong_boards(&registered, &players);
    let lineups = &mut t.rounds[round as usize - 1].lineups;
    match lineups.iter_mut().find(|l| l.team == team) {
        Some(lineup) => lineup.seated = Some(players),
        None => lineups.push(Lineup {
            team,
            players: registered,
            handed_in: None,
            seated: Some(players),
            from_phone: false,
        }),
    }
    refresh_wrong_board_penalties(t, round, team);
    every_decided_board_has_its_player(t, round, team, Msg::FieldSeating)?;
    Ok(seating_summary(t, round, name, &wrong))
}

fn seating_summary(t: &Tournament, round: u32, name: String, wrong: &[usize]) -> Text {
    let boards = wrong
        .iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    match (wrong.is_empty(), t.regulation.wrong_board_loses) {
        (true, _) => text!(Msg::DidSeatAsLineup, team = name, round = round),
        (false, true) => text!(
            Msg::DidSeatContraryLost,
            team = name,
            round = round,
            boards = boards,
            count = wrong.len(),
            regulation = &t.regulation.id
        ),
        (false, false) => text!(
            Msg::DidSeatContrary,
            team = name,
            round = round,
            boards = boards,
            count = wrong.len()
        ),
    }
}

fn has_arrival(game: &BoardGame) -> bool {
    game.white_arrived.is_some() || game.black_arrived.is_some()
}

/// The reason of a game lost for a wrong board (bpz-2025 čl. 6). Penalties with it (by
/// its English, which files written before reasons were kept as texts have too) are kup's
/// own: recording the seating again replaces them.
fn wrong_board_reason() -> Text {
    Msg::PenaltyRuleWrongBoard.into()
}

/// Replaces kup's own wrong-board penalties of `team` in `round` by those the seating
/// calls for now (bpz-2025 čl. 6); the arbiter's own penalties stay.
fn refresh_wrong_board_penalties(t: &mut Tournament, round: u32, team: TeamId) {
    t.penalties.retain(|p| {
        !(p.round == round
            && p.team == team
            && matches!(p.kind, PenaltyKind::GameLost { .. })
            && p.reason == wrong_board_reason().to_string())
    });
    if !t.regulation.wrong_board_loses {
        return;
    }
    let index = round as usize - 1;
    let Some(seated) = t.rounds[index].lineup(team).and_then(|l| l.seated.clone()) else {
        return;
    };
    let registered = t.registered_lineup(index, team);
    for board in wrong_boards(&registered, &seated) {
        let kind = PenaltyKind::GameLost { board };
        let already = t
            .penalties
            .iter()
            .any(|p| p.round == round && p.team == team && p.kind == kind);
        if !already {
            t.penalties
                .push(Penalty::worded(round, team, kind, &wrong_board_reason()));
        }
    }
}
