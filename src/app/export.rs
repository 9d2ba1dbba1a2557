//! Writing an export file, or the event's web pages as a folder of files.

use std::fs::{File, OpenOptions};
use std::io::Write as _;
use std::path::{Path, PathBuf};

use super::exit::{Exit, Failure};
use crate::core::Tournament;
use crate::i18n::{Lang, Msg, Text};
use crate::interop::site::{Page, pages, render};
use crate::store::refuse_link;

/// The permissions of an export kup creates unless the arbiter asks otherwise: the owner's
/// alone, as the tournament's own files, since an export holds the players' birth years
/// and ratings.
pub const PRIVATE: u32 = 0o600;

/// How an export reached its path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Written {
    /// A regular file, replaced whole.
    Replaced,
    /// A device or a pipe, written to as it is.
    Streamed,
}

/// Writes `bytes` to `path` durably. A regular file (or none yet) is written next to its
/// final name and renamed over it, so a reader never sees half an export and a symbolic
/// link at that name is replaced, not followed; a new file gets the permissions `mode`
/// (whatever the umask). A path that is no regular file — a FIFO, a character device such
/// as `/dev/null` or a terminal, anything under `/dev` or `/proc` such as `/dev/stdout` —
/// is written to directly: renaming over it would replace the device with a file, and the
/// reader at the other end would get nothing.
pub fn write_file(path: &Path, bytes: &[u8], mode: u32) -> Result<Written, Failure> {
    let fail = |msg: Msg, e: std::io::Error| {
        Failure::with(
            Exit::Io,
            Text::new(msg).arg("path", path.display()).arg("problem", e),
        )
    };
    if streams(path).map_err(|()| refused_target(path))? {
        let mut file = OpenOptions::new()
            .write(true)
            .open(path)
            .map_err(|e| fail(Msg::ExportCannotWrite, e))?;
        file.write_all(bytes)
            .and_then(|()| file.flush())
            .map_err(|e| fail(Msg::ExportCannotWrite, e))?;
        return Ok(Written::Streamed);
    }
    let name = path.file_name().ok_or_else(|| refused_target(path))?;
    let temp = path.with_file_name(format!(".{}.kup-tmp", name.to_string_lossy()));
    let mut file = create_new(&temp, mode).map_err(|e| fail(Msg::ExportCannotCreate, e))?;
    let written = file
        .write_all(bytes)
        .and_then(|()| file.sync_all())
        .and_then(|()| std::fs::rename(&temp, path));
    if let Err(e) = written {
        let _ = std::fs::remove_file(&temp);
        return Err(fail(Msg::ExportCannotWrite, e));
    }
    Ok(Written::Replaced)
}

fn refused_target(path: &Path) -> Failure {
    Failure::said(Text::new(Msg::ExportNamesNoFile).arg("path", path.display()))
}

/// Whether `path` is written to directly; `Err` for what kup writes no export into (a
/// directory, a block device).
fn streams(path: &Path) -> Result<bool, ()> {
    if path.starts_with("/dev") || path.starts_with("/proc") {
        return Ok(true);
    }
    let Ok(own) = std::fs::symlink_metadata(path) else {
        return Ok(false);
    };
    // The file a symbolic link points at decides only whether it is a stream: a link to a
    // regular file is replaced, never followed.
    let kind = match own.file_type().is_symlink() {
        true => match std::fs::metadata(path) {
            Ok(target) => target.file_type(),
            Err(_) => return Ok(false),
        },
        false => own.file_type(),
    };
    if kind.is_dir() {
        return Err(());
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        if kind.is_block_device() {
            return Err(());
        }
        Ok(kind.is_fifo() || kind.is_char_device() || kind.is_socket())
    }
    #[cfg(not(unix))]
    Ok(false)
}

/// A new file at `path` with the permissions `mode`, set after creation so that the umask
/// does not narrow or widen what was asked.
fn create_new(path: &Path, mode: u32) -> std::io::Result<File> {
    let mut options = OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::{OpenOptionsExt as _, PermissionsExt as _};
        let file = options.mode(PRIVATE).open(path)?;
        file.set_permissions(std::fs::Permissions::from_mode(mode))?;
        Ok(file)
    }
    #[cfg(not(unix))]
    {
        let _ = mode;
        options.open(path)
    }
}

/// Writes the event's web pages under `dir`, a folder per language (`en/`, `hr/`, `sl/`,
/// the links between languages are relative) and an `index.html` that lists them: the
/// site `kup serve` shows, without its live updates, to upload to any web host. Each file
/// is written as [`write_file`] writes one, with the permissions `mode`. Returns how many
/// files were written.
pub fn write_site(t: &Tournament, dir: &Path, mode: u32) -> Result<usize, Failure> {
    let fail = |path: &Path, e: std::io::Error| {
        Failure::with(
            Exit::Io,
            Text::new(Msg::ExportCannotCreate)
                .arg("path", path.display())
                .arg("problem", e),
        )
    };
    let mut written = 0;
    for lang in Lang::ALL {
        let folder = dir.join(lang.code());
        std::fs::create_dir_all(&folder).map_err(|e| fail(&folder, e))?;
        for page in pages(t) {
            let html = render(t, page, lang, None).expect("every listed page exists");
            write_file(&folder.join(page.file_name()), html.as_bytes(), mode)?;
            written += 1;
        }
    }
    write_file(&dir.join("index.html"), languages_page(t).as_bytes(), mode)?;
    Ok(written + 1)
}

/// The folder of the event's web pages in its tournament directory, where the full-screen
/// program writes them.
pub const SITE_FOLDER: &str = "site";

/// Writes the event's web pages into [`SITE_FOLDER`] of its tournament directory `dir`,
/// owner-only as the tournament's files. A symbolic link planted at that folder or a
/// language's is refused, not followed, so the pages land nowhere else. Returns the folder
/// and how many files were written.
pub fn write_site_into(t: &Tournament, dir: &Path) -> Result<(PathBuf, usize), Failure> {
    let site = dir.join(SITE_FOLDER);
    refuse_link(&site)?;
    for lang in Lang::ALL {
        refuse_link(&site.join(lang.code()))?;
    }
    let count = write_site(t, &site, PRIVATE)?;
    Ok((site, count))
}

/// The site's front page: the event's name and a link to each language.
fn languages_page(t: &Tournament) -> String {
    maud::html! {
        (maud::DOCTYPE)
        html {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (t.info.name) }
            }
            body {
                h1 { (t.info.name) }
                ul { @for lang in Lang::ALL {
                    li { a href={ (lang.code()) "/" (Page::Index.file_name()) } lang=(lang.code()) {
                        (lang.text(Msg::SiteLanguageName))
                    } }
                } }
            }
        }
    }
    .into_string()
}
