//! `kup DIR` on a directory that holds no tournament: asked on the terminal, before the
//! full screen opens, whether to create one there, by which regulation and from which
//! day. The event is created by the same `app::create` as `kup new`.

use std::path::Path;

use chrono::{DateTime, FixedOffset, NaiveDate};

use crate::app::create::{NewEvent, create};
use crate::app::exit::Failure;
use crate::core::Regulation;
use crate::core::rules::PRESETS;
use crate::i18n::{Lang, Msg, Text};
use crate::store::{CURRENT, HISTORY_DIR};
use crate::tr;

use super::prompt::{Prompt, answers_yes};

/// Whether `dir` holds nothing of a tournament: no current file and no history (a
/// directory whose file was set aside as broken is offered recovery, `recover.rs`).
pub fn holds_no_tournament(dir: &Path) -> bool {
    !dir.join(CURRENT).exists() && !dir.join(HISTORY_DIR).exists()
}

/// Asks whether to create a tournament in `dir`; true once created, false when the
/// arbiter said no. Off a terminal nobody can answer, so nothing is created.
pub fn offer(dir: &Path, today: DateTime<FixedOffset>, lang: Lang) -> Result<bool, Failure> {
    let Some(mut prompt) = Prompt::on_terminal() else {
        return Ok(false);
    };
    let mut ask = |question: String| prompt.ask(&question, Msg::CreateNoAnswer);
    let yes = ask(tr!(lang, Msg::CreateOffer, dir = dir.display()))?;
    if !answers_yes(&yes) {
        return Ok(false);
    }
    let presets: Vec<&str> = PRESETS.iter().map(|p| p.id).collect();
    let preset = ask(tr!(
        lang,
        Msg::CreateAskPreset,
        presets = presets.join(", ")
    ))?;
    let preset = if preset.is_empty() {
        presets[0]
    } else {
        preset.as_str()
    };
    let regulation = Regulation::preset(preset).map_err(|e| Failure::said(e.text()))?;
    let today = today.date_naive();
    let typed = ask(tr!(
        lang,
        Msg::CreateAskDate,
        today = today.format("%Y-%m-%d")
    ))?;
    let first_day = match typed.as_str() {
        "" => today,
        typed => NaiveDate::parse_from_str(typed, "%Y-%m-%d").map_err(|_| {
            Failure::said(
                Text::new(Msg::CliNotADate)
                    .arg("option", lang.text(Msg::FieldDate))
                    .arg("value", typed),
            )
        })?,
    };
    create(
        dir,
        NewEvent {
            regulation,
            name: None,
            federation: None,
            first_day,
            later_days: None,
            days_between: None,
            swiss_pairing: None,
        },
    )?;
    Ok(true)
}
