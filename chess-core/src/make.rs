//! Playing a move on a position: copy-make with [`Position::play`], or make and unmake; each
//! checked, or unchecked for moves known to be legal; and the null move.

use core::fmt;

use crate::movegen::taken_en_passant;
use crate::position::State;
use crate::{CastlingRights, Color, IllegalMove, Move, Piece, Position, Square};

/// What [`Position::make`] overwrote, for [`Position::unmake`] to put back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[must_use = "unmake needs the Undo that make returned"]
pub struct Undo {
    captured: Option<Piece>,
    state: State,
}

impl Position {
    /// Plays a legal move (one from [`legal_moves`](Position::legal_moves),
    /// [`parse_move`](Position::parse_move) or [`parse_san`](Position::parse_san)) on this
    /// position. To keep the position before the move, copy it first: the position is `Copy`.
    ///
    /// # Panics
    ///
    /// If `mv` is not [`is_legal`](Position::is_legal) here, in every build, with a message
    /// naming the move and the position's FEN; the position is left as it was.
    /// [`Move::NULL`] is illegal too: pass the turn with [`play_null`](Position::play_null). For
    /// moves from outside the position's move list (a user, a transposition table, text read
    /// without the position), [`try_play`](Position::try_play) returns an error instead; where
    /// the move is known legal, [`play_unchecked`](Position::play_unchecked) skips the check.
    ///
    /// ```
    /// use chess_core::Position;
    /// let mut position = Position::default();
    /// let e4 = position.parse_move("e2e4").unwrap();
    /// position.play(e4);
    /// assert_eq!(position.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    /// ```
    ///
    /// ```should_panic
    /// use chess_core::{Move, Position, Square};
    /// let mut position = Position::default();
    /// // Panics: "illegal move e2e5 in rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    /// position.play(Move::new(Square::E2, Square::E5));
    /// ```
    #[inline]
    #[track_caller]
    pub fn play(&mut self, mv: Move) {
        self.assert_legal(mv);
        self.play_unchecked(mv);
    }

    /// Plays a legal move and returns what [`unmake`](Position::unmake) needs to take it back:
    /// make/unmake on one position, where [`play`](Position::play) is copy-make.
    ///
    /// # Panics
    ///
    /// If `mv` is not [`is_legal`](Position::is_legal) here, in every build, with a message
    /// naming the move and the position's FEN; the position is left as it was.
    /// [`try_make`](Position::try_make) returns an error instead, and
    /// [`make_unchecked`](Position::make_unchecked) skips the check.
    ///
    /// ```
    /// use chess_core::Position;
    /// let mut position = Position::default();
    /// let before = position;
    /// let mv = position.parse_move("g1f3").unwrap();
    /// let undo = position.make(mv);
    /// position.unmake(mv, undo);
    /// assert_eq!(position, before);
    /// ```
    #[inline]
    #[track_caller]
    pub fn make(&mut self, mv: Move) -> Undo {
        self.assert_legal(mv);
        self.make_unchecked(mv)
    }

    /// [`make`](Position::make) for a move from outside the position's move list: plays `mv` if
    /// it is legal here and returns the move played with its [`Undo`]; otherwise refuses it and
    /// leaves the position as it was. Moves are resolved as [`try_play`](Position::try_play)
    /// resolves them (a plain move read from text that names a castling or an en-passant capture
    /// is played as that move), so take the move back with the one returned.
    ///
    /// ```
    /// use chess_core::{IllegalMove, Move, Position, Square};
    /// let mut position: Position = "4k3/8/8/8/8/8/8/4K2R w K - 0 1".parse().unwrap();
    /// let before = position;
    /// let e1g1: Move = "e1g1".parse().unwrap(); // text carries no castling kind
    /// let (played, undo) = position.try_make(e1g1).unwrap();
    /// assert!(played.is_castling());
    /// assert_eq!(position.to_string(), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
    /// position.unmake(played, undo);
    /// assert_eq!(position, before);
    ///
    /// let e1e3 = Move::new(Square::E1, Square::E3);
    /// assert_eq!(position.try_make(e1e3), Err(IllegalMove(e1e3)));
    /// assert_eq!(position, before);
    /// ```
    #[inline]
    pub fn try_make(&mut self, mv: Move) -> Result<(Move, Undo), IllegalMove> {
        let played = self.resolve(mv)?;
        Ok((played, self.make_unchecked(played)))
    }

    /// [`play`](Position::play) without the legality check, for a move known to be legal: one
    /// from this position's [`legal_moves`](Position::legal_moves) (as perft and a search play
    /// them) or one already checked with [`is_legal`](Position::is_legal). It runs no code that
    /// `play` would not, less the check.
    ///
    /// # Illegal moves
    ///
    /// Debug builds (debug assertions on) panic as [`play`](Position::play) does. Release builds
    /// do not check, and play an illegal move as [`make_unchecked`](Position::make_unchecked)
    /// says, corrupting the position.
    ///
    /// ```
    /// use chess_core::Position;
    /// let mut position = Position::default();
    /// for mv in position.legal_moves() {
    ///     let mut child = position;
    ///     child.play_unchecked(mv); // a move of the list: legal by construction
    ///     assert_ne!(child, position);
    /// }
    /// ```
    #[inline]
    pub fn play_unchecked(&mut self, mv: Move) {
        let _ = self.make_unchecked(mv);
    }

    /// [`play_unchecked`](Position::play_unchecked) out of line: the one copy of the make that
    /// the crate's cold paths share (`try_play`, SAN's check mark, `Divide`), so that only the
    /// hot loops (perft's, an engine's) compile a make of their own.
    #[inline(never)]
    pub(crate) fn play_out_of_line(&mut self, mv: Move) {
        self.play_unchecked(mv);
    }

    /// [`make`](Position::make) without the legality check, for a move known to be legal (see
    /// [`play_unchecked`](Position::play_unchecked)).
    ///
    /// # Illegal moves
    ///
    /// Debug builds (debug assertions on) panic as [`make`](Position::make) does. Release builds
    /// do not check and play the move as written: the piece on the from square (a pawn if the
    /// square is empty) is moved, whatever stands on the to square is taken off as an enemy piece
    /// (a king or one's own piece too), and the kind bits are obeyed (a castling moves a rook that
    /// may not be there). The position's bitboards and planes may then disagree, a king may be
    /// missing, and later calls may give wrong answers or panic; [`unmake`](Position::unmake) does
    /// not always restore it. Nothing worse: the crate has no `unsafe` code. This holds for
    /// [`Move::NULL`] (played as a1a1) and for a plain move read from text that names a castling
    /// or an en-passant capture ([`Move`]'s `FromStr`), which is played as a plain king or pawn
    /// move.
    ///
    /// ```
    /// use chess_core::Position;
    /// let mut position = Position::default();
    /// let before = position;
    /// let mv = position.legal_moves()[0];
    /// let undo = position.make_unchecked(mv);
    /// position.unmake(mv, undo);
    /// assert_eq!(position, before);
    /// ```
    // Inlined into `play_unchecked`, so copy-make (perft) builds no `Undo` it throws away: about
    // 2 % of perft's instructions.
    #[inline(always)]
    pub fn make_unchecked(&mut self, mv: Move) -> Undo {
        debug_assert!(self.is_legal(mv), "illegal move {mv} in {self}");
        let (from, to) = (mv.from(), mv.to());
        let us = self.side_to_move();
        let them = !us;
        let piece = self.occupied_kind_at(from);
        let mut undo = Undo {
            captured: None,
            state: self.state(),
        };

        self.begin_turn();

        if mv.is_castling() {
            // Nothing is captured: in Chess960 `to` is the castling rook's own square.
            self.castle(us, from, mv);
        } else {
            if let Some(captured) = self.piece_kind_at(to) {
                self.remove(them, captured, to);
                undo.captured = Some(captured);
                self.reset_halfmove_clock();
            }
            if let Some(promoted) = mv.promotion_piece() {
                self.remove(us, Piece::Pawn, from);
                self.put(us, promoted, to);
            } else {
                self.shift(us, piece, from, to);
            }
        }

        if piece == Piece::Pawn {
            self.reset_halfmove_clock();
            if mv.is_en_passant() {
                self.remove(them, Piece::Pawn, taken_en_passant(to));
                undo.captured = Some(Piece::Pawn);
            } else if from.index().abs_diff(to.index()) == 16 {
                self.record_double_push(from, to);
            }
        }

        let castling = self.castling_rights();
        if castling.bits() != 0 {
            self.set_castling(castling.touched(from, to));
        }
        self.pass_turn();
        undo
    }

    /// What every child of this position shares before its pieces move: the en-passant square
    /// gone, the half-move clock one more, the turn passed (side, move number, their keys). The
    /// move generator's children ([`for_each_child`](Position::for_each_child)) start from this,
    /// made once for all of them, and [`move_piece_prepared`](Position::move_piece_prepared)
    /// finishes each.
    #[inline]
    pub(crate) fn before_children(&self) -> Position {
        let mut template = *self;
        template.begin_turn();
        template.pass_turn();
        template
    }

    /// Finishes on a [`before_children`](Position::before_children) template a plain move (no
    /// castling, en passant or promotion) of `piece`, which stands on `from`, to `to`: a capture
    /// if `capture` (an enemy piece stands there, never a king), a pawn's double push if
    /// `double_push`. Called where the generator knows all three as constants, so no test here
    /// costs anything at run time but finding the captured piece's kind. Only a king or rook that
    /// moves, and a piece taken, can touch castling rights: a right stands for a king and a rook
    /// on their squares, so any other piece moves from and to other squares.
    #[inline(always)]
    pub(crate) fn move_piece_prepared(
        &mut self,
        piece: Piece,
        from: Square,
        to: Square,
        capture: bool,
        double_push: bool,
    ) {
        let them = self.side_to_move();
        let us = !them;
        if capture {
            let captured = self.captured_kind_at(to);
            self.remove(them, captured, to);
        }
        self.shift(us, piece, from, to);
        if capture || piece == Piece::Pawn {
            self.reset_halfmove_clock();
        }
        if double_push {
            let passed = Square::wrapping_from_index((from.index() + to.index()) as u32 / 2);
            if self.can_take_en_passant(them, passed) {
                self.set_en_passant(Some(passed));
            }
        }
        let castling = self.castling_rights();
        if (capture || matches!(piece, Piece::King | Piece::Rook)) && castling.bits() != 0 {
            self.set_castling(castling.touched(from, to));
        }
    }

    /// Finishes on a [`before_children`](Position::before_children) template the promotion of
    /// the pawn on `from` to `promoted` on `to`, a capture if `capture` (an enemy piece other
    /// than a king stands there). Only a capture can touch castling rights: the pawn leaves the
    /// seventh rank, where no king or rook of a right stands.
    #[inline(always)]
    pub(crate) fn promote_prepared(
        &mut self,
        from: Square,
        to: Square,
        promoted: Piece,
        capture: bool,
    ) {
        let them = self.side_to_move();
        let us = !them;
        if capture {
            let captured = self.captured_kind_at(to);
            self.remove(them, captured, to);
            let castling = self.castling_rights();
            if castling.bits() != 0 {
                self.set_castling(castling.touched(from, to));
            }
        }
        self.remove(us, Piece::Pawn, from);
        self.put(us, promoted, to);
        self.reset_halfmove_clock();
    }

    /// A double push records the square passed over, but only when an enemy pawn stands beside
    /// the pushed pawn, ready to take (legal or not): otherwise the position (and its hash) is the
    /// same as with no square. Polyglot's rule, and the FEN reader's.
    #[inline]
    fn record_double_push(&mut self, from: Square, to: Square) {
        let passed = Square::wrapping_from_index((from.index() + to.index()) as u32 / 2);
        if self.can_take_en_passant(!self.side_to_move(), passed) {
            self.set_en_passant(Some(passed));
        }
    }

    /// Takes back `mv`, which must be the last move made, with what [`make`](Position::make)
    /// (or [`try_make`](Position::try_make), [`make_unchecked`](Position::make_unchecked))
    /// returned for it.
    ///
    /// Given another move or another move's [`Undo`], it is not checked, for speed: pieces are
    /// moved back as that move says and the saved rights, clocks and hash put back, which leaves
    /// the position corrupted (as an illegal move does to
    /// [`make_unchecked`](Position::make_unchecked)), never a panic in a release build.
    ///
    /// ```
    /// use chess_core::Position;
    /// let mut position = Position::default();
    /// let before = position;
    /// let e4 = position.parse_move("e2e4").unwrap();
    /// let first = position.make(e4);
    /// let e5 = position.parse_move("e7e5").unwrap();
    /// let second = position.make(e5);
    /// position.unmake(e5, second); // the last move first
    /// position.unmake(e4, first);
    /// assert_eq!(position, before);
    /// ```
    #[inline]
    pub fn unmake(&mut self, mv: Move, undo: Undo) {
        let them = self.side_to_move();
        let us = !them;
        let (from, to) = (mv.from(), mv.to());
        if mv.is_castling() {
            self.uncastle(us, from, mv, undo.state.castling());
        } else if let Some(promoted) = mv.promotion_piece() {
            self.remove(us, promoted, to);
            self.put(us, Piece::Pawn, from);
        } else {
            let piece = self.occupied_kind_at(to);
            self.shift(us, piece, to, from);
        }
        if let Some(captured) = undo.captured {
            let square = if mv.is_en_passant() {
                taken_en_passant(to)
            } else {
                to
            };
            self.put(them, captured, square);
        }
        self.restore(us, undo.state);
    }

    /// Castling by `us` from `king`: the king to the g- or c-file, the rook beside it. Both are
    /// lifted before either is put down, since in Chess960 one may land where the other stood.
    #[inline]
    fn castle(&mut self, us: Color, king: Square, mv: Move) {
        let side = mv.castling_side().expect("a castling move");
        let rook = self.castling_rights().rook_square(us, side);
        self.remove(us, Piece::King, king);
        self.remove(us, Piece::Rook, rook);
        self.put(us, Piece::King, side.king_to(us));
        self.put(us, Piece::Rook, side.rook_to(us));
    }

    /// Takes back [`castle`](Position::castle), given the rights from before it.
    #[inline]
    fn uncastle(&mut self, us: Color, king: Square, mv: Move, rights: CastlingRights) {
        let side = mv.castling_side().expect("a castling move");
        self.remove(us, Piece::King, side.king_to(us));
        self.remove(us, Piece::Rook, side.rook_to(us));
        self.put(us, Piece::King, king);
        self.put(us, Piece::Rook, rights.rook_square(us, side));
    }
}

/// What [`Position::make_null`] overwrote, for [`Position::unmake_null`] to put back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[must_use = "unmake_null needs the NullUndo that make_null returned"]
pub struct NullUndo {
    state: State,
}

/// Why a null move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum NullMoveError {
    /// The side to move is in check: passing would leave its king to be taken.
    InCheck,
}

impl fmt::Display for NullMoveError {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NullMoveError::InCheck => f.write_str("no null move while in check"),
        }
    }
}

impl core::error::Error for NullMoveError {}

impl Position {
    /// Passes the turn (the null move of null-move pruning): the other side moves next, the
    /// en-passant square goes, the half-move clock counts one more and the move number goes up
    /// after black, and the hash follows (side key, en-passant key). Refused while in check,
    /// leaving the position as it was. [`unmake_null`](Position::unmake_null) takes it back.
    ///
    /// ```
    /// use chess_core::{NullMoveError, Position};
    /// let mut position = Position::default();
    /// let before = position;
    /// let undo = position.make_null().unwrap();
    /// assert_eq!(position.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1");
    /// assert_eq!(position.hash(), position.hash_from_scratch());
    /// position.unmake_null(undo);
    /// assert_eq!(position, before);
    ///
    /// let mut checked: Position = "4k3/8/8/8/8/8/8/4RK2 b - - 0 1".parse().unwrap();
    /// assert_eq!(checked.make_null(), Err(NullMoveError::InCheck));
    /// ```
    #[inline]
    pub fn make_null(&mut self) -> Result<NullUndo, NullMoveError> {
        if self.is_check() {
            return Err(NullMoveError::InCheck);
        }
        let undo = NullUndo {
            state: self.state(),
        };
        self.begin_turn();
        self.pass_turn();
        Ok(undo)
    }

    /// Takes back the null move that returned `undo`, which must be the last move made. Given
    /// another position's `undo`, it puts back that position's rights, clocks and hash, leaving
    /// this one corrupted; it is not checked.
    pub fn unmake_null(&mut self, undo: NullUndo) {
        self.restore(!self.side_to_move(), undo.state);
    }

    /// [`make_null`](Position::make_null) without keeping the undo: copy the position first to
    /// keep the old one.
    #[inline]
    pub fn play_null(&mut self) -> Result<(), NullMoveError> {
        self.make_null().map(|_| ())
    }
}
