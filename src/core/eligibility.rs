//! Who may play, by the rules of the regulation texts that are not about a roster's size
//! or order: the base lineup closed once the event has started (kzz-2015 čl. 6, mzz-2012
//! ¶5, hss-kadeti-2009 čl. 5). Each violation cites the regulation and its article
//! (`Regulation::cite`).

use super::lineup::team_text;
use super::model::{Team, Tournament};
use super::violation::{RuleKind, Violation};
use crate::i18n::Msg;

/// Every eligibility rule broken, team by team.
pub fn violations(t: &Tournament) -> Vec<Violation> {
    let mut found = Vec::new();
    for team in &t.teams {
        admitted_late(t, team, &mut found);
    }
    found
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
