//! What kup reports about the tournament in Croatian and Slovenian, beyond the command
//! summaries (`tests/cli_lang.rs`): the label of an undone or redone change. The words are
//! checked against the regulations in `shared/seeds/` (hr ploča, kolo, stol, ekipa; sl
//! deska, kolo, miza, ekipa).

mod common;

use std::path::Path;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use kup::core::Tournament;
use kup::i18n::Lang;
use kup::store::{CURRENT, HISTORY_DIR, Snapshot, Store};
use kup::tui::FixedClock;
use kup::tui::app::App;
use kup::tui::theme::Theme;

use common::{ok_lang as ok, press, sample_copy};

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

/// A new kzz-2015 event with one team, ŠK Čazma.
fn one_team(root: &Path) -> std::path::PathBuf {
    let dir = root.join("kup");
    ok(&["new", s(&dir), "--preset", "kzz-2015"]);
    ok(&["team", "add", s(&dir), "--name", "ŠK Čazma"]);
    dir
}

/// `kup undo` and `kup redo` name the change in the language asked for, whichever
/// language the change was made in: the snapshot keeps the summary's key and arguments.
#[test]
fn undo_and_redo_name_the_change_in_the_readers_language() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = one_team(tmp.path());
    let d = s(&dir);
    assert_eq!(
        ok(&["--lang", "hr", "undo", d]),
        "poništeno: ekipa ŠK Čazma dodana pod brojem 1\n"
    );
    assert_eq!(
        ok(&["--lang", "sl", "redo", d]),
        "ponovljeno: ekipa ŠK Čazma dodana pod številko 1\n"
    );
    assert_eq!(
        ok(&["--lang", "en", "undo", d]),
        "undone: team ŠK Čazma added as number 1\n"
    );
}

/// A snapshot as kups before labels were kept as texts wrote it: the label a plain string.
fn rewrite_in_the_old_format(path: &Path) {
    #[derive(serde::Serialize)]
    struct Old<'a> {
        format_version: u32,
        seq: u64,
        label: &'a str,
        tournament: &'a Tournament,
    }
    let snapshot = Snapshot::read(path).expect("readable snapshot");
    let old = Old {
        format_version: snapshot.format_version,
        seq: snapshot.seq,
        label: &snapshot.label,
        tournament: &snapshot.tournament,
    };
    let config = ron::ser::PrettyConfig::new().indentor(" ".to_string());
    let text = ron::ser::to_string_pretty(&old, config).expect("serialises") + "\n";
    assert!(!text.contains("said"), "{text}");
    // A new file renamed over the old one: tournament.ron and its history link are
    // separate files afterwards, as after any write of kup's.
    let temp = path.with_extension("old");
    std::fs::write(&temp, text).expect("written");
    std::fs::rename(&temp, path).expect("renamed");
}

/// A tournament whose history an older kup wrote still opens, undoes and redoes; its
/// labels, English only, are shown as they stand in every language.
#[test]
fn an_old_history_with_plain_labels_still_loads_and_undoes() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = one_team(tmp.path());
    rewrite_in_the_old_format(&dir.join(CURRENT));
    for entry in std::fs::read_dir(dir.join(HISTORY_DIR)).expect("history") {
        rewrite_in_the_old_format(&entry.expect("entry").path());
    }
    let d = s(&dir);
    assert_eq!(
        ok(&["--lang", "hr", "undo", d]),
        "poništeno: team ŠK Čazma added as number 1\n"
    );
    assert!(common::on_disk(&dir).teams.is_empty());
    assert_eq!(
        ok(&["--lang", "sl", "redo", d]),
        "ponovljeno: team ŠK Čazma added as number 1\n"
    );
    assert_eq!(common::on_disk(&dir).teams.len(), 1);
    // A change made now is labelled as a text again, so it is translated.
    ok(&["team", "add", d, "--name", "ŠK Žminj"]);
    assert_eq!(
        ok(&["--lang", "hr", "undo", d]),
        "poništeno: ekipa ŠK Žminj dodana pod brojem 2\n"
    );
}

/// The TUI's status line after undo and redo (u, Ctrl+R) names the change in the
/// arbiter's language: a result entered on table 5, board 4 of the kzz-2015 sample.
#[test]
fn the_status_line_names_the_undone_change_in_croatian_and_slovenian() {
    for (lang, undone, redone) in [
        (
            Lang::Hr,
            "poništeno: 1. kolo, stol 5, ploča 4: +-",
            "ponovljeno: 1. kolo, stol 5, ploča 4: +-",
        ),
        (
            Lang::Sl,
            "razveljavljeno: 1. kolo, miza 5, deska 4: +-",
            "ponovljeno: 1. kolo, miza 5, deska 4: +-",
        ),
    ] {
        let dir = sample_copy("kzz-2015");
        let store = Store::open(dir.path()).expect("opens");
        let theme = Theme::choose(Some("default"), false).expect("theme");
        let now = chrono::DateTime::parse_from_rfc3339("2015-02-15T10:00:00+01:00").unwrap();
        let mut app = App::new(store, Box::new(FixedClock(now)), theme, lang);
        // Table 5 (g5, Enter), boards 1 to 4 entered one key each, the last undone.
        press(&mut app, KeyCode::Char('g'));
        press(&mut app, KeyCode::Char('5'));
        press(&mut app, KeyCode::Enter);
        for key in "10=+u".chars() {
            press(&mut app, KeyCode::Char(key));
        }
        assert_eq!(app.status().text, undone);
        app.key(&KeyEvent::new(KeyCode::Char('r'), KeyModifiers::CONTROL));
        assert_eq!(app.status().text, redone);
    }
}
