//! The captains' codes (Ctrl-K, over every tab, in help and the palette): each team's code
//! as its captain types it, whether the captains' page is open and where, and a new code
//! (`n`) or none (`x`) for the team under the cursor, and the sheet of cards to print
//! (`p`). The codes live in `captains.ron`,
//! which the server reads on every captain's request, so a revoked or replaced code stops
//! working with the next one.

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Row, Table, TableState};

use super::{Ctx, Paint, Status, StatusKind};
use crate::app::captains::{Codes, grouped, write_cards};
use crate::app::exit::Failure;
use crate::i18n::Msg;
use crate::tr;

#[derive(Debug, Clone)]
pub struct CaptainsPanel {
    codes: Codes,
    list: TableState,
}

impl CaptainsPanel {
    /// The codes of the event, a new one issued to each team without one.
    pub fn open(ctx: &Ctx) -> Result<CaptainsPanel, Failure> {
        let codes = Codes::issued(ctx.store.dir(), ctx.state())?;
        Ok(CaptainsPanel {
            codes,
            list: TableState::default().with_selected(Some(0)),
        })
    }

    /// Handles a key; true while the panel stays open. `page` is the captain's page as the
    /// phones reach it, for the cards (`None` while the pages are not served).
    pub fn key(&mut self, key: &KeyEvent, ctx: &mut Ctx, page: Option<&str>) -> bool {
        let teams = ctx.state().teams.len();
        let selected = self
            .list
            .selected()
            .unwrap_or(0)
            .min(teams.saturating_sub(1));
        match key.code {
            KeyCode::Esc => return false,
            KeyCode::Up | KeyCode::Char('k') => self.list.select(Some(selected.saturating_sub(1))),
            KeyCode::Down | KeyCode::Char('j') => {
                self.list
                    .select(Some((selected + 1).min(teams.saturating_sub(1))));
            }
            KeyCode::Char('n') => self.change(ctx, selected, Msg::StatusCodeReissued),
            KeyCode::Char('x') | KeyCode::Delete => {
                self.change(ctx, selected, Msg::StatusCodeRevoked)
            }
            KeyCode::Char('p') => self.print(ctx, page),
            _ => {}
        }
        true
    }

    /// A new code (`done` is [`Msg::StatusCodeReissued`]) or none for the team at `row`,
    /// saved before the status line says so.
    fn change(&mut self, ctx: &mut Ctx, row: usize, done: Msg) {
        let Some(team) = ctx.state().teams.get(row) else {
            return;
        };
        let (id, name) = (team.id, team.name.clone());
        let mut codes = self.codes.clone();
        if done == Msg::StatusCodeReissued {
            if let Err(text) = codes.reissue(id) {
                return ctx.refuse(text.render(ctx.lang));
            }
        } else {
            codes.revoke(id);
        }
        match codes.save(ctx.store.dir()) {
            Ok(()) => {
                self.codes = codes;
                *ctx.status = Status {
                    text: tr!(ctx.lang, done, team = name),
                    kind: StatusKind::Saved,
                };
            }
            Err(e) => ctx.refuse(Failure::from(e).render(ctx.lang)),
        }
    }

    /// The captains' cards into the event's directory, readable by the arbiter alone; the
    /// page's address is known only while the pages are served.
    fn print(&self, ctx: &mut Ctx, page: Option<&str>) {
        let Some(page) = page else {
            return ctx.refuse(ctx.lang.text(Msg::CardsNeedServer));
        };
        let name = format!("{}.html", ctx.lang.text(Msg::CardsFile));
        let path = ctx.store.dir().join(name);
        match write_cards(ctx.state(), &self.codes, page, &path, ctx.lang) {
            Ok(()) => {
                *ctx.status = Status {
                    text: tr!(ctx.lang, Msg::StatusCardsWritten, path = path.display()),
                    kind: StatusKind::Saved,
                }
            }
            Err(failure) => ctx.refuse(failure.render(ctx.lang)),
        }
    }

    /// The panel over `area`: where the captains' page is (`url`, `None` while closed),
    /// then each team with its code.
    pub fn render(&mut self, frame: &mut Frame, area: Rect, paint: &Paint, url: Option<&str>) {
        let lang = paint.lang;
        let page = match url {
            Some(url) => Line::styled(
                tr!(lang, Msg::CaptainsPanelOpen, url = url),
                paint.theme.text,
            ),
            None => Line::styled(lang.text(Msg::CaptainsPanelClosed), paint.theme.warning),
        };
        let rows = paint.t.teams.iter().map(|team| {
            let code = match self.codes.of(team.id) {
                Some(code) => grouped(code),
                None => lang.text(Msg::CaptainsNoCode).to_string(),
            };
            Row::new([paint.team_label(team.id), code])
        });
        let block = paint
            .block(format!(" {} ", lang.text(Msg::CaptainsPanelTitle)))
            .title_bottom(format!(" {} ", lang.text(Msg::CaptainsPanelKeys)));
        let inner = block.inner(area);
        frame.render_widget(Clear, area);
        frame.render_widget(block, area);
        let [said, list] =
            Layout::vertical([Constraint::Length(2), Constraint::Fill(1)]).areas(inner);
        frame.render_widget(Paragraph::new(page), said);
        let table = Table::new(rows, [Constraint::Fill(1), Constraint::Length(39)])
            .style(paint.theme.text)
            .row_highlight_style(paint.theme.selected);
        frame.render_stateful_widget(table, list, &mut self.list);
    }
}
