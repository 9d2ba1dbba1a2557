//! The Clock view: the first half hour of the newest round. The players not yet at their
//! board, the least time left first, with a live countdown to the default time (it turns to
//! the warning style at [`clock::WARNING_MINUTES`] and to the error style when it has passed);
//! players who came after the default time stay listed as such. One key marks the cursor's
//! player present, one enters the forfeits due at the cursor's table, one records the
//! actual start. The rules are in `core::clock`.

use chrono::{DateTime, FixedOffset};
use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Row, Table, TableState, Wrap};

use super::{Ctx, Paint, View, column_widths, fit, player_label};
use crate::core::clock::{self, ArrivalTiming, Seat, Urgency, arrival_timing, countdown};
use crate::core::{Colour, Command, Tournament};
use crate::i18n::{Lang, Msg, format};
use crate::tr;
use crate::tui::keymap::{self, Binding, Hint, Key, Move, is_yes, lookup};
use unicode_width::UnicodeWidthStr;

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
        what: Msg::KeyClockPresent,
        action: Action::Present,
    },
    Binding {
        keys: &[Key::char('f')],
        label: "f",
        what: Msg::KeyClockForfeits,
        action: Action::Forfeit,
    },
    Binding {
        keys: &[Key::char('s')],
        label: "s",
        what: Msg::KeyClockStart,
        action: Action::Start,
    },
    Binding {
        keys: keymap::UP,
        label: "{up} / k",
        what: Msg::KeyClockPreviousPlayer,
        action: Action::Move(Move::Up),
    },
    Binding {
        keys: keymap::DOWN,
        label: "{down} / j",
        what: Msg::KeyClockNextPlayer,
        action: Action::Move(Move::Down),
    },
    Binding {
        keys: keymap::HOME,
        label: "Home",
        what: Msg::KeyClockFirstPlayer,
        action: Action::Move(Move::First),
    },
    Binding {
        keys: keymap::END,
        label: "End",
        what: Msg::KeyClockLastPlayer,
        action: Action::Move(Move::Last),
    },
];

#[derive(Debug, Default)]
pub struct ClockView {
    list: TableState,
    /// A start the arbiter is asked to confirm (the round, and when), because it would
    /// replace a start already recorded or comes after the default time has passed.
    start_asked: Option<(u32, DateTime<FixedOffset>)>,
}

/// One line of the list: a missing player, or one who came after the default time.
struct Entry {
    seat: Seat,
    urgency: Urgency,
    /// The countdown, "EXPIRED", or when a too-late player came, in the reader's language.
    left: String,
    clock_deduction_minutes: Option<u16>,
}

/// The missing players (least time left first), then those who came too late.
fn entries(t: &Tournament, round: u32, now: DateTime<FixedOffset>, lang: Lang) -> Vec<Entry> {
    // A default time on another day is that day and time, not thousands of minutes.
    let limit_another_day = clock::default_time(t, round)
        .filter(|limit| !clock::same_day(*limit, now))
        .map(|limit| format::date_time(lang, limit));
    let mut list: Vec<Entry> = clock::missing(t, round, now)
        .into_iter()
        .map(|m| Entry {
            seat: m.seat,
            urgency: m.urgency,
            left: match (m.urgency, m.time_left, &limit_another_day) {
                (Urgency::Expired, ..) => lang.text(Msg::ClockExpired).to_string(),
                (_, Some(_), Some(day)) => day.clone(),
                (_, Some(left), None) => countdown(left),
                (Urgency::AtTheStart, None, _) => lang.text(Msg::ClockAtTheStart).to_string(),
                (_, None, _) => lang.text(Msg::ClockNoSchedule).to_string(),
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
            left: tr!(lang, Msg::ClockCame, time = format::moment(lang, at, now)),
            clock_deduction_minutes: None,
        })
    }));
    list
}

/// The count for the header on every tab: "3 missing, next expiry 09:28"; nothing when
/// nobody is missing and no forfeit is due.
pub fn header_count(t: &Tournament, now: DateTime<FixedOffset>, lang: Lang) -> Option<String> {
    clock::summary(t, now)
        .filter(|s| s.missing > 0 || s.forfeits_due > 0)
        .map(|s| {
            let mut count = tr!(lang, Msg::ClockCountMissing, missing = s.missing);
            if let Some(at) = s.next_expiry {
                count.push_str(&tr!(
                    lang,
                    Msg::ClockCountNextExpiry,
                    time = format::moment(lang, at, now)
                ));
            }
            if s.forfeits_due > 0 {
                count.push_str(&tr!(lang, Msg::ClockCountForfeits, due = s.forfeits_due));
            }
            count
        })
}

impl ClockView {
    /// Records the start of `round` at `now` when it is the round in play on its day, or
    /// first asks when it is not what an arbiter does: the round is over (every board has
    /// its result), its clocks already started (a second `s` would move the default time
    /// silently), it is due another day, or the default time counted from the schedule has
    /// passed (the round's day or time is likely wrong, and every absent player would lose
    /// at once).
    fn start(&mut self, round: u32, now: DateTime<FixedOffset>, ctx: &mut Ctx) {
        let t = ctx.state();
        let lang = ctx.lang;
        let yes = lang.text(Msg::FormYes);
        let moment = |at: DateTime<FixedOffset>| format::moment(lang, at, now);
        let scheduled = clock::scheduled_start(t, round);
        let question = match (
            t.rounds[round as usize - 1].actual_start,
            clock::default_time(t, round),
        ) {
            _ if clock::is_finished(t, round) => Some(tr!(
                lang,
                Msg::ClockConfirmFinished,
                round = round,
                yes = yes
            )),
            (Some(started), _) => Some(tr!(
                lang,
                Msg::ClockConfirmRestart,
                round = round,
                started = moment(started),
                now = format::time(now.time()),
                yes = yes
            )),
            _ if scheduled.is_some_and(|at| !clock::same_day(at, now)) => Some(tr!(
                lang,
                Msg::ClockConfirmOtherDay,
                round = round,
                when = scheduled
                    .map(|at| format::date_time(lang, at))
                    .unwrap_or_default(),
                yes = yes
            )),
            (None, Some(limit)) if now > limit => Some(tr!(
                lang,
                Msg::ClockConfirmLateStart,
                round = round,
                limit = moment(limit),
                yes = yes
            )),
            _ => None,
        };
        match question {
            Some(question) => {
                ctx.ask(question);
                self.start_asked = Some((round, now));
            }
            None => {
                ctx.execute(Command::StartRound { round, at: now });
            }
        }
    }

    fn selected_seat(
        &mut self,
        t: &Tournament,
        round: u32,
        now: DateTime<FixedOffset>,
        lang: Lang,
    ) -> Option<Seat> {
        let list = entries(t, round, now, lang);
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

    /// The players of the list (missing, then came too late), each with the team.
    fn search_rows(&mut self, paint: &Paint) -> Vec<String> {
        let t = paint.t;
        let Some(round) = clock::current_round(t) else {
            return Vec::new();
        };
        entries(t, round, paint.now, paint.lang)
            .iter()
            .map(|e| {
                let player = (e.seat.player)
                    .and_then(|p| t.team(e.seat.team)?.player(p))
                    .map(|p| p.full_name())
                    .unwrap_or_default();
                format!("{player} {}", paint.team_label(e.seat.team))
            })
            .collect()
    }

    fn show_row(&mut self, index: usize) {
        self.list.select(Some(index));
    }

    fn captures_input(&self) -> bool {
        self.start_asked.is_some()
    }

    fn handle(&mut self, key: &KeyEvent, ctx: &mut Ctx) -> bool {
        if let Some((round, at)) = self.start_asked.take() {
            if is_yes(key, ctx.lang) {
                ctx.execute(Command::StartRound { round, at });
            } else {
                ctx.tell(ctx.lang.text(Msg::StepCancelled));
            }
            return true;
        }
        let Some(action) = lookup(KEYS, key) else {
            return false;
        };
        let Some(round) = clock::current_round(ctx.state()) else {
            ctx.refuse(ctx.lang.text(Msg::ClockNoRound));
            return true;
        };
        let now = ctx.now;
        let lang = ctx.lang;
        let seat = self.selected_seat(ctx.state(), round, now, lang);
        match (action, seat) {
            (Action::Move(step), _) => {
                let len = entries(ctx.state(), round, now, lang).len();
                let index = step.apply(self.list.selected().unwrap_or(0), len, 10);
                self.list.select(Some(index));
            }
            (Action::Start, _) => self.start(round, now, ctx),
            (Action::Present, Some(seat)) if seat.arrived.is_none() => {
                ctx.execute(Command::RecordArrival {
                    round,
                    table: seat.table,
                    board: seat.board,
                    colour: seat.colour,
                    at: Some(now),
                });
            }
            (Action::Present, Some(_)) => ctx.refuse(lang.text(Msg::ClockAlreadyCame)),
            (Action::Forfeit, Some(seat)) => {
                ctx.execute(Command::DeclareForfeits {
                    round,
                    table: Some(seat.table),
                    at: now,
                    forfeits: None,
                });
            }
            (Action::Present | Action::Forfeit, None) => {
                ctx.refuse(lang.text(Msg::ClockNobodyToEnter))
            }
        }
        true
    }

    fn render(&mut self, frame: &mut Frame, area: Rect, paint: &Paint) {
        let t = paint.t;
        let lang = paint.lang;
        let Some(round) = clock::current_round(t) else {
            frame.render_widget(
                Paragraph::new(lang.text(Msg::NoRoundPaired))
                    .block(paint.block(format!(" {} ", lang.text(Msg::TabClock)))),
                area,
            );
            return;
        };
        // The times of a round on another day carry their date and may take two lines.
        let inner = paint_inner(area);
        let info =
            Paragraph::new(round_info(paint, round, inner.width.into())).wrap(Wrap { trim: true });
        let height = info.line_count(inner.width) as u16;
        let [top, list_area] =
            Layout::vertical([Constraint::Length(height), Constraint::Fill(1)]).areas(inner);
        frame.render_widget(paint.block(tr!(lang, Msg::ClockTitle, round = round)), area);
        frame.render_widget(info, top);

        let rows = entries(t, round, paint.now, lang);
        if rows.is_empty() {
            frame.render_widget(
                Paragraph::new(lang.text(Msg::ClockNobodyMissing)).style(paint.theme.text),
                list_area,
            );
            return;
        }
        let selected = self.list.selected().unwrap_or(0).min(rows.len() - 1);
        self.list.select(Some(selected));
        // The list is drawn inside the block over `area`, as `column_widths` assumes.
        let table = entry_table(paint, &rows, area);
        // The cursor's bar would paint over the time left's colour, which is what the
        // arbiter reads: that one cell keeps the style it has on every other row.
        let (table, column) = match urgency_style(paint, rows[selected].urgency) {
            Some(style) => (
                table.cell_highlight_style(Style::reset().patch(style)),
                Some(TIME_LEFT_COLUMN),
            ),
            None => (table, None),
        };
        self.list.select_column(column);
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

/// The round's times (scheduled, started, default time, now), the late-arrival deduction
/// of the regulation, and how many forfeits are due.
fn round_info(paint: &Paint, round: u32, width: usize) -> Vec<Line<'static>> {
    let (t, lang) = (paint.t, paint.lang);
    let hm = |d: Option<DateTime<FixedOffset>>| {
        d.map_or_else(|| "—".to_string(), |d| format::moment(lang, d, paint.now))
    };
    let r = &t.rounds[round as usize - 1];
    let times = tr!(
        lang,
        Msg::ClockTimes,
        scheduled = hm(clock::scheduled_start(t, round)),
        started = hm(r.actual_start),
        limit = match clock::default_time(t, round) {
            None if clock::at_the_start(&t.regulation) => {
                lang.text(Msg::ClockLimitAtTheStart).to_string()
            }
            limit => hm(limit),
        },
        now = paint.now.format("%H:%M:%S")
    );
    let mut info: Vec<Line> = packed(&times, width)
        .into_iter()
        .map(|line| Line::styled(line, paint.theme.text))
        .collect();
    if let Some(minutes) = t.regulation.late_clock_deduction_minutes {
        info.push(Line::styled(
            tr!(
                lang,
                Msg::ClockDeduction,
                minutes = minutes,
                regulation = t.regulation.id
            ),
            paint.theme.warning,
        ));
    }
    let due = clock::proposed_forfeits(t, round, paint.now).len();
    if due > 0 {
        info.push(Line::styled(
            tr!(lang, Msg::ClockForfeitsDue, due = due),
            paint.theme.error,
        ));
    }
    info
}

/// `text` in lines of at most `width` cells, broken only between its parts (three spaces
/// keep the times apart), so that no label is parted from its time.
fn packed(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for part in text.split("   ") {
        match lines.last_mut() {
            Some(line) if line.width() + 3 + part.width() <= width => {
                line.push_str("   ");
                line.push_str(part);
            }
            _ => lines.push(part.to_string()),
        }
    }
    lines
}

/// The column of the time left in [`entry_table`].
const TIME_LEFT_COLUMN: usize = 5;

/// How a row of the list stands out when its time is short or gone; `None` for a row
/// with time enough.
fn urgency_style(paint: &Paint, urgency: Urgency) -> Option<Style> {
    match urgency {
        Urgency::Expired => Some(paint.theme.error.into()),
        Urgency::LastMinutes => Some(paint.theme.warning.into()),
        Urgency::Waiting | Urgency::NoDefaultTime | Urgency::AtTheStart => None,
    }
}

/// The list: table, board, colour, player, team and time left, styled by urgency; names
/// cut to the columns the table gets inside a block over `area`.
fn entry_table<'a>(paint: &Paint, rows: &[Entry], area: Rect) -> Table<'a> {
    let (t, lang) = (paint.t, paint.lang);
    let widths = [
        // "Tbl", or the reader's longer word for a table ("Stol", "Miza").
        Constraint::Length(lang.text(Msg::ColumnTable).width().max(3) as u16),
        Constraint::Length(2),
        Constraint::Length(5),
        // Player and team alike: at 80 columns both get 25 cells, room for a county
        // team's name ("(4) ŠK Mursko Središće") beside the player and rating.
        Constraint::Fill(1),
        Constraint::Fill(1),
        // A countdown, or the day and time of a default time on another day.
        Constraint::Length(
            rows.iter()
                .map(|e| e.left.width())
                .max()
                .unwrap_or(0)
                .max(13) as u16,
        ),
    ];
    let cut = column_widths(area, &widths);
    let body: Vec<Row> = rows
        .iter()
        .map(|e| {
            let style = urgency_style(paint, e.urgency).unwrap_or(paint.theme.text.into());
            let player = e
                .seat
                .player
                .and_then(|p| t.team(e.seat.team)?.player(p))
                .map_or_else(|| lang.text(Msg::ClockEmptyBoard).to_string(), player_label);
            let deduction = e
                .clock_deduction_minutes
                .map(|m| format!(" −{m}'"))
                .unwrap_or_default();
            Row::new([
                e.seat.table.to_string(),
                e.seat.board.to_string(),
                lang.text(match e.seat.colour {
                    Colour::White => Msg::ClockWhite,
                    Colour::Black => Msg::ClockBlack,
                })
                .to_string(),
                fit(&player, cut[3]),
                fit(&paint.team_label(e.seat.team), cut[4]),
                format!("{}{deduction}", e.left),
            ])
            .style(style)
        })
        .collect();
    Table::new(body, widths)
        .header(
            Row::new([
                lang.text(Msg::ColumnTable),
                lang.text(Msg::ColumnBoard),
                "",
                lang.text(Msg::ColumnPlayer),
                lang.text(Msg::ColumnTeam),
                lang.text(Msg::ClockColumnLeft),
            ])
            .style(paint.theme.heading),
        )
        .row_highlight_style(paint.theme.selected)
}

/// The area inside a bordered block.
fn paint_inner(area: Rect) -> Rect {
    ratatui::widgets::Block::default()
        .borders(ratatui::widgets::Borders::ALL)
        .inner(area)
}

#[cfg(test)]
mod tests {
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use ratatui::buffer::Buffer;
    use ratatui::style::{Color, Modifier};

    use super::*;
    use crate::core::command::{PlayerData, apply};
    use crate::core::{Regulation, TeamId, TournamentInfo};
    use crate::tui::theme::Theme;

    /// Two teams of four under `preset`, round 1 paired 1-2, everyone missing.
    fn event(preset: &str) -> Tournament {
        let info = TournamentInfo {
            name: "Test".into(),
            ..Default::default()
        };
        let mut t = Tournament::new(info, Regulation::preset(preset).unwrap());
        for n in 1..=2 {
            let team = Command::AddTeam {
                name: format!("Team {n}"),
                club: String::new(),
                city: String::new(),
            };
            apply(&mut t, team).unwrap();
            for p in 1..=4 {
                let data = PlayerData {
                    surname: format!("Player {n}.{p}"),
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
        let pairing = Command::SetPairing {
            round: 1,
            matches: vec![(TeamId(1), TeamId(2))],
            bye: None,
        };
        apply(&mut t, pairing).unwrap();
        t
    }

    fn render(t: &Tournament, now: &str) -> Buffer {
        let theme = Theme::choose(Some("default"), false).unwrap();
        let paint = Paint {
            t,
            theme: &theme,
            now: DateTime::parse_from_rfc3339(now).unwrap(),
            lang: crate::i18n::Lang::En,
            revision: 0,
        };
        let mut terminal = Terminal::new(TestBackend::new(80, 20)).unwrap();
        let mut view = ClockView::default();
        terminal
            .draw(|frame| view.render(frame, frame.area(), &paint))
            .unwrap();
        terminal.backend().buffer().clone()
    }

    fn text(buffer: &Buffer) -> Vec<String> {
        let width = buffer.area.width as usize;
        buffer
            .content
            .chunks(width)
            .map(|row| row.iter().map(|c| c.symbol()).collect())
            .collect()
    }

    /// Colours and modifiers of the first cell of the line containing `needle` (not the
    /// cursor's row, which has the cursor's style).
    fn look_of_line(buffer: &Buffer, needle: &str) -> (Color, Color, Modifier) {
        let lines = text(buffer);
        let y = lines.iter().position(|l| l.contains(needle)).expect(needle);
        let cell = &buffer[(1, y as u16)];
        (cell.fg, cell.bg, cell.modifier)
    }

    /// The same for a theme's look, unset colours being the terminal's default.
    fn look(style: impl Into<Style>) -> (Color, Color, Modifier) {
        let style: Style = style.into();
        (
            style.fg.unwrap_or(Color::Reset),
            style.bg.unwrap_or(Color::Reset),
            style.add_modifier,
        )
    }

    #[test]
    fn the_countdown_turns_to_warning_at_five_minutes_and_to_error_at_expiry() {
        // kzz-2015 round 1: 15 Feb 2015 09:30 (+01:00), default time 10:00.
        let t = event("kzz-2015");
        let theme = Theme::choose(Some("default"), false).unwrap();
        // The second row (Black on board 1, team 2's first player) is not under the cursor.
        let row = "Black Player 2.1";
        let early = render(&t, "2015-02-15T09:54:59+01:00");
        assert!(
            text(&early)
                .iter()
                .any(|l| l.contains(row) && l.contains("5:01"))
        );
        assert_eq!(look_of_line(&early, row), look(theme.text));
        let late = render(&t, "2015-02-15T09:55:00+01:00");
        assert!(
            text(&late)
                .iter()
                .any(|l| l.contains(row) && l.contains("5:00"))
        );
        assert_eq!(look_of_line(&late, row), look(theme.warning));
        let expired = render(&t, "2015-02-15T10:00:01+01:00");
        assert!(
            text(&expired)
                .iter()
                .any(|l| l.contains(row) && l.contains("EXPIRED"))
        );
        assert_eq!(look_of_line(&expired, row), look(theme.error));
        assert!(text(&expired).iter().any(|l| l.contains("4 forfeits due")));
    }

    #[test]
    fn the_fifteen_minute_reminder_shows_for_the_slovenian_cup_only() {
        // szs-pokal-2018 round 1: 1 Jun 2018 17:00 (+02:00).
        let reminder = "Absent at the start: 15 minutes off his clock at once (szs-pokal-2018)";
        let szs = text(&render(
            &event("szs-pokal-2018"),
            "2018-06-01T17:05:00+02:00",
        ));
        assert!(szs.iter().any(|l| l.contains(reminder)), "{szs:#?}");
        // Absent at the start: each missing row carries the deduction.
        assert!(szs.iter().any(|l| l.contains("25:00 −15'")), "{szs:#?}");
        for (preset, now) in [
            ("kzz-2015", "2015-02-15T09:35:00+01:00"),
            ("bpz-2025", "2025-01-18T09:05:00+01:00"),
        ] {
            let other = text(&render(&event(preset), now));
            assert!(
                !other
                    .iter()
                    .any(|l| l.contains("15 minutes") || l.contains("−15'"))
            );
        }
    }
}
