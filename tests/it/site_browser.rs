//! The event's web pages in a real headless Chromium, as a phone or a laptop in the hall
//! shows them: every page loads without a console error, fits a phone's 360 px without
//! scrolling sideways, ranks the teams as `kup standings` does, and shows a result the
//! arbiter enters at the page's next poll. Screenshots at 360x740 and 1280x800 are kept
//! under `target/tmp/site-screenshots/` to be looked at.

use std::collections::{BTreeSet, VecDeque};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use kup::app::serve::Server;
use serde_json::Value;

use crate::common::chromium::Chromium;
use crate::common::{ok, sample_copy};

/// The screens the pages are looked at on: a phone held upright, and a laptop.
const PHONE: (u32, u32) = (360, 740);
const DESKTOP: (u32, u32) = (1280, 800);

fn serve(dir: &std::path::Path) -> Server {
    Server::start(dir, "127.0.0.1:0".parse().unwrap()).expect("the server starts")
}

/// Where the screenshots are kept, emptied of an earlier run's.
fn screenshots() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("site-screenshots");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Every page reachable from the three languages' front pages, in the order found.
fn crawl(browser: &mut Chromium, origin: &str) -> Vec<String> {
    let mut found: BTreeSet<String> = BTreeSet::new();
    let mut queue: VecDeque<String> = ["en", "hr", "sl"]
        .iter()
        .map(|lang| format!("{origin}/{lang}/index.html"))
        .collect();
    let mut pages = Vec::new();
    while let Some(url) = queue.pop_front() {
        if !found.insert(url.clone()) {
            continue;
        }
        assert_eq!(browser.goto(&url), 200, "{url}");
        let links = browser.eval("[...document.querySelectorAll('a[href]')].map(a => a.href)");
        for link in links.as_array().unwrap() {
            let link = link.as_str().unwrap();
            assert!(
                link.starts_with(origin),
                "{url} links out of the event: {link}"
            );
            queue.push_back(link.to_string());
        }
        pages.push(url);
    }
    pages
}

/// A page's name for its screenshot: its language and file (`hr-standings-7`).
fn shot_name(origin: &str, url: &str) -> String {
    url.trim_start_matches(origin)
        .trim_start_matches('/')
        .trim_end_matches(".html")
        .replace('/', "-")
}

/// The first page of each kind in each language (`hr-pairings-1`, not `hr-pairings-2`).
fn first_of_its_kind(name: &str, taken: &mut BTreeSet<String>) -> bool {
    let kind = name.split('-').take(2).collect::<Vec<_>>().join("-");
    taken.insert(kind)
}

#[test]
fn every_page_loads_in_chromium_without_an_error_and_fits_a_phone() {
    let Some(mut browser) = Chromium::launch() else {
        return;
    };
    // Seven rounds of eight teams: every kind of page, a full crosstable.
    let dir = sample_copy("hss-kadeti-2009");
    let server = serve(dir.path());
    let origin = format!("http://{}", server.address());
    let shots = screenshots();
    let pages = crawl(&mut browser, &origin);
    // Three languages of index, players, seven rounds' pairings and standings,
    // crosstable, board prizes, eight teams and seven neighbours' comparisons.
    assert_eq!(pages.len(), 3 * (2 + 7 + 7 + 2 + 8 + 7), "{pages:#?}");
    assert_eq!(browser.take_problems(), Vec::<String>::new());
    for (width, height) in [PHONE, DESKTOP] {
        browser.screen(width, height);
        let mut taken = BTreeSet::new();
        for url in &pages {
            assert_eq!(browser.goto(url), 200, "{url}");
            let problems = browser.take_problems();
            assert!(problems.is_empty(), "{url}: {problems:#?}");
            let wide = browser.eval("document.documentElement.scrollWidth");
            if width == PHONE.0 {
                assert!(
                    wide.as_u64().unwrap() <= u64::from(width),
                    "{url} is {wide} px wide on a phone"
                );
            }
            let name = shot_name(&origin, url);
            if first_of_its_kind(&name, &mut taken) {
                browser.screenshot(&shots.join(format!("{name}-{width}x{height}.png")));
            }
        }
    }
}

/// A number as the pages write it: `20½`, `½`, `73.75`; `None` for an empty cell.
fn points(cell: &str) -> Option<f64> {
    let (whole, half) = match cell.strip_suffix('½') {
        Some(whole) => (whole, 0.5),
        None => (cell, 0.0),
    };
    if whole.is_empty() {
        return (half > 0.0).then_some(half);
    }
    Some(whole.parse::<f64>().ok()? + half)
}

/// A criterion's value as its cell writes it: a number, empty, or a list (`1/0.5/2/1`); board
/// results a team does not have are no value for programs and said in words for people.
fn same_value(cell: &str, value: &Value) -> bool {
    match value {
        Value::Null => cell.is_empty() || cell == "no board results",
        Value::Array(values) => {
            let parts: Vec<&str> = cell.split('/').collect();
            parts.len() == values.len() && parts.iter().zip(values).all(|(c, v)| same_value(c, v))
        }
        _ => points(cell) == value.as_f64(),
    }
}

#[test]
fn the_standings_in_chromium_equal_kup_standings() {
    let Some(mut browser) = Chromium::launch() else {
        return;
    };
    let dir = sample_copy("hss-kadeti-2009");
    let d = dir.path().to_str().unwrap();
    let json: Value = serde_json::from_str(&ok(&["standings", d, "--format", "json"])).unwrap();
    let after = json["after_round"].as_u64().unwrap();
    assert_eq!(after, 7);
    let server = serve(dir.path());
    let url = format!("http://{}/en/standings-{after}.html", server.address());
    assert_eq!(browser.goto(&url), 200);
    let cells = browser.eval(
        "[...document.querySelector('table').tBodies[0].rows]\
         .map(row => [...row.cells].map(cell => cell.textContent))",
    );
    let cells = cells.as_array().unwrap();
    let rows = json["rows"].as_array().unwrap();
    assert_eq!(cells.len(), rows.len());
    // The criteria shown beside the game points: the chain less the game points
    // (a column of their own) and the lots, which show only once one is drawn.
    let chain = json["chain"].as_array().unwrap();
    let shown: Vec<usize> = (0..chain.len())
        .filter(|&i| chain[i] != "GamePoints")
        .filter(|&i| chain[i] != "Lots" || rows.iter().any(|r| !r["values"][i].is_null()))
        .collect();
    for (cells, row) in cells.iter().zip(rows) {
        let cells: Vec<&str> = cells
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_str().unwrap())
            .collect();
        let (rank, shared_to) = (
            row["rank"].as_u64().unwrap(),
            row["shared_to"].as_u64().unwrap(),
        );
        let rank = if shared_to > rank {
            format!("{rank}-{shared_to}")
        } else {
            rank.to_string()
        };
        assert_eq!(cells[0], rank, "{cells:?}");
        assert_eq!(cells[1], row["number"].to_string(), "{cells:?}");
        assert_eq!(cells[2], row["name"].as_str().unwrap(), "{cells:?}");
        assert_eq!(cells[3], row["match_points"].to_string(), "{cells:?}");
        assert_eq!(points(cells[4]), row["game_points"].as_f64(), "{cells:?}");
        assert_eq!(cells.len(), 5 + shown.len(), "{cells:?}");
        for (cell, &i) in cells[5..].iter().zip(&shown) {
            assert!(
                same_value(cell, &row["values"][i]),
                "{}: {cell} is not {}",
                chain[i],
                row["values"][i]
            );
        }
    }
    assert_eq!(browser.take_problems(), Vec::<String>::new());
}

/// The result cell of a match's first board on a pairings page (`null` while the page
/// reloads).
const FIRST_BOARD_OF_TABLE_5: &str = "[...document.querySelectorAll('h2')]\
    .find(h => h.textContent.startsWith('Table 5:'))?\
    .nextElementSibling?.tBodies[0]?.rows[0]?.cells[3]?.textContent ?? null";

#[test]
fn a_result_entered_through_the_cli_shows_on_an_open_page_at_its_next_poll() {
    let Some(mut browser) = Chromium::launch() else {
        return;
    };
    // Table 5 of round 1 (ŠK Pregrada against ŠK Mače) has no result in the sample.
    let dir = sample_copy("kzz-2015");
    let server = serve(dir.path());
    let url = format!("http://{}/en/pairings-1.html", server.address());
    assert_eq!(browser.goto(&url), 200);
    assert_eq!(browser.eval(FIRST_BOARD_OF_TABLE_5), "–");
    let d = dir.path().to_str().unwrap();
    ok(&[
        "result", d, "--round", "1", "--match", "5", "--board", "1", "1-0",
    ]);
    let entered = Instant::now();
    // From here on, the page's own polls and its reload.
    browser.take_events();
    let shown = loop {
        let cell = browser.eval(FIRST_BOARD_OF_TABLE_5);
        if cell == "1-0" || entered.elapsed() > Duration::from_secs(60) {
            break cell;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    assert_eq!(shown, "1-0", "the page never showed the result");
    let after = entered.elapsed();
    // The page reloaded itself at the first or second poll of the event's version after
    // the result was on disk (a poll already under way may be counted): the page polls
    // once a second, so the result shows within two seconds.
    let requests: Vec<String> = browser
        .take_events()
        .iter()
        .filter(|e| e["method"] == "Network.requestWillBeSent")
        .map(|e| e["params"]["request"]["url"].as_str().unwrap().to_string())
        .collect();
    let reload = requests
        .iter()
        .position(|u| *u == url)
        .expect("the page reloaded itself");
    let polls = requests[..reload]
        .iter()
        .filter(|u| u.ends_with("/version"))
        .count();
    assert!((1..=2).contains(&polls), "{requests:#?}");
    eprintln!("the result showed {after:?} after the CLI had written it, at poll {polls}");
    let version = browser.eval("document.body.dataset.version");
    assert_eq!(version, "1");
    assert_eq!(browser.take_problems(), Vec::<String>::new());
}
