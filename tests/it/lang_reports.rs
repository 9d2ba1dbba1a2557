//! What kup reports about the tournament in Croatian and Slovenian, beyond the command
//! summaries (`tests/it/cli_lang.rs`): the label of an undone or redone change, why a round is
//! paired as it is, why teams rank as they do, `kup show` and `kup check`. The words are
//! checked against the regulations kup ships, `docs/rules/` (hr ploča, kolo, stol, ekipa,
//! slobodna, parovi, meč-bodovi, pojedinačni bodovi, pravilnik; sl deska, kolo, miza, ekipa,
//! pari, meč točke, osnovne točke) and the catalogue's established terms (sl prosta).

use crate::common;

use std::path::Path;

use kup::core::Tournament;
use kup::i18n::Lang;
use kup::store::{CURRENT, HISTORY_DIR, Snapshot};
use kup::tui::FixedClock;
use kup::tui::app::App;
use kup::tui::theme::Theme;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::common::{five_team_cup, ok_lang as ok, press, s, sample_copy, screen};

/// A new kzz-2015 event with one team, ŠK Čazma.
fn one_team(root: &Path) -> std::path::PathBuf {
    let dir = root.join("kup");
    ok(&[
        "new",
        s(&dir),
        "--preset",
        "kzz-2015",
        "--date",
        "2015-02-15",
    ]);
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
/// labels, English only, are shown as they stand in every language (the snapshot's, on
/// undo), and a change the journal holds is named in the reader's.
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
    // Redo rebuilds the state from the journal's change, whose summary is a text.
    assert_eq!(
        ok(&["--lang", "sl", "redo", d]),
        "ponovljeno: ekipa ŠK Čazma dodana pod številko 1\n"
    );
    assert_eq!(common::on_disk(&dir).teams.len(), 1);
    // A change made now is labelled as a text again, so it is translated.
    ok(&["team", "add", d, "--name", "ŠK Žminj"]);
    assert_eq!(
        ok(&["--lang", "hr", "undo", d]),
        "poništeno: ekipa ŠK Žminj dodana pod brojem 2\n"
    );
}

/// The TUI on `dir` in `lang`, at 10:00 on the day of round 1 of the kzz-2015 sample.
fn app_in(dir: &Path, lang: Lang) -> App {
    let store = crate::common::open_store(dir);
    let theme = Theme::choose(Some("default"), false).expect("theme");
    let now = chrono::DateTime::parse_from_rfc3339("2015-02-15T10:00:00+01:00").unwrap();
    App::new(store, Box::new(FixedClock(now)), theme, lang)
}

/// The TUI's status line after undo and redo (u, Ctrl+R) names the change in the
/// arbiter's language: a result entered on table 5, board 4 of the kzz-2015 sample.
#[test]
fn the_status_line_names_the_undone_change_in_croatian_and_slovenian() {
    for (lang, undone, redone) in [
        (
            Lang::Hr,
            "poništeno: 1. kolo, stol 5, ploča 4: C +- B",
            "ponovljeno: 1. kolo, stol 5, ploča 4: C +- B",
        ),
        (
            Lang::Sl,
            "razveljavljeno: 1. kolo, miza 5, deska 4: Č +- B",
            "ponovljeno: 1. kolo, miza 5, deska 4: Č +- B",
        ),
    ] {
        let dir = sample_copy("kzz-2015");
        let mut app = app_in(dir.path(), lang);
        // Table 5 (g5, Enter), boards 1 to 4 entered one key each, the last undone: `+`,
        // the left player (Black on board 4) wins by forfeit.
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

/// The lines of `text` that are missing from `output`, for one assertion per language.
fn missing<'a>(output: &str, lines: &[&'a str]) -> Vec<&'a str> {
    lines
        .iter()
        .copied()
        .filter(|line| !output.lines().any(|l| l == *line))
        .collect()
}

/// Round 1 of the kzz-2015 sample re-paired (C.04.6): ten teams on 0 MP in one scoregroup,
/// top half against bottom half (3.6), colours by 4.3.1 from the initial-colour Black, so
/// team 1 (odd) has Black against 6; the recorded round differs (set by hand).
#[test]
fn the_pairing_explanation_speaks_croatian_and_slovenian() {
    let dir = sample_copy("kzz-2015");
    let d = s(dir.path());
    let hr = ok(&["--lang", "hr", "pair", d, "--explain", "--round", "1"]);
    let expected = [
        "1. kolo od 5, FIDE C.04.6 (početna boja crna; želje za bojom tipa A)",
        "Bodovna skupina 0 MB: ekipe 1, 2, 3, 4, 5, 6, 7, 8, 9, 10",
        "  parovi 1-6, 2-7, 3-8, 4-9, 5-10 (identifikator 1 2 3 4 5 6 7 8 9 10, C.04.6 3.6)",
        "Boje 6-1: 4.3.1 nijedna ekipa još nije igrala: početna boja prema parnosti startnog broja prve ekipe",
        "Boje 2-7: 4.3.1 nijedna ekipa još nije igrala: početna boja prema parnosti startnog broja prve ekipe",
        "Zapisano sparivanje razlikuje se od ovog automatskog: postavljeno je ili promijenjeno ručno (vidi kup check).",
    ];
    assert_eq!(missing(&hr, &expected), Vec::<&str>::new(), "{hr}");
    let sl = ok(&["--lang", "sl", "pair", d, "--explain", "--round", "1"]);
    let expected = [
        "1. kolo od 5, FIDE C.04.6 (začetna barva črna; barvne želje tipa A)",
        "Točkovna skupina 0 MT: ekipe 1, 2, 3, 4, 5, 6, 7, 8, 9, 10",
        "  pari 1-6, 2-7, 3-8, 4-9, 5-10 (identifikator 1 2 3 4 5 6 7 8 9 10, C.04.6 3.6)",
        "Barve 6-1: 4.3.1 nobena ekipa še ni igrala: začetna barva po parnosti startne številke prve ekipe",
    ];
    assert_eq!(missing(&sl, &expected), Vec::<&str>::new(), "{sl}");
}

/// Five teams, 1 and 3 kept apart (TRF-2026 record 260): team 5 has the bye (C.04.6 3.4,
/// the largest starting number on the lowest score), and 1-4, 2-3 replace the plain top
/// half against bottom half (1-3, 2-4), which would pair 1 with 3.
#[test]
fn the_bye_and_a_forbidden_pairing_are_explained_in_croatian_and_slovenian() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = tmp.path().join("kup");
    let d = s(&dir);
    five_team_cup(&dir);
    ok(&["forbid", d, "--teams", "1,3"]);
    ok(&["pair", d, "--initial-colour", "white"]);
    let hr = ok(&["--lang", "hr", "pair", d, "--explain", "--round", "1"]);
    assert!(
        hr.contains("\nSlobodna: ekipa 5 (C.04.6 3.4: najmanje bodova 0 MB, zatim najviše odigranih mečeva (0)"),
        "{hr}"
    );
    let expected = [
        "Bodovna skupina 0 MB: ekipe 1, 2, 3, 4",
        "  parovi 1-4, 2-3 (identifikator 1 2 4 3, C.04.6 3.6)",
        "  nije jednostavno gornja polovica protiv donje: takvo bi sparivanje ponovilo meč (C1) ili spojilo ekipe kojima je sparivanje zabranjeno (zapis 260)",
    ];
    assert_eq!(missing(&hr, &expected), Vec::<&str>::new(), "{hr}");
    assert!(hr.contains("\nBoje 1-4: 4.3.1 "), "{hr}");
    let sl = ok(&["--lang", "sl", "pair", d, "--explain", "--round", "1"]);
    assert!(
        sl.contains("\nProsta: ekipa 5 (C.04.6 3.4: najmanj točk 0 MT"),
        "{sl}"
    );
    assert!(sl.contains("\nBarve 3-2: 4.3.1 "), "{sl}");
    assert!(
        sl.contains("združili ekipi, ki ne smeta igrati druga proti drugi (zapis 260)"),
        "{sl}"
    );
}

/// `kup explain` after round 1 of the kzz-2015 sample: Krapina won 3-1 and Zabok 2½-1½,
/// both 2 MP, so game points decide (3 against 2,5, with the decimal comma). Zabok's
/// opponent, Donja Stubica, lost: 0 MP x 2,5 = 0, dropped as the least significant term.
#[test]
fn the_ranking_explanation_speaks_croatian_and_slovenian() {
    let dir = sample_copy("kzz-2015");
    let d = s(dir.path());
    let hr = ok(&["--lang", "hr", "explain", d, "--teams", "1,2"]);
    let expected = [
        "nakon 1. kola: 2 ŠK Krapina (1) / 1 ŠK Zabok (2-3)",
        "  MP        Meč-bodovi: 2 / 2",
        "  GP        Pojedinačni bodovi: 3 / 2,5",
        "odlučuje GP",
        "Pojedinačni bodovi (GP) ekipe 1 ŠK Zabok: 2,5",
        "  neodigrana kola: pravila Olimpijade u Hanti-Mansijsku 2010. (neriješen meč protiv virtualnog protivnika)",
        "  1. kolo: 6 ŠK Donja Stubica: 0 x 2,5 = 0  (izostavljeno: najmanje značajna vrijednost)",
        "Ždrijeb (LOT) ekipe 1 ŠK Zabok: nije izračunato (samo među ekipama koje su još izjednačene, ili ždrijeb nije izvučen)",
    ];
    assert_eq!(missing(&hr, &expected), Vec::<&str>::new(), "{hr}");
    let sl = ok(&["--lang", "sl", "explain", d, "--teams", "1,2"]);
    let expected = [
        "po 1. kolu: 2 ŠK Krapina (1) / 1 ŠK Zabok (2-3)",
        "  GP        Osnovne točke: 3 / 2,5",
        "odloča GP",
        "Osnovne točke (GP) ekipe 1 ŠK Zabok: 2,5",
        "  1. kolo: 6 ŠK Donja Stubica: 0 x 2,5 = 0  (izpuščeno: najmanj pomembna vrednost)",
    ];
    assert_eq!(missing(&sl, &expected), Vec::<&str>::new(), "{sl}");
    let refused = common::kup_lang(&["--lang", "hr", "explain", d, "--teams", "1,x"]);
    assert_eq!(
        String::from_utf8_lossy(&refused.stderr),
        "kup: ekipe: 'x' nije startni broj (piši npr. 3,7)\n"
    );
}

/// A phone on board 1 of ŠK Ruščica in round 1 of the bpz-2025 sample: the match against
/// ŠK Oriovac was 2-2 (½, 0, 1, ½ for Ruščica, White on the odd boards), the lost board
/// makes it 1½-2½, so 1 MP becomes 0 for Ruščica and 2 for Oriovac (bpz-2025: 2 for a win,
/// 1 for a draw). `kup explain`, `kup check` and `kup show` name the penalty in the
/// reader's language (the reason is the arbiter's words, as recorded).
#[test]
fn penalties_are_named_in_croatian_and_slovenian() {
    let dir = sample_copy("bpz-2025");
    let d = s(dir.path());
    ok(&[
        "penalty", "phone", d, "--round", "1", "--team", "1", "--board", "1",
    ]);
    let penalty_hr = "1. kolo, ekipa 1 (ŠK Ruščica): ploča 1 (Marković, Krunoslav) gubi partiju — ";
    let hr = ok(&["--lang", "hr", "explain", d, "--teams", "1,5"]);
    assert!(
        hr.contains(&format!("\nkazna (ekipa 1 (ŠK Ruščica)): {penalty_hr}")),
        "{hr}"
    );
    assert!(
        hr.contains(": meč 2-2 bez kazne, 1½-2½ s kaznom; meč-bodovi 1 → 0\n"),
        "{hr}"
    );
    assert!(
        hr.contains(": meč 2-2 bez kazne, 2½-1½ s kaznom; meč-bodovi 1 → 2\n"),
        "{hr}"
    );
    let sl = ok(&["--lang", "sl", "explain", d, "--teams", "1,5"]);
    assert!(
        sl.contains("\nkazen (ekipa 5 (ŠK Oriovac)): 1. kolo, ekipa 1 (ŠK Ruščica): deska 1 (Marković, Krunoslav) izgubi partijo — "),
        "{sl}"
    );
    assert!(
        sl.contains(": dvoboj 2-2 brez kazni, 1½-2½ s kaznijo; meč točke 1 → 0\n"),
        "{sl}"
    );
    let checked = ok(&["--lang", "hr", "check", d]);
    assert!(
        checked.starts_with(&format!("kazna na snazi: {penalty_hr}")),
        "{checked}"
    );
    assert!(checked.ends_with("\nnema kršenja pravila\n"), "{checked}");
    let shown = ok(&["--lang", "hr", "show", d]);
    for line in [
        "pravilnik: bpz-2025 (Kup Brodsko-posavske županije 2025)",
        "ekipe: 8",
        "1. kolo",
        "kazne",
    ] {
        assert!(shown.lines().any(|l| l == line), "{line}: {shown}");
    }
    assert!(shown.contains(&format!("\n   1. {penalty_hr}")), "{shown}");
    let shown = ok(&["--lang", "sl", "show", d]);
    assert!(
        shown.contains("\nkazni\n   1. 1. kolo, ekipa 1 (ŠK Ruščica): deska 1 "),
        "{shown}"
    );
    assert_eq!(
        ok(&["--lang", "sl", "penalty", "list", d]).lines().count(),
        1
    );
}

/// The Round tab's explanation (x) is in the arbiter's language.
#[test]
fn the_round_tabs_explanation_is_in_croatian_and_slovenian() {
    for (lang, words) in [
        (Lang::Hr, "Bodovna skupina 0 MB: ekipe 1, 2, 3"),
        (Lang::Sl, "Točkovna skupina 0 MT: ekipe 1, 2, 3"),
    ] {
        let dir = sample_copy("kzz-2015");
        let mut app = app_in(dir.path(), lang);
        press(&mut app, KeyCode::Char('x'));
        let shown = screen(&mut app, 80, 24);
        assert!(shown.contains(words), "{shown}");
    }
}

/// `kup engine --check` reports in the chosen language; the pairs file is not translated.
/// The fixture's round 1 of 4 teams pairs 1-2, 3-4, where C.04.6 3.6 pairs 1-3, 2-4 (as
/// `tests/it/engine.rs` checks in English), and it names no tie-breaks.
#[test]
fn the_engine_checker_reports_in_croatian_and_slovenian() {
    let fixture = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/engine/no-rematch.trf");
    let f = s(&fixture);
    let out = common::kup_lang(&["--lang", "hr", "engine", "--check", f]);
    assert_eq!(out.status.code(), Some(1));
    let hr = String::from_utf8(out.stdout).expect("utf-8");
    let expected = [
        "1. kolo: par: u datoteci 1-2, u programu 1 protiv 3 i 2 protiv 4 (C.04.6 čl. 2-3)",
        "poredak: datoteka ne navodi dodatne kriterije (TRF zapisi 202/212); plasmani se ne mogu provjeriti",
    ];
    assert_eq!(missing(&hr, &expected), Vec::<&str>::new(), "{hr}");
    let said = String::from_utf8(out.stderr).expect("utf-8");
    assert!(said.contains("provjera: razlika u "), "{said}");
    let out = common::kup_lang(&["--lang", "sl", "engine", "--check", f]);
    let sl = String::from_utf8(out.stdout).expect("utf-8");
    assert!(
        sl.contains(
            "1. kolo: par: v datoteki 3-4, v programu 3 proti 1 in 4 proti 2 (C.04.6 čl. 2-3)\n"
        ),
        "{sl}"
    );
    assert!(
        sl.contains("lestvica: datoteka ne navaja dodatnih meril"),
        "{sl}"
    );
    // An event kup paired and ranked (the cadet round robin, 7 rounds) checks clean.
    let tmp = tempfile::tempdir().expect("tmp");
    let trf = tmp.path().join("kadeti.trf");
    let sample =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("sample-data/hss-kadeti-2009");
    ok(&["export", s(&sample), "--format", "trf", "-o", s(&trf)]);
    assert_eq!(
        ok(&["--lang", "hr", "engine", "--check", s(&trf)]),
        "ponovo sparena kola: 7, poredak nakon 7. kola ponovo izračunat: nema razlike\n"
    );
    assert_eq!(
        ok(&["--lang", "sl", "engine", "--check", s(&trf)]),
        "ponovno združena kola: 7, lestvica po 7. kolu ponovno izračunana: ni razlik\n"
    );
    // The pairs file is the engines' format whatever the language: count, then pairs.
    let next = ok(&["--lang", "hr", "engine", "--system", "team-swiss", f]);
    assert!(
        next.lines()
            .next()
            .is_some_and(|count| count.parse::<u32>().is_ok()),
        "{next}"
    );
}
