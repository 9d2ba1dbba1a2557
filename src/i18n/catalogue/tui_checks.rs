//! What the full-screen program asks or refuses before a key could change a result unseen:
//! a lineup that moves players of a match with results, a pairing change that breaks a
//! rule, pairing the next round too early.

macro_rules! tui_checks {
    ([$($rest:ident),*] $($entries:tt)*) => { gather! { [$($rest),*] $($entries)*
        ConfirmLineupWithResults {
            en: "round {round} has results; this lineup changes {changes}. Save it? {yes} = save, any other key = no",
            hr: "{round}. kolo ima rezultate; ovaj sastav mijenja {changes}. Spremiti? {yes} = spremi, druga tipka = ne",
            sl: "{round}. kolo ima izide; ta postava spremeni {changes}. Shranim? {yes} = shrani, druga tipka = ne",
        }
        ConfirmSeatingWithResults {
            en: "round {round} has results; this seating gives them to other players: {changes}. Save it? {yes} = save, any other key = no",
            hr: "{round}. kolo ima rezultate; ovaj raspored daje ih drugim igračima: {changes}. Spremiti? {yes} = spremi, druga tipka = ne",
            sl: "{round}. kolo ima izide; ta razpored jih da drugim igralcem: {changes}. Shranim? {yes} = shrani, druga tipka = ne",
        }
        LineupUnchanged {
            en: "the lineup is the one saved: nothing changed ({handed})",
            hr: "sastav je već spremljen takav: ništa nije promijenjeno ({handed})",
            sl: "postava je že shranjena takšna: nič se ni spremenilo ({handed})",
        }
        LineupWhichTime {
            en: "this changes the lineup handed in at {was}: 1 = the change counts as handed in at {was}, 2 = handed in now ({now}), any other key = back",
            hr: "ovo mijenja sastav predan u {was}: 1 = promjena vrijedi kao predana u {was}, 2 = predana sada ({now}), druga tipka = natrag",
            sl: "to spremeni postavo, oddano ob {was}: 1 = sprememba velja kot oddana ob {was}, 2 = oddana zdaj ({now}), druga tipka = nazaj",
        }
        LineupBoardChange {
            en: "board {board}: {from} → {to} (result {result})",
            hr: "ploča {board}: {from} → {to} (rezultat {result})",
            sl: "deska {board}: {from} → {to} (izid {result})",
        }
        NoResultYet { en: "none yet", hr: "još nema", sl: "še ni" }
        LineupConfirmKeys {
            en: "{yes} save this lineup (see the status line)  any other key: back",
            hr: "{yes} spremi ovaj sastav (vidi redak stanja)  druga tipka: natrag",
            sl: "{yes} shrani to postavo (glej vrstico stanja)  druga tipka: nazaj",
        }
        ConfirmPairingProblems {
            en: "this change breaks a rule: {problems}. Save it anyway? {yes} = save, any other key = no",
            hr: "ova promjena krši pravilo: {problems}. Ipak spremiti? {yes} = spremi, druga tipka = ne",
            sl: "ta sprememba krši pravilo: {problems}. Vseeno shranim? {yes} = shrani, druga tipka = ne",
        }
        PairingProblemsTitle {
            en: "This change breaks a rule. Save it anyway? {yes} = save, any other key = no",
            hr: "Ova promjena krši pravilo. Ipak spremiti? {yes} = spremi, druga tipka = ne",
            sl: "Ta sprememba krši pravilo. Vseeno shranim? {yes} = shrani, druga tipka = ne",
        }
        ProblemShortTeam {
            en: "{team} has {players} {players:one=player|other=players} for {boards} {boards:one=board|other=boards}",
            hr: "{team} ima {players} igrača za {boards} {boards:one=ploču|few=ploče|other=ploča}",
            sl: "{team} ima {players} {players:one=igralca|two=igralca|few=igralce|other=igralcev} za {boards} {boards:one=desko|two=deski|few=deske|other=desk}",
        }
        ConfirmMoveOverride {
            en: "the base lineup is fixed once round 1 is paired: move {player} to position {position} as the arbiter's override (kept in the journal)? {yes} = move, any other key = no",
            hr: "osnovni sastav se ne mijenja kad su parovi 1. kola određeni: premjestiti {player} na mjesto {position} odlukom sudca (ostaje zapisano)? {yes} = premjesti, druga tipka = ne",
            sl: "osnovna postava se ne spreminja, ko so pari 1. kola določeni: premaknem {player} na mesto {position} z odločitvijo sodnika (ostane zapisano)? {yes} = premakni, druga tipka = ne",
        }
        ResultUnchanged {
            en: "round {round}, table {table}, board {board} already reads {result}: nothing changed",
            hr: "{round}. kolo, stol {table}, ploča {board} već glasi {result}: ništa nije promijenjeno",
            sl: "{round}. kolo, miza {table}, deska {board} se že glasi {result}: nič se ni spremenilo",
        }
        ConfirmCorrection {
            en: "correction: round {round}, table {table}, board {board} reads {from}; change it to {to}? {yes} = change, any other key = no",
            hr: "ispravak: {round}. kolo, stol {table}, ploča {board} glasi {from}; promijeniti u {to}? {yes} = promijeni, druga tipka = ne",
            sl: "popravek: {round}. kolo, miza {table}, deska {board} se glasi {from}; spremenim v {to}? {yes} = spremeni, druga tipka = ne",
        }
        PairedOnOldResult {
            en: "{saved}. Round {round} was paired on the old result ({changes}): discard its pairing to pair it again? {yes} = discard, any other key = keep it",
            hr: "{saved}. {round}. kolo spareno je po starom rezultatu ({changes}): poništiti sparivanje da se kolo ponovno spari? {yes} = poništi, druga tipka = zadrži",
            sl: "{saved}. Pari {round}. kola so bili določeni po starem izidu ({changes}): zavržem pare, da se kolo pari znova? {yes} = zavrzi, druga tipka = obdrži",
        }
        PairedOnOldResultKept {
            en: "{saved}. Round {round} was paired on the old result ({changes}); it stays as paired: it has results or a later round is paired",
            hr: "{saved}. {round}. kolo spareno je po starom rezultatu ({changes}); ostaje kako je spareno: ima rezultate ili je kasnije kolo spareno",
            sl: "{saved}. Pari {round}. kola so bili določeni po starem izidu ({changes}); ostanejo, kot so: kolo ima izide ali so določeni pari poznejšega kola",
        }
        TeamScoreChange {
            en: "{team} {mp_was}→{mp} {mp_name}, {gp_was}→{gp} {gp_name}",
            hr: "{team} {mp_was}→{mp} {mp_name}, {gp_was}→{gp} {gp_name}",
            sl: "{team} {mp_was}→{mp} {mp_name}, {gp_was}→{gp} {gp_name}",
        }
        ConfirmPairShort {
            en: "pair round {round} now? {problems}. {yes} = pair all the same, any other key = no",
            hr: "spariti {round}. kolo sada? {problems}. {yes} = ipak spari, druga tipka = ne",
            sl: "določi pare {round}. kola zdaj? {problems}. {yes} = vseeno pari, druga tipka = ne",
        }
        PairNoTeams {
            en: "no teams to pair yet: add them on the Rosters tab (F1) first",
            hr: "još nema ekipa za sparivanje: najprije ih dodajte na kartici Prijave (F1)",
            sl: "še ni ekip za pare: najprej jih dodajte na zavihku Ekipe (F1)",
        }
        PairAllPaired {
            en: "all {rounds} rounds are paired: there is no round left to pair",
            hr: "parovi svih {rounds} kola su određeni: nema više kola za sparivanje",
            sl: "pari vseh {rounds} kol so določeni: ni več kola za pare",
        }
        PairResultsMissing {
            en: "round {round} cannot be paired yet: round {previous}, table {table} has no result (scores decide the pairing)",
            hr: "{round}. kolo još se ne može spariti: {previous}. kolo, stol {table} nema rezultat (bodovi određuju parove)",
            sl: "{round}. kola še ni mogoče pariti: {previous}. kolo, miza {table} nima izida (točke določajo pare)",
        }
    } };
}
