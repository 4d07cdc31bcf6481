//! The positions a game has passed through, as hashes, to find repetitions without allocating.

use crate::{Outcome, Position};

/// The hashes of the last `N` positions of a game, in order, in a fixed-size ring: no allocation.
/// Push each position as it is reached (the starting one too); pop after taking a move back.
///
/// A position can only repeat one reached since the last capture or pawn move, so
/// [`repetitions`](History::repetitions) looks back as many half-moves as the position's
/// half-move clock says, and no further; a castling-rights change (which the clock does not see)
/// changes the hash, so positions from before it never match. `N` must be more than the look-back
/// wanted: with `N` = 101, every repetition before the fifty-move rule can be claimed is found;
/// with `N` = 151, every one before the seventy-five-move rule ends the game (so every fivefold
/// repetition); older positions than `N` are forgotten.
///
/// Positions are compared by a 64-bit key: their [`hash`](Position::hash), but with the
/// en-passant square counted only when an en-passant capture is legal, as the laws of chess count
/// it (so a square only a pinned pawn could take on does not stop a repetition). Equal positions
/// have equal keys, and two different positions sharing one is vanishingly rare. Equal here means
/// [`Position::eq_ignore_clocks`], not `==`, which counts the clocks too. The key costs a
/// legality test when the position has an en-passant square, nothing more otherwise.
///
/// ```
/// use chess_core::{History, Outcome, Position};
/// let mut position = Position::default();
/// let mut history = History::<128>::new();
/// history.push(&position);
/// for san in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"] {
///     position.play(position.parse_san(san).unwrap());
///     history.push(&position);
/// }
/// assert_eq!(history.repetitions(&position), 3); // the start position, three times
/// assert!(history.is_threefold_repetition(&position));
/// assert_eq!(history.outcome(&position), Some(Outcome::ThreefoldRepetition));
/// ```
#[derive(Clone, Debug)]
pub struct History<const N: usize> {
    hashes: [u64; N],
    /// Where the oldest hash held is.
    start: usize,
    len: usize,
}

impl<const N: usize> History<N> {
    /// No positions yet.
    pub const fn new() -> History<N> {
        const { assert!(N > 0, "a history holds one position at least") };
        History {
            hashes: [0; N],
            start: 0,
            len: 0,
        }
    }

    /// Records `position`, the one the game has just reached. When full, the oldest is dropped.
    pub fn push(&mut self, position: &Position) {
        let key = position.repetition_key();
        if self.len == N {
            self.hashes[self.start] = key;
            self.start = (self.start + 1) % N;
        } else {
            self.hashes[(self.start + self.len) % N] = key;
            self.len += 1;
        }
    }

    /// Forgets the newest position (after a move is taken back) and returns its key: its
    /// [`hash`](Position::hash), less the en-passant file when no en-passant capture is legal.
    pub fn pop(&mut self) -> Option<u64> {
        let newest = self.newest(0)?;
        self.len -= 1;
        Some(newest)
    }

    /// Forgets every position.
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// How many positions are held (at most `N`).
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether no position is held.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The key `back` positions before the newest.
    fn newest(&self, back: usize) -> Option<u64> {
        (back < self.len).then(|| self.hashes[(self.start + self.len - 1 - back) % N])
    }

    /// How many times `position` occurs among the positions held since the last capture or pawn
    /// move (as many half-moves back as its clock says, itself included if it was pushed): 1 the
    /// first time it was reached, 3 at a threefold repetition.
    pub fn repetitions(&self, position: &Position) -> usize {
        let reach = usize::from(position.halfmove_clock()) + 1;
        let hash = position.repetition_key();
        (0..reach.min(self.len))
            .filter(|&back| self.newest(back) == Some(hash))
            .count()
    }

    /// Whether `position` has occurred three times or more: a draw either player may claim.
    pub fn is_threefold_repetition(&self, position: &Position) -> bool {
        self.repetitions(position) >= 3
    }

    /// Whether `position` has occurred five times or more: a draw by the rules, claimed or not.
    pub fn is_fivefold_repetition(&self, position: &Position) -> bool {
        self.repetitions(position) >= 5
    }

    /// The game's end at `position`, the newest pushed: [`Position::outcome`] when it ends the
    /// game by itself ([`Outcome::is_automatic`]), else fivefold repetition, else the draw a player
    /// may claim: the fifty-move rule, else threefold repetition.
    ///
    /// Fivefold repetition is found only among the positions held: to find every one, `N` must
    /// be more than the largest half-move clock it must look back over (151 reaches the
    /// seventy-five-move rule, past which the rule itself ends the game).
    pub fn outcome(&self, position: &Position) -> Option<Outcome> {
        self.outcome_with_move_count(position, position.count_legal_moves())
    }

    /// [`outcome`](History::outcome) for a caller that has `position`'s legal moves already:
    /// `legal_moves` is how many there are (see
    /// [`Position::outcome_with_move_count`]).
    ///
    /// ```
    /// use chess_core::{History, Outcome, Position};
    /// let mut position = Position::default();
    /// let mut history = History::<16>::new();
    /// history.push(&position);
    /// for _ in 0..2 {
    ///     for uci in ["g1f3", "g8f6", "f3g1", "f6g8"] {
    ///         position.play(position.parse_move(uci).unwrap());
    ///         history.push(&position);
    ///     }
    /// }
    /// let moves = position.legal_moves();
    /// let outcome = history.outcome_with_move_count(&position, moves.len());
    /// assert_eq!(outcome, Some(Outcome::ThreefoldRepetition));
    /// ```
    #[must_use]
    pub fn outcome_with_move_count(
        &self,
        position: &Position,
        legal_moves: usize,
    ) -> Option<Outcome> {
        let alone = position.outcome_with_move_count(legal_moves);
        if alone.is_some_and(Outcome::is_automatic) {
            return alone;
        }
        match self.repetitions(position) {
            5.. => Some(Outcome::FivefoldRepetition),
            3.. => alone.or(Some(Outcome::ThreefoldRepetition)),
            _ => alone,
        }
    }
}

impl<const N: usize> Default for History<N> {
    fn default() -> History<N> {
        History::new()
    }
}
