//! The regulation as the file states it: boards, scoring, reserves, rounds and the pairing
//! system of records 192 and 142 over the preset's, each change noted.

use crate::core::Regulation;
use crate::core::command::swiss_pairing_name;
use crate::core::model::HalfPoints;
use crate::core::rules::{ColourPreferences, PrimaryScore, SwissPairing, System};
use crate::i18n::{Msg, Text};
use crate::interop::trf::{ImportError, at_line, is_legacy_team_swiss};

use super::Builder;

impl Builder {
    /// Makes the preset say what the file states of the event (boards, match points, the
    /// bye, the reserves, rounds, cycles, the Swiss by record 192), and notes each change.
    pub(super) fn adjust_regulation(
        &mut self,
        reg: &mut Regulation,
        boards: u8,
        (rounds, last_line): (u32, Option<usize>),
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
            // Said at the first record with a game in the last round.
            let refusal = Text::new(Msg::TrfTooManyRounds)
                .arg("rounds", rounds)
                .arg("planned", planned)
                .arg("teams", teams);
            return Err(ImportError(match last_line {
                Some(line) => at_line(line, refusal),
                None => refusal,
            }));
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
    // not choose the first-team (C.04.6 4.2.2; `docs/rules/fide-trf.md#record-192`).
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
        // `docs/rules/fide-trf.md#record-192`: `FIDE_TEAM_TYPEB_GP_MP` is Type B with GP primary; a
        // code naming one score (`FIDE_TEAM_MP`) has no colour preferences and "secondary not used
        // for colours"; `FIDE_TEAM` is "default Type A, MP primary, GP for colours".
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
        // `docs/rules/fide-trf.md#record-192`: `FIDE_TEAM_DOUBLEROUNDROBIN` is a team round robin
        // played twice.
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
