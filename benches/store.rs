//! What a change costs the arbiter, each figure beside a peer measured in the same run (the
//! ratio is the figure; the machine and its load come and go). For a county cup (10 teams,
//! round 1) and an Olympiad-sized event (200 teams x 11 rounds, every board played), in a
//! directory on the disk (fsync is real):
//! - a result key to durable in the full-screen program (`Store::execute` on a store opened
//!   with `Store::open_shared`: the journal record appended and fsynced; the snapshot is
//!   written behind it by a thread, which keys back to back keep busy), beside a bare append
//!   and fsync of the same journal record, the physical limit of a durable change; the
//!   same with the keys (and the bare appends) 50 ms apart, the thread idle when a key
//!   comes; and the
//!   same key with the snapshot on its path, as a command-line run writes it;
//! - at 200 x 11, `kup result` as a process, beside a bare durable write of the snapshot's
//!   bytes (temp file, fsync, rename, directory fsync), in this process and as a program of
//!   its own (`examples/bare_snapshot_write.rs`, built here by `rustc` without
//!   dependencies: the smallest program that reads the snapshot and writes it); and the two
//!   programs run in turn, their medians and the ratio printed;
//! - bytes written per result key (journal, audit trail and snapshot; the checkpoint every
//!   200th change counted in), printed, as `write` system calls count them;
//! - where the time goes: `apply` alone, the RON rendering alone, opening the directory.
//!
//! The cold start to the first frame, beside reading the snapshot's bytes, is in
//! `benches/render.rs`. Figures in `docs/figures.md#store`.

use std::fs;
use std::io::Write;
use std::path::Path;
use std::process::Command as Process;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group};

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

fn toggle(rounds: u32, i: usize) -> Command {
    Command::SetResult {
        round: rounds,
        table: 1,
        board: 1,
        result: if i.is_multiple_of(2) {
            GameResult::Draw
        } else {
            GameResult::WhiteWins
        },
    }
}

fn bench_event(c: &mut Criterion, label: &str, teams: u32, rounds: u32) {
    let t = tournament(teams, rounds);
    let scratch = tempfile::tempdir().expect("temp dir");
    let dir = scratch.path().join("cup");
    let mut store = Store::create(&dir, t.clone()).expect("store");
    let snapshot_bytes = Snapshot::render(1, &label_as_written("x"), &t).len();
    eprintln!("{label}: snapshot {} KiB", snapshot_bytes / 1024);
    let mut i = 0;
    store.execute(toggle(rounds, i)).expect("saved");
    let record = last_journal_line(store.dir());
    drop(store);
    let mut store = Store::open_shared(&dir, Duration::from_secs(10)).expect("opens");
    let mut bare = fs::File::create(scratch.path().join("bare.ron")).expect("bare file");
    let mut group = c.benchmark_group(label);
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(2));
    group.bench_function("result key to durable", |b| {
        b.iter(|| {
            i += 1;
            store.execute(toggle(rounds, i)).expect("saved")
        })
    });
    // At an arbiter's pace, the thread done with one key's snapshot before the next key.
    group.bench_function("result key to durable, keys 50 ms apart", |b| {
        b.iter_custom(|keys| {
            let mut spent = Duration::ZERO;
            for _ in 0..keys {
                std::thread::sleep(Duration::from_millis(50));
                i += 1;
                let started = Instant::now();
                store.execute(toggle(rounds, i)).expect("saved");
                spent += started.elapsed();
            }
            spent
        })
    });
    // The budget is a ratio: keys and bare appends in turn, so that both see the same disk.
    let pairs = pairs();
    let (mut keys, mut appends) = (Vec::new(), Vec::new());
    for _ in 0..pairs {
        i += 1;
        keys.push(timed(|| {
            drop(store.execute(toggle(rounds, i)).expect("saved"))
        }));
        appends.push(timed(|| {
            bare.write_all(&record).expect("append");
            bare.sync_data().expect("fsync")
        }));
    }
    let (key, append) = (median(keys), median(appends));
    eprintln!(
        "{label}, {pairs} result keys and bare appends + fsync in turn: {:.3} ms against \
         {:.3} ms (medians): {:.2}x",
        key.as_secs_f64() * 1e3,
        append.as_secs_f64() * 1e3,
        key.as_secs_f64() / append.as_secs_f64(),
    );
    drop(store);
    let mut store = Store::open(&dir).expect("opens");
    group.bench_function("result key to durable, the snapshot on its path", |b| {
        b.iter(|| {
            i += 1;
            store.execute(toggle(rounds, i)).expect("saved")
        })
    });
    group.bench_function("peer: bare append + fsync of the same record", |b| {
        b.iter(|| {
            bare.write_all(&record).expect("append");
            bare.sync_data().expect("fsync")
        })
    });
    // A machine idle for 50 ms wakes slowly, for kup and the bare append alike.
    group.bench_function("peer: the same, 50 ms apart", |b| {
        b.iter_custom(|appends| {
            let mut spent = Duration::ZERO;
            for _ in 0..appends {
                std::thread::sleep(Duration::from_millis(50));
                let started = Instant::now();
                bare.write_all(&record).expect("append");
                bare.sync_data().expect("fsync");
                spent += started.elapsed();
            }
            spent
        })
    });
    group.bench_function("apply only", |b| {
        let mut state = t.clone();
        b.iter(|| {
            i += 1;
            apply(&mut state, toggle(rounds, i)).expect("applied")
        })
    });
    group.bench_function("render RON only", |b| {
        b.iter(|| Snapshot::render(1, &label_as_written("x"), &t).len())
    });
    group.bench_function("open read-only", |b| {
        b.iter(|| Store::open_read_only(store.dir()).expect("opens").seq())
    });
    group.finish();
    // One at a time, as the command line writes them: each key its snapshot.
    let keys = 400;
    let written = written_by(|| {
        for _ in 0..keys {
            i += 1;
            store.execute(toggle(rounds, i)).expect("saved");
        }
    });
    if let Some(written) = written {
        eprintln!(
            "{label}: {} bytes written per result key ({keys} keys; journal record {} bytes, \
             snapshot {snapshot_bytes} bytes)",
            written / keys,
            record.len(),
        );
    }
}

/// `kup result` as a process at 200 x 11 (open, apply, write durably, exit), beside a bare
/// durable write of the bytes of the snapshot it writes.
fn bench_process(c: &mut Criterion) {
    let (teams, rounds) = (200, 11);
    let scratch = tempfile::tempdir().expect("temp dir");
    let dir = scratch.path().join("cup");
    drop(Store::create(&dir, tournament(teams, rounds)).expect("store"));
    let bytes = fs::read(dir.join("tournament.ron")).expect("snapshot");
    let config = scratch.path().join("none.ron");
    // The issue's own peer: a bare program that reads the snapshot and writes its bytes
    // durably, so that both sides pay for starting a process.
    let copy = scratch.path().join("snapshot.ron");
    fs::write(&copy, &bytes).expect("the snapshot's copy");
    let program = build_bare_program(scratch.path());
    let mut group = c.benchmark_group("200 teams x 11 rounds, a process");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(6));
    let mut i = 0;
    group.bench_function("kup result", |b| {
        b.iter(|| {
            i += 1;
            kup_result(&dir, &config, rounds, i)
        })
    });
    group.bench_function("peer: bare durable write of the snapshot's bytes", |b| {
        b.iter(|| write_durably(scratch.path(), &bytes))
    });
    group.bench_function("peer: a bare program writing the snapshot's bytes", |b| {
        b.iter(|| bare_program(&program, &copy))
    });
    group.finish();
    // The budget is a ratio, and this machine's speed and its disk's come and go over
    // seconds: here a run of each in turn, so that both see the same machine.
    let pairs = pairs();
    let (mut kup, mut bare) = (Vec::new(), Vec::new());
    for _ in 0..pairs {
        i += 1;
        kup.push(timed(|| kup_result(&dir, &config, rounds, i)));
        bare.push(timed(|| bare_program(&program, &copy)));
    }
    let (kup, bare) = (median(kup), median(bare));
    eprintln!(
        "200 teams x 11 rounds, a process, {pairs} runs of each in turn: kup result {:.2} ms, \
         the bare program {:.2} ms (medians): {:.2}x",
        kup.as_secs_f64() * 1e3,
        bare.as_secs_f64() * 1e3,
        kup.as_secs_f64() / bare.as_secs_f64(),
    );
}

/// `kup result DIR --round ROUNDS --match 1 --board 1`, a win and a draw by turns.
fn kup_result(dir: &Path, config: &Path, rounds: u32, i: usize) {
    let result = if i.is_multiple_of(2) { "1/2" } else { "1-0" };
    let status = Process::new(env!("CARGO_BIN_EXE_kup"))
        .args(["result", dir.to_str().expect("utf-8 path")])
        .args([
            "--round",
            &rounds.to_string(),
            "--match",
            "1",
            "--board",
            "1",
        ])
        .arg(result)
        .env("KUP_CONFIG", config)
        .stdout(std::process::Stdio::null())
        .status()
        .expect("kup runs");
    assert!(status.success());
}

/// `examples/bare_snapshot_write.rs` built into `dir` as a program of its own, optimized.
fn build_bare_program(dir: &Path) -> std::path::PathBuf {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/bare_snapshot_write.rs");
    let program = dir.join("bare_snapshot_write");
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let status = Process::new(rustc)
        .args(["--edition", "2024", "-C", "opt-level=3", "-o"])
        .arg(&program)
        .arg(&source)
        .status()
        .expect("rustc runs");
    assert!(status.success(), "the bare program builds");
    program
}

/// The bare program on `copy`.
fn bare_program(program: &Path, copy: &Path) {
    let status = Process::new(program)
        .arg(copy)
        .status()
        .expect("the bare program runs");
    assert!(status.success());
}

/// How many runs of each in turn the ratios are read from: `KUP_BENCH_PAIRS`, 300 by
/// default.
fn pairs() -> usize {
    std::env::var("KUP_BENCH_PAIRS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(300)
}

fn timed(run: impl FnOnce()) -> Duration {
    let started = Instant::now();
    run();
    started.elapsed()
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

/// Temp file written and fsynced, renamed over its target, the directory fsynced.
fn write_durably(dir: &Path, bytes: &[u8]) {
    let temp = dir.join("bare.tmp");
    let mut file = fs::File::create(&temp).expect("temp");
    file.write_all(bytes).expect("write");
    file.sync_all().expect("fsync");
    fs::rename(&temp, dir.join("bare.ron")).expect("rename");
    fs::File::open(dir)
        .and_then(|d| d.sync_all())
        .expect("directory fsync");
}

/// The journal's last record as written, its newline included.
fn last_journal_line(dir: &Path) -> Vec<u8> {
    let journal = fs::read(dir.join(kup::store::JOURNAL_FILE)).expect("journal");
    let body = &journal[..journal.len() - 1];
    let start = body.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    journal[start..].to_vec()
}

/// The bytes this process handed to `write` system calls while `work` ran (Linux's
/// `/proc/self/io`, `wchar`); `None` where there is no such file.
fn written_by(work: impl FnOnce()) -> Option<u64> {
    let wchar = || -> Option<u64> {
        let io = fs::read_to_string("/proc/self/io").ok()?;
        io.lines()
            .find_map(|line| line.strip_prefix("wchar: "))?
            .parse()
            .ok()
    };
    let before = wchar()?;
    work();
    Some(wchar()? - before)
}

fn store_benches(c: &mut Criterion) {
    bench_event(c, "10 teams, round 1", 10, 1);
    bench_event(c, "200 teams x 11 rounds", 200, 11);
    bench_process(c);
}

criterion_group!(benches, store_benches);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
}
