//! The captain's pages of `kup serve --captains`: the code, the team's lineup form for the
//! open round, and the lineup as handed in. Light as the event's pages: no outside
//! resource, no script, readable on a 360 px phone.

use maud::{DOCTYPE, Markup, html};

use crate::core::lineup::{lineup_deadline, player_name};
use crate::core::{TeamId, Tournament};
use crate::i18n::{Lang, Msg, Text};
use crate::interop::site::phone_head;

/// What the lineup form carries besides the roster: the captain's code, the form's
/// one-use token, and the rule the last try broke.
pub struct LineupForm<'a> {
    pub code: &'a str,
    pub token: &'a str,
    pub refused: Option<&'a str>,
}

const STYLE: &str = "body{font-family:sans-serif;margin:0 auto;padding:0 .8em;max-width:40em}\
label{display:block;padding:.45em 0;font-size:1.1em}input[type=checkbox]{transform:scale(1.4);margin-right:.7em}\
input[type=text]{font-size:1.1em;width:100%;box-sizing:border-box;font-family:monospace}\
button{font-size:1.1em;padding:.5em 1em;margin:.6em 0}.refused{border-left:4px solid #b00;padding-left:.6em}";

fn document(lang: Lang, title: &str, body: Markup) -> String {
    html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            (phone_head(title, &[STYLE]))
            body { h1 { (title) } (body) }
        }
    }
    .into_string()
}

/// The form that asks for the code, with what went wrong before, if anything, and the
/// code filled in when it came with the page's address (a captain's card's QR code).
pub fn code_form(lang: Lang, said: Option<Text>, code: &str) -> String {
    let body = html! {
        @if let Some(said) = said { p.refused role="alert" { (said.render(lang)) } }
        form method="post" action="captain.html" {
            label for="code" { (lang.text(Msg::CaptainCodeLabel)) }
            input type="text" id="code" name="code" autocomplete="off" autocapitalize="off"
                spellcheck="false" maxlength="64" required value=(code);
            button type="submit" { (lang.text(Msg::CaptainOpen)) }
        }
    };
    document(lang, lang.text(Msg::CaptainTitle), body)
}

/// The team's roster in board order, the lineup handed in so far ticked, and when it is
/// due.
pub fn lineup_form(
    t: &Tournament,
    team: TeamId,
    round: u32,
    form: &LineupForm,
    lang: Lang,
) -> String {
    let Some(entry) = t.team(team) else {
        return code_form(lang, Some(Text::new(Msg::CaptainNoRound)), "");
    };
    let index = round as usize - 1;
    let handed: Vec<_> = t
        .rounds
        .get(index)
        .and_then(|r| r.lineup(team))
        .map(|l| l.players.clone())
        .unwrap_or_default();
    let due = lineup_deadline(t, index).map(|at| at.format("%H:%M").to_string());
    let title = Text::new(Msg::CaptainLineupHeading)
        .arg("team", &entry.name)
        .arg("round", round)
        .render(lang);
    let body = html! {
        @if let Some(why) = form.refused {
            p.refused role="alert" { (lang.text(Msg::CaptainRefused)) " " (why) }
        }
        @if let Some(due) = due {
            p { (Text::new(Msg::CaptainDue).arg("time", due).render(lang)) }
        }
        p { (lang.text(Msg::CaptainTickHint)) }
        form method="post" action="lineup.html" {
            input type="hidden" name="code" value=(form.code);
            input type="hidden" name="token" value=(form.token);
            @for player in &entry.roster {
                label {
                    input type="checkbox" name="player" value=(player.id.0)
                        checked[handed.contains(&player.id)];
                    (player.full_name())
                    @if let Some(rating) = player.fide_rating { " (" (rating) ")" }
                }
            }
            button type="submit" { (lang.text(Msg::CaptainHandIn)) }
        }
    };
    document(lang, &title, body)
}

/// The lineup as accepted, board by board.
pub fn accepted(t: &Tournament, team: TeamId, round: u32, lang: Lang) -> String {
    let name = t.team(team).map(|x| x.name.clone()).unwrap_or_default();
    let players = t
        .rounds
        .get(round as usize - 1)
        .and_then(|r| r.lineup(team))
        .map(|l| l.players.clone())
        .unwrap_or_default();
    let said = Text::new(Msg::CaptainAccepted)
        .arg("team", &name)
        .arg("round", round)
        .render(lang);
    let body = html! {
        p role="status" { (said) }
        ol { @for player in &players { li { (player_name(t, *player)) } } }
        p { a href="captain.html" { (lang.text(Msg::CaptainTitle)) } }
    };
    document(lang, lang.text(Msg::CaptainTitle), body)
}
