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
        /// A change done, and what the arbiter should know although the rules let it pass.
        DidWithWarning {
            en: "{did}; warning: {warning}",
            hr: "{did}; upozorenje: {warning}",
            sl: "{did}; opozorilo: {warning}",
        }
        /// Another team of the club, and the rule that limits a club's teams.
        ClubHasTeams {
            en: "club {club} already has a team here ({teams}); {rule}",
            hr: "klub {club} već ima ekipu na natjecanju ({teams}); {rule}",
            sl: "klub {club} že ima ekipo na tekmovanju ({teams}); {rule}",
        }
        RuleOneTeamPerClub {
            en: "a club may play with one team only ({regulation})",
            hr: "pojedini klub može nastupiti samo s jednom ekipom ({regulation})",
            sl: "posamezni klub lahko nastopi le z eno ekipo ({regulation})",
        }
        /// kzz-2015 čl. 2, quoted in hr: besides its one team a club may enter a cadet team.
        RuleOneTeamAndCadet {
            en: "a club may play with one team only, and may also enter a cadet team ({regulation})",
            hr: "pojedini klub može nastupiti samo s jednom ekipom, a može prijaviti i kadetsku ekipu ({regulation})",
            sl: "posamezni klub lahko nastopi le z eno ekipo, prijavi pa lahko še kadetsko ekipo ({regulation})",
        }
        /// The club's second team where the regulation allows a cadet team besides the one.
        ClubSecondTeamCadet {
            en: "club {club} already has a team here ({teams}); {rule}: this one must be its cadet team",
            hr: "klub {club} već ima ekipu na natjecanju ({teams}); {rule}: ova mora biti njegova kadetska ekipa",
            sl: "klub {club} že ima ekipo na tekmovanju ({teams}); {rule}: ta mora biti njegova kadetska ekipa",
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
        ViolationRosterDeadline {
            en: "rosters due by {due} ({regulation})",
            hr: "prijava sastava do {due} ({regulation})",
            sl: "prijava postav do {due} ({regulation})",
        }
        ViolationEnteredAfterDeadline {
            en: "{team}: {player} entered on {at}, after the deadline",
            hr: "{team}: {player} prijavljen {at}, nakon roka",
            sl: "{team}: {player} prijavljen {at}, po roku",
        }
        ViolationAddedAfterStart {
            en: "{team}: {player} added after round {round} was paired",
            hr: "{team}: {player} dodan nakon što su određeni parovi {round}. kola",
            sl: "{team}: {player} dodan, ko so bili pari {round}. kola že določeni",
        }
        /// kzz-2015 čl. 14, quoted in hr.
        BarRuleNotPlayingOrFinished {
            en: "a player who has a mobile phone in the hall in a round in which he does not play for his team, or once his game is over, has no right to play for his team in the next round ({regulation})",
            hr: "ako u turnirskoj sali igrač koji u tom kolu ne nastupa za svoju ekipu ili je završio svoju partiju posjeduje mobitel, isti nema pravo nastupa za svoju ekipu u sljedećem kolu ({regulation})",
            sl: "igralec, ki ima v turnirski dvorani mobilni telefon v kolu, v katerem ne igra za svojo ekipo, ali ko je svojo partijo končal, nima pravice nastopa za svojo ekipo v naslednjem kolu ({regulation})",
        }
        /// hss-kadeti-2009 čl. 15, quoted in hr.
        BarRuleNotPlaying {
            en: "a player whose mobile phone rings in the hall in a round in which he does not play for his team has no right to play for his team in the next round ({regulation})",
            hr: "ako u turnirskoj sali zvoni mobitel igraču koji u tom kolu ne nastupa za svoju ekipu, isti nema pravo nastupa za svoju ekipu u sljedećem kolu ({regulation})",
            sl: "igralec, ki mu v turnirski dvorani zazvoni mobilni telefon v kolu, v katerem ne igra za svojo ekipo, nima pravice nastopa za svojo ekipo v naslednjem kolu ({regulation})",
        }
        RefuseNoNextRoundBar {
            en: "regulation {regulation} bars no player from the next round",
            hr: "pravilnik {regulation} ne zabranjuje igraču nastup u sljedećem kolu",
            sl: "pravilnik {regulation} igralcu ne prepoveduje nastopa v naslednjem kolu",
        }
        RefuseBarNotOnTeam {
            en: "the player is not on the roster of {team}",
            hr: "igrač nije na popisu ekipe {team}",
            sl: "igralec ni na seznamu ekipe {team}",
        }
        /// A phone during the player's own game loses it (kup penalty phone) rather than
        /// barring him.
        RefuseBarPlays {
            en: "{player} plays on board {board} in round {round} and his game is on: a phone loses him the game (kup penalty phone); {rule}",
            hr: "{player} igra na {board}. ploči u {round}. kolu i partija mu traje: za mobitel gubi partiju (kup penalty phone); {rule}",
            sl: "{player} igra na {board}. deski v {round}. kolu in njegova partija teče: zaradi telefona izgubi partijo (kup penalty phone); {rule}",
        }
        /// Where only a player who did not play is barred, one whose game is over.
        RefuseBarPlayed {
            en: "{player} played on board {board} in round {round}, so no bar from the next round applies to him: {rule}",
            hr: "{player} je igrao na {board}. ploči u {round}. kolu, pa mu se nastup u sljedećem kolu ne zabranjuje: {rule}",
            sl: "{player} je igral na {board}. deski v {round}. kolu, zato mu nastop v naslednjem kolu ni prepovedan: {rule}",
        }
        RefuseLineupBarred {
            en: "{player} may not play in round {round} (penalty of round {offence}): {rule}",
            hr: "{player} ne smije nastupiti u {round}. kolu (kazna iz {offence}. kola): {rule}",
            sl: "{player} ne sme nastopiti v {round}. kolu (kazen iz {offence}. kola): {rule}",
        }
        ViolationBarredPlays {
            en: "{team}, round {round}: {player} is on board {board}, barred by the penalty of round {offence}",
            hr: "{team}, {round}. kolo: {player} je na {board}. ploči, a nastup mu je zabranjen kaznom iz {offence}. kola",
            sl: "{team}, {round}. kolo: {player} je na {board}. deski, nastop pa mu je prepovedan s kaznijo iz {offence}. kola",
        }
        PenaltyBarred {
            en: "round {round}, {team}: {player} may not play round {next} ({reason})",
            hr: "{round}. kolo, {team}: {player} ne smije nastupiti u {next}. kolu ({reason})",
            sl: "{round}. kolo, {team}: {player} ne sme nastopiti v {next}. kolu ({reason})",
        }
        PenaltyInForceBarred {
            en: "round {round}, {team}: {player} may not play round {next} — {reason}",
            hr: "{round}. kolo, {team}: {player} ne smije nastupiti u {next}. kolu — {reason}",
            sl: "{round}. kolo, {team}: {player} ne sme nastopiti v {next}. kolu — {reason}",
        }
    } };
}
