//! Slider attacks by walking the board square by square: no tables at all.
//!
//! The slowest and most obviously right of the three implementations; the tests use it as the
//! reference for the other two.

use crate::{Bitboard, Direction, Square};

/// The squares a slider on `square` attacks along `directions`, walking each until the edge or the
/// first occupied square (included).
#[must_use]
pub fn slider_attacks(square: Square, occupied: Bitboard, directions: &[Direction]) -> Bitboard {
    let mut attacks = Bitboard::EMPTY;
    for &direction in directions {
        let (file_step, rank_step) = direction.steps();
        let mut at = square;
        while let Some(next) = at.offset(file_step, rank_step) {
            attacks = attacks.with(next);
            if occupied.contains(next) {
                break;
            }
            at = next;
        }
    }
    attacks
}

/// The squares a rook on `square` attacks.
#[must_use]
pub fn rook_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    slider_attacks(square, occupied, &Direction::ROOK)
}

/// The squares a bishop on `square` attacks.
#[must_use]
pub fn bishop_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    slider_attacks(square, occupied, &Direction::BISHOP)
}

/// The squares a queen on `square` attacks.
#[must_use]
pub fn queen_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    slider_attacks(square, occupied, &Direction::ALL)
}
