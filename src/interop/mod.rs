//! Interop: the file formats the chess world already uses (FIDE TRF in and out) and the
//! printouts people read (HTML, CSV, plain text). Each format's specification is cited in
//! its module.

pub mod columns;
pub mod trf;
