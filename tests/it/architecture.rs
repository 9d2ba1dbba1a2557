//! The shape of the code base, checked on every test run: imports point down the layers
//! (ARCHITECTURE.md's picture), and no function runs over 120 lines unless its doc comment
//! says it reads best whole. Each allow-list names what is still in the way and why; an
//! entry that no longer matches fails too, so the lists only shrink.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The layers from the top: a module may use the modules of lower layers, never those of
/// its own layer or a higher one (but see [`SAME_LAYER`]).
const LAYERS: &[&[&str]] = &[
    &["tui", "cli"],
    &["app"],
    &["store", "interop", "config", "wallclock", "sample"],
    &["pairing", "scoring"],
    &["core"],
    &["i18n"],
];

/// Imports within one layer that are part of the design: a pairing system reads the
/// standings it pairs by.
const SAME_LAYER: &[(&str, &str)] = &[("pairing", "scoring")];

/// Imports against the layers that are still there, as (file, module it imports, why).
const ALLOWED_IMPORTS: &[(&str, &str, &str)] = &[];

/// The longest a function may be without saying, in its doc comment, that it reads best whole.
const MAX_FUNCTION_LINES: usize = 120;

/// Functions over the limit that are still to be split, as "file::function".
const ALLOWED_LONG_FUNCTIONS: &[&str] = &[];

#[test]
fn imports_point_down_the_layers() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = rust_files(&root.join("src"));
    let macros = exported_macros(root, &files);
    let mut violations = Vec::new();
    let mut allowed_seen = vec![false; ALLOWED_IMPORTS.len()];
    for file in &files {
        let name = relative(root, file);
        let Some(from) = top_module(&name) else {
            continue;
        };
        let source = read(file);
        for (line, target) in imports(&name, &strip(&source), &macros) {
            if permitted(from, &target) {
                continue;
            }
            let allowed = ALLOWED_IMPORTS
                .iter()
                .position(|(f, t, _)| *f == name && *t == target);
            match allowed {
                Some(i) => allowed_seen[i] = true,
                None => violations.push(format!(
                    "{name}:{line}: `{from}` imports `{target}`, which is {}",
                    direction(from, &target)
                )),
            }
        }
    }
    for (seen, (file, target, _)) in allowed_seen.iter().zip(ALLOWED_IMPORTS) {
        if !seen {
            violations.push(format!(
                "{file} no longer imports `{target}`: remove it from ALLOWED_IMPORTS"
            ));
        }
    }
    assert!(violations.is_empty(), "\n{}\n", violations.join("\n"));
}

/// The floors of `src/store/`, from the ground up: a room uses the rooms of lower floors
/// only, never one of its own floor or above, nor `mod.rs` (the facade outside code uses).
/// The ground floor names the files, says what went wrong and writes durably; the top room
/// opens a tournament.
const STORE_FLOORS: &[&[&str]] = &[
    &["names", "fault", "accelerators"],
    &["error", "buffers", "ron_writer", "identity"],
    &["files", "kept"],
    &["snapshot", "lock", "audit", "position"],
    &["journal", "cache"],
    &["history", "damage"],
    &["behind"],
    &["state"],
    &["writer"],
    &["recover"],
    &["undo"],
    &["commit"],
    &["open"],
];

#[test]
fn rooms_inside_the_store_point_down_its_floors() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let floor = |room: &str| STORE_FLOORS.iter().position(|rooms| rooms.contains(&room));
    let mut violations = Vec::new();
    let mut rooms_seen = 0;
    for file in rust_files(&root.join("src/store")) {
        let name = relative(root, &file);
        let room = name
            .trim_start_matches("src/store/")
            .trim_end_matches(".rs");
        if room == "mod" {
            continue;
        }
        rooms_seen += 1;
        let Some(own) = floor(room) else {
            violations.push(format!(
                "{name}: a room on no floor: add it to STORE_FLOORS"
            ));
            continue;
        };
        for (line, target) in store_imports(&strip(&read(&file))) {
            match floor(&target) {
                Some(below) if below < own => {}
                Some(_) => violations.push(format!(
                    "{name}:{line}: `{room}` uses `{target}`, on its own floor or above"
                )),
                None => violations.push(format!(
                    "{name}:{line}: `{room}` uses `{target}` of the store's facade (mod.rs)"
                )),
            }
        }
    }
    assert!(rooms_seen > 10, "the store's rooms are read: {rooms_seen}");
    assert!(violations.is_empty(), "\n{}\n", violations.join("\n"));
}

/// The rooms of `store/` a room's code names, by line: `super::room` from the file (or
/// `super::super::room` from its inline test module) and `crate::store::room`.
fn store_imports(code: &[char]) -> Vec<(usize, String)> {
    let inline = inline_modules(code);
    let newlines = newlines(code);
    let mut found = Vec::new();
    let mut i = 0;
    while i < code.len() {
        if !starts_word(code, i) {
            i += 1;
            continue;
        }
        let (names, next) = if word_at(code, i, "crate") && path_sep(code, i + 5) {
            let j = skip_space(code, i + 7);
            if word_at(code, j, "store") && path_sep(code, j + 5) {
                (path_heads(code, j + 7), j + 7)
            } else {
                (Vec::new(), i + 1)
            }
        } else if word_at(code, i, "super") && path_sep(code, i + 5) {
            // The file is one level inside `store`, each inline module one more.
            let module = ["store".to_string(), String::new()];
            climb_to(code, i, &module, &inline, 1)
        } else {
            (Vec::new(), i + 1)
        };
        for name in names.into_iter().filter(|name| name != "*") {
            found.push((line_of(&newlines, i), name));
        }
        i = next.max(i + 1);
    }
    found
}

#[test]
fn no_function_is_longer_than_it_reads() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut problems = Vec::new();
    let mut allowed_seen = vec![false; ALLOWED_LONG_FUNCTIONS.len()];
    for file in rust_files(&root.join("src")) {
        let name = relative(root, &file);
        let source = read(&file);
        for function in functions(&source) {
            if function.lines <= MAX_FUNCTION_LINES || function.reads_best_whole {
                continue;
            }
            let key = format!("{name}::{}", function.name);
            match ALLOWED_LONG_FUNCTIONS.iter().position(|a| *a == key) {
                Some(i) => allowed_seen[i] = true,
                None => problems.push(format!(
                    "{name}:{}: fn {} has {} lines (over {MAX_FUNCTION_LINES}): split it, or \
                     say in its doc comment why it \"reads best whole\"",
                    function.line, function.name, function.lines
                )),
            }
        }
    }
    for (seen, key) in allowed_seen.iter().zip(ALLOWED_LONG_FUNCTIONS) {
        if !seen {
            problems.push(format!(
                "{key} is no longer over {MAX_FUNCTION_LINES} lines: remove it from \
                 ALLOWED_LONG_FUNCTIONS"
            ));
        }
    }
    assert!(problems.is_empty(), "\n{}\n", problems.join("\n"));
}

/// Every allow-list entry says why it is there.
#[test]
fn every_allowed_import_says_why() {
    for (file, target, why) in ALLOWED_IMPORTS {
        assert!(!why.trim().is_empty(), "{file} -> {target}: say why");
    }
}

// ---- layers ----

fn layer(module: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&module))
}

/// May `from` use `to`?
fn permitted(from: &str, to: &str) -> bool {
    if from == to || SAME_LAYER.contains(&(from, to)) {
        return true;
    }
    match (layer(from), layer(to)) {
        (Some(a), Some(b)) => b > a,
        _ => false,
    }
}

fn direction(from: &str, to: &str) -> &'static str {
    match (layer(from), layer(to)) {
        (Some(a), Some(b)) if a == b => "beside it in the same layer",
        (Some(_), Some(_)) => "above it",
        (None, _) => "from a module with no layer: add it to LAYERS",
        (_, None) => "a module with no layer: add it to LAYERS",
    }
}

/// The top module a file belongs to (`src/tui/views/round.rs` → `tui`); `None` for the
/// crate roots, which wire the modules together.
fn top_module(file: &str) -> Option<&str> {
    let rest = file.strip_prefix("src/")?;
    if rest == "lib.rs" || rest == "main.rs" {
        return None;
    }
    let first = rest.split('/').next()?;
    Some(first.strip_suffix(".rs").unwrap_or(first))
}

/// The module path of a file (`src/tui/views/mod.rs` → `[tui, views]`).
fn module_path(file: &str) -> Vec<String> {
    let rest = file.strip_prefix("src/").unwrap_or(file);
    let mut parts: Vec<String> = rest.split('/').map(str::to_string).collect();
    if let Some(last) = parts.pop() {
        match last.as_str() {
            "mod.rs" | "lib.rs" | "main.rs" => {}
            other => parts.push(other.trim_end_matches(".rs").to_string()),
        }
    }
    parts
}

/// The macros exported at the crate root (`crate::tr`), by the top module that defines them.
fn exported_macros(root: &Path, files: &[PathBuf]) -> BTreeMap<String, String> {
    let mut macros = BTreeMap::new();
    for file in files {
        let name = relative(root, file);
        let Some(module) = top_module(&name) else {
            continue;
        };
        let source = read(file);
        let mut lines = source.lines().map(str::trim);
        while let Some(line) = lines.next() {
            if line == "#[macro_export]" {
                let defined = lines.next().and_then(|l| l.strip_prefix("macro_rules!"));
                if let Some(rest) = defined {
                    let macro_name: String =
                        rest.trim().chars().take_while(|&c| is_ident(c)).collect();
                    macros.insert(macro_name, module.to_string());
                }
            }
        }
    }
    macros
}

/// The top modules a file names, by line: `crate::x` (also `$crate::x`), each item of a
/// grouped `use crate::{x, y}`, and `super::` chains that climb out of the top module.
fn imports(file: &str, code: &[char], macros: &BTreeMap<String, String>) -> Vec<(usize, String)> {
    let module = module_path(file);
    let inline = inline_modules(code);
    let newlines = newlines(code);
    let mut found = Vec::new();
    let mut i = 0;
    while i < code.len() {
        if !starts_word(code, i) {
            i += 1;
            continue;
        }
        let (names, next) = if word_at(code, i, "crate") && path_sep(code, i + 5) {
            (path_heads(code, i + 7), i + 7)
        } else if word_at(code, i, "super") && path_sep(code, i + 5) {
            climb(code, i, &module, &inline)
        } else {
            (Vec::new(), i + 1)
        };
        for name in names {
            let target = macros.get(&name).cloned().unwrap_or(name);
            found.push((line_of(&newlines, i), target));
        }
        i = next.max(i + 1);
    }
    found
}

/// A `super::super::…` chain at `start`: the top module it reaches, if it climbs to the
/// crate root (a chain that stays inside the file's top module imports nothing new).
fn climb(
    code: &[char],
    start: usize,
    module: &[String],
    inline: &[(usize, usize)],
) -> (Vec<String>, usize) {
    climb_to(code, start, module, inline, 0)
}

/// A `super::super::…` chain at `start`: the names it reaches if it climbs to `depth`
/// levels below the crate root (0: the root's top modules).
fn climb_to(
    code: &[char],
    start: usize,
    module: &[String],
    inline: &[(usize, usize)],
    target: usize,
) -> (Vec<String>, usize) {
    let nesting = inline
        .iter()
        .filter(|(a, b)| *a < start && start < *b)
        .count();
    let mut depth = module.len() + nesting;
    let mut i = start;
    while word_at(code, i, "super") && path_sep(code, i + 5) {
        depth = depth.saturating_sub(1);
        i += 7;
        i = skip_space(code, i);
    }
    if depth == target {
        (path_heads(code, i), i)
    } else {
        (Vec::new(), i)
    }
}

/// The first segment of a path at `i`, or each first segment of a `{…}` group there.
fn path_heads(code: &[char], i: usize) -> Vec<String> {
    let i = skip_space(code, i);
    if code.get(i) != Some(&'{') {
        let name = ident_at(code, i);
        return if name.is_empty() {
            Vec::new()
        } else {
            vec![name]
        };
    }
    let mut heads = Vec::new();
    let mut depth = 0;
    let mut expect_head = true;
    let mut j = i;
    while j < code.len() {
        match code[j] {
            '{' => {
                depth += 1;
                expect_head = depth == 1;
            }
            '}' => {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            ',' if depth == 1 => expect_head = true,
            c if expect_head && is_ident(c) => {
                let name = ident_at(code, j);
                j += name.chars().count();
                if name != "self" {
                    heads.push(name);
                }
                expect_head = false;
                continue;
            }
            c if !c.is_whitespace() => expect_head = false,
            _ => {}
        }
        j += 1;
    }
    heads
}

/// The spans of inline `mod name { … }` blocks, which add a level for `super`.
fn inline_modules(code: &[char]) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut i = 0;
    while i < code.len() {
        if starts_word(code, i) && word_at(code, i, "mod") {
            let j = skip_space(code, i + 3);
            let name = ident_at(code, j);
            let k = skip_space(code, j + name.chars().count());
            if !name.is_empty() && code.get(k) == Some(&'{') {
                spans.push((k, matching_brace(code, k)));
            }
        }
        i += 1;
    }
    spans
}

// ---- functions ----

struct Function {
    name: String,
    line: usize,
    lines: usize,
    reads_best_whole: bool,
}

/// Every function with a body, its length from the `fn` line to the closing brace.
fn functions(source: &str) -> Vec<Function> {
    let code = strip(source);
    let lines: Vec<&str> = source.lines().collect();
    let newlines = newlines(&code);
    let mut found = Vec::new();
    let mut i = 0;
    while i < code.len() {
        if !(starts_word(&code, i) && word_at(&code, i, "fn")) {
            i += 1;
            continue;
        }
        let j = skip_space(&code, i + 2);
        let name = ident_at(&code, j);
        let Some(open) = body_start(&code, j) else {
            i += 2;
            continue;
        };
        if name.is_empty() {
            i += 2;
            continue;
        }
        let close = matching_brace(&code, open);
        let line = line_of(&newlines, i);
        found.push(Function {
            reads_best_whole: doc_comment(&lines, line)
                .to_lowercase()
                .contains("reads best whole"),
            lines: line_of(&newlines, close) - line + 1,
            name,
            line,
        });
        i += 2;
    }
    found
}

/// The `{` that opens the body of the function whose signature starts at `i`, or `None`
/// for a declaration without a body (`;` first, outside parentheses and brackets).
fn body_start(code: &[char], i: usize) -> Option<usize> {
    let mut depth = 0i32;
    for (k, &c) in code.iter().enumerate().skip(i) {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            '{' if depth == 0 => return Some(k),
            ';' if depth == 0 => return None,
            _ => {}
        }
    }
    None
}

/// The doc comment and attributes right above line `line` (1-based), joined.
fn doc_comment(lines: &[&str], line: usize) -> String {
    let mut text = Vec::new();
    for l in lines[..line - 1].iter().rev() {
        let l = l.trim();
        if l.starts_with("///") || l.starts_with("#[") || l.starts_with("//") {
            text.push(l.trim_start_matches('/').trim());
        } else {
            break;
        }
    }
    text.reverse();
    text.join(" ")
}

// ---- reading Rust ----

/// The source with comments, strings and character literals blanked out (newlines kept, so
/// positions and line numbers stay those of the source).
fn strip(source: &str) -> Vec<char> {
    let src: Vec<char> = source.chars().collect();
    let mut out = src.clone();
    let blank = |out: &mut Vec<char>, from: usize, to: usize| {
        for c in &mut out[from..to.min(src.len())] {
            if *c != '\n' {
                *c = ' ';
            }
        }
    };
    let mut i = 0;
    while i < src.len() {
        let end = if starts(&src, i, "//") {
            src[i..]
                .iter()
                .position(|&c| c == '\n')
                .map_or(src.len(), |p| i + p)
        } else if starts(&src, i, "/*") {
            block_comment_end(&src, i)
        } else if let Some(end) = raw_string_end(&src, i) {
            end
        } else if src[i] == '"' {
            string_end(&src, i)
        } else if src[i] == '\'' {
            char_literal_end(&src, i).unwrap_or(i)
        } else {
            i
        };
        if end > i {
            blank(&mut out, i, end);
            i = end;
        } else {
            i += 1;
        }
    }
    out
}

fn block_comment_end(src: &[char], start: usize) -> usize {
    let mut depth = 0;
    let mut i = start;
    while i < src.len() {
        if starts(src, i, "/*") {
            depth += 1;
            i += 2;
        } else if starts(src, i, "*/") {
            depth -= 1;
            i += 2;
            if depth == 0 {
                return i;
            }
        } else {
            i += 1;
        }
    }
    src.len()
}

/// The end of `r"…"`, `r#"…"#` or `br"…"` starting at `i`, if one starts there.
fn raw_string_end(src: &[char], i: usize) -> Option<usize> {
    let mut j = i;
    if src.get(j) == Some(&'b') {
        j += 1;
    }
    if src.get(j) != Some(&'r') || (i > 0 && is_ident(src[i - 1])) {
        return None;
    }
    j += 1;
    let hashes = src[j..].iter().take_while(|&&c| c == '#').count();
    j += hashes;
    if src.get(j) != Some(&'"') {
        return None;
    }
    let closing: Vec<char> = std::iter::once('"')
        .chain(std::iter::repeat_n('#', hashes))
        .collect();
    let mut k = j + 1;
    while k < src.len() {
        if src[k..].starts_with(&closing) {
            return Some(k + closing.len());
        }
        k += 1;
    }
    Some(src.len())
}

fn string_end(src: &[char], start: usize) -> usize {
    let mut i = start + 1;
    while i < src.len() && src[i] != '"' {
        i += if src[i] == '\\' { 2 } else { 1 };
    }
    (i + 1).min(src.len())
}

/// The end of a character literal (`'a'`, `'\n'`, `'\u{e9}'`) at `i`; `None` for a
/// lifetime.
fn char_literal_end(src: &[char], i: usize) -> Option<usize> {
    match (src.get(i + 1), src.get(i + 2)) {
        (Some('\\'), _) => {
            let close = src[i + 2..].iter().take(10).position(|&c| c == '\'')?;
            Some(i + 2 + close + 1)
        }
        (Some(c), Some('\'')) if *c != '\'' => Some(i + 3),
        _ => None,
    }
}

fn matching_brace(code: &[char], open: usize) -> usize {
    let mut depth = 0;
    for (k, &c) in code.iter().enumerate().skip(open) {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return k;
                }
            }
            _ => {}
        }
    }
    code.len().saturating_sub(1)
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

fn starts(src: &[char], i: usize, text: &str) -> bool {
    text.chars()
        .enumerate()
        .all(|(k, c)| src.get(i + k) == Some(&c))
}

/// Does a word start at `i` (not in the middle of an identifier)?
fn starts_word(code: &[char], i: usize) -> bool {
    i == 0 || !is_ident(code[i - 1])
}

/// Is `word` at `i`, whole?
fn word_at(code: &[char], i: usize, word: &str) -> bool {
    let end = i + word.chars().count();
    starts(code, i, word) && code.get(end).is_none_or(|&c| !is_ident(c))
}

fn path_sep(code: &[char], i: usize) -> bool {
    starts(code, i, "::")
}

fn ident_at(code: &[char], i: usize) -> String {
    code[i.min(code.len())..]
        .iter()
        .take_while(|&&c| is_ident(c))
        .collect()
}

fn skip_space(code: &[char], mut i: usize) -> usize {
    while code.get(i).is_some_and(|c| c.is_whitespace()) {
        i += 1;
    }
    i
}

/// The positions of the newlines, to find the line of a position quickly.
fn newlines(code: &[char]) -> Vec<usize> {
    code.iter()
        .enumerate()
        .filter_map(|(i, &c)| (c == '\n').then_some(i))
        .collect()
}

/// The 1-based line of position `i`, given the [`newlines`].
fn line_of(newlines: &[usize], i: usize) -> usize {
    1 + newlines.partition_point(|&p| p < i)
}

// ---- files ----

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        for entry in entries {
            let path = entry.expect("directory entry").path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

fn relative(root: &Path, file: &Path) -> String {
    file.strip_prefix(root)
        .unwrap_or(file)
        .to_string_lossy()
        .replace('\\', "/")
}

fn read(file: &Path) -> String {
    std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()))
}

// ---- the checker checks itself ----

#[test]
fn grouped_and_climbing_imports_are_seen() {
    let macros = BTreeMap::from([("tr".to_string(), "i18n".to_string())]);
    let code = strip(
        "use crate::{core::X, store::{A, B}, self};\n\
         // use crate::tui::Nothing;\n\
         let s = \"crate::cli::Nothing\";\n\
         use super::super::pairing::Y;\n\
         mod tests { use super::super::super::scoring::Z; }\n\
         crate::tr!(x);\n",
    );
    let found: Vec<String> = imports("src/app/one/two.rs", &code, &macros)
        .into_iter()
        .map(|(line, target)| format!("{line}:{target}"))
        .collect();
    assert_eq!(found, ["1:core", "1:store", "6:i18n"]);
    let found: Vec<String> = imports("src/app/one.rs", &code, &macros)
        .into_iter()
        .map(|(line, target)| format!("{line}:{target}"))
        .collect();
    assert_eq!(
        found,
        ["1:core", "1:store", "4:pairing", "5:scoring", "6:i18n"]
    );
}

#[test]
fn function_lengths_skip_strings_and_comments_and_see_the_doc() {
    let source = "/// Reads best whole: one table.\n\
                  fn a() {\n    let s = \"}\";\n    // }\n    let c = '}';\n}\n\
                  fn b<'x>(v: &'x [u8; 2]) -> u8 { v[0] }\n\
                  fn c();\n";
    let found: Vec<(String, usize, usize, bool)> = functions(source)
        .into_iter()
        .map(|f| (f.name, f.line, f.lines, f.reads_best_whole))
        .collect();
    assert_eq!(
        found,
        [
            ("a".to_string(), 2, 5, true),
            ("b".to_string(), 7, 1, false)
        ]
    );
    let source = "/// One algorithm; it reads best whole.\n#[must_use]\nfn a() {\n}\n";
    assert!(functions(source)[0].reads_best_whole);
}
