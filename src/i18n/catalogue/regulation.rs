//! Regulations and presets: `kup presets`, the pairing system a regulation names, and the
//! rules of a regulation field (`core::rules::Regulation::validate`), said by
//! `RegulationInvalidField`; the field keeps the name the regulation file (RON) writes.
//!
//! `kup presets` says a preset's counts after a colon, so they need no plural forms.

macro_rules! regulation {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
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
        RegulationRuleLotsLast {
            en: "drawing of lots can only be the last criterion",
            hr: "ždrijeb može biti samo posljednji kriterij",
            sl: "žreb je lahko samo zadnje merilo",
        }
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
    } };
}
