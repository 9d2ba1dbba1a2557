//! The pairing of round 11 of a 200-team Swiss (FIDE C.04.6), the Olympiad-sized case of
//! `docs/rules/fide-c04-6.md#a11`, against its budget of a second; the same round through the
//! engine interface (`kup engine`: the TRF read, the round paired, the pairs written); round 9 of a
//! 400-player Dutch Swiss (C.04.3); and round 9 of a 1,000-player Swiss from its TRF file, `kup
//! engine --system dutch` against bbpPairings (the engine FIDE endorses for the Dutch system, built
//! into `target/bbp` by `tests/it/dutch_oracle.rs`) on the same file in the same run. Earlier
//! rounds are paired by kup itself with pseudo-random results (the 1,000-player file by a plain
//! Swiss, [`swiss_before_round_nine`]), so the position has real scoregroups, floaters and colour
//! preferences. Each group prints its ratio (to the budget, to the peer) after criterion's figures.
//! Figures in `docs/figures.md#pairing`.

use std::cell::Cell;
use std::path::{Path, PathBuf};
use std::process::Command as Process;
use std::time::{Duration, Instant};

use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};

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

/// The mean time of what criterion ran through [`Mean::time`], warm-up included.
#[derive(Default)]
struct Mean {
    total: Cell<Duration>,
    runs: Cell<u32>,
}

impl Mean {
    /// Runs `run` `iterations` times for criterion's `iter_custom`, and keeps the time.
    fn time(&self, iterations: u64, mut run: impl FnMut()) -> Duration {
        let start = Instant::now();
        for _ in 0..iterations {
            run();
        }
        let elapsed = start.elapsed();
        self.total.set(self.total.get() + elapsed);
        self.runs.set(self.runs.get() + iterations as u32);
        elapsed
    }

    fn get(&self) -> Duration {
        self.total.get() / self.runs.get().max(1)
    }
}

/// The budget of a 200-team round ("a 200-team round < 1 s").
const TEAM_ROUND_BUDGET: Duration = Duration::from_secs(1);

fn pairing(c: &mut Criterion) {
    let t = after_ten_rounds(200);
    let mean = Mean::default();
    c.bench_function("pair round 11 of a 200-team Swiss", |b| {
        b.iter_custom(|iterations| {
            mean.time(iterations, || {
                kup::pairing::pair_round(&t, 11, 1, None).expect("a legal pairing");
            })
        })
    });
    println!(
        "round 11 of a 200-team Swiss (C.04.6): mean {:.1?}, {:.1} % of the {:?} budget",
        mean.get(),
        100.0 * mean.get().as_secs_f64() / TEAM_ROUND_BUDGET.as_secs_f64(),
        TEAM_ROUND_BUDGET
    );
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

/// The individual TRF of a `players`-player Swiss of 9 rounds before round 9, as
/// `kup engine --system dutch` and bbpPairings read it (records `001`, `XXR` for the
/// rounds, `XXC` for the initial-colour). Rounds 1-8 are a plain Swiss, not the Dutch
/// system's (pairing 1,000 players eight times by either engine takes many minutes): each
/// player in score order meets the next one he has not met, White to the one with the
/// lower colour difference, results pseudo-random; the position has scoregroups, floaters
/// and colour preferences as a real event's.
fn swiss_before_round_nine(players: usize) -> String {
    let mut score = vec![0u32; players + 1];
    let mut difference = vec![0i32; players + 1];
    let mut met = vec![std::collections::HashSet::new(); players + 1];
    let mut cells: Vec<String> = vec![String::new(); players + 1];
    let mut state = 7u64;
    let mut next = |below: u64| {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) % below
    };
    for _ in 1..=8 {
        let mut order: Vec<usize> = (1..=players).collect();
        order.sort_by_key(|&p| (std::cmp::Reverse(score[p]), p));
        let mut paired = vec![false; players + 1];
        for (i, &p) in order.iter().enumerate() {
            let Some(&q) = order[i + 1..]
                .iter()
                .find(|&&q| !paired[q] && !paired[p] && !met[p].contains(&q))
            else {
                continue;
            };
            paired[p] = true;
            paired[q] = true;
            let (white, black) = if (difference[p], next(2)) < (difference[q], next(2)) {
                (p, q)
            } else {
                (q, p)
            };
            let halves = next(3) as u32;
            let (w, b) = [('0', '1'), ('=', '='), ('1', '0')][halves as usize];
            cells[white].push_str(&format!("  {black:>4} w {w}"));
            cells[black].push_str(&format!("  {white:>4} b {b}"));
            score[white] += halves;
            score[black] += 2 - halves;
            difference[white] += 1;
            difference[black] -= 1;
            met[white].insert(black);
            met[black].insert(white);
        }
        for p in (1..=players).filter(|&p| !paired[p]) {
            // The pairing-allocated bye, a win's worth.
            cells[p].push_str("  0000 - U");
            score[p] += 2;
        }
    }
    let mut text = String::from("012 Swiss bench\nXXR 9\nXXC white1\n");
    for p in 1..=players {
        let points = f64::from(score[p]) / 2.0;
        // Ratings fall with the starting number, as a starting rank orders them.
        let rating = 2800 - p;
        let name = format!("Player {p}");
        text.push_str(&format!(
            "001 {p:>4}      {name:<33} {rating:>4}{:28}{points:4.1}     {}\n",
            "", cells[p]
        ));
    }
    text
}

fn dutch_pairing(c: &mut Criterion) {
    let input = dutch_before_round_nine(400);
    c.bench_function("pair round 9 of a 400-player Dutch Swiss", |b| {
        b.iter(|| dutch::pair(&input).expect("a legal pairing"))
    });
}

/// bbpPairings as `tests/it/dutch_oracle.rs` builds it; `None` when it is not built.
fn bbp_pairings() -> Option<PathBuf> {
    let built = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/bbp/bbpPairings.exe");
    built.exists().then_some(built)
}

/// One engine run on `input`, the pairs written to `output`, as another program runs it.
fn engine_run(program: &Path, args: &[&str], input: &Path, output: &Path) {
    let run = Process::new(program)
        .args(args)
        .arg(input)
        .arg("-p")
        .arg(output)
        .output()
        .expect("the engine runs");
    assert!(run.status.success(), "{run:?}");
}

/// Round 9 of a 1,000-player Dutch Swiss from its TRF: `kup engine --system dutch`
/// against `bbpPairings --dutch`, each a process reading the file and writing the pairs,
/// in the same run; both must write the same pairs (the differential test's claim).
fn dutch_against_bbp(c: &mut Criterion) {
    let text = swiss_before_round_nine(1000);
    let dir = tempfile::tempdir().expect("a temporary directory");
    let input = dir.path().join("round-9.trf");
    std::fs::write(&input, text).expect("write the TRF");
    let (ours, theirs) = (dir.path().join("kup.txt"), dir.path().join("bbp.txt"));
    let kup = Path::new(env!("CARGO_BIN_EXE_kup"));
    let kup_args = ["engine", "--system", "dutch"];
    let mut group = c.benchmark_group("round 9 of a 1,000-player Dutch Swiss from its TRF");
    group.sample_size(10).sampling_mode(SamplingMode::Flat);
    let kup_mean = Mean::default();
    group.bench_function("kup engine --system dutch", |b| {
        b.iter_custom(|n| kup_mean.time(n, || engine_run(kup, &kup_args, &input, &ours)))
    });
    let Some(bbp) = bbp_pairings() else {
        println!(
            "\n!!!!!!!! SKIPPED: bbpPairings is not built (target/bbp/bbpPairings.exe; \
             `cargo test --release --test it dutch_oracle` builds it): no ratio !!!!!!!!\n"
        );
        return;
    };
    let bbp_mean = Mean::default();
    group.bench_function("bbpPairings --dutch", |b| {
        b.iter_custom(|n| bbp_mean.time(n, || engine_run(&bbp, &["--dutch"], &input, &theirs)))
    });
    group.finish();
    let read = |path: &Path| std::fs::read_to_string(path).expect("the pairs");
    assert_eq!(read(&ours), read(&theirs), "the two engines pair alike");
    println!(
        "round 9 of 1,000 players: kup {:.2?}, bbpPairings {:.2?} (mean per run): \
         bbpPairings / kup = {:.2}",
        kup_mean.get(),
        bbp_mean.get(),
        bbp_mean.get().as_secs_f64() / kup_mean.get().as_secs_f64()
    );
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).measurement_time(Duration::from_secs(5));
    targets = pairing, engine_interface, dutch_pairing, dutch_against_bbp
}
criterion_main!(benches);
