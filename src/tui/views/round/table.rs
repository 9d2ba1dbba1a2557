//! The Round view's table: one row per match (table, teams, score, match points), the
//! boards of the cursor's match (or of every match) under it, the bye and the absent
//! teams at the end, and the keys under the table.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Cell, Paragraph, Row, Table};

use super::{RoundView, no_matches};
use crate::core::calendar::planned_rounds;
use crate::core::lineup::lateness;
use crate::core::{GameResult, HalfPoints, Match, TeamId, Tournament, home_colour};
use crate::i18n::{Msg, width};
use crate::scoring::match_score::{board_points, penalised_game};
use crate::scoring::{RoundOutcome, round_outcome};
use crate::tr;
use crate::tui::views::{Paint, board_player, column_widths, current_round, fit, player_label};

/// The columns: table, first-named team, score, second-named team, match points.
const WIDTHS: [Constraint; 5] = [
    Constraint::Length(4),
    Constraint::Fill(1),
    Constraint::Length(9),
    Constraint::Fill(1),
    Constraint::Length(5),
];

impl RoundView {
    /// The round's matches over `area`, with the keys under them.
    pub(super) fn render_round(&mut self, frame: &mut Frame, area: Rect, paint: &Paint) {
        let t = paint.t;
        self.settle(t);
        let round = self.shown_round(t);
        let [body, keys] =
            Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(area);
        let block = paint.block(self.title(paint, round));
        if self.matches(t).is_empty() {
            // Pairing needs teams: an empty tournament says where they are entered.
            let next = if t.teams.is_empty() {
                Line::raw(paint.lang.text(Msg::PairNoTeams))
            } else {
                Line::from(paint.hint("p", Msg::HintPairNext).to_vec())
            };
            let mut text = vec![
                Line::raw(no_matches(paint.lang, round)),
                Line::raw(""),
                next,
            ];
            // Where lineups come before the pairing (bpz-2025 čl. 7), they come first.
            if t.regulation.lineups_before_pairing && !t.teams.is_empty() {
                text.insert(2, Line::from(paint.hint("n", Msg::KeyNextLineups).to_vec()));
            }
            frame.render_widget(Paragraph::new(text).block(block), body);
            return;
        }
        let cut = column_widths(body, &WIDTHS);
        let (rows, selected) = self.rows(paint, round, &cut);
        let rows_len = rows.len();
        let table = Table::new(rows, WIDTHS)
            .header(header(paint))
            .block(block)
            .style(paint.theme.text)
            .row_highlight_style(paint.theme.selected);
        self.list.select(Some(selected));
        // The bye and the absent teams come after the last match: with the cursor on its
        // boards they are scrolled into view too, not left below the cursor's row.
        if self.table + 1 == self.matches(t).len() {
            let visible = usize::from(body.height.saturating_sub(3));
            *self.list.offset_mut() = rows_len.saturating_sub(visible).min(selected);
        }
        frame.render_stateful_widget(table, body, &mut self.list);
        frame.render_widget(hint_line(paint, round), keys);
    }

    /// "Round 3 of 5", and that it is locked when it is.
    fn title(&self, paint: &Paint, round: u32) -> Line<'static> {
        let t = paint.t;
        let round_of = tr!(
            paint.lang,
            Msg::RoundOf,
            round = round,
            rounds = planned_rounds(t)
        );
        let mut title = vec![Span::raw(format!(" {round_of} "))];
        if self.locked(t) {
            title.push(Span::styled(
                paint.lang.text(Msg::RoundLocked),
                paint.theme.warning,
            ));
        }
        Line::from(title)
    }

    /// The rows of the table and the index of the cursor's board among them: each match,
    /// the boards of the cursor's match (of every match after Enter), then the bye and the
    /// absent teams.
    fn rows(&self, paint: &Paint, round: u32, cut: &[u16]) -> (Vec<Row<'static>>, usize) {
        let mut rows = Vec::new();
        let mut selected = 0;
        for (i, m) in self.matches(paint.t).iter().enumerate() {
            rows.push(match_row(paint, round, i, m, cut));
            if i == self.table || self.expand_all {
                for b in 0..m.boards.len() {
                    if i == self.table && b == self.board {
                        selected = rows.len();
                    }
                    rows.push(board_row(paint, round, b, m, cut));
                }
            }
        }
        let r = &paint.t.rounds[round as usize - 1];
        let without_match = r
            .bye
            .map(|bye| (bye, Msg::Bye))
            .into_iter()
            .chain(r.absent.iter().map(|absent| (*absent, Msg::Absent)));
        rows.extend(without_match.map(|(team, why)| {
            Row::new([
                Cell::from(""),
                Cell::from(fit(&paint.team_label(team), cut[1])),
                Cell::from(paint.lang.text(why)),
            ])
        }));
        (rows, selected)
    }
}

fn header(paint: &Paint) -> Row<'static> {
    Row::new(
        [
            Msg::ColumnTable,
            Msg::ColumnFirstNamedTeam,
            Msg::ColumnScore,
            Msg::ColumnSecondNamedTeam,
            Msg::ColumnMatchPoints,
        ]
        .map(|column| paint.lang.text(column)),
    )
    .style(paint.theme.heading)
}

/// The keys under the table. Once the round is complete, pairing the next one is what
/// comes next; it takes the forfeit keys' place so that the line still fits 80 columns.
fn hint_line(paint: &Paint, round: u32) -> Line<'static> {
    let mut hints = vec![("1 0 =", Msg::HintResult)];
    if next_round_pairable(paint.t, round) {
        hints.insert(0, ("p", Msg::HintPairNext));
    } else {
        hints.push(("+ - *", Msg::HintForfeit));
    }
    hints.extend([
        ("⌫", Msg::HintClear),
        ("g", Msg::HintTable),
        ("[ ]", Msg::HintRound),
        ("?", Msg::HintHelp),
    ]);
    let spans: Vec<Span> = hints
        .into_iter()
        .flat_map(|(k, w)| paint.hint(k, w))
        .collect();
    Line::from(spans)
}

/// Whether `round` is the newest paired round, the event has a round after it, and `p`
/// pairing that one is what comes next: every match of `round` has its result (a Swiss
/// pairs by the scores), or `round` is a round robin's round paired ahead of the round in
/// play, whose results are not due yet.
fn next_round_pairable(t: &Tournament, round: u32) -> bool {
    let Some(entry) = round.checked_sub(1).and_then(|i| t.rounds.get(i as usize)) else {
        return false;
    };
    let ahead = t.is_round_robin() && round > current_round(t);
    round == t.paired_rounds() as u32
        && round < planned_rounds(t)
        && (ahead
            || entry.matches.iter().all(|m| {
                !matches!(
                    round_outcome(t, round, m.home),
                    RoundOutcome::Pending { .. }
                )
            }))
}

/// A match: table, both teams, the score so far and, when complete, the match points;
/// names cut to the columns' widths `cut`.
fn match_row<'a>(paint: &Paint, round: u32, index: usize, m: &Match, cut: &[u16]) -> Row<'a> {
    let t = paint.t;
    let (home, away) = match m.score_only {
        Some(s) => (s.home, s.away),
        None => board_points(t, round, m)
            .into_iter()
            .flatten()
            .fold((HalfPoints::ZERO, HalfPoints::ZERO), |(h, a), (x, y)| {
                (h + x, a + y)
            }),
    };
    let decided = m.score_only.is_some() || m.boards.iter().all(|b| b.result.points().is_some());
    let score = if decided || home.0 + away.0 > 0 {
        format!("{home} : {away}")
    } else {
        "-".to_string()
    };
    let mp = match (
        round_outcome(t, round, m.home),
        round_outcome(t, round, m.away),
    ) {
        (
            RoundOutcome::Played {
                match_points: h, ..
            },
            RoundOutcome::Played {
                match_points: a, ..
            },
        ) => {
            format!("{h}:{a}")
        }
        _ => String::new(),
    };
    Row::new([
        Cell::from(format!("{}", index + 1)),
        team_cell(paint, round, m.home, cut[1]),
        Cell::from(score),
        team_cell(paint, round, m.away, cut[3]),
        Cell::from(mp),
    ])
    .style(paint.theme.title)
}

/// A team of a match row, flagged when its lineup for the round came in after the deadline
/// (`core::lineup::lateness`, the rule `kup check` reports) and when it has withdrawn; the
/// name is what gets cut to `room`, never the flag.
fn team_cell<'a>(paint: &Paint, round: u32, team: TeamId, room: u16) -> Cell<'a> {
    let t = paint.t;
    let index = round as usize - 1;
    let late = t.rounds[index]
        .lineup(team)
        .and_then(|lineup| lateness(t, index, lineup))
        .is_some();
    let late = late.then(|| paint.lang.text(Msg::LineupLateFlag));
    let flags: Vec<&str> = late
        .into_iter()
        .chain(paint.team_mark(team, round))
        .collect();
    let flag = (!flags.is_empty()).then(|| format!(" {}", flags.join(" ")));
    let flag_width = flag.as_deref().map_or(0, width::width) as u16;
    let mut line = Line::raw(fit(
        &paint.team_label(team),
        room.saturating_sub(flag_width),
    ));
    if let Some(flag) = flag {
        line.push_span(Span::styled(flag, paint.theme.warning));
    }
    Cell::from(line)
}

/// A board: the two players with colour and rating, and the result read in the row's
/// order (the first-named team's player first, `B Kolar 0-1 W Blažević` where Kolar lost),
/// the penalised result where a penalty decided the game; names cut to the columns' widths
/// `cut`.
fn board_row<'a>(paint: &Paint, round: u32, board: usize, m: &Match, cut: &[u16]) -> Row<'a> {
    let t = paint.t;
    let player = |team| {
        board_player(t, round, team, board)
            .map_or_else(|| paint.lang.text(Msg::NoPlayer).to_string(), player_label)
    };
    let first = home_colour(board);
    let (first_initial, second_initial) = (
        paint.lang.text(first.initial()),
        paint.lang.text(first.opposite().initial()),
    );
    // A penalty decides the game as the match score counts it, and says so.
    let result = m.boards[board].result;
    let shown = match penalised_game(t, round, m, board) {
        Some(penalised) => format!(
            "{} {}",
            penalised.read(),
            paint.lang.text(Msg::PenalisedBoardFlag)
        ),
        None if result == GameResult::NotPlayed => "·".to_string(),
        None => result.read_by(first).to_string(),
    };
    Row::new([
        Cell::from(format!("  {}", board + 1)),
        Cell::from(fit(&format!("{first_initial} {}", player(m.home)), cut[1])),
        Cell::from(format!("  {shown}")),
        Cell::from(fit(&format!("{second_initial} {}", player(m.away)), cut[3])),
        Cell::from(""),
    ])
}
