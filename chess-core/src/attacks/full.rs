//! The full variant: `[64][256]` tables, one per plane, indexed by square and the whole 8-bit
//! line state (rotated bitboards: Heinz 1997, Hyatt 1999). 512 KiB, one load a line.

use super::Line;
use crate::inspect::Table;
use crate::tables::catalogue;
use crate::tables::{
    BETWEEN, DIAG_A1H8_ATTACKS, DIAG_A8H1_ATTACKS, FILE_ATTACKS, LINE, RANK_ATTACKS,
};
use crate::{Bitboard, Occupancy, Square};

/// The tables a build with this variant reads ([`crate::inspect::this_build`]).
// Read only by a build that selects this variant.
#[allow(dead_code)]
pub(crate) const CATALOGUE: &[&Table] = &catalogue::FULL_VARIANT;

/// The squares a rook on `square` attacks.
#[inline]
#[must_use]
pub fn rook_attacks(square: Square, occupancy: &Occupancy) -> Bitboard {
    let sq = square.index();
    let rank = RANK_ATTACKS[sq][usize::from(occupancy.rank_state(square))];
    let file = FILE_ATTACKS[sq][usize::from(occupancy.file_state(square))];
    Bitboard(rank | file)
}

/// The squares a bishop on `square` attacks. The diagonal bytes go in unmasked: the tables give the
/// bits past a diagonal's end the masked entry.
#[inline]
#[must_use]
pub fn bishop_attacks(square: Square, occupancy: &Occupancy) -> Bitboard {
    let sq = square.index();
    let a1h8 = DIAG_A1H8_ATTACKS[sq][usize::from(occupancy.a1h8_byte(square))];
    let a8h1 = DIAG_A8H1_ATTACKS[sq][usize::from(occupancy.a8h1_byte(square))];
    Bitboard(a1h8 | a8h1)
}

/// The squares strictly between `a` and `b` on a shared line, from the `BETWEEN` table.
#[inline]
#[must_use]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(BETWEEN[a.index()][b.index()])
}

/// The whole line through `a` and `b`, from the `LINE` table.
#[inline]
#[must_use]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(LINE[a.index()][b.index()])
}

/// For [`crate::inspect`]: the table, row and column a look-up along `line` reads, and the
/// attacks there.
pub(crate) fn read_line(
    line: Line,
    square: Square,
    state: u8,
) -> (&'static Table, usize, usize, Bitboard) {
    let (table, rows) = match line {
        Line::Rank => (&catalogue::RANK_ATTACKS, &RANK_ATTACKS),
        Line::File => (&catalogue::FILE_ATTACKS, &FILE_ATTACKS),
        Line::DiagonalA1H8 => (&catalogue::DIAG_A1H8_ATTACKS, &DIAG_A1H8_ATTACKS),
        Line::DiagonalA8H1 => (&catalogue::DIAG_A8H1_ATTACKS, &DIAG_A8H1_ATTACKS),
    };
    let (row, column) = (square.index(), usize::from(state));
    (table, row, column, Bitboard(rows[row][column]))
}
