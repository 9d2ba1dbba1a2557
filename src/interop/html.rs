//! One self-contained, printable HTML file per report: UTF-8, styles inline, a print style
//! sheet for A4, and every text the tournament holds HTML-escaped (a team called
//! `<script>` is printed, never run).

use super::report::{Report, Table};

/// Escapes the five characters that are markup in HTML text and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            other => out.push(other),
        }
    }
    out
}

const STYLE: &str = "\
body { font-family: \"DejaVu Sans\", Arial, sans-serif; font-size: 10pt; margin: 1em; }
h1 { font-size: 14pt; margin: 0 0 0.3em; }
h2 { font-size: 11pt; margin: 1em 0 0.2em; }
p { margin: 0.1em 0; }
table { border-collapse: collapse; margin-bottom: 0.6em; }
th, td { border: 1px solid #999; padding: 1px 5px; text-align: left; white-space: nowrap; }
th { background: #eee; }
td.n, th.n { text-align: right; }
@page { size: A4; margin: 12mm; }
@media print {
  body { margin: 0; }
  h2 { page-break-after: avoid; }
  table { page-break-inside: avoid; }
  th { background: none; }
}
";

/// The whole HTML document of a report.
pub fn render(report: &Report) -> String {
    let mut out = String::new();
    out.push_str(&format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n",
        report.lang.code()
    ));
    out.push_str(&format!("<title>{}</title>\n", escape(&report.title)));
    out.push_str(&format!("<style>\n{STYLE}</style>\n</head>\n<body>\n"));
    out.push_str(&format!("<h1>{}</h1>\n", escape(&report.title)));
    for line in &report.lines {
        out.push_str(&format!("<p>{}</p>\n", escape(line)));
    }
    for table in &report.tables {
        render_table(table, &mut out);
    }
    out.push_str("</body>\n</html>\n");
    out
}

fn render_table(table: &Table, out: &mut String) {
    if let Some(caption) = &table.caption {
        out.push_str(&format!("<h2>{}</h2>\n", escape(caption)));
    }
    let class = |c: usize| {
        if table.numeric.get(c).copied().unwrap_or(false) {
            " class=\"n\""
        } else {
            ""
        }
    };
    out.push_str("<table>\n<thead><tr>");
    for (c, head) in table.columns.iter().enumerate() {
        out.push_str(&format!("<th{}>{}</th>", class(c), escape(head)));
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    for row in &table.rows {
        out.push_str("<tr>");
        for (c, cell) in row.iter().enumerate() {
            out.push_str(&format!("<td{}>{}</td>", class(c), escape(cell)));
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody>\n</table>\n");
}
