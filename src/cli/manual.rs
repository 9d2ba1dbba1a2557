//! `kup completions SHELL` and `kup man`: the command line described for the shell and for
//! `man`, generated from the very command clap parses (in the reader's language), so they
//! never drift from it.

use std::path::PathBuf;

use clap::Args;
use clap_complete::Shell;

use super::{CliResult, Failure, help, out};
use crate::i18n::{Lang, Msg, Text};

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell: bash, zsh, fish, powershell or elvish.
    #[arg(value_enum)]
    pub shell: Shell,
}

#[derive(Debug, Args)]
pub struct ManArgs {
    /// Write a page per subcommand (kup.1, kup-pair.1, ...) into this directory instead of
    /// kup's own page to standard output.
    #[arg(value_name = "DIR")]
    pub into: Option<PathBuf>,
}

/// Prints the completion script for `args.shell`, to be sourced by that shell.
pub fn completions(args: CompletionsArgs, lang: Lang) -> CliResult {
    let mut script = Vec::new();
    let mut parser = help::parser(help::command(lang), lang);
    clap_complete::generate(args.shell, &mut parser, "kup", &mut script);
    out::bytes(&script)
}

/// Prints kup's man page (roff), or writes one per subcommand into `args.into`.
pub fn man(args: ManArgs, lang: Lang) -> CliResult {
    let command = help::command(lang);
    let Some(dir) = args.into else {
        let mut page = Vec::new();
        clap_mangen::Man::new(command)
            .render(&mut page)
            .map_err(|e| man_failed(&"-", e))?;
        return out::bytes(&page);
    };
    clap_mangen::generate_to(command, &dir).map_err(|e| man_failed(&dir.display(), e))
}

fn man_failed(path: &dyn std::fmt::Display, e: std::io::Error) -> Failure {
    Failure::said(
        Text::new(Msg::ManCannotWrite)
            .arg("path", path)
            .arg("problem", e),
    )
}
