//! `kup serve`: the event's web pages for the hall, until Ctrl-C.

use std::net::SocketAddr;

use clap::Args;

use super::{CliResult, DirArg, out};
use crate::app::serve::{DEFAULT_BIND, Server};
use crate::i18n::{Lang, Msg};
use crate::tr;

#[derive(Debug, Args)]
pub struct ServeArgs {
    #[command(flatten)]
    pub dir: DirArg,
    /// Address and port to listen at; 0.0.0.0:8080 lets the phones of the hall's network in
    #[arg(long, default_value = DEFAULT_BIND)]
    pub bind: SocketAddr,
}

/// Serves until the process is stopped; the pages follow every change the arbiter makes.
pub fn run(args: ServeArgs, lang: Lang) -> CliResult {
    let server = Server::start(&args.dir, args.bind)?;
    let address = server.address();
    out::line(tr!(
        lang,
        Msg::SiteServing,
        dir = args.dir.display(),
        address = address
    ))?;
    loop {
        std::thread::park();
    }
}
