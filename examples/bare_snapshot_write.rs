//! The smallest program that does what `kup result` must at least do, the store bench's peer:
//! read the snapshot named on the command line and write its bytes back durably (a temp file
//! written and fsynced, renamed over the snapshot, the directory fsynced). No dependencies,
//! so that its start costs what a program's start costs and no more.

use std::fs;
use std::io::Write;
use std::path::PathBuf;

fn main() -> std::io::Result<()> {
    let snapshot = PathBuf::from(std::env::args_os().nth(1).unwrap_or_default());
    let bytes = fs::read(&snapshot)?;
    let dir = snapshot.parent().map(PathBuf::from).unwrap_or_default();
    let temp = dir.join("bare.tmp");
    let mut file = fs::File::create(&temp)?;
    file.write_all(&bytes)?;
    file.sync_all()?;
    fs::rename(&temp, &snapshot)?;
    fs::File::open(&dir)?.sync_all()
}
