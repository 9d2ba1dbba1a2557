//! What makes the plain path fast, and the one switch that turns each part off. The plain
//! path is whole without any of them: the journal record appended and fsynced, then
//! `tournament.ron` written whole and renamed into place, opened by parsing the RON. Each
//! accelerator only saves time on that path:
//! - `write-behind` (`behind.rs`): the full-screen program's snapshot written by a thread;
//! - `cache` (`cache.rs`): the snapshot once more as JSON, parsed faster than the RON;
//! - `buffers` (`buffers.rs`): a snapshot's memory reused, against page faults;
//! - `kept-open` (`kept.rs`): the journal and the lock file kept open between changes;
//! - `fast-writer` (`ron_writer.rs`): the RON rendered by kup's own serializer.
//!
//! `KUP_STORE_PLAIN` in the environment, read once per process, lists those to switch off
//! (`cache,buffers`), or `all`: the store's tests and the crash harness run with each.

use std::sync::OnceLock;

/// The environment variable that switches accelerators off.
pub const PLAIN_PATH_ENV: &str = "KUP_STORE_PLAIN";

/// Which accelerators are on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Accelerators {
    pub write_behind: bool,
    pub cache: bool,
    pub buffers: bool,
    pub kept_open: bool,
    pub fast_writer: bool,
}

impl Accelerators {
    /// The names `KUP_STORE_PLAIN` takes, one per accelerator.
    pub const NAMES: [&'static str; 5] = [
        "write-behind",
        "cache",
        "buffers",
        "kept-open",
        "fast-writer",
    ];

    const ALL_ON: Accelerators = Accelerators {
        write_behind: true,
        cache: true,
        buffers: true,
        kept_open: true,
        fast_writer: true,
    };

    /// Every accelerator on but those `plain` names (comma-separated; `all` for every one).
    /// A name this kup does not know is ignored.
    pub fn without(plain: &str) -> Accelerators {
        let mut on = Accelerators::ALL_ON;
        for name in plain.split(',').map(str::trim) {
            let all = name == "all";
            let flag = |wanted: &str| all || name == wanted;
            on.write_behind &= !flag("write-behind");
            on.cache &= !flag("cache");
            on.buffers &= !flag("buffers");
            on.kept_open &= !flag("kept-open");
            on.fast_writer &= !flag("fast-writer");
        }
        on
    }

    /// The accelerators of this process.
    pub fn current() -> Accelerators {
        static CURRENT: OnceLock<Accelerators> = OnceLock::new();
        *CURRENT.get_or_init(|| {
            std::env::var(PLAIN_PATH_ENV)
                .map_or(Accelerators::ALL_ON, |v| Accelerators::without(&v))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_name_switches_off_its_accelerator_alone_and_all_switches_off_every_one() {
        let off = |plain| Accelerators::without(plain);
        assert_eq!(off(""), Accelerators::ALL_ON);
        assert!(!off("cache").cache && off("cache").write_behind);
        assert!(!off("kept-open").kept_open && off("kept-open").fast_writer);
        assert!(!off("write-behind, fast-writer").fast_writer);
        let none = off("all");
        assert!(!(none.write_behind || none.cache || none.buffers || none.kept_open));
        assert!(!none.fast_writer);
        for name in Accelerators::NAMES {
            assert_ne!(off(name), Accelerators::ALL_ON, "{name}");
        }
    }
}
