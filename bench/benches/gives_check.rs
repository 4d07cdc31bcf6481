//! Whether a move gives check, per move: `Position::gives_check`, read off the position, against
//! copy-make (copy the position, play the move, ask `is_check`), over every legal move of a fixed
//! set of positions.
//!
//! The positions are the start position, Kiwipete and positions 3 to 6 of the perft suites, and
//! each of them one move later: some 6,600 moves, quiet ones and captures, checks and not. Each
//! position's moves are asked in turn, the position at hand, as a search asks them.
//!
//! Run: `cargo bench -p chess-bench --bench gives_check` (quick: append
//! `-- --warm-up-time 1 --measurement-time 3`).

use std::hint::black_box;

use chess_core::{Move, MoveList, Position};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

/// The start position, Kiwipete and positions 3 to 6 of `tricky.perft`.
const POSITIONS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
];

/// Each position and each of its children, with its legal moves: asked move by move, as a search
/// asks, with the position at hand.
fn positions() -> Vec<(Position, MoveList)> {
    let positions = chess_bench::with_children(&POSITIONS);
    positions
        .into_iter()
        .map(|p| (p, p.legal_moves()))
        .collect()
}

/// How many of the moves of `positions` `checks` says give check.
fn count(positions: &[(Position, MoveList)], checks: impl Fn(&Position, Move) -> bool) -> usize {
    positions
        .iter()
        .map(|(p, moves)| moves.iter().filter(|&&mv| checks(p, mv)).count())
        .sum()
}

fn copy_make_is_check(position: &Position, mv: Move) -> bool {
    let mut after = *position;
    after.play_unchecked(mv);
    after.is_check()
}

fn gives_check(c: &mut Criterion) {
    let positions = positions();
    // Outside the timing: the two must agree, or the faster one proves nothing.
    let checks = count(&positions, |p, mv| {
        assert_eq!(p.gives_check(mv), copy_make_is_check(p, mv), "{mv} in {p}");
        p.gives_check(mv)
    });
    let moves: usize = positions.iter().map(|(_, moves)| moves.len()).sum();
    println!("{moves} moves, {checks} of them checks");

    let mut group = c.benchmark_group("gives_check");
    group.throughput(Throughput::Elements(moves as u64));
    group.bench_function("gives_check", |b| {
        b.iter(|| count(black_box(&positions), |p, mv| p.gives_check(mv)))
    });
    group.bench_function("copy-make is_check", |b| {
        b.iter(|| count(black_box(&positions), copy_make_is_check))
    });
    group.finish();
}

criterion_group!(benches, gives_check);
criterion_main!(benches);
