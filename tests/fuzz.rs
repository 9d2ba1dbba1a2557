//! The loaders under a mutation fuzzer that stays in the repository: every file kup reads
//! from outside (a snapshot, a TRF-2026 and a TRF16 file, the FIDE rating list as TXT and
//! as XML, a CSV roster, a regulation file, the configuration), mutated from a seed corpus of real files kup
//! wrote (`fuzz/corpus/<target>/`), must come back as `Ok` or a clean error: never a
//! panic, never a hang (each input within `HANG_SECONDS`), never an allocation past
//! `ALLOCATION_BOUND` (and a bound per byte of input) while one input is read. Inputs that broke a loader are kept in
//! `fuzz/crashes/<target>/` and replayed first, every run.
//!
//! A run is a fixed number of mutants per target from a seed (the CI run: `RUNS_IN_CI`,
//! seed 1); `KUP_FUZZ_SECONDS=N` runs N seconds per target instead, and `KUP_FUZZ_SEED`
//! picks the seed (a long run by hand; see `docs/proofs.md#fuzzing`). Why a harness of its own
//! and not cargo-fuzz: ARCHITECTURE.md, "Fuzzing".
//!
//! Its own test binary: the allocation count is process-wide, so nothing else may run
//! beside it.

use std::alloc::{GlobalAlloc, Layout, System};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use kup::core::{Regulation, Tournament};
use kup::interop::{csv, fide_list, trf};
use kup::store::Snapshot;

/// Counts the bytes alive, and the most alive since the last reset, so that the harness
/// can tell how much one input made a loader hold; refuses (and so aborts the run) an
/// allocation past `HARD_CAP`, before it can take the machine's memory.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);
const HARD_CAP: usize = 2 << 30;

// SAFETY: every call is passed on to the system allocator unchanged; only counts are kept
// beside it.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if LIVE.load(Ordering::Relaxed) + layout.size() > HARD_CAP {
            return std::ptr::null_mut();
        }
        // SAFETY: the caller's contract is the system allocator's.
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            let live = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(live, Ordering::Relaxed);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: as above.
        unsafe { System.dealloc(ptr, layout) };
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size > layout.size()
            && LIVE.load(Ordering::Relaxed) + (new_size - layout.size()) > HARD_CAP
        {
            return std::ptr::null_mut();
        }
        // SAFETY: as above.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            let live = LIVE.fetch_add(new_size, Ordering::Relaxed) + new_size;
            PEAK.fetch_max(live, Ordering::Relaxed);
            LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        }
        p
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Mutants per target in the CI run (about 30 s for all eight targets on one core).
const RUNS_IN_CI: u64 = 2000;
/// The longest one input may take: the slowest seed reads in milliseconds.
const HANG_SECONDS: u64 = 10;
/// The most one input may make a loader hold beyond what was alive before: this plus
/// `BYTES_HELD_PER_BYTE` for each byte of the input. Far above what the corpus takes (a
/// few MiB), far below what a count taken from the file and believed would take; the TRF
/// importer holds some 150 bytes per byte of a large file (115 MB for one of 773 KB).
const ALLOCATION_BOUND: usize = 64 << 20;
const BYTES_HELD_PER_BYTE: usize = 256;

/// One loader, fed the bytes of one file.
struct Target {
    name: &'static str,
    load: fn(&[u8], &Scratch),
}

/// What the loaders that read a path or fill a tournament need, made once.
struct Scratch {
    dir: tempfile::TempDir,
    sample: Tournament,
}

impl Scratch {
    fn file(&self, bytes: &[u8]) -> PathBuf {
        let path = self.dir.path().join("input");
        std::fs::write(&path, bytes).expect("scratch file");
        path
    }
}

fn kzz() -> Regulation {
    Regulation::preset("kzz-2015").expect("preset")
}

const TARGETS: [Target; 8] = [
    Target {
        name: "snapshot",
        load: |bytes, _| {
            let _ = Snapshot::from_bytes(bytes);
        },
    },
    Target {
        name: "trf2026",
        load: |bytes, _| {
            let _ = trf::import(&String::from_utf8_lossy(bytes), kzz());
        },
    },
    Target {
        name: "trf16",
        load: |bytes, _| {
            let _ = trf::import(&String::from_utf8_lossy(bytes), kzz());
        },
    },
    Target {
        name: "fide_txt",
        load: |bytes, s| {
            let _ = fide_list::import(&mut s.sample.clone(), &s.file(bytes));
        },
    },
    Target {
        name: "fide_xml",
        load: |bytes, s| {
            let _ = fide_list::import(&mut s.sample.clone(), &s.file(bytes));
        },
    },
    Target {
        name: "csv",
        load: |bytes, s| {
            let _ = csv::import(&mut s.sample.clone(), &s.file(bytes));
        },
    },
    Target {
        name: "regulation",
        load: |bytes, _| {
            let _ = Regulation::from_ron(&String::from_utf8_lossy(bytes));
        },
    },
    Target {
        name: "config",
        load: |bytes, _| {
            let _ = kup::config::Config::parse(&String::from_utf8_lossy(bytes));
        },
    },
];

fn fuzz_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz")
}

/// The files of `fuzz/<kind>/<target>/`, sorted by name (none when it does not exist).
fn files(kind: &str, target: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let Ok(entries) = std::fs::read_dir(fuzz_dir().join(kind).join(target)) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries.map(|e| e.expect("entry").path()).collect();
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let bytes = std::fs::read(&p).expect("corpus file");
            (p, bytes)
        })
        .collect()
}

/// Values that break parsers: bounds of integer types, brackets, quotes, separators, the
/// letters kup's names hold, line ends of three systems, markup.
const TOKENS: [&str; 30] = [
    "0",
    "-1",
    "255",
    "65535",
    "4294967295",
    "18446744073709551616",
    "99999999999999999999",
    "(",
    ")",
    "[",
    "]",
    "{",
    "\"",
    ",",
    ";",
    ":",
    "\n",
    "\r",
    "\r\n",
    "\t",
    "ČćĐšŽ",
    "\u{0}",
    "Some(",
    "None",
    "<player>",
    "</player>",
    "<playerslist>",
    "001",
    "013",
    " ",
];

/// One to four random changes to `input`, the bytes of `others` (the same target's corpus)
/// lending a piece to splice in.
fn mutate(rng: &mut fastrand::Rng, input: &[u8], others: &[Vec<u8>]) -> Vec<u8> {
    let mut bytes = input.to_vec();
    for _ in 0..rng.usize(1..=4) {
        let len = bytes.len();
        let at = rng.usize(0..=len);
        match rng.u8(0..10) {
            0 if len > 0 => bytes[rng.usize(0..len)] = rng.u8(..),
            1 => {
                let token = TOKENS[rng.usize(0..TOKENS.len())].as_bytes();
                bytes.splice(at..at, token.iter().copied());
            }
            2 => {
                let end = (at + rng.usize(0..64)).min(len);
                bytes.drain(at..end);
            }
            3 => {
                let end = (at + rng.usize(0..256)).min(len);
                let piece = bytes[at..end].to_vec();
                let to = rng.usize(0..=len);
                bytes.splice(to..to, piece);
            }
            4 => bytes.truncate(at),
            5 => {
                // A line repeated: a roster of thousands, a round written twice.
                let start = bytes[..at]
                    .iter()
                    .rposition(|b| *b == b'\n')
                    .map_or(0, |i| i + 1);
                let end = bytes[at..]
                    .iter()
                    .position(|b| *b == b'\n')
                    .map_or(len, |i| at + i + 1);
                let line = bytes[start..end].to_vec();
                for _ in 0..rng.usize(1..200) {
                    bytes.splice(end..end, line.iter().copied());
                }
            }
            6 => {
                // A number of the file made huge or negative.
                if let Some(d) = (at..len).find(|i| bytes[*i].is_ascii_digit()) {
                    let end = (d..len)
                        .find(|i| !bytes[*i].is_ascii_digit())
                        .unwrap_or(len);
                    let number = match rng.u8(0..3) {
                        0 => "4294967296".to_string(),
                        1 => format!("-{}", rng.u32(..)),
                        _ => rng.u64(..).to_string(),
                    };
                    bytes.splice(d..end, number.into_bytes());
                }
            }
            7 => {
                // Brackets nested deep: the parser's stack.
                let open = [b'(', b'[', b'{'][rng.usize(0..3)];
                bytes.splice(at..at, std::iter::repeat_n(open, rng.usize(1..20_000)));
            }
            8 if !others.is_empty() => {
                let other = &others[rng.usize(0..others.len())];
                let from = rng.usize(0..=other.len());
                bytes.truncate(at);
                bytes.extend_from_slice(&other[from..]);
            }
            _ => {
                let n = rng.usize(1..8);
                bytes.splice(at..at, (0..n).map(|_| rng.u8(..)));
            }
        }
    }
    bytes
}

/// The input being read and when it began, for the watchdog.
struct Current {
    target: Mutex<&'static str>,
    input: Mutex<Vec<u8>>,
    /// Milliseconds since `epoch` at which the input began; 0 when none is being read.
    began: AtomicU64,
    epoch: Instant,
}

/// Ends the run when one input has been read for longer than `HANG_SECONDS`, keeping it
/// in `fuzz/crashes/<target>/` first.
fn watchdog(current: Arc<Current>, done: Arc<AtomicBool>) {
    while !done.load(Ordering::Relaxed) {
        std::thread::sleep(Duration::from_millis(200));
        let began = current.began.load(Ordering::Relaxed);
        let now = current.epoch.elapsed().as_millis() as u64;
        if began != 0 && now.saturating_sub(began) > HANG_SECONDS * 1000 {
            let target = *current.target.lock().unwrap();
            let input = current.input.lock().unwrap().clone();
            let kept = keep("hang", target, &input);
            eprintln!(
                "fuzz: {target} read one input for over {HANG_SECONDS} s; kept as {}",
                kept.display()
            );
            std::process::exit(1);
        }
    }
}

/// Writes a failing input to `fuzz/crashes/<target>/<kind>-<hash>`, where the next run
/// replays it.
fn keep(kind: &str, target: &str, input: &[u8]) -> PathBuf {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    input.hash(&mut hasher);
    let dir = fuzz_dir().join("crashes").join(target);
    std::fs::create_dir_all(&dir).expect("crashes directory");
    let path = dir.join(format!("{kind}-{:016x}", hasher.finish()));
    std::fs::write(&path, input).expect("kept input");
    path
}

/// What one target's run found.
#[derive(Default)]
struct Tally {
    executions: u64,
    failures: Vec<String>,
    /// The most bytes one input made the loader hold.
    most_held: usize,
}

fn run_one(target: &Target, input: &[u8], scratch: &Scratch, current: &Current, tally: &mut Tally) {
    *current.input.lock().unwrap() = input.to_vec();
    let before = LIVE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    current.began.store(
        current.epoch.elapsed().as_millis() as u64 + 1,
        Ordering::Relaxed,
    );
    let outcome = catch_unwind(AssertUnwindSafe(|| (target.load)(input, scratch)));
    current.began.store(0, Ordering::Relaxed);
    let held = PEAK.load(Ordering::Relaxed).saturating_sub(before);
    tally.executions += 1;
    tally.most_held = tally.most_held.max(held);
    if outcome.is_err() {
        let kept = keep("panic", target.name, input);
        tally
            .failures
            .push(format!("{}: panicked on {}", target.name, kept.display()));
    } else if held > ALLOCATION_BOUND + BYTES_HELD_PER_BYTE * input.len() {
        let kept = keep("memory", target.name, input);
        tally.failures.push(format!(
            "{}: held {held} bytes for {}",
            target.name,
            kept.display()
        ));
    }
}

/// How long each target runs: `KUP_FUZZ_SECONDS` seconds, else `RUNS_IN_CI` mutants.
enum Budget {
    Runs(u64),
    Seconds(u64),
}

impl Budget {
    fn from_env() -> Budget {
        match std::env::var("KUP_FUZZ_SECONDS")
            .ok()
            .and_then(|s| s.parse().ok())
        {
            Some(seconds) => Budget::Seconds(seconds),
            None => Budget::Runs(RUNS_IN_CI),
        }
    }

    fn more(&self, done: u64, started: Instant) -> bool {
        match self {
            Budget::Runs(runs) => done < *runs,
            Budget::Seconds(seconds) => started.elapsed() < Duration::from_secs(*seconds),
        }
    }
}

fn fuzz_target(target: &Target, seed: u64, scratch: &Scratch, current: &Current) -> Tally {
    *current.target.lock().unwrap() = target.name;
    let mut tally = Tally::default();
    let corpus: Vec<Vec<u8>> = files("corpus", target.name)
        .into_iter()
        .map(|(_, b)| b)
        .collect();
    assert!(
        !corpus.is_empty(),
        "fuzz/corpus/{} holds no seed",
        target.name
    );
    for (_, kept) in files("crashes", target.name) {
        run_one(target, &kept, scratch, current, &mut tally);
    }
    for seed_file in &corpus {
        run_one(target, seed_file, scratch, current, &mut tally);
    }
    let mut rng = fastrand::Rng::with_seed(seed);
    let budget = Budget::from_env();
    let started = Instant::now();
    let mut mutants = 0;
    while budget.more(mutants, started) {
        let base = &corpus[rng.usize(0..corpus.len())];
        let input = mutate(&mut rng, base, &corpus);
        run_one(target, &input, scratch, current, &mut tally);
        mutants += 1;
    }
    tally
}

#[test]
fn every_loader_returns_ok_or_a_clean_error_on_mutated_files() {
    let seed = std::env::var("KUP_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1u64);
    // A panic is caught and counted; its message would only bury the summary.
    std::panic::set_hook(Box::new(|_| {}));
    let sample_file =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("sample-data/kzz-2015/tournament.ron");
    let scratch = Scratch {
        dir: tempfile::tempdir().expect("scratch"),
        sample: Snapshot::read(&sample_file).expect("the sample").tournament,
    };
    let current = Arc::new(Current {
        target: Mutex::new(""),
        input: Mutex::new(Vec::new()),
        began: AtomicU64::new(0),
        epoch: Instant::now(),
    });
    let done = Arc::new(AtomicBool::new(false));
    let dog = {
        let (current, done) = (current.clone(), done.clone());
        std::thread::spawn(move || watchdog(current, done))
    };
    let mut failures = Vec::new();
    for (i, target) in TARGETS.iter().enumerate() {
        let started = Instant::now();
        let tally = fuzz_target(target, seed.wrapping_add(i as u64), &scratch, &current);
        println!(
            "fuzz {:<10} seed {seed}: {} executions in {:.1} s, most held by one input {} KiB, failures {}",
            target.name,
            tally.executions,
            started.elapsed().as_secs_f64(),
            tally.most_held >> 10,
            tally.failures.len()
        );
        failures.extend(tally.failures);
    }
    done.store(true, Ordering::Relaxed);
    dog.join().expect("watchdog");
    let _ = std::panic::take_hook();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
