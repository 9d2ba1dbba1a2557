//! `tournament.cache`: the current snapshot once more, as JSON, so that opening the
//! tournament does not parse the RON. RON is what the design promises to the reader and
//! what stays the truth; but the `ron` crate reads an Olympiad's 622 KB in some 12-20 ms,
//! most of a `kup result`, where `serde_json` reads the same state in 2 ms.
//!
//! The cache names the exact bytes of the `tournament.ron` it was made with (their length
//! and CRC-32) and carries a CRC-32 of each of its two parts. It is used only when all
//! match, so a snapshot written since (by any kup, or by hand), a cache cut short by a
//! crash or damaged on disk, or one of an unknown layout is passed over and the RON is
//! parsed as before.
//! Nothing depends on the cache being there or current: it is written without fsync and
//! without the lock, and any failure to write it is ignored.

use std::fs;
use std::io::{BufRead, BufReader, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

use serde::de::DeserializeOwned;

use super::accelerators::Accelerators;
use super::buffers;
use super::files::{private_options, refuse_link, remove_if_present};
use super::snapshot::{Fresh, Snapshot, open_bounded, read_within_bound};
use crate::core::Tournament;
use crate::core::model::Round;
use crate::core::shared::Shared;

pub const CACHE_FILE: &str = "tournament.cache";

/// The first line of the file, before the numbers that tie it to its snapshot.
const MAGIC: &str = "kup snapshot cache 3";

/// The most the first line can take: the magic and five numbers.
const HEAD_MAX: usize = 128;

/// One cache write at a time in a process, so that its one temp file is not written by two
/// threads (the snapshot writer and a change written on the spot).
static ONE_WRITER: Mutex<()> = Mutex::new(());

/// The cache in `dir`, whole (the CRC of each part holds) and sound, and the
/// `tournament.ron` it names ([`Cached::of`] tells whether that is the one read), with what
/// `meanwhile` returns. Its rounds are read and parsed on a second core from their own place
/// in the file while `meanwhile` (the reads of the RON and the journal) runs on this one,
/// and then the rest of the snapshot: two threads on two cores, none of them waiting.
pub(crate) fn read_beside<T>(dir: &Path, meanwhile: impl FnOnce() -> T) -> (Option<Cached>, T) {
    if !Accelerators::current().cache {
        return (None, meanwhile());
    }
    let path = dir.join(CACHE_FILE);
    std::thread::scope(|scope| {
        let rounds = scope.spawn(|| read_rounds(&path));
        let then = meanwhile();
        let without_rounds = read_without_rounds(&path);
        let rounds = rounds
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        (whole(without_rounds, rounds), then)
    })
}

/// The snapshot, its rounds put in, if both parts are of one cache (the file may have been
/// replaced between their reads) and it is sound.
fn whole(
    without_rounds: Option<(Head, Snapshot)>,
    rounds: Option<(Head, Vec<Shared<Round>>)>,
) -> Option<Cached> {
    let ((head, mut snapshot), (rounds_head, rounds)) = (without_rounds?, rounds?);
    if head != rounds_head {
        return None;
    }
    snapshot.tournament.rounds = rounds;
    Some(snapshot)
        .filter(Snapshot::is_sound)
        .map(|snapshot| Cached {
            mirrors: head.mirrors,
            snapshot,
        })
}

fn read_without_rounds(path: &Path) -> Option<(Head, Snapshot)> {
    read_part(path, |head, _| Some(head.without_rounds()))
}

fn read_rounds(path: &Path) -> Option<(Head, Vec<Shared<Round>>)> {
    read_part(path, Head::rounds)
}

/// A part of the cache at `path`, parsed, with the head it was read under; `part` says,
/// from the head and the file's length, where the part is. Only a part whose CRC-32 holds
/// is parsed.
fn read_part<T: DeserializeOwned>(
    path: &Path,
    part: impl FnOnce(&Head, u64) -> Option<Part>,
) -> Option<(Head, T)> {
    let (file, len) = open_bounded(path).ok()?;
    let mut file = BufReader::with_capacity(HEAD_MAX, file);
    let head = Head::read(&mut file, len)?;
    let part = part(&head, len)?;
    file.seek(SeekFrom::Start(part.at)).ok()?;
    let mut bytes = buffers::take();
    bytes.reserve(usize::try_from(part.len).ok()?);
    let read = read_within_bound(&mut file.take(part.len), &mut bytes).ok();
    let whole =
        read.is_some() && bytes.len() as u64 == part.len && crc32fast::hash(&bytes) == part.crc;
    let parsed = whole.then(|| serde_json::from_slice(&bytes).ok()).flatten();
    buffers::give_back(bytes);
    Some((head, parsed?))
}

/// Where a part of the cache is: its first byte, its length and its CRC-32.
struct Part {
    at: u64,
    len: u64,
    crc: u32,
}

/// The cache's first line: its layout, the `tournament.ron` it mirrors, and the length and
/// CRC-32 of its two parts, the snapshot without its rounds, a newline, then the rounds.
#[derive(PartialEq)]
struct Head {
    mirrors: Mirrors,
    len: u64,
    without_rounds_len: u64,
    without_rounds_crc: u32,
    rounds_crc: u32,
}

impl Head {
    /// The first line of `file`, `len` bytes long, if it is one of this layout whose parts
    /// fit in the file.
    fn read(file: &mut impl BufRead, len: u64) -> Option<Head> {
        let mut line = Vec::with_capacity(HEAD_MAX);
        file.take(HEAD_MAX as u64)
            .read_until(b'\n', &mut line)
            .ok()?;
        let text = std::str::from_utf8(line.strip_suffix(b"\n")?).ok()?;
        let mut numbers = text.strip_prefix(MAGIC)?.strip_prefix(' ')?.split(' ');
        let mut number = || numbers.next();
        let hex = |text: Option<&str>| u32::from_str_radix(text?, 16).ok();
        let head = Head {
            mirrors: Mirrors {
                len: number()?.parse().ok()?,
                crc: hex(number())?,
            },
            len: line.len() as u64,
            without_rounds_len: number()?.parse().ok()?,
            without_rounds_crc: hex(number())?,
            rounds_crc: hex(number())?,
        };
        (number().is_none() && head.rounds_at() <= len).then_some(head)
    }

    /// The snapshot without its rounds: right after the first line.
    fn without_rounds(&self) -> Part {
        Part {
            at: self.len,
            len: self.without_rounds_len,
            crc: self.without_rounds_crc,
        }
    }

    /// The rounds: after the first line, the first part and its newline, to the end of the
    /// file, `len` bytes long.
    fn rounds(&self, len: u64) -> Option<Part> {
        let at = self.rounds_at();
        Some(Part {
            at,
            len: len.checked_sub(at)?,
            crc: self.rounds_crc,
        })
    }

    fn rounds_at(&self) -> u64 {
        self.len
            .saturating_add(self.without_rounds_len)
            .saturating_add(1)
    }
}

/// The cache's body for `fresh`: the snapshot without its rounds, a newline, then the rounds
/// (JSON writes no raw newline), so that an opening parses the two parts on two cores.
pub(crate) fn body(fresh: &Fresh) -> Option<Vec<u8>> {
    if !Accelerators::current().cache {
        return None;
    }
    let tournament = fresh.tournament();
    let without_rounds = Tournament {
        rounds: Vec::new(),
        ..tournament.clone()
    };
    let mut body = buffers::take();
    serde_json::to_writer(&mut body, &fresh.over(&without_rounds)).ok()?;
    body.push(b'\n');
    serde_json::to_writer(&mut body, &tournament.rounds).ok()?;
    Some(body)
}

/// A cache as read: the snapshot, and the `tournament.ron` it was made with.
pub(crate) struct Cached {
    mirrors: Mirrors,
    snapshot: Snapshot,
}

impl Cached {
    /// The snapshot, if the cache was made with exactly `ron`, the bytes of
    /// `tournament.ron` read.
    pub fn of(self, ron: &[u8]) -> Option<Snapshot> {
        (self.mirrors == Mirrors::bytes(ron)).then_some(self.snapshot)
    }
}

/// What the cache says of the `tournament.ron` it mirrors: the length and CRC-32 of its
/// bytes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Mirrors {
    len: usize,
    crc: u32,
}

impl Mirrors {
    pub fn bytes(ron: &[u8]) -> Mirrors {
        Mirrors {
            len: ron.len(),
            crc: crc32fast::hash(ron),
        }
    }
}

/// Writes the cache of the `tournament.ron` being written (`ron`), with `body` rendered
/// from the same snapshot. Best effort: a cache that could not be written is simply not
/// there. Writing it before its `tournament.ron` is in place is as good as after: until
/// then it names bytes that are not current and is passed over.
pub(crate) fn write(dir: &Path, ron: Mirrors, body: Option<Vec<u8>>) {
    let Some(body) = body else {
        return;
    };
    let _turn = ONE_WRITER.lock().unwrap_or_else(PoisonError::into_inner);
    let temp = temp_path(dir, std::process::id());
    let written = refuse_link(&dir.join(CACHE_FILE))
        .ok()
        .and_then(|()| remove_if_present(&temp).ok())
        .and_then(|_| {
            let mut file = private_options()
                .write(true)
                .create_new(true)
                .open(&temp)
                .ok()?;
            file.write_all(header(ron, &body).as_bytes()).ok()?;
            file.write_all(b"\n").ok()?;
            let written = file.write_all(&body).ok();
            buffers::give_back(body);
            written
        })
        .and_then(|()| {
            // Renamed onto no file: a rename over one makes ext4 write the new file's data
            // out at once (`auto_da_alloc`), which doubled what a change writes to disk;
            // left to the flusher, a cache replaced within seconds is never written at all.
            // A reader in between finds no cache and parses the RON.
            let cache = dir.join(CACHE_FILE);
            remove_if_present(&cache).ok()?;
            fs::rename(&temp, &cache).ok()
        });
    if written.is_none() {
        // What is left of the temp file would only take space, maybe the last of it.
        let _ = fs::remove_file(&temp);
    }
}

/// The first line ([`Head`]) of the cache of `ron` with `body`.
fn header(ron: Mirrors, body: &[u8]) -> String {
    let newline = body.iter().position(|&b| b == b'\n').unwrap_or(body.len());
    let (without_rounds, rounds) = body.split_at(newline);
    let rounds = rounds.get(1..).unwrap_or_default();
    format!(
        "{MAGIC} {} {:08x} {} {:08x} {:08x}",
        ron.len,
        ron.crc,
        without_rounds.len(),
        crc32fast::hash(without_rounds),
        crc32fast::hash(rounds)
    )
}

/// The temp file of a process's cache writes; `behind::remove_stale_temps` removes those
/// of processes that are gone.
fn temp_path(dir: &Path, pid: u32) -> PathBuf {
    dir.join(format!("{CACHE_FILE}.{pid}.tmp"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn samples() -> Vec<Snapshot> {
        let samples = Path::new(env!("CARGO_MANIFEST_DIR")).join("sample-data");
        let read: Vec<Snapshot> = fs::read_dir(samples)
            .unwrap()
            .map(|entry| entry.unwrap().path().join(super::super::names::CURRENT))
            .filter(|path| path.exists())
            .map(|path| Snapshot::read(&path).unwrap())
            .collect();
        assert!(read.len() >= 5, "the samples were not found");
        read
    }

    /// Every sample, written with its cache, reads back from the cache as from the RON.
    #[test]
    fn the_cache_reads_back_as_the_snapshot_its_ron_parses_to() {
        for sample in samples() {
            let dir = tempfile::tempdir().unwrap();
            let fresh = Fresh::new(7, Some(3), &sample.label(), &sample.tournament);
            let ron = fresh.to_ron();
            write(dir.path(), Mirrors::bytes(ron.as_bytes()), body(&fresh));
            let cached = read_beside(dir.path(), || ())
                .0
                .and_then(|cached| cached.of(ron.as_bytes()))
                .expect("the cache of these bytes");
            let parsed = Snapshot::from_bytes(ron.as_bytes()).unwrap();
            // As RON, which writes every field, so that a field the cache lost shows.
            assert_eq!(
                ron::to_string(&cached.tournament).unwrap(),
                ron::to_string(&parsed.tournament).unwrap(),
            );
            assert_eq!(
                (cached.seq, cached.journal, &cached.label, &cached.said),
                (parsed.seq, parsed.journal, &parsed.label, &parsed.said)
            );
            assert_eq!(cached.format_version, parsed.format_version);
        }
    }

    #[test]
    fn a_cache_is_passed_over_for_other_bytes_or_when_damaged() {
        let dir = tempfile::tempdir().unwrap();
        let sample = samples().remove(0);
        let fresh = Fresh::new(7, Some(3), &sample.label(), &sample.tournament);
        let ron = fresh.to_ron().into_bytes();
        write(dir.path(), Mirrors::bytes(&ron), body(&fresh));
        let read = |ron: &[u8]| read_beside(dir.path(), || ()).0.and_then(|c| c.of(ron));
        assert!(read(&ron).is_some(), "the cache of these bytes");
        let mut edited = ron.clone();
        let at = edited.len() / 2;
        edited[at] ^= 1;
        assert!(read(&edited).is_none(), "another snapshot");
        let path = dir.path().join(CACHE_FILE);
        let whole = fs::read(&path).unwrap();
        for at in [whole.len() - 2, whole.len() / 4] {
            let mut damaged = whole.clone();
            damaged[at] ^= 1;
            fs::write(&path, &damaged).unwrap();
            assert!(read(&ron).is_none(), "a damaged part, at byte {at}");
        }
        fs::write(&path, &whole[..whole.len() / 2]).unwrap();
        assert!(read(&ron).is_none(), "a body cut short");
        fs::write(&path, b"").unwrap();
        assert!(read(&ron).is_none(), "an empty file");
        let text = String::from_utf8(whole.clone()).unwrap();
        let (head, rest) = text.split_once('\n').unwrap();
        let mut numbers: Vec<&str> = head.split(' ').collect();
        let huge = u64::MAX.to_string();
        numbers[6] = &huge;
        fs::write(&path, format!("{}\n{rest}", numbers.join(" "))).unwrap();
        assert!(
            read(&ron).is_none(),
            "a part said to be longer than the file"
        );
        let later =
            String::from_utf8(whole.clone())
                .unwrap()
                .replacen(MAGIC, "kup snapshot cache 4", 1);
        fs::write(&path, later).unwrap();
        assert!(read(&ron).is_none(), "a layout this kup does not know");
        fs::write(&path, &whole).unwrap();
        assert!(read(&ron).is_some(), "the cache put back");
    }
}
