//! Which chess a position is read or built as: standard, Chess960, or recognised from its castling
//! rights.

use core::fmt;
use core::str::FromStr;

/// Which chess a FEN is read as ([`Position::from_fen`](crate::Position::from_fen)) or a
/// [`PositionBuilder`](crate::PositionBuilder) builds. The variant decides how castling is
/// written (UCI's `e1g1` or king-takes-rook `e1h1`, FEN's `KQkq` or Shredder-FEN's `HAha`) and
/// which castling rights a position may have; the moves are otherwise the same.
///
/// - [`Standard`](Variant::Standard): the king on e1 or e8 and the rook in the corner on its
///   side, else [`FenError::CastlingNotStandard`](crate::FenError::CastlingNotStandard)
///   ([`Position::from_fen_dropping_castling`](crate::Position::from_fen_dropping_castling) and
///   [`PositionBuilder::drop_non_standard_castling`](crate::PositionBuilder::drop_non_standard_castling)
///   drop such rights instead).
/// - [`Chess960`](Variant::Chess960): kings and rooks on any files, castling king-takes-rook and
///   FEN in Shredder-FEN whatever the rights look like, through every move played and after the
///   last right is gone, as a Chess960 GUI or engine (`UCI_Chess960`) expects: a Chess960 game
///   stays one.
/// - [`Auto`](Variant::Auto), the default and what `str::parse` does: recognised from the
///   rights, position by position. A right that standard chess cannot have makes the position a
///   Chess960 one; with none such it is standard, so a Chess960 game that starts like standard
///   chess, or whose remaining rights come to look standard, reads and plays as standard chess.
///
/// Text: `standard`, `chess960` or `auto`, as the command line takes it.
///
/// ```
/// use chess_core::{Position, Variant};
/// let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// let mut position = Position::from_fen(start, Variant::Chess960)?;
/// for uci in ["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "f8c5"] {
///     position.play(position.parse_move(uci)?);
/// }
/// assert_eq!(position.parse_move("e1h1")?.to_string(), "e1h1"); // castling, king takes rook
/// assert!(position.parse_move("e1g1").is_err()); // a king's two-square step is not castling
/// assert!(position.to_string().contains(" w HAha "));
/// assert_eq!("chess960".parse::<Variant>()?, Variant::Chess960);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Standard chess: castling rights only with the king on e1/e8 and a rook in a corner.
    Standard,
    /// Chess960 (Fischer random chess), declared: its conventions hold whatever the rights look
    /// like.
    Chess960,
    /// Recognised from the castling rights, position by position (what `str::parse` does).
    #[default]
    Auto,
}

impl Variant {
    /// The three, in the order the command line lists them.
    pub const ALL: [Variant; 3] = [Variant::Standard, Variant::Chess960, Variant::Auto];

    /// The name `FromStr` reads and `Display` writes: `standard`, `chess960` or `auto`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Standard => "standard",
            Variant::Chess960 => "chess960",
            Variant::Auto => "auto",
        }
    }
}

/// `standard`, `chess960` or `auto`.
impl fmt::Display for Variant {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

name_error!(
    /// Why text is not a [`Variant`]: it must be `standard`, `chess960` or `auto`.
    ParseVariantError,
    "variant must be standard, chess960 or auto"
);

/// Reads `standard`, `chess960` or `auto`, in lower case.
///
/// ```
/// use chess_core::Variant;
/// assert_eq!("auto".parse(), Ok(Variant::Auto));
/// assert!("960".parse::<Variant>().is_err());
/// ```
impl FromStr for Variant {
    type Err = ParseVariantError;

    #[inline]
    fn from_str(text: &str) -> Result<Variant, ParseVariantError> {
        Variant::ALL
            .into_iter()
            .find(|variant| variant.name() == text)
            .ok_or(ParseVariantError(()))
    }
}

impl crate::Position {
    /// The chess this position is played as: [`Variant::Chess960`] when its castling follows
    /// Chess960's conventions ([`CastlingRights::is_chess960`](crate::CastlingRights::is_chess960):
    /// read or built as Chess960, or holding a right standard chess cannot have), else
    /// [`Variant::Standard`]. Never [`Variant::Auto`], which only says how to read a FEN.
    ///
    /// ```
    /// use chess_core::{Position, Variant};
    /// assert_eq!(Position::default().variant(), Variant::Standard);
    /// let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    /// assert_eq!(Position::from_fen(fen, Variant::Chess960)?.variant(), Variant::Chess960);
    /// let chess960: Position = "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1".parse()?;
    /// assert_eq!(chess960.variant(), Variant::Chess960);
    /// # Ok::<(), chess_core::FenError>(())
    /// ```
    #[must_use]
    pub fn variant(&self) -> Variant {
        match self.castling_rights().is_chess960() {
            true => Variant::Chess960,
            false => Variant::Standard,
        }
    }
}
