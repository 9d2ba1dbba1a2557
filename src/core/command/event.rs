//! The event as a whole: its facts and how its Swiss is paired.

use super::lookup::before_round_one;
use super::{CommandError, refuse};
use crate::core::model::{Tournament, TournamentInfo};
use crate::core::rules::{PrimaryScore, SwissPairing, System};
use crate::i18n::{Msg, Text};

pub(super) fn set_info(t: &mut Tournament, info: TournamentInfo) -> Result<Text, CommandError> {
    if info.name.trim().is_empty() {
        return refuse(Msg::FieldName, Msg::RefuseNoName);
    }
    if let (Some(start), Some(end)) = (info.start_date, info.end_date)
        && end < start
    {
        return refuse(Msg::FieldEndDate, Msg::RefuseEndBeforeStart);
    }
    t.info = info;
    Ok(Text::new(Msg::DidSaveInfo))
}

/// Every round of a Swiss is paired by one system, so it is chosen before round 1; the
/// legacy team mode ranks by match points and needs them as the primary score.
pub(super) fn set_swiss_pairing(
    t: &mut Tournament,
    pairing: SwissPairing,
) -> Result<Text, CommandError> {
    before_round_one(t, Msg::FieldSwissPairing, Msg::RefuseSwissPairingFixed)?;
    if matches!(t.regulation.system, System::RoundRobin { .. }) {
        return refuse(Msg::FieldSwissPairing, Msg::RefuseSwissPairingRoundRobin);
    }
    if pairing == SwissPairing::DutchLegacy
        && t.regulation.primary_score != PrimaryScore::MatchPoints
    {
        return refuse(Msg::FieldSwissPairing, Msg::RefuseLegacyNeedsMatchPoints);
    }
    t.regulation.swiss_pairing = pairing;
    Ok(Text::new(Msg::DidSetSwissPairing).arg_text("system", swiss_pairing_name(pairing)))
}

/// The name of a Swiss pairing system, for the summary and `kup swiss-pairing`.
pub fn swiss_pairing_name(pairing: SwissPairing) -> Text {
    Text::new(match pairing {
        SwissPairing::TeamSwiss => Msg::SwissPairingTeamSwiss,
        SwissPairing::DutchLegacy => Msg::SwissPairingDutchLegacy,
    })
}
