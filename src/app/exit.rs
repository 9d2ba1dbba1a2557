//! Why a run of kup failed, and the exit status that says so to the shell.

use crate::core::CommandError;
use crate::i18n::{Lang, Msg, Text};
use crate::store::StoreError;

/// The exit statuses of kup, one per kind of outcome a script tells apart; `kup --help`
/// and the README list them (see [`Exit::ALL`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exit {
    /// Done. Also when the reader of the output stopped reading (`kup show | head -1`):
    /// it had what it wanted.
    Ok = 0,
    /// `kup check` found rule violations (`kup engine --check`: differences).
    Violations = 1,
    /// The command line is wrong: clap's own errors, or a value no command could take.
    Usage = 2,
    /// The tournament's rules or its state refuse the command; nothing changed.
    Refused = 3,
    /// A file could not be read or written, or is not one kup reads; nothing changed.
    Io = 4,
    /// Another kup holds the tournament's lock.
    Busy = 5,
    /// The change was saved, but a step after it failed (writing the output, say): running
    /// the command again would enter it twice.
    Saved = 6,
}

impl Exit {
    /// Every status with its line of `kup --help`, in order.
    pub const ALL: [(Exit, Msg); 7] = [
        (Exit::Ok, Msg::HelpExitOk),
        (Exit::Violations, Msg::HelpExitViolations),
        (Exit::Usage, Msg::HelpExitUsage),
        (Exit::Refused, Msg::HelpExitRefused),
        (Exit::Io, Msg::HelpExitIo),
        (Exit::Busy, Msg::HelpExitBusy),
        (Exit::Saved, Msg::HelpExitSaved),
    ];

    /// The number the process ends with.
    pub fn code(self) -> i32 {
        self as i32
    }
}

/// A failed run: the message for stderr and the exit status.
#[derive(Debug)]
pub struct Failure {
    pub message: String,
    pub status: Exit,
    /// The refused command behind the failure, if one is: [`Failure::render`] says it in
    /// the reader's language (`message` is its English).
    pub refusal: Option<CommandError>,
    /// Otherwise the failure as a catalogue text, when the catalogue has it.
    pub said: Option<Text>,
}

/// The exit status a store's error ends a run with.
fn exit_of(e: &StoreError) -> Exit {
    match e {
        StoreError::Command(_) | StoreError::NothingToUndo | StoreError::NothingToRedo => {
            Exit::Refused
        }
        StoreError::Locked { .. } | StoreError::ReadOnly { .. } => Exit::Busy,
        StoreError::Unfinished(_) => Exit::Saved,
        StoreError::Io { .. }
        | StoreError::Exists { .. }
        | StoreError::Missing { .. }
        | StoreError::Broken { .. }
        | StoreError::LostHistory { .. }
        | StoreError::Journal { .. }
        | StoreError::JournalLost { .. }
        | StoreError::LastNumber { .. }
        | StoreError::LaterHistory { .. }
        | StoreError::Link { .. }
        | StoreError::AuditNotAFile { .. } => Exit::Io,
    }
}

impl From<StoreError> for Failure {
    fn from(e: StoreError) -> Self {
        let refusal = match &e {
            StoreError::Command(refusal) => Some(refusal.clone()),
            _ => None,
        };
        Failure {
            message: e.to_string(),
            status: exit_of(&e),
            refusal,
            said: Some(e.text()),
        }
    }
}

impl From<CommandError> for Failure {
    fn from(e: CommandError) -> Self {
        StoreError::Command(e).into()
    }
}

impl Failure {
    pub fn usage(message: impl Into<String>) -> Self {
        Failure {
            message: message.into(),
            status: Exit::Usage,
            refusal: None,
            said: None,
        }
    }

    /// A file that does not read, said by a message the catalogue does not have.
    pub fn io(message: impl Into<String>) -> Self {
        Failure {
            status: Exit::Io,
            ..Failure::usage(message)
        }
    }

    /// A usage error the catalogue has: said in the reader's language.
    pub fn said(text: Text) -> Self {
        Failure::with(Exit::Usage, text)
    }

    /// A failure the catalogue has, ending the run with `status`.
    pub fn with(status: Exit, text: Text) -> Self {
        Failure {
            message: text.to_string(),
            status,
            refusal: None,
            said: Some(text),
        }
    }

    /// The reader of the output stopped reading (a broken pipe): the run ends quietly with
    /// [`Exit::Ok`], as after `head` has its lines.
    pub fn reader_gone() -> Self {
        Failure {
            message: String::new(),
            status: Exit::Ok,
            refusal: None,
            said: None,
        }
    }

    /// Whether the run ends without a word on stderr.
    pub fn is_quiet(&self) -> bool {
        self.status == Exit::Ok
    }

    /// The message for stderr in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        match (&self.refusal, &self.said) {
            (Some(refusal), _) => refusal.render(lang),
            (None, Some(said)) => said.render(lang),
            (None, None) => self.message.clone(),
        }
    }
}
