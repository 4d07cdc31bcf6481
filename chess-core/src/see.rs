//! Static exchange evaluation (SEE): what a move wins or loses on its target square when both
//! sides then capture there, least valuable attacker first, each free to stop.
//!
//! The rules:
//! - The move itself is forced; it gains the piece it captures (a pawn for en passant, nothing for
//!   a quiet move or castling).
//! - Then the sides take turns capturing on the target square with their least valuable attacker,
//!   each free to stop when stopping is better. Ties between attackers of equal value go to the
//!   kind first (pawn, knight, bishop, rook, queen), then to the lowest square (a1 = 0): so the
//!   result never depends on the order pieces are stored in. See [`PieceValues::capture_order`].
//! - A piece that captures leaves its square, and the sliders behind it (x-rays) join in. Pins are
//!   ignored.
//! - A king captures only when the other side has no attacker left on the square.
//! - A promotion adds nothing: the promoting pawn is worth a pawn on the square, whether it
//!   promotes on the move or on a recapture.
//!
//! The tie-break decides when equal attackers uncover different x-rays:
//!
//! ```
//! use chess_core::Position;
//! // After g1=R (worth a pawn) the queens h1 and e3 attack g1, and the bishop b6 stands behind
//! // e3. The queen on the lower square, h1 (7 < 20), takes first, and nothing takes back: -100.
//! // Were e3 first, the bishop would answer (Qxg1 Bxg1 Qxg1 costs white a queen for a bishop),
//! // so white would not take at all: 0.
//! let position: Position = "3k4/8/1b6/8/8/4Q3/6p1/3K3Q b - - 0 1".parse().unwrap();
//! assert_eq!(position.see(position.parse_move("g2g1r").unwrap()), -100);
//! ```
//!
//! [`Position::see`] finds the attackers with bitboards: the rotated look-ups on an [`Occupancy`]
//! that loses each piece as it captures, so the x-rays come for free. `reference::x88::Board::see`
//! (feature `reference`) is the same evaluation on the 0x88 board, and the tests hold both to a
//! brute-force minimax.

use crate::attacks::{bishop_attacks, king_attacks, knight_attacks, pawn_attacks, rook_attacks};
use crate::{Bitboard, Color, Move, Occupancy, Piece, Position, Square};

/// What each kind of piece is worth in an exchange. `Default` gives the usual values:
/// pawn 100, knight 300, bishop 300, rook 500, queen 900.
///
/// The king has no value: it captures only when nothing can take it back, so in an exchange that
/// starts with a legal move it is never captured.
///
/// Values are `u16`, so that no exchange can overflow the `i32` it is summed in.
///
/// ```
/// use chess_core::{Piece, PieceValues};
/// let values = PieceValues::new(100, 320, 330, 500, 900);
/// assert_eq!(values.value(Piece::Bishop), 330);
/// assert_eq!(PieceValues::default(), PieceValues::STANDARD);
/// assert_eq!(PieceValues::STANDARD.value(Piece::Queen), 900);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PieceValues {
    /// Pawn to queen.
    values: [u16; 5],
    /// Pawn to queen sorted by value, ties by kind; the king last.
    order: [Piece; 6],
}

impl PieceValues {
    /// Pawn 100, knight 300, bishop 300, rook 500, queen 900.
    pub const STANDARD: PieceValues = PieceValues::new(100, 300, 300, 500, 900);

    /// The values of a pawn, knight, bishop, rook and queen.
    pub const fn new(pawn: u16, knight: u16, bishop: u16, rook: u16, queen: u16) -> PieceValues {
        let values = [pawn, knight, bishop, rook, queen];
        let mut order = Piece::ALL;
        // Insertion sort of the first five, stable: equal values keep the kind order.
        let mut i = 1;
        while i < 5 {
            let mut j = i;
            while j > 0 && values[order[j - 1] as usize] > values[order[j] as usize] {
                let swap = order[j - 1];
                order[j - 1] = order[j];
                order[j] = swap;
                j -= 1;
            }
            i += 1;
        }
        PieceValues { values, order }
    }

    /// What `piece` is worth; 0 for the king.
    #[inline]
    pub const fn value(&self, piece: Piece) -> i32 {
        match piece {
            Piece::King => 0,
            _ => self.values[piece as usize] as i32,
        }
    }

    /// The order in which a side brings its attackers to the square: by value, pieces of equal
    /// value by kind (pawn, knight, bishop, rook, queen), the king last. Two attackers of the same
    /// kind go lowest square first.
    ///
    /// ```
    /// use chess_core::{Piece, PieceValues};
    /// use Piece::*;
    /// assert_eq!(PieceValues::STANDARD.capture_order(), [Pawn, Knight, Bishop, Rook, Queen, King]);
    /// let cheap_rooks = PieceValues::new(100, 300, 300, 250, 900);
    /// assert_eq!(cheap_rooks.capture_order(), [Pawn, Rook, Knight, Bishop, Queen, King]);
    /// ```
    #[inline]
    pub const fn capture_order(&self) -> [Piece; 6] {
        self.order
    }
}

impl Default for PieceValues {
    #[inline]
    fn default() -> PieceValues {
        PieceValues::STANDARD
    }
}

/// The exchange as a game of min and max, evaluated front to back inside a window.
///
/// After `n` captures the mover's balance is `B(n)`. Before each further capture the side to
/// capture may stop, so the result is `min(B(1), max(B(2), min(B(3), …)))`: the opponent takes
/// the minimum, the mover the maximum, and the last balance stands. Clamping that to `lo..=hi`
/// from the front, each level narrows the window, and once a balance falls outside it the rest
/// cannot matter. With the whole `i32` range this is the exact value; with `threshold - 1..=
/// threshold` it answers "at least `threshold`?", stopping as soon as that is decided.
pub(crate) struct Window {
    lo: i32,
    hi: i32,
}

impl Window {
    /// The exact value.
    pub(crate) const EXACT: Window = Window {
        lo: i32::MIN,
        hi: i32::MAX,
    };

    /// Whether the value `exchange` finds (clamped to the window it is given) is at least
    /// `threshold`: clamped to `threshold - 1..=threshold`, it equals `threshold` exactly when it
    /// is.
    #[inline]
    pub(crate) fn at_least(threshold: i32, exchange: impl FnOnce(Window) -> i32) -> bool {
        match threshold.checked_sub(1) {
            Some(lo) => exchange(Window { lo, hi: threshold }) >= threshold,
            None => true, // Every value is at least i32::MIN.
        }
    }

    /// Before the side to move (`mover` true) or its opponent may capture, with `balance` the
    /// mover's gain so far. `Err` carries the result when the rest cannot change it.
    #[inline]
    pub(crate) fn before_capture(&mut self, mover: bool, balance: i32) -> Result<(), i32> {
        if mover {
            if balance >= self.hi {
                return Err(self.hi);
            }
            self.lo = self.lo.max(balance);
        } else {
            if balance <= self.lo {
                return Err(self.lo);
            }
            self.hi = self.hi.min(balance);
        }
        Ok(())
    }

    /// The result when nobody captures again.
    #[inline]
    pub(crate) fn settle(&self, balance: i32) -> i32 {
        balance.clamp(self.lo, self.hi)
    }
}

impl Position {
    /// The static exchange evaluation of `mv`, a legal move of this position, with the standard
    /// [`PieceValues`]: what the side to move gains on the target square (see the
    /// [module docs](crate::see) for the rules).
    ///
    /// ```
    /// use chess_core::Position;
    /// // d4xe5 wins a knight; d6xe5 takes the pawn back: 300 - 100.
    /// let position: Position = "4k3/8/3p4/4n3/3P4/8/8/4K3 w - - 0 1".parse().unwrap();
    /// assert_eq!(position.see(position.parse_move("d4e5").unwrap()), 200);
    ///
    /// // The rook d1 stands behind the rook d2: when Rxd5 is taken back it recaptures, so black
    /// // does not take back, and white wins the pawn.
    /// let battery: Position = "3r3k/8/8/3p4/8/8/3R4/3RK3 w - - 0 1".parse().unwrap();
    /// assert_eq!(battery.see(battery.parse_move("d2d5").unwrap()), 100);
    ///
    /// // The king e6 may not take back on d5: the rook d1 still attacks it.
    /// let guarded: Position = "8/8/4k3/3p4/8/8/3R4/3RK3 w - - 0 1".parse().unwrap();
    /// assert_eq!(guarded.see(guarded.parse_move("d2d5").unwrap()), 100);
    /// let alone: Position = "8/8/4k3/3p4/8/8/3R4/4K3 w - - 0 1".parse().unwrap();
    /// assert_eq!(alone.see(alone.parse_move("d2d5").unwrap()), 100 - 500);
    ///
    /// // A quiet move onto a square the pawn e4 attacks loses the knight.
    /// let quiet: Position = "4k3/8/8/8/4p3/8/8/4K1N1 w - - 0 1".parse().unwrap();
    /// assert_eq!(quiet.see(quiet.parse_move("g1f3").unwrap()), -300);
    /// ```
    ///
    /// En passant takes a pawn that is not on the target square; it leaves its square, and the
    /// rook behind it sees the target:
    ///
    /// ```
    /// use chess_core::Position;
    /// let position: Position = "3rk3/8/8/3pP3/8/8/8/3RK3 w - d6 0 1".parse().unwrap();
    /// // exd6, and Rxd6 would be met by Rxd6 (d1 sees d6 once d5 is gone): black stops.
    /// assert_eq!(position.see(position.parse_move("e5d6").unwrap()), 100);
    /// ```
    ///
    /// For a move that is not legal here the result is some number (the exchange as if the piece
    /// on the from square, a pawn if it is empty, went to the target), never a panic; the
    /// position is not changed. Check a move from elsewhere with
    /// [`is_legal`](Position::is_legal) first.
    #[inline]
    pub fn see(&self, mv: Move) -> i32 {
        self.see_with(mv, &PieceValues::STANDARD)
    }

    /// [`see`](Position::see) with other piece values.
    ///
    /// ```
    /// use chess_core::{PieceValues, Position};
    /// let position: Position = "4k3/8/3p4/4n3/3P4/8/8/4K3 w - - 0 1".parse().unwrap();
    /// let values = PieceValues::new(100, 320, 330, 500, 900);
    /// assert_eq!(position.see_with(position.parse_move("d4e5").unwrap(), &values), 220);
    /// ```
    #[inline]
    pub fn see_with(&self, mv: Move, values: &PieceValues) -> i32 {
        self.exchange(mv, values, Window::EXACT)
    }

    /// Whether `mv` gains at least `threshold`: always `see(mv) >= threshold`, but it stops as
    /// soon as the answer is known, which is what a search prunes with.
    ///
    /// ```
    /// use chess_core::Position;
    /// let position: Position = "4k3/8/3p4/4n3/3P4/8/8/4K3 w - - 0 1".parse().unwrap();
    /// let takes = position.parse_move("d4e5").unwrap();
    /// assert!(position.see_ge(takes, 200));
    /// assert!(!position.see_ge(takes, 201));
    /// ```
    #[inline]
    pub fn see_ge(&self, mv: Move, threshold: i32) -> bool {
        self.see_ge_with(mv, threshold, &PieceValues::STANDARD)
    }

    /// [`see_ge`](Position::see_ge) with other piece values.
    ///
    /// ```
    /// use chess_core::{PieceValues, Position};
    /// let position: Position = "4k3/8/3p4/4n3/3P4/8/8/4K3 w - - 0 1".parse().unwrap();
    /// let takes = position.parse_move("d4e5").unwrap();
    /// assert!(position.see_ge_with(takes, 220, &PieceValues::new(100, 320, 330, 500, 900)));
    /// ```
    #[inline]
    pub fn see_ge_with(&self, mv: Move, threshold: i32, values: &PieceValues) -> bool {
        Window::at_least(threshold, |window| self.exchange(mv, values, window))
    }

    /// The exchange on `mv`'s target square, clamped to `window`.
    #[inline]
    fn exchange(&self, mv: Move, values: &PieceValues, mut window: Window) -> i32 {
        // Castling captures nothing, and a legal castling king stands where no enemy attacks.
        if mv.is_castling() {
            return window.settle(0);
        }
        let (from, to) = (mv.from(), mv.to());
        let us = self.side_to_move();
        let mut occupancy = *self.occupancy();
        occupancy.toggle(from);
        let mut balance = if mv.is_en_passant() {
            // The captured pawn stands beside the mover; its square opens like any other.
            occupancy.toggle(Square::new(to.file(), from.rank()));
            values.value(Piece::Pawn)
        } else {
            self.piece_at(to)
                .map_or(0, |(_, piece)| values.value(piece))
        };
        // A promoting pawn is still a pawn here.
        let mut on_target = values.value(self.occupied_kind_at(from));
        let mut attackers = self.exchange_attackers(to, &occupancy);
        let mut side = !us;
        loop {
            if let Err(result) = window.before_capture(side == us, balance) {
                return result;
            }
            let ours = attackers & self.by_color(side);
            let Some((piece, square)) = self.least_valuable(ours, values) else {
                return window.settle(balance);
            };
            if piece == Piece::King && !(attackers & self.by_color(!side)).is_empty() {
                return window.settle(balance);
            }
            balance += if side == us { on_target } else { -on_target };
            on_target = values.value(piece);
            occupancy.toggle(square);
            attackers = attackers.without(square);
            // Only a piece that stood on a line through the square can uncover a slider.
            if matches!(piece, Piece::Pawn | Piece::Bishop | Piece::Queen) {
                attackers |= bishop_attacks(to, &occupancy) & self.diagonal_sliders();
            }
            if matches!(piece, Piece::Rook | Piece::Queen) {
                attackers |= rook_attacks(to, &occupancy) & self.straight_sliders();
            }
            attackers &= occupancy.bitboard();
            side = !side;
        }
    }

    /// Every piece, of either colour, that attacks `square` over `occupancy` and stands on it.
    #[inline]
    fn exchange_attackers(&self, square: Square, occupancy: &Occupancy) -> Bitboard {
        let leapers = (knight_attacks(square) & self.by_piece(Piece::Knight))
            | (king_attacks(square) & self.by_piece(Piece::King))
            | (pawn_attacks(Color::Black, square) & self.pieces(Color::White, Piece::Pawn))
            | (pawn_attacks(Color::White, square) & self.pieces(Color::Black, Piece::Pawn));
        let sliders = (rook_attacks(square, occupancy) & self.straight_sliders())
            | (bishop_attacks(square, occupancy) & self.diagonal_sliders());
        (leapers | sliders) & occupancy.bitboard()
    }

    /// The attacker among `attackers` that captures first: the
    /// [capture order](PieceValues::capture_order), then the lowest square.
    #[inline]
    fn least_valuable(&self, attackers: Bitboard, values: &PieceValues) -> Option<(Piece, Square)> {
        if attackers.is_empty() {
            return None;
        }
        values
            .capture_order()
            .into_iter()
            .find_map(|piece| Some((piece, (attackers & self.by_piece(piece)).first()?)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn see(fen: &str, uci: &str) -> i32 {
        let position: Position = fen.parse().unwrap();
        position.see(position.parse_move(uci).unwrap())
    }

    #[test]
    fn promotion_adds_nothing_and_the_king_takes_back_when_alone() {
        // e7xd8=Q wins the rook; Kxd8 takes a pawn's worth back.
        assert_eq!(see("3rk3/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7d8q"), 500 - 100);
        // A quiet promotion onto a square nobody attacks gains nothing.
        assert_eq!(see("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8q"), 0);
    }

    #[test]
    fn castling_gains_nothing() {
        assert_eq!(see("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"), 0);
    }

    #[test]
    fn equal_values_capture_by_kind_then_square() {
        let values = PieceValues::STANDARD;
        assert_eq!(values.capture_order()[1..3], [Piece::Knight, Piece::Bishop]);
        let cheap_bishops = PieceValues::new(100, 300, 200, 500, 900);
        assert_eq!(
            cheap_bishops.capture_order()[1..3],
            [Piece::Bishop, Piece::Knight]
        );
        let all_equal = PieceValues::new(7, 7, 7, 7, 7);
        assert_eq!(all_equal.capture_order(), Piece::ALL);
        // Knight c6 and bishop h8 attack e5 for black, two queens (d4, f4) for white.
        let position: Position = "4k2b/8/2n5/8/3Q1Q2/8/8/4K3 w - - 0 1".parse().unwrap();
        let black = position.by_color(Color::Black);
        let white = position.by_color(Color::White);
        let attackers = position.exchange_attackers(Square::E5, position.occupancy());
        assert_eq!(
            position.least_valuable(attackers & black, &values),
            Some((Piece::Knight, Square::C6))
        );
        assert_eq!(
            position.least_valuable(attackers & black, &cheap_bishops),
            Some((Piece::Bishop, Square::H8))
        );
        assert_eq!(
            position.least_valuable(attackers & white, &values),
            Some((Piece::Queen, Square::D4))
        );
        assert_eq!(position.least_valuable(Bitboard::EMPTY, &values), None);
    }

    #[test]
    fn thresholds_at_the_ends_of_i32() {
        let position: Position = "4k3/8/3p4/4n3/3P4/8/8/4K3 w - - 0 1".parse().unwrap();
        let mv = position.parse_move("d4e5").unwrap();
        assert!(position.see_ge(mv, i32::MIN));
        assert!(!position.see_ge(mv, i32::MAX));
    }
}
