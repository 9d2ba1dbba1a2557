//! The application state and what one event does to it: tabs, overlays (help, palette),
//! undo/redo and the status line. Every change to the tournament goes through
//! [`Store::execute`] (in the views, via [`Ctx::execute`]) or [`Store::undo`]/[`Store::redo`],
//! and the status line says "saved" only after the store returned Ok.

use std::net::SocketAddr;
use std::time::Duration;

use chrono::{DateTime, FixedOffset, Timelike};
use ratatui::Frame;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::{Alignment, Constraint, Flex, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Row, Table, TableState, Tabs, Wrap};

use super::Clock;
use super::keymap::{self, GLOBAL, Global, Hint, Key, is_yes, lookup};
use super::messages::{MessageLog, draw_status};
use super::search::{Search, Step};
use super::theme::Theme;
use super::views::captains::CaptainsPanel;
use super::views::clock::{ClockView, header_count as clock_header_count};
use super::views::event::{EventForm, EventOutcome};
use super::views::export::ExportMenu;
use super::views::pager::{Entry, Pager};
use super::views::rosters::RostersView;
use super::views::round::RoundView;
use super::views::standings::StandingsView;
use super::views::tiebreaks::TiebreaksView;
use super::views::{Ctx, Paint, Status, StatusKind, View, current_round};
use crate::app::captains::Codes;
use crate::app::serve::{DEFAULT_BIND, Server};
use crate::core::Tournament;
use crate::core::calendar::planned_rounds;
use crate::core::clock::{scheduled_start, session_start};
use crate::i18n::{Lang, Msg, Text, format, width};
use crate::store::{Store, StoreError};
use crate::tr;
use unicode_width::UnicodeWidthStr;

/// The tabs, in order (F1..F5).
pub const TABS: [Msg; 5] = [
    Msg::TabRosters,
    Msg::TabRound,
    Msg::TabClock,
    Msg::TabStandings,
    Msg::TabTiebreaks,
];
/// The tab the program opens on: results are what the arbiter enters most.
pub const ROUND_TAB: usize = 1;
/// The tab a tournament without teams opens on.
pub const ROSTERS_TAB: usize = 0;

/// How often the program looks whether another kup changed the tournament (one `stat`).
pub const FOLLOW_INTERVAL: Duration = Duration::from_secs(1);

/// The smallest screen the views are laid out for.
pub const MIN_WIDTH: u16 = 80;
pub const MIN_HEIGHT: u16 = 24;

/// The Clock tab, whose running countdown makes `q` ask first.
const CLOCK_TAB: usize = 2;

enum Overlay {
    Help(Pager),
    /// The session's messages, whole, newest first (Ctrl-L).
    Messages(Pager),
    Palette {
        query: String,
        list: TableState,
    },
    /// `q` while a countdown runs: the next key says whether to quit.
    ConfirmQuit,
    /// The tournament form (Ctrl-E), over any tab.
    Event(EventForm),
    /// The export menu (Ctrl-X), over any tab.
    Export(ExportMenu),
    /// The captains' codes (Ctrl-K), over any tab.
    Captains(CaptainsPanel),
    /// `/`: the query on the status line, the cursor in the view below.
    Search(Search),
}

pub struct App {
    store: Store,
    clock: Box<dyn Clock>,
    theme: Theme,
    lang: Lang,
    tab: usize,
    views: [Box<dyn View>; 5],
    overlay: Option<Overlay>,
    status: Status,
    /// Every message the status line showed.
    log: MessageLog,
    quit: bool,
    /// The last frame showed a running countdown: the next tick redraws, also the one on
    /// which the countdown stops ("EXPIRED" must be shown).
    live: bool,
    /// Where Ctrl-W serves the event's web pages, and the server while it runs.
    serve_bind: SocketAddr,
    server: Option<Server>,
    /// The lineups handed in from phones seen so far, to say each new one once.
    phone_lineups: Vec<PhoneLineup>,
    /// The last frame showed the "window too small" notice instead of the views: keys
    /// would act on a screen the arbiter cannot see, so only Ctrl-C (quit) is taken.
    too_small: bool,
}

impl App {
    pub fn new(store: Store, clock: Box<dyn Clock>, theme: Theme, lang: Lang) -> App {
        let status = if store.is_read_only() {
            // Said as it is: a lock file left by a kup that ended names nobody who holds it.
            let text = match store.lock_holder() {
                Some(holder) => tr!(lang, Msg::StatusReadOnly, holder = holder.render(lang)),
                None => lang.text(Msg::StatusReadOnlyLooking).to_string(),
            };
            Status {
                text,
                kind: StatusKind::Error,
            }
        } else {
            Status {
                text: lang.text(Msg::StatusEverySaved).to_string(),
                kind: StatusKind::Info,
            }
        };
        // A tournament without teams starts where they are entered.
        let tab = if store.state().teams.is_empty() {
            ROSTERS_TAB
        } else {
            ROUND_TAB
        };
        let mut log = MessageLog::default();
        log.push(clock.now(store.state()), &status);
        App {
            clock,
            theme,
            lang,
            tab,
            views: [
                Box::new(RostersView::default()),
                Box::new(RoundView::default()),
                Box::new(ClockView::default()),
                Box::new(StandingsView::default()),
                Box::new(TiebreaksView::default()),
            ],
            overlay: None,
            status,
            log,
            quit: false,
            live: false,
            phone_lineups: phone_lineups(store.state()),
            store,
            serve_bind: DEFAULT_BIND.parse().expect("a socket address"),
            server: None,
            too_small: false,
        }
    }

    pub fn state(&self) -> &Tournament {
        self.store.state()
    }

    /// Where Ctrl-W serves the event's web pages (the configuration's `serve_bind`).
    pub fn serve_at(&mut self, bind: SocketAddr) {
        self.serve_bind = bind;
    }

    /// Ctrl-W: serves the event's pages, read-only, at the configured address, or stops.
    fn toggle_server(&mut self) {
        if let Some(server) = self.server.take() {
            server.stop();
            self.tell(self.lang.text(Msg::StatusServeStopped).to_string());
            return;
        }
        if self.start_server(false) {
            let address = self.server.as_ref().map(Server::address);
            let address = address.map(|a| a.to_string()).unwrap_or_default();
            self.tell(tr!(self.lang, Msg::StatusServing, address = address));
        }
    }

    /// Starts the server with the captains' page open or closed; false (and said) when
    /// it cannot listen.
    fn start_server(&mut self, captains_open: bool) -> bool {
        let started = Server::start_in_hall(
            self.store.dir(),
            self.serve_bind,
            self.clock.wall(),
            captains_open,
        );
        match started {
            Ok(server) => {
                self.server = Some(server);
                true
            }
            Err(failure) => {
                self.status = Status {
                    text: failure.render(self.lang),
                    kind: StatusKind::Error,
                };
                false
            }
        }
    }

    /// Alt-W: opens the captains' page (starting the server if it is not running, and
    /// giving each team without a code one), or closes it.
    fn toggle_captains(&mut self) {
        if let Some(server) = self.server.as_ref().filter(|s| s.captains_open()) {
            server.open_captains(false);
            self.tell(self.lang.text(Msg::StatusCaptainsClosed).to_string());
            return;
        }
        if let Err(failure) = Codes::issued(self.store.dir(), self.store.state()) {
            self.status = Status {
                text: failure.render(self.lang),
                kind: StatusKind::Error,
            };
            return;
        }
        if let Some(server) = &self.server {
            server.open_captains(true);
        } else if !self.start_server(true) {
            return;
        }
        let url = self.captains_url().unwrap_or_default();
        self.tell(tr!(self.lang, Msg::StatusCaptainsOpen, url = url));
    }

    /// Where the captains' page is while it is open.
    fn captains_url(&self) -> Option<String> {
        self.server
            .as_ref()
            .filter(|s| s.captains_open())
            .and_then(|_| self.captains_page())
    }

    /// The captain's page as the phones reach it, while the server runs.
    fn captains_page(&self) -> Option<String> {
        let address = self.server.as_ref()?.reachable_address();
        Some(format!(
            "http://{address}/{}/captain.html",
            self.lang.code()
        ))
    }

    /// Says each lineup handed in from a phone since the last look, on the hall's clock.
    fn notice_phone_lineups(&mut self) {
        let now = phone_lineups(self.store.state());
        let fresh: Vec<String> = now
            .iter()
            .filter(|seen| !self.phone_lineups.contains(seen))
            .map(|seen| seen.said(self.store.state(), self.lang))
            .collect();
        self.phone_lineups = now;
        if !fresh.is_empty() {
            self.status = Status {
                text: fresh.join("; "),
                kind: StatusKind::Info,
            };
        }
    }

    /// Opens the tournament form, as Ctrl-E does.
    pub fn open_event_form(&mut self) {
        self.global(Global::EventForm);
    }

    /// Says on the status line (and keeps in the log) what was done or found before the
    /// screen opened: the recovery at the door, a change a crash cut short.
    pub fn announce(&mut self, text: String, kind: StatusKind) {
        let before = self.status.clone();
        self.status = Status { text, kind };
        self.log_change(&before);
    }

    pub fn status(&self) -> &Status {
        &self.status
    }

    pub fn tab(&self) -> usize {
        self.tab
    }

    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// How long the event loop may wait for input before [`App::tick`]: to the next full
    /// second while a view shows a running countdown, else [`FOLLOW_INTERVAL`] (to notice
    /// another kup's change; nothing is redrawn unless something changed).
    pub fn tick_interval(&self) -> Option<Duration> {
        let now = self.clock.now(self.store.state());
        self.views[self.tab]
            .ticks(&self.paint(now))
            .then(|| {
                let into_second = Duration::from_nanos(u64::from(now.nanosecond() % 1_000_000_000));
                Duration::from_secs(1).saturating_sub(into_second)
            })
            .or(Some(FOLLOW_INTERVAL))
    }

    /// No input came within [`App::tick_interval`]: catch up with the disk; returns whether
    /// the screen needs a redraw (the state changed, or the last frame showed a countdown).
    pub fn tick(&mut self) -> bool {
        self.notice_server_failure() | self.follow_disk() || self.live
    }

    /// A server that ended by itself is dropped and said so; nothing else is touched.
    fn notice_server_failure(&mut self) -> bool {
        if !self.server.as_ref().is_some_and(Server::has_failed) {
            return false;
        }
        self.server = None;
        let before = self.status.clone();
        self.status = Status {
            text: self.lang.text(Msg::StatusServeFailed).to_string(),
            kind: StatusKind::Error,
        };
        self.log_change(&before);
        true
    }

    /// Re-reads the tournament if another kup (`kup result` in another shell) replaced it,
    /// and says so; true when the state or the status changed.
    fn follow_disk(&mut self) -> bool {
        let before = self.status.clone();
        let changed = self.reload();
        if changed {
            self.notice_phone_lineups();
        }
        self.log_change(&before);
        changed
    }

    fn reload(&mut self) -> bool {
        match self.store.reload_if_changed() {
            Ok(false) => false,
            Ok(true) => {
                let text = match self.store.take_notice() {
                    Some(notice) => notice.render(self.lang),
                    None => tr!(
                        self.lang,
                        Msg::StatusChangedElsewhere,
                        what = self.store.label().render(self.lang)
                    ),
                };
                self.status = Status {
                    text,
                    kind: StatusKind::Info,
                };
                true
            }
            Err(e) => {
                self.status = Status {
                    text: e.render(self.lang),
                    kind: StatusKind::Error,
                };
                true
            }
        }
    }

    fn paint(&self, now: DateTime<FixedOffset>) -> Paint<'_> {
        Paint {
            t: self.store.state(),
            theme: &self.theme,
            now,
            lang: self.lang,
            revision: self.store.revision(),
        }
    }

    /// Whether something is running that quitting would walk away from: the Clock's
    /// countdown of a started round with players missing (nothing is ever unsaved, so
    /// otherwise `q` quits at once).
    fn countdown_running(&self) -> bool {
        let t = self.store.state();
        let now = self.clock.now(t);
        let started = crate::core::clock::current_round(t)
            .and_then(|round| session_start(t, round))
            .is_some_and(|start| start <= now);
        started && self.views[CLOCK_TAB].ticks(&self.paint(now))
    }

    /// Handles one terminal event; returns whether the screen needs a redraw.
    pub fn handle(&mut self, event: &Event) -> bool {
        match event {
            Event::Key(key) if key.kind != KeyEventKind::Release => {
                // The key acts on what is on disk now, not on what was drawn before another
                // kup changed it.
                self.follow_disk();
                self.key(key);
                true
            }
            Event::Paste(text) => {
                self.follow_disk();
                self.paste(text);
                true
            }
            Event::Resize(..) => true,
            _ => false,
        }
    }

    /// Handles one key; what it says on the status line goes into the message log.
    pub fn key(&mut self, key: &KeyEvent) {
        let before = self.status.clone();
        self.act(key);
        self.log_change(&before);
    }

    /// Keeps the status in the log when it is not `before` (a message repeated word for
    /// word by the next key is kept once).
    fn log_change(&mut self, before: &Status) {
        if self.status != *before {
            let now = self.clock.now(self.store.state());
            self.log.push(now, &self.status);
        }
    }

    /// The messages of the session, oldest first.
    pub fn messages(&self) -> impl Iterator<Item = &str> {
        self.log.texts()
    }

    fn act(&mut self, key: &KeyEvent) {
        if self.too_small {
            if Key::ctrl('c').matches(key) {
                self.quit = true;
            }
            return;
        }
        match self.overlay.take() {
            Some(Overlay::Help(mut help)) => {
                // Any key but a scrolling one closes help and is not acted on.
                if help.key(key) {
                    self.overlay = Some(Overlay::Help(help));
                }
                return;
            }
            Some(Overlay::Messages(mut log)) => {
                if log.key(key) {
                    self.overlay = Some(Overlay::Messages(log));
                }
                return;
            }
            Some(Overlay::Palette { query, list }) => return self.palette_key(key, query, list),
            Some(Overlay::Event(mut form)) => {
                if let EventOutcome::Open = self.with_ctx(|ctx| form.key(key, ctx)) {
                    self.overlay = Some(Overlay::Event(form));
                }
                return;
            }
            Some(Overlay::Export(mut menu)) => {
                if self.with_ctx(|ctx| menu.key(key, ctx)) {
                    self.overlay = Some(Overlay::Export(menu));
                }
                return;
            }
            Some(Overlay::Captains(mut panel)) => {
                let page = self.captains_page();
                if self.with_ctx(|ctx| panel.key(key, ctx, page.as_deref())) {
                    self.overlay = Some(Overlay::Captains(panel));
                }
                return;
            }
            Some(Overlay::Search(mut search)) => {
                let rows = self.search_rows();
                let step = search.key(key, &rows);
                return self.search_step(search, step);
            }
            Some(Overlay::ConfirmQuit) => {
                if is_yes(key, self.lang) {
                    self.quit = true;
                } else {
                    self.tell(self.lang.text(Msg::QuitCancelled).to_string());
                }
                return;
            }
            None => {}
        }
        // A view taking text leaves the global keys to it, all but the message log: a
        // refusal cut on the status line is read most while its form is still open, and
        // Ctrl-L types nothing.
        let global = lookup(GLOBAL, key);
        let taken = self.views[self.tab].captures_input() && global != Some(Global::Messages);
        if !taken && let Some(action) = global {
            return self.global(action);
        }
        let now = self.clock.now(self.store.state());
        let mut ctx = Ctx {
            store: &mut self.store,
            now,
            status: &mut self.status,
            lang: self.lang,
        };
        if !self.views[self.tab].handle(key, &mut ctx) {
            self.status = Status {
                text: tr!(
                    self.lang,
                    Msg::KeyDoesNothing,
                    key = key_name(key, self.lang),
                    view = self.lang.text(TABS[self.tab])
                ),
                kind: StatusKind::Info,
            };
        }
    }

    /// Runs `f` with what an overlay over the views may do (as a view's key does).
    fn with_ctx<R>(&mut self, f: impl FnOnce(&mut Ctx) -> R) -> R {
        let now = self.clock.now(self.store.state());
        f(&mut Ctx {
            store: &mut self.store,
            now,
            status: &mut self.status,
            lang: self.lang,
        })
    }

    /// Pasted text: into the tournament form, or typed into a view that takes text; a
    /// view that does not is not given it, since its letters would be commands.
    fn paste(&mut self, text: &str) {
        if let Some(Overlay::Search(search)) = &mut self.overlay {
            let mut search = std::mem::take(search);
            let rows = self.search_rows();
            let step = search.paste(text, &rows);
            return self.search_step(search, step);
        }
        match &mut self.overlay {
            Some(Overlay::Event(form)) => form.paste(text),
            None if self.views[self.tab].captures_input() => {
                for c in text.chars() {
                    let c = if c.is_control() { ' ' } else { c };
                    self.act(&KeyEvent::from(KeyCode::Char(c)));
                }
            }
            _ => {}
        }
    }

    fn global(&mut self, action: Global) {
        match action {
            Global::EventForm => {
                self.overlay = Some(Overlay::Event(EventForm::new(self.store.state())))
            }
            Global::Export => self.overlay = Some(Overlay::Export(ExportMenu::default())),
            Global::Search if self.search_rows().is_empty() => {
                let view = self.lang.text(TABS[self.tab]);
                self.tell(tr!(self.lang, Msg::SearchNothingHere, view = view));
            }
            Global::Search => self.overlay = Some(Overlay::Search(Search::default())),
            Global::NextTab => self.enter_tab((self.tab + 1) % TABS.len()),
            Global::PreviousTab => self.enter_tab((self.tab + TABS.len() - 1) % TABS.len()),
            Global::Tab(i) => self.enter_tab(i),
            Global::Help => self.overlay = Some(Overlay::Help(Pager::new(self.help_lines()))),
            Global::Messages => self.overlay = Some(Overlay::Messages(self.log.pager(&self.theme))),
            Global::Serve => self.toggle_server(),
            Global::CaptainsPage => self.toggle_captains(),
            Global::CaptainCodes => match self.with_ctx(|ctx| CaptainsPanel::open(ctx)) {
                Ok(panel) => self.overlay = Some(Overlay::Captains(panel)),
                Err(failure) => {
                    self.status = Status {
                        text: failure.render(self.lang),
                        kind: StatusKind::Error,
                    }
                }
            },
            Global::Palette => {
                self.overlay = Some(Overlay::Palette {
                    query: String::new(),
                    list: TableState::default().with_selected(Some(0)),
                })
            }
            Global::Undo => {
                let outcome = self.store.undo();
                self.report(Msg::Undone, outcome);
            }
            Global::Redo => {
                let outcome = self.store.redo();
                self.report(Msg::Redone, outcome);
            }
            Global::Quit if self.countdown_running() => {
                self.overlay = Some(Overlay::ConfirmQuit);
                let yes = self.lang.text(Msg::FormYes);
                self.status = Status {
                    text: tr!(self.lang, Msg::QuitWhileRunning, yes = yes),
                    kind: StatusKind::Question,
                };
            }
            Global::Quit => self.quit = true,
        }
    }

    /// Shows tab `tab`, telling its view when it was not the one shown.
    fn enter_tab(&mut self, tab: usize) {
        if tab != self.tab {
            self.tab = tab;
            self.views[tab].entered();
        }
    }

    /// The texts of the rows the current view's `/` looks through.
    fn search_rows(&mut self) -> Vec<String> {
        let t = self.store.state();
        let paint = Paint {
            t,
            theme: &self.theme,
            now: self.clock.now(t),
            lang: self.lang,
            revision: self.store.revision(),
        };
        self.views[self.tab].search_rows(&paint)
    }

    /// Moves the view's cursor where the search found a row, and keeps the search open
    /// until it is closed.
    fn search_step(&mut self, search: Search, step: Step) {
        match step {
            Step::Show(row) => {
                if let Some(row) = row {
                    self.views[self.tab].show_row(row);
                }
                self.overlay = Some(Overlay::Search(search));
            }
            Step::Close => {}
        }
    }

    fn tell(&mut self, text: String) {
        self.status = Status {
            text,
            kind: StatusKind::Info,
        };
    }

    /// The status after undo or redo: the command named, or why not.
    fn report(&mut self, done: Msg, outcome: Result<Text, StoreError>) {
        self.status = match outcome {
            Ok(summary) => Status {
                text: tr!(self.lang, done, what = summary.render(self.lang)),
                kind: StatusKind::Saved,
            },
            Err(e) => Status {
                text: e.render(self.lang),
                kind: StatusKind::Error,
            },
        };
    }

    /// Every key of the view behind tab `tab` (0-based, as [`TABS`]), then the global
    /// ones: what help and the palette list there.
    pub fn keys_on(&self, tab: usize) -> Vec<Hint> {
        let mut hints = self.views[tab].hints();
        hints.extend(keymap::hints(GLOBAL));
        hints
    }

    /// The palette's entries matching the query (every word, case-insensitive): the current
    /// view's keys, the global ones (`None`: they act anywhere), then every other view's,
    /// each with the tab it acts on, so that a word names what it names here first.
    fn palette_matches(&self, query: &str) -> Vec<(Option<usize>, Hint)> {
        let words: Vec<String> = query.split_whitespace().map(str::to_lowercase).collect();
        let of_tab = |tab: usize| {
            self.views[tab]
                .hints()
                .into_iter()
                .map(move |h| (Some(tab), h))
        };
        let others = (0..TABS.len()).filter(|t| *t != self.tab).flat_map(of_tab);
        of_tab(self.tab)
            .chain(keymap::hints(GLOBAL).into_iter().map(|h| (None, h)))
            .chain(others)
            .filter(|(_, h)| {
                let label = h.key_label(self.lang);
                let text = format!("{} {label}", h.what.text(self.lang)).to_lowercase();
                words.iter().all(|w| text.contains(w.as_str()))
            })
            .collect()
    }

    /// A key in the palette: Enter goes to the entry's tab and runs it; Ctrl-U clears the
    /// query, as in the forms.
    fn palette_key(&mut self, key: &KeyEvent, mut query: String, mut list: TableState) {
        let matches = self.palette_matches(&query);
        let selected = list.selected().unwrap_or(0);
        match key.code {
            KeyCode::Esc => return,
            KeyCode::Enter => {
                if let Some((tab, hint)) = matches.get(selected) {
                    if let Some(tab) = tab {
                        self.enter_tab(*tab);
                    }
                    self.act(&hint.key.event());
                }
                return;
            }
            KeyCode::Up => list.select(Some(selected.saturating_sub(1))),
            KeyCode::Down => list.select(Some((selected + 1).min(matches.len().saturating_sub(1)))),
            KeyCode::Backspace => {
                query.pop();
                list.select(Some(0));
            }
            _ if Key::ctrl('u').matches(key) => {
                query.clear();
                list.select(Some(0));
            }
            KeyCode::Char(c) if !key.modifiers.contains(KeyModifiers::CONTROL) => {
                query.push(c);
                list.select(Some(0));
            }
            _ => {}
        }
        self.overlay = Some(Overlay::Palette { query, list });
    }

    pub fn draw(&mut self, frame: &mut Frame) {
        let area = frame.area();
        self.too_small = area.width < MIN_WIDTH || area.height < MIN_HEIGHT;
        if self.too_small {
            let [middle] = Layout::vertical([Constraint::Length(2)])
                .flex(Flex::Center)
                .areas(area);
            return frame.render_widget(self.too_small_notice(area), middle);
        }
        let now = self.clock.now(self.store.state());
        let url = self.captains_url();
        let [header, tabs, body, status] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Length(1),
            Constraint::Fill(1),
            Constraint::Length(1),
        ])
        .areas(area);
        let paint = Paint {
            t: self.store.state(),
            theme: &self.theme,
            now,
            lang: self.lang,
            revision: self.store.revision(),
        };
        frame.render_widget(header_line(&paint, header.width), header);
        frame.render_widget(self.tabs(), tabs);
        self.views[self.tab].render(frame, body, &paint);
        self.live = self.views[self.tab].ticks(&paint);
        match self.overlay {
            // Over the whole body, so no sliver of the view beside it reads as part of it.
            Some(Overlay::Help(ref mut help)) => {
                help.render(frame, body, &paint, self.lang.text(Msg::HelpTitle));
            }
            Some(Overlay::Messages(ref mut log)) => {
                log.render(frame, body, &paint, self.lang.text(Msg::MessagesTitle));
            }
            Some(Overlay::Palette { .. }) => self.draw_palette(frame, body),
            Some(Overlay::Event(ref mut form)) => form.render(frame, body, &paint),
            Some(Overlay::Export(ref mut menu)) => menu.render(frame, body, &paint),
            Some(Overlay::Captains(ref mut panel)) => {
                let height = paint.t.teams.len() as u16 + 5;
                panel.render(frame, centered(body, 78, height), &paint, url.as_deref())
            }
            Some(Overlay::ConfirmQuit | Overlay::Search(_)) | None => {}
        }
        let room = body.height + status.height;
        match &self.overlay {
            Some(Overlay::Search(search)) => search.render(frame, status, &self.theme, self.lang),
            _ => draw_status(frame, status, room, &self.status, &self.theme, self.lang),
        }
    }

    /// What a screen smaller than the views are laid out for shows instead, in its middle.
    fn too_small_notice(&self, area: Rect) -> Paragraph<'static> {
        let text = vec![
            Line::from(self.lang.text(Msg::WindowTooSmall)),
            Line::from(tr!(
                self.lang,
                Msg::WindowIsOnly,
                width = area.width,
                height = area.height
            )),
        ];
        Paragraph::new(text)
            .alignment(Alignment::Center)
            .wrap(Wrap { trim: true })
            .style(self.theme.warning)
    }

    fn tabs(&self) -> Tabs<'static> {
        let titles = TABS
            .iter()
            .enumerate()
            .map(|(i, name)| format!("F{} {}", i + 1, self.lang.text(*name)));
        Tabs::new(titles)
            .select(self.tab)
            .style(self.theme.tab)
            .highlight_style(self.theme.tab_active)
            .divider(self.theme.separator().trim())
    }

    /// Help's text: the keys of the current view, then the global ones.
    fn help_lines(&self) -> Vec<Entry> {
        let key = self.theme.key;
        let mut lines = vec![Entry::styled(
            tr!(
                self.lang,
                Msg::HelpKeysOf,
                view = self.lang.text(TABS[self.tab])
            ),
            self.theme.heading.into(),
        )];
        if let Some(note) = self.views[self.tab].help_note() {
            lines.push(Entry::from(self.lang.text(note)));
        }
        let view_hints = self.views[self.tab].hints();
        let row = |h: &Hint| {
            Entry::new(
                Span::styled(format!("{:>18}  ", h.key_label(self.lang)), key),
                Span::raw(h.what.text(self.lang)),
            )
        };
        lines.extend(view_hints.iter().map(row));
        lines.push(Entry::from(""));
        lines.push(Entry::styled(
            self.lang.text(Msg::HelpEverywhere),
            self.theme.heading.into(),
        ));
        lines.push(Entry::from(self.lang.text(Msg::HelpRecoverAtTheDoor)));
        lines.extend(keymap::hints(GLOBAL).iter().map(row));
        lines
    }

    /// The palette: each entry's description wrapped whole, its key and its tab.
    fn draw_palette(&self, frame: &mut Frame, body: Rect) {
        let Some(Overlay::Palette { query, list }) = &self.overlay else {
            return;
        };
        let matches = self.palette_matches(query);
        let area = centered(body, 76, body.height.min(16));
        let widths = [
            Constraint::Fill(1),
            Constraint::Length(16),
            Constraint::Length(12),
        ];
        let cut = super::views::column_widths(area, &widths);
        let rows = matches.iter().map(|(tab, h)| {
            let what = width::wrap(h.what.text(self.lang), usize::from(cut[0]));
            let height = u16::try_from(what.len()).unwrap_or(1).max(1);
            let tab = tab.map_or_else(String::new, |tab| {
                format!("F{} {}", tab + 1, self.lang.text(TABS[tab]))
            });
            Row::new([
                what.join("\n"),
                width::truncate(&h.key_label(self.lang), usize::from(cut[1])),
                width::truncate(&tab, usize::from(cut[2])),
            ])
            .height(height)
        });
        let title = format!(" : {query}_ ");
        let block = Paint {
            t: self.store.state(),
            theme: &self.theme,
            now: self.clock.now(self.store.state()),
            lang: self.lang,
            revision: self.store.revision(),
        }
        .block(title);
        let table = Table::new(rows, widths)
            .block(block)
            .style(self.theme.text)
            .row_highlight_style(self.theme.selected);
        let mut list = *list;
        frame.render_widget(Clear, area);
        frame.render_stateful_widget(table, area, &mut list);
    }
}

/// A `width` x `height` rectangle in the middle of `area` (clipped to it).
fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let [column] = Layout::horizontal([Constraint::Length(width.min(area.width))])
        .flex(Flex::Center)
        .areas(area);
    let [middle] = Layout::vertical([Constraint::Length(height.min(area.height))])
        .flex(Flex::Center)
        .areas(column);
    middle
}

/// The header: tournament, round k of n, the clock count ("3 missing, next expiry 09:28"),
/// the next round's start, the time now. The next
/// start is left out when the line would not fit.
fn header_line(paint: &Paint, width: u16) -> Line<'static> {
    let t = paint.t;
    let sep = paint.theme.separator();
    let round_of = tr!(
        paint.lang,
        Msg::RoundOf,
        round = current_round(t),
        rounds = planned_rounds(t)
    );
    let round = format!("{sep}{round_of}");
    // The clock count goes on the right, beside the time; the name is what gets cut.
    let count = clock_header_count(t, paint.now, paint.lang)
        .map(|count| format!("{}{count}{sep}", sep.trim_start()))
        .unwrap_or_default();
    let right = format!("{count}{} ", format::time(paint.now.time()));
    let width = usize::from(width);
    let name_room = width.saturating_sub(round.width() + right.width() + 2);
    let mut left = format!(" {}{round}", width::truncate(&t.info.name, name_room));
    if let Some((round, start)) = next_start(t, paint.now) {
        let when = format::moment(paint.lang, start, paint.now);
        let next = format!(
            "{sep}{}",
            tr!(paint.lang, Msg::NextRoundAt, round = round, when = when)
        );
        if left.width() + next.width() + right.width() < width {
            left.push_str(&next);
        }
    }
    let pad = width.saturating_sub(left.width() + right.width());
    Line::from(format!("{left}{}{right}", " ".repeat(pad))).style(paint.theme.header)
}

/// The first round after every round under way (clocks started or a result in) that
/// starts after `now`: its number and scheduled start. A round played ahead of its
/// schedule is not the next one however early the clock is.
fn next_start(t: &Tournament, now: DateTime<FixedOffset>) -> Option<(u32, DateTime<FixedOffset>)> {
    let under_way = t
        .rounds
        .iter()
        .rposition(|round| {
            round.actual_start.is_some()
                || round.matches.iter().any(|m| {
                    m.score_only.is_some() || m.boards.iter().any(|b| b.result.points().is_some())
                })
        })
        .map_or(0, |index| index as u32 + 1);
    (under_way + 1..=planned_rounds(t)).find_map(|round| {
        scheduled_start(t, round)
            .filter(|start| *start > now)
            .map(|s| (round, s))
    })
}

/// A key as help writes it, for "does nothing" messages: an arrow or the space bar by
/// its word in `lang`, a character quoted, another key by the name on its cap.
fn key_name(key: &KeyEvent, lang: Lang) -> String {
    match (keymap::key_word(key.code, lang), key.code) {
        (Some(word), _) => word.to_string(),
        (None, KeyCode::Char(c)) => format!("'{c}'"),
        (None, code) => format!("{code}"),
    }
}

/// A lineup handed in from a phone: round (0-based), team and when.
#[derive(Debug, Clone, PartialEq)]
struct PhoneLineup {
    round: usize,
    team: crate::core::TeamId,
    at: Option<DateTime<FixedOffset>>,
}

impl PhoneLineup {
    /// "Lineup of ŠK X for round 3 handed in from a phone at 09:12", on the hall's clock.
    fn said(&self, t: &Tournament, lang: Lang) -> String {
        let team = t
            .team(self.team)
            .map(|x| x.name.clone())
            .unwrap_or_default();
        let time = self
            .at
            .map(|at| format::time(at.time()))
            .unwrap_or_default();
        tr!(
            lang,
            Msg::StatusPhoneLineup,
            team = team,
            round = self.round + 1,
            time = time
        )
    }
}

/// Every lineup of `t` handed in from a phone.
fn phone_lineups(t: &Tournament) -> Vec<PhoneLineup> {
    t.rounds
        .iter()
        .enumerate()
        .flat_map(|(round, r)| {
            r.lineups
                .iter()
                .filter(|lineup| lineup.from_phone)
                .map(move |lineup| PhoneLineup {
                    round,
                    team: lineup.team,
                    at: lineup.handed_in,
                })
        })
        .collect()
}
