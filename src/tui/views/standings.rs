//! The Standings view: the ranking after the newest paired round, by the regulation's
//! primary score. Until `scoring::standings` lands it ranks by match and game points
//! (`scoring::totals`), ties in starting-number order; it scrolls at Olympiad size.

use crossterm::event::KeyEvent;
use ratatui::Frame;
use ratatui::layout::{Constraint, Rect};
use ratatui::widgets::{Row, Table, TableState};

use super::{Ctx, Paint, View, current_round};
use crate::core::rules::PrimaryScore;
use crate::core::{TeamId, Tournament};
use crate::scoring::{Totals, totals};
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

/// The teams ranked by the primary score, then the other of MP and GP, then starting number.
pub fn ranking(t: &Tournament) -> Vec<(TeamId, Totals)> {
    let after = current_round(t);
    let mut rows: Vec<(TeamId, Totals)> = t
        .teams
        .iter()
        .map(|team| (team.id, totals(t, team.id, after)))
        .collect();
    let key = |s: &Totals| match t.regulation.primary_score {
        PrimaryScore::MatchPoints => (s.match_points, s.game_points.0),
        PrimaryScore::GamePoints => (s.game_points.0, s.match_points),
    };
    // A stable sort keeps starting-number order among teams still level.
    rows.sort_by_key(|row| std::cmp::Reverse(key(&row.1)));
    rows
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
        let rows = ranking(t);
        let mut place = 0;
        let mut previous = None;
        let body = rows.iter().enumerate().map(|(i, (team, s))| {
            // Equal scores share a place until the tiebreaks separate them.
            if previous != Some((s.match_points, s.game_points)) {
                place = i + 1;
                previous = Some((s.match_points, s.game_points));
            }
            Row::new([
                place.to_string(),
                t.starting_number(*team).unwrap_or(0).to_string(),
                t.team(*team).map(|x| x.name.clone()).unwrap_or_default(),
                s.match_points.to_string(),
                s.game_points.to_string(),
            ])
        });
        let after = current_round(t);
        let title = if after == 0 {
            " Standings: no round paired yet ".to_string()
        } else {
            format!(" Standings after round {after} ")
        };
        self.page = usize::from(area.height.saturating_sub(3));
        let selected = self
            .list
            .selected()
            .unwrap_or(0)
            .min(rows.len().saturating_sub(1));
        self.list.select(Some(selected));
        let table = Table::new(
            body,
            [
                Constraint::Length(5),
                Constraint::Length(4),
                Constraint::Fill(1),
                Constraint::Length(5),
                Constraint::Length(6),
            ],
        )
        .header(Row::new(["Rk", "No", "Team", "MP", "GP"]).style(paint.theme.heading))
        .block(paint.block(title))
        .style(paint.theme.text)
        .row_highlight_style(paint.theme.selected);
        frame.render_stateful_widget(table, area, &mut self.list);
    }
}
