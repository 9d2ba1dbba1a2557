//! Hostile clients against `kup serve` on the loopback: huge and malformed heads and
//! bodies, thousands of idle connections under a limit of 1,024 open files, slow clients,
//! a handler that panics, a crawler over every page. Each fails its own request; the
//! server (a `kup serve` process, or the full-screen program's Ctrl-W) lives on and
//! answers the next reader.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use kup::app::serve::http::{Asked, Handler, Limits, Refusal, Reply, Transport};
use kup::i18n::Lang;
use kup::interop::site::pages;

use crate::common::tmux::{Session, tmux_available};
use crate::common::{address_in, on_disk, sample_copy};

/// How long a normal reader may wait for the front page once the hostile clients are
/// done: a liveness bound, generous for a loaded CI machine (a page is answered in a few
/// milliseconds on an idle one).
const LIVELY: Duration = Duration::from_millis(1000);

/// `kup serve DIR` in a process of its own, with at most `open_files` file descriptors.
struct Served {
    child: Child,
    address: SocketAddr,
    dir: tempfile::TempDir,
}

impl Served {
    /// A copy of the county cup's sample, served under a limit of 1,024 open files.
    fn sample() -> Served {
        Served::start(sample_copy("kzz-2015"), 1024)
    }

    fn start(dir: tempfile::TempDir, open_files: u32) -> Served {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(format!(
                "ulimit -n {open_files} && exec \"$0\" serve \"$1\" --bind 127.0.0.1:0"
            ))
            .arg(env!("CARGO_BIN_EXE_kup"))
            .arg(dir.path())
            .env("LC_ALL", "C")
            .env("KUP_CONFIG", "/nonexistent/kup-config.ron")
            .stdout(Stdio::piped())
            .spawn()
            .expect("sh starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("piped"))
            .read_line(&mut line)
            .expect("kup serve says where it listens");
        let address = address_in(&line).expect(&line);
        Served {
            child,
            address,
            dir,
        }
    }

    /// The process has not ended (it did not abort, nor exit).
    fn assert_alive(&mut self) {
        let status = self.child.try_wait().expect("waitable");
        assert_eq!(status, None, "kup serve ended");
    }

    /// Alive, and a reader is answered; the time the reader waited.
    fn assert_lively(&mut self) -> Duration {
        self.assert_alive();
        reader_is_answered(self.address)
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Sends `request` (as much of it as the server takes) and reads the answer until the
/// server closes or ten seconds pass; what came back.
fn exchange(address: SocketAddr, request: &[u8]) -> String {
    let mut stream = TcpStream::connect(address).expect("the server listens");
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let _ = stream.write_all(request);
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    String::from_utf8_lossy(&answer).into_owned()
}

/// The status code of an answer's first line, if any came.
fn status(answer: &str) -> Option<u16> {
    answer.split(' ').nth(1)?.parse().ok()
}

/// A reader asks for the front page; the time it took, after checking it is the page.
fn reader_is_answered(address: SocketAddr) -> Duration {
    let asked = Instant::now();
    let answer = exchange(address, b"GET /en/index.html HTTP/1.0\r\nHost: kup\r\n\r\n");
    let took = asked.elapsed();
    assert_eq!(status(&answer), Some(200), "{answer:.300}");
    assert!(answer.contains("</html>"), "{answer:.300}");
    assert!(took < LIVELY, "the front page took {took:?}");
    took
}

#[test]
fn a_declared_body_of_a_hundred_terabytes_is_answered_413_by_any_method_and_nothing_else_happens() {
    let mut server = Served::sample();
    for method in ["GET", "HEAD", "POST", "PUT", "DELETE"] {
        for path in ["/en/index.html", "/", "/nowhere"] {
            let request = format!(
                "{method} {path} HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999\r\n\r\n"
            );
            let answer = exchange(server.address, request.as_bytes());
            assert_eq!(status(&answer), Some(413), "{method} {path}: {answer:.300}");
            if method == "GET" {
                assert!(answer.contains("at most 64 KiB"), "{answer}");
            }
        }
    }
    // Sent rather than declared: a chunked body past the limit is cut off at it.
    let mut request =
        b"POST /en/index.html HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n".to_vec();
    for _ in 0..200 {
        request.extend_from_slice(b"1000\r\n");
        request.extend_from_slice(&[b'a'; 0x1000]);
        request.extend_from_slice(b"\r\n");
    }
    let answer = exchange(server.address, &request);
    assert_eq!(status(&answer), Some(413), "{answer:.300}");
    server.assert_lively();
}

#[test]
fn huge_and_malformed_heads_are_refused_one_request_at_a_time() {
    let mut server = Served::sample();
    let long_header = format!(
        "GET /en/index.html HTTP/1.1\r\nHost: x\r\nX-Long: {}\r\n\r\n",
        "a".repeat(1 << 20)
    );
    let many_headers = format!(
        "GET /en/index.html HTTP/1.1\r\nHost: x\r\n{}\r\n",
        "X-A: b\r\n".repeat(10_000)
    );
    let long_path = format!("GET /{} HTTP/1.1\r\nHost: x\r\n\r\n", "a".repeat(1 << 20));
    let cases: [(&str, &[u8], &[u16]); 9] = [
        ("a header of 1 MiB", long_header.as_bytes(), &[431]),
        ("10,000 headers", many_headers.as_bytes(), &[431]),
        ("a path of 1 MiB", long_path.as_bytes(), &[414, 431]),
        ("binary noise", b"\x00\x01\x02\xff\xfe\r\n\r\n", &[400]),
        ("no version", b"GET /en/index.html\r\n\r\n", &[400]),
        (
            "a version from the future",
            b"GET /en/index.html HTTP/9.9\r\nHost: x\r\n\r\n",
            &[400, 505],
        ),
        (
            "a length and a chunked body at once",
            b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
            &[400],
        ),
        (
            "two lengths that disagree",
            b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 7\r\n\r\nhello",
            &[400],
        ),
        (
            "a path that is not UTF-8",
            b"GET /en/\xc3\x28.html HTTP/1.1\r\nHost: x\r\n\r\n",
            &[400, 404],
        ),
    ];
    for (what, request, expected) in cases {
        let answer = exchange(server.address, request);
        let got = status(&answer);
        assert!(
            got.is_some_and(|s| expected.contains(&s)),
            "{what}: {got:?}, {answer:.300}"
        );
        server.assert_alive();
    }
    server.assert_lively();
}

#[test]
fn two_thousand_idle_connections_under_a_limit_of_1024_files_leave_the_server_serving() {
    let mut server = Served::sample();
    let mut idle = Vec::new();
    for _ in 0..2000 {
        // Past the listen queue a connection may not be taken at all: that is the kernel's.
        if let Ok(stream) = TcpStream::connect_timeout(&server.address, Duration::from_secs(2)) {
            idle.push(stream);
        }
    }
    assert!(idle.len() > 1024, "{} connections opened", idle.len());
    // With more connections open than the server may hold, a reader is told so (503),
    // or served once an idle one has been closed: answered either way.
    let answer = exchange(
        server.address,
        b"GET /en/index.html HTTP/1.0\r\nHost: kup\r\n\r\n",
    );
    eprintln!(
        "with 2,000 idle connections open a reader got {:?}",
        status(&answer)
    );
    assert!(matches!(status(&answer), Some(200 | 503)), "{answer:.300}");
    server.assert_alive();
    drop(idle);
    // The closed connections are noticed as the server reads them.
    std::thread::sleep(Duration::from_millis(500));
    let took = server.assert_lively();
    eprintln!("after 2,000 idle connections the front page took {took:?}");
}

#[test]
fn slow_clients_are_cut_off_and_readers_are_answered_meanwhile() {
    let mut server = Served::sample();
    let started = Instant::now();
    // Fifty heads that never end, one byte every half second.
    let mut slow: Vec<TcpStream> = (0..50)
        .map(|_| TcpStream::connect(server.address).expect("connects"))
        .collect();
    // A body declared and never sent.
    let mut stalled = TcpStream::connect(server.address).unwrap();
    stalled
        .write_all(b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nabc")
        .unwrap();
    let mut cut_off = 0;
    while started.elapsed() < Duration::from_secs(25) && cut_off < slow.len() {
        std::thread::sleep(Duration::from_millis(500));
        cut_off = slow
            .iter_mut()
            .map(|s| s.write_all(b"X"))
            .filter(Result::is_err)
            .count();
        reader_is_answered(server.address);
    }
    // hyper closes a head not whole within 10 s; a write to a closed socket fails only
    // from the second one after the close.
    assert_eq!(cut_off, slow.len(), "after {:?}", started.elapsed());
    stalled
        .set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    let mut answer = String::new();
    let _ = stalled.read_to_string(&mut answer);
    assert_eq!(status(&answer), Some(408), "{answer:.300}");
    server.assert_lively();
}

#[test]
fn a_crawler_over_every_page_in_every_language_is_answered_and_the_server_lives_on() {
    let mut server = Served::sample();
    let mut seen = std::collections::BTreeSet::new();
    let mut queue: Vec<String> = Lang::ALL
        .iter()
        .map(|lang| format!("/{}/index.html", lang.code()))
        .collect();
    while let Some(path) = queue.pop() {
        if !seen.insert(path.clone()) {
            continue;
        }
        let answer = exchange(
            server.address,
            format!("GET {path} HTTP/1.0\r\nHost: kup\r\n\r\n").as_bytes(),
        );
        assert_eq!(status(&answer), Some(200), "{path}: {answer:.300}");
        let folder = &path[..path.rfind('/').unwrap_or(0) + 1];
        // A hall screen's slides lead to each other by a refresh, not a link.
        let refreshes = answer.split(";url=").skip(1);
        for link in answer.split("href=\"").skip(1).chain(refreshes) {
            let link = link.split('"').next().unwrap_or_default();
            if link.starts_with("http") || link.starts_with('#') || link.is_empty() {
                continue;
            }
            let target = if link.starts_with('/') {
                link.to_string()
            } else {
                format!("{folder}{link}")
            };
            let target = resolve_dots(&target);
            if target.ends_with(".html") {
                queue.push(target);
            }
        }
    }
    let every = pages(&on_disk(server.dir.path())).len() * Lang::ALL.len();
    assert!(
        seen.len() >= every,
        "{} pages crawled of {every}",
        seen.len()
    );
    server.assert_lively();
}

/// `/en/../hr/index.html` as `/hr/index.html`.
fn resolve_dots(path: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    for part in path.split('/') {
        match part {
            ".." => {
                parts.pop();
            }
            "." => {}
            _ => parts.push(part),
        }
    }
    parts.join("/")
}

/// A handler that panics on `/panic` and answers everything else.
struct Brittle;

impl Handler for Brittle {
    fn answer(&self, asked: Asked) -> Reply {
        assert_ne!(asked.target, "/panic", "a handler's bug");
        Reply::empty(hyper::StatusCode::NO_CONTENT)
    }

    fn refuse(&self, why: Refusal, _: &hyper::HeaderMap) -> Reply {
        let status = match why {
            Refusal::Failed => hyper::StatusCode::INTERNAL_SERVER_ERROR,
            Refusal::Busy => hyper::StatusCode::SERVICE_UNAVAILABLE,
            _ => hyper::StatusCode::BAD_REQUEST,
        };
        Reply::empty(status)
    }
}

#[test]
fn a_handler_that_panics_fails_its_request_with_500_and_the_next_request_is_answered() {
    let transport = Transport::start(
        "127.0.0.1:0".parse().unwrap(),
        Limits::for_this_process(),
        Arc::new(Brittle),
    )
    .expect("listens");
    for _ in 0..3 {
        let answer = exchange(transport.address(), b"GET /panic HTTP/1.0\r\n\r\n");
        assert_eq!(status(&answer), Some(500), "{answer}");
        let answer = exchange(transport.address(), b"GET /fine HTTP/1.0\r\n\r\n");
        assert_eq!(status(&answer), Some(204), "{answer}");
    }
    assert!(!transport.has_failed());
}

#[test]
fn a_connection_beyond_the_bound_is_answered_503_and_served_once_one_closes() {
    let limits = Limits {
        connections: 4,
        ..Limits::for_this_process()
    };
    let transport =
        Transport::start("127.0.0.1:0".parse().unwrap(), limits, Arc::new(Brittle)).unwrap();
    let held: Vec<TcpStream> = (0..4)
        .map(|_| TcpStream::connect(transport.address()).unwrap())
        .collect();
    // The four are taken before the fifth: each answered request proves its connection taken.
    for mut stream in &held {
        stream
            .write_all(b"GET /fine HTTP/1.1\r\nHost: x\r\n\r\n")
            .unwrap();
        let mut answer = [0; 12];
        stream.read_exact(&mut answer).unwrap();
        assert_eq!(&answer, b"HTTP/1.1 204");
    }
    let answer = exchange(transport.address(), b"GET /fine HTTP/1.0\r\n\r\n");
    assert_eq!(status(&answer), Some(503), "{answer}");
    drop(held);
    std::thread::sleep(Duration::from_millis(200));
    let answer = exchange(transport.address(), b"GET /fine HTTP/1.0\r\n\r\n");
    assert_eq!(status(&answer), Some(204), "{answer}");
}

#[test]
fn the_full_screen_program_serving_with_ctrl_w_outlives_hostile_clients() {
    if !tmux_available() {
        eprintln!("tmux is not installed: skipped");
        return;
    }
    let dir = sample_copy("kzz-2015");
    let config = dir.path().join("config.ron");
    std::fs::write(&config, "(serve_bind: \"127.0.0.1:0\")").unwrap();
    let config = config.display().to_string();
    let session = Session::start_on_with_env(
        dir.path(),
        "--clock 2015-02-15T10:00:00+01:00",
        &[("KUP_CONFIG", &config), ("LC_ALL", "C")],
    );
    session.wait_for_text("Round");
    session.keys(&["C-w"]);
    session.wait_for_text("http://");
    let address = address_in(&session.screen()).expect("the status line names the address");
    let huge = b"GET /en/index.html HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999\r\n\r\n";
    assert_eq!(status(&exchange(address, huge)), Some(413));
    let idle: Vec<TcpStream> = (0..600)
        .filter_map(|_| TcpStream::connect(address).ok())
        .collect();
    let noise = exchange(address, b"\x00\x01\x02\xff\r\n\r\n");
    assert_eq!(status(&noise), Some(400), "{noise}");
    drop(idle);
    std::thread::sleep(Duration::from_millis(500));
    reader_is_answered(address);
    assert_eq!(session.exit_status(), None, "{}", session.screen());
    // The screen still takes keys: Ctrl-W stops the pages and says so.
    session.keys(&["C-w"]);
    session.wait_for_text("Web pages stopped");
    assert_eq!(session.exit_status(), None);
}
