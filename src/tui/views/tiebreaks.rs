//! The Tiebreaks view for the prize ceremony: pick two or more teams (or the tied groups for
//! places 1-3) and see the regulation's chain criterion by criterion, the first that
//! separates them highlighted. Match and game points come from `scoring::totals`; the other
//! criteria are shown by name until `scoring::explain` provides their values.

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::{Row, Table, TableState};

use super::standings::ranking;
use super::{Ctx, Paint, View};
use crate::core::rules::Tiebreak;
use crate::core::{TeamId, Tournament};
use crate::scoring::Totals;
use crate::tui::keymap::{self, Binding, Hint, Key, Move, lookup};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Action {
    Move(Move),
    Pick,
    TiedForPrizes,
    ClearPicks,
}

const KEYS: &[Binding<Action>] = &[
    Binding {
        keys: keymap::UP,
        label: "Up / k",
        what: "previous team",
        action: Action::Move(Move::Up),
    },
    Binding {
        keys: keymap::DOWN,
        label: "Down / j",
        what: "next team",
        action: Action::Move(Move::Down),
    },
    Binding {
        keys: &[Key::char(' '), Key::plain(KeyCode::Enter)],
        label: "Space / Enter",
        what: "pick or unpick the team",
        action: Action::Pick,
    },
    Binding {
        keys: &[Key::char('t')],
        label: "t",
        what: "pick the tied groups for places 1-3",
        action: Action::TiedForPrizes,
    },
    Binding {
        keys: &[Key::char('c')],
        label: "c",
        what: "clear the picks",
        action: Action::ClearPicks,
    },
];

#[derive(Debug, Default)]
pub struct TiebreaksView {
    picked: Vec<TeamId>,
    list: TableState,
}

/// The teams of every group level on match and game points that reaches into places 1-3.
fn tied_for_prizes(rows: &[(TeamId, Totals)]) -> Vec<TeamId> {
    let mut first_place_of_group = 0;
    let mut tied = Vec::new();
    for group in rows.chunk_by(|a, b| a.1 == b.1) {
        if group.len() > 1 && first_place_of_group < 3 {
            tied.extend(group.iter().map(|(team, _)| *team));
        }
        first_place_of_group += group.len();
    }
    tied
}

/// A criterion's value for a team, when it can be computed here.
fn value(criterion: Tiebreak, s: &Totals) -> Option<String> {
    match criterion {
        Tiebreak::MatchPoints => Some(s.match_points.to_string()),
        Tiebreak::GamePoints => Some(s.game_points.to_string()),
        _ => None,
    }
}

impl TiebreaksView {
    fn chain(t: &Tournament) -> Vec<Tiebreak> {
        let primary = match t.regulation.primary_score {
            crate::core::rules::PrimaryScore::MatchPoints => Tiebreak::MatchPoints,
            crate::core::rules::PrimaryScore::GamePoints => Tiebreak::GamePoints,
        };
        std::iter::once(primary)
            .chain(t.regulation.chain(t.teams.len()).iter().copied())
            .collect()
    }
}

impl View for TiebreaksView {
    fn hints(&self) -> Vec<Hint> {
        keymap::hints(KEYS)
    }

    fn handle(&mut self, key: &KeyEvent, ctx: &mut Ctx) -> bool {
        let Some(action) = lookup(KEYS, key) else {
            return false;
        };
        let rows = ranking(ctx.state());
        let cursor = self.list.selected().unwrap_or(0);
        match action {
            Action::Move(step) => self.list.select(Some(step.apply(cursor, rows.len(), 10))),
            Action::Pick => {
                if let Some((team, _)) = rows.get(cursor) {
                    if let Some(i) = self.picked.iter().position(|p| p == team) {
                        self.picked.remove(i);
                    } else {
                        self.picked.push(*team);
                    }
                }
            }
            Action::TiedForPrizes => {
                self.picked = tied_for_prizes(&rows);
                if self.picked.is_empty() {
                    ctx.tell("no tie among places 1-3");
                }
            }
            Action::ClearPicks => self.picked.clear(),
        }
        true
    }

    fn render(&mut self, frame: &mut Frame, area: Rect, paint: &Paint) {
        let t = paint.t;
        let theme = paint.theme;
        let rows = ranking(t);
        let [left, right] =
            Layout::horizontal([Constraint::Length(34), Constraint::Fill(1)]).areas(area);
        let teams = rows.iter().map(|(team, s)| {
            let mark = if self.picked.contains(team) {
                "[x]"
            } else {
                "[ ]"
            };
            let name = t.team(*team).map(|x| x.name.clone()).unwrap_or_default();
            Row::new([mark.to_string(), name, s.match_points.to_string()])
        });
        let selected = self
            .list
            .selected()
            .unwrap_or(0)
            .min(rows.len().saturating_sub(1));
        self.list.select(Some(selected));
        let list = Table::new(
            teams,
            [
                Constraint::Length(3),
                Constraint::Fill(1),
                Constraint::Length(3),
            ],
        )
        .block(paint.block(" Teams "))
        .style(theme.text)
        .row_highlight_style(theme.selected);
        frame.render_stateful_widget(list, left, &mut self.list);

        let picked: Vec<(TeamId, Totals)> = self
            .picked
            .iter()
            .filter_map(|p| rows.iter().find(|(team, _)| team == p).copied())
            .collect();
        let block = paint.block(" Tiebreak chain ");
        if picked.len() < 2 {
            let chain = Self::chain(t)
                .iter()
                .enumerate()
                .map(|(i, c)| Row::new([format!("{}.", i + 1), c.name().to_string()]))
                .collect::<Vec<_>>();
            let table = Table::new(chain, [Constraint::Length(4), Constraint::Fill(1)])
                .header(
                    Row::new([
                        "",
                        "Pick two or more teams (Space), or t for the tied groups",
                    ])
                    .style(theme.heading),
                )
                .block(block)
                .style(theme.text);
            frame.render_widget(table, right);
            return;
        }
        let mut separated = false;
        let body: Vec<Row> = Self::chain(t)
            .into_iter()
            .map(|criterion| {
                let values: Vec<Option<String>> =
                    picked.iter().map(|(_, s)| value(criterion, s)).collect();
                let differs =
                    values.iter().all(Option::is_some) && values.windows(2).any(|w| w[0] != w[1]);
                let style = if differs && !separated {
                    separated = true;
                    theme.selected
                } else {
                    theme.text
                };
                let cells = std::iter::once(criterion.name().to_string()).chain(
                    values
                        .into_iter()
                        .map(|v| v.unwrap_or_else(|| "…".to_string())),
                );
                Row::new(cells).style(style)
            })
            .collect();
        let header = std::iter::once("Criterion".to_string()).chain(
            picked
                .iter()
                .map(|(team, _)| t.team(*team).map(|x| x.name.clone()).unwrap_or_default()),
        );
        let widths =
            std::iter::once(Constraint::Fill(2)).chain(picked.iter().map(|_| Constraint::Fill(1)));
        let table = Table::new(body, widths)
            .header(Row::new(header).style(theme.heading))
            .block(block)
            .style(theme.text);
        frame.render_widget(table, right);
    }
}
