//! Standings and tie-breaks against published results: the HŠS cadet final 2009 (seed
//! 003) and the FIDE 14-team tie-break exercise (rules.md §3.3), plus hand-worked
//! tournaments for every criterion and the regulation differences.

use kup::core::Tournament;
use kup::scoring::crosstable::crosstable;
use kup::scoring::standings::{rank, standings};
use kup::scoring::tiebreak::Value;
use kup::scoring::{Outcomes, tiebreak};
use kup::store::Snapshot;

fn sample(id: &str) -> Tournament {
    let path = format!(
        "{}/sample-data/{id}/tournament.ron",
        env!("CARGO_MANIFEST_DIR")
    );
    Snapshot::read(std::path::Path::new(&path))
        .expect("sample parses")
        .tournament
}

fn number(v: &Value) -> f64 {
    match v {
        Value::Number(x) => *x,
        other => panic!("expected a number, got {other:?}"),
    }
}

// ---------------------------------------------------------------------------------------
// HŠS cadet final 2009 (seed 003)
// ---------------------------------------------------------------------------------------

/// The crosstable printed at the top of seed 003, by final place: team name (as in the
/// sample), the row's GP against places 1..8, MP, GP.
const SEED_003: [(&str, [f64; 8], u32, f64); 8] = [
    (
        "ŠK Podravka, Koprivnica",
        [-1.0, 2.0, 3.0, 2.0, 3.0, 4.0, 2.5, 4.0],
        12,
        20.5,
    ),
    (
        "ŠK Podsused, Zagreb",
        [2.0, -1.0, 2.5, 2.0, 3.5, 3.0, 3.5, 3.5],
        12,
        20.0,
    ),
    (
        "ŠD Sisak, Sisak",
        [1.0, 1.5, -1.0, 2.5, 3.0, 2.5, 2.0, 3.0],
        9,
        15.5,
    ),
    (
        "ŠK Ivan Dvoržak, Zrinski Topolovac",
        [2.0, 2.0, 1.5, -1.0, 2.5, 2.0, 3.5, 2.0],
        8,
        15.5,
    ),
    (
        "ŠK Dukat, Štitar",
        [1.0, 0.5, 1.0, 1.5, -1.0, 2.5, 3.0, 2.0],
        5,
        11.5,
    ),
    (
        "ŠK Draga, Rijeka",
        [0.0, 1.0, 1.5, 2.0, 1.5, -1.0, 2.0, 3.0],
        4,
        11.0,
    ),
    (
        "ŠK Đuro Đaković Holding, Slavonski Brod",
        [1.5, 0.5, 2.0, 0.5, 1.0, 2.0, -1.0, 2.5],
        4,
        10.0,
    ),
    (
        "ŠK Casper, Zadar",
        [0.0, 0.5, 1.0, 2.0, 2.0, 1.0, 1.5, -1.0],
        2,
        8.0,
    ),
];

#[test]
fn cadet_final_reproduces_the_crosstable_of_seed_003() {
    let t = sample("hss-kadeti-2009");
    let o = Outcomes::new(&t, 7);
    let s = rank(&o, t.regulation.chain(t.teams.len()), &t.lots);
    let table = crosstable(&o, &s);
    assert_eq!(table.len(), 8);
    for (place, (row, (name, cells, mp, gp))) in table.iter().zip(SEED_003).enumerate() {
        // Places 1-2 (12 MP) and 6-7 (4 MP) are decided by GP; none is shared.
        assert_eq!(row.place, (place + 1).to_string(), "{name}");
        assert_eq!(row.name, name);
        assert_eq!(row.match_points, mp, "{name}");
        assert_eq!(row.game_points.as_f64(), gp, "{name}");
        for (column, expected) in cells.iter().enumerate() {
            let shown: Vec<f64> = row.cells[column]
                .iter()
                .map(|c| c.game_points.as_f64())
                .collect();
            let expected: Vec<f64> = if *expected < 0.0 {
                vec![]
            } else {
                vec![*expected]
            };
            assert_eq!(shown, expected, "{name} against place {}", column + 1);
        }
    }
}

#[test]
fn cadet_final_tiebreak_values_match_rules_section_3_5() {
    let t = sample("hss-kadeti-2009");
    let o = Outcomes::new(&t, 7);
    // rules.md §3.5 data set (A), by final place: SB res x oppGP (#7), #35 GP x oppGP,
    // EMGSB, Olympiad SB (-lowest), ΣoppMP (#48), ΣoppMP-lowest, BH(GP).
    let expected: [(f64, f64, f64, f64, f64, f64, f64); 8] = [
        (73.75, 253.0, 116.0, 108.0, 44.0, 42.0, 91.5),
        (74.0, 247.0, 113.0, 106.0, 44.0, 42.0, 92.0),
        (51.0, 195.25, 89.0, 83.0, 47.0, 45.0, 96.5),
        (51.25, 206.0, 100.0, 96.0, 48.0, 46.0, 96.5),
        (25.0, 142.75, 65.0, 61.0, 51.0, 49.0, 100.5),
        (20.75, 135.5, 63.0, 57.0, 52.0, 50.0, 101.0),
        (21.25, 133.0, 64.0, 59.0, 52.0, 50.0, 102.0),
        (13.5, 105.5, 51.0, 47.0, 54.0, 50.0, 104.0),
    ];
    let s = standings(&t, 7);
    for (row, want) in s.rows.iter().zip(expected) {
        let team = row.number - 1;
        let value = |criterion| number(&tiebreak::value(&o, team, criterion).expect("value"));
        use kup::core::rules::Tiebreak::*;
        assert_eq!(value(SonnebornBergerGamePoints), want.0, "{} #7", row.name);
        assert_eq!(
            value(SonnebornBergerProportional),
            want.1,
            "{} #35",
            row.name
        );
        assert_eq!(
            value(ExtendedSonnebornBergerMatchGame),
            want.2,
            "{} EMGSB",
            row.name
        );
        assert_eq!(value(OlympiadSonnebornBerger), want.3, "{} OSB", row.name);
        assert_eq!(
            value(OlympiadSonnebornBergerKhantyMansiysk),
            want.3,
            "{}",
            row.name
        );
        assert_eq!(value(OpponentsMatchPoints), want.4, "{} #48", row.name);
        assert_eq!(value(OpponentsMatchPointsCut1), want.5, "{} #49", row.name);
        assert_eq!(
            value(OpponentsMatchPointsCut1KhantyMansiysk),
            want.5,
            "{}",
            row.name
        );
        assert_eq!(value(BuchholzGamePoints), want.6, "{} BH:GP", row.name);
    }
    // The chain's own columns: GP, #7, #35, then DE (only among teams still tied: none),
    // board results (no board detail in this sample: all zero).
    let first = &s.rows[0];
    assert_eq!(first.values[0], Value::Number(20.5));
    assert_eq!(first.values[3], Value::NotApplicable);
}

// ---------------------------------------------------------------------------------------
// FIDE "Exercises in tie-breaking" (IA Mario Held, rev. 2403220900 / C.07-2023, part two),
// the 14-team 7-round team Swiss of rules.md §3.2-3.3. Rows: opponent, colour of the
// row team (w = first-named, White on board 1) and its game points. "+F"/"-F": the
// round-6 match 1 v 6 forfeited by #6; "HPB": #14's requested half-point bye (absence
// scored 1 MP + 2 GP); "ZPB": #7 left before round 7 (a zero-point bye); "PAB": the
// pairing-allocated bye, a draw (1 MP + 2 GP).
// ---------------------------------------------------------------------------------------

use kup::core::rules::{Award, PrimaryScore, System, Tiebreak};
use kup::core::{Command, GameResult, HalfPoints, Regulation, TeamId, TournamentInfo, apply};

const HELD: [[&str; 7]; 14] = [
    ["8w2.5", "4b1.5", "7w3", "2b2.5", "5w1.5", "+F", "3b2.5"],
    ["9b3", "3w4", "5b0", "1w1.5", "13w3", "4b2.5", "10b3"],
    ["10w2.5", "2b0", "9w3", "6b2.5", "4w3", "5b3.5", "1w1.5"],
    ["11b3", "1w2.5", "13b3", "5w3.5", "3b1", "2w1.5", "9b2.5"],
    ["12w4", "6b3", "2w4", "4b0.5", "1b2.5", "3w0.5", "13b3.5"],
    ["13b2", "5w1", "8b3", "3w1.5", "11b2.5", "-F", "12w2.5"],
    ["14w2", "8b2", "1b1", "10w2.5", "9b2", "13w2", "ZPB"],
    ["1b1.5", "7w2", "6w1", "12b3.5", "10b2", "9w2", "11w3"],
    ["2w1", "12b4", "3b1", "14w3", "7w2", "8b2", "4w1.5"],
    ["3b1.5", "11w1.5", "12b2.5", "7b1.5", "8w2", "14b3", "2w1"],
    ["4w1", "10b2.5", "14w2", "13b1.5", "6w1.5", "12w2", "8b1"],
    ["5b0", "9w0", "10w1.5", "8w0.5", "PAB", "11b2", "6b1.5"],
    ["6w2", "14b2.5", "4w1", "11w2.5", "2b1", "7b2", "5w0.5"],
    ["7b2", "13w1.5", "11b2", "9b1", "HPB", "10w1", "PAB"],
];

/// The exercise as a kup tournament starting on `start` (which picks the C.07 edition).
fn held_exercise(start: &str, primary: PrimaryScore, chain: Vec<Tiebreak>) -> Tournament {
    let mut regulation = Regulation::preset("kzz-2015").expect("preset");
    regulation.system = System::Swiss { rounds: 7 };
    regulation.primary_score = primary;
    regulation.bye = Award {
        match_points: 1,
        game_points: HalfPoints(4),
    };
    regulation.absent = Award {
        match_points: 1,
        game_points: HalfPoints(4),
    };
    regulation.tiebreaks = chain;
    let info = TournamentInfo {
        name: "Held exercise".into(),
        start_date: Some(start.parse().expect("date")),
        ..TournamentInfo::default()
    };
    let mut t = Tournament::new(info, regulation);
    let run = |t: &mut Tournament, c: Command| {
        apply(t, c.clone()).unwrap_or_else(|e| panic!("{c:?}: {e}"));
    };
    for i in 1..=14 {
        run(
            &mut t,
            Command::AddTeam {
                name: format!("#{i}"),
                club: String::new(),
                city: String::new(),
            },
        );
    }
    let id = |n: usize| t.teams[n - 1].id;
    let ids: Vec<TeamId> = (1..=14).map(id).collect();
    for round in 1..=7u32 {
        let r = round as usize - 1;
        let mut matches = Vec::new();
        let mut scores = Vec::new();
        let mut bye = None;
        for (row, entries) in HELD.iter().enumerate() {
            let entry = entries[r];
            match entry {
                "HPB" => run(
                    &mut t,
                    Command::SetAbsent {
                        round,
                        team: ids[row],
                        absent: true,
                    },
                ),
                "ZPB" => run(
                    &mut t,
                    Command::Withdraw {
                        team: ids[row],
                        from_round: Some(round),
                    },
                ),
                "PAB" => bye = Some(ids[row]),
                "+F" => {
                    let opponent = HELD.iter().position(|e| e[r] == "-F").expect("loser");
                    matches.push((ids[row], ids[opponent]));
                    scores.push(None);
                }
                "-F" => {}
                _ if entry.contains('w') => {
                    let (opponent, points) = entry.split_once('w').expect("w");
                    let opponent: usize = opponent.parse().expect("number");
                    matches.push((ids[row], ids[opponent - 1]));
                    let mut results = board_results(points.parse().expect("points"));
                    if row + 1 == 11 && opponent == 14 {
                        results = ['W', 'D', 'D', 'L'];
                    }
                    scores.push(Some(results));
                }
                _ => {}
            }
        }
        run(
            &mut t,
            Command::SetPairing {
                round,
                matches,
                bye,
            },
        );
        for (table, results) in scores.into_iter().enumerate() {
            for board in 1..=4 {
                // The first-named team has White on odd boards; results are the row
                // team's, the notation is White's.
                let white_home = board % 2 == 1;
                let result = match (results.map(|r| r[board - 1]), white_home) {
                    (None, true) => GameResult::WhiteForfeitWin,
                    (None, false) => GameResult::BlackForfeitWin,
                    (Some('D'), _) => GameResult::Draw,
                    (Some('W'), true) | (Some('L'), false) => GameResult::WhiteWins,
                    _ => GameResult::BlackWins,
                };
                run(
                    &mut t,
                    Command::SetResult {
                        round,
                        table: table + 1,
                        board,
                        result,
                    },
                );
            }
        }
    }
    t
}

/// Wins first, then a draw, then losses, as the FIDE engine's transcription spreads a
/// match score over the boards.
fn board_results(points: f64) -> [char; 4] {
    let mut out = ['L'; 4];
    let wins = points.floor() as usize;
    out[..wins].fill('W');
    if points.fract() > 0.0 {
        out[wins] = 'D';
    }
    out
}

/// Values of `criterion` for teams 1..=14, after round 7.
fn held_values(start: &str, criterion: Tiebreak) -> Vec<f64> {
    let t = held_exercise(start, PrimaryScore::MatchPoints, vec![]);
    let o = Outcomes::new(&t, 7);
    (0..14)
        .map(|team| number(&tiebreak::value(&o, team, criterion).expect("value")))
        .collect()
}

const EDITION_2023: &str = "2024-06-01";
const EDITION_2026: &str = "2026-06-01";

#[test]
fn fide_exercise_scores_and_buchholz_2023() {
    use Tiebreak::*;
    // Published answers (exercise 34-37), teams 1..14.
    let mp = [10., 10., 10., 10., 10., 7., 6., 7., 6., 5., 4., 2., 6., 4.];
    let gp = [
        17.5, 17., 16., 17., 18., 12.5, 11.5, 15., 14.5, 13., 11.5, 7.5, 11.5, 11.5,
    ];
    let bh = [
        64., 57., 58., 56., 55., 46., 44., 41., 50., 44., 41., 41., 52., 36.,
    ];
    let bh_c1 = [
        57., 52., 53., 52., 53., 39., 38., 39., 48., 42., 39., 39., 48., 32.,
    ];
    let bh_gp = [
        114., 107.5, 109.5, 106., 99., 92., 94.5, 90., 97.5, 92., 88., 92., 101., 87.,
    ];
    let bh_c1_gp = [
        100.5, 96., 97., 94.5, 91.5, 79.5, 83., 82.5, 90., 84.5, 80.5, 84.5, 89.5, 75.5,
    ];
    assert_eq!(held_values(EDITION_2023, MatchPoints), mp);
    assert_eq!(held_values(EDITION_2023, GamePoints), gp);
    assert_eq!(held_values(EDITION_2023, OpponentsMatchPoints), bh);
    assert_eq!(held_values(EDITION_2023, BuchholzMatchPointsCut1), bh_c1);
    assert_eq!(held_values(EDITION_2023, BuchholzGamePoints), bh_gp);
    assert_eq!(held_values(EDITION_2023, BuchholzGamePointsCut1), bh_c1_gp);
}

#[test]
fn fide_exercise_sonneborn_berger_and_sssc_2023() {
    use Tiebreak::*;
    let emmsb = held_values(EDITION_2023, ExtendedSonnebornBergerMatchMatch);
    assert_eq!(emmsb[..5], [88., 74., 76., 72., 70.]);
    let emmsb_c1 = held_values(EDITION_2023, ExtendedSonnebornBergerMatchMatchCut1);
    assert_eq!(emmsb_c1[..5], [74., 64., 66., 64., 66.]);
    let egmsb = held_values(EDITION_2023, ExtendedSonnebornBergerGameMatch);
    assert_eq!(egmsb[..5], [158., 144., 150., 146., 132.]);
    let emgsb = held_values(EDITION_2023, ExtendedSonnebornBergerMatchGame);
    assert_eq!([emgsb[6], emgsb[8], emgsb[12]], [68.5, 83., 73.]);
    let eggsb = held_values(EDITION_2023, ExtendedSonnebornBergerGameGame);
    assert_eq!([eggsb[5], eggsb[7]], [157.5, 181.5]);
    // SSSC: GP + BH(MP)/3 (FN = floor(7 x 2 / 4)); Held prints one decimal, FIDE's engine
    // two: #1 = 17.5 + 64/3 = 38.83.
    let sssc: Vec<String> = held_values(EDITION_2023, ScoreStrengthCombination)
        .into_iter()
        .map(|x| format!("{x:.2}"))
        .collect();
    let published = [
        "38.83", "36.00", "35.33", "35.67", "36.33", "27.83", "26.17", "28.67", "31.17", "27.67",
        "25.17", "21.17", "28.83", "23.50",
    ];
    assert_eq!(sssc, published);
}

#[test]
fn fide_exercise_under_the_2026_cap_changes_only_team_1() {
    use Tiebreak::*;
    // rules.md §3.3: #1's round-6 forfeit win; the dummy is capped at the scheduled
    // opponent #6's adjusted score (7 MP, 12.5 GP) by C.07 (2026) 16.4.1.
    // BH(MP) 64 - 10 + 7 = 61; BH-C1 54; BH(GP) 114 - 17.5 + 12.5 = 109; EMMSB-C1 68;
    // EGMSB 158 - 17.5x2 + 12.5x2 = 148; EMGSB 146.5; EGGSB 263; SSSC 17.5 + 61/3.
    let cases: [(Tiebreak, f64, f64); 7] = [
        (OpponentsMatchPoints, 61., 57.),
        (BuchholzMatchPointsCut1, 54., 52.),
        (BuchholzGamePoints, 109., 107.5),
        (ExtendedSonnebornBergerMatchMatchCut1, 68., 64.),
        (ExtendedSonnebornBergerGameMatch, 148., 144.),
        (ExtendedSonnebornBergerMatchGame, 146.5, 131.),
        (ExtendedSonnebornBergerGameGame, 263., 249.75),
    ];
    for (criterion, team1, team2) in cases {
        let values = held_values(EDITION_2026, criterion);
        assert_eq!((values[0], values[1]), (team1, team2), "{criterion:?}");
        let before = held_values(EDITION_2023, criterion);
        assert_eq!(values[1..], before[1..], "{criterion:?}: only #1 changes");
    }
    let sssc = held_values(EDITION_2026, ScoreStrengthCombination);
    assert_eq!(format!("{:.2}", sssc[0]), "37.83");
}

fn order(t: &Tournament) -> Vec<String> {
    standings(t, 7)
        .rows
        .iter()
        .map(|r| format!("{}:{}", r.rank, r.number))
        .collect()
}

#[test]
fn fide_exercise_34_orders() {
    // MP then GP: 5, 1, 2, 4, 3, 8, 6, 9, 7=13, 10, 11=14, 12 (equal teams share a place
    // and are listed by number).
    let t = held_exercise(
        EDITION_2023,
        PrimaryScore::MatchPoints,
        vec![Tiebreak::GamePoints],
    );
    let expected = [
        "1:5", "2:1", "3:2", "3:4", "5:3", "6:8", "7:6", "8:9", "9:7", "9:13", "11:10", "12:11",
        "12:14", "14:12",
    ];
    assert_eq!(order(&t), expected);
    // GP then MP: 5, 1, 2=4, 3, 8, 9, 10, 6, 7, 13, 11=14, 12 (7, 13, 11, 14 all 11.5 GP;
    // 7 and 13 have 6 MP, 11 and 14 have 4).
    let t = held_exercise(
        EDITION_2023,
        PrimaryScore::GamePoints,
        vec![Tiebreak::MatchPoints],
    );
    let expected = [
        "1:5", "2:1", "3:2", "3:4", "5:3", "6:8", "7:9", "8:10", "9:6", "10:7", "10:13", "12:11",
        "12:14", "14:12",
    ];
    assert_eq!(order(&t), expected);
}

#[test]
fn fide_exercise_extended_direct_encounter() {
    // Exercises 42-45: the 10-MP group all have 4 mutual MP; mutual GP 8/8/8/8.5/7.5 puts
    // #4 first and #5 last; re-applied to #1, #2, #3 the mutual GP 5/5.5/1.5 gives
    // 2, 1, 3. #6 beat #8 3-1. #9 and #13 never met, so #7 (2 mutual MP) is not alone at
    // the top whatever that match gives (1 + 2 = 3 > 2): #7 = #9 = #13. #11-#14 2-2: equal.
    let t = held_exercise(
        EDITION_2023,
        PrimaryScore::MatchPoints,
        vec![Tiebreak::ExtendedDirectEncounter],
    );
    let expected = [
        "1:4", "2:2", "3:1", "4:3", "5:5", "6:6", "7:8", "8:7", "8:9", "8:13", "11:10", "12:11",
        "12:14", "14:12",
    ];
    assert_eq!(order(&t), expected);
}
