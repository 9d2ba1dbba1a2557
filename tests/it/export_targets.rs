//! Where an export goes: `-o -` is standard output, a device or a FIFO is written to as it
//! is (never replaced by a file), a regular file is replaced whole and is the owner's alone
//! unless `--mode` says otherwise.

use std::os::unix::fs::{FileTypeExt as _, PermissionsExt as _};
use std::path::Path;
use std::process::{Command, Stdio};

use crate::common::{five_team_cup, kup, ok};

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

fn cup() -> (tempfile::TempDir, std::path::PathBuf) {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = tmp.path().join("cup");
    five_team_cup(&dir);
    (tmp, dir)
}

fn export_args<'a>(dir: &'a str, output: &'a str) -> Vec<&'a str> {
    vec![
        "export", dir, "--format", "txt", "--what", "players", "-o", output,
    ]
}

#[test]
fn dash_as_the_output_is_standard_output() {
    let (tmp, dir) = cup();
    let d = s(&dir);
    let plain = ok(&["export", d, "--format", "txt", "--what", "players"]);
    assert!(
        plain.contains("ŠK Žminj") || plain.contains("players"),
        "{plain}"
    );
    assert_eq!(ok(&export_args(d, "-")), plain);
    assert!(!tmp.path().join("-").exists() && !Path::new("-").exists());
    // The engine's pairing output likewise.
    let trf = tmp.path().join("cup.trf");
    ok(&["export", d, "--format", "trf", "-o", s(&trf)]);
    let pairs = ok(&["engine", "--system", "team-swiss", s(&trf), "-p", "-"]);
    assert_eq!(pairs, ok(&["engine", "--system", "team-swiss", s(&trf)]));
    assert!(
        pairs.starts_with("3\n") && pairs.ends_with(" 0\n"),
        "{pairs}"
    );
}

/// `-o /dev/stdout` reaches the reader of standard output; "wrote" would land in it, so it
/// is not said.
#[test]
fn dev_stdout_is_written_to_not_replaced() {
    let (_tmp, dir) = cup();
    let d = s(&dir);
    let plain = ok(&["export", d, "--format", "txt", "--what", "players"]);
    assert_eq!(ok(&export_args(d, "/dev/stdout")), plain);
    let out = kup(&export_args(d, "/dev/null"));
    assert!(out.status.success(), "{out:?}");
    assert!(out.stdout.is_empty());
    let kind = std::fs::metadata("/dev/null")
        .expect("/dev/null")
        .file_type();
    assert!(kind.is_char_device(), "/dev/null is still a device");
}

#[test]
fn a_fifo_is_written_to_and_stays_a_fifo() {
    let (tmp, dir) = cup();
    let d = s(&dir);
    let fifo = tmp.path().join("export.fifo");
    let made = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read_to_string(fifo).expect("read the FIFO"))
    };
    let out = Command::new(env!("CARGO_BIN_EXE_kup"))
        .env("LC_ALL", "C")
        .env("KUP_CONFIG", "/nonexistent/kup-config.ron")
        .args(export_args(d, s(&fifo)))
        .stdin(Stdio::null())
        .output()
        .expect("kup runs");
    assert!(out.status.success(), "{out:?}");
    let read = reader.join().expect("reader");
    assert_eq!(
        read,
        ok(&["export", d, "--format", "txt", "--what", "players"])
    );
    let kind = std::fs::symlink_metadata(&fifo).expect("fifo").file_type();
    assert!(kind.is_fifo(), "the FIFO was replaced by {kind:?}");
    assert!(!tmp.path().join(".export.fifo.kup-tmp").exists());
}

#[test]
fn an_export_file_is_the_owners_alone_unless_a_mode_is_asked() {
    let (tmp, dir) = cup();
    let d = s(&dir);
    let private = tmp.path().join("players.txt");
    let said = ok(&export_args(d, s(&private)));
    assert!(said.starts_with("wrote "), "{said}");
    let mode = |path: &Path| std::fs::metadata(path).expect("file").permissions().mode() & 0o777;
    assert_eq!(mode(&private), 0o600);
    // Replacing a file that was readable by all makes it private again.
    std::fs::set_permissions(&private, std::fs::Permissions::from_mode(0o644)).expect("chmod");
    ok(&export_args(d, s(&private)));
    assert_eq!(mode(&private), 0o600);
    let shared = tmp.path().join("notice-board.txt");
    let mut args = export_args(d, s(&shared));
    args.extend(["--mode", "644"]);
    ok(&args);
    assert_eq!(mode(&shared), 0o644);
    args.extend(["--mode", "9"]);
    let out = kup(&args);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    // The engine's files too.
    let trf = tmp.path().join("generated.trf");
    ok(&["engine", "--generate", "--teams", "10", "-o", s(&trf)]);
    assert_eq!(mode(&trf), 0o600);
}

#[test]
fn a_directory_is_no_export_target() {
    let (tmp, dir) = cup();
    let out = kup(&export_args(s(&dir), s(tmp.path())));
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("names no file"));
}
