//! A one-line text field as every form of the program edits it: tui-input keeps the text
//! and the cursor; this module gives it kup's keys (arrows, Home/End, Backspace and Delete
//! at the cursor, Ctrl with an arrow by words, Ctrl-U to clear) and shows the part of the
//! text around the cursor in the room there is.

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::{Position, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Wrap};
use tui_input::{Input, InputRequest};

use crate::i18n::width;
use crate::tui::views::Paint;

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

/// A form of one field: the lines `above` it, then the labelled field, then `how` to type it,
/// dimmed.
pub struct OneFieldForm<'a> {
    pub above: Vec<Line<'static>>,
    pub label: &'a str,
    pub input: &'a Input,
    pub how: &'a str,
}

impl OneFieldForm<'_> {
    /// Draws the form over `area` in `block`, and the terminal cursor at the field's cursor
    /// when its row is inside the block (a line wrapped above the field is not counted, so
    /// the lines above are kept short).
    pub fn render(self, frame: &mut Frame, area: Rect, block: Block, paint: &Paint) {
        let label = format!("{}: ", self.label);
        let room = usize::from(area.width).saturating_sub(2 + width::width(&label));
        let (shown, x) = shown(self.input, room, paint.theme.selected);
        let mut lines = self.above;
        let field_row = lines.len() as u16;
        lines.push(Line::from(vec![
            Span::styled(label.clone(), paint.theme.key),
            shown,
        ]));
        lines.push(Line::raw(""));
        lines.push(Line::styled(self.how.to_string(), paint.theme.dim));
        let paragraph = Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .block(block);
        frame.render_widget(Clear, area);
        frame.render_widget(paragraph, area);
        let column = area.x + 1 + width::width(&label) as u16 + x;
        let row = area.y + 1 + field_row;
        if row < area.y + area.height.saturating_sub(1) {
            frame.set_cursor_position(Position::new(column, row));
        }
    }
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
