//! Every argument of every subcommand does something: a flag that is accepted and then
//! silently ignored (or accepted in a combination where it means nothing) tells the arbiter
//! that something happened when nothing did. [`CASES`] names, per subcommand, the
//! arguments one small function drives, each asserting an effect that would be absent if
//! the flag were ignored; [`every_argument_has_a_case`] walks clap's command tree, so a new
//! flag without a case (or a case of a flag that is gone) fails here.

use std::path::Path;
use std::process::Output;
use std::sync::OnceLock;

use kup::core::rules::SwissPairing;
use kup::core::{Colour, GameResult, PenaltyKind, TeamId, Tournament};
use kup::i18n::Lang;
use kup::store::{CURRENT, HISTORY_DIR};
use tempfile::TempDir;

use crate::common::tmux::{Session, tmux_available};
use crate::common::{five_team_cup, kup, new_event, ok, on_disk, s};

/// The subcommand (its path, "" for kup itself), the arguments its function drives, and
/// the function.
type Case = (&'static str, &'static [&'static str], fn());

const CASES: &[Case] = &[
    ("", &["--lang"], lang),
    (
        "open",
        &["<DIR>", "--read-only", "--theme", "--ascii"],
        open,
    ),
    ("late", &["--clock", "--clock-speed"], clock_options),
    ("presets", &["--format"], presets_json),
    ("regulation", &["<PRESET>"], regulation),
    ("show", &["--format"], show_json),
    ("check", &["--format"], check_json),
    ("penalty list", &["--format"], penalty_list_json),
    (
        "new",
        &[
            "--preset",
            "--regulation",
            "--name",
            "--federation",
            "--time-zone",
            "--swiss-pairing",
        ],
        new,
    ),
    (
        "new",
        &["--date", "--round-dates", "--days-between"],
        new_dates,
    ),
    (
        "event",
        &[
            "--name",
            "--first-day",
            "--last-day",
            "--venue",
            "--city",
            "--federation",
            "--time-zone",
            "--chief-arbiter",
            "--deputies",
            "--time-control",
        ],
        event,
    ),
    ("swiss-pairing", &["<SYSTEM>"], swiss_pairing),
    ("team add", &["--name", "--club", "--city"], team_add),
    (
        "team edit",
        &["--team", "--name", "--club", "--city"],
        team_edit,
    ),
    ("team remove", &["--team"], team_order),
    ("team move", &["--team", "--to"], team_order),
    ("team numbers", &["--order"], team_order),
    ("team withdraw", &["--team", "--from-round"], team_withdraw),
    (
        "team absent",
        &["--team", "--round", "--clear"],
        team_absent,
    ),
    ("player add", PLAYER_FIELDS, player_add),
    ("player add", &["--override-lock"], player_add_override),
    ("player edit", PLAYER_EDIT, player_edit),
    ("player remove", &["--team", "--player"], player_remove),
    (
        "player move",
        &["--team", "--player", "--to", "--override-lock"],
        player_move,
    ),
    (
        "pair",
        &["--round", "--explain", "--swap", "--flip"],
        pair_newest,
    ),
    (
        "pair",
        &["--manual", "--seed", "--initial-colour", "--discard"],
        pair_next,
    ),
    (
        "forbid",
        &["--teams", "--rounds", "--clear", "--format"],
        forbid,
    ),
    ("pairings", &["--round", "--format"], pairings),
    (
        "lineup",
        &["--round", "--team", "--players", "--handed-in"],
        lineup,
    ),
    ("seating", &["--round", "--team", "--players"], seating),
    ("penalty phone", GAME_AT, penalty_game),
    ("penalty forfeit", GAME_AT, penalty_game),
    (
        "penalty early-draw",
        &["--round", "--match", "--board", "--note"],
        penalty_early_draw,
    ),
    (
        "penalty unregistered",
        &["--round", "--team", "--note"],
        penalty_unregistered,
    ),
    (
        "penalty bar",
        &["--round", "--team", "--player", "--note"],
        penalty_bar,
    ),
    ("penalty lift", &["--number"], penalty_lift),
    (
        "result",
        &["--round", "--match", "--board", "--score"],
        result,
    ),
    (
        "schedule",
        &["--round", "--start", "--venue", "--date", "--time"],
        schedule,
    ),
    ("start", &["--round", "--at"], start),
    (
        "arrive",
        &["--round", "--team", "--board", "--at", "--clear"],
        arrive,
    ),
    ("late", &["--round", "--at", "--format"], late),
    (
        "forfeits",
        &["--round", "--match", "--at", "--apply", "--format"],
        forfeits,
    ),
    ("standings", &["--after-round", "--format"], standings),
    ("crosstable", &["--after-round", "--format"], tables),
    ("boards", &["--after-round", "--format"], tables),
    (
        "explain",
        &["--teams", "--after-round", "--criterion", "--format"],
        explain,
    ),
    ("draw-lots", &["--teams", "--seed"], draw_lots),
    (
        "playoff",
        &["--teams", "--seed", "--results", "--match"],
        playoff,
    ),
    (
        "export",
        &["--format", "--what", "--round", "--output"],
        export,
    ),
    ("export", &["--mode"], export_mode),
    ("serve", &["--bind"], serve_bind),
    ("serve", &["--captains"], serve_captains),
    ("import trf", &["<FILE>", "--preset"], import_trf),
    ("import fide-list", &["<FILE>"], import_lists),
    ("import roster-csv", &["<FILE>"], import_lists),
    (
        "engine",
        &["--system", "<INPUT>", "--pairings", "--preset"],
        engine_pair,
    ),
    ("engine", &["--check"], engine_check),
    (
        "engine",
        &["--generate", "--teams", "--rounds", "--seed", "--output"],
        engine_generate,
    ),
    ("completions", &["<SHELL>"], completions),
    ("man", &["<DIR>"], man),
];

const PLAYER_FIELDS: &[&str] = &[
    "--team",
    "--name",
    "--fide-id",
    "--fide-rating",
    "--national-rating",
    "--fed",
    "--citizenship",
    "--born",
    "--title",
    "--unregistered",
];

const PLAYER_EDIT: &[&str] = &[
    "--team",
    "--player",
    "--name",
    "--fide-id",
    "--fide-rating",
    "--national-rating",
    "--fed",
    "--citizenship",
    "--born",
    "--title",
    "--unregistered",
];

const GAME_AT: &[&str] = &["--round", "--team", "--board", "--note"];

/// The options kup itself carries for every subcommand: each has its case under "".
const GLOBAL: [&str; 3] = ["lang", "help", "version"];

/// The hall clock's options, which every run that reads the clock takes: their case is
/// under `late`, where "now" shows.
const CLOCK: [&str; 2] = ["clock", "clock_speed"];

/// An argument as the reader types it: `--long`, or `<NAME>` for a positional.
fn spelled(arg: &clap::Arg) -> String {
    match arg.get_long() {
        Some(long) => format!("--{long}"),
        None => {
            let name = arg
                .get_value_names()
                .and_then(|names| names.first())
                .map(|n| n.to_string())
                .unwrap_or_else(|| arg.get_id().to_string().to_uppercase());
            format!("<{name}>")
        }
    }
}

/// Every (subcommand, argument) of the command line, but the tournament directory every
/// case passes anyway (a command that ignored it would find nothing to assert on) and the
/// global options below kup itself.
fn arguments(cmd: &clap::Command, path: &str, out: &mut Vec<(String, String)>) {
    for arg in cmd.get_arguments() {
        let id = arg.get_id().as_str();
        let the_dir = arg.is_positional() && arg.is_required_set() && id == "dir";
        let global = !path.is_empty() && GLOBAL.contains(&id);
        let clock = path != "late" && CLOCK.contains(&id);
        if !the_dir && !global && !clock && id != "help" && id != "version" {
            out.push((path.to_string(), spelled(arg)));
        }
    }
    for sub in cmd.get_subcommands() {
        let inner = format!("{path} {}", sub.get_name());
        arguments(sub, inner.trim_start(), out);
    }
}

#[test]
fn every_argument_has_a_case() {
    let mut found = Vec::new();
    arguments(&kup::cli::help::command(Lang::En), "", &mut found);
    let cased = |path: &str, arg: &str| {
        CASES
            .iter()
            .any(|(p, args, _)| *p == path && args.contains(&arg))
    };
    let mut faults: Vec<String> = found
        .iter()
        .filter(|(path, arg)| !cased(path, arg))
        .map(|(path, arg)| {
            format!(
                "kup {path} {arg} has no case in tests/it/flag_audit.rs: add one that drives \
                 it and asserts its effect"
            )
        })
        .collect();
    for (path, args, _) in CASES {
        for arg in *args {
            if !found.iter().any(|(p, a)| p == path && a == arg) {
                faults.push(format!(
                    "tests/it/flag_audit.rs has a case for kup {path} {arg}, which no longer \
                     exists: remove it"
                ));
            }
        }
    }
    let wording = faults.join("\n").replace("kup  ", "kup ");
    assert!(faults.is_empty(), "{wording}");
    assert!(found.len() > 120, "{found:?}");
}

/// Every case runs, and each that fails is named (its own message is above it).
#[test]
fn every_flag_shows_its_effect() {
    let mut done: Vec<usize> = Vec::new();
    let mut failed = Vec::new();
    for (path, args, case) in CASES {
        // A function that drives the flags of several subcommands runs once.
        if done.contains(&(*case as usize)) {
            continue;
        }
        done.push(*case as usize);
        if std::panic::catch_unwind(case).is_err() {
            failed.push(format!("kup {path} {}", args.join(" ")));
        }
    }
    assert!(failed.is_empty(), "no effect shown by: {failed:#?}");
}

/// The exit statuses of a refusal: the command line is wrong, or the rules refuse it.
const USAGE: i32 = 2;
const RULE: i32 = 3;

/// Runs kup and requires a refusal with `status`; returns what it said on stderr.
fn refused(args: &[&str], status: i32) -> String {
    said(&kup(args), args, status)
}

fn said(out: &Output, args: &[&str], status: i32) -> String {
    assert_eq!(
        out.status.code(),
        Some(status),
        "kup {args:?}: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// The cup every case starts from, built once: bpz-2025 (whose regulation has every
/// penalty) with draws agreed from move 30 only, as kzz-2015 has it, and a player barred
/// from the next round, as hss-kadeti-2009 has it; teams 1-5 of five players each, round 1 played (3-1 3:1, 2-4 2½:1½, 5 bye)
/// and round 2 paired (2-3, 1-5, 4 bye) without results.
fn cup() -> TempDir {
    static TEMPLATE: OnceLock<Vec<u8>> = OnceLock::new();
    let template = TEMPLATE.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let own = dir.path().join("regulation.ron");
        let text = ok(&["regulation", "bpz-2025"])
            .replace(
                "draw_offer_from_move: None",
                "draw_offer_from_move: Some(30)",
            )
            .replace("next_round_bar: Never", "next_round_bar: NotPlaying");
        std::fs::write(&own, text).unwrap();
        let cup = dir.path().join("cup");
        let d = s(&cup);
        ok(&["new", d, "--regulation", s(&own), "--date", "2025-01-18"]);
        for team in 1..=5 {
            ok(&["team", "add", d, "--name", &format!("ŠK {team}")]);
            for board in 1..=5 {
                let name = format!("Igrač{board}, Tim{team}");
                let rating = (2000 - board * 10 - team).to_string();
                let t = team.to_string();
                let p = ["player", "add", d, "--team", &t, "--name", &name];
                // Entered before bpz-2025 čl. 6's deadline, the 16th.
                let before = ["--clock", "2025-01-15T12:00"];
                ok(&[&p[..], &["--fide-rating", &rating], &before].concat());
            }
        }
        ok(&["pair", d, "--seed", "1"]);
        ok(&[
            "result", d, "--round", "1", "--match", "1", "--score", "3-1",
        ]);
        ok(&[
            "result", d, "--round", "1", "--match", "2", "--score", "2.5-1.5",
        ]);
        ok(&["pair", d]);
        std::fs::read(cup.join(CURRENT)).unwrap()
    });
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join(HISTORY_DIR)).unwrap();
    std::fs::write(dir.path().join(CURRENT), template).unwrap();
    dir
}

fn team(t: &Tournament, number: usize) -> TeamId {
    t.team_by_number(number).expect("team").id
}

/// `kup open`, the full-screen program, and its own options. Without a terminal it stops
/// at the first thing it needs one for, after reading the options, so what it says names
/// them.
fn open() {
    let tmp = tempfile::tempdir().unwrap();
    let missing = tmp.path().join("nowhere");
    let out = kup(&["open", s(&missing)]);
    let text = said(&out, &[], 4);
    assert!(
        text.contains(&format!("{} holds no tournament", s(&missing))),
        "{text}"
    );
    let cup = cup();
    let d = s(cup.path());
    let theme = refused(&["open", d, "--theme", "/nonexistent/kup.theme"], USAGE);
    assert!(theme.contains("theme: '/nonexistent/kup.theme'"), "{theme}");
    if let Some(plain) = tui_screen(cup.path(), &[]) {
        let ascii = tui_screen(cup.path(), &["--ascii"]).expect("tmux ran once");
        assert!(
            plain.contains('┌') && !ascii.contains('┌'),
            "{plain}\n{ascii}"
        );
        assert!(ascii.contains("+ Round 2 of 5 ---"), "{ascii}");
        let viewer = tui_screen(cup.path(), &["--read-only"]).expect("tmux ran once");
        assert!(!plain.contains("read-only"), "{plain}");
        assert!(viewer.contains("read-only"), "{viewer}");
    }
}

/// kup's screen at 80x24 in tmux, once it shows round 2; `None` where tmux is missing.
/// English and no configuration, whatever the machine's.
fn tui_screen(dir: &Path, flags: &[&str]) -> Option<String> {
    if !tmux_available() {
        eprintln!("tmux missing: the full-screen flags are not driven");
        return None;
    }
    let env = [("LC_ALL", "C.UTF-8"), ("KUP_CONFIG", "/nonexistent")];
    let session = Session::start_on_with_env(dir, &flags.join(" "), &env);
    session.wait_for_text("Round 2 of 5");
    Some(session.screen())
}

/// `--lang`, which every subcommand takes.
fn lang() {
    let cup = cup();
    let d = s(cup.path());
    assert!(ok(&["show", d]).contains("teams: 5"));
    let hr = ok(&["show", d, "--lang", "hr"]);
    assert!(hr.contains("ekipe: 5"), "{hr}");
}

/// The hall clock's options on a run that reads the clock; a run that does not read it,
/// or draws no screen, or changes the tournament, does not take them nor `--read-only`.
fn clock_options() {
    let cup = cup();
    let d = s(cup.path());
    let at = ["late", d, "--clock", "2025-03-01T10:10:00+01:00"];
    let late = ok(&at);
    assert!(late.starts_with("Round 2 at 10:10:00,"), "{late}");
    // A hundred thousand fake seconds a real second: the milliseconds kup runs move the
    // hall clock by minutes.
    let fast = ok(&[&at[..], &["--clock-speed", "100000"]].concat());
    assert!(!fast.starts_with("Round 2 at 10:10:00,"), "{fast}");
    let before = on_disk(cup.path());
    let edit = ["team", "edit", d, "--team", "1", "--name", "ŠK 6"];
    for flag in [
        &["--read-only"][..],
        &["--clock", "2025-03-01T10:10:00+01:00"],
        &["--theme", "mono"],
        &["--ascii"],
    ] {
        let text = refused(&[&edit[..], flag].concat(), USAGE);
        let unexpected = format!("unexpected argument '{}'", flag[0]);
        assert!(text.contains(&unexpected), "{text}");
    }
    assert_eq!(on_disk(cup.path()), before);
}

fn regulation() {
    let kzz = ok(&["regulation", "kzz-2015"]);
    let bpz = ok(&["regulation", "bpz-2025"]);
    assert!(kzz.contains("id: \"kzz-2015\""), "{kzz}");
    assert!(bpz.contains("id: \"bpz-2025\""), "{bpz}");
}

fn new() {
    let tmp = tempfile::tempdir().unwrap();
    let at = |name: &str| tmp.path().join(name).to_str().unwrap().to_string();
    new_event(&at("a"), "mzz-2012");
    assert_eq!(on_disk(&tmp.path().join("a")).regulation.id, "mzz-2012");
    let own = tmp.path().join("own.ron");
    let text = ok(&["regulation", "kzz-2015"]).replace(
        "title: \"Kup Krapinsko-zagorske županije 2015\"",
        "title: \"Kup Zagorja\"",
    );
    std::fs::write(&own, text).unwrap();
    ok(&[
        "new",
        &at("b"),
        "--regulation",
        s(&own),
        "--date",
        "2015-02-15",
    ]);
    assert_eq!(
        on_disk(&tmp.path().join("b")).regulation.title,
        "Kup Zagorja"
    );
    let named = [
        "--preset",
        "kzz-2015",
        "--name",
        "Kup Zagorja",
        "--federation",
        "SLO",
        "--date",
        "2015-02-15",
    ];
    ok(&[&["new", &at("c")][..], &named[..]].concat());
    let c = on_disk(&tmp.path().join("c"));
    assert_eq!(c.info.name, "Kup Zagorja");
    assert_eq!(c.info.federation, "SLO");
    let pairing = [
        "--preset",
        "kzz-2015",
        "--swiss-pairing",
        "dutch",
        "--date",
        "2015-02-15",
    ];
    ok(&[&["new", &at("d")][..], &pairing[..]].concat());
    let d = on_disk(&tmp.path().join("d")).regulation.swiss_pairing;
    assert_eq!(d, SwissPairing::DutchLegacy);
    // A hall in another zone than the federation's: the regulation's 09:30 is 09:30 there.
    let zoned = [
        "--preset",
        "kzz-2015",
        "--date",
        "2026-07-04",
        "--time-zone",
    ];
    ok(&[&["new", &at("e")][..], &zoned[..], &["America/New_York"]].concat());
    let e = on_disk(&tmp.path().join("e"));
    assert_eq!(e.info.time_zone.map(|z| z.name()), Some("America/New_York"));
    let start = e.regulation.schedule[0].start.to_rfc3339();
    assert_eq!(start, "2026-07-04T09:30:00-04:00");
    let wrong = kup(&[&["new", &at("f")][..], &zoned[..], &["Europe/Zagrebb"]].concat());
    let said = String::from_utf8_lossy(&wrong.stderr);
    assert!(
        said.contains("--time-zone: 'Europe/Zagrebb' is not a time zone such as Europe/Zagreb"),
        "{said}"
    );
    assert!(!tmp.path().join("f").exists());
}

/// kzz-2015 plays rounds 1-2, 3-4 and 5 a week apart; the arbiter's day of round 1 moves
/// them all, and the spacing or each day can be given instead.
fn new_dates() {
    let tmp = tempfile::tempdir().unwrap();
    let at = |name: &str| tmp.path().join(name).to_str().unwrap().to_string();
    let schedule = |name: &str| ok(&["schedule", &at(name)]);
    ok(&[
        "new",
        &at("a"),
        "--preset",
        "kzz-2015",
        "--date",
        "2026-12-05",
    ]);
    let a = schedule("a");
    assert!(a.contains("round 1: 2026-12-05 09:30"), "{a}");
    assert!(a.contains("round 3: 2026-12-12 09:30"), "{a}");
    let spaced = [
        "--preset",
        "kzz-2015",
        "--date",
        "2026-12-05",
        "--days-between",
        "1",
    ];
    ok(&[&["new", &at("b")][..], &spaced[..]].concat());
    let b = schedule("b");
    assert!(b.contains("round 3: 2026-12-07 09:30"), "{b}");
    let days = "2026-12-05,2026-12-06,2026-12-06,2026-12-20";
    let given = [
        "--preset",
        "kzz-2015",
        "--date",
        "2026-12-05",
        "--round-dates",
        days,
    ];
    ok(&[&["new", &at("c")][..], &given[..]].concat());
    let c = schedule("c");
    assert!(c.contains("round 3: 2026-12-06 09:30"), "{c}");
    assert!(c.contains("round 5: 2026-12-20 10:00"), "{c}");
}

/// Each fact of `kup event` lands in the tournament on disk.
fn event() {
    let tmp = tempfile::tempdir().unwrap();
    let d = s(tmp.path());
    ok(&["new", d, "--preset", "kzz-2015", "--date", "2026-12-05"]);
    ok(&[
        "event",
        d,
        "--name",
        "Kup KZŽ 2026",
        "--first-day",
        "2026-12-04",
        "--last-day",
        "2026-12-20",
        "--venue",
        "Dom kulture",
        "--city",
        "Krapina",
        "--federation",
        "slo",
        "--chief-arbiter",
        "Kovač, Ana",
        "--deputies",
        "Babić, Ivo; Car, Eva",
        "--time-control",
        "60 min + 30 s",
        "--time-zone",
        "Europe/Ljubljana",
    ]);
    let info = on_disk(tmp.path()).info;
    assert_eq!(info.time_zone.map(|z| z.name()), Some("Europe/Ljubljana"));
    assert_eq!(
        (info.name.as_str(), info.venue.as_str(), info.city.as_str()),
        ("Kup KZŽ 2026", "Dom kulture", "Krapina")
    );
    assert_eq!(info.federation, "SLO");
    assert_eq!(info.chief_arbiter, "Kovač, Ana");
    assert_eq!(info.deputy_arbiters, ["Babić, Ivo", "Car, Eva"]);
    assert_eq!(info.time_control, "60 min + 30 s");
    let days = (
        info.start_date.map(|d| d.to_string()),
        info.end_date.map(|d| d.to_string()),
    );
    assert_eq!(
        days,
        (
            Some("2026-12-04".to_string()),
            Some("2026-12-20".to_string())
        )
    );
}

fn swiss_pairing() {
    let tmp = tempfile::tempdir().unwrap();
    five_team_cup(tmp.path());
    let d = s(tmp.path());
    assert_eq!(
        on_disk(tmp.path()).regulation.swiss_pairing,
        SwissPairing::TeamSwiss
    );
    ok(&["swiss-pairing", d, "dutch"]);
    assert_eq!(
        on_disk(tmp.path()).regulation.swiss_pairing,
        SwissPairing::DutchLegacy
    );
}

/// Before round 1 (the cup's regulation takes no late entries).
fn team_add() {
    let tmp = tempfile::tempdir().unwrap();
    five_team_cup(tmp.path());
    let d = s(tmp.path());
    let add = ["--name", "ŠK Đurđevac", "--club", "ŠK", "--city", "Čakovec"];
    ok(&[&["team", "add", d][..], &add[..]].concat());
    let t = on_disk(tmp.path());
    let added = t.teams.last().unwrap();
    assert_eq!(
        (
            added.name.as_str(),
            added.club.as_str(),
            added.city.as_str()
        ),
        ("ŠK Đurđevac", "ŠK", "Čakovec")
    );
}

fn team_edit() {
    let cup = cup();
    let d = s(cup.path());
    let edit = [
        "--team",
        "2",
        "--name",
        "ŠK Žumberak",
        "--club",
        "Ž",
        "--city",
        "Đ",
    ];
    ok(&[&["team", "edit", d][..], &edit[..]].concat());
    let t = on_disk(cup.path());
    let names: Vec<&str> = t.teams.iter().map(|team| team.name.as_str()).collect();
    assert_eq!(names, ["ŠK 1", "ŠK Žumberak", "ŠK 3", "ŠK 4", "ŠK 5"]);
    assert_eq!(
        (t.teams[1].club.as_str(), t.teams[1].city.as_str()),
        ("Ž", "Đ")
    );
}

/// `team remove`, `team move` and `team numbers` before round 1 is paired.
fn team_order() {
    let tmp = tempfile::tempdir().unwrap();
    five_team_cup(tmp.path());
    let d = s(tmp.path());
    let names = || -> Vec<String> {
        let t = on_disk(tmp.path());
        t.teams.iter().map(|team| team.name.clone()).collect()
    };
    ok(&["team", "move", d, "--team", "5", "--to", "2"]);
    let moved = [
        "ŠK Zabok",
        "ŠK Žminj",
        "ŠK Đakovo",
        "ŠK Čakovec",
        "ŠK Ludbreg",
    ];
    assert_eq!(names(), moved);
    ok(&["team", "remove", d, "--team", "3"]);
    assert_eq!(
        names(),
        ["ŠK Zabok", "ŠK Žminj", "ŠK Čakovec", "ŠK Ludbreg"]
    );
    ok(&["team", "numbers", d, "--order", "4,3,2,1"]);
    let t = on_disk(tmp.path());
    let order: Vec<TeamId> = (1..=4).rev().map(|n| team(&t, n)).collect();
    assert_eq!(t.lots.last().unwrap().order, order);
}

fn team_withdraw() {
    let cup = cup();
    let d = s(cup.path());
    ok(&["team", "withdraw", d, "--team", "4", "--from-round", "3"]);
    let t = on_disk(cup.path());
    let withdrawn: Vec<Option<u32>> = t.teams.iter().map(|t| t.withdrawn_from_round).collect();
    assert_eq!(withdrawn, [None, None, None, Some(3), None]);
}

fn team_absent() {
    let tmp = tempfile::tempdir().unwrap();
    five_team_cup(tmp.path());
    let d = s(tmp.path());
    let absent = || on_disk(tmp.path()).rounds.get(1).map(|r| r.absent.clone());
    ok(&["team", "absent", d, "--team", "3", "--round", "2"]);
    let t = on_disk(tmp.path());
    assert_eq!(absent(), Some(vec![team(&t, 3)]));
    ok(&[
        "team", "absent", d, "--team", "3", "--round", "2", "--clear",
    ]);
    assert_eq!(absent(), Some(vec![]));
}

/// The values `player add` and `player edit` are given, flag by flag.
const PLAYER: [&str; 17] = [
    "--name",
    "Đurić, Šime",
    "--fide-id",
    "14500001",
    "--fide-rating",
    "2101",
    "--national-rating",
    "2050",
    "--fed",
    "SLO",
    "--citizenship",
    "BIH",
    "--born",
    "1990",
    "--title",
    "FM",
    "--unregistered",
];

/// The player `PLAYER` describes is `t`'s team `team`, position `at`.
fn is_the_player(t: &Tournament, team: usize, at: usize) {
    let p = &t.team_by_number(team).unwrap().roster[at - 1];
    assert_eq!(
        (p.surname.as_str(), p.given_name.as_str()),
        ("Đurić", "Šime")
    );
    assert_eq!(p.fide_id, Some(14500001));
    assert_eq!(p.fide_rating, Some(2101));
    assert_eq!(p.national_rating, Some(2050));
    assert_eq!(p.federation, "SLO");
    assert_eq!(p.citizenship, "BIH");
    assert_eq!(p.birth_year, Some(1990));
    assert_eq!(p.title, "FM");
    assert!(!p.registered);
}

fn player_add() {
    let cup = cup();
    let d = s(cup.path());
    ok(&[&["player", "add", d, "--team", "3"][..], &PLAYER[..]].concat());
    let t = on_disk(cup.path());
    assert_eq!(t.team_by_number(3).unwrap().roster.len(), 6);
    assert_eq!(t.team_by_number(2).unwrap().roster.len(), 5);
    is_the_player(&t, 3, 6);
}

/// kzz-2015 closes the roster once round 1 is paired; `--override-lock` adds the player
/// all the same and the team records it.
fn player_add_override() {
    let tmp = tempfile::tempdir().unwrap();
    let d = s(tmp.path());
    ok(&["new", d, "--preset", "kzz-2015", "--date", "2015-02-15"]);
    for team in ["1", "2"] {
        ok(&["team", "add", d, "--name", &format!("ŠK {team}")]);
        for board in 1..=4 {
            let name = format!("Igrač{board}, Tim{team}");
            ok(&["player", "add", d, "--team", team, "--name", &name]);
        }
    }
    ok(&["pair", d, "--round", "1", "--manual", "1-2"]);
    let add = ["player", "add", d, "--team", "2", "--name", "Kasni, Ivo"];
    assert!(!kup(&add).status.success());
    ok(&[&add[..], &["--override-lock"]].concat());
    let t = on_disk(tmp.path());
    let two = t.team_by_number(2).unwrap();
    assert_eq!(two.roster.len(), 5);
    assert_eq!(two.admitted_late.len(), 1);
}

fn player_edit() {
    let cup = cup();
    let d = s(cup.path());
    let at = ["player", "edit", d, "--team", "3", "--player", "4"];
    ok(&[&at[..], &PLAYER[..]].concat());
    let t = on_disk(cup.path());
    is_the_player(&t, 3, 4);
    assert_eq!(t.team_by_number(3).unwrap().roster[2].surname, "Igrač3");
}

fn player_remove() {
    let cup = cup();
    let d = s(cup.path());
    ok(&["player", "remove", d, "--team", "4", "--player", "5"]);
    let t = on_disk(cup.path());
    let four: Vec<&str> = t
        .team_by_number(4)
        .unwrap()
        .roster
        .iter()
        .map(|p| p.surname.as_str())
        .collect();
    assert_eq!(four, ["Igrač1", "Igrač2", "Igrač3", "Igrač4"]);
    assert_eq!(t.team_by_number(5).unwrap().roster.len(), 5);
}

/// Round 1 is paired, so the base lineup is locked until `--override-lock`.
fn player_move() {
    let cup = cup();
    let d = s(cup.path());
    let args = [
        "player", "move", d, "--team", "2", "--player", "3", "--to", "1",
    ];
    let before = on_disk(cup.path());
    let text = refused(&args, RULE);
    assert!(
        text.contains("the base lineup is fixed once round 1 is paired"),
        "{text}"
    );
    assert_eq!(on_disk(cup.path()), before);
    ok(&[&args[..], &["--override-lock"]].concat());
    let t = on_disk(cup.path());
    let two: Vec<&str> = t
        .team_by_number(2)
        .unwrap()
        .roster
        .iter()
        .map(|p| p.surname.as_str())
        .collect();
    assert_eq!(two, ["Igrač3", "Igrač1", "Igrač2", "Igrač4", "Igrač5"]);
}

/// The first-named team and the second-named of each match of `round`, by starting number.
fn matches(t: &Tournament, round: u32) -> Vec<(usize, usize)> {
    let number = |id: TeamId| t.teams.iter().position(|team| team.id == id).unwrap() + 1;
    t.rounds[round as usize - 1]
        .matches
        .iter()
        .map(|m| (number(m.home), number(m.away)))
        .collect()
}

/// `--explain`, `--swap` and `--flip` on the paired rounds, `--round` choosing which.
fn pair_newest() {
    let cup = cup();
    let d = s(cup.path());
    let one = ok(&["pair", d, "--explain", "--round", "1"]);
    let two = ok(&["pair", d, "--explain", "--round", "2"]);
    assert!(
        one.contains("Round 1") && two.contains("Round 2"),
        "{one}\n{two}"
    );
    assert_ne!(one, two);
    ok(&["pair", d, "--flip", "2"]);
    assert_eq!(matches(&on_disk(cup.path()), 2), [(2, 3), (5, 1)]);
    ok(&["pair", d, "--swap", "3,5"]);
    assert_eq!(matches(&on_disk(cup.path()), 2), [(2, 5), (3, 1)]);
    let text = refused(&["pair", d, "--flip", "1", "--round", "1"], RULE);
    assert!(text.contains("only the newest paired round (2)"), "{text}");
}

/// A round to pair: `--discard` takes round 2 away, then it is paired again by hand, or
/// from a seed and an initial colour on a new cup.
fn pair_next() {
    let cup = cup();
    let d = s(cup.path());
    ok(&["pair", d, "--discard"]);
    assert_eq!(on_disk(cup.path()).paired_rounds(), 1);
    // Round 2 draws nothing by lot: its seed would be used for nothing.
    let text = refused(&["pair", d, "--seed", "9"], USAGE);
    assert!(
        text.starts_with("kup: --seed: the pairing of round 2 draws nothing by lot"),
        "{text}"
    );
    assert_eq!(on_disk(cup.path()).paired_rounds(), 1);
    ok(&["pair", d, "--manual", "4-1,3-5,2"]);
    assert_eq!(matches(&on_disk(cup.path()), 2), [(4, 1), (3, 5)]);
    let tmp = tempfile::tempdir().unwrap();
    five_team_cup(tmp.path());
    let d = s(tmp.path());
    // With the initial colour chosen, round 1 of a Swiss draws nothing either.
    let text = refused(
        &["pair", d, "--seed", "77", "--initial-colour", "black"],
        USAGE,
    );
    assert!(text.contains("round 1 draws nothing by lot"), "{text}");
    ok(&["pair", d, "--initial-colour", "black"]);
    assert_eq!(on_disk(tmp.path()).initial_colour, Some(Colour::Black));
    let tmp = tempfile::tempdir().unwrap();
    five_team_cup(tmp.path());
    ok(&["pair", s(tmp.path()), "--seed", "77"]);
    assert_eq!(on_disk(tmp.path()).rounds[0].seed, Some(77));
    // A round robin takes its colours from the Berger tables.
    let berger = tempfile::tempdir().unwrap();
    let d = s(berger.path());
    new_event(d, "hss-kadeti-2009");
    for name in ["ŠK Zabok", "ŠK Đakovo", "ŠK Čakovec", "ŠK Žminj"] {
        ok(&["team", "add", d, "--name", name]);
    }
    let text = refused(&["pair", d, "--initial-colour", "white"], RULE);
    assert!(
        text.contains("a round robin has no initial colour"),
        "{text}"
    );
    assert_eq!(on_disk(berger.path()).paired_rounds(), 0);
}

fn forbid() {
    let cup = cup();
    let d = s(cup.path());
    ok(&["forbid", d, "--teams", "1,4", "--rounds", "3-4"]);
    let t = on_disk(cup.path());
    let apart = &t.kept_apart[0];
    assert_eq!(apart.teams, [team(&t, 1), team(&t, 4)]);
    assert_eq!((apart.first_round, apart.last_round), (3, Some(4)));
    let listed = ok(&["forbid", d]);
    let json = json(&["forbid", d, "--format", "json"]);
    assert_eq!(
        json,
        serde_json::json!([{ "teams": [1, 4], "first_round": 3, "last_round": 4 }])
    );
    ok(&["forbid", d, "--teams", "1,4", "--clear"]);
    assert!(on_disk(cup.path()).kept_apart.is_empty());
    assert_ne!(ok(&["forbid", d]), listed);
}

fn pairings() {
    let cup = cup();
    let d = s(cup.path());
    let newest = ok(&["pairings", d]);
    assert!(newest.starts_with("Round 2\n"), "{newest}");
    let one = ok(&["pairings", d, "--round", "1"]);
    assert!(one.starts_with("Round 1\n"), "{one}");
    let tsv = ok(&["pairings", d, "--format", "tsv"]);
    assert!(tsv.starts_with("round\ttable\t"), "{tsv}");
}

fn lineup() {
    let cup = cup();
    let d = s(cup.path());
    let at = "2025-03-01T09:00:00+01:00";
    let args = ["--round", "2", "--team", "5", "--players", "2,3,4,5"];
    ok(&[&["lineup", d][..], &args[..], &["--handed-in", at]].concat());
    let t = on_disk(cup.path());
    let five = t.team_by_number(5).unwrap();
    let lineup = t.rounds[1].lineup(five.id).expect("lineup of team 5");
    let ids: Vec<_> = five.roster[1..].iter().map(|p| p.id).collect();
    assert_eq!(lineup.players, ids);
    assert_eq!(lineup.handed_in.unwrap().to_rfc3339(), at);
    assert!(t.rounds[1].lineup(team(&t, 1)).is_none());
}

fn seating() {
    let cup = cup();
    let d = s(cup.path());
    ok(&[
        "start",
        d,
        "--round",
        "2",
        "--at",
        "2025-03-01T10:00:00+01:00",
    ]);
    ok(&[
        "seating",
        d,
        "--round",
        "2",
        "--team",
        "1",
        "--players",
        "2,1,3,4",
    ]);
    let t = on_disk(cup.path());
    let one = t.team_by_number(1).unwrap();
    let seated = t.rounds[1].lineup(one.id).and_then(|l| l.seated.clone());
    let r = &one.roster;
    assert_eq!(seated, Some(vec![r[1].id, r[0].id, r[2].id, r[3].id]));
}

/// A game's penalty on round 2, team 1, board 2, with its note.
fn penalty_game() {
    for (kind, note) in [("phone", "rang"), ("forfeit", "late")] {
        let cup = cup();
        let d = s(cup.path());
        let at = [
            "--round", "2", "--team", "1", "--board", "2", "--note", note,
        ];
        ok(&[&["penalty", kind, d][..], &at[..]].concat());
        let t = on_disk(cup.path());
        let [penalty] = t.penalties.as_slice() else {
            panic!("{:?}", t.penalties)
        };
        assert_eq!((penalty.round, penalty.team), (2, team(&t, 1)));
        assert_eq!(penalty.kind, PenaltyKind::GameLost { board: 2 });
        assert!(penalty.reason.ends_with(note), "{}", penalty.reason);
    }
}

/// Both players of the game lose (the cup's regulation allows a draw from move 30).
fn penalty_early_draw() {
    let cup = cup();
    let d = s(cup.path());
    let at = [
        "--round", "2", "--match", "2", "--board", "3", "--note", "potez 12",
    ];
    ok(&[&["penalty", "early-draw", d][..], &at[..]].concat());
    let t = on_disk(cup.path());
    let teams: Vec<_> = t
        .penalties
        .iter()
        .map(|p| (p.round, p.team, p.kind))
        .collect();
    let lost = PenaltyKind::GameLost { board: 3 };
    assert_eq!(teams, [(2, team(&t, 1), lost), (2, team(&t, 5), lost)]);
    assert!(t.penalties[0].reason.ends_with("potez 12"));
}

fn penalty_unregistered() {
    let cup = cup();
    let d = s(cup.path());
    ok(&[
        "penalty",
        "unregistered",
        d,
        "--round",
        "1",
        "--team",
        "4",
        "--note",
        "Tim4",
    ]);
    let t = on_disk(cup.path());
    let p = &t.penalties[0];
    assert_eq!(
        (p.round, p.team, p.kind),
        (1, team(&t, 4), PenaltyKind::AllMatchPointsLost)
    );
    assert!(p.reason.ends_with("Tim4"), "{}", p.reason);
}

/// Team 2's reserve (roster position 5), who sat out round 1, is barred from round 2.
fn penalty_bar() {
    let cup = cup();
    let d = s(cup.path());
    ok(&[
        "penalty", "bar", d, "--round", "1", "--team", "2", "--player", "5", "--note", "zvonio",
    ]);
    let t = on_disk(cup.path());
    let two = t.team_by_number(2).unwrap();
    let p = &t.penalties[0];
    let barred = PenaltyKind::BarredNextRound {
        player: two.roster[4].id,
    };
    assert_eq!((p.round, p.team, p.kind), (1, two.id, barred));
    assert!(p.reason.ends_with("zvonio"), "{}", p.reason);
}

fn penalty_lift() {
    let cup = cup();
    let d = s(cup.path());
    for team in ["1", "3"] {
        ok(&[
            "penalty", "phone", d, "--round", "2", "--team", team, "--board", "1",
        ]);
    }
    ok(&["penalty", "lift", d, "--number", "1"]);
    let t = on_disk(cup.path());
    let left: Vec<TeamId> = t.penalties.iter().map(|p| p.team).collect();
    assert_eq!(left, [team(&t, 3)]);
}

fn result() {
    let cup = cup();
    let d = s(cup.path());
    ok(&[
        "result", d, "--round", "2", "--match", "2", "--board", "3", "1/2",
    ]);
    ok(&[
        "result", d, "--round", "2", "--match", "1", "--score", "1.5-2.5",
    ]);
    let t = on_disk(cup.path());
    let results: Vec<GameResult> = t.rounds[1].matches[1]
        .boards
        .iter()
        .map(|b| b.result)
        .collect();
    use GameResult::{Draw, NotPlayed};
    assert_eq!(results, [NotPlayed, NotPlayed, Draw, NotPlayed]);
    let first = t.rounds[1].matches[0].score_only.expect("a match score");
    assert_eq!((first.home.0, first.away.0), (3, 5));
    assert_eq!(t.rounds[0], on_disk(self::cup().path()).rounds[0]);
}

fn schedule() {
    let cup = cup();
    let d = s(cup.path());
    let at = [
        "--round",
        "3",
        "--start",
        "2025-03-08T10:00",
        "--venue",
        "Dom Đakovo",
    ];
    ok(&[&["schedule", d][..], &at[..]].concat());
    let t = on_disk(cup.path());
    let three = &t.rounds[2];
    let start = three.scheduled_start.expect("scheduled").to_rfc3339();
    assert_eq!(
        (start.as_str(), three.venue.as_str()),
        ("2025-03-08T10:00:00+01:00", "Dom Đakovo")
    );
    assert_eq!(t.rounds[1].scheduled_start, None);
    ok(&["schedule", d, "--round", "4", "--date", "2025-01-20"]);
    ok(&["schedule", d, "--round", "4", "--time", "12:05"]);
    let four = ok(&["schedule", d]);
    assert!(four.contains("round 4: 2025-01-20 12:05"), "{four}");
}

/// The hall clock of the cup's round 2: scheduled 11:15, default time 11:45.
const ROUND_TWO: &str = "2025-01-18T11:15:00+01:00";

fn start() {
    let cup = cup();
    let d = s(cup.path());
    ok(&[
        "start",
        d,
        "--round",
        "1",
        "--at",
        "2025-01-18T09:05:00+01:00",
    ]);
    ok(&["start", d, "--at", ROUND_TWO]);
    let t = on_disk(cup.path());
    let started: Vec<String> = t
        .rounds
        .iter()
        .map(|r| r.actual_start.unwrap().to_rfc3339())
        .collect();
    assert_eq!(started, ["2025-01-18T09:05:00+01:00", ROUND_TWO]);
}

fn arrive() {
    let cup = cup();
    let d = s(cup.path());
    ok(&["start", d, "--at", ROUND_TWO]);
    ok(&[
        "arrive", d, "--round", "2", "--team", "5", "--board", "3", "--at", "11:20",
    ]);
    ok(&["arrive", d, "--team", "2", "--board", "1", "--at", "11:21"]);
    let t = on_disk(cup.path());
    let white = |table: usize, board: usize| t.rounds[1].matches[table].boards[board].white_arrived;
    let black = |table: usize, board: usize| t.rounds[1].matches[table].boards[board].black_arrived;
    // Board 3: team 1 first-named has White; team 5 Black. Board 1 of table 1: team 2 White.
    assert_eq!(
        black(1, 2).unwrap().to_rfc3339(),
        "2025-01-18T11:20:00+01:00"
    );
    assert_eq!(
        white(0, 0).unwrap().to_rfc3339(),
        "2025-01-18T11:21:00+01:00"
    );
    assert_eq!((white(1, 2), black(0, 0)), (None, None));
    ok(&["arrive", d, "--team", "2", "--board", "1", "--clear"]);
    assert_eq!(
        on_disk(cup.path()).rounds[1].matches[0].boards[0].white_arrived,
        None
    );
}

fn late() {
    let cup = cup();
    let d = s(cup.path());
    ok(&["start", d, "--at", ROUND_TWO]);
    let now = ok(&["late", d, "--at", "2025-01-18T11:20:00+01:00"]);
    assert!(now.starts_with("Round 2 at 11:20:00,"), "{now}");
    assert!(now.contains("— 25:00 left"), "{now}");
    let one = ok(&[
        "late",
        d,
        "--round",
        "1",
        "--at",
        "2025-01-18T11:20:00+01:00",
    ]);
    assert!(
        one.starts_with("Round 1 at 11:20:00, scheduled 09:00,"),
        "{one}"
    );
    // The same 25 minutes left, for a program: every seat of round 2 is open (nobody has
    // arrived), two matches of 4 boards, two players a board.
    let json = json(&[
        "late",
        d,
        "--at",
        "2025-01-18T11:20:00+01:00",
        "--format",
        "json",
    ]);
    assert_eq!(json["round"], 2);
    assert_eq!(json["default_time"], "2025-01-18T11:45:00+01:00");
    let missing = json["missing"].as_array().unwrap();
    assert_eq!(missing.len(), 2 * 4 * 2, "{json}");
    assert!(
        missing
            .iter()
            .all(|m| m["seconds_left"] == 25 * 60 && m["expired"] == false),
        "{json}"
    );
}

fn forfeits() {
    let cup = cup();
    let d = s(cup.path());
    ok(&["start", d, "--at", ROUND_TWO]);
    let at = ["--at", "2025-01-18T11:50:00+01:00"];
    let all = ok(&[&["forfeits", d][..], &at[..]].concat());
    assert!(
        all.contains("table 1 board 1") && all.contains("table 2 board 1"),
        "{all}"
    );
    let one = ok(&[&["forfeits", d, "--match", "2"][..], &at[..]].concat());
    assert!(
        !one.contains("table 1 board 1") && one.contains("table 2 board 1"),
        "{one}"
    );
    let due = json(
        &[
            &["forfeits", d, "--match", "2", "--format", "json"][..],
            &at[..],
        ]
        .concat(),
    );
    let boards: Vec<_> = due["due"].as_array().unwrap().iter().collect();
    assert_eq!(boards.len(), 4, "{due}");
    assert!(
        boards
            .iter()
            .all(|f| f["table"] == 2 && f["result"] == "--"),
        "{due}"
    );
    refused(
        &[&["forfeits", d, "--apply", "--format", "json"][..], &at[..]].concat(),
        USAGE,
    );
    let early = ok(&["forfeits", d, "--round", "2", "--at", ROUND_TWO]);
    assert!(early.contains("no forfeit is due"), "{early}");
    assert!(on_disk(cup.path()).rounds[1].matches[1].boards[0].result == GameResult::NotPlayed);
    ok(&[&["forfeits", d, "--match", "2", "--apply"][..], &at[..]].concat());
    let t = on_disk(cup.path());
    assert_eq!(
        t.rounds[1].matches[1].boards[0].result,
        GameResult::DoubleForfeit
    );
    assert_eq!(
        t.rounds[1].matches[0].boards[0].result,
        GameResult::NotPlayed
    );
}

fn standings() {
    let cup = cup();
    let d = s(cup.path());
    let newest = ok(&["standings", d]);
    assert!(newest.contains("standings after round 2\n"), "{newest}");
    let one = ok(&["standings", d, "--after-round", "1"]);
    assert!(one.contains("standings after round 1\n"), "{one}");
    let tsv = ok(&["standings", d, "--format", "tsv"]);
    assert!(tsv.starts_with("rank\tno\tteam\t"), "{tsv}");
}

/// `crosstable` and `boards` after round 1 (scores only, no board results) and round 2.
fn tables() {
    let cup = cup();
    let d = s(cup.path());
    ok(&[
        "result", d, "--round", "2", "--match", "1", "--board", "1", "1-0",
    ]);
    let cross = ok(&["crosstable", d, "--after-round", "1"]);
    assert!(cross.contains("crosstable after round 1\n"), "{cross}");
    assert!(ok(&["crosstable", d]).contains("crosstable after round 2\n"));
    let boards = ok(&["boards", d]);
    assert!(boards.contains("board results after round 2\n"), "{boards}");
    assert_eq!(
        ok(&["boards", d, "--after-round", "1"]),
        "no board results yet\n"
    );
    let tsv = ok(&["crosstable", d, "--format", "tsv"]);
    assert!(tsv.starts_with("Place\tNo\tTeam\t"), "{tsv}");
    let json = ok(&["boards", d, "--format", "json"]);
    assert!(
        json.starts_with("[\n  {") && json.contains("\"board\": \"1\""),
        "{json}"
    );
}

fn explain() {
    let cup = cup();
    let d = s(cup.path());
    let newest = ok(&["explain", d, "--teams", "2,3"]);
    assert!(newest.starts_with("after round 2: 3 ŠK 3"), "{newest}");
    let one = ok(&["explain", d, "--teams", "2,4", "--after-round", "1"]);
    assert!(one.starts_with("after round 1: 2 ŠK 2"), "{one}");
    assert!(one.contains(" ŠK 4 "), "{one}");
    assert!(newest.contains("(OSB57)"), "{newest}");
    let mp = ok(&["explain", d, "--teams", "2,3", "--criterion", "MP"]);
    assert!(
        !mp.contains("(OSB57)") && mp.contains("(MP) of 2 ŠK 2"),
        "{mp}"
    );
    let json = json(&["explain", d, "--teams", "2,3", "--format", "json"]);
    let numbers: Vec<_> = json["teams"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| &x["number"])
        .collect();
    assert_eq!(numbers, [2, 3]);
    let chain = on_disk(cup.path()).regulation.chain(5).len();
    assert_eq!(
        json["values"].as_array().unwrap().len(),
        2 * chain,
        "{json}"
    );
    assert_eq!(json["comparison"]["teams"].as_array().unwrap().len(), 2);
}

/// Before round 1 every team is tied with every other.
fn draw_lots() {
    let tmp = tempfile::tempdir().unwrap();
    five_team_cup(tmp.path());
    let d = s(tmp.path());
    ok(&["draw-lots", d, "--teams", "2,5,1,4,3", "--seed", "4242"]);
    let t = on_disk(tmp.path());
    let lot = t.lots.last().unwrap();
    assert_eq!(lot.seed, 4242);
    let mut drawn = lot.order.clone();
    drawn.sort();
    let all: Vec<_> = (1..=5).map(|n| team(&t, n)).collect();
    assert_eq!(drawn, all);
}

/// The play-off of the two teams tied for the title: paired with the seed given, then the
/// results of the match named; a match that does not exist is refused.
fn playoff() {
    let tmp = tempfile::tempdir().unwrap();
    let d = s(tmp.path());
    crate::playoff::cadet_final_tied_for_the_title(d);
    ok(&["playoff", d, "--teams", "1,2", "--seed", "4242"]);
    assert_eq!(on_disk(tmp.path()).playoffs[0].seed, 4242);
    let refused = kup(&[
        "playoff",
        d,
        "--teams",
        "1,2",
        "--results",
        "= = = =",
        "--match",
        "2",
    ]);
    assert!(!refused.status.success());
    ok(&[
        "playoff",
        d,
        "--teams",
        "2,1",
        "--results",
        "1-0 = = =",
        "--match",
        "1",
    ]);
    let t = on_disk(tmp.path());
    let boards = &t.playoffs[0].matches[0].boards;
    assert_eq!(boards[0].result, GameResult::WhiteWins);
    assert_eq!(boards[3].result, GameResult::Draw);
}

fn export() {
    let cup = cup();
    let d = s(cup.path());
    let txt = ok(&["export", d, "--format", "txt", "--what", "pairings"]);
    assert!(txt.contains("— round 2\n"), "{txt}");
    let one = ok(&[
        "export", d, "--format", "txt", "--what", "pairings", "--round", "1",
    ]);
    assert!(one.contains("— round 1\n"), "{one}");
    let standings = ok(&["export", d, "--format", "txt", "--what", "standings"]);
    assert_ne!(standings, txt);
    let html = ok(&["export", d, "--format", "html", "--what", "pairings"]);
    assert!(html.starts_with("<!DOCTYPE html>"), "{}", &html[..40]);
    let file = cup.path().join("round.txt");
    let said = ok(&[
        "export",
        d,
        "--format",
        "txt",
        "--what",
        "pairings",
        "--output",
        s(&file),
    ]);
    assert!(said.contains(s(&file)), "{said}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), txt);
    // The list of players has no round to choose.
    let players = [
        "export", d, "--format", "txt", "--what", "players", "--round", "1",
    ];
    let text = refused(&players, USAGE);
    assert!(
        text.starts_with("kup: export: the list of players is the same after every round"),
        "{text}"
    );
}

/// A file the export creates has the permissions the umask leaves, as a file this test
/// creates, or those `--mode` asks; standard output has none to set.
fn export_mode() {
    use std::os::unix::fs::PermissionsExt;
    let cup = cup();
    let d = s(cup.path());
    let export = ["export", d, "--format", "txt", "--what", "standings"];
    let mode = |path: &Path| std::fs::metadata(path).unwrap().permissions().mode() & 0o777;
    let probe = cup.path().join("probe");
    std::fs::File::create(&probe).unwrap();
    let plain = cup.path().join("plain.txt");
    ok(&[&export[..], &["-o", s(&plain)]].concat());
    assert_eq!(mode(&plain), mode(&probe));
    let shared = cup.path().join("shared.txt");
    ok(&[&export[..], &["-o", s(&shared), "--mode", "640"]].concat());
    assert_eq!(mode(&shared), 0o640);
    let text = refused(&[&export[..], &["--mode", "644"]].concat(), USAGE);
    assert!(text.contains("--output <OUTPUT>"), "{text}");
    let text = refused(
        &[&export[..], &["-o", "-", "--mode", "644"]].concat(),
        USAGE,
    );
    assert!(text.contains("standard output (-o -) has none"), "{text}");
}

/// `kup serve CUP --bind 127.0.0.1:0 EXTRA`: the process, the rest of its output after the
/// first line, and the address that line names.
fn spawn_serve(
    cup: &Path,
    extra: &[&str],
) -> (
    std::process::Child,
    std::io::BufReader<std::process::ChildStdout>,
    std::net::SocketAddr,
) {
    use std::io::{BufRead, BufReader};
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_kup"))
        .env("LC_ALL", "C")
        .env("KUP_CONFIG", "/nonexistent/kup-config.ron")
        .args([&["serve", s(cup), "--bind", "127.0.0.1:0"], extra].concat())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    out.read_line(&mut line).unwrap();
    let address = line
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split('/').next());
    let address: std::net::SocketAddr = address.and_then(|a| a.parse().ok()).expect(&line);
    assert!(address.ip().is_loopback() && address.port() != 0, "{line}");
    (child, out, address)
}

fn serve_bind() {
    use std::io::{Read, Write};
    let cup = cup();
    let (mut child, _, address) = spawn_serve(cup.path(), &[]);
    let mut stream = std::net::TcpStream::connect(address).unwrap();
    write!(stream, "GET /en/index.html HTTP/1.0\r\n\r\n").unwrap();
    let mut page = String::new();
    stream.read_to_string(&mut page).unwrap();
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(page.starts_with("HTTP/1.0 200"), "{page}");
    refused(&["serve", s(cup.path()), "--bind", "hall:80"], USAGE);
}

fn serve_captains() {
    use std::io::{BufRead, Read, Write};
    use std::os::unix::fs::PermissionsExt;
    let cup = cup();
    let captain_page = |address| {
        let mut stream = std::net::TcpStream::connect(address).unwrap();
        write!(stream, "GET /en/captain.html HTTP/1.0\r\n\r\n").unwrap();
        let mut page = String::new();
        stream.read_to_string(&mut page).unwrap();
        page
    };
    // Without the flag there is no captain's page.
    let (mut child, _, address) = spawn_serve(cup.path(), &[]);
    assert!(captain_page(address).starts_with("HTTP/1.0 404"));
    child.kill().unwrap();
    child.wait().unwrap();
    let (mut child, out, address) = spawn_serve(cup.path(), &["--captains"]);
    let teams = on_disk(cup.path()).teams;
    let lines: Vec<String> = out
        .lines()
        .take(1 + teams.len())
        .map(Result::unwrap)
        .collect();
    assert!(captain_page(address).starts_with("HTTP/1.0 200"));
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(lines[0].contains("captains.ron"), "{lines:?}");
    let codes = kup::app::captains::Codes::load(cup.path()).unwrap();
    for (team, line) in teams.iter().zip(&lines[1..]) {
        let (name, code) = line.trim().rsplit_once(": ").expect(line);
        assert_eq!(name, team.name);
        assert_eq!(codes.team_of(code), Some(team.id), "{line}");
    }
    let mode = std::fs::metadata(cup.path().join("captains.ron"))
        .unwrap()
        .permissions()
        .mode();
    assert_eq!(
        mode & 0o077,
        0,
        "only the arbiter reads the codes: {mode:o}"
    );
    // Served again, the codes handed out stay valid.
    let (mut child, _, _) = spawn_serve(cup.path(), &["--captains"]);
    child.kill().unwrap();
    child.wait().unwrap();
    assert_eq!(kup::app::captains::Codes::load(cup.path()).unwrap(), codes);
}

fn import_trf() {
    let tmp = tempfile::tempdir().unwrap();
    let file =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/team-bye-forfeit-withdrawn.trf");
    for preset in ["kzz-2015", "mzz-2012"] {
        let dir = tmp.path().join(preset);
        ok(&["import", "trf", s(&file), s(&dir), "--preset", preset]);
        let t = on_disk(&dir);
        assert_eq!(t.regulation.id, preset);
        let teams = std::fs::read_to_string(&file)
            .unwrap()
            .lines()
            .filter(|l| l.starts_with("310"))
            .count();
        assert_eq!(t.teams.len(), teams);
    }
}

/// A CSV roster adds a player; a FIDE list in its TXT layout then refreshes his rating.
fn import_lists() {
    let cup = cup();
    let d = s(cup.path());
    let roster = cup.path().join("roster.csv");
    let csv = "team,board,name,fide_id,fide_rating\nŠK 2,6,\"Šarić, Đuro\",14511111,2150\n";
    std::fs::write(&roster, csv).unwrap();
    ok(&["import", "roster-csv", s(&roster), d]);
    let rating = |t: &Tournament| {
        t.team_by_number(2)
            .unwrap()
            .roster
            .get(5)
            .map(|p| (p.surname.clone(), p.fide_rating))
    };
    assert_eq!(
        rating(&on_disk(cup.path())),
        Some(("Šarić".into(), Some(2150)))
    );
    // The documented layout: ID 1-15, Name 16-76, Fed 77-80, ..., SRtng 114-119, ..., B-day 153-158.
    let header = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag";
    // Every line of the list is as wide as the header (`docs/rules/fide-rating-list.md#files`).
    let line = format!(
        "{:<15}{:<61}{:<4}{:<4}{:<5}{:<5}{:<15}{:<4}{:<6}{:<39}",
        "14511111", "Saric, Djuro", "CRO", "M", "", "", "", "", "2171", "0"
    );
    let list = cup.path().join("players_list_foa.txt");
    std::fs::write(&list, format!("{header}\r\n{line}\r\n")).unwrap();
    ok(&["import", "fide-list", s(&list), d]);
    assert_eq!(
        rating(&on_disk(cup.path())),
        Some(("Šarić".into(), Some(2171)))
    );
}

fn engine_file(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/engine")
        .join(name);
    path.to_str().unwrap().to_string()
}

/// Pairing the next round of a TRF: 6 teams after round 2 (record 192 names the legacy
/// team mode), 5 players after round 2, and 8 teams before round 1.
fn engine_pair() {
    let six = engine_file("legacy-6-teams-after-round-2.trf");
    let swiss = ok(&["engine", "--system", "team-swiss", &six]);
    let dutch = ok(&["engine", "--system", "dutch", &six]);
    assert!(
        swiss.starts_with("3\n") && dutch.starts_with("3\n"),
        "{swiss}{dutch}"
    );
    // The system asked for decides: C.04.6 pairs team files only, C.04.3 an individual one.
    let five = engine_file("individual-5-after-round-2.trf");
    assert!(
        !kup(&["engine", "--system", "team-swiss", &five])
            .status
            .success()
    );
    assert!(ok(&["engine", "--system", "dutch", &five]).starts_with("3\n"));
    let eight = ok(&[
        "engine",
        "--system",
        "team-swiss",
        &engine_file("round1-8-teams-w.trf"),
    ]);
    assert!(eight.starts_with("4\n"), "{eight}");
    let tmp = tempfile::tempdir().unwrap();
    let file = tmp.path().join("pairs.txt");
    assert_eq!(
        ok(&["engine", "--system", "team-swiss", &six, "-p", s(&file)]),
        ""
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), swiss);
    let args = [
        "engine",
        "--system",
        "team-swiss",
        &six,
        "--preset",
        "mzz-2012",
    ];
    let out = kup(&args);
    let notes = said(&out, &args, 0);
    assert!(notes.contains("override the preset mzz-2012"), "{notes}");
    // An individual file is paired from its players' records alone.
    let individual = engine_file("individual-5-after-round-2.trf");
    let dutch = ["engine", "--system", "dutch", &individual];
    // Five players: two games and the bye.
    assert!(ok(&dutch).starts_with("3\n"));
    let text = refused(&[&dutch[..], &["--preset", "mzz-2012"]].concat(), USAGE);
    assert!(
        text.starts_with("kup: engine: --preset is for the TRF of a team event"),
        "{text}"
    );
    // The generator writes an event of its own: a preset would be used for nothing.
    let generate = [
        "engine",
        "--generate",
        "-o",
        s(&file),
        "--preset",
        "mzz-2012",
    ];
    let text = refused(&generate, USAGE);
    assert!(
        text.contains("cannot be used with '--preset <PRESET>'"),
        "{text}"
    );
}

/// The checker re-pairs the file by the system its record 192 names, or by `--system`.
fn engine_check() {
    let six = engine_file("legacy-6-teams-after-round-2.trf");
    let by_192 = said(&kup(&["engine", "--check", &six]), &[], 1);
    assert!(by_192.contains("check: 1 difference in"), "{by_192}");
    let swiss = said(
        &kup(&["engine", "--check", &six, "--system", "team-swiss"]),
        &[],
        1,
    );
    assert!(swiss.contains("check: 3 differences in"), "{swiss}");
}

fn engine_generate() {
    let tmp = tempfile::tempdir().unwrap();
    let at = |name: &str| tmp.path().join(name).to_str().unwrap().to_string();
    let generate = |name: &str, more: &[&str]| {
        ok(&[&["engine", "--generate", "-o", &at(name)][..], more].concat());
        std::fs::read_to_string(at(name)).unwrap()
    };
    let default = generate("default.trf", &[]);
    let teams = |trf: &str| trf.lines().filter(|l| l.starts_with("310")).count();
    assert_eq!(teams(&default), 10);
    assert!(default.lines().any(|l| l == "142 5"), "{default}");
    let small = generate("small.trf", &["--teams", "6", "--rounds", "3"]);
    assert_eq!(teams(&small), 6);
    assert!(small.lines().any(|l| l == "142 3"), "{small}");
    assert_eq!(generate("again.trf", &[]), default);
    assert_ne!(generate("seeded.trf", &["--seed", "2"]), default);
    let berger = generate("berger.trf", &["--system", "berger", "--teams", "6"]);
    assert!(berger.lines().any(|l| l == "142 5"), "{berger}");
    assert_ne!(
        berger.lines().find(|l| l.starts_with("192")),
        default.lines().find(|l| l.starts_with("192"))
    );
}

fn completions() {
    let zsh = ok(&["completions", "zsh"]);
    let bash = ok(&["completions", "bash"]);
    assert!(zsh.starts_with("#compdef kup"), "{}", &zsh[..40]);
    assert!(bash.contains("_kup()") && !bash.starts_with("#compdef"));
}

fn man() {
    let tmp = tempfile::tempdir().unwrap();
    assert!(ok(&["man"]).contains(".TH kup"));
    assert_eq!(ok(&["man", s(tmp.path())]), "");
    let page = std::fs::read_to_string(tmp.path().join("kup-pair.1")).unwrap();
    assert!(page.contains(".TH kup-pair"), "{page}");
}

/// Runs kup, requires success and reads what it printed as JSON.
fn json(args: &[&str]) -> serde_json::Value {
    let text = ok(args);
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// kzz-2015 plays 4 boards with up to 6 reserves (`docs/rules/kzz-2015.md#cl-6`); the
/// JSON lists the same presets as the text.
fn presets_json() {
    let json = json(&["presets", "--format", "json"]);
    let presets = json.as_array().unwrap();
    let text = ok(&["presets"]);
    let listed: Vec<&str> = text.lines().filter(|l| !l.starts_with(' ')).collect();
    assert_eq!(presets.len(), listed.len(), "{json}");
    let kzz = presets.iter().find(|p| p["id"] == "kzz-2015").unwrap();
    assert_eq!(
        (&kzz["boards"], &kzz["max_reserves"]),
        (&4.into(), &6.into())
    );
}

/// The whole state, as the file holds it.
fn show_json() {
    let cup = cup();
    let json = json(&["show", s(cup.path()), "--format", "json"]);
    let t = on_disk(cup.path());
    let names: Vec<&str> = json["teams"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["name"].as_str().unwrap())
        .collect();
    let on_disk: Vec<&str> = t.teams.iter().map(|x| x.name.as_str()).collect();
    assert_eq!(names, on_disk);
    assert_eq!(json["rounds"].as_array().unwrap().len(), t.rounds.len());
}

/// The penalty in force; and where teams have no players, a violation of the minimum
/// roster per team, by its kind and the team's starting number, with the exit status of a
/// check that finds one.
fn check_json() {
    let cup = cup();
    let d = s(cup.path());
    ok(&[
        "penalty", "phone", d, "--round", "2", "--team", "3", "--board", "1",
    ]);
    let clean = json(&["check", d, "--format", "json"]);
    assert_eq!(clean["penalties"].as_array().unwrap().len(), 1, "{clean}");
    assert_eq!(clean["violations"], serde_json::json!([]));
    let tmp = tempfile::tempdir().unwrap();
    five_team_cup(tmp.path());
    let out = kup(&["check", s(tmp.path()), "--format", "json"]);
    assert_eq!(out.status.code(), Some(1));
    let found: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let violations = found["violations"].as_array().unwrap();
    let teams: Vec<&serde_json::Value> = violations.iter().map(|v| &v["teams"]).collect();
    assert_eq!(
        teams,
        (1..=5)
            .map(|n| serde_json::json!([n]))
            .collect::<Vec<_>>()
            .iter()
            .collect::<Vec<_>>()
    );
    assert!(
        violations.iter().all(|v| v["kind"] == "RosterSize"),
        "{found}"
    );
}

fn penalty_list_json() {
    let cup = cup();
    let d = s(cup.path());
    ok(&[
        "penalty", "phone", d, "--round", "2", "--team", "3", "--board", "1",
    ]);
    let json = json(&["penalty", "list", d, "--format", "json"]);
    let p = &json[0];
    assert_eq!(
        (&p["number"], &p["round"], &p["team"]),
        (&1.into(), &2.into(), &3.into())
    );
    assert_eq!(p["kind"], serde_json::json!({ "GameLost": { "board": 1 } }));
}
