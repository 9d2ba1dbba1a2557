//! Helpers shared by the tests that drive the real `kup` binary.
// Each test binary compiles this module and uses only part of it.
#![allow(dead_code)]

use std::path::Path;
use std::process::{Command, Output};

use kup::core::Tournament;
use kup::store::{CURRENT, Snapshot};

/// Runs kup in English whatever the developer's locale or configuration (the languages
/// have their own tests in `tests/i18n.rs`).
pub fn kup(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kup"))
        .env("LC_ALL", "C")
        .env("KUP_CONFIG", "/nonexistent/kup-config.ron")
        .args(args)
        .output()
        .expect("kup runs")
}

/// Runs kup and requires success; returns stdout.
pub fn ok(args: &[&str]) -> String {
    let out = kup(args);
    assert!(
        out.status.success(),
        "kup {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

/// The tournament as the last successful command left it on disk.
pub fn on_disk(dir: &Path) -> Tournament {
    Snapshot::read(&dir.join(CURRENT))
        .expect("readable snapshot")
        .tournament
}
