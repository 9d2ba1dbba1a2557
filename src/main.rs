use clap::Parser;

use kup::cli::{Cli, run};

fn main() {
    let cli = Cli::parse();
    let outcome = match cli.command {
        Some(command) => run(command),
        None => kup::tui::start(cli.dir.as_deref(), cli.read_only),
    };
    if let Err(failure) = outcome {
        eprintln!("kup: {}", failure.message);
        std::process::exit(failure.status);
    }
}
