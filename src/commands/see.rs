//! `chess-tables see <fen> <move>`: the static exchange evaluation of one move, as one integer
//! line (pawn 100, knight 300, bishop 300, rook 500, queen 900).

use std::io::Write;

use crate::input::{self, Rules, Text};
use crate::output::Failure;

// The arguments of `see`.
#[derive(Debug, clap::Args)]
pub struct SeeArgs {
    /// The position, in FEN, as one argument.
    #[arg(value_parser = Text)]
    fen: String,
    /// The move, in UCI or SAN.
    #[arg(value_parser = Text)]
    r#move: String,
    #[command(flatten)]
    rules: Rules,
}

/// Reads the move against the position, checked before anything is written, and prints the
/// move's SEE.
pub fn run(args: &SeeArgs, mut out: impl Write) -> Result<(), Failure> {
    let position = args.rules.position(&args.fen)?;
    let mv = input::one_move(&position, &args.r#move)?;
    writeln!(out, "{}", position.see(mv))?;
    Ok(out.flush()?)
}
