//! The Clock view: the first half hour of the newest round. The players not yet at their
//! board, the least time left first, with a live countdown to the default time (it turns to
//! the warning style at [`clock::WARNING_MINUTES`] and to the error style when it has passed);
//! players who came after the default time stay listed as such. One key marks the cursor's
//! player present, one enters the forfeits due at the cursor's table, one records the
//! actual start. The rules are in `core::clock`.

use chrono::{DateTime, FixedOffset};
use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Row, Table, TableState};

use super::{Ctx, Paint, View, player_label};
use crate::core::clock::{self, ArrivalTiming, Seat, Urgency, arrival_timing, countdown};
use crate::core::{Command, Tournament};
use crate::tui::keymap::{self, Binding, Hint, Key, Move, lookup};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Action {
    Move(Move),
    Present,
    Forfeit,
    Start,
}

const KEYS: &[Binding<Action>] = &[
    Binding {
        keys: &[Key::char('a'), Key::plain(KeyCode::Enter)],
        label: "a / Enter",
        what: "the cursor's player is at the board now",
        action: Action::Present,
    },
    Binding {
        keys: &[Key::char('f')],
        label: "f",
        what: "enter the forfeits due at the cursor's table",
        action: Action::Forfeit,
    },
    Binding {
        keys: &[Key::char('s')],
        label: "s",
        what: "the round starts now (record the actual start)",
        action: Action::Start,
    },
    Binding {
        keys: keymap::UP,
        label: "Up / k",
        what: "previous player",
        action: Action::Move(Move::Up),
    },
    Binding {
        keys: keymap::DOWN,
        label: "Down / j",
        what: "next player",
        action: Action::Move(Move::Down),
    },
    Binding {
        keys: keymap::HOME,
        label: "Home",
        what: "first player",
        action: Action::Move(Move::First),
    },
    Binding {
        keys: keymap::END,
        label: "End",
        what: "last player",
        action: Action::Move(Move::Last),
    },
];

#[derive(Debug, Default)]
pub struct ClockView {
    list: TableState,
}

/// One line of the list: a missing player, or one who came after the default time.
struct Entry {
    seat: Seat,
    urgency: Urgency,
    /// The countdown, "EXPIRED", or when a too-late player came.
    left: String,
    clock_deduction_minutes: Option<u16>,
}

/// The missing players (least time left first), then those who came too late.
fn entries(t: &Tournament, round: u32, now: DateTime<FixedOffset>) -> Vec<Entry> {
    let mut list: Vec<Entry> = clock::missing(t, round, now)
        .into_iter()
        .map(|m| Entry {
            seat: m.seat,
            urgency: m.urgency,
            left: match (m.urgency, m.time_left) {
                (Urgency::Expired, _) => "EXPIRED".to_string(),
                (_, Some(left)) => countdown(left),
                (_, None) => "no schedule".to_string(),
            },
            clock_deduction_minutes: m.clock_deduction_minutes,
        })
        .collect();
    list.extend(clock::open_seats(t, round).into_iter().filter_map(|seat| {
        let at = seat.arrived?;
        matches!(
            arrival_timing(t, round, at),
            ArrivalTiming::AfterDefaultTime { .. }
        )
        .then(|| Entry {
            seat,
            urgency: Urgency::Expired,
            left: format!("came {}", at.format("%H:%M")),
            clock_deduction_minutes: None,
        })
    }));
    list
}

/// The count for the header on every tab: "3 missing, next expiry 09:28"; nothing when
/// nobody is missing and no forfeit is due.
pub fn header_count(t: &Tournament, now: DateTime<FixedOffset>) -> Option<String> {
    clock::summary(t, now)
        .filter(|s| s.missing > 0 || s.forfeits_due > 0)
        .map(|s| s.to_string())
}

impl ClockView {
    fn selected_seat(
        &mut self,
        t: &Tournament,
        round: u32,
        now: DateTime<FixedOffset>,
    ) -> Option<Seat> {
        let list = entries(t, round, now);
        let index = self
            .list
            .selected()
            .unwrap_or(0)
            .min(list.len().saturating_sub(1));
        self.list.select(Some(index));
        list.get(index).map(|e| e.seat)
    }
}

impl View for ClockView {
    fn hints(&self) -> Vec<Hint> {
        keymap::hints(KEYS)
    }

    fn handle(&mut self, key: &KeyEvent, ctx: &mut Ctx) -> bool {
        let Some(action) = lookup(KEYS, key) else {
            return false;
        };
        let Some(round) = clock::current_round(ctx.state()) else {
            ctx.refuse("clock: no round is paired yet");
            return true;
        };
        let now = ctx.now;
        let seat = self.selected_seat(ctx.state(), round, now);
        match (action, seat) {
            (Action::Move(step), _) => {
                let len = entries(ctx.state(), round, now).len();
                let index = step.apply(self.list.selected().unwrap_or(0), len, 10);
                self.list.select(Some(index));
            }
            (Action::Start, _) => {
                ctx.execute(Command::StartRound { round, at: now });
            }
            (Action::Present, Some(seat)) if seat.arrived.is_none() => {
                ctx.execute(Command::RecordArrival {
                    round,
                    table: seat.table,
                    board: seat.board,
                    colour: seat.colour,
                    at: Some(now),
                });
            }
            (Action::Present, Some(_)) => {
                ctx.refuse("arrival: this player has already come (after the default time)")
            }
            (Action::Forfeit, Some(seat)) => {
                ctx.execute(Command::DeclareForfeits {
                    round,
                    table: Some(seat.table),
                    at: now,
                });
            }
            (Action::Present | Action::Forfeit, None) => {
                ctx.refuse("clock: every player of the open games is at the board")
            }
        }
        true
    }

    fn render(&mut self, frame: &mut Frame, area: Rect, paint: &Paint) {
        let t = paint.t;
        let Some(round) = clock::current_round(t) else {
            frame.render_widget(
                Paragraph::new("No round is paired yet.").block(paint.block(" Clock ")),
                area,
            );
            return;
        };
        let hm = |d: Option<DateTime<FixedOffset>>| {
            d.map_or_else(|| "—".to_string(), |d| d.format("%H:%M").to_string())
        };
        let r = &t.rounds[round as usize - 1];
        let mut info = vec![Line::styled(
            format!(
                "Scheduled {}   started {}   default time {}   now {}",
                hm(clock::scheduled_start(t, round)),
                hm(r.actual_start),
                hm(clock::default_time(t, round)),
                paint.now.format("%H:%M:%S")
            ),
            paint.theme.text,
        )];
        if let Some(minutes) = t.regulation.late_clock_deduction_minutes {
            info.push(Line::styled(
                format!(
                    "{}: a player absent at the start loses {minutes} minutes on his clock at once",
                    t.regulation.id
                ),
                paint.theme.warning,
            ));
        }
        let due = clock::proposed_forfeits(t, round, paint.now).len();
        if due > 0 {
            info.push(Line::styled(
                format!("{due} forfeit(s) due: f on a table enters them (u takes them back)"),
                paint.theme.error,
            ));
        }
        let [top, list_area] =
            Layout::vertical([Constraint::Length(info.len() as u16), Constraint::Fill(1)])
                .areas(paint_inner(area));
        frame.render_widget(
            paint.block(format!(" Round {round}: players not yet at the board ")),
            area,
        );
        frame.render_widget(Paragraph::new(info), top);

        let rows = entries(t, round, paint.now);
        if rows.is_empty() {
            frame.render_widget(
                Paragraph::new("Nobody is missing at the boards still in play.")
                    .style(paint.theme.text),
                list_area,
            );
            return;
        }
        let selected = self.list.selected().unwrap_or(0).min(rows.len() - 1);
        self.list.select(Some(selected));
        let table = Table::new(
            rows.iter().map(|e| {
                let style: Style = match e.urgency {
                    Urgency::Expired => paint.theme.error.into(),
                    Urgency::LastMinutes => paint.theme.warning.into(),
                    Urgency::Waiting | Urgency::NoDefaultTime => paint.theme.text.into(),
                };
                let player = e
                    .seat
                    .player
                    .and_then(|p| t.team(e.seat.team)?.player(p))
                    .map_or_else(|| "(empty board)".to_string(), player_label);
                let deduction = e
                    .clock_deduction_minutes
                    .map(|m| format!(" −{m}'"))
                    .unwrap_or_default();
                Row::new([
                    e.seat.table.to_string(),
                    e.seat.board.to_string(),
                    format!("{:?}", e.seat.colour),
                    player,
                    paint.team_label(e.seat.team),
                    format!("{}{deduction}", e.left),
                ])
                .style(style)
            }),
            [
                Constraint::Length(3),
                Constraint::Length(2),
                Constraint::Length(5),
                Constraint::Fill(3),
                Constraint::Fill(2),
                Constraint::Length(13),
            ],
        )
        .header(Row::new(["Tbl", "Bd", "", "Player", "Team", "Left"]).style(paint.theme.heading))
        .row_highlight_style(paint.theme.selected);
        frame.render_stateful_widget(table, list_area, &mut self.list);
    }

    /// The countdown runs while a missing player still has time: one redraw a second.
    fn ticks(&self, paint: &Paint) -> bool {
        clock::current_round(paint.t).is_some_and(|round| {
            clock::missing(paint.t, round, paint.now)
                .iter()
                .any(|m| matches!(m.urgency, Urgency::Waiting | Urgency::LastMinutes))
        })
    }
}

/// The area inside a bordered block.
fn paint_inner(area: Rect) -> Rect {
    ratatui::widgets::Block::default()
        .borders(ratatui::widgets::Borders::ALL)
        .inner(area)
}
