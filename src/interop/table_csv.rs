//! CSV export (RFC 4180, written by the `csv` crate): one header line, then one row per
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

use super::report::Report;

/// The records of a report as CSV text.
pub fn render(report: &Report) -> String {
    let mut writer = csv::Writer::from_writer(Vec::new());
    let table = &report.records;
    // Writing to memory cannot fail; rows all have the header's length by construction.
    writer
        .write_record(&table.columns)
        .expect("CSV into memory");
    for row in &table.rows {
        writer.write_record(row).expect("CSV into memory");
    }
    let bytes = writer.into_inner().expect("CSV into memory");
    String::from_utf8(bytes).expect("CSV of UTF-8 cells is UTF-8")
}
