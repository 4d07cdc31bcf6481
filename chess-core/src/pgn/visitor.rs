//! The calls a [`Reader`](super::Reader) makes for each game: [`Visitor`].

use super::{GameResult, Nag, Skip, Text};
use crate::{Move, Position};

/// Receives one game at a time from a [`Reader`](super::Reader), in the order of its text.
///
/// For each game: [`begin_game`](Visitor::begin_game); [`tag`](Visitor::tag) for each tag
/// pair; [`begin_movetext`](Visitor::begin_movetext) with the start position (which may skip
/// the game); then, as they come, [`san`](Visitor::san) for each move with the position it is
/// played in, [`nag`](Visitor::nag), [`comment`](Visitor::comment),
/// [`begin_variation`](Visitor::begin_variation) (which may skip it) and
/// [`end_variation`](Visitor::end_variation), [`result`](Visitor::result) for the result
/// written after the moves; last [`end_game`](Visitor::end_game), whose value
/// [`Reader::read_game`](super::Reader::read_game) returns.
///
/// Every move reaches [`san`](Visitor::san) already checked legal, as a [`Move`] of the
/// position given with it. When the game has an error, the calls stop there and
/// [`end_game`](Visitor::end_game) is not called: the reader returns the
/// [`Error`](super::Error) and the next game starts again with
/// [`begin_game`](Visitor::begin_game). Every method but [`end_game`](Visitor::end_game) has a
/// default that does nothing (and skips variations).
pub trait Visitor {
    /// What [`end_game`](Visitor::end_game) makes of a game.
    type Output;

    /// A game starts: forget the last one.
    fn begin_game(&mut self) {}

    /// A tag pair, `[White "Deep Blue"]` as `(b"White", "Deep Blue")`: the name (letters,
    /// digits and `_+#=:-`), the value with its escapes (`\"`, `\\`) read, which
    /// [`Text::to_str`] decodes. The reader itself reads `FEN` and `Variant` for the start
    /// position.
    fn tag(&mut self, name: &[u8], value: Text<'_>) {
        let _ = (name, value);
    }

    /// The tags are read; `start` is the position the moves start from (from the `FEN` and
    /// `Variant` tags, else the standard start position). [`Skip(true)`](Skip) skips the game's
    /// moves unread and unchecked: [`end_game`](Visitor::end_game) follows, given `start`.
    fn begin_movetext(&mut self, start: &Position) -> Skip {
        let _ = start;
        Skip(false)
    }

    /// A move read from SAN and found legal in `position`, the position it is played in (the
    /// reader plays it next).
    fn san(&mut self, position: &Position, mv: Move) {
        let _ = (position, mv);
    }

    /// An annotation glyph, after the move it annotates: `$14`, or `!`, `?`, `!!`, `??`, `!?`,
    /// `?!` written after a move or alone.
    fn nag(&mut self, nag: Nag) {
        let _ = nag;
    }

    /// A comment, `{ … }` or `; …` to the end of the line, without its delimiters and as
    /// written (spaces and line breaks kept): [`Text::to_str`] decodes it.
    fn comment(&mut self, comment: Text<'_>) {
        let _ = comment;
    }

    /// A `(`: a variation follows, an alternative to the last move read. [`Skip(true)`](Skip)
    /// (the default) passes over it unread and unchecked, with no
    /// [`end_variation`](Visitor::end_variation); `Skip(false)` reads it: its moves come to
    /// [`san`](Visitor::san) with the positions of the variation.
    fn begin_variation(&mut self) -> Skip {
        Skip(true)
    }

    /// The `)` of a variation read: the moves that follow continue the line around it.
    fn end_variation(&mut self) {}

    /// The result written after the moves: `1-0`, `0-1`, `1/2-1/2` or `*`. A game without one
    /// (the input ends, or the next game's tags start) has no such call.
    fn result(&mut self, result: GameResult) {
        let _ = result;
    }

    /// The game is over; `last` is the main line's last position (the start position when the
    /// moves were skipped).
    fn end_game(&mut self, last: &Position) -> Self::Output;
}
