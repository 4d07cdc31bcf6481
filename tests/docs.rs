//! The repository's Markdown: every table in a tracked `*.md` file has as many cells in each row
//! as in its header, so that it renders as the table it was written as (a row with a cell too
//! many or too few shifts or drops what it says).

use std::path::{Path, PathBuf};
use std::process::Command;

/// The cells of a table row: the text between unescaped `|`s (`\|` is a pipe inside a cell, as
/// GitHub's Markdown reads it), without the outer pipes. `None` when the line is not a row.
fn cells(line: &str) -> Option<usize> {
    let row = line.trim().strip_prefix('|')?;
    let mut count = 0;
    let mut escaped = false;
    for c in row.chars() {
        match c {
            '|' if !escaped => count += 1,
            _ => {}
        }
        escaped = c == '\\' && !escaped;
    }
    // A row that ends without its closing pipe still has its last cell.
    if !row.trim_end().ends_with('|') || row.trim_end().ends_with("\\|") {
        count += 1;
    }
    Some(count)
}

/// Whether a row is a table's delimiter row: `| --- | :---: |`.
fn is_delimiter(line: &str) -> bool {
    let row = line.trim();
    row.starts_with('|')
        && row.contains('-')
        && row.chars().all(|c| matches!(c, '|' | '-' | ':' | ' '))
}

/// Every row of every table in `text` whose cell count differs from its header's, as
/// `line N: C cells, the header has H`. Tables inside fenced code blocks are text, not tables.
fn malformed_rows(text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut problems = Vec::new();
    let mut fence: Option<&str> = None;
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i].trim_start();
        if let Some(open) = fence {
            if line.starts_with(open) {
                fence = None;
            }
            i += 1;
            continue;
        }
        if line.starts_with("```") || line.starts_with("~~~") {
            fence = Some(&line[..3]);
            i += 1;
            continue;
        }
        let header = cells(lines[i]);
        if let (Some(width), Some(next)) = (header, lines.get(i + 1))
            && is_delimiter(next)
        {
            let mut row = i + 1;
            while let Some(count) = lines.get(row).and_then(|line| cells(line)) {
                if count != width {
                    problems.push(format!(
                        "line {}: {count} cells, the header has {width}",
                        row + 1
                    ));
                }
                row += 1;
            }
            i = row;
            continue;
        }
        i += 1;
    }
    problems
}

/// The Markdown files git tracks below the repository's root (every `*.md` file below it, but
/// for build output and installed packages, where it is not a git checkout).
fn markdown_files(root: &Path) -> Vec<PathBuf> {
    let listed = Command::new("git")
        .args(["ls-files", "-z", "--", "*.md"])
        .current_dir(root)
        .output();
    if let Ok(output) = listed
        && output.status.success()
    {
        return output
            .stdout
            .split(|&byte| byte == 0)
            .filter(|name| !name.is_empty())
            .map(|name| root.join(String::from_utf8_lossy(name).as_ref()))
            .collect();
    }
    let mut found = Vec::new();
    let mut folders = vec![root.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("the folder is readable") {
            let path = entry.expect("the folder is readable").path();
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            if path.is_dir() {
                if !matches!(name.as_ref(), "target" | "node_modules" | ".git" | "pkg") {
                    folders.push(path);
                }
            } else if name.ends_with(".md") {
                found.push(path);
            }
        }
    }
    found
}

#[test]
fn every_markdown_table_has_its_headers_width_in_each_row() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = markdown_files(root);
    assert!(
        files.iter().any(|file| file.ends_with("README.md")),
        "the repository's Markdown files are found"
    );
    let mut problems = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a Markdown file is UTF-8 text");
        for problem in malformed_rows(&text) {
            problems.push(format!("{}: {problem}", file.display()));
        }
    }
    assert!(
        problems.is_empty(),
        "malformed tables:\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_check_finds_rows_too_short_or_too_long() {
    let text = "\
| a | b | c |
| --- | :-: | ---: |
| 1 | 2 | 3 |
| 1 | 2 |
| 1 | 2 | 3 | 4 |
| 1 | `x \\| y` | 3 |

```text
| a | b |
| --- | --- |
| 1 |
```
";
    assert_eq!(
        malformed_rows(text),
        [
            "line 4: 2 cells, the header has 3",
            "line 5: 4 cells, the header has 3"
        ]
    );
}

#[test]
fn a_row_without_its_closing_pipe_counts_its_last_cell() {
    assert_eq!(cells("| a | b"), Some(2));
    assert_eq!(cells("| a | b |"), Some(2));
    assert_eq!(cells("| a \\| b |"), Some(1));
    assert_eq!(cells("not a row"), None);
}
