//! The event itself: its facts, its calendar, the tournament form, and which edition of the
//! FIDE tie-break rules its date puts it under.

macro_rules! event {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
        FieldStartDate { en: "first day", hr: "prvi dan", sl: "prvi dan" }
        FieldVenue { en: "venue", hr: "mjesto igre", sl: "prizorišče" }
        FieldChiefArbiter { en: "chief arbiter", hr: "glavni sudac", sl: "glavni sodnik" }
        FieldDeputyArbiters { en: "deputies", hr: "zamjenici", sl: "namestniki" }
        FieldTimeControl { en: "time control", hr: "tempo igre", sl: "tempo igre" }
        FieldSchedule { en: "schedule", hr: "raspored kola", sl: "razpored kol" }
        FieldRoundDates { en: "round dates", hr: "datumi kola", sl: "datumi kol" }
        RefuseRoundDatesCount {
            en: "give the dates of the {later} later rounds, one for each",
            hr: "navedite datume {later} kasnijih kola, po jedan za svako",
            sl: "navedite datume {later} poznejših kol, po enega za vsako",
        }
        RefuseRoundBeforePrevious {
            en: "round {round} would start before round {previous}",
            hr: "kolo {round} počelo bi prije kola {previous}",
            sl: "kolo {round} bi se začelo pred kolom {previous}",
        }
        RefuseRoundOutsideEvent {
            en: "round {round} on {when} falls outside the event's first and last day",
            hr: "kolo {round} ({when}) nije između prvog i zadnjeg dana turnira",
            sl: "kolo {round} ({when}) ni med prvim in zadnjim dnem turnirja",
        }
        FieldTimeZone { en: "time zone", hr: "vremenska zona", sl: "časovni pas" }
        RefuseNoTimeZone {
            en: "name the hall's time zone, e.g. Europe/Zagreb (the federation gives none)",
            hr: "navedite vremensku zonu dvorane, npr. Europe/Zagreb (savez je ne određuje)",
            sl: "navedite časovni pas dvorane, npr. Europe/Ljubljana (zveza ga ne določa)",
        }
        CliNotATimeZone {
            en: "{option}: '{value}' is not a time zone such as Europe/Zagreb",
            hr: "{option}: '{value}' nije vremenska zona poput Europe/Zagreb",
            sl: "{option}: '{value}' ni časovni pas, kot je Europe/Ljubljana",
        }
        CliAskTimeZone {
            en: "The hall's time zone (e.g. Europe/Zagreb):",
            hr: "Vremenska zona dvorane (npr. Europe/Zagreb):",
            sl: "Časovni pas dvorane (npr. Europe/Ljubljana):",
        }
        MadeWrongRule { en: "{detail} ({rule})", hr: "{detail} ({rule})", sl: "{detail} ({rule})" }
        MadeWrongArrival {
            en: "round {round}, table {table}, board {board}: came at {at}, after the new default time",
            hr: "{round}. kolo, stol {table}, ploča {board}: došao u {at}, nakon novog isteka zakašnjenja",
            sl: "{round}. kolo, miza {table}, deska {board}: prišel ob {at}, po novem izteku zamude",
        }
        EventFormConfirmMadeWrong {
            en: "The new times make wrong: {wrong}. Save all the same? {yes} = yes, other = no",
            hr: "Nova vremena kvare: {wrong}. Ipak spremiti? {yes} = da, ostalo = ne",
            sl: "Novi časi pokvarijo: {wrong}. Vseeno shranim? {yes} = da, drugo = ne",
        }
        RefuseStartOfPlayedRound {
            en: "round {round} has results: it keeps the start it was played by",
            hr: "{round}. kolo ima rezultate: početak mu ostaje kako se igralo",
            sl: "{round}. kolo ima izide: začetek mu ostane, kot se je igralo",
        }
        RefuseFederationCode {
            en: "'{federation}' is not a three-letter code such as CRO or SLO",
            hr: "'{federation}' nije troslovna oznaka poput CRO ili SLO",
            sl: "'{federation}' ni tričrkovna oznaka, kot sta CRO in SLO",
        }
        CliNotADate {
            en: "{option}: '{value}' is not a date such as 2026-12-05",
            hr: "{option}: '{value}' nije datum poput 2026-12-05",
            sl: "{option}: '{value}' ni datum, kot je 2026-12-05",
        }
        /// A date the reader types in the full-screen program, read by `format::read_date`.
        DateNotRead {
            en: "{option}: '{value}' is not a date such as 2026-12-07",
            hr: "{option}: '{value}' nije datum poput 7.12.2026 ili 2026-12-07",
            sl: "{option}: '{value}' ni datum, kot je 7.12.2026 ali 2026-12-07",
        }
        CliNotATime {
            en: "{option}: '{value}' is not a time of day such as 09:30",
            hr: "{option}: '{value}' nije vrijeme poput 09:30",
            sl: "{option}: '{value}' ni čas, kot je 09:30",
        }
        CliNewNeedsDate {
            en: "new: give --date YYYY-MM-DD, the date of round 1 (the regulation's own dates are those of its year's event)",
            hr: "new: zadajte --date GGGG-MM-DD, datum 1. kola (datumi u pravilniku su datumi turnira one godine)",
            sl: "new: podajte --date LLLL-MM-DD, datum 1. kola (datumi v pravilniku so datumi turnirja tistega leta)",
        }
        CliAskFirstDay {
            en: "Date of round 1 (YYYY-MM-DD):",
            hr: "Datum 1. kola (GGGG-MM-DD):",
            sl: "Datum 1. kola (LLLL-MM-DD):",
        }
        CliScheduleLine {
            en: "round {round}: {when}",
            hr: "{round}. kolo: {when}",
            sl: "{round}. kolo: {when}",
        }
        FieldRegulation { en: "regulation", hr: "pravilnik", sl: "pravilnik" }
        FieldDate { en: "date", hr: "datum", sl: "datum" }
        FieldTime { en: "time", hr: "vrijeme", sl: "čas" }
        EventFormTitle { en: "Tournament", hr: "Turnir", sl: "Turnir" }
        EventFormKeys {
            en: " Enter save · Esc cancel · Tab/↑↓ field · ←→ Home End Del edit ",
            hr: " Enter spremi · Esc odustani · Tab/↑↓ polje · ←→ Home End Del uređivanje ",
            sl: " Enter shrani · Esc prekliči · Tab/↑↓ polje · ←→ Home End Del urejanje ",
        }
        EventFormCancelled {
            en: "tournament form closed, nothing changed",
            hr: "obrazac turnira zatvoren, ništa nije promijenjeno",
            sl: "obrazec turnirja zaprt, nič ni spremenjeno",
        }
        EventFormPairingFixed {
            en: "fixed: round 1 is paired, and all rounds are paired by one system",
            hr: "ne mijenja se: 1. kolo je spareno, a sva kola spaja jedan sustav",
            sl: "ne spreminja se: 1. kolo je žrebano, vsa kola pa žreba en sistem",
        }
        EventFormRoundRobin {
            en: "none: a round robin is paired by the Berger tables",
            hr: "nema: kružni turnir sparuje se po Bergerovim tablicama",
            sl: "ni: krožni turnir se žreba po Bergerjevih tablicah",
        }
        EventFormRegulationFixed {
            en: "chosen with the event; its rules hold to the end",
            hr: "odabran sa stvaranjem turnira; vrijedi do kraja",
            sl: "izbran ob ustvarjanju turnirja; velja do konca",
        }
        EventFormRound { en: "Round", hr: "Kolo", sl: "Kolo" }
        EventFormRoundField {
            en: "round {round}, {field}",
            hr: "{round}. kolo, {field}",
            sl: "{round}. kolo, {field}",
        }
        KeyEventForm { en: "tournament: details and schedule", hr: "turnir: podaci i raspored kola", sl: "turnir: podatki in razpored kol" }
        ReportChiefArbiter { en: "Chief arbiter: {name}", hr: "Glavni sudac: {name}", sl: "Glavni sodnik: {name}" }
        ReportDeputyArbiters { en: "Deputy arbiters: {names}", hr: "Zamjenici: {names}", sl: "Namestniki: {names}" }
        ReportRoundVenue { en: "Venue: {venue}", hr: "Mjesto igre: {venue}", sl: "Prizorišče: {venue}" }
        EditionVirtual2022 {
            en: "edition to 30 June 2023, virtual opponent",
            hr: "izdanje do 30. 6. 2023., virtualni protivnik",
            sl: "izdaja do 30. 6. 2023, navidezni nasprotnik",
        }
        EditionDummy2023 {
            en: "edition of 1 July 2023, dummy opponent",
            hr: "izdanje od 1. 7. 2023., zamišljeni protivnik",
            sl: "izdaja od 1. 7. 2023, namišljeni nasprotnik",
        }
        EditionCapped2026 {
            en: "edition of 1 March 2026, capped dummy",
            hr: "izdanje od 1. 3. 2026., ograničeni zamišljeni protivnik",
            sl: "izdaja od 1. 3. 2026, omejeni namišljeni nasprotnik",
        }
        EditionByFirstDay {
            en: "{edition}, in force on the first day",
            hr: "{edition}, na snazi prvog dana",
            sl: "{edition}, veljavna prvi dan",
        }
        EditionByRegulation {
            en: "{edition}, as the regulation names it ({regulation})",
            hr: "{edition}, kako ga propisuje pravilnik ({regulation})",
            sl: "{edition}, kot jo določa pravilnik ({regulation})",
        }
        EditionNoFirstDay {
            en: "{edition}, the current one: no first day is set",
            hr: "{edition}, važeće: prvi dan nije upisan",
            sl: "{edition}, veljavna: prvi dan ni vpisan",
        }
        FieldTiebreakEdition { en: "tie-breaks (C.07)", hr: "kriteriji (C.07)", sl: "merila (C.07)" }
        EventFormDays { en: "first, last day", hr: "prvi, zadnji dan", sl: "prvi, zadnji dan" }
        CreateOffer {
            en: "{dir} holds no tournament. Create one there? [Y/n]",
            hr: "{dir} ne sadrži turnir. Stvoriti ga ovdje? [D/n]",
            sl: "{dir} ne vsebuje turnirja. Ga ustvarim tukaj? [D/n]",
        }
        CreateAskPreset {
            en: "Presets: {presets}\nRegulation (a preset or a regulation file's path) [first]:",
            hr: "Predlošci: {presets}\nPravilnik (predložak ili putanja datoteke pravilnika) [prvi]:",
            sl: "Predloge: {presets}\nPravilnik (predloga ali pot do datoteke pravilnika) [prvi]:",
        }
        CreateAskDate {
            en: "Date of round 1 (YYYY-MM-DD) [{today}]:",
            hr: "Datum 1. kola (D.M.GGGG ili GGGG-MM-DD) [{today}]:",
            sl: "Datum 1. kola (D.M.LLLL ali LLLL-MM-DD) [{today}]:",
        }
        CreateNoAnswer {
            en: "no answer: nothing created",
            hr: "nema odgovora: ništa nije stvoreno",
            sl: "ni odgovora: nič ni ustvarjeno",
        }
        DidSaveEvent {
            en: "tournament details and schedule entered",
            hr: "podaci o turniru i raspored kola upisani",
            sl: "podatki o turnirju in razpored kol vpisani",
        }
    } };
}
