//! Playing a move on a position: copy-make with [`Position::play`], or make and unmake; and the
//! null move.

use core::fmt;

use crate::movegen::taken_en_passant;
use crate::position::State;
use crate::{CastlingRights, Color, Move, Piece, Position, Square};

/// What [`Position::make`] overwrote, for [`Position::unmake`] to put back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[must_use = "unmake needs the Undo that make returned"]
pub struct Undo {
    captured: Option<Piece>,
    state: State,
}

impl Position {
    /// Plays a legal move (one from [`legal_moves`](Position::legal_moves) or
    /// [`parse_move`](Position::parse_move)) on this position. To keep the position before the
    /// move, copy it first: the position is `Copy`, and copy-make is how perft plays.
    ///
    /// The move must be legal here; [`try_play`](Position::try_play) checks one from elsewhere
    /// (a transposition table, a user, text read without the position).
    ///
    /// # Illegal moves
    ///
    /// An illegal move panics with debug assertions on, and in a release build is played as
    /// written without a check, which can leave the position corrupted (see
    /// [`make`](Position::make)). [`Move::NULL`] is illegal too: pass the turn with
    /// [`play_null`](Position::play_null).
    ///
    /// ```
    /// use chess_core::Position;
    /// let mut position = Position::default();
    /// let e4 = position.parse_move("e2e4").unwrap();
    /// position.play(e4);
    /// assert_eq!(position.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    /// ```
    #[inline]
    pub fn play(&mut self, mv: Move) {
        let _ = self.make(mv);
    }

    /// Plays a legal move and returns what [`unmake`](Position::unmake) needs to take it back.
    ///
    /// # Illegal moves
    ///
    /// With debug assertions on (debug builds, tests), a move that is not
    /// [`is_legal`](Position::is_legal) here panics. Without them it is not checked, for speed,
    /// and is played as written: the piece on the from square (a pawn if the square is empty)
    /// is moved, whatever stands on the to square is taken off as an enemy piece, and the kind
    /// bits are obeyed. The position's bitboards and planes may then disagree, a king may be
    /// missing (later calls may panic or give wrong answers), and [`unmake`](Position::unmake)
    /// does not always restore it. Nothing worse: the crate has no `unsafe` code. This holds for
    /// [`Move::NULL`] and for a plain move read from text that names a castling or en passant
    /// ([`Move`]'s `FromStr`). Use [`try_play`](Position::try_play), or check with
    /// [`is_legal`](Position::is_legal), for moves from outside the position's move list.
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
    // Inlined into `play`, so copy-make (perft) builds no `Undo` it throws away: about 2 % of
    // perft's instructions.
    #[inline(always)]
    pub fn make(&mut self, mv: Move) -> Undo {
        debug_assert!(self.is_legal(mv), "{mv} is not legal in {self}");
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
                self.remove(them, Piece::Pawn, taken_en_passant(us, to));
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

    /// A double push records the square passed over, but only when an enemy pawn stands beside
    /// the pushed pawn, ready to take (legal or not): otherwise the position (and its hash) is the
    /// same as with no square. Polyglot's rule, and the FEN reader's.
    #[inline]
    fn record_double_push(&mut self, from: Square, to: Square) {
        let passed = Square::ALL[(from.index() + to.index()) / 2];
        if self.can_take_en_passant(!self.side_to_move(), passed) {
            self.set_en_passant(Some(passed));
        }
    }

    /// Takes back `mv`, which must be the last move made, with what [`make`](Position::make)
    /// returned for it.
    ///
    /// Given another move or another move's [`Undo`], it is not checked, for speed: pieces are
    /// moved back as that move says and the saved rights, clocks and hash put back, which leaves
    /// the position corrupted (as an illegal move does to [`make`](Position::make)), never a
    /// panic in a release build.
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
                taken_en_passant(us, to)
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
    pub fn play_null(&mut self) -> Result<(), NullMoveError> {
        self.make_null().map(|_| ())
    }
}
