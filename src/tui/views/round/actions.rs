//! What the Round view's keys do: results, cursor moves, typed table numbers and swaps,
//! the big steps that wait for `y` (pairing the next round, discarding one), the
//! explanation and the lineups.

use ratatui::crossterm::event::{KeyCode, KeyEvent};

use super::keys::Action;
use super::manual::ManualForm;
use super::penalties::PenaltyPanel;
use super::{Mode, RoundView, Step, Typing, first_undecided, no_matches};
use crate::app::explain::explanation;
use crate::app::pair::pair_command;
use crate::app::typed::parse_score;
use crate::core::calendar::planned_rounds;
use crate::core::{Command, GameResult, TeamId, Tournament, home_colour};
use crate::i18n::Msg;
use crate::interop::report::What;
use crate::tr;
use crate::tui::keymap::{Move, is_yes};
use crate::tui::views::lineup::{LineupEditor, result_word};
use crate::tui::views::pager::Pager;
use crate::tui::views::{Ctx, current_round, export_printout};

impl RoundView {
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

    /// Enters `read`, a result as the board's row reads it (the first-named team's player
    /// first), in chess notation. The result the board has already changes nothing; one
    /// over another result is a correction, asked first, so that keys typed on a round
    /// already entered never replace its results in a run.
    fn enter(&mut self, read: GameResult, ctx: &mut Ctx) {
        let Some(round) = self.changeable(ctx) else {
            return;
        };
        let result = read.seen_from(home_colour(self.board));
        let (table, board) = (self.table + 1, self.board + 1);
        let had = self.matches(ctx.state())[self.table]
            .boards
            .get(self.board)
            .map_or(GameResult::NotPlayed, |game| game.result);
        if had == result {
            let lang = ctx.lang;
            let reads = result_word(result, self.board, lang);
            ctx.tell(tr!(
                lang,
                Msg::ResultUnchanged,
                round = round,
                table = table,
                board = board,
                result = reads
            ));
            if result != GameResult::NotPlayed {
                self.move_on(ctx.state());
            }
            return;
        }
        let command = Command::SetResult {
            round,
            table,
            board,
            result,
        };
        if had != GameResult::NotPlayed && result != GameResult::NotPlayed {
            let lang = ctx.lang;
            ctx.ask(tr!(
                lang,
                Msg::ConfirmCorrection,
                round = round,
                table = table,
                board = board,
                from = result_word(had, self.board, lang),
                to = result_word(result, self.board, lang),
                yes = lang.text(Msg::FormYes)
            ));
            self.mode = Mode::Confirm(Step::Correct(command));
            return;
        }
        self.save_result(command, ctx);
    }

    /// Saves a board's result or a match's score, moves on when a result was entered, and
    /// says when the next round was paired on what it replaced.
    fn save_result(&mut self, command: Command, ctx: &mut Ctx) {
        let entered = !matches!(
            command,
            Command::SetResult {
                result: GameResult::NotPlayed,
                ..
            } | Command::SetMatchScore { .. }
        );
        let before = ctx.state().clone();
        if ctx.execute(command) {
            if entered {
                self.move_on(ctx.state());
            }
            self.after_correction(&before, ctx);
        }
    }

    /// Moves the cursor on after a result: to the next board without one, else (a round
    /// already entered) to the next board.
    fn move_on(&mut self, t: &Tournament) {
        let boards = usize::from(t.regulation.boards).max(1);
        let here = self.table * boards + self.board;
        match first_undecided(self.matches(t), boards, here + 1) {
            Some(index) => (self.table, self.board) = (index / boards, index % boards),
            None => self.move_cursor(Move::Down, t),
        }
    }

    /// Back to the newest round, cursor on table 1, after the pairing changed.
    pub(super) fn follow_newest(&mut self) {
        self.round = None;
        self.placed = None;
        self.table = 0;
        self.board = 0;
    }

    /// The prompt on the status line while `text` is typed.
    fn prompt(purpose: Typing, text: &str, ctx: &mut Ctx) {
        let msg = match purpose {
            Typing::Table => Msg::PromptTable,
            Typing::Swap => Msg::PromptSwap,
            Typing::MatchScore => Msg::PromptMatchScore,
        };
        ctx.tell(tr!(ctx.lang, msg, typed = text));
    }

    pub(super) fn type_text(
        &mut self,
        purpose: Typing,
        mut text: String,
        key: &KeyEvent,
        ctx: &mut Ctx,
    ) {
        let allowed = |c: char| match purpose {
            Typing::Table => c.is_ascii_digit(),
            Typing::Swap => c.is_ascii_digit() || c == ',',
            Typing::MatchScore => c.is_ascii_digit() || ".,-½".contains(c),
        };
        match key.code {
            KeyCode::Char(c) if allowed(c) && text.len() < 9 => text.push(c),
            KeyCode::Backspace => {
                text.pop();
            }
            KeyCode::Enter => {
                return match purpose {
                    Typing::Table => self.jump_to(&text, ctx),
                    Typing::Swap => self.swap(&text, ctx),
                    Typing::MatchScore => self.match_score(&text, ctx),
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
        self.checked_change(
            Command::SwapTeams {
                round,
                first,
                second,
            },
            ctx,
        );
    }

    /// `SetMatchScore` of the cursor's match, first-named team first ("2.5-1.5"; nothing
    /// typed clears it), read as `kup result --score` reads it. A score replaces the
    /// boards' results, so a match with any asks first and names how many.
    fn match_score(&mut self, typed: &str, ctx: &mut Ctx) {
        let Some(round) = self.changeable(ctx) else {
            return;
        };
        let score = match typed.trim() {
            "" => None,
            text => match parse_score(text) {
                Ok(score) => score,
                Err(failure) => return ctx.refuse(failure.render(ctx.lang)),
            },
        };
        let table = self.table + 1;
        let command = Command::SetMatchScore {
            round,
            table,
            score,
        };
        let decided = self.matches(ctx.state())[self.table]
            .boards
            .iter()
            .filter(|b| b.result != GameResult::NotPlayed)
            .count();
        if score.is_none() || decided == 0 {
            return self.save_result(command, ctx);
        }
        let lang = ctx.lang;
        ctx.ask(tr!(
            lang,
            Msg::ConfirmScoreOverBoards,
            table = table,
            boards = decided,
            yes = lang.text(Msg::FormYes)
        ));
        self.mode = Mode::Confirm(Step::Save(command));
    }

    pub(super) fn confirmed(&mut self, step: Step, key: &KeyEvent, ctx: &mut Ctx) {
        if !is_yes(key, ctx.lang) {
            return ctx.tell(ctx.lang.text(Msg::StepCancelled));
        }
        let done = match step {
            // The lot's seed comes from the screen's clock (the wall clock, or the fixed
            // one of a test, which then pairs the same way every time); recorded either way.
            Step::Pair { round, seed, .. } => {
                if ctx.execute_with(|t| pair_command(t, round, seed, None)) {
                    // A round paired ahead stays on screen; the view otherwise follows
                    // the round in play.
                    self.follow_newest();
                    if round != current_round(ctx.state()) {
                        self.round = Some(round);
                    }
                }
                return;
            }
            Step::Discard(round) => ctx.execute(Command::ClearPairing { round }),
            Step::Repair(round) => {
                if ctx.execute(Command::ClearPairing { round }) {
                    self.follow_newest();
                    self.ask_to_pair(ctx);
                }
                return;
            }
            Step::Save(command) | Step::Correct(command) => {
                self.save_result(command, ctx);
                return;
            }
            Step::Change { command, .. } => {
                ctx.execute(command);
                return;
            }
        };
        if done {
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

    pub(super) fn act(&mut self, action: Action, ctx: &mut Ctx) {
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
                self.settle(ctx.state());
            }
            // Up to the newest paired round: a round robin's rounds paired ahead too.
            Action::NextRound if shown < t.paired_rounds() as u32 => {
                self.round = Some(shown + 1);
                self.settle(ctx.state());
            }
            Action::PreviousRound | Action::NextRound => {
                let rounds = t.paired_rounds();
                ctx.refuse(tr!(lang, Msg::RoundsPaired, rounds = rounds));
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
            Action::PairNext => self.ask_to_pair(ctx),
            Action::Penalties => {
                let at = self.matches(t).get(self.table).map(|m| (m, self.board));
                let first = at.and_then(|(m, _)| t.starting_number(m.home));
                self.mode = Mode::Penalties(PenaltyPanel::open(shown, at, first));
                ctx.tell("");
            }
            Action::PairByHand if t.teams.is_empty() => ctx.refuse(lang.text(Msg::PairNoTeams)),
            Action::PairByHand => {
                let round = t.paired_rounds() as u32 + 1;
                self.mode = Mode::Manual(ManualForm::open(round));
                ctx.tell("");
            }
            Action::Discard => {
                if let Some(round) = self.changeable(ctx) {
                    self.mode = Mode::Confirm(Step::Discard(round));
                    let yes = lang.text(Msg::FormYes);
                    ctx.ask(tr!(lang, Msg::ConfirmDiscard, round = round, yes = yes));
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
                    self.checked_change(Command::FlipColours { round, table }, ctx);
                }
            }
            Action::MatchScore => {
                if self.changeable(ctx).is_some() {
                    self.start_typing(Typing::MatchScore, ctx);
                }
            }
            Action::Explain => self.explain(ctx),
            Action::Lineups => match self.matches(t).get(self.table) {
                Some(m) => self.mode = Mode::Lineup(LineupEditor::open(t, shown, m)),
                None => ctx.refuse(no_matches(lang, shown)),
            },
            Action::NextLineups => self.next_lineups(ctx),
            Action::Export if self.matches(t).is_empty() => ctx.refuse(no_matches(lang, shown)),
            Action::Export => export_printout(ctx, What::Pairings, shown),
        }
    }

    /// The lineups of the next round before it is paired, where the regulation collects
    /// them so (bpz-2025 čl. 7); elsewhere a lineup waits for the round's table.
    fn next_lineups(&mut self, ctx: &mut Ctx) {
        let t = ctx.state();
        let next = t.paired_rounds() as u32 + 1;
        if !t.regulation.lineups_before_pairing {
            let said = tr!(ctx.lang, Msg::LineupsAfterPairing, round = next);
            return ctx.refuse(said);
        }
        if next > planned_rounds(t) {
            let said = tr!(ctx.lang, Msg::RoundsPaired, rounds = next - 1);
            return ctx.refuse(said);
        }
        match LineupEditor::before_pairing(t, next) {
            Some(editor) => self.mode = Mode::Lineup(editor),
            None => ctx.refuse(ctx.lang.text(Msg::LineupsNoTeam).to_string()),
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
