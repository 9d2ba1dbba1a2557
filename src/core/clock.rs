//! The clock of a round: when it was due to start, when it started, when the default time
//! runs out, who has not sat down yet, and the forfeits due once the default time has
//! passed. Pure functions of the tournament and a `now` passed in: nothing here reads a
//! clock.
//!
//! The rules (FIDE Laws of Chess 6.7; every kup regulation; see [`DefaultTimeBoundary`] for
//! the exact wording of each):
//! - the default time counts from the **scheduled** start of the round (bpz-2025 art. 7
//!   "računajući od vremena zakazanog za početak meča"; FIDE 6.7.1 counts from the start of
//!   the session as scheduled); the actual start is recorded beside it and only stands in
//!   when no schedule is known;
//! - a default time of 0 minutes (FIDE Laws 2012 art. 6.6a, mzz-2012) counts from the
//!   **actual** start: "any player who arrives at the chessboard after the start of the
//!   session shall lose the game", and a session that has not begun has no one late;
//! - a player not at the board when the default time has passed loses the game by forfeit;
//!   both absent: both lose (`--`); a whole team absent: every board, which scoring turns
//!   into the regulation's forfeit award (e.g. mzz-2012: 2 MP and 4:0);
//! - szs-pokal-2018 ("V skladu s Pravili šaha FIDE dodatno velja: a) točka 6.7.2"): a player
//!   not at the board when the session starts has 15 minutes taken off his clock at once.

use chrono::{DateTime, Duration, FixedOffset};

use super::model::{Colour, GameResult, Match, PlayerId, Round, TeamId, Tournament, home_colour};
use super::rules::{DefaultTimeBoundary, Regulation};

/// A missing player with at most this many minutes left is shown as urgent.
pub const WARNING_MINUTES: i64 = 5;

/// The schedule of a round: `scheduled_start` of the round if the arbiter set one, else the
/// regulation's schedule for that round.
pub fn scheduled_start(t: &Tournament, round: u32) -> Option<DateTime<FixedOffset>> {
    let index = round.checked_sub(1)? as usize;
    t.rounds
        .get(index)
        .and_then(|r| r.scheduled_start)
        .or_else(|| t.regulation.schedule.get(index).map(|s| s.start))
}

/// When the session began: the actual start if recorded, else the scheduled start.
pub fn session_start(t: &Tournament, round: u32) -> Option<DateTime<FixedOffset>> {
    round_entry(t, round)
        .and_then(|r| r.actual_start)
        .or_else(|| scheduled_start(t, round))
}

/// The default time of a round: `default_time_minutes` after the scheduled start (after the
/// actual start when the round has no schedule); `None` when neither is known. A default
/// time of 0 minutes is the actual start itself (FIDE Laws 2012 art. 6.6a), so `None`
/// until the round has started.
pub fn default_time(t: &Tournament, round: u32) -> Option<DateTime<FixedOffset>> {
    let actual = round_entry(t, round).and_then(|r| r.actual_start);
    if at_the_start(&t.regulation) {
        return actual;
    }
    let from = scheduled_start(t, round).or(actual)?;
    Some(from + Duration::minutes(i64::from(t.regulation.default_time_minutes)))
}

/// Whether a player must be at the board when the session starts: a default time of 0.
pub fn at_the_start(regulation: &Regulation) -> bool {
    regulation.default_time_minutes == 0
}

/// Whether sitting down at `at` is in time for a round whose default time is `limit`.
pub fn in_time(
    regulation: &Regulation,
    limit: DateTime<FixedOffset>,
    at: DateTime<FixedOffset>,
) -> bool {
    match regulation.default_time_boundary {
        DefaultTimeBoundary::ArrivalAtLimitPlays => at <= limit,
        DefaultTimeBoundary::ArrivalAtLimitLoses => at < limit,
    }
}

/// One player's seat on an undecided board of a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seat {
    /// Table (match) number, 1-based.
    pub table: usize,
    /// Board number, 1-based.
    pub board: usize,
    pub colour: Colour,
    pub team: TeamId,
    /// `None` for a board the team's lineup leaves empty.
    pub player: Option<PlayerId>,
    pub arrived: Option<DateTime<FixedOffset>>,
}

/// Every seat of the boards of `round` that have no result yet, table by table, board by
/// board, White first.
pub fn open_seats(t: &Tournament, round: u32) -> Vec<Seat> {
    let Some(r) = round_entry(t, round) else {
        return Vec::new();
    };
    let index = round as usize - 1;
    let mut seats = Vec::new();
    for (m_index, m) in r.matches.iter().enumerate() {
        if m.score_only.is_some() {
            continue;
        }
        let home_players = t.effective_lineup(index, m.home);
        let away_players = t.effective_lineup(index, m.away);
        for (b_index, game) in m.boards.iter().enumerate() {
            if game.result != GameResult::NotPlayed {
                continue;
            }
            let home = (m.home, home_players.get(b_index).copied());
            let away = (m.away, away_players.get(b_index).copied());
            let (white, black) = match home_colour(b_index) {
                Colour::White => (home, away),
                Colour::Black => (away, home),
            };
            for (colour, (team, player), arrived) in [
                (Colour::White, white, game.white_arrived),
                (Colour::Black, black, game.black_arrived),
            ] {
                seats.push(Seat {
                    table: m_index + 1,
                    board: b_index + 1,
                    colour,
                    team,
                    player,
                    arrived,
                });
            }
        }
    }
    seats
}

/// How close a missing player is to losing by default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Urgency {
    /// The default time has passed: the forfeit is due.
    Expired,
    /// At most [`WARNING_MINUTES`] left.
    LastMinutes,
    Waiting,
    /// The round has no schedule and has not started: no default time yet.
    NoDefaultTime,
    /// The default time is 0 minutes and the round has not started: the player loses if he
    /// is not at the board when it does.
    AtTheStart,
}

/// A player who has not sat down yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Missing {
    pub seat: Seat,
    /// Time until the default time (negative once passed); `None` without a default time.
    pub time_left: Option<Duration>,
    pub urgency: Urgency,
    /// Minutes the regulation takes off the clock of a player absent when the session
    /// started (szs-pokal-2018: 15); `None` under other regulations or before the start.
    pub clock_deduction_minutes: Option<u16>,
}

/// Who has not sat down at `now` in `round`, the least time left first (then table and
/// board order).
pub fn missing(t: &Tournament, round: u32, now: DateTime<FixedOffset>) -> Vec<Missing> {
    let limit = default_time(t, round);
    let started = session_start(t, round).is_some_and(|start| now >= start);
    let deduction = t
        .regulation
        .late_clock_deduction_minutes
        .filter(|_| started);
    let mut list: Vec<Missing> = open_seats(t, round)
        .into_iter()
        .filter(|seat| seat.arrived.is_none())
        .map(|seat| {
            let time_left = limit.map(|l| l - now);
            let urgency = match (limit, time_left) {
                (Some(l), _) if !in_time(&t.regulation, l, now) => Urgency::Expired,
                (_, Some(left)) if left <= Duration::minutes(WARNING_MINUTES) => {
                    Urgency::LastMinutes
                }
                (Some(_), _) => Urgency::Waiting,
                (None, _) if at_the_start(&t.regulation) => Urgency::AtTheStart,
                (None, _) => Urgency::NoDefaultTime,
            };
            Missing {
                seat,
                time_left,
                urgency,
                clock_deduction_minutes: deduction,
            }
        })
        .collect();
    list.sort_by_key(|m| {
        (
            m.time_left.is_none(),
            m.time_left,
            m.seat.table,
            m.seat.board,
        )
    });
    list
}

/// A countdown as the hall clock shows it: `29:59`, `4:05`, `0:00`; time past the limit as
/// `-1:10`.
pub fn countdown(left: Duration) -> String {
    let seconds = left.num_seconds();
    let sign = if seconds < 0 { "-" } else { "" };
    let seconds = seconds.abs();
    format!("{sign}{}:{:02}", seconds / 60, seconds % 60)
}

/// The clock count for the header (the TUI says it in the reader's language,
/// `tui::views::clock::header_count`: "3 missing, next expiry 09:28").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockSummary {
    pub round: u32,
    pub missing: usize,
    /// The default time still ahead of the missing players, if any.
    pub next_expiry: Option<DateTime<FixedOffset>>,
    /// Boards with a forfeit due.
    pub forfeits_due: usize,
}

/// The clock count of the round in play ([`current_round`]), `None` when no round is
/// paired or the round is not in play at `now` ([`in_play`]): a round due another day has
/// nobody missing yet.
pub fn summary(t: &Tournament, now: DateTime<FixedOffset>) -> Option<ClockSummary> {
    let round = current_round(t).filter(|&round| in_play(t, round, now))?;
    let missing = missing(t, round, now);
    let next_expiry = missing
        .iter()
        .any(|m| matches!(m.urgency, Urgency::Waiting | Urgency::LastMinutes))
        .then(|| default_time(t, round))
        .flatten();
    Some(ClockSummary {
        round,
        missing: missing.len(),
        next_expiry,
        forfeits_due: proposed_forfeits(t, round, now).len(),
    })
}

/// The round in play, which the clock watches: the newest paired round where play has
/// begun (a result, an arrival or a start recorded), or the one after it once it is
/// decided; round 1 before anything is recorded. A Swiss is paired automatically only once
/// the round before is decided, so this is its newest round; a round robin's later rounds
/// may be paired ahead (C.05 Annex 1), and a round paired ahead is not due before the
/// ones before it are decided: none of its players is missing yet and no forfeit is due.
/// A result corrected in an earlier round does not take the event back to that round.
pub fn current_round(t: &Tournament) -> Option<u32> {
    let paired = t.paired_rounds() as u32;
    if paired == 0 {
        return None;
    }
    let begun = (1..=paired).rev().find(|&round| has_begun(t, round));
    Some(match begun {
        None => 1,
        Some(round) if round < paired && open_seats(t, round).is_empty() => round + 1,
        Some(round) => round,
    })
}

/// Whether `round` is in play at `now` (the hall's time): its play has begun, or it is
/// due on `now`'s day, or no schedule says when it is due.
pub fn in_play(t: &Tournament, round: u32, now: DateTime<FixedOffset>) -> bool {
    has_begun(t, round) || scheduled_start(t, round).is_none_or(|start| same_day(start, now))
}

/// Whether `at` falls on the day of `now`, on the clock `now` is read on (the hall's).
pub fn same_day(at: DateTime<FixedOffset>, now: DateTime<FixedOffset>) -> bool {
    at.with_timezone(now.offset()).date_naive() == now.date_naive()
}

/// Whether every board of `round` has its result: the round is over.
pub fn is_finished(t: &Tournament, round: u32) -> bool {
    round_entry(t, round).is_some_and(|r| r.is_paired()) && open_seats(t, round).is_empty()
}

/// Whether anything of `round`'s play is recorded: its start, an arrival or a result.
fn has_begun(t: &Tournament, round: u32) -> bool {
    round_entry(t, round).is_some_and(|r| {
        r.actual_start.is_some()
            || r.matches.iter().any(|m| {
                m.score_only.is_some()
                    || m.boards.iter().any(|b| {
                        b.result != GameResult::NotPlayed
                            || b.white_arrived.is_some()
                            || b.black_arrived.is_some()
                    })
            })
    })
}

/// A forfeit the default time makes due on one board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ProposedForfeit {
    pub table: usize,
    pub board: usize,
    /// `+-`, `-+` or `--`.
    pub result: GameResult,
}

/// The forfeits due at `now` in `round`: on every undecided board where a player has not
/// sat down in time, once the default time has passed. White absent gives `-+`, Black
/// absent `+-`, both absent `--`. Nothing is due before the default time passes.
pub fn proposed_forfeits(
    t: &Tournament,
    round: u32,
    now: DateTime<FixedOffset>,
) -> Vec<ProposedForfeit> {
    let Some(limit) = default_time(t, round) else {
        return Vec::new();
    };
    if in_time(&t.regulation, limit, now) {
        return Vec::new();
    }
    let absent = |seat: &Seat| {
        !seat
            .arrived
            .is_some_and(|at| in_time(&t.regulation, limit, at))
    };
    let seats = open_seats(t, round);
    seats
        .chunks(2)
        .filter_map(|pair| {
            let [white, black] = pair else { return None };
            let result = match (absent(white), absent(black)) {
                (true, true) => GameResult::DoubleForfeit,
                (true, false) => GameResult::BlackForfeitWin,
                (false, true) => GameResult::WhiteForfeitWin,
                (false, false) => return None,
            };
            Some(ProposedForfeit {
                table: white.table,
                board: white.board,
                result,
            })
        })
        .collect()
}

/// The matches of `round` as they stand once `forfeits` are entered.
pub fn with_forfeits(t: &Tournament, round: u32, forfeits: &[ProposedForfeit]) -> Vec<Match> {
    let Some(r) = round_entry(t, round) else {
        return Vec::new();
    };
    let mut matches = r.matches.clone();
    for f in forfeits {
        if let Some(board) = matches
            .get_mut(f.table - 1)
            .and_then(|m| m.boards.get_mut(f.board - 1))
        {
            board.result = f.result;
        }
    }
    matches
}

/// The teams of `round` that the forfeits leave without a single board: (table, team).
/// Scoring turns such a match into the regulation's forfeit award by the same test
/// ([`Match::absent_sides`]), so what is announced is what is recorded.
pub fn absent_teams(
    t: &Tournament,
    round: u32,
    forfeits: &[ProposedForfeit],
) -> Vec<(usize, TeamId)> {
    let mut teams = Vec::new();
    for (index, m) in with_forfeits(t, round, forfeits).iter().enumerate() {
        let table = index + 1;
        if !forfeits.iter().any(|f| f.table == table) {
            continue;
        }
        let (home, away) = m.absent_sides();
        teams.extend(home.then_some((table, m.home)));
        teams.extend(away.then_some((table, m.away)));
    }
    teams
}

/// When a player sat down, measured against the round's clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArrivalTiming {
    /// At the board when the session started (or no start is known).
    BeforeStart,
    /// After the session started, within the default time; `clock_deduction_minutes` is what
    /// the regulation takes off his clock (szs-pokal-2018: 15).
    AfterStart {
        clock_deduction_minutes: Option<u16>,
    },
    /// After the default time: the game is lost by default (FIDE 6.7.1).
    AfterDefaultTime { limit: DateTime<FixedOffset> },
}

pub fn arrival_timing(t: &Tournament, round: u32, at: DateTime<FixedOffset>) -> ArrivalTiming {
    if let Some(limit) = default_time(t, round)
        && !in_time(&t.regulation, limit, at)
    {
        return ArrivalTiming::AfterDefaultTime { limit };
    }
    match session_start(t, round) {
        Some(start) if at > start => ArrivalTiming::AfterStart {
            clock_deduction_minutes: t.regulation.late_clock_deduction_minutes,
        },
        _ => ArrivalTiming::BeforeStart,
    }
}

fn round_entry(t: &Tournament, round: u32) -> Option<&Round> {
    t.rounds.get(round.checked_sub(1)? as usize).map(|r| &**r)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::command::{Command, PlayerData, apply};
    use crate::core::model::TournamentInfo;
    use crate::i18n::Msg;

    /// `teams` teams of four players under preset `preset`, round 1 paired 1-2, 3-4, ...
    fn event(preset: &str, teams: u32) -> Tournament {
        let info = TournamentInfo {
            name: "Test".into(),
            ..Default::default()
        };
        let mut t = Tournament::new(info, Regulation::preset(preset).unwrap());
        for n in 1..=teams {
            let name = format!("Team {n}");
            let add = Command::AddTeam {
                name,
                club: String::new(),
                city: String::new(),
            };
            apply(&mut t, add).unwrap();
            for p in 1..=4 {
                let data = PlayerData {
                    surname: format!("Player {n}.{p}"),
                    registered: true,
                    ..Default::default()
                };
                apply(
                    &mut t,
                    Command::AddPlayer {
                        team: TeamId(n),
                        data,
                    },
                )
                .unwrap();
            }
        }
        let matches = (1..=teams)
            .step_by(2)
            .map(|n| (TeamId(n), TeamId(n + 1)))
            .collect();
        let pairing = Command::SetPairing {
            round: 1,
            matches,
            bye: None,
        };
        apply(&mut t, pairing).unwrap();
        t
    }

    /// A time on the day of round 1 of the preset, in the hall's offset.
    fn at(day: &str, hms: &str, offset: &str) -> DateTime<FixedOffset> {
        DateTime::parse_from_rfc3339(&format!("{day}T{hms}{offset}")).unwrap()
    }

    /// kzz-2015 round 1: scheduled 15 Feb 2015 09:30 (+01:00), so the default time is 10:00.
    fn kzz(hms: &str) -> DateTime<FixedOffset> {
        at("2015-02-15", hms, "+01:00")
    }

    /// bpz-2025 round 1: scheduled 18 Jan 2025 09:00 (+01:00), default time 09:30.
    fn bpz(hms: &str) -> DateTime<FixedOffset> {
        at("2025-01-18", hms, "+01:00")
    }

    /// szs-pokal-2018 round 1: scheduled 1 Jun 2018 17:00 (+02:00), default time 17:30.
    fn szs(hms: &str) -> DateTime<FixedOffset> {
        at("2018-06-01", hms, "+02:00")
    }

    fn arrive(
        t: &mut Tournament,
        table: usize,
        board: usize,
        colour: Colour,
        when: DateTime<FixedOffset>,
    ) -> String {
        let command = Command::RecordArrival {
            round: 1,
            table,
            board,
            colour,
            at: Some(when),
        };
        apply(t, command).unwrap().summary.to_string()
    }

    /// Everyone but the named seats arrives before the start.
    fn all_arrive_except(
        t: &mut Tournament,
        when: DateTime<FixedOffset>,
        except: &[(usize, usize, Colour)],
    ) {
        for seat in open_seats(t, 1) {
            if !except.contains(&(seat.table, seat.board, seat.colour)) {
                arrive(t, seat.table, seat.board, seat.colour, when);
            }
        }
    }

    #[test]
    fn default_time_is_thirty_minutes_after_the_scheduled_start() {
        let mut t = event("kzz-2015", 2);
        assert_eq!(scheduled_start(&t, 1), Some(kzz("09:30:00")));
        assert_eq!(default_time(&t, 1), Some(kzz("10:00:00")));
        // Starting late does not move the default time: it counts from the schedule.
        apply(
            &mut t,
            Command::StartRound {
                round: 1,
                at: kzz("09:41:00"),
            },
        )
        .unwrap();
        assert_eq!(default_time(&t, 1), Some(kzz("10:00:00")));
        // The arbiter's own schedule for the round wins over the regulation's.
        let schedule = Command::SetSchedule {
            round: 1,
            start: Some(kzz("10:15:00")),
            venue: String::new(),
        };
        apply(&mut t, schedule).unwrap();
        assert_eq!(default_time(&t, 1), Some(kzz("10:45:00")));
    }

    #[test]
    fn without_any_schedule_the_default_time_counts_from_the_actual_start() {
        let mut t = event("kzz-2015", 2);
        t.regulation.schedule.clear();
        assert_eq!(default_time(&t, 1), None);
        assert_eq!(
            missing(&t, 1, kzz("09:00:00"))[0].urgency,
            Urgency::NoDefaultTime
        );
        apply(
            &mut t,
            Command::StartRound {
                round: 1,
                at: kzz("09:35:00"),
            },
        )
        .unwrap();
        assert_eq!(default_time(&t, 1), Some(kzz("10:05:00")));
    }

    #[test]
    fn kzz_at_most_thirty_minutes_late_plays_at_thirty_and_loses_a_second_later() {
        // kzz-2015 art. 12: "may be late at most 30 minutes" — 10:00:00 is 30 minutes late.
        let mut t = event("kzz-2015", 2);
        all_arrive_except(
            &mut t,
            kzz("09:25:00"),
            &[(1, 1, Colour::White), (1, 2, Colour::White)],
        );
        arrive(&mut t, 1, 1, Colour::White, kzz("10:00:00"));
        let summary = arrive(&mut t, 1, 2, Colour::White, kzz("10:00:01"));
        assert!(
            summary.contains("after the default time 10:00"),
            "{summary}"
        );
        // At 10:00:00 itself nothing is due yet: a player sitting down now still plays.
        assert_eq!(proposed_forfeits(&t, 1, kzz("10:00:00")), vec![]);
        assert_eq!(
            proposed_forfeits(&t, 1, kzz("10:00:01")),
            vec![ProposedForfeit {
                table: 1,
                board: 2,
                result: GameResult::BlackForfeitWin
            }]
        );
    }

    #[test]
    fn bpz_arrival_at_twenty_nine_fifty_nine_plays_and_at_thirty_loses() {
        // bpz-2025 art. 7: players who do not come "before the 30 minutes expire" lose.
        let mut t = event("bpz-2025", 2);
        all_arrive_except(
            &mut t,
            bpz("08:55:00"),
            &[(1, 3, Colour::Black), (1, 4, Colour::Black)],
        );
        arrive(&mut t, 1, 3, Colour::Black, bpz("09:29:59"));
        arrive(&mut t, 1, 4, Colour::Black, bpz("09:30:00"));
        assert_eq!(proposed_forfeits(&t, 1, bpz("09:29:59")), vec![]);
        assert_eq!(
            proposed_forfeits(&t, 1, bpz("09:30:00")),
            vec![ProposedForfeit {
                table: 1,
                board: 4,
                result: GameResult::WhiteForfeitWin
            }]
        );
    }

    #[test]
    fn both_players_absent_is_a_double_forfeit() {
        let mut t = event("kzz-2015", 2);
        all_arrive_except(
            &mut t,
            kzz("09:20:00"),
            &[(1, 3, Colour::White), (1, 3, Colour::Black)],
        );
        let due = proposed_forfeits(&t, 1, kzz("10:01:00"));
        assert_eq!(due.len(), 1);
        assert_eq!(
            (due[0].board, due[0].result),
            (3, GameResult::DoubleForfeit)
        );
        assert_eq!(absent_teams(&t, 1, &due), vec![]);
    }

    #[test]
    fn a_whole_team_absent_forfeits_the_match_with_the_regulations_award() {
        // mzz-2012: "Ekipi koja je dobila meč kontumacijom dodjeljuje se 2 meč boda
        // (rezultat meča je 4:0)". Team 4 (second-named at table 2) never comes.
        let mut t = event("mzz-2012", 4);
        let at_ten = at("2012-02-05", "09:55:00", "+01:00");
        let team_4: Vec<_> = open_seats(&t, 1)
            .into_iter()
            .filter(|s| s.team == TeamId(4))
            .map(|s| (s.table, s.board, s.colour))
            .collect();
        all_arrive_except(&mut t, at_ten, &team_4);
        // The default time of 0 minutes (FIDE Laws 2012 art. 6.6a) runs out at the start.
        let start = at("2012-02-05", "10:00:00", "+01:00");
        apply(
            &mut t,
            Command::StartRound {
                round: 1,
                at: start,
            },
        )
        .unwrap();
        let now = at("2012-02-05", "10:31:00", "+01:00");
        let due = proposed_forfeits(&t, 1, now);
        assert_eq!(due.len(), 4);
        assert_eq!(absent_teams(&t, 1, &due), vec![(2, TeamId(4))]);
        let applied = apply(
            &mut t,
            Command::DeclareForfeits {
                round: 1,
                table: None,
                at: now,
                forfeits: None,
            },
        )
        .unwrap();
        assert!(
            applied
                .summary
                .to_string()
                .contains("Team 4 absent at table 2"),
            "{}",
            applied.summary
        );
        // Team 3 has White on boards 1 and 3: +- -+ +- -+ in White-first notation.
        let results: Vec<_> = t.rounds[0].matches[1]
            .boards
            .iter()
            .map(|b| b.result)
            .collect();
        use GameResult::*;
        assert_eq!(
            results,
            vec![
                WhiteForfeitWin,
                BlackForfeitWin,
                WhiteForfeitWin,
                BlackForfeitWin
            ]
        );
        // What the forfeits score under mzz-2012 (2 MP, 4:0) is the scoring's to say:
        // tests/it/clock.rs reads it through `kup` after the same forfeits.
        // Table 1 had everyone: nothing happened there.
        assert!(
            t.rounds[0].matches[0]
                .boards
                .iter()
                .all(|b| b.result == NotPlayed)
        );
    }

    #[test]
    fn forfeits_are_refused_before_the_default_time_and_leave_the_state_alone() {
        let mut t = event("kzz-2015", 2);
        let before = t.clone();
        let early = Command::DeclareForfeits {
            round: 1,
            table: None,
            at: kzz("09:59:00"),
            forfeits: None,
        };
        let error = apply(&mut t, early).unwrap_err();
        assert_eq!(error.field, Msg::FieldForfeits);
        assert!(
            error
                .rule
                .to_string()
                .contains("default time (10:00) has not passed"),
            "{}",
            error.rule
        );
        assert_eq!(t, before);
        let wrong_table = Command::DeclareForfeits {
            round: 1,
            table: Some(2),
            at: kzz("10:05:00"),
            forfeits: None,
        };
        assert_eq!(
            apply(&mut t, wrong_table).unwrap_err().field,
            Msg::FieldTable
        );
    }

    #[test]
    fn one_table_at_a_time() {
        let mut t = event("kzz-2015", 4);
        let now = kzz("10:10:00");
        apply(
            &mut t,
            Command::DeclareForfeits {
                round: 1,
                table: Some(2),
                at: now,
                forfeits: None,
            },
        )
        .unwrap();
        assert!(
            t.rounds[0].matches[0]
                .boards
                .iter()
                .all(|b| b.result == GameResult::NotPlayed)
        );
        assert!(
            t.rounds[0].matches[1]
                .boards
                .iter()
                .all(|b| b.result == GameResult::DoubleForfeit)
        );
        assert_eq!(proposed_forfeits(&t, 1, now).len(), 4);
    }

    #[test]
    fn missing_players_with_time_left_and_urgency() {
        let mut t = event("kzz-2015", 4);
        all_arrive_except(
            &mut t,
            kzz("09:29:00"),
            &[(2, 4, Colour::Black), (1, 2, Colour::White)],
        );
        let at_five_to = missing(&t, 1, kzz("09:55:00"));
        // Same default time for both: table order decides.
        let seats: Vec<_> = at_five_to
            .iter()
            .map(|m| (m.seat.table, m.seat.board, m.seat.colour))
            .collect();
        assert_eq!(seats, vec![(1, 2, Colour::White), (2, 4, Colour::Black)]);
        // Board 2 of table 1: first-named team 1 has Black on even boards, so White is team 2.
        assert_eq!(at_five_to[0].seat.team, TeamId(2));
        assert_eq!(at_five_to[0].time_left, Some(Duration::minutes(5)));
        assert_eq!(at_five_to[0].urgency, Urgency::LastMinutes);
        assert_eq!(missing(&t, 1, kzz("09:54:59"))[0].urgency, Urgency::Waiting);
        assert_eq!(
            missing(&t, 1, kzz("10:00:00"))[0].urgency,
            Urgency::LastMinutes
        );
        assert_eq!(missing(&t, 1, kzz("10:00:01"))[0].urgency, Urgency::Expired);
        let count = summary(&t, kzz("09:40:00")).unwrap();
        assert_eq!(
            (count.missing, count.next_expiry, count.forfeits_due),
            (2, Some(kzz("10:00:00")), 0)
        );
        let count = summary(&t, kzz("10:03:00")).unwrap();
        assert_eq!(
            (count.missing, count.next_expiry, count.forfeits_due),
            (2, None, 2)
        );
    }

    #[test]
    fn the_fifteen_minute_deduction_is_only_in_the_slovenian_preset() {
        // szs-pokal-2018 (FIDE 6.7.2 as amended): absent at the start of the session, 15
        // minutes come off the clock at once.
        let mut t = event("szs-pokal-2018", 2);
        assert_eq!(
            missing(&t, 1, szs("16:55:00"))[0].clock_deduction_minutes,
            None
        );
        assert_eq!(
            missing(&t, 1, szs("17:00:00"))[0].clock_deduction_minutes,
            Some(15)
        );
        let summary = arrive(&mut t, 1, 1, Colour::White, szs("17:04:00"));
        assert!(summary.contains("15 minutes off his clock"), "{summary}");
        let on_time = arrive(&mut t, 1, 1, Colour::Black, szs("16:58:00"));
        assert!(!on_time.contains("minutes off"), "{on_time}");

        for preset in ["kzz-2015", "mzz-2012", "bpz-2025", "hss-kadeti-2009"] {
            let mut t = event(preset, 2);
            let start = scheduled_start(&t, 1).unwrap();
            let later = start + Duration::minutes(4);
            assert_eq!(
                missing(&t, 1, later)[0].clock_deduction_minutes,
                None,
                "{preset}"
            );
            let summary = arrive(&mut t, 1, 1, Colour::White, later);
            assert!(summary.ends_with("after the start"), "{preset}: {summary}");
        }
    }

    #[test]
    fn countdowns_read_like_a_clock() {
        assert_eq!(countdown(Duration::seconds(30 * 60 - 1)), "29:59");
        assert_eq!(countdown(Duration::seconds(245)), "4:05");
        assert_eq!(countdown(Duration::zero()), "0:00");
        assert_eq!(countdown(Duration::seconds(-70)), "-1:10");
    }

    #[test]
    fn boards_with_a_result_are_not_watched() {
        let mut t = event("kzz-2015", 2);
        let result = Command::SetResult {
            round: 1,
            table: 1,
            board: 1,
            result: GameResult::Draw,
        };
        apply(&mut t, result).unwrap();
        assert_eq!(missing(&t, 1, kzz("09:40:00")).len(), 6);
        assert_eq!(proposed_forfeits(&t, 1, kzz("10:40:00")).len(), 3);
    }
}
