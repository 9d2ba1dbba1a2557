//! The full-screen program. Until the hall TUI lands this is a single read-only screen that
//! shows which tournament is open.

use std::path::{Path, PathBuf};

use crossterm::event::{self, Event, KeyCode};
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Paragraph};

use crate::cli::{CliResult, Failure};
use crate::sample;
use crate::store::Store;
use crate::wallclock::WallClock;

/// Opens `dir` (or a copy of the bundled sample) and runs until the arbiter quits.
pub fn start(dir: Option<&Path>, read_only: bool, _wall: WallClock) -> CliResult {
    let dir: PathBuf = match dir {
        Some(d) => d.to_path_buf(),
        None => sample::working_copy().map_err(Failure::from)?,
    };
    let store = if read_only {
        Store::open_read_only(&dir)?
    } else {
        Store::open(&dir)?
    };
    let mut terminal = ratatui::init();
    let outcome = (|| -> std::io::Result<()> {
        loop {
            terminal.draw(|frame| {
                let t = store.state();
                let lines = vec![
                    Line::from(t.info.name.clone()),
                    Line::from(format!(
                        "{} teams, {} rounds paired",
                        t.teams.len(),
                        t.paired_rounds()
                    )),
                    Line::from(format!("{}", dir.display())),
                    Line::from("q: quit"),
                ];
                frame.render_widget(
                    Paragraph::new(lines)
                        .block(Block::default().borders(Borders::ALL).title("kup")),
                    frame.area(),
                );
            })?;
            if let Event::Key(key) = event::read()?
                && matches!(key.code, KeyCode::Char('q') | KeyCode::Esc)
            {
                return Ok(());
            }
        }
    })();
    ratatui::restore();
    outcome.map_err(|e| Failure::usage(format!("terminal: {e}")))
}
