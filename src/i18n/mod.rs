//! The arbiter's language: Croatian, Slovenian and English.
//!
//! - [`catalogue`]: every user-facing string, keyed by [`Msg`], in all three languages.
//! - [`collate`]: names ordered as Croatian and Slovenian readers expect.
//! - [`format`]: dates, times and decimals in the local style.
//! - [`plural`]: the form of a word after a count, by its CLDR plural category.
//! - [`width`]: padding and truncating by display width, for columns of accented names.
//!
//! Nothing here does I/O or keeps global state: the language is a value ([`Lang`]) passed
//! to whoever renders, so the core can return message keys and the CLI and TUI render them.

pub mod catalogue;
pub mod collate;
pub mod format;
pub mod plural;
pub mod width;

use std::borrow::Cow;
use std::fmt::Display;

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};

pub use catalogue::Msg;

/// A language kup speaks.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize, clap::ValueEnum,
)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English, the fallback.
    #[default]
    En,
    /// Hrvatski.
    Hr,
    /// Slovenščina.
    Sl,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Hr, Lang::Sl];

    /// The ISO 639-1 code.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Hr => "hr",
            Lang::Sl => "sl",
        }
    }

    /// The language of a POSIX locale name (`hr_HR.UTF-8`, `sl_SI@euro`, `en`); `None` for
    /// one kup does not speak (`de_AT`, `C`, `POSIX`).
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let language = locale
            .split(['_', '.', '@', '-'])
            .next()
            .unwrap_or_default();
        Lang::ALL
            .into_iter()
            .find(|lang| language.eq_ignore_ascii_case(lang.code()))
    }

    /// The language to speak: the `--lang` flag, else the configuration file, else the
    /// locale (`LC_ALL`, then `LC_MESSAGES`, then `LANG`, the POSIX order of precedence:
    /// the first one set decides), else English. `env` looks up an environment variable;
    /// it is passed in so the choice can be tested without touching the process.
    pub fn choose(
        flag: Option<Lang>,
        config: Option<Lang>,
        env: impl Fn(&str) -> Option<String>,
    ) -> Lang {
        flag.or(config)
            .or_else(|| {
                ["LC_ALL", "LC_MESSAGES", "LANG"]
                    .into_iter()
                    .filter_map(|name| env(name).filter(|value| !value.is_empty()))
                    .next()
                    .and_then(|locale| Lang::from_locale(&locale))
            })
            .unwrap_or_default()
    }

    /// The text of `msg` in this language, placeholders (`{name}`) unfilled.
    pub fn text(self, msg: Msg) -> &'static str {
        msg.text(self)
    }

    /// The text of `msg` in this language with its plural forms chosen and its
    /// placeholders filled from `args` (the [`tr!`](crate::tr) macro builds the arguments).
    pub fn render(self, msg: Msg, args: &[(&str, &dyn Display)]) -> String {
        fill(&plural::choose(self, self.text(msg), args), args)
    }
}

/// Replaces every `{name}` in `template` by the argument of that name. A placeholder
/// without an argument is left as it is, so a mistake shows instead of vanishing.
pub fn fill(template: &str, args: &[(&str, &dyn Display)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}').and_then(|close| {
            let name = &after[..close];
            args.iter()
                .find(|(arg, _)| *arg == name)
                .map(|(_, value)| (close, value))
        }) {
            Some((close, value)) => {
                out.push_str(&value.to_string());
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// A message key with its arguments, rendered later in whatever language the reader
/// speaks. This is how code that must not know the language (the core) says something.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Text {
    pub msg: Msg,
    /// Placeholder names are the catalogue's (`&'static`), or owned when read from a file.
    pub args: Vec<(Cow<'static, str>, Arg)>,
}

/// The value of one placeholder: a plain value (a name, a number), or texts of their own,
/// rendered in the same language as the message around them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    Plain(String),
    /// Texts joined by the separator (`"; "`), for a message that lists what it did.
    Texts(Vec<Text>, Cow<'static, str>),
    /// A number or numbers as written with a decimal point (`2.5`, `1.5/3`, `2.5 / 3`),
    /// shown with the reader's decimal separator.
    Number(String),
    /// A moment on the hall's clock, shown in the reader's date style
    /// ([`format::date_time`]: `15. 2. 2015. 09:30` in hr).
    DateTime(DateTime<FixedOffset>),
}

impl Text {
    pub fn new(msg: Msg) -> Self {
        Text {
            msg,
            args: Vec::new(),
        }
    }

    /// Adds the argument `name` (a placeholder `{name}` in the catalogue).
    pub fn arg(mut self, name: &'static str, value: impl Display) -> Self {
        self.args
            .push((Cow::Borrowed(name), Arg::Plain(value.to_string())));
        self
    }

    /// Adds the argument `name`, a number or numbers written with a decimal point, which
    /// is shown with the reader's separator (`2,5` in hr and sl).
    pub fn arg_number(mut self, name: &'static str, value: impl Display) -> Self {
        self.args
            .push((Cow::Borrowed(name), Arg::Number(value.to_string())));
        self
    }

    /// Adds the argument `name`, a date and time shown in the reader's style
    /// (`15. 2. 2015. 09:30` in hr), so code that knows no language can name a moment.
    pub fn arg_date_time(mut self, name: &'static str, at: DateTime<FixedOffset>) -> Self {
        self.args.push((Cow::Borrowed(name), Arg::DateTime(at)));
        self
    }

    /// Adds the argument `name` as a text of its own, rendered in the reader's language.
    pub fn arg_text(self, name: &'static str, value: Text) -> Self {
        self.arg_list(name, vec![value], "")
    }

    /// Adds the argument `name` as a list of texts joined by `separator`.
    pub fn arg_list(
        mut self,
        name: &'static str,
        values: Vec<Text>,
        separator: &'static str,
    ) -> Self {
        self.args.push((
            Cow::Borrowed(name),
            Arg::Texts(values, Cow::Borrowed(separator)),
        ));
        self
    }

    pub fn render(&self, lang: Lang) -> String {
        let values: Vec<String> = self
            .args
            .iter()
            .map(|(_, value)| match value {
                Arg::Plain(plain) => plain.clone(),
                Arg::Number(number) => decimal_separated(lang, number),
                Arg::DateTime(at) => format::date_time(lang, *at),
                Arg::Texts(texts, separator) => texts
                    .iter()
                    .map(|text| text.render(lang))
                    .collect::<Vec<_>>()
                    .join(separator.as_ref()),
            })
            .collect();
        let args: Vec<(&str, &dyn Display)> = self
            .args
            .iter()
            .zip(&values)
            .map(|((name, _), value)| (name.as_ref(), value as &dyn Display))
            .collect();
        lang.render(self.msg, &args)
    }
}

/// `numbers` with every decimal point (a `.` between two digits) written as `lang`'s
/// decimal separator.
fn decimal_separated(lang: Lang, numbers: &str) -> String {
    let separator = lang.decimal_separator();
    let chars: Vec<char> = numbers.chars().collect();
    chars
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let between_digits = i > 0
                && chars[i - 1].is_ascii_digit()
                && chars.get(i + 1).is_some_and(char::is_ascii_digit);
            if c == '.' && between_digits {
                separator
            } else {
                c
            }
        })
        .collect()
}

/// English, for logs and the journal, which stay in one language whoever reads the screen.
impl Display for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}

/// A [`Text`] as a file keeps it (a snapshot's label): the key by its name, so that a file
/// stays readable whatever keys later kups add, and the arguments as they were filled in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TextRecord {
    key: String,
    args: Vec<(String, ArgRecord)>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
enum ArgRecord {
    Plain(String),
    Texts(Vec<TextRecord>, String),
    Number(String),
}

impl From<&Text> for TextRecord {
    fn from(text: &Text) -> Self {
        TextRecord {
            key: text.msg.key().to_string(),
            args: text
                .args
                .iter()
                .map(|(name, value)| {
                    let value = match value {
                        Arg::Plain(plain) => ArgRecord::Plain(plain.clone()),
                        Arg::Number(number) => ArgRecord::Number(number.clone()),
                        // As its English (ISO 8601) text, not a variant of its own: a
                        // kup that knows no date arguments still reads the file.
                        Arg::DateTime(at) => ArgRecord::Plain(format::date_time(Lang::En, *at)),
                        Arg::Texts(texts, separator) => ArgRecord::Texts(
                            texts.iter().map(TextRecord::from).collect(),
                            separator.to_string(),
                        ),
                    };
                    (name.to_string(), value)
                })
                .collect(),
        }
    }
}

impl TextRecord {
    /// The text again; `None` when a key (its own or an argument's) is not in this kup's
    /// catalogue, e.g. written by a newer kup, so the caller can fall back to the English.
    pub fn text(&self) -> Option<Text> {
        let msg = Msg::from_key(&self.key)?;
        let args = self
            .args
            .iter()
            .map(|(name, value)| {
                let value = match value {
                    ArgRecord::Plain(plain) => Arg::Plain(plain.clone()),
                    ArgRecord::Number(number) => Arg::Number(number.clone()),
                    ArgRecord::Texts(records, separator) => Arg::Texts(
                        records
                            .iter()
                            .map(TextRecord::text)
                            .collect::<Option<_>>()?,
                        Cow::Owned(separator.clone()),
                    ),
                };
                Some((Cow::Owned(name.clone()), value))
            })
            .collect::<Option<_>>()?;
        Some(Text { msg, args })
    }
}

impl From<Msg> for Text {
    fn from(msg: Msg) -> Self {
        Text::new(msg)
    }
}

/// `tr!(lang, Msg::TeamAdded, name = team.name, number = n)`: the message in `lang` with
/// its placeholders filled.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $msg:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $lang.render($msg, &[$((stringify!($name), &$value as &dyn ::std::fmt::Display)),*])
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_names_give_their_language() {
        assert_eq!(Lang::from_locale("hr_HR.UTF-8"), Some(Lang::Hr));
        assert_eq!(Lang::from_locale("sl_SI@euro"), Some(Lang::Sl));
        assert_eq!(Lang::from_locale("sl"), Some(Lang::Sl));
        assert_eq!(Lang::from_locale("en_GB.UTF-8"), Some(Lang::En));
        assert_eq!(Lang::from_locale("HR"), Some(Lang::Hr));
        assert_eq!(Lang::from_locale("de_AT.UTF-8"), None);
        assert_eq!(Lang::from_locale("C"), None);
        assert_eq!(Lang::from_locale("POSIX"), None);
    }

    fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        }
    }

    #[test]
    fn the_flag_beats_the_config_which_beats_the_locale() {
        let hr = [("LANG", "hr_HR.UTF-8")];
        assert_eq!(
            Lang::choose(Some(Lang::Sl), Some(Lang::En), env(&hr)),
            Lang::Sl
        );
        assert_eq!(Lang::choose(None, Some(Lang::En), env(&hr)), Lang::En);
        assert_eq!(Lang::choose(None, None, env(&hr)), Lang::Hr);
    }

    #[test]
    fn lc_all_beats_lc_messages_which_beats_lang() {
        let all = [
            ("LANG", "en_US.UTF-8"),
            ("LC_MESSAGES", "hr_HR.UTF-8"),
            ("LC_ALL", "sl_SI.UTF-8"),
        ];
        assert_eq!(Lang::choose(None, None, env(&all)), Lang::Sl);
        assert_eq!(Lang::choose(None, None, env(&all[..2])), Lang::Hr);
        // An empty LC_ALL is unset (POSIX); LC_MESSAGES decides.
        let empty_all = [("LC_ALL", ""), ("LC_MESSAGES", "sl_SI"), ("LANG", "hr_HR")];
        assert_eq!(Lang::choose(None, None, env(&empty_all)), Lang::Sl);
    }

    #[test]
    fn a_locale_kup_does_not_speak_falls_back_to_english() {
        // LC_MESSAGES=de_AT decides (it is set), and kup speaks no German: English, not
        // the Croatian of LANG, which the locale's precedence has already overruled.
        let vars = [("LC_MESSAGES", "de_AT.UTF-8"), ("LANG", "hr_HR.UTF-8")];
        assert_eq!(Lang::choose(None, None, env(&vars)), Lang::En);
        assert_eq!(Lang::choose(None, None, env(&[])), Lang::En);
        assert_eq!(Lang::choose(None, None, env(&[("LANG", "C")])), Lang::En);
    }

    /// A text written to a file and read back renders as before in every language, lists
    /// included; one with a key this kup does not know reads as none (the caller falls
    /// back to the English it kept).
    #[test]
    fn a_text_record_reads_back_as_the_same_text() {
        let penalty = Text::new(Msg::PenaltyAllMatchPointsLost)
            .arg("team", "ŠK Đakovo")
            .arg("round", 2)
            .arg("reason", "neregistriran igrač");
        let text = Text::new(Msg::DidImposePenalty).arg_list("penalties", vec![penalty], "; ");
        let written = ron::to_string(&TextRecord::from(&text)).expect("serialises");
        let record: TextRecord = ron::from_str(&written).expect("parses");
        let back = record.text().expect("every key is known");
        for lang in Lang::ALL {
            assert_eq!(back.render(lang), text.render(lang));
        }
        let unknown = written.replace("DidImposePenalty", "DidSomethingNew");
        let record: TextRecord = ron::from_str(&unknown).expect("parses");
        assert_eq!(record.text(), None);
    }

    /// A number argument takes the reader's decimal separator, only between digits.
    #[test]
    fn number_arguments_take_the_readers_decimal_separator() {
        let text = Text::new(Msg::ScoreWhyStep)
            .arg("code", "GP.1")
            .arg_text("name", Msg::TiebreakGamePoints.into())
            .arg_number("values", "2.5 / 1.5/3 / 4.");
        assert_eq!(
            text.render(Lang::Hr),
            "  GP.1 Pojedinačni bodovi: 2,5 / 1,5/3 / 4."
        );
        assert_eq!(
            text.render(Lang::En),
            "  GP.1 Game points: 2.5 / 1.5/3 / 4."
        );
    }

    /// A date-time argument is shown in the reader's date style; a file
    /// keeps it as its ISO 8601 text, which every kup reads (and no reader misreads).
    #[test]
    fn date_time_arguments_take_the_readers_date_style() {
        use chrono::TimeZone;
        // kzz-2015: round 1 on 15 February 2015 at 09:30, CET.
        let due = FixedOffset::east_opt(3600)
            .expect("valid offset")
            .with_ymd_and_hms(2015, 2, 15, 9, 30, 0)
            .single()
            .expect("unambiguous");
        let text = Text::new(Msg::ViolationLineupDeadline)
            .arg("regulation", "kzz-2015")
            .arg_date_time("due", due);
        assert_eq!(
            text.render(Lang::Hr),
            "rok za sastav (kzz-2015): izmjena osnovnog sastava predaje se do 15. 2. 2015. 09:30"
        );
        assert!(text.render(Lang::Sl).ends_with("do 15. 2. 2015 09:30"));
        assert!(text.render(Lang::En).ends_with("by 2015-02-15 09:30"));
        let written = ron::to_string(&TextRecord::from(&text)).expect("serialises");
        let record: TextRecord = ron::from_str(&written).expect("parses");
        let back = record.text().expect("every key is known");
        assert_eq!(back.render(Lang::En), text.render(Lang::En));
        assert!(back.render(Lang::Hr).ends_with("do 2015-02-15 09:30"));
    }

    #[test]
    fn fill_replaces_named_placeholders_and_keeps_unknown_ones() {
        let n = 3;
        assert_eq!(
            fill(
                "ekipa {name} je broj {number}",
                &[("name", &"Zabok"), ("number", &n)]
            ),
            "ekipa Zabok je broj 3"
        );
        assert_eq!(fill("{missing} {", &[]), "{missing} {");
        assert_eq!(fill("no braces", &[("x", &1)]), "no braces");
    }
}
