//! The five views behind the tabs. Each owns its cursor and its key table, reads the
//! tournament through [`Paint`] and changes it only through [`Ctx::execute`].

pub mod captains;
pub mod clock;
pub mod event;
pub mod export;
pub mod form;
pub mod lineup;
pub mod pager;
pub mod rosters;
pub mod round;
pub mod standings;
pub mod text_field;
pub mod tiebreaks;

use chrono::{DateTime, FixedOffset};
use ratatui::Frame;
use ratatui::crossterm::event::KeyEvent;
use ratatui::layout::{Constraint, Flex, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders};

use super::keymap::Hint;
use super::theme::Theme;
use crate::app::export::{Mode, write_file};
use crate::app::print::{PrintFormat, printout};
use crate::core::{Command, CommandError, Player, TeamId, Tournament};
use crate::i18n::{Lang, Msg, width};
use crate::interop::report::{What, team_mark};
use crate::store::Store;
use crate::tr;

/// A view behind a tab.
pub trait View {
    /// The keys of this view, for help and the palette (the global keys are added by the app).
    fn hints(&self) -> Vec<Hint>;
    /// Whether the view is taking typed text (a form, a table number), so that the global
    /// keys (`q`, `u`, Tab) are typed instead of acted on.
    fn captures_input(&self) -> bool {
        false
    }
    /// What help says about the view before its keys, when its keys need a word first.
    fn help_note(&self) -> Option<Msg> {
        None
    }
    /// The view's tab was entered: a view may put its cursor where work is waiting.
    fn entered(&mut self) {}
    /// Handles a key; false when the view has no use for it.
    fn handle(&mut self, key: &KeyEvent, ctx: &mut Ctx) -> bool;
    fn render(&mut self, frame: &mut Frame, area: Rect, paint: &Paint);
    /// The rows `/` looks through: the teams or players of the view's list, in its order,
    /// each as the text it is found by; empty when the view lists none.
    fn search_rows(&mut self, _paint: &Paint) -> Vec<String> {
        Vec::new()
    }
    /// Puts the cursor on row `index` of [`View::search_rows`].
    fn show_row(&mut self, _index: usize) {}
    /// Whether what the view shows changes with time (a running countdown): the screen is
    /// then redrawn every second, and otherwise only on input.
    fn ticks(&self, _paint: &Paint) -> bool {
        false
    }
}

/// The status line: the last action and how it ended.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Status {
    pub text: String,
    pub kind: StatusKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum StatusKind {
    #[default]
    Info,
    /// The change is durable on disk.
    Saved,
    Error,
    /// A question the next key answers: shown whole, however long.
    Question,
}

/// What a view may do while handling a key: read the state, run commands, say something.
pub struct Ctx<'a> {
    pub store: &'a mut Store,
    pub now: DateTime<FixedOffset>,
    pub status: &'a mut Status,
    /// The arbiter's language, for what the status line says.
    pub lang: Lang,
}

impl Ctx<'_> {
    pub fn state(&self) -> &Tournament {
        self.store.state()
    }

    /// Runs a command through the store. The status says "saved" only once the store has
    /// made the new snapshot durable; a refusal is shown in words and changes nothing.
    pub fn execute(&mut self, command: Command) -> bool {
        self.execute_with(|_| Ok(command))
    }

    /// As [`Ctx::execute`], with the command made from the state it applies to
    /// ([`Store::execute_with`]).
    pub fn execute_with(
        &mut self,
        make: impl FnOnce(&Tournament) -> Result<Command, CommandError>,
    ) -> bool {
        match self.store.execute_with(make) {
            Ok(applied) => {
                *self.status = Status {
                    text: tr!(
                        self.lang,
                        Msg::StatusSaved,
                        what = applied.summary.render(self.lang)
                    ),
                    kind: StatusKind::Saved,
                };
                true
            }
            Err(e) => {
                self.refuse(e.render(self.lang));
                false
            }
        }
    }

    pub fn tell(&mut self, text: impl Into<String>) {
        *self.status = Status {
            text: text.into(),
            kind: StatusKind::Info,
        };
    }

    /// Asks `question`, which ends with its answers ("y = save, any other key = no"); the
    /// view takes the next key as the answer.
    pub fn ask(&mut self, question: impl Into<String>) {
        *self.status = Status {
            text: question.into(),
            kind: StatusKind::Question,
        };
    }

    pub fn refuse(&mut self, text: impl Into<String>) {
        *self.status = Status {
            text: text.into(),
            kind: StatusKind::Error,
        };
    }
}

/// What a view draws with.
pub struct Paint<'a> {
    pub t: &'a Tournament,
    pub theme: &'a Theme,
    pub now: DateTime<FixedOffset>,
    /// The language of every label.
    pub lang: Lang,
    /// [`Store::revision`] of `t`: a view may keep what it derived from `t` while this
    /// stays the same.
    pub revision: u64,
}

impl Paint<'_> {
    /// A bordered box in the theme's border style (ASCII with `--ascii`).
    pub fn block<'b>(&self, title: impl Into<Line<'b>>) -> Block<'b> {
        Block::default()
            .borders(Borders::ALL)
            .border_set(self.theme.border_set())
            .border_style(self.theme.border)
            .title(title.into().style(self.theme.title))
    }

    /// A key and what it does, for the hint lines under a view.
    pub fn hint(&self, key: &'static str, what: Msg) -> [Span<'static>; 2] {
        let what = self.lang.text(what);
        [
            Span::styled(key, self.theme.key),
            Span::styled(format!(" {what}  "), self.theme.dim),
        ]
    }

    /// What a list says beside `team` when it no longer plays on (withdrawn, or absent
    /// from `round`), in the reader's language.
    pub fn team_mark(&self, team: TeamId, round: u32) -> Option<&'static str> {
        team_mark(self.t, team, round).map(|mark| self.lang.text(mark))
    }

    /// `(3) Team name`: a team with its starting number.
    pub fn team_label(&self, team: TeamId) -> String {
        match (self.t.starting_number(team), self.t.team(team)) {
            (Some(n), Some(entry)) => format!("({n}) {}", entry.name),
            _ => format!("team id {}", team.0),
        }
    }
}

/// Writes the printout of `what` for `round` as HTML and plain text into the tournament's
/// directory, by the code of `kup export` so the screen and the CLI print alike, and names
/// the files on the status line.
pub fn export_printout(ctx: &mut Ctx, what: What, round: u32) {
    let formats = [(PrintFormat::Html, "html"), (PrintFormat::Txt, "txt")];
    match write_printouts(ctx, what, Some(round), round, &formats) {
        Ok(names) => {
            *ctx.status = Status {
                text: tr!(
                    ctx.lang,
                    Msg::ExportWritten,
                    html = names[0],
                    txt = names[1],
                    dir = ctx.store.dir().display()
                ),
                kind: StatusKind::Saved,
            };
        }
        Err(failure) => ctx.refuse(failure),
    }
}

/// Writes the printout of `what` (of `round`, or of the event when `None`) in each of
/// `formats` into the tournament's directory, the files named after `what` and
/// `named_round` in the reader's language; returns their names, or why one could not be
/// made, said in the reader's language.
pub fn write_printouts(
    ctx: &Ctx,
    what: What,
    round: Option<u32>,
    named_round: u32,
    formats: &[(PrintFormat, &str)],
) -> Result<Vec<String>, String> {
    // Named in the reader's language, in ASCII so the files travel to any web site.
    let stem = match what {
        What::Pairings => Msg::ExportFilePairings,
        What::Standings => Msg::ExportFileStandings,
        What::Crosstable => Msg::ExportFileCrosstable,
        What::Boards => Msg::ExportFileBoards,
        What::Players => Msg::ExportFilePlayers,
    };
    let stem = tr!(ctx.lang, stem, round = named_round);
    let dir = ctx.store.dir();
    let mut names = Vec::new();
    for (format, extension) in formats {
        let name = format!("{stem}.{extension}");
        printout(ctx.state(), *format, what, round, ctx.lang)
            .and_then(|text| write_file(&dir.join(&name), text.as_bytes(), Mode::Umask))
            .map_err(|failure| failure.render(ctx.lang))?;
        names.push(name);
    }
    Ok(names)
}

/// The rating a list shows for a player: FIDE where there is one, else national.
pub fn shown_rating(p: &Player) -> Option<u16> {
    p.fide_rating.or(p.national_rating)
}

/// `Title Surname, Given 2105`, as on a pairing list.
pub fn player_label(p: &Player) -> String {
    let mut label = String::new();
    if !p.title.is_empty() {
        label.push_str(&p.title);
        label.push(' ');
    }
    label.push_str(&p.full_name());
    if let Some(r) = shown_rating(p) {
        label.push_str(&format!(" {r}"));
    }
    label
}

/// The player of `team` on `board` (0-based) in `round` (1-based), from the lineup that
/// plays (the one handed in, else the base lineup).
pub fn board_player(t: &Tournament, round: u32, team: TeamId, board: usize) -> Option<&Player> {
    let id = *t.effective_lineup(round as usize - 1, team).get(board)?;
    let (team, position) = t.find_player(id)?;
    team.roster.get(position)
}

/// The widths ratatui's `Table` gives the columns `widths` inside a bordered block over
/// `area` (its defaults: one cell between columns, `Flex::Start`, no highlight symbol), so
/// that a name can be cut to its column with an ellipsis ([`fit`]) instead of being clipped
/// mid-word by the table.
pub fn column_widths(area: Rect, widths: &[Constraint]) -> Vec<u16> {
    let inside = Rect::new(0, 0, area.width.saturating_sub(2), 1);
    Layout::horizontal(widths.iter().copied())
        .flex(Flex::Start)
        .spacing(1)
        .split(inside)
        .iter()
        .map(|column| column.width)
        .collect()
}

/// `area` split into a list of teams (`columns`, the names in the one `Fill` column) and
/// the detail pane beside it (Rosters, Tiebreaks); also the cells the names get. The list
/// takes the 31 columns of an 80-column screen, more on a wider one when the widest name
/// needs it, at most two fifths of the screen.
pub fn team_list<'n>(
    area: Rect,
    columns: &[Constraint],
    names: impl Iterator<Item = &'n str>,
) -> (Rect, Rect, u16) {
    let fixed: u16 = columns
        .iter()
        .map(|c| match c {
            Constraint::Length(n) => *n,
            _ => 0,
        })
        .sum();
    // Borders and one cell between columns.
    let others = usize::from(fixed) + 2 + columns.len().saturating_sub(1);
    let widest = names.map(width::width).max().unwrap_or(0);
    let needed = u16::try_from(widest + others).unwrap_or(u16::MAX);
    let list = needed.min(area.width * 2 / 5).max(TEAM_LIST_WIDTH);
    let [left, right] =
        Layout::horizontal([Constraint::Length(list), Constraint::Fill(1)]).areas(area);
    let name_cells = column_widths(left, columns)
        .into_iter()
        .zip(columns)
        .find(|(_, c)| matches!(c, Constraint::Fill(_)))
        .map_or(0, |(cells, _)| cells);
    (left, right, name_cells)
}

/// The team list's width at 80 columns.
const TEAM_LIST_WIDTH: u16 = 31;

/// `text` and then `mark` in `cells` terminal cells: the text is what gets cut, never the
/// mark (a team's "withdrawn").
pub fn fit_marked(text: &str, mark: Option<&str>, cells: u16) -> String {
    match mark {
        Some(mark) => {
            let room = usize::from(cells).saturating_sub(width::width(mark) + 1);
            format!("{} {mark}", width::truncate(text, room))
        }
        None => fit(text, cells),
    }
}

/// A number of halves as game points are written, `4½` and `½` for `4.5` and `0.5`, so that
/// a criterion counted in game points reads as the GP column beside it; any other text as
/// it is.
pub fn halves(text: &str) -> String {
    match text.strip_suffix(".5") {
        Some("0") => "½".to_string(),
        Some(whole) if !whole.is_empty() && whole.bytes().all(|b| b.is_ascii_digit()) => {
            format!("{whole}½")
        }
        _ => text.to_string(),
    }
}

/// `text` cut to `cells` terminal cells, with `…` where it was cut (`i18n::width`).
pub fn fit(text: &str, cells: u16) -> String {
    width::truncate(text, usize::from(cells))
}

/// The round in play (`core::clock::current_round`, 1-based), 0 before round 1 is paired.
pub fn current_round(t: &Tournament) -> u32 {
    crate::core::clock::current_round(t).unwrap_or(0)
}
