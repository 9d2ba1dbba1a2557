//! The event itself: a new event on the arbiter's dates (never the preset's), its facts
//! and schedule set and shown from the command line, refusals naming the field and the
//! rule in the reader's language, and old files without the newer fields still read.

use std::path::Path;

use crate::common::{kup, ok, s};
use kup::store::{CURRENT, HISTORY_DIR, Store};

fn refused(args: &[&str]) -> String {
    let out = kup(args);
    assert!(!out.status.success(), "{args:?} succeeded");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Two teams of four, round 1 paired 1-2, on a kzz-2015 cup of 5 December 2026.
fn december_cup(dir: &Path) {
    let d = s(dir);
    ok(&["new", d, "--preset", "kzz-2015", "--date", "2026-12-05"]);
    for n in ["1", "2"] {
        ok(&["team", "add", d, "--name", &format!("ŠK Žabnik {n}")]);
        for name in ["Čolak, Ivan", "Ćosić, Ana", "Đurić, Luka", "Šimić, Željko"] {
            let name = format!("{name} {n}");
            ok(&["player", "add", d, "--team", n, "--name", &name]);
        }
    }
    ok(&["pair", d, "--manual", "1-2"]);
}

#[test]
fn a_new_event_is_never_on_the_presets_calendar() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("cup");
    // Off a terminal there is nobody to ask: the date must be given.
    let said = refused(&["new", s(&dir), "--preset", "kzz-2015"]);
    assert!(said.contains("give --date YYYY-MM-DD"), "{said}");
    assert!(!dir.exists());
    let said = refused(&[
        "new",
        s(&dir),
        "--preset",
        "kzz-2015",
        "--date",
        "5.12.2026",
    ]);
    assert!(said.contains("--date: '5.12.2026' is not a date"), "{said}");
    // The regulation's spacing replaced: a round a week.
    let out = ok(&[
        "new",
        s(&dir),
        "--preset",
        "kzz-2015",
        "--date",
        "2026-12-05",
        "--days-between",
        "7",
    ]);
    assert!(out.contains("round 5: 2027-01-02 10:00"), "{out}");
    let t = Store::open_read_only(&dir).unwrap().state().clone();
    assert_eq!(t.info.start_date.unwrap().to_string(), "2026-12-05");
    assert_eq!(t.info.end_date.unwrap().to_string(), "2027-01-02");
    // The lineup window of round 1, "09:00-09:15" in kzz-2015, moved with its round.
    let (open, _) = t.regulation.schedule[0].lineup_window.unwrap();
    assert_eq!(open.to_rfc3339(), "2026-12-05T09:00:00+01:00");
    let dates = tmp.path().join("dates");
    let said = refused(&[
        "--lang",
        "hr",
        "new",
        s(&dates),
        "--preset",
        "kzz-2015",
        "--date",
        "2026-12-05",
        "--round-dates",
        "2026-12-06,2026-12-04,2026-12-13,2026-12-20",
    ]);
    assert!(
        said.contains("datumi kola: kolo 3 počelo bi prije kola 2"),
        "{said}"
    );
}

#[test]
fn the_event_and_its_schedule_are_shown_and_set_by_field() {
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path().join("cup");
    let d = s(&d);
    ok(&["new", d, "--preset", "kzz-2015", "--date", "2026-12-05"]);
    ok(&[
        "event",
        d,
        "--name",
        "Kup KZŽ 2026",
        "--venue",
        "Dom kulture",
        "--city",
        "Krapina",
        "--chief-arbiter",
        "Kovač, Ana",
        "--deputies",
        "Babić, Ivo; Car, Eva",
    ]);
    let shown = ok(&["--lang", "hr", "event", d]);
    for line in [
        "naziv: Kup KZŽ 2026",
        "prvi dan: 5. 12. 2026.",
        "zadnji dan: 19. 12. 2026.",
        "mjesto igre: Dom kulture",
        "glavni sudac: Kovač, Ana",
        "zamjenici: Babić, Ivo; Car, Eva",
        // kzz-2015's round 5 venue: "1. ožujka u Sv. Križu Začretju (Pastoralni centar)".
        "5. kolo: 19. 12. 2026. 10:00 Sveti Križ Začretje, Pastoralni centar",
    ] {
        assert!(shown.lines().any(|l| l == line), "{line} in\n{shown}");
    }
    ok(&[
        "schedule", d, "--round", "5", "--time", "11:00", "--venue", "Pregrada",
    ]);
    let schedule = ok(&["schedule", d]);
    assert!(
        schedule.contains("round 5: 2026-12-19 11:00 Pregrada"),
        "{schedule}"
    );
    let said = refused(&["--lang", "sl", "event", d, "--federation", "SLOV"]);
    assert!(
        said.contains("zveza: 'SLOV' ni tričrkovna oznaka"),
        "{said}"
    );
    let said = refused(&["event", d, "--last-day", "2026-12-01"]);
    assert!(
        said.contains("last day: the event cannot end before it starts"),
        "{said}"
    );
}

/// The defect this calendar is for: a 2026 event on kzz-2015's own dates had every player
/// expired and every board's forfeit due the moment round 1 was paired.
#[test]
fn a_round_of_a_new_event_is_not_expired_before_it_starts() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("cup");
    december_cup(&dir);
    let d = s(&dir);
    let before = ok(&["forfeits", d, "--clock", "2026-12-05T09:20"]);
    assert!(
        !before.contains("1-0") && !before.contains("0-1"),
        "{before}"
    );
    // kzz-2015 art. 12: 30 minutes after the 09:30 start, every absent player has lost.
    let after = ok(&["forfeits", d, "--clock", "2026-12-05T10:01"]);
    assert!(after.contains("--"), "{after}");
}

/// A file written before the event's facts and the rounds' plans were kept: everything
/// new is missing from it, and it still opens.
#[test]
fn a_file_without_the_events_facts_still_opens() {
    let tmp = tempfile::tempdir().unwrap();
    let sample = include_str!("../../sample-data/kzz-2015/tournament.ron");
    let old: String = sample
        .lines()
        .filter(|l| {
            let l = l.trim_start();
            ![
                "venue:",
                "city:",
                "federation:",
                "start_date:",
                "end_date:",
                "chief_arbiter:",
                "deputy_arbiters:",
                "time_control:",
                "scheduled_start:",
                "actual_start:",
            ]
            .iter()
            .any(|field| l.starts_with(field))
        })
        .collect::<Vec<_>>()
        .join("\n");
    assert!(old.len() < sample.len());
    std::fs::create_dir(tmp.path().join(HISTORY_DIR)).unwrap();
    std::fs::write(tmp.path().join(CURRENT), old).unwrap();
    let t = Store::open_read_only(tmp.path()).unwrap().state().clone();
    assert_eq!(t.info.chief_arbiter, "");
    assert_eq!(t.info.start_date, None);
    let shown = ok(&["event", s(tmp.path())]);
    assert!(shown.contains("round 1: 2015-02-15 09:30"), "{shown}");
}

/// `docs/rules/fide-c07.md#editions`: the 2023 edition of C.07 applies from 1 Jul 2023, the
/// 2026-03 one from 1 Mar 2026; an event is under the edition in force on its first day, and says
/// which.
#[test]
fn the_edition_of_the_tie_break_rules_follows_the_first_day_and_is_said() {
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path().join("cup");
    let d = s(&d);
    ok(&["new", d, "--preset", "kzz-2015", "--date", "2026-03-01"]);
    let line = |lang: &str| {
        let shown = ok(&["--lang", lang, "event", d]);
        shown
            .lines()
            .find(|l| l.contains("C.07"))
            .unwrap_or_default()
            .to_string()
    };
    assert_eq!(
        line("hr"),
        "kriteriji (C.07): izdanje od 1. 3. 2026., ograničeni zamišljeni protivnik, \
         na snazi prvog dana"
    );
    // A day earlier, and the event is under the 2023 edition.
    ok(&["event", d, "--first-day", "2026-02-28"]);
    assert_eq!(
        line("en"),
        "tie-breaks (C.07): edition of 1 July 2023, dummy opponent, in force on the first day"
    );
    ok(&["event", d, "--first-day", "2023-06-30"]);
    assert!(line("sl").contains("izdaja do 30. 6. 2023, navidezni nasprotnik"));
}

/// The edition of C.07 decides the tie-breaks of an unplayed round, so the standings and
/// every printout of them say which one ranks the event; a regulation may name one, and
/// then it holds whatever the first day (a custom regulation, `kup regulation` edited).
#[test]
fn the_standings_say_the_edition_and_a_regulation_may_name_it() {
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path().join("cup");
    let d = s(&d);
    ok(&["new", d, "--preset", "kzz-2015", "--date", "2024-03-02"]);
    let standings = ok(&["standings", d]);
    assert!(
        standings.ends_with(
            "tie-breaks (C.07): edition of 1 July 2023, dummy opponent, in force on the first day\n"
        ),
        "{standings}"
    );
    for team in ["ŠK Zabok", "ŠK Krapina"] {
        ok(&["team", "add", d, "--name", team]);
    }
    ok(&["pair", d, "--round", "1", "--manual", "1-2"]);
    let html = tmp.path().join("standings.html");
    ok(&[
        "export",
        d,
        "--format",
        "html",
        "--what",
        "standings",
        "-o",
        s(&html),
    ]);
    let page = std::fs::read_to_string(&html).expect("the printout");
    assert!(
        page.contains("edition of 1 July 2023, dummy opponent"),
        "{page}"
    );

    let named = ok(&["regulation", "kzz-2015"])
        .replace(
            "tiebreak_edition: None",
            "tiebreak_edition: Some(Capped2026)",
        )
        .replace(
            "sources: {",
            "sources: {\n        \"tiebreak_edition\": Article(\"čl. 99\"),",
        );
    let file = tmp.path().join("named.ron");
    std::fs::write(&file, named).expect("write the regulation");
    let e = tmp.path().join("named");
    let e = s(&e);
    ok(&["new", e, "--regulation", s(&file), "--date", "2024-03-02"]);
    let standings = ok(&["--lang", "hr", "standings", e]);
    assert!(
        standings.contains(
            "kriteriji (C.07): izdanje od 1. 3. 2026., ograničeni zamišljeni protivnik, \
             kako ga propisuje pravilnik (kzz-2015 čl. 99)"
        ),
        "{standings}"
    );
    assert!(ok(&["event", e]).contains("as the regulation names it (kzz-2015 čl. 99)"));
}
