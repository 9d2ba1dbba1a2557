//! One writer at a time: an exclusive lock on `lock` in the tournament directory, whose
//! content names the holder so that a second kup can say who has it.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use super::{StoreError, io_error, refuse_link};

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
            user: super::current_user(),
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

impl std::fmt::Display for LockHolder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "user {} (pid {} on {})", self.user, self.pid, self.host)
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
        let mut options = fs::OpenOptions::new();
        options.read(true).write(true).create(true).truncate(false);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            options.mode(0o600);
        }
        let mut file = options
            .open(&path)
            .map_err(io_error("open lock file", &path))?;
        let started = Instant::now();
        loop {
            match file.try_lock() {
                Ok(()) => break,
                Err(fs::TryLockError::WouldBlock) if started.elapsed() < patience => {
                    std::thread::sleep(LOCK_POLL);
                }
                Err(fs::TryLockError::WouldBlock) => {
                    let holder = LockHolder::read(dir)
                        .map_or_else(|| "another kup".to_string(), |h| h.to_string());
                    let waited = if patience.is_zero() {
                        String::new()
                    } else {
                        format!(" (waited {:.1} s for it)", patience.as_secs_f64())
                    };
                    return Err(StoreError::Locked(format!(
                        "{} is open in another kup: {holder}{waited}; open it read-only with --read-only, or close the other one",
                        dir.display()
                    )));
                }
                Err(fs::TryLockError::Error(source)) => {
                    return Err(StoreError::Io {
                        action: "lock",
                        path,
                        source,
                    });
                }
            }
        }
        file.set_len(0)
            .map_err(io_error("write lock file", &path))?;
        writeln!(file, "{}", LockHolder::me().to_string_raw())
            .map_err(io_error("write lock file", &path))?;
        Ok(WriterLock { _file: file, path })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl LockHolder {
    fn to_string_raw(&self) -> String {
        format!("{} {} {}", self.user, self.pid, self.host)
    }
}
