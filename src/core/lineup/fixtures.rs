//! Events, teams and players the rule tests of this module build on.

use chrono::{DateTime, FixedOffset};

use super::violations;
use crate::core::model::{PlayerId, TeamId, Tournament, TournamentInfo};
use crate::core::{Command, PlayerData, Regulation, apply};
use crate::i18n::Lang;

pub(super) fn event(preset: &str) -> Tournament {
    let info = TournamentInfo {
        name: "Kup".into(),
        federation: "CRO".into(),
        ..TournamentInfo::default()
    };
    Tournament::new(info, Regulation::preset(preset).unwrap())
}

pub(super) fn player(name: &str, fide: Option<u16>, national: Option<u16>) -> PlayerData {
    let (surname, given_name) = name.split_once(", ").unwrap();
    PlayerData {
        surname: surname.into(),
        given_name: given_name.into(),
        fide_rating: fide,
        national_rating: national,
        registered: true,
        ..PlayerData::default()
    }
}

pub(super) fn add_team(t: &mut Tournament, name: &str, players: Vec<PlayerData>) -> TeamId {
    apply(
        t,
        Command::AddTeam {
            name: name.into(),
            club: String::new(),
            city: String::new(),
        },
    )
    .unwrap();
    let team = t.teams.last().unwrap().id;
    for data in players {
        apply(t, Command::AddPlayer { team, data }).unwrap();
    }
    team
}

/// Four FIDE-rated players with the given ratings, board 1 first.
pub(super) fn rated(ratings: [u16; 4]) -> Vec<PlayerData> {
    [
        "Horvat, Ivan",
        "Kovačević, Ana",
        "Šarić, Đuro",
        "Žagar, Čedomir",
    ]
    .into_iter()
    .zip(ratings)
    .map(|(name, r)| player(name, Some(r), None))
    .collect()
}

pub(super) fn rules_broken(t: &Tournament) -> Vec<String> {
    violations(t).into_iter().map(|v| v.to_string()).collect()
}

pub(super) fn rules_broken_in(t: &Tournament, lang: Lang) -> Vec<String> {
    violations(t).into_iter().map(|v| v.render(lang)).collect()
}

/// Two teams of bpz-2025 paired in round 1: home "ŠK Ruščica" (5 players), away "ŠK Slavonac".
pub(super) fn bpz_round_one() -> (Tournament, TeamId, TeamId) {
    let mut t = event("bpz-2025");
    let mut home = rated([2000, 1950, 1900, 1850]);
    home.push(player("Babić, Ema", Some(1800), None));
    let home = add_team(&mut t, "ŠK Ruščica", home);
    let away = add_team(&mut t, "ŠK Slavonac", rated([1990, 1940, 1890, 1840]));
    apply(
        &mut t,
        Command::SetPairing {
            round: 1,
            matches: vec![(home, away)],
            bye: None,
        },
    )
    .unwrap();
    (t, home, away)
}

pub(super) fn ids(t: &Tournament, team: TeamId, positions: &[usize]) -> Vec<PlayerId> {
    let roster = &t.team(team).unwrap().roster;
    positions.iter().map(|p| roster[p - 1].id).collect()
}

pub(super) fn at(text: &str) -> DateTime<FixedOffset> {
    DateTime::parse_from_rfc3339(text).unwrap()
}
