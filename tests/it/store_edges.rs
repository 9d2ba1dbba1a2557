//! The store's edges: what an independent probe of the store found beyond the crash harness.
//! Files put into the tournament directory by hand (a backup in `history/`, an older
//! `tournament.ron` put back, a pipe or a device in its place), sequence numbers at the end
//! of their range, read errors that are not damage, and a full disk. Each time nothing
//! confirmed is lost, a reader renames nothing, and the arbiter is told which file and why.

use std::fs;
use std::os::unix::fs::MetadataExt;
use std::path::Path;
use std::process::Command as Process;

use kup::core::{Command, GameResult};
use kup::store::{CURRENT, HISTORY_DIR, Snapshot, Store, StoreError};

use crate::common::open_store;
use crate::reliability::{
    current, fixture, kup, kup_with, ok, path, replace_current, set_aside_files, stderr,
};

fn result(board: usize) -> Command {
    Command::SetResult {
        round: 1,
        table: 2,
        board,
        result: GameResult::Draw,
    }
}

fn history_file(dir: &Path, seq: u64) -> std::path::PathBuf {
    dir.join(HISTORY_DIR).join(format!("{seq:06}.ron"))
}

fn history_names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir.join(HISTORY_DIR))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    names
}

/// A backup named by its date in `history/` is not the end of a redo line: a write does
/// not walk (and unlink) the twenty million numbers up to it, redo does not reach for it,
/// and it is left as it was.
#[test]
fn a_file_numbered_beyond_a_gap_in_history_is_left_alone() {
    let (_scratch, dir) = fixture();
    let backup = dir.join(HISTORY_DIR).join("20261204.ron");
    fs::copy(dir.join(CURRENT), &backup).unwrap();
    let copied = fs::read(&backup).unwrap();
    let mut store = open_store(&dir);
    assert!(!store.can_redo());
    store.execute(result(1)).unwrap();
    assert_eq!(store.seq(), 9);
    assert!(matches!(store.redo(), Err(StoreError::NothingToRedo)));
    assert_eq!(fs::read(&backup).unwrap(), copied);
}

/// A snapshot whose `seq` is the largest number there is takes no further change (the next
/// number would wrap round to 0 and the write would clear every number up to the largest);
/// the refusal names the field and leaves the files as they were.
#[test]
fn the_largest_sequence_number_refuses_the_next_change_and_keeps_history() {
    let (_scratch, dir) = fixture();
    let mut snapshot = current(&dir);
    snapshot.seq = u64::MAX - 1;
    let text = Snapshot::render(snapshot.seq, &snapshot.label(), &snapshot.tournament);
    replace_current(&dir, text.as_bytes());
    let mut store = open_store(&dir);
    store.execute(result(1)).unwrap();
    assert_eq!(store.seq(), u64::MAX);
    let before = (fs::read(dir.join(CURRENT)).unwrap(), history_names(&dir));
    let refused = store.execute(result(2)).unwrap_err();
    assert!(
        matches!(refused, StoreError::LastNumber { .. }),
        "{refused}"
    );
    assert!(
        refused
            .to_string()
            .contains("has seq 18446744073709551615, the largest number there is"),
        "{refused}"
    );
    assert_eq!(
        (fs::read(dir.join(CURRENT)).unwrap(), history_names(&dir)),
        before
    );
    assert!(history_file(&dir, 0).exists());
    store.undo().unwrap();
    assert_eq!(store.seq(), u64::MAX - 1);
}

/// A read error is not damage: the file may read fine on the next try, so it is named with
/// the system's reason and left where it is, by a reader and by a writer alike.
#[test]
fn a_read_error_on_a_good_snapshot_sets_nothing_aside() {
    let (_scratch, dir) = fixture();
    let d = path(&dir);
    let good = fs::read(dir.join(CURRENT)).unwrap();
    let fault = [("KUP_FAULT", "unreadable:tournament.ron")];
    for args in [
        vec!["show", d],
        vec!["standings", d],
        vec![
            "result", d, "--round", "1", "--match", "2", "--board", "1", "1-0",
        ],
        vec!["undo", d],
    ] {
        let out = kup_with(&args, &fault);
        let text = stderr(&out);
        assert_eq!(out.status.code(), Some(4), "{args:?}: {text}");
        assert!(
            text.contains("could not read") && text.contains("Input/output error"),
            "{args:?}: {text}"
        );
        assert!(set_aside_files(&dir).is_empty(), "{args:?}");
        assert_eq!(fs::read(dir.join(CURRENT)).unwrap(), good, "{args:?}");
    }
    ok(kup(&[
        "result", d, "--round", "1", "--match", "2", "--board", "1", "1-0",
    ]));
}

/// Only the holder of the writer's lock renames: a read-only view, and a shared view
/// between its changes, name a broken snapshot and leave it where it is.
#[test]
fn a_view_without_the_lock_leaves_a_broken_snapshot_in_place() {
    let (_scratch, dir) = fixture();
    let mut shared = Store::open_shared(&dir, std::time::Duration::from_secs(10)).unwrap();
    replace_current(&dir, b"(format_version: 1, seq: [");
    for error in [
        shared.reload_if_changed().unwrap_err(),
        Store::open_read_only(&dir).err().unwrap(),
    ] {
        assert!(
            matches!(
                error,
                StoreError::Broken {
                    set_aside: None,
                    ..
                }
            ),
            "{error}"
        );
        assert!(error.to_string().contains("it is left as it is"), "{error}");
        assert!(set_aside_files(&dir).is_empty());
        assert_eq!(
            fs::read(dir.join(CURRENT)).unwrap(),
            b"(format_version: 1, seq: ["
        );
    }
}

/// `kup recover` tells "unreadable now" from "bad": it never passes over a snapshot it
/// cannot read to restore an older one (the next change would then overwrite the newer),
/// and it does not set aside a current snapshot it merely could not read.
#[test]
fn recover_refuses_to_pass_over_a_snapshot_it_cannot_read() {
    let (_scratch, dir) = fixture();
    let d = path(&dir);
    let good = fs::read(dir.join(CURRENT)).unwrap();
    let out = kup_with(
        &["recover", d],
        &[("KUP_FAULT", "unreadable:tournament.ron")],
    );
    assert_eq!(out.status.code(), Some(4), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("could not read") && stderr(&out).contains(CURRENT),
        "{}",
        stderr(&out)
    );
    assert!(set_aside_files(&dir).is_empty());
    assert_eq!(fs::read(dir.join(CURRENT)).unwrap(), good);

    replace_current(&dir, b"garbage");
    let out = kup_with(&["recover", d], &[("KUP_FAULT", "unreadable:000000.ron")]);
    let text = stderr(&out);
    assert_eq!(out.status.code(), Some(4), "{text}");
    assert!(
        text.contains("could not read") && text.contains("000000.ron"),
        "{text}"
    );
    assert!(!dir.join(CURRENT).exists(), "nothing was made current");
    assert_eq!(set_aside_files(&dir).len(), 1, "the garbage is kept aside");
    assert_eq!(
        ok(kup(&["recover", d])).split_whitespace().nth(1),
        Some("8")
    );
    assert_eq!(fs::read(dir.join(CURRENT)).unwrap(), good);
}

/// The confirmed change lives in independent files: `tournament.ron` is never the same
/// inode as a checkpoint in history, after a change, after undo and redo, and on the
/// change that files a checkpoint of the very same bytes.
#[test]
fn the_current_snapshot_is_never_a_link_to_a_checkpoint() {
    let (_scratch, dir) = fixture();
    let d = path(&dir);
    let assert_own_inode = |step: &str| {
        let current = fs::metadata(dir.join(CURRENT)).unwrap();
        assert_eq!(current.nlink(), 1, "{step}");
        for entry in fs::read_dir(dir.join(HISTORY_DIR)).unwrap() {
            let filed = entry.unwrap().metadata().unwrap();
            assert_ne!(filed.ino(), current.ino(), "{step}");
            assert_eq!(filed.nlink(), 1, "{step}");
        }
    };
    assert_own_inode("change 8");
    ok(kup(&["undo", d]));
    assert_own_inode("undo");
    ok(kup(&["redo", d]));
    assert_own_inode("redo");
    let mut store = open_store(&dir);
    for n in store.seq()..kup::store::CHECKPOINT_EVERY {
        let result = [GameResult::Draw, GameResult::WhiteWins][n as usize % 2];
        store
            .execute(Command::SetResult {
                round: 1,
                table: 2,
                board: 1,
                result,
            })
            .unwrap();
    }
    drop(store);
    let checkpoint = fs::read(history_file(&dir, kup::store::CHECKPOINT_EVERY)).unwrap();
    assert_eq!(checkpoint, fs::read(dir.join(CURRENT)).unwrap());
    assert_own_inode("checkpoint");
}

/// A pipe, a link to a device or a file past the size bound in place of `tournament.ron`
/// is refused at once, named, and left where it is (it was never read whole, so it is not
/// taken for a broken snapshot); `kup recover` then sets it aside and restores the newest.
#[test]
fn a_pipe_a_device_or_an_oversized_file_as_the_snapshot_is_refused_at_once() {
    type Plant = fn(&Path);
    let cases: [(Plant, &str); 3] = [
        (
            |at| assert!(Process::new("mkfifo").arg(at).status().unwrap().success()),
            "not a regular file",
        ),
        (
            |at| std::os::unix::fs::symlink("/dev/zero", at).unwrap(),
            "not a regular file",
        ),
        (
            |at| {
                let file = fs::File::create(at).unwrap();
                file.set_len(kup::store::MAX_SNAPSHOT_BYTES + 1).unwrap();
            },
            "larger than 64 MiB",
        ),
    ];
    for (plant, problem) in cases {
        let (_scratch, dir) = fixture();
        let d = path(&dir);
        fs::remove_file(dir.join(CURRENT)).unwrap();
        plant(&dir.join(CURRENT));
        for args in [
            vec!["show", d],
            vec![
                "result", d, "--round", "1", "--match", "2", "--board", "1", "1-0",
            ],
        ] {
            let out = kup(&args);
            let text = stderr(&out);
            assert_eq!(out.status.code(), Some(4), "{problem}: {text}");
            assert!(text.contains(problem), "{problem}: {text}");
            assert!(
                text.contains("the newest good snapshot is number 8"),
                "{text}"
            );
            assert!(set_aside_files(&dir).is_empty(), "{problem}");
        }
        assert_eq!(
            ok(kup(&["recover", d])).split_whitespace().nth(1),
            Some("8")
        );
        assert_eq!(set_aside_files(&dir).len(), 1, "{problem}");
    }
}

/// A write refused by a full disk removes its temp files, which would otherwise hold the
/// last free space.
#[test]
fn a_refused_write_leaves_no_temp_file() {
    let (_scratch, dir) = fixture();
    let out = kup_with(
        &[
            "result",
            path(&dir),
            "--round",
            "1",
            "--match",
            "2",
            "--board",
            "1",
            "1-0",
        ],
        &[("KUP_FAULT", "disk-full")],
    );
    assert_eq!(out.status.code(), Some(4), "{}", stderr(&out));
    let left: Vec<String> = fs::read_dir(&dir)
        .unwrap()
        .chain(fs::read_dir(dir.join(HISTORY_DIR)).unwrap())
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.ends_with(".tmp"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

/// A misspelled field in a snapshot is refused by name, line and column, not dropped
/// silently (the value it held would be lost on the next write).
#[test]
fn an_unknown_field_in_a_snapshot_is_refused_by_name() {
    let (_scratch, dir) = fixture();
    let text = fs::read_to_string(dir.join(CURRENT)).unwrap();
    let misspelled = text.replacen("    club:", "    klub:", 1);
    assert_ne!(misspelled, text, "a team's club as the snapshot writes it");
    replace_current(&dir, misspelled.as_bytes());
    let out = kup(&["show", path(&dir)]);
    let text = stderr(&out);
    assert_eq!(out.status.code(), Some(4), "{text}");
    assert!(
        text.contains(
            "field tournament.teams[0].klub: 'klub' is no field here; the fields are: id, name, club,"
        ),
        "{text}"
    );
}

/// A text past the limit (a name of megabytes would make every later change write as
/// much) is refused at input with its field, in the reader's language; the state stays.
#[test]
fn a_text_past_the_limit_is_refused_with_its_field() {
    let (_scratch, dir) = fixture();
    let mut t = current(&dir).tournament;
    let before = t.clone();
    let long = "Č".repeat(1 << 20);
    for (command, field) in [
        (
            Command::AddTeam {
                name: long.clone(),
                club: String::new(),
                city: String::new(),
            },
            "team name",
        ),
        (
            Command::EditTeam {
                team: kup::core::TeamId(1),
                name: "ŠK Zabok".to_string(),
                club: long.clone(),
                city: String::new(),
            },
            "club",
        ),
    ] {
        let refused = kup::core::apply(&mut t, command).unwrap_err().to_string();
        assert_eq!(
            refused,
            format!("{field}: must not be longer than 500 characters")
        );
        assert_eq!(t, before);
    }
    let name = "Ž".repeat(501);
    for (lang, said) in [
        ("hr", "naziv ekipe: smije imati najviše 500 znakova"),
        ("sl", "ime ekipe: sme imeti največ 500 znakov"),
    ] {
        let out = kup(&[
            "--lang",
            lang,
            "team",
            "edit",
            path(&dir),
            "--team",
            "1",
            "--name",
            &name,
        ]);
        assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
        assert!(stderr(&out).contains(said), "{}", stderr(&out));
    }
}

/// An older `tournament.ron` put back by hand (snapshot 5, after undo and redo went through
/// it) is an older state of the journal: opening replays the journal's records after it, up
/// to the last confirmed change, so the next change is 9 and snapshots 6 to 8 stay.
#[test]
fn an_older_snapshot_put_back_is_brought_up_to_the_journal() {
    let (_scratch, dir) = fixture();
    let d = path(&dir);
    let (older, later) = put_back_snapshot_5(&dir);
    ok(kup(&[
        "result", d, "--round", "1", "--match", "2", "--board", "1", "1-0",
    ]));
    assert_eq!(current(&dir).seq, 9);
    for (seq, bytes) in (6..=8).zip(&later) {
        assert_eq!(&fs::read(history_file(&dir, seq)).unwrap(), bytes, "{seq}");
    }
    assert_ne!(fs::read(dir.join(CURRENT)).unwrap(), older);
}

/// Undo three times and redo three times, filing a copy of snapshots 6 to 8 in history as
/// a kup before checkpoints did, then put snapshot 5 back as `tournament.ron`; returns its
/// bytes and those of history snapshots 6 to 8.
fn put_back_snapshot_5(dir: &Path) -> (Vec<u8>, Vec<Vec<u8>>) {
    let d = path(dir);
    for _ in 0..3 {
        ok(kup(&["undo", d]));
    }
    let older = fs::read(dir.join(CURRENT)).unwrap();
    let mut later = Vec::new();
    for seq in 6..=8 {
        ok(kup(&["redo", d]));
        fs::copy(dir.join(CURRENT), history_file(dir, seq)).unwrap();
        later.push(fs::read(dir.join(CURRENT)).unwrap());
    }
    replace_current(dir, &older);
    (older, later)
}

/// Without the journal's records after it (the journal lost, or a directory of a kup
/// without the journal), an older `tournament.ron` put back does not make the next change
/// delete snapshots 6 to 8: they were confirmed, and no undo left them there. The change is
/// refused, saying so; redo still reaches them. After a real undo a change drops the redo
/// line as before.
#[test]
fn an_older_snapshot_put_back_does_not_delete_the_later_history() {
    let (_scratch, dir) = fixture();
    let d = path(&dir);
    let (_, later) = put_back_snapshot_5(&dir);
    fs::remove_file(dir.join(kup::store::JOURNAL_FILE)).unwrap();
    let change = [
        "result", d, "--round", "1", "--match", "2", "--board", "1", "1-0",
    ];
    let out = kup(&change);
    let text = stderr(&out);
    assert_eq!(out.status.code(), Some(4), "{text}");
    assert!(
        text.contains("tournament.ron is snapshot 5, but history holds later snapshots up to 8"),
        "{text}"
    );
    // The advice names the files there are to move.
    for seq in 6..=8 {
        let named = format!("history/{seq:06}.ron");
        assert!(text.contains(&named), "{named}: {text}");
        assert!(dir.join(&named).is_file(), "{named}");
    }
    for (seq, bytes) in (6..=8).zip(&later) {
        assert_eq!(&fs::read(history_file(&dir, seq)).unwrap(), bytes, "{seq}");
    }
    ok(kup(&["redo", d]));
    assert_eq!(current(&dir).seq, 6);

    ok(kup(&["undo", d]));
    ok(kup(&["team", "add", d, "--name", "ŠK Zlatar"]));
    assert_eq!(current(&dir).seq, 6);
    assert!(
        !history_file(&dir, 7).exists() && !history_file(&dir, 8).exists(),
        "the undone line is dropped"
    );
}

/// `tournament.cache` only spares the parse of `tournament.ron`: a snapshot edited by hand
/// after kup wrote both is read as edited, and a pipe or a link planted as the cache is
/// passed over without blocking.
#[test]
fn the_snapshot_as_edited_by_hand_wins_over_its_cache() {
    let (_scratch, dir) = fixture();
    open_store(&dir).execute(result(1)).unwrap();
    let cache = dir.join("tournament.cache");
    let cached = kup::store::Accelerators::current().cache;
    assert_eq!(
        cache.is_file(),
        cached,
        "a change writes the cache when it is on"
    );
    let name = current(&dir).tournament.teams[0].name.clone();
    let text = fs::read_to_string(dir.join(CURRENT)).unwrap();
    let quoted = format!("name: \"{name}\"");
    assert!(text.contains(&quoted), "{quoted}");
    let edited = text.replacen(&quoted, "name: \"ŠK Đakovo\"", 1);
    fs::write(dir.join(CURRENT), edited).unwrap();
    assert_eq!(
        Store::open_read_only(&dir).unwrap().state().teams[0].name,
        "ŠK Đakovo"
    );
    for plant in [
        |at: &Path| assert!(Process::new("mkfifo").arg(at).status().unwrap().success()),
        |at: &Path| std::os::unix::fs::symlink("/dev/zero", at).unwrap(),
    ] {
        let _ = fs::remove_file(&cache);
        plant(&cache);
        assert_eq!(
            Store::open_read_only(&dir).unwrap().state().teams[0].name,
            "ŠK Đakovo"
        );
    }
}

/// Another user's private event is said as such: a directory kup cannot look into is never
/// taken for one that holds no tournament, by a reader or a writer. Run as root, kup is run
/// as `nobody`, whom the scratch directory's owner-only permissions keep out.
#[test]
fn another_users_private_event_is_reported_as_permission_denied() {
    let (_scratch, dir) = fixture();
    let d = path(&dir);
    let root = fs::metadata(&dir).unwrap().uid() == 0;
    if !root {
        fs::set_permissions(&dir, std::os::unix::fs::PermissionsExt::from_mode(0o000)).unwrap();
    }
    for command in ["show", "undo"] {
        let output = if root {
            Process::new("setpriv")
                .args(["--reuid=65534", "--regid=65534", "--clear-groups"])
                .args([env!("CARGO_BIN_EXE_kup"), command, d])
                .output()
                .unwrap()
        } else {
            kup(&[command, d])
        };
        let text = stderr(&output);
        assert!(!output.status.success(), "{command}: {text}");
        assert!(text.contains("Permission denied"), "{command}: {text}");
        assert!(!text.contains("holds no tournament"), "{command}: {text}");
    }
    if !root {
        fs::set_permissions(&dir, std::os::unix::fs::PermissionsExt::from_mode(0o700)).unwrap();
    }
}

/// States are known by what they hold: after an undo, any faithful copy of the directory
/// (`cp -a`, a `tar` round trip, a backup restored, even a `touch` of `tournament.ron`)
/// takes the next change as the original does, the undone line dropped.
#[test]
fn a_copy_of_the_event_after_an_undo_takes_the_next_change() {
    let (scratch, dir) = fixture();
    ok(kup(&["undo", path(&dir)]));
    let copy = scratch.path().join("copy");
    let copied = Process::new("cp")
        .args(["-r", path(&dir), path(&copy)])
        .status()
        .unwrap();
    assert!(copied.success());
    let touched = Process::new("touch")
        .arg(copy.join(CURRENT))
        .status()
        .unwrap();
    assert!(touched.success());
    let seq = current(&copy).seq;
    let change = [
        "result",
        path(&copy),
        "--round",
        "1",
        "--match",
        "2",
        "--board",
        "1",
        "1-0",
    ];
    ok(kup(&change));
    assert_eq!(current(&copy).seq, seq + 1);
    assert!(
        !Store::open(&copy).unwrap().can_redo(),
        "the undone line is dropped"
    );
}

/// A pipe or a link as the audit trail `journal.log` neither hangs a writer after its
/// commit (holding the lock) nor loses the audit line without a word: the change is saved,
/// kup says the line was not written and why, exits with the status of a saved change whose
/// aftermath failed, and the next kup gets the lock.
#[test]
fn a_pipe_or_a_link_as_the_audit_trail_never_hangs_a_writer_nor_loses_its_line_unsaid() {
    let (scratch, dir) = fixture();
    let d = path(&dir);
    let audit = dir.join(kup::store::JOURNAL);
    let elsewhere = scratch.path().join("elsewhere.log");
    fs::write(&elsewhere, "").unwrap();
    let plants: [&dyn Fn(); 2] = [
        &|| {
            assert!(
                Process::new("mkfifo")
                    .arg(&audit)
                    .status()
                    .unwrap()
                    .success()
            )
        },
        &|| std::os::unix::fs::symlink(&elsewhere, &audit).unwrap(),
    ];
    for (board, plant) in [1, 2].into_iter().zip(plants) {
        fs::remove_file(&audit).unwrap();
        plant();
        let seq = current(&dir).seq;
        let board = board.to_string();
        let mut child = Process::new(env!("CARGO_BIN_EXE_kup"))
            .args([
                "result", d, "--round", "1", "--match", "2", "--board", &board,
            ])
            .arg("1-0")
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let started = std::time::Instant::now();
        while child.try_wait().unwrap().is_none() {
            if started.elapsed() > std::time::Duration::from_secs(20) {
                child.kill().unwrap();
                panic!("kup hangs on a pipe as journal.log");
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        let output = child.wait_with_output().unwrap();
        let text = stderr(&output);
        assert_eq!(output.status.code(), Some(6), "{text}");
        assert!(text.contains("the change was saved"), "{text}");
        assert!(text.contains("journal.log is not a regular file"), "{text}");
        assert_eq!(current(&dir).seq, seq + 1, "the change is saved");
        assert_eq!(
            fs::read_to_string(&elsewhere).unwrap(),
            "",
            "no line through a link"
        );
    }
    fs::remove_file(&audit).unwrap();
    ok(kup(&["undo", d]));
    assert!(
        fs::read_to_string(&audit).unwrap().contains("undo"),
        "a new trail"
    );
}

/// A snapshot holding a number no command accepts (a rating past FIDE's range, a birth year
/// of the year 3000, a FIDE id of 0) is no good snapshot: refused on loading, naming the
/// field and the rule, as a command would have refused the value.
#[test]
fn out_of_range_values_in_a_snapshot_are_refused_at_load() {
    let (_scratch, dir) = fixture();
    let text = fs::read_to_string(dir.join(CURRENT)).unwrap();
    for (damaged, field, rule) in [
        ("fide_rating: Some(9999)", "fide_rating", "9999"),
        ("birth_year: Some(3000)", "birth_year", "3000"),
        ("fide_id: Some(0)", "fide_id", "0"),
    ] {
        let key = damaged.split(':').next().unwrap();
        let start = text.find(&format!("{key}: ")).unwrap();
        let end = start + text[start..].find(',').unwrap();
        let edited = format!("{}{damaged}{}", &text[..start], &text[end..]);
        match Snapshot::parse(&edited) {
            Err(kup::store::SnapshotError::Invalid {
                field: named,
                problem,
                ..
            }) => {
                assert_eq!(named, format!("tournament.teams[0].roster[0].{field}"));
                assert!(problem.to_string().contains(rule), "{problem}");
            }
            other => panic!("{damaged}: {other:?}"),
        }
        fs::write(dir.join(CURRENT), &edited).unwrap();
        let out = kup(&["show", path(&dir)]);
        assert!(!out.status.success(), "{damaged}");
        assert!(stderr(&out).contains(field), "{}", stderr(&out));
        fs::write(dir.join(CURRENT), &text).unwrap();
    }
}
