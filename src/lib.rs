//! kup: run a team chess tournament from the terminal.
//!
//! `core` holds the domain and the one command type, `store` makes every change durable,
//! `app` holds the use cases, and `cli` and `tui` are the two faces that run them.

#![forbid(unsafe_code)]

pub mod app;
pub mod cli;
pub mod config;
pub mod core;
pub mod i18n;
pub mod interop;
pub mod pairing;
pub mod sample;
pub mod scoring;
pub mod store;
pub mod tui;
pub mod wallclock;
