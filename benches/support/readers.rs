//! Phones in the hall, as the event's pages behave in a browser: each reader keeps one
//! HTTP/1.1 connection to `kup serve`, asks for `/version` once per poll as the page's
//! script does, and fetches its page again whenever the version changes. Shared by the
//! load test (`tests/it/site_load.rs`) and the bench of the arbiter's keys under load
//! (`benches/serve.rs`).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

/// How long a reader waits for one answer before it counts an error: far beyond any
/// answer on the loopback, so only a server that stopped answering reaches it.
const PATIENCE: Duration = Duration::from_secs(60);

/// The readers, polling until [`Readers::finish`].
pub struct Readers {
    threads: Vec<JoinHandle<Tally>>,
    finish: Arc<Finish>,
}

/// When the readers stop: once told to, and once each has seen the version named.
struct Finish {
    asked: AtomicBool,
    version: AtomicU64,
}

/// What the readers did, added up.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Tally {
    /// Requests answered with 200 and the body they must have.
    pub answered: u64,
    /// Requests not answered, answered with another status, or with a wrong body.
    pub errors: u64,
    /// The readers whose last poll saw the version they were told to wait for.
    pub up_to_date: u64,
    /// The most connections one reader needed (1 unless the server closed one).
    pub connections: u64,
}

impl Readers {
    /// `count` readers at `address`, each polling every `poll`, their first polls spread
    /// over one interval (phones do not open the page at the same instant). Reader `i`
    /// reads `pages[i % pages.len()]`, a path such as `/hr/standings-1.html`.
    pub fn start(address: SocketAddr, count: usize, poll: Duration, pages: &[String]) -> Readers {
        let finish = Arc::new(Finish {
            asked: AtomicBool::new(false),
            version: AtomicU64::new(0),
        });
        let threads = (0..count)
            .map(|i| {
                let finish = Arc::clone(&finish);
                let page = pages[i % pages.len()].clone();
                let first = poll.mul_f64(i as f64 / count as f64);
                std::thread::Builder::new()
                    .stack_size(128 * 1024)
                    .spawn(move || read(address, &page, first, poll, &finish))
                    .expect("a reader's thread")
            })
            .collect();
        Readers { threads, finish }
    }

    /// Lets each reader stop once its poll has seen `version` (the server's newest);
    /// their tally.
    pub fn finish(self, version: u64) -> Tally {
        self.finish.version.store(version, Ordering::SeqCst);
        self.finish.asked.store(true, Ordering::SeqCst);
        self.threads
            .into_iter()
            .map(|t| t.join().expect("a reader"))
            .fold(Tally::default(), |sum, one| Tally {
                answered: sum.answered + one.answered,
                errors: sum.errors + one.errors,
                up_to_date: sum.up_to_date + one.up_to_date,
                connections: sum.connections.max(one.connections),
            })
    }
}

/// One reader: polls, fetches the page on a new version, until told to stop and up to
/// date. An error is counted and the connection opened again.
fn read(
    address: SocketAddr,
    page: &str,
    first: Duration,
    poll: Duration,
    finish: &Finish,
) -> Tally {
    let mut tally = Tally::default();
    let mut connection: Option<Connection> = None;
    let mut shown: Option<u64> = None;
    std::thread::sleep(first);
    loop {
        if connection.is_none() {
            connection = Connection::open(address);
            tally.connections += 1;
        }
        let polled = connection.as_mut().and_then(|c| c.poll(page, &mut shown));
        match polled {
            Some(requests) => tally.answered += requests,
            None => {
                tally.errors += 1;
                connection = None;
            }
        }
        if finish.asked.load(Ordering::SeqCst) {
            let wanted = finish.version.load(Ordering::SeqCst);
            if shown.is_some_and(|v| v >= wanted) {
                tally.up_to_date = 1;
                return tally;
            }
        }
        std::thread::sleep(poll);
    }
}

/// One keep-alive connection to the server.
struct Connection {
    stream: BufReader<TcpStream>,
}

impl Connection {
    fn open(address: SocketAddr) -> Option<Connection> {
        let stream = TcpStream::connect(address).ok()?;
        stream.set_read_timeout(Some(PATIENCE)).ok()?;
        stream.set_write_timeout(Some(PATIENCE)).ok()?;
        Some(Connection {
            stream: BufReader::new(stream),
        })
    }

    /// One poll as the page makes it, then the page itself if the version is not the one
    /// shown; the requests answered as they must be, `None` at the first that was not.
    fn poll(&mut self, page: &str, shown: &mut Option<u64>) -> Option<u64> {
        let version: u64 = self.get("/version")?.trim().parse().ok()?;
        if *shown == Some(version) {
            return Some(1);
        }
        let html = self.get(page)?;
        // The page shows the version polled or a newer one, never an older.
        let on_page: u64 = html
            .split("data-version=\"")
            .nth(1)?
            .split('"')
            .next()?
            .parse()
            .ok()?;
        (on_page >= version).then_some(())?;
        *shown = Some(on_page);
        Some(2)
    }

    /// The body of a 200 answer to `GET path`; `None` for anything else.
    fn get(&mut self, path: &str) -> Option<String> {
        let request = format!("GET {path} HTTP/1.1\r\nHost: kup\r\nAccept-Language: hr\r\n\r\n");
        self.stream.get_mut().write_all(request.as_bytes()).ok()?;
        let mut status = String::new();
        self.stream.read_line(&mut status).ok()?;
        let ok = status.starts_with("HTTP/1.1 200 ");
        let mut length = None;
        loop {
            let mut line = String::new();
            self.stream.read_line(&mut line).ok()?;
            if line == "\r\n" || line.is_empty() {
                break;
            }
            if let Some((name, value)) = line.split_once(':')
                && name.eq_ignore_ascii_case("content-length")
            {
                length = value.trim().parse::<usize>().ok();
            }
        }
        let mut body = vec![0; length?];
        self.stream.read_exact(&mut body).ok()?;
        ok.then(|| String::from_utf8(body).ok()).flatten()
    }
}
