//! Players: entering and editing them, their roster positions.

use super::lookup::{checked_text, owner_of, player_mut, required_text, roster_of, team_mut};
use super::{CommandError, refuse};
use crate::core::model::{IdSlot, LateAdmission, Player, PlayerData, PlayerId, TeamId, Tournament};
use crate::i18n::{Msg, Text};

/// Adds a player at the end of the roster, within the regulation's roster size; a FIDE id
/// belongs to one player of the event. A roster the regulation closes at the start takes no
/// one once the team's first round is paired, except by `override_closed` (the chief
/// arbiter's decision), which the team keeps as a [`LateAdmission`] for `kup check`.
pub(super) fn add(
    t: &mut Tournament,
    team: TeamId,
    data: PlayerData,
    override_closed: bool,
) -> Result<Text, CommandError> {
    let data = valid_player(data)?;
    let paired = t.paired_rounds();
    let closed = t
        .team(team)
        .is_some_and(|x| x.roster_closed(&t.regulation, paired));
    if closed && !override_closed {
        return refuse(
            Msg::FieldRoster,
            text!(
                Msg::RefuseRosterClosed,
                regulation = t.regulation.cite("roster_closed")
            ),
        );
    }
    let max = t.regulation.max_roster();
    let id = PlayerId(t.next_player_id);
    let fide_id_taken = data
        .fide_id
        .and_then(|fide| holder_of_fide_id(t, fide, None));
    let entry = team_mut(t, team)?;
    if entry.roster.len() >= max {
        return refuse(
            Msg::FieldRoster,
            text!(
                Msg::RefuseRosterFull,
                team = &entry.name,
                players = entry.roster.len()
            ),
        );
    }
    if let Some(holder) = fide_id_taken {
        return refuse(
            Msg::FieldFideId,
            text!(Msg::RefuseFideIdTaken, team = holder),
        );
    }
    let name = format!("{}, {}", data.surname, data.given_name);
    entry.roster.push(data.with_id(id));
    if closed {
        entry.admitted_late.push(LateAdmission {
            player: id,
            after_round: paired as u32,
        });
    }
    let position = entry.roster.len();
    let team_name = entry.name.clone();
    t.next_player_id += 1;
    let did = if closed {
        Msg::DidAdmitPlayer
    } else {
        Msg::DidAddPlayer
    };
    Ok(text!(
        did,
        player = name,
        team = team_name,
        position = position
    ))
}

pub(super) fn edit(
    t: &mut Tournament,
    player: PlayerId,
    data: PlayerData,
) -> Result<Text, CommandError> {
    let data = valid_player(data)?;
    if let Some(holder) = data
        .fide_id
        .and_then(|fide| holder_of_fide_id(t, fide, Some(player)))
    {
        return refuse(
            Msg::FieldFideId,
            text!(Msg::RefuseFideIdTaken, team = holder),
        );
    }
    let entry = player_mut(t, player)?;
    // When he was entered is a fact of the roster, not of his details.
    let entered = entry.entered;
    *entry = data.with_id(player);
    entry.entered = entered;
    Ok(text!(Msg::DidSavePlayer, player = entry.full_name()))
}

/// Only a player who has never been in a lineup: one handed in, or the base lineup a
/// paired team played with when none was (its boards name him through the roster order,
/// so removing him would leave a board of a played round without its player).
pub(super) fn remove(t: &mut Tournament, player: PlayerId) -> Result<Text, CommandError> {
    let team = owner_of(t, player)?;
    let handed_in = t
        .rounds
        .iter()
        .any(|r| r.lineups.iter().any(|l| l.players.contains(&player)));
    let played = t.rounds.iter().enumerate().any(|(index, r)| {
        r.matches.iter().any(|m| m.home == team || m.away == team)
            && t.effective_lineup(index, team).contains(&player)
    });
    if handed_in || played {
        return refuse(Msg::FieldPlayer, Msg::RefusePlayerHasPlayed);
    }
    let (entry, index) = roster_of(t, player)?;
    let removed = entry.roster.remove(index);
    Ok(text!(
        Msg::DidRemovePlayer,
        player = removed.full_name(),
        team = &entry.name
    ))
}

/// Moves a player to another roster position (1-based). Once round 1 is paired the base
/// lineup is frozen and this needs `override_lock`, which the summary names.
pub(super) fn move_to(
    t: &mut Tournament,
    player: PlayerId,
    to_position: usize,
    override_lock: bool,
) -> Result<Text, CommandError> {
    let late = t.paired_rounds() > 0;
    if late && !override_lock {
        return refuse(Msg::FieldRosterOrder, Msg::RefuseBaseLineupFixed);
    }
    let (entry, from) = roster_of(t, player)?;
    if to_position == 0 || to_position > entry.roster.len() {
        return refuse(
            Msg::FieldRosterPosition,
            text!(Msg::RefuseOutOfRange, most = entry.roster.len()),
        );
    }
    let moved = entry.roster.remove(from);
    let name = moved.full_name();
    entry.roster.insert(to_position - 1, moved);
    let did = if override_lock && late {
        Msg::DidMovePlayerOverride
    } else {
        Msg::DidMovePlayer
    };
    Ok(text!(did, player = name, position = to_position))
}

/// Names are trimmed and required (the surname), ratings within FIDE's range, country
/// codes three capital letters, and a FIDE id is never 0.
fn valid_player(mut data: PlayerData) -> Result<PlayerData, CommandError> {
    data.surname = required_text(Msg::FieldSurname, data.surname)?;
    data.given_name = checked_text(Msg::FieldGivenName, data.given_name)?;
    data.title = checked_text(Msg::FieldTitle, data.title)?;
    if let Some((_, field, problem)) = out_of_range(&data) {
        return refuse(field, problem);
    }
    for (field, code) in [
        (Msg::FieldFederation, &mut data.federation),
        (Msg::FieldCitizenship, &mut data.citizenship),
    ] {
        *code = code.trim().to_uppercase();
        if !(code.is_empty() || code.len() == 3 && code.chars().all(|c| c.is_ascii_uppercase())) {
            return refuse(field, text!(Msg::RefuseCountryCode, code = code));
        }
    }
    Ok(data)
}

/// A player's first number outside its range (ratings within FIDE's, a birth year, a FIDE
/// id never 0): the field as a snapshot names it, as a refusal names it, and the rule. A
/// command refuses it, and a snapshot holding it is no good one (`core::validate`).
pub(crate) fn out_of_range<Id: IdSlot>(p: &Player<Id>) -> Option<(&'static str, Msg, Text)> {
    for (name, field, rating) in [
        ("fide_rating", Msg::FieldFideRating, p.fide_rating),
        (
            "national_rating",
            Msg::FieldNationalRating,
            p.national_rating,
        ),
    ] {
        if let Some(r) = rating
            && !(100..=3500).contains(&r)
        {
            return Some((name, field, text!(Msg::RefuseRating, rating = r)));
        }
    }
    if let Some(year) = p.birth_year
        && !(1900..=2100).contains(&year)
    {
        let problem = text!(Msg::RefuseBirthYear, year = year);
        return Some(("birth_year", Msg::FieldBirthYear, problem));
    }
    if p.fide_id == Some(0) {
        return Some(("fide_id", Msg::FieldFideId, Msg::RefuseFideIdZero.into()));
    }
    None
}

/// The name of the team whose player (other than `except`) has `fide_id`.
fn holder_of_fide_id(t: &Tournament, fide_id: u64, except: Option<PlayerId>) -> Option<String> {
    t.teams.iter().find_map(|team| {
        team.roster
            .iter()
            .any(|p| p.fide_id == Some(fide_id) && Some(p.id) != except)
            .then(|| team.name.clone())
    })
}
