//! The command line's help in the reader's language. clap's derive takes the help texts
//! from doc comments, which are English and fixed at compile time; so the command is built
//! from the derive and then, at run time, given the catalogue's texts: the about line of
//! kup and of every subcommand, the help of every argument and option, the headings and the
//! help and version flags. An argument's English help stays its doc comment, where a reader
//! of the code looks for it; the catalogue's entry for it is found by that English text, as
//! gettext finds a message by its source string. clap writes the usage lines itself and
//! does not wrap them, so once the tree is built each is made by clap, wrapped here and
//! given back. What clap writes itself stays English: its error messages ("unexpected
//! argument"; ARCHITECTURE.md says why) and the usage line's placeholders (`<DIR>`,
//! `[OPTIONS]`).

use clap::{Arg, ArgAction, Command, CommandFactory};

use super::{Cli, Exit};
use crate::i18n::width::{width, wrap};
use crate::i18n::{Lang, Msg};

/// The help of the subcommands' arguments, found by their English text ([`arg_help`]).
const ARG_HELP: &[Msg] = &[
    Msg::HelpArgDir,
    Msg::HelpArgReadOnly,
    Msg::HelpArgTheme,
    Msg::HelpArgAscii,
    Msg::HelpArgClock,
    Msg::HelpArgClockSpeed,
    Msg::HelpArgLang,
    Msg::ArgHelpBind,
    Msg::ArgHelpCaptains,
    Msg::ArgHelpRegulationFile,
    Msg::ArgHelpAdmitOverride,
    Msg::ArgHelpAfterRound,
    Msg::ArgHelpBoardInMatch,
    Msg::ArgHelpBoardInTeamMatch,
    Msg::ArgHelpBoardThenResult,
    Msg::ArgHelpPlayerBoard,
    Msg::ArgHelpLineupOverride,
    Msg::ArgHelpChiefArbiter,
    Msg::ArgHelpInitialColour,
    Msg::ArgHelpCitizenship,
    Msg::ArgHelpEventCity,
    Msg::ArgHelpFirstRoundDate,
    Msg::ArgHelpRoundDate,
    Msg::ArgHelpLaterRoundDates,
    Msg::ArgHelpRoundSpacing,
    Msg::ArgHelpDeputies,
    Msg::ArgHelpDirToCreate,
    Msg::ArgHelpUnpair,
    Msg::ArgHelpApplyForfeits,
    Msg::ArgHelpFlipColours,
    Msg::ArgHelpSwapTeams,
    Msg::ArgHelpExplainCriterion,
    Msg::ArgHelpExplainPairing,
    Msg::ArgHelpFideId,
    Msg::ArgHelpFederation,
    Msg::ArgHelpFideRating,
    Msg::ArgHelpFideTitle,
    Msg::ArgHelpFirstMissedRound,
    Msg::ArgHelpSwissMode,
    Msg::ArgHelpFormatTextJson,
    Msg::ArgHelpFormatTextTsvJson,
    Msg::ArgHelpFormatExact,
    Msg::ArgHelpTournamentNameDefault,
    Msg::ArgHelpTournamentName,
    Msg::ArgHelpNationalRating,
    Msg::ArgHelpNewRosterPosition,
    Msg::ArgHelpOnlyTable,
    Msg::ArgHelpEngineCheck,
    Msg::ArgHelpExportMode,
    Msg::ArgHelpPresetToPrint,
    Msg::ArgHelpEngineGenerate,
    Msg::ArgHelpPreset,
    Msg::ArgHelpEnginePreset,
    Msg::ArgHelpImportPreset,
    Msg::ArgHelpRosterPosition,
    Msg::ArgHelpSeatingOrder,
    Msg::ArgHelpLineupPositions,
    Msg::ArgHelpRoundDefaultNewest,
    Msg::ArgHelpRoundToPair,
    Msg::ArgHelpRoundToPlan,
    Msg::ArgHelpRoundToPrint,
    Msg::ArgHelpGeneratedRounds,
    Msg::ArgHelpBanRounds,
    Msg::ArgHelpScheduledStart,
    Msg::ArgHelpLotSeedRepeatable,
    Msg::ArgHelpGeneratorSeed,
    Msg::ArgHelpPairingLotSeed,
    Msg::ArgHelpStandingsAfter,
    Msg::ArgHelpPlayersTeam,
    Msg::ArgHelpTeam,
    Msg::ArgHelpTiedTeams,
    Msg::ArgHelpPlayoffTeams,
    Msg::ArgHelpPlayoffSeed,
    Msg::ArgHelpPlayoffResults,
    Msg::ArgHelpPlayoffMatch,
    Msg::ArgHelpCompareTeams,
    Msg::ArgHelpForbidTeams,
    Msg::ArgHelpPairingNumbers,
    Msg::ArgHelpTable,
    Msg::ArgHelpUndoArrival,
    Msg::ArgHelpLiftForbid,
    Msg::ArgHelpClearAbsence,
    Msg::ArgHelpGeneratedTeams,
    Msg::ArgHelpEngineInput,
    Msg::ArgHelpGeneratorOutput,
    Msg::ArgHelpTrfFile,
    Msg::ArgHelpReason,
    Msg::ArgHelpClub,
    Msg::ArgHelpEventFirstDay,
    Msg::ArgHelpEventLastDay,
    Msg::ArgHelpFileFormat,
    Msg::ArgHelpMatchScore,
    Msg::ArgHelpNewStartingNumber,
    Msg::ArgHelpOrganiserFederation,
    Msg::ArgHelpNewTimeZone,
    Msg::ArgHelpTimeZone,
    Msg::ArgHelpManualPairing,
    Msg::ArgHelpCheckSystem,
    Msg::ArgHelpPenaltyNumber,
    Msg::ArgHelpUnregistered,
    Msg::ArgHelpPositionOnRoster,
    Msg::ArgHelpRatingList,
    Msg::ArgHelpRosterFile,
    Msg::ArgHelpAbsentRound,
    Msg::ArgHelpRound,
    Msg::ArgHelpExportRound,
    Msg::ArgHelpShell,
    Msg::ArgHelpSwissSystem,
    Msg::ArgHelpTeamCity,
    Msg::ArgHelpTeamName,
    Msg::ArgHelpMeasureAt,
    Msg::ArgHelpFederationCode,
    Msg::ArgHelpTimeControl,
    Msg::ArgHelpRoundTime,
    Msg::ArgHelpTournamentDirToCreate,
    Msg::ArgHelpTournamentDir,
    Msg::ArgHelpRoundVenue,
    Msg::ArgHelpPrintoutKind,
    Msg::ArgHelpLineupHandedIn,
    Msg::ArgHelpClocksStarted,
    Msg::ArgHelpPlayerSatDown,
    Msg::ArgHelpEventVenue,
    Msg::ArgHelpManDir,
    Msg::ArgHelpPairingOutput,
    Msg::ArgHelpOutput,
    Msg::ArgHelpBirthYear,
    Msg::ArgHelpPlayerName,
];

/// The help of the arguments' values, found by their English text ([`value_help`]).
const VALUE_HELP: &[Msg] = &[
    Msg::ValueHelpBerger,
    Msg::ValueHelpCrosstable,
    Msg::ValueHelpEnglish,
    Msg::ValueHelpPlayers,
    Msg::ValueHelpTeamSwiss,
    Msg::ValueHelpTeamSwissDefault,
    Msg::ValueHelpTrf,
    Msg::ValueHelpTrf16,
    Msg::ValueHelpBoards,
    Msg::ValueHelpHtml,
    Msg::ValueHelpCsv,
    Msg::ValueHelpTxt,
    Msg::ValueHelpStandings,
    Msg::ValueHelpDutch,
    Msg::ValueHelpDutchLegacy,
    Msg::ValueHelpPairings,
    Msg::ValueHelpSite,
];

/// kup's command line with its help in `lang`: the subcommands kup defines, as the man
/// page and the tests walk them. [`parser`] builds it for parsing.
pub fn command(lang: Lang) -> Command {
    let root = Cli::command();
    let version = Arg::new("version")
        .short('V')
        .long("version")
        .action(ArgAction::Version)
        .help(lang.text(Msg::HelpFlagVersion));
    // Help and the man page read as a printed page: at most 80 columns, whatever the
    // terminal (clap's own limit is 100).
    let root = root
        .max_term_width(COLUMNS)
        .disable_version_flag(true)
        .arg(version)
        .after_help(exit_statuses(lang));
    let root = localize(root, "", lang);
    // clap makes the usage lines only once the tree is built: on a copy, since building
    // adds clap's own `help` subcommands, which the man page and the tests do not walk.
    let mut built = root.clone();
    built.build();
    fit_usage(root, &mut built, lang)
}

/// `tree` ([`command`]) built for parsing the arguments, with the `help` subcommands
/// clap adds in the building (`kup help team add`) in `lang` too.
pub fn parser(tree: Command, lang: Lang) -> Command {
    let mut parser = tree;
    parser.build();
    localize_help_subcommands(parser, lang)
}

/// The widest a line of help may be.
const COLUMNS: usize = 80;

/// The list of exit statuses after kup's own help (and so in its man page): a script
/// tells by the status whether to retry, report or stop. A status's text wraps under
/// itself, clear of the numbers.
fn exit_statuses(lang: Lang) -> String {
    const INDENT: usize = 5;
    let mut list = format!("{}\n", lang.text(Msg::HelpExitStatus));
    for (status, msg) in Exit::ALL {
        let lines = wrap(lang.text(msg), COLUMNS - INDENT);
        let hanging = format!("\n{:INDENT$}", "");
        list += &format!("  {}  {}\n", status.code(), lines.join(&hanging));
    }
    list
}

/// `cmd` and its subcommands with the usage lines of `built`, their copy built by clap,
/// wrapped to fit.
fn fit_usage(cmd: Command, built: &mut Command, lang: Lang) -> Command {
    let usage = fitted_usage(built, lang);
    cmd.override_usage(usage).mut_subcommands(|sub| {
        match built.find_subcommand_mut(sub.get_name()) {
            Some(built) => fit_usage(sub, built, lang),
            None => sub,
        }
    })
}

/// The usage lines of `built` ([`wrap_usage`]) after their title in `lang`.
fn fitted_usage(built: &mut Command, lang: Lang) -> String {
    let usage = built.render_usage().to_string();
    // clap's usage comes under its own English title, which the template replaces.
    let usage = usage.strip_prefix("Usage:").unwrap_or(&usage).trim_start();
    let bin = built.get_bin_name().unwrap_or(built.get_name()).to_string();
    wrap_usage(usage, lang.text(Msg::HelpUsage), &bin)
}

/// clap's usage lines (`kup team add [OPTIONS] --team <TEAM> <DIR>`, one per way of
/// calling) fitted after `title` into [`COLUMNS`]: clap wraps the help but writes a usage
/// line whole, and one with many required options ran to 95 columns. A line is broken
/// between arguments, never inside one (`--round <ROUND>` stays whole), and goes on under
/// the first argument after the command's name `bin`.
fn wrap_usage(usage: &str, title: &str, bin: &str) -> String {
    const NO_BREAK: char = '\u{a0}';
    let first = width(title) + 1;
    let mut out = Vec::new();
    for line in usage.lines().map(str::trim) {
        let rest = line.strip_prefix(bin).unwrap_or(line).trim_start();
        // An option and its value are one argument: join them with a space `wrap` keeps.
        let mut joined = String::new();
        for word in rest.split(' ') {
            let option = joined.rsplit(['<', '[', '(', '|', ' ']).next();
            let sep = match option {
                Some(o) if o.starts_with('-') && word.starts_with('<') => NO_BREAK,
                _ => ' ',
            };
            if !joined.is_empty() {
                joined.push(sep);
            }
            joined.push_str(word);
        }
        let indent = (first + width(bin) + 1).min(COLUMNS / 2);
        let rows = wrap(&joined, COLUMNS - indent);
        let hanging = format!("\n{:indent$}", "");
        out.push(format!("{bin} {}", rows.join(&hanging)).replace(NO_BREAK, " "));
    }
    out.join(&format!("\n{:first$}", ""))
}

/// `cmd`, built, with each `help` subcommand clap added in `lang`.
fn localize_help_subcommands(cmd: Command, lang: Lang) -> Command {
    cmd.mut_subcommands(|sub| match sub.get_name() {
        "help" => localize_help_subcommand(sub, lang),
        _ => localize_help_subcommands(sub, lang),
    })
}

/// The `help` subcommand clap adds (`kup help team add`) with its texts in `lang`. Its
/// own subcommands, which `kup help help` lists, are clap's copies of the localized ones
/// (the `help` among them).
fn localize_help_subcommand(mut help: Command, lang: Lang) -> Command {
    let usage = fitted_usage(&mut help, lang);
    help.override_usage(usage)
        .about(lang.text(Msg::HelpSubcommandAbout))
        .help_template(template(lang))
        .subcommand_help_heading(lang.text(Msg::HelpCommands))
        .mut_subcommands(|sub| match sub.get_name() {
            "help" => sub.about(lang.text(Msg::HelpSubcommandAbout)),
            _ => sub,
        })
}

/// The layout of every help screen, with the usage's title in `lang`.
fn template(lang: Lang) -> String {
    let usage = lang.text(Msg::HelpUsage);
    format!(
        "{{before-help}}{{about-with-newline}}\n{usage} {{usage}}\n\n{{all-args}}{{after-help}}"
    )
}

/// `cmd` (at `path`: "" for kup, "team add" for a nested one) and its subcommands with
/// the texts of `lang`.
fn localize(cmd: Command, path: &str, lang: Lang) -> Command {
    let help = Arg::new("help")
        .short('h')
        .long("help")
        .action(ArgAction::Help)
        .help(lang.text(Msg::HelpFlagHelp));
    let cmd = match about(path) {
        Some(msg) => cmd.about(lang.text(msg)).long_about(None),
        None => cmd,
    };
    cmd.help_template(template(lang))
        .subcommand_help_heading(lang.text(Msg::HelpCommands))
        .mut_args(|arg| {
            let heading = if arg.is_positional() {
                Msg::HelpArguments
            } else {
                Msg::HelpOptions
            };
            localize_arg(arg, lang).help_heading(lang.text(heading))
        })
        .disable_help_flag(true)
        .arg(help.help_heading(lang.text(Msg::HelpOptions)))
        .mut_subcommands(|sub| {
            let inner = format!("{path} {}", sub.get_name());
            localize(sub, inner.trim_start(), lang)
        })
}

/// The columns a value's help has in the long help: 80 less clap's indent of 10. The help is
/// wrapped here, under the value's name, since clap would wrap it to the left margin.
const VALUE_HELP_COLUMNS: usize = 70;

/// `arg` with its help in `lang`. clap adds the possible values and the default under its
/// own English words; in another language they are written into the help instead.
fn localize_arg(arg: Arg, lang: Lang) -> Arg {
    let arg = match arg_help(&arg) {
        Some(msg) => arg.help(lang.text(msg)),
        None => arg,
    };
    let takes_values = arg.get_action().takes_values();
    let default = arg
        .get_default_values()
        .first()
        .map(|value| value.to_string_lossy().into_owned());
    // An empty default tells the reader nothing.
    let arg = match default.as_deref() {
        Some("") => arg.hide_default_value(true),
        _ => arg,
    };
    if lang == Lang::En || !takes_values {
        return arg;
    }
    let text = arg.get_help().map(ToString::to_string).unwrap_or_default();
    let (mut short, mut long) = (text.clone(), text);
    let mut arg = arg;
    if !arg.is_hide_possible_values_set() && !arg.get_possible_values().is_empty() {
        let (inline, list) = possible_values(&arg, lang);
        short += &inline;
        long += &list;
        arg = arg.hide_possible_values(true);
    }
    if let Some(default) = default.filter(|_| !arg.is_hide_default_value_set()) {
        let default = format!("[{}: {default}]", lang.text(Msg::HelpDefault));
        short += &format!(" {default}");
        long += &format!("\n\n{default}");
        arg = arg.hide_default_value(true);
    }
    arg.help(short).long_help(long)
}

/// `arg`'s possible values in `lang`: inline for the short help, and for the long help a
/// list with each value's help under its name, or inline too where the values have none.
fn possible_values(arg: &Arg, lang: Lang) -> (String, String) {
    let values = arg.get_possible_values();
    let heading = lang.text(Msg::HelpPossibleValues);
    let names: Vec<&str> = values.iter().map(|value| value.get_name()).collect();
    let inline = format!(" [{}: {}]", heading.to_lowercase(), names.join(", "));
    if values.iter().all(|value| value.get_help().is_none()) {
        return (inline.clone(), format!("\n\n{}", inline.trim_start()));
    }
    let width = names.iter().map(|name| width(name)).max().unwrap_or(0);
    let indent = format!("\n{:1$}", "", width + 4);
    let mut list = format!("\n\n{heading}:");
    for value in &values {
        list += &format!("\n- {}", value.get_name());
        if let Some(help) = value.get_help() {
            let english = help.to_string();
            let help = value_help(&english).map_or(english, |msg| lang.text(msg).to_string());
            let pad = width - self::width(value.get_name());
            let lines = wrap(&help, VALUE_HELP_COLUMNS - width - 4);
            list += &format!(":{:pad$} {}", "", lines.join(&indent));
        }
    }
    (inline, list)
}

/// The catalogue's entry for a value's help whose English text is `english`.
fn value_help(english: &str) -> Option<Msg> {
    VALUE_HELP
        .iter()
        .copied()
        .find(|msg| msg.text(Lang::En) == english)
}

/// The catalogue's entry for `arg`'s help: the one whose English text is its doc comment.
fn arg_help(arg: &Arg) -> Option<Msg> {
    let english = arg.get_help()?.to_string();
    ARG_HELP
        .iter()
        .copied()
        .find(|msg| msg.text(Lang::En) == english)
}

/// The catalogue's about line of the command at `path`.
fn about(path: &str) -> Option<Msg> {
    Some(match path {
        "" => Msg::HelpAbout,
        "open" => Msg::HelpOpen,
        "presets" => Msg::HelpPresets,
        "regulation" => Msg::HelpRegulation,
        "new" => Msg::HelpNew,
        "event" => Msg::HelpEvent,
        "swiss-pairing" => Msg::HelpSwissPairing,
        "team" => Msg::HelpTeam,
        "team add" => Msg::HelpTeamAdd,
        "team edit" => Msg::HelpTeamEdit,
        "team remove" => Msg::HelpTeamRemove,
        "team move" => Msg::HelpTeamMove,
        "team sort" => Msg::HelpTeamSort,
        "team numbers" => Msg::HelpTeamNumbers,
        "team withdraw" => Msg::HelpTeamWithdraw,
        "team absent" => Msg::HelpTeamAbsent,
        "player" => Msg::HelpPlayer,
        "player add" => Msg::HelpPlayerAdd,
        "player edit" => Msg::HelpPlayerEdit,
        "player remove" => Msg::HelpPlayerRemove,
        "player move" => Msg::HelpPlayerMove,
        "pair" => Msg::HelpPair,
        "forbid" => Msg::HelpForbid,
        "pairings" => Msg::HelpPairings,
        "lineup" => Msg::HelpLineup,
        "seating" => Msg::HelpSeating,
        "penalty" => Msg::HelpPenalty,
        "penalty phone" => Msg::HelpPenaltyPhone,
        "penalty early-draw" => Msg::HelpPenaltyEarlyDraw,
        "penalty forfeit" => Msg::HelpPenaltyForfeit,
        "penalty unregistered" => Msg::HelpPenaltyUnregistered,
        "penalty bar" => Msg::HelpPenaltyBar,
        "penalty lift" => Msg::HelpPenaltyLift,
        "penalty list" => Msg::HelpPenaltyList,
        "result" => Msg::HelpResult,
        "schedule" => Msg::HelpSchedule,
        "start" => Msg::HelpStart,
        "arrive" => Msg::HelpArrive,
        "late" => Msg::HelpLate,
        "forfeits" => Msg::HelpForfeits,
        "undo" => Msg::HelpUndo,
        "redo" => Msg::HelpRedo,
        "recover" => Msg::HelpRecover,
        "show" => Msg::HelpShow,
        "check" => Msg::HelpCheck,
        "standings" => Msg::HelpStandings,
        "crosstable" => Msg::HelpCrosstable,
        "boards" => Msg::HelpBoards,
        "explain" => Msg::HelpExplain,
        "draw-lots" => Msg::HelpDrawLots,
        "playoff" => Msg::HelpPlayoff,
        "export" => Msg::HelpExport,
        "serve" => Msg::HelpServe,
        "import" => Msg::HelpImport,
        "import trf" => Msg::HelpImportTrf,
        "import fide-list" => Msg::HelpImportFideList,
        "import roster-csv" => Msg::HelpImportRosterCsv,
        "engine" => Msg::HelpEngine,
        "completions" => Msg::HelpCompletions,
        "man" => Msg::HelpMan,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paths(cmd: &Command, path: &str, out: &mut Vec<String>) {
        out.push(path.to_string());
        for sub in cmd.get_subcommands() {
            let inner = format!("{path} {}", sub.get_name());
            paths(sub, inner.trim_start(), out);
        }
    }

    /// A new subcommand without its about line in the catalogue fails here.
    #[test]
    fn every_subcommand_has_its_help_in_the_catalogue() {
        let mut all = Vec::new();
        paths(&Cli::command(), "", &mut all);
        let missing: Vec<&String> = all.iter().filter(|p| about(p).is_none()).collect();
        assert!(missing.is_empty(), "no about line for {missing:?}");
        assert!(all.len() > 40, "{all:?}");
    }

    fn arguments<'a>(cmd: &'a Command, out: &mut Vec<&'a Arg>) {
        out.extend(cmd.get_arguments());
        for sub in cmd.get_subcommands() {
            arguments(sub, out);
        }
    }

    /// A new argument, or a doc comment changed without its catalogue entry, fails here;
    /// so does an entry no argument uses any more.
    #[test]
    fn every_argument_has_its_help_in_the_catalogue() {
        let cli = Cli::command();
        let mut all = Vec::new();
        arguments(&cli, &mut all);
        let missing: Vec<String> = all
            .iter()
            .filter(|arg| arg_help(arg).is_none())
            .map(|arg| format!("{}: {:?}", arg.get_id(), arg.get_help()))
            .collect();
        assert!(missing.is_empty(), "no catalogue entry for {missing:#?}");
        let unused: Vec<&Msg> = ARG_HELP
            .iter()
            .filter(|msg| !all.iter().any(|arg| arg_help(arg) == Some(**msg)))
            .collect();
        assert!(unused.is_empty(), "no argument says {unused:?}");
        // A value's help too, but for the names of the languages, written in their own.
        let own_names = ["Hrvatski", "Slovenščina"];
        let values: Vec<String> = all
            .iter()
            .flat_map(|arg| arg.get_possible_values())
            .filter_map(|value| value.get_help().map(ToString::to_string))
            .collect();
        let missing: Vec<&String> = values
            .iter()
            .filter(|help| !own_names.contains(&help.as_str()) && value_help(help).is_none())
            .collect();
        assert!(missing.is_empty(), "no catalogue entry for {missing:#?}");
        let unused: Vec<&Msg> = VALUE_HELP
            .iter()
            .filter(|msg| !values.iter().any(|help| value_help(help) == Some(**msg)))
            .collect();
        assert!(unused.is_empty(), "no value says {unused:?}");
        assert!(all.len() > 200, "{}", all.len());
    }

    #[test]
    fn the_help_is_in_the_readers_language() {
        for lang in Lang::ALL {
            command(lang).debug_assert();
        }
        let help = command(Lang::Hr).render_help().to_string();
        assert!(
            help.starts_with("Vođenje ekipnog šahovskog turnira"),
            "{help}"
        );
        assert!(help.contains("Uporaba: kup"), "{help}");
        assert!(help.contains("Naredbe:"), "{help}");
        assert!(help.contains("Ždrijeb među ekipama"), "{help}");
        assert!(help.contains("Opcije:"), "{help}");
        assert!(help.contains("Ispiši pomoć"), "{help}");
        let mut sl = command(Lang::Sl);
        let team = sl
            .find_subcommand_mut("team")
            .expect("team")
            .render_help()
            .to_string();
        assert!(
            team.contains("Dodaj ekipo; dobi naslednjo startno številko"),
            "{team}"
        );
        assert!(team.contains("Ukazi:"), "{team}");
        let mut hr = command(Lang::Hr);
        let new = hr.find_subcommand_mut("new").expect("new");
        let new = new.render_long_help().to_string();
        assert!(new.contains("Mapa koju treba stvoriti"), "{new}");
        assert!(new.contains("Moguće vrijednosti:"), "{new}");
        assert!(
            new.contains("- team-swiss: FIDE švicarski sustav za ekipe, C.04.6 (zadano)"),
            "{new}"
        );
        assert!(!new.contains("Possible values"), "{new}");
        assert!(
            new.contains("Predložak pravilnika (vidi `kup presets`)"),
            "{new}"
        );
        assert!(!new.contains("Regulation preset"), "{new}");
        let result = hr
            .find_subcommand_mut("result")
            .expect("result")
            .render_help()
            .to_string();
        assert!(
            result.contains("Startni broj ekipe") || result.contains("Broj stola"),
            "{result}"
        );
    }
}
