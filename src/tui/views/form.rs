//! A one-screen form for adding or editing a team or a player inline, naming the file to
//! import, keeping teams apart or entering pairing numbers: one text field per line (and
//! under them, what the arbiter needs to see to fill them in); the command is built only
//! when every field reads, and a field that does not is named in the status line with the
//! rule it breaks.

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::{Position, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph};
use tui_input::Input;

use super::{Paint, text_field};
use crate::app::teams::{by_numbers, kept_apart_lines, round_range};
use crate::core::calendar::planned_rounds;
use crate::core::{Command, NoId, Player, PlayerData, PlayerId, Team, TeamId, Tournament};
use crate::i18n::{Lang, Msg, Text};
use crate::tr;

/// What the form adds or edits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    NewTeam,
    Team(TeamId),
    NewPlayer(TeamId),
    Player(PlayerId),
    /// The file of an import (`kup import fide-list` / `roster-csv`).
    Import(Import),
    /// Teams kept apart in the pairing, or allowed again (`kup forbid`).
    KeepApart,
    /// The round-robin pairing numbers drawn (`kup team numbers`).
    PairingNumbers,
    /// The round a team announced it will not come to (`kup team absent`).
    Absent(TeamId),
    /// The round a team is withdrawn from (`kup team withdraw`).
    Withdraw(TeamId),
}

/// The files the Rosters tab imports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Import {
    FideList,
    RosterCsv,
}

const TEAM_FIELDS: [Msg; 3] = [Msg::FieldTeamName, Msg::FieldClub, Msg::FieldCity];
const PLAYER_FIELDS: [Msg; 10] = [
    Msg::FieldSurname,
    Msg::FieldGivenName,
    Msg::FieldTitle,
    Msg::FieldFideId,
    Msg::FieldFideRating,
    Msg::FieldNationalRating,
    Msg::FieldFederation,
    Msg::FieldCitizenship,
    Msg::FieldBirthYear,
    Msg::FieldRegistered,
];
const IMPORT_FIELDS: [Msg; 1] = [Msg::FieldFile];
const KEEP_APART_FIELDS: [Msg; 3] = [Msg::FieldTeams, Msg::FieldRounds, Msg::FieldTakeBack];
const NUMBERS_FIELDS: [Msg; 1] = [Msg::FieldPairingNumbers];
const ROUND_FIELDS: [Msg; 1] = [Msg::FieldRound];

#[derive(Debug, Clone)]
pub struct Form {
    pub target: Target,
    values: Vec<Input>,
    focus: usize,
    /// Lines shown under the fields.
    notes: Vec<String>,
}

/// What a key did to the form.
pub enum FormOutcome {
    Editing,
    Cancelled,
    /// The form reads as this command (the caller runs it and closes the form on success).
    Submit(Command),
    /// The import form names this file.
    File(std::path::PathBuf),
    /// A field does not read: the message names it.
    Invalid(String),
}

/// A field's y/n in every language kup speaks (da/ne in Croatian and Slovenian); empty is
/// `empty`.
fn yes_or_no(lang: Lang, field: Msg, value: &str, empty: bool) -> Result<bool, String> {
    match value.trim().to_lowercase().as_str() {
        "" => Ok(empty),
        "y" | "yes" | "d" | "da" => Ok(true),
        "n" | "no" | "ne" => Ok(false),
        other => Err(format!(
            "{}: {}",
            lang.text(field),
            tr!(lang, Msg::FormNotYesOrNo, value = other)
        )),
    }
}

/// A refusal said in `lang`, for the status line.
fn said(lang: Lang) -> impl Fn(Text) -> String {
    move |text| text.render(lang)
}

fn text(n: Option<impl ToString>) -> String {
    n.map_or_else(String::new, |n| n.to_string())
}

/// The rounds still to pair: the next one and the event's last.
pub fn rounds_to_come(t: &Tournament) -> (u32, u32) {
    (t.paired_rounds() as u32 + 1, planned_rounds(t))
}

/// The rounds `team` announced it will not come to.
fn absences(t: &Tournament, team: TeamId) -> impl Iterator<Item = u32> + '_ {
    (1..)
        .zip(&t.rounds)
        .filter(move |(_, round)| round.absent.contains(&team))
        .map(|(number, _)| number)
}

/// The round typed, refused (naming the field and the rule) unless it is one still to
/// pair: an absence or a withdrawal changes no round already paired or played.
fn round_to_come(t: &Tournament, typed: &str) -> Result<u32, Text> {
    let (next, last) = rounds_to_come(t);
    let refuse = |rule: Text| {
        Text::new(Msg::Refusal)
            .arg_text("field", Msg::FieldRound.into())
            .arg_text("rule", rule)
    };
    let round: u32 = typed
        .parse()
        .map_err(|_| refuse(Text::new(Msg::RefuseRoundNotANumber).arg("value", typed)))?;
    let rule = if round < next {
        Msg::RefuseRoundPairedAlready
    } else if round > last {
        Msg::RefuseRoundBeyondLast
    } else {
        return Ok(round);
    };
    Err(refuse(
        Text::new(rule)
            .arg("round", round)
            .arg("next", next)
            .arg("last", last),
    ))
}

impl Form {
    pub fn new_team() -> Form {
        Form::with(Target::NewTeam, vec![String::new(); TEAM_FIELDS.len()])
    }

    pub fn edit_team(team: &Team) -> Form {
        Form::with(
            Target::Team(team.id),
            vec![team.name.clone(), team.club.clone(), team.city.clone()],
        )
    }

    /// The form for a new player of `team`, registered ("y", in hr and sl "d") until the
    /// arbiter says otherwise.
    pub fn new_player(team: TeamId, lang: Lang) -> Form {
        let mut values = vec![String::new(); PLAYER_FIELDS.len()];
        values[9] = lang.text(Msg::FormYes).to_string();
        Form::with(Target::NewPlayer(team), values)
    }

    pub fn edit_player(p: &Player, lang: Lang) -> Form {
        let registered = lang.text(if p.registered {
            Msg::FormYes
        } else {
            Msg::FormNo
        });
        Form::with(
            Target::Player(p.id),
            vec![
                p.surname.clone(),
                p.given_name.clone(),
                p.title.clone(),
                text(p.fide_id),
                text(p.fide_rating),
                text(p.national_rating),
                p.federation.clone(),
                p.citizenship.clone(),
                text(p.birth_year),
                registered.to_string(),
            ],
        )
    }

    pub fn import(kind: Import) -> Form {
        Form::with(Target::Import(kind), vec![String::new()])
    }

    /// The form keeping teams apart, the team numbered `number` named first and the ban
    /// from the next round to pair on; the pairings kept apart already are listed under it.
    pub fn keep_apart(t: &Tournament, number: usize, lang: Lang) -> Form {
        let next = t.paired_rounds() + 1;
        let values = vec![
            format!("{number}, "),
            format!("{next}-"),
            lang.text(Msg::FormNo).to_string(),
        ];
        let mut form = Form::with(Target::KeepApart, values);
        form.notes = vec![lang.text(Msg::FormKeepApartHint).to_string()];
        form.notes.extend(kept_apart_lines(t, lang));
        form
    }

    /// The form for the round-robin pairing numbers: the starting numbers in the order of
    /// pairing numbers 1, 2, ..., given as they stand.
    pub fn pairing_numbers(t: &Tournament, lang: Lang) -> Form {
        let numbers: Vec<String> = (1..=t.teams.len()).map(|n| n.to_string()).collect();
        let mut form = Form::with(Target::PairingNumbers, vec![numbers.join(",")]);
        form.notes = vec![lang.text(Msg::FormPairingNumbersHint).to_string()];
        form
    }

    /// The form for the round of `target` (an absence or a withdrawal), the next round to
    /// pair given; the rounds it may name under it, and for an absence those announced.
    pub fn round_to_come(target: Target, t: &Tournament, lang: Lang) -> Form {
        let (next, last) = rounds_to_come(t);
        let mut form = Form::with(target, vec![next.to_string()]);
        form.notes = vec![tr!(
            lang,
            Msg::FormRoundToComeHint,
            next = next,
            last = last
        )];
        if let Target::Absent(team) = target {
            let announced: Vec<String> = absences(t, team).map(|r| r.to_string()).collect();
            if !announced.is_empty() {
                form.notes.push(tr!(
                    lang,
                    Msg::FormAbsentAlready,
                    rounds = announced.join(", ")
                ));
            }
        }
        form
    }

    fn with(target: Target, values: Vec<String>) -> Form {
        Form {
            target,
            values: values.into_iter().map(Input::new).collect(),
            focus: 0,
            notes: Vec::new(),
        }
    }

    fn labels(&self) -> &'static [Msg] {
        match self.target {
            Target::NewTeam | Target::Team(_) => &TEAM_FIELDS,
            Target::NewPlayer(_) | Target::Player(_) => &PLAYER_FIELDS,
            Target::Import(_) => &IMPORT_FIELDS,
            Target::KeepApart => &KEEP_APART_FIELDS,
            Target::PairingNumbers => &NUMBERS_FIELDS,
            Target::Absent(_) | Target::Withdraw(_) => &ROUND_FIELDS,
        }
    }

    /// Handles a key; a field that does not read is named in `lang`. Teams are typed by
    /// their starting numbers in `t`.
    pub fn key(&mut self, key: &KeyEvent, lang: Lang, t: &Tournament) -> FormOutcome {
        let last = self.values.len() - 1;
        match key.code {
            KeyCode::Esc => return FormOutcome::Cancelled,
            KeyCode::Enter => {
                return self.submit(lang, t).unwrap_or_else(FormOutcome::Invalid);
            }
            KeyCode::Tab | KeyCode::Down => self.focus = (self.focus + 1).min(last),
            KeyCode::BackTab | KeyCode::Up => self.focus = self.focus.saturating_sub(1),
            _ => {
                text_field::edit(&mut self.values[self.focus], key);
            }
        }
        FormOutcome::Editing
    }

    /// The command (or the file) the form reads as.
    fn submit(&self, lang: Lang, t: &Tournament) -> Result<FormOutcome, String> {
        let v = |i: usize| self.values[i].value().trim().to_string();
        Ok(FormOutcome::Submit(match self.target {
            Target::NewTeam => Command::AddTeam {
                name: v(0),
                club: v(1),
                city: v(2),
            },
            Target::Team(team) => Command::EditTeam {
                team,
                name: v(0),
                club: v(1),
                city: v(2),
            },
            Target::NewPlayer(team) => Command::AddPlayer {
                team,
                data: self.player_data(lang)?,
            },
            Target::Player(player) => Command::EditPlayer {
                player,
                data: self.player_data(lang)?,
            },
            Target::Import(_) if v(0).is_empty() => {
                return Err(format!(
                    "{}: {}",
                    lang.text(Msg::FieldFile),
                    lang.text(Msg::FormNoFile)
                ));
            }
            Target::Import(_) => return Ok(FormOutcome::File(v(0).into())),
            Target::KeepApart => self.keep_apart_command(lang, t)?,
            Target::PairingNumbers => Command::SetPairingNumbers {
                order: by_numbers(t, Msg::FieldPairingNumbers, &v(0)).map_err(said(lang))?,
            },
            Target::Absent(team) => {
                let round = round_to_come(t, &v(0)).map_err(said(lang))?;
                Command::SetAbsent {
                    round,
                    team,
                    absent: !absences(t, team).any(|r| r == round),
                }
            }
            Target::Withdraw(team) => Command::Withdraw {
                team,
                from_round: Some(round_to_come(t, &v(0)).map_err(said(lang))?),
            },
        }))
    }

    /// Teams kept apart over the rounds typed, or (take back: yes) allowed again.
    fn keep_apart_command(&self, lang: Lang, t: &Tournament) -> Result<Command, String> {
        let value = |i: usize| self.values[i].value();
        let teams = by_numbers(t, Msg::FieldTeams, value(0)).map_err(said(lang))?;
        if yes_or_no(lang, Msg::FieldTakeBack, value(2), false)? {
            return Ok(Command::AllowPairings { teams });
        }
        let (first_round, last_round) = round_range(value(1)).map_err(said(lang))?;
        Ok(Command::ForbidPairings {
            teams,
            first_round,
            last_round,
        })
    }

    fn player_data(&self, lang: Lang) -> Result<PlayerData, String> {
        fn refuse(lang: Lang, field: Msg, rule: Msg, value: &str) -> String {
            format!("{}: {}", lang.text(field), tr!(lang, rule, value = value))
        }
        let v: Vec<&str> = self.values.iter().map(Input::value).collect();
        fn number<N: std::str::FromStr>(
            lang: Lang,
            field: Msg,
            value: &str,
        ) -> Result<Option<N>, String> {
            let value = value.trim();
            if value.is_empty() {
                return Ok(None);
            }
            value
                .parse()
                .map(Some)
                .map_err(|_| refuse(lang, field, Msg::FormNotAWholeNumber, value))
        }
        let registered = yes_or_no(lang, Msg::FieldRegistered, v[9], true)?;
        Ok(PlayerData {
            id: NoId,
            surname: v[0].trim().to_string(),
            given_name: v[1].trim().to_string(),
            title: v[2].trim().to_string(),
            fide_id: number(lang, PLAYER_FIELDS[3], v[3])?,
            fide_rating: number(lang, PLAYER_FIELDS[4], v[4])?,
            national_rating: number(lang, PLAYER_FIELDS[5], v[5])?,
            federation: v[6].trim().to_string(),
            citizenship: v[7].trim().to_string(),
            birth_year: number(lang, PLAYER_FIELDS[8], v[8])?,
            registered,
            entered: None,
        })
    }

    /// Draws the form over the bottom of `area`.
    pub fn render(&self, frame: &mut Frame, area: Rect, paint: &Paint, title: &str) {
        let rows = self.values.len() + self.notes.len();
        let height = (rows as u16 + 2).min(area.height);
        let area = Rect {
            y: area.y + area.height - height,
            height,
            ..area
        };
        // The label column; what is left is the value's room.
        let room = usize::from(area.width).saturating_sub(2 + 19 + 1);
        let mut cursor = None;
        let lines: Vec<Line> = self
            .labels()
            .iter()
            .zip(&self.values)
            .enumerate()
            .map(|(i, (label, value))| {
                let focused = i == self.focus;
                let style = if focused {
                    paint.theme.selected
                } else {
                    paint.theme.text
                };
                let label = paint.lang.text(*label);
                let (shown, x) = text_field::shown(value, room, style);
                if focused {
                    cursor = Some(Position::new(area.x + 1 + 19 + x, area.y + 1 + i as u16));
                }
                Line::from(vec![
                    Span::styled(format!("{label:>17}: "), paint.theme.key),
                    shown,
                ])
            })
            .chain(
                self.notes
                    .iter()
                    .map(|note| Line::styled(note.clone(), paint.theme.dim)),
            )
            .collect();
        frame.render_widget(Clear, area);
        frame.render_widget(
            Paragraph::new(lines).block(
                paint
                    .block(format!(" {title} "))
                    .title_bottom(paint.lang.text(Msg::FormKeys)),
            ),
            area,
        );
        if let Some(at) = cursor {
            frame.set_cursor_position(at);
        }
    }
}
