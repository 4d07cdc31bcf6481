//! The same loops over the squares of bitboards written twice: with `Bitboard::iter()` and its
//! `Square`s, and with a raw `u64` and `trailing_zeros`. The `square_loops` benchmark times them and
//! the `square_loop` example runs one for callgrind: the two ways should cost the same.
//!
//! Each loop is `#[inline(never)]`, so its code can be read in the binary (`objdump -d`).

use chess_core::{Bitboard, Color};

/// How many bitboards [`boards`] makes.
pub const BOARDS: usize = 4096;

/// A fixed set of [`BOARDS`] bitboards from a seeded generator: about 8, 16 or 32 squares each.
pub fn boards() -> Vec<u64> {
    let mut random = chess_testkit::Random::new(0x2545_f491_4f6c_dd1d);
    (0..BOARDS)
        .map(|i| {
            let (a, b, c) = (random.next_u64(), random.next_u64(), random.next_u64());
            match i % 3 {
                0 => a & b,
                1 => a,
                _ => a & b & c,
            }
        })
        .collect()
}

/// The sum of the square indices of every board, through `Bitboard::iter()`.
#[inline(never)]
pub fn sum_iter(boards: &[u64]) -> u64 {
    let mut sum = 0;
    for &bits in boards {
        for square in Bitboard(bits) {
            sum += square.index() as u64;
        }
    }
    sum
}

/// [`sum_iter`] with a raw `u64` loop.
#[inline(never)]
pub fn sum_raw(boards: &[u64]) -> u64 {
    let mut sum = 0;
    for &bits in boards {
        let mut bits = bits;
        while bits != 0 {
            sum += u64::from(bits.trailing_zeros());
            bits &= bits - 1;
        }
    }
    sum
}

/// A piece-square evaluation, as an engine writes one: every board's squares seen from white
/// (even boards) or black (odd), each worth a table entry plus a bonus by file and rank, through
/// `Square`, `File` and `Rank`. The shape that once compiled the square conversion to a jump table.
#[inline(never)]
pub fn eval_iter(boards: &[u64], table: &[i32; 64]) -> i64 {
    let mut sum = 0;
    for (i, &bits) in boards.iter().enumerate() {
        let color = if i % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        for square in Bitboard(bits) {
            let own = square.relative_to(color);
            let (file, rank) = (own.file().index() as i32, own.rank().index() as i32);
            let centre = 3 - (2 * file - 7).abs().max((2 * rank - 7).abs()) / 2;
            let bonus = if (2..=5).contains(&file) { 2 * rank } else { 0 };
            sum += i64::from(table[own.index()] + 10 * centre + bonus + i32::from(rank == 6));
        }
    }
    sum
}

/// [`eval_iter`] on raw indices: `sq ^ 56` for black, `% 8` and `/ 8` for file and rank.
#[inline(never)]
pub fn eval_raw(boards: &[u64], table: &[i32; 64]) -> i64 {
    let mut sum = 0;
    for (i, &bits) in boards.iter().enumerate() {
        let flip = if i % 2 == 0 { 0 } else { 56 };
        let mut bits = bits;
        while bits != 0 {
            let own = bits.trailing_zeros() as usize ^ flip;
            bits &= bits - 1;
            let (file, rank) = ((own % 8) as i32, (own / 8) as i32);
            let centre = 3 - (2 * file - 7).abs().max((2 * rank - 7).abs()) / 2;
            let bonus = if (2..=5).contains(&file) { 2 * rank } else { 0 };
            sum += i64::from(table[own] + 10 * centre + bonus + i32::from(rank == 6));
        }
    }
    sum
}

/// A piece-square table for [`eval_iter`] and [`eval_raw`]: any fixed numbers.
pub fn table() -> [i32; 64] {
    core::array::from_fn(|i| (i as i32 * 37) % 23 - 11)
}

/// The four loops by name, for the example and the benchmark.
pub fn run(name: &str, boards: &[u64], table: &[i32; 64]) -> Option<i64> {
    Some(match name {
        "sum-iter" => sum_iter(boards) as i64,
        "sum-raw" => sum_raw(boards) as i64,
        "eval-iter" => eval_iter(boards, table),
        "eval-raw" => eval_raw(boards, table),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess_core::Square;

    #[test]
    fn both_ways_agree() {
        let (boards, table) = (boards(), table());
        assert_eq!(sum_iter(&boards), sum_raw(&boards));
        assert_eq!(eval_iter(&boards, &table), eval_raw(&boards, &table));
    }

    #[test]
    fn a_square_flips_as_its_index_does() {
        for square in Square::ALL {
            assert_eq!(
                square.relative_to(Color::Black).index(),
                square.index() ^ 56
            );
        }
    }
}
