//! Castling rights: which of the four castlings the rules still allow, as a 4-bit set.

use core::fmt;
use core::str::FromStr;

use crate::{Color, Square};

/// The side of the board a king castles toward.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    /// Toward the h-file: the king goes to g1 or g8.
    KingSide,
    /// Toward the a-file: the king goes to c1 or c8.
    QueenSide,
}

impl CastlingSide {
    /// Both sides, king side first (the order of FEN's `KQkq`).
    pub const ALL: [CastlingSide; 2] = [CastlingSide::KingSide, CastlingSide::QueenSide];

    /// Where the rook of `color` stands before castling to this side.
    #[must_use]
    pub const fn rook_from(self, color: Color) -> Square {
        match (color, self) {
            (Color::White, CastlingSide::KingSide) => Square::H1,
            (Color::White, CastlingSide::QueenSide) => Square::A1,
            (Color::Black, CastlingSide::KingSide) => Square::H8,
            (Color::Black, CastlingSide::QueenSide) => Square::A8,
        }
    }

    /// Where that rook stands after castling.
    #[must_use]
    pub const fn rook_to(self, color: Color) -> Square {
        match (color, self) {
            (Color::White, CastlingSide::KingSide) => Square::F1,
            (Color::White, CastlingSide::QueenSide) => Square::D1,
            (Color::Black, CastlingSide::KingSide) => Square::F8,
            (Color::Black, CastlingSide::QueenSide) => Square::D8,
        }
    }

    /// Where the king of `color` goes when castling to this side (e1 → g1 or c1).
    #[must_use]
    pub const fn king_to(self, color: Color) -> Square {
        match (color, self) {
            (Color::White, CastlingSide::KingSide) => Square::G1,
            (Color::White, CastlingSide::QueenSide) => Square::C1,
            (Color::Black, CastlingSide::KingSide) => Square::G8,
            (Color::Black, CastlingSide::QueenSide) => Square::C8,
        }
    }

    /// The home square of the king of `color`.
    #[must_use]
    pub const fn king_from(color: Color) -> Square {
        match color {
            Color::White => Square::E1,
            Color::Black => Square::E8,
        }
    }
}

/// The castlings still allowed: bit 0 white king side, bit 1 white queen side, bit 2 black king
/// side, bit 3 black queen side (the index of the generated `ZOBRIST_CASTLING`).
///
/// ```
/// use chess_core::{CastlingRights, CastlingSide, Color};
/// let rights = CastlingRights::ALL.without(Color::White, CastlingSide::QueenSide);
/// assert!(rights.has(Color::White, CastlingSide::KingSide));
/// assert_eq!(rights.to_string(), "Kkq");
/// assert_eq!(CastlingRights::NONE.to_string(), "-");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CastlingRights(u8);

impl CastlingRights {
    /// No castling allowed.
    pub const NONE: CastlingRights = CastlingRights(0);
    /// All four castlings allowed.
    pub const ALL: CastlingRights = CastlingRights(0b1111);

    const fn bit(color: Color, side: CastlingSide) -> u8 {
        1 << (2 * color as u8 + side as u8)
    }

    /// Whether `color` may still castle to `side`.
    #[must_use]
    pub const fn has(self, color: Color, side: CastlingSide) -> bool {
        self.0 & Self::bit(color, side) != 0
    }

    /// These rights plus one.
    #[must_use]
    pub const fn with(self, color: Color, side: CastlingSide) -> CastlingRights {
        CastlingRights(self.0 | Self::bit(color, side))
    }

    /// These rights less one.
    #[must_use]
    pub const fn without(self, color: Color, side: CastlingSide) -> CastlingRights {
        CastlingRights(self.0 & !Self::bit(color, side))
    }

    /// The rights as a 4-bit set (see the type's doc for the bit order).
    #[must_use]
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// The rights left once a move has touched `square` (moved from it or captured on it): moving
    /// a king loses both of its rights, and a rook leaving or captured on its corner loses one.
    #[inline]
    pub(crate) fn touched(self, square: Square) -> CastlingRights {
        CastlingRights(self.0 & KEPT_WHEN_TOUCHED[square.index()])
    }
}

/// `[square]` → the rights that survive a move from or to that square.
const KEPT_WHEN_TOUCHED: [u8; 64] = {
    let mut kept = [0b1111; 64];
    let mut color = 0;
    while color < 2 {
        let c = Color::ALL[color];
        kept[CastlingSide::king_from(c).index()] &=
            !(CastlingRights::bit(c, CastlingSide::KingSide)
                | CastlingRights::bit(c, CastlingSide::QueenSide));
        let mut side = 0;
        while side < 2 {
            let s = CastlingSide::ALL[side];
            kept[s.rook_from(c).index()] &= !CastlingRights::bit(c, s);
            side += 1;
        }
        color += 1;
    }
    kept
};

/// `king side` or `queen side`.
impl fmt::Display for CastlingSide {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CastlingSide::KingSide => "king side",
            CastlingSide::QueenSide => "queen side",
        })
    }
}

name_error!(
    /// Why text is not a castling field: it must be `-` or some of `KQkq`, each once, in that
    /// order.
    ParseCastlingError,
    "castling rights are - or some of KQkq, in that order"
);

/// FEN's castling field, as [`Display`](fmt::Display) writes it: `-`, or some of `KQkq` in that
/// order. (Whether the kings and rooks stand where the rights need them is the position's
/// business: FEN parsing checks it.)
///
/// ```
/// use chess_core::{CastlingRights, CastlingSide, Color};
/// let rights: CastlingRights = "Kq".parse().unwrap();
/// assert!(rights.has(Color::White, CastlingSide::KingSide));
/// assert!(!rights.has(Color::White, CastlingSide::QueenSide));
/// assert_eq!("-".parse(), Ok(CastlingRights::NONE));
/// assert!("qK".parse::<CastlingRights>().is_err());
/// ```
impl FromStr for CastlingRights {
    type Err = ParseCastlingError;

    fn from_str(text: &str) -> Result<CastlingRights, ParseCastlingError> {
        if text == "-" {
            return Ok(CastlingRights::NONE);
        }
        let mut rights = CastlingRights::NONE;
        let mut letters = LETTERS.iter();
        for c in text.chars() {
            // Each letter must come later in KQkq than the one before: no repeats, no reordering.
            let &(_, color, side) = letters
                .by_ref()
                .find(|(letter, _, _)| *letter == c)
                .ok_or(ParseCastlingError(()))?;
            rights = rights.with(color, side);
        }
        if rights == CastlingRights::NONE {
            return Err(ParseCastlingError(())); // The empty text.
        }
        Ok(rights)
    }
}

/// FEN's castling field: `KQkq` in that order, `-` for none.
impl fmt::Display for CastlingRights {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 == 0 {
            return f.write_str("-");
        }
        for (letter, color, side) in LETTERS {
            if self.has(color, side) {
                write!(f, "{letter}")?;
            }
        }
        Ok(())
    }
}

/// The FEN letter of each right, in FEN's order.
pub(crate) const LETTERS: [(char, Color, CastlingSide); 4] = [
    ('K', Color::White, CastlingSide::KingSide),
    ('Q', Color::White, CastlingSide::QueenSide),
    ('k', Color::Black, CastlingSide::KingSide),
    ('q', Color::Black, CastlingSide::QueenSide),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn touching_a_home_square_loses_exactly_its_rights() {
        let all = CastlingRights::ALL;
        assert_eq!(all.touched(Square::E1).bits(), 0b1100);
        assert_eq!(all.touched(Square::E8).bits(), 0b0011);
        assert_eq!(all.touched(Square::H1).bits(), 0b1110);
        assert_eq!(all.touched(Square::A1).bits(), 0b1101);
        assert_eq!(all.touched(Square::H8).bits(), 0b1011);
        assert_eq!(all.touched(Square::A8).bits(), 0b0111);
        let untouched = Square::ALL.iter().filter(|&&sq| all.touched(sq) == all);
        assert_eq!(untouched.count(), 58);
    }

    #[test]
    fn every_set_of_rights_reads_back_and_bad_fields_are_refused() {
        extern crate std;
        use std::string::ToString;
        for bits in 0..16 {
            let rights = CastlingRights(bits);
            assert_eq!(rights.to_string().parse(), Ok(rights));
        }
        for text in ["", "KK", "kK", "QK", "K-", "x", "KQkqK", "-K"] {
            assert_eq!(
                text.parse::<CastlingRights>(),
                Err(ParseCastlingError(())),
                "{text}"
            );
        }
    }
}
