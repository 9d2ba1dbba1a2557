//! `kup open [DIR]`: the full-screen program's options. The binary starts the program
//! itself, since the two faces, this command line and the full-screen program, do not
//! call each other.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use clap::Args;

use super::clock::ClockArgs;
use super::{Failure, configured};
use crate::app::serve::DEFAULT_BIND;
use crate::config::Config;

#[derive(Debug, Args)]
pub struct OpenArgs {
    /// Tournament directory to open in the full-screen program (default: a copy of the
    /// bundled sample).
    pub dir: Option<PathBuf>,
    /// Open without taking the writer's lock: look, change nothing.
    #[arg(long)]
    pub read_only: bool,
    /// Colour theme of the full-screen program: default, light, high-contrast, mono, or the
    /// path of a theme file (`NO_COLOR` set means mono).
    #[arg(long)]
    pub theme: Option<String>,
    /// Draw borders and separators with ASCII characters only.
    #[arg(long)]
    pub ascii: bool,
    #[command(flatten)]
    pub clock: ClockArgs,
}

impl OpenArgs {
    /// The theme asked for: `--theme`, else `theme` in the configuration file (else none:
    /// the full-screen program then takes `default`, or `mono` under NO_COLOR).
    pub fn theme_choice(&self) -> Result<Option<String>, Failure> {
        self.theme_from(Config::path().as_deref())
    }

    /// Where the full-screen program serves the web pages: `serve_bind` in the
    /// configuration file, else this machine only.
    pub fn serve_bind(&self) -> Result<SocketAddr, Failure> {
        let configured = configured(None, Config::path().as_deref(), |c| c.serve_bind)?;
        Ok(configured.unwrap_or_else(|| DEFAULT_BIND.parse().expect("a socket address")))
    }

    fn theme_from(&self, config: Option<&Path>) -> Result<Option<String>, Failure> {
        configured(self.theme.clone(), config, |c| c.theme)
    }
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;
    use crate::cli::{Cli, Run, arguments};

    fn open_args(words: &[&str]) -> OpenArgs {
        let args = arguments(words.iter().map(Into::into));
        match Cli::parse_from(args).run {
            Run::Open(args) => args,
            Run::Command(other) => panic!("{words:?} ran {other:?}"),
        }
    }

    /// `--theme` wins over the configuration file, which wins over the default (none).
    #[test]
    fn the_theme_flag_wins_over_the_configuration_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let config = dir.path().join("config.ron");
        std::fs::write(&config, "(theme: \"light\")").expect("write config");
        let with_flag = open_args(&["kup", "--theme", "mono"]);
        let without = open_args(&["kup"]);
        assert_eq!(
            with_flag
                .theme_from(Some(&config))
                .ok()
                .flatten()
                .as_deref(),
            Some("mono")
        );
        assert_eq!(
            without.theme_from(Some(&config)).ok().flatten().as_deref(),
            Some("light")
        );
        let missing = dir.path().join("none.ron");
        assert_eq!(without.theme_from(Some(&missing)).ok().flatten(), None);
        // A broken file is reported when it is needed, and not read when the flag is given.
        std::fs::write(&config, "(theme: 3)").expect("write config");
        assert!(without.theme_from(Some(&config)).is_err());
        assert!(with_flag.theme_from(Some(&config)).is_ok());
    }
}
