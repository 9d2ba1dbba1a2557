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
    let store = Store::open(dir).unwrap();
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
