//! Fault injection for the crash harness (`tests/crash.rs`): `KUP_FAULT=<point>` in the
//! environment makes the write of a change (journal record, then snapshot) stop dead at that point, the way a kill or a power
//! cut would, or fail the way a full disk does; `KUP_FAULT=unreadable:<file name>` makes
//! reading that snapshot fail the way a bad disk block does. Read once per process; unset,
//! each check is one load of a cached value.

use std::sync::OnceLock;

/// Where a change's write can be interrupted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Fault {
    /// The journal record is written but not yet fsynced.
    AfterAppend,
    /// The journal record is durable (the commit point); no snapshot written yet.
    AfterJournalSync,
    /// The temp file is written but not yet fsynced.
    AfterTempWrite,
    /// The temp file is fsynced but not yet renamed over `tournament.ron`.
    AfterTempFsync,
    /// `tournament.ron` is replaced but the new snapshot is not yet linked into history.
    AfterRename,
    /// Everything is in place except the final fsync of the history directory.
    AfterHistoryLink,
    /// Writing the temp file fails with "no space left on device".
    DiskFull,
    /// Reading a snapshot file of this name fails with an I/O error.
    Unreadable(&'static str),
}

impl Fault {
    fn parse(text: &str) -> Option<Fault> {
        if let Some(name) = text.strip_prefix("unreadable:") {
            // Once per process, so the name may live as long as the process.
            return Some(Fault::Unreadable(Box::leak(name.into())));
        }
        Some(match text {
            "after-append" => Fault::AfterAppend,
            "after-journal-sync" => Fault::AfterJournalSync,
            "after-temp-write" => Fault::AfterTempWrite,
            "after-temp-fsync" => Fault::AfterTempFsync,
            "after-rename" => Fault::AfterRename,
            "after-history-link" => Fault::AfterHistoryLink,
            "disk-full" => Fault::DiskFull,
            _ => return None,
        })
    }
}

fn injected() -> Option<Fault> {
    static FAULT: OnceLock<Option<Fault>> = OnceLock::new();
    *FAULT.get_or_init(|| {
        std::env::var("KUP_FAULT")
            .ok()
            .and_then(|v| Fault::parse(&v))
    })
}

/// Dies on the spot (no destructors, no buffered output: as under SIGKILL) when the
/// injected fault is `point`.
pub(crate) fn crash_point(point: Fault) {
    if injected() == Some(point) {
        std::process::abort();
    }
}

/// The error a full disk gives, when that fault is injected.
pub(crate) fn disk_full() -> std::io::Result<()> {
    if injected() == Some(Fault::DiskFull) {
        return Err(std::io::Error::from(std::io::ErrorKind::StorageFull));
    }
    Ok(())
}

/// The error a bad disk block gives, when reading `path` is the injected fault.
pub(crate) fn read_error(path: &std::path::Path) -> std::io::Result<()> {
    if let Some(Fault::Unreadable(name)) = injected()
        && path.file_name().is_some_and(|file| file == name)
    {
        return Err(std::io::Error::other("Input/output error (injected)"));
    }
    Ok(())
}
