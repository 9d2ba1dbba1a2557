//! bpz-2025 čl. 7 (`docs/rules/bpz-2025.md#cl-7`) collects the lineups of a round before
//! it pairs it: "do 08,50 sati prijava sastava ekipe za prvo kolo", then "od 08,50 sati do
//! 09,00 sati sparivanje za prvo kolo". The next round takes a lineup while it is not paired
//! yet, from `kup lineup` and from the Round tab's `n`; a regulation that pairs first
//! (kzz-2015) still waits for the round's table.

use std::path::Path;

use chrono::DateTime;
use kup::core::{TeamId, Tournament};
use kup::i18n::Lang;
use ratatui::crossterm::event::KeyCode;

use crate::common::{hall_app, kup, on_disk, press, s, screen, type_keys};

/// A run of kup that must succeed; its standard output.
fn ok(args: &[&str]) -> String {
    let out = kup(args);
    assert!(
        out.status.success(),
        "kup {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A run of kup that is refused; its standard error.
fn refused(args: &[&str]) -> String {
    let out = kup(args);
    assert!(!out.status.success(), "kup {args:?} was not refused");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// `preset`'s event on `day`, two teams of five (the fifth a reserve) entered at `entered`
/// (before any roster deadline), nothing paired.
fn two_teams(dir: &Path, preset: &str, day: &str, entered: &str) {
    let d = s(dir);
    ok(&["new", d, "--preset", preset, "--date", day]);
    for (team, base) in [("ŠK Ruščica", 2000), ("ŠK Slavonac", 1990)] {
        ok(&["team", "add", d, "--name", team]);
        let number = if base == 2000 { "1" } else { "2" };
        let names = [
            "Horvat, Ivan",
            "Đurić, Ana",
            "Šarić, Luka",
            "Žagar, Eva",
            "Čolak, Ivo",
        ];
        for (i, name) in names.iter().enumerate() {
            let rating = (base - 40 * i as u16).to_string();
            let add = ["player", "add", d, "--team", number, "--name", name];
            ok(&[&add[..], &["--fide-rating", &rating, "--clock", entered]].concat());
        }
    }
}

/// `kup lineup` of team 1 for `round`: the reserve (5) for the fourth player.
fn reserve_for_fourth<'a>(d: &'a str, round: &'a str) -> [&'a str; 8] {
    [
        "lineup",
        d,
        "--round",
        round,
        "--team",
        "1",
        "--players",
        "1,2,3,5",
    ]
}

/// The surnames on `team`'s boards in round 1, board 1 first.
fn boards_of(t: &Tournament, team: TeamId) -> Vec<String> {
    t.effective_lineup(0, team)
        .iter()
        .filter_map(|p| t.find_player(*p))
        .map(|(x, at)| x.roster[at].surname.clone())
        .collect()
}

#[test]
fn bpz_2025_cl_7_takes_the_next_rounds_lineup_before_it_is_paired() {
    let dir = tempfile::tempdir().unwrap();
    let d = s(dir.path());
    two_teams(dir.path(), "bpz-2025", "2025-01-18", "2025-01-15T09:00");
    // Handed in at 08:45, before "do 08,50": the reserve Čolak for Žagar.
    let lineup = reserve_for_fourth(d, "1");
    ok(&[&lineup[..], &["--handed-in", "2025-01-18T08:45:00+01:00"]].concat());
    // Only the next round: round 2 waits until round 1 is paired.
    let said = refused(&reserve_for_fourth(d, "2"));
    assert!(said.contains("round 2 is not paired"), "{said}");
    ok(&["pair", d, "--round", "1", "--manual", "1-2"]);
    let t = on_disk(dir.path());
    assert_eq!(
        boards_of(&t, t.teams[0].id),
        ["Horvat", "Đurić", "Šarić", "Čolak"]
    );
    assert_eq!(
        boards_of(&t, t.teams[1].id),
        ["Horvat", "Đurić", "Šarić", "Žagar"]
    );
    let check = ok(&["check", d]);
    assert!(!check.contains("late"), "handed in before 08:50: {check}");
}

#[test]
fn kzz_2015_takes_a_lineup_once_its_round_is_paired() {
    let dir = tempfile::tempdir().unwrap();
    let d = s(dir.path());
    two_teams(dir.path(), "kzz-2015", "2015-02-15", "2015-02-10T09:00");
    let said = refused(&reserve_for_fourth(d, "1"));
    assert!(said.contains("round 1 is not paired"), "{said}");
    let now = DateTime::parse_from_rfc3339("2015-02-15T09:00:00+01:00").unwrap();
    let mut app = hall_app(dir.path(), now, Lang::En);
    press(&mut app, KeyCode::F(2));
    type_keys(&mut app, "n");
    assert_eq!(
        app.status().text,
        "this regulation takes a lineup once its round is paired: pair round 1 (p), then l on its table"
    );
}

/// The same from the Round tab: `n` opens the lineups of round 1 before its pairing, team
/// by team (`→` to the next); the lineup chosen is the one round 1 is paired and played with.
#[test]
fn n_on_the_round_tab_takes_the_next_rounds_lineups_before_the_pairing() {
    let dir = tempfile::tempdir().unwrap();
    two_teams(dir.path(), "bpz-2025", "2025-01-18", "2025-01-15T09:00");
    let now = DateTime::parse_from_rfc3339("2025-01-18T08:40:00+01:00").unwrap();
    let mut app = hall_app(dir.path(), now, Lang::En);
    press(&mut app, KeyCode::F(2));
    let shown = screen(&mut app, 80, 24);
    assert!(
        shown.contains("n lineups of the next round, before its pairing"),
        "{shown}"
    );
    type_keys(&mut app, "n");
    let shown = screen(&mut app, 80, 24);
    assert!(shown.contains("Lineup, round 1: (1) ŠK Ruščica"), "{shown}");
    assert!(
        shown.contains("Deadline: 08:50") || shown.contains("08:50"),
        "{shown}"
    );
    press(&mut app, KeyCode::Right);
    assert!(screen(&mut app, 80, 24).contains("Lineup, round 1: (2) ŠK Slavonac"));
    press(&mut app, KeyCode::Left);
    // Žagar (4) out, Čolak (5) in.
    for key in [KeyCode::Down, KeyCode::Down, KeyCode::Down] {
        press(&mut app, key);
    }
    type_keys(&mut app, " ");
    press(&mut app, KeyCode::Down);
    type_keys(&mut app, " ");
    press(&mut app, KeyCode::Enter);
    assert!(
        app.status()
            .text
            .contains("lineup of ŠK Ruščica for round 1 entered"),
        "{}",
        app.status().text
    );
    press(&mut app, KeyCode::Esc);
    type_keys(&mut app, "py");
    let t = on_disk(dir.path());
    assert_eq!(t.paired_rounds(), 1, "{}", app.status().text);
    assert_eq!(
        boards_of(&t, t.teams[0].id),
        ["Horvat", "Đurić", "Šarić", "Čolak"]
    );
}
