//! What the CLI says itself: titles of its lists, its usage errors, `kup show`, `kup check`
//! and `kup penalty list`.

macro_rules! cli {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
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
        /// `{problem}` says where and what ([`Msg::RonAt`]).
        CliRegulationBad {
            en: "{path}: {problem}",
            hr: "{path}: {problem}",
            sl: "{path}: {problem}",
        }
        /// `{problem}` says where and what ([`Msg::RonAt`]), or is the system's message.
        CliConfigBad {
            en: "configuration file {path}: {problem}",
            hr: "konfiguracijska datoteka {path}: {problem}",
            sl: "konfiguracijska datoteka {path}: {problem}",
        }
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
        CliForfeitNeedsNote {
            en: "note: say why the game is forfeited (--note)",
            hr: "napomena: navedite zašto je partija izgubljena kontumacijom (--note)",
            sl: "opomba: navedite, zakaj je partija izgubljena brez igre (--note)",
        }
        /// The text forbids the early draw but names no sanction (szs-pokal-2018 3 b).
        CliEarlyDrawNoSanction {
            en: "early-draw: {regulation} forbids a draw before move {move} without the chief arbiter's consent but names no sanction; the chief arbiter decides (FIDE Laws 12.9): enter a loss he rules as a forfeit, saying why",
            hr: "early-draw: {regulation} zabranjuje remi prije {move}. poteza bez pristanka glavnog suca, ali ne propisuje kaznu; odlučuje glavni sudac (Pravila šaha FIDE 12.9): poraz koji on dosudi upišite kao kontumaciju s razlogom",
            sl: "early-draw: {regulation} prepoveduje remi pred {move}. potezo brez privolitve glavnega sodnika, a ne določa kazni; odloči glavni sodnik (Pravila šaha FIDE 12.9): poraz, ki ga dosodi, vpišite kot izgubo brez igre z razlogom",
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
        CliNotABoard {
            en: "board: '{value}' is not a board number",
            hr: "ploča: '{value}' nije broj ploče",
            sl: "deska: '{value}' ni številka deske",
        }
        CliResultTyped {
            en: "round {round}, table {table}, board {board}: {typed} (White first); in the row {row}",
            hr: "{round}. kolo, stol {table}, ploča {board}: {typed} (najprije bijeli); u retku {row}",
            sl: "{round}. kolo, miza {table}, deska {board}: {typed} (najprej beli); v vrstici {row}",
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
        ShowRegulation { en: "regulation: {id} ({title})", hr: "pravilnik: {id} ({title})", sl: "pravilnik: {id} ({title})" }
        ShowTeams { en: "teams: {count}", hr: "ekipe: {count}", sl: "ekipe: {count}" }
        ShowRound { en: "round {round}", hr: "{round}. kolo", sl: "{round}. kolo" }
        ShowBye { en: "  bye: {team}", hr: "  slobodna: {team}", sl: "  prosta: {team}" }
        ShowPenalties { en: "penalties", hr: "kazne", sl: "kazni" }
        CheckPenaltyInForce { en: "penalty in force: {penalty}", hr: "kazna na snazi: {penalty}", sl: "veljavna kazen: {penalty}" }
        CheckNoViolations { en: "no rule violations", hr: "nema kršenja pravila", sl: "ni kršitev pravil" }
        CheckViolations {
            en: "{count} rule {count:one=violation|other=violations}",
            hr: "kršenja pravila: {count}",
            sl: "kršitve pravil: {count}",
        }
        CliSeedDrawsNothing {
            en: "--seed: the pairing of round {round} draws nothing by lot, so a seed would be used for nothing; leave --seed out",
            hr: "--seed: sparivanje {round}. kola ništa ne ždrijeba pa se sjeme ne bi ničemu koristilo; izostavite --seed",
            sl: "--seed: pari {round}. kola ne žrebajo ničesar, zato seme ne bi bilo ničemur uporabljeno; izpustite --seed",
        }
        CliEnteredAfterDeadline {
            en: "entered after the deadline: {rule}; kup check reports it for the chief arbiter",
            hr: "prijavljen nakon roka: {rule}; kup check to javlja glavnom sucu",
            sl: "prijavljen po roku: {rule}; kup check to sporoča glavnemu sodniku",
        }
        CliSubcommandFirst {
            en: "`{word}` is no subcommand: the subcommand comes first, then the tournament directory (kup {subcommand} {word} …)",
            hr: "`{word}` nije podnaredba: najprije dolazi podnaredba, zatim mapa turnira (kup {subcommand} {word} …)",
            sl: "`{word}` ni podukaz: najprej pride podukaz, nato mapa turnirja (kup {subcommand} {word} …)",
        }
        OutputFailed {
            en: "cannot write to standard output: {problem}",
            hr: "ne mogu pisati na standardni izlaz: {problem}",
            sl: "ne morem pisati na standardni izhod: {problem}",
        }
        OutputFailedChangeSaved {
            en: "the change WAS saved; do not enter it again. Only its confirmation could not be written to standard output: {problem}",
            hr: "promjena JE spremljena; ne unosite je ponovno. Samo se njezina potvrda nije mogla ispisati na standardni izlaz: {problem}",
            sl: "sprememba JE shranjena; ne vnašajte je znova. Le njene potrditve ni bilo mogoče izpisati na standardni izhod: {problem}",
        }
    } };
}
