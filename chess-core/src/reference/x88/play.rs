//! Playing a move on the 0x88 board, and perft.

use super::board::Board;
use super::castling::rights_after;
use super::pieces::{EMPTY, code, piece_of};
use super::{index, off_board};
use crate::{Move, Piece};

impl Board {
    /// Plays a legal move (one of [`legal_moves`](Board::legal_moves)); copy the board first to
    /// keep the old one.
    ///
    /// ```
    /// use chess_core::reference::x88::Board;
    /// use chess_core::{Color, Position};
    /// let mut board = Board::from(&Position::default());
    /// let e2e4 = board.legal_moves().iter().copied().find(|mv| mv.to_string() == "e2e4").unwrap();
    /// board.play(e2e4);
    /// assert_eq!(board.side_to_move(), Color::Black);
    /// let mut position = Position::default();
    /// position.play(e2e4);
    /// assert_eq!(board, Board::from(&position));
    /// ```
    pub fn play(&mut self, mv: Move) {
        let us = self.side;
        let them = !us;
        let (from, to) = (index(mv.from()), index(mv.to()));
        let moving = self.squares[usize::from(from)];
        self.en_passant = None;
        if mv.is_castling() {
            self.castle(mv);
            self.castling = rights_after(self.castling, from, to);
            self.side = them;
            return;
        }

        self.move_pieces(mv);
        if piece_of(moving) == Piece::Pawn && from.abs_diff(to) == 32 {
            // Recorded only when an enemy pawn stands beside, ready to capture, as `Position`
            // does: otherwise the position is the same as with no square.
            let enemy_pawn = code(them, Piece::Pawn);
            let beside = [to.wrapping_sub(1), to + 1];
            if beside
                .iter()
                .any(|&at| !off_board(at) && self.squares[usize::from(at)] == enemy_pawn)
            {
                self.en_passant = Some((from + to) / 2);
            }
        }

        // Every king and castling rook starts on its back rank.
        if self.castling.bits() != 0 && (on_back_rank(from) || on_back_rank(to)) {
            self.castling = rights_after(self.castling, from, to);
        }
        self.side = them;
    }

    /// The pieces' part of playing `mv`, a legal move other than castling: the capture (en
    /// passant too), the mover or its promotion, the king's square. All that the test whether a
    /// move leaves its king attacked needs; the side to move, rights and en-passant square stay.
    pub(super) fn move_pieces(&mut self, mv: Move) {
        let us = self.side;
        let them = !us;
        let (from, to) = (index(mv.from()), index(mv.to()));
        let moving = self.squares[usize::from(from)];
        if self.squares[usize::from(to)] != EMPTY {
            self.pieces[them as usize].remove(to);
        }
        if mv.is_en_passant() {
            // The captured pawn stands beside the mover: its rank, the target's file.
            let captured = (from & 0x70) | (to & 7);
            self.squares[usize::from(captured)] = EMPTY;
            self.pieces[them as usize].remove(captured);
        }

        self.squares[usize::from(to)] = match mv.promotion_piece() {
            Some(piece) => code(us, piece),
            None => moving,
        };
        self.squares[usize::from(from)] = EMPTY;
        self.pieces[us as usize].relocate(from, to);
        if piece_of(moving) == Piece::King {
            self.kings[us as usize] = to;
        }
    }

    /// The number of leaf nodes `depth` plies below this position, counting the last ply in bulk
    /// (its legal moves are counted, not played).
    ///
    /// ```
    /// use chess_core::reference::x88::Board;
    /// use chess_core::Position;
    /// assert_eq!(Board::from(&Position::default()).perft(3), 8_902);
    /// ```
    #[must_use]
    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_moves(),
            _ => self
                .legal_moves()
                .iter()
                .map(|&mv| {
                    let mut child = *self;
                    child.play(mv);
                    child.perft(depth - 1)
                })
                .sum(),
        }
    }
}

/// Whether a 0x88 index is on the first or the eighth rank.
fn on_back_rank(index: u8) -> bool {
    matches!(index >> 4, 0 | 7)
}
