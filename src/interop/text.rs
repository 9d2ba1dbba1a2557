//! Plain text for a terminal or a line printer: every line at most [`WIDTH`] columns,
//! measured as a terminal shows them (`unicode-width`: `Č` is one column, a CJK letter
//! two). Columns that do not fit are narrowed (names cut with `…`); a table still too wide
//! is printed in parts that repeat the columns naming the row.

use unicode_width::UnicodeWidthStr;

use crate::i18n::width::{pad_left, pad_right, truncate as fit};

use super::report::{Report, Table};

/// The width of a line printer and of a classic terminal.
pub const WIDTH: usize = 80;

/// Space between two columns.
const GAP: usize = 2;

/// A text column is not narrowed below this.
const MIN_TEXT: usize = 8;

/// The report as text lines of at most `width` columns.
pub fn render(report: &Report, width: usize) -> String {
    let mut out = Vec::new();
    out.push(fit(&report.title, width));
    out.push("=".repeat(report.title.width().min(width)));
    for line in &report.lines {
        out.extend(wrap(line, width));
    }
    for table in &report.tables {
        out.push(String::new());
        if let Some(caption) = &table.caption {
            out.extend(wrap(caption, width));
        }
        render_table(table, width, &mut out);
    }
    let mut text = out.join("\n");
    text.push('\n');
    text
}

/// Words of `text` in lines of at most `width` columns (a word longer than a line is cut).
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let needed = if line.is_empty() {
            word.width()
        } else {
            line.width() + 1 + word.width()
        };
        if needed > width && !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
        if line.width() > width {
            line = fit(&line, width);
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

fn render_table(table: &Table, width: usize, out: &mut Vec<String>) {
    let n = table.columns.len();
    let mut widths: Vec<usize> = (0..n)
        .map(|c| {
            table
                .rows
                .iter()
                .filter_map(|r| r.get(c))
                .map(|cell| cell.width())
                .chain(std::iter::once(table.columns[c].width()))
                .max()
                .unwrap_or(0)
        })
        .collect();
    let total = |widths: &[usize], columns: &[usize]| {
        columns.iter().map(|c| widths[*c]).sum::<usize>() + GAP * columns.len().saturating_sub(1)
    };
    let all: Vec<usize> = (0..n).collect();
    // Narrow the widest text column, one column at a time, until the table fits.
    while total(&widths, &all) > width {
        let widest = (0..n)
            .filter(|c| !table.numeric[*c] && widths[*c] > MIN_TEXT)
            .max_by_key(|c| widths[*c]);
        match widest {
            Some(c) => widths[c] -= 1,
            None => break,
        }
    }
    // Still too wide: parts that repeat the key columns.
    let keys: Vec<usize> = (0..table.key_columns.min(n)).collect();
    let mut parts: Vec<Vec<usize>> = Vec::new();
    let mut part = keys.clone();
    for c in table.key_columns.min(n)..n {
        part.push(c);
        if total(&widths, &part) > width && part.len() > keys.len() + 1 {
            part.pop();
            parts.push(std::mem::replace(&mut part, keys.clone()));
            part.push(c);
        }
    }
    parts.push(part);
    for (i, columns) in parts.iter().enumerate() {
        if i > 0 {
            out.push(String::new());
        }
        let line = |cells: &dyn Fn(usize) -> String| {
            let text: Vec<String> = columns
                .iter()
                .map(|c| {
                    let pad = if table.numeric[*c] {
                        pad_left
                    } else {
                        pad_right
                    };
                    pad(&cells(*c), widths[*c])
                })
                .collect();
            fit(text.join(&" ".repeat(GAP)).trim_end(), width)
        };
        out.push(line(&|c| table.columns[c].clone()));
        out.push(fit(&"-".repeat(total(&widths, columns)), width));
        for row in &table.rows {
            out.push(line(&|c| row.get(c).cloned().unwrap_or_default()));
        }
    }
}
