//! Computes the chess attack tables from first principles and emits them as `const` Rust source.
//!
//! Every table is plain data first (see the modules), then text ([`generate`]). The root build
//! script calls [`sync`] to keep `generated/` current; tests call [`stale`] to prove it is.
//!
//! Squares are numbered a1 = 0, b1 = 1, …, h8 = 63 throughout (the seed documents number
//! a8 = 0; their arrays are translated, not copied).

mod emit;
mod files;
pub mod geometry;
pub mod leapers;
mod output;
pub mod planes;
pub mod rays;
pub mod sliders;
pub mod x88;
pub mod zobrist;

pub use files::GeneratedFile;
pub use output::{stale, sync};

/// Every file of `generated/`, rendered.
pub fn generate() -> Vec<GeneratedFile> {
    files::all()
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
}
