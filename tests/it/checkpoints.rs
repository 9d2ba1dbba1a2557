//! The undo history as checkpoints: `history/` holds a full snapshot only every
//! `CHECKPOINT_EVERY` changes, and undo and redo rebuild every other state from the nearest
//! checkpoint and the journal. Undo still reaches the created tournament and names the
//! change it undoes; a lost checkpoint costs time while an older one is left, and the undo
//! depth it held when none is, which is said in the reader's language and never keeps the
//! tournament from opening.

use std::fs;
use std::path::Path;

use kup::core::{Command, Regulation, TeamId, Tournament, TournamentInfo};
use kup::i18n::Lang;
use kup::store::{CURRENT, HISTORY_DIR, Store, StoreError};

use crate::common::open_store;

/// The snapshots history holds, by file name.
fn history_files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir.join(HISTORY_DIR))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.ends_with(".ron"))
        .collect();
    names.sort();
    names
}

fn checkpoint(dir: &Path, seq: u64) -> std::path::PathBuf {
    dir.join(HISTORY_DIR).join(format!("{seq:06}.ron"))
}

/// A tournament created and changed `changes` times (a team added, then renamed again and
/// again); returns every state with the summary of the change that made it, indexed by
/// snapshot number, as the store reported them when it made them.
fn renamed(dir: &Path, changes: u64) -> Vec<(Tournament, String)> {
    let info = TournamentInfo {
        name: "Checkpoints".into(),
        ..Default::default()
    };
    let created = Tournament::new(info, Regulation::preset("kzz-2015").unwrap());
    let mut store = Store::create(dir, created.clone()).unwrap();
    let mut states = vec![(created, store.label().to_string())];
    for n in 1..=changes {
        let command = if n == 1 {
            Command::AddTeam {
                name: "ŠK 1".into(),
                club: String::new(),
                city: String::new(),
            }
        } else {
            Command::EditTeam {
                team: TeamId(1),
                name: format!("ŠK {n}"),
                club: String::new(),
                city: String::new(),
            }
        };
        let applied = store.execute(command).unwrap();
        states.push((store.state().clone(), applied.summary.to_string()));
    }
    states
}

/// 450 changes file three checkpoints (0, 200 and 400), not 451 snapshots, and undo still
/// walks back to the created tournament one change at a time, naming each change as it was
/// made, and redo forward again to the last, without filing anything more.
#[test]
fn four_hundred_and_fifty_changes_keep_three_checkpoints_and_undo_to_the_start() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path().join("cup");
    let states = renamed(&dir, 450);
    let three = ["000000.ron", "000200.ron", "000400.ron"];
    assert_eq!(history_files(&dir), three);
    let mut store = open_store(&dir);
    for seq in (1..=450).rev() {
        let undone = store.undo().unwrap();
        assert_eq!(undone.to_string(), states[seq].1, "undo of change {seq}");
        assert_eq!(store.seq(), seq as u64 - 1);
        assert_eq!(store.state(), &states[seq - 1].0, "state {}", seq - 1);
    }
    assert!(!store.can_undo());
    assert!(matches!(store.undo(), Err(StoreError::NothingToUndo)));
    for (seq, (state, summary)) in states.iter().enumerate().skip(1) {
        let redone = store.redo().unwrap();
        assert_eq!(redone.to_string(), *summary, "redo of change {seq}");
        assert_eq!(store.state(), state, "state {seq}");
    }
    assert!(matches!(store.redo(), Err(StoreError::NothingToRedo)));
    assert_eq!(history_files(&dir), three);
}

/// The full-screen kup writes `tournament.ron` behind its keys, but files the checkpoint of
/// the 200th change before the key returns: the checkpoint holds that state, and undo from
/// a later opening rebuilds from it.
#[test]
fn a_view_files_its_checkpoint_before_the_key_returns() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path().join("cup");
    let states = renamed(&dir, 199);
    let mut view = Store::open_shared(&dir, std::time::Duration::from_secs(10)).unwrap();
    view.execute(Command::EditTeam {
        team: TeamId(1),
        name: "ŠK 200".into(),
        club: String::new(),
        city: String::new(),
    })
    .unwrap();
    assert_eq!(view.seq(), 200);
    let filed = kup::store::Snapshot::read(&checkpoint(&dir, 200)).unwrap();
    assert_eq!((filed.seq, &filed.tournament), (200, view.state()));
    drop(view);
    let mut store = open_store(&dir);
    store.undo().unwrap();
    assert_eq!(store.state(), &states[199].0);
    assert_eq!(history_files(&dir), ["000000.ron", "000200.ron"]);
}

/// A checkpoint deleted is passed over for an older one: undo below 400 rebuilds from the
/// created tournament. With that one gone as well, undo below 399 is refused, naming the
/// checkpoint it needed and the depth lost, in en, hr and sl, and the state stays.
#[test]
fn a_lost_checkpoint_costs_time_while_an_older_is_left_and_then_the_depth_it_held() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path().join("cup");
    let states = renamed(&dir, 450);
    fs::remove_file(checkpoint(&dir, 200)).unwrap();
    let mut store = open_store(&dir);
    for _ in 0..51 {
        store.undo().unwrap();
    }
    assert_eq!(store.seq(), 399);
    assert_eq!(store.state(), &states[399].0);

    fs::remove_file(checkpoint(&dir, 0)).unwrap();
    let refused = store.undo().unwrap_err();
    let needed = checkpoint(&dir, 200).display().to_string();
    assert!(
        matches!(refused, StoreError::LostHistory { .. }),
        "{refused}"
    );
    for (lang, said) in [
        (
            Lang::En,
            "snapshot 398 cannot be rebuilt: the file {path} cannot be used (No such file or directory (os error 2)), nor any older checkpoint; undo goes back no further than snapshot 399: the 399 changes before it can no longer be undone",
        ),
        (
            Lang::Hr,
            "snimka 398 ne može se ponovno sastaviti: datoteka {path} nije upotrebljiva (No such file or directory (os error 2)), a ni ijedna starija kontrolna točka; poništavanje ne ide dalje od snimke 399: 399 ranijih promjena više se ne može poništiti",
        ),
        (
            Lang::Sl,
            "posnetka 398 ni mogoče znova sestaviti: datoteka {path} ni uporabna (No such file or directory (os error 2)), prav tako nobena starejša kontrolna točka; razveljavitev ne seže dlje od posnetka 399: 399 prejšnjih sprememb ni več mogoče razveljaviti",
        ),
    ] {
        assert_eq!(refused.render(lang), said.replace("{path}", &needed));
    }
    assert_eq!((store.seq(), store.state()), (399, &states[399].0));
    store.redo().unwrap();
    assert_eq!(store.state(), &states[400].0);
}

/// An undo committed in the journal whose `tournament.ron` a crash kept from being written,
/// with every checkpoint below it lost since: the tournament opens at the state before the
/// undo, says so and what undo depth is lost, once; that state is filed as a checkpoint,
/// so a change after it can be undone again.
#[test]
fn an_undo_whose_checkpoints_are_lost_opens_at_the_state_before_it() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path().join("cup");
    let states = renamed(&dir, 450);
    let before_undo = fs::read(dir.join(CURRENT)).unwrap();
    let mut store = open_store(&dir);
    store.undo().unwrap();
    drop(store);
    fs::write(dir.join(CURRENT), &before_undo).unwrap();
    for seq in [0, 200, 400] {
        fs::remove_file(checkpoint(&dir, seq)).unwrap();
    }

    let mut store = open_store(&dir);
    assert_eq!((store.seq(), store.state()), (450, &states[450].0));
    let notice = store.take_notice().expect("said");
    let needed = checkpoint(&dir, 400).display().to_string();
    for (lang, said) in [
        (
            Lang::En,
            "the tournament opens at snapshot 450, as it was before record 451 of journal.ron: snapshot 449 cannot be rebuilt: the file {path} cannot be used (No such file or directory (os error 2)), nor any older checkpoint; undo goes back no further than snapshot 450: the 450 changes before it can no longer be undone",
        ),
        (
            Lang::Hr,
            "turnir se otvara na snimci 450, kakav je bio prije zapisa 451 u journal.ron: snimka 449 ne može se ponovno sastaviti: datoteka {path} nije upotrebljiva (No such file or directory (os error 2)), a ni ijedna starija kontrolna točka; poništavanje ne ide dalje od snimke 450: 450 ranijih promjena više se ne može poništiti",
        ),
        (
            Lang::Sl,
            "turnir se odpre pri posnetku 450, kakršen je bil pred zapisom 451 v journal.ron: posnetka 449 ni mogoče znova sestaviti: datoteka {path} ni uporabna (No such file or directory (os error 2)), prav tako nobena starejša kontrolna točka; razveljavitev ne seže dlje od posnetka 450: 450 prejšnjih sprememb ni več mogoče razveljaviti",
        ),
    ] {
        assert_eq!(notice.render(lang), said.replace("{path}", &needed));
    }
    assert!(matches!(
        store.undo(),
        Err(StoreError::LostHistory { target: 449, .. })
    ));
    drop(store);

    let mut store = open_store(&dir);
    assert!(store.take_notice().is_none(), "said once");
    assert_eq!(store.state(), &states[450].0);
    store
        .execute(Command::EditTeam {
            team: TeamId(1),
            name: "ŠK Zabok".into(),
            club: String::new(),
            city: String::new(),
        })
        .unwrap();
    assert_eq!(store.seq(), 451);
    store.undo().unwrap();
    assert_eq!((store.seq(), store.state()), (450, &states[450].0));
}
