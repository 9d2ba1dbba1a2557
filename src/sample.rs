//! The bundled sample tournaments (`sample-data/`), embedded so that `kup` with no
//! directory opens something a newcomer can try.

use std::path::PathBuf;

use crate::store::{CURRENT, Snapshot, StoreError, create_private_dir, write_durably};

/// The sample opened by a bare `kup`: the Krapina-Zagorje cup, round 1 under way.
pub const DEFAULT_SAMPLE: &str = include_str!("../sample-data/kzz-2015/tournament.ron");

/// A working copy of the default sample in the user's data directory, created on first use
/// and kept afterwards (so that what the newcomer enters is not lost on the next start).
pub fn working_copy() -> Result<PathBuf, StoreError> {
    let base = directories::ProjectDirs::from("", "", "kup")
        .map(|d| d.data_dir().to_path_buf())
        .unwrap_or_else(|| std::env::temp_dir().join("kup"));
    let dir = base.join("sample-kzz-2015");
    if !dir.join(CURRENT).exists() {
        create_private_dir(&dir.join(crate::store::HISTORY_DIR))?;
        write_durably(&dir.join(CURRENT), DEFAULT_SAMPLE.as_bytes())?;
        // Validate what was written so that a bad build is caught here, not in the TUI.
        Snapshot::parse(DEFAULT_SAMPLE).map_err(|e| StoreError::Broken {
            problem: e.text(),
            set_aside: dir.join(CURRENT),
            newest_good: None,
        })?;
    }
    Ok(dir)
}
