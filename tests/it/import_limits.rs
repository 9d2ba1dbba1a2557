//! What an importer reads is bounded: a TRF, a CSV roster and a FIDE rating list named by
//! mistake as a device that never ends (`/dev/zero`) or as a huge wrong file are refused
//! at a limit the message names, with nothing imported and nothing changed, instead of
//! being read until the memory runs out.

use std::path::Path;

use crate::common::{five_team_cup, kup, kup_lang, s};

/// A refusal: status 4, `says` on stderr, the tournament as it was.
fn refused(args: &[&str], dir: &Path, says: &str) {
    let before = std::fs::read(dir.join(kup::store::CURRENT)).ok();
    let out = kup(args);
    let text = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(4), "{args:?}: {text}");
    assert!(text.contains(says), "{args:?}: {text}");
    assert_eq!(std::fs::read(dir.join(kup::store::CURRENT)).ok(), before);
}

#[test]
fn every_importer_refuses_dev_zero_at_a_limit_it_names() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("cup");
    five_team_cup(&dir);
    let d = s(&dir);
    refused(
        &["import", "fide-list", "/dev/zero", d],
        &dir,
        "/dev/zero: line 1 runs past 4096 bytes without its end, when a rating list's line \
         holds some 160: not a FIDE rating list; nothing was imported",
    );
    refused(
        &["import", "roster-csv", "/dev/zero", d],
        &dir,
        "the file runs past 64 MiB, the most kup reads of such a file: is it the right file?",
    );
    let created = tmp.path().join("from-trf");
    refused(
        &[
            "import",
            "trf",
            "/dev/zero",
            s(&created),
            "--preset",
            "kzz-2015",
        ],
        &created,
        "could not read /dev/zero: the file runs past 64 MiB, the most kup reads of such a file",
    );
    assert!(!created.exists());
    refused(
        &["engine", "--system", "team-swiss", "/dev/zero"],
        &created,
        "the file runs past 64 MiB",
    );
}

#[test]
fn an_xml_list_with_an_endless_text_is_refused_at_its_limit() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("cup");
    five_team_cup(&dir);
    let list = tmp.path().join("players_list_xml_foa.xml");
    let endless = format!("<playerslist>\n<player><name>{}", "x".repeat(200_000));
    std::fs::write(&list, endless).unwrap();
    refused(
        &["import", "fide-list", s(&list), s(&dir)],
        &dir,
        "line 2: a tag or a text runs past 65536 bytes, when a rating list's hold a few dozen: \
         not a FIDE rating list",
    );
}

#[test]
fn the_limit_is_said_in_the_readers_language() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("cup");
    five_team_cup(&dir);
    for (lang, says) in [
        ("hr", "1. redak prelazi 4096 bajtova a da ne završi"),
        ("sl", "1. vrstica preseže 4096 bajtov brez konca"),
    ] {
        let out = kup_lang(&["--lang", lang, "import", "fide-list", "/dev/zero", s(&dir)]);
        let text = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(4), "{text}");
        assert!(text.contains(says), "{text}");
    }
}
