//! `kup penalty ...`: sanctions under the regulation, each a command with the rule it
//! applies written into its reason.

use clap::{Args, Subcommand};

use super::out::TextOrJson;
use super::{CliResult, DirArg, Failure, TeamRoundArgs, execute, read_state, team_id};
use crate::app::penalty::{Rule, lift, penalties};
use crate::core::lineup::describe_penalty;
use crate::core::{Command, Penalty, TeamId, Tournament};
use crate::i18n::{Lang, Msg, Text};

#[derive(Debug, Subcommand)]
pub enum PenaltyCmd {
    /// A player had a mobile phone in the playing venue: he loses the game.
    Phone(GameAt),
    /// A draw agreed before the move the regulation allows: both players lose.
    EarlyDraw(BoardAt),
    /// A game lost by forfeit for another reason (say which with --note).
    Forfeit(GameAt),
    /// The team fielded an unregistered player: it loses all its match points (bpz-2025).
    Unregistered(TeamRound),
    /// A player who did not play in the round (kzz-2015: or whose game was over) had a
    /// mobile phone in the hall: he may not play the next round (kzz-2015 čl. 14,
    /// hss-kadeti-2009 čl. 15).
    Bar(PlayerAt),
    /// Lift a penalty, by its number in `kup penalty list`.
    Lift {
        #[command(flatten)]
        dir: DirArg,
        /// The penalty's number in `kup penalty list`.
        #[arg(long)]
        number: usize,
    },
    /// List the penalties in force, numbered.
    List {
        #[command(flatten)]
        dir: DirArg,
        #[command(flatten)]
        format: TextOrJson,
    },
}

#[derive(Debug, Args)]
pub struct TeamRound {
    #[command(flatten)]
    pub of: TeamRoundArgs,
    /// The arbiter's words: what happened.
    #[arg(long, default_value = "")]
    pub note: String,
}

impl TeamRound {
    /// The penalty's directory, rule, round, team, board or player, and note.
    fn with(self, rule: Rule, board: usize) -> (DirArg, Rule, u32, usize, usize, String) {
        let TeamRoundArgs { dir, round, team } = self.of;
        (dir, rule, round, team, board, self.note)
    }
}

#[derive(Debug, Args)]
pub struct GameAt {
    #[command(flatten)]
    pub at: TeamRound,
    /// Board number in the team's match.
    #[arg(long)]
    pub board: usize,
}

#[derive(Debug, Args)]
pub struct PlayerAt {
    #[command(flatten)]
    pub at: TeamRound,
    /// The player's position on the team's roster.
    #[arg(long)]
    pub player: usize,
}

#[derive(Debug, Args)]
pub struct BoardAt {
    #[command(flatten)]
    pub dir: DirArg,
    /// The round.
    #[arg(long)]
    pub round: u32,
    /// Table (match) number in the round.
    #[arg(long = "match")]
    pub table: usize,
    /// Board number in the match.
    #[arg(long)]
    pub board: usize,
    /// The arbiter's words: what happened.
    #[arg(long, default_value = "")]
    pub note: String,
}

pub fn penalty(cmd: PenaltyCmd, lang: Lang) -> CliResult {
    let (dir, rule, round, team, board, note) = match cmd {
        PenaltyCmd::Phone(GameAt { at, board }) => at.with(Rule::Phone, board),
        PenaltyCmd::Forfeit(GameAt { at, board }) => at.with(Rule::Forfeit, board),
        PenaltyCmd::Unregistered(at) => at.with(Rule::Unregistered, 0),
        PenaltyCmd::Bar(PlayerAt { at, player }) => at.with(Rule::Barred, player),
        PenaltyCmd::EarlyDraw(at) => {
            let t = read_state(&at.dir)?;
            let (home, _) = match_teams(&t, at.round, at.table)?;
            let penalties = penalties(&t, Rule::EarlyDraw, at.round, home, at.board, &at.note)?;
            return impose(&at.dir, penalties, lang);
        }
        PenaltyCmd::Lift { dir, number } => {
            let t = read_state(&dir)?;
            return execute(&dir, lift(&t, number)?, lang);
        }
        PenaltyCmd::List { dir, format } => {
            let t = read_state(&dir)?;
            return format.print(|| penalty_listing(&t, lang), || penalty_records(&t, lang));
        }
    };
    let t = read_state(&dir)?;
    let penalties = penalties(&t, rule, round, team_id(&t, team)?, board, &note)?;
    impose(&dir, penalties, lang)
}

fn impose(dir: &std::path::Path, penalties: Vec<Penalty>, lang: Lang) -> CliResult {
    execute(dir, Command::ImposePenalty { penalties }, lang)
}

fn match_teams(t: &Tournament, round: u32, table: usize) -> Result<(TeamId, TeamId), Failure> {
    let matches = round
        .checked_sub(1)
        .and_then(|r| t.rounds.get(r as usize))
        .map(|r| r.matches.as_slice())
        .unwrap_or_default();
    let m = table
        .checked_sub(1)
        .and_then(|i| matches.get(i))
        .ok_or_else(|| {
            Failure::said(
                Text::new(Msg::CliNoSuchTable)
                    .arg("round", round)
                    .arg("count", matches.len())
                    .arg("table", table),
            )
        })?;
    Ok((m.home, m.away))
}

/// The penalties in force, numbered as `kup penalty lift --number` takes them, in `lang`.
fn penalty_listing(t: &Tournament, lang: Lang) -> String {
    if t.penalties.is_empty() {
        return format!("{}\n", lang.text(Msg::PenaltyNone));
    }
    let mut listing = String::new();
    for (i, p) in t.penalties.iter().enumerate() {
        let said = describe_penalty(t, p).render(lang);
        listing += &format!("{:>3}. {said}\n", i + 1);
    }
    listing
}

/// A penalty as `kup penalty list --format json` writes it.
#[derive(serde::Serialize)]
struct PenaltyRecord<'a> {
    number: usize,
    round: u32,
    /// The team's starting number.
    team: usize,
    kind: &'a crate::core::PenaltyKind,
    /// The whole penalty said in the reader's language, as the text listing says it.
    text: String,
}

fn penalty_records(t: &Tournament, lang: Lang) -> Vec<PenaltyRecord<'_>> {
    t.penalties
        .iter()
        .enumerate()
        .map(|(i, p)| PenaltyRecord {
            number: i + 1,
            round: p.round,
            team: t.starting_number(p.team).unwrap_or(0),
            kind: &p.kind,
            text: describe_penalty(t, p).render(lang),
        })
        .collect()
}
