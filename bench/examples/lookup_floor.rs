//! Where a compact look-up's time goes, against cozy-chess's magic bitboards, for the rook and the
//! bishop. `lookup_floor [ROUNDS]` prints, as `lookup_min` does (the fastest of ROUNDS runs, default
//! 1000, of ten sweeps of the bench's 4096 pairs), four forms per piece:
//!
//! - `compact`: chess-core's compact look-up;
//! - `L1 rows`: the same work written out from the public tables, except that every square reads
//!   the rows of `square % 8`, so the 8 KiB it touches stays in the level-1 data cache. Its answers
//!   are wrong on purpose: it is the method's time with no cache miss, a floor for any compact layout
//!   of the same two table reads;
//! - `columns`: the two lines' columns alone (plane loads, shifts, masks), no table read;
//! - `magic`: cozy-chess, the peer.
//!
//! Before timing, the written-out look-up with the right rows must equal chess-core's on every pair,
//! so the probes differ from the real look-up only where they say.

use std::process::ExitCode;

use chess_bench::{fastest, inputs, ratio_row, rounds_arg, sweep, with_planes};
use chess_core::attacks::TableVariant::Compact;
use chess_core::tables::{COMPACT_ATTACKS, PLANE_SHIFTS};
use chess_core::{Occupancy, Square};
use cozy_chess::{BitBoard, get_bishop_moves, get_rook_moves};

const USAGE: &str = "usage: lookup_floor [ROUNDS]";
const NAMES: [&str; 4] = ["compact", "L1 rows", "columns", "magic"];
/// `COMPACT_ATTACKS`' first index: the rook's pair of tables (rank, file), then the bishop's.
const ROOK: usize = 0;
const BISHOP: usize = 1;

/// A line's compact column: the 6 inner bits of its state, as chess-core's compact variant reads it.
#[inline(always)]
fn column(plane: u64, shift: u8) -> usize {
    usize::from((plane >> shift) as u8 >> 1 & 63)
}

/// The columns of a slider's two lines: the planes `2 × family` and `2 × family + 1`.
#[inline(always)]
fn columns(family: usize, square: Square, occupancy: &Occupancy) -> [usize; 2] {
    let planes = occupancy.planes();
    let sq = square.index();
    let [a, b] = [2 * family, 2 * family + 1];
    [
        column(planes[a], PLANE_SHIFTS[a][sq]),
        column(planes[b], PLANE_SHIFTS[b][sq]),
    ]
}

/// The two table reads of a compact look-up, from the rows of square index `row`.
#[inline(always)]
fn read(family: usize, row: usize, [a, b]: [usize; 2]) -> u64 {
    let rows = &COMPACT_ATTACKS[family][row];
    rows[0][a] | rows[1][b]
}

fn main() -> ExitCode {
    let Some(rounds) = rounds_arg(1000) else {
        return usage();
    };
    let pairs = inputs();
    let planes = with_planes(&pairs);
    let cozy: Vec<_> = pairs
        .iter()
        .map(|&(s, b)| (cozy_chess::Square::index(s.index()), BitBoard(b.0)))
        .collect();
    let planes = &planes;

    for (s, o) in planes {
        let written = |family| read(family, s.index(), columns(family, *s, o));
        assert_eq!(written(ROOK), Compact.rook_attacks(*s, o).0);
        assert_eq!(written(BISHOP), Compact.bishop_attacks(*s, o).0);
    }

    // Each closure names its family as a constant, as the library's own look-ups do.
    macro_rules! probes {
        ($family:expr, $compact:ident, $magic:expr) => {{
            let compact = move || sweep(planes, |(s, o)| Compact.$compact(*s, o).0);
            let l1_rows = move || {
                sweep(planes, |(s, o)| {
                    read($family, s.index() % 8, columns($family, *s, o))
                })
            };
            let columns = move || {
                sweep(planes, |(s, o)| {
                    let [a, b] = columns($family, *s, o);
                    (a ^ b) as u64
                })
            };
            let magic = || sweep(&cozy, |&(s, b)| $magic(s, b).0);
            fastest(rounds, &[&compact, &l1_rows, &columns, &magic])
        }};
    }
    let rows = [
        ("rook", probes!(ROOK, rook_attacks, get_rook_moves)),
        ("bishop", probes!(BISHOP, bishop_attacks, get_bishop_moves)),
    ];
    for (piece, times) in rows {
        println!("{}", ratio_row(piece, &NAMES, &times));
    }
    ExitCode::SUCCESS
}

fn usage() -> ExitCode {
    eprintln!("{USAGE}");
    ExitCode::from(2)
}
