//! The store and its files: the store's and a snapshot's errors (`store::StoreError::text`,
//! `SnapshotError::text`), the integrity of a loaded tournament (`core::validate`: why a file
//! is impossible data), undo, redo and recovery, and a snapshot's label.

macro_rules! store {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
        /// The operating system's message, which kup has only in English.
        SnapshotIo { en: "{problem}", hr: "{problem}", sl: "{problem}" }
        SnapshotNotAFile {
            en: "not a regular file (a pipe, a device or a link)",
            hr: "nije obična datoteka (cijev, uređaj ili poveznica)",
            sl: "ni navadna datoteka (cev, naprava ali povezava)",
        }
        SnapshotTooLarge {
            en: "larger than {limit} MiB, more than any tournament takes",
            hr: "veća od {limit} MiB, više nego što ijedan turnir zauzima",
            sl: "večja od {limit} MiB, več, kot jo zasede katerikoli turnir",
        }
        SnapshotEmpty { en: "the file is empty", hr: "datoteka je prazna", sl: "datoteka je prazna" }
        SnapshotDamaged {
            en: "one bit changed since kup wrote the file, as the checksum on its last line shows: a damaged disk (if you made that change by hand, delete the line `{check}…`)",
            hr: "jedan se bit promijenio otkad je kup zapisao datoteku, kako pokazuje kontrolni zbroj u njezinu zadnjem retku: oštećen disk (ako ste tu promjenu napravili ručno, obrišite redak `{check}…`)",
            sl: "en bit se je spremenil, odkar je kup zapisal datoteko, kot kaže kontrolna vsota v njeni zadnji vrstici: poškodovan disk (če ste to spremembo naredili ročno, izbrišite vrstico `{check}…`)",
        }
        /// `{problem}` is where and what ([`Msg::RonAt`]).
        SnapshotParse {
            en: "not a kup snapshot: {problem}",
            hr: "nije kupova snimka stanja: {problem}",
            sl: "ni kupov posnetek stanja: {problem}",
        }
        SnapshotNewer {
            en: "written by a newer kup (format {found}, this kup reads up to {readable})",
            hr: "zapisao ju je noviji kup (format {found}, ovaj kup čita do {readable})",
            sl: "zapisal jo je novejši kup (format {found}, ta kup bere do {readable})",
        }
        SnapshotUnknownVersion {
            en: "format_version {found} is no kup snapshot format (they are 1 to {readable})",
            hr: "format_version {found} nije format kupove snimke (formati su 1 do {readable})",
            sl: "format_version {found} ni format kupovega posnetka (formati so 1 do {readable})",
        }
        /// An impossible value whose place in the file was not found: `{problem}` is
        /// [`Msg::SnapshotImpossible`].
        SnapshotAtField { en: "field {field}: {problem}", hr: "polje {field}: {problem}", sl: "polje {field}: {problem}" }
        SnapshotImpossible {
            en: "impossible data: {problem}",
            hr: "nemogući podaci: {problem}",
            sl: "nemogoči podatki: {problem}",
        }
        StoreExists {
            en: "{path} already holds a tournament",
            hr: "{path} već sadrži turnir",
            sl: "{path} že vsebuje turnir",
        }
        StoreMissing {
            en: "{path} holds no tournament ({file} is missing)",
            hr: "{path} ne sadrži turnir (nema datoteke {file})",
            sl: "{path} ne vsebuje turnirja (ni datoteke {file})",
        }
        /// `{next}` is [`Msg::StoreNewestGood`] or [`Msg::StoreNoGoodSnapshot`].
        StoreBroken {
            en: "{file} could not be read ({problem}); it was set aside as {aside}; {next}",
            hr: "{file} nije čitljiv ({problem}); premješten je u {aside}; {next}",
            sl: "{file} ni berljiv ({problem}); premaknjen je v {aside}; {next}",
        }
        /// A reader found it: only the writer's lock holder moves a file.
        StoreBrokenLeft {
            en: "{file} is no good snapshot ({problem}); it is left as it is; {next}",
            hr: "{file} nije ispravna snimka ({problem}); ostavljena je kakva jest; {next}",
            sl: "{file} ni veljaven posnetek ({problem}); ostal je, kakršen je; {next}",
        }
        /// `{depth}` is [`Msg::StoreUndoDepthLost`] or empty.
        StoreRebuildLost {
            en: "snapshot {target} cannot be rebuilt: the file {path} cannot be used ({problem}), nor any older checkpoint{depth}",
            hr: "snimka {target} ne može se ponovno sastaviti: datoteka {path} nije upotrebljiva ({problem}), a ni ijedna starija kontrolna točka{depth}",
            sl: "posnetka {target} ni mogoče znova sestaviti: datoteka {path} ni uporabna ({problem}), prav tako nobena starejša kontrolna točka{depth}",
        }
        StoreUndoDepthLost {
            en: "; undo goes back no further than snapshot {seq}: the {count} {count:one=change|other=changes} before it can no longer be undone",
            hr: "; poništavanje ne ide dalje od snimke {seq}: {count} {count:one=ranija promjena više se ne može poništiti|few=ranije promjene više se ne mogu poništiti|other=ranijih promjena više se ne može poništiti}",
            sl: "; razveljavitev ne seže dlje od posnetka {seq}: {count} {count:one=prejšnje spremembe|two=prejšnjih sprememb|few=prejšnjih sprememb|other=prejšnjih sprememb} ni več mogoče razveljaviti",
        }
        /// Said when a tournament is opened whose last undo or redo cannot be rebuilt:
        /// `{lost}` is [`Msg::StoreRebuildLost`].
        StoreMoveLost {
            en: "the tournament opens at snapshot {seq}, as it was before record {n} of {file}: {lost}",
            hr: "turnir se otvara na snimci {seq}, kakav je bio prije zapisa {n} u {file}: {lost}",
            sl: "turnir se odpre pri posnetku {seq}, kakršen je bil pred zapisom {n} v {file}: {lost}",
        }
        StoreCheckpointMissing { en: "it is missing", hr: "nema je", sl: "manjka" }
        StoreCheckpointCutOff {
            en: "the journal no longer holds the change that made snapshot {seq}: its line was damaged",
            hr: "dnevnik više ne sadrži promjenu koja je napravila snimku {seq}: njezin je redak oštećen",
            sl: "dnevnik ne vsebuje več spremembe, ki je naredila posnetek {seq}: njena vrstica je poškodovana",
        }
        StoreLaterHistory {
            en: "{file} is snapshot {seq}, but history holds later snapshots up to {newest} that no undo left there (was an older {file} put back?); nothing was changed or deleted: `kup redo` goes forward to them, or move {files} out of the tournament's directory to go on from this one",
            hr: "{file} je snimka {seq}, ali povijest sadrži kasnije snimke do {newest} koje nije ostavilo poništavanje (je li vraćen stariji {file}?); ništa nije promijenjeno ni obrisano: `kup redo` ide naprijed do njih, a da biste nastavili od ove, premjestite {files} iz mape turnira",
            sl: "{file} je posnetek {seq}, vendar zgodovina vsebuje poznejše posnetke do {newest}, ki jih ni pustila razveljavitev (je bil vrnjen starejši {file}?); nič ni spremenjeno ali izbrisano: `kup redo` gre naprej do njih, za nadaljevanje od tega pa premaknite {files} iz mape turnirja",
        }
        /// As `StoreLaterHistory`, when no history file stands above the snapshot: the
        /// journal alone records the later states.
        StoreLaterJournal {
            en: "{file} is snapshot {seq}, but the journal records later states up to {newest} that no undo left there (was an older {file} put back?); nothing was changed or deleted: `kup redo` goes forward to them",
            hr: "{file} je snimka {seq}, ali dnevnik bilježi kasnija stanja do {newest} koja nije ostavilo poništavanje (je li vraćen stariji {file}?); ništa nije promijenjeno ni obrisano: `kup redo` ide naprijed do njih",
            sl: "{file} je posnetek {seq}, vendar dnevnik beleži poznejša stanja do {newest}, ki jih ni pustila razveljavitev (je bil vrnjen starejši {file}?); nič ni spremenjeno ali izbrisano: `kup redo` gre naprej do njih",
        }
        /// The journal cannot be taken up: `{problem}` is one of the `StoreJournal*` below.
        StoreJournal {
            en: "{file}, line {line}: {problem}; nothing was changed",
            hr: "{file}, redak {line}: {problem}; ništa nije promijenjeno",
            sl: "{file}, vrstica {line}: {problem}; nič ni spremenjeno",
        }
        StoreJournalUnreadable {
            en: "record {n} is whole, but this kup cannot read the change in it (was it written by a newer kup?)",
            hr: "zapis {n} je cjelovit, ali ovaj kup ne može pročitati promjenu u njemu (je li ga zapisao noviji kup?)",
            sl: "zapis {n} je cel, vendar ta kup ne more prebrati spremembe v njem (ga je morda zapisal novejši kup?)",
        }
        StoreJournalOutOfOrder {
            en: "record {n} where record {expected} should be",
            hr: "zapis {n} na mjestu zapisa {expected}",
            sl: "zapis {n} na mestu zapisa {expected}",
        }
        /// A record that does not follow from the snapshot (`{seq}`) it is replayed over.
        StoreJournalGap {
            en: "record {n} makes snapshot {to} current, but it follows snapshot {seq}",
            hr: "zapis {n} postavlja snimku {to} kao trenutnu, a slijedi snimku {seq}",
            sl: "zapis {n} postavi posnetek {to} za trenutnega, a sledi posnetku {seq}",
        }
        StoreJournalRefused {
            en: "record {n} cannot be replayed: {problem}",
            hr: "zapis {n} ne može se ponoviti: {problem}",
            sl: "zapisa {n} ni mogoče ponoviti: {problem}",
        }
        /// Said when a tournament is opened after a crash cut a change short.
        StoreJournalTorn {
            en: "the last change in {file} was cut short by a crash before it was confirmed; it is not part of the tournament ({bytes} bytes dropped)",
            hr: "posljednju promjenu u {file} prekinuo je pad programa prije potvrde; nije dio turnira (odbačeno bajtova: {bytes})",
            sl: "zadnjo spremembo v {file} je prekinil zlom programa pred potrditvijo; ni del turnirja (zavrženih bajtov: {bytes})",
        }
        /// `{damage}` lists [`Msg::StoreJournalDamageAt`] and [`Msg::StoreJournalDamageStray`].
        StoreJournalPassedOver {
            en: "{file}: passed over as damaged: {damage}; {snapshot} holds those changes, so nothing is lost (kup recover sets the damaged journal aside)",
            hr: "{file}: preskočeno kao oštećeno: {damage}; {snapshot} sadrži te promjene, pa ništa nije izgubljeno (kup recover sklanja oštećeni dnevnik u stranu)",
            sl: "{file}: preskočeno kot poškodovano: {damage}; {snapshot} vsebuje te spremembe, zato ni nič izgubljeno (kup recover umakne poškodovani dnevnik na stran)",
        }
        StoreJournalDamageAt {
            en: "line {line} (change no. {records})",
            hr: "redak {line} (promjena br. {records})",
            sl: "vrstica {line} (sprememba št. {records})",
        }
        StoreJournalDamageStray {
            en: "line {line} (no change missing)",
            hr: "redak {line} (ne nedostaje nijedna promjena)",
            sl: "vrstica {line} (ne manjka nobena sprememba)",
        }
        /// `{when}` is [`Msg::StoreJournalAt`], [`Msg::StoreJournalAfter`] or [`Msg::StoreJournalNoTime`].
        StoreJournalLost {
            en: "{file}, line {line}: change no. {records}, made {when}, is damaged and {snapshot} does not hold it, so it is lost; nothing was changed. kup recover opens the tournament as it stood before it and keeps the damaged journal aside",
            hr: "{file}, redak {line}: promjena br. {records}, napravljena {when}, oštećena je, a {snapshot} je ne sadrži, pa je izgubljena; ništa nije promijenjeno. kup recover otvara turnir kakav je bio prije nje i sklanja oštećeni dnevnik u stranu",
            sl: "{file}, vrstica {line}: sprememba št. {records}, narejena {when}, je poškodovana in {snapshot} je ne vsebuje, zato je izgubljena; nič ni spremenjeno. kup recover odpre turnir, kakršen je bil pred njo, in umakne poškodovani dnevnik na stran",
        }
        /// Said by `kup recover`, which exits non-zero.
        StoreJournalNotRecovered {
            en: "change no. {records}, made {when}, could not be recovered: {file} holds it damaged and no snapshot holds it. The tournament is as it stood before it (snapshot {seq}: {label}); the damaged journal is kept as {aside}",
            hr: "promjena br. {records}, napravljena {when}, nije se mogla obnoviti: {file} je sadrži oštećenu, a nijedna snimka stanja je ne sadrži. Turnir je kakav je bio prije nje (snimka {seq}: {label}); oštećeni dnevnik sačuvan je kao {aside}",
            sl: "spremembe št. {records}, narejene {when}, ni bilo mogoče obnoviti: {file} jo vsebuje poškodovano, noben posnetek stanja pa je ne vsebuje. Turnir je tak, kot je bil pred njo (posnetek {seq}: {label}); poškodovani dnevnik je shranjen kot {aside}",
        }
        StoreJournalAt { en: "at {time}", hr: "u {time}", sl: "ob {time}" }
        StoreJournalAfter {
            en: "some time after {time}",
            hr: "nešto nakon {time}",
            sl: "nekaj po {time}",
        }
        StoreJournalNoTime {
            en: "at a time no line tells",
            hr: "u vrijeme koje nijedan redak ne navodi",
            sl: "ob času, ki ga ne navaja nobena vrstica",
        }
        /// Said by `kup recover` after it set a damaged journal aside.
        RecoveredJournal {
            en: "{file}: the damaged journal is kept as {aside}; a new one goes on from snapshot {number} ({what}), which holds every change",
            hr: "{file}: oštećeni dnevnik sačuvan je kao {aside}; novi se nastavlja od snimke {number} ({what}), koja sadrži svaku promjenu",
            sl: "{file}: poškodovani dnevnik je shranjen kot {aside}; novi se nadaljuje od posnetka {number} ({what}), ki vsebuje vsako spremembo",
        }
        StoreLastNumber {
            en: "{file} has seq {seq}, the largest number there is: no change can be numbered after it",
            hr: "{file} ima seq {seq}, najveći mogući broj: nijedna promjena nakon njega ne može dobiti broj",
            sl: "{file} ima seq {seq}, največjo možno številko: nobena sprememba za njo ne more dobiti številke",
        }
        StoreNewestGood {
            en: "the newest good snapshot is number {number} ({what}), restore it with `kup recover`",
            hr: "najnovija ispravna snimka je broj {number} ({what}), vrati je s `kup recover`",
            sl: "najnovejši veljavni posnetek je številka {number} ({what}), obnovi ga s `kup recover`",
        }
        StoreNoGoodSnapshot {
            en: "no earlier snapshot is readable",
            hr: "nijedna ranija snimka nije čitljiva",
            sl: "noben prejšnji posnetek ni berljiv",
        }
        StoreReadOnlyLooking {
            en: "the tournament is open read-only (--read-only): nothing can be changed",
            hr: "turnir je otvoren samo za čitanje (--read-only): ništa se ne može mijenjati",
            sl: "turnir je odprt samo za branje (--read-only): ničesar ni mogoče spremeniti",
        }
        StoreReadOnly {
            en: "the tournament is open read-only (another kup holds the lock: {holder})",
            hr: "turnir je otvoren samo za čitanje (zaključao ga je drugi kup: {holder})",
            sl: "turnir je odprt samo za branje (zaklenil ga je drug kup: {holder})",
        }
        StoreNothingToUndo { en: "nothing to undo", hr: "nema se što poništiti", sl: "ničesar ni za razveljaviti" }
        StoreNothingToRedo { en: "nothing to redo", hr: "nema se što ponoviti", sl: "ničesar ni za ponoviti" }
        /// `{action}` is a `StoreAction*` key; `{problem}` the operating system's message.
        StoreIo {
            en: "could not {action} {path}: {problem}",
            hr: "nije moguće {action} {path}: {problem}",
            sl: "ni mogoče {action} {path}: {problem}",
        }
        StoreActionOpenLock { en: "open lock file", hr: "otvoriti datoteku zaključavanja", sl: "odpreti datoteke zaklepanja" }
        StoreActionLock { en: "lock", hr: "zaključati", sl: "zakleniti" }
        StoreActionWriteLock { en: "write lock file", hr: "zapisati datoteku zaključavanja", sl: "zapisati datoteke zaklepanja" }
        StoreActionReplace { en: "rename snapshot over", hr: "snimkom zamijeniti datoteku", sl: "s posnetkom zamenjati datoteke" }
        StoreActionSetAside { en: "set aside the broken snapshot", hr: "premjestiti neispravnu snimku", sl: "premakniti pokvarjenega posnetka" }
        StoreActionRead { en: "read", hr: "pročitati", sl: "prebrati" }
        StoreActionRemove { en: "remove", hr: "obrisati", sl: "izbrisati" }
        StoreActionCreateDirectory { en: "create directory", hr: "stvoriti mapu", sl: "ustvariti mape" }
        StoreActionCreate { en: "create", hr: "stvoriti", sl: "ustvariti" }
        StoreActionWrite { en: "write", hr: "zapisati", sl: "zapisati" }
        StoreActionSync { en: "fsync", hr: "trajno spremiti (fsync)", sl: "trajno shraniti (fsync)" }
        StoreActionSyncDirectory {
            en: "fsync directory",
            hr: "trajno spremiti (fsync) mapu",
            sl: "trajno shraniti (fsync) mape",
        }
        /// `{waited}` is [`Msg::StoreLockWaited`] or empty.
        StoreLocked {
            en: "{dir} is open in another kup: {holder}{waited}; open it read-only with --read-only, or close the other one",
            hr: "{dir} je otvoren u drugom kupu: {holder}{waited}; otvorite ga samo za čitanje s --read-only ili zatvorite drugi",
            sl: "{dir} je odprt v drugem kupu: {holder}{waited}; odprite ga samo za branje z --read-only ali zaprite drugega",
        }
        StoreLockWaited {
            en: " (waited {seconds} s for it)",
            hr: " (čekano {seconds} s)",
            sl: " (čakano {seconds} s)",
        }
        StoreLockHolder {
            en: "user {user} (pid {pid} on {host})",
            hr: "korisnik {user} (pid {pid} na {host})",
            sl: "uporabnik {user} (pid {pid} na {host})",
        }
        StoreLockHolderUnknown { en: "holder unknown", hr: "nepoznato tko", sl: "neznano kdo" }
        StoreAuditNotAFile {
            en: "{path} is not a regular file (a link, a pipe or a device), so this change's line of the audit trail was not written; move it aside and kup starts a new one",
            hr: "{path} nije obična datoteka (poveznica, cijev ili uređaj), pa redak ove promjene u revizijskom tragu nije zapisan; premjestite je i kup počinje novu",
            sl: "{path} ni navadna datoteka (povezava, cev ali naprava), zato vrstica te spremembe v revizijski sledi ni zapisana; premaknite jo in kup začne novo",
        }
        StoreLink {
            en: "{path} is a symbolic link; kup follows no links out of the tournament directory",
            hr: "{path} je simbolička poveznica; kup ne slijedi poveznice izvan mape turnira",
            sl: "{path} je simbolna povezava; kup ne sledi povezavam iz mape turnirja",
        }
        /// `{problem}` is the error of the step after the commit.
        StoreUnfinished {
            en: "the change was saved, but {problem}",
            hr: "promjena je spremljena, ali {problem}",
            sl: "sprememba je shranjena, vendar {problem}",
        }
        SnapshotNotText {
            en: "not a kup snapshot: not UTF-8 text",
            hr: "nije kupova snimka stanja: nije UTF-8 tekst",
            sl: "ni kupov posnetek stanja: ni besedilo UTF-8",
        }
        IntegrityRegulation {
            en: "the regulation: {problem}",
            hr: "pravilnik: {problem}",
            sl: "pravilnik: {problem}",
        }
        IntegrityTeamId {
            en: "team id {id} is duplicated or out of range",
            hr: "id ekipe {id} ponavlja se ili je izvan raspona",
            sl: "id ekipe {id} se ponavlja ali je zunaj obsega",
        }
        IntegrityPlayerId {
            en: "player id {id} is duplicated or out of range",
            hr: "id igrača {id} ponavlja se ili je izvan raspona",
            sl: "id igralca {id} se ponavlja ali je zunaj obsega",
        }
        IntegrityFideIdTwice {
            en: "FIDE ID {fide} is held by two players",
            hr: "FIDE ID {fide} imaju dva igrača",
            sl: "FIDE ID {fide} imata dva igralca",
        }
        IntegrityPairsUnknownTeam {
            en: "round {round} pairs team id {id}, which does not exist",
            hr: "{round}. kolo sparuje ekipu s id-om {id}, koja ne postoji",
            sl: "{round}. kolo ima v paru ekipo z id {id}, ki ne obstaja",
        }
        IntegrityPairsTwice {
            en: "round {round} pairs team id {id} twice",
            hr: "{round}. kolo dvaput sparuje ekipu s id-om {id}",
            sl: "{round}. kolo ima ekipo z id {id} dvakrat v paru",
        }
        IntegrityBoardCount {
            en: "round {round}, table {table}: {recorded} boards recorded, the regulation has {boards}",
            hr: "{round}. kolo, {table}. stol: upisano ploča {recorded}, pravilnik ih ima {boards}",
            sl: "{round}. kolo, {table}. miza: vpisanih desk {recorded}, pravilnik jih ima {boards}",
        }
        IntegrityScoreTooHigh {
            en: "round {round}, table {table}: the match score {home}-{away} exceeds {boards} boards",
            hr: "{round}. kolo, {table}. stol: rezultat meča {home}-{away} veći je od broja ploča ({boards})",
            sl: "{round}. kolo, {table}. miza: izid dvoboja {home}-{away} presega število desk ({boards})",
        }
        IntegrityTwoLineups {
            en: "round {round} has two lineups for team id {id}",
            hr: "{round}. kolo ima dva sastava ekipe s id-om {id}",
            sl: "{round}. kolo ima dve postavi ekipe z id {id}",
        }
        IntegrityLineupUnknownTeam {
            en: "round {round} has a lineup for team id {id}, which does not exist",
            hr: "{round}. kolo ima sastav ekipe s id-om {id}, koja ne postoji",
            sl: "{round}. kolo ima postavo ekipe z id {id}, ki ne obstaja",
        }
        /// `{what}` is [`Msg::IntegrityWhatLineup`] or [`Msg::IntegrityWhatSeating`].
        IntegrityLineupStranger {
            en: "round {round}: the {what} of {team} names players not on its roster",
            hr: "{round}. kolo: {what} ekipe {team} navodi igrače kojih nema na popisu ekipe",
            sl: "{round}. kolo: {what} ekipe {team} navaja igralce, ki jih ni na seznamu ekipe",
        }
        IntegrityLineupPlayerTwice {
            en: "round {round}: the {what} of {team} names a player twice",
            hr: "{round}. kolo: {what} ekipe {team} dvaput navodi istog igrača",
            sl: "{round}. kolo: {what} ekipe {team} dvakrat navaja istega igralca",
        }
        IntegrityWhatLineup { en: "lineup", hr: "sastav", sl: "postava" }
        IntegrityWhatSeating { en: "seating", hr: "raspored sjedenja", sl: "sedežni red" }
        IntegrityAbsentUnknownTeam {
            en: "round {round} marks team id {id} absent, which does not exist",
            hr: "{round}. kolo označava odsutnom ekipu s id-om {id}, koja ne postoji",
            sl: "{round}. kolo označuje kot odsotno ekipo z id {id}, ki ne obstaja",
        }
        IntegrityAbsentAndPaired {
            en: "round {round} marks team id {id} absent and pairs it",
            hr: "{round}. kolo ekipu s id-om {id} označava odsutnom i sparuje je",
            sl: "{round}. kolo ekipo z id {id} označuje kot odsotno in jo ima v paru",
        }
        IntegrityPenaltyUnknownTeam {
            en: "a penalty names team id {id}, which does not exist",
            hr: "kazna navodi ekipu s id-om {id}, koja ne postoji",
            sl: "kazen navaja ekipo z id {id}, ki ne obstaja",
        }
        IntegrityPenaltyBoard {
            en: "a penalty names board {board}; the regulation has boards 1 to {boards}",
            hr: "kazna navodi {board}. ploču; pravilnik ima ploče od 1 do {boards}",
            sl: "kazen navaja {board}. desko; pravilnik ima deske od 1 do {boards}",
        }
        IntegrityPenaltyPlayer {
            en: "a penalty bars player {id}, who is not on the penalised team",
            hr: "kazna zabranjuje nastup igraču {id}, koji nije u kažnjenoj ekipi",
            sl: "kazen prepoveduje nastop igralcu {id}, ki ni v kaznovani ekipi",
        }
        IntegrityForbiddenUnknownTeam {
            en: "a forbidden pairing names team id {id}, which does not exist",
            hr: "zabranjeni par navodi ekipu s id-om {id}, koja ne postoji",
            sl: "prepovedan par navaja ekipo z id {id}, ki ne obstaja",
        }
        IntegrityForbiddenShape {
            en: "a forbidden pairing needs two teams and rounds numbered from 1",
            hr: "zabranjeni par traži dvije ekipe i kola brojena od 1",
            sl: "prepovedan par potrebuje dve ekipi in kola, številčena od 1",
        }
        IntegrityLotUnknownTeam {
            en: "a drawing of lots names team id {id}, which does not exist",
            hr: "ždrijeb navodi ekipu s id-om {id}, koja ne postoji",
            sl: "žreb navaja ekipo z id {id}, ki ne obstaja",
        }
        /// `kup undo`: `{what}` is the summary of the change undone.
        Undone {
            en: "undone: {what}",
            hr: "poništeno: {what}",
            sl: "razveljavljeno: {what}",
        }
        Redone {
            en: "redone: {what}",
            hr: "ponovljeno: {what}",
            sl: "ponovljeno: {what}",
        }
        /// The door's recovery offer: why the tournament did not open.
        RecoverWhyBroken {
            en: "{file} could not be read ({problem}); it was set aside as {aside}.",
            hr: "{file} nije čitljiv ({problem}); premješten je u {aside}.",
            sl: "{file} ni berljiv ({problem}); premaknjen je v {aside}.",
        }
        RecoverWhyMissing {
            en: "{dir} holds no {file}, but its history holds earlier snapshots (a broken {file} was set aside).",
            hr: "{dir} nema datoteke {file}, ali povijest sadrži ranije snimke (neispravan {file} je premješten).",
            sl: "{dir} nima datoteke {file}, v zgodovini pa so prejšnji posnetki (neveljaven {file} je bil premaknjen).",
        }
        RecoverRestores {
            en: "Recovery makes snapshot {number} current: {what}, saved {when}.",
            hr: "Oporavak vraća snimku {number}: {what}, spremljena {when}.",
            sl: "Obnovitev vrne posnetek {number}: {what}, shranjen {when}.",
        }
        RecoverRestoresUndated {
            en: "Recovery makes snapshot {number} current: {what}.",
            hr: "Oporavak vraća snimku {number}: {what}.",
            sl: "Obnovitev vrne posnetek {number}: {what}.",
        }
        RecoverNothingLost {
            en: "Nothing is lost: the journal records no change after it.",
            hr: "Ništa se ne gubi: dnevnik ne bilježi nijednu promjenu nakon nje.",
            sl: "Nič se ne izgubi: dnevnik ne beleži nobene spremembe po njem.",
        }
        /// Said before the recovery: the journal's records after the snapshot restored.
        RecoverReplays {
            en: "journal.ron brings back the {count} {count:one=change|other=changes} confirmed after it, up to snapshot {number}.",
            hr: "journal.ron vraća {count} {count:one=potvrđenu promjenu|few=potvrđene promjene|other=potvrđenih promjena} nakon nje, do snimke {number}.",
            sl: "journal.ron vrne {count} {count:one=potrjeno spremembo|two=potrjeni spremembi|few=potrjene spremembe|other=potrjenih sprememb} po njem, do posnetka {number}.",
        }
        RecoverLoses {
            en: "Lost: {count} {count:one=change|other=changes} the journal records after it, in no good snapshot (journal.log keeps {count:one=its line|other=their lines}):",
            hr: "Gubi se: {count} {count:one=promjena|few=promjene|other=promjena} iz dnevnika nakon nje, ni u jednoj ispravnoj snimci (zapisi ostaju u journal.log):",
            sl: "Izgubi se: {count} {count:one=sprememba|two=spremembi|few=spremembe|other=sprememb} iz dnevnika po njem, v nobenem veljavnem posnetku (zapisi ostanejo v journal.log):",
        }
        RecoverAsk {
            en: "Make snapshot {number} current and open the event? [Y/n]",
            hr: "Vratiti snimku {number} i otvoriti turnir? [D/n]",
            sl: "Vrnem posnetek {number} in odprem turnir? [D/n]",
        }
        RecoverNoAnswer {
            en: "no answer: nothing recovered",
            hr: "nema odgovora: ništa nije vraćeno",
            sl: "ni odgovora: nič ni obnovljeno",
        }
        Recovered {
            en: "snapshot {number} ({what}) is current",
            hr: "snimka {number} ({what}) je sada važeća",
            sl: "posnetek {number} ({what}) je zdaj veljaven",
        }
        /// The label of the first snapshot, written by `kup new`.
        SnapshotCreated {
            en: "created",
            hr: "turnir stvoren",
            sl: "turnir ustvarjen",
        }
        /// A label a snapshot keeps as plain English words rather than a text: shown as it
        /// stands, since it has no key to translate by.
        SnapshotLabelAsWritten {
            en: "{label}",
            hr: "{label}",
            sl: "{label}",
        }
    } };
}
