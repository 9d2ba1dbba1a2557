//! The Standings tab (its sheets and their keys) and the Tiebreaks tab (the chain, the
//! tied teams, a criterion's terms).

macro_rules! tui_standings {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
        KeyPreviousLine { en: "previous line", hr: "prethodni redak", sl: "prejšnja vrstica" }
        KeyNextLine { en: "next line", hr: "sljedeći redak", sl: "naslednja vrstica" }
        KeyPageUp { en: "one page up", hr: "stranica gore", sl: "stran gor" }
        KeyPageDown { en: "one page down", hr: "stranica dolje", sl: "stran dol" }
        KeyFirstLine { en: "first place", hr: "prvo mjesto", sl: "prvo mesto" }
        KeyLastLine { en: "last place", hr: "posljednje mjesto", sl: "zadnje mesto" }
        KeyNextSheet {
            en: "next sheet: standings, crosstable, board prizes",
            hr: "sljedeća tablica: poredak, tablica susreta, nagrade po pločama",
            sl: "naslednja tabela: lestvica, tabela srečanj, nagrade po deskah",
        }
        KeyEarlierColumns {
            en: "crosstable: earlier columns; board prizes: previous board",
            hr: "tablica susreta: raniji stupci; nagrade po pločama: prethodna ploča",
            sl: "tabela srečanj: prejšnji stolpci; nagrade po deskah: prejšnja deska",
        }
        KeyLaterColumns {
            en: "crosstable: later columns; board prizes: next board",
            hr: "tablica susreta: kasniji stupci; nagrade po pločama: sljedeća ploča",
            sl: "tabela srečanj: naslednji stolpci; nagrade po deskah: naslednja deska",
        }
        KeyExportSheet {
            en: "print: write this sheet as HTML and text next to the tournament",
            hr: "ispis: zapiši ovu tablicu kao HTML i tekst uz turnir",
            sl: "izpis: zapiši to tabelo kot HTML in besedilo ob turnirju",
        }
        CrosstableTitle {
            en: " Crosstable after round {round}: columns {from}-{to} of {of} (Left/Right) ",
            hr: " Tablica susreta nakon {round}. kola: stupci {from}-{to} od {of} (lijevo/desno) ",
            sl: " Tabela srečanj po {round}. kolu: stolpci {from}-{to} od {of} (levo/desno) ",
        }
        BoardPrizesTitle {
            en: " Board prizes after round {round}: board {board} of {boards} (Left/Right) ",
            hr: " Nagrade po pločama nakon {round}. kola: {board}. ploča od {boards} (lijevo/desno) ",
            sl: " Nagrade po deskah po {round}. kolu: {board}. deska od {boards} (levo/desno) ",
        }
        HintPick { en: "pick", hr: "odaberi", sl: "izberi" }
        HintTiedForPrizes { en: "tied for 1-3", hr: "izjednačeni za 1.-3.", sl: "izenačeni za 1.-3." }
        HintTerms { en: "terms", hr: "članovi", sl: "členi" }
        /// Beside the title when the chain's last criterion, the drawing of lots, has no
        /// lot yet (its column is left out until one is drawn).
        StandingsNoLots {
            en: "lots: none drawn yet (F5 draws them)",
            hr: "ždrijeb: još nije izvučen (izvlači se na F5)",
            sl: "žreb: še ni izveden (izvede se na F5)",
        }
        StandingsAfterRound {
            en: " Standings after round {round} ",
            hr: " Poredak nakon {round}. kola ",
            sl: " Lestvica po {round}. kolu ",
        }
        StandingsNoRound {
            en: " Standings: no round paired yet ",
            hr: " Poredak: još nijedno kolo nije spareno ",
            sl: " Lestvica: nobeno kolo še nima parov ",
        }
        KeyTiebreaksUp {
            en: "previous team, or previous criterion",
            hr: "prethodna ekipa ili prethodni kriterij",
            sl: "prejšnja ekipa ali prejšnji kriterij",
        }
        KeyTiebreaksDown {
            en: "next team, or next criterion",
            hr: "sljedeća ekipa ili sljedeći kriterij",
            sl: "naslednja ekipa ali naslednji kriterij",
        }
        KeyTiebreaksTeams { en: "to the team list", hr: "na popis ekipa", sl: "na seznam ekip" }
        KeyTiebreaksChain {
            en: "to the chain: the terms of the criterion under the cursor",
            hr: "na kriterije: članovi označenog kriterija",
            sl: "na kriterije: členi izbranega kriterija",
        }
        KeyTiebreaksPick {
            en: "pick or unpick the team",
            hr: "odaberi ekipu ili poništi odabir",
            sl: "izberi ekipo ali prekliči izbiro",
        }
        KeyTiebreaksTied {
            en: "pick the tied groups for places 1-3",
            hr: "odaberi izjednačene skupine za 1.-3. mjesto",
            sl: "izberi izenačene skupine za 1.-3. mesto",
        }
        KeyTiebreaksClear { en: "clear the picks", hr: "poništi odabir", sl: "prekliči izbiro" }
        TiebreaksNoneTied {
            en: "no team is level with another on places 1-3",
            hr: "nijedna ekipa nije izjednačena s drugom na 1.-3. mjestu",
            sl: "nobena ekipa ni izenačena z drugo na 1.-3. mestu",
        }
        TiebreaksTeams { en: "Teams", hr: "Ekipe", sl: "Ekipe" }
        TiebreaksCriterion { en: "Criterion", hr: "Kriterij", sl: "Kriterij" }
        TiebreaksPickTwo {
            en: " Tiebreak chain: pick two or more teams ",
            hr: " Kriteriji: odaberite dvije ili više ekipa ",
            sl: " Kriteriji: izberite dve ali več ekip ",
        }
        TiebreaksChainAfter {
            en: " Tiebreak chain after round {round} ",
            hr: " Dodatni kriteriji nakon {round}. kola ",
            sl: " Dodatni kriteriji po {round}. kolu ",
        }
        TiebreaksDummy { en: "dummy opponent", hr: "fiktivni protivnik", sl: "fiktivni nasprotnik" }
        TiebreaksVirtualOpponent { en: "virtual opponent", hr: "virtualni protivnik", sl: "virtualni nasprotnik" }
        TiebreaksOwnScore { en: "own score", hr: "vlastiti rezultat", sl: "lastni rezultat" }
        TiebreaksDropped { en: "dropped", hr: "izostavljeno", sl: "izpuščeno" }
        TiebreaksNotASum {
            en: "{criterion} is not a sum over opponents: its value is the whole story.",
            hr: "{criterion} nije zbroj po protivnicima: vrijednost govori sve.",
            sl: "{criterion} ni vsota po nasprotnikih: vrednost pove vse.",
        }
        TiebreaksTermsTotal {
            en: "  total {criterion} = {total}",
            hr: "  ukupno {criterion} = {total}",
            sl: "  skupaj {criterion} = {total}",
        }
        KeyTiebreaksTermsUp { en: "terms: scroll up", hr: "članovi: pomak gore", sl: "členi: pomik gor" }
        KeyTiebreaksTermsDown { en: "terms: scroll down", hr: "članovi: pomak dolje", sl: "členi: pomik dol" }
        KeyTiebreaksTermsTop { en: "terms: the first team's", hr: "članovi: prve ekipe", sl: "členi: prve ekipe" }
        KeyTiebreaksTermsEnd { en: "terms: the last team's", hr: "članovi: posljednje ekipe", sl: "členi: zadnje ekipe" }
        KeyTiebreaksDrawLots {
            en: "draw lots among the picked teams the whole chain leaves tied",
            hr: "ždrijeb među odabranim ekipama koje su izjednačene po svim kriterijima",
            sl: "žreb med izbranimi ekipami, ki so izenačene po vseh merilih",
        }
        HintDrawLots { en: "draw lots", hr: "ždrijeb", sl: "žreb" }
        TiebreaksLotsPickTwo {
            en: "pick the tied teams first (Space): lots are drawn among two or more",
            hr: "najprije odaberite izjednačene ekipe (Razmaknica): ždrijeb je među dvije ili više",
            sl: "najprej izberite izenačene ekipe (Preslednica): žreb je med dvema ali več",
        }
        TiebreaksConfirmLots {
            en: "draw lots among {teams}? The seed is kept. {yes} = draw, any other key = no",
            hr: "izvući ždrijeb među ekipama {teams}? Sjeme se čuva. {yes} = izvuci, druga tipka = ne",
            sl: "izvesti žreb med ekipami {teams}? Seme se shrani. {yes} = izvedi, druga tipka = ne",
        }
        KeyTiebreaksPlayoff {
            en: "play-off of the two picked teams: pair it (colours by lot), or enter its results",
            hr: "doigravanje dviju odabranih ekipa: odredi ga (boje ždrijebom) ili upiši rezultate",
            sl: "dodatni dvoboj dveh izbranih ekip: določi ga (barve z žrebom) ali vpiši izide",
        }
        StandingsByPlayoff {
            en: "places {first}-{second} by play-off (F5 says how)",
            hr: "{first}.-{second}. mjesto doigravanjem (F5: kako)",
            sl: "{first}.-{second}. mesto z dvobojem (F5: kako)",
        }
        HintPlayoff { en: "play-off", hr: "doigravanje", sl: "dvoboj" }
        TiebreaksPlayoffPickTwo {
            en: "pick the two tied teams first (Space): a play-off is a match between two",
            hr: "najprije odaberite dvije izjednačene ekipe (Razmaknica): doigravanje je meč dviju ekipa",
            sl: "najprej izberite izenačeni ekipi (Preslednica): dodatni dvoboj je dvoboj dveh ekip",
        }
        TiebreaksConfirmPlayoff {
            en: "pair the play-off of {teams}, colours by lot? The seed is kept. {yes} = pair, any other key = no",
            hr: "odrediti doigravanje ekipa {teams}, boje ždrijebom? Sjeme se čuva. {yes} = odredi, druga tipka = ne",
            sl: "določiti dodatni dvoboj ekip {teams}, barve z žrebom? Seme se shrani. {yes} = določi, druga tipka = ne",
        }
        TiebreaksPlayoffMatch {
            en: "match {number}: {white} has White on board 1, {black} Black",
            hr: "{number}. meč: {white} ima bijele na 1. ploči, {black} crne",
            sl: "{number}. dvoboj: {white} ima bele na 1. deski, {black} črne",
        }
        TiebreaksPlayoffHow {
            en: "board 1 first, White's score first: 1-0 1/2 1/2 0-1 (+- -+ for forfeits); Enter = save, Esc = cancel",
            hr: "od 1. ploče, prvo bodovi bijelog: 1-0 1/2 1/2 0-1 (+- -+ za kontumacije); Enter = spremi, Esc = odustani",
            sl: "od 1. deske, najprej točke belega: 1-0 1/2 1/2 0-1 (+- -+ za brezborbene); Enter = shrani, Esc = prekliči",
        }
        TiebreaksTermsOf {
            en: " Terms of {criterion} ",
            hr: " Članovi: {criterion} ",
            sl: " Členi: {criterion} ",
        }
    } };
}
