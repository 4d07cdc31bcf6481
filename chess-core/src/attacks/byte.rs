//! The byte variant (feature `byte-tables`): one `[8][64]` table of bytes serves every line. Its
//! entry is the set of positions a slider attacks on a line of 8, indexed by the slider's position
//! on the line and the line's 6 inner bits, exactly as the first rank would be; shifts and a
//! multiply then lay that byte onto the real line. 512 bytes of slider tables.
//!
//! [`between`] and [`line()`] come from the ray masks here, so the two 32 KiB tables the other
//! variants read are not linked either.

use super::Line;
use super::compact::inner;
use crate::inspect::Table;
use crate::tables::catalogue;
use crate::tables::{FIRST_RANK_ATTACKS, RAYS};
use crate::{Bitboard, Direction, Occupancy, Square};

/// The tables a build with this variant reads ([`crate::inspect::this_build`]).
// Read only by a build that selects this variant.
#[allow(dead_code)]
pub(crate) const CATALOGUE: &[&Table] = &catalogue::BYTE_VARIANT;

const A_FILE: u64 = 0x0101_0101_0101_0101;
/// a1, b2, …, h8.
const MAIN_DIAGONAL: u64 = 0x8040_2010_0804_0201;
/// h1, g2, …, a8.
const ANTI_DIAGONAL: u64 = 0x0102_0408_1020_4080;

/// The positions attacked from `position` on a line whose state is `state`.
#[inline]
fn along(position: usize, state: u8) -> u8 {
    FIRST_RANK_ATTACKS[position][inner(state)]
}

/// Bit i of `byte` to bit 8i: the byte stood up on the a-file, rank 1 at the bottom.
///
/// The multiplier has one bit every 7 places, so the partial product for bit i lands at i + 7k and
/// its k = i copy lands at 8i. Bits 0..=6 never share a place (their distances are under 7), so no
/// carries spoil the a-file; bit 7 would meet bit 0's next copy, so it moves on its own.
#[inline]
fn a_file(byte: u8) -> u64 {
    let low = u64::from(byte & 0x7f).wrapping_mul(0x0002_0408_1020_4081) & A_FILE;
    low | u64::from(byte & 0x80) << 49
}

/// Positions on a diagonal → its squares: position i stands on file `first_file + i`, so shift the
/// byte there (files past h fall away), copy it to every rank with a multiply, and keep the one
/// square of each rank that lies on the diagonal.
#[inline]
fn onto_diagonal(positions: u8, first_file: usize, diagonal: u64) -> u64 {
    let files = u64::from(positions) << first_file & 0xff;
    files.wrapping_mul(A_FILE) & diagonal
}

/// `(file, rank)` of a square, 0..8 each.
#[inline]
fn coordinates(square: Square) -> (usize, usize) {
    (square.index() & 7, square.index() >> 3)
}

/// Rank attacks: the square's position on its rank is its file.
#[inline]
fn rank(square: Square, state: u8) -> (usize, u8, u64) {
    let (file, rank) = coordinates(square);
    let positions = along(file, state);
    (file, positions, u64::from(positions) << (8 * rank))
}

/// File attacks: the file is read from rank 1, so the position is the rank.
#[inline]
fn file(square: Square, state: u8) -> (usize, u8, u64) {
    let (file, rank) = coordinates(square);
    let positions = along(rank, state);
    (rank, positions, a_file(positions) << file)
}

/// a1h8 attacks: the diagonal is read from its lowest square, `min(file, rank)` steps down-left.
#[inline]
fn a1h8(square: Square, state: u8) -> (usize, u8, u64) {
    let (file, rank) = coordinates(square);
    let position = file.min(rank);
    let diagonal = if rank >= file {
        MAIN_DIAGONAL << (8 * (rank - file))
    } else {
        MAIN_DIAGONAL >> (8 * (file - rank))
    };
    let positions = along(position, state);
    (
        position,
        positions,
        onto_diagonal(positions, file - position, diagonal),
    )
}

/// a8h1 attacks: the diagonal is read from its lowest file, `min(file, 7 - rank)` steps up-left.
#[inline]
fn a8h1(square: Square, state: u8) -> (usize, u8, u64) {
    let (file, rank) = coordinates(square);
    let position = file.min(7 - rank);
    let diagonal = if file + rank >= 7 {
        ANTI_DIAGONAL << (8 * (file + rank - 7))
    } else {
        ANTI_DIAGONAL >> (8 * (7 - file - rank))
    };
    let positions = along(position, state);
    (
        position,
        positions,
        onto_diagonal(positions, file - position, diagonal),
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

/// The squares strictly between `a` and `b` on a shared line: the ray from `a` toward `b` less the
/// ray beyond `b`, less `b`.
#[inline]
#[must_use]
pub fn between(a: Square, b: Square) -> Bitboard {
    match Direction::toward(a, b) {
        Some(direction) => {
            let rays = &RAYS[direction as usize];
            Bitboard(rays[a.index()] ^ rays[b.index()]).without(b)
        }
        None => Bitboard::EMPTY,
    }
}

/// The whole line through `a` and `b`: both rays from `a` along it, and `a`.
#[inline]
#[must_use]
pub fn line(a: Square, b: Square) -> Bitboard {
    match Direction::toward(a, b) {
        Some(direction) => Bitboard(
            RAYS[direction as usize][a.index()] | RAYS[direction.opposite() as usize][a.index()],
        )
        .with(a),
        None => Bitboard::EMPTY,
    }
}

/// For [`crate::inspect`]: the row (the square's position on the line) and column a look-up
/// along `line` reads in `FIRST_RANK_ATTACKS`, and the attacks once spread onto the board.
pub(crate) fn read_line(
    line: Line,
    square: Square,
    state: u8,
) -> (&'static Table, usize, usize, Bitboard) {
    let spread = match line {
        Line::Rank => rank,
        Line::File => file,
        Line::DiagonalA1H8 => a1h8,
        Line::DiagonalA8H1 => a8h1,
    };
    let (row, _, attacks) = spread(square, state);
    (
        &catalogue::FIRST_RANK_ATTACKS,
        row,
        inner(state),
        Bitboard(attacks),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_stands_every_byte_up() {
        for byte in 0..=255u8 {
            let expected = (0..8)
                .filter(|i| byte >> i & 1 != 0)
                .fold(0, |b, i| b | 1 << (8 * i));
            assert_eq!(a_file(byte), expected, "{byte:#010b}");
        }
    }
}
