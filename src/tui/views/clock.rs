//! The Clock view. For now a list of the boards of the newest round whose players have not
//! arrived (`BoardGame::white_arrived` / `black_arrived` unset), for the round's games that
//! have no result yet; the clock issue fills in the countdown and the arrival keys.

use crossterm::event::KeyEvent;
use ratatui::Frame;
use ratatui::layout::{Constraint, Rect};
use ratatui::widgets::{Paragraph, Row, Table, TableState};

use super::{Ctx, Paint, View, board_player, current_round, player_label};
use crate::core::{Colour, GameResult, Tournament, home_colour};
use crate::tui::keymap::{self, Binding, Hint, Move, lookup};

const KEYS: &[Binding<Move>] = &[
    Binding {
        keys: keymap::UP,
        label: "Up / k",
        what: "previous board",
        action: Move::Up,
    },
    Binding {
        keys: keymap::DOWN,
        label: "Down / j",
        what: "next board",
        action: Move::Down,
    },
];

#[derive(Debug, Default)]
pub struct ClockView {
    list: TableState,
}

/// One player who has not arrived: table, board (1-based), colour and name.
struct Missing {
    table: usize,
    board: usize,
    colour: Colour,
    name: String,
}

fn missing(t: &Tournament) -> Vec<Missing> {
    let round = current_round(t);
    let Some(r) = round.checked_sub(1).and_then(|i| t.rounds.get(i as usize)) else {
        return Vec::new();
    };
    let mut found = Vec::new();
    for (i, m) in r.matches.iter().enumerate() {
        for (b, game) in m.boards.iter().enumerate() {
            if game.result != GameResult::NotPlayed {
                continue;
            }
            let (white_team, black_team) = match home_colour(b) {
                Colour::White => (m.home, m.away),
                Colour::Black => (m.away, m.home),
            };
            for (colour, team, arrived) in [
                (Colour::White, white_team, game.white_arrived),
                (Colour::Black, black_team, game.black_arrived),
            ] {
                if arrived.is_some() {
                    continue;
                }
                let name = board_player(t, round, team, b)
                    .map_or_else(|| "(no player)".to_string(), player_label);
                found.push(Missing {
                    table: i + 1,
                    board: b + 1,
                    colour,
                    name,
                });
            }
        }
    }
    found
}

impl View for ClockView {
    fn hints(&self) -> Vec<Hint> {
        keymap::hints(KEYS)
    }

    fn handle(&mut self, key: &KeyEvent, ctx: &mut Ctx) -> bool {
        let Some(step) = lookup(KEYS, key) else {
            return false;
        };
        let len = missing(ctx.state()).len();
        let index = step.apply(self.list.selected().unwrap_or(0), len, 10);
        self.list.select(Some(index));
        true
    }

    fn render(&mut self, frame: &mut Frame, area: Rect, paint: &Paint) {
        let round = current_round(paint.t);
        let block = paint.block(format!(" Round {round}: players not yet at the board "));
        let rows = missing(paint.t);
        if rows.is_empty() {
            frame.render_widget(
                Paragraph::new("Every player of the games in progress has arrived.").block(block),
                area,
            );
            return;
        }
        let selected = self.list.selected().unwrap_or(0).min(rows.len() - 1);
        self.list.select(Some(selected));
        let table = Table::new(
            rows.into_iter().map(|m| {
                Row::new([
                    m.table.to_string(),
                    m.board.to_string(),
                    format!("{:?}", m.colour),
                    m.name,
                ])
            }),
            [
                Constraint::Length(5),
                Constraint::Length(5),
                Constraint::Length(6),
                Constraint::Fill(1),
            ],
        )
        .header(Row::new(["Tbl", "Bd", "", "Player"]).style(paint.theme.heading))
        .block(block)
        .style(paint.theme.text)
        .row_highlight_style(paint.theme.selected);
        frame.render_stateful_widget(table, area, &mut self.list);
    }
}
