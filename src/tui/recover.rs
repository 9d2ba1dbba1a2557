//! `kup DIR` on a tournament whose `tournament.ron` was set aside as broken: asked on the
//! terminal, before the full screen opens, after saying which snapshot recovery makes
//! current and what the journal records after it (lost). Recovered by the same
//! `app::recover` as `kup recover`. An open event's file is whole by definition, so the
//! program has no key for it.

use std::path::Path;

use crate::app::exit::Failure;
use crate::app::recover;
use crate::i18n::{Lang, Msg, Text};
use crate::store::StoreError;

use super::prompt::{Prompt, answers_yes};

/// Offers recovery of `dir`, which failed to open with `error`; what was done (for the
/// status line) once recovered, `None` when the arbiter said no, nobody can answer (off a
/// terminal) or history holds nothing to restore.
pub fn offer(dir: &Path, error: &StoreError, lang: Lang) -> Result<Option<Text>, Failure> {
    let Some(plan) = recover::plan(dir, error)? else {
        return Ok(None);
    };
    let Some(mut prompt) = Prompt::on_terminal() else {
        return Ok(None);
    };
    for line in plan.lines(lang) {
        prompt.say(&line);
    }
    let answer = prompt.ask(&plan.question().render(lang), Msg::RecoverNoAnswer)?;
    if !answers_yes(&answer) {
        return Ok(None);
    }
    recover::recover(dir).map(Some)
}
