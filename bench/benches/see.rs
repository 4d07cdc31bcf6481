//! Static exchange evaluation per move: chess-core's bitboard `Position::see` and `see_ge` against
//! the 0x88 `Board::see` and `see_ge`, over one fixed set of capture moves.
//!
//! The moves are every capture and promotion of five positions of the perft suites (Kiwipete and
//! positions 3 to 6) and of each position one move after them: several hundred exchanges of every
//! size. The 0x88 boards are built before timing, as a 0x88 engine would keep its board.
//!
//! Run: `cargo bench -p chess-bench --bench see` (quick: append
//! `-- --warm-up-time 1 --measurement-time 3`).

use std::hint::black_box;

use chess_core::reference::x88::Board;
use chess_core::{Move, Position};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

/// Kiwipete and positions 3 to 6 of `tricky.perft`.
const POSITIONS: [&str; 5] = [
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
];

/// The threshold `see_ge` is timed with: "does this capture lose material?", as a search asks.
const THRESHOLD: i32 = 0;

/// Every capture and promotion of each position and of its children, with the position.
fn exchanges() -> Vec<(Position, Move)> {
    let positions = chess_bench::with_children(&POSITIONS);
    let captures = |position: Position| {
        position
            .legal_captures()
            .into_iter()
            .map(move |mv| (position, mv))
    };
    positions.into_iter().flat_map(captures).collect()
}

fn see(c: &mut Criterion) {
    let pairs = exchanges();
    let boards: Vec<(Board, Move)> = pairs.iter().map(|(p, mv)| (Board::from(p), *mv)).collect();
    // Outside the timing: the two must agree, or the faster one proves nothing.
    for ((position, mv), (board, _)) in pairs.iter().zip(&boards) {
        assert_eq!(position.see(*mv), board.see(*mv), "{mv} in {position}");
    }
    println!("{} capture moves", pairs.len());

    let mut group = c.benchmark_group("see");
    group.throughput(Throughput::Elements(pairs.len() as u64));
    group.bench_function("bitboard see", |b| {
        b.iter(|| {
            black_box(&pairs)
                .iter()
                .map(|(p, mv)| p.see(*mv))
                .sum::<i32>()
        })
    });
    group.bench_function("bitboard see_ge", |b| {
        b.iter(|| {
            black_box(&pairs)
                .iter()
                .filter(|(p, mv)| p.see_ge(*mv, THRESHOLD))
                .count()
        })
    });
    group.bench_function("0x88 see", |b| {
        b.iter(|| {
            black_box(&boards)
                .iter()
                .map(|(board, mv)| board.see(*mv))
                .sum::<i32>()
        })
    });
    group.bench_function("0x88 see_ge", |b| {
        b.iter(|| {
            black_box(&boards)
                .iter()
                .filter(|(board, mv)| board.see_ge(*mv, THRESHOLD))
                .count()
        })
    });
    group.finish();
}

criterion_group!(benches, see);
criterion_main!(benches);
