//! Full standings with every tie-break kup knows for 200 teams after 11 rounds (budget
//! 5 ms).

use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use kup::core::rules::{System, Tiebreak};
use kup::core::{Command, GameResult, Match, Regulation, Round, Tournament, TournamentInfo, apply};
use kup::scoring::standings;

/// A deterministic 200-team, 11-round event: each round pairs a fresh permutation, the
/// last team of an odd count takes the bye; results drawn from a fixed generator.
fn big_event() -> Tournament {
    let mut regulation = Regulation::preset("kzz-2015").expect("preset");
    regulation.system = System::Swiss { rounds: 11 };
    regulation.tiebreaks = Tiebreak::ALL.to_vec();
    let info = TournamentInfo {
        name: "bench".into(),
        ..TournamentInfo::default()
    };
    let mut t = Tournament::new(info, regulation);
    for i in 0..200 {
        apply(
            &mut t,
            Command::AddTeam {
                name: format!("Team {i}"),
                club: String::new(),
                city: String::new(),
            },
        )
        .expect("team");
    }
    let mut state: u64 = 0x2545_F491_4F6C_DD1D;
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
        GameResult::WhiteForfeitWin,
    ];
    for _ in 0..11 {
        let mut ids: Vec<_> = t.teams.iter().map(|x| x.id).collect();
        for i in (1..ids.len()).rev() {
            ids.swap(i, next(i as u64 + 1) as usize);
        }
        let matches = ids
            .chunks(2)
            .map(|pair| {
                let mut m = Match::new(pair[0], pair[1], 4);
                for board in &mut m.boards {
                    board.result = results[next(results.len() as u64) as usize];
                }
                m
            })
            .collect();
        t.rounds.push(
            Round {
                matches,
                ..Round::default()
            }
            .into(),
        );
    }
    t
}

fn bench(c: &mut Criterion) {
    let t = big_event();
    c.bench_function("standings_200_teams_11_rounds_all_tiebreaks", |b| {
        b.iter(|| standings(&t, 11))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2));
    targets = bench
}
criterion_main!(benches);
