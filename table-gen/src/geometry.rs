//! Board geometry: squares as (file, rank) pairs, the eight directions and walks along them.
//!
//! Squares are numbered a1 = 0, b1 = 1, …, h8 = 63, so square = 8 × rank + file.

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

/// A direction on the board as (file step, rank step).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Direction {
    pub name: &'static str,
    pub file_step: i32,
    pub rank_step: i32,
}

/// The eight directions, in the order of the generated `RAYS` table: the four that go toward
/// higher square numbers first (nearest blocker = lowest set bit), then their opposites.
pub const DIRECTIONS: [Direction; 8] = [
    Direction {
        name: "north",
        file_step: 0,
        rank_step: 1,
    },
    Direction {
        name: "north-east",
        file_step: 1,
        rank_step: 1,
    },
    Direction {
        name: "east",
        file_step: 1,
        rank_step: 0,
    },
    Direction {
        name: "north-west",
        file_step: -1,
        rank_step: 1,
    },
    Direction {
        name: "south",
        file_step: 0,
        rank_step: -1,
    },
    Direction {
        name: "south-west",
        file_step: -1,
        rank_step: -1,
    },
    Direction {
        name: "west",
        file_step: -1,
        rank_step: 0,
    },
    Direction {
        name: "south-east",
        file_step: 1,
        rank_step: -1,
    },
];

impl Direction {
    /// True for the directions along ranks and files (rook moves).
    pub fn is_orthogonal(self) -> bool {
        self.file_step == 0 || self.rank_step == 0
    }
}

/// The squares from `from` (exclusive) to the edge of the board in `direction`, nearest first.
pub fn walk(from: usize, direction: Direction) -> impl Iterator<Item = usize> {
    (1..8).map_while(move |distance| {
        square(
            file_of(from) + distance * direction.file_step,
            rank_of(from) + distance * direction.rank_step,
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
        let north_east = DIRECTIONS[1];
        assert_eq!(
            walk(0, north_east).collect::<Vec<_>>(),
            [9, 18, 27, 36, 45, 54, 63]
        );
        assert_eq!(walk(63, north_east).count(), 0);
        let west = DIRECTIONS[6];
        assert_eq!(walk(3, west).collect::<Vec<_>>(), [2, 1, 0]);
    }

    #[test]
    fn first_four_directions_go_up_the_square_numbers() {
        for (index, direction) in DIRECTIONS.iter().enumerate() {
            let step = direction.rank_step * 8 + direction.file_step;
            assert_eq!(step > 0, index < 4, "{}", direction.name);
            assert_eq!(DIRECTIONS[(index + 4) % 8].file_step, -direction.file_step);
            assert_eq!(DIRECTIONS[(index + 4) % 8].rank_step, -direction.rank_step);
        }
    }
}
