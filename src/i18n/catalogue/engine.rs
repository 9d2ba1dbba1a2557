//! `kup engine`: the checker's report (`--check`), its refusals (the individual Dutch,
//! `pairing::dutch::DutchError`) and the generator's. The pairs file and the TRF it writes
//! stay in the engines' own format, so only these reports are translated.

macro_rules! engine {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
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
            en: "standings: the file names no tie-breaks (TRF records 202/212); ranks cannot be checked",
            hr: "poredak: datoteka ne navodi dodatne kriterije (TRF zapisi 202/212); plasmani se ne mogu provjeriti",
            sl: "lestvica: datoteka ne navaja dodatnih meril (TRF zapisa 202/212); uvrstitev ni mogoče preveriti",
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
            en: "check: {count} {count:one=difference|other=differences} in {path}",
            hr: "provjera: razlika u {path}: {count}",
            sl: "preverjanje: razlik v {path}: {count}",
        }
        EnginePresetForTeams {
            en: "engine: --preset is for the TRF of a team event; an individual file (001 records only) is paired by the Dutch system from its own records",
            hr: "engine: --preset je za TRF ekipnog natjecanja; pojedinačna datoteka (samo zapisi 001) sparuje se Nizozemskim sustavom iz vlastitih zapisa",
            sl: "engine: --preset je za TRF ekipnega tekmovanja; posamična datoteka (samo zapisi 001) se žreba po nizozemskem sistemu iz lastnih zapisov",
        }
        EngineUsage {
            en: "engine: give --system team-swiss|dutch|berger and the TRF to pair, --check FILE, or --generate -o FILE",
            hr: "engine: navedite --system team-swiss|dutch|berger i TRF za sparivanje, --check DATOTEKA ili --generate -o DATOTEKA",
            sl: "engine: navedite --system team-swiss|dutch|berger in TRF za žrebanje, --check DATOTEKA ali --generate -o DATOTEKA",
        }
        /// A preset `kup engine --preset` cannot use; `{problem}` is the regulation's error.
        EnginePreset { en: "--preset: {problem}", hr: "--preset: {problem}", sl: "--preset: {problem}" }
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
    } };
}
