//! hss-kadeti-2009 čl. 13 e) ranks by "bolji rezultat po pločama (ukupni rezultat na 1., 2.,
//! 3., 4. ... ploči)". The 2009 final is known by its match scores only, so no team has a
//! result on any board: the standings say so in the reader's language, on the command
//! line, the printouts, the site pages and the full-screen program, instead of a
//! board-by-board 0/0/0/0 that no board ever scored; programs get no value. Where a team
//! does have board results, they are shown as before.

use kup::core::rules::Tiebreak;
use kup::core::{Command, GameResult, Tournament, apply};
use kup::i18n::Lang;
use kup::interop::report::{What, report};
use kup::interop::site::{Page, render};
use kup::interop::trf::{self, TrfVersion};
use kup::scoring::standings;
use kup::scoring::tiebreak::Value;
use kup::store::{CURRENT, Snapshot};

use crate::common::{hall_app, ok_lang, sample_copy, screen};

const SAID: [(Lang, &str); 3] = [
    (Lang::En, "no board results"),
    // Under the column headed by the boards ("Ploče", "Deske").
    (Lang::Hr, "bez rezultata"),
    (Lang::Sl, "brez rezultatov"),
];

fn cadets() -> Tournament {
    let path = format!(
        "{}/sample-data/hss-kadeti-2009/{CURRENT}",
        env!("CARGO_MANIFEST_DIR")
    );
    Snapshot::read(std::path::Path::new(&path))
        .expect("sample parses")
        .tournament
}

fn board_results_column(t: &Tournament) -> usize {
    let chain = t.regulation.chain(t.teams.len());
    chain
        .iter()
        .position(|c| *c == Tiebreak::BoardResults)
        .expect("čl. 13 e) is in the chain")
}

#[test]
fn hss_13e_a_final_known_by_match_scores_has_no_board_results_in_any_language() {
    let t = cadets();
    let column = board_results_column(&t);
    let s = standings(&t, 7);
    for row in &s.rows {
        assert_eq!(row.values[column], Value::NoBoardResults { boards: 4 });
        assert_eq!(row.values[column].to_string(), "", "programs get no value");
    }
    let dir = format!("{}/sample-data/hss-kadeti-2009", env!("CARGO_MANIFEST_DIR"));
    for (lang, said) in SAID {
        let printed = report(&t, What::Standings, None, lang).expect("standings");
        // čl. 13 e) is the chain's last criterion, the printout's last column.
        let cells: Vec<&String> = printed.tables[0]
            .rows
            .iter()
            .filter_map(|r| r.last())
            .collect();
        assert!(cells.iter().all(|c| *c == said), "{lang:?}: {cells:?}");
        let page = render(&t, Page::Standings(7), lang, None).expect("a page");
        assert!(page.contains(said) && !page.contains("0/0/0/0"), "{lang:?}");
        let code = lang.code();
        let cli = ok_lang(&["standings", &dir, "--lang", code]);
        assert!(cli.contains(said) && !cli.contains("0/0/0/0"), "{cli}");
    }
}

#[test]
fn hss_13e_the_full_screen_standings_say_no_board_results() {
    let dir = sample_copy("hss-kadeti-2009");
    let now = chrono::DateTime::parse_from_rfc3339("2009-12-30T18:00:00+01:00").unwrap();
    for (lang, said) in SAID {
        let mut app = hall_app(dir.path(), now, lang);
        crate::common::press(&mut app, ratatui::crossterm::event::KeyCode::F(4));
        let shown = screen(&mut app, 160, 48);
        assert!(
            shown.contains(said) && !shown.contains("0/0/0/0"),
            "{shown}"
        );
    }
}

#[test]
fn hss_13e_a_match_played_board_by_board_counts_its_boards() {
    // One match of round 1 entered again board by board: its two teams now have board
    // results (board 1 won by the first-named team, the rest drawn), the others still none.
    let mut t = cadets();
    let column = board_results_column(&t);
    let m = &t.rounds[0].matches[0];
    let (home, away) = (m.home, m.away);
    apply(
        &mut t,
        Command::SetMatchScore {
            round: 1,
            table: 1,
            score: None,
        },
    )
    .expect("score cleared");
    for (board, result) in [
        (1, GameResult::WhiteWins),
        (2, GameResult::Draw),
        (3, GameResult::Draw),
        (4, GameResult::Draw),
    ] {
        apply(
            &mut t,
            Command::SetResult {
                round: 1,
                table: 1,
                board,
                result,
            },
        )
        .expect("result entered");
    }
    let s = standings(&t, 7);
    let value = |team| s.rows[s.position_of(team).unwrap()].values[column].clone();
    assert_eq!(value(home), Value::Vector(vec![1.0, 0.5, 0.5, 0.5]));
    // Board 2 is the second-named team's White: a draw there is ½ for it too.
    assert_eq!(value(away), Value::Vector(vec![0.0, 0.5, 0.5, 0.5]));
    let others = s.rows.iter().filter(|r| r.team != home && r.team != away);
    for row in others {
        assert_eq!(row.values[column], Value::NoBoardResults { boards: 4 });
    }
    // Compared, no board results count as nothing on every board, as before: the order
    // stays total, and only the words change.
    let without = Value::NoBoardResults { boards: 4 };
    assert!(value(home).cmp_better(&without).is_gt());
    assert!(without.cmp_better(&value(away)).is_lt());
    assert!(without.cmp_better(&Value::Vector(vec![0.0; 4])).is_eq());
}

/// `docs/rules/fide-trf.md#team-records`: a match's result is in its players' `001` games;
/// the 801/802 team lines are recommended, not required. The 2009 final has no games, so its
/// TRF-2026 holds the matches in record 802 and the totals in record 310 alone, which a reader that
/// ranks from the games (FIDE's tie-break tool skips 801/802) cannot use: the export says so, once,
/// in the reader's language, naming how many matches and the first.
#[test]
fn hss_a_final_known_by_match_scores_exports_trf_2026_saying_other_programs_cannot_rank_it() {
    let written = trf::export(&cadets(), TrfVersion::Trf2026);
    let lines: Vec<&str> = written.text.lines().collect();
    // Record 001 ends with the rank at columns 86-89; a game would start at column 92.
    assert!(
        lines
            .iter()
            .filter(|l| l.starts_with("001"))
            .all(|l| l.chars().count() <= 89),
        "no game in any 001 record"
    );
    // Podravka, 12 MP and 20.5 GP as the text's crosstable prints them, with its seven matches in
    // 802.
    let podravka = lines
        .iter()
        .find(|l| l.starts_with("802   1 "))
        .expect("record 802 of team 1");
    assert_eq!(&podravka[14..27], "  12.0   20.5");
    assert_eq!(podravka[28..].split_whitespace().count(), 7 * 3);
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("310   1 ŠK Podravka") && l.contains("12.0   20.5"))
    );
    // Said once for the 28 matches (the two long team names are warned about apart).
    let score_only: Vec<_> = written
        .warnings
        .iter()
        .filter(|w| w.render(Lang::En).contains("known by their score only"))
        .collect();
    assert_eq!(score_only.len(), 1, "{:?}", written.warnings);
    let said = [
        (
            Lang::En,
            "matches known by their score only: 28 (the first: round 1, table 1). TRF-2026 records a match's result through its games (record 001); a match without them is written only in the informative record 802 and in the totals of record 310",
        ),
        (
            Lang::Hr,
            "mečevi poznati samo po rezultatu: 28 (prvi: 1. kolo, stol 1). TRF-2026 bilježi rezultat meča kroz njegove partije (zapis 001)",
        ),
        (
            Lang::Sl,
            "dvoboji, znani le po izidu: 28 (prvi: 1. kolo, miza 1). TRF-2026 zapiše izid dvoboja prek njegovih partij (zapis 001)",
        ),
    ];
    for (lang, text) in said {
        let warning = score_only[0].render(lang);
        assert!(warning.starts_with(text), "{lang:?}: {warning}");
    }
}
