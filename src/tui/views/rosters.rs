//! The Rosters view: the teams with starting number and team rating on the left, the roster
//! of the team under the cursor in base-lineup order on the right, the regulation's
//! violations under it in words.

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Row, Table, TableState, Wrap};

use super::{Ctx, Paint, View};
use crate::core::check::check;
use crate::core::lineup::team_label;
use crate::tui::keymap::{self, Binding, Hint, Key, Move, lookup};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Action {
    Move(Move),
    Focus(Pane),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
enum Pane {
    #[default]
    Teams,
    Roster,
}

const KEYS: &[Binding<Action>] = &[
    Binding {
        keys: keymap::UP,
        label: "Up / k",
        what: "previous team or player",
        action: Action::Move(Move::Up),
    },
    Binding {
        keys: keymap::DOWN,
        label: "Down / j",
        what: "next team or player",
        action: Action::Move(Move::Down),
    },
    Binding {
        keys: &[Key::plain(KeyCode::Left), Key::char('h')],
        label: "Left / h",
        what: "to the team list",
        action: Action::Focus(Pane::Teams),
    },
    Binding {
        keys: &[
            Key::plain(KeyCode::Right),
            Key::char('l'),
            Key::plain(KeyCode::Enter),
        ],
        label: "Right / l / Enter",
        what: "to the team's roster",
        action: Action::Focus(Pane::Roster),
    },
];

#[derive(Debug, Default)]
pub struct RostersView {
    focus: Pane,
    teams: TableState,
    roster: TableState,
}

impl View for RostersView {
    fn hints(&self) -> Vec<Hint> {
        keymap::hints(KEYS)
    }

    fn handle(&mut self, key: &KeyEvent, ctx: &mut Ctx) -> bool {
        let Some(action) = lookup(KEYS, key) else {
            return false;
        };
        let t = ctx.state();
        let team = self.teams.selected().unwrap_or(0);
        match action {
            Action::Focus(pane) => self.focus = pane,
            Action::Move(step) => match self.focus {
                Pane::Teams => {
                    self.teams.select(Some(step.apply(team, t.teams.len(), 10)));
                    self.roster.select(Some(0));
                }
                Pane::Roster => {
                    let len = t.teams.get(team).map_or(0, |x| x.roster.len());
                    let player = self.roster.selected().unwrap_or(0);
                    self.roster.select(Some(step.apply(player, len, 10)));
                }
            },
        }
        true
    }

    fn render(&mut self, frame: &mut Frame, area: Rect, paint: &Paint) {
        let t = paint.t;
        let theme = paint.theme;
        let [left, right] =
            Layout::horizontal([Constraint::Length(31), Constraint::Fill(1)]).areas(area);
        let team_index = self
            .teams
            .selected()
            .unwrap_or(0)
            .min(t.teams.len().saturating_sub(1));
        self.teams.select(Some(team_index));
        let team_rows = t.teams.iter().enumerate().map(|(i, team)| {
            let rating = t
                .regulation
                .team_rating
                .of(&team.roster, &t.info.federation)
                .map_or_else(String::new, |r| r.to_string());
            Row::new([(i + 1).to_string(), team.name.clone(), rating])
        });
        let (team_highlight, roster_highlight) = match self.focus {
            Pane::Teams => (theme.selected, theme.dim),
            Pane::Roster => (theme.dim, theme.selected),
        };
        let teams = Table::new(
            team_rows,
            [
                Constraint::Length(3),
                Constraint::Fill(1),
                Constraint::Length(6),
            ],
        )
        .header(Row::new(["No", "Team", "Rating"]).style(theme.heading))
        .block(paint.block(format!(" Teams ({}) ", t.teams.len())))
        .style(theme.text)
        .row_highlight_style(team_highlight);
        frame.render_stateful_widget(teams, left, &mut self.teams);

        let Some(team) = t.teams.get(team_index) else {
            frame.render_widget(
                Paragraph::new("No team is entered yet.").block(paint.block(" Roster ")),
                right,
            );
            return;
        };
        let number = team_index + 1;
        let label = team_label(t, team);
        let violations: Vec<Line> = check(t)
            .into_iter()
            .filter(|v| v.detail.contains(&label))
            .map(|v| Line::styled(format!("! {v}"), theme.warning))
            .collect();
        let [roster_area, rules_area] = Layout::vertical([
            Constraint::Fill(1),
            Constraint::Length(if violations.is_empty() {
                0
            } else {
                violations.len() as u16 + 2
            }),
        ])
        .areas(right);
        let player_index = self
            .roster
            .selected()
            .unwrap_or(0)
            .min(team.roster.len().saturating_sub(1));
        self.roster.select(Some(player_index));
        // FIDE ID and title only where there is room for them beside a readable name.
        let wide = roster_area.width >= 70;
        let rows = team.roster.iter().enumerate().map(|(i, p)| {
            let number = |n: Option<u16>| n.map_or_else(String::new, |n| n.to_string());
            let mut cells = vec![(i + 1).to_string(), p.full_name()];
            if wide {
                cells.push(p.title.clone());
                cells.push(p.fide_id.map_or_else(String::new, |n| n.to_string()));
            }
            cells.extend([
                number(p.fide_rating),
                number(p.national_rating),
                p.federation.clone(),
                p.birth_year.map_or_else(String::new, |y| y.to_string()),
            ]);
            Row::new(cells)
        });
        let mut widths = vec![Constraint::Length(2), Constraint::Fill(1)];
        let mut headings = vec!["Bd", "Name"];
        if wide {
            widths.extend([Constraint::Length(3), Constraint::Length(9)]);
            headings.extend(["Tit", "FIDE ID"]);
        }
        widths.extend([
            Constraint::Length(4),
            Constraint::Length(4),
            Constraint::Length(3),
            Constraint::Length(4),
        ]);
        headings.extend(["FIDE", "Nat", "Fed", "Born"]);
        let roster = Table::new(rows, widths)
            .header(Row::new(headings).style(theme.heading))
            .block(paint.block(format!(" ({number}) {} ", team.name)))
            .style(theme.text)
            .row_highlight_style(roster_highlight);
        frame.render_stateful_widget(roster, roster_area, &mut self.roster);
        if !violations.is_empty() {
            frame.render_widget(
                Paragraph::new(violations)
                    .wrap(Wrap { trim: true })
                    .block(paint.block(" Rules ")),
                rules_area,
            );
        }
    }
}
