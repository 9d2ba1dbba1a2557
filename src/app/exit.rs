//! Why a run of kup failed, and the exit status that says so to the shell.

use crate::core::CommandError;
use crate::i18n::{Lang, Text};
use crate::store::StoreError;

/// A failed run: the message for stderr and the exit status.
#[derive(Debug)]
pub struct Failure {
    pub message: String,
    pub status: i32,
    /// The refused command behind the failure, if one is: [`Failure::render`] says it in
    /// the reader's language (`message` is its English).
    pub refusal: Option<CommandError>,
    /// Otherwise the failure as a catalogue text, when the catalogue has it.
    pub said: Option<Text>,
}

impl From<StoreError> for Failure {
    fn from(e: StoreError) -> Self {
        let refusal = match &e {
            StoreError::Command(refusal) => Some(refusal.clone()),
            _ => None,
        };
        Failure {
            message: e.to_string(),
            status: 2,
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
            status: 2,
            refusal: None,
            said: None,
        }
    }

    /// A usage error the catalogue has: said in the reader's language.
    pub fn said(text: Text) -> Self {
        Failure {
            said: Some(text.clone()),
            ..Failure::usage(text.to_string())
        }
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
