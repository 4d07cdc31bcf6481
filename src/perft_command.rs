//! `chess-tables perft` and `chess-tables perftree`: the leaf count of the legal move tree, in
//! total and per root move, in the formats of Stockfish's `go perft` and of the `perftree` tool.
//!
//! All arguments are read and checked before anything is counted or written, so bad input
//! leaves stdout empty. The bitboard generator counts on every core (`deep_perft`).

use std::io::Write;
use std::num::NonZeroUsize;
use std::time::{Duration, Instant};

use chess_core::{Move, Position};

use crate::Failure;
use crate::deep_perft::{self, Settings};
use crate::generator::Generator;

/// What a `perft` command line asks for, checked.
#[derive(Debug)]
pub struct PerftRequest {
    pub depth: u32,
    pub position: Position,
    pub divide: bool,
    pub generator: Generator,
    /// Threads to count with: all cores when not given.
    pub threads: Option<NonZeroUsize>,
    /// MiB of transposition table, 0 for none.
    pub hash_megabytes: usize,
}

/// `perft <depth> [options]`: writes `Nodes searched: N`, after the per-move counts with
/// `--divide` (each line as soon as its move and those before it are counted). The time taken and
/// the speed go to stderr.
pub fn perft(request: &PerftRequest, mut out: impl Write) -> Result<(), Failure> {
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
    match request.generator {
        Generator::Bitboard => {
            let settings = Settings {
                threads: request.threads.map_or_else(all_cores, NonZeroUsize::get),
                hash_megabytes: request.hash_megabytes,
            };
            deep_perft::divide(&request.position, request.depth, settings, each_root)?;
        }
        Generator::X88 if request.threads.is_some() || request.hash_megabytes > 0 => {
            return Err(crate::bad(
                "--threads and --hash count with the bitboard generator only; the 0x88 board \
                 counts alone, as a reference",
            ));
        }
        Generator::X88 => {
            for (mv, count) in Generator::X88.divide(&request.position, request.depth) {
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

/// `perftree <depth> <fen> [<moves>]`: writes `move count` per root move, an empty line, and the
/// total, as the `perftree` tool expects of the engine it compares with.
pub fn perftree(position: &Position, depth: u32, mut out: impl Write) -> Result<(), Failure> {
    let divided: Vec<(Move, u64)> = Generator::Bitboard.divide(position, depth).collect();
    write_divide(&mut out, &divided, " ")?;
    writeln!(out, "{}", total(&divided, depth))?;
    Ok(out.flush()?)
}

/// The whole tree's count: the root alone at depth 0, which has no root moves.
fn total(divided: &[(Move, u64)], depth: u32) -> u64 {
    match depth {
        0 => 1,
        _ => divided.iter().map(|&(_, nodes)| nodes).sum(),
    }
}

/// Writes one `<move><separator><count>` line per root move, then an empty line.
fn write_divide(
    out: &mut impl Write,
    divided: &[(Move, u64)],
    separator: &str,
) -> Result<(), Failure> {
    for (mv, nodes) in divided {
        writeln!(out, "{mv}{separator}{nodes}")?;
    }
    Ok(writeln!(out)?)
}

/// The stderr line after a count: time taken and nodes per second.
fn speed(nodes: u64, elapsed: Duration) -> String {
    let seconds = elapsed.as_secs_f64();
    if seconds > 0.0 {
        format!("time {seconds:.3} s, {:.0} nodes/s", nodes as f64 / seconds)
    } else {
        format!("time {seconds:.3} s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn perft_text(depth: u32, divide: bool, threads: usize, hash_megabytes: usize) -> String {
        let request = PerftRequest {
            depth,
            position: Position::default(),
            divide,
            generator: Generator::Bitboard,
            threads: NonZeroUsize::new(threads),
            hash_megabytes,
        };
        let mut out = Vec::new();
        perft(&request, &mut out).unwrap();
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

    #[test]
    fn perftree_prints_its_own_format() {
        let position = crate::input::play_moves(Position::default(), "e2e4 e7e5").unwrap();
        let mut out = Vec::new();
        perftree(&position, 1, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.ends_with(" 1\n\n29\n"), "{text}");
    }
}
