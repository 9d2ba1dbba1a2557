//! The Tiebreaks and Standings tabs read whole at 80x24: every criterion's name tells it
//! from the others, the picked teams' names are not cut where they can wrap, a term's note
//! stays with its term, the criteria's codes have a legend, a criterion counted in game
//! points is written in halves as GP is, and the board prizes count the games played.

use chrono::{DateTime, FixedOffset};
use ratatui::crossterm::event::KeyCode;

use crate::common::{hall_app, ok, press, sample_copy, screen, type_keys};
use kup::i18n::Lang;

fn at(time: &str) -> DateTime<FixedOffset> {
    DateTime::parse_from_rfc3339(time).unwrap()
}

/// The sample after round 2, every board of it played: table 5 of round 1 drawn on every
/// board, round 2 paired by the seed 1 and won 2½:1½ by each first-named team. ŠK Zabok's
/// OSB57 is then 1.5 (`kup standings` writes it so).
fn two_rounds() -> tempfile::TempDir {
    let dir = sample_copy("kzz-2015");
    let d = dir.path().to_str().unwrap();
    for board in ["1", "2", "3", "4"] {
        ok(&[
            "result", d, "--round", "1", "--match", "5", "--board", board, "1/2-1/2",
        ]);
    }
    ok(&["pair", d, "--seed", "1"]);
    for table in ["1", "2", "3", "4", "5"] {
        for (board, result) in [("1", "1-0"), ("2", "1/2-1/2"), ("3", "1-0"), ("4", "0-1")] {
            ok(&[
                "result", d, "--round", "2", "--match", table, "--board", board, result,
            ]);
        }
    }
    dir
}

/// The rows of the screen holding `text`, and the row after each.
fn with_next<'s>(shown: &'s str, text: &str) -> Vec<(&'s str, &'s str)> {
    let rows: Vec<&str> = shown.lines().collect();
    rows.iter()
        .enumerate()
        .filter(|(_, row)| row.contains(text))
        .map(|(i, row)| (*row, rows.get(i + 1).copied().unwrap_or("")))
        .collect()
}

/// The Tiebreaks tab with ŠK Zlatar Bistrica and ŠK Donja Stubica picked, wherever they
/// stand.
fn picked(dir: &std::path::Path, lang: Lang) -> kup::tui::app::App {
    let mut app = hall_app(dir, at("2015-02-22T20:00:00+01:00"), lang);
    press(&mut app, KeyCode::F(5));
    let shown = screen(&mut app, 80, 24);
    let rows: Vec<&str> = shown.lines().collect();
    // The list's first team is on the screen's fourth row.
    let place = |name: &str| rows.iter().position(|r| r.contains(name)).unwrap() - 3;
    for name in ["ŠK Zlatar Bistrica", "ŠK Donja Stubica"] {
        for _ in 0..10 {
            press(&mut app, KeyCode::Up);
        }
        for _ in 0..place(name) {
            press(&mut app, KeyCode::Down);
        }
        type_keys(&mut app, " ");
    }
    app
}

/// Two teams picked on the Tiebreaks tab at 80x24: OMP-1_56 and OMP48, whose names begin
/// alike, read differently; the teams' names are whole over two rows; each term's note
/// "(dropped)" that does not fit on its row continues indented under it.
#[test]
fn the_chain_tells_its_criteria_and_teams_apart_at_80x24() {
    let dir = two_rounds();
    let mut app = picked(dir.path(), Lang::En);
    let shown = screen(&mut app, 80, 24);
    // OMP-1_56's name reaches the word that tells it from OMP48's.
    let [(row, next)] = with_next(&shown, "OMP-1_56")[..] else {
        panic!("{shown}")
    };
    assert!(format!("{row} {next}").contains(" without "), "{shown}");
    assert!(
        !shown.contains("ŠK Zl…") && !shown.contains("ŠK Do…"),
        "{shown}"
    );
    // The teams' names wrap in the heading, whole.
    let rows: Vec<&str> = shown.lines().collect();
    let heading = rows.iter().position(|r| r.contains("Criterion")).unwrap();
    let names = rows[heading..heading + 3].join(" ");
    for word in ["Zlatar", "Bistrica", "Donja", "Stubica"] {
        assert!(names.contains(&format!(" {word}")), "{word}: {shown}");
    }

    // The terms of OSB57 in Croatian, where the note does not fit on its row.
    drop(app);
    let mut app = picked(dir.path(), Lang::Hr);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    let shown = screen(&mut app, 80, 24);
    let notes: Vec<&str> = shown
        .lines()
        .filter(|r| r.contains("izostavljeno"))
        .collect();
    assert!(!notes.is_empty(), "{shown}");
    for row in notes {
        let inside = row.rsplit("││").next().unwrap_or(row);
        assert!(
            inside.starts_with("  ") && !inside.starts_with("  ("),
            "a note reads as its term's, not as the next: {row}\n{shown}"
        );
    }
}

/// The Standings tab lists what its criteria's codes stand for, as every printout does,
/// and writes OSB57's 1.5 as GP's halves are written, 1½ (in hr too, never 1,5).
#[test]
fn the_standings_tab_has_a_legend_and_writes_halves_as_gp_does() {
    let dir = two_rounds();
    let text = ok(&["standings", dir.path().to_str().unwrap()]);
    let zabok = text.lines().find(|l| l.contains("ŠK Zabok")).unwrap();
    assert!(zabok.contains(" 1.5 "), "{text}");
    for (lang, legend) in [
        (
            Lang::En,
            "OSB57: Olympiad Sonneborn-Berger (Khanty-Mansiysk)",
        ),
        (
            Lang::Hr,
            "OSB57: Olimpijski Sonneborn-Berger (Hanti-Mansijsk)",
        ),
    ] {
        let mut app = hall_app(dir.path(), at("2015-02-22T20:00:00+01:00"), lang);
        press(&mut app, KeyCode::F(4));
        let shown = screen(&mut app, 80, 24);
        assert!(shown.contains(legend), "{shown}");
        let zabok = shown.lines().find(|l| l.contains("ŠK Zabok")).unwrap();
        assert!(zabok.contains(" 1½ "), "{zabok}");
        assert!(!zabok.contains("1.5") && !zabok.contains("1,5"), "{zabok}");
    }
}

/// hss-kadeti-2009 čl. 12 (`docs/rules/hss-kadeti-2009.md#cl-12`): "najuspješniji pojedinci
/// po pojedinim pločama (troje najuspješnijih)
/// dobit će medalje", the most successful players of each board. A game won by forfeit was
/// not played: it is no game of the player's in the board prizes, and his percentage is
/// that of the games he played; percentages are written alike, one decimal each.
#[test]
fn board_prizes_count_the_games_played_and_write_percentages_alike() {
    let dir = sample_copy("kzz-2015");
    let d = dir.path().to_str().unwrap();
    ok(&[
        "result", d, "--round", "1", "--match", "5", "--board", "1", "+-",
    ]);
    let text = ok(&["boards", d]);
    let board_1: Vec<&str> = text
        .lines()
        .skip_while(|l| *l != "Board 1")
        .take_while(|l| *l != "Board 2")
        .collect();
    // Pregrada's and Mače's players on board 1 had a forfeit, no game.
    assert!(
        board_1
            .iter()
            .all(|l| !l.contains("Džeko, Mateja") && !l.contains("Perković, Šime")),
        "{text}"
    );
    assert!(board_1.iter().any(|l| l.contains(" 100.0 ")), "{text}");
    assert!(board_1.iter().any(|l| l.contains(" 0.0 ")), "{text}");
    let mut app = hall_app(dir.path(), at("2015-02-15T20:00:00+01:00"), Lang::Hr);
    press(&mut app, KeyCode::F(4));
    type_keys(&mut app, "vv");
    let shown = screen(&mut app, 80, 24);
    assert!(!shown.contains("Džeko, Mateja"), "{shown}");
    assert!(
        shown.contains(" 100,0 ") && shown.contains(" 0,0 "),
        "{shown}"
    );
}
