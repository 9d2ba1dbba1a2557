//! The Tiebreaks view for the prize ceremony: pick two or more teams (or the tied groups for
//! places 1-3) and see the regulation's chain criterion by criterion (`scoring::standings`),
//! the first that separates them marked, and the terms of a criterion (opponent, score,
//! contribution, dropped) under it (`scoring::tiebreak::terms`), with each team's total;
//! and draw lots among picked teams the whole chain leaves tied (`app::lots`, as `kup
//! draw-lots`), whose order the chain shows at once; or record the play-off of two picked
//! teams and its results (`playoff`, as `kup playoff`).

mod chain;
mod playoff;
mod terms;

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Row, Table, TableState, Wrap};

use super::{Ctx, Paint, View, current_round, fit_marked, team_list};
use crate::app::lots::draw_lots;
use crate::core::TeamId;
use crate::core::rules::{PrimaryScore, Tiebreak};
use crate::i18n::Msg;
use crate::interop::report::{edition_line, playoff_lines};
use crate::scoring::{Outcomes, Standings, standings};
use crate::tr;
use crate::tui::keymap::{self, Binding, Hint, Key, Move, is_yes, key_word, lookup};
use chain::Compared;
use playoff::PlayoffStep;
use terms::TermsOf;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Action {
    Move(Move),
    Focus(Pane),
    Pick,
    TiedForPrizes,
    ClearPicks,
    /// Scrolls the terms box a page, or to its first or last team.
    Scroll(Scroll),
    DrawLots,
    Playoff,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Scroll {
    Up,
    Down,
    Top,
    End,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
enum Pane {
    #[default]
    Teams,
    Chain,
}

const KEYS: &[Binding<Action>] = &[
    Binding {
        keys: keymap::UP,
        label: "{up} / k",
        what: Msg::KeyTiebreaksUp,
        action: Action::Move(Move::Up),
    },
    Binding {
        keys: keymap::DOWN,
        label: "{down} / j",
        what: Msg::KeyTiebreaksDown,
        action: Action::Move(Move::Down),
    },
    Binding {
        keys: &[Key::plain(KeyCode::Left), Key::char('h')],
        label: "{left} / h",
        what: Msg::KeyTiebreaksTeams,
        action: Action::Focus(Pane::Teams),
    },
    Binding {
        keys: &[Key::plain(KeyCode::Right), Key::char('l')],
        label: "{right} / l",
        what: Msg::KeyTiebreaksChain,
        action: Action::Focus(Pane::Chain),
    },
    Binding {
        keys: &[Key::char(' '), Key::plain(KeyCode::Enter)],
        label: "{space} / Enter",
        what: Msg::KeyTiebreaksPick,
        action: Action::Pick,
    },
    Binding {
        keys: &[Key::char('t')],
        label: "t",
        what: Msg::KeyTiebreaksTied,
        action: Action::TiedForPrizes,
    },
    Binding {
        keys: &[Key::char('c')],
        label: "c",
        what: Msg::KeyTiebreaksClear,
        action: Action::ClearPicks,
    },
    Binding {
        keys: keymap::PAGE_UP,
        label: "PgUp",
        what: Msg::KeyTiebreaksTermsUp,
        action: Action::Scroll(Scroll::Up),
    },
    Binding {
        keys: keymap::PAGE_DOWN,
        label: "PgDn",
        what: Msg::KeyTiebreaksTermsDown,
        action: Action::Scroll(Scroll::Down),
    },
    Binding {
        keys: keymap::HOME,
        label: "Home",
        what: Msg::KeyTiebreaksTermsTop,
        action: Action::Scroll(Scroll::Top),
    },
    Binding {
        keys: keymap::END,
        label: "End",
        what: Msg::KeyTiebreaksTermsEnd,
        action: Action::Scroll(Scroll::End),
    },
    Binding {
        keys: &[Key::char('d')],
        label: "d",
        what: Msg::KeyTiebreaksDrawLots,
        action: Action::DrawLots,
    },
    Binding {
        keys: &[Key::char('p')],
        label: "p",
        what: Msg::KeyTiebreaksPlayoff,
        action: Action::Playoff,
    },
];

/// Rows a Page Up/Down moves the terms.
const TERMS_PAGE: u16 = 5;

#[derive(Debug, Default)]
pub struct TiebreaksView {
    picked: Vec<TeamId>,
    focus: Pane,
    teams: TableState,
    chain: TableState,
    /// The first row of the terms shown; kept within them by the last draw.
    terms_scroll: u16,
    /// The picked teams a drawing of lots waits for `y` for.
    asking: Option<Vec<TeamId>>,
    /// The play-off `p` started, waiting for its answer or results.
    playoff: Option<PlayoffStep>,
}

/// The teams of every group still level on the primary score that reaches into places 1-3.
fn tied_for_prizes(s: &Standings) -> Vec<TeamId> {
    s.tied_after(0)
        .into_iter()
        .filter(|group| group[0] < 3)
        .flatten()
        .map(|position| s.rows[position].team)
        .collect()
}

/// The primary score and then the chain: the criteria in the order they rank.
fn criteria(s: &Standings) -> Vec<Tiebreak> {
    let primary = match s.primary {
        PrimaryScore::MatchPoints => Tiebreak::MatchPoints,
        PrimaryScore::GamePoints => Tiebreak::GamePoints,
    };
    std::iter::once(primary)
        .chain(s.chain.iter().copied())
        .collect()
}

impl View for TiebreaksView {
    fn hints(&self) -> Vec<Hint> {
        keymap::hints(KEYS)
    }

    fn captures_input(&self) -> bool {
        self.asking.is_some() || self.playoff.is_some()
    }

    /// The teams in the order of the standings, as the list shows them.
    fn search_rows(&mut self, paint: &Paint) -> Vec<String> {
        let s = standings(paint.t, current_round(paint.t));
        s.rows.into_iter().map(|row| row.name).collect()
    }

    fn show_row(&mut self, index: usize) {
        self.teams.select(Some(index));
        self.focus = Pane::Teams;
    }

    fn handle(&mut self, key: &KeyEvent, ctx: &mut Ctx) -> bool {
        if let Some(teams) = self.asking.take() {
            self.answer_lots(teams, key, ctx);
            return true;
        }
        if let Some(step) = self.playoff.take() {
            self.playoff = playoff::key(step, key, ctx);
            return true;
        }
        let Some(action) = lookup(KEYS, key) else {
            return false;
        };
        let t = ctx.state();
        let s = standings(t, current_round(t));
        let cursor = self.teams.selected().unwrap_or(0);
        match action {
            Action::Move(step) => match self.focus {
                Pane::Teams => self
                    .teams
                    .select(Some(step.apply(cursor, s.rows.len(), 10))),
                Pane::Chain => {
                    let at = self.chain.selected().unwrap_or(0);
                    self.chain
                        .select(Some(step.apply(at, criteria(&s).len(), 10)));
                    self.terms_scroll = 0;
                }
            },
            Action::Focus(pane) => self.focus = pane,
            Action::Pick => {
                if let Some(row) = s.rows.get(cursor) {
                    if let Some(i) = self.picked.iter().position(|p| *p == row.team) {
                        self.picked.remove(i);
                    } else {
                        self.picked.push(row.team);
                    }
                }
            }
            Action::TiedForPrizes => {
                self.picked = tied_for_prizes(&s);
                if self.picked.is_empty() {
                    ctx.tell(ctx.lang.text(Msg::TiebreaksNoneTied));
                }
            }
            Action::ClearPicks => self.picked.clear(),
            Action::Scroll(scroll) => {
                self.terms_scroll = match scroll {
                    Scroll::Up => self.terms_scroll.saturating_sub(TERMS_PAGE),
                    Scroll::Down => self.terms_scroll.saturating_add(TERMS_PAGE),
                    Scroll::Top => 0,
                    // The draw keeps it to the last screenful.
                    Scroll::End => u16::MAX,
                };
                self.focus = Pane::Chain;
            }
            Action::DrawLots => self.ask_lots(ctx),
            Action::Playoff => self.playoff = playoff::start(self.picked_in_order(ctx), ctx),
        }
        true
    }

    fn render(&mut self, frame: &mut Frame, area: Rect, paint: &Paint) {
        let after = current_round(paint.t);
        let s = standings(paint.t, after);
        let [main, keys] =
            Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(area);
        let list_widths = [
            Constraint::Length(3),
            Constraint::Fill(1),
            Constraint::Length(5),
        ];
        let names = s.rows.iter().map(|row| row.name.as_str());
        let (left, right, name_cells) = team_list(main, &list_widths, names);
        self.render_teams(frame, left, paint, &s, &list_widths, name_cells);
        frame.render_widget(hint_line(paint), keys);
        let compared = Compared::new(&s, &self.picked);
        let chain = criteria(&s);
        let cursor = self
            .chain
            .selected()
            .unwrap_or(0)
            .min(chain.len().saturating_sub(1));
        self.chain.select(Some(cursor));
        let expanded = self.focus == Pane::Chain && !compared.positions.is_empty();
        let (table, chain_height) = compared.chain_table(paint, &s, &chain, right.width, after);
        let [chain_area, below] =
            Layout::vertical([Constraint::Length(chain_height), Constraint::Fill(1)]).areas(right);
        let cursor_style = match self.focus {
            Pane::Teams => paint.theme.text,
            Pane::Chain => paint.theme.selected,
        };
        let table = table.row_highlight_style(cursor_style);
        frame.render_stateful_widget(table, chain_area, &mut self.chain);
        if !expanded {
            // Which C.07 edition ranks the event; once two teams are compared, their terms
            // need every row of the pane.
            let lines: Vec<Line> = std::iter::once(edition_line(paint.t, paint.lang))
                .chain(playoff_lines(&s, paint.lang))
                .map(Line::raw)
                .collect();
            let edition = Paragraph::new(lines)
                .style(paint.theme.dim)
                .wrap(Wrap { trim: true });
            frame.render_widget(edition, below);
        } else {
            let outcomes = Outcomes::new(paint.t, after);
            let of = TermsOf {
                s: &s,
                positions: &compared.positions,
                stage: cursor,
                criterion: chain[cursor],
            };
            terms::render(frame, below, paint, &of, &outcomes, &mut self.terms_scroll);
        }
        if let Some(step) = &self.playoff {
            playoff::render(step, frame, right, paint);
        }
    }
}

impl TiebreaksView {
    /// The picked teams in the order of the standings.
    fn picked_in_order(&self, ctx: &Ctx) -> Vec<TeamId> {
        let t = ctx.state();
        standings(t, current_round(t))
            .rows
            .iter()
            .map(|row| row.team)
            .filter(|team| self.picked.contains(team))
            .collect()
    }

    /// `d`: the question whether to draw lots among the picked teams, or why not.
    fn ask_lots(&mut self, ctx: &mut Ctx) {
        let t = ctx.state();
        let picked = self.picked_in_order(ctx);
        if picked.len() < 2 {
            return ctx.refuse(ctx.lang.text(Msg::TiebreaksLotsPickTwo));
        }
        // The core's and the standings' refusals first, so that the question is asked
        // only when the answer can be carried out.
        if let Err(e) = draw_lots(t, picked.clone(), 0) {
            return ctx.refuse(e.render(ctx.lang));
        }
        let names: Vec<String> = picked
            .iter()
            .filter_map(|team| t.team(*team).map(|x| x.name.clone()))
            .collect();
        ctx.ask(tr!(
            ctx.lang,
            Msg::TiebreaksConfirmLots,
            teams = names.join(", "),
            yes = ctx.lang.text(Msg::FormYes)
        ));
        self.asking = Some(picked);
    }

    /// The answer to `ask_lots`: on yes the lots are drawn and kept with their seed, taken
    /// from the screen's clock (the wall clock, or a test's fixed one).
    fn answer_lots(&mut self, teams: Vec<TeamId>, key: &KeyEvent, ctx: &mut Ctx) {
        if !is_yes(key, ctx.lang) {
            return ctx.tell(ctx.lang.text(Msg::StepCancelled));
        }
        let seed = ctx.now.timestamp_nanos_opt().unwrap_or(0) as u64;
        if ctx.execute_with(|t| draw_lots(t, teams, seed)) {
            let t = ctx.state();
            self.chain
                .select(Some(criteria(&standings(t, current_round(t))).len() - 1));
            self.focus = Pane::Chain;
        }
    }

    /// The teams to pick from, `[x]` on the picked ones, the cursor dimmed while the chain
    /// has the focus.
    fn render_teams(
        &mut self,
        frame: &mut Frame,
        area: Rect,
        paint: &Paint,
        s: &Standings,
        widths: &[Constraint],
        name_cells: u16,
    ) {
        let theme = paint.theme;
        let teams = s.rows.iter().map(|row| {
            let mark = if self.picked.contains(&row.team) {
                "[x]"
            } else {
                "[ ]"
            };
            let withdrawn = paint.team_mark(row.team, s.after_round);
            let name = fit_marked(&row.name, withdrawn, name_cells);
            Row::new([mark.to_string(), name, row.place()])
        });
        let selected = self
            .teams
            .selected()
            .unwrap_or(0)
            .min(s.rows.len().saturating_sub(1));
        self.teams.select(Some(selected));
        let cursor = match self.focus {
            Pane::Teams => theme.selected,
            Pane::Chain => theme.dim,
        };
        let list = Table::new(teams, widths.iter().copied())
            .block(paint.block(format!(" {} ", paint.lang.text(Msg::TiebreaksTeams))))
            .style(theme.text)
            .row_highlight_style(cursor);
        frame.render_stateful_widget(list, area, &mut self.teams);
    }
}

/// The keys under the view. The space bar by its name in the reader's language
/// (Razmaknica, Preslednica); help (`?`) is left to the status line, which always names it,
/// and the lots and the play-off only where the regulation has them, so that the longer
/// names fit 80 columns.
fn hint_line(paint: &Paint) -> Line<'static> {
    let space = key_word(KeyCode::Char(' '), paint.lang).unwrap_or("Space");
    let lots = paint.t.chain().last() == Some(&Tiebreak::Lots);
    let playoff = paint.t.regulation.playoff_places > 0;
    let hints: Vec<_> = [
        (space, Msg::HintPick, true),
        ("t", Msg::HintTiedForPrizes, true),
        ("c", Msg::HintClear, true),
        ("d", Msg::HintDrawLots, lots),
        ("p", Msg::HintPlayoff, playoff),
        ("→", Msg::HintTerms, true),
    ]
    .into_iter()
    .filter(|(_, _, shown)| *shown)
    .flat_map(|(k, w, _)| paint.hint(k, w))
    .collect();
    Line::from(hints)
}
