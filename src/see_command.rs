//! `chess-tables see <fen> <move>`: the static exchange evaluation of one move, as one integer
//! line (pawn 100, knight 300, bishop 300, rook 500, queen 900).

use std::io::Write;

use crate::{Failure, bad, input};

const USAGE: &str = "usage: see <fen> <move>";

/// Reads the position and the move, both checked before anything is written, and prints the
/// move's SEE.
pub fn run(args: &[String], mut out: impl Write) -> Result<(), Failure> {
    let [fen, word] = args else {
        return Err(bad(USAGE));
    };
    let position = input::position(fen)?;
    let mv = input::one_move(&position, word)?;
    writeln!(out, "{}", position.see(mv))?;
    Ok(out.flush()?)
}
