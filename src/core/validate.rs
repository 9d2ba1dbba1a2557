//! Integrity of a loaded tournament: what the types cannot rule out (a result for a board
//! that does not exist, a team paired that is not in the event). A snapshot that fails
//! these checks is treated like a corrupt file.
//!
//! A pairing that includes a withdrawn team is *not* impossible: a team may be withdrawn
//! from a round it was already paired in (its results there stand), so that is left to the
//! rule checks `app::check` collects.

use std::collections::HashSet;

use super::command::out_of_range;
use super::model::{HalfPoints, PenaltyKind, Round, TeamId, Tournament};
use super::rules::RegulationError;
use crate::i18n::{Msg, Text};

/// A broken invariant: the field that breaks it, as a path into the tournament in the
/// snapshot's names (`rounds[2].lineups[0].players[1]`, so that a snapshot's reader can
/// find it in the file), and what is wrong, as a text in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Broken {
    pub field: String,
    pub problem: Text,
}

/// `problem`, at `field`: for the checks' `map_err`/`Err`.
fn at(field: impl Into<String>, problem: Text) -> Broken {
    Broken {
        field: field.into(),
        problem,
    }
}

/// Every structural invariant `apply` maintains; the first broken one.
pub fn check_integrity(t: &Tournament) -> Result<(), Broken> {
    t.regulation.validate().map_err(|e| {
        let field = match &e {
            RegulationError::Invalid { field, .. } => format!("regulation.{field}"),
            _ => "regulation".to_string(),
        };
        at(
            field,
            Text::new(Msg::IntegrityRegulation).arg_text("problem", e.text()),
        )
    })?;
    let team_ids = ids_once(t)?;
    for (r, round) in t.rounds.iter().enumerate() {
        let number = r + 1;
        let in_round = |broken: Broken| at(format!("rounds[{r}].{}", broken.field), broken.problem);
        let paired = pairing_names_teams_once(round, number, &team_ids).map_err(in_round)?;
        matches_fit_the_boards(t, round, number).map_err(in_round)?;
        lineups_are_the_teams(t, round, number).map_err(in_round)?;
        // A round robin keeps an absent team's fixed match (lost by forfeit): only its
        // bye would be wrong there.
        let unpaired_only = match t.is_round_robin() {
            true => round.bye.into_iter().collect(),
            false => paired,
        };
        absences_are_unpaired_teams(round, number, &team_ids, &unpaired_only).map_err(in_round)?;
    }
    penalties_name_teams_and_boards(t, &team_ids)?;
    kept_apart_names_teams(t, &team_ids)?;
    lots_name_teams(t, &team_ids)?;
    playoffs_fit(t, &team_ids)
}

/// Team and player ids are unique and below the next free id, a FIDE id belongs to one
/// player. The team ids, which the later checks look teams up in.
fn ids_once(t: &Tournament) -> Result<HashSet<TeamId>, Broken> {
    let mut team_ids = HashSet::new();
    let mut player_ids = HashSet::new();
    let mut fide_ids = HashSet::new();
    for (i, team) in t.teams.iter().enumerate() {
        if !team_ids.insert(team.id) || team.id.0 >= t.next_team_id {
            let problem = Text::new(Msg::IntegrityTeamId).arg("id", team.id.0);
            return Err(at(format!("teams[{i}].id"), problem));
        }
        for (j, p) in team.roster.iter().enumerate() {
            let player = || format!("teams[{i}].roster[{j}]");
            if !player_ids.insert(p.id) || p.id.0 >= t.next_player_id {
                let problem = Text::new(Msg::IntegrityPlayerId).arg("id", p.id.0);
                return Err(at(format!("{}.id", player()), problem));
            }
            if let Some((name, _, problem)) = out_of_range(p) {
                return Err(at(format!("{}.{name}", player()), problem));
            }
            if let Some(fide) = p.fide_id
                && !fide_ids.insert(fide)
            {
                let problem = Text::new(Msg::IntegrityFideIdTwice).arg("fide", fide);
                return Err(at(format!("{}.fide_id", player()), problem));
            }
        }
    }
    Ok(team_ids)
}

/// A round pairs teams of the event, each at most once (a match or the bye). The teams it
/// pairs. Fields are named within the round.
fn pairing_names_teams_once(
    round: &Round,
    number: usize,
    team_ids: &HashSet<TeamId>,
) -> Result<HashSet<TeamId>, Broken> {
    let mut seen = HashSet::new();
    let teams = round
        .matches
        .iter()
        .enumerate()
        .flat_map(|(i, m)| {
            [
                (format!("matches[{i}].home"), m.home),
                (format!("matches[{i}].away"), m.away),
            ]
        })
        .chain(round.bye.map(|bye| ("bye".to_string(), bye)));
    for (field, team) in teams {
        if !team_ids.contains(&team) {
            let problem = Text::new(Msg::IntegrityPairsUnknownTeam)
                .arg("round", number)
                .arg("id", team.0);
            return Err(at(field, problem));
        }
        if !seen.insert(team) {
            let problem = Text::new(Msg::IntegrityPairsTwice)
                .arg("round", number)
                .arg("id", team.0);
            return Err(at(field, problem));
        }
    }
    Ok(seen)
}

/// Every match has the regulation's boards, and a match score alone gives out no more
/// points than the boards hold.
fn matches_fit_the_boards(t: &Tournament, round: &Round, number: usize) -> Result<(), Broken> {
    let boards = usize::from(t.regulation.boards);
    for (i, m) in round.matches.iter().enumerate() {
        if m.boards.len() != boards {
            let problem = Text::new(Msg::IntegrityBoardCount)
                .arg("round", number)
                .arg("table", i + 1)
                .arg("recorded", m.boards.len())
                .arg("boards", boards);
            return Err(at(format!("matches[{i}].boards"), problem));
        }
        if let Some(s) = m.score_only
            && s.home + s.away > HalfPoints::from_points(u32::from(t.regulation.boards))
        {
            let problem = Text::new(Msg::IntegrityScoreTooHigh)
                .arg("round", number)
                .arg("table", i + 1)
                .arg("home", s.home)
                .arg("away", s.away)
                .arg("boards", boards);
            return Err(at(format!("matches[{i}].score_only"), problem));
        }
    }
    Ok(())
}

/// One lineup per team of the event, and its lineup and seating name players of its own
/// roster, each once, no more than the boards.
fn lineups_are_the_teams(t: &Tournament, round: &Round, number: usize) -> Result<(), Broken> {
    let boards = usize::from(t.regulation.boards);
    let mut lineup_teams = HashSet::new();
    for (i, lineup) in round.lineups.iter().enumerate() {
        let in_lineup = |field: String, problem: Text| at(format!("lineups[{i}].{field}"), problem);
        if !lineup_teams.insert(lineup.team) {
            let problem = Text::new(Msg::IntegrityTwoLineups)
                .arg("round", number)
                .arg("id", lineup.team.0);
            return Err(in_lineup("team".into(), problem));
        }
        let Some(team) = t.team(lineup.team) else {
            let problem = Text::new(Msg::IntegrityLineupUnknownTeam)
                .arg("round", number)
                .arg("id", lineup.team.0);
            return Err(in_lineup("team".into(), problem));
        };
        for (what, field, players) in [
            (Msg::IntegrityWhatLineup, "players", Some(&lineup.players)),
            (Msg::IntegrityWhatSeating, "seated", lineup.seated.as_ref()),
        ] {
            let Some(players) = players else { continue };
            let said = |msg: Msg| {
                Text::new(msg)
                    .arg("round", number)
                    .arg_text("what", what.into())
                    .arg("team", &team.name)
            };
            if players.len() > boards {
                let problem = said(Msg::IntegrityLineupStranger);
                return Err(in_lineup(format!("{field}[{boards}]"), problem));
            }
            if let Some(k) = players.iter().position(|p| team.player(*p).is_none()) {
                let problem = said(Msg::IntegrityLineupStranger);
                return Err(in_lineup(format!("{field}[{k}]"), problem));
            }
            let mut fielded = HashSet::new();
            if let Some(k) = players.iter().position(|p| !fielded.insert(*p)) {
                let problem = said(Msg::IntegrityLineupPlayerTwice);
                return Err(in_lineup(format!("{field}[{k}]"), problem));
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
) -> Result<(), Broken> {
    for (i, team) in round.absent.iter().enumerate() {
        let msg = if !team_ids.contains(team) {
            Msg::IntegrityAbsentUnknownTeam
        } else if paired.contains(team) {
            Msg::IntegrityAbsentAndPaired
        } else {
            continue;
        };
        let problem = Text::new(msg).arg("round", number).arg("id", team.0);
        return Err(at(format!("absent[{i}]"), problem));
    }
    Ok(())
}

/// A penalty falls on a team of the event, a lost game on one of its boards, and a bar from
/// the next round on one of its players.
fn penalties_name_teams_and_boards(
    t: &Tournament,
    team_ids: &HashSet<TeamId>,
) -> Result<(), Broken> {
    let boards = usize::from(t.regulation.boards);
    for (i, penalty) in t.penalties.iter().enumerate() {
        let field = |name: &str| format!("penalties[{i}].{name}");
        if !team_ids.contains(&penalty.team) {
            let problem = Text::new(Msg::IntegrityPenaltyUnknownTeam).arg("id", penalty.team.0);
            return Err(at(field("team"), problem));
        }
        if let PenaltyKind::GameLost { board } = penalty.kind
            && !(1..=boards).contains(&board)
        {
            let problem = Text::new(Msg::IntegrityPenaltyBoard)
                .arg("board", board)
                .arg("boards", boards);
            return Err(at(field("kind.board"), problem));
        }
        if let PenaltyKind::BarredNextRound { player } = penalty.kind
            && t.team(penalty.team)
                .is_none_or(|team| team.player(player).is_none())
        {
            let problem = Text::new(Msg::IntegrityPenaltyPlayer).arg("id", player.0);
            return Err(at(field("kind.player"), problem));
        }
    }
    Ok(())
}

/// Teams kept apart are teams of the event, at least two, from round 1 on at the earliest.
fn kept_apart_names_teams(t: &Tournament, team_ids: &HashSet<TeamId>) -> Result<(), Broken> {
    for (i, group) in t.kept_apart.iter().enumerate() {
        if let Some(k) = group.teams.iter().position(|id| !team_ids.contains(id)) {
            let problem = Text::new(Msg::IntegrityForbiddenUnknownTeam).arg("id", group.teams[k].0);
            return Err(at(format!("kept_apart[{i}].teams[{k}]"), problem));
        }
        if group.teams.len() < 2 || group.first_round == 0 {
            return Err(at(
                format!("kept_apart[{i}]"),
                Msg::IntegrityForbiddenShape.into(),
            ));
        }
    }
    Ok(())
}

/// A drawing of lots orders teams of the event.
fn lots_name_teams(t: &Tournament, team_ids: &HashSet<TeamId>) -> Result<(), Broken> {
    for (i, lot) in t.lots.iter().enumerate() {
        if let Some(k) = lot.order.iter().position(|id| !team_ids.contains(id)) {
            let problem = Text::new(Msg::IntegrityLotUnknownTeam).arg("id", lot.order[k].0);
            return Err(at(format!("lots[{i}].order[{k}]"), problem));
        }
    }
    Ok(())
}

/// A play-off has one match or more, up to the regulation's format, each between the same
/// two teams of the event (the next with colours reversed) on the regulation's boards.
fn playoffs_fit(t: &Tournament, team_ids: &HashSet<TeamId>) -> Result<(), Broken> {
    let boards = usize::from(t.regulation.boards);
    let most = crate::core::playoff::matches_in_format(&t.regulation);
    for (i, playoff) in t.playoffs.iter().enumerate() {
        let Some(first) = playoff.matches.first() else {
            return Err(at(format!("playoffs[{i}].matches"), shape(boards, most)));
        };
        let fits = |m: &crate::core::Match| {
            m.boards.len() == boards && playoff.between(m.home, m.away) && m.home != m.away
        };
        if !team_ids.contains(&first.home)
            || !team_ids.contains(&first.away)
            || playoff.matches.len() > most
            || !playoff.matches.iter().all(fits)
        {
            return Err(at(format!("playoffs[{i}]"), shape(boards, most)));
        }
    }
    Ok(())
}

fn shape(boards: usize, most: usize) -> Text {
    Text::new(Msg::IntegrityPlayoffShape)
        .arg("boards", boards)
        .arg("most", most)
}
