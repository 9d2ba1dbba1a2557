//! Play-offs: their refusals, what recording one did, and why the standings follow one
//! (hr doigravanje, dodatni meč; sl dodatni dvoboj, as the regulations say).

macro_rules! playoff {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
        /// A snapshot whose play-off does not hold together.
        IntegrityPlayoffShape {
            en: "a play-off is one to {most} matches between two teams of the event, each on {boards} {boards:one=board|other=boards}",
            hr: "doigravanje je od jednog do {most} mečeva dviju ekipa turnira, svaki na {boards} {boards:one=ploči|few=ploče|other=ploča}",
            sl: "dodatni dvoboj je od enega do {most} dvobojev dveh ekip turnirja, vsak na {boards} {boards:one=deski|two=deskah|few=deskah|other=deskah}",
        }
        FieldPlayoff { en: "play-off", hr: "doigravanje", sl: "dodatni dvoboj" }
        FieldPlayoffMatch { en: "play-off match", hr: "meč doigravanja", sl: "dvoboj" }
        FieldPlayoffResults { en: "play-off results", hr: "rezultati doigravanja", sl: "rezultati dodatnega dvoboja" }
        RefuseNoPlayoff {
            en: "{regulation} decides no place by play-off",
            hr: "{regulation} ne određuje nijedno mjesto doigravanjem",
            sl: "{regulation} nobenega mesta ne odloča z dodatnim dvobojem",
        }
        RefusePlayoffTwoTeams {
            en: "a play-off match is between two tied teams ({regulation}); name two: with three or more tied, have each pair play off (a mini round robin) or a knock-out",
            hr: "meč doigravanja igraju dvije izjednačene ekipe ({regulation}); navedite dvije: kad ih je izjednačeno tri ili više, neka doigra svaki par (mali kružni turnir) ili na ispadanje",
            sl: "dodatni dvoboj igrata dve izenačeni ekipi ({regulation}); navedite dve: če so izenačene tri ali več, naj dodatni dvoboj odigra vsak par (mali krožni turnir) ali na izpadanje",
        }
        RefusePlayoffRecorded {
            en: "a play-off between these teams is recorded already; enter its results, or undo it",
            hr: "doigravanje ovih ekipa već je upisano; upišite rezultate ili ga poništite",
            sl: "dodatni dvoboj teh ekip je že vpisan; vpišite rezultate ali ga razveljavite",
        }
        RefuseNoSuchPlayoff {
            en: "no play-off between these two teams is recorded",
            hr: "doigravanje ovih dviju ekipa nije upisano",
            sl: "dodatni dvoboj teh dveh ekip ni vpisan",
        }
        RefusePlayoffResultsCount {
            en: "one result per board, {boards} in all, board 1 first",
            hr: "jedan rezultat po ploči, ukupno {boards}, počevši od 1. ploče",
            sl: "en rezultat na desko, skupaj {boards}, od 1. deske naprej",
        }
        RefusePlayoffBeforeLastRound {
            en: "the play-off is played after the last round, and round {round} is not finished ({regulation})",
            hr: "doigravanje se igra nakon zadnjeg kola, a {round}. kolo nije završeno ({regulation})",
            sl: "dodatni dvoboj se igra po zadnjem kolu, {round}. kolo pa ni končano ({regulation})",
        }
        RefusePlayoffNotTied {
            en: "these teams are not tied after the whole chain for one of places 1-{places}, which alone a play-off decides ({regulation})",
            hr: "ove ekipe nisu izjednačene nakon svih kriterija za neko od mjesta 1-{places}, koja jedina odlučuje doigravanje ({regulation})",
            sl: "ti ekipi nista izenačeni po vseh merilih za eno od mest 1-{places}, ki jih edina odloča dodatni dvoboj ({regulation})",
        }
        RefuseLotsPlayoff {
            en: "a tie for places 1-{places} is decided by a play-off before lots ({regulation}); record a play-off for each pair of the tied teams that has not played off",
            hr: "izjednačenje za 1.-{places}. mjesto odlučuje doigravanje prije ždrijeba ({regulation}); upišite doigravanje za svaki par izjednačenih ekipa koji još nije doigravao",
            sl: "izenačenje za 1.-{places}. mesto odloča dodatni dvoboj pred žrebom ({regulation}); vpišite dodatni dvoboj za vsak par izenačenih ekip, ki ga še ni odigral",
        }
        DidPairPlayoff {
            en: "play-off paired, colours by lot (seed {seed}): {white} has White on board 1, {black} Black",
            hr: "doigravanje određeno, boje ždrijebom (sjeme {seed}): {white} ima bijele na 1. ploči, {black} crne",
            sl: "dodatni dvoboj določen, barve z žrebom (seme {seed}): {white} ima bele na 1. deski, {black} črne",
        }
        DidSetPlayoffResults {
            en: "play-off match {number} results entered: {outcome}",
            hr: "upisani rezultati {number}. meča doigravanja: {outcome}",
            sl: "vpisani rezultati {number}. dvoboja: {outcome}",
        }
        DidPlayoffWon { en: "{team} wins the play-off", hr: "{team} pobjeđuje u doigravanju", sl: "{team} zmaga v dodatnem dvoboju" }
        DidPlayoffNextMatch {
            en: "every game drawn: match {number} follows, colours reversed",
            hr: "sve partije remi: slijedi {number}. meč, boje obrnute",
            sl: "same remiji: sledi {number}. dvoboj, barve obrnjene",
        }
        DidPlayoffOpen { en: "not decided yet", hr: "još nije odlučeno", sl: "še ni odločeno" }
        /// Why the standings put a play-off's winner above its loser.
        ScoreWhyPlayoffWon {
            en: "decided by the play-off, won by {winner} against {loser} {score} in match {match}, {how}",
            hr: "odlučilo doigravanje, pobjednik {winner} protiv {loser} {score} u {match}. meču, {how}",
            sl: "odločil dodatni dvoboj, zmagovalec {winner} proti {loser} {score} v {match}. dvoboju, {how}",
        }
        PlayoffByGamePoints { en: "on game points", hr: "po pojedinačnim bodovima", sl: "po osnovnih točkah" }
        PlayoffByHigherBoard {
            en: "on board {board}, the highest whose games differ",
            hr: "boljim rezultatom na {board}. ploči, najvišoj s različitim rezultatom",
            sl: "z boljšim rezultatom na {board}. deski, najvišji z različnim izidom",
        }
        PlayoffByBlackOnBoardOne {
            en: "every game drawn: the team with Black on board 1",
            hr: "sve partije remi: ekipa s crnima na 1. ploči",
            sl: "sami remiji: ekipa s črnimi na 1. deski",
        }
        /// A regulation's play-off, said from its fields: the matches, then the tie rule.
        PlayoffOneMatch { en: "one match", hr: "jedan meč", sl: "en dvoboj" }
        PlayoffOneMatchAt { en: "one match, {control}", hr: "jedan meč, {control}", sl: "en dvoboj, {control}" }
        PlayoffMatchesInTurn {
            en: "matches in turn: {controls}",
            hr: "mečevi redom: {controls}",
            sl: "dvoboji po vrsti: {controls}",
        }
        PlayoffRuleHigherBoardThenBlack {
            en: "{matches}, colours by lot; a drawn match goes to the better result on the highest board whose games differ, and with every game drawn to the team that drew with Black on board 1",
            hr: "{matches}, boje ždrijebom; kod neriješenog meča pobjeđuje bolji rezultat na najvišoj ploči s različitim rezultatom, a kod samih remija ekipa koja je remizirala crnima na 1. ploči",
            sl: "{matches}, barve z žrebom; pri neodločenem dvoboju zmaga boljši rezultat na najvišji deski z različnim izidom, pri samih remijih pa ekipa, ki je remizirala s črnimi na 1. deski",
        }
        PlayoffRuleHigherBoardThenNextMatch {
            en: "{matches}, the first one's colours by lot and each next one's reversed; a drawn match goes to the better result on the highest board whose games differ; with every game drawn the next match is played, and in the last one the team with Black on board 1 wins",
            hr: "{matches}, boje prvog ždrijebom, a svakog sljedećeg obrnute; kod neriješenog meča pobjeđuje bolji rezultat na najvišoj ploči s različitim rezultatom; kod samih remija igra se sljedeći meč, a u posljednjem pobjeđuje ekipa s crnima na 1. ploči",
            sl: "{matches}, barve prvega z žrebom, vsakega naslednjega obratne; pri neodločenem dvoboju zmaga boljši rezultat na najvišji deski z različnim izidom; pri samih remijih se igra naslednji dvoboj, v zadnjem pa ekipi s črnimi na 1. deski zadoščajo sami remiji",
        }
    } };
}
