//! `chess-tables`: attack queries, perft and perft suites, and a look at the generated tables and
//! at positions, from the command line. The binary (`src/main.rs`) is [`cli::main`]; the
//! commands live in this library so that the fuzz targets in `fuzz/` can reach them (the
//! `attacks` reader above all).
//!
//! - [`cli`]: the command line declared, and each command handed to its module;
//! - [`commands`]: one module a command, with its arguments;
//! - [`input`]: the words a user types, read and quoted; [`output`]: how a run ends (the
//!   [`Failure`] every command returns, its one line and exit status);
//! - [`board`]: the two boards perft counts with (`--board bitboard|0x88`).
//!
//! Bad input of any kind ends with exit status 2 and one line on stderr saying what was wrong
//! and where; nothing half-written reaches stdout.

pub mod board;
pub mod cli;
pub mod commands;
pub mod input;
pub mod output;

pub use output::{Failure, bad};
