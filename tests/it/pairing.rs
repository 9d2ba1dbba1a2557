//! Automatic pairing: the FIDE reference positions for C.04.6
//! (`docs/rules/fide-c04-6.md#reference-cases`, after the FIDE TEC engine's article-named tests),
//! hand-checked examples, Berger round robins, manual control, and property tests over random
//! tournaments.
//!
//! Positions are built the way the arbiter builds them: teams, manual pairings of the
//! earlier rounds, match scores. Team numbers in the tests are starting numbers.

use kup::app::pair::pair_command;
use kup::core::rules::{Award, ColourPreferences, SwissPairing, System};
use kup::core::{
    Colour, Command, GameResult, HalfPoints, MatchScore, Regulation, TeamId, Tournament,
    TournamentInfo, apply,
};
use kup::pairing::history::{TeamHistory, histories};
use kup::pairing::swiss::{ColourRules, Preference, allocate, preference};

/// `teams` teams under a Swiss of `rounds` rounds with two boards, the PAB worth a draw
/// (1 MP + 1 GP, C.04.6 1.4) — the frame of the FIDE reference tests.
fn swiss(teams: usize, rounds: u32) -> Tournament {
    let mut regulation = Regulation::preset("kzz-2015").expect("preset");
    regulation.boards = 2;
    regulation.system = System::Swiss { rounds };
    regulation.bye = Award {
        match_points: 1,
        game_points: HalfPoints(2),
    };
    regulation.colour_preferences = ColourPreferences::TypeA;
    with_teams(regulation, teams)
}

fn with_teams(regulation: Regulation, teams: usize) -> Tournament {
    let info = TournamentInfo {
        name: "Test".to_string(),
        ..TournamentInfo::default()
    };
    let mut t = Tournament::new(info, regulation);
    for i in 1..=teams {
        ok(
            &mut t,
            Command::AddTeam {
                name: format!("ŠK Čakovec {i}"),
                club: String::new(),
                city: String::new(),
            },
        );
    }
    t
}

fn ok(t: &mut Tournament, command: Command) {
    if let Err(e) = apply(t, command.clone()) {
        panic!("{command:?} was refused: {e}");
    }
}

/// Pairs `round` as `kup pair` does: the pairing computed from the state, then applied.
fn ok_paired(t: &mut Tournament, round: u32, seed: u64, initial_colour: Option<Colour>) {
    if let Err(e) = pair_command(t, round, seed, initial_colour).and_then(|c| apply(t, c)) {
        panic!("round {round} was not paired: {e}");
    }
}

fn id(t: &Tournament, number: usize) -> TeamId {
    t.team_by_number(number).expect("team").id
}

fn number(t: &Tournament, team: TeamId) -> usize {
    t.starting_number(team).expect("team")
}

/// A played round: (first-named, second-named, first-named's game points), the bye, and
/// the teams absent (not paired).
fn play(
    t: &mut Tournament,
    round: u32,
    matches: &[(usize, usize, f64)],
    bye: Option<usize>,
    absent: &[usize],
) {
    for &a in absent {
        let team = id(t, a);
        ok(
            t,
            Command::SetAbsent {
                round,
                team,
                absent: true,
            },
        );
    }
    let pairs = matches
        .iter()
        .map(|&(h, a, _)| (id(t, h), id(t, a)))
        .collect();
    let bye = bye.map(|b| id(t, b));
    ok(
        t,
        Command::SetPairing {
            round,
            matches: pairs,
            bye,
        },
    );
    let boards = f64::from(t.regulation.boards);
    for (i, &(_, _, home)) in matches.iter().enumerate() {
        let score = MatchScore {
            home: HalfPoints::from_f64(home).expect("points"),
            away: HalfPoints::from_f64(boards - home).expect("points"),
        };
        ok(
            t,
            Command::SetMatchScore {
                round,
                table: i + 1,
                score: Some(score),
            },
        );
    }
}

/// Pairs `round` automatically (initial-colour White) and returns (White, Black) by
/// starting number in table order, and the bye.
fn pair(t: &mut Tournament, round: u32) -> (Vec<(usize, usize)>, Option<usize>) {
    if t.is_round_robin() {
        // The Berger tables give the colours: there is no initial colour to choose.
        ok_paired(t, round, 1, None);
        return pairing_of(t, round);
    }
    pair_with(t, round, Colour::White)
}

fn pair_with(
    t: &mut Tournament,
    round: u32,
    initial: Colour,
) -> (Vec<(usize, usize)>, Option<usize>) {
    ok_paired(t, round, 1, Some(initial));
    pairing_of(t, round)
}

fn pairing_of(t: &Tournament, round: u32) -> (Vec<(usize, usize)>, Option<usize>) {
    let entry = &t.rounds[round as usize - 1];
    let pairs = entry
        .matches
        .iter()
        .map(|m| (number(t, m.home), number(t, m.away)))
        .collect();
    (pairs, entry.bye.map(|b| number(t, b)))
}

/// What `kup check` lists, in words.
fn violations(t: &Tournament) -> Vec<String> {
    violations_in(t, kup::i18n::Lang::En)
}

/// What `kup check` lists, in the words of `lang`.
fn violations_in(t: &Tournament, lang: kup::i18n::Lang) -> Vec<String> {
    kup::app::check::check(t)
        .iter()
        .map(|v| v.render(lang))
        .collect()
}

/// The pairs without colours, each smaller number first, sorted.
fn unordered(pairs: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    out.sort();
    out
}

// ---------------------------------------------------------------------------------------
// FIDE reference positions (`docs/rules/fide-c04-6.md#reference-cases`)
// ---------------------------------------------------------------------------------------

#[test]
fn art_1_1_3_an_absent_team_does_not_shift_the_colours_of_the_others() {
    // Teams 2..5 play; 2-4, 3-5 (identifier 2 3 4 5). 4.3.1: team 2 has an even TPN and
    // gets Black, team 3 odd gets White: 4-2, 3-5.
    let mut t = swiss(5, 5);
    let team = id(&t, 1);
    ok(
        &mut t,
        Command::SetAbsent {
            round: 1,
            team,
            absent: true,
        },
    );
    assert_eq!(pair(&mut t, 1), (vec![(4, 2), (3, 5)], None));
}

#[test]
fn art_1_6_1_a_match_that_was_not_played_gives_no_colour() {
    // Team 1 wins round 1 by forfeit as first-named, then plays White in round 2: only the
    // played match counts, CD +1, colours "w": Type B mild Black (not strong).
    let mut t = swiss(6, 5);
    t.regulation.colour_preferences = ColourPreferences::TypeB;
    play(
        &mut t,
        1,
        &[(1, 2, 2.0), (3, 4, 1.5), (5, 6, 2.0)],
        None,
        &[],
    );
    ok(
        &mut t,
        Command::SetMatchScore {
            round: 1,
            table: 1,
            score: None,
        },
    );
    ok(
        &mut t,
        Command::SetResult {
            round: 1,
            table: 1,
            board: 1,
            result: GameResult::WhiteForfeitWin,
        },
    );
    ok(
        &mut t,
        Command::SetResult {
            round: 1,
            table: 1,
            board: 2,
            result: GameResult::BlackForfeitWin,
        },
    );
    play(
        &mut t,
        2,
        &[(1, 3, 1.0), (5, 2, 2.0), (6, 4, 1.0)],
        None,
        &[],
    );
    let team1 = &histories(&t, 3)[0];
    assert_eq!(team1.colours, vec![Colour::White]);
    assert_eq!(team1.colour_difference(), 1);
    assert_eq!(
        preference(team1, ColourPreferences::TypeB, false),
        Preference::Mild(Colour::Black)
    );
    assert!(team1.bye_barred, "a forfeit win bars the bye (C2)");
}

#[test]
fn preface_a_colour_never_prevents_two_teams_from_meeting() {
    // 1 and 2 both played White twice (both want Black) and are the only teams on 4 MP.
    let mut t = swiss(6, 5);
    play(
        &mut t,
        1,
        &[(1, 3, 2.0), (2, 4, 2.0), (5, 6, 2.0)],
        None,
        &[],
    );
    play(
        &mut t,
        2,
        &[(1, 4, 2.0), (2, 5, 2.0), (3, 6, 2.0)],
        None,
        &[],
    );
    let (pairs, _) = pair(&mut t, 3);
    assert!(unordered(&pairs).contains(&(1, 2)), "{pairs:?}");
    // 4.3.7: the first-team 1 (equal scores, smaller TPN) gets its Black, so team 2 has
    // White a third time: colour difference +3, beyond the ±2 of the Basic Rules' art. 6,
    // which the Preface says never applies to teams. No absolute colour bound holds.
    assert!(pairs.contains(&(2, 1)), "{pairs:?}");
    let table = pairs.iter().position(|&p| p == (2, 1)).expect("2-1") + 1;
    ok(
        &mut t,
        Command::SetMatchScore {
            round: 3,
            table,
            score: Some(score(1.0, 1.0)),
        },
    );
    let two = histories(&t, 4).remove(1);
    assert_eq!(two.colour_difference(), 3);
}

#[test]
fn art_2_1_1_c1_two_teams_shall_not_meet_twice() {
    let mut t = swiss(4, 3);
    play(&mut t, 1, &[(1, 2, 1.5), (3, 4, 1.5)], None, &[]);
    let (pairs, _) = pair(&mut t, 2);
    assert_eq!(unordered(&pairs), vec![(1, 3), (2, 4)]);
}

#[test]
fn art_2_1_2_c2_no_second_pairing_allocated_bye() {
    // After round 1: 1, 3 on 2 MP; 5 on 1 (bye); 2, 4 on 0. Team 5 may not have the bye
    // again; of 2 and 4 (0 MP, one match each) the larger TPN, 4, takes it.
    let mut t = swiss(5, 3);
    play(&mut t, 1, &[(1, 2, 2.0), (3, 4, 2.0)], Some(5), &[]);
    assert_eq!(pair(&mut t, 2).1, Some(4));
}

#[test]
fn art_3_4_2_the_bye_goes_to_the_lowest_score() {
    let mut t = swiss(5, 3);
    play(&mut t, 1, &[(1, 2, 2.0), (3, 4, 0.0)], Some(5), &[]);
    // 2 and 3 have 0 MP; 5 has had the bye; the larger TPN of 2 and 3 is 3.
    assert_eq!(pair(&mut t, 2).1, Some(3));
}

#[test]
fn art_3_4_3_the_bye_goes_to_the_most_matches_played() {
    // Team 5 absent in round 1, team 3 in round 2. Before round 3, 4 and 5 have 0 MP; 4
    // played two matches, 5 one: 4 gets the bye although 5 has the larger TPN.
    let mut t = swiss(5, 5);
    play(&mut t, 1, &[(1, 2, 2.0), (3, 4, 2.0)], None, &[5]);
    play(&mut t, 2, &[(1, 4, 2.0), (2, 5, 2.0)], None, &[3]);
    assert_eq!(pair(&mut t, 3).1, Some(4));
}

#[test]
fn art_3_4_4_the_bye_goes_to_the_largest_tpn() {
    let mut t = swiss(5, 3);
    play(&mut t, 1, &[(1, 4, 2.0), (2, 5, 2.0)], Some(3), &[]);
    assert_eq!(pair(&mut t, 2).1, Some(5));
}

/// Keeps the teams of `numbers` apart in every round (TRF-2026 record 260).
fn keep_apart(t: &mut Tournament, numbers: &[usize]) {
    let teams = numbers.iter().map(|&n| id(t, n)).collect();
    ok(
        t,
        Command::ForbidPairings {
            teams,
            first_round: 1,
            last_round: None,
        },
    );
}

#[test]
fn art_3_4_1_the_bye_must_leave_a_legal_pairing() {
    // Forbidden 1-2, 2-4, 3-4. Round 1: 1 beat 4, 2 beat 5, 3 absent (0 MP, GHR 3.3).
    // Before round 2: 1, 2 on 2 MP; 3, 4, 5 on 0 MP; 4 and 5 played one match, 3 none.
    // 3.4.2-3.4.4 alone order the candidates 5, 4, 3 (lowest score, most matches, largest
    // TPN). 3.4.1 first: without 5, team 4 has no partner left (1 met it, 2 and 3 are
    // forbidden); without 4 the others pair only as {1,5}, {2,3} (1-2 forbidden, 2-5 met,
    // so 1-3 would leave 2-5). So the bye is 4's and the pairs are {1,5}, {2,3}.
    let mut t = swiss(5, 5);
    for pair in [[1, 2], [2, 4], [3, 4]] {
        keep_apart(&mut t, &pair);
    }
    play(&mut t, 1, &[(1, 4, 2.0), (2, 5, 2.0)], None, &[3]);
    let (pairs, bye) = pair(&mut t, 2);
    assert_eq!(bye, Some(4));
    assert_eq!(unordered(&pairs), vec![(1, 5), (2, 3)]);
}

/// Twelve teams before round 3: team 1 alone on 4 MP, 2..6 on 3 MP; team 2 floated in
/// round 2 (drew with team 9 on 0 MP), 3..6 did not.
fn c7_position(rounds: u32) -> Tournament {
    let mut t = swiss(12, rounds);
    play(
        &mut t,
        1,
        &[
            (1, 7, 2.0),
            (2, 8, 2.0),
            (3, 9, 2.0),
            (4, 10, 2.0),
            (5, 11, 2.0),
            (6, 12, 2.0),
        ],
        None,
        &[],
    );
    play(
        &mut t,
        2,
        &[
            (1, 8, 2.0),
            (2, 9, 1.0),
            (3, 4, 1.0),
            (5, 6, 1.0),
            (10, 11, 1.0),
            (12, 7, 1.0),
        ],
        None,
        &[],
    );
    t
}

fn opponent_of(pairs: &[(usize, usize)], team: usize) -> usize {
    pairs
        .iter()
        .find_map(|&(a, b)| {
            if a == team {
                Some(b)
            } else if b == team {
                Some(a)
            } else {
                None
            }
        })
        .expect("paired")
}

#[test]
fn art_2_3_4_c7_minimise_upfloaters_that_floated_in_the_previous_round() {
    // 3.5.4 alone would take team 2; C7 passes it over for team 3.
    let mut t = c7_position(6);
    let (pairs, _) = pair(&mut t, 3);
    assert_eq!(opponent_of(&pairs, 1), 3);
}

#[test]
fn art_2_3_4_c7_does_not_apply_in_the_last_two_rounds() {
    // Round 3 of 4 is one of the last two rounds: C7 is off and team 2 floats up.
    let mut t = c7_position(4);
    let (pairs, _) = pair(&mut t, 3);
    assert_eq!(opponent_of(&pairs, 1), 2);
}

#[test]
fn art_2_3_7_c10_minimise_the_upfloaters_opponents_that_floated() {
    // 1..5 on 3 MP, 6..10 on 1; nobody has a colour preference; team 3 floated in round 2.
    // Upfloater 6; identifier order would give 1-4 2-5 3-6, C10 forbids 3 against the
    // upfloater: 1-4 2-6 3-5.
    let mut t = swiss(10, 6);
    play(
        &mut t,
        1,
        &[
            (1, 6, 2.0),
            (7, 2, 0.0),
            (3, 8, 2.0),
            (9, 4, 0.0),
            (5, 10, 2.0),
        ],
        None,
        &[],
    );
    play(
        &mut t,
        2,
        &[
            (2, 1, 1.0),
            (4, 5, 1.0),
            (10, 3, 1.0),
            (6, 7, 1.0),
            (8, 9, 1.0),
        ],
        None,
        &[],
    );
    let (pairs, _) = pair(&mut t, 3);
    let top: Vec<(usize, usize)> = unordered(&pairs)
        .into_iter()
        .filter(|&(a, b)| a <= 6 && b <= 6)
        .collect();
    assert_eq!(top, vec![(1, 4), (2, 6), (3, 5)]);
}

#[test]
fn art_2_3_5_c8_minimise_the_unfulfilled_colour_preferences() {
    // 1, 2 want Black (WW), 3, 4 want White (BB): {1,3}, {2,4}, colours 3-1 and 4-2 (4.3.3).
    let mut t = swiss(8, 6);
    play(
        &mut t,
        1,
        &[(1, 5, 2.0), (2, 6, 2.0), (7, 3, 0.0), (8, 4, 0.0)],
        None,
        &[],
    );
    play(
        &mut t,
        2,
        &[(1, 7, 2.0), (2, 8, 2.0), (5, 3, 0.0), (6, 4, 0.0)],
        None,
        &[],
    );
    let (pairs, _) = pair(&mut t, 3);
    assert!(
        pairs.contains(&(3, 1)) && pairs.contains(&(4, 2)),
        "{pairs:?}"
    );
}

/// Teams 1..4 on 6 MP, all CD -1 and wanting White: 1 and 3 (w,b,b) strongly / Type A,
/// 2 and 4 (b,w,b) mildly under Type B, not at all under Type A.
fn strong_and_mild(model: ColourPreferences) -> Tournament {
    let mut t = swiss(8, 6);
    t.regulation.colour_preferences = model;
    play(
        &mut t,
        1,
        &[(1, 5, 2.0), (6, 2, 0.0), (3, 7, 2.0), (8, 4, 0.0)],
        None,
        &[],
    );
    play(
        &mut t,
        2,
        &[(6, 1, 0.0), (2, 5, 2.0), (8, 3, 0.0), (4, 7, 2.0)],
        None,
        &[],
    );
    play(
        &mut t,
        3,
        &[(7, 1, 0.0), (8, 2, 0.0), (5, 3, 0.0), (6, 4, 0.0)],
        None,
        &[],
    );
    t
}

#[test]
fn art_2_3_6_c9_is_type_b_only_and_decides_the_bracket() {
    // Type B: C8 is 2 either way; 1-3 2-4 pits the two strong preferences (C9 = 1), so
    // 1-4 2-3; 4.3.4 grants the strong ones: 1-4, 3-2.
    let mut t = strong_and_mild(ColourPreferences::TypeB);
    let (pairs, _) = pair(&mut t, 4);
    assert!(
        pairs.contains(&(1, 4)) && pairs.contains(&(3, 2)),
        "{pairs:?}"
    );
    // Type A: C8 rejects 1-3 2-4; 4.3.2 gives the only preferences: the same colours.
    let mut t = strong_and_mild(ColourPreferences::TypeA);
    let (pairs, _) = pair(&mut t, 4);
    assert!(
        pairs.contains(&(1, 4)) && pairs.contains(&(3, 2)),
        "{pairs:?}"
    );
}

#[test]
fn art_1_7_type_a_and_type_b_pair_the_same_position_differently() {
    // 1, 3: b,w,b; 2, 4: w,b,w. Type A: no preferences, identifier order: {1,3},{2,4}.
    // Type B: 1, 3 mildly White, 2, 4 mildly Black: {1,4},{2,3}.
    let build = |model| {
        let mut t = swiss(8, 6);
        t.regulation.colour_preferences = model;
        play(
            &mut t,
            1,
            &[(5, 1, 0.0), (2, 6, 2.0), (7, 3, 0.0), (4, 8, 2.0)],
            None,
            &[],
        );
        play(
            &mut t,
            2,
            &[(1, 6, 2.0), (5, 2, 0.0), (3, 8, 2.0), (7, 4, 0.0)],
            None,
            &[],
        );
        play(
            &mut t,
            3,
            &[(7, 1, 0.0), (2, 8, 2.0), (5, 3, 0.0), (4, 6, 2.0)],
            None,
            &[],
        );
        t
    };
    let top = |pairs: &[(usize, usize)]| -> Vec<(usize, usize)> {
        unordered(pairs)
            .into_iter()
            .filter(|&(a, b)| a <= 4 && b <= 4)
            .collect()
    };
    let mut a = build(ColourPreferences::TypeA);
    assert_eq!(top(&pair(&mut a, 4).0), vec![(1, 3), (2, 4)]);
    let mut b = build(ColourPreferences::TypeB);
    assert_eq!(top(&pair(&mut b, 4).0), vec![(1, 4), (2, 3)]);
}

#[test]
fn art_3_6_the_first_round_is_the_first_pairing_in_lexicographic_order() {
    let mut t = swiss(16, 9);
    let (pairs, bye) = pair(&mut t, 1);
    assert_eq!(
        unordered(&pairs),
        (1..=8).map(|i| (i, i + 8)).collect::<Vec<_>>()
    );
    assert_eq!(bye, None);
}

#[test]
fn art_3_6_1_a_heterogeneous_bracket_is_read_in_tpn_order() {
    // 5 and 9 drew and are the 1-MP group; they cannot meet again: upfloaters {2, 7};
    // the bracket in TPN order 2, 5, 7, 9 pairs 2-9, 5-7 ("2 5 9 7" < "2 7 5 9").
    let mut t = swiss(10, 5);
    play(
        &mut t,
        1,
        &[
            (5, 9, 1.0),
            (1, 2, 2.0),
            (3, 7, 2.0),
            (4, 8, 2.0),
            (6, 10, 2.0),
        ],
        None,
        &[],
    );
    let (pairs, _) = pair(&mut t, 2);
    assert_eq!(
        unordered(&pairs),
        vec![(1, 4), (2, 9), (3, 6), (5, 7), (8, 10)]
    );
}

#[test]
fn art_4_3_1_the_initial_colour_and_the_parity_of_the_tpn() {
    let mut t = swiss(8, 5);
    assert_eq!(
        pair_with(&mut t, 1, Colour::White).0,
        vec![(1, 5), (6, 2), (3, 7), (8, 4)]
    );
    let mut t = swiss(8, 5);
    assert_eq!(
        pair_with(&mut t, 1, Colour::Black).0,
        vec![(5, 1), (2, 6), (7, 3), (4, 8)]
    );
}

#[test]
fn art_4_3_2_grant_the_only_preference() {
    // Team 1 (WW, wants Black) meets team 4 (W B, none): 4-1.
    let mut t = swiss(4, 5);
    play(&mut t, 1, &[(1, 2, 2.0), (3, 4, 2.0)], None, &[]);
    play(&mut t, 2, &[(1, 3, 2.0), (4, 2, 2.0)], None, &[]);
    let (pairs, _) = pair(&mut t, 3);
    assert!(pairs.contains(&(4, 1)), "{pairs:?}");
}

#[test]
fn art_4_3_3_grant_two_opposite_preferences() {
    let mut t = swiss(6, 5);
    play(
        &mut t,
        1,
        &[(3, 1, 0.0), (2, 4, 2.0), (5, 6, 2.0)],
        None,
        &[],
    );
    play(
        &mut t,
        2,
        &[(5, 1, 0.0), (2, 6, 2.0), (3, 4, 2.0)],
        None,
        &[],
    );
    let (pairs, _) = pair(&mut t, 3);
    assert!(pairs.contains(&(1, 2)), "{pairs:?}");
}

#[test]
fn art_4_3_7_grant_the_colour_preference_of_the_first_team() {
    // 1 and 2 both WW: same preference, CD, history; first-team 1 gets Black: 2-1.
    let mut t = swiss(6, 5);
    play(
        &mut t,
        1,
        &[(1, 3, 2.0), (2, 4, 2.0), (5, 6, 2.0)],
        None,
        &[],
    );
    play(
        &mut t,
        2,
        &[(1, 4, 2.0), (2, 5, 2.0), (3, 6, 2.0)],
        None,
        &[],
    );
    let (pairs, _) = pair(&mut t, 3);
    assert!(pairs.contains(&(2, 1)), "{pairs:?}");
}

/// Two synthetic teams (starting numbers 1 and 2, no score) whose board-1 colours are given
/// oldest first as `w`/`b`.
fn two_teams(first: &str, second: &str) -> (TeamHistory, TeamHistory) {
    let t = swiss(2, 9);
    let mut all = histories(&t, 1);
    let colours = |s: &str| -> Vec<Colour> {
        s.chars()
            .map(|c| {
                if c == 'w' {
                    Colour::White
                } else {
                    Colour::Black
                }
            })
            .collect()
    };
    let (mut a, mut b) = (all.remove(0), all.remove(0));
    a.colours = colours(first);
    b.colours = colours(second);
    (a, b)
}

/// The allocation of 4.3 for `a` against `b` under Type A (initial-colour White): whether
/// `a` gets White, and the rule; the same whichever team is named first.
fn type_a_colours(a: &TeamHistory, b: &TeamHistory) -> (bool, &'static str) {
    let model = ColourPreferences::TypeA;
    let (pa, pb) = (preference(a, model, false), preference(b, model, false));
    let rules = ColourRules {
        model,
        initial: Colour::White,
        first_team_by_secondary: true,
    };
    let (a_white, rule) = allocate((a, pa), (b, pb), rules);
    assert_eq!(allocate((b, pb), (a, pa), rules), (!a_white, rule));
    (a_white, kup::i18n::Lang::En.text(rule))
}

/// C.04.6 4.2: "The first-team is the team with: 4.2.1 the higher score; or 4.2.2 with the
/// higher secondary score (unless the rules of the competition state not to use it); or
/// 4.2.3 the smaller TPN." Round 1 is 1-3 and 4-2 (first-named White on board 1), won by
/// 1 (1½-½) and 4 (2-0). In round 2 the brackets are {1, 4} and {2, 3}; in each pair both
/// teams had the same colour and have the same preference, so 4.3.7 gives the first-team
/// its preference: Black for 1 and 4, White for 2 and 3.
/// - By the secondary score (game points): 4 (2) is first-team over 1 (1½), and 3 (½) over
///   2 (0): 1-4 and 3-2, White first.
/// - Without it, the smaller TPN decides: 1 over 4 and 2 over 3: 4-1 and 2-3.
#[test]
fn art_4_2_2_the_first_team_with_and_without_the_secondary_score() {
    let round_two = |by_secondary: bool| {
        let mut t = swiss(4, 5);
        t.regulation.first_team_by_secondary_score = by_secondary;
        play(&mut t, 1, &[(1, 3, 1.5), (4, 2, 2.0)], None, &[]);
        let (pairs, bye) = pair(&mut t, 2);
        assert_eq!(bye, None);
        let mut pairs = pairs;
        pairs.sort_by_key(|&(w, b)| w.min(b));
        let explained = kup::app::explain::explanation(&t, 2).expect("explained");
        let heading = explained.lines[0].render(kup::i18n::Lang::En);
        (pairs, heading)
    };
    let (by_secondary, heading) = round_two(true);
    assert_eq!(by_secondary, vec![(1, 4), (3, 2)]);
    assert!(!heading.contains("4.2.2"), "{heading}");
    let (by_tpn, heading) = round_two(false);
    assert_eq!(by_tpn, vec![(4, 1), (2, 3)]);
    assert!(
        heading.contains("4.2.2: the secondary score is not used"),
        "{heading}"
    );
}

#[test]
fn art_4_3_6_alternate_from_the_last_time_the_colours_differed() {
    // Team 1 played W B W B, team 2 B W W B: both CD 0 and the last two different, so no
    // Type A preference (1.7.1): 4.3.2-4.3.5 are silent. Team 2 has the higher score, so it
    // is the first-team (4.2.1). From the most recent match back: B/B, W/W, then B/W — team 1
    // had Black there, so team 1 gets White. (4.3.8 alone would have given the first-team,
    // team 2, White, alternating from its last Black.)
    let (a, mut b) = two_teams("wbwb", "bwwb");
    b.score = 2;
    let (a_white, rule) = type_a_colours(&a, &b);
    assert!(a_white && rule.starts_with("4.3.6"), "{a_white} {rule}");
}

#[test]
fn art_4_3_9_the_other_team_alternates_from_its_last_played_match() {
    // The first-team (team 2, 2 MP from a bye, never played) has no colour; team 1 played
    // W B. Not 4.3.1 (team 1 has played); no preferences (team 1: CD 0, last two
    // different); CDs equal (0, 0); 4.3.6 has nothing to compare; the first-team has no
    // preference (4.3.7) and no last match (4.3.8). 4.3.9: team 1 alternates from Black and
    // gets White.
    let (a, mut b) = two_teams("wb", "");
    b.score = 2;
    let (a_white, rule) = type_a_colours(&a, &b);
    assert!(a_white && rule.starts_with("4.3.9"), "{a_white} {rule}");
}

#[test]
fn art_3_5_4_the_sets_are_sorted_lexicographically() {
    // 16 teams, game points primary (C.04.6 1.2.1), so round 1 sets the scores at will:
    // 4, 7, 9 on 2.0; 2, 6, 8 on 1.5; 1, 3, 5, 16 on 1.0; 13-15 on 0.5; 10-12 on 0.
    // Kept apart: 4, 7, 9 among themselves, so the top scoregroup needs three upfloaters
    // (C4), one for each. 2 may meet only 4 of them, 6 only 7, 8 not 9, 3 not 9; 16 may meet
    // only 1 and 6 (it met 5).
    // C5: {2,6,8} first (three on 1.5), but 2-4 and 6-7 leave 8 with 9: no pairing. Then
    // two on 1.5 and one on 1.0, in the order of 3.5.3/3.5.4 (descending score, then TPN):
    // {2,6,1} < {2,6,3} < {2,6,5} < {2,6,16} < {2,8,1} < ...
    //  {2,6,1}: 2-4, 6-7, 1-9 pair the bracket, but 16 is then left with no one (C3);
    //  {2,6,3}: 3 may not meet 9;
    //  {2,6,5}: 2-4, 6-7, 5-9, and 16 meets 1 in what is left: chosen (C6 holds: 8 on 1.5 can
    //  float with 3, say). Read as sets of plain TPNs, {1,2,6} < {1,2,8} < ..., {2,8,1}
    //  (2-4, 8-7, 1-9; 16 meets 6) would have come first.
    let mut t = swiss(16, 5);
    t.regulation.primary_score = kup::core::rules::PrimaryScore::GamePoints;
    let round_one = [
        (4, 10, 2.0),
        (7, 11, 2.0),
        (9, 12, 2.0),
        (2, 13, 1.5),
        (6, 14, 1.5),
        (8, 15, 1.5),
        (1, 3, 1.0),
        (5, 16, 1.0),
    ];
    play(&mut t, 1, &round_one, None, &[]);
    keep_apart(&mut t, &[4, 7, 9]);
    for pair in [[2, 7], [2, 9], [6, 4], [6, 9], [8, 9], [3, 9]] {
        keep_apart(&mut t, &pair);
    }
    for other in [2, 3, 4, 7, 8, 9, 10, 11, 12, 13, 14, 15] {
        keep_apart(&mut t, &[16, other]);
    }
    let (pairs, _) = pair(&mut t, 2);
    let pairs = unordered(&pairs);
    for expected in [(2, 4), (6, 7), (5, 9), (1, 16)] {
        assert!(pairs.contains(&expected), "{expected:?} missing: {pairs:?}");
    }
}

#[test]
fn art_1_7_colour_preference_truth_table() {
    // `docs/rules/fide-c04-6.md#colour-preferences` decision table (after the FIDE engine's
    // COLOUR_TRUTH_TABLE).
    use Colour::{Black as B, White as W};
    use Preference::{Mild, None as Nc, Strong};
    let cases: [(&str, Preference, Preference); 15] = [
        ("", Nc, Nc),
        ("w", Nc, Mild(B)),
        ("b", Nc, Mild(W)),
        ("wb", Nc, Mild(W)),
        ("bw", Nc, Mild(B)),
        ("ww", Strong(B), Strong(B)),
        ("bb", Strong(W), Strong(W)),
        ("bwww", Strong(B), Strong(B)),
        ("wbbb", Strong(W), Strong(W)),
        ("wbww", Strong(B), Strong(B)),
        ("bwbb", Strong(W), Strong(W)),
        ("wwwbb", Nc, Mild(B)),
        ("bbbww", Nc, Mild(W)),
        ("bwwb", Nc, Mild(W)),
        ("wwwbw", Strong(B), Strong(B)),
    ];
    let t = swiss(2, 9);
    let base = histories(&t, 1).remove(0);
    for (sequence, type_a, type_b) in cases {
        let mut h = base.clone();
        h.colours = sequence
            .chars()
            .map(|c| if c == 'w' { W } else { B })
            .collect();
        assert_eq!(
            preference(&h, ColourPreferences::TypeA, false),
            type_a,
            "{sequence} A"
        );
        assert_eq!(
            preference(&h, ColourPreferences::TypeB, false),
            type_b,
            "{sequence} B"
        );
        assert_eq!(preference(&h, ColourPreferences::None, false), Nc);
    }
    // Type B in the last round: CD 0 gives no mild preference, CD +1 still does.
    let mut h = base.clone();
    h.colours = vec![W, B];
    assert_eq!(preference(&h, ColourPreferences::TypeB, true), Nc);
    h.colours = vec![W, B, W];
    assert_eq!(preference(&h, ColourPreferences::TypeB, true), Mild(B));
}

// ---------------------------------------------------------------------------------------
// Hand-checked examples
// ---------------------------------------------------------------------------------------

#[test]
fn nine_teams_the_worked_example_of_the_c04_6_page() {
    // mzz-2012: 4 boards, PAB 1 MP + 2 GP, Type A. Round 1 (initial White): PAB 9 (largest
    // TPN), 1-5, 6-2, 3-7, 8-4 (4.3.1 by the parity of the first-team).
    let mut regulation = Regulation::preset("mzz-2012").expect("preset");
    regulation.system = System::Swiss { rounds: 5 };
    let mut t = with_teams(regulation, 9);
    assert_eq!(
        pair(&mut t, 1),
        (vec![(1, 5), (6, 2), (3, 7), (8, 4)], Some(9))
    );
    for (table, home) in [(1, 3.0), (2, 2.0), (3, 2.5), (4, 3.5)] {
        let score = MatchScore {
            home: HalfPoints::from_f64(home).expect("points"),
            away: HalfPoints::from_f64(4.0 - home).expect("points"),
        };
        ok(
            &mut t,
            Command::SetMatchScore {
                round: 1,
                table,
                score: Some(score),
            },
        );
    }
    // Round 2: PAB 7 (0 MP, largest TPN of 4, 5, 7); {1,3,8} + upfloater 2 -> 1-3, 2-8;
    // {6,9} -> 6-9; {4,5} -> 4-5. Colours: 3-1 (4.3.8, first-team 1 on GP had White),
    // 2-8 (4.3.5), 9-6 (4.3.5: 9 never played, CD 0 < +1), 5-4 (4.3.8, 5 had Black).
    // Table order by GHR 3.6.
    assert_eq!(
        pair(&mut t, 2),
        (vec![(3, 1), (2, 8), (9, 6), (5, 4)], Some(7))
    );
}

#[test]
fn four_teams_three_rounds() {
    let mut t = swiss(4, 3);
    t.regulation.boards = 4;
    // Round 1 (initial White): 1-3 (1 odd: White), 4-2 (2 even: Black).
    assert_eq!(pair(&mut t, 1).0, vec![(1, 3), (4, 2)]);
    ok(
        &mut t,
        Command::SetMatchScore {
            round: 1,
            table: 1,
            score: Some(score(3.0, 1.0)),
        },
    );
    ok(
        &mut t,
        Command::SetMatchScore {
            round: 1,
            table: 2,
            score: Some(score(2.0, 2.0)),
        },
    );
    // 1: 2 MP; 2, 4: 1 MP; 3: 0. {1} + upfloater 2 (first of {2,4}); {4} + 3.
    // 1-2: CD +1 against -1, 4.3.5 White to 2: 2-1. 4-3: 3 has CD -1: 3-4.
    assert_eq!(pair(&mut t, 2).0, vec![(2, 1), (3, 4)]);
    ok(
        &mut t,
        Command::SetMatchScore {
            round: 2,
            table: 1,
            score: Some(score(2.0, 2.0)),
        },
    );
    ok(
        &mut t,
        Command::SetMatchScore {
            round: 2,
            table: 2,
            score: Some(score(3.0, 1.0)),
        },
    );
    // 1: 3 MP, 2 and 3: 2, 4: 1. Team 1 has met 2 and 3: the whole 2-MP profile is
    // illegal, so the upfloater is 4 (C5 yields to C1). 1-4: CDs 0/0, same histories,
    // 4.3.8 first-team 1 had Black last: 1-4. 2-3: 4 GP each, first-team 2 had White
    // last (4.3.8): 3-2.
    assert_eq!(pair(&mut t, 3).0, vec![(1, 4), (3, 2)]);
}

fn score(home: f64, away: f64) -> MatchScore {
    MatchScore {
        home: HalfPoints::from_f64(home).expect("points"),
        away: HalfPoints::from_f64(away).expect("points"),
    }
}

#[test]
fn five_teams_the_bye_and_a_first_float() {
    // kzz-2015: PAB 1 MP + 0 GP.
    let mut regulation = Regulation::preset("kzz-2015").expect("preset");
    regulation.system = System::Swiss { rounds: 5 };
    let mut t = with_teams(regulation, 5);
    assert_eq!(pair(&mut t, 1), (vec![(1, 3), (4, 2)], Some(5)));
    ok(
        &mut t,
        Command::SetMatchScore {
            round: 1,
            table: 1,
            score: Some(score(1.0, 3.0)),
        },
    );
    ok(
        &mut t,
        Command::SetMatchScore {
            round: 1,
            table: 2,
            score: Some(score(2.0, 2.0)),
        },
    );
    // 3: 2 MP; 2, 4, 5: 1; 1: 0 -> the bye to 1 (lowest score, not barred). {3} takes
    // upfloater 2 (first in TPN order of the 1-MP group): 3-2 by 4.3.8 (first-team 3 had
    // Black). 4-5: first-team 4 (2 GP against the bye's 0), 4.3.5: 5 has CD 0 < +1: 5-4.
    assert_eq!(pair(&mut t, 2), (vec![(3, 2), (5, 4)], Some(1)));
}

#[test]
fn ten_and_sixteen_teams_first_rounds() {
    let mut t = swiss(10, 5);
    assert_eq!(
        pair(&mut t, 1).0,
        vec![(1, 6), (7, 2), (3, 8), (9, 4), (5, 10)]
    );
    let mut t = swiss(16, 7);
    let (pairs, _) = pair_with(&mut t, 1, Colour::Black);
    // Initial Black: odd first-teams get Black, even get White.
    assert_eq!(pairs[0], (9, 1));
    assert_eq!(pairs[1], (2, 10));
    assert_eq!(pairs[7], (8, 16));
}

#[test]
fn a_late_entry_joins_with_zero_points() {
    // szs-pokal-2018 with 7 teams is a Swiss of 5 rounds; team 8 enters after round 1.
    let mut t = with_teams(Regulation::preset("szs-pokal-2018").expect("preset"), 7);
    assert_eq!(pair(&mut t, 1), (vec![(1, 4), (5, 2), (3, 6)], Some(7)));
    for table in 1..=3 {
        ok(
            &mut t,
            Command::SetMatchScore {
                round: 1,
                table,
                score: Some(score(3.0, 1.0)),
            },
        );
    }
    ok(
        &mut t,
        Command::AddTeam {
            name: "Pozni".into(),
            club: String::new(),
            city: String::new(),
        },
    );
    assert_eq!(t.teams[7].joins_at_round, Some(2));
    assert_eq!(histories(&t, 2)[7].score, 0);
    // 1, 3, 5: 2 MP; 7: 1 (bye); 2, 4, 6, 8: 0. {1,3,5} + upfloater 7: 1-5, 3-7;
    // {2,4,6,8}: 2-6, 4-8 (none has met).
    let (pairs, bye) = pair(&mut t, 2);
    assert_eq!(unordered(&pairs), vec![(1, 5), (2, 6), (3, 7), (4, 8)]);
    assert_eq!(bye, None);
}

#[test]
fn a_withdrawn_team_is_never_paired_again() {
    let mut t = swiss(6, 5);
    play(
        &mut t,
        1,
        &[(1, 4, 2.0), (2, 5, 2.0), (3, 6, 2.0)],
        None,
        &[],
    );
    let team = id(&t, 2);
    ok(
        &mut t,
        Command::Withdraw {
            team,
            from_round: Some(2),
        },
    );
    let (pairs, bye) = pair(&mut t, 2);
    assert!(pairs.iter().all(|&(a, b)| a != 2 && b != 2));
    // 5 teams left: the bye to the lowest score, largest TPN of 4, 5, 6 -> 6.
    assert_eq!(bye, Some(6));
}

#[test]
fn an_unpaired_previous_result_stops_the_pairing_with_its_table() {
    let mut t = swiss(4, 3);
    pair(&mut t, 1);
    let err = pair_command(&t, 2, 1, None)
        .and_then(|command| apply(&mut t, command))
        .unwrap_err();
    assert_eq!(err.field, kup::i18n::Msg::FieldPairing);
    assert!(
        err.rule
            .to_string()
            .contains("round 1, table 1 has no result"),
        "{}",
        err.rule
    );
}

// ---------------------------------------------------------------------------------------
// Round robin (Berger, C.05 Annex 1)
// ---------------------------------------------------------------------------------------

#[test]
fn berger_with_pairing_numbers_entered_by_the_arbiter() {
    // hss-kadeti-2009 is a single round robin. Pairing numbers: team 3 has number 1,
    // team 1 number 2, team 4 number 3, team 2 number 4, team 5 number 5 (6 = free).
    let mut t = with_teams(Regulation::preset("hss-kadeti-2009").expect("preset"), 5);
    let order = [3, 1, 4, 2, 5].iter().map(|&n| id(&t, n)).collect();
    ok(&mut t, Command::SetPairingNumbers { order });
    // Table round 1: 1-6 2-5 3-4 -> number 1 (team 3) is free; team 1 - team 5; team 4 - team 2.
    assert_eq!(pair(&mut t, 1), (vec![(1, 5), (4, 2)], None));
    for table in 1..=2 {
        ok(
            &mut t,
            Command::SetMatchScore {
                round: 1,
                table,
                score: Some(score(2.0, 2.0)),
            },
        );
    }
    // Round 2: 6-4 5-3 1-2 -> number 4 (team 2) free; team 5 - team 4; team 3 - team 1.
    assert_eq!(pair(&mut t, 2), (vec![(5, 4), (3, 1)], None));
}

#[test]
fn szs_pokal_pairs_up_to_six_teams_by_berger_with_a_recorded_lot() {
    let mut t = with_teams(Regulation::preset("szs-pokal-2018").expect("preset"), 6);
    ok_paired(&mut t, 1, 42, None);
    let draw = kup::pairing::pairing_numbers(&t).expect("a lot").clone();
    assert_eq!(draw.seed, 42);
    let mut drawn = draw.order.clone();
    drawn.sort();
    assert_eq!(drawn, t.teams.iter().map(|x| x.id).collect::<Vec<_>>());
    // Round 1 of the 6-team table: 1-6, 2-5, 3-4 in pairing numbers.
    let expected: Vec<(TeamId, TeamId)> = [(1, 6), (2, 5), (3, 4)]
        .iter()
        .map(|&(w, b)| (draw.order[w - 1], draw.order[b - 1]))
        .collect();
    let got: Vec<(TeamId, TeamId)> = t.rounds[0]
        .matches
        .iter()
        .map(|m| (m.home, m.away))
        .collect();
    assert_eq!(got, expected);
    assert_eq!(t.rounds[0].seed, Some(42));
    // The same seed draws the same numbers.
    let mut again = with_teams(Regulation::preset("szs-pokal-2018").expect("preset"), 6);
    ok_paired(&mut again, 1, 42, None);
    assert_eq!(
        kup::pairing::pairing_numbers(&again).expect("a lot").order,
        draw.order
    );
}

// ---------------------------------------------------------------------------------------
// Manual control and kup check
// ---------------------------------------------------------------------------------------

#[test]
fn swap_flip_and_the_criteria_a_manual_pairing_breaks() {
    let mut t = swiss(5, 5);
    play(&mut t, 1, &[(1, 3, 2.0), (4, 2, 2.0)], Some(5), &[]);
    pair(&mut t, 2);
    let before = t.clone();
    // Teams 1 and 3 exchange places wherever they are.
    let (a, b) = (id(&t, 1), id(&t, 3));
    ok(
        &mut t,
        Command::SwapTeams {
            round: 2,
            first: a,
            second: b,
        },
    );
    let (pairs, bye) = pairing_of(&t, 2);
    let (old_pairs, old_bye) = pairing_of(&before, 2);
    let swap = |n: usize| {
        if n == 1 {
            3
        } else if n == 3 {
            1
        } else {
            n
        }
    };
    assert_eq!(
        pairs,
        old_pairs
            .iter()
            .map(|&(x, y)| (swap(x), swap(y)))
            .collect::<Vec<_>>()
    );
    assert_eq!(bye, old_bye.map(swap));
    ok(&mut t, Command::FlipColours { round: 2, table: 1 });
    assert_eq!(pairing_of(&t, 2).0[0], (pairs[0].1, pairs[0].0));
    // A manual rematch and a second bye are listed by kup check.
    ok(&mut t, Command::ClearPairing { round: 2 });
    let m = vec![(id(&t, 1), id(&t, 3)), (id(&t, 2), id(&t, 4))];
    let bye = Some(id(&t, 5));
    ok(
        &mut t,
        Command::SetPairing {
            round: 2,
            matches: m,
            bye,
        },
    );
    let found = violations(&t);
    assert!(
        found
            .iter()
            .any(|v| v.contains("C1") && v.contains("teams 1 and 3")),
        "{found:?}"
    );
    assert!(
        found
            .iter()
            .any(|v| v.contains("C1") && v.contains("teams 2 and 4")),
        "{found:?}"
    );
    assert!(
        found
            .iter()
            .any(|v| v.contains("C2") && v.contains("team 5")),
        "{found:?}"
    );
    let hr = violations_in(&t, kup::i18n::Lang::Hr);
    assert!(
        hr.iter().any(|v| v
            == "C.04.6 C1: dvije ekipe ne smiju igrati jedna protiv druge više od jednom: \
                2. kolo, 1. stol: ekipe 1 i 3 već su igrale"),
        "{hr:?}"
    );
    let sl = violations_in(&t, kup::i18n::Lang::Sl);
    assert!(
        sl.iter().any(|v| v
            == "C.04.6 C2: ekipa, ki je že bila prosta ali je dobila dvoboj brez igre, ne more \
                biti ponovno prosta: 2. kolo: ekipa 5 je ponovno prosta"),
        "{sl:?}"
    );
    // With a result entered the pairing is fixed.
    ok(
        &mut t,
        Command::SetMatchScore {
            round: 2,
            table: 1,
            score: Some(score(1.0, 1.0)),
        },
    );
    let err = apply(&mut t, Command::FlipColours { round: 2, table: 2 }).unwrap_err();
    assert!(err.rule.to_string().contains("has results"), "{}", err.rule);
}

#[test]
fn teams_kept_apart_are_not_paired_and_kup_check_names_a_manual_pairing_of_them() {
    // Round 1 of 4 teams pairs 1-3, 2-4 (identifier 1 2 3 4, art. 3.6). With 1 and 3 of
    // one club kept apart, the first identifier without them is 1 2 4 3: 1-4, 2-3.
    let mut t = swiss(4, 3);
    keep_apart(&mut t, &[1, 3]);
    let (pairs, _) = pair(&mut t, 1);
    assert_eq!(unordered(&pairs), vec![(1, 4), (2, 3)]);
    // The arbiter pairs them by hand anyway: kup check names the rule and the table.
    ok(&mut t, Command::ClearPairing { round: 1 });
    let (a, b, c, d) = (id(&t, 1), id(&t, 2), id(&t, 3), id(&t, 4));
    ok(
        &mut t,
        Command::SetPairing {
            round: 1,
            matches: vec![(a, c), (b, d)],
            bye: None,
        },
    );
    let found = violations(&t);
    assert!(
        found
            .iter()
            .any(|v| v.contains("record 260") && v.contains("table 1: teams 1 and 3")),
        "{found:?}"
    );
    assert!(
        !found.iter().any(|v| v.contains("teams 2 and 4")),
        "{found:?}"
    );
    let sl = violations_in(&t, kup::i18n::Lang::Sl);
    assert!(
        sl.iter()
            .any(|v| v.starts_with("prepovedan par (TRF-2026 zapis 260")
                && v.ends_with("1. kolo, 1. miza: ekipi 1 in 3 ne smeta igrati druga proti drugi")),
        "{sl:?}"
    );
    // Cleared (the teams named in any order), the pairing breaks no ban.
    ok(&mut t, Command::AllowPairings { teams: vec![c, a] });
    let found = violations(&t);
    assert!(!found.iter().any(|v| v.contains("record 260")), "{found:?}");
}

#[test]
fn a_ban_holds_only_in_its_rounds() {
    // 1 and 3 kept apart in round 2 only: round 1 pairs them as usual (1-3, 2-4).
    let mut t = swiss(4, 3);
    let teams = vec![id(&t, 1), id(&t, 3)];
    ok(
        &mut t,
        Command::ForbidPairings {
            teams,
            first_round: 2,
            last_round: Some(2),
        },
    );
    let (pairs, _) = pair(&mut t, 1);
    assert_eq!(unordered(&pairs), vec![(1, 3), (2, 4)]);
}

#[test]
fn forbidden_pairings_refused_with_field_and_rule_and_the_state_unchanged() {
    let mut t = swiss(4, 3);
    let (a, b) = (id(&t, 1), id(&t, 2));
    let forbid =
        |teams: Vec<TeamId>, first_round: u32, last_round: Option<u32>| Command::ForbidPairings {
            teams,
            first_round,
            last_round,
        };
    let refused = |t: &mut Tournament, command: Command, field: &str, words: &str| {
        let before = t.clone();
        let e = apply(t, command).expect_err("refused");
        assert_eq!(e.field.text(kup::i18n::Lang::En), field, "{e}");
        assert!(e.to_string().contains(words), "{e}");
        assert_eq!(*t, before);
    };
    refused(
        &mut t,
        forbid(vec![a], 1, None),
        "teams",
        "at least two teams",
    );
    refused(
        &mut t,
        forbid(vec![a, a], 1, None),
        "teams",
        "team 1 is named twice",
    );
    refused(
        &mut t,
        forbid(vec![a, TeamId(99)], 1, None),
        "team",
        "no team with id 99",
    );
    refused(
        &mut t,
        forbid(vec![a, b], 0, None),
        "first round",
        "between 1 and 3",
    );
    refused(
        &mut t,
        forbid(vec![a, b], 2, Some(1)),
        "last round",
        "between the first round (2) and 3",
    );
    ok(&mut t, forbid(vec![a, b], 1, None));
    refused(
        &mut t,
        forbid(vec![b, a], 2, None),
        "teams",
        "already kept apart",
    );
    let c = id(&t, 3);
    refused(
        &mut t,
        Command::AllowPairings { teams: vec![a, c] },
        "teams",
        "no forbidden pairing names exactly teams 1, 3",
    );
    // A team removed before round 1 leaves no group behind that names it.
    ok(&mut t, Command::RemoveTeam { team: a });
    assert!(t.kept_apart.is_empty());
    // A round robin's Berger tables meet every team with every other.
    let mut rr = swiss(4, 3);
    rr.regulation.system = System::RoundRobin { cycles: 1 };
    let teams = vec![id(&rr, 1), id(&rr, 2)];
    refused(&mut rr, forbid(teams, 1, None), "teams", "Berger tables");
}

#[test]
fn teams_sorted_by_the_regulations_team_rating_with_the_stated_tie_rule() {
    // bpz-2025: sum of the 4 highest FIDE ratings.
    let mut t = with_teams(Regulation::preset("bpz-2025").expect("preset"), 3);
    let ratings: [&[u16]; 3] = [
        &[1800, 1800, 1800, 1800],
        &[2000, 1900, 1800, 1700, 1600],
        &[2000, 1900, 1800, 1700, 1650],
    ];
    for (i, list) in ratings.iter().enumerate() {
        let team = t.teams[i].id;
        for (j, &r) in list.iter().enumerate() {
            let data = kup::core::PlayerData {
                surname: format!("Igrač {i}{j}"),
                given_name: "Ana".into(),
                fide_rating: Some(r),
                ..Default::default()
            };
            ok(&mut t, Command::AddPlayer { team, data });
        }
    }
    let (one, two, three) = (t.teams[0].id, t.teams[1].id, t.teams[2].id);
    ok(&mut t, Command::SortTeamsByRating);
    // Teams 2 and 3 both sum 7400; the 5th player decides (1650 > 1600); team 1 has 7200.
    let order: Vec<TeamId> = t.teams.iter().map(|x| x.id).collect();
    assert_eq!(order, vec![three, two, one]);
}

// ---------------------------------------------------------------------------------------
// The legacy team mode: C.04.3 (Dutch) applied to teams by match points
// ---------------------------------------------------------------------------------------

/// A Swiss of `rounds` rounds in the legacy team mode (2 boards, MP 2/1/0, PAB 1 MP).
fn legacy(teams: usize, rounds: u32) -> Tournament {
    let mut t = swiss(teams, rounds);
    t.regulation.swiss_pairing = SwissPairing::DutchLegacy;
    t
}

/// Enters the match points of the newest round: (first-named, second-named, first-named's
/// game points of 2), in the table order of the pairing.
fn results(t: &mut Tournament, round: u32, home_points: &[f64]) {
    for (i, &home) in home_points.iter().enumerate() {
        ok(
            t,
            Command::SetMatchScore {
                round,
                table: i + 1,
                score: Some(score(home, 2.0 - home)),
            },
        );
    }
}

#[test]
fn legacy_mode_six_teams_three_rounds_pair_as_the_dutch_text_says() {
    let mut t = legacy(6, 3);
    // Round 1 (C.04.3 A.2, B.1, E.5): one scoregroup, S1 = 1 2 3 against S2 = 4 5 6; no
    // preferences, so the higher-ranked team takes the initial-colour (White) with an odd
    // pairing number, Black with an even one: 1-4, 5-2, 3-6.
    assert_eq!(pair(&mut t, 1), (vec![(1, 4), (5, 2), (3, 6)], None));
    // 1 beats 4, 5 and 2 draw, 3 beats 6: 1, 3 on 2 MP; 2, 5 on 1; 4, 6 on 0.
    results(&mut t, 1, &[2.0, 1.0, 2.0]);
    // Round 2. Scoregroup 2 {1, 3}: they may meet (C.1), one pair, no downfloater (C.5).
    // Both had White (CD +1: strong preference for Black, A.6); E.2 equal strength, E.3 no
    // round with different colours, E.4 the higher-ranked (1) gets its preference: 3-1.
    // Scoregroup 1 {2, 5}: they met in round 1 (C.1), so both float down (C.5: no pair).
    // Scoregroup 0 {MDPs 2, 5; residents 4, 6}: the MDPs against the highest residents in
    // order (the text's first candidate, B.2/D.1): 2-4, 5-6; the transposition 2-6, 5-4
    // also denies one preference (C.10) and no one floated in round 1 (C.12-C.15), so the
    // first candidate stands. 2-4: both want White (strong, had Black), E.3 no difference,
    // E.4 the higher-ranked (2, 1 MP) gets White: 2-4. 5-6: 5 wants Black, 6 White: 6-5.
    // Board order: the higher score of the pair, then the sum, then the higher rank.
    assert_eq!(pair(&mut t, 2), (vec![(3, 1), (2, 4), (6, 5)], None));
    // 3-1 drawn, 2 beats 4, 6 beats 5: 1, 2, 3 on 3 MP; 6 on 2; 5 on 1; 4 on 0.
    results(&mut t, 2, &[1.0, 2.0, 2.0]);
    // Round 3 (the last: topscorers, A.7, are above half the maximum, 3 MP > 2: 1, 2, 3).
    // Preferences (A.6): 1 (W B) mild White, 2 (B W) mild Black, 3 (W W) absolute Black,
    // 4 (B B) absolute White, 5 (W B) mild White, 6 (B W) mild Black.
    // Scoregroup 3 {1, 2, 3}: 1-3 met, so 1-2 (3 floats) or 2-3 (1 floats), one floater
    // of 3 MP either way (C6, C7). C8 (2.4.3: "Choose the set of downfloaters so that in
    // the following bracket every criterion from C1 to C7 is complied with") decides before
    // the colours: the next bracket is the floater and 6; 3 met 6 (no pair, two floaters),
    // 1 did not (1-6, none). So 2-3 (3's absolute Black against 2's mild one, 5.2.2: 2
    // White), 1-6 (1 mild White, 6 mild Black), and 4-5 (4's absolute White).
    let proposal = kup::pairing::pair_round(&t, 3, 1, None).expect("paired");
    assert!(
        proposal.explanation.lines[0]
            .to_string()
            .contains("legacy team mode: FIDE C.04.3"),
        "{:?}",
        proposal.explanation
    );
    assert_eq!(pair(&mut t, 3), (vec![(2, 3), (1, 6), (4, 5)], None));
}

/// 7 teams, team 7 announced absent in round 1; 1, 2 and 3 win round 1 (1-4, 5-2, 3-6).
fn seven_teams_after_round_one(t: &mut Tournament) {
    play(t, 1, &[(1, 4, 2.0), (5, 2, 0.0), (3, 6, 2.0)], None, &[7]);
}

#[test]
fn legacy_mode_an_odd_field_gives_the_bye_by_the_dutch_text() {
    let mut t = legacy(7, 3);
    // Round 1, 7 present: S1 = 1 2 3, S2 = 4 5 6, and 7, lowest in the only bracket, is
    // left for the pairing-allocated bye (A.5).
    assert_eq!(pair(&mut t, 1), (vec![(1, 4), (5, 2), (3, 6)], Some(7)));
    let mut t = legacy(7, 3);
    seven_teams_after_round_one(&mut t);
    // Round 2: 1, 2, 3 on 2 MP; 4, 5, 6 on 0 (played); 7 on 0 (absent: a downfloat, A.4.b).
    // Scoregroup 2 {1, 2, 3} is odd: one pair (C.5). 1 (W) and 3 (W) want Black, 2 (B)
    // White; 1-2 and 2-3 grant every preference (1-3 would deny one, C.10); no one floated
    // in round 1; the text's first candidate is S1 = 1 against S2 = 2, 3 floating: 2-1.
    // Scoregroup 0 {MDP 3; 4, 5, 6, 7} with the bye: 3-4 (the MDP against the highest
    // resident; 3 wants Black, 4 White: 4-3). Of 5, 6, 7 one takes the bye: 7 would receive
    // a downfloat as in round 1 (C.12), so 5-6 with 7 left over is worse than the next
    // transposition 5-7 with 6 left over, which grants every preference too: 7-5 (5 had
    // White, 7 none: E.1), and 6 has the bye.
    assert_eq!(pair(&mut t, 2), (vec![(2, 1), (4, 3), (7, 5)], Some(6)));
    // The bye (1 MP here) bars a second one (C.2): 6 is never left over again.
    results(&mut t, 2, &[1.0, 1.0, 1.0]);
    let (_, bye) = pair(&mut t, 3);
    assert!(bye.is_some_and(|b| b != 6), "{bye:?}");
}

#[test]
fn a_file_without_the_field_pairs_by_c_04_6_as_before() {
    let mut t = swiss(7, 3);
    seven_teams_after_round_one(&mut t);
    // A tournament written before the legacy team mode existed has no `swiss_pairing`;
    // kup writes none for C.04.6 either, so such files stay as they were.
    let text = ron::to_string(&t).expect("serialises");
    assert!(!text.contains("swiss_pairing"), "{text}");
    let mut old: Tournament = ron::from_str(&text).expect("reads back");
    assert_eq!(old.regulation.swiss_pairing, SwissPairing::TeamSwiss);
    // C.04.6 round 2: the bye first (3.4: the lowest score {4, 5, 6, 7}, the most matches
    // played {4, 5, 6}, the largest TPN: 6); then {1, 2, 3} takes an upfloater (3.5, the
    // first set {4}), identifiers 1 2 3 4: 1-3, 2-4; then 5-7. The legacy mode pairs
    // 1-2, 3-4, 5-7 (above).
    let (pairs, bye) = pair(&mut old, 2);
    assert_eq!(unordered(&pairs), vec![(1, 3), (2, 4), (5, 7)]);
    assert_eq!(bye, Some(6));
    // And every shipped preset reads without the field, as C.04.6.
    for preset in kup::core::rules::PRESETS {
        let regulation = Regulation::preset(preset.id).expect("preset");
        assert_eq!(
            regulation.swiss_pairing,
            SwissPairing::TeamSwiss,
            "{}",
            preset.id
        );
    }
}

#[test]
fn legacy_mode_is_refused_with_game_points_as_the_primary_score() {
    // The mode pairs by match points (C.04.3 applied to teams by MP): a regulation file
    // that combines it with game points is refused naming the field, and so is pairing.
    let mut regulation = Regulation::preset("kzz-2015").expect("preset");
    regulation.swiss_pairing = SwissPairing::DutchLegacy;
    regulation.primary_score = kup::core::rules::PrimaryScore::GamePoints;
    let error = Regulation::from_ron(&regulation.to_ron()).expect_err("refused");
    assert!(
        error.to_string().contains("'swiss_pairing'") && error.to_string().contains("match points"),
        "{error}"
    );
    let mut t = legacy(4, 3);
    t.regulation.primary_score = kup::core::rules::PrimaryScore::GamePoints;
    let error = kup::pairing::pair_round(&t, 1, 1, None).expect_err("refused");
    assert!(
        error.to_string().contains("pairs by match points"),
        "{error}"
    );
}

#[test]
fn legacy_mode_keeps_forbidden_pairings_apart() {
    // Round 1 of 6 would pair 1-4; with 1 and 4 kept apart (record 260, absolute like
    // C.1) the next transposition of S2 (D.1): 1-5, 2-4, 3-6; colours by E.5.
    let mut t = legacy(6, 3);
    keep_apart(&mut t, &[1, 4]);
    assert_eq!(pair(&mut t, 1), (vec![(1, 5), (4, 2), (3, 6)], None));
}

// ---------------------------------------------------------------------------------------
// Random tournaments
// ---------------------------------------------------------------------------------------

mod random_tournaments {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        /// Every automatic round: every present team exactly once (a match or the bye),
        /// no rematch (C1), no second bye and no bye after a forfeit win (C2), absent teams
        /// left out, a colour preference denied only against the same preference, and the
        /// same state and seed give the same pairing. A field too small
        /// for its rounds ends in the refusal of C.04.6 3.3.3 with the state unchanged.
        #[test]
        fn every_round_is_legal_and_reproducible(
            teams in 4usize..=60,
            rounds in 5u32..=11,
            seed in any::<u64>(),
        ) {
            let mut t = swiss(teams, rounds);
            t.regulation.boards = 4;
            let mut state = seed | 1;
            let mut random = move |below: u64| {
                state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                (state >> 33) % below
            };
            for round in 1..=rounds {
                if random(4) == 0 {
                    let team = t.teams[random(teams as u64) as usize].id;
                    ok(&mut t, Command::SetAbsent { round, team, absent: true });
                }
                let before = t.clone();
                let paired = pair_command(&t, round, seed, None);
                if let Err(e) = paired.and_then(|command| apply(&mut t, command)) {
                    prop_assert!(e.rule.to_string().contains("3.3.3"), "{}", e.rule);
                    prop_assert_eq!(&t, &before);
                    break;
                }
                let mut again = before.clone();
                pair_command(&again, round, seed, None)
                    .and_then(|command| apply(&mut again, command))
                    .expect("the same pairing again");
                prop_assert_eq!(&again.rounds, &t.rounds);

                let entry = &t.rounds[round as usize - 1];
                let history = histories(&t, round);
                let mut seen: Vec<TeamId> = entry.matches.iter().flat_map(|m| [m.home, m.away]).chain(entry.bye).collect();
                for m in &entry.matches {
                    let home = history.iter().find(|h| h.id == m.home).expect("team");
                    prop_assert!(!home.has_met(m.away), "rematch in round {round}");
                }
                // The colour bound the rules do imply (art. 4.3.2, 4.3.3): a team's colour
                // preference (which a CD beyond ±1 always makes, 1.7.1) is denied only
                // when its opponent prefers the same colour. No absolute bound on the CD
                // holds (see the Preface test: +3).
                let model = t.regulation.colour_preferences;
                let last = round >= rounds;
                for m in &entry.matches {
                    let of = |id: TeamId| history.iter().find(|h| h.id == id).expect("team");
                    let white = preference(of(m.home), model, last).colour();
                    let black = preference(of(m.away), model, last).colour();
                    prop_assert!(
                        white == black
                            || (white != Some(Colour::Black) && black != Some(Colour::White)),
                        "round {round}: a preference denied without need ({white:?} v {black:?})"
                    );
                }
                if let Some(bye) = entry.bye {
                    let h = history.iter().find(|h| h.id == bye).expect("team");
                    prop_assert!(!h.bye_barred, "second bye in round {round}");
                }
                seen.sort();
                let mut present = kup::pairing::present_teams(&t, round);
                present.sort();
                prop_assert_eq!(seen, present);

                for table in 1..=entry.matches.len() {
                    let home = random(9) as u32;
                    let score = MatchScore { home: HalfPoints(home), away: HalfPoints(8 - home) };
                    ok(&mut t, Command::SetMatchScore { round, table, score: Some(score) });
                }
            }
        }
    }
}
