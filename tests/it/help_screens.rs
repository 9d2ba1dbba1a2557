//! Every help screen of the command line, as the arbiter's terminal shows it, in English,
//! Croatian and Slovenian: no line wider than 80 columns (a printed page, a terminal split
//! in two), and in Croatian and Slovenian none of clap's own English words.

use std::process::Command;

use kup::i18n::Lang;
use unicode_width::UnicodeWidthStr;

const COLUMNS: usize = 80;

/// The words clap writes into a help screen by itself.
const CLAP_ENGLISH: [&str; 8] = [
    "Usage:",
    "Options:",
    "Arguments:",
    "Commands:",
    "Print help",
    "Print version",
    "[default:",
    "[possible values:",
];

/// The locale that chooses `lang`, as an arbiter's terminal sets it.
fn locale(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "C",
        Lang::Hr => "hr_HR.UTF-8",
        Lang::Sl => "sl_SI.UTF-8",
    }
}

/// What `kup ARGS` prints with the language chosen by the locale, as the help shows it.
fn screen(lang: Lang, args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_kup"))
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .env("LC_ALL", locale(lang))
        .env("KUP_CONFIG", "/nonexistent/kup-config.ron")
        .args(args)
        .output()
        .expect("kup runs");
    assert!(out.status.success(), "kup {args:?}: {out:?}");
    String::from_utf8(out.stdout).expect("utf-8")
}

/// Every subcommand's path (`[]` for kup, `["team", "add"]`), from clap's own tree, so a
/// new subcommand is tried without being listed here; and the short and long help of each,
/// and `kup help help`, which lists the subcommands under clap's `help`.
fn invocations() -> Vec<Vec<String>> {
    fn walk(cmd: &clap::Command, path: &[String], out: &mut Vec<Vec<String>>) {
        for flag in ["-h", "--help"] {
            out.push([path, &[flag.to_string()]].concat());
        }
        for sub in cmd.get_subcommands().filter(|s| s.get_name() != "help") {
            walk(sub, &[path, &[sub.get_name().to_string()]].concat(), out);
        }
    }
    let mut out = vec![vec!["help".to_string(), "help".to_string()]];
    walk(&kup::cli::help::command(Lang::En), &[], &mut out);
    out
}

#[test]
fn every_help_screen_fits_80_columns_in_every_language() {
    let invocations = invocations();
    assert!(invocations.len() > 100, "{}", invocations.len());
    let mut wide = Vec::new();
    // Lines that fit although their bytes would not: the measure must be columns.
    let mut accented = 0;
    for lang in Lang::ALL {
        for args in &invocations {
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            for line in screen(lang, &args).lines() {
                let columns = UnicodeWidthStr::width(line);
                if columns > COLUMNS {
                    wide.push(format!(
                        "{lang:?} kup {}: {columns}: {line}",
                        args.join(" ")
                    ));
                } else if line.len() > COLUMNS {
                    accented += 1;
                }
            }
        }
    }
    assert!(wide.is_empty(), "\n{}\n", wide.join("\n"));
    assert!(
        accented > 0,
        "no line of Croatian or Slovenian help is near the limit"
    );
}

#[test]
fn croatian_and_slovenian_help_has_none_of_clap_english() {
    let invocations = invocations();
    let mut english = Vec::new();
    for lang in [Lang::Hr, Lang::Sl] {
        for args in &invocations {
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let screen = screen(lang, &args);
            for word in CLAP_ENGLISH.iter().filter(|w| screen.contains(*w)) {
                english.push(format!("{lang:?} kup {}: {word}", args.join(" ")));
            }
        }
    }
    assert!(english.is_empty(), "\n{}\n", english.join("\n"));
}
