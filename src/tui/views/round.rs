//! The Round view: the pairing of a round, one row per match, the cursor's match expanded to
//! its boards, and result entry with one key per board. The cursor then moves to the next
//! board, so a 4-board match is four keys.

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Cell, Paragraph, Row, Table, TableState};

use super::lineup::LineupEditor;
use super::pager::Pager;
use super::{
    Ctx, Paint, View, board_player, column_widths, current_round, export_printout, fit,
    player_label,
};
use crate::app::explain::explanation;
use crate::app::pair::pair_command;
use crate::core::command::planned_rounds;
use crate::core::lineup::lateness;
use crate::core::{
    Colour, Command, GameResult, HalfPoints, Match, TeamId, Tournament, home_colour,
};
use crate::i18n::{Lang, Msg, width};
use crate::interop::report::What;
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
    PairNext,
    Discard,
    Swap,
    Flip,
    Explain,
    Lineups,
    Export,
}

const KEYS: &[Binding<Action>] = &[
    Binding {
        keys: &[Key::char('1')],
        label: "1",
        what: Msg::KeyWhiteWins,
        action: Action::Result(GameResult::WhiteWins),
    },
    Binding {
        keys: &[Key::char('0')],
        label: "0",
        what: Msg::KeyBlackWins,
        action: Action::Result(GameResult::BlackWins),
    },
    Binding {
        keys: &[Key::char('='), Key::char('5'), Key::char('½')],
        label: "= / 5 / ½",
        what: Msg::KeyDraw,
        action: Action::Result(GameResult::Draw),
    },
    Binding {
        keys: &[Key::char('+')],
        label: "+",
        what: Msg::KeyWhiteForfeitWin,
        action: Action::Result(GameResult::WhiteForfeitWin),
    },
    Binding {
        keys: &[Key::char('-')],
        label: "-",
        what: Msg::KeyBlackForfeitWin,
        action: Action::Result(GameResult::BlackForfeitWin),
    },
    Binding {
        keys: &[Key::char('*')],
        label: "*",
        what: Msg::KeyDoubleForfeit,
        action: Action::Result(GameResult::DoubleForfeit),
    },
    Binding {
        keys: &[Key::plain(KeyCode::Backspace), Key::plain(KeyCode::Delete)],
        label: "Backspace",
        what: Msg::KeyClearResult,
        action: Action::Clear,
    },
    Binding {
        keys: keymap::UP,
        label: "{up} / k",
        what: Msg::KeyPreviousBoard,
        action: Action::Move(Move::Up),
    },
    Binding {
        keys: keymap::DOWN,
        label: "{down} / j",
        what: Msg::KeyNextBoard,
        action: Action::Move(Move::Down),
    },
    Binding {
        keys: keymap::PAGE_UP,
        label: "PgUp",
        what: Msg::KeyPreviousMatch,
        action: Action::PreviousMatch,
    },
    Binding {
        keys: keymap::PAGE_DOWN,
        label: "PgDn",
        what: Msg::KeyNextMatch,
        action: Action::NextMatch,
    },
    Binding {
        keys: keymap::HOME,
        label: "Home",
        what: Msg::KeyFirstBoard,
        action: Action::Move(Move::First),
    },
    Binding {
        keys: keymap::END,
        label: "End",
        what: Msg::KeyLastBoard,
        action: Action::Move(Move::Last),
    },
    Binding {
        keys: &[Key::char('g'), Key::char('#')],
        label: "g / # <n> Enter",
        what: Msg::KeyJumpToTable,
        action: Action::JumpToTable,
    },
    Binding {
        keys: &[Key::plain(KeyCode::Enter), Key::char('e')],
        label: "Enter / e",
        what: Msg::KeyExpandAll,
        action: Action::ExpandAll,
    },
    Binding {
        keys: &[Key::char('[')],
        label: "[",
        what: Msg::KeyPreviousRound,
        action: Action::PreviousRound,
    },
    Binding {
        keys: &[Key::char(']')],
        label: "]",
        what: Msg::KeyNextRound,
        action: Action::NextRound,
    },
    Binding {
        keys: &[Key::char('L')],
        label: "L",
        what: Msg::KeyUnlock,
        action: Action::Unlock,
    },
    Binding {
        keys: &[Key::char('p')],
        label: "p",
        what: Msg::KeyPairNext,
        action: Action::PairNext,
    },
    Binding {
        keys: &[Key::char('D')],
        label: "D",
        what: Msg::KeyDiscard,
        action: Action::Discard,
    },
    Binding {
        keys: &[Key::char('s')],
        label: "s <a>,<b> Enter",
        what: Msg::KeySwap,
        action: Action::Swap,
    },
    Binding {
        keys: &[Key::char('c')],
        label: "c",
        what: Msg::KeyFlip,
        action: Action::Flip,
    },
    Binding {
        keys: &[Key::char('x')],
        label: "x",
        what: Msg::KeyExplain,
        action: Action::Explain,
    },
    Binding {
        keys: &[Key::char('l')],
        label: "l",
        what: Msg::KeyLineups,
        action: Action::Lineups,
    },
    Binding {
        keys: &[Key::char('w')],
        label: "w",
        what: Msg::KeyExportPairings,
        action: Action::Export,
    },
];

/// What the Round view is doing besides showing the round.
#[derive(Debug, Default)]
enum Mode {
    #[default]
    Browse,
    /// Text being typed on the status line.
    Typing { purpose: Typing, text: String },
    /// A big step waiting for `y`.
    Confirm(Step),
    /// The pairing's explanation (`x`).
    Explain { round: u32, pager: Pager },
    /// The lineups of the cursor's match (`l`).
    Lineup(LineupEditor),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Typing {
    /// A table number, after `g`.
    Table,
    /// Two starting numbers, after `s`.
    Swap,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Pair(u32),
    Discard(u32),
}

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
    mode: Mode,
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

    /// The shown round when its matches may be changed; otherwise says why not.
    fn changeable(&self, ctx: &mut Ctx) -> Option<u32> {
        let t = ctx.state();
        let round = self.shown_round(t);
        if self.matches(t).is_empty() {
            ctx.refuse(no_matches(ctx.lang, round));
            return None;
        }
        if self.locked(t) {
            ctx.refuse(tr!(ctx.lang, Msg::RoundEarlierLocked, round = round));
            return None;
        }
        Some(round)
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
        let Some(round) = self.changeable(ctx) else {
            return;
        };
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

    /// Back to the newest round, cursor on table 1, after the pairing changed.
    fn follow_newest(&mut self) {
        self.round = None;
        self.table = 0;
        self.board = 0;
    }

    /// The prompt on the status line while `text` is typed.
    fn prompt(purpose: Typing, text: &str, ctx: &mut Ctx) {
        let msg = match purpose {
            Typing::Table => Msg::PromptTable,
            Typing::Swap => Msg::PromptSwap,
        };
        ctx.tell(tr!(ctx.lang, msg, typed = text));
    }

    fn type_text(&mut self, purpose: Typing, mut text: String, key: &KeyEvent, ctx: &mut Ctx) {
        let allowed = |c: char| c.is_ascii_digit() || (purpose == Typing::Swap && c == ',');
        match key.code {
            KeyCode::Char(c) if allowed(c) && text.len() < 9 => text.push(c),
            KeyCode::Backspace => {
                text.pop();
            }
            KeyCode::Enter => {
                return match purpose {
                    Typing::Table => self.jump_to(&text, ctx),
                    Typing::Swap => self.swap(&text, ctx),
                };
            }
            KeyCode::Esc => return ctx.tell(""),
            _ => {}
        }
        Self::prompt(purpose, &text, ctx);
        self.mode = Mode::Typing { purpose, text };
    }

    fn jump_to(&mut self, typed: &str, ctx: &mut Ctx) {
        let tables = self.matches(ctx.state()).len();
        match typed.parse::<usize>() {
            Ok(n) if (1..=tables).contains(&n) => {
                self.table = n - 1;
                self.board = 0;
                ctx.tell(tr!(ctx.lang, Msg::JumpedToTable, table = n));
            }
            _ => ctx.refuse(tr!(
                ctx.lang,
                Msg::NotATable,
                typed = typed,
                tables = tables
            )),
        }
    }

    /// `SwapTeams` of the two teams typed by starting number ("3,7").
    fn swap(&mut self, typed: &str, ctx: &mut Ctx) {
        let Some(round) = self.changeable(ctx) else {
            return;
        };
        let t = ctx.state();
        let numbers: Vec<Option<usize>> = typed.split(',').map(|n| n.parse().ok()).collect();
        let teams: Vec<Option<TeamId>> = numbers
            .iter()
            .map(|n| n.and_then(|n| t.team_by_number(n)).map(|team| team.id))
            .collect();
        let [Some(first), Some(second)] = teams[..] else {
            return ctx.refuse(tr!(
                ctx.lang,
                Msg::SwapNeedsTwoTeams,
                typed = typed,
                teams = t.teams.len()
            ));
        };
        ctx.execute(Command::SwapTeams {
            round,
            first,
            second,
        });
    }

    fn confirmed(&mut self, step: Step, key: &KeyEvent, ctx: &mut Ctx) {
        if !matches!(key.code, KeyCode::Char('y' | 'Y')) {
            return ctx.tell(ctx.lang.text(Msg::StepCancelled));
        }
        let command = match step {
            // The lot's seed comes from the screen's clock (the wall clock, or the fixed
            // one of a test, which then pairs the same way every time); recorded either way.
            Step::Pair(round) => {
                let seed = ctx.now.timestamp_nanos_opt().unwrap_or(0) as u64;
                pair_command(round, Some(seed), None)
            }
            Step::Discard(round) => Command::ClearPairing { round },
        };
        if ctx.execute(command) {
            self.follow_newest();
        }
    }

    fn explain(&mut self, ctx: &mut Ctx) {
        let t = ctx.state();
        let round = self.shown_round(t);
        if self.matches(t).is_empty() {
            return ctx.refuse(no_matches(ctx.lang, round));
        }
        match explanation(t, round) {
            Ok(explained) => {
                let mut lines: Vec<String> = explained
                    .lines
                    .iter()
                    .map(|line| line.render(ctx.lang))
                    .collect();
                if explained.set_by_hand {
                    lines.push(String::new());
                    lines.push(ctx.lang.text(Msg::ExplainSetByHand).to_string());
                }
                self.mode = Mode::Explain {
                    round,
                    pager: Pager::new(lines),
                };
            }
            Err(e) => ctx.refuse(e.render(ctx.lang)),
        }
    }

    fn act(&mut self, action: Action, ctx: &mut Ctx) {
        let t = ctx.state();
        let shown = self.shown_round(t);
        let lang = ctx.lang;
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
            Action::JumpToTable => self.start_typing(Typing::Table, ctx),
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
                ctx.refuse(tr!(lang, Msg::RoundsPaired, rounds = current_round(t)));
            }
            Action::Unlock => {
                self.unlocked = !self.unlocked;
                let what = if self.unlocked {
                    Msg::RoundsUnlocked
                } else {
                    Msg::RoundsLocked
                };
                ctx.tell(lang.text(what));
            }
            Action::PairNext => {
                let round = t.paired_rounds() as u32 + 1;
                self.mode = Mode::Confirm(Step::Pair(round));
                ctx.tell(tr!(lang, Msg::ConfirmPair, round = round));
            }
            Action::Discard => {
                if let Some(round) = self.changeable(ctx) {
                    self.mode = Mode::Confirm(Step::Discard(round));
                    ctx.tell(tr!(lang, Msg::ConfirmDiscard, round = round));
                }
            }
            Action::Swap => {
                if self.changeable(ctx).is_some() {
                    self.start_typing(Typing::Swap, ctx);
                }
            }
            Action::Flip => {
                if let Some(round) = self.changeable(ctx) {
                    let table = self.table + 1;
                    ctx.execute(Command::FlipColours { round, table });
                }
            }
            Action::Explain => self.explain(ctx),
            Action::Lineups => match self.matches(t).get(self.table) {
                Some(m) => self.mode = Mode::Lineup(LineupEditor::open(t, shown, m)),
                None => ctx.refuse(no_matches(lang, shown)),
            },
            Action::Export if self.matches(t).is_empty() => ctx.refuse(no_matches(lang, shown)),
            Action::Export => export_printout(ctx, What::Pairings, shown),
        }
    }

    fn start_typing(&mut self, purpose: Typing, ctx: &mut Ctx) {
        Self::prompt(purpose, "", ctx);
        self.mode = Mode::Typing {
            purpose,
            text: String::new(),
        };
    }
}

/// "Round 3 has no matches." (or that no round is paired yet).
fn no_matches(lang: Lang, round: u32) -> String {
    if round == 0 {
        lang.text(Msg::NoRoundPaired).to_string()
    } else {
        tr!(lang, Msg::RoundHasNoMatches, round = round)
    }
}

impl View for RoundView {
    fn hints(&self) -> Vec<Hint> {
        keymap::hints(KEYS)
    }

    fn captures_input(&self) -> bool {
        !matches!(self.mode, Mode::Browse)
    }

    fn handle(&mut self, key: &KeyEvent, ctx: &mut Ctx) -> bool {
        match std::mem::take(&mut self.mode) {
            Mode::Browse => {}
            Mode::Typing { purpose, text } => {
                self.type_text(purpose, text, key, ctx);
                return true;
            }
            Mode::Confirm(step) => {
                self.confirmed(step, key, ctx);
                return true;
            }
            Mode::Explain { round, mut pager } => {
                // Any key but a scrolling one closes the explanation.
                if pager.key(key) {
                    self.mode = Mode::Explain { round, pager };
                }
                return true;
            }
            Mode::Lineup(mut editor) => {
                if editor.handle(key, ctx) {
                    self.mode = Mode::Lineup(editor);
                }
                return true;
            }
        }
        let Some(action) = lookup(KEYS, key) else {
            return false;
        };
        self.clamp(ctx.state());
        self.act(action, ctx);
        true
    }

    fn render(&mut self, frame: &mut Frame, area: Rect, paint: &Paint) {
        self.render_round(frame, area, paint);
        match &mut self.mode {
            Mode::Explain { round, pager } => {
                let title = tr!(paint.lang, Msg::ExplainTitle, round = *round);
                pager.render(frame, area, paint, &title);
            }
            Mode::Lineup(editor) => editor.render(frame, area, paint),
            Mode::Browse | Mode::Typing { .. } | Mode::Confirm(_) => {}
        }
    }
}

impl RoundView {
    fn render_round(&mut self, frame: &mut Frame, area: Rect, paint: &Paint) {
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
            let mut text = vec![Line::raw(no_matches(lang, round))];
            text.push(Line::raw(""));
            text.push(Line::from(paint.hint("p", Msg::HintPairNext).to_vec()));
            frame.render_widget(Paragraph::new(text).block(block), body);
            return;
        }
        let widths = [
            Constraint::Length(4),
            Constraint::Fill(1),
            Constraint::Length(9),
            Constraint::Fill(1),
            Constraint::Length(5),
        ];
        let cut = column_widths(body, &widths);
        let mut rows = Vec::new();
        let mut selected = 0;
        for (i, m) in matches.iter().enumerate() {
            rows.push(match_row(paint, round, i, m, &cut));
            if i == self.table || self.expand_all {
                for b in 0..m.boards.len() {
                    if i == self.table && b == self.board {
                        selected = rows.len();
                    }
                    rows.push(board_row(paint, round, b, m, &cut));
                }
            }
        }
        let r = &t.rounds[round as usize - 1];
        if let Some(bye) = r.bye {
            rows.push(Row::new([
                Cell::from(""),
                Cell::from(fit(&paint.team_label(bye), cut[1])),
                Cell::from(lang.text(Msg::Bye)),
            ]));
        }
        for absent in &r.absent {
            rows.push(Row::new([
                Cell::from(""),
                Cell::from(fit(&paint.team_label(*absent), cut[1])),
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
        let table = Table::new(rows, widths)
            .header(header)
            .block(block)
            .style(theme.text)
            .row_highlight_style(theme.selected);
        self.list.select(Some(selected));
        frame.render_stateful_widget(table, body, &mut self.list);
        // Once the round is complete, pairing the next one is what comes next; it takes the
        // forfeit keys' place so that the line still fits 80 columns.
        let mut hints = vec![("1 0 =", Msg::HintResult)];
        if next_round_pairable(t, round) {
            hints.insert(0, ("p", Msg::HintPairNext));
        } else {
            hints.push(("+ - *", Msg::HintForfeit));
        }
        hints.extend([
            ("⌫", Msg::HintClear),
            ("g", Msg::HintTable),
            ("[ ]", Msg::HintRound),
            ("?", Msg::HintHelp),
        ]);
        let hint_line: Vec<Span> = hints
            .into_iter()
            .flat_map(|(k, w)| paint.hint(k, w))
            .collect();
        frame.render_widget(Line::from(hint_line), keys);
    }
}

/// Whether `round` is the newest paired round, every match of it has its result, and the
/// event has a round after it: `p` would pair that one (`pairing::pair_round` refuses while
/// a result is pending).
fn next_round_pairable(t: &Tournament, round: u32) -> bool {
    let Some(entry) = round.checked_sub(1).and_then(|i| t.rounds.get(i as usize)) else {
        return false;
    };
    round == current_round(t)
        && round < planned_rounds(t)
        && entry.matches.iter().all(|m| {
            !matches!(
                round_outcome(t, round, m.home),
                RoundOutcome::Pending { .. }
            )
        })
}

/// A match: table, both teams, the score so far and, when complete, the match points;
/// names cut to the columns' widths `cut`.
fn match_row<'a>(paint: &Paint, round: u32, index: usize, m: &Match, cut: &[u16]) -> Row<'a> {
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
        team_cell(paint, round, m.home, cut[1]),
        Cell::from(score),
        team_cell(paint, round, m.away, cut[3]),
        Cell::from(mp),
    ])
    .style(paint.theme.title)
}

/// A team of a match row, flagged when its lineup for the round came in after the deadline
/// (`core::lineup::lateness`, the rule `kup check` reports); the name is what gets cut to
/// `room`, never the flag.
fn team_cell<'a>(paint: &Paint, round: u32, team: TeamId, room: u16) -> Cell<'a> {
    let t = paint.t;
    let index = round as usize - 1;
    let late = t.rounds[index]
        .lineup(team)
        .and_then(|lineup| lateness(t, index, lineup))
        .is_some();
    let flag = late.then(|| format!(" {}", paint.lang.text(Msg::LineupLateFlag)));
    let flag_width = flag.as_deref().map_or(0, width::width) as u16;
    let mut line = Line::raw(fit(
        &paint.team_label(team),
        room.saturating_sub(flag_width),
    ));
    if let Some(flag) = flag {
        line.push_span(Span::styled(flag, paint.theme.warning));
    }
    Cell::from(line)
}

/// A board: the two players with colour and rating, and the result in chess notation;
/// names cut to the columns' widths `cut`.
fn board_row<'a>(paint: &Paint, round: u32, board: usize, m: &Match, cut: &[u16]) -> Row<'a> {
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
        Cell::from(fit(&format!("{home_colour} {}", player(m.home)), cut[1])),
        Cell::from(format!("  {shown}")),
        Cell::from(fit(&format!("{away_colour} {}", player(m.away)), cut[3])),
        Cell::from(""),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::keymap::GLOBAL;

    /// A key of the Round view bound twice, or also bound everywhere (where the global
    /// binding would win), could never do what its help line says.
    #[test]
    fn no_round_key_is_bound_twice_or_shadowed_by_a_global_key() {
        let keys: Vec<Key> = KEYS.iter().flat_map(|b| b.keys.iter().copied()).collect();
        let global: Vec<Key> = GLOBAL.iter().flat_map(|b| b.keys.iter().copied()).collect();
        for (i, k) in keys.iter().enumerate() {
            assert!(!keys[..i].contains(k), "{k:?} bound twice");
            assert!(!global.contains(k), "{k:?} is also a global key");
        }
    }
}
