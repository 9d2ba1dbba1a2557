//! Durable files: a whole new file written and fsynced, a directory fsynced, a file removed
//! if present, and no symbolic link followed where kup expects its own file.

use std::fs;
use std::io::Write;
use std::path::Path;

use super::error::{StoreError, io_error};
use super::fault::{self, Fault};
use super::names::CURRENT;
use crate::i18n::Msg;

/// Who is at the keyboard, for the journal and the lock: the account's name in the
/// system's user database, which no environment can unset (some SSH set-ups leave `$USER`
/// out); `$USER` or `$LOGNAME` only where the database has no name for the account.
pub(crate) fn current_user() -> String {
    #[cfg(unix)]
    if let Ok(Some(user)) = nix::unistd::User::from_uid(nix::unistd::getuid()) {
        return user.name;
    }
    std::env::var("USER")
        .or_else(|_| std::env::var("LOGNAME"))
        .unwrap_or_else(|_| "unknown".to_string())
}

/// Removes `path` if it is there; true when it was.
pub(crate) fn remove_if_present(path: &Path) -> Result<bool, StoreError> {
    match fs::remove_file(path) {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(StoreError::Io {
            action: Msg::StoreActionRemove,
            path: path.to_path_buf(),
            source: e,
        }),
    }
}

/// Refuses to open `dir` when its `tournament.ron` is not there: [`StoreError::Missing`]
/// when it is not found, the system's reason (another user's private directory: permission
/// denied) when it cannot even be looked up, which is never taken for a missing tournament.
pub(crate) fn require_snapshot(dir: &Path) -> Result<(), StoreError> {
    let current = dir.join(CURRENT);
    match fs::symlink_metadata(&current) {
        Ok(_) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err(StoreError::Missing {
            path: dir.to_path_buf(),
        }),
        Err(source) => Err(StoreError::Io {
            action: Msg::StoreActionRead,
            path: current,
            source,
        }),
    }
}

/// Refuses a symbolic link where kup expects its own file or directory, so that a link
/// planted in the tournament directory cannot make kup write elsewhere.
pub(crate) fn refuse_link(path: &Path) -> Result<(), StoreError> {
    match fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => Err(StoreError::Link {
            path: path.to_path_buf(),
        }),
        _ => Ok(()),
    }
}

pub(crate) fn private_options() -> fs::OpenOptions {
    let mut options = fs::OpenOptions::new();
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    options
}

pub fn create_private_dir(dir: &Path) -> Result<(), StoreError> {
    let mut builder = fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        builder.mode(0o700);
    }
    builder
        .create(dir)
        .map_err(io_error(Msg::StoreActionCreateDirectory, dir))
}

/// Writes a whole new file and fsyncs it before returning. Whatever stood at `path` (a
/// leftover temp file, or a link planted there) is removed first and the file is created
/// exclusively, so the write never goes through a link. A write that fails removes what it
/// wrote, which would otherwise hold the last free space of a full disk.
pub fn write_durably(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    remove_if_present(path)?;
    let mut file = private_options()
        .write(true)
        .create_new(true)
        .open(path)
        .map_err(io_error(Msg::StoreActionCreate, path))?;
    let written = fault::disk_full()
        .and_then(|()| file.write_all(bytes))
        .map_err(io_error(Msg::StoreActionWrite, path))
        .and_then(|()| {
            fault::crash_point(Fault::AfterTempWrite);
            file.sync_all()
                .map_err(io_error(Msg::StoreActionSync, path))
        });
    if written.is_err() {
        drop(file);
        let _ = fs::remove_file(path);
    }
    written?;
    fault::crash_point(Fault::AfterTempFsync);
    Ok(())
}

pub(crate) fn sync_dir(dir: &Path) -> Result<(), StoreError> {
    fs::File::open(dir)
        .and_then(|d| d.sync_all())
        .map_err(io_error(Msg::StoreActionSyncDirectory, dir))
}
