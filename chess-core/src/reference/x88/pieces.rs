//! The 0x88 board's contents: a byte code a square for the piece on it, and each colour's list
//! of piece squares.

use super::kind_bit;
use crate::tables::{X88_BISHOP, X88_QUEEN, X88_ROOK};
use crate::{Color, Piece};

/// The code of an empty square.
pub(super) const EMPTY: u8 = 0;
/// Added to a piece's code when it is black.
pub(super) const BLACK: u8 = 8;

/// The code of a piece of a colour: 1 + piece (pawn 1 … king 6), plus [`BLACK`] for black.
pub(super) const fn code(color: Color, piece: Piece) -> u8 {
    1 + piece as u8 + BLACK * color as u8
}

/// The kind of piece of a non-empty code.
pub(super) const fn piece_of(code: u8) -> Piece {
    Piece::ALL[(code & 7) as usize - 1]
}

/// The colour bits of a colour's codes: 0 for white, [`BLACK`] for black.
pub(super) const fn color_bit(color: Color) -> u8 {
    BLACK * color as u8
}

/// `[code]` → the bit of the attack-vector table for that piece (0 for empty).
pub(super) const KIND_BITS: [u8; 16] = {
    let mut bits = [0; 16];
    let mut c = 0;
    while c < 2 {
        let mut p = 0;
        while p < 6 {
            let (color, piece) = (Color::ALL[c], Piece::ALL[p]);
            bits[code(color, piece) as usize] = kind_bit(color, piece);
            p += 1;
        }
        c += 1;
    }
    bits
};

/// Whether a code is a bishop's, rook's or queen's (`false` for an empty square): read off its
/// attack-vector bit, a look-up that cannot fail, so the attack test may ask it late.
pub(super) const fn is_slider(code: u8) -> bool {
    KIND_BITS[(code & 15) as usize] & (X88_BISHOP | X88_ROOK | X88_QUEEN) != 0
}

/// The 0x88 indices of one colour's pieces, in no particular order, so that "every enemy piece"
/// is a short loop instead of a scan of the board. Room for 64: a [`Position`](crate::Position) may hold any number
/// of pieces.
#[derive(Clone, Copy, Debug)]
pub(super) struct PieceList {
    squares: [u8; 64],
    len: u8,
}

impl PieceList {
    pub(super) const EMPTY: PieceList = PieceList {
        squares: [0; 64],
        len: 0,
    };

    pub(super) fn as_slice(&self) -> &[u8] {
        &self.squares[..usize::from(self.len)]
    }

    pub(super) fn push(&mut self, square: u8) {
        self.squares[usize::from(self.len)] = square;
        self.len += 1;
    }

    fn position(&self, square: u8) -> usize {
        self.as_slice()
            .iter()
            .position(|&at| at == square)
            .expect("the piece list holds every piece on the board")
    }

    /// The piece on `from` now stands on `to`.
    pub(super) fn relocate(&mut self, from: u8, to: u8) {
        let at = self.position(from);
        self.squares[at] = to;
    }

    /// The piece on `square` is gone: the last entry takes its place.
    pub(super) fn remove(&mut self, square: u8) {
        let at = self.position(square);
        self.len -= 1;
        self.squares[at] = self.squares[usize::from(self.len)];
    }
}
