//! Reads a PGN file with chess-core's reader, every SAN checked, and prints the games and moves:
//! a steady run for profilers (`perf record`, `valgrind --tool=callgrind`) and for
//! `bench/pgn-python`. With `--pgn-reader`, reads it with pgn-reader and shakmaty instead (each
//! SAN played), to compare the two by instruction counts or CPU time.
//!
//! Run: `cargo run --release -p chess-bench --example pgn_read -- FILE [--pgn-reader]`.

use std::fs::File;
use std::ops::ControlFlow;

use chess_core::pgn::{Reader, Visitor};
use chess_core::{Move, Position};
use shakmaty::{Chess, Position as _};

struct Count {
    moves: u64,
}

impl Visitor for Count {
    type Output = ();

    fn san(&mut self, _position: &Position, _mv: Move) -> ControlFlow<()> {
        self.moves += 1;
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, _last: &Position) {}
}

/// pgn-reader's visitor that plays every SAN with shakmaty, as its own example does.
struct Play {
    moves: u64,
}

impl pgn_reader::Visitor for Play {
    type Tags = ();
    type Movetext = Chess;
    type Output = bool;

    fn begin_tags(&mut self) -> ControlFlow<bool, ()> {
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _tags: ()) -> ControlFlow<bool, Chess> {
        ControlFlow::Continue(Chess::default())
    }

    fn san(&mut self, position: &mut Chess, san: pgn_reader::SanPlus) -> ControlFlow<bool> {
        match san.san.to_move(position) {
            Ok(mv) => {
                position.play_unchecked(mv);
                self.moves += 1;
                ControlFlow::Continue(())
            }
            Err(_) => ControlFlow::Break(false),
        }
    }

    fn end_game(&mut self, _position: Chess) -> bool {
        true
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let path = args.next().ok_or("usage: pgn_read FILE [--pgn-reader]")?;
    let peer = args.next().is_some_and(|arg| arg == "--pgn-reader");
    let file = File::open(path)?;
    let (mut games, mut errors, moves) = (0, 0, 0);
    let moves = if peer {
        let mut reader = pgn_reader::Reader::new(file);
        let mut play = Play { moves };
        while let Some(legal) = reader.read_game(&mut play)? {
            games += 1;
            errors += u32::from(!legal);
        }
        play.moves
    } else {
        let mut reader = Reader::new(file);
        let mut count = Count { moves };
        loop {
            match reader.read_game(&mut count) {
                Ok(Some(())) => games += 1,
                Ok(None) => break,
                Err(error) if error.is_io() => return Err(error.into()),
                Err(_) => {
                    games += 1;
                    errors += 1;
                }
            }
        }
        count.moves
    };
    println!("{games} games, {errors} with errors, {moves} moves");
    Ok(())
}
