//! The full-screen program in the reader's language at the keyboard: a question answered
//! with the reader's own yes (hr and sl `d`, `y` everywhere), keys named in the reader's
//! words, and a refusal that offers the way out instead of hiding it.

use std::path::Path;

use chrono::DateTime;
use ratatui::crossterm::event::KeyCode;

use crate::common::{assert_saved, on_disk, press, sample_copy, screen, type_keys};
use kup::i18n::Lang;
use kup::store::Store;
use kup::tui::FixedClock;
use kup::tui::app::App;
use kup::tui::theme::Theme;

fn app_at(dir: &Path, time: &str, lang: Lang) -> App {
    let store = Store::open_shared(dir, std::time::Duration::from_secs(5)).unwrap();
    let theme = Theme::choose(Some("default"), false).unwrap();
    let now = DateTime::parse_from_rfc3339(time).unwrap();
    App::new(store, Box::new(FixedClock(now)), theme, lang)
}

/// At 09:45 the clock counts down for the players not yet seated, so `q` asks; in Croatian
/// and Slovenian `d` (da) answers yes, and `n` stays.
#[test]
fn questions_take_the_readers_yes() {
    let dir = sample_copy("kzz-2015");
    for (lang, asked) in [
        (Lang::Hr, "ipak izaći? d = izlaz, druga tipka = ostani"),
        (Lang::Sl, "vseeno končati? d = izhod, druga tipka = ostani"),
        (Lang::En, "quit anyway? y = quit, any other key = stay"),
    ] {
        let mut app = app_at(dir.path(), "2015-02-15T09:45:00+01:00", lang);
        type_keys(&mut app, "q");
        assert!(app.status().text.ends_with(asked), "{}", app.status().text);
        type_keys(&mut app, "n");
        assert!(!app.should_quit());
        type_keys(&mut app, "q");
        type_keys(&mut app, if lang == Lang::En { "y" } else { "d" });
        assert!(app.should_quit(), "{lang:?}");
    }
    // `y` is yes in every language.
    let mut app = app_at(dir.path(), "2015-02-15T09:45:00+01:00", Lang::Hr);
    type_keys(&mut app, "qy");
    assert!(app.should_quit());
}

/// The lineup overlay names the space bar as the reader does: Razmaknica, Preslednica.
#[test]
fn the_lineup_keys_name_the_space_bar_in_the_readers_word() {
    let dir = sample_copy("kzz-2015");
    for (lang, word) in [
        (Lang::Hr, "Razmaknica odaberi"),
        (Lang::Sl, "Preslednica izberi"),
        (Lang::En, "Space choose"),
    ] {
        let mut app = app_at(dir.path(), "2015-02-15T10:00:00+01:00", lang);
        type_keys(&mut app, "l");
        let shown = screen(&mut app, 80, 24);
        assert!(shown.contains(word), "{shown}");
    }
}

/// Round 1 is paired, so ŠK Zabok's base lineup is frozen: `J` on Vidović used to be
/// refused with "an arbiter's override is needed" and no way to give it. Now it asks
/// whether to move him as the arbiter's override, and moves him on yes (`d` in hr).
#[test]
fn a_move_in_the_frozen_base_lineup_offers_the_arbiters_override() {
    let dir = sample_copy("kzz-2015");
    let before = on_disk(dir.path());
    let mut app = app_at(dir.path(), "2015-02-15T10:00:00+01:00", Lang::Hr);
    press(&mut app, KeyCode::F(1));
    press(&mut app, KeyCode::Right);
    type_keys(&mut app, "J");
    assert_eq!(
        app.status().text,
        "osnovni sastav se ne mijenja kad su parovi 1. kola određeni: premjestiti \
         Vidović, Krunoslav na mjesto 2 odlukom sudca (ostaje zapisano)? \
         d = premjesti, druga tipka = ne"
    );
    type_keys(&mut app, "n");
    assert_eq!(on_disk(dir.path()), before);
    type_keys(&mut app, "Jd");
    assert_saved(&app);
    let zabok = &on_disk(dir.path()).teams[0];
    assert_eq!(zabok.roster[1].full_name(), "Vidović, Krunoslav");
}
