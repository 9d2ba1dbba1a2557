//! The captains' cards: one A4 sheet (HTML with a print style sheet, nothing fetched from
//! outside) with a card per team to cut out and hand over: the team, its code as the
//! captain types it, the captain's page and a QR code of the page with the code filled in.
//! The sheet is as secret as the codes.

use maud::{DOCTYPE, PreEscaped, html};
use qrcode::QrCode;
use qrcode::render::svg;

use crate::i18n::{Lang, Msg};

/// One team's card.
pub struct Card<'a> {
    pub team: &'a str,
    /// The code as the captain types it (in groups).
    pub code: &'a str,
    /// The captain's page with the code filled in, for the QR code.
    pub link: &'a str,
}

const STYLE: &str = "\
@page{size:A4;margin:10mm}\
body{font-family:sans-serif;margin:0}\
h1{font-size:12pt;margin:0 0 4mm}\
.cards{display:grid;grid-template-columns:1fr 1fr;gap:4mm}\
.card{border:1px dashed #666;padding:4mm;break-inside:avoid;page-break-inside:avoid}\
.card h2{font-size:13pt;margin:0 0 2mm}\
.code{font-family:monospace;font-size:12pt;font-weight:700;margin:1mm 0}\
.url{font-family:monospace;font-size:9pt;word-break:break-all;margin:1mm 0}\
.qr svg{width:32mm;height:32mm}";

/// The sheet of `cards` for the event `event`, whose captains' page is `page`.
pub fn sheet(event: &str, page: &str, cards: &[Card], lang: Lang) -> String {
    let title = crate::tr!(lang, Msg::CardsTitle, event = event);
    html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                title { (title) }
                style { (PreEscaped(STYLE)) }
            }
            body {
                h1 { (title) }
                div.cards {
                    @for card in cards {
                        div.card {
                            h2 { (card.team) }
                            p { (lang.text(Msg::CardsCode)) }
                            p.code { (card.code) }
                            p { (lang.text(Msg::CardsPage)) }
                            p.url { (page) }
                            div.qr { (PreEscaped(qr_svg(card.link))) }
                        }
                    }
                }
            }
        }
    }
    .into_string()
}

/// `text` as a QR code in SVG; empty when it is too long for one (a page address with a
/// code is far below the limit).
fn qr_svg(text: &str) -> String {
    QrCode::new(text.as_bytes())
        .map(|code| code.render::<svg::Color>().min_dimensions(120, 120).build())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_names_its_team_code_and_page_and_carries_a_qr_code_of_the_link() {
        let card = Card {
            team: "ŠK Đakovo <1>",
            code: "0123 4567",
            link: "http://10.0.0.1:8080/hr/captain.html?code=01234567",
        };
        let html = sheet(
            "Kup",
            "http://10.0.0.1:8080/hr/captain.html",
            &[card],
            Lang::Hr,
        );
        assert!(html.contains("ŠK Đakovo &lt;1&gt;"), "{html}");
        assert!(html.contains("0123 4567"));
        assert!(html.contains("http://10.0.0.1:8080/hr/captain.html"));
        assert!(html.contains("<svg"));
        assert!(!html.contains("src=\"http") && !html.contains("<script"));
        // The QR code is of the link: the same link gives the same picture.
        assert!(html.contains(&qr_svg(card_link())));
    }

    fn card_link() -> &'static str {
        "http://10.0.0.1:8080/hr/captain.html?code=01234567"
    }
}
