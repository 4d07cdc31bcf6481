//! `chess-tables perft`: the leaf count of the legal move tree, in total and per root move, in the
//! format of Stockfish's `go perft`.
//!
//! All arguments are read and checked before anything is counted or written, so bad input
//! leaves stdout empty. The bitboard board counts on every core ([`parallel`]); with one thread and
//! no table, by chess-core's `perft::divide` itself.

mod parallel;
mod table;

use std::io::Write;
use std::num::NonZeroUsize;
use std::time::Instant;

use chess_core::{Move, Position};

use crate::board::Board;
use crate::input::{self, Game, checked};
use crate::output::{Failure, bad, speed};
use parallel::Settings;

// The arguments of `perft`.
#[derive(Debug, clap::Args)]
pub struct PerftArgs {
    /// Plies to count, 0 or more.
    #[arg(value_parser = checked(input::depth), allow_negative_numbers = true)]
    depth: u32,
    #[command(flatten)]
    game: Game,
    /// Print the count below each root move first.
    #[arg(long)]
    divide: bool,
    /// The board that counts: bitboard (every core) or 0x88 (the independent reference).
    #[arg(long, value_enum, default_value_t = Board::Bitboard)]
    board: Board,
    /// Threads counting at once [default: all cores]; with --board bitboard only.
    #[arg(long, value_parser = checked(input::threads), allow_negative_numbers = true)]
    threads: Option<NonZeroUsize>,
    /// Megabytes of transposition table shared by the threads (0: none); with --board bitboard
    /// only.
    ///
    /// Entries hold the full 64-bit Polyglot key, the depth and the count, written and read
    /// without locks; an entry whose words were torn by two threads writing at once fails the key
    /// check and is a miss.
    #[arg(long, value_parser = checked(input::megabytes), default_value_t = 0, allow_negative_numbers = true)]
    hash: usize,
}

impl PerftArgs {
    /// The request, with the moves played.
    pub fn request(self) -> Result<PerftRequest, Failure> {
        Ok(PerftRequest {
            depth: self.depth,
            position: self.game.position()?,
            divide: self.divide,
            board: self.board,
            threads: self.threads,
            hash_megabytes: self.hash,
        })
    }
}

/// What a `perft` command line asks for, checked.
#[derive(Debug)]
pub struct PerftRequest {
    pub depth: u32,
    pub position: Position,
    pub divide: bool,
    pub board: Board,
    /// Threads to count with: all cores when not given.
    pub threads: Option<NonZeroUsize>,
    /// MiB of transposition table, 0 for none.
    pub hash_megabytes: usize,
}

/// `perft <depth> [options]`: writes `Nodes searched: N`, after the per-move counts with
/// `--divide` (each line as soon as its move and those before it are counted). The time taken and
/// the speed go to stderr.
pub fn run(request: &PerftRequest, mut out: impl Write) -> Result<(), Failure> {
    let start = Instant::now();
    let mut nodes = 0;
    let mut each_root = |mv: Move, count: u64| -> Result<(), Failure> {
        nodes += count;
        if request.divide {
            writeln!(out, "{mv}: {count}")?;
            out.flush()?;
        }
        Ok(())
    };
    match request.board {
        Board::Bitboard => {
            let settings = Settings {
                threads: request.threads.map_or_else(all_cores, NonZeroUsize::get),
                hash_megabytes: request.hash_megabytes,
            };
            parallel::divide(&request.position, request.depth, settings, each_root)?;
        }
        Board::X88 if request.threads.is_some() || request.hash_megabytes > 0 => {
            return Err(bad(
                "--threads and --hash count on the bitboard board only (--board bitboard); the 0x88 \
                 board counts alone, as a reference",
            ));
        }
        Board::X88 => {
            for (mv, count) in Board::X88.divide(&request.position, request.depth) {
                each_root(mv, count)?;
            }
        }
    }
    // At depth 0 there are no root moves: the tree is the root alone.
    let nodes = if request.depth == 0 { 1 } else { nodes };
    if request.divide {
        writeln!(out)?;
    }
    writeln!(out, "Nodes searched: {nodes}")?;
    out.flush()?;
    eprintln!("{}", speed(nodes, start.elapsed()));
    Ok(())
}

/// The threads `std` says this machine can run at once.
fn all_cores() -> usize {
    std::thread::available_parallelism().map_or(1, NonZeroUsize::get)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn perft_text(depth: u32, divide: bool, threads: usize, hash_megabytes: usize) -> String {
        let request = PerftRequest {
            depth,
            position: Position::default(),
            divide,
            board: Board::Bitboard,
            threads: NonZeroUsize::new(threads),
            hash_megabytes,
        };
        let mut out = Vec::new();
        run(&request, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn counts_with_and_without_divide() {
        assert_eq!(perft_text(3, false, 1, 0), "Nodes searched: 8902\n");
        assert_eq!(perft_text(0, false, 2, 1), "Nodes searched: 1\n");
        assert_eq!(perft_text(0, true, 1, 0), "\nNodes searched: 1\n");
        let text = perft_text(1, true, 2, 0);
        assert_eq!(text.lines().count(), 20 + 2);
        assert!(text.contains("e2e4: 1\n"), "{text}");
        assert!(text.ends_with(": 1\n\nNodes searched: 20\n"), "{text}");
        assert_eq!(perft_text(5, true, 2, 1), perft_text(5, true, 1, 0));
    }
}
