//! `/`: finds a team or a player in the list the view shows, by any part of the name as the
//! arbiter types it. Case and the Croatian and Slovenian diacritics do not matter, so a
//! keyboard without them finds "Čakovec" by "cak" and "Đurić" by "dur" or "djur" (the
//! FIDE list's spelling). The cursor goes to the first row that holds every typed word and
//! follows the query as it grows; the arrows step through the other rows that match.

use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::Position;
use ratatui::text::{Line, Span};
use ratatui::{Frame, layout::Rect};
use tui_input::Input;

use super::keymap::key_word;
use super::theme::Theme;
use super::views::text_field;
use crate::core::lineup::fold_name;
use crate::i18n::{Lang, Msg};
use crate::tr;

/// The query being typed and the rows of the view's list it matches.
#[derive(Debug, Default)]
pub struct Search {
    input: Input,
    /// Indices of the matching rows, in the list's order.
    hits: Vec<usize>,
    /// Which of `hits` the cursor is on.
    at: usize,
}

/// What a key in the search asks of the app.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Keep searching; put the view's cursor on this row (when one matches).
    Show(Option<usize>),
    /// The search is over; the cursor stays where it is.
    Close,
}

impl Search {
    /// Handles `key` over `rows`, the texts of the view's list in its order.
    pub fn key(&mut self, key: &KeyEvent, rows: &[String]) -> Step {
        match key.code {
            KeyCode::Enter | KeyCode::Esc => return Step::Close,
            KeyCode::Down => self.at = (self.at + 1) % self.hits.len().max(1),
            KeyCode::Up => {
                let count = self.hits.len().max(1);
                self.at = (self.at + count - 1) % count;
            }
            _ => {
                if text_field::edit(&mut self.input, key) {
                    self.hits = matching_rows(rows, self.input.value());
                    self.at = 0;
                }
            }
        }
        Step::Show(self.hits.get(self.at).copied())
    }

    /// Pasted text goes into the query, as typed.
    pub fn paste(&mut self, text: &str, rows: &[String]) -> Step {
        text_field::paste(&mut self.input, text);
        self.hits = matching_rows(rows, self.input.value());
        self.at = 0;
        Step::Show(self.hits.first().copied())
    }

    /// The search on the status line: `/`, the query with the terminal cursor in it, how
    /// many rows match, and the keys.
    pub fn render(&self, frame: &mut Frame, area: Rect, theme: &Theme, lang: Lang) {
        let found = if self.input.value().is_empty() {
            String::new()
        } else if self.hits.is_empty() {
            lang.text(Msg::SearchNoMatch).to_string()
        } else {
            tr!(
                lang,
                Msg::SearchFound,
                at = self.at + 1,
                count = self.hits.len()
            )
        };
        let word = |code| key_word(code, lang).unwrap_or_default();
        let keys = tr!(
            lang,
            Msg::SearchKeys,
            down = word(KeyCode::Down),
            up = word(KeyCode::Up)
        );
        let tail = format!("  {found}  {keys}");
        let room = usize::from(area.width)
            .saturating_sub(2 + crate::i18n::width::width(&tail))
            .max(8);
        let (query, cursor) = text_field::shown(&self.input, room, theme.text);
        let style = if !self.input.value().is_empty() && self.hits.is_empty() {
            theme.error
        } else {
            theme.dim
        };
        let line = Line::from(vec![
            Span::styled("/ ", theme.key),
            query,
            Span::styled(tail, style),
        ]);
        frame.render_widget(line, area);
        frame.set_cursor_position(Position::new(area.x + 2 + cursor, area.y));
    }
}

/// The rows of `rows` that hold every word of `query` (case and diacritics aside).
pub fn matching_rows(rows: &[String], query: &str) -> Vec<usize> {
    let words: Vec<&str> = query.split_whitespace().collect();
    if words.is_empty() {
        return Vec::new();
    }
    rows.iter()
        .enumerate()
        .filter(|(_, row)| words.iter().all(|word| holds(row, word)))
        .map(|(i, _)| i)
        .collect()
}

/// Whether `text` holds `word`, folded as the FIDE list writes names (Đ as "dj") or as a
/// keyboard without diacritics types them (Đ as "d").
fn holds(text: &str, word: &str) -> bool {
    let plain_d = |s: &str| fold_name(&s.replace(['Đ', 'đ'], "d"));
    fold_name(text).contains(&fold_name(word)) || plain_d(text).contains(&plain_d(word))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::crossterm::event::KeyModifiers;

    fn rows() -> Vec<String> {
        [
            "ŠK Čakovec",
            "Đurić, Željko (ŠK Zabok)",
            "ŠD Sisak",
            "Kovačević, Ivan (ŠK Draga)",
        ]
        .map(String::from)
        .to_vec()
    }

    #[test]
    fn names_are_found_without_their_diacritics_and_case() {
        let rows = rows();
        assert_eq!(matching_rows(&rows, "cak"), [0]);
        assert_eq!(matching_rows(&rows, "ČAK"), [0]);
        assert_eq!(matching_rows(&rows, "dur"), [1]);
        assert_eq!(matching_rows(&rows, "djuric"), [1]);
        assert_eq!(matching_rows(&rows, "zeljko"), [1]);
        assert_eq!(matching_rows(&rows, "šk"), [0, 1, 3]);
        // Every word must be in the row, in any order.
        assert_eq!(matching_rows(&rows, "ivan kov"), [3]);
        assert!(matching_rows(&rows, "ivan sisak").is_empty());
        assert!(matching_rows(&rows, "  ").is_empty());
    }

    #[test]
    fn the_arrows_step_through_the_matches_and_round_the_ends() {
        let rows = rows();
        let key = |code| KeyEvent::new(code, KeyModifiers::NONE);
        let mut search = Search::default();
        search.key(&key(KeyCode::Char('š')), &rows);
        assert_eq!(
            search.key(&key(KeyCode::Char('k')), &rows),
            Step::Show(Some(0))
        );
        assert_eq!(search.key(&key(KeyCode::Down), &rows), Step::Show(Some(1)));
        assert_eq!(search.key(&key(KeyCode::Down), &rows), Step::Show(Some(3)));
        assert_eq!(search.key(&key(KeyCode::Down), &rows), Step::Show(Some(0)));
        assert_eq!(search.key(&key(KeyCode::Up), &rows), Step::Show(Some(3)));
        // A changed query starts again from its first match.
        search.key(&key(KeyCode::Backspace), &rows);
        assert_eq!(
            search.key(&key(KeyCode::Char('d')), &rows),
            Step::Show(Some(2))
        );
        assert_eq!(
            search.key(&key(KeyCode::Char('x')), &rows),
            Step::Show(None)
        );
        assert_eq!(search.key(&key(KeyCode::Enter), &rows), Step::Close);
    }
}
