//! The smaller defects found running a county cup at 80x24, each held by a test that
//! failed before its fix.

use chrono::{DateTime, FixedOffset};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;
use ratatui::style::Color;

use crate::common::{five_team_cup, hall_app, ok, press, sample_copy, screen};
use kup::i18n::Lang;
use kup::store::Store;
use kup::tui::app::App;

fn at(time: &str) -> DateTime<FixedOffset> {
    DateTime::parse_from_rfc3339(time).unwrap()
}

/// At 10:05 every missing player of round 1 of the Krapina-Zagorje cup is past the default
/// time (10:00): the cursor's row still shows EXPIRED in the error colour, white on red,
/// as every other row does, not in the cursor's black on yellow.
#[test]
fn the_clock_cursor_keeps_the_countdowns_colour() {
    let dir = sample_copy("kzz-2015");
    let mut app = hall_app(dir.path(), at("2015-02-15T10:05:00+01:00"), Lang::En);
    press(&mut app, KeyCode::F(3));
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|frame| app.draw(frame)).unwrap();
    let buffer = terminal.backend().buffer();
    let row_of = |y: u16| -> String { (0..80).map(|x| buffer[(x, y)].symbol()).collect() };
    let cursor = (0..24)
        .find(|&y| buffer[(5, y)].bg == Color::Yellow)
        .expect("the cursor's row");
    let row = row_of(cursor);
    let column = row[..row.find("EXPIRED").expect("EXPIRED on the cursor's row")]
        .chars()
        .count() as u16;
    let cell = &buffer[(column, cursor)];
    assert_eq!((cell.fg, cell.bg), (Color::White, Color::Red), "{row}");
    // The rest of the row is the cursor's.
    assert_eq!(buffer[(1, cursor)].bg, Color::Yellow);
}

/// Round 1 of a cup is played (a result is in) before the clock reaches its scheduled
/// 09:30, as at a rehearsal or on a fake clock: the header's next round is round 2.
#[test]
fn the_headers_next_round_comes_after_the_rounds_already_played() {
    let dir = tempfile::tempdir().unwrap();
    five_team_cup(dir.path());
    let d = dir.path().to_str().unwrap();
    ok(&["pair", d]);
    ok(&[
        "result", d, "--round", "1", "--match", "1", "--board", "1", "1-0",
    ]);
    let mut app = hall_app(dir.path(), at("2015-02-15T08:00:00+01:00"), Lang::En);
    let shown = screen(&mut app, 160, 24);
    let header = shown.lines().next().unwrap();
    assert!(header.contains("next: round 2 at"), "{header}");
}

/// `kup --read-only` on a tournament whose lock file a kup that has ended left behind:
/// nobody holds the tournament, so the status line says it is read-only because the
/// arbiter asked, and names no other kup; while a kup does hold it, that kup is named.
#[test]
fn read_only_blames_another_kup_only_while_one_holds_the_lock() {
    let dir = sample_copy("kzz-2015");
    std::fs::write(dir.path().join("lock"), "ana 4242 sudac-1\n").unwrap();
    let theme = || kup::tui::theme::Theme::choose(Some("default"), false).unwrap();
    let clock = || Box::new(kup::tui::FixedClock(at("2015-02-15T10:00:00+01:00")));
    let looking = Store::open_read_only(dir.path()).unwrap();
    let app = App::new(looking, clock(), theme(), Lang::Hr);
    assert_eq!(
        app.status().text,
        "samo za čitanje, kako je zatraženo (--read-only): ništa se ne može mijenjati"
    );
    let holder = crate::common::open_store(dir.path());
    let looking = Store::open_read_only(dir.path()).unwrap();
    let app = App::new(looking, clock(), theme(), Lang::En);
    let said = &app.status().text;
    assert!(
        said.starts_with("read-only: another kup holds this tournament (user "),
        "{said}"
    );
    assert!(
        said.contains(&format!("pid {}", std::process::id())),
        "{said}"
    );
    drop(holder);
}

/// The Krapina-Zagorje cup ranks by MP, then GP, OSB, OMP and lots: the GP criterion is
/// the GP column already there, shown once; the lots column stays out until a lot is
/// drawn, and the title says none is.
#[test]
fn the_standings_show_game_points_once_and_no_empty_lots_column() {
    let dir = sample_copy("kzz-2015");
    let mut app = hall_app(dir.path(), at("2015-02-15T10:00:00+01:00"), Lang::En);
    press(&mut app, KeyCode::F(4));
    let shown = screen(&mut app, 80, 24);
    let title = shown.lines().nth(2).unwrap();
    let headings = shown.lines().nth(3).unwrap();
    assert_eq!(headings.matches(" GP ").count(), 1, "{headings}");
    assert!(!headings.contains("LOT"), "{headings}");
    assert!(
        title.contains("lots: none drawn yet (F5 draws them)"),
        "{title}"
    );
}

/// A tournament just created has no teams: the program opens on the Rosters tab, where
/// they are entered, and the Round tab says so instead of offering `p` to pair.
#[test]
fn an_empty_tournament_opens_where_teams_are_entered() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    ok(&["new", d, "--preset", "kzz-2015", "--date", "2015-02-15"]);
    for (lang, said) in [
        (
            Lang::En,
            "no teams to pair yet: add them on the Rosters tab (F1) first",
        ),
        (
            Lang::Hr,
            "još nema ekipa za sparivanje: najprije ih dodajte na kartici Prijave (F1)",
        ),
        (
            Lang::Sl,
            "še ni ekip za pare: najprej jih dodajte na zavihku Ekipe (F1)",
        ),
    ] {
        let mut app = hall_app(dir.path(), at("2015-02-15T08:00:00+01:00"), lang);
        assert_eq!(app.tab(), kup::tui::app::ROSTERS_TAB);
        press(&mut app, KeyCode::F(2));
        let shown = screen(&mut app, 80, 24);
        assert!(shown.contains(said), "{lang:?}:\n{shown}");
        drop(app);
    }
}

/// Nine teams: round 1 has four matches and a bye. With every match's boards shown (Enter)
/// the list is longer than the screen; End puts the cursor on the last board, and the bye
/// under it is on screen too.
#[test]
fn the_bye_stays_on_screen_at_end() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    ok(&["new", d, "--preset", "kzz-2015", "--date", "2015-02-15"]);
    for n in 1..=9 {
        ok(&["team", "add", d, "--name", &format!("ŠK Čakovec {n}")]);
    }
    ok(&["pair", d]);
    let mut app = hall_app(dir.path(), at("2015-02-15T09:00:00+01:00"), Lang::En);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::End);
    let shown = screen(&mut app, 80, 24);
    assert!(
        shown
            .lines()
            .any(|row| row.trim_end_matches(['"', '│', ' ']).ends_with("bye")),
        "the bye row:\n{shown}"
    );
}
