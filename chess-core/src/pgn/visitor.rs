//! The calls a [`Reader`](super::Reader) makes for each game: [`Visitor`].

use core::ops::ControlFlow;

use super::{Error, GameResult, Nag, Skip, Text};
use crate::{Move, Position};

/// Receives one game at a time from a [`Reader`](super::Reader), in the order of its text.
///
/// For each game: [`begin_game`](Visitor::begin_game); [`tag`](Visitor::tag) for each tag
/// pair; [`begin_movetext`](Visitor::begin_movetext) with the start position (which may skip
/// the game); then, as they come, [`san`](Visitor::san) for each move with the position it is
/// played in (through [`san_written`](Visitor::san_written), which also has the move's text), [`nag`](Visitor::nag), [`comment`](Visitor::comment),
/// [`begin_variation`](Visitor::begin_variation) (which may skip it) and
/// [`end_variation`](Visitor::end_variation) (or
/// [`end_broken_variation`](Visitor::end_broken_variation)), [`result`](Visitor::result) for the result
/// written after the moves; last [`end_game`](Visitor::end_game), whose value
/// [`Reader::read_game`](super::Reader::read_game) returns.
///
/// Every move reaches [`san`](Visitor::san) already checked legal, as a [`Move`] of the
/// position given with it; [`san`](Visitor::san) may stop the game there
/// ([`ControlFlow::Break`]: the rest of its moves are passed over unread, and
/// [`end_game`](Visitor::end_game) follows).
///
/// What is broken costs the least it can, and each loss is reported to
/// [`error`](Visitor::error) while the game goes on: a malformed tag costs that tag, an illegal
/// move or a nesting too deep inside a variation costs that variation, a bad annotation glyph
/// that glyph, castling rights standard chess cannot have are dropped. An error in the main line
/// (an illegal move, a `FEN` or `Variant` tag the reader cannot start from) ends the game: the
/// calls stop there, [`end_game`](Visitor::end_game) is not called, the reader returns the
/// [`Error`] and the next game starts again with [`begin_game`](Visitor::begin_game); the
/// visitor still holds what it was given up to the error. Every method but
/// [`end_game`](Visitor::end_game) has a default that does nothing (and skips variations).
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
    /// reader plays it next). [`ControlFlow::Break`] stops the game after this move: the rest
    /// of its text is passed over unread, and [`end_game`](Visitor::end_game) follows with the
    /// main line's position after the move (or where the main line stood, for a move in a
    /// variation).
    fn san(&mut self, position: &Position, mv: Move) -> ControlFlow<()> {
        let _ = (position, mv);
        ControlFlow::Continue(())
    }

    /// [`san`](Visitor::san), with the move's word as the text has it, its suffix annotation
    /// taken off (`Nf3+` of `Nf3+!?`; a move some program wrote in UCI, `g1f3`, as written):
    /// for a visitor that keeps the text as written where it can. The reader calls this one;
    /// its default calls [`san`](Visitor::san).
    fn san_written(&mut self, position: &Position, mv: Move, written: &[u8]) -> ControlFlow<()> {
        let _ = written;
        self.san(position, mv)
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

    /// The variation being read ends at an illegal move in it (reported to
    /// [`error`](Visitor::error) just before): the rest of it, to its `)`, is passed over
    /// unread, and the moves that follow continue the line around it. The default is
    /// [`end_variation`](Visitor::end_variation), which keeps what the variation had before the
    /// move (as python-chess does); a visitor that keeps only whole variations forgets it here.
    fn end_broken_variation(&mut self) {
        self.end_variation();
    }

    /// The result written after the moves: `1-0`, `0-1`, `1/2-1/2` or `*`. A game without one
    /// (the input ends, or the next game's tags start) has no such call.
    fn result(&mut self, result: GameResult) {
        let _ = result;
    }

    /// Something broken was passed over and the game goes on (see the trait's docs): what, and
    /// where. The default ignores it.
    fn error(&mut self, error: &Error) {
        let _ = error;
    }

    /// The game is over; `last` is the main line's last position (the start position when the
    /// moves were skipped).
    fn end_game(&mut self, last: &Position) -> Self::Output;
}
