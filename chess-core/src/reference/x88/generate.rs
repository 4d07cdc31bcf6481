//! Move generation on the 0x88 board: every pseudo-legal move found by stepping along direction
//! offsets, kept when the mover's king is not attacked once it is played on a copy. Only the moves
//! that can expose the king are played so: the rest cannot leave it attacked.

use super::board::Board;
use super::pieces::{EMPTY, piece_of};
use super::{off_board, square_of};
use crate::{Color, Move, MoveList, Piece};

const KNIGHT_STEPS: [i8; 8] = [-33, -31, -18, -14, 14, 18, 31, 33];
const BISHOP_STEPS: [i8; 4] = [-17, -15, 15, 17];
const ROOK_STEPS: [i8; 4] = [-16, -1, 1, 16];
/// The king's steps, and the queen's directions.
const KING_STEPS: [i8; 8] = [-17, -16, -15, -1, 1, 15, 16, 17];

/// The pieces promotion makes, in the order they are emitted.
const PROMOTIONS: [Piece; 4] = [Piece::Queen, Piece::Rook, Piece::Bishop, Piece::Knight];

/// Which pseudo-legal moves are played on a copy to see whether they leave the king attacked.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Test {
    /// Only those that can: king moves, en passant, every move in check, and moves of a pinned
    /// piece. Any other move opens no line to the king that an enemy slider stands on, and
    /// captures or blocks nothing that matters, so a king not attacked now is not afterwards.
    Exposing,
    /// Every one: make-and-test in full, to check the shortcut against.
    Every,
}

/// Where the legal moves go as they are found: a list, or only their number.
pub(super) trait Moves {
    fn add(&mut self, mv: Move);
}

impl Moves for MoveList {
    fn add(&mut self, mv: Move) {
        self.push(mv);
    }
}

/// The number of moves found: perft's last ply counts the legal moves without listing them.
struct Count(u64);

impl Moves for Count {
    fn add(&mut self, _: Move) {
        self.0 += 1;
    }
}

impl Board {
    /// The legal moves: every pseudo-legal move, kept when the mover's king is not attacked once
    /// it is played (on a copy; only moves that can expose the king are played so).
    ///
    /// ```
    /// use chess_core::reference::x88::Board;
    /// use chess_core::Position;
    /// let kiwipete: Position = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
    ///     .parse()
    ///     .unwrap();
    /// let moves = Board::from(&kiwipete).legal_moves();
    /// assert_eq!(moves.len(), 48);
    /// assert!(moves.iter().any(|mv| mv.is_castling() && mv.to_string() == "e1c1"));
    /// ```
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        self.moves(Test::Exposing)
    }

    /// The legal moves, found by playing the pseudo-legal moves that `test` names on a copy.
    pub(super) fn moves(&self, test: Test) -> MoveList {
        let mut legal = MoveList::new();
        self.generate(test, &mut legal);
        legal
    }

    /// The number of legal moves: [`legal_moves`](Board::legal_moves)`.len()`, found the same
    /// way without listing them.
    pub(super) fn count_moves(&self) -> u64 {
        let mut count = Count(0);
        self.generate(Test::Exposing, &mut count);
        count.0
    }

    /// Adds the legal moves to `legal`, playing the pseudo-legal moves that `test` names on a
    /// copy to see whether they leave the king attacked.
    fn generate(&self, test: Test, legal: &mut impl Moves) {
        let us = self.side;
        let king = self.kings[us as usize];
        let in_check = self.is_check();
        let test_every = test == Test::Every || in_check;
        let pinned = self.pinned();
        for &from in self.pieces[us as usize].as_slice() {
            let tested = test_every || from == king || pinned & 1 << from != 0;
            match piece_of(self.squares[usize::from(from)]) {
                Piece::Pawn => self.pawn_moves(from, tested, legal),
                Piece::Knight => self.leaper_moves(from, &KNIGHT_STEPS, tested, legal),
                Piece::Bishop => self.slider_moves(from, &BISHOP_STEPS, tested, legal),
                Piece::Rook => self.slider_moves(from, &ROOK_STEPS, tested, legal),
                Piece::Queen => self.slider_moves(from, &KING_STEPS, tested, legal),
                Piece::King => self.leaper_moves(from, &KING_STEPS, tested, legal),
            }
        }
        // A king in check may not castle.
        if !in_check {
            self.castling_moves(legal);
        }
    }

    /// Adds `mv`, if `tested` only when the mover's king is not attacked once it is played.
    fn push(&self, mv: Move, tested: bool, moves: &mut impl Moves) {
        if !tested || self.keeps_king_safe(mv) {
            moves.add(mv);
        }
    }

    /// Whether the mover's king is not attacked once `mv` is played (on a copy).
    fn keeps_king_safe(&self, mv: Move) -> bool {
        let mut child = *self;
        child.move_pieces(mv);
        !child.is_attacked(child.kings[self.side as usize], !self.side)
    }

    /// A move from `from` to `to` (both on the board): a plain move, or all four promotions.
    fn push_pawn_move(&self, from: u8, to: u8, tested: bool, moves: &mut impl Moves) {
        let (from_square, to_square) = (square_of(from), square_of(to));
        let last_rank = match self.side {
            Color::White => 7,
            Color::Black => 0,
        };
        if to >> 4 == last_rank {
            for piece in PROMOTIONS {
                let promotion = Move::promotion(from_square, to_square, piece);
                self.push(promotion.expect("a promotion piece"), tested, moves);
            }
        } else {
            self.push(Move::new(from_square, to_square), tested, moves);
        }
    }

    fn pawn_moves(&self, from: u8, tested: bool, moves: &mut impl Moves) {
        let (forward, start_rank): (i8, u8) = match self.side {
            Color::White => (16, 1),
            Color::Black => (-16, 6),
        };
        let one = from.wrapping_add_signed(forward);
        if !off_board(one) && self.squares[usize::from(one)] == EMPTY {
            self.push_pawn_move(from, one, tested, moves);
            let two = one.wrapping_add_signed(forward);
            if from >> 4 == start_rank && self.squares[usize::from(two)] == EMPTY {
                self.push(Move::new(square_of(from), square_of(two)), tested, moves);
            }
        }
        for side in [-1, 1] {
            let to = one.wrapping_add_signed(side);
            if off_board(to) {
                continue;
            }
            if self.en_passant == Some(to) {
                // Always tested: it empties two squares, so it can open a line on its own.
                self.push(
                    Move::en_passant(square_of(from), square_of(to)),
                    true,
                    moves,
                );
            } else if self.is_enemy(to) {
                self.push_pawn_move(from, to, tested, moves);
            }
        }
    }

    /// Knight or king: one step in each direction, to an empty square or a capture.
    fn leaper_moves(&self, from: u8, steps: &[i8], tested: bool, moves: &mut impl Moves) {
        for &step in steps {
            let to = from.wrapping_add_signed(step);
            if !off_board(to) && (self.squares[usize::from(to)] == EMPTY || self.is_enemy(to)) {
                self.push(Move::new(square_of(from), square_of(to)), tested, moves);
            }
        }
    }

    /// Bishop, rook or queen: along each direction until the edge or a piece (captured if enemy).
    fn slider_moves(&self, from: u8, steps: &[i8], tested: bool, moves: &mut impl Moves) {
        for &step in steps {
            let mut to = from.wrapping_add_signed(step);
            while !off_board(to) {
                let empty = self.squares[usize::from(to)] == EMPTY;
                if empty || self.is_enemy(to) {
                    self.push(Move::new(square_of(from), square_of(to)), tested, moves);
                }
                if !empty {
                    break;
                }
                to = to.wrapping_add_signed(step);
            }
        }
    }
}
