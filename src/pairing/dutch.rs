//! The FIDE (Dutch) System, C.04.3, on an abstract field of entrants (players, or teams in
//! kup's legacy team mode). Articles are cited from the text as approved in Baku 2016 with
//! the Goynuk 2017 additions (A.1-A.9, B, C.1-C.19, E.1-E.5); the 2025 edition renumbers
//! the articles, and its additions are not implemented (see "Departures" below).
//!
//! The brackets are paired from the top scoregroup down (B.1). Each bracket is paired by one
//! minimum-cost perfect matching over the bracket *and every player below it* (plus a
//! vertex standing for the pairing-allocated bye when the field is odd): a perfect matching
//! of that graph is exactly a pairing of the bracket whose downfloaters leave the rest of
//! the round pairable, which is the completion criterion C.4 (and makes the collapsed last
//! bracket of A.9 unnecessary). The cost of an edge packs the quality criteria of the
//! bracket lexicographically into one 128-bit number, most significant first:
//!
//! 1. C.5 the number of downfloaters (fewest = most pairs);
//! 2. C.6 the PSD (A.8), compared as the text compares it: the score differences sorted
//!    from the highest, lexicographically (one digit per distinct score difference);
//! 3. C.8, C.9 topscorers (A.7) or their opponents with |CD| > 2 or three equal colours;
//! 4. C.10, C.11 players not getting their colour preference, their strong one;
//! 5. C.12-C.15 players receiving the same float as one or two rounds before;
//! 6. the order of the text's candidates (see "Departures").
//!
//! Only the pairs inside the bracket are kept; its members matched below are its
//! downfloaters, the MDPs of the next bracket. Colours follow E.1-E.5 (A.6 preferences).
//!
//! # Departures from the text (said here, and in the README)
//! - C.7 (choose the downfloaters so that the next bracket pairs best) is not applied:
//!   only completion (C.4) looks ahead.
//! - C.16-C.19 (score differences of repeated floaters) are not applied.
//! - Among pairings equal under C.5-C.15 the text takes the first candidate of its
//!   transposition and exchange order (D.1, D.2). This module prefers, per pair, the
//!   candidate closest to the text's first one (S1[i] against S2[i]; an MDP against the
//!   highest residents, and the remainder after them S1[i] against S2[i]; the
//!   lowest-ranked players as downfloaters), summed over the
//!   pairs: this is the text's first candidate whenever that one is optimal, but among
//!   later candidates the sum can choose another than the text's next one.
//! - The 2025 edition's changes (its numbering C1-C21, its PAB criteria) are not
//!   implemented: the PAB goes, as in the 2017 text, to a player who may take it (C.2) at
//!   the bottom of the last bracket.

use super::matching::min_cost_perfect_matching_wide;
use crate::core::Colour;
use crate::i18n::{Msg, Text};

/// The float an entrant received in a round (A.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Float {
    None,
    /// Played a lower-scored opponent, or did not play (A.4.b).
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
    prefs: Vec<Preference>,
    topscorer: Vec<bool>,
    round: u32,
    win: u32,
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
        // E.5: no preferences: the higher-ranked player takes the initial-colour with an
        // odd pairing number, the other colour with an even one.
        if self.players[hi].number % 2 == 1 {
            give_hi(self.initial)
        } else {
            give_hi(opposite(self.initial))
        }
    }

    fn had_float(&self, a: usize, rounds_ago: u32, float: Float) -> bool {
        rounds_ago < self.round
            && self.players[a]
                .floats
                .get((self.round - rounds_ago - 1) as usize)
                == Some(&float)
    }
}

/// The criteria C.8-C.15 a bracket pairing is counted on, most significant first.
const COUNTED_CRITERIA: usize = 8;

/// How one pair (or one downfloater) scores on C.8-C.15, as counts.
fn pair_counts(field: &Field, a: usize, b: usize) -> [u32; COUNTED_CRITERIA] {
    let mut counts = [0; COUNTED_CRITERIA];
    let (white, black) = field.allocate(a, b);
    let topscorers_involved = field.topscorer[a] || field.topscorer[b];
    for (player, colour) in [(white, Colour::White), (black, Colour::Black)] {
        let mut colours = field.players[player].colours.clone();
        colours.push(colour);
        if topscorers_involved {
            // C.8: a colour difference beyond ±2; C.9: three equal colours in a row.
            counts[0] += u32::from(colour_difference(&colours).abs() > 2);
            counts[1] +=
                u32::from(colours.len() >= 3 && colours.iter().rev().take(3).all(|c| *c == colour));
        }
        let pref = field.prefs[player];
        if pref.colour.is_some_and(|c| c != colour) {
            // C.10 any preference, C.11 a strong (or absolute) one, not granted.
            counts[2] += 1;
            counts[3] += u32::from(pref.strength >= Strength::Strong);
        }
    }
    let (sa, sb) = (field.players[a].score, field.players[b].score);
    if sa != sb {
        let (down, up) = if sa > sb { (a, b) } else { (b, a) };
        counts[4] += u32::from(field.had_float(down, 1, Float::Down));
        counts[5] += u32::from(field.had_float(up, 1, Float::Up));
        counts[6] += u32::from(field.had_float(down, 2, Float::Down));
        counts[7] += u32::from(field.had_float(up, 2, Float::Up));
    }
    counts
}

/// C.12 and C.14 for a player who floats down out of the bracket.
fn downfloater_counts(field: &Field, a: usize) -> [u32; COUNTED_CRITERIA] {
    let mut counts = [0; COUNTED_CRITERIA];
    counts[4] = u32::from(field.had_float(a, 1, Float::Down));
    counts[6] = u32::from(field.had_float(a, 2, Float::Down));
    counts
}

/// A mixed-radix number, most significant digit first; every digit of a sum over a
/// matching stays below the radix, so comparing sums compares the digit lists.
struct Packing {
    digit_bits: u32,
    tie_bits: u32,
}

impl Packing {
    fn pack(&self, digits: &[u32], tie: u32) -> i128 {
        let mut value: i128 = 0;
        for &d in digits {
            value = (value << self.digit_bits) + i128::from(d);
        }
        (value << self.tie_bits) + i128::from(tie)
    }
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
        players,
        round: input.round,
        win: input.win,
        initial: input.initial,
    };
    let n = field.players.len();
    // The vertex of the pairing-allocated bye (A.5), below everyone.
    let bye_vertex = (n % 2 == 1).then_some(n);
    let vertices = n + usize::from(bye_vertex.is_some());
    let allowed = |a: usize, b: usize| -> bool {
        match (Some(a) == bye_vertex, Some(b) == bye_vertex) {
            (true, _) => !field.players[b].bye_barred,
            (_, true) => !field.players[a].bye_barred,
            _ => field.compatible(a, b),
        }
    };

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

/// Pairs one bracket (see the module documentation): returns, for each bracket member, its
/// opponent inside the bracket, or `None` for a downfloater (or the bye in the last one).
fn pair_bracket(
    field: &Field,
    bracket: &[usize],
    lower: &[usize],
    resident_score: u32,
    allowed: &dyn Fn(usize, usize) -> bool,
) -> Result<std::collections::HashMap<usize, Option<usize>>, DutchError> {
    let score = |a: usize| field.players[a].score;
    let mdps = bracket
        .iter()
        .filter(|&&a| score(a) != resident_score)
        .count();
    let residents = bracket.len() - mdps;
    // A.8: a downfloater's score difference is to one point below the bracket's lowest.
    let artificial = i64::from(resident_score) - i64::from(field.win);
    let float_sd = |a: usize| (i64::from(score(a)) - artificial) as u32;
    let pair_sd = |a: usize, b: usize| score(a).abs_diff(score(b));
    // One PSD digit per distinct positive score difference, the highest first.
    let mut sd_values: Vec<u32> = bracket.iter().map(|&a| float_sd(a)).collect();
    for (i, &a) in bracket.iter().enumerate() {
        for &b in &bracket[i + 1..] {
            sd_values.push(pair_sd(a, b));
        }
    }
    sd_values.retain(|&v| v > 0);
    sd_values.sort_unstable_by(|a, b| b.cmp(a));
    sd_values.dedup();
    let digit_bits = u32::BITS - (bracket.len() as u32 + 1).leading_zeros();
    let packing = Packing {
        digit_bits,
        tie_bits: 2 * digit_bits,
    };
    let digits = 1 + sd_values.len() + COUNTED_CRITERIA;
    if digits as u32 * digit_bits + packing.tie_bits > 118 {
        return Err(DutchError::TooManyScoreDifferences {
            score: resident_score,
            differences: sd_values.len(),
        });
    }
    // Bracket position of every player vertex (the bye vertex is never in a bracket).
    let mut positions = vec![None; field.players.len() + 1];
    for (i, &a) in bracket.iter().enumerate() {
        positions[a] = Some(i);
    }
    let position = |a: usize| positions[a];
    let cost_of = |downfloaters: u32, sds: &[u32], counts: [u32; COUNTED_CRITERIA], tie: u32| {
        let mut d = vec![downfloaters];
        d.extend(
            sd_values
                .iter()
                .map(|v| sds.iter().filter(|s| *s == v).count() as u32),
        );
        d.extend(counts);
        packing.pack(&d, tie)
    };
    let mdps_paired = mdps.min(residents);
    let resident_half = ((residents - mdps_paired) / 2).max(1);
    let vertices: Vec<usize> = bracket.iter().chain(lower).copied().collect();
    let edge = |x: usize, y: usize| -> Option<i128> {
        let (a, b) = (vertices[x], vertices[y]);
        if !allowed(a, b) {
            return None;
        }
        match (position(a), position(b)) {
            (Some(i), Some(j)) => {
                let (i, j) = (i.min(j), i.max(j));
                // The text's first candidate: an MDP against the highest residents in
                // order (S1 = MDPs), residents S1[k] against S2[k] (D.1).
                // An exchange (two S1 or two S2 players together, D.2) comes after every
                // transposition (D.1).
                let exchange = bracket.len();
                let tie = match (i < mdps, j < mdps) {
                    (true, true) => exchange + (j - i).abs_diff(mdps / 2),
                    (true, false) => (j - mdps).abs_diff(i),
                    _ => {
                        // The remainder (B.2, D.3): the residents after those the first
                        // candidate gives the MDPs, S1 of it against S2 of it.
                        let (ri, rj) = (i - mdps, j - mdps);
                        match (ri.checked_sub(mdps_paired), rj.checked_sub(mdps_paired)) {
                            (Some(ri), Some(rj)) if ri < resident_half && rj >= resident_half => {
                                (rj - resident_half).abs_diff(ri)
                            }
                            (Some(ri), Some(rj)) => exchange + (rj - ri).abs_diff(resident_half),
                            // A resident the first candidate pairs with an MDP.
                            _ => exchange + (rj - ri),
                        }
                    }
                } as u32;
                let (a, b) = (bracket[i], bracket[j]);
                Some(cost_of(0, &[pair_sd(a, b)], pair_counts(field, a, b), tie))
            }
            (Some(i), None) | (None, Some(i)) => {
                let a = bracket[i];
                // The lowest-ranked players float first.
                let tie = (bracket.len() - 1 - i) as u32;
                Some(cost_of(
                    1,
                    &[float_sd(a)],
                    downfloater_counts(field, a),
                    tie,
                ))
            }
            (None, None) => Some(0),
        }
    };
    let Some((mate, _)) = min_cost_perfect_matching_wide(vertices.len(), edge) else {
        return Err(DutchError::NoLegalPairing);
    };
    Ok(bracket
        .iter()
        .enumerate()
        .map(|(x, &a)| {
            let b = vertices[mate[x]];
            (a, position(b).map(|_| b))
        })
        .collect())
}

/// Records a paired round in the entrants, as the next round's input needs it: scores,
/// opponents and colours of the games, the floats of A.4.b (a player who does not play,
/// the bye included, receives a downfloat) and the bye of C.2. `white_score(white, black)`
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
            e.floats.push(match before[&me].cmp(&before[&other]) {
                std::cmp::Ordering::Greater => Float::Down,
                std::cmp::Ordering::Less => Float::Up,
                std::cmp::Ordering::Equal => Float::None,
            });
            played.insert(me);
        }
    }
    for e in entrants.iter_mut().filter(|e| !played.contains(&e.number)) {
        e.floats.push(Float::Down);
        if pairing.bye == Some(e.number) {
            e.score += win;
            e.bye_barred = true;
        }
    }
}
