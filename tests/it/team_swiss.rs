//! The team Swiss as FIDE's own events run it (C.04.6): a regulation that does not use the
//! secondary score for the first-team (4.2.2), and an initial-colour chosen with a round
//! paired by hand that the later rounds keep (4.1).

use crate::common::{five_team_cup, kup, ok, on_disk, s};
use kup::core::Colour;

/// C.04.6 4.2.2 "with the higher secondary score (unless the rules of the competition state
/// not to use it)": the regulation says it, `kup regulation` shows it, the TRF's record 192
/// names one score alone for it (`FIDE_TEAM_TYPEA_MP`, `docs/rules/fide-trf.md#record-192`: MP
/// only, the secondary not used for colours), and the import reads it back.
#[test]
fn a_regulation_without_the_secondary_score_goes_out_and_comes_back_through_record_192() {
    let preset = ok(&["regulation", "kzz-2015"]);
    assert!(
        preset.contains("first_team_by_secondary_score: true"),
        "{preset}"
    );
    let tmp = tempfile::tempdir().unwrap();
    let own = tmp.path().join("fide.ron");
    let without = preset.replace(
        "first_team_by_secondary_score: true",
        "first_team_by_secondary_score: false",
    );
    std::fs::write(&own, without).unwrap();
    let dir = tmp.path().join("cup");
    ok(&[
        "new",
        s(&dir),
        "--regulation",
        s(&own),
        "--date",
        "2015-02-15",
    ]);
    for name in ["ŠK Zabok", "ŠK Đakovo", "ŠK Čakovec", "ŠK Žminj"] {
        ok(&["team", "add", s(&dir), "--name", name]);
    }
    let trf = tmp.path().join("cup.trf");
    ok(&["export", s(&dir), "--format", "trf", "-o", s(&trf)]);
    let written = std::fs::read_to_string(&trf).unwrap();
    assert!(
        written.lines().any(|l| l == "192 FIDE_TEAM_TYPEA_MP"),
        "{written}"
    );

    let back = tmp.path().join("back");
    let out = kup(&["import", "trf", "--preset", "kzz-2015", s(&trf), s(&back)]);
    assert!(out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("without the secondary score"), "{said}");
    assert!(!on_disk(&back).regulation.first_team_by_secondary_score);
}

/// C.04.6 4.1: the initial-colour is drawn before round 1 and holds for the event. Given
/// with a round 1 paired by hand, it is recorded and round 2's automatic pairing uses it
/// instead of drawing one; a different one later is refused with the article.
#[test]
fn an_initial_colour_given_with_a_manual_round_is_kept_for_the_automatic_rounds() {
    let tmp = tempfile::tempdir().unwrap();
    let d = s(tmp.path());
    five_team_cup(tmp.path());
    ok(&[
        "pair",
        d,
        "--round",
        "1",
        "--manual",
        "1-4,5-2,3",
        "--initial-colour",
        "black",
    ]);
    assert_eq!(on_disk(tmp.path()).initial_colour, Some(Colour::Black));
    for (table, score) in [("1", "2-2"), ("2", "3-1")] {
        ok(&[
            "result", d, "--round", "1", "--match", table, "--score", score,
        ]);
    }
    let out = kup(&["pair", d, "--initial-colour", "white"]);
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains(
            "the initial colour is already Black and is kept for the whole event (FIDE C.04.6 4.1)"
        ),
        "{said}"
    );
    assert!(
        !on_disk(tmp.path())
            .rounds
            .get(1)
            .is_some_and(|r| r.is_paired())
    );

    ok(&["pair", d]);
    let explained = ok(&["pair", d, "--explain", "--round", "2"]);
    assert!(explained.contains("initial-colour Black"), "{explained}");
    assert_eq!(on_disk(tmp.path()).initial_colour, Some(Colour::Black));
}

/// A lot's seed and an initial colour mean nothing to a swap, a flip, a discard or an
/// explanation: clap refuses the pair instead of accepting and ignoring it.
#[test]
fn a_seed_or_initial_colour_with_a_manual_change_is_refused_not_ignored() {
    let tmp = tempfile::tempdir().unwrap();
    let d = s(tmp.path());
    five_team_cup(tmp.path());
    ok(&["pair", d, "--seed", "1"]);
    for extra in [
        ["--swap", "1,2"],
        ["--flip", "1"],
        ["--discard", ""],
        ["--explain", ""],
    ] {
        for flag in [["--seed", "3"], ["--initial-colour", "white"]] {
            let mut args = vec!["pair", d, "--round", "1"];
            args.extend(extra.iter().filter(|a| !a.is_empty()));
            args.extend(flag);
            let out = kup(&args);
            assert!(!out.status.success(), "{args:?} was accepted");
            let said = String::from_utf8_lossy(&out.stderr);
            assert!(said.contains("cannot be used with"), "{args:?}: {said}");
        }
    }
}
