//! Opening a tournament directory the way every run of kup does.

use std::path::Path;
use std::time::Duration;

use super::exit::Failure;
use crate::core::Tournament;
use crate::store::{Store, StoreError};

/// How long a run waits for another kup to release the tournament: `KUP_LOCK_WAIT`
/// seconds, 5 by default. Two arbiters entering results from two terminals thus both get
/// through (each run holds the lock for milliseconds); a kup that keeps the tournament open
/// is named after the wait.
pub fn lock_patience() -> Duration {
    std::env::var("KUP_LOCK_WAIT")
        .ok()
        .and_then(|s| s.parse::<f64>().ok())
        .and_then(|secs| Duration::try_from_secs_f64(secs).ok())
        .unwrap_or(Duration::from_secs(5))
}

/// The tournament at `dir` opened to be changed, once the lock is free.
pub fn open_writable(dir: &Path) -> Result<Store, StoreError> {
    Store::open_waiting(dir, lock_patience())
}

/// The state of the tournament at `dir`, read without taking the lock.
pub fn read_state(dir: &Path) -> Result<Tournament, Failure> {
    Ok(Store::open_read_only(dir)?.state().clone())
}
