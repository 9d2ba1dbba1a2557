//! `kup standings`, `kup crosstable`, `kup boards`, `kup draw-lots`.

use clap::Args;
use unicode_width::UnicodeWidthStr;

use super::out::Format;
use super::{CliResult, DirArg, Failure, execute_with, out, read_state};
use crate::app::lots::draw_lots;
use crate::app::pair::seed_or_clock;
use crate::core::Tournament;
use crate::i18n::format::number_text;
use crate::i18n::{Lang, Msg, Text};
use crate::interop::report::{Table, What, edition_line, marked_name, playoff_lines, report};
use crate::scoring::standings::{Standings, people_columns, standings};
use crate::tr;

#[derive(Debug, Args)]
pub struct StandingsArgs {
    #[command(flatten)]
    pub dir: DirArg,
    /// Standings after this round (default: the round in play).
    #[arg(long)]
    pub after_round: Option<u32>,
    /// How to print: text for people, tsv or json for programs.
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
}

/// The round to rank after: the one asked for, checked against the paired rounds.
pub(crate) fn round_to_rank(t: &Tournament, asked: Option<u32>) -> Result<u32, Failure> {
    let paired = t.paired_rounds() as u32;
    match asked {
        None => Ok(crate::core::clock::current_round(t).unwrap_or(0)),
        Some(r) if r <= paired => Ok(r),
        Some(r) => Err(Failure::said(
            Text::new(Msg::CliAfterRoundNotPaired)
                .arg("round", r)
                .arg("paired", paired),
        )),
    }
}

pub fn run_standings(args: StandingsArgs, lang: Lang) -> CliResult {
    let t = read_state(&args.dir)?;
    let s = standings(&t, round_to_rank(&t, args.after_round)?);
    let text = match args.format {
        Format::Text => standings_text(&t, &s, lang),
        Format::Tsv => s.to_tsv(),
        Format::Json => return out::json(&s),
    };
    out::print(text)
}

/// The standings as an aligned table with a heading, in `lang` (the criteria by the
/// regulations' names: Meč-bodovi, Meč točke).
pub fn standings_text(t: &Tournament, s: &Standings, lang: Lang) -> String {
    let shown = s.criteria_for_people();
    let mut header = crate::interop::report::standard_headings(lang);
    header.extend(crate::interop::report::criterion_headings(&s.chain, lang));
    let mut rows = vec![people_columns(&header, &shown)];
    for row in &s.rows {
        // Numbers as the reader writes them: 73,75 in hr and sl.
        let cells = people_columns(&row.cells(lang), &shown);
        let mut cells: Vec<String> = cells.iter().map(|c| number_text(lang, c)).collect();
        cells[2] = marked_name(t, row.team, s.after_round, &row.name, lang);
        rows.push(cells);
    }
    let mut out = tr!(
        lang,
        Msg::ReportStandingsTitle,
        event = t.info.name,
        round = s.after_round
    );
    out.push('\n');
    out.push_str(&align(&rows, &[2]));
    for criterion in &s.chain {
        let sm = criterion
            .swiss_manager_number()
            .map_or(String::new(), |n| format!(" (SM #{n})"));
        let name = lang.text(criterion.label());
        let heading = lang.text(criterion.heading());
        out.push_str(&format!("{heading}: {name}{sm}\n"));
    }
    out.push_str(&edition_line(t, lang));
    out.push('\n');
    for line in playoff_lines(s, lang) {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// Aligns cells in columns by display width (Č, Ž, ½ are one column wide); the columns
/// in `left` are left-aligned, the others right-aligned.
pub(crate) fn align(rows: &[Vec<String>], left: &[usize]) -> String {
    let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..columns)
        .map(|c| {
            rows.iter()
                .filter_map(|r| r.get(c))
                .map(|cell| cell.width())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for row in rows {
        let mut line = String::new();
        for (c, cell) in row.iter().enumerate() {
            let pad = " ".repeat(widths[c] - cell.width());
            if c > 0 {
                line.push_str("  ");
            }
            if left.contains(&c) {
                line.push_str(cell);
                line.push_str(&pad);
            } else {
                line.push_str(&pad);
                line.push_str(cell);
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

#[derive(Debug, Args)]
pub struct TableArgs {
    #[command(flatten)]
    pub dir: DirArg,
    /// After this round (default: the round in play).
    #[arg(long)]
    pub after_round: Option<u32>,
    /// How to print: text for people; tsv or json for programs (the records of
    /// `kup export --format csv`, every cell exact).
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
}

/// `kup crosstable` in `lang`: a round robin's crosstable (rows and columns in standings
/// order), or a Swiss event's round-by-round table with the colours by the reader's
/// initials (hr b/c, sl b/č), as the printout of `kup export --what crosstable` has it.
pub fn run_crosstable(args: TableArgs, lang: Lang) -> CliResult {
    print_report(&args, What::Crosstable, lang)
}

/// `kup boards` in `lang`: every board's players, ranked for the board prizes, as the
/// printout of `kup export --what boards` has them.
pub fn run_boards(args: TableArgs, lang: Lang) -> CliResult {
    print_report(&args, What::Boards, lang)
}

/// The printout of `what` after the round asked for, its tables aligned for the terminal
/// (names left, numbers right, no width limit) under its title and captions.
fn print_report(args: &TableArgs, what: What, lang: Lang) -> CliResult {
    let t = read_state(&args.dir)?;
    let round = round_to_rank(&t, args.after_round)?;
    let report = match round {
        0 => None,
        _ => Some(report(&t, what, Some(round), lang).map_err(|e| Failure::said(e.0))?),
    };
    let empty = report
        .as_ref()
        .is_none_or(|r| r.tables.iter().all(|table| table.rows.is_empty()));
    if args.format != Format::Text {
        let records = report.map(|r| r.records);
        return print_records(records.as_ref(), args.format);
    }
    let Some(report) = report.filter(|_| !empty) else {
        let nothing = match what {
            What::Boards => Msg::CliNoBoardResults,
            _ => Msg::NoRoundPaired,
        };
        return out::line(lang.text(nothing));
    };
    let mut text = format!("{}\n", report.title);
    for line in &report.lines {
        text.push_str(line);
        text.push('\n');
    }
    for table in &report.tables {
        if let Some(caption) = &table.caption {
            text.push('\n');
            text.push_str(caption);
            text.push('\n');
        }
        let left: Vec<usize> = (0..table.columns.len())
            .filter(|&c| !table.numeric[c])
            .collect();
        let mut rows = vec![table.columns.clone()];
        rows.extend(table.rows.iter().cloned());
        text.push_str(&align(&rows, &left));
    }
    out::print(text)
}

/// The records of a report (none before round 1) as TSV or JSON: a header line and a line
/// per record, or one object per record keyed by the column names.
fn print_records(records: Option<&Table>, format: Format) -> CliResult {
    let (columns, rows) = records.map_or((&[][..], &[][..]), |t| (&t.columns[..], &t.rows[..]));
    if format == Format::Json {
        let objects: Vec<serde_json::Map<String, serde_json::Value>> = rows
            .iter()
            .map(|row| {
                let cells = row
                    .iter()
                    .map(|cell| serde_json::Value::from(cell.as_str()));
                columns.iter().cloned().zip(cells).collect()
            })
            .collect();
        return out::json(&objects);
    }
    let lines = std::iter::once(columns).chain(rows.iter().map(Vec::as_slice));
    out::print(
        lines
            .map(|cells| cells.join("\t") + "\n")
            .collect::<String>(),
    )
}

pub(super) use crate::app::typed::starting_numbers;

#[derive(Debug, Args)]
pub struct DrawLotsArgs {
    #[command(flatten)]
    pub dir: DirArg,
    /// Starting numbers of the teams still tied, e.g. 3,7.
    #[arg(long)]
    pub teams: String,
    /// Seed of the draw (default: drawn from the clock); shown and kept, so the draw can
    /// be repeated.
    #[arg(long)]
    pub seed: Option<u64>,
}

/// `kup draw-lots`: the recorded drawing of lots among teams the chain leaves tied.
pub fn run_draw_lots(args: DrawLotsArgs, lang: Lang) -> CliResult {
    let t = read_state(&args.dir)?;
    let teams = starting_numbers(&t, &args.teams)?;
    let seed = seed_or_clock(args.seed);
    execute_with(&args.dir, |t| draw_lots(t, teams, seed), lang)
}
