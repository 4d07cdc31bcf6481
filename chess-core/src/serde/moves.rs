//! [`Move`] and [`UciMove`]: UCI text, with a move's kind added where UCI cannot say it, and the
//! 16 bits in binary formats.

use core::fmt;

use ::serde::de::Deserializer;
use ::serde::ser::{self, Serializer};
use ::serde::{Deserialize, Serialize};

use super::TextOrNumber;
use crate::moves::{CASTLING, EN_PASSANT, NORMAL, PROMOTION, QUEEN_PROMOTION};
use crate::{Move, ParseMoveError, Piece, Square, UciMove};

/// A constructor of one kind of move, from its squares.
type MakeMove = fn(Square, Square) -> Move;

/// What follows the UCI text of a castling move and of an en-passant capture: the text names
/// only the squares, which in another position are a plain king or pawn move. The same words as
/// `Move`'s `Debug`.
const KIND_SUFFIXES: [(&str, MakeMove); 2] = [
    (" (castling)", Move::castling),
    (" (en passant)", Move::en_passant),
];

/// Whether `mv` has a text: the null move, or two squares and a kind that some move has. Other
/// bits (`Move::from_bits` makes any) are their number, in every format.
fn has_text(mv: Move) -> bool {
    let known = matches!(
        mv.kind(),
        NORMAL | EN_PASSANT | CASTLING | PROMOTION..=QUEEN_PROMOTION
    );
    mv == Move::NULL || (known && mv.from() != mv.to())
}

/// A move's text: UCI, then its kind when UCI does not say it.
struct MoveText(Move);

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)?;
        match self.0.kind() {
            CASTLING => f.write_str(KIND_SUFFIXES[0].0),
            EN_PASSANT => f.write_str(KIND_SUFFIXES[1].0),
            _ => Ok(()),
        }
    }
}

/// Why a move's text was refused: its UCI part, or a kind given to a promotion.
enum MoveTextError {
    Uci(ParseMoveError),
    PromotionWithKind,
}

impl fmt::Display for MoveTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveTextError::Uci(e) => e.fmt(f),
            MoveTextError::PromotionWithKind => {
                f.write_str("a promotion is neither castling nor en passant")
            }
        }
    }
}

/// The move [`MoveText`] wrote `text` for.
fn read_move(text: &str) -> Result<Move, MoveTextError> {
    for (suffix, make) in KIND_SUFFIXES {
        if let Some(uci) = text.strip_suffix(suffix) {
            let uci: UciMove = uci.parse().map_err(MoveTextError::Uci)?;
            if uci.promotion.is_some() {
                return Err(MoveTextError::PromotionWithKind);
            }
            return Ok(make(uci.from, uci.to));
        }
    }
    text.parse().map_err(MoveTextError::Uci)
}

/// UCI text in human-readable formats, followed by ` (castling)` or ` (en passant)` for those
/// kinds (`"e1g1 (castling)"`), so that it reads back as the same move; bits no move has are
/// their number there too. The 16 bits (`u16`) in binary formats.
impl Serialize for Move {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if serializer.is_human_readable() && has_text(*self) {
            serializer.collect_str(&MoveText(*self))
        } else {
            serializer.serialize_u16(self.bits())
        }
    }
}

/// What [`Move`]'s `Serialize` writes; in human-readable formats also a plain UCI text such as
/// `FromStr` reads (`"e1g1"` is then a plain move, as text alone can say).
impl<'de> Deserialize<'de> for Move {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Move, D::Error> {
        let visitor = TextOrNumber {
            expecting: "a move in UCI notation (e2e4, e7e8q, 0000, e1g1 (castling), \
                        e5d6 (en passant)) or its 16 bits",
            from_text: read_move,
            from_number: Some(|number| u16::try_from(number).ok().map(Move::from_bits)),
        };
        if deserializer.is_human_readable() {
            // Text, or a number for bits that have none.
            deserializer.deserialize_any(visitor)
        } else {
            deserializer.deserialize_u16(visitor)
        }
    }
}

/// Whether UCI text can say `uci`: two different squares, and a promotion (if any) to a knight,
/// bishop, rook or queen. Its fields are public, so a caller can make one that it cannot.
fn uci_is_sayable(uci: UciMove) -> bool {
    uci.from != uci.to && !matches!(uci.promotion, Some(Piece::Pawn | Piece::King))
}

/// UCI text (`"e7e8q"`) in human-readable formats, the 16 bits of that plain move in binary ones.
/// A `UciMove` that UCI cannot say (one square twice, a promotion to a pawn or a king) is an
/// error rather than written as another.
impl Serialize for UciMove {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if !uci_is_sayable(*self) {
            return Err(ser::Error::custom(
                "a UciMove goes between two squares and promotes to a knight, bishop, rook or \
                 queen",
            ));
        }
        if serializer.is_human_readable() {
            serializer.collect_str(self)
        } else {
            serializer.serialize_u16(self.to_plain_move().bits())
        }
    }
}

/// What `FromStr` reads, or the bits of a plain move or promotion in binary formats.
impl<'de> Deserialize<'de> for UciMove {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<UciMove, D::Error> {
        fn from_number(number: u64) -> Option<UciMove> {
            let bits = u16::try_from(number).ok()?;
            let uci = Move::from_bits(bits).uci();
            (uci.to_plain_move().bits() == bits && uci_is_sayable(uci)).then_some(uci)
        }
        let visitor = TextOrNumber {
            expecting: "a move in UCI notation (e2e4, e7e8q) or the 16 bits of one",
            from_text: str::parse::<UciMove>,
            from_number: Some(from_number),
        };
        if deserializer.is_human_readable() {
            deserializer.deserialize_str(visitor)
        } else {
            deserializer.deserialize_u16(visitor)
        }
    }
}
