//! `/` in the full-screen program: finding a team or a player in a view's list.

macro_rules! search {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
        KeySearch {
            en: "find a team or player",
            hr: "traži ekipu ili igrača",
            sl: "poišči ekipo ali igralca",
        }
        /// `/` on a view with no list of teams or players; `{view}` is the tab's name.
        SearchNothingHere {
            en: "{view} lists no teams or players to find",
            hr: "{view}: nema popisa ekipa ni igrača za traženje",
            sl: "{view}: ni seznama ekip ali igralcev za iskanje",
        }
        SearchNoMatch { en: "no match", hr: "nema pogotka", sl: "ni zadetka" }
        /// The match the cursor is on, of how many.
        SearchFound { en: "{at} of {count}", hr: "{at} od {count}", sl: "{at} od {count}" }
        /// `{down}` and `{up}` are the arrow keys' names in the reader's language.
        SearchKeys {
            en: "{down}/{up} next · Enter/Esc close",
            hr: "{down}/{up} sljedeći · Enter/Esc zatvara",
            sl: "{down}/{up} naslednji · Enter/Esc zapre",
        }
    } };
}
