//! `kup pair`, `kup lineup`, `kup result`.

use std::path::Path;

use clap::Args;

use chrono::DateTime;

use super::open_writable;
use super::pairings::pairings_text;
use super::{
    CliResult, DirArg, Failure, TeamRoundArgs, execute, execute_with, out, read_state,
    starting_number, team_id,
};
use crate::app::explain::explanation;
use crate::app::pair::{pair_command, seed_or_clock};
use crate::app::typed::{parse_manual, parse_score, roster_positions};
use crate::core::calendar::{hall_zone, in_hall};
use crate::core::{Colour, Command, GameResult, Tournament, next_state};
use crate::i18n::{Lang, Msg, Text};

#[derive(Debug, Args)]
pub struct PairArgs {
    #[command(flatten)]
    pub dir: DirArg,
    /// Round to pair (default: the next one).
    #[arg(long)]
    pub round: Option<u32>,
    /// The pairing by hand, by starting numbers, first-named team first:
    /// "1-5,2-6,3-7,4" (a lone number is the bye).
    #[arg(long, conflicts_with_all = ["seed", "explain", "swap", "flip", "discard"])]
    pub manual: Option<String>,
    /// Seed of the lot (initial colour of a Swiss, pairing numbers of a round robin);
    /// drawn from the clock when not given, and recorded either way.
    #[arg(long, conflicts_with_all = ["explain", "swap", "flip", "discard"])]
    pub seed: Option<u64>,
    /// Choose the initial colour of a Swiss instead of drawing it: white or black. With
    /// --manual it is recorded for the later rounds.
    #[arg(long, value_parser = parse_colour, conflicts_with_all = ["explain", "swap", "flip", "discard"])]
    pub initial_colour: Option<Colour>,
    /// Explain the pairing of --round: scoregroups, floaters, the criteria that decided.
    #[arg(long, requires = "round")]
    pub explain: bool,
    /// Exchange two teams between matches of the newest round: "3,7" (starting numbers).
    #[arg(long, conflicts_with_all = ["flip", "discard", "explain"])]
    pub swap: Option<String>,
    /// Exchange the colours of a table of the newest round.
    #[arg(long, conflicts_with_all = ["discard", "explain"])]
    pub flip: Option<usize>,
    /// Discard the pairing of the newest round (while it has no results).
    #[arg(long, conflicts_with = "explain")]
    pub discard: bool,
}

fn parse_colour(text: &str) -> Result<Colour, String> {
    match text.to_lowercase().as_str() {
        "white" | "w" => Ok(Colour::White),
        "black" | "b" => Ok(Colour::Black),
        _ => Err(format!("'{text}' is not a colour: white or black")),
    }
}

#[derive(Debug, Args)]
pub struct LineupArgs {
    #[command(flatten)]
    pub of: TeamRoundArgs,
    /// Roster positions of the players, e.g. 1,2,3,5; they go on the boards in roster order.
    #[arg(long)]
    pub players: String,
    /// When the captain handed the lineup in (RFC 3339), checked against the regulation's
    /// window or deadline.
    #[arg(long)]
    pub handed_in: Option<String>,
}

#[derive(Debug, Args)]
pub struct ResultArgs {
    #[command(flatten)]
    pub dir: DirArg,
    /// The round.
    #[arg(long)]
    pub round: u32,
    /// Table (match) number in the round.
    #[arg(long = "match")]
    pub table: usize,
    /// Board number and its result, White's first as on a scoresheet, whichever team's
    /// player has White: 1-0, 0-1, 1/2, +-, -+, -- (or "clear").
    // Its two values are one option so that a result `-+` or `--` is its value, never an
    // option or the end of options.
    #[arg(long, num_args = 2, value_names = ["BOARD", "RESULT"], allow_hyphen_values = true)]
    pub board: Option<Vec<String>>,
    /// The match score only, first-named team first, e.g. 2.5-1.5 (or "clear").
    #[arg(long, conflicts_with = "board")]
    pub score: Option<String>,
}

pub fn pair(args: PairArgs, lang: Lang) -> CliResult {
    let t = read_state(&args.dir)?;
    let newest = t.paired_rounds() as u32;
    if args.explain {
        let round = args.round.expect("clap requires --round");
        return out::print(explain(&t, round, lang)?);
    }
    if let Some(text) = args.swap {
        let numbers: Vec<&str> = text.split(',').map(str::trim).collect();
        let [a, b] = numbers.as_slice() else {
            return Err(Failure::said(Msg::CliSwapNeedsTwo.into()));
        };
        let number = |s: &str| starting_number(Msg::FieldSwap, s);
        let command = Command::SwapTeams {
            round: args.round.unwrap_or(newest),
            first: team_id(&t, number(a)?)?,
            second: team_id(&t, number(b)?)?,
        };
        return execute(&args.dir, command, lang);
    }
    if let Some(table) = args.flip {
        let round = args.round.unwrap_or(newest);
        return execute(&args.dir, Command::FlipColours { round, table }, lang);
    }
    if args.discard {
        let round = args.round.unwrap_or(newest);
        return execute(&args.dir, Command::ClearPairing { round }, lang);
    }
    let round = args.round.unwrap_or(newest + 1);
    match args.manual {
        Some(text) => {
            let (matches, bye) = parse_manual(&t, &text)?;
            let pairing = Command::SetPairing {
                round,
                matches,
                bye,
            };
            match args.initial_colour {
                Some(colour) => manual_with_initial_colour(&args.dir, pairing, colour, lang),
                None => execute(&args.dir, pairing, lang),
            }
        }
        None => {
            let seed = seed_or_clock(args.seed);
            if args.seed.is_some() {
                draws_by_lot(&t, round, seed, args.initial_colour)?;
            }
            execute_with(
                &args.dir,
                |t| pair_command(t, round, seed, args.initial_colour),
                lang,
            )?;
            let after = read_state(&args.dir)?;
            out::saved_print(pairings_text(&after, round, lang))
        }
    }
}

/// Refuses a seed given for a pairing that draws nothing by lot (a Swiss after round 1,
/// or round 1 with its initial colour chosen): it would be used for nothing and recorded
/// nowhere.
fn draws_by_lot(
    t: &Tournament,
    round: u32,
    seed: u64,
    initial_colour: Option<Colour>,
) -> CliResult {
    let draws = match pair_command(t, round, seed, initial_colour)? {
        Command::PairRound {
            pairing: Some(pairing),
            ..
        } => !pairing.lots.is_empty(),
        _ => true,
    };
    match draws {
        true => Ok(()),
        false => Err(Failure::said(
            Text::new(Msg::CliSeedDrawsNothing).arg("round", round),
        )),
    }
}

/// A pairing by hand and the initial-colour the arbiter chose with it (C.04.6 4.1), which
/// the later automatic rounds keep. Both are tried on the state first, so that either both
/// are saved or neither.
fn manual_with_initial_colour(
    dir: &Path,
    pairing: Command,
    colour: Colour,
    lang: Lang,
) -> CliResult {
    let mut store = open_writable(dir, lang)?;
    let colour = Command::SetInitialColour { colour };
    let (paired, _) = next_state(store.state(), pairing.clone())?;
    next_state(&paired, colour.clone())?;
    for command in [pairing, colour] {
        let applied = store.execute(command)?;
        println!("{}", applied.summary.render(lang));
    }
    Ok(())
}

/// `kup pair --explain`: the explanation as text in `lang`.
pub fn explain(t: &Tournament, round: u32, lang: Lang) -> Result<String, Failure> {
    let explained = explanation(t, round)?;
    let mut out = String::new();
    for line in &explained.lines {
        out.push_str(&line.render(lang));
        out.push('\n');
    }
    if explained.set_by_hand {
        out.push_str(lang.text(Msg::ExplainSetByHand));
        out.push('\n');
    }
    Ok(out)
}

pub fn lineup(args: LineupArgs, lang: Lang) -> CliResult {
    let t = read_state(&args.of.dir)?;
    let team = team_id(&t, args.of.team)?;
    let players = roster_positions(&t, team, &args.players)?;
    // Kept as the hall's clock shows it, whatever offset it was typed with.
    let handed_in = args
        .handed_in
        .map(|text| {
            DateTime::parse_from_rfc3339(&text)
                .map(|at| in_hall(hall_zone(&t), at))
                .map_err(|_| Failure::said(Text::new(Msg::CliHandedInNotATime).arg("value", &text)))
        })
        .transpose()?;
    execute(
        &args.of.dir,
        Command::SetLineup {
            round: args.of.round,
            team,
            players,
            handed_in,
        },
        lang,
    )
}

pub fn result(args: ResultArgs, lang: Lang) -> CliResult {
    match (args.board.as_deref(), args.score) {
        (Some([board, text]), None) => {
            let board: usize = board
                .trim()
                .parse()
                .map_err(|_| Failure::said(Text::new(Msg::CliNotABoard).arg("value", board)))?;
            let result = GameResult::parse(text)
                .ok_or_else(|| Failure::said(Text::new(Msg::CliNotAResult).arg("value", text)))?;
            let command = Command::SetResult {
                round: args.round,
                table: args.table,
                board,
                result,
            };
            let echo = typed_result(args.round, args.table, board, result);
            let mut store = open_writable(&args.dir, lang)?;
            // The result the board already has is no change: nothing to journal or undo.
            if board_result(store.state(), args.round, args.table, board) == Some(result) {
                let said = Text::new(Msg::ResultUnchanged)
                    .arg("round", args.round)
                    .arg("table", args.table)
                    .arg("board", board)
                    .arg("result", result.read_by(Colour::White));
                return out::line(said.render(lang));
            }
            let applied = store.execute(command)?;
            out::saved_line(echo.unwrap_or(applied.summary).render(lang))
        }
        (None, Some(text)) => {
            let command = Command::SetMatchScore {
                round: args.round,
                table: args.table,
                score: parse_score(&text)?,
            };
            execute(&args.dir, command, lang)
        }
        _ => Err(Failure::said(Msg::CliResultNeedsBoardOrScore.into())),
    }
}

/// The result board `board` of table `table` in round `round` has, all 1-based; `None` for
/// a board the round does not have (the command then says why) and for a match known by its
/// score only, whose score a board's result replaces.
fn board_result(t: &Tournament, round: u32, table: usize, board: usize) -> Option<GameResult> {
    let round = t.rounds.get(round.checked_sub(1)? as usize)?;
    let m = round.matches.get(table.checked_sub(1)?)?;
    let game = m.boards.get(board.checked_sub(1)?)?;
    m.score_only.is_none().then_some(game.result)
}

/// A board's result said back as it was typed, White's first, beside the board row's
/// reading (first-named team's player first), which the full-screen program shows;
/// `None` for a cleared result, which the summary says.
fn typed_result(round: u32, table: usize, board: usize, result: GameResult) -> Option<Text> {
    (result != GameResult::NotPlayed).then(|| {
        Text::new(Msg::CliResultTyped)
            .arg("round", round)
            .arg("table", table)
            .arg("board", board)
            .arg("typed", result.read_by(Colour::White))
            .arg_text("row", result.on_board(board.saturating_sub(1)))
    })
}
