//! perft from JavaScript: the count, and the count below each root move.

use core::fmt::Write;

use chess_core::perft::divide;
use wasm_bindgen::prelude::*;

use crate::text;

/// The deepest perft taken: depth 8 from the start position is 85 billion leaves, hours in a
/// browser; past it a count would also pass 2^53, where JavaScript numbers stop being exact.
pub const MAX_DEPTH: u32 = 8;

/// The position and the depth, checked. The depth comes as JavaScript's number, so that -1 is
/// refused as itself rather than wrapped on the way in. (The entry, `js/api.js`, refuses a
/// fraction such as 1.5 before it gets here, so that no float formatting is compiled in.)
fn checked(
    fen: &str,
    depth: f64,
    variant: Option<String>,
) -> Result<(chess_core::Position, u32), JsError> {
    if !(depth.fract() == 0.0 && (0.0..=f64::from(MAX_DEPTH)).contains(&depth)) {
        let given = match depth.fract() == 0.0 && depth.abs() < 1e18 {
            true => (depth as i64).to_string(),
            false => "given".into(),
        };
        return Err(JsError::new(&format!(
            "depth {given} is out of range: 0 to {MAX_DEPTH}"
        )));
    }
    Ok((text::position(fen, text::variant(variant)?)?, depth as u32))
}

/// The number of leaf nodes of the legal move tree of `fen` to `depth`.
#[wasm_bindgen]
pub fn perft(fen: &str, depth: f64, variant: Option<String>) -> Result<f64, JsError> {
    let (position, depth) = checked(fen, depth, variant)?;
    // Below 2^53 at every depth allowed, so exact as a JavaScript number.
    Ok(chess_core::perft::perft(&position, depth) as f64)
}

/// perft below each legal move of `fen`: one `uci\tcount` line a move.
#[wasm_bindgen(js_name = perftDivide)]
pub fn perft_divide(fen: &str, depth: f64, variant: Option<String>) -> Result<String, JsError> {
    let (position, depth) = checked(fen, depth, variant)?;
    let mut out = String::new();
    for (mv, nodes) in divide(&position, depth) {
        let _ = writeln!(out, "{mv}\t{nodes}");
    }
    Ok(out)
}
