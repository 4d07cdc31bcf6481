#![doc = include_str!("../README.md")]
// The README's links to the parts behind a feature: to the part in this build when it is on, to
// docs.rs (which builds them all) when it is off, so that every build's docs resolve them.
#![cfg_attr(feature = "epd", doc = "[`epd`]: crate::epd")]
#![cfg_attr(feature = "epd", doc = "[`perft::Suite`]: crate::perft::Suite")]
#![cfg_attr(feature = "reference", doc = "[`reference`]: crate::reference")]
#![cfg_attr(feature = "inspect", doc = "[`inspect`]: crate::inspect")]
#![cfg_attr(feature = "game", doc = "[`game`]: crate::game")]
#![cfg_attr(feature = "pgn", doc = "[`pgn`]: crate::pgn")]
#![cfg_attr(feature = "pgn", doc = "[`pgn::Reader`]: crate::pgn::Reader")]
#![cfg_attr(
    not(feature = "epd"),
    doc = "[`epd`]: https://docs.rs/chess-core/latest/chess_core/epd/index.html"
)]
#![cfg_attr(
    not(feature = "epd"),
    doc = "[`perft::Suite`]: https://docs.rs/chess-core/latest/chess_core/perft/struct.Suite.html"
)]
#![cfg_attr(
    not(feature = "reference"),
    doc = "[`reference`]: https://docs.rs/chess-core/latest/chess_core/reference/index.html"
)]
#![cfg_attr(
    not(feature = "inspect"),
    doc = "[`inspect`]: https://docs.rs/chess-core/latest/chess_core/inspect/index.html"
)]
#![cfg_attr(
    not(feature = "game"),
    doc = "[`game`]: https://docs.rs/chess-core/latest/chess_core/game/index.html"
)]
#![cfg_attr(
    not(feature = "pgn"),
    doc = "[`pgn`]: https://docs.rs/chess-core/latest/chess_core/pgn/index.html"
)]
#![cfg_attr(
    not(feature = "pgn"),
    doc = "[`pgn::Reader`]: https://docs.rs/chess-core/latest/chess_core/pgn/struct.Reader.html"
)]
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

// Strings and vectors for the parts that keep what they read or play (features `alloc`, `game`).
#[cfg(feature = "alloc")]
extern crate alloc;
// Unit tests may use std (strings, collections); the library itself only with feature `std`.
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
            #[inline]
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
mod en_passant;
#[cfg(feature = "epd")]
pub mod epd;
mod facts;
mod fen;
#[cfg(feature = "game")]
pub mod game;
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
mod reachable;
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
pub use movegen::{Destinations, DestinationsIter};
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
