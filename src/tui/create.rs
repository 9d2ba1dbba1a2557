//! `kup DIR` on a directory that holds no tournament: asked on the terminal, before the
//! full screen opens, whether to create one there, by which regulation (a preset, or a
//! regulation file's path) and from which day. A wrong answer is said and asked again;
//! only no answer at all (the input closed) ends kup. The event is created by the same
//! `app::create` as `kup new`.

use std::path::Path;

use chrono::{DateTime, Utc};
use chrono_tz::Tz;

use crate::app::create::{NewEvent, create, regulation_named, time_zone};
use crate::app::exit::Failure;
use crate::core::Regulation;
use crate::core::calendar::federation_zone;
use crate::core::rules::PRESETS;
use crate::i18n::{Lang, Msg, Text, format};
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
pub fn offer(dir: &Path, now: DateTime<Utc>, lang: Lang) -> Result<bool, Failure> {
    let Some(mut prompt) = Prompt::on_terminal() else {
        return Ok(false);
    };
    let yes = prompt.ask(
        &tr!(lang, Msg::CreateOffer, dir = dir.display()),
        Msg::CreateNoAnswer,
    )?;
    if !answers_yes(&yes) {
        return Ok(false);
    }
    let presets: Vec<&str> = PRESETS.iter().map(|p| p.id).collect();
    // The list on a line of its own: with the question it overran 80 columns mid-word.
    let question = tr!(lang, Msg::CreateAskPreset, presets = presets.join(", "));
    let regulation = ask_until(&mut prompt, &question, lang, |typed| match typed {
        "" => Regulation::preset(presets[0]).map_err(|e| Failure::said(e.text())),
        named => regulation_named(named),
    })?;
    // Today in the hall, which the regulation's federation places (a server's UTC date is
    // yesterday's in Zagreb until 01:00).
    let zone = federation_zone(&regulation.federation).unwrap_or(Tz::UTC);
    let today = now.with_timezone(&zone).date_naive();
    let question = tr!(lang, Msg::CreateAskDate, today = format::date(lang, today));
    let first_day = ask_until(&mut prompt, &question, lang, |typed| match typed {
        "" => Ok(today),
        typed => format::read_date(lang, typed).ok_or_else(|| {
            Failure::said(
                Text::new(Msg::DateNotRead)
                    .arg("option", lang.text(Msg::FieldDate))
                    .arg("value", typed),
            )
        }),
    })?;
    let mut new = NewEvent {
        regulation,
        name: None,
        federation: None,
        time_zone: None,
        first_day,
        later_days: None,
        days_between: None,
        swiss_pairing: None,
    };
    if time_zone(&new).is_none() {
        let question = lang.text(Msg::CliAskTimeZone);
        new.time_zone = Some(ask_until(&mut prompt, question, lang, |typed| {
            typed.parse::<Tz>().map_err(|_| {
                Failure::said(
                    Text::new(Msg::CliNotATimeZone)
                        .arg("option", lang.text(Msg::FieldTimeZone))
                        .arg("value", typed),
                )
            })
        })?);
    }
    create(dir, new)?;
    Ok(true)
}

/// Asks `question` until the answer reads (`read`), saying what is wrong with each that
/// does not; no answer at all ends the offer.
fn ask_until<T>(
    prompt: &mut Prompt,
    question: &str,
    lang: Lang,
    read: impl Fn(&str) -> Result<T, Failure>,
) -> Result<T, Failure> {
    loop {
        let typed = prompt.ask(question, Msg::CreateNoAnswer)?;
        match read(&typed) {
            Ok(value) => return Ok(value),
            Err(wrong) => prompt.say(&wrong.render(lang)),
        }
    }
}
