//! Moves: the compact 16-bit [`Move`], its UCI text ([`uci`]), and the fixed-capacity
//! [`MoveList`] ([`list`]).

mod list;
mod uci;

pub use list::{IntoIter, MAX_MOVES, MoveList};
pub use uci::{ParseMoveError, UciMove};

use core::fmt;

use crate::{CastlingSide, Piece, Square};

/// A move in 16 bits: from square (bits 0–5), to square (bits 6–11) and what kind of move it is
/// (bits 12–15). Castling is written as UCI writes it: the king's move (`e1g1`) in standard chess,
/// the king taking its own rook (`e1h1`, `b1a1`) in Chess960 positions
/// ([`CastlingRights::is_chess960`](crate::CastlingRights::is_chess960)), where the king may not
/// move at all or land on the rook's square.
///
/// A `Move` is made by a [`Position`](crate::Position), which knows which kind it is; to read
/// one from text, see [`Position::parse_move`](crate::Position::parse_move).
///
/// ```
/// use chess_core::{Move, Piece, Square};
/// let mv = Move::promotion(Square::E7, Square::E8, Piece::Queen).unwrap();
/// assert_eq!(mv.to_string(), "e7e8q");
/// assert_eq!(core::mem::size_of::<Move>(), 2);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move(u16);

/// The kind bits (12–15) of a plain move or capture.
pub(crate) const NORMAL: u16 = 0;
pub(crate) const EN_PASSANT: u16 = 1;
pub(crate) const CASTLING: u16 = 2;
/// Promotions are 4 + (piece − knight): 4 knight, 5 bishop, 6 rook, 7 queen. Kinds 3 and 8 to 15
/// are never made; [`Position::is_legal`](crate::Position::is_legal) refuses them.
pub(crate) const PROMOTION: u16 = 4;
pub(crate) const QUEEN_PROMOTION: u16 = 7;

impl Move {
    pub(crate) const fn with_kind(from: Square, to: Square, kind: u16) -> Move {
        Move(from as u16 | (to as u16) << 6 | kind << 12)
    }

    /// A plain move or capture.
    #[must_use]
    pub const fn new(from: Square, to: Square) -> Move {
        Move::with_kind(from, to, 0)
    }

    /// A pawn's move to the last rank, becoming `piece`: a knight, bishop, rook or queen, and
    /// `None` for a pawn or a king, which no pawn becomes.
    ///
    /// ```
    /// use chess_core::{Move, Piece, Square};
    /// assert!(Move::promotion(Square::A7, Square::A8, Piece::Knight).is_some());
    /// assert_eq!(Move::promotion(Square::A7, Square::A8, Piece::King), None);
    /// ```
    #[must_use]
    pub const fn promotion(from: Square, to: Square, piece: Piece) -> Option<Move> {
        let index = match piece {
            Piece::Knight => 0,
            Piece::Bishop => 1,
            Piece::Rook => 2,
            Piece::Queen => 3,
            Piece::Pawn | Piece::King => return None,
        };
        Some(Move::with_kind(from, to, PROMOTION + index))
    }

    /// An en-passant capture: `to` is the empty square the pawn moves to.
    #[must_use]
    pub const fn en_passant(from: Square, to: Square) -> Move {
        Move::with_kind(from, to, EN_PASSANT)
    }

    /// Castling by the king on `king`: `to` is where the king goes in standard chess (`e1g1`,
    /// `e1c1`, `e8g8`, `e8c8`), and the castling rook's square in Chess960 (`b1a1`, `f1g1`).
    #[must_use]
    pub const fn castling(king: Square, to: Square) -> Move {
        Move::with_kind(king, to, CASTLING)
    }

    /// The square the piece leaves.
    #[must_use]
    pub const fn from(self) -> Square {
        Square::ALL[(self.0 & 63) as usize]
    }

    /// The square the piece goes to.
    #[must_use]
    pub const fn to(self) -> Square {
        Square::ALL[(self.0 >> 6 & 63) as usize]
    }

    /// The kind bits: [`NORMAL`], [`EN_PASSANT`], [`CASTLING`] or a promotion.
    pub(crate) const fn kind(self) -> u16 {
        self.0 >> 12
    }

    /// The move's 16 bits, to store it (a transposition table entry, a killer slot) and read it
    /// back with [`from_bits`](Move::from_bits).
    ///
    /// ```
    /// use chess_core::{Move, Square};
    /// let mv = Move::new(Square::G1, Square::F3);
    /// assert_eq!(Move::from_bits(mv.bits()), mv);
    /// ```
    #[must_use]
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// The move whose 16 bits are `bits`. Every value gives a `Move`, but not every `Move` can be
    /// played: check one read from storage with
    /// [`Position::is_legal`](crate::Position::is_legal) first.
    #[must_use]
    pub const fn from_bits(bits: u16) -> Move {
        Move(bits)
    }

    /// The piece a promotion makes, or `None`.
    #[must_use]
    pub const fn promotion_piece(self) -> Option<Piece> {
        match self.kind() {
            4 => Some(Piece::Knight),
            5 => Some(Piece::Bishop),
            6 => Some(Piece::Rook),
            7 => Some(Piece::Queen),
            _ => None,
        }
    }

    /// Whether this is an en-passant capture.
    #[must_use]
    pub const fn is_en_passant(self) -> bool {
        self.kind() == EN_PASSANT
    }

    /// Whether this is castling.
    #[must_use]
    pub const fn is_castling(self) -> bool {
        self.kind() == CASTLING
    }

    /// The side a castling move goes to; `None` for any other move. Read from the move's
    /// direction: the king-side rook always stands on a file above the king's, so this holds for
    /// the king's move of standard chess (`e1g1`) and the king-takes-rook of Chess960 (`b1a1`,
    /// queen side though the king itself goes right, to c1) alike.
    ///
    /// ```
    /// use chess_core::{CastlingSide, Move, Square};
    /// assert_eq!(Move::castling(Square::E1, Square::G1).castling_side(), Some(CastlingSide::KingSide));
    /// assert_eq!(Move::castling(Square::B1, Square::A1).castling_side(), Some(CastlingSide::QueenSide));
    /// assert_eq!(Move::new(Square::E1, Square::G1).castling_side(), None);
    /// ```
    #[must_use]
    pub const fn castling_side(self) -> Option<CastlingSide> {
        if !self.is_castling() {
            return None;
        }
        Some(CastlingSide::of_rook(self.from().file(), self.to().file()))
    }

    /// The move as its UCI text names it: squares and promotion, without its kind.
    #[must_use]
    pub const fn uci(self) -> UciMove {
        UciMove {
            from: self.from(),
            to: self.to(),
            promotion: self.promotion_piece(),
        }
    }
}

/// UCI notation: `e2e4`, `e7e8q`, `e1g1`.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.uci().fmt(f)
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.uci().fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_round_trip_through_the_16_bits() {
        for from in Square::ALL {
            for to in [Square::A1, Square::H8, Square::E4] {
                let plain = Move::new(from, to);
                assert_eq!(
                    (plain.from(), plain.to(), plain.promotion_piece()),
                    (from, to, None)
                );
                assert!(!plain.is_castling() && !plain.is_en_passant());
                for piece in [Piece::Knight, Piece::Bishop, Piece::Rook, Piece::Queen] {
                    let promotion = Move::promotion(from, to, piece).unwrap();
                    assert_eq!(promotion.promotion_piece(), Some(piece));
                    assert_eq!((promotion.from(), promotion.to()), (from, to));
                }
                assert!(Move::en_passant(from, to).is_en_passant());
                for piece in [Piece::Pawn, Piece::King] {
                    assert_eq!(Move::promotion(from, to, piece), None);
                }
                assert!(Move::castling(from, to).is_castling());
            }
        }
    }
}
