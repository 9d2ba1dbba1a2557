#![forbid(unsafe_code)]

use kup::cli::open::OpenArgs;
use kup::cli::{Failure, Run, arguments, note, parse, run};
use kup::i18n::Lang;

fn main() {
    let cli = parse(arguments(std::env::args_os()));
    // A configuration file that does not read is reported in the locale's language.
    let lang = cli.language();
    let shown_in = *lang
        .as_ref()
        .unwrap_or(&Lang::choose(None, None, |name| std::env::var(name).ok()));
    let outcome = lang.and_then(|lang| match cli.run {
        Run::Open(args) => open(args, lang),
        Run::Command(command) => run(command, lang),
    });
    if let Err(failure) = outcome {
        if !failure.is_quiet() {
            note(format!("kup: {}", failure.render(shown_in)));
        }
        std::process::exit(failure.status.code());
    }
}

/// The full-screen program, on the tournament `kup open` names or a copy of the sample.
fn open(args: OpenArgs, lang: Lang) -> Result<(), Failure> {
    let wall = args.clock.wall_clock()?;
    let theme = args.theme_choice()?;
    let serve_bind = args.serve_bind()?;
    // The bundled sample is a 2015 event: unless a clock was asked for, it runs on its
    // own round's time.
    let clock: Box<dyn kup::tui::Clock> = match &args.dir {
        None if !wall.is_fake() => {
            let sample = kup::app::open::sample_working_copy()?;
            Box::new(kup::app::open::sample_clock(&sample)?)
        }
        _ => Box::new(wall),
    };
    kup::tui::start(kup::tui::Options {
        dir: args.dir,
        read_only: args.read_only,
        theme,
        ascii: args.ascii,
        clock,
        lang,
        serve_bind,
    })
}
