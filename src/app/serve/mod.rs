//! `kup serve`: the event's pages (`interop::site`) on the hall's network, from the
//! arbiter's own machine, offline. The server only reads: it opens the tournament
//! read-only, follows the arbiter's changes by the snapshot's identity (one `stat` a
//! request), and answers nothing but the pages it names, so no path from a request ever
//! reaches the file system. Pages are cached per version and language, so a thousand
//! phones polling cost one rendering per change.
//!
//! The transport (`http`) is hyper's, within limits kup sets; see ARCHITECTURE.md for the
//! choice. The cache (`cache`) is bounded by its pages' size.

mod cache;
mod captains;
pub mod http;

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use chrono::{DateTime, Utc};
use hyper::body::Bytes;
use hyper::header::{
    ACCEPT_LANGUAGE, CACHE_CONTROL, CONTENT_SECURITY_POLICY, CONTENT_TYPE, HeaderMap, HeaderValue,
    LOCATION, X_CONTENT_TYPE_OPTIONS,
};
use hyper::{Method, StatusCode};

use self::cache::PageCache;
use self::captains::{Answered, Captains};
use self::http::{Asked, Handler, Limits, Refusal, Reply, Transport};
use super::exit::Failure;
use crate::core::calendar::hall_zone;
use crate::core::lineup::{withheld_phone_lineups, without_lineups};
use crate::core::{TeamId, Tournament};
use crate::i18n::{Lang, Msg, Text};
use crate::interop::site::{Live, Page, SCREEN_PATH, render};
use crate::store::{CURRENT, Store};
use crate::wallclock::WallClock;

/// Where the pages are served unless the arbiter says otherwise: this machine only.
pub const DEFAULT_BIND: &str = "127.0.0.1:8080";

/// A running server; [`Server::stop`] (or dropping it) ends it.
pub struct Server {
    transport: Transport,
    site: Arc<Site>,
}

impl Server {
    /// Serves the event in `dir` at `bind` (port 0: any free port).
    pub fn start(dir: &Path, bind: SocketAddr) -> Result<Server, Failure> {
        Server::start_within(dir, bind, Limits::for_this_process())
    }

    /// [`Server::start`], and the captains hand in lineups with their codes, stamped
    /// by `clock` (the hall's).
    pub fn start_for_captains(
        dir: &Path,
        bind: SocketAddr,
        clock: WallClock,
    ) -> Result<Server, Failure> {
        Server::start_in_hall(dir, bind, clock, true)
    }

    /// [`Server::start`] on the hall's `clock`, with the captains' pages open or closed
    /// ([`Server::open_captains`] turns them on and off while it runs).
    pub fn start_in_hall(
        dir: &Path,
        bind: SocketAddr,
        clock: WallClock,
        captains_open: bool,
    ) -> Result<Server, Failure> {
        let captains = Captains::new(dir.to_path_buf(), clock.clone());
        let site = Site::new(Store::open_read_only(dir)?, clock, Some(captains));
        site.captains_open.store(captains_open, Ordering::SeqCst);
        Server::start_site(site, bind, Limits::for_this_process())
    }

    /// [`Server::start`] within the limits given.
    pub fn start_within(dir: &Path, bind: SocketAddr, limits: Limits) -> Result<Server, Failure> {
        let site = Site::new(Store::open_read_only(dir)?, WallClock::system(), None);
        Server::start_site(site, bind, limits)
    }

    fn start_site(site: Site, bind: SocketAddr, limits: Limits) -> Result<Server, Failure> {
        let site = Arc::new(site);
        let handler: Arc<dyn Handler> = site.clone();
        let transport = Transport::start(bind, limits, handler).map_err(|e| {
            Failure::with(
                super::exit::Exit::Io,
                Text::new(Msg::SiteCannotBind)
                    .arg("address", bind)
                    .arg("why", e),
            )
        })?;
        Ok(Server { transport, site })
    }

    /// Opens the captains' pages (`true`) or closes them; a server started without them
    /// ([`Server::start`]) has none to open.
    pub fn open_captains(&self, open: bool) {
        self.site.captains_open.store(open, Ordering::SeqCst);
    }

    /// Whether the captains' pages are open.
    pub fn captains_open(&self) -> bool {
        self.site.captains.is_some() && self.site.captains_open.load(Ordering::SeqCst)
    }

    /// Where the server listens.
    pub fn address(&self) -> SocketAddr {
        self.transport.address()
    }

    /// Where the hall's phones reach the server: its address, or, when it listens on every
    /// interface (`0.0.0.0`), this machine's address on the network its default route
    /// leaves by (a UDP socket "connected" sends nothing); the listening address when
    /// there is no such network.
    pub fn reachable_address(&self) -> SocketAddr {
        let address = self.address();
        if !address.ip().is_unspecified() {
            return address;
        }
        let outward = std::net::UdpSocket::bind((address.ip(), 0)).and_then(|socket| {
            socket.connect("192.0.2.1:9")?;
            socket.local_addr()
        });
        outward.map_or(address, |local| SocketAddr::new(local.ip(), address.port()))
    }

    /// Whether the server ended by itself (its thread failed); it answers no more.
    pub fn has_failed(&self) -> bool {
        self.transport.has_failed()
    }

    /// Stops listening and drops the open connections.
    pub fn stop(self) {
        self.transport.stop();
    }
}

/// The event as the server knows it, and its pages rendered so far.
struct Site {
    store: Mutex<Store>,
    shown: Mutex<Shown>,
    /// The hall's clock: a lineup handed in from a phone is shown once its window closed.
    clock: WallClock,
    /// The captains' pages, answered while `captains_open`.
    captains: Option<Captains>,
    captains_open: AtomicBool,
}

/// One version of the event: the state, what of it is public, when it changed, and its
/// rendered pages. A lineup from a phone whose window closes makes a new version.
struct Shown {
    version: u64,
    tournament: Arc<Tournament>,
    public: Arc<Tournament>,
    withheld: Vec<(usize, TeamId)>,
    changed: String,
    pages: PageCache,
}

/// What a request is answered with.
enum Answer {
    Page(Bytes),
    Captain(Answered),
    Version(u64),
    Redirect(String),
    NotFound(Lang),
    BadRequest(Lang),
}

impl Handler for Site {
    fn answer(&self, asked: Asked) -> Reply {
        match self.answer_for(&asked) {
            Answer::Page(html) => page_reply(StatusCode::OK, html),
            Answer::Captain(answered) => {
                let mut reply = page_reply(answered.status, Bytes::from(answered.html));
                reply
                    .headers
                    .push((CACHE_CONTROL, HeaderValue::from_static("no-store")));
                reply
            }
            Answer::Version(version) => Reply {
                status: StatusCode::OK,
                headers: vec![
                    (
                        CONTENT_TYPE,
                        HeaderValue::from_static("text/plain; charset=utf-8"),
                    ),
                    (CACHE_CONTROL, HeaderValue::from_static("no-store")),
                ],
                body: Bytes::from(version.to_string()),
            },
            Answer::Redirect(to) => Reply {
                status: StatusCode::FOUND,
                headers: HeaderValue::try_from(to)
                    .map(|to| vec![(LOCATION, to)])
                    .unwrap_or_default(),
                body: Bytes::new(),
            },
            Answer::NotFound(lang) => {
                message_reply(lang, Text::new(Msg::SiteNotFound), StatusCode::NOT_FOUND)
            }
            Answer::BadRequest(lang) => message_reply(
                lang,
                Text::new(Msg::SiteBadRequest),
                StatusCode::BAD_REQUEST,
            ),
        }
    }

    fn refuse(&self, why: Refusal, headers: &HeaderMap) -> Reply {
        let (text, status) = match why {
            Refusal::TooLarge(bytes) => (
                Text::new(Msg::SiteTooLarge).arg("kib", bytes / 1024),
                StatusCode::PAYLOAD_TOO_LARGE,
            ),
            Refusal::TooSlow => (Text::new(Msg::SiteTooSlow), StatusCode::REQUEST_TIMEOUT),
            Refusal::Busy => (Text::new(Msg::SiteBusy), StatusCode::SERVICE_UNAVAILABLE),
            Refusal::Failed => (
                Text::new(Msg::SiteFailed),
                StatusCode::INTERNAL_SERVER_ERROR,
            ),
        };
        message_reply(preferred_language(headers), text, status)
    }
}

impl Site {
    fn new(store: Store, clock: WallClock, captains: Option<Captains>) -> Site {
        let t = store.state();
        let withheld = withheld_phone_lineups(t, clock.now_in(t));
        let shown = Shown {
            version: 0,
            tournament: Arc::new(t.clone()),
            public: Arc::new(without_lineups(t, &withheld)),
            withheld,
            changed: changed_at(store.dir(), t),
            pages: PageCache::new(),
        };
        Site {
            store: Mutex::new(store),
            shown: Mutex::new(shown),
            clock,
            captains,
            captains_open: AtomicBool::new(false),
        }
    }

    fn answer_for(&self, asked: &Asked) -> Answer {
        let lang = preferred_language(&asked.headers);
        let path = asked.target.split(['?', '#']).next().unwrap_or_default();
        if let Some(answer) = self.captains_answer(asked, path) {
            return answer;
        }
        if !matches!(asked.method, Method::GET | Method::HEAD) {
            return Answer::BadRequest(lang);
        }
        match path {
            "/" => Answer::Redirect(format!("/{}/index.html", lang.code())),
            "/version" => Answer::Version(self.refresh().version),
            SCREEN_PATH => {
                Answer::Redirect(format!("/{}/{}", lang.code(), Page::Screen(1).file_name()))
            }
            _ => {
                let rest = path.strip_prefix('/').unwrap_or_default();
                let (first, name) = rest.split_once('/').unwrap_or_default();
                let page = language_of(first).zip(Page::from_file_name(name));
                match page.and_then(|(lang, page)| self.page(page, lang)) {
                    Some(html) => Answer::Page(html),
                    None => Answer::NotFound(lang),
                }
            }
        }
    }

    /// The captain's pages (`/hr/captain.html`, `/hr/lineup.html`) when they are open.
    fn captains_answer(&self, asked: &Asked, path: &str) -> Option<Answer> {
        let captains = self
            .captains
            .as_ref()
            .filter(|_| self.captains_open.load(Ordering::SeqCst))?;
        let rest = path.strip_prefix('/')?;
        let (first, name) = rest.split_once('/')?;
        let lang = language_of(first)?;
        let answered = match (name, &asked.method) {
            ("captain.html", &Method::GET | &Method::HEAD) => captains.code_page(asked, lang),
            ("captain.html", &Method::POST) => {
                captains.open(&self.refresh().tournament, asked, lang)
            }
            ("lineup.html", &Method::POST) => captains.hand_in(asked, lang),
            _ => return None,
        };
        Some(Answer::Captain(answered))
    }

    /// The page in `lang` of the newest version, rendered once per version while the
    /// cache keeps it.
    fn page(&self, page: Page, lang: Lang) -> Option<Bytes> {
        let now = self.refresh();
        let cached = self.shown().pages.get(lang, page);
        if let Some(html) = cached {
            return Some(html);
        }
        let live = Live {
            version: now.version,
            changed: now.changed,
        };
        let html = Bytes::from(render(&now.public, page, lang, Some(&live))?);
        let mut shown = self.shown();
        if shown.version == now.version {
            shown.pages.put(lang, page, html.clone());
        }
        Some(html)
    }

    /// Follows the arbiter's changes and the hall's clock (a lineup window closing); the
    /// version shown. A snapshot that cannot be read just now (being replaced, say) leaves
    /// the last one.
    fn refresh(&self) -> Current {
        let mut store = self.store.lock().unwrap_or_else(PoisonError::into_inner);
        let changed = store.reload_if_changed().unwrap_or(false);
        let t = store.state();
        let mut shown = self.shown();
        let withheld = if changed || !shown.withheld.is_empty() {
            withheld_phone_lineups(t, self.clock.now_in(t))
        } else {
            Vec::new()
        };
        if changed || withheld != shown.withheld {
            shown.version += 1;
            shown.tournament = Arc::new(t.clone());
            shown.public = Arc::new(without_lineups(t, &withheld));
            shown.withheld = withheld;
            shown.changed = changed_at(store.dir(), t);
            shown.pages = PageCache::new();
        }
        Current {
            version: shown.version,
            tournament: Arc::clone(&shown.tournament),
            public: Arc::clone(&shown.public),
            changed: shown.changed.clone(),
        }
    }

    fn shown(&self) -> std::sync::MutexGuard<'_, Shown> {
        self.shown.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The version of the event shown now: the whole state (for the captains), what of it is
/// public (for the pages), and when it changed.
struct Current {
    version: u64,
    tournament: Arc<Tournament>,
    public: Arc<Tournament>,
    changed: String,
}

/// When the snapshot was last written, on the hall's clock: a server set to UTC would show
/// Zagreb's readers a time an hour behind the hall's.
fn changed_at(dir: &Path, t: &Tournament) -> String {
    let path: PathBuf = dir.join(CURRENT);
    std::fs::metadata(path)
        .and_then(|m| m.modified())
        .map(|at| {
            DateTime::<Utc>::from(at)
                .with_timezone(&hall_zone(t))
                .format("%H:%M:%S")
                .to_string()
        })
        .unwrap_or_default()
}

/// The language a path's first part names (`/hr/...`).
fn language_of(part: &str) -> Option<Lang> {
    Lang::ALL.into_iter().find(|lang| lang.code() == part)
}

/// The first language of the browser's Accept-Language that kup speaks, else English.
fn preferred_language(headers: &HeaderMap) -> Lang {
    headers
        .get(ACCEPT_LANGUAGE)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| {
            value
                .split(',')
                .filter_map(|tag| Lang::from_locale(tag.split(';').next()?.trim()))
                .next()
        })
        .unwrap_or(Lang::En)
}

/// An HTML answer; no external resource may load, and the page is never cached stale.
/// hyper leaves the body out of an answer to HEAD.
fn page_reply(status: StatusCode, html: Bytes) -> Reply {
    Reply {
        status,
        headers: vec![
            (
                CONTENT_TYPE,
                HeaderValue::from_static("text/html; charset=utf-8"),
            ),
            (CACHE_CONTROL, HeaderValue::from_static("no-cache")),
            (X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff")),
            (
                CONTENT_SECURITY_POLICY,
                HeaderValue::from_static(
                    "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'",
                ),
            ),
        ],
        body: html,
    }
}

fn message_reply(lang: Lang, text: Text, status: StatusCode) -> Reply {
    let text = text.render(lang);
    let html = maud::html! {
        (maud::DOCTYPE)
        html lang=(lang.code()) {
            head { meta charset="utf-8"; title { (text) } }
            body { p { (text) } p { a href="/" { "kup" } } }
        }
    };
    page_reply(status, Bytes::from(html.into_string()))
}
