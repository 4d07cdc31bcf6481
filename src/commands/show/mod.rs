//! `chess-tables show`: draws bitboards, occupancy planes, generated table entries and positions
//! for people.

mod bitboard;
mod position;
mod table;

use std::io::Write;

use chess_core::{Bitboard, Square};

use crate::input::{self, Rules, Text, checked};
use crate::output::Failure;

/// What `show` draws.
#[derive(Debug, clap::Subcommand)]
pub enum ShowCommand {
    /// Draw a bitboard (`0x` hex) as an 8x8 board.
    Bitboard {
        #[arg(value_parser = checked(input::bitboard))]
        hex: Bitboard,
    },
    /// Draw the four rotated occupancy planes; with a square, its line states and the slider
    /// table entries they select.
    Occupancy {
        #[arg(value_parser = checked(input::bitboard))]
        hex: Bitboard,
        #[arg(value_parser = checked(input::square))]
        square: Option<Square>,
    },
    /// Draw one entry of a generated table (`show table rank_attacks e4 0x24`); without a name,
    /// list the tables.
    Table {
        /// The table's name, as `show table` lists it.
        #[arg(value_parser = Text)]
        name: Option<String>,
        /// The entry's indices: squares, line states, colours, directions, numbers.
        #[arg(value_parser = Text, requires = "name")]
        indices: Vec<String>,
    },
    /// Draw a position after the moves, with its FEN, hash, check, outcome and legal moves.
    ///
    /// The outcome is one of none, checkmate, stalemate, insufficient material, seventy-five-move
    /// rule, fivefold repetition, fifty-move rule, threefold repetition (repetition counted over
    /// the moves played).
    Position {
        /// The position, in FEN, as one argument (the start position without it).
        #[arg(value_parser = Text)]
        fen: Option<String>,
        /// Space-separated moves to play first, in UCI or SAN.
        #[arg(long, value_parser = Text)]
        moves: Option<String>,
        #[command(flatten)]
        rules: Rules,
    },
}

/// Draws what `command` asks for; the whole text is made before any of it is written.
pub fn run(command: ShowCommand, mut out: impl Write) -> Result<(), Failure> {
    let text = match command {
        ShowCommand::Bitboard { hex } => bitboard::board_text(hex),
        ShowCommand::Occupancy { hex, square } => bitboard::occupancy_text(hex, square),
        ShowCommand::Table { name: None, .. } => table::list(),
        ShowCommand::Table {
            name: Some(name),
            indices,
        } => {
            let indices: Vec<&str> = indices.iter().map(String::as_str).collect();
            table::entry(&name, &indices)?
        }
        ShowCommand::Position { fen, moves, rules } => {
            position::run(rules.position_or_start(fen.as_deref())?, moves.as_deref())?
        }
    };
    out.write_all(text.as_bytes())?;
    Ok(out.flush()?)
}
