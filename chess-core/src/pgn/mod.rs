//! Reading PGN databases: any number of games from any [`std::io::Read`], in a buffer of fixed
//! size, every move checked against its position (feature `pgn`).
//!
//! The design follows the `pgn-reader` crate, so its users will find their way: a [`Reader`]
//! reads one game at a time and calls a [`Visitor`] for what it finds, in the order of the text
//! (tags, moves, annotation glyphs, comments, variations, the result), and the visitor makes of
//! the game what it needs (a position, statistics, a game record), with no allocation of the
//! reader's own per game. What differs:
//!
//! - **Moves arrive checked.** The reader reads each SAN against the position of its line and
//!   hands the visitor the legal [`Move`](crate::Move) with the [`Position`](crate::Position)
//!   it is played in ([`Visitor::san`]); it tracks the positions of the variations it reads
//!   too. The start position comes from the `FEN` tag (read with
//!   [`Position::from_fen`](crate::Position::from_fen); `SetUp` is not required) and the
//!   `Variant` tag (`Chess960` and its other spellings; a variant other than standard chess
//!   and Chess960 is an error).
//! - **Errors name the game, the ply and the text**, and do not stop the reading:
//!   [`Reader::read_game`] returns the game's [`Error`] after passing over the rest of that
//!   game, and the next call reads the next game. Only [`ErrorKind::Io`] ends the input.
//! - **Plain values.** Tag names come as bytes and tag values and comments as [`Text`], bytes
//!   decoded on demand (a tag value's escapes already read); the visitor's methods return
//!   nothing but the [`Skip`]s that pass over a game's moves ([`Visitor::begin_movetext`]) or a
//!   variation ([`Visitor::begin_variation`], skipped by default as in `pgn-reader`).
//!
//! What is read: tag pairs; moves in SAN (with the leniencies of
//! [`Position::parse_san`](crate::Position::parse_san)), with or without move numbers
//! (`1.`, `1...`, `1.e4`); `$n` and the suffixes `!`, `?`, `!!`, `??`, `!?`, `?!` as [`Nag`]s;
//! `{ }` and `;` comments; variations, nested; the results `1-0`, `0-1`, `1/2-1/2`, `*`; escape
//! lines (`%` in the first column) and byte order marks, passed over; CRLF line breaks. A game
//! ends at its result, at the next game's tags or at the end of the input. Null moves (`--`)
//! are not read (an error).
//!
//! **Memory.** The reader holds one buffer ([`DEFAULT_CAPACITY`] bytes, or
//! [`Reader::with_capacity`]) and never more of the input: a comment, tag line or word longer
//! than the buffer is an error of its game ([`ErrorKind::TooLong`]), passed over however long
//! it is (a 10 MB comment costs no more memory), and reading goes on. The visitor calls of a
//! game's moves allocate nothing unless a variation is read (its stack) or a comment or tag is
//! not UTF-8.
//!
//! ```
//! use chess_core::pgn::{GameResult, Reader, Skip, Visitor};
//! use chess_core::{Move, Outcome, Position};
//!
//! /// The last position of each game and its number of moves.
//! struct LastPosition {
//!     plies: usize,
//! }
//!
//! impl Visitor for LastPosition {
//!     type Output = (Position, usize);
//!
//!     fn begin_game(&mut self) {
//!         self.plies = 0;
//!     }
//!
//!     fn san(&mut self, _position: &Position, _mv: Move) {
//!         self.plies += 1; // variations are skipped: these are the main line's moves
//!     }
//!
//!     fn end_game(&mut self, last: &Position) -> Self::Output {
//!         (*last, self.plies)
//!     }
//! }
//!
//! let pgn = br#"[Event "Two games"]
//! [Result "0-1"]
//!
//! 1. f3 e5 2. g4 {the fool's mate} (2. e4) 2... Qh4# 0-1
//!
//! [FEN "4k3/8/8/8/8/8/8/4K2R w K - 0 1"]
//!
//! 1. O-O Kd7 2. Nf3 *
//! "#;
//! let mut reader = Reader::new(&pgn[..]);
//! let mut visitor = LastPosition { plies: 0 };
//!
//! let (last, plies) = reader.read_game(&mut visitor)?.expect("a first game");
//! assert!(matches!(last.outcome(), Some(Outcome::Checkmate { .. })));
//! assert_eq!(plies, 4);
//!
//! // The second game has an illegal move: an error naming the game, the ply and the text.
//! let error = reader.read_game(&mut visitor).unwrap_err();
//! assert_eq!((error.game(), error.ply(), error.text()), (2, 3, "Nf3"));
//! assert_eq!(error.to_string(), "game 2, ply 3: `Nf3`: illegal: no legal move in this position fits it");
//!
//! assert!(reader.read_game(&mut visitor)?.is_none()); // no third game
//! # let _ = (GameResult::Draw, Skip(true));
//! # Ok::<(), chess_core::pgn::Error>(())
//! ```

mod buffer;
mod error;
mod lexer;
mod reader;
mod visitor;

use core::fmt;
use core::str::FromStr;
use std::borrow::Cow;
use std::string::String;

pub use error::{Error, ErrorKind};
pub use reader::{DEFAULT_CAPACITY, Games, Reader};
pub use visitor::Visitor;

/// Text as a game has it, a comment's or a tag value's: bytes (a tag value's escapes, `\"` and
/// `\\`, already read), decoded only when asked, so that a visitor pays nothing for the text
/// it does not read.
///
/// ```
/// use chess_core::pgn::Text;
/// let comment = Text::new(b" [%clk 0:03:00] ");
/// assert_eq!(comment.as_bytes(), b" [%clk 0:03:00] ");
/// assert_eq!(comment.to_str(), " [%clk 0:03:00] ");
/// assert_eq!(Text::new(b"caf\xe9").to_str(), "caf\u{fffd}");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Text<'a>(&'a [u8]);

impl<'a> Text<'a> {
    /// The text of these bytes.
    #[must_use]
    pub const fn new(bytes: &'a [u8]) -> Text<'a> {
        Text(bytes)
    }

    /// The bytes as written.
    #[must_use]
    pub const fn as_bytes(&self) -> &'a [u8] {
        self.0
    }

    /// The text, bytes that are not UTF-8 replaced by `U+FFFD` (borrowed when there are none).
    #[must_use]
    pub fn to_str(&self) -> Cow<'a, str> {
        match core::str::from_utf8(self.0) {
            Ok(text) => Cow::Borrowed(text),
            Err(_) => String::from_utf8_lossy(self.0),
        }
    }
}

/// The text, as [`Text::to_str`] decodes it.
impl fmt::Display for Text<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_str())
    }
}

/// Whether to pass over what follows unread: a game's moves
/// ([`Visitor::begin_movetext`]) or a variation ([`Visitor::begin_variation`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Skip(pub bool);

/// A numeric annotation glyph: `$1` to `$255` (`$0` is the null annotation). The suffixes
/// `!`, `?`, `!!`, `??`, `!?`, `?!` are glyphs 1 to 6.
///
/// ```
/// use chess_core::pgn::Nag;
/// assert_eq!("!?".parse::<Nag>(), Ok(Nag::SPECULATIVE_MOVE));
/// assert_eq!("$14".parse::<Nag>(), Ok(Nag(14)));
/// assert_eq!(Nag::BLUNDER.to_string(), "$4");
/// assert!("$256".parse::<Nag>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Nag(pub u8);

impl Nag {
    /// `!`, `$1`.
    pub const GOOD_MOVE: Nag = Nag(1);
    /// `?`, `$2`.
    pub const MISTAKE: Nag = Nag(2);
    /// `!!`, `$3`.
    pub const BRILLIANT_MOVE: Nag = Nag(3);
    /// `??`, `$4`.
    pub const BLUNDER: Nag = Nag(4);
    /// `!?`, `$5`.
    pub const SPECULATIVE_MOVE: Nag = Nag(5);
    /// `?!`, `$6`.
    pub const DUBIOUS_MOVE: Nag = Nag(6);

    /// The glyph of a move suffix, `!`, `?`, `!!`, `??`, `!?` or `?!`.
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
    /// Why text is not a [`Nag`]: it must be `$0` to `$255`, or `!`, `?`, `!!`, `??`, `!?`, `?!`.
    ParseNagError,
    "annotation must be $0 to $255, !, ?, !!, ??, !? or ?!"
);

/// Reads `$n` (0 to 255) or a move suffix.
impl FromStr for Nag {
    type Err = ParseNagError;

    fn from_str(text: &str) -> Result<Nag, ParseNagError> {
        let number = text
            .strip_prefix('$')
            .filter(|n| n.bytes().all(|b| b.is_ascii_digit()));
        match number {
            Some(n) => n.parse().map(Nag).map_err(|_| ParseNagError(())),
            None => Nag::from_suffix(text.as_bytes()).ok_or(ParseNagError(())),
        }
    }
}

/// A game's result as PGN writes it after the moves (and in the `Result` tag).
///
/// ```
/// use chess_core::pgn::GameResult;
/// assert_eq!("1/2-1/2".parse::<GameResult>(), Ok(GameResult::Draw));
/// assert_eq!(GameResult::Ongoing.to_string(), "*");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2`.
    Draw,
    /// `*`: going on, abandoned or unknown.
    Ongoing,
}

impl GameResult {
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Ongoing => "*",
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

name_error!(
    /// Why text is not a [`GameResult`]: it must be `1-0`, `0-1`, `1/2-1/2` or `*`.
    ParseGameResultError,
    "result must be 1-0, 0-1, 1/2-1/2 or *"
);

impl FromStr for GameResult {
    type Err = ParseGameResultError;

    fn from_str(text: &str) -> Result<GameResult, ParseGameResultError> {
        [
            GameResult::WhiteWins,
            GameResult::BlackWins,
            GameResult::Draw,
            GameResult::Ongoing,
        ]
        .into_iter()
        .find(|result| result.as_str() == text)
        .ok_or(ParseGameResultError(()))
    }
}
