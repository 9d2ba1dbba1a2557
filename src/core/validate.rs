//! Integrity of a loaded tournament: what the types cannot rule out (a result for a board
//! that does not exist, a team paired that is not in the event). A snapshot that fails
//! these checks is treated like a corrupt file.
//!
//! A pairing that includes a withdrawn team is *not* impossible: a team may be withdrawn
//! from a round it was already paired in (its results there stand), so that is left to the
//! rule checks `app::check` collects.

use std::collections::HashSet;

use super::model::{HalfPoints, PenaltyKind, Round, TeamId, Tournament};
use crate::i18n::{Msg, Text};

/// Every structural invariant `apply` maintains; the first broken one as a text in the
/// reader's language (its `Display` is the English, for the journal and the TRF importer).
pub fn check_integrity(t: &Tournament) -> Result<(), Text> {
    t.regulation
        .validate()
        .map_err(|e| Text::new(Msg::IntegrityRegulation).arg_text("problem", e.text()))?;
    let team_ids = ids_once(t)?;
    for (r, round) in t.rounds.iter().enumerate() {
        let number = r + 1;
        let paired = pairing_names_teams_once(round, number, &team_ids)?;
        matches_fit_the_boards(t, round, number)?;
        lineups_are_the_teams(t, round, number)?;
        absences_are_unpaired_teams(round, number, &team_ids, &paired)?;
    }
    penalties_name_teams_and_boards(t, &team_ids)?;
    kept_apart_names_teams(t, &team_ids)?;
    lots_name_teams(t, &team_ids)
}

/// Team and player ids are unique and below the next free id, a FIDE id belongs to one
/// player. The team ids, which the later checks look teams up in.
fn ids_once(t: &Tournament) -> Result<HashSet<TeamId>, Text> {
    let mut team_ids = HashSet::new();
    let mut player_ids = HashSet::new();
    let mut fide_ids = HashSet::new();
    for team in &t.teams {
        if !team_ids.insert(team.id) || team.id.0 >= t.next_team_id {
            return Err(Text::new(Msg::IntegrityTeamId).arg("id", team.id.0));
        }
        for p in &team.roster {
            if !player_ids.insert(p.id) || p.id.0 >= t.next_player_id {
                return Err(Text::new(Msg::IntegrityPlayerId).arg("id", p.id.0));
            }
            if let Some(fide) = p.fide_id
                && !fide_ids.insert(fide)
            {
                return Err(Text::new(Msg::IntegrityFideIdTwice).arg("fide", fide));
            }
        }
    }
    Ok(team_ids)
}

/// A round pairs teams of the event, each at most once (a match or the bye). The teams it
/// pairs.
fn pairing_names_teams_once(
    round: &Round,
    number: usize,
    team_ids: &HashSet<TeamId>,
) -> Result<HashSet<TeamId>, Text> {
    let mut seen = HashSet::new();
    let teams = round
        .matches
        .iter()
        .flat_map(|m| [m.home, m.away])
        .chain(round.bye);
    for team in teams {
        if !team_ids.contains(&team) {
            return Err(Text::new(Msg::IntegrityPairsUnknownTeam)
                .arg("round", number)
                .arg("id", team.0));
        }
        if !seen.insert(team) {
            return Err(Text::new(Msg::IntegrityPairsTwice)
                .arg("round", number)
                .arg("id", team.0));
        }
    }
    Ok(seen)
}

/// Every match has the regulation's boards, and a match score alone gives out no more
/// points than the boards hold.
fn matches_fit_the_boards(t: &Tournament, round: &Round, number: usize) -> Result<(), Text> {
    let boards = usize::from(t.regulation.boards);
    for (i, m) in round.matches.iter().enumerate() {
        if m.boards.len() != boards {
            return Err(Text::new(Msg::IntegrityBoardCount)
                .arg("round", number)
                .arg("table", i + 1)
                .arg("recorded", m.boards.len())
                .arg("boards", boards));
        }
        if let Some(s) = m.score_only
            && s.home + s.away > HalfPoints::from_points(u32::from(t.regulation.boards))
        {
            return Err(Text::new(Msg::IntegrityScoreTooHigh)
                .arg("round", number)
                .arg("table", i + 1)
                .arg("home", s.home)
                .arg("away", s.away)
                .arg("boards", boards));
        }
    }
    Ok(())
}

/// One lineup per team of the event, and its lineup and seating name players of its own
/// roster, each once, no more than the boards.
fn lineups_are_the_teams(t: &Tournament, round: &Round, number: usize) -> Result<(), Text> {
    let boards = usize::from(t.regulation.boards);
    let mut lineup_teams = HashSet::new();
    for lineup in &round.lineups {
        if !lineup_teams.insert(lineup.team) {
            return Err(Text::new(Msg::IntegrityTwoLineups)
                .arg("round", number)
                .arg("id", lineup.team.0));
        }
        let team = t.team(lineup.team).ok_or_else(|| {
            Text::new(Msg::IntegrityLineupUnknownTeam)
                .arg("round", number)
                .arg("id", lineup.team.0)
        })?;
        for (what, players) in [
            (Msg::IntegrityWhatLineup, Some(&lineup.players)),
            (Msg::IntegrityWhatSeating, lineup.seated.as_ref()),
        ] {
            let Some(players) = players else { continue };
            if players.len() > boards || players.iter().any(|p| team.player(*p).is_none()) {
                return Err(Text::new(Msg::IntegrityLineupStranger)
                    .arg("round", number)
                    .arg_text("what", what.into())
                    .arg("team", &team.name));
            }
            let mut fielded = HashSet::new();
            if !players.iter().all(|p| fielded.insert(*p)) {
                return Err(Text::new(Msg::IntegrityLineupPlayerTwice)
                    .arg("round", number)
                    .arg_text("what", what.into())
                    .arg("team", &team.name));
            }
        }
    }
    Ok(())
}

/// A team announced absent is a team of the event that the round does not pair.
fn absences_are_unpaired_teams(
    round: &Round,
    number: usize,
    team_ids: &HashSet<TeamId>,
    paired: &HashSet<TeamId>,
) -> Result<(), Text> {
    for team in &round.absent {
        if !team_ids.contains(team) {
            return Err(Text::new(Msg::IntegrityAbsentUnknownTeam)
                .arg("round", number)
                .arg("id", team.0));
        }
        if paired.contains(team) {
            return Err(Text::new(Msg::IntegrityAbsentAndPaired)
                .arg("round", number)
                .arg("id", team.0));
        }
    }
    Ok(())
}

/// A penalty falls on a team of the event, a lost game on one of its boards, and a bar from
/// the next round on one of its players.
fn penalties_name_teams_and_boards(t: &Tournament, team_ids: &HashSet<TeamId>) -> Result<(), Text> {
    let boards = usize::from(t.regulation.boards);
    for penalty in &t.penalties {
        if !team_ids.contains(&penalty.team) {
            return Err(Text::new(Msg::IntegrityPenaltyUnknownTeam).arg("id", penalty.team.0));
        }
        if let PenaltyKind::GameLost { board } = penalty.kind
            && !(1..=boards).contains(&board)
        {
            return Err(Text::new(Msg::IntegrityPenaltyBoard)
                .arg("board", board)
                .arg("boards", boards));
        }
        if let PenaltyKind::BarredNextRound { player } = penalty.kind
            && t.team(penalty.team)
                .is_none_or(|team| team.player(player).is_none())
        {
            return Err(Text::new(Msg::IntegrityPenaltyPlayer).arg("id", player.0));
        }
    }
    Ok(())
}

/// Teams kept apart are teams of the event, at least two, from round 1 on at the earliest.
fn kept_apart_names_teams(t: &Tournament, team_ids: &HashSet<TeamId>) -> Result<(), Text> {
    for group in &t.kept_apart {
        if let Some(team) = group.teams.iter().find(|id| !team_ids.contains(id)) {
            return Err(Text::new(Msg::IntegrityForbiddenUnknownTeam).arg("id", team.0));
        }
        if group.teams.len() < 2 || group.first_round == 0 {
            return Err(Msg::IntegrityForbiddenShape.into());
        }
    }
    Ok(())
}

/// A drawing of lots orders teams of the event.
fn lots_name_teams(t: &Tournament, team_ids: &HashSet<TeamId>) -> Result<(), Text> {
    for lot in &t.lots {
        if let Some(team) = lot.order.iter().find(|id| !team_ids.contains(id)) {
            return Err(Text::new(Msg::IntegrityLotUnknownTeam).arg("id", team.0));
        }
    }
    Ok(())
}
