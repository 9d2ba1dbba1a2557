//! The integration tests, as one binary: a binary per file would link the whole crate once per
//! file. A new test file goes in this directory, named by a `mod` line below. `tests/crash.rs`
//! alone stands apart (it says why).

mod common;

mod architecture;
mod cli;
mod cli_lang;
mod cli_lineup;
mod clock;
mod collation;
mod commands;
mod conventions;
mod csv_injection;
mod dutch;
mod dutch_oracle;
mod engine;
mod event;
mod exit_status;
mod export_targets;
mod flag_audit;
mod i18n;
mod interop;
mod journal;
mod lang_cli_hall;
mod lang_cli_print;
mod lang_reports;
mod lang_trf;
mod loader_messages;
mod pairing;
mod rating_list;
mod regulation_texts;
mod reliability;
mod samples;
mod scoring;
mod site;
mod site_browser;
mod site_load;
mod store_edges;
mod team_swiss;
mod trf_values;
mod tui_arbiter;
mod tui_ceremony;
mod tui_checks;
mod tui_clock_start;
mod tui_cup;
mod tui_defects;
mod tui_e2e;
mod tui_event;
mod tui_export;
mod tui_language;
mod tui_messages;
mod tui_reach;
mod tui_render;
mod tui_rosters;
mod tui_search;
mod tui_sheets;
