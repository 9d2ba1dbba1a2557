//! Opening a tournament directory the way every run of kup does.

use std::path::{Path, PathBuf};
use std::time::Duration;

use super::exit::Failure;
use crate::core::Tournament;
use crate::core::clock::{current_round, session_start};
use crate::i18n::Text;
use crate::sample::DEFAULT_SAMPLE;
use crate::store::{
    CURRENT, HISTORY_DIR, Snapshot, Store, StoreError, create_private_dir, write_durably,
};
use crate::wallclock::WallClock;

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
    Ok(read_state_noticed(dir)?.0)
}

/// [`read_state`], with what the opening found that the reader should be told (damage to
/// the journal passed over, a record a crash cut short).
pub fn read_state_noticed(dir: &Path) -> Result<(Tournament, Option<Text>), Failure> {
    let mut store = Store::open_read_only(dir)?;
    let notice = store.take_notice();
    Ok((store.state().clone(), notice))
}

/// The clock the bundled sample runs on when no clock was asked for: its current round's
/// session start, so its Clock tab shows that round as it began (on the real clock it
/// would show a round of 2015 long expired).
pub fn sample_clock(dir: &Path) -> Result<WallClock, Failure> {
    let t = read_state(dir)?;
    let start = current_round(&t).and_then(|round| session_start(&t, round));
    Ok(start.map_or_else(WallClock::system, WallClock::starting_at))
}

/// A working copy of the default sample in the user's data directory, created on first use
/// and kept afterwards (so that what the newcomer enters is not lost on the next start).
pub fn sample_working_copy() -> Result<PathBuf, StoreError> {
    let base = directories::ProjectDirs::from("", "", "kup")
        .map(|d| d.data_dir().to_path_buf())
        .unwrap_or_else(|| std::env::temp_dir().join("kup"));
    let dir = base.join("sample-kzz-2015");
    if !dir.join(CURRENT).exists() {
        create_private_dir(&dir.join(HISTORY_DIR))?;
        write_durably(&dir.join(CURRENT), DEFAULT_SAMPLE.as_bytes())?;
        // Validate what was written so that a bad build is caught here, not in the TUI.
        Snapshot::parse(DEFAULT_SAMPLE).map_err(|e| StoreError::Broken {
            path: dir.join(CURRENT),
            problem: e.text(),
            set_aside: None,
            newest_good: None,
        })?;
    }
    Ok(dir)
}
