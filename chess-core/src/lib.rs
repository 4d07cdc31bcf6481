//! Chess attack tables and the pieces a move generator is built from, for any target: `no_std`,
//! no dependencies, no build script.
//!
//! The tables are computed by `table-gen` and committed as `const` Rust source in `generated/`,
//! which this crate includes; each is placed once in a `static` ([`tables`]). Squares are
//! numbered a1 = 0, b1 = 1, …, h8 = 63, and bit i of a [`Bitboard`] is square i.
//!
//! Three ways to the same slider attacks, held to one another by the tests:
//! - [`attacks`]: rotated bitboards. An [`Occupancy`] keeps the occupied squares in four planes
//!   (normal, rotated 90 degrees, rotated 45 degrees both ways), so any rank, file or diagonal is
//!   one shift from an 8-bit state that indexes a `[64][256]` table. Two smaller table variants,
//!   chosen by cargo feature, serve flash-bound targets: `compact-tables` (`[64][64]`, 6 inner
//!   bits) and `byte-tables` (one `[8][64]` byte table spread by a multiply); see [`attacks`].
//! - [`rays`]: ray masks and the first blocker on each ray.
//! - [`walk`]: square-by-square walking, no tables.
//!
//! [`x88`] answers "does this piece attack that square" through the 0x88 attack-vector tables.
//!
//! On top of them, a [`Position`] (FEN in and out, [`make`](Position::make) and
//! [`unmake`](Position::unmake), an incremental Zobrist hash) with a legal move generator that
//! writes into a [`MoveList`] on the stack, and [`perft`]. [`x88::Board`] is a second generator,
//! independent of the bitboards, that the tests hold the first to. [`see`] is static exchange
//! evaluation, on both boards.
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
//! ```
//! use chess_core::{attacks, Bitboard, Occupancy, Square};
//!
//! let occupied: Bitboard = "0x0000_0010_0000_1000".parse().unwrap(); // e2 and e5
//! let occupancy = Occupancy::from(occupied);
//! let rook = attacks::rook_attacks(Square::E4, &occupancy);
//! assert_eq!(rook, chess_core::walk::rook_attacks(Square::E4, occupied));
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

pub mod attacks;
mod bitboard;
mod castling;
mod direction;
mod fen;
mod make;
mod movegen;
mod moves;
mod occupancy;
pub mod perft;
mod piece;
mod position;
pub mod rays;
pub mod see;
mod square;
pub mod tables;
pub mod walk;
pub mod x88;

pub use bitboard::{Bitboard, ParseBitboardError, Squares};
pub use castling::{CastlingRights, CastlingSide};
pub use direction::Direction;
pub use fen::FenError;
pub use make::Undo;
pub use moves::{IntoIter as MoveListIntoIter, MAX_MOVES, Move, MoveList, ParseMoveError, UciMove};
pub use occupancy::Occupancy;
pub use piece::{Color, Piece};
pub use position::Position;
pub use see::PieceValues;
pub use square::{File, ParseSquareError, Rank, Square};
