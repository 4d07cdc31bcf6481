//! The seven kinds of attacker, as tools name them: the one list that the command line, the
//! WebAssembly package, its page, the fuzz targets and the tests all read.

use core::fmt;
use core::str::FromStr;

use crate::{Bitboard, Color, Occupancy, Piece, Square};

/// A piece as far as its attacks go: a pawn's attacks depend on its colour, no other piece's do.
///
/// Named and ordered as the `chess-tables attacks` command reads them: `rook`, `bishop`,
/// `queen`, `knight`, `king`, `wpawn`, `bpawn`.
///
/// ```
/// use chess_core::attacks::Attacker;
/// use chess_core::{Bitboard, Occupancy, Square};
/// let pawn: Attacker = "wpawn".parse().unwrap();
/// let seen = pawn.attacks(Square::E4, &Occupancy::EMPTY);
/// assert_eq!(seen, Bitboard::from_square(Square::D5).with(Square::F5));
/// assert_eq!(Attacker::ALL.map(Attacker::name)[..3], ["rook", "bishop", "queen"]);
/// assert!("pawn".parse::<Attacker>().is_err()); // which colour?
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Attacker {
    /// A rook.
    Rook,
    /// A bishop.
    Bishop,
    /// A queen.
    Queen,
    /// A knight.
    Knight,
    /// A king.
    King,
    /// A white pawn, which attacks toward rank 8.
    WhitePawn,
    /// A black pawn, which attacks toward rank 1.
    BlackPawn,
}

impl Attacker {
    /// All seven, in the order above: sliders first, then the leapers, then the pawns.
    pub const ALL: [Attacker; 7] = [
        Attacker::Rook,
        Attacker::Bishop,
        Attacker::Queen,
        Attacker::Knight,
        Attacker::King,
        Attacker::WhitePawn,
        Attacker::BlackPawn,
    ];

    /// The attacker of a piece of `color`: the colour matters for pawns alone.
    #[must_use]
    pub const fn new(color: Color, piece: Piece) -> Attacker {
        match (piece, color) {
            (Piece::Rook, _) => Attacker::Rook,
            (Piece::Bishop, _) => Attacker::Bishop,
            (Piece::Queen, _) => Attacker::Queen,
            (Piece::Knight, _) => Attacker::Knight,
            (Piece::King, _) => Attacker::King,
            (Piece::Pawn, Color::White) => Attacker::WhitePawn,
            (Piece::Pawn, Color::Black) => Attacker::BlackPawn,
        }
    }

    /// Its short name, one word: `rook`, `bishop`, `queen`, `knight`, `king`, `wpawn`, `bpawn`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Attacker::Rook => "rook",
            Attacker::Bishop => "bishop",
            Attacker::Queen => "queen",
            Attacker::Knight => "knight",
            Attacker::King => "king",
            Attacker::WhitePawn => "wpawn",
            Attacker::BlackPawn => "bpawn",
        }
    }

    /// Its name for people: as [`name`](Attacker::name), but `white pawn` and `black pawn`.
    #[must_use]
    pub const fn label(self) -> &'static str {
        match self {
            Attacker::WhitePawn => "white pawn",
            Attacker::BlackPawn => "black pawn",
            other => other.name(),
        }
    }

    /// The kind of piece.
    #[must_use]
    pub const fn piece(self) -> Piece {
        match self {
            Attacker::Rook => Piece::Rook,
            Attacker::Bishop => Piece::Bishop,
            Attacker::Queen => Piece::Queen,
            Attacker::Knight => Piece::Knight,
            Attacker::King => Piece::King,
            Attacker::WhitePawn | Attacker::BlackPawn => Piece::Pawn,
        }
    }

    /// The colour that decides its attacks: black for the black pawn, white for all the others.
    #[must_use]
    pub const fn color(self) -> Color {
        match self {
            Attacker::BlackPawn => Color::Black,
            _ => Color::White,
        }
    }

    /// The squares it attacks from `square` when the occupied squares are `occupancy`: for
    /// sliders, up to and including the first occupied square each way.
    #[must_use]
    #[inline]
    pub fn attacks(self, square: Square, occupancy: &Occupancy) -> Bitboard {
        super::piece_attacks(self.color(), self.piece(), square, occupancy)
    }
}

/// Its [`name`](Attacker::name).
impl fmt::Display for Attacker {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

name_error!(
    /// Why text is not an attacker: it must be one of the seven names.
    ParseAttackerError,
    "a piece is rook, bishop, queen, knight, king, wpawn or bpawn"
);

/// One of the [`name`](Attacker::name)s.
impl FromStr for Attacker {
    type Err = ParseAttackerError;

    #[inline]
    fn from_str(text: &str) -> Result<Attacker, ParseAttackerError> {
        Attacker::ALL
            .into_iter()
            .find(|attacker| attacker.name() == text)
            .ok_or(ParseAttackerError(()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    #[test]
    fn names_parse_back_and_pieces_map_both_ways() {
        for attacker in Attacker::ALL {
            assert_eq!(attacker.to_string().parse(), Ok(attacker));
            assert_eq!(Attacker::new(attacker.color(), attacker.piece()), attacker);
        }
        for color in Color::ALL {
            for piece in Piece::ALL {
                let attacker = Attacker::new(color, piece);
                assert_eq!(attacker.piece(), piece);
                let occupancy = Occupancy::from(Bitboard(0x0000_1000_0020_1000));
                assert_eq!(
                    attacker.attacks(Square::D4, &occupancy),
                    super::super::piece_attacks(color, piece, Square::D4, &occupancy)
                );
            }
        }
        for text in ["", "pawn", "Rook", "white pawn", "rooks"] {
            assert!(text.parse::<Attacker>().is_err(), "{text}");
        }
        let message = "x".parse::<Attacker>().unwrap_err().to_string();
        assert!(message.contains("wpawn or bpawn"), "{message}");
    }
}
