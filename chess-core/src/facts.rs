//! Facts about a move read off the position without making it: the piece that moves, the piece
//! it takes, and whether it gives check. What a search orders and prunes by (captures first,
//! checks not reduced), at a fraction of the cost of playing the move to look.

use crate::attacks::{
    bishop_attacks, diagonal_lines_through, knight_attacks, pawn_attacks, rook_attacks,
    straight_lines_through,
};
use crate::moves::{CASTLING, EN_PASSANT};
use crate::{Bitboard, Move, Piece, Position, Square, rays};

impl Position {
    /// The kind of piece `mv` moves: the one on its from square (the king when castling, the
    /// pawn when promoting).
    ///
    /// For any move, legal or not, this reads the board: the piece of the side to move on the
    /// from square, `None` if the square is empty or holds an enemy piece.
    ///
    /// ```
    /// use chess_core::{Piece, Position};
    /// let position = Position::default();
    /// assert_eq!(position.moved_piece(position.parse_move("g1f3").unwrap()), Some(Piece::Knight));
    /// assert_eq!(position.moved_piece("e4e5".parse().unwrap()), None); // e4 is empty
    /// ```
    #[inline]
    #[must_use]
    pub fn moved_piece(&self, mv: Move) -> Option<Piece> {
        match self.piece_at(mv.from()) {
            Some((color, piece)) if color == self.side_to_move() => Some(piece),
            _ => None,
        }
    }

    /// The kind of piece `mv` captures: the enemy piece on its target square, or for an
    /// en-passant capture the pawn beside it. `None` for a move that takes nothing, and always
    /// for castling, which takes nothing even when it is written as the king taking its own rook
    /// (Chess960's `e1h1`).
    ///
    /// For any move, legal or not, this reads the board: the enemy piece on the square the move
    /// would take on (for a move marked en passant, the square beside its target on the rank it
    /// leaves), if one stands there.
    ///
    /// ```
    /// use chess_core::{Piece, Position};
    /// let position: Position = "4k3/8/8/3pP3/8/8/8/R3K3 w Q d6 0 2".parse().unwrap();
    /// let captured = |uci: &str| position.captured(position.parse_move(uci).unwrap());
    /// assert_eq!(captured("e5d6"), Some(Piece::Pawn)); // en passant
    /// assert_eq!(captured("e1c1"), None); // castling
    /// assert_eq!(captured("a1a8"), None);
    /// ```
    #[inline]
    #[must_use]
    pub fn captured(&self, mv: Move) -> Option<Piece> {
        let square = self.capture_square(mv)?;
        match self.by_color(!self.side_to_move()).contains(square) {
            true => self.piece_kind_at(square),
            false => None,
        }
    }

    /// Whether `mv` captures a piece: [`captured`](Position::captured) is not `None`, for any
    /// move, legal or not. En passant captures; castling never does.
    ///
    /// ```
    /// use chess_core::Position;
    /// let position: Position = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1".parse().unwrap();
    /// assert!(position.is_capture(position.parse_move("e4d5").unwrap()));
    /// assert!(!position.is_capture(position.parse_move("e4e5").unwrap()));
    /// ```
    #[inline]
    #[must_use]
    pub fn is_capture(&self, mv: Move) -> bool {
        self.capture_square(mv)
            .is_some_and(|square| self.by_color(!self.side_to_move()).contains(square))
    }

    /// The square a capture by `mv` would take on; `None` for castling.
    #[inline]
    fn capture_square(&self, mv: Move) -> Option<Square> {
        match mv.kind() {
            CASTLING => None,
            // The taken pawn stands beside the capturing one.
            EN_PASSANT => Some(Square::new(mv.to().file(), mv.from().rank())),
            _ => Some(mv.to()),
        }
    }

    /// Whether `mv`, a legal move here, puts the other side in check: the same answer as playing
    /// it and asking [`is_check`](Position::is_check), found without playing it. Every way is
    /// seen: the moved piece attacking the king (a promoted piece as what it becomes), a check
    /// discovered by the moving piece leaving a line (or by the pawn taken en passant leaving
    /// its square), and the rook's check after castling.
    ///
    /// It looks at the king's lines only when a slider of the mover stands on one, so most
    /// moves cost a few masks; it costs a fraction of copying the position to play the move
    /// (see the crate's README for the measure).
    ///
    /// For a move that is not legal here there is an answer, never a panic, but it means
    /// nothing beyond this: `false` when the from square holds no piece of the side to move, and
    /// for castling without the right. Check a move from elsewhere with
    /// [`is_legal`](Position::is_legal) first.
    ///
    /// ```
    /// use chess_core::Position;
    /// // The knight on d4 shields the black king from the rook on d1.
    /// let position: Position = "3k4/8/8/8/3N4/8/8/3RK3 w - - 0 1".parse().unwrap();
    /// let checks = |uci: &str| position.gives_check(position.parse_move(uci).unwrap());
    /// assert!(checks("d4c6")); // direct, and discovered by the rook too
    /// assert!(checks("d4f3")); // discovered
    /// assert!(!checks("e1f2"));
    ///
    /// // White castles queen side: the rook lands on d1, facing the king on d8.
    /// let castling: Position = "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1".parse().unwrap();
    /// assert!(castling.gives_check(castling.parse_move("e1c1").unwrap()));
    /// ```
    #[must_use]
    #[inline]
    pub fn gives_check(&self, mv: Move) -> bool {
        let us = self.side_to_move();
        let ours = self.by_color(us);
        let (from, to) = (mv.from(), mv.to());
        if !ours.contains(from) {
            return false;
        }
        if mv.is_castling() {
            return self.castling_gives_check(mv);
        }
        let king = self.king(!us);
        let lands_as = match mv.promotion_piece() {
            Some(piece) => piece,
            None => self.occupied_kind_at(from),
        };
        let leaper_attacks = match lands_as {
            Piece::Pawn => pawn_attacks(us, to),
            Piece::Knight => knight_attacks(to),
            _ => Bitboard::EMPTY,
        };
        if leaper_attacks.contains(king) {
            return true;
        }
        // The other side is not in check before the move, so a slider can check after it only
        // if the move changes one of the king's lines: the moved piece leaves one (from, or the
        // pawn taken en passant), or a slider lands on a line of its own kind.
        let (straight_lines, diagonal_lines) =
            (straight_lines_through(king), diagonal_lines_through(king));
        let lands_straight = matches!(lands_as, Piece::Rook | Piece::Queen);
        let lands_diagonal = matches!(lands_as, Piece::Bishop | Piece::Queen);
        let opens = (straight_lines | diagonal_lines).contains(from) || mv.is_en_passant();
        let arrives = (lands_straight && straight_lines.contains(to))
            || (lands_diagonal && diagonal_lines.contains(to));
        if !opens && !arrives {
            return false;
        }
        // The mover's sliders after the move, the moved piece on its new square, on those lines.
        let mut straight = (self.straight_sliders() & ours).without(from);
        let mut diagonal = (self.diagonal_sliders() & ours).without(from);
        if lands_straight {
            straight = straight.with(to);
        }
        if lands_diagonal {
            diagonal = diagonal.with(to);
        }
        straight &= straight_lines;
        diagonal &= diagonal_lines;
        // The board after the move, looked along from the king.
        let occupied = self.occupied();
        let mut after = *self.occupancy();
        after.toggle(from);
        if !occupied.contains(to) {
            after.toggle(to);
        }
        if let Some(square) = self.capture_square(mv).filter(|_| mv.is_en_passant()) {
            if occupied.contains(square) {
                after.toggle(square);
            }
        }
        (!straight.is_empty() && !(rook_attacks(king, &after) & straight).is_empty())
            || (!diagonal.is_empty() && !(bishop_attacks(king, &after) & diagonal).is_empty())
    }

    /// [`gives_check`](Position::gives_check) for castling: the king and rook on their new
    /// squares, every slider of the mover looked at along the king's lines. Rare enough to be
    /// worked out in full.
    #[inline(never)]
    fn castling_gives_check(&self, mv: Move) -> bool {
        let us = self.side_to_move();
        let rights = self.castling_rights();
        let Some(side) = mv.castling_side().filter(|&side| rights.has(us, side)) else {
            return false;
        };
        let rook = rights.rook_square(us, side);
        let (king_to, rook_to) = (side.king_to(us), side.rook_to(us));
        let occupied = self
            .occupied()
            .without(mv.from())
            .without(rook)
            .with(king_to)
            .with(rook_to);
        let ours = self.by_color(us);
        let straight = (self.straight_sliders() & ours).without(rook).with(rook_to);
        let diagonal = self.diagonal_sliders() & ours;
        let king = self.king(!us);
        !(rays::rook_attacks(king, occupied) & straight).is_empty()
            || !(rays::bishop_attacks(king, occupied) & diagonal).is_empty()
    }
}
