//! Every file kup reads, broken by hand: the refusal names the file, the line and column,
//! the field and the rule, in the reader's language (en and hr here), and never passes
//! on a parser's advice to programmers (`ron::Options::recursion_limit`).

use std::path::Path;
use std::process::{Command, Output};

use crate::common::sample_copy;

/// kup in `lang` (by `--lang`, or by the locale when `lang` is a locale name), with the
/// configuration file `config`.
fn kup_in(args: &[&str], lang: &str, config: &Path) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_kup"));
    command
        .env("TZ", "CET-1CEST,M3.5.0,M10.5.0/3")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("KUP_CONFIG", config);
    if lang.contains('_') {
        command.env("LANG", lang);
    } else {
        command.env_remove("LANG").args(["--lang", lang]);
    }
    command.args(args).output().expect("kup runs")
}

/// The refusal's message, which must be a failure.
fn refusal(args: &[&str], lang: &str, config: &Path) -> String {
    let out = kup_in(args, lang, config);
    let said = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(!out.status.success(), "{args:?} succeeded: {said}");
    said
}

fn no_config() -> &'static Path {
    Path::new("/nonexistent/kup-config.ron")
}

fn assert_says(said: &str, parts: &[&str]) {
    for part in parts {
        assert!(said.contains(part), "{part:?} missing from: {said}");
    }
}

fn s(path: &Path) -> &str {
    path.to_str().expect("utf-8 path")
}

/// The sample's snapshot with `from` (its first occurrence) replaced by `to`.
fn damaged_sample(from: &str, to: &str) -> tempfile::TempDir {
    let dir = sample_copy("kzz-2015");
    let file = dir.path().join(kup::store::CURRENT);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains(from), "{from}");
    std::fs::write(&file, text.replacen(from, to, 1)).unwrap();
    dir
}

#[test]
fn a_snapshot_with_a_wrong_value_names_file_line_column_and_field() {
    // The first player's line is `      fide_rating: Some("x"),`: the value's quote stands in
    // column 25, where a number was expected.
    let dir = damaged_sample("fide_rating: Some(2195)", "fide_rating: Some(\"x\")");
    let file = dir.path().join(kup::store::CURRENT);
    let line = line_of(&file, "Some(\"x\")");
    let en = refusal(&["show", s(dir.path())], "en", no_config());
    assert_says(
        &en,
        &[
            &format!("{} is no good snapshot", file.display()),
            &format!(
                "line {line}, column 25, field tournament.teams[0].roster[0].fide_rating: expected a number here"
            ),
        ],
    );
    let hr = refusal(&["show", s(dir.path())], "hr", no_config());
    assert_says(
        &hr,
        &[
            &format!("{} nije ispravna snimka", file.display()),
            &format!(
                "{line}. redak, 25. stupac, polje tournament.teams[0].roster[0].fide_rating: ovdje se očekuje broj"
            ),
        ],
    );
}

/// A label's text nested in itself a hundred times: valid RON, deeper than the parser
/// goes. The arbiter is told the file nests too deep, not how to reconfigure a parser.
#[test]
fn a_snapshot_nested_too_deep_says_so_in_the_readers_language() {
    let mut said = "(key: \"DidSetResult\", args: [])".to_string();
    for _ in 0..100 {
        said = format!("(key: \"DidSetResult\", args: [(\"a\", Texts([{said}], \"\"))])");
    }
    let dir = sample_copy("kzz-2015");
    let file = dir.path().join(kup::store::CURRENT);
    let text = std::fs::read_to_string(&file).unwrap();
    let (start, end) = (
        text.find("said: Some(").unwrap(),
        text.find("tournament:").unwrap(),
    );
    let nested = format!("{}said: Some({said}),\n {}", &text[..start], &text[end..]);
    std::fs::write(&file, nested).unwrap();
    for (lang, says) in [
        ("en", "the file nests its brackets too deep"),
        ("hr", "datoteka ugnježđuje zagrade preduboko"),
        ("sl", "datoteka gnezdi oklepaje pregloboko"),
    ] {
        let out = refusal(&["show", s(dir.path())], lang, no_config());
        assert_says(&out, &[&file.display().to_string(), says]);
        assert!(!out.contains("recursion_limit"), "{out}");
        assert!(!out.contains("serde_stacker"), "{out}");
    }
    let en = refusal(&["show", s(dir.path())], "en", no_config());
    assert_says(&en, &["line 5, column "]);
}

fn regulation_copy(dir: &Path, from: &str, to: &str) -> std::path::PathBuf {
    let text = kup::core::rules::PRESETS[0].ron;
    assert!(text.contains(from), "{from}");
    let path = dir.join("reg.ron");
    std::fs::write(&path, text.replacen(from, to, 1)).unwrap();
    path
}

fn line_of(path: &Path, needle: &str) -> usize {
    let text = std::fs::read_to_string(path).unwrap();
    text.lines().position(|l| l.contains(needle)).unwrap() + 1
}

#[test]
fn a_regulation_file_that_does_not_parse_names_file_line_column_and_field() {
    let tmp = tempfile::tempdir().unwrap();
    let reg = regulation_copy(tmp.path(), "boards: 4,", "boards: 4, bords: 4,");
    let line = line_of(&reg, "bords");
    let new = |lang| {
        let target = tmp.path().join(format!("new-{lang}"));
        let args = [
            "new",
            s(&target),
            "--regulation",
            s(&reg),
            "--date",
            "2026-01-03",
        ];
        refusal(&args, lang, no_config())
    };
    let place = std::fs::read_to_string(&reg)
        .unwrap()
        .lines()
        .nth(line - 1)
        .unwrap()
        .to_string();
    let column = place.find("bords").unwrap() + "bords".len() + 1;
    assert_says(
        &new("en"),
        &[
            &format!("{}: ", reg.display()),
            &format!(
                "line {line}, column {column}, field bords: 'bords' is no field here; the fields are: id, title,"
            ),
        ],
    );
    assert_says(
        &new("hr"),
        &[
            &format!("{}: ", reg.display()),
            &format!(
                "{line}. redak, {column}. stupac, polje bords: 'bords' ovdje nije polje; polja su: id, title,"
            ),
        ],
    );
}

#[test]
fn a_regulation_value_against_its_rule_names_file_line_column_field_and_rule() {
    let tmp = tempfile::tempdir().unwrap();
    let reg = regulation_copy(tmp.path(), "boards: 4,", "boards: 40,");
    let line = line_of(&reg, "boards: 40");
    let text = std::fs::read_to_string(&reg).unwrap();
    let column = text.lines().nth(line - 1).unwrap().find("boards").unwrap() + 1;
    let new = |lang| {
        let target = tmp.path().join(format!("new-{lang}"));
        let args = [
            "new",
            s(&target),
            "--regulation",
            s(&reg),
            "--date",
            "2026-01-03",
        ];
        refusal(&args, lang, no_config())
    };
    assert_says(
        &new("en"),
        &[&format!(
            "{}: line {line}, column {column}: regulation field 'boards' is invalid: must be between 1 and 16",
            reg.display()
        )],
    );
    assert_says(
        &new("hr"),
        &[&format!(
            "{}: {line}. redak, {column}. stupac: polje pravilnika 'boards' nije ispravno: mora biti između 1 i 16",
            reg.display()
        )],
    );
}

/// The configuration names the language, so a broken one is reported in the locale's.
#[test]
fn a_broken_configuration_names_file_line_column_and_field_in_the_locales_language() {
    let tmp = tempfile::tempdir().unwrap();
    let config = tmp.path().join("config.ron");
    // `theme` wants a name in quotes; the 5 stands in column 9 of line 2.
    std::fs::write(&config, "(lang: hr,\n theme: 5)\n").unwrap();
    let dir = sample_copy("kzz-2015");
    let show = ["show", s(dir.path())];
    assert_says(
        &refusal(&show, "en_GB.UTF-8", &config),
        &[&format!(
            "configuration file {}: line 2, column 9, field theme: expected a text in quotes here",
            config.display()
        )],
    );
    assert_says(
        &refusal(&show, "hr_HR.UTF-8", &config),
        &[&format!(
            "konfiguracijska datoteka {}: 2. redak, 9. stupac, polje theme: ovdje se očekuje tekst u navodnicima",
            config.display()
        )],
    );
}
