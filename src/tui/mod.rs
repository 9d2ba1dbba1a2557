//! The full-screen program: five views behind tabs, driven by keys, every change a core
//! `Command` made durable by the store before the status line says "saved".
//!
//! Terminal hygiene: a panic hook and a signal watcher (SIGHUP when the SSH link drops,
//! SIGTERM, SIGINT) restore the terminal; since every change is durable when its key has
//! been handled, nothing is lost. The screen is redrawn on input and resize only, plus a 1 s
//! tick while a view shows a running countdown or another kup changed the tournament (once a
//! second the program looks whether `tournament.ron` was replaced: one `stat`).

pub mod app;
mod create;
pub mod keymap;
mod messages;
mod prompt;
mod recover;
mod search;
pub mod theme;
pub mod views;

use std::io::{BufWriter, Stdout, Write, stdout};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use chrono::{DateTime, FixedOffset};
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::{self, DisableBracketedPaste, EnableBracketedPaste};
use ratatui::crossterm::terminal::{EnterAlternateScreen, LeaveAlternateScreen};

use crate::app::exit::Failure;
use crate::app::open::{lock_patience, sample_working_copy};
use crate::app::recover as app_recover;
use crate::app::serve::http::SERVER_THREAD;
use crate::core::Tournament;
use crate::i18n::Lang;
use crate::i18n::{Msg, Text};
use crate::store::Store;
use crate::wallclock::WallClock;
use app::App;
pub use create::holds_no_tournament;
use theme::Theme;
use views::StatusKind;

/// Where the program reads the time: the wall clock (real, or faked with `--clock`), or a
/// clock that stands still for rendering tests. The core never reads the time itself.
pub trait Clock: Send {
    /// The time now in the hall of `t`.
    fn now(&self, t: &Tournament) -> DateTime<FixedOffset>;
    /// The same clock for the web server, which stamps a captain's lineup on its thread.
    fn wall(&self) -> WallClock;
}

impl Clock for WallClock {
    fn now(&self, t: &Tournament) -> DateTime<FixedOffset> {
        self.now_in(t)
    }

    fn wall(&self) -> WallClock {
        self.clone()
    }
}

/// A clock that stands still (rendering tests).
pub struct FixedClock(pub DateTime<FixedOffset>);

impl Clock for FixedClock {
    fn now(&self, _: &Tournament) -> DateTime<FixedOffset> {
        self.0
    }

    fn wall(&self) -> WallClock {
        WallClock::starting_at(self.0)
    }
}

/// What `kup [DIR]` was asked for.
pub struct Options {
    pub dir: Option<PathBuf>,
    pub read_only: bool,
    pub theme: Option<String>,
    pub ascii: bool,
    pub clock: Box<dyn Clock>,
    pub lang: Lang,
    /// Where Ctrl-W serves the event's web pages.
    pub serve_bind: SocketAddr,
}

/// Held while a key is handled and the screen drawn, so that a signal waits for the
/// command in hand to become durable before the process exits.
static BUSY: Mutex<()> = Mutex::new(());

/// Opens `dir` (or the working copy of the bundled sample) and runs until the arbiter quits.
pub fn start(options: Options) -> Result<(), Failure> {
    let dir = match options.dir {
        Some(d) => d,
        None => sample_working_copy().map_err(Failure::from)?,
    };
    let created = !options.read_only
        && create::holds_no_tournament(&dir)
        && create::offer(&dir, chrono::Utc::now(), options.lang)?;
    let (mut store, recovered) = open_or_recover(&dir, options.read_only, options.lang)?;
    let notice = store.take_notice();
    let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    let theme = Theme::choose(options.theme.as_deref(), no_color)
        .map_err(Failure::said)?
        .with_ascii(options.ascii);
    let mut app = App::new(store, options.clock, theme, options.lang);
    app.serve_at(options.serve_bind);
    if created {
        // A new event's first need: its details and the dates of its rounds.
        app.open_event_form();
    }
    if let Some(recovered) = recovered {
        app.announce(recovered.render(options.lang), StatusKind::Saved);
    }
    if let Some(notice) = notice {
        app.announce(notice.render(options.lang), StatusKind::Info);
    }
    install_panic_hook();
    let terminal_failed =
        |e: std::io::Error| Failure::said(Text::new(Msg::TerminalFailed).arg("problem", e));
    watch_signals().map_err(terminal_failed)?;
    let outcome = enter_terminal().and_then(|mut terminal| run(&mut terminal, &mut app));
    restore_terminal();
    outcome.map_err(terminal_failed)
}

/// Opens `dir`; a tournament whose file was set aside as broken is offered recovery
/// first, and what recovery did is returned to be said on the status line.
fn open_or_recover(
    dir: &Path,
    read_only: bool,
    lang: Lang,
) -> Result<(Store, Option<Text>), Failure> {
    // Shared: the lock is taken per change, so `kup result` from another shell works while
    // the screen is open; the screen follows such changes (`App::tick`).
    let open = || {
        if read_only {
            Store::open_read_only(dir)
        } else {
            Store::open_shared(dir, lock_patience())
        }
    };
    match open() {
        Err(error) if !read_only && app_recover::needed(dir) => {
            match recover::offer(dir, &error, lang)? {
                Some(recovered) => Ok((open()?, Some(recovered))),
                None => Err(error.into()),
            }
        }
        opened => Ok((opened?, None)),
    }
}

type Screen = Terminal<CrosstermBackend<BufWriter<Stdout>>>;

/// The event loop: wait for an event (or the next tick), handle it, redraw.
fn run(terminal: &mut Screen, app: &mut App) -> std::io::Result<()> {
    terminal.draw(|frame| app.draw(frame))?;
    loop {
        let event = match app.tick_interval() {
            Some(wait) if !event::poll(wait)? => None,
            _ => Some(event::read()?),
        };
        let _busy = BUSY.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let redraw = match &event {
            Some(event) => app.handle(event),
            None => app.tick(),
        };
        if app.should_quit() {
            return Ok(());
        }
        if redraw {
            terminal.draw(|frame| app.draw(frame))?;
        }
    }
}

/// kup's own rather than `ratatui::init()`: that one writes to an unbuffered stdout, and its
/// restore leaves the cursor hidden and prints to stderr when the terminal is gone (SIGHUP).
fn enter_terminal() -> std::io::Result<Screen> {
    ratatui::crossterm::terminal::enable_raw_mode()?;
    // Bracketed paste: a pasted text arrives whole, so the letters of a paste into a
    // field are never taken for keys.
    ratatui::crossterm::execute!(stdout(), EnterAlternateScreen, EnableBracketedPaste)?;
    // Buffered, so that a frame goes out in one write instead of one per escape sequence.
    Terminal::new(CrosstermBackend::new(BufWriter::new(stdout())))
}

/// Leaves raw mode and the alternate screen and shows the cursor. Errors are ignored: the
/// terminal may be gone (SIGHUP).
fn restore_terminal() {
    let _ = ratatui::crossterm::terminal::disable_raw_mode();
    let mut out = stdout();
    let _ = ratatui::crossterm::execute!(
        out,
        DisableBracketedPaste,
        LeaveAlternateScreen,
        ratatui::crossterm::cursor::Show
    );
    let _ = out.flush();
}

fn install_panic_hook() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        // A request's handler that panics is answered 500 and the screen goes on: its
        // message would only smear the frame.
        if std::thread::current().name() == Some(SERVER_THREAD) {
            return;
        }
        restore_terminal();
        previous(info);
    }));
}

/// On SIGHUP, SIGTERM or SIGINT: wait until the key in hand is handled (its change is then
/// durable), restore the terminal and exit with 128 + the signal number.
fn watch_signals() -> std::io::Result<()> {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    let mut signals = signal_hook::iterator::Signals::new([SIGHUP, SIGTERM, SIGINT])?;
    std::thread::spawn(move || {
        if let Some(signal) = signals.forever().next() {
            let _busy = BUSY.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            restore_terminal();
            std::process::exit(128 + signal);
        }
    });
    Ok(())
}
