//! Chess attack tables and the pieces a move generator is built from, for any target: `no_std`,
//! no dependencies, no build work for a dependent.
//!
//! The tables are computed by `table-gen` and committed as `const` Rust source in `generated/`,
//! which this crate includes; each is placed once in a `static` ([`tables`]). Squares are
//! numbered a1 = 0, b1 = 1, …, h8 = 63, and bit i of a [`Bitboard`] is square i.
//!
//! The main API:
//! - [`Position`]: FEN in and out, [`make`](Position::make)/[`unmake`](Position::unmake) and
//!   copy-make [`play`](Position::play), a legal move generator that writes into a [`MoveList`]
//!   on the stack, any-move legality, the null move, an incremental hash that is the Polyglot
//!   key, [`see`] (static exchange evaluation), SAN, and the game's end; [`perft`].
//! - [`attacks`]: attack sets by table look-up, rotated bitboards for the sliders. An
//!   [`Occupancy`] keeps the occupied squares in four planes (normal, rotated 90 degrees, rotated
//!   45 degrees both ways), so any rank, file or diagonal is one shift from an 8-bit state that
//!   indexes a table. Two smaller table variants, chosen by cargo feature (`compact-tables`,
//!   `byte-tables`), serve flash-bound targets; [`attacks`] describes the three.
//! - [`rays`]: ray masks and the first blocker on each ray, which capture generation reads.
//! - [`tables`]: the generated tables; with the feature `inspect`, `inspect` describes them and lays
//!   a look-up open, for tools and pages.
//!
//! `reference`, with the feature of that name, holds the same answers computed other ways, which
//! the tests hold the main API to: square-by-square walking (`reference::walk`), the 0x88 attack
//! test and a whole second move generator on a 0x88 board (`reference::x88`), and perft by
//! make/unmake.
//!
//! ```
//! use chess_core::{perft, Position};
//!
//! let position: Position = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1".parse().unwrap();
//! assert_eq!(position.legal_moves().len(), 14);
//! assert_eq!(perft::perft(&position, 4), 43_238);
//! assert!("8/8/8/8 w - - 0 1".parse::<Position>().is_err());
//! ```
//!
//! Moves read and written in UCI or SAN ([`Position::san`], [`Position::parse_san`],
//! [`Position::parse_any_move`]), and the game's end: [`Position::outcome`] and, for repetition,
//! a fixed-size [`History`].
//!
//! ```
//! use chess_core::{Color, History, Outcome, Position};
//!
//! let mut position = Position::default();
//! let mut history = History::<128>::new();
//! history.push(&position);
//! for text in ["f3", "e7e5", "g4", "Qh4#"] { // SAN or UCI
//!     position.play(position.parse_any_move(text).unwrap());
//!     history.push(&position);
//! }
//! let mate = Outcome::Checkmate { winner: Color::Black };
//! assert_eq!(history.outcome(&position), Some(mate));
//! let start = Position::default();
//! assert_eq!(start.san(start.parse_move("g1f3").unwrap()), "Nf3");
//! ```
//!
//! ```
//! use chess_core::{attacks, Bitboard, Occupancy, Square};
//!
//! let occupied: Bitboard = "0x0000_0010_0000_1000".parse().unwrap(); // e2 and e5
//! let occupancy = Occupancy::from(occupied);
//! let rook = attacks::rook_attacks(Square::E4, &occupancy);
//! assert_eq!(rook, chess_core::rays::rook_attacks(Square::E4, occupied)); // by ray masks
//! assert!(rook.contains(Square::E5) && !rook.contains(Square::E6));
//! println!("{rook}"); // an 8×8 board, rank 8 on top
//! ```
//!
//! ```
//! use chess_core::{PieceValues, Position};
//!
//! // Rxd5: black's Rxd5 would be met by the rook d1 behind d2, so black does not take back.
//! let position: Position = "3r3k/8/8/3p4/8/8/3R4/3RK3 w - - 0 1".parse().unwrap();
//! let mv = position.parse_move("d2d5").unwrap();
//! assert_eq!(position.see(mv), 100);
//! assert!(position.see_ge(mv, 0) && !position.see_ge(mv, 101));
//! assert_eq!(position.see_with(mv, &PieceValues::new(80, 300, 300, 500, 900)), 80);
//! ```
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

// Unit tests may use std (strings, collections); the library itself never does.
#[cfg(test)]
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
mod castling;
mod direction;
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
mod piece;
mod position;
pub mod rays;
#[cfg(feature = "reference")]
pub mod reference;
mod san;
pub mod see;
// What describes a table (`Axis`, `Element`) is read by `inspect` alone.
#[cfg_attr(not(feature = "inspect"), allow(unused))]
mod shared;
mod square;
pub mod tables;

pub use bitboard::{Bitboard, ParseBitboardError, Squares};
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
