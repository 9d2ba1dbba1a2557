//! Standings and tie-breaks against published results: the HŠS cadet final 2009
//! (`docs/rules/hss-kadeti-2009.md#crosstable`) and the FIDE 14-team tie-break exercise
//! (`docs/rules/fide-c07.md#fide-exercise`), plus hand-worked tournaments for every criterion
//! and the regulation differences.

use kup::core::Tournament;
use kup::i18n::Lang;
use kup::scoring::crosstable::crosstable;
use kup::scoring::explain::{explain_value, value_lines};
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
// HŠS cadet final 2009 (`docs/rules/hss-kadeti-2009.md#crosstable`)
// ---------------------------------------------------------------------------------------

/// The crosstable printed at the top of the hss-kadeti-2009 text, by final place: team name (as in
/// the sample), the row's GP against places 1..8, MP, GP.
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
fn cadet_final_reproduces_the_crosstable_of_its_regulation() {
    let t = sample("hss-kadeti-2009");
    let o = Outcomes::new(&t, 7);
    let s = rank(&o, t.regulation.chain(t.teams.len()), &t.lots, &[]);
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
fn cadet_final_tiebreak_values_match_the_worked_values_of_the_criteria() {
    let t = sample("hss-kadeti-2009");
    let o = Outcomes::new(&t, 7);
    // `docs/rules/fide-c07.md#criteria`, the 2009 final, by final place: SB res x oppGP (#7), #35
    // GP x oppGP, EMGSB, Olympiad SB (-lowest), ΣoppMP (#48), ΣoppMP-lowest, BH(GP).
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
// the 14-team 7-round team Swiss of `docs/rules/fide-c07.md#fide-exercise`. Rows: opponent,
// colour of the row team (w = first-named, White on board 1) and its game points. "+F"/"-F": the
// round-6 match 1 v 6 forfeited by #6; "HPB": #14's requested half-point bye (absence
// scored 1 MP + 2 GP); "ZPB": #7 left before round 7 (a zero-point bye); "PAB": the
// pairing-allocated bye, a draw (1 MP + 2 GP).
// ---------------------------------------------------------------------------------------

use kup::app::lots::draw_lots;
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
    // `docs/rules/fide-c07.md#fide-exercise`: #1's round-6 forfeit win; the dummy is capped at
    // the scheduled opponent #6's adjusted score (7 MP, 12.5 GP) by C.07 (2026) 16.4.1.
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

// ---------------------------------------------------------------------------------------
// Hand-worked tournaments: every criterion, byes, forfeits and absences.
// ---------------------------------------------------------------------------------------

/// A fresh event under `preset` with teams named "1".."n", starting on `start`.
pub(crate) fn event(preset: &str, teams: usize, start: &str) -> Tournament {
    let info = TournamentInfo {
        name: "hand-worked".into(),
        start_date: Some(start.parse().expect("date")),
        ..TournamentInfo::default()
    };
    let mut t = Tournament::new(info, Regulation::preset(preset).expect("preset"));
    for i in 1..=teams {
        apply(
            &mut t,
            Command::AddTeam {
                name: i.to_string(),
                club: String::new(),
                city: String::new(),
            },
        )
        .expect("team");
    }
    t
}

pub(crate) fn run(t: &mut Tournament, c: Command) {
    apply(t, c.clone()).unwrap_or_else(|e| panic!("{c:?}: {e}"));
}

/// Pairs a round by starting numbers (first-named first) with an optional bye.
pub(crate) fn pair(t: &mut Tournament, round: u32, matches: &[(usize, usize)], bye: Option<usize>) {
    let id = |n: usize| t.teams[n - 1].id;
    let matches = matches.iter().map(|&(a, b)| (id(a), id(b))).collect();
    let bye = bye.map(id);
    run(
        t,
        Command::SetPairing {
            round,
            matches,
            bye,
        },
    );
}

/// Board results of the first-named team, board 1 first: '1' win, '=' draw, '0' loss,
/// '+' it wins by forfeit, '-' it loses by forfeit.
pub(crate) fn boards(t: &mut Tournament, round: u32, table: usize, home: &str) {
    for (b, c) in home.chars().enumerate() {
        let white_home = b % 2 == 0;
        let result = match (c, white_home) {
            ('=', _) => GameResult::Draw,
            ('1', true) | ('0', false) => GameResult::WhiteWins,
            ('0', true) | ('1', false) => GameResult::BlackWins,
            ('+', true) | ('-', false) => GameResult::WhiteForfeitWin,
            _ => GameResult::BlackForfeitWin,
        };
        run(
            t,
            Command::SetResult {
                round,
                table,
                board: b + 1,
                result,
            },
        );
    }
}

/// The five-team, three-round Swiss used below (numbers are starting numbers):
/// R1: 1-2 3:1, 3-4 2:2, 5 bye.
/// R2: 5-1 forfeited by 5 (0:4), 2-3 2½:1½, 4 bye.
/// R3: 2 announced its absence; 1-3 2:2, 4-5 1:3.
fn five_team_swiss(preset: &str, start: &str) -> Tournament {
    let mut t = event(preset, 5, start);
    pair(&mut t, 1, &[(1, 2), (3, 4)], Some(5));
    boards(&mut t, 1, 1, "1=1=");
    boards(&mut t, 1, 2, "10=="); // 2:2
    pair(&mut t, 2, &[(5, 1), (2, 3)], Some(4));
    boards(&mut t, 2, 1, "----");
    boards(&mut t, 2, 2, "11=0"); // 2½:1½
    let team2 = t.teams[1].id;
    run(
        &mut t,
        Command::SetAbsent {
            round: 3,
            team: team2,
            absent: true,
        },
    );
    pair(&mut t, 3, &[(1, 3), (4, 5)], None);
    boards(&mut t, 3, 1, "==10");
    boards(&mut t, 3, 2, "0=0=");
    t
}

fn values_of(t: &Tournament, criterion: Tiebreak) -> Vec<Value> {
    let o = Outcomes::new(t, t.rounds.len() as u32);
    (0..t.teams.len())
        .map(|i| tiebreak::value(&o, i, criterion).expect("individual criterion"))
        .collect()
}

fn numbers_of(t: &Tournament, criterion: Tiebreak) -> Vec<f64> {
    values_of(t, criterion).iter().map(number).collect()
}

fn ranked(t: &Tournament) -> Vec<usize> {
    standings(t, t.rounds.len() as u32)
        .rows
        .iter()
        .map(|r| r.number)
        .collect()
}

#[test]
fn five_team_swiss_scores_with_bye_forfeit_and_absence() {
    use Tiebreak::*;
    let t = five_team_swiss("kzz-2015", "2026-06-01");
    // kzz-2015: bye 1 MP + 0 GP, forfeit win 2 MP + 4 GP, absence 0 + 0.
    // 1: W 3, forfeit win 4, D 2 = 5 MP 9 GP; 2: L 1, W 2½, absent = 2 MP 3½ GP;
    // 3: D 2, L 1½, D 2 = 2 MP 5½; 4: D 2, bye 0, L 1 = 2 MP 3; 5: bye 0, forfeit 0, W 3.
    assert_eq!(numbers_of(&t, MatchPoints), [5., 2., 2., 2., 3.]);
    assert_eq!(numbers_of(&t, GamePoints), [9., 3.5, 5.5, 3., 3.]);
    // MP, then GP among 2, 3, 4.
    assert_eq!(ranked(&t), [1, 5, 3, 2, 4]);
}

#[test]
fn opponents_match_points_under_c07_2026_and_2023() {
    // C.07 16.3: #2's absence is in the last round, so opponents count it as a draw:
    // adjusted MP of #2 = 2 + 1 = 3. #5's forfeit loss is followed by a played round: 3.
    // #1: R1 #2 3; R2 forfeit win: dummy = own 5 capped (2026, 16.4.1) at the scheduled
    // opponent #5's 3 -> 3; R3 #3 2. Sum 8. In the 2023 edition the dummy is 5: 10.
    // #2: R1 #1 5, R2 #3 2, R3 absence: dummy own 2 (cap 1 MP x 3 rounds = 3) -> 9.
    // #5: R1 bye: dummy min(3, 3) = 3; R2 forfeit loss: min(3, #1's 5) = 3; R3 #4 2 -> 8.
    let t = five_team_swiss("kzz-2015", "2026-06-01");
    let values = numbers_of(&t, Tiebreak::OpponentsMatchPoints);
    assert_eq!((values[0], values[1], values[4]), (8., 9., 8.));
    let t = five_team_swiss("kzz-2015", "2024-06-01");
    assert_eq!(numbers_of(&t, Tiebreak::OpponentsMatchPoints)[0], 10.);
}

/// A regulation that names the C.07 edition is ranked by it whatever the first day: the
/// values worked by hand above, the 2026 ones (#1: 8) for a 2024 event and the 2023 ones
/// (#1: 10) for a 2026 event.
#[test]
fn the_edition_a_regulation_names_decides_over_the_first_day() {
    use kup::core::rules::C07Edition;
    let mut t = five_team_swiss("kzz-2015", "2024-06-01");
    t.regulation.tiebreak_edition = Some(C07Edition::Capped2026);
    assert_eq!(numbers_of(&t, Tiebreak::OpponentsMatchPoints)[0], 8.);
    let mut t = five_team_swiss("kzz-2015", "2026-06-01");
    t.regulation.tiebreak_edition = Some(C07Edition::Dummy2023);
    assert_eq!(numbers_of(&t, Tiebreak::OpponentsMatchPoints)[0], 10.);
}

#[test]
fn olympiad_khanty_mansiysk_uses_a_virtual_opponent() {
    // SM #57/#56 (2010 Olympiad rules): a bye or unplayed match is a drawn match against a
    // virtual opponent with the team's MP before the round, + 1 MP for a win or bye (0 for
    // a loss), + 1 MP per later round.
    // #1 R2 (forfeit win): 2 + 1 + 1 = 4 MP, x 4 GP = 16. R1 #2 (2 MP) x 3 = 6, R3 #3 (2)
    // x 2 = 4; the lowest-MP opponents are #2 and #3 (2 each): the smaller product, 4,
    // is cut. OSB57 = 6 + 16 = 22; OMP-1_56 = 2 + 4 + 2 - 2 = 6.
    // #5 R1 (bye, 0 GP under kzz-2015): 0 + 1 + 2 = 3 MP x 0 = 0; R2 (forfeit loss):
    // 1 + 0 + 1 = 2 x 0 = 0; R3 #4 (2) x 3 = 6. Cut the lowest (2: R2 with 0 before R3
    // with 6): OSB57 = 6; OMP-1_56 = 3 + 2 + 2 - 2 = 5.
    let t = five_team_swiss("kzz-2015", "2026-06-01");
    let osb = numbers_of(&t, Tiebreak::OlympiadSonnebornBergerKhantyMansiysk);
    let omp = numbers_of(&t, Tiebreak::OpponentsMatchPointsCut1KhantyMansiysk);
    assert_eq!((osb[0], osb[4]), (22., 6.));
    assert_eq!((omp[0], omp[4]), (6., 5.));
}

#[test]
fn olympiad_chennai_2022_draws_the_opponents_unplayed_matches() {
    // SM #74/#75 (Chennai 2022 Olympiad; unplayed rounds by FIDE C.07 2022): "all unplayed
    // games in which players are indirectly involved (results by forfeit of opponents) are
    // considered to have been drawn", and "a player who has no opponent will be considered
    // as having played against a virtual opponent who has the same number of points at
    // the beginning of the round and who draws in all the following rounds. For the round
    // itself the result by forfeit will be considered as a normal result."
    // Opponents' adjusted MP (each unplayed round a draw, 1 MP): #1 5 - 2 + 1 = 4 (R2
    // forfeit win), #2 2 + 1 = 3 (R3 absent), #3 2, #4 2 (R2 bye, already 1), #5 3 + 1 = 4
    // (R1 bye, already 1; R2 forfeit loss 0 -> 1).
    // Virtual opponents (MP before + (2 - own MP of the round) + 1 per later round):
    // #1 R2 2 + 0 + 1 = 3; #2 R3 2 + 2 = 4; #4 R2 1 + 1 + 1 = 3; #5 R1 0 + 1 + 2 = 3,
    // R2 1 + 2 + 1 = 4.
    // #74 = Σ opponent MP x GP scored, the lowest-MP opponent cut:
    // #1 3x3 + 3x4 + (2x2 cut) = 21; #2 4x1 + (2x2.5 cut) + 4x0 = 4;
    // #3 (2x2 cut) + 3x1.5 + 4x2 = 12.5; #4 (2x2 cut) + 3x0 + 4x1 = 4;
    // #5 3x0 + 4x0 + (2x3 cut) = 0.
    // #75 = Σ opponents' adjusted MP, the lowest cut: #1 3 + 3 = 6; #2 4 + 4 = 8;
    // #3 3 + 4 = 7; #4 3 + 4 = 7; #5 3 + 4 = 7.
    let t = five_team_swiss("kzz-2015", "2026-06-01");
    assert_eq!(
        numbers_of(&t, Tiebreak::OlympiadSonnebornBergerChennai),
        [21., 4., 12.5, 4., 0.]
    );
    assert_eq!(
        numbers_of(&t, Tiebreak::OpponentsMatchPointsCut1Chennai),
        [6., 8., 7., 7., 7.]
    );
    // Under the Khanty-Mansiysk rules (#57) #1's forfeit win counts a drawn match against a
    // virtual opponent (4 MP), under Chennai's the forfeit as won (3 MP).
    assert_eq!(
        numbers_of(&t, Tiebreak::OlympiadSonnebornBergerKhantyMansiysk)[0],
        22.
    );
}

#[test]
fn olympiad_2008_rules_count_a_bye_against_the_team_itself() {
    // SM #50/#49 (2008 Olympiad rules), mzz-2012 awards (bye 1 MP + 2 GP): #4 and #5 gain
    // the bye's 2 GP. A bye is a drawn match against the team itself, a forfeit win a match
    // won 3-1 against the scheduled opponent.
    // #1: R1 #2 (2 MP) x 3 = 6; R2 #5 (3 MP) x 3 = 9; R3 #3 (2) x 2 = 4, cut -> 15.
    //     OMP-1_49 = 2 + 3 + 2 - 2 = 5.
    // #5: R1 itself (3 MP) x 2 = 6; R2 #1 (5) x 0 = 0; R3 #4 (2) x 3 = 6, cut -> 6.
    //     OMP-1_49 = 3 + 5 + 2 - 2 = 8.
    let t = five_team_swiss("mzz-2012", "2012-02-05");
    let osb = numbers_of(&t, Tiebreak::OlympiadSonnebornBerger);
    let omp = numbers_of(&t, Tiebreak::OpponentsMatchPointsCut1);
    assert_eq!((osb[0], osb[4]), (15., 6.));
    assert_eq!((omp[0], omp[4]), (5., 8.));
}

#[test]
fn game_point_criteria_with_unplayed_rounds() {
    use Tiebreak::*;
    // Adjusted GP (C.07 16.3): #2 3½ + 2 (last-round absence as a draw) = 5½; others as
    // scored: 9, 5½, 3, 3.
    // #1 BH:GP: R1 #2 5½; R2 forfeit win: dummy min(9, #5's 3) = 3; R3 #3 5½ -> 14.
    // #1 SB by GP (= SM #35): 5½ x 3 + 3 x 4 + 5½ x 2 = 16½ + 12 + 11 = 39½.
    // #1 SM #7 (match result x opponent GP): 1 x 5½ + 1 x 3 + ½ x 5½ = 11¼.
    // #4 BH:GP: R1 #3 5½; R2 bye: dummy min(3, 2 GP x 3 rounds) = 3; R3 #5 3 -> 11½.
    // #4 SB by GP: 5½ x 2 + 3 x 0 + 3 x 1 = 14.
    let t = five_team_swiss("kzz-2015", "2026-06-01");
    let bh = numbers_of(&t, BuchholzGamePoints);
    let sb = numbers_of(&t, SonnebornBergerByGamePoints);
    assert_eq!((bh[0], bh[3]), (14., 11.5));
    assert_eq!((sb[0], sb[3]), (39.5, 14.));
    assert_eq!(numbers_of(&t, SonnebornBergerProportional)[0], 39.5);
    assert_eq!(numbers_of(&t, SonnebornBergerGamePoints)[0], 11.25);
}

#[test]
fn board_results_count_forfeited_boards_as_scored() {
    // #1: R1 1 ½ 1 ½; R2 four boards won by forfeit; R3 ½ ½ 1 0
    //     -> board 1: 2½, board 2: 2, board 3: 3, board 4: 1½.
    // #3: R1 1 0 ½ ½; R2 (second-named v #2's 1 1 ½ 0) 0 0 ½ 1; R3 ½ ½ 0 1
    //     -> 1½, ½, 1, 2½.
    // #5: the bye and the lost forfeit add nothing; R3 (second-named v #4's 0 ½ 0 ½)
    //     1 ½ 1 ½.
    let t = five_team_swiss("kzz-2015", "2026-06-01");
    let values = values_of(&t, Tiebreak::BoardResults);
    assert_eq!(values[0], Value::Vector(vec![2.5, 2.0, 3.0, 1.5]));
    assert_eq!(values[2], Value::Vector(vec![1.5, 0.5, 1.0, 2.5]));
    assert_eq!(values[4], Value::Vector(vec![1.0, 0.5, 1.0, 0.5]));
}

#[test]
fn the_same_event_under_four_regulations() {
    // kzz-2015: bye 1 MP + 0 GP -> 1 (5), 5 (3), then 2 MP: 3 (5½ GP), 2 (3½), 4 (3).
    // mzz-2012: bye 1 MP + 2 GP -> #4 has 5 GP and passes #2: 1, 5, 3, 4, 2.
    // bpz-2025: bye 2 MP + 2 GP -> #5 4 MP, #4 3 MP: 1, 5, 4, 3, 2.
    // szs-pokal-2018: 5 teams is a round robin there (chain GP, DE, SB35, DE-CUP, lots);
    // bye 1 MP + 2 GP as mzz: 1, 5, 3, 4, 2.
    assert_eq!(
        ranked(&five_team_swiss("kzz-2015", "2015-02-15")),
        [1, 5, 3, 2, 4]
    );
    assert_eq!(
        ranked(&five_team_swiss("mzz-2012", "2012-02-05")),
        [1, 5, 3, 4, 2]
    );
    let bpz = five_team_swiss("bpz-2025", "2025-01-18");
    assert_eq!(ranked(&bpz), [1, 5, 4, 3, 2]);
    assert_eq!(
        numbers_of(&bpz, Tiebreak::MatchPoints),
        [5., 2., 2., 3., 4.]
    );
    let szs = five_team_swiss("szs-pokal-2018", "2018-06-01");
    assert_eq!(ranked(&szs), [1, 5, 3, 4, 2]);
    let chain: Vec<&str> = standings(&szs, 3).chain.iter().map(|c| c.code()).collect();
    assert_eq!(chain, ["GP", "DE", "SB35", "DE-CUP", "LOT"]);
}

/// bpz-2025 čl. 9 (`docs/rules/bpz-2025.md#cl-9`): the final order is by match points
/// (Swiss-Manager criterion 13), and among teams equal on them "a) zbroj pojedinačnih bodova
/// (kriterij broj 1), b) olimpijski Sonneborn-Bergerov koeficijent (57), c) zbroj meč bodova
/// protivnika bez najslabijeg rezultata (56), d) zbroj meč bodova svih protivnika (48) i e)
/// ždrijeb". Match points are the primary score, so the chain after them starts at a): the preset
/// used to list them again, which showed MP twice in every standings table.
#[test]
fn bpz_2025_ranks_by_the_criteria_of_clanak_9_after_match_points() {
    let preset = Regulation::preset("bpz-2025").expect("preset");
    assert_eq!(preset.primary_score, PrimaryScore::MatchPoints);
    let numbers: Vec<Option<u8>> = preset
        .tiebreaks
        .iter()
        .map(|c| c.swiss_manager_number())
        .collect();
    assert_eq!(numbers, [Some(1), Some(57), Some(56), Some(48), None]);
    assert_eq!(preset.tiebreaks.last(), Some(&Tiebreak::Lots));
    assert!(!preset.tiebreaks.contains(&Tiebreak::MatchPoints));
    // The bundled sample was made from the preset and ranks by the same chain.
    let sample = sample("bpz-2025");
    assert_eq!(sample.regulation, preset);
    let codes: Vec<&str> = standings(&sample, 1)
        .chain
        .iter()
        .map(|c| c.code())
        .collect();
    assert_eq!(codes, ["GP", "OSB57", "OMP-1_56", "OMP48", "LOT"]);
}

/// A four-team single round robin (Berger table for 4; results of the first-named team):
/// R1 1-4 ==== (2:2), 2-3 1=1= (3:1); R2 4-3 0=0= (1:3), 1-2 1=1= (3:1);
/// R3 2-4 1=0= (2:2), 3-1 1=1= (3:1).
/// MP: #1 D W L = 3; #2 W L D = 3; #3 L W W = 4; #4 D L D = 2.
/// GP: #1 2 + 3 + 1 = 6; #2 3 + 1 + 2 = 6; #3 1 + 3 + 3 = 7; #4 2 + 1 + 2 = 5.
fn four_team_round_robin(preset: &str) -> Tournament {
    let mut t = event(preset, 4, "2018-06-01");
    pair(&mut t, 1, &[(1, 4), (2, 3)], None);
    boards(&mut t, 1, 1, "====");
    boards(&mut t, 1, 2, "1=1=");
    pair(&mut t, 2, &[(4, 3), (1, 2)], None);
    boards(&mut t, 2, 1, "0=0=");
    boards(&mut t, 2, 2, "1=1=");
    pair(&mut t, 3, &[(2, 4), (3, 1)], None);
    boards(&mut t, 3, 1, "1=0=");
    boards(&mut t, 3, 2, "1=1=");
    t
}

#[test]
fn direct_encounter_decides_only_among_teams_still_tied() {
    // szs-pokal-2018 round robin chain: GP, DE, ... #1 and #2 are tied on 3 MP and 6 GP;
    // #1 beat #2 3:1 in round 2, so DE (MP among the two) is 2 : 0 and #1 is second.
    // #3 and #4 were never tied: DE is not computed for them.
    let t = four_team_round_robin("szs-pokal-2018");
    assert_eq!(ranked(&t), [3, 1, 2, 4]);
    let s = standings(&t, 3);
    let de: Vec<(usize, Value)> = s
        .rows
        .iter()
        .map(|r| (r.number, r.values[1].clone()))
        .collect();
    assert_eq!(
        de,
        [
            (3, Value::NotApplicable),
            (1, Value::Number(2.0)),
            (2, Value::Number(0.0)),
            (4, Value::NotApplicable),
        ]
    );
    assert!(s.rows.iter().all(|r| r.shared_to == r.rank));
}

#[test]
fn direct_encounter_by_game_points() {
    // Chain [DE-GP] on the round robin: #1 and #2 tied on 3 MP; their match 3:1 -> DE-GP
    // 3 : 1.
    let mut t = four_team_round_robin("szs-pokal-2018");
    t.regulation.round_robin_tiebreaks = Some(vec![Tiebreak::DirectEncounterGamePoints]);
    let s = standings(&t, 3);
    assert_eq!(s.rows[1].values[0], Value::Number(3.0));
    assert_eq!(s.rows[2].values[0], Value::Number(1.0));
}

/// Three teams, single round robin (one bye a round, scored alike for all three):
/// R1 1-2 "10==" 2:2 (#1 wins board 1, loses board 2), 3 bye;
/// R2 3-1 "0=0=" 1:3, 2 bye; R3 2-3 "1=1=" 3:1, 1 bye.
fn three_teams_with_a_drawn_match(preset: &str) -> Tournament {
    let mut t = event(preset, 3, "2018-06-01");
    pair(&mut t, 1, &[(1, 2)], Some(3));
    boards(&mut t, 1, 1, "10==");
    pair(&mut t, 2, &[(3, 1)], Some(2));
    boards(&mut t, 2, 1, "0=0=");
    pair(&mut t, 3, &[(2, 3)], Some(1));
    boards(&mut t, 3, 1, "1=1=");
    t
}

#[test]
fn szs_pokal_2018_point_5_direct_encounter_by_cup_system() {
    // szs-pokal-2018 point 5: "Bergerjev sistem: meč točke, osnovne (šahovske) točke,
    // medsebojni rezultat-i po meč točkah, FIDE Sonneborn-Berger koeficient, medsebojni
    // rezultat-i po osnovnih točkah (po pokalnem sistemu), žreb."
    // By hand: #1 and #2 drew 2:2 and each beat #3 3:1, the bye alike: MP 1+2+1 = 4 each,
    // GP 2+3+2 = 7 each; DE by MP 1 : 1; SB35 (the bye is no match in a round robin)
    // 2 x 7 + 3 x 4 = 26 each (#3: MP 1, GP 1+1+2 = 4). Game points between them 2 : 2;
    // the cup system decides the 2:2 on the highest board that differs, board 1, which
    // #1 won: #1 first alone, without lots.
    let t = three_teams_with_a_drawn_match("szs-pokal-2018");
    let s = standings(&t, 3);
    assert_eq!(
        s.chain,
        [
            Tiebreak::GamePoints,
            Tiebreak::DirectEncounter,
            Tiebreak::SonnebornBergerProportional,
            Tiebreak::DirectEncounterCupSystem,
            Tiebreak::Lots
        ]
    );
    let top: Vec<_> = s.rows[..2].iter().map(|r| r.values[..3].to_vec()).collect();
    let tied = [Value::Number(7.0), Value::Number(1.0), Value::Number(26.0)];
    assert_eq!(top, [tied.to_vec(), tied.to_vec()]);
    assert_eq!(ranked(&t), [1, 2, 3]);
    assert_eq!(
        (s.rows[0].place(), s.rows[1].place()),
        ("1".into(), "2".into())
    );
    assert_eq!(s.rows[0].values[3], Value::Vector(vec![2.0, 1.0]));
    assert_eq!(s.rows[1].values[3], Value::Vector(vec![2.0, 0.0]));
    // The explanation names the deciding board.
    let o = Outcomes::new(&t, 3);
    let why = explain_value(&o, &s, t.teams[1].id, Tiebreak::DirectEncounterCupSystem)
        .expect("explained");
    let lines: Vec<String> = value_lines(&o, &why)
        .iter()
        .map(|l| l.render(Lang::En))
        .collect();
    assert!(
        lines.contains(&"  round 1: 1 1, drawn on game points: board 1 decides, lost".into()),
        "{lines:#?}"
    );
    // The old criterion, by game points alone, leaves them sharing first place.
    let mut by_gp = t.clone();
    by_gp.regulation.round_robin_tiebreaks = Some(vec![Tiebreak::DirectEncounterGamePoints]);
    assert_eq!(standings(&by_gp, 3).rows[0].place(), "1-2");
}

#[test]
fn drawing_of_lots_is_recorded_and_reproducible() {
    // Two teams that drew every game of a one-round event are tied on everything:
    // kzz-2015 chain GP 2/2, OSB57 (one opponent, cut) 0/0, OMP-1_56 0/0, OMP48 1/1.
    let mut t = event("kzz-2015", 2, "2026-06-01");
    pair(&mut t, 1, &[(1, 2)], None);
    boards(&mut t, 1, 1, "====");
    let s = standings(&t, 1);
    assert_eq!(s.rows[0].place(), "1-2");
    let ids = [t.teams[0].id, t.teams[1].id];
    run(
        &mut t,
        Command::DrawLots {
            teams: vec![ids[1], ids[0]],
            seed: 7,
            order: None,
        },
    );
    let draw = t.lots.last().expect("recorded").clone();
    assert_eq!(draw.seed, 7);
    // The order depends only on the seed, not on how the teams were named.
    let mut again = event("kzz-2015", 2, "2026-06-01");
    pair(&mut again, 1, &[(1, 2)], None);
    boards(&mut again, 1, 1, "====");
    run(
        &mut again,
        Command::DrawLots {
            teams: vec![ids[0], ids[1]],
            seed: 7,
            order: None,
        },
    );
    assert_eq!(again.lots.last().expect("recorded").order, draw.order);
    let s = standings(&t, 1);
    assert_eq!(s.rows[0].team, draw.order[0]);
    assert_eq!(s.rows[0].place(), "1");
    assert_eq!(s.rows[0].values[4], Value::Number(1.0));
}

#[test]
fn drawing_of_lots_is_refused_for_teams_not_tied_or_without_lots() {
    let mut t = five_team_swiss("kzz-2015", "2026-06-01");
    let before = t.clone();
    let teams = vec![t.teams[1].id, t.teams[2].id];
    let err = draw_lots(&t, teams, 1)
        .and_then(|command| apply(&mut t, command))
        .expect_err("#2 and #3 are separated by GP");
    assert_eq!(err.field, kup::i18n::Msg::FieldLots);
    assert_eq!(t, before);
    let mut cadets = sample("hss-kadeti-2009");
    let teams = vec![cadets.teams[0].id, cadets.teams[1].id];
    let err = draw_lots(&cadets, teams, 1)
        .and_then(|command| apply(&mut cadets, command))
        .expect_err("a play-off, not lots");
    assert!(err.rule.to_string().contains("play-off"), "{err}");
}

/// `docs/rules/kzz-2015.md#cl-10`: "(a) game points ... (e) lots". The lots rank the teams
/// the chain leaves tied as one group: a drawing among two of three tied teams would be
/// kept and rank nobody, so it is refused, naming the team left out.
#[test]
fn lots_among_part_of_a_tied_group_are_refused_naming_the_others() {
    // Before round 1 all five teams are tied on everything.
    let t = event("kzz-2015", 5, "2026-06-01");
    let teams = vec![t.teams[1].id, t.teams[4].id];
    let err = draw_lots(&t, teams, 1).expect_err("1, 3 and 4 are tied with them");
    assert_eq!(err.field, kup::i18n::Msg::FieldLots);
    assert_eq!(
        err.rule.to_string(),
        "the lots rank a tied group as a whole: name also the teams tied with these (1, 3, 4)"
    );
    let all = t.teams.iter().map(|team| team.id).collect();
    assert!(draw_lots(&t, all, 1).is_ok());
}

#[test]
fn a_play_off_is_due_when_the_title_stays_tied() {
    use kup::scoring::explain::{compare, playoffs_due};
    // hss-kadeti-2009, two teams, every game drawn: GP 2/2, SB7 ½ x 2 = 1 each, SB35
    // 2 x 2 = 4 each, DE 1/1, board results ½/½/½/½ each: the chain ends tied for the
    // title, which the regulation sends to a play-off.
    let mut t = event("hss-kadeti-2009", 2, "2009-12-27");
    pair(&mut t, 1, &[(1, 2)], None);
    boards(&mut t, 1, 1, "====");
    let s = standings(&t, 1);
    let due = playoffs_due(&t.regulation, &s);
    assert_eq!(due.len(), 1);
    assert_eq!((due[0].first_place, due[0].last_place), (1, 2));
    let c = compare(&t.regulation, &s, &[t.teams[0].id, t.teams[1].id]).expect("ranked");
    assert_eq!(c.decided_by, None);
    assert!(c.playoff.is_some());
    // One board decided: board results separate them and no play-off is due.
    let mut t = event("hss-kadeti-2009", 2, "2009-12-27");
    pair(&mut t, 1, &[(1, 2)], None);
    boards(&mut t, 1, 1, "1=0=");
    let s = standings(&t, 1);
    assert!(playoffs_due(&t.regulation, &s).is_empty());
    let c = compare(&t.regulation, &s, &[t.teams[1].id, t.teams[0].id]).expect("ranked");
    assert_eq!(c.decided_by.as_deref(), Some("BRES"));
    assert_eq!(c.steps.len(), 1 + 5, "MP then the whole chain up to BRES");
}

#[test]
fn explanation_names_the_terms_and_the_dropped_one() {
    use kup::scoring::explain::explain_value;
    use kup::scoring::tiebreak::StandIn;
    let t = five_team_swiss("kzz-2015", "2026-06-01");
    let o = Outcomes::new(&t, 3);
    let s = standings(&t, 3);
    let e = explain_value(
        &o,
        &s,
        t.teams[0].id,
        Tiebreak::OlympiadSonnebornBergerKhantyMansiysk,
    )
    .expect("team");
    // Worked above: R1 #2 2 x 3, R2 virtual 4 x 4, R3 #3 2 x 2 (dropped).
    let terms: Vec<(u32, StandIn, f64, f64, bool)> = e
        .terms
        .iter()
        .map(|t| {
            (
                t.round,
                t.stand_in,
                t.opponent_score,
                t.own_points,
                t.dropped,
            )
        })
        .collect();
    assert_eq!(
        terms,
        [
            (1, StandIn::Opponent, 2.0, 3.0, false),
            (2, StandIn::VirtualOpponent, 4.0, 4.0, false),
            (3, StandIn::Opponent, 2.0, 2.0, true),
        ]
    );
    assert_eq!(e.value, Value::Number(22.0));
}

#[test]
fn tsv_has_the_chain_codes_and_plain_numbers() {
    let t = five_team_swiss("kzz-2015", "2026-06-01");
    let tsv = standings(&t, 3).to_tsv();
    let mut lines = tsv.lines();
    assert_eq!(
        lines.next(),
        Some("rank\tno\tteam\tMP\tGP\tOSB57\tOMP-1_56\tOMP48\tLOT")
    );
    // #1: 5 MP, 9 GP, OSB57 22, OMP-1_56 6, OMP48 8, no lots drawn. kzz-2015 čl. 10's
    // first criterion, (a) GP, is the GP column: written once.
    assert_eq!(lines.next(), Some("1\t1\t1\t5\t9\t22\t6\t8\t"));
}

// ---------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------

use proptest::prelude::*;

/// A random kzz-2015 event: every round a fresh permutation paired in twos (the odd one
/// out gets the bye), board results mostly played, some forfeited. Returns the event
/// with pairings only and every result as a command, in table order.
fn random_event(seed: u64, teams: usize, rounds: u32) -> (Tournament, Vec<Command>) {
    let mut t = event("kzz-2015", teams, "2026-06-01");
    let mut state = seed | 1;
    let mut next = |below: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % below
    };
    let results = [
        GameResult::WhiteWins,
        GameResult::Draw,
        GameResult::BlackWins,
        GameResult::WhiteWins,
        GameResult::Draw,
        GameResult::BlackWins,
        GameResult::WhiteForfeitWin,
        GameResult::BlackForfeitWin,
        GameResult::DoubleForfeit,
    ];
    let mut commands = Vec::new();
    for round in 1..=rounds {
        let mut numbers: Vec<usize> = (1..=teams).collect();
        for i in (1..numbers.len()).rev() {
            numbers.swap(i, next(i as u64 + 1) as usize);
        }
        let bye = (teams % 2 == 1).then(|| numbers.pop().expect("odd"));
        let matches: Vec<(usize, usize)> = numbers.chunks(2).map(|p| (p[0], p[1])).collect();
        pair(&mut t, round, &matches, bye);
        for table in 1..=matches.len() {
            for board in 1..=4 {
                commands.push(Command::SetResult {
                    round,
                    table,
                    board,
                    result: results[next(results.len() as u64) as usize],
                });
            }
        }
    }
    (t, commands)
}

fn with_results(t: &Tournament, commands: &[Command]) -> Tournament {
    let mut t = t.clone();
    for c in commands {
        run(&mut t, c.clone());
    }
    t
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Every team once; each row at least as good as the next on (MP, chain values) read
    /// left to right; a place is shared exactly when everything is equal.
    #[test]
    fn ranking_is_a_total_order_consistent_with_the_chain(
        seed in any::<u64>(), teams in 2usize..10, rounds in 1u32..=5,
    ) {
        let (t, commands) = random_event(seed, teams, rounds);
        let t = with_results(&t, &commands);
        let s = standings(&t, rounds);
        let mut numbers: Vec<usize> = s.rows.iter().map(|r| r.number).collect();
        numbers.sort_unstable();
        prop_assert_eq!(numbers, (1..=teams).collect::<Vec<_>>());
        for pair in s.rows.windows(2) {
            let (a, b) = (&pair[0], &pair[1]);
            let mut order = a.match_points.cmp(&b.match_points);
            for (x, y) in a.values.iter().zip(&b.values) {
                order = order.then(x.cmp_better(y));
            }
            prop_assert!(order.is_ge(), "{} above {}", a.number, b.number);
            prop_assert_eq!(order.is_eq(), a.rank == b.rank);
        }
    }

    /// The standings do not depend on the order the results were entered in.
    #[test]
    fn order_of_entry_does_not_matter(
        seed in any::<u64>(), teams in 2usize..10, rounds in 1u32..=5, shuffle in any::<u64>(),
    ) {
        let (t, commands) = random_event(seed, teams, rounds);
        let mut shuffled = commands.clone();
        let mut state = shuffle | 1;
        for i in (1..shuffled.len()).rev() {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            shuffled.swap(i, (state % (i as u64 + 1)) as usize);
        }
        prop_assert_eq!(
            standings(&with_results(&t, &commands), rounds),
            standings(&with_results(&t, &shuffled), rounds)
        );
    }

    /// Taking a team's last result back and entering it again gives the same standings.
    #[test]
    fn removing_and_re_adding_the_last_result_changes_nothing(
        seed in any::<u64>(), teams in 2usize..10, rounds in 1u32..=5,
    ) {
        let (t, commands) = random_event(seed, teams, rounds);
        let full = with_results(&t, &commands);
        let last = commands.last().expect("a result").clone();
        let Command::SetResult { round, table, board, .. } = last.clone() else {
            unreachable!("only results")
        };
        let mut again = full.clone();
        run(&mut again, Command::SetResult { round, table, board, result: GameResult::NotPlayed });
        run(&mut again, last);
        prop_assert_eq!(standings(&full, rounds), standings(&again, rounds));
    }
}

#[test]
fn the_2026_cap_limits_a_bye_dummy_to_a_draw_per_round() {
    // kzz-2015, three teams, three rounds: R1 1-2 3:1, 3 bye; R2 1-3 3:1, 2 bye; R3 2-3
    // 2:2, 1 bye. #1: 2 + 2 + 1 = 5 MP; #2: 0 + 1 + 1 = 2; #3: 1 + 0 + 1 = 2.
    // OMP48 of #1: #2 2 + #3 2 + the round-3 bye's dummy: 2023/2024 = own 5 -> 9;
    // 2026 (16.4.2) = min(5, 1 MP x 3 rounds) = 3 -> 7.
    let build = |start: &str| {
        let mut t = event("kzz-2015", 3, start);
        pair(&mut t, 1, &[(1, 2)], Some(3));
        boards(&mut t, 1, 1, "1=1=");
        pair(&mut t, 2, &[(1, 3)], Some(2));
        boards(&mut t, 2, 1, "1=1=");
        pair(&mut t, 3, &[(2, 3)], Some(1));
        boards(&mut t, 3, 1, "====");
        t
    };
    let omp = |t: &Tournament| numbers_of(t, Tiebreak::OpponentsMatchPoints)[0];
    assert_eq!(omp(&build("2024-06-01")), 9.0);
    assert_eq!(omp(&build("2026-06-01")), 7.0);
}

#[test]
fn a_double_forfeit_loses_for_both_and_is_no_encounter() {
    // R1: 1-2 nobody came on any board ("--"); 3-4 3:1. #1 and #2: 0 MP, 0 GP each, #4
    // 0 MP. Under a chain of direct encounter alone, the 0-MP teams #1, #2, #4 never met
    // over the board (C.07 6: forfeits are not encounters), so they share places 2-4.
    let mut t = event("kzz-2015", 4, "2026-06-01");
    pair(&mut t, 1, &[(1, 2), (3, 4)], None);
    for board in 1..=4 {
        run(
            &mut t,
            Command::SetResult {
                round: 1,
                table: 1,
                board,
                result: GameResult::DoubleForfeit,
            },
        );
    }
    boards(&mut t, 1, 2, "1=1=");
    assert_eq!(numbers_of(&t, Tiebreak::MatchPoints), [0., 0., 2., 0.]);
    assert_eq!(numbers_of(&t, Tiebreak::GamePoints), [0., 0., 3., 1.]);
    t.regulation.tiebreaks = vec![Tiebreak::DirectEncounter];
    let s = standings(&t, 1);
    let places: Vec<(usize, String)> = s.rows.iter().map(|r| (r.number, r.place())).collect();
    assert_eq!(
        places,
        [
            (3, "1".to_string()),
            (1, "2-4".to_string()),
            (2, "2-4".to_string()),
            (4, "2-4".to_string()),
        ]
    );
}

#[test]
fn penalties_enter_the_standings() {
    use kup::core::{Penalty, PenaltyKind};
    // bpz-2025 five-team Swiss (#1 5 MP 9 GP). #1 fielded an unregistered player: it loses
    // all its MP (bpz-2025) and drops below every team; its opponents' OMP48 reads its 0.
    // #3's board 1 in round 3 is penalised (a phone): that board's draw becomes a win for
    // #1, so the 2:2 becomes 2½:1½ for #1: #1 GP 9½, #3 GP 5.
    let mut t = five_team_swiss("bpz-2025", "2025-01-18");
    let (one, three) = (t.teams[0].id, t.teams[2].id);
    run(
        &mut t,
        Command::ImposePenalty {
            penalties: vec![
                Penalty {
                    round: 3,
                    team: one,
                    kind: PenaltyKind::AllMatchPointsLost,
                    reason: "unregistered player".into(),
                    said: None,
                    forfeit: false,
                },
                Penalty {
                    round: 3,
                    team: three,
                    kind: PenaltyKind::GameLost { board: 1 },
                    reason: "phone".into(),
                    said: None,
                    forfeit: false,
                },
            ],
        },
    );
    // MP: #1 0 (penalty); #3 loses the R3 match 1½:2½ -> 1 + 0 + 0 = 1; #5 4, #4 3, #2 2.
    assert_eq!(numbers_of(&t, Tiebreak::MatchPoints), [0., 2., 1., 3., 4.]);
    assert_eq!(numbers_of(&t, Tiebreak::GamePoints), [9.5, 3.5, 5., 5., 5.]);
    assert_eq!(ranked(&t), [5, 4, 2, 3, 1]);
}

#[test]
fn cli_standings_tsv_json_and_explain() {
    let kup = env!("CARGO_BIN_EXE_kup");
    let dir = format!("{}/sample-data/hss-kadeti-2009", env!("CARGO_MANIFEST_DIR"));
    let output = |args: &[&str]| {
        let out = std::process::Command::new(kup)
            .args(args)
            .output()
            .expect("runs");
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).expect("utf-8")
    };
    let tsv = output(&["standings", &dir, "--format", "tsv"]);
    let mut lines = tsv.lines();
    assert_eq!(
        lines.next(),
        Some("rank\tno\tteam\tMP\tGP\tSB7\tSB35\tDE\tBRES")
    );
    // Podravka: 12 MP, 20.5 GP, SB7 73.75, SB35 253 (`docs/rules/fide-c07.md#criteria`).
    assert_eq!(
        lines.next(),
        // BRES: the final is known by match scores only, so no board has a value.
        Some("1\t1\tŠK Podravka, Koprivnica\t12\t20.5\t73.75\t253\t\t")
    );
    let json: serde_json::Value =
        serde_json::from_str(&output(&["standings", &dir, "--format", "json"])).expect("json");
    assert_eq!(json["rows"][1]["name"], "ŠK Podsused, Zagreb");
    assert_eq!(json["rows"][1]["values"][1], 74.0);
    let explain = output(&["explain", &dir, "--teams", "1,2"]);
    assert!(explain.contains("decided by GP"), "{explain}");
    let after = output(&["standings", &dir, "--after-round", "1", "--format", "tsv"]);
    assert_eq!(after.lines().count(), 9);
    let refused = std::process::Command::new(kup)
        .args(["standings", &dir, "--after-round", "9"])
        .output()
        .expect("runs");
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("after-round"));
}

// ---------------------------------------------------------------------------------------
// An odd round robin: every team rests once, and a rest is no round of the team's
// ---------------------------------------------------------------------------------------

/// Five teams by the Berger table for six (C.05 Annex 1, number 6 the free one), with the
/// first-named team's boards of each match (tables in the table's order):
/// R1 2-5, 3-4 (1 rests); R2 5-3, 1-2 (4 rests); R3 3-1, 4-5 (2 rests);
/// R4 1-4, 2-3 (5 rests); R5 4-2, 5-1 (3 rests).
fn five_team_round_robin(preset: &str, results: [[&str; 2]; 5]) -> Tournament {
    const TABLE: [[(usize, usize); 2]; 5] = [
        [(2, 5), (3, 4)],
        [(5, 3), (1, 2)],
        [(3, 1), (4, 5)],
        [(1, 4), (2, 3)],
        [(4, 2), (5, 1)],
    ];
    let mut t = event(preset, 5, "2018-06-01");
    assert!(
        t.is_round_robin(),
        "{preset} plays five teams as a round robin"
    );
    for (r, (matches, boards_of)) in TABLE.iter().zip(results).enumerate() {
        let round = r as u32 + 1;
        pair(&mut t, round, matches, None);
        for (table, home) in boards_of.iter().enumerate() {
            boards(&mut t, round, table + 1, home);
        }
    }
    t
}

const ALL_DRAWN: [[&str; 2]; 5] = [["===="; 2]; 5];

#[test]
fn an_odd_round_robin_all_drawn_leaves_every_team_equal_on_every_criterion() {
    // szs-pokal-2018 točka 3: "Če na tekmovanju sodeluje do vključno 6 ekip, se igra po
    // Bergerjevem sistemu"; točka 5: "Bergerjev sistem: meč točke, osnovne (šahovske)
    // točke, medsebojni rezultat-i po meč točkah, FIDE Sonneborn-Berger koeficient,
    // medsebojni rezultat-i po osnovnih točkah (po pokalnem sistemu), žreb."
    // hss-kadeti-2009 (Berger): "(a) GP, (b) SB SM #7, (c) SB SM #35, (d) result within
    // the tied group, (e) board results".
    // By hand, every match 2:2: each team plays four matches and rests once, so 4 MP and
    // 8 GP each; each of its four opponents has 8 GP (its rest adds nothing, whichever
    // round it falls in):
    //   SB #35 (GP scored x opponent's GP) = 4 x (2 x 8) = 64;
    //   SB #7 (½ for a drawn match x opponent's GP) = 4 x (½ x 8) = 16;
    //   direct encounter by MP among all five = 4 x 1 = 4, by GP 4 x 2 = 8;
    //   board results 2/2/2/2 (½ on each board in each of four matches).
    // So all five share first place until lots are drawn (C.05: the rest of an odd round
    // robin is no Swiss unplayed round).
    use Tiebreak::*;
    for preset in ["szs-pokal-2018", "hss-kadeti-2009"] {
        let t = five_team_round_robin(preset, ALL_DRAWN);
        assert_eq!(numbers_of(&t, MatchPoints), [4.; 5], "{preset}");
        assert_eq!(numbers_of(&t, GamePoints), [8.; 5], "{preset}");
        assert_eq!(
            numbers_of(&t, SonnebornBergerProportional),
            [64.; 5],
            "{preset}"
        );
        assert_eq!(
            numbers_of(&t, SonnebornBergerGamePoints),
            [16.; 5],
            "{preset}"
        );
        assert_eq!(
            values_of(&t, BoardResults),
            vec![Value::Vector(vec![2.0; 4]); 5],
            "{preset}"
        );
        let s = standings(&t, 5);
        for row in &s.rows {
            assert_eq!(row.place(), "1-5", "{preset}: {row:?}");
        }
        let o = Outcomes::new(&t, 5);
        let everyone: Vec<usize> = (0..5).collect();
        for (criterion, each) in [(DirectEncounter, 4.0), (DirectEncounterGamePoints, 8.0)] {
            let split = tiebreak::split_group(&o, &everyone, criterion, &[]).expect("group");
            assert_eq!(split.tiers.len(), 1, "{preset} {criterion:?}");
            assert!(
                split.values.iter().all(|(_, v)| *v == Value::Number(each)),
                "{preset} {criterion:?}: {:?}",
                split.values
            );
        }
    }
}

#[test]
fn the_team_resting_last_counts_with_the_points_it_scored() {
    // The explanation of team 1's SB #35 names team 3 (which rests in round 5, after its
    // match with team 1 in round 3) with its 8 GP: 2 x 8 = 16, not a draw added for the
    // rest (C.07 16.3 reads a Swiss's requested bye so, not a round robin's free round).
    let t = five_team_round_robin("szs-pokal-2018", ALL_DRAWN);
    let o = Outcomes::new(&t, 5);
    let s = standings(&t, 5);
    let e =
        explain_value(&o, &s, t.teams[0].id, Tiebreak::SonnebornBergerProportional).expect("team");
    let terms: Vec<(u32, Option<TeamId>, f64, f64)> = e
        .terms
        .iter()
        .map(|x| (x.round, x.opponent, x.opponent_score, x.own_points))
        .collect();
    let id = |n: usize| Some(t.teams[n - 1].id);
    assert_eq!(
        terms,
        [
            (2, id(2), 8.0, 2.0),
            (3, id(3), 8.0, 2.0),
            (4, id(4), 8.0, 2.0),
            (5, id(5), 8.0, 2.0),
        ]
    );
}

/// The five-team round robin with decisive results: the first-named team's boards of
/// each round's two matches, in [`five_team_round_robin`]'s order.
const DECIDED: [[&str; 2]; 5] = [
    ["1=1=", "===="],
    ["0=0=", "1==="],
    ["====", "1111"],
    ["0=0=", "===="],
    ["====", "0000"],
];

#[test]
fn an_odd_round_robin_by_hand_for_every_criterion_of_both_chains() {
    // Match scores (first-named first), from DECIDED:
    //   R1 2-5 3:1, 3-4 2:2 (1 rests)     R2 5-3 1:3, 1-2 2½:1½ (4 rests)
    //   R3 3-1 2:2, 4-5 4:0 (2 rests)     R4 1-4 1:3, 2-3 2:2 (5 rests)
    //   R5 4-2 2:2, 5-1 0:4 (3 rests)
    // GP: #1 2½+2+1+4 = 9½; #2 3+1½+2+2 = 8½; #3 2+3+2+2 = 9; #4 2+4+3+2 = 11;
    //     #5 1+1+0+0 = 2 (total 40 = 10 matches x 4).
    // MP: #1 W D L W = 5; #2 W L D D = 4; #3 D W D D = 5; #4 D W W D = 6; #5 0.
    // SB #35 (szs "FIDE Sonneborn-Berger", hss (c)): GP scored x opponent's GP:
    //   #1 2½x8½ + 2x9 + 1x11 + 4x2 = 21.25+18+11+8 = 58.25
    //   #2 3x2 + 1½x9½ + 2x9 + 2x11 = 6+14.25+18+22 = 60.25
    //   #3 2x11 + 3x2 + 2x9½ + 2x8½ = 22+6+19+17 = 64
    //   #4 2x9 + 4x2 + 3x9½ + 2x8½ = 18+8+28.5+17 = 71.5
    //   #5 1x8½ + 1x9 + 0 + 0 = 17.5
    // SB #7 (hss (b)): 1 won, ½ drawn x opponent's GP:
    //   #1 8½ + ½x9 + 0 + 2 = 15; #2 2 + 0 + ½x9 + ½x11 = 12;
    //   #3 ½x11 + 2 + ½x9½ + ½x8½ = 16.5; #4 ½x9 + 2 + 9½ + ½x8½ = 20.25; #5 0.
    // Team 3 rests in the last round: were its rest counted as a draw, its 9 GP would
    // enter as 11 and #1's SB #35 would be 62.25.
    use Tiebreak::*;
    let expected = [
        (MatchPoints, [5., 4., 5., 6., 0.]),
        (GamePoints, [9.5, 8.5, 9., 11., 2.]),
        (SonnebornBergerProportional, [58.25, 60.25, 64., 71.5, 17.5]),
        (SonnebornBergerGamePoints, [15., 12., 16.5, 20.25, 0.]),
    ];
    for preset in ["szs-pokal-2018", "hss-kadeti-2009"] {
        let t = five_team_round_robin(preset, DECIDED);
        for (criterion, values) in expected {
            assert_eq!(numbers_of(&t, criterion), values, "{preset} {criterion:?}");
        }
    }
    // szs: #4 6 MP; #1 and #3 5 MP, GP 9½ : 9 decides; #2; #5.
    assert_eq!(
        ranked(&five_team_round_robin("szs-pokal-2018", DECIDED)),
        [4, 1, 3, 2, 5]
    );
    // Board results (hss (e)), board 1 first, each team's own points of its four matches:
    //   #1 R2 1 ½ ½ ½, R3 ½ ½ ½ ½, R4 0 ½ 0 ½, R5 1 1 1 1 = 2½/2½/2/2½
    //   #2 R1 1 ½ 1 ½, R2 0 ½ ½ ½, R4 ½ ½ ½ ½, R5 ½ ½ ½ ½ = 2/2/2½/2
    //   #3 R1 ½ ½ ½ ½, R2 1 ½ 1 ½, R3 ½ ½ ½ ½, R4 ½ ½ ½ ½ = 2½/2/2½/2
    //   #4 R1 ½ ½ ½ ½, R3 1 1 1 1, R4 1 ½ 1 ½, R5 ½ ½ ½ ½ = 3/2½/3/2½
    //   #5 R1 0 ½ 0 ½, R2 0 ½ 0 ½, R3 0 0 0 0, R5 0 0 0 0 = 0/1/0/1
    let t = five_team_round_robin("hss-kadeti-2009", DECIDED);
    let by_board = |v: [f64; 4]| Value::Vector(v.to_vec());
    assert_eq!(
        values_of(&t, BoardResults),
        [
            by_board([2.5, 2.5, 2., 2.5]),
            by_board([2., 2., 2.5, 2.]),
            by_board([2.5, 2., 2.5, 2.]),
            by_board([3., 2.5, 3., 2.5]),
            by_board([0., 1., 0., 1.]),
        ]
    );
    let o = Outcomes::new(&t, 5);
    // Direct encounter among #1 and #3 (5 MP each): they drew 2:2 in round 3.
    let split = tiebreak::split_group(&o, &[0, 2], DirectEncounter, &[]).expect("group");
    assert_eq!(split.tiers.len(), 1);
    assert!(split.values.iter().all(|(_, v)| *v == Value::Number(1.0)));
}
