//! Standard algebraic notation (SAN) as the PGN standard defines it: `Nf3`, `exd5`, `e8=Q+`,
//! `O-O`, `Rad1`, `N1c3`, `Qh4e1#`. Written by [`Position::san`] into a [`San`] (seven bytes on
//! the stack), read by [`Position::parse_san`]; [`Position::parse_any_move`] reads UCI or SAN.
//!
//! SAN depends on the position: the piece on the move's square, whether it captures, which other
//! pieces of its kind could go to the same square (disambiguation considers legal moves only),
//! and whether the move checks or mates.

mod read;
mod write;

use core::fmt;
use core::ops::Deref;

use crate::{Move, Square};

pub use read::{AnyMoveError, SanError};

/// A move's SAN text, held on the stack: no allocation. Reads as a `str`.
///
/// The longest SAN is seven characters: a piece named by its whole square, a capture and mate
/// (`Qa1xb2#`), or a pawn capturing into promotion with mate (`exd8=Q#`).
///
/// ```
/// use chess_core::{Position, San};
/// let position: Position = "4k3/8/8/8/8/8/8/4K2R w K - 0 1".parse().unwrap();
/// let castle = position.parse_move("e1g1").unwrap();
/// let san: San = position.san(castle);
/// assert_eq!(san, "O-O");
/// assert_eq!(san.as_str(), "O-O");
/// assert_eq!(format!("{san:>5}|"), "  O-O|");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct San {
    bytes: [u8; San::MAX_LEN],
    len: u8,
}

impl San {
    /// The most bytes a SAN move takes.
    pub const MAX_LEN: usize = 7;

    /// The SAN of `mv`, a legal move of `position`; the same as [`Position::san`].
    ///
    /// [`Position::san`]: crate::Position::san
    #[inline]
    pub fn new(position: &crate::Position, mv: Move) -> San {
        position.san(mv)
    }

    #[inline]
    pub(crate) const fn empty() -> San {
        San {
            bytes: [0; San::MAX_LEN],
            len: 0,
        }
    }

    /// Appends ASCII text; the writer never needs more than [`San::MAX_LEN`] bytes.
    #[inline]
    pub(crate) fn push(&mut self, byte: u8) {
        self.bytes[usize::from(self.len)] = byte;
        self.len += 1;
    }

    #[inline]
    fn push_str(&mut self, text: &str) {
        text.bytes().for_each(|byte| self.push(byte));
    }

    #[inline]
    fn push_square(&mut self, square: Square) {
        self.push(square.file().to_char() as u8);
        self.push(square.rank().to_char() as u8);
    }

    /// The text.
    #[inline]
    pub fn as_str(&self) -> &str {
        // The writer pushes ASCII only, so the default (the empty text) is never taken; nor is
        // a panic path, whose message would pull `Utf8Error`'s Debug into a small build.
        core::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or_default()
    }
}

impl Deref for San {
    type Target = str;

    #[inline]
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for San {
    #[inline]
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq<str> for San {
    #[inline]
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for San {
    #[inline]
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

/// The text, padded or aligned as the formatter asks.
impl fmt::Display for San {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

impl fmt::Debug for San {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}
