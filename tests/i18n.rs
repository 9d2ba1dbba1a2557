//! kup in Croatian, Slovenian and English: how the language is chosen, and what the
//! arbiter reads in each.

use std::path::Path;
use std::process::{Command, Output};

/// Runs kup with a clean language environment plus `env`, and no configuration file
/// unless `env` names one.
fn kup_with(env: &[(&str, &str)], args: &[&str]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_kup"));
    command
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

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

/// A tournament with one team added, so that `undo` has something to undo.
fn tournament_with_a_team(dir: &Path) {
    stdout_of(&[], &["new", s(dir), "--preset", "kzz-2015"]);
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
