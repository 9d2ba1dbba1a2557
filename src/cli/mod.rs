//! The headless command line: the same commands as the TUI, for scripts, tests and the
//! arbiters who prefer them. Every subcommand that changes a tournament goes through
//! [`crate::store::Store::execute`].

mod clock;
mod clock_json;
pub mod engine;
mod event;
mod explain;
mod forbid;
pub mod help;
pub mod interop;
mod manual;
pub mod open;
mod out;
mod pairings;
mod penalty;
mod playoff;
mod roster;
pub mod round;
mod seating;
mod serve;
mod show;
mod standings;

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use clap::{FromArgMatches, Parser, Subcommand};

pub use crate::app::exit::{Exit, Failure};
use crate::app::open::read_state;
use crate::app::recover::recover;
use crate::config::Config;
use crate::core::{Command, CommandError, Tournament};
use crate::i18n::{Lang, Msg};
use crate::store::Store;
use crate::tr;
pub use out::note;

/// kup's command line: `kup SUBCOMMAND ...`, the full-screen program being `kup open [DIR]`
/// (see [`arguments`] for the shorter forms that still open it).
#[derive(Debug, Parser)]
#[command(
    name = "kup",
    version,
    about = "Run a team chess tournament from the terminal"
)]
pub struct Cli {
    #[command(subcommand)]
    pub run: Run,
    /// Language of messages (default: `lang` in the configuration file, then the locale
    /// from LC_ALL, LC_MESSAGES or LANG, then English).
    #[arg(long, global = true, value_enum)]
    pub lang: Option<Lang>,
}

impl Cli {
    /// The language to speak: `--lang`, the configuration file, the locale, English.
    pub fn language(&self) -> Result<Lang, Failure> {
        let chosen = configured(self.lang, Config::path().as_deref(), |c| c.lang)?;
        Ok(Lang::choose(chosen, None, |name| std::env::var(name).ok()))
    }
}

/// `flag` when given (the configuration file is then not read at all, so a broken file
/// cannot stand in the way of a flag that overrides it), else what `pick` takes from the
/// configuration file at `path`.
pub(crate) fn configured<T>(
    flag: Option<T>,
    path: Option<&Path>,
    pick: impl FnOnce(Config) -> Option<T>,
) -> Result<Option<T>, Failure> {
    match (flag, path) {
        (Some(flag), _) => Ok(Some(flag)),
        (None, Some(path)) => Ok(pick(
            Config::load(path).map_err(|bad| Failure::with(Exit::Io, bad))?,
        )),
        (None, None) => Ok(None),
    }
}

/// What a run of kup does: the full-screen program, which the binary starts (the faces
/// do not call each other), or a subcommand, which [`run`] runs.
#[derive(Debug, Subcommand)]
pub enum Run {
    /// Open a tournament in the full-screen program (without a directory: a copy of the
    /// bundled sample).
    Open(open::OpenArgs),
    #[command(flatten)]
    Command(Cmd),
}

#[derive(Debug, Subcommand)]
pub enum Cmd {
    /// List the regulation presets that ship with kup.
    Presets(out::TextOrJson),
    /// Write a preset's regulation as RON, to copy and edit as a custom regulation.
    Regulation(show::RegulationArgs),
    /// Create a new tournament directory from a preset or a regulation file.
    New(event::NewArgs),
    /// Show or set the event's name, days, venue, city, federation and arbiters.
    Event(event::EventArgs),
    /// Show or choose how the Swiss is paired: team-swiss (C.04.6) or dutch (the legacy
    /// team mode), before round 1.
    SwissPairing(show::SwissPairingArgs),
    /// Add, edit, remove or move teams.
    #[command(subcommand)]
    Team(roster::TeamCmd),
    /// Add, edit, remove or move players on a team's roster.
    #[command(subcommand)]
    Player(roster::PlayerCmd),
    /// Pair the next round automatically (`--manual` by hand; `--explain`, `--swap`,
    /// `--flip`, `--discard`).
    Pair(round::PairArgs),
    /// Keep teams apart in the pairing (e.g. two teams of one club), or list or clear that.
    Forbid(forbid::ForbidArgs),
    /// Print a round's pairings (text, tsv or json).
    Pairings(pairings::PairingsArgs),
    /// Set the lineup of a team for a round, by roster positions.
    Lineup(round::LineupArgs),
    /// Record the order a team's players actually sat in, once the games started.
    Seating(seating::SeatingArgs),
    /// Impose, lift or list penalties under the regulation.
    #[command(subcommand)]
    Penalty(penalty::PenaltyCmd),
    /// Enter the result of a board, or the score of a match.
    Result(round::ResultArgs),
    /// Show the schedule, or set a round's date, time or venue (the default time counts
    /// from its start).
    Schedule(event::ScheduleArgs),
    /// Record that the clocks of a round were started.
    Start(clock::StartArgs),
    /// Record that a player sat down at his board.
    Arrive(clock::ArriveArgs),
    /// The players who have not sat down yet, with the time left to the default time.
    Late(clock::LateArgs),
    /// The forfeits the default time has made due; `--apply` enters them.
    Forfeits(clock::ForfeitsArgs),
    /// Undo the last change.
    Undo(DirArg),
    /// Redo the last undone change.
    Redo(DirArg),
    /// Make the newest readable snapshot current after a broken file was set aside.
    Recover(DirArg),
    /// Print a readable summary of the tournament.
    Show(show::ReportArgs),
    /// List every rule violation; exit status 1 if there is any.
    Check(show::ReportArgs),
    /// Standings after a round with every tie-break of the regulation's chain.
    Standings(standings::StandingsArgs),
    /// Crosstable of a round robin, round-by-round table of a Swiss.
    Crosstable(standings::TableArgs),
    /// Individual results per board, ranked for the board prizes.
    Boards(standings::TableArgs),
    /// Why teams stand where they do: the criterion that separates them, each value's terms.
    Explain(explain::ExplainArgs),
    /// Draw lots among teams the whole chain leaves tied (seed shown and kept).
    DrawLots(standings::DrawLotsArgs),
    /// Pair the play-off of two teams the chain leaves tied (colours by lot), or enter
    /// its results.
    Playoff(playoff::PlayoffArgs),
    /// Write the event for FIDE (TRF) or for people (HTML, CSV, text, a web site).
    Export(interop::ExportArgs),
    /// Serve the event's web pages, read-only, following every change, until Ctrl-C.
    Serve(serve::ServeArgs),
    /// Build a tournament from another program's file, or fill one from a FIDE rating
    /// list or a CSV roster.
    #[command(subcommand)]
    Import(interop::ImportCmd),
    /// The pairing engine for other programs: pair the next round of a TRF
    /// (`--system team-swiss|dutch|berger INPUT.trf [-p OUTPUT]`).
    Engine(engine::EngineArgs),
    /// Print the completion script for a shell (bash, zsh, fish, powershell, elvish).
    Completions(manual::CompletionsArgs),
    /// Print kup's manual page (roff), or write a page per subcommand into a directory.
    Man(manual::ManArgs),
}

/// The tournament directory every subcommand that works on one takes as its first word:
/// one argument, flattened into each subcommand's arguments, so its help and its name are
/// the same everywhere. It reads as the path itself (`&args.dir` is a `&Path`).
#[derive(Debug, clap::Args)]
pub struct DirArg {
    /// Tournament directory.
    pub dir: PathBuf,
}

/// One team's round of a tournament: the directory, the round and the team by its
/// starting number, as every subcommand about what a team did in a round takes them.
#[derive(Debug, clap::Args)]
pub struct TeamRoundArgs {
    #[command(flatten)]
    pub dir: DirArg,
    /// The round.
    #[arg(long)]
    pub round: u32,
    /// Starting number of the team.
    #[arg(long)]
    pub team: usize,
}

impl std::ops::Deref for DirArg {
    type Target = Path;

    fn deref(&self) -> &Path {
        &self.dir
    }
}

impl AsRef<Path> for DirArg {
    fn as_ref(&self) -> &Path {
        &self.dir
    }
}

/// Parses the command line (after [`arguments`]) with its help and usage in the reader's
/// language, which is chosen before clap has parsed anything: `--lang` as typed, else
/// the configuration file, else the locale. A configuration file that does not read is
/// ignored here (the help is then in the locale's language) and reported after parsing.
pub fn parse(args: Vec<OsString>) -> Cli {
    // A run that parses and shows no help, usage or error needs none of the texts, and
    // making them in the reader's language is most of kup's start: clap parses the plain
    // tree first, and only what it refuses or must show is parsed again with the texts.
    if let Ok(matches) = <Cli as clap::CommandFactory>::command().try_get_matches_from(&args)
        && let Ok(cli) = Cli::from_arg_matches(&matches)
    {
        return cli;
    }
    let typed = typed_lang(&args);
    let configured = configured(typed, Config::path().as_deref(), |c| c.lang)
        .ok()
        .flatten();
    let lang = Lang::choose(configured, None, |name| std::env::var(name).ok());
    let mut command = help::parser(help::command(lang), lang);
    if let Some(error) = subcommand_after_directory(&mut command, &args, lang) {
        error.exit()
    }
    let matches = command
        .try_get_matches_from_mut(&args)
        .unwrap_or_else(|e| e.exit());
    Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit())
}

/// The value of `--lang X` or `--lang=X`, if it names a language kup speaks.
fn typed_lang(args: &[OsString]) -> Option<Lang> {
    use clap::ValueEnum;
    let words: Vec<&str> = args.iter().filter_map(|a| a.to_str()).collect();
    let value = words.iter().enumerate().find_map(|(i, word)| match *word {
        "--lang" => words.get(i + 1).copied(),
        other => other.strip_prefix("--lang="),
    })?;
    Lang::from_str(value, true).ok()
}

/// The options of kup and of `kup open` that take a value as the next word.
const OPTIONS_WITH_VALUES: [&str; 4] = ["--lang", "--theme", "--clock", "--clock-speed"];

/// The words of the command line that are no option nor an option's value, by index.
fn positionals(args: &[OsString]) -> Vec<(usize, &str)> {
    let mut found = Vec::new();
    let mut takes_value = false;
    for (i, arg) in args.iter().enumerate().skip(1) {
        let word = arg.to_str().unwrap_or("");
        if std::mem::take(&mut takes_value) {
            continue;
        }
        if word == "--" {
            break;
        }
        if word.starts_with('-') && word.len() > 1 {
            takes_value = OPTIONS_WITH_VALUES.contains(&word);
            continue;
        }
        found.push((i, word));
    }
    found
}

/// Is `word` the name of one of kup's subcommands (or clap's `help`)?
fn is_subcommand(word: &str) -> bool {
    word == "help"
        || <Cli as clap::CommandFactory>::command()
            .get_subcommands()
            .any(|sub| sub.get_name() == word)
}

/// The command line as clap should read it. The full-screen program is `kup open [DIR]`;
/// its shorter forms stay: `kup` (the bundled sample) and `kup DIR`, where DIR is the only
/// word and no subcommand's name, whether or not the directory exists yet (any name
/// works for a new event: `kup teams`). A first word followed by others is a subcommand,
/// so that clap names the one meant when it is mistyped (`kup standigs DIR`).
pub fn arguments(args: impl IntoIterator<Item = OsString>) -> Vec<OsString> {
    let mut args: Vec<OsString> = args.into_iter().collect();
    let asks_for_help = args
        .iter()
        .skip(1)
        .any(|a| ["-h", "--help", "-V", "--version"].contains(&a.to_str().unwrap_or("")));
    let opens = match positionals(&args).as_slice() {
        [] => !asks_for_help,
        [(_, word)] => !is_subcommand(word),
        _ => false,
    };
    if opens {
        args.insert(1.min(args.len()), OsString::from("open"));
    }
    args
}

/// `kup DIR SUBCOMMAND ...`, the subcommand after the directory, answered with the order
/// kup takes (`kup SUBCOMMAND DIR ...`), where clap would only say that DIR names no
/// subcommand.
fn subcommand_after_directory(
    command: &mut clap::Command,
    args: &[OsString],
    lang: Lang,
) -> Option<clap::Error> {
    let words = positionals(args);
    let [(_, first), (_, second), ..] = words.as_slice() else {
        return None;
    };
    if is_subcommand(first) || !is_subcommand(second) {
        return None;
    }
    let text = tr!(
        lang,
        Msg::CliSubcommandFirst,
        word = first,
        subcommand = second
    );
    Some(command.error(clap::error::ErrorKind::InvalidSubcommand, text))
}

pub type CliResult = Result<(), Failure>;

/// Runs one subcommand, printing to stdout in `lang`.
pub fn run(command: Cmd, lang: Lang) -> CliResult {
    match command {
        Cmd::Presets(format) => show::presets(format, lang),
        Cmd::Regulation(args) => show::regulation(args, lang),
        Cmd::New(args) => event::new(args, lang),
        Cmd::Event(args) => event::event(args, lang),
        Cmd::SwissPairing(args) => show::swiss_pairing(args, lang),
        Cmd::Team(cmd) => roster::team(cmd, lang),
        Cmd::Player(cmd) => roster::player(cmd, lang),
        Cmd::Pair(args) => round::pair(args, lang),
        Cmd::Forbid(args) => forbid::forbid(args, lang),
        Cmd::Pairings(args) => pairings::pairings(args, lang),
        Cmd::Lineup(args) => round::lineup(args, lang),
        Cmd::Seating(args) => seating::seating(args, lang),
        Cmd::Penalty(cmd) => penalty::penalty(cmd, lang),
        Cmd::Result(args) => round::result(args, lang),
        Cmd::Schedule(args) => event::schedule(args.clock.wall_clock()?, args, lang),
        Cmd::Start(args) => clock::start(args.clock.wall_clock()?, args, lang),
        Cmd::Arrive(args) => clock::arrive(args.clock.wall_clock()?, args, lang),
        Cmd::Late(args) => clock::late(args.clock.wall_clock()?, args, lang),
        Cmd::Forfeits(args) => clock::forfeits(args.clock.wall_clock()?, args, lang),
        Cmd::Undo(DirArg { dir }) => {
            let undone = open_writable(&dir, lang)?.undo()?;
            out::saved_line(tr!(lang, Msg::Undone, what = undone.render(lang)))
        }
        Cmd::Redo(DirArg { dir }) => {
            let redone = open_writable(&dir, lang)?.redo()?;
            out::saved_line(tr!(lang, Msg::Redone, what = redone.render(lang)))
        }
        Cmd::Recover(DirArg { dir }) => out::saved_line(recover(&dir)?.render(lang)),
        Cmd::Show(args) => show::show(args, lang),
        Cmd::Check(args) => show::check(args, lang),
        Cmd::Standings(args) => standings::run_standings(args, lang),
        Cmd::Crosstable(args) => standings::run_crosstable(args, lang),
        Cmd::Boards(args) => standings::run_boards(args, lang),
        Cmd::Explain(args) => explain::run_explain(args, lang),
        Cmd::DrawLots(args) => standings::run_draw_lots(args, lang),
        Cmd::Playoff(args) => playoff::run_playoff(args, lang),
        Cmd::Export(args) => interop::export(args, lang),
        Cmd::Serve(args) => serve::run(args, lang),
        Cmd::Import(cmd) => interop::import(cmd, lang),
        Cmd::Engine(args) => engine::run(args, lang),
        Cmd::Completions(args) => manual::completions(args, lang),
        Cmd::Man(args) => manual::man(args, lang),
    }
}

/// The tournament at `dir` opened to be changed; what the opening found (a change a crash
/// cut short, dropped) is said on stderr in `lang`, apart from the command's output.
pub(crate) fn open_writable(dir: &Path, lang: Lang) -> Result<Store, Failure> {
    let mut store = crate::app::open::open_writable(dir)?;
    if let Some(notice) = store.take_notice() {
        out::note(notice.render(lang));
    }
    Ok(store)
}

/// Opens a directory, runs one command and prints its summary in `lang`.
pub(crate) fn execute(dir: &Path, command: Command, lang: Lang) -> CliResult {
    execute_with(dir, |_| Ok(command), lang)
}

/// As [`execute`], with the command made from the state it applies to
/// ([`crate::store::Store::execute_with`]): a pairing or a lot's tie computed above the core.
pub(crate) fn execute_with(
    dir: &Path,
    make: impl FnOnce(&Tournament) -> Result<Command, CommandError>,
    lang: Lang,
) -> CliResult {
    let mut store = open_writable(dir, lang)?;
    let applied = store.execute_with(make)?;
    out::saved_line(applied.summary.render(lang))
}

pub(crate) use crate::app::typed::team_id;

/// A starting number typed for `field`, or an error naming the field and the text.
pub(crate) fn starting_number(field: Msg, text: &str) -> Result<usize, Failure> {
    crate::app::teams::starting_number(field, text).map_err(Failure::said)
}
