//! Keys: a binding table per view plus the global one. The same tables drive the key
//! dispatch, the help overlay (`?`) and the command palette (`:`), so a key cannot be
//! bound without being documented.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::i18n::{Lang, Msg};

/// A key with the modifiers that matter (Ctrl and Alt; Shift is part of the character).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Key {
    pub code: KeyCode,
    pub modifiers: KeyModifiers,
}

impl Key {
    pub const fn plain(code: KeyCode) -> Key {
        Key {
            code,
            modifiers: KeyModifiers::NONE,
        }
    }

    pub const fn char(c: char) -> Key {
        Key::plain(KeyCode::Char(c))
    }

    pub const fn ctrl(c: char) -> Key {
        Key {
            code: KeyCode::Char(c),
            modifiers: KeyModifiers::CONTROL,
        }
    }

    pub const fn alt(c: char) -> Key {
        Key {
            code: KeyCode::Char(c),
            modifiers: KeyModifiers::ALT,
        }
    }

    /// Whether a key event is this key. Shift is ignored for characters (`+` arrives with
    /// Shift on most layouts) but not for other keys (Shift-Tab is BackTab anyway).
    pub fn matches(&self, event: &KeyEvent) -> bool {
        let relevant = KeyModifiers::CONTROL | KeyModifiers::ALT;
        let code = match event.code {
            KeyCode::Char(c) if event.modifiers.contains(KeyModifiers::CONTROL) => {
                KeyCode::Char(c.to_ascii_lowercase())
            }
            code => code,
        };
        code == self.code && (event.modifiers & relevant) == self.modifiers
    }

    /// The event this key produces, for running a palette entry.
    pub fn event(&self) -> KeyEvent {
        KeyEvent::new(self.code, self.modifiers)
    }
}

/// One line of a binding table: the keys, how help shows them, what they do (a catalogue
/// key), and the view's own action. The label writes keys named by a word as placeholders
/// (`{down} / j`), filled in the reader's language by [`Hint::key_label`].
#[derive(Debug, Clone, Copy)]
pub struct Binding<A> {
    pub keys: &'static [Key],
    pub label: &'static str,
    pub what: Msg,
    pub action: A,
}

/// A binding without its action: what help and the palette list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hint {
    pub label: &'static str,
    pub what: Msg,
    /// The first key of the binding, which the palette sends to run it.
    pub key: Key,
}

/// The keys a reader names by a word (the arrows and the space bar, whose caps carry no
/// name): the label's placeholder, the key, the word in the catalogue. Keys with their name
/// on the cap (Enter, Home, PgUp, Backspace, Tab, Ctrl, Alt) keep it in every language.
const KEY_WORDS: [(&str, KeyCode, Msg); 5] = [
    ("up", KeyCode::Up, Msg::KeyNameUp),
    ("down", KeyCode::Down, Msg::KeyNameDown),
    ("left", KeyCode::Left, Msg::KeyNameLeft),
    ("right", KeyCode::Right, Msg::KeyNameRight),
    ("space", KeyCode::Char(' '), Msg::KeyNameSpace),
];

impl Hint {
    /// The keys as help shows them, in `lang`: `Dolje / j` (hr) for `{down} / j`.
    pub fn key_label(&self, lang: Lang) -> String {
        let words: Vec<(&str, &'static str)> = KEY_WORDS
            .iter()
            .map(|(name, _, msg)| (*name, msg.text(lang)))
            .collect();
        let args: Vec<(&str, &dyn std::fmt::Display)> = words
            .iter()
            .map(|(name, word)| (*name, word as &dyn std::fmt::Display))
            .collect();
        crate::i18n::fill(self.label, &args)
    }
}

/// The word for `code` in `lang` when the reader names that key by a word (an arrow, the
/// space bar); `None` for the others.
pub fn key_word(code: KeyCode, lang: Lang) -> Option<&'static str> {
    KEY_WORDS
        .iter()
        .find(|(_, key, _)| *key == code)
        .map(|(_, _, msg)| msg.text(lang))
}

/// Whether `event` answers a question with yes: `y` in every language, and the reader's own
/// word's letter too (`d` for hr "da", sl "da"), either case.
pub fn is_yes(event: &KeyEvent, lang: Lang) -> bool {
    let KeyCode::Char(typed) = event.code else {
        return false;
    };
    let typed = typed.to_lowercase().next();
    typed == Some('y') || typed == Msg::FormYes.text(lang).chars().next()
}

/// The action bound to `event` in `table`.
pub fn lookup<A: Copy>(table: &[Binding<A>], event: &KeyEvent) -> Option<A> {
    table
        .iter()
        .find(|b| b.keys.iter().any(|k| k.matches(event)))
        .map(|b| b.action)
}

/// The help lines of a table.
pub fn hints<A>(table: &[Binding<A>]) -> Vec<Hint> {
    table
        .iter()
        .map(|b| Hint {
            label: b.label,
            what: b.what,
            key: b.keys[0],
        })
        .collect()
}

/// What the keys that work in every view do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Global {
    NextTab,
    PreviousTab,
    Tab(usize),
    Help,
    Palette,
    /// The tournament form: the event's facts and the schedule.
    EventForm,
    /// The export menu: TRF, and the printouts for people.
    Export,
    /// The session's messages, whole (the status line cuts a long one).
    Messages,
    /// `/`: find a team or player in the view's list.
    Search,
    /// The event's web pages for the hall: start or stop serving them.
    Serve,
    /// The captains' page on the web server: open or close it.
    CaptainsPage,
    /// The captains' codes: a new one, or none, for a team.
    CaptainCodes,
    Undo,
    Redo,
    Quit,
}

pub const GLOBAL: &[Binding<Global>] = &[
    Binding {
        keys: &[Key::plain(KeyCode::Tab)],
        label: "Tab",
        what: Msg::KeyNextView,
        action: Global::NextTab,
    },
    Binding {
        keys: &[Key::plain(KeyCode::BackTab)],
        label: "Shift-Tab",
        what: Msg::KeyPreviousView,
        action: Global::PreviousTab,
    },
    Binding {
        keys: &[Key::plain(KeyCode::F(1)), Key::alt('1')],
        label: "F1 / Alt-1",
        what: Msg::TabRosters,
        action: Global::Tab(0),
    },
    Binding {
        keys: &[Key::plain(KeyCode::F(2)), Key::alt('2')],
        label: "F2 / Alt-2",
        what: Msg::TabRound,
        action: Global::Tab(1),
    },
    Binding {
        keys: &[Key::plain(KeyCode::F(3)), Key::alt('3')],
        label: "F3 / Alt-3",
        what: Msg::TabClock,
        action: Global::Tab(2),
    },
    Binding {
        keys: &[Key::plain(KeyCode::F(4)), Key::alt('4')],
        label: "F4 / Alt-4",
        what: Msg::TabStandings,
        action: Global::Tab(3),
    },
    Binding {
        keys: &[Key::plain(KeyCode::F(5)), Key::alt('5')],
        label: "F5 / Alt-5",
        what: Msg::TabTiebreaks,
        action: Global::Tab(4),
    },
    Binding {
        keys: &[Key::char('?')],
        label: "?",
        what: Msg::KeyHelp,
        action: Global::Help,
    },
    Binding {
        keys: &[Key::char(':'), Key::ctrl('p')],
        label: ": / Ctrl-P",
        what: Msg::KeyPalette,
        action: Global::Palette,
    },
    Binding {
        keys: &[Key::ctrl('e')],
        label: "Ctrl-E",
        what: Msg::KeyEventForm,
        action: Global::EventForm,
    },
    Binding {
        keys: &[Key::ctrl('x')],
        label: "Ctrl-X",
        what: Msg::KeyExportMenu,
        action: Global::Export,
    },
    Binding {
        keys: &[Key::ctrl('l')],
        label: "Ctrl-L",
        what: Msg::KeyMessages,
        action: Global::Messages,
    },
    Binding {
        keys: &[Key::ctrl('w')],
        label: "Ctrl-W",
        what: Msg::KeyServe,
        action: Global::Serve,
    },
    Binding {
        keys: &[Key::alt('w')],
        label: "Alt-W",
        what: Msg::KeyCaptainsPage,
        action: Global::CaptainsPage,
    },
    Binding {
        keys: &[Key::ctrl('k')],
        label: "Ctrl-K",
        what: Msg::KeyCaptainCodes,
        action: Global::CaptainCodes,
    },
    Binding {
        keys: &[Key::char('/')],
        label: "/",
        what: Msg::KeySearch,
        action: Global::Search,
    },
    Binding {
        keys: &[Key::char('u')],
        label: "u",
        what: Msg::KeyUndo,
        action: Global::Undo,
    },
    Binding {
        keys: &[Key::ctrl('r')],
        label: "Ctrl-R",
        what: Msg::KeyRedo,
        action: Global::Redo,
    },
    Binding {
        keys: &[Key::char('q'), Key::ctrl('c')],
        label: "q / Ctrl-C",
        what: Msg::KeyQuit,
        action: Global::Quit,
    },
];

/// Cursor movement, shared by the list views.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    Up,
    Down,
    PageUp,
    PageDown,
    First,
    Last,
}

pub const UP: &[Key] = &[Key::plain(KeyCode::Up), Key::char('k')];
pub const DOWN: &[Key] = &[Key::plain(KeyCode::Down), Key::char('j')];
pub const PAGE_UP: &[Key] = &[Key::plain(KeyCode::PageUp)];
pub const PAGE_DOWN: &[Key] = &[Key::plain(KeyCode::PageDown)];
pub const HOME: &[Key] = &[Key::plain(KeyCode::Home)];
pub const END: &[Key] = &[Key::plain(KeyCode::End)];

impl Move {
    /// The new index in a list of `len` items of which `page` are visible.
    pub fn apply(self, index: usize, len: usize, page: usize) -> usize {
        let last = len.saturating_sub(1);
        match self {
            Move::Up => index.saturating_sub(1),
            Move::Down => (index + 1).min(last),
            Move::PageUp => index.saturating_sub(page.max(1)),
            Move::PageDown => (index + page.max(1)).min(last),
            Move::First => 0,
            Move::Last => last,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifted_characters_and_control_letters_match() {
        // '+' typed on a layout that needs Shift still is '+'.
        let plus = KeyEvent::new(KeyCode::Char('+'), KeyModifiers::SHIFT);
        assert!(Key::char('+').matches(&plus));
        // Ctrl-R arrives as 'r' with CONTROL (some terminals report 'R').
        let ctrl_r = KeyEvent::new(KeyCode::Char('R'), KeyModifiers::CONTROL);
        assert!(Key::ctrl('r').matches(&ctrl_r));
        assert!(!Key::char('r').matches(&ctrl_r));
        assert_eq!(lookup(GLOBAL, &ctrl_r), Some(Global::Redo));
        let alt3 = KeyEvent::new(KeyCode::Char('3'), KeyModifiers::ALT);
        assert_eq!(lookup(GLOBAL, &alt3), Some(Global::Tab(2)));
    }

    #[test]
    fn no_key_is_bound_twice_among_the_global_keys() {
        let keys: Vec<Key> = GLOBAL.iter().flat_map(|b| b.keys.iter().copied()).collect();
        for (i, k) in keys.iter().enumerate() {
            assert!(!keys[..i].contains(k), "{k:?} bound twice");
        }
    }

    #[test]
    fn yes_is_y_everywhere_and_d_in_croatian_and_slovenian() {
        let key = |c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE);
        for lang in Lang::ALL {
            assert!(is_yes(&key('y'), lang) && is_yes(&key('Y'), lang));
            assert!(!is_yes(&key('n'), lang) && !is_yes(&key('N'), lang));
        }
        assert!(is_yes(&key('d'), Lang::Hr) && is_yes(&key('D'), Lang::Sl));
        assert!(!is_yes(&key('d'), Lang::En));
        assert!(!is_yes(
            &KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE),
            Lang::Hr
        ));
    }

    #[test]
    fn moves_stay_inside_the_list() {
        // 10 items, 4 visible: from 8, a page down stops at the last (9).
        assert_eq!(Move::PageDown.apply(8, 10, 4), 9);
        assert_eq!(Move::PageUp.apply(2, 10, 4), 0);
        assert_eq!(Move::Down.apply(0, 0, 4), 0);
        assert_eq!(Move::Last.apply(0, 10, 4), 9);
    }
}
