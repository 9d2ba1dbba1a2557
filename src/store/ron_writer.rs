//! The snapshot's RON text, written fast and kept readable. `ron`'s own writer checks every
//! field name character by character each time it writes one and indents every value on a
//! line of its own: at Olympiad size that made rendering the larger part of a change's CPU
//! and a 936 KB file. This writer puts each container down to [`LINED_DEPTH`] one element
//! to a line and writes anything deeper on that line (`(result: Draw, white_arrived:
//! None, black_arrived: None)`), so that a team's field, a player or a match reads as one
//! line. The text is plain RON in `ron`'s default syntax (no extensions): `ron` reads it,
//! and so does a person.

use std::fmt::{self, Write};

use serde::ser::{self, Serialize};

/// Containers nested this deep or less put each element on a line of its own (the
/// snapshot is depth 1, the tournament 2, its lists of teams and rounds 3, a team or a
/// round 4, its roster or matches 5); deeper ones are written on their parent's line.
pub const LINED_DEPTH: usize = 5;

/// `value` as RON text, containers down to `lined` deep one element to a line, written
/// after what `out` holds (an empty string with room for it, as a rule).
pub fn to_string<T: Serialize + ?Sized>(
    value: &T,
    lined: usize,
    out: String,
) -> Result<String, WriteError> {
    let mut writer = Writer {
        out,
        depth: 0,
        lined,
        plain: [(0, 0); PLAIN_SLOTS],
    };
    value.serialize(&mut writer)?;
    Ok(writer.out)
}

/// A value RON cannot write (a field or variant name that is no identifier).
#[derive(Debug)]
pub struct WriteError(String);

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for WriteError {}

impl ser::Error for WriteError {
    fn custom<T: fmt::Display>(message: T) -> Self {
        WriteError(message.to_string())
    }
}

struct Writer {
    out: String,
    /// How deep the container being written is (0: none open).
    depth: usize,
    lined: usize,
    /// Names found plain, by address and length: a derive's names are `'static` and an
    /// Olympiad writes each thousands of times, where checking them was a quarter of the
    /// rendering. A name in no slot is simply checked again.
    plain: [(usize, usize); PLAIN_SLOTS],
}

const PLAIN_SLOTS: usize = 64;

impl Writer {
    /// A field or variant name: as it stands when it is a plain identifier (every name
    /// a derive gives), else as a raw one (`r#name`), as `ron` writes it.
    fn identifier(&mut self, name: &'static str) -> Result<(), WriteError> {
        let key = (name.as_ptr() as usize, name.len());
        let slot = (key.0 ^ key.1) % PLAIN_SLOTS;
        if self.plain[slot] == key {
            self.out.push_str(name);
            return Ok(());
        }
        let bytes = name.as_bytes();
        let plain = bytes
            .first()
            .is_some_and(|b| b.is_ascii_alphabetic() || *b == b'_')
            && bytes
                .iter()
                .all(|b| b.is_ascii_alphanumeric() || *b == b'_')
            && !matches!(
                name,
                "true"
                    | "false"
                    | "Some"
                    | "None"
                    | "inf"
                    | "inff32"
                    | "inff64"
                    | "NaN"
                    | "NaNf32"
                    | "NaNf64"
            );
        if !plain {
            let raw = !name.is_empty()
                && name
                    .chars()
                    .all(|c| c.is_alphanumeric() || matches!(c, '_' | '+' | '-' | '.'));
            if !raw {
                return Err(WriteError(format!("{name:?} is no RON identifier")));
            }
            self.out.push_str("r#");
        } else {
            self.plain[slot] = key;
        }
        self.out.push_str(name);
        Ok(())
    }

    /// A string between quotes, escaped as `ron` escapes it (`char::escape_debug`), so
    /// that an invisible character shows. The runs between escapes are copied whole.
    fn quoted(&mut self, text: &str) {
        self.out.push('"');
        let mut run = 0;
        for (at, c) in text.char_indices() {
            if !stands_as_is(c) {
                self.out.push_str(&text[run..at]);
                self.out.extend(c.escape_debug());
                run = at + c.len_utf8();
            }
        }
        self.out.push_str(&text[run..]);
        self.out.push('"');
    }

    fn integer(&mut self, value: impl itoa::Integer) {
        self.out.push_str(itoa::Buffer::new().format(value));
    }

    /// Opens a container with `open`; `lined` unless it is nested deeper than that.
    fn open(&mut self, open: char, close: char, may_line: bool) -> Compound<'_> {
        self.out.push(open);
        self.depth += 1;
        let lined = may_line && self.depth <= self.lined;
        Compound {
            writer: self,
            close,
            lined,
            first: true,
        }
    }

    /// `(value)`: a newtype, `Some` or a newtype variant around its value.
    fn bracketed<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), WriteError> {
        self.out.push('(');
        value.serialize(&mut *self)?;
        self.out.push(')');
        Ok(())
    }

    fn indent(&mut self, depth: usize) {
        self.out.push('\n');
        self.out.extend(std::iter::repeat_n(' ', depth));
    }
}

/// Whether `c` goes into a quoted string as it is: printable ASCII but the quote and the
/// backslash, and any other character `char::escape_debug` leaves be.
fn stands_as_is(c: char) -> bool {
    if c.is_ascii() {
        c.is_ascii_graphic() && c != '"' && c != '\\' || c == ' '
    } else {
        c.escape_debug().len() == 1
    }
}

/// A container being written: its elements, then its closing bracket.
struct Compound<'a> {
    writer: &'a mut Writer,
    close: char,
    lined: bool,
    first: bool,
}

impl Compound<'_> {
    /// Before an element: on a line of its own, or after a comma on this one.
    fn next(&mut self) {
        if self.lined {
            let depth = self.writer.depth;
            self.writer.indent(depth);
        } else if !self.first {
            self.writer.out.push_str(", ");
        }
        self.first = false;
    }

    /// After an element: a lined container ends every element with a comma.
    fn after(&mut self) {
        if self.lined {
            self.writer.out.push(',');
        }
    }

    fn element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), WriteError> {
        self.next();
        value.serialize(&mut *self.writer)?;
        self.after();
        Ok(())
    }

    fn field<T: Serialize + ?Sized>(
        &mut self,
        name: &'static str,
        value: &T,
    ) -> Result<(), WriteError> {
        self.next();
        self.writer.identifier(name)?;
        self.writer.out.push_str(": ");
        value.serialize(&mut *self.writer)?;
        self.after();
        Ok(())
    }

    fn end(self) -> Result<(), WriteError> {
        self.writer.depth -= 1;
        if self.lined && !self.first {
            let depth = self.writer.depth;
            self.writer.indent(depth);
        }
        self.writer.out.push(self.close);
        Ok(())
    }
}

impl<'a> ser::Serializer for &'a mut Writer {
    type Ok = ();
    type Error = WriteError;
    type SerializeSeq = Compound<'a>;
    type SerializeTuple = Compound<'a>;
    type SerializeTupleStruct = Compound<'a>;
    type SerializeTupleVariant = Compound<'a>;
    type SerializeMap = Compound<'a>;
    type SerializeStruct = Compound<'a>;
    type SerializeStructVariant = Compound<'a>;

    fn serialize_bool(self, v: bool) -> Result<(), WriteError> {
        self.out.push_str(if v { "true" } else { "false" });
        Ok(())
    }

    fn serialize_i8(self, v: i8) -> Result<(), WriteError> {
        self.serialize_i64(i64::from(v))
    }

    fn serialize_i16(self, v: i16) -> Result<(), WriteError> {
        self.serialize_i64(i64::from(v))
    }

    fn serialize_i32(self, v: i32) -> Result<(), WriteError> {
        self.serialize_i64(i64::from(v))
    }

    fn serialize_i64(self, v: i64) -> Result<(), WriteError> {
        self.integer(v);
        Ok(())
    }

    fn serialize_i128(self, v: i128) -> Result<(), WriteError> {
        self.integer(v);
        Ok(())
    }

    fn serialize_u8(self, v: u8) -> Result<(), WriteError> {
        self.serialize_u64(u64::from(v))
    }

    fn serialize_u16(self, v: u16) -> Result<(), WriteError> {
        self.serialize_u64(u64::from(v))
    }

    fn serialize_u32(self, v: u32) -> Result<(), WriteError> {
        self.serialize_u64(u64::from(v))
    }

    fn serialize_u64(self, v: u64) -> Result<(), WriteError> {
        self.integer(v);
        Ok(())
    }

    fn serialize_u128(self, v: u128) -> Result<(), WriteError> {
        self.integer(v);
        Ok(())
    }

    fn serialize_f32(self, v: f32) -> Result<(), WriteError> {
        self.serialize_f64(f64::from(v))
    }

    /// `Debug`, as `ron` writes it: the shortest text that reads back as the same value,
    /// always with a `.0` or an exponent, so never read as an integer.
    fn serialize_f64(self, v: f64) -> Result<(), WriteError> {
        if v.is_nan() && v.is_sign_negative() {
            self.out.push('-');
        }
        write!(self.out, "{v:?}").expect("a String takes any text");
        Ok(())
    }

    fn serialize_char(self, v: char) -> Result<(), WriteError> {
        self.out.push('\'');
        if v == '\\' || v == '\'' {
            self.out.push('\\');
        }
        self.out.push(v);
        self.out.push('\'');
        Ok(())
    }

    fn serialize_str(self, v: &str) -> Result<(), WriteError> {
        self.quoted(v);
        Ok(())
    }

    fn serialize_bytes(self, v: &[u8]) -> Result<(), WriteError> {
        self.out.push_str("b\"");
        for escaped in v.iter().flat_map(|b| b.escape_ascii()) {
            self.out.push(char::from(escaped));
        }
        self.out.push('"');
        Ok(())
    }

    fn serialize_none(self) -> Result<(), WriteError> {
        self.out.push_str("None");
        Ok(())
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), WriteError> {
        self.out.push_str("Some");
        self.bracketed(value)
    }

    fn serialize_unit(self) -> Result<(), WriteError> {
        self.out.push_str("()");
        Ok(())
    }

    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), WriteError> {
        self.serialize_unit()
    }

    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<(), WriteError> {
        self.identifier(variant)
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), WriteError> {
        self.bracketed(value)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), WriteError> {
        self.identifier(variant)?;
        self.bracketed(value)
    }

    fn serialize_seq(self, _len: Option<usize>) -> Result<Compound<'a>, WriteError> {
        Ok(self.open('[', ']', true))
    }

    /// Tuples stay on one line, as `ron` writes them (`("round", Plain("1"))`).
    fn serialize_tuple(self, _len: usize) -> Result<Compound<'a>, WriteError> {
        Ok(self.open('(', ')', false))
    }

    fn serialize_tuple_struct(
        self,
        _name: &'static str,
        _len: usize,
    ) -> Result<Compound<'a>, WriteError> {
        Ok(self.open('(', ')', false))
    }

    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'a>, WriteError> {
        self.identifier(variant)?;
        Ok(self.open('(', ')', false))
    }

    fn serialize_map(self, _len: Option<usize>) -> Result<Compound<'a>, WriteError> {
        Ok(self.open('{', '}', true))
    }

    fn serialize_struct(
        self,
        _name: &'static str,
        _len: usize,
    ) -> Result<Compound<'a>, WriteError> {
        Ok(self.open('(', ')', true))
    }

    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'a>, WriteError> {
        self.identifier(variant)?;
        Ok(self.open('(', ')', true))
    }
}

impl ser::SerializeSeq for Compound<'_> {
    type Ok = ();
    type Error = WriteError;

    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), WriteError> {
        self.element(value)
    }

    fn end(self) -> Result<(), WriteError> {
        Compound::end(self)
    }
}

impl ser::SerializeTuple for Compound<'_> {
    type Ok = ();
    type Error = WriteError;

    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), WriteError> {
        self.element(value)
    }

    fn end(self) -> Result<(), WriteError> {
        Compound::end(self)
    }
}

impl ser::SerializeTupleStruct for Compound<'_> {
    type Ok = ();
    type Error = WriteError;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), WriteError> {
        self.element(value)
    }

    fn end(self) -> Result<(), WriteError> {
        Compound::end(self)
    }
}

impl ser::SerializeTupleVariant for Compound<'_> {
    type Ok = ();
    type Error = WriteError;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), WriteError> {
        self.element(value)
    }

    fn end(self) -> Result<(), WriteError> {
        Compound::end(self)
    }
}

impl ser::SerializeMap for Compound<'_> {
    type Ok = ();
    type Error = WriteError;

    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), WriteError> {
        self.next();
        key.serialize(&mut *self.writer)
    }

    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), WriteError> {
        self.writer.out.push_str(": ");
        value.serialize(&mut *self.writer)?;
        self.after();
        Ok(())
    }

    fn end(self) -> Result<(), WriteError> {
        Compound::end(self)
    }
}

impl ser::SerializeStruct for Compound<'_> {
    type Ok = ();
    type Error = WriteError;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        name: &'static str,
        value: &T,
    ) -> Result<(), WriteError> {
        self.field(name, value)
    }

    fn end(self) -> Result<(), WriteError> {
        Compound::end(self)
    }
}

impl ser::SerializeStructVariant for Compound<'_> {
    type Ok = ();
    type Error = WriteError;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        name: &'static str,
        value: &T,
    ) -> Result<(), WriteError> {
        self.field(name, value)
    }

    fn end(self) -> Result<(), WriteError> {
        Compound::end(self)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde::{Deserialize, Serialize};

    use super::*;

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Id(u32);

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    enum Kind {
        Unit,
        Newtype(Id),
        Tuple(i8, String),
        Record { at: Option<u64>, by: char },
    }

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Everything {
        names: Vec<String>,
        floats: Vec<f64>,
        chars: Vec<char>,
        ids: Vec<Id>,
        kinds: Vec<Kind>,
        nested: Option<Option<i128>>,
        pair: (bool, u8),
        map: BTreeMap<String, Vec<Kind>>,
        nothing: (),
    }

    fn everything() -> Everything {
        Everything {
            names: vec![
                "Čolak, Ivan".into(),
                "say \"ŠK\" \\ back".into(),
                "two\nlines\tand a\u{1b} \u{200b}".into(),
                "r#\"raw\"#".into(),
                String::new(),
            ],
            floats: vec![0.0, 2.0, 0.5, -3.25, 1e300, 1e-300],
            chars: vec!['a', '\'', '\\', 'Đ', '\n'],
            ids: vec![Id(1), Id(u32::MAX)],
            kinds: vec![
                Kind::Unit,
                Kind::Newtype(Id(7)),
                Kind::Tuple(-1, "x".into()),
                Kind::Record {
                    at: Some(3),
                    by: 'ž',
                },
            ],
            nested: Some(None),
            pair: (true, 255),
            map: BTreeMap::from([("key: \"a\"".into(), vec![Kind::Unit]), ("".into(), vec![])]),
            nothing: (),
        }
    }

    #[test]
    fn every_kind_of_value_reads_back_as_written_at_any_depth() {
        let value = everything();
        for lined in [0, 1, 2, 3, 10] {
            let text = to_string(&value, lined, String::new()).unwrap();
            let read: Everything = ron::from_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(read, value, "lined {lined}:\n{text}");
        }
    }

    /// Escapes fall between runs copied whole: the first and last characters, the
    /// apostrophe (which `escape_debug` alone would escape) and an invisible space.
    #[test]
    fn a_string_is_escaped_between_runs_copied_whole() {
        let name = "\"O'Brien\" \\ Čolak\u{200b}Đ\n";
        assert_eq!(
            to_string(name, 0, String::new()).unwrap(),
            r#""\"O'Brien\" \\ Čolak\u{200b}Đ\n""#
        );
        assert_eq!(to_string("", 0, String::new()).unwrap(), r#""""#);
    }

    /// A record below the lined depth reads as one line; the lists above it one element
    /// to a line, each ending in a comma.
    #[test]
    fn records_below_the_lined_depth_stay_on_one_line() {
        let kinds = vec![
            Kind::Record { at: None, by: 'a' },
            Kind::Tuple(2, "b".into()),
        ];
        assert_eq!(
            to_string(&kinds, 1, String::new()).unwrap(),
            "[\n Record(at: None, by: 'a'),\n Tuple(2, \"b\"),\n]"
        );
        assert_eq!(
            to_string(&kinds, 2, String::new()).unwrap(),
            "[\n Record(\n  at: None,\n  by: 'a',\n ),\n Tuple(2, \"b\"),\n]"
        );
        assert_eq!(
            to_string(&Vec::<Id>::new(), 1, String::new()).unwrap(),
            "[]"
        );
    }
}
