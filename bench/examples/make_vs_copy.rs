//! The same walk of the move tree two ways, for callgrind: `make_vs_copy WALK WAY FEN DEPTH`.
//!
//! WALK is `perft` (every legal move to DEPTH, the last ply counted in bulk, as `perft` counts)
//! or `search` (a negamax alpha-beta search to DEPTH on material, captures first by SEE, so most
//! moves generated are never played). WAY is `copy` (copy-make: `let mut child = *position;
//! child.play_unchecked(mv)`) or `unmake` (`make_unchecked`, then `unmake` on one position): the
//! one walk of each kind, generic over the way (`Way`). Prints the walk's result
//! (nodes, or the score and the nodes visited). Each walk is one function
//! (`make_vs_copy::perft_copy`, `perft_unmake`, `search_copy`, `search_unmake`), for callgrind's
//! `--toggle-collect`. Bad arguments: a one-line error, exit code 2.

use std::process::ExitCode;

use chess_core::{Move, Piece, Position};

/// How a walk plays a move and comes back from it: the one difference between the two walks.
trait Way {
    /// Plays `mv` on `position`, runs `below` on the position after it, and leaves `position` as
    /// it was.
    fn descend<R>(position: &mut Position, mv: Move, below: impl FnOnce(&mut Position) -> R) -> R;
}

/// Copy-make: the child is a copy of the position with the move played.
struct CopyMake;

impl Way for CopyMake {
    #[inline(always)]
    fn descend<R>(position: &mut Position, mv: Move, below: impl FnOnce(&mut Position) -> R) -> R {
        let mut child = *position;
        child.play_unchecked(mv);
        below(&mut child)
    }
}

/// Make and unmake on one position.
struct MakeUnmake;

impl Way for MakeUnmake {
    #[inline(always)]
    fn descend<R>(position: &mut Position, mv: Move, below: impl FnOnce(&mut Position) -> R) -> R {
        let undo = position.make_unchecked(mv);
        let result = below(position);
        position.unmake(mv, undo);
        result
    }
}

/// Every legal move to `depth`, the last ply counted in bulk.
fn perft<W: Way>(position: &mut Position, depth: u32) -> u64 {
    if depth <= 1 {
        return if depth == 0 {
            1
        } else {
            position.count_legal_moves() as u64
        };
    }
    let mut nodes = 0;
    for mv in position.legal_moves() {
        nodes += W::descend(position, mv, |child| perft::<W>(child, depth - 1));
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

/// Negamax alpha-beta to `depth` on material: the score and, in `nodes`, the nodes visited.
fn search<W: Way>(
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
        let score = -W::descend(position, mv, |child| {
            search::<W>(child, depth - 1, -beta, -alpha, nodes)
        });
        if score >= beta {
            return score;
        }
        alpha = alpha.max(score);
    }
    alpha
}

// One function a walk, each named for callgrind's `--toggle-collect` (the generic walks'
// instances share one demangled name).
#[inline(never)]
fn perft_copy(position: &mut Position, depth: u32) -> u64 {
    perft::<CopyMake>(position, depth)
}

#[inline(never)]
fn perft_unmake(position: &mut Position, depth: u32) -> u64 {
    perft::<MakeUnmake>(position, depth)
}

#[inline(never)]
fn search_copy(position: &mut Position, depth: u32, nodes: &mut u64) -> i32 {
    search::<CopyMake>(position, depth, -MATE - 1, MATE + 1, nodes)
}

#[inline(never)]
fn search_unmake(position: &mut Position, depth: u32, nodes: &mut u64) -> i32 {
    search::<MakeUnmake>(position, depth, -MATE - 1, MATE + 1, nodes)
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
    let mut nodes = 0;
    match (walk.as_str(), way.as_str()) {
        ("perft", "copy") => println!("{}", perft_copy(&mut position, depth)),
        ("perft", "unmake") => println!("{}", perft_unmake(&mut position, depth)),
        ("search", "copy") => {
            let score = search_copy(&mut position, depth, &mut nodes);
            println!("score {score}, {nodes} nodes");
        }
        ("search", "unmake") => {
            let score = search_unmake(&mut position, depth, &mut nodes);
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
