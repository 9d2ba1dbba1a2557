//! The transport under `kup serve`: HTTP/1.1 by hyper on a tokio runtime of one thread,
//! with every limit set by kup, so that whatever a client sends fails its own request and
//! never the process. A connection's head, body and time are bounded; connections beyond
//! the bound are answered 503; an `accept` that fails (no file descriptors left, say) is
//! retried after a pause; a handler that panics answers 500. Requests are answered on the
//! runtime's one thread: pages are cached, and no request waits on another's client.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use http_body_util::{BodyExt, Full, LengthLimitError, Limited};
use hyper::body::{Bytes, Incoming};
use hyper::header::{CONNECTION, CONTENT_LENGTH, HeaderMap, HeaderName, HeaderValue};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::{Method, Request, Response, StatusCode};
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore, oneshot};
use tokio_io_timeout::TimeoutStream;

/// The name of the server's thread: the full-screen program's panic hook leaves the
/// terminal alone for a panic there (a handler's, which answers 500).
pub const SERVER_THREAD: &str = "kup-serve";

/// How long `accept` rests after it fails (no file descriptor left, no memory), so that
/// open connections can close and free what it needs.
const ACCEPT_PAUSE: Duration = Duration::from_millis(100);

/// How long a connection beyond the bound may take to send the request its 503 answers.
const BUSY_HEAD_TIME: Duration = Duration::from_secs(1);

/// hyper's least buffer for a request's head.
const LEAST_HEAD_BYTES: usize = 8192;

/// File descriptors kept for everything else the process opens (the event's files, the
/// 503 answers beyond the bound) when the bound on connections comes from the limit.
const FILES_KEPT: u64 = 128;

/// What the server allows one client.
#[derive(Debug, Clone)]
pub struct Limits {
    /// Connections served at once; one more is answered 503 and closed.
    pub connections: usize,
    /// The request line and headers, in bytes (hyper answers 431 beyond it).
    pub head_bytes: usize,
    /// A request's body, in bytes; a larger one, declared or sent, is answered 413 and
    /// never read.
    pub body_bytes: usize,
    /// From the moment a request is awaited to its head's last byte: a connection idle
    /// that long between requests, or sending its head slower, is closed.
    pub head_time: Duration,
    /// How long one read or write may wait on the client: a reader who stopped reading
    /// the answer is closed after it.
    pub stall_time: Duration,
    /// The whole body of a request.
    pub body_time: Duration,
}

impl Limits {
    /// The limits `kup serve` runs with: connections bounded by the process's file limit.
    pub fn for_this_process() -> Limits {
        let connections = open_files_allowed()
            .saturating_sub(FILES_KEPT)
            .clamp(16, 4096);
        Limits {
            connections: usize::try_from(connections).unwrap_or(4096),
            head_bytes: 16 * 1024,
            body_bytes: 64 * 1024,
            head_time: Duration::from_secs(10),
            stall_time: Duration::from_secs(30),
            body_time: Duration::from_secs(10),
        }
    }
}

/// The process's limit on open files (RLIMIT_NOFILE's soft limit).
#[cfg(unix)]
fn open_files_allowed() -> u64 {
    rustix::process::getrlimit(rustix::process::Resource::Nofile)
        .current
        .unwrap_or(u64::MAX)
}

#[cfg(not(unix))]
fn open_files_allowed() -> u64 {
    u64::MAX
}

/// A request as a handler sees it: its body read whole (POST only, within the limit).
#[derive(Debug)]
pub struct Asked {
    pub method: Method,
    /// The path and query, as sent.
    pub target: String,
    pub headers: HeaderMap,
    pub peer: SocketAddr,
    pub body: Bytes,
}

/// An answer.
#[derive(Debug)]
pub struct Reply {
    pub status: StatusCode,
    pub headers: Vec<(HeaderName, HeaderValue)>,
    pub body: Bytes,
}

/// Why the transport answered a request without its handler.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The body, declared or sent, is over [`Limits::body_bytes`], given.
    TooLarge(usize),
    /// The body did not arrive within [`Limits::body_time`].
    TooSlow,
    /// [`Limits::connections`] are open.
    Busy,
    /// The handler panicked.
    Failed,
}

/// What answers requests: the site's pages, or a test's stand-in.
pub trait Handler: Send + Sync + 'static {
    fn answer(&self, asked: Asked) -> Reply;
    /// The answer when the transport refuses; `headers` are the request's.
    fn refuse(&self, why: Refusal, headers: &HeaderMap) -> Reply;
}

/// A running server: its thread, and the way to stop it.
pub struct Transport {
    address: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl Transport {
    /// Listens at `bind` and serves on a thread of its own; fails only when it cannot
    /// listen or start its thread.
    pub fn start(
        bind: SocketAddr,
        limits: Limits,
        handler: Arc<dyn Handler>,
    ) -> std::io::Result<Transport> {
        let listener = std::net::TcpListener::bind(bind)?;
        listener.set_nonblocking(true)?;
        let address = listener.local_addr()?;
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_io()
            .enable_time()
            .build()?;
        let (stop, stopped) = oneshot::channel();
        let thread = std::thread::Builder::new()
            .name(SERVER_THREAD.to_string())
            .spawn(move || {
                runtime.block_on(async move {
                    // Inside the runtime: tokio's listener needs its reactor.
                    let Ok(listener) = TcpListener::from_std(listener) else {
                        return;
                    };
                    tokio::select! {
                        () = accept(listener, Arc::new(limits), handler) => {}
                        _ = stopped => {}
                    }
                });
            })?;
        Ok(Transport {
            address,
            stop: Some(stop),
            thread: Some(thread),
        })
    }

    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// Whether the server has ended without being stopped: its thread failed.
    pub fn has_failed(&self) -> bool {
        self.thread.as_ref().is_some_and(JoinHandle::is_finished)
    }

    /// Stops accepting, drops every open connection and waits for the thread.
    pub fn stop(mut self) {
        self.shut_down();
    }

    fn shut_down(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Transport {
    fn drop(&mut self) {
        self.shut_down();
    }
}

/// Accepts for ever: a failed `accept` (EMFILE, ENFILE, ENOMEM, a connection reset before
/// it was taken) is waited out, never fatal.
async fn accept(listener: TcpListener, limits: Arc<Limits>, handler: Arc<dyn Handler>) {
    let open = Arc::new(Semaphore::new(limits.connections));
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(_) => {
                tokio::time::sleep(ACCEPT_PAUSE).await;
                continue;
            }
        };
        let permit = Arc::clone(&open).try_acquire_owned().ok();
        tokio::spawn(connection(
            stream,
            peer,
            permit,
            Arc::clone(&limits),
            Arc::clone(&handler),
        ));
    }
}

/// One connection, within the limits; without a permit (too many open) its one request
/// is answered 503.
async fn connection(
    stream: TcpStream,
    peer: SocketAddr,
    permit: Option<OwnedSemaphorePermit>,
    limits: Arc<Limits>,
    handler: Arc<dyn Handler>,
) {
    let busy = permit.is_none();
    let mut timed = TimeoutStream::new(stream);
    timed.set_read_timeout(Some(limits.stall_time));
    timed.set_write_timeout(Some(limits.stall_time));
    let io = TokioIo::new(Box::pin(timed));
    let mut http = http1::Builder::new();
    let head_time = if busy {
        limits.head_time.min(BUSY_HEAD_TIME)
    } else {
        limits.head_time
    };
    http.timer(TokioTimer::new())
        .header_read_timeout(head_time)
        .max_buf_size(limits.head_bytes.max(LEAST_HEAD_BYTES))
        .title_case_headers(true)
        .keep_alive(!busy);
    let service = service_fn(|request| {
        let (limits, handler) = (Arc::clone(&limits), Arc::clone(&handler));
        async move {
            let reply = if busy {
                refused(&*handler, Refusal::Busy, request.headers())
            } else {
                respond(request, peer, &limits, &*handler).await
            };
            Ok::<_, Infallible>(reply)
        }
    });
    // A connection that breaks (reset, timed out, malformed) concerns its client alone.
    let _ = http.serve_connection(io, service).await;
    drop(permit);
}

/// Reads what the handler needs (a POST's body, within the limits) and answers.
async fn respond(
    request: Request<Incoming>,
    peer: SocketAddr,
    limits: &Limits,
    handler: &dyn Handler,
) -> Response<Full<Bytes>> {
    let declared = request
        .headers()
        .get(CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok()?.parse::<u64>().ok());
    if declared.is_some_and(|length| length > limits.body_bytes as u64) {
        return refused(
            handler,
            Refusal::TooLarge(limits.body_bytes),
            request.headers(),
        );
    }
    let (parts, body) = request.into_parts();
    let body = if parts.method == Method::POST {
        let limited = Limited::new(body, limits.body_bytes);
        match tokio::time::timeout(limits.body_time, limited.collect()).await {
            Ok(Ok(collected)) => collected.to_bytes(),
            Ok(Err(e)) if e.downcast_ref::<LengthLimitError>().is_some() => {
                return refused(
                    handler,
                    Refusal::TooLarge(limits.body_bytes),
                    &parts.headers,
                );
            }
            // The client broke its connection; what is answered no longer matters.
            Ok(Err(_)) => return closing(Reply::empty(StatusCode::BAD_REQUEST)),
            Err(_) => return refused(handler, Refusal::TooSlow, &parts.headers),
        }
    } else {
        Bytes::new()
    };
    let asked = Asked {
        method: parts.method,
        target: parts
            .uri
            .path_and_query()
            .map(|p| p.as_str().to_string())
            .unwrap_or_default(),
        headers: parts.headers,
        peer,
        body,
    };
    let headers = asked.headers.clone();
    match catch_unwind(AssertUnwindSafe(|| handler.answer(asked))) {
        Ok(reply) => response(reply),
        Err(_) => refused(handler, Refusal::Failed, &headers),
    }
}

/// The handler's refusal, on a connection that then closes (an unread body stays unread).
fn refused(handler: &dyn Handler, why: Refusal, headers: &HeaderMap) -> Response<Full<Bytes>> {
    let reply = catch_unwind(AssertUnwindSafe(|| handler.refuse(why, headers)))
        .unwrap_or_else(|_| Reply::empty(StatusCode::INTERNAL_SERVER_ERROR));
    closing(reply)
}

fn closing(reply: Reply) -> Response<Full<Bytes>> {
    let mut response = response(reply);
    response
        .headers_mut()
        .insert(CONNECTION, HeaderValue::from_static("close"));
    response
}

fn response(reply: Reply) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(reply.body));
    *response.status_mut() = reply.status;
    response.headers_mut().extend(reply.headers);
    response
}

impl Reply {
    pub fn empty(status: StatusCode) -> Reply {
        Reply {
            status,
            headers: Vec::new(),
            body: Bytes::new(),
        }
    }
}
