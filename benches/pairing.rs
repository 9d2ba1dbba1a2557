//! The pairing of round 11 of a 200-team Swiss (FIDE C.04.6), the Olympiad-sized case of
//! rules.md A11 (budget: under a second). Rounds 1-10 are paired by kup itself with
//! pseudo-random match scores, so the position has real scoregroups, floaters and colour
//! preferences. Figure in README.md.

use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};

use kup::core::rules::System;
use kup::core::{Command, HalfPoints, MatchScore, Regulation, Tournament, TournamentInfo, apply};

fn after_ten_rounds(teams: usize) -> Tournament {
    let mut regulation = Regulation::preset("kzz-2015").expect("preset");
    regulation.system = System::Swiss { rounds: 11 };
    let info = TournamentInfo {
        name: "Šahovska olimpijada".to_string(),
        ..TournamentInfo::default()
    };
    let mut t = Tournament::new(info, regulation);
    for team in 1..=teams {
        let add = Command::AddTeam {
            name: format!("ŠK Đakovo {team}"),
            club: String::new(),
            city: String::new(),
        };
        apply(&mut t, add).expect("team");
    }
    let mut state = 7u64;
    for round in 1..=10 {
        apply(
            &mut t,
            Command::PairRound {
                round,
                seed: 1,
                initial_colour: None,
            },
        )
        .expect("paired");
        for table in 1..=t.rounds[round as usize - 1].matches.len() {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let home = (state >> 33) % 9;
            let score = MatchScore {
                home: HalfPoints(home as u32),
                away: HalfPoints(8 - home as u32),
            };
            let set = Command::SetMatchScore {
                round,
                table,
                score: Some(score),
            };
            apply(&mut t, set).expect("score");
        }
    }
    t
}

fn pairing(c: &mut Criterion) {
    let t = after_ten_rounds(200);
    c.bench_function("pair round 11 of a 200-team Swiss", |b| {
        b.iter(|| kup::pairing::pair_round(&t, 11, 1, None).expect("a legal pairing"))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).measurement_time(Duration::from_secs(5));
    targets = pairing
}
criterion_main!(benches);
