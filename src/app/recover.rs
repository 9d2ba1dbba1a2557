//! Recovery: after a broken `tournament.ron` was set aside, the newest good checkpoint is
//! made current again and the journal's records after it replayed. `kup recover` runs it; `kup DIR` offers it at the door,
//! having said first which snapshot it restores and what the journal records after it,
//! which is then lost.

use std::path::Path;

use super::exit::Failure;
use crate::i18n::{Lang, Msg, Text, format};
use crate::store::audit::{self, JournalEntry};
use crate::store::{CURRENT, Filed, HISTORY_DIR, JOURNAL_FILE, Store, StoreError};

/// Whether `dir` is a tournament only recovery opens: its history is there and its
/// `tournament.ron` is not (set aside as broken, by this opening or an earlier one).
pub fn needed(dir: &Path) -> bool {
    !dir.join(CURRENT).exists() && dir.join(HISTORY_DIR).is_dir()
}

/// What recovery would do in `dir`, said before it is done.
#[derive(Debug, Clone)]
pub struct Plan {
    /// Why the tournament did not open.
    why: Text,
    restores: Filed,
    /// The audit trail's entries after the state recovery reaches (the snapshot restored
    /// and the journal's records after it): in neither, so lost.
    lost: Vec<JournalEntry>,
}

/// The plan for `dir`, which failed to open with `error`; `None` when history holds no
/// good snapshot to restore.
pub fn plan(dir: &Path, error: &StoreError) -> Result<Option<Plan>, Failure> {
    let Some(restores) = Store::recovery_candidate(dir)? else {
        return Ok(None);
    };
    let why = match error {
        StoreError::Broken {
            problem,
            set_aside: Some(aside),
            ..
        } => Text::new(Msg::RecoverWhyBroken)
            .arg("file", CURRENT)
            .arg_text("problem", problem.clone())
            .arg("aside", aside.display()),
        _ => Text::new(Msg::RecoverWhyMissing)
            .arg("dir", dir.display())
            .arg("file", CURRENT),
    };
    let lost = audit::after(dir, restores.replayed_to);
    Ok(Some(Plan {
        why,
        restores,
        lost,
    }))
}

impl Plan {
    /// The plan in `lang`, one line each: why, what is restored, what is lost.
    pub fn lines(&self, lang: Lang) -> Vec<String> {
        let what = self.restores.label.clone();
        let restores = match self.restores.filed {
            Some(at) => Text::new(Msg::RecoverRestores).arg_date_time("when", at),
            None => Text::new(Msg::RecoverRestoresUndated),
        };
        let restores = restores
            .arg("number", self.restores.seq)
            .arg_text("what", what);
        let mut lines = vec![self.why.render(lang), restores.render(lang)];
        let replayed = self.restores.replayed;
        if replayed > 0 {
            let replays = Text::new(Msg::RecoverReplays)
                .arg("count", replayed)
                .arg("number", self.restores.replayed_to);
            lines.push(replays.render(lang));
        }
        if self.lost.is_empty() {
            if replayed == 0 {
                lines.push(Text::new(Msg::RecoverNothingLost).render(lang));
            }
            return lines;
        }
        lines.push(
            Text::new(Msg::RecoverLoses)
                .arg("count", self.lost.len())
                .render(lang),
        );
        lines.extend(self.lost.iter().map(|entry| {
            let when = entry
                .at
                .map(|at| format::date_time(lang, at))
                .unwrap_or_default();
            format!("  {when}  {}", entry.summary)
        }));
        lines
    }

    /// The question that follows the plan: the snapshot recovery leaves current, the
    /// checkpoint restored with the journal's records after it.
    pub fn question(&self) -> Text {
        Text::new(Msg::RecoverAsk).arg("number", self.restores.replayed_to)
    }
}

/// Makes the newest good history snapshot of `dir` current; says which, as `kup recover`
/// and the door report it.
pub fn recover(dir: &Path) -> Result<Text, Failure> {
    let recovered = Store::recover(dir)?;
    let said = match recovered.journal_aside {
        None => Text::new(Msg::Recovered),
        Some(aside) => Text::new(Msg::RecoveredJournal)
            .arg("file", JOURNAL_FILE)
            .arg("aside", aside.display()),
    };
    Ok(said
        .arg("number", recovered.seq)
        .arg_text("what", recovered.label))
}
