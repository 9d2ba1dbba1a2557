//! kup in Croatian, Slovenian and English: how the language is chosen, and what the
//! arbiter reads in each.

use crate::common::s;
use std::path::Path;
use std::process::{Command, Output};

/// Runs kup with a clean language environment plus `env`, and no configuration file
/// unless `env` names one.
fn kup_with(env: &[(&str, &str)], args: &[&str]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_kup"));
    command
        // The hall of the presets: a new event reads its rounds' times of day in the
        // machine's time zone, so the tests fix one (a POSIX rule, no tz database needed).
        .env("TZ", "CET-1CEST,M3.5.0,M10.5.0/3")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .env("KUP_CONFIG", "/nonexistent/kup-config.ron");
    command.envs(env.iter().copied()).args(args);
    command.output().expect("kup runs")
}

fn stdout_of(env: &[(&str, &str)], args: &[&str]) -> String {
    let out = kup_with(env, args);
    assert!(
        out.status.success(),
        "kup {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

/// A tournament with one team added, so that `undo` has something to undo.
fn tournament_with_a_team(dir: &Path) {
    stdout_of(
        &[],
        &[
            "new",
            s(dir),
            "--preset",
            "kzz-2015",
            "--date",
            "2015-02-15",
        ],
    );
    stdout_of(&[], &["team", "add", s(dir), "--name", "ŠK Zabok"]);
}

#[test]
fn the_language_comes_from_the_flag_the_config_or_the_locale() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = tmp.path().join("cup");
    tournament_with_a_team(&dir);
    let config = tmp.path().join("config.ron");
    std::fs::write(&config, "(lang: sl)").expect("config written");
    let config = s(&config);

    // LANG alone: Croatian.
    let out = stdout_of(&[("LANG", "hr_HR.UTF-8")], &["undo", s(&dir)]);
    assert!(out.starts_with("poništeno: "), "{out}");
    // The configuration beats the locale: Slovenian.
    let out = stdout_of(
        &[("LANG", "hr_HR.UTF-8"), ("KUP_CONFIG", config)],
        &["redo", s(&dir)],
    );
    assert!(out.starts_with("ponovljeno: "), "{out}");
    let out = stdout_of(
        &[("LANG", "hr_HR.UTF-8"), ("KUP_CONFIG", config)],
        &["undo", s(&dir)],
    );
    assert!(out.starts_with("razveljavljeno: "), "{out}");
    // The flag beats both: English.
    stdout_of(&[], &["redo", s(&dir)]);
    let out = stdout_of(
        &[("LANG", "hr_HR.UTF-8"), ("KUP_CONFIG", config)],
        &["--lang", "en", "undo", s(&dir)],
    );
    assert!(out.starts_with("undone: "), "{out}");
    // LC_MESSAGES beats LANG; a locale kup does not speak means English.
    stdout_of(&[], &["redo", s(&dir)]);
    let out = stdout_of(
        &[("LANG", "hr_HR.UTF-8"), ("LC_MESSAGES", "sl_SI.UTF-8")],
        &["undo", s(&dir)],
    );
    assert!(out.starts_with("razveljavljeno: "), "{out}");
    stdout_of(&[], &["redo", s(&dir)]);
    let out = stdout_of(&[("LANG", "de_AT.UTF-8")], &["undo", s(&dir)]);
    assert!(out.starts_with("undone: "), "{out}");
}

#[test]
fn a_broken_configuration_is_reported_with_its_path() {
    let tmp = tempfile::tempdir().expect("tmp");
    let config = tmp.path().join("config.ron");
    std::fs::write(&config, "(lang: de)").expect("config written");
    let out = kup_with(&[("KUP_CONFIG", s(&config))], &["presets"]);
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("config.ron"), "{stderr}");
    // --lang needs no configuration, so a broken one does not stand in its way.
    let out = kup_with(&[("KUP_CONFIG", s(&config))], &["--lang", "hr", "presets"]);
    assert!(out.status.success());
}

mod screens {
    //! The Round and Standings tabs at 80x24 in Croatian and Slovenian, on the bundled
    //! Kup KZŽ 2015 sample (round 1 under way), with the clock standing still.

    use kup::i18n::Lang;
    use kup::store::{CURRENT, Store};
    use kup::tui::FixedClock;
    use kup::tui::app::App;
    use kup::tui::theme::Theme;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use ratatui::crossterm::event::{Event, KeyCode, KeyEvent};

    /// The screen as text, one line per row, the temporary directory's path replaced.
    /// Expected: every label in the chosen language (the regulations' terms: hr MB, Bod.,
    /// Prvoimenovana ekipa, B/C for bijeli/crni; sl MT, Toč., Miza, B/Č), and
    /// the columns aligned although the names carry Š, Ž, Č, Ć.
    fn screen(lang: Lang, key: Option<KeyCode>) -> String {
        let tmp = tempfile::tempdir().expect("tmp");
        std::fs::write(tmp.path().join(CURRENT), kup::sample::DEFAULT_SAMPLE).expect("copy");
        let store = Store::open(tmp.path()).expect("sample opens");
        let now = chrono::DateTime::parse_from_rfc3339("2015-02-15T10:15:00+01:00").expect("time");
        let theme = Theme::choose(Some("mono"), true).expect("mono theme");
        let mut app = App::new(store, Box::new(FixedClock(now)), theme, lang);
        if let Some(code) = key {
            app.handle(&Event::Key(KeyEvent::from(code)));
        }
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("terminal");
        terminal.draw(|frame| app.draw(frame)).expect("drawn");
        let buffer = terminal.backend().buffer();
        let mut text = String::new();
        for y in 0..buffer.area.height {
            let mut line = String::new();
            for x in 0..buffer.area.width {
                line.push_str(buffer[(x, y)].symbol());
            }
            text.push_str(line.trim_end());
            text.push('\n');
        }
        // The path's length varies with TMPDIR, and the status line pads after it.
        let path = tmp.path().display().to_string();
        text.lines()
            .map(|line| match line.split_once(path.as_str()) {
                Some((before, after)) => format!("{before}<dir>  {}", after.trim_start()),
                None => line.to_string(),
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn round_tab_in_croatian() {
        insta::assert_snapshot!(screen(Lang::Hr, None));
    }

    #[test]
    fn round_tab_in_slovenian() {
        insta::assert_snapshot!(screen(Lang::Sl, None));
    }

    #[test]
    fn standings_tab_in_croatian() {
        insta::assert_snapshot!(screen(Lang::Hr, Some(KeyCode::F(4))));
    }

    #[test]
    fn standings_tab_in_slovenian() {
        insta::assert_snapshot!(screen(Lang::Sl, Some(KeyCode::F(4))));
    }

    /// The Clock tab at 10:15, past round 1's default time (09:30 + 30 minutes): the
    /// players still missing are listed as expired (hr ISTEKLO, sl POTEKLO).
    #[test]
    fn clock_tab_in_croatian() {
        insta::assert_snapshot!(screen(Lang::Hr, Some(KeyCode::F(3))));
    }

    #[test]
    fn clock_tab_in_slovenian() {
        insta::assert_snapshot!(screen(Lang::Sl, Some(KeyCode::F(3))));
    }

    #[test]
    fn tiebreaks_tab_in_croatian() {
        insta::assert_snapshot!(screen(Lang::Hr, Some(KeyCode::F(5))));
    }

    #[test]
    fn tiebreaks_tab_in_slovenian() {
        insta::assert_snapshot!(screen(Lang::Sl, Some(KeyCode::F(5))));
    }
}
