//! The reader: TRF lines into the records they hold, with a note for every field it cannot use.

use std::collections::{BTreeMap, HashMap};

use chrono::NaiveDate;

use super::{Entry, FIRST_ROUND_COLUMN, ImportError, Note, at_line, rating_out_of_range};
use crate::core::PlayerData;
use crate::core::model::{Colour, HalfPoints, TournamentInfo};
use crate::core::rules::{Award, MatchPoints};
use crate::i18n::{Msg, Text};
use crate::interop::columns::field;

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

#[derive(Debug, Clone)]
pub(super) struct ParsedPlayer {
    pub(super) line: usize,
    pub(super) data: PlayerData,
    pub(super) rounds: Vec<Entry>,
}

#[derive(Debug, Clone)]
pub(super) struct ParsedTeam {
    pub(super) line: usize,
    pub(super) tpn: u32,
    pub(super) name: String,
    pub(super) players: Vec<u32>,
}

/// A record 299 line with a blank type (a penalty or bonus).
#[derive(Debug, Clone)]
pub(super) struct Adjustment {
    pub(super) line: usize,
    pub(super) round: u32,
    /// In halves; `None` (blank) on a player's line.
    pub(super) match_points: Option<i64>,
    /// Game points or a player's points, in halves.
    pub(super) points: i64,
    pub(super) ids: Vec<u32>,
}

/// A team's round in record 802.
#[derive(Debug, Clone, Copy)]
pub(super) enum TeamRound {
    Match {
        opponent: u32,
        white: Option<bool>,
        game_points: Option<HalfPoints>,
    },
    PairingBye,
    OtherBye,
}

#[derive(Debug, Default)]
pub(super) struct Parsed {
    pub(super) info: TournamentInfo,
    pub(super) rounds: Option<u32>,
    /// The line of record 142 (or `XXR`).
    pub(super) rounds_line: Option<usize>,
    /// Record 132: the date of each round, round 1 first.
    pub(super) round_dates: Vec<Option<NaiveDate>>,
    /// Record 152 (or JaVaFo's `XXC white1`/`black1`), with its line.
    pub(super) initial_colour: Option<(usize, Colour)>,
    /// Records 202 and 212: (line, descriptors).
    pub(super) tiebreaks_202: Option<(usize, Vec<String>)>,
    pub(super) tiebreaks_212: Option<(usize, Vec<String>)>,
    pub(super) type_code: Option<(usize, String)>,
    pub(super) board_colours: Option<(usize, String)>,
    pub(super) match_points: Option<MatchPoints>,
    pub(super) players: BTreeMap<u32, ParsedPlayer>,
    pub(super) national: Vec<(usize, u32, u16)>,
    pub(super) teams_310: Vec<ParsedTeam>,
    pub(super) teams_013: Vec<ParsedTeam>,
    /// (round, team) → (line, scheduled opponent, players board by board; 0 = empty board)
    pub(super) out_of_order: HashMap<(u32, u32), (usize, u32, Vec<u32>)>,
    pub(super) pab: Option<(usize, Award, Vec<u32>)>,
    /// (round, white team, black team, line, kind)
    pub(super) forfeits: Vec<(u32, u32, u32, usize, String)>,
    /// (line, round, team) from `240 Z`
    pub(super) absences: Vec<(usize, u32, u32)>,
    /// Penalties from `299`.
    pub(super) adjustments: Vec<Adjustment>,
    /// (line, first round, last round, teams) from `260`
    pub(super) kept_apart: Vec<(usize, u32, u32, Vec<u32>)>,
    pub(super) team_rounds: HashMap<(u32, u32), (usize, TeamRound)>,
    pub(super) team_points: HashMap<u32, (Option<HalfPoints>, Option<HalfPoints>)>,
    pub(super) team_ranks: HashMap<u32, usize>,
    pub(super) notes: Vec<Note>,
    pub(super) unused_tags: BTreeMap<String, usize>,
    /// The first line whose values cannot be trusted at all, said with its line.
    refusal: Option<Text>,
}

impl Parsed {
    pub(super) fn note(&mut self, line: usize, message: impl Into<Text>) {
        self.notes.push(Note {
            line: Some(line),
            message: message.into(),
        });
    }

    /// The file is refused at `line`: the first such line is the one reported.
    fn refuse(&mut self, line: usize, message: impl Into<Text>) {
        if self.refusal.is_none() {
            self.refusal = Some(at_line(line, message.into()));
        }
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

/// The records read by their columns, each by one parser of the same shape: the record's
/// line number and characters in, its facts (or notes) into [`Parsed`].
type RecordParser = fn(&mut Parsed, usize, &[char]);

const RECORD_PARSERS: &[(&str, RecordParser)] = &[
    ("362", parse_362),
    ("001", parse_player),
    ("013", parse_team_013),
    ("310", parse_team_310),
    ("300", parse_300),
    ("320", parse_320),
    ("330", parse_330),
    ("240", parse_240),
    ("260", parse_260),
    ("299", parse_299),
    ("802", parse_802),
];

/// Record 132: the date of round r (`YY/MM/DD`) at the round's columns; `None` where
/// blank or unreadable.
fn round_dates(chars: &[char]) -> Vec<Option<NaiveDate>> {
    (0..)
        .map(|r| FIRST_ROUND_COLUMN + 10 * r)
        .take_while(|column| *column <= chars.len())
        .map(|column| NaiveDate::parse_from_str(&field(chars, column, column + 7), "%y/%m/%d").ok())
        .collect()
}

/// The records of `text`, or the refusal of the first line that cannot be trusted.
pub(super) fn parse(text: &str) -> Result<Parsed, ImportError> {
    let mut p = read_records(text);
    match p.refusal.take() {
        Some(refusal) => Err(ImportError(refusal)),
        None => Ok(p),
    }
}

fn read_records(text: &str) -> Parsed {
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
            "132" => p.round_dates = round_dates(&chars),
            "102" => p.info.chief_arbiter = value,
            "112" => p.info.deputy_arbiters.push(value),
            "122" => p.info.time_control = value,
            // XXR: JaVaFo's TRF(x) record that 142 replaces (§4.8).
            "142" | "XXR" => {
                p.rounds_line = Some(number);
                p.rounds = parse_number(&mut p, number, &value, || {
                    Text::new(Msg::TrfWhereRecordField)
                        .arg("record", &tag)
                        .arg_text("field", Msg::TrfFieldRounds.into())
                })
            }
            "152" | "XXC" => parse_initial_colour(&mut p, number, &tag, &value),
            "192" => p.type_code = Some((number, value.to_uppercase())),
            "352" => p.board_colours = Some((number, value.to_uppercase())),
            _ if let Some((_, parse_record)) = RECORD_PARSERS.iter().find(|(t, _)| *t == tag) => {
                parse_record(&mut p, number, &chars)
            }
            "062" | "072" | "082" | "092" | "162" | "172" | "182" | "202" | "212" | "222"
            | "801" => {
                let descriptors = || {
                    (
                        number,
                        value.split(',').map(|d| d.trim().to_string()).collect(),
                    )
                };
                match tag.as_str() {
                    "202" => p.tiebreaks_202 = Some(descriptors()),
                    "212" => p.tiebreaks_212 = Some(descriptors()),
                    _ => {
                        p.unused_tags.entry(tag).or_insert(number);
                    }
                }
            }
            _ if tag.len() == 3
                && tag.chars().all(|c| c.is_ascii_uppercase())
                && chars.get(3) == Some(&' ')
                && !tag.starts_with("XX")
                && !tag.starts_with("BB") =>
            {
                parse_national(&mut p, number, &chars);
            }
            _ => p.note(number, Text::new(Msg::TrfUnknownRecord).arg("tag", &tag)),
        }
    }
    p
}

/// An NRS record (national rating, TRF-2026): columns 5–8 the player's starting rank,
/// 49–52 the rating. A rating without a player to put it on is noted, not kept.
fn parse_national(p: &mut Parsed, line: usize, chars: &[char]) {
    let nrs_columns = |from: usize, to: usize, field: Msg| {
        move || {
            Text::new(Msg::TrfWhereNrsColumns)
                .arg("from", from)
                .arg("to", to)
                .arg_text("field", field.into())
        }
    };
    let player = parse_number(
        p,
        line,
        &field(chars, 5, 8),
        nrs_columns(5, 8, Msg::FieldStartingNumber),
    );
    let rating = parse_number(
        p,
        line,
        &field(chars, 49, 52),
        nrs_columns(49, 52, Msg::FieldNationalRating),
    );
    match (player, rating) {
        (Some(player), Some(rating)) => p.national.push((line, player, rating)),
        (None, Some(rating)) => p.note(
            line,
            Text::new(Msg::TrfNationalWithoutNumber).arg("rating", rating),
        ),
        _ => {}
    }
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

/// The blank columns of record 001, each with the field it closes (its name and
/// columns): a character in one means the line's columns have moved.
const PLAYER_BLANKS: &[(usize, Msg, usize, usize)] = &[
    (9, Msg::FieldStartingNumber, 5, 8),
    (14, Msg::FieldTitle, 11, 13),
    (48, Msg::FieldName, 15, 47),
    (53, Msg::FieldFideRating, 49, 52),
    (57, Msg::FieldFederation, 54, 56),
    (69, Msg::FieldFideId, 58, 68),
    (80, Msg::TrfFieldBirthDate, 70, 79),
    (85, Msg::TrfFieldPoints, 81, 84),
    (90, Msg::TrfFieldRank, 86, 89),
    (91, Msg::TrfFieldRank, 86, 89),
];

/// The blanks of each round's ten columns, from its first: after the opponent (0-3),
/// after the colour (5) and after the result (6).
const ROUND_BLANKS: &[(usize, Msg, usize, usize)] = &[
    (4, Msg::TrfFieldOpponent, 0, 3),
    (6, Msg::TrfFieldColour, 5, 5),
    (8, Msg::TrfFieldResult, 7, 7),
    (9, Msg::TrfFieldResult, 7, 7),
];

/// The first blank column of a `001` record that holds a character, as the refusal that
/// names it and the field it closes. A shifted line is refused rather than noted because
/// none of its values can be trusted: a FIDE ID cut by a digit names another player, and
/// a round read one column off gives the wrong opponent and result.
fn shifted_column(chars: &[char]) -> Option<Text> {
    let rounds = (0..)
        .map(|r| FIRST_ROUND_COLUMN + 10 * r)
        .take_while(|first| *first <= chars.len())
        .flat_map(|first| {
            ROUND_BLANKS
                .iter()
                .map(move |&(at, what, from, to)| (first + at, what, first + from, first + to))
        });
    let (column, what, from, to) = PLAYER_BLANKS
        .iter()
        .copied()
        .chain(rounds)
        .find(|(column, ..)| chars.get(column - 1).is_some_and(|c| *c != ' '))?;
    Some(
        Text::new(Msg::TrfColumnsShifted)
            .arg("column", column)
            .arg("found", chars[column - 1])
            .arg_text("where", record_columns("001", from, to, what)()),
    )
}

/// Record 001: a player's starting rank, name, rating, federation, FIDE id, birth year
/// and a game per round.
fn parse_player(p: &mut Parsed, line: usize, chars: &[char]) {
    if let Some(refusal) = shifted_column(chars) {
        p.refuse(line, refusal);
        return;
    }
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
    // In column order, so that the notes come in the order the reader meets the fields.
    let fide_rating = player_rating(p, line, chars);
    let federation = player_federation(p, line, chars);
    let fide_id = parse_number::<u64>(
        p,
        line,
        &field(chars, 58, 68),
        record_columns("001", 58, 68, Msg::FieldFideId),
    )
    .filter(|id| *id != 0);
    let birth_year = player_birth_year(p, line, chars);
    let data = PlayerData {
        surname,
        given_name: given,
        fide_id,
        fide_rating,
        title: field(chars, 11, 13),
        federation,
        birth_year,
        ..PlayerData::default()
    };
    let rounds = player_games(p, line, chars);
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

/// Columns 49–52: the FIDE rating, none when 0, noted and dropped outside 100–3500.
fn player_rating(p: &mut Parsed, line: usize, chars: &[char]) -> Option<u16> {
    let rating = parse_number::<u16>(
        p,
        line,
        &field(chars, 49, 52),
        record_columns("001", 49, 52, Msg::FieldFideRating),
    )
    .filter(|r| *r != 0);
    match rating {
        Some(r) if !(100..=3500).contains(&r) => {
            let place = record_columns("001", 49, 52, Msg::FieldFideRating)();
            p.note(line, rating_out_of_range(place, r));
            None
        }
        other => other,
    }
}

/// Columns 54–56: three capital letters, or nothing (anything else is noted and dropped).
fn player_federation(p: &mut Parsed, line: usize, chars: &[char]) -> String {
    let federation = field(chars, 54, 56).to_uppercase();
    if federation.is_empty()
        || federation.len() == 3 && federation.chars().all(|c| c.is_ascii_uppercase())
    {
        return federation;
    }
    p.note(
        line,
        Text::new(Msg::TrfFederation)
            .arg_text(
                "where",
                record_columns("001", 54, 56, Msg::FieldFederation)(),
            )
            .arg("federation", &federation),
    );
    String::new()
}

/// Columns 70–79 (`YYYY/MM/DD`, often `YYYY/00/00`): the year, none when blank or 0;
/// a date that does not start with a year, or a year outside 1900–2100, is noted and
/// dropped.
fn player_birth_year(p: &mut Parsed, line: usize, chars: &[char]) -> Option<i32> {
    let written = field(chars, 70, 79);
    if written.is_empty() {
        return None;
    }
    let place = record_columns("001", 70, 79, Msg::TrfFieldBirthDate);
    let year = written
        .get(..4)
        .filter(|y| y.chars().all(|c| c.is_ascii_digit()))
        .and_then(|y| y.parse::<i32>().ok());
    match year {
        Some(0) => None,
        Some(y) if (1900..=2100).contains(&y) => Some(y),
        _ => {
            p.note(
                line,
                Text::new(Msg::TrfBirthYear)
                    .arg_text("where", place())
                    .arg("text", written),
            );
            None
        }
    }
}

/// The games from column 92 on, ten columns a round: opponent (4), colour, result.
fn player_games(p: &mut Parsed, line: usize, chars: &[char]) -> Vec<Entry> {
    let mut rounds = Vec::new();
    let mut col = FIRST_ROUND_COLUMN;
    while col <= chars.len() {
        rounds.push(player_game(p, line, chars, col, rounds.len() + 1));
        col += 10;
    }
    rounds
}

/// The game of `round` at column `col`; a field that does not read is noted and taken
/// as no game.
fn player_game(p: &mut Parsed, line: usize, chars: &[char], col: usize, round: usize) -> Entry {
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
    match opponent {
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
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// FIDE's sample 001 line (TRF-2026, `docs/rules/fide-trf.md#player-record`): starting rank 2
    /// at 5–8, name at 15–47, rating 2540 at 49–52, UKR at 54–56, FIDE id 70223454321 at 58–68,
    /// born 1992/00/00 at 70–79, round 1 from column 92: opponent 24, White, a draw.
    const PLAYER: &str = "001    2      Test0002 Player0002               2540 UKR 70223454321 \
                          1992/00/00  6.5   51    24 w =    51 b 0";

    #[test]
    fn a_player_record_reads_by_its_columns() {
        let p = parse(PLAYER).unwrap();
        let player = &p.players[&2];
        assert_eq!(player.data.surname, "Test0002 Player0002");
        assert_eq!(player.data.fide_rating, Some(2540));
        assert_eq!(player.data.federation, "UKR");
        assert_eq!(player.data.fide_id, Some(70223454321));
        assert_eq!(player.data.birth_year, Some(1992));
        let games: Vec<(u32, char, char)> = player
            .rounds
            .iter()
            .map(|e| (e.opponent, e.colour, e.result))
            .collect();
        assert_eq!(games, [(24, 'w', '='), (51, 'b', '0')]);
        assert!(p.notes.is_empty());
    }

    #[test]
    fn a_field_that_does_not_read_is_noted_and_dropped() {
        let mut p = Parsed::default();
        let line: Vec<char> = "001    3      X, Y                              9999 U1A"
            .chars()
            .collect();
        assert_eq!(player_rating(&mut p, 7, &line), None);
        assert_eq!(player_federation(&mut p, 7, &line), "");
        assert_eq!(p.notes.len(), 2);
        let game: Vec<char> = format!("{:91}  12 x 1", "").chars().collect();
        let entry = player_game(&mut p, 7, &game, FIRST_ROUND_COLUMN, 1);
        assert_eq!((entry.opponent, entry.colour, entry.result), (0, '-', ' '));
    }

    #[test]
    fn each_record_of_the_table_goes_to_its_parser() {
        // `docs/rules/fide-trf.md#team-records`: 330, 5–6 type, 8–10 round, 12–14 White team,
        // 16–18 Black team.
        let p = parse("330 +-   1   3   4").unwrap();
        assert_eq!(p.forfeits.len(), 1);
        assert_eq!(
            (p.forfeits[0].0, p.forfeits[0].1, p.forfeits[0].2),
            (1, 3, 4)
        );
        let mut tags: Vec<&str> = RECORD_PARSERS.iter().map(|(tag, _)| *tag).collect();
        tags.sort_unstable();
        tags.dedup();
        assert_eq!(tags.len(), RECORD_PARSERS.len(), "a tag has one parser");
    }
}
