//! The chain as it compares the picked teams: one row per criterion, named by its short
//! heading (the regulations' abbreviation, distinct for every criterion) and its name cut
//! to fit, one column per team, the criterion that separates them marked.

use ratatui::layout::{Constraint, Rect};
use ratatui::widgets::{Row, Table};

use crate::core::TeamId;
use crate::core::rules::{PrimaryScore, Tiebreak};
use crate::i18n::{Lang, Msg, format};
use crate::scoring::Standings;
use crate::tr;
use crate::tui::views::{Paint, column_widths, fit};

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

    /// One row per criterion, one column per picked team, the separating criterion marked.
    pub(super) fn chain_table<'a>(
        &self,
        paint: &Paint,
        s: &Standings,
        chain: &[Tiebreak],
        area: Rect,
        after: u32,
    ) -> Table<'a> {
        let (lang, theme) = (paint.lang, paint.theme);
        let heading_cells = chain
            .iter()
            .map(|c| crate::i18n::width::width(lang.text(c.heading())))
            .max()
            .unwrap_or(0);
        let widths: Vec<Constraint> = [
            Constraint::Length(1),
            Constraint::Length(heading_cells as u16),
            Constraint::Fill(3),
        ]
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
                    lang.text(criterion.heading()).to_string(),
                    fit(lang.text(criterion.label()), cut[2]),
                ]
                .into_iter()
                .chain(
                    self.positions
                        .iter()
                        .map(|p| format::number_text(lang, &Self::value(s, stage, *p, lang))),
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
            String::new(),
            String::new(),
            lang.text(Msg::TiebreaksCriterion).to_string(),
        ]
        .into_iter()
        .chain(
            self.positions
                .iter()
                .zip(&cut[3..])
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
