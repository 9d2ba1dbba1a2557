//! Writes the benches' Olympiad-size event (200 teams of 6, 11 rounds, every board decided;
//! `benches/support`) into a new tournament directory, to open it with `kup DIR` by hand:
//! how the screen feels at that size, and its resident memory (`docs/figures.md#full-screen`).
//! `cargo run --release --example olympiad -- DIR`.

#[path = "../benches/support/mod.rs"]
mod support;

use std::path::PathBuf;

use kup::store::Store;

fn main() {
    let Some(dir) = std::env::args_os().nth(1).map(PathBuf::from) else {
        eprintln!("usage: olympiad DIR (a directory that holds no tournament yet)");
        std::process::exit(2);
    };
    if let Err(e) = Store::create(&dir, support::olympiad()) {
        eprintln!("{}: {e}", dir.display());
        std::process::exit(1);
    }
    println!("{}", dir.display());
}
