//! Reads a PGN file with chess-core's reader, every SAN checked, and prints the games and moves:
//! a steady run for profilers (`perf record`, `valgrind --tool=callgrind`) and for
//! `bench/pgn-python`. With `--pgn-reader`, reads it with pgn-reader and shakmaty instead (each
//! SAN played), to compare the two by instruction counts or CPU time.
//!
//! With `--filter`, either reads only the moves of the games whose `WhiteElo` is 2000 or more,
//! passing over the others' after their tags (a tag-filtered read).
//!
//! Run: `cargo run --release -p chess-bench --example pgn_read -- FILE [--pgn-reader] [--filter]`.

use std::fs::File;

use chess_core::pgn::Reader;

// The visitors alone: the file is the caller's, not the benchmark's database.
#[allow(dead_code)]
#[path = "../benches/pgn_counts/mod.rs"]
mod pgn_counts;

use pgn_counts::{Count, Play};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let path = args
        .next()
        .ok_or("usage: pgn_read FILE [--pgn-reader] [--filter]")?;
    let flags: Vec<String> = args.collect();
    let peer = flags.iter().any(|flag| flag == "--pgn-reader");
    let filter = flags.iter().any(|flag| flag == "--filter");
    let file = File::open(path)?;
    let (mut games, mut errors) = (0, 0);
    let moves = if peer {
        let mut reader = pgn_reader::Reader::new(file);
        let mut play = Play {
            filter,
            ..Play::default()
        };
        while let Some(played) = reader.read_game(&mut play)? {
            games += 1;
            errors += u32::from(played.is_err());
        }
        play.moves
    } else {
        let mut reader = Reader::new(file);
        let mut count = Count::new(filter);
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
