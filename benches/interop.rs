//! TRF export and import, and the HTML standings, at Olympiad size: 200 teams of 6 players,
//! 11 rounds of 4 boards, every board decided (`support::olympiad`).

mod support;

use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use kup::i18n::Lang;
use kup::interop::report::{What, report};
use kup::interop::trf::{self, TrfVersion};
use kup::interop::{html, text};

fn bench(c: &mut Criterion) {
    let t = support::olympiad();
    let written = trf::export(&t, TrfVersion::Trf2026).text;
    c.bench_function("trf2026_export_200_teams_11_rounds", |b| {
        b.iter(|| trf::export(&t, TrfVersion::Trf2026))
    });
    c.bench_function("trf2026_import_200_teams_11_rounds", |b| {
        b.iter(|| trf::import(&written, t.regulation.clone()).expect("imports"))
    });
    c.bench_function("html_standings_200_teams_11_rounds", |b| {
        b.iter(|| html::render(&report(&t, What::Standings, None, Lang::Hr).expect("report")))
    });
    c.bench_function("text_pairings_200_teams_round_11", |b| {
        b.iter(|| {
            text::render(
                &report(&t, What::Pairings, None, Lang::Hr).expect("report"),
                80,
            )
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2));
    targets = bench
}
criterion_main!(benches);
