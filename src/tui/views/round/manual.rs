//! `M`: the next round paired by hand, as `kup pair --manual` reads it ("1-5,2-6,3-7,4":
//! starting numbers, the first-named team first, a lone number for the bye), typed over
//! the list of the teams that play, each with its match points. What the pairing breaks
//! (a rematch, a forbidden pairing, a team short of players) is asked about before it is
//! saved, as for a swap.

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::Rect;
use ratatui::text::Line;
use tui_input::Input;

use crate::app::typed::parse_manual;
use crate::core::{Command, Tournament};
use crate::i18n::{Msg, width};
use crate::scoring::totals;
use crate::tr;
use crate::tui::views::text_field::OneFieldForm;
use crate::tui::views::{Ctx, Paint, text_field};

#[derive(Debug)]
pub(super) struct ManualForm {
    round: u32,
    input: Input,
}

/// What a key did to the form.
pub(super) enum Outcome {
    Editing,
    Cancelled,
    /// The pairing typed, as the command that records it.
    Submit(Command),
}

/// Cells of one team in the list: number, name, match points.
const CELL: usize = 38;

impl ManualForm {
    pub(super) fn open(round: u32) -> ManualForm {
        ManualForm {
            round,
            input: Input::default(),
        }
    }

    pub(super) fn key(&mut self, key: &KeyEvent, ctx: &mut Ctx) -> Outcome {
        match key.code {
            KeyCode::Esc => Outcome::Cancelled,
            KeyCode::Enter => match parse_manual(ctx.state(), self.input.value()) {
                Ok((matches, bye)) => Outcome::Submit(Command::SetPairing {
                    round: self.round,
                    matches,
                    bye,
                }),
                Err(failure) => {
                    ctx.refuse(failure.render(ctx.lang));
                    Outcome::Editing
                }
            },
            _ => {
                text_field::edit(&mut self.input, key);
                Outcome::Editing
            }
        }
    }

    /// The teams that play the round, two to a line, then the field and how to type it
    /// (the field's row counts no wrapped line above it).
    pub(super) fn render(&self, frame: &mut Frame, area: Rect, paint: &Paint) {
        let lang = paint.lang;
        let mut above = team_lines(paint.t, self.round, paint);
        above.push(Line::raw(""));
        let title = tr!(lang, Msg::ManualPairingTitle, round = self.round);
        let block = paint
            .block(format!(" {title} "))
            .title_bottom(lang.text(Msg::ManualPairingKeys));
        OneFieldForm {
            above,
            label: lang.text(Msg::ManualPairingPairs),
            input: &self.input,
            how: lang.text(Msg::ManualPairingHow),
        }
        .render(frame, area, block, paint);
    }
}

/// `  3 ŠK Oroslavje   2 MP`, two teams to a line: every team that plays `round`.
fn team_lines(t: &Tournament, round: u32, paint: &Paint) -> Vec<Line<'static>> {
    let lang = paint.lang;
    let absent = t
        .rounds
        .get(round as usize - 1)
        .map(|r| r.absent.clone())
        .unwrap_or_default();
    let cells: Vec<String> = t
        .teams
        .iter()
        .enumerate()
        .filter(|(_, team)| team.plays_in_round(round) && !absent.contains(&team.id))
        .map(|(i, team)| {
            let points = totals(t, team.id, round - 1).match_points;
            let points = tr!(lang, Msg::ManualPairingPoints, points = points);
            let name = width::truncate(&team.name, CELL - 4 - width::width(&points) - 1);
            let pad = CELL - 4 - width::width(&name) - width::width(&points);
            format!("{:>3} {name}{}{points}", i + 1, " ".repeat(pad))
        })
        .collect();
    cells
        .chunks(2)
        .map(|pair| Line::raw(pair.join("  ")))
        .collect()
}
