//! SAN of every legal move of a set of positions (`chess_bench::san`): `Position::san`, which
//! lists no moves, against the listing definition (`reference::san_by_listing`) run as
//! `Position::san` once ran it (the legal moves generated for each move) and as
//! `Position::san_with_moves` once ran it (given each position's list).
//!
//! Run: `cargo bench -p chess-bench --bench san` (quick: append
//! `-- --warm-up-time 1 --measurement-time 3`). Instruction counts: `bench/examples/san_run.rs`.

use std::hint::black_box;

use chess_bench::san::{WAYS, positions};
use chess_core::reference::san_by_listing;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

fn san(c: &mut Criterion) {
    let positions = positions();
    // Outside the timing: the ways must write the same text, or the faster one proves nothing.
    for (p, moves) in &positions {
        for &mv in moves {
            assert_eq!(p.san(mv), san_by_listing(p, mv, moves), "{mv} in {p}");
        }
    }
    let moves: usize = positions.iter().map(|(_, moves)| moves.len()).sum();
    println!("{} positions, {moves} moves", positions.len());

    let mut group = c.benchmark_group("san");
    group.throughput(Throughput::Elements(moves as u64));
    for (name, way) in WAYS {
        group.bench_function(name, |b| b.iter(|| way(black_box(&positions))));
    }
    group.finish();
}

criterion_group!(benches, san);
criterion_main!(benches);
