//! FIDE Tournament Report File (TRF) with the team records, out and in.
//!
//! Specifications: TRF-2026 (`handbook.fide.com/files/handbook/TRF26.pdf`, approved by the
//! FIDE Council 12/05/2025) and TRF16 (`fide.com/FIDE/handbook/C04Annex2_TRF16.pdf`), as
//! digested in `shared/fide/rules.md` §4. Columns are 1-based and counted in characters
//! (see [`super::columns`]).
//!
//! What kup writes:
//! * tournament records `012`–`132`; TRF-2026 adds `142` (rounds), `172` (with national
//!   ratings), `192` (coded type, §4.6), `202`/`212` (tie-breaks, §4.7), `352` (board
//!   colours: the first-named team has White on odd boards, `WBWB`), `362` (match points,
//!   only when not 2/1/0);
//! * one `001` record per player (§4.3), numbered team by team in starting order, roster
//!   order inside a team; a round's field is the scheduled opponent, colour and result of
//!   the game, `0000 - +` for a forfeit win against an empty board, blank for a player who
//!   was not fielded; a result still to be played is written with opponent and colour and a
//!   blank result (in-tournament exchange);
//! * TRF-2026: NRS records (national ratings), `310` teams, `300` lineups that are not in
//!   roster order or leave a board empty, `240 Z` announced absences (GHR 3.3), `260`
//!   teams kept apart (first round, last round, team pairing numbers), `320`
//!   pairing-allocated byes, `330` forfeited matches, `299` penalties (a player's game
//!   lost, the change of the teams' points, the loss of all match points), `802` team
//!   results per round (also
//!   the only place a match known by its score alone can be written), and `013` for
//!   readers of the transition period;
//! * TRF16: `013` teams; a team's bye is written as `0000 - U` on its base lineup.
//!
//! The importer reads both versions (and files written by Swiss-Manager and other programs,
//! which also write `0000 - -` for a player not fielded), builds the tournament through
//! [`Command`]s, and reports every line it cannot use with its line number.

use std::collections::{BTreeMap, HashMap};

use chrono::NaiveDate;

use super::columns::{Align, Record, field};
use crate::core::command::{planned_rounds, swiss_pairing_name};
use crate::core::lineup::describe_penalty;
use crate::core::model::{
    Colour, GameResult, HalfPoints, Lineup, MatchScore, Penalty, PenaltyKind, PlayerId, TeamId,
    Tournament, TournamentInfo, home_colour,
};
use crate::core::rules::{
    Award, ColourPreferences, MatchPoints, PrimaryScore, SwissPairing, System, TeamRating, Tiebreak,
};
use crate::core::validate::check_integrity;
use crate::core::{Command, PlayerData, Regulation, apply};
use crate::i18n::{Msg, Text};
use crate::pairing::dutch::{DutchInput, Entrant, Float};
use crate::scoring::match_score::board_points;
use crate::scoring::{Forfeit, RoundOutcome, round_outcome, standings, totals};

/// Which edition of the format to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TrfVersion {
    /// TRF-2026 with the team records `310`, `300`, `320`, `330`, `240`, `802`.
    Trf2026,
    /// TRF16 (team line `013`) for older readers.
    Trf16,
}

/// A written report and what it could not express (in the reader's language when shown).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exported {
    pub text: String,
    pub warnings: Vec<Text>,
}

/// Remark 1 of both specifications: every line ends with a carriage return.
const EOL: &str = "\r\n";

/// Width of the team name in records 310 (columns 9–40) and 013 (5–36).
pub const TEAM_NAME_WIDTH: usize = 32;

/// Column where round 1 starts in `001` and `132` records; each round takes 10 columns.
const FIRST_ROUND_COLUMN: usize = 92;

/// One round of a `001` record: columns 92–95 opponent, 97 colour, 99 result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Entry {
    opponent: u32,
    colour: char,
    result: char,
}

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
    for (r, round) in t.rounds.iter().enumerate().take(rounds) {
        for (table, m) in round.matches.iter().enumerate() {
            if m.score_only.is_some() && version == TrfVersion::Trf16 {
                warnings.push(
                    Text::new(Msg::TrfScoreOnly)
                        .arg("round", r + 1)
                        .arg("table", table + 1),
                );
            }
        }
    }
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
    for p in t.penalties.iter().filter(|_| version == TrfVersion::Trf16) {
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
            for (board, game) in m.boards.iter().enumerate() {
                let (white_code, black_code) = result_codes(game.result);
                let (home_code, away_code, home_char, away_char) = match home_colour(board) {
                    Colour::White => (white_code, black_code, 'w', 'b'),
                    Colour::Black => (black_code, white_code, 'b', 'w'),
                };
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

/// Points of a `001` result code under the default scoring (record 162 defaults).
fn points_of(code: char) -> HalfPoints {
    match code.to_ascii_uppercase() {
        '1' | '+' | 'W' | 'F' | 'U' => HalfPoints(2),
        '=' | 'D' | 'H' => HalfPoints(1),
        _ => HalfPoints::ZERO,
    }
}

/// `11.5`: points with one decimal, the TRF number format.
fn format_points(points: HalfPoints) -> String {
    format!("{:.1}", points.as_f64())
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
    let round_robin = reg.system.is_round_robin(t.teams.len());
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
    let chain = tiebreak_codes(reg, t.teams.len());
    lines.push(format!("202 {}", chain.join(",")));
    lines.push(format!(
        "212 {}",
        std::iter::once("PTS".to_string())
            .chain(chain)
            .collect::<Vec<_>>()
            .join(",")
    ));
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

/// Whether a record 192 code (upper-case) names a non-FIDE team Swiss by match points, which
/// kup reads as its legacy team mode: `CUSTOM_TEAM_SWISS`, `CUSTOM_TEAM_SWISS_MP` (rules.md
/// §4.6: "e.g. Swiss-Manager's legacy team Swiss"; `..._GP` pairs by game points, which the
/// mode does not).
pub fn is_legacy_team_swiss(code: &str) -> bool {
    matches!(code, "CUSTOM_TEAM_SWISS" | "CUSTOM_TEAM_SWISS_MP")
}

/// Record 192 (rules.md §4.6): C.04.6 with the preset's colour model and scores; the legacy
/// team mode as `CUSTOM_TEAM_SWISS_MP`; Berger round robins as `FIDE_TEAM_ROUNDROBIN` /
/// `..._DOUBLEROUNDROBIN`.
fn type_code(reg: &Regulation, round_robin: bool) -> String {
    if round_robin {
        let double = matches!(reg.system, System::RoundRobin { cycles: 2 });
        return if double {
            "FIDE_TEAM_DOUBLEROUNDROBIN"
        } else {
            "FIDE_TEAM_ROUNDROBIN"
        }
        .to_string();
    }
    if reg.swiss_pairing == SwissPairing::DutchLegacy {
        return "CUSTOM_TEAM_SWISS_MP".to_string();
    }
    let model = match reg.colour_preferences {
        ColourPreferences::TypeA => "TYPEA_",
        ColourPreferences::TypeB => "TYPEB_",
        ColourPreferences::None => "",
    };
    let scores = match reg.primary_score {
        PrimaryScore::MatchPoints => "MP_GP",
        PrimaryScore::GamePoints => "GP_MP",
    };
    format!("FIDE_TEAM_{model}{scores}")
}

/// Records 202/212 (rules.md §4.7): the FIDE code where one exists, else `OTHER_SM<n>` for
/// a Swiss-Manager criterion and `OTHER_<code>` for the rest. A leading match-points entry
/// is the primary score (`PTS`) and is not repeated.
fn tiebreak_codes(reg: &Regulation, teams: usize) -> Vec<String> {
    let chain = reg.chain(teams);
    let skip = usize::from(
        reg.primary_score == PrimaryScore::MatchPoints
            && chain.first() == Some(&Tiebreak::MatchPoints),
    );
    chain[skip..].iter().map(|tb| tiebreak_code(*tb)).collect()
}

/// The record 202/212 descriptor kup writes for a criterion (§4.7).
pub fn tiebreak_code(tb: Tiebreak) -> String {
    use Tiebreak::*;
    let fide = match tb {
        GamePoints => "MPvGP",
        OlympiadSonnebornBergerKhantyMansiysk => "EMGSB/C1",
        OpponentsMatchPointsCut1KhantyMansiysk | BuchholzMatchPointsCut1 => "BH:MP/C1",
        OpponentsMatchPoints => "BH:MP",
        DirectEncounter => "DE",
        DirectEncounterGamePoints => "DE:GP",
        BuchholzGamePoints => "BH:GP",
        BuchholzGamePointsCut1 => "BH:GP/C1",
        ExtendedSonnebornBergerMatchMatch => "EMMSB",
        ExtendedSonnebornBergerMatchMatchCut1 => "EMMSB/C1",
        ExtendedSonnebornBergerGameMatch => "EGMSB",
        ExtendedSonnebornBergerMatchGame => "EMGSB",
        ExtendedSonnebornBergerGameGame => "EGGSB",
        ScoreStrengthCombination => "SSSC",
        ExtendedDirectEncounter => "EDE",
        _ => "",
    };
    match (fide, tb.swiss_manager_number()) {
        ("", Some(n)) => format!("OTHER_SM{n}"),
        ("", None) => format!("OTHER_{}", tb.code()),
        (code, _) => code.to_string(),
    }
}

/// The criterion a record 202/212 descriptor names (case-insensitive, §4.7): `PTS` is the
/// primary score, the rest are read back as [`tiebreak_code`] writes them; where one code
/// stands for two of kup's criteria (`BH:MP/C1`) the first in [`Tiebreak::ALL`] is taken:
/// `OpponentsMatchPointsCut1KhantyMansiysk` (SM #56, the presets' criterion), not C.07's
/// `BuchholzMatchPointsCut1`; they differ only for teams with unplayed rounds.
/// `None` for a descriptor kup does not compute.
pub fn tiebreak_of_code(code: &str, primary: PrimaryScore) -> Option<Tiebreak> {
    let code = code.trim().to_uppercase();
    if code == "PTS" {
        return Some(match primary {
            PrimaryScore::MatchPoints => Tiebreak::MatchPoints,
            PrimaryScore::GamePoints => Tiebreak::GamePoints,
        });
    }
    Tiebreak::ALL
        .into_iter()
        .find(|tb| tiebreak_code(*tb).to_uppercase() == code)
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

/// Records 310, 300, 240, 260, 320, 330 and 802.
fn team_records_2026(t: &Tournament, numbers: &[(u32, PlayerId)], lines: &mut Vec<String>) {
    let rounds = t.paired_rounds();
    let ranking = standings(t, rounds as u32);
    let row = |team: TeamId| ranking.row_of(team).expect("every team has a row");
    for (i, team) in t.teams.iter().enumerate() {
        let mut r = Record::new("310");
        r.number(5, 3, i + 1)
            .put(9, TEAM_NAME_WIDTH, &team.name, Align::Left)
            .put(
                55,
                6,
                &format!("{:.1}", f64::from(row(team.id).match_points)),
                Align::Right,
            )
            .put(
                62,
                6,
                &format_points(row(team.id).game_points),
                Align::Right,
            )
            .number(69, 3, row(team.id).rank);
        for (k, p) in team.roster.iter().enumerate() {
            r.number(74 + 5 * k, 4, number_of(numbers, p.id));
        }
        lines.push(r.finish());
    }
    let tpn = |id: TeamId| t.starting_number(id).unwrap_or(0);
    let boards = usize::from(t.regulation.boards);
    for (r, round) in t.rounds.iter().enumerate().take(rounds) {
        for m in round.matches.iter().filter(|m| m.score_only.is_none()) {
            for (team, opponent) in [(m.home, m.away), (m.away, m.home)] {
                let lineup = t.effective_lineup(r, team);
                if lineup.len() == boards && in_roster_order(t, team, &lineup) {
                    continue;
                }
                let mut rec = Record::new("300");
                rec.number(5, 3, r + 1)
                    .number(9, 3, tpn(team))
                    .number(13, 3, tpn(opponent));
                for b in 0..boards {
                    let number = lineup.get(b).map_or(0, |p| number_of(numbers, *p));
                    rec.put(17 + 5 * b, 4, &opponent_field(number), Align::Right);
                }
                lines.push(rec.finish());
            }
        }
    }
    for (r, round) in t.rounds.iter().enumerate() {
        if round.absent.is_empty() {
            continue;
        }
        let mut rec = Record::new("240");
        rec.put(5, 1, "Z", Align::Left).number(7, 3, r + 1);
        for (k, team) in round.absent.iter().enumerate() {
            rec.number(11 + 5 * k, 4, tpn(*team));
        }
        lines.push(rec.finish());
    }
    let total = planned_rounds(t);
    for group in &t.kept_apart {
        let mut rec = Record::new("260");
        rec.number(5, 3, group.first_round)
            .number(9, 3, group.last_round.unwrap_or(total));
        for (k, team) in group.teams.iter().enumerate() {
            rec.number(13 + 5 * k, 4, tpn(*team));
        }
        lines.push(rec.finish());
    }
    if t.rounds.iter().take(rounds).any(|r| r.bye.is_some()) {
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
            let team = round.bye.map_or("000".to_string(), |b| tpn(b).to_string());
            rec.put(15 + 4 * r, 3, &team, Align::Right);
        }
        lines.push(rec.finish());
    }
    for r in 0..rounds {
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
                .number(12, 3, tpn(m.home))
                .number(16, 3, tpn(m.away));
            lines.push(rec.finish());
        }
    }
    for (i, team) in t.teams.iter().enumerate() {
        let mut rec = Record::new("802");
        rec.number(5, 3, i + 1)
            .put(
                15,
                6,
                &format!("{:.1}", f64::from(row(team.id).match_points)),
                Align::Right,
            )
            .put(
                22,
                6,
                &format_points(row(team.id).game_points),
                Align::Right,
            );
        for r in 0..rounds {
            let col = 29 + 13 * r;
            let outcome = round_outcome(t, r as u32 + 1, team.id);
            let (opponent, colour, points, flag) = match outcome {
                RoundOutcome::Played {
                    opponent,
                    side,
                    game_points,
                    forfeit,
                    ..
                } => (
                    tpn(opponent).to_string(),
                    side_colour(side),
                    format_points(game_points),
                    if forfeit.is_some() { "f" } else { "" },
                ),
                RoundOutcome::Pending { opponent, .. } => {
                    let side = t.rounds[r]
                        .match_of(team.id)
                        .map(|(_, m)| m.home == team.id);
                    let colour = if side == Some(true) { "w" } else { "b" };
                    (tpn(opponent).to_string(), colour, String::new(), "")
                }
                RoundOutcome::Bye { award } => {
                    ("PAB".to_string(), "", format_points(award.game_points), "")
                }
                RoundOutcome::Absent { award } => {
                    ("ZPB".to_string(), "", format_points(award.game_points), "")
                }
                RoundOutcome::NotPaired => {
                    ("ZPB".to_string(), "", format_points(HalfPoints::ZERO), "")
                }
            };
            rec.put(col, 3, &opponent, Align::Right)
                .put(col + 4, 1, colour, Align::Left)
                .put(col + 6, 4, &points, Align::Right)
                .put(col + 10, 1, flag, Align::Left);
        }
        lines.push(rec.finish());
    }
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
/// * a game lost under penalty: a line for the player (MP blank, his points as played
///   taken away: `-1.0`, `-0.5`, `0.0`), and for each team of that match a line with the
///   change of its match and game points in that round;
/// * the loss of all match points (bpz-2025 čl. 5): a team line taking away the match
///   points of the event as played, in the round of the offence.
fn penalty_records(t: &Tournament, numbers: &[(u32, PlayerId)], lines: &mut Vec<String>) {
    let tpn = |id: TeamId| t.starting_number(id).unwrap_or(0);
    let mut as_played = t.clone();
    as_played
        .penalties
        .retain(|p| !matches!(p.kind, PenaltyKind::GameLost { .. }));
    let mut changed: Vec<(u32, TeamId)> = Vec::new();
    for p in &t.penalties {
        let PenaltyKind::GameLost { board } = p.kind else {
            continue;
        };
        let index = p.round as usize - 1;
        let Some((_, m)) = t.rounds.get(index).and_then(|r| r.match_of(p.team)) else {
            continue;
        };
        let Some(player) = t.effective_lineup(index, p.team).get(board - 1).copied() else {
            continue;
        };
        let points = board_points(&as_played, p.round, m)[board - 1].map_or(0, |(home, away)| {
            if m.home == p.team { home.0 } else { away.0 }
        });
        let mut rec = Record::new("299");
        put_ending_at(&mut rec, 17, 4, &signed_points(-i64::from(points)));
        rec.number(20, 3, format!("{:03}", p.round))
            .number(24, 4, number_of(numbers, player));
        lines.push(rec.finish());
        for team in [m.home, m.away] {
            if !changed.contains(&(p.round, team)) {
                changed.push((p.round, team));
            }
        }
    }
    let team_line = |lines: &mut Vec<String>, round: u32, team: TeamId, mp: i64, gp: i64| {
        let mut rec = Record::new("299");
        put_ending_at(&mut rec, 11, 4, &signed_points(mp * 2));
        put_ending_at(&mut rec, 17, 4, &signed_points(gp));
        rec.number(20, 3, format!("{round:03}"))
            .number(24, 4, tpn(team));
        lines.push(rec.finish());
    };
    for (round, team) in changed {
        let (now, before) = (
            round_outcome(t, round, team),
            round_outcome(&as_played, round, team),
        );
        let mp = i64::from(now.match_points()) - i64::from(before.match_points());
        let gp = i64::from(now.game_points().0) - i64::from(before.game_points().0);
        // No line for a team the penalty did not change (a game lost as played anyway):
        // a team line without game points stands for the loss of all match points.
        if mp != 0 || gp != 0 {
            team_line(lines, round, team, mp, gp);
        }
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
        team_line(lines, p.round, p.team, -i64::from(earned), 0);
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

// ---------------------------------------------------------------------------------------
// Import
// ---------------------------------------------------------------------------------------

/// Something the importer reports: a line it could not use, or a decision it had to take,
/// as a catalogue text ([`Note::text`] says it with its line in the reader's language).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    /// 1-based line of the file, when the note concerns one line.
    pub line: Option<usize>,
    pub message: Text,
}

impl Note {
    /// "line 7: …", or the message alone when it concerns no one line.
    pub fn text(&self) -> Text {
        match self.line {
            Some(line) => at_line(line, self.message.clone()),
            None => self.message.clone(),
        }
    }
}

/// English, for logs and tests.
impl std::fmt::Display for Note {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.text())
    }
}

/// Why a file could not be imported at all, as a catalogue text naming the line and record
/// where it has them (its `Display` is the English).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ImportError(pub Text);

impl From<ImportError> for Text {
    fn from(e: ImportError) -> Text {
        e.0
    }
}

impl From<Msg> for ImportError {
    fn from(msg: Msg) -> ImportError {
        ImportError(msg.into())
    }
}

/// "line 7: …" in the reader's language.
fn at_line(line: usize, problem: Text) -> Text {
    Text::new(Msg::ImportAtLine)
        .arg("line", line)
        .arg_text("problem", problem)
}

/// Where a bad number is: record, columns and the field's name ("record 001, columns
/// 49-52 (FIDE rating)"), built only when the field is bad.
fn record_columns(
    record: &'static str,
    from: usize,
    to: usize,
    field: Msg,
) -> impl FnOnce() -> Text {
    move || {
        Text::new(Msg::TrfWhereRecordColumns)
            .arg("record", record)
            .arg("from", from)
            .arg("to", to)
            .arg_text("field", field.into())
    }
}

/// "record 320, round 4", the field of one round in a record.
fn record_round(record: &'static str, round: u32) -> impl FnOnce() -> Text {
    move || {
        Text::new(Msg::TrfWhereRecordRound)
            .arg("record", record)
            .arg("round", round)
    }
}

/// A record of round `round` names team `team`, which the file does not have.
fn no_such_team(record: &'static str, round: u32, team: u32) -> Text {
    Text::new(Msg::TrfRecordRoundNoSuchTeam)
        .arg("record", record)
        .arg("round", round)
        .arg("team", team)
}

/// A rating kup does not take (FIDE and national ratings are 100..3500).
fn rating_out_of_range(field: Msg, rating: u16) -> Text {
    Text::new(Msg::TrfRatingOutOfRange)
        .arg_text("field", field.into())
        .arg("rating", rating)
}

/// A tournament read from a TRF, and everything the reader has to know about how.
#[derive(Debug, Clone)]
pub struct Imported {
    pub tournament: Tournament,
    pub notes: Vec<Note>,
    /// What the file states about the standings, for `kup engine --check` to compare.
    pub stated: Stated,
}

/// The standings a file states: its tie-break descriptors and each team's record 310.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Stated {
    /// Record 212 (the whole ranking chain, §4.7), else 202 with `PTS` put first: the line
    /// and the descriptors as written.
    pub tiebreaks: Option<(usize, Vec<String>)>,
    /// Per team in starting order: the line of its record 310 and the match points, game
    /// points and rank written there (columns 55–60, 62–67, 69–71; `None` when blank).
    pub teams: Vec<StatedTeam>,
    /// Record 192 (the coded type of tournament, §4.6), upper-case.
    pub type_code: Option<String>,
    /// Record 142 (or `XXR`): the number of rounds.
    pub rounds: Option<u32>,
}

/// Record 310's standing of one team.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StatedTeam {
    pub line: usize,
    pub match_points: Option<HalfPoints>,
    pub game_points: Option<HalfPoints>,
    pub rank: Option<usize>,
}

#[derive(Debug, Clone)]
struct ParsedPlayer {
    line: usize,
    data: PlayerData,
    rounds: Vec<Entry>,
}

#[derive(Debug, Clone)]
struct ParsedTeam {
    line: usize,
    tpn: u32,
    name: String,
    players: Vec<u32>,
}

/// A record 299 line with a blank type (a penalty or bonus).
#[derive(Debug, Clone)]
struct Adjustment {
    line: usize,
    round: u32,
    /// In halves; `None` (blank) on a player's line.
    match_points: Option<i64>,
    /// Game points or a player's points, in halves.
    points: i64,
    ids: Vec<u32>,
}

/// A team's round in record 802.
#[derive(Debug, Clone, Copy)]
enum TeamRound {
    Match {
        opponent: u32,
        white: Option<bool>,
        game_points: Option<HalfPoints>,
    },
    PairingBye,
    OtherBye,
}

#[derive(Debug, Default)]
struct Parsed {
    info: TournamentInfo,
    rounds: Option<u32>,
    /// Record 152 (or JaVaFo's `XXC white1`/`black1`), with its line.
    initial_colour: Option<(usize, Colour)>,
    /// Records 202 and 212: (line, descriptors).
    tiebreaks_202: Option<(usize, Vec<String>)>,
    tiebreaks_212: Option<(usize, Vec<String>)>,
    type_code: Option<(usize, String)>,
    board_colours: Option<(usize, String)>,
    match_points: Option<MatchPoints>,
    players: BTreeMap<u32, ParsedPlayer>,
    national: Vec<(usize, u32, u16)>,
    teams_310: Vec<ParsedTeam>,
    teams_013: Vec<ParsedTeam>,
    /// (round, team) → (line, scheduled opponent, players board by board; 0 = empty board)
    out_of_order: HashMap<(u32, u32), (usize, u32, Vec<u32>)>,
    pab: Option<(usize, Award, Vec<u32>)>,
    /// (round, white team, black team, line, kind)
    forfeits: Vec<(u32, u32, u32, usize, String)>,
    /// (line, round, team) from `240 Z`
    absences: Vec<(usize, u32, u32)>,
    /// Penalties from `299`.
    adjustments: Vec<Adjustment>,
    /// (line, first round, last round, teams) from `260`
    kept_apart: Vec<(usize, u32, u32, Vec<u32>)>,
    team_rounds: HashMap<(u32, u32), (usize, TeamRound)>,
    team_points: HashMap<u32, (Option<HalfPoints>, Option<HalfPoints>)>,
    team_ranks: HashMap<u32, usize>,
    notes: Vec<Note>,
    unused_tags: BTreeMap<String, usize>,
}

impl Parsed {
    fn note(&mut self, line: usize, message: impl Into<Text>) {
        self.notes.push(Note {
            line: Some(line),
            message: message.into(),
        });
    }
}

/// `11.5` (or `11`, `-1.5`) as half points; `None` for blanks and for what is not a
/// non-negative multiple of ½.
fn parse_points(text: &str) -> Option<HalfPoints> {
    text.trim()
        .parse::<f64>()
        .ok()
        .and_then(HalfPoints::from_f64)
}

/// The number in `text` (`None` when blank); a note naming the field (`what`) when it is
/// not one.
fn parse_number<T: std::str::FromStr>(
    p: &mut Parsed,
    line: usize,
    text: &str,
    what: impl FnOnce() -> Text,
) -> Option<T> {
    if text.is_empty() {
        return None;
    }
    match text.parse() {
        Ok(n) => Some(n),
        Err(_) => {
            p.note(
                line,
                Text::new(Msg::TrfNotANumber)
                    .arg_text("what", what())
                    .arg("text", text),
            );
            None
        }
    }
}

/// Reads a TRF (TRF-2026 or TRF16, CR, LF or CRLF line ends) of a team event and builds
/// the tournament under `regulation`, whose event facts (boards from record 352, match
/// points from 362, the bye's value from 320, the colour model from 192, the number of
/// rounds from 142) are taken from the file where it states them.
pub fn import(text: &str, regulation: Regulation) -> Result<Imported, ImportError> {
    import_paired_by(text, regulation, None)
}

/// [`import`] for a caller that pairs the event by `pairing` whatever record 192 names
/// (`kup engine --system`): the regulation keeps `regulation.swiss_pairing`, and a record
/// 192 naming another system gets a note that says which one is used.
pub fn import_paired_by(
    text: &str,
    regulation: Regulation,
    pairing: Option<SwissPairing>,
) -> Result<Imported, ImportError> {
    build(parse(text), regulation, pairing)
}

fn parse(text: &str) -> Parsed {
    let mut p = Parsed::default();
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let lines: Vec<&str> = if text.contains('\n') {
        text.split('\n').collect()
    } else {
        text.split('\r').collect()
    };
    for (index, raw) in lines.iter().enumerate() {
        let number = index + 1;
        let raw = raw.trim_end_matches(['\r', '\t', ' ']);
        if raw.trim().is_empty() || raw.starts_with("###") {
            continue;
        }
        let chars: Vec<char> = raw.chars().collect();
        let tag: String = chars.iter().take(3).collect();
        let value = field(&chars, 5, chars.len());
        match tag.as_str() {
            "012" => p.info.name = value,
            "022" => p.info.city = value,
            "032" => p.info.federation = value.to_uppercase(),
            "042" | "052" => match NaiveDate::parse_from_str(&value, "%Y/%m/%d") {
                Ok(d) if tag == "042" => p.info.start_date = Some(d),
                Ok(d) => p.info.end_date = Some(d),
                Err(_) => p.note(
                    number,
                    Text::new(Msg::TrfNotADate)
                        .arg("record", &tag)
                        .arg("value", &value),
                ),
            },
            "102" => p.info.chief_arbiter = value,
            "112" => p.info.deputy_arbiters.push(value),
            "122" => p.info.time_control = value,
            // XXR: JaVaFo's TRF(x) record that 142 replaces (§4.8).
            "142" | "XXR" => {
                p.rounds = parse_number(&mut p, number, &value, || {
                    Text::new(Msg::TrfWhereRecordField)
                        .arg("record", &tag)
                        .arg_text("field", Msg::TrfFieldRounds.into())
                })
            }
            "152" | "XXC" => parse_initial_colour(&mut p, number, &tag, &value),
            "192" => p.type_code = Some((number, value.to_uppercase())),
            "352" => p.board_colours = Some((number, value.to_uppercase())),
            "362" => parse_362(&mut p, number, &chars),
            "001" => parse_player(&mut p, number, &chars),
            "013" => parse_team_013(&mut p, number, &chars),
            "310" => parse_team_310(&mut p, number, &chars),
            "300" => parse_300(&mut p, number, &chars),
            "320" => parse_320(&mut p, number, &chars),
            "330" => parse_330(&mut p, number, &chars),
            "240" => parse_240(&mut p, number, &chars),
            "260" => parse_260(&mut p, number, &chars),
            "299" => parse_299(&mut p, number, &chars),
            "802" => parse_802(&mut p, number, &chars),
            "062" | "072" | "082" | "092" | "132" | "162" | "172" | "182" | "202" | "212"
            | "222" | "801" => {
                let descriptors = || {
                    (
                        number,
                        value.split(',').map(|d| d.trim().to_string()).collect(),
                    )
                };
                match tag.as_str() {
                    "202" => p.tiebreaks_202 = Some(descriptors()),
                    "212" => p.tiebreaks_212 = Some(descriptors()),
                    _ => {}
                }
                p.unused_tags.entry(tag).or_insert(number);
            }
            _ if tag.len() == 3
                && tag.chars().all(|c| c.is_ascii_uppercase())
                && chars.get(3) == Some(&' ')
                && !tag.starts_with("XX")
                && !tag.starts_with("BB") =>
            {
                let nrs_columns = |from: usize, to: usize| {
                    move || {
                        Text::new(Msg::TrfWhereNrsColumns)
                            .arg("from", from)
                            .arg("to", to)
                    }
                };
                let player = parse_number(&mut p, number, &field(&chars, 5, 8), nrs_columns(5, 8));
                let rating =
                    parse_number(&mut p, number, &field(&chars, 49, 52), nrs_columns(49, 52));
                if let (Some(player), Some(rating)) = (player, rating) {
                    p.national.push((number, player, rating));
                }
            }
            _ => p.note(number, Text::new(Msg::TrfUnknownRecord).arg("tag", &tag)),
        }
    }
    p
}

/// Record 152 (`W`/`B`, §4.2) or JaVaFo's `XXC` (`white1`/`black1`, other words such as
/// `rank` ignored, §4.8): the initial-colour of the event.
fn parse_initial_colour(p: &mut Parsed, line: usize, tag: &str, value: &str) {
    let lower = value.to_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    let colour = match tag {
        "152" => match lower.trim() {
            "w" => Some(Colour::White),
            "b" => Some(Colour::Black),
            _ => None,
        },
        _ if words.contains(&"white1") => Some(Colour::White),
        _ if words.contains(&"black1") => Some(Colour::Black),
        _ => return,
    };
    match colour {
        Some(c) => p.initial_colour = Some((line, c)),
        None => p.note(line, Text::new(Msg::TrfInitialColour).arg("value", value)),
    }
}

fn parse_362(p: &mut Parsed, line: usize, chars: &[char]) {
    let mut points = MatchPoints {
        win: 2,
        draw: 1,
        loss: 0,
    };
    let text: String = chars.iter().skip(4).collect();
    let words: Vec<&str> = text.split_whitespace().collect();
    for pair in words.chunks(2) {
        let value = pair.get(1).and_then(|v| v.parse::<f64>().ok());
        let whole = value
            .filter(|v| v.fract() == 0.0 && *v >= 0.0)
            .map(|v| v as u32);
        let Some(whole) = whole else {
            p.note(
                line,
                Text::new(Msg::TrfMatchPointsNotWhole).arg("pair", pair.join(" ")),
            );
            return;
        };
        match pair[0].to_uppercase().as_str() {
            "TW" => points.win = whole,
            "TD" => points.draw = whole,
            "TL" => points.loss = whole,
            other => {
                p.note(line, Text::new(Msg::TrfMatchPointsCode).arg("code", other));
                return;
            }
        }
    }
    p.match_points = Some(points);
}

fn parse_player(p: &mut Parsed, line: usize, chars: &[char]) {
    let Some(number) = parse_number::<u32>(
        p,
        line,
        &field(chars, 5, 8),
        record_columns("001", 5, 8, Msg::FieldStartingNumber),
    ) else {
        p.note(line, Msg::TrfPlayerWithoutNumber);
        return;
    };
    let name = field(chars, 15, 47);
    let (surname, given) = match name.split_once(',') {
        Some((s, g)) => (s.trim().to_string(), g.trim().to_string()),
        None => (name.clone(), String::new()),
    };
    let rating = parse_number::<u16>(
        p,
        line,
        &field(chars, 49, 52),
        record_columns("001", 49, 52, Msg::FieldFideRating),
    )
    .filter(|r| *r != 0);
    let rating = match rating {
        Some(r) if !(100..=3500).contains(&r) => {
            p.note(line, rating_out_of_range(Msg::FieldFideRating, r));
            None
        }
        other => other,
    };
    let mut federation = field(chars, 54, 56).to_uppercase();
    if !(federation.is_empty()
        || federation.len() == 3 && federation.chars().all(|c| c.is_ascii_uppercase()))
    {
        p.note(
            line,
            Text::new(Msg::TrfFederation).arg("federation", &federation),
        );
        federation.clear();
    }
    let fide_id = parse_number::<u64>(
        p,
        line,
        &field(chars, 58, 68),
        record_columns("001", 58, 68, Msg::FieldFideId),
    )
    .filter(|id| *id != 0);
    let born = field(chars, 70, 79);
    let year = born
        .get(..4)
        .and_then(|y| y.parse::<i32>().ok())
        .filter(|y| *y != 0);
    let birth_year = match year {
        Some(y) if !(1900..=2100).contains(&y) => {
            p.note(line, Text::new(Msg::TrfBirthYear).arg("year", y));
            None
        }
        other => other,
    };
    let mut rounds = Vec::new();
    let mut col = FIRST_ROUND_COLUMN;
    while col <= chars.len() {
        let round = rounds.len() + 1;
        let opponent = field(chars, col, col + 3);
        let colour = field(chars, col + 5, col + 5).chars().next().unwrap_or('-');
        let result = field(chars, col + 7, col + 7).chars().next().unwrap_or(' ');
        let opponent = if opponent.is_empty() {
            Some(0)
        } else {
            parse_number::<u32>(p, line, &opponent, || {
                Text::new(Msg::TrfWhereRoundColumns)
                    .arg("round", round)
                    .arg("from", col)
                    .arg("to", col + 3)
                    .arg_text("field", Msg::TrfFieldOpponent.into())
            })
        };
        let valid_colour = matches!(colour.to_ascii_lowercase(), 'w' | 'b' | '-');
        let valid_result = "10=+-WDLHFUZ ".contains(result.to_ascii_uppercase());
        let entry = match opponent {
            Some(opponent) if valid_colour && valid_result => Entry {
                opponent,
                colour: colour.to_ascii_lowercase(),
                result: result.to_ascii_uppercase(),
            },
            _ => {
                let written: String = chars[col - 1..(col + 7).min(chars.len())].iter().collect();
                p.note(
                    line,
                    Text::new(Msg::TrfRoundField)
                        .arg("round", round)
                        .arg("field", written),
                );
                Entry {
                    opponent: 0,
                    colour: '-',
                    result: ' ',
                }
            }
        };
        rounds.push(entry);
        col += 10;
    }
    let data = PlayerData {
        surname,
        given_name: given,
        fide_id,
        fide_rating: rating,
        title: field(chars, 11, 13),
        federation,
        birth_year,
        ..PlayerData::default()
    };
    if let Some(earlier) = p.players.get(&number).map(|x| x.line) {
        p.note(
            line,
            Text::new(Msg::TrfStartingRankUsed)
                .arg("number", number)
                .arg("earlier", earlier),
        );
        return;
    }
    p.players
        .insert(number, ParsedPlayer { line, data, rounds });
}

/// Player numbers in 4-column fields every 5 columns from `first`; `0`/blank = none.
fn player_list(p: &mut Parsed, line: usize, chars: &[char], first: usize) -> Vec<u32> {
    let mut players = Vec::new();
    let mut col = first;
    while col <= chars.len() {
        let text = field(chars, col, col + 3);
        let columns = || {
            Text::new(Msg::TrfWhereColumns)
                .arg("from", col)
                .arg("to", col + 3)
        };
        players.push(parse_number(p, line, &text, columns).unwrap_or(0));
        col += 5;
    }
    while players.last() == Some(&0) {
        players.pop();
    }
    players
}

fn parse_team_013(p: &mut Parsed, line: usize, chars: &[char]) {
    let name = field(chars, 5, 36);
    let players = player_list(p, line, chars, 37);
    let tpn = p.teams_013.len() as u32 + 1;
    p.teams_013.push(ParsedTeam {
        line,
        tpn,
        name,
        players,
    });
}

fn parse_team_310(p: &mut Parsed, line: usize, chars: &[char]) {
    let Some(tpn) = parse_number::<u32>(
        p,
        line,
        &field(chars, 5, 7),
        record_columns("310", 5, 7, Msg::TrfFieldTeamPairingNumber),
    ) else {
        p.note(line, Msg::TrfTeamWithoutNumber);
        return;
    };
    let name = field(chars, 9, 40);
    let players = player_list(p, line, chars, 74);
    let mp = parse_points(&field(chars, 55, 60));
    let gp = parse_points(&field(chars, 62, 67));
    p.team_points.insert(tpn, (mp, gp));
    if let Some(rank) = parse_number(
        p,
        line,
        &field(chars, 69, 71),
        record_columns("310", 69, 71, Msg::TrfFieldRank),
    ) {
        p.team_ranks.insert(tpn, rank);
    }
    p.teams_310.push(ParsedTeam {
        line,
        tpn,
        name,
        players,
    });
}

fn parse_300(p: &mut Parsed, line: usize, chars: &[char]) {
    let round = parse_number::<u32>(
        p,
        line,
        &field(chars, 5, 7),
        record_columns("300", 5, 7, Msg::FieldRound),
    );
    let team = parse_number::<u32>(
        p,
        line,
        &field(chars, 9, 11),
        record_columns("300", 9, 11, Msg::FieldTeam),
    );
    let opponent = parse_number::<u32>(
        p,
        line,
        &field(chars, 13, 15),
        record_columns("300", 13, 15, Msg::TrfFieldOpponent),
    );
    let (Some(round), Some(team)) = (round, team) else {
        p.note(line, Msg::TrfLineupNeedsRoundAndTeam);
        return;
    };
    let players = player_list(p, line, chars, 17);
    p.out_of_order
        .insert((round, team), (line, opponent.unwrap_or(0), players));
}

fn parse_320(p: &mut Parsed, line: usize, chars: &[char]) {
    let mp = field(chars, 5, 8);
    let gp = field(chars, 10, 13);
    let match_points = mp
        .parse::<f64>()
        .ok()
        .filter(|v| v.fract() == 0.0 && *v >= 0.0);
    let (Some(match_points), Some(game_points)) = (match_points, parse_points(&gp)) else {
        p.note(
            line,
            Text::new(Msg::TrfByeValue).arg("mp", mp).arg("gp", gp),
        );
        return;
    };
    let mut teams = Vec::new();
    let mut col = 15;
    while col <= chars.len() {
        let round = teams.len() + 1;
        let text = field(chars, col, col + 2);
        teams.push(parse_number(p, line, &text, record_round("320", round as u32)).unwrap_or(0));
        col += 4;
    }
    let award = Award {
        match_points: match_points as u32,
        game_points,
    };
    p.pab = Some((line, award, teams));
}

fn parse_330(p: &mut Parsed, line: usize, chars: &[char]) {
    let kind = match field(chars, 5, 6).to_uppercase().as_str() {
        "+-" | "10" | "WL" | "WZ" => "+-",
        "-+" | "01" | "LW" | "ZW" => "-+",
        "--" | "00" | "LL" | "ZZ" => "--",
        other => {
            p.note(line, Text::new(Msg::TrfForfeitType).arg("kind", other));
            return;
        }
    };
    let round = parse_number::<u32>(
        p,
        line,
        &field(chars, 8, 10),
        record_columns("330", 8, 10, Msg::FieldRound),
    );
    let white = parse_number::<u32>(
        p,
        line,
        &field(chars, 12, 14),
        record_columns("330", 12, 14, Msg::TrfFieldWhiteTeam),
    );
    let black = parse_number::<u32>(
        p,
        line,
        &field(chars, 16, 18),
        record_columns("330", 16, 18, Msg::TrfFieldBlackTeam),
    );
    match (round, white, black) {
        (Some(r), Some(w), Some(b)) => p.forfeits.push((r, w, b, line, kind.to_string())),
        _ => p.note(line, Msg::TrfForfeitNeedsRoundAndTeams),
    }
}

fn parse_240(p: &mut Parsed, line: usize, chars: &[char]) {
    let kind = field(chars, 5, 5).to_uppercase();
    let Some(round) = parse_number::<u32>(
        p,
        line,
        &field(chars, 7, 9),
        record_columns("240", 7, 9, Msg::FieldRound),
    ) else {
        p.note(line, Msg::TrfAbsenceWithoutRound);
        return;
    };
    let teams = player_list(p, line, chars, 11);
    if kind != "Z" {
        p.note(line, Text::new(Msg::TrfAbsenceKind).arg("kind", kind));
        return;
    }
    for team in teams.into_iter().filter(|t| *t != 0) {
        p.absences.push((line, round, team));
    }
}

/// Record 299, abnormal points assignment: column 5 type (blank = penalty or bonus),
/// 8-11 match points (teams; blank on a player's line), 14-17 points, 20-22 round
/// (`000`: all rounds), then from column 24 the players or teams.
fn parse_299(p: &mut Parsed, line: usize, chars: &[char]) {
    let kind = field(chars, 5, 5);
    if !kind.is_empty() {
        p.note(line, Text::new(Msg::TrfAdjustmentType).arg("kind", kind));
        return;
    }
    let halves = |text: &str| -> Option<i64> {
        let value = text.trim().parse::<f64>().ok()?;
        let halves = value * 2.0;
        (halves.fract() == 0.0 && halves.abs() < 1e6).then_some(halves as i64)
    };
    let match_points = field(chars, 7, 11);
    let round = parse_number::<u32>(
        p,
        line,
        &field(chars, 20, 22),
        record_columns("299", 20, 22, Msg::FieldRound),
    );
    let (Some(round), Some(points)) = (round, halves(&field(chars, 13, 17))) else {
        p.note(line, Msg::TrfAdjustmentNeedsPoints);
        return;
    };
    let ids = player_list(p, line, chars, 24);
    let match_points = if match_points.is_empty() {
        None
    } else if let Some(mp) = halves(&match_points) {
        Some(mp)
    } else {
        p.note(
            line,
            Text::new(Msg::TrfAdjustmentMatchPoints).arg("text", match_points),
        );
        return;
    };
    p.adjustments.push(Adjustment {
        line,
        round,
        match_points,
        points,
        ids,
    });
}

/// Record 260, prohibited pairings: columns 5-7 first round, 9-11 last round, then from
/// column 13 the teams (pairing numbers) of which no two may meet.
fn parse_260(p: &mut Parsed, line: usize, chars: &[char]) {
    let first = parse_number::<u32>(
        p,
        line,
        &field(chars, 5, 7),
        record_columns("260", 5, 7, Msg::FieldFirstRound),
    );
    let last = parse_number::<u32>(
        p,
        line,
        &field(chars, 9, 11),
        record_columns("260", 9, 11, Msg::FieldLastRound),
    );
    let (Some(first), Some(last)) = (first, last) else {
        p.note(line, Msg::TrfKeptApartRounds);
        return;
    };
    let teams = player_list(p, line, chars, 13);
    p.kept_apart.push((line, first, last, teams));
}

fn parse_802(p: &mut Parsed, line: usize, chars: &[char]) {
    let Some(team) = parse_number::<u32>(
        p,
        line,
        &field(chars, 5, 7),
        record_columns("802", 5, 7, Msg::FieldTeam),
    ) else {
        return;
    };
    let mut col = 29;
    let mut round = 1;
    while col <= chars.len() {
        let opponent = field(chars, col, col + 2).to_uppercase();
        let colour = field(chars, col + 4, col + 4).to_lowercase();
        let points = parse_points(&field(chars, col + 6, col + 9));
        let entry =
            match opponent.as_str() {
                "" => None,
                "PAB" => Some(TeamRound::PairingBye),
                "FPB" | "HPB" | "ZPB" => Some(TeamRound::OtherBye),
                number => parse_number::<u32>(p, line, number, record_round("802", round)).map(
                    |opponent| TeamRound::Match {
                        opponent,
                        white: match colour.as_str() {
                            "w" => Some(true),
                            "b" => Some(false),
                            _ => None,
                        },
                        game_points: points,
                    },
                ),
            };
        if let Some(entry) = entry {
            p.team_rounds.insert((team, round), (line, entry));
        }
        col += 13;
        round += 1;
    }
}

/// How a team took part in one round of the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Status {
    Paired,
    Bye,
    Absent,
    Out,
}

/// What a player's `001` field says about his own game, from his side of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mine {
    Win,
    Draw,
    Loss,
    ForfeitWin,
    ForfeitLoss,
    DoubleForfeit,
    Pending,
}

impl Mine {
    /// From a `001` result code; `other` is the opponent's code when he is in the file.
    /// `W D L` (a game of less than one move) count as won, drawn, lost.
    fn from_code(code: char, other: Option<char>) -> Option<Mine> {
        Some(match code {
            '1' | 'W' => Mine::Win,
            '=' | 'D' => Mine::Draw,
            '0' | 'L' => Mine::Loss,
            '+' => Mine::ForfeitWin,
            '-' if other == Some('+') => Mine::ForfeitLoss,
            '-' => Mine::DoubleForfeit,
            ' ' => Mine::Pending,
            _ => return None,
        })
    }

    fn flipped(self) -> Mine {
        match self {
            Mine::Win => Mine::Loss,
            Mine::Loss => Mine::Win,
            Mine::ForfeitWin => Mine::ForfeitLoss,
            Mine::ForfeitLoss => Mine::ForfeitWin,
            other => other,
        }
    }

    /// The board result (White first) when the first-named team's player has `colour`.
    fn as_result(self, colour: Colour) -> GameResult {
        let white = colour == Colour::White;
        match (self, white) {
            (Mine::Win, true) | (Mine::Loss, false) => GameResult::WhiteWins,
            (Mine::Win, false) | (Mine::Loss, true) => GameResult::BlackWins,
            (Mine::Draw, _) => GameResult::Draw,
            (Mine::ForfeitWin, true) | (Mine::ForfeitLoss, false) => GameResult::WhiteForfeitWin,
            (Mine::ForfeitWin, false) | (Mine::ForfeitLoss, true) => GameResult::BlackForfeitWin,
            (Mine::DoubleForfeit, _) => GameResult::DoubleForfeit,
            (Mine::Pending, _) => GameResult::NotPlayed,
        }
    }
}

/// Whether a `001` round field shows the player at a board (`0000 - -` and blanks are a
/// player not fielded; a bye `U H F Z` is not a game).
fn takes_part(e: &Entry) -> bool {
    e.opponent != 0 || matches!(e.result, '1' | '0' | '=' | '+' | 'W' | 'D' | 'L')
}

fn has_data(e: &Entry) -> bool {
    e.opponent != 0 || e.result != ' '
}

struct Builder {
    p: Parsed,
    teams: Vec<ParsedTeam>,
    team_of_player: HashMap<u32, usize>,
    /// (round, team index) → the board-by-board lineup (None = empty board).
    lineups: HashMap<(u32, usize), Vec<Option<u32>>>,
    /// The system the caller pairs by, over record 192's ([`import_paired_by`]).
    paired_by: Option<SwissPairing>,
}

impl Builder {
    fn entry(&self, player: u32, round: u32) -> Entry {
        self.p
            .players
            .get(&player)
            .and_then(|x| x.rounds.get(round as usize - 1).copied())
            .unwrap_or(Entry {
                opponent: 0,
                colour: '-',
                result: ' ',
            })
    }

    fn lineup(&self, round: u32, team: usize) -> &[Option<u32>] {
        self.lineups
            .get(&(round, team))
            .map(Vec::as_slice)
            .unwrap_or_default()
    }

    fn tpn_index(&self, tpn: u32) -> Option<usize> {
        self.teams.iter().position(|t| t.tpn == tpn)
    }

    fn note(&mut self, line: Option<usize>, message: impl Into<Text>) {
        self.p.notes.push(Note {
            line,
            message: message.into(),
        });
    }
}

fn build(
    mut p: Parsed,
    mut reg: Regulation,
    paired_by: Option<SwissPairing>,
) -> Result<Imported, ImportError> {
    let mut teams = if p.teams_310.is_empty() {
        std::mem::take(&mut p.teams_013)
    } else {
        if let Some(first) = p.teams_013.first() {
            p.notes.push(Note {
                line: Some(first.line),
                message: Msg::TrfTeamsRepeated.into(),
            });
        }
        let mut teams = std::mem::take(&mut p.teams_310);
        teams.sort_by_key(|t| t.tpn);
        teams
    };
    if teams.is_empty() {
        return Err(Msg::TrfNoTeamRecord.into());
    }
    for pair in teams.windows(2) {
        if pair[0].tpn == pair[1].tpn {
            return Err(ImportError(at_line(
                pair[1].line,
                Text::new(Msg::TrfTeamNumberUsed)
                    .arg("number", pair[1].tpn)
                    .arg("earlier", pair[0].line),
            )));
        }
    }
    if teams
        .iter()
        .enumerate()
        .any(|(i, t)| t.tpn as usize != i + 1)
    {
        p.notes.push(Note {
            line: None,
            message: Msg::TrfTeamNumbersRenumbered.into(),
        });
    }
    let mut team_of_player = HashMap::new();
    for (ti, team) in teams.iter_mut().enumerate() {
        let mut kept = Vec::new();
        for number in std::mem::take(&mut team.players) {
            if number == 0 {
                continue;
            }
            let problem = if !p.players.contains_key(&number) {
                Text::new(Msg::TrfPlayerWithoutRecord)
                    .arg("number", number)
                    .arg("team", &team.name)
            } else if let std::collections::hash_map::Entry::Vacant(slot) =
                team_of_player.entry(number)
            {
                slot.insert(ti);
                kept.push(number);
                continue;
            } else {
                Text::new(Msg::TrfPlayerOnTwoTeams)
                    .arg("number", number)
                    .arg("team", &team.name)
            };
            p.note(team.line, problem);
        }
        team.players = kept;
    }
    let orphans: Vec<(usize, u32)> = p
        .players
        .iter()
        .filter(|(n, _)| !team_of_player.contains_key(*n))
        .map(|(n, x)| (x.line, *n))
        .collect();
    for (line, number) in orphans {
        p.note(
            line,
            Text::new(Msg::TrfPlayerInNoTeam).arg("number", number),
        );
    }
    let mut b = Builder {
        p,
        teams,
        team_of_player,
        lineups: HashMap::new(),
        paired_by,
    };
    let rounds = b.rounds_with_data();
    b.derive_lineups(rounds);
    let boards = b.boards(&reg)?;
    b.adjust_regulation(&mut reg, boards, rounds)?;
    b.construct(reg, rounds)
}

impl Builder {
    fn rounds_with_data(&self) -> u32 {
        let players = self
            .p
            .players
            .iter()
            .filter(|(n, _)| self.team_of_player.contains_key(*n))
            .filter_map(|(_, x)| x.rounds.iter().rposition(has_data))
            .map(|i| i as u32 + 1);
        let forfeits = self.p.forfeits.iter().map(|f| f.0);
        let orders = self.p.out_of_order.keys().map(|k| k.0);
        let byes =
            self.p.pab.iter().flat_map(|(_, _, teams)| {
                teams.iter().rposition(|t| *t != 0).map(|i| i as u32 + 1)
            });
        let team_rounds = self
            .p
            .team_rounds
            .iter()
            .filter(|(_, (_, r))| !matches!(r, TeamRound::OtherBye))
            .map(|(k, _)| k.1);
        players
            .chain(forfeits)
            .chain(orders)
            .chain(byes)
            .chain(team_rounds)
            .max()
            .unwrap_or(0)
    }

    fn derive_lineups(&mut self, rounds: u32) {
        for round in 1..=rounds {
            for (ti, team) in self.teams.iter().enumerate() {
                let lineup: Vec<Option<u32>> = match self.p.out_of_order.get(&(round, team.tpn)) {
                    Some((_, _, players)) => players
                        .iter()
                        .map(|n| (*n != 0 && self.team_of_player.get(n) == Some(&ti)).then_some(*n))
                        .collect(),
                    None => team
                        .players
                        .iter()
                        .filter(|n| takes_part(&self.entry(**n, round)))
                        .map(|n| Some(*n))
                        .collect(),
                };
                if lineup.iter().any(Option::is_some) {
                    self.lineups.insert((round, ti), lineup);
                }
            }
        }
    }

    /// Boards per match: record 352, else the longest lineup, else the regulation's.
    fn boards(&mut self, reg: &Regulation) -> Result<u8, ImportError> {
        if let Some((line, pattern)) = self.p.board_colours.clone() {
            let n = pattern.chars().count();
            if !(1..=16).contains(&n) || !pattern.chars().all(|c| c == 'W' || c == 'B') {
                return Err(ImportError(at_line(
                    line,
                    Text::new(Msg::TrfBoardColoursPattern).arg("pattern", pattern),
                )));
            }
            let alternating = pattern
                .chars()
                .zip(pattern.chars().skip(1))
                .all(|(a, b)| a != b);
            if !alternating {
                return Err(ImportError(at_line(
                    line,
                    Text::new(Msg::TrfBoardColoursAlternate).arg("pattern", pattern),
                )));
            }
            return Ok(n as u8);
        }
        let longest = self.lineups.values().map(Vec::len).max().unwrap_or(0);
        Ok(if longest == 0 {
            reg.boards
        } else {
            longest.min(16) as u8
        })
    }

    fn adjust_regulation(
        &mut self,
        reg: &mut Regulation,
        boards: u8,
        rounds: u32,
    ) -> Result<(), ImportError> {
        let mut changed = Vec::new();
        if reg.boards != boards {
            // Awards are stated for the preset's boards (e.g. a forfeit worth 4:0 on 4
            // boards): they keep their share of the boards.
            let old = u32::from(reg.boards);
            for award in [&mut reg.bye, &mut reg.forfeit_win, &mut reg.absent] {
                award.game_points = HalfPoints(award.game_points.0 * u32::from(boards) / old);
            }
            changed.push(
                Text::new(Msg::TrfOverrideBoards)
                    .arg("boards", boards)
                    .arg("preset", reg.boards),
            );
            reg.boards = boards;
        }
        if let Some(mp) = self.p.match_points
            && mp != reg.match_points
        {
            changed.push(
                Text::new(Msg::TrfOverrideMatchPoints)
                    .arg("win", mp.win)
                    .arg("draw", mp.draw)
                    .arg("loss", mp.loss),
            );
            reg.match_points = mp;
        }
        if let Some((_, award, _)) = self.p.pab
            && award != reg.bye
        {
            changed.push(
                Text::new(Msg::TrfOverrideBye)
                    .arg("mp", award.match_points)
                    .arg("gp", award.game_points),
            );
            reg.bye = award;
        }
        let longest_roster = self
            .teams
            .iter()
            .map(|t| t.players.len())
            .max()
            .unwrap_or(0);
        if longest_roster > reg.max_roster() {
            let reserves =
                (longest_roster - usize::from(reg.boards)).min(usize::from(u8::MAX)) as u8;
            changed.push(
                Text::new(Msg::TrfOverrideReserves)
                    .arg("reserves", reserves)
                    .arg("players", longest_roster),
            );
            reg.max_reserves = reserves;
        }
        let teams = self.teams.len();
        let declared = self.p.rounds.unwrap_or(0).max(rounds);
        let swiss = !reg.system.is_round_robin(teams);
        match &mut reg.system {
            System::Swiss { rounds: planned }
            | System::RoundRobinUpTo {
                swiss_rounds: planned,
                ..
            } if swiss && *planned != declared && declared > 0 => {
                changed.push(Text::new(Msg::TrfOverrideRounds).arg("rounds", declared));
                *planned = declared;
            }
            _ => {}
        }
        if let (System::RoundRobin { cycles }, Some((_, code))) =
            (&mut reg.system, &self.p.type_code)
        {
            let stated = if code.contains("DOUBLEROUNDROBIN") {
                2
            } else {
                1
            };
            if code.contains("ROUNDROBIN") && *cycles != stated {
                changed.push(
                    Text::new(Msg::TrfOverrideCycles)
                        .arg("cycles", stated)
                        .arg("code", code.as_str()),
                );
                *cycles = stated;
            }
        }
        let planned = reg.system.rounds(teams);
        if rounds > planned {
            return Err(ImportError(
                Text::new(Msg::TrfTooManyRounds)
                    .arg("rounds", rounds)
                    .arg("planned", planned)
                    .arg("teams", teams),
            ));
        }
        if let Some((line, code)) = self.p.type_code.clone()
            && !reg.system.is_round_robin(teams)
        {
            let fide_team_swiss = code.starts_with("FIDE_TEAM") && !code.contains("ROUNDROBIN");
            let named = if fide_team_swiss {
                Some(SwissPairing::TeamSwiss)
            } else if is_legacy_team_swiss(&code) {
                Some(SwissPairing::DutchLegacy)
            } else {
                None
            };
            if let (Some(named), Some(used)) = (named, self.paired_by)
                && named != used
            {
                // The caller's system wins: the file's colour model, primary score and
                // pairing system are not taken, and the reader is told which is used.
                self.note(
                    Some(line),
                    Text::new(Msg::TrfTypeOverruled)
                        .arg("code", &code)
                        .arg_text("named", swiss_pairing_name(named))
                        .arg_text("used", swiss_pairing_name(used)),
                );
            } else if fide_team_swiss {
                let model = if code.contains("TYPEA") {
                    ColourPreferences::TypeA
                } else if code.contains("TYPEB") {
                    ColourPreferences::TypeB
                } else if code.contains("_MP") || code.contains("_GP") {
                    ColourPreferences::None
                } else {
                    ColourPreferences::TypeA
                };
                // The score named first is the primary one (`..._GP_MP`, `..._GP`).
                let primary = match (code.find("_GP"), code.find("_MP")) {
                    (Some(gp), Some(mp)) if gp < mp => PrimaryScore::GamePoints,
                    (Some(_), None) => PrimaryScore::GamePoints,
                    _ => PrimaryScore::MatchPoints,
                };
                if model != reg.colour_preferences || primary != reg.primary_score {
                    let model_name = match model {
                        ColourPreferences::TypeA => Msg::TrfColourModelTypeA,
                        ColourPreferences::TypeB => Msg::TrfColourModelTypeB,
                        ColourPreferences::None => Msg::TrfColourModelNone,
                    };
                    let primary_name = match primary {
                        PrimaryScore::MatchPoints => Msg::TiebreakMatchPoints,
                        PrimaryScore::GamePoints => Msg::TiebreakGamePoints,
                    };
                    changed.push(
                        Text::new(Msg::TrfOverrideColourModel)
                            .arg_text("model", model_name.into())
                            .arg_text("primary", primary_name.into())
                            .arg("code", &code),
                    );
                    reg.colour_preferences = model;
                    reg.primary_score = primary;
                }
            } else if is_legacy_team_swiss(&code) {
                if reg.swiss_pairing != SwissPairing::DutchLegacy
                    || reg.primary_score != PrimaryScore::MatchPoints
                {
                    changed.push(
                        Text::new(Msg::TrfOverrideSwissPairing)
                            .arg_text("mode", swiss_pairing_name(SwissPairing::DutchLegacy))
                            .arg("code", &code),
                    );
                    reg.swiss_pairing = SwissPairing::DutchLegacy;
                    reg.primary_score = PrimaryScore::MatchPoints;
                }
            } else {
                self.note(Some(line), Text::new(Msg::TrfForeignType).arg("code", code));
            }
        }
        if !changed.is_empty() {
            self.note(
                None,
                Text::new(Msg::TrfOverrides)
                    .arg("preset", &reg.id)
                    .arg_list("changes", changed, ", "),
            );
        }
        reg.validate()
            .map_err(|e| ImportError(Text::new(Msg::IntegrityRegulation).arg("problem", e)))
    }
}

/// What a record kup reads but does not keep is, and why it is not kept.
fn unused_record(tag: &str) -> Msg {
    match tag {
        "062" | "072" | "082" => Msg::TrfUnusedCounts,
        "092" => Msg::TrfUnusedTypeInWords,
        "132" => Msg::TrfUnusedRoundDates,
        "162" => Msg::TrfUnusedScoring,
        "172" => Msg::TrfUnusedRankMethod,
        "182" => Msg::TrfUnusedController,
        "202" | "212" => Msg::TrfUnusedTiebreaks,
        "222" => Msg::TrfUnusedTimeControl,
        _ => Msg::TrfUnusedBoardDetail,
    }
}

/// One round as read from the file, by team index.
#[derive(Debug, Default)]
struct RoundPlan {
    opponent: HashMap<usize, usize>,
    /// The first-named team of each pair, keyed by the pair's smaller team index.
    home: HashMap<usize, usize>,
    bye: Option<usize>,
    absent: Vec<usize>,
}

impl Builder {
    fn pair(&mut self, plan: &mut RoundPlan, round: u32, a: usize, b: usize, line: usize) {
        if a == b {
            self.note(
                Some(line),
                Text::new(Msg::TrfPairedWithItself)
                    .arg("round", round)
                    .arg("team", &self.teams[a].name),
            );
            return;
        }
        for (x, y) in [(a, b), (b, a)] {
            if let Some(&other) = plan.opponent.get(&x)
                && other != y
            {
                let names = (
                    self.teams[x].name.clone(),
                    self.teams[other].name.clone(),
                    self.teams[y].name.clone(),
                );
                self.note(
                    Some(line),
                    Text::new(Msg::TrfPairedTwice)
                        .arg("round", round)
                        .arg("team", names.0)
                        .arg("first", names.1)
                        .arg("second", names.2),
                );
                return;
            }
        }
        plan.opponent.insert(a, b);
        plan.opponent.insert(b, a);
    }

    fn vote_home(
        &mut self,
        plan: &mut RoundPlan,
        round: u32,
        a: usize,
        b: usize,
        home: usize,
        line: usize,
    ) {
        let key = a.min(b);
        match plan.home.get(&key) {
            Some(&earlier) if earlier != home => {
                let name = self.teams[earlier].name.clone();
                self.note(
                    Some(line),
                    Text::new(Msg::TrfColoursDisagree)
                        .arg("round", round)
                        .arg("team", name),
                );
            }
            Some(_) => {}
            None => {
                plan.home.insert(key, home);
            }
        }
    }

    fn plan_round(&mut self, round: u32) -> RoundPlan {
        let mut plan = RoundPlan::default();
        for ti in 0..self.teams.len() {
            let lineup = self.lineup(round, ti).to_vec();
            for (board, player) in lineup.iter().enumerate() {
                let Some(player) = *player else { continue };
                let e = self.entry(player, round);
                if e.opponent == 0 {
                    continue;
                }
                let line = self.p.players[&player].line;
                let Some(&tj) = self.team_of_player.get(&e.opponent) else {
                    self.note(
                        Some(line),
                        Text::new(Msg::TrfOpponentInNoTeam)
                            .arg("round", round)
                            .arg("opponent", e.opponent),
                    );
                    continue;
                };
                self.pair(&mut plan, round, ti, tj, line);
                if plan.opponent.get(&ti) == Some(&tj) && matches!(e.colour, 'w' | 'b') {
                    let white_here = e.colour == 'w';
                    let home = if white_here == (home_colour(board) == Colour::White) {
                        ti
                    } else {
                        tj
                    };
                    self.vote_home(&mut plan, round, ti, tj, home, line);
                }
            }
        }
        let forfeits: Vec<_> = self
            .p
            .forfeits
            .iter()
            .filter(|f| f.0 == round)
            .cloned()
            .collect();
        for (_, white, black, line, _) in forfeits {
            match (self.tpn_index(white), self.tpn_index(black)) {
                (Some(w), Some(b)) => {
                    self.pair(&mut plan, round, w, b, line);
                    self.vote_home(&mut plan, round, w, b, w, line);
                }
                _ => self.note(
                    Some(line),
                    Text::new(Msg::TrfForfeitNoSuchTeam)
                        .arg("white", white)
                        .arg("black", black),
                ),
            }
        }
        let mut team_rounds: Vec<_> = self
            .p
            .team_rounds
            .iter()
            .filter(|((_, r), _)| *r == round)
            .map(|((tpn, _), (line, tr))| (*tpn, *line, *tr))
            .collect();
        team_rounds.sort_by_key(|x| x.0);
        let orders: Vec<_> = self
            .p
            .out_of_order
            .iter()
            .filter(|((r, _), _)| *r == round)
            .map(|((_, tpn), (line, opponent, _))| (*tpn, *line, *opponent))
            .collect();
        for (tpn, line, opponent) in orders {
            if let (Some(a), Some(b)) = (self.tpn_index(tpn), self.tpn_index(opponent)) {
                self.pair(&mut plan, round, a, b, line);
            }
        }
        for (tpn, line, tr) in &team_rounds {
            let Some(a) = self.tpn_index(*tpn) else {
                self.note(
                    Some(*line),
                    Text::new(Msg::TrfTeamRoundNoSuchTeam).arg("team", tpn),
                );
                continue;
            };
            match *tr {
                TeamRound::Match {
                    opponent, white, ..
                } => match self.tpn_index(opponent) {
                    Some(b) => {
                        self.pair(&mut plan, round, a, b, *line);
                        if let Some(white) = white {
                            self.vote_home(
                                &mut plan,
                                round,
                                a,
                                b,
                                if white { a } else { b },
                                *line,
                            );
                        }
                    }
                    None => self.note(
                        Some(*line),
                        Text::new(Msg::TrfTeamRoundNoSuchOpponent)
                            .arg("round", round)
                            .arg("opponent", opponent),
                    ),
                },
                TeamRound::PairingBye if !plan.opponent.contains_key(&a) => {
                    plan.bye.get_or_insert(a);
                }
                _ => {}
            }
        }
        if let Some((line, _, teams)) = self.p.pab.clone()
            && let Some(&tpn) = teams.get(round as usize - 1).filter(|t| **t != 0)
        {
            match self.tpn_index(tpn) {
                Some(a) if plan.opponent.contains_key(&a) => self.note(
                    Some(line),
                    Text::new(Msg::TrfByeAlsoPaired)
                        .arg("round", round)
                        .arg("team", tpn),
                ),
                Some(a) => {
                    if plan.bye.is_some_and(|b| b != a) {
                        self.note(Some(line), Text::new(Msg::TrfSecondBye).arg("round", round));
                    } else {
                        plan.bye = Some(a);
                    }
                }
                None => self.note(Some(line), no_such_team("320", round, tpn)),
            }
        }
        self.pair_forfeit_without_opponent(&mut plan, round);
        if plan.bye.is_none() {
            // TRF16 has no team bye record: the bye team's players carry `U`.
            plan.bye = (0..self.teams.len()).find(|ti| {
                !plan.opponent.contains_key(ti)
                    && self.teams[*ti]
                        .players
                        .iter()
                        .any(|n| self.entry(*n, round).result == 'U')
            });
        }
        let absences: Vec<_> = self
            .p
            .absences
            .iter()
            .filter(|a| a.1 == round)
            .cloned()
            .collect();
        for (line, _, tpn) in absences {
            match self.tpn_index(tpn) {
                Some(a) if plan.opponent.contains_key(&a) || plan.bye == Some(a) => self.note(
                    Some(line),
                    Text::new(Msg::TrfAbsentButPaired)
                        .arg("round", round)
                        .arg("team", tpn),
                ),
                Some(a) => plan.absent.push(a),
                None => self.note(Some(line), no_such_team("240", round, tpn)),
            }
        }
        plan
    }

    /// TRF16 has no record for a forfeited match: the team that came has forfeit wins
    /// against no one (`0000 - +`). When exactly one such team and one team without any
    /// game are left, they were the pair.
    fn pair_forfeit_without_opponent(&mut self, plan: &mut RoundPlan, round: u32) {
        let unpaired = |b: &Builder, plan: &RoundPlan, with_games: bool| -> Vec<usize> {
            (0..b.teams.len())
                .filter(|ti| !plan.opponent.contains_key(ti) && plan.bye != Some(*ti))
                .filter(|ti| b.lineups.contains_key(&(round, *ti)) == with_games)
                .filter(|ti| {
                    with_games
                        || b.teams[*ti]
                            .players
                            .iter()
                            .all(|n| b.entry(*n, round).result != 'U')
                })
                .collect()
        };
        let winners = unpaired(self, plan, true);
        if winners.is_empty() {
            return;
        }
        let others: Vec<usize> = unpaired(self, plan, false)
            .into_iter()
            .filter(|ti| {
                !self
                    .p
                    .absences
                    .iter()
                    .any(|a| a.1 == round && a.2 == self.teams[*ti].tpn)
            })
            .collect();
        let names = |b: &Builder, teams: &[usize]| {
            teams
                .iter()
                .map(|t| b.teams[*t].name.clone())
                .collect::<Vec<_>>()
                .join(", ")
        };
        if let ([winner], [other]) = (winners.as_slice(), others.as_slice()) {
            let (w, o) = (
                self.teams[*winner].name.clone(),
                self.teams[*other].name.clone(),
            );
            self.note(
                None,
                Text::new(Msg::TrfForfeitOpponentTaken)
                    .arg("round", round)
                    .arg("winner", w)
                    .arg("other", o),
            );
            let line = self.teams[*winner].line;
            self.pair(plan, round, *winner, *other, line);
        } else {
            let (w, o) = (names(self, &winners), names(self, &others));
            self.note(
                None,
                Text::new(Msg::TrfForfeitOpponentUnknown)
                    .arg("round", round)
                    .arg("winners", w)
                    .arg("others", o),
            );
        }
    }

    fn status(plan: &RoundPlan, team: usize) -> Status {
        if plan.opponent.contains_key(&team) {
            Status::Paired
        } else if plan.bye == Some(team) {
            Status::Bye
        } else if plan.absent.contains(&team) {
            Status::Absent
        } else {
            Status::Out
        }
    }

    fn construct(mut self, reg: Regulation, rounds: u32) -> Result<Imported, ImportError> {
        let refused = |place: Text| {
            move |e: crate::core::CommandError| {
                ImportError(
                    Text::new(Msg::TrfRefused)
                        .arg_text("where", place)
                        .arg_text("refusal", e.text()),
                )
            }
        };
        let in_round = |round: u32| Text::new(Msg::TrfWhereRound).arg("round", round);
        let mut info = std::mem::take(&mut self.p.info);
        if info.name.is_empty() {
            // The name is data, kept as the file's other fields are, in one language.
            info.name = "Imported tournament".to_string();
            self.note(None, Text::new(Msg::TrfNoName).arg("name", &info.name));
        }
        if let (Some(start), Some(end)) = (info.start_date, info.end_date)
            && end < start
        {
            self.note(None, Msg::TrfEndBeforeStart);
            info.end_date = None;
        }
        let mut t = Tournament::new(
            TournamentInfo {
                name: info.name.clone(),
                ..TournamentInfo::default()
            },
            reg,
        );
        apply(&mut t, Command::SetInfo(info))
            .map_err(refused(Msg::TrfWhereTournamentRecords.into()))?;
        for (line, player, rating) in std::mem::take(&mut self.p.national) {
            match self.p.players.get_mut(&player) {
                Some(x) if (100..=3500).contains(&rating) => x.data.national_rating = Some(rating),
                Some(_) => self.note(
                    Some(line),
                    rating_out_of_range(Msg::FieldNationalRating, rating),
                ),
                None => self.note(
                    Some(line),
                    Text::new(Msg::TrfNationalWithoutPlayer).arg("player", player),
                ),
            }
        }
        let mut team_ids = Vec::new();
        let mut player_ids: HashMap<u32, PlayerId> = HashMap::new();
        for ti in 0..self.teams.len() {
            let team = self.teams[ti].clone();
            let mut name = if team.name.is_empty() {
                format!("Team {}", team.tpn)
            } else {
                team.name.clone()
            };
            let add = |name: &str| Command::AddTeam {
                name: name.to_string(),
                club: String::new(),
                city: String::new(),
            };
            if let Err(e) = apply(&mut t, add(&name)) {
                let renamed = format!("{name} ({})", team.tpn);
                self.note(
                    Some(team.line),
                    Text::new(Msg::TrfTeamRenamed)
                        .arg_text("refusal", e.text())
                        .arg("name", &renamed),
                );
                name = renamed;
                apply(&mut t, add(&name))
                    .map_err(refused(Text::new(Msg::TrfWhereLine).arg("line", team.line)))?;
            }
            let id = t.teams.last().expect("just added").id;
            team_ids.push(id);
            for number in &team.players {
                let player = &self.p.players[number];
                let (line, mut data) = (player.line, player.data.clone());
                let mut result = apply(
                    &mut t,
                    Command::AddPlayer {
                        team: id,
                        data: data.clone(),
                    },
                );
                if let Err(e) = &result
                    && data.fide_id.is_some()
                {
                    self.note(
                        Some(line),
                        Text::new(Msg::TrfWithoutFideId).arg_text("refusal", e.text()),
                    );
                    data.fide_id = None;
                    result = apply(&mut t, Command::AddPlayer { team: id, data });
                }
                match result {
                    Ok(_) => {
                        let pid = t
                            .teams
                            .last()
                            .and_then(|x| x.roster.last())
                            .expect("just added")
                            .id;
                        player_ids.insert(*number, pid);
                    }
                    Err(e) => self.note(
                        Some(line),
                        Text::new(Msg::TrfPlayerNotImported)
                            .arg("number", number)
                            .arg_text("refusal", e.text()),
                    ),
                }
            }
        }
        let total = planned_rounds(&t);
        for (line, first_round, last, tpns) in std::mem::take(&mut self.p.kept_apart) {
            let Some(teams) = tpns
                .iter()
                .map(|tpn| self.tpn_index(*tpn).map(|ti| team_ids[ti]))
                .collect::<Option<Vec<TeamId>>>()
            else {
                self.note(Some(line), Msg::TrfKeptApartUnknownTeam);
                continue;
            };
            let last_round = (last != total).then_some(last);
            if let Err(e) = apply(
                &mut t,
                Command::ForbidPairings {
                    teams,
                    first_round,
                    last_round,
                },
            ) {
                self.note(
                    Some(line),
                    Text::new(Msg::TrfKeptApartNotImported).arg_text("refusal", e.text()),
                );
            }
        }
        let plans: Vec<RoundPlan> = (1..=rounds).map(|r| self.plan_round(r)).collect();
        let n = self.teams.len();
        let mut withdraw_from: HashMap<u32, Vec<usize>> = HashMap::new();
        let mut gaps: HashMap<u32, Vec<usize>> = HashMap::new();
        let idle = idle_by_table(&t, &plans);
        for ti in 0..n {
            let present: Vec<u32> = (1..=rounds)
                .filter(|r| Self::status(&plans[*r as usize - 1], ti) != Status::Out)
                .collect();
            let name = self.teams[ti].name.clone();
            let idle_in = |r: u32| idle.get(r as usize - 1).is_some_and(|i| i.contains(&ti));
            let (Some(&(mut first)), Some(&(mut last))) = (present.first(), present.last()) else {
                if rounds > 0 {
                    self.note(None, Text::new(Msg::TrfPlaysNoRound).arg("team", &name));
                    withdraw_from.entry(1).or_default().push(ti);
                }
                continue;
            };
            // Idle by the table is neither a late entry nor a withdrawal.
            while first > 1 && idle_in(first - 1) {
                first -= 1;
            }
            while last < rounds && idle_in(last + 1) {
                last += 1;
            }
            if first > 1 {
                self.note(
                    None,
                    Text::new(Msg::TrfLateEntry)
                        .arg("team", &name)
                        .arg("round", first),
                );
                t.teams[ti].joins_at_round = Some(first);
            }
            if last < rounds {
                self.note(
                    None,
                    Text::new(Msg::TrfWithdrawn)
                        .arg("team", &name)
                        .arg("last", last)
                        .arg("from", last + 1),
                );
                withdraw_from.entry(last + 1).or_default().push(ti);
            }
            for r in first..last {
                if !present.contains(&r) && !idle_in(r) {
                    self.note(
                        None,
                        Text::new(Msg::TrfGapAbsence)
                            .arg("team", &name)
                            .arg("round", r),
                    );
                    gaps.entry(r).or_default().push(ti);
                }
            }
        }
        if t.is_round_robin() {
            // A TRF numbers a round robin's teams by their pairing numbers (C.05 Annex 1).
            let order = t
                .teams
                .iter()
                .filter(|team| team.joins_at_round.is_none_or(|r| r <= 1))
                .map(|team| team.id)
                .collect();
            apply(&mut t, Command::SetPairingNumbers { order })
                .map_err(refused(Msg::FieldPairingNumbers.into()))?;
        }
        for round in 1..=rounds {
            let plan = &plans[round as usize - 1];
            for ti in withdraw_from.get(&round).into_iter().flatten() {
                apply(
                    &mut t,
                    Command::Withdraw {
                        team: team_ids[*ti],
                        from_round: Some(round),
                    },
                )
                .map_err(refused(in_round(round)))?;
            }
            for ti in plan
                .absent
                .iter()
                .chain(gaps.get(&round).into_iter().flatten())
            {
                apply(
                    &mut t,
                    Command::SetAbsent {
                        round,
                        team: team_ids[*ti],
                        absent: true,
                    },
                )
                .map_err(refused(in_round(round)))?;
            }
            let mut pairs: Vec<(usize, usize)> = plan
                .opponent
                .iter()
                .filter(|(a, b)| a < b)
                .map(|(&a, &b)| {
                    let home = plan.home.get(&a).copied().unwrap_or(a);
                    if home == a { (a, b) } else { (b, a) }
                })
                .collect();
            pairs.sort_by_key(|(a, b)| (*a).min(*b));
            for (a, b) in &pairs {
                if !plan.home.contains_key(&(*a).min(*b)) {
                    let names = (self.teams[*a].name.clone(), self.teams[*b].name.clone());
                    self.note(
                        None,
                        Text::new(Msg::TrfNoColourKnown)
                            .arg("round", round)
                            .arg("home", names.0)
                            .arg("away", names.1),
                    );
                }
            }
            apply(
                &mut t,
                Command::SetPairing {
                    round,
                    matches: pairs
                        .iter()
                        .map(|(a, b)| (team_ids[*a], team_ids[*b]))
                        .collect(),
                    bye: plan.bye.map(|b| team_ids[b]),
                },
            )
            .map_err(refused(in_round(round)))?;
            for (table, (home, away)) in pairs.iter().enumerate() {
                self.fill_match(
                    &mut t,
                    round,
                    table + 1,
                    (*home, *away),
                    &team_ids,
                    &player_ids,
                )?;
            }
        }
        self.impose_adjustments(&mut t, &team_ids);
        let future: Vec<_> = self
            .p
            .absences
            .iter()
            .filter(|a| a.1 > rounds)
            .cloned()
            .collect();
        for (line, round, tpn) in future {
            let Some(ti) = self.tpn_index(tpn) else {
                continue;
            };
            if let Err(e) = apply(
                &mut t,
                Command::SetAbsent {
                    round,
                    team: team_ids[ti],
                    absent: true,
                },
            ) {
                self.note(
                    Some(line),
                    Text::new(Msg::TrfAbsenceNotImported).arg_text("refusal", e.text()),
                );
            }
        }
        if !t.is_round_robin() {
            t.initial_colour = self.initial_colour(&t);
        }
        check_integrity(&t).map_err(ImportError)?;
        self.cross_check(&t, rounds);
        let unused = std::mem::take(&mut self.p.unused_tags);
        if !unused.is_empty() {
            let listed: Vec<Text> = unused
                .iter()
                .map(|(tag, line)| {
                    Text::new(Msg::TrfUnusedRecord)
                        .arg("tag", tag)
                        .arg("line", line)
                        .arg_text("why", unused_record(tag).into())
                })
                .collect();
            self.note(
                None,
                Text::new(Msg::TrfUnusedRecords).arg_list("records", listed, "; "),
            );
        }
        let mut notes = std::mem::take(&mut self.p.notes);
        notes.sort_by_key(|n| n.line.unwrap_or(0));
        let stated = self.stated();
        Ok(Imported {
            tournament: t,
            notes,
            stated,
        })
    }
}

/// In a round robin, the teams (index in TRF order, which is the pairing-number order)
/// that have no match in each round by the Berger table itself: paired with the free
/// number of an odd field, or with a team announced absent (C.05 Annex 1; GHR 3.3). Such
/// a round is neither a late entry, a withdrawal nor an absence of theirs.
fn idle_by_table(t: &Tournament, plans: &[RoundPlan]) -> Vec<Vec<usize>> {
    let teams = t.teams.len();
    if !t.is_round_robin() || teams < 2 {
        return Vec::new();
    }
    let cycles = match t.regulation.system {
        System::RoundRobin { cycles } => cycles,
        _ => 1,
    };
    let schedule = crate::pairing::berger::berger_schedule(teams, cycles);
    schedule
        .iter()
        .zip(plans)
        .map(|(table, plan)| {
            let out = |number: usize| number > teams || plan.absent.contains(&(number - 1));
            table
                .iter()
                .flat_map(|&(white, black)| [(white, black), (black, white)])
                .filter(|&(me, other)| me <= teams && out(other))
                .map(|(me, _)| me - 1)
                .collect()
        })
        .collect()
}

impl Builder {
    /// Record 152 (§4.2); without it, TRF-2026 says the initial-colour is the colour of
    /// the highest-ranked participant paired in round 1 (its first-named team has White).
    fn initial_colour(&self, t: &Tournament) -> Option<Colour> {
        if let Some((_, colour)) = self.p.initial_colour {
            return Some(colour);
        }
        let first = t.rounds.first()?;
        let number = |id: TeamId| t.starting_number(id).unwrap_or(usize::MAX);
        let top = first
            .matches
            .iter()
            .min_by_key(|m| number(m.home).min(number(m.away)))?;
        Some(if number(top.home) < number(top.away) {
            Colour::White
        } else {
            Colour::Black
        })
    }

    fn stated(&self) -> Stated {
        let tiebreaks = self.p.tiebreaks_212.clone().or_else(|| {
            self.p.tiebreaks_202.clone().map(|(line, codes)| {
                (
                    line,
                    std::iter::once("PTS".to_string()).chain(codes).collect(),
                )
            })
        });
        let teams = self
            .teams
            .iter()
            .map(|team| {
                let (match_points, game_points) = self
                    .p
                    .team_points
                    .get(&team.tpn)
                    .copied()
                    .unwrap_or_default();
                StatedTeam {
                    line: team.line,
                    match_points,
                    game_points,
                    rank: self.p.team_ranks.get(&team.tpn).copied(),
                }
            })
            .collect();
        Stated {
            tiebreaks,
            teams,
            type_code: self.p.type_code.clone().map(|(_, code)| code),
            rounds: self.p.rounds,
        }
    }

    /// Record 299 as kup's penalties: a player's line (no match points) is his game lost on
    /// the board he played in that round; a team line that takes only match points away
    /// (none, for a team that had none) is the loss of all match points (where the
    /// regulation imposes it). A team line with
    /// game points is the consequence of the players' lines and is checked through the
    /// totals (310, 802) like every other figure of the file.
    fn impose_adjustments(&mut self, t: &mut Tournament, team_ids: &[TeamId]) {
        for a in std::mem::take(&mut self.p.adjustments) {
            let reason = Text::new(Msg::TrfPenaltyReason).arg("line", a.line);
            let mut penalties = Vec::new();
            match a.match_points {
                None => {
                    for &number in a.ids.iter().filter(|n| **n != 0) {
                        let ti = self.team_of_player.get(&number).copied();
                        let board = ti.and_then(|ti| {
                            self.lineups
                                .get(&(a.round, ti))
                                .and_then(|l| l.iter().position(|x| *x == Some(number)))
                        });
                        match (ti, board) {
                            (Some(ti), Some(board)) => penalties.push(Penalty::worded(
                                a.round,
                                team_ids[ti],
                                PenaltyKind::GameLost { board: board + 1 },
                                &reason,
                            )),
                            _ => self.note(
                                Some(a.line),
                                Text::new(Msg::TrfAdjustmentNoBoard)
                                    .arg("number", number)
                                    .arg("round", a.round),
                            ),
                        }
                    }
                }
                Some(mp) if mp <= 0 && a.points == 0 => {
                    for &tpn in a.ids.iter().filter(|n| **n != 0) {
                        match self.tpn_index(tpn) {
                            Some(ti) => penalties.push(Penalty::worded(
                                a.round,
                                team_ids[ti],
                                PenaltyKind::AllMatchPointsLost,
                                &reason,
                            )),
                            None => self.note(
                                Some(a.line),
                                Text::new(Msg::TrfAdjustmentNoSuchTeam).arg("team", tpn),
                            ),
                        }
                    }
                }
                Some(_) => {}
            }
            if penalties.is_empty() {
                continue;
            }
            if let Err(e) = apply(t, Command::ImposePenalty { penalties }) {
                self.note(
                    Some(a.line),
                    Text::new(Msg::TrfPenaltyNotImported).arg_text("refusal", e.text()),
                );
            }
        }
    }

    fn fill_match(
        &mut self,
        t: &mut Tournament,
        round: u32,
        table: usize,
        (home, away): (usize, usize),
        team_ids: &[TeamId],
        player_ids: &HashMap<u32, PlayerId>,
    ) -> Result<(), ImportError> {
        let boards = usize::from(t.regulation.boards);
        let lh = self.lineup(round, home).to_vec();
        let la = self.lineup(round, away).to_vec();
        for (ti, lineup) in [(home, &lh), (away, &la)] {
            let mut players: Vec<PlayerId> = lineup
                .iter()
                .flatten()
                .filter_map(|n| player_ids.get(n).copied())
                .collect();
            if players.is_empty() {
                continue;
            }
            let name = self.teams[ti].name.clone();
            if let Some(hole) = lineup.iter().position(Option::is_none)
                && lineup[hole..].iter().any(Option::is_some)
            {
                self.note(
                    None,
                    Text::new(Msg::TrfEmptyBoard)
                        .arg("round", round)
                        .arg("board", hole + 1)
                        .arg("team", &name),
                );
            }
            if players.len() > boards {
                self.note(
                    None,
                    Text::new(Msg::TrfTooManyPlayers)
                        .arg("round", round)
                        .arg("team", &name)
                        .arg("players", players.len())
                        .arg("boards", boards),
                );
                players.truncate(boards);
            }
            t.rounds[round as usize - 1].lineups.push(Lineup {
                team: team_ids[ti],
                players,
                handed_in: None,
                seated: None,
            });
        }
        // The board results are written straight into the match `SetPairing` has just
        // created (round, table and board exist by construction; `check_integrity` runs at
        // the end): going through `apply`, which copies the whole event per command, made
        // an Olympiad-size import take seconds.
        let set = |t: &mut Tournament, board: usize, result: GameResult| {
            t.rounds[round as usize - 1].matches[table - 1].boards[board].result = result;
            Ok::<(), ImportError>(())
        };
        if lh.iter().chain(&la).all(Option::is_none) {
            return self.fill_unplayed_match(t, round, table, (home, away), set);
        }
        for board in 0..boards {
            let hp = lh.get(board).copied().flatten();
            let ap = la.get(board).copied().flatten();
            let he = hp.map(|n| self.entry(n, round));
            let ae = ap.map(|n| self.entry(n, round));
            let mine = match (he, ae) {
                (Some(h), Some(a)) => {
                    let home_view = Mine::from_code(h.result, Some(a.result));
                    let away_view = Mine::from_code(a.result, Some(h.result)).map(Mine::flipped);
                    let line = self.p.players[&hp.expect("home player")].line;
                    let expected = match home_colour(board) {
                        Colour::White => 'w',
                        Colour::Black => 'b',
                    };
                    if home_view != away_view {
                        self.note(
                            Some(line),
                            Text::new(Msg::TrfResultsDisagree)
                                .arg("round", round)
                                .arg("board", board + 1)
                                .arg("first", h.result)
                                .arg("second", a.result),
                        );
                    }
                    if h.opponent != ap.unwrap_or(0) || h.colour != expected {
                        self.note(
                            Some(line),
                            Text::new(Msg::TrfOpponentMismatch)
                                .arg("round", round)
                                .arg("board", board + 1)
                                .arg("opponent", h.opponent)
                                .arg("colour", h.colour)
                                .arg("player", ap.unwrap_or(0))
                                .arg("expected", expected),
                        );
                    }
                    home_view
                }
                (Some(h), None) => Mine::from_code(h.result, None),
                (None, Some(a)) => Mine::from_code(a.result, None).map(Mine::flipped),
                (None, None) => Some(Mine::DoubleForfeit),
            };
            let result = mine.unwrap_or(Mine::Pending).as_result(home_colour(board));
            if result != GameResult::NotPlayed {
                set(t, board, result)?;
            }
        }
        Ok(())
    }

    /// A match where no player of either team sat down: a forfeited match (record 330) or
    /// a match known only by its score (record 802).
    fn fill_unplayed_match(
        &mut self,
        t: &mut Tournament,
        round: u32,
        table: usize,
        (home, away): (usize, usize),
        set: impl Fn(&mut Tournament, usize, GameResult) -> Result<(), ImportError>,
    ) -> Result<(), ImportError> {
        let (home_tpn, away_tpn) = (self.teams[home].tpn, self.teams[away].tpn);
        let forfeit = self.p.forfeits.iter().find(|f| {
            f.0 == round
                && ((f.1, f.2) == (home_tpn, away_tpn) || (f.1, f.2) == (away_tpn, home_tpn))
        });
        if let Some((_, white, _, _, kind)) = forfeit {
            let home_view = match (kind.as_str(), *white == home_tpn) {
                ("--", _) => Mine::DoubleForfeit,
                ("+-", true) | ("-+", false) => Mine::ForfeitWin,
                _ => Mine::ForfeitLoss,
            };
            for board in 0..usize::from(t.regulation.boards) {
                set(t, board, home_view.as_result(home_colour(board)))?;
            }
            return Ok(());
        }
        let points = |tpn: u32| match self.p.team_rounds.get(&(tpn, round)) {
            Some((_, TeamRound::Match { game_points, .. })) => *game_points,
            _ => None,
        };
        match (points(home_tpn), points(away_tpn)) {
            (Some(h), Some(a)) => {
                apply(
                    t,
                    Command::SetMatchScore {
                        round,
                        table,
                        score: Some(MatchScore { home: h, away: a }),
                    },
                )
                .map_err(|e| {
                    ImportError(
                        Text::new(Msg::TrfRefused)
                            .arg_text(
                                "where",
                                Text::new(Msg::TrfWhereRoundTable)
                                    .arg("round", round)
                                    .arg("table", table),
                            )
                            .arg_text("refusal", e.text()),
                    )
                })?;
            }
            _ => {
                let names = (self.teams[home].name.clone(), self.teams[away].name.clone());
                self.note(
                    None,
                    Text::new(Msg::TrfNoResult)
                        .arg("round", round)
                        .arg("home", names.0)
                        .arg("away", names.1),
                );
            }
        }
        Ok(())
    }

    /// The file's own totals (records 310, 802) against kup's scoring under the preset.
    fn cross_check(&mut self, t: &Tournament, rounds: u32) {
        for (ti, team) in self.teams.clone().iter().enumerate() {
            let id = t.teams[ti].id;
            let ours = totals(t, id, rounds);
            if let Some((mp, gp)) = self.p.team_points.get(&team.tpn).copied() {
                let our_mp = HalfPoints::from_points(ours.match_points);
                if mp.is_some_and(|mp| mp != our_mp) || gp.is_some_and(|gp| gp != ours.game_points)
                {
                    let stated =
                        |points: Option<HalfPoints>| points.map_or("?".to_string(), format_points);
                    self.note(
                        Some(team.line),
                        Text::new(Msg::TrfTotalsDiffer)
                            .arg("team", &team.name)
                            .arg_number("file_mp", stated(mp))
                            .arg_number("file_gp", stated(gp))
                            .arg_number("mp", ours.match_points)
                            .arg_number("gp", format_points(ours.game_points))
                            .arg("preset", &t.regulation.id),
                    );
                }
            }
            for round in 1..=rounds {
                if let Some((
                    line,
                    TeamRound::Match {
                        game_points: Some(gp),
                        ..
                    },
                )) = self.p.team_rounds.get(&(team.tpn, round)).copied()
                    && let RoundOutcome::Played { game_points, .. } = round_outcome(t, round, id)
                    && game_points != gp
                {
                    self.note(
                        Some(line),
                        Text::new(Msg::TrfRoundPointsDiffer)
                            .arg("team", &team.name)
                            .arg("round", round)
                            .arg_number("file", format_points(gp))
                            .arg_number("kup", format_points(game_points)),
                    );
                }
            }
        }
    }
}

/// A Swiss file without record 142: `rule` says why the number of rounds is needed
/// (`TrfRoundsRuleDutch`, `TrfRoundsRuleSwiss`).
pub fn rounds_missing(rule: Msg) -> Text {
    Text::new(Msg::TrfRoundsMissing).arg_text("rule", rule.into())
}

/// An individual TRF (players in `001` records, no team records `310`/`013`) as the Dutch
/// system's input for the round after the last one played (C.04.3 on players, for
/// `kup engine --system dutch`). Read of each player: the score in half points (the `001`
/// codes under the default scoring, record 162's defaults, as [`points_of`]); the opponents
/// and colours of the games played (`1 = 0 W D L` against an opponent: A.6 and C.1 count
/// only those); a float per round (A.4: the score before the round against the opponent's,
/// a round without a game a downfloat); the bye bar of C.2 (a pairing-allocated bye `U`, or
/// a forfeit win `+`); absent in the next round when record `240 Z` names him; kept apart
/// from the players of a record `260` covering the round. Record 142 (or `XXR`) is required:
/// A.7's topscorers exist only in the last round. The initial-colour is record 152 (or
/// `XXC`), else White.
pub fn individual_dutch_input(text: &str) -> Result<(DutchInput, Vec<Note>), ImportError> {
    let p = parse(text);
    if !p.teams_310.is_empty() || !p.teams_013.is_empty() {
        return Err(Msg::TrfIndividualHasTeams.into());
    }
    if p.players.is_empty() {
        return Err(Msg::TrfIndividualNoPlayers.into());
    }
    let Some(total_rounds) = p.rounds else {
        return Err(ImportError(rounds_missing(Msg::TrfRoundsRuleDutch)));
    };
    let played = p
        .players
        .values()
        .filter_map(|player| player.rounds.iter().rposition(has_data))
        .map(|last| last + 1)
        .max()
        .unwrap_or(0);
    let round = played as u32 + 1;
    if round > total_rounds {
        return Err(ImportError(
            Text::new(Msg::TrfAllRoundsPlayed).arg("rounds", total_rounds),
        ));
    }
    let blank = Entry {
        opponent: 0,
        colour: '-',
        result: ' ',
    };
    let entry = |number: u32, r: usize| {
        p.players
            .get(&number)
            .and_then(|player| player.rounds.get(r))
            .copied()
            .unwrap_or(blank)
    };
    // `before[r][number]`: the score before round r + 1, in half points.
    let mut before: Vec<BTreeMap<u32, u32>> = vec![p.players.keys().map(|&n| (n, 0)).collect()];
    for r in 0..played {
        let next = before[r]
            .iter()
            .map(|(&n, &score)| (n, score + points_of(entry(n, r).result).0))
            .collect();
        before.push(next);
    }
    let game = |e: &Entry| {
        e.opponent != 0
            && matches!(e.colour, 'w' | 'b')
            && matches!(e.result, '1' | '0' | '=' | 'W' | 'D' | 'L')
    };
    let mut entrants = Vec::new();
    for &number in p.players.keys() {
        let mut entrant = Entrant {
            number: number as usize,
            score: before[played][&number],
            opponents: Vec::new(),
            forbidden: Vec::new(),
            colours: Vec::new(),
            floats: Vec::new(),
            bye_barred: false,
            arrived: false,
            present: !p
                .absences
                .iter()
                .any(|&(_, r, who)| r == round && who == number),
        };
        for (r, scores) in before.iter().enumerate().take(played) {
            let e = entry(number, r);
            entrant.bye_barred |= matches!(e.result, 'U' | '+' | 'F');
            entrant.arrived |= e.opponent != 0 || matches!(e.result, 'U' | '+');
            let opponent_score = scores.get(&e.opponent);
            let Some(&opponent_score) = opponent_score.filter(|_| game(&e)) else {
                // 1.4.3: a round without a game is a downfloat only when it scored more
                // than a loss (a bye, a forfeit win).
                entrant
                    .floats
                    .push(if points_of(e.result) > HalfPoints::ZERO {
                        Float::Down
                    } else {
                        Float::None
                    });
                continue;
            };
            entrant.opponents.push(e.opponent as usize);
            entrant.colours.push(if e.colour == 'w' {
                Colour::White
            } else {
                Colour::Black
            });
            entrant
                .floats
                .push(Float::of_game(scores[&number], opponent_score));
        }
        for (_, first, last, players) in &p.kept_apart {
            if (*first..=*last).contains(&round) && players.contains(&number) {
                entrant.forbidden.extend(
                    players
                        .iter()
                        .filter(|&&other| other != number)
                        .map(|&other| other as usize),
                );
            }
        }
        entrants.push(entrant);
    }
    let input = DutchInput {
        entrants,
        round,
        total_rounds,
        win: 2,
        initial: p.initial_colour.map_or(Colour::White, |(_, c)| c),
    };
    Ok((input, p.notes))
}
