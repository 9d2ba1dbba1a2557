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
use crate::scoring::tiebreak::{StandIn, Term, format_number, terms};
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
        let [chain_area, terms_area] = Layout::vertical([
            Constraint::Length(chain.len() as u16 + 3),
            Constraint::Fill(if expanded { 1 } else { 0 }),
        ])
        .areas(right);
        let cursor_style = match self.focus {
            Pane::Teams => paint.theme.text,
            Pane::Chain => paint.theme.selected,
        };
        let table = compared
            .chain_table(paint, &s, &chain, chain_area, after)
            .row_highlight_style(cursor_style);
        frame.render_stateful_widget(table, chain_area, &mut self.chain);
        if expanded {
            let outcomes = Outcomes::new(paint.t, after);
            let terms = terms_box(paint, &s, &outcomes, &compared.positions, chain[cursor]);
            frame.render_widget(terms, terms_area);
        }
    }
}

impl TiebreaksView {
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
            Row::new([mark.to_string(), fit(&row.name, name_cells), row.place()])
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

/// The keys under the view.
fn hint_line(paint: &Paint) -> Line<'static> {
    let hints: Vec<_> = [
        ("Space", Msg::HintPick),
        ("t", Msg::HintTiedForPrizes),
        ("c", Msg::HintClear),
        ("→", Msg::HintTerms),
        ("?", Msg::HintHelp),
    ]
    .into_iter()
    .flat_map(|(k, w)| paint.hint(k, w))
    .collect();
    Line::from(hints)
}

/// The picked teams as the chain compares them.
struct Compared {
    /// Their positions in the standings, best first.
    positions: Vec<usize>,
    /// The first stage after which they are no longer all in one group.
    separating: Option<usize>,
}

impl Compared {
    fn new(s: &Standings, picked: &[TeamId]) -> Compared {
        let mut positions: Vec<usize> = picked
            .iter()
            .filter_map(|team| s.position_of(*team))
            .collect();
        positions.sort_unstable();
        let separating = (positions.len() >= 2)
            .then(|| {
                s.stages
                    .iter()
                    .position(|groups| positions.iter().any(|p| groups[*p] != groups[positions[0]]))
            })
            .flatten();
        Compared {
            positions,
            separating,
        }
    }

    /// The team's value after `stage`: the primary score, then each tiebreak.
    fn value(s: &Standings, stage: usize, position: usize) -> String {
        let row = &s.rows[position];
        match stage {
            0 => match s.primary {
                PrimaryScore::MatchPoints => row.match_points.to_string(),
                PrimaryScore::GamePoints => row.game_points.to_string(),
            },
            k => row.values[k - 1].to_string(),
        }
    }

    /// One row per criterion, one column per picked team, the separating criterion marked.
    fn chain_table<'a>(
        &self,
        paint: &Paint,
        s: &Standings,
        chain: &[Tiebreak],
        area: Rect,
        after: u32,
    ) -> Table<'a> {
        let (lang, theme) = (paint.lang, paint.theme);
        let widths: Vec<Constraint> = [Constraint::Length(1), Constraint::Fill(3)]
            .into_iter()
            .chain(self.positions.iter().map(|_| Constraint::Fill(1)))
            .collect();
        let cut = column_widths(area, &widths);
        let body: Vec<Row> = chain
            .iter()
            .enumerate()
            .map(|(stage, criterion)| {
                let separates = Some(stage) == self.separating;
                let marker = if separates { "►" } else { " " };
                let cells = [
                    marker.to_string(),
                    fit(lang.text(criterion.label()), cut[1]),
                ]
                .into_iter()
                .chain(
                    self.positions
                        .iter()
                        .map(|p| format::number_text(lang, &Self::value(s, stage, *p))),
                );
                let row = Row::new(cells);
                if separates {
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
            self.positions
                .iter()
                .zip(&cut[2..])
                .map(|(p, cells)| fit(&s.rows[*p].name, *cells)),
        );
        let title = if self.positions.len() < 2 {
            lang.text(Msg::TiebreaksPickTwo).to_string()
        } else {
            tr!(lang, Msg::TiebreaksChainAfter, round = after)
        };
        Table::new(body, widths)
            .header(Row::new(headings).style(theme.heading))
            .block(paint.block(title))
            .style(theme.text)
    }
}

/// The terms of `criterion` for each team at `positions`: what was summed, round by round;
/// or a line saying that the criterion is not a sum.
fn terms_box<'a>(
    paint: &Paint,
    s: &Standings,
    outcomes: &Outcomes,
    positions: &[usize],
    criterion: Tiebreak,
) -> Paragraph<'a> {
    let lang = paint.lang;
    let mut lines = Vec::new();
    for p in positions {
        let row = &s.rows[*p];
        let Some(terms) = outcomes
            .index_of(row.team)
            .and_then(|i| terms(outcomes, i, criterion))
        else {
            continue;
        };
        lines.push(Line::styled(row.name.clone(), paint.theme.heading));
        lines.extend(terms.iter().map(|term| term_line(paint, term)));
    }
    if lines.is_empty() {
        lines.push(Line::raw(tr!(
            lang,
            Msg::TiebreaksNotASum,
            criterion = lang.text(criterion.label())
        )));
    }
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .block(paint.block(tr!(
            lang,
            Msg::TiebreaksTermsOf,
            criterion = lang.text(criterion.label())
        )))
}

/// `  R3 ŠK Zabok: 5 × 1 = 5`, dimmed with a note when the term was dropped.
fn term_line(paint: &Paint, term: &Term) -> Line<'static> {
    let (lang, theme) = (paint.lang, paint.theme);
    let who = match (term.stand_in, term.opponent) {
        (StandIn::Opponent, Some(o)) => paint.t.team(o).map(|x| x.name.clone()).unwrap_or_default(),
        (StandIn::Dummy, _) => lang.text(Msg::TiebreaksDummy).to_string(),
        (StandIn::VirtualOpponent, _) => lang.text(Msg::TiebreaksVirtualOpponent).to_string(),
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
    Line::styled(text, if term.dropped { theme.dim } else { theme.text })
}
