use clap::Parser;

use kup::cli::{Cli, run};

fn main() {
    let cli = Cli::parse();
    let outcome = cli.wall_clock().and_then(|wall| match cli.command {
        Some(command) => run(command, &wall),
        None => kup::tui::start(cli.dir.as_deref(), cli.read_only, wall),
    });
    if let Err(failure) = outcome {
        eprintln!("kup: {}", failure.message);
        std::process::exit(failure.status);
    }
}
