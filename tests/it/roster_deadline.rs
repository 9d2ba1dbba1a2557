//! Roster deadlines before the event: bpz-2025 čl. 6 (`docs/rules/bpz-2025.md#cl-6`) "Ekipe
//! su dužne do četvrtka, 16. siječnja 2025. godine, prijaviti osnovne sastave s pričuvama"
//! (round 1 on the 18th); szs-pokal-2018 8) (`docs/rules/szs-pokal-2018.md#tocka-8`)
//! "Prijavo za nastop, ki morajo vsebovati osnovno postavo ekipe ... se zbirajo do 28. 5.
//! 2018 do 12.00" with 3) "Osnovna postava ekipe se odda ob prijavi" (round 1 on 1 June).
//! Neither names a sanction: a player entered after the deadline it covers is entered, said
//! so, and flagged by `kup check`; the full-screen program asks first.

use chrono::DateTime;
use kup::i18n::Lang;
use ratatui::crossterm::event::KeyCode;

use crate::common::{hall_app, kup, ok, on_disk, press, s, type_keys};

/// What `kup check` reports (it ends with status 1 when it finds anything).
fn check(d: &str) -> String {
    String::from_utf8_lossy(&kup(&["check", d]).stdout).into_owned()
}

/// `kup player add` of `name` to team 1 with the hall's clock at `at`; its standard error.
fn add_at(d: &str, name: &str, at: &str) -> String {
    let args = [
        "player", "add", d, "--team", "1", "--name", name, "--clock", at,
    ];
    let out = kup(&args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn bpz_2025_cl_6_flags_a_player_entered_after_the_16th() {
    let dir = tempfile::tempdir().unwrap();
    let d = s(dir.path());
    ok(&["new", d, "--preset", "bpz-2025", "--date", "2025-01-18"]);
    ok(&["team", "add", d, "--name", "ŠK Ruščica"]);
    // Thursday the 16th, late evening: still "do četvrtka".
    assert_eq!(add_at(d, "Horvat, Ivan", "2025-01-16T23:30"), "");
    // Friday the 17th: past it; a reserve too ("s pričuvama").
    let said = add_at(d, "Čolak, Ivo", "2025-01-17T09:00");
    assert_eq!(
        said,
        "entered after the deadline: rosters due by 2025-01-16 23:59 (bpz-2025 čl. 6); kup check reports it for the chief arbiter\n"
    );
    let check = check(d);
    let flagged = "rosters due by 2025-01-16 23:59 (bpz-2025 čl. 6): team 1 (ŠK Ruščica): \
                   Čolak, Ivo entered on 2025-01-17 09:00, after the deadline";
    assert!(check.lines().any(|line| line == flagged), "{check}");
    assert!(!check.contains("Horvat"), "{check}");
}

#[test]
fn szs_pokal_2018_8_covers_the_base_lineup_and_not_the_reserves() {
    let dir = tempfile::tempdir().unwrap();
    let d = s(dir.path());
    ok(&[
        "new",
        d,
        "--preset",
        "szs-pokal-2018",
        "--date",
        "2018-06-01",
    ]);
    ok(&["team", "add", d, "--name", "ŠK Komenda"]);
    for name in ["Novak, Jan", "Kranjc, Ana", "Zupan, Žiga"] {
        assert_eq!(add_at(d, name, "2018-05-28T11:59"), "");
    }
    // The fourth of the base lineup at 12:30 on the 28th: after "do 12.00".
    let said = add_at(d, "Košir, Luka", "2018-05-28T12:30");
    assert!(
        said.contains("rosters due by 2018-05-28 12:00 (szs-pokal-2018 točka 8)"),
        "{said}"
    );
    // A reserve (the fifth) on the 31st: the deadline covers the base lineup only.
    assert_eq!(add_at(d, "Vidmar, Eva", "2018-05-31T10:00"), "");
    let check = check(d);
    assert!(
        check.contains("Košir, Luka entered on 2018-05-28 12:30"),
        "{check}"
    );
    assert!(!check.contains("Vidmar"), "{check}");
}

/// In the Rosters tab (`a` on the roster) a player entered after the deadline is asked
/// about first, naming the rule; `n` leaves the roster as it was, `y` enters him.
#[test]
fn the_rosters_tab_asks_before_a_player_is_entered_after_the_deadline() {
    let dir = tempfile::tempdir().unwrap();
    let d = s(dir.path());
    ok(&["new", d, "--preset", "bpz-2025", "--date", "2025-01-18"]);
    ok(&["team", "add", d, "--name", "ŠK Ruščica"]);
    let now = DateTime::parse_from_rfc3339("2025-01-17T18:00:00+01:00").unwrap();
    let enter = |answer: &str| {
        let mut app = hall_app(dir.path(), now, Lang::En);
        press(&mut app, KeyCode::F(1));
        press(&mut app, KeyCode::Right);
        type_keys(&mut app, "aČolak");
        press(&mut app, KeyCode::Tab);
        type_keys(&mut app, "Ivo");
        press(&mut app, KeyCode::Enter);
        let asked = app.status().text.clone();
        type_keys(&mut app, answer);
        asked
    };
    let asked = enter("n");
    assert_eq!(
        asked,
        "past the deadline: rosters due by 2025-01-16 23:59 (bpz-2025 čl. 6); enter the player all the same? y = enter, any other key = no"
    );
    assert!(on_disk(dir.path()).teams[0].roster.is_empty());
    enter("y");
    let t = on_disk(dir.path());
    let player = &t.teams[0].roster[0];
    assert_eq!(
        (player.full_name(), player.entered),
        ("Čolak, Ivo".to_string(), Some(now))
    );
}
