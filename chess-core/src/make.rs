//! Playing a move on a position: copy-make with [`Position::play`], or make and unmake.

use crate::movegen::passed_pawn;
use crate::position::{EMPTY, kind_of};
use crate::tables::{ZOBRIST_CASTLING, ZOBRIST_EN_PASSANT, ZOBRIST_WHITE_TO_MOVE};
use crate::{CastlingRights, CastlingSide, Color, Move, Piece, Position, Square};

/// What [`Position::make`] overwrote, for [`Position::unmake`] to put back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Undo {
    captured: Option<Piece>,
    castling: CastlingRights,
    en_passant: Option<Square>,
    halfmove_clock: u16,
    fullmove_number: u16,
    hash: u64,
}

impl Position {
    /// Plays a legal move (one from [`legal_moves`](Position::legal_moves) or
    /// [`parse_move`](Position::parse_move)) on this position. To keep the position before the
    /// move, copy it first: the position is `Copy`, and copy-make is how perft plays.
    ///
    /// A move that is not legal here leaves the position in an unspecified (but memory-safe)
    /// state, or panics.
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
        self.make(mv);
    }

    /// Plays a legal move and returns what [`unmake`](Position::unmake) needs to take it back.
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
    pub fn make(&mut self, mv: Move) -> Undo {
        let (from, to) = (mv.from(), mv.to());
        let us = self.side;
        let them = !us;
        let piece = kind_of(self.board[from.index()]);
        let mut undo = Undo {
            captured: None,
            castling: self.castling,
            en_passant: self.en_passant,
            halfmove_clock: self.halfmove_clock,
            fullmove_number: self.fullmove_number,
            hash: self.hash,
        };

        if let Some(square) = self.en_passant.take() {
            self.hash ^= ZOBRIST_EN_PASSANT[square.file() as usize];
        }
        // Both clocks stop at their largest value rather than wrap to one FEN would refuse.
        self.halfmove_clock = self.halfmove_clock.saturating_add(1);

        let target = self.board[to.index()];
        if target != EMPTY {
            let captured = kind_of(target);
            self.remove(them, captured, to);
            undo.captured = Some(captured);
            self.halfmove_clock = 0;
        }

        if mv.is_castling() {
            let side = castling_side(to);
            self.shift(us, Piece::King, from, to);
            self.shift(us, Piece::Rook, side.rook_from(us), side.rook_to(us));
        } else if let Some(promoted) = mv.promotion_piece() {
            self.remove(us, Piece::Pawn, from);
            self.put(us, promoted, to);
        } else {
            self.shift(us, piece, from, to);
        }

        if piece == Piece::Pawn {
            self.halfmove_clock = 0;
            if mv.is_en_passant() {
                self.remove(them, Piece::Pawn, passed_pawn(us, to));
                undo.captured = Some(Piece::Pawn);
            } else if from.index().abs_diff(to.index()) == 16 {
                self.record_double_push(from, to);
            }
        }

        if self.castling.bits() != 0 {
            let castling = self.castling.touched(from).touched(to);
            self.hash ^= ZOBRIST_CASTLING[usize::from(self.castling.bits())]
                ^ ZOBRIST_CASTLING[usize::from(castling.bits())];
            self.castling = castling;
        }
        self.side = them;
        self.hash ^= ZOBRIST_WHITE_TO_MOVE;
        if them == Color::White {
            self.fullmove_number = self.fullmove_number.saturating_add(1);
        }
        undo
    }

    /// A double push records the square passed over, but only when an enemy pawn stands beside
    /// the pushed pawn, ready to take (legal or not): otherwise the position (and its hash) is the
    /// same as with no square. Polyglot's rule, and the FEN reader's.
    #[inline]
    fn record_double_push(&mut self, from: Square, to: Square) {
        let passed = Square::ALL[(from.index() + to.index()) / 2];
        if self.can_take_en_passant(!self.side, passed) {
            self.en_passant = Some(passed);
            self.hash ^= ZOBRIST_EN_PASSANT[passed.file() as usize];
        }
    }

    /// Takes back `mv`, which must be the last move made, with what [`make`](Position::make)
    /// returned for it.
    #[inline]
    pub fn unmake(&mut self, mv: Move, undo: Undo) {
        let them = self.side;
        let us = !them;
        let (from, to) = (mv.from(), mv.to());
        if mv.is_castling() {
            let side = castling_side(to);
            self.shift(us, Piece::King, to, from);
            self.shift(us, Piece::Rook, side.rook_to(us), side.rook_from(us));
        } else if let Some(promoted) = mv.promotion_piece() {
            self.remove(us, promoted, to);
            self.put(us, Piece::Pawn, from);
        } else {
            let piece = kind_of(self.board[to.index()]);
            self.shift(us, piece, to, from);
        }
        if let Some(captured) = undo.captured {
            let square = if mv.is_en_passant() {
                passed_pawn(us, to)
            } else {
                to
            };
            self.put(them, captured, square);
        }
        self.side = us;
        self.castling = undo.castling;
        self.en_passant = undo.en_passant;
        self.halfmove_clock = undo.halfmove_clock;
        self.fullmove_number = undo.fullmove_number;
        self.hash = undo.hash;
    }
}

/// The side a castling king goes to, from its destination (g-file or c-file).
#[inline]
fn castling_side(king_to: Square) -> CastlingSide {
    if king_to.index() % 8 == 6 {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    }
}
