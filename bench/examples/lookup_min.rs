//! Slider look-up times as the fastest of many short runs, for a machine shared with other work:
//! criterion's estimates there move by tens of percent between runs, the fastest run far less.
//!
//! `lookup_min [ROUNDS]` sweeps the bench input set (the same 4096 pairs as
//! `benches/lookups.rs`) ten times per run, ROUNDS runs (default 1000) per implementation and
//! piece, the implementations taking turns; it prints the fastest sweep in µs and its ratio to
//! cozy-chess's magic bitboards for the same piece.

use std::process::ExitCode;

use chess_bench::{fastest, inputs, ratio_row, rounds_arg, sweep, with_planes};
use chess_core::attacks::TableVariant;
use cozy_chess::{BitBoard, get_bishop_moves, get_rook_moves};

const USAGE: &str = "usage: lookup_min [ROUNDS]";
const PIECES: [&str; 3] = ["rook", "bishop", "queen"];
const NAMES: [&str; 4] = ["full", "compact", "byte", "magic"];

/// One sweep per piece (rook, bishop, queen) of a variant's look-ups over prebuilt planes, each
/// its own closure so that the variant is a constant inside.
macro_rules! rotated {
    ($variant:expr, $pairs:expr) => {
        [
            Box::new(|| sweep($pairs, |(s, o)| $variant.rook_attacks(*s, o).0)) as Sweep,
            Box::new(|| sweep($pairs, |(s, o)| $variant.bishop_attacks(*s, o).0)),
            Box::new(|| sweep($pairs, |(s, o)| $variant.queen_attacks(*s, o).0)),
        ]
    };
}

type Sweep<'a> = Box<dyn Fn() -> u64 + 'a>;

fn main() -> ExitCode {
    let Some(rounds) = rounds_arg(1000) else {
        return usage();
    };
    let pairs = inputs();
    let prebuilt = with_planes(&pairs);
    let cozy: Vec<_> = pairs
        .iter()
        .map(|&(s, b)| (cozy_chess::Square::index(s.index()), BitBoard(b.0)))
        .collect();
    let [full, compact, byte] = [
        rotated!(TableVariant::Full, &prebuilt),
        rotated!(TableVariant::Compact, &prebuilt),
        rotated!(TableVariant::Byte, &prebuilt),
    ];
    let magic: [Sweep; 3] = [
        Box::new(|| sweep(&cozy, |&(s, b)| get_rook_moves(s, b).0)),
        Box::new(|| sweep(&cozy, |&(s, b)| get_bishop_moves(s, b).0)),
        Box::new(|| {
            sweep(&cozy, |&(s, b)| {
                (get_rook_moves(s, b) | get_bishop_moves(s, b)).0
            })
        }),
    ];
    let sweeps = [full, compact, byte, magic];
    for (p, piece) in PIECES.iter().enumerate() {
        // Every implementation must agree before any is timed.
        let expected = sweeps[3][p]();
        assert!(sweeps.iter().all(|sweep| sweep[p]() == expected));
        let piece_sweeps: Vec<&dyn Fn() -> u64> = sweeps.iter().map(|s| &*s[p]).collect();
        println!(
            "{}",
            ratio_row(piece, &NAMES, &fastest(rounds, &piece_sweeps))
        );
    }
    ExitCode::SUCCESS
}

fn usage() -> ExitCode {
    eprintln!("{USAGE}");
    ExitCode::from(2)
}
