//! Rosters and lineups: the eligibility and board-order rules of the regulation, checked
//! as pure functions over a [`Tournament`]. Each violation names the rule, the team, the
//! boards and the players, as catalogue texts in the regulations' own wording.
//!
//! Sources (digested in `docs/rules/`):
//! - board order: kzz-2015 čl. 6 and bpz-2025 čl. 6 ("igrač koji igra na višoj ploči ne smije
//!   imati za 100 ili više bodova niži rejting od igrača koji igra na bilo kojoj nižoj ploči";
//!   FIDE-rated players first, then national-only players by the same rule); szs-pokal-2018
//!   art. 3 ("ima lahko igralec na poljubni deski največ 150 točk nižji FIDE ELO rating");
//! - foreign players: kzz-2015 čl. 6, szs-pokal-2018 art. 2 (a foreign citizen, or a citizen
//!   whom the FIDE list registers under another federation);
//! - birth year: hss-kadeti-2009 (born 1993 or later);
//! - registration: kzz-2015 čl. 2, bpz-2025 čl. 5, szs-pokal-2018 art. 2;
//! - lineups: reserves play on the last boards, the others move up (bpz-2025 čl. 6); the
//!   window or deadline for a lineup change (kzz-2015 čl. 6, szs-pokal-2018 art. 3).

#[cfg(test)]
mod fixtures;
mod lineups;
mod published;
mod roster;

pub use published::{phone_lineups_published_at, withheld_phone_lineups, without_lineups};
pub use roster::lineup_over_foreign_limit;

use chrono::{DateTime, Duration, FixedOffset};

use super::model::{
    GameResult, Lineup, Penalty, PenaltyKind, Player, PlayerId, Team, TeamId, Tournament,
};
use super::rules::NextRoundBar;
use super::violation::Violation;
use crate::i18n::{Msg, Text};

/// The rating a player is placed by under the board-order rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OrderRating {
    Fide(u16),
    /// Only a national rating (a foreign player never counts by it: foreigners by FIDE).
    National(u16),
    Unrated,
}

impl OrderRating {
    fn value(self) -> Option<u16> {
        match self {
            OrderRating::Fide(r) | OrderRating::National(r) => Some(r),
            OrderRating::Unrated => None,
        }
    }

    /// "FIDE 2000", "national 1500", "unrated".
    fn text(self) -> Text {
        match self {
            OrderRating::Fide(r) => text!(Msg::ViolationRatingFide, rating = r),
            OrderRating::National(r) => text!(Msg::ViolationRatingNational, rating = r),
            OrderRating::Unrated => Text::new(Msg::ViolationUnrated),
        }
    }
}

pub fn order_rating(player: &Player, foreign: bool) -> OrderRating {
    match (player.fide_rating, player.national_rating) {
        (Some(r), _) => OrderRating::Fide(r),
        (None, Some(r)) if !foreign => OrderRating::National(r),
        _ => OrderRating::Unrated,
    }
}

/// A foreign player: a foreign citizen, or one whom the FIDE list registers under a
/// federation other than the organiser's (kzz-2015 čl. 6, szs-pokal-2018 art. 2). An empty
/// citizenship means the organiser's country; an empty federation means not on the FIDE list.
pub fn is_foreign(player: &Player, host_federation: &str) -> bool {
    let other = |code: &str| !code.is_empty() && code != host_federation;
    other(&player.citizenship) || other(&player.federation)
}

/// The players who have played for `team`: on its boards, as
/// [`Tournament::effective_lineup`] puts them, in every round where it has a match except
/// `except` (0-based, the round a lineup is about to replace); each once, in the order
/// they first played. A round robin's round paired ahead of the round in play, with no
/// lineup handed in and no result yet, has not been played: its base lineup is only who
/// would play.
pub fn played_for(t: &Tournament, team: TeamId, except: Option<usize>) -> Vec<PlayerId> {
    let in_play = crate::core::clock::current_round(t).unwrap_or(0) as usize;
    let mut played = Vec::new();
    for (r, round) in t.rounds.iter().enumerate() {
        let Some((_, m)) = round.match_of(team) else {
            continue;
        };
        let ahead = r + 1 > in_play
            && round.lineup(team).is_none()
            && m.score_only.is_none()
            && m.boards.iter().all(|b| b.result == GameResult::NotPlayed);
        if Some(r) == except || ahead {
            continue;
        }
        for player in t.effective_lineup(r, team) {
            if !played.contains(&player) {
                played.push(player);
            }
        }
    }
    played
}

/// Puts lineup players on boards in roster order: reserves on the last boards, the others
/// move up (bpz-2025 čl. 6, "Pričuve igraju na posljednjim pločama, također po redoslijedu,
/// a ostali igrači pomiču se naprijed").
pub fn in_roster_order(team: &Team, players: &[PlayerId]) -> Vec<PlayerId> {
    let mut ordered = players.to_vec();
    ordered.sort_by_key(|p| team.roster.iter().position(|r| r.id == *p));
    ordered
}

/// The boards (1-based) on which a player sat contrary to the lineup: where the player
/// seated is not the one the lineup handed in (else the base lineup) puts on that board.
///
/// This is our reading of bpz-2025 čl. 6, "partije gube svi igrači koji su igrali na
/// pločama suprotno prijavi osnovnog sastava ili izmjeni iste": the lineup handed in (or the
/// base lineup) fixes one board per player, so a board is wrong exactly when someone else
/// sat there, including a player the lineup does not name at all. A board left empty is not
/// "played on", so it is not wrong (it is a forfeit, entered as a result).
pub fn wrong_boards(registered: &[PlayerId], seated: &[PlayerId]) -> Vec<usize> {
    seated
        .iter()
        .enumerate()
        .filter(|(i, p)| registered.get(*i) != Some(p))
        .map(|(i, _)| i + 1)
        .collect()
}

/// A moment of the regulation's schedule for round `round_index` (0-based), moved with the
/// round when the arbiter moved it, so it stays at the same distance from the start.
fn moved_with_round(
    t: &Tournament,
    round_index: usize,
    at: DateTime<FixedOffset>,
) -> DateTime<FixedOffset> {
    let scheduled = t.regulation.schedule.get(round_index).map(|s| s.start);
    let own = t.rounds.get(round_index).and_then(|r| r.scheduled_start);
    match (scheduled, own) {
        (Some(scheduled), Some(own)) => at + (own - scheduled),
        _ => at,
    }
}

/// When a lineup for round `round_index` (0-based) is due: the end of the preset's window,
/// else the round's own last moment for changes, else the deadline in minutes before the
/// round's start.
pub fn lineup_deadline(t: &Tournament, round_index: usize) -> Option<DateTime<FixedOffset>> {
    let scheduled = t.regulation.schedule.get(round_index);
    let fixed = scheduled.and_then(|s| s.lineup_window.map(|(_, closes)| closes).or(s.lineup_due));
    if let Some(at) = fixed {
        return Some(moved_with_round(t, round_index, at));
    }
    let minutes = t.regulation.lineup_deadline_minutes?;
    let own = t.rounds.get(round_index).and_then(|r| r.scheduled_start);
    let start = own.or(scheduled.map(|s| s.start))?;
    Some(start - Duration::minutes(i64::from(minutes)))
}

/// When the window for round `round_index`'s lineup changes opens (kzz-2015 čl. 6: "od 9,00
/// do 9,15 sati"); `None` where the regulation sets only a deadline.
pub fn lineup_window_opens(t: &Tournament, round_index: usize) -> Option<DateTime<FixedOffset>> {
    let (opens, _) = t.regulation.schedule.get(round_index)?.lineup_window?;
    Some(moved_with_round(t, round_index, opens))
}

/// A lineup that changes the base lineup and says when it was handed in: the base lineup
/// itself is no change, so no window or deadline applies to it.
fn handed_in_change(t: &Tournament, lineup: &Lineup) -> Option<DateTime<FixedOffset>> {
    let changed = lineup.players != t.base_lineup(lineup.team);
    lineup.handed_in.filter(|_| changed)
}

/// When a change for round `round_index` (0-based) handed in after its deadline (see
/// [`lineup_deadline`]) was handed in, and the deadline; `None` when it was in time.
pub fn lateness(
    t: &Tournament,
    round_index: usize,
    lineup: &Lineup,
) -> Option<(DateTime<FixedOffset>, DateTime<FixedOffset>)> {
    let (handed_in, due) = (
        handed_in_change(t, lineup)?,
        lineup_deadline(t, round_index)?,
    );
    (handed_in > due).then_some((handed_in, due))
}

/// When a change for round `round_index` (0-based) handed in before its window opened (see
/// [`lineup_window_opens`]) was handed in, and the opening; `None` when it was not early.
pub fn earliness(
    t: &Tournament,
    round_index: usize,
    lineup: &Lineup,
) -> Option<(DateTime<FixedOffset>, DateTime<FixedOffset>)> {
    let (handed_in, opens) = (
        handed_in_change(t, lineup)?,
        lineup_window_opens(t, round_index)?,
    );
    (handed_in < opens).then_some((handed_in, opens))
}

/// The rule of the regulation that bars a player from the next round, in its words, citing
/// its article; `None` where the regulation has none.
pub fn next_round_bar_rule(t: &Tournament) -> Option<Text> {
    let rule = match t.regulation.next_round_bar {
        NextRoundBar::Never => return None,
        NextRoundBar::NotPlaying => Msg::BarRuleNotPlaying,
        NextRoundBar::NotPlayingOrFinished => Msg::BarRuleNotPlayingOrFinished,
    };
    Some(text!(
        rule,
        regulation = t.regulation.cite("next_round_bar")
    ))
}

/// The penalty that bars `player` from round `round` (1-based): one imposed in the round
/// before.
pub fn bar_from(t: &Tournament, round: u32, player: PlayerId) -> Option<&Penalty> {
    t.penalties
        .iter()
        .find(|p| p.round + 1 == round && p.kind == PenaltyKind::BarredNextRound { player })
}

/// "team 2 (ŠK Polet)" in the reader's language.
pub fn team_text(t: &Tournament, team: &Team) -> Text {
    text!(
        Msg::ViolationTeam,
        number = t.starting_number(team.id).unwrap_or(0),
        name = &team.name
    )
}

/// Every roster and lineup rule broken: the rosters team by team (by starting number),
/// then lineups round by round.
pub fn violations(t: &Tournament) -> Vec<Violation> {
    let mut found = roster::roster_violations(t);
    found.extend(lineups::lineup_violations(t));
    found
}

/// A penalty in force, for `kup show`, `kup check`, `kup penalty list` and `kup explain`:
/// the round, the team, the board and its player, the reason.
pub fn describe_penalty(t: &Tournament, penalty: &super::model::Penalty) -> Text {
    // Loaded data always names a team of the event (`core::validate`); the id otherwise.
    let team = t.team(penalty.team).map_or_else(
        || text!(Msg::ViolationTeam, number = "?", name = penalty.team.0),
        |x| team_text(t, x),
    );
    match penalty.kind {
        PenaltyKind::GameLost { board } => {
            let player = penalty
                .round
                .checked_sub(1)
                .and_then(|r| {
                    t.effective_lineup(r as usize, penalty.team)
                        .get(board.wrapping_sub(1))
                        .copied()
                })
                .and_then(|id| t.find_player(id))
                .map_or(String::new(), |(team, i)| {
                    format!(" ({})", team.roster[i].full_name())
                });
            Text::new(Msg::PenaltyInForceGameLost)
                .arg("round", penalty.round)
                .arg_text("team", team)
                .arg("board", board)
                .arg("player", player)
                .arg_text("reason", penalty.reason_text())
        }
        PenaltyKind::AllMatchPointsLost => Text::new(Msg::PenaltyInForceAllLost)
            .arg("round", penalty.round)
            .arg_text("team", team)
            .arg_text("reason", penalty.reason_text()),
        PenaltyKind::BarredNextRound { player } => Text::new(Msg::PenaltyInForceBarred)
            .arg("round", penalty.round)
            .arg_text("team", team)
            .arg("player", player_name(t, player))
            .arg("next", penalty.round + 1)
            .arg_text("reason", penalty.reason_text()),
    }
}

/// A player's name, or his id where loaded data names a player kup does not hold.
pub fn player_name(t: &Tournament, player: PlayerId) -> String {
    t.find_player(player).map_or_else(
        || format!("#{}", player.0),
        |(team, i)| team.roster[i].full_name(),
    )
}

/// A name compared without case and without the Croatian and Slovenian diacritics, the way
/// the FIDE list (ASCII) writes it: "Đurić, Čedo" and "Djuric, Cedo" fold alike.
pub fn fold_name(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.chars().flat_map(char::to_lowercase) {
        match c {
            'č' | 'ć' => out.push('c'),
            'đ' => out.push_str("dj"),
            'š' => out.push('s'),
            'ž' => out.push('z'),
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::fixtures::*;
    use super::*;
    use crate::core::model::Penalty;
    use crate::core::{Command, apply};
    use crate::i18n::Msg;

    #[test]
    fn fold_name_matches_the_ascii_spelling_of_the_fide_list() {
        assert_eq!(fold_name("Đurić, Čedomir"), fold_name("Djuric, Cedomir"));
        assert_eq!(fold_name("Šoštarić, Žana"), "sostaric, zana");
        assert_ne!(fold_name("Horvat, Ivan"), fold_name("Horvat, Ivana"));
    }

    #[test]
    fn a_reserve_plays_on_the_last_board_and_the_others_move_up() {
        let (mut t, home, _) = bpz_round_one();
        // Handed in as 5, 1, 4, 3 (board 2 sits out): boards become 1, 3, 4, 5.
        let players = ids(&t, home, &[5, 1, 4, 3]);
        apply(
            &mut t,
            Command::SetLineup {
                round: 1,
                team: home,
                players,
                handed_in: None,
            },
        )
        .unwrap();
        assert_eq!(t.effective_lineup(0, home), ids(&t, home, &[1, 3, 4, 5]));
    }

    #[test]
    fn wrong_boards_are_those_where_another_player_sat() {
        let (a, b, c, d, e) = (
            PlayerId(1),
            PlayerId(2),
            PlayerId(3),
            PlayerId(4),
            PlayerId(5),
        );
        assert_eq!(
            wrong_boards(&[a, b, c, d], &[a, b, c, d]),
            Vec::<usize>::new()
        );
        assert_eq!(wrong_boards(&[a, b, c, d], &[b, a, c, d]), vec![1, 2]);
        // A player the lineup does not name (e) is on a wrong board, and so is the one
        // pushed down by him.
        assert_eq!(wrong_boards(&[a, b, c, d], &[a, e, b, c]), vec![2, 3, 4]);
        // An empty board 4 is not "played on".
        assert_eq!(wrong_boards(&[a, b, c, d], &[a, b, c]), Vec::<usize>::new());
    }

    #[test]
    fn penalties_must_concern_a_real_game_and_a_rule_of_the_regulation() {
        let (mut t, home, _) = bpz_round_one();
        let game_lost = |round, board| Penalty {
            round,
            team: home,
            kind: PenaltyKind::GameLost { board },
            reason: "mobile phone (FIDE Laws 11.3.2.2)".into(),
            said: None,
            forfeit: false,
        };
        let impose = |t: &mut Tournament, p: Penalty| {
            apply(t, Command::ImposePenalty { penalties: vec![p] })
        };
        let before = t.clone();
        assert_eq!(
            impose(&mut t, game_lost(1, 5)).unwrap_err().field,
            Msg::FieldBoard
        );
        assert_eq!(
            impose(&mut t, game_lost(2, 1)).unwrap_err().field,
            Msg::FieldRound
        );
        let mut silent = game_lost(1, 1);
        silent.reason = " ".into();
        assert_eq!(impose(&mut t, silent).unwrap_err().field, Msg::FieldReason);
        assert_eq!(t, before);
        impose(&mut t, game_lost(1, 1)).unwrap();
        let lifted = apply(
            &mut t,
            Command::LiftPenalty {
                round: 1,
                team: home,
                kind: PenaltyKind::GameLost { board: 1 },
            },
        )
        .unwrap();
        assert!(lifted.summary.to_string().contains("penalty lifted"));
        assert!(t.penalties.is_empty());

        let mut kzz = event("kzz-2015");
        let team = add_team(&mut kzz, "ŠK A", rated([2000, 1950, 1900, 1850]));
        let all_mp = Penalty {
            round: 1,
            team,
            kind: PenaltyKind::AllMatchPointsLost,
            reason: "unregistered".into(),
            said: None,
            forfeit: false,
        };
        kzz.rounds.push(Default::default());
        kzz.rounds[0].bye = Some(team);
        let refused = impose(&mut kzz, all_mp).unwrap_err();
        assert!(
            refused
                .rule
                .to_string()
                .contains("kzz-2015 does not take all match points away")
        );
    }

    #[test]
    fn the_frozen_base_lineup_moves_only_with_an_override_that_says_so() {
        let (mut t, home, _) = bpz_round_one();
        let babic = ids(&t, home, &[5])[0];
        let refused = apply(
            &mut t,
            Command::MovePlayer {
                player: babic,
                to_position: 1,
                override_lock: false,
            },
        )
        .unwrap_err();
        assert!(refused.rule.to_string().contains("base lineup is fixed"));
        let applied = apply(
            &mut t,
            Command::MovePlayer {
                player: babic,
                to_position: 1,
                override_lock: true,
            },
        )
        .unwrap();
        assert!(
            applied.summary.to_string().contains("arbiter's override"),
            "{applied:?}"
        );
        assert_eq!(t.team(home).unwrap().roster[0].id, babic);
    }
}
