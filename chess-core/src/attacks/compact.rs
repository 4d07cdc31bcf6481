//! The compact variant (feature `compact-tables`): `[64][64]` tables indexed by square and the 6
//! inner bits of the line state. A slider attacks the squares at both ends of its line whether or
//! not they are occupied, so the end bits never change an entry: 4 × 32 KiB instead of 4 × 128 KiB,
//! for a shift and a mask more a look-up.

use super::Line;
use crate::inspect::Table;
use crate::tables::catalogue;
use crate::tables::{
    COMPACT_DIAG_A1H8_ATTACKS, COMPACT_DIAG_A8H1_ATTACKS, COMPACT_FILE_ATTACKS,
    COMPACT_RANK_ATTACKS,
};
use crate::{Bitboard, Occupancy, Square};

// Between and line are computed as in the byte variant: two 32 KiB tables fewer, so the compact
// firmware leaves a quarter of a 256 KiB part free.
#[allow(unused_imports)] // used when this variant is the build's
pub use super::byte::{between, line};

/// The tables a build with this variant reads ([`crate::inspect::this_build`]).
// Read only by a build that selects this variant.
#[allow(dead_code)]
pub(crate) const CATALOGUE: &[&Table] = &catalogue::COMPACT_VARIANT;

/// The column of a compact table: the line's inner bits, positions 1..=6. Bits past the end of a
/// short diagonal may come along; the tables give them the entry of the masked state.
#[inline]
pub(super) fn inner(state: u8) -> usize {
    usize::from(state >> 1 & 63)
}

/// The squares a rook on `square` attacks.
#[inline]
#[must_use]
pub fn rook_attacks(square: Square, occupancy: &Occupancy) -> Bitboard {
    let sq = square.index();
    let rank = COMPACT_RANK_ATTACKS[sq][inner(occupancy.rank_state(square))];
    let file = COMPACT_FILE_ATTACKS[sq][inner(occupancy.file_state(square))];
    Bitboard(rank | file)
}

/// The squares a bishop on `square` attacks.
#[inline]
#[must_use]
pub fn bishop_attacks(square: Square, occupancy: &Occupancy) -> Bitboard {
    let sq = square.index();
    let a1h8 = COMPACT_DIAG_A1H8_ATTACKS[sq][inner(occupancy.a1h8_byte(square))];
    let a8h1 = COMPACT_DIAG_A8H1_ATTACKS[sq][inner(occupancy.a8h1_byte(square))];
    Bitboard(a1h8 | a8h1)
}

/// For [`crate::inspect`]: the table, row and column a look-up along `line` reads, and the
/// attacks there.
pub(crate) fn read_line(
    line: Line,
    square: Square,
    state: u8,
) -> (&'static Table, usize, usize, Bitboard) {
    let (table, rows) = match line {
        Line::Rank => (&catalogue::COMPACT_RANK_ATTACKS, &COMPACT_RANK_ATTACKS),
        Line::File => (&catalogue::COMPACT_FILE_ATTACKS, &COMPACT_FILE_ATTACKS),
        Line::DiagonalA1H8 => (
            &catalogue::COMPACT_DIAG_A1H8_ATTACKS,
            &COMPACT_DIAG_A1H8_ATTACKS,
        ),
        Line::DiagonalA8H1 => (
            &catalogue::COMPACT_DIAG_A8H1_ATTACKS,
            &COMPACT_DIAG_A8H1_ATTACKS,
        ),
    };
    let (row, column) = (square.index(), inner(state));
    (table, row, column, Bitboard(rows[row][column]))
}
