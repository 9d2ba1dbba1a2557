//! The teams and players of the file, entered as the arbiter would, and the teams kept apart.

use std::collections::HashMap;

use super::{Builder, refused};

use crate::core::calendar::planned_rounds;
use crate::core::model::{PlayerId, TeamId, Tournament};
use crate::core::{Command, apply};
use crate::i18n::{Msg, Text};
use crate::interop::trf::parse::ParsedTeam;
use crate::interop::trf::{ImportError, rating_out_of_range};

impl Builder {
    /// The national ratings of their own records, on the players they name.
    pub(super) fn take_national_ratings(&mut self) {
        for (line, player, rating) in std::mem::take(&mut self.p.national) {
            match self.p.players.get_mut(&player) {
                Some(x) if (100..=3500).contains(&rating) => x.data.national_rating = Some(rating),
                Some(_) => {
                    let place = Text::new(Msg::TrfWhereNrsColumns)
                        .arg("from", 49)
                        .arg("to", 52)
                        .arg_text("field", Msg::FieldNationalRating.into());
                    self.note(Some(line), rating_out_of_range(place, rating));
                }
                None => self.note(
                    Some(line),
                    Text::new(Msg::TrfNationalWithoutPlayer).arg("player", player),
                ),
            }
        }
    }

    /// Every team in starting-rank order with its players: the team ids by team index,
    /// and the player ids by the file's player number (a player refused is noted, not
    /// imported).
    pub(super) fn add_teams(
        &mut self,
        t: &mut Tournament,
    ) -> Result<(Vec<TeamId>, HashMap<u32, PlayerId>), ImportError> {
        if let Some(added) = self.add_teams_at_once(t) {
            return Ok(added);
        }
        let mut team_ids = Vec::new();
        let mut player_ids: HashMap<u32, PlayerId> = HashMap::new();
        for ti in 0..self.teams.len() {
            let team = self.teams[ti].clone();
            let id = self.add_team(t, &team)?;
            team_ids.push(id);
            for number in &team.players {
                if let Some(pid) = self.add_player(t, id, *number) {
                    player_ids.insert(*number, pid);
                }
            }
        }
        Ok((team_ids, player_ids))
    }

    /// Every team with its players as one `Command::Import`, performed on one copy of the
    /// event: one command at a time would copy the whole event for each team and player, a
    /// time quadratic in the teams. `None`, the event as it was, when the core refuses any of
    /// them: then they are entered one by one, which renames a team or drops a FIDE id and
    /// notes why.
    fn add_teams_at_once(
        &self,
        t: &mut Tournament,
    ) -> Option<(Vec<TeamId>, HashMap<u32, PlayerId>)> {
        let first = t.teams.len();
        let mut commands = Vec::new();
        for (offset, team) in self.teams.iter().enumerate() {
            let id = TeamId(t.next_team_id + u32::try_from(offset).ok()?);
            commands.push(Command::AddTeam {
                name: name_of(team),
                club: String::new(),
                city: String::new(),
            });
            commands.extend(team.players.iter().map(|number| Command::AddPlayer {
                team: id,
                data: self.p.players[number].data.clone(),
            }));
        }
        let source = String::new();
        apply(t, Command::Import { source, commands }).ok()?;
        let added = &t.teams[first..];
        let player_ids = self
            .teams
            .iter()
            .zip(added)
            .flat_map(|(parsed, team)| {
                let ids = team.roster.iter().map(|player| player.id);
                parsed.players.iter().copied().zip(ids)
            })
            .collect();
        Some((added.iter().map(|team| team.id).collect(), player_ids))
    }

    /// One team, renamed with its starting rank when its name is refused (a name twice).
    fn add_team(&mut self, t: &mut Tournament, team: &ParsedTeam) -> Result<TeamId, ImportError> {
        let mut name = name_of(team);
        let add = |name: &str| Command::AddTeam {
            name: name.to_string(),
            club: String::new(),
            city: String::new(),
        };
        if let Err(e) = apply(t, add(&name)) {
            let renamed = format!("{name} ({})", team.tpn);
            self.note(
                Some(team.line),
                Text::new(Msg::TrfTeamRenamed)
                    .arg_text("refusal", e.text())
                    .arg("name", &renamed),
            );
            name = renamed;
            apply(t, add(&name))
                .map_err(refused(Text::new(Msg::TrfWhereLine).arg("line", team.line)))?;
        }
        Ok(t.teams.last().expect("just added").id)
    }

    /// Player `number` on team `team`, without the FIDE id if that is what is refused;
    /// `None` (and a note) if the player is refused all the same.
    fn add_player(&mut self, t: &mut Tournament, team: TeamId, number: u32) -> Option<PlayerId> {
        let player = &self.p.players[&number];
        let (line, mut data) = (player.line, player.data.clone());
        let mut result = apply(
            t,
            Command::AddPlayer {
                team,
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
            result = apply(t, Command::AddPlayer { team, data });
        }
        match result {
            Ok(_) => Some(
                t.teams
                    .last()
                    .and_then(|x| x.roster.last())
                    .expect("just added")
                    .id,
            ),
            Err(e) => {
                self.note(
                    Some(line),
                    Text::new(Msg::TrfPlayerNotImported)
                        .arg("number", number)
                        .arg_text("refusal", e.text()),
                );
                None
            }
        }
    }

    /// The teams record 260 keeps apart; a group naming an unknown team, or refused, is
    /// noted and left out.
    pub(super) fn keep_apart(&mut self, t: &mut Tournament, team_ids: &[TeamId]) {
        let total = planned_rounds(t);
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
                t,
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
    }
}

/// The team's name as the file gives it, or one made of its starting rank.
fn name_of(team: &ParsedTeam) -> String {
    if team.name.is_empty() {
        format!("Team {}", team.tpn)
    } else {
        team.name.clone()
    }
}
