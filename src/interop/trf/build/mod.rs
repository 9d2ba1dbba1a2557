//! The importer: the records read from a file become a tournament, built through [`Command`]s.
//! This file holds the builder and the order of the work; each step has its own file.

mod attendance;
mod regulation;
mod results;
mod rounds;
mod teams;

use std::collections::HashMap;

use super::codes::tiebreak_of_code;
use super::parse::{Parsed, ParsedTeam, TeamRound};
use super::{
    Entry, ImportError, Imported, Note, Stated, StatedTeam, at_line, has_data, takes_part,
};
use crate::core::calendar::on_known_dates;
use crate::core::model::{Colour, Penalty, TeamId, Tournament, TournamentInfo};
use crate::core::rules::{SwissPairing, System, Tiebreak};
use crate::core::validate::check_integrity;
use crate::core::{Command, Regulation, apply};
use crate::i18n::{Msg, Text};
use rounds::RoundPlan;

/// A record of round `round` names team `team`, which the file does not have.
fn no_such_team(record: &'static str, round: u32, team: u32) -> Text {
    Text::new(Msg::TrfRecordRoundNoSuchTeam)
        .arg("record", record)
        .arg("round", round)
        .arg("team", team)
}

struct Builder {
    p: Parsed,
    teams: Vec<ParsedTeam>,
    team_of_player: HashMap<u32, usize>,
    /// (round, team index) → the board-by-board lineup (None = empty board).
    lineups: HashMap<(u32, usize), Vec<Option<u32>>>,
    /// The system the caller pairs by, over record 192's ([`super::import_paired_by`]).
    paired_by: Option<SwissPairing>,
    /// Games both players lost (`0` against `0`), which only penalties can score.
    both_lost: Vec<Penalty>,
}

impl Builder {
    fn entry(&self, player: u32, round: u32) -> Entry {
        self.p
            .players
            .get(&player)
            .and_then(|x| x.rounds.get(round as usize - 1).copied())
            .unwrap_or(Entry {
                opponent: 0,
                colour: '-',
                result: ' ',
            })
    }

    fn lineup(&self, round: u32, team: usize) -> &[Option<u32>] {
        self.lineups
            .get(&(round, team))
            .map(Vec::as_slice)
            .unwrap_or_default()
    }

    fn tpn_index(&self, tpn: u32) -> Option<usize> {
        self.teams.iter().position(|t| t.tpn == tpn)
    }

    fn note(&mut self, line: Option<usize>, message: impl Into<Text>) {
        self.p.notes.push(Note {
            line,
            message: message.into(),
        });
    }

    /// The last round any record has a game or a result for, and the line of the first
    /// record that has one there (0 rounds: no line).
    fn rounds_with_data(&self) -> (u32, Option<usize>) {
        let players = self
            .p
            .players
            .iter()
            .filter(|(n, _)| self.team_of_player.contains_key(*n))
            .filter_map(|(_, x)| Some((x.rounds.iter().rposition(has_data)? as u32 + 1, x.line)));
        let forfeits = self.p.forfeits.iter().map(|f| (f.0, f.3));
        let orders = self.p.out_of_order.iter().map(|(k, v)| (k.0, v.0));
        let byes = self.p.pab.iter().flat_map(|(line, _, teams)| {
            teams
                .iter()
                .rposition(|t| *t != 0)
                .map(|i| (i as u32 + 1, *line))
        });
        let team_rounds = self
            .p
            .team_rounds
            .iter()
            .filter(|(_, (_, r))| !matches!(r, TeamRound::OtherBye))
            .map(|(k, v)| (k.1, v.0));
        players
            .chain(forfeits)
            .chain(orders)
            .chain(byes)
            .chain(team_rounds)
            .max_by_key(|&(round, line)| (round, std::cmp::Reverse(line)))
            .map_or((0, None), |(round, line)| (round, Some(line)))
    }

    fn derive_lineups(&mut self, rounds: u32) {
        for round in 1..=rounds {
            for (ti, team) in self.teams.iter().enumerate() {
                let lineup: Vec<Option<u32>> = match self.p.out_of_order.get(&(round, team.tpn)) {
                    Some((_, _, players)) => players
                        .iter()
                        .map(|n| (*n != 0 && self.team_of_player.get(n) == Some(&ti)).then_some(*n))
                        .collect(),
                    None => team
                        .players
                        .iter()
                        .filter(|n| takes_part(&self.entry(**n, round)))
                        .map(|n| Some(*n))
                        .collect(),
                };
                if lineup.iter().any(Option::is_some) {
                    self.lineups.insert((round, ti), lineup);
                }
            }
        }
    }

    /// Boards per match: record 352, else the longest lineup, else the regulation's.
    fn boards(&mut self, reg: &Regulation) -> Result<u8, ImportError> {
        if let Some((line, pattern)) = self.p.board_colours.clone() {
            let n = pattern.chars().count();
            if !(1..=MOST_BOARDS).contains(&n) || !pattern.chars().all(|c| c == 'W' || c == 'B') {
                return Err(ImportError(at_line(
                    line,
                    Text::new(Msg::TrfBoardColoursPattern).arg("pattern", pattern),
                )));
            }
            let alternating = pattern
                .chars()
                .zip(pattern.chars().skip(1))
                .all(|(a, b)| a != b);
            if !alternating {
                return Err(ImportError(at_line(
                    line,
                    Text::new(Msg::TrfBoardColoursAlternate).arg("pattern", pattern),
                )));
            }
            return Ok(n as u8);
        }
        // The longest lineup, the first round's and first team's among equals.
        let longest = self
            .lineups
            .iter()
            .max_by_key(|(key, lineup)| (lineup.len(), std::cmp::Reverse(**key)));
        let Some((&(round, team), lineup)) = longest else {
            return Ok(reg.boards);
        };
        if lineup.len() > MOST_BOARDS {
            // Said at the record that fields the player beyond the boards: the lineup's
            // record 300, else that player's record 001.
            let line = match self.p.out_of_order.get(&(round, self.teams[team].tpn)) {
                Some((line, ..)) => *line,
                None => lineup[MOST_BOARDS]
                    .and_then(|n| self.p.players.get(&n))
                    .map_or(self.teams[team].line, |x| x.line),
            };
            return Err(ImportError(at_line(
                line,
                Text::new(Msg::TrfTooManyBoards)
                    .arg("round", round)
                    .arg("team", &self.teams[team].name)
                    .arg("boards", lineup.len())
                    .arg("most", MOST_BOARDS),
            )));
        }
        Ok(lineup.len() as u8)
    }

    /// The tournament the file describes, built through `Command`s as the arbiter would
    /// enter it (teams, players, kept-apart teams, then round by round withdrawals,
    /// absences, the pairing and its boards), with the notes of what was taken how.
    fn construct(mut self, reg: Regulation, rounds: u32) -> Result<Imported, ImportError> {
        let mut t = self.event(reg)?;
        self.take_national_ratings();
        let (team_ids, player_ids) = self.add_teams(&mut t)?;
        self.keep_apart(&mut t, &team_ids);
        let plans: Vec<RoundPlan> = (1..=rounds).map(|r| self.plan_round(r)).collect();
        let attendance = self.attendance(&mut t, &plans, rounds);
        if t.is_round_robin() {
            // A TRF numbers a round robin's teams by their pairing numbers (C.05 Annex 1).
            let order = t
                .teams
                .iter()
                .filter(|team| team.joins_at_round.is_none_or(|r| r <= 1))
                .map(|team| team.id)
                .collect();
            apply(&mut t, Command::SetPairingNumbers { order })
                .map_err(refused(Msg::FieldPairingNumbers.into()))?;
        }
        for round in 1..=rounds {
            let plan = &plans[round as usize - 1];
            attendance.record(&mut t, round, plan, &team_ids)?;
            let pairs = self.record_pairing(&mut t, round, plan, &team_ids)?;
            for (table, (home, away)) in pairs.iter().enumerate() {
                self.fill_match(
                    &mut t,
                    round,
                    table + 1,
                    (*home, *away),
                    &team_ids,
                    &player_ids,
                )?;
            }
        }
        self.impose_adjustments(&mut t, &team_ids);
        self.absences_to_come(&mut t, rounds, &team_ids);
        if !t.is_round_robin() {
            t.initial_colour = self.initial_colour(&t);
        }
        check_integrity(&t).map_err(|broken| ImportError(broken.problem))?;
        self.cross_check(&t, rounds);
        self.note_unused_records();
        let stated = self.stated();
        if let Some(note) = tiebreaks_differ(&stated, &t) {
            self.p.notes.push(note);
        }
        let mut notes = std::mem::take(&mut self.p.notes);
        notes.sort_by_key(|n| n.line.unwrap_or(0));
        Ok(Imported {
            tournament: t,
            notes,
            stated,
        })
    }

    /// The event with the file's tournament records, a name if it has none and no end
    /// date before its start.
    fn event(&mut self, mut reg: Regulation) -> Result<Tournament, ImportError> {
        let mut info = std::mem::take(&mut self.p.info);
        if info.name.is_empty() {
            // The name is data, kept as the file's other fields are, in one language.
            info.name = "Imported tournament".to_string();
            self.note(None, Text::new(Msg::TrfNoName).arg("name", &info.name));
        }
        if let (Some(start), Some(end)) = (info.start_date, info.end_date)
            && end < start
        {
            self.note(None, Msg::TrfEndBeforeStart);
            info.end_date = None;
        }
        let days = (info.start_date, info.end_date);
        reg.schedule = on_known_dates(&reg.schedule, days, &self.p.round_dates);
        let mut t = Tournament::new(
            TournamentInfo {
                name: info.name.clone(),
                ..TournamentInfo::default()
            },
            reg,
        );
        apply(&mut t, Command::SetInfo(Box::new(info)))
            .map_err(refused(Msg::TrfWhereTournamentRecords.into()))?;
        Ok(t)
    }

    /// One note listing the records read but not kept, and why each is not.
    fn note_unused_records(&mut self) {
        let unused = std::mem::take(&mut self.p.unused_tags);
        if unused.is_empty() {
            return;
        }
        let listed: Vec<Text> = unused
            .iter()
            .map(|(tag, line)| {
                Text::new(Msg::TrfUnusedRecord)
                    .arg("tag", tag)
                    .arg("line", line)
                    .arg_text("why", unused_record(tag).into())
            })
            .collect();
        self.note(
            None,
            Text::new(Msg::TrfUnusedRecords).arg_list("records", listed, "; "),
        );
    }

    /// Record 152 (§4.2); without it, TRF-2026 says the initial-colour is the colour of
    /// the highest-ranked participant paired in round 1 (its first-named team has White).
    fn initial_colour(&self, t: &Tournament) -> Option<Colour> {
        if let Some((_, colour)) = self.p.initial_colour {
            return Some(colour);
        }
        let first = t.rounds.first()?;
        let number = |id: TeamId| t.starting_number(id).unwrap_or(usize::MAX);
        let top = first
            .matches
            .iter()
            .min_by_key(|m| number(m.home).min(number(m.away)))?;
        Some(if number(top.home) < number(top.away) {
            Colour::White
        } else {
            Colour::Black
        })
    }

    fn stated(&self) -> Stated {
        let tiebreaks = self.p.tiebreaks_212.clone().or_else(|| {
            self.p.tiebreaks_202.clone().map(|(line, codes)| {
                (
                    line,
                    std::iter::once("PTS".to_string()).chain(codes).collect(),
                )
            })
        });
        let teams = self
            .teams
            .iter()
            .map(|team| {
                let (match_points, game_points) = self
                    .p
                    .team_points
                    .get(&team.tpn)
                    .copied()
                    .unwrap_or_default();
                StatedTeam {
                    line: team.line,
                    match_points,
                    game_points,
                    rank: self.p.team_ranks.get(&team.tpn).copied(),
                }
            })
            .collect();
        Stated {
            tiebreaks,
            teams,
            type_code: self.p.type_code.clone().map(|(_, code)| code),
            rounds: self.p.rounds,
        }
    }
}

pub(super) fn build(
    mut p: Parsed,
    mut reg: Regulation,
    paired_by: Option<SwissPairing>,
) -> Result<Imported, ImportError> {
    let mut teams = if p.teams_310.is_empty() {
        std::mem::take(&mut p.teams_013)
    } else {
        if let Some(first) = p.teams_013.first() {
            p.notes.push(Note {
                line: Some(first.line),
                message: Msg::TrfTeamsRepeated.into(),
            });
        }
        let mut teams = std::mem::take(&mut p.teams_310);
        teams.sort_by_key(|t| t.tpn);
        teams
    };
    if teams.is_empty() {
        return Err(Msg::TrfNoTeamRecord.into());
    }
    if teams.len() > MOST_TEAMS {
        // Said at the first team record beyond the most.
        return Err(ImportError(at_line(
            teams[MOST_TEAMS].line,
            Text::new(Msg::TrfTooManyTeams)
                .arg("teams", teams.len())
                .arg("most", MOST_TEAMS),
        )));
    }
    if let (Some(rounds), Some(line)) = (p.rounds, p.rounds_line) {
        let place = Text::new(Msg::TrfWhereRecordField)
            .arg("record", "142")
            .arg_text("field", Msg::TrfFieldRounds.into());
        within_event(rounds, teams.len(), place).map_err(|e| ImportError(at_line(line, e.0)))?;
    }
    for pair in teams.windows(2) {
        if pair[0].tpn == pair[1].tpn {
            return Err(ImportError(at_line(
                pair[1].line,
                Text::new(Msg::TrfTeamNumberUsed)
                    .arg("number", pair[1].tpn)
                    .arg("earlier", pair[0].line),
            )));
        }
    }
    if teams
        .iter()
        .enumerate()
        .any(|(i, t)| t.tpn as usize != i + 1)
    {
        p.notes.push(Note {
            line: None,
            message: Msg::TrfTeamNumbersRenumbered.into(),
        });
    }
    let mut team_of_player = HashMap::new();
    for (ti, team) in teams.iter_mut().enumerate() {
        let mut kept = Vec::new();
        for number in std::mem::take(&mut team.players) {
            if number == 0 {
                continue;
            }
            let problem = if !p.players.contains_key(&number) {
                Text::new(Msg::TrfPlayerWithoutRecord)
                    .arg("number", number)
                    .arg("team", &team.name)
            } else if let std::collections::hash_map::Entry::Vacant(slot) =
                team_of_player.entry(number)
            {
                slot.insert(ti);
                kept.push(number);
                continue;
            } else {
                Text::new(Msg::TrfPlayerOnTwoTeams)
                    .arg("number", number)
                    .arg("team", &team.name)
            };
            p.note(team.line, problem);
        }
        team.players = kept;
    }
    let orphans: Vec<(usize, u32)> = p
        .players
        .iter()
        .filter(|(n, _)| !team_of_player.contains_key(*n))
        .map(|(n, x)| (x.line, *n))
        .collect();
    for (line, number) in orphans {
        p.note(
            line,
            Text::new(Msg::TrfPlayerInNoTeam).arg("number", number),
        );
    }
    let mut b = Builder {
        p,
        teams,
        team_of_player,
        lineups: HashMap::new(),
        paired_by,
        both_lost: Vec::new(),
    };
    let (rounds, last_line) = b.rounds_with_data();
    within_event(rounds, b.teams.len(), Msg::TrfWhereRoundsWithGames.into()).map_err(|e| {
        match last_line {
            Some(line) => ImportError(at_line(line, e.0)),
            None => e,
        }
    })?;
    b.derive_lineups(rounds);
    let boards = b.boards(&reg)?;
    b.adjust_regulation(&mut reg, boards, (rounds, last_line))?;
    b.construct(reg, rounds)
}

/// The most boards of a match (the regulation's `boards`, 1..16).
const MOST_BOARDS: usize = 16;

/// The most teams a TRF numbers: a team's pairing number has three columns.
const MOST_TEAMS: usize = 999;

/// `rounds` (of `place`) refused when no event of `teams` teams can have them: a Swiss
/// pairs no two teams twice (C.04.1 art. 2) and a round robin has one or two cycles, so a
/// double round robin has the most. Checked before any round is read, so that a file
/// declaring billions of rounds is refused at once.
fn within_event(rounds: u32, teams: usize, place: Text) -> Result<(), ImportError> {
    let most = System::RoundRobin { cycles: 2 }.rounds(teams);
    if rounds <= most {
        return Ok(());
    }
    Err(ImportError(
        Text::new(Msg::TrfRoundsBeyondEvent)
            .arg_text("where", place)
            .arg("rounds", rounds)
            .arg("teams", teams)
            .arg("most", most),
    ))
}

/// Where the file's tie-breaks (record 212, else 202 after `PTS`) differ from the
/// chain of the preset that ranks the imported event, named by the first criterion that
/// differs; `None` when they agree. Drawing lots, which ends every chain (C.07 4.2),
/// need not be written.
fn tiebreaks_differ(stated: &Stated, t: &Tournament) -> Option<Note> {
    let (line, codes) = stated.tiebreaks.as_ref()?;
    let reg = &t.regulation;
    let ours = super::codes::ranking_codes(reg, t.round_one_field());
    let criterion = |code: &String| {
        tiebreak_of_code(code, reg.primary_score).ok_or_else(|| code.trim().to_uppercase())
    };
    let without_lots = |codes: &[String]| {
        let mut read: Vec<_> = codes.iter().map(criterion).collect();
        while read.last() == Some(&Ok(Tiebreak::Lots)) {
            read.pop();
        }
        read
    };
    let (theirs, mine) = (without_lots(codes), without_lots(&ours));
    if theirs == mine {
        return None;
    }
    let first = theirs.iter().zip(&mine).take_while(|(a, b)| a == b).count() + 1;
    Some(Note {
        line: Some(*line),
        message: Text::new(Msg::TrfTiebreaksDiffer)
            .arg("file", codes.join(","))
            .arg("preset", &reg.id)
            .arg("ours", ours.join(","))
            .arg("criterion", first),
    })
}

/// What a record kup reads but does not keep is, and why it is not kept.
fn unused_record(tag: &str) -> Msg {
    match tag {
        "062" | "072" | "082" => Msg::TrfUnusedCounts,
        "092" => Msg::TrfUnusedTypeInWords,
        "162" => Msg::TrfUnusedScoring,
        "172" => Msg::TrfUnusedRankMethod,
        "182" => Msg::TrfUnusedController,
        "222" => Msg::TrfUnusedTimeControl,
        _ => Msg::TrfUnusedBoardDetail,
    }
}

/// An import stopped by a command the core refused, said with where in the file.
fn refused(place: Text) -> impl FnOnce(crate::core::CommandError) -> ImportError {
    move |e| {
        ImportError(
            Text::new(Msg::TrfRefused)
                .arg_text("where", place)
                .arg_text("refusal", e.text()),
        )
    }
}

fn in_round(round: u32) -> Text {
    Text::new(Msg::TrfWhereRound).arg("round", round)
}
