//! Moves: the compact 16-bit [`Move`], its UCI text ([`uci`]), and the fixed-capacity
//! [`MoveList`] ([`list`]).

mod list;
mod uci;

pub use list::{IntoIter, MAX_MOVES, MoveList};
pub use uci::{ParseMoveError, UciMove};

use core::fmt;
use core::str::FromStr;

use crate::{CastlingSide, Piece, Square};

/// A move in 16 bits: from square (bits 0–5), to square (bits 6–11) and what kind of move it is
/// (bits 12–15). Castling is written as UCI writes it: the king's move (`e1g1`) in standard chess,
/// the king taking its own rook (`e1h1`, `b1a1`) in Chess960 positions
/// ([`CastlingRights::is_chess960`](crate::CastlingRights::is_chess960)), where the king may not
/// move at all or land on the rook's square.
///
/// A `Move` is made by a [`Position`](crate::Position), which knows which kind it is; to read
/// one from text, see [`Position::parse_move`](crate::Position::parse_move), or
/// [`FromStr`](#impl-FromStr-for-Move) for what text alone can say. [`Move::NULL`] (also the
/// `Default`) is the null move, `0000`.
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
    /// The null move: no piece moves, the turn passes. Its UCI text is `0000`. It is never one of
    /// a position's legal moves: pass the turn with
    /// [`Position::make_null`](crate::Position::make_null), not `make` or `play`. A search uses
    /// it for "no move" too (an empty table slot, no best move yet); it is the `Default`.
    ///
    /// ```
    /// use chess_core::{Move, Position};
    /// assert_eq!(Move::NULL.to_string(), "0000");
    /// assert_eq!("0000".parse::<Move>(), Ok(Move::NULL));
    /// assert_eq!(Move::default(), Move::NULL);
    /// assert!(!Position::default().is_legal(Move::NULL));
    /// ```
    // a1 to a1: from and to equal, so no position has it among its moves.
    pub const NULL: Move = Move(0);

    pub(crate) const fn with_kind(from: Square, to: Square, kind: u16) -> Move {
        Move(from.index() as u16 | (to.index() as u16) << 6 | kind << 12)
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
    // `always`: inlined even into code built for size (the wasm module's, opt-level "z", where
    // LLVM inlines next to nothing), where the call costs more than the body.
    #[inline(always)]
    pub const fn from(self) -> Square {
        Square::wrapping_from_index(self.0 as u32)
    }

    /// The square the piece goes to.
    #[must_use]
    #[inline(always)]
    pub const fn to(self) -> Square {
        Square::wrapping_from_index(self.0 as u32 >> 6)
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
    #[inline(always)]
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
    #[inline(always)]
    pub const fn is_en_passant(self) -> bool {
        self.kind() == EN_PASSANT
    }

    /// Whether this is castling.
    #[must_use]
    #[inline(always)]
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

/// The null move, [`Move::NULL`].
impl Default for Move {
    fn default() -> Move {
        Move::NULL
    }
}

/// UCI notation: `e2e4`, `e7e8q`, `e1g1`, and `0000` for [`Move::NULL`].
impl fmt::Display for Move {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if *self == Move::NULL {
            return f.write_str("0000");
        }
        self.uci().fmt(f)
    }
}

/// The UCI text, then the kind when the text does not say it: `e2e4`, `e1g1 (castling)`,
/// `e5d6 (en passant)`, `e7e8q (promotion)`, `0000`; `a1b2 (kind 9)` for kind bits no move has.
///
/// ```
/// use chess_core::{Move, Square};
/// assert_eq!(format!("{:?}", Move::castling(Square::E1, Square::G1)), "e1g1 (castling)");
/// assert_eq!(format!("{:?}", Move::new(Square::E1, Square::G1)), "e1g1");
/// ```
impl fmt::Debug for Move {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)?;
        match self.kind() {
            NORMAL => Ok(()),
            EN_PASSANT => f.write_str(" (en passant)"),
            CASTLING => f.write_str(" (castling)"),
            PROMOTION..=QUEEN_PROMOTION => f.write_str(" (promotion)"),
            kind => write!(f, " (kind {kind})"),
        }
    }
}

/// Reads a move in UCI notation as text alone can say it, without a position: `e2e4`, `e7e8q`
/// (the promotion letter in either case, `e7e8Q` too), and `0000` for [`Move::NULL`]. Errors
/// say what is wrong: the length, a square, the promotion letter, or the same square twice.
///
/// # Castling and en passant
///
/// A `Move` carries its kind, and text alone cannot know it: `e1g1` is castling when a king
/// stands on e1 with the right to castle, a queen's move otherwise; `e5d6` is en passant only
/// when d6 is the en-passant square. So the text reads as a plain move (or a promotion), and
/// what the position makes of it is decided where the position is known:
///
/// - [`Position::try_play`](crate::Position::try_play) plays the move the text names: a plain
///   move whose squares are, in that position, a castling (`e1g1`, or king-takes-rook `e1h1`) or
///   an en-passant capture is played as that castling or capture.
/// - [`UciMove::to_move`] and [`Position::parse_move`](crate::Position::parse_move) give the
///   position's own move for the text, kind and all: what [`make`](crate::Position::make),
///   [`play`](crate::Position::play), [`san`](crate::Position::san) and the move list use.
/// - [`Position::is_legal`](crate::Position::is_legal) answers for the 16 bits exactly, as they
///   come back from a transposition table: the plain `e1g1` is not the castling move, so it is
///   not legal, and is refused rather than played wrong.
///
/// ```
/// use chess_core::{Move, Position};
/// let mut position: Position = "4k3/8/8/8/8/8/8/4K2R w K - 0 1".parse().unwrap();
/// let castle: Move = "e1g1".parse().unwrap();
/// assert!(!castle.is_castling()); // the text cannot say
/// assert!(!position.is_legal(castle)); // so these bits are not the castling move
/// let played = position.try_play(castle).unwrap(); // but try_play plays what the text names
/// assert!(played.is_castling());
/// assert_eq!(position.to_string(), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
///
/// assert_eq!("e7e8Q".parse::<Move>().unwrap().to_string(), "e7e8q");
/// assert!("e7e8k".parse::<Move>().is_err());
/// ```
impl FromStr for Move {
    type Err = ParseMoveError;

    #[inline]
    fn from_str(text: &str) -> Result<Move, ParseMoveError> {
        match text.parse::<UciMove>() {
            Ok(uci) => Ok(uci.to_plain_move()),
            Err(ParseMoveError::Null) => Ok(Move::NULL),
            Err(e) => Err(e),
        }
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

    #[test]
    fn text_reads_back_as_the_move_it_names() {
        use std::format;
        use std::string::ToString;
        for bits in 0..=u16::MAX {
            let mv = Move::from_bits(bits);
            let text = mv.to_string();
            let debug = format!("{mv:?}");
            assert!(debug.starts_with(&text), "{debug}");
            if mv.from() == mv.to() && mv != Move::NULL {
                assert!(text.parse::<Move>().is_err(), "{text}");
                continue;
            }
            let read: Move = text.parse().unwrap();
            // Text keeps the squares and the promotion, and loses castling and en passant.
            assert_eq!(read.uci(), mv.uci(), "{text}");
            assert!(!read.is_castling() && !read.is_en_passant());
            let promotes = (PROMOTION..=QUEEN_PROMOTION).contains(&mv.kind());
            assert_eq!(read == mv, mv.kind() == NORMAL || promotes, "{debug}");
            assert_eq!(debug.len() > text.len(), mv.kind() != NORMAL, "{debug}");
        }
        assert_eq!(
            format!("{:?}", Move::en_passant(Square::E5, Square::D6)),
            "e5d6 (en passant)"
        );
        let queen = Move::promotion(Square::E7, Square::E8, Piece::Queen).unwrap();
        assert_eq!(format!("{queen:?}"), "e7e8q (promotion)");
        assert_eq!(
            format!("{:?}", Move::from_bits(0x3000 | 1 << 6)),
            "a1b1 (kind 3)"
        );
        assert_eq!(format!("{:?}", Move::NULL), "0000");
        assert_eq!(
            "e7e8R".parse::<Move>().unwrap(),
            Move::promotion(Square::E7, Square::E8, Piece::Rook).unwrap()
        );
        assert_eq!(
            "e4e4".parse::<Move>(),
            Err(ParseMoveError::SameSquare(Square::E4))
        );
        assert_eq!(
            "a1a1".parse::<Move>(),
            Err(ParseMoveError::SameSquare(Square::A1))
        );
        assert_eq!("e7e8K".parse::<Move>(), Err(ParseMoveError::Promotion('K')));
        assert_eq!(
            "0000q".parse::<Move>(),
            Err(ParseMoveError::Square(crate::ParseSquareError::File))
        );
        assert_eq!(
            "00000".parse::<Move>(),
            Err(ParseMoveError::Square(crate::ParseSquareError::File))
        );
    }
}
