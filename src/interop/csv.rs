//! A roster as CSV, the way a captain or a federation spreadsheet hands it in.
//!
//! The first line names the columns, in any order, case-insensitive; `,` or `;` separates
//! them (the one the header uses more):
//!
//! | column            | required | content                                             |
//! |-------------------|----------|-----------------------------------------------------|
//! | `team`            | yes      | team name; a new name adds the team                  |
//! | `board`           | no       | roster position (base-lineup order), 1 = board 1     |
//! | `name`            | yes      | `Surname, Given name`                                |
//! | `fide_id`         | no       | FIDE ID                                              |
//! | `fide_rating`     | no       | standard FIDE rating                                 |
//! | `national_rating` | no       | national rating                                      |
//! | `federation`      | no       | FIDE federation code (`CRO`, `SLO`)                  |
//! | `born`            | no       | year of birth                                        |
//! | `title`           | no       | `GM`, `IM`, `FM`, `WGM`, …                            |
//! | `citizenship`     | no       | citizenship if not the organiser's country           |
//! | `registered`      | no       | `yes`/`no` (`da`/`ne`); registered unless `no`       |
//!
//! A player is matched by FIDE ID, else by name within the team (case and diacritics
//! aside). An empty cell leaves what kup has, so a re-import with fewer columns erases
//! nothing. Each change is one command; the report lists what changed. A roster is taken
//! whole or not at all: a line with a bad cell, or one whose change is refused, refuses the
//! file (named by line, column and rule), since a roster missing a player is a wrong roster.

use std::path::Path;

use super::{
    Column, CommandSink, ImportReport, MOST_FILE_BYTES, ReadError, at_place, describe_changes,
    read_bounded, take_name,
};
use crate::core::lineup::fold_name;
use crate::core::{Command, PlayerData, PlayerId, TeamId, Tournament};
use crate::i18n::{Msg, Text};

const COLUMNS: [&str; 11] = [
    "team",
    "board",
    "name",
    "fide_id",
    "fide_rating",
    "national_rating",
    "federation",
    "born",
    "title",
    "citizenship",
    "registered",
];

#[derive(Debug, thiserror::Error)]
pub enum CsvError {
    Read(ReadError),
    Header(String),
    Row {
        line: u64,
        /// The cell the problem is in, by its header and number, when it is in one.
        column: Option<Column>,
        problem: Text,
    },
}

impl CsvError {
    /// The error in the reader's words, naming the line and the column; the system's own
    /// messages (I/O, the CSV parser's) stay as they are.
    pub fn text(&self) -> Text {
        match self {
            CsvError::Read(e) => e.text(),
            CsvError::Header(found) => Text::new(Msg::ImportCsvHeader).arg("found", found),
            CsvError::Row {
                line,
                column,
                problem,
            } => at_place(*line, column.as_ref(), problem.clone()),
        }
    }
}

impl From<CsvError> for Text {
    fn from(e: CsvError) -> Text {
        e.text()
    }
}

/// English, for logs and tests.
impl std::fmt::Display for CsvError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.text())
    }
}

/// The roster's header: the columns as written (their names in a message) and as read
/// (lower case, to find them by).
struct Header {
    written: Vec<String>,
    names: Vec<String>,
}

impl Header {
    fn index(&self, name: &str) -> Option<usize> {
        self.names.iter().position(|h| h == name)
    }

    /// The column `name` by its number (1-based) and its header as written.
    fn column(&self, name: &str) -> Option<Column> {
        self.index(name)
            .map(|i| Column::named(i + 1, &self.written[i]))
    }
}

/// The roster's column a refusal of kup's concerns (a rating of 50 is `fide_rating`'s).
fn column_of_refusal(field: Msg) -> Option<&'static str> {
    match field {
        Msg::FieldFideRating => Some("fide_rating"),
        Msg::FieldNationalRating => Some("national_rating"),
        Msg::FieldBirthYear => Some("born"),
        Msg::FieldFederation => Some("federation"),
        Msg::FieldCitizenship => Some("citizenship"),
        Msg::FieldTitle => Some("title"),
        Msg::FieldFideId => Some("fide_id"),
        Msg::FieldSurname | Msg::FieldGivenName | Msg::FieldName => Some("name"),
        Msg::FieldTeam | Msg::FieldTeamName => Some("team"),
        Msg::FieldRosterOrder | Msg::FieldRosterPosition => Some("board"),
        _ => None,
    }
}

/// A problem in one cell: its column (the header's lower-case name) and what is wrong.
type CellProblem = (Option<&'static str>, Text);

/// One roster line: the cells as given (empty = not given).
#[derive(Debug, Clone, Default, PartialEq)]
struct Row {
    line: u64,
    team: String,
    board: Option<usize>,
    surname: String,
    given_name: String,
    fide_id: Option<u64>,
    fide_rating: Option<u16>,
    national_rating: Option<u16>,
    federation: Option<String>,
    born: Option<i32>,
    title: Option<String>,
    citizenship: Option<String>,
    registered: Option<bool>,
}

impl Row {
    /// The player's data after this row: given cells replace, empty cells keep `base`.
    fn apply_to(&self, mut base: PlayerData) -> PlayerData {
        take_name(&mut base, &self.surname, &self.given_name);
        let keep = |new: &Option<String>, old: &mut String| {
            if let Some(v) = new {
                *old = v.clone();
            }
        };
        keep(&self.federation, &mut base.federation);
        keep(&self.title, &mut base.title);
        keep(&self.citizenship, &mut base.citizenship);
        base.fide_id = self.fide_id.or(base.fide_id);
        base.fide_rating = self.fide_rating.or(base.fide_rating);
        base.national_rating = self.national_rating.or(base.national_rating);
        base.birth_year = self.born.or(base.birth_year);
        base.registered = self.registered.unwrap_or(base.registered);
        base
    }

    fn full_name(&self) -> String {
        if self.given_name.is_empty() {
            self.surname.clone()
        } else {
            format!("{}, {}", self.surname, self.given_name)
        }
    }
}

/// Reads the roster file and applies it.
pub fn import(sink: &mut dyn CommandSink, path: &Path) -> Result<ImportReport, CsvError> {
    let text = read_bounded(path, MOST_FILE_BYTES).map_err(CsvError::Read)?;
    let report = import_bytes(sink, &text)?;
    Ok(ImportReport {
        file: path.display().to_string(),
        ..report
    })
}

/// Applies a roster given as bytes (the file's content).
pub fn import_bytes(sink: &mut dyn CommandSink, text: &[u8]) -> Result<ImportReport, CsvError> {
    let mut report = ImportReport::default();
    let (header, rows) = parse(text, &mut report)?;
    let mut teams: Vec<(String, Vec<Row>)> = Vec::new();
    for row in rows {
        let key = fold_name(&row.team);
        match teams.iter_mut().find(|(k, _)| *k == key) {
            Some((_, group)) => group.push(row),
            None => teams.push((key, vec![row])),
        }
    }
    for (_, rows) in teams {
        import_team(sink, &header, rows, &mut report)?;
    }
    Ok(report)
}

fn parse(text: &[u8], report: &mut ImportReport) -> Result<(Header, Vec<Row>), CsvError> {
    let first_line = text.split(|b| *b == b'\n').next().unwrap_or(&[]);
    let count = |c: u8| first_line.iter().filter(|b| **b == c).count();
    let delimiter = if count(b';') > count(b',') {
        b';'
    } else {
        b','
    };
    let mut reader = ::csv::ReaderBuilder::new()
        .delimiter(delimiter)
        .flexible(true)
        .trim(::csv::Trim::All)
        .from_reader(text);
    let written: Vec<String> = reader
        .headers()
        .map_err(|e| CsvError::Header(e.to_string()))?
        .iter()
        .map(|h| h.trim_start_matches('\u{feff}').trim().to_string())
        .collect();
    let header = Header {
        names: written.iter().map(|h| h.to_lowercase()).collect(),
        written,
    };
    if header.index("team").is_none() || header.index("name").is_none() {
        return Err(CsvError::Header(header.names.join(", ")));
    }
    for unknown in header
        .names
        .iter()
        .filter(|h| !COLUMNS.contains(&h.as_str()))
    {
        report
            .notes
            .push(Text::new(Msg::ImportColumnIgnored).arg("column", unknown));
    }
    let mut rows = Vec::new();
    for result in reader.records() {
        let record = result.map_err(|e| unreadable(&e, &header))?;
        let line = record.position().map_or(0, |p| p.line());
        if record.iter().all(str::is_empty) {
            continue;
        }
        if record.len() != header.names.len() {
            // The first cell the line lacks, or the first it has beyond the header.
            let first = record.len().min(header.names.len());
            return Err(CsvError::Row {
                line,
                column: Some(Column {
                    number: first + 1,
                    name: header.written.get(first).cloned(),
                }),
                problem: Text::new(Msg::ImportFieldCount)
                    .arg("fields", record.len())
                    .arg("header", header.names.len()),
            });
        }
        let cell = |name: &str| header.index(name).and_then(|i| record.get(i)).unwrap_or("");
        let row = row(line, cell).map_err(|(column, problem)| CsvError::Row {
            line,
            column: header.column(column),
            problem,
        })?;
        rows.push(row);
    }
    Ok((header, rows))
}

/// A line the CSV reader could not read (a cell that is not UTF-8), at the cell it names.
fn unreadable(e: &::csv::Error, header: &Header) -> CsvError {
    let cell = match e.kind() {
        ::csv::ErrorKind::Utf8 { err, .. } => Some(err.field()),
        _ => None,
    };
    CsvError::Row {
        line: e.position().map_or(0, |p| p.line()),
        column: cell.map(|i| Column {
            number: i + 1,
            name: header.written.get(i).cloned(),
        }),
        problem: Text::new(Msg::ImportCsvUnreadable).arg("problem", e),
    }
}

fn row<'a>(line: u64, cell: impl Fn(&str) -> &'a str) -> Result<Row, (&'static str, Text)> {
    fn number<T: std::str::FromStr>(
        column: &'static str,
        text: &str,
    ) -> Result<Option<T>, (&'static str, Text)> {
        if text.is_empty() {
            return Ok(None);
        }
        text.parse()
            .map(Some)
            .map_err(|_| (column, Text::new(Msg::ImportNotANumber).arg("text", text)))
    }
    let text = |name: &str| Some(cell(name).to_string()).filter(|s| !s.is_empty());
    let team = cell("team").to_string();
    if team.is_empty() {
        return Err((
            "team",
            Text::new(Msg::ImportEmptyCell).arg("column", "team"),
        ));
    }
    let name = cell("name");
    let (surname, given_name) = match name.split_once(',') {
        Some((s, g)) => (s.trim().to_string(), g.trim().to_string()),
        None => (name.to_string(), String::new()),
    };
    if surname.is_empty() {
        return Err((
            "name",
            Text::new(Msg::ImportEmptyCell).arg("column", "name"),
        ));
    }
    let registered = match cell("registered").to_lowercase().as_str() {
        "" => None,
        "yes" | "da" | "true" | "1" => Some(true),
        "no" | "ne" | "false" | "0" => Some(false),
        other => {
            let problem = Text::new(Msg::ImportNotYesOrNo).arg("value", other);
            return Err(("registered", problem));
        }
    };
    Ok(Row {
        line,
        team,
        board: number("board", cell("board"))?,
        surname,
        given_name,
        fide_id: number("fide_id", cell("fide_id"))?,
        fide_rating: number("fide_rating", cell("fide_rating"))?,
        national_rating: number("national_rating", cell("national_rating"))?,
        federation: text("federation"),
        born: number("born", cell("born"))?,
        title: text("title"),
        citizenship: text("citizenship"),
        registered,
    })
}

fn team_by_name(t: &Tournament, name: &str) -> Option<TeamId> {
    let key = fold_name(name);
    t.teams
        .iter()
        .find(|x| fold_name(&x.name) == key)
        .map(|x| x.id)
}

/// The player a row means: by FIDE ID anywhere, else by name in the team.
fn player_for(t: &Tournament, team: TeamId, row: &Row) -> Result<Option<PlayerId>, CellProblem> {
    if let Some(fide_id) = row.fide_id
        && let Some((holder, p)) = t.teams.iter().find_map(|x| {
            x.roster
                .iter()
                .find(|p| p.fide_id == Some(fide_id))
                .map(|p| (x, p))
        })
    {
        if holder.id != team {
            let problem = Text::new(Msg::ImportFideIdElsewhere)
                .arg("id", fide_id)
                .arg("player", p.full_name())
                .arg("team", &holder.name);
            return Err((Some("fide_id"), problem));
        }
        return Ok(Some(p.id));
    }
    let key = fold_name(&row.full_name());
    Ok(t.team(team).and_then(|x| {
        x.roster
            .iter()
            .find(|p| fold_name(&p.full_name()) == key)
            .map(|p| p.id)
    }))
}

fn import_team(
    sink: &mut dyn CommandSink,
    header: &Header,
    rows: Vec<Row>,
    report: &mut ImportReport,
) -> Result<(), CsvError> {
    let name = rows[0].team.clone();
    let team = match team_by_name(sink.state(), &name) {
        Some(team) => team,
        None => {
            let applied = sink
                .execute(Command::AddTeam {
                    name: name.clone(),
                    club: String::new(),
                    city: String::new(),
                })
                .map_err(|problem| CsvError::Row {
                    line: rows[0].line,
                    column: header.column("team"),
                    problem: problem.text(),
                })?;
            report.changes.push(applied.summary);
            sink.state().teams.last().expect("just added").id
        }
    };
    // (board from the file, file order, player) of every row.
    let mut placed: Vec<(usize, usize, PlayerId)> = Vec::new();
    for (order, row) in rows.iter().enumerate() {
        let id =
            import_row(sink, team, row, report).map_err(|(column, problem)| CsvError::Row {
                line: row.line,
                column: column.and_then(|c| header.column(c)),
                problem,
            })?;
        placed.push((row.board.unwrap_or(usize::MAX), order, id));
    }
    if rows.iter().all(|r| r.board.is_none()) {
        return Ok(());
    }
    placed.sort();
    order_roster(sink, team, &placed, report);
    Ok(())
}

fn import_row(
    sink: &mut dyn CommandSink,
    team: TeamId,
    row: &Row,
    report: &mut ImportReport,
) -> Result<PlayerId, CellProblem> {
    // A refusal is said at the cell whose value it refuses.
    let refused = |e: crate::core::CommandError| (column_of_refusal(e.field), e.text());
    let t = sink.state();
    match player_for(t, team, row)? {
        Some(id) => {
            let (owner, position) = t.find_player(id).expect("found");
            let old = owner.roster[position].clone();
            let data = row.apply_to(PlayerData::from(&old));
            let changes = describe_changes(&old, &data);
            if changes.is_empty() {
                report.unchanged += 1;
                return Ok(id);
            }
            sink.execute(Command::EditPlayer { player: id, data })
                .map_err(refused)?;
            report.changes.push(
                Text::new(Msg::ImportRosterPlayerChanged)
                    .arg("player", old.full_name())
                    .arg_list("changes", changes, ", "),
            );
            Ok(id)
        }
        None => {
            let data = row.apply_to(PlayerData::default());
            let applied = sink
                .execute(Command::AddPlayer { team, data })
                .map_err(refused)?;
            report.changes.push(applied.summary);
            let roster = &sink.state().team(team).expect("team exists").roster;
            Ok(roster.last().expect("just added").id)
        }
    }
}

/// Puts the imported players at the top of the roster in the file's board order; players
/// the file does not name keep their order below them.
fn order_roster(
    sink: &mut dyn CommandSink,
    team: TeamId,
    placed: &[(usize, usize, PlayerId)],
    report: &mut ImportReport,
) {
    for (position, &(_, _, player)) in placed.iter().enumerate() {
        let roster = &sink.state().team(team).expect("team exists").roster;
        if roster.get(position).map(|p| p.id) == Some(player) {
            continue;
        }
        let moved = sink.execute(Command::MovePlayer {
            player,
            to_position: position + 1,
            override_lock: false,
        });
        match moved {
            Ok(applied) => report.changes.push(applied.summary),
            Err(problem) => {
                let name = &sink.state().team(team).expect("team exists").name;
                report.notes.push(
                    Text::new(Msg::ImportOrderNotApplied)
                        .arg("team", name)
                        .arg_text("problem", problem.text()),
                );
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Regulation, TournamentInfo};
    use crate::i18n::Lang;
    use crate::interop::english;

    fn event() -> Tournament {
        let info = TournamentInfo {
            name: "Kup".into(),
            federation: "CRO".into(),
            ..TournamentInfo::default()
        };
        Tournament::new(info, Regulation::preset("kzz-2015").unwrap())
    }

    /// Semicolons as a Croatian spreadsheet writes them; the rows out of board order.
    const FIRST: &str = "\
team;board;name;fide_id;fide_rating;national_rating;federation;born
ŠK Polet Zabok;2;Kovačević, Ana;14512345;2010;2050;CRO;1990
ŠK Polet Zabok;1;Šarić, Đuro;14511111;2150;;CRO;1985
ŠK Polet Zabok;3;Žagar, Čedomir;;;1890;;
ŠD Ljubljana;1;Novak, Jože;14600000;2100;;SLO;1979
";

    fn names(t: &Tournament, team: usize) -> Vec<String> {
        t.teams[team].roster.iter().map(|p| p.full_name()).collect()
    }

    /// A bad line refuses the file, named by line, column and rule (the store's copy is
    /// then dropped, see `app::import::import_as_one_change`).
    #[test]
    fn a_bad_line_refuses_the_roster() {
        for (line, problem) in [
            (
                "ŠK Polet Zabok;4;Broken, Rating;;twenty;;CRO;1990",
                "line 6, column 5 (fide_rating): 'twenty' is not a number",
            ),
            (
                "ŠK Polet Zabok;4;Missing, Field;;;1800",
                "line 6, column 7 (federation): 6 fields, the header has 8",
            ),
            (
                "ŠK Polet Zabok;4;;;;1800;;",
                "line 6, column 3 (name): the cell is empty, and every player needs a name",
            ),
            (
                "ŠK Polet Zabok;4;Too, Many;;;1800;;;SLO",
                "line 6, column 9: 9 fields, the header has 8",
            ),
        ] {
            let mut t = event();
            let text = format!("{FIRST}{line}\n");
            let e = import_bytes(&mut t, text.as_bytes()).unwrap_err();
            assert_eq!(e.to_string(), problem);
        }
    }

    #[test]
    fn a_roster_is_added_in_board_order() {
        let mut t = event();
        let report = import_bytes(&mut t, FIRST.as_bytes()).unwrap();
        assert_eq!(t.teams.len(), 2);
        assert_eq!(t.teams[0].name, "ŠK Polet Zabok");
        assert_eq!(
            names(&t, 0),
            ["Šarić, Đuro", "Kovačević, Ana", "Žagar, Čedomir"]
        );
        assert_eq!(names(&t, 1), ["Novak, Jože"]);
        let zagar = &t.teams[0].roster[2];
        // Missing cells: no FIDE data, born unknown.
        assert_eq!(
            (
                zagar.fide_id,
                zagar.fide_rating,
                zagar.national_rating,
                zagar.birth_year
            ),
            (None, None, Some(1890), None)
        );
        assert!(zagar.registered);
        // Two teams, four players and one move (Šarić from position 2 up to board 1).
        assert_eq!(report.changes.len(), 7, "{:?}", report.changes);
    }

    #[test]
    fn a_re_import_reports_what_changed_and_keeps_what_it_does_not_give() {
        let mut t = event();
        import_bytes(&mut t, FIRST.as_bytes()).unwrap();
        // Commas this time; Šarić by FIDE ID, "ZAGAR, Cedomir" by name; a new reserve;
        // empty cells keep the FIDE rating and year of Kovačević.
        let second = "\
team,board,name,fide_id,fide_rating,national_rating,registered
ŠK Polet Zabok,1,\"Šarić, Đuro\",14511111,2164,,
ŠK Polet Zabok,2,\"Kovačević, Ana\",,,2060,
ŠK Polet Zabok,3,\"ZAGAR, Cedomir\",,,1890,ne
ŠK Polet Zabok,4,\"Babić, Iva\",,,1700,
";
        let report = import_bytes(&mut t, second.as_bytes()).unwrap();
        assert_eq!(
            english(&report.changes),
            vec![
                "Šarić, Đuro: FIDE rating 2150 → 2164".to_string(),
                "Kovačević, Ana: national rating 2050 → 2060".to_string(),
                "Žagar, Čedomir: registered yes → no".to_string(),
                "Babić, Iva added to ŠK Polet Zabok as number 4".to_string(),
            ]
        );
        // The same report in the reader's words: the terms of the forms (FIDE rejting,
        // nacionalni rejting) and the counts.
        let hr = report.lines(Lang::Hr);
        assert_eq!(
            hr[..3],
            [
                "Šarić, Đuro: FIDE rejting 2150 → 2164",
                "Kovačević, Ana: nacionalni rejting 2050 → 2060",
                "Žagar, Čedomir: registriran da → ne",
            ]
        );
        assert_eq!(
            hr.last().unwrap(),
            &format!(
                "promjena 4, bez promjene {}, preskočenih redaka 0",
                report.unchanged
            )
        );
        let sl = report.lines(Lang::Sl);
        assert_eq!(sl[0], "Šarić, Đuro: FIDE rating 2150 → 2164");
        assert!(
            sl.last()
                .unwrap()
                .starts_with("sprememb 4, nespremenjenih ")
        );
        let kovacevic = &t.teams[0].roster[1];
        assert_eq!(
            (kovacevic.fide_rating, kovacevic.birth_year),
            (Some(2010), Some(1990))
        );
    }

    #[test]
    fn a_player_of_another_team_is_refused() {
        let mut t = event();
        import_bytes(&mut t, FIRST.as_bytes()).unwrap();
        let third = "\
team;board;name;fide_id
ŠD Ljubljana;2;Šarić, Đuro;14511111
";
        let e = import_bytes(&mut t, third.as_bytes()).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 4 (fide_id): FIDE ID 14511111 is Šarić, Đuro of ŠK Polet Zabok: a player plays for one team only"
        );
        assert_eq!(
            Text::from(e).render(Lang::Hr),
            "2. redak, 4. stupac (fide_id): FIDE ID 14511111 je Šarić, Đuro iz ekipe ŠK Polet \
             Zabok: igrač može nastupiti samo za jednu ekipu"
        );
    }

    #[test]
    fn a_frozen_order_is_left_alone() {
        let mut t = event();
        import_bytes(&mut t, FIRST.as_bytes()).unwrap();
        let zabok = t.teams[0].id;
        let ljubljana = t.teams[1].id;
        t.rounds.push(Default::default());
        t.rounds[0]
            .matches
            .push(crate::core::Match::new(zabok, ljubljana, 4));
        let third = "\
team;board;name;fide_id
ŠK Polet Zabok;1;Kovačević, Ana;14512345
";
        let report = import_bytes(&mut t, third.as_bytes()).unwrap();
        assert_eq!(report.notes.len(), 1, "{:?}", report.notes);
        assert!(report.notes[0].to_string().starts_with(
            "board order of ŠK Polet Zabok not applied: roster order: the base lineup is fixed"
        ));
        assert_eq!(names(&t, 0)[0], "Šarić, Đuro");
    }

    #[test]
    fn a_header_without_team_or_name_is_refused() {
        let mut t = event();
        let e = import_bytes(&mut t, b"club,player\nA,B\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 1: the header needs the columns 'team' and 'name' (found: club, player)"
        );
        assert_eq!(
            Text::from(e).render(Lang::Sl),
            "1. vrstica: glava potrebuje stolpca 'team' in 'name' (najdeni: club, player)"
        );
        let e = import_bytes(
            &mut t,
            b"team,name,born
A,\"B, C\",19x0\n",
        )
        .unwrap_err();
        assert_eq!(
            Text::from(e).render(Lang::Hr),
            "2. redak, 3. stupac (born): '19x0' nije broj"
        );
        assert!(t.teams.is_empty());
    }
}
