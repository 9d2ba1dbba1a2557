//! Integrity of a loaded tournament: what the types cannot rule out (a result for a board
//! that does not exist, a team paired that is not in the event). A snapshot that fails
//! these checks is treated like a corrupt file.
//!
//! A pairing that includes a withdrawn team is *not* impossible: a team may be withdrawn
//! from a round it was already paired in (its results there stand), so that is left to the
//! rule checks of `check.rs`.

use std::collections::HashSet;

use super::model::{HalfPoints, PenaltyKind, Tournament};

/// Every structural invariant `apply` maintains; the first broken one in words.
pub fn check_integrity(t: &Tournament) -> Result<(), String> {
    t.regulation.validate().map_err(|e| e.to_string())?;
    let boards = usize::from(t.regulation.boards);
    let mut team_ids = HashSet::new();
    let mut player_ids = HashSet::new();
    let mut fide_ids = HashSet::new();
    for team in &t.teams {
        if !team_ids.insert(team.id) || team.id.0 >= t.next_team_id {
            return Err(format!(
                "team id {} is duplicated or out of range",
                team.id.0
            ));
        }
        for p in &team.roster {
            if !player_ids.insert(p.id) || p.id.0 >= t.next_player_id {
                return Err(format!(
                    "player id {} is duplicated or out of range",
                    p.id.0
                ));
            }
            if let Some(fide) = p.fide_id
                && !fide_ids.insert(fide)
            {
                return Err(format!("FIDE ID {fide} is held by two players"));
            }
        }
    }
    for (r, round) in t.rounds.iter().enumerate() {
        let number = r + 1;
        let mut seen = HashSet::new();
        let teams = round
            .matches
            .iter()
            .flat_map(|m| [m.home, m.away])
            .chain(round.bye);
        for team in teams {
            if !team_ids.contains(&team) {
                return Err(format!(
                    "round {number} pairs team id {}, which does not exist",
                    team.0
                ));
            }
            if !seen.insert(team) {
                return Err(format!("round {number} pairs team id {} twice", team.0));
            }
        }
        for (i, m) in round.matches.iter().enumerate() {
            if m.boards.len() != boards {
                return Err(format!(
                    "round {number}, table {}: {} boards recorded, the regulation has {boards}",
                    i + 1,
                    m.boards.len()
                ));
            }
            if let Some(s) = m.score_only
                && s.home + s.away > HalfPoints::from_points(u32::from(t.regulation.boards))
            {
                return Err(format!(
                    "round {number}, table {}: the match score {}-{} exceeds {boards} boards",
                    i + 1,
                    s.home,
                    s.away
                ));
            }
        }
        let mut lineup_teams = HashSet::new();
        for lineup in &round.lineups {
            if !lineup_teams.insert(lineup.team) {
                return Err(format!(
                    "round {number} has two lineups for team id {}",
                    lineup.team.0
                ));
            }
            let team = t.team(lineup.team).ok_or_else(|| {
                format!(
                    "round {number} has a lineup for team id {}, which does not exist",
                    lineup.team.0
                )
            })?;
            for (what, players) in [
                ("lineup", Some(&lineup.players)),
                ("seating", lineup.seated.as_ref()),
            ] {
                let Some(players) = players else { continue };
                if players.len() > boards || players.iter().any(|p| team.player(*p).is_none()) {
                    return Err(format!(
                        "round {number}: the {what} of {} names players not on its roster",
                        team.name
                    ));
                }
                let mut fielded = HashSet::new();
                if !players.iter().all(|p| fielded.insert(*p)) {
                    return Err(format!(
                        "round {number}: the {what} of {} names a player twice",
                        team.name
                    ));
                }
            }
        }
        for team in &round.absent {
            if !team_ids.contains(team) {
                return Err(format!(
                    "round {number} marks team id {} absent, which does not exist",
                    team.0
                ));
            }
            if seen.contains(team) {
                return Err(format!(
                    "round {number} marks team id {} absent and pairs it",
                    team.0
                ));
            }
        }
    }
    for penalty in &t.penalties {
        if !team_ids.contains(&penalty.team) {
            return Err(format!(
                "a penalty names team id {}, which does not exist",
                penalty.team.0
            ));
        }
        if let PenaltyKind::GameLost { board } = penalty.kind
            && !(1..=boards).contains(&board)
        {
            return Err(format!(
                "a penalty names board {board}; the regulation has boards 1 to {boards}"
            ));
        }
    }
    for group in &t.kept_apart {
        if let Some(team) = group.teams.iter().find(|id| !team_ids.contains(id)) {
            return Err(format!(
                "a forbidden pairing names team id {}, which does not exist",
                team.0
            ));
        }
        if group.teams.len() < 2 || group.first_round == 0 {
            return Err(
                "a forbidden pairing needs two teams and rounds numbered from 1".to_string(),
            );
        }
    }
    for lot in &t.lots {
        if let Some(team) = lot.order.iter().find(|id| !team_ids.contains(id)) {
            return Err(format!(
                "a drawing of lots names team id {}, which does not exist",
                team.0
            ));
        }
    }
    Ok(())
}
