//! The names of the fields a refusal or a form names (`CommandError::field`), so that the
//! field is named in every language.

macro_rules! fields {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
        FieldTitle { en: "title", hr: "titula", sl: "naziv" }
        FieldClub { en: "club", hr: "klub", sl: "klub" }
        FieldCity { en: "city", hr: "mjesto", sl: "kraj" }
        FieldRegistered { en: "registered (y/n)", hr: "registriran (d/n)", sl: "registriran (d/n)" }
        FieldFile { en: "file", hr: "datoteka", sl: "datoteka" }
        FieldName { en: "name", hr: "naziv", sl: "naziv" }
        FieldEndDate { en: "last day", hr: "zadnji dan", sl: "zadnji dan" }
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
        FieldInitialColour { en: "initial colour", hr: "početna boja", sl: "začetna barva" }
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
        FieldRounds { en: "rounds", hr: "kola", sl: "kola" }
        FieldTakeBack { en: "take back (y/n)", hr: "poništi (d/n)", sl: "prekliči (d/n)" }
        FieldSwissPairing { en: "pairing system", hr: "sustav sparivanja", sl: "sistem žrebanja" }
    } };
}
