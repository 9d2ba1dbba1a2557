//! What one result costs the arbiter: applying a `SetResult` command and writing the whole
//! snapshot durably (temp file, fsync, rename, directory fsync, history link), for a county
//! cup (10 teams, round 1) and an Olympiad-sized event (200 teams x 11 rounds, every board
//! played). The big tournament is built through `Command`s with `core::apply`, then stored
//! once. `apply` alone and the RON rendering alone are measured too, to show where the time
//! goes, and opening the directory (reading and parsing the snapshot). Figures in README.md.

use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};

use kup::core::rules::System;
use kup::core::{
    Command, GameResult, PlayerData, Regulation, TeamId, Tournament, TournamentInfo, apply,
};
use kup::store::{Snapshot, Store, label_as_written};

/// `teams` teams of six players, `rounds` rounds paired 1-2, 3-4, ... (by a rotation so the
/// opponents change) with every board decided.
fn tournament(teams: u32, rounds: u32) -> Tournament {
    let mut regulation = Regulation::preset("kzz-2015").expect("preset");
    regulation.system = System::Swiss { rounds: 11 };
    let info = TournamentInfo {
        name: "Šahovska olimpijada".to_string(),
        ..TournamentInfo::default()
    };
    let mut t = Tournament::new(info, regulation);
    let run = |t: &mut Tournament, command: Command| {
        apply(t, command).expect("a valid command");
    };
    for team in 1..=teams {
        run(
            &mut t,
            Command::AddTeam {
                name: format!("ŠK Đakovo {team}"),
                club: format!("ŠK Đakovo {team}"),
                city: "Đakovo".to_string(),
            },
        );
        for board in 0..6u16 {
            run(
                &mut t,
                Command::AddPlayer {
                    team: TeamId(team),
                    data: PlayerData {
                        surname: format!("Čačić{team}"),
                        given_name: format!("Žarko{board}"),
                        fide_id: Some(u64::from(team) * 10 + u64::from(board) + 14_500_000),
                        fide_rating: Some(2400 - board * 50),
                        federation: "CRO".to_string(),
                        birth_year: Some(1990),
                        registered: true,
                        ..PlayerData::default()
                    },
                },
            );
        }
    }
    let results = [
        GameResult::WhiteWins,
        GameResult::Draw,
        GameResult::BlackWins,
    ];
    for round in 1..=rounds {
        let order: Vec<u32> = (0..teams)
            .map(|i| (i * (2 * round - 1)) % teams + 1)
            .collect();
        let matches = if teams.is_multiple_of(2) && order_is_permutation(&order, teams) {
            order
                .chunks(2)
                .map(|c| (TeamId(c[0]), TeamId(c[1])))
                .collect()
        } else {
            (1..=teams / 2)
                .map(|i| (TeamId(2 * i - 1), TeamId(2 * i)))
                .collect::<Vec<_>>()
        };
        let tables = matches.len();
        run(
            &mut t,
            Command::SetPairing {
                round,
                matches,
                bye: None,
            },
        );
        if round == rounds && rounds == 1 {
            break;
        }
        for table in 1..=tables {
            for board in 1..=4 {
                run(
                    &mut t,
                    Command::SetResult {
                        round,
                        table,
                        board,
                        result: results[(table + board) % 3],
                    },
                );
            }
        }
    }
    t
}

fn order_is_permutation(order: &[u32], teams: u32) -> bool {
    let mut seen = vec![false; teams as usize + 1];
    order
        .iter()
        .all(|&n| !std::mem::replace(&mut seen[n as usize], true))
}

fn bench_event(c: &mut Criterion, label: &str, teams: u32, rounds: u32) {
    let t = tournament(teams, rounds);
    let scratch = tempfile::tempdir().expect("temp dir");
    let mut store = Store::create(&scratch.path().join("cup"), t.clone()).expect("store");
    let snapshot_bytes = Snapshot::render(1, &label_as_written("x"), &t).len();
    eprintln!("{label}: snapshot {} KiB", snapshot_bytes / 1024);
    let toggle = |i: usize| Command::SetResult {
        round: rounds,
        table: 1,
        board: 1,
        result: if i.is_multiple_of(2) {
            GameResult::Draw
        } else {
            GameResult::WhiteWins
        },
    };
    let mut group = c.benchmark_group(label);
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(2));
    let mut i = 0;
    group.bench_function("result + durable snapshot", |b| {
        b.iter(|| {
            i += 1;
            store.execute(toggle(i)).expect("saved")
        })
    });
    group.bench_function("apply only", |b| {
        let mut state = t.clone();
        b.iter(|| {
            i += 1;
            apply(&mut state, toggle(i)).expect("applied")
        })
    });
    group.bench_function("render RON only", |b| {
        b.iter(|| Snapshot::render(1, &label_as_written("x"), &t).len())
    });
    group.bench_function("open read-only", |b| {
        b.iter(|| Store::open_read_only(store.dir()).expect("opens").seq())
    });
    group.finish();
}

fn store_benches(c: &mut Criterion) {
    bench_event(c, "10 teams, round 1", 10, 1);
    bench_event(c, "200 teams x 11 rounds", 200, 11);
}

criterion_group!(benches, store_benches);
criterion_main!(benches);
