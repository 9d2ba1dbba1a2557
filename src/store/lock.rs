//! One writer at a time: an exclusive lock on `lock` in the tournament directory, whose
//! content names the holder so that a second kup can say who has it.

use std::fs;
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::error::{StoreError, io_error};
use super::files::{current_user, refuse_link};
use super::kept::KeptOpen;
use crate::i18n::{Msg, Text};

/// How often a waiting kup tries the lock again.
const LOCK_POLL: Duration = Duration::from_millis(10);

pub const LOCK_FILE: &str = "lock";

/// Who holds a tournament: written into the lock file by the holder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LockHolder {
    pub user: String,
    pub pid: u32,
    pub host: String,
}

impl LockHolder {
    fn me() -> LockHolder {
        LockHolder {
            user: current_user(),
            pid: std::process::id(),
            host: fs::read_to_string("/proc/sys/kernel/hostname")
                .or_else(|_| fs::read_to_string("/etc/hostname"))
                .map(|h| h.trim().to_string())
                .unwrap_or_else(|_| "unknown".to_string()),
        }
    }

    /// The holder recorded in a directory's lock file, if it can be read.
    pub fn read(dir: &Path) -> Option<LockHolder> {
        let text = fs::read_to_string(dir.join(LOCK_FILE)).ok()?;
        let mut fields = text.trim().splitn(3, ' ');
        Some(LockHolder {
            user: fields.next()?.to_string(),
            pid: fields.next()?.parse().ok()?,
            host: fields.next()?.to_string(),
        })
    }
}

impl LockHolder {
    /// "user ana (pid 4242 on sudac-1)", in the reader's language.
    pub fn text(&self) -> Text {
        Text::new(Msg::StoreLockHolder)
            .arg("user", &self.user)
            .arg("pid", self.pid)
            .arg("host", &self.host)
    }

    /// Who holds `dir`'s writer's lock now, named from the lock file; `None` when no kup
    /// holds it. A lock file outlives its kup (the OS lets go of the lock, the file stays),
    /// so the name in it alone says nothing: the lock is tried, shared, and let go at once.
    pub fn holding(dir: &Path) -> Option<Text> {
        let file = fs::File::open(dir.join(LOCK_FILE)).ok()?;
        match file.try_lock_shared() {
            Err(fs::TryLockError::WouldBlock) => Some(LockHolder::named(dir)),
            // Free, or not to be tried (the file system has no locks): nobody to name.
            Ok(()) | Err(fs::TryLockError::Error(_)) => None,
        }
    }

    /// The holder named in `dir`'s lock file, or that it is not known.
    pub fn named(dir: &Path) -> Text {
        LockHolder::read(dir).map_or_else(|| Msg::StoreLockHolderUnknown.into(), |h| h.text())
    }
}

/// Held for as long as the value lives; the OS releases it if the process dies.
#[derive(Debug)]
pub struct WriterLock {
    _file: fs::File,
    path: PathBuf,
}

impl WriterLock {
    pub fn acquire(dir: &Path) -> Result<WriterLock, StoreError> {
        WriterLock::acquire_within(dir, Duration::ZERO)
    }

    /// Takes the lock, waiting up to `patience` for its holder to let go; past that, the
    /// error names the holder.
    pub fn acquire_within(dir: &Path, patience: Duration) -> Result<WriterLock, StoreError> {
        let path = dir.join(LOCK_FILE);
        refuse_link(&path)?;
        let file = lock_file_options()
            .open(&path)
            .map_err(io_error(Msg::StoreActionOpenLock, &path))?;
        wait_for(&file, dir, &path, patience)?;
        let me = LockHolder::me().to_string_raw();
        name_holder(&file, &me).map_err(io_error(Msg::StoreActionWriteLock, &path))?;
        Ok(WriterLock { _file: file, path })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// The writer's lock of a tournament that several kups keep open (the full-screen kup):
/// the lock file stays open between changes, and each change locks it ([`SharedLock::take`])
/// and lets go of it when done, so that another kup can take it between two changes.
pub(super) struct SharedLock {
    dir: PathBuf,
    file: KeptOpen,
    /// This process as the lock file names it.
    me: String,
    /// How long a change waits for its turn.
    patience: Duration,
}

/// The lock taken for one change of a [`SharedLock`]; let go of when dropped.
pub(super) struct Turn(Arc<fs::File>);

impl Drop for Turn {
    fn drop(&mut self) {
        // Failing, the lock is let go of when the store closes the file.
        let _ = self.0.unlock();
    }
}

impl SharedLock {
    pub fn new(dir: &Path, patience: Duration) -> SharedLock {
        SharedLock {
            dir: dir.to_path_buf(),
            file: KeptOpen::new(
                dir.join(LOCK_FILE),
                lock_file_options(),
                Msg::StoreActionOpenLock,
            ),
            me: LockHolder::me().to_string_raw(),
            patience,
        }
    }

    /// Takes the lock for one change, as [`WriterLock::acquire_within`] does, on the file
    /// the lock's name stands for now.
    pub fn take(&mut self) -> Result<Turn, StoreError> {
        let named = self.file.named()?;
        let (turn, path) = (Turn(Arc::clone(named.file)), named.path);
        wait_for(&turn.0, &self.dir, path, self.patience)?;
        name_holder(&turn.0, &self.me).map_err(io_error(Msg::StoreActionWriteLock, path))?;
        Ok(turn)
    }
}

fn lock_file_options() -> fs::OpenOptions {
    let mut options = fs::OpenOptions::new();
    options.read(true).write(true).create(true).truncate(false);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    options
}

/// Locks `file`, the lock file `path` of `dir`, waiting up to `patience` for its holder.
fn wait_for(
    file: &fs::File,
    dir: &Path,
    path: &Path,
    patience: Duration,
) -> Result<(), StoreError> {
    let started = Instant::now();
    loop {
        match file.try_lock() {
            Ok(()) => return Ok(()),
            Err(fs::TryLockError::WouldBlock) if started.elapsed() < patience => {
                std::thread::sleep(LOCK_POLL);
            }
            Err(fs::TryLockError::WouldBlock) => {
                return Err(StoreError::Locked {
                    dir: dir.to_path_buf(),
                    holder: LockHolder::named(dir),
                    waited: (!patience.is_zero()).then_some(patience),
                });
            }
            Err(fs::TryLockError::Error(source)) => {
                return Err(StoreError::Io {
                    action: Msg::StoreActionLock,
                    path: path.to_path_buf(),
                    source,
                });
            }
        }
    }
}

/// Writes `me` into the lock file just locked, unless the file names it already: the
/// full-screen program takes the lock for every change, and a rewrite there would be one
/// more dirty file for each change's fsync to carry to the disk.
fn name_holder(mut file: &fs::File, me: &str) -> std::io::Result<()> {
    let line = format!("{me}\n");
    // One byte more than the line, to tell a longer name from it.
    let mut named = vec![0; line.len() + 1];
    file.seek(SeekFrom::Start(0))?;
    let read = file.read(&mut named)?;
    if named[..read] == *line.as_bytes() {
        return Ok(());
    }
    file.seek(SeekFrom::Start(0))?;
    file.set_len(0)?;
    file.write_all(line.as_bytes())
}

impl LockHolder {
    fn to_string_raw(&self) -> String {
        format!("{} {} {}", self.user, self.pid, self.host)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lock_file_is_written_once_for_a_process_that_takes_the_lock_again() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(LOCK_FILE);
        drop(WriterLock::acquire(dir.path()).unwrap());
        let written = fs::metadata(&path).unwrap().modified().unwrap();
        std::thread::sleep(Duration::from_millis(20));
        drop(WriterLock::acquire(dir.path()).unwrap());
        assert_eq!(fs::metadata(&path).unwrap().modified().unwrap(), written);
        assert_eq!(LockHolder::read(dir.path()), Some(LockHolder::me()));
        // Another holder's name (a kup before this one) is replaced whole.
        fs::write(&path, "somebody-with-a-long-name 1 elsewhere-far-away\n").unwrap();
        drop(WriterLock::acquire(dir.path()).unwrap());
        assert_eq!(
            fs::read_to_string(&path).unwrap(),
            format!("{}\n", LockHolder::me().to_string_raw())
        );
    }
}
