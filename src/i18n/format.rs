//! Dates, times and numbers as the reader writes them.
//!
//! Croatian writes a date with a full stop after every part, the year included
//! (`15. 2. 2015.`); Slovenian the same without the last one (`15. 2. 2015`), as the
//! regulations kup ships do (`docs/rules/`). English gets ISO 8601 (`2015-02-15`), which no
//! English reader misreads. Times are 24-hour `09:30` in all three.
//!
//! Croatian and Slovenian write a decimal comma (`20,5`). These helpers are for texts
//! people read (the screen, HTML and plain-text exports); machine formats (TRF, CSV) keep
//! the dot and do not call them.

use chrono::{DateTime, Datelike, FixedOffset, NaiveDate, NaiveTime, Timelike};

use super::Lang;

/// `15. 2. 2015.` (hr), `15. 2. 2015` (sl), `2015-02-15` (en).
pub fn date(lang: Lang, date: NaiveDate) -> String {
    let (d, m, y) = (date.day(), date.month(), date.year());
    match lang {
        Lang::Hr => format!("{d}. {m}. {y}."),
        Lang::Sl => format!("{d}. {m}. {y}"),
        Lang::En => format!("{y:04}-{m:02}-{d:02}"),
    }
}

/// A date as the reader types it: ISO 8601 (`2026-12-07`) in every language, and in
/// Croatian and Slovenian also the way they write it, day first (`7.12.2026`,
/// `7. 12. 2026.`). English takes ISO alone: `7.12.2026` is read either way there.
pub fn read_date(lang: Lang, text: &str) -> Option<NaiveDate> {
    let text = text.trim();
    if let Ok(date) = NaiveDate::parse_from_str(text, "%Y-%m-%d") {
        return Some(date);
    }
    if lang == Lang::En {
        return None;
    }
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let compact = compact.strip_suffix('.').unwrap_or(&compact);
    let parts: Vec<&str> = compact.split('.').collect();
    let [day, month, year] = parts.as_slice() else {
        return None;
    };
    if year.len() != 4 {
        return None;
    }
    NaiveDate::from_ymd_opt(year.parse().ok()?, month.parse().ok()?, day.parse().ok()?)
}

/// `09:30` in every language.
pub fn time(time: NaiveTime) -> String {
    format!("{:02}:{:02}", time.hour(), time.minute())
}

/// The date and time on the hall's clock (the offset stored with the time, not the
/// viewer's): `15. 2. 2015. 09:30` (hr), `15. 2. 2015 09:30` (sl), `2015-02-15 09:30` (en).
pub fn date_time(lang: Lang, at: DateTime<FixedOffset>) -> String {
    let local = at.naive_local();
    format!("{} {}", date(lang, local.date()), time(local.time()))
}

/// A moment as the arbiter reads it on the day `today` falls on: the time alone when it
/// is that day (`09:30`), else the date and time ([`date_time`]), so a moment on another
/// day is never taken for today's.
pub fn moment(lang: Lang, at: DateTime<FixedOffset>, today: DateTime<FixedOffset>) -> String {
    if at.date_naive() == today.date_naive() {
        time(at.time())
    } else {
        date_time(lang, at)
    }
}

impl Lang {
    /// The decimal separator of texts for people.
    pub fn decimal_separator(self) -> char {
        match self {
            Lang::En => '.',
            Lang::Hr | Lang::Sl => ',',
        }
    }
}

/// `value` with `places` decimals and the reader's decimal separator: `20,5` (hr, sl),
/// `20.5` (en).
pub fn decimal(lang: Lang, value: f64, places: usize) -> String {
    let dotted = format!("{value:.places$}");
    match lang.decimal_separator() {
        '.' => dotted,
        separator => dotted.replace('.', &separator.to_string()),
    }
}

/// A number already written with a dot (`2.5`, `-0.25`, a vector `2/1.5`), in the reader's
/// style: `2,5`, `-0,25`, `2/1,5` in hr and sl. Text that is not such a number (a name, a
/// shared place `3-4`) is returned as it is.
pub fn number_text(lang: Lang, text: &str) -> String {
    let is_number = |part: &str| !part.is_empty() && part.parse::<f64>().is_ok();
    if lang.decimal_separator() == '.' || !text.split('/').all(is_number) {
        return text.to_string();
    }
    text.replace('.', &lang.decimal_separator().to_string())
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    fn cup_round_one() -> DateTime<FixedOffset> {
        // Kup KZŽ 2015, round 1: 15 February 2015, 09:30 in Pregrada (CET, UTC+1).
        FixedOffset::east_opt(3600)
            .expect("valid offset")
            .with_ymd_and_hms(2015, 2, 15, 9, 30, 0)
            .single()
            .expect("unambiguous")
    }

    #[test]
    fn a_date_is_read_day_first_in_croatian_and_slovenian_and_as_iso_everywhere() {
        let day = NaiveDate::from_ymd_opt(2026, 12, 7);
        for lang in [Lang::Hr, Lang::Sl] {
            for typed in [
                "7.12.2026",
                "7. 12. 2026.",
                "07.12.2026",
                "2026-12-07",
                " 7.12.2026 ",
            ] {
                assert_eq!(read_date(lang, typed), day, "{lang:?} {typed}");
            }
            for wrong in ["7.12.26", "32.12.2026", "7.13.2026", "7-12-2026", "kzz", ""] {
                assert_eq!(read_date(lang, wrong), None, "{lang:?} {wrong}");
            }
        }
        assert_eq!(read_date(Lang::En, "2026-12-07"), day);
        assert_eq!(read_date(Lang::En, "7.12.2026"), None);
    }

    #[test]
    fn numbers_written_with_a_dot_take_the_readers_separator() {
        assert_eq!(number_text(Lang::Hr, "2.5"), "2,5");
        assert_eq!(number_text(Lang::Sl, "-0.25"), "-0,25");
        assert_eq!(number_text(Lang::Hr, "2/1.5"), "2/1,5");
        assert_eq!(number_text(Lang::En, "2.5"), "2.5");
        assert_eq!(number_text(Lang::Hr, "3-4"), "3-4", "a shared place");
        assert_eq!(number_text(Lang::Hr, "Novak, Ivan"), "Novak, Ivan");
        assert_eq!(number_text(Lang::Hr, ""), "");
        assert_eq!(number_text(Lang::Hr, "12"), "12");
    }

    #[test]
    fn dates_and_times_in_the_local_style() {
        let at = cup_round_one();
        assert_eq!(date_time(Lang::Hr, at), "15. 2. 2015. 09:30");
        assert_eq!(date_time(Lang::Sl, at), "15. 2. 2015 09:30");
        assert_eq!(date_time(Lang::En, at), "2015-02-15 09:30");
    }

    #[test]
    fn the_hall_clock_is_shown_not_utc() {
        // 16:00 in Komenda in summer (UTC+2) is 14:00 UTC; the arbiter reads 16:00.
        let at = FixedOffset::east_opt(2 * 3600)
            .expect("valid offset")
            .with_ymd_and_hms(2018, 6, 2, 16, 0, 0)
            .single()
            .expect("unambiguous");
        assert_eq!(date_time(Lang::Sl, at), "2. 6. 2018 16:00");
    }

    #[test]
    fn a_moment_today_is_its_time_another_days_has_its_date() {
        let round_one = cup_round_one();
        let before = round_one - chrono::Duration::hours(1);
        let day_before = round_one - chrono::Duration::days(1);
        assert_eq!(moment(Lang::Hr, round_one, before), "09:30");
        assert_eq!(
            moment(Lang::Hr, round_one, day_before),
            "15. 2. 2015. 09:30"
        );
        assert_eq!(moment(Lang::Sl, day_before, round_one), "14. 2. 2015 09:30");
        assert_eq!(moment(Lang::En, day_before, round_one), "2015-02-14 09:30");
    }

    #[test]
    fn two_digit_days_and_months() {
        let d = NaiveDate::from_ymd_opt(2009, 12, 27).expect("valid date");
        assert_eq!(date(Lang::Hr, d), "27. 12. 2009.");
        assert_eq!(date(Lang::Sl, d), "27. 12. 2009");
        assert_eq!(date(Lang::En, d), "2009-12-27");
    }

    #[test]
    fn decimal_comma_in_croatian_and_slovenian() {
        // From the crosstable of the 2009 cadet final: 20,5 board points, 2,0 in a match.
        assert_eq!(decimal(Lang::Hr, 20.5, 1), "20,5");
        assert_eq!(decimal(Lang::Sl, 2.0, 1), "2,0");
        assert_eq!(decimal(Lang::En, 20.5, 1), "20.5");
        assert_eq!(decimal(Lang::Hr, 1.25, 2), "1,25");
        assert_eq!(decimal(Lang::Sl, 1234.5, 1), "1234,5");
        assert_eq!(decimal(Lang::En, 1.25, 2), "1.25");
    }
}
