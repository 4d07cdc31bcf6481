//! serde's `Serialize` and `Deserialize`, behind the `serde` feature (the forms are listed in the
//! README, "serde").
//!
//! Every value reads back equal to the one written, in both kinds of format. Human-readable
//! formats (JSON, TOML, YAML) get a value's text: what its `Display` writes and its `FromStr`
//! reads, with what that text cannot say added to it (a move's kind, a declared Chess960 game).
//! Binary formats (postcard, bincode) get a compact number where the value has one (a square is
//! one byte, a move two); a position is its text in both. `Serializer::is_human_readable` tells
//! which.
//!
//! Nothing here allocates: text is written through `collect_str` and read from whatever the
//! format hands over (a borrowed or a transient string, or UTF-8 bytes); a parse error becomes the
//! format's error with the parse error's message.

mod moves;
mod outcome;
mod position;

use core::fmt::{self, Write as _};
use core::str::FromStr;

use ::serde::de::{self, Deserializer, Unexpected, Visitor};
use ::serde::{Deserialize, Serialize, Serializer};

use crate::{
    Bitboard, Color, FenError, File, ParseBitboardError, ParseCastlingError, ParseColorError,
    ParseFileError, ParseMoveError, ParsePieceError, ParseRankError, ParseSquareError,
    ParseVariantError, Piece, Rank, San, Square, Variant,
};

/// Reads a value from its text (`from_text`), or from its number (`from_number`, for the values
/// that have one).
struct TextOrNumber<T, E> {
    expecting: &'static str,
    from_text: fn(&str) -> Result<T, E>,
    from_number: Option<fn(u64) -> Option<T>>,
}

impl<T, F: fmt::Display> Visitor<'_> for TextOrNumber<T, F> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.expecting)
    }

    // Borrowed strings (`visit_borrowed_str`) and owned ones (`visit_string`) come here too.
    fn visit_str<E: de::Error>(self, text: &str) -> Result<T, E> {
        (self.from_text)(text).map_err(E::custom)
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

/// Whether `value`'s `Display` writes exactly `text`, found without allocating: each piece
/// written must be the next part of `text`. The readers below accept only the text the writers
/// make, so that every value has one text.
fn writes(value: impl fmt::Display, text: &str) -> bool {
    /// What is left of the text to match, or `None` once a piece did not match.
    struct Rest<'a>(Option<&'a str>);
    impl fmt::Write for Rest<'_> {
        fn write_str(&mut self, piece: &str) -> fmt::Result {
            self.0 = self.0.and_then(|rest| rest.strip_prefix(piece));
            Ok(())
        }
    }
    let mut rest = Rest(Some(text));
    write!(rest, "{value}").is_ok() && rest.0 == Some("")
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
                    from_text: <$type as FromStr>::from_str,
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
            from_text: Bitboard::from_str,
            from_number: Some(|bits| Some(Bitboard(bits))),
        };
        if deserializer.is_human_readable() {
            deserializer.deserialize_str(visitor)
        } else {
            deserializer.deserialize_u64(visitor)
        }
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
