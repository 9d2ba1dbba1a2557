//! A result corrected in a round whose next round is already paired. A Swiss paired that
//! round on the scores the correction changed, so the arbiter is told whose, and offered
//! what can be done: keep the pairing, or (while no result is in) discard it and pair the
//! round again. A round robin's next round does not depend on the scores (C.05 Annex 1).

use super::{Mode, RoundView, Step};
use crate::core::Tournament;
use crate::i18n::{Lang, Msg};
use crate::scoring::round_outcome;
use crate::tr;
use crate::tui::views::Ctx;

impl RoundView {
    /// After a change to a result of the round shown (`before` is the state it replaced):
    /// when the next round is paired and a team's score changed, says so after "saved".
    pub(super) fn after_correction(&mut self, before: &Tournament, ctx: &mut Ctx) {
        let t = ctx.state();
        let round = self.shown_round(t);
        let next = round + 1;
        if t.is_round_robin() || next as usize > t.paired_rounds() {
            return;
        }
        let changes = score_changes(before, t, round, ctx.lang);
        if changes.is_empty() {
            return;
        }
        let lang = ctx.lang;
        let saved = ctx.status.text.clone();
        let changes = changes.join(", ");
        if next as usize == t.paired_rounds() && !has_results(t, next) {
            ctx.ask(tr!(
                lang,
                Msg::PairedOnOldResult,
                saved = saved,
                round = next,
                changes = changes,
                yes = lang.text(Msg::FormYes)
            ));
            self.mode = Mode::Confirm(Step::Repair(next));
        } else {
            ctx.refuse(tr!(
                lang,
                Msg::PairedOnOldResultKept,
                saved = saved,
                round = next,
                changes = changes
            ));
        }
    }
}

/// Each team whose match or game points of `round` differ between `before` and `after`:
/// "ŠK Zabok 2→0 MP, 3→1 GP".
fn score_changes(before: &Tournament, after: &Tournament, round: u32, lang: Lang) -> Vec<String> {
    after
        .teams
        .iter()
        .filter_map(|team| {
            let was = round_outcome(before, round, team.id);
            let is = round_outcome(after, round, team.id);
            let changed =
                was.match_points() != is.match_points() || was.game_points() != is.game_points();
            changed.then(|| {
                tr!(
                    lang,
                    Msg::TeamScoreChange,
                    team = team.name.as_str(),
                    mp_was = was.match_points(),
                    mp = is.match_points(),
                    mp_name = lang.text(Msg::ColumnMatchPoints),
                    gp_was = was.game_points().to_string(),
                    gp = is.game_points().to_string(),
                    gp_name = lang.text(Msg::ColumnGamePoints)
                )
            })
        })
        .collect()
}

/// Whether any board or match of `round` has a result.
fn has_results(t: &Tournament, round: u32) -> bool {
    t.rounds[round as usize - 1]
        .matches
        .iter()
        .any(|m| m.score_only.is_some() || m.boards.iter().any(|b| b.result.points().is_some()))
}
