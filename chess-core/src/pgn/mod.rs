//! Reading PGN databases: any number of games from bytes in memory, read in place ([`Slice`],
//! [`Reader::from_slice`]; no_std), or with the feature `std` from any `std::io::Read` in a
//! buffer of fixed size, every move checked against its position (feature `pgn`).
//!
//! The design follows the `pgn-reader` crate, so its users will find their way: a [`Reader`]
//! reads one game at a time and calls a [`Visitor`] for what it finds, in the order of the text
//! (tags, moves, annotation glyphs, comments, variations, the result), and the visitor makes of
//! the game what it needs (a position, statistics, a game record), with no allocation of the
//! reader's own per game. What differs:
//!
//! - **Moves arrive checked.** The reader reads each SAN against the position of its line and
//!   hands the visitor the legal [`Move`](crate::Move) with the [`Position`](crate::Position)
//!   it is played in ([`Visitor::san`], which may stop the game there); it tracks the
//!   positions of the variations it reads too. The start position comes from the `FEN` tag
//!   (read permissively, as composed problems need: [`game::start_position`](crate::game::start_position);
//!   `SetUp` is not required) and the `Variant` tag: a game is standard chess unless that tag
//!   says Chess960 (`Chess960`, `Fischerandom` and the other spellings of [`read_variant`]);
//!   castling rights standard chess cannot have are dropped and reported, never taken as
//!   Chess960; a variant other than the two is an error.
//! - **What is broken costs the least it can**, and each loss is reported to
//!   [`Visitor::error`] while the game goes on: a malformed tag costs that tag (a value with
//!   quotes inside, `[White ""Socrates Expert""]`, reads as python-chess reads it), an illegal
//!   move inside a variation costs that variation, a bad annotation that annotation, variations
//!   nested deeper than [`MAX_DEPTH`] are passed over. An error in the main line ends the game:
//!   [`Reader::read_game`] returns the [`Error`] (naming the game, the ply and the text) after
//!   passing over the rest of that game, and the next call reads the next game; reading
//!   [`Game`](crate::game::Game)s, the error carries the game read up to it
//!   ([`Error::partial_game`]). Only `ErrorKind::Io` ends the input.
//! - **Bounded.** Every input is read in time linear in its length, and the reader holds its
//!   buffer and at most [`MAX_DEPTH`] lines of play whatever the input.
//! - **Plain values.** Tag names come as bytes and tag values and comments as [`Text`], bytes
//!   decoded on demand (a tag value's escapes already read); the visitor's methods return
//!   nothing but the [`Skip`]s that pass over a game's moves ([`Visitor::begin_movetext`]) or a
//!   variation ([`Visitor::begin_variation`], skipped by default as in `pgn-reader`) and the
//!   [`ControlFlow`](core::ops::ControlFlow) of [`Visitor::san`].
//!
//! What is read: tag pairs; moves in SAN (with the leniencies of
//! [`Position::parse_san`](crate::Position::parse_san)), with or without move numbers
//! (`1.`, `1...`, `1.e4`); `$n` and the suffixes `!`, `?`, `!!`, `??`, `!?`, `?!` as [`Nag`]s;
//! `{ }` and `;` comments; variations, nested; the results `1-0`, `0-1`, `1/2-1/2`, `*`; escape
//! lines (`%` in the first column) and byte order marks, passed over; CRLF line breaks; moves in
//! UCI (`g1f3`) where SAN belongs, as python-chess reads them. A game ends at its result, at the
//! next game's tags or at the end of the input. Null moves (`--`, `Z0`) are not read: they end
//! the game as an illegal move does.
//!
//! **Games.** [`GameBuilder`] is the visitor that makes each game a
//! [`Game`](crate::game::Game), as python-chess's `read_game` returns one: the tags, the main
//! line's moves from the `FEN` tag's position in its variant, the comments before the first move
//! and after each move, the NAGs and the result. A `Game` has no variations, so the builder
//! passes over them (their comments and NAGs too). On top of it:
//! [`Game::from_pgn`](crate::game::Game::from_pgn) (and `str::parse`) reads the first game of a
//! text, [`Reader::into_games`] and [`read_games`] every game of a reader or file as
//! `Result<Game, Error>`. [`Nag`] and [`GameResult`] are the game module's own types, so what
//! the reader hands a visitor is what a `Game` keeps.
//!
//! ```
//! use chess_core::game::{Game, GameResult, Nag};
//! use chess_core::pgn;
//!
//! let pgn = r#"[Event "Paris"]
//! [White "Morphy"]
//! [Result "1-0"]
//!
//! 1. e4 e5 2. Nf3 d6 3. d4 Bg4?! {Philidor} (3... exd4) 4. dxe5 Bxf3 5. Qxf3 dxe5
//! 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8
//! 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0
//!
//! [Event "Casual"]
//!
//! 1. e4 *
//! "#;
//! let games = pgn::read_games(pgn.as_bytes()).collect::<Result<Vec<Game>, _>>()?;
//! let opera = &games[0];
//! assert_eq!(opera.tag("White"), Some("Morphy"));
//! assert_eq!(opera.ply_count(), 33);
//! assert_eq!(opera.played()[5].nags(), [Nag::DUBIOUS_MOVE]);
//! assert_eq!(opera.played()[5].comment(), Some("Philidor")); // the variation is passed over
//! assert_eq!(opera.result(), GameResult::WhiteWins);
//!
//! // Written back in export format and read again: the same game.
//! let written = opera.to_string();
//! assert!(written.contains("3. d4 Bg4 $6 {Philidor} 4. dxe5"));
//! assert_eq!(&Game::from_pgn(&written)?, opera);
//! assert_eq!(games[1].san_history().next().unwrap(), "e4");
//! # Ok::<(), chess_core::pgn::Error>(())
//! ```
//!
//! **Memory.** Reading a stream, the reader holds one buffer ([`DEFAULT_CAPACITY`] bytes, or
//! [`Reader::with_capacity`]) and never more of the input (a [`Slice`] is read where it is): a comment, tag line or word longer
//! than the buffer is an error of its game ([`ErrorKind::TooLong`]), passed over however long
//! it is (a 10 MB comment costs no more memory), and reading goes on. The visitor calls of a
//! game's moves allocate nothing unless a variation is read (its stack) or a comment or tag is
//! not UTF-8.
//!
//! ```
//! use std::ops::ControlFlow;
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
//!     fn san(&mut self, _position: &Position, _mv: Move) -> ControlFlow<()> {
//!         self.plies += 1; // variations are skipped: these are the main line's moves
//!         ControlFlow::Continue(())
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
mod game;
mod lexer;
mod reader;
mod visitor;

use alloc::borrow::Cow;
use alloc::string::String;
use core::fmt;

pub use buffer::{Input, Slice};
pub use error::{Error, ErrorKind};
pub use game::{GameBuilder, IntoGames, read_games};
pub use reader::{DEFAULT_CAPACITY, Games, MAX_DEPTH, Reader};
pub use visitor::Visitor;

/// The game layer's types, the same here: what the reader hands a visitor is what a
/// [`Game`](crate::game::Game) keeps.
pub use crate::game::{GameResult, Nag, ParseNagError, ParseResultError, read_variant};

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
