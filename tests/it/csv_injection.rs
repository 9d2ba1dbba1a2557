//! A CSV export opened in a spreadsheet runs no name as a formula: a cell that begins with
//! `=`, `+`, `-`, `@`, a tab or a carriage return gets a single quote before it and double
//! quotes around it, as OWASP's guidance on CSV injection says; the TSV and JSON that
//! programs read keep the names exactly.

use std::path::Path;

use crate::common::{ok, on_disk, s};

/// Two teams, one named `=SUM(A1)`, with the player `-Čolak, Ivan` on it; round 1 paired
/// and played.
fn hostile_cup(dir: &Path) {
    let d = s(dir);
    ok(&["new", d, "--preset", "kzz-2015", "--date", "2015-02-15"]);
    for team in ["=SUM(A1)", "ŠK Zabok"] {
        ok(&["team", "add", d, "--name", team]);
        for i in 1..=4 {
            let name = match (team, i) {
                ("=SUM(A1)", 1) => "-Čolak, Ivan".to_string(),
                _ => format!("Igrač {team} {i}, Ana"),
            };
            // `--name=` so that clap takes a name beginning with `-` for the value.
            let name = format!("--name={name}");
            ok(&["player", "add", d, "--team", &team_number(team), &name]);
        }
    }
    ok(&["pair", d]);
}

fn team_number(team: &str) -> String {
    if team == "=SUM(A1)" { "1" } else { "2" }.to_string()
}

#[test]
fn csv_cells_that_would_run_as_formulas_are_neutralised() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = tmp.path().join("cup");
    hostile_cup(&dir);
    let d = s(&dir);
    assert!(on_disk(&dir).teams.iter().any(|t| t.name == "=SUM(A1)"));
    let standings = ok(&["export", d, "--format", "csv", "--what", "standings"]);
    assert!(standings.contains(",\"'=SUM(A1)\","), "{standings}");
    let players = ok(&["export", d, "--format", "csv", "--what", "players"]);
    assert!(players.contains("\"'-Čolak, Ivan\""), "{players}");
    assert!(players.contains(",\"'=SUM(A1)\""), "{players}");
    let pairings = ok(&["export", d, "--format", "csv", "--what", "pairings"]);
    assert!(pairings.contains(",\"'=SUM(A1)\","), "{pairings}");
    for csv in [&standings, &players, &pairings] {
        for line in csv.lines() {
            for formula in [",=", ",-Č", ",+", ",@"] {
                assert!(!line.contains(formula), "{line}");
            }
        }
    }
    // Read back as CSV, the cell is the name behind the single quote.
    let mut reader = csv::Reader::from_reader(players.as_bytes());
    let names: Vec<String> = reader
        .records()
        .map(|r| r.expect("row")[0].to_string())
        .collect();
    assert!(names.contains(&"'-Čolak, Ivan".to_string()), "{names:?}");
}

#[test]
fn tsv_and_json_keep_the_names_exactly() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = tmp.path().join("cup");
    hostile_cup(&dir);
    let d = s(&dir);
    let tsv = ok(&["standings", d, "--format", "tsv"]);
    assert!(tsv.contains("\t=SUM(A1)\t"), "{tsv}");
    let json = ok(&["standings", d, "--format", "json"]);
    assert!(json.contains("\"=SUM(A1)\""), "{json}");
    let pairings = ok(&["pairings", d, "--format", "tsv"]);
    assert!(
        pairings.contains("=SUM(A1)") && !pairings.contains("'="),
        "{pairings}"
    );
}
