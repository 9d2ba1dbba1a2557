#![forbid(unsafe_code)]

use kup::cli::{arguments, parse, run};

fn main() {
    let cli = parse(arguments(std::env::args_os()));
    // A configuration file that does not read is reported in the locale's language.
    let lang = cli.language();
    let shown_in = *lang
        .as_ref()
        .unwrap_or(&kup::i18n::Lang::choose(None, None, |name| {
            std::env::var(name).ok()
        }));
    let outcome = cli.wall_clock().and_then(|wall| {
        let lang = lang?;
        cli.refuse_unused_options()?;
        // Read only for the full-screen program, so that a subcommand never trips over it.
        let (theme, serve_bind) = match cli.command {
            Some(_) => (None, None),
            None => (cli.theme_choice()?, Some(cli.serve_bind()?)),
        };
        match cli.command {
            Some(command) => run(command, &wall, lang),
            None => {
                // The bundled sample is a 2015 event: unless a clock was asked for, it runs
                // on its own round's time.
                let clock: Box<dyn kup::tui::Clock> = match &cli.dir {
                    None if !wall.is_fake() => {
                        let sample = kup::app::open::sample_working_copy()?;
                        Box::new(kup::app::open::sample_clock(&sample)?)
                    }
                    _ => Box::new(wall),
                };
                kup::tui::start(kup::tui::Options {
                    dir: cli.dir,
                    read_only: cli.read_only,
                    theme,
                    ascii: cli.ascii,
                    clock,
                    lang,
                    serve_bind: serve_bind.expect("read for the full-screen program"),
                })
            }
        }
    });
    if let Err(failure) = outcome {
        if !failure.is_quiet() {
            eprintln!("kup: {}", failure.render(shown_in));
        }
        std::process::exit(failure.status.code());
    }
}
