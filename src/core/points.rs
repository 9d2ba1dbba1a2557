//! Points counted in halves, the unit of every score and of the regulation's awards.

use serde::{Deserialize, Serialize};

/// A point count in halves, so that ½ is exact: `HalfPoints(5)` is 2½. On disk it is
/// written as points (`2.5`), the way an arbiter reads and edits it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct HalfPoints(pub u32);

impl Serialize for HalfPoints {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_f64(self.as_f64())
    }
}

impl<'de> Deserialize<'de> for HalfPoints {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let points = f64::deserialize(deserializer)?;
        HalfPoints::from_f64(points).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "{points} is not a point count: points are whole or halves, from 0 up"
            ))
        })
    }
}

impl HalfPoints {
    pub const ZERO: HalfPoints = HalfPoints(0);

    pub fn from_points(points: u32) -> Self {
        HalfPoints(points * 2)
    }

    /// Exact conversion from points; `None` unless a non-negative multiple of ½.
    pub fn from_f64(points: f64) -> Option<Self> {
        let halves = points * 2.0;
        (halves.is_finite()
            && halves >= 0.0
            && halves.fract() == 0.0
            && halves <= f64::from(u32::MAX))
        .then_some(HalfPoints(halves as u32))
    }

    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 2.0
    }
}

impl std::ops::Add for HalfPoints {
    type Output = HalfPoints;
    fn add(self, other: HalfPoints) -> HalfPoints {
        HalfPoints(self.0 + other.0)
    }
}

impl std::ops::AddAssign for HalfPoints {
    fn add_assign(&mut self, other: HalfPoints) {
        self.0 += other.0;
    }
}

impl std::iter::Sum for HalfPoints {
    fn sum<I: Iterator<Item = HalfPoints>>(iter: I) -> HalfPoints {
        iter.fold(HalfPoints::ZERO, |a, b| a + b)
    }
}

/// Shown the way arbiters write it: `2½`, `½`, `3`.
impl std::fmt::Display for HalfPoints {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.0 / 2, self.0 % 2) {
            (0, 1) => write!(f, "½"),
            (whole, 1) => write!(f, "{whole}½"),
            (whole, _) => write!(f, "{whole}"),
        }
    }
}
