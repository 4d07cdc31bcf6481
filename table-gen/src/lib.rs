//! Computes the chess attack tables from first principles and emits them as `const` Rust source.
//!
//! Every table is plain data first (see the modules), then described once in the [`catalogue`]
//! (name, element, what each index means, doc, values), then rendered to text ([`generate`]): one
//! file of `const`s per group of tables; `catalogue.rs`, which chess-core includes and which turns
//! each `const` into a `static` and describes it for inspection; and `table_variants.md`, the
//! description of the slider-table variants. The repository's build script (chess-core's) calls
//! [`sync`] to keep `generated/` current; tests call [`stale`] to prove it is.
//!
//! Squares are numbered a1 = 0, b1 = 1, …, h8 = 63 throughout (the rotated-bitboard papers
//! number a8 = 0; their arrays are translated, not copied).
//!
//! The methods are published ones. Rotated bitboards ([`planes`], [`sliders`]): Ernst A. Heinz,
//! "How DarkThought Plays Chess", ICCA Journal 20(3), 1997; Robert M. Hyatt, "Rotated Bitmaps, a
//! New Twist on an Old Idea", ICCA Journal 22(4), 1999; E. Kornilov, *Programming chess and other
//! logical problems* (in Russian), 2005, for the 6 inner bits of a line. Ray masks and the first
//! blocker on a ray ([`rays`]): David Slate and Larry Atkin, "CHESS 4.5 — The Northwestern
//! University Chess Program", in *Chess Skill in Man and Machine*, 1977. The 0x88 attack-vector
//! and step tables ([`x88`]): Bruce Moreland, "0x88 board representation and move generation",
//! Computer Chess Club, 2000.

pub mod catalogue;
pub mod geometry;
pub mod leapers;
pub mod planes;
pub mod rays;
mod render;
mod shared;
pub mod sliders;
mod sync;
pub mod x88;
pub mod zobrist;

pub use shared::{Axis, Direction, Element, TableVariant};
pub use sync::{stale, sync};

// The README's example runs as a doc test.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
struct ReadmeDoctests;

/// One file of `generated/`: its name and its complete text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneratedFile {
    pub name: &'static str,
    pub contents: String,
}

/// Every file of `generated/`, rendered from the catalogue: the table files in order, then
/// `catalogue.rs`, then `table_variants.md`.
pub fn generate() -> Vec<GeneratedFile> {
    let tables = catalogue::tables();
    let mut files: Vec<GeneratedFile> = catalogue::table_files(&tables)
        .into_iter()
        .map(|name| {
            let items: Vec<render::Item> = tables
                .iter()
                .filter(|table| table.file == name)
                .map(render::item)
                .collect();
            GeneratedFile {
                name,
                contents: render::render_file(&items),
            }
        })
        .collect();
    files.push(GeneratedFile {
        name: "catalogue.rs",
        contents: render::catalogue_file(&tables),
    });
    files.push(GeneratedFile {
        name: "table_variants.md",
        contents: render::variants_file(&tables),
    });
    files
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    #[test]
    fn output_is_deterministic_valid_rust() {
        let first = generate();
        assert_eq!(first, generate());
        for file in &first {
            if file.name.ends_with(".md") {
                assert!(
                    file.contents.starts_with("<!-- @generated"),
                    "{}",
                    file.name
                );
                continue;
            }
            syn::parse_file(&file.contents).unwrap_or_else(|e| panic!("{}: {e}", file.name));
            assert!(file.contents.starts_with("// @generated"), "{}", file.name);
        }
    }

    #[test]
    fn committed_tables_are_current() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../generated");
        let stale = stale(&dir, &generate()).expect("generated/ is readable");
        assert!(
            stale.is_empty(),
            "generated/ is stale ({}): run `cargo build` at the repository root to regenerate \
             it, then commit generated/",
            stale.join(", ")
        );
    }

    /// The Markdown files of the repository, `target/`, `generated/` and dependencies aside.
    fn markdown_files(dir: &Path, found: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("a readable directory") {
            let path = entry.expect("a readable entry").path();
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            let skipped = ["target", "generated", "node_modules"].contains(&&*name);
            if name.starts_with('.') || skipped {
                continue;
            }
            if path.is_dir() {
                markdown_files(&path, found);
            } else if name.ends_with(".md") {
                found.push(path);
            }
        }
    }

    #[test]
    fn docs_that_describe_the_table_variants_carry_the_generated_description() {
        let file = generate()
            .into_iter()
            .find(|file| file.name == "table_variants.md")
            .expect("generated");
        // Past the header comment and the blank line after it.
        let body = file.contents.splitn(3, '\n').nth(2).expect("a body");
        let header_row = body.lines().next().expect("the table's header row");
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut files = Vec::new();
        markdown_files(&root, &mut files);
        let mut copies = Vec::new();
        for path in files {
            let text = std::fs::read_to_string(&path).expect("readable Markdown");
            if text.contains(header_row) {
                assert!(
                    text.contains(body),
                    "{}: its description of the table variants is not generated/table_variants.md \
                     as table-gen writes it; copy that file's text below its first line",
                    path.display()
                );
                copies.push(path);
            }
        }
        assert!(
            copies
                .iter()
                .any(|path| path.ends_with("chess-core/README.md")),
            "chess-core's README shows the table variants"
        );
    }
}
