//! The event's web pages in a real headless Chromium, as a phone or a laptop in the hall
//! shows them: every page loads without a console error, fits a phone's 360 px without
//! scrolling sideways, ranks the teams as `kup standings` does, and shows a result the
//! arbiter enters at the page's next poll; a player finds his board in two taps on a
//! 412x915 phone, and the hall screen fills a 1920x1080 TV. Screenshots are kept under
//! `target/tmp/site-screenshots/` and `target/tmp/hall-screenshots/` to be looked at.

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
            // A letter of the players' index is a place on its page, not a page.
            let link = link.as_str().unwrap().split('#').next().unwrap();
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
    // Three languages of index, players, seven rounds' pairings, each board by board,
    // and standings, crosstable, board prizes, eight teams, seven neighbours'
    // comparisons, the players' index and the hall screen's first slide.
    assert_eq!(
        pages.len(),
        3 * (2 + 7 + 7 + 7 + 2 + 8 + 7 + 2),
        "{pages:#?}"
    );
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

/// A phone held upright in the hall: a common Android's 412x915.
const HALL_PHONE: (u32, u32) = (412, 915);
/// A TV or projector at the front of the hall.
const TV: (u32, u32) = (1920, 1080);

/// Where the hall's screenshots are kept (`site-screenshots` is emptied by another test).
fn hall_screenshots() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("hall-screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The text of the players' index line of `name`, if it is wholly on the screen.
fn line_on_screen(browser: &mut Chromium, name: &str) -> Value {
    let name = serde_json::to_string(name).unwrap();
    browser.eval(&format!(
        "(() => {{ const li = [...document.querySelectorAll('ul.seats li')]\
         .find(li => li.querySelector('b').textContent === {name}); \
         const r = li.getBoundingClientRect(); \
         return r.top >= 0 && r.bottom <= innerHeight ? li.innerText : null; }})()"
    ))
}

#[test]
fn a_player_finds_his_board_from_the_front_page_in_two_taps() {
    let Some(mut browser) = Chromium::launch() else {
        return;
    };
    // Round 1 of the cup: Čučković, Maja of ŠK Klanjec plays board 3 of table 2, with
    // White, against Horvat, Nikola of ŠK Krapina (the pairings page says so below).
    let dir = sample_copy("kzz-2015");
    let server = serve(dir.path());
    let origin = format!("http://{}", server.address());
    let shots = hall_screenshots();
    browser.screen(HALL_PHONE.0, HALL_PHONE.1);
    let expected = [
        (
            "hr",
            "Č",
            "stol 2, ploča 3, bijeli",
            "protivnik: Horvat, Nikola (ŠK Krapina)",
        ),
        (
            "sl",
            "Č",
            "miza 2, deska 3, beli",
            "nasprotnik: Horvat, Nikola (ŠK Krapina)",
        ),
        (
            "en",
            "Č",
            "table 2, board 3, White",
            "opponent: Horvat, Nikola (ŠK Krapina)",
        ),
    ];
    for (lang, letter, place, opponent) in expected {
        assert_eq!(browser.goto(&format!("{origin}/{lang}/index.html")), 200);
        let shown = browser.tap("a.find");
        assert_eq!(shown, format!("{origin}/{lang}/find.html"));
        browser
            .screenshot(&shots.join(format!("{lang}-find-{}x{}.png", HALL_PHONE.0, HALL_PHONE.1)));
        let letter_link = browser.eval(&format!(
            "[...document.querySelectorAll('.letters a')].findIndex(a => a.textContent === '{letter}')"
        ));
        let shown = browser.tap(&format!(
            ".letters a:nth-child({})",
            letter_link.as_u64().unwrap() + 1
        ));
        assert!(shown.contains("find.html#l"), "{shown}");
        let line = line_on_screen(&mut browser, "Čučković, Maja");
        let line = line
            .as_str()
            .unwrap_or_else(|| panic!("{lang}: the line is not on the screen"));
        assert!(line.contains("ŠK Klanjec"), "{line}");
        assert!(line.contains(place), "{lang}: {line}");
        assert!(line.contains(opponent), "{lang}: {line}");
        browser.screenshot(&shots.join(format!(
            "{lang}-found-{}x{}.png",
            HALL_PHONE.0, HALL_PHONE.1
        )));
        // The round's pairings agree: table 2, board 3, the first-named team's player
        // (ŠK Klanjec's, with White on odd boards) against ŠK Krapina's.
        assert_eq!(
            browser.goto(&format!("{origin}/{lang}/pairings-1.html")),
            200
        );
        let row = browser.eval(
            "[...document.querySelectorAll('h2')].find(h => / 2:/.test(h.textContent))\
             .nextElementSibling.tBodies[0].rows[2].innerText",
        );
        let row = row.as_str().unwrap();
        assert!(
            row.contains("Čučković, Maja") && row.contains("Horvat, Nikola"),
            "{row}"
        );
        // The round board by board: a board is one line on the phone.
        assert_eq!(browser.goto(&format!("{origin}/{lang}/round-1.html")), 200);
        let lines = browser.eval(
            "[...document.querySelectorAll('.board')].map(b => b.getBoundingClientRect().height)",
        );
        let heights: Vec<f64> = lines
            .as_array()
            .unwrap()
            .iter()
            .map(|h| h.as_f64().unwrap())
            .collect();
        assert_eq!(heights.len(), 5 * 4);
        let line_height = browser
            .eval("parseFloat(getComputedStyle(document.querySelector('.board span')).lineHeight)");
        for height in &heights {
            assert!(
                *height < 1.5 * line_height.as_f64().unwrap(),
                "a board wraps: {heights:?}"
            );
        }
        let wide = browser.eval("document.documentElement.scrollWidth");
        assert!(wide.as_u64().unwrap() <= u64::from(HALL_PHONE.0), "{wide}");
        browser.screenshot(&shots.join(format!(
            "{lang}-round-1-{}x{}.png",
            HALL_PHONE.0, HALL_PHONE.1
        )));
        // The team's page opens with its lineup of the round.
        assert_eq!(browser.goto(&format!("{origin}/{lang}/team-2.html")), 200);
        let first = browser.eval("document.querySelector('h2').nextElementSibling.className");
        assert_eq!(first, "match");
        browser.screenshot(&shots.join(format!(
            "{lang}-team-2-{}x{}.png",
            HALL_PHONE.0, HALL_PHONE.1
        )));
    }
    assert_eq!(browser.take_problems(), Vec::<String>::new());
}

/// The meta refresh of a hall screen's slide: the seconds and the next slide's URL.
fn next_slide(browser: &mut Chromium) -> (u64, String) {
    let content = browser.eval("document.querySelector('meta[http-equiv=refresh]').content");
    let (seconds, url) = content.as_str().unwrap().split_once(";url=").unwrap();
    let next = browser.eval(&format!("new URL('{url}', location.href).href"));
    (seconds.parse().unwrap(), next.as_str().unwrap().to_string())
}

#[test]
fn the_hall_screen_fills_a_tv_in_large_type_and_turns_through_its_slides() {
    let Some(mut browser) = Chromium::launch() else {
        return;
    };
    // Seven rounds of eight teams: pairings, results and standings of one slide each.
    let dir = sample_copy("hss-kadeti-2009");
    let server = serve(dir.path());
    let origin = format!("http://{}", server.address());
    let shots = hall_screenshots();
    browser.screen(TV.0, TV.1);
    for lang in ["hr", "sl", "en"] {
        let first = format!("{origin}/{lang}/screen-1.html");
        let mut url = first.clone();
        let mut headings = Vec::new();
        loop {
            assert_eq!(browser.goto(&url), 200, "{url}");
            headings.push(browser.eval("document.querySelector('h1').textContent"));
            // Nothing scrolls: the slide is all on the screen.
            let size = browser.eval(
                "[document.documentElement.scrollWidth, document.documentElement.scrollHeight]",
            );
            assert!(
                size[0].as_u64().unwrap() <= u64::from(TV.0),
                "{url}: {size}"
            );
            assert!(
                size[1].as_u64().unwrap() <= u64::from(TV.1),
                "{url}: {size}"
            );
            // Read from five metres: rows at least 40 px high.
            let type_size =
                browser.eval("parseFloat(getComputedStyle(document.querySelector('td')).fontSize)");
            assert!(type_size.as_f64().unwrap() >= 40.0, "{url}: {type_size} px");
            let name = url.rsplit('/').next().unwrap().trim_end_matches(".html");
            browser.screenshot(&shots.join(format!("{lang}-{name}-{}x{}.png", TV.0, TV.1)));
            let (seconds, next) = next_slide(&mut browser);
            assert!((5..=30).contains(&seconds), "{seconds}");
            url = next;
            if url == first {
                break;
            }
            assert!(headings.len() < 10, "{headings:?}");
        }
        assert_eq!(headings.len(), 3, "{headings:?}");
    }
    // The countdown: the screen's clock 12 minutes 34 seconds before round 7's start.
    assert_eq!(browser.goto(&format!("{origin}/en/screen-1.html")), 200);
    let start = browser.eval("+document.querySelector('.left').dataset.at");
    let start = start.as_f64().unwrap();
    browser.eval(&format!(
        "Date.now = () => {start} - 754000; new Promise(r => setTimeout(r, 1100))"
    ));
    let left = browser.eval("document.querySelector('.left').textContent");
    assert_eq!(left, "(12:34)");
    browser.screenshot(&shots.join(format!("en-countdown-{}x{}.png", TV.0, TV.1)));
    assert_eq!(browser.take_problems(), Vec::<String>::new());
}
