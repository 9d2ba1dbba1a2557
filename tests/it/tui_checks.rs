//! No wrong result unseen: the full-screen program refuses or asks before a key could change
//! a result the arbiter does not see, and reads every board in the row's order.

use std::path::Path;

use ratatui::crossterm::event::KeyCode;

use crate::common::{
    assert_saved, hall_time, new_event, on_disk, press, sample_copy, screen, type_keys,
};
use kup::core::GameResult;
use kup::i18n::Lang;
use kup::tui::app::App;
use kup::tui::views::StatusKind;

/// Round 1 of the Krapina-Zagorje cup is under way at 10:00 on 15 Feb 2015.
/// The hall's clock in these tests.
const HALL_TIME: &str = "2015-02-15T10:00:00+01:00";

fn app_in(dir: &Path, lang: Lang) -> App {
    crate::common::hall_app(dir, hall_time(HALL_TIME), lang)
}

fn app_on(dir: &Path) -> App {
    app_in(dir, Lang::En)
}

fn results(dir: &Path, round: usize, table: usize) -> Vec<GameResult> {
    on_disk(dir).rounds[round - 1].matches[table - 1]
        .boards
        .iter()
        .map(|b| b.result)
        .collect()
}

/// Table 1 of round 1 is finished (1-0, ½-½, 1-0, 0-1 read as its rows). Behind the
/// "window too small" notice a `0` must not turn board 1 around; once the window is big
/// enough again, keys act as before.
#[test]
fn keys_do_nothing_while_the_window_is_too_small() {
    let dir = sample_copy("kzz-2015");
    let mut app = app_on(dir.path());
    let before = results(dir.path(), 1, 1);
    let small = screen(&mut app, 79, 24);
    assert!(small.contains("at least 80 x 24"), "{small}");
    type_keys(&mut app, "0=g5");
    press(&mut app, KeyCode::Backspace);
    press(&mut app, KeyCode::Enter);
    assert_eq!(results(dir.path(), 1, 1), before);
    assert_eq!(app.tab(), kup::tui::app::ROUND_TAB);
    // Big enough again: `g5` Enter jumps to table 5.
    screen(&mut app, 80, 24);
    type_keys(&mut app, "g5");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.status().text, "table 5");
    assert_eq!(app.status().kind, StatusKind::Info);
}

/// The lineup of ŠK Zabok (table 1, all four boards decided) without its board 1: the
/// others move up, board 4 would have no player, and its result would count for nobody.
/// The core refuses it, naming the board and the rule, in the reader's language.
#[test]
fn a_lineup_that_leaves_a_board_with_a_result_without_its_player_is_refused() {
    let dir = sample_copy("kzz-2015");
    let before = on_disk(dir.path());
    for (lang, said) in [
        (
            Lang::En,
            "round 1, table 1, board 4 has a result (B 0-1 W) and would be left without a player",
        ),
        (
            Lang::Hr,
            "1. kolo, stol 1, ploča 4 ima rezultat (C 0-1 B) i ostala bi bez igrača",
        ),
        (
            Lang::Sl,
            "1. kolo, miza 1, deska 4 ima izid (Č 0-1 B) in bi ostala brez igralca",
        ),
    ] {
        let mut app = app_in(dir.path(), lang);
        // From table 1: the cursor opens on table 5, the first without results.
        press(&mut app, KeyCode::Home);
        type_keys(&mut app, "l ");
        press(&mut app, KeyCode::Enter);
        assert_eq!(app.status().kind, StatusKind::Error, "{lang:?}");
        assert!(app.status().text.contains(said), "{}", app.status().text);
        assert_eq!(on_disk(dir.path()), before);
    }
}

/// The reserve Pavić in for Vidović at table 1, whose four games are over: every board's
/// player would change. kup names the boards and their results and saves only on yes
/// (`d` in Croatian); any other key leaves the lineup as it was.
#[test]
fn a_lineup_change_in_a_match_with_results_asks_first_and_names_the_boards() {
    let dir = sample_copy("kzz-2015");
    let before = on_disk(dir.path());
    let mut app = app_on(dir.path());
    press(&mut app, KeyCode::Home);
    type_keys(&mut app, "l jjjj ");
    press(&mut app, KeyCode::Enter);
    let asked = app.status().text.clone();
    assert!(
        asked.starts_with("round 1 has results; this lineup changes "),
        "{asked}"
    );
    assert!(
        asked.contains("board 1: Vidović, Krunoslav → Horvat, Luka (result W 1-0 B)")
            && asked.contains("board 4: Vuković, Stjepan → Pavić, Stjepan (result B 0-1 W)")
            && asked.ends_with("Save it? y = save, any other key = no"),
        "{asked}"
    );
    // Shown whole above the status line, where the editor's key line was.
    assert!(screen(&mut app, 80, 24).contains("y = save, any other key = no"));
    type_keys(&mut app, "n");
    assert_eq!(app.status().text, "cancelled: nothing changed");
    assert_eq!(on_disk(dir.path()), before);

    let mut app = app_in(dir.path(), Lang::Hr);
    press(&mut app, KeyCode::Home);
    type_keys(&mut app, "l jjjj ");
    press(&mut app, KeyCode::Enter);
    assert!(
        app.status()
            .text
            .contains("ploča 4: Vuković, Stjepan → Pavić, Stjepan (rezultat C 0-1 B)")
    );
    type_keys(&mut app, "d");
    assert_saved(&app);
    let zabok = on_disk(dir.path()).teams[0].id;
    let pavic = on_disk(dir.path()).teams[0].roster[4].id;
    assert_eq!(on_disk(dir.path()).effective_lineup(0, zabok)[3], pavic);
}

/// Round 1 of the cup finished (table 5 entered), round 2 paired by `p` `y`.
fn cup_in_round_two(lang: Lang) -> (tempfile::TempDir, App) {
    let dir = sample_copy("kzz-2015");
    let mut app = app_in(dir.path(), lang);
    type_keys(&mut app, "g5");
    press(&mut app, KeyCode::Enter);
    type_keys(&mut app, "====py");
    assert_eq!(
        on_disk(dir.path()).paired_rounds(),
        2,
        "{}",
        app.status().text
    );
    (dir, app)
}

/// Starting number of the team that meets team number `n` in round `round`.
fn opponent_of(dir: &Path, round: usize, n: usize) -> usize {
    let t = on_disk(dir);
    let team = t.team_by_number(n).unwrap().id;
    let m = t.rounds[round - 1]
        .matches
        .iter()
        .find(|m| m.home == team || m.away == team)
        .unwrap();
    let other = if m.home == team { m.away } else { m.home };
    t.starting_number(other).unwrap()
}

/// A swap that pairs ŠK Zabok (1) with ŠK Donja Stubica (6) again, whom it met in round
/// 1, breaks C.04.6 C1 ("two teams shall not play each other more than once"): the Round
/// tab shows it and saves only on yes.
#[test]
fn a_swap_that_makes_a_rematch_says_so_and_asks() {
    let (dir, mut app) = cup_in_round_two(Lang::En);
    let before = on_disk(dir.path());
    let x = opponent_of(dir.path(), 2, 1);
    type_keys(&mut app, &format!("s{x},6"));
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.status().kind, StatusKind::Question);
    assert!(
        app.status().text.starts_with("this change breaks a rule: C.04.6 C1: two teams shall not play each other more than once: round 2, table "),
        "{}",
        app.status().text
    );
    let shown = screen(&mut app, 80, 24);
    assert!(shown.contains("Save it anyway? y = save"), "{shown}");
    assert!(
        shown.contains("• C.04.6 C1: two teams shall not play each other more than"),
        "{shown}"
    );
    type_keys(&mut app, "n");
    assert_eq!(app.status().text, "cancelled: nothing changed");
    assert_eq!(on_disk(dir.path()), before);
    type_keys(&mut app, &format!("s{x},6"));
    press(&mut app, KeyCode::Enter);
    type_keys(&mut app, "y");
    assert_saved(&app);
    assert_eq!(opponent_of(dir.path(), 2, 1), 6);
}

/// Zabok (1) and a team it has not met kept apart from round 2 on (`kup forbid` from
/// another shell while the screen is open): a swap that pairs them names the forbidden
/// pairing (C.04.6 art. 2.1) and, in Croatian, waits for `d`.
#[test]
fn a_swap_that_makes_a_forbidden_pairing_says_so_and_asks_in_the_readers_language() {
    let (dir, mut app) = cup_in_round_two(Lang::Hr);
    let x = opponent_of(dir.path(), 2, 1);
    let met = [opponent_of(dir.path(), 1, 1), x, 1];
    let z = (2..=10).find(|n| !met.contains(n)).unwrap();
    let d = dir.path().to_str().unwrap();
    crate::common::ok(&["forbid", d, "--teams", &format!("1,{z}"), "--rounds", "2-"]);
    // The screen follows the other shell's change, as it does before every key.
    assert!(app.tick());
    let before = on_disk(dir.path());
    type_keys(&mut app, &format!("s{x},{z}"));
    press(&mut app, KeyCode::Enter);
    let said = app.status().text.clone();
    assert!(
        said.starts_with("ova promjena krši pravilo: zabranjeni par (TRF-2026 zapis 260; apsolutno, C.04.6 čl. 2.1)"),
        "{said}"
    );
    assert!(
        said.ends_with("Ipak spremiti? d = spremi, druga tipka = ne"),
        "{said}"
    );
    type_keys(&mut app, "x");
    assert_eq!(on_disk(dir.path()), before);
    type_keys(&mut app, &format!("s{x},{z}"));
    press(&mut app, KeyCode::Enter);
    type_keys(&mut app, "d");
    assert_saved(&app);
    assert_eq!(opponent_of(dir.path(), 2, 1), z);
}

/// `p` says first why the next round cannot be paired, and asks only when it can.
#[test]
fn pairing_the_next_round_checks_first_and_then_asks() {
    // Round 1 under way, table 5 without results.
    let dir = sample_copy("kzz-2015");
    let mut app = app_on(dir.path());
    type_keys(&mut app, "p");
    assert_eq!(app.status().kind, StatusKind::Error);
    assert_eq!(
        app.status().text,
        "round 2 cannot be paired yet: round 1, table 5 has no result (scores decide the pairing)"
    );
    // The next key is not taken for an answer.
    type_keys(&mut app, "y");
    assert_eq!(on_disk(dir.path()).paired_rounds(), 1);
    // The cadets' round robin after its last round.
    drop(app);
    let dir = sample_copy("hss-kadeti-2009");
    let mut app = app_on(dir.path());
    type_keys(&mut app, "p");
    assert_eq!(
        app.status().text,
        "all 7 rounds are paired: there is no round left to pair"
    );
    // A new tournament without teams.
    let empty = tempfile::tempdir().unwrap();
    let d = empty.path().join("cup");
    new_event(d.to_str().unwrap(), "kzz-2015");
    let mut app = app_on(&d);
    // It opens on the Rosters tab; `p` is asked on the Round tab.
    press(&mut app, KeyCode::F(2));
    type_keys(&mut app, "p");
    assert_eq!(
        app.status().text,
        "no teams to pair yet: add them on the Rosters tab (F1) first"
    );
    // And when it can: the question, in Slovenian with its own yes.
    let dir = sample_copy("kzz-2015");
    let mut app = app_in(dir.path(), Lang::Sl);
    type_keys(&mut app, "g5");
    press(&mut app, KeyCode::Enter);
    type_keys(&mut app, "====p");
    assert_eq!(
        app.status().text,
        "določi pare 2. kola zdaj? d = pari, druga tipka = ne"
    );
    type_keys(&mut app, "d");
    assert_eq!(on_disk(dir.path()).paired_rounds(), 2);
}

/// Five teams, ŠK E with two players for four boards and the bye of round 1 (paired by
/// hand). A swap that brings it to a match leaves two of its boards empty: the Round tab
/// says so and saves only on yes.
#[test]
fn a_swap_that_seats_a_team_short_of_players_says_so_and_asks() {
    let dir = tempfile::tempdir().unwrap();
    let cup = dir.path().join("cup");
    let d = cup.to_str().unwrap();
    crate::common::ok(&["new", d, "--preset", "kzz-2015", "--date", "2015-02-15"]);
    for name in ["ŠK A", "ŠK B", "ŠK C", "ŠK D", "ŠK E"] {
        crate::common::ok(&["team", "add", d, "--name", name]);
    }
    let players = [(1, 4), (2, 4), (3, 4), (4, 4), (5, 2)];
    for (team, count) in players {
        for p in 1..=count {
            let name = format!("Igrač{team}{p}, Ivo");
            let (team, rating) = (team.to_string(), (2000 - 10 * team - p).to_string());
            let args = ["player", "add", d, "--team", &team, "--name", &name];
            crate::common::ok(&[&args[..], &["--fide-rating", &rating]].concat());
        }
    }
    crate::common::ok(&["pair", d, "--manual", "1-2,3-4,5"]);
    let before = on_disk(&cup);
    let mut app = app_on(&cup);
    type_keys(&mut app, "s4,5");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.status().text,
        "this change breaks a rule: ŠK E has 2 players for 4 boards. \
         Save it anyway? y = save, any other key = no"
    );
    type_keys(&mut app, "n");
    assert_eq!(on_disk(&cup), before);
}

/// Board 2 of table 5 was forfeited (here from another shell, as the Clock tab or
/// `kup forfeits --apply` would): typing the match's results skips it, so the forfeit is
/// not overwritten; moving onto it on purpose still changes it.
#[test]
fn the_cursor_moves_to_the_next_board_without_a_result() {
    use GameResult::*;
    let dir = sample_copy("kzz-2015");
    let mut app = app_on(dir.path());
    let d = dir.path().to_str().unwrap();
    let args = ["result", d, "--round", "1", "--match", "5", "--board", "2"];
    crate::common::ok(&[&args[..], &["-+"]].concat());
    assert!(app.tick());
    type_keys(&mut app, "g5");
    press(&mut app, KeyCode::Enter);
    type_keys(&mut app, "==");
    assert_eq!(
        results(dir.path(), 1, 5),
        [Draw, BlackForfeitWin, Draw, NotPlayed]
    );
    type_keys(&mut app, "=");
    assert_eq!(
        results(dir.path(), 1, 5),
        [Draw, BlackForfeitWin, Draw, Draw]
    );
    // Every board of the round decided: the cursor stays on board 4, and a key there is a
    // correction, saved on `y`.
    type_keys(&mut app, "*");
    assert_eq!(
        results(dir.path(), 1, 5),
        [Draw, BlackForfeitWin, Draw, Draw]
    );
    type_keys(&mut app, "y");
    assert_eq!(
        results(dir.path(), 1, 5),
        [Draw, BlackForfeitWin, Draw, DoubleForfeit]
    );
    // On purpose: up twice to board 2, and `y` to the correction.
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Up);
    type_keys(&mut app, "=y");
    assert_eq!(results(dir.path(), 1, 5), [Draw, Draw, Draw, DoubleForfeit]);
}
