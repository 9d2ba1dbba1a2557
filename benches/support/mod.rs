//! The Olympiad-sized event the benches share (render, interop): 200 teams of 6 players,
//! 11 rounds of 4 boards, every board decided, built through `Command`s.

use kup::core::rules::System;
use kup::core::{Command, GameResult, PlayerData, Regulation, Tournament, TournamentInfo, apply};

/// A deterministic event: each round pairs a fresh permutation; results from a fixed
/// generator.
pub fn olympiad() -> Tournament {
    let mut regulation = Regulation::preset("kzz-2015").expect("preset");
    regulation.system = System::Swiss { rounds: 11 };
    let info = TournamentInfo {
        name: "Olympiad bench".into(),
        ..TournamentInfo::default()
    };
    let mut t = Tournament::new(info, regulation);
    let mut state: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = |below: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % below
    };
    for i in 0..200 {
        let add = Command::AddTeam {
            name: format!("Ekipa Čakovec {i}"),
            club: String::new(),
            city: String::new(),
        };
        apply(&mut t, add).expect("team");
        let team = t.teams[i].id;
        for p in 0..6 {
            let data = PlayerData {
                surname: format!("Šarić {i}"),
                given_name: format!("Đuro {p}"),
                fide_rating: Some(1600 + next(800) as u16),
                ..PlayerData::default()
            };
            apply(&mut t, Command::AddPlayer { team, data }).expect("player");
        }
    }
    let results = [
        GameResult::WhiteWins,
        GameResult::Draw,
        GameResult::BlackWins,
        GameResult::WhiteWins,
        GameResult::Draw,
    ];
    for round in 1..=11 {
        let mut ids: Vec<_> = t.teams.iter().map(|x| x.id).collect();
        for i in (1..ids.len()).rev() {
            ids.swap(i, next(i as u64 + 1) as usize);
        }
        let matches = ids.chunks(2).map(|p| (p[0], p[1])).collect();
        let pairing = Command::SetPairing {
            round,
            matches,
            bye: None,
        };
        apply(&mut t, pairing).expect("pairing");
        for table in 1..=100 {
            for board in 1..=4 {
                let result = results[next(results.len() as u64) as usize];
                let set = Command::SetResult {
                    round,
                    table,
                    board,
                    result,
                };
                apply(&mut t, set).expect("result");
            }
        }
    }
    t
}
