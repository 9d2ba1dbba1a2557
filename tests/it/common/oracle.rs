//! Where the differential tests find the independent engines they compare kup with
//! (`docs/rules/README.md#oracles`), and what they do when one is missing: outside CI the
//! test says which oracle is missing and how to get it, then passes; under `CI=true` it
//! fails, since a CI run that compared nothing would prove nothing.

use std::io::Write;
use std::path::{Path, PathBuf};

/// `relative` (such as `shared/oracles/gacrux`) in the nearest directory above the
/// repository that holds it, where `present` says it is complete.
pub fn beside_repository(relative: &str, present: impl Fn(&Path) -> bool) -> Option<PathBuf> {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .map(|dir| dir.join(relative))
        .find(|path| present(path))
}

/// The test `test` cannot run because `what` is missing; `how` says how to get it. Written
/// to the terminal itself rather than through the test harness, which shows a passing
/// test's output only on request, so that every run lists what it skipped.
pub fn missing(test: &str, what: &str, how: &str) {
    let message = format!("{test} did NOT run: {what} is missing. {how}");
    if std::env::var("CI").is_ok_and(|ci| ci == "true") {
        panic!("{message} Under CI=true every oracle must be there.");
    }
    // A closed stderr must not fail the test that is being skipped.
    let _ = writeln!(std::io::stderr().lock(), "\nSKIPPED: {message}\n");
}
