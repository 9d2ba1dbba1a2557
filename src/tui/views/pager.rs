//! A long text over a view (help, the pairing's explanation, an import's report, the
//! message log): the arrow keys, `j`/`k`, Page Up/Down, space, Home and End scroll it, any
//! other key closes it. Each entry wraps at the box's width with a hanging indent (the rows
//! after the first start under the text, not under the key or time before it), and the
//! text scrolls by screen rows, so End always reaches the last row whatever the width.

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph};

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
        let inside = usize::from(area.width.saturating_sub(2));
        let rows: Vec<Line> = self.entries.iter().flat_map(|e| e.rows(inside)).collect();
        let last = rows
            .len()
            .saturating_sub(usize::from(area.height.saturating_sub(2)));
        self.scroll = self.scroll.min(u16::try_from(last).unwrap_or(u16::MAX));
        let paragraph = Paragraph::new(rows)
            .style(paint.theme.text)
            .block(paint.block(format!(" {title}: {keys} ")))
            .scroll((self.scroll, 0));
        frame.render_widget(Clear, area);
        frame.render_widget(paragraph, area);
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

    #[test]
    fn a_head_wider_than_two_thirds_of_the_row_stands_alone() {
        let entry = Entry::new(Span::raw("Desno / l / Enter  "), Span::raw("to the roster"));
        assert_eq!(
            text(&entry.rows(24)),
            ["Desno / l / Enter  ", "to the roster"]
        );
    }
}
