//! Standard output of the subcommands. `println!` panics when standard output is closed or
//! full; here a write that fails is a [`Failure`]: a reader that stopped reading (a broken
//! pipe, `kup show DIR | head -1`) ends the run quietly, as `head` asked; any other failure
//! (`> /dev/full`) is an I/O error, or, once a change is on disk, [`Exit::Saved`] with a
//! message saying that it was saved, so that a script does not enter it twice.

use std::fmt::Display;
use std::io::{ErrorKind, Write as _};
use std::path::Path;

use super::{CliResult, Failure};
use crate::app::exit::Exit;
use crate::app::export::{Written, write_file};
use crate::i18n::{Msg, Text};

/// Whether a change was made durable before the output is written.
#[derive(Clone, Copy)]
enum Stage {
    NothingSaved,
    ChangeSaved,
}

/// Writes `text` to standard output as it is.
pub fn print(text: impl Display) -> CliResult {
    write(text.to_string().as_bytes(), Stage::NothingSaved)
}

/// Writes `text` and a line break to standard output.
pub fn line(text: impl Display) -> CliResult {
    write(format!("{text}\n").as_bytes(), Stage::NothingSaved)
}

/// Writes `bytes` to standard output as they are.
pub fn bytes(bytes: &[u8]) -> CliResult {
    write(bytes, Stage::NothingSaved)
}

/// Writes `text` and a line break, after a change is on disk (its confirmation).
pub fn saved_line(text: impl Display) -> CliResult {
    write(format!("{text}\n").as_bytes(), Stage::ChangeSaved)
}

/// Writes `text` as it is, after a change is on disk.
pub fn saved_print(text: impl Display) -> CliResult {
    write(text.to_string().as_bytes(), Stage::ChangeSaved)
}

/// Writes `data` where an output option says: standard output for `-` or no path, else
/// the file ([`write_file`], a new file with the permissions `mode`). Gives the path back
/// when a regular file was written, for the caller to say so (on a device or a pipe, that
/// would land in what its reader reads).
pub fn deliver<'p>(
    path: Option<&'p Path>,
    data: &[u8],
    mode: u32,
) -> Result<Option<&'p Path>, Failure> {
    match path.filter(|path| *path != Path::new("-")) {
        None => bytes(data).map(|()| None),
        Some(path) => Ok(match write_file(path, data, mode)? {
            Written::Replaced => Some(path),
            Written::Streamed => None,
        }),
    }
}

fn write(bytes: &[u8], stage: Stage) -> CliResult {
    let mut stdout = std::io::stdout().lock();
    stdout
        .write_all(bytes)
        .and_then(|()| stdout.flush())
        .map_err(|e| failed(e, stage))
}

fn failed(e: std::io::Error, stage: Stage) -> Failure {
    match (e.kind(), stage) {
        (ErrorKind::BrokenPipe, _) => Failure::reader_gone(),
        (_, Stage::NothingSaved) => {
            Failure::with(Exit::Io, Text::new(Msg::OutputFailed).arg("problem", e))
        }
        (_, Stage::ChangeSaved) => Failure::with(
            Exit::Saved,
            Text::new(Msg::OutputFailedChangeSaved).arg("problem", e),
        ),
    }
}
