//! The coded vocabulary of records 192 (type of tournament) and 202/212 (tie-breaks).

use crate::core::Regulation;
use crate::core::rules::{ColourPreferences, PrimaryScore, SwissPairing, System, Tiebreak};

/// Whether a record 192 code (upper-case) names a non-FIDE team Swiss by match points, which
/// kup reads as its legacy team mode: `CUSTOM_TEAM_SWISS`, `CUSTOM_TEAM_SWISS_MP`
/// (`docs/rules/fide-trf.md#record-192`: Swiss-Manager's legacy team Swiss; `..._GP` pairs by
/// game points, which the mode does not).
pub fn is_legacy_team_swiss(code: &str) -> bool {
    matches!(code, "CUSTOM_TEAM_SWISS" | "CUSTOM_TEAM_SWISS_MP")
}

/// Record 192 (`docs/rules/fide-trf.md#record-192`): C.04.6 with the preset's colour model and
/// scores (one score alone when the secondary score does not choose the first-team, 4.2.2); the
/// legacy team mode as `CUSTOM_TEAM_SWISS_MP`; Berger round robins as `FIDE_TEAM_ROUNDROBIN` /
/// `..._DOUBLEROUNDROBIN`.
pub(super) fn type_code(reg: &Regulation, round_robin: bool) -> String {
    if round_robin {
        let double = matches!(reg.system, System::RoundRobin { cycles: 2 });
        return if double {
            "FIDE_TEAM_DOUBLEROUNDROBIN"
        } else {
            "FIDE_TEAM_ROUNDROBIN"
        }
        .to_string();
    }
    if reg.swiss_pairing == SwissPairing::DutchLegacy {
        return "CUSTOM_TEAM_SWISS_MP".to_string();
    }
    let model = match reg.colour_preferences {
        ColourPreferences::TypeA => "TYPEA_",
        ColourPreferences::TypeB => "TYPEB_",
        ColourPreferences::None => "",
    };
    let scores = match (reg.primary_score, reg.first_team_by_secondary_score) {
        (PrimaryScore::MatchPoints, true) => "MP_GP",
        (PrimaryScore::GamePoints, true) => "GP_MP",
        (PrimaryScore::MatchPoints, false) => "MP",
        (PrimaryScore::GamePoints, false) => "GP",
    };
    format!("FIDE_TEAM_{model}{scores}")
}

/// Records 202/212 (`docs/rules/fide-trf.md#record-202`): the FIDE code where one exists, else
/// `OTHER_SM<n>` for a Swiss-Manager criterion and `OTHER_<code>` for the rest. Swiss-Manager's
/// Olympiad criteria (#49/#50, #56/#57, #74/#75) keep their own numbers: they equal C.07's
/// `BH:MP/C1` and `EMGSB/C1` only while every match is played
/// (`docs/rules/fide-c07.md#olympiad-models`: a TRF must not label them with a C.07 code they do
/// not equal), so no code stands for two criteria. A leading match-points entry is the primary
/// score (`PTS`) and is not repeated.
pub(super) fn tiebreak_codes(reg: &Regulation, teams: usize) -> Vec<String> {
    let chain = reg.chain(teams);
    let skip = usize::from(
        reg.primary_score == PrimaryScore::MatchPoints
            && chain.first() == Some(&Tiebreak::MatchPoints),
    );
    chain[skip..].iter().map(|tb| tiebreak_code(*tb)).collect()
}

/// Record 212: the whole ranking, the primary score (`PTS`) then record 202's chain.
pub(super) fn ranking_codes(reg: &Regulation, teams: usize) -> Vec<String> {
    std::iter::once("PTS".to_string())
        .chain(tiebreak_codes(reg, teams))
        .collect()
}

/// The record 202/212 descriptor kup writes for a criterion (§4.7).
pub fn tiebreak_code(tb: Tiebreak) -> String {
    use Tiebreak::*;
    let fide = match tb {
        GamePoints => "MPvGP",
        BuchholzMatchPointsCut1 => "BH:MP/C1",
        OpponentsMatchPoints => "BH:MP",
        DirectEncounter => "DE",
        DirectEncounterGamePoints => "DE:GP",
        BuchholzGamePoints => "BH:GP",
        BuchholzGamePointsCut1 => "BH:GP/C1",
        ExtendedSonnebornBergerMatchMatch => "EMMSB",
        ExtendedSonnebornBergerMatchMatchCut1 => "EMMSB/C1",
        ExtendedSonnebornBergerGameMatch => "EGMSB",
        ExtendedSonnebornBergerMatchGame => "EMGSB",
        ExtendedSonnebornBergerGameGame => "EGGSB",
        ExtendedSonnebornBergerMatchGameCut1 => "EMGSB/C1",
        ExtendedSonnebornBergerGameMatchCut1 => "EGMSB/C1",
        ExtendedSonnebornBergerGameGameCut1 => "EGGSB/C1",
        ScoreStrengthCombination => "SSSC",
        ExtendedDirectEncounter => "EDE",
        _ => "",
    };
    match (fide, tb.swiss_manager_number()) {
        ("", Some(n)) => format!("OTHER_SM{n}"),
        ("", None) => format!("OTHER_{}", tb.code()),
        (code, _) => code.to_string(),
    }
}

/// The criterion a record 202/212 descriptor names (case-insensitive, §4.7): `PTS` is the
/// primary score, the rest are read back as [`tiebreak_code`] writes them, one criterion
/// per code. `None` for a descriptor kup does not compute.
pub fn tiebreak_of_code(code: &str, primary: PrimaryScore) -> Option<Tiebreak> {
    let code = code.trim().to_uppercase();
    if code == "PTS" {
        return Some(match primary {
            PrimaryScore::MatchPoints => Tiebreak::MatchPoints,
            PrimaryScore::GamePoints => Tiebreak::GamePoints,
        });
    }
    Tiebreak::ALL
        .into_iter()
        .find(|tb| tiebreak_code(*tb).to_uppercase() == code)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// kzz-2015 čl. 10: "b) olimpijski Sonneborn-Berger [...] (kriterij broj 57 u
    /// Swiss-Manageru) c) zbroj meč bodova protivnika (bez najslabijeg rezultata)
    /// (kriterij broj 56 u Swiss-Manageru) d) zbroj meč bodova svih protivnika (kriterij
    /// broj 48 u Swiss-Manageru)": #57 and #56 are written as Swiss-Manager's, not as
    /// C.07's `EMGSB/C1` and `BH:MP/C1`, which they equal only while every match is played.
    #[test]
    fn kzz_2015_cl_10_swiss_manager_57_and_56_keep_their_own_numbers() {
        let reg = Regulation::preset("kzz-2015").expect("preset");
        assert_eq!(
            tiebreak_codes(&reg, 10),
            ["MPvGP", "OTHER_SM57", "OTHER_SM56", "BH:MP", "OTHER_LOT"]
        );
    }

    /// `docs/rules/fide-c07.md#team-tie-breaks`, C.07 14.1.2: the cut of every extended
    /// Sonneborn-Berger (`EMGSB/C1` and the rest) and Swiss-Manager's Chennai criteria (#74, #75)
    /// are chosen in a regulation written as data, and written under their own codes.
    #[test]
    fn a_regulation_file_chains_the_c1_extended_sonneborn_bergers_and_chennai() {
        let preset = Regulation::preset("kzz-2015").expect("preset").to_ron();
        let start = preset.find("tiebreaks: [").expect("chain");
        let end = start + preset[start..].find(']').expect("end of chain");
        let text = format!(
            "{}tiebreaks: [OlympiadSonnebornBergerChennai, GamePoints, \
             OpponentsMatchPointsCut1Chennai, ExtendedSonnebornBergerMatchGameCut1, \
             ExtendedSonnebornBergerGameMatchCut1, ExtendedSonnebornBergerGameGameCut1, \
             ExtendedSonnebornBergerMatchMatchCut1, Lots{}",
            &preset[..start],
            &preset[end..]
        );
        let reg = Regulation::from_ron(&text).expect("the chain is data");
        assert_eq!(
            tiebreak_codes(&reg, 10),
            [
                "OTHER_SM74",
                "MPvGP",
                "OTHER_SM75",
                "EMGSB/C1",
                "EGMSB/C1",
                "EGGSB/C1",
                "EMMSB/C1",
                "OTHER_LOT"
            ]
        );
    }

    /// `docs/rules/fide-trf.md#record-202`: record 202 lists the FIDE tie-breaks that break ties,
    /// one code per criterion. With Swiss-Manager #56 and C.07 BH-C1 in one chain, each has its
    /// code, and every code reads back as the criterion that wrote it.
    #[test]
    fn record_202_names_each_criterion_once_and_reads_back_to_it() {
        let mut reg = Regulation::preset("kzz-2015").expect("preset");
        reg.tiebreaks = vec![
            Tiebreak::OpponentsMatchPointsCut1KhantyMansiysk,
            Tiebreak::BuchholzMatchPointsCut1,
        ];
        assert_eq!(tiebreak_codes(&reg, 10), ["OTHER_SM56", "BH:MP/C1"]);
        for tb in Tiebreak::ALL
            .into_iter()
            .filter(|tb| *tb != Tiebreak::MatchPoints)
        {
            let code = tiebreak_code(tb);
            assert_eq!(
                tiebreak_of_code(&code, PrimaryScore::MatchPoints),
                Some(tb),
                "{code}"
            );
        }
    }
}
