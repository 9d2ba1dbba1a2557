//! Explanations an arbiter can read out at the prize ceremony: what makes a team's value
//! of a criterion (round by round, which term was dropped), which criterion separates two
//! or more teams and what they had before it, and whether a play-off is due because the
//! chain ran out for a place that matters (hss-kadeti-2009: the title; szs-pokal-2018:
//! the first three places).

use serde::Serialize;

use crate::core::lineup::describe_penalty;
use crate::core::model::{PenaltyKind, TeamId, Tournament};
use crate::core::playoff::{PlayoffOutcome, PlayoffWin, every_pair_played_off};
use crate::core::rules::{PlayoffTie, PrimaryScore, Regulation, Tiebreak};
use crate::i18n::{Lang, Msg, Text};

use super::match_score::{RoundOutcome, match_outcome, round_outcome};
use super::outcomes::Outcomes;
use super::standings::Standings;
use super::tiebreak::{self, StandIn, Term, UnplayedModel, Value};

/// The terms behind one team's value of one criterion.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ValueExplanation {
    pub team: TeamId,
    pub criterion: Tiebreak,
    /// How byes, forfeits and absences enter it, for opponent-based criteria.
    pub model: Option<UnplayedModel>,
    /// One per round for opponent-based criteria; empty for the others.
    pub terms: Vec<Term>,
    pub value: Value,
}

/// Explains `criterion` for `team`. Group criteria (direct encounter, lots) show the value
/// the standings computed among the tied teams.
pub fn explain_value(
    o: &Outcomes,
    s: &Standings,
    team: TeamId,
    criterion: Tiebreak,
) -> Option<ValueExplanation> {
    let index = o.index_of(team)?;
    let terms = tiebreak::terms(o, index, criterion).unwrap_or_default();
    let value = match tiebreak::value(o, index, criterion) {
        Some(v) => v,
        None => s
            .chain
            .iter()
            .position(|c| *c == criterion)
            .and_then(|c| s.row_of(team).map(|r| r.values[c].clone()))
            .unwrap_or(Value::NotApplicable),
    };
    Some(ValueExplanation {
        team,
        criterion,
        model: tiebreak::model_of(o, criterion),
        terms,
        value,
    })
}

/// One stage of a comparison: the primary score or a criterion of the chain, with each
/// compared team's value in it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Step {
    pub code: String,
    /// The criterion's name in the catalogue.
    pub name: Msg,
    /// In the order of `Comparison::teams`.
    pub values: Vec<Value>,
}

/// Why two or more teams stand in the order they do.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Comparison {
    /// In standings order.
    pub teams: Vec<TeamId>,
    /// The primary score, then every criterion up to and including the one that separates
    /// them (all of them when none does).
    pub steps: Vec<Step>,
    /// The code of the first criterion that separates them; `None` when the chain ends
    /// with them still tied.
    pub decided_by: Option<String>,
    /// A play-off the regulation requires for them, if any.
    pub playoff: Option<Playoff>,
    /// The play-off that ordered them after the whole chain left them tied.
    pub decided_by_playoff: Option<PlayoffOutcome>,
}

/// A tie that the regulation sends to a play-off.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Playoff {
    pub first_place: u32,
    pub last_place: u32,
    pub teams: Vec<TeamId>,
    /// The regulation's play-off rule, said from its fields ([`playoff_rule`]); in JSON,
    /// in English.
    #[serde(serialize_with = "english")]
    pub rule: Text,
}

fn english<S: serde::Serializer>(text: &Text, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(&text.render(Lang::En))
}

/// The play-off that `regulation` prescribes, in the reader's language: its matches by
/// their time controls (`playoff_format`, as the text prints them) and who wins a match
/// drawn on game points (`playoff_tie`). Said from the fields rather than the free text
/// `playoff`, which is in the language the preset was written in.
pub fn playoff_rule(regulation: &Regulation) -> Text {
    let matches = match regulation.playoff_format.as_slice() {
        [] => Text::new(Msg::PlayoffOneMatch),
        [control] => Text::new(Msg::PlayoffOneMatchAt).arg("control", control),
        controls => Text::new(Msg::PlayoffMatchesInTurn).arg("controls", controls.join(" → ")),
    };
    let rule = match regulation.playoff_tie {
        PlayoffTie::HigherBoardThenBlack => Msg::PlayoffRuleHigherBoardThenBlack,
        PlayoffTie::HigherBoardThenNextMatch => Msg::PlayoffRuleHigherBoardThenNextMatch,
    };
    Text::new(rule).arg_text("matches", matches)
}

fn primary_step(s: &Standings, positions: &[usize]) -> Step {
    let (code, name) = match s.primary {
        PrimaryScore::MatchPoints => ("MP", Msg::TiebreakMatchPoints),
        PrimaryScore::GamePoints => ("GP", Msg::TiebreakGamePoints),
    };
    let values = positions
        .iter()
        .map(|&p| {
            let row = &s.rows[p];
            Value::Number(match s.primary {
                PrimaryScore::MatchPoints => f64::from(row.match_points),
                PrimaryScore::GamePoints => row.game_points.as_f64(),
            })
        })
        .collect();
    Step {
        code: code.to_string(),
        name,
        values,
    }
}

/// Compares `teams` (two or more) in the standings `s` under `regulation`; `None` when a
/// team is not in the standings or none is named.
pub fn compare(regulation: &Regulation, s: &Standings, teams: &[TeamId]) -> Option<Comparison> {
    let mut positions: Vec<usize> = teams
        .iter()
        .map(|t| s.position_of(*t))
        .collect::<Option<_>>()?;
    positions.sort_unstable();
    positions.dedup();
    if positions.is_empty() {
        return None;
    }
    let mut steps = vec![primary_step(s, &positions)];
    let mut decided_by = None;
    for (stage, groups) in s.stages.iter().enumerate() {
        if stage > 0 {
            let c = stage - 1;
            let criterion = s.chain[c];
            steps.push(Step {
                code: criterion.code().to_string(),
                name: criterion.label(),
                values: positions
                    .iter()
                    .map(|&p| s.rows[p].values[c].clone())
                    .collect(),
            });
        }
        let first = groups[positions[0]];
        if positions.iter().any(|&p| groups[p] != first) {
            decided_by = Some(steps.last().expect("a step per stage").code.clone());
            break;
        }
    }
    let ids: Vec<TeamId> = positions.iter().map(|&p| s.rows[p].team).collect();
    let playoff = playoffs_due(regulation, s)
        .into_iter()
        .find(|p| ids.iter().all(|id| p.teams.contains(id)));
    let decided_by_playoff = s
        .playoffs
        .iter()
        .find(|p| decided_by.is_none() && ids.len() == 2 && ids.contains(&p.winner))
        .filter(|p| ids.contains(&p.loser))
        .copied();
    Some(Comparison {
        teams: ids,
        steps,
        decided_by,
        playoff,
        decided_by_playoff,
    })
}

/// The ties for a place up to `regulation.playoff_places` that the chain and the play-offs
/// decided so far leave, while a pair of the tied teams has not played off (once every
/// pair has, the drawing of lots decides: `core::playoff::order_by_playoffs`).
pub fn playoffs_due(regulation: &Regulation, s: &Standings) -> Vec<Playoff> {
    let mut due = Vec::new();
    let mut position = 0;
    while let Some(row) = s.rows.get(position) {
        let size = (row.shared_to - row.rank + 1) as usize;
        let teams: Vec<TeamId> = s.rows[position..(position + size).min(s.rows.len())]
            .iter()
            .map(|r| r.team)
            .collect();
        if size > 1
            && row.rank <= regulation.playoff_places
            && !every_pair_played_off(&teams, &s.playoffs)
        {
            due.push(Playoff {
                first_place: row.rank,
                last_place: row.shared_to,
                teams,
                rule: playoff_rule(regulation),
            });
        }
        position += size;
    }
    due
}

/// The explanation of a value, one line per term, for the reader's language to render.
pub fn value_lines(o: &Outcomes, e: &ValueExplanation) -> Vec<Text> {
    let name = |id: TeamId| {
        o.index_of(id)
            .map_or(String::new(), |i| format!("{} {}", i + 1, o.teams[i].name))
    };
    let head = Text::new(Msg::ScoreWhyValue)
        .arg_text("criterion", e.criterion.label().into())
        .arg("code", e.criterion.code())
        .arg("team", name(e.team));
    let head = match &e.value {
        Value::NotApplicable => head.arg_text("value", Msg::ScoreWhyNotComputed.into()),
        Value::NoBoardResults { .. } => head.arg_text("value", Msg::ValueNoBoardResults.into()),
        v => head.arg_number("value", v),
    };
    let mut lines = vec![head];
    if e.criterion == Tiebreak::DirectEncounterCupSystem
        && let Some(team) = o.index_of(e.team)
    {
        lines.extend(cup_lines(o, team));
    }
    if let Some(model) = e.model {
        lines.push(Text::new(Msg::ScoreWhyUnplayed).arg_text("model", model_text(model).into()));
    }
    for term in &e.terms {
        let line = Text::new(Msg::ScoreWhyTerm).arg("round", term.round);
        let line = match (term.stand_in, term.opponent) {
            (StandIn::Opponent, Some(id)) => line.arg("who", name(id)),
            (StandIn::Dummy, _) => line.arg_text("who", Msg::ScoreWhyDummy.into()),
            (StandIn::VirtualOpponent, _) => {
                line.arg_text("who", Msg::TiebreaksVirtualOpponent.into())
            }
            (StandIn::Itself, _) => line.arg_text("who", Msg::ScoreWhyItself.into()),
            (StandIn::Opponent, None) => line.arg_text("who", Msg::ScoreWhyOpponent.into()),
        };
        let fmt = tiebreak::format_number;
        let dropped = match term.dropped {
            true => vec![Msg::ScoreWhyDropped.into()],
            false => Vec::new(),
        };
        lines.push(
            line.arg_number("opponent", fmt(term.opponent_score))
                .arg_number("own", fmt(term.own_points))
                .arg_number("contribution", fmt(term.contribution))
                .arg_list("dropped", dropped, ""),
        );
    }
    lines
}

/// Why the cup-system direct encounter reads as it does, and for each of `team`'s matches
/// drawn on game points the board that decides it: the explanation names the board.
pub fn cup_lines(o: &Outcomes, team: usize) -> Vec<Text> {
    let mut lines = vec![Text::new(Msg::ScoreWhyCupReading)];
    let decided = tiebreak::cup_boards(o, team);
    if decided.is_empty() {
        lines.push(Msg::ScoreWhyCupNone.into());
    }
    for (round, opponent, cup) in decided {
        let outcome = match cup.won {
            true => Msg::ScoreWhyCupWon,
            false => Msg::ScoreWhyCupLost,
        };
        lines.push(
            Text::new(Msg::ScoreWhyCupBoard)
                .arg("round", round)
                .arg(
                    "who",
                    format!("{} {}", opponent + 1, o.teams[opponent].name),
                )
                .arg("board", cup.board)
                .arg_text("outcome", outcome.into()),
        );
    }
    lines
}

fn model_text(model: UnplayedModel) -> Msg {
    use super::tiebreak::C07Edition::*;
    match model {
        UnplayedModel::Olympiad2008 => Msg::ScoreModelOlympiad2008,
        UnplayedModel::Olympiad2010 => Msg::ScoreModelOlympiad2010,
        UnplayedModel::Olympiad2022 => Msg::ScoreModelOlympiad2022,
        UnplayedModel::C07(Virtual2022) => Msg::ScoreModelVirtual2022,
        UnplayedModel::C07(Dummy2023) => Msg::ScoreModelDummy2023,
        UnplayedModel::C07(Capped2026) => Msg::ScoreModelCapped2026,
    }
}

/// A comparison, one line per stage, for the reader's language to render.
pub fn comparison_lines(s: &Standings, c: &Comparison) -> Vec<Text> {
    let label = |id: &TeamId| {
        s.row_of(*id).map_or(String::new(), |r| {
            format!("{} {} ({})", r.number, r.name, r.place())
        })
    };
    let names: Vec<String> = c.teams.iter().map(label).collect();
    let mut lines = vec![
        Text::new(Msg::ScoreWhyAfterRound)
            .arg("round", s.after_round)
            .arg("teams", names.join(" / ")),
    ];
    for step in &c.steps {
        let values: Vec<String> = step.values.iter().map(ToString::to_string).collect();
        lines.push(
            Text::new(Msg::ScoreWhyStep)
                .arg("code", format!("{:<9}", step.code))
                .arg_text("name", step.name.into())
                .arg_number("values", values.join(" / ")),
        );
    }
    lines.push(match (&c.decided_by, &c.decided_by_playoff) {
        (Some(code), _) => Text::new(Msg::ScoreWhyDecidedBy).arg("code", code),
        (None, Some(won)) => playoff_line(s, won),
        (None, None) => Msg::ScoreWhyStillTied.into(),
    });
    if let Some(p) = &c.playoff {
        lines.push(
            Text::new(Msg::ScoreWhyPlayoff)
                .arg("first", p.first_place)
                .arg("last", p.last_place)
                .arg_text("rule", p.rule.clone()),
        );
    }
    lines
}

/// Why a play-off's winner stands above its loser: "decided by the play-off: 3 X beat 5 Y
/// 2-2 in match 1, on board 2 (the highest whose games differ)".
pub fn playoff_line(s: &Standings, won: &PlayoffOutcome) -> Text {
    let name = |id: TeamId| {
        s.row_of(id)
            .map_or(String::new(), |r| format!("{} {}", r.number, r.name))
    };
    let how = match won.how {
        PlayoffWin::GamePoints => Text::new(Msg::PlayoffByGamePoints),
        PlayoffWin::HigherBoard { board } => {
            Text::new(Msg::PlayoffByHigherBoard).arg("board", board)
        }
        PlayoffWin::BlackOnBoardOne => Text::new(Msg::PlayoffByBlackOnBoardOne),
    };
    Text::new(Msg::ScoreWhyPlayoffWon)
        .arg("winner", name(won.winner))
        .arg("loser", name(won.loser))
        .arg("score", format!("{}-{}", won.score.0, won.score.1))
        .arg("match", won.match_number)
        .arg_text("how", how)
}

/// How penalties changed `team`'s scores up to `after_round`, one line each, so an
/// explanation does not leave a score unexplained: a game lost by penalty (a phone,
/// a draw agreed too early, a wrong board: kzz-2015 čl. 8, bpz-2025 čl. 6) turns its board
/// into a win for the other side, which may change the match and its match points, whether
/// the penalty is this team's or its opponent's; "loses all match points" (bpz-2025 čl. 5,
/// an unregistered player) sets the total to 0. A penalty that changed nothing (a game the
/// player lost anyway) is not listed.
pub fn penalty_effects(t: &Tournament, team: TeamId, after_round: u32) -> Vec<Text> {
    let mut lines = Vec::new();
    for round in 1..=after_round {
        let Some((index, m)) = t
            .rounds
            .get(round as usize - 1)
            .and_then(|r| r.match_of(team))
        else {
            continue;
        };
        let in_match = |p: &crate::core::model::Penalty| {
            p.round == round
                && (p.team == m.home || p.team == m.away)
                && matches!(p.kind, PenaltyKind::GameLost { .. })
        };
        if !t.penalties.iter().any(in_match) {
            continue;
        }
        let mut without = t.clone();
        without.penalties.retain(|p| !in_match(p));
        let score = |o: RoundOutcome| match o {
            RoundOutcome::Played {
                game_points,
                opponent_game_points,
                match_points,
                ..
            } => Some((game_points, opponent_game_points, match_points)),
            _ => None,
        };
        let (Some(before), Some(after)) = (
            score(match_outcome(&without, round, index, m, team)),
            score(match_outcome(t, round, index, m, team)),
        ) else {
            continue;
        };
        if before == after {
            continue;
        }
        let penalties: Vec<Text> = t
            .penalties
            .iter()
            .filter(|p| in_match(p))
            .map(|p| describe_penalty(t, p))
            .collect();
        lines.push(
            Text::new(Msg::ScoreWhyPenaltyEffect)
                .arg_list("penalties", penalties, "; ")
                .arg("before", format!("{}-{}", before.0, before.1))
                .arg("after", format!("{}-{}", after.0, after.1))
                .arg("points_before", before.2)
                .arg("points_after", after.2),
        );
    }
    let all_lost = t.penalties.iter().find(|p| {
        p.team == team && p.kind == PenaltyKind::AllMatchPointsLost && p.round <= after_round
    });
    if let Some(p) = all_lost {
        let earned: u32 = (1..=after_round)
            .map(|round| round_outcome(t, round, team).match_points())
            .sum();
        lines.push(
            Text::new(Msg::ScoreWhyAllLost)
                .arg_text("penalty", describe_penalty(t, p))
                .arg("earned", earned),
        );
    }
    lines
}
