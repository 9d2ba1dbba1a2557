//! Random tournaments for verifying the engine (`kup engine --generate`), as FIDE's
//! endorsement procedure generates them for the checker (C.04.A,
//! `docs/rules/fide-checker.md#c02-03`): a field of rated teams, every round paired by kup's own
//! engine ([`super::engine::pair`]), board results drawn by the rating difference, with the
//! accidents a real event has (a board forfeited, a team not turning up, a team announcing its
//! absence, reserves playing). A C.04.6 event also draws what the text leaves to the rules of the
//! competition ([`draw_regulation`]): the colour preference model, the primary score, the bye's
//! award, teams kept apart, withdrawals and late entries.
//!
//! Everything is drawn from one [`Lot`] stream seeded by the caller, in a fixed order, so
//! the same seed gives the same tournament. The state is built through [`Command`]s, the
//! way the arbiter builds it; nothing here reads a clock or a file.

use super::engine::{self, EngineSystem};
use crate::core::lot::{self, Lot};
use crate::core::rules::{Award, ColourPreferences, PrimaryScore, SwissPairing, System};
use crate::core::{
    Colour, Command, GameResult, HalfPoints, PlayerData, PlayerId, Regulation, TeamId, Tournament,
    TournamentInfo, apply, home_colour,
};
use crate::i18n::{Msg, Text};

/// What to generate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spec {
    pub system: EngineSystem,
    pub teams: usize,
    /// Rounds to play (a round robin: at most its table's rounds).
    pub rounds: u32,
    pub seed: u64,
}

/// Chances of the accidents, per mille.
const TEAM_ABSENT: u64 = 20;
const MATCH_FORFEITED: u64 = 5;
const BOARD_FORFEITED: u64 = 10;
const RESERVE_PLAYS: u64 = 100;
/// Chance that a team withdraws before a round, and that a team enters late, per mille.
const TEAM_WITHDRAWS: u64 = 15;
const TEAM_ENTERS: u64 = 300;
/// Reserves per team (kzz-2015 allows up to six).
const RESERVES: usize = 2;
/// White's first-move advantage in rating points, for the expected score of a game.
const WHITE_ADVANTAGE: f64 = 35.0;
/// The share of draws where the expectation is even; it shrinks with the difference so
/// that the win chances stay non-negative (P(draw) = 0.7 · min(E, 1 − E)).
const DRAW_SHARE: f64 = 0.7;

const TOWNS: [&str; 12] = [
    "Čakovec",
    "Đakovo",
    "Šibenik",
    "Žalec",
    "Varaždin",
    "Ptuj",
    "Koprivnica",
    "Celje",
    "Kranj",
    "Osijek",
    "Murska Sobota",
    "Požega",
];
const SURNAMES: [&str; 12] = [
    "Horvat",
    "Kovačević",
    "Babić",
    "Novak",
    "Jurić",
    "Krajnc",
    "Zupančič",
    "Šimić",
    "Đurić",
    "Žagar",
    "Čolić",
    "Vidmar",
];
const GIVEN_NAMES: [&str; 10] = [
    "Ivan", "Luka", "Matej", "Žiga", "Nikša", "Đuro", "Ana", "Špela", "Petra", "Ćiril",
];

/// Generates a tournament by `spec`. Errors name what could not be done: an impossible
/// spec, or a round the engine could not pair (the error carries its rule).
pub fn generate(spec: &Spec) -> Result<Tournament, Text> {
    if spec.teams < 2 {
        return Err(Text::new(Msg::EngineGenerateTeams).arg("teams", spec.teams));
    }
    let mut regulation = Regulation::preset("kzz-2015")
        .map_err(|e| Text::new(Msg::IntegrityRegulation).arg("problem", e))?;
    regulation.round_robin_tiebreaks = None;
    regulation.system = match spec.system {
        EngineSystem::Berger => System::RoundRobin { cycles: 1 },
        _ => System::Swiss {
            rounds: spec.rounds,
        },
    };
    if spec.system == EngineSystem::Dutch {
        regulation.swiss_pairing = SwissPairing::DutchLegacy;
    }
    let most = match spec.system {
        EngineSystem::Berger => regulation.system.rounds(spec.teams),
        // C.04.6 C1: a team cannot meet more than teams − 1 others.
        _ => spec.teams as u32 - 1,
    };
    if spec.rounds == 0 || spec.rounds > most {
        return Err(Text::new(Msg::EngineGenerateRounds)
            .arg("rounds", spec.rounds)
            .arg("teams", spec.teams)
            .arg("most", most));
    }
    let mut lot = Lot::new(spec.seed);
    let changes = match spec.system {
        EngineSystem::TeamSwiss => draw_regulation(&mut regulation, &mut lot),
        _ => FieldChanges::default(),
    };
    let info = TournamentInfo {
        name: format!("Generated tournament {}", spec.seed),
        ..TournamentInfo::default()
    };
    let mut t = Tournament::new(info, regulation);
    for _ in 0..spec.teams {
        add_team(&mut t, &mut lot)?;
    }
    run(&mut t, Command::SortTeamsByRating)?;
    match spec.system {
        EngineSystem::Berger => {
            // The pairing numbers are the starting numbers: a random field needs no lot.
            let order = t.teams.iter().map(|team| team.id).collect();
            run(&mut t, Command::SetPairingNumbers { order })?;
        }
        // Drawn before round 1 (C.04.6 4.1); `PairRound` records it the same way.
        _ => t.initial_colour = Some(lot::initial_colour(lot.below(u64::MAX))),
    }
    // A field of at least twice the rounds keeps the rounds still to come pairable.
    let roomy = spec.teams >= 2 * spec.rounds as usize + 2;
    if changes.kept_apart && roomy {
        keep_apart(&mut t, spec.rounds, &mut lot)?;
    }
    for round in 1..=spec.rounds {
        if round > 1 {
            let fewest = 2 * spec.rounds as usize;
            change_field(&mut t, round, changes, fewest, &mut lot)?;
        }
        let absent = announce_absences(&mut t, round, &mut lot)?;
        let pair = |t: &Tournament| {
            engine::pair(spec.system, t, round).map_err(|e| {
                Text::new(Msg::EngineGenerateRound)
                    .arg("seed", spec.seed)
                    .arg("round", round)
                    .arg_text("refusal", e.text())
            })
        };
        let mut pairing = pair(&t)?;
        if pairing.matches.is_empty() {
            // A small round robin whose absences leave nobody a table opponent: a round
            // without a match is not a round, so the teams come after all.
            for team in absent {
                let absent = false;
                run(
                    &mut t,
                    Command::SetAbsent {
                        round,
                        team,
                        absent,
                    },
                )?;
            }
            pairing = pair(&t)?;
        }
        run(
            &mut t,
            Command::SetPairing {
                round,
                matches: pairing.matches.clone(),
                bye: pairing.bye,
            },
        )?;
        let mut results = Vec::new();
        for (index, &teams) in pairing.matches.iter().enumerate() {
            results.extend(play_match(&mut t, round, index + 1, teams, &mut lot)?);
        }
        // The round's results as one change, as a file of results is imported: one copy of
        // the state instead of one per board.
        let source = format!("round {round}");
        run(
            &mut t,
            Command::Import {
                source,
                commands: results,
            },
        )?;
    }
    Ok(t)
}

fn run(t: &mut Tournament, command: Command) -> Result<(), Text> {
    apply(t, command).map(|_| ()).map_err(|e| e.text())
}

/// Which changes of the field a generated event has.
#[derive(Debug, Clone, Copy, Default)]
struct FieldChanges {
    kept_apart: bool,
    withdrawals: bool,
}

/// The choices C.04.6 leaves to the rules of the competition, drawn for a generated
/// event: the colour preference model (1.7: Type A, Type B or none), the primary score
/// (1.2.1: match or game points) and whether the secondary score chooses the first-team
/// (4.2.2), the pairing-allocated bye's award (1.4: a draw's worth unless the regulations
/// say otherwise; kzz-2015, bpz-2025 and a win's worth are such otherwise), and whether
/// teams are kept apart (2.1, record 260), withdraw (GHR 3.2) or enter late (GHR 2.4).
fn draw_regulation(reg: &mut Regulation, lot: &mut Lot) -> FieldChanges {
    let models = [
        ColourPreferences::TypeA,
        ColourPreferences::TypeB,
        ColourPreferences::None,
    ];
    reg.colour_preferences = models[lot.below(3) as usize];
    reg.primary_score =
        [PrimaryScore::MatchPoints, PrimaryScore::GamePoints][lot.below(2) as usize];
    reg.first_team_by_secondary_score = lot.below(2) == 0;
    // A board is worth two halves: a drawn match is `boards` halves, a won one twice that.
    let boards = u32::from(reg.boards);
    let (draw, win) = (reg.match_points.draw, reg.match_points.win);
    let awards = [(draw, boards), (draw, 0), (win, boards), (win, 2 * boards)];
    let (match_points, halves) = awards[lot.below(awards.len() as u64) as usize];
    reg.bye = Award {
        match_points,
        game_points: HalfPoints(halves),
    };
    reg.late_entries = lot.below(2) == 0;
    FieldChanges {
        kept_apart: lot.below(2) == 0,
        withdrawals: lot.below(2) == 0,
    }
}

/// One team of `boards + RESERVES` rated players, roster in rating order. A team's
/// strength is the sum of four uniform draws (a bell between 1500 and 2300, like a county
/// league with a few strong clubs); its players spread around it, board 1 strongest.
fn add_team(t: &mut Tournament, lot: &mut Lot) -> Result<(), Text> {
    let roster = usize::from(t.regulation.boards) + RESERVES;
    let number = t.teams.len() + 1;
    let town = TOWNS[number % TOWNS.len()];
    run(
        t,
        Command::AddTeam {
            name: format!("ŠK {town} {number}"),
            club: String::new(),
            city: town.to_string(),
        },
    )?;
    let team = t.teams.last().expect("just added").id;
    let strength: i64 = 1500 + (0..4).map(|_| lot.below(201) as i64).sum::<i64>();
    let mut ratings: Vec<u16> = (0..roster as i64)
        .map(|board| {
            let spread = lot.below(161) as i64 - 80;
            (strength + 150 - 60 * board + spread).clamp(1000, 2800) as u16
        })
        .collect();
    ratings.sort_unstable_by(|a, b| b.cmp(a));
    for rating in ratings {
        let data = PlayerData {
            surname: SURNAMES[lot.below(SURNAMES.len() as u64) as usize].to_string(),
            given_name: GIVEN_NAMES[lot.below(GIVEN_NAMES.len() as u64) as usize].to_string(),
            fide_rating: Some(rating),
            ..PlayerData::default()
        };
        run(t, Command::AddPlayer { team, data })?;
    }
    Ok(())
}

/// Pairs of teams the organiser keeps apart (two teams of one club, record 260): one for
/// every ten teams or so, each from a drawn round, to the end or to a drawn later round.
fn keep_apart(t: &mut Tournament, rounds: u32, lot: &mut Lot) -> Result<(), Text> {
    let teams: Vec<TeamId> = t.teams.iter().map(|team| team.id).collect();
    for _ in 0..=teams.len() / 10 {
        let first = teams[lot.below(teams.len() as u64) as usize];
        let second = teams[lot.below(teams.len() as u64) as usize];
        let first_round = 1 + lot.below(u64::from(rounds)) as u32;
        let last_round = match lot.below(2) {
            0 => None,
            _ => Some(first_round + lot.below(u64::from(rounds - first_round + 1)) as u32),
        };
        let taken = t
            .kept_apart
            .iter()
            .any(|k| k.teams.contains(&first) && k.teams.contains(&second));
        if first != second && !taken {
            let teams = vec![first, second];
            run(
                t,
                Command::ForbidPairings {
                    teams,
                    first_round,
                    last_round,
                },
            )?;
        }
    }
    Ok(())
}

/// Before round `round` (from the second on): now and then a team withdraws, as long as
/// `fewest` teams stay in (GHR 3.2), and, where the regulation allows late entries, a
/// team enters (GHR 2.4).
fn change_field(
    t: &mut Tournament,
    round: u32,
    changes: FieldChanges,
    fewest: usize,
    lot: &mut Lot,
) -> Result<(), Text> {
    let mut playing: Vec<TeamId> = t
        .teams
        .iter()
        .filter(|team| team.plays_in_round(round))
        .map(|team| team.id)
        .collect();
    for team in playing.clone() {
        if changes.withdrawals && lot.below(1000) < TEAM_WITHDRAWS && playing.len() > fewest {
            let from_round = Some(round);
            run(t, Command::Withdraw { team, from_round })?;
            playing.retain(|&p| p != team);
        }
    }
    if t.regulation.late_entries && lot.below(1000) < TEAM_ENTERS {
        add_team(t, lot)?;
    }
    Ok(())
}

/// A team in the event now and then announces it will not come (GHR 3.3), as long as two
/// teams stay. Gives the teams announced absent.
fn announce_absences(t: &mut Tournament, round: u32, lot: &mut Lot) -> Result<Vec<TeamId>, Text> {
    let teams: Vec<TeamId> = t
        .teams
        .iter()
        .filter(|team| team.plays_in_round(round))
        .map(|team| team.id)
        .collect();
    let mut absent = Vec::new();
    for &team in &teams {
        if lot.below(1000) < TEAM_ABSENT && teams.len() - absent.len() > 2 {
            run(
                t,
                Command::SetAbsent {
                    round,
                    team,
                    absent: true,
                },
            )?;
            absent.push(team);
        }
    }
    Ok(absent)
}

/// The lineups (now and then a reserve for a regular) of one match, set, and its board
/// results, as the commands that enter them.
fn play_match(
    t: &mut Tournament,
    round: u32,
    table: usize,
    (home, away): (TeamId, TeamId),
    lot: &mut Lot,
) -> Result<Vec<Command>, Text> {
    let boards = usize::from(t.regulation.boards);
    for team in [home, away] {
        if lot.below(1000) < RESERVE_PLAYS {
            let roster: Vec<PlayerId> = t
                .team(team)
                .expect("paired team")
                .roster
                .iter()
                .map(|p| p.id)
                .collect();
            let mut players = roster[..boards].to_vec();
            let out = lot.below(boards as u64) as usize;
            players[out] = roster[boards + lot.below(RESERVES as u64) as usize];
            run(
                t,
                Command::SetLineup {
                    round,
                    team,
                    players,
                    handed_in: None,
                },
            )?;
        }
    }
    // A team that does not turn up loses every board by forfeit (GHR 3.5).
    let no_show = (lot.below(1000) < MATCH_FORFEITED).then(|| lot.below(2) == 0);
    let rating = |team: TeamId, board: usize| -> f64 {
        let player = t.effective_lineup(round as usize - 1, team)[board];
        let (team, position) = t.find_player(player).expect("fielded player");
        f64::from(team.roster[position].fide_rating.unwrap_or(1000))
    };
    let mut results = Vec::with_capacity(boards);
    for board in 0..boards {
        let home_is_white = home_colour(board) == Colour::White;
        let white_forfeits = match no_show {
            Some(home_absent) => Some(home_absent == home_is_white),
            None if lot.below(1000) < BOARD_FORFEITED => Some(lot.below(2) == 0),
            None => None,
        };
        results.push(match white_forfeits {
            Some(true) => GameResult::BlackForfeitWin,
            Some(false) => GameResult::WhiteForfeitWin,
            None => {
                let (white, black) = if home_is_white {
                    (rating(home, board), rating(away, board))
                } else {
                    (rating(away, board), rating(home, board))
                };
                game_result(white, black, lot)
            }
        });
    }
    Ok(results
        .into_iter()
        .enumerate()
        .map(|(board, result)| Command::SetResult {
            round,
            table,
            board: board + 1,
            result,
        })
        .collect())
}

/// A game drawn by the Elo expectation of White (FIDE B.02 8.1's logistic curve with
/// White's first-move advantage) with a share of draws.
fn game_result(white: f64, black: f64, lot: &mut Lot) -> GameResult {
    let expected = 1.0 / (1.0 + 10f64.powf((black - white - WHITE_ADVANTAGE) / 400.0));
    let draw = DRAW_SHARE * expected.min(1.0 - expected);
    let u = lot.below(1_000_000) as f64 / 1_000_000.0;
    if u < expected - draw / 2.0 {
        GameResult::WhiteWins
    } else if u < expected + draw / 2.0 {
        GameResult::Draw
    } else {
        GameResult::BlackWins
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_expected_score_of_the_drawn_games_follows_the_rating_difference() {
        // 200 points stronger with White: E = 1/(1 + 10^(−235/400)) ≈ 0.79.
        let mut lot = Lot::new(3);
        let games = 20_000;
        let score: f64 = (0..games)
            .map(|_| match game_result(2200.0, 2000.0, &mut lot) {
                GameResult::WhiteWins => 1.0,
                GameResult::Draw => 0.5,
                _ => 0.0,
            })
            .sum();
        let mean = score / f64::from(games);
        assert!((mean - 0.794).abs() < 0.01, "mean score {mean}");
    }

    #[test]
    fn even_players_draw_about_a_third_of_their_games() {
        // Black 35 points stronger offsets White's move: E = 0.5, P(draw) = 0.35.
        let mut lot = Lot::new(4);
        let draws = (0..20_000)
            .filter(|_| game_result(2000.0, 2000.0 + WHITE_ADVANTAGE, &mut lot) == GameResult::Draw)
            .count();
        assert!((6500..7500).contains(&draws), "{draws} draws of 20000");
    }
}
