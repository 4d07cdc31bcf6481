//! [`Outcome`]: its name, and the winner when there is one, as text; its place in one list as a
//! byte.

use core::fmt;

use ::serde::de::Deserializer;
use ::serde::ser::{self, Serializer};
use ::serde::{Deserialize, Serialize};

use super::{TextOrNumber, writes};
use crate::Outcome;

/// An outcome's text: its `Display` name, then `, white wins` or `, black wins` when someone
/// has.
struct OutcomeText(Outcome);

impl fmt::Display for OutcomeText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)?;
        match self.0.winner() {
            Some(winner) => write!(f, ", {winner} wins"),
            None => Ok(()),
        }
    }
}

/// In human-readable formats, the name as `Display` writes it and the winner, if any:
/// `"checkmate, white wins"`, `"stalemate"`, `"fifty-move rule"`. In binary formats one byte:
/// 0 and 1 checkmate (white, black wins), 2 stalemate, 3 insufficient material, 4 the
/// fifty-move rule, 5 threefold repetition, 6 the seventy-five-move rule, 7 fivefold
/// repetition.
impl Serialize for Outcome {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let Some(index) = Outcome::ALL.iter().position(|outcome| outcome == self) else {
            // Only an outcome left out of `Outcome::ALL`, which the tests would catch.
            return Err(ser::Error::custom("an outcome with no serialized form"));
        };
        if serializer.is_human_readable() {
            serializer.collect_str(&OutcomeText(*self))
        } else {
            serializer.serialize_u8(index as u8)
        }
    }
}

/// What [`Outcome`]'s `Serialize` writes, exactly.
impl<'de> Deserialize<'de> for Outcome {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Outcome, D::Error> {
        let visitor = TextOrNumber {
            expecting: "an outcome (\"checkmate, white wins\", \"stalemate\", …) or its byte",
            from_text: |text| {
                Outcome::ALL
                    .iter()
                    .copied()
                    .find(|&outcome| writes(OutcomeText(outcome), text))
                    .ok_or(
                        "an outcome is its name (stalemate, fifty-move rule, …), and checkmate \
                         is followed by `, white wins` or `, black wins`",
                    )
            },
            from_number: Some(|number| {
                usize::try_from(number)
                    .ok()
                    .and_then(|index| Outcome::ALL.get(index).copied())
            }),
        };
        if deserializer.is_human_readable() {
            deserializer.deserialize_str(visitor)
        } else {
            deserializer.deserialize_u8(visitor)
        }
    }
}
