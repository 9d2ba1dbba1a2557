//! Messages that can be read: the status line cuts a long message with a marker naming the
//! message log (Ctrl-L), which lists every message of the session whole, newest first,
//! wrapped under its own first word; a question is shown whole, its answers included,
//! since the next key answers it; help wraps under the text and covers the view whole.

use ratatui::crossterm::event::KeyCode;

use crate::common::{ctrl, hall_app, hall_time, press, sample_copy, screen, type_keys};
use kup::i18n::Lang;
use kup::tui::app::App;

/// Round 1 of the Krapina-Zagorje cup is paired; it is 09:30 on its day.
/// The hall's clock in these tests.
const HALL_TIME: &str = "2015-02-15T09:30:00+01:00";

/// On the Rosters tab: asks to move the first player of ŠK Zabok down (the frozen base
/// lineup's override), answers no, then tries to remove the team (refused: round 1 is
/// paired; withdrawing is the way).
fn three_messages(app: &mut App) {
    press(app, KeyCode::F(1));
    type_keys(app, "lJnhd");
}

/// The rows of a screen as the test backend writes it (each in quotes).
fn rows(screen: &str) -> Vec<&str> {
    screen
        .lines()
        .map(|row| {
            row.strip_prefix('"')
                .and_then(|r| r.strip_suffix('"'))
                .unwrap_or(row)
        })
        .collect()
}

#[test]
fn the_frozen_lineups_override_is_asked_whole_on_a_narrow_screen() {
    for (lang, answers) in [
        (Lang::En, "y = move, any other key = no"),
        (Lang::Hr, "d = premjesti, druga tipka = ne"),
        (Lang::Sl, "d = premakni, druga tipka = ne"),
    ] {
        let dir = sample_copy("kzz-2015");
        let mut app = hall_app(dir.path(), hall_time(HALL_TIME), lang);
        press(&mut app, KeyCode::F(1));
        type_keys(&mut app, "lJ");
        let shown = screen(&mut app, 80, 24);
        // The question is on the bottom rows, whole: the override, the player, the answers.
        let bottom: String = rows(&shown)[19..]
            .join(" ")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        let question = &app.status().text;
        assert!(bottom.contains(question.as_str()), "{lang:?}:\n{shown}");
        assert!(question.contains("Vidović, Krunoslav") && question.ends_with(answers));
        type_keys(&mut app, "n");
        assert!(
            !screen(&mut app, 80, 24).contains(answers),
            "answered, the question goes"
        );
    }
}

#[test]
fn a_cut_message_is_marked_and_the_log_has_it_whole() {
    let dir = sample_copy("kzz-2015");
    let mut app = hall_app(dir.path(), hall_time(HALL_TIME), Lang::Hr);
    three_messages(&mut app);
    let refusal = app.status().text.clone();
    assert!(refusal.ends_with("umjesto toga je povucite"), "{refusal}");
    let shown = screen(&mut app, 80, 24);
    let status = rows(&shown)[23];
    assert!(status.ends_with("… [Ctrl-L: cijela]"), "{status}");
    assert!(!status.contains("povucite"), "cut: {status}");
    ctrl(&mut app, 'l');
    let log = screen(&mut app, 80, 24);
    // Newest first, each whole, the later rows of one message under its first word.
    let first = log.find("ekipa: ekipa se ne može").expect("the refusal");
    let second = log.find("otkazano").expect("the cancelled question");
    let third = log.find("osnovni sastav").expect("the question");
    let fourth = log.find("svaka se promjena").expect("the first message");
    assert!(first < second && second < third && third < fourth, "{log}");
    let body: String = rows(&log)[3..22]
        .iter()
        .map(|row| row.trim_matches('│').trim())
        .collect::<Vec<_>>()
        .join(" ");
    assert!(body.contains(&format!("09:30:00  {refusal}")), "{body}");
    assert_eq!(
        app.messages().collect::<Vec<_>>().len(),
        4,
        "each message once: {:?}",
        app.messages().collect::<Vec<_>>()
    );
    // Any other key closes the log and does nothing else.
    type_keys(&mut app, "x");
    assert_eq!(app.status().text, refusal);
}

#[test]
fn the_message_log_at_80x24() {
    for (lang, name) in [(Lang::En, "en"), (Lang::Hr, "hr"), (Lang::Sl, "sl")] {
        let dir = sample_copy("kzz-2015");
        let mut app = hall_app(dir.path(), hall_time(HALL_TIME), lang);
        three_messages(&mut app);
        ctrl(&mut app, 'l');
        insta::assert_snapshot!(
            format!("message_log_{name}_80x24"),
            screen(&mut app, 80, 24)
        );
    }
}

#[test]
fn the_log_key_is_in_help_and_the_palette_of_every_tab() {
    let dir = sample_copy("kzz-2015");
    let mut app = hall_app(dir.path(), hall_time(HALL_TIME), Lang::Sl);
    for tab in 0..5 {
        assert!(
            app.keys_on(tab)
                .iter()
                .any(|hint| hint.key_label(Lang::Sl) == "Ctrl-L"),
            "tab {tab}"
        );
    }
    // The palette runs it: typed by its words in the reader's language.
    press(&mut app, KeyCode::Char(':'));
    type_keys(&mut app, "sporočila");
    press(&mut app, KeyCode::Enter);
    let shown = screen(&mut app, 80, 24);
    assert!(shown.contains("Sporočila:"), "{shown}");
}

/// Help covers the view whole (no sliver of the table beside it) and a description too
/// long for its row goes on under itself, not under the key.
#[test]
fn help_wraps_under_the_text_and_hides_the_view_whole() {
    let dir = sample_copy("kzz-2015");
    let mut app = hall_app(dir.path(), hall_time(HALL_TIME), Lang::Hr);
    press(&mut app, KeyCode::F(1));
    press(&mut app, KeyCode::Char('?'));
    let shown = screen(&mut app, 80, 24);
    let rows = rows(&shown);
    for row in &rows[3..22] {
        assert!(
            row.starts_with('│') && row.ends_with('│'),
            "a sliver beside help: {row}"
        );
    }
    let wrapped = rows
        .iter()
        .position(|row| row.contains("K  pomakni ekipu"))
        .expect("the K row");
    let next: Vec<char> = rows[wrapped + 1].chars().collect();
    let key_column = rows[wrapped].chars().position(|c| c == 'K').unwrap();
    let text_column = key_column + 3;
    assert!(
        next[1..text_column].iter().all(|c| *c == ' ') && next[text_column] != ' ',
        "the rest of K's text starts under its text:\n{}\n{}",
        rows[wrapped],
        rows[wrapped + 1]
    );
}

/// A refusal cut on the status line while a form is open can be read whole without losing
/// what was typed: Ctrl-L opens the log over the form, and the form is there after it.
#[test]
fn ctrl_l_shows_the_log_while_a_form_is_open_and_the_form_stays() {
    let dir = sample_copy("kzz-2015");
    let mut app = hall_app(dir.path(), hall_time(HALL_TIME), Lang::En);
    press(&mut app, KeyCode::F(1));
    type_keys(&mut app, "a");
    type_keys(&mut app, "ŠK Krapina");
    let form = screen(&mut app, 80, 24);
    assert!(form.contains("ŠK Krapina"), "{form}");
    ctrl(&mut app, 'l');
    let log = screen(&mut app, 80, 24);
    assert!(
        !log.contains("ŠK Krapina"),
        "the log covers the form: {log}"
    );
    press(&mut app, KeyCode::Esc);
    assert_eq!(screen(&mut app, 80, 24), form, "the form as it was");
}
