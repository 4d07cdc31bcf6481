//! Pawn moves: pushes and captures as whole-board shifts, pinned pawns one by one, and the
//! en-passant test.

use super::Scope;
use super::visitor::Visitor;
use crate::attacks::{line, pawn_attacks};
use crate::{Bitboard, Color, File, Position, Rank, Square};

/// Ranks 1 and 8, where pawns promote.
const BACK_RANKS: Bitboard = Bitboard::BACK_RANKS;
const FILE_A: Bitboard = Bitboard::file(File::A);
const FILE_H: Bitboard = Bitboard::file(File::H);

/// `bitboard` moved one rank toward the far side of `color`.
#[inline]
fn forward(color: Color, bitboard: Bitboard) -> Bitboard {
    match color {
        Color::White => Bitboard(bitboard.0 << 8),
        Color::Black => Bitboard(bitboard.0 >> 8),
    }
}

/// The rank a pawn of `color` reaches by a first single push, from which it may push again.
#[inline]
fn double_push_rank(color: Color) -> Bitboard {
    match color {
        Color::White => Bitboard::rank(Rank::Third),
        Color::Black => Bitboard::rank(Rank::Sixth),
    }
}

/// The squares a pawn of `color` on `from` can push to: one step onto an empty square, and from
/// there a second from its start rank.
#[inline]
pub(crate) fn pawn_pushes(color: Color, from: Square, occupied: Bitboard) -> Bitboard {
    let one = forward(color, Bitboard::from_square(from)) & !occupied;
    one | (forward(color, one & double_push_rank(color)) & !occupied)
}

/// The squares from which a pawn of `color` pushes to the empty square `to`: [`pawn_pushes`]
/// traced backward (the square behind it, and two behind across an empty one from the start
/// rank).
#[inline]
pub(crate) fn pawn_push_origins(color: Color, to: Square, occupied: Bitboard) -> Bitboard {
    let one = forward(!color, Bitboard::from_square(to));
    one | forward(!color, one & double_push_rank(color) & !occupied)
}

/// Pawns of `color` capturing toward the a-file, then toward the h-file: the target sets and
/// their steps (`to - from`).
#[inline]
pub(super) fn pawn_captures(color: Color, pawns: Bitboard) -> [(Bitboard, i8); 2] {
    let (west, east) = (pawns & !FILE_A, pawns & !FILE_H);
    match color {
        Color::White => [(Bitboard(west.0 << 7), 7), (Bitboard(east.0 << 9), 9)],
        Color::Black => [(Bitboard(west.0 >> 9), -9), (Bitboard(east.0 >> 7), -7)],
    }
}

/// The square of the pawn that an en-passant capture to `to` removes.
#[inline]
pub(crate) fn taken_en_passant(to: Square) -> Square {
    // The target is on the sixth rank (white) or the third (black); the pawn taken, one rank
    // nearer the middle, differs in bit 3 alone. No branch on the colour: two conversions behind
    // a match on it cost perft 2 % of its instructions.
    Square::wrapping_from_index(to.index() as u32 ^ 8)
}

impl Position {
    /// The moves of `pawns`, the side to move's (all of them, or those a caller asks about).
    #[inline(always)]
    #[allow(clippy::too_many_arguments)] // The generator's state, passed down as it is.
    pub(super) fn pawn_moves<V: Visitor>(
        &self,
        us: Color,
        pawns: Bitboard,
        scope: Scope,
        king: Square,
        pinned: Bitboard,
        check_mask: Bitboard,
        visitor: &mut V,
    ) {
        let theirs = self.by_color(!us);
        let empty = !self.occupied();
        let push = match us {
            Color::White => 8,
            Color::Black => -8,
        };
        let double_rank = double_push_rank(us);
        // Only promotions among the pushes when captures are asked for.
        let quiet = match scope {
            Scope::All => Bitboard::FULL,
            Scope::CapturesAndPromotions => BACK_RANKS,
        };

        let free = pawns & !pinned;
        let [(west, west_step), (east, east_step)] = pawn_captures(us, free);
        let (west, east) = (west & theirs & check_mask, east & theirs & check_mask);
        let single = forward(us, free) & empty;
        let double = match scope {
            Scope::All => forward(us, single & double_rank) & empty & check_mask,
            Scope::CapturesAndPromotions => Bitboard::EMPTY,
        };
        let single = single & check_mask & quiet;
        if !V::COUNTS_ONLY {
            visitor.pawns(west, west_step);
            visitor.pawns(east, east_step);
            visitor.pawns(single, push);
            visitor.pawns(double, 2 * push);
        } else {
            // Captures land on enemy pieces, pushes on empty squares, single and double pushes
            // on different squares of a file: so all but one capture direction count as one set.
            visitor.pawns(west | single | double, 0);
            visitor.pawns(east, 0);
        }

        for from in pawns & pinned {
            let one = forward(us, Bitboard::from_square(from)) & empty;
            let mut to = (pawn_attacks(us, from) & theirs) | (one & quiet);
            if scope == Scope::All {
                to |= forward(us, one & double_rank) & empty;
            }
            visitor.pawn(from, to & check_mask & line(king, from));
        }
    }

    /// En passant changes three squares at once, so it alone is checked by looking at the board
    /// after it: can an enemy piece (other than the pawn taken) then reach the king? This is rare
    /// enough to read the plain bitboard through the ray masks. It catches the pin along the
    /// rank, where the two pawns side by side were the king's only cover.
    // Out of line: compiled into the generator, this rare test costs the common path registers
    // (2 % of perft's instructions when it was inlined).
    #[inline(never)]
    pub(crate) fn en_passant_is_legal(&self, from: Square, to: Square, king: Square) -> bool {
        let captured = taken_en_passant(to);
        let occupied =
            (self.occupied() ^ Bitboard::from_square(from) ^ Bitboard::from_square(captured))
                | Bitboard::from_square(to);
        self.attackers(king, !self.side_to_move(), occupied)
            .without(captured)
            .is_empty()
    }
}
