//! What the compact and byte variants share: the column their tables are read at (a line's 6 inner
//! bits), and [`between`] and [`line()`] computed instead of read from the full variant's `BETWEEN`
//! and `LINE`: between from a pattern table by 0x88 difference, line from the square's rank, file
//! and diagonal masks.

use crate::tables::{A1H8_DIAGONAL, A8H1_DIAGONAL, X88_BETWEEN, X88_OFFSET};
use crate::{Bitboard, Square};

/// The column of a compact or byte table: the line's inner bits, positions 1..=6. Bits past the
/// end of a short diagonal may come along; the tables give them the entry of the masked state.
#[inline]
pub(super) fn inner(state: u8) -> usize {
    usize::from(state >> 1 & 63)
}

/// The squares strictly between `a` and `b` on a shared line: the generated pattern for their
/// 0x88 difference, rotated to start from `a`. No branch, one load.
#[inline]
#[must_use]
pub fn between(a: Square, b: Square) -> Bitboard {
    // 16 × rank + file: the 0x88 index, whose differences name a displacement on the board.
    let x88 = |square: Square| square.index() + (square.index() & 0x38);
    let difference = x88(b) + usize::from(X88_OFFSET) - x88(a);
    Bitboard(X88_BETWEEN[difference].rotate_left(a.index() as u32))
}

/// The whole line through `a` and `b`: whichever of the rank, the file and the two diagonals of
/// `a` holds `b`, straight-line code without a branch.
#[inline]
#[must_use]
pub fn line(a: Square, b: Square) -> Bitboard {
    let (sq, other) = (a.index(), b.index());
    let lines = [
        0xff << (sq & 0x38),
        0x0101_0101_0101_0101 << (sq & 7),
        A1H8_DIAGONAL[sq],
        A8H1_DIAGONAL[sq],
    ];
    let through_b = lines.into_iter().fold(0, |found, line| {
        found | line & (line >> other & 1).wrapping_neg()
    });
    // Every line of `a` holds `a` itself, which shares no line with itself.
    Bitboard(if sq == other { 0 } else { through_b })
}
