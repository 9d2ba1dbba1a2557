//! Standings after any round: the primary score, then the regulation's chain in order.
//! Individual criteria are computed for every team (to be shown); group criteria (direct
//! encounter, lots) only among the teams still tied on everything before them (C.07
//! 13.3; `docs/rules/fide-c07.md#group-criteria`). A place is shared only where the whole chain
//! ends in a tie.

use serde::Serialize;

use crate::core::model::{HalfPoints, LotDraw, TeamId, Tournament};
use crate::core::playoff::{PlayoffOutcome, decided, order_by_playoffs};
use crate::core::rules::{PrimaryScore, Tiebreak};
use crate::i18n::Lang;

use super::outcomes::Outcomes;
use super::tiebreak::{self, Value, format_number};

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Row {
    /// First place of the row's tie (its own place when alone).
    pub rank: u32,
    /// Last place of the tie; equal to `rank` when the place is not shared.
    pub shared_to: u32,
    /// Starting number.
    pub number: usize,
    pub team: TeamId,
    pub name: String,
    pub match_points: u32,
    pub game_points: HalfPoints,
    /// One value per criterion of `Standings::chain`.
    pub values: Vec<Value>,
}

impl Row {
    /// "3" or "3-4" for a shared place.
    pub fn place(&self) -> String {
        if self.shared_to > self.rank {
            format!("{}-{}", self.rank, self.shared_to)
        } else {
            self.rank.to_string()
        }
    }

    /// The row as a reader sees it: place, number, team, MP, GP (`2½`), then the chain.
    pub fn cells(&self, lang: Lang) -> Vec<String> {
        let mut cells = vec![
            self.place(),
            self.number.to_string(),
            self.name.clone(),
            self.match_points.to_string(),
            self.game_points.to_string(),
        ];
        cells.extend(self.values.iter().map(|v| v.render(lang)));
        cells
    }
}

/// The columns of a standings row (place, number, team, match and game points, then the
/// chain's criteria, as [`Row::cells`] and the headings give them) that a table for people
/// shows: the first five and the criteria `shown` ([`Standings::criteria_for_people`]).
pub fn people_columns<T: Clone>(columns: &[T], shown: &[usize]) -> Vec<T> {
    let criteria = shown.iter().map(|k| &columns[5 + k]);
    columns[..5].iter().chain(criteria).cloned().collect()
}

/// The ranking after `after_round` rounds.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Standings {
    pub after_round: u32,
    pub primary: PrimaryScore,
    pub chain: Vec<Tiebreak>,
    /// In rank order; teams sharing a place by starting number.
    pub rows: Vec<Row>,
    /// For every stage (0 = the primary score, k = after the k-th criterion) the tie group
    /// of every row: rows with the same number were still tied after that stage.
    #[serde(skip)]
    pub stages: Vec<Vec<u32>>,
    /// The play-offs decided among teams the chain left tied (the stages up to the lots
    /// still show them tied).
    pub playoffs: Vec<PlayoffOutcome>,
}

impl Standings {
    /// The criteria of the chain (by index) a table for people shows beside place,
    /// number, team, match and game points: a first criterion that is the secondary score
    /// is the column beside the primary one already, and a drawing of lots has a column
    /// only once a lot is drawn. Tables for programs keep every criterion.
    pub fn criteria_for_people(&self) -> Vec<usize> {
        let secondary = match self.primary {
            PrimaryScore::MatchPoints => Tiebreak::GamePoints,
            PrimaryScore::GamePoints => Tiebreak::MatchPoints,
        };
        let drawn = |k: usize| {
            let value = |row: &Row| row.values.get(k).map(ToString::to_string);
            self.rows
                .iter()
                .any(|row| value(row).is_some_and(|v| !v.is_empty()))
        };
        (0..self.chain.len())
            .filter(|&k| match self.chain[k] {
                criterion if k == 0 && criterion == secondary => false,
                Tiebreak::Lots => drawn(k),
                _ => true,
            })
            .collect()
    }

    /// Whether the chain ends in a drawing of lots that no lot has decided yet.
    pub fn lots_pending(&self) -> bool {
        let shown = self.criteria_for_people();
        self.chain
            .iter()
            .enumerate()
            .any(|(k, c)| *c == Tiebreak::Lots && !shown.contains(&k))
    }

    /// The row of a team.
    pub fn row_of(&self, team: TeamId) -> Option<&Row> {
        self.rows.iter().find(|r| r.team == team)
    }

    /// Position of a team's row.
    pub fn position_of(&self, team: TeamId) -> Option<usize> {
        self.rows.iter().position(|r| r.team == team)
    }

    /// Tab-separated: `rank no team MP GP <chain codes>`, dot decimals, no trailing zeros;
    /// a shared place is written `3-4`. A first criterion that is the secondary score has
    /// its column already (one `GP` column, so that a program reads each heading once);
    /// every other criterion of the chain is kept.
    pub fn to_tsv(&self) -> String {
        let secondary = match self.primary {
            PrimaryScore::MatchPoints => Tiebreak::GamePoints,
            PrimaryScore::GamePoints => Tiebreak::MatchPoints,
        };
        let columns: Vec<usize> = (0..self.chain.len())
            .filter(|&k| k > 0 || self.chain[k] != secondary)
            .collect();
        let mut out = String::from("rank\tno\tteam\tMP\tGP");
        for &k in &columns {
            out.push('\t');
            out.push_str(self.chain[k].code());
        }
        out.push('\n');
        for row in &self.rows {
            let mut fields = vec![
                row.place(),
                row.number.to_string(),
                row.name.clone(),
                row.match_points.to_string(),
                format_number(row.game_points.as_f64()),
            ];
            fields.extend(columns.iter().map(|&k| row.values[k].to_string()));
            out.push_str(&fields.join("\t"));
            out.push('\n');
        }
        out
    }

    /// Rows still tied after `stage` (0 = primary score only), groups of two or more.
    pub fn tied_after(&self, stage: usize) -> Vec<Vec<usize>> {
        let groups = &self.stages[stage.min(self.stages.len() - 1)];
        let mut result: Vec<Vec<usize>> = Vec::new();
        for (position, group) in groups.iter().enumerate() {
            match result.last_mut() {
                Some(last) if groups[last[0]] == *group => last.push(position),
                _ => result.push(vec![position]),
            }
        }
        result.retain(|g| g.len() > 1);
        result
    }

    /// The play-off that ordered the team at `position`, if one did.
    pub fn playoff_of(&self, position: usize) -> Option<&PlayoffOutcome> {
        let team = self.rows.get(position)?.team;
        self.playoffs
            .iter()
            .find(|p| p.winner == team || p.loser == team)
    }
}

/// The standings of `t` after round `after_round` (clamped to the rounds that exist).
pub fn standings(t: &Tournament, after_round: u32) -> Standings {
    let outcomes = Outcomes::new(t, after_round);
    rank(&outcomes, t.chain(), &t.lots, &decided(t, after_round))
}

/// Ranks precomputed outcomes by the primary score and `chain`, drawing on `lots` for
/// the drawing-of-lots criterion; a tie the chain leaves before the lots is ordered first
/// by the play-offs decided among its teams (`playoffs`).
pub fn rank(
    o: &Outcomes,
    chain: &[Tiebreak],
    lots: &[LotDraw],
    playoffs: &[PlayoffOutcome],
) -> Standings {
    let n = o.teams.len();
    let mut values: Vec<Vec<Value>> = vec![vec![Value::NotApplicable; chain.len()]; n];
    for (c, criterion) in chain.iter().enumerate() {
        if criterion.is_group_criterion() {
            continue;
        }
        for (team, row) in values.iter_mut().enumerate() {
            if let Some(v) = tiebreak::value(o, team, *criterion) {
                row[c] = v;
            }
        }
    }
    let primary: Vec<f64> = (0..n).map(|i| o.primary_score(i)).collect();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| primary[b].total_cmp(&primary[a]).then(a.cmp(&b)));
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for team in order {
        match groups.last_mut() {
            Some(g) if primary[g[0]] == primary[team] => g.push(team),
            _ => groups.push(vec![team]),
        }
    }
    let mut stage_groups = vec![group_ids(&groups)];
    let mut applied = Vec::new();
    for (c, criterion) in chain.iter().enumerate() {
        // A play-off comes before the lots (the texts' last criterion).
        if *criterion == Tiebreak::Lots {
            groups = by_playoffs(o, groups, playoffs, &mut applied);
        }
        let mut next = Vec::with_capacity(groups.len());
        for group in groups {
            if group.len() < 2 {
                next.push(group);
                continue;
            }
            match tiebreak::split_group(o, &group, *criterion, lots) {
                Some(split) => {
                    for (team, value) in split.values {
                        values[team][c] = value;
                    }
                    for mut tier in split.tiers {
                        tier.sort_unstable();
                        next.push(tier);
                    }
                }
                None => next.extend(split_by_value(&group, |team| &values[team][c])),
            }
        }
        groups = next;
        stage_groups.push(group_ids(&groups));
    }
    let groups = by_playoffs(o, groups, playoffs, &mut applied);
    let final_order: Vec<usize> = groups.iter().flatten().copied().collect();
    let mut rows = Vec::with_capacity(n);
    let mut place = 1;
    for group in &groups {
        let shared_to = place + group.len() as u32 - 1;
        for &team in group {
            let record = &o.teams[team];
            rows.push(Row {
                rank: place,
                shared_to,
                number: team + 1,
                team: record.id,
                name: record.name.clone(),
                match_points: record.match_points,
                game_points: record.game_points,
                values: std::mem::take(&mut values[team]),
            });
        }
        place = shared_to + 1;
    }
    // Stage groups were recorded per team; turn them into per-row lists.
    let stages = stage_groups
        .into_iter()
        .map(|ids| final_order.iter().map(|&team| ids[team]).collect())
        .collect();
    Standings {
        after_round: o.after_round,
        primary: o.primary,
        chain: chain.to_vec(),
        rows,
        stages,
        playoffs: applied,
    }
}

/// Each tied group ordered by the play-offs decided among its teams
/// (`core::playoff::order_by_playoffs`), the play-offs that did added to `applied`.
fn by_playoffs(
    o: &Outcomes,
    groups: Vec<Vec<usize>>,
    playoffs: &[PlayoffOutcome],
    applied: &mut Vec<PlayoffOutcome>,
) -> Vec<Vec<usize>> {
    let mut split = Vec::with_capacity(groups.len());
    for group in groups {
        let ids: Vec<TeamId> = group.iter().map(|&i| o.teams[i].id).collect();
        let among = |p: &&PlayoffOutcome| ids.contains(&p.winner) && ids.contains(&p.loser);
        let decided: Vec<PlayoffOutcome> = playoffs.iter().filter(among).copied().collect();
        if group.len() < 2 || decided.is_empty() {
            split.push(group);
            continue;
        }
        let index = |id: &TeamId| group[ids.iter().position(|x| x == id).expect("a member")];
        for tier in order_by_playoffs(&ids, &decided) {
            let mut tier: Vec<usize> = tier.iter().map(index).collect();
            tier.sort_unstable();
            split.push(tier);
        }
        for p in decided {
            if !applied.contains(&p) {
                applied.push(p);
            }
        }
    }
    split
}

/// Splits a tied group by an individual criterion, best first; equal values stay together
/// (in starting-number order).
fn split_by_value<'a>(group: &[usize], value: impl Fn(usize) -> &'a Value) -> Vec<Vec<usize>> {
    let mut sorted = group.to_vec();
    sorted.sort_by(|&a, &b| value(b).cmp_better(value(a)).then(a.cmp(&b)));
    let mut tiers: Vec<Vec<usize>> = Vec::new();
    for team in sorted {
        match tiers.last_mut() {
            Some(tier) if value(tier[0]).cmp_better(value(team)).is_eq() => tier.push(team),
            _ => tiers.push(vec![team]),
        }
    }
    tiers
}

/// For every team, the number of its group.
fn group_ids(groups: &[Vec<usize>]) -> Vec<u32> {
    let n = groups.iter().map(Vec::len).sum();
    let mut ids = vec![0; n];
    for (g, group) in groups.iter().enumerate() {
        for &team in group {
            ids[team] = g as u32;
        }
    }
    ids
}
