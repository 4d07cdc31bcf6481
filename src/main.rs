//! `chess-tables`: attack queries, perft, and a look at the generated tables and at positions,
//! from the command line.
//!
//! Bad input of any kind ends with exit status 2 and one line on stderr saying what was wrong
//! and where; nothing half-written reaches stdout.

mod attacks_command;
mod generator;
mod input;
mod moves_command;
mod options;
mod perft_command;
mod see_command;
mod show;
mod show_position;
mod show_table;

use std::io::{self, Write};
use std::process::ExitCode;

const USAGE: &str = "\
usage: chess-tables <command> ...
  perft <depth> [--fen FEN] [--moves \"m1 m2 ...\"] [--divide] [--board bitboard|0x88]
                              count the leaf nodes of the legal move tree from the FEN (one
                              quoted argument; the start position without it) after the moves;
                              --divide first prints `e2e4: 600` per root move; ends with
                              `Nodes searched: N`; time and speed go to stderr
  moves [--fen FEN] [--moves \"m1 m2 ...\"] [--notation uci|san]
                              the legal moves of the position after the moves, one a line,
                              in UCI (the default) or SAN
  perftree <depth> <fen> [<moves>]
                              the same for the `perftree` debugging tool: `e2e4 600` per root
                              move, an empty line, the total
  attacks                     read `<piece> <square> <occupancy>` lines on stdin, write the
                              attacked squares as a hex bitboard per line; piece is one of
                              rook bishop queen knight king wpawn bpawn
  see <fen> <move>            the static exchange evaluation of the move (UCI), in centipawns:
                              what it wins on its square when both sides then capture there
  show bitboard <hex>         draw a bitboard as an 8x8 board
  show occupancy <hex> [<sq>] draw the four rotated planes; with a square, its line states and
                              the slider table entries they select
  show table <name> <index>.. draw one entry of a generated table, e.g.
                              `show table rank_attacks e4 0x24`, `show table between a1 h8`;
                              `show table` lists the tables
  show position [FEN] [--moves \"m1 m2 ...\"]
                              draw a position (the start position without FEN) after the
                              moves, with its FEN, side to move, castling, en passant, hash,
                              check, outcome (none, checkmate, stalemate, insufficient
                              material, fifty-move rule, threefold repetition) and legal moves
  every --moves list (and perftree's <moves>) takes moves in UCI (e2e4, e7e8q) or SAN (e4,
  Nf3, exd5, e8=Q, O-O), space-separated
  help                        this text";

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

/// Shorthand for a bad-input failure.
pub fn bad(message: impl Into<String>) -> Failure {
    Failure::BadInput(message.into())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::BadInput(message)) => {
            eprintln!("chess-tables: {message}");
            ExitCode::from(2)
        }
        // A reader that went away (`| head`) is not an error of ours.
        Err(Failure::Io(error)) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Failure::Io(error)) => {
            eprintln!("chess-tables: {error}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: &[String]) -> Result<(), Failure> {
    let Some((command, rest)) = args.split_first() else {
        return Err(bad("no command given; try `chess-tables help`"));
    };
    match command.as_str() {
        "attacks" => {
            input::expect_no_more(rest, "attacks")?;
            attacks_command::run(io::stdin().lock(), io::stdout().lock())
        }
        "perft" => perft_command::perft(rest, io::stdout().lock()),
        "perftree" => perft_command::perftree(rest, io::stdout().lock()),
        "moves" => moves_command::run(rest, io::stdout().lock()),
        "see" => see_command::run(rest, io::stdout().lock()),
        "show" => {
            let text = show::run(rest)?;
            let mut stdout = io::stdout().lock();
            stdout.write_all(text.as_bytes())?;
            Ok(stdout.flush()?)
        }
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            Ok(())
        }
        other => Err(bad(format!(
            "unknown command {}; try `chess-tables help`",
            input::quote(other)
        ))),
    }
}
