//! The one command type: every change to a tournament, from the TUI, the CLI or a test,
//! is a [`Command`] passed to [`apply`], which validates it fully and either performs all
//! of it or nothing.

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};

use super::clock;
use super::lineup::{WRONG_BOARD_REASON, in_roster_order, wrong_boards};
use super::model::{
    BoardGame, Colour, GameResult, HalfPoints, KeptApart, Lineup, LotDraw, LotPurpose, Match,
    MatchScore, Penalty, PenaltyKind, Player, PlayerId, Round, Team, TeamId, Tournament,
    TournamentInfo,
};
use super::rules::Tiebreak;

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
}

/// What a successful command did, in words for the status line and the journal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applied {
    pub summary: String,
}

/// Why a command was refused: the field it concerns and the rule it breaks.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {rule}")]
pub struct CommandError {
    pub field: &'static str,
    pub rule: String,
}

impl CommandError {
    pub fn new(field: &'static str, rule: impl Into<String>) -> Self {
        CommandError {
            field,
            rule: rule.into(),
        }
    }
}

fn refuse<T>(field: &'static str, rule: impl Into<String>) -> Result<T, CommandError> {
    Err(CommandError::new(field, rule))
}

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
                return refuse("name", "the tournament needs a name");
            }
            if let (Some(start), Some(end)) = (info.start_date, info.end_date)
                && end < start
            {
                return refuse("end_date", "the event cannot end before it starts");
            }
            t.info = info;
            "tournament details saved".to_string()
        }
        Command::AddTeam { name, club, city } => {
            let name = required_text("team name", name)?;
            unique_team_name(t, &name, None)?;
            let id = TeamId(t.next_team_id);
            t.next_team_id += 1;
            let late = t.paired_rounds() > 0;
            if late && !t.regulation.late_entries {
                return refuse(
                    "team",
                    "round 1 is paired and this regulation admits no late entries",
                );
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
                Some(r) => format!("team {name} entered late, plays from round {r}"),
                None => format!("team {name} added as number {}", t.teams.len()),
            }
        }
        Command::EditTeam {
            team,
            name,
            club,
            city,
        } => {
            let name = required_text("team name", name)?;
            unique_team_name(t, &name, Some(team))?;
            let entry = team_mut(t, team)?;
            entry.name = name.clone();
            entry.club = club;
            entry.city = city;
            format!("team {name} saved")
        }
        Command::RemoveTeam { team } => {
            before_round_one(
                t,
                "team",
                "a team cannot be removed once round 1 is paired; withdraw it instead",
            )?;
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
            format!("team {} removed", removed.name)
        }
        Command::MoveTeam { team, to_number } => {
            before_round_one(
                t,
                "starting number",
                "starting numbers are fixed once round 1 is paired (C.04.6 1.1.3)",
            )?;
            let index = team_index(t, team)?;
            if to_number == 0 || to_number > t.teams.len() {
                return refuse(
                    "starting number",
                    format!("must be between 1 and {}", t.teams.len()),
                );
            }
            let moved = t.teams.remove(index);
            let name = moved.name.clone();
            t.teams.insert(to_number - 1, moved);
            format!("team {name} is now number {to_number}")
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
                    "roster",
                    format!(
                        "{} already has {} players, the most this regulation allows",
                        entry.name,
                        entry.roster.len()
                    ),
                );
            }
            if let Some(holder) = fide_id_taken {
                return refuse(
                    "FIDE ID",
                    format!("already on the roster of {holder}: a player plays for one team only"),
                );
            }
            let name = format!("{}, {}", data.surname, data.given_name);
            entry.roster.push(player_from(id, data));
            let position = entry.roster.len();
            let team_name = entry.name.clone();
            t.next_player_id += 1;
            format!("{name} added to {team_name} as number {position}")
        }
        Command::EditPlayer { player, data } => {
            let data = valid_player(data)?;
            if let Some(holder) = data
                .fide_id
                .and_then(|fide| holder_of_fide_id(t, fide, Some(player)))
            {
                return refuse(
                    "FIDE ID",
                    format!("already on the roster of {holder}: a player plays for one team only"),
                );
            }
            let entry = player_mut(t, player)?;
            *entry = player_from(player, data);
            format!("{} saved", entry.full_name())
        }
        Command::RemovePlayer { player } => {
            if t.rounds
                .iter()
                .any(|r| r.lineups.iter().any(|l| l.players.contains(&player)))
            {
                return refuse(
                    "player",
                    "has played or is in a lineup; the record must stay",
                );
            }
            let team = owner_of(t, player)?;
            let entry = team_mut(t, team)?;
            let position = entry
                .roster
                .iter()
                .position(|p| p.id == player)
                .expect("owner holds player");
            let removed = entry.roster.remove(position);
            format!("{} removed from {}", removed.full_name(), entry.name)
        }
        Command::MovePlayer {
            player,
            to_position,
            override_lock,
        } => {
            if t.paired_rounds() > 0 && !override_lock {
                return refuse(
                    "roster order",
                    "the base lineup is fixed once round 1 is paired; an arbiter's override is needed",
                );
            }
            let team = owner_of(t, player)?;
            let entry = team_mut(t, team)?;
            if to_position == 0 || to_position > entry.roster.len() {
                return refuse(
                    "roster position",
                    format!("must be between 1 and {}", entry.roster.len()),
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
            let overridden = if override_lock && t.paired_rounds() > 0 {
                " (arbiter's override of the frozen base lineup)"
            } else {
                ""
            };
            format!("{name} moved to roster position {to_position}{overridden}")
        }
        Command::SetSchedule {
            round,
            start,
            venue,
        } => {
            let total = planned_rounds(t);
            if round == 0 || round > total {
                return refuse("round", format!("must be between 1 and {total}"));
            }
            let entry = round_entry(t, round);
            entry.scheduled_start = start;
            entry.venue = venue;
            format!("round {round} schedule saved")
        }
        Command::SetPairing {
            round,
            matches,
            bye,
        } => {
            set_pairing(t, round, matches, bye)?;
            format!("round {round} paired by hand")
        }
        Command::ClearPairing { round } => {
            let newest = t.paired_rounds() as u32;
            if round == 0 || round != newest {
                return refuse(
                    "round",
                    format!("only the newest paired round ({newest}) can be discarded"),
                );
            }
            let entry = &mut t.rounds[round as usize - 1];
            if entry.matches.iter().any(has_any_result) {
                return refuse("round", "it has results; clear them first");
            }
            entry.matches.clear();
            entry.bye = None;
            format!("pairing of round {round} discarded")
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
                format!("round {round} paired automatically (lot drawn with seed {seed})")
            } else {
                format!("round {round} paired automatically")
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
                return refuse(
                    "swap",
                    format!("both teams must be in the pairing of round {round}, and differ"),
                );
            }
            for (home, away) in matches.iter_mut() {
                *home = swap(*home);
                *away = swap(*away);
            }
            bye = bye.map(swap);
            set_pairing(t, round, matches, bye)?;
            let name = |id: TeamId| t.team(id).map(|x| x.name.clone()).unwrap_or_default();
            format!(
                "round {round}: {} and {} swapped",
                name(first),
                name(second)
            )
        }
        Command::FlipColours { round, table } => {
            let entry = newest_unplayed_round(t, round)?;
            let tables = entry.matches.len();
            if table == 0 || table > tables {
                return refuse("table", format!("round {round} has tables 1 to {tables}"));
            }
            let mut matches: Vec<(TeamId, TeamId)> =
                entry.matches.iter().map(|m| (m.home, m.away)).collect();
            let bye = entry.bye;
            let (home, away) = matches[table - 1];
            matches[table - 1] = (away, home);
            set_pairing(t, round, matches, bye)?;
            format!("round {round}, table {table}: colours exchanged")
        }
        Command::SortTeamsByRating => {
            before_round_one(
                t,
                "starting number",
                "starting numbers are fixed once round 1 is paired (C.04.6 1.1.3)",
            )?;
            let order = crate::pairing::rating::starting_order(t);
            t.teams
                .sort_by_key(|team| order.iter().position(|id| *id == team.id));
            "teams ordered by team rating".to_string()
        }
        Command::SetPairingNumbers { order } => {
            before_round_one(
                t,
                "pairing numbers",
                "pairing numbers are fixed once round 1 is paired",
            )?;
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
                    "pairing numbers",
                    format!("must name each of the {} teams exactly once", field.len()),
                );
            }
            t.lots.push(LotDraw {
                purpose: LotPurpose::PairingNumbers,
                seed: 0,
                order,
                entered_by_arbiter: true,
            });
            "pairing numbers entered".to_string()
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
                return refuse("lineup", format!("at most {boards} players, one per board"));
            }
            if players.len() < boards && t.regulation.all_boards_required {
                return refuse(
                    "lineup",
                    format!("this regulation requires all {boards} boards filled"),
                );
            }
            if players.is_empty() {
                return refuse("lineup", "names no player");
            }
            for (i, p) in players.iter().enumerate() {
                if entry.player(*p).is_none() {
                    return refuse(
                        "lineup",
                        format!(
                            "board {}: the player is not on the roster of {}",
                            i + 1,
                            entry.name
                        ),
                    );
                }
                if players[..i].contains(p) {
                    return refuse("lineup", format!("board {}: the same player twice", i + 1));
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
            format!("lineup of {name} for round {round} saved")
        }
        Command::RecordSeating {
            round,
            team,
            players,
        } => record_seating(t, round, team, players)?,
        Command::ImposePenalty { penalties } => {
            if penalties.is_empty() {
                return refuse("penalty", "names no penalty");
            }
            let mut done = Vec::new();
            for penalty in penalties {
                valid_penalty(t, &penalty)?;
                done.push(describe_kind(t, &penalty));
                t.penalties.push(penalty);
            }
            format!("penalty imposed: {}", done.join("; "))
        }
        Command::LiftPenalty { round, team, kind } => {
            let index = t
                .penalties
                .iter()
                .position(|p| p.round == round && p.team == team && p.kind == kind)
                .ok_or_else(|| {
                    CommandError::new("penalty", format!("no such penalty in round {round}"))
                })?;
            let lifted = t.penalties.remove(index);
            format!("penalty lifted: {}", describe_kind(t, &lifted))
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
            let shown = if result == GameResult::NotPlayed {
                "cleared".to_string()
            } else {
                result.notation().to_string()
            };
            format!("round {round}, table {table}, board {board}: {shown}")
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
                    "match score",
                    format!("the two scores add up to more than {boards} boards"),
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
                Some(s) => format!(
                    "round {round}, table {table}: match score {}-{}",
                    s.home, s.away
                ),
                None => format!("round {round}, table {table}: match score cleared"),
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
                _ => "arrival cleared".to_string(),
            };
            format!("round {round}, table {table}, board {board}: {colour:?} {what}")
        }
        Command::DeclareForfeits { round, table, at } => {
            existing_round(t, round)?;
            if let Some(table) = table {
                match_mut(t, round, table)?;
            }
            let Some(limit) = clock::default_time(t, round) else {
                return refuse(
                    "round",
                    format!("round {round} has no scheduled start, so no default time"),
                );
            };
            let due: Vec<_> = clock::proposed_forfeits(t, round, at)
                .into_iter()
                .filter(|f| table.is_none_or(|x| x == f.table))
                .collect();
            if due.is_empty() {
                let why = if clock::in_time(&t.regulation, limit, at) {
                    format!(
                        "the default time ({}) has not passed at {}",
                        limit.format("%H:%M"),
                        at.format("%H:%M:%S")
                    )
                } else {
                    "every player sat down in time or the board has a result".to_string()
                };
                return refuse("forfeits", format!("none is due: {why}"));
            }
            let absent = clock::absent_teams(t, round, &due);
            let mut parts: Vec<String> = Vec::new();
            for f in &due {
                let m = &mut t.rounds[round as usize - 1].matches[f.table - 1];
                m.boards[f.board - 1].result = f.result;
                parts.push(format!(
                    "table {} board {} {}",
                    f.table,
                    f.board,
                    f.result.notation()
                ));
            }
            for (table, team) in absent {
                let name = t.team(team).map_or("?", |x| x.name.as_str());
                parts.push(format!("{name} absent at table {table}: match forfeited"));
            }
            format!(
                "round {round}: default time {} passed, forfeits: {}",
                limit.format("%H:%M"),
                parts.join("; ")
            )
        }
        Command::StartRound { round, at } => {
            existing_round(t, round)?;
            t.rounds[round as usize - 1].actual_start = Some(at);
            format!("round {round} started at {}", at.format("%H:%M"))
        }
        Command::SetAbsent {
            round,
            team,
            absent,
        } => {
            let name = t.team(team).ok_or_else(|| unknown_team(team))?.name.clone();
            let total = planned_rounds(t);
            if round == 0 || round > total {
                return refuse("round", format!("must be between 1 and {total}"));
            }
            let entry = round_entry(t, round);
            if entry.is_paired() && absent {
                return refuse(
                    "absence",
                    format!(
                        "round {round} is already paired; discard the pairing or enter a forfeit"
                    ),
                );
            }
            entry.absent.retain(|a| *a != team);
            if absent {
                entry.absent.push(team);
                format!("{name} is absent in round {round} and will not be paired")
            } else {
                format!("{name} is no longer marked absent in round {round}")
            }
        }
        Command::Withdraw { team, from_round } => {
            if from_round == Some(0) {
                return refuse("round", "rounds are numbered from 1");
            }
            let entry = team_mut(t, team)?;
            entry.withdrawn_from_round = from_round;
            match from_round {
                Some(r) => format!("{} withdrawn from round {r} on", entry.name),
                None => format!("{} is back in the event", entry.name),
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
                    "teams",
                    format!(
                        "no forbidden pairing names exactly teams {} (kup forbid DIR lists them)",
                        numbers.join(", ")
                    ),
                );
            }
            format!("teams {} may be paired again", numbers.join(", "))
        }
    };
    Ok(Applied { summary })
}

/// The starting numbers of `teams`, refused unless there are at least two, each once.
fn distinct_team_numbers(t: &Tournament, teams: &[TeamId]) -> Result<Vec<String>, CommandError> {
    if teams.len() < 2 {
        return refuse(
            "teams",
            "name at least two teams: a forbidden pairing keeps teams apart (TRF-2026 record 260)",
        );
    }
    let mut numbers = Vec::new();
    for (i, team) in teams.iter().enumerate() {
        let number = t
            .starting_number(*team)
            .ok_or_else(|| unknown_team(*team))?;
        if teams[..i].contains(team) {
            return refuse("teams", format!("team {number} is named twice"));
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
) -> Result<String, CommandError> {
    let numbers = distinct_team_numbers(t, &teams)?;
    if t.is_round_robin() {
        return refuse(
            "teams",
            "a round robin pairs by the Berger tables (C.05 Annex 1), where every team meets every other: teams cannot be kept apart",
        );
    }
    let total = planned_rounds(t);
    if first_round == 0 || first_round > total {
        return refuse("first round", format!("must be between 1 and {total}"));
    }
    if let Some(last) = last_round
        && !(first_round..=total).contains(&last)
    {
        return refuse(
            "last round",
            format!("must be between the first round ({first_round}) and {total}"),
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
            "teams",
            format!(
                "teams {} are already kept apart; clear that first to change its rounds",
                numbers.join(", ")
            ),
        );
    }
    t.kept_apart.push(KeptApart {
        teams,
        first_round,
        last_round,
    });
    let rounds = match last_round {
        Some(last) if last == first_round => format!("in round {first_round}"),
        Some(last) => format!("in rounds {first_round}-{last}"),
        None if first_round == 1 => "in every round".to_string(),
        None => format!("from round {first_round} on"),
    };
    Ok(format!(
        "teams {} are kept apart {rounds}: none of them is paired with another",
        numbers.join(", ")
    ))
}

/// Checks that the teams are tied after every criterion before the lots and records the
/// draw.
fn draw_lots(t: &mut Tournament, teams: Vec<TeamId>, seed: u64) -> Result<String, CommandError> {
    let chain = t.regulation.chain(t.teams.len());
    if chain.last() != Some(&Tiebreak::Lots) {
        return refuse(
            "lots",
            "this regulation ends its chain without a drawing of lots (a play-off decides)",
        );
    }
    if teams.len() < 2 {
        return refuse("lots", "a drawing of lots needs at least two teams");
    }
    let mut numbers = Vec::new();
    for (i, team) in teams.iter().enumerate() {
        if teams[..i].contains(team) {
            return refuse("lots", format!("team id {} is named twice", team.0));
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
        return refuse(
            "lots",
            "these teams are not tied after every criterion before the lots",
        );
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
    Ok(format!(
        "lots drawn (seed {seed}) among teams {:?}: order {}",
        numbers,
        drawn.join(", ")
    ))
}

fn arrival_words(at: DateTime<FixedOffset>, timing: clock::ArrivalTiming) -> String {
    let time = at.format("%H:%M:%S");
    match timing {
        clock::ArrivalTiming::BeforeStart => format!("arrived {time}"),
        clock::ArrivalTiming::AfterStart {
            clock_deduction_minutes: Some(minutes),
        } => format!("arrived {time}, after the start: {minutes} minutes off his clock"),
        clock::ArrivalTiming::AfterStart { .. } => format!("arrived {time}, after the start"),
        clock::ArrivalTiming::AfterDefaultTime { limit } => format!(
            "arrived {time}, after the default time {}: the game is lost by default",
            limit.format("%H:%M")
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

fn required_text(field: &'static str, text: String) -> Result<String, CommandError> {
    let text = text.trim().to_string();
    if text.is_empty() {
        return refuse(field, "must not be empty");
    }
    if text.chars().any(char::is_control) {
        return refuse(field, "must not contain control characters");
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
        .any(|team| Some(team.id) != except && team.name.to_lowercase() == name.to_lowercase());
    if taken {
        return refuse(
            "team name",
            format!("another team is already called {name}"),
        );
    }
    Ok(())
}

fn valid_player(mut data: PlayerData) -> Result<PlayerData, CommandError> {
    data.surname = required_text("surname", data.surname)?;
    data.given_name = data.given_name.trim().to_string();
    if data.given_name.chars().any(char::is_control) {
        return refuse("given name", "must not contain control characters");
    }
    for (field, rating) in [
        ("FIDE rating", data.fide_rating),
        ("national rating", data.national_rating),
    ] {
        if let Some(r) = rating
            && !(100..=3500).contains(&r)
        {
            return refuse(field, format!("{r} is outside 100..3500"));
        }
    }
    for (field, code) in [
        ("federation", &mut data.federation),
        ("citizenship", &mut data.citizenship),
    ] {
        *code = code.trim().to_uppercase();
        if !(code.is_empty() || code.len() == 3 && code.chars().all(|c| c.is_ascii_uppercase())) {
            return refuse(
                field,
                format!("'{code}' is not a three-letter code such as CRO or SLO"),
            );
        }
    }
    if let Some(year) = data.birth_year
        && !(1900..=2100).contains(&year)
    {
        return refuse(
            "birth year",
            format!("{year} is not a plausible year of birth"),
        );
    }
    if data.fide_id == Some(0) {
        return refuse("FIDE ID", "0 is not a FIDE ID");
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
    CommandError::new("team", format!("no team with id {}", team.0))
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
        .ok_or_else(|| CommandError::new("player", format!("no player with id {}", player.0)))
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

fn before_round_one(t: &Tournament, field: &'static str, rule: &str) -> Result<(), CommandError> {
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
                "round",
                format!("round {round} is not paired (paired rounds: {paired})"),
            )
        })
}

fn match_mut(t: &mut Tournament, round: u32, table: usize) -> Result<&mut Match, CommandError> {
    let tables = existing_round(t, round)?.matches.len();
    if table == 0 || table > tables {
        return refuse("table", format!("round {round} has tables 1 to {tables}"));
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
        return refuse("board", format!("a match has boards 1 to {boards}"));
    }
    Ok(&mut entry.boards[board - 1])
}

/// Records the seating and brings kup's own wrong-board penalties up to date.
fn record_seating(
    t: &mut Tournament,
    round: u32,
    team: TeamId,
    players: Vec<PlayerId>,
) -> Result<String, CommandError> {
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
        return refuse("seating", format!("{name} has no match in round {round}"));
    }
    if !started {
        return refuse(
            "seating",
            format!(
                "the games of round {round} have not started; before the start a lineup goes on the boards in roster order (kup lineup)"
            ),
        );
    }
    let boards = usize::from(t.regulation.boards);
    if players.len() > boards {
        return refuse(
            "seating",
            format!("at most {boards} players, one per board"),
        );
    }
    for (i, p) in players.iter().enumerate() {
        if team_entry.player(*p).is_none() {
            return refuse(
                "seating",
                format!("board {}: the player is not on the roster of {name}", i + 1),
            );
        }
        if players[..i].contains(p) {
            return refuse("seating", format!("board {}: the same player twice", i + 1));
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
        (true, _) => format!("seating of {name} in round {round}: as the lineup"),
        (false, true) => format!(
            "seating of {name} in round {round}: board(s) {boards_text} contrary to the lineup; those games are lost ({})",
            t.regulation.id
        ),
        (false, false) => format!(
            "seating of {name} in round {round}: board(s) {boards_text} contrary to the lineup"
        ),
    })
}

/// Replaces kup's own wrong-board penalties of `team` in `round` by those the seating
/// calls for now (bpz-2025 čl. 6); the arbiter's own penalties stay.
fn refresh_wrong_board_penalties(t: &mut Tournament, round: u32, team: TeamId) {
    t.penalties.retain(|p| {
        !(p.round == round
            && p.team == team
            && matches!(p.kind, PenaltyKind::GameLost { .. })
            && p.reason == WRONG_BOARD_REASON)
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
            t.penalties.push(Penalty {
                round,
                team,
                kind,
                reason: WRONG_BOARD_REASON.to_string(),
            });
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
        return refuse("reason", "say which rule was broken and what happened");
    }
    match penalty.kind {
        PenaltyKind::GameLost { board } => {
            let boards = usize::from(t.regulation.boards);
            if board == 0 || board > boards {
                return refuse("board", format!("a match has boards 1 to {boards}"));
            }
            if entry.match_of(penalty.team).is_none() {
                return refuse(
                    "team",
                    format!("{name} has no match in round {round}, so no game to lose"),
                );
            }
        }
        PenaltyKind::AllMatchPointsLost => {
            if !t.regulation.unregistered_loses_all_mp {
                return refuse(
                    "penalty",
                    format!(
                        "regulation {} does not take all match points away",
                        t.regulation.id
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
            "penalty",
            format!("{name} already has this penalty in round {round}"),
        );
    }
    Ok(())
}

fn describe_kind(t: &Tournament, penalty: &Penalty) -> String {
    let name = t.team(penalty.team).map_or("?", |x| x.name.as_str());
    match penalty.kind {
        PenaltyKind::GameLost { board } => format!(
            "round {}, {name}, board {board}: game lost ({})",
            penalty.round, penalty.reason
        ),
        PenaltyKind::AllMatchPointsLost => format!(
            "{name} loses all match points (round {}: {})",
            penalty.round, penalty.reason
        ),
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
            "round",
            format!("only the newest paired round ({newest}) can be changed"),
        );
    }
    let entry = &t.rounds[round as usize - 1];
    if entry.matches.iter().any(has_any_result) {
        return refuse(
            "round",
            format!("round {round} has results; clear them first"),
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
        return refuse("round", format!("must be between 1 and {total}"));
    }
    if round > paired + 1 {
        return refuse(
            "round",
            format!("round {} must be paired first", paired + 1),
        );
    }
    if round < paired {
        return refuse(
            "round",
            format!("round {round} is followed by paired rounds; only the newest can be re-paired"),
        );
    }
    if round == paired
        && t.rounds[round as usize - 1]
            .matches
            .iter()
            .any(has_any_result)
    {
        return refuse(
            "round",
            format!("round {round} has results; clear them before re-pairing"),
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
                "pairing",
                format!("team {number} ({}) is paired twice", entry.name),
            );
        }
        if !entry.plays_in_round(round) {
            return refuse(
                "pairing",
                format!(
                    "team {number} ({}) does not play in round {round} (withdrawn or not yet entered)",
                    entry.name
                ),
            );
        }
        if absent.contains(&team) {
            return refuse(
                "pairing",
                format!(
                    "team {number} ({}) announced its absence from round {round}",
                    entry.name
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
            "pairing",
            format!("teams not paired: {}", missing.join(", ")),
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
