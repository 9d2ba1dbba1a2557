//! kup's Dutch engine (C.04.3, 2025 text in force 2026) against bbpPairings, the engine FIDE
//! endorses for it (`docs/rules/README.md#oracles`). bbpPairings' generator makes random
//! tournaments (10-150 players, 5-11 rounds, forfeits, half-point byes, withdrawals and
//! absences, no acceleration); each round is cut from the file (rounds before it kept,
//! points recomputed, the players sitting it out announced absent by a `240 Z` record) and
//! paired by both engines; the pairs (unordered), the pairing-allocated bye and the colours
//! are compared, and then the output file byte for byte (kup's as `kup engine --system
//! dutch` writes it: board order and format). bbpPairings must reproduce its own generated round from the cut, which is
//! how the cut is known to be right.
//!
//! The bounded run must show no difference; every difference is printed.
//!
//! The oracle is built into `target/bbp` when it is not there, from its source in
//! `shared/oracles/bbpPairings` in a directory above the repository (g++ and make; `.ci/run`
//! installs them). Without either the test says what is missing and passes, or fails under
//! `CI=true` (`common::oracle`).
//! `KUP_DUTCH_ORACLE_TOURNAMENTS=N` runs N tournaments instead of the bounded run's
//! [`BOUNDED_TOURNAMENTS`] (then differences are printed, not failed on, with the figures
//! every 100 tournaments, so that a run stopped early still has its count);
//! `KUP_DUTCH_ORACLE_SEED=S,T,...` runs only those tournaments, likewise, to examine them;
//! `KUP_DUTCH_ORACLE_PLAYERS=MIN-MAX` draws the sizes from that range instead (large fields);
//! `KUP_DUTCH_ORACLE_KEEP=DIR` writes the cut file of every differing round into `DIR`
//! (`seed-S-round-R.trf`), to examine it by hand.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use kup::cli::engine::dutch_output;
use kup::interop::trf::individual_dutch_input;
use kup::pairing::dutch;

use crate::common::oracle;

/// Tournaments of the CI run (seeds 1 to this).
const BOUNDED_TOURNAMENTS: u64 = 150;

/// Rounds on which bbpPairings is wrong by the text, with the article that proves it:
/// (seed, round, why). They are counted apart, never silently.
const ORACLE_ERRORS: &[(u64, u32, &str)] = &[];

#[test]
fn dutch_pairings_equal_bbp_pairings() {
    let Some(bbp) = bbp_pairings() else {
        return;
    };
    let numbers = |name: &str| {
        std::env::var(name).ok().map(|text| {
            text.split(',')
                .map(|n| n.trim().parse().expect(name))
                .collect::<Vec<u64>>()
        })
    };
    let (seeds, bounded) = match (
        numbers("KUP_DUTCH_ORACLE_SEED"),
        numbers("KUP_DUTCH_ORACLE_TOURNAMENTS"),
    ) {
        (Some(seeds), _) => (seeds, false),
        (None, Some(count)) => ((1..=count[0]).collect(), false),
        (None, None) => ((1..=BOUNDED_TOURNAMENTS).collect(), true),
    };
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut tally = Tally::default();
    for seed in seeds {
        tournament(&bbp, dir.path(), seed, &mut tally);
        // A long run by hand may be stopped before its end: the figures so far survive it.
        if !bounded && seed % 100 == 0 {
            eprintln!("after seed {seed}: {}", tally.figures());
        }
    }
    eprintln!("{}", tally.summary());
    assert_eq!(
        tally.failed_cuts,
        Vec::<String>::new(),
        "cuts not reproduced"
    );
    if bounded {
        assert_eq!(
            tally.different,
            Vec::<String>::new(),
            "rounds that differ from bbpPairings"
        );
    }
}

/// A round's pairing as both engines write it: (white, black) pairs and the bye, and
/// the output file's text (`None` for the generator's record, which has no file).
#[derive(Debug, Clone, Default)]
struct Pairing {
    pairs: BTreeSet<(usize, usize)>,
    bye: Option<usize>,
    text: Option<String>,
}

impl Pairing {
    /// The same pairs with the same colours and the same bye, whatever the file's text.
    fn same(&self, other: &Pairing) -> bool {
        self.pairs == other.pairs && self.bye == other.bye
    }

    fn unordered(&self) -> BTreeSet<(usize, usize)> {
        self.pairs
            .iter()
            .map(|&(a, b)| (a.min(b), a.max(b)))
            .collect()
    }
}

#[derive(Default)]
struct Tally {
    tournaments: u64,
    generator_refused: Vec<u64>,
    rounds: usize,
    identical: usize,
    /// One line per differing round.
    different: Vec<String>,
    pab_different: usize,
    colours_only: usize,
    /// The same pairs, colours and bye, written otherwise (board order, format).
    file_only: usize,
    oracle_errors: usize,
    failed_cuts: Vec<String>,
    kup_time: Duration,
    bbp_time: Duration,
}

impl Tally {
    fn summary(&self) -> String {
        let mut text = String::new();
        for line in &self.different {
            text.push_str(line);
            text.push('\n');
        }
        text.push_str(&self.figures());
        text
    }

    fn figures(&self) -> String {
        format!(
            "Dutch against bbpPairings: {} tournaments ({} refused by the generator: {:?}), \
             {} rounds, {} identical, {} different ({} with another PAB, {} only colours, \
             {} only the output file), \
             {} bbpPairings errors listed; time kup {:.2?}, bbpPairings {:.2?}",
            self.tournaments,
            self.generator_refused.len(),
            self.generator_refused,
            self.rounds,
            self.identical,
            self.different.len(),
            self.pab_different,
            self.colours_only,
            self.file_only,
            self.oracle_errors,
            self.kup_time,
            self.bbp_time,
        )
    }
}

/// The bbpPairings executable, built into `target/bbp` when missing; `None` (said, or failed
/// under CI) when its source or the tools to build it are missing.
fn bbp_pairings() -> Option<PathBuf> {
    const TEST: &str = "the Dutch differential test against bbpPairings (dutch_oracle)";
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let built = root.join("target/bbp/bbpPairings.exe");
    if built.exists() {
        return Some(built);
    }
    let have = |tool: &str| {
        Command::new(tool)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    };
    let Some(source) = oracle::beside_repository("shared/oracles/bbpPairings", |dir| {
        dir.join("Makefile").exists()
    }) else {
        oracle::missing(
            TEST,
            "bbpPairings' source (shared/oracles/bbpPairings in a directory above the repository)",
            "Check out github.com/BieremaBoyzProgramming/bbpPairings (commit 16a000f) as \
             ../shared/oracles/bbpPairings; see docs/rules/README.md#oracles.",
        );
        return None;
    };
    if !have("g++") || !have("make") {
        oracle::missing(
            TEST,
            "g++ or make, which build bbpPairings",
            "Install them (apt-get install g++ make; .ci/run does).",
        );
        return None;
    }
    // Built aside and renamed into place, so that a concurrent run never sees half a build.
    let staging = root.join(format!("target/bbp.build-{}", std::process::id()));
    let copied = Command::new("cp")
        .arg("-r")
        .arg(&source)
        .arg(&staging)
        .status()
        .expect("cp runs");
    assert!(copied.success(), "copying {}", source.display());
    let made = Command::new("make")
        .args(["-j2", "-C"])
        .arg(&staging)
        .status()
        .expect("make runs");
    assert!(
        made.success(),
        "building bbpPairings in {}",
        staging.display()
    );
    if std::fs::rename(&staging, root.join("target/bbp")).is_err() {
        // Another run finished first; its build is the same.
        std::fs::remove_dir_all(&staging).expect("remove the spare build");
    }
    Some(built)
}

/// Random but reproducible sizes from the seed (splitmix64).
fn mix(seed: u64) -> u64 {
    let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The fewest and most players of a tournament: 10-150, or `KUP_DUTCH_ORACLE_PLAYERS=MIN-MAX`.
fn player_range() -> (u64, u64) {
    let Ok(text) = std::env::var("KUP_DUTCH_ORACLE_PLAYERS") else {
        return (10, 150);
    };
    let bound = |t: &str| t.trim().parse().expect("KUP_DUTCH_ORACLE_PLAYERS=MIN-MAX");
    let (least, most) = text
        .split_once('-')
        .expect("KUP_DUTCH_ORACLE_PLAYERS=MIN-MAX");
    (bound(least), bound(most))
}

/// Generates tournament `seed` and compares every round.
fn tournament(bbp: &Path, dir: &Path, seed: u64, tally: &mut Tally) {
    let (least, most) = player_range();
    let players = least + mix(seed) % (most - least + 1);
    let rounds = 5 + mix(seed ^ 0xABCD) % 7;
    let config = dir.join("config.txt");
    std::fs::write(
        &config,
        format!(
            "PlayersNumber={players}\nRoundsNumber={rounds}\nForfeitRate=25\n\
             HalfPointByeRate=15\nRetiredRate=20\n"
        ),
    )
    .expect("write the generator's configuration");
    let generated = dir.join(format!("random-{seed}.trf"));
    let status = Command::new(bbp)
        .arg("--dutch")
        .arg("-g")
        .arg(&config)
        .arg("-o")
        .arg(&generated)
        .args(["-s", &seed.to_string()])
        .output()
        .expect("bbpPairings runs");
    if !status.status.success() {
        tally.generator_refused.push(seed);
        return;
    }
    let text = std::fs::read_to_string(&generated).expect("the generated file");
    let file = Generated::parse(&text, rounds as u32);
    tally.tournaments += 1;
    let Some(initial) = file.initial_colour(bbp, dir, tally, seed) else {
        return;
    };
    for round in 1..=file.rounds {
        compare_round(bbp, dir, &file, round, initial, seed, tally);
    }
}

/// One entry of a player's round: its text, opponent (0 none), colour, result code.
#[derive(Debug, Clone)]
struct Entry {
    text: String,
    opponent: usize,
    colour: char,
    result: char,
}

/// A generated tournament: each `001` line's fixed part and its rounds.
struct Generated {
    rounds: u32,
    players: Vec<(String, Vec<Entry>)>,
}

impl Generated {
    fn parse(text: &str, rounds: u32) -> Generated {
        let players = text
            .split(['\r', '\n'])
            .filter(|line| line.starts_with("001"))
            .map(|line| {
                let chars: Vec<char> = line.chars().collect();
                let entries = (0..rounds as usize)
                    .map(|r| {
                        let at = |k: usize| chars.get(91 + 10 * r + k).copied().unwrap_or(' ');
                        let opponent: String = (0..4).map(at).collect();
                        Entry {
                            text: (0..8).map(at).collect(),
                            opponent: opponent.trim().parse().unwrap_or(0),
                            colour: at(5),
                            result: at(7),
                        }
                    })
                    .collect();
                (chars[..80].iter().collect(), entries)
            })
            .collect();
        Generated { rounds, players }
    }

    fn number(fixed: &str) -> usize {
        fixed[4..8].trim().parse().expect("a starting number")
    }

    /// The file as it stood before `round`: earlier rounds kept, points recomputed, the
    /// players who sit `round` out announced absent.
    fn cut(&self, round: u32, initial: char) -> String {
        let kept = round as usize - 1;
        let mut text = format!("012 Cut before round {round}\nXXR {}\n", self.rounds);
        text.push_str(if initial == 'w' {
            "XXC white1\n"
        } else {
            "XXC black1\n"
        });
        let mut absent = Vec::new();
        for (fixed, entries) in &self.players {
            let halves: u32 = entries[..kept].iter().map(|e| half_points(e.result)).sum();
            let points = f64::from(halves) / 2.0;
            let mut line = format!("{fixed}{points:4.1}{:>5}", "");
            for e in &entries[..kept] {
                line.push_str("  ");
                line.push_str(&e.text);
            }
            text.push_str(line.trim_end());
            text.push('\n');
            let e = &entries[kept];
            if e.opponent == 0 && e.result != 'U' {
                absent.push(Self::number(fixed));
            }
        }
        for chunk in absent.chunks(20) {
            let ids: Vec<String> = chunk.iter().map(|n| format!("{n:>4}")).collect();
            text.push_str(&format!("240 Z {round:>3} {}\n", ids.join(" ")));
        }
        text
    }

    /// The pairing the generator recorded for `round`.
    fn recorded(&self, round: u32) -> Pairing {
        let mut pairing = Pairing::default();
        for (fixed, entries) in &self.players {
            let e = &entries[round as usize - 1];
            let me = Self::number(fixed);
            if e.result == 'U' {
                pairing.bye = Some(me);
            } else if e.opponent != 0 && e.colour == 'w' {
                pairing.pairs.insert((me, e.opponent));
            }
        }
        pairing
    }

    /// The initial-colour the generator drew: the one with which bbpPairings reproduces
    /// round 1.
    fn initial_colour(&self, bbp: &Path, dir: &Path, tally: &mut Tally, seed: u64) -> Option<char> {
        let recorded = self.recorded(1);
        let found = ['w', 'b'].into_iter().find(|&colour| {
            bbp_pair(bbp, dir, &self.cut(1, colour), &mut Duration::default())
                .is_some_and(|p| p.same(&recorded))
        });
        if found.is_none() {
            tally.failed_cuts.push(format!(
                "seed {seed}: round 1 reproduced with neither colour"
            ));
        }
        found
    }
}

/// Standard scoring, the generator's.
fn half_points(result: char) -> u32 {
    match result {
        '1' | '+' | 'W' | 'U' | 'F' => 2,
        '=' | 'H' | 'D' => 1,
        _ => 0,
    }
}

/// bbpPairings' pairing of a cut file; `None` when it finds none.
fn bbp_pair(bbp: &Path, dir: &Path, cut: &str, time: &mut Duration) -> Option<Pairing> {
    let input = dir.join("cut.trf");
    let output = dir.join("pairs.txt");
    std::fs::write(&input, cut).expect("write the cut file");
    let start = Instant::now();
    let run = Command::new(bbp)
        .arg("--dutch")
        .arg(&input)
        .arg("-p")
        .arg(&output)
        .output()
        .expect("bbpPairings runs");
    *time += start.elapsed();
    if !run.status.success() {
        eprintln!("{}", String::from_utf8_lossy(&run.stderr));
        return None;
    }
    let text = std::fs::read_to_string(&output).expect("bbpPairings' pairs");
    let mut pairing = Pairing {
        text: Some(text.clone()),
        ..Pairing::default()
    };
    for line in text.lines().skip(1) {
        let mut numbers = line
            .split_whitespace()
            .map(|n| n.parse().expect("a number"));
        match (numbers.next(), numbers.next()) {
            (Some(bye), Some(0)) => pairing.bye = Some(bye),
            (Some(white), Some(black)) => {
                pairing.pairs.insert((white, black));
            }
            _ => {}
        }
    }
    Some(pairing)
}

/// kup's pairing of a cut file, through the same function as `kup engine --system dutch`.
fn kup_pair(cut: &str, time: &mut Duration) -> Option<Pairing> {
    let start = Instant::now();
    let paired = individual_dutch_input(cut)
        .ok()
        .and_then(|(input, _)| dutch::pair(&input).ok());
    *time += start.elapsed();
    paired.map(|p| Pairing {
        text: Some(dutch_output(&p)),
        pairs: p.pairs.into_iter().collect(),
        bye: p.bye,
    })
}

fn compare_round(
    bbp: &Path,
    dir: &Path,
    file: &Generated,
    round: u32,
    initial: char,
    seed: u64,
    tally: &mut Tally,
) {
    let cut = file.cut(round, initial);
    let theirs = bbp_pair(bbp, dir, &cut, &mut tally.bbp_time);
    if !theirs
        .as_ref()
        .is_some_and(|t| t.same(&file.recorded(round)))
    {
        tally.failed_cuts.push(format!(
            "seed {seed} round {round}: bbpPairings does not reproduce it"
        ));
        return;
    }
    let theirs = theirs.unwrap_or_default();
    let ours = kup_pair(&cut, &mut tally.kup_time);
    tally.rounds += 1;
    if ours
        .as_ref()
        .is_some_and(|o| o.same(&theirs) && o.text == theirs.text)
    {
        tally.identical += 1;
        return;
    }
    if let Some((_, _, why)) = ORACLE_ERRORS
        .iter()
        .find(|(s, r, _)| *s == seed && *r == round)
    {
        eprintln!("seed {seed} round {round}: bbpPairings' error ({why})");
        tally.oracle_errors += 1;
        return;
    }
    if let Ok(keep) = std::env::var("KUP_DUTCH_ORACLE_KEEP") {
        let path = Path::new(&keep).join(format!("seed-{seed}-round-{round}.trf"));
        std::fs::write(&path, &cut).expect("write the kept cut file");
    }
    let ours = ours.unwrap_or_default();
    if ours.same(&theirs) {
        tally.file_only += 1;
        let line = format!(
            "seed {seed} round {round}: the same pairing, another output file: kup {:?}; \
             bbpPairings {:?}",
            ours.text, theirs.text
        );
        eprintln!("{line}");
        tally.different.push(line);
        return;
    }
    if ours.bye != theirs.bye {
        tally.pab_different += 1;
    }
    if ours.unordered() == theirs.unordered() && ours.bye == theirs.bye {
        tally.colours_only += 1;
    }
    let only = |a: &Pairing, b: &Pairing| -> Vec<(usize, usize)> {
        a.pairs.difference(&b.pairs).copied().collect()
    };
    let line = format!(
        "seed {seed} round {round}: kup {:?} bye {:?}; bbpPairings {:?} bye {:?}",
        only(&ours, &theirs),
        ours.bye,
        only(&theirs, &ours),
        theirs.bye
    );
    eprintln!("{line}");
    tally.different.push(line);
}
