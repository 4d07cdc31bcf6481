//! perft of the peer library shakmaty, which the tests hold chess-core to and the benchmarks time
//! it against.

use shakmaty::{Chess, Position};

/// The leaf nodes `depth` plies below `position`, shaped as chess-core's perft is: copy-make, the
/// last ply counted in bulk (the legal moves are counted, not played), perft(0) = 1.
pub fn perft(position: &Chess, depth: u32) -> u64 {
    let moves = position.legal_moves();
    match depth {
        0 => 1,
        1 => moves.len() as u64,
        _ => moves
            .into_iter()
            .map(|mv| {
                let mut child = position.clone();
                child.play_unchecked(mv);
                perft(&child, depth - 1)
            })
            .sum(),
    }
}
