//! The 0x88 board: a position on a 16 × 8 array with a piece list a colour, made from a
//! [`Position`], and its attack test.
//!
//! It shares only the plain types (`Move`, `MoveList`, `Square`, `Piece`, `Color`,
//! `CastlingRights`) with the bitboard generator and takes a [`Position`] as its starting point:
//! no bitboards, no bitboard attack tables, none of `Position`'s move generation. Moves are found
//! by stepping along direction offsets ([`generate`](super::generate)); whether a king is attacked
//! is asked of each enemy piece through the generated attack-vector table, walking the step table
//! only for an aligned slider.

use core::fmt;

use super::pieces::{BLACK, EMPTY, KIND_BITS, PieceList, code, color_bit, is_slider};
use super::{index, reaches, vector};
use crate::tables::{X88_ATTACKS, X88_STEPS};
use crate::{CastlingRights, Color, Piece, Position, Square};

/// A position on a 0x88 board (16 × 8 squares, index = 16 × rank + file, `index & 0x88 != 0` off
/// the board) with its own move generator.
///
/// Made from a [`Position`]; [`legal_moves`](Board::legal_moves) gives the same moves as
/// [`Position::legal_moves`] (the tests check it over thousands of positions), found without any
/// of the bitboard machinery. Two boards are equal when their pieces, side to move, castling
/// rights and en-passant square are.
///
/// ```
/// use chess_core::reference::x88::Board;
/// use chess_core::Position;
/// let board = Board::from(&Position::default());
/// assert_eq!(board.legal_moves().len(), 20);
/// assert_eq!(board.perft(3), 8_902);
/// ```
#[derive(Clone, Copy)]
pub struct Board {
    /// `[0x88 index]` → piece code or [`EMPTY`]; the 8 off-board columns stay empty.
    pub(super) squares: [u8; 128],
    /// Each colour's pieces, kings included.
    pub(super) pieces: [PieceList; 2],
    /// Each colour's king square.
    pub(super) kings: [u8; 2],
    pub(super) side: Color,
    pub(super) castling: CastlingRights,
    /// The square a pawn passed over on the last move, if it moved two.
    pub(super) en_passant: Option<u8>,
}

impl From<&Position> for Board {
    /// The same position on a 0x88 board; the clocks are left behind.
    fn from(position: &Position) -> Board {
        let mut board = Board {
            squares: [EMPTY; 128],
            pieces: [PieceList::EMPTY; 2],
            kings: [0; 2],
            side: position.side_to_move(),
            castling: position.castling_rights(),
            en_passant: position.en_passant().map(index),
        };
        for square in Square::ALL {
            if let Some((color, piece)) = position.piece_at(square) {
                let at = index(square);
                board.squares[usize::from(at)] = code(color, piece);
                board.pieces[color as usize].push(at);
                if piece == Piece::King {
                    board.kings[color as usize] = at;
                }
            }
        }
        board
    }
}

impl Board {
    /// The side to move.
    ///
    /// ```
    /// use chess_core::reference::x88::Board;
    /// use chess_core::{Color, Position};
    /// assert_eq!(Board::from(&Position::default()).side_to_move(), Color::White);
    /// ```
    #[must_use]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// Whether the king of the side to move is attacked.
    ///
    /// ```
    /// use chess_core::reference::x88::Board;
    /// use chess_core::Position;
    /// let position: Position = "4k3/8/8/8/8/8/8/R3K3 b - - 0 1".parse().unwrap();
    /// assert!(!Board::from(&position).is_check());
    /// let position: Position = "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1".parse().unwrap();
    /// assert!(Board::from(&position).is_check());
    /// ```
    #[must_use]
    pub fn is_check(&self) -> bool {
        self.is_attacked(self.kings[self.side as usize], !self.side)
    }

    /// Whether any piece of colour `by` attacks `target`: for each, one look-up of the
    /// attack-vector table, and for an aligned slider a walk along the step to `target`.
    pub(super) fn is_attacked(&self, target: u8, by: Color) -> bool {
        self.pieces[by as usize]
            .as_slice()
            .iter()
            .any(|&from| attacks(&self.squares, from, target))
    }

    /// The side to move's pieces pinned to its king, as a set of 0x88 indices (bit `i` for
    /// index `i`): for each enemy piece, one look-up of the attack-vector table (could it
    /// attack the king on an empty board?), and for an aligned slider a walk to the king. A
    /// piece is pinned when it is the only one on that walk and it is ours.
    pub(super) fn pinned(&self) -> u128 {
        let king = self.kings[self.side as usize];
        let mut pinned = 0;
        for &from in self.pieces[!self.side as usize].as_slice() {
            let code = self.squares[usize::from(from)];
            let entry = vector(from, king);
            if !is_slider(code) || X88_ATTACKS[entry] & KIND_BITS[usize::from(code)] == 0 {
                continue;
            }
            let step = X88_STEPS[entry];
            let mut between = (0, 0);
            let mut at = from.wrapping_add_signed(step);
            while at != king && between.0 < 2 {
                if self.squares[usize::from(at)] != EMPTY {
                    between = (between.0 + 1, at);
                }
                at = at.wrapping_add_signed(step);
            }
            if let (1, piece) = between
                && !self.is_enemy(piece)
            {
                pinned |= 1 << piece;
            }
        }
        pinned
    }

    /// Whether `square` (on the board) holds a piece of the side not to move.
    pub(super) fn is_enemy(&self, square: u8) -> bool {
        let code = self.squares[usize::from(square)];
        code != EMPTY && code & BLACK != color_bit(self.side)
    }
}

/// Whether the piece on `from` attacks `to` (both on the board) on `squares`: the walk of
/// [`reaches`], asked of the array. The masks change no index or code a board holds; they spare
/// the bounds checks in the in-check test's loop.
#[inline(always)]
pub(super) fn attacks(squares: &[u8; 128], from: u8, to: u8) -> bool {
    let code = squares[usize::from(from & 0x7f)];
    let is_occupied = |at: u8| squares[usize::from(at & 0x7f)] != EMPTY;
    reaches(
        KIND_BITS[usize::from(code & 15)],
        is_slider(code),
        from,
        to,
        is_occupied,
    )
}

/// Equal when the pieces, side to move, castling rights and en-passant square are: the order of
/// the piece lists, which depends on the moves played, does not count.
impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.squares == other.squares
            && self.side == other.side
            && self.castling == other.castling
            && self.en_passant == other.en_passant
    }
}

impl Eq for Board {}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Board")
            .field("squares", &self.squares)
            .field("kings", &self.kings)
            .field("side", &self.side)
            .field("castling", &self.castling)
            .field("en_passant", &self.en_passant)
            .finish_non_exhaustive()
    }
}
