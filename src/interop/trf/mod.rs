//! FIDE Tournament Report File (TRF) with the team records, out and in.
//!
//! Specifications: TRF-2026 (`handbook.fide.com/files/handbook/TRF26.pdf`, approved by the
//! FIDE Council 12/05/2025) and TRF16 (`fide.com/FIDE/handbook/C04Annex2_TRF16.pdf`), as
//! digested in `docs/rules/fide-trf.md`. Columns are 1-based and counted in characters
//! (see [`crate::interop::columns`]).
//!
//! What kup writes:
//! * tournament records `012`–`132`; TRF-2026 adds `142` (rounds), `172` (with national
//!   ratings), `192` (coded type, §4.6), `202`/`212` (tie-breaks, §4.7), `352` (board
//!   colours: the first-named team has White on odd boards, `WBWB`), `362` (match points,
//!   only when not 2/1/0);
//! * one `001` record per player (§4.3), numbered team by team in starting order, roster
//!   order inside a team; a round's field is the scheduled opponent, colour and result of
//!   the game, `0000 - +` for a forfeit win against an empty board, blank for a player who
//!   was not fielded; a game decided by a penalty with that result, rated (`1`, `0`)
//!   where it was played and a forfeit (`+`, `-`) where not; a result still to be played is written with opponent and colour and a
//!   blank result (in-tournament exchange);
//! * TRF-2026: NRS records (national ratings), `310` teams, `300` lineups that are not in
//!   roster order or leave a board empty, `240 Z` announced absences (GHR 3.3), `260`
//!   teams kept apart (first round, last round, team pairing numbers), `320`
//!   pairing-allocated byes, `330` forfeited matches, `299` penalties (a player's game
//!   lost, whose `001` field carries the result the penalty gave it; the loss of all
//!   match points), `802` team results per round (also
//!   the only place a match known by its score alone can be written), and `013` for
//!   readers of the transition period;
//! * TRF16: `013` teams; a team's bye is written as `0000 - U` on its base lineup.
//!
//! The importer reads both versions (and files written by Swiss-Manager and other programs,
//! which also write `0000 - -` for a player not fielded), builds the tournament through
//! [`Command`](crate::core::Command)s, and reports every line it cannot use with its line number.

mod build;
mod codes;
mod engine_input;
mod parse;
mod write;

pub use codes::{is_legacy_team_swiss, tiebreak_code, tiebreak_of_code};
pub use engine_input::individual_dutch_input;
pub use write::export;

use crate::core::Regulation;
use crate::core::model::{HalfPoints, Tournament};
use crate::core::rules::SwissPairing;
use crate::i18n::{Msg, Text};

/// Which edition of the format to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TrfVersion {
    /// TRF-2026 with the team records `310`, `300`, `320`, `330`, `240`, `802`.
    Trf2026,
    /// TRF16 (team line `013`) for older readers.
    Trf16,
}

/// A written report and what it could not express (in the reader's language when shown).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exported {
    pub text: String,
    pub warnings: Vec<Text>,
}

/// Width of the team name in records 310 (columns 9–40) and 013 (5–36).
pub const TEAM_NAME_WIDTH: usize = 32;

/// Column where round 1 starts in `001` and `132` records; each round takes 10 columns.
const FIRST_ROUND_COLUMN: usize = 92;

/// One round of a `001` record: columns 92–95 opponent, 97 colour, 99 result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Entry {
    opponent: u32,
    colour: char,
    result: char,
}

/// Points of a `001` result code under the default scoring (record 162 defaults).
fn points_of(code: char) -> HalfPoints {
    match code.to_ascii_uppercase() {
        '1' | '+' | 'W' | 'F' | 'U' => HalfPoints(2),
        '=' | 'D' | 'H' => HalfPoints(1),
        _ => HalfPoints::ZERO,
    }
}

/// `11.5`: points with one decimal, the TRF number format.
fn format_points(points: HalfPoints) -> String {
    format!("{:.1}", points.as_f64())
}

/// Something the importer reports: a line it could not use, or a decision it had to take,
/// as a catalogue text ([`Note::text`] says it with its line in the reader's language).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    /// 1-based line of the file, when the note concerns one line.
    pub line: Option<usize>,
    pub message: Text,
}

impl Note {
    /// "line 7: …", or the message alone when it concerns no one line.
    pub fn text(&self) -> Text {
        match self.line {
            Some(line) => at_line(line, self.message.clone()),
            None => self.message.clone(),
        }
    }
}

/// English, for logs and tests.
impl std::fmt::Display for Note {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.text())
    }
}

/// Why a file could not be imported at all, as a catalogue text naming the line and record
/// where it has them (its `Display` is the English).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ImportError(pub Text);

impl From<ImportError> for Text {
    fn from(e: ImportError) -> Text {
        e.0
    }
}

impl From<Msg> for ImportError {
    fn from(msg: Msg) -> ImportError {
        ImportError(msg.into())
    }
}

/// "line 7: …" in the reader's language.
fn at_line(line: usize, problem: Text) -> Text {
    Text::new(Msg::ImportAtLine)
        .arg("line", line)
        .arg_text("problem", problem)
}

/// A rating kup does not take (FIDE and national ratings are 100..3500), at `place`
/// (record, columns and field).
fn rating_out_of_range(place: Text, rating: u16) -> Text {
    Text::new(Msg::TrfRatingOutOfRange)
        .arg_text("where", place)
        .arg("rating", rating)
}

/// A tournament read from a TRF, and everything the reader has to know about how.
#[derive(Debug, Clone)]
pub struct Imported {
    pub tournament: Tournament,
    pub notes: Vec<Note>,
    /// What the file states about the standings, for `kup engine --check` to compare.
    pub stated: Stated,
}

/// The standings a file states: its tie-break descriptors and each team's record 310.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Stated {
    /// Record 212 (the whole ranking chain, §4.7), else 202 with `PTS` put first: the line
    /// and the descriptors as written.
    pub tiebreaks: Option<(usize, Vec<String>)>,
    /// Per team in starting order: the line of its record 310 and the match points, game
    /// points and rank written there (columns 55–60, 62–67, 69–71; `None` when blank).
    pub teams: Vec<StatedTeam>,
    /// Record 192 (the coded type of tournament, §4.6), upper-case.
    pub type_code: Option<String>,
    /// Record 142 (or `XXR`): the number of rounds.
    pub rounds: Option<u32>,
}

/// Record 310's standing of one team.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StatedTeam {
    pub line: usize,
    pub match_points: Option<HalfPoints>,
    pub game_points: Option<HalfPoints>,
    pub rank: Option<usize>,
}

/// Reads a TRF (TRF-2026 or TRF16, CR, LF or CRLF line ends) of a team event and builds
/// the tournament under `regulation`, whose event facts (boards from record 352, match
/// points from 362, the bye's value from 320, the colour model from 192, the number of
/// rounds from 142) are taken from the file where it states them.
pub fn import(text: &str, regulation: Regulation) -> Result<Imported, ImportError> {
    import_paired_by(text, regulation, None)
}

/// [`import`] for a caller that pairs the event by `pairing` whatever record 192 names
/// (`kup engine --system`): the regulation keeps `regulation.swiss_pairing`, and a record
/// 192 naming another system gets a note that says which one is used.
pub fn import_paired_by(
    text: &str,
    regulation: Regulation,
    pairing: Option<SwissPairing>,
) -> Result<Imported, ImportError> {
    build::build(parse::parse(text)?, regulation, pairing)
}

/// Whether a `001` round field shows the player at a board (`0000 - -` and blanks are a
/// player not fielded; a bye `U H F Z` is not a game).
fn takes_part(e: &Entry) -> bool {
    e.opponent != 0 || matches!(e.result, '1' | '0' | '=' | '+' | 'W' | 'D' | 'L')
}

fn has_data(e: &Entry) -> bool {
    e.opponent != 0 || e.result != ' '
}

/// A Swiss file without record 142: `rule` says why the number of rounds is needed
/// (`TrfRoundsRuleDutch`, `TrfRoundsRuleSwiss`).
pub fn rounds_missing(rule: Msg) -> Text {
    Text::new(Msg::TrfRoundsMissing).arg_text("rule", rule.into())
}
