//! A thousand phones on the loopback read the event's pages while the arbiter enters
//! results: every request is answered, with the page of the newest version or a newer
//! one, and every phone ends up showing the last change. How much the readers slow the
//! arbiter's keys is measured by `benches/serve.rs` (figures in `docs/figures.md#site`).

use std::time::Duration;

use kup::app::serve::Server;
use kup::core::{Command, GameResult};

use kup::store::Store;

use crate::common::sample_copy;

#[path = "../../benches/support/readers.rs"]
mod readers;

const READERS: usize = 1000;

#[test]
fn a_thousand_readers_are_all_answered_while_the_arbiter_enters_results() {
    let dir = sample_copy("kzz-2015");
    let server = Server::start(dir.path(), "127.0.0.1:0".parse().unwrap()).unwrap();
    let address = server.address();
    let pages: Vec<String> = ["en", "hr", "sl"]
        .iter()
        .flat_map(|lang| {
            ["index", "pairings-1", "standings-1", "crosstable", "team-5"]
                .map(|page| format!("/{lang}/{page}.html"))
        })
        .collect();
    // Phones poll once a second; a tenth of that makes ten times the load.
    let poll = Duration::from_millis(100);
    let readers = readers::Readers::start(address, READERS, poll, &pages);
    // The arbiter enters table 5's four boards (no results in the sample) with the
    // readers polling, each change durable before the next, as the full-screen program
    // keeps the event open.
    let mut store = Store::open_shared(dir.path(), Duration::from_secs(10)).unwrap();
    for board in 1..=4 {
        std::thread::sleep(poll * 3);
        let result = Command::SetResult {
            round: 1,
            table: 5,
            board,
            result: GameResult::Draw,
        };
        store.execute(result).expect("the result is saved");
    }
    let newest = get_version(address);
    // The server answers on one thread however many connect: shown, not asserted.
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let threads = status.lines().find(|l| l.starts_with("Threads:"));
    eprintln!("with {READERS} readers connected: {threads:?}");
    let tally = readers.finish(newest);
    assert_eq!(tally.errors, 0, "{tally:?}");
    assert_eq!(tally.up_to_date, READERS as u64, "{tally:?}");
    assert_eq!(tally.connections, 1, "{tally:?}");
    // Each reader polled at least once and fetched its page for the version it found
    // first and the newest one.
    assert!(tally.answered >= 3 * READERS as u64, "{tally:?}");
    eprintln!("{READERS} readers: {tally:?}, newest version {newest}");
    assert!(newest >= 1, "the server followed the arbiter's changes");
}

/// The server's newest version, as a page's poll asks for it.
fn get_version(address: std::net::SocketAddr) -> u64 {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(address).unwrap();
    write!(stream, "GET /version HTTP/1.0\r\n\r\n").unwrap();
    let mut raw = String::new();
    stream.read_to_string(&mut raw).unwrap();
    let (_, body) = raw.split_once("\r\n\r\n").unwrap();
    body.trim().parse().unwrap()
}
