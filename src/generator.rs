//! The move generators that `perft --board` can count with: the bitboard one of `Position` and
//! the 0x88 mailbox one. Two independent generators agreeing on a tree is the point of perft.

use chess_core::reference::x88;
use chess_core::{Move, MoveList, Position, perft};

/// Which move generator counts the tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Generator {
    /// `chess_core::Position`: bitboards with rotated attack look-ups.
    Bitboard,
    /// `chess_core::reference::x88::Board`: a 16 × 8 mailbox with attack-vector tables.
    #[value(name = "0x88")]
    X88,
}

impl Generator {
    /// Each legal root move with the number of leaf nodes below it; nothing at depth 0. The root
    /// moves come from the chosen generator too, so a move it misses or invents shows up here.
    pub fn divide(self, position: &Position, depth: u32) -> Box<dyn Iterator<Item = (Move, u64)>> {
        match self {
            Generator::Bitboard => Box::new(perft::divide(position, depth)),
            Generator::X88 => x88_divide(position, depth),
        }
    }
}

fn x88_divide(position: &Position, depth: u32) -> Box<dyn Iterator<Item = (Move, u64)>> {
    let board = x88::Board::from(position);
    let moves = match depth {
        0 => MoveList::new(),
        _ => board.legal_moves(),
    };
    Box::new(moves.into_iter().map(move |mv| {
        let mut child = board;
        child.play(mv);
        (mv, child.perft(depth - 1))
    }))
}
