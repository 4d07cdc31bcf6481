//! Shared input for the benchmarks in `benches/` and the `lookup_loop` example.

use chess_core::{Bitboard, Occupancy, Square};

pub mod epd;

/// How many (square, occupancy) pairs [`inputs`] makes.
pub const N: usize = 4096;

/// A fixed set of [`N`] (square, occupied) pairs from a seeded xorshift64 generator, mixing sparse
/// (`a & b & c`, about 8 squares), medium (`a & b`, about 16) and dense (`a`, about 32) boards.
/// The slider's own square is always occupied, as on a real board.
pub fn inputs() -> Vec<(Square, Bitboard)> {
    let mut state = 0x9e37_79b9_7f4a_7c15_u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    (0..N)
        .map(|i| {
            let square = Square::ALL[(next() % 64) as usize];
            let (a, b, c) = (next(), next(), next());
            let occupied = match i % 3 {
                0 => a & b,
                1 => a,
                _ => a & b & c,
            };
            (square, Bitboard(occupied).with(square))
        })
        .collect()
}

/// The pairs with their occupancy planes built, for the rotated look-ups timed on prebuilt planes.
pub fn with_planes(pairs: &[(Square, Bitboard)]) -> Vec<(Square, Occupancy)> {
    pairs
        .iter()
        .map(|&(s, b)| (s, Occupancy::from(b)))
        .collect()
}
