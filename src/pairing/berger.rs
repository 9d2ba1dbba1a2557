//! Berger round-robin tables (FIDE C.05 Annex 1), built by the construction of "Berger
//! explained" (`docs/rules/fide-c05.md#construction`); the test compares them entry by entry
//! with the published tables (`docs/rules/fide-c05.md#tables`).

/// The pairs (White, Black) of pairing numbers in round `round` (1-based) of a single
/// cycle for `participants` teams. With an odd number the field is rounded up to even and
/// the team paired with the highest number has no match (C.05 Annex 1: "the highest number
/// counts as a bye"); that pair is still listed, the caller leaves the team idle.
pub fn berger_round(participants: usize, round: usize) -> Vec<(usize, usize)> {
    let n = participants + participants % 2;
    assert!(n >= 2 && (1..n).contains(&round), "round {round} of {n}");
    let boards = n / 2;
    // Round 1: board b pairs b (White) with n + 1 - b (Black).
    let mut pairs: Vec<(usize, usize)> = (1..=boards).map(|b| (b, n + 1 - b)).collect();
    for next in 2..=round {
        // Players 1..n-1 in the order of the previous round's boards, White before Black.
        let mut order: Vec<usize> = pairs
            .iter()
            .flat_map(|&(w, b)| [w, b])
            .filter(|&p| p != n)
            .collect();
        let last = order.pop().expect("n >= 2");
        // Player n meets the last of the list on board 1, White in even rounds.
        let first = if next % 2 == 0 { (n, last) } else { (last, n) };
        pairs = vec![first];
        while order.len() >= 2 {
            let black = order.pop().expect("two left");
            let white = order.pop().expect("two left");
            pairs.push((white, black));
        }
    }
    pairs
}

/// Rounds of the whole event: one cycle, or two with colours reversed in the second and,
/// as C.05 Annex 1 recommends, the last two rounds of the first cycle exchanged so that no
/// team plays three matches in a row with the same colour at the turn.
pub fn berger_schedule(participants: usize, cycles: u32) -> Vec<Vec<(usize, usize)>> {
    let n = participants + participants % 2;
    let mut first: Vec<Vec<(usize, usize)>> = (1..n)
        .map(|round| berger_round(participants, round))
        .collect();
    if cycles < 2 {
        return first;
    }
    if first.len() >= 2 {
        let len = first.len();
        first.swap(len - 2, len - 1);
    }
    let second: Vec<Vec<(usize, usize)>> = first
        .iter()
        .map(|round| round.iter().map(|&(w, b)| (b, w)).collect())
        .collect();
    first.into_iter().chain(second).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The published tables, copied from `docs/rules/fide-c05.md#tables` (FIDE C.05 Annex 1), White
    /// first.
    const TABLES: [(usize, &str); 7] = [
        (
            4,
            "R1   1-4    2-3
             R2   4-3    1-2
             R3   2-4    3-1",
        ),
        (
            6,
            "R1   1-6    2-5    3-4
             R2   6-4    5-3    1-2
             R3   2-6    3-1    4-5
             R4   6-5    1-4    2-3
             R5   3-6    4-2    5-1",
        ),
        (
            8,
            "R1   1-8    2-7    3-6    4-5
             R2   8-5    6-4    7-3    1-2
             R3   2-8    3-1    4-7    5-6
             R4   8-6    7-5    1-4    2-3
             R5   3-8    4-2    5-1    6-7
             R6   8-7    1-6    2-5    3-4
             R7   4-8    5-3    6-2    7-1",
        ),
        (
            10,
            "R1   1-10   2-9    3-8    4-7    5-6
             R2  10-6    7-5    8-4    9-3    1-2
             R3   2-10   3-1    4-9    5-8    6-7
             R4  10-7    8-6    9-5    1-4    2-3
             R5   3-10   4-2    5-1    6-9    7-8
             R6  10-8    9-7    1-6    2-5    3-4
             R7   4-10   5-3    6-2    7-1    8-9
             R8  10-9    1-8    2-7    3-6    4-5
             R9   5-10   6-4    7-3    8-2    9-1",
        ),
        (
            12,
            "R1   1-12   2-11   3-10   4-9    5-8    6-7
             R2  12-7    8-6    9-5   10-4   11-3    1-2
             R3   2-12   3-1    4-11   5-10   6-9    7-8
             R4  12-8    9-7   10-6   11-5    1-4    2-3
             R5   3-12   4-2    5-1    6-11   7-10   8-9
             R6  12-9   10-8   11-7    1-6    2-5    3-4
             R7   4-12   5-3    6-2    7-1    8-11   9-10
             R8  12-10  11-9    1-8    2-7    3-6    4-5
             R9   5-12   6-4    7-3    8-2    9-1   10-11
             R10 12-11   1-10   2-9    3-8    4-7    5-6
             R11  6-12   7-5    8-4    9-3   10-2   11-1",
        ),
        (
            14,
            "R1   1-14   2-13   3-12   4-11   5-10   6-9    7-8
             R2  14-8    9-7   10-6   11-5   12-4   13-3    1-2
             R3   2-14   3-1    4-13   5-12   6-11   7-10   8-9
             R4  14-9   10-8   11-7   12-6   13-5    1-4    2-3
             R5   3-14   4-2    5-1    6-13   7-12   8-11   9-10
             R6  14-10  11-9   12-8   13-7    1-6    2-5    3-4
             R7   4-14   5-3    6-2    7-1    8-13   9-12  10-11
             R8  14-11  12-10  13-9    1-8    2-7    3-6    4-5
             R9   5-14   6-4    7-3    8-2    9-1   10-13  11-12
             R10 14-12  13-11   1-10   2-9    3-8    4-7    5-6
             R11  6-14   7-5    8-4    9-3   10-2   11-1   12-13
             R12 14-13   1-12   2-11   3-10   4-9    5-8    6-7
             R13  7-14   8-6    9-5   10-4   11-3   12-2   13-1",
        ),
        (
            16,
            "R1   1-16   2-15   3-14   4-13   5-12   6-11   7-10   8-9
             R2  16-9   10-8   11-7   12-6   13-5   14-4   15-3    1-2
             R3   2-16   3-1    4-15   5-14   6-13   7-12   8-11   9-10
             R4  16-10  11-9   12-8   13-7   14-6   15-5    1-4    2-3
             R5   3-16   4-2    5-1    6-15   7-14   8-13   9-12  10-11
             R6  16-11  12-10  13-9   14-8   15-7    1-6    2-5    3-4
             R7   4-16   5-3    6-2    7-1    8-15   9-14  10-13  11-12
             R8  16-12  13-11  14-10  15-9    1-8    2-7    3-6    4-5
             R9   5-16   6-4    7-3    8-2    9-1   10-15  11-14  12-13
             R10 16-13  14-12  15-11   1-10   2-9    3-8    4-7    5-6
             R11  6-16   7-5    8-4    9-3   10-2   11-1   12-15  13-14
             R12 16-14  15-13   1-12   2-11   3-10   4-9    5-8    6-7
             R13  7-16   8-6    9-5   10-4   11-3   12-2   13-1   14-15
             R14 16-15   1-14   2-13   3-12   4-11   5-10   6-9    7-8
             R15  8-16   9-7   10-6   11-5   12-4   13-3   14-2   15-1",
        ),
    ];

    fn parse(table: &str) -> Vec<Vec<(usize, usize)>> {
        table
            .lines()
            .map(|line| {
                line.split_whitespace()
                    .skip(1)
                    .map(|pair| {
                        let (w, b) = pair.split_once('-').expect("a pair");
                        (w.parse().expect("white"), b.parse().expect("black"))
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn tables_for_3_to_16_teams_equal_the_fide_tables() {
        for (even, text) in TABLES {
            let published = parse(text);
            // The odd field below uses the same table, the highest number being the bye.
            for participants in [even - 1, even] {
                if participants < 3 {
                    continue;
                }
                assert_eq!(
                    berger_schedule(participants, 1),
                    published,
                    "{participants} teams"
                );
            }
        }
    }

    #[test]
    fn double_round_robin_swaps_the_last_two_rounds_and_reverses_colours() {
        // 4 teams: cycle 1 is R1, R3, R2 of the table; cycle 2 repeats it reversed.
        let expected = vec![
            vec![(1, 4), (2, 3)],
            vec![(2, 4), (3, 1)],
            vec![(4, 3), (1, 2)],
            vec![(4, 1), (3, 2)],
            vec![(4, 2), (1, 3)],
            vec![(3, 4), (2, 1)],
        ];
        assert_eq!(berger_schedule(4, 2), expected);
        // Team 1 never has the same colour three times in a row: W B W | B W B.
    }
}
