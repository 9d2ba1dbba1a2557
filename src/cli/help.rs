//! The command line's help in the reader's language. clap's derive takes the help texts
//! from doc comments, which are English and fixed at compile time; so the command is built
//! from the derive and then, at run time, given the catalogue's texts: the about line of
//! kup and of every subcommand, the global options, the headings and the help and version
//! flags. The options of a single subcommand keep their English help (their doc comments),
//! and clap's own error messages ("unexpected argument") stay English: clap has no
//! translations, and a wrong flag is shown verbatim anyway.

use clap::{Arg, ArgAction, Command, CommandFactory};

use super::{Cli, Exit};
use crate::i18n::{Lang, Msg};

/// The global options and their help.
const GLOBAL_ARGS: [(&str, Msg); 7] = [
    ("dir", Msg::HelpArgDir),
    ("read_only", Msg::HelpArgReadOnly),
    ("theme", Msg::HelpArgTheme),
    ("ascii", Msg::HelpArgAscii),
    ("clock", Msg::HelpArgClock),
    ("clock_speed", Msg::HelpArgClockSpeed),
    ("lang", Msg::HelpArgLang),
];

/// kup's command line with its help in `lang`.
pub fn command(lang: Lang) -> Command {
    let mut root = Cli::command();
    for (id, msg) in GLOBAL_ARGS {
        root = root.mut_arg(id, |arg| arg.help(lang.text(msg)).long_help(None));
    }
    let version = Arg::new("version")
        .short('V')
        .long("version")
        .action(ArgAction::Version)
        .help(lang.text(Msg::HelpFlagVersion));
    // Help and the man page read as a printed page: at most 80 columns, whatever the
    // terminal (clap's own limit is 100).
    let root = root
        .max_term_width(80)
        .disable_version_flag(true)
        .arg(version)
        .after_help(exit_statuses(lang));
    localize(root, "", lang)
}

/// The list of exit statuses after kup's own help (and so in its man page): a script
/// tells by the status whether to retry, report or stop.
fn exit_statuses(lang: Lang) -> String {
    let mut list = format!("{}\n", lang.text(Msg::HelpExitStatus));
    for (status, msg) in Exit::ALL {
        list += &format!("  {}  {}\n", status.code(), lang.text(msg));
    }
    list
}

/// `cmd` (at `path`: "" for kup, "team add" for a nested one) and its subcommands with
/// the texts of `lang`.
fn localize(cmd: Command, path: &str, lang: Lang) -> Command {
    let usage = lang.text(Msg::HelpUsage);
    let help = Arg::new("help")
        .short('h')
        .long("help")
        .action(ArgAction::Help)
        .help(lang.text(Msg::HelpFlagHelp));
    let cmd = match about(path) {
        Some(msg) => cmd.about(lang.text(msg)).long_about(None),
        None => cmd,
    };
    cmd.help_template(format!(
        "{{before-help}}{{about-with-newline}}\n{usage} {{usage}}\n\n{{all-args}}{{after-help}}"
    ))
    .subcommand_help_heading(lang.text(Msg::HelpCommands))
    .mut_args(|arg| {
        let heading = if arg.is_positional() {
            Msg::HelpArguments
        } else {
            Msg::HelpOptions
        };
        arg.help_heading(lang.text(heading))
    })
    .disable_help_flag(true)
    .arg(help.help_heading(lang.text(Msg::HelpOptions)))
    .mut_subcommands(|sub| {
        let inner = format!("{path} {}", sub.get_name());
        localize(sub, inner.trim_start(), lang)
    })
}

/// The catalogue's about line of the command at `path`.
fn about(path: &str) -> Option<Msg> {
    Some(match path {
        "" => Msg::HelpAbout,
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
        "export" => Msg::HelpExport,
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
    }
}
