//! A captain's phone as the tests play it: an szs-pokal-2018 event with codes, the server
//! on a hall clock, and the forms posted over a real socket as a phone's browser posts them.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};

use kup::app::captains::Codes;
use kup::app::pair::pair_command;
use kup::app::serve::Server;
use kup::core::{TeamId, Tournament, TournamentInfo, apply};
use kup::store::Store;
use kup::wallclock::WallClock;

use super::teams_of_players;

/// Six teams of six players under szs-pokal-2018, round 1 paired, on disk with codes.
pub fn event() -> (tempfile::TempDir, Codes) {
    let info = TournamentInfo {
        name: "Pokal".into(),
        ..Default::default()
    };
    let mut t = teams_of_players(info, "szs-pokal-2018", (6, 6), |_, _, _| {});
    let pair = pair_command(&t, 1, 7, None).unwrap();
    apply(&mut t, pair).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut codes = Codes::default();
    codes.issue_missing(&t).unwrap();
    Store::create(dir.path(), t).unwrap();
    codes.save(dir.path()).unwrap();
    (dir, codes)
}

/// Serves `dir` for captains on a hall clock at `now`.
pub fn serve(dir: &std::path::Path, now: &str) -> Server {
    let clock = WallClock::from_options(Some(now), Some(1.0)).unwrap();
    Server::start_for_captains(dir, "127.0.0.1:0".parse().unwrap(), clock).unwrap()
}

pub struct Answer {
    pub status: u16,
    pub body: String,
}

pub fn ask(address: SocketAddr, head: &str, body: &[u8]) -> Answer {
    let mut stream = TcpStream::connect(address).unwrap();
    let _ = stream.write_all(head.as_bytes());
    let _ = stream.write_all(body);
    let mut raw = Vec::new();
    let _ = stream.read_to_end(&mut raw);
    let raw = String::from_utf8_lossy(&raw).into_owned();
    let (head, body) = raw.split_once("\r\n\r\n").unwrap_or((&raw, ""));
    Answer {
        status: head
            .split(' ')
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(0),
        body: body.to_string(),
    }
}

/// A form posted as a phone's browser posts it from the server's own page.
pub fn post(address: SocketAddr, path: &str, form: &str) -> Answer {
    post_from(address, path, form, &format!("http://{address}"))
}

/// A form posted from a page of `origin`.
pub fn post_from(address: SocketAddr, path: &str, form: &str, origin: &str) -> Answer {
    let head = format!(
        "POST {path} HTTP/1.0\r\nHost: {address}\r\nOrigin: {origin}\r\n\
         Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n",
        form.len()
    );
    ask(address, &head, form.as_bytes())
}

/// The one-use token in a lineup form.
pub fn token_in(form: &str) -> String {
    let after = form.split("name=\"token\" value=\"").nth(1).expect(form);
    after.split('"').next().unwrap().to_string()
}

/// The form fields of a lineup: the code, the token and the players at roster places.
pub fn lineup_form(
    t: &Tournament,
    team: TeamId,
    code: &str,
    token: &str,
    places: &[usize],
) -> String {
    let roster = &t.team(team).unwrap().roster;
    let players: String = places
        .iter()
        .map(|p| format!("&player={}", roster[p - 1].id.0))
        .collect();
    format!("code={code}&token={token}{players}")
}

/// Opens team `team`'s lineup form with its code; the form's token.
pub fn open_form(address: SocketAddr, code: &str) -> String {
    let opened = post(address, "/en/captain.html", &format!("code={code}"));
    assert_eq!(opened.status, 200, "{}", opened.body);
    token_in(&opened.body)
}
