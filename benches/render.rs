//! What the arbiter waits for on screen at Olympiad size (200 teams x 11 rounds, the event of
//! `support::olympiad`), frames drawn into ratatui's TestBackend (the arbiter
//! asks that it "scrolls smoothly at 200 teams"):
//! - a Standings frame after a change: the standings derived again, then drawn (80x24 and
//!   160x48);
//! - a Standings frame after PageDown / PageUp: the derived sheet kept, only the rows on
//!   screen built;
//! - a Round frame after a cursor key (100 matches, the cursor's one expanded);
//! - a result key on the Round tab: the command applied, the snapshot made durable (on tmpfs
//!   where there is one, so fsync costs next to nothing), the screen redrawn;
//! - a cold start: opening the tournament directory, building the program, the first frame;
//!   beside it, its peer: reading the snapshot's bytes, all an opening cannot do without.
//!
//! Figures in `docs/figures.md#full-screen`.

mod support;

use std::path::Path;
use std::time::Duration;

use chrono::DateTime;
use criterion::{Criterion, criterion_group, criterion_main};
use kup::i18n::Lang;
use kup::store::Store;
use kup::tui::app::App;
use kup::tui::theme::Theme;
use kup::tui::views::standings::StandingsView;
use kup::tui::views::{Paint, View};
use kup::tui::{Clock, FixedClock};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

const SIZES: [(u16, u16); 2] = [(80, 24), (160, 48)];

fn clock() -> Box<dyn Clock> {
    Box::new(FixedClock(
        DateTime::parse_from_rfc3339("2026-09-20T15:00:00+02:00").expect("time"),
    ))
}

fn theme() -> Theme {
    Theme::choose(Some("default"), false).expect("theme")
}

fn press(app: &mut App, code: KeyCode) {
    app.key(&KeyEvent::new(code, KeyModifiers::NONE));
}

/// PageDown when `down`, else PageUp; then the other next time.
fn page_down_or_up(app: &mut App, down: &mut bool) {
    press(
        app,
        if *down {
            KeyCode::PageDown
        } else {
            KeyCode::PageUp
        },
    );
    *down = !*down;
}

/// A directory for the tournament: tmpfs where there is one, so that a result key measures
/// kup and not the disk (the store bench has the fsync figures).
fn scratch() -> tempfile::TempDir {
    tempfile::tempdir_in("/dev/shm")
        .or_else(|_| tempfile::tempdir())
        .expect("temp dir")
}

/// The Olympiad event stored in a fresh directory, and the program opened on it.
fn app_on(dir: &Path) -> App {
    Store::create(dir, support::olympiad()).expect("store");
    let store = Store::open_shared(dir, Duration::from_secs(5)).expect("open");
    App::new(store, clock(), theme(), Lang::En)
}

fn standings(c: &mut Criterion) {
    let t = support::olympiad();
    let theme = theme();
    let now = clock().now(&t);
    for (width, height) in SIZES {
        let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("terminal");
        let mut view = StandingsView::default();
        let mut revision = 0;
        c.bench_function(
            &format!("standings_frame_after_a_change_200_teams_{width}x{height}"),
            |b| {
                b.iter(|| {
                    // A new revision: the view derives the standings again, as after a key.
                    revision += 1;
                    let paint = Paint {
                        t: &t,
                        theme: &theme,
                        now,
                        lang: Lang::En,
                        revision,
                    };
                    terminal
                        .draw(|frame| view.render(frame, frame.area(), &paint))
                        .expect("draw");
                })
            },
        );
    }
    let dir = scratch();
    let mut app = app_on(dir.path());
    press(&mut app, KeyCode::F(4));
    for (width, height) in SIZES {
        let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("terminal");
        terminal.draw(|frame| app.draw(frame)).expect("draw");
        let mut down = true;
        c.bench_function(
            &format!("standings_frame_after_page_down_200_teams_{width}x{height}"),
            |b| {
                b.iter(|| {
                    // A page down, then up again, so every frame shows other rows.
                    page_down_or_up(&mut app, &mut down);
                    terminal.draw(|frame| app.draw(frame)).expect("draw");
                })
            },
        );
    }
}

fn round(c: &mut Criterion) {
    let dir = scratch();
    let mut app = app_on(dir.path());
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("terminal");
    terminal.draw(|frame| app.draw(frame)).expect("draw");
    let mut down = true;
    c.bench_function("round_frame_after_a_cursor_key_200_teams_80x24", |b| {
        b.iter(|| {
            // The next match and back: each frame expands another match.
            page_down_or_up(&mut app, &mut down);
            terminal.draw(|frame| app.draw(frame)).expect("draw");
        })
    });
    let mut white = true;
    c.bench_function("result_key_applied_durable_redrawn_200_teams_80x24", |b| {
        b.iter(|| {
            // A result on board 1 of table 1, alternating so that every key is a change;
            // Up brings the cursor back from board 2.
            press(&mut app, KeyCode::Char(if white { '1' } else { '0' }));
            white = !white;
            press(&mut app, KeyCode::Up);
            terminal.draw(|frame| app.draw(frame)).expect("draw");
        })
    });
}

fn cold_start(c: &mut Criterion) {
    let dir = scratch();
    drop(app_on(dir.path()));
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("terminal");
    c.bench_function("cold_start_to_first_frame_200_teams_80x24", |b| {
        b.iter(|| {
            let store = Store::open_shared(dir.path(), Duration::from_secs(5)).expect("open");
            let mut app = App::new(store, clock(), theme(), Lang::En);
            terminal.draw(|frame| app.draw(frame)).expect("draw");
        })
    });
    let snapshot = dir.path().join(kup::store::CURRENT);
    c.bench_function("cold_start_peer_read_the_snapshot_bytes_200_teams", |b| {
        b.iter(|| std::fs::read(&snapshot).expect("snapshot").len())
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2));
    targets = standings, round, cold_start
}
criterion_main!(benches);
