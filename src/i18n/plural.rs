//! Plural forms: a text with a count says "1 change", "2 changes"; Croatian and Slovenian
//! have more forms than English (hr 1 ploča, 2 ploče, 5 ploča; sl 1 deska, 2 deski,
//! 3 deske, 5 desk), chosen by the count's CLDR plural category.
//!
//! A catalogue text names its forms where the word stands, after the argument whose value
//! decides: `{changes} {changes:one=change|other=changes}`. The categories are CLDR's
//! cardinal ones, taken from the `intl_pluralrules` crate rather than written out here, so
//! that the rules are CLDR's own: en one/other, hr one/few/other, sl one/two/few/other.

use std::borrow::Cow;
use std::fmt::Display;

use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use unic_langid::LanguageIdentifier;

use super::Lang;

/// A CLDR plural category of a cardinal number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Category {
    Zero,
    One,
    Two,
    Few,
    Many,
    Other,
}

impl Category {
    /// The name a catalogue text gives the category's form (`one=`).
    pub fn name(self) -> &'static str {
        match self {
            Category::Zero => "zero",
            Category::One => "one",
            Category::Two => "two",
            Category::Few => "few",
            Category::Many => "many",
            Category::Other => "other",
        }
    }
}

impl Lang {
    /// The categories this language's cardinals fall into, each of which a catalogue text
    /// with plural forms must give a form for.
    pub fn plural_categories(self) -> &'static [Category] {
        match self {
            Lang::En => &[Category::One, Category::Other],
            Lang::Hr => &[Category::One, Category::Few, Category::Other],
            Lang::Sl => &[Category::One, Category::Two, Category::Few, Category::Other],
        }
    }

    /// The plural category of `number` (a count as written, `21`, or a decimal with a
    /// point, `1.5`) in this language. A value that is no number is `Other`, the category
    /// every language has.
    pub fn plural_category(self, number: &str) -> Category {
        let category = self
            .code()
            .parse::<LanguageIdentifier>()
            .ok()
            .and_then(|language| PluralRules::create(language, PluralRuleType::CARDINAL).ok())
            .and_then(|rules| rules.select(number).ok());
        match category {
            Some(PluralCategory::ZERO) => Category::Zero,
            Some(PluralCategory::ONE) => Category::One,
            Some(PluralCategory::TWO) => Category::Two,
            Some(PluralCategory::FEW) => Category::Few,
            Some(PluralCategory::MANY) => Category::Many,
            Some(PluralCategory::OTHER) | None => Category::Other,
        }
    }
}

/// A plural choice in a text, `{name:one=…|other=…}`: the argument that decides and the
/// forms by category name.
#[derive(Debug, PartialEq, Eq)]
pub struct Choice<'a> {
    pub name: &'a str,
    pub forms: Vec<(&'a str, &'a str)>,
}

impl<'a> Choice<'a> {
    /// The choice between braces (`changes:one=change|other=changes`); `None` for a plain
    /// placeholder or other text.
    pub fn parse(inside: &'a str) -> Option<Choice<'a>> {
        let (name, forms) = inside.split_once(':')?;
        let is_name = !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_');
        let forms = forms
            .split('|')
            .map(|form| form.split_once('='))
            .collect::<Option<Vec<_>>>()?;
        is_name.then_some(Choice { name, forms })
    }

    /// The form for `category`, else the `other` form (every text has one).
    fn form(&self, category: Category) -> &'a str {
        let named = |wanted: &str| {
            self.forms
                .iter()
                .find(|(name, _)| *name == wanted)
                .map(|(_, form)| *form)
        };
        named(category.name())
            .or_else(|| named(Category::Other.name()))
            .unwrap_or_default()
    }
}

/// `template` with every plural choice replaced by the form for its argument's category in
/// `lang`; the placeholders are left for [`super::fill`]. A choice whose argument is
/// missing takes the `other` form: a text a file keeps without that argument still
/// reads as a sentence.
pub fn choose<'a>(lang: Lang, template: &'a str, args: &[(&str, &dyn Display)]) -> Cow<'a, str> {
    let mut out = String::new();
    let mut rest = template;
    let mut chose = false;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let Some((close, choice)) = after
            .find('}')
            .and_then(|close| Choice::parse(&after[..close]).map(|choice| (close, choice)))
        else {
            out.push_str(&rest[..=open]);
            rest = after;
            continue;
        };
        let value = args
            .iter()
            .find(|(name, _)| *name == choice.name)
            .map(|(_, value)| value.to_string());
        let category = value.map_or(Category::Other, |value| lang.plural_category(&value));
        out.push_str(&rest[..open]);
        out.push_str(choice.form(category));
        rest = &after[close + 1..];
        chose = true;
    }
    if !chose {
        return Cow::Borrowed(template);
    }
    out.push_str(rest);
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const COUNTS: [&str; 8] = ["1", "2", "3", "5", "11", "21", "101", "102"];

    fn categories(lang: Lang) -> Vec<Category> {
        COUNTS
            .iter()
            .map(|count| lang.plural_category(count))
            .collect()
    }

    /// CLDR, English: one: i = 1 and v = 0; other: everything else.
    #[test]
    fn english_counts_take_one_or_other_as_cldr_writes() {
        use Category::{One, Other};
        assert_eq!(
            categories(Lang::En),
            [One, Other, Other, Other, Other, Other, Other, Other]
        );
    }

    /// CLDR, Croatian: one: v = 0 and i % 10 = 1 and i % 100 != 11 (or f likewise);
    /// few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14 (or f likewise); other:
    /// everything else.
    #[test]
    fn croatian_counts_take_one_few_or_other_as_cldr_writes() {
        use Category::{Few, One, Other};
        assert_eq!(
            categories(Lang::Hr),
            [One, Few, Few, Other, Other, One, One, Few]
        );
    }

    /// CLDR, Slovenian: one: v = 0 and i % 100 = 1; two: v = 0 and i % 100 = 2; few:
    /// v = 0 and i % 100 = 3..4 or v != 0; other: everything else.
    #[test]
    fn slovenian_counts_take_one_two_few_or_other_as_cldr_writes() {
        use Category::{Few, One, Other, Two};
        assert_eq!(
            categories(Lang::Sl),
            [One, Two, Few, Other, Other, Other, One, Two]
        );
    }

    #[test]
    fn every_category_a_language_uses_is_one_it_lists() {
        for lang in Lang::ALL {
            for count in 0..=200 {
                let category = lang.plural_category(&count.to_string());
                assert!(
                    lang.plural_categories().contains(&category),
                    "{count} in {} is {category:?}",
                    lang.code()
                );
            }
        }
    }

    #[test]
    fn a_choice_takes_the_form_of_its_arguments_category() {
        let template = "{n} {n:one=deska|two=deski|few=deske|other=desk}";
        let chosen: Vec<String> = ["1", "2", "4", "5", "102"]
            .iter()
            .map(|n| choose(Lang::Sl, template, &[("n", n)]).into_owned())
            .collect();
        assert_eq!(
            chosen,
            [
                "{n} deska",
                "{n} deski",
                "{n} deske",
                "{n} desk",
                "{n} deski"
            ]
        );
    }

    #[test]
    fn a_choice_without_its_argument_takes_the_other_form_and_plain_text_is_untouched() {
        assert_eq!(
            choose(Lang::En, "board{n:one=|other=s} {b}", &[]),
            "boards {b}"
        );
        let plain = "{rule}: {field} {";
        assert!(matches!(choose(Lang::Hr, plain, &[]), Cow::Borrowed(t) if t == plain));
    }
}
