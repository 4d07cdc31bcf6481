//! Iterative deepening alpha-beta with a quiescence search of winning captures, moves ordered by
//! the transposition table's best move then by static exchange evaluation, and draws by
//! repetition found through a [`History`] of the game and the line being searched.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use chess_core::{History, Move, MoveList, Outcome, Position};

use crate::eval::{MATE, MATE_BOUND, evaluate};
use crate::table::{Bound, Table};

const INFINITY: i32 = MATE + 1;
/// The deepest line a search follows, quiescence included.
const MAX_PLY: i32 = 128;

/// The positions kept for repetition: the game's since its last capture or pawn move, and the
/// line being searched.
pub type Line = History<512>;

/// When to stop.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// The deepest iteration.
    pub depth: i32,
    /// The nodes after which the search stops.
    pub nodes: u64,
    /// The time at which the search stops.
    pub deadline: Option<Instant>,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            depth: 64,
            nodes: u64::MAX,
            deadline: None,
        }
    }
}

/// What one finished iteration found.
pub struct Report<'a> {
    /// Its depth.
    pub depth: i32,
    /// The score for the side to move: centipawns, or `MATE - plies`.
    pub score: i32,
    /// Nodes searched so far.
    pub nodes: u64,
    /// The principal variation, read back from the table.
    pub pv: &'a [Move],
}

/// One search: its table (kept between searches), its limits and what it has counted.
pub struct Search<'a> {
    table: &'a mut Table,
    stop: &'a AtomicBool,
    limits: Limits,
    line: Line,
    nodes: u64,
    aborted: bool,
}

/// What a node keeps while it searches its moves: their list and their ordering scores. The
/// search makes one a ply before it starts and each node reuses its ply's, where a list made anew
/// at every node would be cleared first (1.2 KB, and 1 KB of scores).
struct Frame {
    moves: MoveList,
    scores: Scores,
}

/// A frame for each ply a line can reach, the root's first.
fn frames() -> Vec<Frame> {
    (0..=MAX_PLY)
        .map(|_| Frame {
            moves: MoveList::new(),
            scores: Scores::new(),
        })
        .collect()
}

impl<'a> Search<'a> {
    /// A search that reads and fills `table`, stops when `stop` is set or `limits` are reached,
    /// and counts as repetitions the positions of `game` (the root last).
    pub fn new(table: &'a mut Table, stop: &'a AtomicBool, limits: Limits, game: Line) -> Self {
        Search {
            table,
            stop,
            limits,
            line: game,
            nodes: 0,
            aborted: false,
        }
    }

    /// Deepens one ply at a time until a limit, reporting each finished iteration; returns the
    /// best move of the last one (`None` when the side to move has no legal move).
    pub fn run(&mut self, root: &Position, mut report: impl FnMut(&Report)) -> Option<Move> {
        let moves = root.legal_moves();
        let mut best = moves.first().copied()?;
        let mut frames = frames();
        for depth in 1..=self.limits.depth {
            let score = self.negamax(&mut frames, root, depth, 0, -INFINITY, INFINITY);
            if self.aborted {
                break;
            }
            let mut pv = [Move::NULL; 64];
            let pv = self.principal_variation(root, &mut pv);
            best = pv.first().copied().unwrap_or(best);
            report(&Report {
                depth,
                score,
                nodes: self.nodes,
                pv,
            });
            if score.abs() >= MATE_BOUND {
                break; // A shorter mate is not going to turn up deeper.
            }
        }
        Some(best)
    }

    /// `frames` starts with this node's.
    fn negamax(
        &mut self,
        frames: &mut [Frame],
        position: &Position,
        depth: i32,
        ply: i32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        if self.should_stop() {
            return 0;
        }
        self.nodes += 1;
        if ply > 0 && self.line.repetitions(position) >= 2 {
            return 0;
        }
        let in_check = position.is_check();
        // Searching checks one ply deeper finds the mates a fixed depth would cut in half.
        let depth = depth + i32::from(in_check);
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiesce(frames, position, ply, alpha, beta);
        }
        let hash = position.hash();
        let entry = self.table.probe(hash);
        if let Some(score) = entry.and_then(|entry| entry.cutoff(depth, ply, alpha, beta)) {
            if ply > 0 {
                return score;
            }
        }
        // Below MAX_PLY, so there is a frame for this node.
        let (Frame { moves, scores }, deeper) = frames.split_first_mut().expect("a frame a ply");
        position.legal_moves_into(moves);
        // The game's end from the count in hand: no second move generation.
        match position.outcome_with_move_count(moves.len()) {
            Some(Outcome::Checkmate { .. }) => return ply - MATE,
            Some(_) => return 0, // stalemate, the fifty-move rule, too little material
            None => {}
        }
        let scores = scores.order(position, moves, entry.map(|entry| entry.best));
        let original_alpha = alpha;
        let (mut alpha, mut best, mut best_score) = (alpha, moves[0], -INFINITY);
        for index in 0..moves.len() {
            let mv = pick(moves, scores, index);
            let mut child = *position;
            child.play_unchecked(mv);
            self.line.push(&child);
            let score = -self.negamax(deeper, &child, depth - 1, ply + 1, -beta, -alpha);
            self.line.pop();
            if self.aborted {
                return 0;
            }
            if score > best_score {
                (best, best_score) = (mv, score);
                alpha = alpha.max(score);
                if alpha >= beta {
                    break;
                }
            }
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score <= original_alpha {
            Bound::Upper
        } else {
            Bound::Exact
        };
        self.table.store(hash, best, best_score, depth, ply, bound);
        best_score
    }

    /// Searches captures and promotions that do not lose material (by SEE) until the position is
    /// quiet, standing pat on the evaluation; in check, every evasion.
    /// `frames` starts with this node's: when a line of checks has gone past them all, the
    /// evaluation stands.
    fn quiesce(
        &mut self,
        frames: &mut [Frame],
        position: &Position,
        ply: i32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        if self.should_stop() {
            return 0;
        }
        self.nodes += 1;
        let Some((Frame { moves, scores }, deeper)) = frames.split_first_mut() else {
            return evaluate(position);
        };
        let in_check = position.is_check();
        if in_check {
            position.legal_moves_into(moves);
        } else {
            let stand_pat = evaluate(position);
            if stand_pat >= beta || ply >= MAX_PLY {
                return stand_pat;
            }
            alpha = alpha.max(stand_pat);
            position.legal_captures_into(moves);
        }
        if in_check && moves.is_empty() {
            return ply - MATE;
        }
        let scores = scores.order(position, moves, None);
        let mut best_score = if in_check { -INFINITY } else { alpha };
        for index in 0..moves.len() {
            let mv = pick(moves, scores, index);
            if !in_check && !position.see_ge(mv, 0) {
                continue;
            }
            let mut child = *position;
            child.play_unchecked(mv);
            let score = -self.quiesce(deeper, &child, ply + 1, -beta, -alpha);
            if self.aborted {
                return 0;
            }
            best_score = best_score.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        best_score
    }

    /// Whether a limit is reached (the clock is read every 1024 nodes).
    fn should_stop(&mut self) -> bool {
        if self.nodes.is_multiple_of(1024) {
            let late = self
                .limits
                .deadline
                .is_some_and(|deadline| Instant::now() >= deadline);
            self.aborted |= late || self.stop.load(Ordering::Relaxed);
        }
        self.aborted |= self.nodes >= self.limits.nodes;
        self.aborted
    }

    /// The line of best moves from `root`, as the table holds it.
    fn principal_variation<'b>(&self, root: &Position, pv: &'b mut [Move; 64]) -> &'b [Move] {
        let mut position = *root;
        let mut len = 0;
        while len < pv.len() {
            let Some(mv) = self.table.probe(position.hash()).map(|entry| entry.best) else {
                break;
            };
            // A stored move is 16 bits that another position may have written: check it.
            if position.try_play(mv).is_err() {
                break;
            }
            pv[len] = mv;
            len += 1;
        }
        &pv[..len]
    }
}

/// The ordering scores of a node's moves. They live in the frame for the lists of any position a
/// game can reach; a position set up with far more material (over [`Scores::STACK`] moves, which
/// chess-core's permissive builder allows) takes the heap.
struct Scores {
    stack: [i32; Scores::STACK],
    heap: Vec<i32>,
}

impl Scores {
    /// More than the 218 moves of the richest reachable position.
    const STACK: usize = 256;

    fn new() -> Scores {
        Scores {
            stack: [0; Scores::STACK],
            heap: Vec::new(),
        }
    }

    /// Ordering scores: the table's move first, then captures and promotions that win or break
    /// even by SEE (better first), then quiet moves, then losing captures.
    fn order(&mut self, position: &Position, moves: &[Move], best: Option<Move>) -> &mut [i32] {
        let scores = match moves.len() {
            len if len <= Scores::STACK => &mut self.stack[..len],
            len => {
                self.heap.resize(len, 0);
                &mut self.heap[..]
            }
        };
        for (score, &mv) in scores.iter_mut().zip(moves.iter()) {
            *score = if Some(mv) == best {
                i32::MAX
            } else if position.is_capture(mv) || mv.promotion_piece().is_some() {
                let gain = position.see(mv);
                if gain >= 0 { 100_000 + gain } else { gain }
            } else {
                0
            };
        }
        scores
    }
}

/// Brings the best-scored move of `index..` to `index` and returns it: a selection sort in place
/// (a `MoveList` derefs to a mutable slice) that stops early when the search cuts off.
fn pick(moves: &mut [Move], scores: &mut [i32], index: usize) -> Move {
    let best = (index..moves.len())
        .max_by_key(|&i| scores[i])
        .expect("index is in the list");
    scores.swap(index, best);
    moves.swap(index, best);
    moves[index]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn best(fen: &str, depth: i32) -> (Move, Position) {
        let position: Position = fen.parse().unwrap();
        let mut table = Table::new(1);
        let stop = AtomicBool::new(false);
        let limits = Limits {
            depth,
            ..Limits::default()
        };
        let mut game = Line::new();
        game.push(&position);
        let mv = Search::new(&mut table, &stop, limits, game)
            .run(&position, |_| {})
            .unwrap();
        (mv, position)
    }

    #[test]
    fn finds_a_mate_in_one_and_wins_a_hanging_queen() {
        let (mv, position) = best(
            "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 1",
            3,
        );
        assert_eq!(position.san(mv), "Qxf7#");
        let (mv, position) = best("4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1", 3);
        assert_eq!(position.san(mv), "Rxd5");
    }
}
