//! The compact variant (feature `compact-tables`): a table for each plane, indexed by square and
//! the 6 inner bits of the line state. A slider attacks the squares at both ends of its line
//! whether or not they are occupied, so the end bits never change an entry: a quarter of the full
//! tables, for a shift and a mask more a look-up. [`between`] and [`line()`] are computed, as in the byte
//! variant ([`small_variants`](super::small_variants)).

use super::Line;
use super::small_variants::inner;
pub use super::small_variants::{between, line};
use crate::tables::COMPACT_ATTACKS;
use crate::{Bitboard, Occupancy, Square};

/// The attacks along `line` from `square` whose line state is `state`: the family holds its
/// tables in plane order (rank, file, a1h8, a8h1), as [`Line`] is, interleaved in pairs.
#[inline]
fn along(line: Line, square: Square, state: u8) -> u64 {
    let k = line as usize;
    COMPACT_ATTACKS[k / 2][square.index()][k % 2][inner(state)]
}

/// The squares a rook on `square` attacks.
#[inline]
#[must_use]
pub fn rook_attacks(square: Square, occupancy: &Occupancy) -> Bitboard {
    let rank = along(Line::Rank, square, occupancy.rank_state(square));
    let file = along(Line::File, square, occupancy.file_state(square));
    Bitboard(rank | file)
}

/// The squares a bishop on `square` attacks.
#[inline]
#[must_use]
pub fn bishop_attacks(square: Square, occupancy: &Occupancy) -> Bitboard {
    let a1h8 = along(Line::DiagonalA1H8, square, occupancy.a1h8_byte(square));
    let a8h1 = along(Line::DiagonalA8H1, square, occupancy.a8h1_byte(square));
    Bitboard(a1h8 | a8h1)
}

/// Where a look-up along `line` reads its table (row, column), and the attacks there: for the
/// inspector.
#[cfg(feature = "inspect")]
pub(crate) fn read_line(line: Line, square: Square, state: u8) -> (usize, usize, Bitboard) {
    let attacks = Bitboard(along(line, square, state));
    (square.index(), inner(state), attacks)
}
