//! `/` finds a team or a player in the view's list by part of the name, typed with or
//! without the Croatian and Slovenian diacritics, and leaves the view's cursor on it, so
//! that the next key acts there.

use chrono::DateTime;
use ratatui::crossterm::event::KeyCode;

use crate::common::{hall_app, on_disk, press, sample_copy, screen, type_keys};
use kup::core::GameResult;
use kup::i18n::Lang;
use kup::tui::app::App;

/// The kzz-2015 sample (round 1 paired, table 5 without results) on the day of round 1.
fn kzz(dir: &std::path::Path, lang: Lang) -> App {
    let now = DateTime::parse_from_rfc3339("2015-02-15T12:00:00+01:00").unwrap();
    hall_app(dir, now, lang)
}

#[test]
fn a_player_found_on_the_round_tab_gets_the_result_typed_next() {
    let dir = sample_copy("kzz-2015");
    let mut app = kzz(dir.path(), Lang::En);
    // Đurić, Mateja plays board 2 of table 5 (ŠK Pregrada - ŠK Mače), typed as the FIDE
    // list spells him; the cursor would otherwise be on the first board without a result.
    press(&mut app, KeyCode::Char('/'));
    type_keys(&mut app, "djuric");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('1'));
    let boards = &on_disk(dir.path()).rounds[0].matches[4].boards;
    assert_eq!(boards[0].result, GameResult::NotPlayed);
    // Board 2: the first-named team has Black; "1" is a win for the row's first player.
    assert_eq!(boards[1].result, GameResult::BlackWins);
}

#[test]
fn a_player_found_on_the_rosters_tab_is_the_one_the_next_key_acts_on() {
    let dir = sample_copy("kzz-2015");
    let mut app = kzz(dir.path(), Lang::Hr);
    press(&mut app, KeyCode::F(1));
    press(&mut app, KeyCode::Char('/'));
    // Three Vidović play, for ŠK Zabok (1st), ŠK Krapina (2nd) and ŠK Mače (10th); up
    // from the first match goes round to the last, Vidović, Marko.
    type_keys(&mut app, "VIDOVIC");
    assert!(screen(&mut app, 80, 24).contains("1 od 3"));
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Esc);
    let shown = screen(&mut app, 80, 24);
    assert!(shown.contains("(10) ŠK Mače"), "{shown}");
    // `e` edits the player under the cursor: the form holds his name.
    press(&mut app, KeyCode::Char('e'));
    let form = screen(&mut app, 80, 24);
    assert!(form.contains("ime: Marko"), "{form}");
}

#[test]
fn a_team_found_on_the_tiebreaks_tab_is_the_one_picked() {
    let dir = sample_copy("kzz-2015");
    let mut app = kzz(dir.path(), Lang::En);
    press(&mut app, KeyCode::F(5));
    press(&mut app, KeyCode::Char('/'));
    type_keys(&mut app, "konjsc");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char(' '));
    let shown = screen(&mut app, 80, 24);
    let picked: Vec<&str> = shown.lines().filter(|l| l.contains("[x]")).collect();
    assert_eq!(picked.len(), 1, "{shown}");
    assert!(picked[0].contains("ŠK Konjščina"), "{shown}");
}

#[test]
fn the_search_says_when_nothing_matches_and_leaves_the_keys_to_the_view_after() {
    let dir = sample_copy("kzz-2015");
    let mut app = kzz(dir.path(), Lang::Sl);
    press(&mut app, KeyCode::Char('/'));
    type_keys(&mut app, "xyz");
    let shown = screen(&mut app, 80, 24);
    let last = shown.lines().last().unwrap();
    assert!(
        last.contains("/ xyz") && last.contains("ni zadetka"),
        "{last}"
    );
    // While the search is open, letters are the query, not commands (q does not quit).
    press(&mut app, KeyCode::Char('q'));
    assert!(!app.should_quit());
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('q'));
    assert!(app.should_quit());
}
