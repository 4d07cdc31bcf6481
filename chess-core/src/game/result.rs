//! A game's result as PGN writes it: `1-0`, `0-1`, `1/2-1/2` or `*`.

use core::fmt;
use core::str::FromStr;

use crate::{Color, Outcome};

/// A game's result, as PGN's `Result` tag and the token that ends the movetext write it. The
/// same type in [`game`](crate::game) and, re-exported, in `pgn`, whose reader hands it on.
///
/// ```
/// use chess_core::game::GameResult;
/// use chess_core::{Color, Outcome};
/// assert_eq!("1/2-1/2".parse(), Ok(GameResult::Draw));
/// assert_eq!(GameResult::BlackWins.to_string(), "0-1");
/// let mate = Outcome::Checkmate { winner: Color::White };
/// assert_eq!(GameResult::from(mate), GameResult::WhiteWins);
/// assert_eq!(GameResult::from(Outcome::Stalemate), GameResult::Draw);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2`.
    Draw,
    /// `*`: the game goes on, was abandoned, or its result is unknown.
    #[default]
    Ongoing,
}

impl GameResult {
    /// The four, in the order the PGN standard lists them.
    pub const ALL: [GameResult; 4] = [
        GameResult::WhiteWins,
        GameResult::BlackWins,
        GameResult::Draw,
        GameResult::Ongoing,
    ];

    /// The PGN token: `1-0`, `0-1`, `1/2-1/2` or `*`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Ongoing => "*",
        }
    }

    /// The result a game read from PGN is taken to have: its `Result` tag (`tag`, white space
    /// around it ignored) when that says `1-0`, `0-1` or `1/2-1/2`, else the result `written`
    /// after its moves, else `*`. As python-chess takes it; a reader's `GameBuilder` keeps it,
    /// and an export writes it both as the `Result` tag and after the moves.
    ///
    /// ```
    /// use chess_core::game::GameResult;
    /// assert_eq!(GameResult::declared(Some(" 1-0 "), Some(GameResult::Ongoing)), GameResult::WhiteWins);
    /// assert_eq!(GameResult::declared(Some("*"), Some(GameResult::Draw)), GameResult::Draw);
    /// assert_eq!(GameResult::declared(Some("?"), None), GameResult::Ongoing);
    /// ```
    #[must_use]
    pub fn declared(tag: Option<&str>, written: Option<GameResult>) -> GameResult {
        match tag.and_then(|value| value.trim().parse().ok()) {
            Some(result) if result != GameResult::Ongoing => result,
            _ => written.unwrap_or(GameResult::Ongoing),
        }
    }

    /// The side that won, or `None` for a draw or an unfinished game.
    #[must_use]
    pub const fn winner(self) -> Option<Color> {
        match self {
            GameResult::WhiteWins => Some(Color::White),
            GameResult::BlackWins => Some(Color::Black),
            GameResult::Draw | GameResult::Ongoing => None,
        }
    }
}

/// A decisive outcome is won by its winner; every other outcome is a draw.
impl From<Outcome> for GameResult {
    fn from(outcome: Outcome) -> GameResult {
        match outcome.winner() {
            Some(Color::White) => GameResult::WhiteWins,
            Some(Color::Black) => GameResult::BlackWins,
            None => GameResult::Draw,
        }
    }
}

/// The PGN token: `1-0`, `0-1`, `1/2-1/2` or `*`.
impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

name_error!(
    /// Why text is not a [`GameResult`]: it must be `1-0`, `0-1`, `1/2-1/2` or `*`.
    ParseResultError,
    "a result must be 1-0, 0-1, 1/2-1/2 or *"
);

/// Reads the PGN token exactly: `1-0`, `0-1`, `1/2-1/2` or `*`.
impl FromStr for GameResult {
    type Err = ParseResultError;

    fn from_str(text: &str) -> Result<GameResult, ParseResultError> {
        GameResult::ALL
            .into_iter()
            .find(|result| result.as_str() == text)
            .ok_or(ParseResultError(()))
    }
}
