//! The chain as it compares the picked teams: one row per criterion, named by its short
//! heading (the regulations' abbreviation, distinct for every criterion) and its name
//! wrapped to fit, one column per team, the criterion that separates them marked.

use ratatui::layout::Constraint;
use ratatui::widgets::{Row, Table};

use crate::core::TeamId;
use crate::core::rules::{PrimaryScore, Tiebreak};
use crate::i18n::{Lang, Msg, format, width};
use crate::scoring::Standings;
use crate::tr;
use crate::tui::views::{Paint, fit, halves};

/// The picked teams as the chain compares them.
pub(super) struct Compared {
    /// Their positions in the standings, best first.
    pub(super) positions: Vec<usize>,
    /// The first stage after which they are no longer all in one group.
    separating: Option<usize>,
}

impl Compared {
    pub(super) fn new(s: &Standings, picked: &[TeamId]) -> Compared {
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

    /// The team's value after `stage`, for a reader of `lang`: the primary score, then
    /// each tiebreak.
    pub(super) fn value(s: &Standings, stage: usize, position: usize, lang: Lang) -> String {
        let row = &s.rows[position];
        match stage {
            0 => match s.primary {
                PrimaryScore::MatchPoints => row.match_points.to_string(),
                PrimaryScore::GamePoints => row.game_points.to_string(),
            },
            k => row.values[k - 1].render(lang),
        }
    }

    /// One row per criterion, one column per picked team, the separating criterion
    /// marked, for a box `width` cells wide (borders included); and the rows the box takes.
    /// A team's name wraps in its column (up to three rows), a criterion's name in the
    /// room the teams leave (up to two), so no name is cut to a prefix another shares
    /// ("Opponents' match po…"); where that room is too narrow to tell the names apart, the
    /// criteria go by their codes alone (distinct, and named whole in the terms' title).
    pub(super) fn chain_table<'a>(
        &self,
        paint: &Paint,
        s: &Standings,
        chain: &[Tiebreak],
        width: u16,
        after: u32,
    ) -> (Table<'a>, u16) {
        let (lang, theme) = (paint.lang, paint.theme);
        let heading_cells = chain
            .iter()
            .map(|c| width::width(lang.text(c.heading())))
            .max()
            .unwrap_or(0) as u16;
        let values: Vec<Vec<String>> = (0..chain.len())
            .map(|stage| {
                let value = |p: &usize| halves(&Self::value(s, stage, *p, lang));
                self.positions
                    .iter()
                    .map(|p| format::number_text(lang, &value(p)))
                    .collect()
            })
            .collect();
        let team_cells: Vec<u16> = self
            .positions
            .iter()
            .enumerate()
            .map(|(k, p)| {
                let widest = values.iter().map(|row| width::width(&row[k])).max();
                team_cells(&s.rows[*p].name, widest.unwrap_or(0))
            })
            .collect();
        // Inside the borders: the marker, the code, each team, one cell between columns.
        let taken = 1 + heading_cells + team_cells.iter().map(|w| w + 1).sum::<u16>() + 2;
        let name_cells = width.saturating_sub(2 + taken);
        let named = self.positions.is_empty() || name_cells >= MIN_NAME_CELLS;
        let name_cells = if named { name_cells } else { 0 };
        let widths: Vec<Constraint> = [
            Constraint::Length(1),
            Constraint::Length(heading_cells),
            Constraint::Length(name_cells),
        ]
        .into_iter()
        .chain(team_cells.iter().map(|w| Constraint::Length(*w)))
        .collect();
        let body: Vec<Row> = chain
            .iter()
            .zip(values)
            .enumerate()
            .map(|(stage, (criterion, values))| {
                let separates = Some(stage) == self.separating;
                let marker = if separates { "►" } else { " " };
                let name = match named {
                    true => wrapped(lang.text(criterion.label()), name_cells, NAME_ROWS),
                    false => String::new(),
                };
                let height = name.lines().count().max(1) as u16;
                let code = lang.text(criterion.heading()).to_string();
                let cells = [marker.to_string(), code, name].into_iter().chain(values);
                let row = Row::new(cells).height(height);
                if separates {
                    row.style(theme.warning)
                } else {
                    row
                }
            })
            .collect();
        let teams: Vec<String> = self
            .positions
            .iter()
            .zip(&team_cells)
            .map(|(p, cells)| wrapped(&s.rows[*p].name, *cells, TEAM_ROWS))
            .collect();
        let header_height = teams.iter().map(|t| t.lines().count()).max().unwrap_or(1) as u16;
        let rows: u16 = match named {
            true => body_heights(chain, lang, name_cells),
            false => chain.len() as u16,
        };
        let criterion = match named {
            true => lang.text(Msg::TiebreaksCriterion).to_string(),
            false => String::new(),
        };
        let headings = [String::new(), String::new(), criterion]
            .into_iter()
            .chain(teams);
        let title = if self.positions.len() < 2 {
            lang.text(Msg::TiebreaksPickTwo).to_string()
        } else {
            tr!(lang, Msg::TiebreaksChainAfter, round = after)
        };
        let header_height = header_height.max(1);
        let table = Table::new(body, widths)
            .header(
                Row::new(headings)
                    .style(theme.heading)
                    .height(header_height),
            )
            .block(paint.block(title))
            .style(theme.text);
        (table, rows + header_height + 2)
    }
}

/// A team's column: as wide as its longest word (at most [`TEAM_CELLS`]) or its widest
/// value, so that its name wraps at its words.
fn team_cells(name: &str, widest_value: usize) -> u16 {
    let word = name.split(' ').map(width::width).max().unwrap_or(0);
    word.min(usize::from(TEAM_CELLS)).max(widest_value).max(4) as u16
}

/// The widest a team's column gets for its name.
const TEAM_CELLS: u16 = 10;
/// The narrowest room in which the criteria's names still read apart.
const MIN_NAME_CELLS: u16 = 16;
/// The most rows a criterion's name, and a team's, wraps to.
const NAME_ROWS: usize = 2;
const TEAM_ROWS: usize = 3;

/// The rows the criteria's names take in a column `cells` wide.
fn body_heights(chain: &[Tiebreak], lang: Lang, cells: u16) -> u16 {
    chain
        .iter()
        .map(|c| {
            let name = wrapped(lang.text(c.label()), cells, NAME_ROWS);
            name.lines().count().max(1) as u16
        })
        .sum()
}

/// `text` wrapped to `cells`, at most `most` rows (the last cut where more would follow),
/// joined by newlines.
fn wrapped(text: &str, cells: u16, most: usize) -> String {
    let mut rows = width::wrap(text, usize::from(cells));
    if rows.len() > most {
        let rest = rows[most - 1..].join(" ");
        rows.truncate(most - 1);
        rows.push(fit(&rest, cells));
    }
    rows.join("\n")
}
