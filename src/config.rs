//! The arbiter's own settings, `config.ron` in the user's configuration directory
//! (`~/.config/kup/config.ron` on Linux; `KUP_CONFIG` names another file). It holds the
//! language and the theme of the full-screen program: `(lang: hr, theme: "light")`, and
//! where it serves the web pages; a flag on the command line wins over it. A missing file is an empty configuration.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::core::ron_error::RonError;
use crate::i18n::{Lang, Msg, Text};

#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// The language of messages, unless `--lang` says otherwise.
    #[serde(default)]
    pub lang: Option<Lang>,
    /// The theme of the full-screen program (a built-in name or a theme file), unless
    /// `--theme` says otherwise.
    #[serde(default)]
    pub theme: Option<String>,
    /// Where the full-screen program serves the event's web pages (Ctrl-W):
    /// `serve_bind: "0.0.0.0:8080"` lets the hall's phones in; the default is this machine.
    #[serde(default)]
    pub serve_bind: Option<SocketAddr>,
}

impl Config {
    /// Where the configuration is read from: `KUP_CONFIG`, else the user's directory.
    pub fn path() -> Option<PathBuf> {
        std::env::var_os("KUP_CONFIG")
            .map(PathBuf::from)
            .or_else(|| {
                directories::ProjectDirs::from("", "", "kup")
                    .map(|d| d.config_dir().join("config.ron"))
            })
    }

    /// Reads the configuration at `path`; a missing file is the default configuration.
    /// The error names the file, and the line, column and field where it does not parse.
    pub fn load(path: &Path) -> Result<Config, Text> {
        let bad = |problem: Text| {
            Text::new(Msg::CliConfigBad)
                .arg("path", path.display())
                .arg_text("problem", problem)
        };
        match std::fs::read_to_string(path) {
            Ok(text) => Config::parse(&text).map_err(|e| bad(e.text())),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Config::default()),
            Err(e) => Err(bad(Text::new(Msg::RonOther).arg("problem", e))),
        }
    }

    /// Parses `(lang: hr)`; `Some(hr)` is accepted too.
    pub fn parse(text: &str) -> Result<Config, RonError> {
        let options = ron::Options::default()
            .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME);
        crate::core::ron_error::from_str(text, &options)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_is_read_with_or_without_some() {
        assert_eq!(
            Config::parse("(lang: hr)").expect("parses").lang,
            Some(Lang::Hr)
        );
        assert_eq!(
            Config::parse("(lang: Some(sl))").expect("parses").lang,
            Some(Lang::Sl)
        );
        assert_eq!(Config::parse("()").expect("parses"), Config::default());
    }

    #[test]
    fn the_theme_is_read_beside_the_language() {
        let config = Config::parse("(lang: sl, theme: \"light\")").expect("parses");
        assert_eq!(config.theme.as_deref(), Some("light"));
        assert_eq!(config.lang, Some(Lang::Sl));
    }

    #[test]
    fn an_unknown_language_or_setting_is_refused() {
        assert!(Config::parse("(lang: de)").is_err());
        assert!(Config::parse("(colour: red)").is_err());
    }
}
