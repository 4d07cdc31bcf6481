#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

// Unit tests may use std (strings, collections); the library only with the `alloc` and `std` features.
#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(any(test, feature = "std"))]
extern crate std;

/// Declares the error of a `FromStr` whose text must be one of a few names: a unit struct (its
/// private field keeps room to add detail later) whose message says what was expected.
macro_rules! name_error {
    ($(#[$doc:meta])* $name:ident, $message:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct $name(());

        impl core::fmt::Display for $name {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str($message)
            }
        }

        impl core::error::Error for $name {}
    };
}

pub mod attacks;
mod bitboard;
mod builder;
mod castling;
mod direction;
#[cfg(feature = "epd")]
pub mod epd;
mod facts;
mod fen;
mod history;
#[cfg(feature = "inspect")]
pub mod inspect;
mod legal;
mod make;
mod movegen;
mod moves;
mod occupancy;
mod outcome;
pub mod perft;
#[cfg(feature = "pgn")]
pub mod pgn;
mod piece;
mod position;
pub mod rays;
#[cfg(feature = "reference")]
pub mod reference;
mod san;
pub mod see;
#[cfg(feature = "serde")]
mod serde;
// What describes a table (`Axis`, `Element`) is read by `inspect` alone.
#[cfg_attr(not(feature = "inspect"), allow(unused))]
mod shared;
mod square;
pub mod tables;
mod variant;

pub use bitboard::{Bitboard, ParseBitboardError, Squares};
pub use builder::{Placement, PositionBuilder};
pub use castling::{CastlingRights, CastlingSide, ParseCastlingError};
pub use fen::FenError;
pub use history::History;
pub use legal::IllegalMove;
pub use make::{NullMoveError, NullUndo, Undo};
pub use moves::{IntoIter as MoveListIntoIter, MAX_MOVES, Move, MoveList, ParseMoveError, UciMove};
pub use occupancy::Occupancy;
pub use outcome::Outcome;
pub use piece::{Color, ParseColorError, ParsePieceError, Piece};
pub use position::Position;
pub use san::{AnyMoveError, San, SanError};
pub use see::PieceValues;
pub use shared::Direction;
pub use square::{File, ParseFileError, ParseRankError, ParseSquareError, Rank, Square};
pub use variant::{ParseVariantError, Variant};
