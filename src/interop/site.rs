//! The event as web pages, for the phones in the hall and a site to upload: pairings and
//! standings of every round, crosstable, board prizes, players, a page per team, and why
//! each team ranks above the next. The same pages are served live by `kup serve` and
//! written as files by `kup export --format site`, so a page is named by its file name.
//!
//! maud builds the markup at compile time and escapes every text it is given, so a team
//! called `<script>` is shown, never run. A page is a few KB with its style inline and no
//! font or script from elsewhere; a table turns into one card per row on a narrow screen,
//! so a phone at 360 px never scrolls sideways.
//!
//! For the hall (`hall`, `screen`): a players' index that finds a player's board in two
//! taps, a round with one line per board, and the slides of the hall's TV.

mod hall;
mod screen;

use maud::{DOCTYPE, Markup, PreEscaped, html};

use super::report::{Table, What, event_lines, report, team_tables};
use crate::core::playoff::decided;
use crate::core::{TeamId, Tournament};
use crate::i18n::{Lang, Msg, Text};
use crate::scoring::Outcomes;
use crate::scoring::explain::{compare, comparison_lines, explain_value, value_lines};
use crate::scoring::standings::{Standings, rank};

/// One page of the event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Page {
    Index,
    Pairings(u32),
    /// The standings after a round.
    Standings(u32),
    Crosstable,
    Boards,
    Players,
    /// A team, by starting number.
    Team(usize),
    /// Why the first team (by starting number) ranks above the second after the newest
    /// paired round.
    Why(usize, usize),
    /// Every player of the round in play, alphabetical, with where he sits.
    Find,
    /// A round with one line per board, for a phone.
    Round(u32),
    /// A slide of the hall screen, from 1.
    Screen(usize),
}

/// The hall screen's path on the server; it leads to the first slide in the reader's
/// language.
pub const SCREEN_PATH: &str = "/screen";

impl Page {
    /// The page's file name, which is also its path on the server under the language.
    pub fn file_name(self) -> String {
        match self {
            Page::Index => "index.html".to_string(),
            Page::Pairings(round) => format!("pairings-{round}.html"),
            Page::Standings(round) => format!("standings-{round}.html"),
            Page::Crosstable => "crosstable.html".to_string(),
            Page::Boards => "boards.html".to_string(),
            Page::Players => "players.html".to_string(),
            Page::Team(number) => format!("team-{number}.html"),
            Page::Why(first, second) => format!("why-{first}-{second}.html"),
            Page::Find => "find.html".to_string(),
            Page::Round(round) => format!("round-{round}.html"),
            Page::Screen(slide) => format!("screen-{slide}.html"),
        }
    }

    /// The page a file name names; `None` for any other name. Numbers are plain decimal
    /// digits, so that each page has one name.
    pub fn from_file_name(name: &str) -> Option<Page> {
        let stem = name.strip_suffix(".html")?;
        let numbers = |rest: &str| -> Option<Vec<usize>> {
            rest.split('-')
                .map(plain_number)
                .collect::<Option<Vec<_>>>()
        };
        let page = match stem {
            "index" => Page::Index,
            "crosstable" => Page::Crosstable,
            "boards" => Page::Boards,
            "players" => Page::Players,
            "find" => Page::Find,
            _ => {
                let (kind, rest) = stem.split_once('-')?;
                match (kind, numbers(rest)?.as_slice()) {
                    ("pairings", [round]) => Page::Pairings(u32::try_from(*round).ok()?),
                    ("standings", [round]) => Page::Standings(u32::try_from(*round).ok()?),
                    ("team", [number]) => Page::Team(*number),
                    ("why", [first, second]) => Page::Why(*first, *second),
                    ("round", [round]) => Page::Round(u32::try_from(*round).ok()?),
                    ("screen", [slide]) => Page::Screen(*slide),
                    _ => return None,
                }
            }
        };
        Some(page)
    }
}

/// A number written as kup writes it: decimal digits, no sign, no leading zero.
fn plain_number(text: &str) -> Option<usize> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    let canonical = text == "0" || !text.starts_with('0');
    (digits && canonical).then(|| text.parse().ok()).flatten()
}

/// What a page served live shows beyond its content: the version it shows, which the
/// page polls for, and when the event last changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Live {
    pub version: u64,
    pub changed: String,
}

/// Every page of the event: what the static site holds. Why-pages are those of the
/// teams next to each other in the newest standings (every pair would be quadratic).
/// A round robin's rounds paired ahead have their pairings published, and standings only
/// up to the round in play.
pub fn pages(t: &Tournament) -> Vec<Page> {
    let paired = t.paired_rounds() as u32;
    let mut pages = vec![Page::Index, Page::Players];
    if paired > 0 {
        pages.extend((1..=paired).map(Page::Pairings));
        pages.extend((1..=in_play(t)).map(Page::Standings));
        pages.extend([Page::Crosstable, Page::Boards]);
        pages.extend(neighbours(t).into_iter().map(|(a, b)| Page::Why(a, b)));
        pages.push(Page::Find);
        pages.extend((1..=paired).map(Page::Round));
        pages.extend((1..=screen::count(t)).map(Page::Screen));
    }
    pages.extend((1..=t.teams.len()).map(Page::Team));
    pages
}

/// The page in `lang`, or `None` where the event has no such page (a round not paired,
/// a team it does not have).
pub fn render(t: &Tournament, page: Page, lang: Lang, live: Option<&Live>) -> Option<String> {
    let paired = t.paired_rounds() as u32;
    let round_ok = |round: u32| (1..=paired).contains(&round);
    let ranked_ok = |round: u32| (1..=in_play(t)).contains(&round);
    let team = |number: usize| t.teams.get(number.checked_sub(1)?).map(|x| x.id);
    let (title, body) = match page {
        Page::Index => (t.info.name.clone(), index(t, lang)),
        Page::Pairings(round) if round_ok(round) => {
            let (title, tables) = printed(t, What::Pairings, round, lang)?;
            let compact = Page::Round(round).file_name();
            let body =
                html! { p { a href=(compact) { (lang.text(Msg::SiteRoundLines)) } } (tables) };
            (title, body)
        }
        Page::Standings(round) if ranked_ok(round) => {
            let (title, table) = printed(t, What::Standings, round, lang)?;
            let why = (round == in_play(t)).then(|| why_links(t, lang));
            (title, html! { (table) @if let Some(why) = why { (why) } })
        }
        Page::Crosstable | Page::Boards if paired > 0 => {
            let what = if page == Page::Boards {
                What::Boards
            } else {
                What::Crosstable
            };
            printed(t, what, paired, lang)?
        }
        Page::Players => printed(t, What::Players, paired, lang)?,
        Page::Team(number) => {
            let id = team(number)?;
            let name = t.team(id)?.name.clone();
            let lineup = hall::lineup(t, id, lang);
            let body = html! { @if let Some(lineup) = lineup { (lineup) } (tables(&team_tables(t, id, lang))) };
            (name, body)
        }
        Page::Find if paired > 0 => hall::find(t, lang),
        Page::Round(round) if round_ok(round) => hall::round(t, round, lang)?,
        Page::Screen(slide) if (1..=screen::MOST_SLIDES).contains(&slide) => {
            return Some(screen::render(t, slide, lang, live));
        }
        Page::Why(first, second) if paired > 0 && first != second => {
            why(t, (team(first)?, team(second)?), lang)?
        }
        _ => return None,
    };
    Some(document(t, page, lang, live, &title, body).into_string())
}

/// A printout as a page: its title, and its lines and tables as the body. The standings'
/// legend of the tie-breaks follows the table, so that a phone shows the ranking first.
fn printed(t: &Tournament, what: What, round: u32, lang: Lang) -> Option<(String, Markup)> {
    let report = report(t, what, Some(round), lang).ok()?;
    let before = match what {
        What::Standings => event_lines(t, lang).len().min(report.lines.len()),
        _ => report.lines.len(),
    };
    let (above, legend) = report.lines.split_at(before);
    let body = html! {
        @for line in above { p { (line) } }
        (tables(&report.tables))
        @for line in legend { p.legend { (line) } }
    };
    Some((report.title, body))
}

/// The round in play (`core::clock::current_round`), 0 before round 1 is paired: what
/// the menu's pairings and standings link to, and the last round ranked.
fn in_play(t: &Tournament) -> u32 {
    crate::core::clock::current_round(t).unwrap_or(0)
}

/// The event's facts and a link to every page.
fn index(t: &Tournament, lang: Lang) -> Markup {
    let paired = t.paired_rounds() as u32;
    let say = |msg: Msg| lang.text(msg);
    let round = |r: u32| crate::tr!(lang, Msg::SiteRound, round = r);
    html! {
        @for fact in event_facts(t) { p { (fact) } }
        @if paired == 0 { p { (say(Msg::SiteNothingPaired)) } }
        @else {
            h2 { (round(in_play(t))) }
            ul.links {
                li { a.find href=(Page::Find.file_name()) { (say(Msg::SiteFindBoard)) } }
                li { a href=(Page::Round(in_play(t)).file_name()) { (say(Msg::SiteRoundLines)) } }
                li { a href=(Page::Screen(1).file_name()) { (say(Msg::SiteHallScreen)) } }
            }
            h2 { (say(Msg::SitePairings)) }
            ul.links { @for r in (1..=paired).rev() {
                li { a href=(Page::Pairings(r).file_name()) { (round(r)) } }
            } }
            h2 { (say(Msg::SiteStandings)) }
            ul.links { @for r in (1..=in_play(t)).rev() {
                li { a href=(Page::Standings(r).file_name()) { (round(r)) } }
            } }
            ul.links {
                li { a href=(Page::Crosstable.file_name()) { (say(Msg::SiteCrosstable)) } }
                li { a href=(Page::Boards.file_name()) { (say(Msg::SiteBoards)) } }
            }
        }
        h2 { (say(Msg::SiteTeams)) }
        ul.links {
            @for (i, team) in t.teams.iter().enumerate() {
                li { a href=(Page::Team(i + 1).file_name()) { (i + 1) ". " (team.name) } }
            }
            li { a href=(Page::Players.file_name()) { (say(Msg::SitePlayers)) } }
        }
    }
}

/// The lines under the event's name: dates, place, arbiters, as the event gives them.
fn event_facts(t: &Tournament) -> Vec<String> {
    let info = &t.info;
    let dates = match (info.start_date, info.end_date) {
        (Some(start), Some(end)) if end != start => format!("{start} – {end}"),
        (Some(start), _) => start.to_string(),
        _ => String::new(),
    };
    let place = [info.venue.as_str(), info.city.as_str()]
        .into_iter()
        .filter(|x| !x.is_empty())
        .collect::<Vec<_>>()
        .join(", ");
    [dates, place, info.chief_arbiter.clone()]
        .into_iter()
        .filter(|x| !x.is_empty())
        .collect()
}

/// The tables of a printout. Each cell carries its column's heading, which a narrow
/// screen shows beside it when the row becomes a card.
fn tables(tables: &[Table]) -> Markup {
    html! {
        @for table in tables {
            @if let Some(caption) = &table.caption { h2 { (caption) } }
            table {
                thead { tr { @for (c, head) in table.columns.iter().enumerate() {
                    th class=[numeric(table, c)] { (head) }
                } } }
                tbody { @for row in &table.rows { tr {
                    @for (c, cell) in row.iter().enumerate() {
                        td class=[numeric(table, c)] data-label=(table.columns.get(c).map_or("", String::as_str)) { (cell) }
                    }
                } } }
            }
        }
    }
}

fn numeric(table: &Table, column: usize) -> Option<&'static str> {
    table
        .numeric
        .get(column)
        .copied()
        .unwrap_or(false)
        .then_some("n")
}

/// The standings after the round in play and its outcomes.
fn newest_standings(t: &Tournament) -> (Outcomes, Standings) {
    let outcomes = Outcomes::new(t, in_play(t));
    let s = rank(
        &outcomes,
        t.chain(),
        &t.lots,
        &decided(t, outcomes.after_round),
    );
    (outcomes, s)
}

/// The starting numbers of each team and the one ranked next below it.
fn neighbours(t: &Tournament) -> Vec<(usize, usize)> {
    let (_, s) = newest_standings(t);
    let number = |id: TeamId| t.starting_number(id);
    s.rows
        .windows(2)
        .filter_map(|pair| Some((number(pair[0].team)?, number(pair[1].team)?)))
        .collect()
}

/// Links from the newest standings to why each team is above the next.
fn why_links(t: &Tournament, lang: Lang) -> Markup {
    let name = |number: usize| t.teams.get(number - 1).map_or("", |x| x.name.as_str());
    html! {
        h2 { (lang.text(Msg::SiteWhyHeading)) }
        ul.links { @for (a, b) in neighbours(t) {
            li { a href=(Page::Why(a, b).file_name()) {
                (crate::tr!(lang, Msg::SiteWhy, first = name(a), second = name(b)))
            } }
        } }
    }
}

/// Why `teams.0` ranks above `teams.1` (or below), criterion by criterion, as `kup
/// explain` says it, then each team's values term by term.
fn why(t: &Tournament, teams: (TeamId, TeamId), lang: Lang) -> Option<(String, Markup)> {
    let (outcomes, s) = newest_standings(t);
    let comparison = compare(&t.regulation, &s, &[teams.0, teams.1])?;
    let say = |texts: Vec<Text>| -> Vec<String> { texts.iter().map(|x| x.render(lang)).collect() };
    let values = |team: TeamId| -> Vec<String> {
        let explained = s
            .chain
            .iter()
            .filter_map(|&c| explain_value(&outcomes, &s, team, c));
        say(explained.flat_map(|v| value_lines(&outcomes, &v)).collect())
    };
    let name = |id: TeamId| t.team(id).map_or(String::new(), |x| x.name.clone());
    let title = crate::tr!(
        lang,
        Msg::SiteWhy,
        first = name(teams.0),
        second = name(teams.1)
    );
    let body = html! {
        @for line in say(comparison_lines(&s, &comparison)) { p { (line) } }
        @for team in [teams.0, teams.1] {
            h2 { (name(team)) }
            @for line in values(team) { p.term { (line) } }
        }
    };
    Some((title, body))
}

/// The head of a page read on a phone: UTF-8, the phone's width, the title and the page's
/// own styles, nothing fetched from outside.
pub(crate) fn phone_head(title: &str, styles: &[&str]) -> Markup {
    html! {
        head {
            meta charset="utf-8";
            meta name="viewport" content="width=device-width, initial-scale=1";
            title { (title) }
            style { @for style in styles { (PreEscaped(*style)) } }
        }
    }
}

const STYLE: &str = "\
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60em;padding:.5em;line-height:1.35}
h1{font-size:1.3em;margin:.2em 0}h2{font-size:1.05em;margin:1em 0 .3em}p{margin:.2em 0}
nav{display:flex;flex-wrap:wrap;gap:.2em .8em;padding:.3em 0;border-bottom:1px solid #999}
nav a,ul.links a{padding:.25em 0;display:inline-block}
ul.links{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:.1em 1em}
table{border-collapse:collapse;margin:.3em 0 .8em}
th,td{border:1px solid #bbb;padding:.15em .4em;text-align:left}th{background:#eee}
.n{text-align:right}.term{font-family:monospace;white-space:pre-wrap}
footer{margin-top:1.5em;font-size:.85em;color:#555}.legend{font-size:.9em;color:#333}
@media (max-width:40em){
table,thead,tbody,tr,td{display:block}thead{display:none}
tr{border:1px solid #bbb;margin:.4em 0;padding:.2em .4em}
td,td.n{display:flex;gap:.6em;border:none;padding:.1em 0;text-align:left}td:empty{display:none}
td::before{content:attr(data-label);flex:0 0 42%;color:#555;overflow-wrap:anywhere}}
@media print{nav,footer{display:none}}
";

/// Polls the server's version of the event; a newer one reloads the page.
const POLL: &str = "\
(function(){var v=document.body.dataset.version;setInterval(function(){\
fetch('/version',{cache:'no-store'}).then(function(r){return r.text()})\
.then(function(t){if(t.trim()!==v){location.reload()}}).catch(function(){})},1000)})();";

/// The whole document: the navigation, the page's title and body, the languages.
fn document(
    t: &Tournament,
    page: Page,
    lang: Lang,
    live: Option<&Live>,
    title: &str,
    body: Markup,
) -> Markup {
    let paired = in_play(t);
    let say = |msg: Msg| lang.text(msg);
    let here = page.file_name();
    html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            (phone_head(title, &[STYLE, hall::STYLE]))
            body data-version=[live.map(|l| l.version)] {
                nav {
                    a href=(Page::Index.file_name()) { (say(Msg::SiteHome)) }
                    @if paired > 0 {
                        a href=(Page::Find.file_name()) { (say(Msg::SiteFindBoard)) }
                        a href=(Page::Pairings(paired).file_name()) { (say(Msg::SitePairings)) }
                        a href=(Page::Standings(paired).file_name()) { (say(Msg::SiteStandings)) }
                    }
                    @for other in Lang::ALL {
                        @if other != lang {
                            a href={ "../" (other.code()) "/" (here) } lang=(other.code()) { (other.code()) }
                        }
                    }
                }
                h1 { (title) }
                (body)
                @if let Some(live) = live {
                    footer {
                        p { (crate::tr!(lang, Msg::SiteUpdated, time = live.changed)) }
                        p { (say(Msg::SiteLive)) }
                    }
                    script { (PreEscaped(POLL)) }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_has_one_file_name() {
        for page in [
            Page::Index,
            Page::Pairings(3),
            Page::Standings(11),
            Page::Crosstable,
            Page::Boards,
            Page::Players,
            Page::Team(12),
            Page::Why(1, 10),
            Page::Find,
            Page::Round(4),
            Page::Screen(2),
        ] {
            assert_eq!(Page::from_file_name(&page.file_name()), Some(page));
        }
        for name in [
            "pairings-03.html",
            "pairings-+3.html",
            "pairings-3",
            "team-.html",
            "team-1-2.html",
            "why-1.html",
            "../index.html",
            "pairings-99999999999999999999.html",
            "index.htm",
            "find-1.html",
            "round-.html",
            "screen-01.html",
        ] {
            assert_eq!(Page::from_file_name(name), None, "{name}");
        }
    }
}
