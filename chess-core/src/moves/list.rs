//! [`MoveList`]: the moves of a position on the stack, with no allocation.

use core::fmt;
use core::iter::FusedIterator;
use core::ops::Deref;

use super::Move;

/// Room for every legal move of any position (the most known is 218).
pub const MAX_MOVES: usize = 256;

/// A list of moves on the stack: no allocation, room for [`MAX_MOVES`]. Reads as a slice.
///
/// ```
/// use chess_core::Position;
/// let moves = Position::default().legal_moves();
/// assert_eq!(moves.len(), 20);
/// assert!(moves.iter().any(|mv| mv.to_string() == "g1f3"));
/// ```
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    /// An empty list.
    #[must_use]
    pub const fn new() -> MoveList {
        MoveList {
            moves: [Move(0); MAX_MOVES],
            len: 0,
        }
    }

    /// Appends a move. The list holds any position's legal moves; past that it panics.
    #[inline]
    pub fn push(&mut self, mv: Move) {
        self.moves[self.len] = mv;
        self.len += 1;
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl Deref for MoveList {
    type Target = [Move];

    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = core::slice::Iter<'a, Move>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// The moves of a [`MoveList`], by value.
#[derive(Clone, Debug)]
pub struct IntoIter {
    list: MoveList,
    next: usize,
}

impl Iterator for IntoIter {
    type Item = Move;

    fn next(&mut self) -> Option<Move> {
        let mv = self.list.get(self.next).copied()?;
        self.next += 1;
        Some(mv)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.list.len - self.next;
        (left, Some(left))
    }
}

impl ExactSizeIterator for IntoIter {}
impl FusedIterator for IntoIter {}

impl IntoIterator for MoveList {
    type Item = Move;
    type IntoIter = IntoIter;

    fn into_iter(self) -> IntoIter {
        IntoIter {
            list: self,
            next: 0,
        }
    }
}
