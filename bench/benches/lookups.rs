//! Slider attack look-ups per second over one fixed set of 4096 (square, occupancy) pairs:
//! chess-core's rotated bitboards (planes prebuilt, and built from the bitboard in the loop; the
//! compact and byte table variants on prebuilt planes too), ray masks and square walking, against
//! cozy-chess's magic bitboards as a peer.
//!
//! Run: `cargo bench -p chess-bench --bench lookups` (quick: append
//! `-- --warm-up-time 1 --measurement-time 3`).

use chess_bench::{N, inputs, sweep, with_planes};
use chess_core::attacks::TableVariant::{Byte, Compact, Full};
use chess_core::reference::walk;
use chess_core::{Bitboard, Occupancy, Square, rays};
use cozy_chess::{BitBoard, get_bishop_moves, get_rook_moves};
use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, BenchmarkId, Criterion, Throughput};
use criterion::{criterion_group, criterion_main};

type CozySquare = cozy_chess::Square;

/// One piece, every implementation. Generic (not `fn` pointers) so each look-up is inlined.
#[allow(clippy::too_many_arguments)]
fn piece(
    group: &mut BenchmarkGroup<WallTime>,
    name: &str,
    rotated: impl Fn(Square, &Occupancy) -> Bitboard,
    compact: impl Fn(Square, &Occupancy) -> Bitboard,
    byte: impl Fn(Square, &Occupancy) -> Bitboard,
    ray: impl Fn(Square, Bitboard) -> Bitboard,
    walked: impl Fn(Square, Bitboard) -> Bitboard,
    magic: impl Fn(CozySquare, BitBoard) -> BitBoard,
) {
    let pairs = inputs();
    let prebuilt = with_planes(&pairs);
    let cozy: Vec<_> = pairs
        .iter()
        .map(|&(s, b)| (CozySquare::index(s.index()), BitBoard(b.0)))
        .collect();

    // Peer cross-check, once, outside the timing: cozy-chess must agree with the walk everywhere.
    for (&(s, b), &(cs, cb)) in pairs.iter().zip(&cozy) {
        assert_eq!(
            magic(cs, cb).0,
            walked(s, b).0,
            "{name} on {s:?}, occupied {:#x}",
            b.0
        );
    }

    group.bench_function(BenchmarkId::new("rotated", name), |b| {
        b.iter(|| sweep(&prebuilt, |(s, o)| rotated(*s, o).0))
    });
    group.bench_function(BenchmarkId::new("rotated compact", name), |b| {
        b.iter(|| sweep(&prebuilt, |(s, o)| compact(*s, o).0))
    });
    group.bench_function(BenchmarkId::new("rotated byte", name), |b| {
        b.iter(|| sweep(&prebuilt, |(s, o)| byte(*s, o).0))
    });
    group.bench_function(BenchmarkId::new("rotated+build", name), |b| {
        b.iter(|| sweep(&pairs, |&(s, bb)| rotated(s, &Occupancy::from(bb)).0))
    });
    group.bench_function(BenchmarkId::new("rays", name), |b| {
        b.iter(|| sweep(&pairs, |&(s, bb)| ray(s, bb).0))
    });
    group.bench_function(BenchmarkId::new("walk", name), |b| {
        b.iter(|| sweep(&pairs, |&(s, bb)| walked(s, bb).0))
    });
    group.bench_function(BenchmarkId::new("cozy-chess magic", name), |b| {
        b.iter(|| sweep(&cozy, |&(s, bb)| magic(s, bb).0))
    });
}

#[rustfmt::skip]
fn lookups(c: &mut Criterion) {
    let mut group = c.benchmark_group("slider lookups");
    group.throughput(Throughput::Elements(N as u64));
    let queen = |s, b| get_rook_moves(s, b) | get_bishop_moves(s, b);
    // Each closure names its variant as a constant, as a build that selects it would: a variant
    // captured as a value is matched on at run time, which the queen (two matches) paid for.
    macro_rules! method {
        ($variant:expr, $method:ident) => { |s, o: &Occupancy| $variant.$method(s, o) };
    }
    piece(&mut group, "rook", method!(Full, rook_attacks), method!(Compact, rook_attacks), method!(Byte, rook_attacks), rays::rook_attacks, walk::rook_attacks, get_rook_moves);
    piece(&mut group, "bishop", method!(Full, bishop_attacks), method!(Compact, bishop_attacks), method!(Byte, bishop_attacks), rays::bishop_attacks, walk::bishop_attacks, get_bishop_moves);
    piece(&mut group, "queen", method!(Full, queen_attacks), method!(Compact, queen_attacks), method!(Byte, queen_attacks), rays::queen_attacks, walk::queen_attacks, queen);
    group.finish();
}

criterion_group!(benches, lookups);
criterion_main!(benches);
