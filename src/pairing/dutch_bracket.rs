//! One bracket of the Dutch system (C.04.3 Art. 3-4, 2025 text): which of its players are
//! paired, with whom, and who floats down.
//!
//! The quality criteria C6-C17 are packed into one 128-bit cost per edge (see
//! [`super::dutch`]); a minimum-cost perfect matching over the bracket and everyone below it
//! is then a pairing that satisfies them best. Among the pairings equal on every criterion
//! the text takes the first candidate in its generation order (Art. 3.5-3.7, 4.2-4.4). That
//! order is reproduced by deciding, one question at a time in the order the text generates
//! candidates, what the earliest candidate looks like, and freezing each answer:
//!
//! 1. the MDP set (4.4: sets sorted by their smallest differing BSN, so the highest MDP
//!    that can be paired is paired first);
//! 2. each paired MDP's opponent (4.2 on the MDP-Pairing: the lowest BSN first);
//! 3. in the remainder, the exchange (4.3 a-d) and then the transposition (4.2).
//!
//! Each question is answered by one more matching whose cost appends, below every
//! criterion, a digit measuring the answer (0 for the text's preferred one): because the
//! digit is below every criterion, the answer never costs quality, and because the earlier
//! answers are frozen (the edges contradicting them are removed), the matching found is
//! among the candidates the text would still be trying. A question whose preferred answer
//! the current matching already gives needs no matching.
//!
//! The exchange of 4.3 needs no enumeration: given a pairing of the remainder with `P`
//! pairs, its earliest representation moves, from each pair of two original-S1 players,
//! the higher BSN to S2, from each pair of two original-S2 players the lower BSN to S1, and
//! every original-S1 downfloater to S2. The number of exchanged players (4.3 a) and the sum
//! difference (4.3 b, offset by a constant per exchanged player) are then sums over the
//! pairs and downfloaters, i.e. edge costs; 4.3 c and d are lexicographic and are decided
//! player by player.

use std::collections::HashMap;

use super::matching::{Weight, min_cost_perfect_matching_wide};

/// The vertices of one bracket's matching: the bracket's players (MDPs first, then the
/// residents, each in 1.2 order), then everyone below it and the bye vertex.
pub(super) struct Bracket<'a, W> {
    pub vertices: Vec<usize>,
    /// How many of the vertices are the bracket's own players.
    pub size: usize,
    /// How many of those are MDPs.
    pub mdps: usize,
    /// The criteria cost of every edge, row by row (`None`: the pair may not be formed).
    pub criteria: &'a [Option<W>],
}

/// A bracket's answer: for each of its players, the opponent in the bracket or `None`
/// for a downfloater.
pub(super) type BracketPairs = HashMap<usize, Option<usize>>;

struct Search<'a, 'b, W> {
    bracket: &'b Bracket<'a, W>,
    blocked: Vec<bool>,
    mate: Vec<usize>,
}

impl<W: Weight> Search<'_, '_, W> {
    fn n(&self) -> usize {
        self.bracket.vertices.len()
    }

    fn open(&self, x: usize, y: usize) -> bool {
        !self.blocked[x * self.n() + y]
    }

    fn block(&mut self, x: usize, y: usize) {
        let n = self.n();
        self.blocked[x * n + y] = true;
        self.blocked[y * n + x] = true;
    }

    /// Removes every edge of `x` to the vertices `to` selects.
    fn block_where(&mut self, x: usize, to: impl Fn(usize) -> bool) {
        for y in 0..self.n() {
            if y != x && to(y) {
                self.block(x, y);
            }
        }
    }

    /// Whether `x` and `y` may still be paired.
    fn usable(&self, x: usize, y: usize) -> bool {
        self.open(x, y) && self.bracket.criteria[x * self.n() + y].is_some()
    }

    /// A best matching with `digit` (below `bits` bits) appended under the criteria.
    fn solve(&self, bits: u32, digit: &dyn Fn(usize, usize) -> u64) -> Option<Vec<usize>> {
        let cost = |x: usize, y: usize| {
            if !self.open(x, y) {
                return None;
            }
            let c = self.bracket.criteria[x * self.n() + y]?;
            Some((c << bits) + W::from(digit(x, y)))
        };
        min_cost_perfect_matching_wide(self.n(), cost).map(|(mate, _)| mate)
    }

    /// Answers one question: keeps the current matching if `preferred` holds in it,
    /// otherwise re-solves with `digit` and takes that matching. Returns whether the
    /// answer is `preferred`.
    fn ask(
        &mut self,
        preferred: &dyn Fn(&[usize]) -> bool,
        bits: u32,
        digit: &dyn Fn(usize, usize) -> u64,
    ) -> bool {
        if preferred(&self.mate) {
            return true;
        }
        if let Some(mate) = self.solve(bits, digit) {
            self.mate = mate;
        }
        preferred(&self.mate)
    }
}

fn bits_for(max: u64) -> u32 {
    u64::BITS - max.leading_zeros()
}

/// The widest digit the order questions append below the criteria of a bracket of
/// `size` players (the exchange digit of 4.3 a-c).
pub(super) fn order_bits(size: usize) -> u32 {
    exchange_bits(size as u64).1 + 1
}

/// The bits of 4.3 b's sum, and of the whole 4.3 a-b digit, for a remainder of `count`.
fn exchange_bits(count: u64) -> (u32, u32) {
    let sum_bits = bits_for((count + 1) * (count / 2 + 1));
    (sum_bits, sum_bits + bits_for(count / 2 + 1))
}

/// Pairs one bracket (module documentation); `None` when no pairing of it is legal.
pub(super) fn pair_bracket<W: Weight>(bracket: &Bracket<W>) -> Option<BracketPairs> {
    let n = bracket.vertices.len();
    let mut search = Search {
        bracket,
        blocked: vec![false; n * n],
        mate: Vec::new(),
    };
    search.mate = search.solve(0, &|_, _| 0)?;
    let (size, mdps) = (bracket.size, bracket.mdps);
    let inside = |v: usize| v < size;
    // 1. The MDP set, highest MDP first (4.4).
    for m in 0..mdps {
        let paired = search.ask(&|mate| inside(mate[m]), 1, &|x, y| {
            u64::from((x == m || y == m) && !(inside(x) && inside(y)))
        });
        if paired {
            search.block_where(m, |y| !inside(y));
        } else {
            search.block_where(m, inside);
        }
    }
    // 2. Each paired MDP's opponent, the lowest BSN first (4.2).
    let rank_bits = bits_for(size as u64);
    let mut taken = Vec::new();
    let paired: Vec<usize> = (0..mdps).filter(|&m| inside(search.mate[m])).collect();
    for m in paired {
        let best = (mdps..size).find(|&r| !taken.contains(&r) && search.usable(m, r));
        // The digit is the partner's rank among the residents (S2); another MDP, which
        // S1 is never paired with, ranks past the last resident, so the digit stays within
        // its bits and below every criterion.
        search.ask(&|mate| Some(mate[m]) == best, rank_bits, &|x, y| {
            if x == m || y == m {
                let partner = if x == m { y } else { x };
                partner.checked_sub(mdps).unwrap_or(size - mdps) as u64
            } else {
                0
            }
        });
        let partner = search.mate[m];
        taken.push(partner);
        search.block_where(m, |y| y != partner);
        search.block_where(partner, |y| y != m);
    }
    // 3. The remainder, as a homogeneous bracket.
    let remainder: Vec<usize> = (mdps..size).filter(|r| !taken.contains(r)).collect();
    pair_remainder(&mut search, &remainder);
    let mate = &search.mate;
    Some(
        (0..size)
            .map(|x| {
                let who = bracket.vertices[x];
                (who, inside(mate[x]).then(|| bracket.vertices[mate[x]]))
            })
            .collect(),
    )
}

/// Step 3 of the module documentation on the remainder `players` (vertices in BSN order).
fn pair_remainder<W: Weight>(search: &mut Search<W>, players: &[usize]) {
    let size = search.bracket.size;
    let bsn: HashMap<usize, u64> = players
        .iter()
        .enumerate()
        .map(|(i, &v)| (v, i as u64 + 1))
        .collect();
    let in_remainder = |v: usize| bsn.contains_key(&v);
    let pairs = players
        .iter()
        .filter(|&&v| in_remainder(search.mate[v]))
        .count()
        / 2;
    let in_s1 = |v: usize| bsn.get(&v).is_some_and(|&b| b <= pairs as u64);
    let in_s2 = |v: usize| bsn.get(&v).is_some_and(|&b| b > pairs as u64);
    let floats = |v: usize| v >= size;
    let count = players.len() as u64;
    // 4.3 a and b as one digit: exchanged players, then the sum difference (plus count + 1
    // per exchanged player, which (a) holds equal).
    let (sum_bits, exchange_bits) = exchange_bits(count);
    let exchange = |x: usize, y: usize| -> u64 {
        let (exchanged, sum) = match (bsn.get(&x), bsn.get(&y)) {
            (Some(&a), Some(&b)) if in_s1(x) && in_s1(y) => (1, count + 1 - a.max(b)),
            (Some(&a), Some(&b)) if in_s2(x) && in_s2(y) => (0, a.min(b)),
            (Some(&a), None) if in_s1(x) => (1, count + 1 - a),
            (None, Some(&b)) if in_s1(y) => (1, count + 1 - b),
            _ => (0, 0),
        };
        (exchanged << sum_bits) + sum
    };
    let exchanged = |mate: &[usize]| {
        players
            .iter()
            .filter(|&&v| in_s1(v) && (floats(mate[v]) || (in_s1(mate[v]) && mate[v] < v)))
            .count()
    };
    search.ask(&|mate| exchanged(mate) == 0, exchange_bits, &exchange);
    let k = exchanged(&search.mate);
    let s1: Vec<usize> = players.iter().copied().filter(|&v| in_s1(v)).collect();
    let s2: Vec<usize> = players.iter().copied().filter(|&v| in_s2(v)).collect();
    // 4.3 c: the highest BSNs moved from S1 to S2.
    let moved_out = |v: usize, mate: &[usize]| floats(mate[v]) || (in_s1(mate[v]) && mate[v] < v);
    let mut found = 0;
    for &x in s1.iter().rev() {
        let moved = found < k
            && search.ask(&|mate| moved_out(x, mate), exchange_bits + 1, &|a, b| {
                let other = if a == x { b } else { a };
                let hit = floats(other) || (in_s1(other) && other < x);
                (exchange(a, b) << 1) + u64::from((a == x || b == x) && !hit)
            });
        if moved {
            found += 1;
            search.block_where(x, |y| in_s2(y) || (in_s1(y) && y > x));
        } else {
            search.block_where(x, |y| floats(y) || (in_s1(y) && y < x));
        }
    }
    // 4.3 d: the lowest BSNs moved from S2 to S1.
    let moved_in = |v: usize, mate: &[usize]| in_s2(mate[v]) && mate[v] > v;
    let mut found = 0;
    for &y in &s2 {
        let moved = found < k
            && search.ask(&|mate| moved_in(y, mate), exchange_bits + 1, &|a, b| {
                let other = if a == y { b } else { a };
                let hit = (a == y || b == y) && in_s2(other) && other > y;
                (exchange(a, b) << 1) + u64::from((a == y || b == y) && !hit)
            });
        if moved {
            found += 1;
            search.block_where(y, |z| !(in_s2(z) && z > y));
        } else {
            search.block_where(y, |z| in_s2(z) && z > y);
        }
    }
    // 4.2 on the new S1 and S2: each S1 player's opponent, the lowest BSN first.
    let new_s1: Vec<usize> = players
        .iter()
        .copied()
        .filter(|&v| in_remainder(search.mate[v]) && search.mate[v] > v)
        .collect();
    let rank_bits = bits_for(count);
    let mut taken: Vec<usize> = Vec::new();
    for &s in &new_s1 {
        let best = players
            .iter()
            .copied()
            .filter(|&t| t > s && !taken.contains(&t) && !new_s1.contains(&t))
            .find(|&t| search.usable(s, t));
        search.ask(&|mate| Some(mate[s]) == best, rank_bits, &|a, b| {
            if a == s || b == s {
                let other = if a == s { b } else { a };
                bsn.get(&other).copied().unwrap_or(count)
            } else {
                0
            }
        });
        let partner = search.mate[s];
        taken.push(partner);
        search.block_where(s, |y| y != partner);
        search.block_where(partner, |y| y != s);
    }
}
