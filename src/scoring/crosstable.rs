//! The crosstable of a round robin (match scores per opponent, MP, GP, like the table that
//! opens the hss-kadeti-2009 text, `docs/rules/hss-kadeti-2009.md#crosstable`) and the
//! round-by-round table of a Swiss (opponent, colour, score).

use serde::Serialize;

use crate::core::model::{HalfPoints, TeamId};
use crate::i18n::{Lang, Msg};

use super::outcomes::{Kind, Outcomes};
use super::standings::Standings;

/// One meeting as a crosstable cell: the row team's game points against the column team.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Cell {
    pub round: u32,
    pub game_points: HalfPoints,
    /// The match was forfeited as a whole (written `+`/`-` after the points).
    pub forfeit: bool,
}

impl std::fmt::Display for Cell {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.game_points)?;
        if self.forfeit {
            f.write_str("F")?;
        }
        Ok(())
    }
}

/// The meetings of two teams as one crosstable cell: `2½`, `3F`, or `2 1½` when they met
/// twice (a double round robin).
pub fn meetings(cells: &[Cell]) -> String {
    let shown: Vec<String> = cells.iter().map(ToString::to_string).collect();
    shown.join(" ")
}

/// A row of the crosstable, in standings order; `cells[j]` are the meetings with the team
/// in row `j` (empty on the diagonal and for pairs that have not met yet).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CrossRow {
    pub place: String,
    pub number: usize,
    pub team: TeamId,
    pub name: String,
    pub cells: Vec<Vec<Cell>>,
    pub match_points: u32,
    pub game_points: HalfPoints,
}

/// The crosstable in standings order.
pub fn crosstable(o: &Outcomes, s: &Standings) -> Vec<CrossRow> {
    let mut position = vec![0; o.teams.len()];
    for (p, row) in s.rows.iter().enumerate() {
        position[row.number - 1] = p;
    }
    s.rows
        .iter()
        .map(|row| {
            let mut cells = vec![Vec::new(); s.rows.len()];
            for (r, e) in o.teams[row.number - 1].rounds.iter().enumerate() {
                if let (Some(opp), false) = (e.opponent, e.kind == Kind::Pending) {
                    cells[position[opp]].push(Cell {
                        round: r as u32 + 1,
                        game_points: e.game_points,
                        forfeit: e.kind != Kind::Played,
                    });
                }
            }
            CrossRow {
                place: row.place(),
                number: row.number,
                team: row.team,
                name: row.name.clone(),
                cells,
                match_points: row.match_points,
                game_points: row.game_points,
            }
        })
        .collect()
}

/// One round of a team in the Swiss table, e.g. `7w 2½-1½`, `bye 1/2` (en), `7b 2½-1½`,
/// `slobodna 1/2` (hr): the colour's initial and the words in `lang`.
pub fn round_cell(o: &Outcomes, team: usize, round: usize, lang: Lang) -> String {
    let Some(e) = o.teams[team].rounds.get(round) else {
        return String::new();
    };
    let colour = lang
        .text(if e.home {
            Msg::WhiteInitial
        } else {
            Msg::BlackInitial
        })
        .to_lowercase();
    let score = format!("{}-{}", e.game_points, e.opponent_game_points);
    match (e.kind, e.opponent) {
        (Kind::Played, Some(opp)) => format!("{}{colour} {score}", opp + 1),
        (Kind::ForfeitWon, Some(opp)) => format!("{}{colour} +{score}", opp + 1),
        (Kind::ForfeitLost | Kind::DoubleForfeit, Some(opp)) => {
            format!("{}{colour} -{score}", opp + 1)
        }
        (Kind::Pending, Some(opp)) => format!("{}{colour} …", opp + 1),
        (Kind::Bye, _) => format!(
            "{} {}/{}",
            lang.text(Msg::Bye),
            e.match_points,
            e.game_points
        ),
        (Kind::Absent, _) => format!(
            "{} {}/{}",
            lang.text(Msg::Absent),
            e.match_points,
            e.game_points
        ),
        _ => "-".to_string(),
    }
}
