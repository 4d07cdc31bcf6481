//! The transposition table: what the search found in each position, keyed by the position's
//! Polyglot hash, so that a position reached again by another order of moves is not searched
//! twice, and so that the best move of the last iteration is tried first in the next.

use chess_core::Move;

use crate::eval::MATE_BOUND;

/// What a stored score says about the position's true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// It is the score.
    Exact,
    /// The true score is at least this (the search cut off above beta).
    Lower,
    /// The true score is at most this (no move reached alpha).
    Upper,
}

/// One position's result.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    key: u64,
    /// The best move found, or the one that cut off: tried first next time.
    pub best: Move,
    score: i32,
    depth: i32,
    bound: Bound,
}

impl Entry {
    /// The stored score, if it settles a search of `depth` with the window `alpha..beta` at
    /// `ply` from the root.
    pub fn cutoff(&self, depth: i32, ply: i32, alpha: i32, beta: i32) -> Option<i32> {
        if self.depth < depth {
            return None;
        }
        let score = from_table(self.score, ply);
        let settles = match self.bound {
            Bound::Exact => true,
            Bound::Lower => score >= beta,
            Bound::Upper => score <= alpha,
        };
        settles.then_some(score)
    }
}

/// A fixed number of entries, each position in the slot its hash picks; a newer result replaces
/// an older one.
pub struct Table {
    entries: Vec<Option<Entry>>,
}

impl Table {
    /// A table of about `megabytes` MiB (at least one entry).
    pub fn new(megabytes: usize) -> Table {
        let count = (megabytes << 20) / size_of::<Option<Entry>>();
        Table {
            entries: vec![None; count.max(1)],
        }
    }

    /// Forgets every position (a new game).
    pub fn clear(&mut self) {
        self.entries.fill(None);
    }

    fn slot(&self, key: u64) -> usize {
        (key % self.entries.len() as u64) as usize
    }

    /// The entry for the position whose hash is `key`, if one is held.
    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.entries[self.slot(key)].filter(|entry| entry.key == key)
    }

    /// Records a search's result, `ply` plies from the root.
    pub fn store(&mut self, key: u64, best: Move, score: i32, depth: i32, ply: i32, bound: Bound) {
        let slot = self.slot(key);
        self.entries[slot] = Some(Entry {
            key,
            best,
            score: to_table(score, ply),
            depth,
            bound,
        });
    }
}

/// A mate score is counted from the root; in the table it is counted from the position itself,
/// so that it holds wherever the position is met again.
fn to_table(score: i32, ply: i32) -> i32 {
    match score {
        s if s > MATE_BOUND => s + ply,
        s if s < -MATE_BOUND => s - ply,
        s => s,
    }
}

fn from_table(score: i32, ply: i32) -> i32 {
    match score {
        s if s > MATE_BOUND => s - ply,
        s if s < -MATE_BOUND => s + ply,
        s => s,
    }
}
