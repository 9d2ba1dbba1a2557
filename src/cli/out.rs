//! Standard output of the subcommands. `println!` panics when standard output is closed or
//! full; here a write that fails is a [`Failure`]: a reader that stopped reading (a broken
//! pipe, `kup show DIR | head -1`) ends the run quietly, as `head` asked; any other failure
//! (`> /dev/full`) is an I/O error, or, once a change is on disk, [`Exit::Saved`] with a
//! message saying that it was saved, so that a script does not enter it twice.

use std::fmt::Display;
use std::io::{ErrorKind, Write as _};
use std::path::Path;

use clap::builder::TypedValueParser as _;

use super::{CliResult, Failure};
use crate::app::exit::Exit;
use crate::app::export::{Mode, Written, write_file};
use crate::i18n::{Msg, Text};

/// How a subcommand that prints data prints it: text for people, TSV or JSON for programs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Text,
    Tsv,
    Json,
}

/// `--format` of a command whose data is a list or a report rather than a table: text for
/// people or JSON for programs. (TSV is for the commands that print a table, whose
/// columns a reader can name.)
#[derive(Debug, Clone, Copy, clap::Args)]
pub struct TextOrJson {
    /// How to print: text for people, json for programs.
    #[arg(
        long = "format",
        action = clap::ArgAction::Set,
        value_name = "FORMAT",
        default_value = "text",
        value_parser = clap::builder::PossibleValuesParser::new(["text", "json"])
            .map(|value| value == "json"),
    )]
    json: bool,
}

impl TextOrJson {
    /// Prints `text()`, or `value()` as JSON when JSON was asked for.
    pub fn print<V: serde::Serialize>(
        self,
        text: impl FnOnce() -> String,
        value: impl FnOnce() -> V,
    ) -> CliResult {
        if self.json {
            json(&value())
        } else {
            print(text())
        }
    }
}

/// Writes `value` as pretty JSON and a line break. A number that came out as negative zero
/// (a penalty taken from nothing, say) is written `0.0`: `-0.0` is no score a reader
/// expects, and a program comparing it as text would take it for another number.
pub fn json(value: &impl serde::Serialize) -> CliResult {
    let mut value = serde_json::to_value(value).expect("kup's data serialises to JSON");
    positive_zeros(&mut value);
    line(serde_json::to_string_pretty(&value).expect("a JSON value prints"))
}

fn positive_zeros(value: &mut serde_json::Value) {
    use serde_json::Value;
    match value {
        Value::Number(n) if n.as_f64().is_some_and(|x| x == 0.0 && x.is_sign_negative()) => {
            *n = serde_json::Number::from_f64(0.0).expect("0.0 is finite");
        }
        Value::Array(items) => items.iter_mut().for_each(positive_zeros),
        Value::Object(fields) => fields.values_mut().for_each(positive_zeros),
        _ => {}
    }
}

/// Whether a change was made durable before the output is written.
#[derive(Clone, Copy)]
enum Stage {
    NothingSaved,
    ChangeSaved,
}

/// Writes `text` to standard output as it is.
pub fn print(text: impl Display) -> CliResult {
    write(text.to_string().as_bytes(), Stage::NothingSaved)
}

/// Writes `text` and a line break to standard output.
pub fn line(text: impl Display) -> CliResult {
    write(format!("{text}\n").as_bytes(), Stage::NothingSaved)
}

/// Writes `bytes` to standard output as they are.
pub fn bytes(bytes: &[u8]) -> CliResult {
    write(bytes, Stage::NothingSaved)
}

/// Writes `text` and a line break to standard error, where kup says what is not the
/// command's output: a notice, a failure. A standard error that cannot be written to
/// leaves nobody to tell, so the run goes on and its exit status says how it ended
/// (`eprintln!` would panic, and the status would be 101, which kup does not document).
pub fn note(text: impl Display) {
    let _ = writeln!(std::io::stderr(), "{text}");
}

/// Writes `text` and a line break, after a change is on disk (its confirmation).
pub fn saved_line(text: impl Display) -> CliResult {
    write(format!("{text}\n").as_bytes(), Stage::ChangeSaved)
}

/// Writes `text` as it is, after a change is on disk.
pub fn saved_print(text: impl Display) -> CliResult {
    write(text.to_string().as_bytes(), Stage::ChangeSaved)
}

/// Writes `data` where an output option says: standard output for `-` or no path, else
/// the file ([`write_file`], a new file with the permissions `mode`). Gives the path back
/// when a regular file was written, for the caller to say so (on a device or a pipe, that
/// would land in what its reader reads).
pub fn deliver<'p>(
    path: Option<&'p Path>,
    data: &[u8],
    mode: Mode,
) -> Result<Option<&'p Path>, Failure> {
    match path.filter(|path| *path != Path::new("-")) {
        None => bytes(data).map(|()| None),
        Some(path) => Ok(match write_file(path, data, mode)? {
            Written::Replaced => Some(path),
            Written::Streamed => None,
        }),
    }
}

fn write(bytes: &[u8], stage: Stage) -> CliResult {
    let mut stdout = std::io::stdout().lock();
    stdout
        .write_all(bytes)
        .and_then(|()| stdout.flush())
        .map_err(|e| failed(e, stage))
}

fn failed(e: std::io::Error, stage: Stage) -> Failure {
    match (e.kind(), stage) {
        (ErrorKind::BrokenPipe, _) => Failure::reader_gone(),
        (_, Stage::NothingSaved) => {
            Failure::with(Exit::Io, Text::new(Msg::OutputFailed).arg("problem", e))
        }
        (_, Stage::ChangeSaved) => Failure::with(
            Exit::Saved,
            Text::new(Msg::OutputFailedChangeSaved).arg("problem", e),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negative_zero_becomes_zero_anywhere_in_a_json_value() {
        let mut value = serde_json::json!({"mp": -0.0, "rows": [[-0.0, -1.5, 0.0]], "n": 0});
        positive_zeros(&mut value);
        let text = serde_json::to_string(&value).expect("prints");
        assert!(!text.contains("-0"), "{text}");
        assert!(text.contains("-1.5") && text.contains("\"n\":0"), "{text}");
    }
}
