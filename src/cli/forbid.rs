//! `kup forbid`: teams the organiser keeps apart (TRF-2026 record 260).

use clap::Args;

use super::{CliResult, DirArg, Failure, execute, out, read_state, starting_number, team_id};
use crate::core::{Command, Tournament};
use crate::i18n::{Lang, Msg, Text};
use crate::tr;

#[derive(Debug, Args)]
pub struct ForbidArgs {
    #[command(flatten)]
    pub dir: DirArg,
    /// Starting numbers of the teams to keep apart, e.g. 3,7 (none of them is paired with
    /// another); without it, the forbidden pairings are listed.
    #[arg(long)]
    pub teams: Option<String>,
    /// Rounds the ban holds for: "3-5", "3-" (to the end) or "4"; default: from the next
    /// round to pair to the end.
    #[arg(long, requires = "teams", conflicts_with = "clear")]
    pub rounds: Option<String>,
    /// Take back the forbidden pairing that names exactly these teams.
    #[arg(long, requires = "teams")]
    pub clear: bool,
}

pub fn forbid(args: ForbidArgs, lang: Lang) -> CliResult {
    let t = read_state(&args.dir)?;
    let Some(text) = args.teams else {
        return out::print(listing(&t, lang));
    };
    let mut teams = Vec::new();
    for word in text.split(',').map(str::trim) {
        teams.push(team_id(&t, starting_number(Msg::FieldTeams, word)?)?);
    }
    if args.clear {
        return execute(&args.dir, Command::AllowPairings { teams }, lang);
    }
    let next = t.paired_rounds() as u32 + 1;
    let (first_round, last_round) = match args.rounds {
        None => (next, None),
        Some(text) => parse_rounds(&text)?,
    };
    execute(
        &args.dir,
        Command::ForbidPairings {
            teams,
            first_round,
            last_round,
        },
        lang,
    )
}

/// "3-5" → (3, Some(5)), "3-" → (3, None), "4" → (4, Some(4)).
fn parse_rounds(text: &str) -> Result<(u32, Option<u32>), Failure> {
    let bad = || Failure::said(Text::new(Msg::CliNotARoundRange).arg("value", text));
    let number = |s: &str| s.trim().parse::<u32>().map_err(|_| bad());
    match text.split_once('-') {
        Some((first, "")) => Ok((number(first)?, None)),
        Some((first, last)) => Ok((number(first)?, Some(number(last)?))),
        None => {
            let round = number(text)?;
            Ok((round, Some(round)))
        }
    }
}

fn listing(t: &Tournament, lang: Lang) -> String {
    if t.kept_apart.is_empty() {
        return format!("{}\n", tr!(lang, Msg::ForbidNone));
    }
    let mut out = String::new();
    for group in &t.kept_apart {
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
        out.push_str(&tr!(lang, Msg::ForbidGroup, rounds = rounds, teams = teams));
        out.push('\n');
    }
    out
}
