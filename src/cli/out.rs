//! Standard output as a writer whose failure is handled: `println!` panics when stdout is
//! closed or full (`kup show DIR | head -1`, `> /dev/full`), which would end a run with a
//! panic's status after its change was already saved.

use std::io::Write as _;

use super::{CliResult, Failure};
use crate::i18n::{Msg, Text};

/// Writes `bytes` to standard output and flushes them.
pub fn bytes(bytes: &[u8]) -> CliResult {
    let mut stdout = std::io::stdout().lock();
    stdout
        .write_all(bytes)
        .and_then(|()| stdout.flush())
        .map_err(|e| Failure::said(Text::new(Msg::ExportStdoutFailed).arg("problem", e)))
}
