//! Penalties under the regulation as both faces impose them: each kind's rule worded into
//! the penalty's reason, the arbiter's note after it, and a penalty lifted by its number
//! in the list (`kup penalty`, the Round tab's penalties).

use crate::app::exit::Failure;
use crate::app::typed::roster_positions;
use crate::core::lineup::next_round_bar_rule;
use crate::core::{Command, Penalty, PenaltyKind, TeamId, Tournament};
use crate::i18n::{Msg, Text};

/// What the arbiter penalises.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rule {
    /// A mobile phone in the playing venue: the player loses the game.
    Phone,
    /// A draw agreed before the move the regulation allows: both players lose.
    EarlyDraw,
    /// A game lost by forfeit for another reason (the note says which): not played, so
    /// not rated.
    Forfeit,
    /// An unregistered player fielded: the team loses all its match points.
    Unregistered,
    /// A phone in the hall while the player did not play (or, where the text says so, once
    /// his game was over): he may not play the next round.
    Barred,
}

/// The reason recorded with a penalty: kup's wording of the rule, then the arbiter's note
/// as typed ("rule; note").
fn reason(rule: Text, note: &str) -> Text {
    match note.trim() {
        "" => rule,
        note => Text::new(Msg::PenaltyReasonNoted)
            .arg_text("rule", rule)
            .arg("note", note),
    }
}

/// The penalties `rule` imposes on `team` in `round` at `board` (for a bar: the player at
/// this roster position; not read for an unregistered player); an early draw penalises
/// both teams of the team's match.
pub fn penalties(
    t: &Tournament,
    rule: Rule,
    round: u32,
    team: TeamId,
    board: usize,
    note: &str,
) -> Result<Vec<Penalty>, Failure> {
    let game_lost = |rule: Text| {
        Penalty::worded(
            round,
            team,
            PenaltyKind::GameLost { board },
            &reason(rule, note),
        )
    };
    Ok(match rule {
        Rule::Phone => vec![game_lost(phone_rule(t))],
        Rule::Forfeit if note.trim().is_empty() => {
            return Err(Failure::said(Msg::CliForfeitNeedsNote.into()));
        }
        Rule::Forfeit => vec![game_lost(Msg::PenaltyRuleForfeit.into()).as_forfeit()],
        Rule::EarlyDraw => {
            let Some(first_move) = t.regulation.draw_offer_from_move else {
                return Err(Failure::said(
                    Text::new(Msg::CliNoEarlyDrawRule).arg("regulation", &t.regulation.id),
                ));
            };
            if !t.regulation.early_draw_forfeits {
                return Err(Failure::said(
                    Text::new(Msg::CliEarlyDrawNoSanction)
                        .arg("move", first_move)
                        .arg("regulation", t.regulation.cite("draw_offer_from_move")),
                ));
            }
            let both = round
                .checked_sub(1)
                .and_then(|i| t.rounds.get(i as usize))
                .and_then(|r| r.match_of(team))
                .map_or(vec![team], |(_, m)| vec![m.home, m.away]);
            let rule = reason(
                Text::new(Msg::PenaltyRuleEarlyDraw)
                    .arg("move", first_move)
                    .arg("regulation", t.regulation.cite("early_draw_forfeits")),
                note,
            );
            both.into_iter()
                .map(|team| Penalty::worded(round, team, PenaltyKind::GameLost { board }, &rule))
                .collect()
        }
        Rule::Unregistered => {
            let rule = Text::new(Msg::PenaltyRuleUnregistered).arg("regulation", &t.regulation.id);
            vec![Penalty::worded(
                round,
                team,
                PenaltyKind::AllMatchPointsLost,
                &reason(rule, note),
            )]
        }
        Rule::Barred => {
            let player = roster_positions(t, team, &board.to_string())?[0];
            let Some(rule) = next_round_bar_rule(t) else {
                return Err(Failure::said(
                    Text::new(Msg::RefuseNoNextRoundBar).arg("regulation", &t.regulation.id),
                ));
            };
            vec![Penalty::worded(
                round,
                team,
                PenaltyKind::BarredNextRound { player },
                &reason(rule, note),
            )]
        }
    })
}

/// `LiftPenalty` of the penalty numbered `number` (1-based) in the list of those in force.
pub fn lift(t: &Tournament, number: usize) -> Result<Command, Failure> {
    let penalty = number
        .checked_sub(1)
        .and_then(|i| t.penalties.get(i))
        .ok_or_else(|| {
            Failure::said(Text::new(Msg::CliPenaltyNumbers).arg("count", t.penalties.len()))
        })?;
    Ok(Command::LiftPenalty {
        round: penalty.round,
        team: penalty.team,
        kind: penalty.kind,
    })
}

/// The FIDE Laws' article that loses a game to a mobile phone, in the edition the event
/// was played under: the Laws of 2009 (art. 12.3 b, to 30 June 2014; mzz-2012 ¶7 "prema
/// pravilima igre FIDE"), of 2014 (art. 11.3 b, to the end of 2017), of 2018 on (11.3.2.2).
fn phone_rule(t: &Tournament) -> Text {
    let before = |y, m, d| {
        let first_day = t.info.start_date;
        first_day
            .zip(chrono::NaiveDate::from_ymd_opt(y, m, d))
            .is_some_and(|(a, b)| a < b)
    };
    let laws = if before(2014, 7, 1) {
        Some((2009, "12.3 b"))
    } else if before(2018, 1, 1) {
        Some((2014, "11.3 b"))
    } else {
        None
    };
    match laws {
        Some((year, article)) => Text::new(Msg::PenaltyRulePhoneLawsOf)
            .arg("year", year)
            .arg("article", article),
        None => Msg::PenaltyRulePhone.into(),
    }
}
