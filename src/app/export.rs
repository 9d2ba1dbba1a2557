//! Writing an export file, or the event's web pages as a folder of files.

use std::fs::{File, OpenOptions};
use std::io::Write as _;
use std::path::{Path, PathBuf};

use super::exit::{Exit, Failure};
use crate::core::Tournament;
use crate::i18n::{Lang, Msg, Text};
use crate::interop::site::{Page, pages, render};
use crate::store::refuse_link;

/// The permissions of a file kup exports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// What the umask leaves of read and write for all, as every Unix tool creates a
    /// file: an export is made to be shared or uploaded, and the tournament's directory,
    /// owner-only, keeps private what is written inside it.
    Umask,
    /// Exactly these bits, whatever the umask (`--mode`).
    Exactly(u32),
}

impl From<Option<u32>> for Mode {
    fn from(mode: Option<u32>) -> Mode {
        mode.map_or(Mode::Umask, Mode::Exactly)
    }
}

/// How an export reached its path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Written {
    /// A regular file, replaced whole.
    Replaced,
    /// A device, a pipe or a socket, written to as it is.
    Streamed,
}

/// Writes `bytes` to `path` durably. A regular file (or none yet) is written next to its
/// final name and renamed over it, so a reader never sees half an export, a longer file
/// before it leaves no tail, and a symbolic link at that name is replaced, not followed; a
/// new file gets the permissions `mode`. A path that is a FIFO, a character device (such as
/// `/dev/null` or a terminal) or a socket, itself or where its link points, is written to
/// directly, as is the file standard output goes to (`/dev/stdout` redirected to a file):
/// renaming over it would replace the device with a file, and the reader at the other end
/// would get nothing. What a path is decides, never its name.
pub fn write_file(path: &Path, bytes: &[u8], mode: Mode) -> Result<Written, Failure> {
    let fail = |msg: Msg, e: std::io::Error| {
        Failure::with(
            Exit::Io,
            Text::new(msg).arg("path", path.display()).arg("problem", e),
        )
    };
    let target = target(path).map_err(|()| refused_target(path))?;
    if target != Target::File {
        let written = match target {
            Target::StandardOutput => {
                let mut out = std::io::stdout().lock();
                out.write_all(bytes).and_then(|()| out.flush())
            }
            _ => OpenOptions::new()
                .write(true)
                .open(path)
                .and_then(|mut file| file.write_all(bytes).and_then(|()| file.flush())),
        };
        written.map_err(|e| fail(Msg::ExportCannotWrite, e))?;
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

/// What an export's path is, as far as writing it goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Target {
    /// A regular file, a link to one, or nothing yet: replaced whole.
    File,
    /// A FIFO, a character device or a socket: written to as it is.
    Stream,
    /// The file standard output is open on, reached by a link (`/dev/stdout` under a
    /// shell's `>`): written through standard output, at its place in the file.
    StandardOutput,
}

/// What `path` is; `Err` for what kup writes no export into (a directory, a block device).
fn target(path: &Path) -> Result<Target, ()> {
    let Ok(own) = std::fs::symlink_metadata(path) else {
        return Ok(Target::File);
    };
    // The file a symbolic link points at decides only whether it is a stream: a link to a
    // regular file is replaced, never followed, unless standard output is that file.
    let link = own.file_type().is_symlink();
    let meta = match link {
        true => match std::fs::metadata(path) {
            Ok(target) => target,
            Err(_) => return Ok(Target::File),
        },
        false => own,
    };
    let kind = meta.file_type();
    if kind.is_dir() {
        return Err(());
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::{FileTypeExt as _, MetadataExt as _};
        if kind.is_block_device() {
            return Err(());
        }
        if kind.is_fifo() || kind.is_char_device() || kind.is_socket() {
            return Ok(Target::Stream);
        }
        let same = |out: std::fs::Metadata| out.dev() == meta.dev() && out.ino() == meta.ino();
        if link && standard_output().is_some_and(same) {
            return Ok(Target::StandardOutput);
        }
    }
    Ok(Target::File)
}

/// What standard output is open on, if it can be asked.
#[cfg(unix)]
fn standard_output() -> Option<std::fs::Metadata> {
    use std::os::fd::AsFd as _;
    let fd = std::io::stdout().as_fd().try_clone_to_owned().ok()?;
    File::from(fd).metadata().ok()
}

/// A new file at `path` with the permissions `mode`: the umask's, or the bits asked set
/// after creation so that the umask does not narrow or widen them.
fn create_new(path: &Path, mode: Mode) -> std::io::Result<File> {
    let file = OpenOptions::new().write(true).create_new(true).open(path)?;
    #[cfg(unix)]
    if let Mode::Exactly(bits) = mode {
        use std::os::unix::fs::PermissionsExt as _;
        file.set_permissions(std::fs::Permissions::from_mode(bits))?;
    }
    #[cfg(not(unix))]
    let _ = mode;
    Ok(file)
}

/// Writes the event's web pages under `dir`, a folder per language (`en/`, `hr/`, `sl/`,
/// the links between languages are relative) and an `index.html` that lists them: the
/// site `kup serve` shows, without its live updates, to upload to any web host. Each file
/// is written as [`write_file`] writes one, with the permissions `mode`; the folders are
/// made as `mkdir -p` makes them. Returns how many files were written.
pub fn write_site(t: &Tournament, dir: &Path, mode: Mode) -> Result<usize, Failure> {
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
/// with the umask's permissions, ready to upload; the directory around them keeps them
/// private until the arbiter copies them out. A symbolic link planted at that folder or a
/// language's is refused, not followed, so the pages land nowhere else. Returns the folder
/// and how many files were written.
pub fn write_site_into(t: &Tournament, dir: &Path) -> Result<(PathBuf, usize), Failure> {
    let site = dir.join(SITE_FOLDER);
    refuse_link(&site)?;
    for lang in Lang::ALL {
        refuse_link(&site.join(lang.code()))?;
    }
    let count = write_site(t, &site, Mode::Umask)?;
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
