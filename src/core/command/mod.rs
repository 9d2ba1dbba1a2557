//! The one command type: every change to a tournament, from the TUI, the CLI or a test,
//! is a [`Command`] passed to [`apply`], which validates it fully and either performs all
//! of it or nothing. [`perform`] only dispatches: each family of commands is handled in
//! its own module, one small function per command.

mod clock;
mod event;
mod forbidden;
mod import;
mod lineups;
mod lookup;
mod lots;
mod penalties;
mod players;

pub(crate) use players::out_of_range;
mod playoff;
mod results;
mod rounds;
mod teams;

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};

use super::calendar::RoundPlan;
use super::model::{
    Colour, GameResult, LotDraw, MatchScore, Penalty, PenaltyKind, PlayerId, TeamId, Tournament,
    TournamentInfo,
};
use super::refusal::CommandError;
use super::rules::SwissPairing;
use crate::i18n::{Msg, Text};

/// The facts `AddPlayer` and `EditPlayer` carry.
pub use super::model::PlayerData;
pub use event::swiss_pairing_name;
pub use lots::lots_request;
pub use playoff::playoff_request;

/// Every change the arbiter can make. Rounds, tables and boards are 1-based, as printed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Command {
    SetInfo(Box<TournamentInfo>),
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
    /// `AddPlayer` to a roster the regulation has closed (`Regulation::roster_closed`): the
    /// chief arbiter's override, kept on the team for `kup check`.
    AdmitPlayer {
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
    /// The tournament form's save as one change (one undo): the event's facts, the plan of
    /// every round from round 1 (start and venue), and how its Swiss is paired.
    SetEvent {
        /// Boxed, so that every other command stays small.
        info: Box<TournamentInfo>,
        rounds: Vec<RoundPlan>,
        swiss_pairing: SwissPairing,
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
    /// Record a round's automatic pairing (Berger tables or FIDE C.04.6, per the
    /// regulation), computed above the core from this state and handed in as `pairing`,
    /// which is checked as a pairing set by hand is. The seed drew what was drawn by lot and
    /// is recorded with the draw; `initial_colour` chose the initial-colour of a Swiss
    /// instead of drawing it (C.04.6 4.1). A journal line written before the command carried
    /// its pairing reads as `pairing: None`, which is refused: `app::pair::pair_command`
    /// computes the pairing from `round`, `seed` and `initial_colour` again.
    PairRound {
        round: u32,
        seed: u64,
        initial_colour: Option<Colour>,
        #[serde(default)]
        pairing: Option<ComputedPairing>,
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
    /// The initial-colour of a Swiss drawn by the arbiter (C.04.6 4.1), e.g. with a round 1
    /// paired by hand; kept for every later round.
    SetInitialColour {
        colour: Colour,
    },
    /// How the Swiss is paired: C.04.6, or the legacy team mode (C.04.3 applied to teams by
    /// match points). Before round 1 only: every round of a Swiss is paired by one system.
    SetSwissPairing {
        pairing: SwissPairing,
    },
    /// The players a team fields in a round; kup puts them on boards in roster order.
    SetLineup {
        round: u32,
        team: TeamId,
        players: Vec<PlayerId>,
        handed_in: Option<DateTime<FixedOffset>>,
    },
    /// A lineup the team's captain handed in from a phone (`kup serve --captains`): the
    /// rules of `SetLineup`, refused while the arbiter has locked the team's lineup and
    /// outside the regulation's window.
    SetLineupFromPhone {
        round: u32,
        team: TeamId,
        players: Vec<PlayerId>,
        handed_in: DateTime<FixedOffset>,
    },
    /// Locks a team's lineup of a round against its captain's phone, or unlocks it.
    LockLineup {
        round: u32,
        team: TeamId,
        locked: bool,
    },
    /// Refuses a team's lineup of a round: it plays its base lineup.
    DropLineup {
        round: u32,
        team: TeamId,
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
        /// The forfeits entered, as [`resolve`] found them due: the journal's record carries
        /// them, so that replaying it enters these and does not work them out again.
        /// `None`: the ones due at `at`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        forfeits: Option<Vec<crate::core::clock::ProposedForfeit>>,
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
    /// That the teams are tied is checked above the core, from the standings
    /// (`app::lots::draw_lots`).
    DrawLots {
        teams: Vec<TeamId>,
        seed: u64,
        /// The order drawn, as [`resolve`] drew it: the journal's record carries it, so that
        /// replaying it keeps this lot and never draws again. `None`: drawn from `seed`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        order: Option<Vec<TeamId>>,
    },
    /// A play-off between two teams the chain leaves tied for a place the regulation decides
    /// by play-off (`Regulation::playoff_places`): its first match, colours drawn by lot
    /// with `seed`. That the teams are so tied, and after the last round, is checked above
    /// the core, from the standings (`app::playoff::pair_playoff`).
    PairPlayoff {
        teams: Vec<TeamId>,
        seed: u64,
        /// The team with White on board 1, as [`resolve`] drew it: the journal's record
        /// carries it, so that replaying it never draws again. `None`: drawn from `seed`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        white: Option<TeamId>,
    },
    /// The board results of match `match_number` (1 the first; a next one exists once the
    /// tie rule calls for it) of the play-off between `teams`, board 1 first.
    SetPlayoffResults {
        teams: Vec<TeamId>,
        match_number: usize,
        results: Vec<GameResult>,
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

/// A pairing computed above the core (by the pairing engine, through `app::pair`) and
/// handed to [`apply`] as data in `Command::PairRound`.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct ComputedPairing {
    /// (first-named, second-named) in table order; the first-named has White on board 1.
    pub matches: Vec<(TeamId, TeamId)>,
    /// The pairing-allocated bye of a Swiss.
    pub bye: Option<TeamId>,
    /// New drawings of lots (pairing numbers, initial colour) to record.
    pub lots: Vec<LotDraw>,
    /// The initial-colour fixed by this pairing (round 1 of a Swiss).
    pub initial_colour: Option<Colour>,
}

/// What a successful command did, for the status line (rendered in the reader's
/// language) and the journal (its English `Display`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applied {
    pub summary: Text,
}

fn refuse<T>(field: Msg, rule: impl Into<Text>) -> Result<T, CommandError> {
    Err(CommandError::new(field, rule))
}

/// Validates and performs `command`. On error the tournament is exactly as before: the
/// change is made on a copy that replaces the state only when every check has passed.
pub fn apply(state: &mut Tournament, command: Command) -> Result<Applied, CommandError> {
    let (next, applied) = next_state(state, command)?;
    *state = next;
    Ok(applied)
}

/// `command` with what it would work out from `state` made explicit: the order a lot draws,
/// the forfeits the default time makes due. The store journals the resolved command and
/// applies that one, so that replaying the journal never draws a lot or decides a forfeit
/// again, whatever a newer kup would work out. (`PairRound` is resolved above the core,
/// where pairings are computed.) A command that would be refused is returned unchanged.
pub fn resolve(state: &Tournament, command: Command) -> Command {
    match command {
        Command::DrawLots {
            teams,
            seed,
            order: None,
        } => {
            let order = Some(lots::drawn_order(state, &teams, seed));
            Command::DrawLots { teams, seed, order }
        }
        Command::PairPlayoff {
            teams,
            seed,
            white: None,
        } => {
            let white = playoff::drawn_white(state, &teams, seed);
            Command::PairPlayoff { teams, seed, white }
        }
        Command::DeclareForfeits {
            round,
            table,
            at,
            forfeits: None,
        } => {
            let forfeits = Some(clock::due(state, round, table, at));
            Command::DeclareForfeits {
                round,
                table,
                at,
                forfeits,
            }
        }
        other => other,
    }
}

/// The state after `command`, with its summary: the one copy of `state` the command is
/// performed on. `state` is only read, so a refused command leaves it untouched by
/// construction, and a caller that keeps the state elsewhere (the store) swaps the copy in
/// without copying again. The copy shares the teams and the rounds with `state` until the
/// command changes them ([`Shared`](crate::core::Shared)), so it costs what the command
/// touches: a result, its round.
pub fn next_state(
    state: &Tournament,
    command: Command,
) -> Result<(Tournament, Applied), CommandError> {
    let mut next = state.clone();
    let applied = perform(&mut next, command)?;
    Ok((next, applied))
}

/// Hands `command` to the function of its family. `t` is a copy of the state that
/// [`apply`] swaps in only on success, so a function may refuse after changing it. It
/// reads best whole: one arm per command, each a call, so that every command is found
/// in one place.
fn perform(t: &mut Tournament, command: Command) -> Result<Applied, CommandError> {
    let summary = match command {
        Command::SetInfo(info) => event::set_info(t, *info),
        Command::SetSwissPairing { pairing } => event::set_swiss_pairing(t, pairing),
        Command::SetEvent {
            info,
            rounds,
            swiss_pairing,
        } => event::set_event(t, *info, rounds, swiss_pairing),
        Command::AddTeam { name, club, city } => teams::add(t, name, club, city),
        Command::EditTeam {
            team,
            name,
            club,
            city,
        } => teams::edit(t, team, name, club, city),
        Command::RemoveTeam { team } => teams::remove(t, team),
        Command::MoveTeam { team, to_number } => teams::move_to(t, team, to_number),
        Command::SortTeamsByRating => teams::sort_by_rating(t),
        Command::Withdraw { team, from_round } => teams::withdraw(t, team, from_round),
        Command::AddPlayer { team, data } => players::add(t, team, data, false),
        Command::AdmitPlayer { team, data } => players::add(t, team, data, true),
        Command::EditPlayer { player, data } => players::edit(t, player, data),
        Command::RemovePlayer { player } => players::remove(t, player),
        Command::MovePlayer {
            player,
            to_position,
            override_lock,
        } => players::move_to(t, player, to_position, override_lock),
        Command::SetSchedule {
            round,
            start,
            venue,
        } => rounds::schedule(t, round, start, venue),
        Command::SetAbsent {
            round,
            team,
            absent,
        } => rounds::set_absent(t, round, team, absent),
        Command::SetPairing {
            round,
            matches,
            bye,
        } => rounds::set_pairing(t, round, matches, bye),
        Command::ClearPairing { round } => rounds::clear_pairing(t, round),
        Command::PairRound {
            round,
            seed,
            pairing,
            ..
        } => rounds::pair(t, round, seed, pairing),
        Command::SwapTeams {
            round,
            first,
            second,
        } => rounds::swap_teams(t, round, first, second),
        Command::FlipColours { round, table } => rounds::flip_colours(t, round, table),
        Command::ForbidPairings {
            teams,
            first_round,
            last_round,
        } => forbidden::forbid(t, teams, first_round, last_round),
        Command::AllowPairings { teams } => forbidden::allow(t, teams),
        Command::SetPairingNumbers { order } => lots::set_pairing_numbers(t, order),
        Command::SetInitialColour { colour } => lots::set_initial_colour(t, colour),
        Command::DrawLots { teams, seed, order } => lots::draw(t, teams, seed, order),
        Command::PairPlayoff { teams, seed, white } => playoff::pair(t, teams, seed, white),
        Command::SetPlayoffResults {
            teams,
            match_number,
            results,
        } => playoff::set_results(t, teams, match_number, results),
        Command::SetLineup {
            round,
            team,
            players,
            handed_in,
        } => lineups::set(t, round, team, players, handed_in, false),
        Command::SetLineupFromPhone {
            round,
            team,
            players,
            handed_in,
        } => lineups::set_from_phone(t, round, team, players, handed_in),
        Command::LockLineup {
            round,
            team,
            locked,
        } => lineups::lock(t, round, team, locked),
        Command::DropLineup { round, team } => lineups::drop(t, round, team),
        Command::RecordSeating {
            round,
            team,
            players,
        } => lineups::record_seating(t, round, team, players),
        Command::ImposePenalty { penalties } => penalties::impose(t, penalties),
        Command::LiftPenalty { round, team, kind } => penalties::lift(t, round, team, kind),
        Command::SetResult {
            round,
            table,
            board,
            result,
        } => results::set_result(t, round, table, board, result),
        Command::SetMatchScore {
            round,
            table,
            score,
        } => results::set_match_score(t, round, table, score),
        Command::RecordArrival {
            round,
            table,
            board,
            colour,
            at,
        } => clock::record_arrival(t, round, table, board, colour, at),
        Command::StartRound { round, at } => clock::start_round(t, round, at),
        Command::DeclareForfeits {
            round,
            table,
            at,
            forfeits,
        } => clock::declare_forfeits(t, round, table, at, forfeits),
        Command::Import { source, commands } => import::perform_all(t, source, commands),
    }?;
    Ok(Applied { summary })
}
