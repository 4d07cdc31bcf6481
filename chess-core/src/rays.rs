//! Slider attacks from ray masks and the first blocker on each ray (David Slate and Larry Atkin,
//! "CHESS 4.5 — The Northwestern University Chess Program", 1977).
//!
//! A second, independent implementation beside the rotated look-ups: it needs only the plain
//! occupied bitboard and 8 × 64 ray masks. Along a ray toward higher squares the nearest blocker is
//! the lowest set bit ([`Bitboard::first`], CHESS 4.5's `FirstOne`), toward lower squares the
//! highest ([`Bitboard::last`], `LastOne`).

use crate::tables::RAYS;
use crate::{Bitboard, Direction, Square};

/// The squares from `square` (exclusive) to the edge in `direction`.
#[inline]
#[must_use]
pub fn ray(direction: Direction, square: Square) -> Bitboard {
    Bitboard(RAYS[direction as usize][square.index()])
}

/// The nearest occupied square from `square` in `direction`: where a capture along that ray would
/// land, if the piece there is an enemy.
///
/// ```
/// use chess_core::{rays, Bitboard, Direction, Square};
/// let occupied = Bitboard::from_iter([Square::E2, Square::E6, Square::E7]);
/// assert_eq!(rays::first_blocker(Direction::North, Square::E4, occupied), Some(Square::E6));
/// assert_eq!(rays::first_blocker(Direction::South, Square::E4, occupied), Some(Square::E2));
/// assert_eq!(rays::first_blocker(Direction::East, Square::E4, occupied), None);
/// ```
#[inline]
#[must_use]
pub fn first_blocker(direction: Direction, square: Square, occupied: Bitboard) -> Option<Square> {
    let blockers = ray(direction, square) & occupied;
    if direction.is_increasing() {
        blockers.first()
    } else {
        blockers.last()
    }
}

/// The squares a slider on `square` attacks along `directions`: each ray up to and including its
/// first blocker.
#[inline]
#[must_use]
pub fn slider_attacks(square: Square, occupied: Bitboard, directions: &[Direction]) -> Bitboard {
    let mut attacks = Bitboard::EMPTY;
    for &direction in directions {
        let whole = ray(direction, square);
        attacks |= match first_blocker(direction, square, occupied) {
            // Beyond the blocker is the blocker's own ray in the same direction.
            Some(blocker) => whole ^ ray(direction, blocker),
            None => whole,
        };
    }
    attacks
}

/// The squares a rook on `square` attacks.
#[inline]
#[must_use]
pub fn rook_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    slider_attacks(square, occupied, &Direction::ROOK)
}

/// The squares a bishop on `square` attacks.
#[inline]
#[must_use]
pub fn bishop_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    slider_attacks(square, occupied, &Direction::BISHOP)
}

/// The squares a queen on `square` attacks.
#[inline]
#[must_use]
pub fn queen_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    slider_attacks(square, occupied, &Direction::ALL)
}
