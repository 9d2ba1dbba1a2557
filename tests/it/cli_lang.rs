//! The command line in Croatian and Slovenian: what an arbiter reads after each command is
//! in the regulations' own terms (hr meč-bodovi, ploča, kontumacija, ždrijeb; sl meč
//! točke, deska, žreb), checked against the wording of the regulations kup ships, `docs/rules/`
//! (kzz-2015 čl. 9 "meč bodova", "kontumacijom"; the Slovenian pokal regulations "meč
//! točke", "deski", "žreb").

use crate::common;

use std::path::Path;
use std::process::Command;

use crate::common::{kup_lang as kup, ok_lang as ok, s};

fn err(args: &[&str]) -> String {
    let out = kup(args);
    assert!(!out.status.success(), "kup {args:?} should fail");
    String::from_utf8(out.stderr).expect("utf-8")
}

/// Four teams of four rated players, from a CSV roster.
fn event(root: &Path, name: &str) -> std::path::PathBuf {
    let dir = root.join(name);
    ok(&[
        "new",
        s(&dir),
        "--preset",
        "kzz-2015",
        "--date",
        "2015-02-15",
        "--name",
        "Kup Zabok",
    ]);
    let mut roster = String::from("team,board,name,fide_rating\n");
    let teams = ["ŠK Zabok", "ŠK Čazma", "ŠK Đakovo", "ŠK Žminj"];
    for i in 0..16 {
        roster.push_str(&format!(
            "{},{},\"Igrač{i}, Ivan\",{}\n",
            teams[i / 4],
            i % 4 + 1,
            2300 - 10 * i
        ));
    }
    let file = root.join(format!("{name}.csv"));
    std::fs::write(&file, roster).expect("roster written");
    ok(&["import", "roster-csv", s(&file), s(&dir)]);
    dir
}

#[test]
fn croatian_summaries_and_standings_speak_the_regulations_terms() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = event(tmp.path(), "hr");
    let d = s(&dir);
    let paired = ok(&["--lang", "hr", "pair", d]);
    assert!(paired.contains("ždrijeb sa sjemenom"), "{paired}");
    assert!(
        paired.contains("\n1. kolo\n"),
        "the list's heading: {paired}"
    );
    let result = ok(&[
        "--lang", "hr", "result", d, "--round", "1", "--match", "1", "--board", "2", "1-0",
    ]);
    // Chess notation in and said back as typed, White first, beside the board's row
    // order: the first-named team's player had Black (C) on board 2 and lost.
    assert_eq!(
        result,
        "1. kolo, stol 1, ploča 2: 1-0 (najprije bijeli); u retku C 0-1 B\n"
    );
    ok(&[
        "--lang",
        "hr",
        "schedule",
        d,
        "--round",
        "1",
        "--start",
        "2015-02-15T09:30",
    ]);
    ok(&["start", d, "--round", "1", "--at", "2015-02-15T09:30"]);
    let forfeits = ok(&[
        "--lang",
        "hr",
        "forfeits",
        d,
        "--at",
        "2015-02-15T13:00",
        "--apply",
    ]);
    assert!(
        forfeits.contains("kontumacije: stol 1 ploča 1: B -- C"),
        "{forfeits}"
    );
    assert!(
        forfeits.contains("meč izgubljen kontumacijom"),
        "{forfeits}"
    );
    let standings = ok(&["--lang", "hr", "standings", d]);
    assert!(
        standings.starts_with("Kup Zabok — poredak nakon 1. kola\n"),
        "{standings}"
    );
    assert!(standings.contains("Mj.  Br.  Ekipa"), "{standings}");
    assert!(
        standings.contains("Zbroj meč-bodova protivnika"),
        "{standings}"
    );
    // Criteria by the regulations' abbreviations, above the table and in the legend; game
    // points once (the first criterion is the column beside MB), no lots column before a
    // lot is drawn, but the chain whole in the legend.
    assert!(standings.contains("MB  Bod.  OSB57"), "{standings}");
    assert!(standings.contains("MBP-1_56  MBP48\n"), "{standings}");
    assert!(standings.contains("Ždr.: Ždrijeb"), "{standings}");
    // A refusal names the field and the rule in Croatian.
    let refused = err(&[
        "--lang", "hr", "result", d, "--round", "1", "--match", "9", "--board", "2", "1-0",
    ]);
    assert!(
        refused.contains("stol: 1. kolo ima stolove od 1 do 2"),
        "{refused}"
    );
    let refused = err(&["--lang", "hr", "pairings", d, "--round", "4"]);
    assert!(refused.contains("kolo: 4. kolo nije spareno"), "{refused}");
}

#[test]
fn slovenian_summaries_and_standings_speak_the_regulations_terms() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = event(tmp.path(), "sl");
    let d = s(&dir);
    let paired = ok(&["--lang", "sl", "pair", d]);
    assert!(paired.contains("žreb s semenom"), "{paired}");
    let result = ok(&[
        "--lang", "sl", "result", d, "--round", "1", "--match", "1", "--board", "2", "1/2",
    ]);
    assert_eq!(
        result,
        "1. kolo, miza 1, deska 2: ½-½ (najprej beli); v vrstici Č ½-½ B\n"
    );
    let standings = ok(&["--lang", "sl", "standings", d]);
    assert!(
        standings.starts_with("Kup Zabok — lestvica po 1. kolu\n"),
        "{standings}"
    );
    assert!(standings.contains("Mes.  Št.  Ekipa"), "{standings}");
    assert!(
        standings.contains("Vsota meč točk nasprotnikov"),
        "{standings}"
    );
    assert!(standings.contains("MTN-1_56  MTN48\n"), "{standings}");
    assert!(standings.contains("Žr.: Žreb"), "{standings}");
    let refused = err(&[
        "--lang", "sl", "team", "edit", d, "--team", "7", "--name", "X",
    ]);
    assert!(
        refused.contains("ekipa: nobena ekipa nima startne številke 7"),
        "{refused}"
    );
}

/// A tournament file with impossible data is named with the reason in the reader's
/// language (`core::validate` through the catalogue); `show`, a reader, leaves it in place.
#[test]
fn impossible_data_is_reported_in_the_readers_language() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = event(tmp.path(), "broken");
    let file = dir.join("tournament.ron");
    let text = std::fs::read_to_string(&file).expect("snapshot");
    // Give the second team the first one's id: a duplicated team id.
    let broken = text.replacen(
        "    id: (2),\n    name: \"ŠK Čazma\"",
        "    id: (1),\n    name: \"ŠK Čazma\"",
        1,
    );
    assert_ne!(broken, text, "the team's record as the snapshot writes it");
    std::fs::write(&file, broken).expect("damaged");
    let said = err(&["--lang", "hr", "show", s(&dir)]);
    assert!(
        said.contains("polje tournament.teams[1].id: nemogući podaci: id ekipe"),
        "{said}"
    );
    assert!(said.contains("ponavlja se ili je izvan raspona"), "{said}");
}

/// The help comes in the language chosen before clap parses: `--lang` as typed (either
/// spelling) or the locale.
#[test]
fn the_help_is_in_the_language_of_the_flag_or_the_locale() {
    let help = ok(&["--lang=sl", "--help"]);
    assert!(help.contains("Uporaba: kup"), "{help}");
    assert!(help.contains("Žreb med ekipami"), "{help}");
    let out = Command::new(env!("CARGO_BIN_EXE_kup"))
        // The hall of the presets: a new event reads its rounds' times of day in the
        // machine's time zone, so the tests fix one (a POSIX rule, no tz database needed).
        .env("TZ", "CET-1CEST,M3.5.0,M10.5.0/3")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "hr_HR.UTF-8")
        .env("KUP_CONFIG", "/nonexistent/kup-config.ron")
        .args(["draw-lots", "--help"])
        .output()
        .expect("kup runs");
    let help = String::from_utf8(out.stdout).expect("utf-8");
    assert!(
        help.starts_with("Ždrijeb među ekipama koje su izjednačene po svim kriterijima"),
        "{help}"
    );
    assert!(help.contains("Opcije:"), "{help}");
    let english = ok(&["--lang", "en", "team", "--help"]);
    assert!(english.contains("Usage: kup team"), "{english}");
    assert!(
        english.contains("Add a team; it gets the next starting number"),
        "{english}"
    );
}

/// `kup check` says each broken rule in the regulation's words: kzz-2015 čl. 6 "ne smije
/// imati za 100 ili više bodova niži rejting od igrača koji igra na bilo kojoj nižoj
/// ploči", čl. 2 "registriranim igračima kluba"; the Slovenian "deska", "registrirani za
/// svoj klub". Team 2 (ŠK Čazma) is rated 2260, 2250, 2240, 2230; a fifth player at 2400
/// is 140 points above board 1.
#[test]
fn kup_check_says_the_rules_broken_in_croatian_and_slovenian() {
    let root = tempfile::tempdir().expect("tempdir");
    let dir = event(root.path(), "cup");
    ok(&[
        "player",
        "add",
        s(&dir),
        "--team",
        "2",
        "--name",
        "Šimić, Đuro",
        "--fide-rating",
        "2400",
        "--unregistered",
    ]);
    let check = |lang: &str| {
        let out = kup(&["--lang", lang, "check", s(&dir)]);
        assert!(!out.status.success(), "violations make kup check fail");
        String::from_utf8(out.stdout).expect("utf-8")
    };
    let hr = check("hr");
    for line in [
        "redoslijed ploča (kzz-2015): igrač koji igra na višoj ploči ne smije imati za 100 ili \
         više bodova niži rejting od igrača koji igra na bilo kojoj nižoj ploči: ekipa 2 (ŠK \
         Čazma): 1. ploča Igrač4, Ivan (FIDE 2260) ima za 140 bodova niži rejting nego 5. \
         ploča Šimić, Đuro (FIDE 2400)",
        "registracija: nastupiti mogu samo igrači registrirani za klub za tekuću godinu: ekipa \
         2 (ŠK Čazma): 5. mjesto na popisu, Šimić, Đuro, bez registracije za klub",
    ] {
        assert!(hr.lines().any(|l| l == line), "{line} in\n{hr}");
    }
    let sl = check("sl");
    for line in [
        "vrstni red desk (kzz-2015): igralec na višji deski ne sme imeti za 100 ali več točk \
         nižjega ratinga od igralca na kateri koli nižji deski: ekipa 2 (ŠK Čazma): 1. deska \
         Igrač4, Ivan (FIDE 2260) ima za 140 točk nižji rating kot 5. deska Šimić, Đuro (FIDE \
         2400)",
        "registracija: nastopajo lahko le igralci, pravilno registrirani za svoj klub za tekoče \
         leto: ekipa 2 (ŠK Čazma): 5. mesto na seznamu, Šimić, Đuro, brez registracije za klub",
    ] {
        assert!(sl.lines().any(|l| l == line), "{line} in\n{sl}");
    }
}

/// `kup standings` is read by people: the cadets' SB7 73.75 is 73,75 in hr and sl, the
/// TSV keeps the dot and the English codes.
#[test]
fn standings_write_the_decimal_comma_and_the_tsv_keeps_the_dot() {
    let dir = common::sample_copy("hss-kadeti-2009");
    let d = s(dir.path());
    for lang in ["hr", "sl"] {
        let standings = ok(&["--lang", lang, "standings", d]);
        assert!(standings.contains(" 20½  73,75 "), "{standings}");
        assert!(!standings.contains("73.75"), "{standings}");
    }
    let tsv = ok(&["--lang", "hr", "standings", d, "--format", "tsv"]);
    assert!(tsv.contains("\tSB7\tSB35\tDE\tBRES"), "{tsv}");
    assert!(tsv.contains("\t73.75\t"), "{tsv}");
}
