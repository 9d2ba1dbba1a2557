//! Rosters and lineups: the eligibility and board-order rules of the regulation, checked
//! as pure functions over a [`Tournament`]. Each violation names the rule, the team, the
//! boards and the players, as catalogue texts in the regulations' own wording.
//!
//! Sources (originals in `shared/seeds/`):
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

use std::collections::BTreeMap;

use chrono::{DateTime, Duration, FixedOffset};

use super::model::{Lineup, PenaltyKind, Player, PlayerId, Team, TeamId, Tournament};
use super::rules::BoardOrder;
use super::violation::{RuleKind, Violation};
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

/// When a lineup for round `round_index` (0-based) is due: the end of the preset's window,
/// else the deadline in minutes before the round's start. A round the arbiter moved takes
/// its window along, at the same distance from its start.
pub fn lineup_deadline(t: &Tournament, round_index: usize) -> Option<DateTime<FixedOffset>> {
    let scheduled = t.regulation.schedule.get(round_index);
    let own = t.rounds.get(round_index).and_then(|r| r.scheduled_start);
    if let Some(s) = scheduled
        && let Some((_, closes)) = s.lineup_window
    {
        return Some(closes + own.map_or(Duration::zero(), |start| start - s.start));
    }
    let minutes = t.regulation.lineup_deadline_minutes?;
    let start = own.or(scheduled.map(|s| s.start))?;
    Some(start - Duration::minutes(i64::from(minutes)))
}

/// "team 2 (ŠK Polet)" in the reader's language.
pub fn team_text(t: &Tournament, team: &Team) -> Text {
    text!(
        Msg::ViolationTeam,
        number = t.starting_number(team.id).unwrap_or(0),
        name = &team.name
    )
}

/// "roster position 2 Kovačević, Ana".
fn roster_place(position: usize, player: &Player) -> Text {
    text!(
        Msg::ViolationRosterPlace,
        position = position,
        player = player.full_name()
    )
}

/// Every roster and lineup rule broken: the rosters team by team (by starting number),
/// then lineups round by round.
pub fn violations(t: &Tournament) -> Vec<Violation> {
    let mut found = roster_violations(t);
    found.extend(lineup_violations(t));
    found
}

/// Every roster rule: size, board order, foreign players, birth year, a player on two
/// teams, unregistered players.
fn roster_violations(t: &Tournament) -> Vec<Violation> {
    let mut found = Vec::new();
    for team in &t.teams {
        roster_size(t, team, &mut found);
        board_order(t, team, &mut found);
        foreign_players(t, team, &mut found);
        birth_years(t, team, &mut found);
        unregistered(t, team, &mut found);
    }
    players_on_two_teams(t, &mut found);
    found
}

fn roster_size(t: &Tournament, team: &Team, found: &mut Vec<Violation>) {
    let max = t.regulation.max_roster();
    let boards = usize::from(t.regulation.boards);
    let n = team.roster.len();
    if n > max {
        found.push(Violation {
            kind: RuleKind::RosterSize,
            rule: text!(
                Msg::ViolationRosterTooLarge,
                boards = boards,
                reserves = t.regulation.max_reserves
            ),
            detail: Text::new(Msg::ViolationRosterHas)
                .arg_text("team", team_text(t, team))
                .arg("count", n),
            teams: vec![team.id],
            players: Vec::new(),
        });
    }
    if n < boards {
        found.push(Violation {
            kind: RuleKind::RosterSize,
            rule: text!(Msg::ViolationRosterTooSmall, boards = boards),
            detail: Text::new(Msg::ViolationRosterHasOnly)
                .arg_text("team", team_text(t, team))
                .arg("count", n),
            teams: vec![team.id],
            players: Vec::new(),
        });
    }
}

/// The board-order rule of kzz-2015/bpz-2025 (FIDE-rated first, then national-only, each
/// group under the 100-point rule) and szs-pokal-2018 (one group under the 150-point rule);
/// unrated players last under both.
fn board_order(t: &Tournament, team: &Team, found: &mut Vec<Violation>) {
    let BoardOrder::RatingGap {
        gap,
        inclusive,
        fide_rated_first,
    } = t.regulation.board_order
    else {
        return;
    };
    let id = &t.regulation.id;
    let ratings: Vec<OrderRating> = team
        .roster
        .iter()
        .map(|p| order_rating(p, is_foreign(p, &t.info.federation)))
        .collect();
    let group = |r: OrderRating| match r {
        OrderRating::Fide(_) => 0,
        OrderRating::National(_) if fide_rated_first => 1,
        OrderRating::National(_) => 0,
        OrderRating::Unrated => 2,
    };
    let board = |i: usize| {
        Text::new(Msg::ViolationBoardPlayer)
            .arg("board", i + 1)
            .arg("player", team.roster[i].full_name())
            .arg_text("rating", ratings[i].text())
    };
    // Group order: per player below, the highest board above him that belongs after him.
    for j in 0..ratings.len() {
        if let Some(i) = (0..j).find(|&i| group(ratings[i]) > group(ratings[j])) {
            let rule = if fide_rated_first {
                Msg::ViolationBoardOrderGroups
            } else {
                Msg::ViolationBoardOrderUnratedLast
            };
            found.push(Violation {
                kind: RuleKind::BoardOrder,
                rule: text!(rule, regulation = id),
                detail: Text::new(Msg::ViolationBoardAbove)
                    .arg_text("team", team_text(t, team))
                    .arg_text("upper", board(i))
                    .arg_text("lower", board(j)),
                teams: vec![team.id],
                players: vec![team.roster[i].id, team.roster[j].id],
            });
        }
    }
    // The gap rule inside each group: per higher board, the best-rated lower board.
    let breaks = |below: u16| {
        if inclusive { below > gap } else { below >= gap }
    };
    let rule = if inclusive {
        Msg::ViolationBoardOrderGapMoreThan
    } else {
        Msg::ViolationBoardOrderGapOrMore
    };
    for i in 0..ratings.len() {
        let Some(own) = ratings[i].value() else {
            continue;
        };
        let best_below = (i + 1..ratings.len())
            .filter(|&j| group(ratings[j]) == group(ratings[i]))
            .filter_map(|j| ratings[j].value().map(|r| (r, j)))
            .max_by_key(|&(r, j)| (r, std::cmp::Reverse(j)));
        if let Some((higher, j)) = best_below
            && higher > own
            && breaks(higher - own)
        {
            found.push(Violation {
                kind: RuleKind::BoardOrder,
                rule: text!(rule, regulation = id, gap = gap),
                detail: Text::new(Msg::ViolationBoardBelow)
                    .arg_text("team", team_text(t, team))
                    .arg_text("upper", board(i))
                    .arg("points", higher - own)
                    .arg_text("lower", board(j)),
                teams: vec![team.id],
                players: vec![team.roster[i].id, team.roster[j].id],
            });
        }
    }
}

fn foreign_players(t: &Tournament, team: &Team, found: &mut Vec<Violation>) {
    let Some(max) = t.regulation.max_foreign else {
        return;
    };
    let host = &t.info.federation;
    if host.is_empty() {
        // Without the host's code a federation or citizenship cannot be judged; it only
        // matters once some player carries one.
        let coded = |p: &Player| !(p.citizenship.is_empty() && p.federation.is_empty());
        if team.roster.iter().any(coded) {
            found.push(Violation {
                kind: RuleKind::ForeignPlayers,
                rule: text!(
                    Msg::ViolationForeignLimit,
                    regulation = &t.regulation.id,
                    max = max
                ),
                detail: Text::new(Msg::ViolationForeignHostUnknown)
                    .arg_text("team", team_text(t, team)),
                teams: vec![team.id],
                players: Vec::new(),
            });
        }
        return;
    }
    let foreign_players: Vec<&Player> =
        team.roster.iter().filter(|p| is_foreign(p, host)).collect();
    let foreign: Vec<Text> = foreign_players
        .iter()
        .map(|p| {
            let mut reasons = Vec::new();
            if !p.citizenship.is_empty() && p.citizenship != *host {
                reasons.push(text!(Msg::ViolationCitizenOf, country = &p.citizenship));
            }
            if !p.federation.is_empty() && p.federation != *host {
                reasons.push(text!(
                    Msg::ViolationFideFederation,
                    federation = &p.federation
                ));
            }
            text!(Msg::ViolationForeignPlayer, player = p.full_name())
                .arg_list("reasons", reasons, ", ")
        })
        .collect();
    if foreign.len() > usize::from(max) {
        found.push(Violation {
            kind: RuleKind::ForeignPlayers,
            rule: text!(
                Msg::ViolationForeignRule,
                regulation = &t.regulation.id,
                max = max,
                host = host
            ),
            detail: Text::new(Msg::ViolationForeignHas)
                .arg_text("team", team_text(t, team))
                .arg("count", foreign.len())
                .arg_list("players", foreign, "; "),
            teams: vec![team.id],
            players: foreign_players.iter().map(|p| p.id).collect(),
        });
    }
}

fn birth_years(t: &Tournament, team: &Team, found: &mut Vec<Violation>) {
    let Some(from) = t.regulation.born_from else {
        return;
    };
    for (i, p) in team.roster.iter().enumerate() {
        let problem = match p.birth_year {
            Some(year) if year < from => text!(Msg::ViolationBornIn, year = year),
            Some(_) => continue,
            None => Text::new(Msg::ViolationBirthYearUnknown),
        };
        found.push(Violation {
            kind: RuleKind::BirthYear,
            rule: text!(
                Msg::ViolationBornFrom,
                regulation = &t.regulation.id,
                year = from
            ),
            detail: problem
                .arg_text("team", team_text(t, team))
                .arg_text("player", roster_place(i + 1, p)),
            teams: vec![team.id],
            players: vec![p.id],
        });
    }
}

/// Players not registered for their club this season (kzz-2015 čl. 2, bpz-2025 čl. 5,
/// szs-pokal-2018 art. 2), and under bpz-2025 a team that fielded one without the penalty.
/// "Registered for another team or county" (a player who already played for another
/// county's team in the same competition) cannot be checked: it needs the rosters of other
/// events, which one tournament directory does not hold; the arbiter enters such a player
/// as unregistered.
fn unregistered(t: &Tournament, team: &Team, found: &mut Vec<Violation>) {
    for (i, p) in team
        .roster
        .iter()
        .enumerate()
        .filter(|(_, p)| !p.registered)
    {
        found.push(Violation {
            kind: RuleKind::Registration,
            rule: Text::new(Msg::ViolationRegistration),
            detail: Text::new(Msg::ViolationNotRegistered)
                .arg_text("team", team_text(t, team))
                .arg_text("player", roster_place(i + 1, p)),
            teams: vec![team.id],
            players: vec![p.id],
        });
        if !t.regulation.unregistered_loses_all_mp {
            continue;
        }
        let played_in = (0..t.paired_rounds())
            .find(|&r| t.rounds[r].match_of(team.id).is_some())
            .filter(|&r| t.effective_lineup(r, team.id).contains(&p.id));
        let imposed = t
            .penalties
            .iter()
            .any(|x| x.team == team.id && x.kind == PenaltyKind::AllMatchPointsLost);
        if let Some(r) = played_in
            && !imposed
        {
            found.push(Violation {
                kind: RuleKind::Registration,
                rule: text!(
                    Msg::ViolationUnregisteredLosesAll,
                    regulation = &t.regulation.id
                ),
                detail: Text::new(Msg::ViolationUnregisteredPlayed)
                    .arg_text("team", team_text(t, team))
                    .arg("player", p.full_name())
                    .arg("round", r + 1),
                teams: vec![team.id],
                players: vec![p.id],
            });
        }
    }
}

/// Who a player is, to find him on another team: the FIDE ID, else the name (compared
/// without case and diacritics) and year of birth; the key compared, and how it is said.
fn identity(p: &Player) -> Option<(String, Text)> {
    match (p.fide_id, p.birth_year) {
        (Some(id), _) => Some((
            format!("FIDE ID {id}"),
            text!(Msg::ViolationSameFideId, id = id),
        )),
        (None, Some(year)) => Some((
            format!("{} born {year}", fold_name(&p.full_name())),
            text!(
                Msg::ViolationSameNameAndYear,
                name = p.full_name(),
                year = year
            ),
        )),
        (None, None) => None,
    }
}

/// A player on two teams: the same FIDE ID, or the same name and year of birth.
fn players_on_two_teams(t: &Tournament, found: &mut Vec<Violation>) {
    let mut by_identity: BTreeMap<String, Vec<(&Team, &Player)>> = BTreeMap::new();
    for team in &t.teams {
        for p in &team.roster {
            if let Some((key, _)) = identity(p) {
                by_identity.entry(key).or_default().push((team, p));
            }
        }
    }
    for holders in by_identity.into_values() {
        let mut teams: Vec<TeamId> = holders.iter().map(|(team, _)| team.id).collect();
        teams.dedup();
        if teams.len() < 2 {
            continue;
        }
        let Some((_, said)) = identity(holders[0].1) else {
            continue;
        };
        let names: Vec<Text> = holders
            .iter()
            .map(|(team, p)| {
                text!(Msg::ViolationPlayerOfTeam, player = p.full_name())
                    .arg_text("team", team_text(t, team))
            })
            .collect();
        found.push(Violation {
            kind: RuleKind::TwoTeams,
            rule: Text::new(Msg::ViolationOneTeamOnly),
            detail: Text::new(Msg::ViolationOnTwoTeams)
                .arg_text("identity", said)
                .arg_list("players", names, "; "),
            teams,
            players: holders.iter().map(|(_, p)| p.id).collect(),
        });
    }
}

/// Lineup rules per paired round: late lineups and seating contrary to the lineup.
fn lineup_violations(t: &Tournament) -> Vec<Violation> {
    let mut found = Vec::new();
    for (r, round) in t.rounds.iter().enumerate().filter(|(_, r)| r.is_paired()) {
        for lineup in &round.lineups {
            let Some(team) = t.team(lineup.team) else {
                continue;
            };
            late_lineup(t, r, team, lineup, &mut found);
            seating(t, r, team, lineup, &mut found);
        }
    }
    found
}

/// When a lineup for round `round_index` (0-based) handed in after its deadline (see
/// [`lineup_deadline`]) was handed in, and the deadline; `None` when it was in time.
pub fn lateness(
    t: &Tournament,
    round_index: usize,
    lineup: &Lineup,
) -> Option<(DateTime<FixedOffset>, DateTime<FixedOffset>)> {
    let (handed_in, due) = (lineup.handed_in?, lineup_deadline(t, round_index)?);
    (handed_in > due).then_some((handed_in, due))
}

fn late_lineup(t: &Tournament, r: usize, team: &Team, lineup: &Lineup, found: &mut Vec<Violation>) {
    let Some((handed_in, due)) = lateness(t, r, lineup) else {
        return;
    };
    // A deadline before the round (szs-pokal-2018 art. 3) says what happens to a late
    // change; a window (kzz-2015 čl. 6) does not.
    let detail = if t.regulation.lineup_deadline_minutes.is_some() {
        Msg::ViolationLineupLateBaseLineup
    } else {
        Msg::ViolationLineupLate
    };
    found.push(Violation {
        kind: RuleKind::Lineup,
        rule: text!(Msg::ViolationLineupDeadline, regulation = &t.regulation.id)
            .arg_date_time("due", due),
        detail: Text::new(detail)
            .arg_text("team", team_text(t, team))
            .arg("round", r + 1)
            .arg_date_time("at", handed_in),
        teams: vec![team.id],
        players: Vec::new(),
    });
}

fn seating(t: &Tournament, r: usize, team: &Team, lineup: &Lineup, found: &mut Vec<Violation>) {
    let Some(seated) = &lineup.seated else {
        return;
    };
    let wrong = wrong_boards(&lineup.players, seated);
    if wrong.is_empty() {
        return;
    }
    let name = |p: Option<&PlayerId>| match p.and_then(|id| team.player(*id)) {
        Some(player) => Text::new(Msg::ViolationPlayerName).arg("name", player.full_name()),
        None => Text::new(Msg::ViolationNobody),
    };
    let describe = |board: usize| {
        Text::new(Msg::ViolationSeatedOnBoard)
            .arg("board", board)
            .arg_text("seated", name(seated.get(board - 1)))
            .arg_text("listed", name(lineup.players.get(board - 1)))
    };
    if !t.regulation.wrong_board_loses {
        found.push(Violation {
            kind: RuleKind::Lineup,
            rule: Text::new(Msg::ViolationSeatingOrder),
            detail: Text::new(Msg::ViolationSeatedInRound)
                .arg_text("team", team_text(t, team))
                .arg("round", r + 1)
                .arg_list("boards", wrong.iter().map(|b| describe(*b)).collect(), "; "),
            teams: vec![team.id],
            players: Vec::new(),
        });
        return;
    }
    let round = r as u32 + 1;
    for board in wrong {
        let imposed = t.penalties.iter().any(|p| {
            p.round == round && p.team == team.id && p.kind == PenaltyKind::GameLost { board }
        });
        if !imposed {
            found.push(Violation {
                kind: RuleKind::Lineup,
                rule: text!(Msg::ViolationWrongBoardLoses, regulation = &t.regulation.id),
                detail: Text::new(Msg::ViolationWrongBoardNotPenalised)
                    .arg_text("team", team_text(t, team))
                    .arg("round", round)
                    .arg_text("board", describe(board)),
                teams: vec![team.id],
                players: seated.get(board - 1).copied().into_iter().collect(),
            });
        }
    }
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
    }
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
    use chrono::DateTime;

    use super::*;
    use crate::core::model::{Penalty, TournamentInfo};
    use crate::core::{Command, PlayerData, Regulation, apply};
    use crate::i18n::{Lang, Msg};

    fn event(preset: &str) -> Tournament {
        let info = TournamentInfo {
            name: "Kup".into(),
            federation: "CRO".into(),
            ..TournamentInfo::default()
        };
        Tournament::new(info, Regulation::preset(preset).unwrap())
    }

    fn player(name: &str, fide: Option<u16>, national: Option<u16>) -> PlayerData {
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

    fn add_team(t: &mut Tournament, name: &str, players: Vec<PlayerData>) -> TeamId {
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
    fn rated(ratings: [u16; 4]) -> Vec<PlayerData> {
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

    fn rules_broken(t: &Tournament) -> Vec<String> {
        violations(t).into_iter().map(|v| v.to_string()).collect()
    }

    fn rules_broken_in(t: &Tournament, lang: Lang) -> Vec<String> {
        violations(t).into_iter().map(|v| v.render(lang)).collect()
    }

    #[test]
    fn hundred_point_rule_allows_a_gap_of_99_and_forbids_100() {
        // kzz-2015 čl. 6: "ne smije imati za 100 ili više bodova niži rejting".
        let mut t = event("kzz-2015");
        add_team(&mut t, "ŠK Zabok", rated([2000, 2099, 1950, 1900]));
        assert_eq!(rules_broken(&t), Vec::<String>::new());

        let mut t = event("kzz-2015");
        add_team(&mut t, "ŠK Zabok", rated([2000, 2100, 1950, 1900]));
        let found = rules_broken(&t);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].contains("100 or more points below"), "{found:?}");
        assert!(
            found[0].contains("board 1 Horvat, Ivan (FIDE 2000) is 100 points below board 2 Kovačević, Ana (FIDE 2100)"),
            "{found:?}"
        );
        // In the words of kzz-2015 čl. 6.
        assert_eq!(
            rules_broken_in(&t, Lang::Hr),
            vec![
                "redoslijed ploča (kzz-2015): igrač koji igra na višoj ploči ne smije imati za 100 \
                 ili više bodova niži rejting od igrača koji igra na bilo kojoj nižoj ploči: \
                 ekipa 1 (ŠK Zabok): 1. ploča Horvat, Ivan (FIDE 2000) ima za 100 bodova niži \
                 rejting nego 2. ploča Kovačević, Ana (FIDE 2100)"
            ]
        );
    }

    #[test]
    fn hundred_point_rule_compares_with_every_lower_board() {
        // Board 1 at 2000 and board 4 at 2100: "bilo kojoj nižoj ploči" (any lower board).
        let mut t = event("bpz-2025");
        add_team(&mut t, "ŠK Ruščica", rated([2000, 2050, 2060, 2100]));
        let found = rules_broken(&t);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].contains("board 1 Horvat, Ivan (FIDE 2000) is 100 points below board 4"));
    }

    #[test]
    fn hundred_fifty_point_rule_allows_150_and_forbids_151() {
        // szs-pokal-2018 art. 3: "največ 150 točk nižji FIDE ELO rating".
        let mut t = event("szs-pokal-2018");
        add_team(&mut t, "ŠK Komenda", rated([1850, 2000, 1900, 1800]));
        assert_eq!(rules_broken(&t), Vec::<String>::new());

        let mut t = event("szs-pokal-2018");
        add_team(&mut t, "ŠK Komenda", rated([1849, 2000, 1900, 1800]));
        let found = rules_broken(&t);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].contains("more than 150 points below"), "{found:?}");
        assert!(
            found[0].contains("is 151 points below board 2"),
            "{found:?}"
        );
        // In the words of szs-pokal-2018 art. 3.
        assert_eq!(
            rules_broken_in(&t, Lang::Sl),
            vec![
                "vrstni red desk (szs-pokal-2018): igralec ima lahko na poljubni deski največ 150 \
                 točk nižji rating od igralca na kateri koli nižji deski: ekipa 1 (ŠK Komenda): \
                 1. deska Horvat, Ivan (FIDE 1849) ima za 151 točk nižji rating kot 2. deska \
                 Kovačević, Ana (FIDE 2000)"
            ]
        );
    }

    #[test]
    fn fide_rated_players_come_before_national_only_players() {
        let fide_then_national = vec![
            player("Horvat, Ivan", Some(1500), None),
            player("Kovač, Ana", None, Some(2000)),
            player("Šarić, Đuro", None, Some(1950)),
            player("Žagar, Ema", None, None),
        ];
        // kzz-2015: groups are ordered apart; the 500 points between board 1 (FIDE 1500)
        // and board 2 (national 2000) do not count across groups.
        let mut t = event("kzz-2015");
        add_team(&mut t, "ŠK Krapina", fide_then_national.clone());
        assert_eq!(rules_broken(&t), Vec::<String>::new());

        // The national-only player above the FIDE-rated one breaks the group order.
        let mut swapped = fide_then_national.clone();
        swapped.swap(0, 1);
        let mut t = event("kzz-2015");
        add_team(&mut t, "ŠK Krapina", swapped);
        let found = rules_broken(&t);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(
            found[0].contains("players with a FIDE rating first"),
            "{found:?}"
        );
        assert!(
            found[0].contains(
                "board 1 Kovač, Ana (national 2000) is above board 2 Horvat, Ivan (FIDE 1500)"
            ),
            "{found:?}"
        );
        // kzz-2015 čl. 6: "igrači sa samo nacionalnim rejtingom" after the others.
        let found = rules_broken_in(&t, Lang::Hr);
        assert!(
            found[0].contains("zatim igrači sa samo nacionalnim rejtingom")
                && found[0].ends_with(
                    "1. ploča Kovač, Ana (nacionalni 2000) je iznad 2. ploča Horvat, Ivan \
                     (FIDE 1500)"
                ),
            "{found:?}"
        );

        // szs-pokal-2018 has one group (FIDE, else national): 2000 - 1500 = 500 > 150.
        let mut t = event("szs-pokal-2018");
        add_team(&mut t, "ŠK Komenda", fide_then_national);
        let found = rules_broken(&t);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].contains("is 500 points below board 2 Kovač, Ana (national 2000)"));
    }

    #[test]
    fn unrated_players_play_last_and_foreigners_count_by_fide_only() {
        let mut t = event("kzz-2015");
        add_team(
            &mut t,
            "ŠK Pregrada",
            vec![
                player("Horvat, Ivan", Some(1800), None),
                player("Novak, Jan", None, None),
                player("Kovač, Ana", Some(1750), None),
                player("Babić, Ema", None, Some(1500)),
            ],
        );
        let found = rules_broken(&t);
        assert_eq!(found.len(), 2, "{found:?}");
        assert!(found[0].contains("board 2 Novak, Jan (unrated) is above board 3 Kovač, Ana"));
        assert!(found[1].contains("board 2 Novak, Jan (unrated) is above board 4 Babić, Ema"));

        // A Slovenian (foreign in a Croatian cup) with only a national rating is unrated
        // here, so he must sit below the Croatian national-only player.
        let mut t = event("kzz-2015");
        let mut foreigner = player("Kralj, Luka", None, Some(1900));
        foreigner.federation = "SLO".into();
        add_team(
            &mut t,
            "ŠK Pregrada",
            vec![
                player("Horvat, Ivan", Some(1800), None),
                foreigner,
                player("Babić, Ema", None, Some(1500)),
                player("Kovač, Ana", None, None),
            ],
        );
        let found = rules_broken(&t);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(
            found[0].contains(
                "board 2 Kralj, Luka (unrated) is above board 3 Babić, Ema (national 1500)"
            )
        );
    }

    #[test]
    fn free_board_order_is_not_checked() {
        let mut t = event("mzz-2012");
        add_team(&mut t, "ŠK Čakovec", rated([1500, 2400, 1400, 2000]));
        assert_eq!(rules_broken(&t), Vec::<String>::new());
    }

    fn with_foreigners(preset: &str, count: usize) -> Tournament {
        let mut t = event(preset);
        let mut players = rated([2000, 1990, 1980, 1970]);
        // One foreign citizen, one Croatian citizen whom FIDE lists under SLO.
        players[2].citizenship = "BIH".into();
        players[3].federation = "SLO".into();
        players[3].birth_year = Some(1995);
        for p in players.iter_mut().take(2) {
            p.federation = "CRO".into();
        }
        if count < 2 {
            players[3].federation = "CRO".into();
        }
        if count < 1 {
            players[2].citizenship = String::new();
        }
        for p in &mut players {
            p.birth_year = Some(1995);
        }
        add_team(&mut t, "ŠK Vinkovci", players);
        t
    }

    #[test]
    fn one_foreign_player_is_allowed_and_two_are_not() {
        assert_eq!(
            rules_broken(&with_foreigners("kzz-2015", 1)),
            Vec::<String>::new()
        );
        let found = rules_broken(&with_foreigners("kzz-2015", 2));
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].contains("at most 1 per team"), "{found:?}");
        assert!(
            found[0].contains(
                "has 2: Šarić, Đuro (citizen of BIH); Žagar, Čedomir (FIDE federation SLO)"
            ),
            "{found:?}"
        );
        // kzz-2015 čl. 6 "strani igrač", szs-pokal-2018 art. 2 "tujec".
        let t = with_foreigners("kzz-2015", 2);
        assert_eq!(
            rules_broken_in(&t, Lang::Hr),
            vec![
                "strani igrači (kzz-2015): za pojedinu ekipu najviše 1; stranim igračima \
                 smatraju se strani državljani i igrači koje FIDE na rejting listi vodi pod \
                 federacijom koja nije CRO: ekipa 1 (ŠK Vinkovci) ih ima 2: Šarić, Đuro \
                 (državljanstvo BIH); Žagar, Čedomir (FIDE federacija SLO)"
            ]
        );
        let found = rules_broken_in(&t, Lang::Sl);
        assert!(
            found[0]
                .starts_with("tuji igralci (kzz-2015): v ekipi največ 1; tujec je tuj državljan")
                && found[0].ends_with(
                    "ekipa 1 (ŠK Vinkovci) jih ima 2: Šarić, Đuro (državljanstvo BIH); \
                     Žagar, Čedomir (FIDE zveza SLO)"
                ),
            "{found:?}"
        );
        // The cadets admit none.
        assert_eq!(
            rules_broken(&with_foreigners("hss-kadeti-2009", 0)),
            Vec::<String>::new()
        );
        let found = rules_broken(&with_foreigners("hss-kadeti-2009", 1));
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].contains("at most 0 per team"));
    }

    #[test]
    fn cadets_must_be_born_1993_or_later() {
        let mut t = event("hss-kadeti-2009");
        let mut players = rated([2000, 1990, 1980, 1970]);
        let years = [Some(1993), Some(1992), Some(1994), None];
        for (p, year) in players.iter_mut().zip(years) {
            p.birth_year = year;
        }
        add_team(&mut t, "ŠK Vinkovci", players);
        let found = rules_broken(&t);
        assert_eq!(found.len(), 2, "{found:?}");
        assert!(found[0].contains("born 1993 or later"));
        assert!(found[0].contains("roster position 2 Kovačević, Ana is born 1992"));
        assert!(found[1].contains("roster position 4 Žagar, Čedomir: birth year unknown"));
        // hss-kadeti-2009: "rođeni 1993. godine i kasnije".
        assert_eq!(
            rules_broken_in(&t, Lang::Hr),
            vec![
                "pravo nastupa (hss-kadeti-2009): igrači rođeni 1993. godine i kasnije: \
                 ekipa 1 (ŠK Vinkovci): 2. mjesto na popisu, Kovačević, Ana, godište 1992.",
                "pravo nastupa (hss-kadeti-2009): igrači rođeni 1993. godine i kasnije: \
                 ekipa 1 (ŠK Vinkovci): 4. mjesto na popisu, Žagar, Čedomir: godina rođenja \
                 nije upisana",
            ]
        );
        assert!(rules_broken_in(&t, Lang::Sl)[0].ends_with(
            "igralci, rojeni leta 1993 ali pozneje: ekipa 1 (ŠK Vinkovci): 2. mesto na \
             seznamu, Kovačević, Ana, letnik 1992"
        ));
    }

    #[test]
    fn a_player_on_two_teams_is_found_by_name_and_birth_year() {
        let mut t = event("mzz-2012");
        let mut first = rated([2000, 1990, 1980, 1970]);
        first[0].birth_year = Some(1980);
        add_team(&mut t, "ŠK Čakovec", first);
        let mut second = rated([2000, 1990, 1980, 1970]);
        second[0] = player("HORVAT, Ivan", None, Some(1900));
        second[0].birth_year = Some(1980);
        // Same name born another year: a different person.
        second[1] = player("Kovacevic, Ana", None, Some(1850));
        second[1].birth_year = Some(2001);
        add_team(&mut t, "ŠK Mursko Središće", second);
        let found = rules_broken(&t);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].contains("one team only"));
        assert!(found[0].contains("Horvat, Ivan in team 1 (ŠK Čakovec); HORVAT, Ivan in team 2"));
        assert_eq!(
            rules_broken_in(&t, Lang::Hr),
            vec![
                "pravo nastupa: igrač može nastupiti samo za jednu ekipu: Horvat, Ivan, godište \
                 1980.: Horvat, Ivan — ekipa 1 (ŠK Čakovec); HORVAT, Ivan — ekipa 2 (ŠK Mursko \
                 Središće)"
            ]
        );
        assert!(rules_broken_in(&t, Lang::Sl)[0].starts_with(
            "pravica nastopa: igralec lahko nastopa le za eno ekipo: Horvat, Ivan, letnik 1980: "
        ));
    }

    #[test]
    fn fold_name_matches_the_ascii_spelling_of_the_fide_list() {
        assert_eq!(fold_name("Đurić, Čedomir"), fold_name("Djuric, Cedomir"));
        assert_eq!(fold_name("Šoštarić, Žana"), "sostaric, zana");
        assert_ne!(fold_name("Horvat, Ivan"), fold_name("Horvat, Ivana"));
    }

    /// Two teams of bpz-2025 paired in round 1: home "ŠK Ruščica" (5 players), away "ŠK Slavonac".
    fn bpz_round_one() -> (Tournament, TeamId, TeamId) {
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

    fn ids(t: &Tournament, team: TeamId, positions: &[usize]) -> Vec<PlayerId> {
        let roster = &t.team(team).unwrap().roster;
        positions.iter().map(|p| roster[p - 1].id).collect()
    }

    fn at(text: &str) -> DateTime<FixedOffset> {
        DateTime::parse_from_rfc3339(text).unwrap()
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
    fn playing_out_of_order_loses_every_game_on_a_wrong_board() {
        let (mut t, home, _) = bpz_round_one();
        let lineup = ids(&t, home, &[1, 2, 3, 5]);
        apply(
            &mut t,
            Command::SetLineup {
                round: 1,
                team: home,
                players: lineup,
                handed_in: None,
            },
        )
        .unwrap();
        let seated = ids(&t, home, &[1, 2, 5, 3]);
        let before_start = Command::RecordSeating {
            round: 1,
            team: home,
            players: seated.clone(),
        };
        let refused = apply(&mut t, before_start.clone()).unwrap_err();
        assert!(
            refused.rule.to_string().contains("have not started"),
            "{refused}"
        );

        apply(
            &mut t,
            Command::StartRound {
                round: 1,
                at: at("2025-01-18T09:00:00+01:00"),
            },
        )
        .unwrap();
        let applied = apply(&mut t, before_start).unwrap();
        assert!(
            applied
                .summary
                .to_string()
                .contains("boards 3, 4 contrary to the lineup"),
            "{applied:?}"
        );
        let lost: Vec<PenaltyKind> = t.penalties.iter().map(|p| p.kind).collect();
        assert_eq!(
            lost,
            vec![
                PenaltyKind::GameLost { board: 3 },
                PenaltyKind::GameLost { board: 4 }
            ]
        );
        // Each lost game goes to the opponent whatever the board's result (scored in
        // `scoring::match_score`; tests/it/scoring.rs `penalties_enter_the_standings`).
        // The seating also shows who played.
        assert_eq!(t.effective_lineup(0, home), seated);
        assert_eq!(rules_broken(&t), Vec::<String>::new());

        // The arbiter corrects the seating: kup's penalties go with it.
        let corrected = ids(&t, home, &[1, 2, 3, 5]);
        apply(
            &mut t,
            Command::RecordSeating {
                round: 1,
                team: home,
                players: corrected,
            },
        )
        .unwrap();
        assert!(t.penalties.is_empty());
    }

    #[test]
    fn without_a_lineup_the_base_lineup_is_the_reference_and_other_rules_only_flag_it() {
        let mut t = event("kzz-2015");
        let home = add_team(&mut t, "ŠK Krapina", rated([2000, 1950, 1900, 1850]));
        let away = add_team(&mut t, "ŠK Zabok", rated([1990, 1940, 1890, 1840]));
        apply(
            &mut t,
            Command::SetPairing {
                round: 1,
                matches: vec![(home, away)],
                bye: None,
            },
        )
        .unwrap();
        apply(
            &mut t,
            Command::StartRound {
                round: 1,
                at: at("2015-02-15T09:30:00+01:00"),
            },
        )
        .unwrap();
        let swapped = ids(&t, away, &[2, 1, 3, 4]);
        apply(
            &mut t,
            Command::RecordSeating {
                round: 1,
                team: away,
                players: swapped,
            },
        )
        .unwrap();
        // kzz-2015 names no such penalty: nothing imposed, the check reports it.
        assert!(t.penalties.is_empty());
        let found = rules_broken(&t);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].contains(
            "board 1 Kovačević, Ana (the lineup puts Horvat, Ivan there); board 2 Horvat, Ivan (the lineup puts Kovačević, Ana there)"
        ));
        assert_eq!(
            rules_broken_in(&t, Lang::Sl),
            vec![
                "postava: igralci sedijo na deskah po vrstnem redu osnovne postave: ekipa 2 \
                 (ŠK Zabok), 1. kolo: 1. deska Kovačević, Ana (po postavi: Horvat, Ivan); \
                 2. deska Horvat, Ivan (po postavi: Kovačević, Ana)"
            ]
        );
        assert!(rules_broken_in(&t, Lang::Hr)[0].starts_with(
            "sastav: igrači sjede na pločama po redoslijedu osnovnog sastava: ekipa 2 \
             (ŠK Zabok), 1. kolo: 1. ploča Kovačević, Ana (po sastavu: Horvat, Ivan)"
        ));
    }

    fn handed_in(preset: &str, time: &str) -> Vec<String> {
        handed_in_in(preset, time, Lang::En)
    }

    fn handed_in_in(preset: &str, time: &str, lang: Lang) -> Vec<String> {
        let mut t = event(preset);
        let home = add_team(&mut t, "ŠK A", rated([2000, 1950, 1900, 1850]));
        let away = add_team(&mut t, "ŠK B", rated([1990, 1940, 1890, 1840]));
        apply(
            &mut t,
            Command::SetPairing {
                round: 1,
                matches: vec![(home, away)],
                bye: None,
            },
        )
        .unwrap();
        let players = ids(&t, home, &[1, 2, 3, 4]);
        apply(
            &mut t,
            Command::SetLineup {
                round: 1,
                team: home,
                players,
                handed_in: Some(at(time)),
            },
        )
        .unwrap();
        rules_broken_in(&t, lang)
    }

    #[test]
    fn a_lineup_after_the_window_closes_is_late() {
        // kzz-2015 čl. 6: changes for morning rounds from 9:00 to 9:15.
        assert_eq!(
            handed_in("kzz-2015", "2015-02-15T09:15:00+01:00"),
            Vec::<String>::new()
        );
        let found = handed_in("kzz-2015", "2015-02-15T09:16:00+01:00");
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(
            found[0].contains("handed in by 2015-02-15 09:15"),
            "{found:?}"
        );
        assert!(
            found[0].contains(
                "team 1 (ŠK A): the lineup for round 1 was handed in at 2015-02-15 09:16"
            )
        );
        // The dates in the reader's style.
        let hr = handed_in_in("kzz-2015", "2015-02-15T09:16:00+01:00", Lang::Hr);
        assert!(hr[0].contains("predaje se do 15. 2. 2015. 09:15"), "{hr:?}");
        assert!(hr[0].contains("predan je u 15. 2. 2015. 09:16"), "{hr:?}");
        let sl = handed_in_in("kzz-2015", "2015-02-15T09:16:00+01:00", Lang::Sl);
        assert!(sl[0].contains("oddati do 15. 2. 2015 09:15"), "{sl:?}");
        assert!(sl[0].contains("oddana ob 15. 2. 2015 09:16"), "{sl:?}");
    }

    #[test]
    fn a_lineup_less_than_30_minutes_before_the_start_is_late_in_slovenia() {
        // szs-pokal-2018: round 1 at 17:00, changes 30 minutes before: by 16:30.
        assert_eq!(
            handed_in("szs-pokal-2018", "2018-06-01T16:30:00+02:00"),
            Vec::<String>::new()
        );
        let found = handed_in("szs-pokal-2018", "2018-06-01T16:31:00+02:00");
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].contains("plays with its base lineup"), "{found:?}");
    }

    #[test]
    fn an_unregistered_player_who_played_costs_all_match_points_in_bpz() {
        let (mut t, home, _) = bpz_round_one();
        let babic = ids(&t, home, &[5])[0];
        let mut data = player("Babić, Ema", Some(1800), None);
        data.registered = false;
        apply(
            &mut t,
            Command::EditPlayer {
                player: babic,
                data,
            },
        )
        .unwrap();
        let found = rules_broken(&t);
        assert_eq!(found.len(), 1, "sits out, so only flagged: {found:?}");
        assert!(found[0].contains("roster position 5 Babić, Ema is not registered"));
        // bpz-2025 čl. 5: "registriran za klub".
        assert_eq!(
            rules_broken_in(&t, Lang::Hr),
            vec![
                "registracija: nastupiti mogu samo igrači registrirani za klub za tekuću godinu: \
                 ekipa 1 (ŠK Ruščica): 5. mjesto na popisu, Babić, Ema, bez registracije za klub"
            ]
        );
        assert!(
            rules_broken_in(&t, Lang::Sl)[0]
                .ends_with("5. mesto na seznamu, Babić, Ema, brez registracije za klub")
        );

        let players = ids(&t, home, &[1, 2, 3, 5]);
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
        let found = rules_broken(&t);
        assert_eq!(found.len(), 2, "{found:?}");
        assert!(found[1].contains("loses all its match points"));
        assert!(found[1].contains("Babić, Ema played in round 1"));
        assert!(rules_broken_in(&t, Lang::Hr)[1].ends_with(
            "kažnjava se gubitkom svih osvojenih meč-bodova: ekipa 1 (ŠK Ruščica): Babić, \
                 Ema, nastup u 1. kolu; kazna nije izrečena (kup penalty unregistered)"
        ));

        let penalty = Penalty {
            round: 1,
            team: home,
            kind: PenaltyKind::AllMatchPointsLost,
            reason: "unregistered player (bpz-2025 čl. 5)".into(),
            said: None,
        };
        apply(
            &mut t,
            Command::ImposePenalty {
                penalties: vec![penalty.clone()],
            },
        )
        .unwrap();
        assert_eq!(rules_broken(&t).len(), 1);
        let twice = apply(
            &mut t,
            Command::ImposePenalty {
                penalties: vec![penalty],
            },
        )
        .unwrap_err();
        assert!(twice.rule.to_string().contains("already has this penalty"));
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
