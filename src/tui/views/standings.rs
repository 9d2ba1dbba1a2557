//! The Standings view, three sheets switched with `v`:
//! - the ranking after the round in play (or an earlier one, `[` `]`) by
//!   `scoring::standings`, with the regulation's
//!   tiebreak columns (C.07; the chain of the preset); places shared after the whole chain
//!   show as "3-4";
//! - the crosstable (`scoring::crosstable`): in a round robin the game points against each
//!   opponent, columns in standings order like the table that opens the hss-kadeti-2009 text
//!   (`docs/rules/hss-kadeti-2009.md#crosstable`); in a Swiss the opponent, colour and score
//!   round by round;
//! - the board prizes (`scoring::boards`), one board at a time.
//!
//! What a sheet shows is derived once per change of the state ([`Paint::revision`]) and
//! kept as text, and a frame builds only the rows and columns on screen, so scrolling at
//! Olympiad size (200 teams) costs the same as at county size.

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Row, Table, TableState, Wrap};
use unicode_width::UnicodeWidthStr;

use super::{
    Ctx, Paint, View, column_widths, current_round, export_printout, fit, fit_marked, halves,
};
use crate::core::Tournament;
use crate::i18n::{Msg, format, width};
use crate::interop::report::{What, board_prize_headings, criterion_headings, standard_headings};
use crate::scoring::boards::board_results;
use crate::scoring::crosstable::{crosstable, meetings, round_cell};
use crate::scoring::standings::{Standings, people_columns};
use crate::scoring::{Outcomes, standings};
use crate::tr;
use crate::tui::keymap::{self, Binding, Hint, Key, Move, lookup};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Action {
    Move(Move),
    NextSheet,
    /// Earlier (false) or later (true) columns of the crosstable, or the previous or next
    /// board of the board prizes.
    Sideways(bool),
    Export,
    /// The sheets after the previous (false) or the next (true) round.
    Round(bool),
}

const KEYS: &[Binding<Action>] = &[
    Binding {
        keys: keymap::UP,
        label: "{up} / k",
        what: Msg::KeyPreviousLine,
        action: Action::Move(Move::Up),
    },
    Binding {
        keys: keymap::DOWN,
        label: "{down} / j",
        what: Msg::KeyNextLine,
        action: Action::Move(Move::Down),
    },
    Binding {
        keys: keymap::PAGE_UP,
        label: "PgUp",
        what: Msg::KeyPageUp,
        action: Action::Move(Move::PageUp),
    },
    Binding {
        keys: keymap::PAGE_DOWN,
        label: "PgDn",
        what: Msg::KeyPageDown,
        action: Action::Move(Move::PageDown),
    },
    Binding {
        keys: keymap::HOME,
        label: "Home",
        what: Msg::KeyFirstLine,
        action: Action::Move(Move::First),
    },
    Binding {
        keys: keymap::END,
        label: "End",
        what: Msg::KeyLastLine,
        action: Action::Move(Move::Last),
    },
    Binding {
        keys: &[Key::char('v')],
        label: "v",
        what: Msg::KeyNextSheet,
        action: Action::NextSheet,
    },
    Binding {
        keys: &[Key::plain(KeyCode::Left), Key::char('h')],
        label: "{left} / h",
        what: Msg::KeyEarlierColumns,
        action: Action::Sideways(false),
    },
    Binding {
        keys: &[Key::plain(KeyCode::Right), Key::char('l')],
        label: "{right} / l",
        what: Msg::KeyLaterColumns,
        action: Action::Sideways(true),
    },
    Binding {
        keys: &[Key::char('[')],
        label: "[",
        what: Msg::KeyPreviousRound,
        action: Action::Round(false),
    },
    Binding {
        keys: &[Key::char(']')],
        label: "]",
        what: Msg::KeyNextRound,
        action: Action::Round(true),
    },
    Binding {
        keys: &[Key::char('w')],
        label: "w",
        what: Msg::KeyExportSheet,
        action: Action::Export,
    },
];

/// The three sheets, in the order `v` walks them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
enum Sheet {
    #[default]
    Ranking,
    Crosstable,
    Boards,
}

impl Sheet {
    fn next(self) -> Sheet {
        match self {
            Sheet::Ranking => Sheet::Crosstable,
            Sheet::Crosstable => Sheet::Boards,
            Sheet::Boards => Sheet::Ranking,
        }
    }

    fn index(self) -> usize {
        self as usize
    }

    /// The printout of `kup export --what` that holds this sheet.
    fn printout(self) -> What {
        match self {
            Sheet::Ranking => What::Standings,
            Sheet::Crosstable => What::Crosstable,
            Sheet::Boards => What::Boards,
        }
    }
}

/// A sheet as text: the headings and cells of the columns that always show (place, team,
/// ...), then those that scroll sideways (one per opponent or round).
#[derive(Debug, Default)]
struct Grid {
    fixed_headings: Vec<String>,
    fixed_widths: Vec<Constraint>,
    rows: Vec<Vec<String>>,
    /// Beside each row's team (the third column), what it says when the team no longer
    /// plays on; empty for a sheet without teams' marks.
    marks: Vec<Option<&'static str>>,
    /// The scrolling columns' headings, their widths (the widest cell) and each row's cells.
    side_headings: Vec<String>,
    side_widths: Vec<u16>,
    side: Vec<Vec<String>>,
}

impl Grid {
    fn with_side(mut self, headings: Vec<String>, side: Vec<Vec<String>>) -> Grid {
        self.side_widths = headings
            .iter()
            .enumerate()
            .map(|(c, h)| {
                side.iter()
                    .filter_map(|row| row.get(c))
                    .map(|cell| cell.width())
                    .chain([h.width(), 2])
                    .max()
                    .unwrap_or(2) as u16
            })
            .collect();
        self.side_headings = headings;
        self.side = side;
        self
    }
}

/// What the sheets show, derived from one state of the tournament.
#[derive(Debug)]
struct Derived {
    revision: u64,
    after: u32,
    ranking: Grid,
    /// The criteria's codes in the ranking's headings, each with its name, as every
    /// printout lists them under the table ("OSB57: Olympiad Sonneborn-Berger …").
    legend: Vec<String>,
    /// The chain ends in a drawing of lots and none has been drawn: its column is left out
    /// and the title says so.
    lots_pending: bool,
    /// The first place of each pair of places a play-off decided: the title names them,
    /// and the Tiebreaks tab says how.
    playoff_places: Vec<u32>,
    /// Built the first time the sheet is shown.
    crosstable: Option<Grid>,
    boards: Option<Vec<Grid>>,
}

/// The cursor and scroll position of one sheet.
#[derive(Debug, Default, Clone, Copy)]
struct Scroll {
    selected: usize,
    /// The first row on screen.
    offset: usize,
}

#[derive(Debug, Default)]
pub struct StandingsView {
    sheet: Sheet,
    /// The round the sheets are after, so any earlier round can be shown; `None` follows the
    /// round in play.
    after: Option<u32>,
    scroll: [Scroll; 3],
    /// First scrolling column of the crosstable on screen.
    first_column: usize,
    /// The board (0-based) the board prizes show.
    board: usize,
    /// Rows visible at the last draw: the size of a page.
    page: usize,
    /// Rows of each sheet at the last draw, for the cursor keys.
    lengths: [usize; 3],
    derived: Option<Derived>,
}

impl StandingsView {
    /// The round the sheets show: the one chosen with `[` `]` (while it is still paired),
    /// else the newest.
    fn shown_round(&self, t: &Tournament) -> u32 {
        let newest = current_round(t);
        self.after.map_or(newest, |after| after.min(newest))
    }

    /// The derived sheets for `paint`'s state, computed again only after a change or
    /// another round chosen.
    fn derived(&mut self, paint: &Paint) -> &mut Derived {
        let after = self.shown_round(paint.t);
        let stale = self
            .derived
            .as_ref()
            .is_none_or(|d| d.revision != paint.revision || d.after != after);
        if stale {
            self.derived = Some(Derived::new(paint, after));
        }
        self.derived.as_mut().expect("derived just above")
    }
}

impl Derived {
    fn new(paint: &Paint, after: u32) -> Derived {
        let t = paint.t;
        let s = standings(t, after);
        // The criteria in halves as the GP column writes them (OSB 4½ beside GP 2½).
        let all: Vec<Vec<String>> = s
            .rows
            .iter()
            .map(|row| {
                let cells = row
                    .cells(paint.lang)
                    .iter()
                    .map(|cell| halves(cell))
                    .collect();
                for_reader(cells, paint)
            })
            .collect();
        let shown = s.criteria_for_people();
        // A tie a play-off decided waits for no lot.
        let lots_pending = s.lots_pending()
            && (s.tied_after(s.chain.len()).iter()).any(|group| s.playoff_of(group[0]).is_none());
        let playoff_places = s
            .playoffs
            .iter()
            .filter_map(|p| s.row_of(p.winner).map(|row| row.rank))
            .collect();
        let rows: Vec<Vec<String>> = all
            .iter()
            .map(|cells| people_columns(cells, &shown))
            .collect();
        let mut fixed_headings = standard_headings(paint.lang);
        let mut fixed_widths = five_widths();
        let headings = criterion_headings(&s.chain, paint.lang);
        // Each criterion as wide as its heading or its widest value, so that the team
        // names get the rest.
        for (column, k) in shown.iter().enumerate() {
            let heading = headings[*k].clone();
            let widest = rows.iter().map(|cells| cells[5 + column].width());
            let width = widest.chain([heading.width()]).max().unwrap_or(0);
            fixed_headings.push(heading);
            fixed_widths.push(Constraint::Length(width as u16));
        }
        let legend = shown
            .iter()
            .map(|k| format!("{}: {}", headings[*k], paint.lang.text(s.chain[*k].label())))
            .collect();
        let ranking = Grid {
            fixed_headings,
            fixed_widths,
            rows,
            marks: team_marks(&s, paint),
            ..Grid::default()
        };
        Derived {
            revision: paint.revision,
            after,
            ranking,
            legend,
            lots_pending,
            playoff_places,
            crosstable: None,
            boards: None,
        }
    }

    fn crosstable(&mut self, paint: &Paint) -> &Grid {
        let after = self.after;
        self.crosstable.get_or_insert_with(|| {
            let t = paint.t;
            let outcomes = Outcomes::new(t, after);
            let s = standings(t, after);
            let grid = Grid {
                fixed_headings: standard_headings(paint.lang),
                fixed_widths: five_widths(),
                rows: s
                    .rows
                    .iter()
                    .map(|row| for_reader(row.cells(paint.lang)[..5].to_vec(), paint))
                    .collect(),
                marks: team_marks(&s, paint),
                ..Grid::default()
            };
            if outcomes.round_robin {
                let side = crosstable(&outcomes, &s)
                    .iter()
                    .map(|row| row.cells.iter().map(|m| meetings(m)).collect())
                    .collect();
                let headings = (1..=s.rows.len()).map(|c| c.to_string()).collect();
                grid.with_side(headings, side)
            } else {
                let side = s
                    .rows
                    .iter()
                    .map(|row| {
                        (0..after as usize)
                            .map(|r| round_cell(&outcomes, row.number - 1, r, paint.lang))
                            .collect()
                    })
                    .collect();
                let headings = (1..=after)
                    .map(|r| tr!(paint.lang, Msg::ColumnRoundNumber, round = r))
                    .collect();
                grid.with_side(headings, side)
            }
        })
    }

    fn boards(&mut self, paint: &Paint) -> &[Grid] {
        let after = self.after;
        self.boards.get_or_insert_with(|| {
            let headings = board_prize_headings(paint.lang);
            let widths = [
                Constraint::Length(4),
                Constraint::Fill(3),
                Constraint::Fill(2),
                Constraint::Length(4),
                Constraint::Length(4),
                Constraint::Length(4),
                Constraint::Length(5),
                Constraint::Length(5),
            ];
            board_results(paint.t, after)
                .iter()
                .map(|lines| Grid {
                    fixed_headings: headings.clone(),
                    fixed_widths: widths.to_vec(),
                    rows: lines
                        .iter()
                        .map(|line| for_reader(line.cells(), paint))
                        .collect(),
                    ..Grid::default()
                })
                .collect()
        })
    }
}

/// What each row of `s` says beside its team ([`Paint::team_mark`]).
fn team_marks(s: &Standings, paint: &Paint) -> Vec<Option<&'static str>> {
    s.rows
        .iter()
        .map(|row| paint.team_mark(row.team, s.after_round))
        .collect()
}

/// A sheet's cells as the reader writes numbers: 73,75 and 62,5 % in hr and sl (names,
/// shared places "2-3" and points with ½ stay as they are).
fn for_reader(cells: Vec<String>, paint: &Paint) -> Vec<String> {
    cells
        .iter()
        .map(|cell| format::number_text(paint.lang, cell))
        .collect()
}

fn five_widths() -> Vec<Constraint> {
    vec![
        Constraint::Length(5),
        Constraint::Length(4),
        Constraint::Fill(1),
        Constraint::Length(3),
        Constraint::Length(4),
    ]
}

/// `area` split into the ranking's table and its legend under it: the legend's rows as
/// they wrap, at most a third of the area.
fn with_legend(area: Rect, legend: &[String]) -> (Rect, Rect) {
    let cells = usize::from(area.width);
    let rows: usize = legend
        .iter()
        .map(|line| width::wrap(line, cells).len())
        .sum();
    let rows = u16::try_from(rows).unwrap_or(u16::MAX).min(area.height / 3);
    let [table, legend] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(rows)]).areas(area);
    (table, legend)
}

/// The column of a team's name in the ranking and the crosstable.
const TEAM_COLUMN: usize = 2;

/// The narrowest the team name may get before the scrolling columns give way.
const NAME_ROOM: u16 = 18;

/// How many scrolling columns from `first` fit beside the fixed ones in `width`.
fn side_columns_that_fit(grid: &Grid, first: usize, width: u16) -> usize {
    let fixed: u16 = grid
        .fixed_widths
        .iter()
        .map(|c| match c {
            Constraint::Length(n) => n + 1,
            _ => NAME_ROOM + 1,
        })
        .sum();
    let mut room = width.saturating_sub(fixed + 2);
    grid.side_widths
        .iter()
        .skip(first)
        .take_while(|w| {
            let fits = **w < room;
            room = room.saturating_sub(**w + 1);
            fits
        })
        .count()
}

/// Draws the rows of `grid` that fit in `area` (and, from `first_column`, the scrolling
/// columns that fit), keeping the cursor on screen.
fn draw_grid(
    frame: &mut Frame,
    area: Rect,
    paint: &Paint,
    grid: &Grid,
    first_column: usize,
    scroll: &mut Scroll,
    title: String,
) -> usize {
    let height = usize::from(area.height.saturating_sub(3)).max(1);
    let len = grid.rows.len();
    scroll.selected = scroll.selected.min(len.saturating_sub(1));
    if scroll.selected < scroll.offset {
        scroll.offset = scroll.selected;
    } else if scroll.selected >= scroll.offset + height {
        scroll.offset = scroll.selected + 1 - height;
    }
    scroll.offset = scroll.offset.min(len.saturating_sub(height));
    let shown = side_columns_that_fit(grid, first_column, area.width);
    let side = first_column..first_column + shown;
    let mut headings: Vec<&str> = grid.fixed_headings.iter().map(String::as_str).collect();
    headings.extend(grid.side_headings[side.clone()].iter().map(String::as_str));
    let mut widths = grid.fixed_widths.clone();
    widths.extend(
        grid.side_widths[side.clone()]
            .iter()
            .map(|w| Constraint::Length(*w)),
    );
    let cut = column_widths(area, &widths);
    let end = (scroll.offset + height).min(len);
    let body = (scroll.offset..end).map(|i| {
        let mut cells: Vec<&str> = grid.rows[i].iter().map(String::as_str).collect();
        if let Some(row) = grid.side.get(i) {
            cells.extend(row[side.clone()].iter().map(String::as_str));
        }
        let mark = grid.marks.get(i).copied().flatten();
        Row::new(
            cells
                .iter()
                .zip(&cut)
                .enumerate()
                .map(|(column, (cell, w))| match column {
                    TEAM_COLUMN => fit_marked(cell, mark, *w),
                    _ => fit(cell, *w),
                }),
        )
    });
    let mut state =
        TableState::default().with_selected((len > 0).then(|| scroll.selected - scroll.offset));
    let table = Table::new(body, widths)
        .header(Row::new(headings).style(paint.theme.heading))
        .block(paint.block(title))
        .style(paint.theme.text)
        .row_highlight_style(paint.theme.selected);
    frame.render_stateful_widget(table, area, &mut state);
    height
}

impl View for StandingsView {
    fn hints(&self) -> Vec<Hint> {
        keymap::hints(KEYS)
    }

    /// The rows of the sheet on screen, their cells joined: a team by its name or starting
    /// number, a board prize's player by name or team.
    fn search_rows(&mut self, paint: &Paint) -> Vec<String> {
        let (sheet, board) = (self.sheet, self.board);
        let derived = self.derived(paint);
        let grid = match sheet {
            Sheet::Ranking => &derived.ranking,
            Sheet::Crosstable => derived.crosstable(paint),
            Sheet::Boards => match derived.boards(paint).get(board) {
                Some(grid) => grid,
                None => return Vec::new(),
            },
        };
        grid.rows.iter().map(|cells| cells.join(" ")).collect()
    }

    fn show_row(&mut self, index: usize) {
        self.scroll[self.sheet.index()].selected = index;
    }

    fn handle(&mut self, key: &KeyEvent, ctx: &mut Ctx) -> bool {
        let Some(action) = lookup(KEYS, key) else {
            return false;
        };
        let sheet = self.sheet.index();
        match action {
            Action::Move(step) => {
                let scroll = &mut self.scroll[sheet];
                scroll.selected = step.apply(scroll.selected, self.lengths[sheet], self.page);
            }
            Action::NextSheet => self.sheet = self.sheet.next(),
            Action::Sideways(later) => match self.sheet {
                Sheet::Ranking => return false,
                Sheet::Crosstable if later => self.first_column += 1,
                Sheet::Crosstable => self.first_column = self.first_column.saturating_sub(1),
                Sheet::Boards => {
                    let boards = usize::from(ctx.state().regulation.boards);
                    self.board = if later {
                        (self.board + 1).min(boards.saturating_sub(1))
                    } else {
                        self.board.saturating_sub(1)
                    };
                    self.scroll[sheet] = Scroll::default();
                }
            },
            Action::Export => {
                let round = self.shown_round(ctx.state());
                export_printout(ctx, self.sheet.printout(), round);
            }
            Action::Round(later) => {
                let t = ctx.state();
                let (shown, newest) = (self.shown_round(t), current_round(t));
                if later && shown < newest {
                    self.after = (shown + 1 < newest).then_some(shown + 1);
                } else if !later && shown > 1 {
                    self.after = Some(shown - 1);
                } else {
                    ctx.refuse(tr!(ctx.lang, Msg::RoundsPaired, rounds = newest));
                }
            }
        }
        true
    }

    fn render(&mut self, frame: &mut Frame, area: Rect, paint: &Paint) {
        let sheet = self.sheet;
        let mut scroll = self.scroll[sheet.index()];
        let (mut first_column, board) = (self.first_column, self.board);
        let derived = self.derived(paint);
        let after = derived.after;
        let (page, length) = match sheet {
            Sheet::Ranking => {
                let mut title = if after == 0 {
                    paint.lang.text(Msg::StandingsNoRound).to_string()
                } else {
                    tr!(paint.lang, Msg::StandingsAfterRound, round = after)
                };
                if derived.lots_pending {
                    let sep = paint.theme.separator();
                    let lots = paint.lang.text(Msg::StandingsNoLots);
                    title = format!("{}{sep}{lots} ", title.trim_end());
                }
                for place in &derived.playoff_places {
                    let sep = paint.theme.separator();
                    let decided = tr!(
                        paint.lang,
                        Msg::StandingsByPlayoff,
                        first = place,
                        second = place + 1
                    );
                    title = format!("{}{sep}{decided} ", title.trim_end());
                }
                let grid = &derived.ranking;
                let (table, legend) = with_legend(area, &derived.legend);
                let page = draw_grid(frame, table, paint, grid, 0, &mut scroll, title);
                let lines: Vec<Line> = derived.legend.iter().map(Line::raw).collect();
                let wrap = Wrap { trim: true };
                let text = Paragraph::new(lines).style(paint.theme.dim).wrap(wrap);
                frame.render_widget(text, legend);
                (page, grid.rows.len())
            }
            Sheet::Crosstable => {
                let grid = derived.crosstable(paint);
                let columns = grid.side_headings.len();
                first_column = first_column.min(columns.saturating_sub(1));
                let shown = side_columns_that_fit(grid, first_column, area.width);
                let title = tr!(
                    paint.lang,
                    Msg::CrosstableTitle,
                    round = after,
                    from = (first_column + 1).min(columns),
                    to = first_column + shown,
                    of = columns
                );
                let page = draw_grid(frame, area, paint, grid, first_column, &mut scroll, title);
                (page, grid.rows.len())
            }
            Sheet::Boards => {
                let grids = derived.boards(paint);
                let board = board.min(grids.len().saturating_sub(1));
                let empty = Grid::default();
                let grid = grids.get(board).unwrap_or(&empty);
                let title = tr!(
                    paint.lang,
                    Msg::BoardPrizesTitle,
                    board = board + 1,
                    boards = grids.len(),
                    round = after
                );
                let page = draw_grid(frame, area, paint, grid, 0, &mut scroll, title);
                (page, grid.rows.len())
            }
        };
        self.scroll[sheet.index()] = scroll;
        self.first_column = first_column;
        self.page = page;
        self.lengths[sheet.index()] = length;
    }
}
