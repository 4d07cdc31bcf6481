//! `Bitboard::iter()` against a raw `u64` loop (`trailing_zeros`, clear the lowest bit), over the
//! same 4,096 bitboards: the sum of the square indices, and a piece-square evaluation that asks
//! each square for its file, its rank and its mirror for black. The iterator's squares should
//! cost nothing: the pairs should time alike. Instruction counts, which a shared machine cannot
//! blur, come from the `square_loop` example under callgrind (see its doc).
//!
//! Run: `cargo bench -p chess-bench --bench square_loops` (quick: append
//! `-- --warm-up-time 1 --measurement-time 3`).

use std::hint::black_box;

use chess_bench::square_loops::{self, BOARDS};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

fn bench(c: &mut Criterion) {
    let (boards, table) = (square_loops::boards(), square_loops::table());
    let squares: u64 = boards.iter().map(|bits| u64::from(bits.count_ones())).sum();
    let mut group = c.benchmark_group("square_loops");
    group.throughput(Throughput::Elements(squares));
    for name in ["sum-iter", "sum-raw", "eval-iter", "eval-raw"] {
        group.bench_function(name, |b| {
            b.iter(|| square_loops::run(name, black_box(&boards), &table))
        });
    }
    group.finish();
    assert_eq!(boards.len(), BOARDS);
}

criterion_group!(benches, bench);
criterion_main!(benches);
