//! The TUI without a terminal: the app driven by key events and drawn into ratatui's
//! TestBackend. Snapshots of every tab (each one looked at before it was committed) and the
//! behaviour of result entry, undo, locked rounds, the palette and read-only mode.

use std::path::Path;

use chrono::{DateTime, FixedOffset};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::common::{assert_saved, hall_time, on_disk, press, sample_copy, screen, type_keys};
use kup::core::GameResult;
use kup::i18n::Lang;
use kup::store::{CURRENT, Store};
use kup::tui::FixedClock;
use kup::tui::app::App;
use kup::tui::theme::Theme;
use kup::tui::views::StatusKind;

/// Round 1 of the Krapina-Zagorje cup is under way at 10:00 on 15 Feb 2015.
/// The hall's clock in these tests.
const HALL_TIME: &str = "2015-02-15T10:00:00+01:00";

fn app_on(dir: &Path) -> App {
    app_at(dir, hall_time(HALL_TIME), Lang::En)
}

fn app_at(dir: &Path, now: DateTime<FixedOffset>, lang: Lang) -> App {
    let store = crate::common::open_store(dir);
    let theme = Theme::choose(Some("default"), false).unwrap();
    App::new(store, Box::new(FixedClock(now)), theme, lang)
}

fn at(time: &str) -> DateTime<FixedOffset> {
    DateTime::parse_from_rfc3339(time).unwrap()
}

fn results_on_disk(dir: &Path, round: usize, table: usize) -> Vec<GameResult> {
    on_disk(dir).rounds[round - 1].matches[table - 1]
        .boards
        .iter()
        .map(|b| b.result)
        .collect()
}

/// Every bundled sample at a moment of its current round, as the hall's clock shows it: the
/// county cups during round 1 (kzz-2015 at its default time, the others with the countdown
/// running), the cadets' round robin after its last round.
const SAMPLES_AT: [(&str, &str); 5] = [
    ("kzz-2015", "2015-02-15T10:00:00+01:00"),
    ("mzz-2012", "2012-02-05T10:20:00+01:00"),
    ("bpz-2025", "2025-01-18T09:15:00+01:00"),
    ("hss-kadeti-2009", "2009-12-30T13:00:00+01:00"),
    ("szs-pokal-2018", "2018-06-01T17:20:00+02:00"),
];

/// Each tab of each sample at 80x24 and 160x48, every snapshot looked at.
#[test]
fn every_tab_of_every_sample_at_both_sizes() {
    for (sample, time) in SAMPLES_AT {
        let dir = sample_copy(sample);
        let mut app = app_at(dir.path(), at(time), Lang::En);
        for (tab, name) in kup::tui::app::TABS.iter().enumerate() {
            press(&mut app, KeyCode::F(tab as u8 + 1));
            assert_eq!(app.tab(), tab);
            for (width, height) in [(80, 24), (160, 48)] {
                insta::assert_snapshot!(
                    format!("{sample}_{}_{width}x{height}", Lang::En.text(*name)),
                    screen(&mut app, width, height)
                );
            }
        }
    }
}

#[test]
fn help_lists_the_keys_of_the_view_and_a_small_window_asks_for_more_room() {
    let dir = sample_copy("kzz-2015");
    let mut app = app_on(dir.path());
    type_keys(&mut app, "?");
    let first = screen(&mut app, 80, 24);
    insta::assert_snapshot!("kzz-2015_Round_help_80x24", first);
    // Longer than the window: End scrolls to the last key, quit, on the box's last row,
    // and no further; Home goes back.
    let quit = "q / Ctrl-C  quit (everything is already saved)";
    assert!(!first.contains(quit), "{first}");
    press(&mut app, KeyCode::End);
    let end = screen(&mut app, 80, 24);
    let rows: Vec<&str> = end.lines().collect();
    assert!(rows[21].contains(quit), "{end}");
    assert!(rows[22].contains('└'), "{end}");
    assert!(!end.contains("Keys of Round"), "{end}");
    type_keys(&mut app, "j");
    assert_eq!(screen(&mut app, 80, 24), end);
    press(&mut app, KeyCode::Home);
    assert_eq!(screen(&mut app, 80, 24), first);
    // Any other key closes help and is not acted on.
    type_keys(&mut app, "1");
    assert!(!screen(&mut app, 80, 24).contains("Keys of Round"));
    assert_eq!(
        results_on_disk(dir.path(), 1, 5),
        vec![GameResult::NotPlayed; 4]
    );
    insta::assert_snapshot!("kzz-2015_too_small_79x24", screen(&mut app, 79, 24));
}

/// Table 5 of round 1 (ŠK Pregrada, first-named, against ŠK Mače) has no results yet. Four
/// keys enter its four boards; each is on disk as soon as its key was handled.
#[test]
fn four_keys_enter_a_match_and_undo_names_what_it_undid() {
    let dir = sample_copy("kzz-2015");
    let mut app = app_on(dir.path());
    type_keys(&mut app, "g5");
    press(&mut app, KeyCode::Enter);
    use GameResult::*;
    let mut expected = vec![NotPlayed; 4];
    // A key reads as the row: 1 the left (Pregrada's) player wins, 0 the right one. On
    // boards 2 and 4 Pregrada's player has Black.
    for (i, (key, result)) in [
        ('1', WhiteWins),
        ('0', WhiteWins),
        ('=', Draw),
        ('+', BlackForfeitWin),
    ]
    .into_iter()
    .enumerate()
    {
        type_keys(&mut app, &key.to_string());
        expected[i] = result;
        assert_eq!(
            results_on_disk(dir.path(), 1, 5),
            expected,
            "after key {key}"
        );
        assert_eq!(app.status().kind, StatusKind::Saved);
    }
    assert_eq!(
        app.status().text,
        "saved: round 1, table 5, board 4: B +- W"
    );
    // Pregrada: 1 (b1 won) + 0 (b2 lost) + ½ + 1 (b4, won by forfeit) = 2½ against 1½, a
    // won match: 2 MP to 0.
    let shown = screen(&mut app, 80, 24);
    let row = shown
        .lines()
        .find(|l| l.contains("ŠK Pregrada"))
        .unwrap()
        .to_string();
    assert!(row.contains("2½ : 1½") && row.contains("2:0"), "{row}");

    type_keys(&mut app, "u");
    assert_eq!(
        app.status().text,
        "undone: round 1, table 5, board 4: B +- W"
    );
    expected[3] = NotPlayed;
    assert_eq!(results_on_disk(dir.path(), 1, 5), expected);
    app.key(&KeyEvent::new(KeyCode::Char('r'), KeyModifiers::CONTROL));
    assert_eq!(
        app.status().text,
        "redone: round 1, table 5, board 4: B +- W"
    );
    expected[3] = BlackForfeitWin;
    assert_eq!(results_on_disk(dir.path(), 1, 5), expected);
}

#[test]
fn backspace_clears_and_draw_has_three_keys() {
    let dir = sample_copy("kzz-2015");
    let mut app = app_on(dir.path());
    type_keys(&mut app, "g5");
    press(&mut app, KeyCode::Enter);
    type_keys(&mut app, "5½");
    use GameResult::*;
    assert_eq!(
        results_on_disk(dir.path(), 1, 5),
        vec![Draw, Draw, NotPlayed, NotPlayed]
    );
    // The cursor is on board 3, which has no result: clearing it changes nothing and the
    // cursor stays. Up to board 2 and clear it.
    press(&mut app, KeyCode::Backspace);
    assert_eq!(
        results_on_disk(dir.path(), 1, 5),
        vec![Draw, Draw, NotPlayed, NotPlayed]
    );
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Backspace);
    assert_eq!(
        results_on_disk(dir.path(), 1, 5),
        vec![Draw, NotPlayed, NotPlayed, NotPlayed]
    );
}

#[test]
fn a_bad_table_number_is_refused_in_words() {
    let dir = sample_copy("kzz-2015");
    let mut app = app_on(dir.path());
    type_keys(&mut app, "g9");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.status().kind, StatusKind::Error);
    assert_eq!(
        app.status().text,
        "table: '9' is not a table of this round (1 to 5)"
    );
}

/// hss-kadeti-2009 has all its rounds paired: rounds before the newest are read-only until
/// `L` unlocks corrections.
#[test]
fn an_earlier_round_is_locked_until_unlocked() {
    let dir = sample_copy("hss-kadeti-2009");
    let mut app = app_on(dir.path());
    let before = std::fs::read_to_string(dir.path().join(CURRENT)).unwrap();
    let rounds = app.state().paired_rounds();
    assert!(rounds > 1);
    type_keys(&mut app, "[1");
    assert_eq!(app.status().kind, StatusKind::Error);
    assert_eq!(
        app.status().text,
        format!(
            "round {} is an earlier round: press L to unlock corrections",
            rounds - 1
        )
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join(CURRENT)).unwrap(),
        before
    );
    type_keys(&mut app, "L1");
    assert_eq!(app.status().kind, StatusKind::Saved);
    assert_eq!(
        results_on_disk(dir.path(), rounds - 1, 1)[0],
        GameResult::WhiteWins
    );
}

#[test]
fn the_palette_finds_and_runs_a_command() {
    let dir = sample_copy("kzz-2015");
    let mut app = app_on(dir.path());
    type_keys(&mut app, ":standings");
    insta::assert_snapshot!("kzz-2015_palette_80x24", screen(&mut app, 80, 24));
    press(&mut app, KeyCode::Enter);
    assert_eq!(kup::tui::app::TABS[app.tab()], kup::i18n::Msg::TabStandings);
}

/// Ctrl-P opens the same palette as `:`, also when the terminal reports the letter as
/// `P` with Shift, and is not the Round tab's `p` (pair the next round): no question is
/// asked, nothing is written.
#[test]
fn ctrl_p_opens_the_palette_and_runs_what_it_finds() {
    let dir = sample_copy("kzz-2015");
    let before = std::fs::read(dir.path().join(CURRENT)).unwrap();
    let mut app = app_on(dir.path());
    type_keys(&mut app, ":");
    let by_colon = screen(&mut app, 80, 24);
    press(&mut app, KeyCode::Esc);
    assert!(!screen(&mut app, 80, 24).contains(" : _ "));
    for modifiers in [
        KeyModifiers::CONTROL,
        KeyModifiers::CONTROL | KeyModifiers::SHIFT,
    ] {
        let letter = if modifiers.contains(KeyModifiers::SHIFT) {
            'P'
        } else {
            'p'
        };
        app.key(&KeyEvent::new(KeyCode::Char(letter), modifiers));
        let shown = screen(&mut app, 80, 24);
        assert!(shown.contains("┌ : _ "), "{modifiers:?}:\n{shown}");
        assert_eq!(shown, by_colon, "{modifiers:?}");
        assert!(
            !app.status().text.contains("pair round 2"),
            "{:?}",
            app.status()
        );
        press(&mut app, KeyCode::Esc);
    }
    app.key(&KeyEvent::new(KeyCode::Char('p'), KeyModifiers::CONTROL));
    type_keys(&mut app, "clock");
    press(&mut app, KeyCode::Enter);
    assert_eq!(kup::tui::app::TABS[app.tab()], kup::i18n::Msg::TabClock);
    assert!(screen(&mut app, 80, 24).contains("┌ Round 1: players not yet at the board"));
    assert_eq!(std::fs::read(dir.path().join(CURRENT)).unwrap(), before);
}

/// Alt-1..5 choose the tab by its number from wherever the arbiter is, in an order that
/// Tab / Shift-Tab would not give; on the Round tab, with the cursor on a board without a
/// result, Alt-1 is not the result key `1`: the file on disk stays as it was.
#[test]
fn alt_and_a_digit_switch_to_that_tab() {
    let dir = sample_copy("kzz-2015");
    let before = std::fs::read(dir.path().join(CURRENT)).unwrap();
    let mut app = app_on(dir.path());
    type_keys(&mut app, "g5");
    press(&mut app, KeyCode::Enter);
    for (digit, title) in [
        ('1', "┌ Teams (10) "),
        ('4', "┌ Standings after round 1 "),
        ('2', "┌ Round 1 of 5 "),
        ('5', "┌ Tiebreak chain: pick two or more teams "),
        ('3', "┌ Round 1: players not yet at the board "),
        ('2', "┌ Round 1 of 5 "),
        ('1', "┌ Teams (10) "),
    ] {
        app.key(&KeyEvent::new(KeyCode::Char(digit), KeyModifiers::ALT));
        let tab = digit.to_digit(10).unwrap() as usize - 1;
        assert_eq!(app.tab(), tab, "Alt-{digit}");
        let shown = screen(&mut app, 80, 24);
        assert!(shown.contains(title), "Alt-{digit}:\n{shown}");
    }
    assert_eq!(app.status().kind, StatusKind::Info, "{:?}", app.status());
    assert_eq!(std::fs::read(dir.path().join(CURRENT)).unwrap(), before);
}

#[test]
fn a_read_only_tournament_refuses_results_and_never_says_saved() {
    let dir = sample_copy("kzz-2015");
    let _writer = crate::common::open_store(dir.path());
    let store = Store::open_read_only(dir.path()).unwrap();
    let theme = Theme::choose(None, true).unwrap();
    let mut app = App::new(
        store,
        Box::new(FixedClock(hall_time(HALL_TIME))),
        theme,
        Lang::En,
    );
    type_keys(&mut app, "g5");
    press(&mut app, KeyCode::Enter);
    type_keys(&mut app, "1");
    assert_eq!(app.status().kind, StatusKind::Error);
    assert!(
        app.status().text.contains("read-only"),
        "{:?}",
        app.status()
    );
    assert_eq!(
        results_on_disk(dir.path(), 1, 5),
        vec![GameResult::NotPlayed; 4]
    );
}

/// A player is added inline on the roster of ŠK Zabok (team 1, 5 players). A field that
/// does not read is named and nothing changes; once it reads, the player is saved at the
/// end of the roster. Moving him up is refused in words: round 1 is paired, so the base
/// lineup is frozen.
#[test]
fn a_player_is_added_inline_and_a_bad_field_is_named() {
    let dir = sample_copy("kzz-2015");
    let mut app = app_on(dir.path());
    press(&mut app, KeyCode::F(1));
    press(&mut app, KeyCode::Right);
    type_keys(&mut app, "a");
    type_keys(&mut app, "Šimunić");
    press(&mut app, KeyCode::Tab);
    type_keys(&mut app, "Željko");
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Tab);
    // 'q' and 'u' are typed into the form, not acted on.
    type_keys(&mut app, "qu");
    insta::assert_snapshot!(
        "kzz-2015_Rosters_add_player_80x24",
        screen(&mut app, 80, 24)
    );
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.status().kind, StatusKind::Error);
    assert_eq!(
        app.status().text,
        "FIDE ID: 'qu' is not a whole number (leave it empty if unknown)"
    );
    assert_eq!(app.state().teams[0].roster.len(), 5);
    press(&mut app, KeyCode::Backspace);
    press(&mut app, KeyCode::Backspace);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.status().kind, StatusKind::Saved);
    let saved = on_disk(dir.path());
    let roster = &saved.teams[0].roster;
    assert_eq!(roster.len(), 6);
    assert_eq!(roster[5].full_name(), "Šimunić, Željko");
    assert!(!app.should_quit());

    type_keys(&mut app, "K");
    assert_eq!(app.status().kind, StatusKind::Question);
    assert!(
        app.status()
            .text
            .contains("base lineup is fixed once round 1 is paired"),
        "{:?}",
        app.status()
    );
    assert_eq!(
        app.state().teams[0].roster[5].full_name(),
        "Šimunić, Željko"
    );
}

/// The player form in Croatian and Slovenian answers "registered" with d (da), as its
/// label "registriran (d/n)" asks, for a new player and for one already registered; the
/// new player is saved as registered.
#[test]
fn the_player_form_answers_in_the_readers_language() {
    for lang in [Lang::Hr, Lang::Sl] {
        let dir = sample_copy("kzz-2015");
        let mut app = app_at(dir.path(), hall_time(HALL_TIME), lang);
        press(&mut app, KeyCode::F(1));
        press(&mut app, KeyCode::Right);
        type_keys(&mut app, "e");
        let edit = screen(&mut app, 80, 24);
        assert!(edit.contains("registriran (d/n): d"), "{edit}");
        press(&mut app, KeyCode::Esc);
        type_keys(&mut app, "a");
        let new = screen(&mut app, 80, 24);
        assert!(new.contains("registriran (d/n): d"), "{new}");
        assert!(!new.contains("(d/n): y"), "{new}");
        type_keys(&mut app, "Šimunić");
        press(&mut app, KeyCode::Tab);
        type_keys(&mut app, "Željko");
        press(&mut app, KeyCode::Enter);
        assert_eq!(app.status().kind, StatusKind::Saved, "{:?}", app.status());
        let zabok = &on_disk(dir.path()).teams[0];
        assert_eq!(zabok.roster[5].full_name(), "Šimunić, Željko");
        assert!(zabok.roster[5].registered);
    }
}

/// Keys named by a word (the arrows, the space bar) in the reader's language, in help and
/// when a key does nothing: the Round tab binds no space bar.
#[test]
fn keys_named_by_a_word_are_named_in_the_readers_language() {
    let dir = sample_copy("kzz-2015");
    for (lang, up, down, space) in [
        (
            Lang::Hr,
            "Gore / k",
            "Dolje / j",
            "Razmaknica ne radi ništa u prikazu Kolo",
        ),
        (
            Lang::Sl,
            "Gor / k",
            "Dol / j",
            "Preslednica v pogledu Kolo ne naredi ničesar",
        ),
        (
            Lang::En,
            "Up / k",
            "Down / j",
            "Space does nothing in Round",
        ),
    ] {
        let mut app = app_at(dir.path(), hall_time(HALL_TIME), lang);
        press(&mut app, KeyCode::Char(' '));
        assert!(app.status().text.starts_with(space), "{:?}", app.status());
        type_keys(&mut app, "?");
        let help = screen(&mut app, 80, 24);
        assert!(help.contains(up) && help.contains(down), "{help}");
        if lang != Lang::En {
            assert!(
                !help.contains("Up / k") && !help.contains("Down / j"),
                "{help}"
            );
        }
    }
}

/// Two foreign players who played for ŠK Zabok (kzz-2015 čl. 6 lets one play): board 2
/// Horvat registered by FIDE under SLO, and the reserve Pavić, a Slovenian citizen, on
/// board 4 in round 1.
fn two_foreigners_on_team_one(dir: &Path) {
    let mut store = crate::common::open_store(dir);
    let roster = store.state().teams[0].roster.clone();
    store
        .execute(kup::core::Command::SetLineup {
            round: 1,
            team: store.state().teams[0].id,
            players: [0, 1, 2, 4].iter().map(|i| roster[*i].id).collect(),
            handed_in: None,
        })
        .unwrap();
    for (position, change) in [(1, "federation"), (4, "citizenship")] {
        let mut data = kup::core::PlayerData::from(&roster[position]);
        match change {
            "federation" => data.federation = "SLO".into(),
            _ => data.citizenship = "SLO".into(),
        }
        store
            .execute(kup::core::Command::EditPlayer {
                player: roster[position].id,
                data,
            })
            .unwrap();
    }
}

/// The violations `kup check` finds are marked on the rows they concern. ŠK Zabok gets two
/// foreign players (one allowed) and then, through the inline form, board 3 Novak's FIDE
/// rating 2034: 100 below board 4 Vuković's 2134, which the 100-point rule forbids (a gap
/// of 100 or more, kzz-2015 čl. 6). The edit is on disk; the team and the three players'
/// rows carry `!`, the wide screen names the rules on the rows, the box under the roster
/// words them, and one undo takes the rating back and its `!` with it.
#[test]
fn violations_are_marked_on_the_rows_with_the_rule_in_words() {
    let dir = sample_copy("kzz-2015");
    two_foreigners_on_team_one(dir.path());
    let mut app = app_on(dir.path());
    press(&mut app, KeyCode::F(1));
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    type_keys(&mut app, "e");
    for _ in 0..4 {
        press(&mut app, KeyCode::Tab);
    }
    for _ in 0..4 {
        press(&mut app, KeyCode::Backspace);
    }
    type_keys(&mut app, "2034");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.status().kind, StatusKind::Saved, "{:?}", app.status());
    assert_eq!(app.status().text, "saved: Novak, Maja: details entered");
    let novak = &on_disk(dir.path()).teams[0].roster[2];
    assert_eq!(
        (novak.full_name().as_str(), novak.fide_rating),
        ("Novak, Maja", Some(2034))
    );

    let small = screen(&mut app, 80, 24);
    insta::assert_snapshot!("kzz-2015_Rosters_violations_80x24", small);
    let row = |screen: &str, name: &str| {
        screen
            .lines()
            .find(|l| l.contains(name))
            .unwrap_or_else(|| panic!("{name} in\n{screen}"))
            .to_string()
    };
    // Team 1 marked, team 2 not; boards 2, 3, 4, 5 marked, board 1 not.
    assert!(row(&small, "1!   ŠK Zabok").contains("1!"));
    assert!(row(&small, "ŠK Krapina").contains("│2    ŠK Krapina"));
    for (board, name) in [(2, "Horvat"), (3, "Novak"), (4, "Vuković"), (5, "Pavić")] {
        assert!(
            row(&small, name).contains(&format!("││{board}!")),
            "{small}"
        );
    }
    assert!(row(&small, "Vidović").contains("││1   Vidović"));
    assert!(
        small.contains("! foreign players (kzz-2015 čl. 6): at most 1"),
        "{small}"
    );
    assert!(
        small.contains("! board order (kzz-2015): a player must not be"),
        "{small}"
    );

    let large = screen(&mut app, 160, 48);
    insta::assert_snapshot!("kzz-2015_Rosters_violations_160x48", large);
    assert!(row(&large, "Novak").contains(" board order "));
    assert!(row(&large, "Horvat").contains("foreign players"));
    assert!(!row(&large, "Horvat").contains("board order"));
    assert!(!row(&large, "Vidović").contains("board order"));

    type_keys(&mut app, "u");
    assert_eq!(app.status().text, "undone: Novak, Maja: details entered");
    assert_eq!(
        on_disk(dir.path()).teams[0].roster[2].fide_rating,
        Some(2136)
    );
    let undone = screen(&mut app, 80, 24);
    assert!(row(&undone, "Novak").contains("││3   Novak"), "{undone}");
    assert!(row(&undone, "Horvat").contains("││2!"), "{undone}");
}

/// The status line says "saved" once, in every language: the summary of an edit names what
/// changed ("Novak, Maja: details entered"), the status line adds that it is saved. The
/// form saved without a change (board 1, Vidović) is still an edit the store records.
#[test]
fn saved_is_said_once_in_every_language() {
    let dir = sample_copy("kzz-2015");
    for (lang, saved) in [
        (Lang::En, "saved: Vidović, Krunoslav: details entered"),
        (Lang::Hr, "spremljeno: Vidović, Krunoslav: podaci upisani"),
        (Lang::Sl, "shranjeno: Vidović, Krunoslav: podatki vpisani"),
    ] {
        let mut app = app_at(dir.path(), hall_time(HALL_TIME), lang);
        press(&mut app, KeyCode::F(1));
        press(&mut app, KeyCode::Right);
        type_keys(&mut app, "e");
        press(&mut app, KeyCode::Enter);
        assert_eq!(app.status().kind, StatusKind::Saved, "{:?}", app.status());
        assert_eq!(app.status().text, saved);
        let shown = screen(&mut app, 80, 24);
        let status_line = shown.lines().last().unwrap();
        assert!(
            status_line.starts_with(&format!("\"{saved} ")),
            "{status_line}"
        );
    }
}

/// The Rosters tab in Croatian and Slovenian: headings, the rule names on the rows and the
/// form in the regulations' terms.
#[test]
fn the_rosters_tab_speaks_croatian_and_slovenian() {
    let dir = sample_copy("kzz-2015");
    two_foreigners_on_team_one(dir.path());
    for (lang, words) in [
        (Lang::Hr, ["Pl.", "strani igrači", "Prekršena pravila"]),
        (Lang::Sl, ["D.", "tuji igralci", "Kršena pravila"]),
    ] {
        let mut app = app_at(dir.path(), hall_time(HALL_TIME), lang);
        press(&mut app, KeyCode::F(1));
        let shown = screen(&mut app, 160, 48);
        for word in words {
            assert!(shown.contains(word), "{word} in\n{shown}");
        }
        // The rule broken, in the reader's words (kzz-2015 čl. 6: "Stranim igračima
        // smatraju se strani državljani"; szs-pokal-2018 art. 2: "tujec").
        let small = screen(&mut app, 80, 24);
        let said = match lang {
            Lang::Hr => ["igračima smatraju se strani državljani", "nastupili su"],
            _ => ["tujec je tuj državljan", "nastopili so (2):"],
        };
        for words in said {
            assert!(small.contains(words), "{words} in\n{small}");
        }
        insta::assert_snapshot!(format!("kzz-2015_Rosters_{}_80x24", lang.code()), small);
        // The form names a bad field in the same language.
        press(&mut app, KeyCode::Right);
        type_keys(&mut app, "e");
        for _ in 0..9 {
            press(&mut app, KeyCode::Tab);
        }
        press(&mut app, KeyCode::Backspace);
        type_keys(&mut app, "x");
        press(&mut app, KeyCode::Enter);
        assert_eq!(app.status().kind, StatusKind::Error);
        let expected = match lang {
            Lang::Hr => "registriran (d/n): 'x' nije ni d ni n",
            _ => "registriran (d/n): 'x' ni ne d ne n",
        };
        assert_eq!(app.status().text, expected);
    }
}

/// Opens the import form with `key`, types `path` and presses Enter.
fn import_file(app: &mut App, key: &str, path: &Path) {
    type_keys(app, key);
    type_keys(app, path.to_str().unwrap());
    press(app, KeyCode::Enter);
}

/// A FIDE list (XML) in `dir` (the kzz-2015 sample's folder or one in it): Horvat, Luka (ŠK Zabok board 2,
/// FIDE ID 14544812) at 2191 with the FM title, and a player the sample does not have.
fn zabok_fide_list(dir: &Path) -> std::path::PathBuf {
    let list = dir.join("players_list_xml_foa.xml");
    std::fs::write(
        &list,
        "<playerslist>\n<player><fideid>14544812</fideid><name>Horvat, Luka</name>\
         <country>CRO</country><title>FM</title><rating>2191</rating><birthday>1964</birthday></player>\n\
         <player><fideid>99999999</fideid><name>Nobody, Else</name><country>SLO</country>\
         <rating>1500</rating><birthday>1999</birthday></player>\n</playerslist>\n",
    )
    .unwrap();
    list
}

/// The screen with the temporary directory's name (the same length every run) masked.
fn masked_screen(app: &mut App, dir: &Path) -> String {
    let temporary = dir.display().to_string();
    screen(app, 80, 24).replace(&temporary, &"X".repeat(temporary.len()))
}

/// The FIDE list (XML) refreshes ŠK Zabok's board 2 Horvat (FIDE ID 14544812): rating
/// 2180 → 2191 and the FM title, as one change. The report names the change, the status
/// line the file and the counts; the change is on disk; a key that does not scroll closes
/// the report and one `u` takes the whole import back to the same bytes.
#[test]
fn a_fide_list_is_imported_from_the_rosters_tab_as_one_change() {
    let dir = sample_copy("kzz-2015");
    let list = zabok_fide_list(dir.path());
    let before = on_disk(dir.path());
    let mut app = app_on(dir.path());
    press(&mut app, KeyCode::F(1));
    import_file(&mut app, "f", &list);
    assert_eq!(app.status().kind, StatusKind::Saved, "{:?}", app.status());
    let file = list.display().to_string();
    assert!(
        app.status().text.starts_with(&format!(
            "saved: {file}: 1 change, 0 unchanged, 0 lines skipped"
        )),
        "{:?}",
        app.status()
    );
    let horvat = &on_disk(dir.path()).teams[0].roster[1];
    assert_eq!(
        (horvat.fide_rating, horvat.title.as_str()),
        (Some(2191), "FM")
    );
    let shown = masked_screen(&mut app, dir.path());
    insta::assert_snapshot!("kzz-2015_Rosters_import_report_80x24", shown);
    assert!(
        shown.contains("2180 → 2191, title — → FM")
            && shown.contains("Horvat, Luka (FIDE ID 14544812): FIDE rating"),
        "{shown}"
    );
    // The key that closes the report does nothing else (here: not the undo).
    type_keys(&mut app, "u");
    assert!(!screen(&mut app, 80, 24).contains("Import: Up/Down scroll"));
    assert_eq!(
        on_disk(dir.path()).teams[0].roster[1].fide_rating,
        Some(2191)
    );
    type_keys(&mut app, "u");
    assert_eq!(
        on_disk(dir.path()),
        before,
        "one undo, the state before the import"
    );
}

/// The import overlay in Croatian and Slovenian at 80x24: the form that asks
/// for the file, then the report of the same FIDE list as above, every line in the
/// reader's words (hr FIDE rejting, titula, nije na rejting listi; sl rating lista) and
/// none of the English.
#[test]
fn the_import_overlay_speaks_croatian_and_slovenian() {
    let words = [
        (
            Lang::Hr,
            "hr",
            [
                "Uvoz FIDE rejting liste (TXT ili XML)",
                "Tab dalje · Enter sprema · Esc odustaje",
                "Uvoz: gore/dolje pomiče, druga tipka zatvara",
                "2180 → 2191, titula — → FM",
                "nije na rejting listi",
                "promjena 1, bez promjene 0",
            ],
        ),
        (
            Lang::Sl,
            "sl",
            [
                "Uvoz FIDE ratingne liste (TXT ali XML)",
                "Tab naprej · Enter shrani · Esc prekliče",
                "Uvoz: gor/dol premika, druga tipka zapre",
                "2180 → 2191",
                "ni na rating listi",
                "sprememb 1, nespremenjenih 0",
            ],
        ),
    ];
    for (lang, code, [form_title, keys, report_title, change, absent, counts]) in words {
        let dir = sample_copy("kzz-2015");
        // In a folder of its own, so that the path's end on the screen is all fixed names.
        let lists = dir.path().join("FIDE");
        std::fs::create_dir(&lists).unwrap();
        let list = zabok_fide_list(&lists);
        let mut app = app_at(dir.path(), hall_time(HALL_TIME), lang);
        press(&mut app, KeyCode::F(1));
        type_keys(&mut app, "f");
        type_keys(&mut app, list.to_str().unwrap());
        let form = masked_screen(&mut app, dir.path());
        insta::assert_snapshot!(format!("kzz-2015_Rosters_import_form_{code}_80x24"), form);
        assert!(form.contains(form_title), "{form}");
        // The end of a long path shows, where the typing is (the terminal's cursor after
        // it), and the keys line is whole.
        assert!(form.contains("…/players_list_xml_foa.xml "), "{form}");
        assert!(form.contains(keys), "{form}");
        press(&mut app, KeyCode::Enter);
        let report = masked_screen(&mut app, dir.path());
        insta::assert_snapshot!(
            format!("kzz-2015_Rosters_import_report_{code}_80x24"),
            report
        );
        for said in [report_title, change, absent, counts] {
            assert!(report.contains(said), "{said:?} missing:\n{report}");
        }
        for english in [
            "Import: Up/Down",
            "is not in the list",
            "unchanged",
            "saved",
        ] {
            assert!(!report.contains(english), "{english:?}:\n{report}");
        }
    }
}

/// The text rows of the import's report on `shown`: the box right of the team list, from
/// its title row down to its bottom border, borders and trailing blanks left out.
fn report_rows(shown: &str) -> Vec<String> {
    let rows: Vec<Vec<char>> = shown
        .lines()
        .map(|line| line.trim_matches('"').chars().collect())
        .collect();
    let top = rows
        .iter()
        .position(|row| row.iter().collect::<String>().contains("Uvoz: gore/dolje"))
        .expect("the report's title row");
    let left = rows[top]
        .windows(2)
        .position(|pair| pair == ['┐', '┌'])
        .expect("the report's corner")
        + 1;
    rows[top + 1..]
        .iter()
        .take_while(|row| row[left] != '└')
        .map(|row| {
            let inside: String = row[left + 1..row.len() - 1].iter().collect();
            inside.trim_end().to_string()
        })
        .collect()
}

/// A report longer than the box (the kzz-2015 sample against a list that holds one of its
/// players: a note for every other player with a FIDE ID) scrolls: at 80x24 the box shows
/// the first 19 of the rows the same report has at 80x300, End the last 19, Up one row back,
/// Home the first again, and the key that does not scroll closes it, doing nothing else.
/// Every player of the sample with a FIDE ID other than Horvat's is named in a note.
#[test]
fn a_long_import_report_scrolls_to_its_last_line() {
    let dir = sample_copy("kzz-2015");
    let list = zabok_fide_list(dir.path());
    let mut app = app_at(dir.path(), hall_time(HALL_TIME), Lang::Hr);
    press(&mut app, KeyCode::F(1));
    import_file(&mut app, "f", &list);
    // Drawn whole, without the empty rows below the text.
    let mut whole = report_rows(&screen(&mut app, 80, 300));
    whole.truncate(
        whole
            .iter()
            .rposition(|row| !row.is_empty())
            .map_or(0, |last| last + 1),
    );
    let text = whole
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let absent: Vec<String> = on_disk(dir.path())
        .teams
        .iter()
        .flat_map(|team| &team.roster)
        .filter_map(|p| p.fide_id.filter(|&id| id != 14544812).map(|id| (p, id)))
        .map(|(p, id)| {
            format!(
                "napomena: {} (FIDE ID {id}) nije na rejting listi",
                p.full_name()
            )
        })
        .collect();
    assert!(absent.len() > 10, "{absent:?}");
    for note in &absent {
        assert!(text.contains(note.as_str()), "{note:?} missing:\n{text}");
    }
    let box_rows = 24 - 5;
    assert!(whole.len() > box_rows, "{whole:?}");
    let shown_rows = |app: &mut App| report_rows(&screen(app, 80, 24));
    assert_eq!(shown_rows(&mut app), whole[..box_rows]);
    press(&mut app, KeyCode::End);
    let end = whole.len() - box_rows;
    assert_eq!(shown_rows(&mut app), whole[end..]);
    // Past the end it stays at the last screenful.
    press(&mut app, KeyCode::Down);
    assert_eq!(shown_rows(&mut app), whole[end..]);
    press(&mut app, KeyCode::Up);
    assert_eq!(shown_rows(&mut app), whole[end - 1..end - 1 + box_rows]);
    press(&mut app, KeyCode::Home);
    assert_eq!(shown_rows(&mut app), whole[..box_rows]);
    let imported = std::fs::read(dir.path().join(CURRENT)).unwrap();
    type_keys(&mut app, "u");
    assert!(!screen(&mut app, 80, 24).contains("Uvoz: gore/dolje"));
    assert_eq!(std::fs::read(dir.path().join(CURRENT)).unwrap(), imported);
}

/// A CSV roster from the Rosters tab: a bad cell refuses the whole file (line, column and
/// rule on the status line, nothing on disk changes); the corrected file adds the reserve
/// and refreshes a rating as one change.
#[test]
fn a_csv_roster_is_imported_from_the_rosters_tab_all_or_nothing() {
    let dir = sample_copy("kzz-2015");
    let roster = dir.path().join("zabok.csv");
    let header = "team;name;fide_id;fide_rating;national_rating;born\n";
    let good =
        "ŠK Zabok;Vidović, Krunoslav;14646746;2201;;\nŠK Zabok;Šimunić, Željko;;;1650;2009\n";
    std::fs::write(
        &roster,
        format!("{header}{good}ŠK Zabok;Žagar, Ana;;;x17;2010\n"),
    )
    .unwrap();
    let bytes_before = std::fs::read(dir.path().join(CURRENT)).unwrap();
    let before = on_disk(dir.path());
    let mut app = app_at(dir.path(), hall_time(HALL_TIME), Lang::Hr);
    press(&mut app, KeyCode::F(1));
    import_file(&mut app, "c", &roster);
    assert_eq!(app.status().kind, StatusKind::Error);
    assert_eq!(
        app.status().text,
        // In the reader's Croatian, naming the line and the column.
        "4. redak, 5. stupac (national_rating): 'x17' nije broj; ništa nije uvezeno"
    );
    assert_eq!(
        std::fs::read(dir.path().join(CURRENT)).unwrap(),
        bytes_before
    );

    std::fs::write(&roster, format!("{header}{good}")).unwrap();
    import_file(&mut app, "c", &roster);
    assert_eq!(app.status().kind, StatusKind::Saved, "{:?}", app.status());
    assert!(
        app.status().text.starts_with("spremljeno: "),
        "{:?}",
        app.status()
    );
    assert!(
        app.status().text.contains(": promjena 2, bez promjene 0"),
        "{:?}",
        app.status()
    );
    let zabok = &on_disk(dir.path()).teams[0];
    assert_eq!(zabok.roster[0].fide_rating, Some(2201));
    assert_eq!(zabok.roster[5].full_name(), "Šimunić, Željko");
    let shown = screen(&mut app, 80, 24);
    assert!(shown.contains("Uvoz: gore/dolje"), "{shown}");
    assert!(
        shown.contains("Vidović, Krunoslav: FIDE rejting 2195 → 2201"),
        "{shown}"
    );
    press(&mut app, KeyCode::Esc);
    type_keys(&mut app, "u");
    assert_eq!(
        on_disk(dir.path()),
        before,
        "one undo, the state before the import"
    );
}

// The Round tab's pairing, lineup, printout and quit keys.

/// Table 5 is the one match of round 1 of kzz-2015 without results: four keys finish it,
/// read as the rows (Pregrada's player first): 1-0, ½-½, 0-1, 0-1, so Pregrada loses 1½ : 2½
/// (in chess notation 1-0, ½-½, 0-1, 1-0: on board 4 Pregrada's player has Black).
fn finish_round_one(app: &mut App) {
    type_keys(app, "g5");
    press(app, KeyCode::Enter);
    type_keys(app, "1=00");
    assert_eq!(app.status().kind, StatusKind::Saved);
}

#[test]
fn p_pairs_the_next_round_only_after_y_and_refusals_leave_the_disk_alone() {
    let dir = sample_copy("kzz-2015");
    let mut app = app_on(dir.path());
    // Round 1 is not finished: the pairing is refused in words before it is asked for,
    // nothing written.
    type_keys(&mut app, "p");
    assert_eq!(app.status().kind, StatusKind::Error);
    assert!(
        app.status().text.contains("table 5 has no result"),
        "{}",
        app.status().text
    );
    assert_eq!(on_disk(dir.path()).paired_rounds(), 1);
    finish_round_one(&mut app);
    // Any key but y cancels.
    type_keys(&mut app, "p");
    assert_eq!(
        app.status().text,
        "pair round 2 now? y = pair, any other key = no"
    );
    type_keys(&mut app, "n");
    assert_eq!(app.status().text, "cancelled: nothing changed");
    assert_eq!(on_disk(dir.path()).paired_rounds(), 1);
    type_keys(&mut app, "py");
    assert_eq!(app.status().kind, StatusKind::Saved);
    let t = on_disk(dir.path());
    assert_eq!(t.paired_rounds(), 2);
    // Recorded with its seed, as `kup pair` records it.
    assert!(t.rounds[1].seed.is_some());
    assert_eq!(t.rounds[1].matches.len(), 5);
    assert!(screen(&mut app, 80, 24).contains("Round 2 of 5"));
}

/// The hint line under the Round view (the line above the status line).
fn hint_line(shown: &str) -> String {
    // TestBackend writes each line in quotes.
    let lines: Vec<&str> = shown.lines().collect();
    lines[lines.len() - 2].trim_matches('"').to_string()
}

/// Once every match of the newest round has its result the hint line offers `p` (in its
/// first place, the forfeit keys making room), in every language within 80 columns.
#[test]
fn the_hint_line_offers_p_once_the_round_is_complete() {
    let dir = sample_copy("kzz-2015");
    let mut app = app_on(dir.path());
    let before = hint_line(&screen(&mut app, 80, 24));
    assert!(!before.contains("pair"), "{before}");
    assert!(before.contains("+ - * forfeit"), "{before}");
    finish_round_one(&mut app);
    let after = hint_line(&screen(&mut app, 80, 24));
    assert!(
        after.starts_with("p pair the next round  1 0 = result"),
        "{after}"
    );
    assert!(after.trim_end().ends_with("? help"), "{after}");
    drop(app);
    for (lang, pair, help) in [
        (Lang::Hr, "p sparivanje sljedećeg kola", "? pomoć"),
        (Lang::Sl, "p pari naslednjega kola", "? pomoč"),
    ] {
        let mut app = app_at(dir.path(), hall_time(HALL_TIME), lang);
        let line = hint_line(&screen(&mut app, 80, 24));
        assert!(line.starts_with(pair), "{line}");
        assert!(line.trim_end().ends_with(help), "{line}");
    }
}

#[test]
fn d_discards_the_newest_round_while_it_has_no_results() {
    let dir = sample_copy("kzz-2015");
    let mut app = app_on(dir.path());
    finish_round_one(&mut app);
    type_keys(&mut app, "py");
    assert_eq!(on_disk(dir.path()).paired_rounds(), 2);
    type_keys(&mut app, "D");
    assert_eq!(
        app.status().text,
        "discard the pairing of round 2? y = discard, any other key = no"
    );
    type_keys(&mut app, "y");
    assert_eq!(app.status().kind, StatusKind::Saved);
    assert_eq!(on_disk(dir.path()).paired_rounds(), 1);
    // Round 1 has results: the core refuses, with the rule.
    type_keys(&mut app, "Dy");
    assert_eq!(app.status().kind, StatusKind::Error);
    assert!(
        app.status().text.contains("round: round 1 has results"),
        "{}",
        app.status().text
    );
    assert_eq!(on_disk(dir.path()).paired_rounds(), 1);
}

#[test]
fn c_flips_the_colours_of_the_cursors_match_and_s_swaps_two_teams() {
    let dir = sample_copy("kzz-2015");
    let mut app = app_on(dir.path());
    finish_round_one(&mut app);
    type_keys(&mut app, "py");
    let before = on_disk(dir.path()).rounds[1].matches.clone();
    type_keys(&mut app, "c");
    assert_eq!(app.status().kind, StatusKind::Saved);
    let flipped = on_disk(dir.path()).rounds[1].matches.clone();
    assert_eq!(
        (flipped[0].home, flipped[0].away),
        (before[0].away, before[0].home)
    );
    assert_eq!(flipped[1..], before[1..]);
    // A swap names two teams by starting number; one number is refused in words.
    type_keys(&mut app, "s3");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.status().kind, StatusKind::Error);
    assert!(
        app.status()
            .text
            .starts_with("swap: '3' does not name two teams")
    );
    type_keys(&mut app, "s3,7");
    press(&mut app, KeyCode::Enter);
    assert_saved(&app);
    let t = on_disk(dir.path());
    let id = |n: usize| t.team_by_number(n).unwrap().id;
    let table_of = |matches: &[kup::core::Match], team| {
        matches
            .iter()
            .position(|m| m.home == team || m.away == team)
            .unwrap()
    };
    let swapped = &t.rounds[1].matches;
    assert_eq!(table_of(swapped, id(3)), table_of(&flipped, id(7)));
    assert_eq!(table_of(swapped, id(7)), table_of(&flipped, id(3)));
}

#[test]
fn x_explains_the_pairing_in_a_scrollable_overlay() {
    let dir = sample_copy("kzz-2015");
    let mut app = app_on(dir.path());
    finish_round_one(&mut app);
    type_keys(&mut app, "py");
    type_keys(&mut app, "x");
    let shown = screen(&mut app, 80, 24);
    // The lines `kup pair --explain --round 2` prints.
    assert!(shown.contains("Scoregroup 2 MP: teams 1, 2, 4"), "{shown}");
    insta::assert_snapshot!("kzz-2015_Round_explain_80x24", shown);
    // A scrolling key keeps it open; the text fits in the box, so it stays put (the
    // scrolling itself: a_long_import_report_scrolls_to_its_last_line, the same pager).
    type_keys(&mut app, "j");
    assert!(screen(&mut app, 80, 24).contains("│Round 2 of 5, FIDE C.04.6"));
    // Any other key closes; q here closes the overlay, it does not quit.
    type_keys(&mut app, "q");
    assert!(!app.should_quit());
    assert!(!screen(&mut app, 80, 24).contains("Scoregroup"));
}

/// bpz-2025 wants all four boards filled and lineups in by 08:50 for round 1 (čl. 6):
/// typed in at 09:05, the lineup is saved and flagged late.
#[test]
fn l_enters_a_lineup_from_the_roster_refusals_shown_late_ones_flagged() {
    let dir = sample_copy("bpz-2025");
    let mut app = app_at(dir.path(), at("2025-01-18T09:05:00+01:00"), Lang::En);
    // Table 1: the cursor opens on the first board without a result.
    press(&mut app, KeyCode::Home);
    type_keys(&mut app, "l");
    insta::assert_snapshot!("bpz-2025_Round_lineup_80x24", screen(&mut app, 80, 24));
    let t = on_disk(dir.path());
    let home = t.rounds[0].matches[0].home;
    let roster: Vec<_> = t.team(home).unwrap().roster.iter().map(|p| p.id).collect();
    let before = t.effective_lineup(0, home);
    assert_eq!(before, roster[..4]);
    // Board 1 out: three players are refused, with the rule, and nothing is written.
    type_keys(&mut app, " ");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.status().kind, StatusKind::Error);
    assert!(
        app.status().text.contains("all 4 boards"),
        "{}",
        app.status().text
    );
    assert!(on_disk(dir.path()).rounds[0].lineup(home).is_none());
    // The fifth player in: saved in roster order, flagged late.
    for _ in 0..4 {
        press(&mut app, KeyCode::Down);
    }
    type_keys(&mut app, " ");
    press(&mut app, KeyCode::Enter);
    // Table 1 has results: the boards that change are named first, and y saves.
    assert!(
        app.status()
            .text
            .starts_with("round 1 has results; this lineup changes board 1: "),
        "{}",
        app.status().text
    );
    type_keys(&mut app, "y");
    assert_saved(&app);
    assert!(
        app.status()
            .text
            .starts_with("LATE: due by 08:50 — saved: lineup of"),
        "{}",
        app.status().text
    );
    let t = on_disk(dir.path());
    let lineup = t.rounds[0].lineup(home).unwrap();
    assert_eq!(lineup.players, [roster[1], roster[2], roster[3], roster[4]]);
    assert_eq!(lineup.handed_in, Some(at("2025-01-18T09:05:00+01:00")));
    let editor = screen(&mut app, 80, 24);
    assert!(editor.contains("LATE: due by 08:50"), "{editor}");
    // The editor's line says the deadline once: the flag names it, no "Due by" after it.
    let state = editor
        .lines()
        .find(|row| row.contains("LATE") && !row.contains("saved"))
        .expect("the lineup's state");
    assert_eq!(state.matches("08:50").count(), 1, "{state}");
    press(&mut app, KeyCode::Esc);
    let shown = screen(&mut app, 80, 24);
    assert!(!shown.contains("Lineup, round 1"));
    // The Round view flags the team whose lineup came late, and only that one.
    assert!(shown.contains("(1) ŠK Ruščica late lineup"), "{shown}");
    assert_eq!(shown.matches("late lineup").count(), 1, "{shown}");
    insta::assert_snapshot!("bpz-2025_Round_late_lineup_80x24", shown);
}

#[test]
fn w_writes_the_pairings_next_to_the_tournament_and_names_the_files() {
    let dir = sample_copy("kzz-2015");
    let mut app = app_on(dir.path());
    type_keys(&mut app, "w");
    assert_eq!(app.status().kind, StatusKind::Saved);
    assert!(
        app.status()
            .text
            .starts_with("wrote pairings-round-1.html and pairings-round-1.txt in "),
        "{}",
        app.status().text
    );
    let html = std::fs::read_to_string(dir.path().join("pairings-round-1.html")).unwrap();
    assert!(html.contains("ŠK Pregrada"));
    let text = std::fs::read_to_string(dir.path().join("pairings-round-1.txt")).unwrap();
    assert!(text.contains("ŠK Pregrada"));
    assert!(text.lines().all(|l| l.chars().count() <= 80));
}

/// The printout's files are named in the reader's language (ASCII): hr parovi-kolo-1,
/// sl pari-kolo-1, and the status says so in words.
#[test]
fn w_names_the_files_in_the_readers_language() {
    for (lang, said, stem) in [
        (
            Lang::Hr,
            "zapisano parovi-kolo-1.html i parovi-kolo-1.txt u ",
            "parovi-kolo-1",
        ),
        (
            Lang::Sl,
            "zapisano pari-kolo-1.html in pari-kolo-1.txt v ",
            "pari-kolo-1",
        ),
    ] {
        let dir = sample_copy("kzz-2015");
        let mut app = app_at(dir.path(), hall_time(HALL_TIME), lang);
        type_keys(&mut app, "w");
        assert_eq!(app.status().kind, StatusKind::Saved, "{:?}", app.status());
        assert!(app.status().text.starts_with(said), "{}", app.status().text);
        for extension in ["html", "txt"] {
            let written = dir.path().join(format!("{stem}.{extension}"));
            let text = std::fs::read_to_string(&written).unwrap();
            assert!(text.contains("ŠK Pregrada"), "{}", written.display());
        }
    }
}

/// At 09:45 round 1 has started and eight players are missing with time left: q asks. At
/// 09:00 nothing runs yet: q quits at once.
#[test]
fn q_asks_only_while_the_clock_counts_down() {
    let dir = sample_copy("kzz-2015");
    let mut app = app_at(dir.path(), at("2015-02-15T09:45:00+01:00"), Lang::En);
    type_keys(&mut app, "q");
    assert!(!app.should_quit());
    assert!(app.status().text.starts_with("the clock is running"));
    type_keys(&mut app, "n");
    assert!(!app.should_quit());
    type_keys(&mut app, "qy");
    assert!(app.should_quit());
    drop(app);
    let mut app = app_at(dir.path(), at("2015-02-15T09:00:00+01:00"), Lang::En);
    type_keys(&mut app, "q");
    assert!(app.should_quit());
}

#[test]
fn the_round_keys_are_in_the_arbiters_language() {
    let dir = sample_copy("kzz-2015");
    let mut app = app_at(dir.path(), hall_time(HALL_TIME), Lang::Hr);
    type_keys(&mut app, ":sparivanje");
    let shown = screen(&mut app, 80, 24);
    assert!(shown.contains("sparivanje sljedećeg kola"), "{shown}");
    press(&mut app, KeyCode::Enter);
    // Round 1 is not finished: `p` says why in Croatian instead of asking.
    assert_eq!(
        app.status().text,
        "2. kolo još se ne može spariti: 1. kolo, stol 5 nema rezultat (bodovi određuju parove)"
    );
}

/// The header's next round in the reader's date style, checked against
/// the presets' schedules: mzz-2012 round 2 is on 12 February 2012 at 10:00 (a week after
/// round 1), kzz-2015 round 2 at 16:00 on round 1's own day, so its time alone.
#[test]
fn the_next_round_in_the_header_is_dated_in_the_readers_style() {
    let header = |sample: &str, now: &str, lang: Lang| {
        let dir = sample_copy(sample);
        let mut app = app_at(dir.path(), at(now), lang);
        screen(&mut app, 160, 48)
            .lines()
            .next()
            .unwrap()
            .to_string()
    };
    let mzz = "2012-02-05T10:20:00+01:00";
    let hr = header("mzz-2012", mzz, Lang::Hr);
    assert!(
        hr.contains("sljedeće: 2. kolo u 12. 2. 2012. 10:00"),
        "{hr}"
    );
    let sl = header("mzz-2012", mzz, Lang::Sl);
    assert!(
        sl.contains("naslednje: 2. kolo ob 12. 2. 2012 10:00"),
        "{sl}"
    );
    let en = header("mzz-2012", mzz, Lang::En);
    assert!(en.contains("next: round 2 at 2012-02-12 10:00"), "{en}");
    let today = header("kzz-2015", "2015-02-15T10:00:00+01:00", Lang::Hr);
    assert!(today.contains("sljedeće: 2. kolo u 16:00 "), "{today}");
}

#[test]
fn help_of_the_round_tab_in_croatian() {
    let dir = sample_copy("kzz-2015");
    let mut app = app_at(dir.path(), hall_time(HALL_TIME), Lang::Hr);
    type_keys(&mut app, "?");
    let shown = screen(&mut app, 80, 24);
    assert!(shown.contains("Tipke prikaza Kolo"), "{shown}");
    assert!(
        shown.contains("1  pobjeđuje lijevi igrač (prvoimenovane"),
        "{shown}"
    );
    insta::assert_snapshot!("kzz-2015_Round_help_hr_80x24", shown);
}

/// The program holds no lock between changes (`Store::open_shared`): `kup result` from
/// another shell goes through while it is open, the next tick shows it, and a result then
/// entered on the screen is saved beside it, nothing lost.
#[test]
fn a_change_made_by_the_cli_while_the_program_runs_appears_and_nothing_is_lost() {
    let dir = sample_copy("kzz-2015");
    let store = Store::open_shared(dir.path(), std::time::Duration::from_secs(5)).unwrap();
    let theme = Theme::choose(Some("default"), false).unwrap();
    let mut app = App::new(
        store,
        Box::new(FixedClock(hall_time(HALL_TIME))),
        theme,
        Lang::En,
    );
    assert!(!app.tick(), "nothing changed yet: no redraw");
    let cli = std::process::Command::new(env!("CARGO_BIN_EXE_kup"))
        // The hall of the presets: a new event reads its rounds' times of day in the
        // machine's time zone, so the tests fix one (a POSIX rule, no tz database needed).
        .env("TZ", "CET-1CEST,M3.5.0,M10.5.0/3")
        .args(["--lang", "en", "result"])
        .arg(dir.path())
        .args(["--round", "1", "--match", "5", "--board", "1", "1-0"])
        // A few seconds, not none: a child another test thread forks holds a copy of
        // every open descriptor until its exec, the lock's among them. A program that
        // held the lock between changes would still make this wait run out.
        .env("KUP_LOCK_WAIT", "5")
        .output()
        .unwrap();
    assert!(
        cli.status.success(),
        "kup result failed while the program was open: {}",
        String::from_utf8_lossy(&cli.stderr)
    );
    assert!(app.tick(), "the change on disk asks for a redraw");
    assert_eq!(
        app.status().text,
        "changed by another kup: round 1, table 5, board 1: W 1-0 B"
    );
    assert_eq!(
        app.state().rounds[0].matches[4].boards[0].result,
        GameResult::WhiteWins
    );
    // On the screen: board 2 of table 5, entered with one key after the CLI's board 1.
    type_keys(&mut app, "g5");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Down);
    type_keys(&mut app, "=");
    assert_eq!(app.status().kind, StatusKind::Saved);
    use GameResult::*;
    assert_eq!(
        results_on_disk(dir.path(), 1, 5),
        vec![WhiteWins, Draw, NotPlayed, NotPlayed]
    );
}

/// Every tab drawn with `theme`, as the cells of an 80x24 terminal.
fn every_tab_with(theme: Theme) -> Vec<ratatui::buffer::Buffer> {
    let dir = sample_copy("kzz-2015");
    let store = crate::common::open_store(dir.path());
    let mut app = App::new(
        store,
        Box::new(FixedClock(hall_time(HALL_TIME))),
        theme,
        Lang::En,
    );
    (0..kup::tui::app::TABS.len())
        .map(|tab| {
            press(&mut app, KeyCode::F(tab as u8 + 1));
            let mut terminal =
                ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
            terminal.draw(|frame| app.draw(frame)).unwrap();
            terminal.backend().buffer().clone()
        })
        .collect()
}

/// NO_COLOR (the mono theme) draws no cell in colour, `--ascii` draws no line-drawing
/// character, and every built-in theme draws only in the 16 ANSI colours, on every tab.
#[test]
fn no_color_ascii_and_sixteen_colours_on_every_tab() {
    use ratatui::style::Color;
    let mono = Theme::choose(None, true).unwrap();
    for screen in every_tab_with(mono) {
        for cell in screen.content() {
            assert_eq!((cell.fg, cell.bg), (Color::Reset, Color::Reset), "{cell:?}");
        }
    }
    let ascii = Theme::choose(Some("default"), false)
        .unwrap()
        .with_ascii(true);
    for screen in every_tab_with(ascii) {
        let drawn: String = screen.content().iter().map(|c| c.symbol()).collect();
        assert!(drawn.contains("+---"), "{drawn}");
        let line_drawing = |c: char| ('\u{2500}'..='\u{257F}').contains(&c);
        assert!(!drawn.chars().any(line_drawing), "{drawn}");
    }
    for name in ["default", "light", "high-contrast", "mono"] {
        for screen in every_tab_with(Theme::choose(Some(name), false).unwrap()) {
            for cell in screen.content() {
                for colour in [cell.fg, cell.bg] {
                    // Reset, the 16 named colours, or their indices 0-15.
                    let beyond = matches!(colour, Color::Rgb(..) | Color::Indexed(16..));
                    assert!(!beyond, "{name}: {colour:?}");
                }
            }
        }
    }
}

/// kzz-2015 čl. 6: changes for the morning rounds are handed in "od 9,00 do 9,15 sati". A
/// change typed in at 08:50 is saved and flagged early, naming the window's opening.
#[test]
fn l_flags_a_change_handed_in_before_the_window_opens() {
    let dir = sample_copy("kzz-2015");
    let mut app = app_at(dir.path(), at("2015-02-15T08:50:00+01:00"), Lang::En);
    type_keys(&mut app, "l");
    type_keys(&mut app, " ");
    for _ in 0..4 {
        press(&mut app, KeyCode::Down);
    }
    type_keys(&mut app, " ");
    press(&mut app, KeyCode::Enter);
    type_keys(&mut app, "y");
    assert_saved(&app);
    assert!(
        app.status()
            .text
            .starts_with("EARLY: the window opens at 09:00 — saved: lineup of"),
        "{}",
        app.status().text
    );
    let editor = screen(&mut app, 80, 24);
    assert!(
        editor.contains("EARLY: the window opens at 09:00"),
        "{editor}"
    );
}
