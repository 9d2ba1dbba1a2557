//! The printouts for people: pairings, standings, crosstable, board prizes, players.

use super::exit::Failure;
use crate::core::Tournament;
use crate::i18n::{Lang, Msg, Text};
use crate::interop::report::{What, report};
use crate::interop::{html, table_csv, text};

/// The file format of a printout.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PrintFormat {
    /// One printable HTML file (A4, UTF-8).
    Html,
    /// One row per record, columns documented in `interop::table_csv`.
    Csv,
    /// Plain text in 80 columns.
    Txt,
}

/// A printout of `what` in `round` (default: the round in play, `core::clock::current_round`) for a reader of `lang`, as
/// `kup export` and the TUI's export key write it.
pub fn printout(
    t: &Tournament,
    format: PrintFormat,
    what: What,
    round: Option<u32>,
    lang: Lang,
) -> Result<String, Failure> {
    let report = report(t, what, round, lang)
        .map_err(|e| Failure::said(Text::new(Msg::ExportProblem).arg_text("problem", e.0)))?;
    Ok(match format {
        PrintFormat::Html => html::render(&report),
        PrintFormat::Csv => table_csv::render(&report),
        PrintFormat::Txt => text::render(&report, text::WIDTH),
    })
}
