//! Castling rights: which of the four castlings the rules still allow, and with which rook: in
//! Chess960 the king and its rooks start on any files of the back rank.

mod moves;

use core::fmt;
use core::str::FromStr;

use crate::{Bitboard, Color, File, Rank, Square};

/// The side of the board a king castles toward. In Chess960 too the king ends on the g-file
/// (king side) or the c-file (queen side), its rook beside it on the f- or d-file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    /// Toward the h-file: the king goes to g1 or g8, the rook to f1 or f8.
    KingSide,
    /// Toward the a-file: the king goes to c1 or c8, the rook to d1 or d8.
    QueenSide,
}

impl CastlingSide {
    /// Both sides, king side first (the order of FEN's `KQkq`).
    pub const ALL: [CastlingSide; 2] = [CastlingSide::KingSide, CastlingSide::QueenSide];

    /// Where the castling rook of `color` stands after castling to this side (f1, d1, f8, d8).
    #[must_use]
    pub const fn rook_to(self, color: Color) -> Square {
        let file = match self {
            CastlingSide::KingSide => File::F,
            CastlingSide::QueenSide => File::D,
        };
        Square::new(file, home_rank(color))
    }

    /// Where the king of `color` goes when castling to this side (g1, c1, g8, c8).
    #[must_use]
    pub const fn king_to(self, color: Color) -> Square {
        let file = match self {
            CastlingSide::KingSide => File::G,
            CastlingSide::QueenSide => File::C,
        };
        Square::new(file, home_rank(color))
    }

    /// Standard chess, king on the e-file and rook in its corner: the squares that must be empty
    /// (those between them) and the squares the king passes or lands on, each a constant.
    #[inline]
    pub(crate) const fn standard_squares(self, color: Color) -> (Bitboard, Bitboard) {
        // On the first rank: b1 c1 d1 empty, king over d1 onto c1; f1 g1 empty, king onto both.
        let (empty, path) = match self {
            CastlingSide::KingSide => (0b0110_0000, 0b0110_0000),
            CastlingSide::QueenSide => (0b0000_1110, 0b0000_1100),
        };
        let shift = 8 * home_rank(color) as u32;
        (Bitboard(empty << shift), Bitboard(path << shift))
    }

    /// The side a rook on `rook` stands on, seen from a king on `king` (same rank, other file).
    pub(crate) const fn of_rook(king: File, rook: File) -> CastlingSide {
        if rook as u8 > king as u8 {
            CastlingSide::KingSide
        } else {
            CastlingSide::QueenSide
        }
    }
}

/// The back rank of `color`, where its king and rooks start.
pub(crate) const fn home_rank(color: Color) -> Rank {
    match color {
        Color::White => Rank::First,
        Color::Black => Rank::Eighth,
    }
}

/// The castlings still allowed, each with the file of its rook, and the file of the king of each
/// colour that may still castle.
///
/// In standard chess the rooks are on the h- and a-files and the kings on the e-file; in Chess960
/// (Fischer random chess) they stand on any files of the back rank, the king between its two
/// rooks. Rights only ever go (a king or rook moves, a rook is captured), so the files are those
/// of the start position. Rights made with [`with`](CastlingRights::with) or read by
/// [`FromStr`] are standard ones; FEN reads Chess960 rights too.
///
/// ```
/// use chess_core::{CastlingRights, CastlingSide, Color, Square};
/// let rights = CastlingRights::ALL.without(Color::White, CastlingSide::QueenSide);
/// assert!(rights.has(Color::White, CastlingSide::KingSide));
/// assert_eq!(rights.rook(Color::White, CastlingSide::KingSide), Some(Square::H1));
/// assert_eq!(rights.to_string(), "Kkq");
/// assert_eq!(CastlingRights::NONE.to_string(), "-");
/// assert!(!rights.is_chess960());
/// ```
// Bits 0–3: the rights held, bit 2 × colour + side (the index of the generated
// `ZOBRIST_CASTLING`). Bits 4–15: three bits a right, its rook's file. Bits 16–21: three bits a
// colour, its king's file. Bit 22: the game was declared a Chess960 one (read or built as
// Chess960), which no move clears. The files of a right not held, and the king file of a colour
// with no right, are always the standard ones (h, a, e), so equal rights have equal bits; and
// since the flag lies above the files, `is_chess960` tests both with the one comparison it made
// before the flag existed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CastlingRights(u32);

/// No rights.
impl Default for CastlingRights {
    fn default() -> CastlingRights {
        CastlingRights::NONE
    }
}

/// `bits` with the three-bit file field at `shift` set back to its standard file.
const fn reset_field(bits: u32, shift: u32) -> u32 {
    bits & !(7 << shift) | STANDARD_FILES & 7 << shift
}

/// The flag of rights declared Chess960's, above every file field.
const CHESS960: u32 = 1 << 22;

/// The bits of every file field when all files are the standard ones.
const STANDARD_FILES: u32 = {
    let mut bits = 0;
    let mut color = 0;
    while color < 2 {
        let c = Color::ALL[color];
        bits |= (File::H as u32) << CastlingRights::rook_shift(c, CastlingSide::KingSide);
        bits |= (File::A as u32) << CastlingRights::rook_shift(c, CastlingSide::QueenSide);
        bits |= (File::E as u32) << CastlingRights::king_shift(c);
        color += 1;
    }
    bits
};

impl CastlingRights {
    /// No castling allowed.
    pub const NONE: CastlingRights = CastlingRights(STANDARD_FILES);
    /// All four castlings of standard chess allowed.
    pub const ALL: CastlingRights = CastlingRights(STANDARD_FILES | 0b1111);

    /// The index of a right: bit 0 white king side … bit 3 black queen side.
    const fn index(color: Color, side: CastlingSide) -> u32 {
        2 * color as u32 + side as u32
    }

    const fn bit(color: Color, side: CastlingSide) -> u32 {
        1 << Self::index(color, side)
    }

    const fn rook_shift(color: Color, side: CastlingSide) -> u32 {
        4 + 3 * Self::index(color, side)
    }

    const fn king_shift(color: Color) -> u32 {
        16 + 3 * color as u32
    }

    const fn field(self, shift: u32) -> File {
        File::wrapping_from_index((self.0 >> shift) as u8)
    }

    /// Whether `color` may still castle to `side`.
    #[must_use]
    pub const fn has(self, color: Color, side: CastlingSide) -> bool {
        self.0 & Self::bit(color, side) != 0
    }

    /// These rights plus one of standard chess: the king on the e-file, the rook on the h- or
    /// a-file.
    #[must_use]
    pub const fn with(self, color: Color, side: CastlingSide) -> CastlingRights {
        CastlingRights(self.0 | Self::bit(color, side))
    }

    /// These rights plus the one of `color` to `side` with the king on `king`'s file and the rook
    /// on `rook`'s, of the home rank of `color`. The caller (the position builder) checks that
    /// the pieces stand there, the rook on that side of the king, and that the colour's other
    /// right, if any, agrees on the king.
    pub(crate) const fn with_files(
        self,
        color: Color,
        side: CastlingSide,
        king: File,
        rook: File,
    ) -> CastlingRights {
        let rook_shift = Self::rook_shift(color, side);
        let king_shift = Self::king_shift(color);
        let cleared = self.0 & !(7 << rook_shift) & !(7 << king_shift);
        CastlingRights(
            cleared
                | Self::bit(color, side)
                | (rook as u32) << rook_shift
                | (king as u32) << king_shift,
        )
    }

    /// These rights less one.
    #[must_use]
    pub const fn without(self, color: Color, side: CastlingSide) -> CastlingRights {
        let rook_shift = Self::rook_shift(color, side);
        let mut bits = reset_field(self.0 & !Self::bit(color, side), rook_shift);
        if bits & (0b11 << (2 * color as u32)) == 0 {
            bits = reset_field(bits, Self::king_shift(color));
        }
        CastlingRights(bits)
    }

    /// The rights held as a 4-bit set: bit 0 white king side, bit 1 white queen side, bit 2
    /// black king side, bit 3 black queen side (the index of the generated `ZOBRIST_CASTLING`).
    #[must_use]
    pub const fn bits(self) -> u8 {
        (self.0 & 0b1111) as u8
    }

    /// Where the rook of `color` that castles to `side` stands, while that right is held.
    ///
    /// ```
    /// use chess_core::{CastlingSide, Color, Position, Square};
    /// let chess960: Position = "nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w GBgb - 0 1"
    ///     .parse()
    ///     .unwrap();
    /// let rights = chess960.castling_rights();
    /// assert_eq!(rights.rook(Color::White, CastlingSide::QueenSide), Some(Square::B1));
    /// assert_eq!(rights.rook(Color::Black, CastlingSide::KingSide), Some(Square::G8));
    /// assert!(rights.is_chess960());
    /// ```
    #[must_use]
    pub const fn rook(self, color: Color, side: CastlingSide) -> Option<Square> {
        if self.has(color, side) {
            Some(self.rook_square(color, side))
        } else {
            None
        }
    }

    /// [`rook`](CastlingRights::rook) for a right known to be held.
    #[inline]
    pub(crate) const fn rook_square(self, color: Color, side: CastlingSide) -> Square {
        Square::new(self.field(Self::rook_shift(color, side)), home_rank(color))
    }

    /// The file of the king of `color`, while it may castle to either side.
    #[must_use]
    pub const fn king_file(self, color: Color) -> Option<File> {
        if self.0 & (0b11 << (2 * color as u32)) != 0 {
            Some(self.field(Self::king_shift(color)))
        } else {
            None
        }
    }

    /// Whether castling follows Chess960's conventions: castling moves written king-takes-own-rook
    /// and FEN's castling field in Shredder-FEN. True for a position read or built as Chess960
    /// ([`Variant::Chess960`](crate::Variant::Chess960)), whatever its rights look like, even
    /// once none is left; otherwise (read as [`Variant::Auto`](crate::Variant::Auto), as `parse`
    /// does) true while some right held is not one of standard chess (a king off the e-file or a
    /// rook off the h- or a-file), so such a game becomes a standard position once its remaining
    /// rights look standard.
    ///
    /// ```
    /// use chess_core::{Position, Variant};
    /// let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    /// assert!(!fen.parse::<Position>()?.castling_rights().is_chess960());
    /// let chess960 = Position::from_fen(fen, Variant::Chess960)?;
    /// assert!(chess960.castling_rights().is_chess960());
    /// assert_eq!(chess960.castling_rights().to_string(), "HAha");
    /// # Ok::<(), chess_core::FenError>(())
    /// ```
    #[inline]
    #[must_use]
    pub const fn is_chess960(self) -> bool {
        // The declared flag (bit 22) and the files (bits 4–21) in one comparison.
        self.0 >> 4 != STANDARD_FILES >> 4
    }

    /// These rights declared Chess960's: [`is_chess960`](CastlingRights::is_chess960) from now
    /// on, through every move.
    pub(crate) const fn declared_chess960(self) -> CastlingRights {
        CastlingRights(self.0 | CHESS960)
    }

    /// Whether these rights were declared Chess960's (not just recognised from their files).
    pub(crate) const fn is_declared_chess960(self) -> bool {
        self.0 & CHESS960 != 0
    }

    /// The rights left once a move has touched `from` and `to` (moved from one and to or onto
    /// the other): moving a king loses both of its rights, and a castling rook leaving or
    /// captured loses one.
    #[inline]
    pub(crate) fn touched(self, from: Square, to: Square) -> CastlingRights {
        if self.is_chess960() {
            return self.touched_chess960(from).touched_chess960(to);
        }
        let kept = KEPT_WHEN_TOUCHED[from.index()] & KEPT_WHEN_TOUCHED[to.index()];
        CastlingRights(self.0 & (u32::from(kept) | !0b1111))
    }

    /// What touching `square` leaves, with the king and rooks on any files.
    #[inline]
    fn touched_chess960(mut self, square: Square) -> CastlingRights {
        for color in Color::ALL {
            if square.rank() != home_rank(color) {
                continue;
            }
            for side in CastlingSide::ALL {
                let on_king = self.king_file(color) == Some(square.file());
                if self.rook(color, side) == Some(square) || on_king {
                    self = self.without(color, side);
                }
            }
        }
        self
    }
}

/// `[square]` → the rights that survive a move from or to that square, in standard chess.
const KEPT_WHEN_TOUCHED: [u8; 64] = {
    let mut kept = [0b1111; 64];
    let mut color = 0;
    while color < 2 {
        let c = Color::ALL[color];
        let rights = CastlingRights::ALL;
        let king = Square::new(File::E, home_rank(c));
        kept[king.index()] &= !((CastlingRights::bit(c, CastlingSide::KingSide)
            | CastlingRights::bit(c, CastlingSide::QueenSide))
            as u8);
        let mut side = 0;
        while side < 2 {
            let s = CastlingSide::ALL[side];
            kept[rights.rook_square(c, s).index()] &= !(CastlingRights::bit(c, s) as u8);
            side += 1;
        }
        color += 1;
    }
    kept
};

/// `king side` or `queen side`.
impl fmt::Display for CastlingSide {
    #[inline]
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

/// FEN's castling field of standard chess: `-`, or some of `KQkq` in that order. Chess960 rights
/// (Shredder-FEN's rook files, X-FEN) need the board to be read, so only a whole FEN reads them.
/// (Whether the kings and rooks stand where the rights need them is the position's business too.)
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

    #[inline]
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

/// FEN's castling field: `-` for none; `KQkq` (those held, in that order) for standard chess;
/// in Chess960 ([`is_chess960`](CastlingRights::is_chess960)) Shredder-FEN, each right as its
/// rook's file, upper case for white, in the same order (`HBhb`).
impl fmt::Display for CastlingRights {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.bits() == 0 {
            return f.write_str("-");
        }
        for (letter, color, side) in LETTERS {
            let Some(rook) = self.rook(color, side) else {
                continue;
            };
            let letter = if self.is_chess960() {
                let file = rook.file().to_char();
                match color {
                    Color::White => file.to_ascii_uppercase(),
                    Color::Black => file,
                }
            } else {
                letter
            };
            write!(f, "{letter}")?;
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
    fn standard_squares_are_those_between_king_rook_and_the_king_s_target() {
        use crate::reference::walk::rook_attacks;
        // The squares strictly between two squares of a rank: those each sees past nothing else.
        let between = |a: Square, b: Square| {
            rook_attacks(a, Bitboard::from_square(b)) & rook_attacks(b, Bitboard::from_square(a))
        };
        for color in [Color::White, Color::Black] {
            let king = Square::new(File::E, home_rank(color));
            for side in CastlingSide::ALL {
                let rook = CastlingRights::ALL.rook_square(color, side);
                let king_to = side.king_to(color);
                let (empty, path) = side.standard_squares(color);
                assert_eq!(empty, between(king, rook), "{color:?} {side:?}");
                assert_eq!(
                    path,
                    between(king, king_to).with(king_to),
                    "{color:?} {side:?}"
                );
            }
        }
    }

    #[test]
    fn touching_a_home_square_loses_exactly_its_rights() {
        let all = CastlingRights::ALL;
        assert_eq!(all.touched(Square::A4, Square::E1).bits(), 0b1100);
        assert_eq!(all.touched(Square::A4, Square::E8).bits(), 0b0011);
        assert_eq!(all.touched(Square::A4, Square::H1).bits(), 0b1110);
        assert_eq!(all.touched(Square::A4, Square::A1).bits(), 0b1101);
        assert_eq!(all.touched(Square::A4, Square::H8).bits(), 0b1011);
        assert_eq!(all.touched(Square::A4, Square::A8).bits(), 0b0111);
        let untouched = Square::ALL.iter().filter(|&&sq| all.touched(sq, sq) == all);
        assert_eq!(untouched.count(), 58);
    }

    #[test]
    fn chess960_rights_lose_their_own_squares_and_become_standard_when_they_fit() {
        // King on d1 with rooks on b1 and g1; black as in standard chess.
        let rights = CastlingRights::NONE
            .with_files(Color::White, CastlingSide::KingSide, File::D, File::G)
            .with_files(Color::White, CastlingSide::QueenSide, File::D, File::B)
            .with(Color::Black, CastlingSide::KingSide)
            .with(Color::Black, CastlingSide::QueenSide);
        assert!(rights.is_chess960());
        assert_eq!(rights.king_file(Color::White), Some(File::D));
        assert_eq!(rights.touched(Square::A4, Square::D1).bits(), 0b1100);
        assert_eq!(rights.touched(Square::A4, Square::G1).bits(), 0b1110);
        assert_eq!(rights.touched(Square::A4, Square::B1).bits(), 0b1101);
        assert_eq!(rights.touched(Square::A4, Square::H1), rights);
        assert_eq!(rights.touched(Square::A4, Square::E8).bits(), 0b0011);
        let untouched = Square::ALL
            .iter()
            .filter(|&&sq| rights.touched(sq, sq) == rights);
        assert_eq!(untouched.count(), 58);
        // Without white's rights, what is left is standard, and equals the standard value.
        let black_only = rights.touched(Square::A4, Square::D1);
        assert!(!black_only.is_chess960());
        assert_eq!(
            black_only,
            CastlingRights::ALL.touched(Square::E1, Square::E2)
        );
        assert_eq!(black_only.king_file(Color::White), None);
    }

    #[test]
    fn declared_chess960_rights_stay_so_through_every_loss_and_keep_their_hash_index() {
        extern crate std;
        use std::string::ToString;
        let declared = CastlingRights::ALL.declared_chess960();
        assert!(declared.is_chess960() && declared.is_declared_chess960());
        assert!(!CastlingRights::ALL.is_declared_chess960());
        assert_eq!(declared.bits(), CastlingRights::ALL.bits());
        assert_eq!(
            declared.rook(Color::White, CastlingSide::KingSide),
            Some(Square::H1)
        );
        assert_eq!(declared.to_string(), "HAha");
        let mut rights = declared;
        for square in [Square::H1, Square::A8, Square::E1, Square::E8] {
            rights = rights.touched(square, Square::D4);
            assert!(rights.is_declared_chess960(), "{square}");
        }
        assert_eq!(rights.bits(), 0);
        assert!(rights.is_chess960());
        assert_ne!(rights, CastlingRights::NONE);
        assert_eq!(rights.to_string(), "-");
        assert_eq!(
            declared
                .without(Color::Black, CastlingSide::QueenSide)
                .to_string(),
            "HAh"
        );
    }

    #[test]
    fn every_set_of_rights_reads_back_and_bad_fields_are_refused() {
        extern crate std;
        use std::string::ToString;
        for bits in 0..16 {
            let rights = CastlingRights(STANDARD_FILES | bits);
            assert_eq!(rights.to_string().parse(), Ok(rights));
        }
        for text in ["", "KK", "kK", "QK", "K-", "x", "KQkqK", "-K", "HAha"] {
            assert_eq!(
                text.parse::<CastlingRights>(),
                Err(ParseCastlingError(())),
                "{text}"
            );
        }
    }

    #[test]
    fn chess960_rights_write_shredder_fen() {
        extern crate std;
        use std::string::ToString;
        let rights = CastlingRights::NONE
            .with_files(Color::White, CastlingSide::KingSide, File::B, File::H)
            .with_files(Color::Black, CastlingSide::QueenSide, File::B, File::A);
        assert_eq!(rights.to_string(), "Ha");
    }
}
