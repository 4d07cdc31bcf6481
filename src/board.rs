//! The boards `perft` and `suite` count with (`--board`): chess-core's `Position`, on bitboards,
//! and its reference 0x88 mailbox. Two independent move generations agreeing on a tree is the
//! point of perft.

use chess_core::reference::x88;
use chess_core::{Move, MoveList, Position, perft};

/// Which board counts the tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Board {
    /// `chess_core::Position`: bitboards with rotated attack look-ups.
    Bitboard,
    /// `chess_core::reference::x88::Board`: a 16 × 8 mailbox with attack-vector tables.
    #[value(name = "0x88")]
    X88,
}

impl Board {
    /// Each legal root move with the number of leaf nodes below it; nothing at depth 0. The root
    /// moves come from the chosen board too, so a move it misses or invents shows up here.
    pub fn divide(self, position: &Position, depth: u32) -> Box<dyn Iterator<Item = (Move, u64)>> {
        match self {
            Board::Bitboard => Box::new(perft::divide(position, depth)),
            Board::X88 => x88_divide(position, depth),
        }
    }

    /// The number of leaf nodes `depth` plies below `position`, on one thread.
    pub fn perft(self, position: &Position, depth: u32) -> u64 {
        match self {
            Board::Bitboard => perft::perft(position, depth),
            Board::X88 => x88::Board::from(position).perft(depth),
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
