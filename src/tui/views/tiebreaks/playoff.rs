//! `p` in the Tiebreaks view: the play-off of the two picked teams (`app::playoff`, as
//! `kup playoff`). Without one recorded it asks to pair them, colours by lot; with one, it
//! takes the board results of its newest match, typed as `kup playoff --results` reads
//! them ("1-0 1/2 1/2 0-1", board 1 first, White's score first).

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::Rect;
use ratatui::text::Line;
use tui_input::Input;

use crate::app::playoff::pair_playoff;
use crate::app::typed::parse_board_results;
use crate::core::{Command, TeamId, Tournament};
use crate::i18n::Msg;
use crate::tr;
use crate::tui::keymap::is_yes;
use crate::tui::views::text_field::OneFieldForm;
use crate::tui::views::{Ctx, Paint, text_field};

/// What `p` started and the next keys answer.
#[derive(Debug)]
pub(super) enum PlayoffStep {
    /// Whether to pair the two teams: the next key answers.
    Pairing(Vec<TeamId>),
    /// The results of match `match_number` of the play-off between `teams`, being typed.
    Results {
        teams: Vec<TeamId>,
        match_number: usize,
        input: Input,
    },
}

/// `p` with `picked` (in standings order): the results of their play-off when one is
/// recorded, else the question whether to pair them, or why not.
pub(super) fn start(picked: Vec<TeamId>, ctx: &mut Ctx) -> Option<PlayoffStep> {
    let t = ctx.state();
    if picked.len() != 2 {
        ctx.refuse(ctx.lang.text(Msg::TiebreaksPlayoffPickTwo));
        return None;
    }
    if let Some(record) = t.playoffs.iter().find(|p| p.between(picked[0], picked[1])) {
        return Some(PlayoffStep::Results {
            teams: picked,
            match_number: record.matches.len(),
            input: Input::default(),
        });
    }
    // The standings' and the core's refusals first, so that the question is asked only
    // when the answer can be carried out.
    if let Err(e) = pair_playoff(t, picked.clone(), 0) {
        ctx.refuse(e.render(ctx.lang));
        return None;
    }
    ctx.ask(tr!(
        ctx.lang,
        Msg::TiebreaksConfirmPlayoff,
        teams = names(t, &picked).join(", "),
        yes = ctx.lang.text(Msg::FormYes)
    ));
    Some(PlayoffStep::Pairing(picked))
}

/// The next key of `step`; the step again while results are being typed.
pub(super) fn key(step: PlayoffStep, key: &KeyEvent, ctx: &mut Ctx) -> Option<PlayoffStep> {
    match step {
        PlayoffStep::Pairing(teams) => {
            if !is_yes(key, ctx.lang) {
                ctx.tell(ctx.lang.text(Msg::StepCancelled));
                return None;
            }
            // The lot's seed from the screen's clock (the wall clock, or a test's).
            let seed = ctx.now.timestamp_nanos_opt().unwrap_or(0) as u64;
            ctx.execute_with(|t| pair_playoff(t, teams, seed));
            None
        }
        PlayoffStep::Results {
            teams,
            match_number,
            mut input,
        } => match key.code {
            KeyCode::Esc => {
                ctx.tell(ctx.lang.text(Msg::StepCancelled));
                None
            }
            KeyCode::Enter => {
                let results = match parse_board_results(input.value()) {
                    Ok(results) => results,
                    Err(failure) => {
                        ctx.refuse(failure.render(ctx.lang));
                        return Some(PlayoffStep::Results {
                            teams,
                            match_number,
                            input,
                        });
                    }
                };
                let command = Command::SetPlayoffResults {
                    teams: teams.clone(),
                    match_number,
                    results,
                };
                match ctx.execute(command) {
                    true => None,
                    false => Some(PlayoffStep::Results {
                        teams,
                        match_number,
                        input,
                    }),
                }
            }
            _ => {
                text_field::edit(&mut input, key);
                Some(PlayoffStep::Results {
                    teams,
                    match_number,
                    input,
                })
            }
        },
    }
}

/// The results field over `area`: the match, who has White on board 1, and how to type.
pub(super) fn render(step: &PlayoffStep, frame: &mut Frame, area: Rect, paint: &Paint) {
    let PlayoffStep::Results {
        teams,
        match_number,
        input,
    } = step
    else {
        return;
    };
    let lang = paint.lang;
    let t = paint.t;
    let Some(m) = t
        .playoffs
        .iter()
        .find(|p| p.between(teams[0], teams[1]))
        .and_then(|p| p.matches.get(match_number - 1))
    else {
        return;
    };
    let [white, black] = [m.home, m.away].map(|team| names(t, &[team]).concat());
    let above = vec![
        Line::raw(tr!(
            lang,
            Msg::TiebreaksPlayoffMatch,
            number = *match_number,
            white = white,
            black = black
        )),
        Line::raw(""),
    ];
    let title = lang.text(Msg::FieldPlayoff);
    OneFieldForm {
        above,
        label: lang.text(Msg::FieldPlayoffResults),
        input,
        how: lang.text(Msg::TiebreaksPlayoffHow),
    }
    .render(frame, area, paint.block(format!(" {title} ")), paint);
}

/// "3 ŠK Zabok" for each team.
fn names(t: &Tournament, teams: &[TeamId]) -> Vec<String> {
    teams
        .iter()
        .filter_map(|id| Some(format!("{} {}", t.starting_number(*id)?, t.team(*id)?.name)))
        .collect()
}
