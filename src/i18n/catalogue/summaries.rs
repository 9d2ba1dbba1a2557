//! What each command did (`Applied::summary`), shown after "saved:" and "undone:" and kept
//! in English in the journal; so a summary never says "saved" itself.

macro_rules! summaries {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
        /// An import applied as one change (`Command::Import`).
        DidImport {
            en: "{source} imported: {changes} {changes:one=change|other=changes}",
            hr: "{source} uvezen: promjena {changes}",
            sl: "{source} uvožen: sprememb {changes}",
        }
        DidSetSwissPairing {
            en: "pairing system: {system}",
            hr: "sustav sparivanja: {system}",
            sl: "sistem žrebanja: {system}",
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
        DidSetInitialColour { en: "initial colour: {colour}", hr: "početna boja: {colour}", sl: "začetna barva: {colour}" }
        DidSetPairingNumbers { en: "pairing numbers entered", hr: "ždrijebni brojevi upisani", sl: "žrebne številke vpisane" }
        DidSetLineup {
            en: "lineup of {team} for round {round} entered",
            hr: "sastav ekipe {team} za {round}. kolo upisan",
            sl: "postava ekipe {team} za {round}. kolo vpisana",
        }
        DidLockLineup {
            en: "lineup of {team} for round {round} locked against the captain's phone",
            hr: "sastav ekipe {team} za {round}. kolo zaključan za kapetanov telefon",
            sl: "postava ekipe {team} za {round}. kolo zaklenjena za kapetanov telefon",
        }
        DidUnlockLineup {
            en: "lineup of {team} for round {round} open to the captain's phone again",
            hr: "sastav ekipe {team} za {round}. kolo ponovno otvoren kapetanovu telefonu",
            sl: "postava ekipe {team} za {round}. kolo znova odprta kapetanovemu telefonu",
        }
        DidDropLineup {
            en: "lineup of {team} for round {round} refused: the base lineup plays",
            hr: "sastav ekipe {team} za {round}. kolo odbijen: igra osnovni sastav",
            sl: "postava ekipe {team} za {round}. kolo zavrnjena: igra osnovna postava",
        }
        DidSeatAsLineup {
            en: "seating of {team} in round {round}: as the lineup",
            hr: "raspored ekipe {team} u {round}. kolu: kao u sastavu",
            sl: "razpored ekipe {team} v {round}. kolu: kot v postavi",
        }
        DidSeatContrary {
            en: "seating of {team} in round {round}: {count:one=board|other=boards} {boards} contrary to the lineup",
            hr: "raspored ekipe {team} u {round}. kolu: {count:one=ploča|few=ploče|other=ploče} {boards} suprotno sastavu",
            sl: "razpored ekipe {team} v {round}. kolu: {count:one=deska|two=deski|few=deske|other=deske} {boards} v nasprotju s postavo",
        }
        DidSeatContraryLost {
            en: "seating of {team} in round {round}: {count:one=board|other=boards} {boards} contrary to the lineup; those games are lost ({regulation})",
            hr: "raspored ekipe {team} u {round}. kolu: {count:one=ploča|few=ploče|other=ploče} {boards} suprotno sastavu; te su partije izgubljene ({regulation})",
            sl: "razpored ekipe {team} v {round}. kolu: {count:one=deska|two=deski|few=deske|other=deske} {boards} v nasprotju s postavo; te partije so izgubljene ({regulation})",
        }
        DidImposePenalty { en: "penalty imposed: {penalties}", hr: "izrečena kazna: {penalties}", sl: "izrečena kazen: {penalties}" }
        DidLiftPenalty { en: "penalty lifted: {penalty}", hr: "kazna ukinuta: {penalty}", sl: "kazen odpravljena: {penalty}" }
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
        DidDeclareForfeits {
            en: "round {round}: default time {limit} passed, forfeits: {forfeits}",
            hr: "{round}. kolo: dopušteno zakašnjenje {limit} isteklo, kontumacije: {forfeits}",
            sl: "{round}. kolo: dovoljena zamuda {limit} potekla, brez igre: {forfeits}",
        }
        ForfeitOnBoard {
            en: "table {table} board {board}: {result}",
            hr: "stol {table} ploča {board}: {result}",
            sl: "miza {table} deska {board}: {result}",
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
        DidMarkAbsentRoundRobin {
            en: "{team} is absent in round {round}: it loses its match of the table by forfeit",
            hr: "{team} izostaje iz {round}. kola: meč iz tablice gubi kontumacijom",
            sl: "{team} je odsotna v {round}. kolu: dvoboj iz tabele izgubi brez igre",
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
    } };
}
