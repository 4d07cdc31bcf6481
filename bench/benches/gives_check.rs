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

/// Each of `chess_bench::PER_MOVE_POSITIONS` and each of its children, with its legal moves.
fn positions() -> Vec<(Position, MoveList)> {
    chess_bench::with_children_and_moves(&chess_bench::PER_MOVE_POSITIONS)
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
