//! The same walk of the move tree two ways, for callgrind: `make_vs_copy WALK WAY FEN DEPTH`.
//!
//! WALK is `perft` (every legal move to DEPTH, the last ply counted in bulk, as `perft` counts)
//! or `search` (a negamax alpha-beta search to DEPTH on material, captures first by SEE, so most
//! moves generated are never played). WAY is `copy` (copy-make: `let mut child = *position;
//! child.play_unchecked(mv)`) or `unmake` (`make_unchecked`, then `unmake` on one position). Prints the walk's result
//! (nodes, or the score and the nodes visited). Each walk is one function
//! (`make_vs_copy::perft_copy`, `perft_unmake`, `search_copy`, `search_unmake`), for callgrind's
//! `--toggle-collect`. Bad arguments: a one-line error, exit code 2.

use std::process::ExitCode;

use chess_core::{Move, Piece, Position};

#[inline(never)]
fn perft_copy(position: &Position, depth: u32) -> u64 {
    if depth <= 1 {
        return if depth == 0 {
            1
        } else {
            position.count_legal_moves() as u64
        };
    }
    let mut nodes = 0;
    for mv in position.legal_moves() {
        let mut child = *position;
        child.play_unchecked(mv);
        nodes += perft_copy(&child, depth - 1);
    }
    nodes
}

#[inline(never)]
fn perft_unmake(position: &mut Position, depth: u32) -> u64 {
    if depth <= 1 {
        return if depth == 0 {
            1
        } else {
            position.count_legal_moves() as u64
        };
    }
    let mut nodes = 0;
    for mv in position.legal_moves() {
        let undo = position.make_unchecked(mv);
        nodes += perft_unmake(position, depth - 1);
        position.unmake(mv, undo);
    }
    nodes
}

const MATE: i32 = 100_000;
const VALUES: [(Piece, i32); 5] = [
    (Piece::Pawn, 100),
    (Piece::Knight, 300),
    (Piece::Bishop, 300),
    (Piece::Rook, 500),
    (Piece::Queen, 900),
];

/// Material of the side to move minus the other side's.
fn evaluate(position: &Position) -> i32 {
    let us = position.side_to_move();
    VALUES
        .iter()
        .map(|&(piece, value)| {
            let ours = position.pieces(us, piece).count() as i32;
            let theirs = position.pieces(!us, piece).count() as i32;
            value * (ours - theirs)
        })
        .sum()
}

/// The legal moves, captures first by what SEE says they win, the rest in generation order.
fn ordered_moves(position: &Position) -> chess_core::MoveList {
    let mut moves = position.legal_moves();
    moves.sort_by_cached_key(|&mv| match position.is_capture(mv) {
        true => -position.see(mv) - MATE,
        false => 0,
    });
    moves
}

/// The score and the nodes visited, or `None` when the position has no legal move (its score
/// is then the mate or stalemate score).
fn terminal(position: &Position, moves: &[Move], nodes: &mut u64) -> Option<i32> {
    *nodes += 1;
    moves
        .is_empty()
        .then(|| if position.is_check() { -MATE } else { 0 })
}

#[inline(never)]
fn search_copy(position: &Position, depth: u32, mut alpha: i32, beta: i32, nodes: &mut u64) -> i32 {
    if depth == 0 {
        *nodes += 1;
        return evaluate(position);
    }
    let moves = ordered_moves(position);
    if let Some(score) = terminal(position, &moves, nodes) {
        return score;
    }
    for &mv in moves.iter() {
        let mut child = *position;
        child.play_unchecked(mv);
        let score = -search_copy(&child, depth - 1, -beta, -alpha, nodes);
        if score >= beta {
            return score;
        }
        alpha = alpha.max(score);
    }
    alpha
}

#[inline(never)]
fn search_unmake(
    position: &mut Position,
    depth: u32,
    mut alpha: i32,
    beta: i32,
    nodes: &mut u64,
) -> i32 {
    if depth == 0 {
        *nodes += 1;
        return evaluate(position);
    }
    let moves = ordered_moves(position);
    if let Some(score) = terminal(position, &moves, nodes) {
        return score;
    }
    for &mv in moves.iter() {
        let undo = position.make_unchecked(mv);
        let score = -search_unmake(position, depth - 1, -beta, -alpha, nodes);
        position.unmake(mv, undo);
        if score >= beta {
            return score;
        }
        alpha = alpha.max(score);
    }
    alpha
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [walk, way, fen, depth] = args.as_slice() else {
        return fail("expected 4 arguments");
    };
    let mut position: Position = match fen.parse() {
        Ok(position) => position,
        Err(e) => return fail(&format!("bad FEN: {e}")),
    };
    let Ok(depth) = depth.parse::<u32>() else {
        return fail(&format!("DEPTH {depth:?} is not a number"));
    };
    let (window, mut nodes) = ((-MATE - 1, MATE + 1), 0);
    match (walk.as_str(), way.as_str()) {
        ("perft", "copy") => println!("{}", perft_copy(&position, depth)),
        ("perft", "unmake") => println!("{}", perft_unmake(&mut position, depth)),
        ("search", "copy") => {
            let score = search_copy(&position, depth, window.0, window.1, &mut nodes);
            println!("score {score}, {nodes} nodes");
        }
        ("search", "unmake") => {
            let score = search_unmake(&mut position, depth, window.0, window.1, &mut nodes);
            println!("score {score}, {nodes} nodes");
        }
        _ => return fail(&format!("unknown WALK {walk:?} or WAY {way:?}")),
    }
    ExitCode::SUCCESS
}

/// One line on stderr, then exit code 2.
fn fail(problem: &str) -> ExitCode {
    eprintln!("make_vs_copy: {problem}; usage: make_vs_copy perft|search copy|unmake FEN DEPTH");
    ExitCode::from(2)
}
