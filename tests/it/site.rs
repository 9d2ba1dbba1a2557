//! The event's web pages: `kup serve` (and Ctrl-W in the full-screen program) on the
//! loopback, and `kup export --format site`. A page is fetched over a real socket with a
//! plain HTTP/1.0 request, as a phone's browser would ask for it.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;

use kup::app::serve::Server;
use kup::i18n::Lang;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::common::{hall_app, ok, sample_copy};

/// An answer: the status code, the headers' text and the body.
struct Answer {
    status: u16,
    head: String,
    body: String,
}

fn request(address: SocketAddr, method: &str, path: &str, headers: &str) -> Answer {
    let mut stream = TcpStream::connect(address).expect("the server listens");
    write!(
        stream,
        "{method} {path} HTTP/1.0\r\nHost: kup\r\n{headers}\r\n"
    )
    .unwrap();
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).unwrap();
    let raw = String::from_utf8(raw).expect("utf-8");
    let (head, body) = raw.split_once("\r\n\r\n").expect("a head and a body");
    let status = head.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap();
    Answer {
        status,
        head: head.to_string(),
        body: body.to_string(),
    }
}

fn get(address: SocketAddr, path: &str) -> Answer {
    request(address, "GET", path, "")
}

fn loopback() -> SocketAddr {
    "127.0.0.1:0".parse().unwrap()
}

fn serve(dir: &Path) -> Server {
    Server::start(dir, loopback()).expect("the server starts")
}

#[test]
fn the_browsers_language_picks_the_pages_and_every_page_of_the_event_answers() {
    let dir = sample_copy("kzz-2015");
    let server = serve(dir.path());
    let address = server.address();
    let root = request(
        address,
        "GET",
        "/",
        "Accept-Language: sl-SI,sl;q=0.9,en;q=0.5\r\n",
    );
    assert_eq!(root.status, 302);
    assert!(
        root.head.contains("Location: /sl/index.html"),
        "{}",
        root.head
    );
    let root = request(address, "GET", "/", "Accept-Language: de-AT, hr;q=0.8\r\n");
    assert!(
        root.head.contains("Location: /hr/index.html"),
        "{}",
        root.head
    );
    let root = get(address, "/");
    assert!(
        root.head.contains("Location: /en/index.html"),
        "{}",
        root.head
    );
    let index = get(address, "/hr/index.html");
    assert_eq!(index.status, 200);
    assert!(
        index.head.contains("text/html; charset=utf-8"),
        "{}",
        index.head
    );
    assert!(index.body.contains("<html lang=\"hr\">"));
    assert!(index.body.contains("Kup Krapinsko-zagorske županije 2015"));
    assert!(index.body.contains(">Parovi</a>"));
    // Every page the index links to answers, in the three languages.
    for lang in ["en", "hr", "sl"] {
        let index = get(address, &format!("/{lang}/index.html"));
        for link in links(&index.body).filter(|l| !l.starts_with("../")) {
            let page = get(address, &format!("/{lang}/{link}"));
            assert_eq!(page.status, 200, "/{lang}/{link}");
            assert!(
                page.body.len() < 32 * 1024,
                "/{lang}/{link}: {} B",
                page.body.len()
            );
        }
    }
}

/// The `href`s of a page.
fn links(html: &str) -> impl Iterator<Item = &str> {
    html.split("href=\"")
        .skip(1)
        .filter_map(|rest| rest.split_once('"').map(|(link, _)| link))
}

#[test]
fn a_page_follows_the_change_the_arbiter_makes_from_another_shell() {
    let dir = sample_copy("kzz-2015");
    let server = serve(dir.path());
    let address = server.address();
    let before = get(address, "/version").body;
    let page = get(address, "/en/pairings-1.html").body;
    assert!(
        page.contains(&format!("data-version=\"{before}\"")),
        "{page}"
    );
    let d = dir.path().to_str().unwrap();
    ok(&[
        "result", d, "--round", "1", "--match", "1", "--board", "1", "clear",
    ]);
    // The server looks at the snapshot on every request: the next poll sees the change.
    let after = get(address, "/version").body;
    assert_ne!(after, before);
    let page = get(address, "/en/pairings-1.html").body;
    assert!(
        page.contains(&format!("data-version=\"{after}\"")),
        "{page}"
    );
    assert!(page.contains("Last change"), "{page}");
}

#[test]
fn the_standings_page_ranks_the_teams_as_kup_standings_does() {
    let dir = sample_copy("mzz-2012");
    let d = dir.path().to_str().unwrap();
    let json: serde_json::Value =
        serde_json::from_str(&ok(&["standings", d, "--format", "json"])).unwrap();
    let after = json["after_round"].as_u64().unwrap();
    let names: Vec<&str> = json["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row["name"].as_str().unwrap())
        .collect();
    assert!(names.len() >= 6, "{names:?}");
    let server = serve(dir.path());
    let page = get(server.address(), &format!("/en/standings-{after}.html")).body;
    let table = page.split("<table>").nth(1).expect("a table");
    let positions: Vec<usize> = names
        .iter()
        .map(|name| table.find(&format!(">{name}<")).expect(name))
        .collect();
    assert!(positions.is_sorted(), "{names:?} at {positions:?}");
    // The tie-breaks' legend follows the table, so that a phone shows the ranking first.
    let (above, below) = page.split_once("</table>").unwrap();
    assert!(!above.contains("Game points"), "{above}");
    assert!(
        below.contains("<p class=\"legend\">GP: Game points"),
        "{below}"
    );
}

#[test]
fn hostile_names_are_shown_as_text() {
    let root = tempfile::tempdir().unwrap();
    let dir = root.path().join("cup");
    let d = dir.to_str().unwrap();
    ok(&["new", d, "--preset", "kzz-2015", "--date", "2026-12-05"]);
    ok(&["team", "add", d, "--name", "<script>alert(1)</script>"]);
    ok(&[
        "team",
        "add",
        d,
        "--name",
        "\"><img src=x onerror=alert(2)>",
    ]);
    ok(&[
        "player",
        "add",
        d,
        "--team",
        "1",
        "--name",
        "O'Hara, <b>Ana</b>",
    ]);
    let server = serve(&dir);
    for path in ["/en/index.html", "/en/team-1.html", "/en/players.html"] {
        let page = get(server.address(), path).body;
        assert!(!page.contains("<script>alert"), "{path}: {page}");
        assert!(!page.contains("<img"), "{path}: {page}");
        assert!(!page.contains("<b>"), "{path}: {page}");
    }
    let index = get(server.address(), "/en/index.html").body;
    assert!(
        index.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
        "{index}"
    );
    assert!(
        index.contains("&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"),
        "{index}"
    );
    let team = get(server.address(), "/en/team-1.html").body;
    assert!(team.contains("O'Hara, &lt;b&gt;Ana&lt;/b&gt;"), "{team}");
}

#[test]
fn anything_but_the_events_pages_is_not_found_and_only_reading_is_answered() {
    let dir = sample_copy("kzz-2015");
    let server = serve(dir.path());
    let address = server.address();
    for path in [
        "/hr/../../etc/passwd",
        "/etc/passwd",
        "/%2e%2e/tournament.ron",
        "/tournament.ron",
        "/hr/",
        "/hr/index.htm",
        "/de/index.html",
        "/hr/pairings-99.html",
        "/hr/pairings-01.html",
        "/hr/team-0.html",
        "/hr/why-1-1.html",
        "*",
    ] {
        let answer = get(address, path);
        assert_eq!(answer.status, 404, "{path}");
        assert!(!answer.body.contains("ŠK Zabok"), "{path}");
    }
    // The absolute form names the same page (RFC 9112, 3.2.2: a server must accept it).
    let absolute = get(address, "http://kup/en/index.html");
    assert_eq!(absolute.status, 200);
    // A target that is not ASCII: the server closes the connection without a page.
    let mut stream = TcpStream::connect(address).unwrap();
    write!(stream, "GET /é/index.html HTTP/1.0\r\n\r\n").unwrap();
    let mut raw = String::new();
    stream.read_to_string(&mut raw).unwrap();
    assert!(raw.is_empty() || raw.starts_with("HTTP/1.0 4"), "{raw}");
    let post = request(address, "POST", "/en/index.html", "Content-Length: 0\r\n");
    assert_eq!(post.status, 400);
    let head = request(address, "HEAD", "/en/index.html", "");
    assert_eq!(head.status, 200);
    assert!(head.body.is_empty(), "{}", head.body);
    // Serving changed nothing.
    assert!(!dir.path().join("tournament.ron.broken").exists());
    let names: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(names.len(), 2, "{names:?}");
}

#[test]
fn kup_serve_listens_on_this_machine_only_unless_told() {
    let help = ok(&["serve", "--help"]);
    assert!(help.contains("[default: 127.0.0.1:8080]"), "{help}");
}

#[test]
fn the_static_site_holds_every_page_in_every_language_and_its_links_resolve() {
    let dir = sample_copy("kzz-2015");
    let out = tempfile::tempdir().unwrap();
    let site = out.path().join("site");
    let said = ok(&[
        "export",
        dir.path().to_str().unwrap(),
        "--format",
        "site",
        "-o",
        site.to_str().unwrap(),
    ]);
    let mut pages = 0;
    for lang in ["en", "hr", "sl"] {
        for entry in std::fs::read_dir(site.join(lang)).unwrap() {
            let path = entry.unwrap().path();
            let html = std::fs::read_to_string(&path).unwrap();
            assert!(
                !html.contains("/version"),
                "{}: no live polling",
                path.display()
            );
            // Only the hall screen's countdown is a script: every other page is text.
            let screen = path
                .file_name()
                .unwrap()
                .to_str()
                .unwrap()
                .starts_with("screen-");
            assert_eq!(html.contains("<script"), screen, "{}", path.display());
            for link in links(&html).filter(|link| !link.starts_with('#')) {
                let target = path.parent().unwrap().join(link);
                assert!(target.is_file(), "{} links to {link}", path.display());
            }
            pages += 1;
        }
    }
    assert!(
        said.contains(&format!("wrote {} pages", pages + 1)),
        "{said}"
    );
    let front = std::fs::read_to_string(site.join("index.html")).unwrap();
    for link in links(&front) {
        assert!(site.join(link).is_file(), "{link}");
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        // The umask's, as a file this test creates: a site is made to be uploaded.
        let mode = |path: &Path| std::fs::metadata(path).unwrap().permissions().mode() & 0o777;
        let probe = site.join("probe");
        std::fs::File::create(&probe).unwrap();
        assert_eq!(mode(&site.join("hr/index.html")), mode(&probe));
    }
    let refused = crate::common::kup(&["export", dir.path().to_str().unwrap(), "--format", "site"]);
    assert_eq!(refused.status.code(), Some(2));
}

#[test]
fn ctrl_w_serves_the_pages_from_the_full_screen_program_and_stops_them() {
    let dir = sample_copy("kzz-2015");
    let now = chrono::DateTime::parse_from_rfc3339("2015-02-15T10:00:00+01:00").unwrap();
    let mut app = hall_app(dir.path(), now, Lang::En);
    app.serve_at(loopback());
    let ctrl_w = KeyEvent::new(KeyCode::Char('w'), KeyModifiers::CONTROL);
    app.key(&ctrl_w);
    let status = app.status().text.clone();
    let address: SocketAddr = status
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .and_then(|a| a.parse().ok())
        .unwrap_or_else(|| panic!("no address in {status:?}"));
    assert!(address.ip().is_loopback());
    assert_eq!(get(address, "/en/index.html").status, 200);
    app.key(&ctrl_w);
    assert_eq!(app.status().text, "Web pages stopped");
    // The listener closes as the server's accepting thread ends, a moment after.
    let closed = (0..100).any(|_| {
        std::thread::sleep(std::time::Duration::from_millis(20));
        TcpStream::connect(address).is_err()
    });
    assert!(closed, "{address} still accepts");
}

/// The names of the players' index, in the order shown.
fn index_names(html: &str) -> Vec<&str> {
    html.split("<li><b>")
        .skip(1)
        .filter_map(|rest| rest.split_once("</b>").map(|(name, _)| name))
        .collect()
}

/// Hrvatski pravopis: "a b c č ć d dž đ e …"; Slovenski pravopis: "c č d" with the
/// foreign ć after č and đ after d, dž two letters.
#[test]
fn the_players_index_files_each_player_under_his_letter_in_the_readers_alphabet() {
    let dir = sample_copy("kzz-2015");
    let server = serve(dir.path());
    let address = server.address();
    let hr = get(address, "/hr/find.html");
    assert_eq!(hr.status, 200);
    let names = index_names(&hr.body);
    // Every player of round 1's five matches of four boards.
    assert_eq!(names.len(), 40, "{names:?}");
    let at = |name: &str| names.iter().position(|n| *n == name).unwrap();
    assert!(at("Božić, Maja") < at("Čučković, Maja"));
    assert!(at("Čučković, Maja") < at("Ćosić, Matej"));
    assert!(at("Ćosić, Zdravko") < at("Dvoržak, Ivana"));
    assert!(at("Dvoržak, Zdravko") < at("Džeko, Ivana"));
    assert!(at("Džeko, Nikola") < at("Đurić, Mateja"));
    assert!(at("Đurić, Mateja") < at("Grgić, Krunoslav"));
    let letters: Vec<&str> = hr
        .body
        .split("<h2 id=\"l")
        .skip(1)
        .filter_map(|rest| rest.split_once("\">")?.1.split_once("</h2>"))
        .map(|(letter, _)| letter)
        .collect();
    assert_eq!(
        &letters[..6],
        ["B", "Č", "Ć", "D", "Dž", "Đ"],
        "{letters:?}"
    );
    // Each player's line: where he sits, his colour, his opponent and both teams.
    assert!(
        hr.body.contains(
            "<b>Čučković, Maja</b> · ŠK Klanjec<br><span class=\"place\">stol 2, ploča 3, \
             bijeli</span><br>protivnik: Horvat, Nikola (ŠK Krapina)"
        ),
        "{}",
        hr.body
    );
    let sl = get(address, "/sl/find.html");
    let letters = sl.body.split("<h2 id=\"l").count() - 1;
    assert!(
        sl.body.contains(">Dž</a>"),
        "the event is Croatian: its alphabet"
    );
    assert_eq!(letters, hr.body.split("<h2 id=\"l").count() - 1);
}

#[test]
fn the_round_board_by_board_has_one_line_per_board_and_links_its_pairings() {
    let dir = sample_copy("kzz-2015");
    let server = serve(dir.path());
    let address = server.address();
    let round = get(address, "/en/round-1.html");
    assert_eq!(round.status, 200);
    assert_eq!(round.body.matches("<div class=\"board\">").count(), 5 * 4);
    assert_eq!(round.body.matches("<div class=\"match\">").count(), 5);
    assert!(round.body.contains("href=\"pairings-1.html\""));
    let pairings = get(address, "/en/pairings-1.html");
    assert!(pairings.body.contains("href=\"round-1.html\""));
    assert_eq!(get(address, "/en/round-2.html").status, 404);
    let index = get(address, "/en/index.html");
    for page in ["find.html", "round-1.html", "screen-1.html"] {
        assert!(index.body.contains(&format!("href=\"{page}\"")), "{page}");
    }
}

#[test]
fn the_hall_screen_leads_to_its_first_slide_and_each_slide_to_the_next() {
    let dir = sample_copy("kzz-2015");
    let server = serve(dir.path());
    let address = server.address();
    let screen = request(address, "GET", "/screen", "Accept-Language: sl\r\n");
    assert_eq!(screen.status, 302);
    assert!(
        screen.head.contains("Location: /sl/screen-1.html"),
        "{}",
        screen.head
    );
    // Five matches and ten teams: the pairings, the results and the standings, then
    // round again; a slide number past the last (the event changed) goes on from there.
    let next = |slide: usize| {
        let page = get(address, &format!("/sl/screen-{slide}.html"));
        assert_eq!(page.status, 200, "{slide}");
        let (_, rest) = page.body.split_once("url=").unwrap();
        rest.split_once('"').unwrap().0.to_string()
    };
    assert_eq!(next(1), "screen-2.html");
    assert_eq!(next(2), "screen-3.html");
    assert_eq!(next(3), "screen-1.html");
    assert_eq!(next(5), "screen-3.html");
    assert_eq!(get(address, "/sl/screen-100.html").status, 404);
    let first = get(address, "/sl/screen-1.html").body;
    assert!(first.contains("1. kolo: pari"), "{first}");
    assert!(first.contains("začetek 09:30"), "{first}");
}

/// A screen set up in the hall before the pairing shows the event and counts down to
/// round 1, and turns to the pairings by itself once they are made.
#[test]
fn the_hall_screen_before_the_pairing_waits_for_round_one() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("cup");
    crate::common::new_event(dir.to_str().unwrap(), "kzz-2015");
    let server = serve(&dir);
    let page = get(server.address(), "/hr/screen-1.html");
    assert_eq!(page.status, 200);
    assert!(
        page.body.contains("Još nijedno kolo nije sparivano."),
        "{}",
        page.body
    );
    assert!(page.body.contains("1. kolo"), "{}", page.body);
    assert!(page.body.contains("početak 09:30"), "{}", page.body);
    assert!(page.body.contains("url=screen-1.html"), "{}", page.body);
}
