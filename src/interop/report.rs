//! The printouts for people — pairings of a round, standings, crosstable, board prizes —
//! as format-free tables that [`super::html`], [`super::text`] and [`super::table_csv`]
//! render. Every number comes from `crate::scoring`; this module only lays it out.

use crate::core::lineup::describe_penalty;
use crate::core::model::{GameResult, Match, Tournament, home_colour};
use crate::core::playoff::decided;
use crate::core::rules::{C07Edition, Tiebreak};
use crate::core::{Colour, Player, PlayerId, TeamId};
use crate::i18n::collate::{self, Alphabet};
use crate::i18n::{Lang, Msg, Text, format};
use crate::scoring::boards::board_results;
use crate::scoring::crosstable::{crosstable, meetings, round_cell};
use crate::scoring::match_score::penalised_game;
use crate::scoring::standings::Standings;
use crate::scoring::standings::{people_columns, rank};
use crate::scoring::tiebreak::format_number;
use crate::scoring::{Outcomes, RoundOutcome, round_outcome};

/// What to print.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum What {
    Pairings,
    Standings,
    Crosstable,
    Boards,
    /// Every roster player in alphabetical order, with team and rating.
    Players,
}

/// One table: a caption, column headings and rows of cells.
#[derive(Debug, Clone, PartialEq)]
pub struct Table {
    pub caption: Option<String>,
    pub columns: Vec<String>,
    /// Columns whose cells are numbers (right-aligned).
    pub numeric: Vec<bool>,
    /// The leading columns that name a row (repeated when a wide table is split for a
    /// narrow page).
    pub key_columns: usize,
    pub rows: Vec<Vec<String>>,
}

impl Table {
    fn new(caption: Option<String>, columns: &[(&str, bool)], key_columns: usize) -> Table {
        Table {
            caption,
            columns: columns.iter().map(|(c, _)| c.to_string()).collect(),
            numeric: columns.iter().map(|(_, n)| *n).collect(),
            key_columns,
            rows: Vec::new(),
        }
    }
}

/// A printout: a title, lines under it, the tables people read, and the same content as
/// one flat table with one row per record (the CSV form).
#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    /// The language of the people's part (the records are language-neutral).
    pub lang: Lang,
    pub title: String,
    pub lines: Vec<String>,
    pub tables: Vec<Table>,
    pub records: Table,
}

/// Why a report cannot be made (the round asked for), to be said in the reader's language;
/// its `Display` is the English.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ReportError(pub Text);

/// The report of `what` for round `round` (pairings: that round; the others: after that
/// round; the list of players needs none), for a reader of `lang`. `None` means the newest
/// paired round.
pub fn report(
    t: &Tournament,
    what: What,
    round: Option<u32>,
    lang: Lang,
) -> Result<Report, ReportError> {
    let mut report = match what {
        What::Players => players_report(t, lang),
        what => round_report(t, what, round, lang)?,
    };
    report.lines.splice(0..0, event_lines(t, lang));
    Ok(report)
}

/// The event as every printout opens: where and when it is played, and who judges it.
pub(crate) fn event_lines(t: &Tournament, lang: Lang) -> Vec<String> {
    let info = &t.info;
    let days = match (info.start_date, info.end_date) {
        (Some(first), Some(last)) if first != last => {
            format!(
                "{} – {}",
                format::date(lang, first),
                format::date(lang, last)
            )
        }
        (Some(day), _) | (None, Some(day)) => format::date(lang, day),
        (None, None) => String::new(),
    };
    let mut place: Vec<&str> = vec![info.venue.trim(), info.city.trim()];
    place.dedup();
    let place = place
        .into_iter()
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join(", ");
    let mut arbiters = Vec::new();
    if !info.chief_arbiter.is_empty() {
        arbiters.push(crate::tr!(
            lang,
            Msg::ReportChiefArbiter,
            name = info.chief_arbiter
        ));
    }
    if !info.deputy_arbiters.is_empty() {
        let names = info.deputy_arbiters.join("; ");
        arbiters.push(crate::tr!(lang, Msg::ReportDeputyArbiters, names = names));
    }
    [[place, days].join(" · "), arbiters.join(" · ")]
        .into_iter()
        .map(|line| line.trim_matches([' ', '·']).to_string())
        .filter(|line| !line.is_empty())
        .collect()
}

/// A report of one round: `what` for round `round` (`None`: the round in play).
fn round_report(
    t: &Tournament,
    what: What,
    round: Option<u32>,
    lang: Lang,
) -> Result<Report, ReportError> {
    let paired = t.paired_rounds() as u32;
    let round = match round {
        None if paired == 0 => {
            return Err(ReportError(Text::new(Msg::ReportNoRoundPaired)));
        }
        None => crate::core::clock::current_round(t).unwrap_or(paired),
        Some(r) if (1..=paired).contains(&r) => r,
        Some(r) => {
            return Err(ReportError(
                Text::new(Msg::CliRoundNotPaired)
                    .arg("round", r)
                    .arg("paired", paired),
            ));
        }
    };
    Ok(match what {
        What::Pairings => pairings(t, round, lang),
        What::Standings => standings_report(t, round, lang),
        What::Crosstable => crosstable_report(t, round, lang),
        What::Boards => boards_report(t, round, lang),
        What::Players => players_report(t, lang),
    })
}

fn player_name(t: &Tournament, player: Option<PlayerId>) -> String {
    player
        .and_then(|p| t.find_player(p))
        .map(|(team, position)| team.roster[position].full_name())
        .unwrap_or_default()
}

fn player_rating(t: &Tournament, player: Option<PlayerId>) -> String {
    player
        .and_then(|p| t.find_player(p))
        .and_then(|(team, position)| {
            let p = &team.roster[position];
            p.fide_rating.or(p.national_rating)
        })
        .map_or(String::new(), |r| r.to_string())
}

/// What a list of teams says beside `team` when it no longer plays on: withdrawn (from any
/// round on), or absent from `round` (1-based).
pub fn team_mark(t: &Tournament, team: TeamId, round: u32) -> Option<Msg> {
    if t.team(team)?.withdrawn_from_round.is_some() {
        return Some(Msg::TeamWithdrawnMark);
    }
    let absent = round.checked_sub(1).and_then(|i| t.rounds.get(i as usize));
    absent
        .is_some_and(|r| r.absent.contains(&team))
        .then_some(Msg::Absent)
}

/// `name (withdrawn)`: a team's name with its [`team_mark`], where it has one.
pub fn marked_name(t: &Tournament, team: TeamId, round: u32, name: &str, lang: Lang) -> String {
    match team_mark(t, team, round) {
        Some(mark) => format!("{name} ({})", lang.text(mark)),
        None => name.to_string(),
    }
}

fn team_name(t: &Tournament, team: TeamId) -> String {
    t.team(team).map_or_else(String::new, |x| x.name.clone())
}

/// The match score as people write it, `2½ : 1½`, once every board is decided; a forfeit
/// flagged in `lang` (English for the CSV).
fn match_score(t: &Tournament, round: u32, team: TeamId, lang: Lang) -> String {
    match round_outcome(t, round, team) {
        RoundOutcome::Played {
            game_points,
            opponent_game_points,
            forfeit,
            ..
        } => {
            let flag = match forfeit {
                Some(_) => format!(" ({})", lang.text(Msg::ReportForfeit)),
                None => String::new(),
            };
            format!("{game_points} : {opponent_game_points}{flag}")
        }
        _ => String::new(),
    }
}

/// Pairings and results of a round: one table per match, boards with players and colours
/// (the first-named team has White on odd boards), then the bye and the absent teams; the
/// round's scheduled start in the reader's style (`15. 2. 2015. 09:30`).
fn pairings(t: &Tournament, round: u32, lang: Lang) -> Report {
    let mut records = Table::new(
        None,
        &[
            ("round", true),
            ("table", true),
            ("board", true),
            ("first_team_no", true),
            ("first_team", false),
            ("second_team_no", true),
            ("second_team", false),
            ("white", false),
            ("white_rating", true),
            ("black", false),
            ("black_rating", true),
            ("result", false),
            ("match_score", false),
        ],
        3,
    );
    let matches = &t.rounds[round as usize - 1].matches;
    let tables = (matches.iter().enumerate())
        .map(|(i, m)| match_table(t, round, i + 1, m, lang, &mut records))
        .collect();
    Report {
        lang,
        title: crate::tr!(
            lang,
            Msg::ReportPairingsTitle,
            event = t.info.name,
            round = round
        ),
        lines: round_lines(t, round, lang, &mut records),
        tables,
        records,
    }
}

/// One team's page: its roster (in roster order, the base lineup's order) and its match in
/// every paired round, each as the pairings print it, captioned with the round.
pub fn team_tables(t: &Tournament, team: TeamId, lang: Lang) -> Vec<Table> {
    let heading = |msg: Msg| lang.text(msg);
    let mut roster = Table::new(
        Some(heading(Msg::SiteRoster).to_string()),
        &[
            (heading(Msg::ColumnNumber), true),
            (heading(Msg::ColumnPlayer), false),
            (heading(Msg::ColumnTitle), false),
            (heading(Msg::ColumnRating), true),
        ],
        2,
    );
    let players = t.team(team).map_or(&[][..], |x| x.roster.as_slice());
    for (position, p) in players.iter().enumerate() {
        roster.rows.push(vec![
            (position + 1).to_string(),
            p.full_name(),
            p.title.clone(),
            player_rating(t, Some(p.id)),
        ]);
    }
    let mut scratch = Table::new(None, &[], 0);
    let mut tables = vec![roster];
    for (index, round) in t.rounds.iter().enumerate() {
        let number = index as u32 + 1;
        let found =
            (round.matches.iter().enumerate()).find(|(_, m)| m.home == team || m.away == team);
        if let Some((i, m)) = found {
            let mut table = match_table(t, number, i + 1, m, lang, &mut scratch);
            let caption = table.caption.take().unwrap_or_default();
            table.caption = Some(format!(
                "{}: {caption}",
                crate::tr!(lang, Msg::SiteRound, round = number)
            ));
            tables.push(table);
        }
    }
    tables
}

/// One match of the pairings: the table people read (each board in the row's order, the
/// first-named team's player first, with colours) and its rows of the machine records
/// (White first, chess notation).
fn match_table(
    t: &Tournament,
    round: u32,
    table: usize,
    m: &Match,
    lang: Lang,
    records: &mut Table,
) -> Table {
    let number = |id| t.starting_number(id).unwrap_or(0);
    let (home, away) = (team_name(t, m.home), team_name(t, m.away));
    let score = match_score(t, round, m.home, Lang::En);
    let shown_score = match_score(t, round, m.home, lang);
    let mut caption = crate::tr!(
        lang,
        Msg::ReportTableCaption,
        table = table,
        first_no = number(m.home),
        first = home,
        second_no = number(m.away),
        second = away
    );
    if !shown_score.is_empty() {
        caption.push_str(&format!("   {shown_score}"));
    }
    let heading = |msg: Msg| lang.text(msg);
    let mut shown = Table::new(
        Some(caption),
        &[
            (heading(Msg::ColumnBoard), true),
            (heading(Msg::ColumnFirstNamedTeam), false),
            (heading(Msg::ColumnRating), true),
            (heading(Msg::ColumnResult), false),
            (heading(Msg::ColumnSecondNamedTeam), false),
            (heading(Msg::ColumnRating), true),
        ],
        1,
    );
    let home_players = t.effective_lineup(round as usize - 1, m.home);
    let away_players = t.effective_lineup(round as usize - 1, m.away);
    for (b, game) in m.boards.iter().enumerate() {
        let (hp, ap) = (home_players.get(b).copied(), away_players.get(b).copied());
        let first = home_colour(b);
        let (white, black) = match first {
            Colour::White => (hp, ap),
            Colour::Black => (ap, hp),
        };
        let penalised = penalised_game(t, round, m, b);
        let (result, read) = match game.result {
            _ if m.score_only.is_some() => (String::new(), String::new()),
            // The result the penalty gave the game, said to be a penalty's.
            _ if let Some(p) = penalised => (
                p.notation(first),
                crate::tr!(lang, Msg::ReportPenalisedResult, result = p.read()),
            ),
            GameResult::NotPlayed => ("–".to_string(), "–".to_string()),
            decided => (
                decided.notation().to_string(),
                decided.read_by(first).to_string(),
            ),
        };
        let with_colour = |colour: Colour, player| {
            format!("{} {}", lang.text(colour.initial()), player_name(t, player))
        };
        shown.rows.push(vec![
            (b + 1).to_string(),
            with_colour(first, hp),
            player_rating(t, hp),
            read,
            with_colour(first.opposite(), ap),
            player_rating(t, ap),
        ]);
        records.rows.push(vec![
            round.to_string(),
            table.to_string(),
            (b + 1).to_string(),
            number(m.home).to_string(),
            home.clone(),
            number(m.away).to_string(),
            away.clone(),
            player_name(t, white),
            player_rating(t, white),
            player_name(t, black),
            player_rating(t, black),
            result,
            score.clone(),
        ]);
    }
    shown
}

/// The lines under a round's tables: its scheduled start, its venue where it is not the
/// event's, the bye and the absent teams (these two also as records).
fn round_lines(t: &Tournament, round: u32, lang: Lang, records: &mut Table) -> Vec<String> {
    let r = &t.rounds[round as usize - 1];
    let number = |id| t.starting_number(id).unwrap_or(0);
    let mut lines = Vec::new();
    let plan = crate::core::calendar::plan(t, round);
    if let Some(at) = plan.start {
        lines.push(crate::tr!(
            lang,
            Msg::ReportScheduledStart,
            when = format::date_time(lang, at)
        ));
    }
    if !plan.venue.is_empty() && plan.venue != t.info.venue {
        lines.push(crate::tr!(lang, Msg::ReportRoundVenue, venue = plan.venue));
    }
    if let Some(bye) = r.bye {
        let award = t.regulation.bye;
        lines.push(crate::tr!(
            lang,
            Msg::ReportBye,
            number = number(bye),
            team = team_name(t, bye),
            match_points = format::number_text(lang, &award.match_points.to_string()),
            game_points = format::number_text(lang, &award.game_points.to_string())
        ));
        records.rows.push(unpaired_record(t, round, bye, "bye"));
    }
    for penalty in t.penalties.iter().filter(|p| p.round == round) {
        let said = describe_penalty(t, penalty).render(lang);
        lines.push(crate::tr!(lang, Msg::ReportPenalty, penalty = said));
    }
    for absent in &r.absent {
        lines.push(crate::tr!(
            lang,
            Msg::ReportAbsent,
            number = number(*absent),
            team = team_name(t, *absent)
        ));
        records
            .rows
            .push(unpaired_record(t, round, *absent, "absent"));
    }
    lines
}

fn unpaired_record(t: &Tournament, round: u32, team: TeamId, what: &str) -> Vec<String> {
    let mut row = vec![String::new(); 13];
    row[0] = round.to_string();
    row[3] = t.starting_number(team).unwrap_or(0).to_string();
    row[4] = team_name(t, team);
    row[11] = what.to_string();
    row
}

/// Standings after a round with the preset's tie-break columns (codes as in `kup
/// standings`; their names are listed under the title).
fn standings_report(t: &Tournament, round: u32, lang: Lang) -> Report {
    let s = crate::scoring::standings(t, round);
    let mut columns: Vec<(&str, bool)> = vec![
        ("Place", false),
        ("No", true),
        ("Team", false),
        ("MP", true),
        ("GP", true),
    ];
    columns.extend(s.chain.iter().map(|c| (c.code(), true)));
    let mut table = Table::new(None, &columns, 3);
    for row in &s.rows {
        let mut cells = vec![
            row.place(),
            row.number.to_string(),
            row.name.clone(),
            row.match_points.to_string(),
            format_number(row.game_points.as_f64()),
        ];
        cells.extend(row.values.iter().map(|v| v.render(lang)));
        table.rows.push(cells);
    }
    let lines = s
        .chain
        .iter()
        .map(|c| format!("{}: {}", lang.text(c.heading()), lang.text(c.label())))
        .chain([edition_line(t, lang)])
        .chain(playoff_lines(&s, lang))
        .collect();
    let shown = s.criteria_for_people();
    let mut headings = standard_headings(lang);
    headings.extend(criterion_headings(&s.chain, lang));
    let mut people = table.clone();
    people.numeric = people_columns(&table.numeric, &shown);
    for (row, ranked) in people.rows.iter_mut().zip(&s.rows) {
        *row = people_columns(row, &shown);
        row[2] = marked_name(t, ranked.team, round, &ranked.name, lang);
    }
    Report {
        lang,
        title: crate::tr!(
            lang,
            Msg::ReportStandingsTitle,
            event = t.info.name,
            round = round
        ),
        lines,
        tables: vec![for_people(&people, people_columns(&headings, &shown), lang)],
        records: table,
    }
}

/// The legend's last line: the C.07 edition whose unplayed-round rules the tie-breaks
/// follow, and why (values of a 2025 and a 2026 event differ under the same chain).
pub fn edition_line(t: &Tournament, lang: Lang) -> String {
    let edition = C07Edition::explained(&t.regulation, t.info.start_date);
    format!(
        "{}: {}",
        lang.text(Msg::FieldTiebreakEdition),
        edition.render(lang)
    )
}

/// A line under the standings for each play-off that ordered two teams the chain left
/// tied: who won it, and how.
pub fn playoff_lines(s: &Standings, lang: Lang) -> Vec<String> {
    s.playoffs
        .iter()
        .map(|won| crate::scoring::explain::playoff_line(s, won).render(lang))
        .collect()
}

/// The crosstable of a round robin (game points against each opponent), or the
/// round-by-round table of a Swiss (opponent, colour, score), as `kup crosstable` shows.
fn crosstable_report(t: &Tournament, round: u32, lang: Lang) -> Report {
    let outcomes = Outcomes::new(t, round);
    let s = rank(
        &outcomes,
        t.chain(),
        &t.lots,
        &decided(t, outcomes.after_round),
    );
    let mut heads: Vec<String> = vec!["Place".into(), "No".into(), "Team".into()];
    let rounds_or_teams = if outcomes.round_robin {
        s.rows.len()
    } else {
        round as usize
    };
    let prefix = if outcomes.round_robin { "" } else { "R" };
    heads.extend((1..=rounds_or_teams).map(|c| format!("{prefix}{c}")));
    heads.extend(["MP".into(), "GP".into()]);
    let columns: Vec<(&str, bool)> = heads
        .iter()
        .enumerate()
        .map(|(i, h)| (h.as_str(), i != 0 && i != 2))
        .collect();
    // A Swiss round cell names the colour by its initial: the records keep the English
    // `w`/`b` of the machine formats, the people's table has the reader's (hr `b`/`c` for
    // bijeli/crni, sl `b`/`č` for beli/črni).
    let swiss_rows = |cell_lang: Lang| -> Vec<Vec<String>> {
        s.rows
            .iter()
            .map(|row| {
                let mut cells = vec![row.place(), row.number.to_string(), row.name.clone()];
                cells.extend(
                    (0..round as usize)
                        .map(|r| round_cell(&outcomes, row.number - 1, r, cell_lang)),
                );
                cells.extend([row.match_points.to_string(), row.game_points.to_string()]);
                cells
            })
            .collect()
    };
    let mut table = Table::new(None, &columns, 3);
    let shown = if outcomes.round_robin {
        for row in crosstable(&outcomes, &s) {
            let mut cells = vec![row.place, row.number.to_string(), row.name];
            cells.extend(row.cells.iter().map(|m| meetings(m)));
            cells.extend([row.match_points.to_string(), row.game_points.to_string()]);
            table.rows.push(cells);
        }
        table.clone()
    } else {
        table.rows = swiss_rows(Lang::En);
        Table {
            rows: swiss_rows(lang),
            ..table.clone()
        }
    };
    let mut headings: Vec<String> = standard_headings(lang).into_iter().take(3).collect();
    headings.extend((1..=rounds_or_teams).map(|c| match outcomes.round_robin {
        true => c.to_string(),
        false => crate::tr!(lang, Msg::ColumnRoundNumber, round = c),
    }));
    headings.extend(standard_headings(lang).into_iter().skip(3));
    Report {
        lang,
        title: crate::tr!(
            lang,
            Msg::ReportCrosstableTitle,
            event = t.info.name,
            round = round
        ),
        lines: Vec::new(),
        tables: vec![for_people(&shown, headings, lang)],
        records: table,
    }
}

/// Individual results board by board, ranked for the board prizes (`scoring::boards`).
fn boards_report(t: &Tournament, round: u32, lang: Lang) -> Report {
    let columns = [
        ("Place", true),
        ("Player", false),
        ("Team", false),
        ("Rtg", true),
        ("Pts", true),
        ("Games", true),
        ("%", true),
        ("Perf", true),
    ];
    let mut records_columns = vec![("board", true)];
    records_columns.extend(columns);
    let mut records = Table::new(None, &records_columns, 3);
    let mut tables = Vec::new();
    let headings = board_prize_headings(lang);
    for (b, lines) in board_results(t, round).iter().enumerate() {
        let mut table = Table::new(None, &columns, 2);
        for line in lines {
            let cells = line.cells();
            let mut record = vec![(b + 1).to_string()];
            record.extend(cells.iter().cloned());
            records.rows.push(record);
            table.rows.push(cells);
        }
        let mut shown = for_people(&table, headings.clone(), lang);
        shown.caption = Some(crate::tr!(lang, Msg::ReportBoardCaption, board = b + 1));
        tables.push(shown);
    }
    Report {
        lang,
        title: crate::tr!(
            lang,
            Msg::ReportBoardsTitle,
            event = t.info.name,
            round = round
        ),
        lines: Vec::new(),
        tables,
        records,
    }
}

/// Place, number, team, match points, game points: the first columns of the standings and
/// the crosstable, in `lang` (printouts, `kup standings` and the TUI share them).
pub fn standard_headings(lang: Lang) -> Vec<String> {
    texts(
        &[
            Msg::ColumnRank,
            Msg::ColumnNumber,
            Msg::ColumnTeam,
            Msg::ColumnMatchPoints,
            Msg::ColumnGamePoints,
        ],
        lang,
    )
}

/// The column headings of a tie-break chain in `lang` ([`Tiebreak::heading`]: MB, MBP-1_56
/// in hr), after [`standard_headings`] in the standings of the printouts, `kup standings`
/// and the TUI.
pub fn criterion_headings(chain: &[Tiebreak], lang: Lang) -> Vec<String> {
    chain
        .iter()
        .map(|c| lang.text(c.heading()).to_string())
        .collect()
}

/// The columns of a board-prize table (`scoring::boards::BoardLine::cells`), in `lang`.
pub fn board_prize_headings(lang: Lang) -> Vec<String> {
    texts(
        &[
            Msg::ColumnRank,
            Msg::ColumnPlayer,
            Msg::ColumnTeam,
            Msg::ColumnRating,
            Msg::ColumnPoints,
            Msg::ColumnGames,
            Msg::ColumnPercentage,
            Msg::ColumnPerformance,
        ],
        lang,
    )
}

fn texts(msgs: &[Msg], lang: Lang) -> Vec<String> {
    msgs.iter().map(|&msg| lang.text(msg).to_string()).collect()
}

/// The table people read, made from the CSV's `records`: the headings of `lang` and its
/// numbers with the reader's decimal separator (2,5); the records keep the dot.
fn for_people(records: &Table, headings: Vec<String>, lang: Lang) -> Table {
    let mut shown = records.clone();
    shown.columns = headings;
    for row in &mut shown.rows {
        for (cell, numeric) in row.iter_mut().zip(&shown.numeric) {
            if *numeric {
                *cell = format::number_text(lang, cell);
            }
        }
    }
    shown
}

/// Every roster player in alphabetical order (surname, then given name) in the event's
/// alphabet, else the reader's ([`Alphabet::for_reader`]): *Čolak* after *Cvitan*,
/// *Džeko* after *Dvoržak* and, in a Croatian event, *Ljubičić* after *Lukić*. Namesakes
/// follow their teams' starting numbers.
fn players_report(t: &Tournament, lang: Lang) -> Report {
    let alphabet = Alphabet::for_reader(&t.info.federation, lang);
    let mut players: Vec<(usize, &str, &Player)> = t
        .teams
        .iter()
        .enumerate()
        .flat_map(|(i, team)| {
            team.roster
                .iter()
                .map(move |p| (i + 1, team.name.as_str(), p))
        })
        .collect();
    players.sort_by(|(na, _, a), (nb, _, b)| {
        collate::compare_in(alphabet, &a.full_name(), &b.full_name()).then(na.cmp(nb))
    });
    let heading = |msg: Msg| lang.text(msg);
    let mut table = Table::new(
        None,
        &[
            (heading(Msg::ColumnPlayer), false),
            (heading(Msg::ColumnTitle), false),
            (heading(Msg::ColumnFederation), false),
            (heading(Msg::ColumnRating), true),
            (heading(Msg::ColumnNumber), true),
            (heading(Msg::ColumnTeam), false),
        ],
        1,
    );
    // The CSV's column names are for programs: the same in every language.
    let mut records = Table::new(
        None,
        &[
            ("name", false),
            ("title", false),
            ("federation", false),
            ("rating", true),
            ("team_no", true),
            ("team", false),
        ],
        1,
    );
    for (number, team, p) in players {
        table.rows.push(vec![
            p.full_name(),
            p.title.clone(),
            p.federation.clone(),
            p.fide_rating
                .or(p.national_rating)
                .map_or(String::new(), |r| r.to_string()),
            number.to_string(),
            team.to_string(),
        ]);
    }
    records.rows = table.rows.clone();
    Report {
        lang,
        title: crate::tr!(lang, Msg::ReportPlayersTitle, event = t.info.name),
        lines: Vec::new(),
        tables: vec![table],
        records,
    }
}
