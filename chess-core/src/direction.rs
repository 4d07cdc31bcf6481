//! The direction from one square toward another. [`Direction`] itself is defined in
//! `shared/direction.rs`, which table-gen compiles too; what needs a [`Square`] is here.

use crate::{Direction, Square};

impl Direction {
    /// The direction from `from` toward `to` when they share a rank, file or diagonal; `None` when
    /// they don't or are the same square.
    ///
    /// ```
    /// use chess_core::{Direction, Square};
    /// assert_eq!(Direction::toward(Square::C1, Square::H6), Some(Direction::NorthEast));
    /// assert_eq!(Direction::toward(Square::E4, Square::E1), Some(Direction::South));
    /// assert_eq!(Direction::toward(Square::A1, Square::B3), None);
    /// ```
    #[must_use]
    pub const fn toward(from: Square, to: Square) -> Option<Direction> {
        let file_step = (to.index() & 7) as i8 - (from.index() & 7) as i8;
        let rank_step = (to.index() >> 3) as i8 - (from.index() >> 3) as i8;
        let aligned = file_step == 0 || rank_step == 0 || file_step.abs() == rank_step.abs();
        if !aligned {
            return None;
        }
        match (file_step.signum(), rank_step.signum()) {
            (0, 1) => Some(Direction::North),
            (1, 1) => Some(Direction::NorthEast),
            (1, 0) => Some(Direction::East),
            (-1, 1) => Some(Direction::NorthWest),
            (0, -1) => Some(Direction::South),
            (-1, -1) => Some(Direction::SouthWest),
            (-1, 0) => Some(Direction::West),
            (1, -1) => Some(Direction::SouthEast),
            _ => None, // the same square
        }
    }
}
