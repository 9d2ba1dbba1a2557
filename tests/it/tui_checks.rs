//! No wrong result unseen: the full-screen program refuses or asks before a key could change
//! a result the arbiter does not see, and reads every board in the row's order.

use std::path::Path;

use chrono::{DateTime, FixedOffset};
use ratatui::crossterm::event::KeyCode;

use crate::common::{on_disk, press, sample_copy, screen};
use kup::core::GameResult;
use kup::i18n::Lang;
use kup::store::Store;
use kup::tui::FixedClock;
use kup::tui::app::App;
use kup::tui::theme::Theme;
use kup::tui::views::StatusKind;

/// Round 1 of the Krapina-Zagorje cup is under way at 10:00 on 15 Feb 2015.
fn hall_time() -> DateTime<FixedOffset> {
    DateTime::parse_from_rfc3339("2015-02-15T10:00:00+01:00").unwrap()
}

fn app_in(dir: &Path, lang: Lang) -> App {
    let store = Store::open_shared(dir, std::time::Duration::from_secs(5)).unwrap();
    let theme = Theme::choose(Some("default"), false).unwrap();
    App::new(store, Box::new(FixedClock(hall_time())), theme, lang)
}

fn app_on(dir: &Path) -> App {
    app_in(dir, Lang::En)
}

fn type_keys(app: &mut App, keys: &str) {
    for c in keys.chars() {
        press(app, KeyCode::Char(c));
    }
}

fn results(dir: &Path, round: usize, table: usize) -> Vec<GameResult> {
    on_disk(dir).rounds[round - 1].matches[table - 1]
        .boards
        .iter()
        .map(|b| b.result)
        .collect()
}

/// Table 1 of round 1 is finished (1-0, ½-½, 1-0, 0-1 in chess notation). Behind the
/// "window too small" notice a `0` must not turn board 1 around; once the window is big
/// enough again, keys act as before.
#[test]
fn keys_do_nothing_while_the_window_is_too_small() {
    let dir = sample_copy("kzz-2015");
    let mut app = app_on(dir.path());
    let before = results(dir.path(), 1, 1);
    let small = screen(&mut app, 79, 24);
    assert!(small.contains("at least 80 x 24"), "{small}");
    type_keys(&mut app, "0=g5");
    press(&mut app, KeyCode::Backspace);
    press(&mut app, KeyCode::Enter);
    assert_eq!(results(dir.path(), 1, 1), before);
    assert_eq!(app.tab(), kup::tui::app::ROUND_TAB);
    // Big enough again: `g5` Enter jumps to table 5.
    screen(&mut app, 80, 24);
    type_keys(&mut app, "g5");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.status().text, "table 5");
    assert_eq!(app.status().kind, StatusKind::Info);
}

/// The lineup of ŠK Zabok (table 1, all four boards decided) without its board 1: the
/// others move up, board 4 would have no player, and its result would count for nobody.
/// The core refuses it, naming the board and the rule, in the reader's language.
#[test]
fn a_lineup_that_leaves_a_board_with_a_result_without_its_player_is_refused() {
    let dir = sample_copy("kzz-2015");
    let before = on_disk(dir.path());
    for (lang, said) in [
        (
            Lang::En,
            "round 1, table 1, board 4 has a result (0-1) and would be left without a player",
        ),
        (
            Lang::Hr,
            "1. kolo, stol 1, ploča 4 ima rezultat (0-1) i ostala bi bez igrača",
        ),
        (
            Lang::Sl,
            "1. kolo, miza 1, deska 4 ima izid (0-1) in bi ostala brez igralca",
        ),
    ] {
        let mut app = app_in(dir.path(), lang);
        type_keys(&mut app, "l ");
        press(&mut app, KeyCode::Enter);
        assert_eq!(app.status().kind, StatusKind::Error, "{lang:?}");
        assert!(app.status().text.contains(said), "{}", app.status().text);
        assert_eq!(on_disk(dir.path()), before);
    }
}

/// The reserve Pavić in for Vidović at table 1, whose four games are over: every board's
/// player would change. kup names the boards and their results and saves only on yes
/// (`d` in Croatian); any other key leaves the lineup as it was.
#[test]
fn a_lineup_change_in_a_match_with_results_asks_first_and_names_the_boards() {
    let dir = sample_copy("kzz-2015");
    let before = on_disk(dir.path());
    let mut app = app_on(dir.path());
    type_keys(&mut app, "l jjjj ");
    press(&mut app, KeyCode::Enter);
    let asked = app.status().text.clone();
    assert!(
        asked.starts_with("round 1 has results; this lineup changes "),
        "{asked}"
    );
    assert!(
        asked.contains("board 1: Vidović, Krunoslav → Horvat, Luka (result 1-0)")
            && asked.contains("board 4: Vuković, Stjepan → Pavić, Stjepan (result 0-1)")
            && asked.ends_with("Save it? y = save, any other key = no"),
        "{asked}"
    );
    assert!(screen(&mut app, 80, 24).contains("y save this lineup"));
    type_keys(&mut app, "n");
    assert_eq!(app.status().text, "cancelled: nothing changed");
    assert_eq!(on_disk(dir.path()), before);

    let mut app = app_in(dir.path(), Lang::Hr);
    type_keys(&mut app, "l jjjj ");
    press(&mut app, KeyCode::Enter);
    assert!(
        app.status()
            .text
            .contains("ploča 4: Vuković, Stjepan → Pavić, Stjepan (rezultat 0-1)")
    );
    type_keys(&mut app, "d");
    assert_eq!(
        app.status().kind,
        StatusKind::Saved,
        "{}",
        app.status().text
    );
    let zabok = on_disk(dir.path()).teams[0].id;
    let pavic = on_disk(dir.path()).teams[0].roster[4].id;
    assert_eq!(on_disk(dir.path()).effective_lineup(0, zabok)[3], pavic);
}
