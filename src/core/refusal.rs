//! Why a command was refused, in terms every part of the core can name.

use crate::i18n::{Lang, Msg, Text};

/// Why a command was refused: the field it concerns and the rule it breaks, both as
/// catalogue keys, since the core does not know the reader's language. `Display` is the
/// English `field: rule`; [`CommandError::render`] says it in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}: {rule}", field.text(Lang::En))]
pub struct CommandError {
    pub field: Msg,
    pub rule: Text,
}

impl CommandError {
    pub fn new(field: Msg, rule: impl Into<Text>) -> Self {
        CommandError {
            field,
            rule: rule.into(),
        }
    }

    /// `field: rule`, to be said in the reader's language.
    pub fn text(&self) -> Text {
        Text::new(Msg::Refusal)
            .arg_text("field", Text::new(self.field))
            .arg_text("rule", self.rule.clone())
    }

    /// `field: rule` in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        self.text().render(lang)
    }
}
