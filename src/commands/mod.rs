//! One module a command, each with its arguments (declared for clap) and its `run`.

pub mod attacks;
pub mod moves;
pub mod perft;
pub mod perftree;
pub mod pgn;
pub mod see;
pub mod show;
pub mod suite;
