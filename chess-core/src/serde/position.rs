//! [`Position`] and [`CastlingRights`]: FEN's text, with the declared Chess960 game (which FEN
//! has no field for) named before it, and the king files Chess960 rights need.

use core::fmt;

use ::serde::de::Deserializer;
use ::serde::{Deserialize, Serialize, Serializer};

use super::{TextOrNumber, writes};
use crate::{CastlingRights, CastlingSide, Color, FenError, File, Position, Square, Variant};

/// The word before the text of a position or of castling rights declared Chess960's (read or
/// built as [`Variant::Chess960`]), whatever their rights look like.
const CHESS960: &str = "chess960 ";

/// Its FEN (see [`Position`]'s `Display`), in every format, but with the en-passant square
/// [`Position::en_passant`] keeps (the Polyglot rule) rather than only a legal one, so that the
/// position read back has the same [`hash`](Position::hash); for a game declared Chess960, the
/// FEN after `chess960 ` (`"chess960 rnbqkbnr/… w HAha - 0 1"`), since FEN alone reads back a
/// standard game when the rights look standard or are gone.
impl Serialize for Position {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let fen = PolyglotFen(self);
        if self.castling_rights().is_declared_chess960() {
            serializer.collect_str(&format_args!("{CHESS960}{fen}"))
        } else {
            serializer.collect_str(&fen)
        }
    }
}

/// FEN with the Polyglot en-passant square, which reads back to the same hash.
struct PolyglotFen<'a>(&'a Position);

impl fmt::Display for PolyglotFen<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.write_fen(f, self.0.en_passant())
    }
}

/// FEN read as [`Position::from_fen_permissive`] reads it in [`Variant::Auto`], or after a
/// variant's name (`standard`, `chess960`, `auto`) and a space, in that variant: a position no
/// game reaches (too much material, an impossible check) reads back too, since it was written.
/// A bad FEN is the format's error with [`FenError`]'s message.
impl<'de> Deserialize<'de> for Position {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Position, D::Error> {
        deserializer.deserialize_str(TextOrNumber {
            expecting: "a position in FEN, perhaps after its variant",
            from_text: read_position,
            from_number: None,
        })
    }
}

/// Read permissively ([`Position::from_fen_permissive`]): whatever position was written, one no
/// game reaches included, reads back.
fn read_position(text: &str) -> Result<Position, FenError> {
    // No FEN placement is a variant's name (it has eight ranks), so the word is unambiguous.
    if let Some((word, fen)) = text.split_once(' ') {
        if let Ok(variant) = word.parse::<Variant>() {
            return Position::from_fen_permissive(fen, variant);
        }
    }
    Position::from_fen_permissive(text, Variant::Auto)
}

/// The text of castling rights: FEN's castling field (`KQkq`, `-`, Shredder-FEN's rook files for
/// Chess960), then, for Chess960 rights, a space and the file of each king that may castle
/// (upper case white, lower case black: `GBgb Cc`); `chess960 ` before it all when declared.
struct RightsText(CastlingRights);

impl fmt::Display for RightsText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rights = self.0;
        if rights.is_declared_chess960() {
            f.write_str(CHESS960)?;
        }
        write!(f, "{rights}")?;
        if rights.is_chess960() && rights.bits() != 0 {
            f.write_str(" ")?;
            for color in Color::ALL {
                if let Some(king) = rights.king_file(color) {
                    let letter = king.to_char();
                    match color {
                        Color::White => write!(f, "{}", letter.to_ascii_uppercase())?,
                        Color::Black => write!(f, "{letter}")?,
                    }
                }
            }
        }
        Ok(())
    }
}

/// The rights [`RightsText`] wrote `text` for, or why there are none.
fn read_rights(text: &str) -> Result<CastlingRights, &'static str> {
    const WRONG: &str = "castling rights are KQkq or -, or Shredder-FEN rook files (HAha) then \
                         the kings' files (Ee), perhaps after chess960";
    let (declared, rest) = match text.strip_prefix(CHESS960) {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (field, kings) = rest.split_once(' ').unwrap_or((rest, ""));
    let mut rights = if field.chars().all(|c| "KQkq-".contains(c)) {
        field.parse().map_err(|_| WRONG)?
    } else {
        shredder_rights(field, kings).ok_or(WRONG)?
    };
    if declared {
        rights = rights.declared_chess960();
    }
    // One text a value: anything the writer would not have written (letters out of order, a
    // king with no right, Shredder-FEN for standard rights) is refused.
    if writes(RightsText(rights), text) {
        Ok(rights)
    } else {
        Err(WRONG)
    }
}

/// Rights with a rook's file for each letter of `field` (upper case white) and the kings on the
/// files of `kings` (upper case white); `None` where one is missing or a rook is the king.
fn shredder_rights(field: &str, kings: &str) -> Option<CastlingRights> {
    let side_of = |letter: char| -> Option<(Color, File)> {
        let color = match letter.is_ascii_uppercase() {
            true => Color::White,
            false => Color::Black,
        };
        let lower = letter.to_ascii_lowercase();
        let file = File::ALL.into_iter().find(|file| file.to_char() == lower)?;
        Some((color, file))
    };
    let king = |color: Color| {
        kings
            .chars()
            .filter_map(side_of)
            .find_map(|(c, file)| (c == color).then_some(file))
    };
    let mut rights = CastlingRights::NONE;
    for letter in field.chars() {
        let (color, rook) = side_of(letter)?;
        let king = king(color)?;
        let side = CastlingSide::of_rook(king, rook);
        if king == rook || rights.has(color, side) {
            return None;
        }
        rights = rights.with_files(color, side, king, rook);
    }
    Some(rights)
}

/// In human-readable formats, FEN's castling field (`"KQkq"`, `"-"`); for Chess960 rights,
/// which need their kings' files, Shredder-FEN's rook files and the kings' files
/// (`"GBgb Cc"`: white's king on c1 with rooks on g1 and b1, black's likewise); `chess960 `
/// before it when declared (`"chess960 HAha Ee"`, `"chess960 -"`). In binary formats, the
/// rights' 23 bits (`u32`).
impl Serialize for CastlingRights {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if serializer.is_human_readable() {
            serializer.collect_str(&RightsText(*self))
        } else {
            serializer.serialize_u32(castling_to_bits(*self))
        }
    }
}

/// What [`CastlingRights`]' `Serialize` writes, exactly.
impl<'de> Deserialize<'de> for CastlingRights {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<CastlingRights, D::Error> {
        let visitor = TextOrNumber {
            expecting: "castling rights (KQkq, -, GBgb Cc, chess960 HAha Ee) or their bits",
            from_text: read_rights,
            from_number: Some(castling_from_bits),
        };
        if deserializer.is_human_readable() {
            deserializer.deserialize_str(visitor)
        } else {
            deserializer.deserialize_u32(visitor)
        }
    }
}

/// The declared-Chess960 flag of the binary form of [`CastlingRights`].
const DECLARED_CHESS960: u32 = 1 << 22;

/// Castling rights as 23 bits: bits 0–3 the rights held (white king side, white queen side,
/// black king side, black queen side); bits 4–15 three bits a right, its rook's file (0 = a) in
/// that order; bits 16–21 three bits a colour, its king's file; bit 22 set when the game was
/// declared Chess960. A right not held has its standard rook file (h or a), a colour with no
/// right the e-file, so equal rights have equal bits.
fn castling_to_bits(rights: CastlingRights) -> u32 {
    let mut bits = u32::from(rights.bits());
    for (color, side, shift) in castling_fields() {
        let rook = rights
            .rook(color, side)
            .map_or(standard_rook(side), Square::file);
        bits |= (rook as u32) << shift;
    }
    for color in Color::ALL {
        let king = rights.king_file(color).unwrap_or(File::E);
        bits |= (king as u32) << (16 + 3 * color as u32);
    }
    if rights.is_declared_chess960() {
        bits |= DECLARED_CHESS960;
    }
    bits
}

/// The rights [`castling_to_bits`] made `bits` of; `None` for bits it never makes (a rook not on
/// its side of the king, a file set for a right not held, bits above 22).
fn castling_from_bits(bits: u64) -> Option<CastlingRights> {
    let field = |shift: u32| File::ALL[(bits >> shift & 7) as usize];
    let mut rights = CastlingRights::NONE;
    for (color, side, shift) in castling_fields() {
        if bits >> (2 * color as u32 + side as u32) & 1 == 0 {
            continue;
        }
        let (king, rook) = (field(16 + 3 * color as u32), field(shift));
        if king == rook || CastlingSide::of_rook(king, rook) != side {
            return None;
        }
        rights = rights.with_files(color, side, king, rook);
    }
    if bits & u64::from(DECLARED_CHESS960) != 0 {
        rights = rights.declared_chess960();
    }
    // Anything left unread (a file of a right not held, higher bits) must be as written.
    (u64::from(castling_to_bits(rights)) == bits).then_some(rights)
}

/// Each right's colour, side and the shift of its rook's file in the binary form.
fn castling_fields() -> impl Iterator<Item = (Color, CastlingSide, u32)> {
    Color::ALL.into_iter().flat_map(|color| {
        CastlingSide::ALL.map(|side| (color, side, 4 + 3 * (2 * color as u32 + side as u32)))
    })
}

/// The file of the rook of standard chess on `side`.
fn standard_rook(side: CastlingSide) -> File {
    match side {
        CastlingSide::KingSide => File::H,
        CastlingSide::QueenSide => File::A,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn castling_bits_read_back_exactly_the_rights_there_are() {
        let mut count = 0;
        for bits in 0..1u64 << 23 {
            if let Some(rights) = castling_from_bits(bits) {
                assert_eq!(u64::from(castling_to_bits(rights)), bits);
                count += 1;
            }
        }
        // A colour: no right (1), one side with the king on any file and the rook beyond it
        // (28 each side), or both with the king between (56); twice over for the flag.
        assert_eq!(count, 113 * 113 * 2);
        assert_eq!(castling_from_bits(1 << 23 | 1), None);
    }

    #[test]
    fn every_castling_rights_value_has_one_text_that_reads_back() {
        let mut texts = std::collections::HashSet::new();
        for bits in 0..1u64 << 23 {
            let Some(rights) = castling_from_bits(bits) else {
                continue;
            };
            let text = std::format!("{}", RightsText(rights));
            assert_eq!(read_rights(&text), Ok(rights), "{text}");
            assert!(texts.insert(text));
        }
        assert_eq!(texts.len(), 113 * 113 * 2);
        for wrong in [
            "",
            "KQkq ",
            "qK",
            "HAha Ee",
            "GB",
            "GB Cc",
            "BG C",
            "GG C",
            "CB C",
            "chess960",
            "Chess960 -",
            "chess960 KQkq",
            "chess960 HAha eE",
            "GBgb  Cc",
            "GBgb Cc ",
            "gb C",
            "GBgb Ccc",
        ] {
            assert!(read_rights(wrong).is_err(), "{wrong}");
        }
        let black_only = CastlingRights::NONE
            .with_files(Color::Black, CastlingSide::KingSide, File::C, File::G)
            .with_files(Color::Black, CastlingSide::QueenSide, File::C, File::B);
        assert_eq!(read_rights("gb c"), Ok(black_only));
    }
}
