//! One small pure function per ranking criterion, each reading the precomputed
//! [`Outcomes`]. Opponent-based criteria return their [`Term`]s (one per round, the cut one
//! marked) so that `explain` shows exactly what was summed.
//!
//! Unplayed rounds (byes, forfeits, absences) enter each criterion through an
//! [`UnplayedModel`] (`docs/rules/fide-c07.md#unplayed-rounds`,
//! `#olympiad-models`, readings T2, T3, T11):
//! * the FIDE-coded criteria and SM #7, #35, #48 follow FIDE C.07 Art. 16 (dummy opponent)
//!   in the edition the event is under ([`C07Edition::for_event`]);
//! * SM #49/#50 follow the 2008 Olympiad rules ("a bye is a drawn match against the team
//!   itself, an unplayed match a match won 3-1"), SM #56/#57 the 2010 Olympiad rules
//!   (a drawn match against a virtual opponent), SM #74/#75 the Chennai 2022 Olympiad rules
//!   (FIDE C.07 2022: opponents' unplayed matches drawn, a virtual opponent for the team's own).
//!
//! In a round robin (C.07 15.2) a forfeited match is a regular match against the scheduled
//! opponent and the bye of an odd field is not a match at all.

use serde::{Serialize, Serializer};

use crate::core::model::{LotDraw, LotPurpose, TeamId};
pub use crate::core::rules::C07Edition;
use crate::core::rules::{PrimaryScore, Tiebreak};
use crate::i18n::{Lang, Msg};

use super::outcomes::{CupBoard, Entry, Kind, Outcomes};

/// Which of the two scores a factor is read in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Score {
    Match,
    Game,
}

/// How a round without an opponent over the board enters a criterion.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum UnplayedModel {
    /// 2008 Olympiad rules (SM #49, #50).
    Olympiad2008,
    /// Khanty-Mansiysk 2010 Olympiad rules (SM #56, #57).
    Olympiad2010,
    /// Chennai 2022 Olympiad rules (SM #74, #75): FIDE C.07 in its 2022 edition, whatever
    /// the event's date.
    Olympiad2022,
    /// FIDE C.07 Art. 16 in the given edition.
    C07(C07Edition),
}

/// Who stands in for the opponent in a term.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum StandIn {
    /// The opponent met over the board (or the scheduled one of a forfeit where the rules
    /// count it as met).
    Opponent,
    /// C.07 16.4 dummy opponent.
    Dummy,
    /// Olympiad 2010 / C.07 2022 virtual opponent.
    VirtualOpponent,
    /// 2008 Olympiad rules: the team itself.
    Itself,
}

/// One round's contribution to an opponent-based criterion.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Term {
    pub round: u32,
    /// The opponent met or scheduled, if any.
    pub opponent: Option<TeamId>,
    pub stand_in: StandIn,
    /// The opponent's (or stand-in's) score that enters the criterion.
    pub opponent_score: f64,
    /// What the team itself scored that multiplies it (1 for Buchholz-type criteria).
    pub own_points: f64,
    pub contribution: f64,
    /// A voluntary unplayed round (C.07 16.1): forfeit loss or requested bye.
    pub voluntary_unplayed: bool,
    /// Left out as the least significant value (C.07 14.1, 16.5).
    pub dropped: bool,
}

/// The sum of the terms not dropped.
pub fn sum_of(terms: &[Term]) -> f64 {
    terms
        .iter()
        .filter(|t| !t.dropped)
        .map(|t| t.contribution)
        .sum()
}

/// The value of one criterion for one team.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Number(f64),
    /// Compared element by element (board results; EDE's primary then secondary).
    Vector(Vec<f64>),
    /// Not computed: a group criterion for a team that was not tied, or lots not drawn.
    NotApplicable,
    /// Board results of a team none of whose matches has them (entered as a match score
    /// only): shown as such, never as a board-by-board 0, and compared as `boards` zeros,
    /// as they were counted before, so the order stays total.
    NoBoardResults {
        boards: usize,
    },
}

impl Value {
    /// Higher is better for every criterion kup ranks by.
    pub fn cmp_better(&self, other: &Value) -> std::cmp::Ordering {
        use std::cmp::Ordering;
        let zeros = |boards: usize| Value::Vector(vec![0.0; boards]);
        match (self, other) {
            (Value::NoBoardResults { boards }, _) => zeros(*boards).cmp_better(other),
            (_, Value::NoBoardResults { boards }) => self.cmp_better(&zeros(*boards)),
            (Value::Number(a), Value::Number(b)) => a.total_cmp(b),
            (Value::Vector(a), Value::Vector(b)) => a
                .iter()
                .zip(b)
                .map(|(x, y)| x.total_cmp(y))
                .find(|o| o.is_ne())
                .unwrap_or(a.len().cmp(&b.len())),
            (Value::NotApplicable, Value::NotApplicable) => Ordering::Equal,
            (Value::NotApplicable, _) => Ordering::Less,
            (_, Value::NotApplicable) => Ordering::Greater,
            (Value::Number(_), Value::Vector(_)) => Ordering::Less,
            (Value::Vector(_), Value::Number(_)) => Ordering::Greater,
        }
    }
}

/// A number with a dot, at most two decimals and no trailing zeros: `38.83`, `17.5`, `64`.
pub fn format_number(x: f64) -> String {
    let text = format!("{:.2}", (x * 100.0).round() / 100.0);
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".to_string()
    } else {
        text.to_string()
    }
}

impl std::fmt::Display for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Value::Number(x) => f.write_str(&format_number(*x)),
            Value::Vector(xs) => {
                let parts: Vec<String> = xs.iter().map(|x| format_number(*x)).collect();
                f.write_str(&parts.join("/"))
            }
            Value::NotApplicable | Value::NoBoardResults { .. } => Ok(()),
        }
    }
}

impl Value {
    /// The value for a reader of `lang`: as `Display` writes it for programs (empty where
    /// there is none), except board results that a match entered as a score only does not
    /// have, which are said in words.
    pub fn render(&self, lang: Lang) -> String {
        match self {
            Value::NoBoardResults { .. } => lang.text(Msg::ValueNoBoardResults).to_string(),
            value => value.to_string(),
        }
    }
}

/// JSON: a number, an array of numbers, or null; rounded to two decimals as printed.
impl Serialize for Value {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let round = |x: &f64| (x * 100.0).round() / 100.0;
        match self {
            Value::Number(x) => serializer.serialize_f64(round(x)),
            Value::Vector(xs) => serializer.collect_seq(xs.iter().map(round)),
            Value::NotApplicable | Value::NoBoardResults { .. } => serializer.serialize_none(),
        }
    }
}

/// What multiplies the opponent's score in a term.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Own {
    /// Buchholz: the opponent's score alone.
    One,
    /// Sonneborn-Berger shapes: the points scored in that round.
    Points(Score),
    /// Classic Sonneborn-Berger: 1 for a won match, ½ drawn, 0 lost.
    MatchResult,
}

fn points(entry: &Entry, score: Score) -> f64 {
    match score {
        Score::Match => f64::from(entry.match_points),
        Score::Game => entry.game_points.as_f64(),
    }
}

fn win_value(o: &Outcomes, score: Score) -> f64 {
    match score {
        Score::Match => f64::from(o.scale.win),
        Score::Game => f64::from(o.boards),
    }
}

fn draw_value(o: &Outcomes, score: Score) -> f64 {
    match score {
        Score::Match => f64::from(o.scale.draw),
        Score::Game => f64::from(o.boards) / 2.0,
    }
}

fn final_score(o: &Outcomes, team: usize, score: Score) -> f64 {
    let record = &o.teams[team];
    match score {
        Score::Match => f64::from(record.match_points),
        Score::Game => record.game_points.as_f64(),
    }
}

/// The opponent's score as C.07 16.3 reads it (category-5 rounds as draws), or its final
/// score under the Olympiad rules.
fn opponent_score(o: &Outcomes, opponent: usize, score: Score, model: UnplayedModel) -> f64 {
    match model {
        UnplayedModel::C07(_) => {
            let record = &o.teams[opponent];
            match score {
                Score::Match => record.adjusted_match_points,
                Score::Game => record.adjusted_game_points,
            }
        }
        UnplayedModel::Olympiad2022 => drawn_unplayed_score(o, opponent, score),
        _ => final_score(o, opponent, score),
    }
}

/// C.07 (2022): "all unplayed games in which players are indirectly involved (results by
/// forfeit of opponents) are considered to have been drawn": the opponent's score with
/// each of its rounds without a match over the board counted as a draw.
fn drawn_unplayed_score(o: &Outcomes, team: usize, score: Score) -> f64 {
    let draw = draw_value(o, score);
    let adjustment: f64 = o.teams[team]
        .rounds
        .iter()
        .filter(|e| !matches!(e.kind, Kind::Played | Kind::Pending | Kind::Rest))
        .map(|e| draw - points(e, score))
        .sum();
    final_score(o, team, score) + adjustment
}

/// Score of a virtual opponent for round `round_index` (0-based): the team's score before
/// the round, then `unplayed_result`, then a draw in every later round.
fn virtual_opponent(
    o: &Outcomes,
    team: usize,
    round_index: usize,
    score: Score,
    unplayed_result: f64,
) -> f64 {
    let before: f64 = o.teams[team].rounds[..round_index]
        .iter()
        .map(|e| points(e, score))
        .sum();
    let later = o.after_round as usize - round_index - 1;
    before + unplayed_result + draw_value(o, score) * later as f64
}

/// The stand-in for an unplayed round and its score, `None` when the round counts for
/// nothing (the bye of a round robin).
fn unplayed_stand_in(
    o: &Outcomes,
    team: usize,
    round_index: usize,
    entry: &Entry,
    score: Score,
    model: UnplayedModel,
) -> Option<(StandIn, Option<usize>, f64)> {
    let forfeit = matches!(
        entry.kind,
        Kind::ForfeitWon | Kind::ForfeitLost | Kind::DoubleForfeit
    );
    if o.round_robin {
        // C.07 15.2: predetermined pairings; the odd round robin's bye is no match.
        return match entry.opponent {
            Some(opp) if forfeit => Some((
                StandIn::Opponent,
                Some(opp),
                opponent_score(o, opp, score, model),
            )),
            _ => None,
        };
    }
    let own = final_score(o, team, score);
    Some(match model {
        UnplayedModel::Olympiad2008 => match entry.opponent {
            Some(opp) => (StandIn::Opponent, Some(opp), final_score(o, opp, score)),
            None => (StandIn::Itself, None, own),
        },
        UnplayedModel::Olympiad2010 => {
            // "1 MP and 4 GP for an unplayed win, 1 MP and 2 GP for a bye, 0 and 0 for an
            // unplayed loss": the match points of the round, at most a draw's.
            let result = match score {
                Score::Match => points(entry, score).min(draw_value(o, score)),
                Score::Game => points(entry, score),
            };
            (
                StandIn::VirtualOpponent,
                None,
                virtual_opponent(o, team, round_index, score, result),
            )
        }
        UnplayedModel::C07(C07Edition::Virtual2022) | UnplayedModel::Olympiad2022 => {
            let opposite = win_value(o, score) - points(entry, score);
            (
                StandIn::VirtualOpponent,
                None,
                virtual_opponent(o, team, round_index, score, opposite),
            )
        }
        UnplayedModel::C07(C07Edition::Dummy2023) => (StandIn::Dummy, None, own),
        UnplayedModel::C07(C07Edition::Capped2026) => {
            let cap = match entry.opponent {
                // 16.4.1: a forfeit, at the scheduled opponent's adjusted score.
                Some(opp) if forfeit => opponent_score(o, opp, score, model),
                // 16.4.2: a bye or absence, at a draw in every round.
                _ => draw_value(o, score) * f64::from(o.after_round),
            };
            (StandIn::Dummy, None, own.min(cap))
        }
    })
}

/// What the team scored in a round, as the criterion multiplies it.
fn own_points(o: &Outcomes, entry: &Entry, own: Own, model: UnplayedModel) -> f64 {
    match own {
        Own::One => 1.0,
        Own::Points(score) => {
            if model == UnplayedModel::Olympiad2008 && score == Score::Game && !o.round_robin {
                // 2008: an unplayed match "counted as a match won by 3-1", a bye "as a
                // drawn match against the team itself".
                match entry.kind {
                    Kind::ForfeitWon => return f64::from(o.boards) - 1.0,
                    Kind::Bye => return draw_value(o, score),
                    _ => {}
                }
            }
            points(entry, score)
        }
        Own::MatchResult => {
            if entry.match_points >= o.scale.win {
                1.0
            } else if entry.match_points >= o.scale.draw && entry.match_points > o.scale.loss {
                0.5
            } else {
                0.0
            }
        }
    }
}

/// The terms of an opponent-based criterion, before any cut.
fn opponent_terms(
    o: &Outcomes,
    team: usize,
    opponent_factor: Score,
    own: Own,
    model: UnplayedModel,
) -> Vec<Term> {
    let record = &o.teams[team];
    let mut terms = Vec::with_capacity(record.rounds.len());
    for (r, entry) in record.rounds.iter().enumerate() {
        let stand_in = match (entry.kind, entry.opponent) {
            (Kind::Pending, _) => None,
            (Kind::Played, Some(opp)) => Some((
                StandIn::Opponent,
                Some(opp),
                opponent_score(o, opp, opponent_factor, model),
            )),
            _ => unplayed_stand_in(o, team, r, entry, opponent_factor, model),
        };
        let Some((stand_in, opponent, opponent_score)) = stand_in else {
            continue;
        };
        let own_points = own_points(o, entry, own, model);
        terms.push(Term {
            round: r as u32 + 1,
            opponent: opponent.map(|i| o.teams[i].id),
            stand_in,
            opponent_score,
            own_points,
            contribution: opponent_score * own_points,
            voluntary_unplayed: entry.kind.is_voluntary_unplayed(),
            dropped: false,
        });
    }
    terms
}

/// Marks the least significant value as dropped (Cut-1, C.07 14.1): the term whose
/// opponent has the lowest score, the smaller contribution on a tie (`docs/rules/fide-c07.md#t8`).
/// Under C.07 16.5.1 a team with voluntary unplayed rounds loses its lowest such contribution
/// instead, unless the least significant value contributes more.
fn cut_lowest(terms: &mut [Term], model: UnplayedModel) {
    let by = |a: &&Term, b: &&Term| {
        a.opponent_score
            .total_cmp(&b.opponent_score)
            .then(a.contribution.total_cmp(&b.contribution))
    };
    let Some(lowest) = terms.iter().min_by(by).map(|t| t.round) else {
        return;
    };
    let mut drop = lowest;
    if matches!(model, UnplayedModel::C07(_)) {
        let lowest_value = terms
            .iter()
            .find(|t| t.round == lowest)
            .map_or(0.0, |t| t.contribution);
        if let Some(vur) = terms
            .iter()
            .filter(|t| t.voluntary_unplayed)
            .min_by(|a, b| a.contribution.total_cmp(&b.contribution))
            && lowest_value <= vur.contribution
        {
            drop = vur.round;
        }
    }
    if let Some(t) = terms.iter_mut().find(|t| t.round == drop) {
        t.dropped = true;
    }
}

fn with_cut(mut terms: Vec<Term>, model: UnplayedModel) -> Vec<Term> {
    cut_lowest(&mut terms, model);
    terms
}

fn c07(o: &Outcomes) -> UnplayedModel {
    UnplayedModel::C07(o.edition)
}

/// Match points. SM #13; FIDE C.07 13.1 (the primary score of a team event).
pub fn match_points(o: &Outcomes, team: usize) -> f64 {
    final_score(o, team, Score::Match)
}

/// Game points, including the points the regulation awards for byes and forfeits.
/// SM #1; FIDE C.07 13.1 `MPvGP` (the secondary score when MP is primary).
pub fn game_points(o: &Outcomes, team: usize) -> f64 {
    final_score(o, team, Score::Game)
}

/// An Olympiad criterion: Σ over opponents of their match points (× `own`), without the
/// opponent with the lowest match points, unplayed rounds by the Olympiad's `model`.
fn olympiad_terms(o: &Outcomes, team: usize, own: Own, model: UnplayedModel) -> Vec<Term> {
    with_cut(opponent_terms(o, team, Score::Match, own, model), model)
}

/// Olympiad Sonneborn-Berger: Σ opponent's MP × GP scored against it, without the
/// opponent with the lowest MP; unplayed matches by the 2008 Olympiad rules. SM #50.
pub fn olympiad_sonneborn_berger(o: &Outcomes, team: usize) -> Vec<Term> {
    olympiad_terms(
        o,
        team,
        Own::Points(Score::Game),
        UnplayedModel::Olympiad2008,
    )
}

/// Olympiad Sonneborn-Berger as at Khanty-Mansiysk 2010: Σ opponent's MP × GP scored,
/// without the lowest-MP opponent; a bye or unplayed match is a drawn match against a
/// virtual opponent. SM #57 (FIDE Olympiad G.14 (a)).
pub fn olympiad_sonneborn_berger_khanty_mansiysk(o: &Outcomes, team: usize) -> Vec<Term> {
    olympiad_terms(
        o,
        team,
        Own::Points(Score::Game),
        UnplayedModel::Olympiad2010,
    )
}

/// Olympiad Sonneborn-Berger as at Chennai 2022: Σ opponent's match points × game points
/// scored against it, without the opponent with the lowest match points; the opponents'
/// unplayed matches count as drawn and a round without an opponent is played against a
/// virtual opponent, as FIDE C.07 in its 2022 edition says. SM #74 ("Olympiad-Sonneborn-
/// Berger-Tie-Break without lowest result (Chennai)",
/// `docs/rules/fide-c07.md#swiss-manager-numbers`), the first criterion after match points at the
/// 44th Olympiad, Chennai 2022, and at the Olympiads since. Which unplayed-round rules
/// Swiss-Manager applies is not documented: this is kup's reading of the name, and of C.07 (2022)
/// that the 2022 Olympiad applied.
pub fn olympiad_sonneborn_berger_chennai(o: &Outcomes, team: usize) -> Vec<Term> {
    olympiad_terms(
        o,
        team,
        Own::Points(Score::Game),
        UnplayedModel::Olympiad2022,
    )
}

/// Sum of opponents' adjusted match points without the lowest, Chennai 2022: each
/// opponent's match points with its unplayed matches counted as drawn, a virtual opponent
/// for the team's own unplayed rounds (FIDE C.07 2022). SM #75 ("Olympiad-Sum of Adjusted
/// matchpoints without lowest result (Chennai)", `docs/rules/fide-c07.md#swiss-manager-numbers`);
/// kup's reading as for [`olympiad_sonneborn_berger_chennai`].
pub fn opponents_match_points_cut1_chennai(o: &Outcomes, team: usize) -> Vec<Term> {
    olympiad_terms(o, team, Own::One, UnplayedModel::Olympiad2022)
}

/// Sum of opponents' match points without the lowest, 2008 Olympiad rules. SM #49.
pub fn opponents_match_points_cut1(o: &Outcomes, team: usize) -> Vec<Term> {
    olympiad_terms(o, team, Own::One, UnplayedModel::Olympiad2008)
}

/// Sum of opponents' match points without the lowest, Khanty-Mansiysk 2010 rules.
/// SM #56 (FIDE Olympiad G.14 (c)).
pub fn opponents_match_points_cut1_khanty_mansiysk(o: &Outcomes, team: usize) -> Vec<Term> {
    olympiad_terms(o, team, Own::One, UnplayedModel::Olympiad2010)
}

/// Sum of all opponents' match points. SM #48; FIDE C.07 Buchholz `BH:MP` with Art. 16.
pub fn opponents_match_points(o: &Outcomes, team: usize) -> Vec<Term> {
    opponent_terms(o, team, Score::Match, Own::One, c07(o))
}

/// Buchholz by match points without the least significant value. FIDE C.07 14.1
/// `BH-C1:MP` (no SM number in the regulations).
pub fn buchholz_match_points_cut1(o: &Outcomes, team: usize) -> Vec<Term> {
    with_cut(
        opponent_terms(o, team, Score::Match, Own::One, c07(o)),
        c07(o),
    )
}

/// Buchholz by game points: Σ opponents' GP. FIDE C.07 `BH:GP` (Slovenian Swiss
/// criterion 4, "Buchholz koeficient po osnovnih točkah").
pub fn buchholz_game_points(o: &Outcomes, team: usize) -> Vec<Term> {
    opponent_terms(o, team, Score::Game, Own::One, c07(o))
}

/// Buchholz by game points without the least significant value. FIDE C.07 `BH-C1:GP`.
pub fn buchholz_game_points_cut1(o: &Outcomes, team: usize) -> Vec<Term> {
    with_cut(
        opponent_terms(o, team, Score::Game, Own::One, c07(o)),
        c07(o),
    )
}

/// Sonneborn-Berger with real points: Σ match result (1 won, ½ drawn, 0 lost) ×
/// opponent's GP. SM #7 (kup's reading, `docs/rules/fide-c07.md#t1`: not verified against
/// Swiss-Manager).
pub fn sonneborn_berger_real_points(o: &Outcomes, team: usize) -> Vec<Term> {
    opponent_terms(o, team, Score::Game, Own::MatchResult, c07(o))
}

/// FIDE Sonneborn-Berger (proportional): Σ GP scored × opponent's GP. SM #35; the shape
/// of FIDE C.07 13.2.4 `EGGSB`.
pub fn sonneborn_berger_proportional(o: &Outcomes, team: usize) -> Vec<Term> {
    extended_sonneborn_berger(o, team, Score::Game, Score::Game)
}

/// Sonneborn-Berger by game points (Slovenian Swiss criterion 5): Σ GP scored ×
/// opponent's GP, the literal reading (`docs/rules/fide-c07.md#t4`) = FIDE C.07 `EGGSB`.
pub fn sonneborn_berger_by_game_points(o: &Outcomes, team: usize) -> Vec<Term> {
    extended_sonneborn_berger(o, team, Score::Game, Score::Game)
}

/// Extended Sonneborn-Berger: Σ opponent's score (`opponent_factor`) × own score in that
/// match (`own`). FIDE C.07 13.2: `EMMSB` (Match, Match), `EMGSB` (Match, Game), `EGMSB`
/// (Game, Match), `EGGSB` (Game, Game).
pub fn extended_sonneborn_berger(
    o: &Outcomes,
    team: usize,
    opponent_factor: Score,
    own: Score,
) -> Vec<Term> {
    opponent_terms(o, team, opponent_factor, Own::Points(own), c07(o))
}

/// Extended Sonneborn-Berger without the least significant value: the term of the opponent
/// with the lowest score in the opponent factor (the smaller product on a tie) is left
/// out, under C.07 16.5.1 a voluntary unplayed round's instead unless it contributes more.
/// FIDE C.07 14.1.2 `EMMSB/C1`, `EMGSB/C1`, `EGMSB/C1`, `EGGSB/C1`.
pub fn extended_sonneborn_berger_cut1(
    o: &Outcomes,
    team: usize,
    opponent_factor: Score,
    own: Score,
) -> Vec<Term> {
    with_cut(
        extended_sonneborn_berger(o, team, opponent_factor, own),
        c07(o),
    )
}

/// Score and schedule strength combination: the secondary score + Buchholz on the
/// primary score ÷ FN, FN = ⌊rounds × primary win value ÷ secondary win value⌋. FIDE C.07
/// 13.4 `SSSC`.
pub fn score_strength_combination(o: &Outcomes, team: usize) -> f64 {
    let (primary, secondary) = match o.primary {
        PrimaryScore::MatchPoints => (Score::Match, Score::Game),
        PrimaryScore::GamePoints => (Score::Game, Score::Match),
    };
    let buchholz = sum_of(&opponent_terms(o, team, primary, Own::One, c07(o)));
    let factor =
        (f64::from(o.after_round) * win_value(o, primary) / win_value(o, secondary)).floor();
    final_score(o, team, secondary) + buchholz / factor.max(1.0)
}

/// Board results of the whole event: the team's points on board 1, then board 2, ...
/// (hss-kadeti-2009 criterion (e) "ukupni rezultat na 1., 2., 3., 4. ploči"; SM #15,
/// `docs/rules/fide-c07.md#t6`: the whole event, board 1 first). Forfeited boards count as scored;
/// a bye adds nothing; matches known only by their score have no board detail, and a team with no
/// other has no board results at all.
pub fn board_results(o: &Outcomes, team: usize) -> Value {
    match &o.teams[team].board_points {
        Some(points) => Value::Vector(points.iter().map(|p| p.as_f64()).collect()),
        None => Value::NoBoardResults {
            boards: usize::from(o.boards),
        },
    }
}

/// The result of a group criterion: the group split into tiers, best first, and the
/// value each member was separated by.
#[derive(Debug, Clone, PartialEq)]
pub struct Split {
    pub tiers: Vec<Vec<usize>>,
    pub values: Vec<(usize, Value)>,
}

/// What a direct encounter counts in each mutual match.
#[derive(Debug, Clone, Copy)]
enum Mutual {
    /// The match or game points scored.
    Points(Score),
    /// 1 for a match drawn on game points and won on the highest board where the games
    /// differ (the cup system), else 0.
    CupBoard,
}

impl Mutual {
    fn points(self, e: &Entry) -> f64 {
        match self {
            Mutual::Points(score) => points(e, score),
            Mutual::CupBoard => f64::from(u8::from(e.cup_board.is_some_and(|c| c.won))),
        }
    }

    fn win(self, o: &Outcomes) -> f64 {
        match self {
            Mutual::Points(score) => win_value(o, score),
            Mutual::CupBoard => 1.0,
        }
    }
}

/// One pass of direct encounter over `group`: mutual scores (repeated meetings averaged,
/// C.07 6.1.2; forfeits are not encounters, C.07 6) and the tiers they give. When not
/// every pair met (a Swiss), a team is placed above the rest only if it stays alone at
/// the top whatever the missing matches give (C.07 6.3); the same for the next rank, and
/// so on (`docs/rules/fide-c07.md#t5`).
fn encounter_pass(o: &Outcomes, group: &[usize], by: Mutual) -> (Vec<Vec<usize>>, Vec<f64>) {
    let mut member = vec![None; o.teams.len()];
    for (k, &team) in group.iter().enumerate() {
        member[team] = Some(k);
    }
    let n = group.len();
    let mut mutual = vec![0.0; n];
    let mut missing = vec![0u32; n];
    for (k, &team) in group.iter().enumerate() {
        let mut met = vec![(0.0, 0u32); n];
        for e in &o.teams[team].rounds {
            if let (Kind::Played, Some(opp)) = (e.kind, e.opponent)
                && let Some(j) = member[opp]
            {
                met[j].0 += by.points(e);
                met[j].1 += 1;
            }
        }
        for (j, (sum, count)) in met.into_iter().enumerate() {
            if j == k {
                continue;
            }
            if count == 0 {
                missing[k] += 1;
            } else {
                mutual[k] += sum / f64::from(count);
            }
        }
    }
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| mutual[b].total_cmp(&mutual[a]));
    let mut tiers: Vec<Vec<usize>> = Vec::new();
    if missing.iter().all(|&m| m == 0) {
        for k in order {
            match tiers.last_mut() {
                Some(tier) if mutual[tier[0]] == mutual[k] => tier.push(k),
                _ => tiers.push(vec![k]),
            }
        }
    } else {
        let win = by.win(o);
        let mut rest = order;
        while rest.len() > 1 {
            let top = rest[0];
            let best_other = rest[1..]
                .iter()
                .map(|&k| mutual[k] + f64::from(missing[k]) * win)
                .fold(f64::NEG_INFINITY, f64::max);
            if mutual[top] > best_other {
                tiers.push(vec![top]);
                rest.remove(0);
            } else {
                break;
            }
        }
        tiers.push(rest);
    }
    let tiers = tiers
        .into_iter()
        .map(|tier| tier.into_iter().map(|k| group[k]).collect())
        .collect();
    (tiers, mutual)
}

/// Direct encounter re-applied to every smaller subset that stays tied (C.07 13.3;
/// `docs/rules/fide-c07.md#group-criteria`).
fn encounter_recursive(
    o: &Outcomes,
    group: &[usize],
    by: Mutual,
    values: &mut Vec<(usize, f64)>,
) -> Vec<Vec<usize>> {
    let (tiers, mutual) = encounter_pass(o, group, by);
    for (k, &team) in group.iter().enumerate() {
        match values.iter_mut().find(|(t, _)| *t == team) {
            Some(entry) => entry.1 = mutual[k],
            None => values.push((team, mutual[k])),
        }
    }
    if tiers.len() == 1 {
        return tiers;
    }
    let mut result = Vec::new();
    for tier in tiers {
        if tier.len() > 1 {
            result.extend(encounter_recursive(o, &tier, by, values));
        } else {
            result.push(tier);
        }
    }
    result
}

/// Result within the tied group by match points (or game points): the points each tied
/// team scored against the others. SM #14 (by MP); FIDE C.07 6 `DE`. The Slovenian
/// Berger chain's "medsebojni rezultat po osnovnih točkah" is the same on game points.
pub fn direct_encounter(o: &Outcomes, group: &[usize], score: Score) -> Split {
    encounter_by(o, group, Mutual::Points(score))
}

fn encounter_by(o: &Outcomes, group: &[usize], by: Mutual) -> Split {
    let mut values = Vec::new();
    let tiers = encounter_recursive(o, group, by, &mut values);
    Split {
        tiers,
        values: values
            .into_iter()
            .map(|(t, v)| (t, Value::Number(v)))
            .collect(),
    }
}

/// Extended direct encounter: direct encounter on the primary score, then on the
/// secondary score among the teams still tied, each re-applied to smaller tied subsets
/// (FIDE C.07 13.3 `EDE`; reproduces the FIDE exercise order 4, 2, 1, 3, 5).
pub fn extended_direct_encounter(o: &Outcomes, group: &[usize]) -> Split {
    let (primary, secondary) = match o.primary {
        PrimaryScore::MatchPoints => (Score::Match, Score::Game),
        PrimaryScore::GamePoints => (Score::Game, Score::Match),
    };
    then_among_tied(
        o,
        direct_encounter(o, group, primary),
        Mutual::Points(secondary),
    )
}

/// Direct encounter by game points "po pokalnem sistemu" (szs-pokal-2018 point 5): the
/// game points each tied team scored against the others, then, among teams still tied,
/// their mutual matches drawn on game points decided as a cup match is: by the highest
/// board where the games differ, board 1 first (the same cup rule as the text's play-off,
/// where the team with Black on board 1 wins with all draws). The value is the pair
/// (game points, drawn matches won on a board).
pub fn direct_encounter_cup_system(o: &Outcomes, group: &[usize]) -> Split {
    then_among_tied(o, direct_encounter(o, group, Score::Game), Mutual::CupBoard)
}

/// A second direct encounter, counting `by`, within each tier `first` left tied; each value
/// becomes the pair (first, second).
fn then_among_tied(o: &Outcomes, first: Split, by: Mutual) -> Split {
    let mut values: Vec<(usize, Value)> = first.values;
    let mut tiers = Vec::new();
    for tier in first.tiers {
        if tier.len() < 2 {
            tiers.push(tier);
            continue;
        }
        let second = encounter_by(o, &tier, by);
        for (team, value) in second.values {
            if let (Some(entry), Value::Number(s)) =
                (values.iter_mut().find(|(t, _)| *t == team), value)
                && let Value::Number(p) = entry.1
            {
                entry.1 = Value::Vector(vec![p, s]);
            }
        }
        tiers.extend(second.tiers);
    }
    Split { tiers, values }
}

/// A team's matches drawn on game points with the board that decides each under the cup
/// system (round, opponent, board), for the explanation of [`direct_encounter_cup_system`].
pub fn cup_boards(o: &Outcomes, team: usize) -> Vec<(u32, usize, CupBoard)> {
    o.teams[team]
        .rounds
        .iter()
        .enumerate()
        .filter_map(|(r, e)| Some((r as u32 + 1, e.opponent?, e.cup_board?)))
        .collect()
}

/// Drawing of lots among the tied `group`: the order of the newest recorded
/// final-ranking draw that includes every team of the group; one tier when no such draw
/// exists (the place stays shared until the arbiter draws).
pub fn lots(o: &Outcomes, group: &[usize], draws: &[LotDraw]) -> Split {
    let ids: Vec<TeamId> = group.iter().map(|&i| o.teams[i].id).collect();
    let draw = draws.iter().rev().find(|d| {
        d.purpose == LotPurpose::FinalRanking && ids.iter().all(|id| d.order.contains(id))
    });
    let Some(draw) = draw else {
        return Split {
            tiers: vec![group.to_vec()],
            values: Vec::new(),
        };
    };
    let position = |i: usize| {
        draw.order
            .iter()
            .position(|id| *id == o.teams[i].id)
            .unwrap_or(usize::MAX)
    };
    let mut ordered = group.to_vec();
    ordered.sort_by_key(|&i| position(i));
    Split {
        tiers: ordered.iter().map(|&i| vec![i]).collect(),
        values: ordered
            .iter()
            .map(|&i| (i, Value::Number(position(i) as f64 + 1.0)))
            .collect(),
    }
}

/// The terms of a C.07 13.2 extended Sonneborn-Berger by its two factors (`EMGSB`: the
/// opponent's Match points × own Game points), its lowest term cut for `/C1`.
fn extended_sonneborn_berger_of(
    o: &Outcomes,
    team: usize,
    [opponent_factor, own]: [Score; 2],
    cut: bool,
) -> Vec<Term> {
    match cut {
        true => extended_sonneborn_berger_cut1(o, team, opponent_factor, own),
        false => extended_sonneborn_berger(o, team, opponent_factor, own),
    }
}

/// The terms of an opponent-based criterion, `None` for the others.
pub fn terms(o: &Outcomes, team: usize, criterion: Tiebreak) -> Option<Vec<Term>> {
    use Score::{Game, Match};
    use Tiebreak::*;
    let esb = extended_sonneborn_berger_of;
    Some(match criterion {
        OlympiadSonnebornBerger => olympiad_sonneborn_berger(o, team),
        OlympiadSonnebornBergerKhantyMansiysk => olympiad_sonneborn_berger_khanty_mansiysk(o, team),
        OpponentsMatchPointsCut1 => opponents_match_points_cut1(o, team),
        OpponentsMatchPointsCut1KhantyMansiysk => {
            opponents_match_points_cut1_khanty_mansiysk(o, team)
        }
        OpponentsMatchPoints => opponents_match_points(o, team),
        SonnebornBergerGamePoints => sonneborn_berger_real_points(o, team),
        SonnebornBergerProportional => sonneborn_berger_proportional(o, team),
        BuchholzGamePoints => buchholz_game_points(o, team),
        SonnebornBergerByGamePoints => sonneborn_berger_by_game_points(o, team),
        BuchholzMatchPointsCut1 => buchholz_match_points_cut1(o, team),
        BuchholzGamePointsCut1 => buchholz_game_points_cut1(o, team),
        ExtendedSonnebornBergerMatchMatch => esb(o, team, [Match, Match], false),
        ExtendedSonnebornBergerGameMatch => esb(o, team, [Game, Match], false),
        ExtendedSonnebornBergerMatchGame => esb(o, team, [Match, Game], false),
        ExtendedSonnebornBergerGameGame => esb(o, team, [Game, Game], false),
        ExtendedSonnebornBergerMatchMatchCut1 => esb(o, team, [Match, Match], true),
        ExtendedSonnebornBergerGameMatchCut1 => esb(o, team, [Game, Match], true),
        ExtendedSonnebornBergerMatchGameCut1 => esb(o, team, [Match, Game], true),
        ExtendedSonnebornBergerGameGameCut1 => esb(o, team, [Game, Game], true),
        OlympiadSonnebornBergerChennai => olympiad_sonneborn_berger_chennai(o, team),
        OpponentsMatchPointsCut1Chennai => opponents_match_points_cut1_chennai(o, team),
        MatchPoints
        | GamePoints
        | DirectEncounter
        | DirectEncounterGamePoints
        | DirectEncounterCupSystem
        | BoardResults
        | ScoreStrengthCombination
        | ExtendedDirectEncounter
        | Lots => return None,
    })
}

/// The value of a criterion computed for each team on its own; `None` for the group
/// criteria (direct encounter, lots), which only exist among tied teams.
pub fn value(o: &Outcomes, team: usize, criterion: Tiebreak) -> Option<Value> {
    if let Some(terms) = terms(o, team, criterion) {
        return Some(Value::Number(sum_of(&terms)));
    }
    Some(match criterion {
        Tiebreak::MatchPoints => Value::Number(match_points(o, team)),
        Tiebreak::GamePoints => Value::Number(game_points(o, team)),
        Tiebreak::ScoreStrengthCombination => Value::Number(score_strength_combination(o, team)),
        Tiebreak::BoardResults => board_results(o, team),
        _ => return None,
    })
}

/// The split of a tied group by a group criterion.
pub fn split_group(
    o: &Outcomes,
    group: &[usize],
    criterion: Tiebreak,
    draws: &[LotDraw],
) -> Option<Split> {
    Some(match criterion {
        Tiebreak::DirectEncounter => direct_encounter(o, group, Score::Match),
        Tiebreak::DirectEncounterGamePoints => direct_encounter(o, group, Score::Game),
        Tiebreak::ExtendedDirectEncounter => extended_direct_encounter(o, group),
        Tiebreak::DirectEncounterCupSystem => direct_encounter_cup_system(o, group),
        Tiebreak::Lots => lots(o, group, draws),
        _ => return None,
    })
}

/// The unplayed-round model a criterion uses, for the explanation screen.
pub fn model_of(o: &Outcomes, criterion: Tiebreak) -> Option<UnplayedModel> {
    use Tiebreak::*;
    match criterion {
        OlympiadSonnebornBerger | OpponentsMatchPointsCut1 => Some(UnplayedModel::Olympiad2008),
        OlympiadSonnebornBergerKhantyMansiysk | OpponentsMatchPointsCut1KhantyMansiysk => {
            Some(UnplayedModel::Olympiad2010)
        }
        OlympiadSonnebornBergerChennai | OpponentsMatchPointsCut1Chennai => {
            Some(UnplayedModel::Olympiad2022)
        }
        MatchPoints
        | GamePoints
        | DirectEncounter
        | DirectEncounterGamePoints
        | DirectEncounterCupSystem
        | BoardResults
        | ExtendedDirectEncounter
        | Lots => None,
        _ => Some(c07(o)),
    }
}
