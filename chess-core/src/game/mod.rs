//! A game (feature `game`): the moves played from an initial position, each with its SAN written
//! once when it is played, taken back one by one; the outcome with repetition; the tags, the
//! comments and the NAGs; and the game written in PGN as the standard's export format has it.
//! The export's writer, [`MovetextWriter`] (with [`write_tag`]), writes any game in that format
//! from its tokens, variations included: what `Game`'s `Display` uses, and what a PGN reader's
//! visitor that keeps variations can use.
//!
//! What a GUI, a database or a tool keeps of a game, on top of [`Position`]: the position is
//! still the one to ask about moves, checks and attacks ([`Game::position`]).
//!
//! With the `pgn` feature, PGN reads into a `Game` too: `Game::from_pgn` (and `str::parse`) the
//! first game of a text, `pgn::read_games` every game of a file, the visitor
//! `pgn::GameBuilder` one game at a time from a `pgn::Reader`. A game written and read back is
//! the same game (its other tags in the export's order, its comments' white space as written).
//!
//! ```
//! use chess_core::game::{Game, GameResult, Nag};
//!
//! let mut game = Game::new();
//! game.set_tag("White", "Morphy")?;
//! game.set_tag("Black", "Duke Karl / Count Isouard")?;
//! game.set_tag("Event", "A night at the opera")?;
//! for san in ["e4", "e5", "Nf3", "d6", "d4", "Bg4"] {
//!     game.play_san(san)?;
//! }
//! game.annotation_mut(5).unwrap().push_nag(Nag::DUBIOUS_MOVE);
//! game.play_uci("d4e5")?; // UCI works too, and `play` takes a `Move`
//! assert_eq!(game.san_history().last().unwrap(), "dxe5");
//! assert_eq!(game.undo().unwrap().to_string(), "d4e5");
//! game.play_san("dxe5")?;
//! assert_eq!(game.result(), GameResult::Ongoing);
//!
//! let pgn = game.to_string();
//! assert!(pgn.starts_with("[Event \"A night at the opera\"]\n[Site \"?\"]\n"));
//! assert!(pgn.contains("[Black \"Duke Karl / Count Isouard\"]\n[Result \"*\"]\n\n"));
//! assert!(pgn.ends_with("\n1. e4 e5 2. Nf3 d6 3. d4 Bg4 $6 4. dxe5 *\n\n"));
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```

mod annotation;
mod export;
mod result;
mod tags;

use alloc::string::{String, ToString};
use alloc::vec::Vec;

pub use annotation::{Annotation, CommentError, Nag, ParseNagError};
pub use export::{MovetextWriter, write_tag};
pub use result::{GameResult, ParseResultError};
pub use tags::{ROSTER as SEVEN_TAG_ROSTER, TagError, read_variant, start_position};

use crate::{
    AnyMoveError, FenError, History, IllegalMove, Move, Outcome, ParseMoveError, Position, San,
    SanError, Variant,
};
use tags::Tags;

/// How many positions back repetition is looked for: a position repeats only one reached since
/// the last capture or pawn move, and past 150 half-moves without either the game is over by
/// the clock whatever repeats.
const LOOK_BACK: usize = 256;

/// The standard start position's FEN: a game from any other has `SetUp` and `FEN` tags.
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// One move of a game: the move, its SAN, the position it was played in, and its annotation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PlayedMove {
    mv: Move,
    san: San,
    before: Position,
    annotation: Annotation,
}

impl PlayedMove {
    /// The move, as [`Position::legal_moves`] lists it (castling and en passant with their kind).
    #[must_use]
    pub fn mv(&self) -> Move {
        self.mv
    }

    /// Its SAN, written when it was played.
    #[must_use]
    pub fn san(&self) -> San {
        self.san
    }

    /// The position the move was played in.
    #[must_use]
    pub fn position_before(&self) -> &Position {
        &self.before
    }

    /// Its comment and NAGs.
    #[must_use]
    pub fn annotation(&self) -> &Annotation {
        &self.annotation
    }

    /// The comment after it, if any.
    #[must_use]
    pub fn comment(&self) -> Option<&str> {
        self.annotation.comment()
    }

    /// Its NAGs, in order.
    #[must_use]
    pub fn nags(&self) -> &[Nag] {
        self.annotation.nags()
    }
}

/// A game: an initial position, the moves played from it, tags, comments and NAGs.
///
/// Moves come in as a [`Move`] ([`play`](Game::play)), SAN ([`play_san`](Game::play_san)), UCI
/// ([`play_uci`](Game::play_uci)) or either text ([`play_any_move`](Game::play_any_move)); each
/// is checked against the position and refused with the position's own error, leaving the game
/// as it was. [`undo`](Game::undo) takes the last one back. The game's end is
/// [`outcome`](Game::outcome) (repetition included) and its PGN result
/// [`result`](Game::result).
///
/// `Display` writes the game in PGN export format: the Seven Tag Roster in the standard's order,
/// then the other tags in ASCII order of their names (`FEN` and `SetUp` when the game does not
/// start from the standard start position, `Variant` for Chess960), an empty line, the movetext
/// in lines of at most 79 characters, the result, and the empty line that ends a game, so games
/// written one after another make a PGN file.
///
/// Each move played keeps 184 bytes on the heap (on 64-bit targets), its comment and NAGs apart:
/// the position it was played in, so that undo is a copy and the PGN has its move number.
///
/// ```
/// use chess_core::game::{Game, GameResult};
/// use chess_core::{Color, Outcome, Variant};
///
/// // From a position with black to move: the movetext starts with `1...`.
/// let fen = "rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1";
/// let mut game = Game::from_fen(fen, Variant::Standard)?;
/// game.play_san("e5")?;
/// game.play_any_move("g2g4")?; // UCI or SAN
/// game.play_san("Qh4")?; // the `#` may be left off: the SAN kept has it
/// assert_eq!(game.outcome(), Some(Outcome::Checkmate { winner: Color::Black }));
/// assert_eq!(game.result(), GameResult::BlackWins);
/// assert_eq!(game.tag("Result"), Some("0-1"));
/// let pgn = game.to_string();
/// assert!(pgn.contains(&format!("[Result \"0-1\"]\n[FEN \"{fen}\"]\n[SetUp \"1\"]\n\n")));
/// assert!(pgn.ends_with("\n\n1... e5 2. g4 Qh4# 0-1\n\n"));
///
/// // Back to the start: the same as a new game from there.
/// while game.undo().is_some() {}
/// assert_eq!(game, Game::from_fen(fen, Variant::Standard)?);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    initial: Position,
    position: Position,
    variant: Variant,
    played: Vec<PlayedMove>,
    tags: Tags,
    /// The comment before the first move; empty when there is none.
    comment: String,
}

impl Game {
    /// A game from the standard start position.
    #[must_use]
    pub fn new() -> Game {
        Game::from_position(Position::default())
    }

    /// A game from `fen`, read as `variant` says ([`Position::from_fen`]).
    pub fn from_fen(fen: &str, variant: Variant) -> Result<Game, FenError> {
        Ok(Game::from_position(Position::from_fen(fen, variant)?))
    }

    /// A game from `position`: a Chess960 game when its castling is Chess960's
    /// ([`CastlingRights::is_chess960`](crate::CastlingRights::is_chess960)), else standard. A
    /// Chess960 game's position is declared so, as its PGN (with its `Variant` tag) reads back:
    /// it stays Chess960 once its castling rights are gone.
    #[must_use]
    pub fn from_position(mut position: Position) -> Game {
        let chess960 = position.castling_rights().is_chess960();
        if chess960 {
            position.set_castling(position.castling_rights().declared_chess960());
        }
        let fen = position.to_string();
        let mut from_position = Vec::new();
        if chess960 {
            from_position.push(("Variant", "Chess960".to_string()));
        }
        if fen != START {
            from_position.push(("SetUp", "1".to_string()));
            from_position.push(("FEN", fen));
        }
        Game {
            initial: position,
            position,
            variant: match chess960 {
                true => Variant::Chess960,
                false => Variant::Standard,
            },
            played: Vec::new(),
            tags: Tags::new(&from_position),
            comment: String::new(),
        }
    }

    /// The position now, after the moves played.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The position the game started from.
    #[must_use]
    pub fn initial_position(&self) -> &Position {
        &self.initial
    }

    /// [`Variant::Chess960`] or [`Variant::Standard`], as the initial position's castling is.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Plays `mv` if it is legal here, and returns the move played: a plain move read from text
    /// that names a castling or an en-passant capture is played as that move
    /// ([`Position::try_play`]).
    pub fn play(&mut self, mv: Move) -> Result<Move, IllegalMove> {
        let mut after = self.position;
        let played = after.try_play(mv)?;
        self.record(played, after);
        Ok(played)
    }

    /// Plays a move given in SAN ([`Position::parse_san`] says what it reads).
    pub fn play_san(&mut self, san: &str) -> Result<Move, SanError> {
        let mv = self.position.parse_san(san)?;
        self.play_legal(mv);
        Ok(mv)
    }

    /// Plays a move given in UCI ([`Position::parse_move`] says what it reads).
    pub fn play_uci(&mut self, uci: &str) -> Result<Move, ParseMoveError> {
        let mv = self.position.parse_move(uci)?;
        self.play_legal(mv);
        Ok(mv)
    }

    /// Plays a move given in UCI or SAN ([`Position::parse_any_move`] says what it reads).
    pub fn play_any_move(&mut self, text: &str) -> Result<Move, AnyMoveError> {
        let mv = self.position.parse_any_move(text)?;
        self.play_legal(mv);
        Ok(mv)
    }

    /// Plays `mv`, known to be legal here.
    pub(crate) fn play_legal(&mut self, mv: Move) {
        let mut after = self.position;
        after.play_unchecked(mv);
        self.record(mv, after);
    }

    /// Keeps the legal move `mv` and its SAN, and moves on to `after`.
    fn record(&mut self, mv: Move, after: Position) {
        // The check sign read from `after`, which is made already.
        let san = self
            .position
            .san_without_check_sign(mv)
            .with_check_sign(&after);
        self.played.push(PlayedMove {
            mv,
            san,
            before: self.position,
            annotation: Annotation::default(),
        });
        self.position = after;
    }

    /// Takes the last move back (with its annotation) and returns it; `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        let last = self.played.pop()?;
        self.position = last.before;
        Some(last.mv)
    }

    /// The moves played, oldest first, with their SAN, positions and annotations.
    #[must_use]
    pub fn played(&self) -> &[PlayedMove] {
        &self.played
    }

    /// How many moves (half-moves) have been played.
    #[must_use]
    pub fn ply_count(&self) -> usize {
        self.played.len()
    }

    /// The moves played, oldest first.
    pub fn moves(&self) -> impl DoubleEndedIterator<Item = Move> + ExactSizeIterator + '_ {
        self.played.iter().map(PlayedMove::mv)
    }

    /// The SAN of the moves played, oldest first (written once, when each was played).
    pub fn san_history(&self) -> impl DoubleEndedIterator<Item = San> + ExactSizeIterator + '_ {
        self.played.iter().map(PlayedMove::san)
    }

    /// The comment and NAGs of the move at `ply` (0 for the first move played), to change them;
    /// `None` when fewer moves have been played.
    pub fn annotation_mut(&mut self, ply: usize) -> Option<&mut Annotation> {
        self.played
            .get_mut(ply)
            .map(|played| &mut played.annotation)
    }

    #[cfg(feature = "pgn")]
    /// Sets the tags read from PGN, in order, a repeated name keeping its last value: those
    /// [`set_tag`](Game::set_tag) refuses are left out. In time linear in their number,
    /// however many (each `set_tag` looks for the name among those set).
    pub(crate) fn set_tags_read<'a>(&mut self, tags: impl Iterator<Item = (&'a str, &'a str)>) {
        self.tags.set_all(tags);
    }

    #[cfg(feature = "pgn")]
    /// Appends comment text read from PGN (trimmed, not empty) to the last move's comment, or
    /// to the game's before the first move, a space between: in place, so that many comments
    /// in a row cost their length, not its square. A `}` is dropped, as a comment cannot hold
    /// one.
    pub(crate) fn append_comment_read(&mut self, text: &str) {
        let comment = match self.played.last_mut() {
            Some(played) => &mut played.annotation.comment,
            None => &mut self.comment,
        };
        annotation::append_comment(comment, text);
    }

    /// The game's comment: the one before the first move.
    #[must_use]
    pub fn comment(&self) -> Option<&str> {
        (!self.comment.is_empty()).then_some(self.comment.as_str())
    }

    /// Sets the comment before the first move (an empty one, or one of white space alone,
    /// removes it). Refused when it holds `}`; the comment is then unchanged.
    pub fn set_comment(&mut self, comment: impl Into<String>) -> Result<(), CommentError> {
        self.comment = annotation::checked_comment(comment.into())?;
        Ok(())
    }

    /// How the game has ended at the position now, if it has: [`Position::outcome`], else
    /// repetition over the moves played ([`History::outcome`]).
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.history().outcome(&self.position)
    }

    /// How many times the position now has occurred in the game (1 the first time), counted as
    /// [`History::repetitions`] counts.
    #[must_use]
    pub fn repetitions(&self) -> usize {
        self.history().repetitions(&self.position)
    }

    /// The positions that repetition can reach back to, the position now last.
    fn history(&self) -> History<LOOK_BACK> {
        let mut history = History::new();
        let reach = usize::from(self.position.halfmove_clock()).min(LOOK_BACK - 1);
        let from = self.played.len().saturating_sub(reach);
        for played in &self.played[from..] {
            history.push(&played.before);
        }
        history.push(&self.position);
        history
    }

    /// The game's result: the one set with [`set_result`](Game::set_result) (or the `Result`
    /// tag read) when it is decided, as written, whatever the position says; else the
    /// [`outcome`](Game::outcome)'s when the game is over (`1-0` or `0-1` for a mate, `1/2-1/2`
    /// for every draw); else [`GameResult::Ongoing`].
    ///
    /// ```
    /// use chess_core::game::{Game, GameResult};
    /// let mut game = Game::new();
    /// for san in ["f3", "e5", "g4", "Qh4#"] {
    ///     game.play_san(san)?;
    /// }
    /// assert_eq!(game.result(), GameResult::BlackWins); // from the mate
    /// game.set_result(GameResult::WhiteWins); // as a file may say, mistaken or not
    /// assert_eq!(game.result(), GameResult::WhiteWins);
    /// assert!(game.to_string().contains("[Result \"1-0\"]"));
    /// # Ok::<(), chess_core::SanError>(())
    /// ```
    #[must_use]
    pub fn result(&self) -> GameResult {
        match self.tags.result() {
            GameResult::Ongoing => self.outcome().map_or(GameResult::Ongoing, GameResult::from),
            set => set,
        }
    }

    /// Sets the game's result, the `Result` tag: a resignation, a draw agreed, time, or what a
    /// file says. A decided result is kept as set, whatever the position; `Ongoing` leaves the
    /// result to the position's [`outcome`](Game::outcome).
    pub fn set_result(&mut self, result: GameResult) {
        // A result is always a valid Result tag.
        let _ = self
            .tags
            .set(tags::ROSTER[tags::RESULT].0, result.as_str().into());
    }

    /// The value of the tag `name`. The Seven Tag Roster is always there (`?`, `????.??.??` and
    /// `*` while unknown); `Result` is [`result`](Game::result); `SetUp`, `FEN` and `Variant`
    /// are there when the initial position needs them.
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        match name == tags::ROSTER[tags::RESULT].0 {
            true => Some(self.result().as_str()),
            false => self.tags.get(name),
        }
    }

    /// Every tag, the Seven Tag Roster first in the standard's order, then the others in the
    /// order they were set (the PGN export writes those in ASCII order of their names).
    pub fn tags(&self) -> impl Iterator<Item = (&str, &str)> + '_ {
        let result = self.result().as_str();
        self.tags
            .iter()
            .enumerate()
            .map(move |(index, (name, value))| {
                (name, if index == tags::RESULT { result } else { value })
            })
    }

    /// Sets the tag `name` to `value` and returns the value it had. Any tag PGN can write may be
    /// set, with these checks: the name is a PGN tag name, the value holds no control character
    /// (PGN strings cannot), `Result` is one of `1-0`, `0-1`, `1/2-1/2` and `*`, and `SetUp`,
    /// `FEN` and `Variant` come from the initial position alone ([`TagError`]).
    ///
    /// ```
    /// use chess_core::game::{Game, TagError};
    /// let mut game = Game::new();
    /// assert_eq!(game.set_tag("White", "Carlsen, Magnus"), Ok(Some("?".into())));
    /// assert_eq!(game.set_tag("WhiteElo", "2830"), Ok(None));
    /// assert_eq!(game.tag("WhiteElo"), Some("2830"));
    /// assert_eq!(game.set_tag("White Elo", "2830"), Err(TagError::Name));
    /// assert_eq!(game.set_tag("Annotator", "a\nb"), Err(TagError::Value('\n')));
    /// assert_eq!(game.set_tag("Result", "white won"), Err(TagError::Result));
    /// assert_eq!(game.set_tag("FEN", "8/8/8/8/8/8/8/8 w - - 0 1"), Err(TagError::FromPosition));
    /// ```
    pub fn set_tag(
        &mut self,
        name: &str,
        value: impl Into<String>,
    ) -> Result<Option<String>, TagError> {
        self.tags.set(name, value.into())
    }

    /// Removes the tag `name` and returns the value it had. A tag of the Seven Tag Roster is
    /// set back to its unknown value (`?`, `????.??.??`, `*`) instead, since PGN always writes
    /// it; `SetUp`, `FEN` and `Variant` cannot be removed ([`TagError::FromPosition`]).
    ///
    /// ```
    /// use chess_core::game::Game;
    /// let mut game = Game::new();
    /// game.set_tag("Event", "Casual game")?;
    /// game.set_tag("Annotator", "Steinitz")?;
    /// assert_eq!(game.remove_tag("Annotator")?, Some("Steinitz".into()));
    /// assert_eq!(game.remove_tag("Event")?, Some("Casual game".into()));
    /// assert_eq!(game.tag("Event"), Some("?"));
    /// assert_eq!(game.remove_tag("Annotator")?, None);
    /// # Ok::<(), chess_core::game::TagError>(())
    /// ```
    pub fn remove_tag(&mut self, name: &str) -> Result<Option<String>, TagError> {
        self.tags.remove(name)
    }
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}

/// [`Game::from_position`].
impl From<Position> for Game {
    fn from(position: Position) -> Game {
        Game::from_position(position)
    }
}
