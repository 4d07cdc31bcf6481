//! Shared input and timing for the benchmarks in `benches/` and the look-up examples.

pub mod san;
pub mod square_loops;

use std::hint::black_box;
use std::time::{Duration, Instant};

use chess_core::{Bitboard, Occupancy, Position, Square};

/// How many (square, occupancy) pairs [`inputs`] makes.
pub const N: usize = 4096;

/// A fixed set of [`N`] (square, occupied) pairs from a seeded xorshift64 generator, mixing sparse
/// (`a & b & c`, about 8 squares), medium (`a & b`, about 16) and dense (`a`, about 32) boards.
/// The slider's own square is always occupied, as on a real board.
pub fn inputs() -> Vec<(Square, Bitboard)> {
    let mut random = chess_testkit::Random::new(0x9e37_79b9_7f4a_7c15);
    let mut next = move || random.next_u64();
    (0..N)
        .map(|i| {
            let square = Square::ALL[(next() % 64) as usize];
            let (a, b, c) = (next(), next(), next());
            let occupied = match i % 3 {
                0 => a & b,
                1 => a,
                _ => a & b & c,
            };
            (square, Bitboard(occupied).with(square))
        })
        .collect()
}

/// The pairs with their occupancy planes built, for the rotated look-ups timed on prebuilt planes.
pub fn with_planes(pairs: &[(Square, Bitboard)]) -> Vec<(Square, Occupancy)> {
    pairs
        .iter()
        .map(|&(s, b)| (s, Occupancy::from(b)))
        .collect()
}

/// Xors `f` over every pair: one call is one sweep of the set, [`N`] look-ups for [`inputs`].
pub fn sweep<T>(pairs: &[T], f: impl Fn(&T) -> u64) -> u64 {
    black_box(pairs).iter().fold(0, |acc, pair| acc ^ f(pair))
}

/// The fastest time of one call of each of `sweeps`, over `rounds` runs of ten calls, the sweeps
/// taking turns: on a machine shared with other work the fastest run moves far less between
/// invocations than a mean or a median does.
pub fn fastest(rounds: usize, sweeps: &[&dyn Fn() -> u64]) -> Vec<Duration> {
    let mut best = vec![Duration::MAX; sweeps.len()];
    for _ in 0..rounds {
        for (sweep, best) in sweeps.iter().zip(&mut best) {
            let start = Instant::now();
            for _ in 0..10 {
                black_box(sweep());
            }
            *best = (*best).min(start.elapsed() / 10);
        }
    }
    best
}

/// The one optional argument of the timing examples, ROUNDS: `default` when there is none, else a
/// whole number above 0; `None` (the caller prints its usage) for anything else.
pub fn rounds_arg(default: usize) -> Option<usize> {
    let args: Vec<_> = std::env::args_os().skip(1).collect();
    match args.as_slice() {
        [] => Some(default),
        [n] => n.to_str()?.parse().ok().filter(|&n| n > 0),
        _ => None,
    }
}

/// One printed row of the timing examples: the piece, then each name's time in µs and its ratio
/// to the last time, the peer's.
pub fn ratio_row(piece: &str, names: &[&str], times: &[Duration]) -> String {
    let peer = times[times.len() - 1].as_secs_f64();
    let cells: Vec<String> = names
        .iter()
        .zip(times)
        .map(|(name, t)| {
            let t = t.as_secs_f64();
            format!("{name} {:.2} µs {:.3}x", t * 1e6, t / peer)
        })
        .collect();
    format!("{piece:6} {}", cells.join("  "))
}

/// The start position, Kiwipete and positions 3 to 6 of `tricky.perft`: the per-move benchmarks
/// (`gives_check`, `san`) ask their questions in these and their children.
pub const PER_MOVE_POSITIONS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
];

/// [`with_children`], each position with its legal moves: asked move by move, as a search asks,
/// with the position at hand.
pub fn with_children_and_moves(fens: &[&str]) -> Vec<(Position, chess_core::MoveList)> {
    with_children(fens)
        .into_iter()
        .map(|p| (p, p.legal_moves()))
        .collect()
}

/// Each position of `fens` followed by each of its children (the position after each legal
/// move): the positions the per-move benchmarks ask their questions in.
pub fn with_children(fens: &[&str]) -> Vec<Position> {
    let mut positions = Vec::new();
    for fen in fens {
        let root =
            Position::from_fen_permissive(fen, chess_core::Variant::Auto).expect("valid FEN");
        positions.push(root);
        positions.extend(root.legal_moves().into_iter().map(|mv| {
            let mut child = root;
            child.play_unchecked(mv);
            child
        }));
    }
    positions
}
