//! The clock of a round: its actual start, the players' arrivals and the forfeits the
//! default time makes due (FIDE Laws 6.7.1). The moment is always given, never read.

use chrono::{DateTime, FixedOffset};

use super::lookup::{board_mut, existing_round, match_mut};
use super::{CommandError, refuse};
use crate::core::clock::{self, ArrivalTiming, ProposedForfeit};
use crate::core::model::{Colour, Tournament};
use crate::i18n::{Msg, Text};

pub(super) fn start_round(
    t: &mut Tournament,
    round: u32,
    at: DateTime<FixedOffset>,
) -> Result<Text, CommandError> {
    existing_round(t, round)?;
    t.rounds[round as usize - 1].actual_start = Some(at);
    Ok(text!(
        Msg::DidStartRound,
        round = round,
        time = at.format("%H:%M")
    ))
}

/// Records (or with `at: None` clears) when a player arrived at the board; the summary
/// says how the moment stands to the start and the default time.
pub(super) fn record_arrival(
    t: &mut Tournament,
    round: u32,
    table: usize,
    board: usize,
    colour: Colour,
    at: Option<DateTime<FixedOffset>>,
) -> Result<Text, CommandError> {
    let timing = at.map(|at| clock::arrival_timing(t, round, at));
    let game = board_mut(t, round, table, board)?;
    match colour {
        Colour::White => game.white_arrived = at,
        Colour::Black => game.black_arrived = at,
    }
    let what = match (at, timing) {
        (Some(at), Some(timing)) => arrival_words(at, timing),
        _ => Text::new(Msg::ArrivalCleared),
    };
    Ok(text!(
        Msg::DidRecordArrival,
        round = round,
        table = table,
        board = board
    )
    .arg_text("colour", colour.label().into())
    .arg_text("arrival", what))
}

fn arrival_words(at: DateTime<FixedOffset>, timing: ArrivalTiming) -> Text {
    let time = at.format("%H:%M:%S");
    match timing {
        ArrivalTiming::BeforeStart => text!(Msg::ArrivedBeforeStart, time = time),
        ArrivalTiming::AfterStart {
            clock_deduction_minutes: Some(minutes),
        } => text!(
            Msg::ArrivedAfterStartClockDeduction,
            time = time,
            minutes = minutes
        ),
        ArrivalTiming::AfterStart { .. } => text!(Msg::ArrivedAfterStart, time = time),
        ArrivalTiming::AfterDefaultTime { limit } => text!(
            Msg::ArrivedAfterDefaultTime,
            time = time,
            limit = limit.format("%H:%M")
        ),
    }
}

/// Enters every forfeit the default time has made due at `at`, on one table or, with
/// `table: None`, on all of them: one change, undone as one. The arrival records stay.
pub(super) fn declare_forfeits(
    t: &mut Tournament,
    round: u32,
    table: Option<usize>,
    at: DateTime<FixedOffset>,
    given: Option<Vec<ProposedForfeit>>,
) -> Result<Text, CommandError> {
    existing_round(t, round)?;
    if let Some(table) = table {
        match_mut(t, round, table)?;
    }
    let Some(limit) = clock::default_time(t, round) else {
        let why = match clock::at_the_start(&t.regulation) {
            true => Msg::RefuseNotStartedAtTheStart,
            false => Msg::RefuseNoDefaultTime,
        };
        return refuse(Msg::FieldRound, text!(why, round = round));
    };
    let due = match given {
        Some(given) => on_existing_boards(t, round, given)?,
        None => due(t, round, table, at),
    };
    if due.is_empty() {
        let why = if clock::in_time(&t.regulation, limit, at) {
            text!(
                Msg::RefuseDefaultTimeNotPassed,
                limit = limit.format("%H:%M"),
                now = at.format("%H:%M:%S")
            )
        } else {
            Text::new(Msg::RefuseEveryoneSeated)
        };
        return refuse(Msg::FieldForfeits, why);
    }
    let absent = clock::absent_teams(t, round, &due);
    let mut parts: Vec<Text> = Vec::new();
    t.rounds[round as usize - 1].matches = clock::with_forfeits(t, round, &due);
    for f in &due {
        parts.push(
            text!(Msg::ForfeitOnBoard, table = f.table, board = f.board)
                .arg_text("result", f.result.on_board(f.board - 1)),
        );
    }
    for (table, team) in absent {
        let name = t.team(team).map_or("?", |x| x.name.as_str());
        parts.push(text!(Msg::ForfeitOfMatch, team = name, table = table));
    }
    Ok(text!(
        Msg::DidDeclareForfeits,
        round = round,
        limit = limit.format("%H:%M")
    )
    .arg_list("forfeits", parts, "; "))
}

/// The forfeits due at `at` in `round`, on `table` or on all tables.
pub(super) fn due(
    t: &Tournament,
    round: u32,
    table: Option<usize>,
    at: DateTime<FixedOffset>,
) -> Vec<ProposedForfeit> {
    clock::proposed_forfeits(t, round, at)
        .into_iter()
        .filter(|f| table.is_none_or(|x| x == f.table))
        .collect()
}

/// Forfeits resolved earlier (a journal's record), if each names a board of `round`.
fn on_existing_boards(
    t: &mut Tournament,
    round: u32,
    given: Vec<ProposedForfeit>,
) -> Result<Vec<ProposedForfeit>, CommandError> {
    for f in &given {
        board_mut(t, round, f.table, f.board)?;
    }
    Ok(given)
}
