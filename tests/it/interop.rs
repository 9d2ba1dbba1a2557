//! Interop: TRF out and in (round trips of every sample, hand-written fixture files built
//! from the documented columns), and the exports for people (HTML, CSV, plain text).

use std::collections::BTreeMap;
use std::path::Path;

use kup::core::{GameResult, HalfPoints, MatchScore, Regulation, Tournament};
use kup::interop::trf::{self, TrfVersion};
use kup::scoring::{Value, standings, totals};
use kup::store::Snapshot;

fn samples() -> Vec<(String, Tournament)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("sample-data");
    let mut found = Vec::new();
    for entry in std::fs::read_dir(&root).expect("sample-data") {
        let path = entry.expect("entry").path().join("tournament.ron");
        if let Ok(text) = std::fs::read_to_string(&path) {
            let t = Snapshot::parse(&text).expect("sample parses").tournament;
            found.push((path.display().to_string(), t));
        }
    }
    found.sort_by(|a, b| a.0.cmp(&b.0));
    assert_eq!(found.len(), 5, "the five shipped samples");
    found
}

fn fixture(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name);
    std::fs::read_to_string(path).expect("fixture")
}

type Boards = (Vec<GameResult>, Option<MatchScore>);

/// A team's name as a TRF carries it (records 310/013 have 32 columns for it).
fn trf_name(t: &Tournament, id: kup::core::TeamId) -> String {
    let name = &t.team(id).expect("team").name;
    name.chars().take(trf::TEAM_NAME_WIDTH).collect()
}

/// Every match by round and team names (table order is not part of a TRF).
fn board_results(t: &Tournament) -> BTreeMap<(usize, String, String), Boards> {
    let name = |id| trf_name(t, id);
    let mut out = BTreeMap::new();
    for (r, round) in t.rounds.iter().enumerate() {
        for m in &round.matches {
            let results = m.boards.iter().map(|b| b.result).collect();
            out.insert((r + 1, name(m.home), name(m.away)), (results, m.score_only));
        }
    }
    out
}

/// Byes and announced absences by round, by team name.
fn unpaired(t: &Tournament) -> Vec<(usize, Option<String>, Vec<String>)> {
    let name = |id| trf_name(t, id);
    t.rounds
        .iter()
        .enumerate()
        .filter(|(_, r)| r.is_paired())
        .map(|(i, r)| {
            let mut absent: Vec<String> = r.absent.iter().map(|a| name(*a)).collect();
            absent.sort();
            (i + 1, r.bye.map(name), absent)
        })
        .collect()
}

/// Match points and game points of every team, by name.
fn team_totals(t: &Tournament) -> BTreeMap<String, (u32, HalfPoints)> {
    let rounds = t.paired_rounds() as u32;
    t.teams
        .iter()
        .map(|team| {
            let s = totals(t, team.id, rounds);
            (trf_name(t, team.id), (s.match_points, s.game_points))
        })
        .collect()
}

/// The full standings with every tie-break value of the preset's chain.
fn ranking(t: &Tournament) -> Vec<(String, String, u32, HalfPoints, Vec<Value>)> {
    standings(t, t.paired_rounds() as u32)
        .rows
        .into_iter()
        .map(|row| {
            let name = trf_name(t, row.team);
            (
                row.place(),
                name,
                row.match_points,
                row.game_points,
                row.values,
            )
        })
        .collect()
}

fn round_trip(t: &Tournament, version: TrfVersion) -> trf::Imported {
    let written = trf::export(t, version);
    let preset = Regulation::preset(&t.regulation.id).expect("sample presets ship");
    trf::import(&written.text, preset).unwrap_or_else(|e| panic!("re-import failed: {e}"))
}

#[test]
fn every_sample_survives_a_trf_2026_round_trip() {
    for (path, t) in samples() {
        let back = round_trip(&t, TrfVersion::Trf2026);
        let u = &back.tournament;
        assert_eq!(board_results(u), board_results(&t), "{path}: board results");
        assert_eq!(unpaired(u), unpaired(&t), "{path}: byes and absences");
        assert_eq!(team_totals(u), team_totals(&t), "{path}: MP and GP");
        assert_eq!(
            ranking(u),
            ranking(&t),
            "{path}: standings with every tie-break"
        );
        let names = |t: &Tournament| {
            t.teams
                .iter()
                .map(|x| trf_name(t, x.id))
                .collect::<Vec<_>>()
        };
        assert_eq!(names(u), names(&t), "{path}: teams in starting order");
        for (a, b) in t.teams.iter().zip(&u.teams) {
            let players = |team: &kup::core::Team| {
                team.roster
                    .iter()
                    .map(|p| {
                        (
                            p.full_name(),
                            p.fide_id,
                            p.fide_rating,
                            p.national_rating,
                            p.birth_year,
                        )
                    })
                    .collect::<Vec<_>>()
            };
            assert_eq!(players(b), players(a), "{path}: roster of {}", a.name);
        }
        // What kup writes it reads without complaint: the only notes are about the
        // informative records it does not keep.
        for note in &back.notes {
            assert!(
                note.message
                    .to_string()
                    .contains("read but not kept by kup")
                    || note.message.to_string().contains("repeat the teams"),
                "{path}: unexpected note {note}"
            );
        }
    }
}

#[test]
fn samples_with_board_results_survive_a_trf16_round_trip() {
    for (path, t) in samples() {
        let score_only = t
            .rounds
            .iter()
            .flat_map(|r| &r.matches)
            .any(|m| m.score_only.is_some());
        let written = trf::export(&t, TrfVersion::Trf16);
        if score_only {
            // TRF16 has no record for a match known by its score alone: said, not hidden.
            assert!(
                written
                    .warnings
                    .iter()
                    .any(|w| w.to_string().contains("only the match score is known"))
            );
            continue;
        }
        let back = round_trip(&t, TrfVersion::Trf16);
        assert_eq!(board_results(&back.tournament), board_results(&t), "{path}");
        assert_eq!(unpaired(&back.tournament), unpaired(&t), "{path}");
        assert_eq!(team_totals(&back.tournament), team_totals(&t), "{path}");
        assert_eq!(ranking(&back.tournament), ranking(&t), "{path}");
    }
}

fn names(t: &Tournament) -> Vec<String> {
    t.teams.iter().map(|x| x.name.clone()).collect()
}

fn results(t: &Tournament, round: usize, home: &str, away: &str) -> Vec<GameResult> {
    let (_, m) = t.rounds[round - 1]
        .matches
        .iter()
        .enumerate()
        .find(|(_, m)| {
            t.team(m.home).expect("home").name == home && t.team(m.away).expect("away").name == away
        })
        .unwrap_or_else(|| panic!("round {round}: no match {home} - {away}"));
    m.boards.iter().map(|b| b.result).collect()
}

fn bye(t: &Tournament, round: usize) -> Option<String> {
    t.rounds[round - 1]
        .bye
        .map(|b| t.team(b).expect("bye team").name.clone())
}

fn points(mp: u32, gp: f64) -> (u32, HalfPoints) {
    (mp, HalfPoints::from_f64(gp).expect("half points"))
}

/// The games of the hand-written fixtures (both files describe the same event); the
/// expected results are read off the `001` columns by hand: e.g. round 1, Delta - Gama:
/// player 8 (Delta, board 1, White) `6 w 0` is a Black win, player 9 (Delta, board 2,
/// Black) `7 b 1` is a Black win.
fn assert_fixture_games(t: &Tournament) {
    use GameResult::*;
    assert_eq!(
        names(t),
        ["ŠK Alfa", "ŠK Beta", "ŠK Gama", "ŠK Delta", "ŠK Epsilon"]
    );
    assert_eq!(t.regulation.boards, 2);
    assert_eq!(t.paired_rounds(), 3);
    assert_eq!(results(t, 1, "ŠK Alfa", "ŠK Beta"), [WhiteWins, Draw]);
    assert_eq!(results(t, 1, "ŠK Delta", "ŠK Gama"), [BlackWins, BlackWins]);
    assert_eq!(bye(t, 1).as_deref(), Some("ŠK Epsilon"));
    // Alfa fields its reserve Đurić (roster 3) on board 2 and he wins with Black.
    assert_eq!(results(t, 2, "ŠK Alfa", "ŠK Gama"), [Draw, BlackWins]);
    let alfa = &t.teams[0];
    let lineup: Vec<String> = t
        .effective_lineup(1, alfa.id)
        .iter()
        .map(|p| alfa.player(*p).expect("on the roster").full_name())
        .collect();
    assert_eq!(lineup, ["Čolak, Ivan", "Đurić, Marko"]);
    // Epsilon did not come: Beta wins both boards by forfeit (White on 1, Black on 2).
    assert_eq!(
        results(t, 2, "ŠK Beta", "ŠK Epsilon"),
        [WhiteForfeitWin, BlackForfeitWin]
    );
    assert_eq!(bye(t, 2).as_deref(), Some("ŠK Delta"));
    assert_eq!(results(t, 3, "ŠK Delta", "ŠK Alfa"), [WhiteWins, Draw]);
    // Board 1: Babić (Beta, White) `6 w -` did not come, Žagar `4 b +`.
    assert_eq!(
        results(t, 3, "ŠK Beta", "ŠK Gama"),
        [BlackForfeitWin, BlackWins]
    );
    assert_eq!(bye(t, 3), None);
    assert_eq!(
        t.teams[4].withdrawn_from_round,
        Some(3),
        "Epsilon plays no more after round 2"
    );
    let colak = &alfa.roster[0];
    assert_eq!(
        (
            colak.title.as_str(),
            colak.fide_id,
            colak.fide_rating,
            colak.federation.as_str(),
            colak.birth_year
        ),
        ("FM", Some(14512345), Some(2105), "CRO", Some(1990))
    );
    let djuric = &alfa.roster[2];
    assert_eq!(
        (djuric.fide_id, djuric.fide_rating, djuric.birth_year),
        (None, None, Some(2008))
    );
    assert_eq!(t.teams[2].roster[0].federation, "SLO");
}

#[test]
fn a_hand_written_trf_2026_file_with_a_bye_a_forfeit_and_a_withdrawn_team_is_read() {
    let preset = Regulation::preset("kzz-2015").expect("preset");
    let imported =
        trf::import(&fixture("team-bye-forfeit-withdrawn.trf"), preset).expect("imports");
    let t = &imported.tournament;
    assert_fixture_games(t);
    // Record 320: the bye is worth 1 MP and 1.0 GP (a drawn match on 2 boards); the
    // preset's forfeit award (2 MP, 4:0 on 4 boards) keeps its share: 2.0 on 2 boards.
    assert_eq!(
        (t.regulation.bye.match_points, t.regulation.bye.game_points),
        points(1, 1.0)
    );
    assert_eq!(
        t.regulation.forfeit_win.game_points,
        HalfPoints::from_points(2)
    );
    // By hand: Alfa 2+2+0 MP, 1.5+1.5+0.5 GP; Beta 0+2(forfeit)+1, 0.5+2+1; Gama 1+0+1,
    // 1+0.5+1; Delta 1+1(bye)+2, 1+1+1.5; Epsilon 1(bye)+0, 1+0. These are also the
    // totals the file's records 310 state, so no note disputes them.
    let expected: BTreeMap<String, (u32, HalfPoints)> = [
        ("ŠK Alfa", points(4, 3.5)),
        ("ŠK Beta", points(3, 3.5)),
        ("ŠK Gama", points(2, 2.5)),
        ("ŠK Delta", points(4, 3.5)),
        ("ŠK Epsilon", points(1, 1.0)),
    ]
    .into_iter()
    .map(|(n, p)| (n.to_string(), p))
    .collect();
    assert_eq!(team_totals(t), expected);
    assert!(imported.notes.iter().any(|n| {
        n.message
            .to_string()
            .contains("ŠK Epsilon plays no round after round 2")
    }));
    for note in &imported.notes {
        assert!(
            !note.message.to_string().contains("the file gives")
                && !note.message.to_string().contains("disagree"),
            "unexpected note: {note}"
        );
    }
}

#[test]
fn a_hand_written_trf16_file_of_the_same_event_gives_the_same_games() {
    let preset = Regulation::preset("kzz-2015").expect("preset");
    let imported =
        trf::import(&fixture("team-bye-forfeit-withdrawn.trf16"), preset).expect("imports");
    let t = &imported.tournament;
    // TRF16 has no team records for byes or forfeits: the byes are the `U` of the bye
    // team's players, the forfeit the `0000 - +` of the team that came.
    assert_fixture_games(t);
    // No record 320: the preset's bye (kzz-2015: 1 MP, 0 GP) applies.
    let totals = team_totals(t);
    assert_eq!(totals["ŠK Delta"], points(4, 2.5));
    assert_eq!(totals["ŠK Epsilon"], points(1, 0.0));
    assert_eq!(totals["ŠK Alfa"], points(4, 3.5));
    // Neither team of the forfeited match sat down with a colour: said so.
    assert!(imported.notes.iter().any(|n| {
        n.message
            .to_string()
            .contains("no colour is known for ŠK Beta - ŠK Epsilon")
    }));
}

#[test]
fn unknown_and_malformed_lines_are_reported_with_their_line_number() {
    let original = fixture("team-bye-forfeit-withdrawn.trf");
    let lines: Vec<&str> = original.lines().collect();
    let colak = lines
        .iter()
        .position(|l| l.contains("Čolak"))
        .expect("Čolak")
        + 1;
    let mut text: String = original.trim_end().replace("2105 CRO", "21x5 CRO");
    let base = lines.len();
    text.push_str("\n999 a record nobody defined\nXXS WW=1.0\n330 ?? 002 002 005\n");
    let imported =
        trf::import(&text, Regulation::preset("kzz-2015").expect("preset")).expect("imports");
    let at = |line: usize, needle: &str| {
        imported
            .notes
            .iter()
            .any(|n| n.line == Some(line) && n.message.to_string().contains(needle))
    };
    assert!(at(colak, "'21x5' is not a number"), "{:?}", imported.notes);
    assert!(at(base + 1, "record '999' is not one kup reads"));
    assert!(at(base + 2, "record 'XXS' is not one kup reads"));
    assert!(at(base + 3, "forfeit type '??'"));
    // The rest of the file still counts: Čolak is imported, without the unreadable rating.
    let colak = &imported.tournament.teams[0].roster[0];
    assert_eq!(
        (colak.full_name().as_str(), colak.fide_rating),
        ("Čolak, Ivan", None)
    );
}

/// `team-absence-lineup-kept-apart.trf`, written by hand from the columns of
/// `docs/rules/fide-trf.md#player-record` and `#team-records`: 5 teams of 2 boards, 2 rounds
/// declared (142), round 1 played. Record 240 Z says Epsilon is absent in round 1 and announces its
/// absence from round 2; record 300 (placed before the 310 lines: records may come in any order)
/// says Alfa played round 1 against Beta with Šarić (player 2) on board 1 and Čolak (player 1) on
/// board 2, against its default order 1, 2, 3; record 260 keeps Alfa and Gama apart in rounds 1-2.
#[test]
fn a_hand_written_file_with_240_z_an_out_of_order_300_and_a_260_is_read() {
    use GameResult::*;
    let preset = Regulation::preset("kzz-2015").expect("preset");
    let imported =
        trf::import(&fixture("team-absence-lineup-kept-apart.trf"), preset).expect("imports");
    let t = &imported.tournament;
    assert_eq!(t.paired_rounds(), 1);
    let team = |name: &str| t.teams.iter().find(|x| x.name == name).expect(name).id;
    // 240 Z: not paired in round 1 (GHR 3.3), and the announced absence of round 2 kept.
    let epsilon = team("ŠK Epsilon");
    assert_eq!(t.rounds[0].absent, [epsilon]);
    assert_eq!(t.rounds[1].absent, [epsilon]);
    assert_eq!(unpaired(t)[0].2, ["ŠK Epsilon"]);
    // 300: Alfa's lineup as played is Šarić, Čolak — not re-sorted into roster order.
    let alfa = &t.teams[0];
    let lineup: Vec<String> = t
        .effective_lineup(0, alfa.id)
        .iter()
        .map(|p| alfa.player(*p).expect("on the roster").full_name())
        .collect();
    assert_eq!(lineup, ["Šarić, Ana", "Čolak, Ivan"]);
    // By hand from the 001 columns: Šarić `4 w 1` beat Babić, Kovač (Beta, White on
    // board 2) `1 w =` drew with Čolak; Žagar `8 w 0` lost to Ljubić, Pavić `7 w =` drew.
    assert_eq!(results(t, 1, "ŠK Alfa", "ŠK Beta"), [WhiteWins, Draw]);
    assert_eq!(results(t, 1, "ŠK Gama", "ŠK Delta"), [BlackWins, Draw]);
    let expected: BTreeMap<String, (u32, HalfPoints)> = [
        ("ŠK Alfa", points(2, 1.5)),
        ("ŠK Beta", points(0, 0.5)),
        ("ŠK Gama", points(0, 0.5)),
        ("ŠK Delta", points(2, 1.5)),
        ("ŠK Epsilon", points(0, 0.0)),
    ]
    .into_iter()
    .map(|(n, p)| (n.to_string(), p))
    .collect();
    assert_eq!(team_totals(t), expected);
    // 260: rounds 1 to 2 of 2, so to the end of the event.
    assert_eq!(
        t.kept_apart,
        [kup::core::KeptApart {
            teams: vec![alfa.id, team("ŠK Gama")],
            first_round: 1,
            last_round: None,
        }]
    );
    for note in &imported.notes {
        assert!(
            !note.message.to_string().contains("the file gives")
                && !note.message.to_string().contains("disagree"),
            "unexpected note: {note}"
        );
    }
    // Written again by kup, the same three records come back, in their documented columns.
    let again = trf::export(t, TrfVersion::Trf2026).text;
    for line in [
        "300   1   1   2    2    1",
        "240 Z   1    5",
        "240 Z   2    5",
        "260   1   2    1    3",
    ] {
        assert!(
            again.lines().any(|l| l.trim_end() == line),
            "{line} missing:\n{again}"
        );
    }
}

#[test]
fn a_file_without_teams_is_refused() {
    let text = "012 Open\n001    1      Horvat, Ivan                      2100 CRO\n";
    let err =
        trf::import(text, Regulation::preset("kzz-2015").expect("preset")).expect_err("refused");
    assert!(err.to_string().contains("no team record"), "{err}");
}

// ---- exports for people ----

use kup::core::{Command, apply};
use kup::i18n::Lang;
use kup::interop::report::{What, report};
use kup::interop::{html, table_csv, text};
use unicode_width::UnicodeWidthStr;

const ALL: [What; 5] = [
    What::Pairings,
    What::Standings,
    What::Crosstable,
    What::Boards,
    What::Players,
];

fn sample(id: &str) -> Tournament {
    samples()
        .into_iter()
        .find(|(path, _)| path.contains(id))
        .expect("sample")
        .1
}

fn rename_team(t: &mut Tournament, number: usize, name: &str) {
    let team = &t.teams[number - 1];
    let command = Command::EditTeam {
        team: team.id,
        name: name.to_string(),
        club: team.club.clone(),
        city: team.city.clone(),
    };
    apply(t, command).expect("rename");
}

/// A minimal HTML reader: every tag closed in order (void elements aside), and the text
/// between the tags with the five entities decoded.
fn parse_html(document: &str) -> (Vec<String>, String) {
    let mut stack: Vec<String> = Vec::new();
    let mut tags = Vec::new();
    let mut text = String::new();
    let mut rest = document;
    while let Some(open) = rest.find('<') {
        text.push_str(&rest[..open]);
        let close = rest[open..].find('>').expect("every tag ends") + open;
        let tag = &rest[open + 1..close];
        rest = &rest[close + 1..];
        let name: String = tag
            .trim_start_matches('/')
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '!')
            .collect::<String>()
            .to_lowercase();
        tags.push(name.clone());
        if tag.starts_with('/') {
            assert_eq!(
                stack.pop().as_deref(),
                Some(name.as_str()),
                "tags close in order"
            );
        } else if !matches!(name.as_str(), "!doctype" | "meta") {
            if name == "style" {
                let end = rest.find("</style>").expect("style ends");
                rest = &rest[end..];
            }
            stack.push(name);
        }
    }
    text.push_str(rest);
    assert!(stack.is_empty(), "unclosed tags: {stack:?}");
    let decoded = text
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&");
    (tags, decoded)
}

#[test]
fn html_prints_a_team_called_script_as_text_in_every_report() {
    let mut t = sample("kzz-2015");
    let hostile = "<script>alert(1)</script> & \"Ćošić's\"";
    rename_team(&mut t, 1, hostile);
    for what in ALL {
        let page = html::render(&report(&t, what, None, Lang::En).expect("report"));
        assert!(
            !page.to_lowercase().contains("<script"),
            "{what:?}: raw script tag"
        );
        assert!(
            page.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Ćošić&#39;s&quot;")
        );
        let (tags, text) = parse_html(&page);
        assert!(!tags.contains(&"script".to_string()), "{what:?}");
        assert!(
            text.contains(hostile),
            "{what:?}: the name reads back as text"
        );
        assert!(page.contains("<meta charset=\"utf-8\">") && page.contains("size: A4"));
    }
}

#[test]
fn csv_pairings_have_one_row_per_board_and_read_back() {
    let t = sample("kzz-2015");
    let written =
        table_csv::render(&report(&t, What::Pairings, Some(1), Lang::En).expect("report"));
    let mut reader = csv::Reader::from_reader(written.as_bytes());
    let header: Vec<String> = reader
        .headers()
        .expect("header")
        .iter()
        .map(String::from)
        .collect();
    assert_eq!(header[..3], ["round", "table", "board"]);
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.expect("row")).collect();
    // kzz-2015 sample: 10 teams, round 1 has 5 matches of 4 boards and no bye.
    assert_eq!(rows.len(), 5 * 4);
    // Table 1, board 2: the first-named team has Black on even boards (model::home_colour).
    let m = &t.rounds[0].matches[0];
    let away_player = t.effective_lineup(0, m.away)[1];
    let (team, position) = t.find_player(away_player).expect("player");
    let row = &rows[1];
    assert_eq!((&row[0], &row[1], &row[2]), ("1", "1", "2"));
    assert_eq!(&row[4], t.team(m.home).expect("home").name.as_str());
    assert_eq!(
        &row[7],
        team.roster[position].full_name().as_str(),
        "white on board 2 is the second team's"
    );
    assert_eq!(&row[11], m.boards[1].result.notation());
}

#[test]
fn csv_standings_have_a_column_per_tie_break_and_a_row_per_team() {
    let t = sample("mzz-2012");
    let written = table_csv::render(&report(&t, What::Standings, None, Lang::En).expect("report"));
    let mut reader = csv::Reader::from_reader(written.as_bytes());
    let header = reader.headers().expect("header").clone();
    let chain = t.regulation.chain(t.teams.len());
    assert_eq!(header.len(), 5 + chain.len());
    assert_eq!(&header[5], chain[0].code());
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.expect("row")).collect();
    assert_eq!(rows.len(), t.teams.len());
    // mzz-2012 round 1: table 1 ŠK Čakovec 0 : 4 ŠK Nedelišće (see the sample), so
    // Nedelišće has 2 MP and 4 GP, more than anyone else can have after one round.
    assert_eq!(
        (&rows[0][2], &rows[0][3], &rows[0][4]),
        ("ŠK Nedelišće", "2", "4")
    );
}

#[test]
fn text_fits_80_columns_with_long_accented_names() {
    for (path, mut t) in samples() {
        rename_team(
            &mut t,
            1,
            "Šahovski klub Đuro Đaković Slavonski Brod — Čćžšđ ekipa",
        );
        let player = t.teams[1].roster[0].id;
        let data = kup::core::PlayerData {
            surname: "Čačković-Žužić Šimunović Đurđević".to_string(),
            given_name: "Ljiljana Nevenka Šćepanka".to_string(),
            ..Default::default()
        };
        apply(&mut t, Command::EditPlayer { player, data }).expect("edit");
        for what in ALL {
            let printed = text::render(
                &report(&t, what, None, Lang::En).expect("report"),
                text::WIDTH,
            );
            for line in printed.lines() {
                assert!(
                    line.width() <= 80,
                    "{path} {what:?}: {} columns: {line}",
                    line.width()
                );
            }
            if what == What::Standings {
                assert!(
                    printed.contains("Šahovski klub Đuro"),
                    "{path}: the name starts as typed"
                );
            }
        }
    }
}

#[test]
fn a_report_of_a_round_not_paired_is_refused() {
    let t = sample("kzz-2015");
    let err = report(&t, What::Pairings, Some(4), Lang::En).expect_err("refused");
    assert!(err.to_string().contains("round: 4 is not paired"), "{err}");
}

#[test]
fn the_hand_written_event_written_again_by_kup_reads_back_the_same() {
    // Exercises what kup writes for a bye (320), a forfeited match (330), a reserve in the
    // lineup and a withdrawn team, against the games read off the fixture by hand.
    let preset = Regulation::preset("kzz-2015").expect("preset");
    let first =
        trf::import(&fixture("team-bye-forfeit-withdrawn.trf"), preset.clone()).expect("imports");
    let written = trf::export(&first.tournament, TrfVersion::Trf2026);
    assert!(
        written.text.contains("\r\n330 +-   2   2   5\r\n"),
        "{}",
        written.text
    );
    assert!(written.text.contains("\r\n320  1.0  1.0   5   4 000\r\n"));
    let again = trf::import(&written.text, preset).expect("imports again");
    assert_fixture_games(&again.tournament);
    assert_eq!(
        team_totals(&again.tournament),
        team_totals(&first.tournament)
    );
    assert_eq!(ranking(&again.tournament), ranking(&first.tournament));
}

/// Record 299 (blank type = penalty): bpz-2025's sample with two penalties. Round 1,
/// table 1: the first-named team's board-1 player, who won with White, loses the game (a
/// phone); a team loses all match points (unregistered player, bpz-2025 čl. 5). The
/// player's `001` record carries the lost game, so his 299 line takes nothing more away.
#[test]
fn penalties_go_out_as_record_299_and_come_back_as_the_same_penalties() {
    use kup::core::{Penalty, PenaltyKind};
    let mut t = sample("bpz-2025");
    let m = t.rounds[0].matches[0].clone();
    // Make board 1 a White win as played: the penalty turns it into a loss.
    let ok = |t: &mut Tournament, c: Command| apply(t, c).expect("accepted");
    ok(
        &mut t,
        Command::SetResult {
            round: 1,
            table: 1,
            board: 1,
            result: GameResult::WhiteWins,
        },
    );
    let earned = |t: &Tournament, team| -> u32 {
        (1..=t.paired_rounds() as u32)
            .map(|r| kup::scoring::round_outcome(t, r, team).match_points())
            .sum()
    };
    let last = t
        .teams
        .iter()
        .map(|x| x.id)
        .find(|id| ![m.home, m.away].contains(id) && earned(&t, *id) > 0)
        .expect("a team with match points");
    let penalty = |team, kind| Penalty {
        round: 1,
        team,
        kind,
        reason: "by hand".to_string(),
        said: None,
        forfeit: false,
    };
    let penalties = vec![
        penalty(m.home, PenaltyKind::GameLost { board: 1 }),
        penalty(last, PenaltyKind::AllMatchPointsLost),
    ];
    ok(&mut t, Command::ImposePenalty { penalties });
    let written = trf::export(&t, TrfVersion::Trf2026);
    assert!(
        !written
            .warnings
            .iter()
            .any(|w| w.to_string().contains("penalty")),
        "{:?}",
        written.warnings
    );
    let lines: Vec<&str> = written
        .text
        .lines()
        .filter(|l| l.starts_with("299"))
        .collect();
    // The player's TRF number: the players of the teams before his, then his roster place.
    let home = t.team(m.home).expect("home");
    let before: usize = t
        .teams
        .iter()
        .take_while(|x| x.id != m.home)
        .map(|x| x.roster.len())
        .sum();
    let board_one = t.effective_lineup(0, m.home)[0];
    let number = before
        + home
            .roster
            .iter()
            .position(|p| p.id == board_one)
            .expect("on roster")
        + 1;
    // Columns: 5 type (blank), 8-11 MP (blank for a player), 14-17 points, 20-22 round,
    // 24-27 the id.
    assert_eq!(
        lines[0],
        format!("299{}0.0  001 {number:>4}", " ".repeat(11))
    );
    // Round 1 of his record: the opponent, White, and `0`, the game lost (rated: it was
    // played), so the team's game points follow from the players' records.
    let record = written
        .text
        .lines()
        .find(|l| l.starts_with("001") && l[4..8].trim() == number.to_string())
        .expect("the player's record");
    let round_one: String = record.chars().skip(96).take(3).collect();
    assert_eq!(round_one, "w 0", "{record}");
    // No team line for the lost game: a team line here would count it twice.
    let tpn = |id| t.starting_number(id).expect("team");
    let team_line = |id| {
        lines
            .iter()
            .find(|l| {
                l.len() >= 27
                    && l[23..27].trim() == tpn(id).to_string()
                    && !l[7..11].trim().is_empty()
            })
            .map(|l| l.to_string())
    };
    assert_eq!(team_line(m.home), None);
    assert_eq!(team_line(m.away), None);
    // All match points: what the team earned over the board, taken away; no game points.
    let gone = team_line(last).expect("the team's line");
    assert_eq!(
        gone[7..11].trim(),
        format!("-{}.0", earned(&t, last)),
        "{gone}"
    );
    assert_eq!(&gone[13..17], " 0.0");
    // Read back: the same penalties, and the same totals.
    let back = round_trip(&t, TrfVersion::Trf2026);
    let u = &back.tournament;
    let kinds = |t: &Tournament| -> Vec<(u32, String, PenaltyKind)> {
        let mut v: Vec<_> = t
            .penalties
            .iter()
            .map(|p| (p.round, t.team(p.team).expect("team").name.clone(), p.kind))
            .collect();
        v.sort_by_key(|x| format!("{x:?}"));
        v
    };
    assert_eq!(kinds(u), kinds(&t));
    assert_eq!(team_totals(u), team_totals(&t));
}

/// Printouts for people in hr and sl: headings from the catalogue, the decimal comma, the
/// round's start as the regulations write dates (hr `15. 2. 2015.`, sl `15. 2. 2015`);
/// the CSV keeps its English column names and the dot. kzz-2015 sample, round 1, table 1:
/// ŠK Zabok (White on boards 1 and 3) 1-0, ½-½, 1-0, 0-1 on board 4 = 2½ game points
/// (worked out by hand from the boards), so ŠK Zabok shows 2,5 in hr and sl.
#[test]
fn printouts_for_people_are_in_the_readers_language_and_style() {
    let t = sample("kzz-2015");
    let text_of = |what, lang| {
        text::render(
            &report(&t, what, Some(1), lang).expect("report"),
            text::WIDTH,
        )
    };
    let hr = text_of(What::Standings, Lang::Hr);
    assert!(hr.contains("— poredak nakon 1. kola"), "{hr}");
    assert!(
        hr.contains("Mj.") && hr.contains("Ekipa") && hr.contains("MB"),
        "{hr}"
    );
    let zabok = hr
        .lines()
        .find(|l| l.contains("ŠK Zabok"))
        .expect("Zabok's row");
    assert!(zabok.contains(" 2,5 "), "{zabok}");
    assert!(!hr.contains("2.5"), "no decimal point in hr: {hr}");
    assert!(hr.contains("Zbroj meč-bodova svih protivnika"), "{hr}");
    let sl = text_of(What::Standings, Lang::Sl);
    assert!(
        sl.contains("— lestvica po 1. kolu") && sl.contains(" MT "),
        "{sl}"
    );
    assert!(sl.contains("Vsota meč točk vseh nasprotnikov"), "{sl}");
    let en = text_of(What::Standings, Lang::En);
    let zabok = en
        .lines()
        .find(|l| l.contains("ŠK Zabok"))
        .expect("Zabok's row");
    assert!(zabok.contains(" 2.5 "), "{zabok}");

    let hr = text_of(What::Pairings, Lang::Hr);
    assert!(hr.contains("Početak: 15. 2. 2015. 09:30"), "{hr}");
    assert!(
        hr.contains("Stol 1: 1 ŠK Zabok – 6 ŠK Donja Stubica 2½ : 1½"),
        "{hr}"
    );
    // A board reads as its row: Zabok's player first, with his colour (hr B/C), and the
    // result in that order. Board 4: Vuković (Black) lost to Žagar, 0-1 for Zabok.
    assert!(
        hr.contains("Prvoimenovana ekipa") && hr.contains("Drugoimenovana ekipa"),
        "{hr}"
    );
    assert!(
        hr.contains("  4  C Vuković, Stjepan     2134  0-1       B Žagar, Mateja        1826"),
        "{hr}"
    );
    let sl = text_of(What::Pairings, Lang::Sl);
    assert!(sl.contains("Začetek: 15. 2. 2015 09:30\n"), "{sl}");
    assert!(
        sl.contains("Miza 1: ") && sl.contains("Prva ekipa") && sl.contains("Č Vuković"),
        "{sl}"
    );
    let en = text_of(What::Pairings, Lang::En);
    assert!(en.contains("Start: 2015-02-15 09:30"), "{en}");
    assert!(
        en.contains("Table 1: 1 ŠK Zabok – 6 ŠK Donja Stubica 2½ : 1½"),
        "{en}"
    );

    let boards = text_of(What::Boards, Lang::Sl);
    assert!(
        boards.contains("1. deska") && boards.contains("Igralec"),
        "{boards}"
    );
    let page = html::render(&report(&t, What::Pairings, Some(1), Lang::Sl).expect("report"));
    assert!(page.contains("<html lang=\"sl\">"), "{page}");

    let csv = table_csv::render(&report(&t, What::Standings, Some(1), Lang::Hr).expect("report"));
    assert!(csv.starts_with("Place,No,Team,MP,GP,"), "{csv}");
    assert!(
        csv.contains(",ŠK Zabok,2,2.5,"),
        "the CSV keeps the dot: {csv}"
    );
}

/// The Swiss round table printed for people names the colour by the reader's initial (hr
/// bijeli/crni: `b`/`c`; sl beli/črni: `b`/`č`; en `w`/`b`); the CSV keeps `w`/`b`.
/// kzz-2015 sample, round 1, table 1: team 1 ŠK Zabok, first-named so White on board 1,
/// beat team 6 ŠK Donja Stubica 2½ : 1½ (the pairings test above).
#[test]
fn crosstable_colours_are_the_readers_initials_and_the_csv_keeps_w_and_b() {
    let t = sample("kzz-2015");
    let row_of = |lang, team: &str| {
        let printed = text::render(
            &report(&t, What::Crosstable, Some(1), lang).expect("report"),
            text::WIDTH,
        );
        printed
            .lines()
            .find(|l| l.contains(team))
            .unwrap_or_else(|| panic!("{team}'s row in {printed}"))
            .to_string()
    };
    for (lang, white, black) in [
        (Lang::En, "6w", "1b"),
        (Lang::Hr, "6b", "1c"),
        (Lang::Sl, "6b", "1č"),
    ] {
        let zabok = row_of(lang, "ŠK Zabok");
        assert!(
            zabok.contains(&format!("{white} 2½-1½")),
            "{lang:?}: {zabok}"
        );
        let stubica = row_of(lang, "ŠK Donja Stubica");
        assert!(
            stubica.contains(&format!("{black} 1½-2½")),
            "{lang:?}: {stubica}"
        );
    }
    let page = html::render(&report(&t, What::Crosstable, Some(1), Lang::Sl).expect("report"));
    assert!(page.contains("1č 1½-2½"), "{page}");
    for lang in [Lang::Hr, Lang::Sl] {
        let csv = table_csv::render(&report(&t, What::Crosstable, Some(1), lang).expect("report"));
        assert!(
            csv.contains(",6w 2½-1½,") && csv.contains(",1b 1½-2½,"),
            "{csv}"
        );
    }
}

/// Game points are the column beside match points, so a first criterion of game points
/// would repeat it: a table for people shows it once. The drawing of lots gets a column
/// once a lot is drawn. Tables for programs (CSV, TSV) keep every criterion of the chain.
#[test]
fn a_standings_table_for_people_shows_game_points_once_and_lots_once_drawn() {
    let dir = crate::common::sample_copy("kzz-2015");
    let d = dir.path().to_str().unwrap();
    let heading = |text: &str| -> String {
        let line = text.lines().find(|l| l.trim_start().starts_with("Rk"));
        line.expect(text)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let tables = || {
        [
            crate::common::ok(&["standings", d]),
            crate::common::ok(&["export", d, "--format", "txt", "--what", "standings"]),
        ]
    };
    for text in tables() {
        assert_eq!(heading(&text), "Rk No Team MP GP OSB57 OMP-1_56 OMP48");
    }
    let html = crate::common::ok(&["export", d, "--format", "html", "--what", "standings"]);
    assert_eq!(html.matches(">GP</th>").count(), 1, "{html}");
    assert!(!html.contains(">LOT</th>"), "{html}");
    let csv = crate::common::ok(&["export", d, "--format", "csv", "--what", "standings"]);
    assert_eq!(
        csv.lines().next(),
        Some("Place,No,Team,MP,GP,GP,OSB57,OMP-1_56,OMP48,LOT")
    );
    let tsv = crate::common::ok(&["standings", d, "--format", "tsv"]);
    assert!(tsv.lines().next().unwrap().ends_with("LOT"), "{tsv}");
    // Pregrada (5) and Mače (10) share places 9-10 through the whole chain.
    crate::common::ok(&["draw-lots", d, "--teams", "5,10", "--seed", "7"]);
    for text in tables() {
        assert_eq!(heading(&text), "Rk No Team MP GP OSB57 OMP-1_56 OMP48 LOT");
    }
}
