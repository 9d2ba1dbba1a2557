//! Every file kup reads, broken by hand: the refusal names the file, the line and column,
//! the field and the rule, in the reader's language (en and hr here), and never passes
//! on a parser's advice to programmers (`ron::Options::recursion_limit`).

use std::path::Path;
use std::process::{Command, Output};

use crate::common::{ok, s, sample_copy};
use crate::rating_list;

/// kup in `lang` (by `--lang`, or by the locale when `lang` is a locale name), with the
/// configuration file `config`.
fn kup_in(args: &[&str], lang: &str, config: &Path) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_kup"));
    command
        .env("TZ", "CET-1CEST,M3.5.0,M10.5.0/3")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("KUP_CONFIG", config);
    if lang.contains('_') {
        command.env("LANG", lang);
    } else {
        command.env_remove("LANG").args(["--lang", lang]);
    }
    command.args(args).output().expect("kup runs")
}

/// What kup said on both streams, which must be a success.
fn success(args: &[&str], lang: &str) -> String {
    let out = kup_in(args, lang, no_config());
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "{args:?} failed: {said}");
    said
}

/// The refusal's message, which must be a failure.
fn refusal(args: &[&str], lang: &str, config: &Path) -> String {
    let out = kup_in(args, lang, config);
    let said = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(!out.status.success(), "{args:?} succeeded: {said}");
    said
}

fn no_config() -> &'static Path {
    Path::new("/nonexistent/kup-config.ron")
}

fn assert_says(said: &str, parts: &[&str]) {
    for part in parts {
        assert!(said.contains(part), "{part:?} missing from: {said}");
    }
}

/// `said` names `file` before `what`: "FILE: what".
fn assert_file_says(said: &str, file: &Path, what: &str) {
    assert_says(said, &[&format!("{}: {what}", file.display())]);
}

/// The sample's snapshot with `from` (its first occurrence) replaced by `to`.
fn damaged_sample(from: &str, to: &str) -> tempfile::TempDir {
    let dir = sample_copy("kzz-2015");
    let file = dir.path().join(kup::store::CURRENT);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains(from), "{from}");
    std::fs::write(&file, text.replacen(from, to, 1)).unwrap();
    dir
}

#[test]
fn a_snapshot_with_a_wrong_value_names_file_line_column_and_field() {
    // The first player's line is `      fide_rating: Some("x"),`: the value's quote stands in
    // column 25, where a number was expected.
    let dir = damaged_sample("fide_rating: Some(2195)", "fide_rating: Some(\"x\")");
    let file = dir.path().join(kup::store::CURRENT);
    let line = line_of(&file, "Some(\"x\")");
    let en = refusal(&["show", s(dir.path())], "en", no_config());
    assert_says(
        &en,
        &[
            &format!("{} is no good snapshot", file.display()),
            &format!(
                "line {line}, column 25, field tournament.teams[0].roster[0].fide_rating: expected a number here"
            ),
        ],
    );
    let hr = refusal(&["show", s(dir.path())], "hr", no_config());
    assert_says(
        &hr,
        &[
            &format!("{} nije ispravna snimka", file.display()),
            &format!(
                "{line}. redak, 25. stupac, polje tournament.teams[0].roster[0].fide_rating: ovdje se očekuje broj"
            ),
        ],
    );
}

/// A label's text nested in itself a hundred times: valid RON, deeper than the parser
/// goes. The arbiter is told the file nests too deep, not how to reconfigure a parser.
#[test]
fn a_snapshot_nested_too_deep_says_so_in_the_readers_language() {
    let mut said = "(key: \"DidSetResult\", args: [])".to_string();
    for _ in 0..100 {
        said = format!("(key: \"DidSetResult\", args: [(\"a\", Texts([{said}], \"\"))])");
    }
    let dir = sample_copy("kzz-2015");
    let file = dir.path().join(kup::store::CURRENT);
    let text = std::fs::read_to_string(&file).unwrap();
    let (start, end) = (
        text.find("said: Some(").unwrap(),
        text.find("tournament:").unwrap(),
    );
    let nested = format!("{}said: Some({said}),\n {}", &text[..start], &text[end..]);
    std::fs::write(&file, nested).unwrap();
    for (lang, says) in [
        ("en", "the file nests its brackets too deep"),
        ("hr", "datoteka ugnježđuje zagrade preduboko"),
        ("sl", "datoteka gnezdi oklepaje pregloboko"),
    ] {
        let out = refusal(&["show", s(dir.path())], lang, no_config());
        assert_says(&out, &[&file.display().to_string(), says]);
        assert!(!out.contains("recursion_limit"), "{out}");
        assert!(!out.contains("serde_stacker"), "{out}");
    }
    let en = refusal(&["show", s(dir.path())], "en", no_config());
    assert_says(&en, &["line 5, column "]);
}

fn regulation_copy(dir: &Path, from: &str, to: &str) -> std::path::PathBuf {
    let text = kup::core::rules::PRESETS[0].ron;
    assert!(text.contains(from), "{from}");
    let path = dir.join("reg.ron");
    std::fs::write(&path, text.replacen(from, to, 1)).unwrap();
    path
}

/// `kup new` in `dir` under the regulation file `reg`, refused, in `lang`: the refusal.
fn new_refused(dir: &Path, reg: &Path, lang: &str) -> String {
    let target = dir.join(format!("new-{lang}"));
    let args = [
        "new",
        s(&target),
        "--regulation",
        s(reg),
        "--date",
        "2026-01-03",
    ];
    refusal(&args, lang, no_config())
}

fn line_of(path: &Path, needle: &str) -> usize {
    let text = std::fs::read_to_string(path).unwrap();
    text.lines().position(|l| l.contains(needle)).unwrap() + 1
}

#[test]
fn a_regulation_file_that_does_not_parse_names_file_line_column_and_field() {
    let tmp = tempfile::tempdir().unwrap();
    let reg = regulation_copy(tmp.path(), "boards: 4,", "boards: 4, bords: 4,");
    let line = line_of(&reg, "bords");
    let new = |lang| new_refused(tmp.path(), &reg, lang);
    let place = std::fs::read_to_string(&reg)
        .unwrap()
        .lines()
        .nth(line - 1)
        .unwrap()
        .to_string();
    let column = place.find("bords").unwrap() + "bords".len() + 1;
    assert_says(
        &new("en"),
        &[
            &format!("{}: ", reg.display()),
            &format!(
                "line {line}, column {column}, field bords: 'bords' is no field here; the fields are: id, title,"
            ),
        ],
    );
    assert_says(
        &new("hr"),
        &[
            &format!("{}: ", reg.display()),
            &format!(
                "{line}. redak, {column}. stupac, polje bords: 'bords' ovdje nije polje; polja su: id, title,"
            ),
        ],
    );
}

#[test]
fn a_regulation_value_against_its_rule_names_file_line_column_field_and_rule() {
    let tmp = tempfile::tempdir().unwrap();
    let reg = regulation_copy(tmp.path(), "boards: 4,", "boards: 40,");
    let line = line_of(&reg, "boards: 40");
    let text = std::fs::read_to_string(&reg).unwrap();
    let column = text.lines().nth(line - 1).unwrap().find("boards").unwrap() + 1;
    let new = |lang| new_refused(tmp.path(), &reg, lang);
    assert_says(
        &new("en"),
        &[&format!(
            "{}: line {line}, column {column}: regulation field 'boards' is invalid: must be between 1 and 16",
            reg.display()
        )],
    );
    assert_says(
        &new("hr"),
        &[&format!(
            "{}: {line}. redak, {column}. stupac: polje pravilnika 'boards' nije ispravno: mora biti između 1 i 16",
            reg.display()
        )],
    );
}

/// The configuration names the language, so a broken one is reported in the locale's.
#[test]
fn a_broken_configuration_names_file_line_column_and_field_in_the_locales_language() {
    let tmp = tempfile::tempdir().unwrap();
    let config = tmp.path().join("config.ron");
    // `theme` wants a name in quotes; the 5 stands in column 9 of line 2.
    std::fs::write(&config, "(lang: hr,\n theme: 5)\n").unwrap();
    let dir = sample_copy("kzz-2015");
    let show = ["show", s(dir.path())];
    assert_says(
        &refusal(&show, "en_GB.UTF-8", &config),
        &[&format!(
            "configuration file {}: line 2, column 9, field theme: expected a text in quotes here",
            config.display()
        )],
    );
    assert_says(
        &refusal(&show, "hr_HR.UTF-8", &config),
        &[&format!(
            "konfiguracijska datoteka {}: 2. redak, 9. stupac, polje theme: ovdje se očekuje tekst u navodnicima",
            config.display()
        )],
    );
}

/// The sample's first player, Vidović, Krunoslav (FIDE ID 14646746), as the rating list's
/// TXT writes him, with the standard rating `rating`.
fn listed_vidovic(rating: &str) -> String {
    rating_list::line("14646746", "Vidovic, Krunoslav", "", rating, "1973")
}

#[test]
fn a_rating_list_line_skipped_names_file_line_column_and_field() {
    let dir = sample_copy("kzz-2015");
    let list = dir.path().join("players_list_foa.txt");
    let text = format!("{}\r\n{}\r\n", rating_list::HEADER, listed_vidovic("2x95"));
    std::fs::write(&list, text).unwrap();
    let import = ["import", "fide-list", s(&list), s(dir.path())];
    // `docs/rules/fide-rating-list.md#columns`: SRtng, the standard rating, is columns 114-119.
    assert_file_says(
        &success(&import, "en"),
        &list,
        "skipped line 2, column 114 (SRtng): '2x95' is not a number",
    );
    assert_file_says(
        &success(&import, "sl"),
        &list,
        "preskočena 2. vrstica, 114. stolpec (SRtng): '2x95' ni število",
    );
}

#[test]
fn an_xml_rating_list_names_the_element_and_where_a_cut_file_ends() {
    let dir = sample_copy("kzz-2015");
    let list = dir.path().join("players_list_xml_foa.xml");
    let player = "<player><fideid>14646746</fideid><name>Vidovic, Krunoslav</name>\
                  <country>CRO</country><rating>2x95</rating><birthday>1973</birthday></player>";
    std::fs::write(&list, format!("<playerslist>\n{player}\n</playerslist>\n")).unwrap();
    let import = ["import", "fide-list", s(&list), s(dir.path())];
    let column = player.find("2x95").unwrap() + 1;
    assert_file_says(
        &success(&import, "en"),
        &list,
        &format!("skipped line 2, column {column} (<rating>): '2x95' is not a number"),
    );
    assert_file_says(
        &success(&import, "hr"),
        &list,
        &format!("preskočen 2. redak, {column}. stupac (<rating>): '2x95' nije broj"),
    );
    // Cut just after a line end: the file ends at the last character of line 2.
    std::fs::write(&list, format!("<playerslist>\n{player}\n")).unwrap();
    let end = player.chars().count();
    assert_file_says(
        &refusal(&import, "en", no_config()),
        &list,
        &format!(
            "line 2: the file ends at column {end}, before </playerslist>: the list is cut short"
        ),
    );
    assert_file_says(
        &refusal(&import, "hr", no_config()),
        &list,
        &format!(
            "2. redak: datoteka završava u {end}. stupcu, prije </playerslist>: lista je odrezana"
        ),
    );
}

#[test]
fn a_roster_row_refused_names_file_line_and_the_column_by_header_and_number() {
    let dir = sample_copy("kzz-2015");
    let roster = dir.path().join("roster.csv");
    std::fs::write(
        &roster,
        "team;name;FIDE_Rating\nŠK Zabok;Vidović, Krunoslav;twenty\n",
    )
    .unwrap();
    let import = ["import", "roster-csv", s(&roster), s(dir.path())];
    assert_file_says(
        &refusal(&import, "en", no_config()),
        &roster,
        "line 2, column 3 (FIDE_Rating): 'twenty' is not a number; nothing was imported",
    );
    assert_file_says(
        &refusal(&import, "hr", no_config()),
        &roster,
        "2. redak, 3. stupac (FIDE_Rating): 'twenty' nije broj; ništa nije uvezeno",
    );
}

/// The sample exported as `format` (trf, trf16) with its first FIDE ID moved one column
/// right, into column 69, which record 001 keeps blank (`docs/rules/fide-trf.md#player-record`:
/// 58–68 FIDE ID): the file, the damaged line's number and the digit moved there.
fn trf_with_a_shifted_fide_id(dir: &Path, format: &str) -> (std::path::PathBuf, usize, char) {
    let file = dir.join(format!("event.{format}"));
    let sample = sample_copy("kzz-2015");
    ok(&[
        "export",
        s(sample.path()),
        "--format",
        format,
        "-o",
        s(&file),
    ]);
    let text = std::fs::read_to_string(&file).unwrap();
    let mut lines: Vec<String> = text.split('\n').map(str::to_string).collect();
    let index = lines
        .iter()
        .position(|l| l.starts_with("001") && l.chars().nth(67).is_some_and(char::is_numeric))
        .unwrap();
    let mut chars: Vec<char> = lines[index].chars().collect();
    let moved = chars[67];
    chars.insert(57, ' ');
    lines[index] = chars.into_iter().collect();
    std::fs::write(&file, lines.join("\n")).unwrap();
    (file, index + 1, moved)
}

#[test]
fn a_trf_record_refused_names_file_line_column_and_field_in_both_editions() {
    let tmp = tempfile::tempdir().unwrap();
    for format in ["trf", "trf16"] {
        let (file, line, digit) = trf_with_a_shifted_fide_id(tmp.path(), format);
        let import = |lang| {
            let target = tmp.path().join(format!("{format}-{lang}"));
            let args = [
                "import",
                "trf",
                "--preset",
                "kzz-2015",
                s(&file),
                s(&target),
            ];
            refusal(&args, lang, no_config())
        };
        assert_file_says(
            &import("en"),
            &file,
            &format!(
                "line {line}: column 69: '{digit}' stands in a column that must be blank, after \
                 record 001, columns 58-68 (FIDE ID): the line's columns are shifted"
            ),
        );
        assert_file_says(
            &import("sl"),
            &file,
            &format!(
                "{line}. vrstica: 69. stolpec: '{digit}' stoji v stolpcu, ki mora biti prazen, \
                 za: zapis 001, stolpci 58-68 (FIDE ID)"
            ),
        );
    }
}

/// A hand-edited snapshot whose round 1 gives ŠK Zabok a lineup naming player 999, on no
/// roster: the types allow it, the tournament's invariants do not (core::validate).
#[test]
fn a_snapshot_with_impossible_data_names_file_line_column_and_field() {
    let dir = damaged_sample(
        "lineups: [],",
        "lineups: [\n     (team: (1), players: [(1), (999)]),\n    ],",
    );
    let file = dir.path().join(kup::store::CURRENT);
    let line = line_of(&file, "(999)");
    let text = std::fs::read_to_string(&file).unwrap();
    let column = text.lines().nth(line - 1).unwrap().find("(999)").unwrap() + 1;
    let field = "tournament.rounds[0].lineups[0].players[1]";
    assert_says(
        &refusal(&["show", s(dir.path())], "en", no_config()),
        &[&format!(
            "{} is no good snapshot (line {line}, column {column}, field {field}: impossible \
             data: round 1: the lineup of ŠK Zabok names players not on its roster)",
            file.display()
        )],
    );
    assert_says(
        &refusal(&["show", s(dir.path())], "sl", no_config()),
        &[&format!(
            "{} ni veljaven posnetek ({line}. vrstica, {column}. stolpec, polje {field}: \
             nemogoči podatki: 1. kolo: postava ekipe ŠK Zabok navaja igralce, ki jih ni na \
             seznamu ekipe)",
            file.display()
        )],
    );
}
