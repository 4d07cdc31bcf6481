//! A fixed workload for instruction counting: 1,000,000 slider look-ups over the bench input set.
//!
//! `lookup_loop IMPL [PIECE]`, IMPL one of rotated, compact, byte (the rotated table variants),
//! rotated+build, rays, walk, cozy, baseline (the loop alone), PIECE one of rook (default), bishop,
//! queen. Only `run` does the look-ups, so
//! `valgrind --tool=callgrind --toggle-collect='lookup_loop::run*'` counts nothing else.

use std::hint::black_box;
use std::process::ExitCode;

use chess_bench::inputs;
use chess_core::attacks::TableVariant::{Byte, Compact, Full};
use chess_core::reference::walk;
use chess_core::{Bitboard, Occupancy, Square, attacks, rays};
use cozy_chess::{BitBoard, get_bishop_moves, get_rook_moves};

const LOOKUPS: usize = 1_000_000;
const USAGE: &str = "usage: lookup_loop rotated|compact|byte|rotated+build|rays|walk|cozy|baseline [rook|bishop|queen]";

/// Xors `f` over [`LOOKUPS`] pairs, cycling through the input set.
#[inline(never)]
fn run<T>(pairs: &[T], f: impl Fn(&T) -> u64) -> u64 {
    pairs
        .iter()
        .cycle()
        .take(LOOKUPS)
        .fold(0, |acc, pair| acc ^ f(pair))
}

fn cozy(pairs: &[(Square, Bitboard)], f: impl Fn(cozy_chess::Square, BitBoard) -> BitBoard) -> u64 {
    let pairs: Vec<_> = pairs
        .iter()
        .map(|&(s, b)| (cozy_chess::Square::index(s.index()), BitBoard(b.0)))
        .collect();
    run(&pairs, |&(s, b)| f(s, b).0)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (imp, piece) = match args.as_slice() {
        [imp] => (imp.as_str(), "rook"),
        [imp, piece] => (imp.as_str(), piece.as_str()),
        _ => return usage(),
    };
    let p = black_box(inputs());
    let built: Vec<_> = p.iter().map(|&(s, b)| (s, Occupancy::from(b))).collect();
    let result = match (imp, piece) {
        ("baseline", "rook" | "bishop" | "queen") => run(&p, |&(s, b)| s.index() as u64 ^ b.0),
        ("rotated", "rook") => run(&built, |(s, o)| Full.rook_attacks(*s, o).0),
        ("rotated", "bishop") => run(&built, |(s, o)| Full.bishop_attacks(*s, o).0),
        ("rotated", "queen") => run(&built, |(s, o)| {
            (Full.rook_attacks(*s, o) | Full.bishop_attacks(*s, o)).0
        }),
        ("compact", "rook") => run(&built, |(s, o)| Compact.rook_attacks(*s, o).0),
        ("compact", "bishop") => run(&built, |(s, o)| Compact.bishop_attacks(*s, o).0),
        ("compact", "queen") => run(&built, |(s, o)| {
            (Compact.rook_attacks(*s, o) | Compact.bishop_attacks(*s, o)).0
        }),
        ("byte", "rook") => run(&built, |(s, o)| Byte.rook_attacks(*s, o).0),
        ("byte", "bishop") => run(&built, |(s, o)| Byte.bishop_attacks(*s, o).0),
        ("byte", "queen") => run(&built, |(s, o)| {
            (Byte.rook_attacks(*s, o) | Byte.bishop_attacks(*s, o)).0
        }),
        ("rotated+build", "rook") => run(&p, |&(s, b)| attacks::rook_attacks(s, &b.into()).0),
        ("rotated+build", "bishop") => run(&p, |&(s, b)| attacks::bishop_attacks(s, &b.into()).0),
        ("rotated+build", "queen") => run(&p, |&(s, b)| attacks::queen_attacks(s, &b.into()).0),
        ("rays", "rook") => run(&p, |&(s, b)| rays::rook_attacks(s, b).0),
        ("rays", "bishop") => run(&p, |&(s, b)| rays::bishop_attacks(s, b).0),
        ("rays", "queen") => run(&p, |&(s, b)| rays::queen_attacks(s, b).0),
        ("walk", "rook") => run(&p, |&(s, b)| walk::rook_attacks(s, b).0),
        ("walk", "bishop") => run(&p, |&(s, b)| walk::bishop_attacks(s, b).0),
        ("walk", "queen") => run(&p, |&(s, b)| walk::queen_attacks(s, b).0),
        ("cozy", "rook") => cozy(&p, get_rook_moves),
        ("cozy", "bishop") => cozy(&p, get_bishop_moves),
        ("cozy", "queen") => cozy(&p, |s, b| get_rook_moves(s, b) | get_bishop_moves(s, b)),
        _ => return usage(),
    };
    println!("{imp} {piece}: {LOOKUPS} look-ups, xor {result:#018x}");
    ExitCode::SUCCESS
}

fn usage() -> ExitCode {
    eprintln!("{USAGE}");
    ExitCode::from(2)
}
