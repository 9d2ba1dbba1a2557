//! Croatian and Slovenian names in the order their readers expect, through what kup
//! actually prints: the alphabetical list of players (`kup export --what players`), the
//! starting order of teams whose ratings tie (`kup team sort`) and the refusal of a team
//! name already taken in another case.

use std::path::Path;

use crate::common::{kup, ok, on_disk, s};

/// Real Croatian surnames, shuffled, on three teams (one surname each, so the given
/// names never decide).
const ROSTER: &str = "team,name\n\
    ŠK Zabok,\"Žagar, Marko\"\n\
    ŠK Zabok,\"Ljubičić, Ante\"\n\
    ŠK Zabok,\"Čolak, Ivan\"\n\
    ŠK Zabok,\"Novak, Ivan\"\n\
    ŠK Zabok,\"Džeko, Edin\"\n\
    ŠK Zabok,\"Horvat, Ana\"\n\
    ŠK Čazma,\"Šimić, Željko\"\n\
    ŠK Čazma,\"Dvoržak, Petra\"\n\
    ŠK Čazma,\"Njegovan, Tin\"\n\
    ŠK Čazma,\"Cvitan, Ognjen\"\n\
    ŠK Čazma,\"Sabolić, Iva\"\n\
    ŠK Čazma,\"Babić, Eva\"\n\
    ŠK Đakovo,\"Ćosić, Ana\"\n\
    ŠK Đakovo,\"Lukić, Mate\"\n\
    ŠK Đakovo,\"Đurić, Luka\"\n\
    ŠK Đakovo,\"Zec, Josip\"\n\
    ŠK Đakovo,\"Dukić, Nina\"\n\
    ŠK Đakovo,\"Lovrić, Dora\"\n\
    ŠK Đakovo,\"Nikolić, Filip\"\n";

/// The order worked out by hand in the Croatian alphabet (a b c č ć d dž đ e ... l lj m
/// n nj o ... s š t u v z ž): C < Č < Ć; Du < Dv < Dž < Đ; Lo < Lu < Lj; Ni < No < Nj.
const CROATIAN_ORDER: [&str; 19] = [
    "Babić",
    "Cvitan",
    "Čolak",
    "Ćosić",
    "Dukić",
    "Dvoržak",
    "Džeko",
    "Đurić",
    "Horvat",
    "Lovrić",
    "Lukić",
    "Ljubičić",
    "Nikolić",
    "Novak",
    "Njegovan",
    "Sabolić",
    "Šimić",
    "Zec",
    "Žagar",
];

/// The same in the Slovenian alphabet, where lj and nj are two letters: L+j before L+o,
/// N+j between N+i and N+o (dž as d+ž still follows dv, ž being the last letter).
const SLOVENIAN_ORDER: [&str; 19] = [
    "Babić",
    "Cvitan",
    "Čolak",
    "Ćosić",
    "Dukić",
    "Dvoržak",
    "Džeko",
    "Đurić",
    "Horvat",
    "Ljubičić",
    "Lovrić",
    "Lukić",
    "Nikolić",
    "Njegovan",
    "Novak",
    "Sabolić",
    "Šimić",
    "Zec",
    "Žagar",
];

/// A new event of `federation` with the roster imported.
fn event(root: &Path, federation: &str) -> std::path::PathBuf {
    let dir = root.join(federation);
    let d = s(&dir);
    ok(&[
        "new",
        d,
        "--preset",
        "kzz-2015",
        "--date",
        "2015-02-15",
        "--federation",
        federation,
        "--name",
        "Kup Zabok",
    ]);
    let roster = root.join("roster.csv");
    std::fs::write(&roster, ROSTER).expect("roster written");
    ok(&["import", "roster-csv", s(&roster), d]);
    dir
}

/// The surnames in the order the plain-text list of players prints them.
fn listed_surnames(dir: &Path, lang: &str) -> Vec<String> {
    let text = ok(&[
        "--lang",
        lang,
        "export",
        s(dir),
        "--format",
        "txt",
        "--what",
        "players",
    ]);
    text.lines()
        .filter_map(|line| line.split_once(',').map(|(surname, _)| surname.trim()))
        .map(String::from)
        .collect()
}

#[test]
fn a_croatian_event_lists_its_players_in_croatian_order_for_every_reader() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = event(tmp.path(), "CRO");
    for lang in ["hr", "sl", "en"] {
        assert_eq!(listed_surnames(&dir, lang), CROATIAN_ORDER, "--lang {lang}");
    }
}

#[test]
fn a_slovenian_event_lists_its_players_in_slovenian_order_for_every_reader() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = event(tmp.path(), "SLO");
    for lang in ["hr", "sl", "en"] {
        assert_eq!(
            listed_surnames(&dir, lang),
            SLOVENIAN_ORDER,
            "--lang {lang}"
        );
    }
}

#[test]
fn an_event_of_another_federation_sorts_in_the_readers_alphabet() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = event(tmp.path(), "AUT");
    assert_eq!(listed_surnames(&dir, "sl"), SLOVENIAN_ORDER);
    assert_eq!(listed_surnames(&dir, "hr"), CROATIAN_ORDER);
    // English readers get the neutral default, Croatian.
    assert_eq!(listed_surnames(&dir, "en"), CROATIAN_ORDER);
    // The CSV of the list is in the same order, team numbers beside the names.
    let csv = ok(&[
        "--lang",
        "sl",
        "export",
        s(&dir),
        "--format",
        "csv",
        "--what",
        "players",
    ]);
    assert!(
        csv.starts_with("name,title,federation,rating,team_no,team\n"),
        "{csv}"
    );
    let first: Vec<&str> = csv.lines().skip(1).take(3).collect();
    assert!(first[0].starts_with("\"Babić, Eva\""), "{csv}");
    assert!(first[1].starts_with("\"Cvitan, Ognjen\""), "{csv}");
    assert!(first[2].starts_with("\"Čolak, Ivan\""), "{csv}");
}

/// Teams with no rated players tie on the team rating, so `kup team sort` orders them by
/// name (C.04.6 1.1.2 leaves the tie to the competition; `core::rating`): in the
/// event's alphabet, not by code point (which would put every Č, Š, Ž after Z).
#[test]
fn teams_tied_on_rating_take_their_starting_numbers_in_the_events_alphabet() {
    let tmp = tempfile::tempdir().expect("tmp");
    for (federation, expected) in [
        (
            "CRO",
            [
                "ŠK Cvjetno",
                "ŠK Čakovec",
                "ŠK Lukavec",
                "ŠK Ljubešćica",
                "ŠK Zagreb",
                "ŠK Žminj",
            ],
        ),
        (
            "SLO",
            [
                "ŠK Cvjetno",
                "ŠK Čakovec",
                "ŠK Ljubešćica",
                "ŠK Lukavec",
                "ŠK Zagreb",
                "ŠK Žminj",
            ],
        ),
    ] {
        let dir = tmp.path().join(federation);
        let d = s(&dir);
        ok(&[
            "new",
            d,
            "--preset",
            "kzz-2015",
            "--date",
            "2015-02-15",
            "--federation",
            federation,
        ]);
        for team in [
            "ŠK Žminj",
            "ŠK Ljubešćica",
            "ŠK Zagreb",
            "ŠK Čakovec",
            "ŠK Lukavec",
            "ŠK Cvjetno",
        ] {
            ok(&["team", "add", d, "--name", team]);
        }
        ok(&["team", "sort", d]);
        let names: Vec<String> = on_disk(&dir).teams.iter().map(|t| t.name.clone()).collect();
        assert_eq!(names, expected, "{federation}");
    }
}

#[test]
fn a_team_name_taken_in_another_case_or_spelling_of_the_same_letters_is_refused() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = tmp.path().join("cup");
    let d = s(&dir);
    ok(&["new", d, "--preset", "kzz-2015", "--date", "2015-02-15"]);
    ok(&["team", "add", d, "--name", "ŠK Čazma"]);
    // Capitals, and Č typed as C + combining caron: the same name.
    for taken in ["šk čazma", "ŠK ČAZMA", "ŠK C\u{30C}azma"] {
        let out = kup(&["team", "add", d, "--name", taken]);
        assert!(!out.status.success(), "{taken} was accepted");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("team name"), "{stderr}");
    }
    // Cazma (C, not Č) is another name.
    ok(&["team", "add", d, "--name", "ŠK Cazma"]);
    assert_eq!(on_disk(&dir).teams.len(), 2);
}
