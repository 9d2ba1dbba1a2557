//! The Rosters view: the teams with starting number and team rating on the left, the roster
//! of the team under the cursor in base-lineup order on the right, the regulation's
//! violations under it in words.

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Row, Table, TableState, Wrap};

use super::form::{Form, FormOutcome, Target};
use super::{Ctx, Paint, View};
use crate::core::Command;
use crate::core::check::check;
use crate::core::lineup::team_label;
use crate::tui::keymap::{self, Binding, Hint, Key, Move, lookup};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Action {
    Move(Move),
    Focus(Pane),
    Add,
    Edit,
    Shift(Shift),
}

/// Moving the team or player under the cursor one place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shift {
    Up,
    Down,
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
    Binding {
        keys: &[Key::char('a')],
        label: "a",
        what: "add a team (team list) or a player (roster)",
        action: Action::Add,
    },
    Binding {
        keys: &[Key::char('e')],
        label: "e",
        what: "edit the team or player under the cursor",
        action: Action::Edit,
    },
    Binding {
        keys: &[Key::char('K')],
        label: "K",
        what: "move the team (starting number) or player (board order) up",
        action: Action::Shift(Shift::Up),
    },
    Binding {
        keys: &[Key::char('J')],
        label: "J",
        what: "move the team or player down",
        action: Action::Shift(Shift::Down),
    },
];

#[derive(Debug, Default)]
pub struct RostersView {
    focus: Pane,
    /// The inline form being filled in, if any.
    form: Option<Form>,
    teams: TableState,
    roster: TableState,
}

impl RostersView {
    /// The cursor's index in a pane.
    fn index(&self, pane: Pane) -> usize {
        match pane {
            Pane::Teams => self.teams.selected(),
            Pane::Roster => self.roster.selected(),
        }
        .unwrap_or(0)
    }
}

impl View for RostersView {
    fn hints(&self) -> Vec<Hint> {
        keymap::hints(KEYS)
    }

    fn captures_input(&self) -> bool {
        self.form.is_some()
    }

    fn handle(&mut self, key: &KeyEvent, ctx: &mut Ctx) -> bool {
        if let Some(form) = self.form.as_mut() {
            match form.key(key) {
                FormOutcome::Editing => {}
                FormOutcome::Cancelled => {
                    self.form = None;
                    ctx.tell("nothing changed");
                }
                FormOutcome::Invalid(message) => ctx.refuse(message),
                FormOutcome::Submit(command) => {
                    let adds_player = matches!(form.target, Target::NewPlayer(_));
                    let adds_team = form.target == Target::NewTeam;
                    if ctx.execute(command) {
                        self.form = None;
                        // The cursor follows what was added (it is last).
                        let t = ctx.state();
                        if adds_team {
                            self.teams.select(Some(t.teams.len().saturating_sub(1)));
                        }
                        if adds_player {
                            let team = self.teams.selected().unwrap_or(0);
                            let len = t.teams.get(team).map_or(0, |x| x.roster.len());
                            self.roster.select(Some(len.saturating_sub(1)));
                        }
                    }
                }
            }
            return true;
        }
        let Some(action) = lookup(KEYS, key) else {
            return false;
        };
        let t = ctx.state();
        let team_index = self.teams.selected().unwrap_or(0);
        let team = t.teams.get(team_index);
        let player_index = self.roster.selected().unwrap_or(0);
        let player = team.and_then(|x| x.roster.get(player_index));
        match action {
            Action::Focus(pane) => self.focus = pane,
            Action::Move(step) => match self.focus {
                Pane::Teams => {
                    self.teams
                        .select(Some(step.apply(team_index, t.teams.len(), 10)));
                    self.roster.select(Some(0));
                }
                Pane::Roster => {
                    let len = team.map_or(0, |x| x.roster.len());
                    self.roster.select(Some(step.apply(player_index, len, 10)));
                }
            },
            Action::Add => {
                self.form = match (self.focus, team) {
                    (Pane::Teams, _) => Some(Form::new_team()),
                    (Pane::Roster, Some(team)) => Some(Form::new_player(team.id)),
                    (Pane::Roster, None) => None,
                }
            }
            Action::Edit => {
                self.form = match self.focus {
                    Pane::Teams => team.map(Form::edit_team),
                    Pane::Roster => player.map(Form::edit_player),
                }
            }
            Action::Shift(shift) => {
                let to = |index: usize| match shift {
                    Shift::Up => index,
                    Shift::Down => index + 2,
                };
                let command = match self.focus {
                    Pane::Teams => team.map(|x| Command::MoveTeam {
                        team: x.id,
                        to_number: to(team_index),
                    }),
                    Pane::Roster => player.map(|p| Command::MovePlayer {
                        player: p.id,
                        to_position: to(player_index),
                        override_lock: false,
                    }),
                };
                let Some(command) =
                    command.filter(|_| !(shift == Shift::Up && self.index(self.focus) == 0))
                else {
                    return true;
                };
                if ctx.execute(command) {
                    let state = match self.focus {
                        Pane::Teams => &mut self.teams,
                        Pane::Roster => &mut self.roster,
                    };
                    let index = state.selected().unwrap_or(0);
                    state.select(Some(match shift {
                        Shift::Up => index.saturating_sub(1),
                        Shift::Down => index + 1,
                    }));
                }
            }
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
        if let Some(form) = &self.form {
            let title = match form.target {
                Target::NewTeam => "New team".to_string(),
                Target::Team(_) => format!("Edit {}", team.name),
                Target::NewPlayer(_) => format!("New player of {}", team.name),
                Target::Player(_) => "Edit player".to_string(),
            };
            form.render(frame, right, paint, &title);
        }
    }
}
