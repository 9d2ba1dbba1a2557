//! Matchings in general graphs, the polynomial core of the Swiss (register A11): a perfect
//! matching test (Edmonds' blossom algorithm, cardinality) for the completion criterion C3,
//! and a minimum-cost perfect matching (Edmonds' weighted blossom algorithm, after
//! J. van Rantwijk's formulation) for the quality criteria C8-C10 of a bracket.

use std::ops::{Add, AddAssign, Shl, Shr, Sub, SubAssign};

pub use ethnum::I256;

/// A maximum-cardinality matching; `adjacent[v]` lists the neighbours of `v`. Returns the
/// partner of every vertex, or `None` as soon as some vertex is shown to stay unmatched
/// when `perfect_only` is set.
fn cardinality_matching(adjacent: &[Vec<usize>], perfect_only: bool) -> Option<Vec<usize>> {
    const NONE: usize = usize::MAX;
    let n = adjacent.len();
    let mut mate = vec![NONE; n];
    // A greedy start leaves few augmenting paths to find in the nearly complete graphs
    // of a Swiss.
    for v in 0..n {
        if mate[v] == NONE
            && let Some(&w) = adjacent[v].iter().find(|&&w| mate[w] == NONE && w != v)
        {
            mate[v] = w;
            mate[w] = v;
        }
    }
    let mut parent = vec![NONE; n];
    let mut base: Vec<usize> = (0..n).collect();
    let mut used = vec![false; n];
    let mut blossom = vec![false; n];
    let mut on_path = vec![false; n];
    let mut queue: Vec<usize> = Vec::with_capacity(n);
    for root in 0..n {
        if mate[root] != NONE {
            continue;
        }
        parent.fill(NONE);
        used.fill(false);
        for (i, b) in base.iter_mut().enumerate() {
            *b = i;
        }
        queue.clear();
        used[root] = true;
        queue.push(root);
        let mut head = 0;
        let mut end = NONE;
        'search: while head < queue.len() {
            let v = queue[head];
            head += 1;
            for &to in &adjacent[v] {
                if base[v] == base[to] || mate[v] == to {
                    continue;
                }
                if to == root || (mate[to] != NONE && parent[mate[to]] != NONE) {
                    // An odd cycle: shrink it to its base.
                    let lca = {
                        on_path.fill(false);
                        let mut a = v;
                        loop {
                            a = base[a];
                            on_path[a] = true;
                            if mate[a] == NONE {
                                break;
                            }
                            a = parent[mate[a]];
                        }
                        let mut b = to;
                        loop {
                            b = base[b];
                            if on_path[b] {
                                break b;
                            }
                            b = parent[mate[b]];
                        }
                    };
                    blossom.fill(false);
                    let mut mark = |mut x: usize, mut child: usize| {
                        while base[x] != lca {
                            blossom[base[x]] = true;
                            blossom[base[mate[x]]] = true;
                            parent[x] = child;
                            child = mate[x];
                            x = parent[mate[x]];
                        }
                    };
                    mark(v, to);
                    mark(to, v);
                    for i in 0..n {
                        if blossom[base[i]] {
                            base[i] = lca;
                            if !used[i] {
                                used[i] = true;
                                queue.push(i);
                            }
                        }
                    }
                } else if parent[to] == NONE {
                    parent[to] = v;
                    if mate[to] == NONE {
                        end = to;
                        break 'search;
                    }
                    used[mate[to]] = true;
                    queue.push(mate[to]);
                }
            }
        }
        if end == NONE {
            if perfect_only {
                return None;
            }
            continue;
        }
        let mut u = end;
        while u != NONE {
            let pv = parent[u];
            let next = mate[pv];
            mate[u] = pv;
            mate[pv] = u;
            u = next;
        }
    }
    Some(mate)
}

/// Whether the `n` vertices can all be paired along edges where `allowed(a, b)` holds.
pub fn has_perfect_matching(n: usize, allowed: impl Fn(usize, usize) -> bool) -> bool {
    if n % 2 == 1 {
        return false;
    }
    let adjacent: Vec<Vec<usize>> = (0..n)
        .map(|a| (0..n).filter(|&b| b != a && allowed(a, b)).collect())
        .collect();
    cardinality_matching(&adjacent, true).is_some()
}

/// A perfect matching of least total cost, where `cost(a, b)` is `None` for a pair that
/// must not be formed; `None` if there is no perfect matching. Returns the partner of
/// every vertex and the total cost.
pub fn min_cost_perfect_matching(
    n: usize,
    cost: impl Fn(usize, usize) -> Option<i64>,
) -> Option<(Vec<usize>, i64)> {
    let (partner, total) = min_cost_perfect_matching_wide(n, |a, b| cost(a, b).map(i128::from))?;
    Some((
        partner,
        i64::try_from(total).expect("a sum of i64 costs over n/2 pairs"),
    ))
}

/// An integer cost of [`min_cost_perfect_matching_wide`]: `i128`, or [`I256`] when the
/// criteria packed into one cost need more than 120 bits.
pub trait Weight:
    Copy
    + Ord
    + From<u64>
    + Add<Output = Self>
    + Sub<Output = Self>
    + AddAssign
    + SubAssign
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    /// The bits a cost may use so that the doubled weights and the duals cannot overflow.
    const COST_BITS: u32;
}

impl Weight for i128 {
    const COST_BITS: u32 = 120;
}

impl Weight for I256 {
    const COST_BITS: u32 = 248;
}

/// [`min_cost_perfect_matching`] with wide costs, for costs that pack several
/// lexicographic criteria into one number (the Dutch system's C6-C21). Costs must stay
/// below 2^[`Weight::COST_BITS`].
pub fn min_cost_perfect_matching_wide<W: Weight>(
    n: usize,
    cost: impl Fn(usize, usize) -> Option<W>,
) -> Option<(Vec<usize>, W)> {
    if n % 2 == 1 {
        return None;
    }
    let zero = W::from(0);
    let mut edges = Vec::new();
    let mut max_cost = zero;
    for a in 0..n {
        for b in a + 1..n {
            if let Some(c) = cost(a, b) {
                max_cost = max_cost.max(c);
                edges.push((a, b, c));
            }
        }
    }
    // Every perfect matching has n/2 edges, so the heaviest of the largest matchings under
    // weight (max_cost + 1 - cost) is a perfect matching of least cost. Weights are
    // doubled so that every dual variable stays an integer.
    let weighted: Vec<(usize, usize, W)> = edges
        .iter()
        .map(|&(a, b, c)| (a, b, (max_cost + W::from(1) - c) << 1))
        .collect();
    let mate = max_weight_matching(n, &weighted);
    if mate.iter().any(Option::is_none) {
        return None;
    }
    let partner: Vec<usize> = mate.into_iter().map(|m| m.expect("perfect")).collect();
    let total = edges
        .iter()
        .filter(|&&(a, b, _)| partner[a] == b)
        .fold(zero, |total, &(_, _, c)| total + c);
    Some((partner, total))
}

/// Edmonds' maximum-weight matching among the maximum-cardinality matchings, O(n³).
fn max_weight_matching<W: Weight>(n: usize, edges: &[(usize, usize, W)]) -> Vec<Option<usize>> {
    WeightedMatching::new(n, edges).solve()
}

const NO: usize = usize::MAX;

/// State of the weighted blossom algorithm; vertices are 0..n, blossoms n..2n. An edge `k`
/// has endpoints `2k` and `2k + 1`.
struct WeightedMatching<'a, W> {
    n: usize,
    edges: &'a [(usize, usize, W)],
    endpoint: Vec<usize>,
    neighbend: Vec<Vec<usize>>,
    mate: Vec<usize>,
    label: Vec<u8>,
    labelend: Vec<usize>,
    inblossom: Vec<usize>,
    blossomparent: Vec<usize>,
    blossomchilds: Vec<Vec<usize>>,
    blossombase: Vec<usize>,
    blossomendps: Vec<Vec<usize>>,
    bestedge: Vec<usize>,
    blossombestedges: Vec<Option<Vec<usize>>>,
    unusedblossoms: Vec<usize>,
    dualvar: Vec<W>,
    allowedge: Vec<bool>,
    queue: Vec<usize>,
}

impl<'a, W: Weight> WeightedMatching<'a, W> {
    fn new(n: usize, edges: &'a [(usize, usize, W)]) -> Self {
        let zero = W::from(0);
        let maxweight = edges.iter().map(|e| e.2).max().unwrap_or(zero).max(zero);
        let mut endpoint = Vec::with_capacity(2 * edges.len());
        let mut neighbend = vec![Vec::new(); n];
        for (k, &(i, j, _)) in edges.iter().enumerate() {
            endpoint.push(i);
            endpoint.push(j);
            neighbend[i].push(2 * k + 1);
            neighbend[j].push(2 * k);
        }
        let mut blossombase: Vec<usize> = (0..n).collect();
        blossombase.extend(std::iter::repeat_n(NO, n));
        let mut dualvar = vec![maxweight; n];
        dualvar.extend(std::iter::repeat_n(zero, n));
        WeightedMatching {
            n,
            edges,
            endpoint,
            neighbend,
            mate: vec![NO; n],
            label: vec![0; 2 * n],
            labelend: vec![NO; 2 * n],
            inblossom: (0..n).collect(),
            blossomparent: vec![NO; 2 * n],
            blossomchilds: vec![Vec::new(); 2 * n],
            blossombase,
            blossomendps: vec![Vec::new(); 2 * n],
            bestedge: vec![NO; 2 * n],
            blossombestedges: vec![None; 2 * n],
            unusedblossoms: (n..2 * n).rev().collect(),
            dualvar,
            allowedge: vec![false; edges.len()],
            queue: Vec::new(),
        }
    }

    /// Starts from a greedy matching instead of an empty one: each vertex's dual is its
    /// heaviest incident weight, which keeps every edge's slack non-negative, and edges
    /// heaviest at both ends (slack 0) are matched while both ends are free. That is a
    /// state the primal-dual search could have reached itself (duals feasible, matched
    /// edges tight, no blossoms), so it finds the same optimum, with far fewer stages in
    /// the nearly complete, mostly equal-weight graphs of a Swiss round.
    fn jump_start(&mut self) {
        for v in 0..self.n {
            if let Some(heaviest) = self.neighbend[v].iter().map(|&p| self.edges[p / 2].2).max() {
                self.dualvar[v] = heaviest;
            }
        }
        for (k, &(i, j, _)) in self.edges.iter().enumerate() {
            if self.mate[i] == NO && self.mate[j] == NO && self.slack(k) == W::from(0) {
                self.mate[i] = 2 * k + 1;
                self.mate[j] = 2 * k;
            }
        }
    }

    fn slack(&self, k: usize) -> W {
        let (i, j, wt) = self.edges[k];
        self.dualvar[i] + self.dualvar[j] - (wt << 1)
    }

    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.n {
            out.push(b);
        } else {
            for &t in &self.blossomchilds[b] {
                self.leaves(t, out);
            }
        }
    }

    fn blossom_leaves(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        self.leaves(b, &mut out);
        out
    }

    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let b = self.inblossom[w];
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.bestedge[w] = NO;
        self.bestedge[b] = NO;
        if t == 1 {
            let leaves = self.blossom_leaves(b);
            self.queue.extend(leaves);
        } else {
            let base = self.blossombase[b];
            let mate = self.mate[base];
            self.assign_label(self.endpoint[mate], 1, mate ^ 1);
        }
    }

    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NO;
        while v != NO || w != NO {
            let mut b = self.inblossom[v];
            if self.label[b] & 4 != 0 {
                base = self.blossombase[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            if self.labelend[b] == NO {
                v = NO;
            } else {
                v = self.endpoint[self.labelend[b]];
                b = self.inblossom[v];
                v = self.endpoint[self.labelend[b]];
            }
            if w != NO {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w, _) = self.edges[k];
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let b = self.unusedblossoms.pop().expect("a free blossom slot");
        self.blossombase[b] = base;
        self.blossomparent[b] = NO;
        self.blossomparent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.blossomparent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            v = self.endpoint[self.labelend[bv]];
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.blossomparent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            w = self.endpoint[self.labelend[bw]];
            bw = self.inblossom[w];
        }
        self.label[b] = 1;
        self.labelend[b] = self.labelend[bb];
        self.dualvar[b] = W::from(0);
        self.blossomchilds[b] = path.clone();
        self.blossomendps[b] = endps;
        for leaf in self.blossom_leaves(b) {
            if self.label[self.inblossom[leaf]] == 2 {
                self.queue.push(leaf);
            }
            self.inblossom[leaf] = b;
        }
        let mut bestedgeto = vec![NO; 2 * self.n];
        for &bv in &path {
            let nblists: Vec<Vec<usize>> = match self.blossombestedges[bv].take() {
                Some(list) => vec![list],
                None => self
                    .blossom_leaves(bv)
                    .into_iter()
                    .map(|v| self.neighbend[v].iter().map(|p| p / 2).collect())
                    .collect(),
            };
            for nblist in nblists {
                for k in nblist {
                    let (mut i, mut j, _) = self.edges[k];
                    if self.inblossom[j] == b {
                        std::mem::swap(&mut i, &mut j);
                    }
                    let bj = self.inblossom[j];
                    if bj != b
                        && self.label[bj] == 1
                        && (bestedgeto[bj] == NO || self.slack(k) < self.slack(bestedgeto[bj]))
                    {
                        bestedgeto[bj] = k;
                    }
                }
            }
            self.bestedge[bv] = NO;
        }
        let best: Vec<usize> = bestedgeto.into_iter().filter(|&k| k != NO).collect();
        self.bestedge[b] = NO;
        for &k in &best {
            if self.bestedge[b] == NO || self.slack(k) < self.slack(self.bestedge[b]) {
                self.bestedge[b] = k;
            }
        }
        self.blossombestedges[b] = Some(best);
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = self.blossomchilds[b].clone();
        for &s in &childs {
            self.blossomparent[s] = NO;
            if s < self.n {
                self.inblossom[s] = s;
            } else if endstage && self.dualvar[s] == W::from(0) {
                self.expand_blossom(s, endstage);
            } else {
                for v in self.blossom_leaves(s) {
                    self.inblossom[v] = s;
                }
            }
        }
        if !endstage && self.label[b] == 2 {
            let entrychild = self.inblossom[self.endpoint[self.labelend[b] ^ 1]];
            let len = childs.len() as isize;
            let mut j = childs
                .iter()
                .position(|&c| c == entrychild)
                .expect("entry child") as isize;
            let (jstep, endptrick) = if j & 1 == 1 {
                j -= len;
                (1isize, 0usize)
            } else {
                (-1isize, 1usize)
            };
            let at = |j: isize| -> usize { j.rem_euclid(len) as usize };
            let endps = self.blossomendps[b].clone();
            let trick = endptrick as isize;
            let mut p = self.labelend[b];
            while j != 0 {
                let q = endps[at(j - trick)];
                self.label[self.endpoint[p ^ 1]] = 0;
                self.label[self.endpoint[q ^ endptrick ^ 1]] = 0;
                self.assign_label(self.endpoint[p ^ 1], 2, p);
                self.allowedge[q / 2] = true;
                j += jstep;
                p = endps[at(j - trick)] ^ endptrick;
                self.allowedge[p / 2] = true;
                j += jstep;
            }
            let bv = childs[at(j)];
            self.label[self.endpoint[p ^ 1]] = 2;
            self.label[bv] = 2;
            self.labelend[self.endpoint[p ^ 1]] = p;
            self.labelend[bv] = p;
            self.bestedge[bv] = NO;
            j += jstep;
            while childs[at(j)] != entrychild {
                let bv = childs[at(j)];
                if self.label[bv] == 1 {
                    j += jstep;
                    continue;
                }
                let leaves = self.blossom_leaves(bv);
                if let Some(&v) = leaves.iter().find(|&&v| self.label[v] != 0) {
                    self.label[v] = 0;
                    self.label[self.endpoint[self.mate[self.blossombase[bv]]]] = 0;
                    self.assign_label(v, 2, self.labelend[v]);
                }
                j += jstep;
            }
        }
        self.label[b] = 0;
        self.labelend[b] = NO;
        self.blossomchilds[b].clear();
        self.blossomendps[b].clear();
        self.blossombase[b] = NO;
        self.blossombestedges[b] = None;
        self.bestedge[b] = NO;
        self.unusedblossoms.push(b);
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.blossomparent[t] != b {
            t = self.blossomparent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let len = self.blossomchilds[b].len() as isize;
        let i = self.blossomchilds[b]
            .iter()
            .position(|&c| c == t)
            .expect("child") as isize;
        let mut j = i;
        let (jstep, endptrick) = if i & 1 == 1 {
            j -= len;
            (1isize, 0usize)
        } else {
            (-1isize, 1usize)
        };
        let at = |j: isize| -> usize { j.rem_euclid(len) as usize };
        while j != 0 {
            j += jstep;
            let t = self.blossomchilds[b][at(j)];
            let p = self.blossomendps[b][at(j - endptrick as isize)] ^ endptrick;
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p]);
            }
            j += jstep;
            let t = self.blossomchilds[b][at(j)];
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p ^ 1]);
            }
            self.mate[self.endpoint[p]] = p ^ 1;
            self.mate[self.endpoint[p ^ 1]] = p;
        }
        let i = i as usize;
        self.blossomchilds[b].rotate_left(i);
        self.blossomendps[b].rotate_left(i);
        self.blossombase[b] = self.blossombase[self.blossomchilds[b][0]];
    }

    fn augment_matching(&mut self, k: usize) {
        let (v, w, _) = self.edges[k];
        for (mut s, mut p) in [(v, 2 * k + 1), (w, 2 * k)] {
            loop {
                let bs = self.inblossom[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.labelend[bs] == NO {
                    break;
                }
                let t = self.endpoint[self.labelend[bs]];
                let bt = self.inblossom[t];
                s = self.endpoint[self.labelend[bt]];
                let j = self.endpoint[self.labelend[bt] ^ 1];
                if bt >= self.n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.labelend[bt];
                p = self.labelend[bt] ^ 1;
            }
        }
    }

    /// Edmonds' primal-dual search, stage by stage: grow alternating trees from the free
    /// vertices, augment along or shrink a blossom on a tight edge, else move the duals by
    /// the least slack (deltas 2 to 4) and search again. One algorithm that reads best
    /// whole: each dual update reads the labels and best edges the search has just left,
    /// and cut into stages it would pass a dozen pieces of that state back and forth.
    fn solve(mut self) -> Vec<Option<usize>> {
        let n = self.n;
        if self.edges.is_empty() {
            return vec![None; n];
        }
        self.jump_start();
        for _ in 0..n {
            self.label.fill(0);
            self.bestedge.fill(NO);
            for b in n..2 * n {
                self.blossombestedges[b] = None;
            }
            self.allowedge.fill(false);
            self.queue.clear();
            for v in 0..n {
                if self.mate[v] == NO && self.label[self.inblossom[v]] == 0 {
                    self.assign_label(v, 1, NO);
                }
            }
            let mut augmented = false;
            loop {
                while let Some(v) = self.queue.pop() {
                    for idx in 0..self.neighbend[v].len() {
                        let p = self.neighbend[v][idx];
                        let k = p / 2;
                        let w = self.endpoint[p];
                        if self.inblossom[v] == self.inblossom[w] {
                            continue;
                        }
                        let mut kslack = W::from(0);
                        if !self.allowedge[k] {
                            kslack = self.slack(k);
                            if kslack <= W::from(0) {
                                self.allowedge[k] = true;
                            }
                        }
                        if self.allowedge[k] {
                            if self.label[self.inblossom[w]] == 0 {
                                self.assign_label(w, 2, p ^ 1);
                            } else if self.label[self.inblossom[w]] == 1 {
                                let base = self.scan_blossom(v, w);
                                if base != NO {
                                    self.add_blossom(base, k);
                                } else {
                                    self.augment_matching(k);
                                    augmented = true;
                                    break;
                                }
                            } else if self.label[w] == 0 {
                                self.label[w] = 2;
                                self.labelend[w] = p ^ 1;
                            }
                        } else if self.label[self.inblossom[w]] == 1 {
                            let b = self.inblossom[v];
                            if self.bestedge[b] == NO || kslack < self.slack(self.bestedge[b]) {
                                self.bestedge[b] = k;
                            }
                        } else if self.label[w] == 0
                            && (self.bestedge[w] == NO || kslack < self.slack(self.bestedge[w]))
                        {
                            self.bestedge[w] = k;
                        }
                    }
                    if augmented {
                        break;
                    }
                }
                if augmented {
                    break;
                }
                // No augmenting path under the current duals: adjust them.
                let mut deltatype = 0;
                let mut delta = W::from(0);
                let mut deltaedge = NO;
                let mut deltablossom = NO;
                // Maximum cardinality: delta1 (vertex duals reaching zero) is never used.
                for v in 0..n {
                    if self.label[self.inblossom[v]] == 0 && self.bestedge[v] != NO {
                        let d = self.slack(self.bestedge[v]);
                        if deltatype == 0 || d < delta {
                            delta = d;
                            deltatype = 2;
                            deltaedge = self.bestedge[v];
                        }
                    }
                }
                for b in 0..2 * n {
                    if self.blossomparent[b] == NO && self.label[b] == 1 && self.bestedge[b] != NO {
                        let kslack = self.slack(self.bestedge[b]);
                        let d = kslack >> 1;
                        if deltatype == 0 || d < delta {
                            delta = d;
                            deltatype = 3;
                            deltaedge = self.bestedge[b];
                        }
                    }
                }
                for b in n..2 * n {
                    if self.blossombase[b] != NO
                        && self.blossomparent[b] == NO
                        && self.label[b] == 2
                        && (deltatype == 0 || self.dualvar[b] < delta)
                    {
                        delta = self.dualvar[b];
                        deltatype = 4;
                        deltablossom = b;
                    }
                }
                if deltatype == 0 {
                    // No further improvement possible: the matching is of maximum
                    // cardinality; stop after a final dual update of zero.
                    deltatype = 1;
                    delta = self.dualvar[..n]
                        .iter()
                        .copied()
                        .min()
                        .unwrap_or(W::from(0))
                        .max(W::from(0));
                }
                for v in 0..n {
                    match self.label[self.inblossom[v]] {
                        1 => self.dualvar[v] -= delta,
                        2 => self.dualvar[v] += delta,
                        _ => {}
                    }
                }
                for b in n..2 * n {
                    if self.blossombase[b] != NO && self.blossomparent[b] == NO {
                        match self.label[b] {
                            1 => self.dualvar[b] += delta,
                            2 => self.dualvar[b] -= delta,
                            _ => {}
                        }
                    }
                }
                match deltatype {
                    1 => break,
                    2 => {
                        self.allowedge[deltaedge] = true;
                        let (mut i, j, _) = self.edges[deltaedge];
                        if self.label[self.inblossom[i]] == 0 {
                            i = j;
                        }
                        self.queue.push(i);
                    }
                    3 => {
                        self.allowedge[deltaedge] = true;
                        let (i, _, _) = self.edges[deltaedge];
                        self.queue.push(i);
                    }
                    _ => self.expand_blossom(deltablossom, false),
                }
            }
            if !augmented {
                break;
            }
            for b in n..2 * n {
                if self.blossomparent[b] == NO
                    && self.blossombase[b] != NO
                    && self.label[b] == 1
                    && self.dualvar[b] == W::from(0)
                {
                    self.expand_blossom(b, true);
                }
            }
        }
        self.mate
            .iter()
            .map(|&p| (p != NO).then(|| self.endpoint[p]))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Least cost by trying every perfect matching (small n only).
    fn brute_force(n: usize, cost: &dyn Fn(usize, usize) -> Option<i64>) -> Option<i64> {
        fn go(free: &mut Vec<usize>, cost: &dyn Fn(usize, usize) -> Option<i64>) -> Option<i64> {
            let Some(a) = free.pop() else { return Some(0) };
            let mut best: Option<i64> = None;
            for i in 0..free.len() {
                let b = free.remove(i);
                if let Some(c) = cost(a, b)
                    && let Some(rest) = go(free, cost)
                {
                    best = Some(best.map_or(c + rest, |x: i64| x.min(c + rest)));
                }
                free.insert(i, b);
            }
            free.push(a);
            best
        }
        go(&mut (0..n).collect(), cost)
    }

    #[test]
    fn weighted_matching_agrees_with_brute_force() {
        // Deterministic pseudo-random graphs with holes (forbidden pairs).
        let mut state = 12345u64;
        let mut next = move || {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (state >> 33) as i64
        };
        for case in 0..300 {
            let n = 2 + 2 * (case % 5);
            let table: Vec<Vec<Option<i64>>> = (0..n)
                .map(|_| {
                    (0..n)
                        .map(|_| {
                            let r = next();
                            (r % 5 != 0).then_some(r % 7)
                        })
                        .collect()
                })
                .collect();
            let cost = |a: usize, b: usize| table[a.min(b)][a.max(b)];
            let expected = brute_force(n, &cost);
            let got = min_cost_perfect_matching(n, cost);
            assert_eq!(got.as_ref().map(|g| g.1), expected, "case {case}");
            if let Some((partner, _)) = got {
                for v in 0..n {
                    assert_eq!(partner[partner[v]], v);
                    assert!(cost(v, partner[v]).is_some());
                }
            }
            let feasible = has_perfect_matching(n, |a, b| cost(a, b).is_some());
            assert_eq!(feasible, expected.is_some(), "case {case}");
        }
    }

    #[test]
    fn a_pair_cheapest_for_both_is_given_up_when_the_rest_then_costs_more() {
        // 0-1 is the cheapest edge of both 0 and 1, so the greedy start matches it; then
        // 2-3 costs 10, while 0-2 and 1-3 cost 1 + 1 = 2, and 0-3, 1-2 cost 9 + 9.
        let table = [[0, 0, 1, 9], [0, 0, 9, 1], [1, 9, 0, 10], [9, 1, 10, 0]];
        let (partner, total) =
            min_cost_perfect_matching(4, |a, b| Some(table[a][b])).expect("perfect");
        assert_eq!((partner, total), (vec![2, 3, 0, 1], 2));
        // A path 0-1-2-3 whose middle edge is the cheapest of both its ends: the only
        // perfect matching leaves it out.
        let path = |a: usize, b: usize| match (a.min(b), a.max(b)) {
            (0, 1) | (2, 3) => Some(1),
            (1, 2) => Some(0),
            _ => None,
        };
        assert_eq!(
            min_cost_perfect_matching(4, path),
            Some((vec![1, 0, 3, 2], 2))
        );
    }

    #[test]
    fn an_odd_cycle_with_a_pendant_needs_the_blossom() {
        // Triangle 0-1-2 with 3 hanging on 2 and 4-5 apart: 0-1, 2-3, 4-5.
        let edges = [(0, 1), (1, 2), (0, 2), (2, 3), (4, 5)];
        let allowed = |a: usize, b: usize| edges.contains(&(a.min(b), a.max(b)));
        assert!(has_perfect_matching(6, allowed));
        assert!(!has_perfect_matching(6, |a, b| allowed(a, b) && (a.min(b), a.max(b)) != (2, 3)));
    }
}
