//! The roster rules: size, board order, foreign players, birth year, registration, and a
//! player on two teams.

use std::collections::BTreeMap;

use super::{OrderRating, fold_name, is_foreign, order_rating, played_for, team_text};
use crate::core::model::{PenaltyKind, Player, PlayerId, Team, TeamId, Tournament};
use crate::core::rules::{BoardOrder, ForeignCounted};
use crate::core::violation::{RuleKind, Violation};
use crate::i18n::{Msg, Text};

/// Every roster rule: size, board order, foreign players, birth year, a player on two
/// teams, unregistered players.
pub(super) fn roster_violations(t: &Tournament) -> Vec<Violation> {
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

/// "roster position 2 Kovačević, Ana".
fn roster_place(position: usize, player: &Player) -> Text {
    text!(
        Msg::ViolationRosterPlace,
        position = position,
        player = player.full_name()
    )
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
    let regulation = t.regulation.cite("max_foreign");
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
                    regulation = &regulation,
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
    let (counted, rule, has) = match t.regulation.foreign_counted {
        ForeignCounted::Roster => (
            team.roster.iter().collect::<Vec<_>>(),
            Msg::ViolationForeignRule,
            Msg::ViolationForeignHas,
        ),
        ForeignCounted::Played => (
            played_for(t, team.id, None)
                .iter()
                .filter_map(|id| team.player(*id))
                .collect(),
            Msg::ViolationForeignPlayRule,
            Msg::ViolationForeignPlayed,
        ),
    };
    let foreign_players: Vec<&Player> = counted
        .into_iter()
        .filter(|p| is_foreign(p, host))
        .collect();
    if foreign_players.len() > usize::from(max) {
        found.push(Violation {
            kind: RuleKind::ForeignPlayers,
            rule: text!(rule, regulation = &regulation, max = max, host = host),
            detail: Text::new(has)
                .arg_text("team", team_text(t, team))
                .arg("count", foreign_players.len())
                .arg_list("players", foreign_texts(&foreign_players, host), "; "),
            teams: vec![team.id],
            players: foreign_players.iter().map(|p| p.id).collect(),
        });
    }
}

/// Why a lineup of `players` for round `round_index` (0-based) is refused where the
/// regulation counts the foreign players who play ([`ForeignCounted::Played`]): with the
/// ones who played in the other rounds they would be more than it allows. `None` when the
/// lineup keeps to the limit.
pub fn lineup_over_foreign_limit(
    t: &Tournament,
    team: &Team,
    round_index: usize,
    players: &[PlayerId],
) -> Option<Text> {
    let max = t.regulation.max_foreign?;
    let host = &t.info.federation;
    if t.regulation.foreign_counted != ForeignCounted::Played || host.is_empty() {
        return None;
    }
    let mut played = played_for(t, team.id, Some(round_index));
    for player in players {
        if !played.contains(player) {
            played.push(*player);
        }
    }
    let foreign: Vec<&Player> = played
        .iter()
        .filter_map(|id| team.player(*id))
        .filter(|p| is_foreign(p, host))
        .collect();
    (foreign.len() > usize::from(max)).then(|| {
        text!(
            Msg::RefuseLineupForeign,
            regulation = t.regulation.cite("max_foreign"),
            max = max,
            team = &team.name,
            count = foreign.len()
        )
        .arg_list("players", foreign_texts(&foreign, host), "; ")
    })
}

/// Each foreign player with why he counts as one: "Horvat, Luka (FIDE federation SLO)".
fn foreign_texts(players: &[&Player], host: &str) -> Vec<Text> {
    players
        .iter()
        .map(|p| {
            let mut reasons = Vec::new();
            if !p.citizenship.is_empty() && p.citizenship != host {
                reasons.push(text!(Msg::ViolationCitizenOf, country = &p.citizenship));
            }
            if !p.federation.is_empty() && p.federation != host {
                reasons.push(text!(
                    Msg::ViolationFideFederation,
                    federation = &p.federation
                ));
            }
            text!(Msg::ViolationForeignPlayer, player = p.full_name())
                .arg_list("reasons", reasons, ", ")
        })
        .collect()
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

#[cfg(test)]
mod tests {
    use super::super::fixtures::*;
    use crate::core::model::{Penalty, PenaltyKind, Tournament};
    use crate::core::{Command, apply};
    use crate::i18n::Lang;

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

    /// `preset`'s event with `count` foreigners on a roster, the limit counted on the
    /// roster (as mzz-2012 ¶4 counts it) so that no lineup is needed to break it.
    fn with_foreigners(preset: &str, count: usize) -> Tournament {
        let mut t = event(preset);
        t.regulation.foreign_counted = crate::core::rules::ForeignCounted::Roster;
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
                "strani igrači (kzz-2015 čl. 6): za pojedinu ekipu najviše 1; stranim igračima \
                 smatraju se strani državljani i igrači koje FIDE na rejting listi vodi pod \
                 federacijom koja nije CRO: ekipa 1 (ŠK Vinkovci) ih ima 2: Šarić, Đuro \
                 (državljanstvo BIH); Žagar, Čedomir (FIDE federacija SLO)"
            ]
        );
        let found = rules_broken_in(&t, Lang::Sl);
        assert!(
            found[0].starts_with(
                "tuji igralci (kzz-2015 čl. 6): v ekipi največ 1; tujec je tuj državljan"
            ) && found[0].ends_with(
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
            forfeit: false,
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
}
