//! CSV export (RFC 4180): one header line, then one row per
//! record of the report (`Report::records`). Columns:
//! * pairings: `round, table, board, first_team_no, first_team, second_team_no,
//!   second_team, white, white_rating, black, black_rating, result, match_score` — one row
//!   per board (result in chess notation, White first; empty while open); a team with the
//!   bye or an announced absence has a row with `result` = `bye` / `absent`;
//! * standings: `Place, No, Team, MP, GP`, then one column per tie-break of the preset's
//!   chain, headed by its code (as `kup standings`);
//! * crosstable: `Place, No, Team`, one column per opponent (round robin) or per round
//!   (Swiss), `MP, GP`;
//! * boards: `board, Place, Player, Team, Rtg, Pts, Games, %, Perf` — one row per player
//!   and board.
//!
//! A cell a spreadsheet would run as a formula — one that begins with `=`, `+`, `-`, `@`, a
//! tab or a carriage return, say a team named `=SUM(A1)` — is written as OWASP's guidance
//! on CSV injection says: a single quote before it, the whole cell in double quotes. A
//! number (`-0.5`, a tie-break's value) is data, not a formula, and stays as it is; a
//! forfeit (`+-`, `-+`, `--`) reads `'+-` and so on, as a spreadsheet shows it. TSV and
//! JSON, read by programs, keep every cell exactly.

use std::borrow::Cow;

use super::report::Report;

/// The records of a report as CSV text.
pub fn render(report: &Report) -> String {
    let table = &report.records;
    let mut text = String::new();
    for row in std::iter::once(&table.columns).chain(&table.rows) {
        let cells: Vec<Cow<str>> = row.iter().map(|cell| field(cell)).collect();
        text += &cells.join(",");
        text.push('\n');
    }
    text
}

/// One cell as RFC 4180 writes it (quoted when it holds a comma, a quote or a line break;
/// also a semicolon, the separator spreadsheets take in Croatian and Slovenian), a formula
/// neutralised.
fn field(cell: &str) -> Cow<'_, str> {
    let quoted = |text: &str| format!("\"{}\"", text.replace('"', "\"\""));
    if runs_as_formula(cell) {
        Cow::Owned(quoted(&format!("'{cell}")))
    } else if cell.contains([',', '"', '\r', '\n', ';']) {
        Cow::Owned(quoted(cell))
    } else {
        Cow::Borrowed(cell)
    }
}

/// Whether a spreadsheet would take `cell` for a formula (OWASP, CSV injection).
fn runs_as_formula(cell: &str) -> bool {
    let Some(rest) = cell.strip_prefix(['=', '+', '-', '@', '\t', '\r']) else {
        return false;
    };
    let number = cell.starts_with(['+', '-'])
        && rest.starts_with(|c: char| c.is_ascii_digit())
        && rest.chars().all(|c| c.is_ascii_digit() || c == '.');
    !number
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formulas_are_quoted_behind_a_single_quote_and_numbers_are_not() {
        assert_eq!(field("=SUM(A1)"), "\"'=SUM(A1)\"");
        assert_eq!(field("-Čolak"), "\"'-Čolak\"");
        assert_eq!(field("+385 1"), "\"'+385 1\"");
        assert_eq!(field("@cmd"), "\"'@cmd\"");
        assert_eq!(field("\t=1"), "\"'\t=1\"");
        assert_eq!(field("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        assert_eq!(field("-0.5"), "-0.5");
        assert_eq!(field("-+"), "\"'-+\"");
        assert_eq!(field("-inf"), "\"'-inf\"");
        assert_eq!(field("ŠK Zabok"), "ŠK Zabok");
        assert_eq!(field("Horvat, Ivo"), "\"Horvat, Ivo\"");
        assert_eq!(field("a;=1"), "\"a;=1\"");
        assert_eq!(field(""), "");
    }
}
