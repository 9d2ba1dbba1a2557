//! `kup import trf` and the values it cannot take: every value dropped is reported with its
//! line and columns; a line whose columns moved, and counts no tournament can have, refuse
//! the file naming the field and the rule, and leave no event behind.

use std::path::{Path, PathBuf};
use std::process::Output;

use crate::common::{kup_lang, on_disk};

/// TRF-2026 fixture: 5 teams of 2 boards, record 142 on line 7, player 2 (Šarić, Ana) on
/// line 13 born 1995, player 4 (Babić, Luka) on line 15 with FIDE ID 14512347.
fn fixture() -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/team-absence-lineup-kept-apart.trf");
    std::fs::read_to_string(path).unwrap()
}

/// `kup --lang LANG import trf` of `text` into `dir/event`.
fn import(dir: &Path, lang: &str, text: &str) -> Output {
    let file = dir.join("event.trf");
    std::fs::write(&file, text).unwrap();
    let event = dir.join("event");
    kup_lang(&[
        "--lang",
        lang,
        "import",
        "trf",
        "--preset",
        "kzz-2015",
        file.to_str().unwrap(),
        event.to_str().unwrap(),
    ])
}

/// stderr of an import refused as a bad file (exit status 4), which leaves no event.
fn refused(lang: &str, text: &str) -> String {
    let tmp = tempfile::tempdir().unwrap();
    let out = import(tmp.path(), lang, text);
    assert_eq!(out.status.code(), Some(4), "{out:?}");
    assert!(
        !tmp.path().join("event").exists(),
        "no event is left behind"
    );
    String::from_utf8(out.stderr).unwrap()
}

#[test]
fn a_fide_id_shifted_by_a_column_refuses_the_file_naming_line_and_column() {
    // `docs/rules/fide-trf.md#player-record`, record 001: 58–68 FIDE ID, 70–79 birth date, column
    // 69 blank. One space more before the ID moves its last digit into column 69: read by its
    // columns it would be 1451234, another player's number.
    let text = fixture().replace("2010 CRO    14512347", "2010 CRO     14512347");
    let en = refused("en", &text);
    assert!(
        en.contains(
            "line 15: column 69: '7' stands in a column that must be blank, after record 001, \
             columns 58-68 (FIDE ID): the line's columns are shifted"
        ),
        "{en}"
    );
    let hr = refused("hr", &text);
    assert!(
        hr.contains("15. redak: 69. stupac: '7' stoji u stupcu koji mora biti prazan, iza: zapis 001, stupci 58-68"),
        "{hr}"
    );
    // A round field moved by a column: its colour stands where the blank after the
    // opponent (columns 92-95) must be.
    let text = fixture().replace("    7     2 b 0", "    7     2b  0");
    let sl = refused("sl", &text);
    assert!(
        sl.contains("15. vrstica: 96. stolpec: 'b' stoji v stolpcu, ki mora biti prazen, za: zapis 001, stolpci 92-95"),
        "{sl}"
    );
}

#[test]
fn billions_of_rounds_are_refused_at_once_naming_record_142_and_the_rule() {
    let text = fixture().replace("142 2\r\n", "142 4294967295\r\n");
    let en = refused("en", &text);
    assert!(
        en.contains(
            "line 7: record 142 (rounds): 4294967295 rounds, but 5 teams can play at most 10 \
             (a double round robin: in a Swiss no two teams meet twice, C.04.1 art. 2"
        ),
        "{en}"
    );
    let sl = refused("sl", &text);
    assert!(
        sl.contains("7. vrstica: zapis 142 (število kol): število kol 4294967295 presega največje možno za turnir s številom ekip 5, to je 10"),
        "{sl}"
    );
    // Ten rounds are what five teams can have at the most: taken.
    let tmp = tempfile::tempdir().unwrap();
    let out = import(
        tmp.path(),
        "en",
        &fixture().replace("142 2\r\n", "142 10\r\n"),
    );
    assert!(out.status.success(), "{out:?}");
}

#[test]
fn a_bad_birth_date_and_bad_national_ratings_are_reported_with_line_and_columns() {
    let mut text = fixture().replace("1995/00/00", "19x5/00/00");
    // NRS records (the 001 layout, rating in columns 49-52): not a number, outside
    // 100..3500, and one naming no player.
    for (player, rating) in [("   1", "abcd"), ("   4", "9000"), ("    ", "1700")] {
        text.push_str(&format!("CRO {player}{:40}{rating}\r\n", ""));
    }
    let tmp = tempfile::tempdir().unwrap();
    let out = import(tmp.path(), "en", &text);
    assert!(out.status.success(), "{out:?}");
    let en = String::from_utf8(out.stderr).unwrap();
    for note in [
        "line 13: record 001, columns 70-79 (birth date): '19x5/00/00' does not start with a birth year 1900..2100 (YYYY/MM/DD); not imported",
        "line 31: NRS record, columns 49-52 (national rating): 'abcd' is not a number; field skipped",
        "line 32: NRS record, columns 49-52 (national rating): 9000 is outside 100..3500; not imported",
        "line 33: NRS record, columns 5-8 (starting number): blank; national rating 1700 has no player and is not imported",
    ] {
        assert!(en.contains(note), "{note}\n{en}");
    }
    let t = on_disk(&tmp.path().join("event"));
    let player = |surname: &str| {
        t.teams
            .iter()
            .flat_map(|team| &team.roster)
            .find(|p| p.surname == surname)
            .unwrap()
            .clone()
    };
    assert_eq!(player("Šarić").birth_year, None);
    assert_eq!(player("Čolak").birth_year, Some(1990));
    assert_eq!(player("Babić").national_rating, None);

    let out = import(tempfile::tempdir().unwrap().path(), "hr", &text);
    let hr = String::from_utf8(out.stderr).unwrap();
    assert!(
        hr.contains("13. redak: zapis 001, stupci 70-79 (datum rođenja): '19x5/00/00' ne počinje godinom rođenja 1900..2100"),
        "{hr}"
    );
}

/// A `001` record of player `number` at board `opponent`'s table in round 1.
fn player(number: u32, opponent: u32, colour: char, result: char) -> String {
    let head = format!("001 {number:>4}      Player {number:<26} 2000");
    format!("{head:<91}{opponent:>4} {colour} {result}\r\n")
}

#[test]
fn a_lineup_of_more_boards_than_a_match_has_is_refused() {
    // Regulation boards 1..16: two teams fielding 17 players each in round 1.
    let mut text = String::from("012 Sedamnaest\r\n142 1\r\n");
    for board in 1..=17 {
        text.push_str(&player(board, board + 17, 'w', '1'));
        text.push_str(&player(board + 17, board, 'b', '0'));
    }
    for (name, first) in [("Alfa", 1), ("Beta", 18)] {
        let players: String = (first..first + 17).map(|n| format!("{n:>4} ")).collect();
        text.push_str(&format!("013 {name:<32}{players}\r\n"));
    }
    let en = refused("en", &text);
    assert!(
        // At the record of the player beyond the boards: Alfa's 17th, player 17 (line 35).
        en.contains("line 35: round 1: Alfa fields 17 players, but a match has at most 16 boards"),
        "{en}"
    );
}

#[test]
fn more_teams_than_a_trf_numbers_are_refused() {
    let text: String = (1..=1000).map(|n| format!("013 Team {n}\r\n")).collect();
    let en = refused("en", &text);
    assert!(
        en.contains("line 1000: 1000 team records, but a TRF numbers at most 999 teams"),
        "{en}"
    );
    let hr = refused("hr", &text);
    assert!(
        hr.contains("1000. redak: zapisa o ekipama: 1000, a TRF numerira najviše 999 ekipa"),
        "{hr}"
    );
}
