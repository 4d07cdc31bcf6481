//! `chess-tables see <fen> <move>`: the static exchange evaluation of one move, as one integer
//! line (pawn 100, knight 300, bishop 300, rook 500, queen 900).

use std::io::Write;

use chess_core::Position;

use crate::{Failure, input};

/// Reads the position and the move, both checked before anything is written, and prints the
/// move's SEE.
pub fn run(position: &Position, word: &str, mut out: impl Write) -> Result<(), Failure> {
    let mv = input::one_move(position, word)?;
    writeln!(out, "{}", position.see(mv))?;
    Ok(out.flush()?)
}
