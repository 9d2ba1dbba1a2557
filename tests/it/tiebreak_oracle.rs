//! kup's FIDE C.07 team tie-breaks against Gacrux, the FIDE Technical Commission's
//! reference tool (`docs/rules/README.md#oracles`): a tie-break value coded as a FIDE C.07
//! criterion must equal Gacrux's on the same TRF. Random 4-board team Swiss events (6-11
//! teams, 3-7 rounds, byes of an odd field, whole matches forfeited), half under C.07
//! 2023/2024 and half under C.07 2026, are written as kup exports them (TRF-2026) and read
//! by Gacrux's `tiebreakchecker.py` with every criterion kup writes under a C.07 code in
//! records 202/212; each value of each team must be the same.
//!
//! Needs Gacrux in `shared/oracles/gacrux` in a directory above the repository and
//! `python3` (standard library only); without either the test says what is missing and
//! passes, or fails under `CI=true` (`common::oracle`). `KUP_TIEBREAK_ORACLE_EVENTS=N` runs N
//! events instead of [`EVENTS`]; `KUP_TIEBREAK_ORACLE_KEEP=DIR` writes the events' files into `DIR`
//! to examine them.

use std::path::{Path, PathBuf};
use std::process::Command as Process;

use kup::core::rules::{Award, System, Tiebreak};
use kup::core::{
    Command, GameResult, HalfPoints, PlayerData, Regulation, Tournament, TournamentInfo,
};
use kup::interop::trf::{TrfVersion, export, tiebreak_code};
use kup::scoring::tiebreak::Value;
use kup::scoring::{Outcomes, tiebreak};

use crate::common::oracle;
use crate::scoring::{boards, pair, run};
use kup::pairing::berger::berger_schedule;

/// Events of the bounded run (seeds 1 to this).
const EVENTS: u64 = 40;

/// The criteria kup writes under a C.07 code (not `OTHER_...`), computed team by team.
fn c07_criteria() -> Vec<Tiebreak> {
    Tiebreak::ALL
        .into_iter()
        .filter(|tb| !tb.is_group_criterion() && *tb != Tiebreak::MatchPoints)
        .filter(|tb| !tiebreak_code(*tb).starts_with("OTHER_"))
        .collect()
}

#[test]
fn c07_team_tiebreaks_equal_gacrux_on_random_events() {
    let Some(checker) = checker() else {
        return;
    };
    let events = std::env::var("KUP_TIEBREAK_ORACLE_EVENTS")
        .ok()
        .map_or(EVENTS, |n| n.parse().expect("KUP_TIEBREAK_ORACLE_EVENTS"));
    let criteria = c07_criteria();
    for tb in Tiebreak::ALL
        .into_iter()
        .filter(|tb| !criteria.contains(tb))
    {
        let why = if tb.is_group_criterion() {
            "a group criterion: Gacrux computes it over its own tie groups only"
        } else if tb == Tiebreak::MatchPoints {
            "the primary score: Gacrux is given it (MPTS) to read the others against"
        } else {
            "no C.07 code (a Swiss-Manager number or kup's own): Gacrux does not judge it"
        };
        eprintln!("not compared with Gacrux: {} ({tb:?}): {why}", tb.code());
    }
    for needed in ["EMGSB/C1", "EGMSB/C1", "EGGSB/C1", "EMMSB/C1", "BH:MP/C1"] {
        assert!(
            criteria.iter().any(|tb| tiebreak_code(*tb) == needed),
            "{needed} is compared"
        );
    }
    let temporary = tempfile::tempdir().expect("a temporary directory");
    let dir = std::env::var_os("KUP_TIEBREAK_ORACLE_KEEP")
        .map_or_else(|| temporary.path().to_path_buf(), PathBuf::from);
    let mut differences = Vec::new();
    for seed in 1..=events {
        let t = random_event(seed);
        let file = dir.join(format!("event-{seed}.trf"));
        std::fs::write(&file, export(&t, TrfVersion::Trf2026).text).expect("written");
        let theirs = gacrux(&checker, &file, &criteria);
        assert_eq!(theirs.len(), t.teams.len(), "seed {seed}: one row a team");
        let o = Outcomes::new(&t, t.rounds.len() as u32);
        for (k, tb) in criteria.iter().enumerate() {
            for (team, their) in theirs.iter().enumerate() {
                let ours = match tiebreak::value(&o, team, *tb) {
                    Some(Value::Number(x)) => x,
                    other => panic!("{tb:?} is a number, got {other:?}"),
                };
                let their = their[k];
                if (ours - their).abs() > 0.005 {
                    differences.push(format!(
                        "seed {seed}, team {}, {}: kup {ours}, Gacrux {their}",
                        team + 1,
                        tiebreak_code(*tb)
                    ));
                }
            }
        }
    }
    assert!(
        differences.is_empty(),
        "{} differences:\n{}",
        differences.len(),
        differences.join("\n")
    );
}

/// Gacrux's tie-break checker, `None` (said, or failed under CI) when it or python3 is
/// missing.
fn checker() -> Option<PathBuf> {
    const TEST: &str = "the C.07 tie-break test against Gacrux (tiebreak_oracle)";
    let Some(script) =
        oracle::beside_repository("shared/oracles/gacrux/tiebreakchecker.py", Path::exists)
    else {
        oracle::missing(
            TEST,
            "Gacrux, the FIDE TEC's tie-break checker (shared/oracles/gacrux/tiebreakchecker.py \
             in a directory above the repository)",
            "Check out github.com/OttoMilvang/TieBreakServer (commit 14a34a2) as \
             ../shared/oracles/gacrux; see docs/rules/README.md#oracles.",
        );
        return None;
    };
    let python = Process::new("python3").arg("--version").output();
    if !python.is_ok_and(|o| o.status.success()) {
        oracle::missing(
            TEST,
            "python3",
            "Install it (apt-get install python3; .ci/run does).",
        );
        return None;
    }
    Some(script)
}

/// Gacrux's values of `criteria`, one row per starting number.
fn gacrux(checker: &Path, file: &Path, criteria: &[Tiebreak]) -> Vec<Vec<f64>> {
    let codes: Vec<String> = criteria.iter().map(|tb| tiebreak_code(*tb)).collect();
    let codes: Vec<&str> = codes.iter().map(String::as_str).collect();
    gacrux_codes(checker, file, &codes, true)
}

/// The table Gacrux printed: the columns `codes`, one row per starting number.
fn table(out: &std::process::Output, file: &Path, codes: &[&str]) -> Vec<Vec<f64>> {
    // Its exit status is not a verdict (it exits non-zero after a good table); the table is.
    let text = String::from_utf8_lossy(&out.stdout);
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().unwrap_or_default().split('\t').collect();
    assert_eq!(
        header[0],
        "StartNo",
        "{}: {}",
        file.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    let column = |code: &str| {
        header
            .iter()
            .position(|h| h.eq_ignore_ascii_case(code))
            .unwrap_or_else(|| panic!("{code} in {header:?}"))
    };
    let columns: Vec<usize> = codes.iter().map(|c| column(c)).collect();
    let mut rows: Vec<(usize, Vec<f64>)> = lines
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let cells: Vec<&str> = line.split('\t').collect();
            let number = cells[0].trim().parse().expect("starting number");
            let values = columns
                .iter()
                .map(|&c| cells[c].trim().parse().expect("a number"))
                .collect();
            (number, values)
        })
        .collect();
    rows.sort_by_key(|(number, _)| *number);
    rows.into_iter().map(|(_, values)| values).collect()
}

/// A random 4-board team Swiss: the rounds are those of a Berger table over a shuffled
/// field (no two teams meet twice; an odd field gives one bye a round), each match played
/// board by board at random or, one time in eight, forfeited whole by one team.
fn random_event(seed: u64) -> Tournament {
    let mut rng = fastrand::Rng::with_seed(seed);
    let teams = rng.usize(6..=11);
    let slots = teams + teams % 2;
    let rounds = rng.u32(3..=(slots as u32 - 1).min(7));
    let mut regulation = Regulation::preset("kzz-2015").expect("preset");
    regulation.system = System::Swiss { rounds };
    // Gacrux's defaults for a pairing-allocated bye: 1 MP and a draw on every board.
    regulation.bye = Award {
        match_points: 1,
        game_points: HalfPoints(4),
    };
    let start = if seed.is_multiple_of(2) {
        "2026-06-01"
    } else {
        "2024-06-01"
    };
    let info = TournamentInfo {
        name: format!("random {seed}"),
        start_date: Some(start.parse().expect("date")),
        ..TournamentInfo::default()
    };
    let mut t = Tournament::new(info, regulation);
    add_teams(&mut t, teams, 5);
    let mut order: Vec<Option<usize>> = (1..=teams).map(Some).collect();
    order.resize(slots, None);
    rng.shuffle(&mut order);
    for round in 1..=rounds {
        let mut matches = Vec::new();
        let mut bye = None;
        for k in 0..slots / 2 {
            match (order[k], order[slots - 1 - k]) {
                (Some(a), Some(b)) => matches.push(if rng.bool() { (a, b) } else { (b, a) }),
                (Some(a), None) | (None, Some(a)) => bye = Some(a),
                (None, None) => {}
            }
        }
        pair(&mut t, round, &matches, bye);
        for table in 1..=matches.len() {
            // The first-named team's boards; one match in eight forfeited whole.
            let home: String = match rng.u8(0..16) {
                0 => "++++".into(),
                1 => "----".into(),
                _ => (0..4).map(|_| ['1', '=', '0'][rng.usize(0..3)]).collect(),
            };
            boards(&mut t, round, table, &home);
        }
        // Circle method: the first slot stays, the others turn.
        let last = order.pop().expect("a slot");
        order.insert(1, last);
    }
    t
}

/// The round-robin chains' criteria (szs-pokal-2018 točka 5 Berger, hss-kadeti-2009) that
/// have a C.07 twin, with the factor that turns kup's value into Gacrux's: SM #35
/// ("FIDE Sonneborn-Berger", GP scored x opponent's GP) is `EGGSB`; SM #7 (1, ½, 0 for the
/// match x opponent's GP) is half of `EGMSB` (own match points 2, 1, 0 x opponent's GP);
/// game points are `MPvGP`.
const ROUND_ROBIN_TWINS: [(Tiebreak, &str, f64); 3] = [
    (Tiebreak::SonnebornBergerProportional, "EGGSB", 1.0),
    (Tiebreak::SonnebornBergerGamePoints, "EGMSB", 2.0),
    (Tiebreak::GamePoints, "MPvGP", 1.0),
];

/// The criteria of the presets' round-robin chains that Gacrux cannot judge, each said
/// with why, so that a reader of the test's output knows what it did not compare.
fn round_robin_not_compared() -> Vec<(Tiebreak, &'static str)> {
    let mut chains: Vec<Tiebreak> = ["szs-pokal-2018", "hss-kadeti-2009"]
        .into_iter()
        .flat_map(|preset| {
            Regulation::preset(preset)
                .expect("preset")
                .chain(5)
                .to_vec()
        })
        .collect();
    chains.sort_by_key(|tb| tb.code());
    chains.dedup();
    chains
        .into_iter()
        .filter(|tb| !ROUND_ROBIN_TWINS.iter().any(|(twin, _, _)| twin == tb))
        .map(|tb| {
            let why = match tb {
                Tiebreak::Lots => "drawn by the arbiter, nothing to compute",
                Tiebreak::BoardResults => {
                    "Gacrux's BC counts boards otherwise (C.07 has no board-by-board sum)"
                }
                _ => "a group criterion: Gacrux computes it over its own tie groups only",
            };
            (tb, why)
        })
        .collect()
}

/// Odd and even round robins of 3 to 7 teams (the Berger table over the entry order, one
/// team resting a round in an odd field), each match played board by board at random:
/// kup's round-robin criteria equal Gacrux's on the TRF-2026 kup exports, and whatever
/// Gacrux cannot judge is said. The rest of an odd field counts for nobody (C.07 16 is
/// about Swiss unplayed rounds; Gacrux, too, gives a round robin's free round nothing).
#[test]
fn round_robin_tiebreaks_equal_gacrux_and_the_rest_counts_for_nobody() {
    let Some(checker) = checker() else {
        return;
    };
    for (tb, why) in round_robin_not_compared() {
        eprintln!("not compared with Gacrux: {} ({tb:?}): {why}", tb.code());
    }
    let temporary = tempfile::tempdir().expect("a temporary directory");
    let dir = std::env::var_os("KUP_TIEBREAK_ORACLE_KEEP")
        .map_or_else(|| temporary.path().to_path_buf(), PathBuf::from);
    let codes: Vec<&str> = ROUND_ROBIN_TWINS.iter().map(|(_, code, _)| *code).collect();
    let mut differences = Vec::new();
    for seed in 1..=10u64 {
        let t = random_round_robin(seed);
        let file = dir.join(format!("round-robin-{seed}.trf"));
        std::fs::write(&file, with_rests_stated(&t)).expect("written");
        let theirs = gacrux_codes(&checker, &file, &codes, false);
        let o = Outcomes::new(&t, t.rounds.len() as u32);
        for (k, (tb, code, factor)) in ROUND_ROBIN_TWINS.iter().enumerate() {
            for (team, their) in theirs.iter().enumerate() {
                let Some(Value::Number(ours)) = tiebreak::value(&o, team, *tb) else {
                    panic!("{tb:?} is a number");
                };
                if (ours * factor - their[k]).abs() > 0.005 {
                    differences.push(format!(
                        "seed {seed} ({} teams), team {}, {code}: kup {ours} x {factor}, Gacrux {}",
                        t.teams.len(),
                        team + 1,
                        their[k]
                    ));
                }
            }
        }
    }
    assert!(
        differences.is_empty(),
        "{} differences:\n{}",
        differences.len(),
        differences.join("\n")
    );
}

/// A szs-pokal-2018 round robin (točka 3: Berger "do vključno 6 ekip"; hss-kadeti-2009's
/// single round robin for seven) of 3 to 7 teams, every round of the table played.
fn random_round_robin(seed: u64) -> Tournament {
    let mut rng = fastrand::Rng::with_seed(seed);
    let teams = rng.usize(3..=7);
    let preset = if teams <= 6 {
        "szs-pokal-2018"
    } else {
        "hss-kadeti-2009"
    };
    let info = TournamentInfo {
        name: format!("round robin {seed}"),
        start_date: Some("2018-06-01".parse().expect("date")),
        ..TournamentInfo::default()
    };
    let mut t = Tournament::new(info, Regulation::preset(preset).expect("preset"));
    add_teams(&mut t, teams, 4);
    assert!(t.is_round_robin());
    for (r, table) in berger_schedule(teams, 1).into_iter().enumerate() {
        let round = r as u32 + 1;
        let matches: Vec<(usize, usize)> = table
            .into_iter()
            .filter(|&(white, black)| white <= teams && black <= teams)
            .collect();
        pair(&mut t, round, &matches, None);
        for table in 1..=matches.len() {
            let home: String = (0..4).map(|_| ['1', '=', '0'][rng.usize(0..3)]).collect();
            boards(&mut t, round, table, &home);
        }
    }
    t
}

/// Gacrux's values of the criteria `codes` (match points first: the primary score, which
/// MPvGP and SSSC are read against), one row per starting number, under its rules for a
/// Swiss (`-s`) or, without, for the round robin its file names (record 192).
fn gacrux_codes(checker: &Path, file: &Path, codes: &[&str], swiss: bool) -> Vec<Vec<f64>> {
    let out = Process::new("python3")
        .arg(checker)
        .args(["-b", "utf-8", "-o", "-", "-dT"])
        .args(swiss.then_some("-s"))
        .arg("-i")
        .arg(file)
        .args(["-t", "MPTS"])
        .args(codes)
        .current_dir(checker.parent().expect("gacrux folder"))
        .output()
        .expect("python3 runs");
    table(&out, file, codes)
}

/// The event as kup exports it (TRF-2026), plus a `240 Z` line for each team resting in a
/// round of the odd field: kup states the rest in record 802 only (`ZPB`, nothing scored),
/// and Gacrux, which reads no 802, stops on a team without a match in a round (`KeyError:
/// 'gpoints'`). The 240 line adds no points; in a round robin Gacrux then counts the rest
/// for nothing, as kup does.
fn with_rests_stated(t: &Tournament) -> String {
    let mut text = export(t, TrfVersion::Trf2026).text;
    for (r, round) in t.rounds.iter().enumerate() {
        for (number, team) in t.teams.iter().enumerate() {
            if round.match_of(team.id).is_none() {
                text.push_str(&format!("240 Z {:>3} {:>4}\n", r + 1, number + 1));
            }
        }
    }
    text
}

/// Teams 1 to `teams`, each of `players` players rated 2200, 2160, ... in roster order.
fn add_teams(t: &mut Tournament, teams: usize, players: u16) {
    for i in 1..=teams {
        run(
            t,
            Command::AddTeam {
                name: format!("Team {i}"),
                club: String::new(),
                city: String::new(),
            },
        );
        let team = t.teams[i - 1].id;
        for b in 0..players {
            let data = PlayerData {
                surname: format!("Player{i}x{b}"),
                given_name: "A".into(),
                fide_rating: Some(2200 - 40 * b),
                federation: "CRO".into(),
                ..PlayerData::default()
            };
            run(t, Command::AddPlayer { team, data });
        }
    }
}

/// mzz-2012 ¶14 (`docs/rules/mzz-2012.md#p14`): "Ekipi koja je dobila meč kontumacijom
/// dodjeljuje se 2 meč boda (rezultat meča je 4:0)"; TRF-2026 §4.5 (`docs/rules/fide-trf.md#forfeited-match`):
/// a match's game points are the sum of its games in the `001` lines. Team 1 (four
/// players) has only its board-1 player at the board and team 2 never comes: boards 2-4
/// are double forfeits, the match is 4:0 to team 1. Each of team 1's four players is
/// written `+` (1.0 each, 4.0 for the team, as record 310 says) and each of team 2's `-`;
/// Gacrux, which ranks from the `001` lines, counts team 1's 4 game points (it counted 1
/// while the missing players were written `-`).
#[test]
fn a_4_0_award_to_an_incomplete_team_adds_up_to_4_in_the_trf_player_lines() {
    let mut regulation = Regulation::preset("mzz-2012").expect("preset");
    regulation.system = System::Swiss { rounds: 3 };
    let info = TournamentInfo {
        name: "forfeit award".into(),
        start_date: Some("2026-06-01".parse().expect("date")),
        ..TournamentInfo::default()
    };
    let mut t = Tournament::new(info, regulation);
    add_teams(&mut t, 4, 4);
    pair(&mut t, 1, &[(1, 2), (3, 4)], None);
    let forfeits = [
        GameResult::WhiteForfeitWin,
        GameResult::DoubleForfeit,
        GameResult::DoubleForfeit,
        GameResult::DoubleForfeit,
    ];
    for (board, result) in forfeits.into_iter().enumerate() {
        let board = board + 1;
        run(
            &mut t,
            Command::SetResult {
                round: 1,
                table: 1,
                board,
                result,
            },
        );
    }
    boards(&mut t, 1, 2, "1=0=");
    let exported = export(&t, TrfVersion::Trf2026);
    assert!(exported.warnings.is_empty(), "{:?}", exported.warnings);
    let players: Vec<&str> = exported
        .text
        .lines()
        .filter(|l| l.starts_with("001"))
        .collect();
    // Columns 81-84 the points, 99 round 1's result (TRF §4.3).
    let result = |line: &str| line.chars().nth(98).expect("round 1's result");
    let points = |line: &str| line[80..84].trim().to_string();
    for line in &players[0..4] {
        assert_eq!(
            (result(line), points(line).as_str()),
            ('+', "1.0"),
            "{line}"
        );
    }
    for line in &players[4..8] {
        assert_eq!(
            (result(line), points(line).as_str()),
            ('-', "0.0"),
            "{line}"
        );
    }
    let team_1 = exported
        .text
        .lines()
        .find(|l| l.starts_with("310   1"))
        .expect("team 1's record 310");
    // Columns 55-60 match points, 62-67 game points.
    assert_eq!(
        (team_1[54..60].trim(), team_1[61..67].trim()),
        ("2.0", "4.0")
    );
    let Some(checker) = checker() else {
        return;
    };
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("award.trf");
    std::fs::write(&file, &exported.text).expect("written");
    let theirs = gacrux_codes(&checker, &file, &["MPvGP"], true);
    assert_eq!(theirs[0], [4.0], "team 1's game points");
    assert_eq!(theirs[1], [0.0], "team 2's game points");
}
