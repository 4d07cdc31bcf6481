//! Board geometry: squares as (file, rank) pairs, and walks along the eight directions.
//!
//! Squares are numbered a1 = 0, b1 = 1, …, h8 = 63, so square = 8 × rank + file.

use crate::Direction;

/// The square at `file`, `rank` (both 0..8), or `None` when that is off the board.
pub fn square(file: i32, rank: i32) -> Option<usize> {
    ((0..8).contains(&file) && (0..8).contains(&rank)).then(|| (rank * 8 + file) as usize)
}

/// The file (0 = a … 7 = h) of a square.
pub fn file_of(square: usize) -> i32 {
    (square % 8) as i32
}

/// The rank (0 = first … 7 = eighth) of a square.
pub fn rank_of(square: usize) -> i32 {
    (square / 8) as i32
}

/// The name of a square, `a1` … `h8`.
pub fn square_name(square: usize) -> String {
    let file = char::from(b'a' + file_of(square) as u8);
    format!("{file}{}", rank_of(square) + 1)
}

/// (file step, rank step) of one move in `direction`, widened for arithmetic on coordinates.
pub fn unit_step(direction: Direction) -> (i32, i32) {
    let (file_step, rank_step) = direction.steps();
    (i32::from(file_step), i32::from(rank_step))
}

/// The squares from `from` (exclusive) to the edge of the board in `direction`, nearest first.
pub fn walk(from: usize, direction: Direction) -> impl Iterator<Item = usize> {
    let (file_step, rank_step) = unit_step(direction);
    (1..8).map_while(move |distance| {
        square(
            file_of(from) + distance * file_step,
            rank_of(from) + distance * rank_step,
        )
    })
}

/// The bitboard with the given squares set.
pub fn bitboard(squares: impl IntoIterator<Item = usize>) -> u64 {
    squares
        .into_iter()
        .fold(0, |board, square| board | 1 << square)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_numbering_is_little_endian_rank_file() {
        assert_eq!(square(0, 0), Some(0));
        assert_eq!(square(7, 0), Some(7));
        assert_eq!(square(4, 3), Some(28));
        assert_eq!(square(7, 7), Some(63));
        assert_eq!(square(8, 0), None);
        assert_eq!(square(0, -1), None);
        assert_eq!(square_name(28), "e4");
    }

    #[test]
    fn walks_stop_at_the_edge() {
        let north_east = Direction::NorthEast;
        assert_eq!(
            walk(0, north_east).collect::<Vec<_>>(),
            [9, 18, 27, 36, 45, 54, 63]
        );
        assert_eq!(walk(63, north_east).count(), 0);
        let west = Direction::West;
        assert_eq!(walk(3, west).collect::<Vec<_>>(), [2, 1, 0]);
    }

    #[test]
    fn first_four_directions_go_up_the_square_numbers() {
        for (index, direction) in Direction::ALL.into_iter().enumerate() {
            let (file_step, rank_step) = unit_step(direction);
            assert_eq!(rank_step * 8 + file_step > 0, index < 4, "{direction}");
            assert_eq!(direction.is_increasing(), index < 4, "{direction}");
            let opposite = unit_step(Direction::ALL[(index + 4) % 8]);
            assert_eq!(opposite, (-file_step, -rank_step), "{direction}");
            assert_eq!(direction.opposite(), Direction::ALL[(index + 4) % 8]);
        }
    }
}
