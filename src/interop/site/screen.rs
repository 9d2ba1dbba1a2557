//! The hall screen: a TV or projector at 1920x1080, read from five metres. It turns
//! through slides of the round's pairings, the latest results and the standings, each
//! page naming the next in a meta refresh, so it turns without JavaScript; a few lines of
//! script count down to the round's start and its default time, which without script
//! are shown as times of the hall's clock.

use chrono::{DateTime, FixedOffset};
use maud::{DOCTYPE, Markup, PreEscaped, html};

use super::{Live, Page, in_play};
use crate::core::clock::{default_time, scheduled_start};
use crate::core::{TeamId, Tournament};
use crate::i18n::{Lang, Msg, format};
use crate::scoring::{RoundOutcome, round_outcome};

/// How long a slide stays up.
const SLIDE_SECONDS: u32 = 12;
/// Matches on one slide, in type large enough to read from the back of the hall.
const MATCHES_PER_SLIDE: usize = 12;
/// Teams on one slide of the standings.
const TEAMS_PER_SLIDE: usize = 12;
/// The highest slide number answered: a screen whose event lost slides since it loaded
/// its page goes on from the first rather than stop at a missing page.
pub const MOST_SLIDES: usize = 99;

/// What one slide shows: a part of a round's pairings or results, or of the standings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Slide {
    Pairings { round: u32, from: usize },
    Results { round: u32, from: usize },
    Standings { round: u32, from: usize },
}

/// The slides of the event as it stands: the round in play's pairings, the newest
/// round's results so far (the round before while the one in play has none), the
/// standings after the round in play; none before a round is paired.
fn slides(t: &Tournament) -> Vec<Slide> {
    let round = in_play(t);
    if round == 0 {
        return Vec::new();
    }
    let matches = t.rounds[round as usize - 1].matches.len();
    let results = (1..=round)
        .rev()
        .find(|&r| decided(t, r).next().is_some())
        .unwrap_or(round);
    let parts = |count: usize, per: usize| (0..count.max(1)).step_by(per);
    let mut slides: Vec<Slide> = parts(matches, MATCHES_PER_SLIDE)
        .map(|from| Slide::Pairings { round, from })
        .collect();
    let played = t.rounds[results as usize - 1].matches.len();
    slides.extend(parts(played, MATCHES_PER_SLIDE).map(|from| Slide::Results {
        round: results,
        from,
    }));
    slides
        .extend(parts(t.teams.len(), TEAMS_PER_SLIDE).map(|from| Slide::Standings { round, from }));
    slides
}

/// The number of slides, each a page `Page::Screen(1..=count)`.
pub(super) fn count(t: &Tournament) -> usize {
    slides(t).len()
}

/// The matches of `round` whose score is known, by table.
fn decided(t: &Tournament, round: u32) -> impl Iterator<Item = usize> + '_ {
    let matches = &t.rounds[round as usize - 1].matches;
    (0..matches.len()).filter(move |&i| score(t, round, matches[i].home).is_some())
}

/// The match score of `team`'s match, first-named team first as `team` is; `None` while a
/// board is undecided.
fn score(t: &Tournament, round: u32, team: TeamId) -> Option<String> {
    match round_outcome(t, round, team) {
        RoundOutcome::Played {
            game_points,
            opponent_game_points,
            ..
        } => Some(format!("{game_points} : {opponent_game_points}")),
        _ => None,
    }
}

/// Slide `number` (from 1; past the last it wraps) as a whole document; before a round
/// is paired, one that says so and counts down to round 1, so that a screen set up early
/// turns to the pairings by itself.
pub(super) fn render(t: &Tournament, number: usize, lang: Lang, live: Option<&Live>) -> String {
    let slides = slides(t);
    let shown = (number.max(1) - 1) % slides.len().max(1);
    let next = Page::Screen((shown + 1) % slides.len().max(1) + 1);
    let (heading, body) = match slides.get(shown) {
        Some(&slide) => slide_body(t, slide, lang),
        None => (lang.text(Msg::SiteNothingPaired).to_string(), html! {}),
    };
    let refresh = format!("{SLIDE_SECONDS};url={}", next.file_name());
    html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                meta http-equiv="refresh" content=(refresh);
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (t.info.name) }
                style { (PreEscaped(STYLE)) }
            }
            body data-version=[live.map(|l| l.version)] {
                header {
                    p.event { (t.info.name) }
                    (clock(t, lang))
                }
                h1 { (heading) }
                (body)
                script { (PreEscaped(COUNTDOWN)) }
            }
        }
    }
    .into_string()
}

/// The round in play's start and default time on the hall's clock (round 1's before it is
/// paired), each with a countdown the script fills in while it is still ahead.
fn clock(t: &Tournament, lang: Lang) -> Markup {
    // Before round 1 is paired, the screen counts down to its start.
    let round = in_play(t).max(1);
    let at = |msg: Msg, when: Option<DateTime<FixedOffset>>| {
        when.map(|when| {
            let time = format::time(when.naive_local().time());
            html! {
                span.time {
                    (crate::tr!(lang, msg, time = time))
                    " " span.left data-at=(when.timestamp_millis()) {}
                }
            }
        })
    };
    html! {
        p.clock {
            span.round { (crate::tr!(lang, Msg::SiteRound, round = round)) }
            @if let Some(start) = at(Msg::SiteScreenStart, scheduled_start(t, round)) { (start) }
            @if let Some(limit) = at(Msg::SiteScreenDefaultTime, default_time(t, round)) { (limit) }
        }
    }
}

/// A slide's heading and its table.
fn slide_body(t: &Tournament, slide: Slide, lang: Lang) -> (String, Markup) {
    let name = |id: TeamId| t.team(id).map_or(String::new(), |x| x.name.clone());
    let number = |id: TeamId| t.starting_number(id).unwrap_or(0);
    match slide {
        Slide::Pairings { round, from } | Slide::Results { round, from } => {
            let results = matches!(slide, Slide::Results { .. });
            let heading = if results {
                crate::tr!(lang, Msg::SiteScreenResults, round = round)
            } else {
                crate::tr!(lang, Msg::SiteScreenPairings, round = round)
            };
            let matches = &t.rounds[round as usize - 1].matches;
            let shown = matches
                .iter()
                .enumerate()
                .skip(from)
                .take(MATCHES_PER_SLIDE);
            let body = html! { table { @for (i, m) in shown { tr {
                td.n { (i + 1) }
                td.team { (number(m.home)) " " (name(m.home)) }
                td.score { @if results { (score(t, round, m.home).unwrap_or_else(|| "–".into())) } @else { "–" } }
                td.team { (number(m.away)) " " (name(m.away)) }
            } } } };
            (heading, body)
        }
        Slide::Standings { round, from } => {
            let standings = crate::scoring::standings(t, round);
            let say = |msg: Msg| lang.text(msg);
            let body = html! { table {
                thead { tr {
                    th.n { (say(Msg::ColumnRank)) } th.team { (say(Msg::ColumnTeam)) }
                    th.n { (say(Msg::ColumnMatchPoints)) } th.n { (say(Msg::ColumnGamePoints)) }
                } }
                tbody { @for row in standings.rows.iter().skip(from).take(TEAMS_PER_SLIDE) { tr {
                    td.n { (row.place()) } td.team { (row.name) }
                    td.n { (row.match_points) } td.n { (row.game_points) }
                } } }
            } };
            (
                crate::tr!(lang, Msg::SiteScreenStandings, round = round),
                body,
            )
        }
    }
}

/// Type for five metres: a 1080-line screen holds the header and twelve rows; a phone
/// that opens the screen gets the type of the other pages.
const STYLE: &str = "\
html{background:#fff;color:#000}\
body{font-family:system-ui,sans-serif;margin:0;padding:1.2vh 2vw;font-size:4.2vh;line-height:1.25}\
header{border-bottom:.2vh solid #444;font-size:3.4vh}\
header p{margin:.2em 0}.event{font-weight:600;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}\
.clock{font-size:1.25em}.round{white-space:nowrap}.time{margin-left:1.2em;white-space:nowrap}.left{font-weight:700}\
h1{font-size:5vh;margin:.4em 0 .3em}\
table{border-collapse:collapse;width:100%;table-layout:fixed}\
td,th{padding:.12em .4em;border-bottom:.15vh solid #bbb;text-align:left;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}\
th{font-size:.8em;color:#333}.n{width:2.4em;text-align:right}.score{width:4.2em;text-align:center;font-weight:700}\
tbody tr:nth-child(even),table>tr:nth-child(even){background:#f0f0f0}\
@media (max-width:60em){body{font-size:1rem}header{font-size:.9rem}h1{font-size:1.3rem}.time{display:block;margin:0;white-space:normal}}\
";

/// Counts down to each time still ahead (`data-at`, milliseconds since the epoch), on the
/// screen's own clock; a time passed shows its clock time alone.
const COUNTDOWN: &str = "\
(function(){function two(n){return(n<10?'0':'')+n}\
function tick(){var now=Date.now();document.querySelectorAll('[data-at]').forEach(function(e){\
var s=Math.round((+e.dataset.at-now)/1000);\
e.textContent=s>0?'('+(s>=3600?Math.floor(s/3600)+':'+two(Math.floor(s/60)%60):Math.floor(s/60))+':'+two(s%60)+')':'';})}\
tick();setInterval(tick,1000)})();";
