//! The Round view: the pairing of a round, one row per match, the cursor's match expanded to
//! its boards, and result entry with one key per board. The cursor then moves to the next
//! board, so a 4-board match is four keys. Its keys are in `keys`, what they do in
//! `actions`, the table of matches in `table`.

mod actions;
mod checked;
mod correction;
mod keys;
mod manual;
mod penalties;
mod table;

use ratatui::Frame;
use ratatui::crossterm::event::KeyEvent;
use ratatui::layout::Rect;
use ratatui::widgets::TableState;

use super::lineup::LineupEditor;
use super::pager::Pager;
use super::{Ctx, Paint, View, board_player, current_round};
use crate::core::{Command, GameResult, Match, Tournament};
use crate::i18n::{Lang, Msg};
use crate::tr;
use crate::tui::keymap::{self, Hint, lookup};
use keys::KEYS;

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
    /// The next round's pairing typed by hand (`M`).
    Manual(manual::ManualForm),
    /// The penalties in force and the form that imposes one (`P`).
    Penalties(penalties::PenaltyPanel),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Typing {
    /// A table number, after `g`.
    Table,
    /// Two starting numbers, after `s`.
    Swap,
    /// The score of the cursor's match, after `m`.
    MatchScore,
}

#[derive(Debug, Clone, PartialEq)]
enum Step {
    /// Pairing the next round by the lot's `seed`, with the problems the pairing brings
    /// (a team short of players), shown while the answer is awaited.
    Pair {
        round: u32,
        seed: u64,
        problems: Vec<String>,
    },
    Discard(u32),
    /// Discarding a round paired on a result since corrected, to pair it again.
    Repair(u32),
    /// A command that replaces what the arbiter entered before (a match score over board
    /// results), saved on yes.
    Save(Command),
    /// A board's result over the one it has, saved on yes.
    Correct(Command),
    /// A swap or a flip that breaks the rules named in `problems`.
    Change {
        command: Command,
        problems: Vec<String>,
    },
}

#[derive(Debug, Default)]
pub struct RoundView {
    /// The round shown (1-based); `None` follows the round in play.
    round: Option<u32>,
    /// Cursor: table and board, 0-based.
    table: usize,
    board: usize,
    expand_all: bool,
    /// Results of rounds before the newest may be changed only after `L`.
    unlocked: bool,
    /// The round the cursor was put in: when the round shown is another (`[` `]`, a
    /// pairing, the tab entered, the program opened), the cursor goes to its first board
    /// without a result and the list to its top.
    placed: Option<u32>,
    mode: Mode,
    list: TableState,
    /// The table and board of each row `/` looks through.
    search_places: Vec<(usize, usize)>,
}

impl RoundView {
    /// The round shown: the one chosen, else the round in play.
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

    /// Puts the cursor on the first board without a result (table 1 board 1 in a round
    /// whose boards all have one) and the list at its top when the round shown is not the
    /// one the cursor was in, so that keys typed on entering a round never land on the
    /// boards of the place left in another; then keeps it on an existing board.
    fn settle(&mut self, t: &Tournament) {
        let round = self.shown_round(t);
        if self.placed != Some(round) {
            self.placed = Some(round);
            self.list = TableState::default();
            let boards = usize::from(t.regulation.boards).max(1);
            let first = first_undecided(self.matches(t), boards, 0).unwrap_or(0);
            (self.table, self.board) = (first / boards, first % boards);
        }
        self.clamp(t);
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
}

/// The first board without a result at or after board `from`, counting `boards` boards a
/// match in table order, round the end to table 1.
fn first_undecided(matches: &[Match], boards: usize, from: usize) -> Option<usize> {
    let total = matches.len() * boards;
    (0..total).map(|step| (from + step) % total).find(|&i| {
        matches[i / boards]
            .boards
            .get(i % boards)
            .is_some_and(|game| game.result == GameResult::NotPlayed)
    })
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

    fn help_note(&self) -> Option<Msg> {
        Some(Msg::HelpRoundReading)
    }

    fn entered(&mut self) {
        self.placed = None;
    }

    /// Every board of the round shown: its two teams and its two players, so that a team
    /// finds its match and a player his board.
    fn search_rows(&mut self, paint: &Paint) -> Vec<String> {
        let t = paint.t;
        // The cursor a search puts stays: the round is the one it was put in.
        self.settle(t);
        let round = self.shown_round(t);
        self.search_places.clear();
        let mut rows = Vec::new();
        for (table, m) in self.matches(t).iter().enumerate() {
            let teams = format!("{} {}", paint.team_label(m.home), paint.team_label(m.away));
            for board in 0..m.boards.len() {
                let player = |team| board_player(t, round, team, board).map(|p| p.full_name());
                let (home, away) = (player(m.home), player(m.away));
                rows.push(format!(
                    "{teams} {} {}",
                    home.unwrap_or_default(),
                    away.unwrap_or_default()
                ));
                self.search_places.push((table, board));
            }
        }
        rows
    }

    fn show_row(&mut self, index: usize) {
        if let Some(&(table, board)) = self.search_places.get(index) {
            (self.table, self.board) = (table, board);
        }
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
            Mode::Penalties(mut panel) => {
                if panel.key(key, ctx) {
                    self.mode = Mode::Penalties(panel);
                }
                return true;
            }
            Mode::Manual(mut form) => {
                match form.key(key, ctx) {
                    manual::Outcome::Editing => self.mode = Mode::Manual(form),
                    manual::Outcome::Cancelled => ctx.tell(ctx.lang.text(Msg::StepCancelled)),
                    // A pairing the core refuses keeps the form open with what was typed.
                    manual::Outcome::Submit(command) => {
                        match crate::core::next_state(ctx.state(), command.clone()) {
                            Err(e) => {
                                ctx.refuse(e.render(ctx.lang));
                                self.mode = Mode::Manual(form);
                            }
                            Ok(_) => {
                                self.follow_newest();
                                self.checked_change(command, ctx);
                            }
                        }
                    }
                }
                return true;
            }
        }
        let Some(action) = lookup(KEYS, key) else {
            return false;
        };
        self.settle(ctx.state());
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
            Mode::Manual(form) => form.render(frame, area, paint),
            Mode::Penalties(panel) => panel.render(frame, area, paint),
            Mode::Confirm(Step::Change { problems, .. } | Step::Pair { problems, .. })
                if !problems.is_empty() =>
            {
                checked::render_problems(frame, area, paint, problems);
            }
            Mode::Browse | Mode::Typing { .. } | Mode::Confirm(_) => {}
        }
    }
}
