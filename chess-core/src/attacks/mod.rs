//! Attack sets by table look-up: the rotated-bitboard method for sliders, masks for the rest.
//!
//! This is the fast path. [`crate::rays`] and `reference::walk` (feature `reference`) compute the
//! same sets in other ways, and the tests hold all three to one another.
//!
//! Slider look-ups come in three table variants, one module each, all built from the same rotated
//! [`Occupancy`] planes; chess-core's cargo features choose the one the functions here (and so the
//! move generator) use, and [`TABLE_VARIANT`] says which:
//!
#![doc = include_str!("../../generated/table_variants.md")]
//!
//! With the workspace-only feature `all-variants`, [`TableVariant`]'s methods look up any of the
//! three (tests and benchmarks compare them); `inspect::line_lookup` (feature `inspect`) lays one
//! look-up open.

mod attacker;
// Each variant's look-ups, compiled with its tables: the selected variant's alone (`byte-tables`
// beats `compact-tables` beats neither, so that the features stay additive), or all three with
// `all-variants`, for the tests and benchmarks that reach them through `TableVariant`.
#[cfg(any(feature = "all-variants", feature = "byte-tables"))]
pub(crate) mod byte;
#[cfg(any(
    feature = "all-variants",
    all(feature = "compact-tables", not(feature = "byte-tables"))
))]
pub(crate) mod compact;
#[cfg(any(
    feature = "all-variants",
    not(any(feature = "compact-tables", feature = "byte-tables"))
))]
pub(crate) mod full;
#[cfg(any(
    feature = "all-variants",
    feature = "compact-tables",
    feature = "byte-tables"
))]
mod small_variants;

pub use crate::shared::TableVariant;
pub use attacker::{Attacker, ParseAttackerError};

#[cfg(feature = "byte-tables")]
use crate::tables::{A1H8_DIAGONAL, A8H1_DIAGONAL};
use crate::tables::{KING_ATTACKS, KNIGHT_ATTACKS, PAWN_ATTACKS};
use crate::{Bitboard, Color, Occupancy, Piece, Square};

#[cfg(feature = "byte-tables")]
pub(crate) use byte as selected;
#[cfg(all(feature = "compact-tables", not(feature = "byte-tables")))]
pub(crate) use compact as selected;
#[cfg(not(any(feature = "compact-tables", feature = "byte-tables")))]
pub(crate) use full as selected;

/// Look-ups in any variant's tables, whatever variant the build selected: for tests and
/// benchmarks that compare the variants. They need chess-core's feature `all-variants` (a build
/// without it compiles its own variant's tables alone).
#[cfg(feature = "all-variants")]
impl TableVariant {
    /// The squares a rook on `square` attacks, looked up in this variant's tables whatever variant
    /// the build selected (for tests and benchmarks; the move generator uses [`rook_attacks`]).
    ///
    /// ```
    /// use chess_core::attacks::{self, TableVariant};
    /// use chess_core::{Bitboard, Occupancy, Square};
    /// let occupancy = Occupancy::from(Bitboard::from_square(Square::E6));
    /// for variant in TableVariant::ALL {
    ///     assert_eq!(variant.rook_attacks(Square::E4, &occupancy),
    ///                attacks::rook_attacks(Square::E4, &occupancy));
    /// }
    /// ```
    #[inline]
    #[must_use]
    pub fn rook_attacks(self, square: Square, occupancy: &Occupancy) -> Bitboard {
        match self {
            TableVariant::Full => full::rook_attacks(square, occupancy),
            TableVariant::Compact => compact::rook_attacks(square, occupancy),
            TableVariant::Byte => byte::rook_attacks(square, occupancy),
        }
    }

    /// The squares a bishop on `square` attacks, in this variant's tables.
    #[inline]
    #[must_use]
    pub fn bishop_attacks(self, square: Square, occupancy: &Occupancy) -> Bitboard {
        match self {
            TableVariant::Full => full::bishop_attacks(square, occupancy),
            TableVariant::Compact => compact::bishop_attacks(square, occupancy),
            TableVariant::Byte => byte::bishop_attacks(square, occupancy),
        }
    }

    /// The squares a queen on `square` attacks, in this variant's tables.
    #[inline]
    #[must_use]
    pub fn queen_attacks(self, square: Square, occupancy: &Occupancy) -> Bitboard {
        self.rook_attacks(square, occupancy) | self.bishop_attacks(square, occupancy)
    }

    /// The squares strictly between `a` and `b`, as this variant finds them.
    #[inline]
    #[must_use]
    pub fn between(self, a: Square, b: Square) -> Bitboard {
        match self {
            TableVariant::Full => full::between(a, b),
            TableVariant::Compact => compact::between(a, b),
            TableVariant::Byte => byte::between(a, b),
        }
    }

    /// The whole line through `a` and `b`, as this variant finds it.
    #[inline]
    #[must_use]
    pub fn line(self, a: Square, b: Square) -> Bitboard {
        match self {
            TableVariant::Full => full::line(a, b),
            TableVariant::Compact => compact::line(a, b),
            TableVariant::Byte => byte::line(a, b),
        }
    }
}

/// The variant this build's attack functions look up, chosen by chess-core's cargo features.
///
/// ```
/// use chess_core::attacks::{TABLE_VARIANT, TableVariant};
/// assert!(TableVariant::ALL.contains(&TABLE_VARIANT));
/// ```
pub const TABLE_VARIANT: TableVariant = if cfg!(feature = "byte-tables") {
    TableVariant::Byte
} else if cfg!(all(
    feature = "compact-tables",
    not(feature = "byte-tables")
)) {
    TableVariant::Compact
} else {
    TableVariant::Full
};

/// The four lines through a square that slider attacks are looked up along, one per occupancy
/// plane.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Line {
    /// The rank, read off the normal plane.
    Rank,
    /// The file, read off the plane rotated 90 degrees.
    File,
    /// The diagonal parallel to a1–h8, read off its 45-degree plane.
    DiagonalA1H8,
    /// The diagonal parallel to a8–h1, read off its 45-degree plane.
    DiagonalA8H1,
}

impl Line {
    /// All four, in plane order (normal, rotated 90, a1h8, a8h1).
    pub const ALL: [Line; 4] = [
        Line::Rank,
        Line::File,
        Line::DiagonalA1H8,
        Line::DiagonalA8H1,
    ];

    /// `"rank"`, `"file"`, `"a1h8"` or `"a8h1"`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Line::Rank => "rank",
            Line::File => "file",
            Line::DiagonalA1H8 => "a1h8",
            Line::DiagonalA8H1 => "a8h1",
        }
    }

    /// The lines a rook (`Piece::Rook`), bishop or queen attacks along; none for other pieces.
    #[must_use]
    pub const fn of(piece: Piece) -> &'static [Line] {
        match piece {
            Piece::Rook => &[Line::Rank, Line::File],
            Piece::Bishop => &[Line::DiagonalA1H8, Line::DiagonalA8H1],
            Piece::Queen => &Line::ALL,
            _ => &[],
        }
    }
}

/// Its [`name`](Line::name).
impl core::fmt::Display for Line {
    #[inline]
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

/// Where a rook would attack `square` from on an empty board: its rank and file (`square` itself
/// may be included). For the tests that skip a look-up when no slider stands on a line.
#[cfg(not(feature = "byte-tables"))]
#[inline(always)]
pub(crate) fn straight_lines_through(square: Square) -> Bitboard {
    // Two loads, of the entries with nothing on the lines.
    rook_attacks(square, &Occupancy::EMPTY)
}

/// As above: spreading a byte onto the board costs more than two masks. Shifted constants, as in
/// `line`: `Bitboard::rank(square.rank())` costs the firmware 3.6 % more.
#[cfg(feature = "byte-tables")]
#[inline(always)]
pub(crate) fn straight_lines_through(square: Square) -> Bitboard {
    Bitboard(0xff << (square.index() & 0x38) | 0x0101_0101_0101_0101 << (square.index() & 7))
}

/// Where a bishop would attack `square` from on an empty board: its two diagonals (`square`
/// itself may be included).
#[cfg(not(feature = "byte-tables"))]
#[inline(always)]
pub(crate) fn diagonal_lines_through(square: Square) -> Bitboard {
    bishop_attacks(square, &Occupancy::EMPTY)
}

/// As above, from the diagonal masks.
#[cfg(feature = "byte-tables")]
#[inline(always)]
pub(crate) fn diagonal_lines_through(square: Square) -> Bitboard {
    Bitboard(A1H8_DIAGONAL[square.index()] | A8H1_DIAGONAL[square.index()])
}

/// The squares a rook on `square` attacks: rank attacks | file attacks, each one look-up indexed by
/// the line's state (in this build's [`TABLE_VARIANT`]).
///
/// ```
/// use chess_core::{attacks, Bitboard, Occupancy, Square};
/// let occupancy = Occupancy::from(Bitboard::from_square(Square::E6));
/// let seen = attacks::rook_attacks(Square::E4, &occupancy);
/// assert!(seen.contains(Square::E6) && !seen.contains(Square::E7));
/// assert_eq!(seen.count(), 7 + 2 + 3);
/// ```
#[inline]
#[must_use]
pub fn rook_attacks(square: Square, occupancy: &Occupancy) -> Bitboard {
    selected::rook_attacks(square, occupancy)
}

/// The squares a bishop on `square` attacks: the two diagonal look-ups or'ed.
#[inline]
#[must_use]
pub fn bishop_attacks(square: Square, occupancy: &Occupancy) -> Bitboard {
    selected::bishop_attacks(square, occupancy)
}

/// The squares a queen on `square` attacks: rook | bishop.
#[inline]
#[must_use]
pub fn queen_attacks(square: Square, occupancy: &Occupancy) -> Bitboard {
    rook_attacks(square, occupancy) | bishop_attacks(square, occupancy)
}

/// The squares a knight on `square` attacks.
#[inline]
#[must_use]
pub fn knight_attacks(square: Square) -> Bitboard {
    Bitboard(KNIGHT_ATTACKS[square.index()])
}

/// The squares a king on `square` attacks.
#[inline]
#[must_use]
pub fn king_attacks(square: Square) -> Bitboard {
    Bitboard(KING_ATTACKS[square.index()])
}

/// The squares a pawn of `color` on `square` attacks (diagonally forward).
#[inline]
#[must_use]
pub fn pawn_attacks(color: Color, square: Square) -> Bitboard {
    Bitboard(PAWN_ATTACKS[color as usize][square.index()])
}

/// The squares a `piece` of `color` on `square` attacks, given the occupied squares.
#[must_use]
#[inline]
pub fn piece_attacks(
    color: Color,
    piece: Piece,
    square: Square,
    occupancy: &Occupancy,
) -> Bitboard {
    match piece {
        Piece::Pawn => pawn_attacks(color, square),
        Piece::Knight => knight_attacks(square),
        Piece::Bishop => bishop_attacks(square, occupancy),
        Piece::Rook => rook_attacks(square, occupancy),
        Piece::Queen => queen_attacks(square, occupancy),
        Piece::King => king_attacks(square),
    }
}

/// The squares strictly between `a` and `b` when they share a rank, file or diagonal; empty
/// otherwise.
#[inline]
#[must_use]
pub fn between(a: Square, b: Square) -> Bitboard {
    selected::between(a, b)
}

/// The whole line through `a` and `b`, both included, when they share a rank, file or diagonal;
/// empty otherwise and when `a == b`.
#[inline]
#[must_use]
pub fn line(a: Square, b: Square) -> Bitboard {
    selected::line(a, b)
}

// The tests compare the variants: chess-core's own tests always build with `all-variants`.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::Direction;
    use crate::inspect::LineLookup;
    use crate::reference::walk;
    use crate::tables::{
        A1H8_LENGTH, A1H8_SHIFT, A1H8_SQUARE, A8H1_LENGTH, A8H1_SHIFT, A8H1_SQUARE, NORMAL_SHIFT,
        NORMAL_SQUARE, R90_SHIFT, R90_SQUARE,
    };

    /// The squares of `line` through `square`, in the order of its state's bits.
    fn line_squares(line: Line, square: Square) -> std::vec::Vec<Square> {
        let sq = square.index();
        let (squares, shift, length) = match line {
            Line::Rank => (&NORMAL_SQUARE, NORMAL_SHIFT[sq], 8),
            Line::File => (&R90_SQUARE, R90_SHIFT[sq], 8),
            Line::DiagonalA1H8 => (&A1H8_SQUARE, A1H8_SHIFT[sq], A1H8_LENGTH[sq]),
            Line::DiagonalA8H1 => (&A8H1_SQUARE, A8H1_SHIFT[sq], A8H1_LENGTH[sq]),
        };
        (shift..shift + length)
            .map(|bit| Square::ALL[usize::from(squares[usize::from(bit)])])
            .collect()
    }

    /// The attacks along `line` by walking the board, the reference every variant must equal.
    fn walked(line: Line, square: Square, occupied: Bitboard) -> Bitboard {
        let on_line = Bitboard::from_iter(line_squares(line, square));
        let all = walk::rook_attacks(square, occupied) | walk::bishop_attacks(square, occupied);
        all & on_line
    }

    #[test]
    fn every_variant_looks_up_every_state_of_every_line_like_a_walk() {
        let mut noise = 0x2545_f491_4f6c_dd1d_u64;
        for variant in TableVariant::ALL {
            for square in Square::ALL {
                for line in Line::ALL {
                    let squares = line_squares(line, square);
                    let on_line = Bitboard::from_iter(squares.iter().copied());
                    for state in 0..1u16 << squares.len() {
                        // Other lines' bits sit next to a short diagonal's in its plane: fill the
                        // rest of the board at random so that unmasked reads are exercised.
                        noise ^= noise << 13;
                        noise ^= noise >> 7;
                        noise ^= noise << 17;
                        let placed = squares
                            .iter()
                            .enumerate()
                            .filter(|(bit, _)| state >> bit & 1 != 0)
                            .map(|(_, &sq)| sq);
                        let occupied = Bitboard(noise & !on_line.0) | Bitboard::from_iter(placed);
                        let occupancy = Occupancy::from(occupied);
                        let lookup = LineLookup::new(variant, line, square, &occupancy);
                        let expected = walked(line, square, occupied);
                        assert_eq!(lookup.attacks, expected, "{variant:?} {line:?} {square:?}");
                        // The catalogue reads the same entry (the compact tables through their
                        // interleaved family); the byte variant's entry is a byte to spread.
                        if variant != TableVariant::Byte {
                            assert_eq!(lookup.entry.bitboard(), Some(expected));
                        }
                        let read = lookup.state;
                        assert_eq!(u16::from(read.state), state);
                        assert_eq!(usize::from(read.length), squares.len());
                        let read = u16::from((read.plane >> read.shift) as u8);
                        assert_eq!(read & ((1 << squares.len()) - 1), state);
                    }
                }
            }
        }
    }

    #[test]
    fn every_variant_gives_rook_and_bishop_attacks_like_a_walk() {
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        for _ in 0..2_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let occupied = Bitboard(seed & seed.rotate_left(17));
            let occupancy = Occupancy::from(occupied);
            for square in Square::ALL {
                let rook = walk::rook_attacks(square, occupied);
                let bishop = walk::bishop_attacks(square, occupied);
                assert_eq!(full::rook_attacks(square, &occupancy), rook);
                assert_eq!(compact::rook_attacks(square, &occupancy), rook);
                assert_eq!(byte::rook_attacks(square, &occupancy), rook);
                assert_eq!(full::bishop_attacks(square, &occupancy), bishop);
                assert_eq!(compact::bishop_attacks(square, &occupancy), bishop);
                assert_eq!(byte::bishop_attacks(square, &occupancy), bishop);
            }
        }
    }

    #[test]
    fn lookups_name_the_entry_they_read() {
        let occupancy = Occupancy::from(Bitboard::from_iter([Square::B2, Square::G7]));
        let at = |variant| LineLookup::new(variant, Line::DiagonalA1H8, Square::D4, &occupancy);
        let full = at(TableVariant::Full);
        assert_eq!(
            (full.table.name(), full.row, full.column),
            ("DIAG_A1H8_ATTACKS", 27, 0b0100_0010)
        );
        assert_eq!(
            full.entry.bitboard(),
            Some(Bitboard(crate::tables::DIAG_A1H8_ATTACKS[27][0b0100_0010]))
        );
        let compact = at(TableVariant::Compact);
        assert_eq!(compact.table.name(), "COMPACT_DIAG_A1H8_ATTACKS");
        assert_eq!((compact.row, compact.column), (27, 0b10_0001));
        assert_eq!(compact.entry.bitboard(), full.entry.bitboard());
        let byte = at(TableVariant::Byte);
        // d4 is the fourth square of a1..h8; b2 and g7 stop it: positions 1..=6 less its own.
        assert_eq!(
            (byte.table.name(), byte.row, byte.column),
            ("FIRST_RANK_ATTACKS", 3, 0b10_0001)
        );
        assert_eq!(byte.entry.value(), 0b0111_0110);
        assert_eq!(byte.attacks, full.attacks);
    }

    #[test]
    fn between_and_line_from_rays_equal_the_tables() {
        for a in Square::ALL {
            for b in Square::ALL {
                assert_eq!(byte::between(a, b), full::between(a, b), "{a:?} {b:?}");
                assert_eq!(byte::line(a, b), full::line(a, b), "{a:?} {b:?}");
                let toward = Direction::toward(a, b);
                let on_ray = Direction::ALL
                    .into_iter()
                    .find(|&d| crate::rays::ray(d, a).contains(b));
                assert_eq!(toward, on_ray, "{a:?} {b:?}");
            }
        }
    }

    #[test]
    fn the_selected_variant_follows_the_features() {
        let expected = if cfg!(feature = "byte-tables") {
            TableVariant::Byte
        } else if cfg!(feature = "compact-tables") {
            TableVariant::Compact
        } else {
            TableVariant::Full
        };
        assert_eq!(TABLE_VARIANT, expected);
    }
}
