//! The Rosters tab: its keys, its inline forms, and importing a rating list or a roster from it.

macro_rules! tui_rosters {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
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
        FormNewTeam { en: "New team", hr: "Nova ekipa", sl: "Nova ekipa" }
        FormEditTeam { en: "Edit {team}", hr: "Uredi: {team}", sl: "Uredi: {team}" }
        FormNewPlayer { en: "New player of {team}", hr: "Novi igrač: {team}", sl: "Nov igralec: {team}" }
        FormEditPlayer { en: "Edit player", hr: "Uredi igrača", sl: "Uredi igralca" }
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
        /// What an import from the Rosters tab did, on the status line.
        ImportCounts {
            en: "{file}: {changes} {changes:one=change|other=changes}, {unchanged} unchanged, {skipped} {skipped:one=line|other=lines} skipped",
            hr: "{file}: promjena {changes}, bez promjene {unchanged}, preskočenih redaka {skipped}",
            sl: "{file}: sprememb {changes}, nespremenjenih {unchanged}, preskočenih vrstic {skipped}",
        }
        ImportSaved {
            en: "saved: {counts}; u takes the whole import back",
            hr: "spremljeno: {counts}; u poništava cijeli uvoz",
            sl: "shranjeno: {counts}; u razveljavi ves uvoz",
        }
        ImportReportTitle { en: "Import", hr: "Uvoz", sl: "Uvoz" }
        KeyRemoveTeamOrPlayer {
            en: "remove the team (before round 1) or the player (who has not played) under the cursor",
            hr: "ukloni ekipu (prije 1. kola) ili igrača (koji nije igrao) pod kursorom",
            sl: "odstrani ekipo (pred 1. kolom) ali igralca (ki ni igral) pod kazalcem",
        }
        KeyWithdrawTeam {
            en: "withdraw the team from a round on (the next unless you type another), or take its withdrawal back",
            hr: "povuci ekipu od nekog kola nadalje (sljedećeg, ako ne upišete drugo) ili poništi povlačenje",
            sl: "umakni ekipo od nekega kola naprej (naslednjega, če ne vpišete drugega) ali prekliči umik",
        }
        KeyAbsentTeam {
            en: "the team announced it will not come to a round (the next unless you type another; GHR 3.3), or take that back",
            hr: "ekipa je najavila da neće doći na neko kolo (sljedeće, ako ne upišete drugo; GHR 3.3) ili poništi najavu",
            sl: "ekipa je napovedala, da ne pride na neko kolo (naslednje, če ne vpišete drugega; GHR 3.3), ali prekliči napoved",
        }
        KeySortTeams {
            en: "starting numbers by team rating (before round 1)",
            hr: "startni brojevi po rejtingu ekipe (prije 1. kola)",
            sl: "startne številke po ratingu ekipe (pred 1. kolom)",
        }
        KeyKeepApart {
            en: "keep teams apart in the pairing (lists them), or allow them again",
            hr: "razdvoji ekipe u sparivanju (s popisom) ili ih opet dopusti",
            sl: "loči ekipe pri žrebanju (s seznamom) ali jih spet dovoli",
        }
        KeyPairingNumbers {
            en: "enter the round-robin pairing numbers drawn (before round 1)",
            hr: "upiši izvučene ždrijebne brojeve turnira svatko sa svakim (prije 1. kola)",
            sl: "vpiši izžrebane žrebne številke turnirja vsak z vsakim (pred 1. kolom)",
        }
        FormKeepApart { en: "Keep teams apart", hr: "Razdvoji ekipe", sl: "Loči ekipe" }
        FormKeepApartHint {
            en: "teams 3,7; rounds 3-5, 3- (to the end) or 4",
            hr: "ekipe 3,7; kola 3-5, 3- (do kraja) ili 4",
            sl: "ekipe 3,7; kola 3-5, 3- (do konca) ali 4",
        }
        FormPairingNumbers { en: "Pairing numbers", hr: "Ždrijebni brojevi", sl: "Žrebne številke" }
        /// The title of the form `A` opens: the team's announced absence from a round.
        FormAbsent { en: "Absent from a round: {team}", hr: "Izostanak iz kola: {team}", sl: "Odsotnost v kolu: {team}" }
        /// The title of the form `w` opens.
        FormWithdraw { en: "Withdraw from a round on: {team}", hr: "Povlačenje od kola: {team}", sl: "Umik od kola: {team}" }
        FormRoundToComeHint {
            en: "a round not paired yet: {next} to {last}",
            hr: "kolo koje još nije spareno: od {next} do {last}",
            sl: "kolo, ki še ni parjeno: od {next} do {last}",
        }
        FormAbsentAlready {
            en: "announced absent from round {rounds} already",
            hr: "već najavljen izostanak iz kola {rounds}",
            sl: "že napovedana odsotnost v kolu {rounds}",
        }
        RefuseRoundNotANumber {
            en: "'{value}' is not a round number",
            hr: "'{value}' nije broj kola",
            sl: "'{value}' ni številka kola",
        }
        RefuseRoundPairedAlready {
            en: "round {round} is paired already; give a round not paired yet, {next} to {last}",
            hr: "{round}. kolo je već spareno; upišite kolo koje još nije spareno, od {next} do {last}",
            sl: "{round}. kolo je že parjeno; vpišite kolo, ki še ni parjeno, od {next} do {last}",
        }
        RefuseRoundBeyondLast {
            en: "the event has {last} {last:one=round|other=rounds}; give a round not paired yet, {next} to {last}",
            hr: "turnir ima {last} {last:one=kolo|few=kola|other=kola}; upišite kolo koje još nije spareno, od {next} do {last}",
            sl: "turnir ima {last} {last:one=kolo|two=koli|few=kola|other=kol}; vpišite kolo, ki še ni parjeno, od {next} do {last}",
        }
        RefuseEveryRoundPaired {
            en: "every round of the event is paired already ({last} of {last})",
            hr: "sva su kola turnira već sparena ({last} od {last})",
            sl: "vsa kola turnirja so že parjena ({last} od {last})",
        }
        FormPairingNumbersHint {
            en: "starting numbers, pairing number 1 first",
            hr: "startni brojevi, prvo ždrijebnog broja 1",
            sl: "startne številke, najprej žrebne številke 1",
        }
        ConfirmRemoveTeam {
            en: "remove ({number}) {team}? {yes} = remove, any other key = no",
            hr: "ukloniti ({number}) {team}? {yes} = ukloni, druga tipka = ne",
            sl: "odstranim ({number}) {team}? {yes} = odstrani, druga tipka = ne",
        }
        ConfirmRemovePlayer {
            en: "remove {player} from {team}? {yes} = remove, any other key = no",
            hr: "ukloniti igrača {player} iz ekipe {team}? {yes} = ukloni, druga tipka = ne",
            sl: "odstranim igralca {player} iz ekipe {team}? {yes} = odstrani, druga tipka = ne",
        }
        ConfirmWithdraw {
            en: "withdraw ({number}) {team} from round {round} on? {yes} = withdraw, any other key = no",
            hr: "povući ({number}) {team} od {round}. kola? {yes} = povuci, druga tipka = ne",
            sl: "umaknem ({number}) {team} od {round}. kola? {yes} = umakni, druga tipka = ne",
        }
        ConfirmReturn {
            en: "({number}) {team} back from round {round} on? {yes} = back, any other key = no",
            hr: "({number}) {team} ipak igra od {round}. kola? {yes} = igra, druga tipka = ne",
            sl: "({number}) {team} vendarle igra od {round}. kola? {yes} = igra, druga tipka = ne",
        }
        ConfirmAbsent {
            en: "({number}) {team} absent from round {round}, not paired? {yes} = absent, any other key = no",
            hr: "({number}) {team} izostaje iz {round}. kola, bez para? {yes} = izostaje, druga tipka = ne",
            sl: "({number}) {team} odsotna v {round}. kolu, brez para? {yes} = odsotna, druga tipka = ne",
        }
        ConfirmPresent {
            en: "({number}) {team} plays round {round} after all? {yes} = plays, any other key = no",
            hr: "({number}) {team} ipak igra {round}. kolo? {yes} = igra, druga tipka = ne",
            sl: "({number}) {team} vendarle igra {round}. kolo? {yes} = igra, druga tipka = ne",
        }
        ConfirmEnteredAfterDeadline {
            en: "past the deadline: {rule}; enter the player all the same? {yes} = enter, any other key = no",
            hr: "rok je prošao: {rule}; ipak prijaviti igrača? {yes} = prijavi, druga tipka = ne",
            sl: "rok je potekel: {rule}; vseeno prijavim igralca? {yes} = prijavi, druga tipka = ne",
        }
        ConfirmSortTeams {
            en: "give the teams starting numbers by team rating? {yes} = sort, any other key = no",
            hr: "dodijeliti startne brojeve po rejtingu ekipa? {yes} = poredaj, druga tipka = ne",
            sl: "dodelim startne številke po ratingu ekip? {yes} = razvrsti, druga tipka = ne",
        }
    } };
}
