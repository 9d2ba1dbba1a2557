//! The lineups of a round, over the Round view: the roster of one team of a match with the
//! players of its lineup marked, entered with `Command::SetLineup`. The core puts them on
//! the boards in roster order and refuses a lineup the regulation does not allow; a lineup
//! handed in after the deadline (`core::lineup::lateness`) is flagged, as `kup check` does.
//! A player barred from the round (`core::lineup::bar_from`) is marked; a lineup naming him
//! is refused by the core. `o` switches to the seating: the players chosen in the order they
//! actually sat, board 1 first, entered with `Command::RecordSeating` (as `kup seating`);
//! a lineup or a seating that gives results to other players asks first. A lineup counts as
//! handed in when it is saved, unless the arbiter types the time it came (`t`, as `kup
//! lineup --handed-in`): forms collected at the deadline are often typed in after it. Saved
//! again unchanged it keeps its time; changed, the arbiter says which time holds.

use chrono::{DateTime, FixedOffset, NaiveTime};
use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::{Constraint, Layout, Position, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Row, Table, TableState};

use tui_input::Input;

use super::{Ctx, Paint, player_label, text_field};
use crate::core::clock::scheduled_start;
use crate::core::lineup::{bar_from, earliness, in_roster_order, lateness, lineup_deadline};
use crate::core::model::Lineup;
use crate::core::next_state;
use crate::core::{Command, GameResult, Match, PlayerId, Team, TeamId, Tournament};
use crate::i18n::{Lang, Msg, format, width};
use crate::tr;
use crate::tui::keymap::is_yes;

/// The lineup being entered for one of the teams of a match, or of a round not paired yet.
#[derive(Debug, Clone)]
pub struct LineupEditor {
    round: u32,
    /// The teams whose lineups the editor goes through: the two of a match, or every team
    /// of a round not paired yet.
    teams: Vec<TeamId>,
    /// Which of `teams` is shown.
    side: usize,
    /// The players chosen, not yet saved.
    chosen: Vec<PlayerId>,
    /// Cursor in the roster.
    cursor: usize,
    list: TableState,
    /// A lineup that changes boards of a match with results, waiting for `y` (`d` in hr, sl).
    pending: Option<Command>,
    /// Entering the order the players sat in (`o`) rather than the lineup handed in.
    seating: bool,
    /// When the captain handed this team's lineup in, as the arbiter typed it (`t`);
    /// `None`: the moment it is saved.
    handed_in: Option<DateTime<FixedOffset>>,
    /// The time field while `t` is typed.
    typing_time: Option<Input>,
    /// A changed lineup whose team had handed one in at this time, waiting for the
    /// arbiter to say which time holds for the change.
    choosing_time: Option<DateTime<FixedOffset>>,
}

impl LineupEditor {
    /// Opens on the first-named team of `m` in round `round` (1-based).
    pub fn open(t: &Tournament, round: u32, m: &Match) -> LineupEditor {
        LineupEditor::of_teams(t, round, vec![m.home, m.away])
    }

    /// Opens on the first team of round `round`, not paired yet, whose regulation takes
    /// lineups before pairing (bpz-2025 čl. 7): every team that plays the round, in
    /// starting order. `None` while no team has players to choose from.
    pub fn before_pairing(t: &Tournament, round: u32) -> Option<LineupEditor> {
        let absent = t.rounds.get(round as usize - 1).map(|r| r.absent.clone());
        let teams = t
            .teams
            .iter()
            .filter(|x| x.plays_in_round(round))
            .filter(|x| !absent.as_ref().is_some_and(|a| a.contains(&x.id)))
            .map(|x| x.id)
            .collect::<Vec<_>>();
        (!teams.is_empty()).then(|| LineupEditor::of_teams(t, round, teams))
    }

    fn of_teams(t: &Tournament, round: u32, teams: Vec<TeamId>) -> LineupEditor {
        let mut editor = LineupEditor {
            round,
            teams,
            side: 0,
            chosen: Vec::new(),
            cursor: 0,
            list: TableState::default(),
            pending: None,
            seating: false,
            handed_in: None,
            typing_time: None,
            choosing_time: None,
        };
        editor.load(t);
        editor
    }

    fn team(&self) -> TeamId {
        self.teams[self.side]
    }

    /// The lineup that plays now (handed in, else the base lineup) as the starting choice.
    fn load(&mut self, t: &Tournament) {
        self.chosen = t.effective_lineup(self.round as usize - 1, self.team());
        self.cursor = 0;
    }

    /// Handles a key; false when the editor is to close.
    pub fn handle(&mut self, key: &KeyEvent, ctx: &mut Ctx) -> bool {
        if let Some(command) = self.pending.take() {
            if is_yes(key, ctx.lang) {
                self.execute(command, ctx);
            } else {
                ctx.tell(ctx.lang.text(Msg::StepCancelled));
            }
            return true;
        }
        if let Some(input) = self.typing_time.take() {
            self.type_time(input, key, ctx);
            return true;
        }
        if let Some(was) = self.choosing_time.take() {
            match key.code {
                KeyCode::Char('1') => self.save_at(was, ctx),
                KeyCode::Char('2') => self.save_at(ctx.now, ctx),
                _ => ctx.tell(ctx.lang.text(Msg::StepCancelled)),
            }
            return true;
        }
        let t = ctx.state();
        let Some(team) = t.team(self.team()) else {
            return false;
        };
        let roster: Vec<PlayerId> = team.roster.iter().map(|p| p.id).collect();
        match key.code {
            KeyCode::Esc => return false,
            KeyCode::Up | KeyCode::Char('k') => self.cursor = self.cursor.saturating_sub(1),
            KeyCode::Down | KeyCode::Char('j') => {
                self.cursor = (self.cursor + 1).min(roster.len().saturating_sub(1));
            }
            KeyCode::Left | KeyCode::Right | KeyCode::Char('h' | 'l') => {
                let forward = matches!(key.code, KeyCode::Right | KeyCode::Char('l'));
                let count = self.teams.len().max(1);
                self.side = match forward {
                    true => (self.side + 1) % count,
                    false => (self.side + count - 1) % count,
                };
                // Each team's form came at its own time.
                self.handed_in = None;
                self.load(t);
            }
            KeyCode::Char('t') => {
                let shown = format::time(self.handed_in.unwrap_or(ctx.now).time());
                self.typing_time = Some(Input::new(shown));
            }
            KeyCode::Char(' ' | 'x') => {
                if let Some(player) = roster.get(self.cursor) {
                    match self.chosen.iter().position(|p| p == player) {
                        Some(i) => {
                            self.chosen.remove(i);
                        }
                        None => self.chosen.push(*player),
                    }
                }
            }
            KeyCode::Char('o') => {
                self.seating = !self.seating;
                self.load(t);
            }
            KeyCode::Enter if self.seating => {
                let command = Command::RecordSeating {
                    round: self.round,
                    team: self.team(),
                    players: self.chosen.clone(),
                };
                self.checked_save(command, Msg::ConfirmSeatingWithResults, ctx);
            }
            KeyCode::Enter => self.save(ctx),
            KeyCode::Char('L') => {
                let locked = t.rounds[self.round as usize - 1]
                    .locked_lineups
                    .contains(&self.team());
                let command = Command::LockLineup {
                    round: self.round,
                    team: self.team(),
                    locked: !locked,
                };
                ctx.execute(command);
            }
            KeyCode::Delete => {
                let command = Command::DropLineup {
                    round: self.round,
                    team: self.team(),
                };
                self.checked_save(command, Msg::ConfirmLineupWithResults, ctx);
            }
            _ => {}
        }
        true
    }

    /// A key in the time field: Enter takes the time (refused, the field stays open, when
    /// it is no time of day), Esc leaves the time as it was.
    fn type_time(&mut self, mut input: Input, key: &KeyEvent, ctx: &mut Ctx) {
        match key.code {
            KeyCode::Esc => {}
            KeyCode::Enter => match self.on_round_day(ctx.state(), ctx.now, input.value()) {
                Some(at) => self.handed_in = Some(at),
                None => {
                    ctx.refuse(tr!(
                        ctx.lang,
                        Msg::CliNotATime,
                        option = ctx.lang.text(Msg::FieldLineupHandedIn),
                        value = input.value().trim()
                    ));
                    self.typing_time = Some(input);
                }
            },
            _ => {
                text_field::edit(&mut input, key);
                self.typing_time = Some(input);
            }
        }
    }

    /// `text` (HH:MM) on the day of the round's scheduled start, on the hall's clock; today
    /// when the round has no schedule. `None` when `text` is no time of day.
    fn on_round_day(
        &self,
        t: &Tournament,
        now: DateTime<FixedOffset>,
        text: &str,
    ) -> Option<DateTime<FixedOffset>> {
        let time = NaiveTime::parse_from_str(text.trim(), "%H:%M").ok()?;
        let day = scheduled_start(t, self.round).unwrap_or(now);
        day.date_naive()
            .and_time(time)
            .and_local_timezone(*day.offset())
            .single()
    }

    /// `SetLineup` with the time the arbiter typed (`t`), else the time now, as the time it
    /// was handed in: most lineups are typed in as the captain hands them over. When it was
    /// handed in is a fact of the event: the same players again, with no time typed, change
    /// nothing; other players than a lineup handed in at a known time first ask which time
    /// holds for the change, the one it had or now.
    fn save(&mut self, ctx: &mut Ctx) {
        let t = ctx.state();
        let kept = handed_in_lineup(t, self.round as usize - 1, self.team());
        let same = kept.is_some_and(|lineup| {
            t.team(self.team())
                .is_some_and(|team| in_roster_order(team, &self.chosen) == lineup.players)
        });
        let lang = ctx.lang;
        match (self.handed_in, kept.and_then(|lineup| lineup.handed_in)) {
            (Some(typed), _) => self.save_at(typed, ctx),
            (None, was) if same => {
                let handed = was.map_or_else(
                    || lang.text(Msg::LineupEntered).to_string(),
                    |at| {
                        tr!(
                            lang,
                            Msg::LineupHandedIn,
                            when = format::moment(lang, at, ctx.now)
                        )
                    },
                );
                ctx.tell(tr!(lang, Msg::LineupUnchanged, handed = handed));
            }
            (None, Some(was)) => {
                ctx.ask(tr!(
                    lang,
                    Msg::LineupWhichTime,
                    was = format::moment(lang, was, ctx.now),
                    now = format::time(ctx.now.time())
                ));
                self.choosing_time = Some(was);
            }
            (None, None) => self.save_at(ctx.now, ctx),
        }
    }

    /// `SetLineup` of the players chosen, handed in at `at`.
    fn save_at(&mut self, at: DateTime<FixedOffset>, ctx: &mut Ctx) {
        let command = Command::SetLineup {
            round: self.round,
            team: self.team(),
            players: self.chosen.clone(),
            handed_in: Some(at),
        };
        self.checked_save(command, Msg::ConfirmLineupWithResults, ctx);
    }

    /// Runs `command` (a lineup or a seating); when the match already has results and it
    /// moves a player on one of its boards, it first says (`question`) which results change
    /// hands and waits for `y`: the games played there would count for other players.
    fn checked_save(&mut self, command: Command, question: Msg, ctx: &mut Ctx) {
        let changes = match next_state(ctx.state(), command.clone()) {
            Ok((next, _)) => self.changed_boards(ctx.state(), &next, ctx.lang),
            Err(e) => return ctx.refuse(e.render(ctx.lang)),
        };
        if changes.is_empty() {
            return self.execute(command, ctx);
        }
        ctx.ask(tr!(
            ctx.lang,
            question,
            round = self.round,
            changes = changes.join("; "),
            yes = ctx.lang.text(Msg::FormYes)
        ));
        self.pending = Some(command);
    }

    /// The boards of the team's match whose player `next` changes, each with its result,
    /// when the match has any result; empty otherwise.
    fn changed_boards(&self, t: &Tournament, next: &Tournament, lang: Lang) -> Vec<String> {
        let index = self.round as usize - 1;
        let Some((_, m)) = t.rounds.get(index).and_then(|r| r.match_of(self.team())) else {
            return Vec::new();
        };
        if m.boards.iter().all(|b| b.result == GameResult::NotPlayed) {
            return Vec::new();
        }
        let (before, after) = (
            t.effective_lineup(index, self.team()),
            next.effective_lineup(index, self.team()),
        );
        let name = |t: &Tournament, id: Option<&PlayerId>| {
            id.and_then(|id| t.find_player(*id))
                .and_then(|(team, at)| team.roster.get(at))
                .map_or_else(|| lang.text(Msg::NoPlayer).to_string(), |p| p.full_name())
        };
        (0..m.boards.len())
            .filter(|b| before.get(*b) != after.get(*b))
            .map(|b| {
                tr!(
                    lang,
                    Msg::LineupBoardChange,
                    board = b + 1,
                    from = name(t, before.get(b)),
                    to = name(next, after.get(b)),
                    result = result_word(m.boards[b].result, b, lang)
                )
            })
            .collect()
    }

    fn execute(&mut self, command: Command, ctx: &mut Ctx) {
        if !ctx.execute(command) {
            return;
        }
        let t = ctx.state();
        let index = self.round as usize - 1;
        let flag = handed_in_lineup(t, index, self.team())
            .and_then(|lineup| out_of_time(t, index, lineup, ctx.lang, ctx.now));
        if let Some(flag) = flag {
            // First, so that a narrow status line cannot cut it off.
            ctx.status.text = format!("{flag} — {}", ctx.status.text);
        }
        self.load(ctx.state());
    }

    pub fn render(&mut self, frame: &mut Frame, area: Rect, paint: &Paint) {
        let t = paint.t;
        let lang = paint.lang;
        let Some(team) = t.team(self.team()) else {
            return;
        };
        let index = self.round as usize - 1;
        let title = tr!(
            lang,
            Msg::LineupTitle,
            round = self.round,
            team = paint.team_label(team.id)
        );
        let handed = match self.handed_in {
            Some(at) => format::time(at.time()),
            None => lang.text(Msg::LineupHandedNow).to_string(),
        };
        let handed = tr!(lang, Msg::LineupHandedAt, handed = handed);
        let block = paint
            .block(format!(" {title} "))
            .title_bottom(format!(" {handed} "));
        let inner = block.inner(area);
        frame.render_widget(Clear, area);
        frame.render_widget(block, area);
        let [state, roster_area, keys] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Fill(1),
            Constraint::Length(1),
        ])
        .areas(inner);

        let said = phone_state(paint, index, team.id)
            .unwrap_or_else(|| lineup_state(paint, index, team.id));
        frame.render_widget(Paragraph::new(said), state);

        // The seating puts the players on the boards in the order chosen; a lineup in
        // roster order, as the core stores it.
        let boards = match self.seating {
            true => self.chosen.clone(),
            false => in_roster_order(team, &self.chosen),
        };
        let table = roster_table(paint, self.round, team, &boards);
        self.cursor = self.cursor.min(team.roster.len().saturating_sub(1));
        self.list.select(Some(self.cursor));
        frame.render_stateful_widget(table, roster_area, &mut self.list);
        let keys_line = match self.pending {
            Some(_) => Line::styled(
                tr!(lang, Msg::LineupConfirmKeys, yes = lang.text(Msg::FormYes)),
                paint.theme.warning,
            ),
            None if self.seating => {
                Line::styled(lang.text(Msg::LineupSeatingKeys), paint.theme.warning)
            }
            None => Line::styled(lang.text(Msg::LineupKeys), paint.theme.dim),
        };
        match &self.typing_time {
            Some(input) => time_field(frame, keys, input, paint),
            None => frame.render_widget(keys_line, keys),
        }
    }
}

/// The field of the time the lineup was handed in, on the keys' row, with the cursor in it.
fn time_field(frame: &mut Frame, row: Rect, input: &Input, paint: &Paint) {
    let label = format!("{}: ", paint.lang.text(Msg::FieldLineupHandedIn));
    let room = usize::from(row.width).saturating_sub(width::width(&label));
    let (shown, x) = text_field::shown(input, room, paint.theme.selected);
    let line = Line::from(vec![Span::styled(label.clone(), paint.theme.key), shown]);
    frame.render_widget(line, row);
    let column = row.x + width::width(&label) as u16 + x;
    frame.set_cursor_position(Position::new(
        column.min(row.right().saturating_sub(1)),
        row.y,
    ));
}

/// The lineup `team` handed in for round `index` (0-based), if any; a round not paired yet
/// has one only where the regulation takes lineups before pairing.
fn handed_in_lineup(t: &Tournament, index: usize, team: TeamId) -> Option<&Lineup> {
    t.rounds.get(index).and_then(|r| r.lineup(team))
}

/// The flag of a change handed in after its deadline or before its window opened
/// (`core::lineup::lateness` and `earliness`, the rules `kup check` reports).
fn out_of_time(
    t: &Tournament,
    index: usize,
    lineup: &Lineup,
    lang: Lang,
    now: DateTime<FixedOffset>,
) -> Option<String> {
    let moment = |at| format::moment(lang, at, now);
    if let Some((_, due)) = lateness(t, index, lineup) {
        return Some(tr!(lang, Msg::LineupLate, due = moment(due)));
    }
    let (_, opens) = earliness(t, index, lineup)?;
    Some(tr!(lang, Msg::LineupEarly, opens = moment(opens)))
}

/// The lineup's state towards the captain's phone: locked against it, or handed in from
/// it (and when); `None` when neither, so that the ordinary state is said.
fn phone_state(paint: &Paint, index: usize, team: TeamId) -> Option<Line<'static>> {
    // A round not paired yet has no entry before its first lineup.
    let (round, lang) = (paint.t.rounds.get(index)?, paint.lang);
    if round.locked_lineups.contains(&team) {
        return Some(Line::styled(
            lang.text(Msg::LineupLockedHint),
            paint.theme.warning,
        ));
    }
    let lineup = round.lineup(team).filter(|lineup| lineup.from_phone)?;
    let time = lineup.handed_in.map(|at| format::time(at.time()));
    Some(Line::styled(
        tr!(lang, Msg::LineupFromPhone, time = time.unwrap_or_default()),
        paint.theme.warning,
    ))
}

/// Whose lineup plays and when it came: handed in (late, flagged), entered, or the base
/// lineup; and the deadline when the regulation has one.
fn lineup_state(paint: &Paint, index: usize, team: TeamId) -> Line<'static> {
    let (t, lang) = (paint.t, paint.lang);
    let moment = |at| format::moment(lang, at, paint.now);
    let lineup = handed_in_lineup(t, index, team);
    let flag = lineup.and_then(|lineup| out_of_time(t, index, lineup, lang, paint.now));
    let mut said = match lineup {
        Some(lineup) => match (lineup.handed_in, &flag) {
            (Some(when), Some(flag)) => Line::styled(
                format!(
                    "{}  {flag}",
                    tr!(lang, Msg::LineupHandedIn, when = moment(when))
                ),
                paint.theme.warning,
            ),
            (Some(when), None) => Line::raw(tr!(lang, Msg::LineupHandedIn, when = moment(when))),
            (None, _) => Line::raw(lang.text(Msg::LineupEntered)),
        },
        None => Line::raw(lang.text(Msg::LineupBase)),
    };
    // A late or early lineup's flag names the moment already.
    if flag.is_none()
        && let Some(due) = lineup_deadline(t, index)
    {
        said.push_span(format!(
            "  {}",
            tr!(lang, Msg::LineupDue, due = moment(due))
        ));
    }
    said
}

/// The roster with the chosen players marked and the boards they would take (`boards`,
/// board 1 first); a player barred from `round` is marked so instead of his board.
fn roster_table<'a>(paint: &Paint, round: u32, team: &Team, boards: &[PlayerId]) -> Table<'a> {
    let lang = paint.lang;
    let rows = team.roster.iter().enumerate().map(|(i, player)| {
        let board = boards
            .iter()
            .position(|p| *p == player.id)
            .map_or_else(String::new, |b| tr!(lang, Msg::LineupBoard, board = b + 1));
        let board = match bar_from(paint.t, round, player.id) {
            // The mark beside says whether he is chosen all the same.
            Some(_) => lang.text(Msg::LineupBarred).to_string(),
            None => board,
        };
        let mark = if boards.contains(&player.id) {
            "[x]"
        } else {
            "[ ]"
        };
        Row::new([
            mark.to_string(),
            format!("{}", i + 1),
            player_label(player),
            board,
        ])
    });
    Table::new(
        rows,
        [
            Constraint::Length(3),
            Constraint::Length(3),
            Constraint::Fill(1),
            Constraint::Length(10),
        ],
    )
    .style(paint.theme.text)
    .row_highlight_style(paint.theme.selected)
}

/// A board's result for a question about it: its notation, or that it has none yet.
/// It reads as the board's row does, the first-named team's player first.
pub(super) fn result_word(result: GameResult, board: usize, lang: Lang) -> String {
    match result {
        GameResult::NotPlayed => lang.text(Msg::NoResultYet).to_string(),
        decided => decided.on_board(board).render(lang),
    }
}
