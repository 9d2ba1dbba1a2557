//! The Round view's big steps, checked before they are asked for: a swap or a flip that
//! breaks an absolute criterion of the pairing (a rematch, C.04.6 C1; a forbidden pairing)
//! or seats a team with fewer players than boards waits for `y` with the problems shown;
//! `p` says why the next round cannot be paired yet instead of asking.

use ratatui::Frame;
use ratatui::layout::{Constraint, Flex, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Wrap};

use super::{Mode, RoundView, Step};
use crate::app::pair::pair_command;
use crate::core::calendar::planned_rounds;
use crate::core::{Command, Tournament, next_state};
use crate::i18n::{Lang, Msg};
use crate::scoring::{RoundOutcome, round_outcome};
use crate::tr;
use crate::tui::views::{Ctx, Paint};

impl RoundView {
    /// Runs `command` (a swap or a flip) at once when it breaks no rule it did not break
    /// before; otherwise shows what it breaks and waits for `y`.
    pub(super) fn checked_change(&mut self, command: Command, ctx: &mut Ctx) {
        let problems = match next_state(ctx.state(), command.clone()) {
            Ok((next, _)) => new_problems(ctx.state(), &next, ctx.lang),
            Err(e) => return ctx.refuse(e.render(ctx.lang)),
        };
        if problems.is_empty() {
            ctx.execute(command);
            return;
        }
        ctx.ask(tr!(
            ctx.lang,
            Msg::ConfirmPairingProblems,
            problems = problems.join("; "),
            yes = ctx.lang.text(Msg::FormYes)
        ));
        self.mode = Mode::Confirm(Step::Change { command, problems });
    }

    /// `p`: why the next round cannot be paired now, or the question whether to pair it,
    /// naming the teams the pairing would seat with fewer players than boards. The lot's
    /// seed comes from the screen's clock (the wall clock, or the fixed one of a test,
    /// which then pairs the same way every time); the pairing asked about is the one made.
    pub(super) fn ask_to_pair(&mut self, ctx: &mut Ctx) {
        let t = ctx.state();
        let round = t.paired_rounds() as u32 + 1;
        if let Some(why) = why_not_pair(t, round, ctx.lang) {
            return ctx.refuse(why);
        }
        let seed = ctx.now.timestamp_nanos_opt().unwrap_or(0) as u64;
        let paired = pair_command(t, round, seed, None).and_then(|c| next_state(t, c));
        let problems = match paired {
            Ok((next, _)) => short_teams(t, &next, ctx.lang),
            Err(e) => return ctx.refuse(e.render(ctx.lang)),
        };
        let yes = ctx.lang.text(Msg::FormYes);
        ctx.ask(match problems.is_empty() {
            true => tr!(ctx.lang, Msg::ConfirmPair, round = round, yes = yes),
            false => tr!(
                ctx.lang,
                Msg::ConfirmPairShort,
                round = round,
                problems = problems.join("; "),
                yes = yes
            ),
        });
        self.mode = Mode::Confirm(Step::Pair {
            round,
            seed,
            problems,
        });
    }
}

/// What `after` breaks that `before` did not: pairing rules (C.04.6 C1, forbidden
/// pairings, a second bye) and teams now at a match with fewer players than boards.
fn new_problems(before: &Tournament, after: &Tournament, lang: Lang) -> Vec<String> {
    let known = crate::pairing::violations(before);
    let mut found: Vec<String> = crate::pairing::violations(after)
        .into_iter()
        .filter(|v| !known.contains(v))
        .map(|v| v.render(lang))
        .collect();
    found.extend(short_teams(before, after, lang));
    found
}

/// Teams that `after` seats at a match of the newest round with fewer players than the
/// match has boards, and that `before` did not.
fn short_teams(before: &Tournament, after: &Tournament, lang: Lang) -> Vec<String> {
    let boards = usize::from(after.regulation.boards);
    let Some(index) = after.paired_rounds().checked_sub(1) else {
        return Vec::new();
    };
    // `before` may not have the round yet (a pairing by hand of the next one).
    let short = |t: &Tournament| -> Vec<_> {
        t.rounds
            .get(index)
            .map_or(&[][..], |r| r.matches.as_slice())
            .iter()
            .flat_map(|m| [m.home, m.away])
            .filter(|team| t.effective_lineup(index, *team).len() < boards)
            .collect()
    };
    let known = short(before);
    short(after)
        .into_iter()
        .filter(|team| !known.contains(team))
        .map(|team| {
            let players = after.effective_lineup(index, team).len();
            let name = after.team(team).map_or("", |x| x.name.as_str());
            tr!(
                lang,
                Msg::ProblemShortTeam,
                team = name,
                players = players,
                boards = boards
            )
        })
        .collect()
}

/// Why `p` cannot pair `round` now: no teams, every round paired, or a result missing in
/// the round before of a Swiss (the pairing depends on the scores; a round robin's
/// Berger table does not, C.05 Annex 1).
fn why_not_pair(t: &Tournament, round: u32, lang: Lang) -> Option<String> {
    if t.teams.is_empty() {
        return Some(lang.text(Msg::PairNoTeams).to_string());
    }
    let rounds = planned_rounds(t);
    if round > rounds {
        return Some(tr!(lang, Msg::PairAllPaired, rounds = rounds));
    }
    if t.is_round_robin() {
        return None;
    }
    let previous = round.checked_sub(1).filter(|r| *r > 0)?;
    t.teams
        .iter()
        .find_map(|team| match round_outcome(t, previous, team.id) {
            RoundOutcome::Pending { table, .. } => Some(tr!(
                lang,
                Msg::PairResultsMissing,
                round = round,
                previous = previous,
                table = table
            )),
            _ => None,
        })
}

/// The problems of a change waiting for `y`, in a box at the foot of the round's table, so
/// that each can be read whole before the answer.
pub(super) fn render_problems(frame: &mut Frame, area: Rect, paint: &Paint, problems: &[String]) {
    let lang = paint.lang;
    let title = tr!(
        lang,
        Msg::PairingProblemsTitle,
        yes = lang.text(Msg::FormYes)
    );
    let lines: Vec<Line> = problems
        .iter()
        .map(|p| Line::styled(format!("• {p}"), paint.theme.warning))
        .collect();
    let paragraph = Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .block(paint.block(format!(" {title} ")));
    let rows = paragraph.line_count(area.width.saturating_sub(2));
    let height = u16::try_from(rows).unwrap_or(u16::MAX).min(area.height);
    let [box_area] = Layout::vertical([Constraint::Length(height)])
        .flex(Flex::End)
        .areas(area);
    frame.render_widget(Clear, box_area);
    frame.render_widget(paragraph, box_area);
}
