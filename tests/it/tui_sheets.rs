//! The Standings tab's sheets (crosstable, board prizes) drawn into ratatui's TestBackend at
//! 80x24 and 160x48, each snapshot looked at before it was committed, and their keys.

use std::path::Path;

use chrono::DateTime;
use ratatui::crossterm::event::KeyCode;

use crate::common::{press, sample_copy, screen};
use kup::i18n::Lang;
use kup::store::{CURRENT, Store};
use kup::tui::FixedClock;
use kup::tui::app::App;
use kup::tui::theme::Theme;
use kup::tui::views::StatusKind;

fn app_on(dir: &Path) -> App {
    app_in(dir, Lang::En)
}

fn app_in(dir: &Path, lang: Lang) -> App {
    let store = Store::open_shared(dir, std::time::Duration::from_secs(5)).unwrap();
    let theme = Theme::choose(Some("default"), false).unwrap();
    let now = DateTime::parse_from_rfc3339("2015-02-15T10:00:00+01:00").unwrap();
    App::new(store, Box::new(FixedClock(now)), theme, lang)
}

/// The cadets' round robin (8 teams, 7 rounds): the crosstable.
#[test]
fn crosstable_and_board_prizes_of_the_round_robin() {
    let dir = sample_copy("hss-kadeti-2009");
    let mut app = app_on(dir.path());
    press(&mut app, KeyCode::F(4));
    press(&mut app, KeyCode::Char('v'));
    for (width, height) in [(80, 24), (160, 48)] {
        insta::assert_snapshot!(
            format!("hss-kadeti-2009_crosstable_{width}x{height}"),
            screen(&mut app, width, height)
        );
    }
    // Its matches were entered as match scores only: no board has a player's result.
    press(&mut app, KeyCode::Char('v'));
    let shown = screen(&mut app, 80, 24);
    assert!(!shown.contains("ŠK Podravka"), "{shown}");
    // Right: board 2; v goes back to the standings.
    press(&mut app, KeyCode::Right);
    assert!(screen(&mut app, 80, 24).contains("board 2 of 4"));
    press(&mut app, KeyCode::Char('v'));
    assert!(screen(&mut app, 80, 24).contains("Standings after round"));
}

/// A Swiss (kzz-2015, round 1 under way): the round-by-round table and board 1's prizes.
#[test]
fn round_by_round_table_of_the_swiss() {
    let dir = sample_copy("kzz-2015");
    let mut app = app_on(dir.path());
    press(&mut app, KeyCode::F(4));
    press(&mut app, KeyCode::Char('v'));
    for (width, height) in [(80, 24), (160, 48)] {
        insta::assert_snapshot!(
            format!("kzz-2015_crosstable_{width}x{height}"),
            screen(&mut app, width, height)
        );
    }
    press(&mut app, KeyCode::Char('v'));
    for (width, height) in [(80, 24), (160, 48)] {
        insta::assert_snapshot!(
            format!("kzz-2015_board_prizes_{width}x{height}"),
            screen(&mut app, width, height)
        );
    }
}

/// `w` writes the sheet on screen next to the tournament (HTML and text), by the code of
/// `kup export`, and the status line names both files and the directory;
/// the tournament itself is not touched.
#[test]
fn w_writes_the_sheet_on_screen() {
    let dir = sample_copy("hss-kadeti-2009");
    let before = std::fs::read(dir.path().join(CURRENT)).unwrap();
    let mut app = app_on(dir.path());
    press(&mut app, KeyCode::F(4));
    let rounds = app.state().paired_rounds();
    let written = |app: &App, stem: &str| {
        assert_eq!(app.status().kind, StatusKind::Saved, "{:?}", app.status());
        let (html, txt) = (
            format!("{stem}-round-{rounds}.html"),
            format!("{stem}-round-{rounds}.txt"),
        );
        let said = format!("wrote {html} and {txt} in {}", dir.path().display());
        assert_eq!(app.status().text, said);
        let page = std::fs::read_to_string(dir.path().join(html)).unwrap();
        assert!(page.contains("ŠK Podravka"), "{page}");
        std::fs::read_to_string(dir.path().join(txt)).unwrap()
    };
    // The standings, as the tab opens.
    press(&mut app, KeyCode::Char('w'));
    let text = written(&app, "standings");
    assert!(text.contains(&format!("after round {rounds}")), "{text}");
    assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
    press(&mut app, KeyCode::Char('v'));
    press(&mut app, KeyCode::Char('w'));
    let text = written(&app, "crosstable");
    assert!(text.contains("crosstable after round"), "{text}");
    assert_eq!(std::fs::read(dir.path().join(CURRENT)).unwrap(), before);
}

/// The sheets follow a change: a result entered on the Round tab shows in the standings
/// when the tab is shown again (the derived sheet is not kept across a change).
#[test]
fn the_standings_follow_a_result_entered_meanwhile() {
    let dir = sample_copy("kzz-2015");
    let mut app = app_on(dir.path());
    press(&mut app, KeyCode::F(4));
    let before = screen(&mut app, 80, 24);
    let pregrada = |shown: &str| {
        shown
            .lines()
            .find(|l| l.contains("ŠK Pregrada"))
            .unwrap()
            .to_string()
    };
    press(&mut app, KeyCode::F(2));
    for key in "g5".chars() {
        press(&mut app, KeyCode::Char(key));
    }
    press(&mut app, KeyCode::Enter);
    for key in "1111".chars() {
        press(&mut app, KeyCode::Char(key));
    }
    press(&mut app, KeyCode::F(4));
    let after = screen(&mut app, 80, 24);
    assert_ne!(pregrada(&before), pregrada(&after));
    // Pregrada has White on boards 1 and 3: 1-0 there is theirs, on 2 and 4 the opponent's.
    assert!(pregrada(&after).contains(" 2 "), "{}", pregrada(&after));
}

/// A name wider than its column is cut with an ellipsis (`i18n::width`), not clipped; the
/// tie-break columns are as wide as their values, and a value is written with the reader's
/// decimal separator (2,5 in hr).
#[test]
fn long_names_end_in_an_ellipsis_and_values_are_written_as_the_reader_writes_numbers() {
    let dir = sample_copy("hss-kadeti-2009");
    let mut app = app_on(dir.path());
    press(&mut app, KeyCode::F(4));
    press(&mut app, KeyCode::Char('v'));
    let shown = screen(&mut app, 80, 24);
    assert!(
        shown.contains(" ŠK Đuro Đaković Holding, Slavonsk… "),
        "{shown}"
    );
    drop(app);
    let dir = sample_copy("hss-kadeti-2009");
    let mut app = app_in(dir.path(), Lang::Hr);
    press(&mut app, KeyCode::F(4));
    let shown = screen(&mut app, 80, 24);
    let podravka = shown.lines().find(|l| l.contains("ŠK Podravka")).unwrap();
    // Place 1, number 1, MP 12, game points 20½, then the chain: SB 73,75 first.
    let cells: Vec<&str> = podravka
        .trim_matches(['"', '│'])
        .split_whitespace()
        .collect();
    assert_eq!(
        cells[..8],
        [
            "1",
            "1",
            "ŠK",
            "Podravka,",
            "Koprivnica",
            "12",
            "20½",
            "73,75"
        ],
        "{podravka}"
    );
}

/// The Swiss table's cells say the colour by the reader's initials (hr: b = bijeli, c =
/// crni), as the Round tab's board rows do.
#[test]
fn the_round_by_round_table_in_croatian() {
    let dir = sample_copy("kzz-2015");
    let mut app = app_in(dir.path(), Lang::Hr);
    press(&mut app, KeyCode::F(4));
    press(&mut app, KeyCode::Char('v'));
    let shown = screen(&mut app, 80, 24);
    let row = |team: &str| {
        shown
            .lines()
            .find(|l| l.contains(team))
            .unwrap()
            .to_string()
    };
    // Krapina had Black against number 7 and won 3-1; Zabok White against number 6.
    assert!(row("ŠK Krapina").contains(" 7c 3-1"), "{shown}");
    assert!(row("ŠK Zabok").contains(" 6b 2½-1½"), "{shown}");
    assert!(shown.contains("Tablica susreta nakon 1. kola"), "{shown}");
}

/// The match points on screen, summed over the standings' rows: the numbers under the
/// heading "MP" (every character here is one cell wide, so columns are char positions).
fn match_points_on_screen(shown: &str) -> u32 {
    let heading = shown.lines().find(|l| l.contains(" MP ")).unwrap();
    let column = heading[..heading.find(" MP ").unwrap()].chars().count() + 1;
    shown
        .lines()
        .filter(|l| l.contains("ŠK ") || l.contains("ŠD "))
        .map(|l| {
            let cell: String = l.chars().skip(column).take(3).collect();
            cell.trim().parse::<u32>().unwrap()
        })
        .sum()
}

/// `[` shows the standings after an earlier round, `]` a later one, `w` prints the round on
/// screen. In the cadets' round robin (8 teams, 4 matches a round, 2 match points each
/// whether won or drawn) the match points add up to 8 per round: 56 after round 7, 48
/// after round 6.
#[test]
fn standings_after_an_earlier_round() {
    let dir = sample_copy("hss-kadeti-2009");
    let mut app = app_on(dir.path());
    press(&mut app, KeyCode::F(4));
    assert_eq!(match_points_on_screen(&screen(&mut app, 80, 24)), 56);
    press(&mut app, KeyCode::Char('['));
    let shown = screen(&mut app, 80, 24);
    assert!(shown.contains("Standings after round 6"), "{shown}");
    assert_eq!(match_points_on_screen(&shown), 48, "{shown}");
    press(&mut app, KeyCode::Char('w'));
    let text = std::fs::read_to_string(dir.path().join("standings-round-6.txt")).unwrap();
    assert!(text.contains("after round 6"), "{text}");
    // Back to the newest; past it is refused in words.
    press(&mut app, KeyCode::Char(']'));
    assert!(screen(&mut app, 80, 24).contains("Standings after round 7"));
    press(&mut app, KeyCode::Char(']'));
    assert_eq!(app.status().kind, StatusKind::Error);
    assert_eq!(app.status().text, "round: rounds 1 to 7 are paired");
}

/// The Standings tab writes numbers as the reader does: the cadets' SB7 73.75
/// and SB35 195.25 (their values in `tests/it/scoring.rs`, `docs/rules/fide-c07.md#criteria`) are
/// 73,75 and 195,25 in hr and sl, game points keep their ½, shared places their hyphen; the
/// crosstable's meetings stay in halves. English keeps the dot.
#[test]
fn the_standings_tab_writes_the_decimal_comma_in_croatian_and_slovenian() {
    let dir = sample_copy("hss-kadeti-2009");
    for (lang, sb7, sb35) in [
        (Lang::Hr, "73,75", "195,25"),
        (Lang::Sl, "73,75", "195,25"),
        (Lang::En, "73.75", "195.25"),
    ] {
        let mut app = app_in(dir.path(), lang);
        press(&mut app, KeyCode::F(4));
        let shown = screen(&mut app, 80, 24);
        let row = |name: &str| {
            shown
                .lines()
                .find(|l| l.contains(name))
                .unwrap_or_else(|| panic!("{name} in\n{shown}"))
                .to_string()
        };
        let podravka = row("ŠK Podravka, Koprivnica");
        assert!(
            podravka.contains(" 20½ ") && podravka.contains(&format!(" {sb7} ")),
            "{lang:?}: {podravka}"
        );
        assert!(
            row("ŠD Sisak, Sisak").contains(&format!(" {sb35} ")),
            "{lang:?}"
        );
        if lang != Lang::En {
            // No digit, dot, digit anywhere ("7. kolo" is an ordinal, not a decimal).
            let chars: Vec<char> = shown.chars().collect();
            let decimal_dot = chars
                .windows(3)
                .any(|w| w[0].is_ascii_digit() && w[1] == '.' && w[2].is_ascii_digit());
            assert!(!decimal_dot, "{lang:?}:\n{shown}");
        }
        press(&mut app, KeyCode::Char('v'));
        assert!(screen(&mut app, 80, 24).contains(" 20½ "), "{lang:?}");
    }
}

/// The board prizes too (they printed 33.33 in hr before): Podravka's board 1 Dvoržak
/// draws in rounds 1 and 2 and loses in round 3 (entered board by board over the match
/// scores), 1 point of 3 games, 33,33 % in hr and sl.
#[test]
fn the_board_prizes_write_the_decimal_comma_in_croatian_and_slovenian() {
    use kup::core::{Command, GameResult};
    let dir = sample_copy("hss-kadeti-2009");
    {
        let mut store = crate::common::open_store(dir.path());
        let podravka = store.state().teams[0].id;
        for (round, result) in [
            (1, GameResult::Draw),
            (2, GameResult::Draw),
            (3, GameResult::WhiteWins),
        ] {
            let table = store.state().rounds[round - 1]
                .matches
                .iter()
                .position(|m| m.home == podravka || m.away == podravka)
                .unwrap();
            store
                .execute(Command::SetResult {
                    round: round as u32,
                    table: table + 1,
                    board: 1,
                    result,
                })
                .unwrap();
        }
    }
    for (lang, decimal) in [(Lang::Hr, ','), (Lang::Sl, ','), (Lang::En, '.')] {
        let mut app = app_in(dir.path(), lang);
        press(&mut app, KeyCode::F(4));
        press(&mut app, KeyCode::Char('v'));
        press(&mut app, KeyCode::Char('v'));
        let shown = screen(&mut app, 80, 24);
        let podravka = shown
            .lines()
            .find(|l| l.contains("ŠK Podravka"))
            .unwrap_or_else(|| panic!("{lang:?}:\n{shown}"));
        // Podravka has Black on board 1 in round 3: 1-0 is his loss, 1 of 3.
        assert!(
            podravka.contains(&format!(" 1    3    33{decimal}3 ")),
            "{lang:?}: {podravka}"
        );
    }
}
