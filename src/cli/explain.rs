//! `kup explain`: why the teams stand as they do, criterion by criterion, and each value's
//! terms, as the arbiter reads it out at the prize ceremony, or as JSON for a program.

use clap::Args;
use serde::Serialize;

use super::out::TextOrJson;
use super::standings::{round_to_rank, starting_numbers};
use super::{CliResult, DirArg, Failure, read_state};
use crate::core::lineup::team_text;
use crate::core::playoff::decided;
use crate::core::rules::Tiebreak;
use crate::core::{TeamId, Tournament};
use crate::i18n::{Lang, Msg, Text};
use crate::scoring::Outcomes;
use crate::scoring::explain::{
    Comparison, Playoff, ValueExplanation, compare, comparison_lines, explain_value,
    penalty_effects, playoffs_due, value_lines,
};
use crate::scoring::standings::{Standings, rank};

#[derive(Debug, Args)]
pub struct ExplainArgs {
    #[command(flatten)]
    pub dir: DirArg,
    /// Starting numbers of the teams to compare, e.g. 3,7 (one number: explain its values).
    #[arg(long)]
    pub teams: String,
    /// Standings after this round (default: the round in play).
    #[arg(long)]
    pub after_round: Option<u32>,
    /// Explain only this criterion (its code, e.g. OSB57), term by term.
    #[arg(long)]
    pub criterion: Option<String>,
    #[command(flatten)]
    pub format: TextOrJson,
}

/// What `kup explain` finds, before it is said: the comparison of two or more teams, each
/// team's values with their terms, and the play-offs the regulation calls for.
struct Explanation {
    comparison: Option<Comparison>,
    /// One list per team asked, in the order asked.
    values: Vec<(TeamId, Vec<ValueExplanation>)>,
    playoffs: Vec<Playoff>,
}

/// `kup explain` in `lang`, or as JSON.
pub fn run_explain(args: ExplainArgs, lang: Lang) -> CliResult {
    let t = read_state(&args.dir)?;
    let outcomes = Outcomes::new(&t, round_to_rank(&t, args.after_round)?);
    let s = rank(
        &outcomes,
        t.chain(),
        &t.lots,
        &decided(&t, outcomes.after_round),
    );
    let teams = starting_numbers(&t, &args.teams)?;
    let criteria = match &args.criterion {
        Some(code) => vec![criterion(code)?],
        None => s.chain.clone(),
    };
    let explanation = Explanation {
        comparison: (teams.len() > 1)
            .then(|| compare(&t.regulation, &s, &teams).expect("every team is ranked")),
        values: teams
            .iter()
            .map(|&team| {
                let values = criteria
                    .iter()
                    .filter_map(|&c| explain_value(&outcomes, &s, team, c))
                    .collect();
                (team, values)
            })
            .collect(),
        playoffs: playoffs_due(&t.regulation, &s),
    };
    args.format.print(
        || explanation_text(&t, &outcomes, &s, &explanation, lang),
        || ExplanationRecord::new(&t, &s, &explanation, lang),
    )
}

/// The criterion whose code is `code` (any case), or a refusal listing the codes.
fn criterion(code: &str) -> Result<Tiebreak, Failure> {
    Tiebreak::ALL
        .into_iter()
        .find(|c| c.code().eq_ignore_ascii_case(code))
        .ok_or_else(|| {
            let codes: Vec<&str> = Tiebreak::ALL.iter().map(|c| c.code()).collect();
            Failure::said(
                Text::new(Msg::ScoreWhyUnknownCriterion)
                    .arg("code", code)
                    .arg("codes", codes.join(", ")),
            )
        })
}

fn explanation_text(
    t: &Tournament,
    outcomes: &Outcomes,
    s: &Standings,
    e: &Explanation,
    lang: Lang,
) -> String {
    let mut lines: Vec<String> = Vec::new();
    let say = |lines: &mut Vec<String>, texts: Vec<Text>| {
        lines.extend(texts.iter().map(|text| text.render(lang)));
    };
    if let Some(comparison) = &e.comparison {
        say(&mut lines, comparison_lines(s, comparison));
        lines.push(String::new());
    }
    for (team, _) in &e.values {
        say(&mut lines, penalty_lines(t, *team, s.after_round));
    }
    for (_, values) in &e.values {
        let terms = values
            .iter()
            .flat_map(|v| value_lines(outcomes, v))
            .collect();
        say(&mut lines, terms);
        lines.push(String::new());
    }
    for p in &e.playoffs {
        let due = Text::new(Msg::ScoreWhyPlayoffDue)
            .arg("first", p.first_place)
            .arg("last", p.last_place)
            .arg("teams", numbers(t, &p.teams).join(", "))
            .arg_text("rule", p.rule.clone());
        say(&mut lines, vec![due]);
    }
    lines.iter().map(|line| format!("{line}\n")).collect()
}

/// What the penalties imposed on `team` did to its scores, one line each.
fn penalty_lines(t: &Tournament, team: TeamId, after_round: u32) -> Vec<Text> {
    let Some(name) = t.team(team).map(|x| team_text(t, x)) else {
        return Vec::new();
    };
    penalty_effects(t, team, after_round)
        .into_iter()
        .map(|effect| {
            Text::new(Msg::ScoreWhyPenaltyFor)
                .arg_text("team", name.clone())
                .arg_text("effect", effect)
        })
        .collect()
}

fn numbers(t: &Tournament, teams: &[TeamId]) -> Vec<String> {
    teams
        .iter()
        .filter_map(|id| t.starting_number(*id))
        .map(|n| n.to_string())
        .collect()
}

/// `kup explain --format json`. The comparison, values and play-offs name teams by their
/// stable id (`team`); `teams` maps each id to its starting number and name.
#[derive(Serialize)]
struct ExplanationRecord<'a> {
    after_round: u32,
    teams: Vec<TeamRecord<'a>>,
    comparison: Option<&'a Comparison>,
    values: Vec<&'a ValueExplanation>,
    /// What each penalty did, said in the reader's language.
    penalties: Vec<String>,
    playoffs: &'a [Playoff],
}

#[derive(Serialize)]
struct TeamRecord<'a> {
    team: TeamId,
    number: usize,
    name: &'a str,
}

impl<'a> ExplanationRecord<'a> {
    fn new(
        t: &'a Tournament,
        s: &Standings,
        e: &'a Explanation,
        lang: Lang,
    ) -> ExplanationRecord<'a> {
        ExplanationRecord {
            after_round: s.after_round,
            teams: e
                .values
                .iter()
                .filter_map(|(id, _)| {
                    Some(TeamRecord {
                        team: *id,
                        number: t.starting_number(*id)?,
                        name: &t.team(*id)?.name,
                    })
                })
                .collect(),
            comparison: e.comparison.as_ref(),
            values: e.values.iter().flat_map(|(_, v)| v).collect(),
            penalties: e
                .values
                .iter()
                .flat_map(|(team, _)| penalty_lines(t, *team, s.after_round))
                .map(|text| text.render(lang))
                .collect(),
            playoffs: &e.playoffs,
        }
    }
}
