//! A file imported (a FIDE rating list refresh, a CSV roster) as one change.

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
    for (step, command) in commands.into_iter().enumerate() {
        perform(t, command).map_err(|refused| {
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
