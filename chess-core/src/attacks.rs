//! Attack sets by table look-up: the rotated-bitboard method for sliders, masks for the rest.
//!
//! This is the fast path. [`crate::rays`] and [`crate::walk`] compute the same sets in other ways,
//! and the tests hold all three to one another.

use crate::tables::{
    BETWEEN, DIAG_A1H8_ATTACKS, DIAG_A8H1_ATTACKS, FILE_ATTACKS, KING_ATTACKS, KNIGHT_ATTACKS,
    LINE, PAWN_ATTACKS, RANK_ATTACKS,
};
use crate::{Bitboard, Color, Occupancy, Piece, Square};

/// The squares a rook on `square` attacks: rank attacks | file attacks, each one look-up indexed by
/// the line's state.
///
/// ```
/// use chess_core::{attacks, Bitboard, Occupancy, Square};
/// let occupancy = Occupancy::from(Bitboard::from_square(Square::E6));
/// let seen = attacks::rook_attacks(Square::E4, &occupancy);
/// assert!(seen.contains(Square::E6) && !seen.contains(Square::E7));
/// assert_eq!(seen.count(), 7 + 2 + 3);
/// ```
#[inline]
pub fn rook_attacks(square: Square, occupancy: &Occupancy) -> Bitboard {
    let sq = square.index();
    let rank = RANK_ATTACKS[sq][usize::from(occupancy.rank_state(square))];
    let file = FILE_ATTACKS[sq][usize::from(occupancy.file_state(square))];
    Bitboard(rank | file)
}

/// The squares a bishop on `square` attacks: the two diagonal look-ups or'ed.
#[inline]
pub fn bishop_attacks(square: Square, occupancy: &Occupancy) -> Bitboard {
    let sq = square.index();
    let a1h8 = DIAG_A1H8_ATTACKS[sq][usize::from(occupancy.a1h8_byte(square))];
    let a8h1 = DIAG_A8H1_ATTACKS[sq][usize::from(occupancy.a8h1_byte(square))];
    Bitboard(a1h8 | a8h1)
}

/// The squares a queen on `square` attacks: rook | bishop.
#[inline]
pub fn queen_attacks(square: Square, occupancy: &Occupancy) -> Bitboard {
    rook_attacks(square, occupancy) | bishop_attacks(square, occupancy)
}

/// The squares a knight on `square` attacks.
#[inline]
pub fn knight_attacks(square: Square) -> Bitboard {
    Bitboard(KNIGHT_ATTACKS[square.index()])
}

/// The squares a king on `square` attacks.
#[inline]
pub fn king_attacks(square: Square) -> Bitboard {
    Bitboard(KING_ATTACKS[square.index()])
}

/// The squares a pawn of `color` on `square` attacks (diagonally forward).
#[inline]
pub fn pawn_attacks(color: Color, square: Square) -> Bitboard {
    Bitboard(PAWN_ATTACKS[color as usize][square.index()])
}

/// The squares a `piece` of `color` on `square` attacks, given the occupied squares.
pub fn piece_attacks(
    piece: Piece,
    color: Color,
    square: Square,
    occupancy: &Occupancy,
) -> Bitboard {
    match piece {
        Piece::Pawn => pawn_attacks(color, square),
        Piece::Knight => knight_attacks(square),
        Piece::Bishop => bishop_attacks(square, occupancy),
        Piece::Rook => rook_attacks(square, occupancy),
        Piece::Queen => queen_attacks(square, occupancy),
        Piece::King => king_attacks(square),
    }
}

/// The squares strictly between `a` and `b` when they share a rank, file or diagonal; empty
/// otherwise.
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(BETWEEN[a.index()][b.index()])
}

/// The whole line through `a` and `b`, both included, when they share a rank, file or diagonal;
/// empty otherwise and when `a == b`.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(LINE[a.index()][b.index()])
}
