//! Questions asked on the terminal before the full screen opens (the door's offers): each
//! written to standard error, answered by a line of standard input.

use std::io::{BufRead, IsTerminal, Lines, StdinLock, Write};

use crate::app::exit::Failure;
use crate::i18n::Msg;

pub struct Prompt {
    lines: Lines<StdinLock<'static>>,
}

impl Prompt {
    /// The terminal's prompt; `None` off a terminal, where nobody can answer.
    pub fn on_terminal() -> Option<Prompt> {
        let stdin = std::io::stdin();
        stdin.is_terminal().then(|| Prompt {
            lines: stdin.lock().lines(),
        })
    }

    /// A line said before a question.
    pub fn say(&self, line: &str) {
        // A line nobody can see is no failure (and `eprintln!` would panic on it).
        let _ = writeln!(std::io::stderr(), "{line}");
    }

    /// Asks `question` and returns the answer trimmed; no answer at all (the input
    /// closed) is the failure `no_answer` says.
    pub fn ask(&mut self, question: &str, no_answer: Msg) -> Result<String, Failure> {
        let _ = write!(std::io::stderr(), "{question} ");
        let _ = std::io::stderr().flush();
        match self.lines.next() {
            Some(Ok(line)) => Ok(line.trim().to_string()),
            _ => Err(Failure::said(no_answer.into())),
        }
    }
}

/// Yes in every language kup speaks (d, da in Croatian and Slovenian); an empty answer
/// takes the offer.
pub fn answers_yes(answer: &str) -> bool {
    matches!(
        answer.to_lowercase().as_str(),
        "" | "y" | "yes" | "d" | "da"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn yes_is_said_in_every_language_and_anything_else_is_no() {
        for yes in ["", "y", "Yes", "d", "DA"] {
            assert!(answers_yes(yes), "{yes}");
        }
        for no in ["n", "ne", "no", "x"] {
            assert!(!answers_yes(no), "{no}");
        }
    }
}
