//! `kup DIR` on a directory that holds no tournament: asked on the terminal, before the
//! full screen opens, whether to create one there, by which regulation and from which
//! day. The event is created by the same `app::create` as `kup new`.

use std::io::{BufRead, IsTerminal, Write};
use std::path::Path;

use chrono::{DateTime, FixedOffset, NaiveDate};

use crate::app::create::{NewEvent, create};
use crate::app::exit::Failure;
use crate::core::Regulation;
use crate::core::rules::PRESETS;
use crate::i18n::{Lang, Msg, Text};
use crate::store::{CURRENT, HISTORY_DIR};
use crate::tr;

/// Whether `dir` holds nothing of a tournament: no current file and no history (a
/// directory whose file was set aside as broken is for `kup recover`, not for a new event).
pub fn holds_no_tournament(dir: &Path) -> bool {
    !dir.join(CURRENT).exists() && !dir.join(HISTORY_DIR).exists()
}

/// Asks whether to create a tournament in `dir`; true once created, false when the
/// arbiter said no. Off a terminal nobody can answer, so nothing is created.
pub fn offer(dir: &Path, today: DateTime<FixedOffset>, lang: Lang) -> Result<bool, Failure> {
    let stdin = std::io::stdin();
    if !stdin.is_terminal() {
        return Ok(false);
    }
    let mut lines = stdin.lock().lines();
    let mut ask = |question: String| -> Result<String, Failure> {
        eprint!("{question} ");
        let _ = std::io::stderr().flush();
        match lines.next() {
            Some(Ok(line)) => Ok(line.trim().to_string()),
            _ => Err(Failure::said(Msg::CreateNoAnswer.into())),
        }
    };
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

/// Yes in every language kup speaks (d, da in Croatian and Slovenian); an empty answer
/// takes the offer.
fn answers_yes(answer: &str) -> bool {
    matches!(
        answer.to_lowercase().as_str(),
        "" | "y" | "yes" | "d" | "da"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn yes_is_said_in_every_language_and_anything_else_is_no() {
        for yes in ["", "y", "Yes", "d", "DA"] {
            assert!(answers_yes(yes), "{yes}");
        }
        for no in ["n", "ne", "no", "x"] {
            assert!(!answers_yes(no), "{no}");
        }
    }
}
