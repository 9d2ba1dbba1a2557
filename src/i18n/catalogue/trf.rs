//! The TRF (`interop::trf`, `kup import trf`, `kup export`, `kup engine`): the reader's notes
//! and errors, naming the line, the record (TRF-2026 record numbers) and its columns, and what
//! the writer could not say. "Record" is hr/sl "zapis"; the TRF's own codes (W, B, TW, PAB…)
//! stay as written.

macro_rules! trf {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
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
        TrfWhereNrsColumns {
            en: "NRS record, columns {from}-{to} ({field})",
            hr: "zapis NRS, stupci {from}-{to} ({field})",
            sl: "zapis NRS, stolpci {from}-{to} ({field})",
        }
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
        TrfFieldBirthDate { en: "birth date", hr: "datum rođenja", sl: "datum rojstva" }
        TrfFieldPoints { en: "points", hr: "bodovi", sl: "točke" }
        TrfFieldColour { en: "colour", hr: "boja", sl: "barva" }
        TrfFieldResult { en: "result", hr: "rezultat", sl: "izid" }
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
            en: "{where}: {rating} is outside 100..3500; not imported",
            hr: "{where}: {rating} izvan je raspona 100..3500; nije uvezen",
            sl: "{where}: {rating} je zunaj razpona 100..3500; ni uvožen",
        }
        TrfFederation {
            en: "{where}: '{federation}' is not a three-letter code; not imported",
            hr: "{where}: '{federation}' nije troslovna oznaka; nije uvezen",
            sl: "{where}: '{federation}' ni tričrkovna oznaka; ni uvožena",
        }
        TrfBirthYear {
            en: "{where}: '{text}' does not start with a birth year 1900..2100 (YYYY/MM/DD); not imported",
            hr: "{where}: '{text}' ne počinje godinom rođenja 1900..2100 (GGGG/MM/DD); nije uvezeno",
            sl: "{where}: '{text}' se ne začne z letom rojstva 1900..2100 (LLLL/MM/DD); ni uvoženo",
        }
        TrfColumnsShifted {
            en: "column {column}: '{found}' stands in a column that must be blank, after {where}: the line's columns are shifted, so none of its values can be trusted (a FIDE ID cut by a digit names another player); correct the line and import again",
            hr: "{column}. stupac: '{found}' stoji u stupcu koji mora biti prazan, iza: {where}; stupci retka su pomaknuti pa se nijednoj njegovoj vrijednosti ne može vjerovati (FIDE ID skraćen za znamenku označava drugog igrača); ispravite redak i ponovno uvezite",
            sl: "{column}. stolpec: '{found}' stoji v stolpcu, ki mora biti prazen, za: {where}; stolpci vrstice so zamaknjeni, zato nobeni njeni vrednosti ni mogoče zaupati (FIDE ID, krajši za števko, označuje drugega igralca); popravite vrstico in znova uvozite",
        }
        TrfWhereRoundsWithGames { en: "the rounds with games or results", hr: "kola s partijama ili rezultatima", sl: "kola s partijami ali izidi" }
        TrfRoundsBeyondEvent {
            en: "{where}: {rounds} rounds, but {teams} teams can play at most {most} (a double round robin: in a Swiss no two teams meet twice, C.04.1 art. 2, and a round robin has at most two cycles); the file is refused",
            hr: "{where}: broj kola {rounds} veći je od najvećeg mogućeg za turnir s brojem ekipa {teams}, a to je {most} (dvokružni turnir: u švicarskom sustavu dvije se ekipe ne sastaju dvaput, C.04.1 čl. 2, a turnir svatko sa svakim ima najviše dva kruga); datoteka je odbijena",
            sl: "{where}: število kol {rounds} presega največje možno za turnir s številom ekip {teams}, to je {most} (dvokrožni turnir: v švicarskem sistemu se dve ekipi ne srečata dvakrat, C.04.1 čl. 2, turnir vsak z vsakim pa ima največ dva kroga); datoteka je zavrnjena",
        }
        TrfTooManyTeams {
            en: "{teams} team records, but a TRF numbers at most {most} teams (a team's pairing number has three columns in records 310, 300, 330 and 802); the file is refused",
            hr: "zapisa o ekipama: {teams}, a TRF numerira najviše {most} ekipa (ždrijebni broj ekipe ima tri stupca u zapisima 310, 300, 330 i 802); datoteka je odbijena",
            sl: "zapisov o ekipah: {teams}, TRF pa oštevilči največ {most} ekip (žrebna številka ekipe ima tri stolpce v zapisih 310, 300, 330 in 802); datoteka je zavrnjena",
        }
        TrfTooManyBoards {
            en: "round {round}: {team} fields {boards} players, but a match has at most {most} boards (the regulation's boards); the file is refused",
            hr: "{round}. kolo: {team} postavlja igrača: {boards}, a meč ima najviše {most} ploča (ploče pravilnika); datoteka je odbijena",
            sl: "{round}. kolo: {team} postavi igralcev: {boards}, dvoboj pa ima največ {most} šahovnic (šahovnice pravilnika); datoteka je zavrnjena",
        }
        TrfNationalWithoutNumber {
            en: "NRS record, columns 5-8 (starting number): blank; national rating {rating} has no player and is not imported",
            hr: "zapis NRS, stupci 5-8 (startni broj): prazno; nacionalni rejting {rating} nema igrača i nije uvezen",
            sl: "zapis NRS, stolpci 5-8 (startna številka): prazno; nacionalni rating {rating} nima igralca in ni uvožen",
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
            en: "{cycles} {cycles:one=cycle|other=cycles} of the round robin (record 192 {code})",
            hr: "ciklusa turnira svatko sa svakim: {cycles} (zapis 192 {code})",
            sl: "ciklov turnirja vsak z vsakim: {cycles} (zapis 192 {code})",
        }
        TrfOverrideColourModel {
            en: "colour preferences {model} and primary score {primary} (record 192 {code})",
            hr: "želje za bojom {model} i glavni bodovi {primary} (zapis 192 {code})",
            sl: "barvne želje {model} in glavne točke {primary} (zapis 192 {code})",
        }
        TrfOverrideFirstTeamByScore {
            en: "the first-team chosen by the score, then the starting number, without the secondary score (C.04.6 4.2.2; record 192 {code})",
            hr: "prva ekipa određuje se po bodovima, zatim po startnom broju, bez sekundarnog rezultata (C.04.6 4.2.2; zapis 192 {code})",
            sl: "prva ekipa se določi po točkah, nato po začetni številki, brez sekundarnega rezultata (C.04.6 4.2.2; zapis 192 {code})",
        }
        TrfOverrideFirstTeamBySecondary {
            en: "the first-team chosen by the score, then the secondary score (C.04.6 4.2.2; record 192 {code})",
            hr: "prva ekipa određuje se po bodovima, zatim po sekundarnom rezultatu (C.04.6 4.2.2; zapis 192 {code})",
            sl: "prva ekipa se določi po točkah, nato po sekundarnem rezultatu (C.04.6 4.2.2; zapis 192 {code})",
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
        TrfUnusedScoring { en: "game scoring; kup scores games 1, ½, 0", hr: "bodovanje partija; kup boduje partije 1, ½, 0", sl: "točkovanje partij; kup točkuje partije 1, ½, 0" }
        TrfUnusedRankMethod {
            en: "starting-rank method; the preset's team rating decides",
            hr: "način određivanja startnih brojeva; odlučuje rejting ekipe iz predloška",
            sl: "način določanja startnih številk; odloča rating ekipe iz predloge",
        }
        TrfUnusedController { en: "pairing controller", hr: "kontrolor sparivanja", sl: "nadzornik žrebanja" }
        TrfTiebreaksDiffer {
            en: "the file ranks by {file}, preset {preset} by {ours}: they differ from criterion {criterion} on; kup ranks by the preset's chain",
            hr: "datoteka rangira po {file}, predložak {preset} po {ours}: razlikuju se od {criterion}. kriterija nadalje; kup rangira po kriterijima iz predloška",
            sl: "datoteka razvršča po {file}, predloga {preset} po {ours}: razlikujeta se od {criterion}. merila naprej; kup razvršča po merilih iz predloge",
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
        TrfBothLostReason {
            en: "both players lost the game, TRF line {line}",
            hr: "oba igrača izgubila su partiju, TRF {line}. redak",
            sl: "oba igralca sta izgubila partijo, TRF {line}. vrstica",
        }
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
        TrfScoreOnly {
            en: "round {round}, table {table}: only the match score is known; TRF16 has no record for it (TRF-2026 writes it in record 802)",
            hr: "{round}. kolo, stol {table}: poznat je samo rezultat meča; TRF16 za njega nema zapis (TRF-2026 ga piše u zapis 802)",
            sl: "{round}. kolo, miza {table}: znan je samo izid dvoboja; TRF16 zanj nima zapisa (TRF-2026 ga zapiše v zapis 802)",
        }
        TrfScoreOnlyTrf2026 {
            en: "matches known by their score only: {count} (the first: round {round}, table {table}). TRF-2026 records a match's result through its games (record 001); a match without them is written only in the informative record 802 and in the totals of record 310, which other programs need not read (FIDE's tie-break tool does not), so they rank the event without it; enter the board results for a file they can use",
            hr: "mečevi poznati samo po rezultatu: {count} (prvi: {round}. kolo, stol {table}). TRF-2026 bilježi rezultat meča kroz njegove partije (zapis 001); meč bez njih zapisan je samo u informativnom zapisu 802 i u zbrojevima zapisa 310, koje drugi programi ne moraju čitati (FIDE-ov alat za dodatne kriterije ih ne čita), pa natjecanje rangiraju bez njega; unesite rezultate po pločama za datoteku koju mogu koristiti",
            sl: "dvoboji, znani le po izidu: {count} (prvi: {round}. kolo, miza {table}). TRF-2026 zapiše izid dvoboja prek njegovih partij (zapis 001); dvoboj brez njih je zapisan le v informativnem zapisu 802 in v vsotah zapisa 310, ki jih drugim programom ni treba brati (FIDE-jevo orodje za dodatna merila jih ne bere), zato turnir razvrstijo brez njega; vnesite izide po deskah za datoteko, ki jo lahko uporabijo",
        }
        TrfForfeitAwardNotInGames {
            en: "round {round}, table {table}: {team} won the match by forfeit, {award} game points, but has players on fewer boards, and the player records (001) carry only {games}; a program that counts the games ranks it with {games}",
            hr: "{round}. kolo, stol {table}: {team} dobiva meč kontumacijom, {award} bodova iz igre, ali ima igrače na manje ploča, pa zapisi igrača (001) nose samo {games}; program koji zbraja partije računa joj {games}",
            sl: "{round}. kolo, miza {table}: {team} dobi dvoboj brez boja, {award} točk iz partij, vendar ima igralce na manj deskah, zato zapisi igralcev (001) nosijo le {games}; program, ki sešteva partije, ji šteje {games}",
        }
        TrfTeamNameCut {
            en: "team name '{team}' is longer than the {width} columns of records 310/013; written cut",
            hr: "ime ekipe '{team}' dulje je od {width} stupaca zapisa 310/013; zapisano skraćeno",
            sl: "ime ekipe '{team}' je daljše od {width} stolpcev zapisov 310/013; zapisano skrajšano",
        }
        TrfPenaltyNoTrf16 {
            en: "{penalty}: TRF16 has no record for the loss of all match points (TRF-2026 writes it in record 299)",
            hr: "{penalty}: TRF16 nema zapis za gubitak svih meč-bodova (TRF-2026 ga piše u zapis 299)",
            sl: "{penalty}: TRF16 nima zapisa za izgubo vseh meč točk (TRF-2026 jo zapiše v zapis 299)",
        }
    } };
}
