//! perft: the number of leaf nodes of the legal move tree to a depth, the standard proof (and
//! benchmark) of a move generator, and (with the feature `epd`) `Suite`, a reader of the files of
//! positions with their published counts.

#[cfg(feature = "epd")]
mod suite;

#[cfg(feature = "epd")]
pub use suite::{Counts, Suite, SuiteError, SuiteErrorKind, SuiteRecord};

use crate::attacks::{TABLE_VARIANT, TableVariant};
use crate::{Move, MoveList, Position};

/// The number of leaf nodes `depth` plies below `position`. The last ply is counted in bulk: the
/// legal moves there are counted, not played.
///
/// ```
/// use chess_core::{perft, Position};
/// assert_eq!(perft::perft(&Position::default(), 3), 8_902);
/// ```
#[must_use]
// Called once a node two plies or more from the leaves, never in a hot loop: kept out of line so
// that its callers (`divide`, the tools) do not each compile a copy of it.
#[inline(never)]
pub fn perft(position: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_legal_moves() as u64,
        _ => {
            // Two plies from the leaves, where most of the tree's moves are played, each child is
            // counted here without a call. The children's enemy is the side to move here, so one
            // choice of how to find their king's squares serves them all. (One closure for both
            // cases: each closure type is a copy of the generator, 6 KB of firmware flash.)
            let last_but_one =
                (depth == 2).then(|| position.king_squares_against(position.side_to_move()));
            let below = |child: &Position| match last_but_one {
                Some(how) => child.count_legal_moves_with(how) as u64,
                None => perft(child, depth - 1),
            };
            let mut nodes = 0;
            if TABLE_VARIANT == TableVariant::Full {
                position.for_each_child(|_, child| nodes += below(child));
            } else {
                // The smaller variants, chosen for size, keep the one make that serves every
                // move: the typed children's copies of it cost the byte variant's WebAssembly
                // 8 KB.
                position.for_each_legal_move(|mv| {
                    let mut child = *position;
                    child.play_unchecked(mv);
                    nodes += below(&child);
                });
            }
            nodes
        }
    }
}

/// The perft count below each legal move: what `perft --divide` prints, to find where two
/// generators part ways. Depth 0 yields nothing.
///
/// ```
/// use chess_core::{perft, Position};
/// let divided: Vec<_> = perft::divide(&Position::default(), 2).collect();
/// assert_eq!(divided.len(), 20);
/// assert!(divided.iter().all(|&(_, nodes)| nodes == 20));
/// ```
#[must_use]
pub fn divide(position: &Position, depth: u32) -> Divide {
    let moves = match depth {
        0 => MoveList::new(),
        _ => position.legal_moves(),
    };
    Divide {
        position: *position,
        moves: moves.into_iter(),
        depth,
    }
}

/// The iterator [`divide`] returns: each root move with the perft count below it.
#[derive(Clone, Debug)]
pub struct Divide {
    position: Position,
    moves: crate::moves::IntoIter,
    depth: u32,
}

impl Iterator for Divide {
    type Item = (Move, u64);

    fn next(&mut self) -> Option<(Move, u64)> {
        let mv = self.moves.next()?;
        let mut child = self.position;
        child.play_out_of_line(mv);
        Some((mv, perft(&child, self.depth - 1)))
    }
}
