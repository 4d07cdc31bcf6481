//! Colours and piece kinds.

use core::fmt;
use core::ops::Not;
use core::str::FromStr;

/// The side a piece belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Color {
    White,
    Black,
}

impl Color {
    /// Both colours, white first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The index, 0 for white and 1 for black: to index a table by colour.
    ///
    /// ```
    /// use chess_core::Color;
    /// let mut material = [0; 2];
    /// material[Color::Black.index()] += 900;
    /// assert_eq!(material, [0, 900]);
    /// ```
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl Not for Color {
    type Output = Color;

    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

impl fmt::Display for Color {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "white",
            Color::Black => "black",
        })
    }
}

name_error!(
    /// Why text is not a colour: it must be `white` or `black`, or FEN's `w` or `b`.
    ParseColorError,
    "a colour is white or black (w or b)"
);

/// `white` or `black`, as [`Display`](fmt::Display) writes them, or FEN's `w` and `b`.
///
/// ```
/// use chess_core::Color;
/// assert_eq!("black".parse(), Ok(Color::Black));
/// assert_eq!("w".parse(), Ok(Color::White));
/// assert!("red".parse::<Color>().is_err());
/// ```
impl FromStr for Color {
    type Err = ParseColorError;

    #[inline]
    fn from_str(text: &str) -> Result<Color, ParseColorError> {
        match text {
            "white" | "w" => Ok(Color::White),
            "black" | "b" => Ok(Color::Black),
            _ => Err(ParseColorError(())),
        }
    }
}

/// A kind of piece, without its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Piece {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

impl Piece {
    /// All kinds, pawn to king.
    pub const ALL: [Piece; 6] = [
        Piece::Pawn,
        Piece::Knight,
        Piece::Bishop,
        Piece::Rook,
        Piece::Queen,
        Piece::King,
    ];

    /// The index, in the order of [`ALL`](Piece::ALL): 0 pawn, 1 knight, 2 bishop, 3 rook, 4
    /// queen, 5 king. To index a table by piece.
    ///
    /// ```
    /// use chess_core::{Piece, Square};
    /// let values = [100, 300, 300, 500, 900, 0];
    /// assert_eq!(values[Piece::Rook.index()], 500);
    /// // A piece-square table per piece: [[i32; 64]; 6], read as table[piece][square].
    /// let mut tables = [[0i32; 64]; 6];
    /// tables[Piece::Knight.index()][Square::F3.index()] = 15;
    /// assert_eq!(tables[1][21], 15);
    /// ```
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The piece's letter in FEN: `pnbrqk`, upper case for white.
    ///
    /// ```
    /// use chess_core::{Color, Piece};
    /// assert_eq!(Piece::Knight.fen_letter(Color::White), 'N');
    /// assert_eq!(Piece::Queen.fen_letter(Color::Black), 'q');
    /// ```
    #[must_use]
    pub const fn fen_letter(self, color: Color) -> char {
        let letter = match self {
            Piece::Pawn => 'p',
            Piece::Knight => 'n',
            Piece::Bishop => 'b',
            Piece::Rook => 'r',
            Piece::Queen => 'q',
            Piece::King => 'k',
        };
        match color {
            Color::White => letter.to_ascii_uppercase(),
            Color::Black => letter,
        }
    }

    /// The piece's name in lower case: `pawn`, `knight`, …, `king`.
    const fn name(self) -> &'static str {
        match self {
            Piece::Pawn => "pawn",
            Piece::Knight => "knight",
            Piece::Bishop => "bishop",
            Piece::Rook => "rook",
            Piece::Queen => "queen",
            Piece::King => "king",
        }
    }

    /// True for the pieces that slide along lines: bishop, rook and queen.
    #[must_use]
    pub const fn is_slider(self) -> bool {
        matches!(self, Piece::Bishop | Piece::Rook | Piece::Queen)
    }
}

impl fmt::Display for Piece {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

name_error!(
    /// Why text is not a piece: it must be a piece's name (`knight`) or its FEN letter (`n`
    /// or `N`).
    ParsePieceError,
    "a piece is pawn, knight, bishop, rook, queen or king, or its letter p, n, b, r, q or k"
);

/// A piece's name, as [`Display`](fmt::Display) writes it, or its FEN letter in either case
/// (the case, which says the colour in FEN, does not matter here).
///
/// ```
/// use chess_core::Piece;
/// assert_eq!("knight".parse(), Ok(Piece::Knight));
/// assert_eq!("Q".parse(), Ok(Piece::Queen));
/// assert!("x".parse::<Piece>().is_err());
/// ```
impl FromStr for Piece {
    type Err = ParsePieceError;

    #[inline]
    fn from_str(text: &str) -> Result<Piece, ParsePieceError> {
        Piece::ALL
            .into_iter()
            .find(|piece| {
                let mut buffer = [0; 4];
                let letter = piece.fen_letter(Color::Black).encode_utf8(&mut buffer);
                text == piece.name() || text.eq_ignore_ascii_case(letter)
            })
            .ok_or(ParsePieceError(()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    #[test]
    fn indices_follow_the_order_of_all() {
        for (index, color) in Color::ALL.into_iter().enumerate() {
            assert_eq!(color.index(), index);
        }
        for (index, piece) in Piece::ALL.into_iter().enumerate() {
            assert_eq!(piece.index(), index);
        }
    }

    #[test]
    fn names_and_letters_parse_back() {
        for color in Color::ALL {
            assert_eq!(color.to_string().parse(), Ok(color));
        }
        for piece in Piece::ALL {
            assert_eq!(piece.to_string().parse(), Ok(piece));
            for color in Color::ALL {
                assert_eq!(piece.fen_letter(color).to_string().parse(), Ok(piece));
            }
        }
        for text in ["", "x", "Knight", "pawns", "kk", "é"] {
            assert!(text.parse::<Piece>().is_err(), "{text}");
        }
        for text in ["", "W", "White", "wb", "red", "é"] {
            assert!(text.parse::<Color>().is_err(), "{text}");
        }
        assert!(
            "x".parse::<Piece>()
                .unwrap_err()
                .to_string()
                .contains("knight")
        );
        assert!(
            "x".parse::<Color>()
                .unwrap_err()
                .to_string()
                .contains("white or black")
        );
    }
}
