//! The journal's command column reads with today's `Command`: a line written before
//! `PairRound` carried its pairing still parses, the core refuses it as it stands (the core
//! computes no pairing), and the pairing computed again above the core from the line's
//! round and seed gives the state that kup wrote then.

use std::path::Path;

use kup::app::pair::pair_command;
use kup::core::{Command, Tournament, apply};
use kup::store::Snapshot;

/// Written by kup before `PairRound` carried its pairing: a kzz-2015 Swiss of five teams,
/// round 1 paired with seed 7 (the initial colour drawn by lot), a match score per table,
/// round 2 paired with seed 11.
const FIXTURE: &str = "tests/fixtures/journal-pair-round-without-pairing";

fn fixture(name: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(FIXTURE)
        .join(name)
}

/// The commands of the journal, in order (the first line, "created", has none).
fn journal_commands() -> Vec<Command> {
    let journal = std::fs::read_to_string(fixture("journal.log")).expect("journal");
    journal
        .lines()
        .filter_map(|line| line.split('\t').nth(4))
        .filter(|command| !command.is_empty())
        .map(|command| ron::from_str(command).unwrap_or_else(|e| panic!("{command}: {e}")))
        .collect()
}

/// Replays `command`, computing a pairing the line does not carry as `kup pair` does.
fn replay(t: &mut Tournament, command: Command) {
    let command = match command {
        Command::PairRound {
            round,
            seed,
            initial_colour,
            pairing: None,
        } => pair_command(t, round, seed, initial_colour).expect("pairable"),
        other => other,
    };
    apply(t, command).expect("applies");
}

#[test]
fn a_pair_round_line_without_its_pairing_still_reads() {
    let commands = journal_commands();
    assert_eq!(commands.len(), 9);
    let pair_rounds: Vec<(u32, u64, bool)> = commands
        .iter()
        .filter_map(|c| match c {
            Command::PairRound {
                round,
                seed,
                initial_colour: None,
                pairing,
            } => Some((*round, *seed, pairing.is_some())),
            _ => None,
        })
        .collect();
    assert_eq!(pair_rounds, [(1, 7, false), (2, 11, false)]);
}

#[test]
fn the_core_refuses_a_pair_round_without_its_pairing_and_changes_nothing() {
    let mut t = Snapshot::read(&fixture("start.ron"))
        .expect("start")
        .tournament;
    let commands = journal_commands();
    for command in commands.iter().take(5).cloned() {
        apply(&mut t, command).expect("a team added");
    }
    let before = t.clone();
    let error = apply(&mut t, commands[5].clone()).expect_err("no pairing carried");
    assert_eq!(error.field, kup::i18n::Msg::FieldPairing);
    assert_eq!(
        error.to_string(),
        "pairing: the automatic pairing of round 1 was not computed; pair the round again"
    );
    assert_eq!(t, before);
}

#[test]
fn replaying_the_old_journal_gives_the_state_kup_wrote() {
    let mut t = Snapshot::read(&fixture("start.ron"))
        .expect("start")
        .tournament;
    for command in journal_commands() {
        replay(&mut t, command);
    }
    let written = Snapshot::read(&fixture("tournament.ron")).expect("written");
    assert_eq!(t, written.tournament);
    // What kup printed then: round 1 3-1, 2-4, bye 5; round 2 2-3, 4-5, bye 1.
    let numbers = |round: usize| -> Vec<usize> {
        let entry = &t.rounds[round - 1];
        let number = |id| t.starting_number(id).expect("team");
        entry
            .matches
            .iter()
            .flat_map(|m| [number(m.home), number(m.away)])
            .chain(entry.bye.map(number))
            .collect()
    };
    assert_eq!(numbers(1), [3, 1, 2, 4, 5]);
    assert_eq!(numbers(2), [2, 3, 4, 5, 1]);
    assert_eq!(t.rounds[0].seed, Some(7));
}
