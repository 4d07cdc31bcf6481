//! Files, ranks and squares, numbered a1 = 0, b1 = 1, …, h8 = 63.

use core::fmt;
use core::str::FromStr;

use crate::Color;

/// A file of the board, a to h.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum File {
    A,
    B,
    C,
    D,
    E,
    F,
    G,
    H,
}

/// A rank of the board, first (white's back rank) to eighth.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Rank {
    First,
    Second,
    Third,
    Fourth,
    Fifth,
    Sixth,
    Seventh,
    Eighth,
}

impl File {
    /// All files, a to h.
    pub const ALL: [File; 8] = [
        File::A,
        File::B,
        File::C,
        File::D,
        File::E,
        File::F,
        File::G,
        File::H,
    ];

    /// The file with index 0 (a) to 7 (h).
    #[must_use]
    pub const fn from_index(index: u8) -> Option<File> {
        if index < 8 {
            Some(File::ALL[index as usize])
        } else {
            None
        }
    }

    /// The file of index `index % 8`, by a match the compiler reduces to the index itself.
    #[inline(always)]
    pub(crate) const fn wrapping_from_index(index: u8) -> File {
        match index % 8 {
            0 => File::A,
            1 => File::B,
            2 => File::C,
            3 => File::D,
            4 => File::E,
            5 => File::F,
            6 => File::G,
            _ => File::H,
        }
    }

    /// The file's letter, `'a'` to `'h'`.
    #[must_use]
    pub const fn to_char(self) -> char {
        (b'a' + self as u8) as char
    }

    /// The index, 0 (a) to 7 (h): to index a table by file.
    ///
    /// ```
    /// use chess_core::{File, Square};
    /// let open_file_bonus = [0, 5, 10, 20, 20, 10, 5, 0];
    /// assert_eq!(open_file_bonus[File::D.index()], 20);
    /// assert_eq!(Square::H3.file().index(), 7);
    /// ```
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl Rank {
    /// All ranks, first to eighth.
    pub const ALL: [Rank; 8] = [
        Rank::First,
        Rank::Second,
        Rank::Third,
        Rank::Fourth,
        Rank::Fifth,
        Rank::Sixth,
        Rank::Seventh,
        Rank::Eighth,
    ];

    /// The rank with index 0 (first) to 7 (eighth).
    #[must_use]
    pub const fn from_index(index: u8) -> Option<Rank> {
        if index < 8 {
            Some(Rank::ALL[index as usize])
        } else {
            None
        }
    }

    /// The rank of index `index % 8`, by a match the compiler reduces to the index itself.
    #[inline(always)]
    pub(crate) const fn wrapping_from_index(index: u8) -> Rank {
        match index % 8 {
            0 => Rank::First,
            1 => Rank::Second,
            2 => Rank::Third,
            3 => Rank::Fourth,
            4 => Rank::Fifth,
            5 => Rank::Sixth,
            6 => Rank::Seventh,
            _ => Rank::Eighth,
        }
    }

    /// The rank's digit, `'1'` to `'8'`.
    #[must_use]
    pub const fn to_char(self) -> char {
        (b'1' + self as u8) as char
    }

    /// The index, 0 (first rank) to 7 (eighth): to index a table by rank.
    ///
    /// ```
    /// use chess_core::{Color, Rank, Square};
    /// // A passed pawn's bonus by how far it has come, white's ranks.
    /// let passed = [0, 5, 10, 20, 35, 60, 100, 0];
    /// assert_eq!(passed[Rank::Sixth.index()], 60);
    /// // Black's pawn on c3 has come as far as a white one on c6.
    /// assert_eq!(passed[Square::C3.relative_to(Color::Black).rank().index()], 60);
    /// ```
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }
}

name_error!(
    /// Why text is not a file: it must be one letter from `a` to `h`.
    ParseFileError,
    "a file is one letter from a to h"
);

name_error!(
    /// Why text is not a rank: it must be one digit from `1` to `8`.
    ParseRankError,
    "a rank is one digit from 1 to 8"
);

/// The file's letter, `a` to `h`, as [`Display`](fmt::Display) writes it.
///
/// ```
/// use chess_core::File;
/// assert_eq!("e".parse(), Ok(File::E));
/// assert!("E".parse::<File>().is_err());
/// ```
impl FromStr for File {
    type Err = ParseFileError;

    #[inline]
    fn from_str(text: &str) -> Result<File, ParseFileError> {
        match text.as_bytes() {
            &[letter] => File::from_index(letter.wrapping_sub(b'a')).ok_or(ParseFileError(())),
            _ => Err(ParseFileError(())),
        }
    }
}

/// The rank's digit, `1` to `8`, as [`Display`](fmt::Display) writes it.
///
/// ```
/// use chess_core::Rank;
/// assert_eq!("4".parse(), Ok(Rank::Fourth));
/// assert!("9".parse::<Rank>().is_err());
/// ```
impl FromStr for Rank {
    type Err = ParseRankError;

    #[inline]
    fn from_str(text: &str) -> Result<Rank, ParseRankError> {
        match text.as_bytes() {
            &[digit] => Rank::from_index(digit.wrapping_sub(b'1')).ok_or(ParseRankError(())),
            _ => Err(ParseRankError(())),
        }
    }
}

impl fmt::Display for File {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_char())
    }
}

impl fmt::Display for Rank {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_char())
    }
}

/// A square of the board: a1 = 0, b1 = 1, …, h1 = 7, a2 = 8, …, h8 = 63.
///
/// Its index, below 64, is all it holds: a square is made from an index and indexes a 64-entry
/// table without a branch, a bounds check or a look-up. Each square has its constant
/// (`Square::E4`), usable in patterns.
///
/// ```
/// use chess_core::{File, Rank, Square};
/// let e4: Square = "e4".parse().unwrap();
/// assert_eq!(e4, Square::E4);
/// assert_eq!(e4.index(), 28);
/// assert_eq!(u8::from(e4), 28);
/// assert_eq!((e4.file(), e4.rank()), (File::E, Rank::Fourth));
/// assert_eq!(e4.to_string(), "e4");
/// assert!(matches!(e4, Square::E4 | Square::D4));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

/// One constant a square, `Square::A1` to `Square::H8`.
macro_rules! square_constants {
    ($($name:ident = $index:literal),* $(,)?) => {
        #[allow(missing_docs)]
        impl Square {
            $(pub const $name: Square = Square($index);)*
        }
    };
}

square_constants!(
    A1 = 0,
    B1 = 1,
    C1 = 2,
    D1 = 3,
    E1 = 4,
    F1 = 5,
    G1 = 6,
    H1 = 7,
    A2 = 8,
    B2 = 9,
    C2 = 10,
    D2 = 11,
    E2 = 12,
    F2 = 13,
    G2 = 14,
    H2 = 15,
    A3 = 16,
    B3 = 17,
    C3 = 18,
    D3 = 19,
    E3 = 20,
    F3 = 21,
    G3 = 22,
    H3 = 23,
    A4 = 24,
    B4 = 25,
    C4 = 26,
    D4 = 27,
    E4 = 28,
    F4 = 29,
    G4 = 30,
    H4 = 31,
    A5 = 32,
    B5 = 33,
    C5 = 34,
    D5 = 35,
    E5 = 36,
    F5 = 37,
    G5 = 38,
    H5 = 39,
    A6 = 40,
    B6 = 41,
    C6 = 42,
    D6 = 43,
    E6 = 44,
    F6 = 45,
    G6 = 46,
    H6 = 47,
    A7 = 48,
    B7 = 49,
    C7 = 50,
    D7 = 51,
    E7 = 52,
    F7 = 53,
    G7 = 54,
    H7 = 55,
    A8 = 56,
    B8 = 57,
    C8 = 58,
    D8 = 59,
    E8 = 60,
    F8 = 61,
    G8 = 62,
    H8 = 63,
);

impl Square {
    /// All 64 squares, in index order a1, b1, …, h8.
    pub const ALL: [Square; 64] = {
        let mut all = [Square(0); 64];
        let mut index = 0;
        while index < 64 {
            all[index] = Square(index as u8);
            index += 1;
        }
        all
    };

    /// The square of index `index % 64`: every conversion from an index in the hot paths goes
    /// through here.
    #[inline(always)]
    pub(crate) const fn wrapping_from_index(index: u32) -> Square {
        Square((index % 64) as u8)
    }

    /// The square with index 0 (a1) to 63 (h8).
    #[must_use]
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square on `file` and `rank`.
    #[must_use]
    pub const fn new(file: File, rank: Rank) -> Square {
        Square::wrapping_from_index(rank as u32 * 8 + file as u32)
    }

    /// The index, 0 (a1) to 63 (h8).
    #[must_use]
    pub const fn index(self) -> usize {
        // The mask changes nothing (a square's index is below 64) but tells the compiler so:
        // a 64-entry table indexed by a square needs no bounds check.
        self.0 as usize & 63
    }

    /// The file of the square.
    #[must_use]
    // `always`: inlined even into code built for size (the wasm module's, opt-level "z", where
    // LLVM inlines next to nothing), where the call costs more than the body.
    #[inline(always)]
    pub const fn file(self) -> File {
        File::wrapping_from_index(self.0)
    }

    /// The rank of the square.
    #[must_use]
    #[inline(always)]
    pub const fn rank(self) -> Rank {
        Rank::wrapping_from_index(self.0 / 8)
    }

    /// The square on the same file, on the rank mirrored top to bottom: a1 ↔ a8, e2 ↔ e7. What
    /// white's square looks like from black's side of the board.
    ///
    /// ```
    /// use chess_core::Square;
    /// assert_eq!(Square::A1.flip_vertical(), Square::A8);
    /// assert_eq!(Square::E2.flip_vertical(), Square::E7);
    /// assert_eq!(Square::E2.flip_vertical().flip_vertical(), Square::E2);
    /// ```
    #[must_use]
    pub const fn flip_vertical(self) -> Square {
        Square(self.0 ^ 56)
    }

    /// The square as `color` sees it from its own side of the board: the square itself for
    /// white, [flipped](Square::flip_vertical) for black. So one piece-square table written from
    /// white's side serves both colours.
    ///
    /// ```
    /// use chess_core::{Color, Square};
    /// // A knight's table from white's side (a1 first): the centre is worth most.
    /// let mut knight = [0i32; 64];
    /// knight[Square::D4.index()] = 20;
    /// knight[Square::G1.index()] = -10;
    /// let value = |color, square: Square| knight[square.relative_to(color).index()];
    /// assert_eq!(value(Color::White, Square::D4), 20);
    /// assert_eq!(value(Color::Black, Square::D5), 20); // d5 is black's d4
    /// assert_eq!(value(Color::Black, Square::G8), -10);
    /// assert_eq!(Square::E2.relative_to(Color::White), Square::E2);
    /// ```
    #[must_use]
    pub const fn relative_to(self, color: Color) -> Square {
        // An exclusive or with 0 or 56 (all ones masked to 56 for black): no branch, no
        // multiply. (`56 * color` left a loop over both colours rolled, as the example engine's
        // evaluation once was, 1.1 % slower.)
        Square(self.0 ^ ((color as u8).wrapping_neg() & 56))
    }

    /// The square `file_step` files and `rank_step` ranks away, if that is on the board.
    #[must_use]
    pub const fn offset(self, file_step: i8, rank_step: i8) -> Option<Square> {
        let file = self.file() as i8 + file_step;
        let rank = self.rank() as i8 + rank_step;
        if file < 0 || file > 7 || rank < 0 || rank > 7 {
            return None;
        }
        Some(Square::wrapping_from_index((rank * 8 + file) as u32))
    }
}

/// The square's constant name, `E4`.
impl fmt::Debug for Square {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let upper = self.file().to_char().to_ascii_uppercase();
        write!(f, "{upper}{}", self.rank())
    }
}

/// The index, 0 (a1) to 63 (h8).
impl From<Square> for u8 {
    fn from(square: Square) -> u8 {
        square.0
    }
}

/// The index, 0 (a1) to 63 (h8): [`Square::index`].
impl From<Square> for usize {
    fn from(square: Square) -> usize {
        square.index()
    }
}

impl fmt::Display for Square {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file(), self.rank())
    }
}

/// Why text is not a square name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseSquareError {
    /// Not two characters long.
    Length,
    /// The first character is not a file letter `a`–`h`.
    File,
    /// The second character is not a rank digit `1`–`8`.
    Rank,
}

impl fmt::Display for ParseSquareError {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ParseSquareError::Length => "a square is a file letter and a rank digit, like e4",
            ParseSquareError::File => "the file of a square is a letter from a to h",
            ParseSquareError::Rank => "the rank of a square is a digit from 1 to 8",
        })
    }
}

impl core::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    #[inline]
    fn from_str(text: &str) -> Result<Square, ParseSquareError> {
        let &[file, rank] = text.as_bytes() else {
            return Err(ParseSquareError::Length);
        };
        let file = File::from_index(file.wrapping_sub(b'a')).ok_or(ParseSquareError::File)?;
        let rank = Rank::from_index(rank.wrapping_sub(b'1')).ok_or(ParseSquareError::Rank)?;
        Ok(Square::new(file, rank))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    extern crate std;
    use std::string::ToString;

    #[test]
    fn names_round_trip_for_every_square() {
        for square in Square::ALL {
            assert_eq!(square.to_string().parse::<Square>(), Ok(square));
            assert_eq!(Square::from_index(u8::from(square)), Some(square));
            assert_eq!(Square::new(square.file(), square.rank()), square);
        }
        assert_eq!(Square::from_index(64), None);
        assert_eq!(Square::H8.index(), 63);
        for index in 0..256 {
            assert_eq!(
                Square::wrapping_from_index(index),
                Square::ALL[index as usize % 64]
            );
        }
        for index in 0..=255u8 {
            assert_eq!(
                File::wrapping_from_index(index),
                File::ALL[index as usize % 8]
            );
            assert_eq!(
                Rank::wrapping_from_index(index),
                Rank::ALL[index as usize % 8]
            );
        }
        for square in Square::ALL {
            let (file, rank) = (square.index() % 8, square.index() / 8);
            assert_eq!((square.file().index(), square.rank().index()), (file, rank));
            assert_eq!(square.flip_vertical().index(), (7 - rank) * 8 + file);
            assert_eq!(square.relative_to(Color::White), square);
            assert_eq!(square.relative_to(Color::Black), square.flip_vertical());
            assert_eq!(square.offset(0, 0), Some(square));
        }
        for file in File::ALL {
            assert_eq!(file.to_string().parse::<File>(), Ok(file));
        }
        for rank in Rank::ALL {
            assert_eq!(rank.to_string().parse::<Rank>(), Ok(rank));
        }
    }

    #[test]
    fn bad_files_and_ranks_are_refused() {
        for text in ["", "i", "A", "ab", "1", "é"] {
            assert!(text.parse::<File>().is_err(), "{text}");
        }
        for text in ["", "0", "9", "12", "a", "é"] {
            assert!(text.parse::<Rank>().is_err(), "{text}");
        }
        assert_eq!(
            "x".parse::<File>().unwrap_err().to_string(),
            "a file is one letter from a to h"
        );
        assert_eq!(
            "x".parse::<Rank>().unwrap_err().to_string(),
            "a rank is one digit from 1 to 8"
        );
    }

    #[test]
    fn bad_names_say_what_is_wrong() {
        assert_eq!("e".parse::<Square>(), Err(ParseSquareError::Length));
        assert_eq!("e44".parse::<Square>(), Err(ParseSquareError::Length));
        assert_eq!("i4".parse::<Square>(), Err(ParseSquareError::File));
        assert_eq!("E4".parse::<Square>(), Err(ParseSquareError::File));
        assert_eq!("e9".parse::<Square>(), Err(ParseSquareError::Rank));
        assert_eq!("e0".parse::<Square>(), Err(ParseSquareError::Rank));
        assert_eq!("é".parse::<Square>(), Err(ParseSquareError::File));
    }

    #[test]
    fn indices_count_from_zero_and_flips_mirror_the_rank() {
        for (index, file) in File::ALL.into_iter().enumerate() {
            assert_eq!(file.index(), index);
        }
        for (index, rank) in Rank::ALL.into_iter().enumerate() {
            assert_eq!(rank.index(), index);
        }
        for square in Square::ALL {
            let flipped = square.flip_vertical();
            assert_eq!(flipped.file(), square.file());
            assert_eq!(flipped.rank().index(), 7 - square.rank().index());
            assert_eq!(flipped.flip_vertical(), square);
            assert_eq!(square.relative_to(Color::White), square);
            assert_eq!(square.relative_to(Color::Black), flipped);
        }
    }

    #[test]
    fn offsets_stay_on_the_board() {
        assert_eq!(Square::E4.offset(1, 2), Some(Square::F6));
        assert_eq!(Square::H4.offset(1, 0), None);
        assert_eq!(Square::A1.offset(0, -1), None);
    }
}
