//! `kup pairings`: a round's pairings as text, TSV or JSON, for the hall and for scripts.

use std::fmt::Write;

use clap::Args;
use serde::Serialize;
use unicode_width::UnicodeWidthStr;

use super::out::Format;
use super::{CliResult, DirArg, Failure, out, read_state};
use crate::core::{TeamId, Tournament};
use crate::i18n::format::number_text;
use crate::i18n::{Lang, Msg, Text};
use crate::scoring::{RoundOutcome, round_outcome};
use crate::tr;

#[derive(Debug, Args)]
pub struct PairingsArgs {
    #[command(flatten)]
    pub dir: DirArg,
    /// Round to print (default: the round in play).
    #[arg(long)]
    pub round: Option<u32>,
    /// How to print: text for people, tsv or json for programs.
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
}

/// One line of the pairing list; the bye has no table and no second team.
#[derive(Debug, Serialize)]
struct Row {
    round: u32,
    table: Option<usize>,
    white_no: usize,
    black_no: Option<usize>,
    white: String,
    black: Option<String>,
    /// Game points, first-named team first ("2.5-1.5"); empty while undecided, "bye".
    score: String,
}

fn rows(t: &Tournament, round: u32) -> Vec<Row> {
    let Some(entry) = t.rounds.get(round as usize - 1) else {
        return Vec::new();
    };
    let number = |id: TeamId| t.starting_number(id).unwrap_or(0);
    let name = |id: TeamId| t.team(id).map(|x| x.name.clone()).unwrap_or_default();
    let mut rows: Vec<Row> = entry
        .matches
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let score = match round_outcome(t, round, m.home) {
                RoundOutcome::Played {
                    game_points,
                    opponent_game_points,
                    ..
                } => format!("{}-{}", game_points.as_f64(), opponent_game_points.as_f64()),
                _ => String::new(),
            };
            Row {
                round,
                table: Some(i + 1),
                white_no: number(m.home),
                black_no: Some(number(m.away)),
                white: name(m.home),
                black: Some(name(m.away)),
                score,
            }
        })
        .collect();
    if let Some(bye) = entry.bye {
        rows.push(Row {
            round,
            table: None,
            white_no: number(bye),
            black_no: None,
            white: name(bye),
            black: None,
            score: "bye".to_string(),
        });
    }
    rows
}

/// The list as printed on the hall's notice board, in `lang`: the scores with the reader's
/// decimal separator (`2,5-1,5` in hr and sl; TSV and JSON keep `2.5-1.5`).
pub fn pairings_text(t: &Tournament, round: u32, lang: Lang) -> String {
    let rows = rows(t, round);
    let width = rows.iter().map(|r| r.white.width()).max().unwrap_or(0);
    let mut out = tr!(lang, Msg::CliPairingsTitle, round = round);
    out.push('\n');
    for r in &rows {
        let pad = " ".repeat(width - r.white.width());
        let mut line = String::new();
        let _ = match (&r.table, &r.black, r.black_no) {
            (Some(table), Some(black), Some(black_no)) => {
                let score: Vec<String> = r.score.split('-').map(|p| number_text(lang, p)).collect();
                write!(
                    line,
                    "{table:>3}. {:>3} {}{pad} - {black_no:>3} {black}  {}",
                    r.white_no,
                    r.white,
                    score.join("-")
                )
            }
            _ => write!(
                line,
                "     {:>3} {}{pad}   {}",
                r.white_no,
                r.white,
                lang.text(Msg::Bye)
            ),
        };
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

fn tsv(t: &Tournament, round: u32) -> String {
    let clean = |s: &str| s.replace(['\t', '\n'], " ");
    let mut out = String::from("round\ttable\twhite_no\tblack_no\twhite\tblack\tscore\n");
    for r in rows(t, round) {
        let _ = writeln!(
            out,
            "{}\t{}\t{}\t{}\t{}\t{}\t{}",
            r.round,
            r.table.map_or(String::new(), |x| x.to_string()),
            r.white_no,
            r.black_no.map_or(String::new(), |x| x.to_string()),
            clean(&r.white),
            clean(r.black.as_deref().unwrap_or("")),
            r.score
        );
    }
    out
}

pub fn pairings(args: PairingsArgs, lang: Lang) -> CliResult {
    let t = read_state(&args.dir)?;
    let paired = t.paired_rounds() as u32;
    let in_play = crate::core::clock::current_round(&t);
    let round = args.round.or(in_play).unwrap_or(0);
    if round == 0 || round > paired {
        return Err(Failure::said(
            Text::new(Msg::CliRoundNotPaired)
                .arg("round", round)
                .arg("paired", paired),
        ));
    }
    match args.format {
        Format::Text => out::print(pairings_text(&t, round, lang)),
        Format::Tsv => out::print(tsv(&t, round)),
        Format::Json => out::json(&rows(&t, round)),
    }
}
