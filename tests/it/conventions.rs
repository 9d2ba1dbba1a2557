//! The conventions a user of ripgrep, gitui or cargo expects of a command line, each tried
//! on the real binary: a typo gets clap's suggestion, every shell gets its completions, a
//! man page is there, and every option says what it is.

use std::process::{Command, Stdio};

use crate::common::tmux::{Session, tmux_available};
use crate::common::{kup, ok};
use kup::i18n::Lang;

fn stderr(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn a_mistyped_subcommand_before_a_directory_gets_clap_suggestion() {
    let out = kup(&["standigs", "T"]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let err = stderr(&out);
    assert!(err.contains("unrecognized subcommand 'standigs'"), "{err}");
    assert!(err.contains("'standings'"), "{err}");
    assert!(out.stdout.is_empty());
}

#[test]
fn a_directory_before_its_subcommand_is_told_the_order_kup_takes() {
    let out = kup(&["T", "standings"]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let err = stderr(&out);
    assert!(
        err.contains("the subcommand comes first, then the tournament directory"),
        "{err}"
    );
    assert!(err.contains("kup standings T"), "{err}");
}

/// `kup WORD` alone, in a directory: any name an arbiter gives a new event, a subcommand's
/// plural (`teams`) or a word like one (`results2026`), is the directory to open.
fn lone_word(word: &str) -> std::process::Output {
    let parent = tempfile::tempdir().expect("temp dir");
    Command::new(env!("CARGO_BIN_EXE_kup"))
        .current_dir(parent.path())
        .env("LC_ALL", "C")
        .env("KUP_CONFIG", "/nonexistent/kup-config.ron")
        .arg(word)
        .stdin(Stdio::null())
        .output()
        .expect("kup runs")
}

#[test]
fn any_lone_word_is_a_directory_even_one_like_a_subcommand() {
    for word in ["newcup", "teams", "results2026", "standigs"] {
        let out = lone_word(word);
        let err = stderr(&out);
        // Off a terminal nobody can answer the offer to create it: the store says the
        // directory holds no tournament.
        assert!(!err.contains("unrecognized subcommand"), "{word}: {err}");
        assert!(
            err.contains(&format!("{word} holds no tournament")),
            "{err}"
        );
        assert_eq!(out.status.code(), Some(4), "{word}: {err}");
    }
}

#[test]
fn a_new_event_of_any_name_is_offered_on_a_terminal() {
    if !tmux_available() {
        eprintln!("tmux is not installed: end-to-end test skipped");
        return;
    }
    for word in ["newcup", "teams", "results2026"] {
        let session = Session::start_word(tempfile::tempdir().expect("temp dir"), word);
        session.wait_for_text(&format!("{word} holds no tournament. Create one there?"));
        session.keys(&["n", "Enter"]);
        session.wait_until("kup to exit", |s| s.exit_status().is_some());
        assert!(!session.path().join(word).exists(), "{word} was made");
    }
}

#[test]
fn a_path_is_opened_as_a_directory() {
    let out = kup(&["/nonexistent/tournament"]);
    let err = stderr(&out);
    assert!(!err.contains("unrecognized subcommand"), "{err}");
    assert!(err.contains("/nonexistent/tournament"), "{err}");
}

#[test]
fn kup_open_names_the_directory_and_no_subcommand_takes_the_screens_options() {
    let out = kup(&["open", "/nonexistent/tournament"]);
    assert!(
        stderr(&out).contains("/nonexistent/tournament holds no tournament"),
        "{out:?}"
    );
    for line in [
        &["standings", "T", "--read-only"][..],
        &["result", "T", "--theme", "mono"],
        &["show", "T", "--clock", "2015-02-15T09:30"],
    ] {
        let out = kup(line);
        assert_eq!(out.status.code(), Some(2), "{line:?}: {out:?}");
        assert!(stderr(&out).contains("unexpected argument"), "{out:?}");
    }
}

#[test]
fn every_shell_gets_a_completion_script_naming_the_subcommands() {
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let script = ok(&["completions", shell]);
        for word in ["standings", "pairings", "import", "completions"] {
            assert!(script.contains(word), "{shell} lacks {word}");
        }
    }
}

#[test]
fn the_bash_completion_script_is_valid_bash() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("kup.bash");
    std::fs::write(&file, ok(&["completions", "bash"])).expect("write script");
    let checked = Command::new("bash")
        .arg("-n")
        .arg(&file)
        .output()
        .expect("bash runs");
    assert!(checked.status.success(), "{}", stderr(&checked));
}

#[test]
fn the_man_page_is_roff_on_standard_output_or_a_page_per_subcommand() {
    let page = ok(&["man"]);
    assert!(
        page.starts_with(".ie") || page.contains(".TH kup"),
        "{page}"
    );
    assert!(page.contains("standings"), "{page}");
    let dir = tempfile::tempdir().expect("temp dir");
    ok(&["man", dir.path().to_str().expect("utf-8 path")]);
    for name in ["kup.1", "kup-standings.1", "kup-team-add.1"] {
        let text = std::fs::read_to_string(dir.path().join(name)).expect(name);
        assert!(text.contains(".TH"), "{name}");
    }
}

/// Every argument of every subcommand, as the binary shows it, says what it is, and no
/// rustdoc link syntax (`[`..`]`) leaks into it.
#[test]
fn every_argument_has_help_without_rustdoc_links() {
    fn walk(cmd: &clap::Command, path: &str, bare: &mut Vec<String>) {
        for arg in cmd.get_arguments().filter(|a| !a.is_hide_set()) {
            let help = arg
                .get_long_help()
                .or(arg.get_help())
                .map(|h| h.to_string())
                .unwrap_or_default();
            if help.trim().is_empty() || help.contains("[`") {
                bare.push(format!("{path} {}: {help:?}", arg.get_id()));
            }
        }
        for sub in cmd.get_subcommands() {
            walk(sub, &format!("{path} {}", sub.get_name()), bare);
        }
    }
    for lang in Lang::ALL {
        let mut bare = Vec::new();
        walk(&kup::cli::help::command(lang), "kup", &mut bare);
        assert!(bare.is_empty(), "{lang:?}: {bare:#?}");
    }
    let result = ok(&["result", "--help"]);
    let round = result
        .lines()
        .skip_while(|l| !l.trim_start().starts_with("--round <ROUND>"))
        .nth(1)
        .unwrap_or_default();
    assert!(!round.trim().is_empty(), "{result}");
    assert!(!result.contains("[`"), "{result}");
}

/// `--format` is one option with one set of values (text, tsv, json) on every command that
/// prints a table: pairings, standings, crosstable and boards; the JSON has no `-0.0`.
#[test]
fn every_table_prints_as_json_without_negative_zero() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = tmp.path().join("cup");
    let d = dir.to_str().expect("utf-8");
    crate::common::five_team_cup(&dir);
    for team in 1..=5 {
        for i in 1..=4 {
            let name = format!("--name=Igrač {team}{i}, Ana");
            ok(&["player", "add", d, "--team", &team.to_string(), &name]);
        }
    }
    ok(&["pair", d]);
    ok(&[
        "result", d, "--round", "1", "--match", "1", "--score", "0-4",
    ]);
    for args in [
        vec!["pairings", d, "--format", "json"],
        vec!["standings", d, "--format", "json"],
        vec!["crosstable", d, "--format", "json"],
        vec!["boards", d, "--format", "json"],
    ] {
        let json = ok(&args);
        let value: serde_json::Value = serde_json::from_str(&json).expect("valid JSON");
        assert!(value.is_array() || value.is_object(), "{args:?}");
        assert!(
            !json.contains("-0.0") && !json.contains("-0,"),
            "{args:?}: {json}"
        );
    }
    let tsv = ok(&["crosstable", d, "--format", "tsv"]);
    assert!(tsv.starts_with("Place\tNo\tTeam\t"), "{tsv}");
    let json = ok(&["crosstable", d, "--format", "json"]);
    assert!(json.contains("\"Team\": \"ŠK"), "{json}");
}
