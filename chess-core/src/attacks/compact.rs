//! The compact variant (feature `compact-tables`): `[64][64]` tables indexed by square and the 6
//! inner bits of the line state. A slider attacks the squares at both ends of its line whether or
//! not they are occupied, so the end bits never change an entry: 4 × 32 KiB instead of 4 × 128 KiB,
//! for a shift and a mask more a look-up.

use super::Line;
use crate::inspect::Table;
use crate::tables::COMPACT_ATTACKS;
use crate::tables::catalogue;
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

/// For [`crate::inspect`]: the table, row and column a look-up along `line` reads, and the
/// attacks there.
pub(crate) fn read_line(
    line: Line,
    square: Square,
    state: u8,
) -> (&'static Table, usize, usize, Bitboard) {
    let table = match line {
        Line::Rank => &catalogue::COMPACT_RANK_ATTACKS,
        Line::File => &catalogue::COMPACT_FILE_ATTACKS,
        Line::DiagonalA1H8 => &catalogue::COMPACT_DIAG_A1H8_ATTACKS,
        Line::DiagonalA8H1 => &catalogue::COMPACT_DIAG_A8H1_ATTACKS,
    };
    let attacks = Bitboard(along(line, square, state));
    (table, square.index(), inner(state), attacks)
}
