//! The shape of the code base, checked on every test run: imports point down the layers
//! (ARCHITECTURE.md's picture), no circle runs between modules, and no function runs over
//! 120 lines unless its doc comment says it reads best whole. Each allow-list names what is
//! still in the way and why; an entry that no longer matches fails too, so the lists only
//! shrink.

use std::collections::{BTreeMap, BTreeSet};
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
    let sources = sources(root);
    let macros = exported_macro_files(&sources);
    let mut violations = Vec::new();
    let mut allowed_seen = vec![false; ALLOWED_IMPORTS.len()];
    for (name, source) in &sources {
        let Some(from) = top_module(name) else {
            continue;
        };
        for (line, target) in imports(name, &strip(source), &macros) {
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
    let inline = inline_spans(code);
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

/// No module uses, through any chain of others, a module that uses it: each can be read,
/// and changed, before the ones above it.
#[test]
fn no_circle_runs_between_modules() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let graph = module_graph(&file_graph(root));
    let problems: Vec<String> = circles(&graph)
        .iter()
        .map(|circle| describe_circle(&graph, circle))
        .collect();
    assert!(problems.is_empty(), "\n{}\n", problems.join("\n\n"));
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

/// The top modules a file names, by line: `crate::x` (also `$crate::x`), each item of a
/// grouped `use crate::{x, y}`, and `super::` chains that climb out of the top module.
fn imports(file: &str, code: &[char], macros: &BTreeMap<String, String>) -> Vec<(usize, String)> {
    let module = module_path(file);
    let inline = inline_spans(code);
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
            let target = match macros.get(&name) {
                Some(file) => top_module(file).unwrap_or(&name).to_string(),
                None => name,
            };
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

// ---- circles ----

/// What each file or module uses, with where one such use is: `a.rs -> {b.rs: a.rs:12}`.
type Graph = BTreeMap<String, BTreeMap<String, String>>;

/// The file graph seen between modules: a use from a file in module `a::b::x` of one in
/// `a::c::y` is a use of `a::c` by `a::b`, siblings under `a`. A module's own file and the
/// files of its children are one module: a parent that declares its children and a child
/// that reads its parent's types are a module and its parts, not a circle.
fn module_graph(files: &Graph) -> Graph {
    let mut graph = Graph::new();
    for (from, uses) in files {
        let a = module_path(from);
        for (to, place) in uses {
            let b = module_path(to);
            let common = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
            if common < a.len() && common < b.len() {
                let node = |path: &[String]| format!("src/{}", path[..=common].join("/"));
                graph
                    .entry(node(&a))
                    .or_default()
                    .entry(node(&b))
                    .or_insert_with(|| place.clone());
            }
        }
    }
    graph
}

/// One file as the circle check reads it.
struct Unit {
    module: Vec<String>,
    /// The names of the items the file defines.
    defined: BTreeSet<String>,
    /// Child modules declared `#[cfg(test)]`, whose files are tests.
    test_children: Vec<String>,
    /// `pub use` names and the absolute paths they stand for.
    reexports: BTreeMap<String, Vec<String>>,
    /// `pub use path::*`, as absolute module paths.
    glob_reexports: Vec<Vec<String>>,
    /// Paths the file uses itself, by line.
    uses: Vec<(usize, Vec<String>)>,
}

/// The files of src/ and the files whose items each of them names. A path is followed
/// through `pub use` re-exports to the file that defines the item: a module that only
/// re-exports a child's item does not depend on the child's users.
fn file_graph(root: &Path) -> Graph {
    graph_of(&sources(root))
}

/// The graph of the files given as (name, source).
fn graph_of(sources: &[(String, String)]) -> Graph {
    let macros = exported_macro_files(sources);
    let units: BTreeMap<String, Unit> = sources
        .iter()
        .map(|(name, source)| (name.clone(), read_unit(name, source)))
        .collect();
    let modules: BTreeMap<Vec<String>, String> = units
        .iter()
        .map(|(name, unit)| (unit.module.clone(), name.clone()))
        .collect();
    let tests: Vec<Vec<String>> = units
        .values()
        .flat_map(|unit| {
            unit.test_children.iter().map(|child| {
                let mut path = unit.module.clone();
                path.push(child.clone());
                path
            })
        })
        .collect();
    let resolver = Resolver {
        units: &units,
        modules: &modules,
        macros: &macros,
    };
    let mut graph = Graph::new();
    for (name, unit) in &units {
        if top_module(name).is_none() || tests.iter().any(|t| unit.module.starts_with(t)) {
            continue;
        }
        let edges = graph.entry(name.clone()).or_default();
        for (line, path) in &unit.uses {
            for target in resolver.files_of(path, 0) {
                if target != *name && top_module(&target).is_some() {
                    edges
                        .entry(target)
                        .or_insert_with(|| format!("{name}:{line}"));
                }
            }
        }
    }
    graph
}

/// The file that defines each `#[macro_export]` macro (`crate::tr`), from (name, source).
fn exported_macro_files(sources: &[(String, String)]) -> BTreeMap<String, String> {
    let mut macros = BTreeMap::new();
    for (file, source) in sources {
        let mut lines = source.lines().map(str::trim);
        while let Some(line) = lines.next() {
            if line == "#[macro_export]" {
                let defined = lines.next().and_then(|l| l.strip_prefix("macro_rules!"));
                if let Some(rest) = defined {
                    let name: String = rest.trim().chars().take_while(|&c| is_ident(c)).collect();
                    macros.insert(name, file.clone());
                }
            }
        }
    }
    macros
}

struct Resolver<'a> {
    units: &'a BTreeMap<String, Unit>,
    modules: &'a BTreeMap<Vec<String>, String>,
    macros: &'a BTreeMap<String, String>,
}

impl Resolver<'_> {
    /// The files a use of the absolute `path` depends on: the file the path names and,
    /// when that file re-exports the item, the files the re-export leads through to the
    /// one that defines it.
    fn files_of(&self, path: &[String], depth: usize) -> Vec<String> {
        let Some(known) = (0..=path.len())
            .rev()
            .find(|&k| self.modules.contains_key(&path[..k]))
        else {
            return Vec::new();
        };
        let file = self.modules[&path[..known]].clone();
        let Some(item) = path.get(known) else {
            return vec![file];
        };
        if known == 0 {
            return self.macros.get(item).cloned().into_iter().collect();
        }
        let unit = &self.units[&file];
        if depth > 8 || unit.defined.contains(item) {
            return vec![file];
        }
        let mut target = if let Some(target) = unit.reexports.get(item) {
            target.clone()
        } else if let Some(glob) = unit
            .glob_reexports
            .iter()
            .find(|glob| self.holds(glob, item, depth))
        {
            let mut target = glob.clone();
            target.push(item.clone());
            target
        } else {
            return vec![file];
        };
        target.extend_from_slice(&path[known + 1..]);
        let mut files = vec![file];
        files.extend(self.files_of(&target, depth + 1));
        files
    }

    /// Does the module at `module` define or re-export an item named `item`?
    fn holds(&self, module: &[String], item: &str, depth: usize) -> bool {
        let Some(unit) = self.modules.get(module).map(|file| &self.units[file]) else {
            return false;
        };
        unit.defined.contains(item)
            || unit.reexports.contains_key(item)
            || depth < 8
                && unit
                    .glob_reexports
                    .iter()
                    .any(|glob| self.holds(glob, item, depth + 1))
    }
}

/// The names of the items the code defines (types, functions, constants, modules,
/// macros), methods included, which no path names.
fn definitions(code: &[char]) -> BTreeSet<String> {
    const KEYWORDS: &[&str] = &[
        "struct", "enum", "fn", "type", "trait", "const", "static", "union", "mod",
    ];
    let mut names = BTreeSet::new();
    for i in 0..code.len() {
        if !starts_word(code, i) {
            continue;
        }
        let after = if starts(code, i, "macro_rules!") {
            Some(i + "macro_rules!".len())
        } else {
            KEYWORDS
                .iter()
                .find(|keyword| word_at(code, i, keyword))
                .map(|keyword| i + keyword.len())
        };
        if let Some(after) = after {
            let name = ident_at(code, skip_space(code, after));
            if !name.is_empty() {
                names.insert(name);
            }
        }
    }
    names
}

/// Reads one file: its module, what it defines and re-exports, and the paths it uses.
fn read_unit(file: &str, source: &str) -> Unit {
    let code = strip(source);
    let place = Place::of(file, &code);
    // Code a unit test compiles only is left out: a test may set up its case through the
    // one command type above the module it tests.
    let mut skipped = vec![false; code.len()];
    for (_, open, close, test) in &place.inline {
        if *test {
            skipped[*open..=*close].fill(true);
        }
    }
    let statements: Vec<UseStatement> = use_statements(&code)
        .into_iter()
        .filter(|statement| !skipped[statement.keyword])
        .collect();
    let mut in_use = skipped;
    for statement in &statements {
        in_use[statement.keyword..statement.end].fill(true);
    }
    let mut unit = Unit {
        module: place.module.clone(),
        defined: definitions(&code),
        test_children: place
            .children
            .iter()
            .filter(|(_, test)| *test)
            .map(|(name, _)| name.clone())
            .collect(),
        reexports: BTreeMap::new(),
        glob_reexports: Vec::new(),
        uses: Vec::new(),
    };
    let newlines = newlines(&code);
    for statement in &statements {
        let line = line_of(&newlines, statement.start);
        let mut leaves = Vec::new();
        path_tree(&code, statement.start, Vec::new(), &mut leaves);
        for leaf in leaves {
            let Some(path) = place.absolute(&leaf.path, statement.start) else {
                continue;
            };
            if !statement.public {
                unit.uses.push((line, path));
            } else if leaf.glob {
                unit.glob_reexports.push(path);
            } else {
                let name = leaf
                    .alias
                    .or_else(|| path.last().cloned())
                    .unwrap_or_default();
                if used_outside(&code, &in_use, &name) {
                    unit.uses.push((line, path.clone()));
                }
                unit.reexports.insert(name, path);
            }
        }
    }
    for (at, path) in paths_in_code(&code, &in_use, &place) {
        unit.uses.push((line_of(&newlines, at), path));
    }
    unit
}

/// Where a file's paths start from: its module, the modules inline in it and the child
/// modules it declares.
struct Place {
    module: Vec<String>,
    /// Inline modules: name, span, and whether only tests compile it.
    inline: Vec<(String, usize, usize, bool)>,
    /// Child modules: name, and whether only tests compile it.
    children: Vec<(String, bool)>,
}

impl Place {
    fn of(file: &str, code: &[char]) -> Place {
        let inline = inline_modules(code);
        Place {
            module: module_path(file),
            children: declared_children(code, &inline),
            inline,
        }
    }

    /// A path written at position `at` made absolute from the crate root, or `None` for a
    /// path into another crate.
    fn absolute(&self, path: &[String], at: usize) -> Option<Vec<String>> {
        let first = path.first()?;
        let mut result = self.module.clone();
        result.extend(
            self.inline
                .iter()
                .filter(|(_, open, close, _)| *open < at && at < *close)
                .map(|(name, _, _, _)| name.clone()),
        );
        let mut rest = path;
        match first.as_str() {
            "crate" => {
                result.clear();
                rest = &path[1..];
            }
            "self" => rest = &path[1..],
            "super" => {
                while rest.first().is_some_and(|s| s == "super") {
                    result.pop()?;
                    rest = &rest[1..];
                }
            }
            name if self.children.iter().any(|(c, _)| c == name) => {
                result = self.module.clone();
            }
            _ => return None,
        }
        result.extend(rest.iter().filter(|s| *s != "self").cloned());
        Some(result)
    }
}

/// The paths written in code outside the use statements (`crate::x::f()`,
/// `super::Y`, `child::g()`), made absolute, by position.
fn paths_in_code(code: &[char], in_use: &[bool], place: &Place) -> Vec<(usize, Vec<String>)> {
    let mut found = Vec::new();
    let mut i = 0;
    while i < code.len() {
        if in_use[i] || !starts_word(code, i) || after_path_sep(code, i) {
            i += 1;
            continue;
        }
        let first = ident_at(code, i);
        let after = i + first.chars().count().max(1);
        let names_a_module = matches!(first.as_str(), "crate" | "super" | "self")
            || place.children.iter().any(|(child, _)| *child == first);
        if !names_a_module || !path_sep(code, skip_space(code, after)) {
            i = after;
            continue;
        }
        let mut leaves = Vec::new();
        let end = path_tree(code, i, Vec::new(), &mut leaves);
        for leaf in leaves {
            if let Some(path) = place.absolute(&leaf.path, i) {
                found.push((i, path));
            }
        }
        i = end.max(after);
    }
    found
}

/// Is there a `::` (or a macro's `$`) right before position `i`, so that the word there
/// continues a path?
fn after_path_sep(code: &[char], i: usize) -> bool {
    let mut j = i;
    while j > 0 && code[j - 1].is_whitespace() {
        j -= 1;
    }
    j >= 2 && code[j - 1] == ':' && code[j - 2] == ':' || j >= 1 && code[j - 1] == '$'
}

/// Does `name` appear as a word outside the use statements?
fn used_outside(code: &[char], in_use: &[bool], name: &str) -> bool {
    (0..code.len()).any(|i| !in_use[i] && starts_word(code, i) && word_at(code, i, name))
}

struct UseStatement {
    /// Where `use` (or the `pub` before it) stands.
    keyword: usize,
    /// Where the path starts.
    start: usize,
    /// Just after the `;`.
    end: usize,
    public: bool,
}

/// Every `use …;` with whether it re-exports (`pub`, `pub(crate)`, …).
fn use_statements(code: &[char]) -> Vec<UseStatement> {
    let mut found = Vec::new();
    let mut i = 0;
    while i < code.len() {
        if !(starts_word(code, i) && word_at(code, i, "use")) {
            i += 1;
            continue;
        }
        let end = code[i..]
            .iter()
            .position(|&c| c == ';')
            .map_or(code.len(), |p| i + p + 1);
        let (keyword, public) = visibility_before(code, i);
        found.push(UseStatement {
            keyword,
            start: skip_space(code, i + 3),
            end,
            public,
        });
        i = end;
    }
    found
}

/// The start of a `pub`/`pub(…)` right before position `i`, if there is one.
fn visibility_before(code: &[char], i: usize) -> (usize, bool) {
    let mut j = i;
    while j > 0 && code[j - 1].is_whitespace() {
        j -= 1;
    }
    if j > 0 && code[j - 1] == ')' {
        let open = code[..j].iter().rposition(|&c| c == '(').unwrap_or(j);
        let mut k = open;
        while k > 0 && code[k - 1].is_whitespace() {
            k -= 1;
        }
        if k >= 3 && starts(code, k - 3, "pub") && starts_word(code, k - 3) {
            return (k - 3, true);
        }
    }
    if j >= 3 && starts(code, j - 3, "pub") && starts_word(code, j - 3) {
        return (j - 3, true);
    }
    (i, false)
}

/// One leaf of a use tree: `a::b::{c as d, e::*}` has `a::b::c` (as `d`) and `a::b::e::*`.
struct PathLeaf {
    path: Vec<String>,
    alias: Option<String>,
    glob: bool,
}

/// The leaves of the path tree at `i` under `prefix`; returns where the tree ends.
fn path_tree(code: &[char], i: usize, prefix: Vec<String>, out: &mut Vec<PathLeaf>) -> usize {
    let mut i = skip_space(code, i);
    match code.get(i) {
        Some('{') => {
            i += 1;
            loop {
                i = skip_space(code, i);
                if code.get(i).is_none_or(|&c| c == '}') {
                    return i + 1;
                }
                i = skip_space(code, path_tree(code, i, prefix.clone(), out));
                match code.get(i) {
                    Some(',') => i += 1,
                    _ => return i + 1,
                }
            }
        }
        Some('*') => {
            out.push(PathLeaf {
                path: prefix,
                alias: None,
                glob: true,
            });
            return i + 1;
        }
        _ => {}
    }
    let mut path = prefix;
    loop {
        let segment = ident_at(code, i);
        if segment.is_empty() {
            break;
        }
        i += segment.chars().count();
        path.push(segment);
        let next = skip_space(code, i);
        if !path_sep(code, next) {
            break;
        }
        let after = skip_space(code, next + 2);
        if matches!(code.get(after), Some('{' | '*')) {
            return path_tree(code, after, path, out);
        }
        i = after;
    }
    let next = skip_space(code, i);
    let mut alias = None;
    if word_at(code, next, "as") {
        let at = skip_space(code, next + 2);
        let name = ident_at(code, at);
        i = at + name.chars().count();
        alias = Some(name);
    }
    if !path.is_empty() {
        out.push(PathLeaf {
            path,
            alias,
            glob: false,
        });
    }
    i
}

/// The inline `mod name { … }` blocks by name and span, and whether they are
/// `#[cfg(test)]`.
fn inline_modules(code: &[char]) -> Vec<(String, usize, usize, bool)> {
    let mut spans = Vec::new();
    for i in 0..code.len() {
        if starts_word(code, i) && word_at(code, i, "mod") {
            let j = skip_space(code, i + 3);
            let name = ident_at(code, j);
            let k = skip_space(code, j + name.chars().count());
            if !name.is_empty() && code.get(k) == Some(&'{') {
                spans.push((name, k, matching_brace(code, k), only_in_tests(code, i)));
            }
        }
    }
    spans
}

/// Where each inline module's braces open and close.
fn inline_spans(code: &[char]) -> Vec<(usize, usize)> {
    inline_modules(code)
        .into_iter()
        .map(|(_, open, close, _)| (open, close))
        .collect()
}

/// The modules the file declares outside any inline module (`mod name;`), and whether
/// they are `#[cfg(test)]`.
fn declared_children(
    code: &[char],
    inline: &[(String, usize, usize, bool)],
) -> Vec<(String, bool)> {
    let mut children = Vec::new();
    for i in 0..code.len() {
        if starts_word(code, i)
            && word_at(code, i, "mod")
            && !inline.iter().any(|(_, a, b, _)| *a < i && i < *b)
        {
            let j = skip_space(code, i + 3);
            let name = ident_at(code, j);
            let k = skip_space(code, j + name.chars().count());
            if !name.is_empty() && code.get(k) == Some(&';') {
                children.push((name, only_in_tests(code, i)));
            }
        }
    }
    children
}

/// Is the item whose `mod` keyword stands at `i` marked `#[cfg(test)]` (with any
/// visibility between)?
fn only_in_tests(code: &[char], i: usize) -> bool {
    let start = i.saturating_sub(40);
    let before: String = code[start..i].iter().collect();
    let mut before = before.trim_end();
    if let Some(rest) = before.strip_suffix(')')
        && let Some(open) = rest.rfind('(')
    {
        before = rest[..open].trim_end();
    }
    before = before.strip_suffix("pub").unwrap_or(before).trim_end();
    before.ends_with("#[cfg(test)]")
}

/// The strongly connected parts of the graph with more than one node, each sorted.
fn circles(graph: &Graph) -> Vec<Vec<String>> {
    let nodes: Vec<&String> = graph.keys().collect();
    let index: BTreeMap<&String, usize> = nodes.iter().enumerate().map(|(i, n)| (*n, i)).collect();
    let edges: Vec<Vec<usize>> = nodes
        .iter()
        .map(|n| {
            graph[*n]
                .keys()
                .filter_map(|t| index.get(t).copied())
                .collect()
        })
        .collect();
    let mut tarjan = Tarjan {
        next: 0,
        order: vec![None; nodes.len()],
        low: vec![0; nodes.len()],
        stack: Vec::new(),
        on_stack: vec![false; nodes.len()],
        found: Vec::new(),
    };
    for v in 0..nodes.len() {
        if tarjan.order[v].is_none() {
            tarjan.visit(v, &edges);
        }
    }
    let mut found: Vec<Vec<String>> = tarjan
        .found
        .into_iter()
        .filter(|part| part.len() > 1)
        .map(|part| {
            let mut names: Vec<String> = part.into_iter().map(|v| nodes[v].clone()).collect();
            names.sort();
            names
        })
        .collect();
    found.sort();
    found
}

/// Tarjan's strongly connected components.
struct Tarjan {
    next: usize,
    order: Vec<Option<usize>>,
    low: Vec<usize>,
    stack: Vec<usize>,
    on_stack: Vec<bool>,
    found: Vec<Vec<usize>>,
}

impl Tarjan {
    fn visit(&mut self, v: usize, edges: &[Vec<usize>]) {
        self.order[v] = Some(self.next);
        self.low[v] = self.next;
        self.next += 1;
        self.stack.push(v);
        self.on_stack[v] = true;
        for &w in &edges[v] {
            match self.order[w] {
                None => {
                    self.visit(w, edges);
                    self.low[v] = self.low[v].min(self.low[w]);
                }
                Some(order) if self.on_stack[w] => self.low[v] = self.low[v].min(order),
                Some(_) => {}
            }
        }
        if Some(self.low[v]) == self.order[v] {
            let mut part = Vec::new();
            while let Some(w) = self.stack.pop() {
                self.on_stack[w] = false;
                part.push(w);
                if w == v {
                    break;
                }
            }
            self.found.push(part);
        }
    }
}

/// A circle with a use between each two of its modules that keeps it closed.
fn describe_circle(graph: &Graph, circle: &[String]) -> String {
    let mut text = format!("a circle between {} modules:", circle.len());
    for from in circle {
        for (to, place) in &graph[from] {
            if circle.contains(to) {
                text.push_str(&format!("\n  {from} uses {to} ({place})"));
            }
        }
    }
    text
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

/// Every file of src/ as (name from the root, source).
fn sources(root: &Path) -> Vec<(String, String)> {
    rust_files(&root.join("src"))
        .iter()
        .map(|file| (relative(root, file), read(file)))
        .collect()
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
    let macros = BTreeMap::from([("tr".to_string(), "src/i18n/mod.rs".to_string())]);
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

#[test]
fn circles_are_seen_through_paths_and_re_exports_but_not_around_them() {
    let file = |name: &str, source: &str| (name.to_string(), source.to_string());
    let sources = [
        file("src/lib.rs", "pub mod a;\n"),
        file(
            "src/a/mod.rs",
            "mod b;\nmod c;\nmod d;\npub use b::Bee;\npub use c::*;\n\
             fn run() { d::go(); }\n",
        ),
        file(
            "src/a/b.rs",
            "use crate::a::{Sea, d::{self as dee}};\npub struct Bee;\n",
        ),
        file(
            "src/a/c.rs",
            "pub struct Sea;\nfn f() -> super::Bee { todo!() }\n",
        ),
        file(
            "src/a/d.rs",
            "pub fn go() {}\n// super::Sea\n\
             #[cfg(test)]\nmod tests { use crate::a::b::Bee; }\n",
        ),
    ];
    let files = graph_of(&sources);
    let uses = |from: &str| -> Vec<&str> { files[from].keys().map(String::as_str).collect() };
    assert_eq!(
        uses("src/a/b.rs"),
        ["src/a/c.rs", "src/a/d.rs", "src/a/mod.rs"]
    );
    assert_eq!(uses("src/a/c.rs"), ["src/a/b.rs", "src/a/mod.rs"]);
    assert!(uses("src/a/d.rs").is_empty());
    assert_eq!(uses("src/a/mod.rs"), ["src/a/d.rs"]);
    // The parent and its children are one module: only b and c run in a circle.
    assert_eq!(circles(&module_graph(&files)), [["src/a/b", "src/a/c"]]);
}
