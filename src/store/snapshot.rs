//! The RON snapshot: a format version, the sequence number, what made it, and the state.

use std::fs;
use std::io::Read;
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::accelerators::Accelerators;
use super::fault;
use super::{buffers, ron_writer};
use crate::core::model::{FORMAT_VERSION, Tournament};
use crate::core::ron_error::{self, RonError};
use crate::i18n::{Msg, Text, TextRecord};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Snapshot {
    pub format_version: u32,
    pub seq: u64,
    /// The summary of the command that produced this state, in English (the journal's
    /// language; all that snapshots written before `said` have).
    pub label: String,
    /// The same summary as a text, so that undo and redo name the change in the reader's
    /// language. Absent from older snapshots; an older kup ignores it.
    #[serde(default)]
    pub said: Option<TextRecord>,
    /// The number of the last journal record this state contains; records after it are
    /// replayed on opening. Absent from snapshots of a kup without the journal, whose
    /// journal (if any) is not replayed over them.
    #[serde(default)]
    pub journal: Option<u64>,
    pub tournament: Tournament,
}

/// The label of a snapshot that has only its English (written before labels were kept as
/// texts, or with a key this kup does not know): shown as it stands, in every language.
pub fn label_as_written(english: &str) -> Text {
    Text::new(Msg::SnapshotLabelAsWritten).arg("label", english)
}

/// The largest snapshot kup reads: some 100 times an Olympiad of 200 teams over 11 rounds
/// (622 KB), so that a file linked to a device, or grown by damage, is refused before it
/// fills the memory.
pub const MAX_SNAPSHOT_BYTES: u64 = 64 * 1024 * 1024;

#[derive(Debug, thiserror::Error)]
pub enum SnapshotError {
    /// The file could not be read now (a read error, a missing file): nothing is known
    /// about its content, so it is never taken for broken.
    #[error("{0}")]
    Io(#[from] std::io::Error),
    #[error("not a regular file")]
    NotAFile,
    #[error("larger than {} MiB", MAX_SNAPSHOT_BYTES >> 20)]
    TooLarge,
    #[error("the file is empty")]
    Empty,
    #[error("not a kup snapshot: {0}")]
    Parse(RonError),
    #[error("not a kup snapshot: not UTF-8 text")]
    NotText,
    #[error("written by a newer kup (format {found}, this kup reads up to {FORMAT_VERSION})")]
    Newer { found: u32 },
    #[error("format_version {found} is no kup snapshot format (they are 1 to {FORMAT_VERSION})")]
    UnknownVersion { found: u32 },
    /// The file ends in the checksum kup wrote and its text no longer matches it: a byte
    /// changed after kup wrote it (a flipped bit, a bad sector, an edit by hand).
    #[error("{}", self.text())]
    Damaged,
    /// A value the types allow and the tournament's invariants do not: the field as a
    /// path (`tournament.rounds[0].lineups[1].players[2]`) and, where the file writes it,
    /// its line and column.
    #[error("{}", self.text())]
    Invalid {
        field: String,
        at: Option<(usize, usize)>,
        problem: Text,
    },
}

impl SnapshotError {
    /// The problem as a text in the reader's language (a parser's or the system's own
    /// message stays in English inside it).
    pub fn text(&self) -> Text {
        match self {
            SnapshotError::Io(e) => Text::new(Msg::SnapshotIo).arg("problem", e),
            SnapshotError::NotAFile => Msg::SnapshotNotAFile.into(),
            SnapshotError::TooLarge => {
                Text::new(Msg::SnapshotTooLarge).arg("limit", MAX_SNAPSHOT_BYTES >> 20)
            }
            SnapshotError::Empty => Msg::SnapshotEmpty.into(),
            SnapshotError::Damaged => Text::new(Msg::SnapshotDamaged).arg("check", CHECK_PREFIX),
            SnapshotError::Parse(problem) => {
                Text::new(Msg::SnapshotParse).arg_text("problem", problem.text())
            }
            SnapshotError::NotText => Msg::SnapshotNotText.into(),
            SnapshotError::Newer { found } => Text::new(Msg::SnapshotNewer)
                .arg("found", found)
                .arg("readable", FORMAT_VERSION),
            SnapshotError::UnknownVersion { found } => Text::new(Msg::SnapshotUnknownVersion)
                .arg("found", found)
                .arg("readable", FORMAT_VERSION),
            SnapshotError::Invalid { field, at, problem } => {
                let impossible =
                    Text::new(Msg::SnapshotImpossible).arg_text("problem", problem.clone());
                let place = match at {
                    Some((line, column)) => Text::new(Msg::RonAtField)
                        .arg("line", line)
                        .arg("column", column),
                    None => Text::new(Msg::SnapshotAtField),
                };
                place.arg("field", field).arg_text("problem", impossible)
            }
        }
    }
}

/// Only the version (serde skips the other fields): asked when the full parse failed and
/// the file does not begin with its version, so that a newer file is named as such rather
/// than as garbage.
#[derive(Deserialize)]
struct VersionOnly {
    format_version: u32,
}

/// The format version where kup writes it, at the head of the file (`(\n format_version:
/// 1,`): read without parsing the rest, so that an open parses the file once. None when the
/// file does not begin so.
fn leading_version(text: &str) -> Option<u32> {
    let rest = text
        .trim_start()
        .strip_prefix('(')?
        .trim_start()
        .strip_prefix("format_version")?
        .trim_start()
        .strip_prefix(':')?
        .trim_start();
    let digits = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    rest[..digits].parse().ok()
}

/// A version this kup reads, or the error that names it.
fn readable(format_version: u32) -> Result<(), SnapshotError> {
    match format_version {
        0 => Err(SnapshotError::UnknownVersion { found: 0 }),
        found if found > FORMAT_VERSION => Err(SnapshotError::Newer { found }),
        _ => Ok(()),
    }
}

impl Snapshot {
    /// What made this snapshot, in whatever language the reader speaks.
    pub fn label(&self) -> Text {
        self.said
            .as_ref()
            .and_then(TextRecord::text)
            .unwrap_or_else(|| label_as_written(&self.label))
    }

    /// The snapshot as a kup without the journal wrote it (no journal record named).
    pub fn render(seq: u64, label: &Text, tournament: &Tournament) -> String {
        Snapshot::render_in_journal(seq, None, label, tournament)
    }

    /// The snapshot naming `journal`, the last journal record it contains.
    pub fn render_in_journal(
        seq: u64,
        journal: Option<u64>,
        label: &Text,
        tournament: &Tournament,
    ) -> String {
        Fresh::new(seq, journal, label, tournament).to_ron()
    }

    /// Whether a snapshot read other than from its RON (the cache) holds what a parse of
    /// the RON would accept: a version this kup reads and a sound tournament.
    pub(crate) fn is_sound(&self) -> bool {
        readable(self.format_version).is_ok()
            && crate::core::validate::check_integrity(&self.tournament).is_ok()
    }

    pub fn parse(text: &str) -> Result<Snapshot, SnapshotError> {
        if text.trim().is_empty() {
            return Err(SnapshotError::Empty);
        }
        let leading = leading_version(text);
        if let Some(format_version) = leading {
            readable(format_version)?;
        }
        let snapshot: Snapshot =
            ron_error::from_str(text, &ron::Options::default()).map_err(|e| {
                let named = leading
                    .is_none()
                    .then(|| ron::from_str::<VersionOnly>(text).ok())
                    .flatten();
                match named.map(|v| readable(v.format_version)) {
                    Some(Err(version)) => version,
                    _ => SnapshotError::Parse(e),
                }
            })?;
        crate::core::validate::check_integrity(&snapshot.tournament).map_err(|broken| {
            let field = format!("tournament.{}", broken.field);
            SnapshotError::Invalid {
                at: ron_error::field_position(text, &field),
                field,
                problem: broken.problem,
            }
        })?;
        // After the parse, so that a file edited by hand is told the field it got wrong
        // before the checksum it no longer matches.
        verify_check(text)?;
        Ok(snapshot)
    }

    pub fn read(path: &Path) -> Result<Snapshot, SnapshotError> {
        Snapshot::from_bytes(&read_bounded(path)?.0)
    }

    pub fn from_bytes(bytes: &[u8]) -> Result<Snapshot, SnapshotError> {
        let text = std::str::from_utf8(bytes).map_err(|_| SnapshotError::NotText)?;
        Snapshot::parse(text)
    }
}

/// The comment a snapshot ends in, before the CRC-32 of the text above it: a comment, so
/// that RON reads the file with or without it, and a file without it (written by an older
/// kup) is read unchecked.
const CHECK_PREFIX: &str = "// check: ";

/// Refuses a text whose last line is the checksum kup wrote when the text differs from what
/// kup wrote by one flipped bit: damage (a bad sector, a failing cable), which would
/// otherwise load as a rating or a letter of a name changed unseen. Any other difference is
/// an edit by hand, which the arbiter may make and which stands.
fn verify_check(text: &str) -> Result<(), SnapshotError> {
    let body = text.strip_suffix('\n').unwrap_or(text);
    let Some((above, last)) = body.rsplit_once('\n') else {
        return Ok(());
    };
    let Some(Ok(check)) = last.strip_prefix(CHECK_PREFIX).map(str::parse::<u32>) else {
        return Ok(());
    };
    let above = &text.as_bytes()[..above.len() + 1];
    match check ^ crc32fast::hash(above) {
        0 => Ok(()),
        syndrome if one_bit_apart(above.len(), syndrome) => Err(SnapshotError::Damaged),
        _ => Ok(()),
    }
}

/// Whether `syndrome` (the CRC-32 written XOR the CRC-32 of the `len` bytes read) is what
/// one flipped bit among them leaves. CRC-32 is linear: texts of one length differing in
/// bit `j` of byte `i` differ in their CRCs by the CRC (zero start, no final XOR) of byte
/// `1 << j` followed by `len - 1 - i` zero bytes; those are walked for every `i` and `j`.
/// Run only on a mismatch: some 8 register steps a byte.
fn one_bit_apart(len: usize, syndrome: u32) -> bool {
    const REFLECTED_POLY: u32 = 0xEDB8_8320;
    let step = |mut reg: u32| {
        for _ in 0..8 {
            reg = if reg & 1 == 1 {
                (reg >> 1) ^ REFLECTED_POLY
            } else {
                reg >> 1
            };
        }
        reg
    };
    let table: Vec<u32> = (0..256).map(step).collect();
    (0..8).any(|bit| {
        let mut reg = table[1 << bit];
        for _ in 0..len {
            if reg == syndrome {
                return true;
            }
            reg = (reg >> 8) ^ table[(reg & 0xff) as usize];
        }
        false
    })
}

/// A snapshot about to be written, borrowing the state: what `tournament.ron` and its cache
/// are both rendered from.
#[derive(Serialize)]
pub(crate) struct Fresh<'a> {
    format_version: u32,
    seq: u64,
    label: String,
    said: Option<TextRecord>,
    #[serde(skip_serializing_if = "Option::is_none")]
    journal: Option<u64>,
    tournament: &'a Tournament,
}

impl<'a> Fresh<'a> {
    pub fn new(seq: u64, journal: Option<u64>, label: &Text, tournament: &'a Tournament) -> Self {
        Fresh {
            format_version: FORMAT_VERSION,
            seq,
            label: label.to_string(),
            said: Some(label.into()),
            journal,
            tournament,
        }
    }

    /// The text of `tournament.ron`.
    pub fn to_ron(&self) -> String {
        let mut text = if Accelerators::current().fast_writer {
            ron_writer::to_string(self, ron_writer::LINED_DEPTH, buffers::take_text())
                .expect("a tournament always serialises")
        } else {
            let lined = ron::ser::PrettyConfig::new().depth_limit(ron_writer::LINED_DEPTH);
            ron::ser::to_string_pretty(self, lined).expect("a tournament always serialises")
        };
        text.push('\n');
        let check = crc32fast::hash(text.as_bytes());
        text.push_str(&format!("{CHECK_PREFIX}{check}\n"));
        buffers::expect_length(text.len());
        text
    }

    /// The state this snapshot is of.
    pub fn tournament(&self) -> &'a Tournament {
        self.tournament
    }

    /// This snapshot with `tournament` in place of its state (the cache writes the state
    /// without its rounds, and the rounds apart).
    pub fn over<'b>(&self, tournament: &'b Tournament) -> Fresh<'b> {
        Fresh {
            format_version: self.format_version,
            seq: self.seq,
            label: self.label.clone(),
            said: self.said.clone(),
            journal: self.journal,
            tournament,
        }
    }
}

impl SnapshotError {
    /// Whether the file was read whole and is no good snapshot: only such a file is broken
    /// (set aside by a writer, passed over by recovery). A read error says nothing about
    /// the content, and a pipe, a device or a file past the bound was never read whole.
    pub fn read_whole(&self) -> bool {
        !matches!(
            self,
            SnapshotError::Io(_) | SnapshotError::NotAFile | SnapshotError::TooLarge
        )
    }
}

/// A snapshot file opened to be read, and its length: only a regular file up to
/// [`MAX_SNAPSHOT_BYTES`], as a pipe would block and a device never end; a symbolic link is
/// not followed.
pub(crate) fn open_bounded(path: &Path) -> Result<(fs::File, u64), SnapshotError> {
    regular_within_bound(&fs::symlink_metadata(path)?)?;
    fault::read_error(path)?;
    let mut options = fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        // Checked above, but the name may be swapped for a pipe or a link before the open.
        options.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
    }
    let file = options.open(path)?;
    let meta = file.metadata()?;
    regular_within_bound(&meta)?;
    Ok((file, meta.len()))
}

/// A snapshot file's bytes and the very file read (one open, so that a rename in between
/// cannot pair one file's content with another's identity). Only a regular file up to
/// [`MAX_SNAPSHOT_BYTES`] is read: a pipe would block, a device never end; a symbolic link
/// is not followed.
pub(crate) fn read_bounded(path: &Path) -> Result<(Vec<u8>, fs::File), SnapshotError> {
    let (mut file, len) = open_bounded(path)?;
    let mut bytes = Vec::with_capacity(len as usize);
    read_within_bound(&mut file, &mut bytes)?;
    Ok((bytes, file))
}

/// Reads what is left of `file` into `bytes`, refusing it past [`MAX_SNAPSHOT_BYTES`] (a file
/// may grow after its length was checked).
pub(crate) fn read_within_bound(
    file: &mut impl Read,
    bytes: &mut Vec<u8>,
) -> Result<(), SnapshotError> {
    file.take(MAX_SNAPSHOT_BYTES + 1).read_to_end(bytes)?;
    if bytes.len() as u64 > MAX_SNAPSHOT_BYTES {
        return Err(SnapshotError::TooLarge);
    }
    Ok(())
}

fn regular_within_bound(meta: &fs::Metadata) -> Result<(), SnapshotError> {
    if !meta.is_file() {
        return Err(SnapshotError::NotAFile);
    }
    if meta.len() > MAX_SNAPSHOT_BYTES {
        return Err(SnapshotError::TooLarge);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_version_is_read_from_the_head_of_the_file() {
        assert_eq!(leading_version("(\n format_version: 1,\n seq: 4,"), Some(1));
        assert_eq!(
            leading_version("  ( format_version :17 , seq: 4)"),
            Some(17)
        );
        assert_eq!(leading_version("(seq: 4, format_version: 1)"), None);
        assert_eq!(leading_version("(format_version: x)"), None);
        assert_eq!(leading_version(""), None);
    }

    /// A file written by a newer kup is named as such wherever its version stands, even
    /// when it has fields this kup does not know.
    #[test]
    fn a_newer_format_is_named_before_its_unknown_fields() {
        for text in [
            "(format_version: 9, seq: 1, novelty: 3)",
            "(seq: 1, novelty: 3, format_version: 9)",
        ] {
            assert!(
                matches!(
                    Snapshot::parse(text),
                    Err(SnapshotError::Newer { found: 9 })
                ),
                "{text}"
            );
        }
    }

    /// A flipped bit that still parses (a digit of a rating, a letter of a name) is damage;
    /// an edit by hand of more than one bit stands, and so does a file without the check.
    #[test]
    fn one_flipped_bit_is_damage_and_an_edit_by_hand_stands() {
        let samples = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("sample-data");
        let path = std::fs::read_dir(samples)
            .unwrap()
            .map(|entry| entry.unwrap().path().join("tournament.ron"))
            .find(|path| path.exists())
            .unwrap();
        let sample = Snapshot::read(&path).unwrap();
        let text = Snapshot::render_in_journal(4, Some(4), &sample.label(), &sample.tournament);
        assert!(text.lines().last().unwrap().starts_with(CHECK_PREFIX));
        let rating = sample.tournament.teams[0].roster[0].fide_rating.unwrap();
        let written = format!("fide_rating: Some({rating})");
        assert!(text.contains(&written), "{written}");
        let flipped = rating ^ 1;
        let damaged = text.replacen(&written, &format!("fide_rating: Some({flipped})"), 1);
        assert!(matches!(
            Snapshot::parse(&damaged),
            Err(SnapshotError::Damaged)
        ));
        let edited = text.replacen(&written, "fide_rating: Some(1999)", 1);
        let read = Snapshot::parse(&edited).unwrap();
        assert_eq!(read.tournament.teams[0].roster[0].fide_rating, Some(1999));
        let unchecked = damaged.rsplit_once(CHECK_PREFIX).unwrap().0;
        assert!(Snapshot::parse(unchecked).is_ok());
        let bytes = text.as_bytes();
        let above = &bytes[..text.rfind(CHECK_PREFIX).unwrap()];
        for at in [0, 1, above.len() / 3, above.len() - 1] {
            for bit in 0..8 {
                let mut copy = above.to_vec();
                copy[at] ^= 1 << bit;
                let syndrome = crc32fast::hash(above) ^ crc32fast::hash(&copy);
                assert!(one_bit_apart(above.len(), syndrome), "byte {at}, bit {bit}");
            }
        }
    }

    /// The bundled samples, written by `ron`'s pretty writer, read back the same after
    /// the fast writer (`ron_writer.rs`) wrote them.
    #[test]
    fn every_sample_snapshot_reads_back_the_same() {
        let samples = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("sample-data");
        let mut read = 0;
        for entry in std::fs::read_dir(samples).unwrap() {
            let path = entry.unwrap().path().join("tournament.ron");
            if !path.exists() {
                continue;
            }
            let before = Snapshot::read(&path).unwrap();
            let text = Snapshot::render_in_journal(
                before.seq,
                before.journal,
                &before.label(),
                &before.tournament,
            );
            let after = Snapshot::parse(&text).unwrap();
            assert_eq!(
                ron::to_string(&after.tournament).unwrap(),
                ron::to_string(&before.tournament).unwrap(),
                "{}",
                path.display()
            );
            assert_eq!((after.seq, after.journal), (before.seq, before.journal));
            read += 1;
        }
        assert!(read >= 5, "the samples were not found");
    }
}
