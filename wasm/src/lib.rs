//! chess-core for JavaScript: the Rust half of the npm package `chess-tables`.
//!
//! `wasm-bindgen` turns the items here into an ES module; `js/index.js` (the package's entry) wraps
//! them in the API a JavaScript author expects: a `Game` class whose moves are plain objects,
//! exceptions for bad input, `BigInt` for 64-bit values. Each call crosses into the module once and
//! answers with one string or number; the JavaScript side turns the string into objects, which is
//! far cheaper than building objects from Rust one property at a time.
//!
//! Records passed to JavaScript are lines of tab-separated fields; `js/index.js` names each field,
//! and the tests check both sides agree.
//!
//! Bad input is an `Error` whose message is the one line the `chess-tables` command prints for the
//! same input (without the `chess-tables: ` prefix).

mod game;
#[cfg(feature = "inspect")]
mod inspect;
mod perft;
pub mod pgn;
mod text;

pub use game::Game;
#[cfg(feature = "inspect")]
pub use inspect::{
    attacker_names, attacks, line_lookup, line_names, plane_square, table_entry, tables,
};
pub use perft::{perft, perft_divide};

use chess_core::attacks::TABLE_VARIANT;
use chess_core::{Color, Outcome};
use wasm_bindgen::prelude::*;

/// The slider tables this build looks up: `full`, `compact` or `byte`.
#[wasm_bindgen(js_name = tableVariant)]
pub fn table_variant() -> String {
    TABLE_VARIANT.name().into()
}

/// The deepest [`perft()`] takes.
#[wasm_bindgen(js_name = maxPerftDepth)]
pub fn max_perft_depth() -> u32 {
    perft::MAX_DEPTH
}

/// The ways a game ends, as `Game.outcome()` names them, tab-separated.
#[wasm_bindgen(js_name = outcomeKinds)]
pub fn outcome_kinds() -> String {
    let kinds = [
        Outcome::Checkmate {
            winner: Color::White,
        },
        Outcome::Stalemate,
        Outcome::InsufficientMaterial,
        Outcome::FiftyMoveRule,
        Outcome::ThreefoldRepetition,
        Outcome::SeventyFiveMoveRule,
        Outcome::FivefoldRepetition,
    ];
    kinds.map(|kind| kind.to_string()).join("\t")
}
