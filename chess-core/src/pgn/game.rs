//! PGN read into [`Game`]s: the visitor [`GameBuilder`], and the calls on top of it
//! ([`Game::from_pgn`], [`Reader::into_games`], [`read_games`]).

use alloc::string::String;
use alloc::vec::Vec;
use core::ops::ControlFlow;
use core::str::FromStr;

use super::error::{Error, ErrorKind, Fail};
use super::{GameResult, Input, Nag, Reader, Skip, Text, Visitor};
use crate::game::Game;
use crate::{Move, Position};

/// A [`Visitor`] that makes each game a [`Game`], as python-chess's `GameBuilder` does: the
/// visitor behind [`Game::from_pgn`] and [`Reader::into_games`], and the one to give
/// [`Reader::read_game`] or [`Reader::games`] to read games one at a time.
///
/// What the game keeps of the text:
///
/// - **Where it starts:** the position the reader starts the moves from (the `FEN` tag's, in the
///   variant of the `Variant` tag), through [`Game::from_position`]. The game writes `FEN`,
///   `SetUp` and `Variant` from that position, so those tags are not copied.
/// - **Tags:** every other tag, in the order of the text (a repeated tag keeps its last value).
///   A control character in a value (a tab) becomes a space; a tag whose name [`Game`] cannot
///   write (one with `+`, `#`, `=`, `:` or `-`, which the reader takes) is left out.
/// - **The main line's moves**, each with its SAN written anew by the game. Variations are
///   passed over, with the comments and NAGs inside them: a [`Game`] has no variations.
/// - **Comments:** those before the first move make the game's comment, those after a move (or
///   its NAGs) the move's, several joined by a space, each trimmed at both ends. A `}` (which a
///   `;` comment can hold) is dropped, since a `Game` writes comments in braces.
/// - **NAGs** after a move, in order, and the suffixes (`!?`) as the NAGs they stand for. A NAG
///   before the first move has no move to go with and is left out.
/// - **The result:** the `Result` tag's when it is `1-0`, `0-1` or `1/2-1/2`, else the result
///   written after the moves, else `*` ([`Game::set_result`]), kept as written even where the
///   last position says otherwise (the reader reports that, [`ErrorKind::ResultMismatch`]).
/// - **What was lost:** each error the game went on from (a malformed tag, a broken variation,
///   castling rights dropped), in [`warnings`](GameBuilder::warnings) until the next game.
///
/// ```
/// use chess_core::game::{Game, GameResult};
/// use chess_core::pgn::{GameBuilder, Reader};
///
/// let pgn = "[White \"Greco\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n\
///            1. d4 {a second game} *\n";
/// let mut reader = Reader::new(pgn.as_bytes());
/// let mut builder = GameBuilder::new();
/// let game = reader.read_game(&mut builder)?.expect("a first game");
/// assert_eq!(game.tag("White"), Some("Greco"));
/// assert_eq!(game.result(), GameResult::WhiteWins);
/// let second = reader.read_game(&mut builder)?.expect("a second game");
/// assert_eq!(second.played()[0].comment(), Some("a second game"));
/// # Ok::<(), chess_core::pgn::Error>(())
/// ```
#[derive(Debug, Default)]
pub struct GameBuilder {
    /// The tags read, until the start position is known.
    tags: Vec<(String, String)>,
    /// The game, from the start position on.
    game: Option<Game>,
    /// The result written after the moves.
    result: Option<GameResult>,
    /// What the game went on from.
    warnings: Vec<Error>,
}

impl GameBuilder {
    /// A builder, for any number of games.
    #[must_use]
    pub fn new() -> GameBuilder {
        GameBuilder::default()
    }

    /// The errors the last game read went on from ([`Visitor::error`]): a malformed tag, an
    /// illegal move inside a variation, castling rights dropped, a `Result` tag the final
    /// position contradicts. Empty for most games.
    ///
    /// ```
    /// use chess_core::pgn::{ErrorKind, GameBuilder, Reader};
    /// let pgn = "[White \"A\" junk]\n[Black \"B\"]\n\n1. e4 $300 e5 *";
    /// let mut builder = GameBuilder::new();
    /// let game = Reader::new(pgn.as_bytes()).read_game(&mut builder)?.unwrap();
    /// assert_eq!((game.tag("White"), game.tag("Black"), game.ply_count()), (Some("?"), Some("B"), 2));
    /// let kinds: Vec<_> = builder.warnings().iter().map(|w| w.kind().to_string()).collect();
    /// assert_eq!(kinds.len(), 2);
    /// assert!(matches!(builder.warnings()[0].kind(), ErrorKind::Tag));
    /// assert_eq!(builder.warnings()[1].text(), "$300");
    /// # Ok::<(), chess_core::pgn::Error>(())
    /// ```
    #[must_use]
    pub fn warnings(&self) -> &[Error] {
        &self.warnings
    }

    /// The game read so far, once its moves have started, with its result as read: after an
    /// error, what came before it.
    fn take_partial(&mut self) -> Option<Game> {
        let mut game = self.game.take()?;
        game.set_result(self.declared());
        Some(game)
    }

    /// The result the game keeps (see the type's docs).
    fn declared(&self) -> GameResult {
        let tag = self.tags.iter().rev().find(|(name, _)| name == "Result");
        GameResult::declared(tag.map(|(_, value)| value.as_str()), self.result)
    }
}

impl Visitor for GameBuilder {
    type Output = Game;

    fn begin_game(&mut self) {
        self.tags.clear();
        self.game = None;
        self.result = None;
        self.warnings.clear();
    }

    fn tag(&mut self, name: &[u8], value: Text<'_>) {
        let value = value.to_str();
        let value = value.replace(|c: char| c.is_control(), " ");
        self.tags
            .push((String::from_utf8_lossy(name).into_owned(), value));
    }

    fn begin_movetext(&mut self, start: &Position) -> Skip {
        let mut game = Game::from_position(*start);
        // A name the game cannot write is left out (the type's docs say so); the game writes
        // the start position's tags itself, and its result when it ends.
        let read = self
            .tags
            .iter()
            .filter(|(name, _)| !matches!(name.as_str(), "FEN" | "SetUp" | "Variant" | "Result"));
        game.set_tags_read(read.map(|(name, value)| (name.as_str(), value.as_str())));
        self.game = Some(game);
        Skip(false)
    }

    fn san(&mut self, position: &Position, mv: Move) -> ControlFlow<()> {
        if let Some(game) = &mut self.game {
            // Variations are skipped: the move is the main line's, played where the game is.
            debug_assert_eq!(position, game.position());
            game.play_legal(mv);
        }
        ControlFlow::Continue(())
    }

    fn nag(&mut self, nag: Nag) {
        let Some(game) = &mut self.game else { return };
        if let Some(last) = game.ply_count().checked_sub(1) {
            if let Some(annotation) = game.annotation_mut(last) {
                annotation.push_nag(nag);
            }
        }
    }

    fn comment(&mut self, comment: Text<'_>) {
        let Some(game) = &mut self.game else { return };
        let text = comment.to_str();
        // Appended in place (never the comment so far copied again), without a `}`.
        let text = text.trim();
        if !text.is_empty() {
            game.append_comment_read(text);
        }
    }

    fn result(&mut self, result: GameResult) {
        self.result = Some(result);
    }

    fn error(&mut self, error: &Error) {
        self.warnings.push(error.clone());
    }

    fn end_game(&mut self, last: &Position) -> Game {
        let result = self.declared();
        let mut game = self
            .game
            .take()
            .unwrap_or_else(|| Game::from_position(*last));
        game.set_result(result);
        game
    }
}

impl Game {
    /// The first game of `pgn`, read as [`GameBuilder`] says (variations passed over); the
    /// reader's [`Error`] when that game has one, [`ErrorKind::NoGame`] when `pgn` holds none.
    /// The inverse of `Display`: a game written and read back is the same game, its tags
    /// apart from their order and its comments apart from their white space.
    ///
    /// ```
    /// use chess_core::game::{Game, Nag};
    ///
    /// let pgn = "[Event \"Casual\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n\
    ///            {A rook up} 1. O-O!? (1. Rh8+) Kd7 2. Rf7+ $1 {and wins} *";
    /// let game = Game::from_pgn(pgn)?;
    /// assert_eq!(game.comment(), Some("A rook up"));
    /// assert_eq!(game.san_history().map(|san| san.to_string()).collect::<Vec<_>>(),
    ///            ["O-O", "Kd7", "Rf7+"]);
    /// assert_eq!(game.played()[0].nags(), [Nag::SPECULATIVE_MOVE]);
    /// assert_eq!(game.played()[2].comment(), Some("and wins"));
    /// // Written back and read again: the same game.
    /// assert_eq!(Game::from_pgn(&game.to_string())?, game);
    ///
    /// let error = Game::from_pgn("1. e4 e5 2. Ke3 *").unwrap_err();
    /// assert_eq!((error.game(), error.ply(), error.text()), (1, 3, "Ke3"));
    /// assert!(Game::from_pgn("").is_err());
    /// # Ok::<(), chess_core::pgn::Error>(())
    /// ```
    pub fn from_pgn(pgn: &str) -> Result<Game, Error> {
        // The text is in memory already: read in place.
        let mut builder = GameBuilder::new();
        Reader::from_slice(pgn.as_bytes())
            .read_game(&mut builder)
            .map_err(|error| error.with_partial_game(builder.take_partial()))?
            .ok_or_else(|| Error::new(1, 0, Fail::new(ErrorKind::NoGame, b"")))
    }
}

/// [`Game::from_pgn`]: the first game of the text.
impl FromStr for Game {
    type Err = Error;

    fn from_str(pgn: &str) -> Result<Game, Error> {
        Game::from_pgn(pgn)
    }
}

impl<R: Input> Reader<R> {
    /// Every game that follows, each a [`Game`] ([`GameBuilder`]) or its [`Error`]: an error
    /// does not end the games (the next one is read), but `ErrorKind::Io` does.
    ///
    /// ```
    /// use chess_core::pgn::Reader;
    ///
    /// let pgn = b"1. e4 e5 1-0\n\n1. d4 Ke7 *\n\n1. c4 *\n";
    /// let games: Vec<_> = Reader::new(&pgn[..]).into_games().collect();
    /// assert_eq!(games.len(), 3);
    /// assert_eq!(games[0].as_ref().unwrap().ply_count(), 2);
    /// assert_eq!(games[1].as_ref().unwrap_err().text(), "Ke7");
    /// assert!(games[2].as_ref().unwrap().to_string().ends_with("\n\n1. c4 *\n\n"));
    /// ```
    pub fn into_games(self) -> IntoGames<R> {
        IntoGames {
            reader: self,
            builder: GameBuilder::new(),
            done: false,
        }
    }
}

/// Every game of `input`, each a [`Game`] or its [`Error`]:
/// [`Reader::new`]`(input).`[`into_games`](Reader::into_games)`()`.
///
/// ```no_run
/// use std::fs::File;
/// use chess_core::pgn;
///
/// for game in pgn::read_games(File::open("games.pgn")?) {
///     match game {
///         Ok(game) => println!("{} - {}: {}", game.tag("White").unwrap(),
///                              game.tag("Black").unwrap(), game.result()),
///         Err(error) => eprintln!("{error}"),
///     }
/// }
/// # Ok::<(), std::io::Error>(())
/// ```
pub fn read_games<R: Input>(input: R) -> IntoGames<R> {
    Reader::new(input).into_games()
}

/// [`Reader::into_games`]: the games of a reader it owns, as [`Game`]s.
pub struct IntoGames<R: Input> {
    reader: Reader<R>,
    builder: GameBuilder,
    done: bool,
}

impl<R: Input> IntoGames<R> {
    /// The reader: how many games it has started ([`Reader::games_read`]).
    pub fn reader(&self) -> &Reader<R> {
        &self.reader
    }

    /// The errors the last game returned went on from ([`GameBuilder::warnings`]).
    #[must_use]
    pub fn warnings(&self) -> &[Error] {
        self.builder.warnings()
    }
}

impl<R: Input> Iterator for IntoGames<R> {
    type Item = Result<Game, Error>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let read = self.reader.read_game(&mut self.builder);
        self.done = read.as_ref().map_or_else(Error::is_io, Option::is_none);
        let read = read.map_err(|error| error.with_partial_game(self.builder.take_partial()));
        read.transpose()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_move_number_of_0_reads_as_1() {
        // As puzzle collections write it (pychess's among them).
        let game =
            Game::from_pgn("[FEN \"4k3/8/8/8/8/8/8/R3K3 w Q - 1 0\"]\n\n1. Ra8# 1-0").unwrap();
        assert_eq!(game.initial_position().fullmove_number(), 1);
        assert_eq!(game.ply_count(), 1);
        assert!(Game::from_pgn("[FEN \"4k3/8/8/8/8/8/8/R3K3 w Q - 1 x0\"]\n\n*").is_err());
    }

    #[test]
    fn the_result_tag_wins_when_decided() {
        let cases = [
            (
                Some("1-0"),
                Some(GameResult::Ongoing),
                GameResult::WhiteWins,
            ),
            (Some("*"), Some(GameResult::Draw), GameResult::Draw),
            (
                Some("?"),
                Some(GameResult::BlackWins),
                GameResult::BlackWins,
            ),
            (None, None, GameResult::Ongoing),
            (Some(" 0-1 "), None, GameResult::BlackWins),
        ];
        for (tag, written, expected) in cases {
            assert_eq!(
                GameResult::declared(tag, written),
                expected,
                "{tag:?} {written:?}"
            );
        }
    }
}
