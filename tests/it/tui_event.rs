//! The tournament form of the full-screen program (Ctrl-E, over any tab): what it shows
//! in each language at 80x24, that a save is one command on disk before the status line
//! says so, and that a field that does not read keeps the form open and names the field.

use kup::i18n::Lang;
use kup::tui::FixedClock;
use kup::tui::app::App;
use kup::tui::theme::Theme;
use ratatui::crossterm::event::KeyCode;

use std::path::Path;

use kup::store::JOURNAL_FILE;

use crate::common::tmux::{Session, tmux_available};
use crate::common::{
    ctrl, hall_time, ok, on_disk, press, sample_copy, screen, two_teams_of_five_paired,
};

/// The hall's clock in these tests.
const HALL_TIME: &str = "2015-02-15T09:50:00+01:00";

fn app(dir: &std::path::Path, lang: Lang) -> App {
    let store = crate::common::open_store(dir);
    let theme = Theme::choose(Some("mono"), true).unwrap();
    App::new(
        store,
        Box::new(FixedClock(hall_time(HALL_TIME))),
        theme,
        lang,
    )
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
    // First day: Ctrl-U clears it, and a year of two digits does not read.
    press(&mut app, KeyCode::Down);
    ctrl(&mut app, 'u');
    type_text(&mut app, "15.2.15");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.status().text,
        "prvi dan: '15.2.15' nije datum poput 7.12.2026 ili 2026-12-07"
    );
    assert_eq!(
        on_disk(dir.path()).info.start_date.unwrap().to_string(),
        "2015-02-15"
    );
    // The way a Croat writes the date reads, as ISO does.
    ctrl(&mut app, 'u');
    type_text(&mut app, "15. 2. 2015.");
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
    // Down to round 2's date: the event's eight lines of fields, then the rounds.
    for _ in 0..9 {
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

/// kzz-2015 from 5 Dec 2026, two teams of five, round 1 paired: team 2's lineup change
/// handed in at 09:10 (the window, čl. 6: 09:00-09:15), team 1's board 1 at the board at
/// 09:50 (the default time: 10:00).
fn round_one_under_way(dir: &Path) {
    let d = dir.to_str().unwrap();
    ok(&["new", d, "--preset", "kzz-2015", "--date", "2026-12-05"]);
    two_teams_of_five_paired(ok, d, "2026-12-05T09:10:00+01:00");
    ok(&["arrive", d, "--team", "1", "--board", "1", "--at", "09:50"]);
}

/// The form in tmux (Croatian, 80x24, NO_COLOR, a server on UTC) at 09:55 on 5 Dec, round
/// 1's time typed as `time` and Enter pressed.
fn round_one_moved_to(dir: &Path, time: &str) -> Session {
    let args = "--lang hr --clock 2026-12-05T09:55 --clock-speed 0.001";
    let s = Session::start_on_with_env(dir, args, &[("TZ", "UTC"), ("NO_COLOR", "1")]);
    s.wait_for_text("F1 Prijave");
    s.keys(&["C-e"]);
    s.wait_for_text("Enter spremi");
    // Name, days, venue, city, federation, time zone, chief arbiter, deputies: round 1.
    for _ in 0..8 {
        s.keys(&["Down"]);
    }
    s.keys(&["Tab", "C-u"]);
    s.type_text(time);
    s.keys(&["Enter"]);
    s
}

fn forms_saved(dir: &Path) -> usize {
    std::fs::read_to_string(dir.join(JOURNAL_FILE))
        .unwrap_or_default()
        .matches("SetEvent")
        .count()
}

/// Round 1 moved from 09:30 to 09:00 moves its window to 08:30-08:45 and its default time
/// to 09:30: the lineup handed in at 09:10 is now late and the 09:50 arrival after the
/// default time. The form says so and saves only on yes.
#[test]
fn a_played_rounds_new_time_names_what_it_makes_wrong_before_it_is_saved() {
    if !tmux_available() {
        eprintln!("skipped: tmux is not installed");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    round_one_under_way(dir.path());
    let s = round_one_moved_to(dir.path(), "09:00");
    s.wait_for_text("Ipak spremiti? d = da, ostalo = ne");
    let asked = s.screen().replace('\n', " ");
    for wrong in [
        "sastav za 1. kolo predan je u 5. 12. 2026. 09:10",
        "1. kolo, stol 1, ploča 1: došao u 5. 12. 2026. 09:50, nakon novog isteka zakašnjenja",
    ] {
        assert!(asked.contains(wrong), "{wrong}: {asked}");
    }
    s.keys(&["n"]);
    s.wait_for_text("ništa nije promijenjeno");
    assert_eq!(on_disk(dir.path()).rounds[0].scheduled_start, None);
    assert_eq!(forms_saved(dir.path()), 0);
    s.keys(&["Enter"]);
    s.wait_for_text("Ipak spremiti?");
    s.keys(&["d"]);
    s.wait_for_text("spremljeno: podaci o turniru i raspored kola upisani");
    let start = on_disk(dir.path()).rounds[0].scheduled_start;
    assert_eq!(
        start.map(|at| at.to_rfc3339()).as_deref(),
        Some("2026-12-05T09:00:00+01:00")
    );
    assert_eq!(forms_saved(dir.path()), 1);
    s.keys(&["q", "d"]);
    s.wait_until("kup to exit", |s| s.exit_status().is_some());
}

/// A round with a result keeps the start it was played by: the form names the rule and
/// stays open.
#[test]
fn a_round_with_results_keeps_its_start() {
    if !tmux_available() {
        eprintln!("skipped: tmux is not installed");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    round_one_under_way(dir.path());
    let d = dir.path().to_str().unwrap();
    ok(&[
        "result", d, "--round", "1", "--match", "1", "--board", "2", "1-0",
    ]);
    let s = round_one_moved_to(dir.path(), "10:00");
    s.wait_for_text("raspored kola: 1. kolo ima rezultate: početak mu ostaje kako se igralo");
    assert!(s.screen().contains("Enter spremi"), "the form stays open");
    assert_eq!(on_disk(dir.path()).rounds[0].scheduled_start, None);
    assert_eq!(forms_saved(dir.path()), 0);
    s.keys(&["Escape"]);
    s.wait_until("the form to close", |s| {
        !s.screen().contains("Enter spremi")
    });
    s.keys(&["q", "d"]);
    s.wait_until("kup to exit", |s| s.exit_status().is_some());
}

/// `kup DIR` on an empty directory, in Croatian: a preset's id mistyped and a date with a
/// year of two digits are said and asked again (kup does not end); a regulation file's
/// path and a date written the Croatian way are taken; the form then opens with a name
/// true for the new event, 2026, not the regulation's 2015.
#[test]
fn the_creation_dialogue_asks_again_takes_a_file_and_a_croatian_date() {
    if !tmux_available() {
        eprintln!("skipped: tmux is not installed");
        return;
    }
    let scratch = tempfile::tempdir().unwrap();
    let own = scratch.path().join("kzz-vlastiti.ron");
    std::fs::write(&own, ok(&["regulation", "kzz-2015"])).unwrap();
    let dir = scratch.path().join("kup");
    std::fs::create_dir(&dir).unwrap();
    let args = "--lang hr --clock 2026-12-07T12:00 --clock-speed 0.001";
    let s = Session::start_on_with_env(&dir, args, &[("TZ", "UTC"), ("NO_COLOR", "1")]);
    let screen = |s: &Session| s.screen().replace('\n', "");
    s.wait_for_text("Stvoriti ga ovdje? [D/n]");
    s.keys(&["Enter"]);
    s.wait_for_text("[prvi]:");
    s.type_text("kzz");
    s.keys(&["Enter"]);
    s.wait_until("the preset asked again", |s| {
        screen(s).contains("nepoznat predložak 'kzz'") && screen(s).matches("[prvi]:").count() == 2
    });
    s.type_text(own.to_str().unwrap());
    s.keys(&["Enter"]);
    s.wait_for_text("Datum 1. kola (D.M.GGGG ili GGGG-MM-DD)");
    s.type_text("7.12.26");
    s.keys(&["Enter"]);
    s.wait_for_text("datum: '7.12.26' nije datum poput 7.12.2026 ili 2026-12-07");
    s.type_text("7.12.2026");
    s.keys(&["Enter"]);
    s.wait_for_text("Enter spremi");
    assert!(
        s.screen()
            .contains("naziv             : Kup Krapinsko-zagorske županije 2026"),
        "{}",
        s.screen()
    );
    let t = on_disk(&dir);
    assert_eq!(
        t.info.start_date.map(|d| d.to_string()).as_deref(),
        Some("2026-12-07")
    );
    let start = t.regulation.schedule[0].start.to_rfc3339();
    assert_eq!(start, "2026-12-07T09:30:00+01:00");
    assert_eq!(forms_saved(&dir), 0);
    // Saved as it stands, the name the form offered is the event's.
    s.keys(&["Enter"]);
    s.wait_for_text("spremljeno: podaci o turniru i raspored kola upisani");
    assert_eq!(forms_saved(&dir), 1);
    assert_eq!(
        on_disk(&dir).info.name,
        "Kup Krapinsko-zagorske županije 2026"
    );
    s.keys(&["q", "d"]);
    s.wait_until("kup to exit", |s| s.exit_status().is_some());
    assert_eq!(s.exit_status().as_deref(), Some("0"));
}
