//! Columns measured in terminal cells, not bytes or characters.
//!
//! `format!("{:<20}", name)` counts characters, which is wrong for a name typed with a
//! combining caron (`C` + `̌` is two characters in one cell) and for wide characters.
//! These helpers measure with `unicode-width`, as ratatui does, so plain-text exports and
//! CLI tables line up with the screen.

use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// The number of terminal cells `text` occupies.
pub fn width(text: &str) -> usize {
    UnicodeWidthStr::width(text)
}

/// `text` cut to at most `cells` cells; a cut text ends in `…`.
pub fn truncate(text: &str, cells: usize) -> String {
    if width(text) <= cells {
        return text.to_string();
    }
    let budget = cells.saturating_sub(1); // room for the ellipsis
    let mut out = String::new();
    let mut used = 0;
    for c in text.chars() {
        let w = c.width().unwrap_or(0);
        if used + w > budget {
            break;
        }
        used += w;
        out.push(c);
    }
    if cells > 0 {
        out.push('…');
    }
    out
}

/// `text` cut from the start to at most `cells` cells, so its end shows: a cut text
/// begins with `…` (a long path being typed, whose end is where the typing is).
pub fn truncate_start(text: &str, cells: usize) -> String {
    if width(text) <= cells {
        return text.to_string();
    }
    let budget = cells.saturating_sub(1);
    let mut tail = Vec::new();
    let mut used = 0;
    for c in text.chars().rev() {
        let w = c.width().unwrap_or(0);
        if used + w > budget {
            break;
        }
        used += w;
        tail.push(c);
    }
    let ellipsis = if cells > 0 { "…" } else { "" };
    format!("{ellipsis}{}", tail.into_iter().rev().collect::<String>())
}

/// `text` fitted to exactly `cells` cells, left-aligned: cut with `…` or padded with spaces.
pub fn pad_right(text: &str, cells: usize) -> String {
    let fitted = truncate(text, cells);
    let fill = cells - width(&fitted);
    format!("{fitted}{}", " ".repeat(fill))
}

/// `text` fitted to exactly `cells` cells, right-aligned (numbers in a column).
pub fn pad_left(text: &str, cells: usize) -> String {
    let fitted = truncate(text, cells);
    let fill = cells - width(&fitted);
    format!("{}{fitted}", " ".repeat(fill))
}

/// `text` in rows of at most `cells` cells, broken at spaces: the spaces inside a row stay
/// (a column lined up by spaces keeps its place), those at a break go. A word longer than a
/// row is broken where the row ends, so nothing of `text` is lost.
pub fn wrap(text: &str, cells: usize) -> Vec<String> {
    let cells = cells.max(1);
    let mut rows = Vec::new();
    let mut row = String::new();
    let mut rest = text;
    while !rest.is_empty() {
        let word_start = rest.find(|c| c != ' ').unwrap_or(rest.len());
        let word_end = rest[word_start..]
            .find(' ')
            .map_or(rest.len(), |end| word_start + end);
        let (gap, word) = (&rest[..word_start], &rest[word_start..word_end]);
        rest = &rest[word_end..];
        if width(&row) + width(gap) + width(word) <= cells {
            row.push_str(gap);
            row.push_str(word);
            continue;
        }
        if !row.is_empty() {
            rows.push(std::mem::take(&mut row));
        }
        for c in word.chars() {
            if width(&row) + c.width().unwrap_or(0) > cells {
                rows.push(std::mem::take(&mut row));
            }
            row.push(c);
        }
    }
    if !row.is_empty() || rows.is_empty() {
        rows.push(row);
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_cut_from_the_start_keeps_its_end() {
        assert_eq!(truncate_start("/tmp/kup/Đakovo.csv", 11), "…Đakovo.csv");
        assert_eq!(width(&truncate_start("/tmp/kup/Đakovo.csv", 11)), 11);
        assert_eq!(truncate_start("Žminj.csv", 9), "Žminj.csv");
        assert_eq!(truncate_start("Žminj.csv", 0), "");
    }

    #[test]
    fn accented_names_are_one_cell_per_letter_however_typed() {
        assert_eq!(width("Đurić"), 5);
        assert_eq!(width("C\u{30C}olak"), 5, "C + combining caron is one cell");
        assert_eq!(width("Čolak"), 5);
    }

    #[test]
    fn padding_lines_up_precomposed_and_decomposed_names() {
        let precomposed = pad_right("Čolak", 8);
        let decomposed = pad_right("C\u{30C}olak", 8);
        assert_eq!(precomposed, "Čolak   ");
        assert_eq!(width(&decomposed), 8);
        assert_eq!(decomposed, "C\u{30C}olak   ");
        assert_eq!(pad_left("20,5", 6), "  20,5");
    }

    #[test]
    fn truncation_marks_the_cut_and_respects_the_width() {
        assert_eq!(truncate("Žnidaršič", 6), "Žnida…");
        assert_eq!(pad_right("Žnidaršič", 6), "Žnida…");
        assert_eq!(truncate("Žnidaršič", 9), "Žnidaršič");
        assert_eq!(truncate("Žagar", 0), "");
        // A wide character that does not fit is left out whole, never split.
        assert_eq!(truncate("日本語", 4), "日…");
        assert_eq!(width(&pad_right("日本語", 4)), 4);
    }

    #[test]
    fn wrapping_breaks_at_spaces_and_keeps_every_letter() {
        assert_eq!(
            wrap("Đakovo 2.5  Žminj 1", 11),
            ["Đakovo 2.5", "Žminj 1"],
            "the spaces at the break go"
        );
        // Two spaces inside a row stay, as a column lined up by spaces needs.
        assert_eq!(wrap("a  b", 10), ["a  b"]);
        // A path longer than a row is broken, not cut.
        assert_eq!(
            wrap("/tmp/Čakovec.csv x", 6),
            ["/tmp/Č", "akovec", ".csv x"]
        );
        assert_eq!(wrap("", 5), [""]);
        assert!(wrap("Pregrada Bistrica", 9).iter().all(|r| width(r) <= 9));
    }
}
