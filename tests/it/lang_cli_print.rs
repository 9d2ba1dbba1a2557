//! The CLI's printouts in Croatian and Slovenian: `kup crosstable`, `kup
//! boards`, `kup pairings`, `kup new` and `kup export` say their headings and lines in the
//! regulations' terms (hr kolo, ploča, MB, slobodna; sl kolo, deska, MT, prosta; colours by
//! the initials of bijeli/crni and beli/črni), numbers with the decimal comma, and a guard
//! runs every printing command on every bundled sample in both languages and finds no
//! English word left outside the names.

use std::path::Path;

use crate::common::{kup_lang, ok_lang as ok, on_disk, s, sample_copy};

fn err(args: &[&str]) -> String {
    let out = kup_lang(args);
    assert!(!out.status.success(), "kup {args:?} should fail");
    String::from_utf8(out.stderr).expect("utf-8")
}

/// The line of `text` that names `team`.
fn line_of<'a>(text: &'a str, team: &str) -> &'a str {
    text.lines()
        .find(|line| line.contains(team))
        .unwrap_or_else(|| panic!("no line for {team} in:\n{text}"))
}

/// The words of the printout's column heading, its second line.
/// The words of a printout's first table heading: after the title and the event's lines
/// (its place and days joined by "·", its arbiters after a colon).
fn heading_words(text: &str) -> Vec<&str> {
    text.lines()
        .skip(1)
        .find(|line| !line.contains('·') && !line.contains(':'))
        .expect("heading")
        .split_whitespace()
        .collect()
}

/// Round 1 of the kzz-2015 sample: table 1 ŠK Zabok (1, White on board 1) - ŠK Donja
/// Stubica (6) 2½-1½, table 2 ŠK Klanjec (7) - ŠK Krapina (2) 1-3. A Swiss cell is the
/// opponent's number, the colour of board 1 and the score from the row's side.
#[test]
fn the_swiss_round_by_round_table_names_colours_by_the_readers_initials() {
    let dir = sample_copy("kzz-2015");
    let d = s(dir.path());
    let hr = ok(&["--lang", "hr", "crosstable", d]);
    assert!(
        hr.starts_with("Kup Krapinsko-zagorske županije 2015 — tablica susreta nakon 1. kola\n"),
        "{hr}"
    );
    assert_eq!(
        heading_words(&hr),
        ["Mj.", "Br.", "Ekipa", "1.k", "MB", "Bod."]
    );
    assert!(line_of(&hr, "ŠK Zabok").contains(" 6b 2½-1½ "), "{hr}");
    assert!(line_of(&hr, "ŠK Krapina").contains(" 7c 3-1 "), "{hr}");
    let sl = ok(&["--lang", "sl", "crosstable", d]);
    assert!(sl.contains("— tabela srečanj po 1. kolu\n"), "{sl}");
    assert_eq!(
        heading_words(&sl),
        ["Mes.", "Št.", "Ekipa", "1.k", "MT", "Toč."]
    );
    assert!(line_of(&sl, "ŠK Krapina").contains(" 7č 3-1 "), "{sl}");
    assert!(line_of(&sl, "ŠK Zabok").contains(" 6b 2½-1½ "), "{sl}");
    let en = ok(&["--lang", "en", "crosstable", d]);
    assert!(en.contains("— crosstable after round 1\n"), "{en}");
    assert!(line_of(&en, "ŠK Krapina").contains(" 7b 3-1 "), "{en}");
    assert!(line_of(&en, "ŠK Zabok").contains(" 6w 2½-1½ "), "{en}");
}

/// The cadet final (`docs/rules/hss-kadeti-2009.md#crosstable`): ŠK Podravka's row of the printed
/// crosstable, 2, 3, 2, 3, 4, 2,5, 4 against places 2 to 8, 12 MP and 20,5 board points (halves as
/// ½, as the printouts write them).
#[test]
fn the_round_robin_crosstable_in_croatian() {
    let dir = sample_copy("hss-kadeti-2009");
    let hr = ok(&["--lang", "hr", "crosstable", s(dir.path())]);
    assert!(hr.contains("tablica susreta nakon 7. kola"), "{hr}");
    // Every printout opens with the event: where, when, who judges it.
    assert!(
        hr.contains("\nVinkovci · 27. 12. 2009. – 30. 12. 2009.\nGlavni sudac: Kovač, Ivan\n"),
        "{hr}"
    );
    let heading = heading_words(&hr);
    assert_eq!(heading[..3], ["Mj.", "Br.", "Ekipa"]);
    assert_eq!(heading[heading.len() - 2..], ["MB", "Bod."]);
    let row: Vec<&str> = line_of(&hr, "ŠK Podravka").split_whitespace().collect();
    assert_eq!(
        row[row.len() - 9..],
        ["2", "3", "2", "3", "4", "2½", "4", "12", "20½"]
    );
}

#[test]
fn board_prizes_in_croatian_and_slovenian() {
    let dir = sample_copy("kzz-2015");
    let d = s(dir.path());
    let hr = ok(&["--lang", "hr", "boards", d]);
    assert!(
        hr.contains("— rezultati po pločama nakon 1. kola\n"),
        "{hr}"
    );
    assert!(
        hr.contains("\n1. ploča\n") && hr.contains("\n4. ploča\n"),
        "{hr}"
    );
    let heading = hr.lines().find(|l| l.starts_with("Mj.")).expect("heading");
    let heading: Vec<&str> = heading.split_whitespace().collect();
    assert_eq!(
        heading,
        [
            "Mj.", "Igrač", "Ekipa", "Rejt.", "Bod.", "Part.", "%", "Perf."
        ]
    );
    let sl = ok(&["--lang", "sl", "boards", d]);
    assert!(sl.contains("— rezultati po deskah po 1. kolu\n"), "{sl}");
    assert!(sl.contains("\n2. deska\nMes.  Igralec"), "{sl}");
    let en = ok(&["--lang", "en", "boards", d]);
    assert!(en.contains("\nBoard 1\nRk  Player"), "{en}");
    // Before round 1 is paired there is nothing to show, and kup says so.
    let fresh = tempfile::tempdir().expect("tmp");
    let new = fresh.path().join("novi");
    ok(&[
        "new",
        s(&new),
        "--preset",
        "kzz-2015",
        "--date",
        "2015-02-15",
    ]);
    assert_eq!(
        ok(&["--lang", "hr", "boards", s(&new)]),
        "još nema rezultata po pločama\n"
    );
    assert_eq!(
        ok(&["--lang", "sl", "crosstable", s(&new)]),
        "Nobeno kolo še nima parov.\n"
    );
    let refused = err(&["--lang", "hr", "crosstable", d, "--after-round", "3"]);
    assert!(
        refused.contains("after-round: 3. kolo nije spareno (sparenih kola: 1)"),
        "{refused}"
    );
}

/// The list on the notice board: 2,5-1,5 with the decimal comma, the bye as the
/// regulations call it (mzz-2012 round 1: ŠK Mala Subotica); TSV and JSON keep the dot.
#[test]
fn the_pairing_list_takes_the_decimal_comma_and_names_the_bye() {
    let kzz = sample_copy("kzz-2015");
    let d = s(kzz.path());
    let hr = ok(&["--lang", "hr", "pairings", d]);
    assert!(hr.starts_with("1. kolo\n"), "{hr}");
    assert!(line_of(&hr, "ŠK Zabok").ends_with(" 2,5-1,5"), "{hr}");
    assert!(line_of(&hr, "ŠK Krapina").ends_with(" 1-3"), "{hr}");
    let en = ok(&["--lang", "en", "pairings", d]);
    assert!(line_of(&en, "ŠK Zabok").ends_with(" 2.5-1.5"), "{en}");
    let tsv = ok(&["--lang", "hr", "pairings", d, "--format", "tsv"]);
    assert!(
        tsv.contains("\tŠK Zabok\tŠK Donja Stubica\t2.5-1.5\n"),
        "{tsv}"
    );
    let json = ok(&["--lang", "sl", "pairings", d, "--format", "json"]);
    assert!(json.contains("\"score\": \"2.5-1.5\""), "{json}");
    let mzz = sample_copy("mzz-2012");
    let sl = ok(&["--lang", "sl", "pairings", s(mzz.path())]);
    assert!(
        line_of(&sl, "ŠK Mala Subotica").ends_with(" prosta"),
        "{sl}"
    );
    let hr = ok(&["--lang", "hr", "pairings", s(mzz.path())]);
    assert!(
        line_of(&hr, "ŠK Mala Subotica").ends_with(" slobodna"),
        "{hr}"
    );
}

#[test]
fn new_says_what_it_created_and_why_it_refused() {
    let tmp = tempfile::tempdir().expect("tmp");
    let hr_dir = tmp.path().join("kup-hr");
    let said = ok(&[
        "--lang",
        "hr",
        "new",
        s(&hr_dir),
        "--preset",
        "kzz-2015",
        "--date",
        "2015-02-15",
    ]);
    // kzz-2015: "R1 09:30 and R2 16:00 on 15 Feb; R3 09:30 and R4 16:00 on 22 Feb; R5
    // 10:00 on 1 Mar 2015" (`docs/rules/kzz-2015.md#cl-7`), the preset's own event dated
    // again, each day at the venue the text names.
    let (pregrada, krapina) = (
        "Pregrada, Restoran \"Zagorac\"",
        "Krapina, KTC, Bobovje 57C",
    );
    assert_eq!(
        said,
        format!(
            "stvoreno {}\n1. kolo: 15. 2. 2015. 09:30 {pregrada}\n2. kolo: 15. 2. 2015. 16:00 {pregrada}\n\
             3. kolo: 22. 2. 2015. 09:30 {krapina}\n4. kolo: 22. 2. 2015. 16:00 {krapina}\n\
             5. kolo: 1. 3. 2015. 10:00 Sveti Križ Začretje, Pastoralni centar\n",
            hr_dir.display()
        )
    );
    let sl_dir = tmp.path().join("kup-sl");
    let said = ok(&[
        "--lang",
        "sl",
        "new",
        s(&sl_dir),
        "--preset",
        "szs-pokal-2018",
        "--date",
        "2018-06-01",
    ]);
    assert_eq!(
        said,
        format!(
            "ustvarjeno {}\n1. kolo: 1. 6. 2018 17:00 PGD Komenda\n\
             2. kolo: 2. 6. 2018 09:30 PGD Komenda\n3. kolo: 2. 6. 2018 15:30 PGD Komenda\n\
             4. kolo: 3. 6. 2018 09:00 PGD Komenda\n5. kolo: 3. 6. 2018 15:00 PGD Komenda\n",
            sl_dir.display()
        )
    );
    let en_dir = tmp.path().join("kup-en");
    let said = ok(&[
        "--lang",
        "en",
        "new",
        s(&en_dir),
        "--preset",
        "mzz-2012",
        "--date",
        "2012-02-12",
    ]);
    // mzz-2012: "5, 12, 19, 26 Feb, 4 Mar 2012, each 10:00", moved a week on by --date,
    // each round at the venue the text names for it.
    assert_eq!(
        said,
        format!(
            "created {}\nround 1: 2012-02-12 10:00 Miklavec, društveni dom\n\
             round 2: 2012-02-19 10:00 Palovec, restoran Fortuna\n\
             round 3: 2012-02-26 10:00 Mihovljan, društveni dom\n\
             round 4: 2012-03-04 10:00 Mursko Središće, motel Ilonka\n\
             round 5: 2012-03-11 10:00 Gornji Mihaljevec, društveni dom\n",
            en_dir.display()
        )
    );
    let refused = tmp.path().join("refused");
    let r = s(&refused);
    let no_regulation = err(&["--lang", "hr", "new", r]);
    assert!(
        no_regulation.contains("new: zadajte --preset NAZIV ili --regulation DATOTEKA"),
        "{no_regulation}"
    );
    let federation = err(&[
        "--lang",
        "sl",
        "new",
        r,
        "--preset",
        "szs-pokal-2018",
        "--date",
        "2018-06-01",
        "--federation",
        "SLOV",
    ]);
    assert!(
        federation.contains("zveza: 'SLOV' ni tričrkovna oznaka"),
        "{federation}"
    );
    let missing = tmp.path().join("nema.ron");
    let unreadable = err(&["--lang", "hr", "new", r, "--regulation", s(&missing)]);
    assert!(
        unreadable.contains(&format!(
            "pravilnik: ne mogu pročitati {}: ",
            missing.display()
        )),
        "{unreadable}"
    );
    assert!(!refused.exists(), "nothing is created when refused");
}

#[test]
fn export_says_what_it_wrote_and_warns_in_the_readers_language() {
    let kzz = sample_copy("kzz-2015");
    let d = s(kzz.path());
    let file = kzz.path().join("poredak.txt");
    let said = ok(&[
        "--lang",
        "hr",
        "export",
        d,
        "--format",
        "txt",
        "--what",
        "standings",
        "-o",
        s(&file),
    ]);
    assert_eq!(said, format!("zapisano {}\n", file.display()));
    let printed = std::fs::read_to_string(&file).expect("written");
    assert!(printed.contains("poredak nakon 1. kola"), "{printed}");
    let trf_with_what = err(&[
        "--lang", "sl", "export", d, "--format", "trf", "--what", "boards",
    ]);
    assert!(
        trf_with_what
            .contains("izvoz: TRF je ves turnir; --what in --round sta za html, csv in txt"),
        "{trf_with_what}"
    );
    let no_what = err(&["--lang", "hr", "export", d, "--format", "html"]);
    assert!(
        no_what.contains("izvoz: html, csv i txt trebaju --what"),
        "{no_what}"
    );
    let not_paired = err(&[
        "--lang", "hr", "export", d, "--format", "txt", "--what", "pairings", "--round", "4",
    ]);
    assert!(
        not_paired.contains("izvoz: kolo: 4. kolo nije spareno (sparena kola: 1 do 1)"),
        "{not_paired}"
    );
    // The cadet final is known by match scores only, which TRF16 cannot hold; two of its
    // team names are longer than the 32 columns of record 013.
    let hss = sample_copy("hss-kadeti-2009");
    let out = kup_lang(&["--lang", "hr", "export", s(hss.path()), "--format", "trf16"]);
    assert!(out.status.success());
    let warned = String::from_utf8(out.stderr).expect("utf-8");
    assert!(
        warned.contains(
            "izvoz: 7. kolo, stol 4: poznat je samo rezultat meča; TRF16 za njega nema zapis (TRF-2026 ga piše u zapis 802)\n"
        ),
        "{warned}"
    );
    assert!(
        warned.contains("izvoz: ime ekipe 'ŠK Đuro Đaković Holding, Slavonski Brod' dulje je od 32 stupaca zapisa 310/013; zapisano skraćeno\n"),
        "{warned}"
    );
    // The loss of all match points has no TRF16 record: said with the penalty as `kup
    // check` names it. A game lost is in the players' records, and not warned about.
    let bpz = sample_copy("bpz-2025");
    let b = s(bpz.path());
    ok(&["penalty", "unregistered", b, "--round", "1", "--team", "1"]);
    ok(&[
        "penalty", "phone", b, "--round", "1", "--team", "2", "--board", "1",
    ]);
    let out = kup_lang(&["--lang", "sl", "export", b, "--format", "trf16"]);
    let warned = String::from_utf8(out.stderr).expect("utf-8");
    assert!(
        warned.contains("izvoz: 1. kolo, ekipa 1 (ŠK Ruščica): izgubi vse meč točke tekmovanja — "),
        "{warned}"
    );
    assert!(
        warned.contains(
            ": TRF16 nima zapisa za izgubo vseh meč točk (TRF-2026 jo zapiše v zapis 299)\n"
        ),
        "{warned}"
    );
    assert_eq!(warned.lines().count(), 1, "{warned}");
    let en = kup_lang(&["--lang", "en", "export", b, "--format", "trf16"]);
    let warned = String::from_utf8(en.stderr).expect("utf-8");
    assert!(
        warned.contains(": TRF16 has no record for the loss of all match points (TRF-2026 writes it in record 299)"),
        "{warned}"
    );
}

/// The presets' titles stay as their organisers wrote them; what kup says about them is in
/// the reader's language: hss-kadeti-2009 čl. 6 "Prvenstvo se igra po Bergerovom sustavu", "4 člana
/// ekipe + 2 pričuve"; szs-pokal-2018 (`docs/rules/szs-pokal-2018.md#tocka-3`) Berger up to 6
/// teams, else a Swiss of 5 rounds, 4 + at most 8 reserves.
#[test]
fn presets_keep_their_titles_and_describe_themselves_in_the_readers_language() {
    let pad = " ".repeat(17);
    let hr = ok(&["--lang", "hr", "presets"]);
    assert!(
        hr.contains(&format!(
            "hss-kadeti-2009  Finale ekipnog kadetskog prvenstva RH 2009\n{pad}Bergerov sustav\n{pad}ploče: 4, pričuve: do 2\n"
        )),
        "{hr}"
    );
    assert!(
        hr.contains(&format!("bpz-2025         Kup Brodsko-posavske županije 2025\n{pad}švicarski sustav, kola: 5\n{pad}ploče: 4, pričuve: do 10\n")),
        "{hr}"
    );
    let sl = ok(&["--lang", "sl", "presets"]);
    assert!(
        sl.contains(&format!(
            "szs-pokal-2018   Pokalno prvenstvo Slovenije 2018\n{pad}Bergerjev sistem do 6 ekip, sicer švicarski, kola: 5\n{pad}deske: 4, rezerve: do 8\n"
        )),
        "{sl}"
    );
    let en = ok(&["--lang", "en", "presets"]);
    assert!(
        en.contains(&format!(
            "{pad}Berger round robin up to 6 teams, else Swiss, rounds: 5\n"
        )),
        "{en}"
    );
    for listing in [&hr, &sl, &en] {
        assert!(
            listing.lines().all(|line| line.chars().count() <= 80),
            "{listing}"
        );
    }
}

/// English words that are never a name or a Croatian or Slovenian word: one of them in a
/// Croatian or Slovenian printout is a string the catalogue does not hold.
const ENGLISH: &[&str] = &[
    "reserves",
    "robin",
    "else",
    "system",
    "swiss",
    "round",
    "rounds",
    "wrote",
    "created",
    "table",
    "tables",
    "points",
    "point",
    "board",
    "boards",
    "team",
    "teams",
    "bye",
    "after",
    "crosstable",
    "standings",
    "results",
    "result",
    "player",
    "players",
    "match",
    "matches",
    "place",
    "yet",
    "penalty",
    "penalties",
    "regulation",
    "lots",
    "the",
    "of",
    "and",
    "game",
    "games",
    "white",
    "black",
    "absent",
    "rank",
    "no",
    "is",
    "not",
    "paired",
    "violations",
    "rule",
];

/// The English words of `text` once the event's own names are taken out: the event, the
/// regulation's title and play-off text (the preset's data, in the language it was
/// written in), teams, clubs, players and the tournament directory.
fn english_words(text: &str, dir: &Path) -> Vec<String> {
    let t = on_disk(dir);
    let mut names: Vec<String> = vec![
        dir.display().to_string(),
        t.info.name.clone(),
        t.regulation.title.clone(),
        t.regulation.playoff.clone(),
    ];
    for team in &t.teams {
        names.extend([team.name.clone(), team.club.clone(), team.city.clone()]);
        names.extend(team.roster.iter().map(|p| p.full_name()));
    }
    names.retain(|name| !name.is_empty());
    names.sort_by_key(|name| std::cmp::Reverse(name.len()));
    let mut rest = text.to_string();
    for name in &names {
        rest = rest.replace(name.as_str(), " ");
    }
    rest.split(|c: char| !c.is_alphabetic())
        .map(str::to_lowercase)
        .filter(|word| ENGLISH.contains(&word.as_str()))
        .collect()
}

/// Every printing command of `cli::standings`, `cli::pairings`, `cli::show` and
/// `cli::interop` on every bundled sample, in Croatian and in Slovenian.
#[test]
fn no_english_word_is_left_in_the_croatian_and_slovenian_printouts() {
    let samples = [
        "kzz-2015",
        "mzz-2012",
        "bpz-2025",
        "hss-kadeti-2009",
        "szs-pokal-2018",
    ];
    for lang in ["hr", "sl"] {
        for sample in samples {
            let copy = sample_copy(sample);
            let dir = copy.path();
            let d = s(dir);
            let written = dir.join("export.txt");
            let runs: Vec<Vec<&str>> = vec![
                vec!["crosstable", d],
                vec!["boards", d],
                vec!["pairings", d],
                vec!["standings", d],
                vec!["explain", d, "--teams", "1,2"],
                vec!["show", d],
                vec!["check", d],
                vec!["swiss-pairing", d],
                vec!["export", d, "--format", "txt", "--what", "pairings"],
                vec!["export", d, "--format", "txt", "--what", "standings"],
                vec!["export", d, "--format", "txt", "--what", "crosstable"],
                vec!["export", d, "--format", "txt", "--what", "boards"],
                vec!["export", d, "--format", "txt", "--what", "players"],
                vec!["export", d, "--format", "trf16", "-o", s(&written)],
            ];
            for run in runs {
                let mut args = vec!["--lang", lang];
                args.extend(&run);
                let out = kup_lang(&args);
                let printed = [out.stdout, out.stderr]
                    .map(|bytes| String::from_utf8(bytes).expect("utf-8"))
                    .join("\n");
                assert!(
                    !printed.trim().is_empty(),
                    "kup {args:?} on {sample} printed nothing"
                );
                let english = english_words(&printed, dir);
                assert!(
                    english.is_empty(),
                    "kup {args:?} on {sample}: English {english:?} in\n{printed}"
                );
            }
        }
        let tmp = tempfile::tempdir().expect("tmp");
        let new = tmp.path().join("novi");
        let created = ok(&[
            "--lang",
            lang,
            "new",
            s(&new),
            "--preset",
            "bpz-2025",
            "--date",
            "2025-01-18",
        ]);
        assert_eq!(
            english_words(&created, &new),
            Vec::<String>::new(),
            "{created}"
        );
        let presets = ok(&["--lang", lang, "presets"]);
        assert_eq!(
            english_words(&presets, &new),
            Vec::<String>::new(),
            "{presets}"
        );
    }
}
