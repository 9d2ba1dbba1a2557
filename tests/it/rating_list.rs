//! `kup import fide-list` on the files a failed or careless download leaves: a list cut
//! mid-line, an HTML error page, a list with a bad line. A list that is not whole or not a
//! list is refused with nothing imported (status 4); a bad line of a whole list is reported
//! with its number and skipped, the others refreshed (`docs/guide/2-rosters.md`,
//! "Imports").

use std::path::Path;
use std::process::Output;

use crate::common::{kup, kup_lang, ok, on_disk, s};

/// The header of `players_list_foa.txt` (`docs/rules/fide-rating-list.md#columns`).
pub(crate) const HEADER: &str = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag";

/// A line in the documented columns (`docs/rules/fide-rating-list.md#columns`): ID 1-15, Name
/// 16-76, Fed 77-80, Sex 81-84, Tit 85-89, WTit 90-94, OTit 95-109, FOA 110-113, SRtng 114-119, SGm
/// 120-123, SK 124-126, RRtng 127-132, RGm 133-136, Rk 137-139, BRtng 140-145, BGm 146-149, BK
/// 150-152, B-day 153-158, Flag 159-162: 162 characters.
pub(crate) fn line(id: &str, name: &str, title: &str, rating: &str, born: &str) -> String {
    let line = format!(
        "{id:<15}{name:<61}{:<4}{:<4}{title:<5}{:<5}{:<15}{:<4}{rating:<6}{:<4}{:<3}{:<6}{:<4}{:<3}{:<6}{:<4}{:<3}{born:<6}{:<4}",
        "CRO", "M", "", "", "", "0", "20", "", "", "", "", "", "", ""
    );
    assert_eq!(line.chars().count(), 162);
    line
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A cup whose ŠK Zabok has Šarić (FIDE ID 14511111, 2150) and Kovač (14522222, 1900).
fn cup(tmp: &Path) -> std::path::PathBuf {
    let dir = tmp.join("cup");
    let d = s(&dir);
    ok(&["new", d, "--preset", "kzz-2015", "--date", "2015-02-15"]);
    ok(&["team", "add", d, "--name", "ŠK Zabok"]);
    for (name, id, rating) in [
        ("Šarić, Đuro", "14511111", "2150"),
        ("Kovač, Ana", "14522222", "1900"),
    ] {
        ok(&[
            "player",
            "add",
            d,
            "--team",
            "1",
            "--name",
            name,
            "--fide-id",
            id,
            "--fide-rating",
            rating,
        ]);
    }
    dir
}

/// The FIDE ratings of the cup's two players, as on disk.
fn ratings(dir: &Path) -> Vec<Option<u16>> {
    on_disk(dir).teams[0]
        .roster
        .iter()
        .map(|p| p.fide_rating)
        .collect()
}

/// A refusal: status 4, the file and `says` on stderr, the tournament as it was.
fn assert_refused(dir: &Path, list: &Path, says: &str) {
    let before = std::fs::read(dir.join(kup::store::CURRENT)).unwrap();
    let out = kup(&["import", "fide-list", s(list), s(dir)]);
    let text = stderr(&out);
    assert_eq!(out.status.code(), Some(4), "{text}");
    assert!(
        text.contains(&format!("{}: {says}", list.display())),
        "{text}"
    );
    assert!(text.contains("nothing was imported"), "{text}");
    let after = std::fs::read(dir.join(kup::store::CURRENT)).unwrap();
    assert_eq!(before, after, "a refused list changes nothing");
}

#[test]
fn a_list_cut_mid_line_is_refused_and_no_player_becomes_unrated() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = cup(tmp.path());
    let list = tmp.path().join("players_list_foa.txt");
    let saric = line("14511111", "Saric, Djuro", "IM", "2171", "1985");
    let kovac = line("14522222", "Kovac, Ana", "", "1911", "1990");
    // The download stops inside Kovač's SRtng: "19" of 1911, no line end.
    let cut = format!("{HEADER}\r\n{saric}\r\n{}", &kovac[..115]);
    std::fs::write(&list, cut).unwrap();
    assert_refused(
        &dir,
        &list,
        "line 3: the file ends at column 115, in the middle of SRtng: the list is cut short",
    );
    // Cut before the rating column: the same, never "unrated".
    std::fs::write(&list, format!("{HEADER}\r\n{saric}\r\n{}", &kovac[..90])).unwrap();
    assert_refused(
        &dir,
        &list,
        "line 3: the file ends at column 90, in the middle of WTit: the list is cut short",
    );
    assert_eq!(ratings(&dir), [Some(2150), Some(1900)]);
    // The whole list refreshes both.
    std::fs::write(&list, format!("{HEADER}\r\n{saric}\r\n{kovac}\r\n")).unwrap();
    ok(&["import", "fide-list", s(&list), s(&dir)]);
    assert_eq!(ratings(&dir), [Some(2171), Some(1911)]);
}

#[test]
fn an_xml_list_cut_short_is_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = cup(tmp.path());
    let list = tmp.path().join("players_list_xml_foa.xml");
    let whole = "<playerslist>\n<player><fideid>14511111</fideid><name>Saric, Djuro</name>\
                 <country>CRO</country><rating>2171</rating><birthday>1985</birthday></player>\n\
                 <player><fideid>14522222</fideid><name>Kovac, Ana</name><country>CRO</country>\
                 <rating>1911</rating><birthday>1990</birthday></player>\n</playerslist>\n";
    let cut = &whole[..whole.find("1911").unwrap() + 2];
    std::fs::write(&list, cut).unwrap();
    assert_refused(
        &dir,
        &list,
        "line 3: the file ends at column 88, before </playerslist>: the list is cut short",
    );
    assert_eq!(ratings(&dir), [Some(2150), Some(1900)]);
    std::fs::write(&list, whole).unwrap();
    ok(&["import", "fide-list", s(&list), s(&dir)]);
    assert_eq!(ratings(&dir), [Some(2171), Some(1911)]);
}

#[test]
fn an_html_error_page_or_other_text_is_not_a_rating_list() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = cup(tmp.path());
    let list = tmp.path().join("players_list_foa.txt");
    // What a failed download saves under the list's name.
    std::fs::write(
        &list,
        "<!DOCTYPE html>\n<html><head><title>503 Service Unavailable</title></head>\n\
         <body><h1>Service Unavailable</h1></body></html>\n",
    )
    .unwrap();
    assert_refused(
        &dir,
        &list,
        "not a FIDE rating list: its first element is <html>, a rating list's is <playerslist>",
    );
    std::fs::write(&list, "404 Not Found\n").unwrap();
    assert_refused(
        &dir,
        &list,
        "line 1: not a FIDE rating list: its header needs the columns",
    );
    // A header and nothing under it.
    std::fs::write(&list, format!("{HEADER}\r\n")).unwrap();
    assert_refused(&dir, &list, "not a FIDE rating list: it holds no player");
    std::fs::write(&list, "<playerslist>\n</playerslist>\n").unwrap();
    assert_refused(&dir, &list, "not a FIDE rating list: it holds no player");
    // In the reader's language.
    std::fs::write(&list, "<html><body>Not found</body></html>").unwrap();
    let out = kup_lang(&["--lang", "hr", "import", "fide-list", s(&list), s(&dir)]);
    let text = stderr(&out);
    assert!(
        text.contains(
            "nije FIDE rejting lista: prvi element je <html>, a rejting liste je <playerslist>; \
             ništa nije uvezeno"
        ),
        "{text}"
    );
}

/// `docs/guide/2-rosters.md`: a bad line of the FIDE list (the world's list, not the
/// arbiter's) is reported with its line and skipped; so is a line whose values kup refuses, and
/// the other players are refreshed.
#[test]
fn a_bad_line_is_reported_with_its_number_and_skipped() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = cup(tmp.path());
    let list = tmp.path().join("players_list_foa.txt");
    // Line 2: a rating kup refuses (FIDE ratings start at 100, core's rule).
    let saric = line("14511111", "Saric, Djuro", "IM", "50", "1985");
    // Line 3: ends inside Name, with its line end (a middle line, not a cut download).
    let short = &line("14599999", "Other, Player", "", "2000", "1980")[..40];
    // Line 4: Kovač, whole.
    let kovac = line("14522222", "Kovac, Ana", "", "1911", "1990");
    let text = format!("{HEADER}\r\n{saric}\r\n{short}\r\n{kovac}\r\n");
    std::fs::write(&list, text).unwrap();
    let out = kup(&["import", "fide-list", s(&list), s(&dir)]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        said.contains(
            "players_list_foa.txt: skipped line 2, column 114 (SRtng): Šarić, Đuro (FIDE ID 14511111): FIDE rating: 50 is outside 100..3500"
        ),
        "{said}"
    );
    // Line 3 is a player the cup does not hold: the list is the world's, only the lines
    // of the cup's players are decoded and judged.
    assert!(!said.contains("line 3"), "{said}");
    assert!(
        said.contains("Kovač, Ana (FIDE ID 14522222): FIDE rating 1900 → 1911"),
        "{said}"
    );
    assert!(
        said.contains("1 change, 0 unchanged, 1 line skipped"),
        "{said}"
    );
    assert_eq!(ratings(&dir), [Some(2150), Some(1911)]);

    // A line of a player kup holds that ends before B-day: skipped with its columns.
    let short_saric = &line("14511111", "Saric, Djuro", "IM", "2171", "1985")[..130];
    std::fs::write(&list, format!("{HEADER}\r\n{short_saric}\r\n{kovac}\r\n")).unwrap();
    let said = ok(&["import", "fide-list", s(&list), s(&dir)]);
    assert!(
        said.contains(
            "players_list_foa.txt: skipped line 2: the line ends at column 130, before B-day ends at column 158"
        ),
        "{said}"
    );
    assert_eq!(ratings(&dir), [Some(2150), Some(1911)]);
}

/// `line` with a rapid rating in RRtng (columns 127-132,
/// `docs/rules/fide-rating-list.md#columns`).
fn with_rapid(line: &str, rapid: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    let before: String = chars[..126].iter().collect();
    let after: String = chars[132..].iter().collect();
    format!("{before}{rapid:<6}{after}")
}

/// `docs/rules/fide-rating-list.md#files`: the list is of "fixed width" and kup "finds the
/// columns from the header line, never from fixed numbers": blanks after a line's last
/// column move none of its fields, so four do not make a player unrated and thirteen do
/// not put the rapid rating in the standard one's place; a line with text past the last
/// column does not fit the header and is reported and skipped.
#[test]
fn blanks_after_the_last_column_move_no_field_and_text_past_it_is_reported() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = cup(tmp.path());
    let list = tmp.path().join("players_list_foa.txt");
    let saric = with_rapid(
        &line("14511111", "Saric, Djuro", "IM", "2195", "1985"),
        "1850",
    );
    let kovac = with_rapid(&line("14522222", "Kovac, Ana", "", "1911", "1990"), "1777");
    let text = format!("{HEADER}\r\n{saric}    \r\n{kovac}{}\r\n", " ".repeat(13));
    std::fs::write(&list, text).unwrap();
    let said = ok(&["import", "fide-list", s(&list), s(&dir)]);
    assert_eq!(ratings(&dir), [Some(2195), Some(1911)], "{said}");
    // Text past the last column: that line is reported, its player keeps his rating.
    let saric = with_rapid(
        &line("14511111", "Saric, Djuro", "IM", "2200", "1985"),
        "1850",
    );
    let kovac = with_rapid(&line("14522222", "Kovac, Ana", "", "1922", "1990"), "1777");
    let text = format!("{HEADER}\r\n{saric}\r\n{kovac}   x\r\n");
    std::fs::write(&list, text).unwrap();
    let said = ok(&["import", "fide-list", s(&list), s(&dir)]);
    assert!(
        said.contains(
            "players_list_foa.txt: skipped line 3: the line has text at column 166, past the \
             list's last column 162: its fields do not fit the header's columns"
        ),
        "{said}"
    );
    assert_eq!(ratings(&dir), [Some(2200), Some(1911)]);
}
