//! Whether one move, any 16 bits of it, is legal in a position, answered without generating the
//! moves: for moves read back from a transposition table or a killer slot, or from a user.

use core::fmt;

use crate::attacks::{
    between, bishop_attacks, king_attacks, knight_attacks, line, pawn_attacks, queen_attacks,
    rook_attacks,
};
use crate::movegen::pawn_pushes;
use crate::moves::{CASTLING, EN_PASSANT, NORMAL, PROMOTION, QUEEN_PROMOTION};
use crate::{Bitboard, Move, Piece, Position, Square};

/// Ranks 1 and 8, where pawns promote.
const BACK_RANKS: Bitboard = Bitboard::BACK_RANKS;

/// A move refused by [`Position::try_play`] or [`Position::try_make`]: it is not legal in the
/// position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalMove(pub Move);

impl fmt::Display for IllegalMove {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is not a legal move in this position", self.0)
    }
}

impl core::error::Error for IllegalMove {}

impl Position {
    /// Whether `mv` is one of the [`legal_moves`](Position::legal_moves), for any 16 bits
    /// ([`Move::from_bits`]): the answer of `legal_moves().contains(&mv)` without listing the
    /// moves. The piece on the from square, the move's geometry, its kind bits (castling, en
    /// passant, promotion: only a pawn reaching the last rank promotes, and must), pins and check
    /// are all checked.
    ///
    /// The answer is for these 16 bits exactly. A move read from text without the position
    /// ([`Move`]'s `FromStr`) is a plain move, so one that names a castling (`e1g1`) or an
    /// en-passant capture is not legal as it stands: [`try_play`](Position::try_play) plays
    /// it as what it names, and [`UciMove::to_move`](crate::UciMove::to_move) finds that move.
    ///
    /// ```
    /// use chess_core::{Move, Position, Square};
    /// let position = Position::default();
    /// assert!(position.is_legal(Move::new(Square::E2, Square::E4)));
    /// assert!(!position.is_legal(Move::new(Square::E2, Square::E5)));
    /// assert!(!position.is_legal(Move::castling(Square::E1, Square::G1)));
    /// assert!(!position.is_legal(Move::from_bits(0xffff)));
    /// ```
    #[must_use]
    pub fn is_legal(&self, mv: Move) -> bool {
        let (from, to) = (mv.from(), mv.to());
        let us = self.side_to_move();
        let Some((color, piece)) = self.piece_at(from) else {
            return false;
        };
        if color != us {
            return false;
        }
        if mv.kind() == CASTLING {
            return piece == Piece::King && self.is_legal_castling(from, mv);
        }
        if self.by_color(us).contains(to) {
            return false;
        }
        let king = self.king(us);
        match mv.kind() {
            EN_PASSANT => {
                piece == Piece::Pawn
                    && self.en_passant() == Some(to)
                    && pawn_attacks(us, from).contains(to)
                    && self.en_passant_is_legal(from, to, king)
            }
            NORMAL | PROMOTION..=QUEEN_PROMOTION => {
                let promotes = mv.kind() != NORMAL;
                let reach = match piece {
                    // A pawn reaching the last rank must promote; nothing else may.
                    Piece::Pawn if BACK_RANKS.contains(to) == promotes => {
                        pawn_pushes(us, from, self.occupied())
                            | (pawn_attacks(us, from) & self.by_color(!us))
                    }
                    _ if promotes => return false,
                    Piece::Pawn => return false,
                    Piece::Knight => knight_attacks(from),
                    Piece::Bishop => bishop_attacks(from, self.occupancy()),
                    Piece::Rook => rook_attacks(from, self.occupancy()),
                    Piece::Queen => queen_attacks(from, self.occupancy()),
                    Piece::King => {
                        // The king's square is tested with the king lifted off the board, so it
                        // cannot step back along a slider's check.
                        let lifted = self.occupied().without(king);
                        return king_attacks(from).contains(to)
                            && self.attackers(to, !us, lifted).is_empty();
                    }
                };
                reach.contains(to) && self.keeps_king_safe(king, from, to)
            }
            _ => false,
        }
    }

    /// Whether a piece other than the king going from `from` to `to` (a plain move or capture)
    /// leaves its king out of check: it answers a single check by capturing or blocking, and a
    /// pinned piece stays on its pin line.
    pub(crate) fn keeps_king_safe(&self, king: Square, from: Square, to: Square) -> bool {
        // Checkers and pins in one pass over the enemy sliders that see the king.
        let (checkers, pinned) = self.checkers_and_pinned(self.side_to_move(), king);
        keeps_king_safe_from(king, checkers, pinned, from, to)
    }

    /// Castling by the king on `king`, written as this position writes it (the king's move in
    /// standard chess, king-takes-rook in Chess960).
    fn is_legal_castling(&self, king: Square, mv: Move) -> bool {
        mv.castling_side().is_some_and(|side| {
            self.castling_move(king, side) == mv
                && self.checkers().is_empty()
                && self.may_castle(king, side)
        })
    }

    /// Plays `mv` if it is legal here and returns the move played; otherwise refuses it and
    /// leaves the position as it was. For moves from a source that is not this position's own
    /// move list: a transposition table, a killer slot, a user.
    ///
    /// A move that [`is_legal`](Position::is_legal) is played as it is. A plain move read from
    /// text without the position ([`Move`]'s `FromStr`) that names, in this position, a castling
    /// (`e1g1`, or king-takes-rook `e1h1`) or an en-passant capture is played as that castling
    /// or capture, which is the move returned; the text cannot carry those kinds. Any other move
    /// is refused.
    ///
    /// ```
    /// use chess_core::{IllegalMove, Move, Position, Square};
    /// let mut position = Position::default();
    /// let e5 = Move::new(Square::E2, Square::E5);
    /// assert_eq!(position.try_play(e5), Err(IllegalMove(e5)));
    /// assert_eq!(position, Position::default());
    /// let e4 = Move::new(Square::E2, Square::E4);
    /// assert_eq!(position.try_play(e4), Ok(e4));
    ///
    /// // d5 taken en passant, read from text: the move played is the en-passant capture.
    /// let mut position: Position = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2".parse().unwrap();
    /// let played = position.try_play("e5d6".parse().unwrap()).unwrap();
    /// assert!(played.is_en_passant());
    /// assert_eq!(position.to_string(), "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2");
    /// ```
    #[inline]
    pub fn try_play(&mut self, mv: Move) -> Result<Move, IllegalMove> {
        let played = self.resolve(mv)?;
        self.play_out_of_line(played);
        Ok(played)
    }

    /// The legal move `mv` stands for here: itself, or the castling or en-passant capture that a
    /// plain move read from text names.
    #[inline]
    pub(crate) fn resolve(&self, mv: Move) -> Result<Move, IllegalMove> {
        if self.is_legal(mv) {
            Ok(mv)
        } else {
            self.named_by_text(mv).ok_or(IllegalMove(mv))
        }
    }

    /// Panics unless `mv` is legal here: the check of [`play`](Position::play) and
    /// [`make`](Position::make), in every build.
    #[inline]
    #[track_caller]
    pub(crate) fn assert_legal(&self, mv: Move) {
        if !self.is_legal(mv) {
            illegal_move(self, mv);
        }
    }
    /// The castling or en-passant capture that the plain move `mv`, read from text, names here.
    #[inline]
    fn named_by_text(&self, mv: Move) -> Option<Move> {
        if mv.kind() != NORMAL {
            return None;
        }
        let named = mv.uci().to_move(self).ok()?;
        (named.is_castling() || named.is_en_passant()).then_some(named)
    }
}

/// The panic of an illegal move given to [`Position::play`] or [`Position::make`], out of line so
/// that the checked calls stay small.
#[cold]
#[inline(never)]
#[track_caller]
fn illegal_move(position: &Position, mv: Move) -> ! {
    panic!("illegal move {mv} in {position} (try_play refuses a move with an error instead)")
}

/// [`Position::keeps_king_safe`] where the king's checkers and the pieces pinned to it are known
/// (for several moves of one position).
#[inline(always)]
pub(crate) fn keeps_king_safe_from(
    king: Square,
    checkers: Bitboard,
    pinned: Bitboard,
    from: Square,
    to: Square,
) -> bool {
    let answers_check = match checkers.first() {
        None => true,
        Some(_) if checkers.has_several() => false,
        Some(checker) => (between(king, checker) | checkers).contains(to),
    };
    answers_check && (!pinned.contains(from) || line(king, from).contains(to))
}
