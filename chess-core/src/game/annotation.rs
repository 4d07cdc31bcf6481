//! What a move carries besides itself: a comment and numeric annotation glyphs (NAGs).

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

/// A numeric annotation glyph: PGN's `$1` … `$255` (`$0` is the null annotation), which readers
/// show as `!`, `?`, `+-` and so on (the PGN standard, section 10, lists what each number
/// means). The same type in [`game`](crate::game) and, re-exported, in `pgn`: a value read
/// is a value to keep.
///
/// `FromStr` reads `$n` and the six move suffixes the standard maps to the first six glyphs
/// (`!`, `?`, `!!`, `??`, `!?`, `?!`); `Display` writes `$n`, as export format does.
///
/// ```
/// use chess_core::game::Nag;
/// assert_eq!("!?".parse(), Ok(Nag::SPECULATIVE_MOVE));
/// assert_eq!("$18".parse(), Ok(Nag(18)));
/// assert_eq!(Nag::GOOD_MOVE.to_string(), "$1");
/// assert!("$256".parse::<Nag>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Nag(pub u8);

impl Nag {
    /// `$1`, `!`.
    pub const GOOD_MOVE: Nag = Nag(1);
    /// `$2`, `?`.
    pub const MISTAKE: Nag = Nag(2);
    /// `$3`, `!!`.
    pub const BRILLIANT_MOVE: Nag = Nag(3);
    /// `$4`, `??`.
    pub const BLUNDER: Nag = Nag(4);
    /// `$5`, `!?`.
    pub const SPECULATIVE_MOVE: Nag = Nag(5);
    /// `$6`, `?!`.
    pub const DUBIOUS_MOVE: Nag = Nag(6);

    /// The glyph of a move suffix, `!`, `?`, `!!`, `??`, `!?` or `?!` (glyphs 1 to 6), as
    /// bytes, the way a PGN reader finds it after a move.
    ///
    /// ```
    /// use chess_core::game::Nag;
    /// assert_eq!(Nag::from_suffix(b"??"), Some(Nag::BLUNDER));
    /// assert_eq!(Nag::from_suffix(b"?!?"), None);
    /// ```
    #[must_use]
    pub fn from_suffix(suffix: &[u8]) -> Option<Nag> {
        Some(match suffix {
            b"!" => Nag::GOOD_MOVE,
            b"?" => Nag::MISTAKE,
            b"!!" => Nag::BRILLIANT_MOVE,
            b"??" => Nag::BLUNDER,
            b"!?" => Nag::SPECULATIVE_MOVE,
            b"?!" => Nag::DUBIOUS_MOVE,
            _ => return None,
        })
    }
}

/// `$n`.
impl fmt::Display for Nag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "${}", self.0)
    }
}

name_error!(
    /// Why text is not a [`Nag`]: it must be `$` and a number from 0 to 255, or one of `!`, `?`,
    /// `!!`, `??`, `!?`, `?!`.
    ParseNagError,
    "a NAG must be $ and a number from 0 to 255, or one of ! ? !! ?? !? ?!"
);

impl FromStr for Nag {
    type Err = ParseNagError;

    fn from_str(text: &str) -> Result<Nag, ParseNagError> {
        if let Some(nag) = Nag::from_suffix(text.as_bytes()) {
            return Ok(nag);
        }
        let digits = text.strip_prefix('$').ok_or(ParseNagError(()))?;
        // `u8`'s own reading would also take a leading `+`.
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(ParseNagError(()));
        }
        digits.parse().map(Nag).map_err(|_| ParseNagError(()))
    }
}

name_error!(
    /// Why a comment was refused: it holds a `}`, which would end a PGN comment early. PGN has
    /// no escape for it, so the comment could not be written as it is.
    CommentError,
    "a comment cannot hold '}': PGN ends a comment there"
);

/// `comment` if it can be written as a PGN brace comment, emptied when it has no words (it is
/// then no comment).
pub(super) fn checked_comment(mut comment: String) -> Result<String, CommentError> {
    if comment.contains('}') {
        return Err(CommentError(()));
    }
    if comment.trim().is_empty() {
        comment.clear();
    }
    Ok(comment)
}

#[cfg(feature = "pgn")]
/// Appends `text` to `comment`, a space between, leaving out any `}`.
pub(super) fn append_comment(comment: &mut String, text: &str) {
    if !comment.is_empty() {
        comment.push(' ');
    }
    comment.extend(text.chars().filter(|&c| c != '}'));
}

/// The comment and the NAGs of one move played.
///
/// The comment is PGN's `{…}` after the move. Its words are kept as given; the export writes the
/// space between them as one space or a line break (as the wrapping needs), so a reader gets the
/// same words back, with the space between them perhaps written otherwise. A comment cannot
/// hold `}` ([`CommentError`]), and an empty comment, or one of white space alone, is no comment.
///
/// ```
/// use chess_core::game::{Game, Nag};
/// let mut game = Game::new();
/// game.play_san("e4")?;
/// let annotation = game.annotation_mut(0).unwrap();
/// annotation.set_comment("best by test")?;
/// annotation.push_nag(Nag::GOOD_MOVE);
/// assert_eq!(game.played()[0].comment(), Some("best by test"));
/// assert!(game.annotation_mut(0).unwrap().set_comment("a } b").is_err());
/// assert!(game.to_string().ends_with("\n1. e4 $1 {best by test} *\n\n"));
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Annotation {
    pub(super) comment: String,
    nags: Vec<Nag>,
}

impl Annotation {
    /// The comment after the move, if any.
    #[must_use]
    pub fn comment(&self) -> Option<&str> {
        (!self.comment.is_empty()).then_some(self.comment.as_str())
    }

    /// Sets the comment after the move (an empty one, or one of white space alone, removes it).
    /// Refused when it holds `}`; the comment is then unchanged.
    pub fn set_comment(&mut self, comment: impl Into<String>) -> Result<(), CommentError> {
        self.comment = checked_comment(comment.into())?;
        Ok(())
    }

    /// Removes the comment and returns it.
    pub fn take_comment(&mut self) -> Option<String> {
        (!self.comment.is_empty()).then(|| core::mem::take(&mut self.comment))
    }

    /// The NAGs, in the order they were added (and are written).
    #[must_use]
    pub fn nags(&self) -> &[Nag] {
        &self.nags
    }

    /// Adds a NAG after the others.
    pub fn push_nag(&mut self, nag: Nag) {
        self.nags.push(nag);
    }

    /// Removes every NAG.
    pub fn clear_nags(&mut self) {
        self.nags.clear();
    }
}
