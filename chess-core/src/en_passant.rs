//! The en-passant square under its two rules. The position keeps it by Polyglot's (a pawn of the
//! side to move stands beside the pawn that has just moved two squares, legal to take or not), so
//! that its hash is the opening-book key. The laws of chess count it only when an en-passant
//! capture is legal: FEN written, `==`, `Hash` and repetition follow them, and pay for the
//! legality test only when a square is set.

use core::hash::{Hash, Hasher};

use crate::attacks::pawn_attacks;
use crate::tables::ZOBRIST_EN_PASSANT;
use crate::{Piece, Position, Square};

impl Position {
    /// The en-passant square when an en-passant capture is legal, else `None`: what FEN written
    /// by this crate holds (as chessops, python-chess and Stockfish write it) and what
    /// equality and repetition count, under the laws of chess (FIDE, article 9.2.3).
    /// [`en_passant`](Position::en_passant) keeps the square by Polyglot's rule instead, legal
    /// or not.
    ///
    /// ```
    /// use chess_core::{Position, Square};
    /// // Black's g4 pawn stands beside the h4 pawn that has just moved, but is pinned.
    /// let pinned: Position = "N6R/P1B5/6k1/7b/6pP/K3R1Q1/1N6/8 b - h3 0 68".parse().unwrap();
    /// assert_eq!(pinned.en_passant(), Some(Square::H3));
    /// assert_eq!(pinned.legal_en_passant(), None);
    /// assert_eq!(pinned.to_string(), "N6R/P1B5/6k1/7b/6pP/K3R1Q1/1N6/8 b - - 0 68");
    ///
    /// let free: Position = "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1".parse().unwrap();
    /// assert_eq!(free.legal_en_passant(), Some(Square::E3));
    /// ```
    #[must_use]
    pub fn legal_en_passant(&self) -> Option<Square> {
        let to = self.en_passant()?;
        let us = self.side_to_move();
        let king = self.king(us);
        let takers = pawn_attacks(!us, to) & self.pieces(us, Piece::Pawn);
        takers
            .into_iter()
            .any(|from| self.en_passant_is_legal(from, to, king))
            .then_some(to)
    }

    /// The key positions are told apart by for repetition: the [`hash`](Position::hash) without
    /// the en-passant file when no en-passant capture is legal. Equal exactly when
    /// [`eq_ignore_clocks`](Position::eq_ignore_clocks) is (but for a 64-bit collision).
    #[inline]
    pub(crate) fn repetition_key(&self) -> u64 {
        match self.en_passant() {
            Some(square) if self.legal_en_passant().is_none() => {
                self.hash() ^ ZOBRIST_EN_PASSANT[square.file() as usize]
            }
            _ => self.hash(),
        }
    }

    /// Whether the two en-passant squares are the same under the laws of chess, for positions
    /// whose pieces and side to move are the same.
    #[inline]
    pub(crate) fn same_en_passant(&self, other: &Position) -> bool {
        self.en_passant() == other.en_passant()
            || self.legal_en_passant() == other.legal_en_passant()
    }
}

/// Everything a FEN holds, the clocks too, with the en-passant square counted only when a capture
/// there is legal (see [`Position::legal_en_passant`]).
impl PartialEq for Position {
    #[inline]
    fn eq(&self, other: &Position) -> bool {
        self.eq_ignore_clocks(other)
            && self.halfmove_clock() == other.halfmove_clock()
            && self.fullmove_number() == other.fullmove_number()
    }
}

impl Eq for Position {}

/// Agrees with `==`: positions equal under it hash alike.
impl Hash for Position {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.repetition_key().hash(state);
        self.halfmove_clock().hash(state);
        self.fullmove_number().hash(state);
    }
}
