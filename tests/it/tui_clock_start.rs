//! The Clock tab's `s` records when the clocks of the newest round were started; the
//! default time counts from it. Two slips an arbiter makes with it are asked about before
//! they are saved: a second `s` (which would move the default time of every absent player)
//! and a start after the default time by the schedule (the round's day or time is likely
//! wrong, and every player not yet seated would lose at once).

use std::path::Path;

use chrono::{DateTime, FixedOffset};
use ratatui::crossterm::event::KeyCode;

use crate::common::tmux::{Session, tmux_available};
use crate::common::{ok, on_disk, press, sample_copy};
use kup::i18n::Lang;
use kup::store::JOURNAL_FILE;
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

/// kzz-2015 from 5 Dec 2026 (regulations.md: rounds 1 and 2 that day at 09:30 and 16:00,
/// rounds 3 and 4 a week on): four teams, rounds 1 and 2 played, round 3 paired for
/// 12 Dec at 09:30 (default time 10:00).
fn cup_with_round_three_paired(dir: &Path) {
    let d = dir.to_str().unwrap();
    ok(&["new", d, "--preset", "kzz-2015", "--date", "2026-12-05"]);
    for n in 1..=4 {
        ok(&["team", "add", d, "--name", &format!("ŠK Žabnik {n}")]);
        for p in ["Čolak, Ivan", "Ćosić, Ana", "Đurić, Luka", "Šimić, Željko"] {
            let (team, name) = (n.to_string(), format!("{p} {n}"));
            ok(&["player", "add", d, "--team", &team, "--name", &name]);
        }
    }
    for (round, pairing) in [("1", "1-2,3-4"), ("2", "1-3,2-4")] {
        ok(&["pair", d, "--round", round, "--manual", pairing]);
        for table in ["1", "2"] {
            ok(&[
                "result", d, "--round", round, "--match", table, "--score", "3-1",
            ]);
        }
    }
    ok(&["pair", d, "--round", "3", "--manual", "4-1,2-3"]);
}

/// How many changes of the journal start a round's clocks.
fn starts_journaled(dir: &Path) -> usize {
    std::fs::read_to_string(dir.join(JOURNAL_FILE))
        .unwrap_or_default()
        .matches("StartRound")
        .count()
}

/// kup in Croatian at 80x24 under NO_COLOR on a server set to UTC, its clock standing at
/// `at` (the hall's time), on the Clock tab.
fn clock_tab_in_tmux(dir: &Path, at: &str) -> Session {
    let args = format!("--lang hr --clock {at} --clock-speed 0.001");
    let s = Session::start_on_with_env(dir, &args, &[("TZ", "UTC"), ("NO_COLOR", "1")]);
    s.wait_for_text("F1 Prijave");
    s.keys(&["F3"]);
    s.wait_for_text("igrači koji još nisu za pločom");
    s
}

fn quit(s: Session) {
    s.keys(&["q", "d"]);
    s.wait_until("kup to exit", |s| s.exit_status().is_some());
}

/// On 5 Dec, the day rounds 1 and 2 were played, round 3 is a week away: nobody is missing
/// from it yet, its times carry their date, and `s` asks before it starts it. On its day
/// `s` starts it without a question.
#[test]
fn only_the_round_in_play_on_its_day_starts_without_a_question() {
    if !tmux_available() {
        eprintln!("skipped: tmux is not installed");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    cup_with_round_three_paired(dir.path());
    let s = clock_tab_in_tmux(dir.path(), "2026-12-05T17:30");
    let screen = s.screen();
    assert!(screen.contains("Zakazano 12. 12. 2026. 09:30"), "{screen}");
    // Each player's default time is that day's 10:00, not a countdown of 10,000 minutes.
    assert!(screen.contains("12. 12. 2026. 10:00│"), "{screen}");
    assert!(
        !screen.contains("nedostaje"),
        "nobody is missing yet: {screen}"
    );
    s.keys(&["s"]);
    s.wait_for_text("3. kolo je za 12. 12. 2026. 09:30; početi ga sada? d = da, ostalo = ne");
    s.keys(&["n"]);
    s.wait_for_text("ništa nije promijenjeno");
    quit(s);
    assert_eq!(on_disk(dir.path()).rounds[2].actual_start, None);
    assert_eq!(starts_journaled(dir.path()), 0);

    let s = clock_tab_in_tmux(dir.path(), "2026-12-12T09:25");
    s.wait_for_text("nedostaje 16, istek 10:00");
    s.keys(&["s"]);
    s.wait_for_text("spremljeno: 3. kolo počelo u 09:25");
    quit(s);
    assert_eq!(
        on_disk(dir.path()).rounds[2].actual_start,
        Some(at("2026-12-12T09:25:00+01:00"))
    );
    assert_eq!(starts_journaled(dir.path()), 1);
}

/// A round whose every board has its result is over: `s` there asks, and no answer but
/// yes records anything.
#[test]
fn a_finished_round_asks_before_its_clocks_start() {
    if !tmux_available() {
        eprintln!("skipped: tmux is not installed");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    cup_with_round_three_paired(dir.path());
    let d = dir.path().to_str().unwrap();
    for table in ["1", "2"] {
        ok(&[
            "result", d, "--round", "3", "--match", table, "--score", "2-2",
        ]);
    }
    let s = clock_tab_in_tmux(dir.path(), "2026-12-12T13:00");
    s.keys(&["s"]);
    s.wait_for_text("3. kolo ima sve rezultate; ipak pokrenuti satove? d = da, ostalo = ne");
    s.keys(&["Escape"]);
    s.wait_for_text("ništa nije promijenjeno");
    quit(s);
    assert_eq!(on_disk(dir.path()).rounds[2].actual_start, None);
    assert_eq!(starts_journaled(dir.path()), 0);
}
