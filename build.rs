//! Regenerates `generated/` from table-gen, rewriting only the files whose bytes changed.
//!
//! Cargo compiles chess-core (which includes `generated/`) in parallel with, and in practice
//! before, this script. So when this script has to rewrite a table, the chess-core of this very
//! build was compiled against the old one: linking it would produce a binary with stale tables. The
//! script therefore stops the build after a rewrite; the next `cargo build` recompiles chess-core
//! against the new tables (the included files changed) and goes through. With the committed tables
//! current, as a test enforces, the script writes nothing and the build never stops here.

use std::path::Path;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    // Hand edits to generated/ are undone on the next build.
    println!("cargo::rerun-if-changed=generated");

    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("generated");
    let touched = match table_gen::sync(&dir, &table_gen::generate()) {
        Ok(touched) => touched,
        Err(error) => {
            println!("cargo::error=cannot write {}: {error}", dir.display());
            return;
        }
    };
    if !touched.is_empty() {
        println!(
            "cargo::error=table-gen rewrote generated/{{{}}}; this build compiled chess-core \
             against the previous tables, so it stops here. Run the same cargo command again, \
             and commit generated/.",
            touched.join(",")
        );
    }
}
