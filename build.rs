//! Regenerates `generated/` from table-gen, rewriting only the files whose bytes changed.
//!
//! This is chess-core's build script (`chess-core/build.rs` links here). Cargo runs a package's
//! build script before it compiles the package, so the tables chess-core includes are always the
//! ones table-gen makes now: from any state of `generated/` (missing, a file deleted or edited by
//! hand, an orphan file) one build ends with it current and every binary compiled against it.
//!
//! The work happens only with chess-core's workspace-only feature `regenerate-tables`, which the
//! workspace's own packages turn on and which brings in table-gen as a build-dependency. A crate
//! that depends on chess-core from the registry has no build script to run at all: the packaged
//! crate leaves this file out (its manifest then says `build = false`), and chess-core's
//! `#[cfg]`s read the table variant from its features directly.

fn main() {
    // Without this line Cargo would rerun the script whenever any file of the package changed.
    println!("cargo::rerun-if-changed=build.rs");
    #[cfg(feature = "regenerate-tables")]
    regenerate();
}

#[cfg(feature = "regenerate-tables")]
fn regenerate() {
    use std::path::Path;
    use std::time::{Duration, SystemTime};

    // The package's own generated/: a directory in a packaged crate, so that a build never writes
    // outside the crate, and in the repository a link to the repository's generated/. The link is
    // read rather than followed, as its target may be missing. Hand edits, deletions and new files
    // there rerun the script; so does any change to table-gen, a build-dependency.
    let own = Path::new(env!("CARGO_MANIFEST_DIR")).join("generated");
    let dir = match std::fs::read_link(&own) {
        Ok(target) => own.parent().expect("a package directory").join(target),
        Err(_) => own,
    };
    println!("cargo::rerun-if-changed={}", dir.display());

    // Cargo reruns the script on the next build if anything under `rerun-if-changed` is newer
    // than the moment it started this run. What the script writes itself must not count, or the
    // build after a regeneration would run it (and recompile chess-core) once more for nothing:
    // so the files it touches are dated a little before it started. chess-core is compiled after
    // this script in this same build, so it still reads the new tables.
    let before_start = SystemTime::now() - Duration::from_secs(10);
    let touched = match table_gen::sync(&dir, &table_gen::generate()) {
        Ok(touched) => touched,
        Err(error) => {
            println!("cargo::error=cannot write {}: {error}", dir.display());
            return;
        }
    };
    if touched.is_empty() {
        return;
    }
    let mut written: Vec<_> = touched.iter().map(|name| dir.join(name)).collect();
    written.push(dir.clone());
    for path in written.iter().filter(|path| path.exists()) {
        let dated = std::fs::File::open(path).and_then(|file| file.set_modified(before_start));
        if let Err(error) = dated {
            println!("cargo::warning=cannot date {}: {error}", path.display());
        }
    }
}
