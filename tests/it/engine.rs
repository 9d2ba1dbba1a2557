//! `kup engine`: the pairing engine interface, driven through the real binary. The
//! fixtures in `tests/fixtures/engine/` are written by hand from the cases of
//! `docs/rules/fide-c04-6.md#reference-cases` and `docs/rules/fide-c05.md#tables`; each expected
//! pairing is the text's.

use crate::common;

use std::path::PathBuf;

use crate::common::{kup, ok};
use kup::cli::engine::{SystemArg, check_text};
use kup::core::Tournament;
use kup::core::rules::System;
use kup::interop::trf::{TrfVersion, export};
use kup::pairing::generate::{Spec, generate};

fn fixture(name: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/engine")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

/// The pairs of an engine output as (white, black), after checking the count line.
fn pairs(output: &str) -> Vec<(u32, u32)> {
    let mut lines = output.lines();
    let count: usize = lines.next().expect("count line").parse().expect("a number");
    let pairs: Vec<(u32, u32)> = lines
        .map(|l| {
            let (w, b) = l.split_once(' ').expect("two numbers");
            (w.parse().unwrap(), b.parse().unwrap())
        })
        .collect();
    assert_eq!(
        pairs.len(),
        count,
        "the first line counts the pairs: {output}"
    );
    pairs
}

fn swiss(name: &str) -> Vec<(u32, u32)> {
    pairs(&ok(&["engine", "--system", "team-swiss", &fixture(name)]))
}

#[test]
fn round_one_pairs_top_half_against_bottom_half_with_the_initial_colour_by_tpn_parity() {
    // C.04.6 3.6 and 4.3.1 (`docs/rules/fide-c04-6.md#reference-cases`): 8 teams, initial-colour
    // White → 1-5, 6-2, 3-7, 8-4; Black → the same pairs reversed.
    assert_eq!(
        swiss("round1-8-teams-w.trf"),
        [(1, 5), (6, 2), (3, 7), (8, 4)]
    );
    assert_eq!(
        swiss("round1-8-teams-b.trf"),
        [(5, 1), (2, 6), (7, 3), (4, 8)]
    );
}

#[test]
fn an_absent_team_announced_by_record_240_does_not_shift_the_colours_of_the_others() {
    // C.04.6 1.1.3 (test_art_1_1_3): 5 teams, #1 absent in round 1 → (4,2), (3,5).
    assert_eq!(swiss("absent-top-team.trf"), [(4, 2), (3, 5)]);
}

#[test]
fn two_teams_that_met_are_not_paired_again() {
    // C.04.6 C1 (test_art_2_1_1): 1 beat 2, 3 beat 4 → round 2 {1,3}, {2,4}.
    let mut got: Vec<(u32, u32)> = swiss("no-rematch.trf")
        .into_iter()
        .map(|(a, b)| (a.min(b), a.max(b)))
        .collect();
    got.sort();
    assert_eq!(got, [(1, 3), (2, 4)]);
}

#[test]
fn berger_round_two_of_four_follows_the_table() {
    // C.05 Annex 1 (`docs/rules/fide-c05.md#tables`, 3 or 4 teams): R2 4-3, 1-2.
    let out = ok(&[
        "engine",
        "--system",
        "berger",
        &fixture("berger-4-after-round-1.trf"),
    ]);
    assert_eq!(out, "2\n4 3\n1 2\n");
}

#[test]
fn the_pairing_goes_to_the_file_named_by_p() {
    let dir = tempfile::tempdir().unwrap();
    let output = dir.path().join("pairs.txt");
    let printed = ok(&[
        "engine",
        "--system",
        "team-swiss",
        &fixture("round1-8-teams-w.trf"),
        "-p",
        output.to_str().unwrap(),
    ]);
    assert_eq!(printed, "");
    assert_eq!(
        std::fs::read_to_string(&output).unwrap(),
        "4\n1 5\n6 2\n3 7\n8 4\n"
    );
}

#[test]
fn a_swiss_without_its_number_of_rounds_is_refused_naming_record_142() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("no-rounds.trf");
    let text = std::fs::read_to_string(fixture("round1-8-teams-w.trf")).unwrap();
    std::fs::write(&file, text.replace("142 5\r\n", "")).unwrap();
    let out = kup(&["engine", "--system", "team-swiss", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(4));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("record 142 (or XXR)"), "{err}");
    assert!(err.contains("C.04.6"), "{err}");
    // JaVaFo's XXR is read as the number of rounds.
    std::fs::write(&file, text.replace("142 5", "XXR 5")).unwrap();
    assert_eq!(
        pairs(&ok(&[
            "engine",
            "--system",
            "team-swiss",
            file.to_str().unwrap()
        ])),
        [(1, 5), (6, 2), (3, 7), (8, 4)]
    );
}

#[test]
fn berger_round_one_of_eight_follows_the_table_under_the_trf_numbers() {
    // C.05 Annex 1 (`docs/rules/fide-c05.md#tables`, 7 or 8 teams): R1 1-8, 2-7, 3-6, 4-5.
    let out = ok(&[
        "engine",
        "--system",
        "berger",
        &fixture("round1-8-teams-w.trf"),
    ]);
    assert_eq!(out, "4\n1 8\n2 7\n3 6\n4 5\n");
}

/// The checker's report on `file`, which must find a difference (exit status 1).
fn check_finds_differences(file: &str) -> String {
    let out = kup(&["engine", "--check", file]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    String::from_utf8(out.stdout).expect("utf-8")
}

fn exported_sample(name: &str, dir: &tempfile::TempDir) -> PathBuf {
    let file = dir.path().join(format!("{name}.trf"));
    let sample = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("sample-data")
        .join(name);
    ok(&[
        "export",
        sample.to_str().unwrap(),
        "--format",
        "trf",
        "-o",
        file.to_str().unwrap(),
    ]);
    file
}

#[test]
fn the_checker_finds_nothing_in_an_event_kup_paired_and_ranked() {
    // The cadet round robin of the samples: 7 rounds by the Berger table, ranked by the
    // regulation's chain; its TRF re-pairs and re-ranks to the same.
    let dir = tempfile::tempdir().unwrap();
    let file = exported_sample("hss-kadeti-2009", &dir);
    let out = ok(&["engine", "--check", file.to_str().unwrap()]);
    assert_eq!(
        out,
        "7 rounds re-paired, standings after round 7 recomputed: no difference\n"
    );
}

#[test]
fn the_checker_reports_a_round_paired_otherwise_with_the_teams_and_the_rule() {
    // Round 1 of 4 teams is 1-3, 4-2 (C.04.6 3.6, 4.3.1); the file has 1-2, 3-4.
    let report = check_finds_differences(&fixture("no-rematch.trf"));
    assert!(
        report.contains(
            "round 1: pair: the file pairs 1-2, the engine 1 v 3 and 2 v 4 (C.04.6 Art. 2-3)"
        ),
        "{report}"
    );
    assert!(
        report.contains(
            "round 1: pair: the file pairs 3-4, the engine 3 v 1 and 4 v 2 (C.04.6 Art. 2-3)"
        ),
        "{report}"
    );
    assert!(report.contains("names no tie-breaks"), "{report}");
}

#[test]
fn the_checker_reports_a_rank_and_points_the_file_states_wrongly() {
    let dir = tempfile::tempdir().unwrap();
    let file = exported_sample("hss-kadeti-2009", &dir);
    let text = std::fs::read_to_string(&file).unwrap();
    // Give team 1's record 310 another rank and match points.
    let tampered: Vec<String> = text
        .split("\r\n")
        .map(|line| {
            if line.starts_with("310   1 ") {
                let mut chars: Vec<char> = line.chars().collect();
                let put = |chars: &mut Vec<char>, col: usize, text: &str| {
                    for (k, c) in text.chars().enumerate() {
                        chars[col - 1 + k] = c;
                    }
                };
                put(&mut chars, 55, "  99.0");
                put(&mut chars, 69, " 99");
                chars.into_iter().collect()
            } else {
                line.to_string()
            }
        })
        .collect();
    std::fs::write(&file, tampered.join("\r\n")).unwrap();
    let report = check_finds_differences(file.to_str().unwrap());
    assert!(
        report.contains("standings after round 7: team 1 ("),
        "{report}"
    );
    assert!(
        report.contains("match points: the file 99, kup "),
        "{report}"
    );
    assert!(report.contains("rank: the file 99, kup "), "{report}");
}

#[test]
fn the_checker_names_a_tie_break_kup_does_not_compute() {
    let dir = tempfile::tempdir().unwrap();
    let file = exported_sample("hss-kadeti-2009", &dir);
    let text = std::fs::read_to_string(&file).unwrap();
    let line = text
        .split("\r\n")
        .position(|l| l.starts_with("212 "))
        .unwrap()
        + 1;
    let tampered: Vec<String> = text
        .split("\r\n")
        .map(|l| {
            if l.starts_with("212 ") {
                "212 PTS,KOYA".to_string()
            } else {
                l.to_string()
            }
        })
        .collect();
    std::fs::write(&file, tampered.join("\r\n")).unwrap();
    let report = check_finds_differences(file.to_str().unwrap());
    assert!(
        report.contains(&format!(
            "tie-break 'KOYA' (line {line}, record 202/212) is not supported by kup"
        )),
        "{report}"
    );
}

/// The generated tournament of one seed in the self-consistency runs: 2 to 20 teams, a
/// Swiss of 1 to 9 rounds (at most half the teams plus one, below a round robin: a Swiss
/// of nearly as many rounds as teams often has no legal pairing left), a round robin
/// played to the end.
fn generated_spec(system: SystemArg, seed: u64) -> Spec {
    let teams = 2 + (seed % 19) as usize;
    let most = (teams / 2 + 1).min(teams - 1) as u64;
    let rounds = match system {
        SystemArg::Berger => System::RoundRobin { cycles: 1 }.rounds(teams),
        SystemArg::TeamSwiss | SystemArg::Dutch => 1 + ((seed / 19) % 9).min(most - 1) as u32,
    };
    Spec {
        system: system.into(),
        teams,
        rounds,
        seed,
    }
}

/// What a self-consistency run over `count` seeds found.
#[derive(Debug, Default)]
struct Consistency {
    checked: usize,
    rounds: u32,
    /// Seeds the engine could not pair to the end, with its reason.
    unpairable: Vec<String>,
    differences: Vec<String>,
}

/// Generates `count` tournaments (seeds 1 to `count`), each paired round by round by the
/// engine, writes each as TRF-2026 and runs the checker on the text (C.04.A,
/// `docs/rules/fide-checker.md#c02-03`): every round re-paired, the standings recomputed.
fn self_consistency(system: SystemArg, count: u64) -> Consistency {
    recheck((1..=count).map(|seed| generated_spec(system, seed)), |_| {})
}

/// Generates the tournament of every spec, shows it to `seen`, and re-checks its TRF-2026.
fn recheck(specs: impl Iterator<Item = Spec>, mut seen: impl FnMut(&Tournament)) -> Consistency {
    let mut found = Consistency::default();
    for spec in specs {
        let seed = spec.seed;
        let t = match generate(&spec) {
            Ok(t) => t,
            Err(why) => {
                found.unpairable.push(why.to_string());
                continue;
            }
        };
        seen(&t);
        let text = export(&t, TrfVersion::Trf2026).text;
        let (_, report) = check_text(&text, None, None).expect("a generated file reads back");
        found.checked += 1;
        found.rounds += report.rounds;
        found.differences.extend(
            report
                .lines
                .iter()
                .map(|line| format!("seed {seed}: {line}")),
        );
    }
    found
}

#[test]
fn generated_tournaments_recheck_with_no_difference() {
    for system in [SystemArg::TeamSwiss, SystemArg::Dutch, SystemArg::Berger] {
        let found = self_consistency(system, 30);
        assert_eq!(found.differences, Vec::<String>::new(), "{system:?}");
        assert!(found.unpairable.is_empty(), "{:?}", found.unpairable);
        assert_eq!(found.checked, 30);
    }
}

/// C.04.6 leaves to the rules of the competition the colour preference model (1.7: "Type A
/// unless the rules choose Type B or no preferences at all"), which score is primary (1.2.1)
/// and whether the secondary one chooses the first-team (4.2.2), and the bye's award (1.4:
/// "unless the regulations of the team competition state otherwise"); pairs are forbidden
/// beside C1 (2.1, record 260), teams withdraw (GHR 3.2) and enter late (GHR 2.4). The
/// generator draws each of these, and events of every one re-check with no difference:
/// each round as the engine pairs it, the standings as the file states them.
#[test]
fn c04_6_events_of_every_regulation_variant_recheck_with_no_difference() {
    use kup::core::rules::{ColourPreferences, PrimaryScore};
    use std::collections::BTreeSet;
    let mut variants: BTreeSet<String> = BTreeSet::new();
    let specs = (1..=80).map(|seed| Spec {
        system: SystemArg::TeamSwiss.into(),
        teams: 14 + (seed % 17) as usize,
        rounds: 5 + (seed % 3) as u32,
        seed,
    });
    let found = recheck(specs, |t| {
        let reg = &t.regulation;
        variants.insert(format!("{:?}", reg.colour_preferences));
        variants.insert(format!("{:?}", reg.primary_score));
        variants.insert(format!("secondary {}", reg.first_team_by_secondary_score));
        // The award matters only where a bye was given.
        if t.rounds.iter().any(|r| r.bye.is_some()) {
            variants.insert(format!("bye {:?}", reg.bye));
        }
        if !t.kept_apart.is_empty() {
            variants.insert("kept apart".into());
        }
        if t.teams
            .iter()
            .any(|team| team.withdrawn_from_round.is_some())
        {
            variants.insert("withdrawal".into());
        }
        if t.teams.iter().any(|team| team.joins_at_round.is_some()) {
            variants.insert("late entry".into());
        }
    });
    assert_eq!(found.differences, Vec::<String>::new());
    assert_eq!(found.unpairable, Vec::<String>::new());
    let expected: BTreeSet<String> = [
        format!("{:?}", ColourPreferences::TypeA),
        format!("{:?}", ColourPreferences::TypeB),
        format!("{:?}", ColourPreferences::None),
        format!("{:?}", PrimaryScore::MatchPoints),
        format!("{:?}", PrimaryScore::GamePoints),
        "secondary true".into(),
        "secondary false".into(),
        // A draw's worth on 4 boards (1.4), kzz-2015's, bpz-2025's, a win's worth.
        "bye Award { match_points: 1, game_points: HalfPoints(4) }".into(),
        "bye Award { match_points: 1, game_points: HalfPoints(0) }".into(),
        "bye Award { match_points: 2, game_points: HalfPoints(4) }".into(),
        "bye Award { match_points: 2, game_points: HalfPoints(8) }".into(),
        "kept apart".into(),
        "withdrawal".into(),
        "late entry".into(),
    ]
    .into();
    assert_eq!(variants, expected);
}

/// The run: 5,000 tournaments per system (figures in `docs/figures.md#engine-check`). By
/// hand: `cargo test --release --test engine -- --ignored --nocapture`.
#[test]
#[ignore]
fn five_thousand_generated_tournaments_per_system_recheck_with_no_difference() {
    for system in [SystemArg::TeamSwiss, SystemArg::Dutch, SystemArg::Berger] {
        let started = std::time::Instant::now();
        let found = self_consistency(system, 5000);
        println!(
            "{system:?}: {} tournaments ({} rounds) re-checked, {} unpairable, {} differences, {:.1} s",
            found.checked,
            found.rounds,
            found.unpairable.len(),
            found.differences.len(),
            started.elapsed().as_secs_f64()
        );
        for line in found.differences.iter().chain(&found.unpairable).take(40) {
            println!("  {line}");
        }
        assert!(found.differences.is_empty());
    }
}

fn generated(dir: &tempfile::TempDir, name: &str, args: &[&str]) -> Vec<u8> {
    let file = dir.path().join(name);
    let mut all = vec!["engine", "--generate"];
    all.extend_from_slice(args);
    all.extend(["-o", file.to_str().unwrap()]);
    assert_eq!(ok(&all), "");
    std::fs::read(&file).unwrap()
}

#[test]
fn the_generator_writes_the_same_bytes_for_the_same_seed() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["--teams", "9", "--rounds", "5", "--seed", "42"];
    let first = generated(&dir, "a.trf", &args);
    assert_eq!(first, generated(&dir, "b.trf", &args));
    let other = generated(
        &dir,
        "c.trf",
        &["--teams", "9", "--rounds", "5", "--seed", "43"],
    );
    assert_ne!(first, other, "another seed, another tournament");
    let text = String::from_utf8(first).unwrap();
    // 9 teams: 9 records 310, a pairing-allocated bye every round (record 320).
    assert_eq!(text.lines().filter(|l| l.starts_with("310 ")).count(), 9);
    assert!(text.lines().any(|l| l.starts_with("320 ")), "{text}");
    assert!(text.contains("142 5"), "{text}");
}

#[test]
fn the_checker_finds_no_difference_in_generated_files_of_either_system() {
    let dir = tempfile::tempdir().unwrap();
    generated(
        &dir,
        "swiss.trf",
        &["--teams", "13", "--rounds", "6", "--seed", "9"],
    );
    let swiss = dir.path().join("swiss.trf");
    assert_eq!(
        ok(&["engine", "--check", swiss.to_str().unwrap()]),
        "6 rounds re-paired, standings after round 6 recomputed: no difference\n"
    );
    generated(
        &dir,
        "rr.trf",
        &["--system", "berger", "--teams", "7", "--seed", "9"],
    );
    generated(
        &dir,
        "dutch.trf",
        &[
            "--system", "dutch", "--teams", "11", "--rounds", "5", "--seed", "9",
        ],
    );
    let dutch = dir.path().join("dutch.trf");
    assert!(
        std::fs::read_to_string(&dutch)
            .unwrap()
            .contains("192 CUSTOM_TEAM_SWISS_MP"),
        "the legacy team mode is written as a non-FIDE team Swiss by match points"
    );
    assert_eq!(
        ok(&["engine", "--check", dutch.to_str().unwrap()]),
        "5 rounds re-paired, standings after round 5 recomputed: no difference\n"
    );
    let rr = dir.path().join("rr.trf");
    // 7 teams: the Berger table of 8 numbers, 7 rounds.
    assert_eq!(
        ok(&["engine", "--check", rr.to_str().unwrap()]),
        "7 rounds re-paired, standings after round 7 recomputed: no difference\n"
    );
}

#[test]
fn the_legacy_team_mode_pairs_round_three_of_six_teams_as_the_dutch_text_says() {
    // The event of tests/it/pairing.rs (legacy_mode_six_teams_three_rounds_...) on one board:
    // R1 1-4 1-0, 5-2 ½-½, 3-6 1-0; R2 3-1 ½-½, 2-4 1-0, 6-5 0-1 (the legacy mode's own
    // pairings). Round 3 by C.04.3: scoregroup 3 {1, 2, 3} (1-3 met) floats 1, not 3,
    // by C8 (2.4.3): 3 met 6, the next scoregroup, and 1 did not; so 2-3 (3's absolute
    // Black), 1-6, 4-5 (4's absolute White).
    let file = fixture("legacy-6-teams-after-round-2.trf");
    assert_eq!(
        ok(&["engine", "--system", "dutch", &file]),
        "3\n2 3\n1 6\n4 5\n"
    );
    // Record 192 CUSTOM_TEAM_SWISS_MP (`docs/rules/fide-trf.md#record-192`: Swiss-Manager's legacy
    // team Swiss) makes the checker re-pair by the legacy mode: rounds 1 and 2 are reproduced.
    let text = std::fs::read_to_string(&file).unwrap();
    let (_, report) = check_text(&text, None, None).expect("reads");
    assert_eq!(report.rounds, 2);
    let lines: Vec<String> = report.lines.iter().map(|l| l.to_string()).collect();
    assert_eq!(
        lines,
        ["standings: the file names no tie-breaks (TRF records 202/212); ranks cannot be checked"]
    );
    // `kup import trf` takes the mode from record 192 too, and says so.
    let dir = tempfile::tempdir().unwrap();
    let event = dir.path().join("event");
    let out = kup(&[
        "import",
        "trf",
        &file,
        event.to_str().unwrap(),
        "--preset",
        "kzz-2015",
    ]);
    assert!(out.status.success(), "{out:?}");
    assert!(
        String::from_utf8_lossy(&out.stderr).contains(
            "legacy team mode: the FIDE Dutch system (C.04.3) applied to teams by match points (record 192 CUSTOM_TEAM_SWISS_MP)"
        ),
        "{out:?}"
    );
    assert_eq!(
        common::on_disk(&event).regulation.swiss_pairing,
        kup::core::rules::SwissPairing::DutchLegacy
    );
}

#[test]
fn the_generator_refuses_more_rounds_than_the_system_can_play() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("x.trf");
    let out = kup(&[
        "engine",
        "--generate",
        "--system",
        "berger",
        "--teams",
        "4",
        "--rounds",
        "4",
        "-o",
        file.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--rounds 4: 4 teams play 1 to 3 rounds"),
        "{err}"
    );
    assert!(!file.exists());
}

#[test]
fn dutch_on_an_individual_file_pairs_the_players_as_the_text_says() {
    // 5 players, 3 rounds. R1: 1-3 1-0, 4-2 ½-½, 5 the bye (U). R2: 5-1 0-1, 2-3 won by
    // forfeit (+/-: no game, no colour, C.1 and A.6 ignore it; 2 may not have the bye, C.2;
    // both downfloat, A.4.b), 4 the bye. Scores: 1 2, 2 1½, 4 1½, 5 1, 3 0. Round 3 is the
    // last: topscorers (A.7, above 1 point) 1, 2, 4. Preferences (A.6): 1 (W B) mild White,
    // 2 (B) and 3 (B) strong White, 4 (W) and 5 (W) strong Black.
    // Scoregroup 2 {1} floats down into {2, 4} (they met): 1-2 or 1-4, the other floating;
    // equal on C.5, C.6 (A.8: ½ for the pair, 1 for the floater, either way) and C.8/C.9;
    // 1-2 gives 2 White and denies 1 its mild White (C.10), 1-4 grants both: 1-4.
    // Scoregroup 1½ {MDP 2; 5}: 2-5 (2 White, 5 Black, both granted). 3, left over, may
    // take the bye (C.2: 4 and 5 had it, 2 won by forfeit).
    let file = fixture("individual-5-after-round-2.trf");
    assert_eq!(
        ok(&["engine", "--system", "dutch", &file]),
        "3\n1 4\n2 5\n3 0\n"
    );
    // Player 3 announced absent for round 3 (record 240 Z): the four others, no bye.
    let dir = tempfile::tempdir().unwrap();
    let absent = dir.path().join("absent.trf");
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(
        &absent,
        text.replace("152 W\r\n", "152 W\r\n240 Z   3    3\r\n"),
    )
    .unwrap();
    assert_eq!(
        ok(&["engine", "--system", "dutch", absent.to_str().unwrap()]),
        "2\n1 4\n2 5\n"
    );
    // Without record 142 the file is refused, naming it and the rule.
    std::fs::write(&absent, text.replace("142 3\r\n", "")).unwrap();
    let out = kup(&["engine", "--system", "dutch", absent.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(4));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("record 142 (or XXR)") && err.contains("C.04.3 A.7"),
        "{err}"
    );
}
