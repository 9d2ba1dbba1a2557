//! What the arbiter types, read the same way by both faces: a team by its starting number,
//! a pairing by hand ("1-5,2-6,3-7,4"), a match score ("2.5-1.5") and roster positions
//! ("1,2,3,5"), board results ("1-0 1/2 1/2 0-1"). A text that does not read is a `Failure` naming the field and the text.

use crate::app::exit::Failure;
use crate::core::{GameResult, HalfPoints, MatchScore, PlayerId, TeamId, Tournament};
use crate::i18n::{Msg, Text};

/// The team with starting number `number`, or an error naming the valid range.
pub fn team_id(t: &Tournament, number: usize) -> Result<TeamId, Failure> {
    super::teams::by_number(t, number).map_err(Failure::said)
}

/// Matches (first-named, second-named) and the bye of a pairing typed by hand.
pub type ManualPairing = (Vec<(TeamId, TeamId)>, Option<TeamId>);

/// Reads "1-5,2-6,3-7,4": pairs of starting numbers, a lone number for the bye.
pub fn parse_manual(t: &Tournament, text: &str) -> Result<ManualPairing, Failure> {
    let mut matches = Vec::new();
    let mut bye = None;
    for item in text.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let number = |s: &str| {
            s.trim().parse::<usize>().map_err(|_| {
                Failure::said(
                    Text::new(Msg::CliManualNotANumber)
                        .arg("value", s)
                        .arg("item", item),
                )
            })
        };
        match item.split_once('-') {
            Some((a, b)) => matches.push((team_id(t, number(a)?)?, team_id(t, number(b)?)?)),
            None if bye.is_none() => bye = Some(team_id(t, number(item)?)?),
            None => return Err(Failure::said(Msg::CliManualOneBye.into())),
        }
    }
    Ok((matches, bye))
}

/// Reads "2.5-1.5", "2½-1½", "2,5-1,5" or "clear".
pub fn parse_score(text: &str) -> Result<Option<MatchScore>, Failure> {
    if text.trim() == "clear" {
        return Ok(None);
    }
    let bad = || Failure::said(Text::new(Msg::CliNotAMatchScore).arg("value", text));
    let points = |s: &str| -> Result<HalfPoints, Failure> {
        let s = s.trim().replace(',', ".");
        let (whole, half) = match s.strip_suffix('½') {
            Some("") => (0.0, 0.5),
            Some(w) => (w.parse::<f64>().map_err(|_| bad())?, 0.5),
            None => (s.parse::<f64>().map_err(|_| bad())?, 0.0),
        };
        HalfPoints::from_f64(whole + half).ok_or_else(bad)
    };
    let (home, away) = text.split_once('-').ok_or_else(bad)?;
    Ok(Some(MatchScore {
        home: points(home)?,
        away: points(away)?,
    }))
}

/// Reads "1-0 1/2 1/2 0-1": one game result per board, board 1 first, each in chess
/// notation (White's score first), separated by spaces or commas.
pub fn parse_board_results(text: &str) -> Result<Vec<GameResult>, Failure> {
    text.split([' ', ','])
        .filter(|s| !s.is_empty())
        .map(|s| {
            GameResult::parse(s)
                .ok_or_else(|| Failure::said(Text::new(Msg::CliNotAResult).arg("value", s)))
        })
        .collect()
}

/// Starting numbers as typed: `3,7`.
pub fn starting_numbers(t: &Tournament, text: &str) -> Result<Vec<TeamId>, Failure> {
    text.split(',')
        .map(|part| {
            let number = part
                .trim()
                .parse::<usize>()
                .map_err(|_| Failure::said(Text::new(Msg::ScoreWhyNotANumber).arg("part", part)))?;
            team_id(t, number)
        })
        .collect()
}

/// The players at roster positions "1,2,3,5" of a team.
pub fn roster_positions(
    t: &Tournament,
    team: TeamId,
    text: &str,
) -> Result<Vec<PlayerId>, Failure> {
    let roster = &t.team(team).expect("team_id found it").roster;
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|item| {
            let position: usize = item.parse().map_err(|_| {
                Failure::said(Text::new(Msg::CliNotARosterPosition).arg("value", item))
            })?;
            position
                .checked_sub(1)
                .and_then(|i| roster.get(i))
                .map(|p| p.id)
                .ok_or_else(|| {
                    Failure::said(
                        Text::new(Msg::CliRosterPositions)
                            .arg("count", roster.len())
                            .arg("position", position),
                    )
                })
        })
        .collect()
}
