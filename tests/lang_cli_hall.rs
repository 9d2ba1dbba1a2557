//! The command line of the playing hall in Croatian and Slovenian: `kup late` and `kup
//! forfeits` (who is missing, the default time, the forfeits due), their usage errors, the
//! penalties kup words itself, and the store's and the regulation's errors. Terms as the
//! regulations in `shared/seeds/` write them (hr kolo, stol, ploča, kontumacija, dopušteno
//! zakašnjenje, MB; sl kolo, miza, deska, brez igre, zamuda, MT) and the catalogue's
//! established ones.

mod common;

use std::path::Path;

use common::{kup_lang, ok_lang as ok, sample_copy};

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

fn stderr(args: &[&str]) -> String {
    let out = kup_lang(args);
    assert!(!out.status.success(), "kup {args:?} should fail");
    String::from_utf8(out.stderr).expect("utf-8")
}

/// The kzz-2015 sample at 09:50 in round 1: scheduled 09:30, and the seed's "Igrač na
/// početak partije može zakasniti najviše 30 minuta" makes 10:00 the default time; nobody
/// has sat down at table 5 (ŠK Pregrada v ŠK Mače), so its eight players have ten minutes.
#[test]
fn kup_late_says_who_is_missing_in_the_readers_language() {
    let dir = sample_copy("kzz-2015");
    let d = s(dir.path());
    let at = "2015-02-15T09:50";
    let hr = ok(&["--lang", "hr", "late", d, "--clock", at]);
    assert!(
        hr.starts_with("1. kolo u 09:50:00: zakazano za 09:30, dopušteno zakašnjenje do 10:00\n"),
        "{hr}"
    );
    assert!(
        hr.contains("  stol 5 ploča 1 bijeli: Džeko, Mateja (ŠK Pregrada) — još 10:00\n"),
        "{hr}"
    );
    assert!(
        hr.contains("  stol 5 ploča 1 crni: Perković, Šime (ŠK Mače) — još 10:00\n"),
        "{hr}"
    );
    assert_eq!(hr.matches("— još 10:00").count(), 8, "{hr}");
    let sl = ok(&["--lang", "sl", "late", d, "--clock", at]);
    assert!(
        sl.starts_with("1. kolo ob 09:50:00: načrtovano ob 09:30, dovoljena zamuda do 10:00\n"),
        "{sl}"
    );
    assert!(
        sl.contains("  miza 5 deska 4 črni: Marković, Mateja (ŠK Pregrada) — še 10:00\n"),
        "{sl}"
    );
    for text in [&hr, &sl] {
        for english in [
            "Round",
            "scheduled",
            "default time",
            "table",
            "board",
            "left",
        ] {
            assert!(!text.contains(english), "{english}: {text}");
        }
    }
    let en = ok(&["--lang", "en", "late", d, "--clock", at]);
    assert!(
        en.starts_with("Round 1 at 09:50:00, scheduled 09:30, default time 10:00\n"),
        "{en}"
    );
    assert!(
        en.contains("  table 5 board 1 White: Džeko, Mateja (ŠK Pregrada) — 10:00 left\n"),
        "{en}"
    );

    // Past 10:00 the countdown has run out (hr ISTEKLO, sl POTEKLO) and the forfeits are due.
    let hr = ok(&["--lang", "hr", "late", d, "--clock", "2015-02-15T10:01"]);
    assert!(hr.contains("(ŠK Mače) — ISTEKLO\n"), "{hr}");
    assert!(
        hr.ends_with("Dospjele kontumacije: 4; `kup forfeits DIR --apply` ih upisuje.\n"),
        "{hr}"
    );
    let sl = ok(&["--lang", "sl", "late", d, "--clock", "2015-02-15T10:01"]);
    assert!(sl.contains("(ŠK Mače) — POTEKLO\n"), "{sl}");
    assert!(
        sl.ends_with("Dospele izgube brez igre: 4; `kup forfeits DIR --apply` jih vpiše.\n"),
        "{sl}"
    );
}

/// ŠK Pregrada (team 5, first-named at table 5: White on boards 1 and 3) sits down at
/// 09:45, ŠK Mače never comes: at 10:01 each board is won by forfeit and the match is
/// forfeited, 2 MB and 4:0 to Pregrada (kzz-2015: "2 meč boda za pobjedu u meču", four
/// boards). Once Mače (team 10) have sat down too, one of them late: "Svi su igrači za pločama".
#[test]
fn kup_forfeits_lists_the_forfeits_due_in_the_readers_language() {
    let dir = sample_copy("kzz-2015");
    let d = s(dir.path());
    for board in ["1", "2", "3", "4"] {
        ok(&[
            "arrive", d, "--team", "5", "--board", board, "--at", "09:45",
        ]);
    }
    let at = "2015-02-15T10:01";
    let hr = ok(&["--lang", "hr", "forfeits", d, "--clock", at]);
    assert_eq!(
        hr,
        "1. kolo: kontumacije dospjele u 10:01:00 (upišite ih s --apply):\n  \
         stol 5 ploča 1: +-\n  stol 5 ploča 2: -+\n  stol 5 ploča 3: +-\n  stol 5 ploča 4: -+\n  \
         ŠK Mače nije došla za stol 5: meč je izgubljen kontumacijom, protivnik dobiva 2 MB i 4:0\n"
    );
    let sl = ok(&["--lang", "sl", "forfeits", d, "--clock", at]);
    assert!(
        sl.starts_with("1. kolo: izgube brez igre, dospele ob 10:01:00 (vpišite jih z --apply):\n"),
        "{sl}"
    );
    assert!(sl.contains("  miza 5 deska 2: -+\n"), "{sl}");
    assert!(
        sl.contains(
            "  ŠK Mače ni prišla za mizo 5: dvoboj je izgubljen brez igre, nasprotnik dobi 2 MT in 4:0\n"
        ),
        "{sl}"
    );
    let en = ok(&["--lang", "en", "forfeits", d, "--clock", at]);
    assert!(
        en.contains("  ŠK Mače is absent at table 5: the match is forfeited, the opponent scores 2 MP and 4:0\n"),
        "{en}"
    );
    let before = ok(&["--lang", "hr", "forfeits", d, "--clock", "2015-02-15T09:59"]);
    assert_eq!(
        before,
        "1. kolo: u 09:59:00 nije dospjela nijedna kontumacija.\n"
    );

    // Mače's board 1 comes at 10:05, after the default time; the others at 09:58.
    ok(&["arrive", d, "--team", "10", "--board", "1", "--at", "10:05"]);
    for board in ["2", "3", "4"] {
        ok(&[
            "arrive", d, "--team", "10", "--board", board, "--at", "09:58",
        ]);
    }
    let hr = ok(&["--lang", "hr", "late", d, "--clock", "2015-02-15T10:10"]);
    assert!(hr.contains("\nSvi su igrači za pločama.\n"), "{hr}");
    assert!(
        hr.contains(
            "  stol 5 ploča 1 crni: Perković, Šime (ŠK Mače) stigao u 10:05:00, nakon isteka dopuštenog zakašnjenja\n"
        ),
        "{hr}"
    );
    let sl = ok(&["--lang", "sl", "late", d, "--clock", "2015-02-15T10:10"]);
    assert!(sl.contains("\nVsi igralci so za deskami.\n"), "{sl}");
    assert!(
        sl.contains("Perković, Šime (ŠK Mače) prišel ob 10:05:00, po poteku dovoljene zamude\n"),
        "{sl}"
    );
}

/// szs-2018 6.7.2: "se igralcu/-ki, ki ob začetku seanse ni prisoten/-na za šahovnico, na
/// uri takoj odvzame 15 minut"; round 1 of the sample is scheduled for 17:00.
#[test]
fn the_slovenian_clock_deduction_in_slovenian_and_croatian() {
    let dir = sample_copy("szs-pokal-2018");
    let d = s(dir.path());
    let at = "2018-06-01T17:05";
    let sl = ok(&["--lang", "sl", "late", d, "--clock", at]);
    assert!(
        sl.contains("(ŠK Maribor) — še 25:00, −15 min na uri\n"),
        "{sl}"
    );
    assert!(
        sl.ends_with(
            "Igralcu, ki ob začetku kola ni prisoten za šahovnico, se na uri takoj odvzame 15 minut (szs-pokal-2018).\n"
        ),
        "{sl}"
    );
    let hr = ok(&["--lang", "hr", "late", d, "--clock", at]);
    assert!(hr.contains("— još 25:00, −15 min na satu\n"), "{hr}");
    assert!(
        hr.contains("odmah se na satu oduzima 15 minuta (szs-pokal-2018).\n"),
        "{hr}"
    );
    assert!(!sl.contains("on the clock") && !hr.contains("on the clock"));
}

/// A round that is not paired, no round at all, a team without a match: said in the
/// reader's language, naming the field.
#[test]
fn the_clock_commands_refuse_in_the_readers_language() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = tmp.path().join("kup");
    let d = s(&dir);
    ok(&["new", d, "--preset", "kzz-2015"]);
    assert_eq!(
        stderr(&["--lang", "hr", "late", d]),
        "kup: kolo: još nijedno kolo nije spareno\n"
    );
    assert_eq!(
        stderr(&["--lang", "sl", "start", d]),
        "kup: kolo: nobeno kolo še nima parov\n"
    );
    for name in ["ŠK Čazma", "ŠK Đakovo", "ŠK Žabnik"] {
        ok(&["team", "add", d, "--name", name]);
    }
    ok(&["pair", d, "--round", "1", "--manual", "1-2,3"]);
    assert_eq!(
        stderr(&["--lang", "hr", "arrive", d, "--team", "3", "--board", "1"]),
        "kup: ekipa: ekipa 3 nema meč u 1. kolu (slobodna je, odsutna ili ne sudjeluje)\n"
    );
    assert_eq!(
        stderr(&["--lang", "sl", "late", d, "--round", "2"]),
        "kup: kolo: 2. kolo nima parov (kola s pari: 1 do 1)\n"
    );
    assert_eq!(
        stderr(&["--lang", "en", "arrive", d, "--team", "3", "--board", "1"]),
        "kup: team: team 3 has no match in round 1 (bye, absent or not in the event)\n"
    );
}
