//! A file imported (a FIDE rating list refresh, a CSV roster) as one change.

use super::teams::{self, TeamNames};
use super::{Command, CommandError, perform};
use crate::core::model::Tournament;
use crate::i18n::{Msg, Text};

/// Performs the commands in order on the one copy of the state `apply` swaps in, so the
/// first refusal refuses the whole import, which is one history snapshot and one undo.
/// The refusal names the step and the file, then the rule the step broke.
pub(super) fn perform_all(
    t: &mut Tournament,
    source: String,
    commands: Vec<Command>,
) -> Result<Text, CommandError> {
    let steps = commands.len();
    // Kept while the steps add teams and players, which change no other team's name.
    let mut names: Option<TeamNames> = None;
    for (step, command) in commands.into_iter().enumerate() {
        let done = match command {
            Command::AddTeam { name, club, city } => {
                let known = names.get_or_insert_with(|| TeamNames::of(t, None));
                teams::add_among(t, known, name, club, city).map(drop)
            }
            other => {
                if !matches!(other, Command::AddPlayer { .. }) {
                    names = None;
                }
                perform(t, other).map(drop)
            }
        };
        done.map_err(|refused| {
            CommandError::new(
                refused.field,
                text!(
                    Msg::RefuseImportStep,
                    step = step + 1,
                    steps = steps,
                    source = &source
                )
                .arg_text("rule", refused.rule),
            )
        })?;
    }
    Ok(text!(Msg::DidImport, source = source, changes = steps))
}
