//! The Round view's keys: one table drives dispatch, help and the palette.

use ratatui::crossterm::event::KeyCode;

use crate::core::GameResult;
use crate::i18n::Msg;
use crate::tui::keymap::{self, Binding, Key, Move};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Action {
    Move(Move),
    PreviousMatch,
    NextMatch,
    /// A result as the board's row reads it: the first-named team's player in White's
    /// place (`WhiteWins` is "the left player wins", whatever his colour).
    Result(GameResult),
    Clear,
    JumpToTable,
    ExpandAll,
    PreviousRound,
    NextRound,
    Unlock,
    PairNext,
    PairByHand,
    Penalties,
    Discard,
    Swap,
    Flip,
    MatchScore,
    Explain,
    Lineups,
    NextLineups,
    Export,
}

pub(super) const KEYS: &[Binding<Action>] = &[
    Binding {
        keys: &[Key::char('1')],
        label: "1",
        what: Msg::KeyFirstWins,
        action: Action::Result(GameResult::WhiteWins),
    },
    Binding {
        keys: &[Key::char('0')],
        label: "0",
        what: Msg::KeySecondWins,
        action: Action::Result(GameResult::BlackWins),
    },
    Binding {
        keys: &[Key::char('='), Key::char('5'), Key::char('½')],
        label: "= / 5 / ½",
        what: Msg::KeyDraw,
        action: Action::Result(GameResult::Draw),
    },
    Binding {
        keys: &[Key::char('+')],
        label: "+",
        what: Msg::KeyFirstForfeitWin,
        action: Action::Result(GameResult::WhiteForfeitWin),
    },
    Binding {
        keys: &[Key::char('-')],
        label: "-",
        what: Msg::KeySecondForfeitWin,
        action: Action::Result(GameResult::BlackForfeitWin),
    },
    Binding {
        keys: &[Key::char('*')],
        label: "*",
        what: Msg::KeyDoubleForfeit,
        action: Action::Result(GameResult::DoubleForfeit),
    },
    Binding {
        keys: &[Key::plain(KeyCode::Backspace), Key::plain(KeyCode::Delete)],
        label: "Backspace",
        what: Msg::KeyClearResult,
        action: Action::Clear,
    },
    Binding {
        keys: keymap::UP,
        label: "{up} / k",
        what: Msg::KeyPreviousBoard,
        action: Action::Move(Move::Up),
    },
    Binding {
        keys: keymap::DOWN,
        label: "{down} / j",
        what: Msg::KeyNextBoard,
        action: Action::Move(Move::Down),
    },
    Binding {
        keys: keymap::PAGE_UP,
        label: "PgUp",
        what: Msg::KeyPreviousMatch,
        action: Action::PreviousMatch,
    },
    Binding {
        keys: keymap::PAGE_DOWN,
        label: "PgDn",
        what: Msg::KeyNextMatch,
        action: Action::NextMatch,
    },
    Binding {
        keys: keymap::HOME,
        label: "Home",
        what: Msg::KeyFirstBoard,
        action: Action::Move(Move::First),
    },
    Binding {
        keys: keymap::END,
        label: "End",
        what: Msg::KeyLastBoard,
        action: Action::Move(Move::Last),
    },
    Binding {
        keys: &[Key::char('g'), Key::char('#')],
        label: "g / # <n> Enter",
        what: Msg::KeyJumpToTable,
        action: Action::JumpToTable,
    },
    Binding {
        keys: &[Key::plain(KeyCode::Enter), Key::char('e')],
        label: "Enter / e",
        what: Msg::KeyExpandAll,
        action: Action::ExpandAll,
    },
    Binding {
        keys: &[Key::char('[')],
        label: "[",
        what: Msg::KeyPreviousRound,
        action: Action::PreviousRound,
    },
    Binding {
        keys: &[Key::char(']')],
        label: "]",
        what: Msg::KeyNextRound,
        action: Action::NextRound,
    },
    Binding {
        keys: &[Key::char('L')],
        label: "L",
        what: Msg::KeyUnlock,
        action: Action::Unlock,
    },
    Binding {
        keys: &[Key::char('p')],
        label: "p",
        what: Msg::KeyPairNext,
        action: Action::PairNext,
    },
    Binding {
        keys: &[Key::char('M')],
        label: "M",
        what: Msg::KeyPairByHand,
        action: Action::PairByHand,
    },
    Binding {
        keys: &[Key::char('P')],
        label: "P",
        what: Msg::KeyPenalties,
        action: Action::Penalties,
    },
    Binding {
        keys: &[Key::char('D')],
        label: "D",
        what: Msg::KeyDiscard,
        action: Action::Discard,
    },
    Binding {
        keys: &[Key::char('s')],
        label: "s <a>,<b> Enter",
        what: Msg::KeySwap,
        action: Action::Swap,
    },
    Binding {
        keys: &[Key::char('c')],
        label: "c",
        what: Msg::KeyFlip,
        action: Action::Flip,
    },
    Binding {
        keys: &[Key::char('m')],
        label: "m <a>-<b> Enter",
        what: Msg::KeyMatchScore,
        action: Action::MatchScore,
    },
    Binding {
        keys: &[Key::char('x')],
        label: "x",
        what: Msg::KeyExplain,
        action: Action::Explain,
    },
    Binding {
        keys: &[Key::char('l')],
        label: "l",
        what: Msg::KeyLineups,
        action: Action::Lineups,
    },
    Binding {
        keys: &[Key::char('n')],
        label: "n",
        what: Msg::KeyNextLineups,
        action: Action::NextLineups,
    },
    Binding {
        keys: &[Key::char('w')],
        label: "w",
        what: Msg::KeyExportPairings,
        action: Action::Export,
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::keymap::GLOBAL;

    /// A key of the Round view bound twice, or also bound everywhere (where the global
    /// binding would win), could never do what its help line says.
    #[test]
    fn no_round_key_is_bound_twice_or_shadowed_by_a_global_key() {
        let keys: Vec<Key> = KEYS.iter().flat_map(|b| b.keys.iter().copied()).collect();
        let global: Vec<Key> = GLOBAL.iter().flat_map(|b| b.keys.iter().copied()).collect();
        for (i, k) in keys.iter().enumerate() {
            assert!(!keys[..i].contains(k), "{k:?} bound twice");
            assert!(!global.contains(k), "{k:?} is also a global key");
        }
    }
}
