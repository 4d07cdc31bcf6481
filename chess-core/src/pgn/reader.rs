//! [`Reader`]: games one at a time from a byte stream, every move checked, to a [`Visitor`].

use alloc::string::String;
use alloc::vec::Vec;

use super::buffer::{Input, Slice};
use super::error::{Error, ErrorKind, Fail};
use super::lexer::{Lexer, Skipped, Token};
use super::{GameResult, Nag, Text, Visitor, read_variant};
use crate::game::start_position;
use crate::{Color, Move, Piece, Position, SanError, Undo, Variant};

/// The buffer's size unless [`Reader::with_capacity`] says otherwise: the longest comment, tag
/// line or word the reader takes.
pub const DEFAULT_CAPACITY: usize = 256 * 1024;

/// How deep variations may nest: a variation deeper is passed over
/// ([`ErrorKind::TooDeep`](super::ErrorKind::TooDeep), reported to
/// [`Visitor::error`]), so that the lines the reader holds stay within this many whatever
/// the input.
pub const MAX_DEPTH: usize = 255;

/// Where a line of play (the main line or a variation) stands.
#[derive(Clone, Copy)]
struct Line {
    position: Position,
    /// The last move and what takes it back: a variation replacing that move starts where it
    /// was played (kept so rather than as a copy of the position before every move).
    last: Option<(Move, Undo)>,
    /// Plies played along this line from the game's start.
    ply: u32,
}

/// Reads PGN games one after another: from bytes in memory, in place ([`Reader::from_slice`]),
/// or with the feature `std` from any `std::io::Read` (a file, stdin, a decompressor) through a
/// buffer of fixed size, so that a database of any size is read in that much memory.
///
/// Each [`read_game`](Reader::read_game) reads the next game and hands it to a [`Visitor`],
/// checking every move; a game with an error is an [`Error`] and the reader goes on with the
/// next game. See the [module docs](super) for an example.
pub struct Reader<R: Input> {
    lexer: Lexer<R::Source>,
    /// Games started so far.
    games: u64,
    /// The ply an error would be reported at.
    ply: u32,
    /// The game's last token has been read (its result): nothing to skip after an error.
    ended: bool,
    /// The tags are read: after an error, a `[` starts the next game.
    in_movetext: bool,
    /// The lines around the variation being read.
    lines: Vec<Line>,
    /// The `FEN` tag's value, and the unescaped value of a tag that has escapes.
    fen: String,
    scratch: Vec<u8>,
    /// The start position, made once rather than for every game.
    start: Position,
    /// The game's `Result` tag, when it holds a result.
    result_tag: Option<GameResult>,
}

impl<'a> Reader<Slice<'a>> {
    /// A reader of bytes in memory, read in place: no buffer, and what the visitor is given
    /// borrows `pgn` ([`Slice`]).
    pub fn from_slice(pgn: &'a [u8]) -> Reader<Slice<'a>> {
        Reader::new(Slice::new(pgn))
    }
}

impl<R: Input> Reader<R> {
    /// A reader of `input`: a stream (any `std::io::Read`, feature `std`) through a buffer of
    /// [`DEFAULT_CAPACITY`] bytes, or bytes in memory read in place ([`Slice`],
    /// [`Reader::from_slice`]).
    pub fn new(input: R) -> Reader<R> {
        Reader::with_capacity(DEFAULT_CAPACITY, input)
    }

    /// A reader whose buffer holds `capacity` bytes (at least 256): no comment, tag line or
    /// word of a stream may be longer ([`ErrorKind::TooLong`]). A [`Slice`] needs no buffer
    /// and takes tokens of any length.
    pub fn with_capacity(capacity: usize, input: R) -> Reader<R> {
        Reader {
            lexer: Lexer::new(input.into_source(capacity.max(256))),
            games: 0,
            ply: 0,
            ended: false,
            in_movetext: false,
            lines: Vec::new(),
            fen: String::new(),
            scratch: Vec::new(),
            start: Position::default(),
            result_tag: None,
        }
    }

    /// How many games have been started, those with errors included: the number of the last
    /// one.
    #[must_use]
    pub fn games_read(&self) -> u64 {
        self.games
    }

    /// Reads the next game into `visitor`: what its [`end_game`](Visitor::end_game) returns,
    /// `None` when the input has no more games, or the game's error. After an error (but
    /// `ErrorKind::Io`) the rest of that game has been passed over, and the next call reads
    /// the next game.
    pub fn read_game<V: Visitor>(&mut self, visitor: &mut V) -> Result<Option<V::Output>, Error> {
        match self.lexer.skip_space() {
            Ok(None) => return Ok(None),
            Ok(Some(_)) => {}
            Err(fail) => return Err(Error::new(self.games + 1, 0, fail)),
        }
        self.games += 1;
        self.ply = 0;
        self.ended = false;
        self.in_movetext = false;
        visitor.begin_game();
        match self.game(visitor) {
            Ok(output) => Ok(Some(output)),
            Err(fail) => {
                let ply = self.ply;
                if !fail.is_io() && !self.ended {
                    if let Err(io) = self.skip_rest() {
                        return Err(Error::new(self.games, ply, io));
                    }
                }
                Err(Error::new(self.games, ply, fail))
            }
        }
    }

    /// An iterator over the games, each [`read_game`](Reader::read_game)'s answer; it ends with
    /// the input, or after an `ErrorKind::Io`.
    pub fn games<'a, V: Visitor>(&'a mut self, visitor: &'a mut V) -> Games<'a, R, V> {
        Games {
            reader: self,
            visitor,
            done: false,
        }
    }

    /// The tags, then the moves.
    fn game<V: Visitor>(&mut self, visitor: &mut V) -> Result<V::Output, Fail> {
        let start = self.tags(visitor)?;
        self.in_movetext = true;
        if visitor.begin_movetext(&start).0 {
            self.skip_movetext()?;
            return Ok(visitor.end_game(&start));
        }
        self.lines.clear();
        let mut line = Line {
            position: start,
            last: None,
            ply: 0,
        };
        // Before this ply no line can take a counter to its limit: nothing to check.
        let calm = (2 * u32::from(u16::MAX - start.fullmove_number()))
            .min(u32::from(u16::MAX - start.halfmove_clock()));
        loop {
            self.ply = line.ply;
            let token = match self.lexer.next() {
                Ok(token) => token,
                Err(fail) => {
                    self.recover(visitor, fail)?;
                    continue;
                }
            };
            match token {
                Token::Move(text) => {
                    self.ply = line.ply + 1;
                    let (san, nag) = split_annotation(text);
                    let bad_nag = nag.is_err().then(|| Fail::new(ErrorKind::Nag, text));
                    let played = match line.position.parse_san_bytes(san) {
                        Ok(mv) if line.ply < calm || !overflows(&line.position, mv) => Ok(mv),
                        Ok(_) => Err(Fail::new(ErrorKind::ClockOverflow, text)),
                        // UCI where SAN belongs (`g1f3`), as python-chess reads it.
                        Err(SanError::Malformed) => match read_uci(&line.position, san) {
                            Some(mv) if !overflows(&line.position, mv) => Ok(mv),
                            _ => Err(Fail::new(ErrorKind::San(SanError::Malformed), text)),
                        },
                        Err(error) => Err(Fail::new(ErrorKind::San(error), text)),
                    };
                    let mv = match played {
                        Ok(mv) => mv,
                        // In the main line the game ends here; in a variation the variation does.
                        Err(fail) if self.lines.is_empty() => return Err(fail),
                        Err(fail) => {
                            self.report(visitor, fail);
                            match self.skip_variation()? {
                                SkipEnd::Closed => {
                                    visitor.end_broken_variation();
                                    line = self.lines.pop().unwrap_or(line);
                                    continue;
                                }
                                end => return Ok(self.end_movetext(visitor, line, end)),
                            }
                        }
                    };
                    let flow = visitor.san_written(&line.position, mv, san);
                    // parse_san found it legal
                    line.last = Some((mv, line.position.make_unchecked(mv)));
                    line.ply += 1;
                    if flow.is_break() {
                        let main = self.lines.first().unwrap_or(&line).position;
                        self.skip_movetext()?;
                        return Ok(visitor.end_game(&main));
                    }
                    match (nag, bad_nag) {
                        (Ok(Some(nag)), _) => visitor.nag(nag),
                        (_, Some(fail)) => self.report(visitor, fail),
                        _ => {}
                    }
                }
                Token::Comment(text) => visitor.comment(Text::new(text)),
                Token::Nag(nag) => visitor.nag(nag),
                Token::Open => {
                    let skip = match line.last {
                        None => Some(ErrorKind::VariationWithoutMove),
                        Some(_) if self.lines.len() >= MAX_DEPTH => Some(ErrorKind::TooDeep),
                        Some(_) => None,
                    };
                    let skipped = skip.is_some();
                    if let Some(kind) = skip {
                        self.report(visitor, Fail::new(kind, b"("));
                    }
                    if skipped || visitor.begin_variation().0 {
                        match self.skip_variation()? {
                            SkipEnd::Closed => {}
                            end => return Ok(self.end_movetext(visitor, line, end)),
                        }
                    } else if let Some((mv, undo)) = line.last {
                        self.lines.push(line);
                        line.position.unmake(mv, undo);
                        line = Line {
                            position: line.position,
                            last: None,
                            ply: line.ply - 1,
                        };
                    }
                }
                Token::Close => match self.lines.is_empty() {
                    true => self.report(visitor, Fail::new(ErrorKind::UnmatchedClose, b")")),
                    false => line = self.close_variation(visitor, line),
                },
                Token::Result(result) => {
                    return Ok(self.end_movetext(visitor, line, SkipEnd::Result(result)));
                }
                Token::TagStart | Token::Eof => {
                    return Ok(self.end_movetext(visitor, line, SkipEnd::GameEnd));
                }
            }
        }
    }

    /// The `)` of the variation `line`: the line around it again.
    #[inline(never)]
    fn close_variation<V: Visitor>(&mut self, visitor: &mut V, line: Line) -> Line {
        visitor.end_variation();
        self.lines.pop().unwrap_or(line)
    }

    /// The game's moves end (`end` is not [`SkipEnd::Closed`]): variations still open are
    /// reported and closed, the result written goes to the visitor, then
    /// [`end_game`](Visitor::end_game) with the main line's last position.
    #[inline(never)]
    fn end_movetext<V: Visitor>(&mut self, visitor: &mut V, line: Line, end: SkipEnd) -> V::Output {
        let main = match self.lines.first() {
            Some(main) => {
                let main = main.position;
                self.report(visitor, Fail::new(ErrorKind::UnterminatedVariation, b""));
                main
            }
            None => line.position,
        };
        self.lines.clear();
        if let SkipEnd::Result(result) = end {
            self.ended = true;
            visitor.result(result);
        }
        // A mate the `Result` tag gives the other side (or a draw): reported, the tag kept.
        let decided = self.result_tag.filter(|&tag| tag != GameResult::Ongoing);
        if let Some(tag) = decided.filter(|_| main.is_check()) {
            if let Some(outcome) = main.outcome().filter(|_| !tag_agrees(tag, &main)) {
                let text = GameResult::from(outcome).as_str().as_bytes();
                self.report(visitor, Fail::new(ErrorKind::ResultMismatch, text));
            }
        }
        visitor.end_game(&main)
    }

    /// Hands the visitor a loss the game goes on from ([`Visitor::error`]), after the lexer's
    /// errors have been passed over. An input error cannot be gone on from: it is returned.
    #[inline(never)]
    fn recover<V: Visitor>(&mut self, visitor: &mut V, fail: Fail) -> Result<(), Fail> {
        if fail.is_io() {
            return Err(fail);
        }
        match fail.kind {
            // A comment longer than the buffer, left where it starts: passed over. A word so long
            // is no move: it ends the game as an illegal move does.
            ErrorKind::TooLong { .. } if self.lexer.at_comment() => {
                self.lexer.skip_comment()?;
            }
            ErrorKind::TooLong { .. } => return Err(fail),
            _ => {}
        }
        self.report(visitor, fail);
        Ok(())
    }

    /// [`Visitor::error`] for `fail`, at the game and ply being read.
    #[cold]
    fn report<V: Visitor>(&mut self, visitor: &mut V, fail: Fail) {
        visitor.error(&Error::new(self.games, self.ply, fail));
    }

    /// Reads the tags, each to the visitor; the start position they give.
    #[inline(never)]
    fn tags<V: Visitor>(&mut self, visitor: &mut V) -> Result<Position, Fail> {
        self.fen.clear();
        self.result_tag = None;
        let mut variant = Variant::Standard;
        while self.lexer.skip_space()? == Some(b'[') {
            // The well-formed lines, as most are, in one go; then one of another shape, if any.
            let (fen, result_tag, scratch) =
                (&mut self.fen, &mut self.result_tag, &mut self.scratch);
            self.lexer.plain_tags(|name, value, escaped| {
                let tags = TagsRead {
                    fen,
                    result_tag,
                    scratch,
                    variant: &mut variant,
                };
                tags.read(visitor, name, value, escaped)
            })?;
            if self.lexer.skip_space()? != Some(b'[') {
                break;
            }
            let tag = match self.lexer.tag() {
                Ok(tag) => tag,
                // A malformed tag (consumed to its line's end) costs that tag.
                Err(fail) => {
                    if let ErrorKind::TooLong { .. } = fail.kind {
                        self.lexer.skip_line()?;
                    }
                    self.recover_tag(visitor, fail)?;
                    continue;
                }
            };
            let tags = TagsRead {
                fen: &mut self.fen,
                result_tag: &mut self.result_tag,
                scratch: &mut self.scratch,
                variant: &mut variant,
            };
            tags.read(visitor, tag.name, tag.value, tag.escaped)?;
        }
        if self.fen.is_empty() {
            return Ok(match variant {
                // (Read as a FEN tag is, rather than by the strict FEN reader: one reader less
                // in a build that reads no FEN otherwise.)
                Variant::Chess960 => start_position(START, variant).map_or(self.start, |(p, _)| p),
                _ => self.start,
            });
        }
        let (start, dropped) = start_position(&self.fen, variant)
            .map_err(|error| Fail::new(ErrorKind::Fen(error), self.fen.as_bytes()))?;
        if dropped.bits() != 0 {
            let fail = Fail::new(ErrorKind::CastlingDropped(dropped), self.fen.as_bytes());
            self.report(visitor, fail);
        }
        Ok(start)
    }

    /// [`recover`](Reader::recover) for an error among the tags.
    #[inline(never)]
    fn recover_tag<V: Visitor>(&mut self, visitor: &mut V, fail: Fail) -> Result<(), Fail> {
        if fail.is_io() {
            return Err(fail);
        }
        self.report(visitor, fail);
        Ok(())
    }

    /// Passes over a variation whose `(` was just read, to its `)`, counting the parentheses
    /// inside (no memory however deep), whatever is wrong in it; or to the game's end.
    #[inline(never)]
    fn skip_variation(&mut self) -> Result<SkipEnd, Fail> {
        let mut depth = 1u64;
        loop {
            match self.lexer.skip_movetext(true)? {
                Skipped::Open => depth += 1,
                Skipped::Close => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(SkipEnd::Closed);
                    }
                }
                Skipped::Result(result) => return Ok(SkipEnd::Result(result)),
                Skipped::TagStart | Skipped::Eof => return Ok(SkipEnd::GameEnd),
            }
        }
    }

    /// Passes over a game's moves, to its result or the next game, whatever is wrong in them.
    #[inline(never)]
    fn skip_movetext(&mut self) -> Result<(), Fail> {
        if let Skipped::Result(_) = self.lexer.skip_movetext(false)? {
            self.ended = true;
        }
        Ok(())
    }

    /// After an error: passes over the rest of the game, to its result, the next game's tags or
    /// the end of the input, whatever else is wrong on the way. Fails only when the input cannot
    /// be read.
    fn skip_rest(&mut self) -> Result<(), Fail> {
        if !self.in_movetext {
            // The rest of the tags (a line each), then the moves.
            while self.lexer.skip_space()? == Some(b'[') {
                self.lexer.skip_line()?;
            }
        }
        self.skip_movetext()
    }
}

/// What the reader keeps of a game's tags, as they are read.
struct TagsRead<'a> {
    fen: &'a mut String,
    result_tag: &'a mut Option<GameResult>,
    scratch: &'a mut Vec<u8>,
    variant: &'a mut Variant,
}

impl TagsRead<'_> {
    /// A tag pair read: its escapes read, kept if the reader needs it, then to the visitor. An
    /// unknown variant is the game's error.
    #[inline(always)]
    fn read<V: Visitor>(
        self,
        visitor: &mut V,
        name: &[u8],
        value: &[u8],
        escaped: bool,
    ) -> Result<(), Fail> {
        let value = match escaped {
            true => Text::new(unescape(value, self.scratch)),
            false => Text::new(value),
        };
        if name == b"FEN" {
            self.fen.push_str(&value.to_str());
        } else if name == b"Result" {
            *self.result_tag = core::str::from_utf8(value.as_bytes())
                .ok()
                .and_then(|value| value.trim().parse().ok());
        } else if name == b"Variant" {
            *self.variant = read_variant(&value.to_str())
                .ok_or_else(|| Fail::new(ErrorKind::Variant, value.as_bytes()))?;
        }
        visitor.tag(name, value);
        Ok(())
    }
}

/// Whether the `Result` tag `tag` is the result of `position`, which is check: a mate is won by
/// the side that gave it.
fn tag_agrees(tag: GameResult, position: &Position) -> bool {
    match position.outcome() {
        Some(outcome) => GameResult::from(outcome) == tag,
        None => true,
    }
}

/// A legal move written in UCI (`g1f3`, `e7e8q`), which some programs write in PGN: read by
/// [`Position::parse_any_move`], whose SAN half has refused the word already.
#[cold]
fn read_uci(position: &Position, word: &[u8]) -> Option<Move> {
    position
        .parse_any_move(core::str::from_utf8(word).ok()?)
        .ok()
}

/// Where passing over a variation stopped.
#[derive(Clone, Copy)]
enum SkipEnd {
    /// At its `)`.
    Closed,
    /// At the game's result, before the variation closed.
    Result(GameResult),
    /// At the next game's tags or the end of the input.
    GameEnd,
}

/// Whether playing `mv` takes the full-move number or the half-move clock past what a position
/// holds (only ever checked near the limit).
#[inline]
fn overflows(position: &Position, mv: Move) -> bool {
    let (fullmove, halfmove) = (position.fullmove_number(), position.halfmove_clock());
    if fullmove < u16::MAX && halfmove < u16::MAX {
        return false;
    }
    let resets = position
        .piece_at(mv.from())
        .is_some_and(|(_, piece)| piece == Piece::Pawn)
        || position.captured(mv).is_some();
    (fullmove == u16::MAX && position.side_to_move() == Color::Black)
        || (halfmove == u16::MAX && !resets)
}

/// [`Reader::games`]: each game's [`Visitor::end_game`] value or its error.
pub struct Games<'a, R: Input, V> {
    reader: &'a mut Reader<R>,
    visitor: &'a mut V,
    done: bool,
}

impl<R: Input, V: Visitor> Iterator for Games<'_, R, V> {
    type Item = Result<V::Output, Error>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        match self.reader.read_game(self.visitor) {
            Ok(Some(output)) => Some(Ok(output)),
            Ok(None) => {
                self.done = true;
                None
            }
            Err(error) => {
                self.done = error.is_io();
                Some(Err(error))
            }
        }
    }
}

/// The standard start position, as a Chess960 game without a `FEN` tag starts.
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// A tag value that has escapes with `\"` and `\\` read, in `scratch`.
fn unescape<'a>(value: &'a [u8], scratch: &'a mut Vec<u8>) -> &'a [u8] {
    scratch.clear();
    let mut bytes = value.iter();
    while let Some(&b) = bytes.next() {
        match (b, bytes.as_slice().first()) {
            (b'\\', Some(&next @ (b'\\' | b'"'))) => {
                scratch.push(next);
                bytes.next();
            }
            _ => scratch.push(b),
        }
    }
    scratch
}

/// A move word split into the SAN and the annotation after it (`e4!?`: `e4` and `$5`);
/// `Err` for marks with no meaning (`e4?!?`), which are then dropped.
#[inline]
fn split_annotation(word: &[u8]) -> (&[u8], Result<Option<Nag>, ()>) {
    let marks = word
        .iter()
        .rev()
        .take_while(|&&b| b == b'!' || b == b'?')
        .count();
    if marks == 0 {
        return (word, Ok(None));
    }
    let (san, suffix) = word.split_at(word.len() - marks);
    (san, Nag::from_suffix(suffix).map(Some).ok_or(()))
}
