//! An individual TRF as the input of the Dutch system (`kup engine --system dutch`).

use std::collections::BTreeMap;

use super::parse::parse;
use super::{Entry, ImportError, Note, has_data, points_of, rounds_missing};
use crate::core::model::{Colour, HalfPoints};
use crate::i18n::{Msg, Text};
use crate::pairing::dutch::{DutchInput, Entrant, Float};

/// An individual TRF (players in `001` records, no team records `310`/`013`) as the Dutch
/// system's input for the round after the last one played (C.04.3 on players, for
/// `kup engine --system dutch`). Read of each player: the score in half points (the `001`
/// codes under the default scoring, record 162's defaults, as `points_of`); the opponents
/// and colours of the games played (`1 = 0 W D L` against an opponent: A.6 and C.1 count
/// only those); a float per round (A.4: the score before the round against the opponent's,
/// a round without a game a downfloat); the bye bar of C.2 (a pairing-allocated bye `U`, or
/// a forfeit win `+`); absent in the next round when record `240 Z` names him; kept apart
/// from the players of a record `260` covering the round. Record 142 (or `XXR`) is required:
/// A.7's topscorers exist only in the last round. The initial-colour is record 152 (or
/// `XXC`), else White.
pub fn individual_dutch_input(text: &str) -> Result<(DutchInput, Vec<Note>), ImportError> {
    let p = parse(text)?;
    if !p.teams_310.is_empty() || !p.teams_013.is_empty() {
        return Err(Msg::TrfIndividualHasTeams.into());
    }
    if p.players.is_empty() {
        return Err(Msg::TrfIndividualNoPlayers.into());
    }
    let Some(total_rounds) = p.rounds else {
        return Err(ImportError(rounds_missing(Msg::TrfRoundsRuleDutch)));
    };
    let played = p
        .players
        .values()
        .filter_map(|player| player.rounds.iter().rposition(has_data))
        .map(|last| last + 1)
        .max()
        .unwrap_or(0);
    let round = played as u32 + 1;
    if round > total_rounds {
        return Err(ImportError(
            Text::new(Msg::TrfAllRoundsPlayed).arg("rounds", total_rounds),
        ));
    }
    let blank = Entry {
        opponent: 0,
        colour: '-',
        result: ' ',
    };
    let entry = |number: u32, r: usize| {
        p.players
            .get(&number)
            .and_then(|player| player.rounds.get(r))
            .copied()
            .unwrap_or(blank)
    };
    // `before[r][number]`: the score before round r + 1, in half points.
    let mut before: Vec<BTreeMap<u32, u32>> = vec![p.players.keys().map(|&n| (n, 0)).collect()];
    for r in 0..played {
        let next = before[r]
            .iter()
            .map(|(&n, &score)| (n, score + points_of(entry(n, r).result).0))
            .collect();
        before.push(next);
    }
    let game = |e: &Entry| {
        e.opponent != 0
            && matches!(e.colour, 'w' | 'b')
            && matches!(e.result, '1' | '0' | '=' | 'W' | 'D' | 'L')
    };
    let mut entrants = Vec::new();
    for &number in p.players.keys() {
        let mut entrant = Entrant {
            number: number as usize,
            score: before[played][&number],
            opponents: Vec::new(),
            forbidden: Vec::new(),
            colours: Vec::new(),
            floats: Vec::new(),
            bye_barred: false,
            arrived: false,
            present: !p
                .absences
                .iter()
                .any(|&(_, r, who)| r == round && who == number),
        };
        for (r, scores) in before.iter().enumerate().take(played) {
            let e = entry(number, r);
            entrant.bye_barred |= matches!(e.result, 'U' | '+' | 'F');
            entrant.arrived |= e.opponent != 0 || matches!(e.result, 'U' | '+');
            let opponent_score = scores.get(&e.opponent);
            let Some(&opponent_score) = opponent_score.filter(|_| game(&e)) else {
                // 1.4.3: a round without a game is a downfloat only when it scored more
                // than a loss (a bye, a forfeit win).
                entrant
                    .floats
                    .push(if points_of(e.result) > HalfPoints::ZERO {
                        Float::Down
                    } else {
                        Float::None
                    });
                continue;
            };
            entrant.opponents.push(e.opponent as usize);
            entrant.colours.push(if e.colour == 'w' {
                Colour::White
            } else {
                Colour::Black
            });
            entrant
                .floats
                .push(Float::of_game(scores[&number], opponent_score));
        }
        for (_, first, last, players) in &p.kept_apart {
            if (*first..=*last).contains(&round) && players.contains(&number) {
                entrant.forbidden.extend(
                    players
                        .iter()
                        .filter(|&&other| other != number)
                        .map(|&other| other as usize),
                );
            }
        }
        entrants.push(entrant);
    }
    let input = DutchInput {
        entrants,
        round,
        total_rounds,
        win: 2,
        initial: p.initial_colour.map_or(Colour::White, |(_, c)| c),
    };
    Ok((input, p.notes))
}
