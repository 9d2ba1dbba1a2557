//! The one command type: every change to a tournament, from the TUI, the CLI or a test,
//! is a [`Command`] passed to [`apply`], which validates it fully and either performs all
//! of it or nothing.

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};

use super::clock;
use super::lineup::{in_roster_order, wrong_boards};
use super::model::{
    BoardGame, Colour, GameResult, HalfPoints, KeptApart, Lineup, LotDraw, LotPurpose, Match,
    MatchScore, Penalty, PenaltyKind, Player, PlayerId, Round, Team, TeamId, Tournament,
    TournamentInfo,
};
use super::rules::{PrimaryScore, SwissPairing, System, Tiebreak};
use crate::i18n::{Lang, Msg, Text, collate};

/// The editable facts of a player (everything but the id).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlayerData {
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
    #[serde(default)]
    pub federation: String,
    #[serde(default)]
    pub citizenship: String,
    #[serde(default)]
    pub birth_year: Option<i32>,
    #[serde(default = "registered")]
    pub registered: bool,
}

fn registered() -> bool {
    true
}

impl From<&Player> for PlayerData {
    fn from(p: &Player) -> Self {
        PlayerData {
            surname: p.surname.clone(),
            given_name: p.given_name.clone(),
            fide_id: p.fide_id,
            fide_rating: p.fide_rating,
            national_rating: p.national_rating,
            title: p.title.clone(),
            federation: p.federation.clone(),
            citizenship: p.citizenship.clone(),
            birth_year: p.birth_year,
            registered: p.registered,
        }
    }
}

/// A new player is registered unless the arbiter says otherwise (a derived `Default`
/// would make every player built from it unregistered).
impl Default for PlayerData {
    fn default() -> Self {
        PlayerData {
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
        }
    }
}

/// Every change the arbiter can make. Rounds, tables and boards are 1-based, as printed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Command {
    SetInfo(TournamentInfo),
    AddTeam {
        name: String,
        club: String,
        city: String,
    },
    EditTeam {
        team: TeamId,
        name: String,
        club: String,
        city: String,
    },
    /// Only before round 1 is paired.
    RemoveTeam {
        team: TeamId,
    },
    /// Give a team another starting number (before round 1 is paired).
    MoveTeam {
        team: TeamId,
        to_number: usize,
    },
    AddPlayer {
        team: TeamId,
        data: PlayerData,
    },
    EditPlayer {
        player: PlayerId,
        data: PlayerData,
    },
    /// Only a player who has never been in a pairing's lineup.
    RemovePlayer {
        player: PlayerId,
    },
    /// Move a player to another roster position (1-based). Once round 1 is paired the base
    /// lineup is frozen and this needs `override_lock`, which the journal records.
    MovePlayer {
        player: PlayerId,
        to_position: usize,
        override_lock: bool,
    },
    SetSchedule {
        round: u32,
        start: Option<DateTime<FixedOffset>>,
        venue: String,
    },
    /// Set the pairing of a round by hand; `matches` are (first-named, second-named).
    SetPairing {
        round: u32,
        matches: Vec<(TeamId, TeamId)>,
        bye: Option<TeamId>,
    },
    /// Discard the pairing of the newest round while it has no results.
    ClearPairing {
        round: u32,
    },
    /// The players a team fields in a round; kup puts them on boards in roster order.
    /// Pair a round automatically (Berger tables or FIDE C.04.6, per the regulation). The
    /// seed draws what is drawn by lot and is recorded with the draw; `initial_colour`
    /// chooses the initial-colour of a Swiss instead of drawing it (C.04.6 4.1).
    PairRound {
        round: u32,
        seed: u64,
        initial_colour: Option<Colour>,
    },
    /// Exchange two teams between the matches (or the bye) of the newest round.
    SwapTeams {
        round: u32,
        first: TeamId,
        second: TeamId,
    },
    /// Exchange the colours (which team is first-named) of one match of the newest round.
    FlipColours {
        round: u32,
        table: usize,
    },
    /// Give the teams their starting numbers by the regulation's team rating (before
    /// round 1; `MoveTeam` then adjusts by hand).
    SortTeamsByRating,
    /// Round-robin pairing numbers drawn at the captains' meeting, team of number 1 first
    /// (before round 1).
    SetPairingNumbers {
        order: Vec<TeamId>,
    },
    /// How the Swiss is paired: C.04.6, or the legacy team mode (C.04.3 applied to teams by
    /// match points). Before round 1 only: every round of a Swiss is paired by one system.
    SetSwissPairing {
        pairing: SwissPairing,
    },
    SetLineup {
        round: u32,
        team: TeamId,
        players: Vec<PlayerId>,
        handed_in: Option<DateTime<FixedOffset>>,
    },
    /// The order in which a team's players actually sat, board 1 first, found after the
    /// games started. Boards where someone other than the lineup's player sat are wrong;
    /// under `wrong_board_loses` (bpz-2025 čl. 6) each of those games is lost.
    RecordSeating {
        round: u32,
        team: TeamId,
        players: Vec<PlayerId>,
    },
    /// Sanctions under the regulation (a phone, an early draw, a forfeit, an unregistered
    /// player), imposed together: an early draw penalises both teams of a board at once.
    ImposePenalty {
        penalties: Vec<Penalty>,
    },
    LiftPenalty {
        round: u32,
        team: TeamId,
        kind: PenaltyKind,
    },
    SetResult {
        round: u32,
        table: usize,
        board: usize,
        result: GameResult,
    },
    /// Only the match score is known (historic data): clears any board results.
    SetMatchScore {
        round: u32,
        table: usize,
        score: Option<MatchScore>,
    },
    RecordArrival {
        round: u32,
        table: usize,
        board: usize,
        colour: Colour,
        at: Option<DateTime<FixedOffset>>,
    },
    StartRound {
        round: u32,
        at: DateTime<FixedOffset>,
    },
    /// Enter every forfeit the default time has made due at `at` (FIDE Laws 6.7.1), on one
    /// table or, with `table: None`, on all of them: one change, undone as one. The arrival
    /// records stay as they are.
    DeclareForfeits {
        round: u32,
        table: Option<usize>,
        at: DateTime<FixedOffset>,
    },
    /// A team announced it will not come to a round (GHR 3.3): it is not paired.
    SetAbsent {
        round: u32,
        team: TeamId,
        absent: bool,
    },
    /// The team takes no part from `from_round` on; `None` takes a withdrawal back.
    Withdraw {
        team: TeamId,
        from_round: Option<u32>,
    },
    /// Keep teams apart (e.g. two teams of one club): no two of `teams` are paired with
    /// each other in rounds `first_round..=last_round` (`None`: to the end). An absolute
    /// criterion of the Swiss (C.04.6 art. 2.1, beside C1); TRF-2026 record 260.
    ForbidPairings {
        teams: Vec<TeamId>,
        first_round: u32,
        last_round: Option<u32>,
    },
    /// Take back the forbidden pairings that name exactly `teams`.
    AllowPairings {
        teams: Vec<TeamId>,
    },
    /// Draw lots among teams the whole chain leaves tied (the regulations' last criterion,
    /// "ždrijeb"/"žreb"). The seed is passed in (the CLI draws it), so the order is
    /// reproducible; seed and order are kept in `Tournament::lots` as a final-ranking draw.
    DrawLots {
        teams: Vec<TeamId>,
        seed: u64,
    },
    /// A file imported (a FIDE rating list refresh, a CSV roster) as one change: the
    /// commands are performed in order on one copy of the state, and either all of them are
    /// or none (the first refusal refuses the whole import), so the import is one history
    /// snapshot and one undo. `source` names the file, for the journal and the status line.
    Import {
        source: String,
        commands: Vec<Command>,
    },
}

/// What a successful command did, for the status line (rendered in the reader's
/// language) and the journal (its English `Display`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applied {
    pub summary: Text,
}

/// Why a command was refused: the field it concerns and the rule it breaks, both as
/// catalogue keys, since the core does not know the reader's language. `Display` is the
/// English `field: rule`; [`CommandError::render`] says it in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}: {rule}", field.text(Lang::En))]
pub struct CommandError {
    pub field: Msg,
    pub rule: Text,
}

impl CommandError {
    pub fn new(field: Msg, rule: impl Into<Text>) -> Self {
        CommandError {
            field,
            rule: rule.into(),
        }
    }

    /// `field: rule`, to be said in the reader's language.
    pub fn text(&self) -> Text {
        Text::new(Msg::Refusal)
            .arg_text("field", Text::new(self.field))
            .arg_text("rule", self.rule.clone())
    }

    /// `field: rule` in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        self.text().render(lang)
    }
}

fn refuse<T>(field: Msg, rule: impl Into<Text>) -> Result<T, CommandError> {
    Err(CommandError::new(field, rule))
}

/// `Text::new(msg)` with the arguments `name = value`: `text!(Msg::DidSaveTeam, team = name)`.
macro_rules! text {
    ($msg:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::Text::new($msg)$(.arg(stringify!($name), $value))*
    };
}
pub(crate) use text;

/// Validates and performs `command`. On error the tournament is exactly as before: the
/// change is made on a copy that replaces the state only when every check has passed.
pub fn apply(state: &mut Tournament, command: Command) -> Result<Applied, CommandError> {
    let mut next = state.clone();
    let applied = perform(&mut next, command)?;
    *state = next;
    Ok(applied)
}

fn perform(t: &mut Tournament, command: Command) -> Result<Applied, CommandError> {
    let summary = match command {
        Command::SetInfo(info) => {
            if info.name.trim().is_empty() {
                return refuse(Msg::FieldName, Msg::RefuseNoName);
            }
            if let (Some(start), Some(end)) = (info.start_date, info.end_date)
                && end < start
            {
                return refuse(Msg::FieldEndDate, Msg::RefuseEndBeforeStart);
            }
            t.info = info;
            Text::new(Msg::DidSaveInfo)
        }
        Command::AddTeam { name, club, city } => {
            let name = required_text(Msg::FieldTeamName, name)?;
            unique_team_name(t, &name, None)?;
            let id = TeamId(t.next_team_id);
            t.next_team_id += 1;
            let late = t.paired_rounds() > 0;
            if late && !t.regulation.late_entries {
                return refuse(Msg::FieldTeam, Msg::RefuseNoLateEntries);
            }
            let joins_at_round = late.then(|| t.paired_rounds() as u32 + 1);
            t.teams.push(Team {
                id,
                name: name.clone(),
                club,
                city,
                roster: Vec::new(),
                withdrawn_from_round: None,
                joins_at_round,
            });
            match joins_at_round {
                Some(r) => text!(Msg::DidAddTeamLate, team = name, round = r),
                None => text!(Msg::DidAddTeam, team = name, number = t.teams.len()),
            }
        }
        Command::EditTeam {
            team,
            name,
            club,
            city,
        } => {
            let name = required_text(Msg::FieldTeamName, name)?;
            unique_team_name(t, &name, Some(team))?;
            let entry = team_mut(t, team)?;
            entry.name = name.clone();
            entry.club = club;
            entry.city = city;
            text!(Msg::DidSaveTeam, team = name)
        }
        Command::RemoveTeam { team } => {
            before_round_one(t, Msg::FieldTeam, Msg::RefuseRemoveAfterRoundOne)?;
            let index = team_index(t, team)?;
            let removed = t.teams.remove(index);
            // What was recorded ahead of round 1 under the team's id goes with it; left
            // behind, it would name a team that does not exist and the snapshot would no
            // longer load (found by the fuzzer in tests/reliability.rs).
            for round in &mut t.rounds {
                round.absent.retain(|a| *a != team);
                round.lineups.retain(|l| l.team != team);
            }
            t.penalties.retain(|p| p.team != team);
            for group in &mut t.kept_apart {
                group.teams.retain(|id| *id != team);
            }
            t.kept_apart.retain(|k| k.teams.len() >= 2);
            for lot in &mut t.lots {
                lot.order.retain(|id| *id != team);
            }
            text!(Msg::DidRemoveTeam, team = removed.name)
        }
        Command::MoveTeam { team, to_number } => {
            before_round_one(t, Msg::FieldStartingNumber, Msg::RefuseStartingNumbersFixed)?;
            let index = team_index(t, team)?;
            if to_number == 0 || to_number > t.teams.len() {
                return refuse(
                    Msg::FieldStartingNumber,
                    text!(Msg::RefuseOutOfRange, most = t.teams.len()),
                );
            }
            let moved = t.teams.remove(index);
            let name = moved.name.clone();
            t.teams.insert(to_number - 1, moved);
            text!(Msg::DidMoveTeam, team = name, number = to_number)
        }
        Command::AddPlayer { team, data } => {
            let data = valid_player(data)?;
            let max = t.regulation.max_roster();
            let id = PlayerId(t.next_player_id);
            let fide_id_taken = data
                .fide_id
                .and_then(|fide| holder_of_fide_id(t, fide, None));
            let entry = team_mut(t, team)?;
            if entry.roster.len() >= max {
                return refuse(
                    Msg::FieldRoster,
                    text!(
                        Msg::RefuseRosterFull,
                        team = &entry.name,
                        players = entry.roster.len()
                    ),
                );
            }
            if let Some(holder) = fide_id_taken {
                return refuse(
                    Msg::FieldFideId,
                    text!(Msg::RefuseFideIdTaken, team = holder),
                );
            }
            let name = format!("{}, {}", data.surname, data.given_name);
            entry.roster.push(player_from(id, data));
            let position = entry.roster.len();
            let team_name = entry.name.clone();
            t.next_player_id += 1;
            text!(
                Msg::DidAddPlayer,
                player = name,
                team = team_name,
                position = position
            )
        }
        Command::EditPlayer { player, data } => {
            let data = valid_player(data)?;
            if let Some(holder) = data
                .fide_id
                .and_then(|fide| holder_of_fide_id(t, fide, Some(player)))
            {
                return refuse(
                    Msg::FieldFideId,
                    text!(Msg::RefuseFideIdTaken, team = holder),
                );
            }
            let entry = player_mut(t, player)?;
            *entry = player_from(player, data);
            text!(Msg::DidSavePlayer, player = entry.full_name())
        }
        Command::RemovePlayer { player } => {
            if t.rounds
                .iter()
                .any(|r| r.lineups.iter().any(|l| l.players.contains(&player)))
            {
                return refuse(Msg::FieldPlayer, Msg::RefusePlayerHasPlayed);
            }
            let team = owner_of(t, player)?;
            let entry = team_mut(t, team)?;
            let position = entry
                .roster
                .iter()
                .position(|p| p.id == player)
                .expect("owner holds player");
            let removed = entry.roster.remove(position);
            text!(
                Msg::DidRemovePlayer,
                player = removed.full_name(),
                team = &entry.name
            )
        }
        Command::MovePlayer {
            player,
            to_position,
            override_lock,
        } => {
            if t.paired_rounds() > 0 && !override_lock {
                return refuse(Msg::FieldRosterOrder, Msg::RefuseBaseLineupFixed);
            }
            let team = owner_of(t, player)?;
            let entry = team_mut(t, team)?;
            if to_position == 0 || to_position > entry.roster.len() {
                return refuse(
                    Msg::FieldRosterPosition,
                    text!(Msg::RefuseOutOfRange, most = entry.roster.len()),
                );
            }
            let from = entry
                .roster
                .iter()
                .position(|p| p.id == player)
                .expect("owner holds player");
            let moved = entry.roster.remove(from);
            let name = moved.full_name();
            entry.roster.insert(to_position - 1, moved);
            let did = if override_lock && t.paired_rounds() > 0 {
                Msg::DidMovePlayerOverride
            } else {
                Msg::DidMovePlayer
            };
            text!(did, player = name, position = to_position)
        }
        Command::SetSchedule {
            round,
            start,
            venue,
        } => {
            let total = planned_rounds(t);
            if round == 0 || round > total {
                return refuse(Msg::FieldRound, text!(Msg::RefuseOutOfRange, most = total));
            }
            let entry = round_entry(t, round);
            entry.scheduled_start = start;
            entry.venue = venue;
            text!(Msg::DidSchedule, round = round)
        }
        Command::SetPairing {
            round,
            matches,
            bye,
        } => {
            set_pairing(t, round, matches, bye)?;
            text!(Msg::DidPairByHand, round = round)
        }
        Command::ClearPairing { round } => {
            let newest = t.paired_rounds() as u32;
            if round == 0 || round != newest {
                return refuse(
                    Msg::FieldRound,
                    text!(Msg::RefuseOnlyNewestDiscarded, newest = newest),
                );
            }
            let entry = &mut t.rounds[round as usize - 1];
            if entry.matches.iter().any(has_any_result) {
                return refuse(
                    Msg::FieldRound,
                    text!(Msg::RefuseRoundHasResults, round = round),
                );
            }
            entry.matches.clear();
            entry.bye = None;
            text!(Msg::DidDiscardPairing, round = round)
        }
        Command::PairRound {
            round,
            seed,
            initial_colour,
        } => {
            let proposal = crate::pairing::pair_round(t, round, seed, initial_colour)?;
            set_pairing(t, round, proposal.matches, proposal.bye)?;
            let drew = !proposal.lots.is_empty();
            t.lots.extend(proposal.lots);
            if round == 1 || t.initial_colour.is_none() {
                t.initial_colour = proposal.initial_colour;
            }
            t.rounds[round as usize - 1].seed = drew.then_some(seed);
            if drew {
                text!(Msg::DidPairAutomaticallyWithLot, round = round, seed = seed)
            } else {
                text!(Msg::DidPairAutomatically, round = round)
            }
        }
        Command::SwapTeams {
            round,
            first,
            second,
        } => {
            let entry = newest_unplayed_round(t, round)?;
            let mut matches: Vec<(TeamId, TeamId)> =
                entry.matches.iter().map(|m| (m.home, m.away)).collect();
            let mut bye = entry.bye;
            let mut found = [false, false];
            let swap = |team: TeamId| {
                if team == first {
                    second
                } else if team == second {
                    first
                } else {
                    team
                }
            };
            for (i, team) in [first, second].into_iter().enumerate() {
                found[i] =
                    bye == Some(team) || matches.iter().any(|(h, a)| *h == team || *a == team);
            }
            if first == second || !found[0] || !found[1] {
                return refuse(Msg::FieldSwap, text!(Msg::RefuseSwapTeams, round = round));
            }
            for (home, away) in matches.iter_mut() {
                *home = swap(*home);
                *away = swap(*away);
            }
            bye = bye.map(swap);
            set_pairing(t, round, matches, bye)?;
            let name = |id: TeamId| t.team(id).map(|x| x.name.clone()).unwrap_or_default();
            text!(
                Msg::DidSwapTeams,
                round = round,
                first = name(first),
                second = name(second)
            )
        }
        Command::FlipColours { round, table } => {
            let entry = newest_unplayed_round(t, round)?;
            let tables = entry.matches.len();
            if table == 0 || table > tables {
                return refuse(
                    Msg::FieldTable,
                    text!(Msg::RefuseTables, round = round, tables = tables),
                );
            }
            let mut matches: Vec<(TeamId, TeamId)> =
                entry.matches.iter().map(|m| (m.home, m.away)).collect();
            let bye = entry.bye;
            let (home, away) = matches[table - 1];
            matches[table - 1] = (away, home);
            set_pairing(t, round, matches, bye)?;
            text!(Msg::DidFlipColours, round = round, table = table)
        }
        Command::SortTeamsByRating => {
            before_round_one(t, Msg::FieldStartingNumber, Msg::RefuseStartingNumbersFixed)?;
            let order = crate::pairing::rating::starting_order(t);
            t.teams
                .sort_by_key(|team| order.iter().position(|id| *id == team.id));
            Text::new(Msg::DidSortByRating)
        }
        Command::SetPairingNumbers { order } => {
            before_round_one(t, Msg::FieldPairingNumbers, Msg::RefusePairingNumbersFixed)?;
            let field: Vec<TeamId> = t
                .teams
                .iter()
                .filter(|team| team.joins_at_round.is_none_or(|r| r <= 1))
                .map(|team| team.id)
                .collect();
            let mut given = order.clone();
            given.sort();
            let mut expected = field.clone();
            expected.sort();
            if given != expected {
                return refuse(
                    Msg::FieldPairingNumbers,
                    text!(Msg::RefusePairingNumbersEach, teams = field.len()),
                );
            }
            t.lots.push(LotDraw {
                purpose: LotPurpose::PairingNumbers,
                seed: 0,
                order,
                entered_by_arbiter: true,
            });
            Text::new(Msg::DidSetPairingNumbers)
        }
        Command::SetSwissPairing { pairing } => {
            before_round_one(t, Msg::FieldSwissPairing, Msg::RefuseSwissPairingFixed)?;
            if matches!(t.regulation.system, System::RoundRobin { .. }) {
                return refuse(Msg::FieldSwissPairing, Msg::RefuseSwissPairingRoundRobin);
            }
            if pairing == SwissPairing::DutchLegacy
                && t.regulation.primary_score != PrimaryScore::MatchPoints
            {
                return refuse(Msg::FieldSwissPairing, Msg::RefuseLegacyNeedsMatchPoints);
            }
            t.regulation.swiss_pairing = pairing;
            Text::new(Msg::DidSetSwissPairing).arg_text("system", swiss_pairing_name(pairing))
        }
        Command::SetLineup {
            round,
            team,
            players,
            handed_in,
        } => {
            existing_round(t, round)?;
            let boards = usize::from(t.regulation.boards);
            let entry = t.team(team).ok_or_else(|| unknown_team(team))?;
            if players.len() > boards {
                return refuse(
                    Msg::FieldLineup,
                    text!(Msg::RefuseTooManyPlayers, boards = boards),
                );
            }
            if players.len() < boards && t.regulation.all_boards_required {
                return refuse(
                    Msg::FieldLineup,
                    text!(Msg::RefuseAllBoardsRequired, boards = boards),
                );
            }
            if players.is_empty() {
                return refuse(Msg::FieldLineup, Msg::RefuseNoPlayerNamed);
            }
            for (i, p) in players.iter().enumerate() {
                if entry.player(*p).is_none() {
                    return refuse(
                        Msg::FieldLineup,
                        text!(Msg::RefuseNotOnRoster, board = i + 1, team = &entry.name),
                    );
                }
                if players[..i].contains(p) {
                    return refuse(
                        Msg::FieldLineup,
                        text!(Msg::RefuseSamePlayerTwice, board = i + 1),
                    );
                }
            }
            let ordered = in_roster_order(entry, &players);
            let name = entry.name.clone();
            let lineups = &mut t.rounds[round as usize - 1].lineups;
            let seated = lineups
                .iter()
                .find(|l| l.team == team)
                .and_then(|l| l.seated.clone());
            lineups.retain(|l| l.team != team);
            lineups.push(Lineup {
                team,
                players: ordered,
                handed_in,
                seated,
            });
            refresh_wrong_board_penalties(t, round, team);
            text!(Msg::DidSetLineup, team = name, round = round)
        }
        Command::RecordSeating {
            round,
            team,
            players,
        } => record_seating(t, round, team, players)?,
        Command::ImposePenalty { penalties } => {
            if penalties.is_empty() {
                return refuse(Msg::FieldPenalty, Msg::RefuseNoPenaltyNamed);
            }
            let mut done = Vec::new();
            for penalty in penalties {
                valid_penalty(t, &penalty)?;
                done.push(describe_kind(t, &penalty));
                t.penalties.push(penalty);
            }
            Text::new(Msg::DidImposePenalty).arg_list("penalties", done, "; ")
        }
        Command::LiftPenalty { round, team, kind } => {
            let index = t
                .penalties
                .iter()
                .position(|p| p.round == round && p.team == team && p.kind == kind)
                .ok_or_else(|| {
                    CommandError::new(
                        Msg::FieldPenalty,
                        text!(Msg::RefuseNoSuchPenalty, round = round),
                    )
                })?;
            let lifted = t.penalties.remove(index);
            Text::new(Msg::DidLiftPenalty).arg_text("penalty", describe_kind(t, &lifted))
        }
        Command::SetResult {
            round,
            table,
            board,
            result,
        } => {
            let game = board_mut(t, round, table, board)?;
            game.result = result;
            let entry = &mut t.rounds[round as usize - 1].matches[table - 1];
            entry.score_only = None;
            if result == GameResult::NotPlayed {
                text!(
                    Msg::DidClearResult,
                    round = round,
                    table = table,
                    board = board
                )
            } else {
                text!(
                    Msg::DidSetResult,
                    round = round,
                    table = table,
                    board = board,
                    result = result.notation()
                )
            }
        }
        Command::SetMatchScore {
            round,
            table,
            score,
        } => {
            let boards = t.regulation.boards;
            let entry = match_mut(t, round, table)?;
            if let Some(s) = score
                && s.home + s.away > HalfPoints::from_points(u32::from(boards))
            {
                return refuse(
                    Msg::FieldMatchScore,
                    text!(Msg::RefuseScoresTooHigh, boards = boards),
                );
            }
            entry.score_only = score;
            if score.is_some() {
                entry
                    .boards
                    .iter_mut()
                    .for_each(|b| b.result = GameResult::NotPlayed);
            }
            match score {
                Some(s) => text!(
                    Msg::DidSetMatchScore,
                    round = round,
                    table = table,
                    home = s.home,
                    away = s.away
                ),
                None => text!(Msg::DidClearMatchScore, round = round, table = table),
            }
        }
        Command::RecordArrival {
            round,
            table,
            board,
            colour,
            at,
        } => {
            let timing = at.map(|at| clock::arrival_timing(t, round, at));
            let game = board_mut(t, round, table, board)?;
            match colour {
                Colour::White => game.white_arrived = at,
                Colour::Black => game.black_arrived = at,
            }
            let what = match (at, timing) {
                (Some(at), Some(timing)) => arrival_words(at, timing),
                _ => Text::new(Msg::ArrivalCleared),
            };
            let colour = colour.label();
            text!(
                Msg::DidRecordArrival,
                round = round,
                table = table,
                board = board
            )
            .arg_text("colour", colour.into())
            .arg_text("arrival", what)
        }
        Command::DeclareForfeits { round, table, at } => {
            existing_round(t, round)?;
            if let Some(table) = table {
                match_mut(t, round, table)?;
            }
            let Some(limit) = clock::default_time(t, round) else {
                return refuse(
                    Msg::FieldRound,
                    text!(Msg::RefuseNoDefaultTime, round = round),
                );
            };
            let due: Vec<_> = clock::proposed_forfeits(t, round, at)
                .into_iter()
                .filter(|f| table.is_none_or(|x| x == f.table))
                .collect();
            if due.is_empty() {
                let why = if clock::in_time(&t.regulation, limit, at) {
                    text!(
                        Msg::RefuseDefaultTimeNotPassed,
                        limit = limit.format("%H:%M"),
                        now = at.format("%H:%M:%S")
                    )
                } else {
                    Text::new(Msg::RefuseEveryoneSeated)
                };
                return refuse(Msg::FieldForfeits, why);
            }
            let absent = clock::absent_teams(t, round, &due);
            let mut parts: Vec<Text> = Vec::new();
            for f in &due {
                let m = &mut t.rounds[round as usize - 1].matches[f.table - 1];
                m.boards[f.board - 1].result = f.result;
                parts.push(text!(
                    Msg::ForfeitOnBoard,
                    table = f.table,
                    board = f.board,
                    result = f.result.notation()
                ));
            }
            for (table, team) in absent {
                let name = t.team(team).map_or("?", |x| x.name.as_str());
                parts.push(text!(Msg::ForfeitOfMatch, team = name, table = table));
            }
            text!(
                Msg::DidDeclareForfeits,
                round = round,
                limit = limit.format("%H:%M")
            )
            .arg_list("forfeits", parts, "; ")
        }
        Command::StartRound { round, at } => {
            existing_round(t, round)?;
            t.rounds[round as usize - 1].actual_start = Some(at);
            text!(Msg::DidStartRound, round = round, time = at.format("%H:%M"))
        }
        Command::SetAbsent {
            round,
            team,
            absent,
        } => {
            let name = t.team(team).ok_or_else(|| unknown_team(team))?.name.clone();
            let total = planned_rounds(t);
            if round == 0 || round > total {
                return refuse(Msg::FieldRound, text!(Msg::RefuseOutOfRange, most = total));
            }
            let entry = round_entry(t, round);
            if entry.is_paired() && absent {
                return refuse(
                    Msg::FieldAbsence,
                    text!(Msg::RefuseAbsentAfterPairing, round = round),
                );
            }
            entry.absent.retain(|a| *a != team);
            if absent {
                entry.absent.push(team);
                text!(Msg::DidMarkAbsent, team = name, round = round)
            } else {
                text!(Msg::DidUnmarkAbsent, team = name, round = round)
            }
        }
        Command::Withdraw { team, from_round } => {
            if from_round == Some(0) {
                return refuse(Msg::FieldRound, Msg::RefuseRoundsFromOne);
            }
            let entry = team_mut(t, team)?;
            entry.withdrawn_from_round = from_round;
            match from_round {
                Some(r) => text!(Msg::DidWithdraw, team = &entry.name, round = r),
                None => text!(Msg::DidReturn, team = &entry.name),
            }
        }
        Command::DrawLots { teams, seed } => draw_lots(t, teams, seed)?,
        Command::ForbidPairings {
            teams,
            first_round,
            last_round,
        } => forbid_pairings(t, teams, first_round, last_round)?,
        Command::AllowPairings { teams } => {
            let numbers = distinct_team_numbers(t, &teams)?;
            let mut wanted = teams.clone();
            wanted.sort();
            let before = t.kept_apart.len();
            t.kept_apart.retain(|k| {
                let mut named = k.teams.clone();
                named.sort();
                named != wanted
            });
            if t.kept_apart.len() == before {
                return refuse(
                    Msg::FieldTeams,
                    text!(
                        Msg::RefuseNoSuchForbiddenPairing,
                        teams = numbers.join(", ")
                    ),
                );
            }
            text!(Msg::DidAllowPairings, teams = numbers.join(", "))
        }
        Command::Import { source, commands } => {
            let steps = commands.len();
            for (step, command) in commands.into_iter().enumerate() {
                // `t` is already the copy `apply` swaps in only on success.
                perform(t, command).map_err(|refused| {
                    CommandError::new(
                        refused.field,
                        text!(
                            Msg::RefuseImportStep,
                            step = step + 1,
                            steps = steps,
                            source = &source
                        )
                        .arg_text("rule", refused.rule),
                    )
                })?;
            }
            text!(Msg::DidImport, source = source, changes = steps)
        }
    };
    Ok(Applied { summary })
}

/// The starting numbers of `teams`, refused unless there are at least two, each once.
fn distinct_team_numbers(t: &Tournament, teams: &[TeamId]) -> Result<Vec<String>, CommandError> {
    if teams.len() < 2 {
        return refuse(Msg::FieldTeams, Msg::RefuseForbidNeedsTwo);
    }
    let mut numbers = Vec::new();
    for (i, team) in teams.iter().enumerate() {
        let number = t
            .starting_number(*team)
            .ok_or_else(|| unknown_team(*team))?;
        if teams[..i].contains(team) {
            return refuse(
                Msg::FieldTeams,
                text!(Msg::RefuseTeamNumberTwice, number = number),
            );
        }
        numbers.push(number.to_string());
    }
    Ok(numbers)
}

/// Records a forbidden pairing. A round robin pairs by fixed tables in which every team
/// meets every other (C.05 Annex 1), so there it cannot apply and is refused.
fn forbid_pairings(
    t: &mut Tournament,
    teams: Vec<TeamId>,
    first_round: u32,
    last_round: Option<u32>,
) -> Result<Text, CommandError> {
    let numbers = distinct_team_numbers(t, &teams)?;
    if t.is_round_robin() {
        return refuse(Msg::FieldTeams, Msg::RefuseForbidInRoundRobin);
    }
    let total = planned_rounds(t);
    if first_round == 0 || first_round > total {
        return refuse(
            Msg::FieldFirstRound,
            text!(Msg::RefuseOutOfRange, most = total),
        );
    }
    if let Some(last) = last_round
        && !(first_round..=total).contains(&last)
    {
        return refuse(
            Msg::FieldLastRound,
            text!(Msg::RefuseLastRound, first = first_round, most = total),
        );
    }
    let mut wanted = teams.clone();
    wanted.sort();
    if t.kept_apart.iter().any(|k| {
        let mut named = k.teams.clone();
        named.sort();
        named == wanted
    }) {
        return refuse(
            Msg::FieldTeams,
            text!(Msg::RefuseAlreadyKeptApart, teams = numbers.join(", ")),
        );
    }
    t.kept_apart.push(KeptApart {
        teams,
        first_round,
        last_round,
    });
    let rounds = match last_round {
        Some(last) if last == first_round => text!(Msg::KeptApartInRound, round = first_round),
        Some(last) => text!(Msg::KeptApartInRounds, first = first_round, last = last),
        None if first_round == 1 => Text::new(Msg::KeptApartEveryRound),
        None => text!(Msg::KeptApartFromRound, round = first_round),
    };
    Ok(text!(Msg::DidForbidPairings, teams = numbers.join(", ")).arg_text("rounds", rounds))
}

/// Checks that the teams are tied after every criterion before the lots and records the
/// draw.
fn draw_lots(t: &mut Tournament, teams: Vec<TeamId>, seed: u64) -> Result<Text, CommandError> {
    let chain = t.regulation.chain(t.teams.len());
    if chain.last() != Some(&Tiebreak::Lots) {
        return refuse(Msg::FieldLots, Msg::RefuseNoLotsInChain);
    }
    if teams.len() < 2 {
        return refuse(Msg::FieldLots, Msg::RefuseLotsNeedTwo);
    }
    let mut numbers = Vec::new();
    for (i, team) in teams.iter().enumerate() {
        if teams[..i].contains(team) {
            return refuse(
                Msg::FieldLots,
                text!(Msg::RefuseTeamNamedTwice, id = team.0),
            );
        }
        numbers.push(
            t.starting_number(*team)
                .ok_or_else(|| unknown_team(*team))?,
        );
    }
    let standings = crate::scoring::standings(t, t.paired_rounds() as u32);
    let before_lots = &standings.stages[chain.len() - 1];
    let groups: Vec<u32> = teams
        .iter()
        .map(|id| before_lots[standings.position_of(*id).expect("every team is ranked")])
        .collect();
    if groups.iter().any(|g| *g != groups[0]) {
        return refuse(Msg::FieldLots, Msg::RefuseNotTied);
    }
    // Starting-number order first, so that the order the teams were named in does not
    // change the draw.
    let mut order = teams;
    order.sort_by_key(|id| t.starting_number(*id));
    crate::pairing::lot::Lot::new(seed).shuffle(&mut order);
    let drawn: Vec<String> = order
        .iter()
        .map(|id| t.starting_number(*id).unwrap_or(0).to_string())
        .collect();
    t.lots.push(LotDraw {
        purpose: LotPurpose::FinalRanking,
        seed,
        order,
        entered_by_arbiter: false,
    });
    numbers.sort_unstable();
    let numbers: Vec<String> = numbers.iter().map(usize::to_string).collect();
    Ok(text!(
        Msg::DidDrawLots,
        seed = seed,
        teams = numbers.join(", "),
        order = drawn.join(", ")
    ))
}

fn arrival_words(at: DateTime<FixedOffset>, timing: clock::ArrivalTiming) -> Text {
    let time = at.format("%H:%M:%S");
    match timing {
        clock::ArrivalTiming::BeforeStart => text!(Msg::ArrivedBeforeStart, time = time),
        clock::ArrivalTiming::AfterStart {
            clock_deduction_minutes: Some(minutes),
        } => text!(
            Msg::ArrivedAfterStartClockDeduction,
            time = time,
            minutes = minutes
        ),
        clock::ArrivalTiming::AfterStart { .. } => text!(Msg::ArrivedAfterStart, time = time),
        clock::ArrivalTiming::AfterDefaultTime { limit } => text!(
            Msg::ArrivedAfterDefaultTime,
            time = time,
            limit = limit.format("%H:%M")
        ),
    }
}

/// Rounds the event will have, from the regulation and the field of round 1 (late entries
/// do not change the system).
pub fn planned_rounds(t: &Tournament) -> u32 {
    t.regulation
        .system
        .rounds(t.round_one_field())
        .max(t.rounds.len() as u32)
}

fn required_text(field: Msg, text: String) -> Result<String, CommandError> {
    let text = text.trim().to_string();
    if text.is_empty() {
        return refuse(field, Msg::RefuseEmpty);
    }
    if text.chars().any(char::is_control) {
        return refuse(field, Msg::RefuseControlCharacters);
    }
    Ok(text)
}

fn unique_team_name(
    t: &Tournament,
    name: &str,
    except: Option<TeamId>,
) -> Result<(), CommandError> {
    let taken = t
        .teams
        .iter()
        .any(|team| Some(team.id) != except && collate::same_name(&team.name, name));
    if taken {
        return refuse(
            Msg::FieldTeamName,
            text!(Msg::RefuseTeamNameTaken, name = name),
        );
    }
    Ok(())
}

fn valid_player(mut data: PlayerData) -> Result<PlayerData, CommandError> {
    data.surname = required_text(Msg::FieldSurname, data.surname)?;
    data.given_name = data.given_name.trim().to_string();
    if data.given_name.chars().any(char::is_control) {
        return refuse(Msg::FieldGivenName, Msg::RefuseControlCharacters);
    }
    for (field, rating) in [
        (Msg::FieldFideRating, data.fide_rating),
        (Msg::FieldNationalRating, data.national_rating),
    ] {
        if let Some(r) = rating
            && !(100..=3500).contains(&r)
        {
            return refuse(field, text!(Msg::RefuseRating, rating = r));
        }
    }
    for (field, code) in [
        (Msg::FieldFederation, &mut data.federation),
        (Msg::FieldCitizenship, &mut data.citizenship),
    ] {
        *code = code.trim().to_uppercase();
        if !(code.is_empty() || code.len() == 3 && code.chars().all(|c| c.is_ascii_uppercase())) {
            return refuse(field, text!(Msg::RefuseCountryCode, code = code));
        }
    }
    if let Some(year) = data.birth_year
        && !(1900..=2100).contains(&year)
    {
        return refuse(
            Msg::FieldBirthYear,
            text!(Msg::RefuseBirthYear, year = year),
        );
    }
    if data.fide_id == Some(0) {
        return refuse(Msg::FieldFideId, Msg::RefuseFideIdZero);
    }
    Ok(data)
}

fn player_from(id: PlayerId, data: PlayerData) -> Player {
    Player {
        id,
        surname: data.surname,
        given_name: data.given_name,
        fide_id: data.fide_id,
        fide_rating: data.fide_rating,
        national_rating: data.national_rating,
        title: data.title,
        federation: data.federation,
        citizenship: data.citizenship,
        birth_year: data.birth_year,
        registered: data.registered,
    }
}

fn holder_of_fide_id(t: &Tournament, fide_id: u64, except: Option<PlayerId>) -> Option<String> {
    t.teams.iter().find_map(|team| {
        team.roster
            .iter()
            .any(|p| p.fide_id == Some(fide_id) && Some(p.id) != except)
            .then(|| team.name.clone())
    })
}

fn unknown_team(team: TeamId) -> CommandError {
    CommandError::new(Msg::FieldTeam, text!(Msg::RefuseNoTeamWithId, id = team.0))
}

fn team_index(t: &Tournament, team: TeamId) -> Result<usize, CommandError> {
    t.teams
        .iter()
        .position(|x| x.id == team)
        .ok_or_else(|| unknown_team(team))
}

fn team_mut(t: &mut Tournament, team: TeamId) -> Result<&mut Team, CommandError> {
    let index = team_index(t, team)?;
    Ok(&mut t.teams[index])
}

fn owner_of(t: &Tournament, player: PlayerId) -> Result<TeamId, CommandError> {
    t.find_player(player)
        .map(|(team, _)| team.id)
        .ok_or_else(|| {
            CommandError::new(
                Msg::FieldPlayer,
                text!(Msg::RefuseNoPlayerWithId, id = player.0),
            )
        })
}

fn player_mut(t: &mut Tournament, player: PlayerId) -> Result<&mut Player, CommandError> {
    let team = owner_of(t, player)?;
    let entry = team_mut(t, team)?;
    Ok(entry
        .roster
        .iter_mut()
        .find(|p| p.id == player)
        .expect("owner holds player"))
}

/// The name of a Swiss pairing system, for the summary and `kup swiss-pairing`.
pub fn swiss_pairing_name(pairing: SwissPairing) -> Text {
    Text::new(match pairing {
        SwissPairing::TeamSwiss => Msg::SwissPairingTeamSwiss,
        SwissPairing::DutchLegacy => Msg::SwissPairingDutchLegacy,
    })
}

fn before_round_one(t: &Tournament, field: Msg, rule: Msg) -> Result<(), CommandError> {
    if t.paired_rounds() > 0 {
        return refuse(field, rule);
    }
    Ok(())
}

/// The round entry, created (with the ones before it) if the event has not reached it yet.
fn round_entry(t: &mut Tournament, round: u32) -> &mut Round {
    let index = round as usize - 1;
    if t.rounds.len() <= index {
        t.rounds.resize_with(index + 1, Round::default);
    }
    &mut t.rounds[index]
}

fn existing_round(t: &Tournament, round: u32) -> Result<&Round, CommandError> {
    let paired = t.paired_rounds();
    round
        .checked_sub(1)
        .and_then(|i| t.rounds.get(i as usize))
        .filter(|r| r.is_paired())
        .ok_or_else(|| {
            CommandError::new(
                Msg::FieldRound,
                text!(Msg::RefuseRoundNotPaired, round = round, paired = paired),
            )
        })
}

fn match_mut(t: &mut Tournament, round: u32, table: usize) -> Result<&mut Match, CommandError> {
    let tables = existing_round(t, round)?.matches.len();
    if table == 0 || table > tables {
        return refuse(
            Msg::FieldTable,
            text!(Msg::RefuseTables, round = round, tables = tables),
        );
    }
    Ok(&mut t.rounds[round as usize - 1].matches[table - 1])
}

fn board_mut(
    t: &mut Tournament,
    round: u32,
    table: usize,
    board: usize,
) -> Result<&mut BoardGame, CommandError> {
    let boards = usize::from(t.regulation.boards);
    let entry = match_mut(t, round, table)?;
    if board == 0 || board > boards {
        return refuse(Msg::FieldBoard, text!(Msg::RefuseBoards, boards = boards));
    }
    Ok(&mut entry.boards[board - 1])
}

/// Records the seating and brings kup's own wrong-board penalties up to date.
fn record_seating(
    t: &mut Tournament,
    round: u32,
    team: TeamId,
    players: Vec<PlayerId>,
) -> Result<Text, CommandError> {
    let entry = existing_round(t, round)?;
    let started = entry.actual_start.is_some()
        || entry
            .match_of(team)
            .is_some_and(|(_, m)| has_any_result(m) || m.boards.iter().any(has_arrival));
    let Some(team_entry) = t.team(team) else {
        return Err(unknown_team(team));
    };
    let name = team_entry.name.clone();
    if entry.match_of(team).is_none() {
        return refuse(
            Msg::FieldSeating,
            text!(Msg::RefuseNoMatch, team = name, round = round),
        );
    }
    if !started {
        return refuse(
            Msg::FieldSeating,
            text!(Msg::RefuseSeatingBeforeStart, round = round),
        );
    }
    let boards = usize::from(t.regulation.boards);
    if players.len() > boards {
        return refuse(
            Msg::FieldSeating,
            text!(Msg::RefuseTooManyPlayers, boards = boards),
        );
    }
    for (i, p) in players.iter().enumerate() {
        if team_entry.player(*p).is_none() {
            return refuse(
                Msg::FieldSeating,
                text!(Msg::RefuseNotOnRoster, board = i + 1, team = &name),
            );
        }
        if players[..i].contains(p) {
            return refuse(
                Msg::FieldSeating,
                text!(Msg::RefuseSamePlayerTwice, board = i + 1),
            );
        }
    }
    let registered = t.registered_lineup(round as usize - 1, team);
    let wrong = wrong_boards(&registered, &players);
    let lineups = &mut t.rounds[round as usize - 1].lineups;
    match lineups.iter_mut().find(|l| l.team == team) {
        Some(lineup) => lineup.seated = Some(players),
        None => lineups.push(Lineup {
            team,
            players: registered,
            handed_in: None,
            seated: Some(players),
        }),
    }
    refresh_wrong_board_penalties(t, round, team);
    let boards_text = wrong
        .iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    Ok(match (wrong.is_empty(), t.regulation.wrong_board_loses) {
        (true, _) => text!(Msg::DidSeatAsLineup, team = name, round = round),
        (false, true) => text!(
            Msg::DidSeatContraryLost,
            team = name,
            round = round,
            boards = boards_text,
            regulation = &t.regulation.id
        ),
        (false, false) => text!(
            Msg::DidSeatContrary,
            team = name,
            round = round,
            boards = boards_text
        ),
    })
}

/// The reason of a game lost for a wrong board (bpz-2025 čl. 6). Penalties with it (by
/// its English, which files written before reasons were kept as texts have too) are kup's
/// own: recording the seating again replaces them.
fn wrong_board_reason() -> Text {
    Msg::PenaltyRuleWrongBoard.into()
}

/// Replaces kup's own wrong-board penalties of `team` in `round` by those the seating
/// calls for now (bpz-2025 čl. 6); the arbiter's own penalties stay.
fn refresh_wrong_board_penalties(t: &mut Tournament, round: u32, team: TeamId) {
    t.penalties.retain(|p| {
        !(p.round == round
            && p.team == team
            && matches!(p.kind, PenaltyKind::GameLost { .. })
            && p.reason == wrong_board_reason().to_string())
    });
    if !t.regulation.wrong_board_loses {
        return;
    }
    let index = round as usize - 1;
    let Some(seated) = t.rounds[index].lineup(team).and_then(|l| l.seated.clone()) else {
        return;
    };
    let registered = t.registered_lineup(index, team);
    for board in wrong_boards(&registered, &seated) {
        let kind = PenaltyKind::GameLost { board };
        let already = t
            .penalties
            .iter()
            .any(|p| p.round == round && p.team == team && p.kind == kind);
        if !already {
            t.penalties
                .push(Penalty::worded(round, team, kind, &wrong_board_reason()));
        }
    }
}

/// A penalty must concern a paired round, a team with a match in it and a real board; the
/// loss of all match points only where the regulation imposes it (bpz-2025 čl. 5).
fn valid_penalty(t: &Tournament, penalty: &Penalty) -> Result<(), CommandError> {
    let round = penalty.round;
    let entry = existing_round(t, round)?;
    let name = &t
        .team(penalty.team)
        .ok_or_else(|| unknown_team(penalty.team))?
        .name;
    if penalty.reason.trim().is_empty() {
        return refuse(Msg::FieldReason, Msg::RefuseNoReason);
    }
    match penalty.kind {
        PenaltyKind::GameLost { board } => {
            let boards = usize::from(t.regulation.boards);
            if board == 0 || board > boards {
                return refuse(Msg::FieldBoard, text!(Msg::RefuseBoards, boards = boards));
            }
            if entry.match_of(penalty.team).is_none() {
                return refuse(
                    Msg::FieldTeam,
                    text!(Msg::RefuseNoGameToLose, team = name, round = round),
                );
            }
        }
        PenaltyKind::AllMatchPointsLost => {
            if !t.regulation.unregistered_loses_all_mp {
                return refuse(
                    Msg::FieldPenalty,
                    text!(
                        Msg::RefuseNoAllMatchPointsPenalty,
                        regulation = &t.regulation.id
                    ),
                );
            }
        }
    }
    if t.penalties
        .iter()
        .any(|p| p.round == round && p.team == penalty.team && p.kind == penalty.kind)
    {
        return refuse(
            Msg::FieldPenalty,
            text!(Msg::RefusePenaltyTwice, team = name, round = round),
        );
    }
    Ok(())
}

fn describe_kind(t: &Tournament, penalty: &Penalty) -> Text {
    let name = t.team(penalty.team).map_or("?", |x| x.name.as_str());
    match penalty.kind {
        PenaltyKind::GameLost { board } => text!(
            Msg::PenaltyGameLost,
            round = penalty.round,
            team = name,
            board = board
        )
        .arg_text("reason", penalty.reason_text()),
        PenaltyKind::AllMatchPointsLost => text!(
            Msg::PenaltyAllMatchPointsLost,
            team = name,
            round = penalty.round
        )
        .arg_text("reason", penalty.reason_text()),
    }
}

fn has_arrival(game: &BoardGame) -> bool {
    game.white_arrived.is_some() || game.black_arrived.is_some()
}

/// The round, if it is the newest paired round and has no results (a pairing may change).
fn newest_unplayed_round(t: &Tournament, round: u32) -> Result<&Round, CommandError> {
    let newest = t.paired_rounds() as u32;
    if round == 0 || round != newest {
        return refuse(
            Msg::FieldRound,
            text!(Msg::RefuseOnlyNewestChanged, newest = newest),
        );
    }
    let entry = &t.rounds[round as usize - 1];
    if entry.matches.iter().any(has_any_result) {
        return refuse(
            Msg::FieldRound,
            text!(Msg::RefuseRoundHasResults, round = round),
        );
    }
    Ok(entry)
}

fn has_any_result(m: &Match) -> bool {
    m.score_only.is_some() || m.boards.iter().any(|b| b.result != GameResult::NotPlayed)
}

/// Checks a whole-round pairing: every team present exactly once, none withdrawn, absent or
/// not yet entered, and the round is the next one to pair or the newest without results.
fn set_pairing(
    t: &mut Tournament,
    round: u32,
    matches: Vec<(TeamId, TeamId)>,
    bye: Option<TeamId>,
) -> Result<(), CommandError> {
    let paired = t.paired_rounds() as u32;
    let total = planned_rounds(t);
    if round == 0 || round > total {
        return refuse(Msg::FieldRound, text!(Msg::RefuseOutOfRange, most = total));
    }
    if round > paired + 1 {
        return refuse(
            Msg::FieldRound,
            text!(Msg::RefusePairFirst, round = paired + 1),
        );
    }
    if round < paired {
        return refuse(
            Msg::FieldRound,
            text!(Msg::RefuseFollowedByPairedRounds, round = round),
        );
    }
    if round == paired
        && t.rounds[round as usize - 1]
            .matches
            .iter()
            .any(has_any_result)
    {
        return refuse(
            Msg::FieldRound,
            text!(Msg::RefuseRoundHasResults, round = round),
        );
    }
    let absent = t
        .rounds
        .get(round as usize - 1)
        .map(|r| r.absent.clone())
        .unwrap_or_default();
    let mut seen: Vec<TeamId> = Vec::new();
    let named = matches.iter().flat_map(|(a, b)| [*a, *b]).chain(bye);
    for team in named {
        let entry = t.team(team).ok_or_else(|| unknown_team(team))?;
        let number = t.starting_number(team).unwrap_or(0);
        if seen.contains(&team) {
            return refuse(
                Msg::FieldPairing,
                text!(Msg::RefusePairedTwice, number = number, team = &entry.name),
            );
        }
        if !entry.plays_in_round(round) {
            return refuse(
                Msg::FieldPairing,
                text!(
                    Msg::RefuseDoesNotPlay,
                    number = number,
                    team = &entry.name,
                    round = round
                ),
            );
        }
        if absent.contains(&team) {
            return refuse(
                Msg::FieldPairing,
                text!(
                    Msg::RefuseAnnouncedAbsence,
                    number = number,
                    team = &entry.name,
                    round = round
                ),
            );
        }
        seen.push(team);
    }
    let missing: Vec<String> = t
        .teams
        .iter()
        .filter(|x| x.plays_in_round(round) && !absent.contains(&x.id) && !seen.contains(&x.id))
        .map(|x| t.starting_number(x.id).unwrap_or(0).to_string())
        .collect();
    // In a round robin the Berger table leaves a team without a match when its opponent
    // is the free number, absent or withdrawn.
    if !missing.is_empty() && !t.is_round_robin() {
        return refuse(
            Msg::FieldPairing,
            text!(Msg::RefuseTeamsNotPaired, numbers = missing.join(", ")),
        );
    }
    let boards = usize::from(t.regulation.boards);
    let entry = round_entry(t, round);
    entry.matches = matches
        .into_iter()
        .map(|(home, away)| Match::new(home, away, boards))
        .collect();
    entry.bye = bye;
    Ok(())
}
