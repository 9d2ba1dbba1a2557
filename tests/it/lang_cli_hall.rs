//! The command line of the playing hall in Croatian and Slovenian: `kup late` and `kup
//! forfeits` (who is missing, the default time, the forfeits due), their usage errors, the
//! penalties kup words itself, and the store's and the regulation's errors. Terms as the
//! regulations kup ships (`docs/rules/`) write them (hr kolo, stol, ploča, kontumacija, dopušteno
//! zakašnjenje, MB; sl kolo, miza, deska, brez igre, zamuda, MT) and the catalogue's
//! established ones.

use crate::common::{kup_lang, ok_lang as ok, on_disk, s, sample_copy};
use kup::store::{CURRENT, Snapshot};

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
    ok(&["new", d, "--preset", "kzz-2015", "--date", "2015-02-15"]);
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

/// A penalty kup words is kept as a text beside its English: entered under `--lang en`, it
/// reads in Croatian under `--lang hr` and in Slovenian under `--lang sl`; the arbiter's
/// note stays as typed; the file keeps the English (what older kups and the journal read).
#[test]
fn a_penalty_entered_in_english_reads_in_croatian_and_slovenian() {
    let dir = sample_copy("bpz-2025");
    let d = s(dir.path());
    ok(&[
        "--lang",
        "en",
        "penalty",
        "phone",
        d,
        "--round",
        "1",
        "--team",
        "1",
        "--board",
        "2",
        "--note",
        "zvonio u dvorani",
    ]);
    ok(&[
        "--lang",
        "en",
        "penalty",
        "unregistered",
        d,
        "--round",
        "1",
        "--team",
        "2",
    ]);
    let hr = ok(&["--lang", "hr", "penalty", "list", d]);
    assert_eq!(
        hr,
        "  1. 1. kolo, ekipa 1 (ŠK Ruščica): ploča 2 (Šantek, Mateja) gubi partiju — mobilni \
         telefon u prostoru za igru: partija je izgubljena (Pravila šaha FIDE 11.3.2.2); zvonio u dvorani\n  \
         2. 1. kolo, ekipa 2 (ŠK Slavonski Brod): gubi sve meč-bodove natjecanja — za ekipu je \
         igrao igrač koji nije registriran za klub (bpz-2025): gubi sve osvojene meč-bodove\n"
    );
    let sl = ok(&["--lang", "sl", "show", d]);
    assert!(
        sl.contains(
            "deska 2 (Šantek, Mateja) izgubi partijo — mobilni telefon v igralnem prostoru: \
             partija je izgubljena (Pravila šaha FIDE 11.3.2.2); zvonio u dvorani\n"
        ),
        "{sl}"
    );
    assert!(
        sl.contains("za ekipo je igral igralec, ki ni registriran za klub (bpz-2025): izgubi vse osvojene meč točke\n"),
        "{sl}"
    );
    for text in [&hr, &sl] {
        for english in [
            "mobile phone",
            "the game is lost",
            "not registered",
            "match points lost",
        ] {
            assert!(!text.contains(english), "{english}: {text}");
        }
    }
    let t = on_disk(dir.path());
    assert_eq!(
        t.penalties[0].reason,
        "mobile phone in the playing venue: the game is lost (FIDE Laws 11.3.2.2); zvonio u dvorani"
    );
    let en = ok(&["--lang", "en", "penalty", "list", d]);
    assert!(
        en.contains(
            "— fielded a player not registered for the club (bpz-2025): all match points lost\n"
        ),
        "{en}"
    );

    // Entered under --lang hr, the file still keeps the English.
    ok(&[
        "--lang",
        "hr",
        "penalty",
        "forfeit",
        d,
        "--round",
        "1",
        "--team",
        "5",
        "--board",
        "4",
        "--note",
        "nije potpisao zapisnik",
    ]);
    let t = on_disk(dir.path());
    assert_eq!(
        t.penalties[2].reason,
        "game lost by forfeit; nije potpisao zapisnik"
    );
    let sl = ok(&["--lang", "sl", "penalty", "list", d]);
    assert!(
        sl.contains("— partija izgubljena brez igre; nije potpisao zapisnik\n"),
        "{sl}"
    );
}

/// bpz-2025 čl. 6: a seating contrary to the lineup loses the games on the wrong boards;
/// the reason kup records reads in the reader's language, the article quoted as written.
#[test]
fn the_wrong_board_penalty_reads_in_the_readers_language() {
    let dir = sample_copy("bpz-2025");
    let d = s(dir.path());
    ok(&[
        "--lang",
        "en",
        "seating",
        d,
        "--round",
        "1",
        "--team",
        "1",
        "--players",
        "2,1,3,4",
    ]);
    let hr = ok(&["--lang", "hr", "penalty", "list", d]);
    assert_eq!(hr.lines().count(), 2, "{hr}");
    assert!(
        hr.contains(
            "ploča 1 (Šantek, Mateja) gubi partiju — igrao na ploči suprotno prijavi sastava \
             (bpz-2025 čl. 6: \"partije gube svi igrači koji su igrali na pločama suprotno prijavi \
             osnovnog sastava ili izmjeni iste\")\n"
        ),
        "{hr}"
    );
    let sl = ok(&["--lang", "sl", "penalty", "list", d]);
    assert!(
        sl.contains("— igral na deski v nasprotju s prijavljeno postavo (bpz-2025 čl. 6"),
        "{sl}"
    );
    // Recording the seating as the lineup takes kup's own penalties back, whatever the
    // language they were made in.
    ok(&[
        "--lang",
        "hr",
        "seating",
        d,
        "--round",
        "1",
        "--team",
        "1",
        "--players",
        "1,2,3,4",
    ]);
    assert_eq!(ok(&["--lang", "hr", "penalty", "list", d]), "nema kazni\n");
}

/// A file written before penalty reasons were kept as texts has only the English: it
/// still loads, and the reason is shown as it stands in every language.
#[test]
fn a_penalty_from_an_older_file_shows_its_english() {
    let dir = sample_copy("bpz-2025");
    let d = s(dir.path());
    ok(&[
        "penalty", "phone", d, "--round", "1", "--team", "1", "--board", "2",
    ]);
    let current = dir.path().join(CURRENT);
    let snapshot = Snapshot::read(&current).expect("readable");
    let mut old = snapshot.tournament.clone();
    old.penalties[0].said = None;
    std::fs::write(
        &current,
        Snapshot::render(snapshot.seq, &snapshot.label(), &old),
    )
    .expect("write");
    let written = std::fs::read_to_string(&current).unwrap();
    let penalties = &written[written.find("penalties: [").expect("penalties")..];
    assert!(!penalties.contains("said"), "{penalties}");
    let hr = ok(&["--lang", "hr", "penalty", "list", d]);
    assert_eq!(
        hr,
        "  1. 1. kolo, ekipa 1 (ŠK Ruščica): ploča 2 (Šantek, Mateja) gubi partiju — mobile \
         phone in the playing venue: the game is lost (FIDE Laws 11.3.2.2)\n"
    );
}

/// The usage errors of `kup penalty` and `kup seating`, naming the field, in the reader's
/// language; nothing changes.
#[test]
fn the_penalty_commands_refuse_in_the_readers_language() {
    let dir = sample_copy("kzz-2015");
    let d = s(dir.path());
    let before = std::fs::read(dir.path().join(CURRENT)).unwrap();
    for (args, hr, sl) in [
        (
            vec![
                "penalty", "forfeit", d, "--round", "1", "--team", "1", "--board", "1",
            ],
            "napomena: navedite zašto je partija izgubljena kontumacijom (--note)",
            "opomba: navedite, zakaj je partija izgubljena brez igre (--note)",
        ),
        (
            vec!["penalty", "lift", d, "--number", "1"],
            "broj: kazne su označene brojevima od 1 do 0 (kup penalty list)",
            "številka: kazni so oštevilčene od 1 do 0 (kup penalty list)",
        ),
        (
            // kzz-2015 allows a draw from black's 30th move; round 1 has five tables.
            vec![
                "penalty",
                "early-draw",
                d,
                "--round",
                "1",
                "--match",
                "6",
                "--board",
                "1",
            ],
            "meč: 1. kolo ima stolove od 1 do 5, ne 6",
            "dvoboj: 1. kolo ima mize od 1 do 5, ne 6",
        ),
        (
            vec![
                "seating",
                d,
                "--round",
                "1",
                "--team",
                "1",
                "--players",
                "1,x",
            ],
            "igrači: 'x' nije mjesto na popisu",
            "igralci: 'x' ni mesto na seznamu",
        ),
        (
            vec![
                "seating",
                d,
                "--round",
                "1",
                "--team",
                "1",
                "--players",
                "1,9",
            ],
            "igrači: mjesta na popisu su od 1 do 5, ne 9",
            "igralci: mesta na seznamu so od 1 do 5, ne 9",
        ),
    ] {
        for (lang, expected) in [("hr", hr), ("sl", sl)] {
            let mut full = vec!["--lang", lang];
            full.extend(&args);
            assert_eq!(stderr(&full), format!("kup: {expected}\n"), "{args:?}");
        }
    }
    let bpz = sample_copy("bpz-2025");
    let b = s(bpz.path());
    let args = [
        "penalty",
        "early-draw",
        b,
        "--round",
        "1",
        "--match",
        "1",
        "--board",
        "1",
    ];
    assert_eq!(
        stderr(&[&["--lang", "hr"][..], &args].concat()),
        "kup: early-draw: pravilnik bpz-2025 ne određuje potez prije kojega se remi ne smije dogovoriti\n"
    );
    assert_eq!(std::fs::read(dir.path().join(CURRENT)).unwrap(), before);
}

/// The usage errors of pairing, results, lineups, rosters, forbidden pairings and the
/// fake clock, naming the field and the rule in the reader's language; nothing changes.
#[test]
fn usage_errors_name_the_field_in_the_readers_language() {
    let dir = sample_copy("kzz-2015");
    let d = s(dir.path());
    let before = std::fs::read(dir.path().join(CURRENT)).unwrap();
    let cases: [(&[&str], &str, &str); 15] = [
        (
            &["pair", d, "--swap", "3"],
            "zamjena: navedite dva startna broja, npr. 3,7",
            "zamenjava: navedite dve startni številki, npr. 3,7",
        ),
        (
            &["pair", d, "--swap", "3,x"],
            "zamjena: 'x' nije startni broj",
            "zamenjava: 'x' ni startna številka",
        ),
        (
            &["pair", d, "--manual", "1-x"],
            "ručno: 'x' u '1-x' nije startni broj",
            "ročno: 'x' v '1-x' ni startna številka",
        ),
        (
            &["pair", d, "--manual", "1,2"],
            "ručno: samo jedna ekipa može biti slobodna",
            "ročno: prosta je lahko samo ena ekipa",
        ),
        (
            &[
                "lineup",
                d,
                "--round",
                "2",
                "--team",
                "1",
                "--players",
                "1,2,3,4",
                "--handed-in",
                "8:45",
            ],
            "predano: '8:45' nije vrijeme kao 2025-01-18T08:45:00+01:00",
            "oddano: '8:45' ni čas, kot je 2025-01-18T08:45:00+01:00",
        ),
        (
            &[
                "result", d, "--round", "1", "--match", "5", "--board", "1", "2-0",
            ],
            "rezultat: '2-0' nije rezultat; upišite 1-0, 0-1, 1/2, +-, -+, -- ili clear",
            "izid: '2-0' ni izid; vpišite 1-0, 0-1, 1/2, +-, -+, -- ali clear",
        ),
        (
            &["result", d, "--round", "1", "--match", "5"],
            "rezultat: navedite --board B s rezultatom ili --score",
            "izid: navedite --board B z izidom ali --score",
        ),
        (
            &[
                "result", d, "--round", "1", "--match", "5", "--score", "abc",
            ],
            "rezultat meča: 'abc' nije rezultat meča kao 2,5-1,5",
            "rezultat dvoboja: 'abc' ni rezultat dvoboja, kot je 2,5-1,5",
        ),
        (
            &[
                "player", "move", d, "--team", "1", "--player", "9", "--to", "1",
            ],
            "igrač: ŠK Zabok ima mjesta na popisu od 1 do 5, ne 9",
            "igralec: ŠK Zabok ima mesta na seznamu od 1 do 5, ne 9",
        ),
        (
            &["team", "numbers", d, "--order", "2,1,x"],
            "ždrijebni brojevi: 'x' nije startni broj",
            "žrebne številke: 'x' ni startna številka",
        ),
        (
            &["forbid", d, "--teams", "1,x"],
            "ekipe: 'x' nije startni broj",
            "ekipe: 'x' ni startna številka",
        ),
        (
            &["forbid", d, "--teams", "1,2", "--rounds", "3-x"],
            "kola: '3-x' nije raspon kola kao 3-5, 3- ili 4",
            "kola: '3-x' ni razpon kol, kot je 3-5, 3- ali 4",
        ),
        (
            &["late", d, "--clock", "pola deset"],
            "--clock: 'pola deset' nije datum i vrijeme kao 2015-02-15T09:30",
            "--clock: 'pola deset' ni datum in čas, kot je 2015-02-15T09:30",
        ),
        (
            &["late", d, "--clock-speed=-1.5"],
            "--clock-speed: -1,5 nije brzina; navedite broj veći od 0 (1 = stvarno vrijeme, 60 = minuta u sekundi)",
            "--clock-speed: -1,5 ni hitrost; navedite število, večje od 0 (1 = dejanski čas, 60 = minuta v sekundi)",
        ),
        (
            &["arrive", d, "--team", "5", "--board", "1", "--at", "podne"],
            "--at: 'podne' nije vrijeme kao 09:42 ili 2015-02-15T09:42",
            "--at: 'podne' ni čas, kot je 09:42 ali 2015-02-15T09:42",
        ),
    ];
    for (args, hr, sl) in cases {
        for (lang, expected) in [("hr", hr), ("sl", sl)] {
            assert_eq!(
                stderr(&[&["--lang", lang][..], args].concat()),
                format!("kup: {expected}\n"),
                "{args:?}"
            );
        }
    }
    assert_eq!(
        stderr(&["--lang", "en", "team", "numbers", d, "--order", "2,1,x"]),
        "kup: pairing numbers: 'x' is not a starting number\n"
    );
    assert_eq!(std::fs::read(dir.path().join(CURRENT)).unwrap(), before);
}

/// kup in `lang` with extra environment variables (a lock wait, an injected fault).
fn kup_in(lang: &str, args: &[&str], env: &[(&str, &str)]) -> String {
    let mut process = std::process::Command::new(env!("CARGO_BIN_EXE_kup"));
    process
        // The hall of the presets: a new event reads its rounds' times of day in the
        // machine's time zone, so the tests fix one (a POSIX rule, no tz database needed).
        .env("TZ", "CET-1CEST,M3.5.0,M10.5.0/3")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .env("KUP_CONFIG", "/nonexistent/kup-config.ron")
        .args(["--lang", lang])
        .args(args);
    for (key, value) in env {
        process.env(key, value);
    }
    let out = process.output().expect("kup runs");
    assert!(!out.status.success(), "kup {args:?} should fail");
    String::from_utf8(out.stderr).expect("utf-8")
}

/// The regulation's errors name the field as the file writes it and the rule in the
/// reader's language: an unknown preset, a file that does not parse, a field out of range.
#[test]
fn regulation_errors_name_the_field_and_the_rule_in_the_readers_language() {
    use kup::core::Regulation;
    use kup::i18n::Lang;
    let unknown = Regulation::preset("kzz-2016").unwrap_err();
    assert_eq!(
        unknown.text().render(Lang::Hr),
        "nepoznat predložak 'kzz-2016'; predlošci su: kzz-2015, mzz-2012, bpz-2025, \
         hss-kadeti-2009, szs-pokal-2018"
    );
    assert!(
        unknown
            .to_string()
            .starts_with("unknown preset 'kzz-2016'; the presets are: kzz-2015")
    );
    let ron = Regulation::preset("kzz-2015").unwrap().to_ron();
    assert!(ron.contains("boards: 4,"), "{ron}");
    let wide = Regulation::from_ron(&ron.replace("boards: 4,", "boards: 17,")).unwrap_err();
    assert_eq!(
        wide.text().render(Lang::Hr),
        // `boards` is the fifth field, written on line 6 after four spaces.
        "6. redak, 5. stupac: polje pravilnika 'boards' nije ispravno: mora biti između 1 i 16"
    );
    assert_eq!(
        wide.text().render(Lang::Sl),
        "6. vrstica, 5. stolpec: polje pravilnika 'boards' ni veljavno: mora biti med 1 in 16"
    );
    assert_eq!(
        wide.to_string(),
        "line 6, column 5: regulation field 'boards' is invalid: must be between 1 and 16"
    );
    // A default time of 0 minutes is FIDE's own (Laws 2012 art. 6.6a), and mzz-2012's.
    let minutes = ron.replace("default_time_minutes: 30,", "default_time_minutes: 0,");
    assert_ne!(minutes, ron);
    assert_eq!(
        Regulation::from_ron(&minutes).unwrap().default_time_minutes,
        0
    );
    let broken = Regulation::from_ron("(id: ").unwrap_err();
    assert!(
        broken
            .text()
            .render(Lang::Hr)
            .starts_with("datoteka pravilnika ne može se raščlaniti: "),
        "{broken}"
    );

    // A tournament whose regulation is impossible is named as such when it is opened.
    let dir = sample_copy("kzz-2015");
    let current = dir.path().join(CURRENT);
    let text = std::fs::read_to_string(&current).unwrap();
    assert!(text.contains("boards: 4,"));
    std::fs::write(&current, text.replacen("boards: 4,", "boards: 17,", 1)).unwrap();
    let hr = kup_in("hr", &["show", s(dir.path())], &[]);
    assert!(
        hr.contains("nemogući podaci: pravilnik: polje pravilnika 'boards' nije ispravno: mora biti između 1 i 16"),
        "{hr}"
    );
}

/// The writer's lock held by another kup, a planted symbolic link, a full disk, a file
/// that is no text: said in the reader's language, the system's own words kept.
#[test]
fn store_errors_in_the_readers_language() {
    use kup::store::Store;
    let dir = sample_copy("kzz-2015");
    let d = s(dir.path());
    let result = [
        "result", d, "--round", "1", "--match", "5", "--board", "1", "1-0",
    ];
    {
        let _holder = Store::open(dir.path()).expect("the lock");
        let me = std::process::id();
        let hr = kup_in("hr", &result, &[("KUP_LOCK_WAIT", "0.3")]);
        assert!(hr.contains(" je otvoren u drugom kupu: korisnik "), "{hr}");
        assert!(
            hr.contains(&format!("(pid {me} na "))
                && hr.ends_with(
                    " (čekano 0,3 s); otvorite ga samo za čitanje s --read-only ili zatvorite drugi\n"
                ),
            "{hr}"
        );
        let sl = kup_in("sl", &result, &[("KUP_LOCK_WAIT", "0")]);
        assert!(
            sl.contains(" je odprt v drugem kupu: uporabnik ")
                && sl.ends_with("; odprite ga samo za branje z --read-only ali zaprite drugega\n"),
            "{sl}"
        );
        assert!(!sl.contains("čakano") && !sl.contains("waited"), "{sl}");
    }

    let hr = kup_in("hr", &result, &[("KUP_FAULT", "disk-full")]);
    assert!(
        hr.starts_with(&format!(
            "kup: nije moguće zapisati {}:",
            dir.path().join("journal.ron").display()
        )),
        "{hr}"
    );

    #[cfg(unix)]
    {
        let lock = dir.path().join("lock");
        let _ = std::fs::remove_file(&lock);
        std::os::unix::fs::symlink("/nonexistent/elsewhere", &lock).unwrap();
        let sl = kup_in("sl", &result, &[]);
        assert_eq!(
            sl,
            format!(
                "kup: {} je simbolna povezava; kup ne sledi povezavam iz mape turnirja\n",
                lock.display()
            )
        );
        std::fs::remove_file(&lock).unwrap();
    }

    std::fs::write(dir.path().join(CURRENT), b"\xff\xfe not text").unwrap();
    let hr = kup_in("hr", &result, &[]);
    assert!(
        hr.contains("(nije kupova snimka stanja: nije UTF-8 tekst)"),
        "{hr}"
    );
}

/// A read-only view refuses a change naming the holder; a step failing after the commit
/// says the change was saved.
#[test]
fn read_only_and_unfinished_in_the_readers_language() {
    use kup::core::{Command, GameResult};
    use kup::i18n::Lang;
    use kup::store::{HISTORY_DIR, Store, StoreError};
    let dir = sample_copy("kzz-2015");
    let draw = Command::SetResult {
        round: 1,
        table: 5,
        board: 1,
        result: GameResult::Draw,
    };
    // Another kup holds the tournament while the viewer tries a change.
    let holder = crate::common::open_store(dir.path());
    let mut viewer = Store::open_read_only(dir.path()).expect("opens");
    let refused = viewer.execute(draw.clone()).unwrap_err();
    drop(holder);
    assert!(
        refused
            .render(Lang::Hr)
            .starts_with("turnir je otvoren samo za čitanje (zaključao ga je drugi kup: "),
        "{refused}"
    );

    // Waiting, as a command line does: a process that another test of this binary forks
    // holds a copy of the lock's file until it execs.
    let mut store =
        Store::open_waiting(dir.path(), std::time::Duration::from_secs(10)).expect("opens");
    // A directory where the new snapshot is filed in history: the step after the commit fails.
    let filed = dir
        .path()
        .join(HISTORY_DIR)
        .join(format!("{:06}.ron", store.seq() + 1));
    std::fs::create_dir(&filed).unwrap();
    std::fs::write(filed.join("keep"), b"a directory is not replaced").unwrap();
    let error = store.execute(draw).unwrap_err();
    assert!(matches!(error, StoreError::Unfinished(_)), "{error}");
    assert!(
        error
            .render(Lang::Sl)
            .starts_with("sprememba je shranjena, vendar ni mogoče "),
        "{}",
        error.render(Lang::Sl)
    );
    assert!(
        error
            .render(Lang::Hr)
            .starts_with("promjena je spremljena, ali nije moguće "),
        "{}",
        error.render(Lang::Hr)
    );
    assert!(
        error
            .to_string()
            .starts_with("the change was saved, but could not ")
    );
}

/// `kup new` and `kup regulation` refuse an unknown preset in the reader's language, and
/// `kup new` creates nothing.
#[test]
fn an_unknown_preset_is_refused_by_new_and_regulation_in_the_readers_language() {
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("cup");
    let t = s(&target);
    let hr = kup_in(
        "hr",
        &["new", t, "--preset", "kzz-2016", "--name", "Kup"],
        &[],
    );
    assert!(
        hr.starts_with("kup: nepoznat predložak 'kzz-2016'; predlošci su: kzz-2015"),
        "{hr}"
    );
    assert!(!target.exists(), "nothing is created for an unknown preset");
    let sl = kup_in("sl", &["regulation", "kzz-2016"], &[]);
    assert!(!sl.contains("unknown preset"), "{sl}");
    assert!(
        sl.contains("'kzz-2016'") && sl.contains("szs-pokal-2018"),
        "{sl}"
    );
}
