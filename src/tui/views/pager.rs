//! A long text over a view (help, the pairing's explanation, an import's report, the
//! message log): the arrow keys, `j`/`k`, Page Up/Down, space, Home and End scroll it, any
//! other key closes it. Each entry wraps at the box's width with a hanging indent (the rows
//! after the first start under the text, not under the key or time before it), and the
//! text scrolls by screen rows, so End always reaches the last row whatever the width.

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, StatefulWidget, Widget};

use super::Paint;
use crate::i18n::{Msg, width};

/// Rows a Page Up/Down or a space moves.
const PAGE: u16 = 10;

/// One paragraph of a pager: a head (a key, a time, a label, an indent) and the text beside
/// it, which wraps under itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    head: Span<'static>,
    text: Span<'static>,
}

impl Entry {
    pub fn new(head: Span<'static>, text: Span<'static>) -> Self {
        Self { head, text }
    }

    /// A line of its own style and no head (a heading).
    pub fn styled(text: impl Into<String>, style: Style) -> Self {
        Self::new(Span::raw(""), Span::styled(text.into(), style))
    }

    /// The entry in rows of at most `cells` cells: the head, then the text wrapped in the
    /// room beside it, every later row indented by the head's width. A head that leaves
    /// the text less than a third of the row is not indented under.
    pub fn rows(&self, cells: usize) -> Vec<Line<'static>> {
        let head = width::width(&self.head.content);
        let indent = if head * 3 > cells * 2 { 0 } else { head };
        let mut parts = width::wrap(&self.text.content, cells.saturating_sub(indent)).into_iter();
        let first = parts.next().unwrap_or_default();
        let mut rows = Vec::new();
        if indent < head && !first.is_empty() {
            rows.push(Line::from(self.head.clone()));
            rows.push(Line::from(Span::styled(first, self.text.style)));
        } else {
            rows.push(Line::from(vec![
                self.head.clone(),
                Span::styled(first, self.text.style),
            ]));
        }
        rows.extend(parts.map(|part| {
            Line::from(vec![
                Span::raw(" ".repeat(indent)),
                Span::styled(part, self.text.style),
            ])
        }));
        rows
    }
}

/// A plain line: its leading spaces are its head, so its later rows keep its indent.
impl From<String> for Entry {
    fn from(line: String) -> Self {
        let text = line.trim_start_matches(' ');
        let head = line[..line.len() - text.len()].to_string();
        Self::new(Span::raw(head), Span::raw(text.to_string()))
    }
}

impl From<&str> for Entry {
    fn from(line: &str) -> Self {
        Self::from(line.to_string())
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pager {
    entries: Vec<Entry>,
    /// The first screen row shown; kept within the text by the last draw.
    scroll: u16,
}

impl Pager {
    pub fn new<E: Into<Entry>>(entries: impl IntoIterator<Item = E>) -> Self {
        Self {
            entries: entries.into_iter().map(Into::into).collect(),
            scroll: 0,
        }
    }

    /// Scrolls on a scrolling key and returns true; false for any other key, which closes
    /// the pager (the caller drops it and does nothing else with the key).
    pub fn key(&mut self, key: &KeyEvent) -> bool {
        self.scroll = match key.code {
            KeyCode::Down | KeyCode::Char('j') => self.scroll.saturating_add(1),
            KeyCode::Up | KeyCode::Char('k') => self.scroll.saturating_sub(1),
            KeyCode::PageDown | KeyCode::Char(' ') => self.scroll.saturating_add(PAGE),
            KeyCode::PageUp => self.scroll.saturating_sub(PAGE),
            KeyCode::Home => 0,
            // The draw clamps it to the last screenful.
            KeyCode::End => u16::MAX,
            _ => return false,
        };
        true
    }

    /// Draws the text in a box over `area`, cleared first, titled `title` and the keys.
    pub fn render(&mut self, frame: &mut Frame, area: Rect, paint: &Paint, title: &str) {
        let keys = paint.lang.text(Msg::PagerKeys);
        let page = PagerBox {
            entries: &self.entries,
            block: paint.block(format!(" {title}: {keys} ")),
            style: paint.theme.text.into(),
        };
        frame.render_widget(Clear, area);
        frame.render_stateful_widget(page, area, &mut self.scroll);
    }
}

/// A pager's text in its box, scrolled by its state, the first screen row shown: a
/// stateful widget, so that what a scroll shows at a width is tested on a buffer alone.
struct PagerBox<'a> {
    entries: &'a [Entry],
    block: Block<'a>,
    style: Style,
}

impl StatefulWidget for PagerBox<'_> {
    type State = u16;

    /// Wraps every entry at the box's inner width, then keeps `scroll` within the last
    /// screenful, so End (`u16::MAX`) shows the last row whatever the width.
    fn render(self, area: Rect, buf: &mut Buffer, scroll: &mut u16) {
        let inside = self.block.inner(area);
        let rows: Vec<Line> = self
            .entries
            .iter()
            .flat_map(|e| e.rows(usize::from(inside.width)))
            .collect();
        let last = rows.len().saturating_sub(usize::from(inside.height));
        *scroll = (*scroll).min(u16::try_from(last).unwrap_or(u16::MAX));
        Paragraph::new(rows)
            .style(self.style)
            .block(self.block)
            .scroll((*scroll, 0))
            .render(area, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(rows: &[Line]) -> Vec<String> {
        rows.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn later_rows_start_under_the_text_not_under_the_head() {
        let entry = Entry::new(
            Span::raw("09:31  "),
            Span::raw("saved: Đurić, Ana moved up"),
        );
        assert_eq!(
            text(&entry.rows(20)),
            ["09:31  saved: Đurić,", "       Ana moved up"]
        );
        let indented = Entry::from("  ŠK Žminj 2.5 beats ŠK Čakovec");
        assert_eq!(
            text(&indented.rows(16)),
            ["  ŠK Žminj 2.5", "  beats ŠK", "  Čakovec"]
        );
    }

    /// The box's rows, borders and all, as the terminal would show them.
    fn drawn(entries: &[Entry], width: u16, height: u16, scroll: &mut u16) -> Vec<String> {
        let area = Rect::new(0, 0, width, height);
        let mut buf = Buffer::empty(area);
        let page = PagerBox {
            entries,
            block: Block::bordered(),
            style: Style::default(),
        };
        page.render(area, &mut buf, scroll);
        (0..height)
            .map(|y| (0..width).map(|x| buf[(x, y)].symbol()).collect())
            .collect()
    }

    #[test]
    fn end_shows_the_last_row_at_any_width_and_the_scroll_stays_within_the_text() {
        let entries: Vec<Entry> = [
            "Čakovec",
            "Đakovo",
            "Šibenik",
            "Žminj and Ćićarija",
            "Zabok",
        ]
        .into_iter()
        .map(Entry::from)
        .collect();
        for width in [12, 30] {
            let mut scroll = u16::MAX;
            let rows = drawn(&entries, width, 5, &mut scroll);
            assert!(rows[3].contains("Zabok"), "{rows:?}");
            // Three rows fit inside: the scroll is what puts the last one on the third.
            let wrapped = if width == 12 { 6 } else { 5 };
            assert_eq!(scroll, wrapped - 3, "at width {width}");
            let again = drawn(&entries, width, 5, &mut scroll);
            assert_eq!(rows, again, "a clamped scroll draws the same");
        }
        let mut top = 0;
        assert!(drawn(&entries, 30, 5, &mut top)[1].contains("Čakovec"));
    }

    #[test]
    fn a_head_wider_than_two_thirds_of_the_row_stands_alone() {
        let entry = Entry::new(Span::raw("Desno / l / Enter  "), Span::raw("to the roster"));
        assert_eq!(
            text(&entry.rows(24)),
            ["Desno / l / Enter  ", "to the roster"]
        );
    }
}
