//! `kup export` and `kup import`: FIDE TRF out and in, and the printouts for people.

use std::path::{Path, PathBuf};

use clap::{Args, Subcommand, ValueEnum};

use super::{CliResult, DirArg, Exit, Failure, open_writable, out, read_state};
use crate::app::export::write_site;
use crate::app::import::{ImportFailure, RosterFile, import_roster_file};
use crate::app::print::{PrintFormat, printout};
use crate::core::{Regulation, Tournament};
use crate::i18n::{Lang, Msg, Text};
use crate::interop::report::What;
use crate::interop::trf::{self, TrfVersion};
use crate::interop::{MOST_FILE_BYTES, ReadError, read_bounded};
use crate::store::Store;
use crate::tr;

#[derive(Debug, Subcommand)]
pub enum ImportCmd {
    /// Build a tournament directory from a FIDE TRF (TRF-2026 or TRF16) of a team event.
    Trf(ImportTrfArgs),
    /// Refresh name, federation, title, birth year and FIDE rating of the players by FIDE
    /// ID from a FIDE rating list file (players_list_foa.txt or the XML), read once.
    FideList {
        /// The rating list (TXT or XML, unzipped).
        file: PathBuf,
        #[command(flatten)]
        dir: DirArg,
    },
    /// Add or update teams and players from a CSV roster. Header (any order, `,` or `;`):
    /// team, board, name ("Surname, Given"), fide_id, fide_rating, national_rating,
    /// federation, born, title, citizenship, registered. Only team and name are required;
    /// an empty cell keeps what kup has.
    RosterCsv {
        /// The roster file.
        file: PathBuf,
        #[command(flatten)]
        dir: DirArg,
    },
}

#[derive(Debug, Args)]
pub struct ImportTrfArgs {
    /// The TRF file.
    pub file: PathBuf,
    /// Tournament directory to create.
    pub dir: PathBuf,
    /// Regulation preset that ranks the event (see `kup presets`); the event's facts the
    /// file states (boards, match points, bye, rounds) override it.
    #[arg(long)]
    pub preset: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ExportFormat {
    /// FIDE TRF-2026 with the team records (the whole event; --what is not used).
    Trf,
    /// FIDE TRF16 with team line 013, for older readers.
    Trf16,
    /// One printable HTML file (A4, UTF-8).
    Html,
    /// One row per record, columns documented in `interop::table_csv`.
    Csv,
    /// Plain text in 80 columns.
    Txt,
    /// The event's web pages as a folder (-o), in every language, to upload to a web host
    /// (--what and --round are not used)
    Site,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum WhatArg {
    /// The pairings and results of a round.
    Pairings,
    /// Standings with the regulation's tie-break columns.
    Standings,
    /// Crosstable (round robin) or round-by-round table (Swiss).
    Crosstable,
    /// Individual results board by board, for the board prizes.
    Boards,
    /// Every player in alphabetical order (the event's alphabet: Č after C, Dž after D).
    Players,
}

impl From<WhatArg> for What {
    fn from(what: WhatArg) -> What {
        match what {
            WhatArg::Pairings => What::Pairings,
            WhatArg::Standings => What::Standings,
            WhatArg::Crosstable => What::Crosstable,
            WhatArg::Boards => What::Boards,
            WhatArg::Players => What::Players,
        }
    }
}

#[derive(Debug, Args)]
pub struct ExportArgs {
    #[command(flatten)]
    pub dir: DirArg,
    /// The file format.
    #[arg(long, value_enum)]
    pub format: ExportFormat,
    /// What to print (html, csv, txt).
    #[arg(long, value_enum)]
    pub what: Option<WhatArg>,
    /// The round: its pairings, or the standings after it (default: the round in play).
    #[arg(long)]
    pub round: Option<u32>,
    /// Write to this file instead of standard output (`-`: standard output). A file is
    /// replaced whole (a symbolic link there is replaced, never followed); a device or a
    /// FIFO is written to as it is.
    #[arg(short = 'o', long = "output")]
    pub output: Option<PathBuf>,
    /// Permissions of a file the export creates, in octal (600: the owner's alone, since an
    /// export holds the players' birth years and ratings). By default the umask decides,
    /// as for every Unix tool. Only with -o: standard output has no permissions to set.
    #[arg(long, value_name = "OCTAL", requires = "output", value_parser = octal_mode)]
    pub mode: Option<u32>,
}

/// `--mode 644` as permission bits.
fn octal_mode(text: &str) -> Result<u32, String> {
    u32::from_str_radix(text, 8)
        .ok()
        .filter(|mode| *mode <= 0o777)
        .ok_or_else(|| format!("'{text}' is not an octal mode such as 600 or 644"))
}

pub fn import(cmd: ImportCmd, lang: Lang) -> CliResult {
    match cmd {
        ImportCmd::Trf(args) => import_trf(args, lang),
        ImportCmd::FideList { file, dir } => import_file(&dir, &file, RosterFile::FideList, lang),
        ImportCmd::RosterCsv { file, dir } => import_file(&dir, &file, RosterFile::RosterCsv, lang),
    }
}

/// A rating list or roster file imported as one change (one `kup undo` takes it back);
/// the report says what changed. A refused file is named before its line and rule (a
/// script may import several; the TUI's form shows the file it was given).
fn import_file(dir: &Path, file: &Path, kind: RosterFile, lang: Lang) -> CliResult {
    let mut store = open_writable(dir, lang)?;
    let report = import_roster_file(&mut store, kind, file).map_err(|e| match e {
        ImportFailure::File(_) => Failure::io(
            Text::new(Msg::ImportInFile)
                .arg("path", file.display())
                .arg("problem", e.render(lang))
                .render(lang),
        ),
        ImportFailure::Store(e) => Failure::from(e),
    })?;
    out::saved_line(report.render(lang))
}

fn import_trf(args: ImportTrfArgs, lang: Lang) -> CliResult {
    let regulation =
        Regulation::preset(&args.preset).map_err(|e| command_failed("import", e.text()))?;
    let text = read_trf(&args.file, "import")?;
    let imported = trf::import(&text, regulation)
        .map_err(|e| Failure::with(Exit::Io, trf_failed("import", &args.file, e.into())))?;
    print_notes(&args.file, &imported.notes, lang);
    let t = imported.tournament;
    let summary = Text::new(Msg::TrfImported)
        .arg("teams", t.teams.len())
        .arg("rounds", t.paired_rounds())
        .arg("dir", args.dir.display());
    Store::create(&args.dir, t)?;
    out::saved_line(summary.render(lang))
}

/// The text of the TRF at `path` for the subcommand `command` (`import`, `engine`): a file
/// that cannot be read or is not UTF-8 is refused, naming the byte.
pub(crate) fn read_trf(path: &Path, command: &'static str) -> Result<String, Failure> {
    let failed = |problem: Text| Failure {
        status: Exit::Io,
        ..command_failed(command, problem)
    };
    let bytes = read_bounded(path, MOST_FILE_BYTES).map_err(|e| {
        let said = Text::new(Msg::ImportCannotRead).arg("path", path.display());
        failed(match e {
            ReadError::Io(problem) => said.arg("problem", problem),
            too_long => said.arg_text("problem", too_long.text()),
        })
    })?;
    String::from_utf8(bytes).map_err(|e| {
        failed(
            Text::new(Msg::TrfNotUtf8)
                .arg("path", path.display())
                .arg("byte", e.utf8_error().valid_up_to()),
        )
    })
}

/// "engine: problem", the subcommand `command` (`import`, `engine`) refused.
pub(crate) fn command_failed(command: &'static str, problem: Text) -> Failure {
    Failure::said(
        Text::new(Msg::TrfCommandFailed)
            .arg("command", command)
            .arg_text("problem", problem),
    )
}

/// "import: FILE: problem", a TRF the subcommand `command` refuses.
pub(crate) fn trf_failed(command: &'static str, path: &Path, problem: Text) -> Text {
    Text::new(Msg::TrfFileFailed)
        .arg("command", command)
        .arg("path", path.display())
        .arg_text("problem", problem)
}

/// The TRF reader's notes on stderr in `lang`, each after the file's name.
pub(crate) fn print_notes(path: &Path, notes: &[trf::Note], lang: Lang) {
    for note in notes {
        out::note(format!("{}: {}", path.display(), note.text().render(lang)));
    }
}

pub fn export(args: ExportArgs, lang: Lang) -> CliResult {
    let t = read_state(&args.dir)?;
    let format = match args.format {
        ExportFormat::Trf => return export_trf(&t, TrfVersion::Trf2026, &args, lang),
        ExportFormat::Trf16 => return export_trf(&t, TrfVersion::Trf16, &args, lang),
        ExportFormat::Html => PrintFormat::Html,
        ExportFormat::Csv => PrintFormat::Csv,
        ExportFormat::Txt => PrintFormat::Txt,
        ExportFormat::Site => return export_site(&t, &args, lang),
    };
    let what = args
        .what
        .ok_or_else(|| Failure::said(Text::new(Msg::ExportWhatNeeded)))?;
    if what == WhatArg::Players && args.round.is_some() {
        return Err(Failure::said(Text::new(Msg::ExportPlayersHaveNoRound)));
    }
    let text = printout(&t, format, what.into(), args.round, lang)?;
    deliver(&args, text.as_bytes(), lang)
}

/// The whole event as TRF, its warnings on stderr; `--what` and `--round` do not apply.
fn export_trf(t: &Tournament, version: TrfVersion, args: &ExportArgs, lang: Lang) -> CliResult {
    if args.what.is_some() || args.round.is_some() {
        return Err(Failure::said(Text::new(Msg::ExportTrfIsWholeEvent)));
    }
    let written = trf::export(t, version);
    for warning in written.warnings {
        let said = Text::new(Msg::ExportProblem).arg_text("problem", warning);
        out::note(said.render(lang));
    }
    deliver(args, written.text.as_bytes(), lang)
}

/// The event's web pages into the folder `-o`.
fn export_site(t: &Tournament, args: &ExportArgs, lang: Lang) -> CliResult {
    let folder = match args.output.as_deref() {
        Some(path) if path != Path::new("-") && args.what.is_none() && args.round.is_none() => path,
        _ => return Err(Failure::said(Text::new(Msg::SiteNeedsFolder))),
    };
    let count = write_site(t, folder, args.mode.into())?;
    out::line(tr!(
        lang,
        Msg::SiteWritten,
        count = count,
        dir = folder.display()
    ))
}

/// Writes to `-o` (and says so in `lang` when it is a file), or to standard output.
fn deliver(args: &ExportArgs, bytes: &[u8], lang: Lang) -> CliResult {
    if args.mode.is_some() && args.output.as_deref() == Some(Path::new("-")) {
        return Err(Failure::said(Text::new(Msg::ExportModeNeedsFile)));
    }
    match out::deliver(args.output.as_deref(), bytes, args.mode.into())? {
        Some(path) => out::line(tr!(lang, Msg::ExportWrote, path = path.display())),
        None => Ok(()),
    }
}
