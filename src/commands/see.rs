//! `chess-tables see <fen> <move>`: the static exchange evaluation of one move, as one integer
//! line (pawn 100, knight 300, bishop 300, rook 500, queen 900).

use std::io::Write;

use chess_core::Position;

use crate::input::{self, Text, checked};
use crate::output::Failure;

// The arguments of `see`.
#[derive(Debug, clap::Args)]
pub struct SeeArgs {
    /// The position, in FEN, as one argument.
    #[arg(value_parser = checked(input::position))]
    fen: Position,
    /// The move, in UCI or SAN.
    #[arg(value_parser = Text)]
    r#move: String,
}

/// Reads the move against the position, checked before anything is written, and prints the
/// move's SEE.
pub fn run(args: &SeeArgs, mut out: impl Write) -> Result<(), Failure> {
    let mv = input::one_move(&args.fen, &args.r#move)?;
    writeln!(out, "{}", args.fen.see(mv))?;
    Ok(out.flush()?)
}
