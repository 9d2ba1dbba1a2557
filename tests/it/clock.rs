//! The first half hour of a round from the command line, on a fake clock: who is missing
//! and how long they have, arrivals in time and too late, the forfeits the default time
//! makes due entered as one undoable change, and the Slovenian clock deduction.

use std::path::Path;

use crate::common::tmux::{Session, tmux_available};

use crate::common::{
    kup, kup_on_machine_zone, ok, on_disk, preset_day, succeeded, two_teams_of_five_paired,
};

use kup::core::calendar::hall_zone;
use kup::core::{GameResult, TeamId};
use kup::scoring::match_score::{Forfeit, RoundOutcome, round_outcome};
use kup::store::{CURRENT, JOURNAL_FILE};

/// A tournament of `teams` teams of four under `preset`, round 1 paired "1-2,3-4,...".
fn event(dir: &Path, preset: &str, teams: usize) {
    event_under(dir, &["--preset", preset], preset_day(preset), teams);
}

/// mzz-2012 as an organiser who gives a default time of 30 minutes would write it: the
/// text gives none, and the FIDE Laws of 2012 let "the rules of a competition" say so.
fn mzz_with_thirty_minutes(dir: &Path, teams: usize) {
    let own = dir.with_extension("ron");
    let text = ok(&["regulation", "mzz-2012"]);
    let text = text.replace("default_time_minutes: 0,", "default_time_minutes: 30,");
    assert!(text.contains("default_time_minutes: 30,"));
    std::fs::write(&own, text).unwrap();
    let own = own.to_str().expect("utf-8 path");
    event_under(dir, &["--regulation", own], preset_day("mzz-2012"), teams);
}

/// A tournament of `teams` teams of four under `regulation` (the `new` flags naming it),
/// its round 1 on `day`, round 1 paired "1-2,3-4,...".
fn event_under(dir: &Path, regulation: &[&str], day: &str, teams: usize) {
    let d = dir.to_str().expect("utf-8 path");
    let new = ["new", d, "--date", day, "--name", "Kup Čakovec"];
    ok(&[&new[..], regulation].concat());
    for n in 1..=teams {
        ok(&["team", "add", d, "--name", &format!("ŠK Žabnik {n}")]);
        for (i, name) in ["Čolak, Ivan", "Ćosić, Ana", "Đurić, Luka", "Šimić, Željko"]
            .iter()
            .enumerate()
        {
            let rating = (2100 - 50 * i).to_string();
            let team = n.to_string();
            let name = format!("{name} {n}");
            ok(&[
                "player",
                "add",
                d,
                "--team",
                &team,
                "--name",
                &name,
                "--fide-rating",
                &rating,
            ]);
        }
    }
    let pairing: Vec<String> = (1..=teams)
        .step_by(2)
        .map(|n| format!("{n}-{}", n + 1))
        .collect();
    ok(&["pair", d, "--round", "1", "--manual", &pairing.join(",")]);
}

fn arrive(d: &str, team: usize, board: usize, at: &str) -> String {
    ok(&[
        "arrive",
        d,
        "--round",
        "1",
        "--team",
        &team.to_string(),
        "--board",
        &board.to_string(),
        "--at",
        at,
    ])
}

#[test]
fn late_players_are_counted_down_and_their_forfeits_entered_as_one_undoable_change() {
    // mzz-2012 round 1 is scheduled for 5 Feb 2012 10:00 (+01:00): default time 10:30.
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = tmp.path().join("cup");
    let d = dir.to_str().unwrap();
    mzz_with_thirty_minutes(&dir, 4);
    for board in 1..=4 {
        arrive(d, 1, board, "09:50");
        arrive(d, 3, board, "09:52");
        if board != 3 {
            arrive(d, 2, board, "09:55");
        }
    }
    // Team 4 never comes; team 2's board 3 comes at 10:31.

    let late = ok(&["late", d, "--clock", "2012-02-05T10:26"]);
    assert!(
        late.contains("scheduled 10:00, default time 10:30"),
        "{late}"
    );
    let missing: Vec<&str> = late.lines().filter(|l| l.contains("left")).collect();
    assert_eq!(missing.len(), 5, "{late}");
    assert!(missing.iter().all(|l| l.contains("4:00 left")), "{late}");
    // Table 1 first (table order at equal time left): team 2 is second-named, so on board 3
    // (White for the first-named team) it has Black.
    assert!(
        missing[0].starts_with("  table 1 board 3 Black: Đurić, Luka 2 (ŠK Žabnik 2)"),
        "{late}"
    );
    assert!(!late.contains("minutes on his clock"), "{late}");

    // The FIDE Laws: only arriving *after* the default time loses, so at
    // 10:30:00 nothing is due yet.
    let none = ok(&["forfeits", d, "--clock", "2012-02-05T10:30"]);
    assert!(none.contains("no forfeit is due at 10:30:00"), "{none}");

    let too_late = arrive(d, 2, 3, "10:31");
    assert!(
        too_late.contains("after the default time 10:30: the game is lost by default"),
        "{too_late}"
    );

    let listed = ok(&["forfeits", d, "--at", "2012-02-05T10:31"]);
    assert!(listed.contains("table 1 board 3: +-"), "{listed}");
    assert!(
        listed.contains("ŠK Žabnik 4 is absent at table 2: the match is forfeited, the opponent scores 2 MP and 4:0"),
        "{listed}"
    );
    assert_eq!(
        on_disk(&dir).rounds[0].matches[1].boards[0].result,
        GameResult::NotPlayed
    );

    ok(&["forfeits", d, "--apply", "--clock", "2012-02-05T10:31"]);
    let t = on_disk(&dir);
    let results = |table: usize| -> Vec<GameResult> {
        t.rounds[0].matches[table]
            .boards
            .iter()
            .map(|b| b.result)
            .collect()
    };
    use GameResult::*;
    // Table 1: only board 3; team 2 had Black there, so White wins by forfeit.
    assert_eq!(
        results(0),
        vec![NotPlayed, NotPlayed, WhiteForfeitWin, NotPlayed]
    );
    // Table 2: team 3 (first-named) has White on boards 1 and 3.
    assert_eq!(
        results(1),
        vec![
            WhiteForfeitWin,
            BlackForfeitWin,
            WhiteForfeitWin,
            BlackForfeitWin
        ]
    );
    // The arrival record stays beside the forfeit.
    let late_arrival = t.rounds[0].matches[0].boards[2].black_arrived.unwrap();
    assert_eq!(late_arrival.to_rfc3339(), "2012-02-05T10:31:00+01:00");
    // mzz-2012: "2 meč boda (rezultat meča je 4:0)" for the team whose opponent never came.
    match round_outcome(&t, 1, TeamId(3)) {
        RoundOutcome::Played {
            match_points,
            game_points,
            forfeit,
            ..
        } => assert_eq!(
            (match_points, game_points.to_string(), forfeit),
            (2, "4".to_string(), Some(Forfeit::Won))
        ),
        other => panic!("{other:?}"),
    }

    // One undo takes every forfeit of that confirmation back.
    ok(&["undo", d]);
    let t = on_disk(&dir);
    assert!(
        t.rounds[0]
            .matches
            .iter()
            .all(|m| m.boards.iter().all(|b| b.result == NotPlayed))
    );
}

#[test]
fn bpz_reads_the_thirtieth_minute_as_expired() {
    // bpz-2025 art. 7: players who do not come "before the 30 minutes expire" lose; round 1
    // is scheduled for 18 Jan 2025 09:00 (+01:00).
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = tmp.path().join("cup");
    let d = dir.to_str().unwrap();
    event(&dir, "bpz-2025", 2);
    let in_time = arrive(d, 1, 1, "2025-01-18T09:29:59");
    assert!(in_time.ends_with("after the start\n"), "{in_time}");
    let expired = arrive(d, 2, 1, "2025-01-18T09:30");
    assert!(
        expired.contains("after the default time 09:30"),
        "{expired}"
    );
    let due = ok(&["forfeits", d, "--match", "1", "--clock", "2025-01-18T09:30"]);
    // Board 1: team 1 White arrived in time, team 2 Black did not: +-. The other boards: --.
    assert!(due.contains("table 1 board 1: +-"), "{due}");
    assert!(due.contains("table 1 board 2: --"), "{due}");
}

#[test]
fn the_fifteen_minute_reminder_is_printed_for_the_slovenian_cup_only() {
    let tmp = tempfile::tempdir().expect("tmp");
    for (preset, clock, shown) in [
        ("szs-pokal-2018", "2018-06-01T17:05", true),
        ("kzz-2015", "2015-02-15T09:35", false),
        ("hss-kadeti-2009", "2009-12-27T09:20", false),
    ] {
        let dir = tmp.path().join(preset);
        let d = dir.to_str().unwrap();
        event(&dir, preset, 2);
        let late = ok(&["late", d, "--clock", clock]);
        assert_eq!(
            late.contains("loses 15 minutes on his clock at once (szs-pokal-2018)"),
            shown,
            "{preset}: {late}"
        );
        assert_eq!(
            late.contains("−15 min on the clock"),
            shown,
            "{preset}: {late}"
        );
    }
}

#[test]
fn bad_times_name_the_option_and_change_nothing() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = tmp.path().join("cup");
    let d = dir.to_str().unwrap();
    event(&dir, "kzz-2015", 2);
    let before = std::fs::read(dir.join(CURRENT)).unwrap();
    for (args, phrase) in [
        (
            vec!["late", d, "--clock", "half past nine"],
            "--clock: 'half past nine'",
        ),
        (
            vec!["late", d, "--clock-speed=0"],
            "--clock-speed: 0 is not a speed",
        ),
        (
            vec!["arrive", d, "--team", "1", "--board", "1", "--at", "noon"],
            "--at: 'noon'",
        ),
        (
            vec!["arrive", d, "--team", "1", "--board", "5"],
            "board: a match has boards 1 to 4",
        ),
        (
            vec!["arrive", d, "--team", "3", "--board", "1"],
            "team: no team has starting number 3",
        ),
        (
            vec!["late", d, "--round", "2"],
            "round: 2 is not paired (paired rounds: 1 to 1)",
        ),
        (
            vec!["forfeits", d, "--apply", "--clock", "2015-02-15T09:45"],
            "the default time (10:00) has not passed",
        ),
    ] {
        let out = kup(&args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?} should fail");
        assert!(
            stderr.contains(phrase),
            "{args:?}: '{stderr}' lacks '{phrase}'"
        );
    }
    assert_eq!(std::fs::read(dir.join(CURRENT)).unwrap(), before);
}

#[test]
fn an_edited_schedule_moves_the_default_time_and_the_actual_start_does_not() {
    // kzz-2015 round 1 is scheduled for 09:30; the arbiter moves it to 10:15.
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = tmp.path().join("cup");
    let d = dir.to_str().unwrap();
    event(&dir, "kzz-2015", 2);
    ok(&[
        "schedule", d, "--round", "1", "--start", "10:15", "--venue", "Pregrada",
    ]);
    ok(&["start", d, "--at", "10:25"]);
    let late = ok(&["late", d, "--clock", "2015-02-15T10:40"]);
    assert!(
        late.contains("Round 1 at 10:40:00, scheduled 10:15, started 10:25, default time 10:45"),
        "{late}"
    );
    assert!(late.contains("5:00 left"), "{late}");
    let t = on_disk(&dir);
    assert_eq!(t.rounds[0].venue, "Pregrada");
    assert_eq!(
        t.rounds[0].actual_start.unwrap().to_rfc3339(),
        "2015-02-15T10:25:00+01:00"
    );
    // "clear" goes back to the regulation's 09:30.
    ok(&["schedule", d, "--round", "1", "--start", "clear"]);
    let late = ok(&["late", d, "--clock", "2015-02-15T09:40"]);
    assert!(late.contains("default time 10:00"), "{late}");
}

/// mzz-2012 ¶14: "Ekipi koja je dobila meč kontumacijom dodjeljuje se 2 meč boda (rezultat
/// meča je 4:0)". The team whose opponent never came wins 4:0 also when it is itself short
/// of a player, and what `kup forfeits` announces is what is recorded. kzz-2015 names no
/// award; its preset assumes the same 2 MP and 4:0, announced and recorded alike.
#[test]
fn mzz_2012_p14_a_match_won_by_forfeit_is_2_mp_and_4_0_even_against_an_incomplete_team() {
    for (preset, late) in [("mzz-2012", "10:31"), ("kzz-2015", "10:01")] {
        let tmp = tempfile::tempdir().expect("tmp");
        let dir = tmp.path().join("cup");
        let d = dir.to_str().unwrap();
        if preset == "mzz-2012" {
            mzz_with_thirty_minutes(&dir, 2);
        } else {
            event(&dir, preset, 2);
        }
        // Team 2 never comes; of team 1 only board 1 sits down: boards 2-4 are double forfeits.
        arrive(d, 1, 1, &format!("{}T09:20", preset_day(preset)));
        let at = format!("{}T{late}", preset_day(preset));
        let listed = ok(&["forfeits", d, "--clock", &at]);
        assert!(listed.contains("table 1 board 2: --"), "{preset}: {listed}");
        assert!(
            listed.contains(
                "ŠK Žabnik 2 is absent at table 1: the match is forfeited, the opponent scores 2 MP and 4:0"
            ),
            "{preset}: {listed}"
        );
        ok(&["forfeits", d, "--apply", "--clock", &at]);
        let t = on_disk(&dir);
        let scored = |team: u32| match round_outcome(&t, 1, TeamId(team)) {
            RoundOutcome::Played {
                match_points,
                game_points,
                opponent_game_points,
                forfeit,
                ..
            } => (
                match_points,
                format!("{game_points}:{opponent_game_points}"),
                forfeit,
            ),
            other => panic!("{preset}: {other:?}"),
        };
        assert_eq!(
            scored(1),
            (2, "4:0".to_string(), Some(Forfeit::Won)),
            "{preset}"
        );
        assert_eq!(
            scored(2),
            (0, "0:4".to_string(), Some(Forfeit::Lost)),
            "{preset}"
        );
    }
}

/// One event's whole clock on a machine whose time zone is `machine`: creation, a lineup
/// handed in after its window, the start, an arrival in time and one after the default
/// time, the Clock tab of the full-screen program in tmux, the forfeits due and entered.
/// What kup said at each step and the Clock tab's screen, then the journal's changes
/// (without when each was written) and the state.
fn whole_clock_on_machine_zone(machine: &str) -> (Vec<String>, Vec<String>, String) {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().join("z");
    let d = d.to_str().unwrap();
    let run = |args: &[&str]| succeeded(args, kup_on_machine_zone(machine, args));
    // A summer day: Zagreb is on summer time (+02:00), New York on its own (-04:00).
    let mut said = vec![run(&[
        "new",
        d,
        "--preset",
        "kzz-2015",
        "--date",
        "2026-07-04",
        "--name",
        "Kup KZŽ 2026",
    ])];
    // kzz-2015 čl. 6: changes to the lineup from 09:00 to 09:15 in the hall; this one came
    // at 09:20 there, typed in UTC.
    two_teams_of_five_paired(run, d, "2026-07-04T07:20:00Z");
    run(&["start", d, "--clock", "2026-07-04T09:33"]);
    run(&["arrive", d, "--team", "1", "--board", "1", "--at", "09:40"]);
    run(&["arrive", d, "--team", "2", "--board", "1", "--at", "10:05"]);
    let mut screens = Vec::new();
    if tmux_available() {
        let at = "--lang en --clock 2026-07-04T09:50 --clock-speed 0.001";
        let s = Session::start_on_with_env(Path::new(d), at, &[("TZ", machine)]);
        s.wait_for_text("F1 Rosters");
        s.keys(&["F3"]);
        s.wait_for_text("not yet at the board");
        screens.push(s.screen());
        s.keys(&["q", "y"]);
        s.wait_until("kup to exit", |s| s.exit_status().is_some());
    }
    for step in [
        &["late", d, "--clock", "2026-07-04T09:50"][..],
        &["forfeits", d, "--clock", "2026-07-04T10:01"],
        &["forfeits", d, "--apply", "--clock", "2026-07-04T10:01"],
        &["event", d],
    ] {
        said.push(run(step));
    }
    // `check` exits with 1 for the late lineup it finds.
    let check = kup_on_machine_zone(machine, &["check", d]);
    said.push(String::from_utf8(check.stdout).unwrap());
    let journal = std::fs::read_to_string(dir.path().join("z").join(JOURNAL_FILE)).unwrap();
    let changes = journal.lines().map(without_when_written).collect();
    let state = std::fs::read_to_string(dir.path().join("z").join(CURRENT)).unwrap();
    said.extend(screens);
    let said = said.iter().map(|text| text.replace(d, "DIR")).collect();
    (said, changes, state)
}

/// A journal line without its time of writing (the machine's moment, not the hall's) and
/// the check sum over it.
fn without_when_written(line: &str) -> String {
    let (before, rest) = line.split_once(",time:\"").expect("a time");
    let (_, after) = rest.split_once('"').expect("a closing quote");
    let (change, _) = after.rsplit_once(",check:").expect("a check");
    format!("{before}{change}")
}

/// The arbiter works over SSH on a server set to UTC, or on a laptop still on New York's
/// time: the event is the hall's, 09:30 in Zagreb's summer, whatever the machine says.
#[test]
fn one_events_clock_is_the_halls_whatever_the_machines_time_zone() {
    let zagreb = whole_clock_on_machine_zone("Europe/Zagreb");
    let (said, _, state) = &zagreb;
    // The regulation's 09:30 is 09:30 in the hall (summer time, +02:00), its lineup window
    // 09:00-09:15 there too.
    assert!(
        state.contains(r#"start: "2026-07-04T09:30:00+02:00""#),
        "{state}"
    );
    assert!(
        state.contains(r#"actual_start: Some("2026-07-04T09:33:00+02:00")"#),
        "{state}"
    );
    assert!(said[0].contains("round 1: 2026-07-04 09:30"), "{}", said[0]);
    // Default time 10:00 (30 minutes after the schedule): at 09:50 board 2's players have
    // 10:00 left, and the 10:05 arrival came too late.
    assert!(said[1].contains("10:00"), "{}", said[1]);
    assert!(said[2].contains("table 1 board 1: +-"), "{}", said[2]);
    assert!(said[4].contains("time zone: Europe/Zagreb"), "{}", said[4]);
    // The hand-in is shown on the hall's clock, as typed in UTC or not.
    assert!(
        said[5].contains("was handed in at 2026-07-04 09:20"),
        "the lineup late: {}",
        said[5]
    );
    if let Some(screen) = said.get(6) {
        // The hall's 09:50, its schedule and default time, on the screen.
        assert!(screen.contains("Scheduled 09:30"), "{screen}");
        assert!(screen.contains("default time 10:00"), "{screen}");
        assert!(screen.contains("09:50"), "{screen}");
    }
    for machine in ["UTC", "America/New_York"] {
        let other = whole_clock_on_machine_zone(machine);
        assert_eq!(other.0, zagreb.0, "what kup said on a machine in {machine}");
        assert_eq!(other.1, zagreb.1, "the journal on a machine in {machine}");
        assert_eq!(other.2, zagreb.2, "the state on a machine in {machine}");
    }
}

/// An event written before events carried their hall's time zone opens in its federation's
/// (CRO: Zagreb), its rounds at the times they had.
#[test]
fn an_event_written_before_the_time_zone_takes_its_federations() {
    let fixture = Path::new("tests/fixtures/format-1-main/tournament.ron");
    let t = kup::store::Snapshot::read(fixture).unwrap().tournament;
    assert_eq!(t.info.time_zone, None);
    assert_eq!(hall_zone(&t), chrono_tz::Tz::Europe__Zagreb);
    let start = t.regulation.schedule[0].start.to_rfc3339();
    assert_eq!(start, "2015-02-15T09:30:00+01:00");
}

/// Five days before round 1 (kzz-2015: 15 Feb 2015 at 09:30, default time 10:00) the players
/// are listed with the day and time of their default time, not with 7,000 minutes left.
#[test]
fn a_round_due_another_day_is_listed_with_its_date() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path().join("cup");
    event(&dir, "kzz-2015", 2);
    let d = dir.to_str().unwrap();
    let late = ok(&["late", d, "--clock", "2015-02-10T12:00"]);
    assert!(
        late.starts_with(
            "Round 1 at 12:00:00, scheduled 2015-02-15 09:30, default time 2015-02-15 10:00\n"
        ),
        "{late}"
    );
    assert!(late.contains("— until 2015-02-15 10:00"), "{late}");
    assert!(!late.contains("left"), "{late}");
}

/// The pages' "Last change" is the time the snapshot was written, as the hall's clock showed
/// it: a server in New York serving a Zagreb event must not tell the hall's readers
/// that the event changed six hours before it did.
#[test]
fn the_pages_last_change_is_on_the_halls_clock_on_a_machine_in_another_zone() {
    use std::io::{BufRead, BufReader, Read, Write};
    use std::process::{Command, Stdio};

    let dir = tempfile::tempdir().unwrap();
    let ev = dir.path().join("ev");
    event(&ev, "kzz-2015", 4);
    let mut server = Command::new(env!("CARGO_BIN_EXE_kup"))
        .args(["serve", ev.to_str().unwrap(), "--bind", "127.0.0.1:0"])
        .env("TZ", "America/New_York")
        .env("LC_ALL", "C")
        .env("KUP_CONFIG", "/nonexistent/kup-config.ron")
        .stdout(Stdio::piped())
        .spawn()
        .expect("kup serve starts");
    let mut line = String::new();
    BufReader::new(server.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let address = line
        .split("http://")
        .nth(1)
        .and_then(|a| a.split('/').next());
    let address = address.expect(&line).to_string();
    let mut stream = std::net::TcpStream::connect(&address).unwrap();
    stream
        .write_all(b"GET /en/index.html HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .unwrap();
    let mut page = String::new();
    stream.read_to_string(&mut page).unwrap();
    let _ = server.kill();
    let _ = server.wait();

    let written = std::fs::metadata(ev.join(CURRENT))
        .unwrap()
        .modified()
        .unwrap();
    let zagreb: chrono_tz::Tz = "Europe/Zagreb".parse().unwrap();
    let in_hall = chrono::DateTime::<chrono::Utc>::from(written).with_timezone(&zagreb);
    let shown = format!("Last change {}", in_hall.format("%H:%M:%S"));
    assert!(page.contains(&shown), "{shown} not in:\n{page}");
}
