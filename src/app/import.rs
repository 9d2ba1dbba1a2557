//! Filling a tournament from a FIDE rating list or a CSV roster. The importers turn the
//! file into ordinary [`Command`]s; [`import_as_one_change`] runs them on a copy of the
//! state first (the ids of added teams and players are the ones the real state will give)
//! and hands the store all of them as one `Command::Import`: the import is durable,
//! journalled and undone as one change, and a refusal anywhere leaves the state untouched.

use std::path::Path;

use crate::core::{Applied, Command, CommandError, Tournament, apply};
use crate::i18n::{Lang, Msg, Text};
use crate::interop::{CommandSink, ImportReport, csv, fide_list};
use crate::store::{Store, StoreError};

/// A copy of the state that keeps every command it applied, to be replayed as one.
struct Recorder {
    state: Tournament,
    commands: Vec<Command>,
}

impl CommandSink for Recorder {
    fn state(&self) -> &Tournament {
        &self.state
    }
    fn execute(&mut self, command: Command) -> Result<Applied, CommandError> {
        let applied = apply(&mut self.state, command.clone())?;
        self.commands.push(command);
        Ok(applied)
    }
}

/// Why an import changed nothing.
#[derive(Debug, thiserror::Error)]
pub enum ImportFailure {
    /// The file could not be read, or a line of it names a bad value or a refused change.
    #[error("{0}; nothing was imported")]
    File(Text),
    /// The store refused or could not save the one change.
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl ImportFailure {
    /// Why, in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        match self {
            ImportFailure::File(problem) => Text::new(Msg::ImportNothingImported)
                .arg_text("problem", problem.clone())
                .render(lang),
            ImportFailure::Store(e) => e.render(lang),
        }
    }
}

/// Runs `import` (one of the importers: `fide_list::import`, `csv::import`) on a copy of
/// the state, then makes everything it changed one `Command::Import` named `source`: one
/// snapshot, one undo. An error in the file leaves the store untouched; so does a file that
/// changes nothing (no empty snapshot).
pub fn import_as_one_change<E: Into<Text>>(
    store: &mut Store,
    source: &str,
    import: impl FnOnce(&mut dyn CommandSink) -> Result<ImportReport, E>,
) -> Result<ImportReport, ImportFailure> {
    let mut recorder = Recorder {
        state: store.state().clone(),
        commands: Vec::new(),
    };
    let report = import(&mut recorder).map_err(|e| ImportFailure::File(e.into()))?;
    if !recorder.commands.is_empty() {
        store.execute(Command::Import {
            source: source.to_string(),
            commands: recorder.commands,
        })?;
    }
    Ok(report)
}

/// The files that fill a tournament's rosters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RosterFile {
    /// A FIDE rating list (TXT or XML): refreshes the players it knows by FIDE ID.
    FideList,
    /// A CSV roster: adds or updates teams and players.
    RosterCsv,
}

/// Imports the file at `path` as one change named after it (`kup import` and the Rosters
/// tab): one undo takes it back.
pub fn import_roster_file(
    store: &mut Store,
    kind: RosterFile,
    path: &Path,
) -> Result<ImportReport, ImportFailure> {
    let source = path.display().to_string();
    match kind {
        RosterFile::FideList => {
            import_as_one_change(store, &source, |sink| fide_list::import(sink, path))
        }
        RosterFile::RosterCsv => {
            import_as_one_change(store, &source, |sink| csv::import(sink, path))
        }
    }
}
