//! Writing an export file.

use std::io::Write as _;
use std::path::Path;

use super::exit::{Exit, Failure};
use crate::i18n::{Msg, Text};

/// Writes `bytes` to `path` durably. The file is written next to its final name and renamed
/// over it, so a symbolic link at that name is replaced, not followed.
pub fn write_file(path: &Path, bytes: &[u8]) -> Result<(), Failure> {
    let fail = |msg: Msg, e: std::io::Error| {
        Failure::with(
            Exit::Io,
            Text::new(msg).arg("path", path.display()).arg("problem", e),
        )
    };
    let name = path.file_name().ok_or_else(|| {
        Failure::said(Text::new(Msg::ExportNamesNoFile).arg("path", path.display()))
    })?;
    let temp = path.with_file_name(format!(".{}.kup-tmp", name.to_string_lossy()));
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&temp)
        .map_err(|e| fail(Msg::ExportCannotCreate, e))?;
    let written = file
        .write_all(bytes)
        .and_then(|()| file.sync_all())
        .and_then(|()| std::fs::rename(&temp, path));
    if let Err(e) = written {
        let _ = std::fs::remove_file(&temp);
        return Err(fail(Msg::ExportCannotWrite, e));
    }
    Ok(())
}
