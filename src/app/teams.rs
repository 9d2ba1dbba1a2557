//! Teams as the arbiter names them, for both faces: by starting number, in lists typed as
//! `3,7`, and kept apart over a range of rounds typed as `3-5`, `3-` or `4`.

use crate::core::{TeamId, Tournament};
use crate::i18n::{Lang, Msg, Text};
use crate::tr;

/// The team with starting number `number`, or the rule naming the valid range.
pub fn by_number(t: &Tournament, number: usize) -> Result<TeamId, Text> {
    t.team_by_number(number).map(|team| team.id).ok_or_else(|| {
        Text::new(Msg::CliNoSuchTeam)
            .arg("number", number)
            .arg("count", t.teams.len())
    })
}

/// A starting number typed for `field`, or the rule naming the field and the text.
pub fn starting_number(field: Msg, text: &str) -> Result<usize, Text> {
    text.trim().parse().map_err(|_| {
        Text::new(Msg::CliNotAStartingNumber)
            .arg_text("field", field.into())
            .arg("value", text.trim())
    })
}

/// The teams of a list of starting numbers typed for `field` (`3, 7`; empty items are
/// left out, so a trailing comma does no harm).
pub fn by_numbers(t: &Tournament, field: Msg, text: &str) -> Result<Vec<TeamId>, Text> {
    text.split(',')
        .map(str::trim)
        .filter(|item| !item.is_empty())
        .map(|item| by_number(t, starting_number(field, item)?))
        .collect()
}

/// "3-5" → (3, Some(5)), "3-" → (3, None: to the end), "4" → (4, Some(4)).
pub fn round_range(text: &str) -> Result<(u32, Option<u32>), Text> {
    let bad = || Text::new(Msg::CliNotARoundRange).arg("value", text);
    let number = |s: &str| s.trim().parse::<u32>().map_err(|_| bad());
    match text.trim().split_once('-') {
        Some((first, last)) if last.trim().is_empty() => Ok((number(first)?, None)),
        Some((first, last)) => Ok((number(first)?, Some(number(last)?))),
        None => {
            let round = number(text)?;
            Ok((round, Some(round)))
        }
    }
}

/// The forbidden pairings, a line each (`rounds 3-5: 1 ŠK Zabok, 3 ŠK Čakovec`), or the
/// line that says there are none.
pub fn kept_apart_lines(t: &Tournament, lang: Lang) -> Vec<String> {
    if t.kept_apart.is_empty() {
        return vec![tr!(lang, Msg::ForbidNone)];
    }
    t.kept_apart
        .iter()
        .map(|group| {
            let teams: Vec<String> = group
                .teams
                .iter()
                .map(|id| {
                    let number = t.starting_number(*id).unwrap_or(0);
                    let name = t.team(*id).map_or("?", |x| x.name.as_str());
                    format!("{number} {name}")
                })
                .collect();
            let rounds = match group.last_round {
                Some(last) => format!("{}-{last}", group.first_round),
                None => format!("{}-", group.first_round),
            };
            let teams = teams.join(", ");
            tr!(lang, Msg::ForbidGroup, rounds = rounds, teams = teams)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_round_range_reads_as_the_cli_documents_it() {
        assert_eq!(round_range("3-5"), Ok((3, Some(5))));
        assert_eq!(round_range("3-"), Ok((3, None)));
        assert_eq!(round_range(" 4 "), Ok((4, Some(4))));
        assert!(round_range("x-2").is_err() && round_range("").is_err());
    }
}
