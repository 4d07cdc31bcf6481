//! chess-core for JavaScript: the Rust half of the npm package `chess-tables`.
//!
//! The module exports plain functions over two byte buffers ([`abi`]): JavaScript writes an
//! operation's input as UTF-8 text, calls it, and reads its answer as text, records of
//! tab-separated fields one a line, which `js/api.js` turns into objects (far cheaper than
//! building objects across the boundary). The module keeps no state between calls: a game's
//! position and moves live in JavaScript, so a game dropped there costs nothing here.
//!
//! Bad input is an error whose message is the one line the `chess-tables` command prints for the
//! same input (without the `chess-tables: ` prefix); `js/raw.js` throws it as an `Error`.

// No std in the module: its panic machinery (the default hook, backtrace names, the Debug
// formatting of panic messages) was 2.5 KB of code that a module whose panics can only trap
// never runs. Natively (the tests) std is there.
#![cfg_attr(target_arch = "wasm32", no_std)]

extern crate alloc;

// A free list rather than std's dlmalloc: 7 KB less code, and the few allocations a call makes
// (strings, its buffers' growth) keep the list short.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
// SAFETY: AssumeSingleThreaded asks that no two threads allocate at once. This module is built
// for wasm32-unknown-unknown without the atomics feature: one thread, no shared memory.
static ALLOCATOR: lol_alloc::AssumeSingleThreaded<lol_alloc::FreeListAllocator> =
    unsafe { lol_alloc::AssumeSingleThreaded::new(lol_alloc::FreeListAllocator::new()) };

/// A panic in the module (a bug: bad input is an error, never a panic) traps, and JavaScript
/// throws the trap as a `WebAssembly.RuntimeError`.
#[cfg(target_arch = "wasm32")]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo<'_>) -> ! {
    core::arch::wasm32::unreachable()
}

pub mod abi;
mod fen;
mod game;
#[cfg(feature = "inspect")]
mod inspect;
mod perft;
pub mod pgn;
mod text;

use alloc::string::{String, ToString};
use chess_core::attacks::TABLE_VARIANT;
use chess_core::{Color, Outcome};

operation! {
    module_info => info;
}

bytes_operation! {
    pgn_read => pgn::read_operation;
}

/// The build's constants, tab-separated: the slider tables it looks up (`full`, `compact` or
/// `byte`), the deepest perft it takes, then the ways a game ends, as `outcome()` names them.
fn info(_: &str, out: &mut String) -> Result<(), String> {
    out.push_str(TABLE_VARIANT.name());
    out.push('\t');
    text::push_number(out, perft::MAX_DEPTH.into());
    // Checkmate is one way, whoever wins: `Outcome::ALL` lists it once for each winner.
    for kind in Outcome::ALL {
        if kind.winner() == Some(Color::Black) {
            continue;
        }
        out.push('\t');
        out.push_str(&kind.to_string());
    }
    Ok(())
}
