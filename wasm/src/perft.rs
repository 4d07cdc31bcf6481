//! perft from JavaScript: the count, and the count below each root move.

use alloc::format;
use alloc::string::{String, ToString};
use chess_core::perft::divide;

use crate::abi::fields;
use crate::text::{self, push_number};

crate::operation! {
    perft => count;
    perft_divide => count_divided;
}

/// The deepest perft taken: depth 8 from the start position is 85 billion leaves, hours in a
/// browser; past it a count would also pass 2^53, where JavaScript numbers stop being exact.
pub const MAX_DEPTH: u32 = 8;

/// The input's depth, variant and position, checked. The depth comes as JavaScript writes a
/// whole number (`js/api.js` refuses fractions, NaN and infinities with the same message first).
fn checked(input: &str) -> Result<(chess_core::Position, u32), String> {
    let [depth, variant, fen] = fields(input)?;
    let depth = match depth.parse::<u32>() {
        Ok(depth) if depth <= MAX_DEPTH => depth,
        _ => return Err(format!("depth {depth} is out of range: 0 to {MAX_DEPTH}")),
    };
    Ok((text::position(fen, text::variant(variant)?)?, depth))
}

/// `depth`, `variant`, `fen`: the number of leaf nodes of the legal move tree to `depth`.
fn count(input: &str, out: &mut String) -> Result<(), String> {
    let (position, depth) = checked(input)?;
    push_number(out, chess_core::perft::perft(&position, depth));
    Ok(())
}

/// As [`count`], below each legal move: one `uci\tcount` line a move.
fn count_divided(input: &str, out: &mut String) -> Result<(), String> {
    let (position, depth) = checked(input)?;
    for (i, (mv, nodes)) in divide(&position, depth).enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&mv.to_string());
        out.push('\t');
        push_number(out, nodes);
    }
    Ok(())
}
