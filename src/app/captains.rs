//! Captains' codes: what lets a team's captain hand in its lineup from a phone through
//! `kup serve --captains`. A code is 128 random bits from the operating system, written
//! as 32 hex digits; the codes live in `captains.ron` beside the event, readable by the
//! arbiter alone, and are compared in constant time, so that how fast a wrong code is
//! refused says nothing of the right one.

use std::path::Path;

use serde::{Deserialize, Serialize};
use subtle::ConstantTimeEq;

use crate::app::exit::Failure;
use crate::app::export::{Mode, write_file};
use crate::core::{TeamId, Tournament};
use crate::i18n::{Lang, Msg, Text};
use crate::interop::captain_cards::{Card, sheet};
use crate::store::{StoreError, io_error, write_durably};

/// The file of the codes, in the event's directory.
pub const CAPTAINS_FILE: &str = "captains.ron";

/// Each team's code, by team; a team without one (revoked, or added since) has none.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Codes {
    codes: Vec<(TeamId, String)>,
    /// Teams whose code the arbiter revoked: none is issued to them until the arbiter
    /// gives them a new one.
    #[serde(default)]
    revoked: Vec<TeamId>,
}

impl Codes {
    /// The codes of `dir`; none when the file is missing.
    pub fn load(dir: &Path) -> Result<Codes, Text> {
        let path = dir.join(CAPTAINS_FILE);
        let bad = |problem: String| {
            Text::new(Msg::CaptainsFileBad)
                .arg("path", path.display())
                .arg("problem", problem)
        };
        match std::fs::read_to_string(&path) {
            Ok(text) => ron::from_str(&text).map_err(|e| bad(e.to_string())),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Codes::default()),
            Err(e) => Err(bad(e.to_string())),
        }
    }

    /// Writes the codes durably, readable by the arbiter alone.
    pub fn save(&self, dir: &Path) -> Result<(), StoreError> {
        let text = ron::to_string(self).expect("codes always serialise");
        let temporary = dir.join(format!("{CAPTAINS_FILE}.new"));
        write_durably(&temporary, text.as_bytes())?;
        let path = dir.join(CAPTAINS_FILE);
        std::fs::rename(&temporary, &path).map_err(io_error(Msg::StoreActionReplaceFile, &path))
    }

    /// The codes of the event in `dir` whose state is `t`, a new one for each team without
    /// one, saved when any was given.
    pub fn issued(dir: &Path, t: &Tournament) -> Result<Codes, Failure> {
        let mut codes = Codes::load(dir).map_err(Failure::said)?;
        if codes.issue_missing(t).map_err(Failure::said)? {
            codes.save(dir)?;
        }
        Ok(codes)
    }

    /// Gives every team of `t` without a code a new one; whether any was given.
    pub fn issue_missing(&mut self, t: &Tournament) -> Result<bool, Text> {
        let mut issued = false;
        for team in &t.teams {
            if self.of(team.id).is_none() && !self.revoked.contains(&team.id) {
                self.codes.push((team.id, new_code()?));
                issued = true;
            }
        }
        Ok(issued)
    }

    /// A new code for `team`, the old one no longer valid.
    pub fn reissue(&mut self, team: TeamId) -> Result<&str, Text> {
        let code = new_code()?;
        self.codes.retain(|(id, _)| *id != team);
        self.revoked.retain(|id| *id != team);
        self.codes.push((team, code));
        Ok(&self.codes.last().expect("just pushed").1)
    }

    /// `team` has no code any more, nor is given one until [`Codes::reissue`].
    pub fn revoke(&mut self, team: TeamId) {
        self.codes.retain(|(id, _)| *id != team);
        if !self.revoked.contains(&team) {
            self.revoked.push(team);
        }
    }

    /// The code of `team`, if it has one.
    pub fn of(&self, team: TeamId) -> Option<&str> {
        self.codes
            .iter()
            .find(|(id, _)| *id == team)
            .map(|(_, code)| code.as_str())
    }

    /// The team whose code `typed` is. Every code is compared whole, in constant time,
    /// whatever matches; spaces and case are forgiven, as a captain types from a card.
    pub fn team_of(&self, typed: &str) -> Option<TeamId> {
        let typed: String = typed
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '-')
            .map(|c| c.to_ascii_lowercase())
            .collect();
        let mut found = None;
        for (team, code) in &self.codes {
            if bool::from(code.as_bytes().ct_eq(typed.as_bytes())) {
                found = Some(*team);
            }
        }
        found
    }
}

/// Writes the captains' cards of `t` with `codes` to `path`, readable by the arbiter alone
/// (as `captains.ron`); `page` is the captain's page as the phones reach it.
pub fn write_cards(
    t: &Tournament,
    codes: &Codes,
    page: &str,
    path: &Path,
    lang: Lang,
) -> Result<(), Failure> {
    let teams: Vec<(&str, String, String)> = t
        .teams
        .iter()
        .filter_map(|team| {
            let code = codes.of(team.id)?;
            Some((
                team.name.as_str(),
                grouped(code),
                format!("{page}?code={code}"),
            ))
        })
        .collect();
    let cards: Vec<Card> = teams
        .iter()
        .map(|(team, code, link)| Card { team, code, link })
        .collect();
    let html = sheet(&t.info.name, page, &cards, lang);
    write_file(path, html.as_bytes(), Mode::Exactly(0o600)).map(drop)
}

/// `code` in groups of four digits, as a captain types it from a card.
pub fn grouped(code: &str) -> String {
    let groups: Vec<&str> = (0..code.len())
        .step_by(4)
        .filter_map(|at| code.get(at..at + 4))
        .collect();
    groups.join(" ")
}

/// 128 random bits from the operating system, as 32 lowercase hex digits.
pub fn new_code() -> Result<String, Text> {
    let mut bits = [0u8; 16];
    getrandom::fill(&mut bits)
        .map_err(|e| Text::new(Msg::CaptainsNoRandomness).arg("problem", e))?;
    Ok(bits.iter().map(|b| format!("{b:02x}")).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_is_128_bits_in_hex_and_two_codes_differ() {
        let (a, b) = (new_code().unwrap(), new_code().unwrap());
        assert_eq!(a.len(), 32);
        assert!(
            a.bytes()
                .all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase())
        );
        assert_ne!(a, b);
    }

    #[test]
    fn a_code_names_its_team_only_and_a_reissued_or_revoked_one_names_none() {
        let mut codes = Codes::default();
        let (first, second) = (TeamId(1), TeamId(2));
        let old = codes.reissue(first).unwrap().to_string();
        let other = codes.reissue(second).unwrap().to_string();
        assert_eq!(codes.team_of(&old), Some(first));
        assert_eq!(codes.team_of(&other), Some(second));
        // As typed from a card: in groups, in capitals.
        let typed = format!("{} {}", &old[..16], &old[16..]).to_uppercase();
        assert_eq!(codes.team_of(&typed), Some(first));
        assert_eq!(codes.team_of(&old[..31]), None);
        assert_eq!(codes.team_of(""), None);
        let new = codes.reissue(first).unwrap().to_string();
        assert_eq!(codes.team_of(&old), None);
        assert_eq!(codes.team_of(&new), Some(first));
        codes.revoke(second);
        assert_eq!(codes.team_of(&other), None);
    }

    #[test]
    fn a_revoked_team_gets_no_code_with_the_missing_ones_until_it_is_given_a_new_one() {
        let preset = crate::core::Regulation::preset("kzz-2015").unwrap();
        let mut t = Tournament::new(Default::default(), preset);
        for name in ["ŠK A", "ŠK B"] {
            let add = crate::core::Command::AddTeam {
                name: name.into(),
                club: String::new(),
                city: String::new(),
            };
            crate::core::apply(&mut t, add).unwrap();
        }
        let (first, second) = (t.teams[0].id, t.teams[1].id);
        let mut codes = Codes::default();
        assert!(codes.issue_missing(&t).unwrap());
        codes.revoke(first);
        assert!(!codes.issue_missing(&t).unwrap());
        assert_eq!(codes.of(first), None);
        assert!(codes.of(second).is_some());
        codes.reissue(first).unwrap();
        assert!(codes.of(first).is_some());
    }
}
