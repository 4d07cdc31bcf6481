//! Why an EPD record was refused, and where.

use core::fmt;

use crate::{FenError, SanError};

/// Why an EPD record was refused. Each names what was wrong; those in the operations also say
/// where, as the column (counted in characters from 1) where the operation or operand starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum EpdError {
    /// The record has fewer than the four position fields (placement, side to move, castling,
    /// en passant): this many.
    MissingFields(usize),
    /// The position fields do not make a position, as FEN reads them.
    Fen(FenError),
    /// An opcode that does not start with a letter, or holds more than letters, digits and `_`.
    Opcode {
        /// Where it starts.
        column: usize,
    },
    /// A string operand without its closing quote.
    UnclosedString {
        /// Where it starts.
        column: usize,
    },
    /// An opcode given a second time: each may appear once a record.
    RepeatedOpcode {
        /// Where the second starts.
        column: usize,
    },
    /// A `bm` or `am` operand that is not a legal move of the position in SAN, or the operation
    /// has none.
    Move {
        /// Where the operand (or the operation, when it has none) starts.
        column: usize,
        /// What is wrong with the move.
        error: SanError,
    },
    /// `id` or a comment `c0`–`c9` without exactly one operand.
    Text {
        /// Where the operation starts.
        column: usize,
    },
    /// A perft count `D<n>` whose depth or count is not a whole number (a count fits in 64
    /// bits), or with other than one operand.
    PerftCount {
        /// Where the operation starts.
        column: usize,
    },
    /// `hmvc` not a half-move clock from 0 to 65535, or `fmvn` not a move number from 0 to 65535 (0 reads as 1).
    Clock {
        /// Where the operation starts.
        column: usize,
    },
}

impl EpdError {
    /// The column (in characters, from 1) where the operation or operand at fault starts; `None`
    /// for a fault in the position fields.
    pub fn column(&self) -> Option<usize> {
        let mut error = *self;
        error.column_mut().copied()
    }

    fn column_mut(&mut self) -> Option<&mut usize> {
        match self {
            EpdError::MissingFields(_) | EpdError::Fen(_) => None,
            EpdError::Opcode { column }
            | EpdError::UnclosedString { column }
            | EpdError::RepeatedOpcode { column }
            | EpdError::Move { column, .. }
            | EpdError::Text { column }
            | EpdError::PerftCount { column }
            | EpdError::Clock { column } => Some(column),
        }
    }

    /// The same error with its column moved right: the record stood after `by` characters of a
    /// line.
    pub(crate) fn shifted(mut self, by: usize) -> EpdError {
        if let Some(column) = self.column_mut() {
            *column += by;
        }
        self
    }
}

impl fmt::Display for EpdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(column) = self.column() {
            write!(f, "column {column}: ")?;
        }
        match self {
            EpdError::MissingFields(found) => write!(
                f,
                "EPD has {found} of the 4 position fields (placement, side to move, castling, \
                 en passant)"
            ),
            EpdError::Fen(error) => write!(f, "{error}"),
            EpdError::Opcode { .. } => {
                f.write_str("an opcode starts with a letter and holds only letters, digits and _")
            }
            EpdError::UnclosedString { .. } => f.write_str("a string without its closing quote"),
            EpdError::RepeatedOpcode { .. } => {
                f.write_str("an opcode given twice: each may appear once a record")
            }
            EpdError::Move { error, .. } => {
                write!(
                    f,
                    "bm and am take legal moves of the position in SAN: {error}"
                )
            }
            EpdError::Text { .. } => {
                f.write_str("id and c0 to c9 take one string, such as \"WAC.001\"")
            }
            EpdError::PerftCount { .. } => f.write_str(
                "D<n> takes one count: n a depth, the count a whole number of leaf nodes",
            ),
            EpdError::Clock { .. } => f.write_str("hmvc and fmvn take a number from 0 to 65535"),
        }
    }
}

impl core::error::Error for EpdError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            EpdError::Fen(error) => Some(error),
            EpdError::Move { error, .. } => Some(error),
            _ => None,
        }
    }
}
