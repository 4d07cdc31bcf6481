//! The full variant: a table for each plane, indexed by square and the whole 8-bit line state, as
//! Robert Hyatt describes rotated bitmaps ("Rotated Bitmaps, a New Twist on an Old Idea", ICCA
//! Journal, 1999): one load a line, and the largest tables (`generated/table_variants.md`).

#[cfg(feature = "inspect")]
use super::Line;
use crate::tables::{
    BETWEEN, DIAG_A1H8_ATTACKS, DIAG_A8H1_ATTACKS, FILE_ATTACKS, LINE, RANK_ATTACKS,
};
use crate::{Bitboard, Occupancy, Square};

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

/// Where a look-up along `line` reads its table (row, column), and the attacks there: for the
/// inspector.
#[cfg(feature = "inspect")]
pub(crate) fn read_line(line: Line, square: Square, state: u8) -> (usize, usize, Bitboard) {
    let rows = match line {
        Line::Rank => &RANK_ATTACKS,
        Line::File => &FILE_ATTACKS,
        Line::DiagonalA1H8 => &DIAG_A1H8_ATTACKS,
        Line::DiagonalA8H1 => &DIAG_A8H1_ATTACKS,
    };
    let (row, column) = (square.index(), usize::from(state));
    (row, column, Bitboard(rows[row][column]))
}
