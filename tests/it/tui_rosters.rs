//! The Rosters tab's keys for what `kup team` and `kup player` do beyond adding and editing:
//! remove, withdraw, an announced absence, starting numbers by rating. Each asks first,
//! naming the team (and the round), runs only on yes, and is on disk when the status says
//! so; a change the rules refuse is refused at once, without a question.

use std::path::Path;

use ratatui::crossterm::event::KeyCode;

use crate::common::{
    ctrl, five_team_cup, hall_time, new_event, ok, on_disk, press, s, sample_copy, screen,
    type_keys,
};
use kup::core::{TeamId, Tournament};
use kup::i18n::Lang;
use kup::tui::app::App;
use kup::tui::views::StatusKind;

/// The hall's clock in these tests.
const HALL_TIME: &str = "2015-02-15T10:00:00+01:00";

/// The program on `dir`, on the Rosters tab.
fn rosters(dir: &Path, lang: Lang) -> App {
    let mut app = crate::common::hall_app(dir, hall_time(HALL_TIME), lang);
    press(&mut app, KeyCode::F(1));
    app
}

fn names(t: &Tournament) -> Vec<String> {
    t.teams.iter().map(|team| team.name.clone()).collect()
}

fn team(t: &Tournament, number: usize) -> TeamId {
    t.team_by_number(number).expect("team").id
}

/// `d` asks, naming the team; any key but yes leaves it; yes removes it. In Croatian `d`
/// (da) is yes, so `d d` removes.
#[test]
fn d_removes_the_team_under_the_cursor_after_asking() {
    let dir = tempfile::tempdir().unwrap();
    five_team_cup(dir.path());
    let mut app = rosters(dir.path(), Lang::En);
    type_keys(&mut app, "jjd");
    assert_eq!(
        app.status().text,
        "remove (3) ŠK Čakovec? y = remove, any other key = no"
    );
    type_keys(&mut app, "n");
    assert_eq!(app.status().text, "cancelled: nothing changed");
    assert_eq!(on_disk(dir.path()).teams.len(), 5);
    type_keys(&mut app, "dy");
    assert_eq!(app.status().kind, StatusKind::Saved, "{:?}", app.status());
    let gone = ["ŠK Zabok", "ŠK Đakovo", "ŠK Ludbreg", "ŠK Žminj"];
    assert_eq!(names(&on_disk(dir.path())), gone);
    drop(app);
    let mut app = rosters(dir.path(), Lang::Hr);
    type_keys(&mut app, "d");
    assert!(
        app.status().text.starts_with("ukloniti (1) ŠK Zabok?"),
        "{:?}",
        app.status()
    );
    type_keys(&mut app, "d");
    assert_eq!(names(&on_disk(dir.path())), gone[1..]);
}

/// Once round 1 is paired a team cannot be removed (it is withdrawn instead), and a player
/// who played cannot be removed: the key says the rule at once and asks nothing, so a `y`
/// after it changes nothing. Vidović played board 1 of ŠK Zabok in round 1 without a lineup
/// handed in (the base lineup played): removing him would leave that board's result
/// without its player.
#[test]
fn a_removal_the_rules_refuse_is_refused_without_a_question() {
    let dir = sample_copy("kzz-2015");
    let before = on_disk(dir.path());
    let mut app = rosters(dir.path(), Lang::En);
    type_keys(&mut app, "d");
    assert_eq!(
        app.status().text,
        "team: a team cannot be removed once round 1 is paired; withdraw it instead"
    );
    assert_eq!(app.status().kind, StatusKind::Error);
    type_keys(&mut app, "y");
    assert!(
        app.status().text.contains("does nothing"),
        "{:?}",
        app.status()
    );
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Delete);
    assert_eq!(app.status().kind, StatusKind::Error, "{:?}", app.status());
    assert_eq!(
        app.status().text,
        "player: has played or is in a lineup; the record must stay"
    );
    type_keys(&mut app, "y");
    assert_eq!(on_disk(dir.path()), before);
}

/// A player who has not played is removed from the roster (the last of ŠK Zabok's five in
/// a cup that has paired no round).
#[test]
fn d_on_the_roster_removes_a_player_who_has_not_played() {
    let dir = tempfile::tempdir().unwrap();
    five_team_cup(dir.path());
    let d = s(dir.path());
    for name in ["Kolar, Ana", "Šimić, Đuro"] {
        ok(&["player", "add", d, "--team", "1", "--name", name]);
    }
    let mut app = rosters(dir.path(), Lang::Sl);
    press(&mut app, KeyCode::Enter);
    type_keys(&mut app, "jd");
    assert_eq!(
        app.status().text,
        "odstranim igralca Šimić, Đuro iz ekipe ŠK Zabok? d = odstrani, druga tipka = ne"
    );
    type_keys(&mut app, "d");
    let t = on_disk(dir.path());
    let roster: Vec<String> = t.teams[0].roster.iter().map(|p| p.full_name()).collect();
    assert_eq!(roster, ["Kolar, Ana"]);
}

/// `w` withdraws the team from the round its form says, the next to pair unless another is
/// typed (round 1 of the sample is paired, so round 2), and asks first naming both; `w`
/// again offers to take it back.
#[test]
fn w_withdraws_the_team_from_the_next_round_and_takes_it_back() {
    let dir = sample_copy("kzz-2015");
    let mut app = rosters(dir.path(), Lang::En);
    type_keys(&mut app, "jw");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.status().text,
        "withdraw (2) ŠK Krapina from round 2 on? y = withdraw, any other key = no"
    );
    type_keys(&mut app, "y");
    assert_eq!(app.status().kind, StatusKind::Saved);
    assert_eq!(on_disk(dir.path()).teams[1].withdrawn_from_round, Some(2));
    type_keys(&mut app, "w");
    assert_eq!(
        app.status().text,
        "(2) ŠK Krapina back from round 2 on? y = back, any other key = no"
    );
    type_keys(&mut app, "y");
    assert_eq!(on_disk(dir.path()).teams[1].withdrawn_from_round, None);
}

/// GHR 3.3 (FIDE C.04.2): "teams known to be absent are not paired"; bpz-2025: "A team that
/// announces its absence from a round before it starts is not paired in that round." `A`
/// records it for the next round, after asking; the pairing of that round leaves the team
/// out (five teams: the other four make two matches and nobody has the bye); `A` again
/// takes the announcement back.
#[test]
fn an_absence_announced_with_a_is_left_out_of_that_rounds_pairing() {
    let dir = tempfile::tempdir().unwrap();
    five_team_cup(dir.path());
    let mut app = rosters(dir.path(), Lang::En);
    type_keys(&mut app, "jA");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.status().text,
        "(2) ŠK Đakovo absent from round 1, not paired? y = absent, any other key = no"
    );
    type_keys(&mut app, "y");
    let t = on_disk(dir.path());
    let absent = team(&t, 2);
    assert_eq!(t.rounds[0].absent, [absent]);
    type_keys(&mut app, "A");
    assert!(screen(&mut app, 80, 24).contains("announced absent from round 1 already"));
    press(&mut app, KeyCode::Enter);
    assert!(
        app.status()
            .text
            .starts_with("(2) ŠK Đakovo plays round 1 after all?")
    );
    type_keys(&mut app, "n");
    drop(app);
    ok(&["pair", s(dir.path()), "--seed", "1"]);
    let round = &on_disk(dir.path()).rounds[0];
    assert_eq!(round.matches.len(), 2);
    assert_eq!(round.bye, None);
    assert!(
        round
            .matches
            .iter()
            .all(|m| m.home != absent && m.away != absent)
    );
}

/// A form's field typed again: Ctrl-U clears what the form put there.
fn retype(app: &mut App, value: &str) {
    ctrl(app, 'u');
    type_keys(app, value);
}

/// `A` and `w` take any round still to pair, as `kup team absent --round` and `kup team
/// withdraw --round` do: the sample (kzz-2015, five rounds) has round 1 paired, so rounds
/// 2 to 5. Round 1 (paired) and 6 (beyond the last) are refused naming the field and the
/// rule, in the reader's language, and nothing changes; round 4 is asked about by name and
/// recorded on yes.
#[test]
fn a_and_w_take_a_later_round_and_refuse_one_paired_or_beyond_the_last() {
    let dir = sample_copy("kzz-2015");
    let before = on_disk(dir.path());
    let mut app = rosters(dir.path(), Lang::En);
    type_keys(&mut app, "jA");
    let form = screen(&mut app, 80, 24);
    assert!(form.contains("a round not paired yet: 2 to 5"), "{form}");
    retype(&mut app, "1");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.status().text,
        "round: round 1 is paired already; give a round not paired yet, 2 to 5"
    );
    retype(&mut app, "6");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.status().text,
        "round: the event has 5 rounds; give a round not paired yet, 2 to 5"
    );
    retype(&mut app, "x");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.status().text, "round: 'x' is not a round number");
    assert_eq!(on_disk(dir.path()).rounds, before.rounds, "nothing changed");
    retype(&mut app, "4");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.status().text,
        "(2) ŠK Krapina absent from round 4, not paired? y = absent, any other key = no"
    );
    type_keys(&mut app, "y");
    let t = on_disk(dir.path());
    assert_eq!(t.rounds[3].absent, [team(&t, 2)]);
    assert!(t.rounds[1].absent.is_empty() && t.rounds[2].absent.is_empty());

    type_keys(&mut app, "w");
    retype(&mut app, "3");
    press(&mut app, KeyCode::Enter);
    assert!(
        app.status()
            .text
            .starts_with("withdraw (2) ŠK Krapina from round 3 on?"),
        "{}",
        app.status().text
    );
    type_keys(&mut app, "y");
    assert_eq!(on_disk(dir.path()).teams[1].withdrawn_from_round, Some(3));
}

/// In Croatian the refusal names the field and the rule in Croatian.
#[test]
fn a_round_already_paired_is_refused_in_the_readers_language() {
    let dir = sample_copy("kzz-2015");
    let mut app = rosters(dir.path(), Lang::Hr);
    type_keys(&mut app, "jA");
    retype(&mut app, "1");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.status().text,
        "kolo: 1. kolo je već spareno; upišite kolo koje još nije spareno, od 2 do 5"
    );
}

/// The same by `kup team absent`, and `--clear` takes it back; once the round is paired an
/// absence is refused (the team is in the pairing: a forfeit is what is left).
#[test]
fn kup_team_absent_leaves_the_team_out_of_that_rounds_pairing() {
    let dir = tempfile::tempdir().unwrap();
    five_team_cup(dir.path());
    let d = s(dir.path());
    ok(&["team", "absent", d, "--team", "4", "--round", "1"]);
    ok(&["team", "absent", d, "--team", "5", "--round", "1"]);
    ok(&[
        "team", "absent", d, "--team", "5", "--round", "1", "--clear",
    ]);
    let t = on_disk(dir.path());
    assert_eq!(t.rounds[0].absent, [team(&t, 4)]);
    ok(&["pair", d, "--seed", "1"]);
    let t = on_disk(dir.path());
    let round = &t.rounds[0];
    let paired: Vec<TeamId> = round
        .matches
        .iter()
        .flat_map(|m| [m.home, m.away])
        .chain(round.bye)
        .collect();
    assert_eq!(paired.len(), 4);
    assert!(!paired.contains(&team(&t, 4)));
    let refused = crate::common::kup(&["team", "absent", d, "--team", "5", "--round", "1"]);
    assert_eq!(refused.status.code(), Some(3));
    assert!(
        String::from_utf8_lossy(&refused.stderr).contains("round 1 is already paired"),
        "{refused:?}"
    );
}

/// `S` gives the starting numbers by team rating (kzz-2015: the average national rating of
/// the four best), after asking; ŠK Žminj, entered last with the highest ratings, becomes
/// number 1.
#[test]
fn s_sorts_the_teams_by_rating_after_asking() {
    let dir = tempfile::tempdir().unwrap();
    five_team_cup(dir.path());
    let d = s(dir.path());
    for number in 1..=5 {
        for board in 1..=4 {
            let rating = (1500 + 100 * number + board).to_string();
            let name = format!("Igrač{board}, Tim{number}");
            let team = number.to_string();
            ok(&[
                "player",
                "add",
                d,
                "--team",
                &team,
                "--name",
                &name,
                "--national-rating",
                &rating,
            ]);
        }
    }
    let mut app = rosters(dir.path(), Lang::En);
    type_keys(&mut app, "S");
    assert!(
        app.status()
            .text
            .starts_with("give the teams starting numbers by team rating?")
    );
    type_keys(&mut app, "y");
    assert_eq!(app.status().kind, StatusKind::Saved, "{:?}", app.status());
    assert_eq!(
        names(&on_disk(dir.path())),
        [
            "ŠK Žminj",
            "ŠK Ludbreg",
            "ŠK Čakovec",
            "ŠK Đakovo",
            "ŠK Zabok"
        ]
    );
}

/// `x` opens the form that keeps teams apart (as `kup forbid`): the team under the cursor
/// first, from the next round on; a team number that names no team is refused in words and
/// the form stays; then the same form, listing the ban, takes it back.
#[test]
fn x_keeps_teams_apart_lists_them_and_allows_them_again() {
    let dir = tempfile::tempdir().unwrap();
    five_team_cup(dir.path());
    let mut app = rosters(dir.path(), Lang::En);
    type_keys(&mut app, "jjx9");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.status().text,
        "team: no team has starting number 9 (the teams are 1 to 5)"
    );
    assert!(on_disk(dir.path()).kept_apart.is_empty());
    press(&mut app, KeyCode::Backspace);
    type_keys(&mut app, "5");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.status().kind, StatusKind::Saved, "{:?}", app.status());
    let t = on_disk(dir.path());
    assert_eq!(t.kept_apart.len(), 1);
    assert_eq!(t.kept_apart[0].teams, [team(&t, 3), team(&t, 5)]);
    assert_eq!(
        (t.kept_apart[0].first_round, t.kept_apart[0].last_round),
        (1, None)
    );
    type_keys(&mut app, "x");
    insta::assert_snapshot!(
        "rosters_keep_apart_en",
        crate::common::screen(&mut app, 80, 24)
    );
    ctrl(&mut app, 'u');
    type_keys(&mut app, "5,3");
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Backspace);
    type_keys(&mut app, "y");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.status().kind, StatusKind::Saved, "{:?}", app.status());
    assert!(on_disk(dir.path()).kept_apart.is_empty());
}

/// The keep-apart form in Croatian and Slovenian, a ban of rounds 2-4 listed under it.
#[test]
fn the_keep_apart_form_speaks_croatian_and_slovenian() {
    let dir = tempfile::tempdir().unwrap();
    five_team_cup(dir.path());
    ok(&["forbid", s(dir.path()), "--teams", "1,3", "--rounds", "2-4"]);
    for (lang, name) in [
        (Lang::Hr, "rosters_keep_apart_hr"),
        (Lang::Sl, "rosters_keep_apart_sl"),
    ] {
        let mut app = rosters(dir.path(), lang);
        type_keys(&mut app, "x");
        insta::assert_snapshot!(name, crate::common::screen(&mut app, 80, 24));
    }
}

/// `N` takes the round-robin pairing numbers drawn at the captains' meeting (as `kup team
/// numbers`): the starting numbers in the order of pairing numbers 1, 2, ...
#[test]
fn n_enters_the_round_robin_pairing_numbers() {
    let dir = tempfile::tempdir().unwrap();
    let d = s(dir.path());
    new_event(d, "hss-kadeti-2009");
    for name in ["ŠK Čakovec", "ŠK Đakovo", "ŠK Šibenik", "ŠK Žminj"] {
        ok(&["team", "add", d, "--name", name]);
    }
    let mut app = rosters(dir.path(), Lang::En);
    type_keys(&mut app, "N");
    ctrl(&mut app, 'u');
    type_keys(&mut app, "3,1,4,x");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.status().text,
        "pairing numbers: 'x' is not a starting number"
    );
    press(&mut app, KeyCode::Backspace);
    type_keys(&mut app, "2");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.status().kind, StatusKind::Saved, "{:?}", app.status());
    let t = on_disk(dir.path());
    let drawn: Vec<TeamId> = [3, 1, 4, 2].iter().map(|n| team(&t, *n)).collect();
    assert_eq!(t.lots.last().expect("the draw").order, drawn);
}
