//! The byte variant (feature `byte-tables`): one table of bytes serves every line. Its entry is
//! the set of positions a slider attacks on a line of 8, indexed by the slider's position on the
//! line and the line's 6 inner bits, exactly as the first rank would be; shifts and a multiply then
//! lay that byte onto the real line, the diagonal masks keeping a diagonal's squares.
//!
//! [`between`] and [`line()`] are computed, as in the compact variant
//! ([`small_variants`](super::small_variants)), so the full variant's tables for them are not
//! linked either.

#[cfg(feature = "inspect")]
use super::Line;
use super::small_variants::inner;
pub use super::small_variants::{between, line};
use crate::tables::{
    A1H8_DIAGONAL, A1H8_INDEX, A1H8_SHIFT, A8H1_DIAGONAL, A8H1_INDEX, A8H1_SHIFT,
    FIRST_RANK_ATTACKS,
};
use crate::{Bitboard, Occupancy, Square};

/// The board from its halves, ranks 1–4 and ranks 5–8. The spreads below work a half at a time:
/// a 32-bit core (the Cortex-M3 of `firmware/`) takes several instructions for each 64-bit shift
/// or multiply, and a look-up needs no bit to cross from one half to the other.
#[inline]
fn halves(low: u32, high: u32) -> u64 {
    u64::from(high) << 32 | u64::from(low)
}

/// The positions attacked from `position` on a line whose state is `state`.
#[inline]
fn along(position: usize, state: u8) -> u8 {
    FIRST_RANK_ATTACKS[position][inner(state)]
}

/// Bits 0..4 of `nibble` to bits 0, 8, 16, 24: the nibble stood up on the a-file of a half board.
///
/// The multiplier has one bit every 7 places, so the partial product for bit i lands at i + 7k and
/// its k = i copy lands at 8i. Four bits never share a place, so no carries spoil the a-file.
#[inline]
fn stand_up(nibble: u8) -> u32 {
    (u32::from(nibble & 0xf) * 0x0020_4081) & 0x0101_0101
}

/// Bit i of `byte` to rank i of file `file`: the byte stood up on the board, rank 1 at the bottom.
#[inline]
fn on_file(byte: u8, file: usize) -> u64 {
    halves(stand_up(byte) << file, stand_up(byte >> 4) << file)
}

/// Positions on a diagonal → its squares: position i stands on file `first_file + i`, so shift the
/// byte there (files past h fall away), copy it to every rank with a multiply, and keep the one
/// square of each rank that lies on the diagonal (a generated mask, one load).
#[inline]
fn onto_diagonal(positions: u8, first_file: usize, diagonal: u64) -> u64 {
    let files = u32::from(positions) << first_file & 0xff;
    let copies = files * 0x0101_0101;
    halves(copies, copies) & diagonal
}

/// `(file, rank)` of a square, 0..8 each.
#[inline]
fn coordinates(square: Square) -> (usize, usize) {
    (square.index() & 7, square.index() >> 3)
}

/// Rank attacks: the square's position on its rank is its file; the byte moves up to its rank
/// within its half.
#[inline]
fn rank(square: Square, state: u8) -> (usize, u8, u64) {
    let (file, rank) = coordinates(square);
    let positions = along(file, state);
    let placed = u32::from(positions) << (8 * (rank & 3));
    // All ones when the rank is in the upper half: a mask, not a branch or a 64-bit shift.
    let upper = 0u32.wrapping_sub((rank >> 2) as u32);
    (file, positions, halves(placed & !upper, placed & upper))
}

/// File attacks: the file is read from rank 1, so the position is the rank.
#[inline]
fn file(square: Square, state: u8) -> (usize, u8, u64) {
    let (file, rank) = coordinates(square);
    let positions = along(rank, state);
    (rank, positions, on_file(positions, file))
}

/// a1h8 attacks: the square's position on its diagonal is its bit's place in the plane counted
/// from the diagonal's first bit; the diagonal's first file is the square's file less that.
#[inline]
fn a1h8(square: Square, state: u8) -> (usize, u8, u64) {
    let sq = square.index();
    // Under 8 always; the mask tells the compiler so.
    let position = usize::from(A1H8_INDEX[sq] - A1H8_SHIFT[sq]) & 7;
    let positions = along(position, state);
    let first_file = (sq & 7) - position;
    (
        position,
        positions,
        onto_diagonal(positions, first_file, A1H8_DIAGONAL[sq]),
    )
}

/// a8h1 attacks: read like [`a1h8`], the diagonal starting on its lowest file.
#[inline]
fn a8h1(square: Square, state: u8) -> (usize, u8, u64) {
    let sq = square.index();
    // Under 8 always; the mask tells the compiler so.
    let position = usize::from(A8H1_INDEX[sq] - A8H1_SHIFT[sq]) & 7;
    let positions = along(position, state);
    let first_file = (sq & 7) - position;
    (
        position,
        positions,
        onto_diagonal(positions, first_file, A8H1_DIAGONAL[sq]),
    )
}

/// The squares a rook on `square` attacks.
#[inline]
#[must_use]
pub fn rook_attacks(square: Square, occupancy: &Occupancy) -> Bitboard {
    let (_, _, rank) = rank(square, occupancy.rank_state(square));
    let (_, _, file) = file(square, occupancy.file_state(square));
    Bitboard(rank | file)
}

/// The squares a bishop on `square` attacks. The diagonal bytes go in unmasked: bits past the end
/// of a short diagonal stand for positions that fall off the board when spread.
#[inline]
#[must_use]
pub fn bishop_attacks(square: Square, occupancy: &Occupancy) -> Bitboard {
    let (_, _, a1h8) = a1h8(square, occupancy.a1h8_byte(square));
    let (_, _, a8h1) = a8h1(square, occupancy.a8h1_byte(square));
    Bitboard(a1h8 | a8h1)
}

/// Where a look-up along `line` reads `FIRST_RANK_ATTACKS` (the row, the square's position on the
/// line, and the column), and the attacks once spread onto the board: for the inspector.
#[cfg(feature = "inspect")]
pub(crate) fn read_line(line: Line, square: Square, state: u8) -> (usize, usize, Bitboard) {
    let spread = match line {
        Line::Rank => rank,
        Line::File => file,
        Line::DiagonalA1H8 => a1h8,
        Line::DiagonalA8H1 => a8h1,
    };
    let (row, _, attacks) = spread(square, state);
    (row, inner(state), Bitboard(attacks))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn on_file_stands_every_byte_up_on_every_file() {
        for byte in 0..=255u8 {
            for file in 0..8 {
                let expected = (0..8)
                    .filter(|i| byte >> i & 1 != 0)
                    .fold(0, |b, i| b | 1 << (8 * i + file));
                assert_eq!(on_file(byte, file), expected, "{byte:#010b} {file}");
            }
        }
    }
}
