//! The bundled samples (`sample-data/`, built by `examples/make_samples.rs`) are events that
//! could have happened: every player satisfies the age rule of the sample's preset, and
//! nobody is younger than 8 in the event's year (a schoolchild on the last board).

use std::path::Path;

use chrono::Datelike;
use kup::app::check::check;
use kup::core::violation::RuleKind;
use kup::core::{Regulation, Tournament};
use kup::store::{CURRENT, Snapshot};

/// Every bundled sample with its directory name (the presets' folder holds no sample).
fn samples() -> Vec<(String, Tournament)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("sample-data");
    let mut found: Vec<(String, Tournament)> = std::fs::read_dir(&root)
        .expect("sample-data")
        .map(|entry| entry.expect("entry").path())
        .filter(|dir| dir.join(CURRENT).is_file())
        .map(|dir| {
            let name = dir.file_name().expect("name").to_string_lossy().to_string();
            let t = Snapshot::read(&dir.join(CURRENT))
                .unwrap_or_else(|e| panic!("{name}: {e:?}"))
                .tournament;
            (name, t)
        })
        .collect();
    found.sort_by(|a, b| a.0.cmp(&b.0));
    found
}

/// hss-kadeti-2009 čl. 5 (`docs/rules/hss-kadeti-2009.md#cl-5`): "Pravo nastupa imaju igrači ...
/// rođeni 1993. godine i kasnije"; the county cups have no age rule. Each sample is held to its
/// preset's rule as shipped (not to the copy inside the sample, which could drift), and the core's
/// own check finds no birth-year violation either.
#[test]
fn every_samples_players_satisfy_their_presets_age_rule() {
    let samples = samples();
    assert_eq!(
        samples.len(),
        5,
        "{:?}",
        samples.iter().map(|s| &s.0).collect::<Vec<_>>()
    );
    let mut cadets = 0;
    for (name, t) in &samples {
        let preset = Regulation::preset(&t.regulation.id).expect("the sample's preset ships");
        let event_year = t.info.start_date.expect("a sample has its dates").year();
        for team in &t.teams {
            for p in &team.roster {
                let who = format!("{name}: {} of {}", p.full_name(), team.name);
                let born = p
                    .birth_year
                    .unwrap_or_else(|| panic!("{who}: no birth year"));
                if let Some(from) = preset.born_from {
                    assert!(
                        born >= from,
                        "{who}: born {born}, the rule is {from} or later"
                    );
                    cadets += 1;
                }
                assert!(
                    event_year - born >= 8,
                    "{who}: born {born}, younger than 8 at the {event_year} event"
                );
            }
        }
        let birth_years: Vec<String> = check(t)
            .into_iter()
            .filter(|v| v.kind == RuleKind::BirthYear)
            .map(|v| v.to_string())
            .collect();
        assert_eq!(birth_years, Vec::<String>::new(), "{name}");
    }
    // The cadets' final is among the samples, so the age rule was really applied.
    assert!(cadets >= 8 * 5, "{cadets} players held to an age rule");
}
