//! Who may play, by the rules of the regulation texts that are not about a roster's size
//! or order: the base lineup closed once the event has started (kzz-2015 čl. 6, mzz-2012
//! ¶5, hss-kadeti-2009 čl. 5). Each violation cites the regulation and its article
//! (`Regulation::cite`).

use chrono::{DateTime, Days, FixedOffset, NaiveTime};

use super::calendar::{hall_zone, in_hall, in_zone};
use super::clock::scheduled_start;
use super::lineup::team_text;
use super::model::{Team, Tournament};
use super::rules::DeadlineCovers;
use super::violation::{RuleKind, Violation};
use crate::i18n::{Msg, Text};

/// Every eligibility rule broken, team by team.
pub fn violations(t: &Tournament) -> Vec<Violation> {
    let mut found = Vec::new();
    for team in &t.teams {
        admitted_late(t, team, &mut found);
        entered_after_deadline(t, team, &mut found);
    }
    found
}

/// When the rosters are due (`Regulation::roster_deadline`), on the hall's clock: so many
/// days before round 1's day, at the time the text names or at the day's end.
pub fn roster_due(t: &Tournament) -> Option<DateTime<FixedOffset>> {
    let deadline = t.regulation.roster_deadline?;
    let zone = hall_zone(t);
    let first_day = in_hall(zone, scheduled_start(t, 1)?).date_naive();
    let day = first_day.checked_sub_days(Days::new(u64::from(deadline.days_before)))?;
    let end_of_day = NaiveTime::from_hms_opt(23, 59, 59)?;
    Some(in_zone(
        zone,
        day.and_time(deadline.at.unwrap_or(end_of_day)),
    ))
}

/// Whether a player entered at `at` in position `position` (0-based) of a roster comes
/// after the roster deadline that covers him; the deadline when he does.
pub fn past_roster_deadline(
    t: &Tournament,
    position: usize,
    at: DateTime<FixedOffset>,
) -> Option<DateTime<FixedOffset>> {
    let deadline = t.regulation.roster_deadline?;
    let covered = match deadline.covers {
        DeadlineCovers::Roster => true,
        DeadlineCovers::BaseLineup => position < usize::from(t.regulation.boards),
    };
    let due = roster_due(t)?;
    (covered && at > due).then_some(due)
}

/// The rule of the roster deadline as a violation cites it.
pub fn roster_deadline_rule(t: &Tournament, due: DateTime<FixedOffset>) -> Text {
    text!(
        Msg::ViolationRosterDeadline,
        regulation = t.regulation.cite("roster_deadline")
    )
    .arg_date_time("due", due)
}

/// bpz-2025 čl. 6 "do četvrtka, 16. siječnja 2025. godine, prijaviti osnovne sastave s
/// pričuvama"; szs-pokal-2018 3), 8): the base lineup with the entry, "do 28. 5. 2018 do
/// 12.00": a player the roster took after its deadline.
fn entered_after_deadline(t: &Tournament, team: &Team, found: &mut Vec<Violation>) {
    for (position, player) in team.roster.iter().enumerate() {
        let Some(at) = player.entered else { continue };
        let Some(due) = past_roster_deadline(t, position, at) else {
            continue;
        };
        found.push(Violation {
            kind: RuleKind::RosterSize,
            rule: roster_deadline_rule(t, due),
            detail: text!(
                Msg::ViolationEnteredAfterDeadline,
                player = player.full_name()
            )
            .arg_text("team", team_text(t, team))
            .arg_date_time("at", at),
            teams: vec![team.id],
            players: vec![player.id],
        });
    }
}

/// "Osnovni sastav ne može se mijenjati ili dopunjavati tijekom natjecanja" (mzz-2012 ¶5,
/// hss-kadeti-2009 čl. 5; kzz-2015 čl. 6: "po redoslijedu koji se ne može mijenjati do
/// kraja natjecanja"): a player the chief arbiter added all the same.
fn admitted_late(t: &Tournament, team: &Team, found: &mut Vec<Violation>) {
    if !t.regulation.roster_closed {
        return;
    }
    for late in &team.admitted_late {
        let Some(player) = team.player(late.player) else {
            continue;
        };
        found.push(Violation {
            kind: RuleKind::RosterSize,
            rule: text!(
                Msg::ViolationRosterClosed,
                regulation = t.regulation.cite("roster_closed")
            ),
            detail: text!(
                Msg::ViolationAddedAfterStart,
                player = player.full_name(),
                round = late.after_round
            )
            .arg_text("team", team_text(t, team)),
            teams: vec![team.id],
            players: vec![player.id],
        });
    }
}
