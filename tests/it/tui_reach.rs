//! Everything the arbiter does, from the keyboard: every subcommand of the command line
//! (walked from clap's tree, as `flag_audit` does) is reached by a key of the full-screen
//! program, looked up in the real binding tables (which also drive dispatch, help and the
//! palette), or is named in one of two short lists that say why not. A removed binding, a
//! new subcommand nobody placed, or a list entry that names nothing or is now reachable
//! fails here, so the lists only shrink.

use std::path::Path;

use kup::i18n::{Lang, Msg};
use kup::store::Store;
use kup::tui::FixedClock;
use kup::tui::app::App;
use kup::tui::theme::Theme;

use crate::common::sample_copy;

/// The tabs, as `kup::tui::app::TABS` orders them.
const ROSTERS: usize = 0;
const ROUND: usize = 1;
const CLOCK: usize = 2;
const STANDINGS: usize = 3;
const TIEBREAKS: usize = 4;

/// A subcommand (or one of its options, `"pair --manual"`) and the bindings that do what it
/// does: the tab whose keys (its own or the global ones) hold the binding, and the
/// catalogue key of what the binding says it does.
type Reached = (&'static str, &'static [(usize, Msg)]);

const REACHED: &[Reached] = &[
    ("event", &[(ROSTERS, Msg::KeyEventForm)]),
    // The tournament form holds the pairing system and every round's date, time and venue.
    ("swiss-pairing", &[(ROSTERS, Msg::KeyEventForm)]),
    ("schedule", &[(ROSTERS, Msg::KeyEventForm)]),
    ("team add", &[(ROSTERS, Msg::KeyAddTeamOrPlayer)]),
    ("team edit", &[(ROSTERS, Msg::KeyEditTeamOrPlayer)]),
    (
        "team move",
        &[(ROSTERS, Msg::KeyMoveUp), (ROSTERS, Msg::KeyMoveDown)],
    ),
    ("team remove", &[(ROSTERS, Msg::KeyRemoveTeamOrPlayer)]),
    ("team withdraw", &[(ROSTERS, Msg::KeyWithdrawTeam)]),
    ("team absent", &[(ROSTERS, Msg::KeyAbsentTeam)]),
    ("team sort", &[(ROSTERS, Msg::KeySortTeams)]),
    ("player remove", &[(ROSTERS, Msg::KeyRemoveTeamOrPlayer)]),
    ("team numbers", &[(ROSTERS, Msg::KeyPairingNumbers)]),
    // The form lists the pairings kept apart, and takes one back.
    ("forbid", &[(ROSTERS, Msg::KeyKeepApart)]),
    ("player add", &[(ROSTERS, Msg::KeyAddTeamOrPlayer)]),
    ("player edit", &[(ROSTERS, Msg::KeyEditTeamOrPlayer)]),
    (
        "player move",
        &[(ROSTERS, Msg::KeyMoveUp), (ROSTERS, Msg::KeyMoveDown)],
    ),
    // kup check's violations are the Rosters tab's rules box and its `!` marks.
    ("check", &[(ROSTERS, Msg::TabRosters)]),
    // kup show's summary is what the tabs show.
    (
        "show",
        &[(ROSTERS, Msg::TabRosters), (ROUND, Msg::TabRound)],
    ),
    ("import fide-list", &[(ROSTERS, Msg::KeyImportFideList)]),
    ("import roster-csv", &[(ROSTERS, Msg::KeyImportRoster)]),
    ("pair", &[(ROUND, Msg::KeyPairNext)]),
    ("pair --manual", &[(ROUND, Msg::KeyPairByHand)]),
    ("pair --explain", &[(ROUND, Msg::KeyExplain)]),
    ("pair --swap", &[(ROUND, Msg::KeySwap)]),
    ("pair --flip", &[(ROUND, Msg::KeyFlip)]),
    ("pair --discard", &[(ROUND, Msg::KeyDiscard)]),
    ("pairings", &[(ROUND, Msg::KeyExportPairings)]),
    ("lineup", &[(ROUND, Msg::KeyLineups)]),
    // The lineups' overlay holds the seating (`o`).
    ("seating", &[(ROUND, Msg::KeyLineups)]),
    (
        "result",
        &[
            (ROUND, Msg::KeyFirstWins),
            (ROUND, Msg::KeySecondWins),
            (ROUND, Msg::KeyDraw),
            (ROUND, Msg::KeyFirstForfeitWin),
            (ROUND, Msg::KeySecondForfeitWin),
            (ROUND, Msg::KeyDoubleForfeit),
            (ROUND, Msg::KeyClearResult),
        ],
    ),
    ("result --score", &[(ROUND, Msg::KeyMatchScore)]),
    // TRF-2026, TRF16, and every printout as HTML, CSV and text.
    (
        "export",
        &[
            (ROUND, Msg::KeyExportMenu),
            (ROUND, Msg::KeyExportPairings),
            (STANDINGS, Msg::KeyExportSheet),
        ],
    ),
    // The web pages for the hall, from every tab.
    ("serve", &[(ROUND, Msg::KeyServe)]),
    // The penalties' panel lists them, imposes each rule and lifts one.
    ("penalty phone", &[(ROUND, Msg::KeyPenalties)]),
    ("penalty forfeit", &[(ROUND, Msg::KeyPenalties)]),
    ("penalty early-draw", &[(ROUND, Msg::KeyPenalties)]),
    ("penalty unregistered", &[(ROUND, Msg::KeyPenalties)]),
    ("penalty bar", &[(ROUND, Msg::KeyPenalties)]),
    ("penalty lift", &[(ROUND, Msg::KeyPenalties)]),
    ("penalty list", &[(ROUND, Msg::KeyPenalties)]),
    ("start", &[(CLOCK, Msg::KeyClockStart)]),
    ("arrive", &[(CLOCK, Msg::KeyClockPresent)]),
    // The Clock tab is the list of the players not seated yet, with their time left.
    ("late", &[(CLOCK, Msg::TabClock)]),
    ("forfeits", &[(CLOCK, Msg::KeyClockForfeits)]),
    ("undo", &[(ROUND, Msg::KeyUndo)]),
    ("redo", &[(ROUND, Msg::KeyRedo)]),
    ("standings", &[(STANDINGS, Msg::TabStandings)]),
    ("crosstable", &[(STANDINGS, Msg::KeyNextSheet)]),
    ("boards", &[(STANDINGS, Msg::KeyNextSheet)]),
    // The chain criterion by criterion, the terms of each, for the teams picked.
    ("explain", &[(TIEBREAKS, Msg::KeyTiebreaksPick)]),
    ("draw-lots", &[(TIEBREAKS, Msg::KeyTiebreaksDrawLots)]),
    ("playoff", &[(TIEBREAKS, Msg::KeyTiebreaksPlayoff)]),
];

/// Subcommands the program reaches as it opens, each with how, the function that decides
/// it (which the test runs) and the directory it is offered on.
type AtTheDoor = (&'static str, &'static str, fn(&Path) -> bool, Door);

/// The directories the door is tried on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Door {
    /// Nothing of a tournament.
    Empty,
    /// A tournament whose file was set aside as broken: history, no `tournament.ron`.
    SetAside,
}

const AT_THE_DOOR: &[AtTheDoor] = &[
    (
        "new",
        "kup DIR on a directory without a tournament offers to create one (src/tui/create.rs)",
        kup::tui::holds_no_tournament,
        Door::Empty,
    ),
    (
        "recover",
        "kup DIR on a tournament whose file was set aside as broken offers recovery \
         (src/tui/recover.rs); an open event's file is whole, which help says",
        kup::app::recover::needed,
        Door::SetAside,
    ),
];

/// What an arbiter does not run during an event, and why.
const NOT_FOR_THE_HALL: &[(&str, &str)] = &[
    (
        "presets",
        "lists the regulations kup ships; kup DIR's offer to create an event names them",
    ),
    (
        "regulation",
        "writes a preset as RON to edit into a custom regulation file, before the event",
    ),
    (
        "import trf",
        "builds a new tournament directory from another program's file, before kup runs it",
    ),
    (
        "engine",
        "the pairing engine for other programs, reading and writing TRF files",
    ),
    ("open", "starts the full-screen program itself"),
    ("completions", "a shell's completion script"),
    ("man", "kup's manual pages"),
];

/// What the program does not reach yet: each entry goes when its key lands.
const NOT_YET_REACHABLE: &[&str] = &[];

/// Every subcommand path of kup's command line that runs something (`team withdraw`; not
/// `team`, which only groups them).
fn subcommands(cmd: &clap::Command, path: &str, out: &mut Vec<String>) {
    for sub in cmd.get_subcommands() {
        let inner = format!("{path} {}", sub.get_name());
        let inner = inner.trim_start();
        if sub.has_subcommands() {
            subcommands(sub, inner, out);
        } else {
            out.push(inner.to_string());
        }
    }
}

/// Whether `item` (`"pair"`, `"pair --manual"`) names a subcommand, and its option if any,
/// of `cli`.
fn names_something(cli: &clap::Command, item: &str) -> bool {
    let (path, option) = match item.split_once(" --") {
        Some((path, option)) => (path, Some(option)),
        None => (item, None),
    };
    let mut cmd = cli;
    for word in path.split(' ') {
        match cmd.find_subcommand(word) {
            Some(sub) => cmd = sub,
            None => return false,
        }
    }
    option.is_none_or(|long| cmd.get_arguments().any(|a| a.get_long() == Some(long)))
}

fn app_on(dir: &Path) -> App {
    let store = Store::open_shared(dir, std::time::Duration::from_secs(5)).unwrap();
    let theme = Theme::choose(Some("default"), false).unwrap();
    let now = chrono::DateTime::parse_from_rfc3339("2015-02-15T10:00:00+01:00").unwrap();
    App::new(store, Box::new(FixedClock(now)), theme, Lang::En)
}

/// Every subcommand is placed: reached by a key, at the door, not for the hall, or not yet.
#[test]
fn every_subcommand_is_reached_from_the_keyboard_or_said_why_not() {
    let cli = kup::cli::help::command(Lang::En);
    let mut found = Vec::new();
    subcommands(&cli, "", &mut found);
    let placed: Vec<&str> = REACHED
        .iter()
        .map(|(item, _)| *item)
        .chain(AT_THE_DOOR.iter().map(|(item, _, _, _)| *item))
        .chain(NOT_FOR_THE_HALL.iter().map(|(item, _)| *item))
        .chain(NOT_YET_REACHABLE.iter().copied())
        .collect();
    let mut faults: Vec<String> = found
        .iter()
        .filter(|sub| !placed.contains(&sub.as_str()))
        .map(|sub| {
            format!(
                "kup {sub} is reached by no key: bind it where the arbiter looks for it and \
                 add it to REACHED (or say in NOT_FOR_THE_HALL why an arbiter does not run it)"
            )
        })
        .collect();
    for (i, item) in placed.iter().enumerate() {
        if !names_something(&cli, item) {
            faults.push(format!(
                "{item:?} names no subcommand or option of kup: remove it"
            ));
        }
        if placed[..i].contains(item) {
            faults.push(format!(
                "{item:?} is placed twice (reachable now? then remove it from \
                 NOT_YET_REACHABLE or NOT_FOR_THE_HALL)"
            ));
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
    assert!(found.len() > 40, "{found:?}");
}

/// Each binding REACHED names is in the table of its tab (the tables dispatch keys and list
/// them in help and the palette), so a removed binding fails here.
#[test]
fn every_binding_named_is_in_its_tabs_table() {
    let dir = sample_copy("kzz-2015");
    let app = app_on(dir.path());
    let mut missing = Vec::new();
    for (item, bindings) in REACHED {
        for (tab, what) in *bindings {
            if !app.keys_on(*tab).iter().any(|hint| hint.what == *what) {
                missing.push(format!("kup {item}: tab {tab} has no key for {what:?}"));
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

/// The door's tests decide as said: each offers on its own directory only, and a
/// directory that holds a whole tournament opens as it is.
#[test]
fn the_door_offers_what_it_says() {
    let empty = tempfile::tempdir().unwrap();
    let set_aside = sample_copy("kzz-2015");
    std::fs::rename(
        set_aside.path().join(kup::store::CURRENT),
        set_aside
            .path()
            .join("tournament.ron.broken-20150215-093000.000"),
    )
    .unwrap();
    let event = sample_copy("kzz-2015");
    for (item, how, offers, door) in AT_THE_DOOR {
        assert_eq!(
            offers(empty.path()),
            *door == Door::Empty,
            "kup {item}: {how}"
        );
        assert_eq!(
            offers(set_aside.path()),
            *door == Door::SetAside,
            "kup {item}: {how}"
        );
        assert!(!offers(event.path()), "kup {item}: {how}");
    }
}
