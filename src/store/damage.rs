//! What damage to the journal costs. A record whose line does not read (a flipped byte, a
//! bad sector) or that is missing is passed over, named, when the snapshot opened holds
//! it: it was confirmed and nothing of it is lost. One the snapshot does not hold is lost,
//! and named with its number and time; the tournament is refused until `kup recover` sets
//! the damaged journal aside. Only a last line with no end that no snapshot holds is a
//! record a crash cut short before it was confirmed.

use chrono::DateTime;

use super::error::{Lost, numbers};
use super::journal::{Damage, Journal};
use super::names::{CURRENT, JOURNAL_FILE};
use crate::i18n::{Msg, Text};

/// What the damage of a journal read comes to, against the snapshot that holds its records
/// up to `contained`.
#[derive(Debug, Default)]
pub(super) struct Verdict {
    /// What the arbiter is told: damage passed over, or a cut record dropped.
    pub notice: Option<Text>,
    /// The first records lost, if any are.
    pub lost: Option<Lost>,
    /// Whether the lines after the last whole record go (by the lock's holder), so that the
    /// next record starts on a line of its own: they were cut short, or the snapshot holds them.
    pub drop_tail: bool,
}

pub(super) fn judge(journal: &Journal, contained: u64) -> Verdict {
    let mut verdict = Verdict::default();
    let mut passed = Vec::new();
    for damage in &journal.damaged {
        if damage.last <= contained {
            // A gap with no damaged line is one a repair left: said when it was made.
            if damage.unread {
                passed.push(named(damage.line, damage.first, damage.last));
            }
        } else if verdict.lost.is_none() {
            verdict.lost = Some(lost(damage, damage.first.max(contained + 1), damage.last));
        }
    }
    if let Some(tail) = &journal.tail {
        let held = contained.saturating_sub(journal.last_n());
        let ends = journal.last_n() + journal.tail_records;
        if journal.tail_records > held {
            verdict.lost = verdict
                .lost
                .take()
                .or_else(|| Some(lost(tail, tail.first.max(contained + 1), ends)));
        } else {
            verdict.drop_tail = true;
            if held > 0 {
                passed.push(named(tail.line, tail.first, contained));
            } else {
                verdict.notice = Some(
                    Text::new(Msg::StoreJournalTorn)
                        .arg("file", JOURNAL_FILE)
                        .arg("bytes", journal.torn),
                );
            }
        }
    }
    if !passed.is_empty() {
        verdict.notice = Some(
            Text::new(Msg::StoreJournalPassedOver)
                .arg("file", JOURNAL_FILE)
                .arg("snapshot", CURRENT)
                .arg_list("damage", passed, ", "),
        );
    }
    verdict
}

/// Records `first` to `last` of `damage`, lost.
fn lost(damage: &Damage, first: u64, last: u64) -> Lost {
    Lost {
        line: damage.line,
        first,
        last,
        time: damage
            .time
            .as_deref()
            .and_then(|time| DateTime::parse_from_rfc3339(time).ok()),
        after: damage.after || first > damage.first,
    }
}

/// A damaged line named with the records it held.
fn named(line: usize, first: u64, last: u64) -> Text {
    if last < first {
        return Text::new(Msg::StoreJournalDamageStray).arg("line", line);
    }
    Text::new(Msg::StoreJournalDamageAt)
        .arg("line", line)
        .arg("records", numbers(first, last))
}
