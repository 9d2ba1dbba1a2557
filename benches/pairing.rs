//! The pairing of round 11 of a 200-team Swiss (FIDE C.04.6), the Olympiad-sized case of
//! rules.md A11 (budget: under a second), the same round through the engine interface
//! (`kup engine`: the TRF read, the round paired, the pairs written), and round 9 of a
//! 400-player Dutch Swiss (C.04.3). Earlier rounds are paired by kup itself with pseudo-random results, so the
//! position has real scoregroups, floaters and colour preferences. Figures in README.md.

use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};

use kup::app::pair::pair_command;
use kup::cli::engine::engine_output;
use kup::core::rules::System;
use kup::core::{
    Colour, Command, HalfPoints, MatchScore, Regulation, Tournament, TournamentInfo, apply,
};
use kup::interop::trf::{TrfVersion, export, import};
use kup::pairing::dutch::{self, DutchInput, Entrant, Float};
use kup::pairing::engine::{self, EngineSystem};

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
        pair_command(&t, round, 1, None)
            .and_then(|command| apply(&mut t, command))
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

/// `kup engine --system team-swiss` on the TRF-2026 of the same 200-team event: what a
/// program that drives kup as its pairing engine waits for.
fn engine_interface(c: &mut Criterion) {
    let t = after_ten_rounds(200);
    let trf = export(&t, TrfVersion::Trf2026).text;
    c.bench_function(
        "kup engine: round 11 of a 200-team Swiss from its TRF",
        |b| {
            b.iter(|| {
                let read = import(&trf, Regulation::preset("kzz-2015").expect("preset"))
                    .expect("the exported TRF reads back")
                    .tournament;
                let pairing = engine::pair(EngineSystem::TeamSwiss, &read, 11).expect("paired");
                engine_output(&read, &pairing)
            })
        },
    );
}

/// A 400-player Dutch Swiss of 9 rounds after 8 rounds (scores in half points).
fn dutch_before_round_nine(players: usize) -> DutchInput {
    let mut entrants: Vec<Entrant> = (1..=players)
        .map(|number| Entrant {
            number,
            score: 0,
            opponents: Vec::new(),
            forbidden: Vec::new(),
            colours: Vec::new(),
            floats: Vec::<Float>::new(),
            bye_barred: false,
            present: true,
            arrived: false,
        })
        .collect();
    let mut state = 7u64;
    for round in 1..=8 {
        let input = DutchInput {
            entrants: entrants.clone(),
            round,
            total_rounds: 9,
            win: 2,
            initial: Colour::White,
        };
        let paired = dutch::pair(&input).expect("a legal pairing");
        dutch::record_round(&mut entrants, &paired, 2, |_, _| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((state >> 33) % 3) as u32
        });
    }
    DutchInput {
        entrants,
        round: 9,
        total_rounds: 9,
        win: 2,
        initial: Colour::White,
    }
}

fn dutch_pairing(c: &mut Criterion) {
    let input = dutch_before_round_nine(400);
    c.bench_function("pair round 9 of a 400-player Dutch Swiss", |b| {
        b.iter(|| dutch::pair(&input).expect("a legal pairing"))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).measurement_time(Duration::from_secs(5));
    targets = pairing, engine_interface, dutch_pairing
}
criterion_main!(benches);
