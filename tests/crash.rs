//! Crash harness: kills at random moments and at every step of the write, then damage to
//! one file at a time.
//!
//! Scripted sessions of hundreds of commands run against the real `kup` binary, which is
//! killed with SIGKILL at random moments (seeded) or stopped dead inside the snapshot write
//! by fault injection (`KUP_FAULT`). A model of the tournament, built with the same
//! `core::apply`, tracks what every command must produce. After each kill the tournament is
//! opened and must equal the state after the last command that reported success, or, when
//! the kill came after the commit point, the state the killed command produces: nothing
//! confirmed is lost and nothing half-written is seen. Undo and redo are part of the script,
//! so a history left inconsistent by a crash is caught as well.
//!
//! Then a copy of an event has one bit flipped, or its tail torn off, in `journal.ron` or in
//! `tournament.ron`, and must open with every confirmed change (the damage said) or be
//! refused naming the file and brought back whole by `kup recover`.
//!
//! `KUP_CRASH_KILLS` (default 200) sets how many SIGKILLs must land while a command runs;
//! `KUP_DAMAGE_CASES` (default 200) how many damaged copies; `KUP_CRASH_SEED` the first
//! seed. The figures of the long run are in `docs/figures.md#crash`.
//!
//! A test binary of its own, outside `tests/it/`: it opens the tournament in this process
//! (taking the lock) and then runs kup with no lock wait, and a child that another test
//! thread spawns meanwhile holds a copy of the lock's descriptor until it execs, so the
//! next kup would find the tournament busy.

use std::fs;
use std::path::Path;
use std::process::{Command as Process, ExitStatus, Stdio};
use std::rc::Rc;
use std::time::{Duration, Instant};

use kup::core::{Command, GameResult, PlayerData, TeamId, Tournament, apply};
use kup::store::{Accelerators, PLAIN_PATH_ENV, Snapshot, Store};

const KUP: &str = env!("CARGO_BIN_EXE_kup");

/// Deterministic randomness for reproducible sessions (SplitMix64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn chance(&mut self, p: f64) -> bool {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64 <= p
    }
}

/// What the tournament must be: the undo/redo line of states, as the store keeps it.
#[derive(Clone)]
struct Model {
    /// (state, label of the command that made it); `states[0]` is the created tournament.
    states: Vec<Rc<(Tournament, String)>>,
    /// Index of the current state, which is also the snapshot's sequence number.
    pos: usize,
}

impl Model {
    fn current(&self) -> &Tournament {
        &self.states[self.pos].0
    }

    /// Performs one step of the script; false when kup must refuse it.
    fn step(&mut self, action: &Action) -> bool {
        match action {
            Action::Change { command, .. } => {
                let mut next = self.current().clone();
                let Ok(applied) = apply(&mut next, (**command).clone()) else {
                    return false;
                };
                self.states.truncate(self.pos + 1);
                self.states
                    .push(Rc::new((next, applied.summary.to_string())));
                self.pos += 1;
                true
            }
            Action::Undo if self.pos > 0 => {
                self.pos -= 1;
                true
            }
            Action::Redo if self.pos + 1 < self.states.len() => {
                self.pos += 1;
                true
            }
            Action::Undo | Action::Redo => false,
        }
    }

    /// Whether the tournament on disk, opened as the next kup would open it, is this state.
    fn matches(&self, store: &Store) -> bool {
        let (state, label) = &*self.states[self.pos];
        store.state() == state
            && store.seq() == self.pos as u64
            && store.label().to_string() == *label
            && store.can_undo() == (self.pos > 0)
            && store.can_redo() == (self.pos + 1 < self.states.len())
    }
}

/// The hall's time at which the script's players are entered.
const ENTERED: &str = "2015-02-10T09:00:00+01:00";

/// One line of the script: the command line and the command it must amount to.
enum Action {
    Change {
        args: Vec<String>,
        command: Box<Command>,
    },
    Undo,
    Redo,
}

impl Action {
    fn args(&self, dir: &Path) -> Vec<String> {
        let dir = dir.display().to_string();
        match self {
            Action::Change { args, .. } => {
                // The directory goes right after the subcommand word(s).
                let split = if args[0] == "team" || args[0] == "player" {
                    2
                } else {
                    1
                };
                let mut full = args[..split].to_vec();
                full.push(dir);
                full.extend_from_slice(&args[split..]);
                full
            }
            Action::Undo => vec!["undo".to_string(), dir],
            Action::Redo => vec!["redo".to_string(), dir],
        }
    }
}

fn strings(items: &[&str]) -> Vec<String> {
    items.iter().map(|s| s.to_string()).collect()
}

const RESULTS: [(&str, GameResult); 7] = [
    ("1-0", GameResult::WhiteWins),
    ("0-1", GameResult::BlackWins),
    ("1/2", GameResult::Draw),
    ("+-", GameResult::WhiteForfeitWin),
    ("-+", GameResult::BlackForfeitWin),
    ("--", GameResult::DoubleForfeit),
    ("clear", GameResult::NotPlayed),
];

/// The next line of a session, chosen from what the tournament allows now: teams and
/// players first, then pairings, results, match scores, lineups, undo, redo, and commands
/// kup must refuse.
fn next_action(t: &Tournament, rng: &mut Rng) -> Action {
    let paired = t.paired_rounds();
    let teams = t.teams.len();
    if teams == 0 || (paired == 0 && teams < 7 && rng.chance(0.6)) {
        let name = format!("ŠK Čakovec {}", t.next_team_id);
        return Action::Change {
            args: strings(&["team", "add", "--name", &name]),
            command: Box::new(Command::AddTeam {
                name,
                club: String::new(),
                city: String::new(),
            }),
        };
    }
    if paired == 0 && teams >= 1 && (teams < 4 || rng.chance(0.5)) {
        let number = rng.below(teams) + 1;
        let surname = format!("Đurić{}", t.next_player_id);
        let rating = 1500 + rng.below(900) as u16;
        return Action::Change {
            args: strings(&[
                "player",
                "add",
                "--team",
                &number.to_string(),
                "--name",
                &format!("{surname}, Žarko"),
                "--national-rating",
                &rating.to_string(),
                // When he is entered, on the hall's clock (Zagreb's +01:00 in February).
                "--clock",
                ENTERED,
            ]),
            command: Box::new(Command::AddPlayer {
                team: t.teams[number - 1].id,
                data: PlayerData {
                    surname,
                    given_name: "Žarko".to_string(),
                    national_rating: Some(rating),
                    registered: true,
                    entered: chrono::DateTime::parse_from_rfc3339(ENTERED).ok(),
                    ..PlayerData::default()
                },
            }),
        };
    }
    let roll = rng.below(100);
    if paired < 5 && teams >= 2 && (paired == 0 || roll < 6) {
        return pairing(t, paired as u32 + 1, rng);
    }
    let round = rng.below(paired) + 1;
    let tables = t.rounds[round - 1].matches.len();
    let table = rng.below(tables) + 1;
    match roll {
        0..=59 => {
            let board = rng.below(4) + 1;
            // The result the board already has is no change, which kup does not journal:
            // the script enters another.
            let m = &t.rounds[round - 1].matches[table - 1];
            let has = m.score_only.is_none().then(|| m.boards[board - 1].result);
            let first = rng.below(RESULTS.len());
            let (text, result) = (0..RESULTS.len())
                .map(|k| RESULTS[(first + k) % RESULTS.len()])
                .find(|(_, result)| Some(*result) != has)
                .expect("results differ");
            result_action(round, table, board, text, result)
        }
        60..=67 => {
            // Sums above 4 boards are refused by kup.
            let (home, away) = (rng.below(9), rng.below(9));
            let text = format!("{}-{}", home as f64 / 2.0, away as f64 / 2.0);
            Action::Change {
                args: strings(&[
                    "result",
                    "--round",
                    &round.to_string(),
                    "--match",
                    &table.to_string(),
                    "--score",
                    &text,
                ]),
                command: Box::new(Command::SetMatchScore {
                    round: round as u32,
                    table,
                    score: Some(kup::core::MatchScore {
                        home: kup::core::HalfPoints(home as u32),
                        away: kup::core::HalfPoints(away as u32),
                    }),
                }),
            }
        }
        68..=72 => {
            let team = &t.teams[rng.below(teams)];
            let count = team.roster.len().min(4);
            let positions: Vec<usize> = (1..=count).collect();
            Action::Change {
                args: strings(&[
                    "lineup",
                    "--round",
                    &round.to_string(),
                    "--team",
                    &(t.starting_number(team.id).unwrap()).to_string(),
                    "--players",
                    &positions
                        .iter()
                        .map(usize::to_string)
                        .collect::<Vec<_>>()
                        .join(","),
                ]),
                command: Box::new(Command::SetLineup {
                    round: round as u32,
                    team: team.id,
                    players: team.roster[..count].iter().map(|p| p.id).collect(),
                    handed_in: None,
                }),
            }
        }
        // Board 5 of a 4-board match: refused, nothing may change.
        73..=76 => result_action(round, table, 5, "1-0", GameResult::WhiteWins),
        77..=88 => Action::Undo,
        _ => Action::Redo,
    }
}

fn result_action(
    round: usize,
    table: usize,
    board: usize,
    text: &str,
    result: GameResult,
) -> Action {
    Action::Change {
        args: strings(&[
            "result",
            "--round",
            &round.to_string(),
            "--match",
            &table.to_string(),
            "--board",
            &board.to_string(),
            text,
        ]),
        command: Box::new(Command::SetResult {
            round: round as u32,
            table,
            board,
            result,
        }),
    }
}

/// A random pairing of every team; with an odd count the last one drawn has the bye.
fn pairing(t: &Tournament, round: u32, rng: &mut Rng) -> Action {
    let mut numbers: Vec<usize> = (1..=t.teams.len()).collect();
    for i in (1..numbers.len()).rev() {
        numbers.swap(i, rng.below(i + 1));
    }
    let id = |n: usize| -> TeamId { t.teams[n - 1].id };
    let matches: Vec<(TeamId, TeamId)> = numbers
        .chunks(2)
        .filter(|c| c.len() == 2)
        .map(|c| (id(c[0]), id(c[1])))
        .collect();
    let bye = (numbers.len() % 2 == 1).then(|| id(*numbers.last().unwrap()));
    let text = numbers
        .chunks(2)
        .map(|c| c.iter().map(usize::to_string).collect::<Vec<_>>().join("-"))
        .collect::<Vec<_>>()
        .join(",");
    Action::Change {
        args: strings(&["pair", "--round", &round.to_string(), "--manual", &text]),
        command: Box::new(Command::SetPairing {
            round,
            matches,
            bye,
        }),
    }
}

/// kup on `args`, stopped at `fault` if any, with the accelerators `plain` names switched
/// off (`KUP_STORE_PLAIN`).
fn kup(args: &[String], fault: Option<&str>, plain: &str) -> Process {
    let mut process = Process::new(KUP);
    process
        .args(args)
        .env("KUP_LOCK_WAIT", "0")
        .env(PLAIN_PATH_ENV, plain)
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    if let Some(point) = fault {
        process.env("KUP_FAULT", point);
    }
    process
}

fn killed_by_signal(status: ExitStatus) -> bool {
    use std::os::unix::process::ExitStatusExt;
    status.signal().is_some()
}

/// Opens the tournament the way the next kup does (taking the lock, finishing a cut-short
/// write) and says whether it is the model's state.
fn on_disk_is(dir: &Path, model: &Model) -> bool {
    let store = Store::open(dir).unwrap_or_else(|e| panic!("kup cannot open the tournament: {e}"));
    model.matches(&store)
}

fn new_tournament(dir: &Path) -> Model {
    let status = Process::new(KUP)
        .args([
            "new",
            &dir.display().to_string(),
            "--preset",
            "kzz-2015",
            "--date",
            "2015-02-15",
        ])
        .env("TZ", "CET-1CEST,M3.5.0,M10.5.0/3")
        .stdout(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success());
    let snapshot = Snapshot::read(&dir.join("tournament.ron")).unwrap();
    Model {
        states: vec![Rc::new((snapshot.tournament, snapshot.label))],
        pos: 0,
    }
}

#[derive(Default, Debug)]
struct Tally {
    commands: usize,
    kills: usize,
    kills_change_kept: usize,
    faults: usize,
}

/// Runs one session of `length` commands; each command is run whole, killed at a random
/// moment, or stopped at a fault point, and the tournament is checked after each.
fn session(seed: u64, length: usize, tally: &mut Tally, kills_wanted: usize, plain: &str) {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path().join("cup");
    let mut model = new_tournament(&dir);
    let mut rng = Rng(seed);
    // Typical run time of a command; kills are spread over [0, 1.2 x typical].
    let mut typical = Duration::from_millis(5);
    for line in 0..length {
        if tally.kills >= kills_wanted {
            return;
        }
        let action = next_action(model.current(), &mut rng);
        let mut after = model.clone();
        let accepted = after.step(&action);
        let args = action.args(&dir);
        let context = || format!("seed {seed}, line {line}: kup {}", args.join(" "));
        tally.commands += 1;
        let mode = rng.below(10);
        if mode < 1 && matches!(action, Action::Change { .. }) {
            // Stopped dead inside the write: the journal record is the commit point, so
            // every stop after it keeps the change (a kill keeps what was written).
            const POINTS: [(&str, bool); 7] = [
                ("after-append", true),
                ("after-journal-sync", true),
                ("after-temp-write", true),
                ("after-temp-fsync", true),
                ("after-rename", true),
                ("after-history-link", true),
                ("disk-full", false),
            ];
            let (point, committed) = POINTS[rng.below(POINTS.len())];
            let status = kup(&args, Some(point), plain).status().unwrap();
            tally.faults += 1;
            if !accepted {
                assert_eq!(status.code(), Some(3), "{} (refused)", context());
            } else if point == "disk-full" {
                assert_eq!(status.code(), Some(4), "{} ({point})", context());
            } else {
                assert!(
                    killed_by_signal(status),
                    "{} ({point}): {status}",
                    context()
                );
            }
            if accepted && committed {
                model = after;
            }
            assert!(
                on_disk_is(&dir, &model),
                "{} (fault {point}): the state on disk is wrong",
                context()
            );
        } else if mode < 6 {
            // Killed with SIGKILL at a random moment.
            let delay = typical.mul_f64(1.2 * rng.below(1000) as f64 / 1000.0);
            let mut child = kup(&args, None, plain).spawn().unwrap();
            std::thread::sleep(delay);
            let _ = child.kill();
            let status = child.wait().unwrap();
            if killed_by_signal(status) {
                tally.kills += 1;
                // The killed command may have passed its commit point: then its change is
                // on disk (it was never confirmed, and it is whole).
                if accepted && !on_disk_is(&dir, &model) {
                    model = after;
                    tally.kills_change_kept += 1;
                }
                assert!(
                    on_disk_is(&dir, &model),
                    "{} (killed after {delay:?}): the state on disk is neither before nor after",
                    context()
                );
            } else {
                assert_eq!(status.success(), accepted, "{}", context());
                if accepted {
                    model = after;
                }
                assert!(on_disk_is(&dir, &model), "{}", context());
            }
        } else {
            let started = Instant::now();
            let status = kup(&args, None, plain).status().unwrap();
            typical = (typical * 3 + started.elapsed()) / 4;
            assert_eq!(status.success(), accepted, "{}", context());
            if accepted {
                model = after;
            }
            assert!(on_disk_is(&dir, &model), "{}", context());
        }
    }
}

/// The plain path and every accelerator beside it keep the same promise: after the run with
/// the accelerators as the environment says, the harness again, shorter, with each switched
/// off in turn. One test, not two: a child spawned by another test thread would hold a copy
/// of the lock taken here until it execs.
#[test]
fn no_confirmed_change_is_lost_and_nothing_half_written_is_seen_across_random_kills_and_damage() {
    let plain = std::env::var(PLAIN_PATH_ENV).unwrap_or_default();
    let kills = env_number("KUP_CRASH_KILLS", 200);
    let seed = env_number("KUP_CRASH_SEED", 1);
    kill_sessions(kills, seed, &plain);
    for (i, name) in Accelerators::NAMES.into_iter().chain(["all"]).enumerate() {
        kill_sessions((kills / 8).max(25), 1000 + 100 * i as u64, name);
    }
    damage_cases(env_number("KUP_DAMAGE_CASES", 200) as usize, seed);
}

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

/// Sessions from `first_seed` on until `kills_wanted` kills landed during a command, with
/// the accelerators `plain` names switched off.
fn kill_sessions(kills_wanted: u64, first_seed: u64, plain: &str) {
    let kills_wanted = kills_wanted as usize;
    let mut tally = Tally::default();
    let started = Instant::now();
    let mut seed = first_seed;
    while tally.kills < kills_wanted {
        session(seed, 300, &mut tally, kills_wanted, plain);
        seed += 1;
    }
    eprintln!(
        "crash harness, accelerators off: {plain:?}; seeds {first_seed}..{seed}, {} commands, {} SIGKILLs during a command ({} after the commit point), {} fault-point stops, 0 confirmed changes lost, in {:.1} s",
        tally.commands,
        tally.kills,
        tally.kills_change_kept,
        tally.faults,
        started.elapsed().as_secs_f64()
    );
    // Kills must land on both sides of the commit point for the test to mean anything.
    assert!(tally.kills_change_kept > 0, "{tally:?}");
    assert!(tally.kills_change_kept < tally.kills, "{tally:?}");
}

/// Damage to one file at a time: after a session run whole, a copy of the event has one
/// byte flipped, or its tail torn off, in `journal.ron` or in `tournament.ron`. The other
/// file still holds every confirmed change, so each case either opens with all of them
/// (the journal's damage said) or refuses naming the damaged file, and `kup recover` then
/// brings every one of them back; either way the next change is taken and the event opens
/// after it. `KUP_DAMAGE_CASES` (default 200) sets how many cases.
fn damage_cases(cases: usize, seed: u64) {
    let scratch = tempfile::tempdir().unwrap();
    let pristine = scratch.path().join("cup");
    let mut model = new_tournament(&pristine);
    let mut rng = Rng(seed);
    for _ in 0..80 {
        let action = next_action(model.current(), &mut rng);
        let mut after = model.clone();
        let accepted = after.step(&action);
        let status = kup(&action.args(&pristine), None, "").status().unwrap();
        assert_eq!(status.success(), accepted);
        if accepted {
            model = after;
        }
    }
    let mut tally = DamageTally::default();
    let started = Instant::now();
    for case in 0..cases {
        let dir = scratch.path().join(format!("case-{case}"));
        copy_dir(&pristine, &dir);
        let (damage, to_say) = damage_one_file(&dir, &mut rng);
        let context = format!("seed {seed}, case {case}: {damage}");
        check_damaged(&dir, &model, &context, to_say, &mut tally);
        let mut next = model.clone();
        let action = next_action(next.current(), &mut rng);
        let accepted = next.step(&action);
        let out = kup(&action.args(&dir), None, "")
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&out.stderr);
        // An undo or redo whose state needs a change the damage took from the journal is
        // refused, saying so: nothing confirmed is lost, only undo's depth.
        let cut_off = matches!(action, Action::Undo | Action::Redo)
            && said.contains("the journal no longer holds the change that made snapshot");
        assert!(
            out.status.success() == accepted || (cut_off && out.status.code() == Some(4)),
            "{context}: the next change: {said}"
        );
        let accepted = accepted && !cut_off;
        let reopened =
            Store::open(&dir).unwrap_or_else(|e| panic!("{context}: after the next change: {e}"));
        assert!(
            same_state(if accepted { &next } else { &model }, &reopened),
            "{context}: after kup {} ({}, said {said:?}), seq {} where {} was due",
            action.args(&dir).join(" "),
            out.status,
            reopened.seq(),
            if accepted { next.pos } else { model.pos },
        );
        fs::remove_dir_all(&dir).unwrap();
    }
    eprintln!(
        "damage harness: seed {seed}, {cases} cases ({} in journal.ron, {} in tournament.ron), {} opened with every confirmed change and the damage said, {} refused naming the file and recovered whole, 0 confirmed changes lost, in {:.1} s",
        tally.journal,
        tally.snapshot,
        tally.opened,
        tally.refused,
        started.elapsed().as_secs_f64()
    );
}

#[derive(Default)]
struct DamageTally {
    journal: usize,
    snapshot: usize,
    opened: usize,
    refused: usize,
}

/// The state, its number and what made it: undo's depth may shrink with a damaged record.
fn same_state(model: &Model, store: &Store) -> bool {
    let (state, label) = &*model.states[model.pos];
    store.state() == state && store.seq() == model.pos as u64 && store.label().to_string() == *label
}

/// Flips a bit of one byte, or tears off the tail, of the journal or the snapshot; says
/// which, and whether an opening must say so (a journal torn between two lines holds only
/// whole records, which the snapshot holds too).
fn damage_one_file(dir: &Path, rng: &mut Rng) -> (String, bool) {
    let name = if rng.chance(0.5) {
        "journal.ron"
    } else {
        "tournament.ron"
    };
    let path = dir.join(name);
    let mut bytes = fs::read(&path).unwrap();
    let said = if rng.chance(0.7) {
        let at = rng.below(bytes.len());
        let bit = rng.below(8);
        bytes[at] ^= 1 << bit;
        (
            format!("{name}: bit {bit} of byte {at} of {} flipped", bytes.len()),
            true,
        )
    } else {
        // A tear in the last lines: a copy taken mid-write, a sector lost at the end.
        let from = bytes.len().saturating_sub(600);
        let keep = from + rng.below(bytes.len() - from);
        let len = bytes.len();
        bytes.truncate(keep);
        let mid_line = bytes.last() != Some(&b'\n');
        (format!("{name}: torn at {keep} of {len} bytes"), mid_line)
    };
    fs::write(&path, bytes).unwrap();
    said
}

/// The damaged event opened as the next writer opens it: with every confirmed change, or
/// refused naming the damaged file and then recovered with every one of them.
fn check_damaged(dir: &Path, model: &Model, context: &str, to_say: bool, tally: &mut DamageTally) {
    let journal = context.contains("journal.ron:");
    if journal {
        tally.journal += 1;
    } else {
        tally.snapshot += 1;
    }
    match Store::open(dir) {
        Ok(mut store) => {
            assert!(
                same_state(model, &store),
                "{context}: opened with another state"
            );
            if journal && to_say {
                assert!(store.take_notice().is_some(), "{context}: opened unsaid");
            }
            tally.opened += 1;
        }
        Err(refusal) => {
            let said = refusal.to_string();
            let named = if journal {
                "journal.ron"
            } else {
                "tournament.ron"
            };
            assert!(
                said.contains(named),
                "{context}: refused without naming it: {said}"
            );
            tally.refused += 1;
            Store::recover(dir).unwrap_or_else(|e| panic!("{context}: recover: {e}"));
            let store =
                Store::open(dir).unwrap_or_else(|e| panic!("{context}: after recover: {e}"));
            assert!(
                same_state(model, &store),
                "{context}: recovered to another state"
            );
        }
    }
}

fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            fs::copy(entry.path(), target).unwrap();
        }
    }
}
