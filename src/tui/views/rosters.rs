//! The Rosters view: the teams with starting number and team rating on the left, the roster
//! of the team under the cursor in base-lineup order on the right, the regulation's
//! violations under it in words. The violations are `app::check::check`'s, the same that
//! `kup check` prints; a team or player they concern is marked `!` on its row (legible
//! without colour) and, where there is room, the row names the rules it breaks.
//! `f` and `c` import a FIDE rating list or a CSV roster through the importers of
//! `kup import`, as one change that one undo takes back, and show what changed.

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Row, Table, TableState, Wrap};

use std::path::Path;

use chrono::{DateTime, FixedOffset};

use super::form::{Form, FormOutcome, Import, Target, rounds_to_come};
use super::pager::Pager;
use super::{
    Ctx, Paint, Status, StatusKind, View, column_widths, current_round, fit, fit_marked, team_list,
};
use crate::app::check::check;
use crate::app::import::{RosterFile, import_roster_file};
use crate::core::eligibility::{past_roster_deadline, roster_deadline_rule};
use crate::core::rating::team_rating;
use crate::core::violation::{RuleKind, Violation};
use crate::core::{Command, Player, PlayerData, PlayerId, Team, TeamId, Tournament, next_state};
use crate::i18n::{Lang, Msg};
use crate::tr;
use crate::tui::keymap::{self, Binding, Hint, Key, Move, is_yes, lookup};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Action {
    Move(Move),
    Focus(Pane),
    Add,
    Edit,
    Shift(Shift),
    Import(Import),
    /// A change to the team (or player) under the cursor, asked about first.
    Ask(Ask),
    KeepApart,
    PairingNumbers,
}

/// The changes the Rosters tab asks y/n about before it makes them, naming what they touch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ask {
    /// The team (team list) or the player (roster) under the cursor.
    Remove,
    /// The team from a round on (the next unless the form says another), or its
    /// withdrawal taken back.
    Withdraw,
    /// The team's announced absence from a round (GHR 3.3; the next unless the form says
    /// another), or that taken back.
    Absent,
    /// Every team's starting number by team rating.
    SortByRating,
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
        label: "{up} / k",
        what: Msg::KeyRosterUp,
        action: Action::Move(Move::Up),
    },
    Binding {
        keys: keymap::DOWN,
        label: "{down} / j",
        what: Msg::KeyRosterDown,
        action: Action::Move(Move::Down),
    },
    Binding {
        keys: &[Key::plain(KeyCode::Left), Key::char('h')],
        label: "{left} / h",
        what: Msg::KeyToTeamList,
        action: Action::Focus(Pane::Teams),
    },
    Binding {
        keys: &[
            Key::plain(KeyCode::Right),
            Key::char('l'),
            Key::plain(KeyCode::Enter),
        ],
        label: "{right} / l / Enter",
        what: Msg::KeyToRoster,
        action: Action::Focus(Pane::Roster),
    },
    Binding {
        keys: &[Key::char('a')],
        label: "a",
        what: Msg::KeyAddTeamOrPlayer,
        action: Action::Add,
    },
    Binding {
        keys: &[Key::char('e')],
        label: "e",
        what: Msg::KeyEditTeamOrPlayer,
        action: Action::Edit,
    },
    Binding {
        keys: &[Key::char('K')],
        label: "K",
        what: Msg::KeyMoveUp,
        action: Action::Shift(Shift::Up),
    },
    Binding {
        keys: &[Key::char('J')],
        label: "J",
        what: Msg::KeyMoveDown,
        action: Action::Shift(Shift::Down),
    },
    Binding {
        keys: &[Key::char('d'), Key::plain(KeyCode::Delete)],
        label: "d / Delete",
        what: Msg::KeyRemoveTeamOrPlayer,
        action: Action::Ask(Ask::Remove),
    },
    Binding {
        keys: &[Key::char('w')],
        label: "w",
        what: Msg::KeyWithdrawTeam,
        action: Action::Ask(Ask::Withdraw),
    },
    Binding {
        keys: &[Key::char('A')],
        label: "A",
        what: Msg::KeyAbsentTeam,
        action: Action::Ask(Ask::Absent),
    },
    Binding {
        keys: &[Key::char('S')],
        label: "S",
        what: Msg::KeySortTeams,
        action: Action::Ask(Ask::SortByRating),
    },
    Binding {
        keys: &[Key::char('x')],
        label: "x",
        what: Msg::KeyKeepApart,
        action: Action::KeepApart,
    },
    Binding {
        keys: &[Key::char('N')],
        label: "N",
        what: Msg::KeyPairingNumbers,
        action: Action::PairingNumbers,
    },
    Binding {
        keys: &[Key::char('f')],
        label: "f",
        what: Msg::KeyImportFideList,
        action: Action::Import(Import::FideList),
    },
    Binding {
        keys: &[Key::char('c')],
        label: "c",
        what: Msg::KeyImportRoster,
        action: Action::Import(Import::RosterCsv),
    },
];

#[derive(Debug, Default)]
pub struct RostersView {
    focus: Pane,
    /// The inline form being filled in, if any.
    form: Option<Form>,
    teams: TableState,
    roster: TableState,
    /// `check`'s violations of the state last drawn, with its revision: recomputed only
    /// when the state changed.
    violations: Option<(u64, Vec<Violation>)>,
    /// What the last import changed, shown until a key that does not scroll it.
    report: Option<Pager>,
    /// A move of a player in the frozen base lineup, waiting for yes as the arbiter's
    /// override (the refusal alone would leave no way to give it from the keyboard).
    override_pending: Option<(Command, Shift)>,
    /// A change the status line asks about, run on yes.
    question: Option<Command>,
    /// Where each row `/` looks through is: a team's index, and a player's in its roster.
    search_places: Vec<(usize, Option<usize>)>,
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
        self.form.is_some() || self.report.is_some()
    }

    /// Every team, each followed by its players as "name (team)".
    fn search_rows(&mut self, paint: &Paint) -> Vec<String> {
        self.search_places.clear();
        let mut rows = Vec::new();
        for (i, team) in paint.t.teams.iter().enumerate() {
            rows.push(team.name.clone());
            self.search_places.push((i, None));
            for (j, player) in team.roster.iter().enumerate() {
                rows.push(format!("{} ({})", player.full_name(), team.name));
                self.search_places.push((i, Some(j)));
            }
        }
        rows
    }

    fn show_row(&mut self, index: usize) {
        let Some(&(team, player)) = self.search_places.get(index) else {
            return;
        };
        self.teams.select(Some(team));
        self.roster.select(Some(player.unwrap_or(0)));
        self.focus = if player.is_some() {
            Pane::Roster
        } else {
            Pane::Teams
        };
    }

    fn handle(&mut self, key: &KeyEvent, ctx: &mut Ctx) -> bool {
        // A key that does not scroll the import's report closes it, and does nothing else.
        if let Some(report) = self.report.as_mut() {
            if !report.key(key) {
                self.report = None;
            }
            return true;
        }
        if self.form.is_some() {
            self.form_key(key, ctx);
            return true;
        }
        if let Some((command, shift)) = self.override_pending.take() {
            if is_yes(key, ctx.lang) {
                self.moved(command, shift, ctx);
            } else {
                ctx.tell(ctx.lang.text(Msg::StepCancelled));
            }
            return true;
        }
        if let Some(command) = self.question.take() {
            if is_yes(key, ctx.lang) {
                ctx.execute(command);
            } else {
                ctx.tell(ctx.lang.text(Msg::StepCancelled));
            }
            return true;
        }
        let Some(action) = lookup(KEYS, key) else {
            return false;
        };
        self.act(action, ctx);
        true
    }

    fn render(&mut self, frame: &mut Frame, area: Rect, paint: &Paint) {
        let t = paint.t;
        if self
            .violations
            .as_ref()
            .is_none_or(|(revision, _)| *revision != paint.revision)
        {
            self.violations = Some((paint.revision, check(t)));
        }
        let violations = self.violations.take();
        let all = violations.as_ref().map_or(&[][..], |(_, v)| v.as_slice());
        let team_widths = [
            Constraint::Length(4),
            Constraint::Fill(1),
            Constraint::Length(5),
        ];
        let names = t.teams.iter().map(|team| team.name.as_str());
        let (left, right, name_cells) = team_list(area, &team_widths, names);
        let team_index = self
            .teams
            .selected()
            .unwrap_or(0)
            .min(t.teams.len().saturating_sub(1));
        self.teams.select(Some(team_index));
        let teams = self.team_table(paint, all, &team_widths, name_cells);
        frame.render_stateful_widget(teams, left, &mut self.teams);
        let team_name = match t.teams.get(team_index) {
            Some(team) => {
                self.render_team(frame, right, paint, team_index, all);
                team.name.as_str()
            }
            None => {
                let lang = paint.lang;
                frame.render_widget(
                    Paragraph::new(lang.text(Msg::RostersNoTeam))
                        .block(paint.block(lang.text(Msg::RostersRoster))),
                    right,
                );
                ""
            }
        };
        self.draw_overlays(frame, right, paint, team_name);
        self.violations = violations;
    }
}

impl RostersView {
    /// What a form's key did: the form goes on, is cancelled, names a file to import or
    /// submits a change, after which the cursor follows what was added (it is last).
    fn form_key(&mut self, key: &KeyEvent, ctx: &mut Ctx) {
        let Some(form) = self.form.as_mut() else {
            return;
        };
        match form.key(key, ctx.lang, ctx.store.state()) {
            FormOutcome::Editing => {}
            FormOutcome::Cancelled => {
                self.form = None;
                ctx.tell(ctx.lang.text(Msg::StatusNothingChanged));
            }
            FormOutcome::File(path) => {
                if let Target::Import(kind) = form.target {
                    self.form = None;
                    self.report = run_import(ctx, kind, &path);
                }
            }
            FormOutcome::Invalid(message) => ctx.refuse(message),
            FormOutcome::Submit(command)
                if matches!(form.target, Target::Absent(_) | Target::Withdraw(_)) =>
            {
                self.form = None;
                let question = round_question(&command, ctx.state(), ctx.lang);
                self.ask(command, question, ctx);
            }
            FormOutcome::Submit(Command::AddPlayer { team, data }) => {
                // Entered now, on the hall's clock: after the roster deadline the chief
                // arbiter is asked first, as the texts set a deadline and no sanction.
                let data = PlayerData {
                    entered: Some(ctx.now),
                    ..data
                };
                let t = ctx.state();
                let position = t.team(team).map_or(0, |x| x.roster.len());
                let late = past_roster_deadline(t, position, ctx.now);
                let command = Command::AddPlayer { team, data };
                match late {
                    Some(due) => {
                        self.form = None;
                        let question = late_entry_question(t, due, ctx.lang);
                        self.ask(command, question, ctx);
                    }
                    None if ctx.execute(command) => {
                        self.form = None;
                        let t = ctx.state();
                        let team = self.teams.selected().unwrap_or(0);
                        let len = t.teams.get(team).map_or(0, |x| x.roster.len());
                        self.roster.select(Some(len.saturating_sub(1)));
                    }
                    None => {}
                }
            }
            FormOutcome::Submit(command) => {
                let adds_team = form.target == Target::NewTeam;
                if ctx.execute(command) {
                    self.form = None;
                    let t = ctx.state();
                    if adds_team {
                        self.teams.select(Some(t.teams.len().saturating_sub(1)));
                    }
                }
            }
        }
    }

    fn act(&mut self, action: Action, ctx: &mut Ctx) {
        let t = ctx.state();
        let team_index = self.index(Pane::Teams);
        let team = t.teams.get(team_index);
        let player_index = self.index(Pane::Roster);
        let player = team.and_then(|x| x.roster.get(player_index));
        match action {
            Action::Focus(pane) => self.focus = pane,
            Action::Import(kind) => self.form = Some(Form::import(kind)),
            Action::KeepApart => self.form = Some(Form::keep_apart(t, team_index + 1, ctx.lang)),
            Action::PairingNumbers => self.form = Some(Form::pairing_numbers(t, ctx.lang)),
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
                    (Pane::Roster, Some(team)) => Some(Form::new_player(team.id, ctx.lang)),
                    (Pane::Roster, None) => None,
                }
            }
            Action::Edit => {
                self.form = match self.focus {
                    Pane::Teams => team.map(Form::edit_team),
                    Pane::Roster => player.map(|p| Form::edit_player(p, ctx.lang)),
                }
            }
            Action::Shift(shift) => self.shift(shift, ctx),
            Action::Ask(Ask::Absent) => {
                if let Some(team) = team {
                    self.form_for_round(Target::Absent(team.id), ctx);
                }
            }
            Action::Ask(Ask::Withdraw)
                if let Some(team) = team.filter(|x| x.withdrawn_from_round.is_none()) =>
            {
                self.form_for_round(Target::Withdraw(team.id), ctx);
            }
            Action::Ask(ask) => {
                let asked = match (ask, self.focus) {
                    (Ask::Remove, Pane::Roster) => player.map(|p| remove_player(p, t, ctx.lang)),
                    _ => team_question(ask, t, team_index, ctx.lang),
                };
                if let Some((command, question)) = asked {
                    self.ask(command, question, ctx);
                }
            }
        }
    }

    /// The form asking for the round of an absence or a withdrawal; refused at once when
    /// every round is paired already.
    fn form_for_round(&mut self, target: Target, ctx: &mut Ctx) {
        let (next, last) = rounds_to_come(ctx.state());
        if next > last {
            let rule = tr!(ctx.lang, Msg::RefuseEveryRoundPaired, last = last);
            ctx.refuse(format!("{}: {rule}", ctx.lang.text(Msg::FieldRound)));
            return;
        }
        self.form = Some(Form::round_to_come(target, ctx.state(), ctx.lang));
    }

    /// Asks `question` on the status line, and runs `command` if the next key says yes;
    /// a change the rules refuse is refused at once, without a question.
    fn ask(&mut self, command: Command, question: String, ctx: &mut Ctx) {
        match next_state(ctx.state(), command.clone()) {
            Ok(_) => {
                ctx.ask(question);
                self.question = Some(command);
            }
            Err(e) => ctx.refuse(e.render(ctx.lang)),
        }
    }

    /// Moves the team or player under the cursor one place, and the cursor with it.
    fn shift(&mut self, shift: Shift, ctx: &mut Ctx) {
        let (team_index, player_index) = (self.index(Pane::Teams), self.index(Pane::Roster));
        let team = ctx.state().teams.get(team_index);
        let to = |index: usize| match shift {
            Shift::Up => index,
            Shift::Down => index + 2,
        };
        let command = match self.focus {
            Pane::Teams => team.map(|x| Command::MoveTeam {
                team: x.id,
                to_number: to(team_index),
            }),
            Pane::Roster => {
                team.and_then(|x| x.roster.get(player_index))
                    .map(|p| Command::MovePlayer {
                        player: p.id,
                        to_position: to(player_index),
                        override_lock: false,
                    })
            }
        };
        let Some(command) =
            command.filter(|_| !(shift == Shift::Up && self.index(self.focus) == 0))
        else {
            return;
        };
        if let Command::MovePlayer {
            player,
            to_position,
            ..
        } = command
            && ctx.state().paired_rounds() > 0
        {
            return self.ask_override(player, to_position, shift, ctx);
        }
        self.moved(command, shift, ctx);
    }

    /// Round 1 is paired, so the base lineup is frozen: a move is the arbiter's override,
    /// which the journal records. Says so and waits for yes.
    fn ask_override(&mut self, player: PlayerId, to_position: usize, shift: Shift, ctx: &mut Ctx) {
        let name = ctx
            .state()
            .find_player(player)
            .and_then(|(team, at)| team.roster.get(at))
            .map_or_else(String::new, |p| p.full_name());
        ctx.ask(tr!(
            ctx.lang,
            Msg::ConfirmMoveOverride,
            player = name,
            position = to_position,
            yes = ctx.lang.text(Msg::FormYes)
        ));
        let command = Command::MovePlayer {
            player,
            to_position,
            override_lock: true,
        };
        self.override_pending = Some((command, shift));
    }

    /// Runs a move and keeps the cursor on what moved.
    fn moved(&mut self, command: Command, shift: Shift, ctx: &mut Ctx) {
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

    /// The teams with starting number and team rating, `!` on those a rule concerns.
    fn team_table<'a>(
        &self,
        paint: &Paint,
        all: &[Violation],
        widths: &[Constraint],
        name_cells: u16,
    ) -> Table<'a> {
        let (t, theme, lang) = (paint.t, paint.theme, paint.lang);
        let rows = t.teams.iter().enumerate().map(|(i, team)| {
            // The rating that decides the starting rank, so the column explains the order.
            let rating = match team_rating(t, team) {
                r if r > 0.0 => format!("{}", r.round()),
                _ => String::new(),
            };
            let offends = all.iter().any(|v| v.teams.contains(&team.id));
            let mark = paint.team_mark(team.id, current_round(t));
            let name = fit_marked(&team.name, mark, name_cells);
            let row = Row::new([marked(i + 1, offends), name, rating]);
            if offends {
                row.style(theme.warning)
            } else {
                row
            }
        });
        let highlight = match self.focus {
            Pane::Teams => theme.selected,
            Pane::Roster => theme.dim,
        };
        Table::new(rows, widths.iter().copied())
            .header(
                Row::new(
                    [Msg::ColumnNumber, Msg::ColumnTeam, Msg::ColumnRating].map(|m| lang.text(m)),
                )
                .style(theme.heading),
            )
            .block(paint.block(tr!(lang, Msg::RostersTeams, count = t.teams.len())))
            .style(theme.text)
            .row_highlight_style(highlight)
    }

    /// The roster of the team at `team_index` over `area`, and under it the rules the team
    /// breaks, in words.
    fn render_team(
        &mut self,
        frame: &mut Frame,
        area: Rect,
        paint: &Paint,
        team_index: usize,
        all: &[Violation],
    ) {
        let Some(team) = paint.t.teams.get(team_index) else {
            return;
        };
        let own: Vec<&Violation> = all.iter().filter(|v| v.teams.contains(&team.id)).collect();
        let rules = rules_box(paint, &own);
        // line_count adds the borders above and below, not the ones beside.
        let wrapped = rules.line_count(area.width.saturating_sub(2));
        let roster_needs = u16::try_from(team.roster.len() + 3).unwrap_or(u16::MAX);
        // The rules box takes what its wrapped lines need, and what the roster leaves free
        // (at least a third of the pane, so a long roster does not hide the rules).
        let rules_height = if own.is_empty() {
            0
        } else {
            let room = area
                .height
                .saturating_sub(roster_needs)
                .max(area.height / 3);
            u16::try_from(wrapped).unwrap_or(u16::MAX).min(room)
        };
        let [roster_area, rules_area] =
            Layout::vertical([Constraint::Fill(1), Constraint::Length(rules_height)]).areas(area);
        let player_index = self
            .roster
            .selected()
            .unwrap_or(0)
            .min(team.roster.len().saturating_sub(1));
        self.roster.select(Some(player_index));
        let highlight = match self.focus {
            Pane::Teams => paint.theme.dim,
            Pane::Roster => paint.theme.selected,
        };
        let roster = roster_table(paint, team, team_index + 1, &own, roster_area)
            .row_highlight_style(highlight);
        frame.render_stateful_widget(roster, roster_area, &mut self.roster);
        if !own.is_empty() {
            frame.render_widget(rules, rules_area);
        }
    }
}

/// The rules a team breaks, one `!` line each.
fn rules_box<'a>(paint: &Paint, own: &[&Violation]) -> Paragraph<'a> {
    let lines: Vec<Line> = own
        .iter()
        .map(|v| Line::styled(format!("! {}", v.render(paint.lang)), paint.theme.warning))
        .collect();
    Paragraph::new(lines)
        .wrap(Wrap { trim: true })
        .block(paint.block(paint.lang.text(Msg::RostersRules)))
}

/// A team's players in base-lineup order. FIDE ID, title and the rules a player breaks
/// only where there is room for them beside a readable name.
fn roster_table<'a>(
    paint: &Paint,
    team: &Team,
    number: usize,
    own: &[&Violation],
    area: Rect,
) -> Table<'a> {
    let (theme, lang) = (paint.theme, paint.lang);
    let wide = area.width >= 70;
    let widths = roster_widths(wide);
    let cut = column_widths(area, &widths);
    let rows = team.roster.iter().enumerate().map(|(i, p)| {
        let number = |n: Option<u16>| n.map_or_else(String::new, |n| n.to_string());
        let broken: Vec<RuleKind> = own
            .iter()
            .filter(|v| v.players.contains(&p.id))
            .map(|v| v.kind)
            .fold(Vec::new(), |mut kinds, kind| {
                if !kinds.contains(&kind) {
                    kinds.push(kind);
                }
                kinds
            });
        let mut cells = vec![
            marked(i + 1, !broken.is_empty()),
            fit(&p.full_name(), cut[1]),
        ];
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
        if wide {
            let names: Vec<&str> = broken.iter().map(|k| lang.text(rule_name(*k))).collect();
            cells.push(fit(&names.join(", "), cut[cut.len() - 1]));
        }
        let row = Row::new(cells);
        if broken.is_empty() {
            row
        } else {
            row.style(theme.warning)
        }
    });
    Table::new(rows, widths)
        .header(
            Row::new(roster_headings(wide).into_iter().map(|m| lang.text(m))).style(theme.heading),
        )
        .block(paint.block(format!(" ({number}) {} ", team.name)))
        .style(theme.text)
}

/// The roster's headings, matching [`roster_widths`].
fn roster_headings(wide: bool) -> Vec<Msg> {
    let mut headings = vec![Msg::ColumnBoard, Msg::ColumnPlayer];
    if wide {
        headings.extend([Msg::ColumnTitle, Msg::ColumnFideId]);
    }
    headings.extend([
        Msg::ColumnFideRating,
        Msg::ColumnNationalRating,
        Msg::ColumnFederation,
        Msg::ColumnBorn,
    ]);
    if wide {
        headings.push(Msg::ColumnRules);
    }
    headings
}

/// The roster's columns: board, player, (title, FIDE ID,) FIDE and national rating,
/// federation, birth year (, the rules broken): the bracketed ones only when `wide`.
fn roster_widths(wide: bool) -> Vec<Constraint> {
    let mut widths = vec![Constraint::Length(3), Constraint::Fill(1)];
    if wide {
        widths.extend([Constraint::Length(5), Constraint::Length(9)]);
    }
    widths.extend([
        Constraint::Length(4),
        Constraint::Length(4),
        Constraint::Length(3),
        Constraint::Length(4),
    ]);
    if wide {
        widths.push(Constraint::Fill(1));
    }
    widths
}

impl RostersView {
    /// The open form, or the last import's report, over `area`.
    fn draw_overlays(&mut self, frame: &mut Frame, area: Rect, paint: &Paint, team: &str) {
        if let Some(form) = &self.form {
            form.render(frame, area, paint, &self.form_title(paint.lang, team));
        }
        if let Some(report) = self.report.as_mut() {
            report.render(frame, area, paint, paint.lang.text(Msg::ImportReportTitle));
        }
    }

    /// The open form's title; `team` is the team under the cursor.
    fn form_title(&self, lang: Lang, team: &str) -> String {
        match self.form.as_ref().map(|f| f.target) {
            Some(Target::NewTeam) | None => lang.text(Msg::FormNewTeam).to_string(),
            Some(Target::Team(_)) => tr!(lang, Msg::FormEditTeam, team = team),
            Some(Target::NewPlayer(_)) => tr!(lang, Msg::FormNewPlayer, team = team),
            Some(Target::Player(_)) => lang.text(Msg::FormEditPlayer).to_string(),
            Some(Target::Import(Import::FideList)) => {
                lang.text(Msg::FormImportFideList).to_string()
            }
            Some(Target::Import(Import::RosterCsv)) => lang.text(Msg::FormImportRoster).to_string(),
            Some(Target::KeepApart) => lang.text(Msg::FormKeepApart).to_string(),
            Some(Target::PairingNumbers) => lang.text(Msg::FormPairingNumbers).to_string(),
            Some(Target::Absent(_)) => tr!(lang, Msg::FormAbsent, team = team),
            Some(Target::Withdraw(_)) => tr!(lang, Msg::FormWithdraw, team = team),
        }
    }
}

/// Imports `path` by the importers of `kup import`, as one change (one undo takes it back);
/// the status line names the file and the counts once it is durable. Returns the report,
/// or `None` when the import was refused (the status says why; nothing changed).
fn run_import(ctx: &mut Ctx, kind: Import, path: &Path) -> Option<Pager> {
    let source = path.display().to_string();
    let file = match kind {
        Import::FideList => RosterFile::FideList,
        Import::RosterCsv => RosterFile::RosterCsv,
    };
    let outcome = import_roster_file(ctx.store, file, path);
    match outcome {
        Ok(report) => {
            let counts = tr!(
                ctx.lang,
                Msg::ImportCounts,
                file = source,
                changes = report.changes.len(),
                unchanged = report.unchanged,
                skipped = report.skipped.len()
            );
            *ctx.status = if report.changes.is_empty() {
                Status {
                    text: counts,
                    kind: StatusKind::Info,
                }
            } else {
                Status {
                    text: tr!(ctx.lang, Msg::ImportSaved, counts = counts),
                    kind: StatusKind::Saved,
                }
            };
            // The counts (the report's last line) first, where the eye starts.
            let mut lines = report.lines(ctx.lang);
            lines.rotate_right(1);
            Some(Pager::new(lines))
        }
        Err(e) => {
            ctx.refuse(e.render(ctx.lang));
            None
        }
    }
}

/// The change `ask` makes to the team at `index` of the team list, and the question that
/// names it: the team, and the round where one is concerned. An absence and a withdrawal
/// take their round from a form first (`round_question`); only a withdrawal's return is
/// asked here.
fn team_question(ask: Ask, t: &Tournament, index: usize, lang: Lang) -> Option<(Command, String)> {
    let team = t.teams.get(index)?;
    let said = |msg: Msg, round: u32| confirm(lang, msg, t, team.id, round);
    Some(match ask {
        Ask::Remove => (
            Command::RemoveTeam { team: team.id },
            said(Msg::ConfirmRemoveTeam, t.paired_rounds() as u32 + 1),
        ),
        Ask::Withdraw | Ask::Absent => {
            let round = team.withdrawn_from_round?;
            (
                Command::Withdraw {
                    team: team.id,
                    from_round: None,
                },
                said(Msg::ConfirmReturn, round),
            )
        }
        Ask::SortByRating => (
            Command::SortTeamsByRating,
            tr!(lang, Msg::ConfirmSortTeams, yes = lang.text(Msg::FormYes)),
        ),
    })
}

/// The question before a player is entered after the roster deadline, naming the rule.
fn late_entry_question(t: &Tournament, due: DateTime<FixedOffset>, lang: Lang) -> String {
    let rule = roster_deadline_rule(t, due).render(lang);
    tr!(
        lang,
        Msg::ConfirmEnteredAfterDeadline,
        rule = rule,
        yes = lang.text(Msg::FormYes)
    )
}

/// The question before an absence or a withdrawal from the round its form read.
fn round_question(command: &Command, t: &Tournament, lang: Lang) -> String {
    match *command {
        Command::SetAbsent {
            round,
            team,
            absent,
        } => {
            let msg = if absent {
                Msg::ConfirmAbsent
            } else {
                Msg::ConfirmPresent
            };
            confirm(lang, msg, t, team, round)
        }
        Command::Withdraw {
            team,
            from_round: Some(round),
        } => confirm(lang, Msg::ConfirmWithdraw, t, team, round),
        _ => String::new(),
    }
}

/// A question naming the team (starting number and name) and the round.
fn confirm(lang: Lang, msg: Msg, t: &Tournament, team: TeamId, round: u32) -> String {
    let number = t
        .teams
        .iter()
        .position(|x| x.id == team)
        .map_or(0, |i| i + 1);
    let name = t.team(team).map_or("", |x| x.name.as_str());
    tr!(
        lang,
        msg,
        number = number,
        team = name,
        round = round,
        yes = lang.text(Msg::FormYes)
    )
}

/// Removing `player` from the roster, and the question naming the player and the team.
fn remove_player(player: &Player, t: &Tournament, lang: Lang) -> (Command, String) {
    let team = t
        .find_player(player.id)
        .map_or("", |(team, _)| team.name.as_str());
    let question = tr!(
        lang,
        Msg::ConfirmRemovePlayer,
        player = player.full_name(),
        team = team,
        yes = lang.text(Msg::FormYes)
    );
    (Command::RemovePlayer { player: player.id }, question)
}

/// A row's number, with `!` when a rule is broken there.
fn marked(number: usize, offends: bool) -> String {
    if offends {
        format!("{number}!")
    } else {
        number.to_string()
    }
}

/// The short name of a rule, for a row that breaks it.
fn rule_name(kind: RuleKind) -> Msg {
    match kind {
        RuleKind::RosterSize => Msg::RuleRosterSize,
        RuleKind::BoardOrder => Msg::RuleBoardOrder,
        RuleKind::ForeignPlayers => Msg::RuleForeignPlayers,
        RuleKind::BirthYear => Msg::RuleBirthYear,
        RuleKind::Registration => Msg::RuleRegistration,
        RuleKind::TwoTeams => Msg::RuleTwoTeams,
        RuleKind::Lineup => Msg::RuleLineup,
        RuleKind::Pairing => Msg::RulePairing,
    }
}
