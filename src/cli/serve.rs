//! `kup serve`: the event's web pages for the hall, until Ctrl-C; with `--captains`, the
//! captains' pages too, and their codes printed.

use std::net::SocketAddr;

use clap::Args;

use super::clock::ClockArgs;
use super::{CliResult, DirArg, out};
use crate::app::captains::{CAPTAINS_FILE, Codes, grouped};
use crate::app::exit::Failure;
use crate::app::serve::{DEFAULT_BIND, Server};
use crate::i18n::{Lang, Msg};
use crate::store::Store;
use crate::tr;

#[derive(Debug, Args)]
#[command(mut_arg("clock", |a| a.requires("captains")))]
#[command(mut_arg("clock_speed", |a| a.requires("captains")))]
pub struct ServeArgs {
    #[command(flatten)]
    pub dir: DirArg,
    /// A captain's lineup is stamped with the hall's time: the clock matters with --captains only.
    #[command(flatten)]
    pub clock: ClockArgs,
    /// Address and port to listen at; 0.0.0.0:8080 lets the phones of the hall's network in
    #[arg(long, default_value = DEFAULT_BIND)]
    pub bind: SocketAddr,
    /// Let captains hand in lineups from their phones with their team's code (issued to teams without one, printed, kept in captains.ron)
    #[arg(long)]
    pub captains: bool,
}

/// Serves until the process is stopped; the pages follow every change the arbiter makes.
pub fn run(args: ServeArgs, lang: Lang) -> CliResult {
    let wall = args.clock.wall_clock()?;
    let codes = args
        .captains
        .then(|| captains_codes(&args.dir))
        .transpose()?;
    let server = match codes {
        Some(_) => Server::start_for_captains(&args.dir, args.bind, wall)?,
        None => Server::start(&args.dir, args.bind)?,
    };
    let address = server.address();
    let serving = match codes {
        Some(_) => Msg::SiteServingCaptains,
        None => Msg::SiteServing,
    };
    out::line(tr!(
        lang,
        serving,
        dir = args.dir.display(),
        address = address
    ))?;
    if let Some(codes) = codes {
        print_codes(&args.dir, &codes, address, lang)?;
    }
    loop {
        std::thread::park();
    }
}

/// The codes of the event's teams, a new one for each team without one.
fn captains_codes(dir: &std::path::Path) -> Result<Codes, Failure> {
    Codes::issued(dir, Store::open_read_only(dir)?.state())
}

/// Each team and its code, in groups of four digits as a captain types them.
fn print_codes(dir: &std::path::Path, codes: &Codes, address: SocketAddr, lang: Lang) -> CliResult {
    let t = Store::open_read_only(dir)?.state().clone();
    out::line(tr!(
        lang,
        Msg::CaptainsCodesHeading,
        path = dir.join(CAPTAINS_FILE).display(),
        url = format!("http://{address}/{}/captain.html", lang.code())
    ))?;
    for team in &t.teams {
        if let Some(code) = codes.of(team.id) {
            out::line(format!("  {}: {}", team.name, grouped(code)))?;
        }
    }
    Ok(())
}
