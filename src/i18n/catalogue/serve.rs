//! What the web server says when it refuses a request, and what the full-screen program
//! says when its server fails.

macro_rules! serve {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
        SiteTooLarge {
            en: "The request is too large: at most {kib} KiB are read.",
            hr: "Zahtjev je prevelik: čita se najviše {kib} KiB.",
            sl: "Zahteva je prevelika: prebere se največ {kib} KiB.",
        }
        SiteTooSlow {
            en: "The request came too slowly and was given up.",
            hr: "Zahtjev je stizao presporo pa je odbačen.",
            sl: "Zahteva je prihajala prepočasi, zato je bila opuščena.",
        }
        SiteBusy {
            en: "Too many connections are open just now; try again in a moment.",
            hr: "Trenutačno je otvoreno previše veza; pokušajte ponovno za trenutak.",
            sl: "Trenutno je odprtih preveč povezav; poskusite znova čez trenutek.",
        }
        SiteFailed {
            en: "This page could not be made; the event is unchanged.",
            hr: "Ova stranica nije mogla biti izrađena; turnir je nepromijenjen.",
            sl: "Te strani ni bilo mogoče izdelati; turnir je nespremenjen.",
        }
        StatusServeFailed {
            en: "The web pages stopped: their server failed (Ctrl-W starts it again). The event is unchanged.",
            hr: "Web stranice su zaustavljene: njihov poslužitelj je zakazao (Ctrl-W ga ponovno pokreće). Turnir je nepromijenjen.",
            sl: "Spletne strani so ustavljene: njihov strežnik je odpovedal (Ctrl-W ga znova zažene). Turnir je nespremenjen.",
        }
        StoreActionReplaceFile { en: "replace", hr: "zamijeniti", sl: "zamenjati" }
        CaptainsFileBad {
            en: "{path}: the captains' codes cannot be read: {problem}",
            hr: "{path}: kôdovi kapetana ne mogu se pročitati: {problem}",
            sl: "{path}: kod kapetanov ni mogoče prebrati: {problem}",
        }
        CaptainsNoRandomness {
            en: "no random numbers from the operating system for a captain's code: {problem}",
            hr: "operacijski sustav ne daje slučajne brojeve za kôd kapetana: {problem}",
            sl: "operacijski sistem ne da naključnih števil za kodo kapetana: {problem}",
        }
        SiteServingCaptains {
            en: "Serving {dir} at http://{address}/, captains' lineups accepted (Ctrl-C stops)",
            hr: "Turnir {dir} dostupan na http://{address}/, kapetani predaju sastave (Ctrl-C zaustavlja)",
            sl: "Turnir {dir} je na voljo na http://{address}/, kapetani oddajajo postave (Ctrl-C ustavi)",
        }
        CaptainsCodesHeading {
            en: "Captains' codes (kept in {path}); the captain's page is {url}",
            hr: "Kôdovi kapetana (čuvaju se u {path}); stranica kapetana je {url}",
            sl: "Kode kapetanov (shranjene v {path}); stran kapetana je {url}",
        }
        CaptainTitle { en: "Captain's page", hr: "Stranica kapetana", sl: "Stran kapetana" }
        CaptainCodeLabel {
            en: "Captain's code (from the card the arbiter gave you)",
            hr: "Kôd kapetana (s kartice koju ste dobili od suca)",
            sl: "Koda kapetana (s kartice, ki ste jo dobili od sodnika)",
        }
        CaptainOpen { en: "Open my team", hr: "Otvori moju ekipu", sl: "Odpri mojo ekipo" }
        CaptainWrongCode {
            en: "Captain's code: it belongs to no team. Check it against your card.",
            hr: "Kôd kapetana: ne pripada nijednoj ekipi. Provjerite ga prema kartici.",
            sl: "Koda kapetana: ne pripada nobeni ekipi. Preverite jo po kartici.",
        }
        CaptainSlowDown {
            en: "Too many wrong codes came from this device: wait {seconds} s before the next try.",
            hr: "S ovog uređaja stiglo je previše pogrešnih kôdova: pričekajte {seconds} s prije sljedećeg pokušaja.",
            sl: "S te naprave je prišlo preveč napačnih kod: počakajte {seconds} s pred naslednjim poskusom.",
        }
        CaptainFormUsed {
            en: "This form was sent before or has expired (30 minutes); open your team's page again.",
            hr: "Ovaj obrazac već je poslan ili je istekao (30 minuta); ponovno otvorite stranicu ekipe.",
            sl: "Ta obrazec je bil že poslan ali je potekel (30 minut); znova odprite stran ekipe.",
        }
        CaptainCrossSite {
            en: "A form sent from another site is not accepted.",
            hr: "Obrazac poslan s druge stranice ne prihvaća se.",
            sl: "Obrazec, poslan z drugega spletnega mesta, ni sprejet.",
        }
        CaptainMalformed {
            en: "Lineup: a player is not named by a number from the form.",
            hr: "Sastav: igrač nije naveden brojem iz obrasca.",
            sl: "Postava: igralec ni naveden s številko iz obrazca.",
        }
        CaptainNoRound {
            en: "No round is open for lineups yet.",
            hr: "Još nijedno kolo nije otvoreno za sastave.",
            sl: "Nobeno kolo še ni odprto za postave.",
        }
        CaptainNotSaved {
            en: "The lineup could not be saved just now; nothing changed. Try again or hand it to the arbiter: {problem}",
            hr: "Sastav trenutačno nije moguće spremiti; ništa nije promijenjeno. Pokušajte ponovno ili ga predajte sucu: {problem}",
            sl: "Postave trenutno ni mogoče shraniti; nič se ni spremenilo. Poskusite znova ali jo oddajte sodniku: {problem}",
        }
        CaptainLineupHeading {
            en: "{team}: lineup for round {round}",
            hr: "{team}: sastav za {round}. kolo",
            sl: "{team}: postava za {round}. kolo",
        }
        CaptainDue { en: "Hand it in by {time}.", hr: "Predajte ga do {time}.", sl: "Oddajte jo do {time}." }
        CaptainTickHint {
            en: "Tick the players who play; kup puts them on boards in roster order, as the regulation does.",
            hr: "Označite igrače koji igraju; kup ih raspoređuje po pločama redom s popisa ekipe, kako propisuje pravilnik.",
            sl: "Označite igralce, ki igrajo; kup jih razporedi po deskah v vrstnem redu seznama ekipe, kot določa pravilnik.",
        }
        CaptainHandIn { en: "Hand in the lineup", hr: "Predaj sastav", sl: "Oddaj postavo" }
        CaptainRefused {
            en: "The lineup was not accepted and nothing changed:",
            hr: "Sastav nije prihvaćen i ništa nije promijenjeno:",
            sl: "Postava ni bila sprejeta in nič se ni spremenilo:",
        }
        CaptainAccepted {
            en: "The lineup of {team} for round {round} is handed in, board by board:",
            hr: "Sastav ekipe {team} za {round}. kolo je predan, ploču po ploču:",
            sl: "Postava ekipe {team} za {round}. kolo je oddana, desko za desko:",
        }
        KeyCaptainsPage {
            en: "Captains' page: open or close (lineups from phones)",
            hr: "Stranica kapetana: otvori ili zatvori (sastavi s telefona)",
            sl: "Stran kapetanov: odpri ali zapri (postave s telefona)",
        }
        KeyCaptainCodes {
            en: "Captains' codes: a new code, revoke one",
            hr: "Kôdovi kapetana: novi kôd, opoziv kôda",
            sl: "Kode kapetanov: nova koda, preklic kode",
        }
        StatusCaptainsOpen {
            en: "Captains: {url} (Alt-W closes)",
            hr: "Kapetani: {url} (Alt-W zatvara)",
            sl: "Kapetani: {url} (Alt-W zapre)",
        }
        StatusCaptainsClosed {
            en: "Captains' page closed: no lineup is taken from a phone",
            hr: "Stranica kapetana zatvorena: sastavi s telefona ne primaju se",
            sl: "Stran kapetanov zaprta: postave s telefona se ne sprejemajo",
        }
        CaptainsPanelTitle { en: "Captains' codes", hr: "Kôdovi kapetana", sl: "Kode kapetanov" }
        CaptainsPanelOpen {
            en: "Captains' page: open at {url}",
            hr: "Stranica kapetana: otvorena na {url}",
            sl: "Stran kapetanov: odprta na {url}",
        }
        CaptainsPanelClosed {
            en: "Captains' page: closed (Alt-W opens it)",
            hr: "Stranica kapetana: zatvorena (Alt-W je otvara)",
            sl: "Stran kapetanov: zaprta (Alt-W jo odpre)",
        }
        CaptainsPanelKeys {
            en: "n new code  x revoke  p cards to print  Esc close",
            hr: "n novi kôd  x opozovi  p kartice za ispis  Esc zatvori",
            sl: "n nova koda  x prekliči  p kartice za tisk  Esc zapri",
        }
        CaptainsNoCode { en: "(no code)", hr: "(bez kôda)", sl: "(brez kode)" }
        StatusCodeReissued {
            en: "A new code for {team}: the old one no longer works",
            hr: "Novi kôd za {team}: stari više ne vrijedi",
            sl: "Nova koda za {team}: stara ne velja več",
        }
        StatusCodeRevoked {
            en: "The code of {team} is revoked: its captain can no longer hand in from a phone",
            hr: "Kôd ekipe {team} opozvan je: njezin kapetan više ne predaje s telefona",
            sl: "Koda ekipe {team} je preklicana: njen kapetan ne more več oddajati s telefona",
        }
        StatusPhoneLineup {
            en: "Lineup of {team} for round {round} handed in from a phone at {time}",
            hr: "Sastav ekipe {team} za {round}. kolo predan s telefona u {time}",
            sl: "Postava ekipe {team} za {round}. kolo oddana s telefona ob {time}",
        }
        LineupFromPhone {
            en: "From the captain's phone at {time}.  L locks  Del refuses",
            hr: "S kapetanova telefona u {time}.  L zaključava  Del odbija",
            sl: "S kapetanovega telefona ob {time}.  L zaklene  Del zavrne",
        }
        LineupLockedHint {
            en: "LOCKED against the captain's phone.  L unlocks",
            hr: "ZAKLJUČANO za kapetanov telefon.  L otključava",
            sl: "ZAKLENJENO za kapetanov telefon.  L odklene",
        }
        CardsTitle { en: "{event}: captains' cards", hr: "{event}: kartice kapetana", sl: "{event}: kartice kapetanov" }
        CardsCode { en: "Captain's code:", hr: "Kôd kapetana:", sl: "Koda kapetana:" }
        CardsPage { en: "Captain's page (or scan the code):", hr: "Stranica kapetana (ili skenirajte kôd):", sl: "Stran kapetana (ali skenirajte kodo):" }
        StatusCardsWritten {
            en: "Captains' cards written to {path} (readable by you alone: keep them as secret as the codes)",
            hr: "Kartice kapetana zapisane u {path} (čitljive samo vama: čuvajte ih tajnima kao kôdove)",
            sl: "Kartice kapetanov zapisane v {path} (berljive samo vam: hranite jih tajno kot kode)",
        }
        CardsNeedServer {
            en: "Cards: the captain's page has no address yet; open it with Alt-W first",
            hr: "Kartice: stranica kapetana još nema adresu; najprije je otvorite s Alt-W",
            sl: "Kartice: stran kapetana še nima naslova; najprej jo odprite z Alt-W",
        }
        CardsFile { en: "captains-cards", hr: "kartice-kapetana", sl: "kartice-kapetanov" }
        ArgHelpCaptains {
            en: "Let captains hand in lineups from their phones with their team's code (issued to teams without one, printed, kept in captains.ron)",
            hr: "Kapetani predaju sastave s telefona kôdom svoje ekipe (izdaje se ekipama bez kôda, ispisuje i čuva u captains.ron)",
            sl: "Kapetani oddajo postave s telefona s kodo svoje ekipe (izda se ekipam brez kode, izpiše in shrani v captains.ron)",
        }
    } };
}
