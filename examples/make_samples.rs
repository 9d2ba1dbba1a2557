//! Builds the sample tournaments under `sample-data/` through the same commands the
//! arbiter uses, so every sample is valid by construction. Run after a format change:
//! `cargo run --example make_samples`.

use chrono::Datelike;
use std::ops::Range;
use std::path::Path;

use kup::core::{
    Command, GameResult, HalfPoints, MatchScore, PlayerData, Regulation, TeamId, Tournament,
    TournamentInfo,
};
use kup::store::{CURRENT, Store};

const SURNAMES: [&str; 40] = [
    "Horvat",
    "Kovačević",
    "Babić",
    "Marić",
    "Jurić",
    "Novak",
    "Kovačić",
    "Knežević",
    "Vuković",
    "Marković",
    "Petrović",
    "Matić",
    "Tomić",
    "Pavlović",
    "Šarić",
    "Božić",
    "Blažević",
    "Grgić",
    "Pavić",
    "Radić",
    "Perić",
    "Lovrić",
    "Vidović",
    "Perković",
    "Čolak",
    "Ćosić",
    "Đurić",
    "Šimić",
    "Žagar",
    "Dvoržak",
    "Džeko",
    "Posavec",
    "Kolarić",
    "Hrvoić",
    "Zagorec",
    "Ljubić",
    "Njegovan",
    "Čučković",
    "Šantek",
    "Žužić",
];
const GIVEN: [&str; 24] = [
    "Ivan",
    "Marko",
    "Luka",
    "Josip",
    "Tomislav",
    "Matej",
    "Ante",
    "Filip",
    "Dario",
    "Krunoslav",
    "Željko",
    "Đuro",
    "Stjepan",
    "Goran",
    "Nikola",
    "Petra",
    "Ana",
    "Mateja",
    "Ivana",
    "Maja",
    "Zdravko",
    "Dražen",
    "Borna",
    "Šime",
];

/// A tiny deterministic generator: the samples must not change between runs.
struct Lcg(u64);
impl Lcg {
    fn next(&mut self, below: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % below
    }
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("sample-data");
    let kzz = [
        "ŠK Zabok",
        "ŠK Krapina",
        "ŠK Oroslavje",
        "ŠK Zlatar Bistrica",
        "ŠK Pregrada",
        "ŠK Donja Stubica",
        "ŠK Klanjec",
        "ŠK Tuhelj",
        "ŠK Konjščina",
        "ŠK Mače",
    ];
    let mzz = [
        "ŠK Čakovec",
        "ŠK Čakovec II",
        "ŠK Prelog",
        "ŠK Mursko Središće",
        "ŠK Nedelišće",
        "ŠK Kotoriba",
        "ŠK Štrigova",
        "ŠK Goričan",
        "ŠK Mala Subotica",
    ];
    let bpz = [
        "ŠK Ruščica",
        "ŠK Slavonski Brod",
        "ŠK Đuro Đaković",
        "ŠK Nova Gradiška",
        "ŠK Oriovac",
        "ŠK Sibinj",
        "ŠK Okučani",
        "ŠK Davor",
    ];
    let szs = [
        "ŠK Komenda",
        "ŠD Ljubljana",
        "ŠK Triglav Krško",
        "ŠD Kranj",
        "ŠK Maribor",
        "ŠD Ptuj",
        "ŠK Celje",
        "ŠD Nova Gorica",
        "ŠK Žalec",
        "ŠD Škofja Loka",
        "ŠK Murska Sobota",
    ];
    swiss_sample(
        &root,
        "kzz-2015",
        "Kup Krapinsko-zagorske županije 2015",
        "Zabok",
        &kzz,
        1,
    );
    swiss_sample(
        &root,
        "mzz-2012",
        "Kup Međimurske županije 2012",
        "Čakovec",
        &mzz,
        2,
    );
    swiss_sample(
        &root,
        "bpz-2025",
        "Kup Brodsko-posavske županije 2025",
        "Ruščica",
        &bpz,
        3,
    );
    swiss_sample(
        &root,
        "szs-pokal-2018",
        "Pokalno prvenstvo Slovenije 2018",
        "Komenda",
        &szs,
        4,
    );
    cadet_final(&root);
}

fn fresh(root: &Path, id: &str, name: &str, city: &str) -> Store {
    let dir = root.join(id);
    let _ = std::fs::remove_dir_all(&dir);
    let regulation = Regulation::preset(id).expect("preset");
    let info = TournamentInfo {
        name: name.to_string(),
        city: city.to_string(),
        venue: city.to_string(),
        federation: if id.starts_with("szs") { "SLO" } else { "CRO" }.to_string(),
        chief_arbiter: "Kovač, Ivan".to_string(),
        time_control: regulation.time_control.clone(),
        start_date: regulation.schedule.first().map(|s| s.start.date_naive()),
        end_date: regulation.schedule.last().map(|s| s.start.date_naive()),
        ..TournamentInfo::default()
    };
    Store::create(&dir, Tournament::new(info, regulation)).expect("create")
}

/// Adds the teams `names` with 5 or 6 players each, born in a year of `born`.
fn add_teams(
    store: &mut Store,
    names: &[&str],
    rng: &mut Lcg,
    federation: &str,
    born: Range<i32>,
) -> Vec<TeamId> {
    let mut ids = Vec::new();
    for (i, name) in names.iter().enumerate() {
        let city = name
            .trim_start_matches("ŠK ")
            .trim_start_matches("ŠD ")
            .trim_end_matches(" II");
        store
            .execute(Command::AddTeam {
                name: name.to_string(),
                club: name.trim_end_matches(" II").to_string(),
                city: city.to_string(),
            })
            .expect("team");
        let team = store.state().teams.last().expect("added").id;
        ids.push(team);
        let strength = 2250 - 60 * i as u16;
        let size = 5 + rng.next(2) as usize;
        let mut ratings: Vec<u16> = (0..size).map(|_| strength - rng.next(260) as u16).collect();
        ratings.sort_unstable_by(|a, b| b.cmp(a));
        let mut roster: Vec<PlayerData> = ratings
            .into_iter()
            .map(|rating| {
                let fide_rated = rating > 1700 + rng.next(200) as u16;
                PlayerData {
                    surname: SURNAMES[rng.next(SURNAMES.len() as u64) as usize].to_string(),
                    given_name: GIVEN[rng.next(GIVEN.len() as u64) as usize].to_string(),
                    fide_id: fide_rated.then(|| 14_500_000 + rng.next(400_000)),
                    fide_rating: fide_rated.then_some(rating),
                    national_rating: Some(rating + rng.next(40) as u16),
                    federation: federation.to_string(),
                    birth_year: Some(born.start + rng.next(born.len() as u64) as i32),
                    ..PlayerData::default()
                }
            })
            .collect();
        // kzz-2015/bpz-2025 board order: FIDE-rated players first, then national-only.
        roster.sort_by_key(|p| p.fide_rating.is_none());
        for data in roster {
            store
                .execute(Command::AddPlayer { team, data })
                .expect("player");
        }
    }
    ids
}

/// A Swiss cup with round 1 paired top half against bottom half, and results on most boards.
fn swiss_sample(root: &Path, id: &str, name: &str, city: &str, teams: &[&str], seed: u64) {
    let mut rng = Lcg(seed);
    let mut store = fresh(root, id, name, city);
    let federation = if id.starts_with("szs") { "SLO" } else { "CRO" };
    // A county cup's youngest boards are schoolchildren: 8 to 60 in the event's year.
    let year = store
        .state()
        .info
        .start_date
        .expect("the preset's schedule")
        .year();
    let ids = add_teams(&mut store, teams, &mut rng, federation, year - 60..year - 7);
    let half = ids.len() / 2;
    let mut matches = Vec::new();
    for i in 0..half {
        // C.04.6 4.3.1 with initial colour White: odd starting numbers keep White.
        let (top, bottom) = (ids[i], ids[i + half]);
        matches.push(if i % 2 == 0 {
            (top, bottom)
        } else {
            (bottom, top)
        });
    }
    let bye = (ids.len() % 2 == 1).then(|| *ids.last().expect("teams"));
    store
        .execute(Command::SetPairing {
            round: 1,
            matches,
            bye,
        })
        .expect("pairing");
    let results = [
        GameResult::WhiteWins,
        GameResult::Draw,
        GameResult::BlackWins,
        GameResult::WhiteWins,
    ];
    let tables = store.state().rounds[0].matches.len();
    // The last table is left open so that a newcomer can enter its results.
    for table in 1..tables {
        for board in 1..=4 {
            let result = results[rng.next(4) as usize];
            store
                .execute(Command::SetResult {
                    round: 1,
                    table,
                    board,
                    result,
                })
                .expect("result");
        }
    }
    finish(store);
}

/// The HŠS cadet final 2009 (seed 003): eight teams, Berger, the published match scores.
/// Pairing numbers follow the order of the regulation's article 3 (the numbers drawn at
/// the captains' meeting were not published); board detail is unknown, so every match
/// carries its match score only.
fn cadet_final(root: &Path) {
    let mut rng = Lcg(5);
    let mut store = fresh(
        root,
        "hss-kadeti-2009",
        "Finale ekipnog kadetskog prvenstva RH 2009",
        "Vinkovci",
    );
    // Article 3 order; the crosstable rows below use the final places.
    let teams = [
        "ŠK Podravka, Koprivnica",
        "ŠK Podsused, Zagreb",
        "ŠK Ivan Dvoržak, Zrinski Topolovac",
        "ŠD Sisak, Sisak",
        "ŠK Casper, Zadar",
        "ŠK Draga, Rijeka",
        "ŠK Dukat, Štitar",
        "ŠK Đuro Đaković Holding, Slavonski Brod",
    ];
    // Cadets (seed 003: "rođeni 1993. godine i kasnije") in December 2009: aged 11 to 16.
    let ids = add_teams(&mut store, &teams, &mut rng, "CRO", 1993..1999);
    // Crosstable of seed 003 by final place: 1 Podravka, 2 Podsused, 3 Sisak, 4 Dvoržak,
    // 5 Dukat, 6 Draga, 7 Đuro Đaković, 8 Casper; entry [row][col] = row's GP v col.
    const CROSS: [[f64; 8]; 8] = [
        [0.0, 2.0, 3.0, 2.0, 3.0, 4.0, 2.5, 4.0],
        [2.0, 0.0, 2.5, 2.0, 3.5, 3.0, 3.5, 3.5],
        [1.0, 1.5, 0.0, 2.5, 3.0, 2.5, 2.0, 3.0],
        [2.0, 2.0, 1.5, 0.0, 2.5, 2.0, 3.5, 2.0],
        [1.0, 0.5, 1.0, 1.5, 0.0, 2.5, 3.0, 2.0],
        [0.0, 1.0, 1.5, 2.0, 1.5, 0.0, 2.0, 3.0],
        [1.5, 0.5, 2.0, 0.5, 1.0, 2.0, 0.0, 2.5],
        [0.0, 0.5, 1.0, 2.0, 2.0, 1.0, 1.5, 0.0],
    ];
    // Final place of each pairing number (1-based article-3 order -> crosstable row).
    const PLACE_OF_NUMBER: [usize; 8] = [0, 1, 3, 2, 7, 5, 4, 6];
    // FIDE C.05 Annex 1, table for 7 or 8 teams (White/first-named first).
    const BERGER_8: [[(usize, usize); 4]; 7] = [
        [(1, 8), (2, 7), (3, 6), (4, 5)],
        [(8, 5), (6, 4), (7, 3), (1, 2)],
        [(2, 8), (3, 1), (4, 7), (5, 6)],
        [(8, 6), (7, 5), (1, 4), (2, 3)],
        [(3, 8), (4, 2), (5, 1), (6, 7)],
        [(8, 7), (1, 6), (2, 5), (3, 4)],
        [(4, 8), (5, 3), (6, 2), (7, 1)],
    ];
    for (r, pairs) in BERGER_8.iter().enumerate() {
        let round = r as u32 + 1;
        let matches = pairs
            .iter()
            .map(|&(a, b)| (ids[a - 1], ids[b - 1]))
            .collect();
        store
            .execute(Command::SetPairing {
                round,
                matches,
                bye: None,
            })
            .expect("pairing");
        for (table, &(a, b)) in pairs.iter().enumerate() {
            let (home, away) = (PLACE_OF_NUMBER[a - 1], PLACE_OF_NUMBER[b - 1]);
            let score = MatchScore {
                home: HalfPoints::from_f64(CROSS[home][away]).expect("half points"),
                away: HalfPoints::from_f64(CROSS[away][home]).expect("half points"),
            };
            store
                .execute(Command::SetMatchScore {
                    round,
                    table: table + 1,
                    score: Some(score),
                })
                .expect("score");
        }
    }
    finish(store);
}

/// Keeps only the snapshot: a sample is opened as a copy, its history would mean nothing.
fn finish(store: Store) {
    let dir = store.dir().to_path_buf();
    drop(store);
    for entry in std::fs::read_dir(&dir).expect("dir") {
        let path = entry.expect("entry").path();
        if path.file_name().and_then(|n| n.to_str()) != Some(CURRENT) {
            let _ = std::fs::remove_dir_all(&path).or_else(|_| std::fs::remove_file(&path));
        }
    }
    println!("wrote {}", dir.join(CURRENT).display());
}
