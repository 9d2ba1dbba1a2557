//! Printouts for people (`interop::report`) and the words they share with the screens:
//! column headings, titles and captions, and the marks of a crosstable.

macro_rules! reports {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
        /// A round's column heading in the Swiss table (`R3`).
        ColumnRoundNumber { en: "R{round}", hr: "{round}.k", sl: "{round}.k" }
        ColumnPlayer { en: "Player", hr: "Igrač", sl: "Igralec" }
        ColumnRating { en: "Rtg", hr: "Rejt.", sl: "Rat." }
        ColumnPoints { en: "Pts", hr: "Bod.", sl: "Toč." }
        ColumnGames { en: "Gms", hr: "Part.", sl: "Part." }
        ColumnPercentage { en: "%", hr: "%", sl: "%" }
        ColumnPerformance { en: "Perf", hr: "Perf.", sl: "Perf." }
        /// The board (roster position) column of a roster.
        ColumnBoard { en: "Bd", hr: "Pl.", sl: "D." }
        ColumnFideId { en: "FIDE ID", hr: "FIDE ID", sl: "FIDE ID" }
        ColumnFideRating { en: "FIDE", hr: "FIDE", sl: "FIDE" }
        ColumnNationalRating { en: "Nat", hr: "Nac", sl: "Nac" }
        ColumnBorn { en: "Born", hr: "Rođ", sl: "Roj." }
        /// The rules a roster row breaks (short names, see the `Rule…` keys).
        ColumnRules { en: "Rules broken", hr: "Prekršena pravila", sl: "Kršena pravila" }
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
        ColumnResult { en: "Result", hr: "Rezultat", sl: "Izid" }
        ColumnTitle { en: "Title", hr: "Titula", sl: "Naziv" }
        ColumnFederation { en: "Fed", hr: "Fed.", sl: "Fed." }
        NoRoundPaired {
            en: "No round is paired yet.",
            hr: "Još nijedno kolo nije spareno.",
            sl: "Nobeno kolo še nima parov.",
        }
        Bye { en: "bye", hr: "slobodna", sl: "prosta" }
        Absent { en: "absent", hr: "odsutna", sl: "odsotna" }
        /// Beside a team that withdrew, wherever teams are listed.
        TeamWithdrawnMark { en: "withdrawn", hr: "povučena", sl: "umaknjena" }
        /// A board's result read in its row's order, between the colours of the
        /// first-named team's player and the other: `B 1-0 W`.
        BoardResultRead { en: "{first} {result} {second}", hr: "{first} {result} {second}", sl: "{first} {result} {second}" }
        /// The initial of White on a board row.
        WhiteInitial { en: "W", hr: "B", sl: "B" }
        /// The initial of Black on a board row.
        BlackInitial { en: "B", hr: "C", sl: "Č" }
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
        ReportPenalisedResult {
            en: "{result} penalty",
            hr: "{result} kazna",
            sl: "{result} kazen",
        }
        ReportPenalty {
            en: "Penalty: {penalty}",
            hr: "Kazna: {penalty}",
            sl: "Kazen: {penalty}",
        }
        ReportAbsent {
            en: "Absent (announced): {number} {team}",
            hr: "Odsutna (najavljeno): {number} {team}",
            sl: "Odsotna (najavljeno): {number} {team}",
        }
        ReportStandingsTitle {
            en: "{event} — standings after round {round}",
            hr: "{event} — poredak nakon {round}. kola",
            sl: "{event} — lestvica po {round}. kolu",
        }
        ReportNoRoundPaired {
            en: "round: no round is paired yet",
            hr: "kolo: još nijedno kolo nije spareno",
            sl: "kolo: nobeno kolo še nima parov",
        }
    } };
}
