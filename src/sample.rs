//! The bundled sample tournaments (`sample-data/`), embedded so that `kup` with no
//! directory opens something a newcomer can try.

/// The sample opened by a bare `kup`: the Krapina-Zagorje cup, round 1 under way.
pub const DEFAULT_SAMPLE: &str = include_str!("../sample-data/kzz-2015/tournament.ron");
