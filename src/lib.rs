//! `chess-tables`: attack queries, perft, and a look at the generated tables and at positions,
//! from the command line. The binary (`src/main.rs`) is [`cli::main`]; the commands live here so
//! that the fuzz targets in `fuzz/` can reach them (the `attacks` reader above all).
//!
//! Bad input of any kind ends with exit status 2 and one line on stderr saying what was wrong
//! and where; nothing half-written reaches stdout.

pub mod attacks_command;
pub mod cli;
mod deep_perft;
mod generator;
pub mod input;
mod moves_command;
mod perft_command;
mod see_command;
mod show;
mod show_position;
mod show_table;

use std::io;

/// An error to report: one line, exit status 2 for bad input.
#[derive(Debug)]
pub enum Failure {
    /// The user's input was wrong: arguments, a query line, a number.
    BadInput(String),
    /// Reading or writing failed.
    Io(io::Error),
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Failure {
        Failure::Io(error)
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::BadInput(message) => f.write_str(message),
            Failure::Io(error) => write!(f, "{error}"),
        }
    }
}

/// Shorthand for a bad-input failure.
pub fn bad(message: impl Into<String>) -> Failure {
    Failure::BadInput(message.into())
}
