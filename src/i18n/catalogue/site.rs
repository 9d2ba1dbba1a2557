//! The event's web pages (`kup serve`, `kup export --format site`): navigation, the team
//! page and what the server says.

macro_rules! site {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
        SiteRoster { en: "Roster", hr: "Popis ekipe", sl: "Seznam ekipe" }
        SiteRound { en: "Round {round}", hr: "{round}. kolo", sl: "{round}. kolo" }
        SitePairings { en: "Pairings", hr: "Parovi", sl: "Pari" }
        SiteStandings { en: "Standings", hr: "Poredak", sl: "Vrstni red" }
        SiteCrosstable { en: "Crosstable", hr: "Tablica", sl: "Tabela" }
        SiteBoards { en: "Board prizes", hr: "Nagrade po pločama", sl: "Nagrade po deskah" }
        SitePlayers { en: "Players", hr: "Igrači", sl: "Igralci" }
        SiteTeams { en: "Teams", hr: "Ekipe", sl: "Ekipe" }
        SiteHome { en: "Event", hr: "Turnir", sl: "Turnir" }
        SiteLanguageName { en: "English", hr: "Hrvatski", sl: "Slovenščina" }
        SiteNeedsFolder {
            en: "--format site writes a folder of pages: give it with -o DIR (--what and --round do not apply)",
            hr: "--format site zapisuje mapu stranica: navedite je s -o MAPA (--what i --round se ne koriste)",
            sl: "--format site zapiše mapo strani: podajte jo z -o MAPA (--what in --round se ne uporabljata)",
        }
        KeyServe {
            en: "Web pages of the event for the hall: start or stop",
            hr: "Web stranice turnira za dvoranu: pokreni ili zaustavi",
            sl: "Spletne strani turnirja za dvorano: zaženi ali ustavi",
        }
        StatusServing {
            en: "Web pages of the event at http://{address}/ (Ctrl-W stops them)",
            hr: "Web stranice turnira na http://{address}/ (Ctrl-W ih zaustavlja)",
            sl: "Spletne strani turnirja na http://{address}/ (Ctrl-W jih ustavi)",
        }
        StatusServeStopped {
            en: "Web pages stopped",
            hr: "Web stranice zaustavljene",
            sl: "Spletne strani ustavljene",
        }
        SiteUpdated {
            en: "Last change {time}",
            hr: "Zadnja promjena {time}",
            sl: "Zadnja sprememba {time}",
        }
        SiteLive {
            en: "This page follows the event: a change shows within two seconds.",
            hr: "Stranica prati turnir: promjena se vidi unutar dvije sekunde.",
            sl: "Stran sledi turnirju: sprememba se pokaže v dveh sekundah.",
        }
        SiteWhy {
            en: "{first} – {second}: why this order",
            hr: "{first} – {second}: zašto ovim redom",
            sl: "{first} – {second}: zakaj v tem vrstnem redu",
        }
        SiteWhyHeading {
            en: "Why each team is above the next",
            hr: "Zašto je svaka ekipa ispred sljedeće",
            sl: "Zakaj je vsaka ekipa pred naslednjo",
        }
        SiteNothingPaired {
            en: "No round is paired yet.",
            hr: "Još nijedno kolo nije sparivano.",
            sl: "Nobeno kolo še ni žrebano.",
        }
        SiteNotFound {
            en: "This event has no such page.",
            hr: "Ovaj turnir nema takvu stranicu.",
            sl: "Ta turnir nima take strani.",
        }
        SiteBadRequest {
            en: "Only GET and HEAD requests of the event's pages are answered.",
            hr: "Odgovara se samo na zahtjeve GET i HEAD za stranice turnira.",
            sl: "Odgovarja se le na zahteve GET in HEAD za strani turnirja.",
        }
        SiteServing {
            en: "Serving {dir} read-only at http://{address}/ (Ctrl-C stops)",
            hr: "Turnir {dir} dostupan samo za čitanje na http://{address}/ (Ctrl-C zaustavlja)",
            sl: "Turnir {dir} je na voljo samo za branje na http://{address}/ (Ctrl-C ustavi)",
        }
        SiteCannotBind {
            en: "--bind {address}: cannot listen there: {why}",
            hr: "--bind {address}: na toj adresi nije moguće slušati: {why}",
            sl: "--bind {address}: na tem naslovu ni mogoče poslušati: {why}",
        }
        SiteWritten {
            en: "wrote {count} {count:one=page|other=pages} to {dir}",
            hr: "stranice zapisane u {dir}: {count}",
            sl: "strani zapisane v {dir}: {count}",
        }
        SiteFindBoard { en: "Find my board", hr: "Pronađi svoju ploču", sl: "Poišči svojo desko" }
        SiteFindTitle {
            en: "Round {round}: who plays where",
            hr: "{round}. kolo: tko gdje igra",
            sl: "{round}. kolo: kdo kje igra",
        }
        /// Where a player sits, on the players' index; `{colour}` is his colour's name.
        SiteSeat {
            en: "table {table}, board {board}, {colour}",
            hr: "stol {table}, ploča {board}, {colour}",
            sl: "miza {table}, deska {board}, {colour}",
        }
        SiteAgainst {
            en: "opponent: {player} ({team})",
            hr: "protivnik: {player} ({team})",
            sl: "nasprotnik: {player} ({team})",
        }
        SiteRoundLines { en: "Board by board", hr: "Ploča po ploča", sl: "Deska za desko" }
        SiteRoundCompact {
            en: "Round {round}, board by board",
            hr: "{round}. kolo, ploča po ploča",
            sl: "{round}. kolo, deska za desko",
        }
        SiteLineup {
            en: "Round {round}: lineup",
            hr: "{round}. kolo: sastav",
            sl: "{round}. kolo: postava",
        }
        SiteHallScreen { en: "Screen for the hall", hr: "Zaslon za dvoranu", sl: "Zaslon za dvorano" }
        SiteScreenStart { en: "start {time}", hr: "početak {time}", sl: "začetek {time}" }
        SiteScreenDefaultTime {
            en: "default time {time}",
            hr: "dopušteno zakašnjenje do {time}",
            sl: "dovoljena zamuda do {time}",
        }
        SiteScreenPairings {
            en: "Round {round}: pairings",
            hr: "{round}. kolo: parovi",
            sl: "{round}. kolo: pari",
        }
        SiteScreenResults {
            en: "Round {round}: results",
            hr: "{round}. kolo: rezultati",
            sl: "{round}. kolo: izidi",
        }
        SiteScreenStandings {
            en: "Standings after round {round}",
            hr: "Poredak nakon {round}. kola",
            sl: "Lestvica po {round}. kolu",
        }
    } };
}
