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
    } };
}
