//! The status line and the session's message log. The status line shows the last message
//! in one row; one that does not fit is cut with a marker naming the log key, and the log
//! (Ctrl-L) lists every message of the session whole, newest first. A question waits for
//! its answer, and any other key answers no, so it cannot be read in the log first: it is
//! shown whole, over as many rows above the status line as it needs, its answers last.

use std::collections::VecDeque;

use chrono::{DateTime, FixedOffset, Timelike};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph};

use super::theme::Theme;
use super::views::pager::{Entry, Pager};
use super::views::{Status, StatusKind};
use crate::i18n::{Lang, Msg, width};

/// The messages kept: a day's session says far fewer.
const KEPT: usize = 2000;

/// Every message the status line showed this session, with the hall time it was said.
#[derive(Debug, Default)]
pub struct MessageLog {
    said: VecDeque<(DateTime<FixedOffset>, Status)>,
}

impl MessageLog {
    /// Keeps `status`, said at `at`; an empty one says nothing and is not kept.
    pub fn push(&mut self, at: DateTime<FixedOffset>, status: &Status) {
        if status.text.is_empty() {
            return;
        }
        if self.said.len() == KEPT {
            self.said.pop_front();
        }
        self.said.push_back((at, status.clone()));
    }

    /// The log as a pager: newest first, each message after its time and wrapped under
    /// its own first word.
    pub fn pager(&self, theme: &Theme) -> Pager {
        Pager::new(self.said.iter().rev().map(|(at, status)| {
            let time = format!("{:02}:{:02}:{:02}  ", at.hour(), at.minute(), at.second());
            Entry::new(
                Span::styled(time, theme.dim),
                Span::styled(status.text.clone(), style(status.kind, theme)),
            )
        }))
    }

    /// The messages kept, oldest first.
    pub fn texts(&self) -> impl Iterator<Item = &str> {
        self.said.iter().map(|(_, status)| status.text.as_str())
    }
}

fn style(kind: StatusKind, theme: &Theme) -> Style {
    match kind {
        StatusKind::Info => theme.text,
        StatusKind::Saved => theme.saved,
        StatusKind::Error => theme.error,
        StatusKind::Question => theme.warning,
    }
    .into()
}

/// Draws `status` on the screen's last row `line`: a question whole over the rows above
/// it (at most `room` rows in all), anything else in the one row.
pub fn draw_status(
    frame: &mut Frame,
    line: Rect,
    room: u16,
    status: &Status,
    theme: &Theme,
    lang: Lang,
) {
    let style = style(status.kind, theme);
    if status.kind == StatusKind::Question {
        let rows = width::wrap(&status.text, usize::from(line.width));
        let height = u16::try_from(rows.len())
            .unwrap_or(u16::MAX)
            .clamp(1, room.max(1));
        let area = Rect {
            y: line.bottom().saturating_sub(height),
            height,
            ..line
        };
        let rows: Vec<Line> = rows
            .into_iter()
            .map(|row| Line::styled(row, style))
            .collect();
        frame.render_widget(Clear, area);
        // A question longer than its room keeps its end, where the answers are.
        let skip = u16::try_from(rows.len()).unwrap_or(u16::MAX) - height;
        return frame.render_widget(Paragraph::new(rows).scroll((skip, 0)), area);
    }
    frame.render_widget(one_row(status, style, theme, lang, line.width), line);
}

/// The status in one row of `width` cells: the message, then the key reminder when both
/// fit; a message that does not fit alone is cut with the marker naming the log.
fn one_row(status: &Status, style: Style, theme: &Theme, lang: Lang, width: u16) -> Line<'static> {
    let keys = lang.text(Msg::StatusKeys);
    let (width, text) = (usize::from(width), &status.text);
    // What the last action did comes first: the key reminder, which never changes,
    // gives way when both do not fit (a Croatian "spremljeno: …" was cut mid-word).
    if width::width(text) > width {
        let marker = lang.text(Msg::StatusCutMarker);
        let cut = width::truncate(text, width.saturating_sub(width::width(marker)));
        return Line::from(vec![
            Span::styled(cut, style),
            Span::styled(marker, theme.key),
        ]);
    }
    if width::width(text) + 1 + width::width(keys) > width {
        return Line::from(Span::styled(text.clone(), style));
    }
    let pad = width - width::width(text) - width::width(keys);
    Line::from(vec![
        Span::styled(text.clone(), style),
        Span::raw(" ".repeat(pad)),
        Span::styled(keys, theme.dim),
    ])
}
