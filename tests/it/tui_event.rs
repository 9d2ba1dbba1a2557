//! The tournament form of the full-screen program (Ctrl-E, over any tab): what it shows
//! in each language at 80x24, that a save is one command on disk before the status line
//! says so, and that a field that does not read keeps the form open and names the field.

use chrono::{DateTime, FixedOffset};
use kup::i18n::Lang;
use kup::tui::FixedClock;
use kup::tui::app::App;
use kup::tui::theme::Theme;
use ratatui::crossterm::event::KeyCode;

use crate::common::{ctrl, on_disk, press, sample_copy, screen};

fn hall_time() -> DateTime<FixedOffset> {
    DateTime::parse_from_rfc3339("2015-02-15T09:50:00+01:00").unwrap()
}

fn app(dir: &std::path::Path, lang: Lang) -> App {
    let store = crate::common::open_store(dir);
    let theme = Theme::choose(Some("mono"), true).unwrap();
    App::new(store, Box::new(FixedClock(hall_time())), theme, lang)
}

fn type_text(app: &mut App, text: &str) {
    for c in text.chars() {
        press(app, KeyCode::Char(c));
    }
}

/// The form over the Krapina-Zagorje sample, round 1 paired: the pairing system is fixed
/// and says why, every round has its date, time and venue.
#[test]
fn the_tournament_form_at_80x24_in_every_language() {
    for lang in [Lang::En, Lang::Hr, Lang::Sl] {
        let dir = sample_copy("kzz-2015");
        let mut app = app(dir.path(), lang);
        ctrl(&mut app, 'e');
        insta::assert_snapshot!(
            format!("event_form_{}", lang.code()),
            screen(&mut app, 80, 24)
        );
    }
}

#[test]
fn a_saved_form_is_on_disk_and_a_bad_date_keeps_it_open_naming_the_field() {
    let dir = sample_copy("kzz-2015");
    let mut app = app(dir.path(), Lang::Hr);
    ctrl(&mut app, 'e');
    // First day: Ctrl-U clears it, and a date in the local style does not read.
    press(&mut app, KeyCode::Down);
    ctrl(&mut app, 'u');
    type_text(&mut app, "15.2.2015");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.status().text,
        "prvi dan: '15.2.2015' nije datum poput 2026-12-05"
    );
    assert_eq!(
        on_disk(dir.path()).info.start_date.unwrap().to_string(),
        "2015-02-15"
    );
    ctrl(&mut app, 'u');
    type_text(&mut app, "2015-02-15");
    // Venue, a line down: "Zabok" becomes "Dvorana Zabok" typed at its start.
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Home);
    type_text(&mut app, "Dvorana ");
    press(&mut app, KeyCode::Enter);
    assert!(
        app.status().text.starts_with("spremljeno"),
        "{}",
        app.status().text
    );
    let t = on_disk(dir.path());
    assert_eq!(t.info.venue, "Dvorana Zabok");
    // Nothing else moved: a form saved as it stood changes no round's start.
    assert_eq!(t.rounds[0].scheduled_start, None);
    assert!(!screen(&mut app, 80, 24).contains("Turnir "));
}

/// A round moved before the one before it is refused by the command, in the reader's
/// language, and the form stays open with what was typed.
#[test]
fn a_round_out_of_order_is_refused_and_the_form_stays_open() {
    let dir = sample_copy("kzz-2015");
    let mut app = app(dir.path(), Lang::Sl);
    ctrl(&mut app, 'e');
    // Down to round 2's date: the event's seven lines of fields, then the rounds.
    for _ in 0..8 {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::End);
    for _ in 0..2 {
        press(&mut app, KeyCode::Backspace);
    }
    type_text(&mut app, "14");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.status().text,
        "razpored kol: kolo 2 bi se začelo pred kolom 1"
    );
    assert!(screen(&mut app, 80, 24).contains("2015-02-14"));
    assert_eq!(on_disk(dir.path()).rounds.len(), 1);
}
