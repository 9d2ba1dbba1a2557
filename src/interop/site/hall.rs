//! The pages a player reads on his phone in the hall to find where he sits: every player
//! of the round in play in alphabetical order with his table, board, colour, opponent and
//! both teams; the round with one line per board; a team's lineup for the round.

use maud::{Markup, html};

use super::{Page, in_play};
use crate::core::model::home_colour;
use crate::core::{Colour, Player, PlayerId, TeamId, Tournament};
use crate::i18n::collate::{self, Alphabet};
use crate::i18n::{Lang, Msg};
use crate::interop::report::{Table, What, event_lines, report};

/// One player's place in a round.
struct Seat<'a> {
    player: &'a Player,
    team: &'a str,
    table: usize,
    board: usize,
    colour: Colour,
    opponent: Option<&'a Player>,
    opponent_team: &'a str,
}

/// Every player seated in `round`, in the order of the boards.
fn seats(t: &Tournament, round: u32) -> Vec<Seat<'_>> {
    let index = round as usize - 1;
    let player = |id: Option<&PlayerId>| {
        let (team, position) = t.find_player(*id?)?;
        team.roster.get(position)
    };
    let name = |id: TeamId| t.team(id).map_or("", |x| x.name.as_str());
    let mut seats = Vec::new();
    for (i, m) in t.rounds[index].matches.iter().enumerate() {
        let home = t.effective_lineup(index, m.home);
        let away = t.effective_lineup(index, m.away);
        for b in 0..m.boards.len() {
            let (hp, ap) = (player(home.get(b)), player(away.get(b)));
            let first = home_colour(b);
            let sides = [
                (hp, ap, m.home, m.away, first),
                (ap, hp, m.away, m.home, first.opposite()),
            ];
            for (me, opponent, mine, theirs, colour) in sides {
                if let Some(player) = me {
                    seats.push(Seat {
                        player,
                        team: name(mine),
                        table: i + 1,
                        board: b + 1,
                        colour,
                        opponent,
                        opponent_team: name(theirs),
                    });
                }
            }
        }
    }
    seats
}

/// The players' index of the round in play: letters to jump by, then each letter's
/// players (Č after C, in the reader's alphabet unless the event's federation has one),
/// each with where he sits and against whom.
pub(super) fn find(t: &Tournament, lang: Lang) -> (String, Markup) {
    let round = in_play(t);
    let alphabet = Alphabet::for_reader(&t.info.federation, lang);
    let mut seats = seats(t, round);
    seats.sort_by(|a, b| {
        collate::compare_in(alphabet, &a.player.full_name(), &b.player.full_name())
            .then(a.table.cmp(&b.table))
    });
    let mut letters: Vec<(String, Vec<Seat>)> = Vec::new();
    for seat in seats {
        let letter = collate::initial(alphabet, &seat.player.full_name());
        match letters.last_mut() {
            Some((last, group)) if *last == letter => group.push(seat),
            _ => letters.push((letter, vec![seat])),
        }
    }
    let title = crate::tr!(lang, Msg::SiteFindTitle, round = round);
    let body = html! {
        p.letters { @for (i, (letter, _)) in letters.iter().enumerate() {
            a href={ "#l" (i) } { (letter) }
        } }
        @for (i, (letter, seats)) in letters.iter().enumerate() {
            h2 id={ "l" (i) } { (letter) }
            ul.seats { @for seat in seats { li { (seat_line(seat, lang)) } } }
        }
    };
    (title, body)
}

/// A player's line of the index: his name and team, then where and against whom.
fn seat_line(seat: &Seat, lang: Lang) -> Markup {
    let place = crate::tr!(
        lang,
        Msg::SiteSeat,
        table = seat.table,
        board = seat.board,
        colour = lang.text(seat.colour.label())
    );
    let against = crate::tr!(
        lang,
        Msg::SiteAgainst,
        player = seat.opponent.map_or(String::new(), Player::full_name),
        team = seat.opponent_team
    );
    html! {
        b { (seat.player.full_name()) } " · " (seat.team) br;
        span.place { (place) } br;
        (against)
    }
}

/// The round with one line per board: each match's teams and score, then its boards.
pub(super) fn round(t: &Tournament, round: u32, lang: Lang) -> Option<(String, Markup)> {
    let report = report(t, What::Pairings, Some(round), lang).ok()?;
    let skipped = event_lines(t, lang).len().min(report.lines.len());
    let title = crate::tr!(lang, Msg::SiteRoundCompact, round = round);
    let body = html! {
        p { a href=(Page::Pairings(round).file_name()) { (report.title) } }
        @for line in &report.lines[skipped..] { p { (line) } }
        @for table in &report.tables { (match_lines(table)) }
    };
    Some((title, body))
}

/// One match of the pairings' tables in lines: its caption, then per board its number,
/// the first-named team's player, the result read along the row and the other player
/// (the columns `report` lays out: board, first, rating, result, second, rating).
fn match_lines(table: &Table) -> Markup {
    let cell = |row: &[String], column: usize| row.get(column).cloned().unwrap_or_default();
    html! {
        div.match {
            @if let Some(caption) = &table.caption { p.teams { (caption) } }
            @for row in &table.rows {
                div.board {
                    span.n { (cell(row, 0)) }
                    span.p title=(cell(row, 1)) { (cell(row, 1)) }
                    span.r { (cell(row, 3)) }
                    span.p title=(cell(row, 4)) { (cell(row, 4)) }
                }
            }
        }
    }
}

/// The team's match in the round in play, its lineup board by board; `None` before any
/// round is paired or where the team has no match in it (a bye).
pub(super) fn lineup(t: &Tournament, team: TeamId, lang: Lang) -> Option<Markup> {
    let round = in_play(t);
    let (i, _) = t
        .rounds
        .get(round.checked_sub(1)? as usize)?
        .match_of(team)?;
    let report = report(t, What::Pairings, Some(round), lang).ok()?;
    let table = report.tables.get(i)?;
    Some(html! {
        h2 { (crate::tr!(lang, Msg::SiteLineup, round = round)) }
        (match_lines(table))
    })
}

/// The styles of these pages' lines: a board on one line of a 360 px phone, a long name
/// cut with an ellipsis (its whole shown on a long press), the letters large to tap.
pub(super) const STYLE: &str = "\
a.find{font-size:1.3em;font-weight:700}\
.letters{display:flex;flex-wrap:wrap;gap:.3em}\
.letters a{min-width:2.6em;padding:.45em 0;text-align:center;border:1px solid #999;border-radius:.3em;text-decoration:none}\
ul.seats{list-style:none;padding:0;margin:0}ul.seats li{padding:.3em 0;border-bottom:1px solid #ddd}\
.place{font-weight:600}\
.match{margin:.5em 0}.teams{font-weight:600;margin:.2em 0}\
.board{display:grid;grid-template-columns:1.4em minmax(0,1fr) 2.8em minmax(0,1fr);gap:.3em;border-bottom:1px solid #eee}\
.board span{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}.board .n,.board .r{text-align:center}\
";
