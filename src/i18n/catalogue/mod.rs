//! Every user-facing string, in English, Croatian and Slovenian.
//!
//! One entry per message: a stable key (a [`Msg`] variant) and its three texts. The macro
//! refuses to compile an entry without all three languages; the tests check that the
//! placeholders (`{name}`) agree between the languages and that every key is used.
//!
//! The entries live in one file per feature; a new text goes into the file of the feature
//! that says it. Keys are never renamed: the code names them, and stored texts on disk name
//! them by their identifier ([`Msg::key`]).
//!
//! Terms follow the regulations kup ships (`docs/rules/`): hr meč-bodovi, pojedinačni
//! bodovi, ploča, pričuva, kontumacija, ždrijeb, kolo, sastav; sl meč točke, osnovne točke,
//! deska, rezerva, žreb, kolo, postava.

use super::Lang;

macro_rules! catalogue {
    ($( $(#[$doc:meta])* $key:ident { en: $en:literal, hr: $hr:literal, sl: $sl:literal $(,)? } )*) => {
        /// The key of a user-facing message; [`Lang::text`] gives its text.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Msg {
            $( $(#[$doc])* $key, )*
        }

        /// JSON and RON name a key by its identifier ([`Msg::key`]).
        impl serde::Serialize for Msg {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.key())
            }
        }

        impl Msg {
            /// Every key, in catalogue order.
            pub const ALL: &[Msg] = &[$( Msg::$key, )*];

            /// The key's identifier, as written in the source (`"TiebreakLots"`).
            pub fn key(self) -> &'static str {
                match self {
                    $( Msg::$key => stringify!($key), )*
                }
            }

            /// The key whose identifier is `key`, as [`Msg::key`] writes it.
            pub fn from_key(key: &str) -> Option<Msg> {
                Msg::ALL.iter().copied().find(|msg| msg.key() == key)
            }

            pub fn text(self, lang: Lang) -> &'static str {
                let [en, hr, sl] = match self {
                    $( Msg::$key => [$en, $hr, $sl], )*
                };
                match lang {
                    Lang::En => en,
                    Lang::Hr => hr,
                    Lang::Sl => sl,
                }
            }
        }
    };
}

/// Hands the entries of every feature file to one [`catalogue!`], so that [`Msg`] stays one
/// enum: each feature's macro adds its entries and calls `gather!` with the features left.
macro_rules! gather {
    ([$next:ident $(, $rest:ident)*] $($entries:tt)*) => { $next! { [$($rest),*] $($entries)* } };
    ([] $($entries:tt)*) => { catalogue! { $($entries)* } };
}

#[macro_use]
mod tui;
#[macro_use]
mod tui_round;
#[macro_use]
mod tui_standings;
#[macro_use]
mod tui_rosters;
#[macro_use]
mod tui_clock;
#[macro_use]
mod tui_checks;
#[macro_use]
mod search;
#[macro_use]
mod site;
#[macro_use]
mod serve;
#[macro_use]
mod help;
#[macro_use]
mod help_args;
#[macro_use]
mod cli;
#[macro_use]
mod regulation;
#[macro_use]
mod pairing;
#[macro_use]
mod engine;
#[macro_use]
mod scoring;
#[macro_use]
mod clock;
#[macro_use]
mod rosters;
#[macro_use]
mod fields;
#[macro_use]
mod refusals;
#[macro_use]
mod summaries;
#[macro_use]
mod store;
#[macro_use]
mod import_export;
#[macro_use]
mod trf;
#[macro_use]
mod reports;
#[macro_use]
mod event;
#[macro_use]
mod regulation_texts;
#[macro_use]
mod ron_files;
#[macro_use]
mod playoff;

gather! { [tui, tui_round, tui_standings, tui_rosters, tui_clock, tui_checks, search, site, serve, help, help_args, cli, regulation, pairing, engine, scoring, clock, rosters, fields, refusals, summaries, store, import_export, trf, reports, event, regulation_texts, ron_files, playoff] }

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::path::Path;

    use super::*;
    use crate::i18n::plural::Choice;

    /// What stands between braces in a text: placeholders and plural choices.
    fn braced(text: &str) -> impl Iterator<Item = &str> {
        text.split('{')
            .skip(1)
            .filter_map(|rest| rest.split_once('}').map(|(inside, _)| inside))
    }

    /// The placeholder names of a text: `{name}`, and the argument of a plural choice
    /// (`{name:one=…|other=…}`).
    fn placeholders(text: &str) -> BTreeSet<&str> {
        braced(text)
            .map(|inside| inside.split_once(':').map_or(inside, |(name, _)| name))
            .collect()
    }

    #[test]
    fn every_key_has_a_text_in_every_language_with_the_same_placeholders() {
        for msg in Msg::ALL {
            let english = placeholders(msg.text(Lang::En));
            for lang in Lang::ALL {
                let text = msg.text(lang);
                assert!(
                    !text.trim().is_empty(),
                    "{} has no {} text",
                    msg.key(),
                    lang.code()
                );
                assert_eq!(
                    placeholders(text),
                    english,
                    "{} in {} has other placeholders than in English",
                    msg.key(),
                    lang.code()
                );
            }
        }
    }

    /// A plural choice gives a form for each CLDR category of its language and no other
    /// (en one/other, hr one/few/other, sl one/two/few/other), in that order.
    #[test]
    fn every_plural_choice_has_the_forms_of_its_language() {
        for msg in Msg::ALL {
            for lang in Lang::ALL {
                let wanted: Vec<&str> = lang.plural_categories().iter().map(|c| c.name()).collect();
                for choice in braced(msg.text(lang)).filter_map(Choice::parse) {
                    let named: Vec<&str> = choice.forms.iter().map(|(name, _)| *name).collect();
                    assert_eq!(named, wanted, "{} in {}", msg.key(), lang.code());
                }
            }
        }
    }

    /// A word after a count takes its plural form from a choice, never a bracketed
    /// ending that leaves the reader to pick ("change(s)", hr "ploča/e").
    #[test]
    fn no_text_falls_back_on_a_bracketed_plural() {
        for msg in Msg::ALL {
            for lang in Lang::ALL {
                let text = msg.text(lang);
                for fallback in ["(s)", "(a)", "(e)", "(i)", "/e "] {
                    assert!(
                        !text.contains(fallback),
                        "{} in {}: {text}",
                        msg.key(),
                        lang.code()
                    );
                }
            }
        }
    }

    #[test]
    fn keys_are_unique_and_all_listed() {
        let keys: BTreeSet<&str> = Msg::ALL.iter().map(|m| m.key()).collect();
        assert_eq!(keys.len(), Msg::ALL.len());
    }

    /// A command's summary (`Did…`) is shown after "saved:" ([`Msg::StatusSaved`]) and
    /// "undone:", so it says what changed, never "saved" again ("saved: Novak, Maja
    /// saved").
    #[test]
    fn no_summary_says_saved_itself() {
        let saved = [
            (Lang::En, "saved"),
            (Lang::Hr, "spremlj"),
            (Lang::Sl, "shranj"),
        ];
        for msg in Msg::ALL.iter().filter(|m| m.key().starts_with("Did")) {
            for (lang, word) in saved {
                let text = msg.text(lang).to_lowercase();
                assert!(
                    !text.contains(word),
                    "{} in {}: {text}",
                    msg.key(),
                    lang.code()
                );
            }
        }
    }

    fn sources(dir: &Path, out: &mut Vec<(String, String)>) {
        for entry in std::fs::read_dir(dir).expect("src is readable") {
            let path = entry.expect("directory entry").path();
            if path.is_dir() {
                sources(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).expect("source is UTF-8");
                out.push((path.display().to_string(), text));
            }
        }
    }

    /// A key is used when some source file other than this catalogue names it as
    /// `Msg::Key` (a whole identifier: `Msg::Undone` does not count for `Msg::Undo`).
    #[test]
    fn every_key_is_used_outside_the_catalogue() {
        let mut files = Vec::new();
        sources(
            &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
            &mut files,
        );
        let code: Vec<&str> = files
            .iter()
            .filter(|(path, _)| !path.contains("i18n/catalogue"))
            .map(|(_, text)| text.as_str())
            .collect();
        let is_used = |key: &str| {
            let needle = format!("Msg::{key}");
            code.iter().any(|text| {
                text.match_indices(&needle).any(|(at, _)| {
                    !text[at + needle.len()..]
                        .starts_with(|c: char| c.is_alphanumeric() || c == '_')
                })
            })
        };
        let unused: Vec<&str> = Msg::ALL
            .iter()
            .map(|m| m.key())
            .filter(|key| !is_used(key))
            .collect();
        assert!(unused.is_empty(), "unused catalogue keys: {unused:?}");
    }
}
