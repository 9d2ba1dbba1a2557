//! The FIDE (Dutch) System, C.04.3 as revised in 2025 (in force from 1 February 2026), on
//! an abstract field of entrants (players, or teams in kup's legacy team mode). Articles
//! and criteria are cited by the 2025 numbering: 1.x definitions, C1-C21 (Art. 2), 3.x the
//! bracket procedure, 4.x the generation order, 5.2.x colours.
//!
//! The PAB is settled first: C5 (the lowest score of its assignee) ranks above every
//! quality criterion, so the lowest score at which a player who may take it (C2) leaves
//! the rest pairable is found before any bracket, and the bye is kept to such players.
//!
//! The brackets are paired from the top scoregroup down. Each bracket is paired by
//! minimum-cost perfect matchings over the bracket *and every player below it* (plus a
//! vertex standing for the pairing-allocated bye when the field is odd): a perfect matching
//! of that graph is exactly a pairing of the bracket whose downfloaters leave the rest of
//! the round pairable, which is the completion criterion C4. The cost of an edge packs the
//! quality criteria of the bracket lexicographically into one number (128 bits, or 256
//! when they need more), most significant first, one digit each (a digit's radix exceeds
//! anything a matching can sum in it, so comparing total costs compares the criteria in the
//! text's order):
//!
//! 1. two MDPs paired together (3.2 pairs MDPs with residents only; kept as a cost, not a
//!    prohibition, so that completion never fails on it);
//! 2. C6 the number of downfloaters;
//! 3. C7 the scores of the downfloaters, one digit per score of the bracket, the highest
//!    first;
//! 4. C8 the following bracket (the downfloaters and the next scoregroup): its
//!    downfloaters (the players of either matched below the next scoregroup), then their
//!    scores, one digit per score, the highest first; the matching pairs the following
//!    bracket as well as it can for each set of downfloaters, so the set that lets it pair
//!    best on C6 and C7 wins;
//! 5. C9 the unplayed rounds of the player matched with the bye vertex, only in a bracket
//!    that downfloats exactly one player (C9's note; that player is then the one a
//!    complete pairing leaves for the bye, as no lower player may take it by C5);
//! 6. C10, C11 topscorers (1.8) or their opponents with |CD| > 2 or three equal colours;
//! 7. C12, C13 players not getting their colour preference, their strong one;
//! 8. C14-C17 resident downfloaters who downfloated, MDP opponents who upfloated, one or
//!    two rounds before;
//! 9. C18-C21 the score differences of those MDPs and MDP opponents ([`RepeatedFloats`]).
//!
//! Among the pairings best on all of them, the text's first candidate in its generation
//! order is found by [`super::dutch_bracket`]. Only the pairs inside the bracket are kept;
//! its members matched below are its downfloaters, the MDPs of the next bracket. Colours
//! follow 5.2.1-5.2.5.
//!
//! # Departures from the text (said here, and in `docs/rules/fide-c04-3.md#kup`)
//! - C18-C21 are left out in a bracket too large for their digits to fit the 256-bit cost
//!   (hundreds of players with many MDP scores).

use super::dutch_bracket::{self, BracketPairs};
use super::matching::{I256, Weight, has_perfect_matching};
use crate::core::Colour;
use crate::i18n::{Msg, Text};

/// The float an entrant received in a round (A.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Float {
    None,
    /// Played a lower-scored opponent, or scored more than a loss without playing: the
    /// pairing-allocated bye, a forfeit win, a bye of more than a loss (1.4.3).
    Down,
    /// Played a higher-scored opponent.
    Up,
}

impl Float {
    /// The float of a game played with `own` score before the round against an opponent
    /// with `opponent` (A.4.a).
    pub fn of_game<S: Ord>(own: S, opponent: S) -> Float {
        match own.cmp(&opponent) {
            std::cmp::Ordering::Greater => Float::Down,
            std::cmp::Ordering::Less => Float::Up,
            std::cmp::Ordering::Equal => Float::None,
        }
    }
}

/// One entrant as the pairing of the next round sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entrant {
    /// Pairing number (A.2.b), from 1.
    pub number: usize,
    /// Score before the round, in the unit of [`DutchInput::win`].
    pub score: u32,
    /// Pairing numbers of the opponents of played games (C.1).
    pub opponents: Vec<usize>,
    /// Pairing numbers the entrant must not meet although they have not played: the
    /// organiser's forbidden pairings (TRF-2026 record 260), absolute like C.1.
    pub forbidden: Vec<usize>,
    /// Colours of played games, oldest first (A.6: unplayed rounds are left out).
    pub colours: Vec<Colour>,
    /// The float of each round so far, round 1 first (A.4).
    pub floats: Vec<Float>,
    /// Has had the pairing-allocated bye or a win by an absent opponent (C.2).
    pub bye_barred: bool,
    /// To be paired in this round (not withdrawn, not announced absent).
    pub present: bool,
    /// Taken into account for the pairing of an earlier round (a game, a forfeit, the
    /// pairing-allocated bye): such an entrant keeps its place in the numbering of 5.2.5
    /// even when absent, while one who never arrived has no TPN yet (GHR 2.4).
    pub arrived: bool,
}

/// What the pairing of one round needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DutchInput {
    pub entrants: Vec<Entrant>,
    /// The round to pair, from 1.
    pub round: u32,
    pub total_rounds: u32,
    /// The score of a won game (2 when scores are in half points, 2 match points, ...):
    /// the "one point" of A.8 and the maximum score per round of A.7.
    pub win: u32,
    /// The initial-colour of E.5, drawn by lot before round 1.
    pub initial: Colour,
}

/// The pairs (white, black) by pairing number in board order, and the bye.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DutchPairing {
    pub pairs: Vec<(usize, usize)>,
    pub bye: Option<usize>,
}

/// How strongly a colour is wanted (A.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Strength {
    None,
    Mild,
    Strong,
    Absolute,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Preference {
    colour: Option<Colour>,
    strength: Strength,
}

fn opposite(c: Colour) -> Colour {
    match c {
        Colour::White => Colour::Black,
        Colour::Black => Colour::White,
    }
}

fn colour_difference(colours: &[Colour]) -> i32 {
    colours
        .iter()
        .map(|c| if *c == Colour::White { 1 } else { -1 })
        .sum()
}

/// The colour preference of A.6: absolute (|CD| > 1, or the same colour in the two latest
/// games played), strong (|CD| = 1), mild (CD 0: the other colour than in the latest game),
/// none before the first game.
fn preference(colours: &[Colour]) -> Preference {
    let Some(&last) = colours.last() else {
        return Preference {
            colour: None,
            strength: Strength::None,
        };
    };
    let cd = colour_difference(colours);
    let last_two_same = colours.len() >= 2 && colours[colours.len() - 2] == last;
    let (colour, strength) = if cd > 1 {
        (Colour::Black, Strength::Absolute)
    } else if cd < -1 {
        (Colour::White, Strength::Absolute)
    } else if last_two_same {
        (opposite(last), Strength::Absolute)
    } else if cd == 1 {
        (Colour::Black, Strength::Strong)
    } else if cd == -1 {
        (Colour::White, Strength::Strong)
    } else {
        (opposite(last), Strength::Mild)
    };
    Preference {
        colour: Some(colour),
        strength,
    }
}

/// Everything fixed for the round: the present entrants in A.2 order (score, then pairing
/// number), their preferences, who is a topscorer.
struct Field<'a> {
    players: Vec<&'a Entrant>,
    /// The TPN of each (5.2.5): the place among the entrants who have arrived.
    tpn: Vec<usize>,
    prefs: Vec<Preference>,
    topscorer: Vec<bool>,
    round: u32,
    initial: Colour,
}

impl Field<'_> {
    /// C.1 and C.3: may `a` and `b` meet at all?
    fn compatible(&self, a: usize, b: usize) -> bool {
        let (pa, pb) = (self.players[a], self.players[b]);
        let barred = |x: &Entrant, y: &Entrant| {
            x.opponents.contains(&y.number) || x.forbidden.contains(&y.number)
        };
        if barred(pa, pb) || barred(pb, pa) {
            return false;
        }
        let both_absolute_same = self.prefs[a].strength == Strength::Absolute
            && self.prefs[b].strength == Strength::Absolute
            && self.prefs[a].colour == self.prefs[b].colour;
        !(both_absolute_same && !self.topscorer[a] && !self.topscorer[b])
    }

    /// Colours of the pair (`a` ranked above `b`) by E.1-E.5; returns (white, black).
    fn allocate(&self, a: usize, b: usize) -> (usize, usize) {
        let (hi, lo) = if a < b { (a, b) } else { (b, a) };
        let (ph, pl) = (self.prefs[hi], self.prefs[lo]);
        let give_hi = |c: Colour| {
            if c == Colour::White {
                (hi, lo)
            } else {
                (lo, hi)
            }
        };
        match (ph.colour, pl.colour) {
            // E.1: both preferences (or the only one) can be granted.
            (Some(h), Some(l)) if h != l => return give_hi(h),
            (Some(h), None) => return give_hi(h),
            (None, Some(l)) => return give_hi(opposite(l)),
            (Some(h), Some(_)) => {
                // E.2: the stronger preference; two absolute ones: the wider CD.
                if ph.strength != pl.strength {
                    return if ph.strength > pl.strength {
                        give_hi(h)
                    } else {
                        give_hi(opposite(h))
                    };
                }
                if ph.strength == Strength::Absolute {
                    let (ch, cl) = (
                        colour_difference(&self.players[hi].colours).abs(),
                        colour_difference(&self.players[lo].colours).abs(),
                    );
                    if ch != cl {
                        return if ch > cl {
                            give_hi(h)
                        } else {
                            give_hi(opposite(h))
                        };
                    }
                }
                // E.3: alternate to the latest round in which they had different colours.
                let (h_hist, l_hist) = (&self.players[hi].colours, &self.players[lo].colours);
                for (x, y) in h_hist.iter().rev().zip(l_hist.iter().rev()) {
                    if x != y {
                        return give_hi(opposite(*x));
                    }
                }
                // E.4: the higher-ranked player's preference.
                return give_hi(h);
            }
            (None, None) => {}
        }
        // 5.2.5: no preferences: the higher-ranked player takes the initial-colour with an
        // odd TPN, the other colour with an even one.
        if self.tpn[hi] % 2 == 1 {
            give_hi(self.initial)
        } else {
            give_hi(opposite(self.initial))
        }
    }

    /// Whether vertex `v` of a bracket's matching is the pairing-allocated bye.
    fn is_bye_vertex(&self, v: usize) -> bool {
        v == self.players.len()
    }

    /// Rounds so far in which `a` played no game (C9).
    fn unplayed(&self, a: usize) -> u32 {
        (self.round - 1).saturating_sub(self.players[a].colours.len() as u32)
    }

    fn had_float(&self, a: usize, rounds_ago: u32, float: Float) -> bool {
        rounds_ago < self.round
            && self.players[a]
                .floats
                .get((self.round - rounds_ago - 1) as usize)
                == Some(&float)
    }
}

/// The criteria C10-C17 a bracket pairing is counted on, most significant first.
const COUNTED_CRITERIA: usize = 8;

/// How one pair scores on C10-C17, as counts.
fn pair_counts(field: &Field, a: usize, b: usize) -> [u32; COUNTED_CRITERIA] {
    let mut counts = [0; COUNTED_CRITERIA];
    let (white, black) = field.allocate(a, b);
    let topscorers_involved = field.topscorer[a] || field.topscorer[b];
    for (player, colour) in [(white, Colour::White), (black, Colour::Black)] {
        let mut colours = field.players[player].colours.clone();
        colours.push(colour);
        if topscorers_involved {
            // C10: a colour difference beyond ±2; C11: three equal colours in a row.
            counts[0] += u32::from(colour_difference(&colours).abs() > 2);
            counts[1] +=
                u32::from(colours.len() >= 3 && colours.iter().rev().take(3).all(|c| *c == colour));
        }
        let pref = field.prefs[player];
        if pref.colour.is_some_and(|c| c != colour) {
            // C12 any preference, C13 a strong (or absolute) one, not granted.
            counts[2] += 1;
            counts[3] += u32::from(pref.strength >= Strength::Strong);
        }
    }
    // C15, C17: the MDP's opponent (the lower score) upfloated one or two rounds before.
    let (sa, sb) = (field.players[a].score, field.players[b].score);
    if sa != sb {
        let up = if sa > sb { b } else { a };
        counts[5] += u32::from(field.had_float(up, 1, Float::Up));
        counts[7] += u32::from(field.had_float(up, 2, Float::Up));
    }
    counts
}

/// C14 and C16 for a resident who floats down out of the bracket.
fn downfloater_counts(field: &Field, a: usize) -> [u32; COUNTED_CRITERIA] {
    let mut counts = [0; COUNTED_CRITERIA];
    counts[4] = u32::from(field.had_float(a, 1, Float::Down));
    counts[6] = u32::from(field.had_float(a, 2, Float::Down));
    counts
}

/// Why a round could not be paired, naming the rule ([`DutchError::text`]; `Display` is its
/// English). `pairing::legacy` says it in its own words for teams.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DutchError {
    NotARound { round: u32, total_rounds: u32 },
    TooManyScoreDifferences { score: u32, differences: usize },
    NoLegalPairing,
}

impl DutchError {
    /// Why, for players; a score is in the input's units (half points for an individual TRF).
    pub fn text(&self) -> Text {
        match self {
            DutchError::NotARound {
                round,
                total_rounds,
            } => Text::new(Msg::DutchNotARound)
                .arg("round", round)
                .arg("rounds", total_rounds),
            DutchError::TooManyScoreDifferences { score, differences } => {
                Text::new(Msg::DutchBracketTooWide)
                    .arg("score", score)
                    .arg("differences", differences)
            }
            DutchError::NoLegalPairing => Msg::DutchNoLegalPairing.into(),
        }
    }
}

impl std::fmt::Display for DutchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.text())
    }
}

impl std::error::Error for DutchError {}

/// Pairs one round by C.04.3. Errors name the rule when no pairing exists.
pub fn pair(input: &DutchInput) -> Result<DutchPairing, DutchError> {
    if input.round == 0 || input.round > input.total_rounds {
        return Err(DutchError::NotARound {
            round: input.round,
            total_rounds: input.total_rounds,
        });
    }
    let mut players: Vec<&Entrant> = input.entrants.iter().filter(|e| e.present).collect();
    // A.2: score, then pairing number.
    players.sort_by_key(|e| (std::cmp::Reverse(e.score), e.number));
    let last_round = input.round == input.total_rounds;
    let field = Field {
        prefs: players.iter().map(|e| preference(&e.colours)).collect(),
        // A.7: in the last round, more than half of the maximum possible score.
        topscorer: players
            .iter()
            .map(|e| last_round && 2 * e.score > input.win * (input.round - 1))
            .collect(),
        tpn: players
            .iter()
            .map(|e| {
                input
                    .entrants
                    .iter()
                    .filter(|o| o.number <= e.number && (o.present || o.arrived))
                    .count()
            })
            .collect(),
        players,
        round: input.round,
        initial: input.initial,
    };
    let n = field.players.len();
    // The vertex of the pairing-allocated bye, below everyone.
    let bye_vertex = (n % 2 == 1).then_some(n);
    let vertices = n + usize::from(bye_vertex.is_some());
    // C5 ranks above every quality criterion: the bye goes to the lowest score that leaves
    // the round pairable (C4), among those who may take it (C2).
    let bye_score = match bye_vertex {
        Some(_) => lowest_bye_score(&field).ok_or(DutchError::NoLegalPairing)?,
        None => 0,
    };
    let allowed = allowed_with_bye(&field, bye_score);

    let mut partner: Vec<Option<usize>> = vec![None; vertices];
    let mut moved_down: Vec<usize> = Vec::new();
    let mut start = 0;
    while start < n {
        let score = field.players[start].score;
        let end = (start..n)
            .find(|&i| field.players[i].score != score)
            .unwrap_or(n);
        // B.1: the MDPs and the residents of this scoregroup, in A.2 order.
        let bracket: Vec<usize> = moved_down.iter().copied().chain(start..end).collect();
        let lower: Vec<usize> = (end..n).chain(bye_vertex).collect();
        let chosen = pair_bracket(&field, &bracket, &lower, score, &allowed)?;
        moved_down.clear();
        for &a in &bracket {
            match chosen[&a] {
                Some(b) => partner[a] = Some(b),
                None => moved_down.push(a),
            }
        }
        start = end;
    }
    let bye = moved_down.first().map(|&a| field.players[a].number);
    debug_assert!(moved_down.len() <= 1);

    let mut pairs: Vec<(usize, usize)> = (0..n)
        .filter_map(|a| {
            partner[a]
                .filter(|&b| a < b && b < n)
                .map(|b| field.allocate(a, b))
        })
        .collect();
    // Board order: the higher score in the pair, the sum of the scores, the rank of the
    // higher-ranked player (indices are ranks).
    pairs.sort_by_key(|&(w, b)| {
        let (sw, sb) = (field.players[w].score, field.players[b].score);
        (
            std::cmp::Reverse(sw.max(sb)),
            std::cmp::Reverse(sw + sb),
            w.min(b),
        )
    });
    Ok(DutchPairing {
        pairs: pairs
            .into_iter()
            .map(|(w, b)| (field.players[w].number, field.players[b].number))
            .collect(),
        bye,
    })
}

/// The lowest score of a player who may take the bye (C2) such that everyone else can
/// still be paired (C4); `None` when there is none.
fn lowest_bye_score(field: &Field) -> Option<u32> {
    let n = field.players.len();
    let mut scores: Vec<u32> = field
        .players
        .iter()
        .filter(|e| !e.bye_barred)
        .map(|e| e.score)
        .collect();
    scores.sort_unstable();
    scores.dedup();
    scores
        .into_iter()
        .find(|&limit| has_perfect_matching(n + 1, allowed_with_bye(field, limit)))
}

/// Who may meet whom: C1 and C3 between players; the bye vertex (numbered after the
/// players) with a player who may take the bye (C2) and scores at most `limit` (C5).
fn allowed_with_bye<'a>(field: &'a Field, limit: u32) -> impl Fn(usize, usize) -> bool + 'a {
    let bye = field.players.len();
    let may_take = move |a: usize| {
        let e = field.players[a];
        !e.bye_barred && e.score <= limit
    };
    move |a, b| match (a == bye, b == bye) {
        (true, _) => may_take(b),
        (_, true) => may_take(a),
        _ => field.compatible(a, b),
    }
}

/// Pairs one bracket: the criteria cost of every edge of its matching (the module
/// documentation's digits), then the text's first candidate among the best
/// ([`super::dutch_bracket`]). Returns, for each bracket member, its opponent inside the
/// bracket, or `None` for a downfloater (or the bye in the last one).
fn pair_bracket(
    field: &Field,
    bracket: &[usize],
    lower: &[usize],
    resident_score: u32,
    allowed: &dyn Fn(usize, usize) -> bool,
) -> Result<BracketPairs, DutchError> {
    let score = |a: usize| field.players[a].score;
    let mdps = bracket
        .iter()
        .filter(|&&a| score(a) != resident_score)
        .count();
    // C7: one digit per score of the bracket, the highest first: its downfloaters.
    let mut scores: Vec<u32> = bracket.iter().map(|&a| score(a)).collect();
    scores.sort_unstable_by(|a, b| b.cmp(a));
    scores.dedup();
    // C8: the following bracket is the downfloaters and the next scoregroup.
    let next_score = lower
        .first()
        .filter(|&&a| !field.is_bye_vertex(a))
        .map(|&a| score(a));
    let next = lower
        .iter()
        .take_while(|&&a| !field.is_bye_vertex(a) && Some(score(a)) == next_score)
        .count();
    let next_scores: Vec<u32> = next_score
        .map(|s| scores.iter().copied().chain([s]).collect())
        .unwrap_or_default();
    let size = bracket.len();
    let digit_bits = bits_for((size + next).max(field.round as usize) as u64 + 1);
    let order_bits = dutch_bracket::order_bits(size);
    let bits = |digits: usize| digits as u32 * digit_bits + order_bits;
    let mut graph = Graph {
        field,
        vertices: bracket.iter().chain(lower).copied().collect(),
        size,
        mdps,
        next_end: size + next,
        layout: Layout {
            scores,
            next_scores,
        },
        repeats: RepeatedFloats::new(field, bracket, &score, resident_score),
    };
    if bits(graph.digits()) > I256::COST_BITS - 2 {
        graph.repeats.active.clear();
    }
    let n = graph.vertices.len();
    let edges: Vec<Option<Vec<u32>>> = (0..n * n)
        .map(|k| {
            let (x, y) = (k / n, k % n);
            (x != y)
                .then(|| graph.edge(x.min(y), x.max(y), allowed))
                .flatten()
        })
        .collect();
    // A criterion no edge of this bracket can break takes no bits: only the digits that
    // are somewhere non-zero are packed.
    let mut used: Vec<usize> = (0..graph.digits())
        .filter(|&k| edges.iter().flatten().any(|d| d[k] != 0))
        .collect();
    let chosen = graph.solve_packed(&edges, &used, digit_bits, bits(used.len()))?;
    // C9's note: "Apply to brackets that downfloat exactly one player, who will end up
    // receiving the pairing-allocated bye". C6 ranks above C9, so every candidate as good
    // on C6 downfloats as many players as the one found: when that is not one, C9 does
    // not choose between them, and the bracket is paired again without its digit.
    let c9 = graph.layout.c9();
    let downfloaters = chosen.values().filter(|mate| mate.is_none()).count();
    if !used.contains(&c9) || downfloaters == 1 {
        return Ok(chosen);
    }
    used.retain(|&k| k != c9);
    graph.solve_packed(&edges, &used, digit_bits, bits(used.len()))
}

/// Where each criterion's digits sit in a bracket's edge cost (the module documentation's
/// order).
struct Layout {
    /// C7: the scores of the bracket, highest first.
    scores: Vec<u32>,
    /// C8: those and the next scoregroup's, highest first; empty without a next bracket.
    next_scores: Vec<u32>,
}

impl Layout {
    const MDPS_MET: usize = 0;
    const FLOATERS: usize = 1;
    const C7: usize = 2;

    /// The downfloaters of the following bracket, then one digit per score of them.
    fn c8(&self) -> usize {
        Self::C7 + self.scores.len()
    }

    fn c9(&self) -> usize {
        self.c8() + usize::from(!self.next_scores.is_empty()) + self.next_scores.len()
    }

    /// C10-C17 ([`COUNTED_CRITERIA`]).
    fn counted(&self) -> usize {
        self.c9() + 1
    }

    /// C18-C21 ([`RepeatedFloats`]).
    fn repeats(&self) -> usize {
        self.counted() + COUNTED_CRITERIA
    }
}

/// The matching of one bracket: its vertices are the bracket's players (MDPs first), the
/// next scoregroup, everyone below it and the bye vertex.
struct Graph<'a> {
    field: &'a Field<'a>,
    vertices: Vec<usize>,
    size: usize,
    mdps: usize,
    /// The vertices `size..next_end` are the next scoregroup.
    next_end: usize,
    layout: Layout,
    repeats: RepeatedFloats,
}

impl Graph<'_> {
    fn digits(&self) -> usize {
        self.layout.repeats() + self.repeats.digits()
    }

    fn score(&self, x: usize) -> u32 {
        self.field.players[self.vertices[x]].score
    }

    fn resident(&self, x: usize) -> bool {
        x >= self.mdps
    }

    /// The digits of the edge `x`-`y` (`x < y`), `None` when the two may not meet.
    fn edge(&self, x: usize, y: usize, allowed: &dyn Fn(usize, usize) -> bool) -> Option<Vec<u32>> {
        let (field, layout) = (self.field, &self.layout);
        let (a, b) = (self.vertices[x], self.vertices[y]);
        if !allowed(a, b) {
            return None;
        }
        let mut d = vec![0; self.digits()];
        let counted = layout.counted()..layout.repeats();
        if y < self.size {
            // MDPs are paired with residents only (3.2: S1 = MDPs, S2 = residents); two
            // MDPs meet only when nothing else completes the round.
            d[Layout::MDPS_MET] = u32::from(!self.resident(x) && !self.resident(y));
            d[counted].copy_from_slice(&pair_counts(field, a, b));
            if !self.resident(x) && self.resident(y) {
                self.repeats
                    .count_pair(field, a, b, &mut d[layout.repeats()..]);
            }
        } else if x < self.size {
            // C6, C7: `x` floats down.
            d[Layout::FLOATERS] = 1;
            let digit = layout.scores.iter().position(|&s| s == self.score(x));
            d[Layout::C7 + digit.unwrap_or(0)] = 1;
            if y >= self.next_end {
                self.next_floater(x, &mut d);
            }
            // C9: the unplayed rounds of the player who takes the bye.
            if field.is_bye_vertex(b) {
                d[layout.c9()] = field.unplayed(a);
            }
            if self.resident(x) {
                d[counted].copy_from_slice(&downfloater_counts(field, a));
            } else {
                self.repeats
                    .count_floater(field, a, &mut d[layout.repeats()..]);
            }
        } else if x < self.next_end && y >= self.next_end {
            self.next_floater(x, &mut d);
        }
        Some(d)
    }

    /// C8: `x`, of the bracket or the next scoregroup, floats down out of the following
    /// bracket.
    fn next_floater(&self, x: usize, d: &mut [u32]) {
        let scores = &self.layout.next_scores;
        if let Some(digit) = scores.iter().position(|&s| s == self.score(x)) {
            d[self.layout.c8()] += 1;
            d[self.layout.c8() + 1 + digit] += 1;
        }
    }

    /// Packs the `used` digits into 128 bits when their `width` fits, else 256, and finds
    /// the text's first candidate among the best pairings.
    fn solve_packed(
        &self,
        edges: &[Option<Vec<u32>>],
        used: &[usize],
        digit_bits: u32,
        width: u32,
    ) -> Result<BracketPairs, DutchError> {
        if width <= i128::COST_BITS - 2 {
            self.solve::<i128>(edges, used, digit_bits)
        } else if width <= I256::COST_BITS - 2 {
            self.solve::<I256>(edges, used, digit_bits)
        } else {
            Err(DutchError::TooManyScoreDifferences {
                // The first resident's: a bracket always has residents (1.3.2).
                score: self.score(self.mdps),
                differences: self.layout.scores.len(),
            })
        }
    }

    /// Packs the `used` digits of every edge into one cost and finds the text's first
    /// candidate among the best pairings ([`super::dutch_bracket`]).
    fn solve<W: Weight>(
        &self,
        edges: &[Option<Vec<u32>>],
        used: &[usize],
        digit_bits: u32,
    ) -> Result<BracketPairs, DutchError> {
        let criteria: Vec<Option<W>> = edges
            .iter()
            .map(|d| {
                d.as_ref().map(|d| {
                    used.iter().fold(W::from(0), |value, &k| {
                        (value << digit_bits) + W::from(u64::from(d[k]))
                    })
                })
            })
            .collect();
        dutch_bracket::pair_bracket(&dutch_bracket::Bracket {
            vertices: self.vertices.clone(),
            size: self.size,
            mdps: self.mdps,
            criteria: &criteria,
        })
        .ok_or(DutchError::NoLegalPairing)
    }
}

fn bits_for(max: u64) -> u32 {
    u64::BITS - max.leading_zeros()
}

/// C18-C21, below C17: the score differences, highest first, of MDPs who downfloated
/// (C18 one round before, C20 two) and of MDP opponents who upfloated (C19, C21). An MDP
/// who floats on has no score difference in the bracket; it counts above every difference
/// (C18, C20). Only the criteria some player of the bracket can break get digits; when
/// they do not fit the 128-bit cost of a very large bracket they are left out there.
struct RepeatedFloats {
    /// (rounds ago, the float, whether it is the MDP's own) of each criterion with digits.
    active: Vec<(u32, Float, bool)>,
    /// The score differences between an MDP and a resident, highest first.
    differences: Vec<u32>,
}

impl RepeatedFloats {
    fn new(
        field: &Field,
        bracket: &[usize],
        score: &dyn Fn(usize) -> u32,
        resident_score: u32,
    ) -> RepeatedFloats {
        let (mdps, residents): (Vec<usize>, Vec<usize>) =
            bracket.iter().partition(|&&a| score(a) != resident_score);
        let mut differences: Vec<u32> = mdps.iter().map(|&m| score(m) - resident_score).collect();
        differences.sort_unstable_by(|a, b| b.cmp(a));
        differences.dedup();
        let active = [
            (1, Float::Down, true),
            (1, Float::Up, false),
            (2, Float::Down, true),
            (2, Float::Up, false),
        ]
        .into_iter()
        .filter(|&(ago, float, own)| {
            let players = if own { &mdps } else { &residents };
            !mdps.is_empty() && players.iter().any(|&a| field.had_float(a, ago, float))
        })
        .collect();
        RepeatedFloats {
            active,
            differences,
        }
    }

    /// Digits per criterion: the MDP's own ones have one more, for floating on.
    fn width(&self, own: bool) -> usize {
        self.differences.len() + usize::from(own)
    }

    fn digits(&self) -> usize {
        self.active.iter().map(|&(_, _, own)| self.width(own)).sum()
    }

    /// An MDP `mdp` paired with the resident `resident`.
    fn count_pair(&self, field: &Field, mdp: usize, resident: usize, d: &mut [u32]) {
        let difference = field.players[mdp].score - field.players[resident].score;
        let at = self
            .differences
            .iter()
            .position(|&v| v == difference)
            .unwrap_or(0);
        let mut offset = 0;
        for &(ago, float, own) in &self.active {
            let who = if own { mdp } else { resident };
            if field.had_float(who, ago, float) {
                d[offset + usize::from(own) + at] += 1;
            }
            offset += self.width(own);
        }
    }

    /// An MDP who floats on out of the bracket.
    fn count_floater(&self, field: &Field, mdp: usize, d: &mut [u32]) {
        let mut offset = 0;
        for &(ago, float, own) in &self.active {
            if own && field.had_float(mdp, ago, float) {
                d[offset] += 1;
            }
            offset += self.width(own);
        }
    }
}

/// Records a paired round in the entrants, as the next round's input needs it: scores,
/// opponents and colours of the games, the floats of 1.4 (a player who does not play
/// receives a downfloat only with the bye, 1.4.3) and the bye of C2. `white_score(white, black)`
/// is the score White made (0, `win / 2`, `win`); the bye is worth `win` (A.5).
pub fn record_round(
    entrants: &mut [Entrant],
    pairing: &DutchPairing,
    win: u32,
    mut white_score: impl FnMut(usize, usize) -> u32,
) {
    let before: std::collections::HashMap<usize, u32> =
        entrants.iter().map(|e| (e.number, e.score)).collect();
    let index = |entrants: &[Entrant], number: usize| {
        entrants
            .iter()
            .position(|e| e.number == number)
            .expect("a paired entrant")
    };
    let mut played = std::collections::HashSet::new();
    for &(white, black) in &pairing.pairs {
        let points = white_score(white, black);
        for (me, other, colour, mine) in [
            (white, black, Colour::White, points),
            (black, white, Colour::Black, win - points),
        ] {
            let i = index(entrants, me);
            let e = &mut entrants[i];
            e.score += mine;
            e.opponents.push(other);
            e.colours.push(colour);
            e.arrived = true;
            e.floats.push(match before[&me].cmp(&before[&other]) {
                std::cmp::Ordering::Greater => Float::Down,
                std::cmp::Ordering::Less => Float::Up,
                std::cmp::Ordering::Equal => Float::None,
            });
            played.insert(me);
        }
    }
    for e in entrants.iter_mut().filter(|e| !played.contains(&e.number)) {
        let bye = pairing.bye == Some(e.number);
        e.floats.push(if bye { Float::Down } else { Float::None });
        if bye {
            e.arrived = true;
            e.score += win;
            e.bye_barred = true;
        }
    }
}
