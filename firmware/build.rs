//! Writes the chosen memory map to `$OUT_DIR/memory.x`, where cortex-m-rt's `link.x` finds it
//! (`INCLUDE memory.x`): `memory/lm3s6965evb.x`, or `memory/mps2-an385.x` with the `mps2-an385`
//! feature. There is deliberately no `memory.x` in this directory: the linker runs here and would
//! take that one first, whatever the feature.

use std::{env, fs, path::PathBuf};

fn main() {
    let map = if env::var_os("CARGO_FEATURE_MPS2_AN385").is_some() {
        "memory/mps2-an385.x"
    } else {
        "memory/lm3s6965evb.x"
    };
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    fs::copy(map, out.join("memory.x")).expect("copy the memory map to OUT_DIR");
    println!("cargo:rustc-link-search={}", out.display());
    println!("cargo:rerun-if-changed=memory");
    println!("cargo:rerun-if-changed=build.rs");
}
