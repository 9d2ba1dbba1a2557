//! The export menu (Ctrl-X, over every tab, in help and the palette): what `kup export`
//! writes, into the tournament's directory, by the same `app` and `interop` code: the event
//! as TRF-2026 or TRF16 for FIDE, each printout for people as HTML, CSV and text at once
//! (the pairings and standings of the round in play), and the event's web pages in
//! `site/`, to upload to any web host.

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::{Constraint, Flex, Layout, Rect};
use ratatui::widgets::{Clear, Row, Table, TableState};

use super::{Ctx, Paint, Status, StatusKind, current_round, write_printouts};
use crate::app::export::{Mode, write_file, write_site_into};
use crate::app::print::PrintFormat;
use crate::i18n::{Msg, Text};
use crate::interop::report::What;
use crate::interop::trf::{self, TrfVersion};
use crate::tr;

/// What an entry of the menu writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Entry {
    Trf(TrfVersion),
    Printout(What),
    Site,
}

const ENTRIES: [(Entry, Msg); 8] = [
    (Entry::Trf(TrfVersion::Trf2026), Msg::ExportMenuTrf),
    (Entry::Trf(TrfVersion::Trf16), Msg::ExportMenuTrf16),
    (Entry::Printout(What::Pairings), Msg::ExportMenuPairings),
    (Entry::Printout(What::Standings), Msg::ExportMenuStandings),
    (Entry::Printout(What::Crosstable), Msg::ExportMenuCrosstable),
    (Entry::Printout(What::Boards), Msg::ExportMenuBoards),
    (Entry::Printout(What::Players), Msg::ExportMenuPlayers),
    (Entry::Site, Msg::ExportMenuSite),
];

/// The formats a printout is written in from the menu, with their file extensions.
const PEOPLE: [(PrintFormat, &str); 3] = [
    (PrintFormat::Html, "html"),
    (PrintFormat::Csv, "csv"),
    (PrintFormat::Txt, "txt"),
];

#[derive(Debug, Clone, Default)]
pub struct ExportMenu {
    list: TableState,
}

impl ExportMenu {
    /// Handles a key: the arrows (and `j`/`k`) choose, Enter or an entry's number writes
    /// it, Esc closes. True while the menu stays open.
    pub fn key(&mut self, key: &KeyEvent, ctx: &mut Ctx) -> bool {
        let selected = self.list.selected().unwrap_or(0);
        let chosen = match key.code {
            KeyCode::Esc => {
                ctx.tell(ctx.lang.text(Msg::StatusNothingChanged));
                return false;
            }
            KeyCode::Up | KeyCode::Char('k') => {
                self.list.select(Some(selected.saturating_sub(1)));
                return true;
            }
            KeyCode::Down | KeyCode::Char('j') => {
                self.list
                    .select(Some((selected + 1).min(ENTRIES.len() - 1)));
                return true;
            }
            KeyCode::Enter => selected,
            KeyCode::Char(c) => match c.to_digit(10) {
                Some(n) if (1..=ENTRIES.len()).contains(&(n as usize)) => n as usize - 1,
                _ => return true,
            },
            _ => return true,
        };
        match ENTRIES[chosen].0 {
            Entry::Trf(version) => export_trf(ctx, version),
            Entry::Printout(what) => export_all_formats(ctx, what),
            Entry::Site => export_site(ctx),
        }
        false
    }

    /// The menu in the middle of `area`.
    pub fn render(&mut self, frame: &mut Frame, area: Rect, paint: &Paint) {
        let lang = paint.lang;
        let round = current_round(paint.t);
        let rows = ENTRIES
            .iter()
            .enumerate()
            .map(|(i, (_, msg))| Row::new([format!("{}", i + 1), tr!(lang, *msg, round = round)]));
        let height = ENTRIES.len() as u16 + 2;
        let [column] = Layout::horizontal([Constraint::Length(64.min(area.width))])
            .flex(Flex::Center)
            .areas(area);
        let [middle] = Layout::vertical([Constraint::Length(height.min(area.height))])
            .flex(Flex::Center)
            .areas(column);
        if self.list.selected().is_none() {
            self.list.select(Some(0));
        }
        let block = paint
            .block(format!(" {} ", lang.text(Msg::ExportMenuTitle)))
            .title_bottom(lang.text(Msg::ExportMenuKeys));
        let table = Table::new(rows, [Constraint::Length(2), Constraint::Fill(1)])
            .block(block)
            .style(paint.theme.text)
            .row_highlight_style(paint.theme.selected);
        frame.render_widget(Clear, middle);
        frame.render_stateful_widget(table, middle, &mut self.list);
    }
}

/// The whole event as TRF into the tournament's directory; what the TRF could not hold is
/// said after the file's name.
fn export_trf(ctx: &mut Ctx, version: TrfVersion) {
    let stem = ctx.lang.text(Msg::ExportFileTrf);
    let name = match version {
        TrfVersion::Trf2026 => format!("{stem}.trf"),
        TrfVersion::Trf16 => format!("{stem}-trf16.trf"),
    };
    let dir = ctx.store.dir().to_path_buf();
    let written = trf::export(ctx.state(), version);
    if let Err(failure) = write_file(&dir.join(&name), written.text.as_bytes(), Mode::Umask) {
        return ctx.refuse(failure.render(ctx.lang));
    }
    let mut text = tr!(
        ctx.lang,
        Msg::ExportWroteFiles,
        files = name,
        dir = dir.display()
    );
    for warning in written.warnings {
        let said = Text::new(Msg::ExportProblem).arg_text("problem", warning);
        text.push_str("; ");
        text.push_str(&said.render(ctx.lang));
    }
    *ctx.status = Status {
        text,
        kind: StatusKind::Saved,
    };
}

/// A printout as HTML, CSV and text into the tournament's directory: the pairings or
/// standings of the round in play, the others of the event so far.
fn export_all_formats(ctx: &mut Ctx, what: What) {
    let round = current_round(ctx.state());
    let of_round = (what != What::Players).then_some(round);
    match write_printouts(ctx, what, of_round, round, &PEOPLE) {
        Ok(names) => {
            let dir = ctx.store.dir().display().to_string();
            *ctx.status = Status {
                text: tr!(
                    ctx.lang,
                    Msg::ExportWroteFiles,
                    files = names.join(", "),
                    dir = dir
                ),
                kind: StatusKind::Saved,
            };
        }
        Err(failure) => ctx.refuse(failure),
    }
}

/// The event's web pages into `site/` of the tournament's directory, as `kup export
/// --format site` writes them.
fn export_site(ctx: &mut Ctx) {
    match write_site_into(ctx.state(), ctx.store.dir()) {
        Ok((site, count)) => {
            *ctx.status = Status {
                text: tr!(
                    ctx.lang,
                    Msg::SiteWritten,
                    count = count,
                    dir = site.display()
                ),
                kind: StatusKind::Saved,
            };
        }
        Err(failure) => ctx.refuse(failure.render(ctx.lang)),
    }
}
