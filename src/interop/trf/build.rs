//! The importer: the records read from a file become a tournament, built through [`Command`]s.

use std::collections::HashMap;

use super::parse::{Parsed, ParsedTeam, TeamRound};
use super::{
    Entry, ImportError, Imported, Note, Stated, StatedTeam, at_line, format_points, has_data,
    is_legacy_team_swiss, rating_out_of_range, takes_part,
};
use crate::core::calendar::on_known_dates;
use crate::core::command::{planned_rounds, swiss_pairing_name};
use crate::core::model::{
    Colour, GameResult, HalfPoints, Lineup, MatchScore, Penalty, PenaltyKind, PlayerId, TeamId,
    Tournament, TournamentInfo, home_colour,
};
use crate::core::rules::{ColourPreferences, PrimaryScore, SwissPairing, System};
use crate::core::validate::check_integrity;
use crate::core::{Command, Regulation, apply};
use crate::i18n::{Msg, Text};
use crate::scoring::{RoundOutcome, round_outcome, totals};

/// A record of round `round` names team `team`, which the file does not have.
fn no_such_team(record: &'static str, round: u32, team: u32) -> Text {
    Text::new(Msg::TrfRecordRoundNoSuchTeam)
        .arg("record", record)
        .arg("round", round)
        .arg("team", team)
}

/// How a team took part in one round of the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Status {
    Paired,
    Bye,
    Absent,
    Out,
}

/// What a player's `001` field says about his own game, from his side of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mine {
    Win,
    Draw,
    Loss,
    ForfeitWin,
    ForfeitLoss,
    DoubleForfeit,
    Pending,
}

impl Mine {
    /// From a `001` result code; `other` is the opponent's code when he is in the file.
    /// `W D L` (a game of less than one move) count as won, drawn, lost.
    fn from_code(code: char, other: Option<char>) -> Option<Mine> {
        Some(match code {
            '1' | 'W' => Mine::Win,
            '=' | 'D' => Mine::Draw,
            '0' | 'L' => Mine::Loss,
            '+' => Mine::ForfeitWin,
            '-' if other == Some('+') => Mine::ForfeitLoss,
            '-' => Mine::DoubleForfeit,
            ' ' => Mine::Pending,
            _ => return None,
        })
    }

    fn flipped(self) -> Mine {
        match self {
            Mine::Win => Mine::Loss,
            Mine::Loss => Mine::Win,
            Mine::ForfeitWin => Mine::ForfeitLoss,
            Mine::ForfeitLoss => Mine::ForfeitWin,
            other => other,
        }
    }

    /// The board result (White first) when the first-named team's player has `colour`.
    fn as_result(self, colour: Colour) -> GameResult {
        let white = colour == Colour::White;
        match (self, white) {
            (Mine::Win, true) | (Mine::Loss, false) => GameResult::WhiteWins,
            (Mine::Win, false) | (Mine::Loss, true) => GameResult::BlackWins,
            (Mine::Draw, _) => GameResult::Draw,
            (Mine::ForfeitWin, true) | (Mine::ForfeitLoss, false) => GameResult::WhiteForfeitWin,
            (Mine::ForfeitWin, false) | (Mine::ForfeitLoss, true) => GameResult::BlackForfeitWin,
            (Mine::DoubleForfeit, _) => GameResult::DoubleForfeit,
            (Mine::Pending, _) => GameResult::NotPlayed,
        }
    }
}

struct Builder {
    p: Parsed,
    teams: Vec<ParsedTeam>,
    team_of_player: HashMap<u32, usize>,
    /// (round, team index) → the board-by-board lineup (None = empty board).
    lineups: HashMap<(u32, usize), Vec<Option<u32>>>,
    /// The system the caller pairs by, over record 192's ([`super::import_paired_by`]).
    paired_by: Option<SwissPairing>,
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
    };
    let rounds = b.rounds_with_data();
    b.derive_lineups(rounds);
    let boards = b.boards(&reg)?;
    b.adjust_regulation(&mut reg, boards, rounds)?;
    b.construct(reg, rounds)
}

impl Builder {
    fn rounds_with_data(&self) -> u32 {
        let players = self
            .p
            .players
            .iter()
            .filter(|(n, _)| self.team_of_player.contains_key(*n))
            .filter_map(|(_, x)| x.rounds.iter().rposition(has_data))
            .map(|i| i as u32 + 1);
        let forfeits = self.p.forfeits.iter().map(|f| f.0);
        let orders = self.p.out_of_order.keys().map(|k| k.0);
        let byes =
            self.p.pab.iter().flat_map(|(_, _, teams)| {
                teams.iter().rposition(|t| *t != 0).map(|i| i as u32 + 1)
            });
        let team_rounds = self
            .p
            .team_rounds
            .iter()
            .filter(|(_, (_, r))| !matches!(r, TeamRound::OtherBye))
            .map(|(k, _)| k.1);
        players
            .chain(forfeits)
            .chain(orders)
            .chain(byes)
            .chain(team_rounds)
            .max()
            .unwrap_or(0)
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
            if !(1..=16).contains(&n) || !pattern.chars().all(|c| c == 'W' || c == 'B') {
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
        let longest = self.lineups.values().map(Vec::len).max().unwrap_or(0);
        Ok(if longest == 0 {
            reg.boards
        } else {
            longest.min(16) as u8
        })
    }

    /// Makes the preset say what the file states of the event (boards, match points, the
    /// bye, the reserves, rounds, cycles, the Swiss by record 192), and notes each change.
    fn adjust_regulation(
        &mut self,
        reg: &mut Regulation,
        boards: u8,
        rounds: u32,
    ) -> Result<(), ImportError> {
        let mut changed = Vec::new();
        scale_boards(reg, boards, &mut changed);
        self.take_scoring(reg, &mut changed);
        self.widen_reserves(reg, &mut changed);
        let teams = self.teams.len();
        let declared = self.p.rounds.unwrap_or(0).max(rounds);
        take_swiss_rounds(reg, teams, declared, &mut changed);
        if let Some((_, code)) = &self.p.type_code {
            take_cycles(reg, code, &mut changed);
        }
        let planned = reg.system.rounds(teams);
        if rounds > planned {
            return Err(ImportError(
                Text::new(Msg::TrfTooManyRounds)
                    .arg("rounds", rounds)
                    .arg("planned", planned)
                    .arg("teams", teams),
            ));
        }
        if let Some((line, code)) = self.p.type_code.clone()
            && !reg.system.is_round_robin(teams)
        {
            self.take_swiss_type(reg, line, &code, &mut changed);
        }
        if !changed.is_empty() {
            self.note(
                None,
                Text::new(Msg::TrfOverrides)
                    .arg("preset", &reg.id)
                    .arg_list("changes", changed, ", "),
            );
        }
        reg.validate()
            .map_err(|e| ImportError(Text::new(Msg::IntegrityRegulation).arg("problem", e)))
    }

    /// Match points (record 162's successors) and the bye's award (record 320).
    fn take_scoring(&self, reg: &mut Regulation, changed: &mut Vec<Text>) {
        if let Some(mp) = self.p.match_points
            && mp != reg.match_points
        {
            changed.push(
                Text::new(Msg::TrfOverrideMatchPoints)
                    .arg("win", mp.win)
                    .arg("draw", mp.draw)
                    .arg("loss", mp.loss),
            );
            reg.match_points = mp;
        }
        if let Some((_, award, _)) = self.p.pab
            && award != reg.bye
        {
            changed.push(
                Text::new(Msg::TrfOverrideBye)
                    .arg("mp", award.match_points)
                    .arg("gp", award.game_points),
            );
            reg.bye = award;
        }
    }

    /// Room on the roster for the file's longest team.
    fn widen_reserves(&self, reg: &mut Regulation, changed: &mut Vec<Text>) {
        let longest_roster = self
            .teams
            .iter()
            .map(|t| t.players.len())
            .max()
            .unwrap_or(0);
        if longest_roster > reg.max_roster() {
            let reserves =
                (longest_roster - usize::from(reg.boards)).min(usize::from(u8::MAX)) as u8;
            changed.push(
                Text::new(Msg::TrfOverrideReserves)
                    .arg("reserves", reserves)
                    .arg("players", longest_roster),
            );
            reg.max_reserves = reserves;
        }
    }

    /// The Swiss record 192 names: a FIDE team Swiss takes its colour model and scores
    /// from the code, a legacy code the legacy team mode, any other code is only noted.
    /// A system the caller chose wins over the code, and the reader is told.
    fn take_swiss_type(
        &mut self,
        reg: &mut Regulation,
        line: usize,
        code: &str,
        changed: &mut Vec<Text>,
    ) {
        let fide_team_swiss = code.starts_with("FIDE_TEAM") && !code.contains("ROUNDROBIN");
        let named = if fide_team_swiss {
            Some(SwissPairing::TeamSwiss)
        } else if is_legacy_team_swiss(code) {
            Some(SwissPairing::DutchLegacy)
        } else {
            None
        };
        if let (Some(named), Some(used)) = (named, self.paired_by)
            && named != used
        {
            // The caller's system wins: the file's colour model, primary score and
            // pairing system are not taken, and the reader is told which is used.
            self.note(
                Some(line),
                Text::new(Msg::TrfTypeOverruled)
                    .arg("code", code)
                    .arg_text("named", swiss_pairing_name(named))
                    .arg_text("used", swiss_pairing_name(used)),
            );
        } else if fide_team_swiss {
            take_team_swiss_code(reg, code, changed);
        } else if is_legacy_team_swiss(code) {
            take_legacy_code(reg, code, changed);
        } else {
            self.note(Some(line), Text::new(Msg::TrfForeignType).arg("code", code));
        }
    }
}

/// The file's boards. Awards are stated for the preset's boards (e.g. a forfeit worth 4:0
/// on 4 boards): they keep their share of the boards.
fn scale_boards(reg: &mut Regulation, boards: u8, changed: &mut Vec<Text>) {
    if reg.boards == boards {
        return;
    }
    let old = u32::from(reg.boards);
    for award in [&mut reg.bye, &mut reg.forfeit_win, &mut reg.absent] {
        award.game_points = HalfPoints(award.game_points.0 * u32::from(boards) / old);
    }
    changed.push(
        Text::new(Msg::TrfOverrideBoards)
            .arg("boards", boards)
            .arg("preset", reg.boards),
    );
    reg.boards = boards;
}

/// The rounds a Swiss plays: those the file declares (record 142) or has, if more.
fn take_swiss_rounds(reg: &mut Regulation, teams: usize, declared: u32, changed: &mut Vec<Text>) {
    let swiss = !reg.system.is_round_robin(teams);
    match &mut reg.system {
        System::Swiss { rounds: planned }
        | System::RoundRobinUpTo {
            swiss_rounds: planned,
            ..
        } if swiss && *planned != declared && declared > 0 => {
            changed.push(Text::new(Msg::TrfOverrideRounds).arg("rounds", declared));
            *planned = declared;
        }
        _ => {}
    }
}

/// The cycles of a round robin that record 192 names (`..._DOUBLEROUNDROBIN`: two).
fn take_cycles(reg: &mut Regulation, code: &str, changed: &mut Vec<Text>) {
    let System::RoundRobin { cycles } = &mut reg.system else {
        return;
    };
    let stated = if code.contains("DOUBLEROUNDROBIN") {
        2
    } else {
        1
    };
    if code.contains("ROUNDROBIN") && *cycles != stated {
        changed.push(
            Text::new(Msg::TrfOverrideCycles)
                .arg("cycles", stated)
                .arg("code", code),
        );
        *cycles = stated;
    }
}

/// A FIDE team Swiss code (`FIDE_TEAM_TYPEA_GP_MP`, ...): its colour model, its primary
/// score (the score named first), and whether the secondary score chooses the first-team.
fn take_team_swiss_code(reg: &mut Regulation, code: &str, changed: &mut Vec<Text>) {
    let model = if code.contains("TYPEA") {
        ColourPreferences::TypeA
    } else if code.contains("TYPEB") {
        ColourPreferences::TypeB
    } else if code.contains("_MP") || code.contains("_GP") {
        ColourPreferences::None
    } else {
        ColourPreferences::TypeA
    };
    // The score named first is the primary one (`..._GP_MP`, `..._GP`).
    let primary = match (code.find("_GP"), code.find("_MP")) {
        (Some(gp), Some(mp)) if gp < mp => PrimaryScore::GamePoints,
        (Some(_), None) => PrimaryScore::GamePoints,
        _ => PrimaryScore::MatchPoints,
    };
    if model != reg.colour_preferences || primary != reg.primary_score {
        let model_name = match model {
            ColourPreferences::TypeA => Msg::TrfColourModelTypeA,
            ColourPreferences::TypeB => Msg::TrfColourModelTypeB,
            ColourPreferences::None => Msg::TrfColourModelNone,
        };
        let primary_name = match primary {
            PrimaryScore::MatchPoints => Msg::TiebreakMatchPoints,
            PrimaryScore::GamePoints => Msg::TiebreakGamePoints,
        };
        changed.push(
            Text::new(Msg::TrfOverrideColourModel)
                .arg_text("model", model_name.into())
                .arg_text("primary", primary_name.into())
                .arg("code", code),
        );
        reg.colour_preferences = model;
        reg.primary_score = primary;
    }
    // A code naming one score (`..._MP`, `..._GP`) says the secondary score does
    // not choose the first-team (C.04.6 4.2.2; rules.md §4.6).
    let by_secondary = code.contains("_MP") == code.contains("_GP");
    if by_secondary != reg.first_team_by_secondary_score {
        changed.push(
            Text::new(if by_secondary {
                Msg::TrfOverrideFirstTeamBySecondary
            } else {
                Msg::TrfOverrideFirstTeamByScore
            })
            .arg("code", code),
        );
        reg.first_team_by_secondary_score = by_secondary;
    }
}

/// A legacy team Swiss code: C.04.3 applied to teams by match points.
fn take_legacy_code(reg: &mut Regulation, code: &str, changed: &mut Vec<Text>) {
    if reg.swiss_pairing != SwissPairing::DutchLegacy
        || reg.primary_score != PrimaryScore::MatchPoints
    {
        changed.push(
            Text::new(Msg::TrfOverrideSwissPairing)
                .arg_text("mode", swiss_pairing_name(SwissPairing::DutchLegacy))
                .arg("code", code),
        );
        reg.swiss_pairing = SwissPairing::DutchLegacy;
        reg.primary_score = PrimaryScore::MatchPoints;
    }
}

/// What a record kup reads but does not keep is, and why it is not kept.
fn unused_record(tag: &str) -> Msg {
    match tag {
        "062" | "072" | "082" => Msg::TrfUnusedCounts,
        "092" => Msg::TrfUnusedTypeInWords,
        "162" => Msg::TrfUnusedScoring,
        "172" => Msg::TrfUnusedRankMethod,
        "182" => Msg::TrfUnusedController,
        "202" | "212" => Msg::TrfUnusedTiebreaks,
        "222" => Msg::TrfUnusedTimeControl,
        _ => Msg::TrfUnusedBoardDetail,
    }
}

/// One round as read from the file, by team index.
#[derive(Debug, Default)]
struct RoundPlan {
    opponent: HashMap<usize, usize>,
    /// The first-named team of each pair, keyed by the pair's smaller team index.
    home: HashMap<usize, usize>,
    bye: Option<usize>,
    absent: Vec<usize>,
}

impl Builder {
    fn pair(&mut self, plan: &mut RoundPlan, round: u32, a: usize, b: usize, line: usize) {
        if a == b {
            self.note(
                Some(line),
                Text::new(Msg::TrfPairedWithItself)
                    .arg("round", round)
                    .arg("team", &self.teams[a].name),
            );
            return;
        }
        for (x, y) in [(a, b), (b, a)] {
            if let Some(&other) = plan.opponent.get(&x)
                && other != y
            {
                let names = (
                    self.teams[x].name.clone(),
                    self.teams[other].name.clone(),
                    self.teams[y].name.clone(),
                );
                self.note(
                    Some(line),
                    Text::new(Msg::TrfPairedTwice)
                        .arg("round", round)
                        .arg("team", names.0)
                        .arg("first", names.1)
                        .arg("second", names.2),
                );
                return;
            }
        }
        plan.opponent.insert(a, b);
        plan.opponent.insert(b, a);
    }

    fn vote_home(
        &mut self,
        plan: &mut RoundPlan,
        round: u32,
        a: usize,
        b: usize,
        home: usize,
        line: usize,
    ) {
        let key = a.min(b);
        match plan.home.get(&key) {
            Some(&earlier) if earlier != home => {
                let name = self.teams[earlier].name.clone();
                self.note(
                    Some(line),
                    Text::new(Msg::TrfColoursDisagree)
                        .arg("round", round)
                        .arg("team", name),
                );
            }
            Some(_) => {}
            None => {
                plan.home.insert(key, home);
            }
        }
    }

    /// Who played whom in `round`, who had the bye and who was absent, from every record
    /// that says so: the players' games, the forfeits, the team rounds, record 320, the
    /// TRF16 `U` results and the absences. A record that contradicts an earlier one is
    /// noted and left out.
    fn plan_round(&mut self, round: u32) -> RoundPlan {
        let mut plan = RoundPlan::default();
        self.pair_by_games(&mut plan, round);
        self.pair_by_forfeits(&mut plan, round);
        self.pair_by_team_rounds(&mut plan, round);
        self.take_pairing_bye(&mut plan, round);
        self.pair_forfeit_without_opponent(&mut plan, round);
        if plan.bye.is_none() {
            // TRF16 has no team bye record: the bye team's players carry `U`.
            plan.bye = (0..self.teams.len()).find(|ti| {
                !plan.opponent.contains_key(ti)
                    && self.teams[*ti]
                        .players
                        .iter()
                        .any(|n| self.entry(*n, round).result == 'U')
            });
        }
        self.take_absences(&mut plan, round);
        plan
    }

    /// The pairs the players' games make, each game a vote for which team was first-named
    /// (White on odd boards, `model::home_colour`).
    fn pair_by_games(&mut self, plan: &mut RoundPlan, round: u32) {
        for ti in 0..self.teams.len() {
            let lineup = self.lineup(round, ti).to_vec();
            for (board, player) in lineup.iter().enumerate() {
                let Some(player) = *player else { continue };
                let e = self.entry(player, round);
                if e.opponent == 0 {
                    continue;
                }
                let line = self.p.players[&player].line;
                let Some(&tj) = self.team_of_player.get(&e.opponent) else {
                    self.note(
                        Some(line),
                        Text::new(Msg::TrfOpponentInNoTeam)
                            .arg("round", round)
                            .arg("opponent", e.opponent),
                    );
                    continue;
                };
                self.pair(plan, round, ti, tj, line);
                if plan.opponent.get(&ti) == Some(&tj) && matches!(e.colour, 'w' | 'b') {
                    let white_here = e.colour == 'w';
                    let home = if white_here == (home_colour(board) == Colour::White) {
                        ti
                    } else {
                        tj
                    };
                    self.vote_home(plan, round, ti, tj, home, line);
                }
            }
        }
    }

    /// The forfeited matches of the round, first-named team first.
    fn pair_by_forfeits(&mut self, plan: &mut RoundPlan, round: u32) {
        let forfeits: Vec<_> = self
            .p
            .forfeits
            .iter()
            .filter(|f| f.0 == round)
            .cloned()
            .collect();
        for (_, white, black, line, _) in forfeits {
            match (self.tpn_index(white), self.tpn_index(black)) {
                (Some(w), Some(b)) => {
                    self.pair(plan, round, w, b, line);
                    self.vote_home(plan, round, w, b, w, line);
                }
                _ => self.note(
                    Some(line),
                    Text::new(Msg::TrfForfeitNoSuchTeam)
                        .arg("white", white)
                        .arg("black", black),
                ),
            }
        }
    }

    /// The pairs the out-of-order records and the team rounds name, and a team round's
    /// pairing-allocated bye.
    fn pair_by_team_rounds(&mut self, plan: &mut RoundPlan, round: u32) {
        let mut team_rounds: Vec<_> = self
            .p
            .team_rounds
            .iter()
            .filter(|((_, r), _)| *r == round)
            .map(|((tpn, _), (line, tr))| (*tpn, *line, *tr))
            .collect();
        team_rounds.sort_by_key(|x| x.0);
        let orders: Vec<_> = self
            .p
            .out_of_order
            .iter()
            .filter(|((r, _), _)| *r == round)
            .map(|((_, tpn), (line, opponent, _))| (*tpn, *line, *opponent))
            .collect();
        for (tpn, line, opponent) in orders {
            if let (Some(a), Some(b)) = (self.tpn_index(tpn), self.tpn_index(opponent)) {
                self.pair(plan, round, a, b, line);
            }
        }
        for (tpn, line, tr) in team_rounds {
            let Some(a) = self.tpn_index(tpn) else {
                self.note(
                    Some(line),
                    Text::new(Msg::TrfTeamRoundNoSuchTeam).arg("team", tpn),
                );
                continue;
            };
            match tr {
                TeamRound::Match {
                    opponent, white, ..
                } => self.pair_by_team_round(plan, round, a, opponent, white, line),
                TeamRound::PairingBye if !plan.opponent.contains_key(&a) => {
                    plan.bye.get_or_insert(a);
                }
                _ => {}
            }
        }
    }

    /// One team round's match: team `a` against the team of starting rank `opponent`,
    /// with White on board 1 if `white` says so.
    fn pair_by_team_round(
        &mut self,
        plan: &mut RoundPlan,
        round: u32,
        a: usize,
        opponent: u32,
        white: Option<bool>,
        line: usize,
    ) {
        let Some(b) = self.tpn_index(opponent) else {
            self.note(
                Some(line),
                Text::new(Msg::TrfTeamRoundNoSuchOpponent)
                    .arg("round", round)
                    .arg("opponent", opponent),
            );
            return;
        };
        self.pair(plan, round, a, b, line);
        if let Some(white) = white {
            self.vote_home(plan, round, a, b, if white { a } else { b }, line);
        }
    }

    /// The pairing-allocated bye record 320 gives the round, unless the team is paired or
    /// another team already has the bye.
    fn take_pairing_bye(&mut self, plan: &mut RoundPlan, round: u32) {
        let Some((line, _, teams)) = self.p.pab.clone() else {
            return;
        };
        let Some(&tpn) = teams.get(round as usize - 1).filter(|t| **t != 0) else {
            return;
        };
        match self.tpn_index(tpn) {
            Some(a) if plan.opponent.contains_key(&a) => self.note(
                Some(line),
                Text::new(Msg::TrfByeAlsoPaired)
                    .arg("round", round)
                    .arg("team", tpn),
            ),
            Some(a) => {
                if plan.bye.is_some_and(|b| b != a) {
                    self.note(Some(line), Text::new(Msg::TrfSecondBye).arg("round", round));
                } else {
                    plan.bye = Some(a);
                }
            }
            None => self.note(Some(line), no_such_team("320", round, tpn)),
        }
    }

    /// The teams record 240 says were absent, unless the round pairs them.
    fn take_absences(&mut self, plan: &mut RoundPlan, round: u32) {
        let absences: Vec<_> = self
            .p
            .absences
            .iter()
            .filter(|a| a.1 == round)
            .cloned()
            .collect();
        for (line, _, tpn) in absences {
            match self.tpn_index(tpn) {
                Some(a) if plan.opponent.contains_key(&a) || plan.bye == Some(a) => self.note(
                    Some(line),
                    Text::new(Msg::TrfAbsentButPaired)
                        .arg("round", round)
                        .arg("team", tpn),
                ),
                Some(a) => plan.absent.push(a),
                None => self.note(Some(line), no_such_team("240", round, tpn)),
            }
        }
    }

    /// TRF16 has no record for a forfeited match: the team that came has forfeit wins
    /// against no one (`0000 - +`). When exactly one such team and one team without any
    /// game are left, they were the pair.
    fn pair_forfeit_without_opponent(&mut self, plan: &mut RoundPlan, round: u32) {
        let unpaired = |b: &Builder, plan: &RoundPlan, with_games: bool| -> Vec<usize> {
            (0..b.teams.len())
                .filter(|ti| !plan.opponent.contains_key(ti) && plan.bye != Some(*ti))
                .filter(|ti| b.lineups.contains_key(&(round, *ti)) == with_games)
                .filter(|ti| {
                    with_games
                        || b.teams[*ti]
                            .players
                            .iter()
                            .all(|n| b.entry(*n, round).result != 'U')
                })
                .collect()
        };
        let winners = unpaired(self, plan, true);
        if winners.is_empty() {
            return;
        }
        let others: Vec<usize> = unpaired(self, plan, false)
            .into_iter()
            .filter(|ti| {
                !self
                    .p
                    .absences
                    .iter()
                    .any(|a| a.1 == round && a.2 == self.teams[*ti].tpn)
            })
            .collect();
        let names = |b: &Builder, teams: &[usize]| {
            teams
                .iter()
                .map(|t| b.teams[*t].name.clone())
                .collect::<Vec<_>>()
                .join(", ")
        };
        if let ([winner], [other]) = (winners.as_slice(), others.as_slice()) {
            let (w, o) = (
                self.teams[*winner].name.clone(),
                self.teams[*other].name.clone(),
            );
            self.note(
                None,
                Text::new(Msg::TrfForfeitOpponentTaken)
                    .arg("round", round)
                    .arg("winner", w)
                    .arg("other", o),
            );
            let line = self.teams[*winner].line;
            self.pair(plan, round, *winner, *other, line);
        } else {
            let (w, o) = (names(self, &winners), names(self, &others));
            self.note(
                None,
                Text::new(Msg::TrfForfeitOpponentUnknown)
                    .arg("round", round)
                    .arg("winners", w)
                    .arg("others", o),
            );
        }
    }

    fn status(plan: &RoundPlan, team: usize) -> Status {
        if plan.opponent.contains_key(&team) {
            Status::Paired
        } else if plan.bye == Some(team) {
            Status::Bye
        } else if plan.absent.contains(&team) {
            Status::Absent
        } else {
            Status::Out
        }
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
        check_integrity(&t).map_err(ImportError)?;
        self.cross_check(&t, rounds);
        self.note_unused_records();
        let mut notes = std::mem::take(&mut self.p.notes);
        notes.sort_by_key(|n| n.line.unwrap_or(0));
        let stated = self.stated();
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
        apply(&mut t, Command::SetInfo(info))
            .map_err(refused(Msg::TrfWhereTournamentRecords.into()))?;
        Ok(t)
    }

    /// The national ratings of their own records, on the players they name.
    fn take_national_ratings(&mut self) {
        for (line, player, rating) in std::mem::take(&mut self.p.national) {
            match self.p.players.get_mut(&player) {
                Some(x) if (100..=3500).contains(&rating) => x.data.national_rating = Some(rating),
                Some(_) => self.note(
                    Some(line),
                    rating_out_of_range(Msg::FieldNationalRating, rating),
                ),
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
    fn add_teams(
        &mut self,
        t: &mut Tournament,
    ) -> Result<(Vec<TeamId>, HashMap<u32, PlayerId>), ImportError> {
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

    /// One team, renamed with its starting rank when its name is refused (a name twice).
    fn add_team(&mut self, t: &mut Tournament, team: &ParsedTeam) -> Result<TeamId, ImportError> {
        let mut name = if team.name.is_empty() {
            format!("Team {}", team.tpn)
        } else {
            team.name.clone()
        };
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
    fn keep_apart(&mut self, t: &mut Tournament, team_ids: &[TeamId]) {
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

    /// Which rounds each team took part in, read off the plans: a team that starts late
    /// entered late, one that stops early withdrew, a round missed between is an absence.
    /// A round robin's idle rounds by the table are none of these.
    fn attendance(&mut self, t: &mut Tournament, plans: &[RoundPlan], rounds: u32) -> Attendance {
        let mut attendance = Attendance::default();
        let idle = idle_by_table(t, plans);
        for ti in 0..self.teams.len() {
            let present: Vec<u32> = (1..=rounds)
                .filter(|r| Self::status(&plans[*r as usize - 1], ti) != Status::Out)
                .collect();
            let name = self.teams[ti].name.clone();
            let idle_in = |r: u32| idle.get(r as usize - 1).is_some_and(|i| i.contains(&ti));
            let (Some(&(mut first)), Some(&(mut last))) = (present.first(), present.last()) else {
                if rounds > 0 {
                    self.note(None, Text::new(Msg::TrfPlaysNoRound).arg("team", &name));
                    attendance.withdraw_from.entry(1).or_default().push(ti);
                }
                continue;
            };
            // Idle by the table is neither a late entry nor a withdrawal.
            while first > 1 && idle_in(first - 1) {
                first -= 1;
            }
            while last < rounds && idle_in(last + 1) {
                last += 1;
            }
            if first > 1 {
                self.note(
                    None,
                    Text::new(Msg::TrfLateEntry)
                        .arg("team", &name)
                        .arg("round", first),
                );
                t.teams[ti].joins_at_round = Some(first);
            }
            if last < rounds {
                self.note(
                    None,
                    Text::new(Msg::TrfWithdrawn)
                        .arg("team", &name)
                        .arg("last", last)
                        .arg("from", last + 1),
                );
                attendance
                    .withdraw_from
                    .entry(last + 1)
                    .or_default()
                    .push(ti);
            }
            for r in first..last {
                if !present.contains(&r) && !idle_in(r) {
                    self.note(
                        None,
                        Text::new(Msg::TrfGapAbsence)
                            .arg("team", &name)
                            .arg("round", r),
                    );
                    attendance.gaps.entry(r).or_default().push(ti);
                }
            }
        }
        attendance
    }

    /// The round's pairing, first-named team first in table order (tables by the smaller
    /// team index); a pair whose colours no record gives is noted. The pairs, by team
    /// index.
    fn record_pairing(
        &mut self,
        t: &mut Tournament,
        round: u32,
        plan: &RoundPlan,
        team_ids: &[TeamId],
    ) -> Result<Vec<(usize, usize)>, ImportError> {
        let mut pairs: Vec<(usize, usize)> = plan
            .opponent
            .iter()
            .filter(|(a, b)| a < b)
            .map(|(&a, &b)| {
                let home = plan.home.get(&a).copied().unwrap_or(a);
                if home == a { (a, b) } else { (b, a) }
            })
            .collect();
        pairs.sort_by_key(|(a, b)| (*a).min(*b));
        for (a, b) in &pairs {
            if !plan.home.contains_key(&(*a).min(*b)) {
                let names = (self.teams[*a].name.clone(), self.teams[*b].name.clone());
                self.note(
                    None,
                    Text::new(Msg::TrfNoColourKnown)
                        .arg("round", round)
                        .arg("home", names.0)
                        .arg("away", names.1),
                );
            }
        }
        apply(
            t,
            Command::SetPairing {
                round,
                matches: pairs
                    .iter()
                    .map(|(a, b)| (team_ids[*a], team_ids[*b]))
                    .collect(),
                bye: plan.bye.map(|b| team_ids[b]),
            },
        )
        .map_err(refused(in_round(round)))?;
        Ok(pairs)
    }

    /// Absences record 240 announces for rounds the file has not reached; one refused is
    /// noted.
    fn absences_to_come(&mut self, t: &mut Tournament, rounds: u32, team_ids: &[TeamId]) {
        let future: Vec<_> = self
            .p
            .absences
            .iter()
            .filter(|a| a.1 > rounds)
            .cloned()
            .collect();
        for (line, round, tpn) in future {
            let Some(ti) = self.tpn_index(tpn) else {
                continue;
            };
            if let Err(e) = apply(
                t,
                Command::SetAbsent {
                    round,
                    team: team_ids[ti],
                    absent: true,
                },
            ) {
                self.note(
                    Some(line),
                    Text::new(Msg::TrfAbsenceNotImported).arg_text("refusal", e.text()),
                );
            }
        }
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
}

/// The withdrawals and the absences between a team's first and last round that the
/// rounds as read imply, by round.
#[derive(Debug, Default)]
struct Attendance {
    withdraw_from: HashMap<u32, Vec<usize>>,
    gaps: HashMap<u32, Vec<usize>>,
}

impl Attendance {
    /// The withdrawals from `round` on and the round's absences, recorded before the
    /// round's pairing (which they leave out).
    fn record(
        &self,
        t: &mut Tournament,
        round: u32,
        plan: &RoundPlan,
        team_ids: &[TeamId],
    ) -> Result<(), ImportError> {
        for ti in self.withdraw_from.get(&round).into_iter().flatten() {
            apply(
                t,
                Command::Withdraw {
                    team: team_ids[*ti],
                    from_round: Some(round),
                },
            )
            .map_err(refused(in_round(round)))?;
        }
        for ti in plan
            .absent
            .iter()
            .chain(self.gaps.get(&round).into_iter().flatten())
        {
            apply(
                t,
                Command::SetAbsent {
                    round,
                    team: team_ids[*ti],
                    absent: true,
                },
            )
            .map_err(refused(in_round(round)))?;
        }
        Ok(())
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

/// In a round robin, the teams (index in TRF order, which is the pairing-number order)
/// that have no match in each round by the Berger table itself: paired with the free
/// number of an odd field, or with a team announced absent (C.05 Annex 1; GHR 3.3). Such
/// a round is neither a late entry, a withdrawal nor an absence of theirs.
fn idle_by_table(t: &Tournament, plans: &[RoundPlan]) -> Vec<Vec<usize>> {
    let teams = t.teams.len();
    if !t.is_round_robin() || teams < 2 {
        return Vec::new();
    }
    let cycles = match t.regulation.system {
        System::RoundRobin { cycles } => cycles,
        _ => 1,
    };
    let schedule = crate::pairing::berger::berger_schedule(teams, cycles);
    schedule
        .iter()
        .zip(plans)
        .map(|(table, plan)| {
            let out = |number: usize| number > teams || plan.absent.contains(&(number - 1));
            table
                .iter()
                .flat_map(|&(white, black)| [(white, black), (black, white)])
                .filter(|&(me, other)| me <= teams && out(other))
                .map(|(me, _)| me - 1)
                .collect()
        })
        .collect()
}

impl Builder {
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

    /// Record 299 as kup's penalties: a player's line (no match points) is his game lost on
    /// the board he played in that round; a team line that takes only match points away
    /// (none, for a team that had none) is the loss of all match points (where the
    /// regulation imposes it). A team line with
    /// game points is the consequence of the players' lines and is checked through the
    /// totals (310, 802) like every other figure of the file.
    fn impose_adjustments(&mut self, t: &mut Tournament, team_ids: &[TeamId]) {
        for a in std::mem::take(&mut self.p.adjustments) {
            let reason = Text::new(Msg::TrfPenaltyReason).arg("line", a.line);
            let mut penalties = Vec::new();
            match a.match_points {
                None => {
                    for &number in a.ids.iter().filter(|n| **n != 0) {
                        let ti = self.team_of_player.get(&number).copied();
                        let board = ti.and_then(|ti| {
                            self.lineups
                                .get(&(a.round, ti))
                                .and_then(|l| l.iter().position(|x| *x == Some(number)))
                        });
                        match (ti, board) {
                            (Some(ti), Some(board)) => penalties.push(Penalty::worded(
                                a.round,
                                team_ids[ti],
                                PenaltyKind::GameLost { board: board + 1 },
                                &reason,
                            )),
                            _ => self.note(
                                Some(a.line),
                                Text::new(Msg::TrfAdjustmentNoBoard)
                                    .arg("number", number)
                                    .arg("round", a.round),
                            ),
                        }
                    }
                }
                Some(mp) if mp <= 0 && a.points == 0 => {
                    for &tpn in a.ids.iter().filter(|n| **n != 0) {
                        match self.tpn_index(tpn) {
                            Some(ti) => penalties.push(Penalty::worded(
                                a.round,
                                team_ids[ti],
                                PenaltyKind::AllMatchPointsLost,
                                &reason,
                            )),
                            None => self.note(
                                Some(a.line),
                                Text::new(Msg::TrfAdjustmentNoSuchTeam).arg("team", tpn),
                            ),
                        }
                    }
                }
                Some(_) => {}
            }
            if penalties.is_empty() {
                continue;
            }
            if let Err(e) = apply(t, Command::ImposePenalty { penalties }) {
                self.note(
                    Some(a.line),
                    Text::new(Msg::TrfPenaltyNotImported).arg_text("refusal", e.text()),
                );
            }
        }
    }

    fn fill_match(
        &mut self,
        t: &mut Tournament,
        round: u32,
        table: usize,
        (home, away): (usize, usize),
        team_ids: &[TeamId],
        player_ids: &HashMap<u32, PlayerId>,
    ) -> Result<(), ImportError> {
        let boards = usize::from(t.regulation.boards);
        let lh = self.lineup(round, home).to_vec();
        let la = self.lineup(round, away).to_vec();
        for (ti, lineup) in [(home, &lh), (away, &la)] {
            let mut players: Vec<PlayerId> = lineup
                .iter()
                .flatten()
                .filter_map(|n| player_ids.get(n).copied())
                .collect();
            if players.is_empty() {
                continue;
            }
            let name = self.teams[ti].name.clone();
            if let Some(hole) = lineup.iter().position(Option::is_none)
                && lineup[hole..].iter().any(Option::is_some)
            {
                self.note(
                    None,
                    Text::new(Msg::TrfEmptyBoard)
                        .arg("round", round)
                        .arg("board", hole + 1)
                        .arg("team", &name),
                );
            }
            if players.len() > boards {
                self.note(
                    None,
                    Text::new(Msg::TrfTooManyPlayers)
                        .arg("round", round)
                        .arg("team", &name)
                        .arg("players", players.len())
                        .arg("boards", boards),
                );
                players.truncate(boards);
            }
            t.rounds[round as usize - 1].lineups.push(Lineup {
                team: team_ids[ti],
                players,
                handed_in: None,
                seated: None,
            });
        }
        // The board results are written straight into the match `SetPairing` has just
        // created (round, table and board exist by construction; `check_integrity` runs at
        // the end): going through `apply`, which copies the whole event per command, made
        // an Olympiad-size import take seconds.
        let set = |t: &mut Tournament, board: usize, result: GameResult| {
            t.rounds[round as usize - 1].matches[table - 1].boards[board].result = result;
            Ok::<(), ImportError>(())
        };
        if lh.iter().chain(&la).all(Option::is_none) {
            return self.fill_unplayed_match(t, round, table, (home, away), set);
        }
        for board in 0..boards {
            let hp = lh.get(board).copied().flatten();
            let ap = la.get(board).copied().flatten();
            let he = hp.map(|n| self.entry(n, round));
            let ae = ap.map(|n| self.entry(n, round));
            let mine = match (he, ae) {
                (Some(h), Some(a)) => {
                    let home_view = Mine::from_code(h.result, Some(a.result));
                    let away_view = Mine::from_code(a.result, Some(h.result)).map(Mine::flipped);
                    let line = self.p.players[&hp.expect("home player")].line;
                    let expected = match home_colour(board) {
                        Colour::White => 'w',
                        Colour::Black => 'b',
                    };
                    if home_view != away_view {
                        self.note(
                            Some(line),
                            Text::new(Msg::TrfResultsDisagree)
                                .arg("round", round)
                                .arg("board", board + 1)
                                .arg("first", h.result)
                                .arg("second", a.result),
                        );
                    }
                    if h.opponent != ap.unwrap_or(0) || h.colour != expected {
                        self.note(
                            Some(line),
                            Text::new(Msg::TrfOpponentMismatch)
                                .arg("round", round)
                                .arg("board", board + 1)
                                .arg("opponent", h.opponent)
                                .arg("colour", h.colour)
                                .arg("player", ap.unwrap_or(0))
                                .arg("expected", expected),
                        );
                    }
                    home_view
                }
                (Some(h), None) => Mine::from_code(h.result, None),
                (None, Some(a)) => Mine::from_code(a.result, None).map(Mine::flipped),
                (None, None) => Some(Mine::DoubleForfeit),
            };
            let result = mine.unwrap_or(Mine::Pending).as_result(home_colour(board));
            if result != GameResult::NotPlayed {
                set(t, board, result)?;
            }
        }
        Ok(())
    }

    /// A match where no player of either team sat down: a forfeited match (record 330) or
    /// a match known only by its score (record 802).
    fn fill_unplayed_match(
        &mut self,
        t: &mut Tournament,
        round: u32,
        table: usize,
        (home, away): (usize, usize),
        set: impl Fn(&mut Tournament, usize, GameResult) -> Result<(), ImportError>,
    ) -> Result<(), ImportError> {
        let (home_tpn, away_tpn) = (self.teams[home].tpn, self.teams[away].tpn);
        let forfeit = self.p.forfeits.iter().find(|f| {
            f.0 == round
                && ((f.1, f.2) == (home_tpn, away_tpn) || (f.1, f.2) == (away_tpn, home_tpn))
        });
        if let Some((_, white, _, _, kind)) = forfeit {
            let home_view = match (kind.as_str(), *white == home_tpn) {
                ("--", _) => Mine::DoubleForfeit,
                ("+-", true) | ("-+", false) => Mine::ForfeitWin,
                _ => Mine::ForfeitLoss,
            };
            for board in 0..usize::from(t.regulation.boards) {
                set(t, board, home_view.as_result(home_colour(board)))?;
            }
            return Ok(());
        }
        let points = |tpn: u32| match self.p.team_rounds.get(&(tpn, round)) {
            Some((_, TeamRound::Match { game_points, .. })) => *game_points,
            _ => None,
        };
        match (points(home_tpn), points(away_tpn)) {
            (Some(h), Some(a)) => {
                apply(
                    t,
                    Command::SetMatchScore {
                        round,
                        table,
                        score: Some(MatchScore { home: h, away: a }),
                    },
                )
                .map_err(|e| {
                    ImportError(
                        Text::new(Msg::TrfRefused)
                            .arg_text(
                                "where",
                                Text::new(Msg::TrfWhereRoundTable)
                                    .arg("round", round)
                                    .arg("table", table),
                            )
                            .arg_text("refusal", e.text()),
                    )
                })?;
            }
            _ => {
                let names = (self.teams[home].name.clone(), self.teams[away].name.clone());
                self.note(
                    None,
                    Text::new(Msg::TrfNoResult)
                        .arg("round", round)
                        .arg("home", names.0)
                        .arg("away", names.1),
                );
            }
        }
        Ok(())
    }

    /// The file's own totals (records 310, 802) against kup's scoring under the preset.
    fn cross_check(&mut self, t: &Tournament, rounds: u32) {
        for (ti, team) in self.teams.clone().iter().enumerate() {
            let id = t.teams[ti].id;
            let ours = totals(t, id, rounds);
            if let Some((mp, gp)) = self.p.team_points.get(&team.tpn).copied() {
                let our_mp = HalfPoints::from_points(ours.match_points);
                if mp.is_some_and(|mp| mp != our_mp) || gp.is_some_and(|gp| gp != ours.game_points)
                {
                    let stated =
                        |points: Option<HalfPoints>| points.map_or("?".to_string(), format_points);
                    self.note(
                        Some(team.line),
                        Text::new(Msg::TrfTotalsDiffer)
                            .arg("team", &team.name)
                            .arg_number("file_mp", stated(mp))
                            .arg_number("file_gp", stated(gp))
                            .arg_number("mp", ours.match_points)
                            .arg_number("gp", format_points(ours.game_points))
                            .arg("preset", &t.regulation.id),
                    );
                }
            }
            for round in 1..=rounds {
                if let Some((
                    line,
                    TeamRound::Match {
                        game_points: Some(gp),
                        ..
                    },
                )) = self.p.team_rounds.get(&(team.tpn, round)).copied()
                    && let RoundOutcome::Played { game_points, .. } = round_outcome(t, round, id)
                    && game_points != gp
                {
                    self.note(
                        Some(line),
                        Text::new(Msg::TrfRoundPointsDiffer)
                            .arg("team", &team.name)
                            .arg("round", round)
                            .arg_number("file", format_points(gp))
                            .arg_number("kup", format_points(game_points)),
                    );
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kzz() -> Regulation {
        Regulation::preset("kzz-2015").expect("preset")
    }

    #[test]
    fn boards_from_the_file_keep_the_awards_share_of_the_boards() {
        // kzz-2015 on 4 boards: a forfeit win is 4 GP, so on 2 boards it is 2 GP.
        let mut reg = kzz();
        let mut changed = Vec::new();
        scale_boards(&mut reg, 2, &mut changed);
        assert_eq!(reg.boards, 2);
        assert_eq!(reg.forfeit_win.game_points, HalfPoints::from_points(2));
        assert_eq!(changed.len(), 1);
        let mut same = kzz();
        scale_boards(&mut same, 4, &mut changed);
        assert_eq!(
            (same, changed.len()),
            (kzz(), 1),
            "4 boards: nothing to change"
        );
    }

    #[test]
    fn record_192_names_the_colour_model_and_the_scores() {
        // rules.md 4.6: `FIDE_TEAM_TYPEB_GP_MP` is Type B with GP primary; a code naming
        // one score (`FIDE_TEAM_MP`) has no colour preferences and "secondary not used for
        // colours"; `FIDE_TEAM` is "default Type A, MP primary, GP for colours".
        let read = |code: &str| {
            let mut reg = kzz();
            take_team_swiss_code(&mut reg, code, &mut Vec::new());
            (
                reg.colour_preferences,
                reg.primary_score,
                reg.first_team_by_secondary_score,
            )
        };
        use ColourPreferences::{None as NoPreferences, TypeA, TypeB};
        use PrimaryScore::{GamePoints, MatchPoints};
        assert_eq!(read("FIDE_TEAM_TYPEB_GP_MP"), (TypeB, GamePoints, true));
        assert_eq!(read("FIDE_TEAM_MP"), (NoPreferences, MatchPoints, false));
        assert_eq!(read("FIDE_TEAM_TYPEA_GP"), (TypeA, GamePoints, false));
        assert_eq!(read("FIDE_TEAM"), (TypeA, MatchPoints, true));
    }

    #[test]
    fn a_double_round_robin_code_gives_two_cycles() {
        // rules.md 4.6: `FIDE_TEAM_DOUBLEROUNDROBIN` is a team round robin played twice.
        let mut reg = kzz();
        reg.system = System::RoundRobin { cycles: 1 };
        let mut changed = Vec::new();
        take_cycles(&mut reg, "FIDE_TEAM_DOUBLEROUNDROBIN", &mut changed);
        assert_eq!(reg.system, System::RoundRobin { cycles: 2 });
        take_cycles(&mut reg, "FIDE_TEAM_ROUNDROBIN", &mut changed);
        assert_eq!(reg.system, System::RoundRobin { cycles: 1 });
        assert_eq!(changed.len(), 2);
    }

    #[test]
    fn a_legacy_code_pairs_by_the_dutch_system_on_match_points() {
        let mut reg = kzz();
        reg.primary_score = PrimaryScore::GamePoints;
        take_legacy_code(&mut reg, "CUSTOM_TEAM_SWISS_MP", &mut Vec::new());
        assert_eq!(
            (reg.swiss_pairing, reg.primary_score),
            (SwissPairing::DutchLegacy, PrimaryScore::MatchPoints)
        );
    }
}
