//! Regulations as data. Every number and choice a regulation makes is a field here; the
//! five shipped presets are RON files under `sample-data/presets/`, embedded at build time,
//! so no code path asks "which preset is this?".

use std::collections::BTreeMap;

use chrono::{DateTime, FixedOffset, NaiveDate, NaiveTime};
use serde::{Deserialize, Serialize};

use super::points::HalfPoints;
use crate::i18n::{Lang, Msg, Text};

/// One regulation: what the competition rules of an event decide.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Regulation {
    /// Stable identifier, e.g. `kzz-2015`.
    pub id: String,
    /// Title of the regulation as the organiser names the event.
    pub title: String,
    /// Where the rules come from (the original document).
    #[serde(default)]
    pub source: String,
    /// FIDE code of the organiser's federation (`CRO`, `SLO`); a new tournament takes it as
    /// `TournamentInfo::federation`, against which foreign players are counted.
    #[serde(default)]
    pub federation: String,
    /// Boards per match (all presets: 4).
    pub boards: u8,
    /// Reserves allowed beyond the boards: roster size is `boards + max_reserves`.
    pub max_reserves: u8,
    /// The base lineup handed in before round 1 "cannot be changed or supplemented during
    /// the event" (kzz-2015 čl. 6, mzz-2012 ¶5, hss-kadeti-2009 čl. 5): once round 1 is
    /// paired a player is added only by the chief arbiter's override, which `kup check`
    /// reports.
    #[serde(default)]
    pub roster_closed: bool,
    /// When the rosters are due before the event, and which players that covers; a
    /// player added later is flagged (`kup check`) and the full-screen program asks first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub roster_deadline: Option<RosterDeadline>,
    pub system: System,
    /// How a Swiss (also the Swiss of `RoundRobinUpTo`) is paired: C.04.6, or the legacy
    /// team mode. Absent from older files and the presets, which pair by C.04.6; not
    /// written when it is the default, so their files stay as they were.
    #[serde(default, skip_serializing_if = "SwissPairing::is_team_swiss")]
    pub swiss_pairing: SwissPairing,
    /// Match points for a won, drawn and lost match (all presets 2/1/0, SM #13).
    pub match_points: MatchPoints,
    /// Which score brackets are formed by in a Swiss (C.04.6 1.2.1).
    #[serde(default)]
    pub primary_score: PrimaryScore,
    /// What a pairing-allocated bye is worth (C.04.6 1.4 "unless the regulations ... state
    /// otherwise").
    pub bye: Award,
    /// What a match won by forfeit (the opponent did not appear at all) is worth to the
    /// winner, e.g. mzz-2012: 2 MP and 4:0.
    pub forfeit_win: Award,
    /// A team that announced its absence before the round: not paired, and scores this.
    #[serde(default)]
    pub absent: Award,
    pub board_order: BoardOrder,
    /// At most this many foreign players; `None` = no limit. Counted among the players
    /// [`Regulation::foreign_counted`] names.
    #[serde(default)]
    pub max_foreign: Option<u8>,
    /// Whom `max_foreign` counts: the roster, or the players who play.
    #[serde(default)]
    pub foreign_counted: ForeignCounted,
    /// How many teams one club may enter (kzz-2015 čl. 2: one, and a cadet team).
    #[serde(default)]
    pub teams_per_club: TeamsPerClub,
    /// Players must be born in this year or later (cadets: 1993).
    #[serde(default)]
    pub born_from: Option<i32>,
    /// Minutes after the scheduled start at which an absent player loses by default
    /// (FIDE Laws 6.7.1, the "default time"). 0 is the FIDE Laws' own default (2012 art.
    /// 6.6a: "Any player who arrives at the chessboard after the start of the session shall
    /// lose the game"): counted from the actual start, which `core::clock::default_time`
    /// knows only once the round has started.
    pub default_time_minutes: u16,
    /// Whether a player who sits down exactly when the default time runs out still plays.
    #[serde(default)]
    pub default_time_boundary: DefaultTimeBoundary,
    /// Minutes taken off the clock of a player absent at the start (szs-pokal-2018: 15).
    #[serde(default)]
    pub late_clock_deduction_minutes: Option<u16>,
    /// How the starting rank is computed from the rosters.
    pub team_rating: TeamRating,
    /// The ranking chain after match points (the primary score is always first).
    pub tiebreaks: Vec<Tiebreak>,
    /// A different chain when the event is played as a round robin (szs-pokal-2018).
    #[serde(default)]
    pub round_robin_tiebreaks: Option<Vec<Tiebreak>>,
    /// Colour preference model of C.04.6 1.7.
    #[serde(default)]
    pub colour_preferences: ColourPreferences,
    /// Whether the first-team of a pair is chosen by the secondary score after the primary
    /// one. C.04.6 4.2.2: the first-team has "the higher secondary score (unless the rules of
    /// the competition state not to use it)", so the text's default is yes; FIDE's own team
    /// events (record 192 `FIDE_TEAM_TYPEA_MP`) say no, and go from the score to the TPN.
    #[serde(default = "secondary_score_decides_by_default")]
    pub first_team_by_secondary_score: bool,
    /// The round schedule: start and venue of each round, and its lineup window.
    #[serde(default)]
    pub schedule: Vec<ScheduledRound>,
    /// For rounds without a lineup window: a lineup change is due this many minutes before
    /// the round's start (szs-pokal-2018 art. 3: "30 minut pred začetkom tega kola").
    #[serde(default)]
    pub lineup_deadline_minutes: Option<u16>,
    /// What becomes of a lineup change handed in after its window or deadline.
    #[serde(default)]
    pub late_lineup: LateLineup,
    /// Lineups for a round are handed in before it is paired (bpz-2025 čl. 7: "do 08,50 sati
    /// prijava sastava ekipe za prvo kolo", then "od 08,50 sati do 09,00 sati sparivanje"):
    /// the next round takes lineups while it has no pairing yet.
    #[serde(default)]
    pub lineups_before_pairing: bool,
    /// A team playing out of roster order: every player on a wrong board loses (bpz-2025).
    #[serde(default)]
    pub wrong_board_loses: bool,
    /// Fielding an unregistered player costs the team all its match points (bpz-2025).
    #[serde(default)]
    pub unregistered_loses_all_mp: bool,
    /// Late teams may join from the next round (szs-pokal-2018).
    #[serde(default)]
    pub late_entries: bool,
    /// A lineup must fill every board (bpz-2025).
    #[serde(default)]
    pub all_boards_required: bool,
    /// Which player a phone in the hall bars from the team's next round (kzz-2015 čl. 14,
    /// hss-kadeti-2009 čl. 15); `Never` where the text has no such rule.
    #[serde(default)]
    pub next_round_bar: NextRoundBar,
    /// No draw by agreement before this move (text only: the arbiter applies the penalty).
    #[serde(default)]
    pub draw_offer_from_move: Option<u16>,
    /// Whether a draw agreed before that move loses the game for both players (kzz-2015
    /// čl. 5: "bit će kontumacirani"); `false` where the text forbids the draw without
    /// naming a sanction (szs-pokal-2018 3 b): then the chief arbiter decides.
    #[serde(default = "early_draw_forfeits_by_default")]
    pub early_draw_forfeits: bool,
    /// The edition of FIDE C.07 whose unplayed-round rules the tie-breaks follow, where
    /// the regulation names one; `None`: the edition in force on the event's first day.
    #[serde(default)]
    pub tiebreak_edition: Option<C07Edition>,
    /// How a tie that the chain leaves for a place that matters is decided.
    #[serde(default)]
    pub playoff: String,
    /// The places (1 to this) for which a tie still open after the chain (lots excluded)
    /// is decided by the play-off; 0 = no play-off (hss-kadeti-2009: the title, 1;
    /// szs-pokal-2018: the first three places).
    #[serde(default)]
    pub playoff_places: u32,
    /// The play-off's matches in the order they are played, each by its time control as
    /// the text prints it: the colours of the first are drawn by lot, each next one's are
    /// the previous one's reversed. Empty: one match, its time control left to the arbiter.
    #[serde(default)]
    pub playoff_format: Vec<String>,
    /// Who wins a play-off match drawn on game points.
    #[serde(default)]
    pub playoff_tie: PlayoffTie,
    /// Time control as printed in the regulation.
    #[serde(default)]
    pub time_control: String,
    /// Where a field's value comes from, by the field's name: the article of the text, or
    /// what kup assumes where the text says nothing. Refusals cite the article;
    /// `kup regulation` prints each source above its field.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub sources: BTreeMap<String, Source>,
}

/// When the rosters are due, counted back from round 1's day so that it moves with the
/// event's dates: bpz-2025 čl. 6 "do četvrtka, 16. siječnja 2025. godine, prijaviti osnovne
/// sastave s pričuvama" (round 1 on the 18th: 2 days before, the day's end); szs-pokal-2018
/// 8) "se zbirajo do 28. 5. 2018 do 12.00" with 3) "Osnovna postava ekipe se odda ob
/// prijavi" (round 1 on 1 June: 4 days before, at 12:00, the base lineup only).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RosterDeadline {
    /// Days before round 1's day.
    pub days_before: u16,
    /// The time of day on the hall's clock; `None`: the whole day.
    #[serde(default)]
    pub at: Option<NaiveTime>,
    /// Whom the deadline covers.
    #[serde(default)]
    pub covers: DeadlineCovers,
}

/// The players a roster deadline covers.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum DeadlineCovers {
    /// The whole roster, reserves included (bpz-2025 čl. 6 "s pričuvama").
    #[default]
    Roster,
    /// The base lineup, the first players of the roster (szs-pokal-2018 3), 8)); reserves
    /// may come later.
    BaseLineup,
}

/// The source of one value of a regulation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Source {
    /// The article as the text numbers it (`čl. 6`, `točka 3`, `¶3`).
    Article(String),
    /// The text gives no value; this is why kup chose it.
    Assumption(String),
}

impl Source {
    /// "čl. 6", or "kup's assumption: …" in `lang`.
    pub fn text(&self) -> Text {
        match self {
            Source::Article(article) => {
                Text::new(Msg::RegulationSourceArticle).arg("article", article)
            }
            Source::Assumption(why) => Text::new(Msg::RegulationSourceAssumption).arg("why", why),
        }
    }
}

/// Who wins a play-off match the game points leave drawn. Both rules first look for the
/// highest board whose games differ, board 1 first: the team that scored more there wins.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayoffTie {
    /// "kod neriješenog rezultata ekipa koja je ostvarila bolji rezultat na višoj ploči (pod
    /// uspješnijim rezultatom na višoj ploči podrazumijeva se i remi s crnim figurama na
    /// višoj ploči ukoliko dođe do četiri remija)" (hss-kadeti-2009 čl. 13): with every game
    /// drawn, the team that drew with Black on board 1 wins.
    #[default]
    HigherBoardThenBlack,
    /// "po pokalnem sistemu ... in v primeru samih remijev še »zlati hitropotezni dvoboj«
    /// ... (barve figur so obratne pospešenemu dvoboju ...), ekipi s črnimi figurami na prvi
    /// plošči zadoščajo sami remiji" (szs-pokal-2018 točka 5): with every game drawn, the
    /// next match of the format is played with the colours reversed; in the last one the
    /// team with Black on board 1 wins with every game drawn.
    HigherBoardThenNextMatch,
}

/// Who "nema pravo nastupa za svoju ekipu u sljedećem kolu" (has no right to play for his
/// team in the next round) for a mobile phone in the hall. A player whose game is on loses
/// it instead (FIDE Laws 11.3.2.2; kzz-2015 čl. 14, hss-kadeti-2009 čl. 15 ¶2).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum NextRoundBar {
    /// The regulation bars nobody from a round.
    #[default]
    Never,
    /// "igraču koji u tom kolu ne nastupa za svoju ekipu" (hss-kadeti-2009 čl. 15): a
    /// player who does not play in that round.
    NotPlaying,
    /// "igrač koji u tom kolu ne nastupa za svoju ekipu ili je završio svoju partiju"
    /// (kzz-2015 čl. 14): one who does not play, or whose game is over.
    NotPlayingOrFinished,
}

/// What becomes of a lineup change handed in after its window closed or its deadline
/// passed ([`crate::core::lineup::lineup_deadline`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum LateLineup {
    /// The text sets when changes are handed in but names no consequence for a late one
    /// (kzz-2015 čl. 6, hss-kadeti-2009 čl. 5, bpz-2025 čl. 6): kup records it, and `kup
    /// check` flags it as late for the chief arbiter.
    #[default]
    Flagged,
    /// "sicer mora ekipa dvoboj igrati z osnovno postavo" (szs-pokal-2018 točka 3: otherwise
    /// the team must play the match with its base lineup): a late change is refused, so the
    /// base lineup plays.
    BaseLineupPlays,
}

/// Whom a regulation's limit on foreign players counts.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ForeignCounted {
    /// The roster: "Ekipa u svojim redovima može imati jednog stranog igrača" (mzz-2012 ¶4:
    /// a team may have one foreign player in its ranks).
    #[default]
    Roster,
    /// The players who play for the team, over the whole event: "Za pojedinu ekipu može
    /// nastupiti 1 strani igrač" (kzz-2015 čl. 6: one foreign player may play for a team),
    /// "lahko nastopajo ... največ en tujec" (szs-pokal-2018 2), "Za pojedinu ekipu ne mogu
    /// nastupiti strani igrači" (hss-kadeti-2009 čl. 5). A foreign reserve who never plays
    /// breaks nothing; two who each play one round are two.
    Played,
}

/// How many teams one club may enter.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum TeamsPerClub {
    /// The regulation sets no limit.
    #[default]
    Any,
    /// One team per club.
    One,
    /// "Pojedini klub može nastupiti samo s jednom ekipom. Klubovi mogu prijaviti i
    /// kadetsku ekipu" (kzz-2015 čl. 2: a club may play with one team only; clubs may also
    /// enter a cadet team). kup does not know which team is the cadet one, so a club's
    /// second team is entered with a warning that only a cadet team is allowed, a third is
    /// refused.
    OneAndCadet,
}

/// Which side of the default time the instant itself falls on. The regulations word it two
/// ways, and with arrival times written to the minute the difference is real.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum DefaultTimeBoundary {
    /// "Igrač na početak partije može zakasniti najviše 30 minuta. U slučaju većeg
    /// zakašnjenja igrač gubi partiju" (kzz-2015 art. 12, hss-kadeti-2009 art. 16: "may be
    /// late at most 30 minutes; a greater delay loses"), and FIDE Laws 6.7.1 ("arrives after
    /// the default time shall lose"), which szs-pokal-2018 point 6.7.2 and mzz-2012 defer to:
    /// sitting down at exactly 30:00 plays, any later loses.
    #[default]
    ArrivalAtLimitPlays,
    /// "Ako igrači ... ne dođu do isteka 30 minuta ... gube partiju kontumacijom" (bpz-2025
    /// art. 7: "players who do not come before the 30 minutes expire lose"): at 30:00 the time
    /// has expired, so 29:59 plays and 30:00 loses.
    ArrivalAtLimitLoses,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum System {
    Swiss {
        rounds: u32,
    },
    /// Berger round robin; `cycles` 2 for a double round robin.
    RoundRobin {
        cycles: u32,
    },
    /// Round robin when at most `max_teams` teams take part, else a Swiss of `swiss_rounds`
    /// (szs-pokal-2018); decided when round 1 is paired.
    RoundRobinUpTo {
        max_teams: u32,
        swiss_rounds: u32,
    },
}

impl System {
    /// Whether an event of `teams` teams under this system is played as a round robin.
    pub fn is_round_robin(&self, teams: usize) -> bool {
        match *self {
            System::Swiss { .. } => false,
            System::RoundRobin { .. } => true,
            System::RoundRobinUpTo { max_teams, .. } => teams <= max_teams as usize,
        }
    }

    /// Number of rounds for an event of `teams` teams.
    pub fn rounds(&self, teams: usize) -> u32 {
        let round_robin = |cycles: u32| {
            let per_cycle = if teams.is_multiple_of(2) {
                teams
            } else {
                teams + 1
            };
            per_cycle.saturating_sub(1) as u32 * cycles
        };
        match *self {
            System::Swiss { rounds } => rounds,
            System::RoundRobin { cycles } => round_robin(cycles),
            System::RoundRobinUpTo {
                max_teams,
                swiss_rounds,
            } => {
                if teams <= max_teams as usize {
                    round_robin(1)
                } else {
                    swiss_rounds
                }
            }
        }
    }
}

/// The pairing system of a Swiss.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum SwissPairing {
    /// The FIDE Swiss Team Pairing System, C.04.6 (2026).
    #[default]
    TeamSwiss,
    /// The legacy team mode: the FIDE (Dutch) System C.04.3 applied to teams, by match
    /// points, as Swiss-Manager paired team events before C.04.6 (`pairing::legacy`).
    DutchLegacy,
}

impl SwissPairing {
    pub fn is_team_swiss(&self) -> bool {
        *self == SwissPairing::TeamSwiss
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchPoints {
    pub win: u32,
    pub draw: u32,
    pub loss: u32,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum PrimaryScore {
    #[default]
    MatchPoints,
    GamePoints,
}

/// Match points and game points credited for an unplayed match.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Award {
    pub match_points: u32,
    pub game_points: HalfPoints,
}

/// The board-order rule of a roster.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum BoardOrder {
    /// The captain's free choice (mzz-2012, hss-kadeti-2009).
    Free,
    /// A player on a higher board may be lower rated than one on a lower board by less than
    /// `gap` (kzz-2015, bpz-2025: gap < 100) or by at most `gap` (szs-pokal-2018: <= 150).
    RatingGap {
        gap: u16,
        inclusive: bool,
        /// FIDE-rated players come before players with only a national rating, each group
        /// ordered under the gap rule by its own rating.
        fide_rated_first: bool,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum TeamRating {
    /// Average national rating of the `count` highest rated (mzz-2012; foreign players
    /// count with their FIDE rating).
    AverageTopNational { count: u8 },
    /// Sum of the `count` highest FIDE ratings (bpz-2025).
    SumTopFide { count: u8 },
    /// Average of the `count` best ratings, FIDE where the player has one, else national.
    AverageTopFideElseNational { count: u8 },
}

/// The edition of FIDE C.07 whose Art. 16 (unplayed rounds) applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum C07Edition {
    /// Up to 30 June 2023: virtual opponent `Svon = SPR + (1 - SfPR) + 0.5 (n - R)`.
    Virtual2022,
    /// 1 July 2023 to 28 February 2026: dummy opponent with the team's own final score.
    Dummy2023,
    /// From 1 March 2026: the dummy capped (16.4.1 forfeits: at the scheduled opponent's
    /// adjusted score; 16.4.2 byes: at a draw in every round).
    Capped2026,
}

impl C07Edition {
    /// The edition in force on `day` (`docs/rules/fide-c07.md#t11`); without a day the event is a
    /// new one, under the current 2026 edition.
    fn in_force_on(day: Option<NaiveDate>) -> C07Edition {
        let edition_2023 = NaiveDate::from_ymd_opt(2023, 7, 1).expect("valid date");
        let edition_2026 = NaiveDate::from_ymd_opt(2026, 3, 1).expect("valid date");
        match day {
            Some(day) if day < edition_2023 => C07Edition::Virtual2022,
            Some(day) if day < edition_2026 => C07Edition::Dummy2023,
            _ => C07Edition::Capped2026,
        }
    }

    /// The edition an event under `regulation` starting on `start` is ranked by: the one
    /// the regulation names, else the one in force on the first day.
    pub fn for_event(regulation: &Regulation, start: Option<NaiveDate>) -> C07Edition {
        regulation
            .tiebreak_edition
            .unwrap_or_else(|| C07Edition::in_force_on(start))
    }

    /// Which edition the event is under, and why, said in words: the tie-breaks of a 2025
    /// event and of a 2026 one differ, so it is never left unsaid.
    pub fn explained(regulation: &Regulation, start: Option<NaiveDate>) -> Text {
        let edition = Text::new(match C07Edition::for_event(regulation, start) {
            C07Edition::Virtual2022 => Msg::EditionVirtual2022,
            C07Edition::Dummy2023 => Msg::EditionDummy2023,
            C07Edition::Capped2026 => Msg::EditionCapped2026,
        });
        let why = match (regulation.tiebreak_edition, start) {
            (Some(_), _) => Msg::EditionByRegulation,
            (None, Some(_)) => Msg::EditionByFirstDay,
            (None, None) => Msg::EditionNoFirstDay,
        };
        Text::new(why)
            .arg_text("edition", edition)
            .arg("regulation", regulation.cite("tiebreak_edition"))
    }
}

/// C.04.6 4.2.2's default when the regulation does not say otherwise.
fn secondary_score_decides_by_default() -> bool {
    true
}

fn early_draw_forfeits_by_default() -> bool {
    true
}

/// The colour preference model of C.04.6 Art. 1.7.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ColourPreferences {
    #[default]
    TypeA,
    TypeB,
    None,
}

/// The schedule of one round as the regulation prints it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScheduledRound {
    pub start: DateTime<FixedOffset>,
    #[serde(default)]
    pub venue: String,
    /// The window in which lineup changes are handed to the chief arbiter: a change handed
    /// in before it opens or after it closes is flagged.
    #[serde(default)]
    pub lineup_window: Option<(DateTime<FixedOffset>, DateTime<FixedOffset>)>,
    /// Where the text sets only a last moment for lineup changes, with no opening
    /// (bpz-2025 čl. 7 "do 08,50 sati prijava sastava", čl. 6 "prije meča"): that moment.
    #[serde(default)]
    pub lineup_due: Option<DateTime<FixedOffset>>,
}

/// A ranking criterion, by a stable identifier that carries its FIDE C.07 name and code
/// and the Swiss-Manager number the regulations cite. The formulas are in
/// `scoring::tiebreak`; `docs/rules/fide-c07.md` has the sources.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Tiebreak {
    /// Match points; SM #13; FIDE C.07 13.1 (the primary score).
    MatchPoints,
    /// Game (board) points; SM #1; FIDE C.07 13.1 `MPvGP` when MP is primary.
    GamePoints,
    /// Olympiad Sonneborn-Berger, 2008 Olympiad rules for unplayed matches; SM #50.
    OlympiadSonnebornBerger,
    /// Olympiad Sonneborn-Berger, Khanty-Mansiysk 2010 rules (virtual opponent); SM #57.
    OlympiadSonnebornBergerKhantyMansiysk,
    /// Sum of opponents' match points without the lowest, 2008 Olympiad rules; SM #49.
    OpponentsMatchPointsCut1,
    /// Sum of opponents' match points without the lowest, Khanty-Mansiysk rules; SM #56.
    OpponentsMatchPointsCut1KhantyMansiysk,
    /// Sum of opponents' match points; SM #48; FIDE C.07 `BH:MP`.
    OpponentsMatchPoints,
    /// Sonneborn-Berger with real points: Σ match result (1/½/0) × opponent's GP; SM #7.
    SonnebornBergerGamePoints,
    /// FIDE Sonneborn-Berger (proportional): Σ GP scored × opponent's GP; SM #35.
    SonnebornBergerProportional,
    /// Result within the tied group by match points; SM #14; FIDE C.07 `DE`.
    DirectEncounter,
    /// Result within the tied group by game points (Slovenian Berger chain).
    DirectEncounterGamePoints,
    /// Result within the tied group by game points "po pokalnem sistemu" (szs-pokal-2018
    /// point 5): game points first, then a mutual match drawn on game points goes to the
    /// team that won the highest board where the games differ, board 1 first. kup takes
    /// this reading because in Slovenian team cups a drawn match is decided board by
    /// board, and the same text's play-off ("po pokalnem sistemu ... ekipi s črnimi
    /// figurami na prvi plošči zadoščajo sami remiji") decides on board 1; by game points
    /// alone a 2:2 mutual match would stay tied.
    DirectEncounterCupSystem,
    /// Buchholz by game points; FIDE C.07 `BH:GP`.
    BuchholzGamePoints,
    /// Sonneborn-Berger by game points: Σ GP scored × opponent's GP (Slovenian Swiss).
    SonnebornBergerByGamePoints,
    /// Board results of the whole event: points on board 1, then board 2, 3, 4; SM #15
    /// ("ukupni rezultat na 1., 2., 3., 4. ploči"). Not FIDE BC (C.07 12.1), which weights
    /// boards; closest to C.07 12.2 TBR taken over every match.
    #[serde(alias = "BoardCount")]
    BoardResults,
    /// Buchholz by match points without the least significant value; FIDE C.07 `BH-C1:MP`.
    BuchholzMatchPointsCut1,
    /// Buchholz by game points without the least significant value; FIDE C.07 `BH-C1:GP`.
    BuchholzGamePointsCut1,
    /// Extended Sonneborn-Berger, opponent's MP × MP scored; FIDE C.07 13.2.1 `EMMSB`.
    ExtendedSonnebornBergerMatchMatch,
    /// `EMMSB` without the least significant value; FIDE C.07 14.1.2 `EMMSB-C1`.
    ExtendedSonnebornBergerMatchMatchCut1,
    /// Extended Sonneborn-Berger, opponent's GP × MP scored; FIDE C.07 13.2.3 `EGMSB`.
    ExtendedSonnebornBergerGameMatch,
    /// Extended Sonneborn-Berger, opponent's MP × GP scored; FIDE C.07 13.2.2 `EMGSB`.
    ExtendedSonnebornBergerMatchGame,
    /// Extended Sonneborn-Berger, opponent's GP × GP scored; FIDE C.07 13.2.4 `EGGSB`.
    ExtendedSonnebornBergerGameGame,
    /// `EMGSB` without the least significant value; FIDE C.07 14.1.2 `EMGSB/C1`.
    ExtendedSonnebornBergerMatchGameCut1,
    /// `EGMSB` without the least significant value; FIDE C.07 14.1.2 `EGMSB/C1`.
    ExtendedSonnebornBergerGameMatchCut1,
    /// `EGGSB` without the least significant value; FIDE C.07 14.1.2 `EGGSB/C1`.
    ExtendedSonnebornBergerGameGameCut1,
    /// Olympiad Sonneborn-Berger without the lowest, Chennai 2022 Olympiad rules (C.07 2022
    /// unplayed rounds); SM #74.
    OlympiadSonnebornBergerChennai,
    /// Sum of opponents' adjusted match points without the lowest, Chennai 2022 Olympiad
    /// rules; SM #75.
    OpponentsMatchPointsCut1Chennai,
    /// Score and schedule strength combination; FIDE C.07 13.4 `SSSC`.
    ScoreStrengthCombination,
    /// Extended direct encounter: primary score, then secondary, within the tied group;
    /// FIDE C.07 13.3 `EDE`.
    ExtendedDirectEncounter,
    /// Drawing of lots, always last.
    Lots,
}

impl Tiebreak {
    pub const ALL: [Tiebreak; 30] = [
        Tiebreak::MatchPoints,
        Tiebreak::GamePoints,
        Tiebreak::OlympiadSonnebornBerger,
        Tiebreak::OlympiadSonnebornBergerKhantyMansiysk,
        Tiebreak::OpponentsMatchPointsCut1,
        Tiebreak::OpponentsMatchPointsCut1KhantyMansiysk,
        Tiebreak::OpponentsMatchPoints,
        Tiebreak::SonnebornBergerGamePoints,
        Tiebreak::SonnebornBergerProportional,
        Tiebreak::DirectEncounter,
        Tiebreak::DirectEncounterGamePoints,
        Tiebreak::DirectEncounterCupSystem,
        Tiebreak::BuchholzGamePoints,
        Tiebreak::SonnebornBergerByGamePoints,
        Tiebreak::BoardResults,
        Tiebreak::BuchholzMatchPointsCut1,
        Tiebreak::BuchholzGamePointsCut1,
        Tiebreak::ExtendedSonnebornBergerMatchMatch,
        Tiebreak::ExtendedSonnebornBergerMatchMatchCut1,
        Tiebreak::ExtendedSonnebornBergerGameMatch,
        Tiebreak::ExtendedSonnebornBergerMatchGame,
        Tiebreak::ExtendedSonnebornBergerGameGame,
        Tiebreak::ExtendedSonnebornBergerMatchGameCut1,
        Tiebreak::ExtendedSonnebornBergerGameMatchCut1,
        Tiebreak::ExtendedSonnebornBergerGameGameCut1,
        Tiebreak::OlympiadSonnebornBergerChennai,
        Tiebreak::OpponentsMatchPointsCut1Chennai,
        Tiebreak::ScoreStrengthCombination,
        Tiebreak::ExtendedDirectEncounter,
        Tiebreak::Lots,
    ];

    /// Short code for column headings and the TSV export.
    pub fn code(self) -> &'static str {
        use Tiebreak::*;
        match self {
            MatchPoints => "MP",
            GamePoints => "GP",
            OlympiadSonnebornBerger => "OSB50",
            OlympiadSonnebornBergerKhantyMansiysk => "OSB57",
            OpponentsMatchPointsCut1 => "OMP-1_49",
            OpponentsMatchPointsCut1KhantyMansiysk => "OMP-1_56",
            OpponentsMatchPoints => "OMP48",
            SonnebornBergerGamePoints => "SB7",
            SonnebornBergerProportional => "SB35",
            DirectEncounter => "DE",
            DirectEncounterGamePoints => "DE-GP",
            DirectEncounterCupSystem => "DE-CUP",
            BuchholzGamePoints => "BH-GP",
            SonnebornBergerByGamePoints => "SB-GP",
            BoardResults => "BRES",
            BuchholzMatchPointsCut1 => "BH-C1",
            BuchholzGamePointsCut1 => "BH-C1-GP",
            ExtendedSonnebornBergerMatchMatch => "EMMSB",
            ExtendedSonnebornBergerMatchMatchCut1 => "EMMSB-C1",
            ExtendedSonnebornBergerGameMatch => "EGMSB",
            ExtendedSonnebornBergerMatchGame => "EMGSB",
            ExtendedSonnebornBergerGameGame => "EGGSB",
            ExtendedSonnebornBergerMatchGameCut1 => "EMGSB-C1",
            ExtendedSonnebornBergerGameMatchCut1 => "EGMSB-C1",
            ExtendedSonnebornBergerGameGameCut1 => "EGGSB-C1",
            OlympiadSonnebornBergerChennai => "OSB74",
            OpponentsMatchPointsCut1Chennai => "OMP-1_75",
            ScoreStrengthCombination => "SSSC",
            ExtendedDirectEncounter => "EDE",
            Lots => "LOT",
        }
    }

    /// The Swiss-Manager number the regulations cite, where there is one.
    pub fn swiss_manager_number(self) -> Option<u8> {
        use Tiebreak::*;
        match self {
            MatchPoints => Some(13),
            GamePoints => Some(1),
            OlympiadSonnebornBerger => Some(50),
            OlympiadSonnebornBergerKhantyMansiysk => Some(57),
            OpponentsMatchPointsCut1 => Some(49),
            OpponentsMatchPointsCut1KhantyMansiysk => Some(56),
            OpponentsMatchPoints => Some(48),
            SonnebornBergerGamePoints => Some(7),
            SonnebornBergerProportional => Some(35),
            DirectEncounter => Some(14),
            BoardResults => Some(15),
            OlympiadSonnebornBergerChennai => Some(74),
            OpponentsMatchPointsCut1Chennai => Some(75),
            DirectEncounterGamePoints
            | DirectEncounterCupSystem
            | BuchholzGamePoints
            | SonnebornBergerByGamePoints
            | BuchholzMatchPointsCut1
            | BuchholzGamePointsCut1
            | ExtendedSonnebornBergerMatchMatch
            | ExtendedSonnebornBergerMatchMatchCut1
            | ExtendedSonnebornBergerGameMatch
            | ExtendedSonnebornBergerMatchGame
            | ExtendedSonnebornBergerGameGame
            | ExtendedSonnebornBergerMatchGameCut1
            | ExtendedSonnebornBergerGameMatchCut1
            | ExtendedSonnebornBergerGameGameCut1
            | ScoreStrengthCombination
            | ExtendedDirectEncounter
            | Lots => None,
        }
    }

    /// Whether the criterion is computed among the teams still tied (direct encounter,
    /// lots) rather than for every team on its own.
    pub fn is_group_criterion(self) -> bool {
        matches!(
            self,
            Tiebreak::DirectEncounter
                | Tiebreak::DirectEncounterGamePoints
                | Tiebreak::DirectEncounterCupSystem
                | Tiebreak::ExtendedDirectEncounter
                | Tiebreak::Lots
        )
    }

    /// The catalogue key of the criterion's column heading in standings for people:
    /// [`Tiebreak::code`] in English, the regulations' abbreviations in hr and sl (MB, MBP;
    /// MT, MTN). Machine formats keep `code`.
    pub fn heading(self) -> Msg {
        use Tiebreak::*;
        match self {
            MatchPoints => Msg::TiebreakHeadingMatchPoints,
            GamePoints => Msg::TiebreakHeadingGamePoints,
            OlympiadSonnebornBerger => Msg::TiebreakHeadingOlympiadSonnebornBerger,
            OlympiadSonnebornBergerKhantyMansiysk => {
                Msg::TiebreakHeadingOlympiadSonnebornBergerKhantyMansiysk
            }
            OpponentsMatchPointsCut1 => Msg::TiebreakHeadingOpponentsMatchPointsCut1,
            OpponentsMatchPointsCut1KhantyMansiysk => {
                Msg::TiebreakHeadingOpponentsMatchPointsCut1KhantyMansiysk
            }
            OpponentsMatchPoints => Msg::TiebreakHeadingOpponentsMatchPoints,
            SonnebornBergerGamePoints => Msg::TiebreakHeadingSonnebornBergerGamePoints,
            SonnebornBergerProportional => Msg::TiebreakHeadingSonnebornBergerProportional,
            DirectEncounter => Msg::TiebreakHeadingDirectEncounter,
            DirectEncounterGamePoints => Msg::TiebreakHeadingDirectEncounterGamePoints,
            DirectEncounterCupSystem => Msg::TiebreakHeadingDirectEncounterCupSystem,
            BuchholzGamePoints => Msg::TiebreakHeadingBuchholzGamePoints,
            SonnebornBergerByGamePoints => Msg::TiebreakHeadingSonnebornBergerByGamePoints,
            BoardResults => Msg::TiebreakHeadingBoardResults,
            BuchholzMatchPointsCut1 => Msg::TiebreakHeadingBuchholzMatchPointsCut1,
            BuchholzGamePointsCut1 => Msg::TiebreakHeadingBuchholzGamePointsCut1,
            ExtendedSonnebornBergerMatchMatch => {
                Msg::TiebreakHeadingExtendedSonnebornBergerMatchMatch
            }
            ExtendedSonnebornBergerMatchMatchCut1 => {
                Msg::TiebreakHeadingExtendedSonnebornBergerMatchMatchCut1
            }
            ExtendedSonnebornBergerGameMatch => {
                Msg::TiebreakHeadingExtendedSonnebornBergerGameMatch
            }
            ExtendedSonnebornBergerMatchGame => {
                Msg::TiebreakHeadingExtendedSonnebornBergerMatchGame
            }
            ExtendedSonnebornBergerGameGame => Msg::TiebreakHeadingExtendedSonnebornBergerGameGame,
            ExtendedSonnebornBergerMatchGameCut1 => {
                Msg::TiebreakHeadingExtendedSonnebornBergerMatchGameCut1
            }
            ExtendedSonnebornBergerGameMatchCut1 => {
                Msg::TiebreakHeadingExtendedSonnebornBergerGameMatchCut1
            }
            ExtendedSonnebornBergerGameGameCut1 => {
                Msg::TiebreakHeadingExtendedSonnebornBergerGameGameCut1
            }
            OlympiadSonnebornBergerChennai => Msg::TiebreakHeadingOlympiadSonnebornBergerChennai,
            OpponentsMatchPointsCut1Chennai => Msg::TiebreakHeadingOpponentsMatchPointsCut1Chennai,
            ScoreStrengthCombination => Msg::TiebreakHeadingScoreStrengthCombination,
            ExtendedDirectEncounter => Msg::TiebreakHeadingExtendedDirectEncounter,
            Lots => Msg::TiebreakHeadingLots,
        }
    }

    /// The catalogue key of the criterion's name; render it with [`Lang::text`].
    pub fn label(self) -> Msg {
        use Tiebreak::*;
        match self {
            MatchPoints => Msg::TiebreakMatchPoints,
            GamePoints => Msg::TiebreakGamePoints,
            OlympiadSonnebornBerger => Msg::TiebreakOlympiadSonnebornBerger,
            OlympiadSonnebornBergerKhantyMansiysk => {
                Msg::TiebreakOlympiadSonnebornBergerKhantyMansiysk
            }
            OpponentsMatchPointsCut1 => Msg::TiebreakOpponentsMatchPointsCut1,
            OpponentsMatchPointsCut1KhantyMansiysk => {
                Msg::TiebreakOpponentsMatchPointsCut1KhantyMansiysk
            }
            OpponentsMatchPoints => Msg::TiebreakOpponentsMatchPoints,
            SonnebornBergerGamePoints => Msg::TiebreakSonnebornBergerGamePoints,
            SonnebornBergerProportional => Msg::TiebreakSonnebornBergerProportional,
            DirectEncounter => Msg::TiebreakDirectEncounter,
            DirectEncounterGamePoints => Msg::TiebreakDirectEncounterGamePoints,
            DirectEncounterCupSystem => Msg::TiebreakDirectEncounterCupSystem,
            BuchholzGamePoints => Msg::TiebreakBuchholzGamePoints,
            SonnebornBergerByGamePoints => Msg::TiebreakSonnebornBergerByGamePoints,
            BoardResults => Msg::TiebreakBoardResults,
            BuchholzMatchPointsCut1 => Msg::TiebreakBuchholzMatchPointsCut1,
            BuchholzGamePointsCut1 => Msg::TiebreakBuchholzGamePointsCut1,
            ExtendedSonnebornBergerMatchMatch => Msg::TiebreakExtendedSonnebornBergerMatchMatch,
            ExtendedSonnebornBergerMatchMatchCut1 => {
                Msg::TiebreakExtendedSonnebornBergerMatchMatchCut1
            }
            ExtendedSonnebornBergerGameMatch => Msg::TiebreakExtendedSonnebornBergerGameMatch,
            ExtendedSonnebornBergerMatchGame => Msg::TiebreakExtendedSonnebornBergerMatchGame,
            ExtendedSonnebornBergerGameGame => Msg::TiebreakExtendedSonnebornBergerGameGame,
            ExtendedSonnebornBergerMatchGameCut1 => {
                Msg::TiebreakExtendedSonnebornBergerMatchGameCut1
            }
            ExtendedSonnebornBergerGameMatchCut1 => {
                Msg::TiebreakExtendedSonnebornBergerGameMatchCut1
            }
            ExtendedSonnebornBergerGameGameCut1 => Msg::TiebreakExtendedSonnebornBergerGameGameCut1,
            OlympiadSonnebornBergerChennai => Msg::TiebreakOlympiadSonnebornBergerChennai,
            OpponentsMatchPointsCut1Chennai => Msg::TiebreakOpponentsMatchPointsCut1Chennai,
            ScoreStrengthCombination => Msg::TiebreakScoreStrengthCombination,
            ExtendedDirectEncounter => Msg::TiebreakExtendedDirectEncounter,
            Lots => Msg::TiebreakLots,
        }
    }

    /// The name in `lang`.
    pub fn name_in(self, lang: Lang) -> &'static str {
        lang.text(self.label())
    }

    /// The English name, for logs and for callers that have no reader's language.
    pub fn name(self) -> &'static str {
        self.name_in(Lang::En)
    }
}

/// A shipped preset: its identifier and RON text.
pub struct Preset {
    pub id: &'static str,
    pub ron: &'static str,
}

/// The five regulations kup ships (digested in `docs/rules/`).
pub const PRESETS: [Preset; 5] = [
    Preset {
        id: "kzz-2015",
        ron: include_str!("../../sample-data/presets/kzz-2015.ron"),
    },
    Preset {
        id: "mzz-2012",
        ron: include_str!("../../sample-data/presets/mzz-2012.ron"),
    },
    Preset {
        id: "bpz-2025",
        ron: include_str!("../../sample-data/presets/bpz-2025.ron"),
    },
    Preset {
        id: "hss-kadeti-2009",
        ron: include_str!("../../sample-data/presets/hss-kadeti-2009.ron"),
    },
    Preset {
        id: "szs-pokal-2018",
        ron: include_str!("../../sample-data/presets/szs-pokal-2018.ron"),
    },
];

/// Why a regulation file could not be read.
/// `Display` is the English ([`RegulationError::text`] in another language).
#[derive(Debug, thiserror::Error)]
#[error("{}", self.text())]
pub enum RegulationError {
    UnknownPreset(String),
    /// Where and why the RON does not parse.
    Parse(super::ron_error::RonError),
    /// `field` as the regulation file names it, and where the file writes it (line,
    /// column) when it was read from one.
    Invalid {
        field: &'static str,
        rule: Text,
        at: Option<(usize, usize)>,
    },
}

impl RegulationError {
    /// The error in the reader's language; the field keeps the file's name, the parser's
    /// message its English.
    pub fn text(&self) -> Text {
        match self {
            RegulationError::UnknownPreset(id) => {
                let presets: Vec<&str> = PRESETS.iter().map(|p| p.id).collect();
                Text::new(Msg::RegulationUnknownPreset)
                    .arg("id", id)
                    .arg("presets", presets.join(", "))
            }
            RegulationError::Parse(problem) => {
                Text::new(Msg::RegulationUnparsable).arg_text("problem", problem.text())
            }
            RegulationError::Invalid { field, rule, at } => {
                let invalid = Text::new(Msg::RegulationInvalidField)
                    .arg("field", field)
                    .arg_text("rule", rule.clone());
                match at {
                    Some((line, column)) => Text::new(Msg::RonAt)
                        .arg("line", line)
                        .arg("column", column)
                        .arg_text("problem", invalid),
                    None => invalid,
                }
            }
        }
    }

    /// The error with the place where `text` writes the refused field.
    fn placed_in(self, text: &str) -> RegulationError {
        match self {
            RegulationError::Invalid { field, rule, .. } => RegulationError::Invalid {
                field,
                rule,
                at: super::ron_error::field_position(text, field),
            },
            other => other,
        }
    }
}

impl Regulation {
    /// The shipped preset with this identifier.
    pub fn preset(id: &str) -> Result<Regulation, RegulationError> {
        let preset = PRESETS
            .iter()
            .find(|p| p.id == id)
            .ok_or_else(|| RegulationError::UnknownPreset(id.to_string()))?;
        Regulation::from_ron(preset.ron)
    }

    /// Parses and validates a regulation (a preset or the arbiter's own copy).
    pub fn from_ron(text: &str) -> Result<Regulation, RegulationError> {
        let regulation: Regulation = super::ron_error::from_str(text, &ron::Options::default())
            .map_err(RegulationError::Parse)?;
        regulation.validate().map_err(|e| e.placed_in(text))?;
        Ok(regulation)
    }

    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::new())
            .expect("a regulation always serialises")
    }

    /// The regulation and the article a field's rule comes from (`kzz-2015 čl. 6`), or the
    /// regulation alone where no article is recorded: refusals and violations cite it.
    pub fn cite(&self, field: &str) -> String {
        match self.sources.get(field) {
            Some(Source::Article(article)) => format!("{} {article}", self.id),
            _ => self.id.clone(),
        }
    }

    /// Maximum roster size: boards plus reserves.
    pub fn max_roster(&self) -> usize {
        usize::from(self.boards) + usize::from(self.max_reserves)
    }

    /// The chain that ranks an event of `teams` teams (after the primary score).
    pub fn chain(&self, teams: usize) -> &[Tiebreak] {
        match &self.round_robin_tiebreaks {
            Some(chain) if self.system.is_round_robin(teams) => chain,
            _ => &self.tiebreaks,
        }
    }

    pub fn validate(&self) -> Result<(), RegulationError> {
        let invalid = |field, rule: Msg| {
            Err(RegulationError::Invalid {
                field,
                rule: rule.into(),
                at: None,
            })
        };
        if self.id.trim().is_empty() {
            return invalid("id", Msg::RefuseEmpty);
        }
        if !(1..=16).contains(&self.boards) {
            return Err(RegulationError::Invalid {
                field: "boards",
                rule: Text::new(Msg::RefuseOutOfRange).arg("most", 16),
                at: None,
            });
        }
        let mp = self.match_points;
        if !(mp.win > mp.draw && mp.draw >= mp.loss) {
            return invalid("match_points", Msg::RegulationRuleMatchPoints);
        }
        let all_boards = HalfPoints::from_points(u32::from(self.boards));
        for (field, award) in [
            ("bye", self.bye),
            ("forfeit_win", self.forfeit_win),
            ("absent", self.absent),
        ] {
            if award.game_points > all_boards {
                return invalid(field, Msg::RegulationRuleGamePoints);
            }
            if award.match_points > mp.win {
                return invalid(field, Msg::RegulationRuleAwardMatchPoints);
            }
        }
        match self.system {
            System::Swiss { rounds }
            | System::RoundRobinUpTo {
                swiss_rounds: rounds,
                ..
            } if rounds == 0 => {
                return invalid("system", Msg::RegulationRuleSwissRounds);
            }
            System::RoundRobin { cycles } if !(1..=2).contains(&cycles) => {
                return invalid("system", Msg::RegulationRuleCycles);
            }
            _ => {}
        }
        if self.swiss_pairing == SwissPairing::DutchLegacy
            && self.primary_score != PrimaryScore::MatchPoints
        {
            return invalid("swiss_pairing", Msg::RefuseLegacyNeedsMatchPoints);
        }
        let lots_last = |chain: &[Tiebreak]| {
            chain
                .iter()
                .position(|t| *t == Tiebreak::Lots)
                .is_none_or(|i| i + 1 == chain.len())
        };
        if !lots_last(&self.tiebreaks)
            || !self.round_robin_tiebreaks.as_deref().is_none_or(lots_last)
        {
            return invalid("tiebreaks", Msg::RegulationRuleLotsLast);
        }
        Ok(())
    }
}
