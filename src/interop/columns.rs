//! Fixed-column text records (FIDE TRF, the FIDE rating list): columns are 1-based and
//! counted in characters, not bytes, so that `Čolak` occupies five columns as in every
//! reader that works on Unicode text (the TRF-2026 text recommends UTF-8, VCL.12).

/// How a value sits in its field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    Left,
    Right,
}

/// One record being written: fields are placed at their documented columns, so a field
/// that is too long is cut at its width and never shifts the fields after it.
#[derive(Debug, Default)]
pub struct Record {
    chars: Vec<char>,
}

impl Record {
    /// A record starting with its three-character identifier (`001`, `310`, ...).
    pub fn new(tag: &str) -> Self {
        let mut record = Record::default();
        record.put(1, 3, tag, Align::Left);
        record
    }

    /// Writes `text` into columns `from ..= from + width - 1` (1-based).
    pub fn put(&mut self, from: usize, width: usize, text: &str, align: Align) -> &mut Self {
        let end = from - 1 + width;
        if self.chars.len() < end {
            self.chars.resize(end, ' ');
        }
        let value: Vec<char> = text.chars().take(width).collect();
        let start = match align {
            Align::Left => from - 1,
            Align::Right => end - value.len(),
        };
        self.chars[from - 1..end].fill(' ');
        self.chars[start..start + value.len()].copy_from_slice(&value);
        self
    }

    /// A number right-aligned in its field.
    pub fn number(&mut self, from: usize, width: usize, value: impl ToString) -> &mut Self {
        self.put(from, width, &value.to_string(), Align::Right)
    }

    /// The record as a line, without trailing blanks (a blank field at the end of a record
    /// is the same as an absent one).
    pub fn finish(&self) -> String {
        let line: String = self.chars.iter().collect();
        line.trim_end().to_string()
    }
}

/// The text in columns `from ..= to` (1-based) of `line`, trimmed; empty beyond the end.
pub fn field(line: &[char], from: usize, to: usize) -> String {
    let start = (from - 1).min(line.len());
    let end = to.min(line.len());
    line[start..end]
        .iter()
        .collect::<String>()
        .trim()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_land_on_their_columns_and_are_cut_at_their_width() {
        let mut r = Record::new("001");
        r.number(5, 4, 12).put(15, 5, "Čolak, Ivan", Align::Left);
        // "001 " + "  12" fills columns 1-8, name starts at column 15 and is cut to 5.
        assert_eq!(r.finish(), "001   12      Čolak");
        let chars: Vec<char> = r.finish().chars().collect();
        assert_eq!(field(&chars, 5, 8), "12");
        assert_eq!(field(&chars, 15, 19), "Čolak");
        assert_eq!(field(&chars, 40, 50), "");
    }
}
