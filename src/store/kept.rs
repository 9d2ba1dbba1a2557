//! A file of the tournament directory kept open from one change to the next (the lock file
//! of a store opened shared, the journal), so that a change pays for one look-up of its
//! name rather than an open and a close. Each use looks the name up, no link followed: a
//! link planted there is refused, and a file another process removed or replaced (a lock
//! file deleted, a journal put back from a copy) is opened again, so the file used is
//! always the one the name stands for now, as when it was opened for every change.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::accelerators::Accelerators;
use super::error::{StoreError, io_error};
use crate::i18n::Msg;

pub(super) struct KeptOpen {
    path: PathBuf,
    options: fs::OpenOptions,
    /// What an error opening it says kup could not do.
    action: Msg,
    open: Option<Opened>,
}

struct Opened {
    /// Shared, so that a lock taken on it can be let go of by a guard of its own.
    file: Arc<fs::File>,
    /// Device and inode (none where the platform has no such identity: opened every time).
    id: Option<(u64, u64)>,
}

/// The file a name stands for now, and its length as the look-up found it.
pub(super) struct Named<'a> {
    pub file: &'a Arc<fs::File>,
    pub path: &'a Path,
    pub len: u64,
    /// The file was not there and this look-up created it.
    pub created: bool,
}

impl KeptOpen {
    /// `options` say how to open the file (and whether to create it); nothing is opened yet.
    pub fn new(path: PathBuf, mut options: fs::OpenOptions, action: Msg) -> KeptOpen {
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            // A link put there between the look-up and the open is not followed either.
            options.custom_flags(libc::O_NOFOLLOW);
        }
        KeptOpen {
            path,
            options,
            action,
            open: None,
        }
    }

    /// The file the name stands for: the one kept open while the name still names it,
    /// else opened again. A link at the name is refused ([`StoreError::Link`]).
    pub fn named(&mut self) -> Result<Named<'_>, StoreError> {
        if !Accelerators::current().kept_open {
            self.open = None;
        }
        let found = match fs::symlink_metadata(&self.path) {
            Ok(meta) if meta.file_type().is_symlink() => {
                return Err(StoreError::Link {
                    path: self.path.clone(),
                });
            }
            Ok(meta) => Some(meta),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
            Err(e) => return Err(io_error(self.action, &self.path)(e)),
        };
        let kept = found.as_ref().and_then(identity).is_some_and(|id| {
            self.open
                .as_ref()
                .is_some_and(|opened| opened.id == Some(id))
        });
        let created = found.is_none();
        let len = match found {
            Some(meta) if kept => meta.len(),
            _ => {
                let file = self
                    .options
                    .open(&self.path)
                    .map_err(io_error(self.action, &self.path))?;
                let meta = file.metadata().map_err(io_error(self.action, &self.path))?;
                self.open = Some(Opened {
                    file: Arc::new(file),
                    id: identity(&meta),
                });
                meta.len()
            }
        };
        let file = &self.open.as_ref().expect("opened above").file;
        Ok(Named {
            file,
            path: &self.path,
            len,
            created,
        })
    }
}

fn identity(meta: &fs::Metadata) -> Option<(u64, u64)> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        Some((meta.dev(), meta.ino()))
    }
    #[cfg(not(unix))]
    {
        let _ = meta;
        None
    }
}
