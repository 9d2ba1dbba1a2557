//! Whether a thousand phones reading the event's pages slow the arbiter: the time from a
//! result key to the result durable on disk (`Store::execute`, as the full-screen program
//! runs it, on a store opened shared), with no reader, then with a thousand readers on the
//! loopback polling as the pages do (once a second), then polling ten times as often. The
//! readers fetch their page on each new version, so every key makes a thousand page
//! requests. Figures in `docs/figures.md#site`.

use std::path::Path;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};

use kup::app::serve::Server;
use kup::core::{Command, GameResult};
use kup::store::{CURRENT, HISTORY_DIR, Store};

#[path = "support/readers.rs"]
mod readers;

const READERS: usize = 1000;

/// The county cup of the samples, copied where the bench may write.
fn county_cup() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(dir.path().join(HISTORY_DIR)).expect("history");
    let sample = Path::new(env!("CARGO_MANIFEST_DIR")).join("sample-data/kzz-2015");
    std::fs::copy(sample.join(CURRENT), dir.path().join(CURRENT)).expect("copy");
    dir
}

/// Every page kind in the three languages, spread over the readers.
fn pages() -> Vec<String> {
    ["en", "hr", "sl"]
        .iter()
        .flat_map(|lang| {
            ["index", "pairings-1", "standings-1", "crosstable", "team-5"]
                .map(|page| format!("/{lang}/{page}.html"))
        })
        .collect()
}

fn serve_benches(c: &mut Criterion) {
    let dir = county_cup();
    let mut store = Store::open_shared(dir.path(), Duration::from_secs(10)).expect("opens");
    let server = Server::start(dir.path(), "127.0.0.1:0".parse().unwrap()).expect("serves");
    let mut i = 0;
    let mut key = move || {
        i += 1;
        let result = if i % 2 == 0 {
            GameResult::Draw
        } else {
            GameResult::WhiteWins
        };
        let command = Command::SetResult {
            round: 1,
            table: 5,
            board: 1,
            result,
        };
        store.execute(command).expect("saved");
    };
    let mut group = c.benchmark_group("result key to durable");
    group
        .sample_size(20)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
    group.bench_function("no readers", |b| b.iter(&mut key));
    for (label, poll) in [
        ("1000 readers polling every 1 s", Duration::from_secs(1)),
        (
            "1000 readers polling every 100 ms",
            Duration::from_millis(100),
        ),
    ] {
        let readers = readers::Readers::start(server.address(), READERS, poll, &pages());
        // Every reader connected and polling before the keys are timed.
        std::thread::sleep(poll * 2);
        group.bench_function(label, |b| b.iter(&mut key));
        let tally = readers.finish(0);
        eprintln!("{label}: {tally:?}");
        assert_eq!(tally.errors, 0, "{label}");
    }
    group.finish();
}

criterion_group!(benches, serve_benches);
criterion_main!(benches);
