//! `chess-tables perftree <depth> <fen> [<moves>]`: perft as the `perftree` debugging tool calls
//! an engine: `move count` per root move, an empty line, then the total alone.

use std::io::Write;

use chess_core::Position;

use crate::board::Board;
use crate::input::{self, Text, checked};
use crate::output::Failure;

// The arguments of `perftree`, in the order the tool passes them.
#[derive(Debug, clap::Args)]
pub struct PerftreeArgs {
    /// Plies to count, 0 or more.
    #[arg(value_parser = checked(input::depth), allow_negative_numbers = true)]
    depth: u32,
    /// The position, in FEN, as one argument.
    #[arg(value_parser = checked(input::position))]
    fen: Position,
    /// Space-separated moves (UCI or SAN) to play first, as one argument.
    #[arg(value_parser = Text)]
    moves: Option<String>,
}

/// Counts on the bitboard board and writes the root moves' counts, an empty line and the total.
pub fn run(args: &PerftreeArgs, mut out: impl Write) -> Result<(), Failure> {
    let position = input::play_moves(args.fen, args.moves.as_deref().unwrap_or(""))?;
    let mut total = 0;
    for (mv, nodes) in Board::Bitboard.divide(&position, args.depth) {
        writeln!(out, "{mv} {nodes}")?;
        total += nodes;
    }
    // At depth 0 there are no root moves: the tree is the root alone.
    let total = if args.depth == 0 { 1 } else { total };
    writeln!(out)?;
    writeln!(out, "{total}")?;
    Ok(out.flush()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perftree_prints_its_own_format() {
        let args = PerftreeArgs {
            depth: 1,
            fen: Position::default(),
            moves: Some("e2e4 e7e5".to_string()),
        };
        let mut out = Vec::new();
        run(&args, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.ends_with(" 1\n\n29\n"), "{text}");
    }
}
