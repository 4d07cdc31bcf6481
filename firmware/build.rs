//! Writes the chosen memory map to `$OUT_DIR/memory.x`, where cortex-m-rt's `link.x` finds it
//! (`INCLUDE memory.x`): `memory/lm3s6965evb.x`, or `memory/mps2-an385.x` with the `mps2-an385`
//! feature. There is deliberately no `memory.x` in this directory: the linker runs here and would
//! take that one first, whatever the feature.
//!
//! And writes `$OUT_DIR/suite.rs`: the first positions of the standard perft suite with their
//! counts, read here, on the host, through chess-core's suite reader, so that the firmware's flash
//! holds only the FENs and the numbers (and no suite reader).

use std::fmt::Write;
use std::{env, fs, path::PathBuf};

use chess_core::perft::Suite;

/// How many positions the firmware runs, from the top of the suite.
const POSITIONS: usize = 13;

/// The suite, chess-core's copy (what `firmware/perft-under-qemu` holds the output to).
const EPD: &str = "../chess-core/tests/data/standard.epd";

fn main() {
    let map = if env::var_os("CARGO_FEATURE_MPS2_AN385").is_some() {
        "memory/mps2-an385.x"
    } else {
        "memory/lm3s6965evb.x"
    };
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    fs::copy(map, out.join("memory.x")).expect("copy the memory map to OUT_DIR");
    println!("cargo:rustc-link-search={}", out.display());
    fs::write(out.join("suite.rs"), suite()).expect("write suite.rs to OUT_DIR");
    println!("cargo:rerun-if-changed={EPD}");
    println!("cargo:rerun-if-changed=memory");
    println!("cargo:rerun-if-changed=build.rs");
}

/// `const SUITE: [(&str, &[(u32, u64)]); POSITIONS]`: each position's FEN as the suite writes
/// it, and its `(depth, nodes)` counts.
fn suite() -> String {
    let text = fs::read_to_string(EPD).unwrap_or_else(|error| panic!("{EPD}: {error}"));
    let mut rust = format!("const SUITE: [(&str, &[(u32, u64)]); {POSITIONS}] = [\n");
    for record in Suite::new(&text).take(POSITIONS) {
        let record = record.unwrap_or_else(|error| panic!("{EPD}: {error}"));
        let counts: Vec<String> = record.counts().map(|count| format!("{count:?}")).collect();
        let _ = writeln!(rust, "    ({:?}, &[{}]),", record.fen(), counts.join(", "));
    }
    rust + "];\n"
}
