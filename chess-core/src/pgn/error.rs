//! What can go wrong reading PGN: [`Error`] names the game, the ply and the text; [`ErrorKind`]
//! says what was wrong.

use alloc::boxed::Box;
use alloc::string::String;
use core::fmt;
#[cfg(feature = "std")]
use std::{io, string::ToString};

use crate::game::Game;
use crate::{CastlingRights, FenError, SanError};

/// The longest offending text an [`Error`] keeps, in characters.
const TEXT_LIMIT: usize = 60;

/// What was wrong with a game (or with the input, for `ErrorKind::Io`).
#[derive(Debug)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The input could not be read (a stream, feature `std`). Reading stops: the next call may
    /// fail again.
    #[cfg(feature = "std")]
    Io(io::Error),
    /// A tag line that is not `[Name "value"]`.
    Tag,
    /// The `FEN` tag's position was refused.
    Fen(FenError),
    /// Castling rights in the `FEN` tag that standard chess cannot have (a game is standard
    /// chess unless its `Variant` tag says Chess960): dropped, and the game goes on without
    /// them, as python-chess reads it.
    CastlingDropped(CastlingRights),
    /// The `Variant` tag names a variant other than standard chess and Chess960.
    Variant,
    /// A move that is not SAN, is not legal in its position, or fits more than one legal move.
    San(SanError),
    /// A `$` without a number from 0 to 255, or a mix of `!` and `?` with no meaning.
    Nag,
    /// A `{` without its `}` before the end of the input.
    UnterminatedComment,
    /// A `(` without its `)` before the result or the next game.
    UnterminatedVariation,
    /// A `)` without a `(`.
    UnmatchedClose,
    /// A `(` where there is no move for the variation to replace: before the first move of the
    /// game or of the variation around it.
    VariationWithoutMove,
    /// A token (a comment, a tag line, a word) longer than the reader's buffer, whose size is
    /// given ([`Reader::with_capacity`](super::Reader::with_capacity) sets it).
    TooLong {
        /// The buffer's size in bytes.
        limit: usize,
    },
    /// The text holds no game at all, where one was asked for
    /// ([`Game::from_pgn`](crate::game::Game::from_pgn)).
    NoGame,
    /// Variations nested deeper than [`MAX_DEPTH`](super::MAX_DEPTH): the variation is passed
    /// over, so that no input makes the reader hold more than that many lines.
    TooDeep,
    /// A move that takes the full-move number or the half-move clock past 65,535, the largest
    /// a [`Position`](crate::Position) holds: the game ends before it rather than counting
    /// wrong.
    ClockOverflow,
    /// The `Result` tag says one result and the main line's last position ends the game with
    /// another: reported, and the tag kept as written.
    ResultMismatch,
}

/// An input error is copied as its kind and message (`io::Error` is not `Clone`).
impl Clone for ErrorKind {
    fn clone(&self) -> ErrorKind {
        match self {
            #[cfg(feature = "std")]
            ErrorKind::Io(error) => ErrorKind::Io(io::Error::new(error.kind(), error.to_string())),
            ErrorKind::Tag => ErrorKind::Tag,
            ErrorKind::Fen(error) => ErrorKind::Fen(*error),
            ErrorKind::CastlingDropped(rights) => ErrorKind::CastlingDropped(*rights),
            ErrorKind::Variant => ErrorKind::Variant,
            ErrorKind::San(error) => ErrorKind::San(*error),
            ErrorKind::Nag => ErrorKind::Nag,
            ErrorKind::UnterminatedComment => ErrorKind::UnterminatedComment,
            ErrorKind::UnterminatedVariation => ErrorKind::UnterminatedVariation,
            ErrorKind::UnmatchedClose => ErrorKind::UnmatchedClose,
            ErrorKind::VariationWithoutMove => ErrorKind::VariationWithoutMove,
            ErrorKind::TooLong { limit } => ErrorKind::TooLong { limit: *limit },
            ErrorKind::NoGame => ErrorKind::NoGame,
            ErrorKind::TooDeep => ErrorKind::TooDeep,
            ErrorKind::ClockOverflow => ErrorKind::ClockOverflow,
            ErrorKind::ResultMismatch => ErrorKind::ResultMismatch,
        }
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            #[cfg(feature = "std")]
            ErrorKind::Io(error) => write!(f, "cannot read the input: {error}"),
            ErrorKind::Tag => f.write_str("malformed tag: expected [Name \"value\"]"),
            ErrorKind::Fen(error) => write!(f, "bad FEN tag: {error}"),
            ErrorKind::CastlingDropped(rights) => write!(
                f,
                "castling rights {rights} dropped: standard chess cannot have them (a Chess960 \
                 game says so in its Variant tag)"
            ),
            ErrorKind::Variant => f.write_str("unsupported variant: only standard and Chess960"),
            ErrorKind::San(error) => write!(f, "{error}"),
            ErrorKind::Nag => {
                f.write_str("bad annotation: expected $0 to $255, !, ?, !!, ??, !? or ?!")
            }
            ErrorKind::UnterminatedComment => f.write_str("comment without its closing }"),
            ErrorKind::UnterminatedVariation => f.write_str("variation without its closing )"),
            ErrorKind::UnmatchedClose => f.write_str(") without an opening ("),
            ErrorKind::VariationWithoutMove => {
                f.write_str("variation with no move before it to replace")
            }
            ErrorKind::TooLong { limit } => {
                write!(f, "token longer than the buffer of {limit} bytes")
            }
            ErrorKind::NoGame => f.write_str("no game in the text"),
            ErrorKind::TooDeep => write!(
                f,
                "variations nested deeper than {}: passed over",
                super::MAX_DEPTH
            ),
            ErrorKind::ClockOverflow => f.write_str(
                "move number or half-move clock past 65535, the largest a position holds",
            ),
            ErrorKind::ResultMismatch => {
                f.write_str("the Result tag disagrees with the final position (the tag is kept)")
            }
        }
    }
}

/// An error in a game: which game (counted from 1 in the input), at which ply, the offending
/// text and what was wrong with it.
///
/// The ply is that of the offending move (1 for White's first move of a game from the start
/// position), counted along the line, variation or main line, where it stands; for other
/// errors it is the number of plies read in that line so far (0 in the tags).
///
/// Displayed as `game 3, ply 12: `Nf4`: illegal: no legal move in this position fits it`.
///
/// An error that ends a game's main line, from [`read_games`](super::read_games),
/// [`Reader::into_games`](super::Reader::into_games) or
/// [`Game::from_pgn`](crate::game::Game::from_pgn), carries the game as read up to it
/// ([`partial_game`](Error::partial_game)), as python-chess hands back a game with its errors.
#[derive(Clone, Debug)]
pub struct Error {
    game: u64,
    ply: u32,
    kind: ErrorKind,
    text: String,
    partial: Option<Box<Game>>,
}

impl Error {
    pub(super) fn new(game: u64, ply: u32, fail: Fail) -> Error {
        let Failure { kind, text } = *fail.0;
        Error {
            game,
            ply,
            kind,
            text,
            partial: None,
        }
    }

    /// The error with the game read up to it.
    pub(super) fn with_partial_game(mut self, game: Option<Game>) -> Error {
        self.partial = game.map(Box::new);
        self
    }

    /// The game as read up to the error, its tags and the main line's moves before it, where
    /// the error came from reading [`Game`]s and the moves had started; `None` otherwise.
    ///
    /// ```
    /// use chess_core::game::Game;
    /// let error = Game::from_pgn("[White \"Anon\"]\n\n1. e4 e5 2. Ke3 Nc6 *").unwrap_err();
    /// let partial = error.partial_game().expect("the moves before the error");
    /// assert_eq!(partial.tag("White"), Some("Anon"));
    /// assert_eq!(partial.ply_count(), 2);
    /// ```
    #[must_use]
    pub fn partial_game(&self) -> Option<&Game> {
        self.partial.as_deref()
    }

    /// [`partial_game`](Error::partial_game), taken.
    #[must_use]
    pub fn into_partial_game(self) -> Option<Game> {
        self.partial.map(|game| *game)
    }

    /// The game's number, counting every game of the input from 1.
    #[must_use]
    pub fn game(&self) -> u64 {
        self.game
    }

    /// The ply where the error is (see [`Error`]).
    #[must_use]
    pub fn ply(&self) -> u32 {
        self.ply
    }

    /// What was wrong.
    #[must_use]
    pub fn kind(&self) -> &ErrorKind {
        &self.kind
    }

    /// The offending text (its first 60 characters, decoded as UTF-8 with replacement
    /// characters), empty where there is none.
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Whether the input itself could not be read (`ErrorKind::Io`): reading cannot go on.
    #[must_use]
    pub fn is_io(&self) -> bool {
        #[cfg(feature = "std")]
        if let ErrorKind::Io(_) = self.kind {
            return true;
        }
        false
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}, ply {}: ", self.game, self.ply)?;
        if !self.text.is_empty() {
            write!(f, "`{}`: ", self.text.escape_debug())?;
        }
        write!(f, "{}", self.kind)
    }
}

impl core::error::Error for Error {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match &self.kind {
            #[cfg(feature = "std")]
            ErrorKind::Io(error) => Some(error),
            ErrorKind::Fen(error) => Some(error),
            ErrorKind::San(error) => Some(error),
            _ => None,
        }
    }
}

/// An error before the reader has put the game and ply to it: boxed, so that the lexer's results
/// stay small on the path where nothing is wrong.
#[derive(Debug)]
#[doc(hidden)]
pub struct Fail(Box<Failure>);

#[derive(Debug)]
#[doc(hidden)]
pub struct Failure {
    pub(super) kind: ErrorKind,
    pub(super) text: String,
}

impl core::ops::Deref for Fail {
    type Target = Failure;

    fn deref(&self) -> &Failure {
        &self.0
    }
}

impl Fail {
    /// Whether the input could not be read (`ErrorKind::Io`): reading cannot go on.
    #[inline]
    pub(super) fn is_io(&self) -> bool {
        #[cfg(feature = "std")]
        if let ErrorKind::Io(_) = self.kind {
            return true;
        }
        false
    }

    /// The kind and its text, cut to its first characters.
    #[cold]
    pub(super) fn new(kind: ErrorKind, text: &[u8]) -> Fail {
        let mut text =
            String::from_utf8_lossy(&text[..text.len().min(4 * TEXT_LIMIT)]).into_owned();
        let end = text
            .char_indices()
            .nth(TEXT_LIMIT)
            .map_or(text.len(), |(at, _)| at);
        // Cut in place, not sliced: a slice's panic path would format the text's characters.
        text.truncate(end);
        Fail(Box::new(Failure { kind, text }))
    }
}

#[cfg(feature = "std")]
impl From<io::Error> for Fail {
    #[cold]
    fn from(error: io::Error) -> Fail {
        Fail(Box::new(Failure {
            kind: ErrorKind::Io(error),
            text: String::new(),
        }))
    }
}
