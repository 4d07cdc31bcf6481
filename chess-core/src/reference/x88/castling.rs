//! Castling on the 0x88 board, standard and Chess960: which castlings are legal, playing one, and
//! the rights a move leaves.

use super::board::Board;
use super::generate::Moves;
use super::pieces::{EMPTY, code};
use super::{index, square_of};
use crate::{CastlingRights, CastlingSide, Color, Move, Piece, Square};

impl Board {
    /// Castling to each side whose right is held, for a king not in check: every square between
    /// the king and its target, and between the rook and its target, empty but for those two;
    /// and no square the king crosses or lands on attacked once the king and rook are taken off
    /// the board (so a rook that shielded its king's target along the back rank shields nothing).
    /// Written king-takes-rook in Chess960 positions, as the king's move otherwise.
    pub(super) fn castling_moves(&self, moves: &mut impl Moves) {
        let us = self.side;
        let king = self.kings[us as usize];
        for side in CastlingSide::ALL {
            let Some(rook_square) = self.castling.rook(us, side) else {
                continue;
            };
            let rook = index(rook_square);
            let (king_to, rook_to) = (index(side.king_to(us)), index(side.rook_to(us)));
            let free = |at: u8| at == king || at == rook || self.squares[usize::from(at)] == EMPTY;
            if !(span(king, king_to).all(free) && span(rook, rook_to).all(free)) {
                continue;
            }
            let mut lifted = *self;
            lifted.squares[usize::from(king)] = EMPTY;
            lifted.squares[usize::from(rook)] = EMPTY;
            if king_path(king, king_to).any(|at| lifted.is_attacked(at, !us)) {
                continue;
            }
            let to = match self.castling.is_chess960() {
                true => rook_square,
                false => side.king_to(us),
            };
            moves.add(Move::castling(square_of(king), to));
        }
    }

    /// Castling: the king to the g- or c-file, its rook beside it. Both leave their squares
    /// before either lands, since in Chess960 one may land where the other stood.
    pub(super) fn castle(&mut self, mv: Move) {
        let us = self.side;
        let side = mv.castling_side().expect("a castling move");
        let rook_square = self
            .castling
            .rook(us, side)
            .expect("castling needs its right");
        let (king, rook) = (index(mv.from()), index(rook_square));
        let (king_to, rook_to) = (index(side.king_to(us)), index(side.rook_to(us)));
        self.squares[usize::from(king)] = EMPTY;
        self.squares[usize::from(rook)] = EMPTY;
        self.squares[usize::from(king_to)] = code(us, Piece::King);
        self.squares[usize::from(rook_to)] = code(us, Piece::Rook);
        // The list is a set of squares: relocating one piece onto the other's square first
        // still leaves the right two squares.
        self.pieces[us as usize].relocate(king, king_to);
        self.pieces[us as usize].relocate(rook, rook_to);
        self.kings[us as usize] = king_to;
    }
}

/// The 0x88 indices of a rank from `a` to `b`, both included, in either order.
fn span(a: u8, b: u8) -> impl Iterator<Item = u8> {
    a.min(b)..=a.max(b)
}

/// The squares a castling king crosses and lands on: from beside `king` to `king_to`, or
/// `king_to` alone when the king stays. Its own square needs no test when it is not in check:
/// lifting the king opens no line to it, and a line opened by lifting the rook runs along the
/// back rank through the squares the king crosses, or through its target, which is tested.
fn king_path(king: u8, king_to: u8) -> impl Iterator<Item = u8> {
    span(king, king_to).filter(move |&at| at != king || at == king_to)
}

/// The castling rights left once a move from `from` to `to` is played: a king leaving home loses
/// both of its rights, a castling rook leaving or captured loses one.
pub(super) fn rights_after(mut rights: CastlingRights, from: u8, to: u8) -> CastlingRights {
    for color in Color::ALL {
        let Some(king_file) = rights.king_file(color) else {
            continue;
        };
        for side in CastlingSide::ALL {
            let Some(rook) = rights.rook(color, side) else {
                continue;
            };
            let king = index(Square::new(king_file, rook.rank()));
            if [king, index(rook)]
                .iter()
                .any(|&home| home == from || home == to)
            {
                rights = rights.without(color, side);
            }
        }
    }
    rights
}
