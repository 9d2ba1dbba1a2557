//! The terms of the criterion under the chain's cursor, team after team: what was summed,
//! round by round, and the criterion's total as the chain ranks by it. A box that scrolls
//! by screen rows, so the last picked team's terms can be read on an 80x24 screen.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Wrap};

use super::chain::Compared;
use crate::core::rules::Tiebreak;
use crate::i18n::{Msg, format, width};
use crate::scoring::explain::cup_lines;
use crate::scoring::tiebreak::{StandIn, Term, format_number, terms};
use crate::scoring::{Outcomes, Standings};
use crate::tr;
use crate::tui::views::Paint;

/// What the terms box shows: the criterion (its stage in the chain, 0 the primary score)
/// for the teams at `positions`.
pub(super) struct TermsOf<'s> {
    pub s: &'s Standings,
    pub positions: &'s [usize],
    pub stage: usize,
    pub criterion: Tiebreak,
}

/// Draws the terms into `area`, scrolled `scroll` rows down; the scroll is kept within the
/// text (End asks for `u16::MAX` and gets the last screenful).
pub(super) fn render(
    frame: &mut Frame,
    area: Rect,
    paint: &Paint,
    of: &TermsOf,
    outcomes: &Outcomes,
    scroll: &mut u16,
) {
    let lang = paint.lang;
    let name = lang.text(of.criterion.label());
    let cells = usize::from(area.width.saturating_sub(2));
    let paragraph = Paragraph::new(lines(paint, of, outcomes, cells))
        .wrap(Wrap { trim: false })
        .style(paint.theme.text)
        .block(paint.block(tr!(lang, Msg::TiebreaksTermsOf, criterion = name)));
    let rows = paragraph.line_count(area.width.saturating_sub(2));
    let last = rows.saturating_sub(usize::from(area.height));
    *scroll = (*scroll).min(u16::try_from(last).unwrap_or(u16::MAX));
    frame.render_widget(paragraph.scroll((*scroll, 0)), area);
}

/// Each team's name, its terms and its total; or one line saying that the criterion is
/// not a sum. A term wraps within `cells`, indented under its round.
fn lines(paint: &Paint, of: &TermsOf, outcomes: &Outcomes, cells: usize) -> Vec<Line<'static>> {
    let lang = paint.lang;
    let mut lines = Vec::new();
    for p in of.positions {
        let row = &of.s.rows[*p];
        let Some(terms) = outcomes
            .index_of(row.team)
            .and_then(|i| terms(outcomes, i, of.criterion))
        else {
            continue;
        };
        lines.push(Line::styled(row.name.clone(), paint.theme.heading));
        lines.extend(terms.iter().flat_map(|term| term_lines(paint, term, cells)));
        let total = Compared::value(of.s, of.stage, *p, lang);
        lines.push(Line::styled(
            tr!(
                lang,
                Msg::TiebreaksTermsTotal,
                criterion = lang.text(of.criterion.heading()),
                total = format::number_text(lang, &total)
            ),
            paint.theme.title,
        ));
    }
    if lines.is_empty() && of.criterion == Tiebreak::DirectEncounterCupSystem {
        // The reading once, then each team's drawn matches with the board that decides.
        for (k, p) in of.positions.iter().enumerate() {
            let row = &of.s.rows[*p];
            let Some(team) = outcomes.index_of(row.team) else {
                continue;
            };
            let mut cup = cup_lines(outcomes, team).into_iter();
            let reading = cup.next().map(|text| Line::raw(text.render(lang)));
            lines.extend(reading.filter(|_| k == 0));
            lines.push(Line::styled(row.name.clone(), paint.theme.heading));
            lines.extend(cup.map(|text| Line::raw(text.render(lang))));
        }
    }
    if lines.is_empty() {
        lines.push(Line::raw(tr!(
            lang,
            Msg::TiebreaksNotASum,
            criterion = lang.text(of.criterion.label())
        )));
    }
    lines
}

/// `  R3 ŠK Zabok: 5 × 1 = 5`, dimmed with a note when the term was dropped; wrapped
/// within `cells`, the rows after the first indented under the round, so that a note that
/// does not fit ("(dropped)") does not read as the start of the next term.
fn term_lines(paint: &Paint, term: &Term, cells: usize) -> Vec<Line<'static>> {
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
        "{} {who}: {} × {} = {}{dropped}",
        tr!(lang, Msg::ColumnRoundNumber, round = term.round),
        number(term.opponent_score),
        number(term.own_points),
        number(term.contribution)
    );
    let style = if term.dropped { theme.dim } else { theme.text };
    let mut rows = width::wrap(&text, cells.saturating_sub(TERM_INDENT)).into_iter();
    let first = rows.next().unwrap_or_default();
    let rest = rows.collect::<Vec<_>>().join(" ");
    let continued = width::wrap(&rest, cells.saturating_sub(CONTINUED_INDENT));
    std::iter::once(format!("{:TERM_INDENT$}{first}", ""))
        .chain(
            continued
                .into_iter()
                .filter(|row| !row.is_empty())
                .map(|row| format!("{:CONTINUED_INDENT$}{row}", "")),
        )
        .map(|row| Line::styled(row, style))
        .collect()
}

/// Where a term starts, and where its rows after the first do.
const TERM_INDENT: usize = 2;
const CONTINUED_INDENT: usize = 6;
