//! Castling moves: when the rules allow one, and how it is written. Standard chess reads a few
//! constant squares; Chess960, with king and rook on any files, works its squares out.

use crate::attacks::{between, king_attacks};
use crate::movegen::Visitor;
use crate::{Bitboard, CastlingSide, Color, Move, Position, Square};

impl Position {
    /// Castling: the right still held, the king and rook free to reach their squares, and the
    /// king not in check (the caller's condition), nor passing through or landing on an attacked
    /// square. Written king-takes-rook in Chess960 positions, as the king's move otherwise.
    ///
    ///
    /// The generator has tested already the king's neighbours not held by its own side, or with
    /// `ALL_ATTACKS` every square, and found `safe` unattacked: the castling path need not test
    /// those again. (It looked with the king lifted, which changes nothing when the king is not
    /// in check: an attack that only the king stopped would be a check.)
    #[inline(always)]
    pub(crate) fn castlings<V: Visitor, const ALL_ATTACKS: bool>(
        &self,
        us: Color,
        king: Square,
        safe: Bitboard,
        visitor: &mut V,
    ) {
        let known = match ALL_ATTACKS {
            true => Bitboard::FULL,
            false => king_attacks(king) & !self.by_color(us),
        };
        for side in CastlingSide::ALL {
            if self.may_castle_knowing(us, king, side, known, safe) {
                visitor.special(self.castling_move(king, side));
            }
        }
    }

    /// The castling move of the king on `king` to `side`, as this position writes it.
    #[inline]
    pub(crate) fn castling_move(&self, king: Square, side: CastlingSide) -> Move {
        let to = if self.castling_rights().is_chess960() {
            self.castling_rights()
                .rook_square(self.side_to_move(), side)
        } else {
            side.king_to(self.side_to_move())
        };
        Move::castling(king, to)
    }

    /// Castling to `side` but for the check test: the right held; every square the king or the
    /// rook passes or lands on empty but for the two of them; none the king passes or lands on
    /// attacked.
    // Inlined into the generator as before it was split out: a call costs perft about 6 %.
    #[inline(always)]
    pub(crate) fn may_castle(&self, king: Square, side: CastlingSide) -> bool {
        let us = self.side_to_move();
        self.may_castle_knowing(us, king, side, Bitboard::EMPTY, Bitboard::EMPTY)
    }

    /// [`may_castle`](Position::may_castle), given that of the squares `known`, just `safe` are
    /// not attacked (the generator has tested the king's neighbours already). `us` is the side to
    /// move.
    #[inline(always)]
    fn may_castle_knowing(
        &self,
        us: Color,
        king: Square,
        side: CastlingSide,
        known: Bitboard,
        safe: Bitboard,
    ) -> bool {
        if !self.castling_rights().has(us, side) {
            return false;
        }
        let path = if self.castling_rights().is_chess960() {
            if !self.chess960_castling_is_clear(king, side) {
                return false;
            }
            let king_to = side.king_to(us);
            between(king, king_to).with(king_to)
        } else {
            // King and rook at home: the squares between them are all that must be empty.
            let (empty, path) = side.standard_squares(us);
            if !(empty & self.occupied()).is_empty() {
                return false;
            }
            path
        };
        if !(path & known & !safe).is_empty() {
            return false;
        }
        for square in path & !known {
            if self.is_attacked(square, !us) {
                return false;
            }
        }
        true
    }

    /// The Chess960 part of [`may_castle`](Position::may_castle): king and rook on any files, so
    /// either may stay put or they may swap squares; every square either passes or lands on
    /// empty but for the two of them. And the rook may be all that stands between the king's
    /// square-to-be and an enemy rook or queen along the back rank (a rook on b1 castling queen
    /// side, an enemy on a1), which standard chess, rooks in the corners, never meets: the king's
    /// square is tested once more with the rook gone.
    #[inline(never)]
    fn chess960_castling_is_clear(&self, king: Square, side: CastlingSide) -> bool {
        let us = self.side_to_move();
        let rook = self.castling_rights().rook_square(us, side);
        let (king_to, rook_to) = (side.king_to(us), side.rook_to(us));
        let paths = between(king, king_to).with(king_to) | between(rook, rook_to).with(rook_to);
        let movers = Bitboard::from_square(king).with(rook);
        (paths & self.occupied() & !movers).is_empty()
            && self
                .attackers(king_to, !us, self.occupied().without(rook))
                .is_empty()
    }
}
