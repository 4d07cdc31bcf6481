//! The four occupancy planes of the rotated-bitboard method, kept in step square by square.

use crate::tables::{
    A1H8_INDEX, A1H8_MASK, A1H8_SHIFT, A8H1_INDEX, A8H1_MASK, A8H1_SHIFT, NORMAL_SHIFT, R90_INDEX,
    R90_SHIFT,
};
use crate::{Bitboard, Square};

/// Each square's bit in the three rotated planes (90, a1h8, a8h1), from the mapping arrays: make
/// flips a square's bits with a load and an xor a plane, with no shift to compute them.
static ROTATED_BITS: [[u64; 3]; 64] = {
    let mut bits = [[0; 3]; 64];
    let mut sq = 0;
    while sq < 64 {
        bits[sq] = [1 << R90_INDEX[sq], 1 << A1H8_INDEX[sq], 1 << A8H1_INDEX[sq]];
        sq += 1;
    }
    bits
};

/// The occupied squares held four ways: the normal bitboard, the board rotated 90 degrees (files
/// become ranks), and two boards rotated 45 degrees (each diagonal becomes a run of bits).
///
/// Setting or clearing a square updates all four planes: one bit each, found through the generated
/// mapping arrays. The state of any line is then a shift away.
///
/// ```
/// use chess_core::{Bitboard, Occupancy, Square};
/// let mut occupancy = Occupancy::default();
/// occupancy.set(Square::E4);
/// occupancy.set(Square::E7);
/// // The e-file, read off the rotated plane: bits for ranks 4 and 7.
/// assert_eq!(occupancy.file_state(Square::E1), 0b0100_1000);
/// assert_eq!(occupancy, Occupancy::from(Bitboard::from_iter([Square::E4, Square::E7])));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Occupancy {
    normal: u64,
    r90: u64,
    a1h8: u64,
    a8h1: u64,
}

impl Occupancy {
    /// No square occupied.
    pub const EMPTY: Occupancy = Occupancy {
        normal: 0,
        r90: 0,
        a1h8: 0,
        a8h1: 0,
    };

    /// Marks `square` occupied in every plane.
    #[inline]
    pub fn set(&mut self, square: Square) {
        let sq = square.index();
        let [r90, a1h8, a8h1] = ROTATED_BITS[sq];
        self.normal |= 1 << sq;
        self.r90 |= r90;
        self.a1h8 |= a1h8;
        self.a8h1 |= a8h1;
    }

    /// Marks `square` empty in every plane.
    #[inline]
    pub fn clear(&mut self, square: Square) {
        let sq = square.index();
        let [r90, a1h8, a8h1] = ROTATED_BITS[sq];
        self.normal &= !(1 << sq);
        self.r90 &= !r90;
        self.a1h8 &= !a1h8;
        self.a8h1 &= !a8h1;
    }

    /// Flips `square` in every plane: how make and unmake move a piece (toggle from, toggle to).
    #[inline(always)]
    pub fn toggle(&mut self, square: Square) {
        let sq = square.index();
        let [r90, a1h8, a8h1] = ROTATED_BITS[sq];
        self.normal ^= 1 << sq;
        self.r90 ^= r90;
        self.a1h8 ^= a1h8;
        self.a8h1 ^= a8h1;
    }

    /// The occupied squares as an ordinary bitboard.
    #[must_use]
    pub const fn bitboard(&self) -> Bitboard {
        Bitboard(self.normal)
    }

    /// The raw planes: normal, rotated 90, a1h8, a8h1 (bit layouts in `generated/planes.rs`).
    #[must_use]
    pub const fn planes(&self) -> [u64; 4] {
        [self.normal, self.r90, self.a1h8, self.a8h1]
    }

    /// The 8-bit state of the rank of `square`, a-file at bit 0.
    #[inline]
    #[must_use]
    pub fn rank_state(&self, square: Square) -> u8 {
        (self.normal >> NORMAL_SHIFT[square.index()]) as u8
    }

    /// The 8-bit state of the file of `square`, rank 1 at bit 0, read off the rotated-90 plane.
    #[inline]
    #[must_use]
    pub fn file_state(&self, square: Square) -> u8 {
        (self.r90 >> R90_SHIFT[square.index()]) as u8
    }

    /// The state of the a1h8 diagonal of `square`, masked to the diagonal's length.
    #[inline]
    #[must_use]
    pub fn a1h8_state(&self, square: Square) -> u8 {
        self.a1h8_byte(square) & A1H8_MASK[square.index()]
    }

    /// The state of the a8h1 diagonal of `square`, masked to the diagonal's length.
    #[inline]
    #[must_use]
    pub fn a8h1_state(&self, square: Square) -> u8 {
        self.a8h1_byte(square) & A8H1_MASK[square.index()]
    }

    /// The a1h8 diagonal of `square` at bit 0, unmasked: the bits past its length belong to other
    /// diagonals, and the diagonal tables give them the masked entry, so lookups skip the mask.
    #[inline]
    pub(crate) fn a1h8_byte(&self, square: Square) -> u8 {
        (self.a1h8 >> A1H8_SHIFT[square.index()]) as u8
    }

    /// The a8h1 diagonal of `square` at bit 0, unmasked (see [`Occupancy::a1h8_byte`]).
    #[inline]
    pub(crate) fn a8h1_byte(&self, square: Square) -> u8 {
        (self.a8h1 >> A8H1_SHIFT[square.index()]) as u8
    }
}

impl From<Bitboard> for Occupancy {
    fn from(occupied: Bitboard) -> Occupancy {
        let mut occupancy = Occupancy::EMPTY;
        for square in occupied {
            occupancy.set(square);
        }
        occupancy
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::{A1H8_SQUARE, A8H1_SQUARE, R90_SQUARE};

    /// Reads the plane back through the inverse mapping: every plane must hold the same squares.
    fn unrotate(plane: u64, square_of_bit: &[u8; 64]) -> u64 {
        (0..64)
            .filter(|bit| plane >> bit & 1 != 0)
            .fold(0, |b, bit| b | 1 << square_of_bit[bit])
    }

    #[test]
    fn set_clear_and_toggle_keep_the_planes_in_step() {
        let mut random = chess_testkit::Random::new(0x9e37_79b9_7f4a_7c15);
        let mut occupancy = Occupancy::EMPTY;
        for _ in 0..10_000 {
            let seed = random.next_u64();
            let square = Square::ALL[(seed % 64) as usize];
            match seed >> 60 & 3 {
                0 => occupancy.clear(square),
                1 => occupancy.toggle(square),
                _ => occupancy.set(square),
            }
            let [normal, r90, a1h8, a8h1] = occupancy.planes();
            assert_eq!(unrotate(r90, &R90_SQUARE), normal);
            assert_eq!(unrotate(a1h8, &A1H8_SQUARE), normal);
            assert_eq!(unrotate(a8h1, &A8H1_SQUARE), normal);
            assert_eq!(occupancy, Occupancy::from(Bitboard(normal)));
        }
    }

    #[test]
    fn line_states_read_the_right_squares() {
        let occupancy = Occupancy::from(Bitboard::from_iter([Square::C3, Square::F6, Square::B7]));
        assert_eq!(occupancy.rank_state(Square::A3), 0b0000_0100);
        assert_eq!(occupancy.file_state(Square::F2), 0b0010_0000);
        // a1h8 diagonal of c3 is a1..h8, read from its lowest rank: c3 is bit 2, f6 bit 5.
        assert_eq!(occupancy.a1h8_state(Square::A1), 0b0010_0100);
        // a8h1 diagonal of b7 is a8..h1, read from the a-file: b7 is bit 1.
        assert_eq!(occupancy.a8h1_state(Square::H1), 0b0000_0010);
        // c3 lies on the short a8h1 diagonal a5..e1 (length 5); nothing else is on it.
        assert_eq!(occupancy.a8h1_state(Square::E1), 0b0000_0100);
    }
}
