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
mod out;
mod pairings;
mod penalty;
mod playoff;
mod roster;
pub mod round;
mod scope;
mod serve;
mod show;
mod standings;

use std::ffi::OsString;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use clap::{FromArgMatches, Parser, Subcommand};

pub use crate::app::exit::{Exit, Failure};
use crate::app::open::read_state;
use crate::app::recover::recover;
use crate::app::serve::DEFAULT_BIND;
use crate::config::Config;
use crate::core::{Command, CommandError, Tournament};
use crate::i18n::{Lang, Msg};
use crate::store::Store;
use crate::tr;
use crate::wallclock::WallClock;

#[derive(Debug, Parser)]
#[command(
    name = "kup",
    version,
    about = "Run a team chess tournament from the terminal"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Cmd>,
    /// Tournament directory to open in the full-screen program (default: a copy of the
    /// bundled sample).
    pub dir: Option<PathBuf>,
    /// Open without taking the writer's lock: look, change nothing.
    #[arg(long, global = true)]
    pub read_only: bool,
    /// Colour theme of the full-screen program: default, light, high-contrast, mono, or the
    /// path of a theme file (`NO_COLOR` set means mono).
    #[arg(long)]
    pub theme: Option<String>,
    /// Draw borders and separators with ASCII characters only.
    #[arg(long)]
    pub ascii: bool,
    /// Run on a fake clock starting at this hall time (e.g. 2015-02-15T09:30), for rehearsal
    /// and tests.
    #[arg(long, global = true, value_name = "TIME")]
    pub clock: Option<String>,
    /// Speed of the clock: fake seconds per real second (60 = a minute a second).
    #[arg(long, global = true, value_name = "N")]
    pub clock_speed: Option<f64>,
    /// Language of messages (default: `lang` in the configuration file, then the locale
    /// from LC_ALL, LC_MESSAGES or LANG, then English).
    #[arg(long, global = true, value_enum)]
    pub lang: Option<Lang>,
}

impl Cli {
    /// The clock the options ask for: the system clock, or a fake one.
    pub fn wall_clock(&self) -> Result<WallClock, Failure> {
        WallClock::from_options(self.clock.as_deref(), self.clock_speed).map_err(Failure::said)
    }

    /// The language to speak: `--lang`, the configuration file, the locale, English.
    pub fn language(&self) -> Result<Lang, Failure> {
        let chosen = configured(self.lang, Config::path().as_deref(), |c| c.lang)?;
        Ok(Lang::choose(chosen, None, |name| std::env::var(name).ok()))
    }

    /// The theme asked for: `--theme`, else `theme` in the configuration file (else none:
    /// the full-screen program then takes `default`, or `mono` under NO_COLOR).
    pub fn theme_choice(&self) -> Result<Option<String>, Failure> {
        self.theme_from(Config::path().as_deref())
    }

    /// Where the full-screen program serves the web pages: `serve_bind` in the
    /// configuration file, else this machine only.
    pub fn serve_bind(&self) -> Result<SocketAddr, Failure> {
        let configured = configured(None, Config::path().as_deref(), |c| c.serve_bind)?;
        Ok(configured.unwrap_or_else(|| DEFAULT_BIND.parse().expect("a socket address")))
    }

    fn theme_from(&self, config: Option<&Path>) -> Result<Option<String>, Failure> {
        configured(self.theme.clone(), config, |c| c.theme)
    }
}

/// `flag` when given (the configuration file is then not read at all, so a broken file
/// cannot stand in the way of a flag that overrides it), else what `pick` takes from the
/// configuration file at `path`.
fn configured<T>(
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
    Seating(penalty::SeatingArgs),
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
        && !may_be_a_typo(&matches)
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
    let matches = command
        .try_get_matches_from_mut(&args)
        .unwrap_or_else(|e| e.exit());
    // The tree is made again only for a word that may be a typo: a copy of it, made for
    // every run, would cost a `kup result` more than its journal's fsync.
    let tree = || help::command(lang);
    if let Some(typo) = mistyped_subcommand(tree, &command, &matches, &args) {
        typo.exit()
    }
    Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit())
}

/// `kup WORD` opens the tournament directory WORD, so clap takes any word that names no
/// subcommand for a directory and never says "did you mean". A WORD that is no directory
/// and is close to a subcommand's name (`kup standigs`) is a typo: this is clap's error
/// for it, found by parsing again as if kup took no directory, with its suggestion.
///
/// The probe is made from `tree`, the command before clap built it: an argument changed
/// in a built command is not built again.
fn mistyped_subcommand(
    tree: impl FnOnce() -> clap::Command,
    command: &clap::Command,
    matches: &clap::ArgMatches,
    args: &[OsString],
) -> Option<clap::Error> {
    if !may_be_a_typo(matches) {
        return None;
    }
    use clap::error::{ContextKind, ContextValue};
    let probe = tree().mut_arg("dir", |arg| arg.long("dir").hide(true));
    let mut error = probe.try_get_matches_from(args).err()?;
    error.get(ContextKind::SuggestedSubcommand)?;
    // The usage as kup's own help shows it, with the directory.
    let usage = command.clone().render_usage();
    error.insert(ContextKind::Usage, ContextValue::StyledStr(usage));
    Some(error)
}

/// Whether the word `kup WORD` took for a directory is none: it may be a mistyped
/// subcommand ([`mistyped_subcommand`]).
fn may_be_a_typo(matches: &clap::ArgMatches) -> bool {
    matches.subcommand().is_none()
        && matches
            .get_one::<PathBuf>("dir")
            .is_some_and(|word| !word.is_dir())
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

/// The command line as clap should see it. A result written `--` (double forfeit) as the
/// last word of `kup result` would be taken as clap's end-of-options marker and leave the
/// result out, so a lone trailing `--` there is passed as the marker followed by the value.
pub fn arguments(args: impl IntoIterator<Item = OsString>) -> Vec<OsString> {
    let mut args: Vec<OsString> = args.into_iter().collect();
    let is_result = args.get(1).is_some_and(|a| a == "result");
    let markers = args.iter().filter(|a| *a == "--").count();
    if is_result && markers == 1 && args.last().is_some_and(|a| a == "--") {
        args.push(OsString::from("--"));
    }
    args
}

pub type CliResult = Result<(), Failure>;

/// Runs one subcommand, printing to stdout in `lang`; `wall` is where "now" comes from.
pub fn run(command: Cmd, wall: &WallClock, lang: Lang) -> CliResult {
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
        Cmd::Seating(args) => penalty::seating(args, lang),
        Cmd::Penalty(cmd) => penalty::penalty(cmd, lang),
        Cmd::Result(args) => round::result(args, lang),
        Cmd::Schedule(args) => event::schedule(args, wall, lang),
        Cmd::Start(args) => clock::start(args, wall, lang),
        Cmd::Arrive(args) => clock::arrive(args, wall, lang),
        Cmd::Late(args) => clock::late(args, wall, lang),
        Cmd::Forfeits(args) => clock::forfeits(args, wall, lang),
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
        Cmd::Serve(args) => serve::run(args, wall.clone(), lang),
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
        eprintln!("{}", notice.render(lang));
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

#[cfg(test)]
mod tests {
    use super::*;

    /// `--theme` wins over the configuration file, which wins over the default (none).
    #[test]
    fn the_theme_flag_wins_over_the_configuration_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let config = dir.path().join("config.ron");
        std::fs::write(&config, "(theme: \"light\")").expect("write config");
        let with_flag = Cli::parse_from(["kup", "--theme", "mono"]);
        let without = Cli::parse_from(["kup"]);
        assert_eq!(
            with_flag
                .theme_from(Some(&config))
                .ok()
                .flatten()
                .as_deref(),
            Some("mono")
        );
        assert_eq!(
            without.theme_from(Some(&config)).ok().flatten().as_deref(),
            Some("light")
        );
        let missing = dir.path().join("none.ron");
        assert_eq!(without.theme_from(Some(&missing)).ok().flatten(), None);
        // A broken file is reported when it is needed, and not read when the flag is given.
        std::fs::write(&config, "(theme: 3)").expect("write config");
        assert!(without.theme_from(Some(&config)).is_err());
        assert!(with_flag.theme_from(Some(&config)).is_ok());
    }
}
