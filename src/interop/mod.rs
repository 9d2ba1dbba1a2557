//! Interop: the file formats the chess world already uses (FIDE TRF in and out, the FIDE
//! rating list, CSV rosters) and the printouts people read (HTML, CSV, plain text). Each
//! format's specification is cited in its module.
//!
//! The rating list and roster imports turn a local file into ordinary [`Command`]s
//! (`AddTeam`, `AddPlayer`, `EditPlayer`, `MovePlayer`) applied one by one through a
//! [`CommandSink`]. [`import_as_one_change`] runs them on a copy of the state first (the
//! ids of added teams and players are the ones the real state will give) and hands the
//! store all of them as one `Command::Import`: the import is durable, journalled and
//! undone as one change, and a refusal anywhere leaves the state untouched.

pub mod columns;
pub mod csv;
pub mod fide_list;
pub mod html;
pub mod report;
pub mod table_csv;
pub mod text;
pub mod trf;

use crate::core::lineup::fold_name;
use crate::core::{Applied, Command, Player, PlayerData, Tournament, apply};
use crate::store::{Store, StoreError};

/// Where an import sends its commands.
pub trait CommandSink {
    fn state(&self) -> &Tournament;
    /// Applies one command; the error says why it was refused.
    fn execute(&mut self, command: Command) -> Result<Applied, String>;
}

/// In memory, for tests and previews.
impl CommandSink for Tournament {
    fn state(&self) -> &Tournament {
        self
    }
    fn execute(&mut self, command: Command) -> Result<Applied, String> {
        apply(self, command).map_err(|e| e.to_string())
    }
}

/// A copy of the state that keeps every command it applied, to be replayed as one.
struct Recorder {
    state: Tournament,
    commands: Vec<Command>,
}

impl CommandSink for Recorder {
    fn state(&self) -> &Tournament {
        &self.state
    }
    fn execute(&mut self, command: Command) -> Result<Applied, String> {
        let applied = apply(&mut self.state, command.clone()).map_err(|e| e.to_string())?;
        self.commands.push(command);
        Ok(applied)
    }
}

/// Why an import changed nothing.
#[derive(Debug, thiserror::Error)]
pub enum ImportFailure {
    /// The file could not be read, or a line of it names a bad value or a refused change.
    #[error("{0}; nothing was imported")]
    File(String),
    /// The store refused or could not save the one change.
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Runs `import` (one of the importers: `fide_list::import`, `csv::import`) on a copy of
/// the state, then makes everything it changed one `Command::Import` named `source`: one
/// snapshot, one undo. An error in the file leaves the store untouched; so does a file that
/// changes nothing (no empty snapshot).
pub fn import_as_one_change<E: std::fmt::Display>(
    store: &mut Store,
    source: &str,
    import: impl FnOnce(&mut dyn CommandSink) -> Result<ImportReport, E>,
) -> Result<ImportReport, ImportFailure> {
    let mut recorder = Recorder {
        state: store.state().clone(),
        commands: Vec::new(),
    };
    let report = import(&mut recorder).map_err(|e| ImportFailure::File(e.to_string()))?;
    if !recorder.commands.is_empty() {
        store.execute(Command::Import {
            source: source.to_string(),
            commands: recorder.commands,
        })?;
    }
    Ok(report)
}

/// An input line that was not imported, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Skipped {
    /// 1-based line number in the file.
    pub line: u64,
    pub problem: String,
}

impl std::fmt::Display for Skipped {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.problem)
    }
}

/// What an import did: one line per change, the lines skipped, and what stayed as it was.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ImportReport {
    pub changes: Vec<String>,
    pub skipped: Vec<Skipped>,
    /// Players the file confirms without a change.
    pub unchanged: usize,
    /// Remarks that are not errors (players the list does not know, order not applied).
    pub notes: Vec<String>,
}

impl std::fmt::Display for ImportReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for change in &self.changes {
            writeln!(f, "{change}")?;
        }
        for note in &self.notes {
            writeln!(f, "note: {note}")?;
        }
        for skipped in &self.skipped {
            writeln!(f, "skipped {skipped}")?;
        }
        write!(
            f,
            "{} change(s), {} unchanged, {} line(s) skipped",
            self.changes.len(),
            self.unchanged,
            self.skipped.len()
        )
    }
}

/// Takes the name from another source unless it differs only by case or diacritics: the
/// FIDE list and many spreadsheets write "Saric" for "Šarić", and the spelling with the
/// diacritics is the one to keep.
pub fn take_name(data: &mut PlayerData, surname: &str, given_name: &str) {
    let full = |s: &str, g: &str| fold_name(&format!("{s}, {g}"));
    if full(surname, given_name) != full(&data.surname, &data.given_name) {
        data.surname = surname.to_string();
        data.given_name = given_name.to_string();
    }
}

/// The differences between a player and new data, in words: "FIDE rating 2100 → 2115".
pub fn describe_changes(old: &Player, new: &PlayerData) -> Vec<String> {
    let before = PlayerData::from(old);
    let mut changes = Vec::new();
    let mut field = |name: &str, a: String, b: String| {
        if a != b {
            let shown = |s: String| if s.is_empty() { "—".to_string() } else { s };
            changes.push(format!("{name} {} → {}", shown(a), shown(b)));
        }
    };
    let number = |n: Option<u16>| n.map_or(String::new(), |n| n.to_string());
    field(
        "name",
        old.full_name(),
        format!("{}, {}", new.surname, new.given_name)
            .trim_end_matches(", ")
            .to_string(),
    );
    field(
        "FIDE ID",
        before.fide_id.map_or(String::new(), |n| n.to_string()),
        new.fide_id.map_or(String::new(), |n| n.to_string()),
    );
    field(
        "FIDE rating",
        number(before.fide_rating),
        number(new.fide_rating),
    );
    field(
        "national rating",
        number(before.national_rating),
        number(new.national_rating),
    );
    field("title", before.title, new.title.clone());
    field("federation", before.federation, new.federation.clone());
    field("citizenship", before.citizenship, new.citizenship.clone());
    field(
        "born",
        before.birth_year.map_or(String::new(), |y| y.to_string()),
        new.birth_year.map_or(String::new(), |y| y.to_string()),
    );
    field(
        "registered",
        before.registered.to_string(),
        new.registered.to_string(),
    );
    changes
}
