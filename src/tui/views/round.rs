//! The Round view: the pairing of a round, one row per match, the cursor's match expanded to
//! its boards, and result entry with one key per board. The cursor then moves to the next
//! board, so a 4-board match is four keys.

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Cell, Paragraph, Row, Table, TableState};

use super::{Ctx, Paint, View, board_player, current_round, player_label};
use crate::core::command::planned_rounds;
use crate::core::{Colour, Command, GameResult, HalfPoints, Match, Tournament, home_colour};
use crate::i18n::Msg;
use crate::scoring::match_score::board_points;
use crate::scoring::{RoundOutcome, round_outcome};
use crate::tr;
use crate::tui::keymap::{self, Binding, Hint, Key, Move, lookup};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Action {
    Move(Move),
    PreviousMatch,
    NextMatch,
    Result(GameResult),
    Clear,
    JumpToTable,
    ExpandAll,
    PreviousRound,
    NextRound,
    Unlock,
}

const KEYS: &[Binding<Action>] = &[
    Binding {
        keys: &[Key::char('1')],
        label: "1",
        what: "White wins",
        action: Action::Result(GameResult::WhiteWins),
    },
    Binding {
        keys: &[Key::char('0')],
        label: "0",
        what: "Black wins",
        action: Action::Result(GameResult::BlackWins),
    },
    Binding {
        keys: &[Key::char('='), Key::char('5'), Key::char('½')],
        label: "= / 5 / ½",
        what: "draw",
        action: Action::Result(GameResult::Draw),
    },
    Binding {
        keys: &[Key::char('+')],
        label: "+",
        what: "White wins by forfeit (+-)",
        action: Action::Result(GameResult::WhiteForfeitWin),
    },
    Binding {
        keys: &[Key::char('-')],
        label: "-",
        what: "White loses by forfeit (-+)",
        action: Action::Result(GameResult::BlackForfeitWin),
    },
    Binding {
        keys: &[Key::char('*')],
        label: "*",
        what: "double forfeit (--)",
        action: Action::Result(GameResult::DoubleForfeit),
    },
    Binding {
        keys: &[Key::plain(KeyCode::Backspace), Key::plain(KeyCode::Delete)],
        label: "Backspace",
        what: "clear the board's result",
        action: Action::Clear,
    },
    Binding {
        keys: keymap::UP,
        label: "Up / k",
        what: "previous board",
        action: Action::Move(Move::Up),
    },
    Binding {
        keys: keymap::DOWN,
        label: "Down / j",
        what: "next board",
        action: Action::Move(Move::Down),
    },
    Binding {
        keys: keymap::PAGE_UP,
        label: "PgUp",
        what: "previous match",
        action: Action::PreviousMatch,
    },
    Binding {
        keys: keymap::PAGE_DOWN,
        label: "PgDn",
        what: "next match",
        action: Action::NextMatch,
    },
    Binding {
        keys: keymap::HOME,
        label: "Home",
        what: "first board of table 1",
        action: Action::Move(Move::First),
    },
    Binding {
        keys: keymap::END,
        label: "End",
        what: "last board of the last table",
        action: Action::Move(Move::Last),
    },
    Binding {
        keys: &[Key::char('g'), Key::char('#')],
        label: "g / # <n> Enter",
        what: "jump to table n (digits alone enter results)",
        action: Action::JumpToTable,
    },
    Binding {
        keys: &[Key::plain(KeyCode::Enter), Key::char('e')],
        label: "Enter / e",
        what: "show the boards of every match, or only the cursor's",
        action: Action::ExpandAll,
    },
    Binding {
        keys: &[Key::char('[')],
        label: "[",
        what: "previous round",
        action: Action::PreviousRound,
    },
    Binding {
        keys: &[Key::char(']')],
        label: "]",
        what: "next round",
        action: Action::NextRound,
    },
    Binding {
        keys: &[Key::char('L')],
        label: "L",
        what: "unlock (or lock) corrections of an earlier round",
        action: Action::Unlock,
    },
];

#[derive(Debug, Default)]
pub struct RoundView {
    /// The round shown (1-based); `None` follows the newest paired round.
    round: Option<u32>,
    /// Cursor: table and board, 0-based.
    table: usize,
    board: usize,
    expand_all: bool,
    /// Results of rounds before the newest may be changed only after `L`.
    unlocked: bool,
    /// The table number being typed after `g`.
    jump: Option<String>,
    list: TableState,
}

impl RoundView {
    /// The round shown: the one chosen, else the newest paired.
    fn shown_round(&self, t: &Tournament) -> u32 {
        self.round.unwrap_or_else(|| current_round(t))
    }

    fn matches<'t>(&self, t: &'t Tournament) -> &'t [Match] {
        let round = self.shown_round(t);
        round
            .checked_sub(1)
            .and_then(|i| t.rounds.get(i as usize))
            .map_or(&[], |r| r.matches.as_slice())
    }

    /// Keeps the cursor on an existing board after the state changed (undo, another round).
    fn clamp(&mut self, t: &Tournament) {
        let tables = self.matches(t).len();
        let boards = usize::from(t.regulation.boards);
        self.table = self.table.min(tables.saturating_sub(1));
        self.board = self.board.min(boards.saturating_sub(1));
    }

    fn locked(&self, t: &Tournament) -> bool {
        self.shown_round(t) < current_round(t) && !self.unlocked
    }

    /// Moves the cursor `step` over the boards of all matches in table order.
    fn move_cursor(&mut self, step: Move, t: &Tournament) {
        let boards = usize::from(t.regulation.boards);
        let total = self.matches(t).len() * boards;
        let index = step.apply(self.table * boards + self.board, total, boards);
        if total > 0 {
            self.table = index / boards;
            self.board = index % boards;
        }
    }

    fn enter(&mut self, result: GameResult, ctx: &mut Ctx) {
        let t = ctx.state();
        let round = self.shown_round(t);
        if self.matches(t).is_empty() {
            return ctx.refuse(format!("round {round} has no matches to enter results for"));
        }
        if self.locked(t) {
            return ctx.refuse(format!(
                "round {round} is an earlier round: press L to unlock corrections"
            ));
        }
        let command = Command::SetResult {
            round,
            table: self.table + 1,
            board: self.board + 1,
            result,
        };
        if ctx.execute(command) && result != GameResult::NotPlayed {
            let t = ctx.state();
            self.move_cursor(Move::Down, t);
        }
    }

    fn type_jump(&mut self, key: &KeyEvent, ctx: &mut Ctx) {
        let Some(typed) = self.jump.as_mut() else {
            return;
        };
        match key.code {
            KeyCode::Char(c) if c.is_ascii_digit() && typed.len() < 4 => typed.push(c),
            KeyCode::Backspace => {
                typed.pop();
            }
            KeyCode::Enter => {
                let typed = self.jump.take().unwrap_or_default();
                let tables = self.matches(ctx.state()).len();
                match typed.parse::<usize>() {
                    Ok(n) if (1..=tables).contains(&n) => {
                        self.table = n - 1;
                        self.board = 0;
                        ctx.tell(format!("table {n}"));
                    }
                    _ => ctx.refuse(format!(
                        "table: '{typed}' is not a table of this round (1 to {tables})"
                    )),
                }
                return;
            }
            KeyCode::Esc => {
                self.jump = None;
                return ctx.tell("");
            }
            _ => {}
        }
        let shown = self.jump.clone().unwrap_or_default();
        ctx.tell(format!("table: {shown}_  (Enter jumps, Esc cancels)"));
    }
}

impl View for RoundView {
    fn hints(&self) -> Vec<Hint> {
        keymap::hints(KEYS)
    }

    fn captures_input(&self) -> bool {
        self.jump.is_some()
    }

    fn handle(&mut self, key: &KeyEvent, ctx: &mut Ctx) -> bool {
        if self.jump.is_some() {
            self.type_jump(key, ctx);
            return true;
        }
        let Some(action) = lookup(KEYS, key) else {
            return false;
        };
        self.clamp(ctx.state());
        let t = ctx.state();
        let shown = self.shown_round(t);
        match action {
            Action::Result(result) => self.enter(result, ctx),
            Action::Clear => self.enter(GameResult::NotPlayed, ctx),
            Action::Move(step) => self.move_cursor(step, t),
            Action::PreviousMatch => {
                self.table = self.table.saturating_sub(1);
                self.board = 0;
            }
            Action::NextMatch => {
                self.table = (self.table + 1).min(self.matches(t).len().saturating_sub(1));
                self.board = 0;
            }
            Action::JumpToTable => {
                self.jump = Some(String::new());
                ctx.tell("table: _  (Enter jumps, Esc cancels)");
            }
            Action::ExpandAll => self.expand_all = !self.expand_all,
            Action::PreviousRound if shown > 1 => {
                self.round = Some(shown - 1);
                self.clamp(ctx.state());
            }
            Action::NextRound if shown < current_round(t) => {
                self.round = Some(shown + 1);
                self.clamp(ctx.state());
            }
            Action::PreviousRound | Action::NextRound => {
                ctx.refuse(format!(
                    "round: rounds 1 to {} are paired",
                    current_round(t)
                ));
            }
            Action::Unlock => {
                self.unlocked = !self.unlocked;
                let what = if self.unlocked {
                    "earlier rounds unlocked: results may be corrected"
                } else {
                    "earlier rounds locked"
                };
                ctx.tell(what);
            }
        }
        true
    }

    fn render(&mut self, frame: &mut Frame, area: Rect, paint: &Paint) {
        let t = paint.t;
        self.clamp(t);
        let round = self.shown_round(t);
        let theme = paint.theme;
        let lang = paint.lang;
        let round_of = tr!(
            lang,
            Msg::RoundOf,
            round = round,
            rounds = planned_rounds(t)
        );
        let mut title = vec![Span::raw(format!(" {round_of} "))];
        if self.locked(t) {
            title.push(Span::styled(lang.text(Msg::RoundLocked), theme.warning));
        }
        let [body, keys] =
            Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(area);
        let block = paint.block(Line::from(title));
        let matches = self.matches(t);
        if matches.is_empty() {
            let text = if round == 0 {
                lang.text(Msg::NoRoundPaired).to_string()
            } else {
                tr!(lang, Msg::RoundHasNoMatches, round = round)
            };
            frame.render_widget(Paragraph::new(text).block(block), body);
            return;
        }
        let mut rows = Vec::new();
        let mut selected = 0;
        for (i, m) in matches.iter().enumerate() {
            rows.push(match_row(paint, round, i, m));
            if i == self.table || self.expand_all {
                for b in 0..m.boards.len() {
                    if i == self.table && b == self.board {
                        selected = rows.len();
                    }
                    rows.push(board_row(paint, round, b, m));
                }
            }
        }
        let r = &t.rounds[round as usize - 1];
        if let Some(bye) = r.bye {
            rows.push(Row::new([
                Cell::from(""),
                Cell::from(paint.team_label(bye)),
                Cell::from(lang.text(Msg::Bye)),
            ]));
        }
        for absent in &r.absent {
            rows.push(Row::new([
                Cell::from(""),
                Cell::from(paint.team_label(*absent)),
                Cell::from(lang.text(Msg::Absent)),
            ]));
        }
        let header = Row::new(
            [
                Msg::ColumnTable,
                Msg::ColumnFirstNamedTeam,
                Msg::ColumnScore,
                Msg::ColumnSecondNamedTeam,
                Msg::ColumnMatchPoints,
            ]
            .map(|column| lang.text(column)),
        )
        .style(theme.heading);
        let table = Table::new(
            rows,
            [
                Constraint::Length(4),
                Constraint::Fill(1),
                Constraint::Length(9),
                Constraint::Fill(1),
                Constraint::Length(5),
            ],
        )
        .header(header)
        .block(block)
        .style(theme.text)
        .row_highlight_style(theme.selected);
        self.list.select(Some(selected));
        frame.render_stateful_widget(table, body, &mut self.list);
        let hint_line: Vec<Span> = [
            ("1 0 =", Msg::HintResult),
            ("+ - *", Msg::HintForfeit),
            ("⌫", Msg::HintClear),
            ("g", Msg::HintTable),
            ("[ ]", Msg::HintRound),
            ("?", Msg::HintHelp),
        ]
        .into_iter()
        .flat_map(|(k, w)| paint.hint(k, w))
        .collect();
        frame.render_widget(Line::from(hint_line), keys);
    }
}

/// A match: table, both teams, the score so far and, when complete, the match points.
fn match_row<'a>(paint: &Paint, round: u32, index: usize, m: &Match) -> Row<'a> {
    let t = paint.t;
    let (home, away) = match m.score_only {
        Some(s) => (s.home, s.away),
        None => board_points(t, round, m)
            .into_iter()
            .flatten()
            .fold((HalfPoints::ZERO, HalfPoints::ZERO), |(h, a), (x, y)| {
                (h + x, a + y)
            }),
    };
    let decided = m.score_only.is_some() || m.boards.iter().all(|b| b.result.points().is_some());
    let score = if decided || home.0 + away.0 > 0 {
        format!("{home} : {away}")
    } else {
        "-".to_string()
    };
    let mp = match (
        round_outcome(t, round, m.home),
        round_outcome(t, round, m.away),
    ) {
        (
            RoundOutcome::Played {
                match_points: h, ..
            },
            RoundOutcome::Played {
                match_points: a, ..
            },
        ) => {
            format!("{h}:{a}")
        }
        _ => String::new(),
    };
    Row::new([
        Cell::from(format!("{}", index + 1)),
        Cell::from(paint.team_label(m.home)),
        Cell::from(score),
        Cell::from(paint.team_label(m.away)),
        Cell::from(mp),
    ])
    .style(paint.theme.title)
}

/// A board: the two players with colour and rating, and the result in chess notation.
fn board_row<'a>(paint: &Paint, round: u32, board: usize, m: &Match) -> Row<'a> {
    let t = paint.t;
    let player = |team| {
        board_player(t, round, team, board)
            .map_or_else(|| paint.lang.text(Msg::NoPlayer).to_string(), player_label)
    };
    let (white, black) = (
        paint.lang.text(Msg::WhiteInitial),
        paint.lang.text(Msg::BlackInitial),
    );
    let (home_colour, away_colour) = match home_colour(board) {
        Colour::White => (white, black),
        Colour::Black => (black, white),
    };
    let result = m.boards[board].result;
    let shown = if result == GameResult::NotPlayed {
        "·"
    } else {
        result.notation()
    };
    Row::new([
        Cell::from(format!("  {}", board + 1)),
        Cell::from(format!("{home_colour} {}", player(m.home))),
        Cell::from(format!("  {shown}")),
        Cell::from(format!("{away_colour} {}", player(m.away))),
        Cell::from(""),
    ])
}
