//! The Clock tab's `s` records when the clocks of the newest round were started; the
//! default time counts from it. Two slips an arbiter makes with it are asked about before
//! they are saved: a second `s` (which would move the default time of every absent player)
//! and a start after the default time by the schedule (the round's day or time is likely
//! wrong, and every player not yet seated would lose at once).

use std::path::Path;

use chrono::{DateTime, FixedOffset};
use ratatui::crossterm::event::KeyCode;

use crate::common::{on_disk, press, sample_copy};
use kup::i18n::Lang;
use kup::tui::app::App;

fn at(time: &str) -> DateTime<FixedOffset> {
    DateTime::parse_from_rfc3339(time).unwrap()
}

/// The kzz-2015 sample on its Clock tab at `now` (round 1 is scheduled for 09:30 on
/// 15 Feb 2015, default time 30 minutes: 10:00).
fn clock_tab(dir: &Path, now: &str, lang: Lang) -> App {
    let mut app = crate::common::hall_app(dir, at(now), lang);
    press(&mut app, KeyCode::F(3));
    app
}

fn started(dir: &Path) -> Option<DateTime<FixedOffset>> {
    on_disk(dir).rounds[0].actual_start
}

#[test]
fn a_second_start_asks_before_it_moves_the_default_time() {
    let dir = sample_copy("kzz-2015");
    let mut app = clock_tab(dir.path(), "2015-02-15T09:35:00+01:00", Lang::En);
    press(&mut app, KeyCode::Char('s'));
    assert_eq!(started(dir.path()), Some(at("2015-02-15T09:35:00+01:00")));
    drop(app);

    let mut app = clock_tab(dir.path(), "2015-02-15T09:50:00+01:00", Lang::En);
    press(&mut app, KeyCode::Char('s'));
    let asked = app.status().text.clone();
    assert!(
        asked.contains("started at 09:35; again at 09:50?"),
        "{asked}"
    );
    fits(&asked);
    assert_eq!(started(dir.path()), Some(at("2015-02-15T09:35:00+01:00")));
    // Any key but yes keeps the first start, q included (it does not quit either).
    press(&mut app, KeyCode::Char('q'));
    assert!(!app.should_quit());
    assert!(
        app.status().text.contains("nothing changed"),
        "{}",
        app.status().text
    );
    assert_eq!(started(dir.path()), Some(at("2015-02-15T09:35:00+01:00")));
    press(&mut app, KeyCode::Char('s'));
    press(&mut app, KeyCode::Char('y'));
    assert_eq!(started(dir.path()), Some(at("2015-02-15T09:50:00+01:00")));
}

/// The question fits the status line of an 80-column screen whole, its answer keys too.
fn fits(text: &str) {
    assert!(kup::i18n::width::width(text) <= 80, "{text}");
}

#[test]
fn a_start_after_the_default_time_by_the_schedule_asks_in_the_readers_language() {
    let dir = sample_copy("kzz-2015");
    let mut app = clock_tab(dir.path(), "2015-02-15T10:20:00+01:00", Lang::Hr);
    press(&mut app, KeyCode::Char('s'));
    let asked = app.status().text.clone();
    assert!(asked.contains("isteklo je 10:00; ipak početi?"), "{asked}");
    fits(&asked);
    assert_eq!(started(dir.path()), None);
    // "da" in Croatian.
    press(&mut app, KeyCode::Char('d'));
    assert_eq!(started(dir.path()), Some(at("2015-02-15T10:20:00+01:00")));
}
