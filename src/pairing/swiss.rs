//! The FIDE Swiss Team Pairing System, C.04.6 (2026 edition), following the implementable
//! reading of `docs/rules/fide-c04-6.md#algorithm` and kup's readings (`#readings`):
//! the pairing-allocated bye first (art. 3.4), then bracket by bracket from the top
//! scoregroup, completed with upfloaters only (art. 3.5), each bracket paired by the first
//! pairing in identifier order that minimises C8, C9, C10 (art. 3.6), colours last (art. 4).
//!
//! Everything the text describes as an enumeration in lexicographic order is computed with
//! matchings (register A11): a pairing's feasibility is a perfect matching, the least
//! C8/C9/C10 cost a minimum-cost perfect matching, and the first pairing in identifier order
//! of that cost is built member by member, each choice kept only if a completion of that
//! cost still exists. This gives the pairing the text selects, in polynomial time.

use crate::core::rules::ColourPreferences;
use crate::core::{Colour, TeamId, Tournament};
use crate::i18n::{Msg, Text};

use super::history::{TeamHistory, histories};
use super::matching::{has_perfect_matching, min_cost_perfect_matching};

/// Sets of upfloaters of one score profile examined before the best found so far is taken;
/// the explanation then says so, and the pairing may not be the text's. A bracket that needs
/// one upfloater examines at most one set per team of a score level, so below 4,001 teams
/// only a bracket needing two or more (its scoregroup cannot pair among itself) whose
/// candidate sets nearly all break C6 or C7 or leave no legal pairing can reach it. How often
/// generated events reach it: `docs/figures.md#upfloater-cap`.
const MAX_SETS_PER_BRACKET: usize = 4000;

/// A team's colour preference (C.04.6 1.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Preference {
    None,
    /// Type B mild preference (1.7.2).
    Mild(Colour),
    /// Type A preference (1.7.1), or Type B strong preference.
    Strong(Colour),
}

impl Preference {
    pub fn colour(self) -> Option<Colour> {
        match self {
            Preference::None => None,
            Preference::Mild(c) | Preference::Strong(c) => Some(c),
        }
    }
}

fn opposite(c: Colour) -> Colour {
    match c {
        Colour::White => Colour::Black,
        Colour::Black => Colour::White,
    }
}

/// The colour preference of a team (C.04.6 1.7; Type B in the last round per register A1:
/// the strong condition is tested first).
pub fn preference(h: &TeamHistory, model: ColourPreferences, last_round: bool) -> Preference {
    if model == ColourPreferences::None || h.colours.is_empty() {
        return Preference::None;
    }
    let cd = h.colour_difference();
    let last_two_same =
        |c: Colour| h.colours.len() >= 2 && h.colours.iter().rev().take(2).all(|x| *x == c);
    // 1.7.1 (Type A = Type B strong).
    if cd < -1 || ((cd == 0 || cd == -1) && last_two_same(Colour::Black)) {
        return Preference::Strong(Colour::White);
    }
    if cd > 1 || ((cd == 0 || cd == 1) && last_two_same(Colour::White)) {
        return Preference::Strong(Colour::Black);
    }
    if model == ColourPreferences::TypeA {
        return Preference::None;
    }
    // 1.7.2 mild: CD ±1, or CD 0 outside the last round alternating from the last match.
    let last = *h.colours.last().expect("not empty");
    match cd {
        -1 => Preference::Mild(Colour::White),
        1 => Preference::Mild(Colour::Black),
        0 if !last_round => Preference::Mild(opposite(last)),
        _ => Preference::None,
    }
}

/// What the pairing of a round decided, for `kup pair --explain`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Explanation {
    /// One line each, rendered in the reader's language by whoever shows them.
    pub lines: Vec<Text>,
}

/// The outcome of a Swiss pairing: matches (first-named = White on board 1) in table
/// order, the bye, and the explanation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SwissPairing {
    pub matches: Vec<(TeamId, TeamId)>,
    pub bye: Option<TeamId>,
    pub explanation: Explanation,
}

/// Everything fixed for one round.
struct Round<'a> {
    teams: Vec<&'a TeamHistory>,
    prefs: Vec<Preference>,
    /// `forbidden[a][b]`: the two have met (C1) or the organiser keeps them apart (TRF-2026
    /// record 260, absolute like C1: C.04.6 art. 2.1).
    forbidden: Vec<Vec<bool>>,
    colours: ColourRules,
    /// C7 and C10 do not apply in the last two rounds (C.04.6 2.3.4, 2.3.7).
    floats_count: bool,
}

/// What decides a match's colours besides the two teams' histories (C.04.6 art. 4).
#[derive(Debug, Clone, Copy)]
pub struct ColourRules {
    /// The colour preference model (1.7).
    pub model: ColourPreferences,
    /// The initial-colour (4.1).
    pub initial: Colour,
    /// Whether the secondary score chooses the first-team when the scores are equal (4.2.2).
    pub first_team_by_secondary: bool,
}

impl Round<'_> {
    fn tpn(&self, a: usize) -> usize {
        self.teams[a].tpn
    }
    fn score(&self, a: usize) -> u32 {
        self.teams[a].score
    }
    fn can_meet(&self, a: usize, b: usize) -> bool {
        !self.forbidden[a][b]
    }
    /// Whether `set` can be paired completely without a rematch or a forbidden pairing
    /// (C1 / C3).
    fn pairable(&self, set: &[usize]) -> bool {
        has_perfect_matching(set.len(), |x, y| self.can_meet(set[x], set[y]))
    }
    fn name(&self, a: usize) -> String {
        self.tpn(a).to_string()
    }
}

/// Pairs round `round` of a Swiss: `present` are the teams to pair (GHR 3.2/3.3: not
/// withdrawn, not absent, entered), `total_rounds` the declared number of rounds (C.04.1
/// art. 1), `initial` the initial-colour (4.1).
pub fn pair_swiss(
    t: &Tournament,
    round: u32,
    present: &[TeamId],
    total_rounds: u32,
    initial: Colour,
) -> Result<SwissPairing, Text> {
    let all = histories(t, round);
    let teams: Vec<&TeamHistory> = all.iter().filter(|h| present.contains(&h.id)).collect();
    let model = t.regulation.colour_preferences;
    let last_round = round >= total_rounds;
    let n = teams.len();
    let forbidden = (0..n)
        .map(|a| {
            (0..n)
                .map(|b| {
                    a == b
                        || teams[a].has_met(teams[b].id)
                        || t.kept_apart(round, teams[a].id, teams[b].id)
                })
                .collect()
        })
        .collect();
    let ctx = Round {
        prefs: teams
            .iter()
            .map(|h| preference(h, model, last_round))
            .collect(),
        teams,
        forbidden,
        colours: ColourRules {
            model,
            initial,
            first_team_by_secondary: t.regulation.first_team_by_secondary_score,
        },
        floats_count: round + 1 < total_rounds,
    };
    let mut explanation = Explanation::default();
    let everyone: Vec<usize> = (0..n).collect();

    // Art. 3.4: the bye first.
    let bye = if n % 2 == 1 {
        let bye = choose_bye(&ctx, &everyone).ok_or(Msg::RefuseNoLegalBye)?;
        explanation.lines.push(
            Text::new(Msg::PairingWhyBye)
                .arg("team", ctx.name(bye))
                .arg_text("score", score_text(t, ctx.score(bye)))
                .arg("played", ctx.teams[bye].colours.len()),
        );
        Some(bye)
    } else {
        None
    };
    let mut remaining: Vec<usize> = everyone.into_iter().filter(|&a| Some(a) != bye).collect();
    if !ctx.pairable(&remaining) {
        return Err(Msg::RefuseNoLegalPairing.into());
    }
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    while !remaining.is_empty() {
        let (bracket_pairs, lines) = pair_next_bracket(t, &ctx, &remaining)?;
        explanation.lines.extend(lines);
        for &(a, b) in &bracket_pairs {
            remaining.retain(|&x| x != a && x != b);
        }
        pairs.extend(bracket_pairs);
    }

    // Art. 4: colours; then the table order of GHR 3.6.
    let mut matches: Vec<(usize, usize, Msg)> = pairs
        .iter()
        .map(|&(a, b)| allocate_colours(&ctx, a, b))
        .collect();
    let rank = |a: usize| (std::cmp::Reverse(ctx.score(a)), ctx.tpn(a));
    matches.sort_by_key(|&(w, b, _)| {
        let higher = rank(w).min(rank(b));
        (
            higher.0,
            std::cmp::Reverse(ctx.score(w) + ctx.score(b)),
            higher.1,
        )
    });
    for &(w, b, rule) in &matches {
        explanation.lines.push(
            Text::new(Msg::PairingWhyColours)
                .arg("white", ctx.name(w))
                .arg("black", ctx.name(b))
                .arg_text("rule", rule.into()),
        );
    }
    Ok(SwissPairing {
        matches: matches
            .iter()
            .map(|&(w, b, _)| (ctx.teams[w].id, ctx.teams[b].id))
            .collect(),
        bye: bye.map(|b| ctx.teams[b].id),
        explanation,
    })
}

fn score_text(t: &Tournament, score: u32) -> Text {
    match t.regulation.primary_score {
        crate::core::rules::PrimaryScore::MatchPoints => {
            Text::new(Msg::PairingScoreMatchPoints).arg("score", score)
        }
        crate::core::rules::PrimaryScore::GamePoints => {
            Text::new(Msg::PairingScoreGamePoints).arg("score", crate::core::HalfPoints(score))
        }
    }
}

/// C.04.6 3.4: among the teams allowed by C2, by lowest score, most matches played
/// (register A5: played over the board), largest TPN, the first whose bye leaves a legal
/// pairing of all the others (3.4.1).
fn choose_bye(ctx: &Round, teams: &[usize]) -> Option<usize> {
    let mut candidates: Vec<usize> = teams
        .iter()
        .copied()
        .filter(|&a| !ctx.teams[a].bye_barred)
        .collect();
    candidates.sort_by_key(|&a| {
        (
            ctx.score(a),
            std::cmp::Reverse(ctx.teams[a].colours.len()),
            std::cmp::Reverse(ctx.tpn(a)),
        )
    });
    candidates.into_iter().find(|&c| {
        let rest: Vec<usize> = teams.iter().copied().filter(|&a| a != c).collect();
        ctx.pairable(&rest)
    })
}

/// The pairs of a bracket (indices of the round) and the lines that explain them.
type PairedBracket = (Vec<(usize, usize)>, Vec<Text>);

/// Chooses the upfloaters for the top scoregroup of `remaining` (art. 3.5) and pairs the
/// bracket (art. 3.6).
fn pair_next_bracket(
    t: &Tournament,
    ctx: &Round,
    remaining: &[usize],
) -> Result<PairedBracket, Text> {
    let top = remaining
        .iter()
        .map(|&a| ctx.score(a))
        .max()
        .expect("not empty");
    let mut residents: Vec<usize> = remaining
        .iter()
        .copied()
        .filter(|&a| ctx.score(a) == top)
        .collect();
    residents.sort_by_key(|&a| ctx.tpn(a));
    // Potential upfloaters by score level, highest first, each level in TPN order (3.5.3).
    let mut levels: Vec<(u32, Vec<usize>)> = Vec::new();
    let mut lower: Vec<usize> = remaining
        .iter()
        .copied()
        .filter(|&a| ctx.score(a) < top)
        .collect();
    lower.sort_by_key(|&a| (std::cmp::Reverse(ctx.score(a)), ctx.tpn(a)));
    for &a in &lower {
        match levels.last_mut() {
            Some((s, members)) if *s == ctx.score(a) => members.push(a),
            _ => levels.push((ctx.score(a), vec![a])),
        }
    }
    let following_score = levels.first().map(|(s, _)| *s);
    let mut lines = vec![
        Text::new(Msg::PairingWhyScoregroup)
            .arg_text("score", score_text(t, top))
            .arg("teams", list(ctx, &residents)),
    ];

    // C4: the fewest upfloaters; C5: the best scores; then C6, C7 and the 3.5.4 order.
    let mut k = residents.len() % 2;
    while k <= lower.len() {
        for profile in profiles(&levels, k) {
            let mut best: Option<((bool, usize, usize), Vec<usize>)> = None;
            let mut index = 0;
            let mut capped = false;
            for_each_set(&levels, &profile, &mut |set: &[usize]| {
                index += 1;
                if index > MAX_SETS_PER_BRACKET {
                    capped = true;
                    return false;
                }
                let mut bracket: Vec<usize> = residents.iter().chain(set).copied().collect();
                bracket.sort_by_key(|&a| ctx.tpn(a));
                let rest: Vec<usize> = remaining
                    .iter()
                    .copied()
                    .filter(|a| !bracket.contains(a))
                    .collect();
                if !ctx.pairable(&bracket) || !ctx.pairable(&rest) {
                    return true;
                }
                let c6_broken = !c6_holds(ctx, &rest, following_score);
                let c7 = if ctx.floats_count {
                    set.iter()
                        .filter(|&&a| ctx.teams[a].floated_last_round)
                        .count()
                } else {
                    0
                };
                let key = (c6_broken, c7, index);
                if best.as_ref().is_none_or(|(b, _)| key < *b) {
                    best = Some((key, set.to_vec()));
                }
                // Nothing later in the order can beat a set that breaks neither.
                key.0 || key.1 > 0
            });
            let Some(((c6_broken, c7, index), set)) = best else {
                continue;
            };
            if !set.is_empty() {
                lines.push(upfloater_reason(t, ctx, &residents, &set, k));
                if index > 1 {
                    let mut more: Vec<Text> = Vec::new();
                    if !c6_broken {
                        more.push(Msg::PairingWhyPassedOverC6.into());
                    }
                    if ctx.floats_count {
                        more.push(Msg::PairingWhyPassedOverC7.into());
                    }
                    lines.push(Text::new(Msg::PairingWhyPassedOver).arg_list("more", more, ""));
                }
                if c6_broken {
                    lines.push(Msg::PairingWhyC6.into());
                }
                if c7 > 0 {
                    lines.push(Text::new(Msg::PairingWhyC7).arg("count", c7));
                }
            }
            if capped {
                lines.push(Text::new(Msg::PairingWhySetsCapped).arg("count", MAX_SETS_PER_BRACKET));
            }
            let mut bracket: Vec<usize> = residents.iter().chain(&set).copied().collect();
            bracket.sort_by_key(|&a| ctx.tpn(a));
            let (pairs, cost_lines) = pair_bracket(ctx, &bracket);
            lines.extend(cost_lines);
            return Ok((pairs, lines));
        }
        k += 2;
    }
    Err(Text::new(Msg::RefuseNoLegalPairingInGroup).arg_text("score", score_text(t, top)))
}

fn list(ctx: &Round, teams: &[usize]) -> String {
    teams
        .iter()
        .map(|&a| ctx.name(a))
        .collect::<Vec<_>>()
        .join(", ")
}

fn upfloater_reason(
    t: &Tournament,
    ctx: &Round,
    residents: &[usize],
    set: &[usize],
    k: usize,
) -> Text {
    let why = if k == residents.len() % 2 {
        Msg::PairingWhyOddGroup.into()
    } else {
        Text::new(Msg::PairingWhyMoreUpfloaters).arg("count", k)
    };
    let named: Vec<Text> = set
        .iter()
        .map(|&a| {
            Text::new(Msg::PairingWhyTeamScore)
                .arg("team", ctx.name(a))
                .arg_text("score", score_text(t, ctx.score(a)))
        })
        .collect();
    Text::new(Msg::PairingWhyUpfloaters)
        .arg_list("teams", named, ", ")
        .arg_text("why", why)
}

/// C6 (reading A6(a), binary): the scoregroup following the residents, if not emptied by
/// the upfloaters, can be paired with the fewest upfloaters its parity allows, and the
/// rest stays pairable.
fn c6_holds(ctx: &Round, rest: &[usize], following_score: Option<u32>) -> bool {
    let Some(score) = following_score else {
        return true;
    };
    let group: Vec<usize> = rest
        .iter()
        .copied()
        .filter(|&a| ctx.score(a) == score)
        .collect();
    if group.is_empty() {
        return true;
    }
    let others: Vec<usize> = rest
        .iter()
        .copied()
        .filter(|&a| ctx.score(a) != score)
        .collect();
    if group.len().is_multiple_of(2) {
        return ctx.pairable(&group) && ctx.pairable(&others);
    }
    others.iter().any(|&u| {
        let with: Vec<usize> = group.iter().copied().chain([u]).collect();
        let without: Vec<usize> = others.iter().copied().filter(|&a| a != u).collect();
        ctx.pairable(&with) && ctx.pairable(&without)
    })
}

/// Score profiles of `k` upfloaters as counts per level, best first by C5: the scores taken
/// in ascending order, larger first.
fn profiles(levels: &[(u32, Vec<usize>)], k: usize) -> Vec<Vec<usize>> {
    fn go(
        levels: &[(u32, Vec<usize>)],
        i: usize,
        left: usize,
        counts: &mut Vec<usize>,
        out: &mut Vec<Vec<usize>>,
    ) {
        if left == 0 {
            let mut full = counts.clone();
            full.resize(levels.len(), 0);
            out.push(full);
            return;
        }
        if i == levels.len() {
            return;
        }
        for take in (0..=left.min(levels[i].1.len())).rev() {
            counts.push(take);
            go(levels, i + 1, left - take, counts, out);
            counts.pop();
        }
    }
    let mut out = Vec::new();
    go(levels, 0, k, &mut Vec::new(), &mut out);
    let ascending = |counts: &Vec<usize>| -> Vec<u32> {
        let mut scores: Vec<u32> = counts
            .iter()
            .zip(levels)
            .flat_map(|(&c, (s, _))| std::iter::repeat_n(*s, c))
            .collect();
        scores.sort_unstable();
        scores
    };
    out.sort_by_key(|c| std::cmp::Reverse(ascending(c)));
    out
}

/// Calls `visit` with every set of the profile in the order of 3.5.4 (levels highest
/// first, combinations within a level in TPN order) until it returns false.
fn for_each_set(
    levels: &[(u32, Vec<usize>)],
    profile: &[usize],
    visit: &mut dyn FnMut(&[usize]) -> bool,
) {
    fn level(
        levels: &[(u32, Vec<usize>)],
        profile: &[usize],
        l: usize,
        chosen: &mut Vec<usize>,
        visit: &mut dyn FnMut(&[usize]) -> bool,
    ) -> bool {
        if l == levels.len() {
            return visit(chosen);
        }
        combine(levels, profile, l, 0, profile[l], chosen, visit)
    }
    fn combine(
        levels: &[(u32, Vec<usize>)],
        profile: &[usize],
        l: usize,
        from: usize,
        left: usize,
        chosen: &mut Vec<usize>,
        visit: &mut dyn FnMut(&[usize]) -> bool,
    ) -> bool {
        if left == 0 {
            return level(levels, profile, l + 1, chosen, visit);
        }
        let members = &levels[l].1;
        let last_start = members.len().saturating_sub(left);
        for (i, &member) in members.iter().enumerate().take(last_start + 1).skip(from) {
            chosen.push(member);
            let go_on = combine(levels, profile, l, i + 1, left - 1, chosen, visit);
            chosen.pop();
            if !go_on {
                return false;
            }
        }
        true
    }
    level(levels, profile, 0, &mut Vec::new(), visit);
}

/// Pairs one bracket (art. 3.6): the first pairing in identifier order among those of least
/// (C8, C9, C10) cost. `bracket` is in TPN order, so a smaller index is the top member.
fn pair_bracket(ctx: &Round, bracket: &[usize]) -> (Vec<(usize, usize)>, Vec<Text>) {
    let m = bracket.len();
    let weight = (m / 2 + 1) as i64;
    let criteria = |x: usize, y: usize| -> (i64, i64, i64) {
        let (a, b) = (bracket[x], bracket[y]);
        let (pa, pb) = (ctx.prefs[a], ctx.prefs[b]);
        let same = pa.colour().is_some() && pa.colour() == pb.colour();
        let c8 = i64::from(same);
        let c9 = i64::from(
            ctx.colours.model == ColourPreferences::TypeB
                && same
                && matches!(pa, Preference::Strong(_))
                && matches!(pb, Preference::Strong(_)),
        );
        // C10: the opponent of an upfloater (the higher-scored member) floated last round.
        let c10 = if ctx.floats_count && ctx.score(a) != ctx.score(b) {
            let higher = if ctx.score(a) > ctx.score(b) { a } else { b };
            i64::from(ctx.teams[higher].floated_last_round)
        } else {
            0
        };
        (c8, c9, c10)
    };
    let cost = |x: usize, y: usize| -> Option<i64> {
        ctx.can_meet(bracket[x], bracket[y]).then(|| {
            let (c8, c9, c10) = criteria(x, y);
            (c8 * weight + c9) * weight + c10
        })
    };
    let (_, least) = min_cost_perfect_matching(m, cost).expect("the bracket was checked pairable");

    // Whether the vertices `alive` can be completed at cost `budget`, with `allowed`.
    let completes =
        |alive: &[usize], budget: i64, allowed: &dyn Fn(usize, usize) -> bool| -> bool {
            let sub = |x: usize, y: usize| {
                let (a, b) = (alive[x], alive[y]);
                if allowed(a, b) { cost(a, b) } else { None }
            };
            if budget == 0 {
                has_perfect_matching(alive.len(), |x, y| sub(x, y) == Some(0))
            } else {
                min_cost_perfect_matching(alive.len(), sub).is_some_and(|(_, c)| c == budget)
            }
        };
    #[derive(Clone, Copy, PartialEq)]
    enum Role {
        Open,
        Top,
        Bottom,
    }
    let mut role = vec![Role::Open; m];
    let all: Vec<usize> = (0..m).collect();
    // 3.6.2: the identifier starts with the top members in ascending order, so the
    // smallest set of top members comes first.
    for x in 0..m {
        role[x] = Role::Top;
        let fits = |a: usize, b: usize| {
            let (lo, hi) = (a.min(b), a.max(b));
            role[lo] != Role::Bottom && role[hi] != Role::Top
        };
        if !completes(&all, least, &fits) {
            role[x] = Role::Bottom;
        }
    }
    // Then the bottom members in the order of their top members, each the smallest left.
    let mut alive = all.clone();
    let mut budget = least;
    let mut pairs = Vec::new();
    let tops: Vec<usize> = (0..m).filter(|&x| role[x] == Role::Top).collect();
    let fits = |a: usize, b: usize| {
        let (lo, hi) = (a.min(b), a.max(b));
        role[lo] == Role::Top && role[hi] == Role::Bottom
    };
    for top in tops {
        let partner = alive
            .iter()
            .copied()
            .filter(|&y| y > top && role[y] == Role::Bottom)
            .find(|&y| {
                let Some(c) = cost(top, y) else { return false };
                if c > budget {
                    return false;
                }
                let rest: Vec<usize> = alive
                    .iter()
                    .copied()
                    .filter(|&z| z != top && z != y)
                    .collect();
                completes(&rest, budget - c, &fits)
            })
            .expect("a completion of least cost exists");
        budget -= cost(top, partner).expect("allowed");
        alive.retain(|&z| z != top && z != partner);
        pairs.push((bracket[top], bracket[partner]));
    }
    let lines = explain_bracket(ctx, bracket, &pairs, &criteria);
    (pairs, lines)
}

/// What the reader is told about a bracket's pairs: the pairs and their identifier (3.6),
/// the criteria C8 to C10 the least cost still breaks, and, when none is broken, that the
/// pairs are not simply the top half against the bottom half.
fn explain_bracket(
    ctx: &Round,
    bracket: &[usize],
    pairs: &[(usize, usize)],
    criteria: &dyn Fn(usize, usize) -> (i64, i64, i64),
) -> Vec<Text> {
    let m = bracket.len();
    let mut lines = Vec::new();
    let identifier: Vec<String> = pairs
        .iter()
        .map(|&(a, _)| ctx.name(a))
        .chain(pairs.iter().map(|&(_, b)| ctx.name(b)))
        .collect();
    lines.push(
        Text::new(Msg::PairingWhyPairs)
            .arg(
                "pairs",
                pairs
                    .iter()
                    .map(|&(a, b)| format!("{}-{}", ctx.name(a), ctx.name(b)))
                    .collect::<Vec<_>>()
                    .join(", "),
            )
            .arg("identifier", identifier.join(" ")),
    );
    let (c8, c9, c10) = {
        let index = |a: usize| bracket.iter().position(|&z| z == a).expect("in bracket");
        pairs.iter().fold((0, 0, 0), |acc, &(a, b)| {
            let c = criteria(index(a), index(b));
            (acc.0 + c.0, acc.1 + c.1, acc.2 + c.2)
        })
    };
    if c8 > 0 {
        lines.push(
            Text::new(Msg::PairingWhyC8)
                .arg("teams", c8 * 2)
                .arg("pairs", c8),
        );
    }
    if c9 > 0 {
        lines.push(Text::new(Msg::PairingWhyC9).arg("count", c9));
    }
    if c10 > 0 {
        lines.push(Text::new(Msg::PairingWhyC10).arg("count", c10));
    }
    if c8 + c9 + c10 == 0
        && !pairs.is_empty()
        && pairs
            .iter()
            .enumerate()
            .any(|(i, &(a, b))| a != bracket[i] || b != bracket[i + m / 2])
    {
        lines.push(Msg::PairingWhyNotTopHalf.into());
    }
    lines
}

/// Colour allocation of C.04.6 art. 4.3 for the pair `a`, `b`: (White, Black, the rule).
fn allocate_colours(ctx: &Round, a: usize, b: usize) -> (usize, usize, Msg) {
    let (a_white, rule) = allocate(
        (ctx.teams[a], ctx.prefs[a]),
        (ctx.teams[b], ctx.prefs[b]),
        ctx.colours,
    );
    if a_white { (a, b, rule) } else { (b, a, rule) }
}

/// Colour allocation of C.04.6 art. 4 for two teams paired with each other, each with its
/// colour preference (1.7): whether the first of them gets White on board 1, and the rule
/// of 4.3 that decided.
pub fn allocate(
    a: (&TeamHistory, Preference),
    b: (&TeamHistory, Preference),
    rules: ColourRules,
) -> (bool, Msg) {
    let ColourRules { model, initial, .. } = rules;
    // 4.2: the first-team has the higher score, then the higher secondary score unless the
    // regulation says not to use it, then the smaller TPN.
    let secondary = |h: &TeamHistory| {
        if rules.first_team_by_secondary {
            h.secondary
        } else {
            0
        }
    };
    let key = |h: &TeamHistory| {
        (
            std::cmp::Reverse(h.score),
            std::cmp::Reverse(secondary(h)),
            h.tpn,
        )
    };
    let a_first = key(a.0) <= key(b.0);
    let ((hf, pf), (ho, po)) = if a_first { (a, b) } else { (b, a) };
    // Whether the first-team gets White, turned into whether `a` does.
    let first_white = |white: bool, rule: Msg| (white == a_first, rule);
    let first_gets = |colour: Colour, rule: Msg| first_white(colour == Colour::White, rule);
    let other_gets = |colour: Colour, rule: Msg| first_white(colour == Colour::Black, rule);
    if hf.colours.is_empty() && ho.colours.is_empty() {
        let colour = if hf.tpn % 2 == 1 {
            initial
        } else {
            opposite(initial)
        };
        return first_gets(colour, Msg::ColourRuleInitial);
    }
    match (pf.colour(), po.colour()) {
        (Some(c), None) => return first_gets(c, Msg::ColourRuleOnlyOne),
        (None, Some(c)) => return other_gets(c, Msg::ColourRuleOnlyOne),
        (Some(cf), Some(co)) if cf != co => {
            return first_gets(cf, Msg::ColourRuleOpposite);
        }
        _ => {}
    }
    if model == ColourPreferences::TypeB {
        match (pf, po) {
            (Preference::Strong(c), Preference::Mild(_)) => {
                return first_gets(c, Msg::ColourRuleStrong);
            }
            (Preference::Mild(_), Preference::Strong(c)) => {
                return other_gets(c, Msg::ColourRuleStrong);
            }
            _ => {}
        }
    }
    let (cdf, cdo) = (hf.colour_difference(), ho.colour_difference());
    if cdf != cdo {
        return first_white(cdf < cdo, Msg::ColourRuleDifference);
    }
    // 4.3.6 on the squeezed sequences (GHR 3.4, register A12), from the most recent.
    for (cf, co) in hf.colours.iter().rev().zip(ho.colours.iter().rev()) {
        if cf != co {
            return first_white(*cf == Colour::Black, Msg::ColourRuleAlternate);
        }
    }
    if let Some(c) = pf.colour() {
        return first_gets(c, Msg::ColourRuleFirstPreference);
    }
    if let Some(&last) = hf.colours.last() {
        return first_gets(opposite(last), Msg::ColourRuleFirstAlternates);
    }
    let last = *ho
        .colours
        .last()
        .expect("4.3.1 covers two teams without a match");
    other_gets(opposite(last), Msg::ColourRuleOtherAlternates)
}
