//! `chess-tables pgn <FILE|->`: reads every game of a PGN file (or stdin) with every move checked,
//! and prints a line per game: its plies, result and last position, or its error.
//!
//! The file is read as a stream through chess-core's PGN reader, so a database of any size takes
//! the memory of one buffer; each game's line is printed as soon as the game is read.

use std::fs::File;
use std::io::{self, BufWriter, Read, Write};
use std::ops::ControlFlow;
use std::path::PathBuf;

use chess_core::pgn::{Reader, Skip, Text, Visitor};
use chess_core::{Move, Position};

use crate::input;
use crate::output::{Failure, bad};

// The arguments of `pgn`.
#[derive(Debug, clap::Args)]
pub struct PgnArgs {
    /// The PGN file, or `-` for stdin.
    file: PathBuf,
}

/// What a game's line says: the main line's plies, the `Result` tag, the last position.
#[derive(Default)]
struct Summary {
    plies: u32,
    /// Variations open around the move being read: their moves are not the main line's.
    depth: u32,
    result: Option<String>,
}

impl Visitor for Summary {
    type Output = (u32, String, Position);

    fn begin_game(&mut self) {
        *self = Summary::default();
    }

    fn tag(&mut self, name: &[u8], value: Text<'_>) {
        if name == b"Result" {
            self.result = Some(value.to_string());
        }
    }

    fn san(&mut self, _position: &Position, _mv: Move) -> ControlFlow<()> {
        if self.depth == 0 {
            self.plies += 1;
        }
        ControlFlow::Continue(())
    }

    // Variations are read, so that their moves are checked too.
    fn begin_variation(&mut self) -> Skip {
        self.depth += 1;
        Skip(false)
    }

    fn end_variation(&mut self) {
        self.depth -= 1;
    }

    fn end_game(&mut self, last: &Position) -> Self::Output {
        let result = self.result.take().unwrap_or_else(|| "*".to_string());
        (self.plies, result, *last)
    }
}

/// Reads every game and prints its line, then the summary line. `Ok(false)` when a game had an
/// error; a failure (exit status 2) when the input cannot be read.
pub fn run(args: &PgnArgs, out: impl Write) -> Result<bool, Failure> {
    let name = args.file.to_string_lossy();
    if name == "-" {
        return read(io::stdin().lock(), "stdin", out);
    }
    let file =
        File::open(&args.file).map_err(|error| bad(format!("{}: {error}", input::quote(&name))))?;
    read(file, &input::quote(&name), out)
}

fn read(input: impl Read, name: &str, out: impl Write) -> Result<bool, Failure> {
    let mut out = BufWriter::new(out);
    let mut reader = Reader::new(input);
    let mut summary = Summary::default();
    let (mut games, mut errors) = (0u64, 0u64);
    for game in reader.games(&mut summary) {
        games += 1;
        match game {
            Ok((plies, result, last)) => {
                writeln!(out, "game {games}: {plies} plies, {result}, {last}")?;
            }
            Err(error) if error.is_io() => {
                out.flush()?;
                return Err(bad(format!("{name}: {}", error.kind())));
            }
            Err(error) => {
                errors += 1;
                writeln!(out, "{error}")?;
            }
        }
    }
    writeln!(out, "pgn: {games} games, {errors} with errors")?;
    out.flush()?;
    Ok(errors == 0)
}
