//! The Tiebreaks view for the prize ceremony: pick two or more teams (or the tied groups for
//! places 1-3) and see the regulation's chain criterion by criterion (`scoring::standings`),
//! the first that separates them marked, and the terms of a criterion (opponent, score,
//! contribution, dropped) under it (`scoring::tiebreak::terms`).

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Row, Table, TableState, Wrap};

use super::{Ctx, Paint, View, column_widths, current_round, fit, team_list};
use crate::core::TeamId;
use crate::core::rules::{PrimaryScore, Tiebreak};
use crate::i18n::{Msg, format};
use crate::scoring::tiebreak::{StandIn, format_number, terms};
use crate::scoring::{Outcomes, Standings, standings};
use crate::tr;
use crate::tui::keymap::{self, Binding, Hint, Key, Move, lookup};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Action {
    Move(Move),
    Focus(Pane),
    Pick,
    TiedForPrizes,
    ClearPicks,
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
];

#[derive(Debug, Default)]
pub struct TiebreaksView {
    picked: Vec<TeamId>,
    focus: Pane,
    teams: TableState,
    chain: TableState,
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

    fn handle(&mut self, key: &KeyEvent, ctx: &mut Ctx) -> bool {
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
        }
        true
    }

    fn render(&mut self, frame: &mut Frame, area: Rect, paint: &Paint) {
        let t = paint.t;
        let lang = paint.lang;
        let theme = paint.theme;
        let after = current_round(t);
        let s = standings(t, after);
        let [main, keys] =
            Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(area);
        let list_widths = [
            Constraint::Length(3),
            Constraint::Fill(1),
            Constraint::Length(5),
        ];
        let names = s.rows.iter().map(|row| row.name.as_str());
        let (left, right, name_cells) = team_list(main, &list_widths, names);
        let teams = s.rows.iter().map(|row| {
            let mark = if self.picked.contains(&row.team) {
                "[x]"
            } else {
                "[ ]"
            };
            Row::new([mark.to_string(), fit(&row.name, name_cells), row.place()])
        });
        let selected = self
            .teams
            .selected()
            .unwrap_or(0)
            .min(s.rows.len().saturating_sub(1));
        self.teams.select(Some(selected));
        let (team_cursor, chain_cursor) = match self.focus {
            Pane::Teams => (theme.selected, theme.text),
            Pane::Chain => (theme.dim, theme.selected),
        };
        let list = Table::new(teams, list_widths)
            .block(paint.block(format!(" {} ", lang.text(Msg::TiebreaksTeams))))
            .style(theme.text)
            .row_highlight_style(team_cursor);
        frame.render_stateful_widget(list, left, &mut self.teams);
        let hint_line: Vec<_> = [
            ("Space", Msg::HintPick),
            ("t", Msg::HintTiedForPrizes),
            ("c", Msg::HintClear),
            ("→", Msg::HintTerms),
            ("?", Msg::HintHelp),
        ]
        .into_iter()
        .flat_map(|(k, w)| paint.hint(k, w))
        .collect();
        frame.render_widget(Line::from(hint_line), keys);

        let positions: Vec<usize> = {
            let mut p: Vec<usize> = self
                .picked
                .iter()
                .filter_map(|team| s.position_of(*team))
                .collect();
            p.sort_unstable();
            p
        };
        let chain = criteria(&s);
        let cursor = self
            .chain
            .selected()
            .unwrap_or(0)
            .min(chain.len().saturating_sub(1));
        self.chain.select(Some(cursor));
        // The first stage after which the picked teams are no longer all in one group.
        let separating = (positions.len() >= 2)
            .then(|| {
                s.stages
                    .iter()
                    .position(|groups| positions.iter().any(|p| groups[*p] != groups[positions[0]]))
            })
            .flatten();
        let value_of = |stage: usize, position: usize| {
            let row = &s.rows[position];
            match stage {
                0 => match s.primary {
                    PrimaryScore::MatchPoints => row.match_points.to_string(),
                    PrimaryScore::GamePoints => row.game_points.to_string(),
                },
                k => row.values[k - 1].to_string(),
            }
        };
        let widths: Vec<Constraint> = [Constraint::Length(1), Constraint::Fill(3)]
            .into_iter()
            .chain(positions.iter().map(|_| Constraint::Fill(1)))
            .collect();
        let cut = column_widths(right, &widths);
        let body: Vec<Row> = chain
            .iter()
            .enumerate()
            .map(|(stage, criterion)| {
                let marker = if Some(stage) == separating {
                    "►"
                } else {
                    " "
                };
                let cells = [
                    marker.to_string(),
                    fit(lang.text(criterion.label()), cut[1]),
                ]
                .into_iter()
                .chain(
                    positions
                        .iter()
                        .map(|p| format::number_text(lang, &value_of(stage, *p))),
                );
                let row = Row::new(cells);
                if Some(stage) == separating {
                    row.style(theme.warning)
                } else {
                    row
                }
            })
            .collect();
        let headings = [
            "".to_string(),
            lang.text(Msg::TiebreaksCriterion).to_string(),
        ]
        .into_iter()
        .chain(
            positions
                .iter()
                .zip(&cut[2..])
                .map(|(p, cells)| fit(&s.rows[*p].name, *cells)),
        );
        let title = if positions.len() < 2 {
            lang.text(Msg::TiebreaksPickTwo).to_string()
        } else {
            tr!(lang, Msg::TiebreaksChainAfter, round = after)
        };
        let expanded = self.focus == Pane::Chain && !positions.is_empty();
        let [chain_area, terms_area] = Layout::vertical([
            Constraint::Length(chain.len() as u16 + 3),
            Constraint::Fill(if expanded { 1 } else { 0 }),
        ])
        .areas(right);
        let table = Table::new(body, widths)
            .header(Row::new(headings).style(theme.heading))
            .block(paint.block(title))
            .style(theme.text)
            .row_highlight_style(chain_cursor);
        frame.render_stateful_widget(table, chain_area, &mut self.chain);
        if expanded {
            let criterion = chain[cursor];
            let outcomes = Outcomes::new(t, after);
            let mut lines = Vec::new();
            for p in &positions {
                let row = &s.rows[*p];
                let Some(terms) = outcomes
                    .index_of(row.team)
                    .and_then(|i| terms(&outcomes, i, criterion))
                else {
                    continue;
                };
                lines.push(Line::styled(row.name.clone(), theme.heading));
                for term in terms {
                    let who = match (term.stand_in, term.opponent) {
                        (StandIn::Opponent, Some(o)) => {
                            t.team(o).map(|x| x.name.clone()).unwrap_or_default()
                        }
                        (StandIn::Dummy, _) => lang.text(Msg::TiebreaksDummy).to_string(),
                        (StandIn::VirtualOpponent, _) => {
                            lang.text(Msg::TiebreaksVirtualOpponent).to_string()
                        }
                        (StandIn::Itself, _) | (StandIn::Opponent, None) => {
                            lang.text(Msg::TiebreaksOwnScore).to_string()
                        }
                    };
                    let dropped = match term.dropped {
                        true => format!("  ({})", lang.text(Msg::TiebreaksDropped)),
                        false => String::new(),
                    };
                    let number = |x: f64| format::number_text(lang, &format_number(x));
                    let text = format!(
                        "  {} {who}: {} × {} = {}{dropped}",
                        tr!(lang, Msg::ColumnRoundNumber, round = term.round),
                        number(term.opponent_score),
                        number(term.own_points),
                        number(term.contribution)
                    );
                    lines.push(Line::styled(
                        text,
                        if term.dropped { theme.dim } else { theme.text },
                    ));
                }
            }
            if lines.is_empty() {
                lines.push(Line::raw(tr!(
                    lang,
                    Msg::TiebreaksNotASum,
                    criterion = lang.text(criterion.label())
                )));
            }
            frame.render_widget(
                Paragraph::new(lines)
                    .wrap(Wrap { trim: false })
                    .block(paint.block(tr!(
                        lang,
                        Msg::TiebreaksTermsOf,
                        criterion = lang.text(criterion.label())
                    ))),
                terms_area,
            );
        }
    }
}
