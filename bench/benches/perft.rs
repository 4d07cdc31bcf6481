//! Perft nodes per second: every implementation in [`peers::IMPLS`] on the start position (depth 6)
//! and Kiwipete (depth 5), and all but shakmaty and the 0x88 board on every position of `standard.epd` at
//! depth 5 (one iteration is the whole file, about 395 M nodes). Single-threaded, bulk counting at
//! the last ply.
//!
//! One iteration is a whole perft (about 0.3–3 s), so each benchmark takes 10 flat samples.
//! Before its first timed run, each implementation's count of every position is checked against
//! the known one, so a wrong generator cannot look fast.
//!
//! Run: `cargo bench -p chess-bench --bench perft` (quick: append
//! `-- --warm-up-time 1 --measurement-time 5`; one implementation: append `-- cozy-chess`).
//! `bench/perft-ratios` runs chess-core and cozy-chess and prints their speed ratios.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, SamplingMode, Throughput};
use criterion::{criterion_group, criterion_main};

mod peers;

/// Positions counted one after the other at one depth: one iteration is all of them.
struct Case {
    label: &'static str,
    depth: u32,
    /// (where it comes from, FEN, known node count at `depth`)
    positions: Vec<(String, String, u64)>,
    /// Implementations too slow for this case.
    skip: &'static [&'static str],
}

impl Case {
    fn single(label: &'static str, fen: &str, depth: u32, nodes: u64) -> Case {
        Case {
            label,
            depth,
            positions: vec![(label.to_string(), fen.to_string(), nodes)],
            skip: &[],
        }
    }

    fn nodes(&self) -> u64 {
        self.positions.iter().map(|&(_, _, nodes)| nodes).sum()
    }
}

fn cases() -> Vec<Case> {
    let singles = peers::SINGLE_CASES
        .iter()
        .map(|&(label, fen, depth, nodes)| Case::single(label, fen, depth, nodes));
    singles.chain([standard_suite()]).collect()
}

/// The whole-file case (`peers::SUITE_CASE`): every position, with its published counts.
fn standard_suite() -> Case {
    let (label, file, depth) = peers::SUITE_CASE;
    let positions = chess_testkit::suites::cases(file)
        .into_iter()
        .map(|case| {
            let nodes = case.counts.iter().find(|&&(d, _)| d == depth);
            let &(_, nodes) = nodes.unwrap_or_else(|| panic!("{} has no D{depth}", case.name));
            (case.name, case.fen, nodes)
        })
        .collect();
    Case {
        label,
        depth,
        positions,
        // shakmaty refuses line 51 ("impossible check"); the 0x88 board makes and tests every
        // move, ten times slower or more: 10–20 s for the whole file.
        skip: &["shakmaty", "chess-core-0x88"],
    }
}

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    // Same iteration count in every sample: linear sampling would run 55 iterations of seconds.
    group.sampling_mode(SamplingMode::Flat);
    for case in cases() {
        group.throughput(Throughput::Elements(case.nodes()));
        let depth = case.depth;
        for &(name, run) in peers::IMPLS {
            if case.skip.contains(&name) {
                continue;
            }
            // Checked inside the routine, so only when the benchmark passes criterion's filter.
            let mut checked = false;
            group.bench_function(BenchmarkId::new(name, case.label), |b| {
                if !checked {
                    for (place, fen, nodes) in &case.positions {
                        let count = run(fen, depth).unwrap_or_else(|e| panic!("{place}: {e}"));
                        assert_eq!(count, *nodes, "{name}: perft({depth}) of {place}");
                    }
                    checked = true;
                }
                b.iter(|| {
                    case.positions
                        .iter()
                        .map(|(_, fen, _)| run(black_box(fen), black_box(depth)))
                        .sum::<Result<u64, String>>()
                })
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
