//! `kup team ...` and `kup player ...`.

use clap::{Args, Subcommand};

use super::clock::ClockArgs;
use super::{CliResult, DirArg, Failure, execute, out, read_state, team_id};
use crate::app::teams::by_numbers;
use crate::core::eligibility::{past_roster_deadline, roster_deadline_rule};
use crate::core::{Command, NoId, PlayerData, PlayerId, Tournament};
use crate::i18n::{Lang, Msg, Text};
use crate::tr;

#[derive(Debug, Subcommand)]
pub enum TeamCmd {
    /// Add a team; it gets the next starting number.
    Add {
        #[command(flatten)]
        dir: DirArg,
        #[command(flatten)]
        fields: TeamFields,
    },
    /// Change a team's name, club or city.
    Edit {
        #[command(flatten)]
        at: TeamAt,
        #[command(flatten)]
        fields: TeamFields,
    },
    /// Remove a team (only before round 1 is paired).
    Remove(TeamAt),
    /// Give a team another starting number (only before round 1 is paired).
    Move {
        #[command(flatten)]
        at: TeamAt,
        /// The new starting number.
        #[arg(long)]
        to: usize,
    },
    /// Give the teams their starting numbers by the regulation's team rating (before round 1).
    Sort(DirArg),
    /// Enter the round-robin pairing numbers drawn at the captains' meeting: starting
    /// numbers in the order of pairing numbers 1, 2, ... (before round 1).
    Numbers {
        #[command(flatten)]
        dir: DirArg,
        /// Starting numbers, the team with pairing number 1 first, e.g. 3,1,4,2.
        #[arg(long)]
        order: String,
    },
    /// Withdraw a team from a round on (it is not paired again).
    Withdraw {
        #[command(flatten)]
        at: TeamAt,
        /// First round the team misses.
        #[arg(long)]
        from_round: u32,
    },
    /// Record that a team announced it will not come to a round (GHR 3.3): it is not paired
    /// in that round, which must not be paired yet.
    Absent {
        #[command(flatten)]
        at: TeamAt,
        /// The round the team will not come to.
        #[arg(long)]
        round: u32,
        /// Take the announcement back: the team is paired in that round again.
        #[arg(long)]
        clear: bool,
    },
}

#[derive(Debug, Args)]
pub struct TeamAt {
    #[command(flatten)]
    pub dir: DirArg,
    /// Starting number of the team.
    #[arg(long)]
    pub team: usize,
}

#[derive(Debug, Args)]
pub struct TeamFields {
    /// The team's name.
    #[arg(long)]
    pub name: String,
    /// The club the team plays for.
    #[arg(long, default_value = "")]
    pub club: String,
    /// The team's city.
    #[arg(long, default_value = "")]
    pub city: String,
}

#[derive(Debug, Subcommand)]
pub enum PlayerCmd {
    /// Add a player at the end of a team's roster (the base lineup order).
    Add {
        #[command(flatten)]
        at: TeamAt,
        #[command(flatten)]
        fields: PlayerFields,
        /// Add him although the regulation closes the roster at the start (the chief
        /// arbiter's decision; `kup check` reports it).
        #[arg(long)]
        override_lock: bool,
        /// When he is entered ("now") is checked against the regulation's roster deadline.
        #[command(flatten)]
        clock: ClockArgs,
    },
    /// Replace a player's details.
    Edit {
        #[command(flatten)]
        at: PlayerAt,
        #[command(flatten)]
        fields: PlayerFields,
    },
    /// Remove a player who has not played.
    Remove(PlayerAt),
    /// Move a player to another roster position.
    Move {
        #[command(flatten)]
        at: PlayerAt,
        /// New roster position (1 = board 1 of the base lineup).
        #[arg(long)]
        to: usize,
        /// Change the base lineup although round 1 is paired (recorded in the journal).
        #[arg(long)]
        override_lock: bool,
    },
}

#[derive(Debug, Args)]
pub struct PlayerAt {
    #[command(flatten)]
    pub dir: DirArg,
    /// Starting number of the team.
    #[arg(long)]
    pub team: usize,
    /// Roster position of the player (1-based).
    #[arg(long)]
    pub player: usize,
}

#[derive(Debug, Args)]
pub struct PlayerFields {
    /// "Surname, Given name".
    #[arg(long)]
    pub name: String,
    /// FIDE ID.
    #[arg(long)]
    pub fide_id: Option<u64>,
    /// FIDE rating (Elo).
    #[arg(long)]
    pub fide_rating: Option<u16>,
    /// National rating.
    #[arg(long)]
    pub national_rating: Option<u16>,
    /// FIDE federation code, e.g. CRO, SLO.
    #[arg(long, default_value = "")]
    pub fed: String,
    /// Citizenship code, if not the organiser's country.
    #[arg(long, default_value = "")]
    pub citizenship: String,
    /// Year of birth.
    #[arg(long)]
    pub born: Option<i32>,
    /// FIDE title, e.g. GM, IM, WFM.
    #[arg(long, default_value = "")]
    pub title: String,
    /// The player is not registered with the federation for this club and season.
    #[arg(long)]
    pub unregistered: bool,
}

impl PlayerFields {
    fn into_data(self) -> PlayerData {
        let (surname, given_name) = match self.name.split_once(',') {
            Some((s, g)) => (s.trim().to_string(), g.trim().to_string()),
            None => (self.name.trim().to_string(), String::new()),
        };
        PlayerData {
            id: NoId,
            surname,
            given_name,
            fide_id: self.fide_id,
            fide_rating: self.fide_rating,
            national_rating: self.national_rating,
            title: self.title,
            federation: self.fed,
            citizenship: self.citizenship,
            birth_year: self.born,
            entered: None,
            registered: !self.unregistered,
        }
    }
}

pub fn team(cmd: TeamCmd, lang: Lang) -> CliResult {
    match cmd {
        TeamCmd::Add { dir, fields } => execute(
            &dir,
            Command::AddTeam {
                name: fields.name,
                club: fields.club,
                city: fields.city,
            },
            lang,
        ),
        TeamCmd::Edit { at, fields } => {
            let t = read_state(&at.dir)?;
            let team = team_id(&t, at.team)?;
            execute(
                &at.dir,
                Command::EditTeam {
                    team,
                    name: fields.name,
                    club: fields.club,
                    city: fields.city,
                },
                lang,
            )
        }
        TeamCmd::Remove(at) => {
            let team = team_id(&read_state(&at.dir)?, at.team)?;
            execute(&at.dir, Command::RemoveTeam { team }, lang)
        }
        TeamCmd::Move { at, to } => {
            let team = team_id(&read_state(&at.dir)?, at.team)?;
            execute(
                &at.dir,
                Command::MoveTeam {
                    team,
                    to_number: to,
                },
                lang,
            )
        }
        TeamCmd::Sort(super::DirArg { dir }) => execute(&dir, Command::SortTeamsByRating, lang),
        TeamCmd::Numbers { dir, order } => {
            let t = read_state(&dir)?;
            let order = by_numbers(&t, Msg::FieldPairingNumbers, &order).map_err(Failure::said)?;
            execute(&dir, Command::SetPairingNumbers { order }, lang)
        }
        TeamCmd::Withdraw { at, from_round } => {
            let team = team_id(&read_state(&at.dir)?, at.team)?;
            execute(
                &at.dir,
                Command::Withdraw {
                    team,
                    from_round: Some(from_round),
                },
                lang,
            )
        }
        TeamCmd::Absent { at, round, clear } => {
            let team = team_id(&read_state(&at.dir)?, at.team)?;
            execute(
                &at.dir,
                Command::SetAbsent {
                    round,
                    team,
                    absent: !clear,
                },
                lang,
            )
        }
    }
}

pub fn player(cmd: PlayerCmd, lang: Lang) -> CliResult {
    match cmd {
        PlayerCmd::Add {
            at,
            fields,
            override_lock,
            clock,
        } => {
            let t = read_state(&at.dir)?;
            let team = team_id(&t, at.team)?;
            let now = clock.wall_clock()?.now_in(&t);
            let data = PlayerData {
                entered: Some(now),
                ..fields.into_data()
            };
            let position = t.team(team).map_or(0, |x| x.roster.len());
            let command = if override_lock {
                Command::AdmitPlayer { team, data }
            } else {
                Command::AddPlayer { team, data }
            };
            execute(&at.dir, command, lang)?;
            // The texts set the deadline and name no sanction: the chief arbiter decides,
            // and `kup check` keeps reminding him.
            if let Some(due) = past_roster_deadline(&t, position, now) {
                let rule = roster_deadline_rule(&t, due);
                out::note(tr!(
                    lang,
                    Msg::CliEnteredAfterDeadline,
                    rule = rule.render(lang)
                ));
            }
            Ok(())
        }
        PlayerCmd::Edit { at, fields } => {
            let player = player_id(&read_state(&at.dir)?, &at)?;
            execute(
                &at.dir,
                Command::EditPlayer {
                    player,
                    data: fields.into_data(),
                },
                lang,
            )
        }
        PlayerCmd::Remove(at) => {
            let player = player_id(&read_state(&at.dir)?, &at)?;
            execute(&at.dir, Command::RemovePlayer { player }, lang)
        }
        PlayerCmd::Move {
            at,
            to,
            override_lock,
        } => {
            let player = player_id(&read_state(&at.dir)?, &at)?;
            execute(
                &at.dir,
                Command::MovePlayer {
                    player,
                    to_position: to,
                    override_lock,
                },
                lang,
            )
        }
    }
}

fn player_id(t: &Tournament, at: &PlayerAt) -> Result<PlayerId, Failure> {
    let team = t.team(team_id(t, at.team)?).expect("team_id found it");
    at.player
        .checked_sub(1)
        .and_then(|i| team.roster.get(i))
        .map(|p| p.id)
        .ok_or_else(|| {
            Failure::said(
                Text::new(Msg::CliNoSuchRosterPosition)
                    .arg("team", &team.name)
                    .arg("count", team.roster.len())
                    .arg("position", at.player),
            )
        })
}
