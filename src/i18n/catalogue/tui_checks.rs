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
