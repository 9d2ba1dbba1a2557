//! The Standings view: the ranking after the newest paired round by `scoring::standings`,
//! with the regulation's tiebreak columns (C.07; the chain of the preset). Places shared
//! after the whole chain show as "3-4". The table scrolls at Olympiad size.

use crossterm::event::KeyEvent;
use ratatui::Frame;
use ratatui::layout::{Constraint, Rect};
use ratatui::widgets::{Row, Table, TableState};

use super::{Ctx, Paint, View, current_round};
use crate::i18n::Msg;
use crate::scoring::standings;
use crate::tr;
use crate::tui::keymap::{self, Binding, Hint, Move, lookup};

const KEYS: &[Binding<Move>] = &[
    Binding {
        keys: keymap::UP,
        label: "Up / k",
        what: "previous team",
        action: Move::Up,
    },
    Binding {
        keys: keymap::DOWN,
        label: "Down / j",
        what: "next team",
        action: Move::Down,
    },
    Binding {
        keys: keymap::PAGE_UP,
        label: "PgUp",
        what: "one page up",
        action: Move::PageUp,
    },
    Binding {
        keys: keymap::PAGE_DOWN,
        label: "PgDn",
        what: "one page down",
        action: Move::PageDown,
    },
    Binding {
        keys: keymap::HOME,
        label: "Home",
        what: "first place",
        action: Move::First,
    },
    Binding {
        keys: keymap::END,
        label: "End",
        what: "last place",
        action: Move::Last,
    },
];

#[derive(Debug, Default)]
pub struct StandingsView {
    list: TableState,
    /// Rows visible at the last draw: the size of a page.
    page: usize,
}

impl View for StandingsView {
    fn hints(&self) -> Vec<Hint> {
        keymap::hints(KEYS)
    }

    fn handle(&mut self, key: &KeyEvent, ctx: &mut Ctx) -> bool {
        let Some(step) = lookup(KEYS, key) else {
            return false;
        };
        let len = ctx.state().teams.len();
        let index = step.apply(self.list.selected().unwrap_or(0), len, self.page);
        self.list.select(Some(index));
        true
    }

    fn render(&mut self, frame: &mut Frame, area: Rect, paint: &Paint) {
        let t = paint.t;
        let after = current_round(t);
        let s = standings(t, after);
        let body = s.rows.iter().map(|row| Row::new(row.cells()));
        let mut headings: Vec<&str> = [
            Msg::ColumnRank,
            Msg::ColumnNumber,
            Msg::ColumnTeam,
            Msg::ColumnMatchPoints,
            Msg::ColumnGamePoints,
        ]
        .map(|column| paint.lang.text(column))
        .to_vec();
        headings.extend(s.chain.iter().map(|c| c.code()));
        let mut widths = vec![
            Constraint::Length(5),
            Constraint::Length(4),
            Constraint::Fill(1),
            Constraint::Length(3),
            Constraint::Length(4),
        ];
        widths.extend(s.chain.iter().map(|_| Constraint::Length(8)));
        let title = if after == 0 {
            paint.lang.text(Msg::StandingsNoRound).to_string()
        } else {
            tr!(paint.lang, Msg::StandingsAfterRound, round = after)
        };
        self.page = usize::from(area.height.saturating_sub(3));
        let selected = self
            .list
            .selected()
            .unwrap_or(0)
            .min(s.rows.len().saturating_sub(1));
        self.list.select(Some(selected));
        let table = Table::new(body, widths)
            .header(Row::new(headings).style(paint.theme.heading))
            .block(paint.block(title))
            .style(paint.theme.text)
            .row_highlight_style(paint.theme.selected);
        frame.render_stateful_widget(table, area, &mut self.list);
    }
}
