//! The options kup takes before any subcommand (`--read-only`, `--clock`, `--clock-speed`,
//! `--theme`, `--ascii`) mean something to some runs only. Given to a run that has no use
//! for them they would be accepted and ignored, and the arbiter would believe, say, that
//! `kup result DIR ... --read-only` changed nothing; such a run is refused instead.

use super::penalty::PenaltyCmd;
use super::{Cli, Cmd, Failure};
use crate::i18n::{Msg, Text};

impl Cli {
    /// Refuses a global option the run has no use for, naming it.
    pub fn refuse_unused_options(&self) -> Result<(), Failure> {
        let Some(command) = &self.command else {
            return Ok(());
        };
        let unused = |flag: &str, msg: Msg| Err(Failure::said(Text::new(msg).arg("flag", flag)));
        if self.read_only && command.changes_the_tournament() {
            return unused("--read-only", Msg::CliReadOnlyChanges);
        }
        if !command.reads_the_clock() {
            if self.clock.is_some() {
                return unused("--clock", Msg::CliClockUnused);
            }
            if self.clock_speed.is_some() {
                return unused("--clock-speed", Msg::CliClockUnused);
            }
        }
        if self.theme.is_some() {
            return unused("--theme", Msg::CliScreenOnly);
        }
        if self.ascii {
            return unused("--ascii", Msg::CliScreenOnly);
        }
        Ok(())
    }
}

impl Cmd {
    /// Whether the run writes the tournament (or creates one): `--read-only` forbids it.
    /// A run that only reads is read-only already and takes the option.
    fn changes_the_tournament(&self) -> bool {
        match self {
            Cmd::New(_)
            | Cmd::Team(_)
            | Cmd::Player(_)
            | Cmd::Lineup(_)
            | Cmd::Seating(_)
            | Cmd::Result(_)
            | Cmd::Start(_)
            | Cmd::Arrive(_)
            | Cmd::Undo(_)
            | Cmd::Redo(_)
            | Cmd::Recover(_)
            | Cmd::DrawLots(_)
            | Cmd::Playoff(_)
            | Cmd::Import(_) => true,
            Cmd::SwissPairing(args) => args.system.is_some(),
            Cmd::Event(args) => args.sets_anything(),
            Cmd::Schedule(args) => args.round.is_some(),
            Cmd::Pair(args) => !args.explain,
            Cmd::Forbid(args) => args.teams.is_some(),
            Cmd::Penalty(penalty) => !matches!(penalty, PenaltyCmd::List { .. }),
            Cmd::Forfeits(args) => args.apply,
            Cmd::Serve(args) => args.captains,
            Cmd::Presets(_)
            | Cmd::Regulation(_)
            | Cmd::Pairings(_)
            | Cmd::Late(_)
            | Cmd::Show(_)
            | Cmd::Check(_)
            | Cmd::Standings(_)
            | Cmd::Crosstable(_)
            | Cmd::Boards(_)
            | Cmd::Explain(_)
            | Cmd::Export(_)
            | Cmd::Engine(_)
            | Cmd::Completions(_)
            | Cmd::Man(_) => false,
        }
    }

    /// Whether the run may ask the hall clock what time it is (`--clock` and `--clock-speed`
    /// set that clock): "now", or the day of a bare time of day when the round has no
    /// scheduled start.
    fn reads_the_clock(&self) -> bool {
        match self {
            Cmd::Schedule(_) | Cmd::Start(_) | Cmd::Arrive(_) | Cmd::Late(_) | Cmd::Forfeits(_) => {
                true
            }
            // A lineup from a captain's phone is stamped with the hall's time.
            Cmd::Serve(args) => args.captains,
            _ => false,
        }
    }
}
