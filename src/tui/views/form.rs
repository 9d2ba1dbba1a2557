//! A one-screen form for adding or editing a team or a player inline, or naming the file
//! to import: one text field per line; the command is built only when every field reads,
//! and a field that does not is named in the status line with the rule it breaks.

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::{Position, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph};
use tui_input::Input;

use super::{Paint, text_field};
use crate::core::{Command, NoId, Player, PlayerData, PlayerId, Team, TeamId};
use crate::i18n::{Lang, Msg};
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

#[derive(Debug, Clone)]
pub struct Form {
    pub target: Target,
    values: Vec<Input>,
    focus: usize,
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

fn text(n: Option<impl ToString>) -> String {
    n.map_or_else(String::new, |n| n.to_string())
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

    fn with(target: Target, values: Vec<String>) -> Form {
        Form {
            target,
            values: values.into_iter().map(Input::new).collect(),
            focus: 0,
        }
    }

    fn labels(&self) -> &'static [Msg] {
        match self.target {
            Target::NewTeam | Target::Team(_) => &TEAM_FIELDS,
            Target::NewPlayer(_) | Target::Player(_) => &PLAYER_FIELDS,
            Target::Import(_) => &IMPORT_FIELDS,
        }
    }

    /// Handles a key; a field that does not read is named in `lang`.
    pub fn key(&mut self, key: &KeyEvent, lang: Lang) -> FormOutcome {
        let last = self.values.len() - 1;
        match key.code {
            KeyCode::Esc => return FormOutcome::Cancelled,
            KeyCode::Enter => {
                return self.submit(lang).unwrap_or_else(FormOutcome::Invalid);
            }
            KeyCode::Tab | KeyCode::Down => self.focus = (self.focus + 1).min(last),
            KeyCode::BackTab | KeyCode::Up => self.focus = self.focus.saturating_sub(1),
            _ => {
                text_field::edit(&mut self.values[self.focus], key);
            }
        }
        FormOutcome::Editing
    }

    /// The command the form reads as.
    /// The command (or the file) the form reads as.
    fn submit(&self, lang: Lang) -> Result<FormOutcome, String> {
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
        }))
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
        // y/n in every language kup speaks (da/ne in Croatian and Slovenian).
        let registered = match v[9].trim().to_lowercase().as_str() {
            "y" | "yes" | "d" | "da" | "" => true,
            "n" | "no" | "ne" => false,
            other => {
                return Err(refuse(
                    lang,
                    Msg::FieldRegistered,
                    Msg::FormNotYesOrNo,
                    other,
                ));
            }
        };
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
        })
    }

    /// Draws the form over the bottom of `area`.
    pub fn render(&self, frame: &mut Frame, area: Rect, paint: &Paint, title: &str) {
        let height = (self.values.len() as u16 + 2).min(area.height);
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
