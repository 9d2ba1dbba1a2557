//! Rules of the five regulation texts (originals in `shared/seeds/`) as kup carries them
//! out: one test per rule, named after its article and quoting it.

use std::path::Path;
use std::process::Output;

use crate::common::{kup, ok, on_disk, preset_day};

fn s(path: &Path) -> &str {
    path.to_str().expect("utf-8 path")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).to_string()
}

/// A new event of `preset` at `dir` with `teams` teams of four players each (FIDE-rated in
/// roster order, so every board-order rule holds).
fn event(dir: &Path, preset: &str, teams: usize) {
    let d = s(dir);
    ok(&["new", d, "--preset", preset, "--date", preset_day(preset)]);
    for team in 1..=teams {
        let name = format!("ŠK Žminj {team}");
        ok(&["team", "add", d, "--name", &name, "--club", &name]);
        for (board, surname) in ["Čolak", "Ćosić", "Đurić", "Šimić"].iter().enumerate() {
            let player = format!("{surname}, Igrač {team}");
            let rating = (2100 - 50 * board).to_string();
            ok(&[
                "player",
                "add",
                d,
                "--team",
                &team.to_string(),
                "--name",
                &player,
                "--fide-rating",
                &rating,
                "--born",
                "1995",
            ]);
        }
    }
}

/// `kup check`'s report (it exits with a failure when it finds a violation).
fn check(dir: &Path) -> String {
    String::from_utf8(kup(&["check", s(dir)]).stdout).expect("utf-8")
}

fn add_player(dir: &Path, extra: &[&str]) -> Output {
    let args = [
        &[
            "player",
            "add",
            s(dir),
            "--team",
            "1",
            "--name",
            "Žužić, Ana",
        ][..],
        extra,
    ]
    .concat();
    kup(&args)
}

/// kzz-2015 čl. 6: "Prije početka Kupa KZŽ-e kapetan ekipe dužan je sucu predati kompletan
/// sastav ekipe s pričuvama, po redoslijedu koji se ne može mijenjati do kraja natjecanja"
/// (before the cup starts the captain hands in the complete team with its reserves, in an
/// order that cannot change until the end); mzz-2012 ¶3 and hss-kadeti-2009 čl. 5:
/// "Osnovni sastav ... se tijekom natjecanja ne može mijenjati ili dopunjavati" (cannot be
/// changed or supplemented during the event). Before round 1 a player is added; once it is
/// paired he is refused with the article, and the chief arbiter's override is reported by
/// `kup check`. bpz-2025 closes no roster.
#[test]
fn kzz_2015_cl_6_mzz_2012_par_3_hss_2009_cl_5_the_base_lineup_is_closed_at_the_start() {
    let tmp = tempfile::tempdir().unwrap();
    for (preset, article) in [
        ("kzz-2015", "kzz-2015 čl. 6"),
        ("mzz-2012", "mzz-2012 ¶3"),
        ("hss-kadeti-2009", "hss-kadeti-2009 čl. 5"),
    ] {
        let dir = tmp.path().join(preset);
        event(&dir, preset, 2);
        ok(&[
            "player",
            "add",
            s(&dir),
            "--team",
            "2",
            "--name",
            "Prije, Početka",
        ]);
        ok(&["pair", s(&dir), "--round", "1", "--manual", "1-2"]);
        let before = on_disk(&dir);
        let refused = add_player(&dir, &[]);
        assert!(!refused.status.success(), "{preset}");
        let said = stderr(&refused);
        assert!(said.contains(article), "{preset}: {said}");
        assert!(said.contains("supplemented"), "{preset}: {said}");
        assert_eq!(on_disk(&dir), before, "{preset}: a refusal changes nothing");
        assert!(!check(&dir).contains(article), "{preset}");

        ok(&[
            "player",
            "add",
            s(&dir),
            "--team",
            "1",
            "--name",
            "Žužić, Ana",
            "--override-lock",
        ]);
        assert_eq!(on_disk(&dir).teams[0].roster.len(), 5, "{preset}");
        let report = check(&dir);
        assert!(report.contains(article), "{preset}: {report}");
        assert!(report.contains("Žužić, Ana"), "{preset}: {report}");
        assert!(report.contains("after round 1"), "{preset}: {report}");
    }
    let kzz = tmp.path().join("kzz-2015");
    let hr = crate::common::kup_lang(&["--lang", "hr", "check", s(&kzz)]);
    let hr = String::from_utf8(hr.stdout).unwrap();
    assert!(hr.contains("ne može se mijenjati ili dopunjavati"), "{hr}");

    let dir = tmp.path().join("bpz-2025");
    event(&dir, "bpz-2025", 2);
    ok(&["pair", s(&dir), "--round", "1", "--manual", "1-2"]);
    ok(&[
        "player",
        "add",
        s(&dir),
        "--team",
        "1",
        "--name",
        "Žužić, Ana",
    ]);
    assert!(!check(&dir).contains("supplemented"));
}
