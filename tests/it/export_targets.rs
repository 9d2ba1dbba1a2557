//! Where an export goes: `-o -` is standard output, a device or a FIFO is written to as it
//! is (never replaced by a file), a regular file is replaced whole with the permissions the
//! umask leaves unless `--mode` says otherwise; what a path is decides, never its name.

use std::os::unix::fs::{FileTypeExt as _, PermissionsExt as _};
use std::path::Path;
use std::process::{Command, Stdio};

use crate::common::{five_team_cup, kup, ok, s};

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

/// kup run under the umask `umask`, as a shell whose profile sets it.
fn kup_under_umask(umask: &str, args: &[&str]) -> std::process::Output {
    Command::new("sh")
        .arg("-c")
        .arg(format!("umask {umask} && exec \"$0\" \"$@\""))
        .arg(env!("CARGO_BIN_EXE_kup"))
        .args(args)
        .env("LC_ALL", "C")
        .env("KUP_CONFIG", "/nonexistent/kup-config.ron")
        .stdin(Stdio::null())
        .output()
        .expect("sh runs kup")
}

fn mode(path: &Path) -> u32 {
    std::fs::metadata(path).expect("file").permissions().mode() & 0o777
}

#[test]
fn an_export_file_follows_the_umask_unless_a_mode_is_asked() {
    let (tmp, dir) = cup();
    let d = s(&dir);
    let shared = tmp.path().join("players.txt");
    for (umask, expected) in [("022", 0o644), ("027", 0o640), ("077", 0o600)] {
        let out = kup_under_umask(umask, &export_args(d, s(&shared)));
        assert!(out.status.success(), "{out:?}");
        assert_eq!(mode(&shared), expected, "umask {umask}");
    }
    // Asked for: exactly that, whatever the umask, on a file that was readable by all.
    let mut args = export_args(d, s(&shared));
    args.extend(["--mode", "600"]);
    let out = kup_under_umask("022", &args);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(mode(&shared), 0o600);
    args.extend(["--mode", "9"]);
    let out = kup(&args);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    // The engine's files too.
    let trf = tmp.path().join("generated.trf");
    let out = kup_under_umask(
        "022",
        &["engine", "--generate", "--teams", "10", "-o", s(&trf)],
    );
    assert!(out.status.success(), "{out:?}");
    assert_eq!(mode(&trf), 0o644);
}

/// A site exported to upload is readable by the web server as `cp -r` would leave it; the
/// pages the full-screen program writes into the tournament directory are as well, but
/// the directory around them stays the owner's alone.
#[test]
fn an_exported_site_follows_the_umask_and_the_tournament_directory_stays_private() {
    let (tmp, dir) = cup();
    let d = s(&dir);
    let site = tmp.path().join("upload");
    let out = kup_under_umask("022", &["export", d, "--format", "site", "-o", s(&site)]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(mode(&site.join("hr").join("index.html")), 0o644);
    assert_eq!(mode(&site.join("index.html")), 0o644);
    assert_eq!(mode(&site.join("sl")), 0o755);
    // Inside the tournament directory, as the TUI's export writes the site.
    let t = crate::common::on_disk(&dir);
    let (inside, _) = kup::app::export::write_site_into(&t, &dir).expect("written");
    // This test process's umask, read from a file it creates as every tool does.
    let probe = tmp.path().join("probe");
    std::fs::File::create(&probe).unwrap();
    assert_eq!(mode(&inside.join("en").join("index.html")), mode(&probe));
    assert_eq!(mode(&dir), 0o700);
}

/// What the path is decides, never its name: a new file in /dev/shm is a file, and a
/// longer one there is replaced whole, no tail of it left.
#[test]
fn a_file_under_dev_is_a_file_and_a_longer_one_leaves_no_tail() {
    let (tmp, dir) = cup();
    let d = s(&dir);
    let shm = Path::new("/dev/shm");
    if !shm.is_dir() {
        eprintln!("no /dev/shm: test skipped");
        return;
    }
    let name = tmp
        .path()
        .file_name()
        .unwrap()
        .to_str()
        .unwrap()
        .to_string();
    let target = shm.join(format!("kup-export-{name}.txt"));
    let plain = ok(&["export", d, "--format", "txt", "--what", "players"]);
    let out = kup(&export_args(d, s(&target)));
    let written = std::fs::read_to_string(&target);
    let _ = std::fs::remove_file(&target);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(written.expect("the export"), plain);
    std::fs::write(&target, "x".repeat(plain.len() * 3)).unwrap();
    let out = kup(&export_args(d, s(&target)));
    let written = std::fs::read_to_string(&target);
    let kind = std::fs::symlink_metadata(&target).map(|m| m.file_type().is_file());
    let _ = std::fs::remove_file(&target);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(written.expect("the export"), plain);
    assert!(kind.expect("a file"));
}

/// `-o /dev/stdout` with standard output redirected to a file: written there through
/// standard output, the link in /dev left as it is.
#[test]
fn dev_stdout_redirected_to_a_file_gets_the_export() {
    let (tmp, dir) = cup();
    let d = s(&dir);
    let plain = ok(&["export", d, "--format", "txt", "--what", "players"]);
    let file = tmp.path().join("out.txt");
    let out = Command::new(env!("CARGO_BIN_EXE_kup"))
        .env("LC_ALL", "C")
        .env("KUP_CONFIG", "/nonexistent/kup-config.ron")
        .args(export_args(d, "/dev/stdout"))
        .stdin(Stdio::null())
        .stdout(std::fs::File::create(&file).unwrap())
        .output()
        .expect("kup runs");
    assert!(out.status.success(), "{out:?}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), plain);
    assert!(
        std::fs::symlink_metadata("/dev/stdout")
            .unwrap()
            .file_type()
            .is_symlink()
    );
}

#[test]
fn a_directory_is_no_export_target() {
    let (tmp, dir) = cup();
    let out = kup(&export_args(s(&dir), s(tmp.path())));
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("names no file"));
}
