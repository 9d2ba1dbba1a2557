//! `kup serve`: the event's pages (`interop::site`) on the hall's network, from the
//! arbiter's own machine, offline. The server only reads: it opens the tournament
//! read-only, follows the arbiter's changes by the snapshot's identity (one `stat` a
//! request), and answers nothing but the pages it names, so no path from a request ever
//! reaches the file system. Pages are cached per version and language, so a thousand
//! phones polling cost one rendering per change.
//!
//! tiny_http serves: a small synchronous server (a thread reads each connection, a few
//! workers answer), which fits a program that has no async runtime and a few hundred
//! readers on a local network; see ARCHITECTURE.md for the choice.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;

use chrono::{DateTime, Local};
use tiny_http::{Header, Method, Request, Response};

use super::exit::Failure;
use crate::core::Tournament;
use crate::i18n::{Lang, Msg, Text};
use crate::interop::site::{Live, Page, render};
use crate::store::{CURRENT, Store};

/// Where the pages are served unless the arbiter says otherwise: this machine only.
pub const DEFAULT_BIND: &str = "127.0.0.1:8080";

/// The threads that answer requests; rendering is cached, so a few keep up.
const WORKERS: usize = 4;

/// A running server; [`Server::stop`] (or dropping it) ends it.
pub struct Server {
    address: SocketAddr,
    http: Arc<tiny_http::Server>,
    workers: Vec<JoinHandle<()>>,
}

impl Server {
    /// Serves the event in `dir` at `bind` (port 0: any free port).
    pub fn start(dir: &Path, bind: SocketAddr) -> Result<Server, Failure> {
        let store = Store::open_read_only(dir)?;
        let site = Arc::new(Site::new(store));
        let http = tiny_http::Server::http(bind).map_err(|e| {
            Failure::with(
                super::exit::Exit::Io,
                Text::new(Msg::SiteCannotBind)
                    .arg("address", bind)
                    .arg("why", e),
            )
        })?;
        let http = Arc::new(http);
        let address = http
            .server_addr()
            .to_ip()
            .expect("a server started by address listens on one");
        let workers = (0..WORKERS)
            .map(|_| {
                let (http, site) = (Arc::clone(&http), Arc::clone(&site));
                std::thread::spawn(move || {
                    while let Ok(request) = http.recv() {
                        site.answer(request);
                    }
                })
            })
            .collect();
        Ok(Server {
            address,
            http,
            workers,
        })
    }

    /// Where the server listens.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// Stops listening and waits for the workers to finish their requests.
    pub fn stop(mut self) {
        self.shut_down();
    }

    fn shut_down(&mut self) {
        // Each call wakes one worker waiting in `recv`.
        for _ in &self.workers {
            self.http.unblock();
        }
        for worker in self.workers.drain(..) {
            let _ = worker.join();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.shut_down();
    }
}

/// The event as the server knows it, and its pages rendered so far.
struct Site {
    store: Mutex<Store>,
    shown: Mutex<Shown>,
}

/// One version of the event: the state, when it changed, and its rendered pages.
struct Shown {
    version: u64,
    tournament: Arc<Tournament>,
    changed: String,
    pages: HashMap<(Lang, Page), Arc<String>>,
}

/// What a request is answered with.
enum Answer {
    Page(Arc<String>),
    Version(u64),
    Redirect(String),
    NotFound(Lang),
    BadRequest(Lang),
}

impl Site {
    fn new(store: Store) -> Site {
        let shown = Shown {
            version: 0,
            tournament: Arc::new(store.state().clone()),
            changed: changed_at(store.dir()),
            pages: HashMap::new(),
        };
        Site {
            store: Mutex::new(store),
            shown: Mutex::new(shown),
        }
    }

    fn answer(&self, request: Request) {
        let answer = self.answer_for(&request);
        let head = *request.method() == Method::Head;
        let response = match answer {
            Answer::Page(html) => page_response(&html, 200, head),
            Answer::Version(version) => Response::from_string(version.to_string())
                .with_header(header("Content-Type", "text/plain; charset=utf-8"))
                .with_header(header("Cache-Control", "no-store"))
                .boxed(),
            Answer::Redirect(to) => Response::empty(302)
                .with_header(header("Location", &to))
                .boxed(),
            Answer::NotFound(lang) => message_response(lang, Msg::SiteNotFound, 404, head),
            Answer::BadRequest(lang) => message_response(lang, Msg::SiteBadRequest, 400, head),
        };
        // A reader who left before the answer is no concern of the event's.
        let _ = request.respond(response);
    }

    fn answer_for(&self, request: &Request) -> Answer {
        let lang = preferred_language(request);
        if !matches!(request.method(), Method::Get | Method::Head) {
            return Answer::BadRequest(lang);
        }
        let path = request.url().split(['?', '#']).next().unwrap_or_default();
        match path {
            "/" => Answer::Redirect(format!("/{}/index.html", lang.code())),
            "/version" => Answer::Version(self.refresh().0),
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

    /// The page in `lang` of the newest version, rendered once per version.
    fn page(&self, page: Page, lang: Lang) -> Option<Arc<String>> {
        let (version, tournament, changed) = self.refresh();
        let cached = self.shown().pages.get(&(lang, page)).cloned();
        if let Some(html) = cached {
            return Some(html);
        }
        let live = Live { version, changed };
        let html = Arc::new(render(&tournament, page, lang, Some(&live))?);
        let mut shown = self.shown();
        if shown.version == version {
            shown.pages.insert((lang, page), Arc::clone(&html));
        }
        Some(html)
    }

    /// Follows the arbiter's changes; the version shown, its state and when it changed.
    /// A snapshot that cannot be read just now (being replaced, say) leaves the last one.
    fn refresh(&self) -> (u64, Arc<Tournament>, String) {
        let mut store = self.store.lock().unwrap_or_else(PoisonError::into_inner);
        let changed = store.reload_if_changed().unwrap_or(false);
        let mut shown = self.shown();
        if changed {
            shown.version += 1;
            shown.tournament = Arc::new(store.state().clone());
            shown.changed = changed_at(store.dir());
            shown.pages.clear();
        }
        (
            shown.version,
            Arc::clone(&shown.tournament),
            shown.changed.clone(),
        )
    }

    fn shown(&self) -> std::sync::MutexGuard<'_, Shown> {
        self.shown.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// When the snapshot was last written, in the hall's time (the machine's clock).
fn changed_at(dir: &Path) -> String {
    let path: PathBuf = dir.join(CURRENT);
    std::fs::metadata(path)
        .and_then(|m| m.modified())
        .map(|at| DateTime::<Local>::from(at).format("%H:%M:%S").to_string())
        .unwrap_or_default()
}

/// The language a path's first part names (`/hr/...`).
fn language_of(part: &str) -> Option<Lang> {
    Lang::ALL.into_iter().find(|lang| lang.code() == part)
}

/// The first language of the browser's Accept-Language that kup speaks, else English.
fn preferred_language(request: &Request) -> Lang {
    request
        .headers()
        .iter()
        .find(|h| h.field.equiv("Accept-Language"))
        .and_then(|h| {
            h.value
                .as_str()
                .split(',')
                .filter_map(|tag| Lang::from_locale(tag.split(';').next()?.trim()))
                .next()
        })
        .unwrap_or(Lang::En)
}

fn header(name: &str, value: &str) -> Header {
    Header::from_bytes(name.as_bytes(), value.as_bytes()).expect("an ASCII header")
}

/// An HTML answer; no external resource may load, and the page is never cached stale.
fn page_response(html: &str, status: u16, head: bool) -> tiny_http::ResponseBox {
    let body = if head { "" } else { html };
    Response::from_string(body)
        .with_status_code(status)
        .with_header(header("Content-Type", "text/html; charset=utf-8"))
        .with_header(header("Cache-Control", "no-cache"))
        .with_header(header("X-Content-Type-Options", "nosniff"))
        .with_header(header(
            "Content-Security-Policy",
            "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'",
        ))
        .boxed()
}

fn message_response(lang: Lang, msg: Msg, status: u16, head: bool) -> tiny_http::ResponseBox {
    let text = lang.text(msg);
    let html = maud::html! {
        (maud::DOCTYPE)
        html lang=(lang.code()) {
            head { meta charset="utf-8"; title { (text) } }
            body { p { (text) } p { a href="/" { "kup" } } }
        }
    };
    page_response(&html.into_string(), status, head)
}
