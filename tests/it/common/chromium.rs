//! A real headless Chromium, driven over the Chrome DevTools Protocol, for the tests of the
//! event's web pages: one tab that loads pages, runs a line of JavaScript in them, takes
//! screenshots, and keeps every console error and uncaught exception the pages raise.
//! `.ci/run` installs Chromium from the distribution's packages; where it is missing,
//! [`Chromium::launch`] says so and the tests are skipped, as the tmux tests are.

use std::collections::VecDeque;
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tungstenite::{Message, WebSocket};

/// How long the browser may take to answer one command before the test fails: a guard
/// against a hang on a loaded machine, not a measure of speed.
const PATIENCE: Duration = Duration::from_secs(60);

/// One browser at a time: each is a few hundred MB and the tests run in parallel.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// The browser and its one tab.
pub struct Chromium {
    child: Child,
    socket: WebSocket<TcpStream>,
    session: String,
    next_id: u64,
    events: VecDeque<Value>,
    problems: Vec<String>,
    _profile: tempfile::TempDir,
    _turn: MutexGuard<'static, ()>,
}

impl Chromium {
    /// A headless Chromium with one blank tab; `None` (and a line on stderr) where the
    /// machine has none.
    pub fn launch() -> Option<Chromium> {
        let Some(binary) = ["chromium", "chromium-browser"]
            .into_iter()
            .find(|b| Command::new(b).arg("--version").output().is_ok())
        else {
            eprintln!("chromium is not installed: browser test skipped");
            return None;
        };
        let turn = ONE_AT_A_TIME.lock().unwrap_or_else(PoisonError::into_inner);
        let profile = tempfile::tempdir().unwrap();
        let child = Command::new(binary)
            .args([
                "--headless=new",
                // The tests run as root in CI, where Chromium's sandbox refuses to start;
                // the pages loaded are kup's own, on the loopback.
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                "--no-default-browser-check",
                "--remote-debugging-port=0",
                "about:blank",
            ])
            .arg(format!("--user-data-dir={}", profile.path().display()))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromium starts");
        let socket = connect(&profile.path().join("DevToolsActivePort"));
        let mut browser = Chromium {
            child,
            socket,
            session: String::new(),
            next_id: 0,
            events: VecDeque::new(),
            problems: Vec::new(),
            _profile: profile,
            _turn: turn,
        };
        browser.open_tab();
        Some(browser)
    }

    fn open_tab(&mut self) {
        let target = self.browser_call("Target.createTarget", json!({"url": "about:blank"}));
        let attached = self.browser_call(
            "Target.attachToTarget",
            json!({"targetId": target["targetId"], "flatten": true}),
        );
        self.session = attached["sessionId"].as_str().unwrap().to_string();
        for domain in ["Page", "Runtime", "Log", "Network"] {
            self.call(&format!("{domain}.enable"), json!({}));
        }
        self.call("Page.setLifecycleEventsEnabled", json!({"enabled": true}));
    }

    /// A command to the tab; its result.
    pub fn call(&mut self, method: &str, params: Value) -> Value {
        let session = self.session.clone();
        self.send(Some(&session), method, params)
    }

    fn browser_call(&mut self, method: &str, params: Value) -> Value {
        self.send(None, method, params)
    }

    fn send(&mut self, session: Option<&str>, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        let mut message = json!({"id": id, "method": method, "params": params});
        if let Some(session) = session {
            message["sessionId"] = json!(session);
        }
        self.socket
            .send(Message::text(message.to_string()))
            .expect("the browser listens");
        loop {
            let message = self.receive();
            if message["id"] == json!(id) {
                assert!(message["error"].is_null(), "{method}: {message}");
                return message["result"].clone();
            }
        }
    }

    /// The next message from the browser; events are kept, problems noted.
    fn receive(&mut self) -> Value {
        let message = loop {
            match self.socket.read() {
                // A socket with a read timeout is not restarted after a signal (signal(7)),
                // and the test binary's other tests start and stop processes all the time;
                // tungstenite keeps the bytes read so far, so reading again resumes the frame.
                Err(tungstenite::Error::Io(e)) if e.kind() == std::io::ErrorKind::Interrupted => {}
                read => break read.expect("the browser answers in time"),
            }
        };
        let Ok(text) = message.to_text() else {
            return Value::Null;
        };
        let value: Value = serde_json::from_str(text).expect("the protocol's JSON");
        if value.get("method").is_some() {
            if let Some(problem) = problem(&value) {
                self.problems.push(problem);
            }
            self.events.push_back(value.clone());
        }
        value
    }

    /// The first event that `wanted` accepts, from now on or already received (and not
    /// taken); its parameters.
    fn wait_for(&mut self, wanted: impl Fn(&Value) -> bool) -> Value {
        let started = Instant::now();
        loop {
            if let Some(at) = self.events.iter().position(&wanted) {
                return self.events.remove(at).unwrap()["params"].clone();
            }
            assert!(started.elapsed() < PATIENCE, "the browser waits in vain");
            self.receive();
        }
    }

    /// The events received so far, taken.
    pub fn take_events(&mut self) -> Vec<Value> {
        // A round trip reads every event the browser sent before answering it.
        self.call("Runtime.evaluate", json!({"expression": "0"}));
        self.events.drain(..).collect()
    }

    /// Loads `url` and waits until it has loaded; the HTTP status of the document.
    pub fn goto(&mut self, url: &str) -> u64 {
        self.events.clear();
        let navigation = self.call("Page.navigate", json!({"url": url}));
        let loader = navigation["loaderId"].clone();
        let response = self.wait_for(|e| {
            let params = &e["params"];
            e["method"] == "Network.responseReceived"
                && params["loaderId"] == loader
                && params["type"] == "Document"
        });
        self.wait_for(|e| {
            let params = &e["params"];
            e["method"] == "Page.lifecycleEvent"
                && params["name"] == "load"
                && params["loaderId"] == loader
        });
        response["response"]["status"].as_u64().unwrap()
    }

    /// The value of a JavaScript expression in the page (a promise is awaited).
    pub fn eval(&mut self, expression: &str) -> Value {
        let answer = self.call(
            "Runtime.evaluate",
            json!({"expression": expression, "returnByValue": true, "awaitPromise": true}),
        );
        assert!(
            answer["exceptionDetails"].is_null(),
            "{expression}: {answer}"
        );
        answer["result"]["value"].clone()
    }

    /// Taps the first element `selector` finds, as a finger would: it must be on the
    /// screen, not scrolled away; then waits until the page it leads to (or the place on
    /// the page) is shown. The URL shown after.
    pub fn tap(&mut self, selector: &str) -> String {
        let selector = serde_json::to_string(selector).unwrap();
        let rect = self.eval(&format!(
            "(() => {{ const r = document.querySelector({selector}).getBoundingClientRect();              return [r.left + r.width / 2, r.top + r.height / 2, r.bottom <= innerHeight && r.top >= 0]; }})()"
        ));
        assert_eq!(rect[2], true, "{selector} is off the screen: {rect}");
        let before = self.eval("location.href");
        for kind in ["mousePressed", "mouseReleased"] {
            self.call(
                "Input.dispatchMouseEvent",
                json!({"type": kind, "x": rect[0], "y": rect[1], "button": "left", "clickCount": 1}),
            );
        }
        let started = Instant::now();
        loop {
            // While the next page loads, the old one's context may be gone: no answer yet.
            let answer = self.call(
                "Runtime.evaluate",
                json!({"expression": "document.readyState === 'complete' ? location.href : null",
                       "returnByValue": true}),
            );
            let now = &answer["result"]["value"];
            if now.is_string() && *now != before {
                return now.as_str().unwrap().to_string();
            }
            assert!(
                started.elapsed() < PATIENCE,
                "tapping {selector} led nowhere"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Shows the pages as a screen `width` x `height` CSS pixels shows them; a phone's
    /// screen (narrower than 600) as a phone does, with the page's viewport.
    pub fn screen(&mut self, width: u32, height: u32) {
        self.call(
            "Emulation.setDeviceMetricsOverride",
            json!({"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600}),
        );
    }

    /// What the screen shows now, as a PNG at `path`.
    pub fn screenshot(&mut self, path: &Path) {
        let shot = self.call("Page.captureScreenshot", json!({"format": "png"}));
        let png = data_encoding::BASE64
            .decode(shot["data"].as_str().unwrap().as_bytes())
            .expect("base64");
        std::fs::write(path, png).unwrap();
    }

    /// The console errors and uncaught exceptions since the last call, taken.
    pub fn take_problems(&mut self) -> Vec<String> {
        self.take_events();
        std::mem::take(&mut self.problems)
    }
}

impl Drop for Chromium {
    fn drop(&mut self) {
        let _ = self.socket.send(Message::text(
            json!({"id": 0, "method": "Browser.close"}).to_string(),
        ));
        let closed = (0..100).any(|_| {
            std::thread::sleep(Duration::from_millis(50));
            matches!(self.child.try_wait(), Ok(Some(_)))
        });
        if !closed {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// The browser's DevTools socket, once it has written where it listens.
fn connect(port_file: &Path) -> WebSocket<TcpStream> {
    let started = Instant::now();
    let written = loop {
        match std::fs::read_to_string(port_file) {
            Ok(text) if text.lines().count() >= 2 => break text,
            _ => {
                assert!(started.elapsed() < PATIENCE, "chromium did not start");
                std::thread::sleep(Duration::from_millis(50));
            }
        }
    };
    let mut lines = written.lines();
    let (port, path) = (lines.next().unwrap(), lines.next().unwrap());
    let stream = TcpStream::connect(("127.0.0.1", port.parse::<u16>().unwrap())).unwrap();
    stream.set_read_timeout(Some(PATIENCE)).unwrap();
    let url = format!("ws://127.0.0.1:{port}{path}");
    tungstenite::client(url.as_str(), stream)
        .expect("the DevTools handshake")
        .0
}

/// A console error, an uncaught exception or an error the browser logged, as text.
fn problem(event: &Value) -> Option<String> {
    let params = &event["params"];
    match event["method"].as_str()? {
        "Runtime.consoleAPICalled"
            if matches!(params["type"].as_str(), Some("error" | "assert")) =>
        {
            Some(format!("console: {}", params["args"]))
        }
        "Runtime.exceptionThrown" => Some(format!("exception: {}", params["exceptionDetails"])),
        "Log.entryAdded" if params["entry"]["level"] == "error" => {
            Some(format!("log: {}", params["entry"]))
        }
        _ => None,
    }
}
