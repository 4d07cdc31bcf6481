//! A set of squares as the bits of a `u64`: bit i is square i (a1 = 0 … h8 = 63).

use core::fmt;
use core::iter::FusedIterator;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};
use core::str::FromStr;

use crate::{File, Rank, Square};

/// A set of squares, bit i standing for square i.
///
/// ```
/// use chess_core::{Bitboard, Square};
/// let board: Bitboard = "0x0000_0000_1000_0001".parse().unwrap();
/// assert_eq!(board.iter().collect::<Vec<_>>(), [Square::A1, Square::E4]);
/// assert_eq!(board.count(), 2);
/// assert_eq!(format!("{board:#018x}"), "0x0000000010000001");
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// No squares.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// All 64 squares.
    pub const FULL: Bitboard = Bitboard(u64::MAX);
    /// Ranks 1 and 8: where pawns promote and may never stand.
    pub const BACK_RANKS: Bitboard = Bitboard::rank(Rank::First).or(Bitboard::rank(Rank::Eighth));

    /// The eight squares of `file`.
    ///
    /// ```
    /// use chess_core::{Bitboard, File};
    /// assert_eq!(Bitboard::file(File::A), Bitboard(0x0101_0101_0101_0101));
    /// ```
    #[must_use]
    pub const fn file(file: File) -> Bitboard {
        Bitboard(0x0101_0101_0101_0101 << file as u8)
    }

    /// The eight squares of `rank`.
    ///
    /// ```
    /// use chess_core::{Bitboard, Rank};
    /// assert_eq!(Bitboard::rank(Rank::Second), Bitboard(0xff00));
    /// ```
    #[must_use]
    pub const fn rank(rank: Rank) -> Bitboard {
        Bitboard(0xff << (8 * rank as u8))
    }

    /// The union of two sets, in a `const` context.
    const fn or(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 | other.0)
    }

    /// The set holding `square` alone.
    #[must_use]
    #[inline(always)]
    pub const fn from_square(square: Square) -> Bitboard {
        Bitboard(1 << square.index())
    }

    /// Whether `square` is in the set.
    #[must_use]
    // `always`: inlined even into code built for size (the wasm module's, opt-level "z", where
    // LLVM inlines next to nothing), where the call costs more than the body.
    #[inline(always)]
    pub const fn contains(self, square: Square) -> bool {
        self.0 >> square.index() & 1 != 0
    }

    /// The set with `square` added.
    #[must_use]
    pub const fn with(self, square: Square) -> Bitboard {
        Bitboard(self.0 | 1 << square.index())
    }

    /// The set with `square` removed.
    #[must_use]
    pub const fn without(self, square: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << square.index()))
    }

    /// Whether the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The number of squares in the set.
    #[must_use]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set holds two squares or more: cheaper than `count() > 1` where the CPU has
    /// no population-count instruction (generic x86-64).
    #[inline]
    #[must_use]
    pub const fn has_several(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// The lowest square of the set (`first_one` in older engines).
    #[must_use]
    #[inline(always)]
    pub const fn first(self) -> Option<Square> {
        match self.0 {
            0 => None,
            bits => Some(Square::wrapping_from_index(bits.trailing_zeros())),
        }
    }

    /// The highest square of the set (`last_one` in older engines).
    #[must_use]
    pub const fn last(self) -> Option<Square> {
        match self.0.checked_ilog2() {
            Some(index) => Square::from_index(index as u8),
            None => None,
        }
    }

    /// The squares of the set, lowest first.
    #[must_use]
    pub const fn iter(self) -> Squares {
        Squares(self.0)
    }
}

/// The squares of a [`Bitboard`], lowest first.
#[derive(Clone, Debug)]
pub struct Squares(u64);

impl Iterator for Squares {
    type Item = Square;

    #[inline(always)]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        // Not `first()`: the set is known not to be empty, so the index needs no range check,
        // and the mask lets the compiler drop the bounds check too (the generator's hot loop).
        let square = Square::wrapping_from_index(self.0.trailing_zeros());
        self.0 &= self.0 - 1;
        Some(square)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let count = self.0.count_ones() as usize;
        (count, Some(count))
    }
}

impl ExactSizeIterator for Squares {}
impl FusedIterator for Squares {}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = Squares;

    fn into_iter(self) -> Squares {
        self.iter()
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(squares: I) -> Bitboard {
        squares.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

impl From<Square> for Bitboard {
    #[inline(always)]
    fn from(square: Square) -> Bitboard {
        Bitboard::from_square(square)
    }
}

macro_rules! bit_operator {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign_method:ident, $op:tt) => {
        impl $trait for Bitboard {
            type Output = Bitboard;
            fn $method(self, other: Bitboard) -> Bitboard {
                Bitboard(self.0 $op other.0)
            }
        }

        impl $assign_trait for Bitboard {
            fn $assign_method(&mut self, other: Bitboard) {
                self.0 = self.0 $op other.0;
            }
        }
    };
}

bit_operator!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_operator!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_operator!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for Bitboard {
    type Output = Bitboard;

    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl fmt::Debug for Bitboard {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Bitboard({:#018x})", self.0)
    }
}

impl fmt::LowerHex for Bitboard {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::LowerHex::fmt(&self.0, f)
    }
}

impl fmt::UpperHex for Bitboard {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::UpperHex::fmt(&self.0, f)
    }
}

/// An 8×8 board, rank 8 on top, `x` for a square in the set and `.` for one outside.
///
/// ```
/// use chess_core::{Bitboard, Square};
/// let text = Bitboard::from_square(Square::E4).to_string();
/// assert_eq!(text.lines().nth(4), Some("4 . . . . x . . ."));
/// assert_eq!(text.lines().last(), Some("  a b c d e f g h"));
/// ```
impl fmt::Display for Bitboard {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8u8).rev() {
            write!(f, "{}", rank + 1)?;
            for file in 0..8 {
                let set = self.0 >> (rank * 8 + file) & 1 != 0;
                write!(f, " {}", if set { 'x' } else { '.' })?;
            }
            writeln!(f)?;
        }
        write!(f, "  a b c d e f g h")
    }
}

/// Why text is not a bitboard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseBitboardError {
    /// The text does not start with `0x`.
    MissingPrefix,
    /// No hexadecimal digit follows `0x`.
    NoDigits,
    /// A character that is neither a hexadecimal digit nor `_`, at this byte offset.
    InvalidDigit(usize),
    /// The value does not fit in 64 bits.
    TooLarge,
}

impl fmt::Display for ParseBitboardError {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseBitboardError::MissingPrefix => {
                f.write_str("a bitboard is hexadecimal starting with 0x, like 0x00000000000000ff")
            }
            ParseBitboardError::NoDigits => f.write_str("no hexadecimal digits after 0x"),
            ParseBitboardError::InvalidDigit(at) => {
                write!(f, "character {} is not a hexadecimal digit or _", at + 1)
            }
            ParseBitboardError::TooLarge => f.write_str("the value does not fit in 64 bits"),
        }
    }
}

impl core::error::Error for ParseBitboardError {}

impl FromStr for Bitboard {
    type Err = ParseBitboardError;

    /// Parses `0x`-prefixed hexadecimal with any number of digits and `_` separators.
    #[inline]
    fn from_str(text: &str) -> Result<Bitboard, ParseBitboardError> {
        let digits = text
            .strip_prefix("0x")
            .or_else(|| text.strip_prefix("0X"))
            .ok_or(ParseBitboardError::MissingPrefix)?;
        let mut value: u64 = 0;
        let mut any_digit = false;
        for (offset, character) in digits.char_indices() {
            if character == '_' {
                continue;
            }
            let digit = character
                .to_digit(16)
                .ok_or(ParseBitboardError::InvalidDigit(offset + 2))?;
            value = value
                .checked_mul(16)
                .map(|value| value | u64::from(digit))
                .ok_or(ParseBitboardError::TooLarge)?;
            any_digit = true;
        }
        if any_digit {
            Ok(Bitboard(value))
        } else {
            Err(ParseBitboardError::NoDigits)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    extern crate std;
    use std::format;
    use std::vec::Vec;

    #[test]
    fn parses_any_digit_count_with_separators() {
        assert_eq!("0x0".parse(), Ok(Bitboard(0)));
        assert_eq!("0xff".parse(), Ok(Bitboard(0xff)));
        assert_eq!("0x0000_0000_0000_00ff".parse(), Ok(Bitboard(0xff)));
        assert_eq!("0x000000000000000000000001".parse(), Ok(Bitboard(1)));
        assert_eq!("0xFFFFFFFFFFFFFFFF".parse(), Ok(Bitboard::FULL));
        assert_eq!("0X10".parse(), Ok(Bitboard(16)));
    }

    #[test]
    fn bad_text_says_what_is_wrong() {
        assert_eq!(
            "ff".parse::<Bitboard>(),
            Err(ParseBitboardError::MissingPrefix)
        );
        assert_eq!(
            "".parse::<Bitboard>(),
            Err(ParseBitboardError::MissingPrefix)
        );
        assert_eq!("0x".parse::<Bitboard>(), Err(ParseBitboardError::NoDigits));
        assert_eq!(
            "0x__".parse::<Bitboard>(),
            Err(ParseBitboardError::NoDigits)
        );
        assert_eq!(
            "0x12g4".parse::<Bitboard>(),
            Err(ParseBitboardError::InvalidDigit(4))
        );
        assert_eq!(
            "0x1ffffffffffffffff".parse::<Bitboard>(),
            Err(ParseBitboardError::TooLarge)
        );
        assert_eq!(
            format!("{}", ParseBitboardError::InvalidDigit(4)),
            "character 5 is not a hexadecimal digit or _"
        );
    }

    #[test]
    fn first_last_and_iteration_agree() {
        let board: Bitboard = [Square::C3, Square::A1, Square::H8].into_iter().collect();
        assert_eq!(board.first(), Some(Square::A1));
        assert_eq!(board.last(), Some(Square::H8));
        assert_eq!(
            board.iter().collect::<Vec<_>>(),
            [Square::A1, Square::C3, Square::H8]
        );
        assert_eq!(board.iter().len(), 3);
        assert_eq!(Bitboard::EMPTY.first(), None);
        assert_eq!(Bitboard::EMPTY.last(), None);
        assert!(board.contains(Square::C3) && !board.without(Square::C3).contains(Square::C3));
    }

    #[test]
    fn hex_formatting_is_zero_padded() {
        assert_eq!(
            format!("{:#018x}", Bitboard(0xff0000)),
            "0x0000000000ff0000"
        );
        assert_eq!(format!("{:?}", Bitboard(1)), "Bitboard(0x0000000000000001)");
    }
}
