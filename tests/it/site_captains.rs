//! Captains hand in lineups from their phones (`kup serve --captains`), over real sockets
//! as a phone's browser posts its forms. The lineup is the arbiter's own command, checked
//! by its rules: szs-pokal-2018 točka 3, "spremembo ekipe za posamezna kola pa je
//! potrebno pisno oddati glavnemu sodniku 30 minut pred začetkom tega kola – sicer mora
//! ekipa dvoboj igrati z osnovno postavo" (a change is handed in 30 minutes before the
//! round starts, otherwise the team plays with its base lineup). Round 1 of the preset
//! starts on 1 June 2018 at 17:00, so a change is due by 16:30.

use kup::app::serve::Server;
use kup::core::TeamId;
use kup::wallclock::WallClock;

use crate::common::captains::{
    ask, event, lineup_form, open_form, post, post_from, serve, token_in,
};
use crate::common::on_disk;

#[test]
fn a_captain_hands_in_the_lineup_from_a_phone_and_the_journal_names_the_captain() {
    let (dir, codes) = event();
    let server = serve(dir.path(), "2018-06-01T16:10:00+02:00");
    let address = server.address();
    let team = TeamId(1);
    let code = codes.of(team).unwrap();
    let page = ask(address, "GET /en/captain.html HTTP/1.0\r\n\r\n", b"");
    assert_eq!(page.status, 200);
    assert!(page.body.contains("name=\"code\""), "{}", page.body);
    // Typed from the card: in groups of four, in capitals.
    let typed: Vec<String> = code
        .as_bytes()
        .chunks(4)
        .map(|c| String::from_utf8_lossy(c).to_uppercase())
        .collect();
    let opened = post(
        address,
        "/en/captain.html",
        &format!("code={}", typed.join("+")),
    );
    assert_eq!(opened.status, 200, "{}", opened.body);
    assert!(
        opened.body.contains("ŠK 1: lineup for round 1"),
        "{}",
        opened.body
    );
    assert!(
        opened.body.contains("Hand it in by 16:30."),
        "{}",
        opened.body
    );
    assert!(opened.body.contains("Igralec 1.6"), "{}", opened.body);
    let before = on_disk(dir.path());
    let form = lineup_form(&before, team, code, &token_in(&opened.body), &[5, 1, 2, 3]);
    let handed = post(address, "/en/lineup.html", &form);
    assert_eq!(handed.status, 200, "{}", handed.body);
    assert!(
        handed
            .body
            .contains("The lineup of ŠK 1 for round 1 is handed in"),
        "{}",
        handed.body
    );
    // Board order is the roster's, whatever order the boxes came in.
    let after = on_disk(dir.path());
    let roster = &after.team(team).unwrap().roster;
    let lineup = after.rounds[0].lineup(team).expect("handed in");
    let expected: Vec<_> = [1, 2, 3, 5].iter().map(|p| roster[p - 1].id).collect();
    assert_eq!(lineup.players, expected);
    assert_eq!(
        lineup.handed_in.map(|at| at.format("%H:%M").to_string()),
        Some("16:10".to_string())
    );
    let journal = std::fs::read_to_string(dir.path().join("journal.ron")).unwrap();
    let last = journal.lines().last().unwrap();
    assert!(
        last.contains("who:\"the captain of ŠK 1 from 127.0.0.1\""),
        "{last}"
    );
    assert!(last.contains("SetLineup"), "{last}");
}

#[test]
fn a_wrong_code_a_replayed_form_a_foreign_site_and_another_teams_player_change_nothing() {
    let (dir, codes) = event();
    let server = serve(dir.path(), "2018-06-01T16:10:00+02:00");
    let address = server.address();
    let (team, code) = (TeamId(1), codes.of(TeamId(1)).unwrap());
    let before = on_disk(dir.path());
    let journal = || std::fs::read_to_string(dir.path().join("journal.ron")).unwrap_or_default();
    let journal_before = journal();

    let wrong = post(address, "/hr/captain.html", "code=0123456789abcdef");
    assert_eq!(wrong.status, 403);
    assert!(
        wrong.body.contains("ne pripada nijednoj ekipi"),
        "{}",
        wrong.body
    );

    let token = open_form(address, code);
    let foreign = post_from(
        address,
        "/en/lineup.html",
        &lineup_form(&before, team, code, &token, &[1, 2, 3, 5]),
        "http://evil.example",
    );
    assert_eq!(foreign.status, 403, "{}", foreign.body);
    assert!(foreign.body.contains("another site"), "{}", foreign.body);

    // A player of ŠK 2 in ŠK 1's lineup: the arbiter's own rule refuses it, and a fresh
    // form comes back with the message.
    let token = open_form(address, code);
    let mut form = lineup_form(&before, team, code, &token, &[1, 2, 3]);
    form.push_str(&format!(
        "&player={}",
        before.team(TeamId(2)).unwrap().roster[0].id.0
    ));
    let stranger = post(address, "/en/lineup.html", &form);
    assert_eq!(stranger.status, 422, "{}", stranger.body);
    assert!(stranger.body.contains("lineup: "), "{}", stranger.body);
    assert!(
        stranger.body.contains("name=\"token\""),
        "{}",
        stranger.body
    );
    // The form's token was used: sent again, it is refused before any rule.
    let replayed = post(address, "/en/lineup.html", &form);
    assert_eq!(replayed.status, 403, "{}", replayed.body);
    assert!(replayed.body.contains("sent before"), "{}", replayed.body);
    // Another team's code does not open this team's form.
    let other = codes.of(TeamId(2)).unwrap();
    let token = open_form(address, code);
    let crossed = post(
        address,
        "/en/lineup.html",
        &lineup_form(&before, team, other, &token, &[1, 2, 3, 5]),
    );
    assert_eq!(crossed.status, 403, "{}", crossed.body);

    assert_eq!(on_disk(dir.path()), before, "nothing changed");
    assert_eq!(journal(), journal_before);
}

#[test]
fn after_five_wrong_codes_from_one_address_even_the_right_one_waits() {
    let (dir, codes) = event();
    let server = serve(dir.path(), "2018-06-01T16:10:00+02:00");
    let address = server.address();
    for _ in 0..5 {
        let wrong = post(address, "/sl/captain.html", "code=ffff");
        assert_eq!(wrong.status, 403, "{}", wrong.body);
    }
    let right = format!("code={}", codes.of(TeamId(3)).unwrap());
    let slowed = post(address, "/sl/captain.html", &right);
    assert_eq!(slowed.status, 429, "{}", slowed.body);
    assert!(slowed.body.contains("počakajte"), "{}", slowed.body);
}

#[test]
fn a_lineup_after_the_deadline_is_refused_with_the_regulations_words_in_each_language() {
    let (dir, codes) = event();
    let server = serve(dir.path(), "2018-06-01T16:45:00+02:00");
    let address = server.address();
    let (team, code) = (TeamId(1), codes.of(TeamId(1)).unwrap());
    let before = on_disk(dir.path());
    for (lang, words) in [
        ("en", "ŠK 1 plays with its base lineup"),
        ("hr", "szs-pokal-2018 točka 3"),
        ("sl", "szs-pokal-2018 točka 3"),
    ] {
        let token = open_form(address, code);
        let form = lineup_form(&before, team, code, &token, &[1, 2, 3, 5]);
        let late = post(address, &format!("/{lang}/lineup.html"), &form);
        assert_eq!(late.status, 422, "{lang}: {}", late.body);
        assert!(late.body.contains(words), "{lang}: {}", late.body);
    }
    assert_eq!(on_disk(dir.path()), before);
}

#[test]
fn an_oversized_or_malformed_form_is_refused_and_changes_nothing() {
    let (dir, codes) = event();
    let server = serve(dir.path(), "2018-06-01T16:10:00+02:00");
    let address = server.address();
    let code = codes.of(TeamId(1)).unwrap();
    let before = on_disk(dir.path());
    let huge = format!("code={code}&{}", "player=1&".repeat(20_000));
    assert_eq!(post(address, "/en/lineup.html", &huge).status, 413);
    let token = open_form(address, code);
    let malformed = format!("code={code}&token={token}&player=one");
    let refused = post(address, "/en/lineup.html", &malformed);
    assert_eq!(refused.status, 400, "{}", refused.body);
    assert_eq!(on_disk(dir.path()), before);
}

#[test]
fn without_captains_the_captains_pages_do_not_exist() {
    let (dir, codes) = event();
    let server = Server::start(dir.path(), "127.0.0.1:0".parse().unwrap()).unwrap();
    let code = codes.of(TeamId(1)).unwrap();
    let address = server.address();
    let page = ask(address, "GET /en/captain.html HTTP/1.0\r\n\r\n", b"");
    assert_eq!(page.status, 404);
    let posted = post(address, "/en/captain.html", &format!("code={code}"));
    assert_eq!(posted.status, 400);
}

#[test]
fn szs_3_a_lineup_from_a_phone_is_published_only_when_the_window_closes_30_minutes_before_the_round()
 {
    // szs-pokal-2018 točka 3: a change is handed in "30 minut pred začetkom tega kola"; round
    // 1 starts at 17:00, so the window closes at 16:30. Until then the phones' lineups stay
    // between the captain and the arbiter; the hall's clock here runs a minute a second.
    let (dir, codes) = event();
    let clock = WallClock::from_options(Some("2018-06-01T16:29:00+02:00"), Some(60.0)).unwrap();
    let server =
        Server::start_for_captains(dir.path(), "127.0.0.1:0".parse().unwrap(), clock).unwrap();
    let address = server.address();
    let (team, code) = (TeamId(1), codes.of(TeamId(1)).unwrap());
    let before = on_disk(dir.path());
    let form = lineup_form(
        &before,
        team,
        code,
        &open_form(address, code),
        &[1, 2, 3, 5],
    );
    let handed = post(address, "/en/lineup.html", &form);
    assert_eq!(handed.status, 200, "{}", handed.body);
    let round_page = || ask(address, "GET /en/round-1.html HTTP/1.0\r\n\r\n", b"").body;
    let withheld = round_page();
    assert!(withheld.contains("Igralec 1.4"), "{withheld}");
    assert!(!withheld.contains("Igralec 1.5"), "{withheld}");
    // 16:30 passes within two real seconds.
    std::thread::sleep(std::time::Duration::from_millis(2500));
    let published = round_page();
    assert!(published.contains("Igralec 1.5"), "{published}");
    assert!(!published.contains("Igralec 1.4"), "{published}");
}
