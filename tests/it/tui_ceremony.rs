//! The prize ceremony at 80x24 (the Tiebreaks tab): three teams the whole chain leaves
//! tied, every one's terms reached by scrolling, each criterion's total, and the drawing of
//! lots among them, kept with its seed and shown at once.

use std::path::Path;

use ratatui::crossterm::event::KeyCode;

use crate::common::{assert_saved, hall_time, ok, on_disk, press, sample_copy, screen, type_keys};
use kup::i18n::Lang;
use kup::tui::app::App;
use kup::tui::views::StatusKind;

/// The afternoon of round 2 of the Međimurje cup.
/// The hall's clock in these tests.
const HALL_TIME: &str = "2012-02-12T14:00:00+01:00";

fn app_in(dir: &Path, lang: Lang) -> App {
    crate::common::hall_app(dir, hall_time(HALL_TIME), lang)
}

/// The mzz-2012 sample with round 1 finished (Goričan-Mursko Središće 2-2) and round 2
/// paired with seed 7: Nedelišće-Štrigova, Čakovec II-Goričan, Mursko Središće-Mala
/// Subotica drawn 2-2, Čakovec-Kotoriba 1½-2½. Mursko Središće (4), Goričan (8) and Mala
/// Subotica (9) then stand 5-7 with 2 MP, 4 GP, OSB50 4, OMP-1_49 2 and OMP48 4 each
/// (worked by hand: each met two teams of 2 MP, each result a draw; Mala Subotica's bye
/// counts as a virtual opponent of 2 MP), so only the lots can rank them.
fn three_tied() -> tempfile::TempDir {
    let dir = sample_copy("mzz-2012");
    let d = dir.path().to_str().unwrap();
    let result = |round: &str, table: &str, score: &str| {
        ok(&[
            "result", d, "--round", round, "--match", table, "--score", score,
        ]);
    };
    result("1", "4", "2-2");
    ok(&["pair", d, "--seed", "7"]);
    for table in ["1", "2", "3"] {
        result("2", table, "2-2");
    }
    result("2", "4", "1.5-2.5");
    dir
}

/// The Tiebreaks tab with the three teams at 5-7 picked, the chain's cursor on OMP48.
fn three_picked(dir: &Path, lang: Lang) -> App {
    let mut app = app_in(dir, lang);
    press(&mut app, KeyCode::F(5));
    type_keys(&mut app, "jjjj j j ");
    press(&mut app, KeyCode::Right);
    type_keys(&mut app, "jjjj");
    app
}

/// Each tied team's terms of OMP48 and its total: the box opens on the first team's, End
/// brings the last one's (Mala Subotica: the bye's virtual opponent, then Mursko
/// Središće), Home the first's again.
#[test]
fn the_terms_of_the_last_of_three_tied_teams_are_reached_by_scrolling() {
    let dir = three_tied();
    for lang in [Lang::En, Lang::Hr, Lang::Sl] {
        let mut app = three_picked(dir.path(), lang);
        let top = screen(&mut app, 80, 24);
        press(&mut app, KeyCode::End);
        let end = screen(&mut app, 80, 24);
        // The box opens on the first team; at the end the last team's terms and its
        // total follow its name.
        assert!(top.contains("││ŠK Mursko Središće  "), "{top}");
        let rows: Vec<&str> = end.lines().collect();
        let name = rows
            .iter()
            .position(|row| row.contains("││ŠK Mala Subotica  "))
            .unwrap_or_else(|| panic!("the last team's name is shown:\n{end}"));
        let inside = rows[name + 1..]
            .iter()
            .take_while(|row| !row.contains("└"))
            .count();
        assert_eq!(inside, 3, "{end}");
        insta::assert_snapshot!(
            format!("mzz-2012_Tiebreaks_three_tied_end_{}_80x24", lang.code()),
            end
        );
        press(&mut app, KeyCode::Home);
        assert_eq!(screen(&mut app, 80, 24), top);
    }
}

/// The lots among the three: refused with fewer than two picked or with one of the three
/// left out (the lots rank the tied group as a whole), asked before they are drawn, kept
/// with the seed the screen's clock gave, and the order shown in the chain at once.
#[test]
fn lots_are_drawn_among_the_whole_tied_group_after_yes() {
    let dir = three_tied();
    let before = on_disk(dir.path());
    let mut app = app_in(dir.path(), Lang::En);
    press(&mut app, KeyCode::F(5));
    type_keys(&mut app, "d");
    assert_eq!(app.status().kind, StatusKind::Error);
    assert_eq!(
        app.status().text,
        "pick the tied teams first (Space): lots are drawn among two or more"
    );
    // Mursko Središće and Goričan, not Mala Subotica.
    type_keys(&mut app, "jjjj j d");
    assert_eq!(
        app.status().text,
        "lots: the lots rank a tied group as a whole: name also the teams tied with these (9)"
    );
    type_keys(&mut app, "j d");
    assert!(
        app.status()
            .text
            .starts_with("draw lots among ŠK Mursko Središće, ŠK Goričan, ŠK Mala Subotica?"),
        "{}",
        app.status().text
    );
    type_keys(&mut app, "n");
    assert_eq!(app.status().text, "cancelled: nothing changed");
    assert_eq!(on_disk(dir.path()), before);

    let mut app = three_picked(dir.path(), Lang::Hr);
    type_keys(&mut app, "dd");
    assert_saved(&app);
    let t = on_disk(dir.path());
    let lot = t.lots.last().unwrap();
    assert_eq!(
        lot.seed,
        hall_time(HALL_TIME).timestamp_nanos_opt().unwrap() as u64
    );
    let mut drawn: Vec<usize> = lot
        .order
        .iter()
        .map(|id| t.starting_number(*id).unwrap())
        .collect();
    let order = drawn.clone();
    drawn.sort();
    assert_eq!(drawn, [4, 8, 9]);
    // The chain's cursor is on the lots; places 5, 6 and 7 in the drawn order, at once.
    let shown = screen(&mut app, 80, 24);
    let places: Vec<String> = ["5", "6", "7"].iter().map(|p| p.to_string()).collect();
    for (team, place) in order.iter().zip(&places) {
        let name = t.team_by_number(*team).unwrap().name.clone();
        let row = shown
            .lines()
            .find(|l| l.contains(&format!("] {name}")))
            .unwrap();
        assert!(row.contains(&format!(" {place}  ")), "{row}");
    }
    assert!(
        shown.contains("► Ždr.      1        2        3   "),
        "{shown}"
    );
}
