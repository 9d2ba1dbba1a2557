//! What the arbiter does on the Round tab besides board results: a match's score when its
//! boards are not known, a pairing by hand, seating and penalties; each driven by keys,
//! the state on disk checked afterwards and every refusal read as the arbiter reads it.

use std::path::Path;

use ratatui::crossterm::event::KeyCode;

use crate::common::{assert_saved, hall_time, on_disk, press, sample_copy, type_keys};
use kup::core::{GameResult, HalfPoints, MatchScore};
use kup::i18n::Lang;
use kup::tui::app::App;
use kup::tui::views::StatusKind;

/// Round 1 of the Krapina-Zagorje cup is under way at 12:00 on 15 Feb 2015.
/// The hall's clock in these tests.
const HALL_TIME: &str = "2015-02-15T12:00:00+01:00";

fn app_in(dir: &Path, lang: Lang) -> App {
    crate::common::hall_app(dir, hall_time(HALL_TIME), lang)
}

/// Types `keys` and presses Enter.
fn enter(app: &mut App, keys: &str) {
    type_keys(app, keys);
    press(app, KeyCode::Enter);
}

fn score(home: u32, away: u32) -> Option<MatchScore> {
    Some(MatchScore {
        home: HalfPoints(home),
        away: HalfPoints(away),
    })
}

/// Table 5 of round 1 (Pregrada-Mače) has no board result: `m` takes its score, the
/// first-named team's first, with the reader's decimal comma; nothing typed clears it.
#[test]
fn m_enters_the_score_of_a_match_whose_boards_are_not_known() {
    let dir = sample_copy("kzz-2015");
    let mut app = app_in(dir.path(), Lang::Hr);
    enter(&mut app, "g5");
    enter(&mut app, "m2,5-1,5");
    assert_eq!(
        app.status().text,
        "spremljeno: 1. kolo, stol 5: rezultat meča 2½-1½"
    );
    assert_eq!(
        on_disk(dir.path()).rounds[0].matches[4].score_only,
        score(5, 3)
    );
    enter(&mut app, "m");
    assert_saved(&app);
    assert_eq!(on_disk(dir.path()).rounds[0].matches[4].score_only, None);
}

/// A score that does not read, or adds up to more than the four boards, is refused in
/// words and changes nothing.
#[test]
fn a_match_score_that_does_not_read_or_is_too_high_is_refused() {
    let dir = sample_copy("kzz-2015");
    let before = on_disk(dir.path());
    let mut app = app_in(dir.path(), Lang::En);
    enter(&mut app, "g5");
    enter(&mut app, "m2-");
    assert_eq!(app.status().kind, StatusKind::Error);
    assert_eq!(
        app.status().text,
        "score: '2-' is not a match score such as 2.5-1.5"
    );
    enter(&mut app, "m3-3");
    assert_eq!(
        app.status().text,
        "match score: the two scores add up to more than 4 boards"
    );
    assert_eq!(on_disk(dir.path()), before);
}

/// Table 1 has its four board results: a match score would replace them, so kup names
/// how many and saves only on yes.
#[test]
fn a_match_score_over_board_results_asks_first() {
    let dir = sample_copy("kzz-2015");
    let before = on_disk(dir.path());
    let mut app = app_in(dir.path(), Lang::En);
    press(&mut app, KeyCode::Home);
    enter(&mut app, "m3-1");
    assert_eq!(
        app.status().text,
        "table 1 has 4 boards with a result; the match score replaces them. y = save, any other key = no"
    );
    type_keys(&mut app, "n");
    assert_eq!(app.status().text, "cancelled: nothing changed");
    assert_eq!(on_disk(dir.path()), before);
    let mut app = app_in(dir.path(), Lang::Sl);
    press(&mut app, KeyCode::Home);
    enter(&mut app, "m3-1");
    assert!(
        app.status().text.starts_with("miza 1 ima 4 deske z izidom"),
        "{}",
        app.status().text
    );
    type_keys(&mut app, "d");
    let table = &on_disk(dir.path()).rounds[0].matches[0];
    assert_eq!(table.score_only, score(6, 2));
    assert!(
        table
            .boards
            .iter()
            .all(|b| b.result == GameResult::NotPlayed)
    );
}

/// Round 1 finished (table 5 by its score), the Round tab waiting for round 2.
fn cup_after_round_one(lang: Lang) -> (tempfile::TempDir, App) {
    let dir = sample_copy("kzz-2015");
    let mut app = app_in(dir.path(), lang);
    enter(&mut app, "g5");
    enter(&mut app, "m2-2");
    assert_saved(&app);
    (dir, app)
}

/// The starting numbers of round `round`'s matches on disk, first-named team first.
fn pairs(dir: &Path, round: usize) -> Vec<(usize, usize)> {
    let t = on_disk(dir);
    t.rounds[round - 1]
        .matches
        .iter()
        .map(|m| {
            let n = |id| t.starting_number(id).unwrap();
            (n(m.home), n(m.away))
        })
        .collect()
}

/// C.04.6 C1: "two teams shall not play each other more than once". Zabok (1) met Donja
/// Stubica (6) in round 1: a pairing by hand that pairs them again says so on the Round
/// tab and is saved only on yes, as the arbiter typed it.
#[test]
fn a_pairing_by_hand_that_makes_a_rematch_says_so_and_asks() {
    let (dir, mut app) = cup_after_round_one(Lang::En);
    let before = on_disk(dir.path());
    let typed = "1-6,2-3,4-5,7-8,9-10";
    type_keys(&mut app, "M");
    enter(&mut app, typed);
    assert_eq!(app.status().kind, StatusKind::Question);
    assert!(
        app.status().text.starts_with(
            "this change breaks a rule: C.04.6 C1: two teams shall not play each other more than once: round 2, table 1"
        ),
        "{}",
        app.status().text
    );
    type_keys(&mut app, "n");
    assert_eq!(app.status().text, "cancelled: nothing changed");
    assert_eq!(on_disk(dir.path()), before);
    type_keys(&mut app, "M");
    enter(&mut app, typed);
    type_keys(&mut app, "y");
    assert_eq!(app.status().text, "saved: round 2 paired by hand");
    assert_eq!(
        pairs(dir.path(), 2),
        [(1, 6), (2, 3), (4, 5), (7, 8), (9, 10)]
    );
}

/// A pairing that does not read, or leaves teams without a match, is refused in words and
/// the form keeps what was typed; Esc closes it with nothing changed. One without a
/// problem is saved at once.
#[test]
fn a_pairing_by_hand_is_refused_in_words_and_saved_at_once_when_it_breaks_nothing() {
    let (dir, mut app) = cup_after_round_one(Lang::Hr);
    let before = on_disk(dir.path());
    type_keys(&mut app, "M");
    enter(&mut app, "1-2,x");
    assert_eq!(app.status().text, "ručno: 'x' u 'x' nije startni broj");
    press(&mut app, KeyCode::Backspace);
    press(&mut app, KeyCode::Backspace);
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.status().text,
        "parovi: ekipe bez para: 3, 4, 5, 6, 7, 8, 9, 10"
    );
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.status().text, "otkazano: ništa nije promijenjeno");
    assert_eq!(on_disk(dir.path()), before);
    type_keys(&mut app, "M");
    enter(&mut app, "2-1,3-4,5-6,7-9,8-10");
    assert_saved(&app);
    assert_eq!(
        pairs(dir.path(), 2),
        [(2, 1), (3, 4), (5, 6), (7, 9), (8, 10)]
    );
}

/// `o` in the lineups (`l`) enters the order the players actually sat in: Horvat (roster
/// 2) on board 1 and Vidović (roster 1) on board 2 for ŠK Zabok. The seating is kept
/// beside the lineup, and the summary names the boards contrary to it.
#[test]
fn o_in_the_lineups_records_the_order_the_players_sat_in() {
    let dir = sample_copy("kzz-2015");
    let mut app = app_in(dir.path(), Lang::En);
    // Table 1, whose games are over: the cursor opens on table 5, the first without results.
    press(&mut app, KeyCode::Home);
    // The base lineup is chosen at first: unchoose it, then choose in the seated order.
    type_keys(&mut app, "lo j j j kk k jj j ");
    press(&mut app, KeyCode::Enter);
    // The results of boards 1 and 2 change hands: asked first.
    assert!(
        app.status()
            .text
            .starts_with("round 1 has results; this seating gives them to other players: board 1:"),
        "{}",
        app.status().text
    );
    type_keys(&mut app, "y");
    assert_eq!(
        app.status().text,
        "saved: seating of ŠK Zabok in round 1: boards 1, 2 contrary to the lineup"
    );
    let t = on_disk(dir.path());
    let zabok = &t.teams[0];
    let roster = |n: usize| zabok.roster[n - 1].id;
    let seated = t.rounds[0].lineup(zabok.id).unwrap().seated.clone();
    assert_eq!(
        seated,
        Some(vec![roster(2), roster(1), roster(3), roster(4)])
    );
    assert_eq!(t.effective_lineup(0, zabok.id)[..2], [roster(2), roster(1)]);
}

/// FIDE Laws of 2014, art. 11.3 b, those of kzz-2015 (a mobile phone in the playing venue
/// loses the game): `P` on board
/// 2 of table 1 imposes it on ŠK Zabok's player there, the rule worded into the reason;
/// a forfeit without a word why is refused; Ctrl-X lifts the penalty again.
#[test]
fn p_imposes_lists_and_lifts_penalties() {
    let dir = sample_copy("kzz-2015");
    let before = on_disk(dir.path());
    let mut app = app_in(dir.path(), Lang::En);
    press(&mut app, KeyCode::Home);
    type_keys(&mut app, "jP3");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.status().text,
        "note: say why the game is forfeited (--note)"
    );
    type_keys(&mut app, "5");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.status().text,
        "rule: '35' is not a rule's number (1 to 5)"
    );
    assert_eq!(on_disk(dir.path()), before);
    press(&mut app, KeyCode::Backspace);
    press(&mut app, KeyCode::Backspace);
    type_keys(&mut app, "1");
    press(&mut app, KeyCode::Enter);
    assert_saved(&app);
    let t = on_disk(dir.path());
    let [penalty] = &t.penalties[..] else {
        panic!("{:?}", t.penalties)
    };
    assert_eq!((penalty.round, penalty.team), (1, t.teams[0].id));
    assert_eq!(penalty.kind, kup::core::PenaltyKind::GameLost { board: 2 });
    assert_eq!(
        penalty.reason,
        "mobile phone in the playing venue: the game is lost (FIDE Laws of 2014, art. 11.3 b)"
    );
    let shown = crate::common::screen(&mut app, 80, 24);
    assert!(
        shown.contains("  1. round 1, team 1 (ŠK Zabok): board 2"),
        "{shown}"
    );
    app.key(&ratatui::crossterm::event::KeyEvent::new(
        KeyCode::Char('x'),
        ratatui::crossterm::event::KeyModifiers::CONTROL,
    ));
    assert_saved(&app);
    assert!(on_disk(dir.path()).penalties.is_empty());
}

/// kzz-2015 čl. 14: a player "koji u tom kolu ne nastupa za svoju ekipu ... nema pravo
/// nastupa za svoju ekipu u sljedećem kolu". Rule 5 of `P` bars ŠK Zabok's reserve Pavić
/// (roster 5), who sat out round 1, from round 2, the third field asking for his roster
/// position; in round 2's lineups he is marked, and a lineup naming him is refused.
#[test]
fn p_bars_a_player_from_the_next_round_and_the_lineups_refuse_him() {
    let (dir, mut app) = cup_after_round_one(Lang::En);
    type_keys(&mut app, "P5");
    press(&mut app, KeyCode::Tab);
    for _ in 0..3 {
        press(&mut app, KeyCode::Backspace);
    }
    type_keys(&mut app, "1");
    press(&mut app, KeyCode::Tab);
    for _ in 0..3 {
        press(&mut app, KeyCode::Backspace);
    }
    type_keys(&mut app, "5");
    let shown = crate::common::screen(&mut app, 80, 24);
    assert!(shown.contains("player    : 5"), "{shown}");
    press(&mut app, KeyCode::Enter);
    assert_saved(&app);
    let t = on_disk(dir.path());
    let zabok = &t.teams[0];
    let barred = kup::core::PenaltyKind::BarredNextRound {
        player: zabok.roster[4].id,
    };
    let kinds: Vec<_> = t
        .penalties
        .iter()
        .map(|p| (p.round, p.team, p.kind))
        .collect();
    assert_eq!(kinds, [(1, zabok.id, barred)]);
    let shown = crate::common::screen(&mut app, 80, 24);
    assert!(
        shown.contains("Pavić, Stjepan may not play round 2"),
        "{shown}"
    );
    press(&mut app, KeyCode::Esc);

    type_keys(&mut app, "M");
    enter(&mut app, "2-1,3-4,5-6,7-9,8-10");
    assert_saved(&app);
    let before = on_disk(dir.path());
    // Table 1, Zabok's side: Vidović (board 1) out, Pavić (roster 5) in.
    type_keys(&mut app, "ll jjjj ");
    let shown = crate::common::screen(&mut app, 80, 24);
    assert!(shown.contains("Pavić, Stjepan"), "{shown}");
    let row = shown.lines().find(|l| l.contains("Pavić")).unwrap();
    assert!(row.contains("barred"), "{shown}");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.status().kind, StatusKind::Error);
    assert!(
        app.status().text.contains("may not play in round 2"),
        "{}",
        app.status().text
    );
    assert_eq!(on_disk(dir.path()), before);
}
