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
    } };
}
