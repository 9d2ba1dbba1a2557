//! Teams: entering, editing and removing them, their starting numbers and withdrawals.

use std::collections::{HashMap, HashSet};

use super::lookup::{before_round_one, checked_text, required_text, team_index, team_mut};
use super::{CommandError, refuse};
use crate::core::model::{Team, TeamId, Tournament};
use crate::core::rules::TeamsPerClub;
use crate::i18n::collate::{self, NameKey};
use crate::i18n::{Msg, Text};

/// A team entered after round 1 is paired joins at the next round, where the regulation
/// allows late entries.
pub(super) fn add(
    t: &mut Tournament,
    name: String,
    club: String,
    city: String,
) -> Result<Text, CommandError> {
    add_among(t, &mut TeamNames::of(t, None), name, club, city)
}

/// [`add`], with the names of the teams entered so far (kept across the additions of an
/// import, so that each is one look-up, not a scan of every team).
pub(super) fn add_among(
    t: &mut Tournament,
    names: &mut TeamNames,
    name: String,
    club: String,
    city: String,
) -> Result<Text, CommandError> {
    let name = required_text(Msg::FieldTeamName, name)?;
    let club = checked_text(Msg::FieldClub, club)?;
    let city = checked_text(Msg::FieldCity, city)?;
    let warning = names.check(t, &name, &club)?;
    let id = TeamId(t.next_team_id);
    t.next_team_id += 1;
    let late = t.paired_rounds() > 0;
    if late && !t.regulation.late_entries {
        return refuse(Msg::FieldTeam, Msg::RefuseNoLateEntries);
    }
    // szs-pokal-2018 točka 3 admits late teams into "the next round"; a round robin's
    // Berger table is fixed by the field at round 1 (C.05 Annex 1) and has no next round
    // for a team it does not hold.
    if late && t.is_round_robin() {
        return refuse(
            Msg::FieldTeam,
            text!(
                Msg::RefuseLateTeamRoundRobin,
                regulation = t.regulation.cite("late_entries")
            ),
        );
    }
    let joins_at_round = late.then(|| t.paired_rounds() as u32 + 1);
    names.insert(&name, &club);
    t.teams.push(Team {
        id,
        name: name.clone(),
        club,
        city,
        roster: Vec::new(),
        withdrawn_from_round: None,
        joins_at_round,
        admitted_late: Vec::new(),
    });
    let did = match joins_at_round {
        Some(r) => text!(Msg::DidAddTeamLate, team = name, round = r),
        None => text!(Msg::DidAddTeam, team = name, number = t.teams.len()),
    };
    Ok(with_warning(did, warning))
}

/// A summary followed by what the arbiter should know although the rules let it pass.
fn with_warning(did: Text, warning: Option<Text>) -> Text {
    match warning {
        Some(warning) => Text::new(Msg::DidWithWarning)
            .arg_text("did", did)
            .arg_text("warning", warning),
        None => did,
    }
}

/// How many teams `club` may have (kzz-2015 čl. 2: "Pojedini klub može nastupiti samo s
/// jednom ekipom. Klubovi mogu prijaviti i kadetsku ekipu"). The first sentence forbids a
/// club's second team outright, so a team beyond what the text allows is refused; the
/// second allows a cadet team, which kup cannot tell from another (no age is given for it),
/// so a club's second team passes with a warning that it must be the cadet team. A team
/// without a club counts for no club.
fn club_teams(t: &Tournament, club: &str, others: &[String]) -> Result<Option<Text>, CommandError> {
    let allowed = match t.regulation.teams_per_club {
        TeamsPerClub::Any => return Ok(None),
        TeamsPerClub::One => 1,
        TeamsPerClub::OneAndCadet => 2,
    };
    if club.is_empty() || others.is_empty() {
        return Ok(None);
    }
    let rule = match t.regulation.teams_per_club {
        TeamsPerClub::OneAndCadet => Msg::RuleOneTeamAndCadet,
        _ => Msg::RuleOneTeamPerClub,
    };
    let said = |msg| {
        Text::new(msg)
            .arg("club", club)
            .arg("teams", others.join(", "))
            .arg_text(
                "rule",
                text!(rule, regulation = t.regulation.cite("teams_per_club")),
            )
    };
    if others.len() >= allowed {
        return refuse(Msg::FieldClub, said(Msg::ClubHasTeams));
    }
    Ok(Some(said(Msg::ClubSecondTeamCadet)))
}

pub(super) fn edit(
    t: &mut Tournament,
    team: TeamId,
    name: String,
    club: String,
    city: String,
) -> Result<Text, CommandError> {
    let name = required_text(Msg::FieldTeamName, name)?;
    let club = checked_text(Msg::FieldClub, club)?;
    let city = checked_text(Msg::FieldCity, city)?;
    let warning = TeamNames::of(t, Some(team)).check(t, &name, &club)?;
    let entry = team_mut(t, team)?;
    entry.name = name.clone();
    entry.club = club;
    entry.city = city;
    Ok(with_warning(text!(Msg::DidSaveTeam, team = name), warning))
}

/// Only before round 1 is paired. What was recorded ahead of round 1 under the team's id
/// goes with it: left behind, it would name a team that does not exist and the snapshot
/// would no longer load.
pub(super) fn remove(t: &mut Tournament, team: TeamId) -> Result<Text, CommandError> {
    before_round_one(t, Msg::FieldTeam, Msg::RefuseRemoveAfterRoundOne)?;
    let index = team_index(t, team)?;
    let removed = t.teams.remove(index);
    for round in &mut t.rounds {
        round.absent.retain(|a| *a != team);
        round.lineups.retain(|l| l.team != team);
    }
    t.penalties.retain(|p| p.team != team);
    for group in &mut t.kept_apart {
        group.teams.retain(|id| *id != team);
    }
    t.kept_apart.retain(|k| k.teams.len() >= 2);
    for lot in &mut t.lots {
        lot.order.retain(|id| *id != team);
    }
    Ok(text!(Msg::DidRemoveTeam, team = removed.name))
}

/// Gives a team another starting number (before round 1 is paired).
pub(super) fn move_to(
    t: &mut Tournament,
    team: TeamId,
    to_number: usize,
) -> Result<Text, CommandError> {
    before_round_one(t, Msg::FieldStartingNumber, Msg::RefuseStartingNumbersFixed)?;
    let index = team_index(t, team)?;
    if to_number == 0 || to_number > t.teams.len() {
        return refuse(
            Msg::FieldStartingNumber,
            text!(Msg::RefuseOutOfRange, most = t.teams.len()),
        );
    }
    let moved = t.teams.remove(index);
    let name = moved.name.clone();
    t.teams.insert(to_number - 1, moved);
    Ok(text!(Msg::DidMoveTeam, team = name, number = to_number))
}

pub(super) fn sort_by_rating(t: &mut Tournament) -> Result<Text, CommandError> {
    before_round_one(t, Msg::FieldStartingNumber, Msg::RefuseStartingNumbersFixed)?;
    let order = crate::core::rating::starting_order(t);
    t.teams
        .sort_by_key(|team| order.iter().position(|id| *id == team.id));
    Ok(Text::new(Msg::DidSortByRating))
}

pub(super) fn withdraw(
    t: &mut Tournament,
    team: TeamId,
    from_round: Option<u32>,
) -> Result<Text, CommandError> {
    if from_round == Some(0) {
        return refuse(Msg::FieldRound, Msg::RefuseRoundsFromOne);
    }
    let entry = team_mut(t, team)?;
    entry.withdrawn_from_round = from_round;
    Ok(match from_round {
        Some(r) => text!(Msg::DidWithdraw, team = &entry.name, round = r),
        None => text!(Msg::DidReturn, team = &entry.name),
    })
}

/// The teams' names, and the names of each club's teams, keyed as [`collate::same_name`]
/// compares them.
pub(super) struct TeamNames {
    names: HashSet<NameKey>,
    clubs: HashMap<NameKey, Vec<String>>,
}

impl TeamNames {
    /// Of every team but `except` (the one being edited).
    pub(super) fn of(t: &Tournament, except: Option<TeamId>) -> TeamNames {
        let mut names = TeamNames {
            names: HashSet::with_capacity(t.teams.len()),
            clubs: HashMap::new(),
        };
        for team in t.teams.iter().filter(|team| Some(team.id) != except) {
            names.insert(&team.name, &team.club);
        }
        names
    }

    fn insert(&mut self, name: &str, club: &str) {
        self.names.insert(collate::name_key(name));
        if !club.is_empty() {
            let teams = self.clubs.entry(collate::name_key(club)).or_default();
            teams.push(name.to_string());
        }
    }

    /// Two teams may not bear one name, even written in another case or composition; and
    /// the regulation's limit of teams per club, or what it lets pass with a warning.
    fn check(&self, t: &Tournament, name: &str, club: &str) -> Result<Option<Text>, CommandError> {
        if self.names.contains(&collate::name_key(name)) {
            return refuse(
                Msg::FieldTeamName,
                text!(Msg::RefuseTeamNameTaken, name = name),
            );
        }
        let others = match club.is_empty() {
            true => None,
            false => self.clubs.get(&collate::name_key(club)),
        };
        club_teams(t, club, others.map_or(&[], Vec::as_slice))
    }
}
