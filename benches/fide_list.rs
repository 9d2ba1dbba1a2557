//! Importing from the FIDE rating list: a synthetic combined list of one million players in
//! the documented TXT layout (`docs/rules/fide-rating-list.md#columns`, 162 characters a line) is
//! written once, then the import for ten teams of ten players (FIDE IDs spread over the whole list)
//! is timed against a plain read of the same file line by line. The issue asks that the import cost
//! no more than one read of the file. Figures in `docs/figures.md#interop`.

use std::collections::HashSet;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};

use kup::core::{Command, PlayerData, Regulation, Tournament, TournamentInfo, apply};
use kup::interop::fide_list;

const PLAYERS: u64 = 1_000_000;
const FIRST_ID: u64 = 100_000;
const HEADER: &str = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag";

fn write_list(path: &Path) {
    let mut out = std::io::BufWriter::new(std::fs::File::create(path).expect("temp file"));
    write!(out, "{HEADER}\r\n").expect("write");
    for i in 0..PLAYERS {
        let id = FIRST_ID + i;
        let name = format!("Igrac{i}, Ivan");
        let rating = 1000 + i % 1800;
        let born = 1940 + i % 70;
        write!(
            out,
            "{id:<15}{name:<61}{:<4}{:<4}{:<5}{:<5}{:<15}{:<4}{rating:<6}{:<4}{:<3}{:<6}{:<4}{:<3}{:<6}{:<4}{:<3}{born:<6}{:<4}\r\n",
            "CRO", "M", "", "", "", "", "0", "20", "0", "0", "20", "0", "0", "20", ""
        )
        .expect("write");
    }
    out.flush().expect("flush");
}

/// Ten teams of ten players whose FIDE IDs are spread evenly over the list.
fn tournament() -> Tournament {
    let info = TournamentInfo {
        name: "Kup".to_string(),
        federation: "CRO".to_string(),
        ..TournamentInfo::default()
    };
    let mut t = Tournament::new(info, Regulation::preset("bpz-2025").expect("preset"));
    for team in 0..10u64 {
        apply(
            &mut t,
            Command::AddTeam {
                name: format!("ŠK Đakovo {team}"),
                club: String::new(),
                city: String::new(),
            },
        )
        .expect("team");
        let id = t.teams.last().expect("added").id;
        for board in 0..10u64 {
            let data = PlayerData {
                surname: format!("Igrač{}", team * 10 + board),
                given_name: "Ivan".to_string(),
                fide_id: Some(FIRST_ID + (team * 10 + board) * (PLAYERS / 100)),
                ..PlayerData::default()
            };
            apply(&mut t, Command::AddPlayer { team: id, data }).expect("player");
        }
    }
    t
}

fn bench(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("players_list_foa.txt");
    write_list(&path);
    let t = tournament();
    let mut group = c.benchmark_group("fide_list_1M");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(8))
        .warm_up_time(Duration::from_secs(1));
    group.bench_function("read_lines_only", |b| {
        b.iter(|| {
            let mut reader = BufReader::with_capacity(1 << 16, std::fs::File::open(&path).unwrap());
            let mut line = Vec::new();
            let mut lines = 0u64;
            while reader.read_until(b'\n', &mut line).unwrap() > 0 {
                lines += 1;
                line.clear();
            }
            lines
        })
    });
    group.bench_function("read_for_100_ids", |b| {
        let wanted: HashSet<u64> = t
            .teams
            .iter()
            .flat_map(|x| &x.roster)
            .filter_map(|p| p.fide_id)
            .collect();
        b.iter(|| {
            fide_list::read_file(&path, &wanted)
                .expect("read")
                .records
                .len()
        })
    });
    group.bench_function("import_10_teams", |b| {
        b.iter(|| {
            let mut copy = t.clone();
            let report = fide_list::import(&mut copy, &path).expect("import");
            assert_eq!(report.changes.len(), 100);
            report
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
