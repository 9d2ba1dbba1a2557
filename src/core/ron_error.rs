//! How a RON parse error reads to the arbiter: `line:column: what`, the place where the
//! parser stopped (the end of the offending token). ron's own text names a span (`3:5-3:9`);
//! one place is what a person looks for, and the messages of kup's files stay as they were.

use ron::error::SpannedError;

/// The error as `line:column: what`, at the end of the span.
pub fn text(error: &SpannedError) -> String {
    format!("{}: {}", error.span.end, error.code)
}

#[cfg(test)]
mod tests {
    #[derive(serde::Deserialize, Debug)]
    struct Team {}

    #[test]
    fn names_where_the_parser_stopped() {
        let error = ron::from_str::<Vec<Team>>("[\n  oops]").expect_err("oops is no team");
        assert_eq!(
            super::text(&error),
            "2:7: Expected struct `Team` but found `oops`"
        );
    }
}
