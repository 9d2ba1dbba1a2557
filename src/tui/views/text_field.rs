//! A one-line text field as every form of the program edits it: tui-input keeps the text
//! and the cursor; this module gives it kup's keys (arrows, Home/End, Backspace and Delete
//! at the cursor, Ctrl with an arrow by words, Ctrl-U to clear) and shows the part of the
//! text around the cursor in the room there is.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::style::Style;
use ratatui::text::Span;
use tui_input::{Input, InputRequest};

/// What editing `key` asks of a field; `None` for a key that is not editing.
fn request(key: &KeyEvent) -> Option<InputRequest> {
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    Some(match key.code {
        KeyCode::Left if ctrl => InputRequest::GoToPrevWord,
        KeyCode::Right if ctrl => InputRequest::GoToNextWord,
        KeyCode::Left => InputRequest::GoToPrevChar,
        KeyCode::Right => InputRequest::GoToNextChar,
        KeyCode::Home => InputRequest::GoToStart,
        KeyCode::End => InputRequest::GoToEnd,
        KeyCode::Backspace => InputRequest::DeletePrevChar,
        KeyCode::Delete => InputRequest::DeleteNextChar,
        KeyCode::Char('u') if ctrl => InputRequest::DeleteLine,
        KeyCode::Char(c) if !ctrl && !c.is_control() => InputRequest::InsertChar(c),
        _ => return None,
    })
}

/// Edits `input` by `key`; false when the key is not an editing key.
pub fn edit(input: &mut Input, key: &KeyEvent) -> bool {
    match request(key) {
        Some(request) => {
            input.handle(request);
            true
        }
        None => false,
    }
}

/// Inserts pasted text at the cursor, its line breaks and tabs as spaces (a field is one
/// line).
pub fn paste(input: &mut Input, text: &str) {
    for c in text.chars() {
        let c = if c.is_control() { ' ' } else { c };
        input.handle(InputRequest::InsertChar(c));
    }
}

/// The field as shown in `room` columns: the part of the text that holds the cursor (a
/// `…` first when its start is scrolled away), and the cursor's column from the field's
/// left edge (where the terminal cursor goes).
pub fn shown(input: &Input, room: usize, style: impl Into<Style>) -> (Span<'static>, u16) {
    let room = room.max(1);
    let scroll = input.visual_scroll(room.saturating_sub(1));
    let mut skipped = 0;
    let mut text = String::new();
    let mut width = 0;
    for c in input.value().chars() {
        let w = unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
        if skipped < scroll {
            skipped += w;
            continue;
        }
        if width + w > room {
            break;
        }
        width += w;
        text.push(c);
    }
    if scroll > 0 {
        let mut rest = text.chars();
        let first = rest.next().map_or(0, |c| {
            unicode_width::UnicodeWidthChar::width(c).unwrap_or(0)
        });
        text = format!("…{}{}", " ".repeat(first.saturating_sub(1)), rest.as_str());
    }
    let cursor = input.visual_cursor().saturating_sub(scroll);
    (Span::styled(text, style), cursor as u16)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    #[test]
    fn the_cursor_moves_and_deletes_where_it_stands() {
        let mut input = Input::new("Dom kulture".to_string());
        edit(&mut input, &key(KeyCode::Home));
        edit(&mut input, &key(KeyCode::Delete));
        edit(&mut input, &key(KeyCode::Char('D')));
        edit(&mut input, &key(KeyCode::Right));
        edit(&mut input, &key(KeyCode::Char('v')));
        assert_eq!(input.value(), "Dovm kulture");
        edit(&mut input, &key(KeyCode::End));
        edit(&mut input, &key(KeyCode::Backspace));
        paste(&mut input, "e\nŽ");
        assert_eq!(input.value(), "Dovm kulture Ž");
        assert!(!edit(&mut input, &key(KeyCode::Enter)));
    }

    #[test]
    fn a_long_text_shows_the_part_with_the_cursor() {
        let mut input = Input::new("Šahovski klub Čakovec".to_string());
        let (span, cursor) = shown(&input, 10, Style::default());
        assert_eq!(span.content, "… Čakovec");
        assert_eq!(cursor, 9);
        edit(&mut input, &key(KeyCode::Home));
        let (span, cursor) = shown(&input, 10, Style::default());
        assert_eq!(span.content, "Šahovski k");
        assert_eq!(cursor, 0);
    }
}
