//! SAN of every legal move of a set of positions, written three ways: by `Position::san`, which
//! lists no moves, and by the listing definition (`chess_core::reference::san_by_listing`) as
//! `Position::san` once ran it (the legal moves generated for each move) and as
//! `Position::san_with_moves` once ran it (generated once a position). The `san` benchmark times
//! them and the `san_run` example runs one for callgrind.
//!
//! Each way is `#[inline(never)]`, so callgrind's `--toggle-collect` can count it alone.

use chess_core::reference::san_by_listing;
use chess_core::{MoveList, Position};

/// A back-rank mate to give, beside `crate::PER_MOVE_POSITIONS`.
pub const MATE: &str = "6k1/5ppp/8/8/8/8/5PPP/R3R1K1 w - - 0 1";

/// Each of `crate::PER_MOVE_POSITIONS` (the start position, Kiwipete, positions 3 to 6 of
/// `tricky.perft`, a middle game) and [`MATE`], and each of their children, with its legal
/// moves (listed beforehand, as a GUI that writes every move's SAN has them): some 6,900 moves,
/// with checks, mates, captures, promotions, castling and pieces told apart by file and by rank.
pub fn positions() -> Vec<(Position, MoveList)> {
    let mut fens = crate::PER_MOVE_POSITIONS.to_vec();
    fens.push(MATE);
    crate::with_children_and_moves(&fens)
}

/// The bytes of SAN written for every move of `positions` by `Position::san`.
#[inline(never)]
pub fn san(positions: &[(Position, MoveList)]) -> usize {
    positions
        .iter()
        .flat_map(|(p, moves)| moves.iter().map(|&mv| p.san(mv).len()))
        .sum()
}

/// The same by the listing definition, the legal moves generated for each move (as
/// `Position::san` was written before).
#[inline(never)]
pub fn by_listing(positions: &[(Position, MoveList)]) -> usize {
    positions
        .iter()
        .flat_map(|(p, moves)| {
            moves
                .iter()
                .map(|&mv| san_by_listing(p, mv, &p.legal_moves()).len())
        })
        .sum()
}

/// The same by the listing definition, given each position's list (as
/// `Position::san_with_moves` was written before).
#[inline(never)]
pub fn by_listing_given(positions: &[(Position, MoveList)]) -> usize {
    positions
        .iter()
        .flat_map(|(p, moves)| moves.iter().map(|&mv| san_by_listing(p, mv, moves).len()))
        .sum()
}

/// One way of writing the SAN of every move of a set of positions: the bytes written.
pub type Way = fn(&[(Position, MoveList)]) -> usize;

/// Each way by name, for the benchmark and the example.
pub const WAYS: [(&str, Way); 3] = [
    ("san", san),
    ("by_listing", by_listing),
    ("by_listing_given", by_listing_given),
];
