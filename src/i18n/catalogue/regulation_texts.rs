//! The rules of the regulation texts that kup enforces beyond rosters and scoring: where a
//! value of a regulation comes from, the roster closed at the start, a player barred from
//! the next round, one team per club. Each rule cites the regulation and its article.

macro_rules! regulation_texts {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
        /// `kup regulation`: the comment above a field, where its value comes from.
        RegulationSourceArticle {
            en: "source: {article}",
            hr: "izvor: {article}",
            sl: "vir: {article}",
        }
        RegulationSourceAssumption {
            en: "kup's assumption: {why}",
            hr: "pretpostavka programa kup: {why}",
            sl: "predpostavka programa kup: {why}",
        }
        RefuseRosterClosed {
            en: "the base lineup cannot be changed or supplemented during the event ({regulation}), and round 1 is paired; adding a player needs the chief arbiter's override",
            hr: "osnovni sastav ne može se mijenjati ili dopunjavati tijekom natjecanja ({regulation}), a parovi 1. kola su određeni; dodavanje igrača traži odluku glavnog suca",
            sl: "osnovne postave med tekmovanjem ni mogoče spreminjati ali dopolnjevati ({regulation}), pari 1. kola pa so določeni; dodajanje igralca zahteva odločitev glavnega sodnika",
        }
        DidAdmitPlayer {
            en: "{player} added to {team} as number {position} (chief arbiter's override of the closed roster)",
            hr: "{player} dodan u ekipu {team} pod brojem {position} (odluka glavnog suca mimo zaključenog osnovnog sastava)",
            sl: "{player} dodan v ekipo {team} pod številko {position} (odločitev glavnega sodnika mimo zaključene osnovne postave)",
        }
        ViolationRosterClosed {
            en: "base lineup ({regulation}): it cannot be changed or supplemented during the event",
            hr: "osnovni sastav ({regulation}): ne može se mijenjati ili dopunjavati tijekom natjecanja",
            sl: "osnovna postava ({regulation}): med tekmovanjem je ni mogoče spreminjati ali dopolnjevati",
        }
        ViolationAddedAfterStart {
            en: "{team}: {player} added after round {round} was paired",
            hr: "{team}: {player} dodan nakon što su određeni parovi {round}. kola",
            sl: "{team}: {player} dodan, ko so bili pari {round}. kola že določeni",
        }
    } };
}
