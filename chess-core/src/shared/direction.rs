//! The eight directions a slider moves in.

use core::fmt;

/// A direction on the board, in the order of the generated `RAYS` table: the four that run toward
/// higher square numbers first, then their opposites in the same order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Direction {
    North,
    NorthEast,
    East,
    NorthWest,
    South,
    SouthWest,
    West,
    SouthEast,
}

impl Direction {
    /// All eight, in `RAYS` order.
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::NorthEast,
        Direction::East,
        Direction::NorthWest,
        Direction::South,
        Direction::SouthWest,
        Direction::West,
        Direction::SouthEast,
    ];
    /// The directions a rook moves in.
    pub const ROOK: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];
    /// The directions a bishop moves in.
    pub const BISHOP: [Direction; 4] = [
        Direction::NorthEast,
        Direction::NorthWest,
        Direction::SouthWest,
        Direction::SouthEast,
    ];

    /// (file step, rank step) of one move in this direction.
    #[must_use]
    pub const fn steps(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::NorthEast => (1, 1),
            Direction::East => (1, 0),
            Direction::NorthWest => (-1, 1),
            Direction::South => (0, -1),
            Direction::SouthWest => (-1, -1),
            Direction::West => (-1, 0),
            Direction::SouthEast => (1, -1),
        }
    }

    // `Bitboard` is named without a link: table-gen compiles this file too, and has none.
    /// Whether a step this way raises the square number, so that along a ray the nearest square
    /// is the lowest bit (`Bitboard::first`) rather than the highest (`Bitboard::last`).
    #[must_use]
    pub const fn is_increasing(self) -> bool {
        (self as u8) < 4
    }

    /// The opposite direction.
    #[must_use]
    pub const fn opposite(self) -> Direction {
        Direction::ALL[(self as usize + 4) % 8]
    }

    /// The direction in lower case: `north`, `north-east`, …
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Direction::North => "north",
            Direction::NorthEast => "north-east",
            Direction::East => "east",
            Direction::NorthWest => "north-west",
            Direction::South => "south",
            Direction::SouthWest => "south-west",
            Direction::West => "west",
            Direction::SouthEast => "south-east",
        }
    }
}

/// Its [`name`](Direction::name).
impl fmt::Display for Direction {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
