//! kup in a real terminal: tmux runs the binary in a pseudo-terminal of 80x24, a test
//! types keys (`send-keys`) and reads the screen (`capture-pane`). A shell around kup
//! records the terminal settings (`stty -g`) before and after, so "the terminal is
//! restored" is checked, not assumed. Each session has a tmux server of its own.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use kup::core::GameResult;
use kup::store::{CURRENT, HISTORY_DIR};

/// A tmux server of its own running one kup session.
pub struct Session {
    socket: String,
    dir: PathBuf,
    /// The directory is removed with the session when the session made it.
    _owned: Option<tempfile::TempDir>,
}

static SESSIONS: AtomicUsize = AtomicUsize::new(0);

/// Whether tmux is installed: the tests that need it say they are skipped where it is not
/// (`.ci/run` installs it).
pub fn tmux_available() -> bool {
    Command::new("tmux").arg("-V").output().is_ok()
}

impl Session {
    /// A copy of the default sample opened by `kup` at 80x24, on a fake clock.
    pub fn start() -> Session {
        Session::start_with_clock("--clock 2015-02-15T10:00:00+01:00")
    }

    /// The same, with the given clock options (`--clock T --clock-speed N`).
    pub fn start_with_clock(clock: &str) -> Session {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join(HISTORY_DIR)).unwrap();
        let sample =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("sample-data/kzz-2015/tournament.ron");
        std::fs::copy(sample, dir.path().join(CURRENT)).unwrap();
        Session::start_in(dir, clock)
    }

    /// `kup DIR ARGS` on the directory given, at 80x24; the directory goes with the session.
    pub fn start_in(dir: tempfile::TempDir, args: &str) -> Session {
        let path = dir.path().to_path_buf();
        let line = format!("{} {args}", path.display());
        Session::open(&path, &line, &[], Some(dir))
    }

    /// `kup WORD` typed in the directory given, as an arbiter names a new event's
    /// directory; the directory goes with the session.
    pub fn start_word(parent: tempfile::TempDir, word: &str) -> Session {
        let path = parent.path().to_path_buf();
        Session::open(&path, word, &[], Some(parent))
    }

    /// `kup DIR ARGS` on a directory that outlives the session (an event run by several
    /// sessions in turn), at 80x24.
    pub fn start_on(dir: &Path, args: &str) -> Session {
        Session::open(dir, &format!("{} {args}", dir.display()), &[], None)
    }

    /// [`Session::start_on`] with kup's environment set as given (`LC_ALL`, `KUP_CONFIG`),
    /// whatever the tmux server inherited. The values are put in the shell's command line
    /// as they stand: no quoting.
    pub fn start_on_with_env(dir: &Path, args: &str, env: &[(&str, &str)]) -> Session {
        Session::open(dir, &format!("{} {args}", dir.display()), env, None)
    }

    /// `kup LINE` run in `dir`, where the shell leaves its files.
    fn open(
        dir: &Path,
        line: &str,
        env: &[(&str, &str)],
        owned: Option<tempfile::TempDir>,
    ) -> Session {
        let socket = format!(
            "kup-e2e-{}-{}",
            std::process::id(),
            SESSIONS.fetch_add(1, Ordering::SeqCst)
        );
        let d = dir.display();
        let env: String = env
            .iter()
            .map(|(name, value)| format!("{name}={value} "))
            .collect();
        let script = format!(
            "cd {d}; stty -g > {d}/stty.before; {env}{kup} {line}; \
             echo $? > {d}/exit.tmp; stty -g > {d}/stty.after; mv {d}/exit.tmp {d}/exit; sleep 60",
            kup = env!("CARGO_BIN_EXE_kup"),
        );
        // The files the shell writes are the previous session's when kup runs again.
        for name in ["exit", "stty.before", "stty.after"] {
            let _ = std::fs::remove_file(dir.join(name));
        }
        let session = Session {
            socket,
            dir: dir.to_path_buf(),
            _owned: owned,
        };
        session.tmux(&[
            "-f",
            "/dev/null",
            "new-session",
            "-d",
            "-x",
            "80",
            "-y",
            "24",
            &script,
        ]);
        session
    }

    pub fn path(&self) -> PathBuf {
        self.dir.clone()
    }

    pub fn tmux(&self, args: &[&str]) -> String {
        let out = Command::new("tmux")
            .args(["-L", &self.socket])
            .args(args)
            .output()
            .expect("tmux runs");
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    pub fn keys(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", "0"];
        args.extend_from_slice(keys);
        self.tmux(&args);
    }

    /// Types `text` as it stands (tmux's `send-keys -l`: "Tab" is three letters).
    pub fn type_text(&self, text: &str) {
        self.keys(&["-l", text]);
    }

    pub fn screen(&self) -> String {
        self.tmux(&["capture-pane", "-p", "-t", "0"])
    }

    pub fn format(&self, variable: &str) -> String {
        self.tmux(&["display-message", "-p", "-t", "0", variable])
            .trim()
            .to_string()
    }

    /// Polls until `ready` holds (checking every 10 ms). The bound is generous because CI
    /// machines under load have taken over 10 s to redraw; a wait ends as soon as it holds.
    pub fn wait_until(&self, what: &str, ready: impl Fn(&Session) -> bool) {
        let deadline = Instant::now() + Duration::from_secs(60);
        while !ready(self) {
            assert!(
                Instant::now() < deadline,
                "timed out waiting for {what}; the screen:\n{}",
                self.screen()
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    pub fn wait_for_text(&self, text: &str) {
        self.wait_until(text, |s| s.screen().contains(text));
    }

    pub fn results(&self, table: usize) -> Vec<GameResult> {
        super::saved(&self.dir)
            .map(|t| {
                t.rounds[0].matches[table - 1]
                    .boards
                    .iter()
                    .map(|b| b.result)
                    .collect()
            })
            .unwrap_or_default()
    }

    pub fn exit_status(&self) -> Option<String> {
        std::fs::read_to_string(self.dir.join("exit"))
            .ok()
            .map(|s| s.trim().to_string())
    }

    pub fn assert_terminal_restored(&self) {
        self.wait_until("kup to exit", |s| s.exit_status().is_some());
        let read = |name: &str| std::fs::read_to_string(self.dir.join(name)).unwrap();
        assert_eq!(
            read("stty.before"),
            read("stty.after"),
            "terminal modes restored"
        );
        assert_eq!(self.format("#{alternate_on}"), "0", "alternate screen left");
        assert_eq!(self.format("#{cursor_flag}"), "1", "cursor shown");
    }

    /// Bytes kup has written to the terminal since `pipe-pane` started.
    pub fn bytes_written(&self) -> u64 {
        std::fs::metadata(self.dir.join("output"))
            .map(|m| m.len())
            .unwrap_or(0)
    }

    /// Waits until the output has been quiet for 100 ms and returns its size.
    pub fn settled_bytes(&self) -> u64 {
        let mut last = self.bytes_written();
        let mut quiet_since = Instant::now();
        while quiet_since.elapsed() < Duration::from_millis(100) {
            std::thread::sleep(Duration::from_millis(10));
            let now = self.bytes_written();
            if now != last {
                last = now;
                quiet_since = Instant::now();
            }
        }
        last
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        self.tmux(&["kill-server"]);
    }
}
