//! A penalised game in the rating report and the printouts: it goes out with the result
//! the penalty gave it, rated where the game was played, and the team records add up from
//! the player records.

use std::collections::HashMap;
use std::path::Path;

use crate::common::{ok, s, sample_copy};

/// `kup export DIR --format trf` as text.
fn trf_of(dir: &Path) -> String {
    let file = dir.join("event.trf");
    ok(&["export", s(dir), "--format", "trf", "-o", s(&file)]);
    std::fs::read_to_string(file).unwrap()
}

/// The `001` record of the player whose name field (columns 15-47) begins with `name`.
fn record(trf: &str, name: &str) -> String {
    trf.lines()
        .find(|l| l.starts_with("001") && columns(l, 15, 47).starts_with(name))
        .unwrap_or_else(|| panic!("no record 001 for {name}"))
        .to_string()
}

/// Columns `first..=last` (1-based, counted in characters, `docs/rules/fide-trf.md#columns`) of a
/// record.
fn columns(record: &str, first: usize, last: usize) -> String {
    record
        .chars()
        .skip(first - 1)
        .take(last + 1 - first)
        .collect()
}

/// Round 1 of a `001` record (`docs/rules/fide-trf.md#player-record`: columns 92-95 opponent, 97
/// colour, 99 result): the opponent's number, then colour and result.
fn round_one(record: &str) -> (u32, String) {
    (
        columns(record, 92, 95).trim().parse().unwrap(),
        columns(record, 97, 99),
    )
}

/// Asserts round 1 of the two players who met in it, by name: each against the other, with
/// colour and result as `played` says ("b 0" for the first, "w 0" for the second).
fn assert_round_one(trf: &str, players: [&str; 2], played: [&str; 2]) {
    let records = players.map(|name| record(trf, name));
    for (me, them) in [(0, 1), (1, 0)] {
        assert_eq!(
            round_one(&records[me]),
            (number(&records[them]), played[me].to_string()),
            "{}",
            records[me]
        );
    }
}

fn number(record: &str) -> u32 {
    columns(record, 5, 8).trim().parse().unwrap()
}

fn points(record: &str) -> String {
    columns(record, 81, 84)
}

/// Every team's game points in record 310 (columns 62-67) against the sum of its players'
/// points in their `001` records (columns 81-84), the players listed from column 74 on.
fn team_and_player_points(trf: &str) -> Vec<(String, f64, f64)> {
    let points: HashMap<u32, f64> = trf
        .lines()
        .filter(|l| l.starts_with("001"))
        .map(|l| (number(l), points(l).trim().parse().unwrap()))
        .collect();
    trf.lines()
        .filter(|l| l.starts_with("310"))
        .map(|l| {
            let players = columns(l, 74, l.chars().count());
            let sum = (players.split_whitespace())
                .map(|n| points[&n.parse::<u32>().unwrap()])
                .sum();
            let name = columns(l, 9, 40).trim().to_string();
            (name, columns(l, 62, 67).trim().parse().unwrap(), sum)
        })
        .collect()
}

/// kzz-2015 čl. 5: "Igrači se mogu složiti na remi nakon što crni povuče 30. potez.
/// Igrači koji krše ovo pravilo, bit će kontumacirani. [...] Sve igrane partije će se
/// rejtingirati za Međunarodnu i Nacionalnu rejting-listu." The game was played (FIDE
/// Rating Regulations 5.1: "Any game where both players have made at least one move will
/// be rated"), so it is rated, and each player has lost it: `0` against `0`. Sample,
/// round 1, table 1, board 2: Horvat, Luka (ŠK Zabok, Black) and Grgić, Krunoslav (ŠK
/// Donja Stubica, White) drew. Zabok's boards are then 1, 0, 1, 0 = 2 game points (by
/// hand from the boards 1-0, penalty, 1-0, 0-1), Donja Stubica's 0, 0, 0, 1 = 1.
#[test]
fn kzz_2015_cl_5_an_early_draw_forfeited_goes_out_as_a_rated_loss_of_both_players() {
    let event = sample_copy("kzz-2015");
    let dir = event.path();
    let before = trf_of(dir);
    let as_played = record(&before, "Horvat, Luka");
    assert_eq!(
        round_one(&as_played),
        (number(&record(&before, "Grgić, Krunoslav")), "b =".into()),
        "as played: {as_played}"
    );
    ok(&[
        "penalty",
        "early-draw",
        s(dir),
        "--round",
        "1",
        "--match",
        "1",
        "--board",
        "2",
    ]);
    let trf = trf_of(dir);
    assert_round_one(&trf, ["Horvat, Luka", "Grgić, Krunoslav"], ["b 0", "w 0"]);
    assert_eq!(points(&record(&trf, "Horvat, Luka")), " 0.0");
    assert_eq!(points(&record(&trf, "Grgić, Krunoslav")), " 0.0");
    let teams = team_and_player_points(&trf);
    assert!(
        teams.contains(&("ŠK Zabok".to_string(), 2.0, 2.0)),
        "{teams:?}"
    );
    assert!(
        teams.contains(&("ŠK Donja Stubica".to_string(), 1.0, 1.0)),
        "{teams:?}"
    );
    for (team, in_310, from_001) in &teams {
        assert_eq!(
            in_310, from_001,
            "{team}: record 310 and the players' records"
        );
    }
    // Record 299 marks each player's game as a penalty's and takes nothing more away.
    let marks: Vec<&str> = trf.lines().filter(|l| l.starts_with("299")).collect();
    assert_eq!(marks.len(), 2, "{marks:?}");
    assert!(marks.iter().all(|l| &l[13..17] == " 0.0"), "{marks:?}");
    // Read back, the two lost games are two penalties and the totals the same.
    let back = dir.join("back");
    ok(&[
        "import",
        "trf",
        s(&dir.join("event.trf")),
        s(&back),
        "--preset",
        "kzz-2015",
    ]);
    assert_eq!(ok(&["penalty", "list", s(&back)]).lines().count(), 2);
    let again = trf_of(&back);
    let totals = |trf: &str| -> Vec<String> {
        trf.lines()
            .filter(|l| l.starts_with("310") || l.starts_with("001"))
            .map(str::to_string)
            .collect()
    };
    assert_eq!(totals(&again), totals(&trf));
}

/// hss-kadeti-2009 čl. 15: "U slučaju da igrač koji nastupa za ekipu koristi mobilni
/// telefon u prostoru za igru ili mu zvoni mobilni telefon u turnirskoj sali kažnjava se
/// gubitkom partije (takve partije rejtingiraju se za ELO rejting)." Sample, round 1,
/// table 1 entered board by board 1-0, ½-½, 1-0, ½-½; Matić, Krunoslav (ŠK Podravka,
/// Black on board 2), who drew, loses by his phone: `0`, and Zagorec, Dario `1`, both
/// rated. Podravka's game points stay 1 + 0 + 1 + ½ = 2½.
#[test]
fn hss_kadeti_2009_cl_15_a_game_lost_by_a_phone_goes_out_rated() {
    let event = sample_copy("hss-kadeti-2009");
    let dir = event.path();
    for (board, result) in [("1", "1-0"), ("2", "1/2"), ("3", "1-0"), ("4", "1/2")] {
        ok(&[
            "result",
            s(dir),
            "--round",
            "1",
            "--match",
            "1",
            "--board",
            board,
            result,
        ]);
    }
    ok(&[
        "penalty",
        "phone",
        s(dir),
        "--round",
        "1",
        "--team",
        "1",
        "--board",
        "2",
    ]);
    let trf = trf_of(dir);
    assert_round_one(&trf, ["Matić, Krunoslav", "Zagorec, Dario"], ["b 0", "w 1"]);
    // The other rounds of the sample are known by their match scores alone, so the
    // players' points are round 1's; record 802 gives the team's game points of round 1
    // (`docs/rules/fide-trf.md#team-records`: columns 35-38).
    let teams = team_and_player_points(&trf);
    assert_eq!(teams[0].2, 2.5, "{teams:?}");
    let line_802 = trf.lines().find(|l| l.starts_with("802   1")).expect("802");
    assert_eq!(columns(line_802, 29, 38), "  8 w  2.5", "{line_802}");
    // The printout shows the board as the penalty decided it, and says so.
    let printed = |lang: &str| {
        ok(&[
            "--lang",
            lang,
            "export",
            s(dir),
            "--format",
            "txt",
            "--what",
            "pairings",
            "--round",
            "1",
        ])
    };
    let en = printed("en");
    let row = |text: &str, result: &str| {
        text.lines()
            .any(|l| l.contains("Matić, Krunoslav") && l.contains(result))
    };
    assert!(row(&en, "2196  0-1 penalty"), "{en}");
    assert!(
        en.contains("Penalty: round 1, team 1 (ŠK Podravka, Koprivnica): board 2"),
        "{en}"
    );
    let hr = printed("hr");
    assert!(row(&hr, "0-1 kazna"), "{hr}");
    let sl = printed("sl");
    assert!(row(&sl, "0-1 kazen"), "{sl}");
}

/// FIDE Rating Regulations 5.1: "Whether these occur because of forfeiture or any other
/// reason, they are not counted." A game the arbiter declares lost by forfeit for another
/// reason goes out as a forfeit, `-` against `+`, not rated. kzz-2015 sample, round 1,
/// table 3, board 1: Kovačević, Josip (ŠK Oroslavje, White) had won.
#[test]
fn a_game_lost_by_forfeit_for_another_reason_goes_out_as_a_forfeit() {
    let event = sample_copy("kzz-2015");
    let dir = event.path();
    ok(&[
        "penalty",
        "forfeit",
        s(dir),
        "--round",
        "1",
        "--team",
        "3",
        "--board",
        "1",
        "--note",
        "left the hall",
    ]);
    let trf = trf_of(dir);
    assert_round_one(&trf, ["Kovačević, Josip", "Džeko, Ivana"], ["w -", "b +"]);
    for (team, in_310, from_001) in team_and_player_points(&trf) {
        assert_eq!(
            in_310, from_001,
            "{team}: record 310 and the players' records"
        );
    }
}
