//! The export menu (Ctrl-X from every tab): TRF for FIDE and the printouts for people,
//! written into the tournament's directory by the code of `kup export`, so each file is
//! the one the command line writes.

use std::path::Path;

use chrono::DateTime;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::common::{kup, press, sample_copy, screen};
use kup::i18n::Lang;
use kup::store::Store;
use kup::tui::FixedClock;
use kup::tui::app::App;
use kup::tui::theme::Theme;
use kup::tui::views::StatusKind;

fn app_in(dir: &Path, lang: Lang) -> App {
    let store = Store::open_shared(dir, std::time::Duration::from_secs(5)).unwrap();
    let theme = Theme::choose(Some("default"), false).unwrap();
    let now = DateTime::parse_from_rfc3339("2015-02-15T10:00:00+01:00").unwrap();
    App::new(store, Box::new(FixedClock(now)), theme, lang)
}

fn export_menu(app: &mut App) {
    app.key(&KeyEvent::new(KeyCode::Char('x'), KeyModifiers::CONTROL));
}

/// What `kup export DIR ARGS` writes to standard output.
fn cli_export(dir: &Path, args: &[&str]) -> String {
    let d = dir.to_str().unwrap();
    let out = kup(&[&["export", d], args].concat());
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout).unwrap()
}

fn written(dir: &Path, name: &str) -> String {
    std::fs::read_to_string(dir.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// `1` writes the TRF-2026 file that `kup export --format trf` prints; from the Standings
/// tab, Enter on the fourth entry writes the standings after round 1 as HTML, CSV and text,
/// each what `kup export` prints for it.
#[test]
fn the_menu_writes_what_kup_export_writes() {
    let dir = sample_copy("kzz-2015");
    let mut app = app_in(dir.path(), Lang::En);
    export_menu(&mut app);
    press(&mut app, KeyCode::Char('1'));
    assert_eq!(app.status().kind, StatusKind::Saved, "{:?}", app.status());
    assert!(app.status().text.starts_with("wrote tournament.trf in "));
    assert_eq!(
        written(dir.path(), "tournament.trf"),
        cli_export(dir.path(), &["--format", "trf"])
    );
    press(&mut app, KeyCode::F(4));
    export_menu(&mut app);
    for _ in 0..3 {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    assert!(
        app.status().text.starts_with(
            "wrote standings-round-1.html, standings-round-1.csv, standings-round-1.txt in "
        ),
        "{:?}",
        app.status()
    );
    for format in ["html", "csv", "txt"] {
        let args = ["--format", format, "--what", "standings", "--round", "1"];
        assert_eq!(
            written(dir.path(), &format!("standings-round-1.{format}")),
            cli_export(dir.path(), &args),
            "{format}"
        );
    }
}

/// Esc closes the menu and writes nothing; keys it has no use for do nothing, and are not
/// taken by the view under it.
#[test]
fn esc_closes_the_menu_and_writes_nothing() {
    let dir = sample_copy("kzz-2015");
    let mut app = app_in(dir.path(), Lang::En);
    let before: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
    export_menu(&mut app);
    press(&mut app, KeyCode::Char('p'));
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.status().text, "nothing changed");
    let after: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(before.len(), after.len());
    assert_eq!(app.state().paired_rounds(), 1);
}

/// The menu at 80x24 in every language.
#[test]
fn the_menu_in_every_language() {
    let dir = sample_copy("kzz-2015");
    for lang in Lang::ALL {
        let mut app = app_in(dir.path(), lang);
        export_menu(&mut app);
        insta::assert_snapshot!(format!("export_menu_{lang:?}"), screen(&mut app, 80, 24));
    }
}

/// `8` writes the event's web pages into `site/` of the tournament's directory, file for
/// file what `kup export --format site` writes; again, it replaces them.
#[test]
fn the_menu_writes_the_web_pages_as_kup_export_does() {
    let dir = sample_copy("kzz-2015");
    let out = tempfile::tempdir().unwrap();
    let cli = out.path().join("site");
    let said = cli_export(
        dir.path(),
        &["--format", "site", "-o", cli.to_str().unwrap()],
    );
    let mut app = app_in(dir.path(), Lang::En);
    for _ in 0..2 {
        export_menu(&mut app);
        press(&mut app, KeyCode::Char('8'));
        assert_eq!(app.status().kind, StatusKind::Saved, "{:?}", app.status());
    }
    let site = dir.path().join("site");
    let count = said.split(' ').nth(1).unwrap();
    assert_eq!(
        app.status().text,
        format!("wrote {count} pages to {}", site.display())
    );
    let mut files = 0;
    for folder in ["", "en", "hr", "sl"] {
        for entry in std::fs::read_dir(cli.join(folder)).unwrap() {
            let path = entry.unwrap().path();
            if path.is_file() {
                let name = Path::new(folder).join(path.file_name().unwrap());
                let ours = std::fs::read_to_string(site.join(&name)).unwrap();
                assert_eq!(ours, std::fs::read_to_string(&path).unwrap(), "{name:?}");
                files += 1;
            }
        }
    }
    assert_eq!(files.to_string(), count);
}

/// A symbolic link planted at `site` is refused, not followed: nothing is written where it
/// points, and the status line says why.
#[cfg(unix)]
#[test]
fn a_link_planted_at_site_is_refused() {
    let dir = sample_copy("kzz-2015");
    let elsewhere = tempfile::tempdir().unwrap();
    std::os::unix::fs::symlink(elsewhere.path(), dir.path().join("site")).unwrap();
    let mut app = app_in(dir.path(), Lang::En);
    export_menu(&mut app);
    press(&mut app, KeyCode::Char('8'));
    assert_eq!(app.status().kind, StatusKind::Error, "{:?}", app.status());
    assert!(
        app.status().text.contains("is a symbolic link"),
        "{:?}",
        app.status()
    );
    assert_eq!(std::fs::read_dir(elsewhere.path()).unwrap().count(), 0);
}
