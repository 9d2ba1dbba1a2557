//! Every user-facing string, in English, Croatian and Slovenian.
//!
//! One entry per message: a stable key (a [`Msg`] variant) and its three texts. The macro
//! refuses to compile an entry without all three languages; the tests check that the
//! placeholders (`{name}`) agree between the languages and that every key is used.
//!
//! Terms follow the regulations kup ships (`shared/seeds/`): hr meč-bodovi, pojedinačni
//! bodovi, ploča, pričuva, kontumacija, ždrijeb, kolo, sastav; sl meč točke, osnovne točke,
//! deska, rezerva, žreb, kolo, postava.

use super::Lang;

macro_rules! catalogue {
    ($( $(#[$doc:meta])* $key:ident { en: $en:literal, hr: $hr:literal, sl: $sl:literal $(,)? } )*) => {
        /// The key of a user-facing message; [`Lang::text`] gives its text.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Msg {
            $( $(#[$doc])* $key, )*
        }

        /// JSON and RON name a key by its identifier ([`Msg::key`]).
        impl serde::Serialize for Msg {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.key())
            }
        }

        impl Msg {
            /// Every key, in catalogue order.
            pub const ALL: &[Msg] = &[$( Msg::$key, )*];

            /// The key's identifier, as written in the source (`"TiebreakLots"`).
            pub fn key(self) -> &'static str {
                match self {
                    $( Msg::$key => stringify!($key), )*
                }
            }

            /// The key whose identifier is `key`, as [`Msg::key`] writes it.
            pub fn from_key(key: &str) -> Option<Msg> {
                Msg::ALL.iter().copied().find(|msg| msg.key() == key)
            }

            pub fn text(self, lang: Lang) -> &'static str {
                let [en, hr, sl] = match self {
                    $( Msg::$key => [$en, $hr, $sl], )*
                };
                match lang {
                    Lang::En => en,
                    Lang::Hr => hr,
                    Lang::Sl => sl,
                }
            }
        }
    };
}

catalogue! {
    // Tiebreak names (FIDE C.07; the regulations' wording, shared/seeds/).
    TiebreakMatchPoints {
        en: "Match points",
        hr: "Meč-bodovi",
        sl: "Meč točke",
    }
    TiebreakGamePoints {
        en: "Game points",
        hr: "Pojedinačni bodovi",
        sl: "Osnovne točke",
    }
    TiebreakOlympiadSonnebornBerger {
        en: "Olympiad Sonneborn-Berger",
        hr: "Olimpijski Sonneborn-Berger",
        sl: "Olimpijski Sonneborn-Berger",
    }
    TiebreakOlympiadSonnebornBergerKhantyMansiysk {
        en: "Olympiad Sonneborn-Berger (Khanty-Mansiysk)",
        hr: "Olimpijski Sonneborn-Berger (Hanti-Mansijsk)",
        sl: "Olimpijski Sonneborn-Berger (Hanti-Mansijsk)",
    }
    TiebreakOpponentsMatchPointsCut1 {
        en: "Opponents' match points without the lowest",
        hr: "Zbroj meč-bodova protivnika bez najslabijeg rezultata",
        sl: "Vsota meč točk nasprotnikov brez najslabšega rezultata",
    }
    TiebreakOpponentsMatchPointsCut1KhantyMansiysk {
        en: "Opponents' match points without the lowest (Khanty-Mansiysk)",
        hr: "Zbroj meč-bodova protivnika bez najslabijeg rezultata (Hanti-Mansijsk)",
        sl: "Vsota meč točk nasprotnikov brez najslabšega rezultata (Hanti-Mansijsk)",
    }
    TiebreakOpponentsMatchPoints {
        en: "Opponents' match points",
        hr: "Zbroj meč-bodova svih protivnika",
        sl: "Vsota meč točk vseh nasprotnikov",
    }
    TiebreakSonnebornBergerGamePoints {
        en: "Sonneborn-Berger with real points",
        hr: "Sonneborn-Bergerov koeficijent prema stvarnim pojedinačnim bodovima",
        sl: "Sonneborn-Berger koeficient po dejanskih osnovnih točkah",
    }
    TiebreakSonnebornBergerProportional {
        en: "FIDE Sonneborn-Berger (proportional)",
        hr: "Sonneborn-Bergerov koeficijent razmjerno postignutom rezultatu (FIDE)",
        sl: "FIDE Sonneborn-Berger koeficient (sorazmerni)",
    }
    TiebreakDirectEncounter {
        en: "Direct encounter (match points)",
        hr: "Međusobni susret (meč-bodovi)",
        sl: "Medsebojni rezultat po meč točkah",
    }
    TiebreakDirectEncounterGamePoints {
        en: "Direct encounter (game points)",
        hr: "Međusobni susret (pojedinačni bodovi)",
        sl: "Medsebojni rezultat po osnovnih točkah",
    }
    TiebreakBuchholzGamePoints {
        en: "Buchholz by game points",
        hr: "Buchholz po pojedinačnim bodovima",
        sl: "Buchholz koeficient po osnovnih točkah",
    }
    TiebreakSonnebornBergerByGamePoints {
        en: "Sonneborn-Berger by game points",
        hr: "Sonneborn-Berger po pojedinačnim bodovima",
        sl: "Sonneborn-Berger koeficient po osnovnih točkah",
    }
    TiebreakBoardResults {
        en: "Board results (board 1, then 2, 3, 4)",
        hr: "Rezultat po pločama (1. ploča, zatim 2., 3., 4.)",
        sl: "Rezultat po deskah (1. deska, nato 2., 3., 4.)",
    }
    TiebreakBuchholzMatchPointsCut1 {
        en: "Buchholz by match points without the lowest",
        hr: "Buchholz po meč-bodovima bez najslabijeg rezultata",
        sl: "Buchholz koeficient po meč točkah brez najslabšega rezultata",
    }
    TiebreakBuchholzGamePointsCut1 {
        en: "Buchholz by game points without the lowest",
        hr: "Buchholz po pojedinačnim bodovima bez najslabijeg rezultata",
        sl: "Buchholz koeficient po osnovnih točkah brez najslabšega rezultata",
    }
    TiebreakExtendedSonnebornBergerMatchMatch {
        en: "Extended Sonneborn-Berger (MP x MP)",
        hr: "Prošireni Sonneborn-Berger (meč-bodovi x meč-bodovi)",
        sl: "Razširjeni Sonneborn-Berger (meč točke x meč točke)",
    }
    TiebreakExtendedSonnebornBergerMatchMatchCut1 {
        en: "Extended Sonneborn-Berger (MP x MP) without the lowest",
        hr: "Prošireni Sonneborn-Berger (meč-bodovi x meč-bodovi) bez najslabijeg rezultata",
        sl: "Razširjeni Sonneborn-Berger (meč točke x meč točke) brez najslabšega rezultata",
    }
    TiebreakExtendedSonnebornBergerGameMatch {
        en: "Extended Sonneborn-Berger (opponent GP x MP)",
        hr: "Prošireni Sonneborn-Berger (pojedinačni bodovi protivnika x meč-bodovi)",
        sl: "Razširjeni Sonneborn-Berger (osnovne točke nasprotnika x meč točke)",
    }
    TiebreakExtendedSonnebornBergerMatchGame {
        en: "Extended Sonneborn-Berger (opponent MP x GP)",
        hr: "Prošireni Sonneborn-Berger (meč-bodovi protivnika x pojedinačni bodovi)",
        sl: "Razširjeni Sonneborn-Berger (meč točke nasprotnika x osnovne točke)",
    }
    TiebreakExtendedSonnebornBergerGameGame {
        en: "Extended Sonneborn-Berger (GP x GP)",
        hr: "Prošireni Sonneborn-Berger (pojedinačni bodovi x pojedinačni bodovi)",
        sl: "Razširjeni Sonneborn-Berger (osnovne točke x osnovne točke)",
    }
    TiebreakScoreStrengthCombination {
        en: "Score and schedule strength combination",
        hr: "Kombinacija rezultata i jačine protivnika",
        sl: "Kombinacija rezultata in moči nasprotnikov",
    }
    TiebreakExtendedDirectEncounter {
        en: "Extended direct encounter",
        hr: "Prošireni međusobni susret",
        sl: "Razširjeni medsebojni rezultat",
    }
    TiebreakLots {
        en: "Drawing of lots",
        hr: "Ždrijeb",
        sl: "Žreb",
    }

    // A criterion's column heading in standings (the TUI, kup standings, printouts for
    // people). English: the codes of `Tiebreak::code`, which the TSV and CSV keep in every
    // language. Croatian and Slovenian: the regulations' own abbreviations, MB meč-bodovi,
    // Bod./PB pojedinačni bodovi, MBP meč-bodovi protivnika, MS međusobni susret, Ždr.
    // ždrijeb; MT meč točke, Toč./OT osnovne točke, MTN meč točke nasprotnikov, MR
    // medsebojni rezultat. Kept as they are: SB and BH (the seeds say Sonneborn-Berger and
    // Buchholz koeficient), the FIDE C.07 codes (EMMSB, SSSC, EDE, BH-C1), and the
    // Swiss-Manager numbers the regulations cite ("kriterij broj 57 u Swiss-Manageru").
    TiebreakHeadingMatchPoints { en: "MP", hr: "MB", sl: "MT" }
    TiebreakHeadingGamePoints { en: "GP", hr: "Bod.", sl: "Toč." }
    TiebreakHeadingOlympiadSonnebornBerger { en: "OSB50", hr: "OSB50", sl: "OSB50" }
    TiebreakHeadingOlympiadSonnebornBergerKhantyMansiysk { en: "OSB57", hr: "OSB57", sl: "OSB57" }
    TiebreakHeadingOpponentsMatchPointsCut1 { en: "OMP-1_49", hr: "MBP-1_49", sl: "MTN-1_49" }
    TiebreakHeadingOpponentsMatchPointsCut1KhantyMansiysk { en: "OMP-1_56", hr: "MBP-1_56", sl: "MTN-1_56" }
    TiebreakHeadingOpponentsMatchPoints { en: "OMP48", hr: "MBP48", sl: "MTN48" }
    TiebreakHeadingSonnebornBergerGamePoints { en: "SB7", hr: "SB7", sl: "SB7" }
    TiebreakHeadingSonnebornBergerProportional { en: "SB35", hr: "SB35", sl: "SB35" }
    TiebreakHeadingDirectEncounter { en: "DE", hr: "MS", sl: "MR" }
    TiebreakHeadingDirectEncounterGamePoints { en: "DE-GP", hr: "MS-PB", sl: "MR-OT" }
    TiebreakHeadingBuchholzGamePoints { en: "BH-GP", hr: "BH-PB", sl: "BH-OT" }
    TiebreakHeadingSonnebornBergerByGamePoints { en: "SB-GP", hr: "SB-PB", sl: "SB-OT" }
    TiebreakHeadingBoardResults { en: "BRES", hr: "Ploče", sl: "Deske" }
    TiebreakHeadingBuchholzMatchPointsCut1 { en: "BH-C1", hr: "BH-C1", sl: "BH-C1" }
    TiebreakHeadingBuchholzGamePointsCut1 { en: "BH-C1-GP", hr: "BH-C1-PB", sl: "BH-C1-OT" }
    TiebreakHeadingExtendedSonnebornBergerMatchMatch { en: "EMMSB", hr: "EMMSB", sl: "EMMSB" }
    TiebreakHeadingExtendedSonnebornBergerMatchMatchCut1 { en: "EMMSB-C1", hr: "EMMSB-C1", sl: "EMMSB-C1" }
    TiebreakHeadingExtendedSonnebornBergerGameMatch { en: "EGMSB", hr: "EGMSB", sl: "EGMSB" }
    TiebreakHeadingExtendedSonnebornBergerMatchGame { en: "EMGSB", hr: "EMGSB", sl: "EMGSB" }
    TiebreakHeadingExtendedSonnebornBergerGameGame { en: "EGGSB", hr: "EGGSB", sl: "EGGSB" }
    TiebreakHeadingScoreStrengthCombination { en: "SSSC", hr: "SSSC", sl: "SSSC" }
    TiebreakHeadingExtendedDirectEncounter { en: "EDE", hr: "EDE", sl: "EDE" }
    TiebreakHeadingLots { en: "LOT", hr: "Ždr.", sl: "Žr." }

    // The full-screen program, engineer `tui`'s block: following another kup, the Standings
    // sub-views, the Rosters, Clock and Tiebreaks views and their key help.
    /// Another kup (`kup result` in another shell) changed the tournament; `{what}` is its
    /// change's summary.
    StatusChangedElsewhere {
        en: "changed by another kup: {what}",
        hr: "promijenio drugi kup: {what}",
        sl: "spremenil drug kup: {what}",
    }
    // Standings sheets and their keys.
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
    /// A round's column heading in the Swiss table (`R3`).
    ColumnRoundNumber { en: "R{round}", hr: "{round}.k", sl: "{round}.k" }
    ColumnPlayer { en: "Player", hr: "Igrač", sl: "Igralec" }
    ColumnRating { en: "Rtg", hr: "Rejt.", sl: "Rat." }
    ColumnPoints { en: "Pts", hr: "Bod.", sl: "Toč." }
    ColumnGames { en: "Gms", hr: "Part.", sl: "Part." }
    ColumnPercentage { en: "%", hr: "%", sl: "%" }
    ColumnPerformance { en: "Perf", hr: "Perf.", sl: "Perf." }
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

    // The Rosters view, its inline form and the rules its rows break (the `rosters`
    // engineer's block; hr ploča, pričuva; sl deska, rezerva).
    KeyRosterUp { en: "previous team or player", hr: "prethodna ekipa ili igrač", sl: "prejšnja ekipa ali igralec" }
    KeyRosterDown { en: "next team or player", hr: "sljedeća ekipa ili igrač", sl: "naslednja ekipa ali igralec" }
    KeyToTeamList { en: "to the team list", hr: "na popis ekipa", sl: "na seznam ekip" }
    KeyToRoster { en: "to the team's roster", hr: "na popis igrača ekipe", sl: "na seznam igralcev ekipe" }
    KeyAddTeamOrPlayer {
        en: "add a team (team list) or a player (roster)",
        hr: "dodaj ekipu (popis ekipa) ili igrača (popis igrača)",
        sl: "dodaj ekipo (seznam ekip) ali igralca (seznam igralcev)",
    }
    KeyEditTeamOrPlayer {
        en: "edit the team or player under the cursor",
        hr: "uredi ekipu ili igrača pod kursorom",
        sl: "uredi ekipo ali igralca pod kazalcem",
    }
    KeyMoveUp {
        en: "move the team (starting number) or player (board order) up",
        hr: "pomakni ekipu (startni broj) ili igrača (redoslijed po pločama) gore",
        sl: "premakni ekipo (startna številka) ali igralca (vrstni red po deskah) gor",
    }
    KeyMoveDown {
        en: "move the team or player down",
        hr: "pomakni ekipu ili igrača dolje",
        sl: "premakni ekipo ali igralca dol",
    }
    RostersTeams { en: " Teams ({count}) ", hr: " Ekipe ({count}) ", sl: " Ekipe ({count}) " }
    RostersRoster { en: " Roster ", hr: " Popis igrača ", sl: " Seznam igralcev " }
    RostersRules { en: " Rules broken ", hr: " Prekršena pravila ", sl: " Kršena pravila " }
    RostersNoTeam {
        en: "No team is entered yet.",
        hr: "Još nije upisana nijedna ekipa.",
        sl: "Nobena ekipa še ni vpisana.",
    }
    /// The board (roster position) column of a roster.
    ColumnBoard { en: "Bd", hr: "Pl.", sl: "D." }
    ColumnFideId { en: "FIDE ID", hr: "FIDE ID", sl: "FIDE ID" }
    ColumnFideRating { en: "FIDE", hr: "FIDE", sl: "FIDE" }
    ColumnNationalRating { en: "Nat", hr: "Nac", sl: "Nac" }
    ColumnBorn { en: "Born", hr: "Rođ", sl: "Roj." }
    /// The rules a roster row breaks (short names, see the `Rule…` keys).
    ColumnRules { en: "Rules broken", hr: "Prekršena pravila", sl: "Kršena pravila" }
    RuleRosterSize { en: "roster size", hr: "broj igrača", sl: "število igralcev" }
    RuleBoardOrder { en: "board order", hr: "redoslijed ploča", sl: "vrstni red desk" }
    RuleForeignPlayers { en: "foreign players", hr: "strani igrači", sl: "tuji igralci" }
    RuleBirthYear { en: "age", hr: "dob", sl: "starost" }
    RuleRegistration { en: "registration", hr: "registracija", sl: "registracija" }
    RuleTwoTeams { en: "on two teams", hr: "u dvije ekipe", sl: "v dveh ekipah" }
    RuleLineup { en: "lineup", hr: "sastav", sl: "postava" }
    RulePairing { en: "pairing", hr: "parovi", sl: "pari" }
    // Rule violations of rosters, lineups and pairings (`core::lineup`, `pairing::violations`),
    // as `kup check` and the Rosters tab say them; the regulations' wording (shared/seeds/).
    ViolationTeam { en: "team {number} ({name})", hr: "ekipa {number} ({name})", sl: "ekipa {number} ({name})" }
    /// A player on a board of the roster, with the rating the board order counts.
    ViolationBoardPlayer {
        en: "board {board} {player} ({rating})",
        hr: "{board}. ploča {player} ({rating})",
        sl: "{board}. deska {player} ({rating})",
    }
    ViolationRatingFide { en: "FIDE {rating}", hr: "FIDE {rating}", sl: "FIDE {rating}" }
    ViolationRatingNational { en: "national {rating}", hr: "nacionalni {rating}", sl: "nacionalni {rating}" }
    ViolationUnrated { en: "unrated", hr: "bez rejtinga", sl: "brez ratinga" }
    ViolationRosterPlace {
        en: "roster position {position} {player}",
        hr: "{position}. mjesto na popisu, {player}",
        sl: "{position}. mesto na seznamu, {player}",
    }
    ViolationRosterTooLarge {
        en: "roster size: at most {boards} players and {reserves} reserves",
        hr: "broj igrača: članova ekipe {boards}, pričuva najviše {reserves}",
        sl: "število igralcev: članov ekipe {boards}, rezerv največ {reserves}",
    }
    ViolationRosterHas {
        en: "{team} has {count} players",
        hr: "{team}: na popisu {count} igrača",
        sl: "{team}: na seznamu {count} igralcev",
    }
    ViolationRosterTooSmall {
        en: "roster size: a team needs at least {boards} players",
        hr: "broj igrača: ekipa treba najmanje {boards} igrača",
        sl: "število igralcev: ekipa potrebuje igralcev najmanj {boards}",
    }
    ViolationRosterHasOnly { en: "{team} has {count}", hr: "{team} ih ima {count}", sl: "{team} jih ima {count}" }
    ViolationBoardOrderGroups {
        en: "board order ({regulation}): players with a FIDE rating first, then those with only a national rating, unrated players last",
        hr: "redoslijed ploča ({regulation}): najprije igrači s međunarodnim (ELO) rejtingom, zatim igrači sa samo nacionalnim rejtingom, igrači bez rejtinga posljednji",
        sl: "vrstni red desk ({regulation}): najprej igralci s FIDE ratingom, nato igralci s samo nacionalnim ratingom, igralci brez ratinga zadnji",
    }
    ViolationBoardOrderUnratedLast {
        en: "board order ({regulation}): unrated players play on the last boards",
        hr: "redoslijed ploča ({regulation}): igrači bez rejtinga igraju na posljednjim pločama",
        sl: "vrstni red desk ({regulation}): igralci brez ratinga igrajo na zadnjih deskah",
    }
    ViolationBoardAbove { en: "{team}: {upper} is above {lower}", hr: "{team}: {upper} je iznad {lower}", sl: "{team}: {upper} je nad {lower}" }
    /// kzz-2015 and bpz-2025 čl. 6: a gap of `gap` points is already too much.
    ViolationBoardOrderGapOrMore {
        en: "board order ({regulation}): a player must not be rated {gap} or more points below a player on any lower board",
        hr: "redoslijed ploča ({regulation}): igrač koji igra na višoj ploči ne smije imati za {gap} ili više bodova niži rejting od igrača koji igra na bilo kojoj nižoj ploči",
        sl: "vrstni red desk ({regulation}): igralec na višji deski ne sme imeti za {gap} ali več točk nižjega ratinga od igralca na kateri koli nižji deski",
    }
    /// szs-pokal-2018 art. 3: a gap of `gap` points is still allowed.
    ViolationBoardOrderGapMoreThan {
        en: "board order ({regulation}): a player must not be rated more than {gap} points below a player on any lower board",
        hr: "redoslijed ploča ({regulation}): igrač koji igra na višoj ploči ne smije imati za više od {gap} bodova niži rejting od igrača koji igra na bilo kojoj nižoj ploči",
        sl: "vrstni red desk ({regulation}): igralec ima lahko na poljubni deski največ {gap} točk nižji rating od igralca na kateri koli nižji deski",
    }
    ViolationBoardBelow {
        en: "{team}: {upper} is {points} points below {lower}",
        hr: "{team}: {upper} ima za {points} bodova niži rejting nego {lower}",
        sl: "{team}: {upper} ima za {points} točk nižji rating kot {lower}",
    }
    ViolationForeignLimit {
        en: "foreign players ({regulation}): at most {max} per team",
        hr: "strani igrači ({regulation}): za pojedinu ekipu najviše {max}",
        sl: "tuji igralci ({regulation}): v ekipi največ {max}",
    }
    ViolationForeignHostUnknown {
        en: "{team}: the organiser's federation (tournament info) is not set, so its foreign players cannot be counted",
        hr: "{team}: federacija organizatora (podaci o turniru) nije upisana, pa se strani igrači ne mogu prebrojati",
        sl: "{team}: zveza organizatorja (podatki o turnirju) ni vpisana, zato tujcev ni mogoče prešteti",
    }
    ViolationForeignRule {
        en: "foreign players ({regulation}): at most {max} per team; foreign = a foreign citizen or a player FIDE registers under a federation other than {host}",
        hr: "strani igrači ({regulation}): za pojedinu ekipu najviše {max}; stranim igračima smatraju se strani državljani i igrači koje FIDE na rejting listi vodi pod federacijom koja nije {host}",
        sl: "tuji igralci ({regulation}): v ekipi največ {max}; tujec je tuj državljan ali igralec, ki ga FIDE rating lista vodi pod zvezo, ki ni {host}",
    }
    ViolationForeignHas { en: "{team} has {count}: {players}", hr: "{team} ih ima {count}: {players}", sl: "{team} jih ima {count}: {players}" }
    /// A foreign player and why he counts as one.
    ViolationForeignPlayer { en: "{player} ({reasons})", hr: "{player} ({reasons})", sl: "{player} ({reasons})" }
    ViolationCitizenOf { en: "citizen of {country}", hr: "državljanstvo {country}", sl: "državljanstvo {country}" }
    ViolationFideFederation { en: "FIDE federation {federation}", hr: "FIDE federacija {federation}", sl: "FIDE zveza {federation}" }
    ViolationBornFrom {
        en: "eligibility ({regulation}): players born {year} or later",
        hr: "pravo nastupa ({regulation}): igrači rođeni {year}. godine i kasnije",
        sl: "pravica nastopa ({regulation}): igralci, rojeni leta {year} ali pozneje",
    }
    ViolationBornIn { en: "{team}: {player} is born {year}", hr: "{team}: {player}, godište {year}.", sl: "{team}: {player}, letnik {year}" }
    ViolationBirthYearUnknown {
        en: "{team}: {player}: birth year unknown",
        hr: "{team}: {player}: godina rođenja nije upisana",
        sl: "{team}: {player}: leto rojstva ni vpisano",
    }
    ViolationRegistration {
        en: "registration: only players registered for the club this season may play",
        hr: "registracija: nastupiti mogu samo igrači registrirani za klub za tekuću godinu",
        sl: "registracija: nastopajo lahko le igralci, pravilno registrirani za svoj klub za tekoče leto",
    }
    ViolationNotRegistered {
        en: "{team}: {player} is not registered",
        hr: "{team}: {player}, bez registracije za klub",
        sl: "{team}: {player}, brez registracije za klub",
    }
    /// bpz-2025 čl. 5.
    ViolationUnregisteredLosesAll {
        en: "registration ({regulation}): a team that fielded an unregistered player loses all its match points",
        hr: "registracija ({regulation}): ekipa za koju je igrao igrač koji nije registriran za klub kažnjava se gubitkom svih osvojenih meč-bodova",
        sl: "registracija ({regulation}): ekipa, za katero je igral neregistriran igralec, izgubi vse meč točke",
    }
    ViolationUnregisteredPlayed {
        en: "{team}: {player} played in round {round}; the penalty is not imposed (kup penalty unregistered)",
        hr: "{team}: {player}, nastup u {round}. kolu; kazna nije izrečena (kup penalty unregistered)",
        sl: "{team}: {player}, nastop v {round}. kolu; kazen ni izrečena (kup penalty unregistered)",
    }
    ViolationOneTeamOnly {
        en: "eligibility: a player plays for one team only",
        hr: "pravo nastupa: igrač može nastupiti samo za jednu ekipu",
        sl: "pravica nastopa: igralec lahko nastopa le za eno ekipo",
    }
    ViolationSameFideId { en: "FIDE ID {id}", hr: "FIDE ID {id}", sl: "FIDE ID {id}" }
    ViolationSameNameAndYear { en: "{name} born {year}", hr: "{name}, godište {year}.", sl: "{name}, letnik {year}" }
    ViolationPlayerOfTeam { en: "{player} in {team}", hr: "{player} — {team}", sl: "{player} — {team}" }
    ViolationOnTwoTeams { en: "{identity}: {players}", hr: "{identity}: {players}", sl: "{identity}: {players}" }
    ViolationLineupDeadline {
        en: "lineup deadline ({regulation}): a lineup change is handed in by {due}",
        hr: "rok za sastav ({regulation}): izmjena osnovnog sastava predaje se do {due}",
        sl: "rok za postavo ({regulation}): spremembo postave je treba oddati do {due}",
    }
    ViolationLineupLate {
        en: "{team}: the lineup for round {round} was handed in at {at}",
        hr: "{team}: sastav za {round}. kolo predan je u {at}",
        sl: "{team}: postava za {round}. kolo je bila oddana ob {at}",
    }
    /// szs-pokal-2018 art. 3: "sicer mora ekipa dvoboj igrati z osnovno postavo".
    ViolationLineupLateBaseLineup {
        en: "{team}: the lineup for round {round} was handed in at {at}; the team plays with its base lineup unless the chief arbiter accepts it",
        hr: "{team}: sastav za {round}. kolo predan je u {at}; ekipa igra u osnovnom sastavu ako ga glavni sudac ne prihvati",
        sl: "{team}: postava za {round}. kolo je bila oddana ob {at}; ekipa mora dvoboj igrati z osnovno postavo, če je glavni sodnik ne sprejme",
    }
    /// Who sat on a wrong board, and whom the lineup put there.
    ViolationSeatedOnBoard {
        en: "board {board} {seated} (the lineup puts {listed} there)",
        hr: "{board}. ploča {seated} (po sastavu: {listed})",
        sl: "{board}. deska {seated} (po postavi: {listed})",
    }
    /// A player on a board, as the other choice to [`Msg::ViolationNobody`].
    ViolationPlayerName { en: "{name}", hr: "{name}", sl: "{name}" }
    ViolationNobody { en: "nobody", hr: "nitko", sl: "nihče" }
    ViolationSeatingOrder {
        en: "lineup: players sit on the boards in roster order",
        hr: "sastav: igrači sjede na pločama po redoslijedu osnovnog sastava",
        sl: "postava: igralci sedijo na deskah po vrstnem redu osnovne postave",
    }
    ViolationSeatedInRound { en: "{team}, round {round}: {boards}", hr: "{team}, {round}. kolo: {boards}", sl: "{team}, {round}. kolo: {boards}" }
    /// bpz-2025 čl. 6.
    ViolationWrongBoardLoses {
        en: "lineup ({regulation}): every player on a wrong board loses the game",
        hr: "sastav ({regulation}): partije gube svi igrači koji su igrali na pločama suprotno prijavi osnovnog sastava ili izmjeni iste",
        sl: "postava ({regulation}): vsak igralec, ki je igral na napačni deski, izgubi partijo",
    }
    ViolationWrongBoardNotPenalised {
        en: "{team}, round {round}: {board}; the game-lost penalty is missing",
        hr: "{team}, {round}. kolo: {board}; kazna gubitka partije nije upisana",
        sl: "{team}, {round}. kolo: {board}; kazen izgubljene partije ni vpisana",
    }
    ViolationForbiddenPairing {
        en: "forbidden pairing (TRF-2026 record 260; absolute, C.04.6 art. 2.1): the organiser keeps these teams apart",
        hr: "zabranjeni par (TRF-2026 zapis 260; apsolutno, C.04.6 čl. 2.1): organizator razdvaja ove ekipe",
        sl: "prepovedan par (TRF-2026 zapis 260; absolutno, C.04.6 čl. 2.1): organizator ti ekipi drži narazen",
    }
    ViolationForbiddenPaired {
        en: "round {round}, table {table}: teams {home} and {away} must not be paired",
        hr: "{round}. kolo, {table}. stol: ekipe {home} i {away} ne smiju igrati jedna protiv druge",
        sl: "{round}. kolo, {table}. miza: ekipi {home} in {away} ne smeta igrati druga proti drugi",
    }
    ViolationRematch {
        en: "C.04.6 C1: two teams shall not play each other more than once",
        hr: "C.04.6 C1: dvije ekipe ne smiju igrati jedna protiv druge više od jednom",
        sl: "C.04.6 C1: ekipi ne smeta igrati druga proti drugi več kot enkrat",
    }
    ViolationMetBefore {
        en: "round {round}, table {table}: teams {home} and {away} have met before",
        hr: "{round}. kolo, {table}. stol: ekipe {home} i {away} već su igrale",
        sl: "{round}. kolo, {table}. miza: ekipi {home} in {away} sta se že srečali",
    }
    ViolationByeBarred {
        en: "C.04.6 C2: no pairing-allocated bye for a team that already had one or won a match by forfeit",
        hr: "C.04.6 C2: ekipa koja je već bila slobodna ili je dobila meč kontumacijom ne može ponovno biti slobodna",
        sl: "C.04.6 C2: ekipa, ki je že bila prosta ali je dobila dvoboj brez igre, ne more biti ponovno prosta",
    }
    ViolationByeAgain {
        en: "round {round}: team {team} has the bye again",
        hr: "{round}. kolo: ekipa {team} ponovno je slobodna",
        sl: "{round}. kolo: ekipa {team} je ponovno prosta",
    }
    FormNewTeam { en: "New team", hr: "Nova ekipa", sl: "Nova ekipa" }
    FormEditTeam { en: "Edit {team}", hr: "Uredi: {team}", sl: "Uredi: {team}" }
    FormNewPlayer { en: "New player of {team}", hr: "Novi igrač: {team}", sl: "Nov igralec: {team}" }
    FormEditPlayer { en: "Edit player", hr: "Uredi igrača", sl: "Uredi igralca" }
    FormKeys {
        en: " Tab next field · Enter saves · Esc cancels ",
        hr: " Tab dalje · Enter sprema · Esc odustaje ",
        sl: " Tab naprej · Enter shrani · Esc prekliče ",
    }
    FormNotAWholeNumber {
        en: "'{value}' is not a whole number (leave it empty if unknown)",
        hr: "'{value}' nije cijeli broj (ostavite prazno ako nije poznato)",
        sl: "'{value}' ni celo število (pustite prazno, če ni znano)",
    }
    FormNotYesOrNo {
        en: "'{value}' is neither y nor n",
        hr: "'{value}' nije ni d ni n",
        sl: "'{value}' ni ne d ne n",
    }
    FieldTitle { en: "title", hr: "titula", sl: "naziv" }
    FieldClub { en: "club", hr: "klub", sl: "klub" }
    FieldCity { en: "city", hr: "mjesto", sl: "kraj" }
    FieldRegistered { en: "registered (y/n)", hr: "registriran (d/n)", sl: "registriran (d/n)" }
    StatusNothingChanged { en: "nothing changed", hr: "ništa nije promijenjeno", sl: "nič ni spremenjeno" }
    KeyImportFideList {
        en: "import a FIDE rating list, TXT or XML (asks for the file)",
        hr: "uvezi FIDE rejting listu, TXT ili XML (pita za datoteku)",
        sl: "uvozi FIDE ratingno listo, TXT ali XML (vpraša za datoteko)",
    }
    KeyImportRoster {
        en: "import a CSV roster (asks for the file)",
        hr: "uvezi popis igrača iz CSV-a (pita za datoteku)",
        sl: "uvozi seznam igralcev iz CSV (vpraša za datoteko)",
    }
    FormImportFideList {
        en: "Import a FIDE rating list (TXT or XML)",
        hr: "Uvoz FIDE rejting liste (TXT ili XML)",
        sl: "Uvoz FIDE ratingne liste (TXT ali XML)",
    }
    FormImportRoster { en: "Import a CSV roster", hr: "Uvoz popisa igrača (CSV)", sl: "Uvoz seznama igralcev (CSV)" }
    FieldFile { en: "file", hr: "datoteka", sl: "datoteka" }
    FormNoFile {
        en: "give the path of the file to import",
        hr: "upišite putanju datoteke za uvoz",
        sl: "vpišite pot do datoteke za uvoz",
    }
    /// What an import from the Rosters tab did, on the status line.
    ImportCounts {
        en: "{file}: {changes} change(s), {unchanged} unchanged, {skipped} line(s) skipped",
        hr: "{file}: promjena {changes}, bez promjene {unchanged}, preskočenih redaka {skipped}",
        sl: "{file}: sprememb {changes}, nespremenjenih {unchanged}, preskočenih vrstic {skipped}",
    }
    ImportSaved {
        en: "saved: {counts}; u takes the whole import back",
        hr: "spremljeno: {counts}; u poništava cijeli uvoz",
        sl: "shranjeno: {counts}; u razveljavi ves uvoz",
    }
    ImportReportTitle { en: "Import", hr: "Uvoz", sl: "Uvoz" }
    /// An import applied as one change (`Command::Import`).
    DidImport {
        en: "{source} imported: {changes} change(s)",
        hr: "{source} uvezen: promjena {changes}",
        sl: "{source} uvožen: sprememb {changes}",
    }
    /// A refused step of an import: nothing of the import is applied.
    // The rating list and roster imports (`interop::fide_list`, `interop::csv`): the
    // report's lines and the files' errors, naming the file, line, column and rule.
    /// One field of a player changed by an import: "FIDE rating 2180 → 2191".
    ImportChange { en: "{field} {old} → {new}", hr: "{field} {old} → {new}", sl: "{field} {old} → {new}" }
    ImportFieldName { en: "name", hr: "ime", sl: "ime" }
    ImportFieldBorn { en: "born", hr: "godište", sl: "letnik" }
    ImportFieldRegistered { en: "registered", hr: "registriran", sl: "registriran" }
    ImportYes { en: "yes", hr: "da", sl: "da" }
    ImportNo { en: "no", hr: "ne", sl: "ne" }
    ImportListPlayerChanged { en: "{player} (FIDE ID {id}): {changes}", hr: "{player} (FIDE ID {id}): {changes}", sl: "{player} (FIDE ID {id}): {changes}" }
    ImportRosterPlayerChanged { en: "{player}: {changes}", hr: "{player}: {changes}", sl: "{player}: {changes}" }
    ImportNotInList {
        en: "{player} (FIDE ID {id}) is not in the list",
        hr: "{player} (FIDE ID {id}) nije na rejting listi",
        sl: "{player} (FIDE ID {id}) ni na rating listi",
    }
    ImportColumnIgnored {
        en: "column '{column}' is not one kup reads; ignored",
        hr: "stupac '{column}' kup ne čita; zanemaren je",
        sl: "stolpca '{column}' kup ne bere; prezrt je",
    }
    ImportOrderNotApplied {
        en: "board order of {team} not applied: {problem}",
        hr: "redoslijed ploča ekipe {team} nije primijenjen: {problem}",
        sl: "vrstni red desk ekipe {team} ni uveljavljen: {problem}",
    }
    ImportNote { en: "note: {note}", hr: "napomena: {note}", sl: "opomba: {note}" }
    ImportSkippedLine { en: "skipped line {line}: {problem}", hr: "preskočen {line}. redak: {problem}", sl: "preskočena {line}. vrstica: {problem}" }
    ImportTotals {
        en: "{changes} change(s), {unchanged} unchanged, {skipped} line(s) skipped",
        hr: "promjena {changes}, bez promjene {unchanged}, preskočenih redaka {skipped}",
        sl: "sprememb {changes}, nespremenjenih {unchanged}, preskočenih vrstic {skipped}",
    }
    ImportAtLine { en: "line {line}: {problem}", hr: "{line}. redak: {problem}", sl: "{line}. vrstica: {problem}" }
    ImportCannotRead {
        en: "could not read {path}: {problem}",
        hr: "datoteka {path} ne može se pročitati: {problem}",
        sl: "datoteke {path} ni mogoče prebrati: {problem}",
    }
    ImportNothingImported { en: "{problem}; nothing was imported", hr: "{problem}; ništa nije uvezeno", sl: "{problem}; nič ni uvoženo" }
    ImportNotAListHeader {
        en: "line 1: not a FIDE rating list header (it needs the columns {columns})",
        hr: "1. redak: nije zaglavlje FIDE rejting liste (potrebni su stupci {columns})",
        sl: "1. vrstica: ni glava FIDE rating liste (potrebni so stolpci {columns})",
    }
    ImportNotANumber { en: "{field} '{text}' is not a number", hr: "{field} '{text}' nije broj", sl: "{field} '{text}' ni število" }
    ImportFieldRating { en: "rating", hr: "rejting", sl: "rating" }
    ImportNoName { en: "FIDE ID {id} has no name", hr: "FIDE ID {id} nema ime", sl: "FIDE ID {id} nima imena" }
    ImportNotAFideId { en: "ID Number '{text}' is not a FIDE ID", hr: "ID Number '{text}' nije FIDE ID", sl: "ID Number '{text}' ni FIDE ID" }
    ImportXmlPlayerEnding {
        en: "player ending here: {problem}",
        hr: "igrač koji ovdje završava: {problem}",
        sl: "igralec, ki se konča tukaj: {problem}",
    }
    ImportCsvHeader {
        en: "line 1: the header needs the columns 'team' and 'name' (found: {found})",
        hr: "1. redak: zaglavlje treba stupce 'team' i 'name' (nađeni: {found})",
        sl: "1. vrstica: glava potrebuje stolpca 'team' in 'name' (najdeni: {found})",
    }
    ImportCsvUnreadable { en: "not readable as CSV: {problem}", hr: "nije čitljivo kao CSV: {problem}", sl: "ni berljivo kot CSV: {problem}" }
    ImportFieldCount {
        en: "{fields} fields, the header has {header}",
        hr: "polja {fields}, a zaglavlje ih ima {header}",
        sl: "polj {fields}, glava pa jih ima {header}",
    }
    ImportEmptyCell { en: "{column} is empty", hr: "stupac {column} je prazan", sl: "stolpec {column} je prazen" }
    ImportNotYesOrNo {
        en: "registered '{value}' is not yes or no",
        hr: "registered '{value}' nije ni da ni ne",
        sl: "registered '{value}' ni ne da ne ne",
    }
    ImportFideIdElsewhere {
        en: "FIDE ID {id} is {player} of {team}: a player plays for one team only",
        hr: "FIDE ID {id} je {player} iz ekipe {team}: igrač može nastupiti samo za jednu ekipu",
        sl: "FIDE ID {id} je {player} iz ekipe {team}: igralec lahko nastopa le za eno ekipo",
    }
    // The TRF reader (`interop::trf`, `kup import trf`, `kup engine`): its notes and
    // errors, naming the line, the record (TRF-2026 record numbers) and its columns.
    // "Record" is hr/sl "zapis"; the TRF's own codes (W, B, TW, PAB…) stay as written.
    /// Where a bad field is: `{field}` one of the `TrfField*` / `Field*` names.
    TrfWhereRecordField { en: "record {record} ({field})", hr: "zapis {record} ({field})", sl: "zapis {record} ({field})" }
    TrfWhereRecordColumns {
        en: "record {record}, columns {from}-{to} ({field})",
        hr: "zapis {record}, stupci {from}-{to} ({field})",
        sl: "zapis {record}, stolpci {from}-{to} ({field})",
    }
    TrfWhereRoundColumns {
        en: "round {round}, columns {from}-{to} ({field})",
        hr: "{round}. kolo, stupci {from}-{to} ({field})",
        sl: "{round}. kolo, stolpci {from}-{to} ({field})",
    }
    TrfWhereColumns { en: "columns {from}-{to}", hr: "stupci {from}-{to}", sl: "stolpci {from}-{to}" }
    TrfWhereRecordRound { en: "record {record}, round {round}", hr: "zapis {record}, {round}. kolo", sl: "zapis {record}, {round}. kolo" }
    TrfWhereNrsColumns { en: "NRS record, columns {from}-{to}", hr: "zapis NRS, stupci {from}-{to}", sl: "zapis NRS, stolpci {from}-{to}" }
    TrfWhereLine { en: "line {line}", hr: "{line}. redak", sl: "{line}. vrstica" }
    TrfWhereRound { en: "round {round}", hr: "{round}. kolo", sl: "{round}. kolo" }
    TrfWhereRoundTable { en: "round {round}, table {table}", hr: "{round}. kolo, {table}. stol", sl: "{round}. kolo, {table}. miza" }
    TrfWhereTournamentRecords { en: "tournament records", hr: "zapisi o turniru", sl: "zapisi o turnirju" }
    TrfFieldRounds { en: "rounds", hr: "broj kola", sl: "število kol" }
    TrfFieldTeamPairingNumber { en: "team pairing number", hr: "ždrijebni broj ekipe", sl: "žrebna številka ekipe" }
    TrfFieldRank { en: "rank", hr: "plasman", sl: "uvrstitev" }
    TrfFieldOpponent { en: "opponent", hr: "protivnik", sl: "nasprotnik" }
    TrfFieldWhiteTeam { en: "white team", hr: "ekipa s bijelima", sl: "ekipa z belimi" }
    TrfFieldBlackTeam { en: "black team", hr: "ekipa s crnima", sl: "ekipa s črnimi" }
    TrfNotANumber {
        en: "{what}: '{text}' is not a number; field skipped",
        hr: "{what}: '{text}' nije broj; polje je preskočeno",
        sl: "{what}: '{text}' ni število; polje je preskočeno",
    }
    TrfNotADate {
        en: "record {record}: '{value}' is not a date YYYY/MM/DD; skipped",
        hr: "zapis {record}: '{value}' nije datum oblika GGGG/MM/DD; preskočeno",
        sl: "zapis {record}: '{value}' ni datum oblike LLLL/MM/DD; preskočeno",
    }
    TrfUnknownRecord {
        en: "record '{tag}' is not one kup reads (pairing-engine extensions and acceleration are not imported); skipped",
        hr: "kup ne čita zapis '{tag}' (proširenja programa za sparivanje i ubrzano sparivanje ne uvoze se); preskočeno",
        sl: "kup ne bere zapisa '{tag}' (razširitve programov za žrebanje in pospešeno žrebanje se ne uvozijo); preskočeno",
    }
    TrfInitialColour {
        en: "record 152: '{value}' is not W or B (the initial-colour); skipped",
        hr: "zapis 152: '{value}' nije ni W ni B (početna boja); preskočeno",
        sl: "zapis 152: '{value}' ni ne W ne B (začetna barva); preskočeno",
    }
    TrfMatchPointsNotWhole {
        en: "record 362: '{pair}' has no whole number of match points; kup keeps match points whole; record skipped",
        hr: "zapis 362: '{pair}' nema cijeli broj meč-bodova; kup vodi meč-bodove u cijelim brojevima; zapis je preskočen",
        sl: "zapis 362: '{pair}' nima celega števila meč točk; kup vodi meč točke v celih številih; zapis je preskočen",
    }
    TrfMatchPointsCode {
        en: "record 362: unknown code '{code}' (TW, TD, TL); record skipped",
        hr: "zapis 362: nepoznata oznaka '{code}' (TW, TD, TL); zapis je preskočen",
        sl: "zapis 362: neznana oznaka '{code}' (TW, TD, TL); zapis je preskočen",
    }
    TrfPlayerWithoutNumber {
        en: "record 001 without a starting-rank number; skipped",
        hr: "zapis 001 bez startnog broja; preskočen",
        sl: "zapis 001 brez startne številke; preskočen",
    }
    TrfRatingOutOfRange {
        en: "{field} {rating} is outside 100..3500; not imported",
        hr: "{field} {rating} izvan je raspona 100..3500; nije uvezen",
        sl: "{field} {rating} je zunaj razpona 100..3500; ni uvožen",
    }
    TrfFederation {
        en: "federation '{federation}' is not a three-letter code; not imported",
        hr: "savez '{federation}' nije troslovna oznaka; nije uvezen",
        sl: "zveza '{federation}' ni tričrkovna oznaka; ni uvožena",
    }
    TrfBirthYear {
        en: "birth year {year} is not plausible; not imported",
        hr: "godište {year} nije vjerojatno; nije uvezeno",
        sl: "letnik {year} ni verjeten; ni uvožen",
    }
    TrfRoundField {
        en: "round {round}: '{field}' is not opponent, colour (w b -) and result (1 = 0 + - W D L H F U Z); round skipped",
        hr: "{round}. kolo: '{field}' nije protivnik, boja (w b -) i rezultat (1 = 0 + - W D L H F U Z); kolo je preskočeno",
        sl: "{round}. kolo: '{field}' ni nasprotnik, barva (w b -) in izid (1 = 0 + - W D L H F U Z); kolo je preskočeno",
    }
    TrfStartingRankUsed {
        en: "starting rank {number} is already used on line {earlier}; line skipped",
        hr: "startni broj {number} već je upotrijebljen u {earlier}. retku; redak je preskočen",
        sl: "startna številka {number} je že uporabljena v {earlier}. vrstici; vrstica je preskočena",
    }
    TrfTeamWithoutNumber {
        en: "record 310 without a team pairing number; skipped",
        hr: "zapis 310 bez ždrijebnog broja ekipe; preskočen",
        sl: "zapis 310 brez žrebne številke ekipe; preskočen",
    }
    TrfLineupNeedsRoundAndTeam {
        en: "record 300 needs a round and a team; skipped",
        hr: "zapis 300 treba kolo i ekipu; preskočen",
        sl: "zapis 300 potrebuje kolo in ekipo; preskočen",
    }
    TrfByeValue {
        en: "record 320: '{mp}' / '{gp}' are not the bye's match points and game points; record skipped",
        hr: "zapis 320: '{mp}' / '{gp}' nisu meč-bodovi i pojedinačni bodovi slobodne ekipe; zapis je preskočen",
        sl: "zapis 320: '{mp}' / '{gp}' niso meč točke in osnovne točke proste ekipe; zapis je preskočen",
    }
    TrfForfeitType {
        en: "record 330: forfeit type '{kind}' is not +-, -+ or --; skipped",
        hr: "zapis 330: vrsta kontumacije '{kind}' nije +-, -+ ni --; preskočeno",
        sl: "zapis 330: vrsta dvoboja brez igre '{kind}' ni +-, -+ ali --; preskočeno",
    }
    TrfForfeitNeedsRoundAndTeams {
        en: "record 330 needs a round and two teams; skipped",
        hr: "zapis 330 treba kolo i dvije ekipe; preskočen",
        sl: "zapis 330 potrebuje kolo in dve ekipi; preskočen",
    }
    TrfAbsenceWithoutRound {
        en: "record 240 without a round; skipped",
        hr: "zapis 240 bez kola; preskočen",
        sl: "zapis 240 brez kola; preskočen",
    }
    TrfAbsenceKind {
        en: "record 240 {kind}: kup has no full- or half-point byes for teams (only the pairing-allocated bye and announced absence); skipped",
        hr: "zapis 240 {kind}: kup nema slobodnih kola za ekipe s punim ili pola boda (samo slobodno kolo iz ždrijeba i najavljeni izostanak); preskočeno",
        sl: "zapis 240 {kind}: kup nima prostih kol za ekipe s celo ali pol točke (le prosto kolo iz žreba in napovedano odsotnost); preskočeno",
    }
    TrfAdjustmentType {
        en: "record 299 type '{kind}': kup keeps no non-standard forfeits or byes; skipped",
        hr: "zapis 299 vrste '{kind}': kup ne vodi nestandardne kontumacije ni slobodna kola; preskočeno",
        sl: "zapis 299 vrste '{kind}': kup ne vodi nestandardnih dvobojev brez igre ali prostih kol; preskočeno",
    }
    TrfAdjustmentNeedsPoints {
        en: "record 299 needs points (columns 14-17) and a round (20-22); skipped",
        hr: "zapis 299 treba bodove (stupci 14-17) i kolo (20-22); preskočen",
        sl: "zapis 299 potrebuje točke (stolpci 14-17) in kolo (20-22); preskočen",
    }
    TrfAdjustmentMatchPoints {
        en: "record 299: '{text}' is not a number of match points; skipped",
        hr: "zapis 299: '{text}' nije broj meč-bodova; preskočeno",
        sl: "zapis 299: '{text}' ni število meč točk; preskočeno",
    }
    TrfKeptApartRounds {
        en: "record 260 without its first and last round; skipped",
        hr: "zapis 260 bez prvog i zadnjeg kola; preskočen",
        sl: "zapis 260 brez prvega in zadnjega kola; preskočen",
    }
    TrfTeamsRepeated {
        en: "records 013 repeat the teams of records 310 (transition period); 310 is used",
        hr: "zapisi 013 ponavljaju ekipe iz zapisa 310 (prijelazno razdoblje); koristi se 310",
        sl: "zapisi 013 ponavljajo ekipe iz zapisov 310 (prehodno obdobje); uporabi se 310",
    }
    TrfNoTeamRecord {
        en: "the file has no team record (310 or 013): kup imports team events only",
        hr: "datoteka nema zapisa ekipe (310 ili 013): kup uvozi samo ekipna natjecanja",
        sl: "datoteka nima zapisa ekipe (310 ali 013): kup uvozi le ekipna tekmovanja",
    }
    TrfTeamNumberUsed {
        en: "team pairing number {number} is already used on line {earlier}",
        hr: "ždrijebni broj ekipe {number} već je upotrijebljen u {earlier}. retku",
        sl: "žrebna številka ekipe {number} je že uporabljena v {earlier}. vrstici",
    }
    TrfTeamNumbersRenumbered {
        en: "team pairing numbers are not 1 to n; kup numbers the teams in the order of their pairing numbers",
        hr: "ždrijebni brojevi ekipa nisu od 1 do n; kup numerira ekipe redom njihovih ždrijebnih brojeva",
        sl: "žrebne številke ekip niso od 1 do n; kup oštevilči ekipe po vrstnem redu njihovih žrebnih številk",
    }
    TrfPlayerWithoutRecord {
        en: "player {number} of {team} has no record 001; left out",
        hr: "igrač {number} ekipe {team} nema zapis 001; izostavljen je",
        sl: "igralec {number} ekipe {team} nima zapisa 001; izpuščen je",
    }
    TrfPlayerOnTwoTeams {
        en: "player {number} is already on another team; left out of {team}",
        hr: "igrač {number} već je u drugoj ekipi; izostavljen je iz ekipe {team}",
        sl: "igralec {number} je že v drugi ekipi; izpuščen je iz ekipe {team}",
    }
    TrfPlayerInNoTeam {
        en: "player {number} is in no team record; not imported",
        hr: "igrač {number} nije ni u jednom zapisu ekipe; nije uvezen",
        sl: "igralec {number} ni v nobenem zapisu ekipe; ni uvožen",
    }
    TrfBoardColoursPattern {
        en: "record 352 '{pattern}' is not a colour sequence of 1 to 16 boards (W, B)",
        hr: "zapis 352 '{pattern}' nije niz boja za 1 do 16 ploča (W, B)",
        sl: "zapis 352 '{pattern}' ni zaporedje barv za 1 do 16 desk (W, B)",
    }
    TrfBoardColoursAlternate {
        en: "record 352 '{pattern}': kup's model has the two teams alternate colours board by board (first-named team White on odd boards)",
        hr: "zapis 352 '{pattern}': u kupovu modelu dvije ekipe izmjenjuju boje od ploče do ploče (prvoimenovana ekipa ima bijele na neparnim pločama)",
        sl: "zapis 352 '{pattern}': v kupovem modelu ekipi izmenjujeta barve od deske do deske (prva ekipa ima bele na lihih deskah)",
    }
    /// The event's facts a file states over the preset's; `{changes}` lists `TrfOverride*`.
    TrfOverrides {
        en: "the event's facts in the file override the preset {preset}: {changes}",
        hr: "podaci o turniru iz datoteke nadjačavaju predložak {preset}: {changes}",
        sl: "podatki o turnirju iz datoteke prevladajo nad predlogo {preset}: {changes}",
    }
    TrfOverrideBoards {
        en: "boards {boards} (preset {preset}), with the byes' and forfeits' game points in proportion",
        hr: "ploča: {boards} (predložak: {preset}), a pojedinačni bodovi slobodnih kola i kontumacija razmjerno",
        sl: "desk: {boards} (predloga: {preset}), osnovne točke prostih kol in dvobojev brez igre pa sorazmerno",
    }
    TrfOverrideMatchPoints {
        en: "match points {win}/{draw}/{loss} (record 362)",
        hr: "meč-bodovi {win}/{draw}/{loss} (zapis 362)",
        sl: "meč točke {win}/{draw}/{loss} (zapis 362)",
    }
    TrfOverrideBye {
        en: "bye worth {mp} MP and {gp} GP (record 320)",
        hr: "slobodno kolo: MB {mp}, pojedinačni bodovi {gp} (zapis 320)",
        sl: "prosto kolo: MT {mp}, osnovne točke {gp} (zapis 320)",
    }
    TrfOverrideReserves {
        en: "{reserves} reserves (the longest roster has {players} players)",
        hr: "pričuva: {reserves} (najduži popis ima igrača: {players})",
        sl: "rezerv: {reserves} (najdaljši seznam ima igralcev: {players})",
    }
    TrfOverrideRounds {
        en: "{rounds} rounds (record 142 / the rounds in the file)",
        hr: "kola: {rounds} (zapis 142 / kola u datoteci)",
        sl: "kol: {rounds} (zapis 142 / kola v datoteki)",
    }
    TrfOverrideCycles {
        en: "{cycles} cycle(s) of the round robin (record 192 {code})",
        hr: "ciklusa turnira svatko sa svakim: {cycles} (zapis 192 {code})",
        sl: "ciklov turnirja vsak z vsakim: {cycles} (zapis 192 {code})",
    }
    TrfOverrideColourModel {
        en: "colour preferences {model} and primary score {primary} (record 192 {code})",
        hr: "želje za bojom {model} i glavni bodovi {primary} (zapis 192 {code})",
        sl: "barvne želje {model} in glavne točke {primary} (zapis 192 {code})",
    }
    TrfColourModelTypeA { en: "Type A", hr: "tipa A", sl: "tipa A" }
    TrfColourModelTypeB { en: "Type B", hr: "tipa B", sl: "tipa B" }
    TrfColourModelNone { en: "none", hr: "bez tipa", sl: "brez tipa" }
    /// `{mode}` is a `SwissPairing*` name.
    TrfOverrideSwissPairing { en: "{mode} (record 192 {code})", hr: "{mode} (zapis 192 {code})", sl: "{mode} (zapis 192 {code})" }
    /// `kup engine --system` over a record 192 naming the other system: `{named}` and
    /// `{used}` are `SwissPairing*` names.
    TrfTypeOverruled {
        en: "record 192 {code} names: {named}; paired by the system asked for instead: {used}",
        hr: "zapis 192 {code} navodi: {named}; umjesto toga sparuje se zatraženim sustavom: {used}",
        sl: "zapis 192 {code} navaja: {named}; namesto tega se žreba po zahtevanem sistemu: {used}",
    }
    TrfForeignType {
        en: "record 192 {code}: pairings are taken as they are in the file; kup's C.04.6 checks may not apply",
        hr: "zapis 192 {code}: parovi se preuzimaju kakvi su u datoteci; kupove provjere po C.04.6 možda ne vrijede",
        sl: "zapis 192 {code}: pari se prevzamejo, kot so v datoteki; kupova preverjanja po C.04.6 morda ne veljajo",
    }
    TrfTooManyRounds {
        en: "the file has {rounds} rounds, the preset's system plays {planned} with {teams} teams; choose a preset with the event's system",
        hr: "datoteka ima kola: {rounds}, a sustav predloška s {teams} ekipa igra ih {planned}; odaberite predložak sa sustavom ovog turnira",
        sl: "datoteka ima kol: {rounds}, sistem predloge z {teams} ekipami pa jih igra {planned}; izberite predlogo s sistemom tega turnirja",
    }
    /// Records read and not kept: `{records}` lists `TrfUnusedRecord`s.
    TrfUnusedRecords {
        en: "records read but not kept by kup: {records}",
        hr: "zapisi koje kup čita, ali ne čuva: {records}",
        sl: "zapisi, ki jih kup prebere, a ne shrani: {records}",
    }
    TrfUnusedRecord { en: "{tag} (line {line}: {why})", hr: "{tag} ({line}. redak: {why})", sl: "{tag} ({line}. vrstica: {why})" }
    TrfUnusedCounts {
        en: "counts of players and teams; kup counts them itself",
        hr: "broj igrača i ekipa; kup ih sam broji",
        sl: "število igralcev in ekip; kup jih prešteje sam",
    }
    TrfUnusedTypeInWords {
        en: "type of tournament in words; the preset and record 192 decide",
        hr: "vrsta turnira riječima; odlučuju predložak i zapis 192",
        sl: "vrsta turnirja z besedami; odločata predloga in zapis 192",
    }
    TrfUnusedRoundDates {
        en: "round dates; kup keeps start times in the preset's schedule",
        hr: "datumi kola; kup vodi početke prema rasporedu iz predloška",
        sl: "datumi kol; kup vodi začetke po razporedu iz predloge",
    }
    TrfUnusedScoring { en: "game scoring; kup scores games 1, ½, 0", hr: "bodovanje partija; kup boduje partije 1, ½, 0", sl: "točkovanje partij; kup točkuje partije 1, ½, 0" }
    TrfUnusedRankMethod {
        en: "starting-rank method; the preset's team rating decides",
        hr: "način određivanja startnih brojeva; odlučuje rejting ekipe iz predloška",
        sl: "način določanja startnih številk; odloča rating ekipe iz predloge",
    }
    TrfUnusedController { en: "pairing controller", hr: "kontrolor sparivanja", sl: "nadzornik žrebanja" }
    TrfUnusedTiebreaks {
        en: "tie-breaks; the preset's chain ranks the teams",
        hr: "dodatni kriteriji; ekipe se rangiraju po kriterijima iz predloška",
        sl: "dodatna merila; ekipe se razvrstijo po merilih iz predloge",
    }
    TrfUnusedTimeControl {
        en: "encoded time control; record 122 is kept",
        hr: "kodirani tempo igre; čuva se zapis 122",
        sl: "kodiran tempo igre; shrani se zapis 122",
    }
    TrfUnusedBoardDetail {
        en: "informative team results with board detail; the 001 records give it",
        hr: "informativni rezultati ekipa po pločama; daju ih zapisi 001",
        sl: "informativni izidi ekip po deskah; dajejo jih zapisi 001",
    }
    TrfPairedWithItself {
        en: "round {round}: team {team} is paired with itself; ignored",
        hr: "{round}. kolo: ekipa {team} sparena je sama sa sobom; zanemareno",
        sl: "{round}. kolo: ekipa {team} je v paru sama s sabo; prezrto",
    }
    TrfPairedTwice {
        en: "round {round}: {team} is paired with {first} and with {second}; the first is kept",
        hr: "{round}. kolo: {team} sparena je s {first} i s {second}; zadržava se prvi par",
        sl: "{round}. kolo: {team} je v paru z {first} in z {second}; obdrži se prvi par",
    }
    TrfColoursDisagree {
        en: "round {round}: the colours disagree on which team had White on board 1; {team} is taken as first-named",
        hr: "{round}. kolo: boje se ne slažu u tome koja je ekipa imala bijele na 1. ploči; {team} se uzima kao prvoimenovana",
        sl: "{round}. kolo: barve se ne ujemajo v tem, katera ekipa je imela bele na 1. deski; {team} se vzame kot prva ekipa",
    }
    TrfOpponentInNoTeam {
        en: "round {round}: opponent {opponent} is in no team; game ignored",
        hr: "{round}. kolo: protivnik {opponent} nije ni u jednoj ekipi; partija je zanemarena",
        sl: "{round}. kolo: nasprotnik {opponent} ni v nobeni ekipi; partija je prezrta",
    }
    TrfForfeitNoSuchTeam {
        en: "record 330: team {white} or {black} does not exist; ignored",
        hr: "zapis 330: ekipa {white} ili {black} ne postoji; zanemareno",
        sl: "zapis 330: ekipa {white} ali {black} ne obstaja; prezrto",
    }
    TrfTeamRoundNoSuchTeam {
        en: "record 802: team {team} does not exist; ignored",
        hr: "zapis 802: ekipa {team} ne postoji; zanemareno",
        sl: "zapis 802: ekipa {team} ne obstaja; prezrto",
    }
    TrfTeamRoundNoSuchOpponent {
        en: "record 802, round {round}: opponent {opponent} does not exist; ignored",
        hr: "zapis 802, {round}. kolo: protivnik {opponent} ne postoji; zanemareno",
        sl: "zapis 802, {round}. kolo: nasprotnik {opponent} ne obstaja; prezrto",
    }
    TrfByeAlsoPaired {
        en: "record 320, round {round}: team {team} has the bye but is also paired; the pairing is kept",
        hr: "zapis 320, {round}. kolo: ekipa {team} je slobodna, ali je i sparena; zadržava se par",
        sl: "zapis 320, {round}. kolo: ekipa {team} je prosta, a je tudi v paru; obdrži se par",
    }
    TrfSecondBye {
        en: "record 320, round {round}: a second team with the bye; kup gives one bye per round",
        hr: "zapis 320, {round}. kolo: druga slobodna ekipa; kup daje jedno slobodno kolo po kolu",
        sl: "zapis 320, {round}. kolo: druga prosta ekipa; kup da eno prosto kolo na kolo",
    }
    TrfRecordRoundNoSuchTeam {
        en: "record {record}, round {round}: team {team} does not exist",
        hr: "zapis {record}, {round}. kolo: ekipa {team} ne postoji",
        sl: "zapis {record}, {round}. kolo: ekipa {team} ne obstaja",
    }
    TrfAbsentButPaired {
        en: "record 240 Z, round {round}: team {team} is paired; the absence is ignored",
        hr: "zapis 240 Z, {round}. kolo: ekipa {team} je sparena; izostanak je zanemaren",
        sl: "zapis 240 Z, {round}. kolo: ekipa {team} je v paru; odsotnost je prezrta",
    }
    TrfForfeitOpponentTaken {
        en: "round {round}: {winner} won by forfeit against no named team and {other} is the only team left unpaired; taken as its opponent",
        hr: "{round}. kolo: {winner} je pobijedila kontumacijom bez navedenog protivnika, a {other} je jedina nesparena ekipa; uzima se kao njezin protivnik",
        sl: "{round}. kolo: {winner} je zmagala brez igre brez navedenega nasprotnika, {other} pa je edina ekipa brez para; vzame se kot njen nasprotnik",
    }
    TrfForfeitOpponentUnknown {
        en: "round {round}: {winners} played without a named opponent and the unpaired teams ({others}) do not tell which; left unpaired",
        hr: "{round}. kolo: {winners} igrala je bez navedenog protivnika, a iz nesparenih ekipa ({others}) ne vidi se koji je; ostaje bez para",
        sl: "{round}. kolo: {winners} je igrala brez navedenega nasprotnika, iz ekip brez para ({others}) pa ni razvidno, kateri je; ostane brez para",
    }
    /// A command the importer ran was refused: `{where}` a `TrfWhere*`, `{refusal}` the refusal.
    TrfRefused { en: "{where}: {refusal}", hr: "{where}: {refusal}", sl: "{where}: {refusal}" }
    TrfNoName {
        en: "record 012 (tournament name) is missing; the event is called '{name}'",
        hr: "nedostaje zapis 012 (naziv turnira); turnir se zove '{name}'",
        sl: "manjka zapis 012 (ime turnirja); turnir se imenuje '{name}'",
    }
    TrfEndBeforeStart {
        en: "record 052: the end date is before the start date; not imported",
        hr: "zapis 052: datum završetka je prije datuma početka; nije uvezen",
        sl: "zapis 052: datum konca je pred datumom začetka; ni uvožen",
    }
    TrfNationalWithoutPlayer {
        en: "NRS record for player {player}, who has no record 001",
        hr: "zapis NRS za igrača {player}, koji nema zapis 001",
        sl: "zapis NRS za igralca {player}, ki nima zapisa 001",
    }
    TrfTeamRenamed {
        en: "{refusal}; the team is called '{name}'",
        hr: "{refusal}; ekipa se zove '{name}'",
        sl: "{refusal}; ekipa se imenuje '{name}'",
    }
    TrfWithoutFideId {
        en: "{refusal}; imported without the FIDE ID",
        hr: "{refusal}; uvezen bez FIDE ID-a",
        sl: "{refusal}; uvožen brez FIDE ID",
    }
    TrfPlayerNotImported {
        en: "player {number} not imported: {refusal}",
        hr: "igrač {number} nije uvezen: {refusal}",
        sl: "igralec {number} ni uvožen: {refusal}",
    }
    TrfKeptApartUnknownTeam {
        en: "record 260 names a team that has no record 310 or 013; skipped",
        hr: "zapis 260 navodi ekipu koja nema zapis 310 ni 013; preskočen",
        sl: "zapis 260 navaja ekipo, ki nima zapisa 310 ali 013; preskočen",
    }
    TrfKeptApartNotImported {
        en: "prohibited pairing not imported: {refusal}",
        hr: "zabranjeni par nije uvezen: {refusal}",
        sl: "prepovedan par ni uvožen: {refusal}",
    }
    TrfPlaysNoRound {
        en: "{team} plays in no round; taken as withdrawn from round 1",
        hr: "{team} ne igra ni u jednom kolu; uzima se kao povučena od 1. kola",
        sl: "{team} ne igra v nobenem kolu; vzame se kot umaknjena od 1. kola",
    }
    TrfLateEntry {
        en: "{team} first plays in round {round}; taken as a late entry",
        hr: "{team} prvi put igra u {round}. kolu; uzima se kao naknadno prijavljena",
        sl: "{team} prvič igra v {round}. kolu; vzame se kot naknadno prijavljena",
    }
    TrfWithdrawn {
        en: "{team} plays no round after round {last}; taken as withdrawn from round {from}",
        hr: "{team} ne igra nakon {last}. kola; uzima se kao povučena od {from}. kola",
        sl: "{team} ne igra po {last}. kolu; vzame se kot umaknjena od {from}. kola",
    }
    TrfGapAbsence {
        en: "{team} is not paired in round {round} and no record 240 Z says so; taken as an announced absence",
        hr: "{team} nije sparena u {round}. kolu, a nijedan zapis 240 Z to ne navodi; uzima se kao najavljeni izostanak",
        sl: "{team} ni v paru v {round}. kolu in noben zapis 240 Z tega ne navaja; vzame se kot napovedana odsotnost",
    }
    TrfNoColourKnown {
        en: "round {round}: no colour is known for {home} - {away}; the team with the smaller pairing number is taken as first-named",
        hr: "{round}. kolo: za {home} - {away} nije poznata boja; ekipa s manjim ždrijebnim brojem uzima se kao prvoimenovana",
        sl: "{round}. kolo: za {home} - {away} barva ni znana; ekipa z manjšo žrebno številko se vzame kot prva ekipa",
    }
    TrfAbsenceNotImported {
        en: "announced absence not imported: {refusal}",
        hr: "najavljeni izostanak nije uvezen: {refusal}",
        sl: "napovedana odsotnost ni uvožena: {refusal}",
    }
    TrfAdjustmentNoBoard {
        en: "record 299: player {number} played no board in round {round}; skipped",
        hr: "zapis 299: igrač {number} nije igrao ni na jednoj ploči u {round}. kolu; preskočeno",
        sl: "zapis 299: igralec {number} v {round}. kolu ni igral na nobeni deski; preskočeno",
    }
    TrfAdjustmentNoSuchTeam {
        en: "record 299: team {team} does not exist; skipped",
        hr: "zapis 299: ekipa {team} ne postoji; preskočeno",
        sl: "zapis 299: ekipa {team} ne obstaja; preskočeno",
    }
    /// The reason of a penalty read from record 299 (`kup penalty list`, `kup show`).
    TrfPenaltyReason { en: "TRF record 299, line {line}", hr: "TRF zapis 299, {line}. redak", sl: "TRF zapis 299, {line}. vrstica" }
    TrfPenaltyNotImported {
        en: "penalty not imported: {refusal}",
        hr: "kazna nije uvezena: {refusal}",
        sl: "kazen ni uvožena: {refusal}",
    }
    TrfEmptyBoard {
        en: "round {round}: board {board} of {team} was empty; kup's lineup lists the players board by board without gaps, so the players below it move up in the lineup (the results stay on their boards)",
        hr: "{round}. kolo: {board}. ploča ekipe {team} bila je prazna; kupov sastav navodi igrače ploču po ploču bez praznina, pa se igrači ispod nje pomiču naviše u sastavu (rezultati ostaju na svojim pločama)",
        sl: "{round}. kolo: {board}. deska ekipe {team} je bila prazna; kupova postava navaja igralce desko za desko brez vrzeli, zato se igralci pod njo v postavi pomaknejo navzgor (izidi ostanejo na svojih deskah)",
    }
    TrfTooManyPlayers {
        en: "round {round}: {team} fielded {players} players on {boards} boards; the lineup keeps the first {boards}",
        hr: "{round}. kolo: {team} je postavila igrača: {players} na ploča: {boards}; sastav zadržava prvih {boards}",
        sl: "{round}. kolo: {team} je postavila igralcev: {players} na desk: {boards}; postava obdrži prvih {boards}",
    }
    TrfResultsDisagree {
        en: "round {round}, board {board}: the two players' results '{first}' and '{second}' disagree; the first-named team's is used",
        hr: "{round}. kolo, {board}. ploča: rezultati dvaju igrača '{first}' i '{second}' ne slažu se; koristi se rezultat prvoimenovane ekipe",
        sl: "{round}. kolo, {board}. deska: izida igralcev '{first}' in '{second}' se ne ujemata; uporabi se izid prve ekipe",
    }
    TrfOpponentMismatch {
        en: "round {round}, board {board}: the record names opponent {opponent} with colour {colour}, the lineups put player {player} opposite with colour {expected}",
        hr: "{round}. kolo, {board}. ploča: zapis navodi protivnika {opponent} s bojom {colour}, a prema sastavima nasuprot sjedi igrač {player} s bojom {expected}",
        sl: "{round}. kolo, {board}. deska: zapis navaja nasprotnika {opponent} z barvo {colour}, po postavah pa nasproti sedi igralec {player} z barvo {expected}",
    }
    TrfNoResult {
        en: "round {round}: {home} - {away} has no game and no match score in the file; left without result",
        hr: "{round}. kolo: {home} - {away} u datoteci nema ni partije ni rezultata meča; ostaje bez rezultata",
        sl: "{round}. kolo: {home} - {away} v datoteki nima ne partije ne izida dvoboja; ostane brez izida",
    }
    TrfTotalsDiffer {
        en: "{team}: the file gives {file_mp} MP and {file_gp} GP, kup computes {mp} MP and {gp} GP under preset {preset} (compare the preset's bye, forfeit and absence values with the event's)",
        hr: "{team}: u datoteci MB {file_mp}, pojedinačni bodovi {file_gp}; kup po predlošku {preset} računa MB {mp}, pojedinačni bodovi {gp} (usporedite vrijednosti slobodnog kola, kontumacije i izostanka iz predloška s onima ovog turnira)",
        sl: "{team}: v datoteki MT {file_mp}, osnovne točke {file_gp}; kup po predlogi {preset} izračuna MT {mp}, osnovne točke {gp} (primerjajte vrednosti prostega kola, dvoboja brez igre in odsotnosti iz predloge s tistimi tega turnirja)",
    }
    TrfRoundPointsDiffer {
        en: "{team}, round {round}: the file gives {file} GP, kup computes {kup}",
        hr: "{team}, {round}. kolo: pojedinačni bodovi u datoteci {file}, kup računa {kup}",
        sl: "{team}, {round}. kolo: osnovne točke v datoteki {file}, kup izračuna {kup}",
    }
    TrfIndividualHasTeams {
        en: "the file has team records (310/013): it is a team event, paired in the legacy team mode",
        hr: "datoteka ima zapise ekipa (310/013): to je ekipno natjecanje, sparuje se starim ekipnim načinom",
        sl: "datoteka ima zapise ekip (310/013): to je ekipno tekmovanje, žreba se po starem ekipnem načinu",
    }
    TrfIndividualNoPlayers {
        en: "the file has no player records (001): nothing to pair",
        hr: "datoteka nema zapisa igrača (001): nema se što spariti",
        sl: "datoteka nima zapisov igralcev (001): ni česa žrebati",
    }
    /// A Swiss without its number of rounds; `{rule}` is `TrfRoundsRuleDutch` or `…Swiss`.
    TrfRoundsMissing {
        en: "record 142 (or XXR) is missing: a Swiss is paired knowing its number of rounds ({rule})",
        hr: "nedostaje zapis 142 (ili XXR): švicarski sustav sparuje se uz poznat broj kola ({rule})",
        sl: "manjka zapis 142 (ali XXR): švicarski sistem se žreba ob znanem številu kol ({rule})",
    }
    TrfRoundsRuleDutch {
        en: "C.04.3 A.7: topscorers exist in the last round",
        hr: "C.04.3 A.7: vodeći po bodovima postoje u zadnjem kolu",
        sl: "C.04.3 A.7: vodilni po točkah obstajajo v zadnjem kolu",
    }
    TrfRoundsRuleSwiss {
        en: "C.04.6 2.3.4 and 2.3.7 lapse in the last two",
        hr: "C.04.6 2.3.4 i 2.3.7 ne vrijede u zadnja dva kola",
        sl: "C.04.6 2.3.4 in 2.3.7 ne veljata v zadnjih dveh kolih",
    }
    /// `kup import trf` and `kup engine` on a file: `{command}` is the subcommand's name.
    TrfCommandFailed { en: "{command}: {problem}", hr: "{command}: {problem}", sl: "{command}: {problem}" }
    TrfFileFailed { en: "{command}: {path}: {problem}", hr: "{command}: {path}: {problem}", sl: "{command}: {path}: {problem}" }
    TrfNotUtf8 {
        en: "{path} is not UTF-8 text (byte {byte}); TRF-2026 files are UTF-8",
        hr: "{path} nije tekst u UTF-8 (bajt {byte}); datoteke TRF-2026 pišu se u UTF-8",
        sl: "{path} ni besedilo v UTF-8 (bajt {byte}); datoteke TRF-2026 so v UTF-8",
    }
    TrfImported {
        en: "imported {teams} teams and {rounds} rounds into {dir}",
        hr: "uvezeno u {dir}: ekipa {teams}, kola {rounds}",
        sl: "uvoženo v {dir}: ekip {teams}, kol {rounds}",
    }
    TrfAllRoundsPlayed {
        en: "all {rounds} rounds of the event (record 142) are played: there is no round to pair",
        hr: "odigrana su sva kola turnira ({rounds}, zapis 142): nema kola za sparivanje",
        sl: "odigrana so vsa kola turnirja ({rounds}, zapis 142): ni kola za žrebanje",
    }
    /// A refused command: the field and the rule (`CommandError::text`).
    Refusal { en: "{field}: {rule}", hr: "{field}: {rule}", sl: "{field}: {rule}" }
    RefuseImportStep {
        en: "{rule} (change {step} of {steps} from {source}; nothing was imported)",
        hr: "{rule} ({step}. od {steps} promjena iz {source}; ništa nije uvezeno)",
        sl: "{rule} ({step}. od {steps} sprememb iz {source}; nič ni uvoženo)",
    }

    // The full-screen program: tabs, header, status line.
    TabRosters { en: "Rosters", hr: "Prijave", sl: "Ekipe" }
    TabRound { en: "Round", hr: "Kolo", sl: "Kolo" }
    TabClock { en: "Clock", hr: "Sat", sl: "Ura" }
    TabStandings { en: "Standings", hr: "Poredak", sl: "Lestvica" }
    TabTiebreaks { en: "Tiebreaks", hr: "Dodatni kriteriji", sl: "Kriteriji" }
    RoundOf {
        en: "Round {round} of {rounds}",
        hr: "{round}. kolo od {rounds}",
        sl: "{round}. kolo od {rounds}",
    }
    NextRoundAt {
        en: "next: round {round} at {when}",
        hr: "sljedeće: {round}. kolo u {when}",
        sl: "naslednje: {round}. kolo ob {when}",
    }
    StatusKeys {
        en: "? help  : commands  u undo  q quit",
        hr: "? pomoć  : naredbe  u poništi  q izlaz",
        sl: "? pomoč  : ukazi  u razveljavi  q izhod",
    }
    StatusReadOnly {
        en: "read-only: another kup holds this tournament; nothing can be changed",
        hr: "samo za čitanje: turnir drži drugi kup; ništa se ne može mijenjati",
        sl: "samo za branje: turnir drži drug kup; ničesar ni mogoče spremeniti",
    }

    // Round and Standings views.
    RoundLocked {
        en: " read-only: L unlocks ",
        hr: " samo za čitanje: L otključava ",
        sl: " samo za branje: L odklene ",
    }
    NoRoundPaired {
        en: "No round is paired yet.",
        hr: "Još nijedno kolo nije spareno.",
        sl: "Nobeno kolo še nima parov.",
    }
    RoundHasNoMatches {
        en: "Round {round} has no matches.",
        hr: "{round}. kolo nema mečeva.",
        sl: "{round}. kolo nima dvobojev.",
    }
    Bye { en: "bye", hr: "slobodna", sl: "prosta" }
    Absent { en: "absent", hr: "odsutna", sl: "odsotna" }
    ColumnTable { en: "Tbl", hr: "Stol", sl: "Miza" }
    ColumnFirstNamedTeam { en: "First-named team", hr: "Prvoimenovana ekipa", sl: "Prva ekipa" }
    ColumnScore { en: "Score", hr: "Rezultat", sl: "Rezultat" }
    ColumnSecondNamedTeam { en: "Second-named team", hr: "Drugoimenovana ekipa", sl: "Druga ekipa" }
    /// Match points, as a column heading (the crosstables' "MB").
    ColumnMatchPoints { en: "MP", hr: "MB", sl: "MT" }
    /// Game points, as a column heading (the crosstables' "Bod.").
    ColumnGamePoints { en: "GP", hr: "Bod.", sl: "Toč." }
    ColumnRank { en: "Rk", hr: "Mj.", sl: "Mes." }
    ColumnNumber { en: "No", hr: "Br.", sl: "Št." }
    ColumnTeam { en: "Team", hr: "Ekipa", sl: "Ekipa" }
    NoPlayer { en: "(no player)", hr: "(nema igrača)", sl: "(ni igralca)" }
    /// The initial of White on a board row.
    WhiteInitial { en: "W", hr: "B", sl: "B" }
    /// The initial of Black on a board row.
    BlackInitial { en: "B", hr: "C", sl: "Č" }
    HintResult { en: "result", hr: "rezultat", sl: "rezultat" }
    HintForfeit { en: "forfeit", hr: "kontumacija", sl: "brez igre" }
    HintClear { en: "clear", hr: "briši", sl: "briši" }
    HintTable { en: "table", hr: "stol", sl: "miza" }
    HintRound { en: "round", hr: "kolo", sl: "kolo" }
    HintPick { en: "pick", hr: "odaberi", sl: "izberi" }
    HintTiedForPrizes { en: "tied for 1-3", hr: "izjednačeni za 1.-3.", sl: "izenačeni za 1.-3." }
    HintTerms { en: "terms", hr: "članovi", sl: "členi" }
    HintHelp { en: "help", hr: "pomoć", sl: "pomoč" }
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

    // Printouts for people and the CLI in the reader's language (engineer `lang`'s block).
    ReportPlayersTitle {
        en: "{event}: alphabetical list of players",
        hr: "{event}: abecedni popis igrača",
        sl: "{event}: abecedni seznam igralcev",
    }
    ReportPairingsTitle {
        en: "{event} — round {round}",
        hr: "{event} — {round}. kolo",
        sl: "{event} — {round}. kolo",
    }
    ReportCrosstableTitle {
        en: "{event} — crosstable after round {round}",
        hr: "{event} — tablica susreta nakon {round}. kola",
        sl: "{event} — tabela srečanj po {round}. kolu",
    }
    ReportBoardsTitle {
        en: "{event} — board results after round {round}",
        hr: "{event} — rezultati po pločama nakon {round}. kola",
        sl: "{event} — rezultati po deskah po {round}. kolu",
    }
    ReportTableCaption {
        en: "Table {table}: {first_no} {first} – {second_no} {second}",
        hr: "Stol {table}: {first_no} {first} – {second_no} {second}",
        sl: "Miza {table}: {first_no} {first} – {second_no} {second}",
    }
    ReportBoardCaption { en: "Board {board}", hr: "{board}. ploča", sl: "{board}. deska" }
    ReportForfeit { en: "forfeit", hr: "kontumacija", sl: "brez igre" }
    ReportScheduledStart { en: "Start: {when}", hr: "Početak: {when}", sl: "Začetek: {when}" }
    ReportBye {
        en: "Bye: {number} {team} ({match_points} MP, {game_points} GP)",
        hr: "Slobodna: {number} {team} ({match_points} MB, {game_points} bod.)",
        sl: "Prosta: {number} {team} ({match_points} MT, {game_points} toč.)",
    }
    ReportAbsent {
        en: "Absent (announced): {number} {team}",
        hr: "Odsutna (najavljeno): {number} {team}",
        sl: "Odsotna (najavljeno): {number} {team}",
    }
    ColumnWhite { en: "White", hr: "Bijeli", sl: "Beli" }
    ColumnBlack { en: "Black", hr: "Crni", sl: "Črni" }
    ColumnResult { en: "Result", hr: "Rezultat", sl: "Izid" }
    ReportStandingsTitle {
        en: "{event} — standings after round {round}",
        hr: "{event} — poredak nakon {round}. kola",
        sl: "{event} — lestvica po {round}. kolu",
    }
    ColumnTitle { en: "Title", hr: "Titula", sl: "Naziv" }
    ColumnFederation { en: "Fed", hr: "Fed.", sl: "Fed." }

    CliPairingsTitle { en: "Round {round}", hr: "{round}. kolo", sl: "{round}. kolo" }
    CliRoundNotPaired {
        en: "round: {round} is not paired (paired rounds: 1 to {paired})",
        hr: "kolo: {round}. kolo nije spareno (sparena kola: 1 do {paired})",
        sl: "kolo: {round}. kolo nima parov (kola s pari: 1 do {paired})",
    }
    CliNoSuchTeam {
        en: "team: no team has starting number {number} (the teams are 1 to {count})",
        hr: "ekipa: nijedna ekipa nema startni broj {number} (ekipe su od 1 do {count})",
        sl: "ekipa: nobena ekipa nima startne številke {number} (ekipe so od 1 do {count})",
    }

    // `kup crosstable`, `kup boards`, `kup new`, `kup export` in the reader's language
    // (engineer `rosters`'s block).
    CliAfterRoundNotPaired {
        en: "after-round: round {round} is not paired (paired rounds: {paired})",
        hr: "after-round: {round}. kolo nije spareno (sparenih kola: {paired})",
        sl: "after-round: {round}. kolo nima parov (kol s pari: {paired})",
    }
    CliNoBoardResults {
        en: "no board results yet",
        hr: "još nema rezultata po pločama",
        sl: "še ni rezultatov po deskah",
    }
    CliCreated { en: "created {dir}", hr: "stvoreno {dir}", sl: "ustvarjeno {dir}" }
    CliNewNeedsRegulation {
        en: "new: give --preset NAME or --regulation FILE",
        hr: "new: zadajte --preset NAZIV ili --regulation DATOTEKA",
        sl: "new: podajte --preset IME ali --regulation DATOTEKA",
    }
    CliRegulationUnreadable {
        en: "regulation: cannot read {path}: {problem}",
        hr: "pravilnik: ne mogu pročitati {path}: {problem}",
        sl: "pravilnik: ne morem prebrati {path}: {problem}",
    }
    CliFederationCode {
        en: "federation: '{federation}' is not a three-letter code such as CRO or SLO",
        hr: "savez: '{federation}' nije troslovna oznaka poput CRO ili SLO",
        sl: "zveza: '{federation}' ni tričrkovna oznaka, kot sta CRO in SLO",
    }
    /// An export's warning or refusal: `{problem}` says what.
    ExportProblem { en: "export: {problem}", hr: "izvoz: {problem}", sl: "izvoz: {problem}" }
    ExportTrfIsWholeEvent {
        en: "export: a TRF is the whole event; --what and --round are for html, csv and txt",
        hr: "izvoz: TRF je cijeli turnir; --what i --round su za html, csv i txt",
        sl: "izvoz: TRF je ves turnir; --what in --round sta za html, csv in txt",
    }
    ExportWhatNeeded {
        en: "export: --what pairings|standings|crosstable|boards|players is needed for html, csv and txt",
        hr: "izvoz: html, csv i txt trebaju --what pairings|standings|crosstable|boards|players",
        sl: "izvoz: html, csv in txt potrebujejo --what pairings|standings|crosstable|boards|players",
    }
    ExportStdoutFailed {
        en: "export: cannot write to standard output: {problem}",
        hr: "izvoz: ne mogu pisati na standardni izlaz: {problem}",
        sl: "izvoz: ne morem pisati na standardni izhod: {problem}",
    }
    ExportCannotCreate {
        en: "export: cannot create a file next to {path}: {problem}",
        hr: "izvoz: ne mogu stvoriti datoteku uz {path}: {problem}",
        sl: "izvoz: ne morem ustvariti datoteke ob {path}: {problem}",
    }
    ExportCannotWrite {
        en: "export: cannot write {path}: {problem}",
        hr: "izvoz: ne mogu zapisati {path}: {problem}",
        sl: "izvoz: ne morem zapisati {path}: {problem}",
    }
    ExportNamesNoFile {
        en: "export: {path} names no file",
        hr: "izvoz: {path} ne imenuje datoteku",
        sl: "izvoz: {path} ne imenuje datoteke",
    }
    ExportWrote { en: "wrote {path}", hr: "zapisano {path}", sl: "zapisano {path}" }
    /// `kup presets`: a preset's system and boards under its title (the title stays in the
    /// seed's own language). Counts after a colon, so no plural forms are needed.
    PresetBoards {
        en: "boards: {boards}, reserves: up to {reserves}",
        hr: "ploče: {boards}, pričuve: do {reserves}",
        sl: "deske: {boards}, rezerve: do {reserves}",
    }
    PresetSwiss {
        en: "Swiss system, rounds: {rounds}",
        hr: "švicarski sustav, kola: {rounds}",
        sl: "švicarski sistem, kola: {rounds}",
    }
    PresetRoundRobin { en: "Berger round robin", hr: "Bergerov sustav", sl: "Bergerjev sistem" }
    PresetDoubleRoundRobin {
        en: "double Berger round robin",
        hr: "dvokružni Bergerov sustav",
        sl: "dvokrožni Bergerjev sistem",
    }
    PresetRoundRobinUpTo {
        en: "Berger round robin up to {teams} teams, else Swiss, rounds: {rounds}",
        hr: "Bergerov sustav do {teams} ekipa, inače švicarski, kola: {rounds}",
        sl: "Bergerjev sistem do {teams} ekip, sicer švicarski, kola: {rounds}",
    }
    ReportNoRoundPaired {
        en: "round: no round is paired yet",
        hr: "kolo: još nijedno kolo nije spareno",
        sl: "kolo: nobeno kolo še nima parov",
    }
    TrfScoreOnly {
        en: "round {round}, table {table}: only the match score is known; TRF16 has no record for it (TRF-2026 writes it in record 802)",
        hr: "{round}. kolo, stol {table}: poznat je samo rezultat meča; TRF16 za njega nema zapis (TRF-2026 ga piše u zapis 802)",
        sl: "{round}. kolo, miza {table}: znan je samo izid dvoboja; TRF16 zanj nima zapisa (TRF-2026 ga zapiše v zapis 802)",
    }
    TrfTeamNameCut {
        en: "team name '{team}' is longer than the {width} columns of records 310/013; written cut",
        hr: "ime ekipe '{team}' dulje je od {width} stupaca zapisa 310/013; zapisano skraćeno",
        sl: "ime ekipe '{team}' je daljše od {width} stolpcev zapisov 310/013; zapisano skrajšano",
    }
    TrfPenaltyNoTrf16 {
        en: "{penalty}: TRF16 has no record for a penalty (TRF-2026 writes it in record 299); the games are written as played",
        hr: "{penalty}: TRF16 nema zapis za kaznu (TRF-2026 je piše u zapis 299); partije su zapisane kako su odigrane",
        sl: "{penalty}: TRF16 nima zapisa za kazen (TRF-2026 jo zapiše v zapis 299); partije so zapisane, kot so bile odigrane",
    }

    // The store's errors (`store::StoreError::text`, `SnapshotError::text`).
    /// The operating system's message, which kup has only in English.
    SnapshotIo { en: "{problem}", hr: "{problem}", sl: "{problem}" }
    SnapshotUnreadable { en: "unreadable", hr: "nečitljiva", sl: "neberljiv" }
    SnapshotEmpty { en: "the file is empty", hr: "datoteka je prazna", sl: "datoteka je prazna" }
    /// `{problem}` is the RON parser's message (English).
    SnapshotParse {
        en: "not a kup snapshot: {problem}",
        hr: "nije kupova snimka stanja: {problem}",
        sl: "ni kupov posnetek stanja: {problem}",
    }
    SnapshotNewer {
        en: "written by a newer kup (format {found}, this kup reads up to {readable})",
        hr: "zapisao ju je noviji kup (format {found}, ovaj kup čita do {readable})",
        sl: "zapisal jo je novejši kup (format {found}, ta kup bere do {readable})",
    }
    SnapshotUnknownVersion {
        en: "format_version {found} is no kup snapshot format (they are 1 to {readable})",
        hr: "format_version {found} nije format kupove snimke (formati su 1 do {readable})",
        sl: "format_version {found} ni format kupovega posnetka (formati so 1 do {readable})",
    }
    SnapshotImpossible {
        en: "impossible data: {problem}",
        hr: "nemogući podaci: {problem}",
        sl: "nemogoči podatki: {problem}",
    }
    StoreExists {
        en: "{path} already holds a tournament",
        hr: "{path} već sadrži turnir",
        sl: "{path} že vsebuje turnir",
    }
    StoreMissing {
        en: "{path} holds no tournament ({file} is missing)",
        hr: "{path} ne sadrži turnir (nema datoteke {file})",
        sl: "{path} ne vsebuje turnirja (ni datoteke {file})",
    }
    /// `{next}` is [`Msg::StoreNewestGood`] or [`Msg::StoreNoGoodSnapshot`].
    StoreBroken {
        en: "{file} could not be read ({problem}); it was set aside as {aside}; {next}",
        hr: "{file} nije čitljiv ({problem}); premješten je u {aside}; {next}",
        sl: "{file} ni berljiv ({problem}); premaknjen je v {aside}; {next}",
    }
    StoreNewestGood {
        en: "the newest good snapshot is number {number} ({what}), restore it with `kup recover`",
        hr: "najnovija ispravna snimka je broj {number} ({what}), vrati je s `kup recover`",
        sl: "najnovejši veljavni posnetek je številka {number} ({what}), obnovi ga s `kup recover`",
    }
    StoreNoGoodSnapshot {
        en: "no earlier snapshot is readable",
        hr: "nijedna ranija snimka nije čitljiva",
        sl: "noben prejšnji posnetek ni berljiv",
    }
    StoreReadOnly {
        en: "the tournament is open read-only (another kup holds the lock: {holder})",
        hr: "turnir je otvoren samo za čitanje (zaključao ga je drugi kup: {holder})",
        sl: "turnir je odprt samo za branje (zaklenil ga je drug kup: {holder})",
    }
    StoreNothingToUndo { en: "nothing to undo", hr: "nema se što poništiti", sl: "ničesar ni za razveljaviti" }
    StoreNothingToRedo { en: "nothing to redo", hr: "nema se što ponoviti", sl: "ničesar ni za ponoviti" }

    // `kup late`, `kup forfeits`, the CLI's usage errors, kup's own penalty reasons, the
    // store's and the regulation's errors (engineer `lang`'s block, issue #11 remainder).
    CliNoRoundPaired {
        en: "round: no round is paired yet",
        hr: "kolo: još nijedno kolo nije spareno",
        sl: "kolo: nobeno kolo še nima parov",
    }
    CliNoMatchInRound {
        en: "team: team {number} has no match in round {round} (bye, absent or not in the event)",
        hr: "ekipa: ekipa {number} nema meč u {round}. kolu (slobodna je, odsutna ili ne sudjeluje)",
        sl: "ekipa: ekipa {number} nima dvoboja v {round}. kolu (prosta je, odsotna ali ne sodeluje)",
    }
    /// `kup late`'s first line; `{times}` lists [`Msg::LateScheduled`], [`Msg::LateStarted`]
    /// and [`Msg::LateDefaultTime`] or [`Msg::LateNoDefaultTime`].
    LateHeading {
        en: "Round {round} at {time}, {times}",
        hr: "{round}. kolo u {time}: {times}",
        sl: "{round}. kolo ob {time}: {times}",
    }
    LateScheduled { en: "scheduled {time}", hr: "zakazano za {time}", sl: "načrtovano ob {time}" }
    LateStarted { en: "started {time}", hr: "počelo u {time}", sl: "začetek ob {time}" }
    LateDefaultTime {
        en: "default time {time}",
        hr: "dopušteno zakašnjenje do {time}",
        sl: "dovoljena zamuda do {time}",
    }
    LateNoDefaultTime {
        en: "no default time (no schedule, not started)",
        hr: "bez roka za zakašnjenje (nije zakazano ni započeto)",
        sl: "brez roka za zamudo (ni načrtovano ne začeto)",
    }
    LateEveryoneSeated {
        en: "Everyone has sat down.",
        hr: "Svi su igrači za pločama.",
        sl: "Vsi igralci so za deskami.",
    }
    /// `{left}` is [`Msg::ClockExpired`], [`Msg::LateTimeLeft`] or [`Msg::LateNoDefaultTimeLeft`];
    /// `{deduction}` is [`Msg::LateMinusOnClock`] or empty.
    LateMissing {
        en: "  table {table} board {board} {colour}: {player} — {left}{deduction}",
        hr: "  stol {table} ploča {board} {colour}: {player} — {left}{deduction}",
        sl: "  miza {table} deska {board} {colour}: {player} — {left}{deduction}",
    }
    LateTimeLeft { en: "{time} left", hr: "još {time}", sl: "še {time}" }
    LateNoDefaultTimeLeft { en: "no default time", hr: "bez roka", sl: "brez roka" }
    LateMinusOnClock {
        en: ", −{minutes} min on the clock",
        hr: ", −{minutes} min na satu",
        sl: ", −{minutes} min na uri",
    }
    /// szs-2018 6.7.2: "se igralcu, ki ob začetku seanse ni prisoten za šahovnico, na uri
    /// takoj odvzame 15 minut".
    LateClockDeduction {
        en: "A player absent when the round starts loses {minutes} minutes on his clock at once ({regulation}).",
        hr: "Igraču koji na početku kola nije za pločom odmah se na satu oduzima {minutes} minuta ({regulation}).",
        sl: "Igralcu, ki ob začetku kola ni prisoten za šahovnico, se na uri takoj odvzame {minutes} minut ({regulation}).",
    }
    LateArrivedAfterDefaultTime {
        en: "  table {table} board {board} {colour}: {player} arrived {time}, after the default time",
        hr: "  stol {table} ploča {board} {colour}: {player} stigao u {time}, nakon isteka dopuštenog zakašnjenja",
        sl: "  miza {table} deska {board} {colour}: {player} prišel ob {time}, po poteku dovoljene zamude",
    }
    LateForfeitsDue {
        en: "{due} forfeit(s) due: `kup forfeits DIR --apply` enters them.",
        hr: "Dospjele kontumacije: {due}; `kup forfeits DIR --apply` ih upisuje.",
        sl: "Dospele izgube brez igre: {due}; `kup forfeits DIR --apply` jih vpiše.",
    }
    ForfeitsNoneDue {
        en: "Round {round}: no forfeit is due at {time}.",
        hr: "{round}. kolo: u {time} nije dospjela nijedna kontumacija.",
        sl: "{round}. kolo: ob {time} ni dospela nobena izguba brez igre.",
    }
    ForfeitsDueAt {
        en: "Round {round}: forfeits due at {time} (enter them with --apply):",
        hr: "{round}. kolo: kontumacije dospjele u {time} (upišite ih s --apply):",
        sl: "{round}. kolo: izgube brez igre, dospele ob {time} (vpišite jih z --apply):",
    }
    ForfeitsDueOnBoard {
        en: "  table {table} board {board}: {result}",
        hr: "  stol {table} ploča {board}: {result}",
        sl: "  miza {table} deska {board}: {result}",
    }
    /// `{outcome}` is [`Msg::ForfeitsBothAbsent`] or [`Msg::ForfeitsMatchLost`].
    ForfeitsTeamAbsent {
        en: "  {team} is absent at table {table}: {outcome}",
        hr: "  {team} nije došla za stol {table}: {outcome}",
        sl: "  {team} ni prišla za mizo {table}: {outcome}",
    }
    ForfeitsBothAbsent {
        en: "neither team came, both lose the match",
        hr: "nije došla nijedna ekipa, obje gube meč",
        sl: "ni prišla nobena ekipa, obe izgubita dvoboj",
    }
    ForfeitsMatchLost {
        en: "the match is forfeited, the opponent scores {match_points} MP and {game_points}:0",
        hr: "meč je izgubljen kontumacijom, protivnik dobiva {match_points} MB i {game_points}:0",
        sl: "dvoboj je izgubljen brez igre, nasprotnik dobi {match_points} MT in {game_points}:0",
    }
    // The reasons kup words for the penalties it records (`Penalty::worded`).
    /// `{note}` is the arbiter's own words, as typed.
    PenaltyReasonNoted { en: "{rule}; {note}", hr: "{rule}; {note}", sl: "{rule}; {note}" }
    /// A reason kept only in English (written before reasons were kept as texts, or not
    /// worded by kup): shown as it stands.
    PenaltyReasonAsWritten { en: "{reason}", hr: "{reason}", sl: "{reason}" }
    PenaltyRulePhone {
        en: "mobile phone in the playing venue: the game is lost (FIDE Laws 11.3.2.2)",
        hr: "mobilni telefon u prostoru za igru: partija je izgubljena (Pravila šaha FIDE 11.3.2.2)",
        sl: "mobilni telefon v igralnem prostoru: partija je izgubljena (Pravila šaha FIDE 11.3.2.2)",
    }
    PenaltyRuleForfeit {
        en: "game lost by forfeit",
        hr: "partija izgubljena kontumacijom",
        sl: "partija izgubljena brez igre",
    }
    PenaltyRuleEarlyDraw {
        en: "draw agreed before move {move} ({regulation}): both players lose",
        hr: "remi dogovoren prije {move}. poteza ({regulation}): oba igrača gube partiju",
        sl: "remi dogovorjen pred {move}. potezo ({regulation}): oba igralca izgubita partijo",
    }
    /// bpz-2025 čl. 5: "ekipa će se kazniti gubitkom svih osvojenih meč bodova".
    PenaltyRuleUnregistered {
        en: "fielded a player not registered for the club ({regulation}): all match points lost",
        hr: "za ekipu je igrao igrač koji nije registriran za klub ({regulation}): gubi sve osvojene meč-bodove",
        sl: "za ekipo je igral igralec, ki ni registriran za klub ({regulation}): izgubi vse osvojene meč točke",
    }
    /// bpz-2025 čl. 6, quoted in the regulation's own words in every language.
    PenaltyRuleWrongBoard {
        en: "played on a board contrary to the lineup (bpz-2025 čl. 6: \"partije gube svi igrači koji su igrali na pločama suprotno prijavi osnovnog sastava ili izmjeni iste\")",
        hr: "igrao na ploči suprotno prijavi sastava (bpz-2025 čl. 6: \"partije gube svi igrači koji su igrali na pločama suprotno prijavi osnovnog sastava ili izmjeni iste\")",
        sl: "igral na deski v nasprotju s prijavljeno postavo (bpz-2025 čl. 6: \"partije gube svi igrači koji su igrali na pločama suprotno prijavi osnovnog sastava ili izmjeni iste\")",
    }
    CliForfeitNeedsNote {
        en: "note: say why the game is forfeited (--note)",
        hr: "napomena: navedite zašto je partija izgubljena kontumacijom (--note)",
        sl: "opomba: navedite, zakaj je partija izgubljena brez igre (--note)",
    }
    CliNoEarlyDrawRule {
        en: "early-draw: regulation {regulation} sets no move before which a draw may not be agreed",
        hr: "early-draw: pravilnik {regulation} ne određuje potez prije kojega se remi ne smije dogovoriti",
        sl: "early-draw: pravilnik {regulation} ne določa poteze, pred katero se remija ni dovoljeno dogovoriti",
    }
    CliPenaltyNumbers {
        en: "number: the penalties are numbered 1 to {count} (kup penalty list)",
        hr: "broj: kazne su označene brojevima od 1 do {count} (kup penalty list)",
        sl: "številka: kazni so oštevilčene od 1 do {count} (kup penalty list)",
    }
    CliNoSuchTable {
        en: "match: round {round} has tables 1 to {count}, not {table}",
        hr: "meč: {round}. kolo ima stolove od 1 do {count}, ne {table}",
        sl: "dvoboj: {round}. kolo ima mize od 1 do {count}, ne {table}",
    }
    CliNotARosterPosition {
        en: "players: '{value}' is not a roster position",
        hr: "igrači: '{value}' nije mjesto na popisu",
        sl: "igralci: '{value}' ni mesto na seznamu",
    }
    CliRosterPositions {
        en: "players: roster positions are 1 to {count}, not {position}",
        hr: "igrači: mjesta na popisu su od 1 do {count}, ne {position}",
        sl: "igralci: mesta na seznamu so od 1 do {count}, ne {position}",
    }
    // The usage errors of kup pair, result, lineup, team, player and forbid.
    /// `{field}` is a `Field*` key.
    CliNotAStartingNumber {
        en: "{field}: '{value}' is not a starting number",
        hr: "{field}: '{value}' nije startni broj",
        sl: "{field}: '{value}' ni startna številka",
    }
    CliSwapNeedsTwo {
        en: "swap: give two starting numbers, e.g. 3,7",
        hr: "zamjena: navedite dva startna broja, npr. 3,7",
        sl: "zamenjava: navedite dve startni številki, npr. 3,7",
    }
    CliManualNotANumber {
        en: "manual: '{value}' in '{item}' is not a starting number",
        hr: "ručno: '{value}' u '{item}' nije startni broj",
        sl: "ročno: '{value}' v '{item}' ni startna številka",
    }
    CliManualOneBye {
        en: "manual: only one team can have the bye",
        hr: "ručno: samo jedna ekipa može biti slobodna",
        sl: "ročno: prosta je lahko samo ena ekipa",
    }
    CliHandedInNotATime {
        en: "handed-in: '{value}' is not a time such as 2025-01-18T08:45:00+01:00",
        hr: "predano: '{value}' nije vrijeme kao 2025-01-18T08:45:00+01:00",
        sl: "oddano: '{value}' ni čas, kot je 2025-01-18T08:45:00+01:00",
    }
    CliNotAResult {
        en: "result: '{value}' is not a result; use 1-0, 0-1, 1/2, +-, -+, -- or clear",
        hr: "rezultat: '{value}' nije rezultat; upišite 1-0, 0-1, 1/2, +-, -+, -- ili clear",
        sl: "izid: '{value}' ni izid; vpišite 1-0, 0-1, 1/2, +-, -+, -- ali clear",
    }
    CliResultNeedsBoardOrScore {
        en: "result: give --board B with a result, or --score",
        hr: "rezultat: navedite --board B s rezultatom ili --score",
        sl: "izid: navedite --board B z izidom ali --score",
    }
    CliNotAMatchScore {
        en: "score: '{value}' is not a match score such as 2.5-1.5",
        hr: "rezultat meča: '{value}' nije rezultat meča kao 2,5-1,5",
        sl: "rezultat dvoboja: '{value}' ni rezultat dvoboja, kot je 2,5-1,5",
    }
    CliNoSuchRosterPosition {
        en: "player: {team} has roster positions 1 to {count}, not {position}",
        hr: "igrač: {team} ima mjesta na popisu od 1 do {count}, ne {position}",
        sl: "igralec: {team} ima mesta na seznamu od 1 do {count}, ne {position}",
    }
    CliNotARoundRange {
        en: "rounds: '{value}' is not a round range such as 3-5, 3- or 4",
        hr: "kola: '{value}' nije raspon kola kao 3-5, 3- ili 4",
        sl: "kola: '{value}' ni razpon kol, kot je 3-5, 3- ali 4",
    }
    // The fake clock's and the typed times' errors (`wallclock`).
    WallClockBadSpeed {
        en: "--clock-speed: {speed} is not a speed; give a number above 0 (1 = real time, 60 = a minute a second)",
        hr: "--clock-speed: {speed} nije brzina; navedite broj veći od 0 (1 = stvarno vrijeme, 60 = minuta u sekundi)",
        sl: "--clock-speed: {speed} ni hitrost; navedite število, večje od 0 (1 = dejanski čas, 60 = minuta v sekundi)",
    }
    WallClockBadStart {
        en: "--clock: '{value}' is not a date and time such as 2015-02-15T09:30",
        hr: "--clock: '{value}' nije datum i vrijeme kao 2015-02-15T09:30",
        sl: "--clock: '{value}' ni datum in čas, kot je 2015-02-15T09:30",
    }
    WallClockBadTime {
        en: "{option}: '{value}' is not a time such as 09:42 or 2015-02-15T09:42",
        hr: "{option}: '{value}' nije vrijeme kao 09:42 ili 2015-02-15T09:42",
        sl: "{option}: '{value}' ni čas, kot je 09:42 ali 2015-02-15T09:42",
    }
    // The rules of a regulation field (`core::rules::Regulation::validate`), said by
    // `RegulationInvalidField`; the field keeps the name the regulation file (RON) writes.
    RegulationRuleMatchPoints {
        en: "a win must be worth more than a draw, a draw at least a loss",
        hr: "pobjeda mora vrijediti više od neriješenog, neriješeno barem koliko poraz",
        sl: "zmaga mora biti vredna več kot neodločen izid, neodločen izid vsaj toliko kot poraz",
    }
    RegulationRuleGamePoints {
        en: "game points cannot exceed the number of boards",
        hr: "pojedinačnih bodova ne može biti više nego ploča",
        sl: "osnovnih točk ne more biti več kot desk",
    }
    RegulationRuleAwardMatchPoints {
        en: "match points cannot exceed those of a won match",
        hr: "meč-bodova ne može biti više nego za dobiveni meč",
        sl: "meč točk ne more biti več kot za dobljen dvoboj",
    }
    RegulationRuleSwissRounds {
        en: "a Swiss needs at least one round",
        hr: "švicarski sustav treba barem jedno kolo",
        sl: "švicarski sistem potrebuje vsaj eno kolo",
    }
    RegulationRuleCycles {
        en: "a round robin has 1 or 2 cycles",
        hr: "bergerov sustav ima 1 ili 2 kruga",
        sl: "bergerjev sistem ima 1 ali 2 kroga",
    }
    RegulationRuleMinutes {
        en: "must be at least 1 minute",
        hr: "mora biti barem 1 minuta",
        sl: "mora biti vsaj 1 minuta",
    }
    RegulationRuleLotsLast {
        en: "drawing of lots can only be the last criterion",
        hr: "ždrijeb može biti samo posljednji kriterij",
        sl: "žreb je lahko samo zadnje merilo",
    }
    // The store's remaining errors (`store::StoreError::text`).
    /// `{action}` is a `StoreAction*` key; `{problem}` the operating system's message.
    StoreIo {
        en: "could not {action} {path}: {problem}",
        hr: "nije moguće {action} {path}: {problem}",
        sl: "ni mogoče {action} {path}: {problem}",
    }
    StoreActionOpenLock { en: "open lock file", hr: "otvoriti datoteku zaključavanja", sl: "odpreti datoteke zaklepanja" }
    StoreActionLock { en: "lock", hr: "zaključati", sl: "zakleniti" }
    StoreActionWriteLock { en: "write lock file", hr: "zapisati datoteku zaključavanja", sl: "zapisati datoteke zaklepanja" }
    StoreActionReplace { en: "rename snapshot over", hr: "snimkom zamijeniti datoteku", sl: "s posnetkom zamenjati datoteke" }
    StoreActionSetAside { en: "set aside the broken snapshot", hr: "premjestiti neispravnu snimku", sl: "premakniti pokvarjenega posnetka" }
    StoreActionRead { en: "read", hr: "pročitati", sl: "prebrati" }
    StoreActionCopy { en: "copy snapshot to", hr: "kopirati snimku u", sl: "kopirati posnetka v" }
    StoreActionRemove { en: "remove", hr: "obrisati", sl: "izbrisati" }
    StoreActionCreateDirectory { en: "create directory", hr: "stvoriti mapu", sl: "ustvariti mape" }
    StoreActionCreate { en: "create", hr: "stvoriti", sl: "ustvariti" }
    StoreActionWrite { en: "write", hr: "zapisati", sl: "zapisati" }
    StoreActionSync { en: "fsync", hr: "trajno spremiti (fsync)", sl: "trajno shraniti (fsync)" }
    StoreActionSyncDirectory {
        en: "fsync directory",
        hr: "trajno spremiti (fsync) mapu",
        sl: "trajno shraniti (fsync) mape",
    }
    /// `{waited}` is [`Msg::StoreLockWaited`] or empty.
    StoreLocked {
        en: "{dir} is open in another kup: {holder}{waited}; open it read-only with --read-only, or close the other one",
        hr: "{dir} je otvoren u drugom kupu: {holder}{waited}; otvorite ga samo za čitanje s --read-only ili zatvorite drugi",
        sl: "{dir} je odprt v drugem kupu: {holder}{waited}; odprite ga samo za branje z --read-only ali zaprite drugega",
    }
    StoreLockWaited {
        en: " (waited {seconds} s for it)",
        hr: " (čekano {seconds} s)",
        sl: " (čakano {seconds} s)",
    }
    StoreLockHolder {
        en: "user {user} (pid {pid} on {host})",
        hr: "korisnik {user} (pid {pid} na {host})",
        sl: "uporabnik {user} (pid {pid} na {host})",
    }
    StoreLockHolderUnknown { en: "holder unknown", hr: "nepoznato tko", sl: "neznano kdo" }
    StoreLink {
        en: "{path} is a symbolic link; kup follows no links out of the tournament directory",
        hr: "{path} je simbolička poveznica; kup ne slijedi poveznice izvan mape turnira",
        sl: "{path} je simbolna povezava; kup ne sledi povezavam iz mape turnirja",
    }
    /// `{problem}` is the error of the step after the commit.
    StoreUnfinished {
        en: "the change was saved, but {problem}",
        hr: "promjena je spremljena, ali {problem}",
        sl: "sprememba je shranjena, vendar {problem}",
    }
    SnapshotNotText {
        en: "not a kup snapshot: not UTF-8 text",
        hr: "nije kupova snimka stanja: nije UTF-8 tekst",
        sl: "ni kupov posnetek stanja: ni besedilo UTF-8",
    }
    // End of engineer `lang`'s block.

    // The Clock and Tiebreaks views (engineer `lang`).
    KeyClockPresent {
        en: "the cursor's player is at the board now",
        hr: "označeni igrač sada je za pločom",
        sl: "izbrani igralec je zdaj za desko",
    }
    KeyClockForfeits {
        en: "enter the forfeits due at the cursor's table",
        hr: "upiši dospjele kontumacije označenog stola",
        sl: "vpiši dospele izgube brez igre izbrane mize",
    }
    KeyClockStart {
        en: "the round starts now (record the actual start)",
        hr: "kolo počinje sada (upiši stvarni početak)",
        sl: "kolo se začne zdaj (vpiši dejanski začetek)",
    }
    KeyClockPreviousPlayer { en: "previous player", hr: "prethodni igrač", sl: "prejšnji igralec" }
    KeyClockNextPlayer { en: "next player", hr: "sljedeći igrač", sl: "naslednji igralec" }
    KeyClockFirstPlayer { en: "first player", hr: "prvi igrač", sl: "prvi igralec" }
    KeyClockLastPlayer { en: "last player", hr: "posljednji igrač", sl: "zadnji igralec" }
    ClockExpired { en: "EXPIRED", hr: "ISTEKLO", sl: "POTEKLO" }
    ClockNoSchedule { en: "no schedule", hr: "nije zakazano", sl: "ni načrtovano" }
    ClockCame { en: "came {time}", hr: "došao {time}", sl: "prišel {time}" }
    ClockNoRound {
        en: "clock: no round is paired yet",
        hr: "sat: još nijedno kolo nije spareno",
        sl: "ura: nobeno kolo še nima parov",
    }
    ClockAlreadyCame {
        en: "arrival: this player has already come (after the default time)",
        hr: "dolazak: ovaj je igrač već došao (nakon isteka dopuštenog zakašnjenja)",
        sl: "prihod: ta igralec je že prišel (po izteku dovoljene zamude)",
    }
    ClockNobodyToEnter {
        en: "clock: every player of the open games is at the board",
        hr: "sat: svi igrači nezavršenih partija su za pločama",
        sl: "ura: vsi igralci odprtih partij so za deskami",
    }
    ClockTimes {
        en: "Scheduled {scheduled}   started {started}   default time {limit}   now {now}",
        hr: "Zakazano {scheduled}   počelo {started}   zakašnjenje do {limit}   sada {now}",
        sl: "Načrtovano {scheduled}   začetek {started}   zamuda do {limit}   zdaj {now}",
    }
    ClockDeduction {
        en: "Absent at the start: {minutes} minutes off his clock at once ({regulation})",
        hr: "Odsutan na početku: odmah mu se oduzima {minutes} minuta ({regulation})",
        sl: "Odsoten ob začetku: takoj se mu odšteje {minutes} minut ({regulation})",
    }
    ClockForfeitsDue {
        en: "{due} forfeit(s) due: f on a table enters them (u takes them back)",
        hr: "dospjele kontumacije: {due}; f na stolu ih upisuje (u ih vraća)",
        sl: "dospele izgube brez igre: {due}; f na mizi jih vpiše (u jih vrne)",
    }
    ClockTitle {
        en: " Round {round}: players not yet at the board ",
        hr: " {round}. kolo: igrači koji još nisu za pločom ",
        sl: " {round}. kolo: igralci, ki še niso za desko ",
    }
    ClockNobodyMissing {
        en: "Nobody is missing at the boards still in play.",
        hr: "Za pločama nezavršenih partija nitko ne nedostaje.",
        sl: "Za deskami odprtih partij nihče ne manjka.",
    }
    ClockEmptyBoard { en: "(empty board)", hr: "(prazna ploča)", sl: "(prazna deska)" }
    /// The colour column of the Clock view (five columns wide).
    ClockWhite { en: "White", hr: "bij.", sl: "beli" }
    ClockBlack { en: "Black", hr: "crni", sl: "črni" }
    ClockColumnLeft { en: "Left", hr: "Preostalo", sl: "Preostalo" }
    ClockCountMissing { en: "{missing} missing", hr: "nedostaje {missing}", sl: "manjka {missing}" }
    ClockCountNextExpiry {
        en: ", next expiry {time}",
        hr: ", istek {time}",
        sl: ", iztek {time}",
    }
    ClockCountForfeits {
        en: ", {due} forfeit(s) due",
        hr: ", kontumacije: {due}",
        sl: ", brez igre: {due}",
    }
    StatusEverySaved {
        en: "every change is saved as it is made",
        hr: "svaka se promjena sprema odmah",
        sl: "vsaka sprememba se shrani takoj",
    }
    WindowTooSmall {
        en: "kup needs a window of at least 80 x 24.",
        hr: "kup treba prozor od najmanje 80 x 24.",
        sl: "kup potrebuje okno vsaj 80 x 24.",
    }
    WindowIsOnly {
        en: "This one is {width} x {height}: please enlarge it.",
        hr: "Ovaj je {width} x {height}: povećajte ga.",
        sl: "To je {width} x {height}: povečajte ga.",
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
    TiebreaksTermsOf {
        en: " Terms of {criterion} ",
        hr: " Članovi: {criterion} ",
        sl: " Členi: {criterion} ",
    }

    // The command line's help (`cli::help`): headings, global options, every subcommand.
    HelpUsage {
        en: "Usage:",
        hr: "Uporaba:",
        sl: "Uporaba:",
    }
    HelpCommands {
        en: "Commands",
        hr: "Naredbe",
        sl: "Ukazi",
    }
    HelpArguments {
        en: "Arguments",
        hr: "Argumenti",
        sl: "Argumenti",
    }
    HelpOptions {
        en: "Options",
        hr: "Opcije",
        sl: "Možnosti",
    }
    HelpFlagHelp {
        en: "Print help",
        hr: "Ispiši pomoć",
        sl: "Izpiši pomoč",
    }
    HelpFlagVersion {
        en: "Print version",
        hr: "Ispiši inačicu",
        sl: "Izpiši različico",
    }
    HelpArgDir {
        en: "Tournament directory to open in the full-screen program (default: a copy of the bundled sample)",
        hr: "Mapa turnira koju otvara program preko cijelog zaslona (zadano: kopija priloženog primjera)",
        sl: "Mapa turnirja, ki jo odpre celozaslonski program (privzeto: kopija priloženega primera)",
    }
    HelpArgReadOnly {
        en: "Open without taking the writer's lock: look, change nothing",
        hr: "Otvori bez zaključavanja za pisanje: samo gledaj, ništa ne mijenjaj",
        sl: "Odpri brez zaklepa za pisanje: le glej, nič ne spreminjaj",
    }
    HelpArgTheme {
        en: "Colour theme of the full-screen program: default, light, high-contrast, mono, or the path of a theme file (`NO_COLOR` set means mono)",
        hr: "Boje programa preko cijelog zaslona: default, light, high-contrast, mono ili put do datoteke s bojama (uz `NO_COLOR` mono)",
        sl: "Barve celozaslonskega programa: default, light, high-contrast, mono ali pot do datoteke z barvami (z `NO_COLOR` mono)",
    }
    HelpArgAscii {
        en: "Draw borders and separators with ASCII characters only",
        hr: "Okviri i crte samo ASCII znakovima",
        sl: "Okvirji in črte samo z znaki ASCII",
    }
    HelpArgClock {
        en: "Run on a fake clock starting at this hall time (e.g. 2015-02-15T09:30), for rehearsal and tests",
        hr: "Rad na lažnom satu od ovog vremena u dvorani (npr. 2015-02-15T09:30), za vježbu i testove",
        sl: "Delo na lažni uri od tega časa v dvorani (npr. 2015-02-15T09:30), za vajo in teste",
    }
    HelpArgClockSpeed {
        en: "Speed of the clock: fake seconds per real second (60 = a minute a second)",
        hr: "Brzina sata: lažnih sekundi u stvarnoj sekundi (60 = minuta u sekundi)",
        sl: "Hitrost ure: lažnih sekund v pravi sekundi (60 = minuta v sekundi)",
    }
    HelpArgLang {
        en: "Language of messages (default: `lang` in the configuration file, then the locale from LC_ALL, LC_MESSAGES or LANG, then English)",
        hr: "Jezik poruka (zadano: `lang` u konfiguracijskoj datoteci, zatim jezik okoline iz LC_ALL, LC_MESSAGES ili LANG, zatim engleski)",
        sl: "Jezik sporočil (privzeto: `lang` v nastavitveni datoteki, nato jezik okolja iz LC_ALL, LC_MESSAGES ali LANG, nato angleščina)",
    }
    HelpAbout {
        en: "Run a team chess tournament from the terminal",
        hr: "Vođenje ekipnog šahovskog turnira iz terminala",
        sl: "Vodenje ekipnega šahovskega turnirja iz terminala",
    }
    HelpPresets {
        en: "List the regulation presets that ship with kup",
        hr: "Popis predložaka pravilnika koji dolaze s kupom",
        sl: "Seznam predlog pravilnikov, ki so priložene kupu",
    }
    HelpRegulation {
        en: "Write a preset's regulation as RON, to copy and edit as a custom regulation",
        hr: "Ispis pravilnika iz predloška kao RON, za kopiju i vlastite izmjene",
        sl: "Izpis pravilnika iz predloge kot RON, za kopijo in lastne spremembe",
    }
    HelpNew {
        en: "Create a new tournament directory from a preset or a regulation file",
        hr: "Novi turnir (mapa) iz predloška ili datoteke pravilnika",
        sl: "Nov turnir (mapa) iz predloge ali datoteke pravilnika",
    }
    HelpTeam {
        en: "Add, edit, remove or move teams",
        hr: "Dodavanje, izmjena, brisanje i premještanje ekipa",
        sl: "Dodajanje, urejanje, brisanje in premikanje ekip",
    }
    HelpTeamAdd {
        en: "Add a team; it gets the next starting number",
        hr: "Dodaj ekipu; dobiva sljedeći startni broj",
        sl: "Dodaj ekipo; dobi naslednjo startno številko",
    }
    HelpTeamEdit {
        en: "Change a team's name, club or city",
        hr: "Promijeni naziv, klub ili grad ekipe",
        sl: "Spremeni ime, klub ali kraj ekipe",
    }
    HelpTeamRemove {
        en: "Remove a team (only before round 1 is paired)",
        hr: "Obriši ekipu (samo prije sparivanja 1. kola)",
        sl: "Odstrani ekipo (samo pred pari 1. kola)",
    }
    HelpTeamMove {
        en: "Give a team another starting number (only before round 1 is paired)",
        hr: "Daj ekipi drugi startni broj (samo prije sparivanja 1. kola)",
        sl: "Daj ekipi drugo startno številko (samo pred pari 1. kola)",
    }
    HelpTeamSort {
        en: "Give the teams their starting numbers by the regulation's team rating (before round 1)",
        hr: "Startni brojevi ekipa prema rejtingu ekipe iz pravilnika (prije 1. kola)",
        sl: "Startne številke ekip po ratingu ekipe iz pravilnika (pred 1. kolom)",
    }
    HelpTeamNumbers {
        en: "Enter the round-robin pairing numbers drawn at the captains' meeting (before round 1)",
        hr: "Upis ždrijebnih brojeva za turnir svatko sa svakim, izvučenih na sastanku kapetana (prije 1. kola)",
        sl: "Vpis žrebnih številk za turnir vsak z vsakim, izžrebanih na sestanku kapetanov (pred 1. kolom)",
    }
    HelpTeamWithdraw {
        en: "Withdraw a team from a round on (it is not paired again)",
        hr: "Povuci ekipu od nekog kola nadalje (više se ne sparuje)",
        sl: "Umakni ekipo od nekega kola naprej (ni več v parih)",
    }
    HelpPlayer {
        en: "Add, edit, remove or move players on a team's roster",
        hr: "Dodavanje, izmjena, brisanje i premještanje igrača na popisu ekipe",
        sl: "Dodajanje, urejanje, brisanje in premikanje igralcev na seznamu ekipe",
    }
    HelpPlayerAdd {
        en: "Add a player at the end of a team's roster (the base lineup order)",
        hr: "Dodaj igrača na kraj popisa ekipe (redoslijed osnovnog sastava)",
        sl: "Dodaj igralca na konec seznama ekipe (vrstni red osnovne postave)",
    }
    HelpPlayerEdit {
        en: "Replace a player's details",
        hr: "Zamijeni podatke igrača",
        sl: "Zamenjaj podatke igralca",
    }
    HelpPlayerRemove {
        en: "Remove a player who has not played",
        hr: "Obriši igrača koji nije igrao",
        sl: "Odstrani igralca, ki ni igral",
    }
    HelpPlayerMove {
        en: "Move a player to another roster position",
        hr: "Premjesti igrača na drugo mjesto popisa",
        sl: "Premakni igralca na drugo mesto seznama",
    }
    HelpPair {
        en: "Pair the next round automatically (`--manual` by hand; `--explain`, `--swap`, `--flip`, `--discard`)",
        hr: "Automatsko sparivanje sljedećeg kola (`--manual` ručno; `--explain`, `--swap`, `--flip`, `--discard`)",
        sl: "Samodejni pari naslednjega kola (`--manual` ročno; `--explain`, `--swap`, `--flip`, `--discard`)",
    }
    HelpForbid {
        en: "Keep teams apart in the pairing (e.g. two teams of one club), or list or clear that",
        hr: "Zabrana sparivanja ekipa (npr. dviju ekipa istog kluba), popis ili brisanje zabrane",
        sl: "Prepoved parov med ekipami (npr. dveh ekip istega kluba), seznam ali preklic prepovedi",
    }
    HelpPairings {
        en: "Print a round's pairings (text, tsv or json)",
        hr: "Ispis parova kola (text, tsv ili json)",
        sl: "Izpis parov kola (text, tsv ali json)",
    }
    HelpLineup {
        en: "Set the lineup of a team for a round, by roster positions",
        hr: "Sastav ekipe za kolo, po mjestima na popisu",
        sl: "Postava ekipe za kolo, po mestih na seznamu",
    }
    HelpSeating {
        en: "Record the order a team's players actually sat in, once the games started",
        hr: "Stvarni raspored igrača ekipe za pločama, nakon početka partija",
        sl: "Dejanski razpored igralcev ekipe za deskami po začetku partij",
    }
    HelpPenalty {
        en: "Impose, lift or list penalties under the regulation",
        hr: "Izricanje, ukidanje i popis kazni prema pravilniku",
        sl: "Izrekanje, preklic in seznam kazni po pravilniku",
    }
    HelpPenaltyPhone {
        en: "A player had a mobile phone in the playing venue: he loses the game",
        hr: "Igrač je imao mobitel u prostoru za igru: gubi partiju",
        sl: "Igralec je imel mobilni telefon v igralnem prostoru: izgubi partijo",
    }
    HelpPenaltyEarlyDraw {
        en: "A draw agreed before the move the regulation allows: both players lose",
        hr: "Remi dogovoren prije poteza koji pravilnik dopušta: oba igrača gube",
        sl: "Remi, dogovorjen pred potezo, ki jo pravilnik dovoljuje: oba igralca izgubita",
    }
    HelpPenaltyForfeit {
        en: "A game lost by forfeit for another reason (say which with --note)",
        hr: "Partija izgubljena kontumacijom iz drugog razloga (koji, kaže --note)",
        sl: "Partija, izgubljena brez igre iz drugega razloga (katerega, pove --note)",
    }
    HelpPenaltyUnregistered {
        en: "The team fielded an unregistered player: it loses all its match points (bpz-2025)",
        hr: "Ekipa je nastupila s neregistriranim igračem: gubi sve meč-bodove (bpz-2025)",
        sl: "Ekipa je nastopila z neregistriranim igralcem: izgubi vse meč točke (bpz-2025)",
    }
    HelpPenaltyLift {
        en: "Lift a penalty, by its number in `kup penalty list`",
        hr: "Ukini kaznu, po njezinu broju u `kup penalty list`",
        sl: "Prekliči kazen, po njeni številki v `kup penalty list`",
    }
    HelpPenaltyList {
        en: "List the penalties in force, numbered",
        hr: "Popis kazni na snazi, s brojevima",
        sl: "Seznam veljavnih kazni, oštevilčenih",
    }
    HelpResult {
        en: "Enter the result of a board, or the score of a match",
        hr: "Upis rezultata ploče ili rezultata meča",
        sl: "Vpis izida deske ali rezultata dvoboja",
    }
    HelpSchedule {
        en: "Set the scheduled start of a round (the default time counts from it)",
        hr: "Zakazani početak kola (od njega se računa dopušteno zakašnjenje)",
        sl: "Načrtovani začetek kola (od njega se šteje dovoljena zamuda)",
    }
    HelpStart {
        en: "Record that the clocks of a round were started",
        hr: "Upis da su satovi kola pokrenuti",
        sl: "Vpis, da so bile ure kola pognane",
    }
    HelpArrive {
        en: "Record that a player sat down at his board",
        hr: "Upis da je igrač sjeo za svoju ploču",
        sl: "Vpis, da je igralec sedel za svojo desko",
    }
    HelpLate {
        en: "The players who have not sat down yet, with the time left to the default time",
        hr: "Igrači koji još nisu sjeli, s vremenom preostalim do isteka dopuštenog zakašnjenja",
        sl: "Igralci, ki še niso sedli, s časom do izteka dovoljene zamude",
    }
    HelpForfeits {
        en: "The forfeits the default time has made due; `--apply` enters them",
        hr: "Kontumacije koje je donio istek dopuštenog zakašnjenja; `--apply` ih upisuje",
        sl: "Izgube brez igre po izteku dovoljene zamude; `--apply` jih vpiše",
    }
    HelpUndo {
        en: "Undo the last change",
        hr: "Poništi zadnju promjenu",
        sl: "Razveljavi zadnjo spremembo",
    }
    HelpRedo {
        en: "Redo the last undone change",
        hr: "Ponovi zadnju poništenu promjenu",
        sl: "Ponovi zadnjo razveljavljeno spremembo",
    }
    HelpRecover {
        en: "Make the newest readable snapshot current after a broken file was set aside",
        hr: "Vrati najnoviju čitljivu snimku stanja nakon što je oštećena datoteka premještena",
        sl: "Obnovi najnovejši berljiv posnetek stanja, ko je bila okvarjena datoteka umaknjena",
    }
    HelpShow {
        en: "Print a readable summary of the tournament",
        hr: "Ispis pregleda turnira",
        sl: "Izpis pregleda turnirja",
    }
    HelpCheck {
        en: "List every rule violation; exit status 1 if there is any",
        hr: "Popis svih kršenja pravila; izlazni status 1 ako ih ima",
        sl: "Seznam vseh kršitev pravil; izhodni status 1, če jih je kaj",
    }
    HelpStandings {
        en: "Standings after a round with every tie-break of the regulation's chain",
        hr: "Poredak nakon kola sa svim dodatnim kriterijima pravilnika",
        sl: "Lestvica po kolu z vsemi dodatnimi kriteriji pravilnika",
    }
    HelpCrosstable {
        en: "Crosstable of a round robin, round-by-round table of a Swiss",
        hr: "Tablica susreta turnira svatko sa svakim, tablica po kolima švicarskog sustava",
        sl: "Tabela srečanj turnirja vsak z vsakim, tabela po kolih švicarskega sistema",
    }
    HelpBoards {
        en: "Individual results per board, ranked for the board prizes",
        hr: "Pojedinačni rezultati po pločama, poredak za nagrade po pločama",
        sl: "Posamični rezultati po deskah, vrstni red za nagrade po deskah",
    }
    HelpExplain {
        en: "Why teams stand where they do: the criterion that separates them, each value's terms",
        hr: "Zašto su ekipe gdje jesu: kriterij koji ih razdvaja i članovi svake vrijednosti",
        sl: "Zakaj so ekipe, kjer so: kriterij, ki jih loči, in členi vsake vrednosti",
    }
    HelpDrawLots {
        en: "Draw lots among teams the whole chain leaves tied (seed shown and kept)",
        hr: "Ždrijeb među ekipama koje su izjednačene po svim kriterijima (sjeme se prikazuje i čuva)",
        sl: "Žreb med ekipami, izenačenimi po vseh kriterijih (seme se pokaže in shrani)",
    }
    HelpExport {
        en: "Write the event for FIDE (TRF) or for people (HTML, CSV, text)",
        hr: "Zapis turnira za FIDE (TRF) ili za ljude (HTML, CSV, tekst)",
        sl: "Zapis turnirja za FIDE (TRF) ali za ljudi (HTML, CSV, besedilo)",
    }
    HelpImport {
        en: "Build a tournament from another program's file, or fill one from a FIDE rating list or a CSV roster",
        hr: "Turnir iz datoteke drugog programa, ili dopuna s FIDE rejting-liste ili CSV popisa",
        sl: "Turnir iz datoteke drugega programa ali dopolnitev s FIDE ratinške liste ali seznama CSV",
    }
    HelpImportTrf {
        en: "Build a tournament directory from a FIDE TRF (TRF-2026 or TRF16) of a team event",
        hr: "Turnir (mapa) iz FIDE TRF datoteke (TRF-2026 ili TRF16) ekipnog natjecanja",
        sl: "Turnir (mapa) iz datoteke FIDE TRF (TRF-2026 ali TRF16) ekipnega tekmovanja",
    }
    HelpImportFideList {
        en: "Refresh the players' name, federation, title, birth year and FIDE rating by FIDE ID from a FIDE rating list file",
        hr: "Osvježi ime, federaciju, titulu, godinu rođenja i FIDE rejting igrača po FIDE ID-u iz datoteke FIDE rejting-liste",
        sl: "Osveži ime, zvezo, naziv, leto rojstva in FIDE rating igralcev po FIDE ID iz datoteke FIDE ratinške liste",
    }
    HelpImportRosterCsv {
        en: "Add or update teams and players from a CSV roster (columns: see `src/interop/csv.rs`; team and name are required)",
        hr: "Dodaj ili osvježi ekipe i igrače iz CSV popisa (stupci: vidi `src/interop/csv.rs`; obvezni su team i name)",
        sl: "Dodaj ali osveži ekipe in igralce iz seznama CSV (stolpci: glej `src/interop/csv.rs`; obvezna sta team in name)",
    }
    HelpEngine {
        en: "The pairing engine for other programs: pair the next round of a TRF",
        hr: "Program za sparivanje za druge programe: parovi sljedećeg kola iz TRF-a",
        sl: "Program za pare za druge programe: pari naslednjega kola iz TRF",
    }

    // Integrity of a loaded tournament (`core::validate`): why a file is impossible data.
    IntegrityRegulation {
        en: "the regulation: {problem}",
        hr: "pravilnik: {problem}",
        sl: "pravilnik: {problem}",
    }
    IntegrityTeamId {
        en: "team id {id} is duplicated or out of range",
        hr: "id ekipe {id} ponavlja se ili je izvan raspona",
        sl: "id ekipe {id} se ponavlja ali je zunaj obsega",
    }
    IntegrityPlayerId {
        en: "player id {id} is duplicated or out of range",
        hr: "id igrača {id} ponavlja se ili je izvan raspona",
        sl: "id igralca {id} se ponavlja ali je zunaj obsega",
    }
    IntegrityFideIdTwice {
        en: "FIDE ID {fide} is held by two players",
        hr: "FIDE ID {fide} imaju dva igrača",
        sl: "FIDE ID {fide} imata dva igralca",
    }
    IntegrityPairsUnknownTeam {
        en: "round {round} pairs team id {id}, which does not exist",
        hr: "{round}. kolo sparuje ekipu s id-om {id}, koja ne postoji",
        sl: "{round}. kolo ima v paru ekipo z id {id}, ki ne obstaja",
    }
    IntegrityPairsTwice {
        en: "round {round} pairs team id {id} twice",
        hr: "{round}. kolo dvaput sparuje ekipu s id-om {id}",
        sl: "{round}. kolo ima ekipo z id {id} dvakrat v paru",
    }
    IntegrityBoardCount {
        en: "round {round}, table {table}: {recorded} boards recorded, the regulation has {boards}",
        hr: "{round}. kolo, {table}. stol: upisano ploča {recorded}, pravilnik ih ima {boards}",
        sl: "{round}. kolo, {table}. miza: vpisanih desk {recorded}, pravilnik jih ima {boards}",
    }
    IntegrityScoreTooHigh {
        en: "round {round}, table {table}: the match score {home}-{away} exceeds {boards} boards",
        hr: "{round}. kolo, {table}. stol: rezultat meča {home}-{away} veći je od broja ploča ({boards})",
        sl: "{round}. kolo, {table}. miza: izid dvoboja {home}-{away} presega število desk ({boards})",
    }
    IntegrityTwoLineups {
        en: "round {round} has two lineups for team id {id}",
        hr: "{round}. kolo ima dva sastava ekipe s id-om {id}",
        sl: "{round}. kolo ima dve postavi ekipe z id {id}",
    }
    IntegrityLineupUnknownTeam {
        en: "round {round} has a lineup for team id {id}, which does not exist",
        hr: "{round}. kolo ima sastav ekipe s id-om {id}, koja ne postoji",
        sl: "{round}. kolo ima postavo ekipe z id {id}, ki ne obstaja",
    }
    /// `{what}` is [`Msg::IntegrityWhatLineup`] or [`Msg::IntegrityWhatSeating`].
    IntegrityLineupStranger {
        en: "round {round}: the {what} of {team} names players not on its roster",
        hr: "{round}. kolo: {what} ekipe {team} navodi igrače kojih nema na popisu ekipe",
        sl: "{round}. kolo: {what} ekipe {team} navaja igralce, ki jih ni na seznamu ekipe",
    }
    IntegrityLineupPlayerTwice {
        en: "round {round}: the {what} of {team} names a player twice",
        hr: "{round}. kolo: {what} ekipe {team} dvaput navodi istog igrača",
        sl: "{round}. kolo: {what} ekipe {team} dvakrat navaja istega igralca",
    }
    IntegrityWhatLineup { en: "lineup", hr: "sastav", sl: "postava" }
    IntegrityWhatSeating { en: "seating", hr: "raspored sjedenja", sl: "sedežni red" }
    IntegrityAbsentUnknownTeam {
        en: "round {round} marks team id {id} absent, which does not exist",
        hr: "{round}. kolo označava odsutnom ekipu s id-om {id}, koja ne postoji",
        sl: "{round}. kolo označuje kot odsotno ekipo z id {id}, ki ne obstaja",
    }
    IntegrityAbsentAndPaired {
        en: "round {round} marks team id {id} absent and pairs it",
        hr: "{round}. kolo ekipu s id-om {id} označava odsutnom i sparuje je",
        sl: "{round}. kolo ekipo z id {id} označuje kot odsotno in jo ima v paru",
    }
    IntegrityPenaltyUnknownTeam {
        en: "a penalty names team id {id}, which does not exist",
        hr: "kazna navodi ekipu s id-om {id}, koja ne postoji",
        sl: "kazen navaja ekipo z id {id}, ki ne obstaja",
    }
    IntegrityPenaltyBoard {
        en: "a penalty names board {board}; the regulation has boards 1 to {boards}",
        hr: "kazna navodi {board}. ploču; pravilnik ima ploče od 1 do {boards}",
        sl: "kazen navaja {board}. desko; pravilnik ima deske od 1 do {boards}",
    }
    IntegrityForbiddenUnknownTeam {
        en: "a forbidden pairing names team id {id}, which does not exist",
        hr: "zabranjeni par navodi ekipu s id-om {id}, koja ne postoji",
        sl: "prepovedan par navaja ekipo z id {id}, ki ne obstaja",
    }
    IntegrityForbiddenShape {
        en: "a forbidden pairing needs two teams and rounds numbered from 1",
        hr: "zabranjeni par traži dvije ekipe i kola brojena od 1",
        sl: "prepovedan par potrebuje dve ekipi in kola, številčena od 1",
    }
    IntegrityLotUnknownTeam {
        en: "a drawing of lots names team id {id}, which does not exist",
        hr: "ždrijeb navodi ekipu s id-om {id}, koja ne postoji",
        sl: "žreb navaja ekipo z id {id}, ki ne obstaja",
    }

    // CLI: forbidden pairings (`kup forbid`, TRF-2026 record 260).
    ForbidNone {
        en: "no forbidden pairings",
        hr: "nema zabranjenih parova",
        sl: "ni prepovedanih parov",
    }
    /// One group kept apart: `{rounds}` is "3-5" or "3-" (to the end), `{teams}` the teams.
    ForbidGroup {
        en: "rounds {rounds}: {teams}",
        hr: "kola {rounds}: {teams}",
        sl: "kola {rounds}: {teams}",
    }

    // TUI: the key help of the global and Round tables, and what the Round tab says about
    // pairing, lineups, printouts and quitting (the `round` engineer's block).
    KeyNextView { en: "next view", hr: "sljedeći prikaz", sl: "naslednji pogled" }
    KeyPreviousView { en: "previous view", hr: "prethodni prikaz", sl: "prejšnji pogled" }
    KeyHelp {
        en: "help: every key of this view",
        hr: "pomoć: sve tipke ovog prikaza",
        sl: "pomoč: vse tipke tega pogleda",
    }
    KeyPalette { en: "command palette", hr: "popis naredbi", sl: "seznam ukazov" }
    KeyUndo { en: "undo the last change", hr: "poništi zadnju promjenu", sl: "razveljavi zadnjo spremembo" }
    KeyRedo { en: "redo", hr: "ponovi", sl: "ponovi" }
    KeyQuit {
        en: "quit (everything is already saved)",
        hr: "izlaz (sve je već spremljeno)",
        sl: "izhod (vse je že shranjeno)",
    }
    KeyWhiteWins { en: "White wins", hr: "pobjeda bijelog", sl: "zmaga belega" }
    KeyBlackWins { en: "Black wins", hr: "pobjeda crnog", sl: "zmaga črnega" }
    KeyDraw { en: "draw", hr: "remi", sl: "remi" }
    KeyWhiteForfeitWin {
        en: "White wins by forfeit (+-)",
        hr: "bijeli pobjeđuje kontumacijom (+-)",
        sl: "beli zmaga brez igre (+-)",
    }
    KeyBlackForfeitWin {
        en: "White loses by forfeit (-+)",
        hr: "bijeli gubi kontumacijom (-+)",
        sl: "beli izgubi brez igre (-+)",
    }
    KeyDoubleForfeit {
        en: "double forfeit (--)",
        hr: "obostrana kontumacija (--)",
        sl: "oba brez igre (--)",
    }
    KeyClearResult { en: "clear the board's result", hr: "briši rezultat ploče", sl: "briši izid deske" }
    KeyPreviousBoard { en: "previous board", hr: "prethodna ploča", sl: "prejšnja deska" }
    KeyNextBoard { en: "next board", hr: "sljedeća ploča", sl: "naslednja deska" }
    KeyPreviousMatch { en: "previous match", hr: "prethodni meč", sl: "prejšnji dvoboj" }
    KeyNextMatch { en: "next match", hr: "sljedeći meč", sl: "naslednji dvoboj" }
    KeyFirstBoard { en: "first board of table 1", hr: "prva ploča 1. stola", sl: "prva deska 1. mize" }
    KeyLastBoard {
        en: "last board of the last table",
        hr: "zadnja ploča zadnjeg stola",
        sl: "zadnja deska zadnje mize",
    }
    KeyJumpToTable {
        en: "jump to table n (digits alone enter results)",
        hr: "skok na stol n (same znamenke upisuju rezultate)",
        sl: "skok na mizo n (same števke vpisujejo izide)",
    }
    KeyExpandAll {
        en: "show the boards of every match, or only the cursor's",
        hr: "prikaži ploče svih mečeva ili samo označenog",
        sl: "pokaži deske vseh dvobojev ali le izbranega",
    }
    KeyPreviousRound { en: "previous round", hr: "prethodno kolo", sl: "prejšnje kolo" }
    KeyNextRound { en: "next round", hr: "sljedeće kolo", sl: "naslednje kolo" }
    KeyUnlock {
        en: "unlock (or lock) corrections of an earlier round",
        hr: "otključaj (ili zaključaj) ispravke ranijeg kola",
        sl: "odkleni (ali zakleni) popravke prejšnjega kola",
    }
    KeyPairNext {
        en: "pair the next round (asks first)",
        hr: "sparivanje sljedećeg kola (uz potvrdu)",
        sl: "pari naslednjega kola (s potrditvijo)",
    }
    KeyDiscard {
        en: "discard the pairing of the newest round, while it has no results (asks first)",
        hr: "poništi sparivanje zadnjeg kola dok nema rezultata (uz potvrdu)",
        sl: "zavrzi pare zadnjega kola, dokler nima izidov (s potrditvijo)",
    }
    KeySwap {
        en: "swap two teams between matches (starting numbers)",
        hr: "zamijeni dvije ekipe između mečeva (startni brojevi)",
        sl: "zamenjaj ekipi med dvoboji (štartni številki)",
    }
    KeyFlip {
        en: "exchange the colours of the cursor's match",
        hr: "zamijeni boje označenog meča",
        sl: "zamenjaj barvi izbranega dvoboja",
    }
    KeyExplain {
        en: "explain the pairing of this round",
        hr: "objašnjenje sparivanja ovog kola",
        sl: "razlaga parov tega kola",
    }
    KeyLineups {
        en: "lineups of the cursor's match",
        hr: "sastavi označenog meča",
        sl: "postavi izbranega dvoboja",
    }
    KeyExportPairings {
        en: "print: write the pairings as HTML and text next to the tournament",
        hr: "ispis: parovi kao HTML i tekst uz turnir",
        sl: "izpis: pari kot HTML in besedilo ob turnirju",
    }
    HelpTitle { en: "Help", hr: "Pomoć", sl: "Pomoč" }
    /// After the title of a long text over a view (`views::pager`).
    PagerKeys {
        en: "Up/Down scroll, any other key closes",
        hr: "gore/dolje pomiče, druga tipka zatvara",
        sl: "gor/dol premika, druga tipka zapre",
    }
    HelpKeysOf { en: "Keys of {view}", hr: "Tipke prikaza {view}", sl: "Tipke pogleda {view}" }
    HelpEverywhere { en: "Everywhere", hr: "Svugdje", sl: "Povsod" }
    KeyDoesNothing {
        en: "{key} does nothing in {view}: ? lists the keys",
        hr: "{key} ne radi ništa u prikazu {view}: ? daje popis tipki",
        sl: "{key} v pogledu {view} ne naredi ničesar: ? našteje tipke",
    }
    // The TUI's key names and answers in the reader's language (issue #11 item 3 audit).
    KeyNameUp { en: "Up", hr: "Gore", sl: "Gor" }
    KeyNameDown { en: "Down", hr: "Dolje", sl: "Dol" }
    KeyNameLeft { en: "Left", hr: "Lijevo", sl: "Levo" }
    KeyNameRight { en: "Right", hr: "Desno", sl: "Desno" }
    KeyNameSpace { en: "Space", hr: "Razmaknica", sl: "Preslednica" }
    FormYes { en: "y", hr: "d", sl: "d" }
    ExportFilePairings { en: "pairings-round-{round}", hr: "parovi-kolo-{round}", sl: "pari-kolo-{round}" }
    ExportFileStandings { en: "standings-round-{round}", hr: "poredak-kolo-{round}", sl: "lestvica-kolo-{round}" }
    ExportFileCrosstable { en: "crosstable-round-{round}", hr: "tablica-kolo-{round}", sl: "tabela-kolo-{round}" }
    ExportFileBoards { en: "boards-round-{round}", hr: "ploce-kolo-{round}", sl: "deske-kolo-{round}" }
    ExportFilePlayers { en: "players-round-{round}", hr: "igraci-kolo-{round}", sl: "igralci-kolo-{round}" }
    FormNo { en: "n", hr: "n", sl: "n" }
    ThemeUnknown {
        en: "theme: '{name}' is neither a built-in theme ({names}) nor a readable file ({problem})",
        hr: "tema: '{name}' nije ni ugrađena tema ({names}) ni datoteka koja se može čitati ({problem})",
        sl: "tema: '{name}' ni ne vgrajena tema ({names}) ne berljiva datoteka ({problem})",
    }
    ThemeBad {
        en: "theme {name}: {problem}",
        hr: "tema {name}: {problem}",
        sl: "tema {name}: {problem}",
    }
    TerminalFailed {
        en: "terminal: {problem}",
        hr: "terminal: {problem}",
        sl: "terminal: {problem}",
    }
    HintPairNext { en: "pair the next round", hr: "sparivanje sljedećeg kola", sl: "pari naslednjega kola" }
    QuitWhileRunning {
        en: "the clock is running for missing players: quit anyway? y = quit, any other key = stay",
        hr: "sat teče za igrače koji nisu stigli: ipak izaći? y = izlaz, druga tipka = ostani",
        sl: "ura teče za manjkajoče igralce: vseeno končati? y = izhod, druga tipka = ostani",
    }
    QuitCancelled { en: "not quitting", hr: "izlaz otkazan", sl: "izhod preklican" }
    ExportWritten {
        en: "wrote {html} and {txt} in {dir}",
        hr: "zapisano {html} i {txt} u {dir}",
        sl: "zapisano {html} in {txt} v {dir}",
    }
    RoundEarlierLocked {
        en: "round {round} is an earlier round: press L to unlock corrections",
        hr: "{round}. kolo je ranije kolo: L otključava ispravke",
        sl: "{round}. kolo je prejšnje kolo: L odklene popravke",
    }
    RoundsPaired {
        en: "round: rounds 1 to {rounds} are paired",
        hr: "kolo: sparena su kola 1 do {rounds}",
        sl: "kolo: pare imajo kola 1 do {rounds}",
    }
    RoundsUnlocked {
        en: "earlier rounds unlocked: results may be corrected",
        hr: "ranija kola otključana: rezultati se mogu ispraviti",
        sl: "prejšnja kola odklenjena: izide je mogoče popraviti",
    }
    RoundsLocked { en: "earlier rounds locked", hr: "ranija kola zaključana", sl: "prejšnja kola zaklenjena" }
    PromptTable {
        en: "table: {typed}_  (Enter jumps, Esc cancels)",
        hr: "stol: {typed}_  (Enter skače, Esc odustaje)",
        sl: "miza: {typed}_  (Enter skoči, Esc prekliče)",
    }
    JumpedToTable { en: "table {table}", hr: "stol {table}", sl: "miza {table}" }
    NotATable {
        en: "table: '{typed}' is not a table of this round (1 to {tables})",
        hr: "stol: '{typed}' nije stol ovog kola (1 do {tables})",
        sl: "miza: '{typed}' ni miza tega kola (1 do {tables})",
    }
    PromptSwap {
        en: "swap the teams with starting numbers: {typed}_  (e.g. 3,7; Enter swaps, Esc cancels)",
        hr: "zamijeni ekipe sa startnim brojevima: {typed}_  (npr. 3,7; Enter mijenja, Esc odustaje)",
        sl: "zamenjaj ekipi s štartnima številkama: {typed}_  (npr. 3,7; Enter zamenja, Esc prekliče)",
    }
    SwapNeedsTwoTeams {
        en: "swap: '{typed}' does not name two teams by starting number (1 to {teams}), e.g. 3,7",
        hr: "zamjena: '{typed}' ne navodi dvije ekipe startnim brojem (1 do {teams}), npr. 3,7",
        sl: "zamenjava: '{typed}' ne navaja dveh ekip s štartno številko (1 do {teams}), npr. 3,7",
    }
    ConfirmPair {
        en: "pair round {round} now? y = pair, any other key = no",
        hr: "spariti {round}. kolo sada? y = sparivanje, druga tipka = ne",
        sl: "določi pare {round}. kola zdaj? y = pari, druga tipka = ne",
    }
    ConfirmDiscard {
        en: "discard the pairing of round {round}? y = discard, any other key = no",
        hr: "poništiti sparivanje {round}. kola? y = poništi, druga tipka = ne",
        sl: "zavreči pare {round}. kola? y = zavrzi, druga tipka = ne",
    }
    StepCancelled { en: "cancelled: nothing changed", hr: "otkazano: ništa nije promijenjeno", sl: "preklicano: nič se ni spremenilo" }
    ExplainTitle {
        en: "Pairing of round {round}",
        hr: "Sparivanje {round}. kola",
        sl: "Pari {round}. kola",
    }
    ExplainSetByHand {
        en: "The recorded pairing differs from this automatic pairing: it was set or changed by hand (see kup check).",
        hr: "Zapisano sparivanje razlikuje se od ovog automatskog: postavljeno je ili promijenjeno ručno (vidi kup check).",
        sl: "Zapisani pari se razlikujejo od teh samodejnih: določeni ali spremenjeni so bili ročno (glej kup check).",
    }
    LineupTitle {
        en: "Lineup, round {round}: {team}",
        hr: "Sastav, {round}. kolo: {team}",
        sl: "Postava, {round}. kolo: {team}",
    }
    LineupBase {
        en: "No lineup handed in: the base lineup plays.",
        hr: "Sastav nije predan: igra osnovni sastav.",
        sl: "Postava ni oddana: igra osnovna postava.",
    }
    LineupHandedIn { en: "Handed in at {when}.", hr: "Predan u {when}.", sl: "Oddana ob {when}." }
    LineupEntered { en: "Lineup entered.", hr: "Sastav upisan.", sl: "Postava vpisana." }
    LineupLate {
        en: "LATE: due by {due}",
        hr: "KASNI: rok je bio {due}",
        sl: "PREPOZNO: rok je bil {due}",
    }
    /// Beside a team in the Round view whose lineup came in after the deadline.
    LineupLateFlag { en: "late lineup", hr: "sastav kasni", sl: "postava prepozno" }
    LineupDue { en: "Due by {due}.", hr: "Rok predaje: {due}.", sl: "Rok oddaje: {due}." }
    LineupBoard { en: "board {board}", hr: "ploča {board}", sl: "deska {board}" }
    LineupKeys {
        en: "Space choose  Enter save  Left/Right other team  Esc close",
        hr: "Razmak odaberi  Enter spremi  lijevo/desno druga ekipa  Esc zatvori",
        sl: "Presledek izberi  Enter shrani  levo/desno druga ekipa  Esc zapri",
    }

    // Why a pairing is what it is (`pairing`: `kup pair --explain`, the Round tab's `x`) and
    // why teams rank as they do (`scoring::explain`: `kup explain`), engineer `lang`'s block.
    // hr bodovna skupina, prebačena naviše, želja za bojom, slobodna; sl točkovna skupina,
    // premaknjena navzgor, barvna želja, prosta (FIDE C.04.6).
    /// `{details}`: [`Msg::PairingWhyLastTwoRounds`] and the colour-preference model.
    PairingWhySwissRound {
        en: "Round {round} of {total}, FIDE C.04.6 (initial-colour {initial}; {details})",
        hr: "{round}. kolo od {total}, FIDE C.04.6 (početna boja {initial}; {details})",
        sl: "{round}. kolo od {total}, FIDE C.04.6 (začetna barva {initial}; {details})",
    }
    /// The initial-colour (C.04.6 4.1), as `{initial}` of [`Msg::PairingWhySwissRound`].
    PairingInitialWhite { en: "White", hr: "bijela", sl: "bela" }
    PairingInitialBlack { en: "Black", hr: "crna", sl: "črna" }
    PairingWhyLegacyRound {
        en: "Round {round} of {total}, legacy team mode: FIDE C.04.3 (Dutch) applied to teams by match points (initial-colour {initial})",
        hr: "{round}. kolo od {total}, stari ekipni način: FIDE C.04.3 (nizozemski sustav) primijenjen na ekipe po meč-bodovima (početna boja {initial})",
        sl: "{round}. kolo od {total}, stari ekipni način: FIDE C.04.3 (nizozemski sistem), uporabljen za ekipe po meč točkah (začetna barva {initial})",
    }
    PairingWhyLegacyPair {
        en: "{white} ({white_score} MP) - {black} ({black_score} MP)",
        hr: "{white} ({white_score} MB) - {black} ({black_score} MB)",
        sl: "{white} ({white_score} MT) - {black} ({black_score} MT)",
    }
    PairingWhyLegacyBye {
        en: "bye: team {team} ({score} MP; C.04.3 A.5, C.2)",
        hr: "slobodna: ekipa {team} ({score} MB; C.04.3 A.5, C.2)",
        sl: "prosta: ekipa {team} ({score} MT; C.04.3 A.5, C.2)",
    }
    PairingWhyLastTwoRounds {
        en: "last two rounds: C7 and C10 do not apply",
        hr: "zadnja dva kola: C7 i C10 ne primjenjuju se",
        sl: "zadnji dve koli: C7 in C10 se ne uporabljata",
    }
    PairingWhyTypeA { en: "colour preferences Type A", hr: "želje za bojom tipa A", sl: "barvne želje tipa A" }
    PairingWhyTypeB { en: "colour preferences Type B", hr: "želje za bojom tipa B", sl: "barvne želje tipa B" }
    PairingWhyNoPreferences { en: "no colour preferences", hr: "bez želja za bojom", sl: "brez barvnih želja" }
    PairingWhyBerger {
        en: "Round {round} of {rounds}: Berger table for {teams} teams (FIDE C.05 Annex 1)",
        hr: "{round}. kolo od {rounds}: Bergerova tablica za {teams} ekipa (FIDE C.05, Prilog 1)",
        sl: "{round}. kolo od {rounds}: Bergerjeva tabela za {teams} ekip (FIDE C.05, Priloga 1)",
    }
    PairingWhyBergerDouble {
        en: "Round {round} of {rounds}: Berger table for {teams} teams (FIDE C.05 Annex 1), double round robin: last two rounds of cycle 1 exchanged, cycle 2 with colours reversed",
        hr: "{round}. kolo od {rounds}: Bergerova tablica za {teams} ekipa (FIDE C.05, Prilog 1), dvokružno: zadnja dva kola 1. kruga zamijenjena, 2. krug s obrnutim bojama",
        sl: "{round}. kolo od {rounds}: Bergerjeva tabela za {teams} ekip (FIDE C.05, Priloga 1), dvokrožno: zadnji dve koli 1. kroga zamenjani, 2. krog z obrnjenimi barvami",
    }
    PairingWhyForbiddenNotApplied {
        en: "the forbidden pairings are not applied: the Berger tables are fixed and every team meets every other",
        hr: "zabrane sparivanja ne primjenjuju se: Bergerove tablice su nepromjenjive i svaka ekipa igra sa svakom",
        sl: "prepovedani pari se ne upoštevajo: Bergerjeve tabele so nespremenljive in vsaka ekipa igra z vsako",
    }
    PairingWhyNoMatch {
        en: "team {team} has no match: its table opponent (pairing number {number}) is the free number, absent or withdrawn",
        hr: "ekipa {team} nema meč: njezin protivnik po tablici (ždrijebni broj {number}) je slobodan broj, odsutan ili povučen",
        sl: "ekipa {team} nima dvoboja: njen nasprotnik po tabeli (žrebna številka {number}) je prosta številka, odsoten ali umaknjen",
    }
    PairingWhyBye {
        en: "Bye: team {team} (C.04.6 3.4: lowest score {score}, then most matches played ({played}), then largest starting number, among the teams that have not had a bye or a forfeit win and whose bye leaves the rest pairable)",
        hr: "Slobodna: ekipa {team} (C.04.6 3.4: najmanje bodova {score}, zatim najviše odigranih mečeva ({played}), zatim najveći startni broj, među ekipama koje još nisu bile slobodne ni pobijedile kontumacijom i čiji slobodan krug ostale ekipe ostavlja sparivima)",
        sl: "Prosta: ekipa {team} (C.04.6 3.4: najmanj točk {score}, nato največ odigranih dvobojev ({played}), nato največja startna številka, med ekipami, ki še niso bile proste ali zmagale brez igre in po katerih prostem kolu je ostale mogoče združiti v pare)",
    }
    PairingWhyColours { en: "Colours {white}-{black}: {rule}", hr: "Boje {white}-{black}: {rule}", sl: "Barve {white}-{black}: {rule}" }
    ColourRuleInitial {
        en: "4.3.1 neither team has played: the initial-colour by the parity of the first-team's starting number",
        hr: "4.3.1 nijedna ekipa još nije igrala: početna boja prema parnosti startnog broja prve ekipe",
        sl: "4.3.1 nobena ekipa še ni igrala: začetna barva po parnosti startne številke prve ekipe",
    }
    ColourRuleOnlyOne {
        en: "4.3.2 only one team has a colour preference",
        hr: "4.3.2 samo jedna ekipa ima želju za bojom",
        sl: "4.3.2 le ena ekipa ima barvno željo",
    }
    ColourRuleOpposite {
        en: "4.3.3 opposite colour preferences are granted",
        hr: "4.3.3 suprotne želje za bojom su ispunjene",
        sl: "4.3.3 nasprotni barvni želji sta izpolnjeni",
    }
    ColourRuleStrong {
        en: "4.3.4 the strong preference is granted",
        hr: "4.3.4 jaka želja za bojom je ispunjena",
        sl: "4.3.4 močna barvna želja je izpolnjena",
    }
    ColourRuleDifference {
        en: "4.3.5 White to the team with the lower colour difference",
        hr: "4.3.5 bijele figure ekipi s manjom razlikom boja",
        sl: "4.3.5 bele figure ekipi z manjšo barvno razliko",
    }
    ColourRuleAlternate {
        en: "4.3.6 colours alternate from the last time the two teams had different colours",
        hr: "4.3.6 boje se izmjenjuju od zadnjeg kola u kojem su ekipe imale različite boje",
        sl: "4.3.6 barve se izmenjujejo od zadnjega kola, v katerem sta ekipi imeli različni barvi",
    }
    ColourRuleFirstPreference {
        en: "4.3.7 the first-team's preference is granted",
        hr: "4.3.7 želja prve ekipe je ispunjena",
        sl: "4.3.7 želja prve ekipe je izpolnjena",
    }
    ColourRuleFirstAlternates {
        en: "4.3.8 the first-team alternates from its last played match",
        hr: "4.3.8 prva ekipa mijenja boju u odnosu na svoj zadnji odigrani meč",
        sl: "4.3.8 prva ekipa zamenja barvo glede na svoj zadnji odigrani dvoboj",
    }
    ColourRuleOtherAlternates {
        en: "4.3.9 the other team alternates from its last played match",
        hr: "4.3.9 druga ekipa mijenja boju u odnosu na svoj zadnji odigrani meč",
        sl: "4.3.9 druga ekipa zamenja barvo glede na svoj zadnji odigrani dvoboj",
    }
    PairingScoreMatchPoints { en: "{score} MP", hr: "{score} MB", sl: "{score} MT" }
    PairingScoreGamePoints { en: "{score} GP", hr: "{score} bod.", sl: "{score} toč." }
    PairingWhyScoregroup {
        en: "Scoregroup {score}: teams {teams}",
        hr: "Bodovna skupina {score}: ekipe {teams}",
        sl: "Točkovna skupina {score}: ekipe {teams}",
    }
    /// A team named with its score in a list of upfloaters.
    PairingWhyTeamScore { en: "{team} ({score})", hr: "{team} ({score})", sl: "{team} ({score})" }
    PairingWhyUpfloaters {
        en: "  upfloaters {teams}: {why}; highest scores first (C5), then starting number (3.5.4)",
        hr: "  prebačene naviše {teams}: {why}; najprije najviše bodova (C5), zatim startni broj (3.5.4)",
        sl: "  premaknjene navzgor {teams}: {why}; najprej največ točk (C5), nato startna številka (3.5.4)",
    }
    PairingWhyOddGroup {
        en: "the scoregroup has an odd number of teams (C4: one upfloater)",
        hr: "bodovna skupina ima neparan broj ekipa (C4: jedna ekipa prebačena naviše)",
        sl: "točkovna skupina ima liho število ekip (C4: ena ekipa premaknjena navzgor)",
    }
    PairingWhyMoreUpfloaters {
        en: "the scoregroup cannot be paired with fewer without a rematch or without leaving the rest unpairable (C1/C3), so {count} upfloaters (C4)",
        hr: "bodovna skupina ne može se spariti s manje ekipa bez ponovljenog meča ili a da ostale ekipe ne ostanu nesparive (C1/C3), zato je prebačenih naviše {count} (C4)",
        sl: "točkovne skupine ni mogoče združiti v pare z manj ekipami brez ponovljenega dvoboja ali tako, da bi preostale ostale brez parov (C1/C3), zato je premaknjenih navzgor {count} (C4)",
    }
    /// `{more}`: [`Msg::PairingWhyPassedOverC6`] and [`Msg::PairingWhyPassedOverC7`] where they apply.
    PairingWhyPassedOver {
        en: "  the earlier sets in the order of C.04.6 3.5.4 were passed over: they leave no legal pairing (C1/C3){more}",
        hr: "  raniji skupovi po redoslijedu C.04.6 3.5.4 preskočeni su: ne ostavljaju dopuštene parove (C1/C3){more}",
        sl: "  prejšnji nabori po vrstnem redu C.04.6 3.5.4 so bili preskočeni: ne dopuščajo pravilnih parov (C1/C3){more}",
    }
    PairingWhyPassedOverC6 {
        en: ", or break C6 (the following scoregroup could not be paired)",
        hr: " ili krše C6 (sljedeća bodovna skupina ne bi se mogla spariti)",
        sl: " ali kršijo C6 (naslednje točkovne skupine ne bi bilo mogoče združiti v pare)",
    }
    PairingWhyPassedOverC7 {
        en: ", or have more upfloaters that floated last round (C7)",
        hr: " ili imaju više prebačenih naviše koje su bile prebačene i u prošlom kolu (C7)",
        sl: " ali imajo več premaknjenih navzgor, ki so bile premaknjene že v prejšnjem kolu (C7)",
    }
    PairingWhyC6 {
        en: "  C6 cannot be met: no choice lets the following scoregroup pair within itself",
        hr: "  C6 se ne može ispuniti: ni uz jedan izbor sljedeća bodovna skupina ne može se spariti unutar sebe",
        sl: "  C6 ni mogoče izpolniti: pri nobeni izbiri naslednje točkovne skupine ni mogoče združiti v pare znotraj nje",
    }
    PairingWhyC7 {
        en: "  C7: {count} upfloater(s) floated in the previous round too; no legal choice avoids it",
        hr: "  C7: prebačenih naviše koje su bile prebačene i u prošlom kolu: {count}; nijedan dopušteni izbor to ne izbjegava",
        sl: "  C7: premaknjenih navzgor, ki so bile premaknjene že v prejšnjem kolu: {count}; nobena dovoljena izbira se temu ne izogne",
    }
    PairingWhySetsCapped {
        en: "  (the first {count} sets were examined; the best of them is taken)",
        hr: "  (ispitano je prvih {count} skupova; uzima se najbolji od njih)",
        sl: "  (pregledanih je bilo prvih {count} naborov; vzame se najboljši med njimi)",
    }
    PairingWhyPairs {
        en: "  pairs {pairs} (identifier {identifier}, C.04.6 3.6)",
        hr: "  parovi {pairs} (identifikator {identifier}, C.04.6 3.6)",
        sl: "  pari {pairs} (identifikator {identifier}, C.04.6 3.6)",
    }
    PairingWhyC8 {
        en: "  C8: {teams} team(s) cannot get their colour preference: every legal pairing of this bracket has {pairs} pair(s) wanting the same colour",
        hr: "  C8: ekipa koje ne mogu dobiti željenu boju: {teams}; svako dopušteno sparivanje ove skupine ima parova koji žele istu boju: {pairs}",
        sl: "  C8: ekip, ki ne morejo dobiti želene barve: {teams}; vsaka dovoljena razporeditev te skupine ima parov, ki želijo isto barvo: {pairs}",
    }
    PairingWhyC9 {
        en: "  C9: {count} pair(s) of strong preferences for the same colour cannot be avoided",
        hr: "  C9: parova s jakom željom za istu boju koji se ne mogu izbjeći: {count}",
        sl: "  C9: parov z močno željo po isti barvi, ki se jim ni mogoče izogniti: {count}",
    }
    PairingWhyC10 {
        en: "  C10: {count} upfloater opponent(s) floated last round; no legal pairing avoids it",
        hr: "  C10: protivnika prebačenih naviše koji su i sami bili prebačeni u prošlom kolu: {count}; nijedno dopušteno sparivanje to ne izbjegava",
        sl: "  C10: nasprotnikov premaknjenih navzgor, ki so bili premaknjeni že v prejšnjem kolu: {count}; nobena dovoljena razporeditev se temu ne izogne",
    }
    PairingWhyNotTopHalf {
        en: "  not the plain top half against bottom half: that pairing would repeat a match (C1) or pair teams kept apart (record 260)",
        hr: "  nije jednostavno gornja polovica protiv donje: takvo bi sparivanje ponovilo meč (C1) ili spojilo ekipe kojima je sparivanje zabranjeno (zapis 260)",
        sl: "  ni preprosto zgornja polovica proti spodnji: taki pari bi ponovili dvoboj (C1) ali združili ekipi, ki ne smeta igrati druga proti drugi (zapis 260)",
    }
    ScoreWhyNotANumber {
        en: "teams: '{part}' is not a starting number (write e.g. 3,7)",
        hr: "ekipe: '{part}' nije startni broj (piši npr. 3,7)",
        sl: "ekipe: '{part}' ni startna številka (piši npr. 3,7)",
    }
    ScoreWhyUnknownCriterion {
        en: "criterion: unknown code '{code}'; the codes are {codes}",
        hr: "kriterij: nepoznata oznaka '{code}'; oznake su {codes}",
        sl: "merilo: neznana oznaka '{code}'; oznake so {codes}",
    }
    ScoreWhyValue {
        en: "{criterion} ({code}) of {team}: {value}",
        hr: "{criterion} ({code}) ekipe {team}: {value}",
        sl: "{criterion} ({code}) ekipe {team}: {value}",
    }
    ScoreWhyNotComputed {
        en: "not computed (only among teams still tied, or lots not drawn)",
        hr: "nije izračunato (samo među ekipama koje su još izjednačene, ili ždrijeb nije izvučen)",
        sl: "ni izračunano (samo med ekipami, ki so še izenačene, ali žreb ni bil izveden)",
    }
    ScoreWhyUnplayed { en: "  unplayed rounds: {model}", hr: "  neodigrana kola: {model}", sl: "  neodigrana kola: {model}" }
    ScoreModelOlympiad2008 {
        en: "2008 Olympiad rules (bye = drawn match against the team itself, forfeit = won 3-1)",
        hr: "pravila Olimpijade 2008. (slobodna = neriješen meč protiv same sebe, kontumacija = pobjeda 3-1)",
        sl: "pravila olimpijade 2008 (prosto kolo = neodločen dvoboj proti sami sebi, brez igre = zmaga 3-1)",
    }
    ScoreModelOlympiad2010 {
        en: "Khanty-Mansiysk 2010 Olympiad rules (drawn match against a virtual opponent)",
        hr: "pravila Olimpijade u Hanti-Mansijsku 2010. (neriješen meč protiv virtualnog protivnika)",
        sl: "pravila olimpijade v Hanti-Mansijsku 2010 (neodločen dvoboj proti virtualnemu nasprotniku)",
    }
    ScoreModelVirtual2022 {
        en: "FIDE C.07 (2022): virtual opponent",
        hr: "FIDE C.07 (2022.): virtualni protivnik",
        sl: "FIDE C.07 (2022): virtualni nasprotnik",
    }
    ScoreModelDummy2023 {
        en: "FIDE C.07 (2023/2024) Art. 16: dummy opponent",
        hr: "FIDE C.07 (2023./2024.) čl. 16: fiktivni protivnik",
        sl: "FIDE C.07 (2023/2024) čl. 16: fiktivni nasprotnik",
    }
    ScoreModelCapped2026 {
        en: "FIDE C.07 (2026) Art. 16: capped dummy opponent",
        hr: "FIDE C.07 (2026.) čl. 16: fiktivni protivnik s ograničenim rezultatom",
        sl: "FIDE C.07 (2026) čl. 16: fiktivni nasprotnik z omejenim rezultatom",
    }
    /// One term of an opponent-based criterion; `{dropped}` is [`Msg::ScoreWhyDropped`] or empty.
    ScoreWhyTerm {
        en: "  round {round}: {who}: {opponent} x {own} = {contribution}{dropped}",
        hr: "  {round}. kolo: {who}: {opponent} x {own} = {contribution}{dropped}",
        sl: "  {round}. kolo: {who}: {opponent} x {own} = {contribution}{dropped}",
    }
    ScoreWhyDropped {
        en: "  (dropped: least significant value)",
        hr: "  (izostavljeno: najmanje značajna vrijednost)",
        sl: "  (izpuščeno: najmanj pomembna vrednost)",
    }
    ScoreWhyDummy { en: "dummy opponent (C.07 16.4)", hr: "fiktivni protivnik (C.07 16.4)", sl: "fiktivni nasprotnik (C.07 16.4)" }
    ScoreWhyItself { en: "the team itself (bye)", hr: "sama ekipa (slobodna)", sl: "ekipa sama (prosto kolo)" }
    ScoreWhyOpponent { en: "opponent", hr: "protivnik", sl: "nasprotnik" }
    ScoreWhyAfterRound { en: "after round {round}: {teams}", hr: "nakon {round}. kola: {teams}", sl: "po {round}. kolu: {teams}" }
    /// One stage of a comparison: the criterion's code (padded), its name, the values.
    ScoreWhyStep { en: "  {code} {name}: {values}", hr: "  {code} {name}: {values}", sl: "  {code} {name}: {values}" }
    ScoreWhyDecidedBy { en: "decided by {code}", hr: "odlučuje {code}", sl: "odloča {code}" }
    ScoreWhyStillTied {
        en: "still tied after the whole chain: the place is shared",
        hr: "izjednačene i nakon svih kriterija: mjesto je dijeljeno",
        sl: "izenačene tudi po vseh merilih: mesto je deljeno",
    }
    ScoreWhyPlayoff {
        en: "play-off due for places {first}-{last}: {rule}",
        hr: "za {first}.-{last}. mjesto igra se doigravanje: {rule}",
        sl: "za {first}.-{last}. mesto se igra dodatni dvoboj: {rule}",
    }
    ScoreWhyPlayoffDue {
        en: "play-off due: places {first}-{last} (teams {teams}): {rule}",
        hr: "doigravanje: {first}.-{last}. mjesto (ekipe {teams}): {rule}",
        sl: "dodatni dvoboj: {first}.-{last}. mesto (ekipe {teams}): {rule}",
    }
    /// How a game lost by penalty changed a match.
    ScoreWhyPenaltyEffect {
        en: "{penalties}: match {before} without the penalty, {after} with it; match points {points_before} → {points_after}",
        hr: "{penalties}: meč {before} bez kazne, {after} s kaznom; meč-bodovi {points_before} → {points_after}",
        sl: "{penalties}: dvoboj {before} brez kazni, {after} s kaznijo; meč točke {points_before} → {points_after}",
    }
    ScoreWhyAllLost {
        en: "{penalty}: match points {earned} → 0",
        hr: "{penalty}: meč-bodovi {earned} → 0",
        sl: "{penalty}: meč točke {earned} → 0",
    }
    ScoreWhyPenaltyFor { en: "penalty, for {team}: {effect}", hr: "kazna ({team}): {effect}", sl: "kazen ({team}): {effect}" }
    // `kup engine --check`: the checker's report (engine `lang`'s block); the pairs file
    // itself stays as engines expect it.
    /// One difference of a round; `{what}` is one of the `Engine*Differ*` texts.
    EngineRoundDiffers { en: "round {round}: {what}", hr: "{round}. kolo: {what}", sl: "{round}. kolo: {what}" }
    EngineRefused {
        en: "the engine cannot pair the round: {field}: {why}",
        hr: "program ne može spariti kolo: {field}: {why}",
        sl: "program ne more določiti parov kola: {field}: {why}",
    }
    EnginePairDiffers {
        en: "pair: the file pairs {file}, the engine {first} and {second} ({rule})",
        hr: "par: u datoteci {file}, u programu {first} i {second} ({rule})",
        sl: "par: v datoteki {file}, v programu {first} in {second} ({rule})",
    }
    EngineTeamAgainst { en: "{team} v {opponent}", hr: "{team} protiv {opponent}", sl: "{team} proti {opponent}" }
    EngineTeamUnpaired { en: "{team} unpaired", hr: "{team} bez para", sl: "{team} brez para" }
    EngineUnpairedDiffers {
        en: "pair: the engine pairs {pair}, the file neither team ({rule})",
        hr: "par: program spaja {pair}, datoteka nijednu od tih ekipa ({rule})",
        sl: "par: program združi {pair}, datoteka nobene od teh ekip ({rule})",
    }
    EngineColoursDiffer {
        en: "colours: the file has {file}, the engine {engine} ({rule})",
        hr: "boje: u datoteci {file}, u programu {engine} ({rule})",
        sl: "barve: v datoteki {file}, v programu {engine} ({rule})",
    }
    EngineByeDiffers {
        en: "bye: the file gives it to {file}, the engine to {engine} ({rule})",
        hr: "slobodna: prema datoteci {file}, prema programu {engine} ({rule})",
        sl: "prosta: po datoteki {file}, po programu {engine} ({rule})",
    }
    EngineNoTeam { en: "no team", hr: "nijedna ekipa", sl: "nobena ekipa" }
    EngineTeamNumber { en: "team {number}", hr: "ekipa {number}", sl: "ekipa {number}" }
    EngineRuleSwissPairs { en: "C.04.6 Art. 2-3", hr: "C.04.6 čl. 2-3", sl: "C.04.6 čl. 2-3" }
    EngineRuleSwissColours { en: "C.04.6 Art. 4", hr: "C.04.6 čl. 4", sl: "C.04.6 čl. 4" }
    // The rules the checker names for the legacy team mode (and the C.04.6 bye).
    EngineRuleSwissBye { en: "C.04.6 3.4", hr: "C.04.6 čl. 3.4", sl: "C.04.6 čl. 3.4" }
    EngineRuleDutchPairs {
        en: "C.04.3 B-D, legacy team mode",
        hr: "C.04.3 B-D, stari ekipni način",
        sl: "C.04.3 B-D, stari ekipni način",
    }
    EngineRuleDutchColours { en: "C.04.3 E", hr: "C.04.3 E", sl: "C.04.3 E" }
    EngineRuleDutchBye { en: "C.04.3 A.5, C.2", hr: "C.04.3 A.5, C.2", sl: "C.04.3 A.5, C.2" }
    EngineRuleBerger {
        en: "C.05 Annex 1 Berger table",
        hr: "C.05 Prilog 1, Bergerova tablica",
        sl: "C.05 Priloga 1, Bergerjeva tabela",
    }
    EngineNoTiebreaks {
        en: "standings: the file names no tie-breaks (records 202/212, rules.md 4.7); ranks cannot be checked",
        hr: "poredak: datoteka ne navodi dodatne kriterije (zapisi 202/212, rules.md 4.7); plasmani se ne mogu provjeriti",
        sl: "lestvica: datoteka ne navaja dodatnih meril (zapisa 202/212, rules.md 4.7); uvrstitev ni mogoče preveriti",
    }
    EngineTiebreakUnsupported {
        en: "standings: tie-break '{code}' (line {line}, record 202/212) is not supported by kup; ranks cannot be checked",
        hr: "poredak: kup ne podržava dodatni kriterij '{code}' (redak {line}, zapis 202/212); plasmani se ne mogu provjeriti",
        sl: "lestvica: kup ne podpira merila '{code}' (vrstica {line}, zapis 202/212); uvrstitev ni mogoče preveriti",
    }
    EngineStandingsTeam {
        en: "standings after round {round}: team {number} ({team}, line {line})",
        hr: "poredak nakon {round}. kola: ekipa {number} ({team}, redak {line})",
        sl: "lestvica po {round}. kolu: ekipa {number} ({team}, vrstica {line})",
    }
    EngineMatchPointsDiffer {
        en: "{who}: match points: the file {file}, kup {kup} (PTS)",
        hr: "{who}: meč-bodovi: datoteka {file}, kup {kup} (PTS)",
        sl: "{who}: meč točke: datoteka {file}, kup {kup} (PTS)",
    }
    EngineGamePointsDiffer {
        en: "{who}: game points: the file {file}, kup {kup} (MPvGP)",
        hr: "{who}: pojedinačni bodovi: datoteka {file}, kup {kup} (MPvGP)",
        sl: "{who}: osnovne točke: datoteka {file}, kup {kup} (MPvGP)",
    }
    EngineRankDiffers {
        en: "{who}: rank: the file {file}, kup {kup} ({why})",
        hr: "{who}: plasman: datoteka {file}, kup {kup} ({why})",
        sl: "{who}: uvrstitev: datoteka {file}, kup {kup} ({why})",
    }
    EngineChainLeavesTied {
        en: "the chain leaves them tied",
        hr: "kriteriji ih ostavljaju izjednačenima",
        sl: "merila jih pustijo izenačene",
    }
    EngineDecidedAgainst {
        en: "against team {number}, decided by {code}",
        hr: "prema ekipi {number}, odlučuje {code}",
        sl: "proti ekipi {number}, odloča {code}",
    }
    EngineNoDifference {
        en: "{rounds} rounds re-paired, standings after round {rounds} recomputed: no difference",
        hr: "ponovo sparena kola: {rounds}, poredak nakon {rounds}. kola ponovo izračunat: nema razlike",
        sl: "ponovno združena kola: {rounds}, lestvica po {rounds}. kolu ponovno izračunana: ni razlik",
    }
    EngineDifferences {
        en: "check: {count} difference(s) in {path}",
        hr: "provjera: razlika u {path}: {count}",
        sl: "preverjanje: razlik v {path}: {count}",
    }
    // `kup engine`: its refusals (the individual Dutch, `pairing::dutch::DutchError`, the
    // generator); the pairs and the TRF it writes stay in the engines' format.
    EngineUsage {
        en: "engine: give --system team-swiss|dutch|berger and the TRF to pair, --check FILE, or --generate -o FILE",
        hr: "engine: navedite --system team-swiss|dutch|berger i TRF za sparivanje, --check DATOTEKA ili --generate -o DATOTEKA",
        sl: "engine: navedite --system team-swiss|dutch|berger in TRF za žrebanje, --check DATOTEKA ali --generate -o DATOTEKA",
    }
    /// A preset `kup engine --preset` cannot use; `{problem}` is the regulation's error.
    EnginePreset { en: "--preset: {problem}", hr: "--preset: {problem}", sl: "--preset: {problem}" }
    /// `core::rules::RegulationError::text`, for `--preset` of `kup import trf` and `kup engine`.
    RegulationUnknownPreset {
        en: "unknown preset '{id}'; the presets are: {presets}",
        hr: "nepoznat predložak '{id}'; predlošci su: {presets}",
        sl: "neznana predloga '{id}'; predloge so: {presets}",
    }
    RegulationUnparsable {
        en: "regulation file does not parse: {problem}",
        hr: "datoteka pravilnika ne može se raščlaniti: {problem}",
        sl: "datoteke pravilnika ni mogoče razčleniti: {problem}",
    }
    RegulationInvalidField {
        en: "regulation field '{field}' is invalid: {rule}",
        hr: "polje pravilnika '{field}' nije ispravno: {rule}",
        sl: "polje pravilnika '{field}' ni veljavno: {rule}",
    }
    DutchNotARound {
        en: "round {round} is not a round of the event's {rounds} (C.04.3)",
        hr: "{round}. kolo nije kolo ovog turnira, koji ima kola: {rounds} (C.04.3)",
        sl: "{round}. kolo ni kolo tega turnirja, ki ima kol: {rounds} (C.04.3)",
    }
    DutchBracketTooWide {
        en: "the bracket of score {score} has {differences} distinct score differences, more than the 128-bit packing of C.6 holds; pair this round by hand",
        hr: "skupina s {score} bodova ima različitih razlika u bodovima: {differences}, više nego što 128-bitno pakiranje za C.6 može sadržati; sparite ovo kolo ručno",
        sl: "skupina s {score} točkami ima različnih razlik v točkah: {differences}, več kot jih 128-bitno pakiranje za C.6 lahko zajame; to kolo žrebajte ročno",
    }
    DutchNoLegalPairing {
        en: "no legal pairing exists: the players cannot all be paired without a rematch (C.1), a second bye (C.2) or two equal absolute colour preferences meeting (C.3) (completion, C.4); the arbiter pairs this round by hand",
        hr: "ne postoje dopušteni parovi: igrači se ne mogu svi spariti bez ponovljenog susreta (C.1), drugog slobodnog kola (C.2) ili susreta dviju jednakih apsolutnih želja za bojom (C.3) (dovršenje, C.4); sudac ručno određuje parove ovog kola",
        sl: "dovoljenih parov ni: vseh igralcev ni mogoče združiti v pare brez ponovnega srečanja (C.1), drugega prostega kola (C.2) ali srečanja dveh enakih absolutnih barvnih želja (C.3) (dokončanje, C.4); sodnik ročno določi pare tega kola",
    }
    EngineGenerateTeams {
        en: "--teams {teams}: a tournament needs at least 2 teams",
        hr: "--teams {teams}: turnir treba barem 2 ekipe",
        sl: "--teams {teams}: turnir potrebuje vsaj 2 ekipi",
    }
    EngineGenerateRounds {
        en: "--rounds {rounds}: {teams} teams play 1 to {most} rounds of this system",
        hr: "--rounds {rounds}: uz broj ekipa {teams} ovaj sustav ima od 1 do {most} kola",
        sl: "--rounds {rounds}: pri številu ekip {teams} ima ta sistem od 1 do {most} kol",
    }
    EngineGenerateRound {
        en: "seed {seed}: round {round}: {refusal}",
        hr: "sjeme {seed}: {round}. kolo: {refusal}",
        sl: "seme {seed}: {round}. kolo: {refusal}",
    }
    // `kup show`, `kup check`, `kup penalty list` (engineer `lang`'s block).
    ShowRegulation { en: "regulation: {id} ({title})", hr: "pravilnik: {id} ({title})", sl: "pravilnik: {id} ({title})" }
    ShowTeams { en: "teams: {count}", hr: "ekipe: {count}", sl: "ekipe: {count}" }
    ShowRound { en: "round {round}", hr: "{round}. kolo", sl: "{round}. kolo" }
    ShowBye { en: "  bye: {team}", hr: "  slobodna: {team}", sl: "  prosta: {team}" }
    ShowPenalties { en: "penalties", hr: "kazne", sl: "kazni" }
    PenaltyNone { en: "no penalties", hr: "nema kazni", sl: "ni kazni" }
    CheckPenaltyInForce { en: "penalty in force: {penalty}", hr: "kazna na snazi: {penalty}", sl: "veljavna kazen: {penalty}" }
    CheckNoViolations { en: "no rule violations", hr: "nema kršenja pravila", sl: "ni kršitev pravil" }
    CheckViolations {
        en: "{count} rule violation(s)",
        hr: "kršenja pravila: {count}",
        sl: "kršitve pravil: {count}",
    }
    /// A penalty in force (`kup show`, `kup check`, `kup explain`); `{player}` is " (name)" or empty.
    PenaltyInForceGameLost {
        en: "round {round}, {team}: board {board}{player} loses the game — {reason}",
        hr: "{round}. kolo, {team}: ploča {board}{player} gubi partiju — {reason}",
        sl: "{round}. kolo, {team}: deska {board}{player} izgubi partijo — {reason}",
    }
    PenaltyInForceAllLost {
        en: "round {round}, {team}: loses all match points of the event — {reason}",
        hr: "{round}. kolo, {team}: gubi sve meč-bodove natjecanja — {reason}",
        sl: "{round}. kolo, {team}: izgubi vse meč točke tekmovanja — {reason}",
    }

    // The core's refusals and summaries (the `lang` engineer's block): a refusal is
    // "field: rule", both from here; the journal keeps the English.
    FieldName { en: "name", hr: "naziv", sl: "naziv" }
    FieldEndDate { en: "end date", hr: "datum završetka", sl: "datum konca" }
    FieldTeam { en: "team", hr: "ekipa", sl: "ekipa" }
    FieldTeamName { en: "team name", hr: "naziv ekipe", sl: "ime ekipe" }
    FieldStartingNumber { en: "starting number", hr: "startni broj", sl: "startna številka" }
    FieldRoster { en: "roster", hr: "popis igrača", sl: "seznam igralcev" }
    FieldRosterOrder { en: "roster order", hr: "redoslijed igrača", sl: "vrstni red igralcev" }
    FieldRosterPosition { en: "roster position", hr: "mjesto na popisu", sl: "mesto na seznamu" }
    FieldPlayer { en: "player", hr: "igrač", sl: "igralec" }
    FieldSurname { en: "surname", hr: "prezime", sl: "priimek" }
    FieldGivenName { en: "given name", hr: "ime", sl: "ime" }
    FieldFideId { en: "FIDE ID", hr: "FIDE ID", sl: "FIDE ID" }
    FieldFideRating { en: "FIDE rating", hr: "FIDE rejting", sl: "FIDE rating" }
    FieldNationalRating { en: "national rating", hr: "nacionalni rejting", sl: "nacionalni rating" }
    FieldFederation { en: "federation", hr: "savez", sl: "zveza" }
    FieldCitizenship { en: "citizenship", hr: "državljanstvo", sl: "državljanstvo" }
    FieldBirthYear { en: "birth year", hr: "godina rođenja", sl: "leto rojstva" }
    FieldRound { en: "round", hr: "kolo", sl: "kolo" }
    FieldTable { en: "table", hr: "stol", sl: "miza" }
    FieldBoard { en: "board", hr: "ploča", sl: "deska" }
    FieldSwap { en: "swap", hr: "zamjena", sl: "zamenjava" }
    FieldPairing { en: "pairing", hr: "parovi", sl: "pari" }
    FieldPairingNumbers { en: "pairing numbers", hr: "ždrijebni brojevi", sl: "žrebne številke" }
    FieldLineup { en: "lineup", hr: "sastav", sl: "postava" }
    FieldSeating { en: "seating", hr: "raspored za pločama", sl: "razpored za deskami" }
    FieldPenalty { en: "penalty", hr: "kazna", sl: "kazen" }
    FieldReason { en: "reason", hr: "razlog", sl: "razlog" }
    FieldMatchScore { en: "match score", hr: "rezultat meča", sl: "rezultat meča" }
    FieldForfeits { en: "forfeits", hr: "kontumacije", sl: "brez igre" }
    FieldAbsence { en: "absence", hr: "izostanak", sl: "odsotnost" }
    FieldLots { en: "lots", hr: "ždrijeb", sl: "žreb" }
    FieldTeams { en: "teams", hr: "ekipe", sl: "ekipe" }
    FieldFirstRound { en: "first round", hr: "prvo kolo", sl: "prvo kolo" }
    FieldLastRound { en: "last round", hr: "zadnje kolo", sl: "zadnje kolo" }

    RefuseNoName { en: "the tournament needs a name", hr: "turnir mora imati naziv", sl: "turnir mora imeti naziv" }
    RefuseEndBeforeStart {
        en: "the event cannot end before it starts",
        hr: "turnir ne može završiti prije nego što počne",
        sl: "turnir se ne more končati, preden se začne",
    }
    RefuseNoLateEntries {
        en: "round 1 is paired and this regulation admits no late entries",
        hr: "parovi 1. kola su određeni, a ovaj pravilnik ne dopušta naknadne prijave",
        sl: "pari 1. kola so določeni, ta pravilnik pa ne dovoljuje naknadnih prijav",
    }
    RefuseRemoveAfterRoundOne {
        en: "a team cannot be removed once round 1 is paired; withdraw it instead",
        hr: "ekipa se ne može ukloniti kad su parovi 1. kola određeni; umjesto toga je povucite",
        sl: "ekipe ni mogoče odstraniti, ko so pari 1. kola določeni; namesto tega jo umaknite",
    }
    RefuseStartingNumbersFixed {
        en: "starting numbers are fixed once round 1 is paired (C.04.6 1.1.3)",
        hr: "startni brojevi se ne mijenjaju kad su parovi 1. kola određeni (C.04.6 1.1.3)",
        sl: "startne številke se ne spreminjajo, ko so pari 1. kola določeni (C.04.6 1.1.3)",
    }
    RefuseOutOfRange { en: "must be between 1 and {most}", hr: "mora biti između 1 i {most}", sl: "mora biti med 1 in {most}" }
    RefuseRosterFull {
        en: "{team} already has {players} players, the most this regulation allows",
        hr: "{team} već ima {players} igrača, najviše što ovaj pravilnik dopušta",
        sl: "{team} že ima {players} igralcev, največ, kar ta pravilnik dovoljuje",
    }
    RefuseFideIdTaken {
        en: "already on the roster of {team}: a player plays for one team only",
        hr: "već je na popisu ekipe {team}: igrač igra samo za jednu ekipu",
        sl: "že je na seznamu ekipe {team}: igralec igra samo za eno ekipo",
    }
    RefusePlayerHasPlayed {
        en: "has played or is in a lineup; the record must stay",
        hr: "igrao je ili je u sastavu; zapis mora ostati",
        sl: "igral je ali je v postavi; zapis mora ostati",
    }
    RefuseBaseLineupFixed {
        en: "the base lineup is fixed once round 1 is paired; an arbiter's override is needed",
        hr: "osnovni sastav se ne mijenja kad su parovi 1. kola određeni; potrebna je odluka sudca",
        sl: "osnovna postava se ne spreminja, ko so pari 1. kola določeni; potrebna je odločitev sodnika",
    }
    RefuseOnlyNewestDiscarded {
        en: "only the newest paired round ({newest}) can be discarded",
        hr: "poništiti se mogu samo parovi posljednjeg kola ({newest})",
        sl: "razveljaviti je mogoče le pare zadnjega kola ({newest})",
    }
    RefuseOnlyNewestChanged {
        en: "only the newest paired round ({newest}) can be changed",
        hr: "mijenjati se mogu samo parovi posljednjeg kola ({newest})",
        sl: "spreminjati je mogoče le pare zadnjega kola ({newest})",
    }
    RefuseRoundHasResults {
        en: "round {round} has results; clear them first",
        hr: "{round}. kolo ima rezultate; najprije ih obrišite",
        sl: "{round}. kolo ima rezultate; najprej jih izbrišite",
    }
    RefuseSwapTeams {
        en: "both teams must be in the pairing of round {round}, and differ",
        hr: "obje ekipe moraju biti u parovima {round}. kola i biti različite",
        sl: "obe ekipi morata biti v parih {round}. kola in biti različni",
    }
    RefuseTables {
        en: "round {round} has tables 1 to {tables}",
        hr: "{round}. kolo ima stolove od 1 do {tables}",
        sl: "{round}. kolo ima mize od 1 do {tables}",
    }
    RefuseBoards {
        en: "a match has boards 1 to {boards}",
        hr: "meč ima ploče od 1 do {boards}",
        sl: "meč ima deske od 1 do {boards}",
    }
    RefusePairingNumbersFixed {
        en: "pairing numbers are fixed once round 1 is paired",
        hr: "ždrijebni brojevi se ne mijenjaju kad su parovi 1. kola određeni",
        sl: "žrebne številke se ne spreminjajo, ko so pari 1. kola določeni",
    }
    RefusePairingNumbersEach {
        en: "must name each of the {teams} teams exactly once",
        hr: "mora navesti svaku od {teams} ekipa točno jednom",
        sl: "mora navesti vsako od {teams} ekip natanko enkrat",
    }
    RefuseTooManyPlayers {
        en: "at most {boards} players, one per board",
        hr: "najviše {boards} igrača, jedan po ploči",
        sl: "največ {boards} igralcev, eden na desko",
    }
    RefuseAllBoardsRequired {
        en: "this regulation requires all {boards} boards filled",
        hr: "ovaj pravilnik traži popunjene sve ploče ({boards})",
        sl: "ta pravilnik zahteva zasedene vse deske ({boards})",
    }
    RefuseNoPlayerNamed { en: "names no player", hr: "ne navodi nijednog igrača", sl: "ne navaja nobenega igralca" }
    RefuseNotOnRoster {
        en: "board {board}: the player is not on the roster of {team}",
        hr: "ploča {board}: igrač nije na popisu ekipe {team}",
        sl: "deska {board}: igralec ni na seznamu ekipe {team}",
    }
    RefuseSamePlayerTwice {
        en: "board {board}: the same player twice",
        hr: "ploča {board}: isti igrač dvaput",
        sl: "deska {board}: isti igralec dvakrat",
    }
    RefuseNoPenaltyNamed { en: "names no penalty", hr: "ne navodi nijednu kaznu", sl: "ne navaja nobene kazni" }
    RefuseNoSuchPenalty {
        en: "no such penalty in round {round}",
        hr: "takve kazne nema u {round}. kolu",
        sl: "take kazni v {round}. kolu ni",
    }
    RefuseScoresTooHigh {
        en: "the two scores add up to more than {boards} boards",
        hr: "zbroj obaju rezultata veći je od broja ploča ({boards})",
        sl: "vsota obeh rezultatov presega število desk ({boards})",
    }
    RefuseNoDefaultTime {
        en: "round {round} has no scheduled start, so no default time",
        hr: "{round}. kolo nema zakazan početak, pa ni vrijeme dopuštenog zakašnjenja",
        sl: "{round}. kolo nima določenega začetka, zato tudi ne časa dovoljene zamude",
    }
    RefuseDefaultTimeNotPassed {
        en: "none is due: the default time ({limit}) has not passed at {now}",
        hr: "nijedna nije na redu: vrijeme dopuštenog zakašnjenja ({limit}) u {now} još nije isteklo",
        sl: "nobena ni na vrsti: čas dovoljene zamude ({limit}) ob {now} še ni potekel",
    }
    RefuseEveryoneSeated {
        en: "none is due: every player sat down in time or the board has a result",
        hr: "nijedna nije na redu: svaki je igrač sjeo na vrijeme ili ploča ima rezultat",
        sl: "nobena ni na vrsti: vsak igralec je pravočasno sedel ali pa ima deska rezultat",
    }
    RefuseAbsentAfterPairing {
        en: "round {round} is already paired; discard the pairing or enter a forfeit",
        hr: "parovi {round}. kola već su određeni; poništite parove ili upišite kontumaciju",
        sl: "pari {round}. kola so že določeni; razveljavite pare ali vpišite izgubo brez igre",
    }
    RefuseRoundsFromOne { en: "rounds are numbered from 1", hr: "kola se broje od 1", sl: "kola se štejejo od 1" }
    RefuseNoLotsInChain {
        en: "this regulation ends its chain without a drawing of lots (a play-off decides)",
        hr: "ovaj pravilnik nema ždrijeb na kraju dodatnih kriterija (odlučuje dodatni meč)",
        sl: "ta pravilnik nima žreba na koncu dodatnih kriterijev (odloča dodatni dvoboj)",
    }
    RefuseLotsNeedTwo {
        en: "a drawing of lots needs at least two teams",
        hr: "za ždrijeb su potrebne barem dvije ekipe",
        sl: "za žreb sta potrebni vsaj dve ekipi",
    }
    RefuseTeamNamedTwice {
        en: "team id {id} is named twice",
        hr: "ekipa s oznakom {id} navedena je dvaput",
        sl: "ekipa z oznako {id} je navedena dvakrat",
    }
    RefuseNotTied {
        en: "these teams are not tied after every criterion before the lots",
        hr: "ove ekipe nisu izjednačene po svim kriterijima prije ždrijeba",
        sl: "te ekipe niso izenačene po vseh kriterijih pred žrebom",
    }
    RefuseEmpty { en: "must not be empty", hr: "ne smije biti prazno", sl: "ne sme biti prazno" }
    RefuseControlCharacters {
        en: "must not contain control characters",
        hr: "ne smije sadržavati kontrolne znakove",
        sl: "ne sme vsebovati kontrolnih znakov",
    }
    RefuseTeamNameTaken {
        en: "another team is already called {name}",
        hr: "druga se ekipa već zove {name}",
        sl: "druga ekipa se že imenuje {name}",
    }
    RefuseRating {
        en: "{rating} is outside 100..3500",
        hr: "{rating} nije između 100 i 3500",
        sl: "{rating} ni med 100 in 3500",
    }
    RefuseCountryCode {
        en: "'{code}' is not a three-letter code such as CRO or SLO",
        hr: "'{code}' nije troslovna oznaka kao CRO ili SLO",
        sl: "'{code}' ni trimestna oznaka, kot sta CRO ali SLO",
    }
    RefuseBirthYear {
        en: "{year} is not a plausible year of birth",
        hr: "{year} nije vjerojatna godina rođenja",
        sl: "{year} ni verjetno leto rojstva",
    }
    RefuseFideIdZero { en: "0 is not a FIDE ID", hr: "0 nije FIDE ID", sl: "0 ni FIDE ID" }
    RefuseNoTeamWithId { en: "no team with id {id}", hr: "nema ekipe s oznakom {id}", sl: "ni ekipe z oznako {id}" }
    RefuseNoPlayerWithId { en: "no player with id {id}", hr: "nema igrača s oznakom {id}", sl: "ni igralca z oznako {id}" }
    RefuseRoundNotPaired {
        en: "round {round} is not paired (paired rounds: {paired})",
        hr: "parovi {round}. kola nisu određeni (kola s parovima: {paired})",
        sl: "pari {round}. kola niso določeni (kola s pari: {paired})",
    }
    RefuseNoMatch {
        en: "{team} has no match in round {round}",
        hr: "{team} nema meč u {round}. kolu",
        sl: "{team} nima dvoboja v {round}. kolu",
    }
    RefuseSeatingBeforeStart {
        en: "the games of round {round} have not started; before the start a lineup goes on the boards in roster order (kup lineup)",
        hr: "partije {round}. kola nisu počele; prije početka sastav sjeda za ploče redom s popisa (kup lineup)",
        sl: "partije {round}. kola se niso začele; pred začetkom postava sede za deske po vrstnem redu seznama (kup lineup)",
    }
    RefuseNoReason {
        en: "say which rule was broken and what happened",
        hr: "navedite koje je pravilo prekršeno i što se dogodilo",
        sl: "navedite, katero pravilo je bilo kršeno in kaj se je zgodilo",
    }
    RefuseNoGameToLose {
        en: "{team} has no match in round {round}, so no game to lose",
        hr: "{team} nema meč u {round}. kolu, pa ni partiju koju bi izgubila",
        sl: "{team} nima dvoboja v {round}. kolu, zato tudi ne partije, ki bi jo izgubila",
    }
    RefuseNoAllMatchPointsPenalty {
        en: "regulation {regulation} does not take all match points away",
        hr: "pravilnik {regulation} ne oduzima sve meč-bodove",
        sl: "pravilnik {regulation} ne odvzame vseh meč točk",
    }
    RefusePenaltyTwice {
        en: "{team} already has this penalty in round {round}",
        hr: "{team} već ima ovu kaznu u {round}. kolu",
        sl: "{team} že ima to kazen v {round}. kolu",
    }
    RefusePairFirst {
        en: "round {round} must be paired first",
        hr: "najprije treba odrediti parove {round}. kola",
        sl: "najprej je treba določiti pare {round}. kola",
    }
    RefuseFollowedByPairedRounds {
        en: "round {round} is followed by paired rounds; only the newest can be re-paired",
        hr: "nakon {round}. kola slijede kola s parovima; ponovno se mogu odrediti samo parovi posljednjeg",
        sl: "za {round}. kolom so kola s pari; znova je mogoče določiti le pare zadnjega",
    }
    RefusePairedTwice {
        en: "team {number} ({team}) is paired twice",
        hr: "ekipa {number} ({team}) je u parovima dvaput",
        sl: "ekipa {number} ({team}) je v parih dvakrat",
    }
    RefuseDoesNotPlay {
        en: "team {number} ({team}) does not play in round {round} (withdrawn or not yet entered)",
        hr: "ekipa {number} ({team}) ne igra u {round}. kolu (povučena ili još nije prijavljena)",
        sl: "ekipa {number} ({team}) ne igra v {round}. kolu (umaknjena ali še ni prijavljena)",
    }
    RefuseAnnouncedAbsence {
        en: "team {number} ({team}) announced its absence from round {round}",
        hr: "ekipa {number} ({team}) najavila je izostanak iz {round}. kola",
        sl: "ekipa {number} ({team}) je napovedala odsotnost v {round}. kolu",
    }
    RefuseTeamsNotPaired {
        en: "teams not paired: {numbers}",
        hr: "ekipe bez para: {numbers}",
        sl: "ekipe brez para: {numbers}",
    }
    RefusePendingResult {
        en: "round {round}, table {table} has no result yet: scores decide the pairing (C.04.6 1.2)",
        hr: "{round}. kolo, stol {table} još nema rezultat: bodovi određuju parove (C.04.6 1.2)",
        sl: "{round}. kolo, miza {table} še nima rezultata: točke določajo pare (C.04.6 1.2)",
    }
    RefuseEventRounds {
        en: "the event has {rounds} rounds",
        hr: "turnir ima {rounds} kola",
        sl: "turnir ima {rounds} kol",
    }
    RefuseRoundRobinNeedsTwo {
        en: "a round robin needs at least 2 teams",
        hr: "za turnir svatko sa svakim potrebne su barem 2 ekipe",
        sl: "za turnir vsak z vsakim sta potrebni vsaj 2 ekipi",
    }
    RefuseRoundRobinRounds {
        en: "the round robin has {rounds} rounds",
        hr: "turnir svatko sa svakim ima {rounds} kola",
        sl: "turnir vsak z vsakim ima {rounds} kol",
    }
    RefuseNoLegalPairing {
        en: "no legal pairing exists (C.04.6 3.3.3): the teams cannot all be paired without a rematch or a forbidden pairing; the chief arbiter pairs this round by hand",
        hr: "ne postoje dopušteni parovi (C.04.6 3.3.3): ekipe se ne mogu sve spariti bez ponovljenog susreta ili zabranjenog para; glavni sudac ručno određuje parove ovog kola",
        sl: "dovoljenih parov ni (C.04.6 3.3.3): vseh ekip ni mogoče združiti v pare brez ponovnega srečanja ali prepovedanega para; glavni sodnik ročno določi pare tega kola",
    }
    RefuseNoLegalBye {
        en: "no legal pairing exists (C.04.6 3.3.3): no team can take the bye and leave the others pairable; the chief arbiter pairs this round by hand",
        hr: "ne postoje dopušteni parovi (C.04.6 3.3.3): nijedna ekipa ne može biti slobodna tako da se ostale mogu spariti; glavni sudac ručno određuje parove ovog kola",
        sl: "dovoljenih parov ni (C.04.6 3.3.3): nobena ekipa ne more biti prosta tako, da bi bilo ostale mogoče združiti v pare; glavni sodnik ročno določi pare tega kola",
    }
    RefuseNoLegalPairingInGroup {
        en: "no legal pairing exists for the scoregroup of {score} (C.04.6 3.3.3); the chief arbiter pairs this round by hand",
        hr: "ne postoje dopušteni parovi za bodovnu skupinu s {score} (C.04.6 3.3.3); glavni sudac ručno određuje parove ovog kola",
        sl: "dovoljenih parov za točkovno skupino s {score} ni (C.04.6 3.3.3); glavni sodnik ročno določi pare tega kola",
    }

    // The legacy team mode (C.04.3 applied to teams, `pairing::legacy`).
    RefuseNoLegalPairingDutch {
        en: "no legal pairing exists (C.04.3 C.4): the teams cannot all be paired without a rematch (C.1), a second bye (C.2), two equal absolute colour preferences meeting (C.3) or a forbidden pairing; the chief arbiter pairs this round by hand",
        hr: "ne postoje dopušteni parovi (C.04.3 C.4): ekipe se ne mogu sve spariti bez ponovljenog susreta (C.1), drugog slobodnog kola (C.2), susreta dviju jednakih apsolutnih želja za bojom (C.3) ili zabranjenog para; glavni sudac ručno određuje parove ovog kola",
        sl: "dovoljenih parov ni (C.04.3 C.4): vseh ekip ni mogoče združiti v pare brez ponovnega srečanja (C.1), drugega prostega kola (C.2), srečanja dveh enakih absolutnih barvnih želja (C.3) ali prepovedanega para; glavni sodnik ročno določi pare tega kola",
    }
    RefuseDutchBracketTooWide {
        en: "the scoregroup of {score} match points has more distinct score differences than kup's pairing of C.04.3 C.6 can weigh; the chief arbiter pairs this round by hand",
        hr: "skupina s {score} meč-bodova ima više različitih razlika u bodovima nego što kupovo sparivanje po C.04.3 C.6 može odvagnuti; glavni sudac ručno određuje parove ovog kola",
        sl: "skupina s {score} meč točkami ima več različnih razlik v točkah, kot jih kupovo žrebanje po C.04.3 C.6 lahko pretehta; glavni sodnik ročno določi pare tega kola",
    }
    FieldSwissPairing { en: "pairing system", hr: "sustav sparivanja", sl: "sistem žrebanja" }
    RefuseSwissPairingFixed {
        en: "the pairing system is fixed once round 1 is paired: every round of a Swiss is paired by one system",
        hr: "sustav sparivanja utvrđen je kad je 1. kolo spareno: sva kola švicarskog sustava sparuju se istim sustavom",
        sl: "sistem žrebanja je določen, ko je 1. kolo izžrebano: vsa kola švicarskega sistema se žrebajo po istem sistemu",
    }
    RefuseSwissPairingRoundRobin {
        en: "a round robin is paired by the Berger tables (C.05 Annex 1); the pairing system applies to a Swiss only",
        hr: "turnir svatko sa svakim sparuje se po Bergerovim tablicama (C.05, Dodatak 1); sustav sparivanja vrijedi samo za švicarski sustav",
        sl: "turnir vsak z vsakim se žreba po Bergerjevih tablicah (C.05, Dodatek 1); sistem žrebanja velja le za švicarski sistem",
    }
    SwissPairingTeamSwiss {
        en: "FIDE Swiss team pairing system (C.04.6)",
        hr: "FIDE švicarski sustav za ekipe (C.04.6)",
        sl: "FIDE švicarski sistem za ekipe (C.04.6)",
    }
    SwissPairingDutchLegacy {
        en: "legacy team mode: the FIDE Dutch system (C.04.3) applied to teams by match points",
        hr: "stari ekipni način: FIDE nizozemski sustav (C.04.3) primijenjen na ekipe po meč-bodovima",
        sl: "stari ekipni način: FIDE nizozemski sistem (C.04.3) za ekipe po meč točkah",
    }
    DidSetSwissPairing {
        en: "pairing system: {system}",
        hr: "sustav sparivanja: {system}",
        sl: "sistem žrebanja: {system}",
    }
    HelpSwissPairing {
        en: "Show or choose how the Swiss is paired: team-swiss (FIDE C.04.6) or dutch (the legacy team mode, C.04.3 by match points), before round 1",
        hr: "Prikaz ili izbor sustava sparivanja švicarskog sustava: team-swiss (FIDE C.04.6) ili dutch (stari ekipni način, C.04.3 po meč-bodovima), prije 1. kola",
        sl: "Prikaz ali izbira sistema žrebanja švicarskega sistema: team-swiss (FIDE C.04.6) ali dutch (stari ekipni način, C.04.3 po meč točkah), pred 1. kolom",
    }
    RefuseLegacyNeedsMatchPoints {
        en: "the legacy team mode (C.04.3 applied to teams) pairs by match points; the regulation's primary score is game points",
        hr: "stari ekipni način (C.04.3 primijenjen na ekipe) sparuje po meč-bodovima; glavni kriterij pravilnika su pojedinačni bodovi",
        sl: "stari ekipni način (C.04.3 za ekipe) žreba po meč točkah; glavno merilo pravilnika so osnovne točke",
    }

    /// The TUI's status line after a change was made durable; `{what}` is the command's
    /// summary (`Did…`), which therefore never says "saved" itself.
    StatusSaved { en: "saved: {what}", hr: "spremljeno: {what}", sl: "shranjeno: {what}" }
    RefuseNoSuchForbiddenPairing {
        en: "no forbidden pairing names exactly teams {teams} (kup forbid DIR lists them)",
        hr: "nijedan zabranjeni par ne navodi točno ekipe {teams} (kup forbid DIR ih ispisuje)",
        sl: "noben prepovedan par ne navaja natanko ekip {teams} (kup forbid DIR jih izpiše)",
    }
    RefuseRoundRobinNeedsPairingNumbers {
        en: "a round robin needs its pairing numbers (C.05 Annex 1); none are recorded",
        hr: "turnir svatko sa svakim treba ždrijebne brojeve (C.05, Dodatak 1); nijedan nije upisan",
        sl: "turnir vsak z vsakim potrebuje žrebne številke (C.05, Dodatek 1); nobena ni vpisana",
    }
    RefuseForbidNeedsTwo {
        en: "name at least two teams: a forbidden pairing keeps teams apart (TRF-2026 record 260)",
        hr: "navedite barem dvije ekipe: zabranjeni par drži ekipe razdvojene (TRF-2026, zapis 260)",
        sl: "navedite vsaj dve ekipi: prepovedan par drži ekipe narazen (TRF-2026, zapis 260)",
    }
    RefuseTeamNumberTwice {
        en: "team {number} is named twice",
        hr: "ekipa {number} navedena je dvaput",
        sl: "ekipa {number} je navedena dvakrat",
    }
    RefuseForbidInRoundRobin {
        en: "a round robin pairs by the Berger tables (C.05 Annex 1), where every team meets every other: teams cannot be kept apart",
        hr: "turnir svatko sa svakim sparuje se po Bergerovim tablicama (C.05, Dodatak 1), u kojima svaka ekipa igra sa svakom: ekipe se ne mogu razdvojiti",
        sl: "turnir vsak z vsakim se pari po Bergerjevih tabelah (C.05, Dodatek 1), kjer vsaka ekipa igra z vsako: ekip ni mogoče držati narazen",
    }
    RefuseLastRound {
        en: "must be between the first round ({first}) and {most}",
        hr: "mora biti između prvog kola ({first}) i {most}",
        sl: "mora biti med prvim kolom ({first}) in {most}",
    }
    RefuseAlreadyKeptApart {
        en: "teams {teams} are already kept apart; clear that first to change its rounds",
        hr: "ekipe {teams} već su razdvojene; najprije to uklonite da biste promijenili kola",
        sl: "ekipe {teams} so že narazen; najprej to odstranite, da spremenite kola",
    }
    DidAllowPairings {
        en: "teams {teams} may be paired again",
        hr: "ekipe {teams} ponovno mogu biti u paru",
        sl: "ekipe {teams} so lahko spet v paru",
    }
    DidForbidPairings {
        en: "teams {teams} are kept apart {rounds}: none of them is paired with another",
        hr: "ekipe {teams} razdvojene su {rounds}: nijedna ne igra protiv druge od njih",
        sl: "ekipe {teams} so narazen {rounds}: nobena ne igra proti drugi izmed njih",
    }
    KeptApartInRound { en: "in round {round}", hr: "u {round}. kolu", sl: "v {round}. kolu" }
    KeptApartInRounds {
        en: "in rounds {first}-{last}",
        hr: "u kolima {first}.-{last}.",
        sl: "v kolih {first}.-{last}.",
    }
    KeptApartEveryRound { en: "in every round", hr: "u svim kolima", sl: "v vseh kolih" }
    KeptApartFromRound { en: "from round {round} on", hr: "od {round}. kola nadalje", sl: "od {round}. kola naprej" }
    DidSaveInfo { en: "tournament details entered", hr: "podaci o turniru upisani", sl: "podatki o turnirju vpisani" }
    DidAddTeam {
        en: "team {team} added as number {number}",
        hr: "ekipa {team} dodana pod brojem {number}",
        sl: "ekipa {team} dodana pod številko {number}",
    }
    DidAddTeamLate {
        en: "team {team} entered late, plays from round {round}",
        hr: "ekipa {team} naknadno prijavljena, igra od {round}. kola",
        sl: "ekipa {team} naknadno prijavljena, igra od {round}. kola",
    }
    DidSaveTeam { en: "team {team}: details entered", hr: "ekipa {team}: podaci upisani", sl: "ekipa {team}: podatki vpisani" }
    DidRemoveTeam { en: "team {team} removed", hr: "ekipa {team} uklonjena", sl: "ekipa {team} odstranjena" }
    DidMoveTeam {
        en: "team {team} is now number {number}",
        hr: "ekipa {team} sada je broj {number}",
        sl: "ekipa {team} ima zdaj številko {number}",
    }
    DidAddPlayer {
        en: "{player} added to {team} as number {position}",
        hr: "{player} dodan u ekipu {team} pod brojem {position}",
        sl: "{player} dodan v ekipo {team} pod številko {position}",
    }
    DidSavePlayer { en: "{player}: details entered", hr: "{player}: podaci upisani", sl: "{player}: podatki vpisani" }
    DidRemovePlayer {
        en: "{player} removed from {team}",
        hr: "{player} uklonjen iz ekipe {team}",
        sl: "{player} odstranjen iz ekipe {team}",
    }
    DidMovePlayer {
        en: "{player} moved to roster position {position}",
        hr: "{player} premješten na {position}. mjesto popisa",
        sl: "{player} premaknjen na {position}. mesto seznama",
    }
    DidMovePlayerOverride {
        en: "{player} moved to roster position {position} (arbiter's override of the frozen base lineup)",
        hr: "{player} premješten na {position}. mjesto popisa (odluka sudca mimo zaključanog osnovnog sastava)",
        sl: "{player} premaknjen na {position}. mesto seznama (odločitev sodnika mimo zaklenjene osnovne postave)",
    }
    DidSchedule { en: "schedule of round {round} entered", hr: "raspored {round}. kola upisan", sl: "razpored {round}. kola vpisan" }
    DidPairByHand { en: "round {round} paired by hand", hr: "parovi {round}. kola određeni ručno", sl: "pari {round}. kola določeni ročno" }
    DidDiscardPairing {
        en: "pairing of round {round} discarded",
        hr: "parovi {round}. kola poništeni",
        sl: "pari {round}. kola razveljavljeni",
    }
    DidPairAutomatically {
        en: "round {round} paired automatically",
        hr: "parovi {round}. kola određeni automatski",
        sl: "pari {round}. kola določeni samodejno",
    }
    DidPairAutomaticallyWithLot {
        en: "round {round} paired automatically (lot drawn with seed {seed})",
        hr: "parovi {round}. kola određeni automatski (ždrijeb sa sjemenom {seed})",
        sl: "pari {round}. kola določeni samodejno (žreb s semenom {seed})",
    }
    DidSwapTeams {
        en: "round {round}: {first} and {second} swapped",
        hr: "{round}. kolo: {first} i {second} zamijenjene",
        sl: "{round}. kolo: {first} in {second} zamenjani",
    }
    DidFlipColours {
        en: "round {round}, table {table}: colours exchanged",
        hr: "{round}. kolo, stol {table}: boje zamijenjene",
        sl: "{round}. kolo, miza {table}: barvi zamenjani",
    }
    DidSortByRating {
        en: "teams ordered by team rating",
        hr: "ekipe poredane po rejtingu ekipe",
        sl: "ekipe razvrščene po ratingu ekipe",
    }
    DidSetPairingNumbers { en: "pairing numbers entered", hr: "ždrijebni brojevi upisani", sl: "žrebne številke vpisane" }
    DidSetLineup {
        en: "lineup of {team} for round {round} entered",
        hr: "sastav ekipe {team} za {round}. kolo upisan",
        sl: "postava ekipe {team} za {round}. kolo vpisana",
    }
    DidSeatAsLineup {
        en: "seating of {team} in round {round}: as the lineup",
        hr: "raspored ekipe {team} u {round}. kolu: kao u sastavu",
        sl: "razpored ekipe {team} v {round}. kolu: kot v postavi",
    }
    DidSeatContrary {
        en: "seating of {team} in round {round}: board(s) {boards} contrary to the lineup",
        hr: "raspored ekipe {team} u {round}. kolu: ploča/e {boards} suprotno sastavu",
        sl: "razpored ekipe {team} v {round}. kolu: deska/e {boards} v nasprotju s postavo",
    }
    DidSeatContraryLost {
        en: "seating of {team} in round {round}: board(s) {boards} contrary to the lineup; those games are lost ({regulation})",
        hr: "raspored ekipe {team} u {round}. kolu: ploča/e {boards} suprotno sastavu; te su partije izgubljene ({regulation})",
        sl: "razpored ekipe {team} v {round}. kolu: deska/e {boards} v nasprotju s postavo; te partije so izgubljene ({regulation})",
    }
    DidImposePenalty { en: "penalty imposed: {penalties}", hr: "izrečena kazna: {penalties}", sl: "izrečena kazen: {penalties}" }
    DidLiftPenalty { en: "penalty lifted: {penalty}", hr: "kazna ukinuta: {penalty}", sl: "kazen odpravljena: {penalty}" }
    PenaltyGameLost {
        en: "round {round}, {team}, board {board}: game lost ({reason})",
        hr: "{round}. kolo, {team}, ploča {board}: partija izgubljena ({reason})",
        sl: "{round}. kolo, {team}, deska {board}: partija izgubljena ({reason})",
    }
    PenaltyAllMatchPointsLost {
        en: "{team} loses all match points (round {round}: {reason})",
        hr: "{team} gubi sve meč-bodove ({round}. kolo: {reason})",
        sl: "{team} izgubi vse meč točke ({round}. kolo: {reason})",
    }
    DidSetResult {
        en: "round {round}, table {table}, board {board}: {result}",
        hr: "{round}. kolo, stol {table}, ploča {board}: {result}",
        sl: "{round}. kolo, miza {table}, deska {board}: {result}",
    }
    DidClearResult {
        en: "round {round}, table {table}, board {board}: cleared",
        hr: "{round}. kolo, stol {table}, ploča {board}: obrisano",
        sl: "{round}. kolo, miza {table}, deska {board}: izbrisano",
    }
    DidSetMatchScore {
        en: "round {round}, table {table}: match score {home}-{away}",
        hr: "{round}. kolo, stol {table}: rezultat meča {home}-{away}",
        sl: "{round}. kolo, miza {table}: rezultat meča {home}-{away}",
    }
    DidClearMatchScore {
        en: "round {round}, table {table}: match score cleared",
        hr: "{round}. kolo, stol {table}: rezultat meča obrisan",
        sl: "{round}. kolo, miza {table}: rezultat meča izbrisan",
    }
    DidRecordArrival {
        en: "round {round}, table {table}, board {board}: {colour} {arrival}",
        hr: "{round}. kolo, stol {table}, ploča {board}: {colour} {arrival}",
        sl: "{round}. kolo, miza {table}, deska {board}: {colour} {arrival}",
    }
    ColourWhite { en: "White", hr: "bijeli", sl: "beli" }
    ColourBlack { en: "Black", hr: "crni", sl: "črni" }
    ArrivalCleared { en: "arrival cleared", hr: "dolazak obrisan", sl: "prihod izbrisan" }
    ArrivedBeforeStart { en: "arrived {time}", hr: "stigao u {time}", sl: "prišel ob {time}" }
    ArrivedAfterStart {
        en: "arrived {time}, after the start",
        hr: "stigao u {time}, nakon početka",
        sl: "prišel ob {time}, po začetku",
    }
    ArrivedAfterStartClockDeduction {
        en: "arrived {time}, after the start: {minutes} minutes off his clock",
        hr: "stigao u {time}, nakon početka: {minutes} minuta manje na satu",
        sl: "prišel ob {time}, po začetku: {minutes} minut manj na uri",
    }
    ArrivedAfterDefaultTime {
        en: "arrived {time}, after the default time {limit}: the game is lost by default",
        hr: "stigao u {time}, nakon isteka dopuštenog zakašnjenja {limit}: partija je izgubljena kontumacijom",
        sl: "prišel ob {time}, po poteku dovoljene zamude {limit}: partija je izgubljena brez igre",
    }
    DidDeclareForfeits {
        en: "round {round}: default time {limit} passed, forfeits: {forfeits}",
        hr: "{round}. kolo: dopušteno zakašnjenje {limit} isteklo, kontumacije: {forfeits}",
        sl: "{round}. kolo: dovoljena zamuda {limit} potekla, brez igre: {forfeits}",
    }
    ForfeitOnBoard {
        en: "table {table} board {board} {result}",
        hr: "stol {table} ploča {board} {result}",
        sl: "miza {table} deska {board} {result}",
    }
    ForfeitOfMatch {
        en: "{team} absent at table {table}: match forfeited",
        hr: "{team} nije došla za stol {table}: meč izgubljen kontumacijom",
        sl: "{team} ni prišla za mizo {table}: dvoboj izgubljen brez igre",
    }
    DidStartRound { en: "round {round} started at {time}", hr: "{round}. kolo počelo u {time}", sl: "{round}. kolo se je začelo ob {time}" }
    DidMarkAbsent {
        en: "{team} is absent in round {round} and will not be paired",
        hr: "{team} izostaje iz {round}. kola i neće dobiti par",
        sl: "{team} je odsotna v {round}. kolu in ne bo dobila para",
    }
    DidUnmarkAbsent {
        en: "{team} is no longer marked absent in round {round}",
        hr: "{team} više nije označena kao odsutna u {round}. kolu",
        sl: "{team} ni več označena kot odsotna v {round}. kolu",
    }
    DidWithdraw {
        en: "{team} withdrawn from round {round} on",
        hr: "{team} povučena od {round}. kola",
        sl: "{team} umaknjena od {round}. kola",
    }
    DidReturn { en: "{team} is back in the event", hr: "{team} se vratila na turnir", sl: "{team} se je vrnila na turnir" }
    DidDrawLots {
        en: "lots drawn (seed {seed}) among teams {teams}: order {order}",
        hr: "ždrijeb izvučen (sjeme {seed}) među ekipama {teams}: redoslijed {order}",
        sl: "žreb izveden (seme {seed}) med ekipami {teams}: vrstni red {order}",
    }

    // CLI: history.
    /// `kup undo`: `{what}` is the summary of the change undone.
    Undone {
        en: "undone: {what}",
        hr: "poništeno: {what}",
        sl: "razveljavljeno: {what}",
    }
    Redone {
        en: "redone: {what}",
        hr: "ponovljeno: {what}",
        sl: "ponovljeno: {what}",
    }
    Recovered {
        en: "snapshot {number} ({what}) is current",
        hr: "snimka {number} ({what}) je sada važeća",
        sl: "posnetek {number} ({what}) je zdaj veljaven",
    }
    // A snapshot's label, what undo and redo name (engineer `lang`'s block).
    /// The label of the first snapshot, written by `kup new`.
    SnapshotCreated {
        en: "created",
        hr: "turnir stvoren",
        sl: "turnir ustvarjen",
    }
    /// A label kept only in English (a snapshot written before labels were kept as texts):
    /// shown as it stands.
    SnapshotLabelAsWritten {
        en: "{label}",
        hr: "{label}",
        sl: "{label}",
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::path::Path;

    use super::*;

    /// The placeholder names (`{name}`) of a text.
    fn placeholders(text: &str) -> BTreeSet<&str> {
        text.split('{')
            .skip(1)
            .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
            .collect()
    }

    #[test]
    fn every_key_has_a_text_in_every_language_with_the_same_placeholders() {
        for msg in Msg::ALL {
            let english = placeholders(msg.text(Lang::En));
            for lang in Lang::ALL {
                let text = msg.text(lang);
                assert!(
                    !text.trim().is_empty(),
                    "{} has no {} text",
                    msg.key(),
                    lang.code()
                );
                assert_eq!(
                    placeholders(text),
                    english,
                    "{} in {} has other placeholders than in English",
                    msg.key(),
                    lang.code()
                );
            }
        }
    }

    #[test]
    fn keys_are_unique_and_all_listed() {
        let keys: BTreeSet<&str> = Msg::ALL.iter().map(|m| m.key()).collect();
        assert_eq!(keys.len(), Msg::ALL.len());
    }

    /// A command's summary (`Did…`) is shown after "saved:" ([`Msg::StatusSaved`]) and
    /// "undone:", so it says what changed, never "saved" again ("saved: Novak, Maja
    /// saved").
    #[test]
    fn no_summary_says_saved_itself() {
        let saved = [
            (Lang::En, "saved"),
            (Lang::Hr, "spremlj"),
            (Lang::Sl, "shranj"),
        ];
        for msg in Msg::ALL.iter().filter(|m| m.key().starts_with("Did")) {
            for (lang, word) in saved {
                let text = msg.text(lang).to_lowercase();
                assert!(
                    !text.contains(word),
                    "{} in {}: {text}",
                    msg.key(),
                    lang.code()
                );
            }
        }
    }

    fn sources(dir: &Path, out: &mut Vec<(String, String)>) {
        for entry in std::fs::read_dir(dir).expect("src is readable") {
            let path = entry.expect("directory entry").path();
            if path.is_dir() {
                sources(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).expect("source is UTF-8");
                out.push((path.display().to_string(), text));
            }
        }
    }

    /// A key is used when some source file other than this catalogue names it as
    /// `Msg::Key` (a whole identifier: `Msg::Undone` does not count for `Msg::Undo`).
    #[test]
    fn every_key_is_used_outside_the_catalogue() {
        let mut files = Vec::new();
        sources(
            &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
            &mut files,
        );
        let code: Vec<&str> = files
            .iter()
            .filter(|(path, _)| !path.ends_with("i18n/catalogue.rs"))
            .map(|(_, text)| text.as_str())
            .collect();
        let is_used = |key: &str| {
            let needle = format!("Msg::{key}");
            code.iter().any(|text| {
                text.match_indices(&needle).any(|(at, _)| {
                    !text[at + needle.len()..]
                        .starts_with(|c: char| c.is_alphanumeric() || c == '_')
                })
            })
        };
        let unused: Vec<&str> = Msg::ALL
            .iter()
            .map(|m| m.key())
            .filter(|key| !is_used(key))
            .collect();
        assert!(unused.is_empty(), "unused catalogue keys: {unused:?}");
    }
}
