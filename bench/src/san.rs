//! SAN of every legal move of a set of positions, written three ways: by `Position::san`, which
//! lists no moves, and by the listing definition (`chess_core::reference::san_by_listing`) as
//! `Position::san` once ran it (the legal moves generated for each move) and as
//! `Position::san_with_moves` once ran it (generated once a position). The `san` benchmark times
//! them and the `san_run` example runs one for callgrind.
//!
//! Each way is `#[inline(never)]`, so callgrind's `--toggle-collect` can count it alone.

use chess_core::reference::san_by_listing;
use chess_core::{MoveList, Position};

/// The start position, Kiwipete, positions 3 to 6 of `tricky.perft` and a middle game, each with
/// its children: some 6,600 moves, with checks, mates, captures, promotions, castling and pieces
/// told apart by file and by rank.
pub const POSITIONS: [&str; 7] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "6k1/5ppp/8/8/8/8/5PPP/R3R1K1 w - - 0 1",
];

/// Each position of [`POSITIONS`] and each of its children, with its legal moves (listed
/// beforehand, as a GUI that writes every move's SAN has them).
pub fn positions() -> Vec<(Position, MoveList)> {
    crate::with_children(&POSITIONS)
        .into_iter()
        .map(|p| (p, p.legal_moves()))
        .collect()
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
