//! Helpers shared by the tests: the real `kup` binary, a sample's copy, the TUI on a test
//! backend.

pub mod captains;
pub mod chromium;
pub mod oracle;
pub mod tmux;

use std::path::Path;
use std::process::{Command, Output};

use kup::core::command::PlayerData;
use kup::core::{Regulation, TeamId, Tournament, TournamentInfo, apply};
use kup::store::{CURRENT, HISTORY_DIR, Store};
use kup::tui::app::App;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// Runs kup in English whatever the developer's locale or configuration (the languages
/// have their own tests in `tests/it/i18n.rs`).
pub fn kup(args: &[&str]) -> Output {
    // The zone of the presets' halls: the hall's clock is the event's, never the machine's,
    // and `tests/it/clock.rs` runs one event under three other zones to hold that.
    kup_on_machine_zone("CET-1CEST,M3.5.0,M10.5.0/3", args)
}

/// [`kup`] on a machine whose time zone is `zone` (`TZ`).
pub fn kup_on_machine_zone(zone: &str, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kup"))
        .env("TZ", zone)
        .env("LC_ALL", "C")
        .env("KUP_CONFIG", "/nonexistent/kup-config.ron")
        .args(args)
        .output()
        .expect("kup runs")
}

/// The day round 1 of a preset's own event was played, to create that event again.
pub fn preset_day(preset: &str) -> &'static str {
    match preset {
        "kzz-2015" => "2015-02-15",
        "mzz-2012" => "2012-02-05",
        "bpz-2025" => "2025-01-18",
        "hss-kadeti-2009" => "2009-12-27",
        "szs-pokal-2018" => "2018-06-01",
        other => panic!("no preset {other}"),
    }
}

/// `kup new DIR --preset PRESET` on the day of the preset's own event.
pub fn new_event(dir: &str, preset: &str) {
    ok(&["new", dir, "--preset", preset, "--date", preset_day(preset)]);
}

/// Runs kup and requires success; returns stdout.
pub fn ok(args: &[&str]) -> String {
    succeeded(args, kup(args))
}

/// Runs kup with no locale and no configuration, so only `--lang` decides the language.
pub fn kup_lang(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kup"))
        // The hall of the presets: a new event reads its rounds' times of day in the
        // machine's time zone, so the tests fix one (a POSIX rule, no tz database needed).
        .env("TZ", "CET-1CEST,M3.5.0,M10.5.0/3")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .env("KUP_CONFIG", "/nonexistent/kup-config.ron")
        .args(args)
        .output()
        .expect("kup runs")
}

/// [`kup_lang`], requiring success; returns stdout.
pub fn ok_lang(args: &[&str]) -> String {
    succeeded(args, kup_lang(args))
}

pub fn succeeded(args: &[&str], out: Output) -> String {
    assert!(
        out.status.success(),
        "kup {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

/// A new kzz-2015 Swiss at `dir` with five teams of Č, Đ, Š and Ž, starting numbers 1-5:
/// ŠK Zabok, ŠK Đakovo, ŠK Čakovec, ŠK Ludbreg, ŠK Žminj. An odd number, so round 1 has a
/// bye; the tests that keep 1 and 3 apart say so themselves.
pub fn five_team_cup(dir: &Path) {
    let d = dir.to_str().expect("utf-8 path");
    ok(&["new", d, "--preset", "kzz-2015", "--date", "2015-02-15"]);
    for name in [
        "ŠK Zabok",
        "ŠK Đakovo",
        "ŠK Čakovec",
        "ŠK Ludbreg",
        "ŠK Žminj",
    ] {
        ok(&["team", "add", d, "--name", name]);
    }
}

/// Two teams of five at `dir` (made by `kup new`), round 1 paired 1-2, and team 2's lineup
/// handed in at `handed_in` with its reserve on board 4 (a change: the windows and
/// deadlines of lineups apply to it). `run` runs kup as the test wants it run.
pub fn two_teams_of_five_paired(run: impl Fn(&[&str]) -> String, dir: &str, handed_in: &str) {
    for n in 1..=2 {
        run(&["team", "add", dir, "--name", &format!("ŠK Žabnik {n}")]);
        for p in [
            "Čolak, Ivan",
            "Ćosić, Ana",
            "Đurić, Luka",
            "Šimić, Željko",
            "Žic, Eva",
        ] {
            let (team, name) = (n.to_string(), format!("{p} {n}"));
            // Entered when the lineup came: the journal is the same on every machine.
            let add = ["player", "add", dir, "--team", &team, "--name", &name];
            run(&[&add[..], &["--clock", handed_in]].concat());
        }
    }
    run(&["pair", dir, "--round", "1", "--manual", "1-2"]);
    let lineup = [
        "--team",
        "2",
        "--players",
        "1,2,3,5",
        "--handed-in",
        handed_in,
    ];
    run(&[&["lineup", dir, "--round", "1"][..], &lineup[..]].concat());
}

/// A tournament in memory under `preset`: teams "ŠK 1" to "ŠK {teams}", each with `players`
/// registered players "Igralec T.P"; `adjust` changes a player's data by team and roster
/// place (both from 1), for the tests that need a foreigner or a rating.
pub fn teams_of_players(
    info: TournamentInfo,
    preset: &str,
    (teams, players): (u32, u32),
    adjust: impl Fn(u32, u32, &mut PlayerData),
) -> Tournament {
    let mut t = Tournament::new(info, Regulation::preset(preset).expect("a preset"));
    for n in 1..=teams {
        let add = kup::core::Command::AddTeam {
            name: format!("ŠK {n}"),
            club: String::new(),
            city: String::new(),
        };
        apply(&mut t, add).expect("a team");
        for p in 1..=players {
            let mut data = PlayerData {
                surname: format!("Igralec {n}.{p}"),
                registered: true,
                ..Default::default()
            };
            adjust(n, p, &mut data);
            let team = TeamId(n);
            apply(&mut t, kup::core::Command::AddPlayer { team, data }).expect("a player");
        }
    }
    t
}

/// The tournament as the last successful command left it on disk: as the next kup opens
/// it, the snapshot and the journal's records after it (the full-screen program writes
/// the snapshot behind the change).
pub fn on_disk(dir: &Path) -> Tournament {
    saved(dir).expect("a tournament that opens")
}

/// [`on_disk`], `None` while it does not open.
pub fn saved(dir: &Path) -> Option<Tournament> {
    Store::open_read_only(dir)
        .ok()
        .map(|store| store.state().clone())
}

/// A copy of a bundled sample in a temp dir, as `kup` would open it.
pub fn sample_copy(name: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join(HISTORY_DIR)).unwrap();
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("sample-data")
        .join(name)
        .join(CURRENT);
    std::fs::copy(source, dir.path().join(CURRENT)).unwrap();
    dir
}

/// One key without modifiers, as the terminal sends it.
pub fn press(app: &mut App, code: KeyCode) {
    app.key(&KeyEvent::new(code, KeyModifiers::NONE));
}

/// The screen the app draws at `width` x `height`, as text.
pub fn screen(app: &mut App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| app.draw(frame)).unwrap();
    terminal.backend().to_string()
}

/// Opens `dir` as the full-screen program does, waiting a moment for the writer's lock:
/// a child process another test thread forks (to run kup) holds a copy of every open file
/// descriptor until its exec, the lock's among them, so a lock just released in this
/// process can look held for a few milliseconds.
pub fn open_store(dir: &Path) -> Store {
    Store::open_waiting(dir, std::time::Duration::from_secs(10)).expect("the tournament opens")
}

/// The full-screen program on `dir` at the hall time `now`, in `lang`, as the arbiter runs
/// it (no lock held between changes), with the default theme.
pub fn hall_app(
    dir: &Path,
    now: chrono::DateTime<chrono::FixedOffset>,
    lang: kup::i18n::Lang,
) -> App {
    let store = Store::open_shared(dir, std::time::Duration::from_secs(5)).unwrap();
    let theme = kup::tui::theme::Theme::choose(Some("default"), false).unwrap();
    App::new(store, Box::new(kup::tui::FixedClock(now)), theme, lang)
}

/// Ctrl and a letter, as the terminal sends it.
pub fn ctrl(app: &mut App, c: char) {
    app.key(&KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL));
}

/// Types `keys`, one plain key each.
pub fn type_keys(app: &mut App, keys: &str) {
    for c in keys.chars() {
        press(app, KeyCode::Char(c));
    }
}

/// Fails, with the status line's text, unless the last change was saved.
#[track_caller]
pub fn assert_saved(app: &App) {
    let status = app.status();
    assert_eq!(
        status.kind,
        kup::tui::views::StatusKind::Saved,
        "{}",
        status.text
    );
}

/// The first web address on a screen or in a text (`http://127.0.0.1:PORT/...`).
pub fn address_in(text: &str) -> Option<std::net::SocketAddr> {
    text.split("http://")
        .nth(1)?
        .split('/')
        .next()?
        .parse()
        .ok()
}

/// A test's path as the command line's argument (the temporary directories are UTF-8).
pub fn s(path: &Path) -> &str {
    path.to_str().expect("utf-8 path")
}

/// A time in the hall, written as RFC 3339 with the hall's offset.
pub fn hall_time(rfc3339: &str) -> chrono::DateTime<chrono::FixedOffset> {
    chrono::DateTime::parse_from_rfc3339(rfc3339).expect("an RFC 3339 time")
}
