//! serde's `Serialize` and `Deserialize`, behind the `serde` feature (the forms are listed in the
//! README, "serde").
//!
//! Human-readable formats (JSON, TOML, YAML) get a value's text: what its `Display` writes and
//! its `FromStr` reads. Binary formats (postcard, bincode) get a compact number where the value
//! has one (a square is one byte, a move two), as a firmware author stores them; a position is
//! its FEN in both. `Serializer::is_human_readable` tells which.
//!
//! Nothing here allocates: text is written through `collect_str` and read from whatever the
//! format hands over (a borrowed or a transient string, or UTF-8 bytes); a parse error becomes the
//! format's error with the parse error's message.

use core::fmt;
use core::str::FromStr;

use ::serde::de::{self, Deserializer, Unexpected, Visitor};
use ::serde::ser::{self, Serializer};
use ::serde::{Deserialize, Serialize};

use crate::{
    Bitboard, CastlingRights, CastlingSide, Color, FenError, File, Move, ParseBitboardError,
    ParseCastlingError, ParseColorError, ParseFileError, ParseMoveError, ParsePieceError,
    ParseRankError, ParseSquareError, ParseVariantError, Piece, Position, Rank, San, Square,
    UciMove, Variant,
};

/// Reads a value from its text, or from its number (`from_number`, for the values that have
/// one).
struct TextOrNumber<T> {
    expecting: &'static str,
    from_number: Option<fn(u64) -> Option<T>>,
}

impl<T> Visitor<'_> for TextOrNumber<T>
where
    T: FromStr,
    T::Err: fmt::Display,
{
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.expecting)
    }

    // Borrowed strings (`visit_borrowed_str`) and owned ones (`visit_string`) come here too.
    fn visit_str<E: de::Error>(self, text: &str) -> Result<T, E> {
        text.parse().map_err(E::custom)
    }

    fn visit_bytes<E: de::Error>(self, bytes: &[u8]) -> Result<T, E> {
        match core::str::from_utf8(bytes) {
            Ok(text) => self.visit_str(text),
            Err(_) => Err(E::invalid_value(Unexpected::Bytes(bytes), &self)),
        }
    }

    // Every unsigned width comes here.
    fn visit_u64<E: de::Error>(self, number: u64) -> Result<T, E> {
        let Some(from_number) = self.from_number else {
            return Err(E::invalid_type(Unexpected::Unsigned(number), &self));
        };
        from_number(number).ok_or_else(|| E::invalid_value(Unexpected::Unsigned(number), &self))
    }
}

/// `Serialize` and `Deserialize` for a value that is its `Display` text in human-readable formats
/// and a number of type `$int` in binary ones: `$to` makes the number, `$from` reads it back
/// (`None` for a number that is no such value).
macro_rules! text_or_number {
    ($type:ty, $expecting:literal, $int:ident, $deserialize_int:ident, $to:expr, $from:expr) => {
        #[doc = concat!("Its text in human-readable formats, a `", stringify!($int), "` in binary ones.")]
        impl Serialize for $type {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                if serializer.is_human_readable() {
                    serializer.collect_str(self)
                } else {
                    let to: fn(&$type) -> $int = $to;
                    to(self).serialize(serializer)
                }
            }
        }

        #[doc = concat!("What `FromStr` reads, or the `", stringify!($int), "` in binary formats.")]
        impl<'de> Deserialize<'de> for $type {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<$type, D::Error> {
                fn from_number(number: u64) -> Option<$type> {
                    let from: fn($int) -> Option<$type> = $from;
                    $int::try_from(number).ok().and_then(from)
                }
                let visitor = TextOrNumber {
                    expecting: $expecting,
                    from_number: Some(from_number),
                };
                if deserializer.is_human_readable() {
                    deserializer.deserialize_str(visitor)
                } else {
                    deserializer.$deserialize_int(visitor)
                }
            }
        }
    };
}

text_or_number!(
    Square,
    "a square, a1 to h8 (0 to 63)",
    u8,
    deserialize_u8,
    |square| square.index() as u8,
    Square::from_index
);
text_or_number!(
    File,
    "a file, a to h (0 to 7)",
    u8,
    deserialize_u8,
    |file| file.index() as u8,
    File::from_index
);
text_or_number!(
    Rank,
    "a rank, 1 to 8 (0 to 7)",
    u8,
    deserialize_u8,
    |rank| rank.index() as u8,
    Rank::from_index
);
text_or_number!(
    Color,
    "a colour, white or black (0 or 1)",
    u8,
    deserialize_u8,
    |color| color.index() as u8,
    |index| Color::ALL.get(usize::from(index)).copied()
);
text_or_number!(
    Piece,
    "a piece, pawn to king (0 to 5)",
    u8,
    deserialize_u8,
    |piece| piece.index() as u8,
    |index| Piece::ALL.get(usize::from(index)).copied()
);
text_or_number!(
    Variant,
    "a variant, standard, chess960 or auto (0 to 2)",
    u8,
    deserialize_u8,
    |variant| *variant as u8,
    |index| Variant::ALL.get(usize::from(index)).copied()
);
// Every 16 bits are a `Move` (`Position::is_legal` says whether one can be played), so binary
// keeps a move's kind exactly; its text keeps what UCI says (see the README).
text_or_number!(
    Move,
    "a move in UCI notation (e2e4, e7e8q, 0000) or its 16 bits",
    u16,
    deserialize_u16,
    |mv| mv.bits(),
    |bits| Some(Move::from_bits(bits))
);
// A `UciMove` is two squares and a promotion: the bits of that plain move, and only those.
text_or_number!(
    UciMove,
    "a move in UCI notation (e2e4, e7e8q) or the 16 bits of one",
    u16,
    deserialize_u16,
    |uci| uci.to_plain_move().bits(),
    |bits| {
        let uci = Move::from_bits(bits).uci();
        (uci.to_plain_move().bits() == bits).then_some(uci)
    }
);

/// `0x`-prefixed hexadecimal (`0x0000001000001000`) in human-readable formats, as the command line
/// writes bitboards (its `Display` is a board for people); the `u64` in binary ones.
impl Serialize for Bitboard {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if serializer.is_human_readable() {
            serializer.collect_str(&format_args!("{self:#018x}"))
        } else {
            serializer.serialize_u64(self.0)
        }
    }
}

/// Reads what [`Bitboard`]'s `FromStr` reads, or the `u64` in binary formats.
impl<'de> Deserialize<'de> for Bitboard {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Bitboard, D::Error> {
        let visitor = TextOrNumber {
            expecting: "a bitboard, 0x-prefixed hexadecimal, or its 64 bits",
            from_number: Some(|bits| Some(Bitboard(bits))),
        };
        if deserializer.is_human_readable() {
            deserializer.deserialize_str(visitor)
        } else {
            deserializer.deserialize_u64(visitor)
        }
    }
}

/// FEN, in every format (see [`Position`]'s `Display`).
impl Serialize for Position {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// FEN, read as `str::parse` reads it ([`Variant::Auto`]); a bad FEN is the format's error with
/// [`FenError`]'s message.
impl<'de> Deserialize<'de> for Position {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Position, D::Error> {
        deserializer.deserialize_str(TextOrNumber {
            expecting: "a position in FEN",
            from_number: None,
        })
    }
}

/// FEN's castling field (`KQkq`, `-`) in human-readable formats, which only standard rights can
/// be on their own: Chess960 rights are an error there (serialize the [`Position`] instead); the
/// 23 bits of any rights in binary formats.
impl Serialize for CastlingRights {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if !serializer.is_human_readable() {
            serializer.serialize_u32(castling_to_bits(*self))
        } else if self.is_chess960() {
            Err(ser::Error::custom(
                "Chess960 castling rights have no text without their board: serialize the \
                 position (FEN), or use a binary format",
            ))
        } else {
            serializer.collect_str(self)
        }
    }
}

/// What [`CastlingRights`]'s `FromStr` reads (`KQkq`, `-`), or the bits in binary formats.
impl<'de> Deserialize<'de> for CastlingRights {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<CastlingRights, D::Error> {
        let visitor = TextOrNumber {
            expecting: "castling rights, KQkq or -, or their bits",
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

/// The errors of reading the values above serialize as their message, in every format, so that a
/// service can pass them on (`Result<Position, FenError>` serializes whole). They do not
/// deserialize: a message is for people, and reading it back would be a second parser.
macro_rules! message {
    ($($error:ty),* $(,)?) => {
        $(
            /// Its message, as `Display` writes it.
            impl Serialize for $error {
                fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                    serializer.collect_str(self)
                }
            }
        )*
    };
}

/// The SAN text, in every format. Reading SAN needs the position:
/// [`Position::parse_san`](crate::Position::parse_san).
impl Serialize for San {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self)
    }
}

message!(
    FenError,
    ParseMoveError,
    ParseSquareError,
    ParseFileError,
    ParseRankError,
    ParseColorError,
    ParsePieceError,
    ParseCastlingError,
    ParseVariantError,
    ParseBitboardError,
);

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
}
