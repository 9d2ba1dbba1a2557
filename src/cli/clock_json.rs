//! `kup late --format json` and `kup forfeits --format json`: the same facts as the text
//! reports, for a program (a hall display, a script that warns the arbiter). Teams go by
//! starting number, times as RFC 3339, time left in whole seconds (negative once the
//! default time has passed).

use chrono::{DateTime, FixedOffset};
use serde::Serialize;

use crate::core::clock::{
    self, ArrivalTiming, Seat, Urgency, absent_teams, arrival_timing, proposed_forfeits,
};
use crate::core::{Colour, Tournament};

#[derive(Serialize)]
pub struct LateRecord {
    round: u32,
    at: DateTime<FixedOffset>,
    scheduled: Option<DateTime<FixedOffset>>,
    started: Option<DateTime<FixedOffset>>,
    default_time: Option<DateTime<FixedOffset>>,
    missing: Vec<MissingRecord>,
    arrived_after_default_time: Vec<ArrivalRecord>,
    forfeits_due: usize,
}

#[derive(Serialize)]
struct MissingRecord {
    #[serde(flatten)]
    seat: SeatRecord,
    /// `None` while the round has no default time.
    seconds_left: Option<i64>,
    expired: bool,
    /// Minutes the regulation takes off the absent player's clock, where it does.
    clock_deduction_minutes: Option<u16>,
}

#[derive(Serialize)]
struct ArrivalRecord {
    #[serde(flatten)]
    seat: SeatRecord,
    arrived: DateTime<FixedOffset>,
}

#[derive(Serialize)]
struct SeatRecord {
    table: usize,
    board: usize,
    colour: Colour,
    team: usize,
    /// `None` for a board the lineup leaves empty.
    player: Option<String>,
}

impl SeatRecord {
    fn new(t: &Tournament, seat: &Seat) -> SeatRecord {
        let team = t.team(seat.team);
        SeatRecord {
            table: seat.table,
            board: seat.board,
            colour: seat.colour,
            team: t.starting_number(seat.team).unwrap_or(0),
            player: seat
                .player
                .and_then(|p| team?.player(p))
                .map(|p| p.full_name()),
        }
    }
}

impl LateRecord {
    pub fn new(t: &Tournament, round: u32, at: DateTime<FixedOffset>) -> LateRecord {
        let missing = clock::missing(t, round, at)
            .iter()
            .map(|m| MissingRecord {
                seat: SeatRecord::new(t, &m.seat),
                seconds_left: m.time_left.map(|left| left.num_seconds()),
                expired: m.urgency == Urgency::Expired,
                clock_deduction_minutes: m.clock_deduction_minutes,
            })
            .collect();
        let arrived_after_default_time = clock::open_seats(t, round)
            .iter()
            .filter_map(|seat| {
                let arrived = seat.arrived?;
                matches!(
                    arrival_timing(t, round, arrived),
                    ArrivalTiming::AfterDefaultTime { .. }
                )
                .then(|| ArrivalRecord {
                    seat: SeatRecord::new(t, seat),
                    arrived,
                })
            })
            .collect();
        LateRecord {
            round,
            at,
            scheduled: clock::scheduled_start(t, round),
            started: t.rounds[round as usize - 1].actual_start,
            default_time: clock::default_time(t, round),
            missing,
            arrived_after_default_time,
            forfeits_due: proposed_forfeits(t, round, at).len(),
        }
    }
}

#[derive(Serialize)]
pub struct ForfeitsRecord {
    round: u32,
    at: DateTime<FixedOffset>,
    due: Vec<ForfeitRecord>,
    /// Teams none of whose players came: the whole match is lost by forfeit.
    absent_teams: Vec<AbsentTeamRecord>,
}

#[derive(Serialize)]
struct ForfeitRecord {
    table: usize,
    board: usize,
    /// In chess notation, White's score first: `+-`, `-+`, `--`.
    result: &'static str,
}

#[derive(Serialize)]
struct AbsentTeamRecord {
    table: usize,
    team: usize,
}

impl ForfeitsRecord {
    /// The forfeits due at `at` in `round`, on table `only` if given.
    pub fn new(
        t: &Tournament,
        round: u32,
        at: DateTime<FixedOffset>,
        only: Option<usize>,
    ) -> ForfeitsRecord {
        let due: Vec<_> = proposed_forfeits(t, round, at)
            .into_iter()
            .filter(|f| only.is_none_or(|x| x == f.table))
            .collect();
        let absent_teams = absent_teams(t, round, &due)
            .into_iter()
            .map(|(table, team)| AbsentTeamRecord {
                table,
                team: t.starting_number(team).unwrap_or(0),
            })
            .collect();
        ForfeitsRecord {
            round,
            at,
            due: due
                .iter()
                .map(|f| ForfeitRecord {
                    table: f.table,
                    board: f.board,
                    result: f.result.notation(),
                })
                .collect(),
            absent_teams,
        }
    }
}
