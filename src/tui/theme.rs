//! Colour themes, read from `themes/*.ron` (embedded, so the binary needs no files) or from a
//! theme file the arbiter names. The shipped themes use only the 16 ANSI colours, and every
//! style that must stand out (cursor, active tab, error) also carries a modifier, so they
//! stay legible on a 16-colour console; `NO_COLOR` selects `mono`, which has no colour at all.

use std::str::FromStr;

use ratatui::style::{Color, Modifier, Style};
use ratatui::symbols::border;
use serde::Deserialize;

use crate::core::ron_error::RonError;
use crate::i18n::{Msg, Text};

/// The themes that ship with kup, by name.
pub const BUILT_IN: [(&str, &str); 4] = [
    ("default", include_str!("../../themes/default.ron")),
    ("light", include_str!("../../themes/light.ron")),
    (
        "high-contrast",
        include_str!("../../themes/high-contrast.ron"),
    ),
    ("mono", include_str!("../../themes/mono.ron")),
];

/// The styles of every element of the screen.
#[derive(Debug, Clone, Copy, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Theme {
    pub header: Look,
    pub tab: Look,
    pub tab_active: Look,
    pub text: Look,
    pub dim: Look,
    pub border: Look,
    pub title: Look,
    /// The cursor row.
    pub selected: Look,
    /// Column headings.
    pub heading: Look,
    /// The status line after a change was saved.
    pub saved: Look,
    pub error: Look,
    /// Rule violations and locked rounds.
    pub warning: Look,
    /// Key names in hints and help.
    pub key: Look,
    /// ASCII borders and separators (`--ascii`), for terminals without line drawing.
    #[serde(skip)]
    pub ascii: bool,
}

/// One style as written in a theme file: `(fg: "yellow", bg: "blue", bold: true)`.
#[derive(Debug, Clone, Copy, PartialEq, Deserialize)]
#[serde(try_from = "LookSpec")]
pub struct Look(pub Style);

impl From<Look> for Style {
    fn from(look: Look) -> Style {
        look.0
    }
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
struct LookSpec {
    fg: Option<String>,
    bg: Option<String>,
    bold: bool,
    reversed: bool,
    underlined: bool,
}

impl TryFrom<LookSpec> for Look {
    type Error = String;

    fn try_from(spec: LookSpec) -> Result<Look, String> {
        let colour = |field: &str, name: Option<String>| -> Result<Option<Color>, String> {
            name.map(|n| {
                Color::from_str(&n).map_err(|_| {
                    format!("{field}: '{n}' is not a colour (use a name such as red or lightblue, an index 0-255, or #rrggbb)")
                })
            })
            .transpose()
        };
        let mut style = Style::default();
        if let Some(fg) = colour("fg", spec.fg)? {
            style = style.fg(fg);
        }
        if let Some(bg) = colour("bg", spec.bg)? {
            style = style.bg(bg);
        }
        for (on, modifier) in [
            (spec.bold, Modifier::BOLD),
            (spec.reversed, Modifier::REVERSED),
            (spec.underlined, Modifier::UNDERLINED),
        ] {
            if on {
                style = style.add_modifier(modifier);
            }
        }
        Ok(Look(style))
    }
}

impl Theme {
    /// Parses a theme file's text; the error names the line and the field.
    pub fn parse(text: &str) -> Result<Theme, RonError> {
        // `fg: "red"` rather than `fg: Some("red")`: theme files are written by hand.
        let options = ron::Options::default()
            .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME);
        crate::core::ron_error::from_str(text, &options)
    }

    /// The theme `choice` (a built-in name or a path to a `.ron` file); without a choice,
    /// `mono` when `no_color` (the `NO_COLOR` convention), else `default`.
    /// The error is in the catalogue (the parser's or the system's own words stay English
    /// inside it).
    pub fn choose(choice: Option<&str>, no_color: bool) -> Result<Theme, Text> {
        let name = choice.unwrap_or(if no_color { "mono" } else { "default" });
        let bad = |problem: RonError| {
            Text::new(Msg::ThemeBad)
                .arg("name", name)
                .arg_text("problem", problem.text())
        };
        if let Some((_, text)) = BUILT_IN.iter().find(|(n, _)| *n == name) {
            return Theme::parse(text).map_err(bad);
        }
        let text = std::fs::read_to_string(name).map_err(|e| {
            let names: Vec<&str> = BUILT_IN.iter().map(|(n, _)| *n).collect();
            Text::new(Msg::ThemeUnknown)
                .arg("name", name)
                .arg("names", names.join(", "))
                .arg("problem", e)
        })?;
        Theme::parse(&text).map_err(bad)
    }

    pub fn with_ascii(mut self, ascii: bool) -> Theme {
        self.ascii = ascii;
        self
    }

    /// Box borders: line drawing, or `+ - |` with `--ascii`.
    pub fn border_set(&self) -> border::Set<'static> {
        if self.ascii {
            border::Set {
                top_left: "+",
                top_right: "+",
                bottom_left: "+",
                bottom_right: "+",
                vertical_left: "|",
                vertical_right: "|",
                horizontal_top: "-",
                horizontal_bottom: "-",
            }
        } else {
            border::PLAIN
        }
    }

    /// The separator between items on one line (tabs, header fields).
    pub fn separator(&self) -> &'static str {
        if self.ascii { " | " } else { " │ " }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// The 16 colours every terminal has (ANSI 0-15), as ratatui names them.
    const SIXTEEN: [Color; 16] = [
        Color::Black,
        Color::Red,
        Color::Green,
        Color::Yellow,
        Color::Blue,
        Color::Magenta,
        Color::Cyan,
        Color::Gray,
        Color::DarkGray,
        Color::LightRed,
        Color::LightGreen,
        Color::LightYellow,
        Color::LightBlue,
        Color::LightMagenta,
        Color::LightCyan,
        Color::White,
    ];

    fn looks(t: &Theme) -> [Look; 13] {
        [
            t.header,
            t.tab,
            t.tab_active,
            t.text,
            t.dim,
            t.border,
            t.title,
            t.selected,
            t.heading,
            t.saved,
            t.error,
            t.warning,
            t.key,
        ]
    }

    #[test]
    fn built_in_themes_use_only_the_sixteen_colours() {
        for (name, text) in BUILT_IN {
            let theme = Theme::parse(text).unwrap_or_else(|e| panic!("{name}: {e}"));
            for look in looks(&theme) {
                for colour in [look.0.fg, look.0.bg].into_iter().flatten() {
                    assert!(SIXTEEN.contains(&colour), "{name} uses {colour:?}");
                }
            }
        }
    }

    /// Whatever must be found at a glance stands out without colour too (a 16-colour
    /// console may map colours to near-identical greys).
    #[test]
    fn cursor_active_tab_and_errors_carry_a_modifier_in_every_theme() {
        for (name, text) in BUILT_IN {
            let t = Theme::parse(text).unwrap();
            for (what, look) in [
                ("selected", t.selected),
                ("tab_active", t.tab_active),
                ("error", t.error),
            ] {
                assert!(
                    !look.0.add_modifier.is_empty(),
                    "{name}: {what} relies on colour alone"
                );
            }
        }
    }

    #[test]
    fn mono_has_no_colour_and_is_chosen_under_no_color() {
        let mono = Theme::choose(None, true).unwrap();
        assert!(
            looks(&mono)
                .iter()
                .all(|l| l.0.fg.is_none() && l.0.bg.is_none())
        );
        assert_eq!(mono, Theme::choose(Some("mono"), false).unwrap());
        // An explicit choice wins over NO_COLOR, as the convention allows.
        assert_eq!(
            Theme::choose(Some("light"), true).unwrap(),
            Theme::choose(Some("light"), false).unwrap()
        );
    }

    #[test]
    fn a_bad_colour_or_theme_name_is_refused_with_the_field_named() {
        let err = Theme::parse(&BUILT_IN[0].1.replace("\"blue\"", "\"bluish\""))
            .unwrap_err()
            .to_string();
        assert!(err.contains("'bluish' is not a colour"), "{err}");
        let err = Theme::choose(Some("nosuch"), false).unwrap_err();
        let en = err.render(Lang::En);
        assert!(en.contains("default, light, high-contrast, mono"), "{en}");
        let hr = err.render(Lang::Hr);
        assert!(
            hr.starts_with("tema: 'nosuch' nije ni ugrađena tema (default, light,"),
            "{hr}"
        );
    }
}
