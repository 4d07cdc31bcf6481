//! [`MoveList`]: the moves of a position on the stack, with no allocation.

use core::fmt;
use core::iter::FusedIterator;
use core::ops::{Deref, DerefMut};

use super::Move;

/// Room for every legal move of any position a [`Position`](crate::Position) can hold, however
/// much material it has: the permissive readers
/// ([`PositionBuilder::build_permissive`](crate::PositionBuilder::build_permissive)) accept
/// boards no game reaches (the most a reachable position has is 218 moves; a board of 23 queens
/// can have 257).
///
/// Why 612 is enough: each side has one king, and each legal move of the side to move goes to one
/// of the 64 − W squares its W pieces do not stand on. The moves into one target square that are
/// not castling come each from a distinct square (the first piece along one of the 8 lines
/// through the target, or one of its knight squares), but for promotions, which add 3 moves for
/// each of the at most 3 pawns that reach a square of the last rank. Castling adds at most 2. So
/// the moves are at most 2 plus the sum of the 64 − W largest such target counts; and at most 27
/// for each piece but the king (a queen in the open) plus 10 for the king (8 steps, 2 castlings).
/// The smaller of the two bounds is largest at W = 24, where it is 612 (the test
/// `max_moves_is_the_bound_of_any_position` computes it).
pub const MAX_MOVES: usize = 612;

/// A list of moves on the stack: no allocation, room for [`MAX_MOVES`].
///
/// It reads and writes as a slice (`Deref` and `DerefMut` to `[Move]`), so a search orders its
/// moves in place: `sort_by_key`, `sort_unstable_by_key`, `swap`, `iter_mut`, indexing. The
/// methods a `Vec` has for a list whose length changes are here too: [`push`](MoveList::push),
/// [`pop`](MoveList::pop), [`retain`](MoveList::retain), [`truncate`](MoveList::truncate),
/// [`clear`](MoveList::clear), [`swap_remove`](MoveList::swap_remove),
/// [`remove`](MoveList::remove), and it can be collected into and extended.
///
/// ```
/// use chess_core::{Move, Position};
/// let position: Position = "4k3/8/3p4/4n3/3P4/8/8/R3K3 w Q - 0 1".parse().unwrap();
/// let mut moves = position.legal_moves();
/// assert_eq!(moves.len(), 18);
/// // Best exchange first, in place; then drop every move that loses material.
/// moves.sort_by_key(|&mv| -position.see(mv));
/// assert_eq!(moves[0].to_string(), "d4e5");
/// moves.retain(|&mv| position.see(mv) >= 0);
/// assert!(moves.iter().all(|&mv| position.see(mv) >= 0));
/// // Or keep the captures only, collected into a new list.
/// let captures: chess_core::MoveList =
///     moves.iter().copied().filter(|&mv| position.is_capture(mv)).collect();
/// assert_eq!(captures.len(), 1);
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
            moves: [Move::NULL; MAX_MOVES],
            len: 0,
        }
    }

    /// How many moves the list can hold: [`MAX_MOVES`].
    #[must_use]
    pub const fn capacity(&self) -> usize {
        MAX_MOVES
    }

    /// Whether the list holds [`MAX_MOVES`] moves, and [`push`](MoveList::push) would panic.
    #[must_use]
    pub const fn is_full(&self) -> bool {
        self.len == MAX_MOVES
    }

    /// Appends a move.
    ///
    /// # Panics
    ///
    /// If the list is [full](MoveList::is_full). The legal moves of any position fit (see
    /// [`MAX_MOVES`]); only a caller pushing moves of its own can fill it.
    ///
    /// ```
    /// use chess_core::{Move, MoveList, Square};
    /// let mut moves = MoveList::new();
    /// moves.push(Move::new(Square::E2, Square::E4));
    /// assert_eq!(moves.len(), 1);
    /// ```
    #[inline]
    pub fn push(&mut self, mv: Move) {
        let Some(slot) = self.moves.get_mut(self.len) else {
            panic!("a MoveList holds {MAX_MOVES} moves at most");
        };
        *slot = mv;
        self.len += 1;
    }

    /// Removes the last move and returns it; `None` if the list is empty.
    pub fn pop(&mut self) -> Option<Move> {
        self.len = self.len.checked_sub(1)?;
        Some(self.moves[self.len])
    }

    /// Keeps the first `len` moves and drops the rest; nothing happens if the list is no longer.
    ///
    /// ```
    /// use chess_core::Position;
    /// let mut moves = Position::default().legal_moves();
    /// moves.truncate(3);
    /// assert_eq!(moves.len(), 3);
    /// moves.truncate(10);
    /// assert_eq!(moves.len(), 3);
    /// ```
    #[inline]
    pub fn truncate(&mut self, len: usize) {
        self.len = self.len.min(len);
    }

    /// Empties the list.
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps only the moves for which `keep` is true, in their order.
    ///
    /// ```
    /// use chess_core::{Position, Square};
    /// let mut moves = Position::default().legal_moves();
    /// moves.retain(|mv| mv.from() == Square::G1);
    /// assert_eq!(moves.len(), 2);
    /// ```
    #[inline]
    pub fn retain(&mut self, mut keep: impl FnMut(&Move) -> bool) {
        let mut kept = 0;
        for index in 0..self.len {
            let mv = self.moves[index];
            if keep(&mv) {
                self.moves[kept] = mv;
                kept += 1;
            }
        }
        self.len = kept;
    }

    /// Removes the move at `index` and returns it, the last move taking its place: the order
    /// changes, but nothing else moves. For picking the best move out of a list one at a time.
    ///
    /// # Panics
    ///
    /// If `index` is not below `len()`, as for `Vec::swap_remove`.
    ///
    /// ```
    /// use chess_core::Position;
    /// let mut moves = Position::default().legal_moves();
    /// let first = moves[0];
    /// let last = moves[moves.len() - 1];
    /// assert_eq!(moves.swap_remove(0), first);
    /// assert_eq!((moves.len(), moves[0]), (19, last));
    /// ```
    #[inline]
    pub fn swap_remove(&mut self, index: usize) -> Move {
        let mv = self[index];
        self.len -= 1;
        self.moves[index] = self.moves[self.len];
        mv
    }

    /// Removes the move at `index` and returns it, the moves after it moving up one place.
    ///
    /// # Panics
    ///
    /// If `index` is not below `len()`, as for `Vec::remove`.
    #[inline]
    pub fn remove(&mut self, index: usize) -> Move {
        let mv = self[index];
        self.moves.copy_within(index + 1..self.len, index);
        self.len -= 1;
        mv
    }

    /// The moves, as a slice.
    #[must_use]
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    /// The moves, as a slice that can be reordered and written.
    #[must_use]
    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl Deref for MoveList {
    type Target = [Move];

    #[inline]
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl DerefMut for MoveList {
    #[inline]
    fn deref_mut(&mut self) -> &mut [Move] {
        self.as_mut_slice()
    }
}

impl AsRef<[Move]> for MoveList {
    fn as_ref(&self) -> &[Move] {
        self
    }
}

impl AsMut<[Move]> for MoveList {
    fn as_mut(&mut self) -> &mut [Move] {
        self
    }
}

/// Two lists are equal when they hold the same moves in the same order.
impl PartialEq for MoveList {
    #[inline]
    fn eq(&self, other: &MoveList) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for MoveList {}

impl fmt::Debug for MoveList {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// # Panics
///
/// Past [`MAX_MOVES`] moves, as [`push`](MoveList::push).
impl Extend<Move> for MoveList {
    fn extend<I: IntoIterator<Item = Move>>(&mut self, moves: I) {
        moves.into_iter().for_each(|mv| self.push(mv));
    }
}

/// # Panics
///
/// Past [`MAX_MOVES`] moves, as [`push`](MoveList::push).
impl FromIterator<Move> for MoveList {
    fn from_iter<I: IntoIterator<Item = Move>>(moves: I) -> MoveList {
        let mut list = MoveList::new();
        list.extend(moves);
        list
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = core::slice::Iter<'a, Move>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<'a> IntoIterator for &'a mut MoveList {
    type Item = &'a mut Move;
    type IntoIter = core::slice::IterMut<'a, Move>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter_mut()
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Square;
    use std::vec::Vec;

    /// A list of `n` distinct moves, and the same moves in a `Vec` to compare with.
    fn lists(n: usize) -> (MoveList, Vec<Move>) {
        let moves: Vec<Move> = (0..n).map(|i| Move::from_bits(i as u16 * 37 + 1)).collect();
        (moves.iter().copied().collect(), moves)
    }

    #[test]
    fn edits_agree_with_a_vec() {
        for n in [0, 1, 2, 7, 40, 256, 257, MAX_MOVES] {
            let (list, vec) = lists(n);
            for cut in [0, 1, n / 2, n] {
                let (mut l, mut v) = (list.clone(), vec.clone());
                l.truncate(cut);
                v.truncate(cut);
                assert_eq!(l.as_slice(), v.as_slice());
            }
            for index in [0, n / 3, n.saturating_sub(1)]
                .into_iter()
                .filter(|&i| i < n)
            {
                let (mut l, mut v) = (list.clone(), vec.clone());
                assert_eq!(l.swap_remove(index), v.swap_remove(index));
                assert_eq!(l.as_slice(), v.as_slice());
                let (mut l, mut v) = (list.clone(), vec.clone());
                assert_eq!(l.remove(index), v.remove(index));
                assert_eq!(l.as_slice(), v.as_slice());
            }
            for modulus in [1, 2, 3] {
                let keep = |mv: &Move| mv.bits().is_multiple_of(modulus);
                let (mut l, mut v) = (list.clone(), vec.clone());
                l.retain(keep);
                v.retain(keep);
                assert_eq!(l.as_slice(), v.as_slice());
            }
            let (mut l, mut v) = (list.clone(), vec.clone());
            assert_eq!(l.pop(), v.pop());
            assert_eq!(l.as_slice(), v.as_slice());
            l.sort_unstable_by_key(|mv| u16::MAX - mv.bits());
            v.sort_unstable_by_key(|mv| u16::MAX - mv.bits());
            assert_eq!(l.as_slice(), v.as_slice());
            for mv in &mut l {
                *mv = Move::new(mv.to(), mv.from());
            }
            assert!(l.iter().zip(&v).all(|(a, b)| a.from() == b.to()));
            l.clear();
            assert!(l.is_empty() && l.pop().is_none());
            assert_eq!(list.is_full(), n == MAX_MOVES);
            assert_eq!(list.capacity(), MAX_MOVES);
            assert_eq!(list.clone().into_iter().collect::<Vec<_>>(), vec);
        }
    }

    #[test]
    #[should_panic(expected = "a MoveList holds 612 moves at most")]
    fn pushing_past_the_capacity_panics() {
        let (mut full, _) = lists(MAX_MOVES);
        full.push(Move::new(Square::A1, Square::A2));
    }

    /// The bound argued in [`MAX_MOVES`]'s documentation, computed.
    #[test]
    fn max_moves_is_the_bound_of_any_position() {
        const LINES: [(i8, i8); 8] = [
            (1, 0),
            (-1, 0),
            (0, 1),
            (0, -1),
            (1, 1),
            (1, -1),
            (-1, 1),
            (-1, -1),
        ];
        const KNIGHT: [(i8, i8); 8] = [
            (1, 2),
            (2, 1),
            (-1, 2),
            (-2, 1),
            (1, -2),
            (2, -1),
            (-1, -2),
            (-2, -1),
        ];
        for color in crate::Color::ALL {
            let last = match color {
                crate::Color::White => crate::Rank::Eighth,
                crate::Color::Black => crate::Rank::First,
            };
            // How many moves of the side to move can go to each square.
            let mut counts: Vec<usize> = Square::ALL
                .iter()
                .map(|&target| {
                    let on_board = |step: &&(i8, i8)| target.offset(step.0, step.1).is_some();
                    let sources = LINES.iter().filter(on_board).count()
                        + KNIGHT.iter().filter(on_board).count();
                    let pawns = [(-1i8, 0i8), (0, 0), (1, 0)]
                        .iter()
                        .filter(on_board)
                        .count();
                    let promotions = if target.rank() == last { 3 * pawns } else { 0 };
                    sources + promotions
                })
                .collect();
            counts.sort_unstable_by(|a, b| b.cmp(a));
            let bound = (1..64)
                .map(|pieces| {
                    let by_targets = 2 + counts[..64 - pieces].iter().sum::<usize>();
                    let by_pieces = 27 * (pieces - 1) + 10;
                    by_targets.min(by_pieces)
                })
                .max();
            assert_eq!(bound, Some(MAX_MOVES));
        }
    }

    #[test]
    #[should_panic]
    fn swap_remove_past_the_end_panics() {
        let (mut list, _) = lists(3);
        list.swap_remove(3);
    }
}
