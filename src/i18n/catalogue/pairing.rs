//! Why a pairing is what it is (`pairing`: `kup pair --explain`, the Round tab's `x`), the
//! pairing rules a round can break (`pairing::violations`), and pairings kept apart
//! (`kup forbid`, TRF-2026 record 260).
//!
//! Terms of FIDE C.04.6: hr bodovna skupina, prebačena naviše, želja za bojom, slobodna; sl
//! točkovna skupina, premaknjena navzgor, barvna želja, prosta.

macro_rules! pairing {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
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
        /// `{regulation}`: where the preset's absence rule comes from.
        ViolationRoundRobinAbsence {
            en: "a round robin's match is fixed by its table: a team that announced its absence loses it by forfeit and its opponent wins it ({regulation})",
            hr: "meč kružnog turnira zadan je tablicom: ekipa koja je najavila izostanak gubi ga kontumacijom, a protivnik ga dobiva ({regulation})",
            sl: "dvoboj krožnega turnirja je določen s tabelo: ekipa, ki je najavila odsotnost, ga izgubi brez igre, nasprotnik pa ga dobi ({regulation})",
        }
        ViolationAbsentWithoutForfeit {
            en: "round {round}: team {team} is absent and team {opponent} has no match; discard the pairing and pair the round again",
            hr: "{round}. kolo: ekipa {team} izostaje, a ekipa {opponent} nema meča; poništite sparivanje i ponovno sparite kolo",
            sl: "{round}. kolo: ekipa {team} je odsotna, ekipa {opponent} pa nima dvoboja; razveljavite pare in kolo ponovno žrebajte",
        }
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
        ExplainSetByHand {
            en: "The recorded pairing differs from this automatic pairing: it was set or changed by hand (see kup check).",
            hr: "Zapisano sparivanje razlikuje se od ovog automatskog: postavljeno je ili promijenjeno ručno (vidi kup check).",
            sl: "Zapisani pari se razlikujejo od teh samodejnih: določeni ali spremenjeni so bili ročno (glej kup check).",
        }
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
        PairingWhyFirstTeamWithoutSecondary {
            en: "the first-team by score, then starting number (4.2.2: the secondary score is not used)",
            hr: "prva ekipa po bodovima, zatim po startnom broju (4.2.2: sekundarni rezultat se ne koristi)",
            sl: "prva ekipa po točkah, nato po začetni številki (4.2.2: sekundarni rezultat se ne uporablja)",
        }
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
            en: "  C7: {count} {count:one=upfloater|other=upfloaters} floated in the previous round too; no legal choice avoids it",
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
            en: "  C8: {teams} {teams:one=team|other=teams} cannot get their colour preference: every legal pairing of this bracket has {pairs} {pairs:one=pair|other=pairs} wanting the same colour",
            hr: "  C8: ekipa koje ne mogu dobiti željenu boju: {teams}; svako dopušteno sparivanje ove skupine ima parova koji žele istu boju: {pairs}",
            sl: "  C8: ekip, ki ne morejo dobiti želene barve: {teams}; vsaka dovoljena razporeditev te skupine ima parov, ki želijo isto barvo: {pairs}",
        }
        PairingWhyC9 {
            en: "  C9: {count} {count:one=pair|other=pairs} of strong preferences for the same colour cannot be avoided",
            hr: "  C9: parova s jakom željom za istu boju koji se ne mogu izbjeći: {count}",
            sl: "  C9: parov z močno željo po isti barvi, ki se jim ni mogoče izogniti: {count}",
        }
        PairingWhyC10 {
            en: "  C10: {count} upfloater {count:one=opponent|other=opponents} floated last round; no legal pairing avoids it",
            hr: "  C10: protivnika prebačenih naviše koji su i sami bili prebačeni u prošlom kolu: {count}; nijedno dopušteno sparivanje to ne izbjegava",
            sl: "  C10: nasprotnikov premaknjenih navzgor, ki so bili premaknjeni že v prejšnjem kolu: {count}; nobena dovoljena razporeditev se temu ne izogne",
        }
        PairingWhyNotTopHalf {
            en: "  not the plain top half against bottom half: that pairing would repeat a match (C1) or pair teams kept apart (record 260)",
            hr: "  nije jednostavno gornja polovica protiv donje: takvo bi sparivanje ponovilo meč (C1) ili spojilo ekipe kojima je sparivanje zabranjeno (zapis 260)",
            sl: "  ni preprosto zgornja polovica proti spodnji: taki pari bi ponovili dvoboj (C1) ali združili ekipi, ki ne smeta igrati druga proti drugi (zapis 260)",
        }
        KeptApartInRound { en: "in round {round}", hr: "u {round}. kolu", sl: "v {round}. kolu" }
        KeptApartInRounds {
            en: "in rounds {first}-{last}",
            hr: "u kolima {first}.-{last}.",
            sl: "v kolih {first}.-{last}.",
        }
        KeptApartEveryRound { en: "in every round", hr: "u svim kolima", sl: "v vseh kolih" }
        KeptApartFromRound { en: "from round {round} on", hr: "od {round}. kola nadalje", sl: "od {round}. kola naprej" }
    } };
}
