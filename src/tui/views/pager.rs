//! A long text over a view (help, the pairing's explanation, an import's report): the arrow
//! keys, `j`/`k`, Page Up/Down, space, Home and End scroll it, any other key closes it.
//! It scrolls by screen rows, wrapped lines counted, so End always reaches the last line
//! whatever the width.

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Wrap};

use super::Paint;
use crate::i18n::Msg;

/// Rows a Page Up/Down or a space moves.
const PAGE: u16 = 10;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pager {
    lines: Vec<Line<'static>>,
    /// The first screen row shown; kept within the text by the last draw.
    scroll: u16,
}

impl Pager {
    pub fn new<L: Into<Line<'static>>>(lines: impl IntoIterator<Item = L>) -> Self {
        Self {
            lines: lines.into_iter().map(Into::into).collect(),
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
        let paragraph = Paragraph::new(self.lines.clone())
            .wrap(Wrap { trim: false })
            .style(paint.theme.text)
            .block(paint.block(format!(" {title}: {keys} ")));
        // line_count counts the borders above and below; the rest is the text's rows.
        let rows = paragraph.line_count(area.width.saturating_sub(2));
        let last = rows.saturating_sub(usize::from(area.height));
        self.scroll = self.scroll.min(u16::try_from(last).unwrap_or(u16::MAX));
        frame.render_widget(Clear, area);
        frame.render_widget(paragraph.scroll((self.scroll, 0)), area);
    }
}
