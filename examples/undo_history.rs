//! The undo history at Olympiad size, measured by hand for `docs/figures.md#undo-history`: the
//! benches' event (200 teams x 11 rounds, every board decided; `benches/support`) takes CHANGES
//! results (default 10,000), each a durable change as a key in the full-screen program makes it;
//! then the size of `history/` and of the whole directory, the mean time of a change, and the time
//! of the deepest undo (the most changes applied again after a checkpoint) and of a redo. `cargo
//! run --release --example undo_history -- DIR [CHANGES]`.

#[path = "../benches/support/mod.rs"]
mod support;

use std::path::{Path, PathBuf};
use std::time::Instant;

use kup::core::{Command, GameResult};
use kup::store::{CHECKPOINT_EVERY, HISTORY_DIR, Store};

/// Bytes and files under `dir`, not descending further.
fn size(dir: &Path) -> (u64, usize) {
    std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|entry| entry.ok()?.metadata().ok())
                .filter(|meta| meta.is_file())
                .fold((0, 0), |(bytes, files), meta| {
                    (bytes + meta.len(), files + 1)
                })
        })
        .unwrap_or((0, 0))
}

fn mib(bytes: u64) -> f64 {
    bytes as f64 / f64::from(1 << 20)
}

fn main() {
    let mut args = std::env::args_os().skip(1);
    let Some(dir) = args.next().map(PathBuf::from) else {
        eprintln!("usage: undo_history DIR [CHANGES] (DIR holds no tournament yet)");
        std::process::exit(2);
    };
    let changes: u64 = args
        .next()
        .and_then(|n| n.to_str()?.parse().ok())
        .unwrap_or(10_000);
    let mut store = Store::create(&dir, support::olympiad()).unwrap_or_else(|e| {
        eprintln!("{}: {e}", dir.display());
        std::process::exit(1);
    });
    let results = [
        GameResult::WhiteWins,
        GameResult::Draw,
        GameResult::BlackWins,
    ];
    let started = Instant::now();
    for n in 0..changes as usize {
        let result = Command::SetResult {
            round: 11,
            table: n % 100 + 1,
            board: n / 100 % 4 + 1,
            result: results[n % 3],
        };
        if let Err(e) = store.execute(result) {
            eprintln!("change {}: {e}", n + 1);
            std::process::exit(1);
        }
    }
    let per_change = started.elapsed().as_secs_f64() * 1000.0 / changes as f64;
    let (history, checkpoints) = size(&dir.join(HISTORY_DIR));
    let (top, _) = size(&dir);
    println!("{changes} changes, {per_change:.1} ms each");
    println!(
        "history/: {checkpoints} checkpoints, {:.1} MiB; whole directory {:.1} MiB",
        mib(history),
        mib(history + top)
    );
    // Undo to just below the newest checkpoint at or below the current state, then once
    // more: that one applies CHECKPOINT_EVERY - 1 changes to the checkpoint before it.
    while !store.seq().is_multiple_of(CHECKPOINT_EVERY) {
        store.undo().expect("undo");
    }
    let started = Instant::now();
    store.undo().expect("undo");
    let deepest = started.elapsed();
    let started = Instant::now();
    store.redo().expect("redo");
    let redo = started.elapsed();
    println!(
        "deepest undo ({} changes applied again): {:.0} ms; redo: {:.0} ms",
        CHECKPOINT_EVERY - 1,
        deepest.as_secs_f64() * 1000.0,
        redo.as_secs_f64() * 1000.0
    );
}
