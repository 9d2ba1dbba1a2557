//! The TRF reader and the pairing engine in Croatian and Slovenian: `kup import trf`'s
//! report and notes, the reader's errors (naming the line and the TRF-2026 record), and
//! `kup engine`'s refusals, in the regulations' terms (hr kolo, redak, zapis, meč-bodovi;
//! sl kolo, vrstica, zapis, meč točke). The TRF and the pairs kup writes stay as they are.

use crate::common;

use std::path::{Path, PathBuf};

use crate::common::{kup_lang as kup, ok_lang as ok, s};

fn fixture(name: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

/// stderr of a run, which must succeed.
fn notes(args: &[&str]) -> String {
    let out = kup(args);
    assert!(out.status.success(), "kup {args:?}: {out:?}");
    String::from_utf8(out.stderr).expect("utf-8")
}

/// stderr of a run, which must be refused as a usage error (exit status 2).
fn refused(args: &[&str]) -> String {
    refused_as(2, args)
}

/// stderr of a run, which must be refused with exit status `code` (3: no pairing follows
/// the rules, 4: the file is refused).
fn refused_as(code: i32, args: &[&str]) -> String {
    let out = kup(args);
    assert_eq!(out.status.code(), Some(code), "kup {args:?}: {out:?}");
    String::from_utf8(out.stderr).expect("utf-8")
}

/// The fixture's ŠK Epsilon plays rounds 1 and 2 only, its record 092 is not kept, and its
/// record 320 gives the bye 1 match point and 1 game point (kzz-2015 has 2 MP and 2 GP on
/// 4 boards): the notes say so in the reader's words, naming line and record.
#[test]
fn import_trf_reports_in_croatian_and_slovenian() {
    let tmp = tempfile::tempdir().unwrap();
    let file = fixture("team-bye-forfeit-withdrawn.trf");
    let import = |lang: &str| {
        let dir = tmp.path().join(lang);
        let out = kup(&[
            "--lang",
            lang,
            "import",
            "trf",
            &file,
            s(&dir),
            "--preset",
            "kzz-2015",
        ]);
        assert!(out.status.success(), "{out:?}");
        (
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
        )
    };
    let (out, err) = import("hr");
    assert!(out.ends_with("/hr: ekipa 5, kola 3\n"), "{out}");
    assert!(out.starts_with("uvezeno u "), "{out}");
    assert!(
        err.contains("ŠK Epsilon ne igra nakon 2. kola; uzima se kao povučena od 3. kola"),
        "{err}"
    );
    assert!(
        err.contains("slobodno kolo: MB 1, pojedinačni bodovi 1 (zapis 320)"),
        "{err}"
    );
    assert!(
        err.contains("zapisi koje kup čita, ali ne čuva: 092 (6. redak: "),
        "{err}"
    );
    assert!(err.contains("nadjačavaju predložak kzz-2015"), "{err}");
    for english in ["plays no round", "line 6", "record", "preset", "imported"] {
        assert!(
            !err.contains(english) && !out.contains(english),
            "{english}: {err}"
        );
    }

    let (out, err) = import("sl");
    assert!(
        out.starts_with("uvoženo v ") && out.ends_with(": ekip 5, kol 3\n"),
        "{out}"
    );
    assert!(
        err.contains("ŠK Epsilon ne igra po 2. kolu; vzame se kot umaknjena od 3. kola"),
        "{err}"
    );
    assert!(
        err.contains("prosto kolo: MT 1, osnovne točke 1 (zapis 320)"),
        "{err}"
    );
    assert!(err.contains("092 (6. vrstica: "), "{err}");
    assert!(!err.contains("line 6") && !err.contains("record"), "{err}");

    let (out, err) = import("en");
    assert!(
        out.starts_with("imported 5 teams and 3 rounds into "),
        "{out}"
    );
    assert!(
        err.contains("ŠK Epsilon plays no round after round 2; taken as withdrawn from round 3"),
        "{err}"
    );
    assert!(
        err.contains("bye worth 1 MP and 1 GP (record 320)"),
        "{err}"
    );
}

/// Two records 310 with pairing number 1 (TRF-2026 §4.4: a team's number is its own):
/// refused, naming both lines, in every language; nothing is created.
#[test]
fn import_trf_errors_name_the_line_and_the_record_in_the_readers_language() {
    let tmp = tempfile::tempdir().unwrap();
    let file = tmp.path().join("twice.trf");
    std::fs::write(&file, "012 Kup\n310   1 ŠK Zabok\n310   1 ŠK Čazma\n").unwrap();
    let dir = tmp.path().join("event");
    let run = |lang: &str| {
        refused_as(
            4,
            &[
                "--lang",
                lang,
                "import",
                "trf",
                s(&file),
                s(&dir),
                "--preset",
                "kzz-2015",
            ],
        )
    };
    let hr = run("hr");
    assert!(
        hr.contains("twice.trf: 3. redak: ždrijebni broj ekipe 1 već je upotrijebljen u 2. retku"),
        "{hr}"
    );
    let sl = run("sl");
    assert!(
        sl.contains(
            "twice.trf: 3. vrstica: žrebna številka ekipe 1 je že uporabljena v 2. vrstici"
        ),
        "{sl}"
    );
    let en = run("en");
    assert!(
        en.contains("twice.trf: line 3: team pairing number 1 is already used on line 2"),
        "{en}"
    );
    assert!(!dir.exists());

    // A file without team records is not a team event (the importer reads 310 or 013).
    std::fs::write(&file, "012 Kup\n").unwrap();
    let hr = run("hr");
    assert!(
        hr.contains("datoteka nema zapisa ekipe (310 ili 013): kup uvozi samo ekipna natjecanja"),
        "{hr}"
    );
    assert!(!hr.contains("team record"), "{hr}");
}

/// Two players who met in round 1 of 3: round 2 has no legal pairing (C.04.3 C.1 forbids the
/// rematch, and one of two players cannot be left unpaired), so the engine refuses, naming
/// the round and the rule.
fn two_players_who_met(dir: &Path) -> PathBuf {
    let player = |number: u32, name: &str, rating: u32, round: &str| {
        let head = format!("001 {number:>4}      {name:<33} {rating:>4}");
        format!("{head:<91}{round}\n")
    };
    let text = format!(
        "012 Dvoje\n142 3\n{}{}",
        player(1, "Šimić, Ana", 2400, "   2 w 1"),
        player(2, "Žagar, Iva", 2380, "   1 b 0"),
    );
    let file = dir.join("two.trf");
    std::fs::write(&file, text).unwrap();
    file
}

#[test]
fn engine_refusals_for_individuals_in_croatian_and_slovenian() {
    let tmp = tempfile::tempdir().unwrap();
    let file = two_players_who_met(tmp.path());
    let pair = |code: i32, lang: &str, file: &Path| {
        refused_as(
            code,
            &["--lang", lang, "engine", "--system", "dutch", s(file)],
        )
    };
    let hr = pair(3, "hr", &file);
    assert!(
        hr.contains("two.trf: 2. kolo: ne postoje dopušteni parovi: igrači se ne mogu svi spariti bez ponovljenog susreta (C.1)"),
        "{hr}"
    );
    let sl = pair(3, "sl", &file);
    assert!(
        sl.contains("two.trf: 2. kolo: dovoljenih parov ni: vseh igralcev ni mogoče združiti v pare brez ponovnega srečanja (C.1)"),
        "{sl}"
    );
    let en = pair(3, "en", &file);
    assert!(
        en.contains("two.trf: round 2: no legal pairing exists: the players cannot all be paired without a rematch (C.1)"),
        "{en}"
    );

    // Without record 142 the Dutch system cannot be paired (C.04.3 A.7); with all its
    // rounds played there is nothing to pair.
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, text.replace("142 3\n", "")).unwrap();
    let hr = pair(4, "hr", &file);
    assert!(
        hr.contains("nedostaje zapis 142 (ili XXR): švicarski sustav sparuje se uz poznat broj kola (C.04.3 A.7: "),
        "{hr}"
    );
    std::fs::write(&file, text.replace("142 3\n", "142 1\n")).unwrap();
    let sl = pair(4, "sl", &file);
    assert!(
        sl.contains("odigrana so vsa kola turnirja (1, zapis 142): ni kola za žrebanje"),
        "{sl}"
    );
    assert!(!sl.contains("round"), "{sl}");
}

#[test]
fn engine_usage_and_generator_errors_in_the_readers_language() {
    let sl = refused(&["--lang", "sl", "engine"]);
    assert!(
        sl.contains("navedite --system team-swiss|dutch|berger in TRF za žrebanje"),
        "{sl}"
    );
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("g.trf");
    let hr = refused(&[
        "--lang",
        "hr",
        "engine",
        "--generate",
        "--teams",
        "1",
        "-o",
        s(&out),
    ]);
    assert!(
        hr.contains("engine: --teams 1: turnir treba barem 2 ekipe"),
        "{hr}"
    );
    let hr = refused(&[
        "--lang",
        "hr",
        "engine",
        "--generate",
        "--teams",
        "4",
        "--rounds",
        "4",
        "-o",
        s(&out),
    ]);
    assert!(
        hr.contains("--rounds 4: uz broj ekipa 4 ovaj sustav ima od 1 do 3 kola"),
        "{hr}"
    );
    assert!(!out.exists());
}

/// `--system team-swiss` on a file whose record 192 names the legacy team
/// mode (`CUSTOM_TEAM_SWISS_MP`, `docs/rules/fide-trf.md#record-192`) pairs by C.04.6
/// (`pairing::engine::pair`), so the note must say that, not that the file set the legacy mode.
#[test]
fn engine_says_the_system_asked_for_wins_over_record_192() {
    let file = fixture("engine/legacy-6-teams-after-round-2.trf");
    let en = notes(&["--lang", "en", "engine", "--system", "team-swiss", &file]);
    assert!(
        en.contains(
            "line 4: record 192 CUSTOM_TEAM_SWISS_MP names: legacy team mode: the FIDE Dutch \
             system (C.04.3) applied to teams by match points; paired by the system asked for \
             instead: FIDE Swiss team pairing system (C.04.6)"
        ),
        "{en}"
    );
    assert!(
        !en.contains("by match points (record 192"),
        "no override of the mode: {en}"
    );
    let hr = notes(&["--lang", "hr", "engine", "--system", "team-swiss", &file]);
    assert!(
        hr.contains("4. redak: zapis 192 CUSTOM_TEAM_SWISS_MP navodi: stari ekipni način")
            && hr.contains("umjesto toga sparuje se zatraženim sustavom: FIDE švicarski sustav za ekipe (C.04.6)"),
        "{hr}"
    );
    // The checker asked for C.04.6 says the same; asked for the legacy mode, or left to
    // record 192, there is nothing to overrule.
    let check = kup(&[
        "--lang",
        "sl",
        "engine",
        "--check",
        &file,
        "--system",
        "team-swiss",
    ]);
    let sl = String::from_utf8(check.stderr).unwrap();
    assert!(
        sl.contains(
            "namesto tega se žreba po zahtevanem sistemu: FIDE švicarski sistem za ekipe (C.04.6)"
        ),
        "{sl}"
    );
    for system in [&["--system", "dutch"][..], &[]] {
        let mut args = vec!["engine", "--check", &file];
        args.extend(system);
        let out = kup(&args);
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(!err.contains("asked for"), "{system:?}: {err}");
    }
    // The pairs themselves stay in the engines' format whatever the language.
    assert_eq!(
        ok(&["--lang", "hr", "engine", "--system", "team-swiss", &file]),
        ok(&["--lang", "en", "engine", "--system", "team-swiss", &file])
    );
}

/// The fixture's record 310 of ŠK Alfa says 3.5 game points, which kup computes too; written
/// as 2.5 the note names the line and both figures with the reader's decimal comma (the
/// TRF itself keeps the dot).
#[test]
fn a_total_the_file_states_otherwise_is_noted_with_the_decimal_comma() {
    let tmp = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(fixture("team-bye-forfeit-withdrawn.trf")).unwrap();
    let alfa = "310   1 ŠK Alfa                                          4.0    ";
    assert!(text.contains(&format!("{alfa}3.5")));
    let file = tmp.path().join("alfa.trf");
    std::fs::write(
        &file,
        text.replace(&format!("{alfa}3.5"), &format!("{alfa}2.5")),
    )
    .unwrap();
    let import = |lang: &str| {
        let dir = tmp.path().join(lang);
        notes(&[
            "--lang",
            lang,
            "import",
            "trf",
            s(&file),
            s(&dir),
            "--preset",
            "kzz-2015",
        ])
    };
    let hr = import("hr");
    assert!(
        hr.contains(
            "27. redak: ŠK Alfa: u datoteci MB 4,0, pojedinačni bodovi 2,5; kup po predlošku \
             kzz-2015 računa MB 4, pojedinačni bodovi 3,5"
        ),
        "{hr}"
    );
    let sl = import("sl");
    assert!(
        sl.contains("27. vrstica: ŠK Alfa: v datoteki MT 4,0, osnovne točke 2,5;"),
        "{sl}"
    );
    let en = import("en");
    assert!(
        en.contains(
            "line 27: ŠK Alfa: the file gives 4.0 MP and 2.5 GP, kup computes 4 MP and 3.5 GP"
        ),
        "{en}"
    );
}

/// A penalty read from record 299 keeps its reason as kup's words, so `kup penalty list`
/// names the record and the line in the reader's language.
#[test]
fn a_penalty_read_from_record_299_names_its_line_in_the_readers_language() {
    let event = common::sample_copy("kzz-2015");
    let dir = s(event.path());
    ok(&[
        "penalty", "phone", "--round", "1", "--team", "1", "--board", "1", dir,
    ]);
    let tmp = tempfile::tempdir().unwrap();
    let file = tmp.path().join("event.trf");
    ok(&["export", dir, "--format", "trf", "-o", s(&file)]);
    let text = std::fs::read_to_string(&file).unwrap();
    let line = text
        .lines()
        .position(|l| l.starts_with("299 "))
        .expect("the penalty is written as record 299")
        + 1;
    let back = tmp.path().join("back");
    notes(&["import", "trf", s(&file), s(&back), "--preset", "kzz-2015"]);
    let list = |lang: &str| ok(&["--lang", lang, "penalty", "list", s(&back)]);
    assert!(
        list("hr").contains(&format!(
            "ploča 1 (Vidović, Krunoslav) gubi partiju — TRF zapis 299, {line}. redak"
        )),
        "{}",
        list("hr")
    );
    assert!(
        list("sl").contains(&format!("— TRF zapis 299, {line}. vrstica")),
        "{}",
        list("sl")
    );
    assert!(
        list("en").contains(&format!("— TRF record 299, line {line}")),
        "{}",
        list("en")
    );
}

/// An unknown `--preset` is refused naming the presets kup ships, in the reader's language.
#[test]
fn an_unknown_preset_is_refused_in_the_readers_language() {
    let tmp = tempfile::tempdir().unwrap();
    let file = fixture("team-bye-forfeit-withdrawn.trf");
    let dir = tmp.path().join("event");
    let hr = refused(&[
        "--lang",
        "hr",
        "import",
        "trf",
        &file,
        s(&dir),
        "--preset",
        "kzz",
    ]);
    assert!(
        hr.contains("import: nepoznat predložak 'kzz'; predlošci su: kzz-2015, mzz-2012"),
        "{hr}"
    );
    let sl = refused(&[
        "--lang", "sl", "engine", "--system", "dutch", &file, "--preset", "kzz",
    ]);
    assert!(
        sl.contains("--preset: neznana predloga 'kzz'; predloge so: kzz-2015"),
        "{sl}"
    );
    let en = refused(&["engine", "--system", "dutch", &file, "--preset", "kzz"]);
    assert!(
        en.contains("--preset: unknown preset 'kzz'; the presets are: kzz-2015"),
        "{en}"
    );
    assert!(!dir.exists());
}

/// Records 202/212 (`docs/rules/fide-trf.md#record-202`: 202 the FIDE tie-breaks that
/// break ties, 212 those that define the standings, 202 plus `PTS`) are the file's own ranking:
/// `kup import trf` compares them with the preset's chain and names the first criterion
/// where they part, in the reader's language, instead of taking the preset's silently.
/// kzz-2015 čl. 10 ranks by match points, then "a) zbroj pojedinačnih bodova iz igre",
/// "b) olimpijski Sonneborn-Berger [...] (kriterij broj 57 u Swiss-Manageru)"; a file
/// ranking by PTS, MPvGP, BH:MP parts from it at criterion 3. Drawing lots,
/// which ends every chain, need not be written.
#[test]
fn import_trf_says_where_the_files_tie_breaks_differ_from_the_presets() {
    let event = common::sample_copy("kzz-2015");
    let tmp = tempfile::tempdir().unwrap();
    let file = tmp.path().join("event.trf");
    ok(&["export", s(event.path()), "--format", "trf", "-o", s(&file)]);
    let written = std::fs::read_to_string(&file).unwrap();
    let line = written
        .lines()
        .position(|l| l.starts_with("212 "))
        .expect("record 212")
        + 1;
    let import = |lang: &str, text: &str| {
        let path = tmp.path().join(format!("{lang}.trf"));
        std::fs::write(&path, text).unwrap();
        let dir = tmp.path().join(format!("{lang}-{}", text.len()));
        notes(&[
            "--lang",
            lang,
            "import",
            "trf",
            s(&path),
            s(&dir),
            "--preset",
            "kzz-2015",
        ])
    };
    // kup's own file states the preset's chain: nothing to say, with or without lots.
    let own = import("en", &written);
    assert!(!own.contains("ranks by"), "{own}");
    let record_212 = written.lines().nth(line - 1).unwrap();
    let no_lots = written.replace(record_212, record_212.trim_end_matches(",OTHER_LOT"));
    assert!(!import("en", &no_lots).contains("ranks by"));
    let other = written.replace(record_212, "212 PTS,MPvGP,BH:MP");
    let en = import("en", &other);
    assert!(
        en.contains(&format!(
            "line {line}: the file ranks by PTS,MPvGP,BH:MP, preset kzz-2015 by PTS,MPvGP,"
        )),
        "{en}"
    );
    assert!(
        en.contains("they differ from criterion 3 on; kup ranks by the preset's chain"),
        "{en}"
    );
    let hr = import("hr", &other);
    assert!(
        hr.contains(&format!(
            "{line}. redak: datoteka rangira po PTS,MPvGP,BH:MP, predložak kzz-2015 po "
        )),
        "{hr}"
    );
    assert!(
        hr.contains(
            "razlikuju se od 3. kriterija nadalje; kup rangira po kriterijima iz predloška"
        ),
        "{hr}"
    );
    let sl = import("sl", &other);
    assert!(
        sl.contains("razlikujeta se od 3. merila naprej; kup razvršča po merilih iz predloge"),
        "{sl}"
    );
    // Without record 212, record 202 after the primary score says the same.
    let only_202 = other
        .lines()
        .filter(|l| !l.starts_with("212 "))
        .map(|l| {
            if l.starts_with("202 ") {
                "202 MPvGP,BH:MP".to_string()
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\r\n");
    let from_202 = import("en", &only_202);
    assert!(
        from_202.contains("the file ranks by PTS,MPvGP,BH:MP, preset kzz-2015"),
        "{from_202}"
    );
}
