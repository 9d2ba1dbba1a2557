//! The writer: a tournament as TRF-2026 or TRF16 text.

use std::collections::HashMap;

use chrono::NaiveDate;

use super::codes::{ranking_codes, tiebreak_codes, type_code};
use super::{
    Entry, Exported, FIRST_ROUND_COLUMN, TEAM_NAME_WIDTH, TrfVersion, format_points, points_of,
};
use crate::core::calendar::planned_rounds;
use crate::core::lineup::describe_penalty;
use crate::core::model::{
    Colour, GameResult, HalfPoints, Match, Penalty, PenaltyKind, PlayerId, Team, TeamId,
    Tournament, home_colour,
};
use crate::core::rules::TeamRating;
use crate::i18n::{Msg, Text};
use crate::interop::columns::{Align, Record};
use crate::scoring::match_score::penalised_game;
use crate::scoring::standings::Row;
use crate::scoring::{Forfeit, RoundOutcome, round_outcome, standings};

/// Remark 1 of both specifications: every line ends with a carriage return.
const EOL: &str = "\r\n";

/// Writes the tournament as a TRF of the given version.
pub fn export(t: &Tournament, version: TrfVersion) -> Exported {
    let mut warnings = Vec::new();
    let numbers = player_numbers(t);
    let rounds = t.paired_rounds();
    let entries = player_entries(t, &numbers, version);
    let mut lines: Vec<String> = Vec::new();
    header(t, version, &numbers, &mut lines);
    let points: Vec<HalfPoints> = numbers
        .iter()
        .map(|(_, id)| {
            entries
                .get(id)
                .map(|games| games.iter().flatten().map(|e| points_of(e.result)).sum())
                .unwrap_or_default()
        })
        .collect();
    let ranks = competition_ranks(&points);
    for (i, (number, id)) in numbers.iter().enumerate() {
        let (team, position) = t.find_player(*id).expect("numbered players exist");
        let player = &team.roster[position];
        let mut r = Record::new("001");
        r.number(5, 4, number)
            .put(11, 3, &player.title, Align::Right)
            .put(15, 33, &player.full_name(), Align::Left)
            .put(54, 3, &player.federation, Align::Left)
            .put(81, 4, &format_points(points[i]), Align::Right)
            .number(86, 4, ranks[i]);
        if let Some(rating) = player.fide_rating {
            r.number(49, 4, rating);
        }
        if let Some(fide_id) = player.fide_id {
            r.number(58, 11, fide_id);
        }
        if let Some(year) = player.birth_year {
            r.put(70, 10, &format!("{year:04}/00/00"), Align::Left);
        }
        let games = entries.get(id).map(Vec::as_slice).unwrap_or_default();
        for (round, game) in games.iter().enumerate().take(rounds) {
            if let Some(e) = game {
                let col = FIRST_ROUND_COLUMN + 10 * round;
                r.put(col, 4, &opponent_field(e.opponent), Align::Right)
                    .put(col + 5, 1, &e.colour.to_string(), Align::Left)
                    .put(col + 7, 1, &e.result.to_string(), Align::Left);
            }
        }
        lines.push(r.finish());
    }
    if version == TrfVersion::Trf2026 {
        national_ratings(t, &numbers, &mut lines);
        team_records_2026(t, &numbers, &mut lines);
        penalty_records(t, &numbers, &mut lines);
    }
    team_lines_013(t, &numbers, &mut lines);
    warnings.extend(score_only_warnings(t, rounds, version));
    warnings.extend(forfeit_award_warnings(t, rounds));
    for team in t
        .teams
        .iter()
        .filter(|x| x.name.chars().count() > TEAM_NAME_WIDTH)
    {
        warnings.push(
            Text::new(Msg::TrfTeamNameCut)
                .arg("team", &team.name)
                .arg("width", TEAM_NAME_WIDTH),
        );
    }
    // TRF16 carries a game lost in the players' records; the loss of all match points
    // has no record there.
    let all_lost = |p: &&Penalty| p.kind == PenaltyKind::AllMatchPointsLost;
    for p in t
        .penalties
        .iter()
        .filter(all_lost)
        .filter(|_| version == TrfVersion::Trf16)
    {
        warnings
            .push(Text::new(Msg::TrfPenaltyNoTrf16).arg_text("penalty", describe_penalty(t, p)));
    }
    let mut text = String::new();
    for line in lines {
        text.push_str(&line);
        text.push_str(EOL);
    }
    Exported { text, warnings }
}

/// TRF starting-rank numbers: team by team in starting order, roster order inside a team.
fn player_numbers(t: &Tournament) -> Vec<(u32, PlayerId)> {
    t.teams
        .iter()
        .flat_map(|team| team.roster.iter().map(|p| p.id))
        .zip(1..)
        .map(|(id, number)| (number, id))
        .collect()
}

fn number_of(numbers: &[(u32, PlayerId)], id: PlayerId) -> u32 {
    numbers
        .iter()
        .find(|(_, p)| *p == id)
        .map_or(0, |(number, _)| *number)
}

/// The `001` round fields of every player, round by round (`None`: not fielded).
fn player_entries(
    t: &Tournament,
    numbers: &[(u32, PlayerId)],
    version: TrfVersion,
) -> HashMap<PlayerId, Vec<Option<Entry>>> {
    let rounds = t.paired_rounds();
    let mut entries: HashMap<PlayerId, Vec<Option<Entry>>> = HashMap::new();
    let mut set = |player: PlayerId, round: usize, entry: Entry| {
        entries.entry(player).or_insert_with(|| vec![None; rounds])[round] = Some(entry);
    };
    for (r, round) in t.rounds.iter().enumerate().take(rounds) {
        if version == TrfVersion::Trf16
            && let Some(bye) = round.bye
        {
            for player in t.effective_lineup(r, bye) {
                set(
                    player,
                    r,
                    Entry {
                        opponent: 0,
                        colour: '-',
                        result: 'U',
                    },
                );
            }
        }
        for m in round.matches.iter().filter(|m| m.score_only.is_none()) {
            let home = t.effective_lineup(r, m.home);
            let away = t.effective_lineup(r, m.away);
            let forfeited = match_forfeit_codes(m);
            for (board, game) in m.boards.iter().enumerate() {
                let (white_code, black_code) = result_codes(game.result);
                let (mut home_code, mut away_code, home_char, away_char) = match home_colour(board)
                {
                    Colour::White => (white_code, black_code, 'w', 'b'),
                    Colour::Black => (black_code, white_code, 'b', 'w'),
                };
                if let Some(codes) = forfeited {
                    (home_code, away_code) = codes;
                }
                // A penalised game goes out with the result the penalty gave it, rated
                // where it was played (the points of 310 and 802 follow from it).
                if let Some(p) = penalised_game(t, r as u32 + 1, m, board) {
                    (home_code, away_code) = (p.code(p.home_lost), p.code(p.away_lost));
                }
                let (hp, ap) = (home.get(board).copied(), away.get(board).copied());
                for (me, other, code, colour) in [
                    (hp, ap, home_code, home_char),
                    (ap, hp, away_code, away_char),
                ] {
                    let Some(me) = me else { continue };
                    let entry = match other {
                        Some(other) => Entry {
                            opponent: number_of(numbers, other),
                            colour,
                            result: code,
                        },
                        None => Entry {
                            opponent: 0,
                            colour: '-',
                            result: code,
                        },
                    };
                    set(me, r, entry);
                }
            }
        }
    }
    entries
}

/// The `001` codes of the first-named and second-named team's players in a match one team
/// did not come to: the team that came wins the match by forfeit with the regulation's
/// award (mzz-2012 ¶14: "rezultat meča je 4:0"), also on the boards where its own player
/// was missing, so each of its players is written `+` and each of the other's `-`. TRF-2026
/// states a match's game points only through its games (§4.5: "Match GP = Σ of the team's
/// board results"), and readers that rank from the `001` lines, FIDE's tie-break tool
/// among them, would otherwise count the winner's absent players as losses
/// (`docs/rules/fide-trf.md#forfeited-match`). `None` for a match both or neither came to.
fn match_forfeit_codes(m: &Match) -> Option<(char, char)> {
    match m.absent_sides() {
        (false, true) => Some(('+', '-')),
        (true, false) => Some(('-', '+')),
        _ => None,
    }
}

/// The forfeited matches whose winner's `001` lines cannot carry the award: a board of the
/// winner with no player at all has no line to write its `+` on, so the lines add up to
/// less than record 310 says. One warning a match, naming what each says.
fn forfeit_award_warnings(t: &Tournament, rounds: usize) -> Vec<Text> {
    let award = t.regulation.forfeit_win.game_points;
    let mut warnings = Vec::new();
    for (r, round) in t.rounds.iter().enumerate().take(rounds) {
        for (table, m) in round.matches.iter().enumerate() {
            let winner = match (m.score_only, m.absent_sides()) {
                (None, (false, true)) => m.home,
                (None, (true, false)) => m.away,
                _ => continue,
            };
            let fielded = t.effective_lineup(r, winner).len().min(m.boards.len());
            let carried = HalfPoints(2 * fielded as u32);
            if carried != award {
                warnings.push(
                    Text::new(Msg::TrfForfeitAwardNotInGames)
                        .arg("round", r + 1)
                        .arg("table", table + 1)
                        .arg("team", t.team(winner).map_or("", |x| x.name.as_str()))
                        .arg("award", format_points(award))
                        .arg("games", format_points(carried)),
                );
            }
        }
    }
    warnings
}

/// A player number in a 4-column field; no player is written `0000` (TRF §4.3).
fn opponent_field(number: u32) -> String {
    if number == 0 {
        "0000".to_string()
    } else {
        number.to_string()
    }
}

/// The `001` result codes of White and Black (TRF §4.3): `1 = 0`, `+ -` for forfeits, blank
/// while the game is not decided.
fn result_codes(result: GameResult) -> (char, char) {
    match result {
        GameResult::NotPlayed => (' ', ' '),
        GameResult::WhiteWins => ('1', '0'),
        GameResult::Draw => ('=', '='),
        GameResult::BlackWins => ('0', '1'),
        GameResult::WhiteForfeitWin => ('+', '-'),
        GameResult::BlackForfeitWin => ('-', '+'),
        GameResult::DoubleForfeit => ('-', '-'),
    }
}

/// Rank 1 for the highest value, equal values share a rank (TRF: "ties allowed").
fn competition_ranks<K: Ord>(keys: &[K]) -> Vec<usize> {
    keys.iter()
        .map(|k| 1 + keys.iter().filter(|other| *other > k).count())
        .collect()
}

fn date(d: NaiveDate) -> String {
    d.format("%Y/%m/%d").to_string()
}

fn header(
    t: &Tournament,
    version: TrfVersion,
    numbers: &[(u32, PlayerId)],
    lines: &mut Vec<String>,
) {
    let info = &t.info;
    let players = t.teams.iter().flat_map(|team| team.roster.iter());
    let rated = players.clone().filter(|p| p.fide_rating.is_some()).count();
    let reg = &t.regulation;
    let round_robin = t.is_round_robin();
    let tagged = [
        ("012", info.name.clone()),
        ("022", info.city.clone()),
        ("032", info.federation.clone()),
        ("042", info.start_date.map(date).unwrap_or_default()),
        ("052", info.end_date.map(date).unwrap_or_default()),
        ("062", numbers.len().to_string()),
        ("072", rated.to_string()),
        ("082", t.teams.len().to_string()),
        (
            "092",
            if round_robin {
                "Team round robin"
            } else {
                "Team Swiss"
            }
            .to_string(),
        ),
        ("102", info.chief_arbiter.clone()),
    ];
    for (tag, value) in tagged {
        if !value.is_empty() {
            lines.push(format!("{tag} {value}"));
        }
    }
    for deputy in &info.deputy_arbiters {
        lines.push(format!("112 {deputy}"));
    }
    if !info.time_control.is_empty() {
        lines.push(format!("122 {}", info.time_control));
    }
    let planned = planned_rounds(t) as usize;
    let mut dates = Record::new("132");
    for r in 0..planned {
        let start = t
            .rounds
            .get(r)
            .and_then(|round| round.scheduled_start)
            .or_else(|| reg.schedule.get(r).map(|s| s.start));
        if let Some(start) = start {
            dates.put(
                FIRST_ROUND_COLUMN + 10 * r,
                8,
                &start.format("%y/%m/%d").to_string(),
                Align::Left,
            );
        }
    }
    if dates.finish().len() > 3 {
        lines.push(dates.finish());
    }
    if version == TrfVersion::Trf16 {
        return;
    }
    lines.push(format!("142 {planned}"));
    if let Some(colour) = t.initial_colour.filter(|_| !round_robin) {
        lines.push(format!(
            "152 {}",
            if colour == Colour::White { "W" } else { "B" }
        ));
    }
    if has_national_ratings(t) {
        lines.push(format!(
            "172 {:<3} {}",
            national_federation(t),
            starting_rank_method(reg.team_rating)
        ));
    }
    lines.push(format!("192 {}", type_code(reg, round_robin)));
    let chain = tiebreak_codes(reg, t.round_one_field());
    lines.push(format!("202 {}", chain.join(",")));
    let ranking = ranking_codes(reg, t.round_one_field());
    lines.push(format!("212 {}", ranking.join(",")));
    lines.push(format!("352 {}", board_colours(reg.boards)));
    let mp = reg.match_points;
    if (mp.win, mp.draw, mp.loss) != (2, 1, 0) {
        let mut r = Record::new("362");
        r.put(5, 2, "TW", Align::Left)
            .put(8, 5, &mp.win.to_string(), Align::Left)
            .put(14, 2, "TD", Align::Left)
            .put(17, 5, &mp.draw.to_string(), Align::Left)
            .put(23, 2, "TL", Align::Left)
            .put(26, 5, &mp.loss.to_string(), Align::Left);
        lines.push(r.finish());
    }
}

/// Record 352: the first-named team has White on the odd boards (`model::home_colour`).
fn board_colours(boards: u8) -> String {
    (0..usize::from(boards))
        .map(|b| match home_colour(b) {
            Colour::White => 'W',
            Colour::Black => 'B',
        })
        .collect()
}

fn has_national_ratings(t: &Tournament) -> bool {
    t.teams
        .iter()
        .any(|team| team.roster.iter().any(|p| p.national_rating.is_some()))
}

/// The federation whose national ratings the NRS records carry: the organiser's.
fn national_federation(t: &Tournament) -> String {
    let fed = t.info.federation.trim();
    if fed.len() == 3 {
        fed.to_uppercase()
    } else {
        "NAT".to_string()
    }
}

/// Record 172 method for the preset's team rating.
fn starting_rank_method(rating: TeamRating) -> &'static str {
    match rating {
        TeamRating::AverageTopNational { .. } => "NRO",
        TeamRating::SumTopFide { .. } => "FIDE",
        TeamRating::AverageTopFideElseNational { .. } => "FIDON",
    }
}

/// NRS records: the `001` layout with the rating federation in columns 1–3 and the
/// national rating in 49–52.
fn national_ratings(t: &Tournament, numbers: &[(u32, PlayerId)], lines: &mut Vec<String>) {
    let fed = national_federation(t);
    for (number, id) in numbers {
        let (team, position) = t.find_player(*id).expect("numbered players exist");
        if let Some(rating) = team.roster[position].national_rating {
            let mut r = Record::new(&fed);
            r.number(5, 4, number).number(49, 4, rating);
            lines.push(r.finish());
        }
    }
}

/// What the file cannot carry of the matches known by their score alone (no games).
/// TRF16 has no record for them at all: one warning a match. TRF-2026 gives a match's
/// result only through its games' `001` fields; without games, all it allows is the
/// informative record 802 (opponent, colour and game points per round, "recommended, not
/// required") and the totals of record 310, which kup writes. Records 330 (forfeited
/// matches) and 299 (abnormal points) would misstate a match that was played, so they are
/// not used. Readers that rank from the games, FIDE's tie-break tool among them (it skips
/// 801/802), rank without these matches: one warning names how many and the first.
fn score_only_warnings(t: &Tournament, rounds: usize, version: TrfVersion) -> Vec<Text> {
    let score_only: Vec<(usize, usize)> = t
        .rounds
        .iter()
        .take(rounds)
        .enumerate()
        .flat_map(|(r, round)| {
            round
                .matches
                .iter()
                .enumerate()
                .filter(|(_, m)| m.score_only.is_some())
                .map(move |(table, _)| (r + 1, table + 1))
        })
        .collect();
    match (version, score_only.first()) {
        (_, None) => Vec::new(),
        (TrfVersion::Trf16, _) => score_only
            .iter()
            .map(|(round, table)| {
                Text::new(Msg::TrfScoreOnly)
                    .arg("round", round)
                    .arg("table", table)
            })
            .collect(),
        (TrfVersion::Trf2026, Some((round, table))) => vec![
            Text::new(Msg::TrfScoreOnlyTrf2026)
                .arg("count", score_only.len())
                .arg("round", round)
                .arg("table", table),
        ],
    }
}

/// Records 310, 300, 240, 260, 320, 330 and 802.
fn team_records_2026(t: &Tournament, numbers: &[(u32, PlayerId)], lines: &mut Vec<String>) {
    let ranking = standings(t, t.paired_rounds() as u32);
    let row = |team: TeamId| ranking.row_of(team).expect("every team has a row");
    for (i, team) in t.teams.iter().enumerate() {
        lines.push(team_record(i + 1, team, row(team.id), numbers));
    }
    lines.extend(out_of_order_records(t, numbers));
    lines.extend(absence_records(t));
    lines.extend(kept_apart_records(t));
    lines.extend(bye_record(t));
    lines.extend(forfeit_records(t));
    for (i, team) in t.teams.iter().enumerate() {
        lines.push(team_line(t, i + 1, team.id, row(team.id)));
    }
}

/// Record 310: starting rank, name, the match and game points and rank after the paired
/// rounds, and the roster in its board order.
fn team_record(tpn: usize, team: &Team, row: &Row, numbers: &[(u32, PlayerId)]) -> String {
    let mut r = Record::new("310");
    r.number(5, 3, tpn)
        .put(9, TEAM_NAME_WIDTH, &team.name, Align::Left)
        .put(
            55,
            6,
            &format!("{:.1}", f64::from(row.match_points)),
            Align::Right,
        )
        .put(62, 6, &format_points(row.game_points), Align::Right)
        .number(69, 3, row.rank);
    for (k, p) in team.roster.iter().enumerate() {
        r.number(74 + 5 * k, 4, number_of(numbers, p.id));
    }
    r.finish()
}

/// Records 300: a team that played a round in another order than its roster's, or with
/// an empty board, with the players board by board (`0000` for an empty board).
fn out_of_order_records(t: &Tournament, numbers: &[(u32, PlayerId)]) -> Vec<String> {
    let boards = usize::from(t.regulation.boards);
    let mut lines = Vec::new();
    for (r, round) in t.rounds.iter().enumerate().take(t.paired_rounds()) {
        for m in round.matches.iter().filter(|m| m.score_only.is_none()) {
            for (team, opponent) in [(m.home, m.away), (m.away, m.home)] {
                let lineup = t.effective_lineup(r, team);
                if lineup.len() == boards && in_roster_order(t, team, &lineup) {
                    continue;
                }
                let mut rec = Record::new("300");
                rec.number(5, 3, r + 1)
                    .number(9, 3, tpn(t, team))
                    .number(13, 3, tpn(t, opponent));
                for b in 0..boards {
                    let number = lineup.get(b).map_or(0, |p| number_of(numbers, *p));
                    rec.put(17 + 5 * b, 4, &opponent_field(number), Align::Right);
                }
                lines.push(rec.finish());
            }
        }
    }
    lines
}

/// Records 240 `Z`: the teams announced absent from a round (GHR 3.3), paired or not yet,
/// but for a round robin's absent team, which keeps its match and loses it by forfeit
/// (record 330 says so).
fn absence_records(t: &Tournament) -> Vec<String> {
    let mut lines = Vec::new();
    for (r, round) in t.rounds.iter().enumerate() {
        let away: Vec<TeamId> = round
            .absent
            .iter()
            .copied()
            .filter(|team| round.match_of(*team).is_none())
            .collect();
        if away.is_empty() {
            continue;
        }
        let mut rec = Record::new("240");
        rec.put(5, 1, "Z", Align::Left).number(7, 3, r + 1);
        for (k, team) in away.iter().enumerate() {
            rec.number(11 + 5 * k, 4, tpn(t, *team));
        }
        lines.push(rec.finish());
    }
    lines
}

/// Records 260: teams kept apart, from the first round to the last (the event's last
/// when the group names none).
fn kept_apart_records(t: &Tournament) -> Vec<String> {
    let total = planned_rounds(t);
    t.kept_apart
        .iter()
        .map(|group| {
            let mut rec = Record::new("260");
            rec.number(5, 3, group.first_round)
                .number(9, 3, group.last_round.unwrap_or(total));
            for (k, team) in group.teams.iter().enumerate() {
                rec.number(13 + 5 * k, 4, tpn(t, *team));
            }
            rec.finish()
        })
        .collect()
}

/// Record 320, when a paired round has a bye: the bye's award, then the bye team of each
/// paired round (`000` for none).
fn bye_record(t: &Tournament) -> Option<String> {
    let rounds = t.paired_rounds();
    if !t.rounds.iter().take(rounds).any(|r| r.bye.is_some()) {
        return None;
    }
    let bye = t.regulation.bye;
    let mut rec = Record::new("320");
    rec.put(
        5,
        4,
        &format!("{:.1}", f64::from(bye.match_points)),
        Align::Right,
    )
    .put(10, 4, &format_points(bye.game_points), Align::Right);
    for (r, round) in t.rounds.iter().enumerate().take(rounds) {
        let team = round
            .bye
            .map_or("000".to_string(), |b| tpn(t, b).to_string());
        rec.put(15 + 4 * r, 3, &team, Align::Right);
    }
    Some(rec.finish())
}

/// Records 330: every forfeited match, `+-` when the first-named team won it, `-+` when
/// the second-named did, `--` when both forfeited.
fn forfeit_records(t: &Tournament) -> Vec<String> {
    let mut lines = Vec::new();
    for r in 0..t.paired_rounds() {
        for m in &t.rounds[r].matches {
            let kind = match round_outcome(t, r as u32 + 1, m.home) {
                RoundOutcome::Played {
                    forfeit: Some(f), ..
                } => match f {
                    Forfeit::Won => "+-",
                    Forfeit::Lost => "-+",
                    Forfeit::Both => "--",
                },
                _ => continue,
            };
            let mut rec = Record::new("330");
            rec.put(5, 2, kind, Align::Left)
                .number(8, 3, r + 1)
                .number(12, 3, tpn(t, m.home))
                .number(16, 3, tpn(t, m.away));
            lines.push(rec.finish());
        }
    }
    lines
}

/// Record 802, the informative team line: totals, then each paired round's cell.
fn team_line(t: &Tournament, tpn_of_team: usize, team: TeamId, row: &Row) -> String {
    let mut rec = Record::new("802");
    rec.number(5, 3, tpn_of_team)
        .put(
            15,
            6,
            &format!("{:.1}", f64::from(row.match_points)),
            Align::Right,
        )
        .put(22, 6, &format_points(row.game_points), Align::Right);
    for r in 0..t.paired_rounds() {
        let col = 29 + 13 * r;
        let (opponent, colour, points, flag) = team_line_cell(t, r, team);
        rec.put(col, 3, &opponent, Align::Right)
            .put(col + 4, 1, colour, Align::Left)
            .put(col + 6, 4, &points, Align::Right)
            .put(col + 10, 1, flag, Align::Left);
    }
    rec.finish()
}

/// One round of record 802: the opponent's starting rank (or `PAB`, `ZPB`), the colour,
/// the game points and `f` for a forfeit. A pending match has no points yet.
fn team_line_cell(
    t: &Tournament,
    r: usize,
    team: TeamId,
) -> (String, &'static str, String, &'static str) {
    match round_outcome(t, r as u32 + 1, team) {
        RoundOutcome::Played {
            opponent,
            side,
            game_points,
            forfeit,
            ..
        } => (
            tpn(t, opponent).to_string(),
            side_colour(side),
            format_points(game_points),
            if forfeit.is_some() { "f" } else { "" },
        ),
        RoundOutcome::Pending { opponent, .. } => {
            let side = t.rounds[r].match_of(team).map(|(_, m)| m.home == team);
            let colour = if side == Some(true) { "w" } else { "b" };
            (tpn(t, opponent).to_string(), colour, String::new(), "")
        }
        RoundOutcome::Bye { award } => {
            ("PAB".to_string(), "", format_points(award.game_points), "")
        }
        RoundOutcome::Absent { award } => {
            ("ZPB".to_string(), "", format_points(award.game_points), "")
        }
        RoundOutcome::NotPaired => ("ZPB".to_string(), "", format_points(HalfPoints::ZERO), ""),
    }
}

/// A team's starting rank, its number in the team records.
fn tpn(t: &Tournament, team: TeamId) -> usize {
    t.starting_number(team).unwrap_or(0)
}

/// Points in halves with a sign, as record 299 writes them (`-1.0`, `2.0`).
fn signed_points(halves: i64) -> String {
    format!("{:.1}", halves as f64 / 2.0)
}

/// Puts `text` right-aligned so that it ends at column `last`; a value wider than its
/// field (`-12.0` in a field of 4) takes the blank column before it.
fn put_ending_at(rec: &mut Record, last: usize, width: usize, text: &str) {
    let width = width.max(text.chars().count());
    rec.put(last + 1 - width, width, text, Align::Right);
}

/// Record 299 (abnormal points assignment; blank type = penalty, TRF-2026): kup's
/// penalties, so that the totals of 310 and 802 follow from the file.
/// * a game lost under penalty: a line for the player with no points, as his `001`
///   record already carries the result the penalty gave the game; it says the result is
///   a penalty's, and kup reads it back as the penalty;
/// * the loss of all match points (bpz-2025 čl. 5): a team line taking away the match
///   points of the event as played, in the round of the offence.
fn penalty_records(t: &Tournament, numbers: &[(u32, PlayerId)], lines: &mut Vec<String>) {
    for p in &t.penalties {
        let PenaltyKind::GameLost { board } = p.kind else {
            continue;
        };
        let index = p.round as usize - 1;
        let Some(player) = t.effective_lineup(index, p.team).get(board - 1).copied() else {
            continue;
        };
        let mut rec = Record::new("299");
        put_ending_at(&mut rec, 17, 4, &signed_points(0));
        rec.number(20, 3, format!("{:03}", p.round))
            .number(24, 4, number_of(numbers, player));
        lines.push(rec.finish());
    }
    let mut disqualified = Vec::new();
    for p in t
        .penalties
        .iter()
        .filter(|p| p.kind == PenaltyKind::AllMatchPointsLost)
    {
        // A second such penalty of the team takes nothing more away.
        if disqualified.contains(&p.team) {
            continue;
        }
        disqualified.push(p.team);
        let rounds = t.paired_rounds() as u32;
        let earned: u32 = (1..=rounds)
            .map(|r| round_outcome(t, r, p.team).match_points())
            .sum();
        let mut rec = Record::new("299");
        put_ending_at(&mut rec, 11, 4, &signed_points(-i64::from(earned) * 2));
        put_ending_at(&mut rec, 17, 4, &signed_points(0));
        rec.number(20, 3, format!("{:03}", p.round))
            .number(24, 4, tpn(t, p.team));
        lines.push(rec.finish());
    }
}

fn side_colour(side: crate::core::Side) -> &'static str {
    match side {
        crate::core::Side::Home => "w",
        crate::core::Side::Away => "b",
    }
}

/// Whether a lineup keeps the relative order of the roster (the default board order of
/// record 310: a reserve who plays takes the board after the players above him).
fn in_roster_order(t: &Tournament, team: TeamId, lineup: &[PlayerId]) -> bool {
    let Some(team) = t.team(team) else {
        return false;
    };
    let positions: Vec<Option<usize>> = lineup
        .iter()
        .map(|p| team.roster.iter().position(|r| r.id == *p))
        .collect();
    positions.windows(2).all(|w| w[0] < w[1]) && positions.iter().all(Option::is_some)
}

/// Record 013: columns 5–36 team name, players at 37–40, 42–45, ... (step 5).
fn team_lines_013(t: &Tournament, numbers: &[(u32, PlayerId)], lines: &mut Vec<String>) {
    for team in &t.teams {
        let mut r = Record::new("013");
        r.put(5, TEAM_NAME_WIDTH, &team.name, Align::Left);
        for (k, p) in team.roster.iter().enumerate() {
            r.number(37 + 5 * k, 4, number_of(numbers, p.id));
        }
        lines.push(r.finish());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Command, Regulation, TournamentInfo, apply};
    use crate::i18n::Lang;

    /// kzz-2015 (4 boards, a bye worth 1 MP and 0 GP), five teams; round 1 pairs 1-2 and
    /// 3-4 with the bye to 5, and team 4 never comes: 3 wins every board by forfeit.
    /// Team 5 announces its absence from round 2; teams 1 and 3 are kept apart in rounds
    /// 2 and 3.
    fn event() -> Tournament {
        let info = TournamentInfo {
            name: "Kup".into(),
            ..TournamentInfo::default()
        };
        let mut t = Tournament::new(info, Regulation::preset("kzz-2015").expect("preset"));
        let run = |t: &mut Tournament, c: Command| {
            apply(t, c.clone()).unwrap_or_else(|e| panic!("{c:?}: {e}"));
        };
        for name in ["Zabok", "Đakovo", "Čakovec", "Krapina", "Žminj"] {
            let add = Command::AddTeam {
                name: name.into(),
                club: String::new(),
                city: String::new(),
            };
            run(&mut t, add);
        }
        let id = |t: &Tournament, n: usize| t.teams[n - 1].id;
        let matches = vec![(id(&t, 1), id(&t, 2)), (id(&t, 3), id(&t, 4))];
        let bye = Some(id(&t, 5));
        run(
            &mut t,
            Command::SetPairing {
                round: 1,
                matches,
                bye,
            },
        );
        // The first-named team has White on odd boards: 3 wins boards 1 and 3 as White,
        // 2 and 4 as Black.
        for (board, result) in [
            GameResult::WhiteForfeitWin,
            GameResult::BlackForfeitWin,
            GameResult::WhiteForfeitWin,
            GameResult::BlackForfeitWin,
        ]
        .into_iter()
        .enumerate()
        {
            let set = Command::SetResult {
                round: 1,
                table: 2,
                board: board + 1,
                result,
            };
            run(&mut t, set);
        }
        let absent = Command::SetAbsent {
            round: 2,
            team: id(&t, 5),
            absent: true,
        };
        run(&mut t, absent);
        let apart = Command::ForbidPairings {
            teams: vec![id(&t, 1), id(&t, 3)],
            first_round: 2,
            last_round: Some(3),
        };
        run(&mut t, apart);
        t
    }

    #[test]
    fn record_240_names_the_round_and_the_absent_teams() {
        // `docs/rules/fide-trf.md#team-records`: 240, column 5 the type (`Z` zero-point), 7–9
        // the round, 11–14 the first team. Round 2 is not paired yet: 240 also announces
        // absences in future rounds.
        assert_eq!(absence_records(&event()), ["240 Z   2    5"]);
    }

    #[test]
    fn record_260_names_the_rounds_and_the_teams_kept_apart() {
        // `docs/rules/fide-trf.md#team-records`: 260, 5–7 the first round, 9–11 the last,
        // then at 13–16, 18–21, ... the ids that may not meet each other.
        assert_eq!(kept_apart_records(&event()), ["260   2   3    1    3"]);
    }

    #[test]
    fn record_320_gives_the_award_and_the_bye_team_of_each_round() {
        // `docs/rules/fide-trf.md#team-records`: 320, 5–8 the PAB's match points, 10–13 its
        // game points, then the PAB team of round 1 at 15–17. kzz-2015: 1 MP, 0 GP.
        assert_eq!(bye_record(&event()).as_deref(), Some("320  1.0  0.0   5"));
        let mut no_bye = event();
        no_bye.rounds[0].bye = None;
        assert_eq!(bye_record(&no_bye), None);
    }

    #[test]
    fn a_forfeit_award_the_winners_player_lines_cannot_carry_is_warned() {
        // Team 3 has no players, so no `001` line can carry its 4:0 (kzz-2015's award).
        let warnings = forfeit_award_warnings(&event(), 1);
        let said: Vec<String> = warnings.iter().map(|w| w.render(Lang::En)).collect();
        assert_eq!(
            said,
            [
                "round 1, table 2: Čakovec won the match by forfeit, 4.0 game points, but has \
              players on fewer boards, and the player records (001) carry only 0.0; a program \
              that counts the games ranks it with 0.0"
            ]
        );
    }

    #[test]
    fn record_330_names_a_match_won_by_forfeit() {
        // `docs/rules/fide-trf.md#team-records`: 330, 5–6 the type (`+-` the White team
        // wins), 8–10 the round, 12–14 the White team, 16–18 the Black team.
        assert_eq!(forfeit_records(&event()), ["330 +-   1   3   4"]);
    }

    #[test]
    fn record_802_shows_a_bye_and_a_forfeit_win_per_round() {
        // `docs/rules/fide-trf.md#team-records`: 802, 5–7 the team number, 9–13 nickname,
        // 15–20 MP, 22–27 GP, then per round 29–31 the opponent (or `PAB` ... `ZPB`), 33 the
        // colour, 35–38 GP, 39 the forfeit flag. A forfeit win is worth kzz-2015's 2 MP and 4 GP.
        let t = event();
        let cell = |n: usize| team_line_cell(&t, 0, t.teams[n - 1].id);
        assert_eq!(cell(3), ("4".into(), "w", "4.0".into(), "f"));
        assert_eq!(cell(5), ("PAB".into(), "", "0.0".into(), ""));
        assert_eq!(cell(1), ("2".into(), "w", String::new(), ""));
    }
}
