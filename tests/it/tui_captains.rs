//! The captains' side of the full-screen program, in tmux at 80x24: Alt-W opens the
//! captains' page, a lineup handed in from a phone is said on the status line on the
//! hall's clock, the arbiter locks or refuses it in the lineup editor, and Ctrl-K gives a
//! team a new code or none, which the server honours with the next request. The event is
//! szs-pokal-2018's (a change is due 30 minutes before the round, "30 minut pred začetkom
//! tega kola", točka 3: 16:30 for round 1 at 17:00); the hall's clock stands at 16:10.

use kup::app::captains::Codes;
use kup::core::TeamId;

use std::os::unix::fs::PermissionsExt;

use crate::common::captains::{ask, event, lineup_form, open_form, post};
use crate::common::tmux::{Session, tmux_available};
use crate::common::{address_in, on_disk};

fn journal(dir: &std::path::Path) -> String {
    std::fs::read_to_string(dir.join("journal.ron")).unwrap_or_default()
}

#[test]
fn the_arbiter_opens_the_captains_page_sees_a_phones_lineup_locks_it_refuses_it_and_revokes_a_code()
{
    if !tmux_available() {
        eprintln!("tmux is not installed: skipped");
        return;
    }
    let (dir, codes) = event();
    let config = dir.path().join("config.ron");
    std::fs::write(&config, "(serve_bind: \"127.0.0.1:0\")").unwrap();
    let config = config.display().to_string();
    let session = Session::start_on_with_env(
        dir.path(),
        "--clock 2018-06-01T16:10:00+02:00",
        &[("KUP_CONFIG", &config), ("LC_ALL", "C"), ("TZ", "UTC")],
    );
    session.wait_for_text("Round");
    session.keys(&["M-w"]);
    session.wait_for_text("Captains: http://");
    let address = address_in(&session.screen()).expect("the status line names the address");

    // A captain hands in ŠK 1's lineup: the screen says so at once, on the hall's clock.
    let (team, code) = (TeamId(1), codes.of(TeamId(1)).unwrap().to_string());
    let before = on_disk(dir.path());
    let form = lineup_form(
        &before,
        team,
        &code,
        &open_form(address, &code),
        &[1, 2, 3, 5],
    );
    assert_eq!(post(address, "/en/lineup.html", &form).status, 200);
    session.wait_for_text("Lineup of ŠK 1 for round 1 handed in from a phone at 16:10");

    // The arbiter opens ŠK 1's lineup and locks it against the phone.
    let (table, _) = before.rounds[0].match_of(team).unwrap();
    session.keys(&["g"]);
    session.type_text(&(table + 1).to_string());
    session.keys(&["Enter", "l"]);
    session.wait_for_text("Lineup, round 1:");
    if !session.screen().contains("Lineup, round 1: (1) ŠK 1") {
        session.keys(&["Right"]);
    }
    session.wait_for_text("From the captain's phone at 16:10.");
    session.keys(&["L"]);
    session.wait_for_text("LOCKED against the captain's phone");
    assert!(
        journal(dir.path())
            .lines()
            .last()
            .unwrap()
            .contains("LockLineup")
    );
    let form = lineup_form(
        &before,
        team,
        &code,
        &open_form(address, &code),
        &[1, 2, 3, 6],
    );
    let locked = post(address, "/en/lineup.html", &form);
    assert_eq!(locked.status, 422, "{}", locked.body);
    assert!(
        locked
            .body
            .contains("the arbiter has locked the lineup of ŠK 1 for round 1"),
        "{}",
        locked.body
    );
    // Refused: the base lineup plays, an ordinary change in the journal.
    session.keys(&["DC"]);
    session.wait_for_text("the base lineup plays");
    let last = journal(dir.path()).lines().last().unwrap().to_string();
    assert!(last.contains("DropLineup"), "{last}");
    assert!(on_disk(dir.path()).rounds[0].lineup(team).is_none());
    session.keys(&["Escape"]);

    // Ctrl-K: ŠK 1's code revoked, ŠK 2's replaced; each old code fails at once.
    session.keys(&["C-k"]);
    session.wait_for_text("Captains' codes");
    // The cards to print: each team, its code, the page and its QR code, the arbiter's alone.
    session.keys(&["p"]);
    session.wait_for_text("Captains' cards written to");
    let cards = dir.path().join("captains-cards.html");
    let mode = std::fs::metadata(&cards).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
    let sheet = std::fs::read_to_string(&cards).unwrap();
    let page = format!("http://{address}/en/captain.html");
    assert!(sheet.contains(&page), "{sheet}");
    assert_eq!(sheet.matches("<svg").count(), 6, "{sheet}");
    assert!(
        sheet.contains(&kup::app::captains::grouped(&code)),
        "{sheet}"
    );
    // A card's QR code opens the page with the code filled in.
    let scanned = ask(
        address,
        &format!("GET /en/captain.html?code={code} HTTP/1.0\r\n\r\n"),
        b"",
    );
    assert!(
        scanned.body.contains(&format!("value=\"{code}\"")),
        "{}",
        scanned.body
    );
    session.keys(&["x"]);
    session.wait_for_text("The code of ŠK 1 is revoked");
    let revoked = post(address, "/en/captain.html", &format!("code={code}"));
    assert_eq!(revoked.status, 403, "{}", revoked.body);
    let old = codes.of(TeamId(2)).unwrap().to_string();
    session.keys(&["j", "n"]);
    session.wait_for_text("A new code for ŠK 2");
    assert_eq!(
        post(address, "/en/captain.html", &format!("code={old}")).status,
        403
    );
    let new = Codes::load(dir.path())
        .unwrap()
        .of(TeamId(2))
        .unwrap()
        .to_string();
    assert_ne!(new, old);
    assert_eq!(
        post(address, "/en/captain.html", &format!("code={new}")).status,
        200
    );
    session.keys(&["Escape"]);

    // Alt-W again: the page is gone, the rest of the site stays.
    session.keys(&["M-w"]);
    session.wait_for_text("Captains' page closed");
    assert_ne!(
        post(address, "/en/captain.html", &format!("code={new}")).status,
        200
    );
    assert_eq!(session.exit_status(), None, "{}", session.screen());
}
