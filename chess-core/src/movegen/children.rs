//! Each legal move played as the generator finds it: the visitor behind
//! [`Position::for_each_child`], and perft's walk of the tree.
//!
//! The generator knows, where it hands over a set of targets, which kind of piece moves, and a
//! set split into captures and quiet moves tells which they are; a pawn's step tells a double
//! push. So each child is made by a copy of [`Position::move_piece_prepared`] specialised to
//! these constants: no search for the piece that moves, and castling and en passant (rare, and
//! played by the ordinary [`Position::play_unchecked`]) cost the common child no test. A
//! promotion is made by [`Position::promote_prepared`], told the piece it becomes: in endgames
//! with pawns about to promote, a third of the children or more. What all children share (the
//! turn passed, the en-passant square gone, the clocks) is done once, on a template each child
//! is copied from.

use super::Scope;
use super::visitor::Visitor;
use crate::moves::{PROMOTION, QUEEN_PROMOTION};
use crate::{Bitboard, Move, Piece, Position, Square};

/// Ranks 1 and 8, where pawns promote.
const BACK_RANKS: Bitboard = Bitboard::BACK_RANKS;

/// Plays each legal move on a copy of the position and hands both to a closure.
struct Children<'a, F: FnMut(Move, &Position)> {
    parent: &'a Position,
    /// The parent with the turn passed: every plain child but for its pieces.
    template: Position,
    f: F,
}

impl<F: FnMut(Move, &Position)> Children<'_, F> {
    /// The child after the plain move of `piece` from `from` to `to`.
    #[inline(always)]
    fn plain(&mut self, piece: Piece, from: Square, to: Square, capture: bool, double_push: bool) {
        let mut child = self.template;
        child.move_piece_prepared(piece, from, to, capture, double_push);
        let mv = Move::new(from, to);
        self.debug_check(mv, &child);
        (self.f)(mv, &child);
    }

    /// The four promotions of the pawn on `from` to `to`, queen first, each made on the template
    /// by the make told the piece it becomes.
    #[inline]
    fn promotions(&mut self, from: Square, to: Square) {
        // The template's side to move is the enemy.
        let capture = self
            .template
            .by_color(self.template.side_to_move())
            .contains(to);
        for kind in (PROMOTION..=QUEEN_PROMOTION).rev() {
            let mv = Move::with_kind(from, to, kind);
            let promoted = Piece::ALL[usize::from(kind - PROMOTION) + 1]; // knight to queen
            let mut child = self.template;
            child.promote_prepared(from, to, promoted, capture);
            self.debug_check(mv, &child);
            (self.f)(mv, &child);
        }
    }

    /// In debug builds, that `child` is what `play_unchecked` makes of `mv`.
    #[inline(always)]
    fn debug_check(&self, mv: Move, child: &Position) {
        debug_assert!(
            {
                let mut played = *self.parent;
                played.play_unchecked(mv);
                played == *child
                    && played.hash() == child.hash()
                    && played.en_passant() == child.en_passant()
                    && played.occupancy() == child.occupancy()
            },
            "{mv} in {} made otherwise than play_unchecked makes it",
            self.parent
        );
    }

    /// A pinned pawn's moves from `from` to `to`: four promotions on a back rank, else one
    /// move by the ordinary make (a double push may leave an en-passant square).
    #[inline]
    fn pawn_move(&mut self, from: Square, to: Square) {
        if BACK_RANKS.contains(to) {
            self.promotions(from, to);
        } else {
            self.special(Move::new(from, to));
        }
    }
}

impl<F: FnMut(Move, &Position)> Visitor for Children<'_, F> {
    const ORDERED: bool = false;

    #[inline(always)]
    fn piece(&mut self, piece: Piece, from: Square, targets: Bitboard) {
        // The template's side to move is the enemy.
        let theirs = self.template.by_color(self.template.side_to_move());
        for to in targets & !theirs {
            self.plain(piece, from, to, false, false);
        }
        for to in targets & theirs {
            self.plain(piece, from, to, true, false);
        }
    }

    #[inline(always)]
    fn pawns(&mut self, targets: Bitboard, step: i8) {
        let from = |to: Square| {
            Square::wrapping_from_index((to.index() as u32).wrapping_add_signed(-i32::from(step)))
        };
        // A capture steps diagonally (7 or 9 squares), a double push 16.
        let (capture, double_push) = (step % 8 != 0, step.abs() == 16);
        for to in targets & !BACK_RANKS {
            self.plain(Piece::Pawn, from(to), to, capture, double_push);
        }
        // A double push never reaches a back rank: its set compiles no promotions.
        if !double_push {
            for to in targets & BACK_RANKS {
                self.promotions(from(to), to);
            }
        }
    }

    #[inline]
    fn pawn(&mut self, from: Square, targets: Bitboard) {
        for to in targets {
            self.pawn_move(from, to);
        }
    }

    #[inline]
    fn special(&mut self, mv: Move) {
        let mut child = *self.parent;
        child.play_unchecked(mv);
        (self.f)(mv, &child);
    }
}

impl Position {
    /// Calls `f` with each legal move and the position it leads to, the moves in no order to
    /// rely on (each piece's quiet moves before its captures). The children are those that
    /// copying the position and playing each move with
    /// [`play_unchecked`](Position::play_unchecked) gives, hash included, but made faster: the
    /// generator knows which piece moves and whether it takes, so no make looks for them. The
    /// fast path for perft, and for a search that visits every child (a search that orders its
    /// moves lists them with [`legal_moves`](Position::legal_moves) instead).
    ///
    /// ```
    /// use chess_core::Position;
    /// let position = Position::default();
    /// let mut replies = 0;
    /// position.for_each_child(|mv, child| {
    ///     let mut played = position;
    ///     played.play(mv);
    ///     assert_eq!((*child, child.hash()), (played, played.hash()));
    ///     replies += child.legal_moves().len();
    /// });
    /// assert_eq!(replies, 400);
    /// ```
    #[inline]
    pub fn for_each_child(&self, f: impl FnMut(Move, &Position)) {
        let mut children = Children {
            parent: self,
            template: self.before_children(),
            f,
        };
        self.generate(Scope::All, &mut children);
    }
}
