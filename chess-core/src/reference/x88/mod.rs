//! Attack tests through the 0x88 attack-vector and step tables (Bruce Moreland, "0x88 board
//! representation and move generation", 2000).
//!
//! On a 16 × 8 board (index = 16 × rank + file) the difference of two squares' indices tells their
//! geometric relation: one look-up says which piece kinds could attack along it, and only for
//! sliders does a walk along the generated unit step check that the path is empty.
//!
//! [`Board`] is a whole move generator on such a board, independent of the bitboard one: it
//! exists to prove that one right (the two must agree move for move) and to be timed against it.
//! [`Board::see`] is Moreland's static exchange evaluation on it: one look-up per piece for
//! each capture, a walk only for an aligned slider.

use crate::tables::{
    X88_ATTACKS, X88_BISHOP, X88_BLACK_PAWN, X88_KING, X88_KNIGHT, X88_OFFSET, X88_QUEEN, X88_ROOK,
    X88_STEPS, X88_WHITE_PAWN,
};
use crate::{Bitboard, Color, Piece, Square};

mod board;
mod castling;
mod generate;
mod pieces;
mod play;
mod see;
#[cfg(test)]
mod tests;

pub use board::Board;

/// The 0x88 index of a square: 16 × rank + file.
#[must_use]
pub const fn index(square: Square) -> u8 {
    let sq = square.index() as u8;
    sq + (sq & !7)
}

/// Whether an index has left the board: off the 8 files (bit 3) or off the 8 ranks (bit 7, which
/// also catches a step below index 0, wrapped around).
pub(super) const fn off_board(index: u8) -> bool {
    index & 0x88 != 0
}

/// The square of an on-board 0x88 index. (The mask changes no on-board square; it tells the
/// compiler the look-up cannot fail, so a count that never reads the square skips it.)
const fn square_of(index: u8) -> Square {
    Square::ALL[((index + (index & 7)) >> 1) as usize & 63]
}

/// The bit of the attack-vector table for a piece of a colour.
const fn kind_bit(color: Color, piece: Piece) -> u8 {
    match (piece, color) {
        (Piece::Pawn, Color::White) => X88_WHITE_PAWN,
        (Piece::Pawn, Color::Black) => X88_BLACK_PAWN,
        (Piece::Knight, _) => X88_KNIGHT,
        (Piece::Bishop, _) => X88_BISHOP,
        (Piece::Rook, _) => X88_ROOK,
        (Piece::Queen, _) => X88_QUEEN,
        (Piece::King, _) => X88_KING,
    }
}

/// Whether a `piece` of `color` on `from` attacks `to`, given the occupied squares.
///
/// ```
/// use chess_core::reference::x88;
/// use chess_core::{Bitboard, Color, Piece, Square};
/// let occupied = Bitboard::from_iter([Square::A1, Square::D4, Square::H8]);
/// assert!(x88::attacks(Color::White, Piece::Bishop, Square::A1, Square::D4, occupied));
/// assert!(!x88::attacks(Color::White, Piece::Bishop, Square::A1, Square::H8, occupied));
/// assert!(x88::attacks(Color::Black, Piece::Pawn, Square::E5, Square::D4, occupied));
/// ```
#[must_use]
pub fn attacks(color: Color, piece: Piece, from: Square, to: Square, occupied: Bitboard) -> bool {
    let is_occupied = |at: u8| occupied.contains(square_of(at));
    reaches(
        kind_bit(color, piece),
        piece.is_slider(),
        index(from),
        index(to),
        is_occupied,
    )
}

/// The entry of the attack-vector and step tables for the 0x88 difference `to - from`.
pub(super) fn vector(from: u8, to: u8) -> usize {
    usize::from(to) + usize::from(X88_OFFSET) - usize::from(from)
}

/// Whether a piece of attack-vector bit `kind` ([`kind_bit`]), a slider or not, on the 0x88 index
/// `from` attacks `to`, `is_occupied` saying which indices hold a piece: one look-up of the
/// attack-vector table, and for an aligned slider a walk along the step table to `to`. Always
/// inlined: the board's in-check test, the 0x88 generator's hot path, would otherwise pay a call
/// per piece.
#[inline(always)]
pub(super) fn reaches(
    kind: u8,
    slider: bool,
    from: u8,
    to: u8,
    is_occupied: impl Fn(u8) -> bool,
) -> bool {
    let entry = vector(from, to);
    if X88_ATTACKS[entry] & kind == 0 {
        return false;
    }
    if !slider {
        return true;
    }
    let step = X88_STEPS[entry];
    let mut at = from.wrapping_add_signed(step);
    while at != to {
        if is_occupied(at) {
            return false;
        }
        at = at.wrapping_add_signed(step);
    }
    true
}

/// Whether any of `pieces` of colour `by` attacks `target`: the in-check query of a mailbox
/// generator, one table look-up per piece and a walk only where a slider is aligned.
pub fn is_attacked(
    target: Square,
    by: Color,
    pieces: impl IntoIterator<Item = (Square, Color, Piece)>,
    occupied: Bitboard,
) -> bool {
    pieces
        .into_iter()
        .any(|(from, color, piece)| color == by && attacks(color, piece, from, target, occupied))
}
