//! How the generator hands over the legal moves: as sets of targets, to a [`Visitor`] that lists
//! them one by one ([`EachMove`]), only counts them ([`Count`], perft's last ply), or plays each
//! (the children of `Position::for_each_child`, in `children.rs`).

use crate::attacks::{TABLE_VARIANT, TableVariant};
use crate::moves::{PROMOTION, QUEEN_PROMOTION};
use crate::{Bitboard, Move, Piece, Square};

/// Ranks 1 and 8, where pawns promote.
const BACK_RANKS: Bitboard = Bitboard::BACK_RANKS;

/// Receives the legal moves as sets of targets.
pub(crate) trait Visitor {
    /// Whether the moves must come in the listed order (queens with the bishops, then with the
    /// rooks); a counter takes each queen's targets as one set instead, one count rather than two.
    const ORDERED: bool = true;
    /// Whether the visitor only counts: then the pawns' target sets may come merged (all but one
    /// capture direction as one set), their steps lost.
    const COUNTS_ONLY: bool = false;
    /// Whether the generator is compiled twice for this visitor, once per side to move, each
    /// copy with the colour a constant: faster, but twice the code, so only for perft's last-ply
    /// counter, where the time goes. Each side's copy comes twice again, once per way of
    /// finding the king's squares ([`KingSquares`]).
    const PER_SIDE: bool = false;
    /// Whether only the moves of some pieces are wanted: those on
    /// [`wanted_squares`](Visitor::wanted_squares).
    /// A constant, so that the generator's other copies test no mask at all.
    const MASKED: bool = false;
    /// The squares whose pieces' moves are wanted, read only when [`MASKED`](Visitor::MASKED).
    #[inline]
    fn wanted_squares(&self) -> Bitboard {
        Bitboard::FULL
    }
    /// The `piece` on `from` (not a pawn) may go to each of `targets`. Where the generator calls
    /// this, `piece` is a constant, so a visitor inlined there is specialised to it. Only
    /// unordered visitors may read it: an [`ORDERED`](Visitor::ORDERED) one gets its queens
    /// with the bishops' and then the rooks' kind.
    fn piece(&mut self, piece: Piece, from: Square, targets: Bitboard);
    /// The pawn on `from` may go to each of `targets`; on a back rank that is four promotions.
    fn pawn(&mut self, from: Square, targets: Bitboard);
    /// A pawn may go to each of `targets`, from `step` squares behind it (`to - from`); `step` is
    /// a constant where the generator calls this (0 when the sets come merged).
    fn pawns(&mut self, targets: Bitboard, step: i8);
    /// One move: castling or en passant.
    fn special(&mut self, mv: Move);
}

/// Hands each move, one at a time and in the listed order, to a closure.
pub(crate) struct EachMove<F: FnMut(Move)>(pub(crate) F);

impl<F: FnMut(Move)> EachMove<F> {
    #[inline]
    fn pawn_move(&mut self, from: Square, to: Square) {
        if BACK_RANKS.contains(to) {
            // Queen, rook, bishop, knight.
            for kind in (PROMOTION..=QUEEN_PROMOTION).rev() {
                (self.0)(Move::with_kind(from, to, kind));
            }
        } else {
            (self.0)(Move::new(from, to));
        }
    }
}

impl<F: FnMut(Move)> Visitor for EachMove<F> {
    #[inline]
    fn piece(&mut self, _: Piece, from: Square, targets: Bitboard) {
        for to in targets {
            (self.0)(Move::new(from, to));
        }
    }

    #[inline]
    fn pawn(&mut self, from: Square, targets: Bitboard) {
        for to in targets {
            self.pawn_move(from, to);
        }
    }

    #[inline]
    fn pawns(&mut self, targets: Bitboard, step: i8) {
        for to in targets {
            let from = Square::wrapping_from_index(
                (to.index() as u32).wrapping_add_signed(-i32::from(step)),
            );
            self.pawn_move(from, to);
        }
    }

    #[inline]
    fn special(&mut self, mv: Move) {
        (self.0)(mv);
    }
}

/// Hands over only the moves of the pieces on a set of squares, to the visitor it wraps.
pub(crate) struct Masked<V: Visitor> {
    pub(crate) visitor: V,
    pub(crate) from: Bitboard,
}

impl<V: Visitor> Visitor for Masked<V> {
    const ORDERED: bool = V::ORDERED;
    const COUNTS_ONLY: bool = V::COUNTS_ONLY;
    const MASKED: bool = true;

    #[inline]
    fn wanted_squares(&self) -> Bitboard {
        self.from
    }

    #[inline]
    fn piece(&mut self, piece: Piece, from: Square, targets: Bitboard) {
        self.visitor.piece(piece, from, targets);
    }

    #[inline]
    fn pawn(&mut self, from: Square, targets: Bitboard) {
        self.visitor.pawn(from, targets);
    }

    #[inline]
    fn pawns(&mut self, targets: Bitboard, step: i8) {
        self.visitor.pawns(targets, step);
    }

    #[inline]
    fn special(&mut self, mv: Move) {
        self.visitor.special(mv);
    }
}

/// Counts the moves without listing them: perft's bulk count at the last ply.
///
/// Without a population-count instruction (generic x86-64) counting a set's squares costs about
/// fifteen instructions, and perft counts a set per piece at every last-ply node. So there the
/// sets are added square by square into two bit-sliced counters (`ones`, `twos`: bits 0 and 1
/// of each square's count), and only a square reached a fourth time, which is rare, is counted
/// on the spot; the two slices are counted once at the end. WebAssembly has a population count
/// of its own (`i64.popcnt`), which engines compile to the CPU's where it has one: there, as
/// with `popcnt` on x86, each set is counted at once.
#[derive(Default)]
pub(crate) struct Count {
    moves: usize,
    ones: u64,
    twos: u64,
}

impl Count {
    /// Adds one move for each square of `targets`.
    #[inline]
    fn add(&mut self, targets: Bitboard) {
        if cfg!(any(target_feature = "popcnt", target_arch = "wasm32")) {
            self.moves += targets.count() as usize;
            return;
        }
        let carry = self.ones & targets.0;
        self.ones ^= targets.0;
        let fours = self.twos & carry;
        self.twos ^= carry;
        if fours != 0 {
            self.moves += 4 * fours.count_ones() as usize;
        }
    }

    /// The moves counted.
    #[inline]
    pub(crate) fn total(&self) -> usize {
        if cfg!(any(target_feature = "popcnt", target_arch = "wasm32")) {
            return self.moves; // Each set was counted as it came, `ones` and `twos` are empty.
        }
        self.moves + ones_and_twice_twos(self.ones, self.twos) as usize
    }

    #[inline]
    fn pawn_targets(&mut self, targets: Bitboard) {
        // A promotion is four moves: one counted with the rest, three more here.
        self.add(targets);
        let promotions = targets & BACK_RANKS;
        if !promotions.is_empty() {
            self.moves += 3 * promotions.count() as usize;
        }
    }
}

/// `ones.count_ones() + 2 * twos.count_ones()` in one pass of the classic SWAR population
/// count (each field holds the count of its bits, fields doubling in width), the two words added
/// once their 4-bit fields can hold the sum (at most 4 + 2 × 4): one multiply and one
/// byte-summing step rather than two of each, which a target without `popcnt` pays at every node
/// one ply above perft's leaves.
#[inline]
fn ones_and_twice_twos(ones: u64, twos: u64) -> u32 {
    const M1: u64 = 0x5555_5555_5555_5555;
    const M2: u64 = 0x3333_3333_3333_3333;
    const M4: u64 = 0x0f0f_0f0f_0f0f_0f0f;
    let nibbles = |x: u64| {
        let pairs = x - ((x >> 1) & M1);
        (pairs & M2) + ((pairs >> 2) & M2)
    };
    let sum = nibbles(ones) + 2 * nibbles(twos); // up to 12 in each 4 bits
    let bytes = (sum & M4) + ((sum >> 4) & M4); // up to 24 in each byte
    (bytes.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32 // at most 192: no byte overflows
}

impl Visitor for Count {
    const ORDERED: bool = false;
    const COUNTS_ONLY: bool = true;
    // Not in the compact variant, the one sized to leave a quarter of a 256 KiB part free: the
    // three more copies cost the byte variant's firmware 13 KB.
    const PER_SIDE: bool = !matches!(TABLE_VARIANT, TableVariant::Compact);

    #[inline]
    fn piece(&mut self, _: Piece, _: Square, targets: Bitboard) {
        self.add(targets);
    }

    #[inline]
    fn pawn(&mut self, _: Square, targets: Bitboard) {
        self.pawn_targets(targets);
    }

    #[inline]
    fn pawns(&mut self, targets: Bitboard, _: i8) {
        self.pawn_targets(targets);
    }

    #[inline]
    fn special(&mut self, _: Move) {
        self.moves += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::ones_and_twice_twos;

    #[test]
    fn the_swar_sum_counts_both_words() {
        let mut random = chess_testkit::Random::new(0x2545_f491_4f6c_dd1d);
        let words = [0, u64::MAX, 1, 1 << 63, 0x8000_0000_0000_0001];
        for _ in 0..10_000 {
            let (ones, twos) = (random.next_u64(), random.next_u64() & random.next_u64());
            assert_eq!(
                ones_and_twice_twos(ones, twos),
                ones.count_ones() + 2 * twos.count_ones()
            );
        }
        for ones in words {
            for twos in words {
                let expected = ones.count_ones() + 2 * twos.count_ones();
                assert_eq!(ones_and_twice_twos(ones, twos), expected);
            }
        }
    }
}
