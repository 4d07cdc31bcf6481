//! Perft nodes per second: every implementation in [`peers::IMPLS`] on the start position (depth 6)
//! and Kiwipete (depth 5), single-threaded, bulk counting at the last ply.
//!
//! One iteration is a whole perft (about 0.5–3 s), so each benchmark takes 10 flat samples.
//! Before its first timed run, each implementation's count is checked against the known one, so a
//! wrong generator cannot look fast.
//!
//! Run: `cargo bench -p chess-bench --bench perft` (quick: append
//! `-- --warm-up-time 1 --measurement-time 5`; one implementation: append `-- cozy-chess`).

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, SamplingMode, Throughput};
use criterion::{criterion_group, criterion_main};

mod peers;

/// (label, FEN, depth, known node count).
const CASES: &[(&str, &str, u32, u64)] = &[
    (
        "startpos d6",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        6,
        119_060_324,
    ),
    (
        "kiwipete d5",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        5,
        193_690_690,
    ),
];

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    // Same iteration count in every sample: linear sampling would run 55 iterations of seconds.
    group.sampling_mode(SamplingMode::Flat);
    for &(label, fen, depth, nodes) in CASES {
        group.throughput(Throughput::Elements(nodes));
        for &(name, run) in peers::IMPLS {
            // Checked inside the routine, so only when the benchmark passes criterion's filter.
            let mut checked = false;
            group.bench_function(BenchmarkId::new(name, label), |b| {
                if !checked {
                    let count = run(fen, depth).unwrap_or_else(|e| panic!("{e}"));
                    assert_eq!(count, nodes, "{name}: perft({depth}) of {label}");
                    checked = true;
                }
                b.iter(|| run(black_box(fen), black_box(depth)))
            });
        }
    }
    group.finish();
}

criterion_group! {
    name = benches;
    // Defaults for runs of seconds per iteration; the command line still overrides them.
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_secs(3))
        .measurement_time(Duration::from_secs(30));
    targets = perft
}
criterion_main!(benches);
