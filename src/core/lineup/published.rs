//! What the public pages may show of the lineups: a lineup a captain handed in from a
//! phone stays between the captain and the arbiter until the round's lineup window has
//! closed, as a form on the arbiter's table does (kzz-2015 čl. 6: changes "od 9,00 do
//! 9,15 sati"; szs-pokal-2018 točka 3: "30 minut pred začetkom tega kola"; bpz-2025
//! čl. 7: "do 08,50 sati prijava sastava ekipe"), so that no captain reads the other's
//! lineup and answers it.

use chrono::{DateTime, FixedOffset};

use super::lineup_deadline;
use crate::core::clock::scheduled_start;
use crate::core::model::{TeamId, Tournament};

/// When the lineups handed in from phones for round `round_index` (0-based) are published:
/// when the regulation's window closes, else when the round is scheduled to start; `None`
/// when neither is known (then at once).
pub fn phone_lineups_published_at(
    t: &Tournament,
    round_index: usize,
) -> Option<DateTime<FixedOffset>> {
    lineup_deadline(t, round_index).or_else(|| scheduled_start(t, round_index as u32 + 1))
}

/// The lineups handed in from phones that are not public at `now`: (round index, team).
pub fn withheld_phone_lineups(t: &Tournament, now: DateTime<FixedOffset>) -> Vec<(usize, TeamId)> {
    t.rounds
        .iter()
        .enumerate()
        .filter(|(index, _)| phone_lineups_published_at(t, *index).is_some_and(|at| now <= at))
        .flat_map(|(index, round)| {
            round
                .lineups
                .iter()
                .filter(|lineup| lineup.from_phone)
                .map(move |lineup| (index, lineup.team))
        })
        .collect()
}

/// `t` without the lineups `withheld`: what the public pages show.
pub fn without_lineups(t: &Tournament, withheld: &[(usize, TeamId)]) -> Tournament {
    let mut public = t.clone();
    for (index, team) in withheld {
        if let Some(round) = public.rounds.get_mut(*index) {
            round.lineups.retain(|lineup| lineup.team != *team);
        }
    }
    public
}

#[cfg(test)]
mod tests {
    use super::super::fixtures::*;
    use super::*;
    use crate::core::{Command, apply};

    /// ŠK A's captain hands in a change from a phone at `time` under `preset`.
    fn handed_in_from_phone(preset: &str, time: &str) -> Tournament {
        let mut t = event(preset);
        let mut players = rated([2000, 1950, 1900, 1850]);
        players.push(player("Zrinski, Petar", Some(1845), None));
        let home = add_team(&mut t, "ŠK A", players);
        let away = add_team(&mut t, "ŠK B", rated([1990, 1940, 1890, 1840]));
        let pairing = Command::SetPairing {
            round: 1,
            matches: vec![(home, away)],
            bye: None,
        };
        apply(&mut t, pairing).unwrap();
        let players = ids(&t, home, &[1, 2, 3, 5]);
        let phone = Command::SetLineupFromPhone {
            round: 1,
            team: home,
            players,
            handed_in: at(time),
        };
        apply(&mut t, phone).unwrap();
        t
    }

    #[test]
    fn kzz_6_a_lineup_from_a_phone_is_published_when_the_window_closes_at_9_15() {
        // kzz-2015 čl. 6: a change is handed in "od 9,00 do 9,15 sati" for a morning round.
        let t = handed_in_from_phone("kzz-2015", "2015-02-15T09:05:00+01:00");
        let home = t.teams[0].id;
        assert_eq!(
            withheld_phone_lineups(&t, at("2015-02-15T09:15:00+01:00")),
            vec![(0, home)]
        );
        assert!(withheld_phone_lineups(&t, at("2015-02-15T09:15:01+01:00")).is_empty());
        let public = without_lineups(&t, &[(0, home)]);
        assert!(public.rounds[0].lineup(home).is_none());
        assert_eq!(public.effective_lineup(0, home), public.base_lineup(home));
    }

    #[test]
    fn szs_3_a_lineup_from_a_phone_is_published_30_minutes_before_the_round() {
        // szs-pokal-2018 točka 3: "30 minut pred začetkom tega kola"; round 1 at 17:00.
        let t = handed_in_from_phone("szs-pokal-2018", "2018-06-01T16:00:00+02:00");
        assert_eq!(
            withheld_phone_lineups(&t, at("2018-06-01T16:30:00+02:00")).len(),
            1
        );
        assert!(withheld_phone_lineups(&t, at("2018-06-01T16:30:01+02:00")).is_empty());
    }

    #[test]
    fn bpz_7_a_lineup_from_a_phone_is_published_at_08_50() {
        // bpz-2025 čl. 7: "do 08,50 sati prijava sastava ekipe za prvo kolo".
        let t = event("bpz-2025");
        let due = phone_lineups_published_at(&t, 0).unwrap();
        assert_eq!(due.format("%H:%M").to_string(), "08:50");
    }

    #[test]
    fn a_lineup_the_arbiter_entered_is_public_at_once() {
        let mut t = handed_in_from_phone("kzz-2015", "2015-02-15T09:05:00+01:00");
        let home = t.teams[0].id;
        let players = t.rounds[0].lineup(home).unwrap().players.clone();
        let entered = Command::SetLineup {
            round: 1,
            team: home,
            players,
            handed_in: Some(at("2015-02-15T09:06:00+01:00")),
        };
        apply(&mut t, entered).unwrap();
        assert!(withheld_phone_lineups(&t, at("2015-02-15T09:07:00+01:00")).is_empty());
    }
}
