//! Rosters, lineups, penalties and imports through the `kup` binary, as an arbiter types them.

use std::path::Path;
use std::process::Command;

use crate::common::{on_disk, sample_copy};

fn kup(args: &[&str]) -> (bool, String) {
    // English messages whatever the machine's locale or the arbiter's config.
    let out = Command::new(env!("CARGO_BIN_EXE_kup"))
        // The hall of the presets: a new event reads its rounds' times of day in the
        // machine's time zone, so the tests fix one (a POSIX rule, no tz database needed).
        .env("TZ", "CET-1CEST,M3.5.0,M10.5.0/3")
        .env("LC_ALL", "C")
        .env("KUP_CONFIG", "/nonexistent/kup-config.ron")
        .args(args)
        .output()
        .expect("kup runs");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

fn ok(args: &[&str]) -> String {
    let (success, text) = kup(args);
    assert!(success, "kup {args:?} failed: {text}");
    text
}

/// bpz-2025, two teams of five, round 1 paired 1-2.
fn bpz_event(dir: &Path) -> String {
    let d = dir.to_str().unwrap().to_string();
    ok(&["new", &d, "--preset", "bpz-2025", "--date", "2025-01-18"]);
    for (team, base) in [("ŠK Ruščica", 2000), ("ŠK Slavonac", 1990)] {
        ok(&["team", "add", &d, "--name", team]);
        let number = if base == 2000 { "1" } else { "2" };
        for (i, name) in [
            "Horvat, Ivan",
            "Đurić, Ana",
            "Šarić, Luka",
            "Žagar, Eva",
            "Čolak, Ivo",
        ]
        .iter()
        .enumerate()
        {
            let rating = (base - 40 * i as u16).to_string();
            ok(&[
                "player",
                "add",
                &d,
                "--team",
                number,
                "--name",
                name,
                "--fide-rating",
                &rating,
                // Entered before čl. 6's deadline, the 16th.
                "--clock",
                "2025-01-15T12:00",
            ]);
        }
    }
    ok(&["pair", &d, "--round", "1", "--manual", "1-2"]);
    d
}

#[test]
fn the_override_of_the_frozen_base_lineup_is_in_the_journal() {
    let dir = tempfile::tempdir().unwrap();
    let d = bpz_event(&dir.path().join("cup"));
    let (success, text) = kup(&[
        "player", "move", &d, "--team", "1", "--player", "5", "--to", "1",
    ]);
    assert!(!success);
    assert!(text.contains("base lineup is fixed"), "{text}");
    ok(&[
        "player",
        "move",
        &d,
        "--team",
        "1",
        "--player",
        "5",
        "--to",
        "1",
        "--override-lock",
    ]);
    let journal = std::fs::read_to_string(Path::new(&d).join("journal.log")).unwrap();
    let line = journal.lines().last().unwrap();
    assert!(
        line.contains(
            "Čolak, Ivo moved to roster position 1 (arbiter's override of the frozen base lineup)"
        ),
        "{journal}"
    );
    // The move broke the 100-point rule (1840 above 2000): kup check says so.
    let (success, text) = kup(&["check", &d]);
    assert!(!success);
    assert!(
        text.contains("team 1 (ŠK Ruščica): board 1 Čolak, Ivo (FIDE 1840) is 160 points below board 2 Horvat, Ivan (FIDE 2000)"),
        "{text}"
    );
}

#[test]
fn penalties_are_imposed_listed_shown_and_lifted() {
    let dir = tempfile::tempdir().unwrap();
    let d = bpz_event(&dir.path().join("cup"));
    ok(&[
        "penalty",
        "phone",
        &d,
        "--round",
        "1",
        "--team",
        "2",
        "--board",
        "3",
        "--note",
        "rang in the hall",
    ]);
    // bpz-2025 sets no earliest move for a draw.
    let (success, text) = kup(&[
        "penalty",
        "early-draw",
        &d,
        "--round",
        "1",
        "--match",
        "1",
        "--board",
        "1",
    ]);
    assert!(!success);
    assert!(
        text.contains("sets no move before which a draw may not be agreed"),
        "{text}"
    );

    let listed = ok(&["penalty", "list", &d]);
    assert!(
        listed.contains("1. round 1, team 2 (ŠK Slavonac): board 3 (Šarić, Luka) loses the game — mobile phone in the playing venue"),
        "{listed}"
    );
    let shown = ok(&["show", &d]);
    assert!(
        shown.contains("penalties\n   1. round 1, team 2 (ŠK Slavonac): board 3"),
        "{shown}"
    );
    let checked = ok(&["check", &d]);
    assert!(
        checked.contains("penalty in force: round 1, team 2"),
        "{checked}"
    );

    ok(&["penalty", "lift", &d, "--number", "1"]);
    assert_eq!(ok(&["penalty", "list", &d]).trim(), "no penalties");
}

#[test]
fn seating_out_of_order_costs_the_games_on_the_wrong_boards() {
    let dir = tempfile::tempdir().unwrap();
    let d = bpz_event(&dir.path().join("cup"));
    ok(&[
        "lineup",
        &d,
        "--round",
        "1",
        "--team",
        "1",
        "--players",
        "5,1,2,3",
    ]);
    for board in ["1", "2", "3", "4"] {
        ok(&[
            "result", &d, "--round", "1", "--match", "1", "--board", board, "1/2",
        ]);
    }
    // Lineup by roster order is 1,2,3,5; the reserve (5) sat on board 1, everyone else one
    // board lower: all four boards are wrong.
    let text = ok(&[
        "seating",
        &d,
        "--round",
        "1",
        "--team",
        "1",
        "--players",
        "5,1,2,3",
    ]);
    assert!(
        text.contains("boards 1, 2, 3, 4 contrary to the lineup"),
        "{text}"
    );
    let listed = ok(&["penalty", "list", &d]);
    assert_eq!(listed.lines().count(), 4, "{listed}");
    assert!(
        listed.contains("board 1 (Čolak, Ivo) loses the game"),
        "{listed}"
    );
}

/// The bytes of the tournament's current snapshot.
/// The tournament as saved in `d`.
fn current(d: &str) -> kup::core::Tournament {
    crate::common::on_disk(Path::new(d))
}

/// A CSV roster and a FIDE list refresh are each one change: one `kup undo` restores the
/// state before the import. A roster with a bad cell is refused whole, the
/// line, column and rule named, and nothing changes (no new snapshot either).
#[test]
fn a_csv_roster_and_a_fide_list_are_each_imported_as_one_undoable_change() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().join("cup").to_str().unwrap().to_string();
    ok(&["new", &d, "--preset", "kzz-2015", "--date", "2015-02-15"]);
    let roster = dir.path().join("roster.csv");
    let header = "team,board,name,fide_id,fide_rating,national_rating,federation,born\n";
    let good = "ŠK Krapina,2,\"Šarić, Đuro\",14511111,2150,,CRO,1985\n\
         ŠK Krapina,1,\"Kovač, Ana\",,,1990,CRO,1990\n";
    std::fs::write(
        &roster,
        format!("{header}{good}ŠK Krapina,3,\"Babić, Iva\",,,abc,CRO,1990\n"),
    )
    .unwrap();
    let empty = current(&d);
    let (success, text) = kup(&["import", "roster-csv", roster.to_str().unwrap(), &d]);
    assert!(!success, "{text}");
    assert!(
        text.contains(
            "line 4, column 6 (national_rating): 'abc' is not a number; nothing was imported"
        ),
        "{text}"
    );
    assert_eq!(current(&d), empty);
    let (undone, text) = kup(&["undo", &d]);
    assert!(
        !undone,
        "the refused import left a snapshot to undo: {text}"
    );

    std::fs::write(&roster, format!("{header}{good}")).unwrap();
    let text = ok(&["import", "roster-csv", roster.to_str().unwrap(), &d]);
    // The team, two players, and Kovač moved up to board 1 as the file says.
    assert!(
        text.contains("Šarić, Đuro added to ŠK Krapina as number 1"),
        "{text}"
    );
    assert!(text.contains("4 changes, 0 unchanged"), "{text}");
    let shown = ok(&["show", &d]);
    let kovac = shown.find("Kovač, Ana").expect("Kovač shown");
    let saric = shown.find("Šarić, Đuro").expect("Šarić shown");
    assert!(kovac < saric, "{shown}");
    let imported = current(&d);
    ok(&["undo", &d]);
    assert_eq!(current(&d), empty, "one undo takes the whole roster back");
    ok(&["redo", &d]);
    assert_eq!(current(&d), imported);

    // A FIDE list in the documented TXT layout: ID 1-15, Name 16-76, Fed 77-80, Sex 81-84,
    // Tit 85-89, WTit 90-94, OTit 95-109, FOA 110-113, SRtng 114-119, ... B-day 153-158.
    let header = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag";
    let line = format!(
        "{:<15}{:<61}{:<4}{:<4}{:<5}{:<5}{:<15}{:<4}{:<6}{:<4}{:<3}{:<6}{:<4}{:<3}{:<6}{:<4}{:<3}{:<6}{:<4}",
        "14511111",
        "Saric, Djuro",
        "CRO",
        "M",
        "IM",
        "",
        "",
        "",
        "2171",
        "9",
        "20",
        "",
        "",
        "",
        "",
        "",
        "",
        "1985",
        ""
    );
    let list = dir.path().join("players_list_foa.txt");
    std::fs::write(&list, format!("{header}\r\n{line}\r\n")).unwrap();
    let text = ok(&["import", "fide-list", list.to_str().unwrap(), &d]);
    assert!(
        text.contains("Šarić, Đuro (FIDE ID 14511111): FIDE rating 2150 → 2171, title — → IM"),
        "{text}"
    );
    let shown = ok(&["show", &d]);
    assert!(shown.contains("Šarić, Đuro 2171"), "{shown}");
    ok(&["undo", &d]);
    assert_eq!(current(&d), imported, "one undo takes the refresh back");
}

#[test]
fn a_new_tournament_counts_foreigners_against_the_regulations_federation() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().join("cup").to_str().unwrap().to_string();
    let (success, text) = kup(&[
        "new",
        &d,
        "--preset",
        "kzz-2015",
        "--date",
        "2015-02-15",
        "--federation",
        "Hrvatska",
    ]);
    assert!(!success);
    assert!(
        text.contains("federation: 'HRVATSKA' is not a three-letter code"),
        "{text}"
    );
    // mzz-2012 is organised by the Croatian federation: a SLO and an AUT player on the
    // roster are two foreigners where it allows one in a team's ranks (¶4).
    ok(&["new", &d, "--preset", "mzz-2012", "--date", "2012-02-05"]);
    ok(&["team", "add", &d, "--name", "ŠK Pregrada"]);
    for (name, fed, citizenship) in [
        ("Horvat, Ivan", "CRO", ""),
        ("Kralj, Luka", "SLO", ""),
        ("Babić, Ema", "CRO", ""),
        ("Gruber, Hans", "", "AUT"),
    ] {
        ok(&[
            "player",
            "add",
            &d,
            "--team",
            "1",
            "--name",
            name,
            "--fed",
            fed,
            "--citizenship",
            citizenship,
        ]);
    }
    let (success, text) = kup(&["check", &d]);
    assert!(!success);
    assert!(
        text.contains("team 1 (ŠK Pregrada) has 2: Kralj, Luka (FIDE federation SLO); Gruber, Hans (citizen of AUT)"),
        "{text}"
    );
}

/// `kup explain` says where a penalty changed a score. Four drawn boards are 2-2; the phone
/// of team 2's board 3 makes that board a win for team 1 and the match 2½-1½ (bpz-2025:
/// 2 MP for a win, 1 for a draw), which the explanation names from both sides. An
/// unregistered player's "all match points lost" is named with what it took away.
#[test]
fn explain_names_the_penalties_that_changed_a_score() {
    let dir = tempfile::tempdir().unwrap();
    let d = bpz_event(&dir.path().join("cup"));
    for board in ["1", "2", "3", "4"] {
        ok(&[
            "result", &d, "--round", "1", "--match", "1", "--board", board, "1/2",
        ]);
    }
    let before = ok(&["explain", &d, "--teams", "1,2"]);
    assert!(!before.contains("penalty"), "{before}");
    ok(&[
        "penalty", "phone", &d, "--round", "1", "--team", "2", "--board", "3",
    ]);
    let text = ok(&["explain", &d, "--teams", "1,2"]);
    let phone = "round 1, team 2 (ŠK Slavonac): board 3 (Šarić, Luka) loses the game — mobile phone in the playing venue: the game is lost (FIDE Laws 11.3.2.2)";
    assert!(
        text.contains(&format!(
            "penalty, for team 1 (ŠK Ruščica): {phone}: match 2-2 without the penalty, 2½-1½ with it; match points 1 → 2"
        )),
        "{text}"
    );
    assert!(
        text.contains(&format!(
            "penalty, for team 2 (ŠK Slavonac): {phone}: match 2-2 without the penalty, 1½-2½ with it; match points 1 → 0"
        )),
        "{text}"
    );
    ok(&["penalty", "unregistered", &d, "--round", "1", "--team", "1"]);
    let text = ok(&["explain", &d, "--teams", "1,2"]);
    assert!(
        text.contains("penalty, for team 1 (ŠK Ruščica): round 1, team 1 (ŠK Ruščica): loses all match points of the event"),
        "{text}"
    );
    assert!(text.contains(": match points 2 → 0\n"), "{text}");
}

/// szs-pokal-2018 3 b) (FIDE Laws 9.1.1): "brez privolitve glavnega sodnika se igralci/-ke ne
/// morejo dogovoriti za remi pred odigranimi 30. potezami" names no sanction, so kup does not
/// forfeit both games on its own; kzz-2015 čl. 5 does: "Igrači koji krše ovo pravilo, bit će
/// kontumacirani", and the penalty cites that article.
#[test]
fn szs_pokal_2018_3b_names_no_early_draw_sanction_and_kzz_2015_cl_5_forfeits_both() {
    let at = ["--round", "1", "--match", "1", "--board", "1"];
    let szs = sample_copy("szs-pokal-2018");
    let d = szs.path().to_str().unwrap();
    let before = on_disk(szs.path()).penalties.len();
    let (success, text) = kup(&[&["penalty", "early-draw", d][..], &at[..]].concat());
    assert!(!success, "{text}");
    assert!(
        text.contains("szs-pokal-2018 točka 3 b) forbids a draw before move 30 without the chief arbiter's consent but names no sanction"),
        "{text}"
    );
    assert_eq!(on_disk(szs.path()).penalties.len(), before);

    let kzz = sample_copy("kzz-2015");
    let d = kzz.path().to_str().unwrap();
    ok(&[&["penalty", "early-draw", d][..], &at[..]].concat());
    let t = on_disk(kzz.path());
    let reason = &t.penalties.last().expect("a penalty").reason;
    assert!(reason.contains("kzz-2015 čl. 5"), "{reason}");
}
