//! The tournament form, over any tab: the event's facts, how its Swiss is paired, its
//! regulation, and the date, time and venue of every round. Saving is one
//! `Command::SetEvent` (one change, one undo), and the form closes only once the store has
//! made it durable; a refusal names the field and the rule and leaves the form open.

use chrono::{NaiveDate, NaiveTime};
use chrono_tz::Tz;
use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::{Position, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph};
use tui_input::Input;

use super::pager::Entry;
use super::text_field;
use super::{Ctx, Paint};
use crate::core::calendar::{RoundPlan, calendar_rounds, hall_zone, in_zone, made_wrong, plan};
use crate::core::command::swiss_pairing_name;
use crate::core::rules::SwissPairing;
use crate::core::{Command, Tournament, TournamentInfo, next_state};
use crate::i18n::{Lang, Msg, format, width};
use crate::scoring::tiebreak::C07Edition;
use crate::tr;
use crate::tui::keymap::is_yes;

/// What a field of the form holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Slot {
    Name,
    FirstDay,
    LastDay,
    Venue,
    City,
    Federation,
    TimeZone,
    ChiefArbiter,
    Deputies,
    /// How the Swiss is paired: a choice, switched with Space or an arrow.
    Pairing,
    Date(u32),
    Time(u32),
    RoundVenue(u32),
}

/// The event's text fields, one a line in the order shown (the first and last day share
/// the line of `Slot::FirstDay`, under the label of both).
const EVENT_SLOTS: [(Slot, Msg); 8] = [
    (Slot::Name, Msg::FieldName),
    (Slot::FirstDay, Msg::EventFormDays),
    (Slot::Venue, Msg::FieldVenue),
    (Slot::City, Msg::FieldCity),
    (Slot::Federation, Msg::FieldFederation),
    (Slot::TimeZone, Msg::FieldTimeZone),
    (Slot::ChiefArbiter, Msg::FieldChiefArbiter),
    (Slot::Deputies, Msg::FieldDeputyArbiters),
];

/// The order of the rows: the event's fields, the pairing system, then the rounds (what
/// is shown between them cannot be edited). Up and down move by these rows.
const ROUNDS_FROM: usize = EVENT_SLOTS.len() + 1;

/// The width of the day's and the time's fields, the cursor's cell after the text included.
const DATE_ROOM: usize = 11;
const TIME_ROOM: usize = 8;

/// Deputies are "Surname, Given" names, so they are kept apart by semicolons.
const DEPUTY_SEPARATOR: &str = "; ";

struct Field {
    slot: Slot,
    input: Input,
}

impl Slot {
    /// The row the slot is on ([`ROUNDS_FROM`]).
    fn line(self) -> usize {
        match self {
            Slot::LastDay => Slot::FirstDay.line(),
            Slot::Pairing => EVENT_SLOTS.len(),
            Slot::Date(r) | Slot::Time(r) | Slot::RoundVenue(r) => ROUNDS_FROM + r as usize - 1,
            slot => EVENT_SLOTS
                .iter()
                .position(|(s, _)| *s == slot)
                .unwrap_or(0),
        }
    }

    /// The column of a field on a row of several (a round: date 0, time 1, venue 2).
    fn column(self) -> usize {
        match self {
            Slot::Time(_) | Slot::LastDay => 1,
            Slot::RoundVenue(_) => 2,
            _ => 0,
        }
    }
}

pub struct EventForm {
    fields: Vec<Field>,
    focus: usize,
    /// The first line shown, so that the focused one stays on screen.
    scroll: usize,
    pairing: SwissPairing,
    /// Why the pairing system cannot be changed any more, if it cannot.
    pairing_fixed: Option<Msg>,
    /// A save the arbiter is asked to confirm: it makes something wrong that was right.
    asked: Option<Command>,
}

/// What a key did to the form.
pub enum EventOutcome {
    /// The form stays open.
    Open,
    /// Cancelled, or saved and durable: the form closes.
    Closed,
}

fn date_text(date: Option<NaiveDate>) -> String {
    date.map(|d| d.format("%Y-%m-%d").to_string())
        .unwrap_or_default()
}

impl EventForm {
    /// The form filled with the event as it stands.
    pub fn new(t: &Tournament) -> EventForm {
        let info = &t.info;
        let event_values = [
            (Slot::Name, info.name.clone()),
            (Slot::FirstDay, date_text(info.start_date)),
            (Slot::LastDay, date_text(info.end_date)),
            (Slot::Venue, info.venue.clone()),
            (Slot::City, info.city.clone()),
            (Slot::Federation, info.federation.clone()),
            (Slot::TimeZone, hall_zone(t).name().to_string()),
            (Slot::ChiefArbiter, info.chief_arbiter.clone()),
            (Slot::Deputies, info.deputy_arbiters.join(DEPUTY_SEPARATOR)),
        ];
        let mut fields: Vec<Field> = event_values
            .into_iter()
            .map(|(slot, value)| Field {
                slot,
                input: Input::new(value),
            })
            .collect();
        let pairing_fixed = (t.paired_rounds() > 0).then_some(Msg::EventFormPairingFixed);
        if pairing_fixed.is_none() && !t.is_round_robin() {
            fields.push(Field {
                slot: Slot::Pairing,
                input: Input::default(),
            });
        }
        for round in 1..=calendar_rounds(t) {
            let plan = plan(t, round);
            let start = plan.start.map(|s| s.naive_local());
            let values = [
                (
                    Slot::Date(round),
                    start.map(|s| s.format("%Y-%m-%d").to_string()),
                ),
                (
                    Slot::Time(round),
                    start.map(|s| s.format("%H:%M").to_string()),
                ),
                (Slot::RoundVenue(round), Some(plan.venue)),
            ];
            fields.extend(values.into_iter().map(|(slot, value)| Field {
                slot,
                input: Input::new(value.unwrap_or_default()),
            }));
        }
        EventForm {
            fields,
            focus: 0,
            scroll: 0,
            pairing: t.regulation.swiss_pairing,
            pairing_fixed,
            asked: None,
        }
    }

    /// Handles a key: Esc closes, Enter saves (and closes once saved), Tab and the
    /// arrows up and down move between fields, the rest edits the field.
    pub fn key(&mut self, key: &KeyEvent, ctx: &mut Ctx) -> EventOutcome {
        if let Some(command) = self.asked.take() {
            if is_yes(key, ctx.lang) {
                return self.execute(command, ctx);
            }
            ctx.tell(ctx.lang.text(Msg::StepCancelled));
            return EventOutcome::Open;
        }
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        match key.code {
            KeyCode::Esc => {
                ctx.tell(ctx.lang.text(Msg::EventFormCancelled));
                return EventOutcome::Closed;
            }
            KeyCode::Enter => return self.save(ctx),
            KeyCode::Char('s') if ctrl => return self.save(ctx),
            KeyCode::Tab => self.focus = (self.focus + 1) % self.fields.len(),
            KeyCode::BackTab => {
                self.focus = (self.focus + self.fields.len() - 1) % self.fields.len()
            }
            KeyCode::Up => self.focus_line(-1),
            KeyCode::Down => self.focus_line(1),
            KeyCode::Char(' ') | KeyCode::Left | KeyCode::Right
                if self.fields[self.focus].slot == Slot::Pairing =>
            {
                self.pairing = match self.pairing {
                    SwissPairing::TeamSwiss => SwissPairing::DutchLegacy,
                    SwissPairing::DutchLegacy => SwissPairing::TeamSwiss,
                };
            }
            _ => {
                text_field::edit(&mut self.fields[self.focus].input, key);
            }
        }
        EventOutcome::Open
    }

    /// Pasted text goes into the focused field.
    pub fn paste(&mut self, text: &str) {
        if self.fields[self.focus].slot != Slot::Pairing {
            text_field::paste(&mut self.fields[self.focus].input, text);
        }
    }

    /// Moves to the field `step` lines up or down, in the same column of the rounds.
    fn focus_line(&mut self, step: isize) {
        let here = self.fields[self.focus].slot;
        let lines: Vec<usize> = self.fields.iter().map(|f| f.slot.line()).collect();
        let target = if step < 0 {
            lines.iter().filter(|l| **l < here.line()).max()
        } else {
            lines.iter().filter(|l| **l > here.line()).min()
        };
        let Some(&target) = target else {
            return;
        };
        let on_line = |f: &&Field| f.slot.line() == target;
        let column = here.column();
        let same_column = self
            .fields
            .iter()
            .position(|f| on_line(&f) && f.slot.column() == column);
        let first = self.fields.iter().position(|f| on_line(&f));
        if let Some(i) = same_column.or(first) {
            self.focus = i;
        }
    }

    fn value(&self, slot: Slot) -> &str {
        self.fields
            .iter()
            .find(|f| f.slot == slot)
            .map_or("", |f| f.input.value().trim())
    }

    /// Saves the form as one command; the form closes once the store made it durable. A
    /// save that makes something wrong (a lineup now late, an arrival now after the
    /// default time) names it and waits for yes.
    fn save(&mut self, ctx: &mut Ctx) -> EventOutcome {
        let t = ctx.state();
        let command = match self.command(t, ctx.lang) {
            Ok(command) => command,
            Err(said) => {
                ctx.refuse(said);
                return EventOutcome::Open;
            }
        };
        let wrong = next_state(t, command.clone())
            .map(|(after, _)| made_wrong(t, &after))
            .unwrap_or_default();
        if wrong.is_empty() {
            return self.execute(command, ctx);
        }
        let lang = ctx.lang;
        let wrong: Vec<String> = wrong.iter().map(|w| w.render(lang)).collect();
        ctx.ask(tr!(
            lang,
            Msg::EventFormConfirmMadeWrong,
            wrong = wrong.join("; "),
            yes = lang.text(Msg::FormYes)
        ));
        self.asked = Some(command);
        EventOutcome::Open
    }

    fn execute(&mut self, command: Command, ctx: &mut Ctx) -> EventOutcome {
        if ctx.execute(command) {
            EventOutcome::Closed
        } else {
            EventOutcome::Open
        }
    }

    /// The command the form reads as, or what does not read, named in `lang`.
    fn command(&self, t: &Tournament, lang: Lang) -> Result<Command, String> {
        let day = |slot: Slot, field: Msg| read_date(self.value(slot), lang.text(field), lang);
        let zone = read_zone(self.value(Slot::TimeZone), lang)?;
        let info = TournamentInfo {
            name: self.value(Slot::Name).to_string(),
            time_control: t.info.time_control.clone(),
            start_date: day(Slot::FirstDay, Msg::FieldStartDate)?,
            end_date: day(Slot::LastDay, Msg::FieldEndDate)?,
            venue: self.value(Slot::Venue).to_string(),
            city: self.value(Slot::City).to_string(),
            federation: self.value(Slot::Federation).to_string(),
            time_zone: Some(zone),
            chief_arbiter: self.value(Slot::ChiefArbiter).to_string(),
            deputy_arbiters: self
                .value(Slot::Deputies)
                .split(';')
                .map(|d| d.trim().to_string())
                .filter(|d| !d.is_empty())
                .collect(),
        };
        let rounds = (1..=calendar_rounds(t))
            .map(|round| self.round_plan(t, round, zone, lang))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Command::SetEvent {
            info: Box::new(info),
            rounds,
            swiss_pairing: self.pairing,
        })
    }

    /// A round's plan as typed, read in the hall's time zone `zone` (the form's) that day:
    /// a start typed as it stands in an unchanged zone is the start the round has, so
    /// saving the form unchanged changes no round.
    fn round_plan(
        &self,
        t: &Tournament,
        round: u32,
        zone: Tz,
        lang: Lang,
    ) -> Result<RoundPlan, String> {
        let field = |what: Msg| {
            tr!(
                lang,
                Msg::EventFormRoundField,
                round = round,
                field = lang.text(what)
            )
        };
        let (date, time) = (self.value(Slot::Date(round)), self.value(Slot::Time(round)));
        let venue = self.value(Slot::RoundVenue(round)).to_string();
        if date.is_empty() && time.is_empty() {
            return Ok(RoundPlan { start: None, venue });
        }
        let date = read_date(date, &field(Msg::FieldDate), lang)?.ok_or_else(|| {
            tr!(
                lang,
                Msg::DateNotRead,
                option = field(Msg::FieldDate),
                value = ""
            )
        })?;
        let time = NaiveTime::parse_from_str(time, "%H:%M").map_err(|_| {
            tr!(
                lang,
                Msg::CliNotATime,
                option = field(Msg::FieldTime),
                value = time
            )
        })?;
        let local = date.and_time(time);
        let now = plan(t, round).start;
        Ok(RoundPlan {
            start: Some(
                now.filter(|s| s.naive_local() == local && zone == hall_zone(t))
                    .unwrap_or_else(|| in_zone(zone, local)),
            ),
            venue,
        })
    }

    /// Draws the form over `area`, the focused line in view and the terminal's cursor in
    /// the focused field.
    pub fn render(&mut self, frame: &mut Frame, area: Rect, paint: &Paint) {
        frame.render_widget(Clear, area);
        let block = paint
            .block(format!(" {} ", paint.lang.text(Msg::EventFormTitle)))
            .title_bottom(paint.lang.text(Msg::EventFormKeys));
        let inner = block.inner(area);
        frame.render_widget(block, area);
        let (lines, (x, line)) = self.lines(paint, usize::from(inner.width));
        let height = usize::from(inner.height);
        if line < self.scroll {
            self.scroll = line;
        } else if line >= self.scroll + height {
            self.scroll = line + 1 - height;
        }
        let shown: Vec<Line> = lines.into_iter().skip(self.scroll).take(height).collect();
        frame.render_widget(Paragraph::new(shown), inner);
        let y = (line - self.scroll) as u16;
        frame.set_cursor_position(Position::new(inner.x + x, inner.y + y));
    }

    fn label_width(lang: Lang) -> usize {
        EVENT_SLOTS
            .iter()
            .map(|(_, msg)| *msg)
            .chain([
                Msg::FieldSwissPairing,
                Msg::FieldRegulation,
                Msg::FieldTiebreakEdition,
            ])
            .map(|msg| width::width(lang.text(msg)))
            .max()
            .unwrap_or(0)
    }

    /// Every line of the form, and where the cursor goes (column, line).
    fn lines(&self, paint: &Paint, room: usize) -> (Vec<Line<'static>>, (u16, usize)) {
        let lang = paint.lang;
        let label_width = EventForm::label_width(lang);
        let label = |msg: Msg| {
            Span::styled(
                format!("{} : ", width::pad_right(lang.text(msg), label_width)),
                paint.theme.key,
            )
        };
        let indent = label_width + 3;
        let value_room = room.saturating_sub(indent);
        let mut cursor = (0, 0);
        let mut lines = Vec::new();
        for (slot, msg) in EVENT_SLOTS {
            let mut spans = vec![label(msg)];
            let mut x = indent;
            let row: &[(Slot, usize)] = match slot {
                Slot::FirstDay => &[(Slot::FirstDay, DATE_ROOM), (Slot::LastDay, DATE_ROOM)],
                _ => &[(slot, value_room)],
            };
            for &(slot, field_room) in row {
                if let Some(at) = self.field(slot, field_room, paint, &mut spans) {
                    cursor = ((x + at) as u16, lines.len());
                }
                x += field_room + 2;
            }
            lines.push(Line::from(spans));
        }
        let pairing = self.pairing_text(paint);
        if self.fields[self.focus].slot == Slot::Pairing {
            cursor = (indent as u16, lines.len());
        }
        let read_only = [
            (Msg::FieldSwissPairing, pairing),
            (Msg::FieldRegulation, self.regulation_text(paint)),
            (
                Msg::FieldTiebreakEdition,
                (
                    C07Edition::explained(&paint.t.regulation, paint.t.info.start_date)
                        .render(lang),
                    true,
                ),
            ),
        ];
        for (msg, (text, fixed)) in read_only {
            let style = if fixed {
                paint.theme.dim
            } else {
                paint.theme.text
            };
            let entry = Entry::new(label(msg), Span::styled(text, style));
            lines.extend(entry.rows(room));
        }
        lines.push(Line::from(Span::styled(
            format!(
                "{}  {}  {}  {}",
                width::pad_right(lang.text(Msg::EventFormRound), 6),
                width::pad_right(lang.text(Msg::FieldDate), DATE_ROOM - 1),
                width::pad_right(lang.text(Msg::FieldTime), TIME_ROOM - 1),
                lang.text(Msg::FieldVenue)
            ),
            paint.theme.title,
        )));
        let rounds = self.fields.iter().filter_map(|f| match f.slot {
            Slot::Date(round) => Some(round),
            _ => None,
        });
        for round in rounds {
            let mut spans = vec![Span::raw(format!("{:>5}   ", format!("{round}.")))];
            let mut x = 8;
            let venue_room = room.saturating_sub(x + DATE_ROOM + TIME_ROOM + 3);
            for (slot, field_room) in [
                (Slot::Date(round), DATE_ROOM),
                (Slot::Time(round), TIME_ROOM),
                (Slot::RoundVenue(round), venue_room),
            ] {
                if let Some(at) = self.field(slot, field_room, paint, &mut spans) {
                    cursor = ((x + at) as u16, lines.len());
                }
                x += field_room + 1;
            }
            lines.push(Line::from(spans));
        }
        (lines, cursor)
    }

    /// Adds a field's text, padded to its room, to `spans`; the cursor's column in it when
    /// it has the focus. A field without the focus shows its start.
    fn field(
        &self,
        slot: Slot,
        room: usize,
        paint: &Paint,
        spans: &mut Vec<Span<'static>>,
    ) -> Option<usize> {
        let index = self.fields.iter().position(|f| f.slot == slot)?;
        let focused = index == self.focus;
        let style = if focused {
            paint.theme.selected
        } else {
            paint.theme.text
        };
        let input = &self.fields[index].input;
        let (span, x) = if focused {
            text_field::shown(input, room, style)
        } else {
            (Span::styled(width::truncate(input.value(), room), style), 0)
        };
        let pad = room.saturating_sub(width::width(&span.content));
        spans.push(span);
        spans.push(Span::raw(" ".repeat(pad + 1)));
        focused.then_some(usize::from(x))
    }

    /// The pairing system, and whether it is fixed: why it is, or the arrows that switch it.
    fn pairing_text(&self, paint: &Paint) -> (String, bool) {
        let lang = paint.lang;
        let name = swiss_pairing_name(self.pairing).render(lang);
        if paint.t.is_round_robin() {
            return (lang.text(Msg::EventFormRoundRobin).to_string(), true);
        }
        match self.pairing_fixed {
            Some(reason) => (format!("{name} — {}", lang.text(reason)), true),
            None => (format!("< {name} >"), false),
        }
    }

    fn regulation_text(&self, paint: &Paint) -> (String, bool) {
        let regulation = &paint.t.regulation;
        let why = paint.lang.text(Msg::EventFormRegulationFixed);
        (format!("{} — {why}", regulation.id), true)
    }
}

/// A date typed for `field` (empty: none), or what is wrong with it in `lang`.
fn read_date(text: &str, field: &str, lang: Lang) -> Result<Option<NaiveDate>, String> {
    if text.is_empty() {
        return Ok(None);
    }
    format::read_date(lang, text)
        .map(Some)
        .ok_or_else(|| tr!(lang, Msg::DateNotRead, option = field, value = text))
}

/// The time zone typed (an IANA name such as Europe/Zagreb), or what is wrong with it in
/// `lang`.
fn read_zone(text: &str, lang: Lang) -> Result<Tz, String> {
    text.parse().map_err(|_| {
        tr!(
            lang,
            Msg::CliNotATimeZone,
            option = lang.text(Msg::FieldTimeZone),
            value = text
        )
    })
}
