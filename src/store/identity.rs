//! Which file `tournament.ron` is, to notice another kup's write with one `stat`.

use std::fs;
use std::path::Path;

/// Which file `tournament.ron` was (device and inode), with that file kept open. Every
/// write, undo and redo renames a new file over `tournament.ron`, and while the old file
/// is open its inode is not given to another file: a changed identity means the tournament
/// changed.
pub(crate) struct FileIdentity {
    id: (u64, u64),
    _held: fs::File,
}

impl FileIdentity {
    pub fn of(file: fs::File) -> Option<FileIdentity> {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            let meta = file.metadata().ok()?;
            Some(FileIdentity {
                id: (meta.dev(), meta.ino()),
                _held: file,
            })
        }
        #[cfg(not(unix))]
        {
            let _ = file;
            None
        }
    }

    pub fn of_path(path: &Path) -> Option<FileIdentity> {
        fs::File::open(path).ok().and_then(FileIdentity::of)
    }

    /// Whether `path` still names this file.
    pub fn is_at(&self, path: &Path) -> bool {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            fs::metadata(path).is_ok_and(|meta| (meta.dev(), meta.ino()) == self.id)
        }
        #[cfg(not(unix))]
        {
            let _ = path;
            false
        }
    }
}
