//! `P`: the penalties in force, numbered as `kup penalty list` numbers them, and a form to
//! impose one (`app::penalty`, as `kup penalty`): the rule by its number, the team by its
//! starting number and the board, both taken from the cursor's match (for a bar from the
//! next round, the player's roster position instead of the board), and the arbiter's note.
//! Ctrl-X lifts the penalty under the list's cursor.

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::{Constraint, Layout, Position, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Wrap};
use tui_input::Input;

use crate::app::penalty::{Rule, lift, penalties};
use crate::app::typed::team_id;
use crate::core::lineup::describe_penalty;
use crate::core::{Command, Match};
use crate::i18n::{Msg, width};
use crate::tr;
use crate::tui::views::{Ctx, Paint, text_field};

const RULES: [Rule; 5] = [
    Rule::Phone,
    Rule::EarlyDraw,
    Rule::Forfeit,
    Rule::Unregistered,
    Rule::Barred,
];
const FIELDS: [Msg; 4] = [
    Msg::PenaltyFieldRule,
    Msg::PenaltyFieldTeam,
    Msg::PenaltyFieldBoard,
    Msg::PenaltyFieldNote,
];

#[derive(Debug)]
pub(super) struct PenaltyPanel {
    round: u32,
    values: [Input; 4],
    focus: usize,
    /// The penalty under the list's cursor (0-based).
    selected: usize,
}

impl PenaltyPanel {
    /// The form for `round`, the team and board of the cursor's match filled in.
    pub(super) fn open(
        round: u32,
        at: Option<(&Match, usize)>,
        first_number: Option<usize>,
    ) -> PenaltyPanel {
        let team = first_number.map_or_else(String::new, |n| n.to_string());
        let board = at.map_or_else(String::new, |(_, board)| (board + 1).to_string());
        PenaltyPanel {
            round,
            values: [
                Input::default(),
                Input::new(team),
                Input::new(board),
                Input::default(),
            ],
            focus: 0,
            selected: 0,
        }
    }

    /// Handles a key; false when the panel is to close.
    pub(super) fn key(&mut self, key: &KeyEvent, ctx: &mut Ctx) -> bool {
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        match key.code {
            KeyCode::Esc => return false,
            KeyCode::Tab => self.focus = (self.focus + 1) % FIELDS.len(),
            KeyCode::BackTab => self.focus = (self.focus + FIELDS.len() - 1) % FIELDS.len(),
            KeyCode::Up => self.selected = self.selected.saturating_sub(1),
            KeyCode::Down => {
                let last = ctx.state().penalties.len().saturating_sub(1);
                self.selected = (self.selected + 1).min(last);
            }
            KeyCode::Char('x') if ctrl => match lift(ctx.state(), self.selected + 1) {
                Ok(command) => {
                    ctx.execute(command);
                }
                Err(failure) => ctx.refuse(failure.render(ctx.lang)),
            },
            KeyCode::Enter => {
                if let Some(command) = self.command(ctx)
                    && ctx.execute(command)
                {
                    self.values[3] = Input::default();
                }
            }
            _ => {
                text_field::edit(&mut self.values[self.focus], key);
            }
        }
        true
    }

    /// The rule the form's first field names by its number.
    fn rule(&self) -> Option<Rule> {
        let typed = self.values[0].value().trim().parse::<usize>().ok()?;
        RULES.get(typed.checked_sub(1)?).copied()
    }

    /// `ImposePenalty` of what the form says, or `None` with the field that does not read
    /// named on the status line.
    fn command(&self, ctx: &mut Ctx) -> Option<Command> {
        let value = |i: usize| self.values[i].value().trim();
        let number = |i: usize| value(i).parse::<usize>().ok();
        let Some(rule) = self.rule() else {
            ctx.refuse(tr!(ctx.lang, Msg::PenaltyRuleNumber, typed = value(0)));
            return None;
        };
        let board = match (rule, number(2)) {
            (Rule::Unregistered, _) => 0,
            (_, Some(board)) => board,
            (Rule::Barred, None) => {
                ctx.refuse(tr!(ctx.lang, Msg::PenaltyPlayerNumber, typed = value(2)));
                return None;
            }
            (_, None) => {
                ctx.refuse(tr!(ctx.lang, Msg::PenaltyBoardNumber, typed = value(2)));
                return None;
            }
        };
        let t = ctx.state();
        let made = number(1)
            .ok_or_else(|| {
                crate::app::exit::Failure::said(
                    crate::i18n::Text::new(Msg::CliNotAStartingNumber)
                        .arg_text("field", Msg::PenaltyFieldTeam.into())
                        .arg("value", value(1)),
                )
            })
            .and_then(|n| team_id(t, n))
            .and_then(|team| penalties(t, rule, self.round, team, board, value(3)));
        match made {
            Ok(penalties) => Some(Command::ImposePenalty { penalties }),
            Err(failure) => {
                ctx.refuse(failure.render(ctx.lang));
                None
            }
        }
    }

    /// The penalties in force above, the form below.
    pub(super) fn render(&mut self, frame: &mut Frame, area: Rect, paint: &Paint) {
        let (t, lang) = (paint.t, paint.lang);
        self.selected = self.selected.min(t.penalties.len().saturating_sub(1));
        let title = tr!(lang, Msg::PenaltiesTitle, round = self.round);
        let block = paint
            .block(format!(" {title} "))
            .title_bottom(lang.text(Msg::PenaltiesKeys));
        let inner = block.inner(area);
        frame.render_widget(Clear, area);
        frame.render_widget(block, area);
        let [list_area, form_area] =
            Layout::vertical([Constraint::Fill(1), Constraint::Length(7)]).areas(inner);
        let list: Vec<Line> = match t.penalties.is_empty() {
            true => vec![Line::raw(lang.text(Msg::PenaltyNone).to_string())],
            false => t
                .penalties
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    let said = format!("{:>3}. {}", i + 1, describe_penalty(t, p).render(lang));
                    let style = if i == self.selected {
                        paint.theme.selected
                    } else {
                        paint.theme.text
                    };
                    Line::styled(said, style)
                })
                .collect(),
        };
        frame.render_widget(Paragraph::new(list).wrap(Wrap { trim: false }), list_area);
        let mut lines = Vec::new();
        let label_cells = 12;
        let room = usize::from(form_area.width).saturating_sub(label_cells);
        let mut cursor = None;
        for (i, (field, value)) in FIELDS.iter().zip(&self.values).enumerate() {
            let style = if i == self.focus {
                paint.theme.selected
            } else {
                paint.theme.text
            };
            let (shown, x) = text_field::shown(value, room, style);
            // A bar from the next round falls on a player, named by his roster position.
            let field = match (*field, self.rule()) {
                (Msg::PenaltyFieldBoard, Some(Rule::Barred)) => Msg::PenaltyFieldPlayer,
                (field, _) => field,
            };
            let label = width::pad_right(lang.text(field), label_cells - 2);
            if i == self.focus {
                cursor = Some(Position::new(
                    form_area.x + label_cells as u16 + x,
                    form_area.y + i as u16,
                ));
            }
            lines.push(Line::from(vec![
                Span::styled(format!("{label}: "), paint.theme.key),
                shown,
            ]));
        }
        // The legend last, so that its wrapped rows move no field.
        lines.push(Line::styled(
            lang.text(Msg::PenaltyRules).to_string(),
            paint.theme.dim,
        ));
        frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), form_area);
        if let Some(at) = cursor {
            frame.set_cursor_position(at);
        }
    }
}
