//! The domain model of a team tournament: plain data, serialised as the RON snapshot.
//!
//! Identity is by stable ids ([`TeamId`], [`PlayerId`]) that are never reused; the
//! *starting number* of a team is its position in [`Tournament::teams`] (1-based), which
//! the arbiter may reorder until round 1 is paired.

use chrono::{DateTime, FixedOffset, NaiveDate};
use chrono_tz::Tz;
use serde::{Deserialize, Serialize};

pub use super::points::HalfPoints;
use super::rules::Regulation;
use super::shared::Shared;
use crate::i18n::{Msg, Text, TextRecord};

/// Version of the snapshot format; bumped on every incompatible change so that a
/// snapshot written by a newer kup is refused instead of misread (2: the snapshot names
/// the last journal record it contains).
pub const FORMAT_VERSION: u32 = 2;

/// Stable identity of a team inside one tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct TeamId(pub u32);

/// Stable identity of a player inside one tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct PlayerId(pub u32);

/// The whole tournament: what one snapshot holds.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tournament {
    pub info: TournamentInfo,
    pub regulation: Regulation,
    /// In starting-number order: `teams[0]` has starting number 1.
    pub teams: Shared<Vec<Team>>,
    /// Each round shared apart, so that a change to one copies only that one.
    pub rounds: Vec<Shared<Round>>,
    /// Drawings of lots (pairing numbers, final ranking), kept so they can be shown and
    /// reproduced.
    #[serde(default)]
    pub lots: Vec<LotDraw>,
    /// The initial-colour of a Swiss (C.04.6 4.1), fixed when round 1 is paired: by the lot
    /// recorded in `lots`, or chosen by the arbiter.
    #[serde(default)]
    pub initial_colour: Option<Colour>,
    /// Sanctions imposed under the regulation, kept apart from the results as played.
    #[serde(default)]
    pub penalties: Vec<Penalty>,
    /// Teams the organiser keeps apart (e.g. two teams of one club), TRF-2026 record 260.
    #[serde(default)]
    pub kept_apart: Vec<KeptApart>,
    /// Play-offs for places the chain left tied (`Regulation::playoff_places`), as played.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub playoffs: Vec<PlayoffRecord>,
    /// Next free ids; ids are never reused so that history and journal stay unambiguous.
    pub next_team_id: u32,
    pub next_player_id: u32,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TournamentInfo {
    pub name: String,
    #[serde(default)]
    pub venue: String,
    #[serde(default)]
    pub city: String,
    /// Federation of the organiser (three-letter FIDE code, e.g. `CRO`, `SLO`); players of
    /// another federation count as foreign.
    #[serde(default)]
    pub federation: String,
    /// The hall's time zone (IANA, e.g. `Europe/Zagreb`): every local time of the event is
    /// read and shown in it. Absent from events written before events carried one, which
    /// take their federation's (`core::calendar::hall_zone`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_zone: Option<Tz>,
    #[serde(default)]
    pub start_date: Option<NaiveDate>,
    #[serde(default)]
    pub end_date: Option<NaiveDate>,
    #[serde(default)]
    pub chief_arbiter: String,
    #[serde(default)]
    pub deputy_arbiters: Vec<String>,
    #[serde(default)]
    pub time_control: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Team {
    pub id: TeamId,
    pub name: String,
    #[serde(default)]
    pub club: String,
    #[serde(default)]
    pub city: String,
    /// The roster in base-lineup order (osnovni sastav): `roster[0]` is board 1.
    pub roster: Vec<Player>,
    /// The team no longer takes part from this round on (1-based); earlier results stand.
    #[serde(default)]
    pub withdrawn_from_round: Option<u32>,
    /// A late entry (GHR 2.4): the team is paired from this round on (1-based).
    #[serde(default)]
    pub joins_at_round: Option<u32>,
    /// Players the chief arbiter added although the regulation closes the roster once the
    /// team has started (`Regulation::roster_closed`), so `kup check` can say so.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub admitted_late: Vec<LateAdmission>,
}

/// A player added to a closed roster by the chief arbiter's override.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LateAdmission {
    pub player: PlayerId,
    /// The rounds paired when he was added.
    pub after_round: u32,
}

impl Team {
    pub fn player(&self, id: PlayerId) -> Option<&Player> {
        self.roster.iter().find(|p| p.id == id)
    }

    /// Whether the team's roster is closed to new players: the regulation closes it and the
    /// team's first round is paired.
    pub fn roster_closed(&self, regulation: &Regulation, paired_rounds: usize) -> bool {
        regulation.roster_closed && paired_rounds as u32 >= self.joins_at_round.unwrap_or(1)
    }

    /// Whether the team is to be paired in `round` (1-based).
    pub fn plays_in_round(&self, round: u32) -> bool {
        self.joins_at_round.is_none_or(|r| round >= r)
            && self.withdrawn_from_round.is_none_or(|r| round < r)
    }
}

/// A player. On a roster `Id` is the player's [`PlayerId`]; a command that enters or
/// edits a player carries the same facts without one ([`PlayerData`]), since the
/// tournament gives the id. One type serves both, so a fact added to a player is added to
/// the command that sets it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player<Id: IdSlot = PlayerId> {
    /// Left out of the file where there is none ([`NoId`]).
    #[serde(skip_serializing_if = "IdSlot::is_absent")]
    pub id: Id,
    pub surname: String,
    pub given_name: String,
    #[serde(default)]
    pub fide_id: Option<u64>,
    #[serde(default)]
    pub fide_rating: Option<u16>,
    #[serde(default)]
    pub national_rating: Option<u16>,
    #[serde(default)]
    pub title: String,
    /// FIDE federation code under which the rating list registers the player.
    #[serde(default)]
    pub federation: String,
    /// Citizenship (three-letter code); empty means the organiser's country.
    #[serde(default)]
    pub citizenship: String,
    #[serde(default)]
    pub birth_year: Option<i32>,
    /// Registered with the national federation for this season and this club.
    #[serde(default = "yes")]
    pub registered: bool,
    /// When the arbiter added him to the roster, on the hall's clock: checked against the
    /// regulation's roster deadline (`Regulation::roster_deadline`). `None` for a player
    /// imported or entered before kup kept the time.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entered: Option<DateTime<FixedOffset>>,
}

/// The editable facts of a player (everything but the id), as `AddPlayer` and
/// `EditPlayer` carry them.
pub type PlayerData = Player<NoId>;

/// What a player's id can be: a [`PlayerId`], or [`NoId`] before the tournament gives one.
pub trait IdSlot {
    /// Whether there is no id to write.
    fn is_absent(&self) -> bool;
}

impl IdSlot for PlayerId {
    fn is_absent(&self) -> bool {
        false
    }
}

/// The id of a player the tournament has not yet given one. It is never written, and a
/// missing `id` reads as it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct NoId;

impl IdSlot for NoId {
    fn is_absent(&self) -> bool {
        true
    }
}

impl Serialize for NoId {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_none()
    }
}

/// A missing field is handed to `deserialize_option` as "none", so `NoId` reads from an
/// absent `id`; a present one must be `None`.
impl<'de> Deserialize<'de> for NoId {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Option::<serde::de::IgnoredAny>::deserialize(deserializer)?.map_or(Ok(NoId), |_| {
            Err(serde::de::Error::custom("a player's data has no id"))
        })
    }
}

fn yes() -> bool {
    true
}

impl<Id: IdSlot> Player<Id> {
    /// "Surname, Given" as on every list.
    pub fn full_name(&self) -> String {
        if self.given_name.is_empty() {
            self.surname.clone()
        } else {
            format!("{}, {}", self.surname, self.given_name)
        }
    }

    /// The same facts under another id.
    pub fn with_id<New: IdSlot>(self, id: New) -> Player<New> {
        Player {
            id,
            surname: self.surname,
            given_name: self.given_name,
            fide_id: self.fide_id,
            fide_rating: self.fide_rating,
            national_rating: self.national_rating,
            title: self.title,
            federation: self.federation,
            citizenship: self.citizenship,
            birth_year: self.birth_year,
            registered: self.registered,
            entered: self.entered,
        }
    }
}

/// A player's facts, to edit them.
impl From<&Player> for PlayerData {
    fn from(p: &Player) -> Self {
        p.clone().with_id(NoId)
    }
}

/// A new player is registered unless the arbiter says otherwise (a derived `Default`
/// would make every player built from it unregistered).
impl Default for PlayerData {
    fn default() -> Self {
        Player {
            id: NoId,
            surname: String::new(),
            given_name: String::new(),
            fide_id: None,
            fide_rating: None,
            national_rating: None,
            title: String::new(),
            federation: String::new(),
            citizenship: String::new(),
            birth_year: None,
            registered: true,
            entered: None,
        }
    }
}

/// One round: its schedule, the pairing, the lineups and what happened on the boards.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Round {
    #[serde(default)]
    pub scheduled_start: Option<DateTime<FixedOffset>>,
    /// When the arbiter actually started the clocks.
    #[serde(default)]
    pub actual_start: Option<DateTime<FixedOffset>>,
    #[serde(default)]
    pub venue: String,
    /// Matches in table order: `matches[0]` is table 1.
    pub matches: Vec<Match>,
    /// The team that received the pairing-allocated bye, if any.
    #[serde(default)]
    pub bye: Option<TeamId>,
    /// Teams that announced their absence and are not paired (GHR 3.3).
    #[serde(default)]
    pub absent: Vec<TeamId>,
    /// Lineups handed in for this round; shared apart from the matches, so that a result
    /// does not copy them.
    #[serde(default)]
    pub lineups: Shared<Vec<Lineup>>,
    /// Seed of the lot that decided the initial colour or pairing numbers, if one was drawn.
    #[serde(default)]
    pub seed: Option<u64>,
    /// Teams whose lineup of this round the arbiter has locked: a captain's phone can no
    /// longer change it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub locked_lineups: Vec<TeamId>,
}

impl Round {
    pub fn lineup(&self, team: TeamId) -> Option<&Lineup> {
        self.lineups.iter().find(|l| l.team == team)
    }

    pub fn match_of(&self, team: TeamId) -> Option<(usize, &Match)> {
        self.matches
            .iter()
            .enumerate()
            .find(|(_, m)| m.home == team || m.away == team)
    }

    /// A round counts as paired once it has matches or a bye.
    pub fn is_paired(&self) -> bool {
        !self.matches.is_empty() || self.bye.is_some()
    }
}

/// The players a team fields in a round, board 1 first.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lineup {
    pub team: TeamId,
    pub players: Vec<PlayerId>,
    /// When the captain handed it in (checked against the preset's window).
    #[serde(default)]
    pub handed_in: Option<DateTime<FixedOffset>>,
    /// The players in the order they actually sat, board 1 first, when the arbiter found
    /// them seated otherwise than `players` puts them (see `core::lineup::wrong_boards`).
    #[serde(default)]
    pub seated: Option<Vec<PlayerId>>,
    /// Handed in by the team's captain from a phone (`kup serve --captains`) and not changed
    /// by the arbiter since: published only when the regulation's window has closed.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub from_phone: bool,
}

impl Lineup {
    /// Who played on each board: the seating found by the arbiter, else the lineup.
    pub fn as_played(&self) -> &[PlayerId] {
        self.seated.as_deref().unwrap_or(&self.players)
    }
}

/// A match between two teams. The first-named team (`home`) has White on the odd boards
/// (1, 3, ...), as every kup regulation prescribes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Match {
    pub home: TeamId,
    pub away: TeamId,
    /// One entry per board, board 1 first; always exactly `regulation.boards` long.
    pub boards: Vec<BoardGame>,
    /// Only the match score is known (historic import without board detail).
    #[serde(default)]
    pub score_only: Option<MatchScore>,
}

impl Match {
    pub fn new(home: TeamId, away: TeamId, boards: usize) -> Self {
        Match {
            home,
            away,
            boards: vec![BoardGame::default(); boards],
            score_only: None,
        }
    }

    /// Whether the home and the away team did not appear: every one of its players lost by
    /// forfeit (a double forfeit is lost by both). A team that did not appear loses the
    /// match by forfeit also when its opponent is itself incomplete (mzz-2012 ¶14: the
    /// winner's "rezultat meča je 4:0").
    pub fn absent_sides(&self) -> (bool, bool) {
        let all = |lost: fn(GameResult) -> bool| {
            !self.boards.is_empty()
                && self
                    .boards
                    .iter()
                    .enumerate()
                    .all(|(i, b)| lost(b.result.seen_from(home_colour(i))))
        };
        use GameResult::{BlackForfeitWin, DoubleForfeit, WhiteForfeitWin};
        (
            all(|r| matches!(r, BlackForfeitWin | DoubleForfeit)),
            all(|r| matches!(r, WhiteForfeitWin | DoubleForfeit)),
        )
    }

    pub fn opponent_of(&self, team: TeamId) -> Option<TeamId> {
        if team == self.home {
            Some(self.away)
        } else if team == self.away {
            Some(self.home)
        } else {
            None
        }
    }
}

/// The game points of both teams in one match, in halves: `MatchScore { home: HalfPoints(5),
/// away: HalfPoints(3) }` is 2½-1½.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchScore {
    pub home: HalfPoints,
    pub away: HalfPoints,
}

/// One board of a match: result and who has sat down.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardGame {
    pub result: GameResult,
    /// When the White player arrived at the board.
    #[serde(default)]
    pub white_arrived: Option<DateTime<FixedOffset>>,
    #[serde(default)]
    pub black_arrived: Option<DateTime<FixedOffset>>,
}

/// Colour on a board, from the board number: the first-named team has White on odd boards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    /// The colour's name in the catalogue.
    pub fn label(self) -> crate::i18n::Msg {
        match self {
            Colour::White => crate::i18n::Msg::ColourWhite,
            Colour::Black => crate::i18n::Msg::ColourBlack,
        }
    }

    /// The colour's name as the initial-colour of a Swiss (C.04.6 4.1), which agrees in
    /// gender with "colour" where the language asks for it.
    pub fn initial_colour_label(self) -> crate::i18n::Msg {
        match self {
            Colour::White => crate::i18n::Msg::PairingInitialWhite,
            Colour::Black => crate::i18n::Msg::PairingInitialBlack,
        }
    }

    /// The colour's initial on a board row (W, B; hr B, C; sl B, Č).
    pub fn initial(self) -> crate::i18n::Msg {
        match self {
            Colour::White => crate::i18n::Msg::WhiteInitial,
            Colour::Black => crate::i18n::Msg::BlackInitial,
        }
    }

    pub fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// Which team of a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Side {
    Home,
    Away,
}

/// The colour of the first-named team's player on `board` (0-based index).
pub fn home_colour(board: usize) -> Colour {
    if board.is_multiple_of(2) {
        Colour::White
    } else {
        Colour::Black
    }
}

/// The result of one game, in chess notation: White's score first.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameResult {
    #[default]
    NotPlayed,
    WhiteWins,
    Draw,
    BlackWins,
    /// `+-`: White wins by forfeit (Black did not play).
    WhiteForfeitWin,
    /// `-+`: Black wins by forfeit.
    BlackForfeitWin,
    /// `--`: neither player played; both lose.
    DoubleForfeit,
}

impl GameResult {
    /// Points of White and Black, in halves; `None` while the game is not yet decided.
    pub fn points(self) -> Option<(HalfPoints, HalfPoints)> {
        use GameResult::*;
        Some(match self {
            NotPlayed => return None,
            WhiteWins | WhiteForfeitWin => (HalfPoints(2), HalfPoints(0)),
            Draw => (HalfPoints(1), HalfPoints(1)),
            BlackWins | BlackForfeitWin => (HalfPoints(0), HalfPoints(2)),
            DoubleForfeit => (HalfPoints(0), HalfPoints(0)),
        })
    }

    /// Whether the game was played over the board.
    pub fn is_played(self) -> bool {
        matches!(
            self,
            GameResult::WhiteWins | GameResult::Draw | GameResult::BlackWins
        )
    }

    pub fn is_forfeit(self) -> bool {
        matches!(
            self,
            GameResult::WhiteForfeitWin | GameResult::BlackForfeitWin | GameResult::DoubleForfeit
        )
    }

    /// The notation used on forms, the CLI and exports.
    pub fn notation(self) -> &'static str {
        use GameResult::*;
        match self {
            NotPlayed => "",
            WhiteWins => "1-0",
            Draw => "½-½",
            BlackWins => "0-1",
            WhiteForfeitWin => "+-",
            BlackForfeitWin => "-+",
            DoubleForfeit => "--",
        }
    }

    /// The notation read from the side of the player who has `first`: chess notation
    /// (White first) for White, mirrored for Black. A board row names the first-named
    /// team's player first, so the result on it reads in that order (`0-1` where that
    /// player had Black and won is written `1-0` there).
    pub fn read_by(self, first: Colour) -> &'static str {
        self.seen_from(first).notation()
    }

    /// The result with the player who has `first` in White's place: itself for White,
    /// mirrored for Black. Its own inverse, so it also turns a result read in a board
    /// row's order back into chess notation.
    pub fn seen_from(self, first: Colour) -> GameResult {
        match first {
            Colour::White => self,
            Colour::Black => self.mirrored(),
        }
    }

    /// Board `board` (0-based) of a match read in its row's order, each player's colour
    /// marked: `B 1-0 W` where the first-named team's player had Black and won.
    pub fn on_board(self, board: usize) -> Text {
        let first = home_colour(board);
        Text::new(Msg::BoardResultRead)
            .arg_text("first", Text::new(first.initial()))
            .arg("result", self.read_by(first))
            .arg_text("second", Text::new(first.opposite().initial()))
    }

    /// The same game with the colours exchanged.
    pub fn mirrored(self) -> GameResult {
        use GameResult::*;
        match self {
            WhiteWins => BlackWins,
            BlackWins => WhiteWins,
            WhiteForfeitWin => BlackForfeitWin,
            BlackForfeitWin => WhiteForfeitWin,
            same => same,
        }
    }

    /// Reads `1-0`, `0-1`, `1/2`, `½-½`, `=`, `+-`, `-+`, `--` (and `+`, `-`, `*`, empty).
    pub fn parse(text: &str) -> Option<GameResult> {
        use GameResult::*;
        Some(match text.trim() {
            "1-0" | "1" => WhiteWins,
            "0-1" | "0" => BlackWins,
            "1/2" | "½" | "½-½" | "1/2-1/2" | "=" | "0.5-0.5" | "5" => Draw,
            "+-" | "+" | "+:-" => WhiteForfeitWin,
            "-+" | "-" | "-:+" => BlackForfeitWin,
            "--" | "*" | "-:-" => DoubleForfeit,
            "" | "clear" | "none" => NotPlayed,
            _ => return None,
        })
    }
}

/// A sanction the arbiter imposes under the regulation. The game result stays as played
/// and the penalty is applied on top of it when scoring, so both stay visible.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Penalty {
    /// Round of the offence (1-based).
    pub round: u32,
    pub team: TeamId,
    pub kind: PenaltyKind,
    /// Which rule, what happened, in English: the arbiter's words, or kup's own wording
    /// of the rule it applies (all that files written before `said` have).
    #[serde(default)]
    pub reason: String,
    /// The same reason as a text, where kup worded it (`kup penalty`, a wrong board), so it
    /// reads in the reader's language; the arbiter's note inside it stays as typed. Absent
    /// from older files and from reasons kup did not word; an older kup ignores it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub said: Option<TextRecord>,
    /// A game lost that was never played over the board (a forfeit the arbiter imposes
    /// for another reason): its result is a forfeit, not rated. `false` for a game on the
    /// board when the penalty fell (a phone, an early draw, a wrong board), whose penalised
    /// result is the game's rated result: FIDE Rating Regulations 5.1 rate "any game where
    /// both players have made at least one move", kzz-2015 čl. 5 "Sve igrane partije će se
    /// rejtingirati", hss-kadeti-2009 čl. 15 "takve partije rejtingiraju se za ELO rejting".
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub forfeit: bool,
}

impl Penalty {
    /// A penalty whose reason kup words: kept as its English and as the text.
    pub fn worded(round: u32, team: TeamId, kind: PenaltyKind, reason: &Text) -> Penalty {
        Penalty {
            round,
            team,
            kind,
            reason: reason.to_string(),
            said: Some(reason.into()),
            forfeit: false,
        }
    }

    /// The same penalty for a game that was not played: its result is a forfeit.
    pub fn as_forfeit(self) -> Penalty {
        Penalty {
            forfeit: true,
            ..self
        }
    }

    /// The reason in whatever language the reader speaks: kup's wording, or the English as
    /// it stands (written before reasons were kept as texts, with a key this kup does not
    /// know, or words kup did not choose).
    pub fn reason_text(&self) -> Text {
        self.said
            .as_ref()
            .and_then(TextRecord::text)
            .unwrap_or_else(|| Text::new(Msg::PenaltyReasonAsWritten).arg("reason", &self.reason))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PenaltyKind {
    /// The team's player on this board (1-based) loses the game; the opponent scores the
    /// win unless he is penalised too (bpz-2025: wrong board; a phone; an early draw).
    GameLost { board: usize },
    /// The team loses all match points of the event (bpz-2025: unregistered player).
    AllMatchPointsLost,
    /// The player may not play for his team in the round after the penalty's round: a
    /// phone in the hall while he was not playing (kzz-2015 čl. 14, hss-kadeti-2009 čl. 15:
    /// "nema pravo nastupa za svoju ekipu u sljedećem kolu"). The score is untouched.
    BarredNextRound { player: PlayerId },
}

/// A forbidden pairing set by the organiser: no two of `teams` may be paired in the rounds
/// `first_round..=last_round` (`None`: to the end). The Swiss treats it as an absolute
/// criterion beside C.04.6 C1 (art. 2.1; `docs/rules/fide-c04-6.md#algorithm`: removed from the
/// graph like C1 pairs, as the FIDE reference engine reads record 260). TRF-2026 record 260 carries
/// it: first round, last round, then the ids that may not meet each other.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KeptApart {
    pub teams: Vec<TeamId>,
    #[serde(default = "first_round")]
    pub first_round: u32,
    #[serde(default)]
    pub last_round: Option<u32>,
}

fn first_round() -> u32 {
    1
}

impl KeptApart {
    /// Whether this forbids pairing `a` with `b` in `round` (1-based).
    pub fn forbids(&self, round: u32, a: TeamId, b: TeamId) -> bool {
        a != b
            && round >= self.first_round
            && self.last_round.is_none_or(|last| round <= last)
            && self.teams.contains(&a)
            && self.teams.contains(&b)
    }
}

/// A play-off between two teams the chain left tied for a place the regulation decides by
/// play-off: its matches as played, the colours of the first drawn by lot with `seed`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayoffRecord {
    pub seed: u64,
    /// In the order played; the first-named team (`home`) has White on board 1. A next
    /// match is added when the regulation's tie rule calls for it.
    pub matches: Vec<Match>,
}

impl PlayoffRecord {
    /// The two teams, first-named of the first match first.
    pub fn teams(&self) -> [TeamId; 2] {
        let first = &self.matches[0];
        [first.home, first.away]
    }

    /// Whether the play-off is between `a` and `b`, in either order.
    pub fn between(&self, a: TeamId, b: TeamId) -> bool {
        let [x, y] = self.teams();
        (x, y) == (a, b) || (x, y) == (b, a)
    }
}

/// A recorded drawing of lots: what was drawn, with which seed, and the outcome, so that
/// the draw can be shown and reproduced.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LotDraw {
    pub purpose: LotPurpose,
    pub seed: u64,
    /// The teams in the order the lot put them.
    pub order: Vec<TeamId>,
    /// The order was drawn elsewhere (at the captains' meeting) and typed in; `seed` is 0.
    #[serde(default)]
    pub entered_by_arbiter: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum LotPurpose {
    /// Pairing numbers of a round robin.
    PairingNumbers,
    /// The initial colour of round 1 of a Swiss (`order[0]` is not used; see round seed).
    InitialColour,
    /// The last criterion of the ranking among teams still tied.
    FinalRanking,
}

impl Tournament {
    pub fn new(info: TournamentInfo, regulation: Regulation) -> Self {
        Tournament {
            info,
            regulation,
            teams: Shared::default(),
            rounds: Vec::new(),
            lots: Vec::new(),
            initial_colour: None,
            penalties: Vec::new(),
            kept_apart: Vec::new(),
            playoffs: Vec::new(),
            next_team_id: 1,
            next_player_id: 1,
        }
    }

    pub fn team(&self, id: TeamId) -> Option<&Team> {
        self.teams.iter().find(|t| t.id == id)
    }

    /// The starting number (1-based) of a team.
    pub fn starting_number(&self, id: TeamId) -> Option<usize> {
        self.teams.iter().position(|t| t.id == id).map(|i| i + 1)
    }

    /// The team with starting number `number` (1-based).
    pub fn team_by_number(&self, number: usize) -> Option<&Team> {
        number.checked_sub(1).and_then(|i| self.teams.get(i))
    }

    /// Whether the organiser forbids pairing `a` with `b` in `round` (TRF-2026 record 260).
    pub fn kept_apart(&self, round: u32, a: TeamId, b: TeamId) -> bool {
        self.kept_apart.iter().any(|k| k.forbids(round, a, b))
    }

    /// The team and roster position of a player.
    pub fn find_player(&self, id: PlayerId) -> Option<(&Team, usize)> {
        self.teams.iter().find_map(|t| {
            t.roster
                .iter()
                .position(|p| p.id == id)
                .map(|position| (t, position))
        })
    }

    /// Number of teams that take part from round 1 (late entries not counted): the field by
    /// which `System::RoundRobinUpTo` decides, once, at round 1 (szs-pokal-2018).
    pub fn round_one_field(&self) -> usize {
        self.teams
            .iter()
            .filter(|t| t.joins_at_round.is_none_or(|r| r <= 1))
            .count()
    }

    /// Whether the event is played as a round robin (Berger tables).
    pub fn is_round_robin(&self) -> bool {
        self.regulation
            .system
            .is_round_robin(self.round_one_field())
    }

    /// The tie-break chain of the system played, which the field at round 1 decides
    /// (szs-pokal-2018 točka 3 and 5: Berger's chain up to 6 teams, else the Swiss one).
    pub fn chain(&self) -> &[crate::core::rules::Tiebreak] {
        self.regulation.chain(self.round_one_field())
    }

    /// Number of rounds that have a pairing.
    pub fn paired_rounds(&self) -> usize {
        self.rounds.iter().take_while(|r| r.is_paired()).count()
    }

    /// The lineup that plays for `team` in round `round_index` (0-based): as seated if the
    /// arbiter recorded the seating, else the one handed in, else the first players of the
    /// base lineup (szs-pokal-2018: "else the base lineup plays").
    pub fn effective_lineup(&self, round_index: usize, team: TeamId) -> Vec<PlayerId> {
        if let Some(lineup) = self.rounds.get(round_index).and_then(|r| r.lineup(team)) {
            return lineup.as_played().to_vec();
        }
        self.base_lineup(team)
    }

    /// The lineup handed in for `team` in round `round_index` (0-based), else the base
    /// lineup: where each player belongs, whatever the seating was.
    pub fn registered_lineup(&self, round_index: usize, team: TeamId) -> Vec<PlayerId> {
        match self.rounds.get(round_index).and_then(|r| r.lineup(team)) {
            Some(lineup) => lineup.players.clone(),
            None => self.base_lineup(team),
        }
    }

    /// The first `boards` players of the roster.
    pub fn base_lineup(&self, team: TeamId) -> Vec<PlayerId> {
        self.team(team)
            .map(|t| {
                t.roster
                    .iter()
                    .take(usize::from(self.regulation.boards))
                    .map(|p| p.id)
                    .collect()
            })
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn data() -> PlayerData {
        PlayerData {
            surname: "Kovač".into(),
            given_name: "Ana".into(),
            fide_rating: Some(2100),
            ..PlayerData::default()
        }
    }

    #[test]
    fn a_players_data_is_written_without_an_id_and_a_rostered_player_with_one() {
        let facts = "surname:\"Kovač\",given_name:\"Ana\",fide_id:None,fide_rating:Some(2100),\
            national_rating:None,title:\"\",federation:\"\",citizenship:\"\",birth_year:None,\
            registered:true)";
        let written = ron::to_string(&data()).expect("serialises");
        assert_eq!(written, format!("({facts}"));
        let player = data().with_id(PlayerId(7));
        let written = ron::to_string(&player).expect("serialises");
        assert_eq!(written, format!("(id:(7),{facts}"));
    }

    #[test]
    fn both_read_back_as_written_and_a_players_id_stays_required() {
        let text = ron::to_string(&data()).expect("serialises");
        assert_eq!(ron::from_str::<PlayerData>(&text).expect("reads"), data());
        let player = data().with_id(PlayerId(7));
        let text = ron::to_string(&player).expect("serialises");
        assert_eq!(ron::from_str::<Player>(&text).expect("reads"), player);
        assert!(ron::from_str::<Player>("(surname: \"Kovač\", given_name: \"\")").is_err());
        let data = ron::from_str::<PlayerData>("(surname: \"Kovač\", given_name: \"Ana\")")
            .expect("the optional facts default");
        assert!(
            data.registered,
            "a player is registered unless the file says otherwise"
        );
    }
}
